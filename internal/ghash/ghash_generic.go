// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"encoding/binary"
	"math/bits"
)

// element is a field element in the reflected form described in the package
// doc: the spec encoding read as a big-endian 128-bit integer hi:lo.
type element struct{ hi, lo uint64 }

func loadElement(b *[16]byte) element {
	return element{binary.BigEndian.Uint64(b[0:]), binary.BigEndian.Uint64(b[8:])}
}

func (e element) store(b *[16]byte) {
	binary.BigEndian.PutUint64(b[0:], e.hi)
	binary.BigEndian.PutUint64(b[8:], e.lo)
}

// storeLE writes the 128-bit little-endian form that vector loads expect.
func (e element) storeLE(b *[16]byte) {
	binary.LittleEndian.PutUint64(b[0:], e.lo)
	binary.LittleEndian.PutUint64(b[8:], e.hi)
}

func loadElementLE(b *[16]byte) element {
	return element{binary.LittleEndian.Uint64(b[8:]), binary.LittleEndian.Uint64(b[0:])}
}

// adjust returns e·x^-1 mod P: in reflected form a left shift by one, with
// reflect(x^-1) = 0xC2000000_00000000_00000000_00000001 added when the x^0
// coefficient (bit 127) is shifted out.
func adjust(e element) element {
	carry := -(e.hi >> 63) // all ones iff the top bit was set; no branch on key bits
	hi := e.hi<<1 | e.lo>>63
	lo := e.lo << 1
	return element{hi ^ carry&0xC200000000000000, lo ^ carry&1}
}

// mulAdjustedWide returns a·b where b is in adjusted form (b = B·x^-1):
// the result is reflect(A·B) in ordinary reflected form. It is key setup's
// multiplication (mulAdjusted) where baseKey is baseKeyWide.
func mulAdjustedWide(a, b element) element {
	var s splitElement
	s.split(b)
	var acc accumulator
	acc.mulAdd(a.hi, a.lo, &s)
	return acc.reduce()
}

// Multiplication with holes (carry-less multiplication from integer
// multiplication). The data operand x is split into four classes of bits,
// class k holding the bits at positions ≡ k (mod 4); the key operand y
// (fixed per key, split once) likewise, but without its top four bits, so
// that each of its classes has at most 15 bits. In the integer product of
// two classes every partial product lands on positions of one class, at
// most 15 of them per position, so each column count (< 16) fits in the
// 4-bit gap before the next position of the same class: bit p of the
// integer product is the parity of column p, the carry-less product bit.
// Carries only land on positions of other classes, which the final masks
// discard. The top four bits t of y contribute x·t·x^60; in each x_k·t the
// partial products never share a column (x_k's bits are 4 apart, t spans
// 4 bits), so those integer products are carry-less products as they are.
const (
	holes0 = 0x1111111111111111 // bits 0, 4, ..., 60
	holes1 = 0x2222222222222222 // bits 1, 5, ..., 61
	holes2 = 0x4444444444444444 // bits 2, 6, ..., 62
	holes3 = 0x8888888888888888 // bits 3, 7, ..., 63
)

// splitOperand is a key-side operand prepared for clmul64: the bit classes
// of its low 60 bits and its top 4 bits.
type splitOperand struct {
	c   [4]uint64
	top uint64
}

func split4(y uint64) splitOperand {
	low := y & (1<<60 - 1)
	return splitOperand{[4]uint64{low & holes0, low & holes1, low & holes2, low & holes3}, y >> 60}
}

// clmul64 returns the 128-bit carry-less product of x and the prepared y.
func clmul64(x uint64, y *splitOperand) (hi, lo uint64) {
	x0, x1, x2, x3 := x&holes0, x&holes1, x&holes2, x&holes3

	// Class k of the product gathers the pairs (i, j) with i+j ≡ k (mod 4);
	// the four classes are written out so that all sixteen products stay in
	// registers.
	h0, l0 := bits.Mul64(x0, y.c[0])
	h, l := bits.Mul64(x1, y.c[3])
	h0, l0 = h0^h, l0^l
	h, l = bits.Mul64(x2, y.c[2])
	h0, l0 = h0^h, l0^l
	h, l = bits.Mul64(x3, y.c[1])
	h0, l0 = h0^h, l0^l

	h1, l1 := bits.Mul64(x0, y.c[1])
	h, l = bits.Mul64(x1, y.c[0])
	h1, l1 = h1^h, l1^l
	h, l = bits.Mul64(x2, y.c[3])
	h1, l1 = h1^h, l1^l
	h, l = bits.Mul64(x3, y.c[2])
	h1, l1 = h1^h, l1^l

	h2, l2 := bits.Mul64(x0, y.c[2])
	h, l = bits.Mul64(x1, y.c[1])
	h2, l2 = h2^h, l2^l
	h, l = bits.Mul64(x2, y.c[0])
	h2, l2 = h2^h, l2^l
	h, l = bits.Mul64(x3, y.c[3])
	h2, l2 = h2^h, l2^l

	h3, l3 := bits.Mul64(x0, y.c[3])
	h, l = bits.Mul64(x1, y.c[2])
	h3, l3 = h3^h, l3^l
	h, l = bits.Mul64(x2, y.c[1])
	h3, l3 = h3^h, l3^l
	h, l = bits.Mul64(x3, y.c[0])
	h3, l3 = h3^h, l3^l

	// Position 64+q is in class k when q ≡ k (mod 4), as 64 ≡ 0.
	lo = l0&holes0 | l1&holes1 | l2&holes2 | l3&holes3
	hi = h0&holes0 | h1&holes1 | h2&holes2 | h3&holes3

	// x·t, t = the top 4 bits of y, then shifted up by 60.
	th, tl := bits.Mul64(x0, y.top)
	h, l = bits.Mul64(x1, y.top)
	th, tl = th^h, tl^l
	h, l = bits.Mul64(x2, y.top)
	th, tl = th^h, tl^l
	h, l = bits.Mul64(x3, y.top)
	th, tl = th^h, tl^l
	lo ^= tl << 60
	hi ^= tl>>4 | th<<60
	return hi, lo
}

// splitElement is a multiplier prepared for Karatsuba multiplication with
// holes: its high word, its low word and their XOR, each split.
type splitElement struct{ hi, lo, mid splitOperand }

func (s *splitElement) split(e element) {
	s.hi, s.lo, s.mid = split4(e.hi), split4(e.lo), split4(e.hi^e.lo)
}

// accumulator holds the three unreduced Karatsuba partial products of a
// sum of products; reduction is linear, so a batch shares one.
type accumulator struct {
	hiHi, hiLo   uint64 // Σ a.hi·b.hi
	loHi, loLo   uint64 // Σ a.lo·b.lo
	midHi, midLo uint64 // Σ (a.hi^a.lo)·(b.hi^b.lo)
}

func (acc *accumulator) mulAdd(ahi, alo uint64, b *splitElement) {
	h, l := clmul64(ahi, &b.hi)
	acc.hiHi ^= h
	acc.hiLo ^= l
	h, l = clmul64(alo, &b.lo)
	acc.loHi ^= h
	acc.loLo ^= l
	h, l = clmul64(ahi^alo, &b.mid)
	acc.midHi ^= h
	acc.midLo ^= l
}

// reduce folds the 256-bit reflected product x3:x2:x1:x0 modulo P.
func (acc *accumulator) reduce() element {
	midHi := acc.midHi ^ acc.hiHi ^ acc.loHi
	midLo := acc.midLo ^ acc.hiLo ^ acc.loLo
	x3 := acc.hiHi
	x2 := acc.hiLo ^ midHi
	x1 := acc.loHi ^ midLo
	x0 := acc.loLo

	// Two folds of the low 64 bits by 0xC2000000_00000000, i.e. by
	// x^63 + x^62 + x^57 as an integer: t = x0·c, swap halves, XOR.
	h, l := x0, x1
	t1, t0 := x0>>1^x0>>2^x0>>7, x0<<63^x0<<62^x0<<57
	h, l = h^t1, l^t0 // [x0:x1] ^ t
	t1, t0 = l>>1^l>>2^l>>7, l<<63^l<<62^l<<57
	h, l = l^t1, h^t0
	return element{x3 ^ h, x2 ^ l}
}

// baseBatch is how many blocks the Base tier multiplies per reduction.
const baseBatch = 4

// baseKeyWide holds H^baseBatch..H^1 (adjusted) split for multiplication
// with holes on 64-bit words. It is the Base tier's key (baseKey) where
// math/bits.Mul64 is one instruction (ghash_base_wide.go), and the
// reference for the narrow kernel (ghash_generic_narrow.go) elsewhere.
type baseKeyWide struct {
	pow [baseBatch]splitElement // pow[baseBatch-i] = H^i·x^-1
}

// updateBaseWide is the Base tier on 64-bit words: y = (y XOR b)·H for
// each 16-byte block b.
func updateBaseWide(k *baseKeyWide, y *[16]byte, blocks []byte) {
	e := loadElement(y)
	for len(blocks) >= baseBatch*BlockSize {
		var acc accumulator
		b := blocks[:baseBatch*BlockSize]
		acc.mulAdd(e.hi^binary.BigEndian.Uint64(b[0:]), e.lo^binary.BigEndian.Uint64(b[8:]), &k.pow[0])
		acc.mulAdd(binary.BigEndian.Uint64(b[16:]), binary.BigEndian.Uint64(b[24:]), &k.pow[1])
		acc.mulAdd(binary.BigEndian.Uint64(b[32:]), binary.BigEndian.Uint64(b[40:]), &k.pow[2])
		acc.mulAdd(binary.BigEndian.Uint64(b[48:]), binary.BigEndian.Uint64(b[56:]), &k.pow[3])
		e = acc.reduce()
		blocks = blocks[baseBatch*BlockSize:]
	}
	for len(blocks) >= BlockSize {
		var acc accumulator
		acc.mulAdd(e.hi^binary.BigEndian.Uint64(blocks[0:]), e.lo^binary.BigEndian.Uint64(blocks[8:]), &k.pow[baseBatch-1])
		e = acc.reduce()
		blocks = blocks[BlockSize:]
	}
	e.store(y)
}

// updateTwin is the Go twin of every assembly update kernel: it reads the
// shared power table only, one block and one multiplication by H at a time.
func updateTwin(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	h := loadElementLE(&pow[NumPowers-1])
	e := loadElement(y)
	for len(blocks) >= BlockSize {
		e.hi ^= binary.BigEndian.Uint64(blocks[0:])
		e.lo ^= binary.BigEndian.Uint64(blocks[8:])
		e = mulAdjusted(e, h)
		blocks = blocks[BlockSize:]
	}
	e.store(y)
}
