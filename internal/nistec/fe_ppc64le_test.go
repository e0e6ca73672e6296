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
// the curves it has no kernels for keep their Go entry points.
var ppc64leKernels = fieldKernels{
	p256Mul: p256ElementMulPPC64LE, p256Sqr: p256ElementSqrPPC64LE, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

// ppc64leEntries are the entry points, which test usePPC64LE and branch to
// the assembly or to the Go twins (P-256's base field), or are the Go code.
var ppc64leEntries = fieldKernels{
	p256Mul: p256ElementMul, p256Sqr: p256ElementSquare, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

// TestPPC64LEMontAgainstGeneric compares the P-256 base-field kernels, the
// tier's only ones, with p256ElementMulGeneric.
func TestPPC64LEMontAgainstGeneric(t *testing.T) {
	var cases []montCase
	for _, c := range montCases(ppc64leKernels) {
		if strings.HasPrefix(c.name, "p256Element") {
			cases = append(cases, c)
		}
	}
	if len(cases) != 2 {
		t.Fatalf("%d P-256 base-field cases, want 2", len(cases))
	}
	testTwins(t, cases, 41)
}

func TestPPC64LEDispatchAgainstGeneric(t *testing.T) {
	testDispatch(t, &usePPC64LE, ppc64leEntries, 43)
}
