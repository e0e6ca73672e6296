// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/rand"
	"testing"
)

// FuzzAgainstStdlib checks signing and verification against crypto/ecdsa
// on fuzzer-chosen digests (any length: both truncate per FIPS 186-5
// §6.4.1) and signature bytes: each side verifies the other's signatures,
// and an arbitrary signature is accepted by ours exactly when crypto/ecdsa
// accepts it. An empty digest follows Go 1.27 on every Go release: signing
// fails and no signature verifies (Go 1.26's crypto/ecdsa signed it).
func FuzzAgainstStdlib(f *testing.F) {
	type pair struct {
		ours *PrivateKey
		std  *stdecdsa.PrivateKey
	}
	var keys []pair
	for _, c := range curves {
		k, err := GenerateKey(c, rand.Reader)
		if err != nil {
			f.Fatal(err)
		}
		keys = append(keys, pair{k, k.Std()})
	}
	for i := range keys {
		digest := []byte("a digest of some length, or none")
		sig, _ := keys[i].ours.SignASN1(nil, digest, crypto.SHA256)
		f.Add(uint8(i), digest, sig)
		f.Add(uint8(i), []byte{}, []byte{0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	}
	f.Fuzz(func(t *testing.T, curve uint8, digest, sig []byte) {
		k := keys[int(curve)%len(keys)]
		if len(digest) == 0 {
			if _, err := k.ours.Sign(rand.Reader, digest, nil); err == nil {
				t.Error("signed an empty digest")
			}
			if VerifyASN1(k.ours.PublicKey(), digest, sig) {
				t.Errorf("VerifyASN1 accepts %x over an empty digest", sig)
			}
			return
		}
		ours, err := k.ours.Sign(rand.Reader, digest, nil)
		if err != nil {
			t.Fatalf("Sign: %v", err)
		}
		if !stdecdsa.VerifyASN1(&k.std.PublicKey, digest, ours) {
			t.Errorf("crypto/ecdsa rejects our signature over %x", digest)
		}
		theirs, err := stdecdsa.SignASN1(rand.Reader, k.std, digest)
		if err != nil {
			t.Fatalf("crypto/ecdsa Sign: %v", err)
		}
		if !VerifyASN1(k.ours.PublicKey(), digest, theirs) {
			t.Errorf("we reject crypto/ecdsa's signature over %x", digest)
		}
		if got, want := VerifyASN1(k.ours.PublicKey(), digest, sig), stdecdsa.VerifyASN1(&k.std.PublicKey, digest, sig); got != want {
			t.Errorf("VerifyASN1(%x, %x) = %v, crypto/ecdsa says %v", digest, sig, got, want)
		}
	})
}
