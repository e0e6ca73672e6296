// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

// Shared by the tier tests that compare field assembly with its Go twins
// (fe_amd64_test.go, fe_mulq_amd64_test.go, fe_arm64_test.go).

import (
	"math/rand/v2"
	"testing"
)

// twinTestIterations is the number of random inputs per function; edge
// inputs are added to the random ones below.
const twinTestIterations = 20000

// twinRandomLimbs fills l with a mix of random words and edge words (0,
// 1, all ones, and the modulus' own words) so carries ripple through every
// limb.
func twinRandomLimbs(r *rand.Rand, l, mod []uint64) {
	for i := range l {
		switch r.IntN(6) {
		case 0:
			l[i] = 0
		case 1:
			l[i] = ^uint64(0)
		case 2:
			l[i] = mod[i]
		case 3:
			l[i] = 1
		default:
			l[i] = r.Uint64()
		}
	}
}

// twinEdgeValues returns values below the n-word modulus m that stress
// carries and the final subtraction: 0, 1, 2, m − 1, m − 2, (m − 1)/2 and
// the largest value below m with all-ones low limbs.
func twinEdgeValues(mod []uint64) [][]uint64 {
	n := len(mod)
	word := func(w ...uint64) []uint64 { v := make([]uint64, n); copy(v, w); return v }
	sub := func(d uint64) []uint64 {
		v := make([]uint64, n)
		var b uint64
		for i := range v {
			s := mod[i] - b
			nb := uint64(0)
			if mod[i] < b {
				nb = 1
			}
			sub := uint64(0)
			if i == 0 {
				sub = d
			}
			if s < sub {
				nb = 1
			}
			v[i] = s - sub
			b = nb
		}
		return v
	}
	// All limbs but the top all ones, the top one below the modulus'.
	ones := make([]uint64, n)
	for i := range ones {
		ones[i] = ^uint64(0)
	}
	ones[n-1] = mod[n-1] - 1
	pm1 := sub(1)
	half := make([]uint64, n)
	for i := range half {
		half[i] = pm1[i] >> 1
		if i+1 < n {
			half[i] |= pm1[i+1] << 63
		}
	}
	return [][]uint64{word(), word(1), word(2), pm1, sub(2), half, ones}
}

// twinCarryValues returns twinEdgeValues and, without -short, every power
// of two, every single all-ones word and the all-ones words from the
// bottom up, each brought below m by reduce.
func twinCarryValues(mod []uint64, reduce func(v []uint64)) [][]uint64 {
	out := twinEdgeValues(mod)
	if testing.Short() {
		return out
	}
	n := len(mod)
	add := func(v []uint64) {
		reduce(v)
		out = append(out, v)
	}
	for b := 0; b < 64*n; b++ {
		v := make([]uint64, n)
		v[b/64] = 1 << (b % 64)
		add(v)
	}
	for i := 0; i < n; i++ {
		v := make([]uint64, n)
		v[i] = ^uint64(0)
		add(v)
		u := make([]uint64, n)
		for j := 0; j <= i; j++ {
			u[j] = ^uint64(0)
		}
		add(u)
	}
	return out
}

// montCase is one two-operand field kernel (a Montgomery multiplication,
// an addition, …) and its Go twin.
type montCase struct {
	name      string
	mod       []uint64
	reduce    func(x []uint64) // makes a random x < mod
	asm, twin func(z, x, y []uint64)
}

// fieldKernels are one tier's Montgomery and P-521 kernels (or its
// dispatching entry points), to be compared with the Go twins.
type fieldKernels struct {
	p256Mul, p256Scalar func(z, x, y *[4]uint64)
	p256Sqr             func(z, x *[4]uint64)
	p384Mul, p384Scalar func(z, x, y *[6]uint64)
	p384Sqr             func(z, x *[6]uint64)
	p521Mul, p521Scalar func(z, x, y *[9]uint64)
	p521Sqr             func(z, x *[9]uint64)
}

func montCases(k fieldKernels) []montCase {
	a4 := func(s []uint64) *[4]uint64 { return (*[4]uint64)(s) }
	a6 := func(s []uint64) *[6]uint64 { return (*[6]uint64)(s) }
	a9 := func(s []uint64) *[9]uint64 { return (*[9]uint64)(s) }
	return []montCase{
		{"p256ElementMul", p256ElementModulus[:],
			func(x []uint64) { p256ElementReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) },
			func(z, x, y []uint64) { k.p256Mul(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementMulGeneric(a4(z), a4(x), a4(y)) }},
		{"p256ElementSqr", p256ElementModulus[:],
			func(x []uint64) { p256ElementReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) },
			func(z, x, _ []uint64) { k.p256Sqr(a4(z), a4(x)) },
			func(z, x, _ []uint64) { p256ElementMulGeneric(a4(z), a4(x), a4(x)) }},
		{"p384ElementMul", p384ElementModulus[:],
			func(x []uint64) { p384ElementReduceOnce(a6(x), 0, x[0], x[1], x[2], x[3], x[4], x[5]) },
			func(z, x, y []uint64) { k.p384Mul(a6(z), a6(x), a6(y)) },
			func(z, x, y []uint64) { p384ElementMulGeneric(a6(z), a6(x), a6(y)) }},
		{"p384ElementSqr", p384ElementModulus[:],
			func(x []uint64) { p384ElementReduceOnce(a6(x), 0, x[0], x[1], x[2], x[3], x[4], x[5]) },
			func(z, x, _ []uint64) { k.p384Sqr(a6(z), a6(x)) },
			func(z, x, _ []uint64) { p384ElementMulGeneric(a6(z), a6(x), a6(x)) }},
		{"p256ScalarMul", p256ScalarModulus[:],
			func(x []uint64) { p256ScalarReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) },
			func(z, x, y []uint64) { k.p256Scalar(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ScalarMulGeneric(a4(z), a4(x), a4(y)) }},
		{"p384ScalarMul", p384ScalarModulus[:],
			func(x []uint64) { p384ScalarReduceOnce(a6(x), 0, x[0], x[1], x[2], x[3], x[4], x[5]) },
			func(z, x, y []uint64) { k.p384Scalar(a6(z), a6(x), a6(y)) },
			func(z, x, y []uint64) { p384ScalarMulGeneric(a6(z), a6(x), a6(y)) }},
		{"p521ScalarMul", p521ScalarModulus[:],
			func(x []uint64) {
				x[8] &= p521TopMask
				p521ScalarReduceOnce(a9(x), 0, x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8])
			},
			func(z, x, y []uint64) { k.p521Scalar(a9(z), a9(x), a9(y)) },
			func(z, x, y []uint64) { p521ScalarMulGeneric(a9(z), a9(x), a9(y)) }},
	}
}

func equalLimbs(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// testMontTwins compares each Montgomery kernel of k with its Go twin.
func testMontTwins(t *testing.T, k fieldKernels, seed uint64) { testTwins(t, montCases(k), seed) }

// testTwins compares each kernel with its Go twin on random reduced
// inputs, on every pair of edge values, and with the output aliasing an
// input.
func testTwins(t *testing.T, cases []montCase, seed uint64) {
	r := rand.New(rand.NewPCG(seed, seed+1))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := len(c.mod)
			check := func(x, y []uint64) {
				t.Helper()
				z1, z2 := make([]uint64, n), make([]uint64, n)
				c.asm(z1, x, y)
				c.twin(z2, x, y)
				if !equalLimbs(z1, z2) {
					t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
				}
				// z aliasing x, then y.
				a := append([]uint64(nil), x...)
				c.asm(a, a, y)
				if !equalLimbs(a, z2) {
					t.Fatalf("x=%x y=%x: asm with z = x %x, Go %x", x, y, a, z2)
				}
				b := append([]uint64(nil), y...)
				c.asm(b, x, b)
				c.twin(z2, x, y)
				if !equalLimbs(b, z2) {
					t.Fatalf("x=%x y=%x: asm with z = y %x, Go %x", x, y, b, z2)
				}
			}
			edges := twinCarryValues(c.mod, c.reduce)
			for _, x := range edges {
				for _, y := range edges {
					check(x, y)
				}
			}
			for i := 0; i < twinTestIterations; i++ {
				x, y := make([]uint64, n), make([]uint64, n)
				twinRandomLimbs(r, x, c.mod)
				twinRandomLimbs(r, y, c.mod)
				c.reduce(x)
				c.reduce(y)
				check(x, y)
			}
		})
	}
}

// testP521Twins compares k's P-521 product and square with p521MulGeneric
// and p521SquareGeneric on inputs up to 2^521 − 1 (p itself stands for 0),
// edge values included.
func testP521Twins(t *testing.T, k fieldKernels, seed uint64) {
	r := rand.New(rand.NewPCG(seed, seed+1))
	var all [9]uint64
	for i := range all {
		all[i] = ^uint64(0)
	}
	all[8] = p521TopMask
	check := func(x, y *[9]uint64) {
		t.Helper()
		var z1, z2 [9]uint64
		k.p521Mul(&z1, x, y)
		p521MulGeneric(&z2, x, y)
		if z1 != z2 {
			t.Fatalf("x=%x y=%x: asm %x, Go %x", *x, *y, z1, z2)
		}
		a := *x
		k.p521Mul(&a, &a, y)
		if a != z2 {
			t.Fatalf("x=%x y=%x: asm with z = x %x, Go %x", *x, *y, a, z2)
		}
		b := *y
		k.p521Mul(&b, x, &b)
		if b != z2 {
			t.Fatalf("x=%x y=%x: asm with z = y %x, Go %x", *x, *y, b, z2)
		}
		k.p521Sqr(&z1, x)
		p521SquareGeneric(&z2, x)
		if z1 != z2 {
			t.Fatalf("x=%x: asm square %x, Go %x", *x, z1, z2)
		}
		a = *x
		k.p521Sqr(&a, &a)
		if a != z2 {
			t.Fatalf("x=%x: asm square with z = x %x, Go %x", *x, a, z2)
		}
	}
	var edges [][9]uint64
	for _, e := range twinCarryValues(all[:], func(v []uint64) { v[8] &= p521TopMask }) {
		edges = append(edges, [9]uint64(e))
	}
	edges = append(edges, all) // p, an alias of 0
	for i := range edges {
		for j := range edges {
			check(&edges[i], &edges[j])
		}
	}
	for i := 0; i < twinTestIterations; i++ {
		var x, y [9]uint64
		twinRandomLimbs(r, x[:], all[:])
		twinRandomLimbs(r, y[:], all[:])
		x[8] &= p521TopMask
		y[8] &= p521TopMask
		check(&x, &y)
	}
}

// testDispatch calls a tier's dispatching entry points with its flag on
// and off and compares them with the Go twins.
func testDispatch(t *testing.T, flag *bool, k fieldKernels, seed uint64) {
	defer func(v bool) { *flag = v }(*flag)
	r := rand.New(rand.NewPCG(seed, seed+1))
	for _, on := range []bool{true, false} {
		*flag = on
		for i := 0; i < 1000; i++ {
			var x4, y4, z4, w4 [4]uint64
			twinRandomLimbs(r, x4[:], p256ElementModulus[:])
			twinRandomLimbs(r, y4[:], p256ElementModulus[:])
			p256ElementReduceOnce(&x4, 0, x4[0], x4[1], x4[2], x4[3])
			p256ElementReduceOnce(&y4, 0, y4[0], y4[1], y4[2], y4[3])
			k.p256Mul(&z4, &x4, &y4)
			p256ElementMulGeneric(&w4, &x4, &y4)
			if z4 != w4 {
				t.Fatalf("flag=%v: p256ElementMul %x, Go %x", on, z4, w4)
			}
			k.p256Sqr(&z4, &x4)
			p256ElementMulGeneric(&w4, &x4, &x4)
			if z4 != w4 {
				t.Fatalf("flag=%v: p256ElementSquare %x, Go %x", on, z4, w4)
			}
			p256ScalarReduceOnce(&x4, 0, x4[0], x4[1], x4[2], x4[3])
			p256ScalarReduceOnce(&y4, 0, y4[0], y4[1], y4[2], y4[3])
			k.p256Scalar(&z4, &x4, &y4)
			p256ScalarMulGeneric(&w4, &x4, &y4)
			if z4 != w4 {
				t.Fatalf("flag=%v: p256ScalarMul %x, Go %x", on, z4, w4)
			}

			var x6, y6, z6, w6 [6]uint64
			twinRandomLimbs(r, x6[:], p384ElementModulus[:])
			twinRandomLimbs(r, y6[:], p384ElementModulus[:])
			p384ElementReduceOnce(&x6, 0, x6[0], x6[1], x6[2], x6[3], x6[4], x6[5])
			p384ElementReduceOnce(&y6, 0, y6[0], y6[1], y6[2], y6[3], y6[4], y6[5])
			k.p384Mul(&z6, &x6, &y6)
			p384ElementMulGeneric(&w6, &x6, &y6)
			if z6 != w6 {
				t.Fatalf("flag=%v: p384ElementMul %x, Go %x", on, z6, w6)
			}
			k.p384Sqr(&z6, &x6)
			p384ElementMulGeneric(&w6, &x6, &x6)
			if z6 != w6 {
				t.Fatalf("flag=%v: p384ElementSquare %x, Go %x", on, z6, w6)
			}
			p384ScalarReduceOnce(&x6, 0, x6[0], x6[1], x6[2], x6[3], x6[4], x6[5])
			p384ScalarReduceOnce(&y6, 0, y6[0], y6[1], y6[2], y6[3], y6[4], y6[5])
			k.p384Scalar(&z6, &x6, &y6)
			p384ScalarMulGeneric(&w6, &x6, &y6)
			if z6 != w6 {
				t.Fatalf("flag=%v: p384ScalarMul %x, Go %x", on, z6, w6)
			}

			var x9, y9, z9, w9 [9]uint64
			twinRandomLimbs(r, x9[:], p521ScalarModulus[:])
			twinRandomLimbs(r, y9[:], p521ScalarModulus[:])
			x9[8] &= p521TopMask
			y9[8] &= p521TopMask
			k.p521Mul(&z9, &x9, &y9)
			p521MulGeneric(&w9, &x9, &y9)
			if z9 != w9 {
				t.Fatalf("flag=%v: p521Mul %x, Go %x", on, z9, w9)
			}
			k.p521Sqr(&z9, &x9)
			p521SquareGeneric(&w9, &x9)
			if z9 != w9 {
				t.Fatalf("flag=%v: p521Square %x, Go %x", on, z9, w9)
			}
			p521ScalarReduceOnce(&x9, 0, x9[0], x9[1], x9[2], x9[3], x9[4], x9[5], x9[6], x9[7], x9[8])
			p521ScalarReduceOnce(&y9, 0, y9[0], y9[1], y9[2], y9[3], y9[4], y9[5], y9[6], y9[7], y9[8])
			k.p521Scalar(&z9, &x9, &y9)
			p521ScalarMulGeneric(&w9, &x9, &y9)
			if z9 != w9 {
				t.Fatalf("flag=%v: p521ScalarMul %x, Go %x", on, z9, w9)
			}
		}
	}
}

// TestLookupAffineAsmAgainstGeneric compares the assembly table scans
// (SSE2 on amd64, NEON on arm64) with their Go twins under every tier
// whose table row selects them, on random tables, for every index 0..16
// and out-of-range ones (17 and a huge one, which select nothing).
func TestLookupAffineAsmAgainstGeneric(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		tier := activeTier()
		if !p256Kernels[tier].lookup || !p384Kernels[tier].lookup || !p521Kernels[tier].lookup {
			t.Skip("no assembly table scan on this tier")
		}
		compareLookupAffine(t, rand.New(rand.NewPCG(17, 18)), "asm", "Go",
			lookupAffineScans{p256LookupAffineAsm, p384LookupAffineAsm, p521LookupAffineAsm},
			lookupAffineScans{p256LookupAffineGeneric, p384LookupAffineGeneric, p521LookupAffineGeneric})
	})
}

// lookupAffineScans is one table scan per curve.
type lookupAffineScans struct {
	p256 func(*p256Affine, *[16]p256Affine, uint64)
	p384 func(*p384Affine, *[16]p384Affine, uint64)
	p521 func(*p521Affine, *[16]p521Affine, uint64)
}

// compareLookupAffine checks that the scans got and want (named gotName
// and wantName) select the same entries of random tables, for every index
// 0..16 and out-of-range ones (17 and a huge one, which select nothing).
func compareLookupAffine(t *testing.T, r *rand.Rand, gotName, wantName string, got, want lookupAffineScans) {
	t.Helper()
	fill := func(l []uint64) {
		for i := range l {
			l[i] = r.Uint64()
		}
	}
	for it := 0; it < 200; it++ {
		var t256 [16]p256Affine
		var t384 [16]p384Affine
		var t521 [16]p521Affine
		for j := 0; j < 16; j++ {
			fill(t256[j].x.l[:])
			fill(t256[j].y.l[:])
			fill(t384[j].x.l[:])
			fill(t384[j].y.l[:])
			fill(t521[j].x.l[:])
			fill(t521[j].y.l[:])
		}
		for _, idx := range []uint64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 1 << 40} {
			var a1, a2 p256Affine
			a1.x.l[0] = 1 // the output is overwritten, not merged
			got.p256(&a1, &t256, idx)
			want.p256(&a2, &t256, idx)
			if a1 != a2 {
				t.Fatalf("P-256 idx %d: %s %x, %s %x", idx, gotName, a1, wantName, a2)
			}
			// P-384 and P-521 repeat P-256's check on their own types.
			var b1, b2 p384Affine
			b1.y.l[5] = 1
			got.p384(&b1, &t384, idx)
			want.p384(&b2, &t384, idx)
			if b1 != b2 {
				t.Fatalf("P-384 idx %d: %s %x, %s %x", idx, gotName, b1, wantName, b2)
			}
			var c1, c2 p521Affine
			c1.y.l[8] = 1
			got.p521(&c1, &t521, idx)
			want.p521(&c2, &t521, idx)
			if c1 != c2 {
				t.Fatalf("P-521 idx %d: %s %x, %s %x", idx, gotName, c1, wantName, c2)
			}
		}
	}
}
