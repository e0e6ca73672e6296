// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

// narrowOperand is a key-side 32-bit word split into its bit classes in
// the order mulAdd reads them: entry 4k+i is the class (k-i) mod 4, the
// multiplier of the data word's class i in class k of the product. Each
// entry is read once per product, so the compiler loads it next to its
// multiply; with the four classes alone, each loaded once and used four
// times, they stay live across all sixteen multiplies and spill in 386's
// seven registers, along with the partial products.
type narrowOperand [16]uint32

func splitNarrow(y uint32) narrowOperand {
	c0, c1, c2, c3 := y&narrowHoles0, y&narrowHoles1, y&narrowHoles2, y&narrowHoles3
	return narrowOperand{
		c0, c3, c2, c1,
		c1, c0, c3, c2,
		c2, c1, c0, c3,
		c3, c2, c1, c0,
	}
}

// clmul32 returns the 64-bit carry-less product of x < 2^32 and the
// prepared y; mulAdd has its body written out.
func clmul32(x narrowWord, y *narrowOperand) uint64 {
	x0, x1, x2, x3 := uint64(x&narrowHoles0), uint64(x&narrowHoles1), uint64(x&narrowHoles2), uint64(x&narrowHoles3)
	// Class k of the product gathers the pairs (i, j) with i+j ≡ k (mod 4).
	z0 := x0*uint64(y[0]) ^ x1*uint64(y[1]) ^ x2*uint64(y[2]) ^ x3*uint64(y[3])
	z1 := x0*uint64(y[4]) ^ x1*uint64(y[5]) ^ x2*uint64(y[6]) ^ x3*uint64(y[7])
	z2 := x0*uint64(y[8]) ^ x1*uint64(y[9]) ^ x2*uint64(y[10]) ^ x3*uint64(y[11])
	z3 := x0*uint64(y[12]) ^ x1*uint64(y[13]) ^ x2*uint64(y[14]) ^ x3*uint64(y[15])
	return z0&holes0 | z1&holes1 | z2&holes2 | z3&holes3
}

// mulAdd adds the product of w3:w2:w1:w0 and b. The loop over the nine
// operands, rather than nine calls of clmul32, keeps the code inline.
func (acc *narrowAccumulator) mulAdd(w3, w2, w1, w0 uint32, b *narrowElement) {
	w := narrowWords(w3, w2, w1, w0)
	for i := range w {
		x := w[i]
		x0, x1, x2, x3 := uint64(x&narrowHoles0), uint64(x&narrowHoles1), uint64(x&narrowHoles2), uint64(x&narrowHoles3)
		y := &b[i]
		z0 := x0*uint64(y[0]) ^ x1*uint64(y[1]) ^ x2*uint64(y[2]) ^ x3*uint64(y[3])
		z1 := x0*uint64(y[4]) ^ x1*uint64(y[5]) ^ x2*uint64(y[6]) ^ x3*uint64(y[7])
		z2 := x0*uint64(y[8]) ^ x1*uint64(y[9]) ^ x2*uint64(y[10]) ^ x3*uint64(y[11])
		z3 := x0*uint64(y[12]) ^ x1*uint64(y[13]) ^ x2*uint64(y[14]) ^ x3*uint64(y[15])
		acc[i] ^= z0&holes0 | z1&holes1 | z2&holes2 | z3&holes3
	}
}
