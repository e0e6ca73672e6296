// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"encoding/binary"
	"math/bits"
)

// The Base tier's wide path: sixteen blocks at a time in the "barrel-shiftrows"
// layout of Adomnicai and Peyrin ("Fixslicing AES-like ciphers", TCHES 2021,
// §4), on 64-bit words. The state is 32 words x[8r+j]: bit j of the bytes of
// row r, at bit position 16c+b for column c and block b. A row is then whole
// words, so MixColumns (FIPS 197 §5.1.3) is XORs between words and ShiftRows
// (§5.1.2) one rotation per word; with the four-block layout of
// aes_generic.go both need masked shifts inside the words, which cost as
// much as the S-box. The S-box circuit is the same (sboxWith), run once per
// row. Used for CTR and ECB runs of sixteen blocks or more on 64-bit ports
// (base32.go has the 32-bit ports' eight-block form).

// wideState is sixteen blocks in the barrel-shiftrows layout.
type wideState [32]uint64

// wideKey holds round keys in the wide layout, each key byte replicated in
// the sixteen block positions.
type wideKey [15]wideState

// wideKeyFromBytes converts the expanded key to the wide layout.
func wideKeyFromBytes(wk *wideKey, rounds int, enc *[240]byte) {
	*wk = wideKey{}
	for rd := 0; rd <= rounds; rd++ {
		for r := range 4 {
			for j := range 8 {
				var w uint64
				for c := range 4 {
					// Bit j of key byte 4c+r, as 0 or 0xffff (a mask, not a
					// multiplication: constant-time everywhere), in column c.
					bit := uint64(enc[16*rd+4*c+r]>>j) & 1
					w |= -bit & 0xffff << (16 * c)
				}
				wk[rd][8*r+j] = w
			}
		}
	}
}

// deltaSwap exchanges the bits of *a selected by mask<<s with the bits of
// *b selected by mask.
func deltaSwap(a, b *uint64, s uint, mask uint64) {
	t := (*a>>s ^ *b) & mask
	*a ^= t << s
	*b ^= t
}

// transposeWide moves between the load layout and the wide layout; it is
// its own inverse. In the load layout x[16h+b] holds columns h and h+2 of
// block b (bytes 4h..4h+3 in its low half, 4h+8..4h+11 in its high half),
// so bit p = 32ch + 8r + j with ch = 1 for the high half. Seen as a bit
// matrix indexed by (word bits i4..i0, position bits p5..p0), the wide
// layout is the load layout with p4..p0 exchanged with i4..i0: transpose8
// exchanges p2..p0 with i2..i0 in each group of eight words, then two more
// layers of delta swaps exchange p3 with i3 and p4 with i4. The five
// exchanges commute, hence the self-inverse.
func transposeWide(x *wideState) {
	for g := 0; g < 32; g += 8 {
		transpose8((*[8]uint64)(x[g : g+8]))
	}
	for i := range 8 {
		// Both layers on the four words they involve, in registers.
		a, b, c, d := x[i], x[i+8], x[i+16], x[i+24]
		deltaSwap(&a, &b, 8, 0x00ff00ff00ff00ff)
		deltaSwap(&c, &d, 8, 0x00ff00ff00ff00ff)
		deltaSwap(&a, &c, 16, 0x0000ffff0000ffff)
		deltaSwap(&b, &d, 16, 0x0000ffff0000ffff)
		x[i], x[i+8], x[i+16], x[i+24] = a, b, c, d
	}
}

// loadWide puts the sixteen blocks of src (256 bytes) in the load layout.
func loadWide(x *wideState, src []byte) {
	src = src[:256]
	for b := range 16 {
		blk := src[16*b : 16*b+16]
		x[b] = uint64(binary.LittleEndian.Uint32(blk[0:4])) | uint64(binary.LittleEndian.Uint32(blk[8:12]))<<32
		x[16+b] = uint64(binary.LittleEndian.Uint32(blk[4:8])) | uint64(binary.LittleEndian.Uint32(blk[12:16]))<<32
	}
}

// xorWide XORs the sixteen blocks held in x (load layout) with src into dst.
func xorWide(dst, src []byte, x *wideState) {
	dst, src = dst[:256], src[:256]
	for b := range 16 {
		xorWideBlock(dst[16*b:16*b+16], src[16*b:16*b+16], x, b)
	}
}

// xorWideBlock XORs block b of x (load layout) with s (16 bytes) into d.
func xorWideBlock(d, s []byte, x *wideState, b int) {
	d, s = d[:16], s[:16]
	lo := uint64(uint32(x[b])) | x[16+b]<<32
	hi := x[b]>>32 | x[16+b]&0xffffffff00000000
	binary.LittleEndian.PutUint64(d[0:8], binary.LittleEndian.Uint64(s[0:8])^lo)
	binary.LittleEndian.PutUint64(d[8:16], binary.LittleEndian.Uint64(s[8:16])^hi)
}

// storeWide writes the sixteen blocks held in x (load layout) to dst.
func storeWide(dst []byte, x *wideState) {
	dst = dst[:256]
	for b := range 16 {
		d := dst[16*b : 16*b+16]
		lo := uint64(uint32(x[b])) | x[16+b]<<32
		hi := x[b]>>32 | x[16+b]&0xffffffff00000000
		binary.LittleEndian.PutUint64(d[0:8], lo)
		binary.LittleEndian.PutUint64(d[8:16], hi)
	}
}

// shiftRowsAddKeyWide applies ShiftRows (FIPS 197 §5.1.2) and then
// AddRoundKey with k, in place, in one pass: row r turns left by r
// columns, a rotation of its words right by 16r bits.
func shiftRowsAddKeyWide(x, k *wideState) {
	for j := range 8 {
		x[j] ^= k[j]
		x[8+j] = bits.RotateLeft64(x[8+j], -16) ^ k[8+j]
		x[16+j] = bits.RotateLeft64(x[16+j], -32) ^ k[16+j]
		x[24+j] = bits.RotateLeft64(x[24+j], -48) ^ k[24+j]
	}
}

// mixColumnsWide is one round's ShiftRows, MixColumns (FIPS 197 §5.1.3)
// and AddRoundKey with k, in place, plane by plane, on either width's
// layout (rotateRows turns a row by whole columns). With t the XOR of the
// four rows, s'_r = 2 s_r + 3 s_{r+1} + s_{r+2} + s_{r+3} =
// 2 (s_r + s_{r+1}) + t + s_r, and doubling moves plane j to j+1 and
// folds plane 7 into planes 0, 1, 3 and 4 (x^8 = x^4 + x^3 + x + 1,
// §4.2.1). So plane j of the result needs plane j of the four rows and
// the differences d_r = s_r + s_{r+1} of planes j-1 and 7: it carries the
// previous plane's differences in p and reads each state word once. No
// call and no second buffer: on wasm and 32-bit ports separate passes
// per row cost more than the S-box. Plane 0 gets plane 7 through p.
func mixColumnsWide[W word](x, k *[32]W) {
	// Plane 7 after ShiftRows (row r turns left by r columns, a rotation
	// of its words right by 16r bits) and its differences.
	a0, a1 := x[7], rotateRows(x[15], 3)
	a2, a3 := rotateRows(x[23], 2), rotateRows(x[31], 1)
	e0, e1, e2, e3 := a0^a1, a1^a2, a2^a3, a3^a0
	p0, p1, p2, p3 := e0, e1, e2, e3
	var t W
	// Planes 0..7, unrolled: which planes take e is then fixed in the code.
	a0, a1 = x[0], rotateRows(x[8], 3)
	a2, a3 = rotateRows(x[16], 2), rotateRows(x[24], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	x[0] = a0 ^ t ^ p0 ^ k[0]
	x[8] = a1 ^ t ^ p1 ^ k[8]
	x[16] = a2 ^ t ^ p2 ^ k[16]
	x[24] = a3 ^ t ^ p3 ^ k[24]
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[1], rotateRows(x[9], 3)
	a2, a3 = rotateRows(x[17], 2), rotateRows(x[25], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^e0, p1^e1, p2^e2, p3^e3 // plane 7 folds into planes 1, 3, 4
	x[1] = a0 ^ t ^ p0 ^ k[1]
	x[9] = a1 ^ t ^ p1 ^ k[9]
	x[17] = a2 ^ t ^ p2 ^ k[17]
	x[25] = a3 ^ t ^ p3 ^ k[25]
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[2], rotateRows(x[10], 3)
	a2, a3 = rotateRows(x[18], 2), rotateRows(x[26], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	x[2] = a0 ^ t ^ p0 ^ k[2]
	x[10] = a1 ^ t ^ p1 ^ k[10]
	x[18] = a2 ^ t ^ p2 ^ k[18]
	x[26] = a3 ^ t ^ p3 ^ k[26]
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[3], rotateRows(x[11], 3)
	a2, a3 = rotateRows(x[19], 2), rotateRows(x[27], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^e0, p1^e1, p2^e2, p3^e3 // plane 7 folds into planes 1, 3, 4
	x[3] = a0 ^ t ^ p0 ^ k[3]
	x[11] = a1 ^ t ^ p1 ^ k[11]
	x[19] = a2 ^ t ^ p2 ^ k[19]
	x[27] = a3 ^ t ^ p3 ^ k[27]
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	// Planes 4..7 take the same steps; of them only plane 4 takes e. A
	// helper per plane would be too large for the compiler to inline.
	a0, a1 = x[4], rotateRows(x[12], 3)
	a2, a3 = rotateRows(x[20], 2), rotateRows(x[28], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	p0, p1, p2, p3 = p0^e0, p1^e1, p2^e2, p3^e3 // plane 7 folds into planes 1, 3, 4
	x[4] = a0 ^ t ^ p0 ^ k[4]
	x[12] = a1 ^ t ^ p1 ^ k[12]
	x[20] = a2 ^ t ^ p2 ^ k[20]
	x[28] = a3 ^ t ^ p3 ^ k[28]
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[5], rotateRows(x[13], 3)
	a2, a3 = rotateRows(x[21], 2), rotateRows(x[29], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	x[5] = a0 ^ t ^ p0 ^ k[5]
	x[13] = a1 ^ t ^ p1 ^ k[13]
	x[21] = a2 ^ t ^ p2 ^ k[21]
	x[29] = a3 ^ t ^ p3 ^ k[29]
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[6], rotateRows(x[14], 3)
	a2, a3 = rotateRows(x[22], 2), rotateRows(x[30], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	x[6] = a0 ^ t ^ p0 ^ k[6]
	x[14] = a1 ^ t ^ p1 ^ k[14]
	x[22] = a2 ^ t ^ p2 ^ k[22]
	x[30] = a3 ^ t ^ p3 ^ k[30]
	p0, p1, p2, p3 = a0^a1, a1^a2, a2^a3, a3^a0
	a0, a1 = x[7], rotateRows(x[15], 3)
	a2, a3 = rotateRows(x[23], 2), rotateRows(x[31], 1)
	t = a0 ^ a1 ^ a2 ^ a3
	x[7] = a0 ^ t ^ p0 ^ k[7]
	x[15] = a1 ^ t ^ p1 ^ k[15]
	x[23] = a2 ^ t ^ p2 ^ k[23]
	x[31] = a3 ^ t ^ p3 ^ k[31]
}

// row returns the eight bit-plane words of row r, the shape sboxWith takes.
func row(x *wideState, r int) *[8]uint64 { return (*[8]uint64)(x[8*r : 8*r+8]) }

// encryptWide runs the cipher (FIPS 197 §5.1) on sixteen blocks in the wide
// layout, leaving the result in x.
func encryptWide(wk *wideKey, rounds int, x *wideState) {
	y := forwardScratch()
	for i := range x {
		x[i] ^= wk[0][i]
	}
	for r := range 4 {
		sboxWith(row(x, r), y)
	}
	encryptWideAfterSubBytes(wk, rounds, x, 1)
}

// encryptWideAfterSubBytes finishes the cipher from round first's
// ShiftRows on: x holds the state after that round's SubBytes.
func encryptWideAfterSubBytes(wk *wideKey, rounds int, x *wideState, first int) {
	y := forwardScratch()
	for rd := first; rd < rounds; rd++ {
		mixColumnsWide((*[32]uint64)(x), (*[32]uint64)(&wk[rd]))
		for r := range 4 {
			sboxWith(row(x, r), y)
		}
	}
	shiftRowsAddKeyWide(x, &wk[rounds])
}

// ctrCache holds the work that the counter blocks of a CTR run share in the
// first two rounds. When the low byte of the counter does not wrap within a
// batch of sixteen blocks (it is at most 0xf0), the blocks differ only in
// byte 15, which is row 3, column 3:
//
//   - After AddRoundKey and SubBytes, rows 0-2 and columns 0-2 of row 3 are
//     the same for every batch until byte 14 or above changes (once per
//     256 blocks), and byte 15 takes each of its 256 values at most once
//     per 256 blocks: its S-box outputs, S(v ^ key byte 15), are computed
//     once per key for all v, in bitsliced form (ctrKey.sbox15), and a
//     batch takes the sixteen it needs at bit v of each plane.
//   - ShiftRows moves byte 15 to column 0 and MixColumns keeps it there, so
//     only column 0 of the first round's output differs. The first round's
//     ShiftRows, MixColumns and AddRoundKey and the second SubBytes run on
//     column 0 alone, with the four rows packed into one set of eight words
//     (row r in bits 16r..16r+15, as in the four-block layout; mixColumns
//     applies), and columns 1-3 after the second SubBytes come from the
//     cache (second).
//
// So a batch skips seven of the eight S-box evaluations of the first two
// rounds. A batch in which byte 15 wraps (its low byte is above 0xf0) has
// two values of bytes 0-14: it takes first and second from two caches,
// block by block (blend). The counter is public: which path runs, which
// blocks take which cache, and which bits of sbox15 are taken, depend
// only on it.
type ctrCache struct {
	k      *ctrKey
	valid  bool
	hi, lo uint64    // the counter, with byte 15 cleared, the rest is for
	first  [8]uint64 // rows 0-2 after the first SubBytes, row r's column r
	second wideState // after the second SubBytes, column 0 cleared
}

// ctrKey is the part of ctrCache that depends on the key alone, kept in
// bsKey.
type ctrKey struct {
	sbox15 [8][5]uint64 // bit v of sbox15[j][0:4]: bit j of S(v ^ key byte 15); [4] = [0]
	key1   [8]uint64    // round key 1, column 0 of row r in bits 16r..16r+15
}

// counterByte returns byte i of the big-endian 128-bit counter (hi, lo).
func counterByte(hi, lo uint64, i int) byte {
	if i < 8 {
		return byte(hi >> (56 - 8*i))
	}
	return byte(lo >> (56 - 8*(i-8)))
}

// ctrKeyFrom computes sbox15 and key1 from the wide round keys.
func ctrKeyFrom(c *ctrKey, wk *wideKey) {
	// Bit j of every byte value v at bit v of a 256-bit plane.
	planes := [6]uint64{0xaaaaaaaaaaaaaaaa, 0xcccccccccccccccc, 0xf0f0f0f0f0f0f0f0,
		0xff00ff00ff00ff00, 0xffff0000ffff0000, 0xffffffff00000000}
	y := forwardScratch()
	for w := range 4 {
		var q [8]uint64
		copy(q[:6], planes[:])
		q[6] = -uint64(w & 1)
		q[7] = -uint64(w >> 1)
		for j := range 8 {
			// Key byte 15 is row 3, column 3: bit 48 of row 3's words,
			// whose column groups are all ones or all zeros.
			q[j] ^= -(wk[0][24+j] >> 48 & 1)
		}
		sboxWith(&q, y)
		for j := range 8 {
			c.sbox15[j][w] = q[j]
		}
	}
	for j := range 8 {
		// Bits v..v+15 then wrap around at 256 (see firstTwoRounds).
		c.sbox15[j][4] = c.sbox15[j][0]
	}
	for j := range 8 {
		var k uint64
		for r := range 4 {
			k |= wk[1][8*r+j] & 0xffff << (16 * r)
		}
		c.key1[j] = k
	}
}

// spreadColumns returns row r of block 0 of w, a four-block-layout word, in
// the wide layout with that block in all sixteen positions, for columns 1-3:
// bit 16r+4c of w (column c) as 0 or 0xffff in column group c.
func spreadColumns(w uint64, r int) uint64 {
	t := w >> (16 * r)
	b := t<<12&(1<<16) | t<<24&(1<<32) | t<<36&(1<<48)
	// b<<16 - b is 0xffff in every group whose low bit b has set.
	return b<<16 - b
}

// update recomputes first and second if bytes 0-14 of the counter changed,
// and reports whether it did. All sixteen blocks then share those bytes
// (byte 15 is cleared here and supplied per batch), so the two rounds run
// on one block in the four-block layout and are spread to the sixteen
// block positions.
func (c *ctrCache) update(bs *bsKey, hi, lo uint64) bool {
	lo &^= 0xff
	if c.valid && c.hi == hi && c.lo == lo {
		return false
	}
	c.k = &bs.ctr
	// The counter as block 0 (see ctrGeneric); blocks 1-3 are not used.
	var q [8]uint64
	loadWords(&q, 0, bits.ReverseBytes32(uint32(hi>>32)), bits.ReverseBytes32(uint32(hi)),
		bits.ReverseBytes32(uint32(lo>>32)), bits.ReverseBytes32(uint32(lo)))
	transpose8(&q)
	addRoundKey(&q, &bs.dec[0])
	y := forwardScratch()
	sboxWith(&q, y)
	for j := range 8 {
		// ShiftRows brings row r's column r to column 0.
		w := q[j]
		b := w&1 | w>>20&1<<16 | w>>40&1<<32
		c.first[j] = b<<16 - b
	}
	shiftRows(&q)
	mixColumns(&q)
	addRoundKey(&q, &bs.dec[1])
	sboxWith(&q, y)
	for j := range 8 {
		w := q[j]
		c.second[j] = spreadColumns(w, 0)
		c.second[8+j] = spreadColumns(w, 1)
		c.second[16+j] = spreadColumns(w, 2)
		c.second[24+j] = spreadColumns(w, 3)
	}
	c.valid, c.hi, c.lo = true, hi, lo
	return true
}

// blend sets c's first and second to a's in the blocks below w and to b's
// from block w on (0 < w < 16); c may be a.
func (c *ctrCache) blend(a, b *ctrCache, w uint64) {
	g := uint64(0xffff) << w & 0xffff
	m := g | g<<16 | g<<32 | g<<48
	for j := range c.first {
		c.first[j] = a.first[j]&^m | b.first[j]&m
	}
	for i := range c.second {
		c.second[i] = a.second[i]&^m | b.second[i]&m
	}
}

// firstTwoRounds sets x to the state after the second SubBytes for the
// batch whose counter low byte is v; block b's byte 15 is v+b mod 256.
func (c *ctrCache) firstTwoRounds(x *wideState, v uint64, y *sboxScratch) {
	var p [8]uint64
	w, s := v>>6, v&63
	for j := range 8 {
		// Bits v..v+15 of the 256-bit plane: S(byte 15) of blocks 0-15,
		// which ShiftRows moves from row 3's column 3 to column 0.
		t := &c.k.sbox15[j]
		b15 := (t[w]>>s | t[w+1]<<(64-s)) & 0xffff
		p[j] = c.first[j] | b15<<48
	}
	mixColumns(&p)
	addRoundKey(&p, &c.k.key1)
	sboxWith(&p, y)
	for j := range 8 {
		u := p[j]
		x[j] = c.second[j] | u&0xffff
		x[8+j] = c.second[8+j] | u>>16&0xffff
		x[16+j] = c.second[16+j] | u>>32&0xffff
		x[24+j] = c.second[24+j] | u>>48
	}
}

// ctrWideRun is CTR over whole batches of sixteen blocks (len(src) a
// multiple of 256); it returns the next counter. The cache pays for its
// update from the first batch on.
func ctrWideRun(bs *bsKey, rounds int, dst, src []byte, hi, lo uint64) (uint64, uint64) {
	wk := &bs.wide
	var c0, c1 ctrCache
	c, next := &c0, &c1
	var x wideState
	y := forwardScratch()
	for ; len(src) > 0; src, dst = src[256:], dst[256:] {
		c.update(bs, hi, lo)
		if v := lo & 0xff; v > 0xf0 {
			// Byte 15 wraps inside this batch: blocks from 256-v on have
			// the next bytes 0-14, which the following batches keep.
			nlo, carry := bits.Add64(lo|0xff, 1, 0)
			next.update(bs, hi+carry, nlo)
			c.blend(c, next, 256-v)
			c.firstTwoRounds(&x, v, y)
			c.valid = false // blended; it is the spare cache now
			c, next = next, c
		} else {
			c.firstTwoRounds(&x, v, y)
		}
		encryptWideAfterSubBytes(wk, rounds, &x, 2)
		transposeWide(&x)
		xorWide(dst, src, &x)
		var carry uint64
		lo, carry = bits.Add64(lo, 16, 0)
		hi += carry
	}
	return hi, lo
}

// encryptBlocksWide encrypts sixteen blocks (256 bytes) of src into dst.
func encryptBlocksWide(wk *wideKey, rounds int, dst, src []byte) {
	var x wideState
	loadWide(&x, src)
	transposeWide(&x)
	encryptWide(wk, rounds, &x)
	transposeWide(&x)
	storeWide(dst, &x)
}
