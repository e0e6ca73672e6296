// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package nistec

import "testing"

// arm64Kernels are the ARM64 tier's assembly functions (fe_arm64.s).
var arm64Kernels = fieldKernels{
	p256Mul: p256ElementMulARM64, p256Sqr: p256ElementSqrARM64, p256Scalar: p256ScalarMulARM64,
	p384Mul: p384ElementMulARM64, p384Sqr: p384ElementSqrARM64, p384Scalar: p384ScalarMulARM64,
	p521Mul: p521MulARM64, p521Sqr: p521SqrARM64, p521Scalar: p521ScalarMulARM64,
}

// arm64Entries are the entry points that test useARM64 and branch to the
// assembly or to the Go twins.
var arm64Entries = fieldKernels{
	p256Mul: p256ElementMul, p256Sqr: p256ElementSquare, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

func TestARM64MontAgainstGeneric(t *testing.T) { testMontTwins(t, arm64Kernels, 21) }

func TestARM64P521AgainstGeneric(t *testing.T) { testP521Twins(t, arm64Kernels, 23) }

func TestARM64DispatchAgainstGeneric(t *testing.T) { testDispatch(t, &useARM64, arm64Entries, 25) }
