// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (386 || amd64 || arm64 || ppc64le || riscv64 || s390x || (arm && arm.6)) && !purego

package bigmod

// maxAsmLimbs is the longest modulus, in limbs, the assembly Montgomery
// kernels take: their scratch (2n words; 5n+1 for arm64's Karatsuba
// montMul) lives in a fixed stack frame. That is 8192 bits on the 64-bit
// ports (maxStackLimbs) and 4096 bits on 386 and arm; longer moduli run
// the Go twins.
const maxAsmLimbs = 128

// checkLens panics unless every slice has exactly n limbs, so that the
// assembly, which takes only pointers and n, stays inside the slices.
func checkLens(n int, s ...[]uint) {
	for _, v := range s {
		if len(v) != n {
			panic("bigmod: mismatched limb counts")
		}
	}
}
