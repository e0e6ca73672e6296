// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm_test

import (
	"fmt"

	"github.com/ctcrypto/ctcrypto/gcm"
)

func Example() {
	key := make([]byte, 32) // use a random key
	aead, err := gcm.NewWithRandomNonce(key)
	if err != nil {
		panic(err)
	}
	// The random nonce is prepended to the ciphertext; nil nonce.
	sealed := aead.Seal(nil, nil, []byte("attack at dawn"), []byte("header"))
	opened, err := aead.Open(nil, nil, sealed, []byte("header"))
	fmt.Println(string(opened), err)

	sealed[len(sealed)-1] ^= 1 // a forged tag: one opaque error, no plaintext
	opened, err = aead.Open(nil, nil, sealed, []byte("header"))
	fmt.Println(len(opened), err != nil)
	// Output:
	// attack at dawn <nil>
	// 0 true
}

func ExampleGMAC() {
	key := make([]byte, 16)
	mac, err := gcm.NewGMAC(key)
	if err != nil {
		panic(err)
	}
	nonce := make([]byte, 12) // unique per message
	tag := mac.Tag(nil, nonce, []byte("authenticated, not encrypted"))
	fmt.Println(len(tag), mac.Verify(tag, nonce, []byte("authenticated, not encrypted")))
	// Output: 16 <nil>
}
