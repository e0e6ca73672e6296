// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa_test

import (
	"crypto"
	"crypto/rand"
	"crypto/sha256"
	"fmt"

	"github.com/ctcrypto/ctcrypto/rsa"
)

func Example() {
	priv, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		panic(err)
	}
	// Keys round-trip through PEM; parsing checks every CRT value.
	priv, err = rsa.ParsePrivateKeyPEM(rsa.MarshalPKCS8PrivateKeyPEM(priv))
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
