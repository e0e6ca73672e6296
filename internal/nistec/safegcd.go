// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import "math/bits"

// Constant-time modular inversion by the divstep algorithm of Bernstein and
// Yang ("Fast constant-time gcd computation and modular inversion", TCHES
// 2019, §§ 8–12), in the batched form with 62 divsteps per round on one
// machine word: each round computes a 2×2 transition matrix from the low
// bits of f and g, then applies it to the full f, g and to the Bézout
// coefficients d, e (mod m).
//
// The steps are the "half-delta" divsteps (δ starts at 1/2 instead of 1,
// kept doubled here as an odd integer), which need fewer iterations than
// the paper's ⌊(49d + 57)/17⌋: 590 for moduli below 2^256 (P-256), 1033 up
// to 2^448 − 2^224 − 1 (the proof's limit; used for P-384) and 1201 up to
// 2^521 − 1 (P-521), bounds machine-checked in Coq for every odd f and
// 0 ≤ g ≤ f up to those limits ("Bounds on
// divsteps iterations in safegcd": github.com/sipa/safegcd-bounds for 590,
// github.com/dfaranha/safegcd-bounds for 1033 and 1201). The number of
// rounds is fixed by that bound (P-256 10 rounds instead of 12, P-384 17
// instead of 18, P-521 20 instead of 25), so neither the loop count nor
// any branch or address depends on the input.
//
// Multi-word values are signed, in base 2^62: limbs 0..L−2 in [0, 2^62),
// the top limb a signed int64.

const (
	gcdLimbBits = 62
	gcdMask     = 1<<gcdLimbBits - 1
	gcdMaxLimbs = 10
)

type gcdNum [gcdMaxLimbs]int64

// safegcd holds the precomputed constants for one odd modulus.
type safegcd struct {
	m      gcdNum // the modulus in signed 62-bit limbs
	limbs  int    // L, enough for the modulus plus sign and headroom
	words  int    // 64-bit words of an element
	mInv   uint64 // m⁻¹ mod 2^62
	rounds int
}

// newSafegcd prepares inversion modulo the odd m (little-endian words).
func newSafegcd(m []uint64, bitLen int) *safegcd {
	s := &safegcd{words: len(m)}
	s.limbs = (bitLen+2)/gcdLimbBits + 1
	s.m = toGCD(m, s.limbs)
	// Newton's iteration for m⁻¹ mod 2^64: each step doubles the bits.
	inv := m[0]
	for i := 0; i < 6; i++ {
		inv *= 2 - m[0]*inv
	}
	s.mInv = inv & gcdMask
	divsteps := halfDeltaDivsteps(bitLen)
	s.rounds = (divsteps + gcdLimbBits - 1) / gcdLimbBits
	return s
}

// halfDeltaDivsteps returns the proven bound on the half-delta divsteps
// that bring g to zero for any odd f < 2^bitLen and 0 ≤ g ≤ f (see the
// top of the file). The 1033-step proof stops at 2^448 − 2^224 − 1, so it
// serves every f below 2^447; 2^521 − 1 is the largest f the 1201-step
// proof covers.
func halfDeltaDivsteps(bitLen int) int {
	switch {
	case bitLen <= 256:
		return 590
	case bitLen <= 447:
		return 1033
	case bitLen <= 521:
		return 1201
	}
	panic("nistec: no divsteps bound for this modulus size")
}

// toGCD converts little-endian 64-bit words (a non-negative value) to L
// limbs of 62 bits.
func toGCD(x []uint64, limbs int) gcdNum {
	var out gcdNum
	for i := 0; i < limbs; i++ {
		bit := i * gcdLimbBits
		w, b := bit/64, uint(bit%64)
		var v uint64
		if w < len(x) {
			v = x[w] >> b
			if b > 64-gcdLimbBits && w+1 < len(x) {
				v |= x[w+1] << (64 - b)
			}
		}
		out[i] = int64(v & gcdMask)
	}
	return out
}

// fromGCD converts a value in [0, 2^(64·len(out))) back to 64-bit words.
func fromGCD(out []uint64, x *gcdNum, limbs int) {
	for i := range out {
		out[i] = 0
	}
	for i := 0; i < limbs; i++ {
		bit := i * gcdLimbBits
		w, b := bit/64, uint(bit%64)
		v := uint64(x[i])
		if w < len(out) {
			out[w] |= v << b
		}
		if b > 64-gcdLimbBits && w+1 < len(out) {
			out[w+1] |= v >> (64 - b)
		}
	}
}

// divsteps62 performs 62 divsteps on the low words of f and g and returns
// the new δ and the transition matrix (u v; q r), scaled by 2^62:
// 2^62·(f', g') = (u·f + v·g, q·f + r·g). Branch-free: every step computes
// both cases and keeps one with masks.
func divsteps62(delta int64, f, g uint64) (int64, int64, int64, int64, int64) {
	u, v, q, r := int64(1), int64(0), int64(0), int64(1)
	for i := 0; i < gcdLimbBits; i++ {
		pos := (-delta) >> 63 // all ones when δ > 0
		odd := -int64(g & 1)  // all ones when g is odd
		// g odd: g ← g ± f, (q, r) ← (q ± u, r ± v), subtracting when δ > 0.
		x := (f ^ uint64(pos)) - uint64(pos)
		y := (u ^ pos) - pos
		z := (v ^ pos) - pos
		g += x & uint64(odd)
		q += y & odd
		r += z & odd
		// δ > 0 and g odd: the swap. f ← f + (g − f) = old g, and likewise
		// (u, v) ← old (q, r); δ ← 1 − δ, otherwise δ ← 1 + δ (delta holds
		// 2δ, so both add 2).
		swap := pos & odd
		delta = (delta ^ swap) - swap + 2
		f += g & uint64(swap)
		u += q & swap
		v += r & swap
		// g ← g/2 (exact), u, v doubled.
		g >>= 1
		u <<= 1
		v <<= 1
	}
	return delta, u, v, q, r
}

// i128 is a signed 128-bit accumulator.
type i128 struct {
	hi int64
	lo uint64
}

// mulAdd returns a + x·y for signed 64-bit x and y.
func (a i128) mulAdd(x, y int64) i128 {
	h, l := bits.Mul64(uint64(x), uint64(y))
	// Signed correction of the unsigned product's high word.
	h -= uint64(y) & uint64(x>>63)
	h -= uint64(x) & uint64(y>>63)
	lo, c := bits.Add64(a.lo, l, 0)
	return i128{a.hi + int64(h) + int64(c), lo}
}

// shr62 returns a >> 62 (arithmetic).
func (a i128) shr62() i128 {
	return i128{a.hi >> 62, a.lo>>62 | uint64(a.hi)<<2}
}

// updateFG sets (f, g) ← (u·f + v·g, q·f + r·g) / 2^62, exactly.
func (s *safegcd) updateFG(f, g *gcdNum, u, v, q, r int64) {
	var cf, cg i128
	cf = cf.mulAdd(u, f[0]).mulAdd(v, g[0]).shr62()
	cg = cg.mulAdd(q, f[0]).mulAdd(r, g[0]).shr62()
	for i := 1; i < s.limbs; i++ {
		cf = cf.mulAdd(u, f[i]).mulAdd(v, g[i])
		cg = cg.mulAdd(q, f[i]).mulAdd(r, g[i])
		f[i-1] = int64(cf.lo & gcdMask)
		g[i-1] = int64(cg.lo & gcdMask)
		cf, cg = cf.shr62(), cg.shr62()
	}
	f[s.limbs-1] = int64(cf.lo)
	g[s.limbs-1] = int64(cg.lo)
}

// updateDE sets (d, e) ← (u·d + v·e, q·d + r·e) / 2^62 mod m, adding the
// multiple of m that makes the division exact and keeps d, e in (−2m, m).
func (s *safegcd) updateDE(d, e *gcdNum, u, v, q, r int64) {
	L := s.limbs
	dSign := d[L-1] >> 63 // all ones when d < 0
	eSign := e[L-1] >> 63
	md := (u & dSign) + (v & eSign)
	me := (q & dSign) + (r & eSign)
	var cd, ce i128
	cd = cd.mulAdd(u, d[0]).mulAdd(v, e[0])
	ce = ce.mulAdd(q, d[0]).mulAdd(r, e[0])
	// Choose md, me so that the low 62 bits of cd + m·md vanish.
	md -= int64((s.mInv*cd.lo + uint64(md)) & gcdMask)
	me -= int64((s.mInv*ce.lo + uint64(me)) & gcdMask)
	cd = cd.mulAdd(s.m[0], md).shr62()
	ce = ce.mulAdd(s.m[0], me).shr62()
	for i := 1; i < L; i++ {
		cd = cd.mulAdd(u, d[i]).mulAdd(v, e[i]).mulAdd(s.m[i], md)
		ce = ce.mulAdd(q, d[i]).mulAdd(r, e[i]).mulAdd(s.m[i], me)
		d[i-1] = int64(cd.lo & gcdMask)
		e[i-1] = int64(ce.lo & gcdMask)
		cd, ce = cd.shr62(), ce.shr62()
	}
	d[L-1] = int64(cd.lo)
	e[L-1] = int64(ce.lo)
}

// condAddM adds m to x when mask is all ones, then renormalizes the limbs.
func (s *safegcd) condAddM(x *gcdNum, mask int64) {
	var c int64
	for i := 0; i < s.limbs-1; i++ {
		c += x[i] + s.m[i]&mask
		x[i] = c & gcdMask
		c >>= gcdLimbBits
	}
	x[s.limbs-1] += c + s.m[s.limbs-1]&mask
}

// condNeg negates x when mask is all ones, then renormalizes the limbs.
func (s *safegcd) condNeg(x *gcdNum, mask int64) {
	var c int64
	for i := 0; i < s.limbs-1; i++ {
		c += (x[i] ^ mask) - mask
		x[i] = c & gcdMask
		c >>= gcdLimbBits
	}
	x[s.limbs-1] = c + (x[s.limbs-1] ^ mask) - mask
}

// inverse sets out = x⁻¹ mod m, or 0 if x = 0, for x < m given as
// little-endian 64-bit words. Constant time.
func (s *safegcd) inverse(out, x []uint64) {
	f := s.m
	g := toGCD(x, s.limbs)
	var d, e gcdNum
	e[0] = 1
	delta := int64(1) // 2δ for δ = 1/2
	for i := 0; i < s.rounds; i++ {
		f0, g0 := uint64(f[0])|uint64(f[1])<<62, uint64(g[0])|uint64(g[1])<<62
		k := safegcdKernels[activeTier()]
		var d1, u, v, q, r int64
		if k.divsteps {
			d1, u, v, q, r = divsteps62Asm(delta, f0, g0)
		} else {
			d1, u, v, q, r = divsteps62(delta, f0, g0)
		}
		delta = d1
		if k.update {
			safegcdUpdateAsm(s, &f, &g, &d, &e, u, v, q, r)
		} else {
			s.updateFG(&f, &g, u, v, q, r)
			s.updateDE(&d, &e, u, v, q, r)
		}
	}
	// Now g = 0 and f = ±gcd = ±1 (or ±m when x = 0, with d = 0): the
	// inverse is sign(f)·d, brought from (−2m, m) into [0, m).
	L := s.limbs
	s.condAddM(&d, d[L-1]>>63)
	s.condNeg(&d, f[L-1]>>63)
	s.condAddM(&d, d[L-1]>>63)
	fromGCD(out, &d, L)
}

// divsteps62VarTime is divsteps62 for public inputs, with the same result:
// each run of even g is one count of trailing zeros (that many halvings),
// and an odd g takes a branch. It must only be given public values.
func divsteps62VarTime(delta int64, f, g uint64) (int64, int64, int64, int64, int64) {
	u, v, q, r := int64(1), int64(0), int64(0), int64(1)
	left := gcdLimbBits // divsteps still to do in this round
	for {
		// g even: g ← g/2, (u, v) ← 2·(u, v), δ ← 1 + δ, for each low zero
		// bit of g, but for no more than the steps left.
		z := uint(bits.TrailingZeros64(g|1<<(uint(left)&63))) & 63 // z ≤ left ≤ 62
		g >>= z
		u <<= z
		v <<= z
		delta += 2 * int64(z)
		left -= int(z)
		if left == 0 {
			return delta, u, v, q, r
		}
		// g odd: as in divsteps62 (with masks, since which case comes
		// next is a coin toss a branch predictor would lose), then the
		// halving that makes it one step.
		pos := (-delta) >> 63 // all ones when δ > 0
		g += (f ^ uint64(pos)) - uint64(pos)
		q += (u ^ pos) - pos
		r += (v ^ pos) - pos
		delta = (delta ^ pos) - pos + 2
		f += g & uint64(pos)
		u += q & pos
		v += r & pos
		g >>= 1
		u <<= 1
		v <<= 1
		left--
		if left == 0 {
			return delta, u, v, q, r
		}
	}
}

// inverseVarTime is inverse for a public x: the same divsteps, but each
// round's matrix comes from divsteps62VarTime and the rounds stop once g
// is zero (the proven bound still caps them).
func (s *safegcd) inverseVarTime(out, x []uint64) {
	f := s.m
	g := toGCD(x, s.limbs)
	var d, e gcdNum
	e[0] = 1
	delta := int64(1) // 2δ for δ = 1/2
	for i := 0; i < s.rounds; i++ {
		var u, v, q, r int64
		delta, u, v, q, r = divsteps62VarTime(delta, uint64(f[0])|uint64(f[1])<<62, uint64(g[0])|uint64(g[1])<<62)
		s.updateFG(&f, &g, u, v, q, r)
		s.updateDE(&d, &e, u, v, q, r)
		var nz int64
		for _, l := range g[:s.limbs] {
			nz |= l
		}
		if nz == 0 {
			break
		}
	}
	L := s.limbs
	if d[L-1] < 0 {
		s.condAddM(&d, -1)
	}
	if f[L-1] < 0 {
		s.condNeg(&d, -1)
	}
	if d[L-1] < 0 {
		s.condAddM(&d, -1)
	}
	fromGCD(out, &d, L)
}
