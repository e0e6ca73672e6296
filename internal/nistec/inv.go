// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

// Inversion in every field by the constant-time safegcd (safegcd.go), about
// three times faster than Fermat's x^(m−2) (invertFermat, kept as a
// cross-check). For the Montgomery-domain types the stored value is x·R, so
// its inverse x⁻¹·R⁻¹ is brought back with one Montgomery multiplication by
// R³ (giving x⁻¹·R).

var (
	p256ElementGCD = newSafegcd(p256ElementModulus[:], 256)
	p384ElementGCD = newSafegcd(p384ElementModulus[:], 384)
	p521ElementGCD = newSafegcd([]uint64{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), p521TopMask}, 521)
	p256ScalarGCD  = newSafegcd(p256ScalarModulus[:], 256)
	p384ScalarGCD  = newSafegcd(p384ScalarModulus[:], 384)
	p521ScalarGCD  = newSafegcd(p521ScalarModulus[:], 521)

	p256ScalarR3   [4]uint64
	p384ScalarR3   [6]uint64
	p521ScalarR3   [9]uint64
	p256ElementR3x [4]uint64
	p384ElementR3x [6]uint64
)

func init() {
	// R³ = RR·RR·R⁻¹, one Montgomery multiplication of R² by itself.
	p256ScalarMulGeneric(&p256ScalarR3, &p256ScalarRR.l, &p256ScalarRR.l)
	p384ScalarMulGeneric(&p384ScalarR3, &p384ScalarRR.l, &p384ScalarRR.l)
	p521ScalarMulGeneric(&p521ScalarR3, &p521ScalarRR.l, &p521ScalarRR.l)
	p256ElementMulGeneric(&p256ElementR3x, &p256ElementRR.l, &p256ElementRR.l)
	p384ElementMulGeneric(&p384ElementR3x, &p384ElementRR.l, &p384ElementRR.l)
}

// Invert sets e = x⁻¹ (0 for x = 0) in constant time and returns e.
func (e *p256Element) Invert(x *p256Element) *p256Element {
	var v [4]uint64
	p256ElementGCD.inverse(v[:], x.l[:])
	p256ElementMul(&e.l, &v, &p256ElementR3x)
	return e
}

// Invert sets e = x⁻¹ (0 for x = 0) in constant time and returns e.
func (e *p384Element) Invert(x *p384Element) *p384Element {
	var v [6]uint64
	p384ElementGCD.inverse(v[:], x.l[:])
	p384ElementMul(&e.l, &v, &p384ElementR3x)
	return e
}

// Invert sets e = x⁻¹ (0 for x = 0) in constant time and returns e.
func (e *p521Element) Invert(x *p521Element) *p521Element {
	c := x.canonical()
	p521ElementGCD.inverse(e.l[:], c[:])
	return e
}

// The scalars' wrappers repeat the elements' above, one per type: Go's
// generics cannot abstract over the array lengths.

// Invert sets e = x⁻¹ (0 for x = 0) in constant time and returns e.
func (e *P256Scalar) Invert(x *P256Scalar) *P256Scalar {
	var v [4]uint64
	p256ScalarGCD.inverse(v[:], x.l[:])
	p256ScalarMul(&e.l, &v, &p256ScalarR3)
	return e
}

// Invert sets e = x⁻¹ (0 for x = 0) in constant time and returns e.
func (e *P384Scalar) Invert(x *P384Scalar) *P384Scalar {
	var v [6]uint64
	p384ScalarGCD.inverse(v[:], x.l[:])
	p384ScalarMul(&e.l, &v, &p384ScalarR3)
	return e
}

// Invert sets e = x⁻¹ (0 for x = 0) in constant time and returns e.
func (e *P521Scalar) Invert(x *P521Scalar) *P521Scalar {
	var v [9]uint64
	p521ScalarGCD.inverse(v[:], x.l[:])
	p521ScalarMul(&e.l, &v, &p521ScalarR3)
	return e
}

// The variable-time wrappers repeat the constant-time ones, with
// inverseVarTime.

// InvertVarTime sets e = x⁻¹ (0 for x = 0) and returns e. Variable time: x
// must be public (a signature's s in verification).
func (e *P256Scalar) InvertVarTime(x *P256Scalar) *P256Scalar {
	var v [4]uint64
	p256ScalarGCD.inverseVarTime(v[:], x.l[:])
	p256ScalarMul(&e.l, &v, &p256ScalarR3)
	return e
}

// InvertVarTime sets e = x⁻¹ (0 for x = 0) and returns e. Variable time: x
// must be public.
func (e *P384Scalar) InvertVarTime(x *P384Scalar) *P384Scalar {
	var v [6]uint64
	p384ScalarGCD.inverseVarTime(v[:], x.l[:])
	p384ScalarMul(&e.l, &v, &p384ScalarR3)
	return e
}

// InvertVarTime sets e = x⁻¹ (0 for x = 0) and returns e. Variable time: x
// must be public.
func (e *P521Scalar) InvertVarTime(x *P521Scalar) *P521Scalar {
	var v [9]uint64
	p521ScalarGCD.inverseVarTime(v[:], x.l[:])
	p521ScalarMul(&e.l, &v, &p521ScalarR3)
	return e
}

// invertVarTime sets e = x⁻¹ (0 for x = 0) and returns e. Variable time: x
// must be public (multiples of a public point).
func (e *p256Element) invertVarTime(x *p256Element) *p256Element {
	var v [4]uint64
	p256ElementGCD.inverseVarTime(v[:], x.l[:])
	p256ElementMul(&e.l, &v, &p256ElementR3x)
	return e
}

// invertVarTime sets e = x⁻¹ (0 for x = 0) and returns e. Variable time: x
// must be public.
func (e *p384Element) invertVarTime(x *p384Element) *p384Element {
	var v [6]uint64
	p384ElementGCD.inverseVarTime(v[:], x.l[:])
	p384ElementMul(&e.l, &v, &p384ElementR3x)
	return e
}

// invertVarTime sets e = x⁻¹ (0 for x = 0) and returns e. Variable time: x
// must be public.
func (e *p521Element) invertVarTime(x *p521Element) *p521Element {
	c := x.canonical()
	p521ElementGCD.inverseVarTime(e.l[:], c[:])
	return e
}
