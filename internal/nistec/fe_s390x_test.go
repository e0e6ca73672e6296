// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build s390x && !purego

package nistec

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// s390xKernels are the S390X tier's assembly functions (fe_s390x.s);
// the curves it has no kernels for keep their Go entry points.
var s390xKernels = fieldKernels{
	p256Mul: p256ElementMulS390X, p256Sqr: p256ElementSqrS390X, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

// s390xEntries are the entry points, which test useS390X and branch to
// the assembly or to the Go twins (P-256's base field), or are the Go code.
var s390xEntries = fieldKernels{
	p256Mul: p256ElementMul, p256Sqr: p256ElementSquare, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

// TestS390XMontAgainstGeneric compares the P-256 base-field kernels, the
// tier's only ones, with p256ElementMulGeneric.
func TestS390XMontAgainstGeneric(t *testing.T) {
	var cases []montCase
	for _, c := range montCases(s390xKernels) {
		if strings.HasPrefix(c.name, "p256Element") {
			cases = append(cases, c)
		}
	}
	if len(cases) != 2 {
		t.Fatalf("%d P-256 base-field cases, want 2", len(cases))
	}
	testTwins(t, cases, 45)
}

// TestS390XAddSubAgainstGeneric compares the P-256 addition and
// subtraction kernels with their Go twins, as fe_amd64_test.go's
// TestAddSubAsmAgainstGeneric does for amd64's.
func TestS390XAddSubAgainstGeneric(t *testing.T) {
	a4 := func(s []uint64) *[4]uint64 { return (*[4]uint64)(s) }
	r256 := func(x []uint64) { p256ElementReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) }
	testTwins(t, []montCase{
		{"p256ElementAdd", p256ElementModulus[:], r256,
			func(z, x, y []uint64) { p256ElementAddS390X(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementAddGeneric(a4(z), a4(x), a4(y)) }},
		{"p256ElementSub", p256ElementModulus[:], r256,
			func(z, x, y []uint64) { p256ElementSubS390X(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementSubGeneric(a4(z), a4(x), a4(y)) }},
	}, 49)
	// The entry points under both settings of the flag.
	defer func(v bool) { useS390X = v }(useS390X)
	for _, on := range []bool{true, false} {
		useS390X = on
		testTwins(t, []montCase{
			{"p256ElementAdd", p256ElementModulus[:], r256,
				func(z, x, y []uint64) { p256ElementAdd(a4(z), a4(x), a4(y)) },
				func(z, x, y []uint64) { p256ElementAddGeneric(a4(z), a4(x), a4(y)) }},
			{"p256ElementSub", p256ElementModulus[:], r256,
				func(z, x, y []uint64) { p256ElementSub(a4(z), a4(x), a4(y)) },
				func(z, x, y []uint64) { p256ElementSubGeneric(a4(z), a4(x), a4(y)) }},
		}, 51)
	}
}

func TestS390XDispatchAgainstGeneric(t *testing.T) {
	testDispatch(t, &useS390X, s390xEntries, 47)
}

// TestLookupAffineS390XAgainstGeneric compares the vector scan with
// p256LookupAffineGeneric (the other curves have no s390x scan: their Go
// scans stand on both sides).
func TestLookupAffineS390XAgainstGeneric(t *testing.T) {
	compareLookupAffine(t, rand.New(rand.NewPCG(53, 54)), "S390X", "Go",
		lookupAffineScans{p256LookupAffineS390X, p384LookupAffineGeneric, p521LookupAffineGeneric},
		lookupAffineScans{p256LookupAffineGeneric, p384LookupAffineGeneric, p521LookupAffineGeneric})
}

// s390xElements returns n field elements for the point tests: every
// combination-friendly edge value (0, 1, p − 1, …) first, then random
// reduced ones.
func s390xElements(r *rand.Rand, n int) []p256Element {
	var out []p256Element
	for _, v := range twinEdgeValues(p256ElementModulus[:]) {
		var e p256Element
		copy(e.l[:], v)
		out = append(out, e)
	}
	for len(out) < n {
		var e p256Element
		twinRandomLimbs(r, e.l[:], p256ElementModulus[:])
		p256ElementReduceOnce(&e.l, 0, e.l[0], e.l[1], e.l[2], e.l[3])
		out = append(out, e)
	}
	return out
}

// TestJacobianDoubleS390XAgainstGeneric compares the assembly doubling
// with doubleGeneric on the S390X and the Base field code, out of place
// and in place, on edge and random coordinates (the formula needs no
// point on the curve to agree bit for bit) and on multiples of G.
func TestJacobianDoubleS390XAgainstGeneric(t *testing.T) {
	defer func(v bool) { useS390X = v }(useS390X)
	es := s390xElements(rand.New(rand.NewPCG(55, 56)), 64)
	check := func(in p256Jacobian) {
		t.Helper()
		var got, want, wantBase p256Jacobian
		p256JacobianDoubleS390X(&got, &in)
		inPlace := in
		p256JacobianDoubleS390X(&inPlace, &inPlace)
		useS390X = false
		wantBase.doubleGeneric(&in)
		useS390X = true
		want.doubleGeneric(&in)
		if got != want || inPlace != want || wantBase != want {
			t.Fatalf("in=%x: asm %x (in place %x), Go %x, Base Go %x", in, got, inPlace, want, wantBase)
		}
	}
	n := len(es)
	for k := 0; k < n*n*4; k++ {
		check(p256Jacobian{x: es[k%n], y: es[k/n%n], z: es[(k*7+k/n)%n]})
	}
	// Real points, as point_arm64_test.go's doubling test has them; that
	// file builds on arm64 only and switches useARM64.
	var q p256Jacobian
	q.fromProjective(NewP256Generator())
	for i := 0; i < 32; i++ {
		check(q)
		q.doubleGeneric(&q)
	}
}

// TestJacobianAddAffineS390XAgainstGeneric compares the assembly mixed
// addition with p256JacobianAddAffineFormulaGeneric on both tiers' field
// code, and the window addition with its Base Go (checkS390XUnlessZero),
// for edge and random coordinates, q2 = ±q1 (H = 0) and q1 at infinity.
func TestJacobianAddAffineS390XAgainstGeneric(t *testing.T) {
	defer func(v bool) { useS390X = v }(useS390X)
	r := rand.New(rand.NewPCG(57, 58))
	es := s390xElements(r, 48)
	n := len(es)
	for k := 0; k < 3*n*n; k++ {
		q1 := p256Jacobian{x: es[k%n], y: es[k/n%n], z: es[r.IntN(n)]}
		q2 := p256Affine{x: es[r.IntN(n)], y: es[r.IntN(n)]}
		switch k % 5 {
		case 0: // q2 = q1 with Z1 = 1: H = 0 and R = 0
			q1.z.One()
			q2 = p256Affine{x: q1.x, y: q1.y}
		case 1: // q2 = −q1: H = 0
			q1.z.One()
			q2.x = q1.x
			q2.y.Neg(&q1.y)
		case 2:
			q1.z = p256Element{}
		}
		checkS390XUnlessZero(t, q1, q2)
		var got, want, wantBase [5]p256Element
		p256JacobianAddAffineS390X(&got[0], &got[1], &got[2], &got[3], &got[4], &q1, &q2)
		useS390X = false
		p256JacobianAddAffineFormulaGeneric(&wantBase[0], &wantBase[1], &wantBase[2], &wantBase[3], &wantBase[4], &q1, &q2)
		useS390X = true
		p256JacobianAddAffineFormulaGeneric(&want[0], &want[1], &want[2], &want[3], &want[4], &q1, &q2)
		if got != want || wantBase != want {
			t.Fatalf("q1=%x q2=%x: asm %x, Go %x, Base Go %x", q1, q2, got, want, wantBase)
		}
	}
}

// checkS390XUnlessZero compares the assembly window addition, in place as
// ScalarMult runs it, with the Base tier's addAffineMasked and selectFrom,
// for zero and nonzero digits.
func checkS390XUnlessZero(t *testing.T, p p256Jacobian, q2 p256Affine) {
	t.Helper()
	for _, abs := range []uint64{0, 1, 9, 16, 1 << 63} {
		got := p
		p256AddAffineUnlessZeroS390X(&got, &q2, abs)
		useS390X = false
		var want, sum p256Jacobian
		sum.addAffineMasked(&p, &q2)
		want.selectFrom(&p, &sum, subtle.IsZero64(abs))
		useS390X = true
		if got != want {
			t.Fatalf("p=%x q2=%x abs %d: asm %x, Go %x", p, q2, abs, got, want)
		}
	}
}
