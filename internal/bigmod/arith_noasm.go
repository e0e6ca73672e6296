// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build purego || !(386 || amd64 || arm64 || ppc64le || riscv64 || s390x || (arm && arm.6))

package bigmod

// Portable word kernels: the Go twins in arith_generic.go.

func addVV(z, x, y []uint) uint             { return addVVGeneric(z, x, y) }
func subVV(z, x, y []uint) uint             { return subVVGeneric(z, x, y) }
func addMulVVW(z, x []uint, y uint) uint    { return addMulVVWGeneric(z, x, y) }
func montMul(z, x, y, m []uint, m0inv uint) { montMulGeneric(z, x, y, m, m0inv) }
func montSqr(z, x, m []uint, m0inv uint)    { montSqrGeneric(z, x, m, m0inv) }

func tableLookup(z, tab []uint, n, size int, idx uint) { tableLookupGeneric(z, tab, n, size, idx) }
