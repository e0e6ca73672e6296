// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"encoding/binary"
	"math/bits"
	"runtime"
)

// The Base tier's four-block layout and what every Base layout shares: the
// S-box circuit, the row and column moves, the counter words. base.go
// chooses the layout by run length; nothing here calls the other layouts.
//
// Bitsliced AES on 64-bit words, four blocks at a time.
//
// Layout: the state of four blocks is eight words q[0..7]; word q[j] holds
// bit j of every state byte, at bit position 16*row + 4*col + block. A row
// is therefore a 16-bit lane, which makes ShiftRows a rotation inside each
// lane and MixColumns rotations of whole lanes. The S-box is a Boolean
// circuit over the eight words, so nothing is looked up by a secret.
//
// Runs of sixteen blocks or more (CTR, ECB, CBC decryption) use the layout
// of base_barrel.go and base_barrel_dec.go instead, which makes MixColumns
// and ShiftRows cheaper; single blocks (Encrypt, Decrypt, CBC encryption,
// a last lone block) that of base_single.go. Runs of two to fifteen blocks
// use the four-block code here.

// spread16 moves byte r of w to bits 16r..16r+7.
func spread16(w uint32) uint64 {
	x := uint64(w)
	x = (x | x<<16) & 0x0000ffff0000ffff
	x = (x | x<<8) & 0x00ff00ff00ff00ff
	return x
}

// gather16 is the inverse of spread16 (it ignores the odd bytes).
func gather16(x uint64) uint32 {
	x &= 0x00ff00ff00ff00ff
	x = (x | x>>8) & 0x0000ffff0000ffff
	x = x | x>>16
	return uint32(x)
}

// transpose8 transposes, in every byte position, the 8x8 bit matrix formed
// by the eight words: afterwards bit 8k+i of q[j] is bit j of byte k of the
// former q[i]. It is its own inverse. Each step is a delta swap: the bits of
// a selected by mask<<s trade places with the bits of b selected by mask.
func transpose8(q *[8]uint64) {
	const m1, m2, m4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	q0, q1, q2, q3, q4, q5, q6, q7 := q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7]
	t := (q0>>1 ^ q1) & m1
	q0, q1 = q0^t<<1, q1^t
	t = (q2>>1 ^ q3) & m1
	q2, q3 = q2^t<<1, q3^t
	t = (q4>>1 ^ q5) & m1
	q4, q5 = q4^t<<1, q5^t
	t = (q6>>1 ^ q7) & m1
	q6, q7 = q6^t<<1, q7^t
	t = (q0>>2 ^ q2) & m2
	q0, q2 = q0^t<<2, q2^t
	t = (q1>>2 ^ q3) & m2
	q1, q3 = q1^t<<2, q3^t
	t = (q4>>2 ^ q6) & m2
	q4, q6 = q4^t<<2, q6^t
	t = (q5>>2 ^ q7) & m2
	q5, q7 = q5^t<<2, q7^t
	t = (q0>>4 ^ q4) & m4
	q0, q4 = q0^t<<4, q4^t
	t = (q1>>4 ^ q5) & m4
	q1, q5 = q1^t<<4, q5^t
	t = (q2>>4 ^ q6) & m4
	q2, q6 = q2^t<<4, q6^t
	t = (q3>>4 ^ q7) & m4
	q3, q7 = q3^t<<4, q7^t
	q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7] = q0, q1, q2, q3, q4, q5, q6, q7
}

// loadWords puts a block given as four little-endian column words into
// the pre-transpose words q[i], q[i+4]: columns 0 and 2 interleaved byte by
// byte in q[i], columns 1 and 3 in q[i+4].
func loadWords(q *[8]uint64, i int, w0, w1, w2, w3 uint32) {
	q[i] = spread16(w0) | spread16(w2)<<8
	q[i+4] = spread16(w1) | spread16(w3)<<8
}

// loadBlock puts block i (0..3) of b into the pre-transpose words.
func loadBlock(q *[8]uint64, i int, b []byte) {
	lo := binary.LittleEndian.Uint64(b[0:8])
	hi := binary.LittleEndian.Uint64(b[8:16])
	loadWords(q, i, uint32(lo), uint32(lo>>32), uint32(hi), uint32(hi>>32))
}

// blockWords returns block i of the (transposed back) state as two
// little-endian 64-bit words.
func blockWords(q *[8]uint64, i int) (lo, hi uint64) {
	a, b := q[i], q[i+4]
	lo = uint64(gather16(a)) | uint64(gather16(b))<<32
	hi = uint64(gather16(a>>8)) | uint64(gather16(b>>8))<<32
	return
}

func storeBlock(b []byte, q *[8]uint64, i int) {
	lo, hi := blockWords(q, i)
	binary.LittleEndian.PutUint64(b[0:8], lo)
	binary.LittleEndian.PutUint64(b[8:16], hi)
}

// sbox applies the AES S-box (FIPS 197 §5.1.1) to every byte position, as
// the 113-gate circuit of Boyar and Peralta ("A new combinational logic
// minimization technique with applications to cryptology", 2010): a linear
// input layer, a shared GF(2^4)-tower inversion, and a linear output layer
// that includes the affine map. x0 is the most significant bit.
//
// The circuit needs eighteen top-layer values again after the inversion,
// more than amd64 has registers; left to itself the compiler spills and
// reloads them, and every other value around them. So they are written
// once to y, a local array that stays in memory, and read back as memory
// operands of the final ANDs. That form compiles to the fewest
// instructions on ports whose logic instructions take memory operands; the
// generated kept form leaves those values to the register allocator, and
// scratchOperands picks the one that runs faster on each port.
// The statements are in the order the compiler should schedule them (it
// follows source order), which keeps the number of values live in
// registers small: an order found by a search over the circuit's valid
// orders for the fewest instructions in 386's compiled code (six or seven
// free registers), in which the inversion starts while the top layer is
// still being formed; amd64, arm and wasm compile it to fewer instructions
// than the layer-by-layer order too.
func sbox(q *[8]uint64) {
	var y sboxScratch
	sboxWith(q, &y)
}

// sboxScratch holds the operands of the S-box circuit's final products
// z0..z17 (y[i] for zi), which are needed again after the inversion, and
// one more word, see sboxWith.
type sboxScratch [19]uint64

// sboxWith is sbox with caller-provided scratch, so that a caller running
// many rounds zeroes it once.
func sboxWith(q *[8]uint64, y *sboxScratch) { sboxEval(q, (*[19]uint64)(y)) }

// sboxWith32 is sboxWith on 32-bit words, for the layouts of base32.go.
func sboxWith32(q *[8]uint32, y *[19]uint32) { sboxEval(q, y) }

// scratchOperands says whether this port's S-box circuit keeps the
// operands of its final products in memory, as sboxCircuit does, or in
// variables, as its kept form does (base_sbox_forms.go); invScratchOperands
// says the same of the inverse circuit. On the load-store ports every read
// back from memory is a load of its own, and the kept forms compile to
// fewer instructions. On amd64, 386 and s390x a logic instruction reads a
// memory operand itself and the memory forms compile to fewer, yet on
// amd64 both kept forms run faster, and on 386 the forward one (measured:
// CTR, CBC decryption and single blocks; the compiler places the spills
// itself); s390x, timed only under emulation, keeps the memory forms.
const (
	scratchOperands    = runtime.GOARCH == "s390x"
	invScratchOperands = scratchOperands || runtime.GOARCH == "386"
)

// forwardScratch returns the forward circuit's scratch for a run of
// rounds: nil where the kept form runs, so that no call zeroes memory the
// circuit does not read. forwardScratch32 is the same for the 32-bit
// layouts.
func forwardScratch() *sboxScratch {
	if scratchOperands {
		return new(sboxScratch)
	}
	return nil
}

func forwardScratch32() *[19]uint32 {
	if scratchOperands {
		return new([19]uint32)
	}
	return nil
}

// sboxEval is the S-box circuit in this port's form (scratchOperands); y
// is the memory form's scratch, unused (and may be nil) in the kept form.
func sboxEval[W word](q *[8]W, y *[19]W) {
	if scratchOperands {
		sboxCircuit(q, y)
	} else {
		sboxCircuitKept(q)
	}
}

// invSboxEval is the inverse S-box circuit in this port's form
// (invScratchOperands).
func invSboxEval[W word](q *[8]W, y *[19]W, added bool) {
	if invScratchOperands {
		invSboxCircuit(q, y, added)
	} else {
		invSboxCircuitKept(q, added)
	}
}

// word is a bitsliced word: the circuits are the same gates on either
// width, and each width gets its own compiled copy.
type word interface{ ~uint32 | ~uint64 }

// sboxCircuit is the circuit of sboxWith on words of either width.
func sboxCircuit[W word](q *[8]W, y *[19]W) {
	// Top linear layer: x0 is q[7], the most significant bit.
	x5 := q[2]
	x4 := q[3]
	x6 := q[1]
	x0 := q[7]
	x3 := q[4]
	y14 := x3 ^ x5
	y13 := x0 ^ x6
	y12 := y13 ^ y14
	t1 := x4 ^ y12
	y[12] = y13
	x1 := q[6]
	x7 := q[0]
	y[9] = y12
	y9 := x0 ^ x3
	x2 := q[5]
	t0 := x1 ^ x2
	y1 := t0 ^ x7
	y4 := y1 ^ x3
	y8 := x0 ^ x5
	y[11] = y4
	y5 := y1 ^ x6
	y2 := y1 ^ x0
	y[17] = y8
	y[2] = x7
	y[15] = y9
	y3 := y5 ^ y8
	y20 := t1 ^ x1
	y11 := y20 ^ y9
	y15 := t1 ^ x5
	y10 := y15 ^ t0
	y19 := y10 ^ y8
	y[4] = y1
	y[13] = y5
	y6 := y15 ^ x7
	y17 := y10 ^ y11
	y[10] = y3
	y7 := x7 ^ y11
	y[0] = y15
	y[14] = y2
	y[1] = y6
	y16 := t0 ^ y11
	y[8] = y10
	y[5] = y7
	// The inversion in the tower field (from t2 to t40) and the products
	// start while the top layer finishes.
	t2 := y[9] & y[0]
	y[7] = y17
	y[6] = y11
	t12 := y[15] & y[6]
	t8 := y[13] & y[4]
	y18 := x0 ^ y16
	y[3] = y16
	y[16] = y14
	t7 := y[12] & y[3]
	t13 := y[16] & y[7]
	t10 := y[14] & y[5]
	t15 := y[17] & y[8]
	t9 := t8 ^ t7
	t11 := t10 ^ t7
	t16 := t15 ^ t12
	t14 := t13 ^ t12
	t5 := y[11] & y[2]
	t3 := y[10] & y[1]
	t4 := t3 ^ t2
	t20 := t11 ^ t16
	t6 := t5 ^ t2
	t18 := t6 ^ t16
	t17 := t4 ^ t14
	t19 := t9 ^ t14
	t22 := t18 ^ y19
	t21 := t17 ^ y20
	t25 := t21 ^ t22
	y21 := y13 ^ y16
	t23 := t19 ^ y21
	t26 := t21 & t23
	t31 := t22 ^ t26
	t24 := t20 ^ y18
	t27 := t24 ^ t26
	t28 := t25 & t27
	t29 := t28 ^ t22
	t30 := t23 ^ t24
	t32 := t31 & t30
	t33 := t32 ^ t24
	t35 := t27 ^ t33
	t34 := t23 ^ t33
	t36 := t24 & t35
	t38 := t27 ^ t36
	t42 := t29 ^ t33
	t39 := t29 & t38
	t37 := t36 ^ t34
	// Products and bottom linear layer, with the affine constant 0x63 as
	// complements.
	z6 := t42 & y[6]
	t40 := t25 ^ t39
	z15 := t42 & y[15]
	t41 := t40 ^ t37
	t45 := t42 ^ t41
	// A store between the two reads of each y[i]: without it the compiler
	// merges them into one load and then spills the value to the stack.
	y[18] = t45
	z13 := t40 & y[13]
	z5 := t29 & y[5]
	t48 := z5 ^ z13
	z16 := t45 & y[16]
	z1 := t37 & y[1]
	z10 := t37 & y[10]
	t44 := t33 ^ t37
	z11 := t33 & y[11]
	t47 := z10 ^ z11
	z2 := t33 & y[2]
	t51 := z2 ^ z5
	z9 := t44 & y[9]
	t49 := z9 ^ z10
	z17 := t41 & y[17]
	z8 := t41 & y[8]
	z7 := t45 & y[7]
	t52 := z7 ^ z8
	t54 := z6 ^ z7
	z0 := t44 & y[0]
	t43 := t29 ^ t40
	z3 := t43 & y[3]
	z12 := t43 & y[12]
	t55 := z16 ^ z17
	t53 := z0 ^ z3
	t59 := z3 ^ t54
	t50 := z2 ^ z12
	z14 := t29 & y[14]
	t57 := t50 ^ t53
	t46 := z15 ^ z16
	t61 := z14 ^ t57
	t60 := t46 ^ t57
	t56 := z12 ^ t48
	q[0] = t48 ^ ^t60 // s7
	z4 := t40 & y[4]
	t58 := z4 ^ t46
	t62 := t52 ^ t58
	t65 := t61 ^ t62
	q[1] = t56 ^ ^t62 // s6
	t63 := t49 ^ t58
	t66 := z1 ^ t63
	q[3] = t51 ^ t66 // s4
	s3 := t53 ^ t66
	q[7] = t59 ^ t63 // s0
	q[4] = s3
	q[2] = t47 ^ t65 // s5
	t64 := z4 ^ t59
	t67 := t64 ^ t65
	q[5] = t55 ^ ^t67 // s2
	q[6] = t64 ^ ^s3  // s1
}

// invSbox computes the inverse S-box (FIPS 197 §5.3.2): with A the affine
// map, S(x) = A(x^-1) ^ 0x63, so S^-1(y) = (A^-1(y ^ 0x63))^-1, the forward
// circuit's tower-field inversion with A^-1 folded into its linear layers
// (invSboxWith).
func invSbox(q *[8]uint64) {
	var y sboxScratch
	invSboxWith(q, &y)
}

// invSboxWith is invSbox with caller-provided scratch (see sboxWith). The
// circuit, invSboxCircuit, is generated (base_invsbox_gen.go): sboxWith's
// inversion gate for gate, written out again (shared through a call, it
// would split the circuit and spill the values the bottom layer reads
// back), between linear layers that fold in A^-1: the top one is
// sboxWith's composed with A^-1 (the constant 0x05 moved to the input as
// 0x63, four complements), the bottom one A^-1 composed with sboxWith's
// (the constants cancel). TestInvSbox checks all 256 values.
func invSboxWith(q *[8]uint64, y *sboxScratch) { invSboxEval(q, (*[19]uint64)(y), false) }

// invSboxWith32 is invSboxWith on 32-bit words, for base32.go.
func invSboxWith32(q *[8]uint32, y *[19]uint32) { invSboxEval(q, y, false) }

// shiftRows rotates row r left by r columns (FIPS 197 §5.1.2): in each
// 16-bit row lane, column c takes column (c+r) mod 4.
func shiftRows(q *[8]uint64) {
	for i, x := range q {
		q[i] = shiftRow(x)
	}
}

// invShiftRows rotates row r right by r columns (FIPS 197 §5.3.1): the
// steps of shiftRow undone in reverse order.
func invShiftRows(q *[8]uint64) {
	for i, x := range q {
		q[i] = invShiftRowsWord(x)
	}
}

// mixColumns (FIPS 197 §5.1.3): s'_r = 2 s_r + 3 s_{r+1} + s_{r+2} + s_{r+3}
// = 2 (s_r + s_{r+1}) + s_{r+1} + (s_{r+2} + s_{r+3}). Rotating a word right
// by a quarter of its width (rotateRows by three rows) brings row r+1 into
// row r's lane. Doubling a bitsliced byte moves bit i to bit i+1 and folds
// bit 7 into bits 0, 1, 3 and 4 (0x1b). On uint64 the lanes are the
// four-block layout's 16-bit rows; on uint32 they are 8-bit rows, one column
// of base32.go's layout (ctr32Cache).
func mixColumns[W word](q *[8]W) {
	q0, q1, q2, q3, q4, q5, q6, q7 := q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7]
	r0 := rotateRows(q0, 3)
	r1 := rotateRows(q1, 3)
	r2 := rotateRows(q2, 3)
	r3 := rotateRows(q3, 3)
	r4 := rotateRows(q4, 3)
	r5 := rotateRows(q5, 3)
	r6 := rotateRows(q6, 3)
	r7 := rotateRows(q7, 3)
	// d = s_r + s_{r+1}; the output is 2d + s_{r+1} + (d turned by two rows).
	d0, d1, d2, d3 := q0^r0, q1^r1, q2^r2, q3^r3
	d4, d5, d6, d7 := q4^r4, q5^r5, q6^r6, q7^r7
	q[0] = d7 ^ r0 ^ rotateRows(d0, 2)
	q[1] = d0 ^ d7 ^ r1 ^ rotateRows(d1, 2)
	q[2] = d1 ^ r2 ^ rotateRows(d2, 2)
	q[3] = d2 ^ d7 ^ r3 ^ rotateRows(d3, 2)
	q[4] = d3 ^ d7 ^ r4 ^ rotateRows(d4, 2)
	q[5] = d4 ^ r5 ^ rotateRows(d5, 2)
	q[6] = d5 ^ r6 ^ rotateRows(d6, 2)
	q[7] = d6 ^ r7 ^ rotateRows(d7, 2)
}

// invMixColumns uses the factorisation of the InvMixColumns matrix as the
// MixColumns matrix times circ(5, 0, 4, 0): first s_r += 4 (s_r + s_{r+2}),
// then mixColumns.
func invMixColumns(q *[8]uint64) {
	var t [8]uint64
	for i := range q {
		t[i] = q[i] ^ bits.RotateLeft64(q[i], 32)
	}
	// 4t in bitsliced form: bit i of 4t is t[i-2] plus the reductions of
	// t7 and t6 by 0x1b and 0x36.
	q[0] ^= t[6]
	q[1] ^= t[6] ^ t[7]
	q[2] ^= t[0] ^ t[7]
	q[3] ^= t[1] ^ t[6]
	q[4] ^= t[2] ^ t[6] ^ t[7]
	q[5] ^= t[3] ^ t[7]
	q[6] ^= t[4]
	q[7] ^= t[5]
	mixColumns(q)
}

func addRoundKey(q *[8]uint64, rk *[8]uint64) {
	q[0] ^= rk[0]
	q[1] ^= rk[1]
	q[2] ^= rk[2]
	q[3] ^= rk[3]
	q[4] ^= rk[4]
	q[5] ^= rk[5]
	q[6] ^= rk[6]
	q[7] ^= rk[7]
}

// shiftRow is shiftRows on one word in two steps: rows 2 and 3 rotate by
// two columns (a byte swap inside their 16-bit lanes), then rows 1 and 3 by
// one more column (a nibble rotation inside their lanes); row r has then
// turned by r columns.
func shiftRow(x uint64) uint64 {
	t := (x ^ x>>8) & 0x00ff00ff00000000 // delta swap of the bytes of rows 2, 3
	x ^= t ^ t<<8
	return x&0x0000ffff0000ffff | (x>>4)&0x0fff00000fff0000 | (x<<12)&0xf0000000f0000000
}

// encRoundEven is an even round: SubBytes, ShiftRows twice (the state
// comes in shifted, see encrypt4), MixColumns and AddRoundKey fused. The
// MixColumns output of bit i needs only words i and i-1 (and word 7, for
// the reduction), so the words are processed in that order to keep few
// values live: the state then mostly stays in registers. The eight word
// steps are written out, as in encRoundOdd: taken from a helper returning
// the word and its difference they measured slower on 386 -tags purego,
// where each uint64 is a register pair.
func encRoundEven(q *[8]uint64, rk *[8]uint64, y *sboxScratch) {
	sboxWith(q, y)
	s7 := shiftRows2(q[7])
	r7 := bits.RotateLeft64(s7, -16)
	d7 := s7 ^ r7
	s := shiftRows2(q[0])
	r := bits.RotateLeft64(s, -16)
	d := s ^ r
	q[0] = d7 ^ r ^ bits.RotateLeft64(d, 32) ^ rk[0]
	prev := d
	s = shiftRows2(q[1])
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	q[1] = prev ^ d7 ^ r ^ bits.RotateLeft64(d, 32) ^ rk[1]
	prev = d
	s = shiftRows2(q[2])
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	q[2] = prev ^ r ^ bits.RotateLeft64(d, 32) ^ rk[2]
	prev = d
	s = shiftRows2(q[3])
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	q[3] = prev ^ d7 ^ r ^ bits.RotateLeft64(d, 32) ^ rk[3]
	prev = d
	s = shiftRows2(q[4])
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	q[4] = prev ^ d7 ^ r ^ bits.RotateLeft64(d, 32) ^ rk[4]
	prev = d
	s = shiftRows2(q[5])
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	q[5] = prev ^ r ^ bits.RotateLeft64(d, 32) ^ rk[5]
	prev = d
	s = shiftRows2(q[6])
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	q[6] = prev ^ r ^ bits.RotateLeft64(d, 32) ^ rk[6]
	q[7] = d ^ r7 ^ bits.RotateLeft64(d7, 32) ^ rk[7]
}

// Semi-fixsliced rounds (after Adomnicai and Peyrin, "Fixslicing AES-like
// ciphers", 2020). Odd rounds skip ShiftRows: the state is then stored
// shifted, the true state being ShiftRows(stored), and MixColumns finds a
// byte's column neighbours one row down and one column right in the stored
// layout. Even rounds apply ShiftRows twice at once (rows 1 and 3 swap
// their bytes, row 2 is unchanged), which brings the state back to the
// normal layout. Nr is even, so the last round is like an even one.

// nextRowShifted brings, in the shifted layout, the byte one row down in
// the same true column to each position: a 16-bit rotation of the word
// (row r+1 to row r) then a one-column rotation inside each row lane.
func nextRowShifted(x uint64) uint64 {
	x = bits.RotateLeft64(x, -16)
	return (x>>4)&0x0fff0fff0fff0fff | (x<<12)&0xf000f000f000f000
}

// twoRowsShifted applies nextRowShifted twice: rows move by two and
// columns by two (a byte swap inside each row lane).
func twoRowsShifted(x uint64) uint64 {
	x = bits.RotateLeft64(x, 32)
	return (x>>8)&0x00ff00ff00ff00ff | (x<<8)&0xff00ff00ff00ff00
}

// shiftRows2 is ShiftRows applied twice: rows 1 and 3 turn by two columns
// (a delta swap of the two bytes of their lanes), rows 0 and 2 stay.
func shiftRows2(x uint64) uint64 {
	t := (x ^ x>>8) & 0x00ff000000ff0000
	return x ^ t ^ t<<8
}

// encRoundOdd is an odd round: SubBytes, no ShiftRows, MixColumns in the
// shifted layout, AddRoundKey with the shifted key. Words are processed
// (and written out) as in encRoundEven.
func encRoundOdd(q *[8]uint64, rk *[8]uint64, y *sboxScratch) {
	sboxWith(q, y)
	w7 := q[7]
	r7 := nextRowShifted(w7)
	d7 := w7 ^ r7
	s := q[0]
	r := nextRowShifted(s)
	d := s ^ r
	q[0] = d7 ^ r ^ twoRowsShifted(d) ^ rk[0]
	prev := d
	s = q[1]
	r = nextRowShifted(s)
	d = s ^ r
	q[1] = prev ^ d7 ^ r ^ twoRowsShifted(d) ^ rk[1]
	prev = d
	s = q[2]
	r = nextRowShifted(s)
	d = s ^ r
	q[2] = prev ^ r ^ twoRowsShifted(d) ^ rk[2]
	prev = d
	s = q[3]
	r = nextRowShifted(s)
	d = s ^ r
	q[3] = prev ^ d7 ^ r ^ twoRowsShifted(d) ^ rk[3]
	prev = d
	s = q[4]
	r = nextRowShifted(s)
	d = s ^ r
	q[4] = prev ^ d7 ^ r ^ twoRowsShifted(d) ^ rk[4]
	prev = d
	s = q[5]
	r = nextRowShifted(s)
	d = s ^ r
	q[5] = prev ^ r ^ twoRowsShifted(d) ^ rk[5]
	prev = d
	s = q[6]
	r = nextRowShifted(s)
	d = s ^ r
	q[6] = prev ^ r ^ twoRowsShifted(d) ^ rk[6]
	q[7] = d ^ r7 ^ twoRowsShifted(d7) ^ rk[7]
}

// encrypt4 runs the cipher (FIPS 197 §5.1) on four bitsliced blocks with
// semi-fixsliced rounds (bs.enc holds the odd rounds' keys shifted).
func encrypt4(bs *bsKey, rounds int, q *[8]uint64) {
	rks := &bs.enc
	y := forwardScratch()
	addRoundKey(q, &rks[0])
	for r := 1; r < rounds; r += 2 {
		encRoundOdd(q, &rks[r], y)
		if r+1 < rounds {
			encRoundEven(q, &rks[r+1], y)
		}
	}
	sboxWith(q, y)
	rk := &rks[rounds]
	q[0] = shiftRows2(q[0]) ^ rk[0]
	q[1] = shiftRows2(q[1]) ^ rk[1]
	q[2] = shiftRows2(q[2]) ^ rk[2]
	q[3] = shiftRows2(q[3]) ^ rk[3]
	q[4] = shiftRows2(q[4]) ^ rk[4]
	q[5] = shiftRows2(q[5]) ^ rk[5]
	q[6] = shiftRows2(q[6]) ^ rk[6]
	q[7] = shiftRows2(q[7]) ^ rk[7]
}

// decrypt4 runs the inverse cipher (FIPS 197 §5.3) on four bitsliced
// blocks. InvMixColumns is MixColumns followed by P, s_r += 4 (s_r +
// s_{r+2}) (see invMixColumns), so a round's AddRoundKey and
// InvMixColumns are P(MixColumns(s) ^ MixColumns(k)): decMix holds
// MixColumns of the inner rounds' keys, with the inverse S-box's 0x63
// added (P and InvShiftRows keep a constant in every byte), and decRound
// runs a round in one pass. InvShiftRows, which commutes with InvSubBytes,
// ends each round rather than starting the next.
func decrypt4(bs *bsKey, rounds int, q *[8]uint64) {
	k := &bs.invKeys(rounds).decMix
	rk := &k[rounds]
	for i, x := range q {
		q[i] = invShiftRowsWord(x ^ rk[i])
	}
	var y sboxScratch
	for r := rounds - 1; r > 0; r-- {
		decRound(q, &k[r], &y)
	}
	invSboxEval(q, (*[19]uint64)(&y), true)
	addRoundKey(q, &bs.dec[0])
}

// mixKeyFour sets mk to the keys decrypt4 uses: MixColumns of the inner
// rounds' keys of dec, and the last round's key, with 0x63 added to every
// byte (planes 0, 1, 5 and 6); mk[0] is unused.
func mixKeyFour(mk, dec *[15][8]uint64, rounds int) {
	*mk = [15][8]uint64{}
	for r := 1; r <= rounds; r++ {
		q := dec[r]
		if r < rounds {
			mixColumns(&q)
		}
		q[0], q[1], q[5], q[6] = ^q[0], ^q[1], ^q[5], ^q[6]
		mk[r] = q
	}
}

// invShiftRowsWord is invShiftRows on one word.
func invShiftRowsWord(x uint64) uint64 {
	x = x&0x0000ffff0000ffff | (x<<4)&0xfff00000fff00000 | (x>>12)&0x000f0000000f0000
	t := (x ^ x>>8) & 0x00ff00ff00000000
	return x ^ t ^ t<<8
}

// decRound is an inner round of decrypt4 after the previous round's
// InvShiftRows: InvSubBytes (0x63 is in q already), then MixColumns with
// AddRoundKey of k (see mixColumns), P and InvShiftRows, word by word.
// Plane i of P's 4u, with u = s ^ rot32(s), is u_{i-2}, plus u_6 on planes
// 0, 1, 3, 4 and u_7 on planes 1, 2, 4, 5 (the reductions by 0x1b and 0x36).
// So MixColumns' planes 6 and 7 come first, then planes 0 to 5 with the
// differences d of the previous plane and u of the two before. Each plane
// is written out: the planes fold in different u's, and a loop over them
// would index small arrays the compiler keeps in memory.
func decRound(q *[8]uint64, k *[8]uint64, y *sboxScratch) {
	invSboxEval(q, (*[19]uint64)(y), true)
	s := q[5]
	r5 := bits.RotateLeft64(s, -16)
	d5 := s ^ r5
	s = q[6]
	r := bits.RotateLeft64(s, -16)
	d := s ^ r
	m6 := d5 ^ r ^ bits.RotateLeft64(d, 32) ^ k[6]
	s = q[7]
	r = bits.RotateLeft64(s, -16)
	d7 := s ^ r
	m7 := d ^ r ^ bits.RotateLeft64(d7, 32) ^ k[7]
	u6 := m6 ^ bits.RotateLeft64(m6, 32)
	u7 := m7 ^ bits.RotateLeft64(m7, 32)
	q[6], q[7] = m6, m7

	s = q[0]
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	m := d7 ^ r ^ bits.RotateLeft64(d, 32) ^ k[0]
	u0 := m ^ bits.RotateLeft64(m, 32)
	q[0] = invShiftRowsWord(m ^ u6)
	prev := d
	s = q[1]
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	m = prev ^ d7 ^ r ^ bits.RotateLeft64(d, 32) ^ k[1]
	u1 := m ^ bits.RotateLeft64(m, 32)
	q[1] = invShiftRowsWord(m ^ u6 ^ u7)
	prev = d
	s = q[2]
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	m = prev ^ r ^ bits.RotateLeft64(d, 32) ^ k[2]
	u2 := m ^ bits.RotateLeft64(m, 32)
	q[2] = invShiftRowsWord(m ^ u0 ^ u7)
	prev = d
	s = q[3]
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	m = prev ^ d7 ^ r ^ bits.RotateLeft64(d, 32) ^ k[3]
	u3 := m ^ bits.RotateLeft64(m, 32)
	q[3] = invShiftRowsWord(m ^ u1 ^ u6)
	prev = d
	s = q[4]
	r = bits.RotateLeft64(s, -16)
	d = s ^ r
	m = prev ^ d7 ^ r ^ bits.RotateLeft64(d, 32) ^ k[4]
	u4 := m ^ bits.RotateLeft64(m, 32)
	q[4] = invShiftRowsWord(m ^ u2 ^ u6 ^ u7)
	m = d ^ r5 ^ bits.RotateLeft64(d5, 32) ^ k[5]
	u5 := m ^ bits.RotateLeft64(m, 32)
	q[5] = invShiftRowsWord(m ^ u3 ^ u7)
	q[6] = invShiftRowsWord(q[6] ^ u4)
	q[7] = invShiftRowsWord(q[7] ^ u5)
}

func loadCounter(ctr *[16]byte) (hi, lo uint64) {
	return binary.BigEndian.Uint64(ctr[:8]), binary.BigEndian.Uint64(ctr[8:])
}

func storeCounter(ctr *[16]byte, hi, lo uint64) {
	binary.BigEndian.PutUint64(ctr[:8], hi)
	binary.BigEndian.PutUint64(ctr[8:], lo)
}

// incrementCounter adds n to the 128-bit big-endian counter, mod 2^128.
// The counter is public, so the carry may be computed any way.
func incrementCounter(ctr *[16]byte, n uint64) {
	hi, lo := loadCounter(ctr)
	lo2 := lo + n
	if lo2 < lo {
		hi++
	}
	storeCounter(ctr, hi, lo2)
}
