// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestSmallFusedAgainstGeneric runs the one-call short-message kernels
// (smallFused) against their twins at every text length 0..smallFusedText
// and additional-data length 0..smallAD, for each key size, out of place
// and in place, and checks that nothing past dst is written. The twins are
// sealSmall and openSmall up to smallText and, past it, the streaming path
// (the same AEAD with no fused kernel).
func TestSmallFusedAgainstGeneric(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{41})
		for _, keySize := range []int{16, 24, 32} {
			key := randBytes(r, keySize)
			g := newAEAD(t, key, 12, 16)
			if smallFused == fusedNone || g.fused != smallFused {
				t.Skipf("no short-message kernel for %s", g.Tier())
			}
			ref := newAEAD(t, key, 12, 16)
			ref.fused = fusedNone
			const guard = 32
			for n := 0; n <= smallFusedText; n++ {
				for a := 0; a <= smallAD; a++ {
					nonce, pt, ad := randBytes(r, 12), randBytes(r, n), randBytes(r, a)
					var j0 [16]byte
					g.deriveCounter(&j0, nonce)
					want := make([]byte, n+16)
					if n <= smallText {
						g.sealSmall(want, &j0, pt, ad)
					} else {
						ref.Seal(want[:0], nonce, pt, ad)
					}

					got := bytes.Repeat([]byte{0xa5}, n+guard)
					var tag [16]byte
					g.sealSmallFused((*[12]byte)(nonce), &tag, got[:n], pt, ad)
					if !bytes.Equal(got[:n], want[:n]) || !bytes.Equal(tag[:], want[n:]) {
						t.Fatalf("key %d text %d ad %d: seal kernel and twin differ\n got %x %x\nwant %x", keySize, n, a, got[:n], tag, want)
					}
					if !bytes.Equal(got[n:], bytes.Repeat([]byte{0xa5}, guard)) {
						t.Fatalf("key %d text %d ad %d: seal kernel wrote past dst", keySize, n, a)
					}
					inPlace := append(bytes.Clone(pt), make([]byte, guard)...)
					g.sealSmallFused((*[12]byte)(nonce), &tag, inPlace[:n], inPlace[:n], ad)
					if !bytes.Equal(inPlace[:n], want[:n]) || !bytes.Equal(tag[:], want[n:]) {
						t.Fatalf("key %d text %d ad %d: in-place seal differs", keySize, n, a)
					}

					ct, wantTag := want[:n], want[n:]
					if n <= smallText && g.openSmall(make([]byte, n), &j0, ct, wantTag, ad) != 1 {
						t.Fatalf("key %d text %d ad %d: twin rejects its own tag", keySize, n, a)
					}
					got = bytes.Repeat([]byte{0x5a}, n+guard)
					g.openSmallFused((*[12]byte)(nonce), &tag, got[:n], ct, ad)
					if !bytes.Equal(got[:n], pt) || !bytes.Equal(tag[:], wantTag) {
						t.Fatalf("key %d text %d ad %d: open kernel and twin differ", keySize, n, a)
					}
					if !bytes.Equal(got[n:], bytes.Repeat([]byte{0x5a}, guard)) {
						t.Fatalf("key %d text %d ad %d: open kernel wrote past dst", keySize, n, a)
					}
					inPlace = append(bytes.Clone(ct), make([]byte, guard)...)
					g.openSmallFused((*[12]byte)(nonce), &tag, inPlace[:n], inPlace[:n], ad)
					if !bytes.Equal(inPlace[:n], pt) || !bytes.Equal(tag[:], wantTag) {
						t.Fatalf("key %d text %d ad %d: in-place open differs", keySize, n, a)
					}
				}
			}
		}
	})
}

// TestSmallLengths seals and opens every text length 0..smallFusedText+2 with
// every additional-data length 0..smallAD+2 (both sides of the
// short-message limits) through Seal and Open on every tier, against the
// standard library, with 16- and 12-byte tags and a failing tag. The
// reference is always crypto/cipher's 16-byte-tag GCM, truncated: its
// amd64 and arm64 assembly stores a whole last block, so with a shorter tag
// Seal writes zeros past its output (golang/go#80288); here, with Go
// 1.26.8, that zeroed the start of the next message's additional data,
// which the tiny allocator had put right after it.
func TestSmallLengths(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{42})
		for i, keySize := range []int{16, 24, 32} {
			tagSize := []int{16, 12, 16}[i]
			key := randBytes(r, keySize)
			ours, ref := newAEAD(t, key, 12, tagSize), stdGCM(t, key, 12, 16)
			for n := 0; n <= smallFusedText+2; n++ {
				for a := 0; a <= smallAD+2; a++ {
					nonce, pt, ad := randBytes(r, 12), randBytes(r, n), randBytes(r, a)
					want := ref.Seal(nil, nonce, pt, ad)[:n+tagSize]
					if got := ours.Seal(nil, nonce, pt, ad); !bytes.Equal(got, want) {
						t.Fatalf("key %d text %d ad %d: Seal differs from stdlib\n got %x\nwant %x", keySize, n, a, got, want)
					}
					if got, err := ours.Open(nil, nonce, want, ad); err != nil || !bytes.Equal(got, pt) {
						t.Fatalf("key %d text %d ad %d: Open failed: %v", keySize, n, a, err)
					}
					want[len(want)-1] ^= 1
					if _, err := ours.Open(nil, nonce, want, ad); err == nil {
						t.Fatalf("key %d text %d ad %d: bad tag accepted", keySize, n, a)
					}
				}
			}
		}
	})
}
