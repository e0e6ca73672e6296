// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64) || purego

package nistec

// Without assembly every multiplication is the portable Go code; P-256's
// base field, which ppc64le has in assembly, is in fe_p256_noasm.go, and
// P-384's and P-521's base-field multiplication, which ppc64le also has,
// in fe_p384_p521_noasm.go.

func p256ScalarMul(z, x, y *[4]uint64) { p256ScalarMulGeneric(z, x, y) }

func p256ScalarSquare(z, x *[4]uint64) { p256ScalarMulGeneric(z, x, x) }

func p384ScalarMul(z, x, y *[6]uint64) { p384ScalarMulGeneric(z, x, y) }

func p384ScalarSquare(z, x *[6]uint64) { p384ScalarMulGeneric(z, x, x) }

func p521ScalarMul(z, x, y *[9]uint64) { p521ScalarMulGeneric(z, x, y) }

func p521ScalarSquare(z, x *[9]uint64) { p521ScalarMulGeneric(z, x, x) }

func p384ElementAdd(z, x, y *[6]uint64) { p384ElementAddGeneric(z, x, y) }

func p384ElementSub(z, x, y *[6]uint64) { p384ElementSubGeneric(z, x, y) }

func p521Add(z, x, y *[9]uint64) { p521AddFold(z, x, y) }

func p521Sub(z, x, y *[9]uint64) { p521SubGeneric(z, x, y) }
