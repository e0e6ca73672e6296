// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes_test

import (
	"crypto/cipher"
	"encoding/hex"
	"fmt"

	"github.com/ctcrypto/ctcrypto/aes"
)

// A ctcrypto block drops into crypto/cipher: NewCTR, the CBC constructors
// and NewGCM find its fast paths through their optional interfaces.
func Example() {
	key, _ := hex.DecodeString("000102030405060708090a0b0c0d0e0f")
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err)
	}
	iv := make([]byte, block.BlockSize())
	msg := []byte("constant-time on every CPU")

	ct := make([]byte, len(msg))
	cipher.NewCTR(block, iv).XORKeyStream(ct, msg)

	pt := make([]byte, len(ct))
	cipher.NewCTR(block, iv).XORKeyStream(pt, ct)
	fmt.Println(string(pt))

	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	nonce := make([]byte, aead.NonceSize()) // never reuse a nonce with one key
	sealed := aead.Seal(nil, nonce, msg, nil)
	opened, err := aead.Open(nil, nonce, sealed, nil)
	fmt.Println(string(opened), err)
	// Output:
	// constant-time on every CPU
	// constant-time on every CPU <nil>
}
