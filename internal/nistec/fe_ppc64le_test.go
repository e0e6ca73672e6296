// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package nistec

import (
	"strings"
	"testing"
)

// ppc64leKernels are the PPC64LE tier's assembly functions (fe_ppc64le.s);
// the scalar fields, which it has no kernels for, keep their Go entry
// points.
var ppc64leKernels = fieldKernels{
	p256Mul: p256ElementMulPPC64LE, p256Sqr: p256ElementSqrPPC64LE, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMulPPC64LE, p384Sqr: p384ElementSqrPPC64LE, p384Scalar: p384ScalarMul,
	p521Mul: p521MulPPC64LE, p521Sqr: p521SqrPPC64LE, p521Scalar: p521ScalarMul,
}

// ppc64leEntries are the entry points, which test usePPC64LE and branch to
// the assembly or to the Go twins (the base fields), or are the Go code
// (the scalar fields).
var ppc64leEntries = fieldKernels{
	p256Mul: p256ElementMul, p256Sqr: p256ElementSquare, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

// TestPPC64LEMontAgainstGeneric compares the P-256 and P-384 base-field
// Montgomery kernels, the tier's only ones, with p256ElementMulGeneric and
// p384ElementMulGeneric (edge and random values, in and out of place).
func TestPPC64LEMontAgainstGeneric(t *testing.T) {
	var cases []montCase
	for _, c := range montCases(ppc64leKernels) {
		if strings.HasPrefix(c.name, "p256Element") || strings.HasPrefix(c.name, "p384Element") {
			cases = append(cases, c)
		}
	}
	if len(cases) != 4 {
		t.Fatalf("%d P-256 and P-384 base-field cases, want 4", len(cases))
	}
	testTwins(t, cases, 41)
}

// TestPPC64LEP521AgainstGeneric compares the P-521 kernels with
// p521MulGeneric and p521SquareGeneric.
func TestPPC64LEP521AgainstGeneric(t *testing.T) { testP521Twins(t, ppc64leKernels, 47) }

func TestPPC64LEDispatchAgainstGeneric(t *testing.T) {
	testDispatch(t, &usePPC64LE, ppc64leEntries, 43)
}
