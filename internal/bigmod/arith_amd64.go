// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package bigmod

import (
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// Tiers on amd64, fastest first. Each flag is consulted on every call (one
// predictable branch on a package-level boolean); tests flip them with
// impl.Select:
//
//   - IFMA: AVX-512 IFMA Montgomery multiplication in radix 2⁵² for 1024-
//     and 2048-bit moduli (arith_ifma.go); other sizes and the word kernels
//     run the ADX code, which every IFMA CPU has.
//   - ADX: MULX with ADCX/ADOX carry chains.
//   - MULQ: plain MULQ/ADC code for any amd64.
//   - Base (nothing selected): the Go twins in arith_generic.go.
//
// All of them are constant-time: loops run on lengths only, the final
// subtraction of Montgomery multiplication is applied by mask.
var (
	useIFMA = cpu.X86HasAVX512IFMA && cpu.X86HasADX && cpu.X86HasBMI2
	useADX  = cpu.X86HasADX && cpu.X86HasBMI2
	useMULQ = true
)

func init() {
	impl.Register("bigmod", "IFMA", &useIFMA, true)
	impl.Register("bigmod", "ADX", &useADX, true)
	impl.Register("bigmod", "MULQ", &useMULQ, true)
}

//go:noescape
func addVVAsm(z, x, y *uint, n int) uint

//go:noescape
func subVVAsm(z, x, y *uint, n int) uint

//go:noescape
func addMulVVWMULQ(z, x *uint, n int, y uint) uint

//go:noescape
func addMulVVWADX(z, x *uint, n int, y uint) uint

//go:noescape
func montMulMULQ(z, x, y, m *uint, n int, m0inv uint)

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
func montSqrADX16(z, x, m *uint, m0inv uint)

//go:noescape
func montSqrADX24(z, x, m *uint, m0inv uint)

//go:noescape
func montSqrADX32(z, x, m *uint, m0inv uint)

//go:noescape
func montSqrMULQ(z, x, m *uint, n int, m0inv uint)

//go:noescape
func montSqrADX(z, x, m *uint, n int, m0inv uint)

//go:noescape
func tableLookupSSE2(z, tab *uint, n, size int, idx uint)

// tableLookup sets z[0:n] = entry idx of tab (size entries of n limbs),
// scanning every entry: the constant-time window-table lookup of a fixed-
// window exponentiation. SSE2 on every amd64 asm tier; the Go twin under
// Base.
func tableLookup(z, tab []uint, n, size int, idx uint) {
	if !asmOn() || n == 0 || size == 0 {
		tableLookupGeneric(z, tab, n, size, idx)
		return
	}
	_, _ = z[n-1], tab[n*size-1] // bounds checked here, not in assembly
	tableLookupSSE2(&z[0], &tab[0], n, size, idx)
}

// adxOn: the ADX kernels run under the ADX tier and under IFMA (whose
// CPUs all have ADX and BMI2; useIFMA requires them).
func adxOn() bool { return useADX || useIFMA }

func asmOn() bool { return useADX || useIFMA || useMULQ }

func addVV(z, x, y []uint) uint {
	n := len(z)
	if !asmOn() || n == 0 {
		return addVVGeneric(z, x, y)
	}
	checkLens(n, x, y)
	return addVVAsm(&z[0], &x[0], &y[0], n)
}

func subVV(z, x, y []uint) uint {
	n := len(z)
	if !asmOn() || n == 0 {
		return subVVGeneric(z, x, y)
	}
	checkLens(n, x, y)
	return subVVAsm(&z[0], &x[0], &y[0], n)
}

func addMulVVW(z, x []uint, y uint) uint {
	n := len(z)
	if n == 0 {
		return addMulVVWGeneric(z, x, y)
	}
	switch {
	case adxOn():
		checkLens(n, x)
		return addMulVVWADX(&z[0], &x[0], n, y)
	case useMULQ:
		checkLens(n, x)
		return addMulVVWMULQ(&z[0], &x[0], n, y)
	}
	return addMulVVWGeneric(z, x, y)
}

func montMul(z, x, y, m []uint, m0inv uint) {
	n := len(m)
	if n == 0 || n > maxAsmLimbs {
		montMulGeneric(z, x, y, m, m0inv)
		return
	}
	switch {
	case adxOn():
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
	case useMULQ:
		checkLens(n, z, x, y)
		montMulMULQ(&z[0], &x[0], &y[0], &m[0], n, m0inv)
	default:
		montMulGeneric(z, x, y, m, m0inv)
	}
}

func montSqr(z, x, m []uint, m0inv uint) {
	n := len(m)
	if n == 0 || n > maxAsmLimbs {
		montSqrGeneric(z, x, m, m0inv)
		return
	}
	switch {
	case adxOn():
		checkLens(n, z, x)
		switch n {
		case 16:
			montSqrADX16(&z[0], &x[0], &m[0], m0inv)
		case 24:
			montSqrADX24(&z[0], &x[0], &m[0], m0inv)
		case 32:
			montSqrADX32(&z[0], &x[0], &m[0], m0inv)
		default:
			montSqrADX(&z[0], &x[0], &m[0], n, m0inv)
		}
	case useMULQ:
		checkLens(n, z, x)
		montSqrMULQ(&z[0], &x[0], &m[0], n, m0inv)
	default:
		montSqrGeneric(z, x, m, m0inv)
	}
}
