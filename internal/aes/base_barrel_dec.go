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
// it, decryptWide splits it instead (see preMulWide). InvMixColumns
// (FIPS 197 §5.3.3) is s_r += 4 (s_r + s_{r+2}) followed by MixColumns
// (see invMixColumns); with u = s_r + s_{r+2} a first pass adds
// the key and forms u and t, the XOR of the rows (the 4u terms cancel in
// it), then 4u is formed for both row pairs, and the
// last pass is mixColumnsWide's, plus 4u, without ShiftRows before and
// with InvShiftRows after.
func invMixColumnsWide[W word](x, k *[32]W) {
	// u holds u_0 = s_0 + s_2 in words 0..7, u_1 = s_1 + s_3 in 8..15, t
	// in 16..23, 4u_0 in 24..31 and 4u_1 in 32..39, so plane j of each is
	// at a constant index from u[j:] (see planesOf).
	var u [40]W
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
// columns. mixColumnsWide computes the inner part with the key
// MixColumns(k) (mixKeyWide), and preMulWide applies P and the next
// round's SR2, which commutes with InvSubBytes.

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
			mixColumnsWide(&mk[rd], &zero)
		}
		for r := range 4 {
			p := row(&mk[rd], r)
			// 0x63: planes 0, 1, 5 and 6.
			p[0], p[1], p[5], p[6] = ^p[0], ^p[1], ^p[5], ^p[6]
		}
	}
}

// preMulWide applies P (s_r += 4 (s_r + s_{r+2}), FIPS 197 §4.2 products)
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

// decryptWide runs the inverse cipher on sixteen blocks in the wide layout,
// with the round keys wk (round 0) and mk (mixKeyWide, the others),
// leaving the result in x. It
// takes the state through the rounds as SR2 of the standard one (see
// preMulWide); InvShiftRows and InvSubBytes are moved past each other.
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
		mixColumnsWide(x, &mk[rd])
		preMulWide(x)
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
	decryptWide(&bs.wide, &bs.wideMix, rounds, &x)
	transposeWide(&x)
	next := [16]byte(src[240:])
	for b := 15; b > 0; b-- {
		xorWideBlock(dst[16*b:16*b+16], src[16*b-16:16*b], &x, b)
	}
	xorWideBlock(dst[:16], iv[:], &x, 0)
	*iv = next
}
