// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package nistec

import (
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// p256RandomReduced fills e with a random element below p, edge words
// (0, 1, all ones, p's own) mixed in so that carries ripple.
func p256RandomReduced(r *rand.Rand, e *p256Element) {
	m := p256ElementModulus[:]
	twinRandomLimbs(r, e.l[:], m)
	p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
}

// p256EdgeElements are 0, 1, 2, p − 1, p − 2 and other edge values.
func p256EdgeElements() []p256Element {
	var out []p256Element
	for _, v := range twinEdgeValues(p256ElementModulus[:]) {
		var e p256Element
		copy(e.l[:], v)
		out = append(out, e)
	}
	return out
}

// TestJacobianDoubleARM64AgainstGeneric compares the assembly doubling with the Go
// double (its twin, on the Base tier's field code and on the ARM64 tier's)
// on random reduced coordinates (the formula needs no point on the curve
// to be checked bit for bit) and edge coordinates (Z = 0 for the point at
// infinity among them), in place and out of place, and on real points.
func TestJacobianDoubleARM64AgainstGeneric(t *testing.T) {
	defer func(v bool) { useARM64 = v }(useARM64)
	r := rand.New(rand.NewPCG(43, 44))
	check := func(in p256Jacobian) {
		t.Helper()
		var got, alias, want, wantBase p256Jacobian
		p256JacobianDoubleARM64(&got, &in)
		alias = in
		p256JacobianDoubleARM64(&alias, &alias)
		useARM64 = true
		want.doubleGeneric(&in)
		useARM64 = false
		wantBase.doubleGeneric(&in)
		useARM64 = true
		if got != want || alias != want || got != wantBase {
			t.Fatalf("in=%x: asm %x (in place %x), Go %x, Base Go %x", in, got, alias, want, wantBase)
		}
	}
	p256DoubleInputs(r, twinTestIterations/4, 64, check)
}

// p256DoubleInputs calls check on n points of random reduced coordinates,
// on every combination of edge coordinates, on the point at infinity and
// on 2^i·G for i < gens: the inputs of the doubling kernels' twin tests.
func p256DoubleInputs(r *rand.Rand, n, gens int, check func(p256Jacobian)) {
	for i := 0; i < n; i++ {
		var in p256Jacobian
		p256RandomReduced(r, &in.x)
		p256RandomReduced(r, &in.y)
		p256RandomReduced(r, &in.z)
		check(in)
	}
	edges := p256EdgeElements()
	ne := len(edges)
	for k := 0; k < ne*ne*ne; k++ {
		check(p256Jacobian{x: edges[k%ne], y: edges[k/ne%ne], z: edges[k/ne/ne]})
	}
	var inf p256Jacobian
	inf.setInfinity()
	check(inf)
	var q p256Jacobian
	q.fromProjective(NewP256Generator())
	for i := 0; i < gens; i++ {
		check(q)
		q.doubleGeneric(&q)
	}
}

// TestJacobianDoubleWARM64AgainstGeneric compares the assembly run of
// boothW doublings with boothW calls of the Go double (its twin, on the
// Base tier's field code and on the ARM64 tier's) on random reduced and
// edge coordinates, the point at infinity and real points.
func TestJacobianDoubleWARM64AgainstGeneric(t *testing.T) {
	defer func(v bool) { useARM64 = v }(useARM64)
	r := rand.New(rand.NewPCG(45, 46))
	check := func(in p256Jacobian) {
		t.Helper()
		got, want, wantBase := in, in, in
		p256JacobianDoubleWARM64(&got)
		useARM64 = true
		for k := 0; k < boothW; k++ {
			want.doubleGeneric(&want)
		}
		useARM64 = false
		for k := 0; k < boothW; k++ {
			wantBase.doubleGeneric(&wantBase)
		}
		useARM64 = true
		if got != want || got != wantBase {
			t.Fatalf("in=%x: asm %x, Go %x, Base Go %x", in, got, want, wantBase)
		}
	}
	p256DoubleInputs(r, twinTestIterations/16, 16, check)
}

// TestJacobianAddAffineARM64AgainstGeneric compares the assembly mixed addition with its
// Go twin on random reduced coordinates, q2 = q1 (H = 0 and R = 0), q2 =
// −q1 (H = 0), q1 at infinity, and every combination of edge values.
func TestJacobianAddAffineARM64AgainstGeneric(t *testing.T) {
	defer func(v bool) { useARM64 = v }(useARM64)
	r := rand.New(rand.NewPCG(45, 46))
	check := func(q1 p256Jacobian, q2 p256Affine) {
		t.Helper()
		var got, want [5]p256Element
		p256JacobianAddAffineARM64(&got[0], &got[1], &got[2], &got[3], &got[4], &q1, &q2)
		for _, arm := range []bool{true, false} {
			useARM64 = arm
			p256JacobianAddAffineFormulaGeneric(&want[0], &want[1], &want[2], &want[3], &want[4], &q1, &q2)
			useARM64 = true
			if got != want {
				t.Fatalf("q1=%x q2=%x: asm %x, Go (ARM64 field code %v) %x", q1, q2, got, arm, want)
			}
		}
	}
	for i := 0; i < twinTestIterations/4; i++ {
		var q1 p256Jacobian
		var q2 p256Affine
		for _, e := range []*p256Element{&q1.x, &q1.y, &q1.z, &q2.x, &q2.y} {
			p256RandomReduced(r, e)
		}
		switch r.IntN(8) {
		case 0: // H = 0 and R = 0: q2 = q1 with Z1 = 1
			q1.z.One()
			q2.x, q2.y = q1.x, q1.y
		case 1: // H = 0: q2 = −q1
			q1.z.One()
			q2.x = q1.x
			q2.y.Neg(&q1.y)
		case 2: // q1 at infinity
			q1.z.Zero()
		}
		check(q1, q2)
	}
	edges := p256EdgeElements()[:4]
	ne := len(edges)
	for k := 0; k < ne*ne*ne*ne*ne; k++ {
		var q1 p256Jacobian
		var q2 p256Affine
		i := k
		for _, e := range []*p256Element{&q1.x, &q1.y, &q1.z, &q2.x, &q2.y} {
			*e = edges[i%ne]
			i /= ne
		}
		check(q1, q2)
	}
}

// TestCoZAddARM64AgainstGeneric compares the assembly co-Z addition with
// its Go twin p256CoZAddGeneric (on the Base tier's field code and on the
// ARM64 tier's) on random reduced and edge coordinates (the formula needs
// no point on the curve to be checked bit for bit) and on the table steps
// of real points.
func TestCoZAddARM64AgainstGeneric(t *testing.T) {
	defer func(v bool) { useARM64 = v }(useARM64)
	r := rand.New(rand.NewPCG(51, 52))
	check := func(pq, q p256Jacobian) {
		t.Helper()
		var got, want, wantBase p256Jacobian
		var lam, lamWant, lamBase p256Element
		pqGot, pqWant, pqBase := pq, pq, pq
		p256CoZAddARM64(&got, &pqGot, &q, &lam)
		useARM64 = true
		p256CoZAddGeneric(&want, &pqWant, &q, &lamWant)
		useARM64 = false
		p256CoZAddGeneric(&wantBase, &pqBase, &q, &lamBase)
		useARM64 = true
		if got != want || pqGot != pqWant || lam != lamWant || got != wantBase || pqGot != pqBase || lam != lamBase {
			t.Fatalf("pq=%x r=%x: asm %x %x %x, Go %x %x %x, Base Go %x %x %x",
				pq, q, got, pqGot, lam, want, pqWant, lamWant, wantBase, pqBase, lamBase)
		}
	}
	edges := p256EdgeElements()
	ne := len(edges)
	for k := 0; k < ne*ne*ne; k++ {
		pq := p256Jacobian{x: edges[k%ne], y: edges[k/ne%ne], z: edges[k/ne/ne]}
		q := p256Jacobian{x: edges[k/ne%ne], y: edges[k%ne], z: edges[k/ne/ne]}
		check(pq, q)
	}
	for i := 0; i < twinTestIterations/8; i++ {
		var pq, q p256Jacobian
		for _, e := range []*p256Element{&pq.x, &pq.y, &pq.z, &q.x, &q.y} {
			p256RandomReduced(r, e)
		}
		q.z = pq.z
		check(pq, q)
	}
	// The steps of p256CoZTable for the generator: 2·G + G, 3·G + G, ….
	var pq, acc p256Jacobian
	pq.fromProjective(NewP256Generator())
	acc.doubleGeneric(&pq)
	var gamma p256Element
	gamma.Square(&pq.y)
	pq.x.Mul(&pq.x, &gamma)
	pq.y.Square(&gamma)
	pq.z = acc.z
	for j := 2; j < 16; j++ {
		check(pq, acc)
		var next p256Jacobian
		var lam p256Element
		p256CoZAddGeneric(&next, &pq, &acc, &lam)
		acc = next
	}
}

// TestAddAffineUnlessZeroARM64AgainstGeneric compares the ARM64 window addition (the
// mixed addition and its masks in one kernel) with the Base tier's addAffineMasked
// and selectFrom, for zero and nonzero digits, p at infinity, q2 = ±p
// and random points, always in place as ScalarMult uses it.
func TestAddAffineUnlessZeroARM64AgainstGeneric(t *testing.T) {
	defer func(v bool) { useARM64 = v }(useARM64)
	r := rand.New(rand.NewPCG(47, 48))
	check := func(p p256Jacobian, q2 p256Affine) {
		t.Helper()
		for _, abs := range []uint64{0, 1, 7, 16} {
			got := p
			useARM64 = true
			p256AddAffineUnlessZeroAsm(&got, &q2, abs)
			useARM64 = false
			var want, sum p256Jacobian
			sum.addAffineMasked(&p, &q2)
			want.selectFrom(&p, &sum, subtle.IsZero64(abs))
			useARM64 = true
			if got != want {
				t.Fatalf("p=%x q2=%x abs %d: asm %x, Go %x", p, q2, abs, got, want)
			}
		}
	}
	var inf p256Jacobian
	inf.setInfinity()
	var g p256Jacobian
	g.fromProjective(NewP256Generator())
	var ga, gn p256Affine
	ga.x, ga.y = p256Gx, p256Gy
	gn.x = p256Gx
	gn.y.Neg(&p256Gy)
	check(inf, ga)
	check(g, ga)
	check(g, gn)
	var g2 p256Jacobian
	g2.doubleGeneric(&g)
	check(g2, ga)
	for i := 0; i < twinTestIterations/4; i++ {
		var p p256Jacobian
		var q2 p256Affine
		for _, e := range []*p256Element{&p.x, &p.y, &p.z, &q2.x, &q2.y} {
			p256RandomReduced(r, e)
		}
		check(p, q2)
		p.z = p256Element{}
		check(p, q2)
	}
}

// TestCondNegYARM64AgainstGeneric compares the assembly conditional negation with Neg
// and Select on edge and random values of y, for both signs, and checks
// that x is left alone.
func TestCondNegYARM64AgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(49, 50))
	check := func(a p256Affine) {
		t.Helper()
		for _, sign := range []uint64{0, 1} {
			got := a
			p256CondNegYARM64(&got, sign)
			want := a
			var negY p256Element
			negY.Neg(&a.y)
			want.y.Select(&negY, &a.y, subtle.ChoiceFromBit(uint(sign)))
			if got != want {
				t.Fatalf("a=%x sign %d: asm %x, Go %x", a, sign, got, want)
			}
		}
	}
	for _, e := range p256EdgeElements() {
		var a p256Affine
		a.x = e
		a.y = e
		check(a)
	}
	check(p256Affine{})
	for i := 0; i < twinTestIterations; i++ {
		var a p256Affine
		p256RandomReduced(r, &a.x)
		p256RandomReduced(r, &a.y)
		check(a)
	}
}

// p256WindowLookupTwin is p256WindowLookupARM64's Go twin: the Booth digit
// and table scan of p256LookupMultiple, then the window's doublings and
// masked addition.
func p256WindowLookupTwin(p *p256Jacobian, table *[16]p256Affine, s *[len(p256ScalarModulus) + 1]uint64, i int) p256Jacobian {
	var sel p256Affine
	abs := p256LookupMultiple(&sel, table, i, s[:])
	return p256WindowTwin(p, &sel, abs)
}

// TestWindowLookupARM64AgainstGeneric compares the ARM64 tier's window
// with its digit and scan (p256WindowLookupARM64) with its Go twin, under
// the ARM64 tier's field code and the Base tier's, for every window
// position of scalars of edge and random bits: on the affine table of a
// real point (its accumulators real multiples and the point at infinity),
// on tables of one entry repeated (p256WindowEdgeCases: p at infinity, and
// 32·p = ±q2, where the sum is meaningless but blended alike), and on
// random coordinates, with p at infinity (Z = 0) too.
func TestWindowLookupARM64AgainstGeneric(t *testing.T) {
	defer func(v bool) { useARM64 = v }(useARM64)
	r := rand.New(rand.NewPCG(53, 54))
	var scalars [][len(p256ScalarModulus) + 1]uint64
	for _, w := range []uint64{0, ^uint64(0), 0x5555555555555555, 0xaaaaaaaaaaaaaaaa, 0x8421084210842108} {
		scalars = append(scalars, [len(p256ScalarModulus) + 1]uint64{w, w, w, w})
	}
	for k := 0; k < 4; k++ {
		var s [len(p256ScalarModulus) + 1]uint64
		for j := 0; j < len(p256ScalarModulus); j++ {
			s[j] = r.Uint64()
		}
		scalars = append(scalars, s)
	}
	check := func(p p256Jacobian, table *[16]p256Affine, s *[len(p256ScalarModulus) + 1]uint64) {
		t.Helper()
		for i := 1; i < p256Windows; i++ {
			got := p
			useARM64 = true
			p256WindowLookupARM64(&got, table, s, uint64(i))
			for _, arm := range []bool{true, false} {
				useARM64 = arm
				want := p256WindowLookupTwin(&p, table, s, i)
				useARM64 = true
				if got != want {
					t.Fatalf("p=%x s=%x i=%d: asm %x, Go (ARM64 field code %v) %x", p, s, i, got, arm, want)
				}
			}
		}
	}
	var table [16]p256Affine
	q := NewP256Generator()
	q.Double(q)
	p256CoZTable(&table, q)
	var inf, acc p256Jacobian
	inf.setInfinity()
	acc.fromProjective(q)
	for _, s := range scalars {
		check(inf, &table, &s)
		check(acc, &table, &s)
	}
	for _, c := range p256WindowEdgeCases() {
		var same [16]p256Affine
		for j := range same {
			same[j] = c.q
		}
		for _, s := range scalars {
			check(c.p, &same, &s)
		}
	}
	n := twinTestIterations / 256
	if n < 2 {
		n = 2
	}
	for k := 0; k < n; k++ {
		var p p256Jacobian
		for _, e := range []*p256Element{&p.x, &p.y, &p.z} {
			p256RandomReduced(r, e)
		}
		for j := range table {
			p256RandomReduced(r, &table[j].x)
			p256RandomReduced(r, &table[j].y)
		}
		check(p, &table, &scalars[k%len(scalars)])
		p.z = p256Element{}
		check(p, &table, &scalars[k%len(scalars)])
	}
}

// TestCoZAffineARM64AgainstGeneric compares the assembly conversion of the
// co-Z table to affine with its Go twin p256CoZAffineGeneric (on the Base
// tier's field code and on the ARM64 tier's) on random reduced and edge
// inputs (the formulas need no point on the curve to be checked bit for
// bit).
func TestCoZAffineARM64AgainstGeneric(t *testing.T) {
	defer func(v bool) { useARM64 = v }(useARM64)
	r := rand.New(rand.NewPCG(55, 56))
	edges := p256EdgeElements()
	for k := 0; k < twinTestIterations/256+len(edges); k++ {
		var jtab [16]p256Jacobian
		var lam [16]p256Element
		var zinv p256Element
		for j := range jtab {
			for _, e := range []*p256Element{&jtab[j].x, &jtab[j].y, &jtab[j].z, &lam[j]} {
				if k < len(edges) && r.IntN(2) == 0 {
					*e = edges[(k+r.IntN(len(edges)))%len(edges)]
				} else {
					p256RandomReduced(r, e)
				}
			}
		}
		p256RandomReduced(r, &zinv)
		if k < len(edges) {
			zinv = edges[k]
		}
		var got, want, wantBase [16]p256Affine
		zi := zinv
		p256CoZAffineARM64(&got, &jtab, &lam, &zi)
		useARM64 = true
		p256CoZAffineGeneric(&want, &jtab, &lam, &zinv)
		useARM64 = false
		p256CoZAffineGeneric(&wantBase, &jtab, &lam, &zinv)
		useARM64 = true
		if got != want || got != wantBase || zi != zinv {
			t.Fatalf("jtab=%x lam=%x zinv=%x: asm %x, Go %x, Base Go %x", jtab, lam, zinv, got, want, wantBase)
		}
	}
}
