// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdh

import (
	stdecdh "crypto/ecdh"
	"errors"
)

var errNilKey = errors.New("ecdh: nil key")

func curveFromStd(c stdecdh.Curve) (*Curve, error) {
	for _, k := range []*Curve{p256, p384, p521} {
		if k.std() == c {
			return k, nil
		}
	}
	return nil, errors.New("ecdh: unsupported curve " + stdCurveName(c) + ": only P-256, P-384 and P-521 are implemented")
}

func stdCurveName(c stdecdh.Curve) string {
	if c == stdecdh.X25519() {
		return "X25519"
	}
	return "<unknown>"
}

// FromStdPrivateKey converts a crypto/ecdh private key on P-256, P-384 or
// P-521; an X25519 key is an error.
func FromStdPrivateKey(k *stdecdh.PrivateKey) (*PrivateKey, error) {
	if k == nil {
		return nil, errNilKey
	}
	c, err := curveFromStd(k.Curve())
	if err != nil {
		return nil, err
	}
	d := k.Bytes()
	ours, err := c.NewPrivateKey(d)
	clear(d)
	return ours, err
}

// FromStdPublicKey converts a crypto/ecdh public key on P-256, P-384 or
// P-521; an X25519 key is an error.
func FromStdPublicKey(k *stdecdh.PublicKey) (*PublicKey, error) {
	// The checks mirror FromStdPrivateKey's; the two convert different types.
	if k == nil {
		return nil, errNilKey
	}
	c, err := curveFromStd(k.Curve())
	if err != nil {
		return nil, err
	}
	return c.NewPublicKey(k.Bytes())
}

// Std returns k as a crypto/ecdh private key, for APIs that need that type,
// such as crypto/x509.MarshalPKCS8PrivateKey(k.Std()). Key agreement with
// the result uses the standard library, not ctcrypto.
func (k *PrivateKey) Std() *stdecdh.PrivateKey {
	std, err := k.curve.std().NewPrivateKey(k.d)
	if err != nil {
		panic("ecdh: a checked key is invalid for crypto/ecdh: " + err.Error())
	}
	return std
}

// Std returns k as a crypto/ecdh public key.
func (k *PublicKey) Std() *stdecdh.PublicKey {
	std, err := k.curve.std().NewPublicKey(k.q)
	if err != nil {
		panic("ecdh: a checked key is invalid for crypto/ecdh: " + err.Error())
	}
	return std
}
