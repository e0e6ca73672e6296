// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/aes"
	"crypto/cipher"

	"github.com/ctcrypto/ctcrypto/gcm"
)

// AES-GCM and GMAC benchmarks. Ours is ctcrypto/gcm; Stdlib is
// crypto/cipher.NewGCM over crypto/aes. Seal and open carry 13 bytes of
// additional data, like bssl speed (a TLS record header); GMAC's chunk is
// the additional data. Package "ghash": -impl picks the GHASH tier (the
// AES tier stays the fastest, so the fused kernel needs both).

func init() {
	for i, keySize := range []int{16, 32} {
		bits := map[int]string{16: "128", 32: "256"}[keySize]
		for j, dir := range []string{"seal", "open"} {
			open := dir == "open"
			register(benchmark{
				Order: 200 + 2*i + j, Prefix: "AES-" + bits + "-GCM", Suffix: dir, Chunked: true, Package: "ghash",
				Ours:   gcmBench(make([]byte, keySize), open, false, gcm.New),
				Stdlib: gcmBench(make([]byte, keySize), open, false, stdGCM),
			})
		}
	}
	register(benchmark{
		Order: 210, Prefix: "GMAC-AES-128", Chunked: true, Package: "ghash",
		Ours:   gmacBench(gcm.New),
		Stdlib: gmacBench(stdGCM),
	})
}

func stdGCM(key []byte) (cipher.AEAD, error) {
	b, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(b)
}

// gcmBench seals or opens one chunk per operation under key; with newKey,
// every operation first makes the key afresh (speed_gcmkey.go's rows).
func gcmBench(key []byte, open, newKey bool, newAEAD func([]byte) (cipher.AEAD, error)) func(int) (func(), error) {
	return func(chunk int) (func(), error) {
		a, err := newAEAD(key)
		if err != nil {
			return nil, err
		}
		nonce, ad := make([]byte, a.NonceSize()), make([]byte, 13)
		pt := make([]byte, chunk)
		buf := make([]byte, 0, chunk+a.Overhead())
		switch {
		case !open && !newKey:
			return func() { a.Seal(buf[:0], nonce, pt, ad) }, nil
		case !open:
			return func() {
				a, _ := newAEAD(key)
				a.Seal(buf[:0], nonce, pt, ad)
			}, nil
		}
		sealed := a.Seal(nil, nonce, pt, ad)
		if !newKey {
			return func() {
				if _, err := a.Open(buf[:0], nonce, sealed, ad); err != nil {
					panic(err)
				}
			}, nil
		}
		return func() {
			a, _ := newAEAD(key)
			if _, err := a.Open(buf[:0], nonce, sealed, ad); err != nil {
				panic(err)
			}
		}, nil
	}
}

func gmacBench(newAEAD func([]byte) (cipher.AEAD, error)) func(int) (func(), error) {
	return func(chunk int) (func(), error) {
		a, err := newAEAD(make([]byte, 16))
		if err != nil {
			return nil, err
		}
		nonce, data := make([]byte, a.NonceSize()), make([]byte, chunk)
		var tag [16]byte
		return func() { a.Seal(tag[:0], nonce, nil, data) }, nil
	}
}
