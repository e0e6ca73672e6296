// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdh

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/eckey/eckeytest"
)

// The key parsers are checked against crypto/x509 (and crypto/tls's PEM
// search): the same inputs accepted and rejected, the same keys, except for
// the deliberate differences eckeytest.Compare allows. The corpora start
// from OpenSSL's output in ../ecdsa/testdata (see its README.md) and variants.
//
// This file and ../ecdsa/fuzz_keys_test.go are one file
// written twice on purpose: a fuzz target must live in the package whose
// parsers it calls, and the two packages' key types differ; the shared
// logic is eckeytest's.

func ours(k *PrivateKey, err error) (*eckeytest.Key, error) {
	if err != nil {
		return nil, err
	}
	return &eckeytest.Key{Curve: k.Curve().String(), D: k.Bytes(), Q: k.PublicKey().Bytes()}, nil
}

func oursPublic(k *PublicKey, err error) (*eckeytest.Key, error) {
	if err != nil {
		return nil, err
	}
	return &eckeytest.Key{Curve: k.Curve().String(), Q: k.Bytes()}, nil
}

func addDERSeeds(f *testing.F) {
	for _, s := range eckeytest.DERSeeds(eckeytest.PEMFiles(f, "../ecdsa/testdata")) {
		f.Add(s)
	}
}

func addPEMSeeds(f *testing.F) {
	for _, s := range eckeytest.PEMFiles(f, "../ecdsa/testdata") {
		f.Add(s)
	}
}

// The five targets repeat one shape: go test -fuzz wants one FuzzXxx
// function per parser.
func FuzzParseSEC1PrivateKey(f *testing.F) {
	addDERSeeds(f)
	f.Fuzz(func(t *testing.T, der []byte) {
		got, err := ours(ParseSEC1PrivateKey(der))
		want, werr := eckeytest.X509SEC1(der)
		eckeytest.Compare(t, "ParseSEC1PrivateKey", der, got, err, want, werr)
	})
}

func FuzzParsePKCS8PrivateKey(f *testing.F) {
	addDERSeeds(f)
	f.Fuzz(func(t *testing.T, der []byte) {
		got, err := ours(ParsePKCS8PrivateKey(der))
		want, werr := eckeytest.X509PKCS8(der)
		eckeytest.Compare(t, "ParsePKCS8PrivateKey", der, got, err, want, werr)
	})
}

func FuzzParsePKIXPublicKey(f *testing.F) {
	addDERSeeds(f)
	f.Fuzz(func(t *testing.T, der []byte) {
		got, err := oursPublic(ParsePKIXPublicKey(der))
		want, werr := eckeytest.X509PKIX(der)
		eckeytest.Compare(t, "ParsePKIXPublicKey", der, got, err, want, werr)
	})
}

func FuzzParsePrivateKeyPEM(f *testing.F) {
	addPEMSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := ours(ParsePrivateKeyPEM(data))
		want, werr := eckeytest.TLSPrivatePEM(data)
		eckeytest.Compare(t, "ParsePrivateKeyPEM", data, got, err, want, werr)
	})
}

func FuzzParsePublicKeyPEM(f *testing.F) {
	addPEMSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := oursPublic(ParsePublicKeyPEM(data))
		want, werr := eckeytest.PublicPEM(data)
		eckeytest.Compare(t, "ParsePublicKeyPEM", data, got, err, want, werr)
	})
}
