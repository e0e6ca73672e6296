// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"crypto"
	"crypto/rand"
	"strings"
	"sync"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestConcurrentFirstVerification has many goroutines verify under one
// fresh key at once, so that several race to build its precomputed
// verification key; run with -race. Every answer must be right.
func TestConcurrentFirstVerification(t *testing.T) {
	for _, c := range curves {
		k, err := GenerateKey(c, rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		digest := hashOf(crypto.SHA256, []byte("concurrent verification digest"))
		sig, err := k.Sign(rand.Reader, digest, crypto.SHA256)
		if err != nil {
			t.Fatal(err)
		}
		pub, err := NewPublicKey(c, k.PublicKey().Bytes())
		if err != nil {
			t.Fatal(err)
		}
		const goroutines = 16
		var wg sync.WaitGroup
		start := make(chan struct{})
		errs := make(chan string, 2*goroutines)
		for i := range goroutines {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				for j := range 4 {
					if !VerifyASN1(pub, digest, sig) {
						errs <- "valid signature rejected"
					}
					bad := append([]byte(nil), digest...)
					bad[(i+j)%len(bad)] ^= 1
					if VerifyASN1(pub, bad, sig) {
						errs <- "signature accepted for another digest"
					}
				}
			}()
		}
		close(start)
		wg.Wait()
		close(errs)
		for e := range errs {
			t.Errorf("%s: %s", c, e)
		}
		if vk := pub.vk.Load(); vk == nil || !vk.Wide() {
			t.Errorf("%s: no wide verification key cached", c)
		}
	}
}

// TestCachedKeyMatchesFreshKey runs the Wycheproof vectors under one key
// per group, which precomputes on its first verification and reuses it
// afterwards, and under a freshly parsed key for every vector, and checks
// that both answer like the uncached engine VerifyVarTime (internal/ecdsa).
func TestCachedKeyMatchesFreshKey(t *testing.T) {
	files := []string{
		"ecdsa_secp256r1_sha256_test.json", "ecdsa_secp256r1_sha256_p1363_test.json",
		"ecdsa_secp384r1_sha384_test.json", "ecdsa_secp384r1_sha384_p1363_test.json",
		"ecdsa_secp521r1_sha512_test.json", "ecdsa_secp521r1_sha512_p1363_test.json",
	}
	curveOf := map[string]*Curve{"secp256r1": P256(), "secp384r1": P384(), "secp521r1": P521()}
	hashOfName := map[string]crypto.Hash{"SHA-256": crypto.SHA256, "SHA-384": crypto.SHA384, "SHA-512": crypto.SHA512}
	total, accepted := 0, 0
	for _, file := range files {
		var f wycheproofECDSA
		cryptotest.LoadWycheproof(t, file, &f)
		p1363 := strings.Contains(file, "p1363")
		for _, g := range f.TestGroups {
			c, h := curveOf[g.PublicKey.Curve], hashOfName[g.SHA]
			if c == nil || h == 0 {
				t.Fatalf("%s: unexpected curve %s or hash %s", file, g.PublicKey.Curve, g.SHA)
			}
			cached, err := NewPublicKey(c, g.PublicKey.Uncompressed)
			if err != nil {
				t.Fatal(err)
			}
			verify := func(pub *PublicKey, digest, sig []byte) bool {
				if p1363 {
					return VerifyP1363(pub, digest, sig)
				}
				return VerifyASN1(pub, digest, sig)
			}
			for _, tc := range g.Tests {
				digest := hashOf(h, tc.Msg)
				fresh, err := NewPublicKey(c, g.PublicKey.Uncompressed)
				if err != nil {
					t.Fatal(err)
				}
				got, want := verify(cached, digest, tc.Sig), verify(fresh, digest, tc.Sig)
				if got != want {
					t.Errorf("%s #%d: cached key says %v, fresh key %v", file, tc.TcID, got, want)
				}
				var r, s []byte
				var ok bool
				if p1363 {
					n := c.ScalarSize()
					r, s, ok = tc.Sig[:min(n, len(tc.Sig))], tc.Sig[min(n, len(tc.Sig)):], len(tc.Sig) == 2*n
				} else {
					r, s, ok = parseASN1Signature(tc.Sig, c.ScalarSize())
				}
				uncached := ok && c.e.VerifyVarTime(g.PublicKey.Uncompressed, digest, r, s)
				if got != uncached {
					t.Errorf("%s #%d: cached key says %v, VerifyVarTime %v", file, tc.TcID, got, uncached)
				}
				if got {
					accepted++
				}
				total++
			}
		}
	}
	t.Logf("%d vectors, %d valid", total, accepted)
}
