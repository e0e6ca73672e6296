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

func P521ScalarMul(z, x, y *[9]uint64) {
	if useADX {
		p521ScalarMulADX(z, x, y)
		return
	}
	P521ScalarMulNoADX(z, x, y)
}

func P521ScalarSquare(z, x *[9]uint64) { P521ScalarMul(z, x, x) }

func P256ScalarMul(z, x, y *[4]uint64) {
	if useADX {
		p256ScalarMulADX(z, x, y)
		return
	}
	P256ScalarMulNoADX(z, x, y)
}

func P256ScalarSquare(z, x *[4]uint64) { P256ScalarMul(z, x, x) }

func P384ScalarMul(z, x, y *[6]uint64) {
	if useADX {
		p384ScalarMulADX(z, x, y)
		return
	}
	P384ScalarMulNoADX(z, x, y)
}

func P384ScalarSquare(z, x *[6]uint64) { P384ScalarMul(z, x, x) }

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

// The field operations' entry points are assembly (fe_amd64.s): each jumps
// to its ADX-tier assembly when useADX is set and to its ...NoADX Go
// fallback (fe_noadx_amd64.go) otherwise, so the element methods reach the
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

//go:noescape
func p256LookupAffineSSE2(out *p256Affine, table *[16]p256Affine, idx uint64)

// p256LookupAffineFast sets out = table[idx−1] (zero for idx = 0) with
// the SSE2 masked scan on the ADX and MULQ tiers (SSE2 is baseline on
// amd64; Base stays pure Go), reporting whether it did. On MULQ the
// constant-time harness, whose CPU lacks ADX, runs the scan.
func p256LookupAffineFast(out *p256Affine, table *[16]p256Affine, idx uint64) bool {
	if useADX || useMULQ {
		p256LookupAffineSSE2(out, table, idx)
		return true
	}
	return false
}

//go:noescape
func p384LookupAffineSSE2(out *p384Affine, table *[16]p384Affine, idx uint64)

// p384LookupAffineFast sets out = table[idx−1] (zero for idx = 0) with
// the SSE2 masked scan on the ADX and MULQ tiers (SSE2 is baseline on
// amd64; Base stays pure Go), reporting whether it did. On MULQ the
// constant-time harness, whose CPU lacks ADX, runs the scan.
func p384LookupAffineFast(out *p384Affine, table *[16]p384Affine, idx uint64) bool {
	if useADX || useMULQ {
		p384LookupAffineSSE2(out, table, idx)
		return true
	}
	return false
}

//go:noescape
func p521LookupAffineSSE2(out *p521Affine, table *[16]p521Affine, idx uint64)

// p521LookupAffineFast sets out = table[idx−1] (zero for idx = 0) with
// the SSE2 masked scan on the ADX and MULQ tiers (SSE2 is baseline on
// amd64; Base stays pure Go), reporting whether it did. On MULQ the
// constant-time harness, whose CPU lacks ADX, runs the scan.
func p521LookupAffineFast(out *p521Affine, table *[16]p521Affine, idx uint64) bool {
	if useADX || useMULQ {
		p521LookupAffineSSE2(out, table, idx)
		return true
	}
	return false
}

//go:noescape
func p256JacobianDoubleADX(out, in *p256Jacobian)

//go:noescape
func p384JacobianDoubleADX(out, in *p384Jacobian)

// p256DoubleFast sets out = 2·in with the ADX-tier assembly doubling (the
// Go double's formula with its field operations inlined), reporting
// whether it did. out may alias in.
func p256DoubleFast(out, in *p256Jacobian) bool {
	if useADX {
		p256JacobianDoubleADX(out, in)
		return true
	}
	return false
}

// p384DoubleFast is p256DoubleFast for P-384.
func p384DoubleFast(out, in *p384Jacobian) bool {
	if useADX {
		p384JacobianDoubleADX(out, in)
		return true
	}
	return false
}

//go:noescape
func p521JacobianDoubleADX(out, in *p521Jacobian)

// p521DoubleFast is p256DoubleFast for P-521.
func p521DoubleFast(out, in *p521Jacobian) bool {
	if useADX {
		p521JacobianDoubleADX(out, in)
		return true
	}
	return false
}

//go:noescape
func p256JacobianAddAffineADX(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine)

//go:noescape
func p384JacobianAddAffineADX(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine)

// p256AddAffineFast computes the mixed addition formula (see
// p256JacobianAddAffineFormula) with the ADX-tier assembly, reporting
// whether it did.
func p256AddAffineFast(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine) bool {
	if useADX {
		p256JacobianAddAffineADX(x3, y3, z3, h, r, q1, q2)
		return true
	}
	return false
}

// p384AddAffineFast is p256AddAffineFast for P-384.
func p384AddAffineFast(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine) bool {
	if useADX {
		p384JacobianAddAffineADX(x3, y3, z3, h, r, q1, q2)
		return true
	}
	return false
}

// p521AddAffineFast reports false: P-521 adds in Go (an assembly mixed
// addition built like P-256's measured no faster: P-521 field operations
// are long enough that the calls between them cost little).
func p521AddAffineFast(x3, y3, z3, h, r *p521Element, q1 *p521Jacobian, q2 *p521Affine) bool {
	return false
}
