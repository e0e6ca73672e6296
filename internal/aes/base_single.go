// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"encoding/binary"
	"math/bits"
)

// The Base tier's single-block path, for Encrypt, Decrypt, CBC encryption
// and short tails. The four-block layout of aes_generic.go costs as much for
// one block as for four: the transposition into it, and the ShiftRows and
// MixColumns masks on eight words. Here one block is two words: a holds
// bits 0..3 of every state byte, b bits 4..7, bit j of byte 4c+r (row r,
// column c) at bit position 16r + 4c + j%4. That is the four-block layout
// with the four block positions carrying four bit planes, so the same row
// and column moves (shiftRows2, nextRowShifted, twoRowsShifted, 16- and
// 32-bit rotations) work on it unchanged, on two words instead of eight;
// only the cross-plane steps of MixColumns (doubling) change. The S-box
// circuit needs one plane per word: a>>j puts plane j at the positions
// 4k, and whatever the other positions hold is never read back (the
// circuit works position by position and packing masks it off).
//
// Cost: the ten (AES-128) S-box circuits are two thirds of a block, and
// the circuit is the same 113 gates whether a word carries one block or
// four, so one block costs about what four cost in encrypt4 minus the
// transpositions and most of the linear layer. Packing several circuit
// values into one word to use the idle positions costs more shifts and
// masks than it saves gates.

// planeMask selects position 0 of every 4-bit group: one plane.
const planeMask = 0x1111111111111111

// oneKey holds the round keys in the single-block layout: enc as bsKey.enc
// (odd rounds' keys shifted back, see encrypt1), dec as bsKey.dec.
type oneKey struct {
	enc, dec [15][2]uint64
}

// packPlanes takes planes 0..3 (or 4..7) of a block from four words of the
// four-block layout, block position 0, into one word.
func packPlanes(q0, q1, q2, q3 uint64) uint64 {
	return q0&planeMask | (q1&planeMask)<<1 | (q2&planeMask)<<2 | (q3&planeMask)<<3
}

// oneKeyFrom converts bitsliced four-block round keys (every block position
// holding the same key) to the single-block layout.
func oneKeyFrom(dst *[15][2]uint64, src *[15][8]uint64, rounds int) {
	for r := 0; r <= rounds; r++ {
		q := &src[r]
		dst[r][0] = packPlanes(q[0], q[1], q[2], q[3])
		dst[r][1] = packPlanes(q[4], q[5], q[6], q[7])
	}
}

// nibbleSwap exchanges the 4-bit groups of x selected by mask<<s with those
// selected by mask (a delta swap).
func nibbleSwap(x uint64, s uint, mask uint64) uint64 {
	t := (x>>s ^ x) & mask
	return x ^ t ^ t<<s
}

// loadOne puts a 16-byte block into the single-block layout. Step one
// gathers the low nibbles of bytes k and k+8 into nibbles 2k and 2k+1 of
// lo (high nibbles likewise into hi): byte number b = (b3 b2 b1 b0) in
// binary is at nibble index (b2 b1 b0 b3). The layout wants it at nibble
// 4r+c = (b1 b0 b3 b2) (c = b>>2, r = b&3): three exchanges of index bits,
// each a delta swap, move it there.
func loadOne(src *[16]byte) (a, b uint64) {
	const lowNibbles = 0x0f0f0f0f0f0f0f0f
	v0 := binary.LittleEndian.Uint64(src[0:8])
	v1 := binary.LittleEndian.Uint64(src[8:16])
	lo := v0&lowNibbles | (v1&lowNibbles)<<4
	hi := v0>>4&lowNibbles | v1&^lowNibbles
	return permuteNibbles(lo), permuteNibbles(hi)
}

// permuteNibbles moves the nibble at index (i3 i2 i1 i0) to (i2 i1 i0 i3):
// index bits 3 and 2 exchanged, then 2 and 1, then 1 and 0.
func permuteNibbles(x uint64) uint64 {
	x = nibbleSwap(x, 16, 0x00000000ffff0000) // indices 4..7 with 8..11
	x = nibbleSwap(x, 8, 0x0000ff000000ff00)  // indices with i2 i1 = 01 with 10
	x = nibbleSwap(x, 4, 0x00f000f000f000f0)  // indices with i1 i0 = 01 with 10
	return x
}

// unpermuteNibbles is the inverse of permuteNibbles: the same exchanges in
// reverse order.
func unpermuteNibbles(x uint64) uint64 {
	x = nibbleSwap(x, 4, 0x00f000f000f000f0)
	x = nibbleSwap(x, 8, 0x0000ff000000ff00)
	x = nibbleSwap(x, 16, 0x00000000ffff0000)
	return x
}

// storeOne is the inverse of loadOne.
func storeOne(dst *[16]byte, a, b uint64) {
	const lowNibbles = 0x0f0f0f0f0f0f0f0f
	lo, hi := unpermuteNibbles(a), unpermuteNibbles(b)
	binary.LittleEndian.PutUint64(dst[0:8], lo&lowNibbles|(hi&lowNibbles)<<4)
	binary.LittleEndian.PutUint64(dst[8:16], lo>>4&lowNibbles|hi&^lowNibbles)
}

// subBytesOne applies the S-box to the sixteen bytes: a>>j puts plane j at
// the positions 4k for the circuit, and packing keeps only those. y is
// the 32-bit circuit's scratch.
func subBytesOne(a, b uint64, y *sboxScratch) (uint64, uint64) {
	if narrow {
		return subBytesOne32(a, b, y)
	}
	return subBytesOne64(a, b, y)
}

// subBytesOne64 is subBytesOne on 64-bit words: the circuit rewritten to
// take its planes from a and b and keep its values out of memory
// (base_sbox_forms.go). With one block there are two state words, not eight,
// so the registers hold what the multi-block layouts keep in memory.
func subBytesOne64(a, b uint64, _ *sboxScratch) (uint64, uint64) {
	return sboxOne64(a, b)
}

// invSubBytesOne is invSubBytes on the single-block layout: subBytesOne's
// unpacking and packing around the inverse circuit. added (public) says
// 0x63 is in every byte already (invSboxCircuit's added): decrypt1's keys
// hold it (oneKey63).
func invSubBytesOne(a, b uint64, y *sboxScratch, added bool) (uint64, uint64) {
	if narrow {
		return invSubBytesOne32(a, b, y, added)
	}
	return invSubBytesOne64(a, b, y, added)
}

// invSubBytesOne64 is invSubBytesOne on 64-bit words, as subBytesOne64.
func invSubBytesOne64(a, b uint64, _ *sboxScratch, added bool) (uint64, uint64) {
	if !added {
		// Add 0x63 to every byte: planes 0, 1, 5 and 6 (see oneKey63).
		a ^= 0x3333333333333333
		b ^= 0x6666666666666666
	}
	return invSboxOne64(a, b)
}

// doubleOne multiplies every byte by 2 in GF(2^8) (FIPS 197 §4.2.1): plane
// i moves to plane i+1 and plane 7 folds into planes 0, 1, 3 and 4 (0x1b).
// Planes are bit positions inside 4-bit groups, so moving a plane up is a
// shift by one with the group's top position carried to the next word.
func doubleOne(a, b uint64) (uint64, uint64) {
	c7 := b >> 3 & planeMask // plane 7 at position 0
	c3 := a >> 3 & planeMask // plane 3 at position 0
	a = a<<1&^planeMask ^ c7 ^ c7<<1 ^ c7<<3
	b = b<<1&^planeMask ^ c3 ^ c7
	return a, b
}

// encrypt1 is encrypt4 on the single-block layout: semi-fixsliced rounds,
// odd rounds leaving the state shifted by one ShiftRows and even rounds
// applying ShiftRows twice (see encRoundOdd and encRoundEven).
func encrypt1(rk *[15][2]uint64, rounds int, a, b uint64) (uint64, uint64) {
	y := newOneScratch(scratchOperands)
	a ^= rk[0][0]
	b ^= rk[0][1]
	for r := 1; r < rounds; r += 2 {
		// Odd round: MixColumns in the shifted layout.
		a, b = subBytesOne(a, b, y)
		ra, rb := nextRowShifted(a), nextRowShifted(b)
		da, db := a^ra, b^rb
		xa, xb := doubleOne(da, db)
		a = xa ^ ra ^ twoRowsShifted(da) ^ rk[r][0]
		b = xb ^ rb ^ twoRowsShifted(db) ^ rk[r][1]
		if r+1 < rounds {
			// Even round: back to the normal layout, plain MixColumns.
			a, b = subBytesOne(a, b, y)
			a, b = shiftRows2(a), shiftRows2(b)
			ra, rb = bits.RotateLeft64(a, -16), bits.RotateLeft64(b, -16)
			da, db = a^ra, b^rb
			xa, xb = doubleOne(da, db)
			a = xa ^ ra ^ bits.RotateLeft64(da, 32) ^ rk[r+1][0]
			b = xb ^ rb ^ bits.RotateLeft64(db, 32) ^ rk[r+1][1]
		}
	}
	a, b = subBytesOne(a, b, y)
	a = shiftRows2(a) ^ rk[rounds][0]
	b = shiftRows2(b) ^ rk[rounds][1]
	return a, b
}

// invShiftRow is invShiftRows on one word.
func invShiftRow(x uint64) uint64 {
	x = x&0x0000ffff0000ffff | (x<<4)&0xfff00000fff00000 | (x>>12)&0x000f0000000f0000
	t := (x ^ x>>8) & 0x00ff00ff00000000
	return x ^ t ^ t<<8
}

// invMixColumnsOne is invMixColumns on the single-block layout: first
// s_r += 4 (s_r + s_{r+2}), then MixColumns. With t = s_r + s_{r+2}, plane
// i of 4t is plane i-2 of t plus the reductions of planes 6 and 7 (0x1b,
// 0x36): planes 0..3 get t6, t6^t7, t0^t7, t1^t6; planes 4..7 get
// t2^t6^t7, t3^t7, t4, t5.
func invMixColumnsOne(a, b uint64) (uint64, uint64) {
	ta, tb := a^bits.RotateLeft64(a, 32), b^bits.RotateLeft64(b, 32)
	u := tb >> 2 & 0x3333333333333333 // t6, t7 in planes 0, 1
	a ^= u ^ ta<<2&0xcccccccccccccccc ^ u<<1 ^ (u&planeMask)<<3
	b ^= ta>>2&0x3333333333333333 ^ tb<<2&0xcccccccccccccccc ^ u ^ u>>1&planeMask
	ra, rb := bits.RotateLeft64(a, -16), bits.RotateLeft64(b, -16)
	da, db := a^ra, b^rb
	xa, xb := doubleOne(da, db)
	return xa ^ ra ^ bits.RotateLeft64(da, 32), xb ^ rb ^ bits.RotateLeft64(db, 32)
}

// decrypt1 is decrypt4 on the single-block layout, with the keys of
// oneKeyFromBytes' dec: those of rounds 1 to rounds hold the inverse
// S-box's input constant 0x63 in every byte (oneKey63), which the byte
// permutation InvShiftRows keeps in place and InvMixColumns too (each
// column's coefficients 14 + 11 + 13 + 9 sum to 1).
func decrypt1(rk *[15][2]uint64, rounds int, a, b uint64) (uint64, uint64) {
	y := newOneScratch(invScratchOperands)
	a ^= rk[rounds][0]
	b ^= rk[rounds][1]
	for r := rounds - 1; r > 0; r-- {
		a, b = invSubBytesOne(invShiftRow(a), invShiftRow(b), y, true)
		a, b = invMixColumnsOne(a^rk[r][0], b^rk[r][1])
	}
	a, b = invSubBytesOne(invShiftRow(a), invShiftRow(b), y, true)
	return a ^ rk[0][0], b ^ rk[0][1]
}

// oneKey63 adds 0x63 to every byte of a single-block round key: planes 0
// and 1 (positions 0 and 1 of a's 4-bit groups) and planes 5 and 6
// (positions 1 and 2 of b's).
func oneKey63(k *[2]uint64) {
	k[0] ^= 0x3333333333333333
	k[1] ^= 0x6666666666666666
}

// newOneScratch returns the S-box scratch of the single-block functions:
// the 32-bit circuit's memory form (memForm: scratchOperands or
// invScratchOperands) keeps its operands there, the kept form and the
// 64-bit forms take none, so elsewhere it is nil and nothing is zeroed
// per block.
func newOneScratch(memForm bool) *sboxScratch {
	if narrow && memForm {
		return new(sboxScratch)
	}
	return nil
}
