// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// TestAddAffineUnlessZeroAgainstMasked compares the window addition with
// its masks in one pass (addAffineUnlessZero, on the tiers without a
// kernel for it) with addAffineMasked then selectFrom, on every tier and
// curve: digits zero and not, p at infinity, q2 = ±p (where the sum is
// meaningless but is blended alike) and multiples of G.
func TestAddAffineUnlessZeroAgainstMasked(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(40, 41))
		scalar := func(size int) []byte {
			b := make([]byte, size)
			for i := range b {
				b[i] = byte(r.Uint32())
			}
			b[0] &= 0x7f // below every curve's order (P-521's top byte is 0 or 1)
			if size == 66 {
				b[0] &= 1
			}
			return b
		}
		t.Run("P-256", func(t *testing.T) {
			var inf p256Jacobian
			inf.setInfinity()
			for i := range 16 {
				P, _ := NewP256Point().ScalarBaseMult(scalar(32))
				Q, _ := NewP256Point().ScalarBaseMult(scalar(32))
				if i == 0 {
					Q.Set(P)
				}
				var p p256Jacobian
				p.fromProjective(P)
				var q p256Affine
				q.x, q.y = Q.affine()
				if i == 1 {
					q.y.Neg(&q.y)
				}
				for _, pp := range []p256Jacobian{p, inf} {
					for _, abs := range []uint64{0, 1, 5, 32} {
						got := pp
						got.addAffineUnlessZero(&q, abs)
						var sum, want p256Jacobian
						sum.addAffineMasked(&pp, &q)
						want.selectFrom(&pp, &sum, subtle.IsZero64(abs))
						if got != want {
							t.Fatalf("case %d abs %d: got %x, want %x", i, abs, got, want)
						}
					}
				}
			}
		})
		t.Run("P-384", func(t *testing.T) {
			var inf p384Jacobian
			inf.setInfinity()
			for i := range 16 {
				P, _ := NewP384Point().ScalarBaseMult(scalar(48))
				Q, _ := NewP384Point().ScalarBaseMult(scalar(48))
				if i == 0 {
					Q.Set(P)
				}
				var p p384Jacobian
				p.fromProjective(P)
				var q p384Affine
				q.x, q.y = Q.affine()
				if i == 1 {
					q.y.Neg(&q.y)
				}
				for _, pp := range []p384Jacobian{p, inf} {
					for _, abs := range []uint64{0, 1, 5, 32} {
						got := pp
						got.addAffineUnlessZero(&q, abs)
						var sum, want p384Jacobian
						sum.addAffineMasked(&pp, &q)
						want.selectFrom(&pp, &sum, subtle.IsZero64(abs))
						if got != want {
							t.Fatalf("case %d abs %d: got %x, want %x", i, abs, got, want)
						}
					}
				}
			}
		})
		t.Run("P-521", func(t *testing.T) {
			var inf p521Jacobian
			inf.setInfinity()
			for i := range 16 {
				P, _ := NewP521Point().ScalarBaseMult(scalar(66))
				Q, _ := NewP521Point().ScalarBaseMult(scalar(66))
				if i == 0 {
					Q.Set(P)
				}
				var p p521Jacobian
				p.fromProjective(P)
				var q p521Affine
				q.x, q.y = Q.affine()
				if i == 1 {
					q.y.Neg(&q.y)
				}
				for _, pp := range []p521Jacobian{p, inf} {
					for _, abs := range []uint64{0, 1, 5, 16} {
						got := pp
						got.addAffineUnlessZero(&q, abs)
						var sum, want p521Jacobian
						sum.addAffineMasked(&pp, &q)
						want.selectFrom(&pp, &sum, subtle.IsZero64(abs))
						if got != want {
							t.Fatalf("case %d abs %d: got %x, want %x", i, abs, got, want)
						}
					}
				}
			}
		})
	})
}
