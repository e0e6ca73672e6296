// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// This file is the template for p256_point.go and p521_point.go, which
// gen_points.go derives from it by renaming; edit it here.

package nistec

import (
	"errors"
	"sync"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// P384Point is a point of the P-384 curve y² = x³ − 3x + b in projective
// coordinates (X:Y:Z), x = X/Z, y = Y/Z; the point at infinity is (0:1:0).
// The zero value is not a valid point; use NewP384Point.
type P384Point struct {
	x, y, z p384Element
}

// p384Affine is a point in affine coordinates, never the point at infinity,
// as stored in the precomputed base-point table.
type p384Affine struct {
	x, y p384Element
}

// NewP384Point returns the point at infinity.
func NewP384Point() *P384Point {
	p := &P384Point{}
	p.y.One()
	return p
}

// NewP384Generator returns the base point G.
func NewP384Generator() *P384Point {
	p := &P384Point{x: p384Gx, y: p384Gy}
	p.z.One()
	return p
}

// Set sets p = q and returns p.
func (p *P384Point) Set(q *P384Point) *P384Point {
	*p = *q
	return p
}

// SetIdentity sets p to the point at infinity and returns p.
func (p *P384Point) SetIdentity() *P384Point {
	p.x.Zero()
	p.y.One()
	p.z.Zero()
	return p
}

// IsIdentity returns 1 if p is the point at infinity and 0 otherwise.
func (p *P384Point) IsIdentity() subtle.Choice { return p.z.IsZero() }

// p384Polynomial sets y2 = x³ − 3x + b.
func p384Polynomial(y2, x *p384Element) *p384Element {
	var x3, threeX p384Element
	x3.Square(x)
	x3.Mul(&x3, x)
	threeX.Add(x, x)
	threeX.Add(&threeX, x)
	y2.Sub(&x3, &threeX)
	return y2.Add(y2, &p384B)
}

// SetBytes sets p to the SEC 1 (v2, §2.3.4) encoding b: uncompressed
// 0x04‖x‖y, compressed 0x02/0x03‖x, or the single byte 0x00 for the point
// at infinity. It returns an error if b is malformed or the point is not on
// the curve. Encodings are public, so this may branch on them.
func (p *P384Point) SetBytes(b []byte) (*P384Point, error) {
	const n = p384ElementLen
	switch {
	case len(b) == 1 && b[0] == 0:
		return p.SetIdentity(), nil
	case len(b) == 1+2*n && b[0] == 4:
		var x, y p384Element
		if _, err := x.SetBytes(b[1 : 1+n]); err != nil {
			return nil, errors.New("nistec: invalid P-384 point: x not reduced")
		}
		if _, err := y.SetBytes(b[1+n:]); err != nil {
			return nil, errors.New("nistec: invalid P-384 point: y not reduced")
		}
		var y2, rhs p384Element
		y2.Square(&y)
		p384Polynomial(&rhs, &x)
		if y2.Equal(&rhs) != 1 {
			return nil, errors.New("nistec: invalid P-384 point: not on the curve")
		}
		p.x, p.y = x, y
		p.z.One()
		return p, nil
	case len(b) == 1+n && (b[0] == 2 || b[0] == 3):
		var x, y, y2 p384Element
		if _, err := x.SetBytes(b[1:]); err != nil {
			return nil, errors.New("nistec: invalid P-384 point: x not reduced")
		}
		p384Polynomial(&y2, &x)
		y.sqrtCandidate(&y2)
		var check p384Element
		if check.Square(&y).Equal(&y2) != 1 {
			return nil, errors.New("nistec: invalid P-384 point: not on the curve")
		}
		// Choose the root whose parity matches the prefix.
		yb := y.Bytes()
		if yb[len(yb)-1]&1 != b[0]&1 {
			y.Neg(&y)
		}
		p.x, p.y = x, y
		p.z.One()
		return p, nil
	}
	return nil, errors.New("nistec: invalid P-384 point encoding")
}

// affine returns the affine coordinates of p, or 0, 0 for the identity.
func (p *P384Point) affine() (x, y p384Element) {
	var zinv p384Element
	zinv.Invert(&p.z)
	x.Mul(&p.x, &zinv)
	y.Mul(&p.y, &zinv)
	return x, y
}

// Bytes returns the SEC 1 uncompressed encoding of p, or 0x00 for the
// point at infinity.
func (p *P384Point) Bytes() []byte {
	var out [1 + 2*p384ElementLen]byte
	return p.appendBytes(out[:0])
}

func (p *P384Point) appendBytes(out []byte) []byte {
	// Whether the result is the point at infinity is public: the encoding
	// says so.
	if subtle.DeclassifyChoice(p.IsIdentity()) {
		return append(out, 0)
	}
	x, y := p.affine()
	out = append(out, 4)
	out = append(out, x.Bytes()...)
	return append(out, y.Bytes()...)
}

// BytesCompressed returns the SEC 1 compressed encoding of p, or 0x00 for
// the point at infinity.
func (p *P384Point) BytesCompressed() []byte {
	if subtle.DeclassifyChoice(p.IsIdentity()) {
		return []byte{0}
	}
	x, y := p.affine()
	yb := y.Bytes()
	return append([]byte{2 | yb[len(yb)-1]&1}, x.Bytes()...)
}

// BytesX returns the encoding of the affine x coordinate of p, or an error
// for the point at infinity (as ECDH requires, SEC 1 §3.3.1).
func (p *P384Point) BytesX() ([]byte, error) {
	// An error reveals the point at infinity, by design.
	if subtle.DeclassifyChoice(p.IsIdentity()) {
		return nil, errors.New("nistec: P-384 point is the point at infinity")
	}
	var x p384Element
	x.Invert(&p.z)
	x.Mul(&p.x, &x) // x = X/Z; y is not needed
	return x.Bytes(), nil
}

// Add sets p = p1 + p2 and returns p, with the complete formula of
// Renes–Costello–Batina 2016, algorithm 4 (a = −3): 12M + 2 multiplications
// by b, valid for every pair of inputs including the point at infinity.
func (p *P384Point) Add(p1, p2 *P384Point) *P384Point {
	var t0, t1, t2, t3, t4, x3, y3 p384Element
	t0.Mul(&p1.x, &p2.x)
	t1.Mul(&p1.y, &p2.y)
	t2.Mul(&p1.z, &p2.z)
	t3.Add(&p1.x, &p1.y)
	t4.Add(&p2.x, &p2.y)
	t3.Mul(&t3, &t4)
	t4.Add(&t0, &t1)
	t3.Sub(&t3, &t4)
	t4.Add(&p1.y, &p1.z)
	x3.Add(&p2.y, &p2.z)
	t4.Mul(&t4, &x3)
	x3.Add(&t1, &t2)
	t4.Sub(&t4, &x3)
	x3.Add(&p1.x, &p1.z)
	y3.Add(&p2.x, &p2.z)
	x3.Mul(&x3, &y3)
	y3.Add(&t0, &t2)
	y3.Sub(&x3, &y3)
	p384AddTail(p, &t0, &t1, &t2, &t3, &t4, &y3)
	return p
}

// addAffine sets p = p1 + (x2, y2) and returns p, with the mixed formula of
// Renes–Costello–Batina 2016, algorithm 5 (Add's algorithm 4 with Z2 = 1,
// a = −3): 11M + 2 multiplications by b, valid for every p1 (the affine
// point is never the point at infinity).
func (p *P384Point) addAffine(p1 *P384Point, q *p384Affine) *P384Point {
	var t0, t1, t2, t3, t4, y3 p384Element
	t0.Mul(&p1.x, &q.x)
	t1.Mul(&p1.y, &q.y)
	t3.Add(&q.x, &q.y)
	t4.Add(&p1.x, &p1.y)
	t3.Mul(&t3, &t4)
	t4.Add(&t0, &t1)
	t3.Sub(&t3, &t4)
	t4.Mul(&q.y, &p1.z)
	t4.Add(&t4, &p1.y)
	y3.Mul(&q.x, &p1.z)
	y3.Add(&y3, &p1.x)
	t2.Set(&p1.z)
	p384AddTail(p, &t0, &t1, &t2, &t3, &t4, &y3)
	return p
}

// p384AddTail finishes algorithms 4 and 5, which share every step after
// t0 = X1X2, t1 = Y1Y2, t2 = Z1Z2, t3 = X1Y2 + X2Y1, t4 = Y1Z2 + Y2Z1 and
// y3 = X1Z2 + X2Z1 are known.
func p384AddTail(p *P384Point, t0, t1, t2, t3, t4, y3 *p384Element) {
	var x3, z3 p384Element
	z3.Mul(&p384B, t2)
	x3.Sub(y3, &z3)
	z3.Add(&x3, &x3)
	x3.Add(&x3, &z3)
	z3.Sub(t1, &x3)
	x3.Add(t1, &x3)
	y3.Mul(&p384B, y3)
	t1.Add(t2, t2)
	t2.Add(t1, t2)
	y3.Sub(y3, t2)
	y3.Sub(y3, t0)
	t1.Add(y3, y3)
	y3.Add(t1, y3)
	t1.Add(t0, t0)
	t0.Add(t1, t0)
	t0.Sub(t0, t2)
	t1.Mul(t4, y3)
	t2.Mul(t0, y3)
	y3.Mul(&x3, &z3)
	y3.Add(y3, t2)
	x3.Mul(t3, &x3)
	x3.Sub(&x3, t1)
	z3.Mul(t4, &z3)
	t1.Mul(t3, t0)
	z3.Add(&z3, t1)
	p.x, p.y, p.z = x3, *y3, z3
}

// Double sets p = 2q and returns p, with Renes–Costello–Batina 2016,
// algorithm 6 (a = −3): 8M + 3S + 2 multiplications by b, complete.
func (p *P384Point) Double(q *P384Point) *P384Point {
	var t0, t1, t2, t3, x3, y3, z3 p384Element
	t0.Square(&q.x)
	t1.Square(&q.y)
	t2.Square(&q.z)
	t3.Mul(&q.x, &q.y)
	t3.Add(&t3, &t3)
	z3.Mul(&q.x, &q.z)
	z3.Add(&z3, &z3)
	y3.Mul(&p384B, &t2)
	y3.Sub(&y3, &z3)
	x3.Add(&y3, &y3)
	y3.Add(&x3, &y3)
	x3.Sub(&t1, &y3)
	y3.Add(&t1, &y3)
	y3.Mul(&x3, &y3)
	x3.Mul(&x3, &t3)
	t3.Add(&t2, &t2)
	t2.Add(&t2, &t3)
	z3.Mul(&p384B, &z3)
	z3.Sub(&z3, &t2)
	z3.Sub(&z3, &t0)
	t3.Add(&z3, &z3)
	z3.Add(&z3, &t3)
	t3.Add(&t0, &t0)
	t0.Add(&t3, &t0)
	t0.Sub(&t0, &t2)
	t0.Mul(&t0, &z3)
	y3.Add(&y3, &t0)
	t0.Mul(&q.y, &q.z)
	t0.Add(&t0, &t0)
	z3.Mul(&t0, &z3)
	x3.Sub(&x3, &z3)
	z3.Mul(&t0, &t1)
	z3.Add(&z3, &z3)
	z3.Add(&z3, &z3)
	p.x, p.y, p.z = x3, y3, z3
	return p
}

// Negate sets p = −q and returns p.
func (p *P384Point) Negate(q *P384Point) *P384Point {
	p.x.Set(&q.x)
	p.y.Neg(&q.y)
	p.z.Set(&q.z)
	return p
}

// Select sets p = p1 if cond == 1 and p = p2 if cond == 0, in constant time.
func (p *P384Point) Select(p1, p2 *P384Point, cond subtle.Choice) *P384Point {
	p.x.Select(&p1.x, &p2.x, cond)
	p.y.Select(&p1.y, &p2.y, cond)
	p.z.Select(&p1.z, &p2.z, cond)
	return p
}

// Equal returns 1 if p and q are the same point and 0 otherwise, in
// constant time: X1·Z2 = X2·Z1 and Y1·Z2 = Y2·Z1.
func (p *P384Point) Equal(q *P384Point) subtle.Choice {
	var a, b, c, d p384Element
	a.Mul(&p.x, &q.z)
	b.Mul(&q.x, &p.z)
	c.Mul(&p.y, &q.z)
	d.Mul(&q.y, &p.z)
	return a.Equal(&b) & c.Equal(&d)
}

// p384ScalarLimbs parses a scalar for multiplication: exactly p384ScalarLen
// big-endian bytes, below n (checked in constant time, only the error
// leaks), into little-endian limbs with a spare zero limb.
func p384ScalarLimbs(out *[len(p384ScalarModulus) + 1]uint64, scalar []byte) error {
	if _, err := new(P384Scalar).SetBytes(scalar); err != nil {
		return errors.New("nistec: invalid P-384 scalar")
	}
	limbsFromBytes(out[:], scalar)
	return nil
}

// ScalarMult sets p = s·q and returns p, for a big-endian scalar s < n of
// p384ScalarLen bytes, in constant time (in s and in q): signed 5-bit
// Booth windows, most significant first, over a table of 1·q … 16·q read
// with a full masked scan for every window. The table is built affine by
// p384CoZTable, so every window's addition is a mixed one. q at infinity
// has no affine multiples: G stands in for it, and the result is replaced
// by the point at infinity, both under masks.
//
// The windows but the last run in Jacobian coordinates (doubling 4M + 4S,
// mixed addition madd-2004-hmv), whose special cases cannot occur there:
// before window i ≥ 1 the accumulator is A·q with A a multiple of 32 and
// |A| < n/2, and the entry is d·q with |d| ≤ 16, so A ≡ ±d (mod n) only
// when A = 0, the accumulator at infinity, which a mask handles (as it
// does d = 0). The last window, where A ≡ ±d can happen for a few scalars,
// uses the complete projective formula.
func (p *P384Point) ScalarMult(q *P384Point, scalar []byte) (*P384Point, error) {
	var s [len(p384ScalarModulus) + 1]uint64
	if err := p384ScalarLimbs(&s, scalar); err != nil {
		return nil, err
	}
	qInf := q.IsIdentity()
	var g, qq P384Point
	g.x, g.y = p384Gx, p384Gy
	g.z.One()
	qq.Select(&g, q, qInf)
	var table [16]p384Affine
	p384CoZTable(&table, &qq)
	var acc p384Jacobian
	var sel p384Affine
	// The top window adds its entry to the point at infinity: the sum is
	// the entry, (x2 : y2 : 1), or infinity for d = 0, as
	// addAffineUnlessZero would leave it, chosen under a mask.
	abs := p384LookupMultiple(&sel, &table, p384Windows-1, s[:])
	acc.setInfinity()
	var one p384Element
	one.One()
	keep := subtle.IsZero64(abs)
	acc.x.Select(&acc.x, &sel.x, keep)
	acc.y.Select(&acc.y, &sel.y, keep)
	acc.z.Select(&acc.z, &one, keep)
	for i := p384Windows - 2; i >= 1; i-- {
		if p384Kernels[activeTier()].windowLookup {
			p384WindowLookupAsm(&acc, &table, &s, uint64(i)) // the lookup below and the window
			continue
		}
		abs := p384LookupMultiple(&sel, &table, i, s[:])
		switch {
		case p384Kernels[activeTier()].window:
			p384WindowAsm(&acc, &sel, abs) // doubleW and the addition below
		case p384Kernels[activeTier()].addUnlessZero:
			acc.doubleW()
			p384AddAffineUnlessZeroAsm(&acc, &sel, abs)
		default:
			acc.doubleW()
			acc.addAffineUnlessZero(&sel, abs)
		}
	}
	var pacc, psum P384Point
	acc.doubleW()
	acc.toProjectiveMasked(&pacc)
	abs = p384LookupMultiple(&sel, &table, 0, s[:])
	// With d = 0 the selected entry is zero and the sum is discarded.
	psum.addAffine(&pacc, &sel)
	pacc.Select(&pacc, &psum, subtle.IsZero64(abs))
	var inf P384Point
	inf.SetIdentity()
	pacc.Select(&inf, &pacc, qInf) // s·O = O
	return p.Set(&pacc), nil
}

// p384CoZTable sets table[j−1] to the affine j·q, 1 ≤ j ≤ 16, for q not
// the point at infinity, in constant time. The multiples share one Z
// coordinate as they are made (co-Z addition, Meloni 2007, "New point
// addition formulae for ECC applications", §3: ZADDU, 5M + 2S, returns
// P + Q and P rescaled to the sum's Z), so each Z is the previous one times
// the factor λ = X_P − X_Q the step computes, and the inverse Z of every
// entry comes from the last one's by one multiplication each. None of the
// additions is exceptional: (j+1)·q = j·q + q with j·q ≠ ±q for 2 ≤ j ≤ 15,
// as the prime order n exceeds 17.
func p384CoZTable(table *[16]p384Affine, q *P384Point) {
	var jtab [16]p384Jacobian // jtab[j−1] = j·q
	var lam [16]p384Element   // Z(jtab[j]) = Z(jtab[j−1])·lam[j], 2 ≤ j ≤ 15
	var pq p384Jacobian       // q, on the Z of the latest multiple
	pq.fromProjective(q)
	jtab[1].double(&pq)
	// double's output has Z' = Y·Z, so q with λ = Y is (X·Y², Y⁴, Y·Z).
	var gamma p384Element
	gamma.Square(&pq.y)
	pq.x.Mul(&pq.x, &gamma)
	pq.y.Square(&gamma)
	pq.z = jtab[1].z
	jtab[0] = pq
	for j := 2; j < 16; j++ {
		if p384Kernels[activeTier()].coZAdd {
			p384CoZAddAsm(&jtab[j], &pq, &jtab[j-1], &lam[j])
		} else {
			p384CoZAddGeneric(&jtab[j], &pq, &jtab[j-1], &lam[j])
		}
	}
	var zinv p384Element
	zinv.Invert(&jtab[15].z)
	if p384Kernels[activeTier()].coZAffine {
		p384CoZAffineAsm(table, &jtab, &lam, &zinv)
	} else {
		p384CoZAffineGeneric(table, &jtab, &lam, &zinv)
	}
}

// p384CoZAffineGeneric sets table[j] to the affine jtab[j] for the
// multiples of p384CoZTable, given zinv = 1/Z(jtab[15]) and the ratios lam
// of their Z coordinates: the Go twin of the assembly.
func p384CoZAffineGeneric(table *[16]p384Affine, jtab *[16]p384Jacobian, lam *[16]p384Element, zinv *p384Element) {
	zi := *zinv
	var zinv2 p384Element
	for j := 15; j >= 0; j-- {
		zinv2.Square(&zi)
		table[j].x.Mul(&jtab[j].x, &zinv2)
		zinv2.Mul(&zinv2, &zi)
		table[j].y.Mul(&jtab[j].y, &zinv2)
		if j >= 2 { // public loop index: 1/Z(jtab[j−1]) = λ_j/Z(jtab[j])
			zi.Mul(&zi, &lam[j])
		}
	}
}

// p384CoZAddGeneric sets r3 = pq + r (ZADDU) for pq and r of one Z, pq to
// pq rescaled to r3's Z, and lam to the ratio of r3's Z to r's, λ =
// X_P − X_R: the Go twin of the assembly co-Z addition.
func p384CoZAddGeneric(r3, pq, r *p384Jacobian, lam *p384Element) {
	var c, w1, w2, d, ry p384Element
	lam.Sub(&pq.x, &r.x) // λ = X_P − X_R
	c.Square(lam)
	w1.Mul(&pq.x, &c)
	w2.Mul(&r.x, &c)
	ry.Sub(&pq.y, &r.y)
	d.Square(&ry)
	r3.x.Sub(&d, &w1)
	r3.x.Sub(&r3.x, &w2) // X3 = (Y_P − Y_R)² − W1 − W2
	r3.y.Sub(&w1, &r3.x)
	r3.y.Mul(&r3.y, &ry)
	w2.Sub(&w1, &w2)
	pq.y.Mul(&pq.y, &w2)   // A1 = Y_P·(W1 − W2)
	r3.y.Sub(&r3.y, &pq.y) // Y3 = (Y_P − Y_R)(W1 − X3) − A1
	r3.z.Mul(&r.z, lam)
	pq.x, pq.z = w1, r3.z
}

// p384LookupMultiple sets sel to ±|d|·q for the Booth digit d of window i
// of s, from the affine table of 1·q … 16·q, reading every entry, and
// returns |d| (sel is left zero when d = 0).
func p384LookupMultiple(sel *p384Affine, table *[16]p384Affine, i int, s []uint64) uint64 {
	sign, abs := boothDigit(s, i)
	if p384Kernels[activeTier()].lookup {
		p384LookupAffineAsm(sel, table, abs)
	} else {
		p384LookupAffineGeneric(sel, table, abs)
	}
	if p384Kernels[activeTier()].condNegY {
		p384CondNegYAsm(sel, sign)
	} else {
		var negY p384Element
		negY.Neg(&sel.y)
		sel.y.Select(&negY, &sel.y, subtle.ChoiceFromBit(uint(sign)))
	}
	return abs
}

// p384JacobianAddFormula computes q1 + q2 with "add-1998-cmo-2" (12M + 4S
// and 7 additions/subtractions; the 2007-bl variant trades multiplications
// for squarings and 6 more additions, a loss with these field kernels). It
// also returns H = U2 − U1 and R = S2 − S1, whose zeros mark the cases the
// formula does not handle (q1 = ±q2; it ignores inputs at infinity).
func p384JacobianAddFormula(x3, y3, z3, h, r *p384Element, q1, q2 *p384Jacobian) {
	var z2z2, z2z2z2 p384Element
	z2z2.Square(&q2.z)
	z2z2z2.Mul(&z2z2, &q2.z)
	p384JacobianAddCachedFormula(x3, y3, z3, h, r, q1, q2, &z2z2, &z2z2z2)
}

// p384JacobianAddCachedFormula is p384JacobianAddFormula given Z2² and Z2³.
func p384JacobianAddCachedFormula(x3, y3, z3, h, r *p384Element, q1, q2 *p384Jacobian, z2z2, z2z2z2 *p384Element) {
	var z1z1, u1, u2, s1, s2, hh, hhh, v p384Element
	z1z1.Square(&q1.z)
	u1.Mul(&q1.x, z2z2)
	u2.Mul(&q2.x, &z1z1)
	s1.Mul(&q1.y, z2z2z2) // S1 = Y1·Z2³
	s2.Mul(&q2.y, &q1.z)
	s2.Mul(&s2, &z1z1) // S2 = Y2·Z1³
	h.Sub(&u2, &u1)
	r.Sub(&s2, &s1)
	hh.Square(h)
	hhh.Mul(h, &hh)
	v.Mul(&u1, &hh)
	x3.Square(r)
	x3.Sub(x3, &hhh)
	x3.Sub(x3, &v)
	x3.Sub(x3, &v) // X3 = R² − H³ − 2·U1·H²
	y3.Sub(&v, x3)
	y3.Mul(y3, r)
	s1.Mul(&s1, &hhh)
	y3.Sub(y3, &s1) // Y3 = R·(U1·H² − X3) − S1·H³
	z3.Mul(&q1.z, &q2.z)
	z3.Mul(z3, h) // Z3 = Z1·Z2·H
}

// p384BaseTable returns the precomputed table of the base point: entry
// [i][j] is (j+1)·2^(wi)·G, w = p384BaseW, in affine coordinates, in the
// field's internal representation. It is generated by gen_tables.go into
// p384_table.bin.
var p384BaseTable = sync.OnceValue(func() *[p384BaseWindows][p384BaseEntries]p384Affine {
	t := new([p384BaseWindows][p384BaseEntries]p384Affine)
	decodeTable(p384TableBin, func(i, j int, x, y []uint64) {
		copy(t[i][j].x.l[:], x)
		copy(t[i][j].y.l[:], y)
	}, p384BaseWindows, p384BaseEntries, len(p384Gx.l))
	return t
})

// ScalarBaseMult sets p = s·G and returns p, for a big-endian scalar s < n
// of p384ScalarLen bytes, in constant time: one mixed addition per signed
// w-bit window (w = p384BaseW) from the precomputed table, each read with
// a full masked scan, and no doublings.
//
// All windows but the last use the cheaper Jacobian mixed addition
// (madd-2004-hmv, 8M + 3S), which is incomplete, but safely so here: before
// window i the accumulator is A·G with |A| ≤ 2^(wi−1), and the entry added
// is d·2^(wi)·G with 1 ≤ |d| ≤ 2^(w−1); while 2^(wi+w−1) < n/2 both
// multipliers are below n/2 in absolute value, so A ≢ ±d·2^(wi) (mod n)
// and neither doubling nor a sum at infinity can arise. That holds for
// every window but the last on each curve. The one remaining special case,
// A = 0 (accumulator at infinity), is handled with a mask. The last window
// uses the complete projective formula.
func (p *P384Point) ScalarBaseMult(scalar []byte) (*P384Point, error) {
	var s [len(p384ScalarModulus) + 1]uint64
	if err := p384ScalarLimbs(&s, scalar); err != nil {
		return nil, err
	}
	table := p384BaseTable()
	var acc p384Jacobian
	acc.setInfinity()
	var sel p384Affine
	for i := 0; i < p384BaseWindows-1; i++ {
		abs := p384LookupBase(&sel, &table[i], i, s[:])
		if p384Kernels[activeTier()].addUnlessZero {
			p384AddAffineUnlessZeroAsm(&acc, &sel, abs)
		} else {
			// A zero digit adds nothing: acc is kept, with a mask.
			acc.addAffineUnlessZero(&sel, abs)
		}
	}
	var pacc, psum P384Point
	acc.toProjectiveMasked(&pacc)
	abs := p384LookupBase(&sel, &table[p384BaseWindows-1], p384BaseWindows-1, s[:])
	psum.addAffine(&pacc, &sel)
	pacc.Select(&pacc, &psum, subtle.IsZero64(abs))
	return p.Set(&pacc), nil
}

// p384LookupBase sets sel to ±|d|·2^(wi)·G for the Booth digit d of window
// i of s, reading every entry of the window's table row, and returns |d|
// (sel is left zero when d = 0). The row is scanned in blocks of 16, each
// asked for its own entry or for none.
func p384LookupBase(sel *p384Affine, row *[p384BaseEntries]p384Affine, i int, s []uint64) uint64 {
	sign, abs := boothDigitW(s, i, p384BaseW)
	*sel = p384Affine{}
	for c := 0; c < p384BaseEntries/16; c++ {
		rel := abs - uint64(16*c) // wraps around when abs < 16c
		// idx = rel when 1 ≤ rel ≤ 16, else 0: (rel − 1) < 16 unsigned.
		idx := rel & subtle.IsZero64((rel-1)>>4).Mask64()
		block := (*[16]p384Affine)(row[16*c : 16*c+16])
		var part p384Affine
		if p384Kernels[activeTier()].lookup {
			p384LookupAffineAsm(&part, block, idx)
		} else {
			p384LookupAffineGeneric(&part, block, idx)
		}
		for l := range sel.x.l {
			sel.x.l[l] |= part.x.l[l]
			sel.y.l[l] |= part.y.l[l]
		}
	}
	if p384Kernels[activeTier()].condNegY {
		p384CondNegYAsm(sel, sign)
	} else {
		var negY p384Element
		negY.Neg(&sel.y)
		sel.y.Select(&negY, &sel.y, subtle.ChoiceFromBit(uint(sign)))
	}
	return abs
}

// p384LookupAffineGeneric sets sel = table[abs−1] (zero for abs = 0),
// reading every entry: the portable twin of the assembly scan.
func p384LookupAffineGeneric(sel *p384Affine, table *[16]p384Affine, abs uint64) {
	*sel = p384Affine{}
	for j := range table {
		// Keep entry j exactly when j+1 == abs, ORing it in under an
		// all-ones mask; every entry is read. At most one matches.
		mask := subtle.IsZero64(uint64(j+1) ^ abs).Mask64()
		e := &table[j]
		for l := range sel.x.l {
			sel.x.l[l] |= e.x.l[l] & mask
			sel.y.l[l] |= e.y.l[l] & mask
		}
	}
}

// addAffineMasked sets p = q1 + q2 with madd-2004-hmv (8M + 3S), in constant
// time, for q1 ≠ ±q2: when q1 is the point at infinity the formula's
// output is replaced by q2 under a mask.
func (p *p384Jacobian) addAffineMasked(q1 *p384Jacobian, q2 *p384Affine) {
	var x3, y3, z3, h, r p384Element
	p384JacobianAddAffineFormula(&x3, &y3, &z3, &h, &r, q1, q2)
	// q1 at infinity (Z1 = 0): the sum is q2, (x2 : y2 : 1).
	inf := q1.z.IsZero()
	var one p384Element
	one.One()
	p.x.Select(&q2.x, &x3, inf)
	p.y.Select(&q2.y, &y3, inf)
	p.z.Select(&one, &z3, inf)
}

// p384JacobianAddAffineFormula computes q1 + (x2, y2) with
// "madd-2004-hmv" (8M + 3S and 7 additions/subtractions; madd-2007-bl's
// 7M + 4S costs 7 more additions, a loss with these field kernels). It also
// returns H = x2·Z1² − X1 and R = y2·Z1³ − Y1, whose zeros mark the cases
// the formula does not handle (q1 = ±q2; it ignores q1 at infinity).
func p384JacobianAddAffineFormula(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine) {
	if p384Kernels[activeTier()].addAffine {
		p384AddAffineAsm(x3, y3, z3, h, r, q1, q2)
		return
	}
	p384JacobianAddAffineFormulaGeneric(x3, y3, z3, h, r, q1, q2)
}

// p384JacobianAddAffineFormulaGeneric is the formula in Go, the twin of
// the assembly.
func p384JacobianAddAffineFormulaGeneric(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine) {
	var z1z1, u2, s2, hh, hhh, v p384Element
	z1z1.Square(&q1.z)
	u2.Mul(&q2.x, &z1z1)
	s2.Mul(&q2.y, &q1.z)
	s2.Mul(&s2, &z1z1)
	h.Sub(&u2, &q1.x)
	r.Sub(&s2, &q1.y)
	hh.Square(h)
	hhh.Mul(h, &hh)
	v.Mul(&q1.x, &hh)
	x3.Square(r)
	x3.Sub(x3, &hhh)
	x3.Sub(x3, &v)
	x3.Sub(x3, &v) // X3 = R² − H³ − 2·X1·H²
	y3.Sub(&v, x3)
	y3.Mul(y3, r)
	s2.Mul(&q1.y, &hhh)
	y3.Sub(y3, &s2)  // Y3 = R·(X1·H² − X3) − Y1·H³
	z3.Mul(&q1.z, h) // Z3 = Z1·H
}

// addAffineUnlessZero sets p = p + q2 for a window's digit of absolute
// value abs, keeping p when abs = 0, in constant time: addAffineMasked then
// selectFrom, their masks applied in one pass over the limbs, the Go
// counterpart of p384AddAffineUnlessZeroAsm. As addAffineMasked, it needs
// p ≠ ±q2.
func (p *p384Jacobian) addAffineUnlessZero(q2 *p384Affine, abs uint64) {
	var x3, y3, z3, h, r, one p384Element
	p384JacobianAddAffineFormula(&x3, &y3, &z3, &h, &r, p, q2)
	one.One()
	// inf is all ones when p is the point at infinity (Z = 0): the sum is
	// then q2, (x2 : y2 : 1). keep is all ones when the digit is zero: p
	// stays. Each limb takes sum, q2 or p by these masks, no branch.
	inf := p.z.IsZero().Mask64()
	keep := subtle.IsZero64(abs).Mask64()
	for i := range p.x.l {
		x := x3.l[i]&^inf | q2.x.l[i]&inf
		y := y3.l[i]&^inf | q2.y.l[i]&inf
		z := z3.l[i]&^inf | one.l[i]&inf
		p.x.l[i] = p.x.l[i]&keep | x&^keep
		p.y.l[i] = p.y.l[i]&keep | y&^keep
		p.z.l[i] = p.z.l[i]&keep | z&^keep
	}
}

// selectFrom sets p = a if cond == 1 and p = b if cond == 0, in constant
// time.
func (p *p384Jacobian) selectFrom(a, b *p384Jacobian, cond subtle.Choice) {
	p.x.Select(&a.x, &b.x, cond)
	p.y.Select(&a.y, &b.y, cond)
	p.z.Select(&a.z, &b.z, cond)
}

// toProjectiveMasked sets q to p, (X:Y:Z) ↦ (XZ : Y : Z³), in constant
// time; the point at infinity (Z = 0) maps to (0 : Y : 0), which is the
// projective point at infinity as long as Y ≠ 0, and Y is set to 1 then.
func (p *p384Jacobian) toProjectiveMasked(q *P384Point) {
	var z3, one p384Element
	z3.Square(&p.z)
	z3.Mul(&z3, &p.z)
	q.x.Mul(&p.x, &p.z)
	one.One()
	q.y.Select(&one, &p.y, p.z.IsZero())
	q.z.Set(&z3)
}

// p384BaseOddTable returns G, 3G, 5G, …, (2^(w−1) − 1)·G, w =
// baseNAFWidth, in affine coordinates, for the width-w NAF of
// ScalarBaseMultAddVarTime, computed on first use in Jacobian coordinates
// and brought to affine with one inversion (public values only).
var p384BaseOddTable = sync.OnceValue(func() *[1 << (baseNAFWidth - 2)]p384Affine {
	const n = 1 << (baseNAFWidth - 2)
	t := new([n]p384Affine)
	jac := make([]p384Jacobian, n)
	var g2 p384Jacobian
	jac[0].fromProjective(NewP384Generator())
	g2.double(&jac[0])
	for i := 1; i < n; i++ {
		jac[i].addVarTime(&jac[i-1], &g2)
	}
	p384BatchAffineVarTime(t[:], jac, make([]p384Element, n))
	return t
})

// p384BatchAffineVarTime sets out[i] to the affine form of the Jacobian
// in[i], (X/Z², Y/Z³), with one inversion for all of them (Montgomery's
// trick: invert the product of the Z, then peel off one factor at a time).
// prefix is scratch space as long as in. Variable time: the points must be
// public, and none may be the point at infinity.
func p384BatchAffineVarTime(out []p384Affine, in []p384Jacobian, prefix []p384Element) {
	prefix[0] = in[0].z
	for i := 1; i < len(in); i++ {
		prefix[i].Mul(&prefix[i-1], &in[i].z) // Z0·…·Zi
	}
	var inv, zinv, zinv2 p384Element
	inv.invertVarTime(&prefix[len(in)-1])
	for i := len(in) - 1; i >= 0; i-- {
		if i > 0 {
			zinv.Mul(&inv, &prefix[i-1]) // 1/Zi
			inv.Mul(&inv, &in[i].z)      // 1/(Z0·…·Zi−1)
		} else {
			zinv = inv
		}
		zinv2.Square(&zinv)
		out[i].x.Mul(&in[i].x, &zinv2)
		zinv2.Mul(&zinv2, &zinv)
		out[i].y.Mul(&in[i].y, &zinv2)
	}
}

// P384OddMultiples holds the affine odd multiples q, 3q, 5q, … of a public
// point q: the part of ScalarBaseMultAddVarTime that depends on q alone,
// which a verifier can compute once per public key. The zero value stands
// for q at infinity; use SetVarTime or SetWideVarTime.
type P384OddMultiples struct {
	odd    [16]p384Affine // q, 3q, …, (2^(width−1) − 1)·q
	width  uint           // the width of u2's NAF: 5 or 6
	finite bool           // false if q is the point at infinity: u2 plays no part
}

// SetVarTime sets t to q, 3q, …, 15q, for a width-5 NAF of u2, and returns
// t. It is variable time: q must be public.
func (t *P384OddMultiples) SetVarTime(q *P384Point) *P384OddMultiples {
	return t.setWidth(q, 5)
}

// SetWideVarTime sets t to q, 3q, …, 31q, for a width-6 NAF of u2, and
// returns t. Twice the precomputation of SetVarTime, it saves about
// bits/42 mixed additions per multiplication, so it pays for a key that
// verifies more than a couple of signatures. Variable time: q is public.
func (t *P384OddMultiples) SetWideVarTime(q *P384Point) *P384OddMultiples {
	return t.setWidth(q, 6)
}

// setWidth computes the 2^(w−2) odd multiples in Jacobian coordinates and
// makes them affine with one inversion for all of them, so that the
// additions of u2's digits are mixed ones, 8M + 3S instead of 11M + 3S.
// None is the point at infinity (prime order) unless q is.
func (t *P384OddMultiples) setWidth(q *P384Point, w uint) *P384OddMultiples {
	t.width = w
	if q.IsIdentity() == 1 {
		t.finite = false
		return t
	}
	t.finite = true
	n := 1 << (w - 2)
	var jac [16]p384Jacobian
	var prefix [16]p384Element
	var q2 p384Jacobian
	jac[0].fromProjective(q)
	q2.double(&jac[0])
	for i := 1; i < n; i++ {
		jac[i].addVarTime(&jac[i-1], &q2)
	}
	p384BatchAffineVarTime(t.odd[:n], jac[:n], prefix[:n])
	return t
}

// ScalarBaseMultAddVarTime sets p = u1·G + u2·q and returns p, for ECDSA
// verification. It is variable time: u1, u2 and q must be public. It is
// ScalarBaseMultAddPrecomputedVarTime with q's odd multiples computed on
// the spot.
func (p *P384Point) ScalarBaseMultAddVarTime(u1, u2 []byte, q *P384Point) (*P384Point, error) {
	var t P384OddMultiples
	return p.ScalarBaseMultAddPrecomputedVarTime(u1, u2, t.SetVarTime(q))
}

// ScalarBaseMultAddPrecomputedVarTime sets p = u1·G + u2·q and returns p,
// where t holds q's odd multiples (SetVarTime or SetWideVarTime). It is
// variable time: u1, u2 and q must be public. It works in Jacobian
// coordinates, whose doubling is cheaper, with the incomplete formulas'
// special cases handled by branches, and shares one chain of doublings
// between both scalars (Shamir's trick): u2 in width-5 (or 6) NAF over the
// affine odd multiples q, 3q, …, 15q (or 31q), u1 in width-10 NAF over the
// precomputed affine odd multiples G, 3G, …, 511G (mixed additions).
func (p *P384Point) ScalarBaseMultAddPrecomputedVarTime(u1, u2 []byte, t *P384OddMultiples) (*P384Point, error) {
	var s1, s2 [len(p384ScalarModulus) + 1]uint64
	if err := p384ScalarLimbs(&s1, u1); err != nil {
		return nil, err
	}
	if err := p384ScalarLimbs(&s2, u2); err != nil {
		return nil, err
	}
	width := t.width
	if !t.finite {
		clear(s2[:])
		width = 5 // any width: u2 = 0 has no digits
	}
	odd := &t.odd
	var naf1, naf2 [len(p384ScalarModulus)*64 + 1]int16
	n1 := wnafWidthVarTime(naf1[:], s1[:], baseNAFWidth)
	n2 := wnafWidthVarTime(naf2[:], s2[:], width)
	table := p384BaseOddTable()
	var acc p384Jacobian
	var nega p384Affine
	acc.setInfinity()
	for i := max(n1, n2) - 1; i >= 0; i-- {
		acc.double(&acc)
		switch d := naf2[i]; {
		case d > 0:
			acc.addAffineVarTime(&acc, &odd[d/2])
		case d < 0:
			e := &odd[-d/2]
			nega.x = e.x
			nega.y.Neg(&e.y)
			acc.addAffineVarTime(&acc, &nega)
		}
		switch d := naf1[i]; {
		case d > 0:
			acc.addAffineVarTime(&acc, &table[d/2])
		case d < 0:
			e := &table[-d/2]
			nega.x = e.x
			nega.y.Neg(&e.y)
			acc.addAffineVarTime(&acc, &nega)
		}
	}
	acc.toProjectiveVarTime(p)
	return p, nil
}

// p384Jacobian is a point in Jacobian coordinates (X:Y:Z), x = X/Z²,
// y = Y/Z³, Z = 0 for the point at infinity. Constant-time code (ScalarMult,
// ScalarBaseMult) uses double, addAffineUnlessZero (or addAffineMasked and
// selectFrom) and toProjectiveMasked, which have no branch; the methods
// named VarTime and toProjectiveVarTime branch on their inputs and serve
// verification only.
type p384Jacobian struct {
	x, y, z p384Element
}

func (p *p384Jacobian) setInfinity() {
	p.x.One()
	p.y.One()
	p.z.Zero()
}

// fromProjective sets p to q, (X:Y:Z) ↦ (XZ : YZ² : Z).
func (p *p384Jacobian) fromProjective(q *P384Point) {
	var z2 p384Element
	z2.Square(&q.z)
	p.x.Mul(&q.x, &q.z)
	p.y.Mul(&q.y, &z2)
	p.z.Set(&q.z)
}

// toProjectiveVarTime sets q to p, (X:Y:Z) ↦ (XZ : Y : Z³), branching on
// Z = 0.
func (p *p384Jacobian) toProjectiveVarTime(q *P384Point) {
	if p.z.IsZero() == 1 {
		q.SetIdentity()
		return
	}
	var z3 p384Element
	z3.Square(&p.z)
	z3.Mul(&z3, &p.z)
	q.x.Mul(&p.x, &p.z)
	q.y.Set(&p.y)
	q.z.Set(&z3)
}

// double sets p = 2q with "dbl-2001-b" for a = −3 (4M + 4S) computed for
// the representative scaled by λ = 1/2, (X3/4 : Y3/8 : Z3/2), which is the
// same point: with α' = α/2 = (3/2)(X − δ)(X + δ) the formula becomes
// X3' = α'² − 2β, Y3' = α'(β − X3') − γ², Z3' = YZ, seven field additions
// and one halving instead of the twelve additions the small factors 2, 3,
// 4 and 8 otherwise cost. It has no special case (the point at infinity,
// Z = 0, maps to itself; prime-order curves have no points of order 2) and
// no branch, so constant-time code uses it too.
func (p *p384Jacobian) double(q *p384Jacobian) {
	if p384Kernels[activeTier()].double {
		p384DoubleAsm(p, q)
		return
	}
	p.doubleGeneric(q)
}

// doubleGeneric is double in Go, the twin of the assembly doubling.
func (p *p384Jacobian) doubleGeneric(q *p384Jacobian) {
	var delta p384Element
	delta.Square(&q.z) // δ = Z²
	p.doubleWith(q, &delta, false)
}

// doubleDeltaGeneric is double given δ = Z² in delta, which it sets to the
// result's Z'², (YZ)² = γ·δ, so that a run of doublings never squares the Z
// it has just made: the Go twin of the assembly doubleW runs.
func (p *p384Jacobian) doubleDeltaGeneric(q *p384Jacobian, delta *p384Element) {
	p.doubleWith(q, delta, true)
}

// doubleWith is double with δ = Z² given; with next it sets δ to the
// result's Z'².
func (p *p384Jacobian) doubleWith(q *p384Jacobian, delta *p384Element, next bool) {
	var gamma, beta, alpha, t, x3, y3, z3 p384Element
	gamma.Square(&q.y)     // γ = Y²
	beta.Mul(&q.x, &gamma) // β = X·γ
	t.Sub(&q.x, delta)
	alpha.Add(&q.x, delta)
	alpha.Mul(&alpha, &t) // (X − δ)(X + δ)
	t.half(&alpha)
	alpha.Add(&alpha, &t) // α' = (3/2)(X − δ)(X + δ)
	x3.Square(&alpha)
	t.Add(&beta, &beta)
	x3.Sub(&x3, &t)    // X3' = α'² − 2β
	z3.Mul(&q.y, &q.z) // Z3' = YZ
	y3.Sub(&beta, &x3)
	y3.Mul(&y3, &alpha)
	if next { // a property of the caller, not of the point
		delta.Mul(delta, &gamma) // Z3'² = γ·δ
	}
	gamma.Square(&gamma)
	y3.Sub(&y3, &gamma) // Y3' = α'(β − X3') − γ²
	p.x, p.y, p.z = x3, y3, z3
}

// doubleW sets p = 2^boothW·p, the doublings between two windows of
// ScalarMult: in one kernel call on tiers that have it (boothW times
// double's twin), on tiers with the kernel carrying δ from one doubling to
// the next (doubleDeltaGeneric's twin), else with double.
func (p *p384Jacobian) doubleW() {
	if p384Kernels[activeTier()].doubleW {
		p384DoubleWAsm(p)
		return
	}
	if p384Kernels[activeTier()].doubleDelta {
		var delta p384Element
		delta.Square(&p.z)
		for k := 0; k < boothW; k++ {
			p384DoubleDeltaAsm(p, p, &delta)
		}
		return
	}
	for k := 0; k < boothW; k++ {
		p.double(p)
	}
}

// addVarTime sets p = q1 + q2: "add-1998-cmo-2", 12M + 4S, with the special
// cases (an input at infinity, q1 = ±q2) decided by branches.
func (p *p384Jacobian) addVarTime(q1, q2 *p384Jacobian) {
	if q1.z.IsZero() == 1 {
		*p = *q2
		return
	}
	if q2.z.IsZero() == 1 {
		*p = *q1
		return
	}
	var x3, y3, z3, h, r p384Element
	p384JacobianAddFormula(&x3, &y3, &z3, &h, &r, q1, q2)
	if h.IsZero() == 1 {
		if r.IsZero() == 1 {
			p.double(q1)
		} else {
			p.setInfinity()
		}
		return
	}
	p.x, p.y, p.z = x3, y3, z3
}

// addAffineVarTime sets p = q1 + (x2, y2): "madd-2004-hmv", 8M + 3S, with
// the special cases decided by branches.
func (p *p384Jacobian) addAffineVarTime(q1 *p384Jacobian, q2 *p384Affine) {
	if q1.z.IsZero() == 1 {
		p.x, p.y = q2.x, q2.y
		p.z.One()
		return
	}
	var x3, y3, z3, h, r p384Element
	p384JacobianAddAffineFormula(&x3, &y3, &z3, &h, &r, q1, q2)
	if h.IsZero() == 1 {
		if r.IsZero() == 1 {
			p.double(q1)
		} else {
			p.setInfinity()
		}
		return
	}
	p.x, p.y, p.z = x3, y3, z3
}

// XMatchesVarTime reports whether p is not the point at infinity and its
// affine x coordinate, reduced modulo n, equals the big-endian r (FIPS 186-5
// §6.4.2 steps 7–8) with 0 < r < n. It compares in projective coordinates
// (X = r·Z, or X = (r+n)·Z when r + n < p), avoiding an inversion. Variable
// time: p and r are public.
func (p *P384Point) XMatchesVarTime(r []byte) bool {
	if p.IsIdentity() == 1 || len(r) != p384ElementLen {
		return false
	}
	var re, t p384Element
	if _, err := re.SetBytes(r); err != nil {
		return false
	}
	if t.Mul(&re, &p.z).Equal(&p.x) == 1 {
		return true
	}
	rn := addBytesVarTime(r, p384NBytes)
	if !lessBytesVarTime(rn, p384PBytes) {
		return false
	}
	if _, err := re.SetBytes(rn[1:]); err != nil {
		return false
	}
	return t.Mul(&re, &p.z).Equal(&p.x) == 1
}
