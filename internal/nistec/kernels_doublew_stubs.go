// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64) || purego

package nistec

// doubleW's boothW doublings in one call (pointKernels.doubleW) exist for
// P-256 on amd64 and arm64, whose port files stub the other curves'; every
// other port, and purego, stubs them here, in one file, as kernels_stubs.go
// does for the amd64-only kernels. The tables never select them.

func p256DoubleWAsm(p *p256Jacobian) { panic(noKernel) }

func p384DoubleWAsm(p *p384Jacobian) { panic(noKernel) }

func p521DoubleWAsm(p *p521Jacobian) { panic(noKernel) }
