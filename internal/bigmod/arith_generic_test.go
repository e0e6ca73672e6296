// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// limbsToBig and bigToLimbs convert for the math/big reference.
func limbsToBig(x []uint) *big.Int {
	ws := make([]big.Word, len(x))
	for i, v := range x {
		ws[i] = big.Word(v)
	}
	return new(big.Int).SetBits(ws)
}

func bigToLimbs(b *big.Int, n int) []uint {
	out := make([]uint, n)
	for i, w := range b.Bits() {
		if i < n {
			out[i] = uint(w)
		}
	}
	return out
}

// randLimbs returns n limbs biased toward carry-heavy patterns.
func randLimbs(r *rand.Rand, n int) []uint {
	x := make([]uint, n)
	mode := r.IntN(6)
	for i := range x {
		switch mode {
		case 0:
			x[i] = ^uint(0)
		case 1:
			x[i] = 0
		case 2:
			if r.IntN(4) == 0 {
				x[i] = uint(r.Uint64())
			} else {
				x[i] = ^uint(0)
			}
		default:
			x[i] = uint(r.Uint64())
		}
	}
	return x
}

// randOddModulus returns an odd n-limb modulus, sometimes with a short top limb.
func randOddModulus(r *rand.Rand, n int) []uint {
	m := randLimbs(r, n)
	switch r.IntN(4) {
	case 0:
		for i := range m {
			m[i] = ^uint(0)
		}
	case 1:
		m[n-1] = uint(r.Uint64()) >> r.IntN(bits.UintSize)
	}
	m[0] |= 1
	if n > 1 && m[n-1] == 0 {
		m[n-1] = 1
	}
	return m
}

func TestKernelsGenericVsBig(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 70; n++ {
		for iter := 0; iter < 20; iter++ {
			x, y := randLimbs(r, n), randLimbs(r, n)
			W := new(big.Int).Lsh(big.NewInt(1), uint(bits.UintSize*n))
			bx, by := limbsToBig(x), limbsToBig(y)

			z := make([]uint, n)
			c := addVVGeneric(z, x, y)
			want := new(big.Int).Add(bx, by)
			got := new(big.Int).Add(limbsToBig(z), new(big.Int).Mul(big.NewInt(int64(c)), W))
			if got.Cmp(want) != 0 {
				t.Fatalf("addVV n=%d", n)
			}
			b := subVVGeneric(z, x, y)
			want = new(big.Int).Sub(bx, by)
			got = new(big.Int).Sub(limbsToBig(z), new(big.Int).Mul(big.NewInt(int64(b)), W))
			if got.Cmp(want) != 0 {
				t.Fatalf("subVV n=%d", n)
			}
			w := uint(r.Uint64())
			if iter%3 == 0 {
				w = ^uint(0)
			}
			copy(z, y)
			c = addMulVVWGeneric(z, x, w)
			want = new(big.Int).Add(by, new(big.Int).Mul(bx, new(big.Int).SetUint64(uint64(w))))
			got = new(big.Int).Add(limbsToBig(z), new(big.Int).Mul(new(big.Int).SetUint64(uint64(c)), W))
			if got.Cmp(want) != 0 {
				t.Fatalf("addMulVVW n=%d", n)
			}

			m := randOddModulus(r, n)
			bm := limbsToBig(m)
			bx.Mod(bx, bm)
			by.Mod(by, bm)
			if iter == 0 {
				bx.Sub(bm, big.NewInt(1))
			}
			x, y = bigToLimbs(bx, n), bigToLimbs(by, n)
			Rinv := new(big.Int).ModInverse(W, bm)
			m0inv := negInvWord(m[0])
			montMulGeneric(z, x, y, m, m0inv)
			want = new(big.Int).Mul(bx, by)
			want.Mul(want, Rinv).Mod(want, bm)
			if limbsToBig(z).Cmp(want) != 0 {
				t.Fatalf("montMul n=%d", n)
			}
			montSqrGeneric(z, x, m, m0inv)
			want = new(big.Int).Mul(bx, bx)
			want.Mul(want, Rinv).Mod(want, bm)
			if limbsToBig(z).Cmp(want) != 0 {
				t.Fatalf("montSqr n=%d", n)
			}
			// Aliasing.
			copy(z, x)
			montMulGeneric(z, z, y, m, m0inv)
			want = new(big.Int).Mul(bx, by)
			want.Mul(want, Rinv).Mod(want, bm)
			if limbsToBig(z).Cmp(want) != 0 {
				t.Fatalf("montMul alias n=%d", n)
			}
			copy(z, x)
			montSqrGeneric(z, z, m, m0inv)
			want = new(big.Int).Mul(bx, bx)
			want.Mul(want, Rinv).Mod(want, bm)
			if limbsToBig(z).Cmp(want) != 0 {
				t.Fatalf("montSqr alias n=%d", n)
			}
		}
	}
}

// TestMontSqrGenericEdgeCases checks the Base squaring against the Base
// multiplication x·x and against math/big at every length 1..64 (and a few
// longer ones that take the larger stack scratch and the heap), on 0, 1,
// m−1, all-ones limbs, values whose carries ripple through every limb, and
// random values; z aliasing x included.
func TestMontSqrGenericEdgeCases(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	lengths := []int{}
	for n := 1; n <= 64; n++ {
		lengths = append(lengths, n)
	}
	lengths = append(lengths, 65, 127, 128, 129, 2*maxStackLimbs+3)
	iters := 40
	if testing.Short() {
		iters = 10
	}
	for _, n := range lengths {
		W := new(big.Int).Lsh(big.NewInt(1), uint(bits.UintSize*n))
		for iter := 0; iter < iters; iter++ {
			m := randOddModulus(r, n)
			if iter%5 == 0 {
				for i := range m {
					m[i] = ^uint(0) // m = 2^(Wn) − 1: every product limb all-ones-heavy
				}
			}
			bm := limbsToBig(m)
			Rinv := new(big.Int).ModInverse(W, bm)
			if Rinv == nil {
				continue // m = 1 has no useful residues
			}
			m0inv := negInvWord(m[0])
			candidates := []*big.Int{
				big.NewInt(0),
				big.NewInt(1),
				new(big.Int).Sub(bm, big.NewInt(1)), // m − 1
				new(big.Int).Sub(W, big.NewInt(1)),  // all-ones limbs (reduced below)
				new(big.Int).Rsh(W, 1),              // 2^(Wn−1): top bit only
				new(big.Int).Sub(new(big.Int).Rsh(W, 1), big.NewInt(1)), // carries ripple on doubling
				limbsToBig(randLimbs(r, n)),
				limbsToBig(randLimbs(r, n)),
			}
			for k, bx := range candidates {
				bx = new(big.Int).Mod(bx, bm)
				x := bigToLimbs(bx, n)
				want := new(big.Int).Mul(bx, bx)
				want.Mul(want, Rinv).Mod(want, bm)

				got := make([]uint, n)
				montSqrGeneric(got, x, m, m0inv)
				ref := make([]uint, n)
				montMulGeneric(ref, x, x, m, m0inv)
				for i := range got {
					if got[i] != ref[i] {
						t.Fatalf("n=%d iter=%d k=%d: montSqrGeneric %x != montMulGeneric(x, x) %x", n, iter, k, got, ref)
					}
				}
				if limbsToBig(got).Cmp(want) != 0 {
					t.Fatalf("n=%d iter=%d k=%d: montSqrGeneric differs from math/big", n, iter, k)
				}
				copy(got, x)
				montSqrGeneric(got, got, m, m0inv)
				if limbsToBig(got).Cmp(want) != 0 {
					t.Fatalf("n=%d iter=%d k=%d: montSqrGeneric with z == x differs", n, iter, k)
				}
			}
		}
	}
}

// TestAddMulVVWGenericTails covers the unrolled blocks and every tail
// length with all-ones inputs (maximal carries) and random ones.
func TestAddMulVVWGenericTails(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for n := 1; n <= 67; n++ {
		for iter := 0; iter < 20; iter++ {
			z, x := randLimbs(r, n), randLimbs(r, n)
			y := uint(r.Uint64())
			if iter%2 == 0 {
				for i := range z {
					z[i], x[i] = ^uint(0), ^uint(0)
				}
				y = ^uint(0)
			}
			want := new(big.Int).Mul(limbsToBig(x), new(big.Int).SetUint64(uint64(y)))
			want.Add(want, limbsToBig(z))
			c := addMulVVWGeneric(z, x, y)
			got := new(big.Int).Lsh(new(big.Int).SetUint64(uint64(c)), uint(bits.UintSize*n))
			got.Add(got, limbsToBig(z))
			if got.Cmp(want) != 0 {
				t.Fatalf("addMulVVWGeneric n=%d iter=%d", n, iter)
			}
		}
	}
}
