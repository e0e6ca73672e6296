// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/aes"
	"crypto/cipher"

	ctaes "github.com/ctcrypto/ctcrypto/aes"
)

// AES key setup: one NewCipher per operation, as a program that makes a
// key per message or connection does; the allocation is part of the cost.

func init() {
	for i, keySize := range []int{16, 32} {
		bits := map[int]string{16: "128", 32: "256"}[keySize]
		register(benchmark{
			Order: 130 + i, Prefix: "AES-" + bits + " key setup", Package: "aes",
			Ours:   aesKeySetupBench(keySize, ctaes.NewCipher),
			Stdlib: aesKeySetupBench(keySize, aes.NewCipher),
		})
	}
}

func aesKeySetupBench(keySize int, newBlock newBlockFunc) func(int) (func(), error) {
	return func(int) (func(), error) {
		key := make([]byte, keySize)
		for i := range key {
			key[i] = byte(i*29 + 3)
		}
		// keep holds the latest key so the compiler cannot drop the set-up;
		// one per goroutine, as each calls this once.
		keep := make([]cipher.Block, 1)
		var err error
		if keep[0], err = newBlock(key); err != nil {
			return nil, err
		}
		return func() { keep[0], _ = newBlock(key) }, nil
	}
}
