// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package bigmod

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// The ADX family (the IFMA and ADX tiers of arith_amd64.go): MULX with
// ADCX/ADOX carry chains in arith_amd64.s, with unrolled Montgomery kernels
// for the limb counts of RSA moduli and their CRT halves. addVV and subVV
// are the Asm family's; so is the table scan, widened to AVX2 where the CPU
// has it. The wrappers below are arith_asm.go's, with a switch on the
// unrolled sizes.

//go:noescape
func addMulVVWADX(z, x *uint, n int, y uint) uint

//go:noescape
func montMulADX(z, x, y, m *uint, n int, m0inv uint)

//go:noescape
func montMulADX16(z, x, y, m *uint, m0inv uint)

//go:noescape
func montMulADX24(z, x, y, m *uint, m0inv uint)

//go:noescape
func montMulADX32(z, x, y, m *uint, m0inv uint)

//go:noescape
func montMulADX48(z, x, y, m *uint, m0inv uint)

//go:noescape
func montMulADX64(z, x, y, m *uint, m0inv uint)

//go:noescape
func montSqrADX16N(z, x, m *uint, m0inv uint, k int)

//go:noescape
func montSqrADX24(z, x, m *uint, m0inv uint)

//go:noescape
func montSqrADX32(z, x, m *uint, m0inv uint)

//go:noescape
func montSqrADX(z, x, m *uint, n int, m0inv uint)

//go:noescape
func tableLookupAVX2(z, tab *uint, n, size int, idx uint)

// useAVX2Lookup: the ADX family scans Exp's window table with 256-bit
// registers where the CPU has them (every ADX CPU that RSA runs on in
// practice), else with the Asm family's SSE2 kernel.
var useAVX2Lookup = cpu.X86HasAVX2

func tableLookupADXWrap(z, tab []uint, n, size int, idx uint) {
	if !useAVX2Lookup {
		tableLookupWrap(z, tab, n, size, idx)
		return
	}
	if n == 0 || size == 0 {
		return
	}
	_, _ = z[n-1], tab[n*size-1] // bounds checked here, not in assembly
	tableLookupAVX2(&z[0], &tab[0], n, size, idx)
}

// The ADX wrappers check lengths as arith_asm.go's Asm-family wrappers do,
// written again because each calls its own tier's kernels directly.
func addMulVVWADXWrap(z, x []uint, y uint) uint {
	n := len(z)
	if n == 0 {
		return 0
	}
	checkLens(n, x)
	return addMulVVWADX(&z[0], &x[0], n, y)
}

func montMulADXWrap(z, x, y, m []uint, m0inv uint) {
	n := len(m)
	if n == 0 || n > maxAsmLimbs {
		montMulBase(z, x, y, m, m0inv)
		return
	}
	checkLens(n, z, x, y)
	switch n { // the RSA sizes have unrolled kernels
	case 16:
		montMulADX16(&z[0], &x[0], &y[0], &m[0], m0inv)
	case 24:
		montMulADX24(&z[0], &x[0], &y[0], &m[0], m0inv)
	case 32:
		montMulADX32(&z[0], &x[0], &y[0], &m[0], m0inv)
	case 48:
		montMulADX48(&z[0], &x[0], &y[0], &m[0], m0inv)
	case 64:
		montMulADX64(&z[0], &x[0], &y[0], &m[0], m0inv)
	default:
		montMulADX(&z[0], &x[0], &y[0], &m[0], n, m0inv)
	}
}

// montSqrNADXWrap squares k times, in one call at 16 limbs.
func montSqrNADXWrap(z, x, m []uint, m0inv uint, k int) {
	n := len(m)
	if n != 16 || k < 1 {
		montSqrNBase(familyADX, z, x, m, m0inv, k)
		return
	}
	checkLens(n, z, x)
	montSqrADX16N(&z[0], &x[0], &m[0], m0inv, k)
}

func montSqrADXWrap(z, x, m []uint, m0inv uint) {
	n := len(m)
	if n == 0 || n > maxAsmLimbs {
		montSqrBase(z, x, m, m0inv)
		return
	}
	checkLens(n, z, x)
	switch n {
	case 16:
		montSqrADX16N(&z[0], &x[0], &m[0], m0inv, 1)
	case 24:
		montSqrADX24(&z[0], &x[0], &m[0], m0inv)
	case 32:
		montSqrADX32(&z[0], &x[0], &m[0], m0inv)
	default:
		montSqrADX(&z[0], &x[0], &m[0], n, m0inv)
	}
}
