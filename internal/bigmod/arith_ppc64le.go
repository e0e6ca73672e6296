// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package bigmod

// usePPC64LE selects the ppc64le assembly kernels (arith_ppc64le.s): carry
// chains on ADDE/SUBE, multiply-accumulate rows on MULLD/MULHDU with
// ADDC/ADDE, Montgomery multiplication and squaring built from those rows,
// and the masked table scan, all POWER8 integer instructions every Go
// ppc64le target has. Off, Base runs. Constant-time: loops run on lengths
// only, the final subtraction is applied by mask.
var usePPC64LE = true

var tiers = []tierRow{{"PPC64LE", &usePPC64LE, familyAsm}}

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
