// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

// CTFieldMul sets z = x·y in the base field of curve ("P-256", "P-384" or
// "P-521"), through the field's internal representation, with encodings
// of reduced elements. It exists for the constant-time harness
// (internal/ctgrind); it panics on bad input.
func CTFieldMul(curve string, z, x, y []byte) {
	switch curve {
	case "P-256":
		var a, b p256Element
		mustSet(a.SetBytes(x))
		mustSet(b.SetBytes(y))
		copy(z, a.Mul(&a, &b).Bytes())
	case "P-384":
		var a, b p384Element
		mustSet(a.SetBytes(x))
		mustSet(b.SetBytes(y))
		copy(z, a.Mul(&a, &b).Bytes())
	case "P-521":
		var a, b p521Element
		mustSet(a.SetBytes(x))
		mustSet(b.SetBytes(y))
		copy(z, a.Mul(&a, &b).Bytes())
	default:
		panic("nistec: unknown curve " + curve)
	}
}

func mustSet[E any](_ E, err error) {
	if err != nil {
		panic(err)
	}
}
