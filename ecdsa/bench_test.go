// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"crypto"
	"crypto/rand"
	"testing"
)

func BenchmarkSign(b *testing.B) {
	for _, c := range curves {
		b.Run(c.String(), func(b *testing.B) {
			k, _ := GenerateKey(c, nil)
			digest := make([]byte, 32)
			for b.Loop() {
				k.Sign(rand.Reader, digest, crypto.SHA256)
			}
		})
	}
}

func BenchmarkVerify(b *testing.B) {
	for _, c := range curves {
		b.Run(c.String(), func(b *testing.B) {
			k, _ := GenerateKey(c, nil)
			digest := make([]byte, 32)
			sig, _ := k.Sign(rand.Reader, digest, crypto.SHA256)
			for b.Loop() {
				VerifyASN1(k.PublicKey(), digest, sig)
			}
		})
	}
}

// BenchmarkSignCurveHash signs as crypto/tls does: a digest of the curve's
// usual hash (SHA-384 for P-384), hedged.
func BenchmarkSignCurveHash(b *testing.B) {
	for _, c := range curves {
		b.Run(c.String(), func(b *testing.B) {
			k, _ := GenerateKey(c, nil)
			digest := make([]byte, c.hash.Size())
			b.ReportAllocs()
			for b.Loop() {
				k.Sign(rand.Reader, digest, c.hash)
			}
		})
	}
}
