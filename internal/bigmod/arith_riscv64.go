// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build riscv64 && !purego

package bigmod

import "github.com/ctcrypto/ctcrypto/internal/impl"

// useRV64 selects the riscv64 assembly kernels (arith_riscv64.s): carry
// chains on SLTU, multiply-accumulate rows on MUL/MULHU, Montgomery
// multiplication and squaring built from those rows, and the masked table
// scan. They use only the RV64IM base every Go riscv64 target has. Off,
// the Go twins run (Base). Consulted on every call: one predictable
// branch. Constant-time: loops run on lengths only, the final subtraction
// is applied by mask.
var useRV64 = true

func init() {
	impl.Register("bigmod", "RV64", &useRV64, true)
}

//go:noescape
func addVVAsm(z, x, y *uint, n int) uint

//go:noescape
func subVVAsm(z, x, y *uint, n int) uint

//go:noescape
func addMulVVWAsm(z, x *uint, n int, y uint) uint

//go:noescape
func montMulAsm(z, x, y, m *uint, n int, m0inv uint)

//go:noescape
func montSqrAsm(z, x, m *uint, n int, m0inv uint)

//go:noescape
func tableLookupAsm(z, tab *uint, n, size int, idx uint)

func addVV(z, x, y []uint) uint {
	n := len(z)
	if !useRV64 || n == 0 {
		return addVVGeneric(z, x, y)
	}
	checkLens(n, x, y)
	return addVVAsm(&z[0], &x[0], &y[0], n)
}

func subVV(z, x, y []uint) uint {
	n := len(z)
	if !useRV64 || n == 0 {
		return subVVGeneric(z, x, y)
	}
	checkLens(n, x, y)
	return subVVAsm(&z[0], &x[0], &y[0], n)
}

func addMulVVW(z, x []uint, y uint) uint {
	n := len(z)
	if !useRV64 || n == 0 {
		return addMulVVWGeneric(z, x, y)
	}
	checkLens(n, x)
	return addMulVVWAsm(&z[0], &x[0], n, y)
}

func montMul(z, x, y, m []uint, m0inv uint) {
	n := len(m)
	if !useRV64 || n == 0 || n > maxAsmLimbs {
		montMulGeneric(z, x, y, m, m0inv)
		return
	}
	checkLens(n, z, x, y)
	montMulAsm(&z[0], &x[0], &y[0], &m[0], n, m0inv)
}

func montSqr(z, x, m []uint, m0inv uint) {
	n := len(m)
	if !useRV64 || n == 0 || n > maxAsmLimbs {
		montSqrGeneric(z, x, m, m0inv)
		return
	}
	checkLens(n, z, x)
	montSqrAsm(&z[0], &x[0], &m[0], n, m0inv)
}

// tableLookup sets z[0:n] = entry idx of tab (size entries of n limbs),
// scanning every entry (masked loads and ORs); the Go twin under Base.
func tableLookup(z, tab []uint, n, size int, idx uint) {
	if !useRV64 || n == 0 || size == 0 {
		tableLookupGeneric(z, tab, n, size, idx)
		return
	}
	_, _ = z[n-1], tab[n*size-1] // bounds checked here, not in assembly
	tableLookupAsm(&z[0], &tab[0], n, size, idx)
}
