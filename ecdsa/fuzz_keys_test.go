// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/eckey/eckeytest"
)

// The key parsers are checked against crypto/x509 (and crypto/tls's PEM
// search) by eckeytest.Fuzz: the same inputs accepted and rejected, the
// same keys, except for the deliberate differences eckeytest.Compare
// allows. The corpora start from OpenSSL's output in testdata (see testdata/README.md) and variants.
//
// This file and ../ecdh/fuzz_keys_test.go are one file written twice on purpose: a fuzz target
// must live in the package whose parsers it calls, and the two packages'
// key types differ; go test -fuzz wants one FuzzXxx function per parser.

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

const testdata = "testdata"

func FuzzParseSEC1PrivateKey(f *testing.F) {
	eckeytest.Fuzz(f, testdata, "ParseSEC1PrivateKey", func(b []byte) (*eckeytest.Key, error) { return ours(ParseSEC1PrivateKey(b)) })
}

func FuzzParsePKCS8PrivateKey(f *testing.F) {
	eckeytest.Fuzz(f, testdata, "ParsePKCS8PrivateKey", func(b []byte) (*eckeytest.Key, error) { return ours(ParsePKCS8PrivateKey(b)) })
}

func FuzzParsePKIXPublicKey(f *testing.F) {
	eckeytest.Fuzz(f, testdata, "ParsePKIXPublicKey", func(b []byte) (*eckeytest.Key, error) { return oursPublic(ParsePKIXPublicKey(b)) })
}

func FuzzParsePrivateKeyPEM(f *testing.F) {
	eckeytest.Fuzz(f, testdata, "ParsePrivateKeyPEM", func(b []byte) (*eckeytest.Key, error) { return ours(ParsePrivateKeyPEM(b)) })
}

func FuzzParsePublicKeyPEM(f *testing.F) {
	eckeytest.Fuzz(f, testdata, "ParsePublicKeyPEM", func(b []byte) (*eckeytest.Key, error) { return oursPublic(ParsePublicKeyPEM(b)) })
}
