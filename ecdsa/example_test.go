// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa_test

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/sha512"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"time"

	"github.com/ctcrypto/ctcrypto/ecdsa"
)

func Example() {
	priv, err := ecdsa.GenerateKey(ecdsa.P384(), rand.Reader)
	if err != nil {
		panic(err)
	}
	digest := sha512.Sum384([]byte("message"))
	// Hedged nonces: an HMAC_DRBG seeded with fresh randomness, the key
	// and the digest; with a nil reader, RFC 6979's deterministic ones.
	sig, err := priv.Sign(rand.Reader, digest[:], crypto.SHA384)
	if err != nil {
		panic(err)
	}
	fmt.Println(ecdsa.VerifyASN1(priv.PublicKey(), digest[:], sig))
	// Output: true
}

// openssl ecparam -genkey -name prime256v1: an EC PARAMETERS block, then
// the SEC 1 key.
const opensslKey = `-----BEGIN EC PARAMETERS-----
BggqhkjOPQMBBw==
-----END EC PARAMETERS-----
-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIJd2MZ3bqh3nf0bMyVj+HzhPxH6EZfQa+V924FHsJSuyoAoGCCqGSM49
AwEHoUQDQgAEOyW3b7+vrxdo2hSoyx95tIl9YHQQAOYL1NlqASCL0v0t1cQYteL2
+iLVswhqjLJx362rQskJ5QKviogghd1vrA==
-----END EC PRIVATE KEY-----
`

// ExampleParsePrivateKeyPEM loads a key as OpenSSL writes it. The parser
// skips blocks that hold no key (EC PARAMETERS, certificates) and takes
// SEC 1 or PKCS #8, with uncompressed, compressed or hybrid public keys.
func ExampleParsePrivateKeyPEM() {
	k, err := ecdsa.ParsePrivateKeyPEM([]byte(opensslKey))
	if err != nil {
		panic(err)
	}
	fmt.Println(k.Curve())
	// Back to PEM, as PKCS #8 ("PRIVATE KEY") or SEC 1 ("EC PRIVATE KEY").
	b, _ := pem.Decode(ecdsa.MarshalSEC1PrivateKeyPEM(k))
	fmt.Println(b.Type)
	// Output:
	// P-256
	// EC PRIVATE KEY
}

// ExamplePrivateKey_Std hands a ctcrypto key to crypto/x509. As a
// crypto.Signer it signs certificates (with ctcrypto's code); x509's
// marshalling functions take the standard library's type, which Std
// returns.
func ExamplePrivateKey_Std() {
	k, err := ecdsa.GenerateKey(ecdsa.P256(), nil)
	if err != nil {
		panic(err)
	}
	p8, err := x509.MarshalPKCS8PrivateKey(k.Std())
	if err != nil {
		panic(err)
	}
	back, err := ecdsa.ParsePKCS8PrivateKey(p8)
	fmt.Println(err == nil && back.Equal(k))

	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "example"},
		NotBefore:    time.Now(),
		NotAfter:     time.Now().Add(24 * time.Hour),
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, k.Public(), k)
	if err != nil {
		panic(err)
	}
	cert, _ := x509.ParseCertificate(der)
	fmt.Println(k.PublicKey().Equal(cert.PublicKey))
	// Output:
	// true
	// true
}

// ExampleFromStdPrivateKey converts keys between crypto/ecdsa and ctcrypto,
// both ways, and to this module's ECDH keys.
func ExampleFromStdPrivateKey() {
	std, err := stdecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	if err != nil {
		panic(err)
	}
	k, err := ecdsa.FromStdPrivateKey(std)
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("message"))
	sig, _ := k.Sign(rand.Reader, digest[:], crypto.SHA256)
	fmt.Println(stdecdsa.VerifyASN1(&std.PublicKey, digest[:], sig))

	fmt.Println(k.Equal(std), k.Std().Equal(std))
	pub, _ := ecdsa.FromStdPublicKey(&std.PublicKey)
	fmt.Println(pub.Equal(k.Public()))

	x, _ := k.ECDH() // an *ecdh.PrivateKey of this module
	fmt.Println(x.Curve())
	// Output:
	// true
	// true true
	// true
	// P-384
}
