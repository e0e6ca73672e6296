// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestLazyPowersAgainstEager seals and opens messages long enough for the
// whole-message kernels' H^32..H^17 (in the text, the additional data or
// both) on fresh keys: the first message (powers computed by the kernel on
// its frame), the second (the kept table built) and a third, and on a key
// whose table was built eagerly before its first message, all against the
// standard library. On the AVX-512 fused kernel it also checks that the
// first message keeps no table and the second keeps one.
func TestLazyPowersAgainstEager(t *testing.T) {
	cases := []struct{ text, ad int }{
		{512, 0}, {8192, 13}, {100, 512}, {600, 600}, {4096 + 17, 2000}, {511, 511}, {1350, 13},
	}
	allTiers(t, func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{31})
		for i, c := range cases {
			key := randBytes(r, []int{16, 24, 32}[i%3])
			ref := stdGCM(t, key, 12, 16)
			lazy, eager := newAEAD(t, key, 12, 16), newAEAD(t, key, 12, 16)
			full := fullFused != fusedNone && lazy.fused == fullFused
			if full {
				eager.ghash.Powers32()
			}
			for m := range 3 {
				nonce, pt, ad := randBytes(r, 12), randBytes(r, c.text), randBytes(r, c.ad)
				want := ref.Seal(nil, nonce, pt, ad)
				for name, g := range map[string]*AEAD{"lazy": lazy, "eager": eager} {
					var got []byte
					if m == 1 && name == "lazy" {
						// The second message opens first: Open builds the table too.
						back, err := g.Open(nil, nonce, want, ad)
						if err != nil || !bytes.Equal(back, pt) {
							t.Fatalf("%s key, text %d, ad %d, message %d: Open failed", name, c.text, c.ad, m)
						}
						got = g.Seal(nil, nonce, pt, ad)
					} else {
						got = g.Seal(nil, nonce, pt, ad)
						back, err := g.Open(nil, nonce, want, ad)
						if err != nil || !bytes.Equal(back, pt) {
							t.Fatalf("%s key, text %d, ad %d, message %d: Open failed", name, c.text, c.ad, m)
						}
					}
					if !bytes.Equal(got, want) {
						t.Fatalf("%s key, text %d, ad %d, message %d: Seal differs from the standard library", name, c.text, c.ad, m)
					}
				}
				if !full || c.text|c.ad < fullPowers32 {
					continue
				}
				// Message 0 made one Seal and one Open: the Open was the key's
				// second use of the powers and built the table.
				if m == 0 && lazy.ghash.Powers32Built() == nil {
					t.Fatalf("text %d, ad %d: two long messages kept no table", c.text, c.ad)
				}
			}
			if !full || c.text|c.ad < fullPowers32 {
				continue
			}
			// One long message on a fresh key keeps no table.
			g := newAEAD(t, key, 12, 16)
			nonce, pt, ad := randBytes(r, 12), randBytes(r, c.text), randBytes(r, c.ad)
			if got := g.Seal(nil, nonce, pt, ad); !bytes.Equal(got, ref.Seal(nil, nonce, pt, ad)) {
				t.Fatalf("text %d, ad %d: first Seal differs from the standard library", c.text, c.ad)
			}
			if g.ghash.Powers32Built() != nil {
				t.Fatalf("text %d, ad %d: the first long message kept a table", c.text, c.ad)
			}
			g = newAEAD(t, key, 12, 16)
			if back, err := g.Open(nil, nonce, ref.Seal(nil, nonce, pt, ad), ad); err != nil || !bytes.Equal(back, pt) {
				t.Fatalf("text %d, ad %d: first Open failed", c.text, c.ad)
			}
			if g.ghash.Powers32Built() != nil {
				t.Fatalf("text %d, ad %d: the first long Open kept a table", c.text, c.ad)
			}
		}
	})
}
