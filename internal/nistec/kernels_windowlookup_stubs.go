// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !arm64 || purego

package nistec

// A window's Booth digit, table scan, doublings and addition in one call
// (pointKernels.windowLookup) exist for P-256 on arm64 only; every other
// port, and purego, stubs them here. The tables never select them.

func p256WindowLookupAsm(p *p256Jacobian, table *[16]p256Affine, s *[len(p256ScalarModulus) + 1]uint64, i uint64) {
	panic(noKernel)
}

func p384WindowLookupAsm(p *p384Jacobian, table *[16]p384Affine, s *[len(p384ScalarModulus) + 1]uint64, i uint64) {
	panic(noKernel)
}

func p521WindowLookupAsm(p *p521Jacobian, table *[16]p521Affine, s *[len(p521ScalarModulus) + 1]uint64, i uint64) {
	panic(noKernel)
}
