// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package bigmod

import (
	"fmt"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMontMulKaratsubaARM64AgainstGeneric aims at montMulAsm's Karatsuba
// split (even n ≥ karatsubaMin in the generator): operand halves equal
// (|x0−x1| = 0), all-ones, zero, one or random, so every sign pair of
// (x0−x1)(y1−y0) and the carries out of z0 + z2 ± D·E occur.
func TestMontMulKaratsubaARM64AgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(64, 5))
	half := func(h, which int, other []uint) []uint {
		if which == 6 {
			return slices.Clone(other)
		}
		return kPattern(r, h, which)
	}
	for n := 2; n <= 130; n += 2 {
		if n > maxAsmLimbs {
			n = maxAsmLimbs
		}
		h := n / 2
		bR := new(big.Int).Lsh(big.NewInt(1), uint(n*bits.UintSize))
		moduli := 4
		if testing.Short() {
			moduli = 2
		}
		for k := 0; k < moduli; k++ {
			m := kModulus(r, n, []int{0, 3, 5, 1}[k])
			m0inv := kNegInv(m[0])
			bm := kToBig(m)
			rInv := new(big.Int).ModInverse(bR, bm)
			for wx := 0; wx < 7; wx++ {
				for wy := 0; wy < 7; wy++ {
					x0 := kPattern(r, h, wx+1)
					x := append(x0, half(h, wx, x0)...)
					y0 := kPattern(r, h, wy+2)
					y := append(y0, half(h, (wy+3)%7, y0)...)
					x = kFromBig(new(big.Int).Mod(kToBig(x), bm), n)
					y = kFromBig(new(big.Int).Mod(kToBig(y), bm), n)
					checkMontMulAsm(t, fmt.Sprintf("n=%d k=%d wx=%d wy=%d", n, k, wx, wy), m, x, y, m0inv, rInv)
				}
			}
		}
		if n == maxAsmLimbs {
			break
		}
	}
}
