// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"math/rand/v2"
	"testing"
)

// TestDecryptWideAgainstFour compares the sixteen-block inverse cipher and
// its CBC wrapper with the four-block inverse cipher on random keys and
// blocks, every key size, in place and not.
func TestDecryptWideAgainstFour(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for key := range randKeys(r, 8) {
		bs, rounds := testBaseKey(key)
		src := randBytes(r, 256)
		iv := [16]byte(randBytes(r, 16))

		want := cbcDecryptFour(bs, rounds, src, iv)

		got := make([]byte, 256)
		v := iv
		cbcDecryptWide(bs, rounds, got, src, &v)
		if !bytes.Equal(got, want) || v != [16]byte(src[240:]) {
			t.Fatalf("key %x: cbcDecryptWide differs from decrypt4", key)
		}
		inPlace := bytes.Clone(src)
		v = iv
		cbcDecryptWide(bs, rounds, inPlace, inPlace, &v)
		if !bytes.Equal(inPlace, want) || v != [16]byte(src[240:]) {
			t.Fatalf("key %x: in-place cbcDecryptWide differs from decrypt4", key)
		}
	}
}

// cbcDecryptFour is the reference for the wide CBC decryptions: decrypt4
// on four blocks at a time (len(src) a multiple of 64), then the chain.
func cbcDecryptFour(bs *bsKey, rounds int, src []byte, iv [16]byte) []byte {
	want := make([]byte, len(src))
	for i := 0; i < len(src); i += 64 {
		var q [8]uint64
		for b := range 4 {
			loadBlock(&q, b, src[i+16*b:])
		}
		transpose8(&q)
		decrypt4(bs, rounds, &q)
		transpose8(&q)
		for b := range 4 {
			storeBlock(want[i+16*b:], &q, b)
		}
	}
	prev := iv
	for i := 0; i < len(src); i += 16 {
		for j := range 16 {
			want[i+j] ^= prev[j]
		}
		prev = [16]byte(src[i:])
	}
	return want
}

// TestInvSbox checks the inverse S-box circuit on all 256 byte values, 64
// per word position, against the inverse of the reference S-box.
func TestInvSbox(t *testing.T) {
	sb := refSbox()
	var inv [256]byte
	for x, s := range sb {
		inv[s] = byte(x)
	}
	for chunk := range 4 {
		var q [8]uint64
		for p := range 64 {
			v := uint64(64*chunk + p)
			for j := range 8 {
				q[j] |= (v >> j & 1) << p
			}
		}
		invSbox(&q)
		for p := range 64 {
			var got byte
			for j := range 8 {
				got |= byte(q[j]>>p&1) << j
			}
			if want := inv[64*chunk+p]; got != want {
				t.Fatalf("InvSbox(%#x) = %#x, want %#x", 64*chunk+p, got, want)
			}
		}
	}
}

// TestDecrypt4AgainstReference compares decrypt4 (MixColumns'd keys, one
// pass per round) with the inverse cipher in FIPS 197 §5.3's order on the
// same layout, and with the standard library, on four random blocks for
// random keys of every size.
func TestDecrypt4AgainstReference(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	for key := range randKeys(r, 20) {
		bs, rounds := testBaseKey(key)
		ref, _ := stdaes.NewCipher(key)
		src := randBytes(r, 64)
		var q, p [8]uint64
		for b := range 4 {
			loadBlock(&q, b, src[16*b:])
		}
		transpose8(&q)
		p = q
		decrypt4(bs, rounds, &q)
		decrypt4Reference(bs, rounds, &p)
		if q != p {
			t.Fatalf("key %x: decrypt4 differs from the reference order", key)
		}
		transpose8(&q)
		for b := range 4 {
			var got, want [16]byte
			storeBlock(got[:], &q, b)
			ref.Decrypt(want[:], src[16*b:])
			if got != want {
				t.Fatalf("key %x block %d: decrypt4 %x, stdlib %x", key, b, got, want)
			}
		}
	}
}

// decrypt4Reference is the inverse cipher step by step (FIPS 197 §5.3).
func decrypt4Reference(bs *bsKey, rounds int, q *[8]uint64) {
	addRoundKey(q, &bs.dec[rounds])
	for r := rounds - 1; r > 0; r-- {
		invShiftRows(q)
		invSbox(q)
		addRoundKey(q, &bs.dec[r])
		invMixColumns(q)
	}
	invShiftRows(q)
	invSbox(q)
	addRoundKey(q, &bs.dec[0])
}
