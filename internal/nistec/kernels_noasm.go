// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !s390x) || purego

package nistec

// Base is the only tier with point code: every row of the tables is empty
// (kernels.go). The PPC64LE tier has field kernels only (fe_ppc64le.go);
// s390x has its tier table in fe_s390x.go.
const (
	tierBase = iota
	numTiers
)

func activeTier() int { return tierBase }

var (
	p256Kernels    [numTiers]pointKernels
	p384Kernels    [numTiers]pointKernels
	p521Kernels    [numTiers]pointKernels
	safegcdKernels [numTiers]gcdKernels
)

func p256DoubleAsm(out, in *p256Jacobian) { panic(noKernel) }

func p384DoubleAsm(out, in *p384Jacobian) { panic(noKernel) }

func p521DoubleAsm(out, in *p521Jacobian) { panic(noKernel) }

func p256AddAffineAsm(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine) {
	panic(noKernel)
}

func p384AddAffineAsm(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine) {
	panic(noKernel)
}

func p521AddAffineAsm(x3, y3, z3, h, r *p521Element, q1 *p521Jacobian, q2 *p521Affine) {
	panic(noKernel)
}

func p256LookupAffineAsm(out *p256Affine, table *[16]p256Affine, idx uint64) { panic(noKernel) }

func p384LookupAffineAsm(out *p384Affine, table *[16]p384Affine, idx uint64) { panic(noKernel) }

func p521LookupAffineAsm(out *p521Affine, table *[16]p521Affine, idx uint64) { panic(noKernel) }

func p256AddAffineUnlessZeroAsm(p *p256Jacobian, q2 *p256Affine, abs uint64) { panic(noKernel) }

func p384AddAffineUnlessZeroAsm(p *p384Jacobian, q2 *p384Affine, abs uint64) { panic(noKernel) }

func p521AddAffineUnlessZeroAsm(p *p521Jacobian, q2 *p521Affine, abs uint64) { panic(noKernel) }

func p256CondNegYAsm(sel *p256Affine, sign uint64) { panic(noKernel) }

func p384CondNegYAsm(sel *p384Affine, sign uint64) { panic(noKernel) }

func p521CondNegYAsm(sel *p521Affine, sign uint64) { panic(noKernel) }

func divsteps62Asm(delta int64, f, g uint64) (d, u, v, q, r int64) { panic(noKernel) }

func safegcdUpdateAsm(s *safegcd, f, g, d, e *gcdNum, u, v, q, r int64) { panic(noKernel) }
