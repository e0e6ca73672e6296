// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (386 || arm64 || ppc64le || riscv64 || s390x || (arm && arm.6)) && !purego

package bigmod

// The Asm family's entry points (arith_asm.go wraps them), in
// arith_<GOARCH>.s of every assembly port but amd64, which maps its MULQ
// tier onto these names in Go (arith_amd64.go).

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
