// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package nistec

// The doubling given Z² (pointKernels.doubleDelta), the P-384 and P-521
// windows in one call (pointKernels.window) and the P-384 and P-521 co-Z
// additions (pointKernels.coZAdd) exist on amd64 only; every
// other port, and purego, stubs them here, in one file, rather than in each
// of fe_noasm.go and fe_arm64.go. The tables never select them. P-256's
// co-Z addition and window, on amd64 and arm64, are stubbed in
// kernels_coz_stubs.go and kernels_window_stubs.go.

func p256DoubleDeltaAsm(out, in *p256Jacobian, delta *p256Element) { panic(noKernel) }

func p384DoubleDeltaAsm(out, in *p384Jacobian, delta *p384Element) { panic(noKernel) }

func p521DoubleDeltaAsm(out, in *p521Jacobian, delta *p521Element) { panic(noKernel) }

func p384CoZAddAsm(r3, pq, r *p384Jacobian, lam *p384Element) { panic(noKernel) }

func p521CoZAddAsm(r3, pq, r *p521Jacobian, lam *p521Element) { panic(noKernel) }

func p384WindowAsm(p *p384Jacobian, q2 *p384Affine, abs uint64) { panic(noKernel) }

func p521WindowAsm(p *p521Jacobian, q2 *p521Affine, abs uint64) { panic(noKernel) }
