// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"math/bits"
	"unsafe"
)

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

// rotateRows rotates a row word left by r columns: 16r bits in the
// sixteen-block layout, 8r in the eight-block one. The width is a constant
// in each instantiation, so this compiles to one rotation.
func rotateRows[W word](x W, r int) W {
	n := 8 * int(unsafe.Sizeof(x))
	s := n / 4 * r
	return x<<s | x>>(n-s)
}

// planesOf returns x from word j on, so that plane j of row r is at the
// constant index 8r: a loop over planes then computes one address per
// plane rather than one per word (which matters on wasm).
func planesOf[W word](x *[32]W, j int) *[25]W { return (*[25]W)(x[j : j+25]) }

// The inverse cipher of either width (decryptWide, base32.go's
// decryptWide32) needs no pass of its own for InvMixColumns, which is
// MixColumns followed by the column-local map P, s_r += 4 (s_r + s_{r+2})
// (see invMixColumns; the two circulant matrices commute), so a round
//
//	InvMixColumns(InvShiftRows(s) ^ k) = P(MixColumns(ShiftRows(SR2(s))) ^ MixColumns(k))
//
// with InvShiftRows = ShiftRows ∘ SR2, SR2 turning rows 1 and 3 by two
// columns. mixPreMulWide computes the inner part with the key
// MixColumns(k) (mixKeyWide) as mixColumnsWide does, then P and the next
// round's SR2, which commutes with InvSubBytes, in the same pass.

// mixKeyWide sets mk[rd] to MixColumns(wk[rd]) for the inner rounds and
// mk[rounds] to wk[rounds], all with 0x63 added to every byte: the inverse
// S-box's input constant (invSboxCircuit's added), which P and SR2 keep in place.
func mixKeyWide(mk, wk *wideKey, rounds int) {
	*mk = wideKey{}
	var zero wideState
	for rd := 1; rd <= rounds; rd++ {
		mk[rd] = wk[rd]
		if rd < rounds {
			// mixColumnsWide starts with ShiftRows; undo it first.
			invShiftRowsWide(&mk[rd])
			mixColumnsWide((*[32]uint64)(&mk[rd]), (*[32]uint64)(&zero))
		}
		for r := range 4 {
			p := row(&mk[rd], r)
			// 0x63: planes 0, 1, 5 and 6.
			p[0], p[1], p[5], p[6] = ^p[0], ^p[1], ^p[5], ^p[6]
		}
	}
}

// decryptWide runs the inverse cipher on sixteen blocks in the wide layout,
// with the round keys wk (round 0) and mk (mixKeyWide, the others),
// leaving the result in x. It
// takes the state through the rounds as SR2 of the standard one (see
// above); InvShiftRows and InvSubBytes are moved past each other.
func decryptWide(wk, mk *wideKey, rounds int, x *wideState) {
	var y sboxScratch
	k := &mk[rounds]
	for j := range 8 {
		x[j] ^= k[j]
		x[8+j] = bits.RotateLeft64(x[8+j]^k[8+j], 32)
		x[16+j] ^= k[16+j]
		x[24+j] = bits.RotateLeft64(x[24+j]^k[24+j], 32)
	}
	for r := range 4 {
		invSboxEval(row(x, r), (*[19]uint64)(&y), true)
	}
	for rd := rounds - 1; rd > 0; rd-- {
		mixPreMulWide(x, &mk[rd])
		for r := range 4 {
			invSboxEval(row(x, r), (*[19]uint64)(&y), true)
		}
	}
	// ShiftRows after SR2 is InvShiftRows.
	shiftRowsAddKeyWide(x, &wk[0])
}

// cbcDecryptWide decrypts sixteen blocks (256 bytes) of src into dst in
// CBC mode, chaining from and updating iv. dst may equal src: the blocks
// are written last to first, each after the ciphertext block it needs
// has been read.
func cbcDecryptWide(bs *bsKey, rounds int, dst, src []byte, iv *[16]byte) {
	dst, src = dst[:256], src[:256]
	var x wideState
	loadWide(&x, src)
	transposeWide(&x)
	decryptWide(&bs.wide, &bs.invKeys(rounds).wideMix, rounds, &x)
	transposeWide(&x)
	next := [16]byte(src[240:])
	for b := 15; b > 0; b-- {
		xorWideBlock(dst[16*b:16*b+16], src[16*b-16:16*b], &x, b)
	}
	xorWideBlock(dst[:16], iv[:], &x, 0)
	*iv = next
}

// mixPreMulWide is mixColumnsWide(x, k) followed by preMulWide(x), in one
// pass over the state. P's 4u for plane j needs u (of MixColumns' output)
// of planes j-2, 6 and 7, so MixColumns' planes 6 and 7 come first (their
// P waits for u_4 and u_5), then planes 0 to 5, each finished at once. e
// (plane 7's input differences) and plane 6 and 7's u are kept in c and
// read as memory operands where used, which keeps the live values few.
// Each plane is written out: the planes fold in different u's, and a loop
// over them would index small arrays the compiler keeps in memory.
func mixPreMulWide(x, k *wideState) {
	var c [8]uint64 // e_0..e_3; plane 6 of u_0 and u_1, plane 7 of u_0 and u_1
	// Plane 5's input differences, for plane 6.
	a0, a1 := x[5], bits.RotateLeft64(x[13], -16)
	a2, a3 := bits.RotateLeft64(x[21], -32), bits.RotateLeft64(x[29], -48)
	p0, p1, p2, p3 := a0^a1, a1^a2, a2^a3, a3^a0
	var t, m0, m1, m2, m3 uint64
	a0, a1 = x[6], bits.RotateLeft64(x[14], -16)
	a2, a3 = bits.RotateLeft64(x[22], -32), bits.RotateLeft64(x[30], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[6], a1^t^p1^k[14]
	m2, m3 = a2^t^p2^k[22], a3^t^p3^k[30]
	x[6], x[14], x[22], x[30] = m0, m1, m2, m3
	c[4], c[5] = m0^m2, m1^m3
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[7], bits.RotateLeft64(x[15], -16)
	a2, a3 = bits.RotateLeft64(x[23], -32), bits.RotateLeft64(x[31], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[7], a1^t^p1^k[15]
	m2, m3 = a2^t^p2^k[23], a3^t^p3^k[31]
	x[7], x[15], x[23], x[31] = m0, m1, m2, m3
	c[6], c[7] = m0^m2, m1^m3
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	c[0], c[1], c[2], c[3] = p0, p1, p2, p3

	// Planes 0..5, unrolled as in mixColumnsWide; fa and fb are plane j of
	// 4u_0 and 4u_1 (see preMulWide), the stores apply SR2 to rows 1 and 3.
	a0, a1 = x[0], bits.RotateLeft64(x[8], -16)
	a2, a3 = bits.RotateLeft64(x[16], -32), bits.RotateLeft64(x[24], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[0], a1^t^p1^k[8]
	m2, m3 = a2^t^p2^k[16], a3^t^p3^k[24]
	ua0, ub0 := m0^m2, m1^m3
	fa, fb := c[4], c[5]
	x[0], x[16] = m0^fa, m2^fa
	x[8], x[24] = bits.RotateLeft64(m1^fb, 32), bits.RotateLeft64(m3^fb, 32)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[1], bits.RotateLeft64(x[9], -16)
	a2, a3 = bits.RotateLeft64(x[17], -32), bits.RotateLeft64(x[25], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^c[0], p1^c[1], p2^c[2], p3^c[3] // plane 7 folds into planes 1, 3, 4
	m0, m1 = a0^t^p0^k[1], a1^t^p1^k[9]
	m2, m3 = a2^t^p2^k[17], a3^t^p3^k[25]
	ua1, ub1 := m0^m2, m1^m3
	fa, fb = c[4]^c[6], c[5]^c[7]
	x[1], x[17] = m0^fa, m2^fa
	x[9], x[25] = bits.RotateLeft64(m1^fb, 32), bits.RotateLeft64(m3^fb, 32)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[2], bits.RotateLeft64(x[10], -16)
	a2, a3 = bits.RotateLeft64(x[18], -32), bits.RotateLeft64(x[26], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[2], a1^t^p1^k[10]
	m2, m3 = a2^t^p2^k[18], a3^t^p3^k[26]
	ua2, ub2 := m0^m2, m1^m3
	fa, fb = ua0^c[6], ub0^c[7]
	x[2], x[18] = m0^fa, m2^fa
	x[10], x[26] = bits.RotateLeft64(m1^fb, 32), bits.RotateLeft64(m3^fb, 32)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[3], bits.RotateLeft64(x[11], -16)
	a2, a3 = bits.RotateLeft64(x[19], -32), bits.RotateLeft64(x[27], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^c[0], p1^c[1], p2^c[2], p3^c[3] // plane 7 folds into planes 1, 3, 4
	m0, m1 = a0^t^p0^k[3], a1^t^p1^k[11]
	m2, m3 = a2^t^p2^k[19], a3^t^p3^k[27]
	ua3, ub3 := m0^m2, m1^m3
	fa, fb = ua1^c[4], ub1^c[5]
	x[3], x[19] = m0^fa, m2^fa
	x[11], x[27] = bits.RotateLeft64(m1^fb, 32), bits.RotateLeft64(m3^fb, 32)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[4], bits.RotateLeft64(x[12], -16)
	a2, a3 = bits.RotateLeft64(x[20], -32), bits.RotateLeft64(x[28], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^c[0], p1^c[1], p2^c[2], p3^c[3] // plane 7 folds into planes 1, 3, 4
	m0, m1 = a0^t^p0^k[4], a1^t^p1^k[12]
	m2, m3 = a2^t^p2^k[20], a3^t^p3^k[28]
	ua4, ub4 := m0^m2, m1^m3
	fa, fb = ua2^c[4]^c[6], ub2^c[5]^c[7]
	x[4], x[20] = m0^fa, m2^fa
	x[12], x[28] = bits.RotateLeft64(m1^fb, 32), bits.RotateLeft64(m3^fb, 32)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[5], bits.RotateLeft64(x[13], -16)
	a2, a3 = bits.RotateLeft64(x[21], -32), bits.RotateLeft64(x[29], -48)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[5], a1^t^p1^k[13]
	m2, m3 = a2^t^p2^k[21], a3^t^p3^k[29]
	ua5, ub5 := m0^m2, m1^m3
	fa, fb = ua3^c[6], ub3^c[7]
	x[5], x[21] = m0^fa, m2^fa
	x[13], x[29] = bits.RotateLeft64(m1^fb, 32), bits.RotateLeft64(m3^fb, 32)

	// Planes 6 and 7: P with u_4 and u_5.
	x[6], x[22] = x[6]^ua4, x[22]^ua4
	x[14], x[30] = bits.RotateLeft64(x[14]^ub4, 32), bits.RotateLeft64(x[30]^ub4, 32)
	x[7], x[23] = x[7]^ua5, x[23]^ua5
	x[15], x[31] = bits.RotateLeft64(x[15]^ub5, 32), bits.RotateLeft64(x[31]^ub5, 32)
}
