// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package nistec

import (
	"math/rand/v2"
	"testing"
)

// TestLookupAffineNEONAgainstGeneric compares the NEON table scans with
// their Go twins on random tables, for every index 0..16 (and out-of-range
// 17 and a huge one, which select nothing).
func TestLookupAffineNEONAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	fill := func(l []uint64) {
		for i := range l {
			l[i] = r.Uint64()
		}
	}
	for it := 0; it < 200; it++ {
		var t256 [16]p256Affine
		var t384 [16]p384Affine
		var t521 [16]p521Affine
		for j := 0; j < 16; j++ {
			fill(t256[j].x.l[:])
			fill(t256[j].y.l[:])
			fill(t384[j].x.l[:])
			fill(t384[j].y.l[:])
			fill(t521[j].x.l[:])
			fill(t521[j].y.l[:])
		}
		for _, idx := range []uint64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 1 << 40} {
			var a1, a2 p256Affine
			a1.x.l[0] = 1 // the output is overwritten, not merged
			p256LookupAffineNEON(&a1, &t256, idx)
			p256LookupAffineGeneric(&a2, &t256, idx)
			if a1 != a2 {
				t.Fatalf("P-256 idx %d: asm %x, Go %x", idx, a1, a2)
			}
			var b1, b2 p384Affine
			b1.y.l[5] = 1
			p384LookupAffineNEON(&b1, &t384, idx)
			p384LookupAffineGeneric(&b2, &t384, idx)
			if b1 != b2 {
				t.Fatalf("P-384 idx %d: asm %x, Go %x", idx, b1, b2)
			}
			var c1, c2 p521Affine
			c1.y.l[8] = 1
			p521LookupAffineNEON(&c1, &t521, idx)
			p521LookupAffineGeneric(&c2, &t521, idx)
			if c1 != c2 {
				t.Fatalf("P-521 idx %d: asm %x, Go %x", idx, c1, c2)
			}
		}
	}
}
