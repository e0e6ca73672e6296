// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !arm64 || purego

package nistec

// The co-Z table's conversion to affine in one call
// (pointKernels.coZAffine) exists for P-256 on arm64 only; every other
// port, and purego, stubs it here. The tables never select it.

func p256CoZAffineAsm(table *[16]p256Affine, jtab *[16]p256Jacobian, lam *[16]p256Element, zinv *p256Element) {
	panic(noKernel)
}

func p384CoZAffineAsm(table *[16]p384Affine, jtab *[16]p384Jacobian, lam *[16]p384Element, zinv *p384Element) {
	panic(noKernel)
}

func p521CoZAffineAsm(table *[16]p521Affine, jtab *[16]p521Jacobian, lam *[16]p521Element, zinv *p521Element) {
	panic(noKernel)
}
