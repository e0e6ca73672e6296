// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (amd64 || arm64) && !purego

package nistec

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// The safegcd kernels of amd64 (safegcd_amd64.s) and arm64 (fe_arm64.s),
// through the port's divsteps62Asm and safegcdUpdateAsm, against the Go
// twins in safegcd.go. Every CPU of these ports runs the kernels, so the
// tests never skip.

// TestDivsteps62AsmAgainstGeneric compares the assembly divsteps with
// divsteps62 on random and edge inputs: g zero, all ones, f = g, the low
// words of the moduli and their neighbours, g with long runs of zeros (many
// halvings in a row) or of ones, δ at both signs and at the int64
// extremes but −2^63, and even δ, which safegcd never passes (its δ is odd;
// divsteps62 takes −2^63 as positive, as amd64 does, arm64 as negative). f is odd, as it always is in safegcd (the modulus,
// then each round's f): with an even f a step's halving of g ± f is
// inexact, which amd64's packed batches do not reproduce.
func TestDivsteps62AsmAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 44))
	check := func(delta int64, f, g uint64) {
		t.Helper()
		d1, u1, v1, q1, r1 := divsteps62Asm(delta, f, g)
		d2, u2, v2, q2, r2 := divsteps62(delta, f, g)
		if d1 != d2 || u1 != u2 || v1 != v2 || q1 != q2 || r1 != r2 {
			t.Fatalf("delta %d f %#x g %#x: asm %d %d %d %d %d, Go %d %d %d %d %d",
				delta, f, g, d1, u1, v1, q1, r1, d2, u2, v2, q2, r2)
		}
	}
	edges := []uint64{0, 1, 2, 3, 1<<63 - 1, 1 << 63, ^uint64(0), ^uint64(0) - 1, 0x5555555555555555,
		1 << 62, 1 << 61, 0xffffffff00000000, 0x00000000ffffffff}
	for _, s := range []*safegcd{p256ElementGCD, p384ElementGCD, p521ElementGCD, p256ScalarGCD, p384ScalarGCD, p521ScalarGCD} {
		m0 := uint64(s.m[0]) | uint64(s.m[1])<<62
		edges = append(edges, m0, m0-1, m0+1, -m0)
	}
	deltas := []int64{1, -1, 3, -3, 123, -125, 1<<62 + 1, -1<<63 + 1, 1<<63 - 1, 0, 2, -2, 2*62 + 1, -2*62 - 1}
	for _, d := range deltas {
		for _, f := range edges {
			for _, g := range edges {
				check(d, f|1, g)
			}
			check(d, f|1, f|1)
		}
	}
	for i := 0; i < 20000; i++ {
		d := int64(r.IntN(1200)) - 600 | 1
		f, g := r.Uint64()|1, r.Uint64()
		check(d, f, g)
		check(d, f, g&^(1<<r.IntN(64)-1)) // a long run of zeros at the bottom
		check(d, f, g|(1<<r.IntN(64)-1))  // a long run of ones
		check(d, f, g<<r.IntN(64)|1<<63)  // a run of zeros below the top bit
		check(r.Int64()|1, r.Uint64()|1, r.Uint64())
		check(r.Int64(), r.Uint64()|1, r.Uint64())
	}
}

// TestSafegcdUpdateAsmAgainstGeneric compares the assembly updateFG +
// updateDE with the Go ones for every modulus's limb count: along real
// inversions (each round's state and matrix) of edge values (0, 1, 2,
// m − 1, m − 2, powers of two and their neighbours) and random ones, and
// on random limbs with random and extreme matrices (entries ±2^62,
// 2^62 − 1, 0, which bound what divsteps62 returns).
func TestSafegcdUpdateAsmAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(51, 52))
	mods := []*big.Int{p256P, p384P, p521P, p256N, p384N, p521N}
	for j, s := range []*safegcd{p256ElementGCD, p384ElementGCD, p521ElementGCD, p256ScalarGCD, p384ScalarGCD, p521ScalarGCD} {
		L := s.limbs
		check := func(f, g, d, e gcdNum, u, v, q, rr int64) (gcdNum, gcdNum, gcdNum, gcdNum) {
			t.Helper()
			f1, g1, d1, e1 := f, g, d, e
			safegcdUpdateAsm(s, &f1, &g1, &d1, &e1, u, v, q, rr)
			s.updateFG(&f, &g, u, v, q, rr)
			s.updateDE(&d, &e, u, v, q, rr)
			if f1 != f || g1 != g || d1 != d || e1 != e {
				t.Fatalf("%d limbs, matrix %d %d %d %d: asm %x %x %x %x, Go %x %x %x %x", L, u, v, q, rr, f1, g1, d1, e1, f, g, d, e)
			}
			return f, g, d, e
		}
		for _, x := range testValues(mods[j], r, 50) {
			f := s.m
			g := toGCD(bigToWords(x, s.words), L)
			var d, e gcdNum
			e[0] = 1
			delta := int64(1)
			for i := 0; i < s.rounds; i++ {
				var u, v, q, rr int64
				delta, u, v, q, rr = divsteps62(delta, uint64(f[0])|uint64(f[1])<<62, uint64(g[0])|uint64(g[1])<<62)
				f, g, d, e = check(f, g, d, e, u, v, q, rr)
			}
		}
		extremes := []int64{1 << 62, -1 << 62, 1<<62 - 1, -(1<<62 - 1), 0, 1, -1}
		for it := 0; it < 2000; it++ {
			var f, g, d, e gcdNum
			for i := 0; i < L; i++ {
				f[i] = int64(r.Uint64() & gcdMask)
				g[i] = int64(r.Uint64() & gcdMask)
				d[i] = int64(r.Uint64() & gcdMask)
				e[i] = int64(r.Uint64() & gcdMask)
			}
			f[L-1] = int64(r.Uint64()) >> 20
			g[L-1] = int64(r.Uint64()) >> 20
			d[L-1] = int64(r.Uint64()) >> 50
			e[L-1] = int64(r.Uint64()) >> 50
			// Matrix entries in [−2^62, 2^62], as divsteps62 returns.
			u, v := int64(r.Uint64())>>1, int64(r.Uint64())>>1
			q, rr := int64(r.Uint64())>>1, int64(r.Uint64())>>1
			if it%8 == 0 {
				u, v = extremes[r.IntN(len(extremes))], extremes[r.IntN(len(extremes))]
				q, rr = extremes[r.IntN(len(extremes))], extremes[r.IntN(len(extremes))]
			}
			check(f, g, d, e, u, v, q, rr)
		}
	}
}
