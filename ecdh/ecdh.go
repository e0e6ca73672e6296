// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ecdh implements Elliptic Curve Diffie-Hellman key agreement
// (SEC 1 §3.3.1, NIST SP 800-56A §5.7.1.2) on P-256, P-384 and P-521 over
// ctcrypto's own curve engine (internal/nistec).
//
// Key generation and the shared-secret computation are constant time in
// the private key on every tier. Public keys are SEC 1 uncompressed points;
// points off the curve, of the wrong length, compressed or the point at
// infinity are rejected with an error, as crypto/ecdh does.
//
// Keys convert to and from crypto/ecdh's (FromStdPrivateKey, Std), are
// parsed and marshaled as PKIX, PKCS #8 and SEC 1, in DER or PEM, with the
// same encodings crypto/x509 uses for NIST-curve keys, and come from ecdsa
// keys through their ECDH methods. Functions that need the standard
// library's type take Std's result, as in
// x509.MarshalPKCS8PrivateKey(k.Std()). X25519 is not implemented.
package ecdh

import (
	"crypto"
	stdecdh "crypto/ecdh"
	"crypto/subtle"
	"errors"
	"io"

	"github.com/ctcrypto/ctcrypto/internal/nistec"
	"github.com/ctcrypto/ctcrypto/internal/randutil"
)

// Curve is one of the NIST curves P-256, P-384 and P-521.
type Curve struct {
	c   *nistec.Curve
	std func() stdecdh.Curve
}

var (
	p256 = &Curve{nistec.P256(), stdecdh.P256}
	p384 = &Curve{nistec.P384(), stdecdh.P384}
	p521 = &Curve{nistec.P521(), stdecdh.P521}
)

// P256 returns the curve P-256 (secp256r1).
func P256() *Curve { return p256 }

// P384 returns the curve P-384 (secp384r1).
func P384() *Curve { return p384 }

// P521 returns the curve P-521 (secp521r1).
func P521() *Curve { return p521 }

// String returns the curve's name, such as "P-384".
func (c *Curve) String() string { return c.c.Name }

// PrivateKey is an ECDH private key.
type PrivateKey struct {
	curve *Curve
	d     []byte
	pub   *PublicKey
}

// PublicKey is an ECDH public key: a point other than the point at
// infinity.
type PublicKey struct {
	curve *Curve
	q     []byte
}

// GenerateKey returns a new private key, its scalar drawn by rejection
// sampling (FIPS 186-5 §A.2.2): which candidates were rejected is visible
// in its timing, and nothing else about the accepted scalar.
//
// As crypto/ecdh does since Go 1.26, it ignores rand and reads
// crypto/rand.Reader, unless GODEBUG=cryptocustomrand=1 is set in the
// environment and rand is not nil. Tests that need reproducible keys should
// use testing/cryptotest.SetGlobalRandom.
func (c *Curve) GenerateKey(rand io.Reader) (*PrivateKey, error) {
	d, err := c.c.RandomScalar(randutil.Reader(rand))
	if err != nil {
		return nil, err
	}
	return c.NewPrivateKey(d)
}

// NewPrivateKey returns the private key with big-endian scalar key, which
// must be exactly 32, 48 or 66 bytes (per curve) with 0 < key < n.
func (c *Curve) NewPrivateKey(key []byte) (*PrivateKey, error) {
	q, err := c.c.PublicKey(key)
	if err != nil {
		return nil, errors.New("ecdh: invalid private key: " + err.Error())
	}
	return newPrivateKey(c, append([]byte(nil), key...), q), nil
}

// newPrivateKey returns the key with scalar d and public key q = d·G, both
// already checked; it keeps both slices.
func newPrivateKey(c *Curve, d, q []byte) *PrivateKey {
	return &PrivateKey{curve: c, d: d, pub: &PublicKey{curve: c, q: q}}
}

// NewPublicKey returns the public key with SEC 1 uncompressed encoding key
// (0x04‖x‖y), checking that the point is on the curve.
func (c *Curve) NewPublicKey(key []byte) (*PublicKey, error) {
	if err := c.c.CheckPoint(key); err != nil {
		return nil, errors.New("ecdh: invalid public key: " + err.Error())
	}
	return &PublicKey{curve: c, q: append([]byte(nil), key...)}, nil
}

// ECDH returns the shared secret, the x coordinate of d·Q, Size bytes. It
// returns an error if remote is on another curve or the result is the point
// at infinity.
func (k *PrivateKey) ECDH(remote *PublicKey) ([]byte, error) {
	if remote.curve != k.curve {
		return nil, errors.New("ecdh: private key and public key are on different curves")
	}
	s, err := k.curve.c.ECDH(k.d, remote.q)
	if err != nil {
		return nil, errors.New("ecdh: " + err.Error())
	}
	return s, nil
}

// Bytes returns the private scalar, big-endian.
func (k *PrivateKey) Bytes() []byte { return append([]byte(nil), k.d...) }

// Curve returns the key's curve.
func (k *PrivateKey) Curve() *Curve { return k.curve }

// PublicKey returns the public key of k.
func (k *PrivateKey) PublicKey() *PublicKey { return k.pub }

// Public returns the public key of k, as a crypto.PublicKey.
func (k *PrivateKey) Public() crypto.PublicKey { return k.pub }

// Equal reports whether k and x are the same key, in constant time in the
// scalars. x may be a *PrivateKey or a *crypto/ecdh.PrivateKey.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	switch o := x.(type) {
	case *PrivateKey:
		return o != nil && o.curve == k.curve && subtle.ConstantTimeCompare(o.d, k.d) == 1
	case *stdecdh.PrivateKey:
		return o != nil && o.Curve() == k.curve.std() && subtle.ConstantTimeCompare(o.Bytes(), k.d) == 1
	}
	return false
}

// Bytes returns the SEC 1 uncompressed encoding of the key.
func (k *PublicKey) Bytes() []byte { return append([]byte(nil), k.q...) }

// Curve returns the key's curve.
func (k *PublicKey) Curve() *Curve { return k.curve }

// Equal reports whether k and x are the same key. x may be a *PublicKey or
// a *crypto/ecdh.PublicKey.
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	switch o := x.(type) {
	case *PublicKey:
		return o != nil && o.curve == k.curve && string(o.q) == string(k.q)
	case *stdecdh.PublicKey:
		return o != nil && o.Curve() == k.curve.std() && string(o.Bytes()) == string(k.q)
	}
	return false
}
