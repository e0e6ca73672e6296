// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/aes"
	"crypto/cipher"

	ctaes "github.com/ctcrypto/ctcrypto/aes"
)

// AES benchmarks: single-block encryption, CTR and CBC, ours through the
// crypto/cipher constructors (which pick ctcrypto's CTR/CBC methods) and
// the standard library's crypto/aes under the same calls; and key setup.

func init() {
	for i, keySize := range []int{16, 32} {
		bits := map[int]string{16: "128", 32: "256"}[keySize]
		register(benchmark{
			Order: 100 + i, Prefix: "AES-" + bits + " encrypt", Bytes: 16, Package: "aes",
			Ours:   aesEncryptBench(keySize, ctaes.NewCipher),
			Stdlib: aesEncryptBench(keySize, aes.NewCipher),
		})
		register(benchmark{
			Order: 110 + i, Prefix: "AES-" + bits + "-CTR", Chunked: true, Package: "aes",
			Ours:   aesCTRBench(keySize, ctaes.NewCipher),
			Stdlib: aesCTRBench(keySize, aes.NewCipher),
		})
		register(benchmark{
			Order: 130 + i, Prefix: "AES-" + bits + " key setup", Package: "aes",
			Ours:   aesKeySetupBench(keySize, ctaes.NewCipher),
			Stdlib: aesKeySetupBench(keySize, aes.NewCipher),
		})
	}
	for i, dir := range []string{"encrypt", "decrypt"} {
		register(benchmark{
			Order: 120 + i, Prefix: "AES-128-CBC", Suffix: dir, Chunked: true, Package: "aes",
			Ours:   aesCBCBench(dir == "decrypt", ctaes.NewCipher),
			Stdlib: aesCBCBench(dir == "decrypt", aes.NewCipher),
		})
	}
}

type newBlockFunc func(key []byte) (cipher.Block, error)

func aesEncryptBench(keySize int, newBlock newBlockFunc) func(int) (func(), error) {
	return func(int) (func(), error) {
		b, err := newBlock(make([]byte, keySize))
		if err != nil {
			return nil, err
		}
		buf := make([]byte, 16)
		return func() { b.Encrypt(buf, buf) }, nil
	}
}

func aesCTRBench(keySize int, newBlock newBlockFunc) func(int) (func(), error) {
	return func(chunk int) (func(), error) {
		b, err := newBlock(make([]byte, keySize))
		if err != nil {
			return nil, err
		}
		s := cipher.NewCTR(b, make([]byte, 16))
		buf := make([]byte, chunk)
		return func() { s.XORKeyStream(buf, buf) }, nil
	}
}

// aesCBCBench rounds the chunk down to whole blocks (at least one), as
// CBC without padding works on blocks only.
func aesCBCBench(decrypt bool, newBlock newBlockFunc) func(int) (func(), error) {
	return func(chunk int) (func(), error) {
		b, err := newBlock(make([]byte, 16))
		if err != nil {
			return nil, err
		}
		iv := make([]byte, 16)
		var m cipher.BlockMode
		if decrypt {
			m = cipher.NewCBCDecrypter(b, iv)
		} else {
			m = cipher.NewCBCEncrypter(b, iv)
		}
		buf := make([]byte, max(chunk&^15, 16))
		return func() { m.CryptBlocks(buf, buf) }, nil
	}
}

// aesKeySetupBench makes one NewCipher per operation, as a program that
// makes a key per message or connection does; the allocation is part of
// the cost.
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
