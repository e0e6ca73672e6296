// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes_test

import (
	"bytes"
	"crypto/cipher"
	"crypto/rand"
	"fmt"
	"io"
	"strings"

	"github.com/ctcrypto/ctcrypto/aes"
)

// CTR streams: cipher.StreamWriter and cipher.StreamReader encrypt and
// decrypt an io.Reader of any length with ctcrypto's CTR kernels, in the
// chunks io.Copy hands them. CTR is unauthenticated: pair it with a MAC, or
// use GCM for messages that fit in memory.
func Example_ctrStream() {
	key := make([]byte, 32)
	iv := make([]byte, aes.BlockSize)
	if _, err := io.ReadFull(rand.Reader, key); err != nil {
		panic(err)
	}
	if _, err := io.ReadFull(rand.Reader, iv); err != nil {
		panic(err)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err)
	}
	plaintext := strings.Repeat("a long file, streamed. ", 1000)

	var encrypted bytes.Buffer
	w := &cipher.StreamWriter{S: cipher.NewCTR(block, iv), W: &encrypted}
	if _, err := io.Copy(w, strings.NewReader(plaintext)); err != nil {
		panic(err)
	}

	r := &cipher.StreamReader{S: cipher.NewCTR(block, iv), R: &encrypted}
	var decrypted strings.Builder
	if _, err := io.Copy(&decrypted, r); err != nil {
		panic(err)
	}
	fmt.Println(decrypted.String() == plaintext, len(plaintext))
	// Output: true 23000
}
