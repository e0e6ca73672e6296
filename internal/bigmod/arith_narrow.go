// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

// Base's kernels for targets whose multiply is narrower than the generic
// twins assume (arith.go picks them by GOARCH and bits.UintSize):
//
//   - Halves (wasm): 64-bit limbs split into 32-bit halves, each limb
//     product four 32×32→64-bit multiplications in uint64 arithmetic, where
//     every partial sum fits in 64 bits; no emulated bits.Mul64 or
//     bits.Add64 carry in the inner loops. Montgomery multiplication is
//     two such rows per limb of y (x·y[i], then q·m, Gueron's word-by-word
//     algorithm, eprint 2011/239 Algorithm 4), squaring is the half-size
//     triangle of cross products, doubled, plus the diagonal, then the
//     same reduction rows.
//   - Narrow (32-bit ports): CIOS Montgomery multiplication on 32-bit limbs
//     with each step x[j]·y[i] + t[j] + carry in one uint64, which the
//     compiler keeps in a register pair (MULL, ADDL/ADCL on 386): fewer
//     live values than bits.Mul32 and bits.Add32 chains in eight registers.
//
// Both index with unsafe.Add after checking every length once on entry, as
// crypto/internal/fips140/bigmod's nat_wasm.go does: the bounds checks of
// the inner loops cost as much as the arithmetic under wasm. Both are
// constant-time: loops run on lengths only and the final subtraction is
// by mask; the tests compare them with the generic twins at every length.

import (
	"math/bits"
	"unsafe"
)

// at returns &p[i] without a bounds check; the caller has checked that i
// is within the slice p points into.
func at(p *uint, i int) *uint {
	return (*uint)(unsafe.Add(unsafe.Pointer(p), uintptr(i)*_S))
}

// addMulVVWHalves is addMulVVWGeneric for 64-bit limbs on 32-bit halves.
func addMulVVWHalves(z, x []uint, y uint) uint {
	n := len(z)
	if n == 0 {
		return 0
	}
	x = x[:n]
	return addMulHalves(&z[0], &x[0], n, y)
}

// addMulHalves sets z[0:n] += x[0:n]·y and returns the carry limb. With
// a = a1·2³² + a0 for every operand, each line of a step is at most
// (2³²−1)² + 2·(2³²−1) = 2⁶⁴ − 1: a 32×32-bit product plus two 32-bit
// terms never overflows a uint64. Four limbs per iteration (one step
// unrolled four times; the length alone decides the tail), as
// addMulVVWGeneric.
func addMulHalves(z, x *uint, n int, y uint) uint {
	const mask32 = 1<<32 - 1
	y0, y1 := uint64(y)&mask32, uint64(y)>>32
	var c, xi, zi, x0, x1, w00, w01, w10 uint64
	i := 0
	for ; i+4 <= n; i += 4 {
		xi, zi = uint64(*at(x, i)), uint64(*at(z, i))
		x0, x1 = xi&mask32, xi>>32
		w00 = x0*y0 + zi&mask32 + c&mask32 // the low column: x0·y0 + z0 + c0
		w01 = x0*y1 + zi>>32 + w00>>32     // x0·y1 + z1 + the low column's carry
		w10 = x1*y0 + c>>32 + w01&mask32   // x1·y0 + c1 completes the high half
		c = x1*y1 + w10>>32 + w01>>32      // the new carry limb
		*at(z, i) = uint(w10<<32 | w00&mask32)
		xi, zi = uint64(*at(x, i+1)), uint64(*at(z, i+1))
		x0, x1 = xi&mask32, xi>>32
		w00 = x0*y0 + zi&mask32 + c&mask32
		w01 = x0*y1 + zi>>32 + w00>>32
		w10 = x1*y0 + c>>32 + w01&mask32
		c = x1*y1 + w10>>32 + w01>>32
		*at(z, i+1) = uint(w10<<32 | w00&mask32)
		xi, zi = uint64(*at(x, i+2)), uint64(*at(z, i+2))
		x0, x1 = xi&mask32, xi>>32
		w00 = x0*y0 + zi&mask32 + c&mask32
		w01 = x0*y1 + zi>>32 + w00>>32
		w10 = x1*y0 + c>>32 + w01&mask32
		c = x1*y1 + w10>>32 + w01>>32
		*at(z, i+2) = uint(w10<<32 | w00&mask32)
		xi, zi = uint64(*at(x, i+3)), uint64(*at(z, i+3))
		x0, x1 = xi&mask32, xi>>32
		w00 = x0*y0 + zi&mask32 + c&mask32
		w01 = x0*y1 + zi>>32 + w00>>32
		w10 = x1*y0 + c>>32 + w01&mask32
		c = x1*y1 + w10>>32 + w01>>32
		*at(z, i+3) = uint(w10<<32 | w00&mask32)
	}
	for ; i < n; i++ {
		xi, zi = uint64(*at(x, i)), uint64(*at(z, i))
		x0, x1 = xi&mask32, xi>>32
		w00 = x0*y0 + zi&mask32 + c&mask32
		w01 = x0*y1 + zi>>32 + w00>>32
		w10 = x1*y0 + c>>32 + w01&mask32
		c = x1*y1 + w10>>32 + w01>>32
		*at(z, i) = uint(w10<<32 | w00&mask32)
	}
	return uint(c)
}

// montMulHalves is montMulGeneric for 64-bit limbs on 32-bit halves.
func montMulHalves(z, x, y, m []uint, m0inv uint) {
	n := len(m)
	x, y, z = x[:n], y[:n], z[:n]
	// The running value lives in T[i:n+i+1] during row i: a window that
	// moves up instead of a shift, so T needs 2n limbs (zeroed by Go).
	var T []uint
	switch {
	case n <= 32:
		var small [2 * 32]uint
		T = small[:2*n]
	case n <= maxStackLimbs:
		var large [2 * maxStackLimbs]uint
		T = large[:2*n]
	default:
		T = make([]uint, 2*n)
	}
	var c uint
	for i := 0; i < n; i++ {
		c1 := addMulHalves(&T[i], &x[0], n, y[i])
		q := T[i] * m0inv // T[i] + q·m[0] ≡ 0 mod 2⁶⁴
		c2 := addMulHalves(&T[i], &m[0], n, q)
		T[n+i], c = bits.Add(c1, c2, c) // c: the bit above the window, ≤ 1
	}
	finalSub(z, T[n:], c, m) // T[n:] + c·R < 2m, as in montMulGeneric
}

// montSqrHalves is montSqrGeneric for 64-bit limbs on 32-bit halves.
func montSqrHalves(z, x, m []uint, m0inv uint) {
	n := len(m)
	x, z = x[:n], z[:n]
	// Scratch as in montSqrGeneric, written out again: a helper returning
	// a slice of its own array would move the array to the heap.
	var t []uint
	switch {
	case n <= 32:
		var small [2*32 + 1]uint
		t = small[:2*n+1]
	case n <= maxStackLimbs:
		var large [2*maxStackLimbs + 1]uint
		t = large[:2*n+1]
	default:
		t = make([]uint, 2*n+1)
	}
	// Off-diagonal products: t = Σ_{i<j} x[i]·x[j]·2^(W(i+j)).
	for i := 0; i < n-1; i++ {
		t[n+i] = addMulHalves(&t[2*i+1], &x[i+1], n-1-i, x[i])
	}
	doubleAddSquares(t[:2*n], x)
	// Montgomery reduction of the 2n-limb square, one row per limb.
	var carry uint
	for i := 0; i < n; i++ {
		q := t[i] * m0inv
		cc := addMulHalves(&t[i], &m[0], n, q)
		t[i+n], carry = bits.Add(t[i+n], cc, carry)
	}
	finalSub(z, t[n:2*n], carry, m) // < 2m, as in montReduce
}

// montMulNarrow is montMulGeneric for 32-bit limbs (it needs
// bits.UintSize == 32: a limb product must fit in a uint64 with two more
// limbs added).
func montMulNarrow(z, x, y, m []uint, m0inv uint) {
	n := len(m)
	x, y, z = x[:n], y[:n], z[:n]
	var t []uint
	if n <= maxStackLimbs {
		var stack [maxStackLimbs + 1]uint
		t = stack[:n+1]
	} else {
		t = make([]uint, n+1)
	}
	tp, xp, mp := &t[0], &x[0], &m[0]
	var top uint64 // t[n], at most 1
	for i := 0; i < n; i++ {
		yi := uint64(y[i])
		// Limb 0: a = t[0] + x[0]·y[i]; q makes a + q·m[0] ≡ 0 mod 2³².
		a := uint64(*xp)*yi + uint64(*tp)
		q := uint64(uint(a) * m0inv)
		b := uint64(*mp)*q + uint64(uint(a)) // low limb 0 by the choice of q
		c1, c2 := a>>32, b>>32
		for j := 1; j < n; j++ {
			a = uint64(*at(xp, j))*yi + uint64(*at(tp, j)) + c1 // < 2⁶⁴, as in addMulHalves
			b = uint64(*at(mp, j))*q + uint64(uint(a)) + c2
			c1, c2 = a>>32, b>>32
			*at(tp, j-1) = uint(b) // the shift down one limb, folded in
		}
		s := c1 + c2 + top // < 2³³
		*at(tp, n-1) = uint(s)
		top = s >> 32
	}
	finalSub(z, t[:n], uint(top), m)
}
