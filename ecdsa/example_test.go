// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa_test

import (
	"crypto/rand"
	"crypto/sha512"
	"fmt"

	"github.com/ctcrypto/ctcrypto/ecdsa"
)

func Example() {
	priv, err := ecdsa.GenerateKey(ecdsa.P384(), rand.Reader)
	if err != nil {
		panic(err)
	}
	digest := sha512.Sum384([]byte("message"))
	// Hedged RFC 6979 nonces: deterministic from key and digest, mixed
	// with fresh randomness when a reader is given.
	sig, err := priv.Sign(rand.Reader, digest[:], nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(ecdsa.VerifyASN1(priv.PublicKey(), digest[:], sig))
	// Output: true
}
