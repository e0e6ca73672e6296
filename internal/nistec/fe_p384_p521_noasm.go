// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !ppc64le) || purego

package nistec

// P-384's and P-521's base-field multiplication on the ports whose other
// field arithmetic is fe_noasm.go's: the portable Go code. On ppc64le these
// entry points are assembly (fe_ppc64le.go).

func p384ElementMul(z, x, y *[6]uint64) { p384ElementMulGeneric(z, x, y) }

func p384ElementSquare(z, x *[6]uint64) { p384ElementMulGeneric(z, x, x) }

func p521Mul(z, x, y *[9]uint64) { p521MulGeneric(z, x, y) }

func p521Square(z, x *[9]uint64) { p521SquareGeneric(z, x) }
