// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ecdsa is the ECDSA engine (FIPS 186-5 §6) over internal/nistec's
// groups: nonce generation (RFC 6979 §3.2 HMAC_DRBG, deterministic, or
// hedged: an SP 800-90A HMAC_DRBG with SHA-256 seeded with the caller's
// randomness, the private key and the digest), bits2int, the signing and
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
	"crypto"
	"errors"

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
// scalar d (FIPS 186-5 §6.4.1). With entropy empty the nonce is RFC 6979's
// (§3.2, HMAC_DRBG with h, which must be available): deterministic. With
// entropy the nonce is hedged: an HMAC_DRBG with SHA-256 (SP 800-90A
// Rev. 1 §10.1.2), its entropy input fresh randomness of at least 3/2 of
// the curve's security strength (so that it needs no nonce, §8.6.7) and its
// personalization string d ‖ bits2octets(digest) (§8.7.1 allows a secret
// one), whatever h is: a k from an approved DRBG, as FIPS 186-5 §A.3
// requires, that is still unpredictable if the randomness fails. SHA-256's
// strength, 256 bits, covers every curve here. Constant time in d and in
// the nonce; digest is public.
func (c *Curve) Sign(d []byte, h crypto.Hash, digest, entropy []byte) (r, s []byte, err error) {
	// One allocation for the buffers: they escape into the curve's
	// interface methods.
	b := new(signBuffers)
	e := bits2intTo(b.e[:c.Size], digest, c.BitSize)
	h1 := bits2octetsTo(b.h1[:c.Size], c.Curve, digest)
	var fast hmacDRBG256 // SHA-256 on the stack: the hedged and the common deterministic case
	defer fast.clear()
	var generic *nonceGenerator
	switch {
	case len(entropy) > 0:
		fast.instantiate(entropy, d, h1)
	case h == crypto.SHA256:
		fast.instantiate(d, h1) // RFC 6979 step d's int2octets(x) ‖ bits2octets(h1)
	default:
		generic = newNonceGenerator(h.New, d, h1, nil)
	}
	for {
		var k []byte
		if generic != nil {
			k = generic.next(c.BitSize, c.Size)
		} else {
			k = fast.next(b.k[:c.Size], c.BitSize)
		}
		r, s, err := c.ops.sign(d, k, e)
		if err != errRetry {
			clear(b.k[:])
			return r, s, err
		}
		// k ≥ n or k = 0 (discarded, so the branch reveals nothing
		// about the nonce that is used), or r = 0 or s = 0
		// (negligible): draw the next candidate (RFC 6979 §3.4).
	}
}

// signBuffers holds Sign's scalars: e = bits2int(digest), bits2octets(digest)
// and the candidate nonce.
type signBuffers struct {
	e, h1, k [maxSize]byte
}

// errRetry is the signing equation's answer when the nonce is out of range
// or gives r = 0 or s = 0: Sign draws another.
var errRetry = errors.New("ecdsa: nonce rejected")

// SignWithNonce is the signing equation alone: the signature of
// e = bits2int(digest) with the secret nonce k, in constant time in d and
// k. It returns an error if k is not in [1, n − 1] and in the negligible
// cases r = 0 or s = 0; the caller draws a new k. For tests and the
// constant-time harness.
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
	if len(k) != c.c.Size {
		return nil, nil, errors.New("ecdsa: invalid nonce length")
	}
	// The values in one allocation: calls through the type parameters'
	// methods make every operand escape.
	w := new(struct {
		R                      T
		r, s, kInv, ds, es, ks S
	})
	// 0 < k < n, or another candidate; revealed by design (k is
	// discarded then).
	if _, err := PS(&w.ks).SetBytes(k); err != nil || subtle.DeclassifyChoice(PS(&w.ks).IsZero()) {
		return nil, nil, errRetry
	}
	R, err := PT(&w.R).ScalarBaseMult(k)
	if err != nil {
		return nil, nil, err
	}
	x, err := PT(R).BytesX()
	if err != nil {
		return nil, nil, err
	}
	// r = x mod n; x < p < 2n for these curves.
	PS(&w.r).SetBytesReduced(x)
	if subtle.DeclassifyChoice(PS(&w.r).IsZero()) { // r is part of the signature
		return nil, nil, errRetry
	}
	if _, err := PS(&w.ds).SetBytes(d); err != nil {
		return nil, nil, err
	}
	PS(&w.es).SetBytesReduced(e)
	// s = k⁻¹ · (e + r·d) mod n, k inverted by the constant-time safegcd.
	PS(&w.kInv).Invert(&w.ks)
	PS(&w.s).Mul(&w.r, &w.ds)
	PS(&w.s).Add(&w.s, &w.es)
	PS(&w.s).Mul(&w.s, &w.kInv)
	if subtle.DeclassifyChoice(PS(&w.s).IsZero()) { // s is part of the signature
		return nil, nil, errRetry
	}
	rb, sb = PS(&w.r).Bytes(), PS(&w.s).Bytes()
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
