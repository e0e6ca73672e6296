// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (386 || amd64 || arm64 || ppc64le || riscv64 || s390x || (arm && arm.6)) && !purego

package bigmod

// maxAsmLimbs is the longest modulus, in limbs, the assembly Montgomery
// kernels take: their scratch (2n words; 5n+1 for arm64's Karatsuba
// montMul) lives in a fixed stack frame. That is 8192 bits on the 64-bit
// ports (maxStackLimbs) and 4096 bits on 386 and arm; longer moduli run
// Base's kernels.
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

// The Asm family: wrappers of the assembly entry points every port names
// alike (addVVAsm, subVVAsm, addMulVVWAsm, montMulAsm, montSqrAsm,
// tableLookupAsm, declared in arith_<GOARCH>.go), the one tier of most
// ports and amd64's MULQ tier. They check lengths, so that the assembly,
// given pointers and n, stays in bounds.

func addVVWrap(z, x, y []uint) uint {
	n := len(z)
	if n == 0 {
		return 0
	}
	checkLens(n, x, y)
	return addVVAsm(&z[0], &x[0], &y[0], n)
}

// subVVWrap is addVVWrap's twin for the subtraction.
func subVVWrap(z, x, y []uint) uint {
	n := len(z)
	if n == 0 {
		return 0
	}
	checkLens(n, x, y)
	return subVVAsm(&z[0], &x[0], &y[0], n)
}

func addMulVVWWrap(z, x []uint, y uint) uint {
	n := len(z)
	if n == 0 {
		return 0
	}
	checkLens(n, x)
	return addMulVVWAsm(&z[0], &x[0], n, y)
}

func montMulWrap(z, x, y, m []uint, m0inv uint) {
	n := len(m)
	if n == 0 || n > maxAsmLimbs {
		montMulBase(z, x, y, m, m0inv)
		return
	}
	checkLens(n, z, x, y)
	montMulAsm(&z[0], &x[0], &y[0], &m[0], n, m0inv)
}

func montSqrWrap(z, x, m []uint, m0inv uint) {
	n := len(m)
	if n == 0 || n > maxAsmLimbs {
		montSqrBase(z, x, m, m0inv)
		return
	}
	checkLens(n, z, x)
	montSqrAsm(&z[0], &x[0], &m[0], n, m0inv)
}

// tableLookupWrap sets z[0:n] = entry idx of tab (size entries of n
// limbs), scanning every entry.
func tableLookupWrap(z, tab []uint, n, size int, idx uint) {
	if n == 0 || size == 0 {
		return
	}
	_, _ = z[n-1], tab[n*size-1] // bounds checked here, not in assembly
	tableLookupAsm(&z[0], &tab[0], n, size, idx)
}
