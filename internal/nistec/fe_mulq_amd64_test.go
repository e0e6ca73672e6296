// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package nistec

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// mulqKernels are the MULQ tier's assembly functions (fe_mulq_amd64.s).
var mulqKernels = fieldKernels{
	p256Mul: p256ElementMulMULQ, p256Sqr: p256ElementSqrMULQ, p256Scalar: p256ScalarMulMULQ,
	p384Mul: p384ElementMulMULQ, p384Sqr: p384ElementSqrMULQ, p384Scalar: p384ScalarMulMULQ,
	p521Mul: p521MulMULQ, p521Sqr: p521SqrMULQ, p521Scalar: p521ScalarMulMULQ,
}

// mulqEntries are the ADX tier's fallback entry points (fe_mulq_amd64.go),
// which test useMULQ and branch to the MULQ assembly or to the Go twins.
var mulqEntries = fieldKernels{
	p256Mul: p256ElementMulNoADX, p256Sqr: p256ElementSquareNoADX, p256Scalar: p256ScalarMulNoADX,
	p384Mul: p384ElementMulNoADX, p384Sqr: p384ElementSquareNoADX, p384Scalar: p384ScalarMulNoADX,
	p521Mul: p521MulNoADX, p521Sqr: p521SquareNoADX, p521Scalar: p521ScalarMulNoADX,
}

func TestMULQMontAgainstGeneric(t *testing.T) { testMontTwins(t, mulqKernels, 31) }

func TestMULQP521AgainstGeneric(t *testing.T) { testP521Twins(t, mulqKernels, 33) }

func TestMULQDispatchAgainstGeneric(t *testing.T) { testDispatch(t, &useMULQ, mulqEntries, 35) }

// TestMULQTierSelection checks that selecting "MULQ" turns the ADX tier
// off, so that the registry's test runner really exercises the MULQ code,
// and that Base turns both off.
func TestMULQTierSelection(t *testing.T) {
	defer impl.Reset("nistec")
	if !impl.Select("nistec", "MULQ") {
		t.Fatal("MULQ cannot be selected")
	}
	if useADX || !useMULQ {
		t.Errorf("under MULQ: useADX = %v, useMULQ = %v", useADX, useMULQ)
	}
	impl.Select("nistec", impl.Base)
	if useADX || useMULQ {
		t.Errorf("under Base: useADX = %v, useMULQ = %v", useADX, useMULQ)
	}
}
