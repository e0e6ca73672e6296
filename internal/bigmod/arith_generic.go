// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

// Portable word kernels. These are the Go twins of the assembly kernels in
// arith_<GOARCH>.s: every assembly kernel must agree with its twin bit for
// bit on every input that satisfies the contract below, and the tests
// compare them at every length. They are also what -tags purego and the
// architectures without assembly run.
//
// Common contract for every kernel:
//   - Limbs are uint, least significant first (64-bit on 64-bit targets,
//     32-bit on 386/arm). Lengths are public; no kernel branches on, or
//     indexes memory by, a limb's value.
//   - All slices passed to one call have the same length n = len(z) ≥ 1
//     (montMul/montSqr: n = len(m)). Callers guarantee this; the kernels
//     may panic on a mismatch (they do not return garbage silently).
//   - The kernels allocate nothing for n ≤ maxStackLimbs.

import "math/bits"

// maxStackLimbs is the largest modulus, in limbs, whose Montgomery scratch
// space lives on the stack: 8192 bits, the largest RSA modulus we accept.
// Larger moduli still work, with a heap allocation per call.
const maxStackLimbs = 8192 / bits.UintSize

// addVVGeneric sets z = x + y and returns the carry out (0 or 1).
// len(z) == len(x) == len(y). z may alias x and/or y exactly (same first
// element); partial overlap is not allowed.
func addVVGeneric(z, x, y []uint) uint {
	var c uint
	x, y = x[:len(z)], y[:len(z)]
	for i := range z {
		z[i], c = bits.Add(x[i], y[i], c)
	}
	return c
}

// subVVGeneric sets z = x - y and returns the borrow out (0 or 1): it is
// like addVVGeneric with bits.Sub, under the same length and aliasing rules.
func subVVGeneric(z, x, y []uint) uint {
	var b uint
	x, y = x[:len(z)], y[:len(z)]
	for i := range z {
		z[i], b = bits.Sub(x[i], y[i], b)
	}
	return b
}

// addMulVVWGeneric sets z = z + x*y and returns the carry word, so that
// (carry, z) = z + x*y as an (n+1)-limb number. len(z) == len(x); z and x
// must not overlap unless identical (then z = z + z*y).
//
// The loop is unrolled four limbs at a time (the length, not any value,
// decides how many limbs the tail handles): squaring and Montgomery
// reduction spend nearly all their time here.
func addMulVVWGeneric(z, x []uint, y uint) uint {
	var c uint
	x = x[:len(z)]
	i := 0
	for ; i+4 <= len(z); i += 4 {
		zz, xx := z[i:i+4:i+4], x[i:i+4:i+4] // one bounds check per block
		zz[0], c = mulAddWWW(xx[0], y, zz[0], c)
		zz[1], c = mulAddWWW(xx[1], y, zz[1], c)
		zz[2], c = mulAddWWW(xx[2], y, zz[2], c)
		zz[3], c = mulAddWWW(xx[3], y, zz[3], c)
	}
	for ; i < len(z); i++ {
		z[i], c = mulAddWWW(x[i], y, z[i], c)
	}
	return c
}

// mulAddWWW returns x*y + a + c as (lo, hi). It cannot overflow two words:
// (2^W-1)^2 + 2(2^W-1) = 2^(2W) - 1.
func mulAddWWW(x, y, a, c uint) (lo, hi uint) {
	hi, lo = bits.Mul(x, y)
	var cc uint
	lo, cc = bits.Add(lo, a, 0)
	hi += cc // hi ≤ 2^W-2 here, so no overflow
	lo, cc = bits.Add(lo, c, 0)
	hi += cc
	return lo, hi
}

// montMulGeneric sets z = x*y*R⁻¹ mod m, where R = 2^(W·n), n = len(m).
//
//   - m is odd and m[n-1] may be anything (m need not fill its top limb).
//   - x, y < m (fully reduced); the output is fully reduced too: z < m.
//   - m0inv = -m[0]⁻¹ mod 2^W.
//   - len(z) == len(x) == len(y) == len(m).
//   - z may alias x and/or y exactly; z must not overlap m.
//
// It is the coarsely integrated operand scanning (CIOS) method, Koç, Acar
// and Kaliski, "Analyzing and Comparing Montgomery Multiplication
// Algorithms" (1996): for each limb of y, one pass adds x*y[i] and q*m and
// shifts down one limb. The running value stays below 2m, so a single
// final subtraction, applied by mask, reduces it.
func montMulGeneric(z, x, y, m []uint, m0inv uint) {
	n := len(m)
	var stack [maxStackLimbs + 1]uint
	var t []uint
	if n <= maxStackLimbs {
		t = stack[:n+1]
	} else {
		t = make([]uint, n+1)
	}
	x, y, z = x[:n], y[:n], z[:n]

	for i := 0; i < n; i++ {
		yi := y[i]
		// Limb 0: a = t[0] + x[0]*yi; q makes a + q*m[0] ≡ 0 mod 2^W.
		h1, a := bits.Mul(x[0], yi)
		var c uint
		a, c = bits.Add(a, t[0], 0)
		h1 += c
		q := a * m0inv
		h2, b := bits.Mul(m[0], q)
		_, c = bits.Add(b, a, 0) // the low word is 0 by the choice of q
		h2 += c
		for j := 1; j < n; j++ {
			hx, lx := bits.Mul(x[j], yi)
			lx, c = bits.Add(lx, t[j], 0)
			hx += c
			lx, c = bits.Add(lx, h1, 0)
			hx += c
			h1 = hx

			hm, lm := bits.Mul(m[j], q)
			lm, c = bits.Add(lm, lx, 0)
			hm += c
			lm, c = bits.Add(lm, h2, 0)
			hm += c
			h2 = hm
			t[j-1] = lm
		}
		// Top: t[n-1], t[n] = h1 + h2 + t[n]; t[n] ≤ 1 throughout.
		s, c1 := bits.Add(h1, h2, 0)
		s, c2 := bits.Add(s, t[n], 0)
		t[n-1] = s
		t[n] = c1 + c2
	}
	finalSub(z, t[:n], t[n], m)
}

// finalSub sets z = t - m if (hi, t) ≥ m, else z = t, in constant time.
// It requires (hi, t) < 2m and hi ≤ 1. z may alias t.
func finalSub(z, t []uint, hi uint, m []uint) {
	n := len(m)
	var b uint
	t, z = t[:n], z[:n]
	// First pass: only the borrow of t - m, so z may alias t.
	for i := 0; i < n; i++ {
		_, b = bits.Sub(t[i], m[i], b)
	}
	// Subtract when hi = 1 (value ≥ 2^(W·n) > m) or when t - m did not
	// borrow. keep is all-ones when we keep t.
	keep := -(b &^ hi) // b, hi ∈ {0,1}: keep t iff borrow and no high bit
	mm := ^keep        // all-ones when we subtract m
	b = 0
	for i := 0; i < n; i++ {
		z[i], b = bits.Sub(t[i], m[i]&mm, b)
	}
}

// montSqrGeneric sets z = x*x*R⁻¹ mod m, with the same contract as
// montMulGeneric (z may alias x exactly). It computes the full square
// first, using x[i]*x[j] = x[j]*x[i] to do about half the multiplications,
// and then performs a separate Montgomery reduction of the 2n-limb square.
func montSqrGeneric(z, x, m []uint, m0inv uint) {
	n := len(m)
	// Go zeroes a stack array in full, so moduli of up to 32 limbs (the
	// CRT halves of RSA keys up to 4096 bits on 64-bit targets) get a
	// small scratch array instead of the 8192-bit one.
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
	x, z = x[:n], z[:n]

	// Off-diagonal products: t = Σ_{i<j} x[i]*x[j]*2^(W(i+j)).
	for i := 0; i < n-1; i++ {
		t[n+i] = addMulVVWGeneric(t[2*i+1:n+i], x[i+1:], x[i])
	}
	doubleAddSquares(t[:2*n], x)
	montReduce(z, t[:2*n], m, m0inv)
}

// doubleAddSquares sets t = 2t + Σ x[i]²·2^(2Wi), for the 2n-limb sum of
// the off-diagonal products of a square (the squaring kernels share it).
func doubleAddSquares(t, x []uint) {
	t = t[:2*len(x)]
	var shiftIn, c uint
	for i := range x {
		hi, lo := bits.Mul(x[i], x[i])
		t0, t1 := t[2*i], t[2*i+1]
		d0 := t0<<1 | shiftIn
		d1 := t1<<1 | t0>>(bits.UintSize-1)
		shiftIn = t1 >> (bits.UintSize - 1)
		t[2*i], c = bits.Add(d0, lo, c)
		t[2*i+1], c = bits.Add(d1, hi, c)
	}
	// shiftIn and c are both 0 here: the square is < 2^(2Wn).
}

// montReduce sets z = t*R⁻¹ mod m for a 2n-limb t < m*R, destroying t.
// z must not overlap t's upper half unless it is exactly t[n:] (it never is
// in this file). z may be any n-limb slice otherwise.
func montReduce(z, t, m []uint, m0inv uint) {
	n := len(m)
	t = t[:2*n]
	var carry uint
	for i := 0; i < n; i++ {
		q := t[i] * m0inv
		c := addMulVVWGeneric(t[i:i+n], m, q)
		t[i+n], carry = bits.Add(t[i+n], c, carry)
	}
	// (carry, t[n:]) = (t + Q*m)/R < (m*R + R*m)/R = 2m.
	finalSub(z, t[n:], carry, m)
}

// tableLookupGeneric sets z[0:n] = entry idx of tab, a table of size
// entries of n limbs, reading every entry and keeping one by mask, so that
// neither branches nor addresses depend on idx: the constant-time lookup
// of a fixed-window exponentiation, the Go twin of tableLookupAsm.
func tableLookupGeneric(z, tab []uint, n, size int, idx uint) {
	z = z[:n]
	clear(z)
	for i := 0; i < size; i++ {
		d := uint(i) ^ idx
		mask := ((d | -d) >> (bits.UintSize - 1)) - 1 // all-ones iff d == 0
		row := tab[i*n : i*n+n]
		for j := range z {
			z[j] |= row[j] & mask
		}
	}
}
