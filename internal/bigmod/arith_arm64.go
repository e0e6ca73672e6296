// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package bigmod

// useARM64 selects the arm64 assembly kernels (ADDS/ADCS, SUBS/SBCS and
// MUL/UMULH chains, arith_arm64.s); off, Base runs. Every arm64 CPU has
// the instructions; the flag exists so tests can reach Base.
// Constant-time: loops run on lengths only, the final subtraction is
// applied by mask.
var useARM64 = true

var tiers = []tierRow{{"ARM64", &useARM64, familyAsm}}

// The Asm family's entry points (arith_asm.go wraps them); every port but
// amd64 has these six under these names (amd64 maps its MULQ tier onto
// them).

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
