// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package nistec

// P-256's window in one call (pointKernels.window) exists on amd64 (arm64
// runs the window with its lookup, pointKernels.windowLookup); every other
// port, and purego, stubs it here. The tables never select it.

func p256WindowAsm(p *p256Jacobian, q2 *p256Affine, abs uint64) { panic(noKernel) }
