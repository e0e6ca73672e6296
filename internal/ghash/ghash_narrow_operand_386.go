// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

// On 386 each of the nine 32×32 products is one more Karatsuba level:
// three 16×16 products, multiplied with holes of period 3 with the
// two-operand IMULL. IMULL keeps the low 32 bits of a product and pins no
// registers; the widening MULL of the other ports pins EDX:EAX, its 64-bit
// partial products spill in 386's seven registers, and it takes the
// multiplier for two of IMULL's cycles. A 16-bit operand has three classes
// of bits ≡ k (mod 3), at most 6 bits each: in the integer product of two
// classes every column holds at most 6 partial products, which fits the
// 2-bit gap before the next position of the same class, and the 31-bit
// product fits in 32 bits (carries past bit 31 are dropped, and no bit of
// the product is there). 27 products of 9 IMULLs replace 9 of 16 MULLs.
const (
	leafHoles0 = 0x9249 // bits ≡ 0 (mod 3) of a 16-bit operand
	leafHoles1 = 0x2492
	leafHoles2 = 0x4924

	leafProd0 = 0x49249249 // bits ≡ 0 (mod 3) of a 32-bit product
	leafProd1 = 0x92492492
	leafProd2 = 0x24924924
)

// leafOperand is a key-side 16-bit word split into its bit classes in
// the order mulAdd reads them: entry 3k+i is the class (k-i) mod 3, the
// multiplier of the data word's class i in class k of the product. Each
// entry is read once per product, so the compiler loads it next to its
// multiply; with the three classes alone, each used three times, they
// would stay live and spill, along with the data's.
type leafOperand [9]uint32

// set splits y into o. Stored entry by entry: the compiler zeroes and
// copies a returned array, with slow STOSL and MOVSL sequences on 386.
func (o *leafOperand) set(y uint32) {
	c0, c1, c2 := y&leafHoles0, y&leafHoles1, y&leafHoles2
	o[0], o[1], o[2] = c0, c2, c1
	o[3], o[4], o[5] = c1, c0, c2
	o[6], o[7], o[8] = c2, c1, c0
}

// narrowOperand is a key-side 32-bit word as the operands of its
// Karatsuba level: its high and low 16 bits and their XOR.
type narrowOperand [3]leafOperand

func (o *narrowOperand) set(y uint32) {
	h, l := y>>16, y&0xffff
	o[0].set(h)
	o[1].set(l)
	o[2].set(h ^ l)
}

func splitNarrow(y uint32) (o narrowOperand) {
	o.set(y)
	return o
}

// narrowAccumulator holds, for the high, low and middle 16×16 products of
// each of the nine 32×32 products, the three sums of class products
// before they are masked to their classes: the masking, the Karatsuba
// recombination and the reduction are linear, so they run once on a
// batch's sums. For the same reason reduce does not clear the sums: the
// reduction of a batch's products is that of the running sums XOR that
// of the sums before the batch (prev).
type narrowAccumulator struct {
	sums [9][3][3]uint32
	prev element

	// reduce's scratch, here so that it is not zeroed for every batch
	p    [9]uint64
	wide accumulator

	// Padding over 512 bytes: the compiler zeroes a larger variable
	// with REP STOSL, a smaller one with a much slower STOSL sequence.
	_ [14]uint32
}

// leafProduct returns the 16×16 product whose class sums are z.
func leafProduct(z *[3]uint32) uint64 {
	return uint64(z[0]&leafProd0 | z[1]&leafProd1 | z[2]&leafProd2)
}

// reduce recombines the products of the batch since the last reduce and
// reduces their 256-bit sum.
func (acc *narrowAccumulator) reduce() element {
	p := &acc.p
	for i := range acc.sums {
		a := &acc.sums[i]
		h, l, m := leafProduct(&a[0]), leafProduct(&a[1]), leafProduct(&a[2])
		p[i] = h<<32 ^ (m^h^l)<<16 ^ l
	}
	w := &acc.wide
	w.hiHi, w.hiLo = karatsuba64(p[0], p[1], p[2])
	w.loHi, w.loLo = karatsuba64(p[3], p[4], p[5])
	w.midHi, w.midLo = karatsuba64(p[6], p[7], p[8])
	r := w.reduce()
	e := element{r.hi ^ acc.prev.hi, r.lo ^ acc.prev.lo}
	acc.prev = r
	return e
}

// leafMul returns the 31-bit carry-less product of x < 2^16 and the word
// y is split from; mulAdd has its body written out.
func leafMul(x uint32, y *leafOperand) uint32 {
	x0, x1, x2 := x&leafHoles0, x&leafHoles1, x&leafHoles2
	// Class k of the product gathers the pairs (i, j) with i+j ≡ k (mod 3).
	z := [3]uint32{
		x0*y[0] ^ x1*y[1] ^ x2*y[2],
		x0*y[3] ^ x1*y[4] ^ x2*y[5],
		x0*y[6] ^ x1*y[7] ^ x2*y[8],
	}
	return uint32(leafProduct(&z))
}

// clmul32 returns the 64-bit carry-less product of x < 2^32 and the
// prepared y.
func clmul32(x narrowWord, y *narrowOperand) uint64 {
	xh, xl := x>>16, x&0xffff
	h, l, m := uint64(leafMul(xh, &y[0])), uint64(leafMul(xl, &y[1])), uint64(leafMul(xh^xl, &y[2]))
	return h<<32 ^ (m^h^l)<<16 ^ l
}

// mulAdd adds the product of w3:w2:w1:w0 and b: for each of the nine
// operands of narrowWords, the products of its high and low halves and of
// their XOR. Written out, the code is straight-line, with the key's and
// the accumulator's offsets constant; a loop spends registers on indexes.
func (acc *narrowAccumulator) mulAdd(w3, w2, w1, w0 uint32, b *narrowElement) {
	m1, m0 := w3^w1, w2^w0
	var h, l, x0, x1, x2, z0, z1, z2 uint32
	var a *[3]uint32
	var y *leafOperand
	h, l = w3>>16, w3&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[0][0], &b[0][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[0][1], &b[0][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[0][2], &b[0][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = w2>>16, w2&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[1][0], &b[1][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[1][1], &b[1][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[1][2], &b[1][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = (w3^w2)>>16, (w3^w2)&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[2][0], &b[2][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[2][1], &b[2][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[2][2], &b[2][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = w1>>16, w1&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[3][0], &b[3][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[3][1], &b[3][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[3][2], &b[3][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = w0>>16, w0&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[4][0], &b[4][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[4][1], &b[4][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[4][2], &b[4][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = (w1^w0)>>16, (w1^w0)&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[5][0], &b[5][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[5][1], &b[5][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[5][2], &b[5][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = m1>>16, m1&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[6][0], &b[6][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[6][1], &b[6][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[6][2], &b[6][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = m0>>16, m0&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[7][0], &b[7][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[7][1], &b[7][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[7][2], &b[7][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2

	h, l = (m1^m0)>>16, (m1^m0)&0xffff
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[8][0], &b[8][0]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	x0, x1, x2 = l&leafHoles0, l&leafHoles1, l&leafHoles2
	a, y = &acc.sums[8][1], &b[8][1]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
	h ^= l
	x0, x1, x2 = h&leafHoles0, h&leafHoles1, h&leafHoles2
	a, y = &acc.sums[8][2], &b[8][2]
	z0, z1, z2 = x0*y[0]^x1*y[1]^x2*y[2], x0*y[3]^x1*y[4]^x2*y[5], x0*y[6]^x1*y[7]^x2*y[8]
	a[0] ^= z0
	a[1] ^= z1
	a[2] ^= z2
}
