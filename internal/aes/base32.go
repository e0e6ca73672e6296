// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// The Base tier on 32-bit ports (386, arm, mips): the S-box step of the
// single-block layout on 32-bit words (subBytesOne32), and the
// barrel-shiftrows layout of base_barrel.go on 32-bit words, eight blocks
// at a time, for CTR, ECB and CBC decryption runs. There a uint64 is a
// register pair, and with eight registers (386) the 64-bit S-box circuit
// spills most of its values; on 32-bit words it does the same work per
// block in half the registers. The state is 32 words x[8r+j]: bit j of the
// bytes of row r, at bit position 8c+b for column c and block b. The S-box
// circuits, mixColumnsWide and mixPreMulWide are those of the 64-bit
// layouts, on uint32; CTR shares its first two rounds' work between
// batches as base_barrel.go's does (ctr32Cache).

// narrow selects the 32-bit layouts; the code is built on every port, so
// the twin tests run everywhere.
const narrow = bits.UintSize == 32

// wide32State is eight blocks in the 32-bit barrel-shiftrows layout.
type wide32State [32]uint32

// wide32Key holds round keys in that layout, each key byte replicated in
// the eight block positions.
type wide32Key [15]wide32State

// wide32KeyFromBytes converts the expanded key to the 32-bit wide layout.
func wide32KeyFromBytes(wk *wide32Key, rounds int, enc *[240]byte) {
	*wk = wide32Key{}
	for rd := 0; rd <= rounds; rd++ {
		for r := range 4 {
			for j := range 8 {
				var w uint32
				for c := range 4 {
					// Bit j of key byte 4c+r as 0 or 0xff (a mask), in column c.
					bit := uint32(enc[16*rd+4*c+r]>>j) & 1
					w |= -bit & 0xff << (8 * c)
				}
				wk[rd][8*r+j] = w
			}
		}
	}
}

// transpose8x32 is transpose8 on 32-bit words.
func transpose8x32(q *[8]uint32) {
	const m1, m2, m4 = 0x55555555, 0x33333333, 0x0f0f0f0f
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

// deltaSwap32 is deltaSwap on 32-bit words.
func deltaSwap32(a, b *uint32, s uint, mask uint32) {
	t := (*a>>s ^ *b) & mask
	*a ^= t << s
	*b ^= t
}

// transposeWide32 moves between the load layout, x[8c+b] = column c of
// block b as a little-endian word (bit 8r+j: bit j of row r), and the wide
// layout; it is its own inverse. As a bit matrix indexed by (word bits
// i4..i0, position bits p4..p0) that exchanges i2..i0 with p2..p0
// (transpose8x32 on each group of eight words), i3 with p3 and i4 with p4
// (delta swaps), as transposeWide does.
func transposeWide32(x *wide32State) {
	for g := 0; g < 32; g += 8 {
		transpose8x32((*[8]uint32)(x[g : g+8]))
	}
	for i := range 8 {
		a, b, c, d := x[i], x[i+8], x[i+16], x[i+24]
		deltaSwap32(&a, &b, 8, 0x00ff00ff)
		deltaSwap32(&c, &d, 8, 0x00ff00ff)
		deltaSwap32(&a, &c, 16, 0x0000ffff)
		deltaSwap32(&b, &d, 16, 0x0000ffff)
		x[i], x[i+8], x[i+16], x[i+24] = a, b, c, d
	}
}

// loadWide32 puts the eight blocks of src (128 bytes) in the load layout.
func loadWide32(x *wide32State, src []byte) {
	src = src[:128]
	for b := range 8 {
		blk := src[16*b : 16*b+16]
		x[b] = binary.LittleEndian.Uint32(blk[0:4])
		x[8+b] = binary.LittleEndian.Uint32(blk[4:8])
		x[16+b] = binary.LittleEndian.Uint32(blk[8:12])
		x[24+b] = binary.LittleEndian.Uint32(blk[12:16])
	}
}

// xorWide32 XORs the eight blocks held in x (load layout) with src into dst.
func xorWide32(dst, src []byte, x *wide32State) {
	dst, src = dst[:128], src[:128]
	for b := range 8 {
		d, s := dst[16*b:16*b+16], src[16*b:16*b+16]
		binary.LittleEndian.PutUint32(d[0:4], binary.LittleEndian.Uint32(s[0:4])^x[b])
		binary.LittleEndian.PutUint32(d[4:8], binary.LittleEndian.Uint32(s[4:8])^x[8+b])
		binary.LittleEndian.PutUint32(d[8:12], binary.LittleEndian.Uint32(s[8:12])^x[16+b])
		binary.LittleEndian.PutUint32(d[12:16], binary.LittleEndian.Uint32(s[12:16])^x[24+b])
	}
}

// row32 returns the eight bit-plane words of row r.
func row32(x *wide32State, r int) *[8]uint32 { return (*[8]uint32)(x[8*r : 8*r+8]) }

// invShiftRowsWide32 applies InvShiftRows (FIPS 197 §5.3.1) in place: row
// r turns right by r columns, a rotation of its words left by 8r bits.
func invShiftRowsWide32(x *wide32State) {
	for j := range 8 {
		x[8+j] = bits.RotateLeft32(x[8+j], 8)
		x[16+j] = bits.RotateLeft32(x[16+j], 16)
		x[24+j] = bits.RotateLeft32(x[24+j], 24)
	}
}

// cbcDecryptWide32 decrypts eight blocks (128 bytes) of src into dst in
// CBC mode with the round keys wk and mk (see decryptWide32), chaining
// from and updating iv; dst may equal src.
func cbcDecryptWide32(wk, mk *wide32Key, rounds int, dst, src []byte, iv *[16]byte) {
	// chain: iv, then ciphertext blocks 0..6; block 7 becomes the next iv.
	var chain [128 + 16]byte
	copy(chain[:16], iv[:])
	copy(chain[16:], src[:128])
	var x wide32State
	loadWide32(&x, chain[16:])
	transposeWide32(&x)
	decryptWide32(wk, mk, rounds, &x)
	transposeWide32(&x)
	xorWide32(dst, chain[:128], &x)
	*iv = [16]byte(chain[128:])
}

// planeMask32 selects position 0 of every 4-bit group of a 32-bit word.
const planeMask32 = 0x11111111

// unpackOne32 takes planes 0..3 of one single-block word (base_single.go)
// into four 32-bit words for the circuit: plane j of the low half at the
// positions 4k, of the high half at 4k+1; other positions are cleared.
func unpackOne32(q *[4]uint32, a uint64) {
	const m = planeMask32
	lo, hi := uint32(a), uint32(a>>32)
	q[0] = lo&m | hi<<1&(m<<1)
	q[1] = lo>>1&m | hi&(m<<1)
	q[2] = lo>>2&m | hi>>1&(m<<1)
	q[3] = lo>>3&m | hi>>2&(m<<1)
}

// packOne32 is the inverse of unpackOne32.
func packOne32(q *[4]uint32) uint64 {
	const m = planeMask32
	lo := q[0]&m | q[1]&m<<1 | q[2]&m<<2 | q[3]&m<<3
	hi := q[0]>>1&m | q[1]&(m<<1) | q[2]<<1&(m<<2) | q[3]<<2&(m<<3)
	return uint64(lo) | uint64(hi)<<32
}

// subBytesOne32 is subBytesOne with the circuit on 32-bit words: a 64-bit
// plane word uses one position in four, so the low and high halves of a
// plane share one 32-bit word, and the circuit runs on half the words a
// 32-bit port would otherwise push through it. y's memory is the 32-bit
// circuit's scratch where it runs the memory form (it holds nothing
// between calls); the kept form leaves it unread, and it may be nil.
func subBytesOne32(a, b uint64, y *sboxScratch) (uint64, uint64) {
	var q [8]uint32
	unpackOne32((*[4]uint32)(q[0:4]), a)
	unpackOne32((*[4]uint32)(q[4:8]), b)
	sboxWith32(&q, (*[19]uint32)(unsafe.Pointer(y)))
	return packOne32((*[4]uint32)(q[0:4])), packOne32((*[4]uint32)(q[4:8]))
}

// invSubBytesOne32 is invSubBytesOne with the circuit on 32-bit words:
// subBytesOne32 with the inverse circuit, kept as its own function so
// that each round's call to the circuit is direct, not through a func value.
func invSubBytesOne32(a, b uint64, y *sboxScratch, added bool) (uint64, uint64) {
	var q [8]uint32
	unpackOne32((*[4]uint32)(q[0:4]), a)
	unpackOne32((*[4]uint32)(q[4:8]), b)
	invSboxEval(&q, (*[19]uint32)(unsafe.Pointer(y)), added)
	return packOne32((*[4]uint32)(q[0:4])), packOne32((*[4]uint32)(q[4:8]))
}

// shiftRowsAddKeyWide32 is shiftRowsAddKeyWide in the 32-bit layout: row r
// turns left by r columns, a rotation of its words right by 8r bits.
func shiftRowsAddKeyWide32(x, k *wide32State) {
	for j := range 8 {
		x[j] ^= k[j]
		x[8+j] = bits.RotateLeft32(x[8+j], -8) ^ k[8+j]
		x[16+j] = bits.RotateLeft32(x[16+j], -16) ^ k[16+j]
		x[24+j] = bits.RotateLeft32(x[24+j], -24) ^ k[24+j]
	}
}

// encryptWide32 is encryptWide on eight blocks in the 32-bit layout.
func encryptWide32(wk *wide32Key, rounds int, x *wide32State) {
	y := forwardScratch32()
	for i := range x {
		x[i] ^= wk[0][i]
	}
	for rd := 1; rd < rounds; rd++ {
		for r := range 4 {
			sboxWith32(row32(x, r), y)
		}
		mixColumnsWide((*[32]uint32)(x), (*[32]uint32)(&wk[rd]))
	}
	for r := range 4 {
		sboxWith32(row32(x, r), y)
	}
	shiftRowsAddKeyWide32(x, &wk[rounds])
}

// storeWide32 writes the eight blocks held in x (load layout) to dst.
func storeWide32(dst []byte, x *wide32State) {
	dst = dst[:128]
	for b := range 8 {
		d := dst[16*b : 16*b+16]
		binary.LittleEndian.PutUint32(d[0:4], x[b])
		binary.LittleEndian.PutUint32(d[4:8], x[8+b])
		binary.LittleEndian.PutUint32(d[8:12], x[16+b])
		binary.LittleEndian.PutUint32(d[12:16], x[24+b])
	}
}

// encryptBlocksWide32 encrypts eight blocks (128 bytes) of src into dst.
func encryptBlocksWide32(wk *wide32Key, rounds int, dst, src []byte) {
	var x wide32State
	loadWide32(&x, src)
	transposeWide32(&x)
	encryptWide32(wk, rounds, &x)
	transposeWide32(&x)
	storeWide32(dst, &x)
}

// ctrWide32 is CTR on eight blocks (128 bytes) from the big-endian counter
// (hi, lo); it returns the next counter. The counter blocks go straight
// into the load layout, their bytes as little-endian column words.
func ctrWide32(wk *wide32Key, rounds int, dst, src []byte, hi, lo uint64) (uint64, uint64) {
	var x wide32State
	for b := range 8 {
		x[b] = bits.ReverseBytes32(uint32(hi >> 32))
		x[8+b] = bits.ReverseBytes32(uint32(hi))
		x[16+b] = bits.ReverseBytes32(uint32(lo >> 32))
		x[24+b] = bits.ReverseBytes32(uint32(lo))
		var c uint64
		lo, c = bits.Add64(lo, 1, 0)
		hi += c
	}
	transposeWide32(&x)
	encryptWide32(wk, rounds, &x)
	transposeWide32(&x)
	xorWide32(dst, src, &x)
	return hi, lo
}

// encryptWide32AfterSubBytes is encryptWide32 from round first's ShiftRows
// on: x holds the state after that round's SubBytes.
func encryptWide32AfterSubBytes(wk *wide32Key, rounds int, x *wide32State, first int) {
	y := forwardScratch32()
	for rd := first; rd < rounds; rd++ {
		mixColumnsWide((*[32]uint32)(x), (*[32]uint32)(&wk[rd]))
		for r := range 4 {
			sboxWith32(row32(x, r), y)
		}
	}
	shiftRowsAddKeyWide32(x, &wk[rounds])
}

// ctr32Cache is ctrCache (base_barrel.go) for batches of eight blocks in
// the 32-bit layout: the first two rounds' work that the counter blocks
// share, taken from a ctrCache's (c) and narrowed to eight block
// positions. Column 0 of the state, whose bytes differ between the blocks
// after the first round, is four rows of eight blocks: one set of eight
// words, row r in bits 8r..8r+7, on which mixColumns applies.
type ctr32Cache struct {
	c      ctrCache
	first  [8]uint32   // rows 0-2 after the first SubBytes and ShiftRows, column 0
	key1   [8]uint32   // round key 1, column 0
	second wide32State // after the second SubBytes, column 0 cleared
}

// narrowGroups takes bit 16g of w, a word of 0 or 0xffff groups, to bits
// 8g..8g+7 for the groups g in 0..3, as 0 or 0xff.
func narrowGroups(w uint64) uint32 {
	return uint32(w&0xff | w>>8&0xff00 | w>>16&0xff0000 | w>>24&0xff000000)
}

// update refreshes the cache for the counter (hi, lo) (see ctrCache.update).
func (c *ctr32Cache) update(bs *bsKey, hi, lo uint64) {
	if !c.c.update(bs, hi, lo) {
		return
	}
	for j := range 8 {
		c.first[j] = narrowGroups(c.c.first[j])
		c.key1[j] = narrowGroups(c.c.k.key1[j])
	}
	for i := range c.second {
		c.second[i] = narrowGroups(c.c.second[i])
	}
}

// firstTwoRounds sets x to the state after the second SubBytes for the
// batch whose counter low byte is v, at most 0xf8: block b's byte 15 is
// v+b.
func (c *ctr32Cache) firstTwoRounds(x *wide32State, v uint64, y *[19]uint32) {
	var p [8]uint32
	w, s := v>>6, v&63
	for j := range 8 {
		// Bits v..v+7 of the 256-bit plane: S(byte 15) of blocks 0-7,
		// which ShiftRows moves from row 3's column 3 to column 0.
		t := &c.c.k.sbox15[j]
		b15 := uint32(t[w]>>s|t[w+1]<<(64-s)) & 0xff
		p[j] = c.first[j] | b15<<24
	}
	mixColumns(&p)
	for j := range 8 {
		p[j] ^= c.key1[j]
	}
	sboxWith32(&p, y)
	for j := range 8 {
		u := p[j]
		x[j] = c.second[j] | u&0xff
		x[8+j] = c.second[8+j] | u>>8&0xff
		x[16+j] = c.second[16+j] | u>>16&0xff
		x[24+j] = c.second[24+j] | u>>24
	}
}

// ctrWide32Run is CTR over whole batches of eight blocks (len(src) a
// multiple of 128) in the 32-bit layout; it returns the next counter. A
// batch whose counter low byte does not wrap takes its first two rounds
// from the cache, one in which it wraps (at most one in 32) runs them in
// full (ctrWide32). The counter is public, and so which path runs.
func ctrWide32Run(bs *bsKey, rounds int, dst, src []byte, hi, lo uint64) (uint64, uint64) {
	wk := bs.wide32
	var c ctr32Cache
	var x wide32State
	y := forwardScratch32()
	for ; len(src) > 0; src, dst = src[128:], dst[128:] {
		v := lo & 0xff
		if v > 0xf8 {
			hi, lo = ctrWide32(wk, rounds, dst, src, hi, lo)
			continue
		}
		c.update(bs, hi, lo)
		c.firstTwoRounds(&x, v, y)
		encryptWide32AfterSubBytes(wk, rounds, &x, 2)
		transposeWide32(&x)
		xorWide32(dst, src, &x)
		var carry uint64
		lo, carry = bits.Add64(lo, 8, 0)
		hi += carry
	}
	return hi, lo
}

// mixKeyWide32 is mixKeyWide in the 32-bit layout: mk[rd] is
// MixColumns(wk[rd]) for the inner rounds and wk[rounds] for the last, all
// with 0x63 added to every byte.
func mixKeyWide32(mk, wk *wide32Key, rounds int) {
	*mk = wide32Key{}
	var zero wide32State
	for rd := 1; rd <= rounds; rd++ {
		mk[rd] = wk[rd]
		if rd < rounds {
			// mixColumnsWide starts with ShiftRows; undo it first.
			invShiftRowsWide32(&mk[rd])
			mixColumnsWide((*[32]uint32)(&mk[rd]), (*[32]uint32)(&zero))
		}
		for r := range 4 {
			p := row32(&mk[rd], r)
			// 0x63: planes 0, 1, 5 and 6.
			p[0], p[1], p[5], p[6] = ^p[0], ^p[1], ^p[5], ^p[6]
		}
	}
}

// decryptWide32 is decryptWide on eight blocks in the 32-bit layout: the
// round keys wk (round 0) and mk (mixKeyWide32, the others), the state
// taken through the rounds as SR2 of the standard one (see mixPreMulWide).
func decryptWide32(wk, mk *wide32Key, rounds int, x *wide32State) {
	var y [19]uint32
	k := &mk[rounds]
	for j := range 8 {
		x[j] ^= k[j]
		x[8+j] = bits.RotateLeft32(x[8+j]^k[8+j], 16)
		x[16+j] ^= k[16+j]
		x[24+j] = bits.RotateLeft32(x[24+j]^k[24+j], 16)
	}
	for r := range 4 {
		invSboxEval(row32(x, r), &y, true)
	}
	for rd := rounds - 1; rd > 0; rd-- {
		mixPreMulWide32(x, &mk[rd])
		for r := range 4 {
			invSboxEval(row32(x, r), &y, true)
		}
	}
	// ShiftRows after SR2 is InvShiftRows.
	shiftRowsAddKeyWide32(x, &wk[0])
}

// mixPreMulWide32 is mixPreMulWide (base_barrel_dec.go) in the 32-bit
// layout, line for line, with rotations by quarter and half words of 32
// bits. It is a copy rather than an instance of one generic function: the
// generic function's extra dictionary argument costs the 64-bit ports' copy
// spills on amd64.
func mixPreMulWide32(x, k *wide32State) {
	var c [8]uint32 // e_0..e_3; plane 6 of u_0 and u_1, plane 7 of u_0 and u_1
	// Plane 5's input differences, for plane 6.
	a0, a1 := x[5], bits.RotateLeft32(x[13], -8)
	a2, a3 := bits.RotateLeft32(x[21], -16), bits.RotateLeft32(x[29], -24)
	p0, p1, p2, p3 := a0^a1, a1^a2, a2^a3, a3^a0
	var t, m0, m1, m2, m3 uint32
	a0, a1 = x[6], bits.RotateLeft32(x[14], -8)
	a2, a3 = bits.RotateLeft32(x[22], -16), bits.RotateLeft32(x[30], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[6], a1^t^p1^k[14]
	m2, m3 = a2^t^p2^k[22], a3^t^p3^k[30]
	x[6], x[14], x[22], x[30] = m0, m1, m2, m3
	c[4], c[5] = m0^m2, m1^m3
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[7], bits.RotateLeft32(x[15], -8)
	a2, a3 = bits.RotateLeft32(x[23], -16), bits.RotateLeft32(x[31], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[7], a1^t^p1^k[15]
	m2, m3 = a2^t^p2^k[23], a3^t^p3^k[31]
	x[7], x[15], x[23], x[31] = m0, m1, m2, m3
	c[6], c[7] = m0^m2, m1^m3
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	c[0], c[1], c[2], c[3] = p0, p1, p2, p3

	// Planes 0..5, unrolled as in mixColumnsWide; fa and fb are plane j of
	// 4u_0 and 4u_1 (see preMulWide), the stores apply SR2 to rows 1 and 3.
	a0, a1 = x[0], bits.RotateLeft32(x[8], -8)
	a2, a3 = bits.RotateLeft32(x[16], -16), bits.RotateLeft32(x[24], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[0], a1^t^p1^k[8]
	m2, m3 = a2^t^p2^k[16], a3^t^p3^k[24]
	ua0, ub0 := m0^m2, m1^m3
	fa, fb := c[4], c[5]
	x[0], x[16] = m0^fa, m2^fa
	x[8], x[24] = bits.RotateLeft32(m1^fb, 16), bits.RotateLeft32(m3^fb, 16)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[1], bits.RotateLeft32(x[9], -8)
	a2, a3 = bits.RotateLeft32(x[17], -16), bits.RotateLeft32(x[25], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^c[0], p1^c[1], p2^c[2], p3^c[3] // plane 7 folds into planes 1, 3, 4
	m0, m1 = a0^t^p0^k[1], a1^t^p1^k[9]
	m2, m3 = a2^t^p2^k[17], a3^t^p3^k[25]
	ua1, ub1 := m0^m2, m1^m3
	fa, fb = c[4]^c[6], c[5]^c[7]
	x[1], x[17] = m0^fa, m2^fa
	x[9], x[25] = bits.RotateLeft32(m1^fb, 16), bits.RotateLeft32(m3^fb, 16)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[2], bits.RotateLeft32(x[10], -8)
	a2, a3 = bits.RotateLeft32(x[18], -16), bits.RotateLeft32(x[26], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[2], a1^t^p1^k[10]
	m2, m3 = a2^t^p2^k[18], a3^t^p3^k[26]
	ua2, ub2 := m0^m2, m1^m3
	fa, fb = ua0^c[6], ub0^c[7]
	x[2], x[18] = m0^fa, m2^fa
	x[10], x[26] = bits.RotateLeft32(m1^fb, 16), bits.RotateLeft32(m3^fb, 16)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[3], bits.RotateLeft32(x[11], -8)
	a2, a3 = bits.RotateLeft32(x[19], -16), bits.RotateLeft32(x[27], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^c[0], p1^c[1], p2^c[2], p3^c[3] // plane 7 folds into planes 1, 3, 4
	m0, m1 = a0^t^p0^k[3], a1^t^p1^k[11]
	m2, m3 = a2^t^p2^k[19], a3^t^p3^k[27]
	ua3, ub3 := m0^m2, m1^m3
	fa, fb = ua1^c[4], ub1^c[5]
	x[3], x[19] = m0^fa, m2^fa
	x[11], x[27] = bits.RotateLeft32(m1^fb, 16), bits.RotateLeft32(m3^fb, 16)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[4], bits.RotateLeft32(x[12], -8)
	a2, a3 = bits.RotateLeft32(x[20], -16), bits.RotateLeft32(x[28], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^c[0], p1^c[1], p2^c[2], p3^c[3] // plane 7 folds into planes 1, 3, 4
	m0, m1 = a0^t^p0^k[4], a1^t^p1^k[12]
	m2, m3 = a2^t^p2^k[20], a3^t^p3^k[28]
	ua4, ub4 := m0^m2, m1^m3
	fa, fb = ua2^c[4]^c[6], ub2^c[5]^c[7]
	x[4], x[20] = m0^fa, m2^fa
	x[12], x[28] = bits.RotateLeft32(m1^fb, 16), bits.RotateLeft32(m3^fb, 16)
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0

	a0, a1 = x[5], bits.RotateLeft32(x[13], -8)
	a2, a3 = bits.RotateLeft32(x[21], -16), bits.RotateLeft32(x[29], -24)
	t = a0 ^ a1 ^ a2 ^ a3
	m0, m1 = a0^t^p0^k[5], a1^t^p1^k[13]
	m2, m3 = a2^t^p2^k[21], a3^t^p3^k[29]
	ua5, ub5 := m0^m2, m1^m3
	fa, fb = ua3^c[6], ub3^c[7]
	x[5], x[21] = m0^fa, m2^fa
	x[13], x[29] = bits.RotateLeft32(m1^fb, 16), bits.RotateLeft32(m3^fb, 16)

	// Planes 6 and 7: P with u_4 and u_5.
	x[6], x[22] = x[6]^ua4, x[22]^ua4
	x[14], x[30] = bits.RotateLeft32(x[14]^ub4, 16), bits.RotateLeft32(x[30]^ub4, 16)
	x[7], x[23] = x[7]^ua5, x[23]^ua5
	x[15], x[31] = bits.RotateLeft32(x[15]^ub5, 16), bits.RotateLeft32(x[31]^ub5, 16)
}
