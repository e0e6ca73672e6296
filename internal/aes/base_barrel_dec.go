// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import "math/bits"

// The inverse cipher (FIPS 197 §5.3) in the sixteen-block layout of
// base_barrel.go, for CBC decryption runs of sixteen blocks or more.

// invShiftRowsWide applies InvShiftRows (FIPS 197 §5.3.1) in place: row r
// turns right by r columns, a rotation of its words left by 16r bits.
func invShiftRowsWide(x *wideState) {
	for j := range 8 {
		x[8+j] = bits.RotateLeft64(x[8+j], 16)
		x[16+j] = bits.RotateLeft64(x[16+j], 32)
		x[24+j] = bits.RotateLeft64(x[24+j], 48)
	}
}

// addTimes4 adds 4u to the eight bit planes a and c (rows r and r+2): in
// GF(2^8), plane i of 4u is plane i-2 of u plus the reductions of planes 6
// and 7 (0x1b, 0x36).
func addTimes4(a, c, u *[8]uint64) {
	u6, u7 := u[6], u[7]
	w := [8]uint64{u6, u6 ^ u7, u[0] ^ u7, u[1] ^ u6, u[2] ^ u6 ^ u7, u[3] ^ u7, u[4], u[5]}
	a[0], a[1], a[2], a[3] = a[0]^w[0], a[1]^w[1], a[2]^w[2], a[3]^w[3]
	a[4], a[5], a[6], a[7] = a[4]^w[4], a[5]^w[5], a[6]^w[6], a[7]^w[7]
	c[0], c[1], c[2], c[3] = c[0]^w[0], c[1]^w[1], c[2]^w[2], c[3]^w[3]
	c[4], c[5], c[6], c[7] = c[4]^w[4], c[5]^w[5], c[6]^w[6], c[7]^w[7]
}

// addKeyInvMixColumnsWide applies AddRoundKey with k and then
// InvMixColumns (FIPS 197 §5.3.3) to s, into n. InvMixColumns is
// MixColumns after s_r += 4 (s_r + s_{r+2}) (see invMixColumns); rows r and
// r+2 share that sum, and the four additions cancel in the XOR of all rows.
func addKeyInvMixColumnsWide(n, s, k *wideState) {
	var u0, u1, t, zero [8]uint64
	for j := range 8 {
		a0, a1 := s[j]^k[j], s[8+j]^k[8+j]
		a2, a3 := s[16+j]^k[16+j], s[24+j]^k[24+j]
		u0[j], u1[j] = a0^a2, a1^a3
		t[j] = u0[j] ^ u1[j]
		s[j], s[8+j], s[16+j], s[24+j] = a0, a1, a2, a3
	}
	addTimes4(row(s, 0), row(s, 2), &u0)
	addTimes4(row(s, 1), row(s, 3), &u1)
	mixRowWide(row(n, 0), row(s, 0), row(s, 1), &t, &zero)
	mixRowWide(row(n, 1), row(s, 1), row(s, 2), &t, &zero)
	mixRowWide(row(n, 2), row(s, 2), row(s, 3), &t, &zero)
	mixRowWide(row(n, 3), row(s, 3), row(s, 0), &t, &zero)
}

// decryptWide runs the inverse cipher on sixteen blocks in the wide layout,
// with the encryption round keys in reverse order, leaving the result in x.
func decryptWide(wk *wideKey, rounds int, x *wideState) {
	var y sboxScratch
	var o wideState
	for i := range x {
		x[i] ^= wk[rounds][i]
	}
	// InvMixColumns reads every row twice, so it writes to the other buffer.
	s, n := x, &o
	for rd := rounds - 1; rd > 0; rd-- {
		invShiftRowsWide(s)
		for r := range 4 {
			invSboxWith(row(s, r), &y)
		}
		addKeyInvMixColumnsWide(n, s, &wk[rd])
		s, n = n, s
	}
	invShiftRowsWide(s)
	for r := range 4 {
		invSboxWith(row(s, r), &y)
	}
	for i := range x {
		x[i] = s[i] ^ wk[0][i]
	}
}

// cbcDecryptWide decrypts sixteen blocks (256 bytes) of src into dst in
// CBC mode, chaining from and updating iv. It copies the ciphertext first,
// so dst may equal src.
func cbcDecryptWide(wk *wideKey, rounds int, dst, src []byte, iv *[16]byte) {
	// chain is the block each plaintext block is XORed with: iv, then
	// ciphertext blocks 0..14; block 15 becomes the next iv.
	var chain [256 + 16]byte
	copy(chain[:16], iv[:])
	copy(chain[16:], src[:256])
	var x wideState
	loadWide(&x, chain[16:])
	transposeWide(&x)
	decryptWide(wk, rounds, &x)
	transposeWide(&x)
	xorWide(dst, chain[:256], &x)
	*iv = [16]byte(chain[256:])
}
