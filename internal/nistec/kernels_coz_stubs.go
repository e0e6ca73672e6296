// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64) || purego

package nistec

// P-256's co-Z addition (pointKernels.coZAdd) exists on amd64 and arm64;
// every other port, and purego, stubs it here. The tables never select it.

func p256CoZAddAsm(r3, pq, r *p256Jacobian, lam *p256Element) { panic(noKernel) }
