// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdh_test

import (
	"bytes"
	stdecdh "crypto/ecdh"
	"crypto/x509"
	"fmt"

	"github.com/ctcrypto/ctcrypto/ecdh"
)

// Example is an ECDH key agreement: each side sends its public key as
// bytes and, by the same steps, parses the other's and derives the same
// secret (to be fed to a KDF, never used as a key directly).
func Example() {
	c := ecdh.P256()
	alice, err := c.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	bob, err := c.GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	// The wire format: SEC 1 uncompressed points.
	fromAlice, fromBob := alice.PublicKey().Bytes(), bob.PublicKey().Bytes()

	bobPub, err := c.NewPublicKey(fromBob)
	if err != nil {
		panic(err)
	}
	s1, err := alice.ECDH(bobPub)
	if err != nil {
		panic(err)
	}
	alicePub, err := c.NewPublicKey(fromAlice)
	if err != nil {
		panic(err)
	}
	s2, err := bob.ECDH(alicePub)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(s1), bytes.Equal(s1, s2))
	// Output: 32 true
}

// openssl pkey of a key made with openssl ec -conv_form compressed.
const opensslKey = `-----BEGIN PRIVATE KEY-----
MIGEAgEAMBAGByqGSM49AgEGBSuBBAAiBG0wawIBAQQweo9jIXpVojyDM3vP7SdF
0IbJAb8iAkIfjsjCEdavnWv0PCPcTC9FGCHMtvWhT0rVoTQDMgADqPwHIRiP81mG
jJY/QpKAC6uMkEgy6w0MIdmkFsFdPk5+vGNMh2epdbiOtAeTCGFA
-----END PRIVATE KEY-----
`

// ExampleParsePrivateKeyPEM loads an OpenSSL key as an ECDH key; the
// encodings are the same as for ECDSA keys.
func ExampleParsePrivateKeyPEM() {
	k, err := ecdh.ParsePrivateKeyPEM([]byte(opensslKey))
	if err != nil {
		panic(err)
	}
	fmt.Println(k.Curve())
	// Output: P-384
}

// ExampleFromStdPrivateKey converts keys between crypto/ecdh and ctcrypto,
// both ways; Std also serves crypto/x509's marshalling functions.
func ExampleFromStdPrivateKey() {
	std, err := stdecdh.P521().GenerateKey(nil)
	if err != nil {
		panic(err)
	}
	k, err := ecdh.FromStdPrivateKey(std)
	if err != nil {
		panic(err)
	}
	fmt.Println(k.Equal(std), k.Std().Equal(std))

	peer, _ := stdecdh.P521().GenerateKey(nil)
	pub, _ := ecdh.FromStdPublicKey(peer.PublicKey())
	s1, _ := k.ECDH(pub)
	s2, _ := peer.ECDH(k.PublicKey().Std())
	fmt.Println(bytes.Equal(s1, s2))

	der, _ := x509.MarshalPKIXPublicKey(k.PublicKey().Std())
	fmt.Println(bytes.Equal(der, ecdh.MarshalPKIXPublicKey(k.PublicKey())))

	_, err = ecdh.FromStdPrivateKey(must(stdecdh.X25519().GenerateKey(nil)))
	fmt.Println(err)
	// Output:
	// true true
	// true
	// true
	// ecdh: unsupported curve X25519: only P-256, P-384 and P-521 are implemented
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
