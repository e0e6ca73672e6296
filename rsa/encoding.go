// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"encoding/pem"
	"errors"
	"slices"
	"strconv"
	"strings"

	derenc "github.com/ctcrypto/ctcrypto/internal/der" // as derenc: the parsers' argument is der, as in crypto/x509
)

// ParsePKCS1PrivateKey parses an RSAPrivateKey (RFC 8017 §A.1.2), checks
// it completely and precomputes what signing needs.
//
// It accepts exactly the two-prime keys crypto/x509.ParsePKCS1PrivateKey
// accepts (see the package documentation for the deliberate exceptions),
// including its leniencies: version 0 or 1 (or a negative one), the CRT
// values dP, dQ and qInv missing (then, as when only some are present,
// they are computed from d), an empty otherPrimeInfos, and anything after
// the last field inside the SEQUENCE. Multi-prime keys are not supported.
func ParsePKCS1PrivateKey(der []byte) (k *PrivateKey, err error) {
	defer hintFormat(&err, der, "PKCS #1 private key")
	const m = "rsa: malformed PKCS #1 private key: "
	s, err := topSequence(der, m)
	if err != nil {
		return nil, err
	}
	c, _, ok := s.field(derenc.TagInteger, false, false)
	version, vok := asn1Int(c)
	if !ok || !vok {
		return nil, errors.New(m + "version missing or not a small INTEGER")
	}
	if version > 1 {
		return nil, errors.New("rsa: unsupported PKCS #1 private key version " + strconv.FormatInt(version, 10))
	}
	names := [...]string{"modulus", "publicExponent", "privateExponent", "prime1", "prime2", "exponent1", "exponent2", "coefficient"}
	var f [8][]byte
	var present [8]bool
	var e int64
	for i := range f {
		c, p, ok := s.field(derenc.TagInteger, false, i >= 5)
		if !ok {
			return nil, errors.New(m + names[i] + " missing or malformed")
		}
		present[i] = p
		if !p {
			continue
		}
		if i == 1 {
			if e, ok = asn1Int(c); !ok {
				return nil, errors.New(m + "publicExponent malformed or above 2^63 (2^31 on 32-bit platforms)")
			}
			continue
		}
		mag, positive, ok := asn1Integer(c)
		if !ok {
			return nil, errors.New(m + names[i] + " is not a DER INTEGER")
		}
		if !positive {
			return nil, errors.New("rsa: PKCS #1 private key " + names[i] + " is zero or negative")
		}
		f[i] = mag
	}
	if c, p, ok := s.field(asn1TagSequence, true, true); !ok {
		return nil, errors.New(m + "malformed otherPrimeInfos")
	} else if p && len(c) != 0 {
		return nil, errors.New("rsa: multi-prime keys are not supported")
	}
	// What follows is ignored, as encoding/asn1 ignores it.
	if e < 0 || e > 1<<31-1 {
		return nil, errors.New("rsa: public exponent " + strconv.FormatInt(e, 10) + " out of range [3, 2^31)")
	}
	if present[5] && present[6] && present[7] {
		return NewPrivateKeyWithPrecomputation(f[0], int(e), f[2], f[3], f[4], f[5], f[6], f[7])
	}
	return NewPrivateKey(f[0], int(e), f[2], f[3], f[4])
}

// MarshalPKCS1PrivateKey returns k as a DER RSAPrivateKey (RFC 8017 §A.1.2).
func MarshalPKCS1PrivateKey(k *PrivateKey) []byte {
	d, p, q, dP, dQ, qInv := k.k.Export()
	var b []byte
	b = derenc.AppendSmallUnsigned(b, 0)
	b = derenc.AppendUnsigned(b, k.pub.k.N())
	b = derenc.AppendSmallUnsigned(b, k.pub.k.E())
	b = derenc.AppendUnsigned(b, d)
	b = derenc.AppendUnsigned(b, p)
	b = derenc.AppendUnsigned(b, q)
	b = derenc.AppendUnsigned(b, dP)
	b = derenc.AppendUnsigned(b, dQ)
	b = derenc.AppendUnsigned(b, qInv)
	return derenc.AppendElement(nil, derenc.TagSequence, b)
}

// ParsePKCS1PublicKey parses an RSAPublicKey (RFC 8017 §A.1.1) as
// crypto/x509.ParsePKCS1PublicKey does (anything after the exponent inside
// the SEQUENCE is ignored), then checks that the key is usable (see
// NewPublicKey).
func ParsePKCS1PublicKey(der []byte) (k *PublicKey, err error) {
	defer hintFormat(&err, der, "PKCS #1 public key")
	const m = "rsa: malformed PKCS #1 public key: "
	s, err := topSequence(der, m)
	if err != nil {
		return nil, err
	}
	c, _, ok := s.field(derenc.TagInteger, false, false)
	n, positive, nok := asn1Integer(c)
	if !ok || !nok {
		return nil, errors.New(m + "modulus missing or not a DER INTEGER")
	}
	c, _, ok = s.field(derenc.TagInteger, false, false)
	e, eok := asn1Int(c)
	if !ok || !eok {
		return nil, errors.New(m + "public exponent missing, malformed or above 2^63 (2^31 on 32-bit platforms)")
	}
	return newParsedPublicKey(n, positive, e, "PKCS #1")
}

// topSequence reads der as one SEQUENCE with nothing after it, the
// structural check every parser but PKCS #8's starts with (m prefixes its
// errors).
func topSequence(der []byte, m string) (*asn1Seq, error) {
	s, rest, ok := asn1Unmarshal(der)
	if !ok {
		return nil, errors.New(m + "not a DER SEQUENCE")
	}
	if len(rest) != 0 {
		return nil, errors.New(m + "trailing data after the SEQUENCE")
	}
	return s, nil
}

// newParsedPublicKey checks an RSAPublicKey's values as crypto/x509 does
// (positive, and e small enough for crypto/rsa), then makes the key.
func newParsedPublicKey(n []byte, positive bool, e int64, format string) (*PublicKey, error) {
	if !positive || e <= 0 {
		return nil, errors.New("rsa: " + format + " public key contains a zero or negative value")
	}
	if e > 1<<31-1 {
		return nil, errors.New("rsa: public exponent " + strconv.FormatInt(e, 10) + " out of range [3, 2^31)")
	}
	return NewPublicKey(n, int(e))
}

// MarshalPKCS1PublicKey returns pub as a DER RSAPublicKey.
func MarshalPKCS1PublicKey(pub *PublicKey) []byte {
	b := derenc.AppendUnsigned(nil, pub.k.N())
	b = derenc.AppendSmallUnsigned(b, pub.k.E())
	return derenc.AppendElement(nil, derenc.TagSequence, b)
}

// ParsePKIXPublicKey parses a DER SubjectPublicKeyInfo (RFC 5280 §4.1)
// holding an rsaEncryption key (RFC 3279 §2.3.1) as crypto/x509 does: the
// parameters must be NULL, anything after the BIT STRING inside the
// SEQUENCE (or after the RSAPublicKey inside the BIT STRING) is ignored.
// The key is then checked to be usable (see NewPublicKey).
func ParsePKIXPublicKey(der []byte) (k *PublicKey, err error) {
	// The prologue is every parser's (as in ParsePKCS1PublicKey).
	defer hintFormat(&err, der, "PKIX public key")
	const m = "rsa: malformed PKIX public key: "
	s, err := topSequence(der, m)
	if err != nil {
		return nil, err
	}
	oid, params, ok := s.algorithmIdentifier()
	if !ok {
		return nil, errors.New(m + "bad AlgorithmIdentifier")
	}
	bs, _, ok := s.field(derenc.TagBitString, false, false)
	if !ok || !validBitString(bs) {
		return nil, errors.New(m + "subjectPublicKey missing or not a valid BIT STRING")
	}
	if string(oid) != string(oidRSAEncryption) {
		return nil, errors.New("rsa: PKIX public key is not an RSA key (algorithm OID " + oidString(oid) + ")")
	}
	if string(params) != "\x05\x00" {
		return nil, errors.New("rsa: PKIX RSA public key parameters are not NULL (RFC 3279 §2.3.1)")
	}
	// The limits are the enclosing lengths: crypto/x509 bounds nothing
	// more here, and NewPublicKey then bounds the modulus.
	r := derenc.NewReader(rightAlign(bs), len(bs))
	seq, ok := r.ReadTag(derenc.TagSequence)
	if !ok {
		return nil, errors.New(m + "subjectPublicKey is not an RSAPublicKey SEQUENCE")
	}
	in := derenc.NewReader(seq, len(seq))
	c, ok := in.ReadTag(derenc.TagInteger)
	n, positive, nok := asn1Integer(c)
	if !ok || !nok {
		return nil, errors.New(m + "modulus missing or not a DER INTEGER")
	}
	c, ok = in.ReadTag(derenc.TagInteger)
	e, eok := asn1Int(c)
	if !ok || !eok {
		return nil, errors.New(m + "public exponent missing, malformed or above 2^63 (2^31 on 32-bit platforms)")
	}
	return newParsedPublicKey(n, positive, e, "PKIX")
}

// MarshalPKIXPublicKey returns pub as a DER SubjectPublicKeyInfo.
func MarshalPKIXPublicKey(pub *PublicKey) []byte {
	b := append([]byte(nil), rsaAlgorithmIdentifier...)
	b = derenc.AppendElement(b, derenc.TagBitString, append([]byte{0}, MarshalPKCS1PublicKey(pub)...))
	return derenc.AppendElement(nil, derenc.TagSequence, b)
}

// ParsePKCS8PrivateKey parses a DER PrivateKeyInfo / OneAsymmetricKey
// (RFC 5208 §5, RFC 5958 §2) holding an rsaEncryption key, as
// crypto/x509.ParsePKCS8PrivateKey does: the version is not checked, the
// algorithm parameters may be anything or absent, and the attributes,
// public key or anything else after privateKey, or after the SEQUENCE, is
// ignored. The inner key is parsed by ParsePKCS1PrivateKey.
func ParsePKCS8PrivateKey(der []byte) (k *PrivateKey, err error) {
	defer hintFormat(&err, der, "PKCS #8 private key")
	const m = "rsa: malformed PKCS #8 private key: "
	s, _, ok := asn1Unmarshal(der)
	if !ok {
		return nil, errors.New(m + "not a DER SEQUENCE")
	}
	c, _, ok := s.field(derenc.TagInteger, false, false)
	if _, vok := asn1Int(c); !ok || !vok {
		return nil, errors.New(m + "version missing or not a small INTEGER")
	}
	oid, _, ok := s.algorithmIdentifier()
	if !ok {
		return nil, errors.New(m + "bad AlgorithmIdentifier")
	}
	inner, _, ok := s.field(derenc.TagOctetString, false, false)
	if !ok {
		return nil, errors.New(m + "privateKey OCTET STRING missing")
	}
	if string(oid) != string(oidRSAEncryption) {
		return nil, errors.New("rsa: PKCS #8 private key is not an RSA key (algorithm OID " + oidString(oid) + ")")
	}
	k, err = ParsePKCS1PrivateKey(inner)
	if err != nil {
		return nil, errors.New("rsa: PKCS #8 private key: " + strings.TrimPrefix(err.Error(), "rsa: "))
	}
	return k, nil
}

// MarshalPKCS8PrivateKey returns k as a DER PrivateKeyInfo (RFC 5208).
func MarshalPKCS8PrivateKey(k *PrivateKey) []byte {
	b := derenc.AppendSmallUnsigned(nil, 0)
	b = append(b, rsaAlgorithmIdentifier...)
	b = derenc.AppendElement(b, derenc.TagOctetString, MarshalPKCS1PrivateKey(k))
	return derenc.AppendElement(nil, derenc.TagSequence, b)
}

// hintFormat adds to a structural parse error which other format der
// looks like, as crypto/x509's errors do ("use ParsePKCS8PrivateKey").
func hintFormat(err *error, der []byte, want string) {
	if *err == nil || !strings.Contains((*err).Error(), "malformed") {
		return
	}
	if f := looksLike(der); f != "" && f != want {
		use := map[string]string{
			"PKCS #1 private key":  "use ParsePKCS1PrivateKey",
			"PKCS #8 private key":  "use ParsePKCS8PrivateKey",
			"PKCS #1 public key":   "use ParsePKCS1PublicKey",
			"PKIX public key":      "use ParsePKIXPublicKey",
			"SEC 1 EC private key": "not an RSA key",
		}[f]
		*err = errors.New((*err).Error() + " (the input looks like a " + f + ": " + use + ")")
	}
}

// looksLike names the key structure der has, from the tags of the
// SEQUENCE's first fields, or returns "".
func looksLike(der []byte) string {
	s, _, ok := asn1Unmarshal(der)
	if !ok {
		return ""
	}
	var tags []int
	for len(tags) < 4 && s.off < len(s.b) {
		e, c, ok := asn1Header(s.b, s.off)
		if !ok || e.class != 0 || e.length > len(s.b)-c {
			break
		}
		tags = append(tags, e.tag)
		s.off = c + e.length
	}
	has := func(want ...int) bool {
		return len(tags) >= len(want) && slices.Equal(tags[:len(want)], want)
	}
	switch {
	case has(derenc.TagInteger, asn1TagSequence, derenc.TagOctetString):
		return "PKCS #8 private key"
	case has(asn1TagSequence, derenc.TagBitString):
		return "PKIX public key"
	case has(derenc.TagInteger, derenc.TagOctetString):
		return "SEC 1 EC private key"
	case has(derenc.TagInteger, derenc.TagInteger, derenc.TagInteger):
		return "PKCS #1 private key"
	case len(tags) == 2 && has(derenc.TagInteger, derenc.TagInteger):
		return "PKCS #1 public key"
	}
	return ""
}

// ParsePrivateKeyPEM parses the first private key in PEM data, found as
// crypto/tls.X509KeyPair finds it: the first block whose type is "PRIVATE
// KEY" or ends in " PRIVATE KEY"; blocks of other types (certificates, EC
// PARAMETERS, public keys) before it are skipped. As crypto/tls does, the
// block is parsed as PKCS #1, then as PKCS #8, whatever its type says.
// Encrypted PEM ("ENCRYPTED PRIVATE KEY", or a DEK-Info header) is not
// supported. The PEM armour is decoded by encoding/pem, which is not
// constant-time: callers who need the key's encoding handled in constant
// time should pass DER to ParsePKCS1PrivateKey or ParsePKCS8PrivateKey.
func ParsePrivateKeyPEM(data []byte) (*PrivateKey, error) {
	var skipped []string
	for {
		block, rest := pem.Decode(data)
		if block == nil {
			return nil, errors.New("rsa: no PEM private key block found" + listTypes(skipped))
		}
		data = rest
		if block.Type != "PRIVATE KEY" && !strings.HasSuffix(block.Type, " PRIVATE KEY") {
			skipped = append(skipped, block.Type)
			continue
		}
		if block.Type == "ENCRYPTED PRIVATE KEY" {
			return nil, errors.New("rsa: encrypted PKCS #8 private keys are not supported")
		}
		if _, ok := block.Headers["DEK-Info"]; ok { // as x509.IsEncryptedPEMBlock
			return nil, errors.New("rsa: encrypted PEM private keys are not supported")
		}
		// Each format in turn, the error of the one the block type names
		// reported: crypto/tls's order for RSA keys, as eckey's
		// ParsePrivateKeyPEM does for EC keys with their own formats and
		// messages.
		k, err1 := ParsePKCS1PrivateKey(block.Bytes)
		if err1 == nil {
			return k, nil
		}
		k, err8 := ParsePKCS8PrivateKey(block.Bytes)
		if err8 == nil {
			return k, nil
		}
		switch block.Type {
		case "RSA PRIVATE KEY":
			return nil, err1
		case "PRIVATE KEY":
			return nil, err8
		}
		return nil, errors.New("rsa: the PEM private key is not an RSA key (" + block.Type + " block)")
	}
}

// ParsePublicKeyPEM parses the first public key in PEM data: a "PUBLIC
// KEY" block (PKIX) or an "RSA PUBLIC KEY" block (PKCS #1). Blocks of other
// types before it (certificates, private keys) are skipped.
func ParsePublicKeyPEM(data []byte) (*PublicKey, error) {
	var skipped []string
	for {
		block, rest := pem.Decode(data)
		if block == nil {
			return nil, errors.New("rsa: no PEM PUBLIC KEY or RSA PUBLIC KEY block found" + listTypes(skipped))
		}
		data = rest
		switch block.Type {
		case "PUBLIC KEY":
			return ParsePKIXPublicKey(block.Bytes)
		case "RSA PUBLIC KEY":
			return ParsePKCS1PublicKey(block.Bytes)
		}
		skipped = append(skipped, block.Type)
	}
}

// listTypes describes the PEM blocks a parser skipped.
func listTypes(types []string) string {
	if len(types) == 0 {
		return ""
	}
	return " (found: " + strings.Join(types, ", ") + ")"
}

// MarshalPKCS1PrivateKeyPEM returns k as an "RSA PRIVATE KEY" PEM block.
func MarshalPKCS1PrivateKeyPEM(k *PrivateKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: MarshalPKCS1PrivateKey(k)})
}

// MarshalPrivateKeyPEM returns k as a "PRIVATE KEY" PEM block (PKCS #8),
// the form OpenSSL 3 writes.
func MarshalPrivateKeyPEM(k *PrivateKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: MarshalPKCS8PrivateKey(k)})
}

// MarshalPublicKeyPEM returns pub as a "PUBLIC KEY" PEM block (PKIX).
func MarshalPublicKeyPEM(pub *PublicKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: MarshalPKIXPublicKey(pub)})
}

// MarshalPKCS8PrivateKeyPEM returns k as a "PRIVATE KEY" PEM block.
//
// Deprecated: Use MarshalPrivateKeyPEM, the name shared with ecdsa and ecdh.
func MarshalPKCS8PrivateKeyPEM(k *PrivateKey) []byte { return MarshalPrivateKeyPEM(k) }

// MarshalPKIXPublicKeyPEM returns pub as a "PUBLIC KEY" PEM block.
//
// Deprecated: Use MarshalPublicKeyPEM, the name shared with ecdsa and ecdh.
func MarshalPKIXPublicKeyPEM(pub *PublicKey) []byte { return MarshalPublicKeyPEM(pub) }

// MarshalPKCS1PublicKeyPEM returns pub as an "RSA PUBLIC KEY" PEM block.
func MarshalPKCS1PublicKeyPEM(pub *PublicKey) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "RSA PUBLIC KEY", Bytes: MarshalPKCS1PublicKey(pub)})
}
