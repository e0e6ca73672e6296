// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"encoding/pem"
	"errors"
)

// ParsePKCS1PrivateKey parses an RSAPrivateKey (RFC 8017 §A.1.2), checks
// it completely and precomputes what signing needs. Multi-prime keys
// (version 1) are not supported.
func ParsePKCS1PrivateKey(der []byte) (*PrivateKey, error) {
	r := derReader(der)
	seq, ok := r.readTag(tagSequence)
	if !ok || len(r) != 0 {
		return nil, errors.New("rsa: malformed PKCS #1 private key: not a single DER SEQUENCE")
	}
	s := derReader(seq)
	version, ok := s.readSmallUint()
	if !ok {
		return nil, errors.New("rsa: malformed PKCS #1 private key: bad version")
	}
	if version != 0 {
		return nil, errors.New("rsa: unsupported PKCS #1 private key version (multi-prime keys are not supported)")
	}
	var f [8][]byte
	names := [8]string{"modulus", "publicExponent", "privateExponent", "prime1", "prime2", "exponent1", "exponent2", "coefficient"}
	var e int
	for i := range f {
		if i == 1 {
			e, ok = s.readSmallUint()
			if !ok {
				return nil, errors.New("rsa: malformed PKCS #1 private key: public exponent missing, negative or not below 2^31")
			}
			continue
		}
		f[i], ok = s.readUint()
		if !ok {
			return nil, errors.New("rsa: malformed PKCS #1 private key: " + names[i] + " missing or not a non-negative INTEGER")
		}
	}
	if len(s) != 0 {
		return nil, errors.New("rsa: malformed PKCS #1 private key: trailing data (multi-prime keys are not supported)")
	}
	return NewPrivateKeyWithPrecomputation(f[0], e, f[2], f[3], f[4], f[5], f[6], f[7])
}

// MarshalPKCS1PrivateKey returns k as a DER RSAPrivateKey (RFC 8017 §A.1.2).
func MarshalPKCS1PrivateKey(k *PrivateKey) []byte {
	var b []byte
	b = derAppendSmallUint(b, 0)
	b = derAppendUint(b, k.pub.nb)
	b = derAppendSmallUint(b, k.pub.e)
	b = derAppendUint(b, k.d)
	b = derAppendUint(b, k.pb)
	b = derAppendUint(b, k.qb)
	b = derAppendUint(b, k.dP)
	b = derAppendUint(b, k.dQ)
	b = derAppendUint(b, k.qInvb)
	return derAppend(nil, tagSequence, b)
}

// ParsePKCS1PublicKey parses an RSAPublicKey (RFC 8017 §A.1.1).
func ParsePKCS1PublicKey(der []byte) (*PublicKey, error) {
	r := derReader(der)
	seq, ok := r.readTag(tagSequence)
	if !ok || len(r) != 0 {
		return nil, errors.New("rsa: malformed PKCS #1 public key: not a single DER SEQUENCE")
	}
	s := derReader(seq)
	n, ok := s.readUint()
	if !ok {
		return nil, errors.New("rsa: malformed PKCS #1 public key: modulus missing or not a non-negative INTEGER")
	}
	e, ok := s.readSmallUint()
	if !ok {
		return nil, errors.New("rsa: malformed PKCS #1 public key: public exponent missing, negative or not below 2^31")
	}
	if len(s) != 0 {
		return nil, errors.New("rsa: malformed PKCS #1 public key: trailing data")
	}
	return NewPublicKey(n, e)
}

// MarshalPKCS1PublicKey returns pub as a DER RSAPublicKey.
func MarshalPKCS1PublicKey(pub *PublicKey) []byte {
	b := derAppendUint(nil, pub.nb)
	b = derAppendSmallUint(b, pub.e)
	return derAppend(nil, tagSequence, b)
}

// ParsePKIXPublicKey parses a DER SubjectPublicKeyInfo (RFC 5280 §4.1)
// holding an rsaEncryption key (RFC 3279 §2.3.1).
func ParsePKIXPublicKey(der []byte) (*PublicKey, error) {
	r := derReader(der)
	seq, ok := r.readTag(tagSequence)
	if !ok || len(r) != 0 {
		return nil, errors.New("rsa: malformed PKIX public key: not a single DER SEQUENCE")
	}
	s := derReader(seq)
	if !s.readRSAAlgorithmIdentifier() {
		return nil, errors.New("rsa: PKIX public key is not an rsaEncryption key")
	}
	bs, ok := s.readTag(tagBitString)
	if !ok || len(s) != 0 || len(bs) < 1 || bs[0] != 0 {
		return nil, errors.New("rsa: malformed PKIX public key: bad subjectPublicKey BIT STRING")
	}
	return ParsePKCS1PublicKey(bs[1:])
}

// MarshalPKIXPublicKey returns pub as a DER SubjectPublicKeyInfo.
func MarshalPKIXPublicKey(pub *PublicKey) []byte {
	b := append([]byte(nil), rsaAlgorithmIdentifier...)
	b = derAppend(b, tagBitString, append([]byte{0}, MarshalPKCS1PublicKey(pub)...))
	return derAppend(nil, tagSequence, b)
}

// ParsePKCS8PrivateKey parses a DER PrivateKeyInfo / OneAsymmetricKey
// (RFC 5208 §5, RFC 5958 §2) holding an rsaEncryption key.
func ParsePKCS8PrivateKey(der []byte) (*PrivateKey, error) {
	r := derReader(der)
	seq, ok := r.readTag(tagSequence)
	if !ok || len(r) != 0 {
		return nil, errors.New("rsa: malformed PKCS #8 private key: not a single DER SEQUENCE")
	}
	s := derReader(seq)
	version, ok := s.readSmallUint()
	if !ok || version > 1 {
		return nil, errors.New("rsa: malformed PKCS #8 private key: bad version")
	}
	if !s.readRSAAlgorithmIdentifier() {
		return nil, errors.New("rsa: PKCS #8 private key is not an rsaEncryption key")
	}
	inner, ok := s.readTag(tagOctetString)
	if !ok {
		return nil, errors.New("rsa: malformed PKCS #8 private key: privateKey OCTET STRING missing")
	}
	// Optional [0] attributes and [1] publicKey (RFC 5958) are skipped.
	for _, tag := range []byte{0xa0, 0x81} {
		if t, ok := s.peekTag(); ok && (t == tag || t == tag|0x20) {
			if _, _, ok := s.read(); !ok {
				return nil, errors.New("rsa: malformed PKCS #8 private key: bad optional field")
			}
		}
	}
	if len(s) != 0 {
		return nil, errors.New("rsa: malformed PKCS #8 private key: trailing data")
	}
	return ParsePKCS1PrivateKey(inner)
}

// MarshalPKCS8PrivateKey returns k as a DER PrivateKeyInfo (RFC 5208).
func MarshalPKCS8PrivateKey(k *PrivateKey) []byte {
	b := derAppendSmallUint(nil, 0)
	b = append(b, rsaAlgorithmIdentifier...)
	b = derAppend(b, tagOctetString, MarshalPKCS1PrivateKey(k))
	return derAppend(nil, tagSequence, b)
}

// ParsePrivateKeyPEM parses the first PEM block of data: "RSA PRIVATE KEY"
// (PKCS #1) or "PRIVATE KEY" (PKCS #8). Encrypted PEM is not supported.
func ParsePrivateKeyPEM(data []byte) (*PrivateKey, error) {
	block, _ := pem.Decode(data)
	if block == nil {
		return nil, errors.New("rsa: no PEM block found")
	}
	if _, ok := block.Headers["DEK-Info"]; ok {
		return nil, errors.New("rsa: encrypted PEM private keys are not supported")
	}
	switch block.Type {
	case "RSA PRIVATE KEY":
		return ParsePKCS1PrivateKey(block.Bytes)
	case "PRIVATE KEY":
		return ParsePKCS8PrivateKey(block.Bytes)
	}
	return nil, errors.New("rsa: unexpected PEM block type " + block.Type)
}

// ParsePublicKeyPEM parses the first PEM block of data: "PUBLIC KEY"
// (PKIX) or "RSA PUBLIC KEY" (PKCS #1).
func ParsePublicKeyPEM(data []byte) (*PublicKey, error) {
	block, _ := pem.Decode(data)
	if block == nil {
		return nil, errors.New("rsa: no PEM block found")
	}
	switch block.Type {
	case "PUBLIC KEY":
		return ParsePKIXPublicKey(block.Bytes)
	case "RSA PUBLIC KEY":
		return ParsePKCS1PublicKey(block.Bytes)
	}
	return nil, errors.New("rsa: unexpected PEM block type " + block.Type)
}

// MarshalPKCS1PrivateKeyPEM returns k as an "RSA PRIVATE KEY" PEM block.
func MarshalPKCS1PrivateKeyPEM(k *PrivateKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: MarshalPKCS1PrivateKey(k)})
}

// MarshalPKCS8PrivateKeyPEM returns k as a "PRIVATE KEY" PEM block.
func MarshalPKCS8PrivateKeyPEM(k *PrivateKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: MarshalPKCS8PrivateKey(k)})
}

// MarshalPKIXPublicKeyPEM returns pub as a "PUBLIC KEY" PEM block.
func MarshalPKIXPublicKeyPEM(pub *PublicKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: MarshalPKIXPublicKey(pub)})
}

// MarshalPKCS1PublicKeyPEM returns pub as an "RSA PUBLIC KEY" PEM block.
func MarshalPKCS1PublicKeyPEM(pub *PublicKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "RSA PUBLIC KEY", Bytes: MarshalPKCS1PublicKey(pub)})
}
