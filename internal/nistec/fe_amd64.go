// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package nistec

import (
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// useADX selects the "ADX" tier: field and scalar multiplication in
// assembly with MULX (BMI2) and the ADCX/ADOX carry chains (ADX). It is
// constant time like the Go code: straight-line, no secret-dependent
// branch or address. The engine reads it on every multiplication (a
// predictable branch on a public flag), so impl.Select takes effect at once.
var useADX = cpu.X86HasADX && cpu.X86HasBMI2

func init() {
	impl.Register("nistec", "ADX", &useADX, true)
}

//go:noescape
func p256ElementMulADX(z, x, y *[4]uint64)

//go:noescape
func p384ElementMulADX(z, x, y *[6]uint64)

//go:noescape
func p256ElementSqrADX(z, x *[4]uint64)

//go:noescape
func p384ElementSqrADX(z, x *[6]uint64)

//go:noescape
func p256ScalarMulADX(z, x, y *[4]uint64)

//go:noescape
func p384ScalarMulADX(z, x, y *[6]uint64)

//go:noescape
func p521MulADX(z, x, y *[9]uint64)

//go:noescape
func p521SqrADX(z, x *[9]uint64)

//go:noescape
func p521ScalarMulADX(z, x, y *[9]uint64)

func p521ScalarMul(z, x, y *[9]uint64) {
	if useADX {
		p521ScalarMulADX(z, x, y)
		return
	}
	p521ScalarMulNoADX(z, x, y)
}

func p521ScalarSquare(z, x *[9]uint64) { p521ScalarMul(z, x, x) }

func p256ScalarMul(z, x, y *[4]uint64) {
	if useADX {
		p256ScalarMulADX(z, x, y)
		return
	}
	p256ScalarMulNoADX(z, x, y)
}

func p256ScalarSquare(z, x *[4]uint64) { p256ScalarMul(z, x, x) }

func p384ScalarMul(z, x, y *[6]uint64) {
	if useADX {
		p384ScalarMulADX(z, x, y)
		return
	}
	p384ScalarMulNoADX(z, x, y)
}

func p384ScalarSquare(z, x *[6]uint64) { p384ScalarMul(z, x, x) }

//go:noescape
func p256ElementAddAsm(z, x, y *[4]uint64)

//go:noescape
func p256ElementSubAsm(z, x, y *[4]uint64)

//go:noescape
func p384ElementAddAsm(z, x, y *[6]uint64)

//go:noescape
func p384ElementSubAsm(z, x, y *[6]uint64)

//go:noescape
func p521AddAsm(z, x, y *[9]uint64)

//go:noescape
func p521SubAsm(z, x, y *[9]uint64)

// The field operations' entry points are assembly (fe_amd64.s), declared
// like the ...Asm kernels above but called by the element methods: each jumps
// to its ADX-tier assembly when useADX is set and to its ...NoADX Go
// fallback (fe_mulq_amd64.go) otherwise, so the element methods reach the
// assembly in one call. Field addition and subtraction in assembly are not
// ADX instructions, but they follow the ADX tier so that Base stays pure Go.

//go:noescape
func p256ElementMul(z, x, y *[4]uint64)

//go:noescape
func p256ElementSquare(z, x *[4]uint64)

//go:noescape
func p256ElementAdd(z, x, y *[4]uint64)

//go:noescape
func p256ElementSub(z, x, y *[4]uint64)

//go:noescape
func p384ElementMul(z, x, y *[6]uint64)

//go:noescape
func p384ElementSquare(z, x *[6]uint64)

//go:noescape
func p384ElementAdd(z, x, y *[6]uint64)

//go:noescape
func p384ElementSub(z, x, y *[6]uint64)

//go:noescape
func p521Mul(z, x, y *[9]uint64)

//go:noescape
func p521Square(z, x *[9]uint64)

//go:noescape
func p521Add(z, x, y *[9]uint64)

//go:noescape
func p521Sub(z, x, y *[9]uint64)

// The tiers of amd64, in impl registration order after Base.
const (
	tierBase = iota
	tierMULQ
	tierADX
	numTiers
)

// activeTier returns the tier the point operations use now: ADX if its
// flag is on, else MULQ, else Base.
func activeTier() int {
	if useADX {
		return tierADX
	}
	if useMULQ {
		return tierMULQ
	}
	return tierBase
}

// The point operations each tier runs in assembly (see kernels.go). The
// scans of the affine tables (AVX2, or SSE2, which is baseline on amd64),
// and P-256's window blend and conditional negation (baseline instructions)
// run on MULQ too (Base stays pure Go), so the constant-time harness, whose
// CPU lacks ADX, checks them. P-521 adds in Go on ADX: an assembly mixed addition
// built like P-256's measured no faster (P-521's field operations are long
// enough that the calls between them cost little). safegcd's kernels
// (safegcd_amd64.go) use baseline instructions and run on MULQ and ADX alike.
var (
	p256Kernels = [numTiers]pointKernels{
		tierMULQ: {lookup: true, addUnlessZero: true, condNegY: true},
		tierADX:  {double: true, doubleDelta: true, doubleW: true, coZAdd: true, addAffine: true, lookup: true, addUnlessZero: true, window: true, condNegY: true},
	}
	p384Kernels = [numTiers]pointKernels{
		tierMULQ: {lookup: true},
		tierADX:  {double: true, doubleDelta: true, addAffine: true, lookup: true},
	}
	p521Kernels = [numTiers]pointKernels{
		tierMULQ: {lookup: true},
		tierADX:  {double: true, lookup: true},
	}
	safegcdKernels = [numTiers]gcdKernels{
		tierMULQ: {divsteps: true, update: true},
		tierADX:  {divsteps: true, update: true},
	}
)

//go:noescape
func p256LookupAffineSSE2(out *p256Affine, table *[16]p256Affine, idx uint64)

//go:noescape
func p384LookupAffineSSE2(out *p384Affine, table *[16]p384Affine, idx uint64)

//go:noescape
func p521LookupAffineSSE2(out *p521Affine, table *[16]p521Affine, idx uint64)

//go:noescape
func p256JacobianDoubleADX(out, in *p256Jacobian)

//go:noescape
func p384JacobianDoubleADX(out, in *p384Jacobian)

//go:noescape
func p521JacobianDoubleADX(out, in *p521Jacobian)

//go:noescape
func p256JacobianDoubleDeltaADX(out, in *p256Jacobian, delta *p256Element)

//go:noescape
func p384JacobianDoubleDeltaADX(out, in *p384Jacobian, delta *p384Element)

// p256JacobianDoubleWADX is the ADX tier's doubleW: ScalarMult's boothW
// doublings between two windows in one kernel, δ = Z² carried in its frame.
//
//go:noescape
func p256JacobianDoubleWADX(p *p256Jacobian)

// p256WindowADX is the ADX tier's window of ScalarMult: doubleW's boothW
// doublings, then p256AddAffineUnlessZeroADX's addition, which takes Z² from
// the δ the doublings carry instead of squaring Z again.
//
//go:noescape
func p256WindowADX(p *p256Jacobian, q2 *p256Affine, abs uint64)

//go:noescape
func p256CoZAddADX(r3, pq, r *p256Jacobian, lam *p256Element)

//go:noescape
func p256AddAffineBlendAMD64(p, sum *p256Jacobian, q2 *p256Affine, abs uint64)

//go:noescape
func p256CondNegYAMD64(sel *p256Affine, sign uint64)

// p256AddAffineUnlessZeroADX is the ADX tier's whole window addition, the
// mixed sum and the blend in one kernel.
//
//go:noescape
func p256AddAffineUnlessZeroADX(p *p256Jacobian, q2 *p256Affine, abs uint64)

//go:noescape
func p256JacobianAddAffineADX(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine)

//go:noescape
func p384JacobianAddAffineADX(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine)

//go:noescape
func p256LookupAffineAVX2(out *p256Affine, table *[16]p256Affine, idx uint64)

//go:noescape
func p384LookupAffineAVX2(out *p384Affine, table *[16]p384Affine, idx uint64)

//go:noescape
func p521LookupAffineAVX2(out *p521Affine, table *[16]p521Affine, idx uint64)

// useAVX2Scan runs the table scans in 256-bit registers on the tiers whose
// rows select an assembly scan. It is not a tier: the AVX2 and SSE2 scans
// read the same memory in the same order and return the same result, and
// TestLookupAffineAVX2AgainstSSE2 compares them. A branch on a public flag.
var useAVX2Scan = cpu.X86HasAVX2

func p256LookupAffineAsm(out *p256Affine, table *[16]p256Affine, idx uint64) {
	if useAVX2Scan {
		p256LookupAffineAVX2(out, table, idx)
		return
	}
	p256LookupAffineSSE2(out, table, idx)
}

func p384LookupAffineAsm(out *p384Affine, table *[16]p384Affine, idx uint64) {
	if useAVX2Scan {
		p384LookupAffineAVX2(out, table, idx)
		return
	}
	p384LookupAffineSSE2(out, table, idx)
}

func p521LookupAffineAsm(out *p521Affine, table *[16]p521Affine, idx uint64) {
	if useAVX2Scan {
		p521LookupAffineAVX2(out, table, idx)
		return
	}
	p521LookupAffineSSE2(out, table, idx)
}

func p256DoubleAsm(out, in *p256Jacobian) { p256JacobianDoubleADX(out, in) }

func p384DoubleAsm(out, in *p384Jacobian) { p384JacobianDoubleADX(out, in) }

func p521DoubleAsm(out, in *p521Jacobian) { p521JacobianDoubleADX(out, in) }

func p256DoubleDeltaAsm(out, in *p256Jacobian, delta *p256Element) {
	p256JacobianDoubleDeltaADX(out, in, delta)
}

func p384DoubleDeltaAsm(out, in *p384Jacobian, delta *p384Element) {
	p384JacobianDoubleDeltaADX(out, in, delta)
}

func p256AddAffineAsm(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine) {
	p256JacobianAddAffineADX(x3, y3, z3, h, r, q1, q2)
}

func p384AddAffineAsm(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine) {
	p384JacobianAddAffineADX(x3, y3, z3, h, r, q1, q2)
}

// p256AddAffineUnlessZeroAsm sets p = p + q2 for a window's digit of
// absolute value abs, keeping p when abs = 0 (addAffineMasked, then
// selectFrom): on ADX one kernel for both, the mixed sum and the masks
// (the sum never leaves its frame); on MULQ the Go formula, then the masks
// in one assembly blend, which uses baseline instructions only.
// fe_arm64.go's wrapper is alike by design (kernels.go): each port's file
// names its own kernels.
func p256AddAffineUnlessZeroAsm(p *p256Jacobian, q2 *p256Affine, abs uint64) {
	if useADX {
		p256AddAffineUnlessZeroADX(p, q2, abs)
		return
	}
	var sum p256Jacobian
	var h, r p256Element
	p256JacobianAddAffineFormula(&sum.x, &sum.y, &sum.z, &h, &r, p, q2)
	p256AddAffineBlendAMD64(p, &sum, q2, abs)
}

func p256DoubleWAsm(p *p256Jacobian) { p256JacobianDoubleWADX(p) }

func p256WindowAsm(p *p256Jacobian, q2 *p256Affine, abs uint64) { p256WindowADX(p, q2, abs) }

func p256CondNegYAsm(sel *p256Affine, sign uint64) { p256CondNegYAMD64(sel, sign) }

func p256CoZAddAsm(r3, pq, r *p256Jacobian, lam *p256Element) { p256CoZAddADX(r3, pq, r, lam) }

// The kernels amd64 does not have; the tables above never select them.
// fe_noasm.go stubs them alike for the ports without assembly.

func p521AddAffineAsm(x3, y3, z3, h, r *p521Element, q1 *p521Jacobian, q2 *p521Affine) {
	panic(noKernel)
}

func p521DoubleDeltaAsm(out, in *p521Jacobian, delta *p521Element) { panic(noKernel) }

func p384DoubleWAsm(p *p384Jacobian) { panic(noKernel) }

func p521DoubleWAsm(p *p521Jacobian) { panic(noKernel) }

func p384WindowAsm(p *p384Jacobian, q2 *p384Affine, abs uint64) { panic(noKernel) }

func p521WindowAsm(p *p521Jacobian, q2 *p521Affine, abs uint64) { panic(noKernel) }

func p384CoZAddAsm(r3, pq, r *p384Jacobian, lam *p384Element) { panic(noKernel) }

func p521CoZAddAsm(r3, pq, r *p521Jacobian, lam *p521Element) { panic(noKernel) }

func p384AddAffineUnlessZeroAsm(p *p384Jacobian, q2 *p384Affine, abs uint64) { panic(noKernel) }

func p521AddAffineUnlessZeroAsm(p *p521Jacobian, q2 *p521Affine, abs uint64) { panic(noKernel) }

func p384CondNegYAsm(sel *p384Affine, sign uint64) { panic(noKernel) }

func p521CondNegYAsm(sel *p521Affine, sign uint64) { panic(noKernel) }
