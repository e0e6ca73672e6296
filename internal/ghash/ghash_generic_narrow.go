// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import "encoding/binary"

// Multiplication with holes on 32-bit words, for ports whose widest
// multiply is 32×32→64 bits (ghash_base_narrow.go selects it). A 32-bit
// operand is split into the four classes of bits ≡ k (mod 4), 8 bits each;
// in the integer product of two classes every column holds at most 8
// partial products, which fits the 4-bit gap before the next position of
// the same class, so the class's bits of the product are the carry-less
// product's (as in clmul64, without its top-bit correction: here no class
// has 16 bits). The 128×128-bit product is two levels of Karatsuba, nine
// 32×32 products, and is reduced as the 64-bit kernel's (accumulator.reduce).
// How a key-side word is laid out, the kernel (mulAdd) that reads it and
// the accumulator it adds to are per port: ghash_narrow_operand_other.go
// multiplies as above, ghash_narrow_operand_386.go makes each 32×32
// product a third Karatsuba level.
const (
	narrowHoles0 = 0x11111111
	narrowHoles1 = 0x22222222
	narrowHoles2 = 0x44444444
	narrowHoles3 = 0x88888888
)

// narrowWords returns the nine 32-bit operands of the two-level
// Karatsuba product of w3:w2:w1:w0: for its high 64 bits w3:w2, its low
// w1:w0 and their XOR m1:m0, the two words and their XOR.
func narrowWords(w3, w2, w1, w0 uint32) [9]uint32 {
	m1, m0 := w3^w1, w2^w0
	return [9]uint32{w3, w2, w3 ^ w2, w1, w0, w1 ^ w0, m1, m0, m1 ^ m0}
}

// narrowElement is a multiplier's nine operands (narrowWords), split.
type narrowElement [9]narrowOperand

func (s *narrowElement) split(e element) {
	w := narrowWords(uint32(e.hi>>32), uint32(e.hi), uint32(e.lo>>32), uint32(e.lo))
	for i := range w {
		s[i].set(w[i])
	}
}

// karatsuba64 returns the 128-bit product from a1·b1, a0·b0 and
// (a1^a0)·(b1^b0).
func karatsuba64(p1, p0, pm uint64) (hi, lo uint64) {
	mid := pm ^ p1 ^ p0
	return p1 ^ mid>>32, p0 ^ mid<<32
}

// mulAdjustedNarrow is mulAdjustedWide on 32-bit words.
func mulAdjustedNarrow(a, b element) element {
	var s narrowElement
	s.split(b)
	var acc narrowAccumulator
	acc.mulAdd(uint32(a.hi>>32), uint32(a.hi), uint32(a.lo>>32), uint32(a.lo), &s)
	return acc.reduce()
}

// baseKeyNarrow holds H^baseBatch..H^1 (adjusted) split for the narrow
// multiplication.
type baseKeyNarrow struct {
	pow [baseBatch]narrowElement // pow[baseBatch-i] = H^i·x^-1
}

// updateBaseNarrow is the Base tier on 32-bit words: y = (y XOR b)·H for
// each 16-byte block b.
func updateBaseNarrow(k *baseKeyNarrow, y *[16]byte, blocks []byte) {
	e := loadElement(y)
	var acc narrowAccumulator // reduce readies it for the next batch
	for len(blocks) >= baseBatch*BlockSize {
		b := blocks[:baseBatch*BlockSize]
		acc.mulAdd(uint32(e.hi>>32)^binary.BigEndian.Uint32(b[0:]), uint32(e.hi)^binary.BigEndian.Uint32(b[4:]),
			uint32(e.lo>>32)^binary.BigEndian.Uint32(b[8:]), uint32(e.lo)^binary.BigEndian.Uint32(b[12:]), &k.pow[0])
		acc.mulAdd(binary.BigEndian.Uint32(b[16:]), binary.BigEndian.Uint32(b[20:]),
			binary.BigEndian.Uint32(b[24:]), binary.BigEndian.Uint32(b[28:]), &k.pow[1])
		acc.mulAdd(binary.BigEndian.Uint32(b[32:]), binary.BigEndian.Uint32(b[36:]),
			binary.BigEndian.Uint32(b[40:]), binary.BigEndian.Uint32(b[44:]), &k.pow[2])
		acc.mulAdd(binary.BigEndian.Uint32(b[48:]), binary.BigEndian.Uint32(b[52:]),
			binary.BigEndian.Uint32(b[56:]), binary.BigEndian.Uint32(b[60:]), &k.pow[3])
		e = acc.reduce()
		blocks = blocks[baseBatch*BlockSize:]
	}
	for len(blocks) >= BlockSize {
		acc.mulAdd(uint32(e.hi>>32)^binary.BigEndian.Uint32(blocks[0:]), uint32(e.hi)^binary.BigEndian.Uint32(blocks[4:]),
			uint32(e.lo>>32)^binary.BigEndian.Uint32(blocks[8:]), uint32(e.lo)^binary.BigEndian.Uint32(blocks[12:]), &k.pow[baseBatch-1])
		e = acc.reduce()
		blocks = blocks[BlockSize:]
	}
	e.store(y)
}
