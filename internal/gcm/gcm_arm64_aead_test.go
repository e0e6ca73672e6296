// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package gcm

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// TestFusedARMv8AEAD checks the whole AEAD on the fused path against
// crypto/cipher's GCM, including partial final blocks and tampering.
func TestFusedARMv8AEAD(t *testing.T) {
	if !cpu.ARM64HasAES || !cpu.ARM64HasPMULL {
		t.Skip("CPU lacks AES or PMULL")
	}
	r := rand.New(rand.NewPCG(13, 14))
	rnd := byteSource(r)
	for _, size := range []int{16, 24, 32} {
		key := rnd(size)
		block, err := aes.New(key)
		if err != nil {
			t.Fatal(err)
		}
		for _, nonceSize := range []int{12, 8, 16} {
			g, err := New(block, nonceSize, 16)
			if err != nil {
				t.Fatal(err)
			}
			if g.Tier() != "Armv8-AES+PMULL" {
				t.Fatalf("GCM tier %s, want Armv8-AES+PMULL", g.Tier())
			}
			std, _ := stdaes.NewCipher(key)
			refGCM, _ := cipher.NewGCMWithNonceSize(std, nonceSize)
			for n := 0; n <= 300; n += 1 + n/16 {
				nonce, pt, ad := rnd(nonceSize), rnd(n), rnd(r.IntN(40))
				got := g.Seal(nil, nonce, pt, ad)
				want := refGCM.Seal(nil, nonce, pt, ad)
				if !bytes.Equal(got, want) {
					t.Fatalf("AES-%d nonce %d len %d: Seal mismatch", size*8, nonceSize, n)
				}
				back, err := g.Open(nil, nonce, got, ad)
				if err != nil || !bytes.Equal(back, pt) {
					t.Fatalf("AES-%d nonce %d len %d: Open failed: %v", size*8, nonceSize, n, err)
				}
				got[r.IntN(len(got))] ^= 1 << r.IntN(8)
				if _, err := g.Open(nil, nonce, got, ad); err == nil {
					t.Fatalf("AES-%d nonce %d len %d: tampered message accepted", size*8, nonceSize, n)
				}
			}
		}
	}
}

func TestFusedARMv8Allocs(t *testing.T) {
	if !cpu.ARM64HasAES || !cpu.ARM64HasPMULL {
		t.Skip("CPU lacks AES or PMULL")
	}
	block, _ := aes.New(make([]byte, 16))
	g, _ := New(block, 12, 16)
	buf := make([]byte, 1024+16)
	nonce := make([]byte, 12)
	if n := testing.AllocsPerRun(10, func() {
		out := g.Seal(buf[:0], nonce, buf[:1024], nil)
		g.Open(out[:0], nonce, out, nil)
	}); n != 0 {
		t.Errorf("%v allocations per Seal+Open", n)
	}
}
