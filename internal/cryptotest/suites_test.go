// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"crypto/aes"
	"crypto/cipher"
	"runtime"
	"testing"
)

// The suites must pass on the standard library, which they are modelled on.

func TestBlockStdlibAES(t *testing.T) {
	for _, n := range []int{16, 24, 32} {
		t.Run(map[int]string{16: "AES-128", 24: "AES-192", 32: "AES-256"}[n], func(t *testing.T) {
			TestBlock(t, n, func(key []byte) (cipher.Block, error) { return aes.NewCipher(key) })
		})
	}
}

func stdlibBlock(t *testing.T) cipher.Block {
	b, err := aes.NewCipher(Hex(t, "000102030405060708090a0b0c0d0e0f"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestStreamFromBlockStdlibCTR(t *testing.T) {
	TestStreamFromBlock(t, stdlibBlock(t), cipher.NewCTR)
}

func TestBlockModeStdlibCBC(t *testing.T) {
	TestBlockMode(t, stdlibBlock(t), cipher.NewCBCEncrypter, cipher.NewCBCDecrypter)
}

func TestAEADStdlibGCM(t *testing.T) {
	if runtime.GOARCH == "ppc64le" {
		// crypto/cipher's POWER8 GCM allocates in Open of 1024 bytes.
		allocsWaived = true
		defer func() { allocsWaived = false }()
	}
	for _, n := range []int{16, 32} {
		t.Run(map[int]string{16: "AES-128", 32: "AES-256"}[n], func(t *testing.T) {
			TestAEAD(t, func() (cipher.AEAD, error) {
				b, err := aes.NewCipher(make([]byte, n))
				if err != nil {
					return nil, err
				}
				return cipher.NewGCM(b)
			})
		})
	}
}
