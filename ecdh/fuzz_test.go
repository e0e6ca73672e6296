// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdh

import (
	"bytes"
	stdecdh "crypto/ecdh"
	"crypto/rand"
	"testing"
)

// FuzzAgainstStdlib feeds fuzzer-chosen private keys and peer public keys
// to ours and to crypto/ecdh: both must accept and reject the same inputs
// and agree on every shared secret.
func FuzzAgainstStdlib(f *testing.F) {
	ours := []*Curve{P256(), P384(), P521()}
	std := []stdecdh.Curve{stdecdh.P256(), stdecdh.P384(), stdecdh.P521()}
	for i, c := range std {
		a, _ := c.GenerateKey(rand.Reader)
		b, _ := c.GenerateKey(rand.Reader)
		f.Add(uint8(i), a.Bytes(), b.PublicKey().Bytes())
		f.Add(uint8(i), a.Bytes(), []byte{4})
	}
	f.Fuzz(func(t *testing.T, curve uint8, priv, peer []byte) {
		i := int(curve) % len(ours)
		k, err := ours[i].NewPrivateKey(priv)
		sk, serr := std[i].NewPrivateKey(priv)
		if (err == nil) != (serr == nil) {
			t.Fatalf("NewPrivateKey(%x): ours %v, crypto/ecdh %v", priv, err, serr)
		}
		p, err := ours[i].NewPublicKey(peer)
		sp, serr := std[i].NewPublicKey(peer)
		if (err == nil) != (serr == nil) {
			t.Fatalf("NewPublicKey(%x): ours %v, crypto/ecdh %v", peer, err, serr)
		}
		if k == nil || p == nil {
			return
		}
		if !bytes.Equal(k.PublicKey().Bytes(), sk.PublicKey().Bytes()) {
			t.Fatalf("public key of %x differs", priv)
		}
		secret, err := k.ECDH(p)
		ssecret, serr := sk.ECDH(sp)
		if (err == nil) != (serr == nil) || !bytes.Equal(secret, ssecret) {
			t.Fatalf("ECDH(%x, %x): ours %x %v, crypto/ecdh %x %v", priv, peer, secret, err, ssecret, serr)
		}
	})
}
