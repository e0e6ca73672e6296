// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	stdecdsa "crypto/ecdsa"
	"encoding/pem"
	"errors"
)

// oidECPublicKey is id-ecPublicKey, 1.2.840.10045.2.1 (RFC 5480 §2.1.1).
var oidECPublicKey = []byte{0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01}

func curveByOID(oid []byte) (*Curve, error) {
	for _, c := range []*Curve{p256, p384, p521} {
		if string(c.oid) == string(oid) {
			return c, nil
		}
	}
	return nil, errors.New("ecdsa: unsupported named curve")
}

// ParseSEC1PrivateKey parses an ECPrivateKey (SEC 1 §C.4, RFC 5915) in DER.
// The named-curve parameters are required; an embedded public key, if
// present, must match the private key.
func ParseSEC1PrivateKey(der []byte) (*PrivateKey, error) {
	return parseSEC1(der, nil)
}

func parseSEC1(der []byte, curve *Curve) (*PrivateKey, error) {
	in := derReader(der)
	seq, err := in.read(tagSequence)
	if err != nil || len(in) != 0 {
		return nil, errors.New("ecdsa: malformed SEC 1 private key")
	}
	body := derReader(seq)
	if v, err := body.readSmallInt(); err != nil || v != 1 {
		return nil, errors.New("ecdsa: SEC 1 private key has an unknown version")
	}
	d, err := body.read(tagOctetString)
	if err != nil {
		return nil, errors.New("ecdsa: malformed SEC 1 private key scalar")
	}
	if body.peek(tagContext0) {
		params, _ := body.read(tagContext0)
		p := derReader(params)
		oid, err := p.read(tagOID)
		if err != nil || len(p) != 0 {
			return nil, errors.New("ecdsa: SEC 1 private key parameters are not a named curve")
		}
		c, err := curveByOID(oid)
		if err != nil {
			return nil, err
		}
		if curve != nil && c != curve {
			return nil, errors.New("ecdsa: SEC 1 curve differs from the PKCS #8 algorithm's")
		}
		curve = c
	}
	if curve == nil {
		return nil, errors.New("ecdsa: SEC 1 private key names no curve")
	}
	var pub []byte
	if body.peek(tagContext1) {
		wrapped, _ := body.read(tagContext1)
		w := derReader(wrapped)
		bits, err := w.read(tagBitString)
		if err != nil || len(w) != 0 || len(bits) < 1 || bits[0] != 0 {
			return nil, errors.New("ecdsa: malformed SEC 1 public key")
		}
		pub = bits[1:]
	}
	if len(body) != 0 {
		return nil, errors.New("ecdsa: trailing data in SEC 1 private key")
	}
	// Some encoders drop leading zero bytes of the scalar: pad it back.
	size := curve.c.Size
	if len(d) > size {
		return nil, errors.New("ecdsa: SEC 1 private key scalar is too long")
	}
	padded := make([]byte, size)
	copy(padded[size-len(d):], d)
	k, err := NewPrivateKey(curve, padded)
	if err != nil {
		return nil, err
	}
	if pub != nil && string(pub) != string(k.pub.q) {
		return nil, errors.New("ecdsa: SEC 1 public key does not match the private key")
	}
	return k, nil
}

// MarshalSEC1PrivateKey returns the ECPrivateKey DER encoding of k, with the
// named curve and the public key.
func MarshalSEC1PrivateKey(k *PrivateKey) []byte {
	return marshalSEC1(k, true)
}

func marshalSEC1(k *PrivateKey, withParams bool) []byte {
	var body []byte
	body = derElement(body, tagInteger, []byte{1})
	body = derElement(body, tagOctetString, k.d)
	if withParams {
		body = derElement(body, tagContext0, derElement(nil, tagOID, k.pub.curve.oid))
	}
	body = derElement(body, tagContext1, derElement(nil, tagBitString, append([]byte{0}, k.pub.q...)))
	return derElement(nil, tagSequence, body)
}

// algorithmIdentifier is id-ecPublicKey with namedCurve parameters.
func algorithmIdentifier(c *Curve) []byte {
	var ai []byte
	ai = derElement(ai, tagOID, oidECPublicKey)
	ai = derElement(ai, tagOID, c.oid)
	return derElement(nil, tagSequence, ai)
}

func parseAlgorithmIdentifier(in *derReader) (*Curve, error) {
	ai, err := in.read(tagSequence)
	if err != nil {
		return nil, errors.New("ecdsa: malformed algorithm identifier")
	}
	a := derReader(ai)
	oid, err := a.read(tagOID)
	if err != nil || string(oid) != string(oidECPublicKey) {
		return nil, errors.New("ecdsa: key algorithm is not id-ecPublicKey")
	}
	curveOID, err := a.read(tagOID)
	if err != nil || len(a) != 0 {
		return nil, errors.New("ecdsa: key parameters are not a named curve")
	}
	return curveByOID(curveOID)
}

// ParsePKCS8PrivateKey parses a PKCS #8 PrivateKeyInfo (RFC 5208) holding
// an EC private key, in DER.
func ParsePKCS8PrivateKey(der []byte) (*PrivateKey, error) {
	in := derReader(der)
	seq, err := in.read(tagSequence)
	if err != nil || len(in) != 0 {
		return nil, errors.New("ecdsa: malformed PKCS #8 private key")
	}
	body := derReader(seq)
	if v, err := body.readSmallInt(); err != nil || v != 0 {
		return nil, errors.New("ecdsa: PKCS #8 private key has an unknown version")
	}
	c, err := parseAlgorithmIdentifier(&body)
	if err != nil {
		return nil, err
	}
	inner, err := body.read(tagOctetString)
	if err != nil {
		return nil, errors.New("ecdsa: malformed PKCS #8 private key")
	}
	// Optional attributes [0] IMPLICIT SET are ignored.
	if body.peek(tagContext0) {
		body.read(tagContext0)
	}
	if len(body) != 0 {
		return nil, errors.New("ecdsa: trailing data in PKCS #8 private key")
	}
	return parseSEC1(inner, c)
}

// MarshalPKCS8PrivateKey returns the PKCS #8 DER encoding of k.
func MarshalPKCS8PrivateKey(k *PrivateKey) []byte {
	var body []byte
	body = derElement(body, tagInteger, []byte{0})
	body = append(body, algorithmIdentifier(k.pub.curve)...)
	body = derElement(body, tagOctetString, marshalSEC1(k, false))
	return derElement(nil, tagSequence, body)
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo (RFC 5480) holding an
// uncompressed EC point, in DER.
func ParsePKIXPublicKey(der []byte) (*PublicKey, error) {
	in := derReader(der)
	seq, err := in.read(tagSequence)
	if err != nil || len(in) != 0 {
		return nil, errors.New("ecdsa: malformed PKIX public key")
	}
	body := derReader(seq)
	c, err := parseAlgorithmIdentifier(&body)
	if err != nil {
		return nil, err
	}
	bits, err := body.read(tagBitString)
	if err != nil || len(body) != 0 || len(bits) < 1 || bits[0] != 0 {
		return nil, errors.New("ecdsa: malformed PKIX public key")
	}
	return NewPublicKey(c, bits[1:])
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo DER encoding of k.
func MarshalPKIXPublicKey(k *PublicKey) []byte {
	var body []byte
	body = append(body, algorithmIdentifier(k.curve)...)
	body = derElement(body, tagBitString, append([]byte{0}, k.q...))
	return derElement(nil, tagSequence, body)
}

// ParsePrivateKeyPEM parses the first PEM block of data, of type
// "EC PRIVATE KEY" (SEC 1) or "PRIVATE KEY" (PKCS #8).
func ParsePrivateKeyPEM(data []byte) (*PrivateKey, error) {
	b, _ := pem.Decode(data)
	if b == nil {
		return nil, errors.New("ecdsa: no PEM block found")
	}
	switch b.Type {
	case "EC PRIVATE KEY":
		return ParseSEC1PrivateKey(b.Bytes)
	case "PRIVATE KEY":
		return ParsePKCS8PrivateKey(b.Bytes)
	}
	return nil, errors.New("ecdsa: unexpected PEM block type " + b.Type)
}

// ParsePublicKeyPEM parses the first PEM block of data, of type
// "PUBLIC KEY" (PKIX).
func ParsePublicKeyPEM(data []byte) (*PublicKey, error) {
	b, _ := pem.Decode(data)
	if b == nil {
		return nil, errors.New("ecdsa: no PEM block found")
	}
	if b.Type != "PUBLIC KEY" {
		return nil, errors.New("ecdsa: unexpected PEM block type " + b.Type)
	}
	return ParsePKIXPublicKey(b.Bytes)
}

// MarshalPrivateKeyPEM returns k as a PEM "PRIVATE KEY" (PKCS #8) block.
func MarshalPrivateKeyPEM(k *PrivateKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: MarshalPKCS8PrivateKey(k)})
}

// MarshalPublicKeyPEM returns k as a PEM "PUBLIC KEY" (PKIX) block.
func MarshalPublicKeyPEM(k *PublicKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: MarshalPKIXPublicKey(k)})
}

func curveFromStd(name string) (*Curve, error) {
	for _, c := range []*Curve{p256, p384, p521} {
		if c.c.Name == name {
			return c, nil
		}
	}
	return nil, errors.New("ecdsa: unsupported curve " + name)
}

// PrivateKeyFromECDSA converts a crypto/ecdsa private key, through its
// encoding (crypto/ecdsa.PrivateKey.Bytes).
func PrivateKeyFromECDSA(k *stdecdsa.PrivateKey) (*PrivateKey, error) {
	c, err := curveFromStd(k.Curve.Params().Name)
	if err != nil {
		return nil, err
	}
	d, err := k.Bytes()
	if err != nil {
		return nil, errors.New("ecdsa: " + err.Error())
	}
	return NewPrivateKey(c, d)
}

// ToECDSA converts k to a crypto/ecdsa private key
// (crypto/ecdsa.ParseRawPrivateKey).
func (k *PrivateKey) ToECDSA() (*stdecdsa.PrivateKey, error) {
	return stdecdsa.ParseRawPrivateKey(k.pub.curve.stdCurve(), k.d)
}

// PublicKeyFromECDSA converts a crypto/ecdsa public key, through its
// uncompressed encoding.
func PublicKeyFromECDSA(k *stdecdsa.PublicKey) (*PublicKey, error) {
	c, err := curveFromStd(k.Curve.Params().Name)
	if err != nil {
		return nil, err
	}
	q, err := k.Bytes()
	if err != nil {
		return nil, errors.New("ecdsa: " + err.Error())
	}
	return NewPublicKey(c, q)
}

// ToECDSA converts k to a crypto/ecdsa public key
// (crypto/ecdsa.ParseUncompressedPublicKey).
func (k *PublicKey) ToECDSA() (*stdecdsa.PublicKey, error) {
	return stdecdsa.ParseUncompressedPublicKey(k.curve.stdCurve(), k.Bytes()) // a copy: q stays ours
}
