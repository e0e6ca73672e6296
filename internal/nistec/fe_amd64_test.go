// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package nistec

import (
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// adxKernels are the ADX tier's multiplications (fe_amd64.s), compared
// with their Go twins by fe_twin_test.go's helpers.
var adxKernels = fieldKernels{
	p256Mul: p256ElementMulADX, p256Sqr: p256ElementSqrADX, p256Scalar: p256ScalarMulADX,
	p384Mul: p384ElementMulADX, p384Sqr: p384ElementSqrADX, p384Scalar: p384ScalarMulADX,
	p521Mul: p521MulADX, p521Sqr: p521SqrADX, p521Scalar: p521ScalarMulADX,
}

func TestADXMontAgainstGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	testMontTwins(t, adxKernels, 11)
}

func TestADXP521AgainstGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	testP521Twins(t, adxKernels, 13)
}

// TestAddSubAsmAgainstGeneric compares the assembly field additions and
// subtractions (which run on the ADX tier) with their Go twins.
func TestAddSubAsmAgainstGeneric(t *testing.T) {
	a4 := func(s []uint64) *[4]uint64 { return (*[4]uint64)(s) }
	a6 := func(s []uint64) *[6]uint64 { return (*[6]uint64)(s) }
	a9 := func(s []uint64) *[9]uint64 { return (*[9]uint64)(s) }
	r256 := func(x []uint64) { p256ElementReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) }
	r384 := func(x []uint64) { p384ElementReduceOnce(a6(x), 0, x[0], x[1], x[2], x[3], x[4], x[5]) }
	r521 := func(x []uint64) { x[8] &= p521TopMask } // below 2^521, p included
	var all [9]uint64
	for i := range all {
		all[i] = ^uint64(0)
	}
	all[8] = p521TopMask
	testTwins(t, []montCase{
		{"p256ElementAdd", p256ElementModulus[:], r256,
			func(z, x, y []uint64) { p256ElementAddAsm(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementAddGeneric(a4(z), a4(x), a4(y)) }},
		{"p256ElementSub", p256ElementModulus[:], r256,
			func(z, x, y []uint64) { p256ElementSubAsm(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementSubGeneric(a4(z), a4(x), a4(y)) }},
		{"p384ElementAdd", p384ElementModulus[:], r384,
			func(z, x, y []uint64) { p384ElementAddAsm(a6(z), a6(x), a6(y)) },
			func(z, x, y []uint64) { p384ElementAddGeneric(a6(z), a6(x), a6(y)) }},
		{"p384ElementSub", p384ElementModulus[:], r384,
			func(z, x, y []uint64) { p384ElementSubAsm(a6(z), a6(x), a6(y)) },
			func(z, x, y []uint64) { p384ElementSubGeneric(a6(z), a6(x), a6(y)) }},
		{"p521Add", all[:], r521,
			func(z, x, y []uint64) { p521AddAsm(a9(z), a9(x), a9(y)) },
			func(z, x, y []uint64) { p521AddFold(a9(z), a9(x), a9(y)) }},
		{"p521Sub", all[:], r521,
			func(z, x, y []uint64) { p521SubAsm(a9(z), a9(x), a9(y)) },
			func(z, x, y []uint64) { p521SubGeneric(a9(z), a9(x), a9(y)) }},
	}, 11)
}

// TestJacobianDoubleADXAgainstGeneric compares the assembly doublings with the Go
// double (its twin) on random reduced coordinates (the formula needs no
// point on the curve to be checked bit for bit), edge coordinates (0, 1,
// p − 1, Z = 0 for the point at infinity), in place and out of place, with
// the Go field code of both tiers; unreduced all-ones words are compared
// with the ADX-tier Go double, which runs the same field assembly.
func TestJacobianDoubleADXAgainstGeneric(t *testing.T) {
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
					twinRandomLimbs(r, e.l[:], m)
					p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
				}
			}
			checkDoubleADX(t, in, reduced, p256JacobianDoubleADX, (*p256Jacobian).doubleGeneric)
			checkDoubleDeltaADX(t, in, reduced, p256JacobianDoubleDeltaADX, (*p256Jacobian).doubleDeltaGeneric,
				(*p256Jacobian).doubleGeneric, func(e, x *p256Element) { e.Square(x) }, func(j *p256Jacobian) *p256Element { return &j.z })
		}
	})
	// P-384 repeats P-256's block: the element types and limb counts differ.
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
					twinRandomLimbs(r, e.l[:], m)
					p384ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3], e.l[4], e.l[5])
				}
			}
			checkDoubleADX(t, in, reduced, p384JacobianDoubleADX, (*p384Jacobian).doubleGeneric)
			checkDoubleDeltaADX(t, in, reduced, p384JacobianDoubleDeltaADX, (*p384Jacobian).doubleDeltaGeneric,
				(*p384Jacobian).doubleGeneric, func(e, x *p384Element) { e.Square(x) }, func(j *p384Jacobian) *p384Element { return &j.z })
		}
	})
}

// TestJacobianDoubleWADXAgainstGeneric compares the assembly run of boothW
// doublings with boothW calls of the Go double (its twin, under the ADX
// tier's field code and, for reduced inputs, the Base tier's) on random
// reduced coordinates, every combination of edge coordinates (Z = 0, the
// point at infinity, among them; unreduced all-ones words under the ADX
// field code only), and 2^i·G.
func TestJacobianDoubleWADXAgainstGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	defer func(v bool) { useADX = v }(useADX)
	r := rand.New(rand.NewPCG(23, 24))
	check := func(in p256Jacobian, reduced bool) {
		t.Helper()
		got := in
		p256JacobianDoubleWADX(&got)
		for _, adx := range []bool{true, false} {
			if !adx && !reduced {
				break
			}
			useADX = adx
			want := in
			for k := 0; k < boothW; k++ {
				want.doubleGeneric(&want)
			}
			useADX = true
			if got != want {
				t.Fatalf("in=%x: asm %x, Go (ADX field code %v) %x", in, got, adx, want)
			}
		}
	}
	m := p256ElementModulus[:]
	for i := 0; i < twinTestIterations/4; i++ {
		var in p256Jacobian
		for _, e := range []*p256Element{&in.x, &in.y, &in.z} {
			twinRandomLimbs(r, e.l[:], m)
			p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
		}
		check(in, true)
	}
	pm1 := [4]uint64{m[0] - 1, m[1], m[2], m[3]}
	edges := [][4]uint64{{}, {1}, pm1, {^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}}
	for k := 0; k < 64; k++ {
		var in p256Jacobian
		in.x.l, in.y.l, in.z.l = edges[k%4], edges[k/4%4], edges[k/16]
		check(in, k%4 != 3 && k/4%4 != 3 && k/16 != 3)
	}
	var q p256Jacobian
	q.fromProjective(NewP256Generator())
	for i := 0; i < 64; i++ {
		check(q, true)
		q.doubleGeneric(&q)
	}
}

// checkDoubleADX compares an assembly doubling of in, out of place and in
// place, with the Go double under the ADX tier's field code and, when in is
// reduced, under the Base tier's too (unreduced all-ones words are valid
// inputs to the ADX field assembly only).
func checkDoubleADX[J comparable](t *testing.T, in J, reduced bool, asm, double func(z, x *J)) {
	t.Helper()
	var got, want, alias J
	asm(&got, &in)
	alias = in
	asm(&alias, &alias)
	for _, adx := range []bool{true, false} {
		if !adx && !reduced {
			break
		}
		useADX = adx
		double(&want, &in)
		useADX = true
		if got != want || alias != want {
			t.Fatalf("in=%x: asm %x (in place %x), Go (ADX field code %v) %x", any(in), any(got), any(alias), adx, any(want))
		}
	}
}

// checkDoubleDeltaADX compares an assembly doubling given δ = Z², out of
// place and in place, with its twin doubleDeltaGeneric, under the ADX
// tier's field code: the point and the δ it leaves behind must match. For
// reduced inputs the point must also be double's and the new δ its Z².
func checkDoubleDeltaADX[J, E comparable](t *testing.T, in J, reduced bool, asm, twin func(out, in *J, delta *E), double func(out, in *J), sqr func(z, x *E), z func(*J) *E) {
	t.Helper()
	var got, want, alias, dbl J
	var d0, dGot, dWant, dAlias, dNext E
	sqr(&d0, z(&in))
	dGot, dWant, dAlias = d0, d0, d0
	asm(&got, &in, &dGot)
	alias = in
	asm(&alias, &alias, &dAlias)
	twin(&want, &in, &dWant)
	if got != want || alias != want || dGot != dWant || dAlias != dWant {
		t.Fatalf("in=%x: asm %x δ %x (in place %x δ %x), Go %x δ %x", any(in), any(got), any(dGot), any(alias), any(dAlias), any(want), any(dWant))
	}
	if !reduced {
		return
	}
	double(&dbl, &in)
	sqr(&dNext, z(&want))
	if want != dbl || dWant != dNext {
		t.Fatalf("in=%x: doubleDeltaGeneric %x δ %x, double %x Z² %x", any(in), any(want), any(dWant), any(dbl), any(dNext))
	}
}

// TestJacobianDoubleP521ADX is TestJacobianDoubleADX for P-521, whose
// elements are below 2^521 (p itself, all ones, included).
func TestJacobianDoubleP521ADXAgainstGeneric(t *testing.T) {
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
				twinRandomLimbs(r, e.l[:], pm[:])
				e.l[8] &= 0x1ff
			}
		}
		checkDoubleADX(t, in, true, p521JacobianDoubleADX, (*p521Jacobian).doubleGeneric)
	}
}

// TestJacobianAddAffineADX compares the assembly mixed additions with the
// Go formula (their twin) on random reduced coordinates (no point on the
// curve is needed to check the formula bit for bit) and edge coordinates
// (0, 1, p − 1: Z1 = 0, H = 0, R = 0 among them), with the Go field code
// of both tiers.
func TestJacobianAddAffineADXAgainstGeneric(t *testing.T) {
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
					twinRandomLimbs(r, e.l[:], m)
					p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
				}
				if r.IntN(8) == 0 { // H = 0 and R = 0: q2 = q1 with Z1 = 1
					q1.z.One()
					q2.x, q2.y = q1.x, q1.y
				}
			}
			checkAddAffineADX(t, &q1, &q2, p256JacobianAddAffineADX, p256JacobianAddAffineFormulaGeneric)
		}
	})
	// P-384 repeats P-256's block: the element types and limb counts differ.
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
					twinRandomLimbs(r, e.l[:], m)
					p384ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3], e.l[4], e.l[5])
				}
				if r.IntN(8) == 0 {
					q1.z.One()
					q2.x, q2.y = q1.x, q1.y
				}
			}
			checkAddAffineADX(t, &q1, &q2, p384JacobianAddAffineADX, p384JacobianAddAffineFormulaGeneric)
		}
	})
}

// checkAddAffineADX compares an assembly mixed addition q1 + q2 (X3, Y3,
// Z3, H, R) with the Go formula under the field code of both tiers.
func checkAddAffineADX[E comparable, J, A any](t *testing.T, q1 *J, q2 *A, asm, formula func(x3, y3, z3, h, r *E, q1 *J, q2 *A)) {
	t.Helper()
	var got, want [5]E
	asm(&got[0], &got[1], &got[2], &got[3], &got[4], q1, q2)
	for _, adx := range []bool{true, false} {
		useADX = adx
		formula(&want[0], &want[1], &want[2], &want[3], &want[4], q1, q2)
		useADX = true
		if got != want {
			t.Fatalf("q1=%x q2=%x: asm %x, Go (ADX field code %v) %x", any(*q1), any(*q2), any(got), adx, any(want))
		}
	}
}

// TestLookupAffineAVX2AgainstSSE2 compares the AVX2 table scans with the
// SSE2 ones (which TestLookupAffineAsmAgainstGeneric checks against Go) on
// random tables, for every index 0..16 and out-of-range ones.
func TestLookupAffineAVX2AgainstSSE2(t *testing.T) {
	if !cpu.X86HasAVX2 {
		t.Skip("no AVX2")
	}
	compareLookupAffine(t, rand.New(rand.NewPCG(19, 20)), "AVX2", "SSE2",
		lookupAffineScans{p256LookupAffineAVX2, p384LookupAffineAVX2, p521LookupAffineAVX2},
		lookupAffineScans{p256LookupAffineSSE2, p384LookupAffineSSE2, p521LookupAffineSSE2})
}

// p256RandomAffineCases returns edge and random P-256 affine values for the
// window kernels' tests: y runs over twinEdgeValues and random reduced
// values, x over random ones.
func p256RandomAffineCases(r *rand.Rand, n int) []p256Affine {
	var out []p256Affine
	random := func(e *p256Element) {
		twinRandomLimbs(r, e.l[:], p256ElementModulus[:])
		p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
	}
	for _, v := range twinEdgeValues(p256ElementModulus[:]) {
		var a p256Affine
		random(&a.x)
		copy(a.y.l[:], v)
		out = append(out, a)
	}
	for i := 0; i < n; i++ {
		var a p256Affine
		random(&a.x)
		random(&a.y)
		out = append(out, a)
	}
	return out
}

// TestAddAffineBlendAMD64AgainstGeneric compares the window addition of the
// ADX tier (p256AddAffineUnlessZeroADX) and of MULQ (the Go mixed sum, then
// p256AddAffineBlendAMD64) with their Go twin,
// addAffineMasked then selectFrom with the Go formula (MULQ tier), in place as
// ScalarMult runs it: digits zero and not, p at infinity, q2 = ±p (where the
// sum is meaningless but is blended alike) and random coordinates.
func TestAddAffineBlendAMD64AgainstGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	defer func(v bool) { useADX = v }(useADX)
	r := rand.New(rand.NewPCG(23, 24))
	type pq struct {
		p p256Jacobian
		q p256Affine
	}
	var g, inf p256Jacobian
	g.fromProjective(NewP256Generator())
	inf.setInfinity()
	ga := p256Affine{x: p256Gx, y: p256Gy}
	gn := ga
	gn.y.Neg(&ga.y)
	cases := []pq{{inf, ga}, {g, ga}, {g, gn}}
	qs := p256RandomAffineCases(r, twinTestIterations/4)
	for i, q := range qs {
		c := pq{q: q}
		c.p.x, c.p.y, c.p.z = qs[(i+1)%len(qs)].x, qs[(i+1)%len(qs)].y, qs[(i+2)%len(qs)].y
		cases = append(cases, c)
		c.p.z = p256Element{}
		cases = append(cases, c)
	}
	for _, c := range cases {
		for _, abs := range []uint64{0, 1, 7, 16} {
			got, gotMULQ := c.p, c.p
			useADX = true
			p256AddAffineUnlessZeroAsm(&got, &c.q, abs)
			useADX = false
			p256AddAffineUnlessZeroAsm(&gotMULQ, &c.q, abs)
			var sum, want p256Jacobian
			sum.addAffineMasked(&c.p, &c.q)
			want.selectFrom(&c.p, &sum, subtle.IsZero64(abs))
			if got != want || gotMULQ != want {
				t.Fatalf("p=%x q2=%x abs %d: ADX %x, MULQ %x, Go %x", c.p, c.q, abs, got, gotMULQ, want)
			}
		}
	}
}

// TestCondNegYAMD64AgainstGeneric compares the assembly conditional
// negation with its Go twin, Neg and Select, for both signs, with y = 0,
// p − 1 and the other edge values among the inputs; x must be left alone.
func TestCondNegYAMD64AgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	for _, a := range p256RandomAffineCases(r, twinTestIterations) {
		for _, sign := range []uint64{0, 1} {
			got, want := a, a
			p256CondNegYAMD64(&got, sign)
			var negY p256Element
			negY.Neg(&a.y)
			want.y.Select(&negY, &a.y, subtle.ChoiceFromBit(uint(sign)))
			if got != want {
				t.Fatalf("a=%x sign %d: asm %x, Go %x", a, sign, got, want)
			}
		}
	}
}

// TestCoZAddADXAgainstGeneric compares the assembly co-Z addition with its
// Go twin p256CoZAddGeneric on random reduced coordinates sharing a Z (the
// formula needs no point on the curve to be checked bit for bit), edge
// values among them, under the ADX and the MULQ/Base field code.
func TestCoZAddADXAgainstGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	defer func(v bool) { useADX = v }(useADX)
	r := rand.New(rand.NewPCG(27, 28))
	as := p256RandomAffineCases(r, twinTestIterations/4)
	for i := range as {
		var pq, q p256Jacobian
		pq.x, pq.y = as[i].x, as[i].y
		q.x, q.y = as[(i+1)%len(as)].y, as[(i+2)%len(as)].x
		pq.z, q.z = as[(i+3)%len(as)].y, as[(i+3)%len(as)].y
		var got, pqGot p256Jacobian
		var lamGot p256Element
		useADX = true
		pqGot = pq
		p256CoZAddADX(&got, &pqGot, &q, &lamGot)
		for _, adx := range []bool{true, false} {
			useADX = adx
			var want p256Jacobian
			var lamWant p256Element
			pqWant := pq
			p256CoZAddGeneric(&want, &pqWant, &q, &lamWant)
			if got != want || pqGot != pqWant || lamGot != lamWant {
				t.Fatalf("pq=%x r=%x: asm %x %x λ %x, Go (ADX %v) %x %x λ %x", pq, q, got, pqGot, lamGot, adx, want, pqWant, lamWant)
			}
		}
	}
}

// TestWindowADXAgainstGeneric compares the ADX tier's whole window
// (p256WindowADX: boothW doublings, then the window addition with the
// doublings' δ as Z1²) with its Go twin, doubleW then addAffineMasked and
// selectFrom, under the ADX tier's field code and the Base tier's (MULQ
// off too): digits zero and not, p at infinity, real points (q2 among
// their multiples, 32·p = ±q2 included, where the sum is meaningless but
// blended alike) and random coordinates.
func TestWindowADXAgainstGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no ADX/BMI2")
	}
	defer func(adx, mulq bool) { useADX, useMULQ = adx, mulq }(useADX, useMULQ)
	r := rand.New(rand.NewPCG(25, 26))
	cases := p256WindowEdgeCases()
	qs := p256RandomAffineCases(r, twinTestIterations/8)
	for i, q := range qs {
		c := p256WindowCase{q: q}
		c.p.x, c.p.y, c.p.z = qs[(i+1)%len(qs)].x, qs[(i+1)%len(qs)].y, qs[(i+2)%len(qs)].y
		cases = append(cases, c)
		c.p.z = p256Element{}
		cases = append(cases, c)
	}
	for _, c := range cases {
		for _, abs := range []uint64{0, 1, 7, 16} {
			got := c.p
			useADX = true
			p256WindowADX(&got, &c.q, abs)
			for _, adx := range []bool{true, false} {
				useADX, useMULQ = adx, false
				want := p256WindowTwin(&c.p, &c.q, abs)
				useADX = true
				if got != want {
					t.Fatalf("p=%x q2=%x abs %d: asm %x, Go (ADX field code %v) %x", c.p, c.q, abs, got, adx, want)
				}
			}
		}
	}
}
