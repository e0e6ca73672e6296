// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdh

import (
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/eckey"
	"github.com/ctcrypto/ctcrypto/internal/nistec"
)

// The encodings are those of EC keys in general (id-ecPublicKey, RFC 5480
// §2.1.1), which ECDSA and ECDH keys share; internal/eckey implements them
// for both packages and documents where it differs from crypto/x509.

func curveOf(c *nistec.Curve) *Curve {
	for _, k := range []*Curve{p256, p384, p521} {
		if k.c == c {
			return k
		}
	}
	panic("ecdh: unknown curve")
}

func fromParsed(k *eckey.Key, err error) (*PrivateKey, error) {
	if err != nil {
		return nil, fmt.Errorf("ecdh: %w", err)
	}
	return newPrivateKey(curveOf(k.Curve), k.D, k.Q), nil
}

func publicFromParsed(k *eckey.Key, err error) (*PublicKey, error) {
	if err != nil {
		return nil, fmt.Errorf("ecdh: %w", err)
	}
	return &PublicKey{curve: curveOf(k.Curve), q: k.Q}, nil
}

// parts and the one-line parsers and marshallers below repeat ../ecdsa/keys.go
// on purpose: the work is eckey's, and each package keeps its own key types.
func (k *PrivateKey) parts() *eckey.Key {
	return &eckey.Key{Curve: k.curve.c, D: k.d, Q: k.pub.q}
}

// ParseSEC1PrivateKey parses an ECPrivateKey (SEC 1 §C.4, RFC 5915) in DER,
// as crypto/x509.ParseECPrivateKey does (see ecdsa.ParseSEC1PrivateKey).
func ParseSEC1PrivateKey(der []byte) (*PrivateKey, error) {
	return fromParsed(eckey.ParseSEC1(der))
}

// MarshalSEC1PrivateKey returns the ECPrivateKey DER encoding of k, with the
// named curve and the public key.
func MarshalSEC1PrivateKey(k *PrivateKey) []byte {
	return eckey.MarshalSEC1(k.parts())
}

// ParsePKCS8PrivateKey parses an unencrypted PKCS #8 PrivateKeyInfo (RFC
// 5208) holding an EC private key (id-ecPublicKey), in DER.
func ParsePKCS8PrivateKey(der []byte) (*PrivateKey, error) {
	return fromParsed(eckey.ParsePKCS8(der))
}

// MarshalPKCS8PrivateKey returns the PKCS #8 DER encoding of k, as
// crypto/x509.MarshalPKCS8PrivateKey does for a crypto/ecdh key.
func MarshalPKCS8PrivateKey(k *PrivateKey) []byte {
	return eckey.MarshalPKCS8(k.parts())
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo (RFC 5480) holding an
// uncompressed EC point, in DER.
func ParsePKIXPublicKey(der []byte) (*PublicKey, error) {
	return publicFromParsed(eckey.ParsePKIX(der))
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo DER encoding of k,
// as crypto/x509.MarshalPKIXPublicKey does for a crypto/ecdh key.
func MarshalPKIXPublicKey(k *PublicKey) []byte {
	return eckey.MarshalPKIX(&eckey.Key{Curve: k.curve.c, Q: k.q})
}

// ParsePrivateKeyPEM parses the first PEM block of data whose type is
// "PRIVATE KEY" or ends in " PRIVATE KEY", skipping others, as
// ecdsa.ParsePrivateKeyPEM does. The PEM armour is decoded by encoding/pem,
// which is not constant-time: callers who need the key's encoding handled
// in constant time should pass DER to ParseSEC1PrivateKey or
// ParsePKCS8PrivateKey.
func ParsePrivateKeyPEM(data []byte) (*PrivateKey, error) {
	return fromParsed(eckey.ParsePrivateKeyPEM(data))
}

// ParsePublicKeyPEM parses the first PEM block of data of type "PUBLIC KEY"
// (PKIX), skipping other blocks.
func ParsePublicKeyPEM(data []byte) (*PublicKey, error) {
	return publicFromParsed(eckey.ParsePublicKeyPEM(data))
}

// MarshalPrivateKeyPEM returns k as a PEM "PRIVATE KEY" (PKCS #8) block.
func MarshalPrivateKeyPEM(k *PrivateKey) []byte {
	return eckey.PEM("PRIVATE KEY", MarshalPKCS8PrivateKey(k))
}

// MarshalSEC1PrivateKeyPEM returns k as a PEM "EC PRIVATE KEY" (SEC 1)
// block.
func MarshalSEC1PrivateKeyPEM(k *PrivateKey) []byte {
	return eckey.PEM("EC PRIVATE KEY", MarshalSEC1PrivateKey(k))
}

// MarshalPublicKeyPEM returns k as a PEM "PUBLIC KEY" (PKIX) block.
func MarshalPublicKeyPEM(k *PublicKey) []byte {
	return eckey.PEM("PUBLIC KEY", MarshalPKIXPublicKey(k))
}
