// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"errors"
	"io"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// Curve is a byte-oriented view of one curve's group for the ECDSA engine
// (internal/ecdsa) and the ecdh package: scalars and field elements are big-endian byte strings of Size
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
}

var (
	p256Curve = &Curve{Name: "P-256", BitSize: 256, Size: 32, ops: curveImpl[P256Point, *P256Point, P256Scalar, *P256Scalar]{NewP256Point, 32}}
	p384Curve = &Curve{Name: "P-384", BitSize: 384, Size: 48, ops: curveImpl[P384Point, *P384Point, P384Scalar, *P384Scalar]{NewP384Point, 48}}
	p521Curve = &Curve{Name: "P-521", BitSize: 521, Size: 66, ops: curveImpl[P521Point, *P521Point, P521Scalar, *P521Scalar]{NewP521Point, 66}}
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

// RandomScalar returns a private scalar 0 < d < n read from rand by
// rejection sampling (FIPS 186-5 §A.2.2), for ecdh's and ecdsa's
// GenerateKey: Size bytes with the bits above BitSize cleared, drawn again
// until CheckScalar accepts them. A rejected candidate is discarded, so the
// loop count reveals nothing about the accepted scalar.
func (c *Curve) RandomScalar(rand io.Reader) ([]byte, error) {
	d := make([]byte, c.Size)
	for {
		if _, err := io.ReadFull(rand, d); err != nil {
			return nil, err
		}
		// Keep BitSize bits: only P-521 has excess bits in its top byte.
		d[0] &= byte(0xff >> (8*c.Size - c.BitSize))
		if c.CheckScalar(d) == nil {
			return d, nil
		}
	}
}

// PublicKey returns d·G, uncompressed, for a private scalar 0 < d < n.
// Constant time in d.
func (c *Curve) PublicKey(d []byte) ([]byte, error) { return c.ops.publicKey(d) }

// CheckPoint returns an error unless q is the uncompressed encoding of a
// point on the curve other than the point at infinity.
func (c *Curve) CheckPoint(q []byte) error { return c.ops.checkPoint(q) }

// ECDH returns the x coordinate of d·Q (SEC 1 §3.3.1), constant time in d.
// It returns an error if Q is invalid or d·Q is the point at infinity.
func (c *Curve) ECDH(d, q []byte) ([]byte, error) { return c.ops.ecdh(d, q) }

type groupPoint[T any] interface {
	*T
	SetBytes([]byte) (*T, error)
	Bytes() []byte
	BytesX() ([]byte, error)
	ScalarBaseMult([]byte) (*T, error)
	ScalarMult(*T, []byte) (*T, error)
}

type scalarElement[T any] interface {
	*T
	SetBytes([]byte) (*T, error)
	IsZero() subtle.Choice
}

type curveImpl[T any, PT groupPoint[T], S any, PS scalarElement[S]] struct {
	newPoint func() *T
	size     int
}

func (c curveImpl[T, PT, S, PS]) checkScalar(d []byte) error {
	var s S
	if len(d) != c.size {
		return errors.New("nistec: invalid private scalar length")
	}
	if _, err := PS(&s).SetBytes(d); err != nil {
		return errors.New("nistec: invalid private scalar: not below the group order")
	}
	if subtle.DeclassifyChoice(PS(&s).IsZero()) { // revealed by the error
		return errors.New("nistec: invalid private scalar: zero")
	}
	return nil
}

func (c curveImpl[T, PT, S, PS]) publicKey(d []byte) ([]byte, error) {
	if err := c.checkScalar(d); err != nil {
		return nil, err
	}
	p, err := PT(c.newPoint()).ScalarBaseMult(d)
	if err != nil {
		return nil, err
	}
	q := PT(p).Bytes()
	subtle.Declassify(q) // the public key d·G is public
	return q, nil
}

func (c curveImpl[T, PT, S, PS]) parsePoint(q []byte) (*T, error) {
	if len(q) != 1+2*c.size || q[0] != 4 {
		return nil, errors.New("nistec: invalid public point: not an uncompressed encoding of the right length")
	}
	p, err := PT(c.newPoint()).SetBytes(q)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func (c curveImpl[T, PT, S, PS]) checkPoint(q []byte) error {
	_, err := c.parsePoint(q)
	return err
}

func (c curveImpl[T, PT, S, PS]) ecdh(d, q []byte) ([]byte, error) {
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
