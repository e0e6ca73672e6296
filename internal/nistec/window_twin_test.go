// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import "github.com/ctcrypto/ctcrypto/internal/subtle"

// p256WindowCase is one input of a window kernel's twin test
// (p256WindowADX, p256WindowLookupARM64): the accumulator p and the
// looked-up entry q2.
type p256WindowCase struct {
	p p256Jacobian
	q p256Affine
}

// p256WindowEdgeCases are the fixed inputs of the window twin tests: p at
// infinity, p = G with q2 = G, and q2 = ±32·G, where 32·p = ±q2 makes the
// sum meaningless but the kernel and its twin must blend alike.
func p256WindowEdgeCases() []p256WindowCase {
	var g, inf p256Jacobian
	g.fromProjective(NewP256Generator())
	inf.setInfinity()
	ga := p256Affine{x: p256Gx, y: p256Gy}
	var g32 P256Point // 32·G, the double of p = G boothW times
	g32.x, g32.y, g32.z = p256Gx, p256Gy, *new(p256Element).One()
	for k := 0; k < boothW; k++ {
		g32.Double(&g32)
	}
	x, y := g32.affine()
	g32a := p256Affine{x: x, y: y}
	g32n := g32a
	g32n.y.Neg(&g32a.y)
	return []p256WindowCase{{inf, ga}, {g, ga}, {g, g32a}, {g, g32n}}
}

// p256WindowTwin is a window kernel's Go twin: boothW doublings of p, then
// the masked mixed addition of q2 unless the digit's absolute value is zero.
func p256WindowTwin(p *p256Jacobian, q *p256Affine, abs uint64) p256Jacobian {
	want := *p
	want.doubleW()
	var sum p256Jacobian
	sum.addAffineMasked(&want, q)
	want.selectFrom(&want, &sum, subtle.IsZero64(abs))
	return want
}
