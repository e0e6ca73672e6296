// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"crypto"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"testing"
)

func BenchmarkSign2048(b *testing.B) {
	k, _ := testKey(b, 2048)
	h := sha256.Sum256([]byte("x"))
	b.ReportAllocs()
	for b.Loop() {
		SignPKCS1v15(k, crypto.SHA256, h[:])
	}
}

func BenchmarkVerify2048(b *testing.B) {
	k, _ := testKey(b, 2048)
	h := sha256.Sum256([]byte("x"))
	sig, _ := SignPKCS1v15(k, crypto.SHA256, h[:])
	b.ReportAllocs()
	for b.Loop() {
		VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], sig)
	}
}

func BenchmarkParse2048(b *testing.B) {
	_, sk := testKey(b, 2048)
	der := x509.MarshalPKCS1PrivateKey(sk)
	b.ReportAllocs()
	for b.Loop() {
		ParsePKCS1PrivateKey(der)
	}
}

func BenchmarkGenerateKey2048(b *testing.B) {
	for b.Loop() {
		GenerateKey(rand.Reader, 2048)
	}
}

func BenchmarkVerifyFresh2048(b *testing.B) {
	k, sk := testKey(b, 2048)
	h := sha256.Sum256([]byte("x"))
	sig, _ := SignPKCS1v15(k, crypto.SHA256, h[:])
	der := x509.MarshalPKCS1PublicKey(&sk.PublicKey)
	b.ReportAllocs()
	for b.Loop() {
		pub, _ := ParsePKCS1PublicKey(der)
		VerifyPKCS1v15(pub, crypto.SHA256, h[:], sig)
	}
}
