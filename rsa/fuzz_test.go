// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"crypto"
	stdrsa "crypto/rsa"
	"crypto/sha256"
	"testing"
)

// FuzzVerifyAgainstStdlib checks PKCS #1 v1.5 and PSS verification against
// crypto/rsa on fuzzer-chosen messages and signature bytes: an arbitrary
// signature is accepted by ours exactly when crypto/rsa accepts it, and our
// signature over the message verifies under crypto/rsa.
func FuzzVerifyAgainstStdlib(f *testing.F) {
	k, sk := testKey(f, 2048)
	for _, msg := range []string{"", "message"} {
		d := sha256.Sum256([]byte(msg))
		sig, _ := SignPKCS1v15(k, crypto.SHA256, d[:])
		f.Add([]byte(msg), sig)
	}
	f.Add([]byte("short"), []byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, msg, sig []byte) {
		d := sha256.Sum256(msg)
		got := VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, d[:], sig) == nil
		want := stdrsa.VerifyPKCS1v15(&sk.PublicKey, crypto.SHA256, d[:], sig) == nil
		if got != want {
			t.Errorf("VerifyPKCS1v15(%x): ours %v, crypto/rsa %v", sig, got, want)
		}
		got = VerifyPSS(k.PublicKey(), crypto.SHA256, d[:], sig, nil) == nil
		want = stdrsa.VerifyPSS(&sk.PublicKey, crypto.SHA256, d[:], sig, nil) == nil
		if got != want {
			t.Errorf("VerifyPSS(%x): ours %v, crypto/rsa %v", sig, got, want)
		}
		ours, err := SignPKCS1v15(k, crypto.SHA256, d[:])
		if err != nil || stdrsa.VerifyPKCS1v15(&sk.PublicKey, crypto.SHA256, d[:], ours) != nil {
			t.Errorf("our PKCS #1 v1.5 signature over %x does not verify under crypto/rsa (%v)", msg, err)
		}
	})
}
