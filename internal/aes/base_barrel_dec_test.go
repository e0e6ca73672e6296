// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"math/bits"
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

// TestMixPreMulWide checks the fused round pass against its two steps,
// mixColumnsWide and then preMulWide, on random states and keys.
func TestMixPreMulWide(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 36))
	for range 100 {
		var x, k wideState
		for i := range x {
			x[i], k[i] = r.Uint64(), r.Uint64()
		}
		want := x
		mixColumnsWide((*[32]uint64)(&want), (*[32]uint64)(&k))
		preMulWide(&want)
		mixPreMulWide(&x, &k)
		if x != want {
			t.Fatal("mixPreMulWide differs from mixColumnsWide and preMulWide")
		}
	}
}

// preMulWide, the reference for mixPreMulWide's second half, applies P (s_r += 4 (s_r + s_{r+2}), FIPS 197 §4.2 products)
// and then SR2 (rows 1 and 3 turn by 32 bits) in place. With u_0 = s_0 +
// s_2 and u_1 = s_1 + s_3, plane j of 4u is plane j-2 of u plus plane 6
// on planes 0, 1, 3, 4 (0x1b) and plane 7 on planes 1, 2, 4, 5 (0x36).
func preMulWide(x *wideState) {
	w := (*[32]uint64)(x)
	a6, a7 := x[6]^x[22], x[7]^x[23]
	b6, b7 := x[14]^x[30], x[15]^x[31]
	a0, b0 := preMulPlane(planesOf(w, 0), a6, b6)
	a1, b1 := preMulPlane(planesOf(w, 1), a6^a7, b6^b7)
	a2, b2 := preMulPlane(planesOf(w, 2), a0^a7, b0^b7)
	a3, b3 := preMulPlane(planesOf(w, 3), a1^a6, b1^b6)
	a4, b4 := preMulPlane(planesOf(w, 4), a2^a6^a7, b2^b6^b7)
	a5, b5 := preMulPlane(planesOf(w, 5), a3^a7, b3^b7)
	preMulPlane(planesOf(w, 6), a4, b4)
	preMulPlane(planesOf(w, 7), a5, b5)
}

// preMulPlane adds fa (plane j of 4u_0) to plane j of rows 0 and 2 and fb
// (of 4u_1) to rows 1 and 3, turning those two by 32 bits, and returns
// plane j of u_0 and u_1 as they were; p is planesOf(x, j).
func preMulPlane(p *[25]uint64, fa, fb uint64) (ua, ub uint64) {
	s0, s1, s2, s3 := p[0], p[8], p[16], p[24]
	p[0], p[16] = s0^fa, s2^fa
	p[8], p[24] = bits.RotateLeft64(s1^fb, 32), bits.RotateLeft64(s3^fb, 32)
	return s0 ^ s2, s1 ^ s3
}
