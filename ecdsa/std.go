// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"errors"

	"github.com/ctcrypto/ctcrypto/ecdh"
)

func curveFromStd(c elliptic.Curve) (*Curve, error) {
	if c == nil {
		return nil, errors.New("ecdsa: key has no curve")
	}
	for _, k := range []*Curve{p256, p384, p521} {
		if k.stdCurve() == c {
			return k, nil
		}
	}
	return nil, errors.New("ecdsa: unsupported curve " + c.Params().Name)
}

// FromStdPrivateKey converts a crypto/ecdsa private key. It returns an
// error if the curve is not P-256, P-384 or P-521, or if the key is invalid,
// including when its public key is not d·G.
func FromStdPrivateKey(k *stdecdsa.PrivateKey) (*PrivateKey, error) {
	if k == nil {
		return nil, errNilKey
	}
	c, err := curveFromStd(k.Curve)
	if err != nil {
		return nil, err
	}
	d, err := k.Bytes()
	if err != nil {
		return nil, errors.New("ecdsa: " + err.Error())
	}
	ours, err := NewPrivateKey(c, d)
	clear(d)
	if err != nil {
		return nil, err
	}
	if !ours.pub.Equal(&k.PublicKey) {
		return nil, errors.New("ecdsa: the public key does not match the private key")
	}
	return ours, nil
}

// FromStdPublicKey converts a crypto/ecdsa public key.
func FromStdPublicKey(k *stdecdsa.PublicKey) (*PublicKey, error) {
	// The checks mirror FromStdPrivateKey's; the two convert different types.
	if k == nil {
		return nil, errNilKey
	}
	c, err := curveFromStd(k.Curve)
	if err != nil {
		return nil, err
	}
	q, err := k.Bytes()
	if err != nil {
		return nil, errors.New("ecdsa: " + err.Error())
	}
	return NewPublicKey(c, q)
}

// Std returns k as a crypto/ecdsa private key, for APIs that need that
// type, such as crypto/x509.MarshalPKCS8PrivateKey(k.Std()). Signing with
// the result uses the standard library, not ctcrypto.
func (k *PrivateKey) Std() *stdecdsa.PrivateKey {
	std, err := stdecdsa.ParseRawPrivateKey(k.pub.curve.stdCurve(), k.d)
	if err != nil {
		panic("ecdsa: a checked key is invalid for crypto/ecdsa: " + err.Error())
	}
	return std
}

// Std returns k as a crypto/ecdsa public key, a new value at each call.
func (k *PublicKey) Std() *stdecdsa.PublicKey {
	std, err := stdecdsa.ParseUncompressedPublicKey(k.curve.stdCurve(), k.Bytes())
	if err != nil {
		panic("ecdsa: a checked key is invalid for crypto/ecdsa: " + err.Error())
	}
	return std
}

// ECDH returns k as an ecdh.PrivateKey of this module, as
// crypto/ecdsa.PrivateKey.ECDH does for the standard library's types.
func (k *PrivateKey) ECDH() (*ecdh.PrivateKey, error) {
	return k.pub.curve.ecdh().NewPrivateKey(k.d)
}

// ECDH returns k as an ecdh.PublicKey of this module, as
// crypto/ecdsa.PublicKey.ECDH does for the standard library's types.
func (k *PublicKey) ECDH() (*ecdh.PublicKey, error) {
	return k.curve.ecdh().NewPublicKey(k.q)
}

// PrivateKeyFromECDSA converts a crypto/ecdsa private key.
//
// Deprecated: use FromStdPrivateKey.
func PrivateKeyFromECDSA(k *stdecdsa.PrivateKey) (*PrivateKey, error) {
	return FromStdPrivateKey(k)
}

// PublicKeyFromECDSA converts a crypto/ecdsa public key.
//
// Deprecated: use FromStdPublicKey.
func PublicKeyFromECDSA(k *stdecdsa.PublicKey) (*PublicKey, error) {
	return FromStdPublicKey(k)
}

// ToECDSA converts k to a crypto/ecdsa private key. The error is always
// nil.
//
// Deprecated: use Std.
func (k *PrivateKey) ToECDSA() (*stdecdsa.PrivateKey, error) {
	return k.Std(), nil
}

// ToECDSA converts k to a crypto/ecdsa public key. The error is always nil.
//
// Deprecated: use Std.
func (k *PublicKey) ToECDSA() (*stdecdsa.PublicKey, error) {
	return k.Std(), nil
}
