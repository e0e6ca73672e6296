// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ecdsa is the ECDSA engine (FIPS 186-5 §6) over internal/nistec's
// groups: nonce generation (RFC 6979 §3.2 HMAC_DRBG, hedged per §3.6 when
// the caller supplies extra randomness), bits2int, the signing and
// verification equations, and public keys prepared for verification. The
// public ecdsa package parses keys and signatures, adapts to Go's
// interfaces and draws the randomness.
//
// Constant time: Sign runs in time independent of the private scalar and
// of the nonce on every tier; the bits it reveals by design (which DRBG
// candidates were rejected, r or s zero) go through subtle.Declassify so
// the constant-time harness (internal/ctgrind) can tell them apart from
// leaks. Functions named ...VarTime take public values only.
package ecdsa

import (
	"errors"
	"hash"

	"github.com/ctcrypto/ctcrypto/internal/nistec"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// Curve is the engine for one curve: scalars are big-endian byte strings of
// Size bytes, points SEC 1 uncompressed encodings, as in nistec.Curve.
type Curve struct {
	*nistec.Curve
	ops curveOps
}

// curveOps is the per-curve implementation behind Curve.
type curveOps interface {
	sign(d, k, e []byte) (r, s []byte, err error)
	verifyVarTime(q, e, r, s []byte) bool
	newVerifyKeyVarTime(q []byte, wide bool) (any, error)
	verifyWithKeyVarTime(key any, e, r, s []byte) bool
}

var (
	p256 = &Curve{nistec.P256(), curveImpl[nistec.P256Point, *nistec.P256Point, nistec.P256Scalar, *nistec.P256Scalar, nistec.P256OddMultiples, *nistec.P256OddMultiples]{nistec.P256(), nistec.NewP256Point}}
	p384 = &Curve{nistec.P384(), curveImpl[nistec.P384Point, *nistec.P384Point, nistec.P384Scalar, *nistec.P384Scalar, nistec.P384OddMultiples, *nistec.P384OddMultiples]{nistec.P384(), nistec.NewP384Point}}
	p521 = &Curve{nistec.P521(), curveImpl[nistec.P521Point, *nistec.P521Point, nistec.P521Scalar, *nistec.P521Scalar, nistec.P521OddMultiples, *nistec.P521OddMultiples]{nistec.P521(), nistec.NewP521Point}}
)

// P256 returns the engine for P-256.
func P256() *Curve { return p256 }

// P384 returns the engine for P-384.
func P384() *Curve { return p384 }

// P521 returns the engine for P-521.
func P521() *Curve { return p521 }

// Sign returns the ECDSA signature (r, s) of digest under the private
// scalar d (FIPS 186-5 §6.4.1), with the nonce of RFC 6979 §3.2 computed
// with newHash: deterministic when extra is empty, hedged with extra as the
// additional data of §3.6 otherwise. Constant time in d and in the nonce;
// digest is public.
func (c *Curve) Sign(d []byte, newHash func() hash.Hash, digest, extra []byte) (r, s []byte, err error) {
	e := bits2int(digest, c.BitSize, c.Size)
	g := newNonceGenerator(newHash, d, bits2octets(c.Curve, digest), extra)
	for {
		k := g.next(c.BitSize, c.Size)
		// Rejected candidates (k ≥ n or k = 0) are discarded, so the
		// branch reveals nothing about the nonce that is used.
		if c.CheckScalar(k) != nil {
			continue
		}
		r, s, err := c.ops.sign(d, k, e)
		if err == nil {
			return r, s, nil
		}
		// r = 0 or s = 0 (negligible): draw the next nonce (§3.4).
	}
}

// SignWithNonce is the signing equation alone: the signature of
// e = bits2int(digest) with the secret nonce 0 < k < n, in constant time in
// d and k. It returns an error in the negligible cases r = 0 or s = 0; the
// caller draws a new k. For tests and the constant-time harness.
func (c *Curve) SignWithNonce(d, k, e []byte) (r, s []byte, err error) {
	return c.ops.sign(d, k, e)
}

// VerifyVarTime checks the ECDSA signature (r, s) of digest under the
// public key q (FIPS 186-5 §6.4.2). Variable time: every input is public.
func (c *Curve) VerifyVarTime(q, digest, r, s []byte) bool {
	return c.ops.verifyVarTime(q, bits2int(digest, c.BitSize, c.Size), r, s)
}

// VerifyKey is a public key prepared for verification: the decoded point
// Q and its affine odd multiples, the per-key part of every verification.
// It is immutable, so goroutines may share it.
type VerifyKey struct {
	curve *Curve
	key   any  // *nistec.P256OddMultiples, *P384OddMultiples or *P521OddMultiples
	wide  bool // Q, 3Q, …, 31Q (width-6 NAF) rather than Q, 3Q, …, 15Q (width 5)
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
func (c *Curve) VerifyWithKeyVarTime(vk *VerifyKey, digest, r, s []byte) bool {
	if vk.curve != c {
		panic("ecdsa: verification key of another curve")
	}
	return c.ops.verifyWithKeyVarTime(vk.key, bits2int(digest, c.BitSize, c.Size), r, s)
}

type groupPoint[T, M any] interface {
	*T
	SetBytes([]byte) (*T, error)
	BytesX() ([]byte, error)
	ScalarBaseMult([]byte) (*T, error)
	ScalarBaseMultAddPrecomputedVarTime(u1, u2 []byte, t *M) (*T, error)
	XMatchesVarTime(r []byte) bool
}

// oddMultiples is the per-curve table of q, 3q, … (nistec.P384OddMultiples).
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
	IsZero() subtle.Choice
}

type curveImpl[T any, PT groupPoint[T, M], S any, PS scalarElement[S], M any, PM oddMultiples[M, T]] struct {
	c        *nistec.Curve
	newPoint func() *T
}

func (c curveImpl[T, PT, S, PS, M, PM]) sign(d, k, e []byte) (rb, sb []byte, err error) {
	if err := c.c.CheckScalar(k); err != nil {
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
	var r, s, kInv, ds, es, ks S
	PS(&r).SetBytesReduced(x)
	if subtle.DeclassifyChoice(PS(&r).IsZero()) { // r is part of the signature
		return nil, nil, errors.New("ecdsa: r is zero")
	}
	if _, err := PS(&ds).SetBytes(d); err != nil {
		return nil, nil, err
	}
	PS(&es).SetBytesReduced(e)
	if _, err := PS(&ks).SetBytes(k); err != nil {
		return nil, nil, err
	}
	// s = k⁻¹ · (e + r·d) mod n, k inverted by the constant-time safegcd.
	PS(&kInv).Invert(&ks)
	PS(&s).Mul(&r, &ds)
	PS(&s).Add(&s, &es)
	PS(&s).Mul(&s, &kInv)
	if subtle.DeclassifyChoice(PS(&s).IsZero()) { // s is part of the signature
		return nil, nil, errors.New("ecdsa: s is zero")
	}
	rb, sb = PS(&r).Bytes(), PS(&s).Bytes()
	subtle.Declassify(rb) // the signature is public
	subtle.Declassify(sb)
	return rb, sb, nil
}

func (c curveImpl[T, PT, S, PS, M, PM]) parsePoint(q []byte) (*T, error) {
	// Uncompressed only, as nistec.Curve.CheckPoint.
	if len(q) != 1+2*c.c.Size || q[0] != 4 {
		return nil, errors.New("ecdsa: invalid public point: not an uncompressed encoding of the right length")
	}
	return PT(c.newPoint()).SetBytes(q)
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
	if len(rb) != c.c.Size || len(sb) != c.c.Size {
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
	if len(e) != c.c.Size {
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
