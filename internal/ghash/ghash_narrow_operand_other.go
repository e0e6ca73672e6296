// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !386

package ghash

// narrowOperand is a key-side 32-bit word split into its bit classes.
// narrowWord is uint32 on 32-bit ports, where uint64(a)·uint64(b) of
// uint32 values is one 32×32→64 multiply, and uint64 elsewhere (wasm),
// which saves zero-extensions there. Ports with more registers than 386
// keep these four classes: 386 (ghash_narrow_operand_386.go) multiplies
// 16-bit halves with the low-half multiply instead, avoiding spills and
// widening multiplies they do not have, with a key 6.75 times the size.
type narrowOperand [4]narrowWord

func splitNarrow(y uint32) narrowOperand {
	w := narrowWord(y)
	return narrowOperand{w & narrowHoles0, w & narrowHoles1, w & narrowHoles2, w & narrowHoles3}
}

func (o *narrowOperand) set(y uint32) { *o = splitNarrow(y) }

// narrowAccumulator holds the nine unreduced products of a sum of
// products; the Karatsuba recombination, like the reduction, is linear,
// so a batch shares one.
type narrowAccumulator [9]uint64

// reduce recombines the three 64×64 products, reduces the 256-bit sum
// and clears acc for the next batch.
func (acc *narrowAccumulator) reduce() element {
	var wide accumulator
	wide.hiHi, wide.hiLo = karatsuba64(acc[0], acc[1], acc[2])
	wide.loHi, wide.loLo = karatsuba64(acc[3], acc[4], acc[5])
	wide.midHi, wide.midLo = karatsuba64(acc[6], acc[7], acc[8])
	*acc = narrowAccumulator{}
	return wide.reduce()
}

// clmul32 returns the 64-bit carry-less product of x < 2^32 and the
// prepared y; mulAdd has its body written out.
func clmul32(x narrowWord, y *narrowOperand) uint64 {
	x0, x1, x2, x3 := uint64(x&narrowHoles0), uint64(x&narrowHoles1), uint64(x&narrowHoles2), uint64(x&narrowHoles3)
	y0, y1, y2, y3 := uint64(y[0]), uint64(y[1]), uint64(y[2]), uint64(y[3])
	// Class k of the product gathers the pairs (i, j) with i+j ≡ k (mod 4).
	z0 := x0*y0 ^ x1*y3 ^ x2*y2 ^ x3*y1
	z1 := x0*y1 ^ x1*y0 ^ x2*y3 ^ x3*y2
	z2 := x0*y2 ^ x1*y1 ^ x2*y0 ^ x3*y3
	z3 := x0*y3 ^ x1*y2 ^ x2*y1 ^ x3*y0
	return z0&holes0 | z1&holes1 | z2&holes2 | z3&holes3
}

// mulAdd adds the product of w3:w2:w1:w0 and b. The loop over the nine
// operands, rather than nine calls of clmul32, keeps the code inline.
func (acc *narrowAccumulator) mulAdd(w3, w2, w1, w0 uint32, b *narrowElement) {
	w := narrowWords(w3, w2, w1, w0)
	for i := range w {
		x := narrowWord(w[i])
		x0, x1, x2, x3 := uint64(x&narrowHoles0), uint64(x&narrowHoles1), uint64(x&narrowHoles2), uint64(x&narrowHoles3)
		y0, y1, y2, y3 := uint64(b[i][0]), uint64(b[i][1]), uint64(b[i][2]), uint64(b[i][3])
		z0 := x0*y0 ^ x1*y3 ^ x2*y2 ^ x3*y1
		z1 := x0*y1 ^ x1*y0 ^ x2*y3 ^ x3*y2
		z2 := x0*y2 ^ x1*y1 ^ x2*y0 ^ x3*y3
		z3 := x0*y3 ^ x1*y2 ^ x2*y1 ^ x3*y0
		acc[i] ^= z0&holes0 | z1&holes1 | z2&holes2 | z3&holes3
	}
}
