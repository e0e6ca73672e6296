// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"errors"

	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
)

// Curve is a byte-oriented view of one curve for the ecdsa and ecdh
// packages: scalars and field elements are big-endian byte strings of Size
// bytes, points are SEC 1 uncompressed encodings.
type Curve struct {
	Name    string // "P-256", "P-384" or "P-521"
	BitSize int    // bit length of p and of n
	Size    int    // bytes of a scalar or a field element
	N       []byte // the group order, big-endian, Size bytes
	ops     curveOps
}

// curveOps is the per-curve engine behind Curve.
type curveOps interface {
	checkScalar(d []byte) error
	publicKey(d []byte) ([]byte, error)
	checkPoint(q []byte) error
	ecdh(d, q []byte) ([]byte, error)
	sign(d, k, e []byte) (r, s []byte, err error)
	verifyVarTime(q, e, r, s []byte) bool
	newVerifyKeyVarTime(q []byte, wide bool) (any, error)
	verifyWithKeyVarTime(key any, e, r, s []byte) bool
}

var (
	p256Curve = &Curve{Name: "P-256", BitSize: 256, Size: 32, ops: curveImpl[P256Point, *P256Point, P256Scalar, *P256Scalar, P256OddMultiples, *P256OddMultiples]{NewP256Point, 32}}
	p384Curve = &Curve{Name: "P-384", BitSize: 384, Size: 48, ops: curveImpl[P384Point, *P384Point, P384Scalar, *P384Scalar, P384OddMultiples, *P384OddMultiples]{NewP384Point, 48}}
	p521Curve = &Curve{Name: "P-521", BitSize: 521, Size: 66, ops: curveImpl[P521Point, *P521Point, P521Scalar, *P521Scalar, P521OddMultiples, *P521OddMultiples]{NewP521Point, 66}}
)

// P256 returns the P-256 curve.
func P256() *Curve { return p256Curve }

// P384 returns the P-384 curve.
func P384() *Curve { return p384Curve }

// P521 returns the P-521 curve.
func P521() *Curve { return p521Curve }

// CheckScalar returns an error unless d is Size bytes encoding 0 < d < n.
// Constant time in d: only the error is revealed.
func (c *Curve) CheckScalar(d []byte) error { return c.ops.checkScalar(d) }

// PublicKey returns d·G, uncompressed, for a private scalar 0 < d < n.
// Constant time in d.
func (c *Curve) PublicKey(d []byte) ([]byte, error) { return c.ops.publicKey(d) }

// CheckPoint returns an error unless q is the uncompressed encoding of a
// point on the curve other than the point at infinity.
func (c *Curve) CheckPoint(q []byte) error { return c.ops.checkPoint(q) }

// ECDH returns the x coordinate of d·Q (SEC 1 §3.3.1), constant time in d.
// It returns an error if Q is invalid or d·Q is the point at infinity.
func (c *Curve) ECDH(d, q []byte) ([]byte, error) { return c.ops.ecdh(d, q) }

// Sign returns the ECDSA signature (r, s) of FIPS 186-5 §6.4.1 for the
// private scalar d, the secret nonce 0 < k < n and e = bits2int(digest)
// (Size bytes, e < 2^BitSize), in constant time in d and k. It returns an
// error in the negligible cases r = 0 or s = 0; the caller draws a new k.
func (c *Curve) Sign(d, k, e []byte) (r, s []byte, err error) { return c.ops.sign(d, k, e) }

// VerifyVarTime checks the ECDSA signature (r, s) of e = bits2int(digest)
// under the public key q (FIPS 186-5 §6.4.2). Variable time: every input
// is public.
func (c *Curve) VerifyVarTime(q, e, r, s []byte) bool { return c.ops.verifyVarTime(q, e, r, s) }

// VerifyKey is a public key prepared for verification: the decoded point
// Q and its affine odd multiples, the per-key part of every verification.
// It is immutable, so goroutines may share it.
type VerifyKey struct {
	curve *Curve
	key   any  // *P256OddMultiples, *P384OddMultiples or *P521OddMultiples
	wide  bool // Q, 3Q, …, 31Q rather than Q, 3Q, …, 15Q
}

// NewVerifyKeyVarTime decodes and checks the public key q as CheckPoint
// does and precomputes its odd multiples Q, 3Q, …, 31Q: twice
// VerifyVarTime's table, which pays off from the second or third
// verification under the key. Variable time: q is public.
func (c *Curve) NewVerifyKeyVarTime(q []byte) (*VerifyKey, error) {
	return c.newVerifyKeyVarTime(q, true)
}

// NewOneShotVerifyKeyVarTime is NewVerifyKeyVarTime with VerifyVarTime's
// smaller table Q, 3Q, …, 15Q, cheaper to build, for a key that may verify
// only once. Variable time: q is public.
func (c *Curve) NewOneShotVerifyKeyVarTime(q []byte) (*VerifyKey, error) {
	return c.newVerifyKeyVarTime(q, false)
}

func (c *Curve) newVerifyKeyVarTime(q []byte, wide bool) (*VerifyKey, error) {
	key, err := c.ops.newVerifyKeyVarTime(q, wide)
	if err != nil {
		return nil, err
	}
	return &VerifyKey{curve: c, key: key, wide: wide}, nil
}

// Wide reports whether vk came from NewVerifyKeyVarTime (the larger table).
func (vk *VerifyKey) Wide() bool { return vk.wide }

// VerifyWithKeyVarTime is VerifyVarTime under a key prepared by
// NewVerifyKeyVarTime, with the same answers. It panics if vk belongs to
// another curve. Variable time: every input is public.
func (c *Curve) VerifyWithKeyVarTime(vk *VerifyKey, e, r, s []byte) bool {
	if vk.curve != c {
		panic("nistec: verification key of another curve")
	}
	return c.ops.verifyWithKeyVarTime(vk.key, e, r, s)
}

type groupPoint[T, M any] interface {
	*T
	SetBytes([]byte) (*T, error)
	Bytes() []byte
	BytesX() ([]byte, error)
	IsIdentity() int
	ScalarBaseMult([]byte) (*T, error)
	ScalarMult(*T, []byte) (*T, error)
	ScalarBaseMultAddPrecomputedVarTime(u1, u2 []byte, t *M) (*T, error)
	XMatchesVarTime(r []byte) bool
}

// oddMultiples is the per-curve table of q, 3q, …, 15q (P384OddMultiples).
type oddMultiples[M, T any] interface {
	*M
	SetVarTime(q *T) *M
	SetWideVarTime(q *T) *M
}

type scalarElement[T any] interface {
	*T
	SetBytes([]byte) (*T, error)
	SetBytesReduced([]byte) *T
	Bytes() []byte
	Mul(x, y *T) *T
	Add(x, y *T) *T
	Invert(x *T) *T
	InvertVarTime(x *T) *T
	IsZero() int
}

type curveImpl[T any, PT groupPoint[T, M], S any, PS scalarElement[S], M any, PM oddMultiples[M, T]] struct {
	newPoint func() *T
	size     int
}

func (c curveImpl[T, PT, S, PS, M, PM]) checkScalar(d []byte) error {
	var s S
	if len(d) != c.size {
		return errors.New("nistec: invalid private scalar length")
	}
	if _, err := PS(&s).SetBytes(d); err != nil {
		return errors.New("nistec: invalid private scalar: not below the group order")
	}
	if declassify(PS(&s).IsZero()) == 1 { // revealed by the error
		return errors.New("nistec: invalid private scalar: zero")
	}
	return nil
}

func (c curveImpl[T, PT, S, PS, M, PM]) publicKey(d []byte) ([]byte, error) {
	if err := c.checkScalar(d); err != nil {
		return nil, err
	}
	p, err := PT(c.newPoint()).ScalarBaseMult(d)
	if err != nil {
		return nil, err
	}
	q := PT(p).Bytes()
	ctgrind.Public(q) // the public key d·G is public
	return q, nil
}

func (c curveImpl[T, PT, S, PS, M, PM]) parsePoint(q []byte) (*T, error) {
	if len(q) != 1+2*c.size || q[0] != 4 {
		return nil, errors.New("nistec: invalid public point: not an uncompressed encoding of the right length")
	}
	p, err := PT(c.newPoint()).SetBytes(q)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func (c curveImpl[T, PT, S, PS, M, PM]) checkPoint(q []byte) error {
	_, err := c.parsePoint(q)
	return err
}

func (c curveImpl[T, PT, S, PS, M, PM]) ecdh(d, q []byte) ([]byte, error) {
	if err := c.checkScalar(d); err != nil {
		return nil, err
	}
	p, err := c.parsePoint(q)
	if err != nil {
		return nil, err
	}
	r, err := PT(c.newPoint()).ScalarMult(p, d)
	if err != nil {
		return nil, err
	}
	// The curves have prime order, so d·Q is the point at infinity only
	// if Q is; BytesX reports it as an error either way.
	return PT(r).BytesX()
}

func (c curveImpl[T, PT, S, PS, M, PM]) sign(d, k, e []byte) (rb, sb []byte, err error) {
	if err := c.checkScalar(k); err != nil {
		return nil, nil, err
	}
	R, err := PT(c.newPoint()).ScalarBaseMult(k)
	if err != nil {
		return nil, nil, err
	}
	x, err := PT(R).BytesX()
	if err != nil {
		return nil, nil, err
	}
	// r = x mod n; x < p < 2n for these curves.
	var r, s, kInv, ds, es S
	PS(&r).SetBytesReduced(x)
	if declassify(PS(&r).IsZero()) == 1 { // r is part of the signature
		return nil, nil, errors.New("nistec: r is zero")
	}
	if _, err := PS(&ds).SetBytes(d); err != nil {
		return nil, nil, err
	}
	PS(&es).SetBytesReduced(e)
	var ks S
	if _, err := PS(&ks).SetBytes(k); err != nil {
		return nil, nil, err
	}
	// s = k⁻¹ · (e + r·d) mod n, k inverted by the constant-time safegcd.
	PS(&kInv).Invert(&ks)
	PS(&s).Mul(&r, &ds)
	PS(&s).Add(&s, &es)
	PS(&s).Mul(&s, &kInv)
	if declassify(PS(&s).IsZero()) == 1 { // s is part of the signature
		return nil, nil, errors.New("nistec: s is zero")
	}
	rb, sb = PS(&r).Bytes(), PS(&s).Bytes()
	ctgrind.Public(rb) // the signature is public
	ctgrind.Public(sb)
	return rb, sb, nil
}

func (c curveImpl[T, PT, S, PS, M, PM]) newVerifyKeyVarTime(q []byte, wide bool) (any, error) {
	p, err := c.parsePoint(q)
	if err != nil {
		return nil, err
	}
	if wide {
		return PM(new(M)).SetWideVarTime(p), nil
	}
	return PM(new(M)).SetVarTime(p), nil
}

func (c curveImpl[T, PT, S, PS, M, PM]) verifyWithKeyVarTime(key any, e, r, s []byte) bool {
	return c.verifyWithMultiplesVarTime(key.(*M), e, r, s)
}

func (c curveImpl[T, PT, S, PS, M, PM]) verifyVarTime(q, e, r, s []byte) bool {
	if _, _, ok := c.signatureScalars(r, s); !ok {
		return false // before the work on q, as for any malformed input
	}
	p, err := c.parsePoint(q)
	if err != nil {
		return false
	}
	var t M
	return c.verifyWithMultiplesVarTime(PM(&t).SetVarTime(p), e, r, s)
}

// signatureScalars decodes r and s and reports whether they are Size bytes
// encoding 0 < r, s < n (FIPS 186-5 §6.4.2 step 1). Variable time: public
// inputs.
func (c curveImpl[T, PT, S, PS, M, PM]) signatureScalars(rb, sb []byte) (r, s S, ok bool) {
	if len(rb) != c.size || len(sb) != c.size {
		return r, s, false
	}
	if _, err := PS(&r).SetBytes(rb); err != nil || PS(&r).IsZero() == 1 {
		return r, s, false
	}
	if _, err := PS(&s).SetBytes(sb); err != nil || PS(&s).IsZero() == 1 {
		return r, s, false
	}
	return r, s, true
}

// verifyWithMultiplesVarTime checks (r, s) on e under the public key whose
// odd multiples t holds (FIPS 186-5 §6.4.2).
func (c curveImpl[T, PT, S, PS, M, PM]) verifyWithMultiplesVarTime(t *M, e, rb, sb []byte) bool {
	if len(e) != c.size {
		return false
	}
	r, s, ok := c.signatureScalars(rb, sb)
	if !ok {
		return false
	}
	// w = s⁻¹, u1 = e·w, u2 = r·w (FIPS 186-5 §6.4.2).
	var w, u1, u2, es S
	PS(&w).InvertVarTime(&s) // s is public
	PS(&es).SetBytesReduced(e)
	PS(&u1).Mul(&es, &w)
	PS(&u2).Mul(&r, &w)
	R, err := PT(c.newPoint()).ScalarBaseMultAddPrecomputedVarTime(PS(&u1).Bytes(), PS(&u2).Bytes(), t)
	if err != nil {
		return false
	}
	return PT(R).XMatchesVarTime(rb)
}
