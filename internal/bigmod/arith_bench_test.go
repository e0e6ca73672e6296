// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// BenchmarkMontMul measures one Montgomery multiplication (and squaring) at
// the sizes RSA-2048/4096 CRT use, under every tier this machine supports,
// against math/big's Mul followed by Mod (the equivalent work without
// Montgomery form, variable-time).
func BenchmarkMontMul(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range benchSizes {
		m := kModulus(r, n, 3)
		x, y, z := kOperand(r, m, 5), kOperand(r, m, 6), make([]uint, n)
		m0inv := kNegInv(m[0])
		for _, tier := range append([]string{impl.Base}, impl.List("bigmod")...) {
			if !impl.Supported("bigmod", tier) {
				continue
			}
			b.Run(fmt.Sprintf("%d/%s/mul", n, tier), func(b *testing.B) {
				impl.Select("bigmod", tier)
				defer impl.Reset("bigmod")
				for b.Loop() {
					montMul(z, x, y, m, m0inv)
				}
			})
			b.Run(fmt.Sprintf("%d/%s/sqr", n, tier), func(b *testing.B) {
				impl.Select("bigmod", tier)
				defer impl.Reset("bigmod")
				for b.Loop() {
					montSqr(z, x, m, m0inv)
				}
			})
		}
		b.Run(fmt.Sprintf("%d/mathbig/mulmod", n), func(b *testing.B) {
			bx, by, bm := kToBig(x), kToBig(y), kToBig(m)
			p, q := new(big.Int), new(big.Int)
			for b.Loop() {
				p.Mul(bx, by)
				q.Mod(p, bm)
			}
		})
	}
}

var benchSizes = []int{16, 32, 48, 64}

// BenchmarkTableLookup: one window-table lookup of a 5-bit fixed-window
// exponentiation (32 entries) at the CRT sizes, kernel vs Go twin.
func BenchmarkTableLookup(b *testing.B) {
	for _, n := range []int{16, 32} {
		tab := make([]uint, 32*n)
		z := make([]uint, n)
		b.Run(fmt.Sprintf("%d/kernel", n), func(b *testing.B) {
			for b.Loop() {
				tableLookup(z, tab, n, 32, 17)
			}
		})
		b.Run(fmt.Sprintf("%d/generic", n), func(b *testing.B) {
			for b.Loop() {
				tableLookupGeneric(z, tab, n, 32, 17)
			}
		})
	}
}
