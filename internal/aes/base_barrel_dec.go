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

// invMixColumnsWide is AddRoundKey with k, InvMixColumns and the next
// round's InvShiftRows, in place, plane by plane, as mixColumnsWide does
// for the cipher, on either width's layout; base32.go's inverse cipher uses
// it, decryptWide splits it instead (see mixPreMulWide). InvMixColumns
// (FIPS 197 §5.3.3) is s_r += 4 (s_r + s_{r+2}) followed by MixColumns
// (see invMixColumns); with u = s_r + s_{r+2} a first pass adds
// the key and forms u and t, the XOR of the rows (the 4u terms cancel in
// it), then 4u is formed for both row pairs, and the
// last pass is mixColumnsWide's, plus 4u, without ShiftRows before and
// with InvShiftRows after.
//
// u is scratch, which the caller keeps across rounds: a local array would
// be cleared at every call, since the compiler cannot tell that every word
// is written before it is read.
func invMixColumnsWide[W word](x, k *[32]W, u *[40]W) {
	// u holds u_0 = s_0 + s_2 in words 0..7, u_1 = s_1 + s_3 in 8..15, t
	// in 16..23, 4u_0 in 24..31 and 4u_1 in 32..39, so plane j of each is
	// at a constant index from u[j:] (see planesOf).
	for j := range 8 {
		s, kj, uj := planesOf(x, j), planesOf(k, j), (*[33]W)(u[j:j+33])
		a0, a1 := s[0]^kj[0], s[8]^kj[8]
		a2, a3 := s[16]^kj[16], s[24]^kj[24]
		s[0], s[8], s[16], s[24] = a0, a1, a2, a3
		uj[0], uj[8] = a0^a2, a1^a3
		uj[16] = uj[0] ^ uj[8]
	}
	for h := 0; h < 16; h += 8 {
		// Plane i of 4u is plane i-2 of u plus plane 6 on planes 0, 1, 3, 4
		// (0x1b) and plane 7 on planes 1, 2, 4, 5 (0x36).
		v, f := (*[8]W)(u[h:h+8]), (*[8]W)(u[24+h:32+h])
		u6, u7 := v[6], v[7]
		f[0], f[1], f[2], f[3] = u6, u6^u7, v[0]^u7, v[1]^u6
		f[4], f[5], f[6], f[7] = v[2]^u6^u7, v[3]^u7, v[4], v[5]
	}
	// Plane 7 of s_r + 4u, and its differences, which doubling folds into
	// planes 0, 1, 3 and 4.
	b0, b1 := x[7]^u[31], x[15]^u[39]
	b2, b3 := x[23]^u[31], x[31]^u[39]
	e0, e1, e2, e3 := b0^b1, b1^b2, b2^b3, b3^b0
	p0, p1, p2, p3 := e0, e1, e2, e3
	var t W
	// Planes 0..7, unrolled: which planes take e is then fixed in the code;
	// the stores apply InvShiftRows (row r turns right by r columns).
	b0, b1, b2, b3, t = x[0]^u[24], x[8]^u[32], x[16]^u[24], x[24]^u[32], u[16]
	x[0] = b0 ^ t ^ p0
	x[8], x[16], x[24] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
	p0, p1, p2, p3 = b0^b1, b1^b2, b2^b3, b3^b0
	b0, b1, b2, b3, t = x[1]^u[25], x[9]^u[33], x[17]^u[25], x[25]^u[33], u[17]
	p0, p1, p2, p3 = p0^e0, p1^e1, p2^e2, p3^e3 // plane 7 folds into planes 1, 3, 4
	x[1] = b0 ^ t ^ p0
	x[9], x[17], x[25] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
	p0, p1, p2, p3 = b0^b1, b1^b2, b2^b3, b3^b0
	b0, b1, b2, b3, t = x[2]^u[26], x[10]^u[34], x[18]^u[26], x[26]^u[34], u[18]
	x[2] = b0 ^ t ^ p0
	x[10], x[18], x[26] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
	p0, p1, p2, p3 = b0^b1, b1^b2, b2^b3, b3^b0
	b0, b1, b2, b3, t = x[3]^u[27], x[11]^u[35], x[19]^u[27], x[27]^u[35], u[19]
	p0, p1, p2, p3 = p0^e0, p1^e1, p2^e2, p3^e3 // plane 7 folds into planes 1, 3, 4
	x[3] = b0 ^ t ^ p0
	x[11], x[19], x[27] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
	p0, p1, p2, p3 = b0^b1, b1^b2, b2^b3, b3^b0
	b0, b1, b2, b3, t = x[4]^u[28], x[12]^u[36], x[20]^u[28], x[28]^u[36], u[20]
	p0, p1, p2, p3 = p0^e0, p1^e1, p2^e2, p3^e3 // plane 7 folds into planes 1, 3, 4
	x[4] = b0 ^ t ^ p0
	x[12], x[20], x[28] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
	p0, p1, p2, p3 = b0^b1, b1^b2, b2^b3, b3^b0
	b0, b1, b2, b3, t = x[5]^u[29], x[13]^u[37], x[21]^u[29], x[29]^u[37], u[21]
	x[5] = b0 ^ t ^ p0
	x[13], x[21], x[29] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
	p0, p1, p2, p3 = b0^b1, b1^b2, b2^b3, b3^b0
	b0, b1, b2, b3, t = x[6]^u[30], x[14]^u[38], x[22]^u[30], x[30]^u[38], u[22]
	x[6] = b0 ^ t ^ p0
	x[14], x[22], x[30] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
	p0, p1, p2, p3 = b0^b1, b1^b2, b2^b3, b3^b0
	b0, b1, b2, b3, t = x[7]^u[31], x[15]^u[39], x[23]^u[31], x[31]^u[39], u[23]
	x[7] = b0 ^ t ^ p0
	x[15], x[23], x[31] = rotateRows(b1^t^p1, 1), rotateRows(b2^t^p2, 2), rotateRows(b3^t^p3, 3)
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

// The 64-bit inverse cipher avoids invMixColumnsWide's three passes:
// InvMixColumns is MixColumns followed by the column-local map P,
// s_r += 4 (s_r + s_{r+2}) (see invMixColumns; the two circulant matrices
// commute), so a round
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
		invSboxCircuit(row(x, r), (*[19]uint64)(&y), true)
	}
	for rd := rounds - 1; rd > 0; rd-- {
		mixPreMulWide(x, &mk[rd])
		for r := range 4 {
			invSboxCircuit(row(x, r), (*[19]uint64)(&y), true)
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
