// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package nistec

import (
	"math/rand/v2"
	"testing"
)

// randomLimbs fills l with a mix of random words and edge words (0, all
// ones, and the modulus' own words) so carries ripple through every limb.
func randomLimbs(r *rand.Rand, l []uint64, mod []uint64) {
	for i := range l {
		switch r.IntN(5) {
		case 0:
			l[i] = 0
		case 1:
			l[i] = ^uint64(0)
		case 2:
			l[i] = mod[i]
		default:
			l[i] = r.Uint64()
		}
	}
}

// TestADXAgainstGeneric compares every assembly multiplication with its Go
// twin on reduced inputs (Montgomery fields: below m; P-521: below 2^521,
// including 2^521 − 1).
func TestADXAgainstGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	r := rand.New(rand.NewPCG(11, 12))
	const iterations = 20000
	t.Run("p256Element", func(t *testing.T) {
		for i := 0; i < iterations; i++ {
			var x, y, z1, z2 [4]uint64
			randomLimbs(r, x[:], p256ElementModulus[:])
			randomLimbs(r, y[:], p256ElementModulus[:])
			p256ElementReduceOnce(&x, 0, x[0], x[1], x[2], x[3])
			p256ElementReduceOnce(&y, 0, y[0], y[1], y[2], y[3])
			p256ElementMulADX(&z1, &x, &y)
			p256ElementMulGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
			}
			p256ElementSqrADX(&z1, &x)
			p256ElementMulGeneric(&z2, &x, &x)
			if z1 != z2 {
				t.Fatalf("x=%x: asm square %x, Go %x", x, z1, z2)
			}
			p256ElementAddAsm(&z1, &x, &y)
			p256ElementAddGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm add %x, Go %x", x, y, z1, z2)
			}
			p256ElementSubAsm(&z1, &x, &y)
			p256ElementSubGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm sub %x, Go %x", x, y, z1, z2)
			}
		}
	})
	t.Run("p384Element", func(t *testing.T) {
		for i := 0; i < iterations; i++ {
			var x, y, z1, z2 [6]uint64
			randomLimbs(r, x[:], p384ElementModulus[:])
			randomLimbs(r, y[:], p384ElementModulus[:])
			p384ElementReduceOnce(&x, 0, x[0], x[1], x[2], x[3], x[4], x[5])
			p384ElementReduceOnce(&y, 0, y[0], y[1], y[2], y[3], y[4], y[5])
			p384ElementMulADX(&z1, &x, &y)
			p384ElementMulGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
			}
			p384ElementSqrADX(&z1, &x)
			p384ElementMulGeneric(&z2, &x, &x)
			if z1 != z2 {
				t.Fatalf("x=%x: asm square %x, Go %x", x, z1, z2)
			}
			p384ElementAddAsm(&z1, &x, &y)
			p384ElementAddGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm add %x, Go %x", x, y, z1, z2)
			}
			p384ElementSubAsm(&z1, &x, &y)
			p384ElementSubGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm sub %x, Go %x", x, y, z1, z2)
			}
		}
	})
	t.Run("P256Scalar", func(t *testing.T) {
		for i := 0; i < iterations; i++ {
			var x, y, z1, z2 [4]uint64
			randomLimbs(r, x[:], p256ScalarModulus[:])
			randomLimbs(r, y[:], p256ScalarModulus[:])
			p256ScalarReduceOnce(&x, 0, x[0], x[1], x[2], x[3])
			p256ScalarReduceOnce(&y, 0, y[0], y[1], y[2], y[3])
			p256ScalarMulADX(&z1, &x, &y)
			P256ScalarMulGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
			}
		}
	})
	t.Run("P384Scalar", func(t *testing.T) {
		for i := 0; i < iterations; i++ {
			var x, y, z1, z2 [6]uint64
			randomLimbs(r, x[:], p384ScalarModulus[:])
			randomLimbs(r, y[:], p384ScalarModulus[:])
			p384ScalarReduceOnce(&x, 0, x[0], x[1], x[2], x[3], x[4], x[5])
			p384ScalarReduceOnce(&y, 0, y[0], y[1], y[2], y[3], y[4], y[5])
			p384ScalarMulADX(&z1, &x, &y)
			P384ScalarMulGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
			}
		}
	})
	t.Run("P521Scalar", func(t *testing.T) {
		for i := 0; i < iterations; i++ {
			var x, y, z1, z2 [9]uint64
			randomLimbs(r, x[:], p521ScalarModulus[:])
			randomLimbs(r, y[:], p521ScalarModulus[:])
			x[8] &= 0x1ff
			y[8] &= 0x1ff
			p521ScalarReduceOnce(&x, 0, x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8])
			p521ScalarReduceOnce(&y, 0, y[0], y[1], y[2], y[3], y[4], y[5], y[6], y[7], y[8])
			p521ScalarMulADX(&z1, &x, &y)
			P521ScalarMulGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
			}
			// Aliased output.
			z1 = x
			p521ScalarMulADX(&z1, &z1, &y)
			if z1 != z2 {
				t.Fatalf("aliased: asm %x, Go %x", z1, z2)
			}
		}
	})
	t.Run("p521", func(t *testing.T) {
		var all [9]uint64
		for i := range all {
			all[i] = ^uint64(0)
		}
		all[8] = p521TopMask
		for i := 0; i < iterations; i++ {
			var x, y, z1, z2, z3 [9]uint64
			randomLimbs(r, x[:], all[:])
			randomLimbs(r, y[:], all[:])
			x[8] &= p521TopMask
			y[8] &= p521TopMask
			p521MulADX(&z1, &x, &y)
			p521MulGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
			}
			p521SqrADX(&z1, &x)
			p521SquareGeneric(&z3, &x)
			if z1 != z3 {
				t.Fatalf("x=%x: asm square %x, Go %x", x, z1, z3)
			}
			p521AddAsm(&z1, &x, &y)
			p521AddFold(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm add %x, Go %x", x, y, z1, z2)
			}
			p521SubAsm(&z1, &x, &y)
			p521SubGeneric(&z2, &x, &y)
			if z1 != z2 {
				t.Fatalf("x=%x y=%x: asm sub %x, Go %x", x, y, z1, z2)
			}
		}
	})
}

// TestLookupAffineAgainstGeneric compares the SSE2 table scans with their
// Go twins on random tables, for every index 0..16 (and out-of-range 17).
func TestLookupAffineAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
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
		for idx := uint64(0); idx <= 17; idx++ {
			var a1, a2 p256Affine
			p256LookupAffineSSE2(&a1, &t256, idx)
			p256LookupAffineGeneric(&a2, &t256, idx)
			if a1 != a2 {
				t.Fatalf("P-256 idx %d: asm %x, Go %x", idx, a1, a2)
			}
			var b1, b2 p384Affine
			p384LookupAffineSSE2(&b1, &t384, idx)
			p384LookupAffineGeneric(&b2, &t384, idx)
			if b1 != b2 {
				t.Fatalf("P-384 idx %d: asm %x, Go %x", idx, b1, b2)
			}
			var c1, c2 p521Affine
			p521LookupAffineSSE2(&c1, &t521, idx)
			p521LookupAffineGeneric(&c2, &t521, idx)
			if c1 != c2 {
				t.Fatalf("P-521 idx %d: asm %x, Go %x", idx, c1, c2)
			}
		}
	}
}

// edgeValues returns values below the modulus m (n words) that stress
// carries and the final subtraction: 0, 1, 2, m−1, m−2, (m−1)/2, every
// power of two below m, every value with a single all-ones word, and the
// all-ones words from the bottom up, all reduced below m.
func edgeValues(m []uint64, reduce func(v []uint64)) [][]uint64 {
	n := len(m)
	var out [][]uint64
	add := func(v []uint64) {
		w := append([]uint64(nil), v...)
		reduce(w)
		out = append(out, w)
	}
	small := func(c uint64) []uint64 {
		v := make([]uint64, n)
		v[0] = c
		return v
	}
	add(small(0))
	add(small(1))
	add(small(2))
	pm1 := append([]uint64(nil), m...)
	pm1[0]-- // m is odd: no borrow
	add(pm1)
	pm2 := append([]uint64(nil), pm1...)
	pm2[0]--
	add(pm2)
	half := make([]uint64, n)
	for i := range half {
		half[i] = pm1[i] >> 1
		if i+1 < n {
			half[i] |= pm1[i+1] << 63
		}
	}
	add(half)
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

// TestADXEdgeValues compares the field multiplications and squarings with
// their Go twins on every pair of edge values.
func TestADXEdgeValues(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	t.Run("p256Element", func(t *testing.T) {
		vs := edgeValues(p256ElementModulus[:], func(v []uint64) {
			x := (*[4]uint64)(v)
			p256ElementReduceOnce(x, 0, x[0], x[1], x[2], x[3])
		})
		for _, a := range vs {
			x := (*[4]uint64)(a)
			var z1, z2 [4]uint64
			p256ElementSqrADX(&z1, x)
			p256ElementMulGeneric(&z2, x, x)
			if z1 != z2 {
				t.Fatalf("x=%x: asm square %x, Go %x", *x, z1, z2)
			}
			for _, b := range vs {
				y := (*[4]uint64)(b)
				p256ElementMulADX(&z1, x, y)
				p256ElementMulGeneric(&z2, x, y)
				if z1 != z2 {
					t.Fatalf("x=%x y=%x: asm %x, Go %x", *x, *y, z1, z2)
				}
			}
		}
	})
	t.Run("p384Element", func(t *testing.T) {
		vs := edgeValues(p384ElementModulus[:], func(v []uint64) {
			x := (*[6]uint64)(v)
			p384ElementReduceOnce(x, 0, x[0], x[1], x[2], x[3], x[4], x[5])
		})
		for _, a := range vs {
			x := (*[6]uint64)(a)
			var z1, z2 [6]uint64
			p384ElementSqrADX(&z1, x)
			p384ElementMulGeneric(&z2, x, x)
			if z1 != z2 {
				t.Fatalf("x=%x: asm square %x, Go %x", *x, z1, z2)
			}
			for _, b := range vs {
				y := (*[6]uint64)(b)
				p384ElementMulADX(&z1, x, y)
				p384ElementMulGeneric(&z2, x, y)
				if z1 != z2 {
					t.Fatalf("x=%x y=%x: asm %x, Go %x", *x, *y, z1, z2)
				}
			}
		}
	})
	t.Run("p521", func(t *testing.T) {
		var all [9]uint64
		for i := range all {
			all[i] = ^uint64(0)
		}
		all[8] = p521TopMask
		// Below 2^521, including p = 2^521 − 1 itself (a valid input).
		vs := edgeValues(all[:], func(v []uint64) { v[8] &= p521TopMask })
		vs = append(vs, all[:])
		for _, a := range vs {
			x := (*[9]uint64)(a)
			var z1, z2 [9]uint64
			p521SqrADX(&z1, x)
			p521SquareGeneric(&z2, x)
			if z1 != z2 {
				t.Fatalf("x=%x: asm square %x, Go %x", *x, z1, z2)
			}
			for _, b := range vs {
				y := (*[9]uint64)(b)
				p521MulADX(&z1, x, y)
				p521MulGeneric(&z2, x, y)
				if z1 != z2 {
					t.Fatalf("x=%x y=%x: asm %x, Go %x", *x, *y, z1, z2)
				}
				p521AddAsm(&z1, x, y)
				p521AddFold(&z2, x, y)
				if z1 != z2 {
					t.Fatalf("x=%x y=%x: asm add %x, Go %x", *x, *y, z1, z2)
				}
				p521SubAsm(&z1, x, y)
				p521SubGeneric(&z2, x, y)
				if z1 != z2 {
					t.Fatalf("x=%x y=%x: asm sub %x, Go %x", *x, *y, z1, z2)
				}
			}
		}
	})
}

// TestJacobianDoubleADX compares the assembly doublings with the Go
// double (its twin) on random reduced coordinates (the formula needs no
// point on the curve to be checked bit for bit), edge coordinates (0, 1,
// p − 1, Z = 0 for the point at infinity), in place and out of place, with
// the Go field code of both tiers; unreduced all-ones words are compared
// with the ADX-tier Go double, which runs the same field assembly.
func TestJacobianDoubleADX(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	defer func(v bool) { useADX = v }(useADX)
	r := rand.New(rand.NewPCG(21, 22))
	const iterations = 5000
	t.Run("P256", func(t *testing.T) {
		m := p256ElementModulus[:]
		pm1 := [4]uint64{m[0] - 1, m[1], m[2], m[3]}
		edges := [][4]uint64{{}, {1}, pm1, {^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}}
		for i := 0; i < iterations+len(edges)*len(edges)*len(edges); i++ {
			var in p256Jacobian
			reduced := true
			if k := i - iterations; k >= 0 {
				in.x.l, in.y.l, in.z.l = edges[k%4], edges[k/4%4], edges[k/16]
				reduced = k%4 != 3 && k/4%4 != 3 && k/16 != 3
			} else {
				for _, e := range []*p256Element{&in.x, &in.y, &in.z} {
					randomLimbs(r, e.l[:], m)
					p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
				}
			}
			var got, want, alias p256Jacobian
			p256JacobianDoubleADX(&got, &in)
			alias = in
			p256JacobianDoubleADX(&alias, &alias)
			useADX = true
			want.doubleGeneric(&in)
			if got != want || alias != want {
				t.Fatalf("in=%x: asm %x (in place %x), Go %x", in, got, alias, want)
			}
			if reduced {
				useADX = false
				want.doubleGeneric(&in)
				useADX = true
				if got != want {
					t.Fatalf("in=%x: asm %x, Base Go %x", in, got, want)
				}
			}
		}
	})
	t.Run("P384", func(t *testing.T) {
		m := p384ElementModulus[:]
		ones := ^uint64(0)
		pm1 := [6]uint64{m[0] - 1, m[1], m[2], m[3], m[4], m[5]}
		edges := [][6]uint64{{}, {1}, pm1, {ones, ones, ones, ones, ones, ones}}
		for i := 0; i < iterations+len(edges)*len(edges)*len(edges); i++ {
			var in p384Jacobian
			reduced := true
			if k := i - iterations; k >= 0 {
				in.x.l, in.y.l, in.z.l = edges[k%4], edges[k/4%4], edges[k/16]
				reduced = k%4 != 3 && k/4%4 != 3 && k/16 != 3
			} else {
				for _, e := range []*p384Element{&in.x, &in.y, &in.z} {
					randomLimbs(r, e.l[:], m)
					p384ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3], e.l[4], e.l[5])
				}
			}
			var got, want, alias p384Jacobian
			p384JacobianDoubleADX(&got, &in)
			alias = in
			p384JacobianDoubleADX(&alias, &alias)
			useADX = true
			want.doubleGeneric(&in)
			if got != want || alias != want {
				t.Fatalf("in=%x: asm %x (in place %x), Go %x", in, got, alias, want)
			}
			if reduced {
				useADX = false
				want.doubleGeneric(&in)
				useADX = true
				if got != want {
					t.Fatalf("in=%x: asm %x, Base Go %x", in, got, want)
				}
			}
		}
	})
}

// TestJacobianDoubleP521ADX is TestJacobianDoubleADX for P-521, whose
// elements are below 2^521 (p itself, all ones, included).
func TestJacobianDoubleP521ADX(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	defer func(v bool) { useADX = v }(useADX)
	r := rand.New(rand.NewPCG(41, 42))
	const iterations = 5000
	ones := ^uint64(0)
	pm := [9]uint64{ones, ones, ones, ones, ones, ones, ones, ones, 0x1ff}
	pm1 := pm
	pm1[0]--
	edges := [][9]uint64{{}, {1}, pm1, pm}
	ne := len(edges)
	for i := 0; i < iterations+ne*ne*ne; i++ {
		var in p521Jacobian
		if k := i - iterations; k >= 0 {
			in.x.l, in.y.l, in.z.l = edges[k%ne], edges[k/ne%ne], edges[k/ne/ne]
		} else {
			for _, e := range []*p521Element{&in.x, &in.y, &in.z} {
				randomLimbs(r, e.l[:], pm[:])
				e.l[8] &= 0x1ff
			}
		}
		var got, want, alias p521Jacobian
		p521JacobianDoubleADX(&got, &in)
		alias = in
		p521JacobianDoubleADX(&alias, &alias)
		for _, adx := range []bool{true, false} {
			useADX = adx
			want.doubleGeneric(&in)
			useADX = true
			if got != want || alias != want {
				t.Fatalf("in=%x: asm %x (in place %x), Go (ADX field code %v) %x", in, got, alias, adx, want)
			}
		}
	}
}

// TestJacobianAddAffineADX compares the assembly mixed additions with the
// Go formula (their twin) on random reduced coordinates (no point on the
// curve is needed to check the formula bit for bit) and edge coordinates
// (0, 1, p − 1: Z1 = 0, H = 0, R = 0 among them), with the Go field code
// of both tiers.
func TestJacobianAddAffineADX(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	defer func(v bool) { useADX = v }(useADX)
	r := rand.New(rand.NewPCG(31, 32))
	const iterations = 5000
	t.Run("P256", func(t *testing.T) {
		m := p256ElementModulus[:]
		edges := [][4]uint64{{}, {1}, {m[0] - 1, m[1], m[2], m[3]}}
		ne := len(edges)
		for i := 0; i < iterations+ne*ne*ne*ne*ne; i++ {
			var q1 p256Jacobian
			var q2 p256Affine
			es := []*p256Element{&q1.x, &q1.y, &q1.z, &q2.x, &q2.y}
			if k := i - iterations; k >= 0 {
				for _, e := range es {
					e.l = edges[k%ne]
					k /= ne
				}
			} else {
				for _, e := range es {
					randomLimbs(r, e.l[:], m)
					p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
				}
				if r.IntN(8) == 0 { // H = 0 and R = 0: q2 = q1 with Z1 = 1
					q1.z.One()
					q2.x, q2.y = q1.x, q1.y
				}
			}
			var got, want [5]p256Element
			p256JacobianAddAffineADX(&got[0], &got[1], &got[2], &got[3], &got[4], &q1, &q2)
			for _, adx := range []bool{true, false} {
				useADX = adx
				p256JacobianAddAffineFormulaGeneric(&want[0], &want[1], &want[2], &want[3], &want[4], &q1, &q2)
				useADX = true
				if got != want {
					t.Fatalf("q1=%x q2=%x: asm %x, Go (ADX field code %v) %x", q1, q2, got, adx, want)
				}
			}
		}
	})
	t.Run("P384", func(t *testing.T) {
		m := p384ElementModulus[:]
		edges := [][6]uint64{{}, {1}, {m[0] - 1, m[1], m[2], m[3], m[4], m[5]}}
		ne := len(edges)
		for i := 0; i < iterations+ne*ne*ne*ne*ne; i++ {
			var q1 p384Jacobian
			var q2 p384Affine
			es := []*p384Element{&q1.x, &q1.y, &q1.z, &q2.x, &q2.y}
			if k := i - iterations; k >= 0 {
				for _, e := range es {
					e.l = edges[k%ne]
					k /= ne
				}
			} else {
				for _, e := range es {
					randomLimbs(r, e.l[:], m)
					p384ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3], e.l[4], e.l[5])
				}
				if r.IntN(8) == 0 {
					q1.z.One()
					q2.x, q2.y = q1.x, q1.y
				}
			}
			var got, want [5]p384Element
			p384JacobianAddAffineADX(&got[0], &got[1], &got[2], &got[3], &got[4], &q1, &q2)
			for _, adx := range []bool{true, false} {
				useADX = adx
				p384JacobianAddAffineFormulaGeneric(&want[0], &want[1], &want[2], &want[3], &want[4], &q1, &q2)
				useADX = true
				if got != want {
					t.Fatalf("q1=%x q2=%x: asm %x, Go (ADX field code %v) %x", q1, q2, got, adx, want)
				}
			}
		}
	})
}
