// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
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
