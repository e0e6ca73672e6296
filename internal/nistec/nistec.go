// Package nistec implements the NIST prime-order elliptic curves P-256, P-384
// and P-521 (FIPS 186-5, SP 800-186) with fixed-size field arithmetic of its
// own: Montgomery multiplication for the P-256 and P-384 base fields and for
// the scalar fields, and the Mersenne reduction of 2^521 − 1 for P-521.
//
// Constant time: every operation on secret values — field and scalar
// arithmetic, ScalarMult, ScalarBaseMult, scalar inversion — runs in time
// independent of its inputs on every tier (the portable Go "Base" tier and
// the amd64 "ADX" tier): no branch, memory index or loop bound depends on a
// secret; table look-ups read every entry and keep one with masks. Functions
// whose names end in VarTime (signature verification's double-scalar
// multiplication, point decoding of public keys) branch on their inputs and
// must only be given public values.
//
// Points use projective coordinates (X:Y:Z) with the complete addition and
// doubling formulas of Renes, Costello and Batina (EUROCRYPT 2016,
// algorithms 4, 5 and 6 for a = −3), so no input needs a special case.
package nistec

//go:generate go run gen_field.go
//go:generate go run gen_points.go
//go:generate go run gen_tables.go

// isZero64 returns 1 if x == 0 and 0 otherwise, without branching.
func isZero64(x uint64) int {
	// x | −x has its top bit set exactly when x ≠ 0.
	return int(1 ^ (x|-x)>>63)
}
