// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package eckey encodes and decodes the NIST-curve keys of the ecdsa and
// ecdh packages: SEC 1 ECPrivateKey (SEC 1 v2 §C.4, RFC 5915), PKCS #8
// PrivateKeyInfo (RFC 5208) and PKIX SubjectPublicKeyInfo (RFC 5480), in
// DER and PEM. Both packages share this one implementation.
//
// Parsing accepts what crypto/x509 accepts for these curves: it decodes the
// same ASN.1 structures with encoding/asn1, as crypto/x509 does, and keeps
// x509's leniencies (data after a private key's SEQUENCE, extra elements at
// the end of a SEQUENCE, any PKCS #8 version, a scalar with leading zero
// bytes added or removed, a PKIX BIT STRING that is right-aligned to a
// point). It deliberately rejects three things x509 takes:
//
//   - an embedded SEC 1 public key that is malformed, off the curve or not
//     d·G (x509 ignores it; a mismatch means a corrupted or forged key);
//   - a PKCS #8 key whose inner SEC 1 curve differs from the outer one (x509
//     uses the outer, OpenSSL the inner: the key means two things);
//   - curves other than P-256, P-384 and P-521 (x509 also has P-224).
//
// Errors carry no package prefix; the public packages add theirs.
package eckey

import (
	"bytes"
	"encoding/asn1"
	"encoding/pem"
	"errors"
	"fmt"
	"strings"

	"github.com/ctcrypto/ctcrypto/internal/der"
	"github.com/ctcrypto/ctcrypto/internal/nistec"
)

// Key is a parsed key. D is nil for a public key.
type Key struct {
	Curve *nistec.Curve
	D     []byte // private scalar, big-endian, Curve.Size bytes, 0 < D < n
	Q     []byte // public point, SEC 1 uncompressed, checked on the curve
}

// EmbeddedPublicKeyError reports a SEC 1 private key whose optional public
// key field is malformed or is not d·G. crypto/x509 ignores that field;
// this package checks it (see the package doc).
type EmbeddedPublicKeyError struct{ msg string }

func (e *EmbeddedPublicKeyError) Error() string { return e.msg }

// CurveMismatchError reports a PKCS #8 key whose algorithm parameters and
// inner SEC 1 parameters name different curves.
type CurveMismatchError struct{ Outer, Inner asn1.ObjectIdentifier }

func (e *CurveMismatchError) Error() string {
	return fmt.Sprintf("the PKCS #8 algorithm names curve %s but the SEC 1 key inside names %s", curveName(e.Outer), curveName(e.Inner))
}

type curve struct {
	c      *nistec.Curve
	oid    asn1.ObjectIdentifier
	decode func([]byte) ([]byte, error) // SEC 1 §2.3.4 point encoding → uncompressed
}

type point[P any] interface {
	SetBytes([]byte) (P, error)
	Bytes() []byte
}

func decoder[P point[P]](newPoint func() P) func([]byte) ([]byte, error) {
	return func(b []byte) ([]byte, error) {
		p, err := newPoint().SetBytes(b)
		if err != nil {
			return nil, err
		}
		return p.Bytes(), nil
	}
}

var curves = []curve{
	{nistec.P256(), asn1.ObjectIdentifier{1, 2, 840, 10045, 3, 1, 7}, decoder(nistec.NewP256Point)},
	{nistec.P384(), asn1.ObjectIdentifier{1, 3, 132, 0, 34}, decoder(nistec.NewP384Point)},
	{nistec.P521(), asn1.ObjectIdentifier{1, 3, 132, 0, 35}, decoder(nistec.NewP521Point)},
}

var (
	oidECPublicKey = asn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1} // RFC 5480 §2.1.1

	// Names for error messages only.
	otherNames = map[string]string{
		"1.3.132.0.33":          "P-224",
		"1.3.132.0.10":          "secp256k1",
		"1.2.840.113549.1.1.1":  "RSA",
		"1.2.840.113549.1.1.10": "RSA-PSS",
		"1.2.840.10040.4.1":     "DSA",
		"1.3.101.110":           "X25519",
		"1.3.101.111":           "X448",
		"1.3.101.112":           "Ed25519",
		"1.3.101.113":           "Ed448",
	}
)

func curveName(oid asn1.ObjectIdentifier) string {
	for _, c := range curves {
		if c.oid.Equal(oid) {
			return c.c.Name
		}
	}
	if n, ok := otherNames[oid.String()]; ok {
		return n + " (" + oid.String() + ")"
	}
	return oid.String()
}

func curveByOID(oid asn1.ObjectIdentifier) (*curve, error) {
	for i := range curves {
		if curves[i].oid.Equal(oid) {
			return &curves[i], nil
		}
	}
	return nil, errors.New("unsupported curve " + curveName(oid) + ": only P-256, P-384 and P-521 are implemented")
}

func curveOf(c *nistec.Curve) *curve {
	for i := range curves {
		if curves[i].c == c {
			return &curves[i]
		}
	}
	panic("eckey: unknown curve")
}

// The structures are crypto/x509's, field for field, so encoding/asn1
// accepts and rejects the same inputs.

type ecPrivateKey struct {
	Version       int
	PrivateKey    []byte
	NamedCurveOID asn1.ObjectIdentifier `asn1:"optional,explicit,tag:0"`
	PublicKey     asn1.BitString        `asn1:"optional,explicit,tag:1"`
}

type algorithmIdentifier struct {
	Algorithm  asn1.ObjectIdentifier
	Parameters asn1.RawValue `asn1:"optional"`
}

type pkcs8 struct {
	Version    int
	Algo       algorithmIdentifier
	PrivateKey []byte
}

type publicKeyInfo struct {
	Raw       asn1.RawContent
	Algorithm algorithmIdentifier
	PublicKey asn1.BitString
}

// Shapes recognised only to say what a rejected input is.
type (
	ecPrivateKeyExplicit struct {
		Version    int
		PrivateKey []byte
		Parameters asn1.RawValue `asn1:"optional,explicit,tag:0"` // the [0] element itself
	}
	pkcs1PrivateKey struct {
		Version    int
		N, E, D, P asn1.RawValue
	}
	pkcs1PublicKey struct{ N, E asn1.RawValue }
	encryptedPKCS8 struct {
		Algo          algorithmIdentifier
		EncryptedData []byte
	}
)

func isPKCS1PrivateKey(der []byte) bool {
	var k pkcs1PrivateKey
	_, err := asn1.Unmarshal(der, &k)
	return err == nil && k.N.Tag == asn1.TagInteger && k.E.Tag == asn1.TagInteger
}

var (
	errNoCurve      = errors.New("SEC 1 private key names no curve")
	errExplicitSEC1 = errors.New("SEC 1 private key has explicit curve parameters; only named curves are supported (openssl ec -param_enc named_curve)")
)

// ParseSEC1 parses a SEC 1 ECPrivateKey, as x509.ParseECPrivateKey does.
func ParseSEC1(der []byte) (*Key, error) {
	return parseSEC1(der, nil)
}

// parseSEC1 parses an ECPrivateKey; outer, if not nil, is the curve named
// by an enclosing PKCS #8 AlgorithmIdentifier, which takes precedence.
func parseSEC1(b []byte, outer asn1.ObjectIdentifier) (*Key, error) {
	var k ecPrivateKey
	// As in crypto/x509, data after the SEQUENCE is ignored.
	if _, err := asn1.Unmarshal(b, &k); err != nil {
		if _, err := asn1.Unmarshal(b, &pkcs8{}); err == nil {
			return nil, errors.New("the input is a PKCS #8 private key, not SEC 1: use ParsePKCS8PrivateKey")
		}
		if isPKCS1PrivateKey(b) {
			return nil, errors.New("the input is a PKCS #1 RSA private key, not an EC key")
		}
		return nil, errors.New("malformed SEC 1 private key: " + err.Error())
	}
	defer clear(k.PrivateKey)
	if k.Version != 1 {
		return nil, fmt.Errorf("SEC 1 private key has version %d, want 1", k.Version)
	}
	oid := k.NamedCurveOID
	if outer != nil {
		oid = outer
	}
	if len(oid) == 0 {
		// encoding/asn1 skips an optional [0] that is not an OID, so
		// explicit parameters end up here.
		var e ecPrivateKeyExplicit
		if _, err := asn1.Unmarshal(b, &e); err == nil && len(e.Parameters.Bytes) > 0 && e.Parameters.Bytes[0] == der.TagSequence {
			return nil, errExplicitSEC1
		}
		return nil, errNoCurve
	}
	c, err := curveByOID(oid)
	if err != nil {
		return nil, err
	}
	if outer != nil && len(k.NamedCurveOID) != 0 && !k.NamedCurveOID.Equal(outer) {
		return nil, &CurveMismatchError{Outer: outer, Inner: k.NamedCurveOID}
	}

	size := c.c.Size
	d := k.PrivateKey
	// SEC 1 §2.3.7 fixes the length at size bytes. Like crypto/x509, accept
	// extra leading zero bytes and missing ones (older OpenSSL dropped
	// them). The loop looks only at bytes before the last size, which a
	// valid key has as zeros; the lengths are public.
	for len(d) > size {
		if d[0] != 0 {
			return nil, fmt.Errorf("SEC 1 private scalar is %d bytes, longer than the %d of %s", len(k.PrivateKey), size, c.c.Name)
		}
		d = d[1:]
	}
	padded := make([]byte, size)
	copy(padded[size-len(d):], d)
	q, err := c.c.PublicKey(padded)
	if err != nil {
		clear(padded)
		return nil, errors.New("invalid SEC 1 private scalar: " + err.Error())
	}

	if pub := k.PublicKey; pub.BitLength != 0 || len(pub.Bytes) != 0 {
		if pub.BitLength%8 != 0 {
			clear(padded)
			return nil, &EmbeddedPublicKeyError{"the SEC 1 embedded public key is not a whole number of bytes"}
		}
		p, err := decodeAny(c, pub.Bytes)
		if err != nil {
			clear(padded)
			return nil, &EmbeddedPublicKeyError{"the SEC 1 embedded public key is invalid: " + err.Error()}
		}
		// Points compare by their uncompressed encodings, which are
		// unique; all of this is public.
		if !bytes.Equal(p, q) {
			clear(padded)
			return nil, &EmbeddedPublicKeyError{"the SEC 1 embedded public key does not match the private key"}
		}
	}
	return &Key{Curve: c.c, D: padded, Q: q}, nil
}

// decodeAny decodes a point in any SEC 1 §2.3.4 / X9.62 encoding:
// uncompressed (04), compressed (02, 03) or hybrid (06, 07: x and y, with
// y's parity also in the prefix), to the uncompressed encoding.
func decodeAny(c *curve, b []byte) ([]byte, error) {
	n := c.c.Size
	if len(b) == 1+2*n && (b[0] == 6 || b[0] == 7) {
		if b[len(b)-1]&1 != b[0]&1 {
			return nil, errors.New("hybrid point's prefix disagrees with the parity of y")
		}
		u := append([]byte{4}, b[1:]...)
		return c.decode(u)
	}
	if len(b) == 1 && b[0] == 0 {
		return nil, errors.New("the point at infinity")
	}
	return c.decode(b)
}

// ParsePKCS8 parses an unencrypted PKCS #8 PrivateKeyInfo holding an EC
// key, as x509.ParsePKCS8PrivateKey does.
func ParsePKCS8(der []byte) (*Key, error) {
	var p pkcs8
	// The hints for a key in another format mirror parseSEC1's.
	if _, err := asn1.Unmarshal(der, &p); err != nil {
		if _, err := asn1.Unmarshal(der, &ecPrivateKey{}); err == nil {
			return nil, errors.New("the input is a SEC 1 private key, not PKCS #8: use ParseSEC1PrivateKey")
		}
		if isPKCS1PrivateKey(der) {
			return nil, errors.New("the input is a PKCS #1 RSA private key, not an EC key")
		}
		if _, err := asn1.Unmarshal(der, &encryptedPKCS8{}); err == nil {
			return nil, errors.New("the input is an encrypted PKCS #8 key, which is not supported: decrypt it first (openssl pkey)")
		}
		return nil, errors.New("malformed PKCS #8 private key: " + err.Error())
	}
	defer clear(p.PrivateKey)
	if !p.Algo.Algorithm.Equal(oidECPublicKey) {
		return nil, errors.New("the PKCS #8 key is " + curveName(p.Algo.Algorithm) + ", not an EC key")
	}
	// crypto/x509 takes the curve from the parameters when they are a
	// named curve, and otherwise (absent, NULL, explicit) from inside.
	var outer asn1.ObjectIdentifier
	if _, err := asn1.Unmarshal(p.Algo.Parameters.FullBytes, &outer); err != nil {
		outer = nil
	}
	k, err := parseSEC1(p.PrivateKey, outer)
	if err != nil {
		if errors.Is(err, errNoCurve) && p.Algo.Parameters.Tag == asn1.TagSequence {
			return nil, errors.New("the PKCS #8 key has explicit curve parameters; only named curves are supported (openssl ec -param_enc named_curve)")
		}
		return nil, fmt.Errorf("in the PKCS #8 key: %w", err)
	}
	return k, nil
}

// ParsePKIX parses a SubjectPublicKeyInfo holding an EC point, as
// x509.ParsePKIXPublicKey does: only the uncompressed form is accepted.
func ParsePKIX(der []byte) (*Key, error) {
	var pki publicKeyInfo
	rest, err := asn1.Unmarshal(der, &pki)
	if err != nil {
		var rsa pkcs1PublicKey
		if _, err := asn1.Unmarshal(der, &rsa); err == nil && rsa.N.Tag == asn1.TagInteger {
			return nil, errors.New("the input is a PKCS #1 RSA public key, not an EC key")
		}
		return nil, errors.New("malformed PKIX public key: " + err.Error())
	}
	if len(rest) != 0 {
		return nil, errors.New("trailing data after the PKIX public key")
	}
	if !pki.Algorithm.Algorithm.Equal(oidECPublicKey) {
		return nil, errors.New("the PKIX key is " + curveName(pki.Algorithm.Algorithm) + ", not an EC key")
	}
	params := pki.Algorithm.Parameters
	if params.Class == asn1.ClassUniversal && params.Tag == asn1.TagSequence {
		return nil, errors.New("the PKIX key has explicit curve parameters; only named curves are supported (openssl ec -param_enc named_curve)")
	}
	var oid asn1.ObjectIdentifier
	if params.Class != asn1.ClassUniversal || params.Tag != asn1.TagOID || params.IsCompound {
		return nil, errors.New("the PKIX key's parameters are not a named curve")
	}
	if _, err := asn1.Unmarshal(params.FullBytes, &oid); err != nil {
		return nil, errors.New("the PKIX key's curve OID is malformed")
	}
	c, err := curveByOID(oid)
	if err != nil {
		return nil, err
	}
	// crypto/x509 right-aligns a BIT STRING with unused bits; so do we.
	q := pki.PublicKey.RightAlign()
	n := c.c.Size
	switch {
	case len(q) == 1+n && (q[0] == 2 || q[0] == 3):
		return nil, errors.New("the PKIX key is a compressed point, which crypto/x509 rejects too (openssl ec -pubin -conv_form uncompressed)")
	case len(q) == 1+2*n && (q[0] == 6 || q[0] == 7):
		return nil, errors.New("the PKIX key is a hybrid point, which crypto/x509 rejects too (openssl ec -pubin -conv_form uncompressed)")
	}
	if err := c.c.CheckPoint(q); err != nil {
		return nil, errors.New("invalid PKIX public key: " + err.Error())
	}
	return &Key{Curve: c.c, Q: bytes.Clone(q)}, nil
}

// MarshalSEC1 returns the ECPrivateKey of k with the named curve and the
// public key, as x509.MarshalECPrivateKey writes it.
func MarshalSEC1(k *Key) []byte { return marshalSEC1(k, true) }

func marshalSEC1(k *Key, withCurve bool) []byte {
	var body []byte
	body = der.AppendSmallUnsigned(body, 1)
	body = der.AppendElement(body, der.TagOctetString, k.D)
	if withCurve {
		body = der.AppendElement(body, tagContext0, oidElement(k.Curve))
	}
	body = der.AppendElement(body, tagContext1, der.AppendElement(nil, der.TagBitString, append([]byte{0}, k.Q...)))
	return der.AppendElement(nil, der.TagSequence, body)
}

func oidElement(c *nistec.Curve) []byte {
	b, err := asn1.Marshal(curveOf(c).oid)
	if err != nil {
		panic("eckey: " + err.Error())
	}
	return b
}

func algorithm(c *nistec.Curve) []byte {
	ai, err := asn1.Marshal(oidECPublicKey)
	if err != nil {
		panic("eckey: " + err.Error())
	}
	return der.AppendElement(nil, der.TagSequence, append(ai, oidElement(c)...))
}

// MarshalPKCS8 returns the PrivateKeyInfo of k (the curve in the algorithm
// parameters, the SEC 1 key inside without it), as
// x509.MarshalPKCS8PrivateKey writes it.
func MarshalPKCS8(k *Key) []byte {
	var body []byte
	body = der.AppendSmallUnsigned(body, 0)
	body = append(body, algorithm(k.Curve)...)
	body = der.AppendElement(body, der.TagOctetString, marshalSEC1(k, false))
	return der.AppendElement(nil, der.TagSequence, body)
}

// MarshalPKIX returns the SubjectPublicKeyInfo of k's public key.
func MarshalPKIX(k *Key) []byte {
	body := algorithm(k.Curve)
	body = der.AppendElement(body, der.TagBitString, append([]byte{0}, k.Q...))
	return der.AppendElement(nil, der.TagSequence, body)
}

// The context-specific tags of ECPrivateKey (RFC 5915 §3).
const (
	tagContext0 = 0xa0 // [0] EXPLICIT, constructed
	tagContext1 = 0xa1 // [1] EXPLICIT, constructed
)

// ParsePrivateKeyPEM finds the first PEM block of data whose type is
// "PRIVATE KEY" or ends in " PRIVATE KEY", skipping others (EC PARAMETERS,
// CERTIFICATE, …) as crypto/tls.X509KeyPair does, and parses it as PKCS #8
// or SEC 1, whichever it is (crypto/tls, too, ignores the label's wording).
// encoding/pem, which decodes the armour, is not constant-time; the DER
// parsers are.
func ParsePrivateKeyPEM(data []byte) (*Key, error) {
	var skipped []string
	for {
		var b *pem.Block
		b, data = pem.Decode(data)
		if b == nil {
			return nil, noBlock("PRIVATE KEY", skipped)
		}
		if b.Type != "PRIVATE KEY" && !strings.HasSuffix(b.Type, " PRIVATE KEY") {
			skipped = append(skipped, b.Type)
			continue
		}
		if strings.Contains(b.Headers["Proc-Type"], "ENCRYPTED") {
			return nil, errors.New("the PEM key is encrypted (Proc-Type: " + b.Headers["Proc-Type"] + "), which is not supported: decrypt it first (openssl pkey)")
		}
		if b.Type == "ENCRYPTED PRIVATE KEY" {
			return nil, errors.New("the PEM key is an encrypted PKCS #8 key, which is not supported: decrypt it first (openssl pkey)")
		}
		k, err8 := ParsePKCS8(b.Bytes)
		if err8 == nil {
			return k, nil
		}
		k, err1 := ParseSEC1(b.Bytes)
		if err1 == nil {
			return k, nil
		}
		switch {
		case b.Type == "EC PRIVATE KEY":
			return nil, err1
		case b.Type == "PRIVATE KEY":
			return nil, err8
		case isPKCS1PrivateKey(b.Bytes):
			return nil, errors.New("the PEM " + b.Type + " block is a PKCS #1 RSA key, not an EC key")
		}
		return nil, fmt.Errorf("the PEM %s block holds neither a PKCS #8 nor a SEC 1 EC key: %w", b.Type, err8)
	}
}

// ParsePublicKeyPEM finds the first PEM block of data of type "PUBLIC KEY",
// skipping others, and parses it as PKIX.
func ParsePublicKeyPEM(data []byte) (*Key, error) {
	var skipped []string
	for {
		var b *pem.Block
		b, data = pem.Decode(data)
		if b == nil {
			return nil, noBlock("PUBLIC KEY", skipped)
		}
		if b.Type == "PUBLIC KEY" {
			return ParsePKIX(b.Bytes)
		}
		skipped = append(skipped, b.Type)
	}
}

func noBlock(want string, skipped []string) error {
	switch {
	case len(skipped) == 0:
		return errors.New("no PEM data found")
	case len(skipped) == 1 && skipped[0] == "CERTIFICATE" && want == "PRIVATE KEY":
		return errors.New("found a certificate rather than a key in the PEM data")
	}
	what := `no "PUBLIC KEY" PEM block`
	if want == "PRIVATE KEY" {
		what = `no private key PEM block ("PRIVATE KEY", "EC PRIVATE KEY", …)`
	}
	return fmt.Errorf("%s in the data, only %s", what, strings.Join(skipped, ", "))
}

// PEM returns der as a PEM block of type typ.
func PEM(typ string, der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})
}
