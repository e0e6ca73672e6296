// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !ppc64le && !s390x) || purego

package nistec

// The P-256 base-field arithmetic of the ports whose other field
// arithmetic is fe_noasm.go's: the portable Go code. On ppc64le and s390x
// these entry points are assembly (fe_ppc64le.go, fe_s390x.go; ppc64le's
// addition and subtraction are Go).

func p256ElementMul(z, x, y *[4]uint64) { p256ElementMulGeneric(z, x, y) }

func p256ElementSquare(z, x *[4]uint64) { p256ElementMulGeneric(z, x, x) }

func p256ElementAdd(z, x, y *[4]uint64) { p256ElementAddGeneric(z, x, y) }

func p256ElementSub(z, x, y *[4]uint64) { p256ElementSubGeneric(z, x, y) }
