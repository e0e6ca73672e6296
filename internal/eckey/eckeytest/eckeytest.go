// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package eckeytest holds the differential tests of the EC key parsers
// against crypto/x509 and crypto/tls, shared by the ecdsa and ecdh
// packages' tests (it imports the standard library's crypto, as tests may).
package eckeytest

import (
	"bytes"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/x509"
	"encoding/asn1"
	"encoding/pem"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/eckey"
)

// Key is a parsed key in a form both sides can be compared in. D is nil for
// a public key.
type Key struct {
	Curve string // "P-256", …
	D, Q  []byte
}

func fromStd(k *stdecdsa.PrivateKey) (*Key, error) {
	d, err := k.Bytes()
	if err != nil {
		return nil, err
	}
	q, err := k.PublicKey.Bytes()
	if err != nil {
		return nil, err
	}
	return &Key{k.Curve.Params().Name, d, q}, nil
}

func fromStdPublic(k *stdecdsa.PublicKey) (*Key, error) {
	q, err := k.Bytes()
	if err != nil {
		return nil, err
	}
	return &Key{k.Curve.Params().Name, nil, q}, nil
}

// X509SEC1 is crypto/x509.ParseECPrivateKey's answer.
func X509SEC1(der []byte) (*Key, error) {
	k, err := x509.ParseECPrivateKey(der)
	if err != nil {
		return nil, err
	}
	return fromStd(k)
}

// X509PKCS8 is crypto/x509.ParsePKCS8PrivateKey's answer for EC keys; any
// other key type is an error.
func X509PKCS8(der []byte) (*Key, error) {
	k, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, err
	}
	e, ok := k.(*stdecdsa.PrivateKey)
	if !ok {
		return nil, errors.New("not an EC key")
	}
	return fromStd(e)
}

// X509PKIX is crypto/x509.ParsePKIXPublicKey's answer for EC keys: it is
// like X509PKCS8 for the public key type.
func X509PKIX(der []byte) (*Key, error) {
	k, err := x509.ParsePKIXPublicKey(der)
	if err != nil {
		return nil, err
	}
	e, ok := k.(*stdecdsa.PublicKey)
	if !ok {
		return nil, errors.New("not an EC key")
	}
	return fromStdPublic(e)
}

// TLSPrivatePEM finds and parses a key as crypto/tls.X509KeyPair does (the
// first block whose type ends in "PRIVATE KEY"; PKCS #1, PKCS #8, then SEC
// 1), for EC keys.
func TLSPrivatePEM(data []byte) (*Key, error) {
	for {
		var b *pem.Block
		b, data = pem.Decode(data)
		if b == nil {
			return nil, errors.New("no key block")
		}
		if b.Type != "PRIVATE KEY" && !strings.HasSuffix(b.Type, " PRIVATE KEY") {
			continue
		}
		if _, err := x509.ParsePKCS1PrivateKey(b.Bytes); err == nil {
			return nil, errors.New("an RSA key")
		}
		if k, err := x509.ParsePKCS8PrivateKey(b.Bytes); err == nil {
			e, ok := k.(*stdecdsa.PrivateKey)
			if !ok {
				return nil, errors.New("not an EC key")
			}
			return fromStd(e)
		}
		return X509SEC1(b.Bytes)
	}
}

// PublicPEM parses the first "PUBLIC KEY" block with crypto/x509.
func PublicPEM(data []byte) (*Key, error) {
	for {
		var b *pem.Block
		b, data = pem.Decode(data)
		if b == nil {
			return nil, errors.New("no key block")
		}
		if b.Type == "PUBLIC KEY" {
			return X509PKIX(b.Bytes)
		}
	}
}

// Compare fails t unless ours (got, gotErr) and the standard library's
// (want, wantErr) answers for input agree: both reject, or both accept the
// same key. The deliberate differences (see internal/eckey) are allowed:
// we reject a bad embedded SEC 1 public key, contradictory PKCS #8 curves
// and P-224 keys, which crypto/x509 accepts.
func Compare(t *testing.T, what string, input []byte, got *Key, gotErr error, want *Key, wantErr error) {
	t.Helper()
	switch {
	case gotErr != nil && wantErr != nil:
	case gotErr == nil && wantErr != nil:
		t.Errorf("%s(%x): accepted (%s), the standard library rejects it: %v", what, input, got.Curve, wantErr)
	case gotErr != nil && wantErr == nil:
		var emb *eckey.EmbeddedPublicKeyError
		var mis *eckey.CurveMismatchError
		if errors.As(gotErr, &emb) || errors.As(gotErr, &mis) || want.Curve == "P-224" {
			return
		}
		t.Errorf("%s(%x): rejected (%v), the standard library accepts it", what, input, gotErr)
	default:
		if got.Curve != want.Curve || !bytes.Equal(got.D, want.D) || !bytes.Equal(got.Q, want.Q) {
			t.Errorf("%s(%x): got %s key\nd=%x q=%x\nthe standard library's is %s key\nd=%x q=%x", what, input, got.Curve, got.D, got.Q, want.Curve, want.D, want.Q)
		}
	}
}

// references are the standard library's answers for each parser of the
// ecdh and ecdsa packages, and whether it reads PEM (else DER).
var references = map[string]struct {
	ref func([]byte) (*Key, error)
	pem bool
}{
	"ParseSEC1PrivateKey":  {X509SEC1, false},
	"ParsePKCS8PrivateKey": {X509PKCS8, false},
	"ParsePKIXPublicKey":   {X509PKIX, false},
	"ParsePrivateKeyPEM":   {TLSPrivatePEM, true},
	"ParsePublicKeyPEM":    {PublicPEM, true},
}

// Fuzz is the body of the fuzz target of the parser called name (ecdh's
// and ecdsa's share the names): parse, with its result as a Key, is
// compared by Compare with the standard library's reference on every
// input. The seeds are the PEM files in testdata for the PEM parsers, and
// DERSeeds of them for the DER ones.
func Fuzz(f *testing.F, testdata, name string, parse func([]byte) (*Key, error)) {
	r, ok := references[name]
	if !ok {
		f.Fatalf("no reference for %s", name)
	}
	files := PEMFiles(f, testdata)
	if r.pem {
		for _, s := range files {
			f.Add(s)
		}
	} else {
		for _, s := range DERSeeds(files) {
			f.Add(s)
		}
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		got, err := parse(input)
		want, werr := r.ref(input)
		Compare(t, name, input, got, err, want, werr)
	})
}

// PEMFiles returns the contents of dir/*.pem.
func PEMFiles(t testing.TB, dir string) map[string][]byte {
	names, err := filepath.Glob(filepath.Join(dir, "*.pem"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no PEM files in %s: %v", dir, err)
	}
	files := make(map[string][]byte)
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(n)] = b
	}
	return files
}

// DERSeeds returns the DER of every PEM block in files, and variants of
// the private keys among them that exercise crypto/x509's leniencies: the
// scalar with an extra leading zero byte or with its leading zero bytes
// dropped, the embedded public key absent, compressed or corrupted, the
// curve absent, data appended, and PKCS #8 wrappings with and without the
// curve inside, with version 1, and with attributes.
func DERSeeds(files map[string][]byte) [][]byte {
	var seeds [][]byte
	for _, data := range files {
		for {
			var b *pem.Block
			b, data = pem.Decode(data)
			if b == nil {
				break
			}
			seeds = append(seeds, b.Bytes)
			k, err := x509.ParseECPrivateKey(b.Bytes)
			if err != nil {
				continue
			}
			seeds = append(seeds, variants(k)...)
		}
	}
	return seeds
}

// The key structures are crypto/x509's, as internal/eckey's are: the same
// fields on purpose, copied rather than shared so that the inputs these
// tests build do not depend on the parser they test.

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
	Attributes asn1.RawValue `asn1:"optional,tag:0"`
}

var curveOIDs = map[elliptic.Curve]asn1.ObjectIdentifier{
	elliptic.P224(): {1, 3, 132, 0, 33},
	elliptic.P256(): {1, 2, 840, 10045, 3, 1, 7},
	elliptic.P384(): {1, 3, 132, 0, 34},
	elliptic.P521(): {1, 3, 132, 0, 35},
}

func mustMarshal(v any) []byte {
	b, err := asn1.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func variants(k *stdecdsa.PrivateKey) [][]byte {
	d, _ := k.Bytes()
	q, _ := k.PublicKey.Bytes()
	oid := curveOIDs[k.Curve]
	size := len(d)
	compressed := elliptic.MarshalCompressed(k.Curve, k.X, k.Y)
	hybrid := append([]byte{6 | q[len(q)-1]&1}, q[1:]...)
	corrupt := bytes.Clone(q)
	corrupt[size] ^= 1
	stripped := bytes.TrimLeft(d, "\x00")
	sec1 := func(d []byte, oid asn1.ObjectIdentifier, pub []byte) []byte {
		return mustMarshal(ecPrivateKey{1, d, oid, asn1.BitString{Bytes: pub, BitLength: 8 * len(pub)}})
	}
	var out [][]byte
	for _, v := range [][]byte{
		append([]byte{0}, d...),
		append([]byte{0, 0}, d...),
		stripped,
		d[1:],
	} {
		out = append(out, sec1(v, oid, q))
	}
	for _, pub := range [][]byte{nil, compressed, hybrid, corrupt, q[:len(q)-1], {0}} {
		out = append(out, sec1(d, oid, pub))
	}
	out = append(out, sec1(d, nil, q), append(sec1(d, oid, q), 0, 1, 2))
	params := mustMarshal(oid)
	algo := algorithmIdentifier{asn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1}, asn1.RawValue{FullBytes: params}}
	noParams := algorithmIdentifier{Algorithm: algo.Algorithm}
	otherOID := asn1.ObjectIdentifier{1, 3, 132, 0, 34}
	if oid.Equal(otherOID) {
		otherOID = asn1.ObjectIdentifier{1, 3, 132, 0, 35}
	}
	for _, p := range []pkcs8{
		{0, algo, sec1(d, nil, q), asn1.RawValue{}},
		{0, algo, sec1(d, oid, compressed), asn1.RawValue{}},
		{1, algo, sec1(d, nil, nil), asn1.RawValue{}},
		{0, algo, sec1(d, otherOID, q), asn1.RawValue{}},
		{0, noParams, sec1(d, oid, q), asn1.RawValue{}},
		{0, noParams, sec1(d, nil, q), asn1.RawValue{}},
		{0, algo, sec1(append([]byte{0}, d...), nil, q), asn1.RawValue{Class: 2, Tag: 0, IsCompound: true, Bytes: mustMarshal(1)}},
	} {
		out = append(out, mustMarshal(p))
	}
	return out
}
