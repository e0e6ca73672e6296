// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build s390x && !purego

package nistec

import (
	"strings"
	"testing"
)

// s390xKernels are the S390X tier's assembly functions (fe_s390x.s);
// the curves it has no kernels for keep their Go entry points.
var s390xKernels = fieldKernels{
	p256Mul: p256ElementMulS390X, p256Sqr: p256ElementSqrS390X, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

// s390xEntries are the entry points, which test useS390X and branch to
// the assembly or to the Go twins (P-256's base field), or are the Go code.
var s390xEntries = fieldKernels{
	p256Mul: p256ElementMul, p256Sqr: p256ElementSquare, p256Scalar: p256ScalarMul,
	p384Mul: p384ElementMul, p384Sqr: p384ElementSquare, p384Scalar: p384ScalarMul,
	p521Mul: p521Mul, p521Sqr: p521Square, p521Scalar: p521ScalarMul,
}

// TestS390XMontAgainstGeneric compares the P-256 base-field kernels, the
// tier's only ones, with p256ElementMulGeneric.
func TestS390XMontAgainstGeneric(t *testing.T) {
	var cases []montCase
	for _, c := range montCases(s390xKernels) {
		if strings.HasPrefix(c.name, "p256Element") {
			cases = append(cases, c)
		}
	}
	if len(cases) != 2 {
		t.Fatalf("%d P-256 base-field cases, want 2", len(cases))
	}
	testTwins(t, cases, 45)
}

// TestS390XAddSubAgainstGeneric compares the P-256 addition and
// subtraction kernels with their Go twins, as fe_amd64_test.go's
// TestAddSubAsmAgainstGeneric does for amd64's.
func TestS390XAddSubAgainstGeneric(t *testing.T) {
	a4 := func(s []uint64) *[4]uint64 { return (*[4]uint64)(s) }
	r256 := func(x []uint64) { p256ElementReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) }
	testTwins(t, []montCase{
		{"p256ElementAdd", p256ElementModulus[:], r256,
			func(z, x, y []uint64) { p256ElementAddS390X(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementAddGeneric(a4(z), a4(x), a4(y)) }},
		{"p256ElementSub", p256ElementModulus[:], r256,
			func(z, x, y []uint64) { p256ElementSubS390X(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementSubGeneric(a4(z), a4(x), a4(y)) }},
	}, 49)
	// The entry points under both settings of the flag.
	defer func(v bool) { useS390X = v }(useS390X)
	for _, on := range []bool{true, false} {
		useS390X = on
		testTwins(t, []montCase{
			{"p256ElementAdd", p256ElementModulus[:], r256,
				func(z, x, y []uint64) { p256ElementAdd(a4(z), a4(x), a4(y)) },
				func(z, x, y []uint64) { p256ElementAddGeneric(a4(z), a4(x), a4(y)) }},
			{"p256ElementSub", p256ElementModulus[:], r256,
				func(z, x, y []uint64) { p256ElementSub(a4(z), a4(x), a4(y)) },
				func(z, x, y []uint64) { p256ElementSubGeneric(a4(z), a4(x), a4(y)) }},
		}, 51)
	}
}

func TestS390XDispatchAgainstGeneric(t *testing.T) {
	testDispatch(t, &useS390X, s390xEntries, 47)
}
