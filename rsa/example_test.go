// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa_test

import (
	"bytes"
	"crypto"
	"crypto/rand"
	stdrsa "crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"math/big"
	"os"
	"time"

	"github.com/ctcrypto/ctcrypto/rsa"
)

func Example() {
	priv, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		panic(err)
	}
	// Keys round-trip through PEM; parsing checks every CRT value.
	priv, err = rsa.ParsePrivateKeyPEM(rsa.MarshalPrivateKeyPEM(priv))
	if err != nil {
		panic(err)
	}

	digest := sha256.Sum256([]byte("message"))
	// PrivateKey is a crypto.Signer (and crypto.Decrypter), so it also
	// serves as a crypto/tls certificate key.
	var signer crypto.Signer = priv
	sig, err := signer.Sign(rand.Reader, digest[:], crypto.SHA256)
	if err != nil {
		panic(err)
	}
	fmt.Println(rsa.VerifyPKCS1v15(priv.PublicKey(), crypto.SHA256, digest[:], sig))
	// Output: <nil>
}

// A key written by OpenSSL (openssl genpkey, PKCS #8) after its
// self-signed certificate in one file: the certificate block is skipped.
func ExampleParsePrivateKeyPEM() {
	data, err := os.ReadFile("testdata/rsa2048-cert-and-key.pem")
	if err != nil {
		panic(err)
	}
	priv, err := rsa.ParsePrivateKeyPEM(data)
	if err != nil {
		panic(err)
	}
	fmt.Println(priv.PublicKey().BitLen(), priv.PublicKey().E())

	// An OpenSSL public key (openssl rsa -pubout).
	data, err = os.ReadFile("testdata/rsa2048-spki.pem")
	if err != nil {
		panic(err)
	}
	pub, err := rsa.ParsePublicKeyPEM(data)
	if err != nil {
		panic(err)
	}
	fmt.Println(pub.Equal(priv.Public()))
	// Output:
	// 2048 65537
	// true
}

// Keys convert to and from crypto/rsa's types; the conversion from
// crypto/rsa checks the key as Validate does.
func ExampleFromStdPrivateKey() {
	std, err := stdrsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		panic(err)
	}
	priv, err := rsa.FromStdPrivateKey(std)
	if err != nil {
		panic(err)
	}
	back := priv.Std() // a *crypto/rsa.PrivateKey with its CRT values
	fmt.Println(priv.Equal(std), back.Equal(std))

	pub, err := rsa.FromStdPublicKey(&std.PublicKey)
	if err != nil {
		panic(err)
	}
	fmt.Println(pub.Equal(priv.PublicKey()), pub.Std().Equal(&std.PublicKey))
	// Output:
	// true true
	// true true
}

// crypto/x509's marshalling functions take the standard library's key
// types: hand them Std() (or Public()). As a signer, the ctcrypto key is
// passed as it is.
func ExamplePrivateKey_Std() {
	data, err := os.ReadFile("testdata/rsa2048-pkcs8.pem")
	if err != nil {
		panic(err)
	}
	priv, err := rsa.ParsePrivateKeyPEM(data)
	if err != nil {
		panic(err)
	}
	der, err := x509.MarshalPKCS8PrivateKey(priv.Std())
	if err != nil {
		panic(err)
	}
	fmt.Println(bytes.Equal(der, rsa.MarshalPKCS8PrivateKey(priv)))

	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "example"},
		NotBefore:    time.Now(),
		NotAfter:     time.Now().Add(24 * time.Hour),
		IsCA:         true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign,
	}
	// Public() is a *crypto/rsa.PublicKey, the type crypto/x509 expects.
	certDER, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, priv.Public(), priv)
	if err != nil {
		panic(err)
	}
	cert, err := x509.ParseCertificate(certDER)
	if err != nil {
		panic(err)
	}
	fmt.Println(cert.CheckSignatureFrom(cert), priv.PublicKey().Equal(cert.PublicKey))
	// Output:
	// true
	// <nil> true
}
