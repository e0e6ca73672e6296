// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

// The word helpers of Modulus.reduce's constant-time long division, in Go
// on every tier. They are constant-time in the values of their operands;
// lengths are public.

import "math/bits"

// subMulVVW sets z = z - x*y (mod 2^(W·n)) and returns the borrow word b,
// so that z_in - x*y = z_out - b·2^(W·n). len(z) == len(x); no overlap.
func subMulVVW(z, x []uint, y uint) uint {
	var c uint
	x = x[:len(z)]
	for i := range z {
		hi, lo := bits.Mul(x[i], y)
		var cc uint
		lo, cc = bits.Add(lo, c, 0)
		hi += cc // hi ≤ 2^W-2, no overflow
		var b uint
		z[i], b = bits.Sub(z[i], lo, 0)
		c = hi + b
	}
	return c
}

// reciprocalWord returns v = ⌊(2^(2W)−1)/d⌋ − 2^W for a normalized d (top
// bit set), in constant time: a restoring bit-by-bit division of
// (2^W−1−d, 2^W−1) by d, instead of the DIV instruction, whose latency
// depends on its operands on many CPUs.
func reciprocalWord(d uint) uint {
	r := ^uint(0) - d // < d because d ≥ 2^(W-1)
	lo := ^uint(0)
	var q uint
	for i := bits.UintSize - 1; i >= 0; i-- {
		top := r >> (bits.UintSize - 1)
		r = r<<1 | (lo>>uint(i))&1
		rd, b := bits.Sub(r, d, 0)
		take := top | (b ^ 1) // (top, r) ≥ d: either the shifted-out bit or no borrow
		mask := -take
		r = rd&mask | r&^mask
		q |= take << uint(i)
	}
	return q
}

// div2by1 returns q = ⌊(u1·2^W + u0)/d⌋ and the remainder, for a
// normalized d with reciprocal v = reciprocalWord(d) and u1 < d.
// Möller and Granlund, "Improved division by invariant integers" (2011),
// Algorithm 4, with the two corrections applied by mask.
func div2by1(u1, u0, d, v uint) (q, r uint) {
	qh, ql := bits.Mul(v, u1)
	var c uint
	ql, c = bits.Add(ql, u0, 0)
	qh, _ = bits.Add(qh, u1, c)
	qh++
	r = u0 - qh*d
	// r > ql means the estimate was one too large: step back.
	_, b := bits.Sub(ql, r, 0)
	mask := -b
	qh += mask // qh - 1 when mask is all-ones
	r += d & mask
	// Rarely r is still ≥ d: step forward.
	_, b = bits.Sub(r, d, 0)
	ge := b ^ 1
	qh += ge
	r -= d & -ge
	return qh, r
}
