// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/cipher"

	"github.com/ctcrypto/ctcrypto/gcm"
)

// AES-GCM and GMAC with a new key for every message, as envelope
// encryption, JWE or a key per file does: each operation makes the key
// (ours gcm.New or gcm.NewGMAC, the standard library's aes.NewCipher and
// cipher.NewGCM, allocations included) and seals, opens or tags one
// message with the same 13 bytes of additional data as the kept-key rows.
// Package "ghash", as for those rows.

func init() {
	register(benchmark{
		Order: 205, Prefix: "AES-128-GCM key setup", Package: "ghash",
		Ours:   gcmKeySetupBench(gcm.New),
		Stdlib: gcmKeySetupBench(stdGCM),
	})
	for j, dir := range []string{"seal", "open"} {
		open := dir == "open"
		register(benchmark{
			Order: 206 + j, Prefix: "AES-128-GCM", Suffix: dir + ", new key each time", Chunked: true, Package: "ghash",
			Ours:   gcmBench(newKeyBytes(), open, true, gcm.New),
			Stdlib: gcmBench(newKeyBytes(), open, true, stdGCM),
		})
	}
	register(benchmark{
		Order: 211, Prefix: "GMAC-AES-128", Suffix: "new key each time", Chunked: true, Package: "ghash",
		Ours: gmacNewKeyBench(func(key, tag, nonce, data []byte) {
			m, _ := gcm.NewGMAC(key)
			m.Tag(tag, nonce, data)
		}),
		Stdlib: gmacNewKeyBench(func(key, tag, nonce, data []byte) {
			a, _ := stdGCM(key)
			a.Seal(tag, nonce, nil, data)
		}),
	})
}

// newKeyBytes is the key every operation expands afresh.
func newKeyBytes() []byte {
	key := make([]byte, 16)
	for i := range key {
		key[i] = byte(i*29 + 3)
	}
	return key
}

func gcmKeySetupBench(newAEAD func([]byte) (cipher.AEAD, error)) func(int) (func(), error) {
	return func(int) (func(), error) {
		key := newKeyBytes()
		// keep holds the latest key so the compiler cannot drop the set-up.
		keep := make([]cipher.AEAD, 1)
		var err error
		if keep[0], err = newAEAD(key); err != nil {
			return nil, err
		}
		return func() { keep[0], _ = newAEAD(key) }, nil
	}
}

// gmacNewKeyBench runs tag, which makes a GMAC key and tags data, as the
// kept-key GMAC row does with its key.
func gmacNewKeyBench(tag func(key, tag, nonce, data []byte)) func(int) (func(), error) {
	return func(chunk int) (func(), error) {
		key := newKeyBytes()
		nonce, data := make([]byte, gcm.NonceSize), make([]byte, chunk)
		var t [16]byte
		return func() { tag(key, t[:0], nonce, data) }, nil
	}
}
