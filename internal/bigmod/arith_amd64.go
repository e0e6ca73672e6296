// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package bigmod

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// The amd64 tiers, fastest first. All are constant-time: loops run on
// lengths only, the final subtraction of Montgomery multiplication is
// applied by mask.
//
//   - IFMA: AVX-512 IFMA exponentiation in radix 2⁵² for 1024- to 4096-bit
//     moduli (arith_ifma_amd64.go, chosen per modulus by ifmaSupported); the word
//     kernels, and exponentiation at other sizes, are ADX's, which every
//     IFMA CPU has.
//   - ADX: MULX with ADCX/ADOX carry chains, with unrolled Montgomery
//     kernels for the limb counts of RSA moduli and their CRT halves.
//   - MULQ: plain MULQ/ADC code for any amd64.
//   - Base: portable Go (arith.go).
var (
	useIFMA = cpu.X86HasAVX512IFMA && cpu.X86HasADX && cpu.X86HasBMI2
	useADX  = cpu.X86HasADX && cpu.X86HasBMI2
	useMULQ = true
)

var tiers = []tierRow{
	{"IFMA", &useIFMA, familyADX},
	{"ADX", &useADX, familyADX},
	{"MULQ", &useMULQ, familyAsm},
}

// The MULQ tier under the names arith_asm.go's wrappers call on every port
// (arith_ports.go declares them on the others).

func addMulVVWAsm(z, x *uint, n int, y uint) uint    { return addMulVVWMULQ(z, x, n, y) }
func montMulAsm(z, x, y, m *uint, n int, m0inv uint) { montMulMULQ(z, x, y, m, n, m0inv) }
func montSqrAsm(z, x, m *uint, n int, m0inv uint)    { montSqrMULQ(z, x, m, n, m0inv) }

func tableLookupAsm(z, tab *uint, n, size int, idx uint) { tableLookupSSE2(z, tab, n, size, idx) }

//go:noescape
func addVVAsm(z, x, y *uint, n int) uint

//go:noescape
func subVVAsm(z, x, y *uint, n int) uint

//go:noescape
func addMulVVWMULQ(z, x *uint, n int, y uint) uint

//go:noescape
func montMulMULQ(z, x, y, m *uint, n int, m0inv uint)

//go:noescape
func montSqrMULQ(z, x, m *uint, n int, m0inv uint)

//go:noescape
func tableLookupSSE2(z, tab *uint, n, size int, idx uint)
