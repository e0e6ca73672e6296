// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// The kernels of arith_narrow.go against the generic twins at every length
// from 1 to kMaxTestLimbs, at the stack-scratch boundaries (32 and
// maxStackLimbs limbs) and past them, on the kPattern and kModulus shapes.
// The halves kernels run on every 64-bit target, not only where Base picks
// them (wasm); montMulNarrow needs 32-bit limbs.

func narrowLengths() []int {
	var ns []int
	for n := 1; n <= kMaxTestLimbs; n++ {
		ns = append(ns, n)
	}
	return append(ns, maxStackLimbs, maxStackLimbs+1)
}

func TestHalvesAgainstGeneric(t *testing.T) {
	if bits.UintSize != 64 {
		t.Skip("the halves kernels take 64-bit limbs")
	}
	r := rand.New(rand.NewPCG(0x4a1f, 1))
	for _, n := range narrowLengths() {
		for k := 0; k < 12; k++ {
			z, x := kPattern(r, n, k), kPattern(r, n, k+1)
			ys := []uint{0, 1, ^uint(0), ^uint(0) - 1, uint(r.Uint64())}
			y := ys[k%len(ys)]
			want, got := slices.Clone(z), slices.Clone(z)
			wc, gc := addMulVVWGeneric(want, x, y), addMulVVWHalves(got, x, y)
			if gc != wc || !slices.Equal(got, want) {
				t.Fatalf("addMulVVWHalves n=%d k=%d y=%x: got %x c=%x, want %x c=%x", n, k, y, got, gc, want, wc)
			}
			testMontTwin(t, r, n, k, "halves", montMulHalves, montSqrHalves)
		}
	}
}

func TestNarrowAgainstGeneric(t *testing.T) {
	if bits.UintSize != 32 {
		t.Skip("montMulNarrow takes 32-bit limbs")
	}
	r := rand.New(rand.NewPCG(0x4a1f, 2))
	for _, n := range narrowLengths() {
		for k := 0; k < 12; k++ {
			testMontTwin(t, r, n, k, "narrow", montMulNarrow, func(z, x, m []uint, m0inv uint) {
				montMulNarrow(z, x, x, m, m0inv)
			})
		}
	}
}

// testMontTwin checks mul and sqr against montMulGeneric and
// montSqrGeneric on one modulus shape, in place too (z = x, z = x = y),
// as Exp calls them.
func testMontTwin(t *testing.T, r *rand.Rand, n, k int, name string, mul func(z, x, y, m []uint, m0inv uint), sqr func(z, x, m []uint, m0inv uint)) {
	t.Helper()
	m := kModulus(r, n, k)
	m0inv := kNegInv(m[0])
	x, y := kOperand(r, m, k), kOperand(r, m, k/2+k+1)
	want, got := make([]uint, n), make([]uint, n)
	montMulGeneric(want, x, y, m, m0inv)
	mul(got, x, y, m, m0inv)
	if !slices.Equal(got, want) {
		t.Fatalf("%s mul n=%d k=%d:\n m=%x\n x=%x\n y=%x\n got  %x\n want %x", name, n, k, m, x, y, got, want)
	}
	zx := slices.Clone(x)
	mul(zx, zx, y, m, m0inv)
	if !slices.Equal(zx, want) {
		t.Fatalf("%s mul n=%d k=%d: z == x differs", name, n, k)
	}
	montSqrGeneric(want, x, m, m0inv)
	sqr(got, x, m, m0inv)
	if !slices.Equal(got, want) {
		t.Fatalf("%s sqr n=%d k=%d:\n m=%x\n x=%x\n got  %x\n want %x", name, n, k, m, x, got, want)
	}
	zx = slices.Clone(x)
	sqr(zx, zx, m, m0inv)
	zz := slices.Clone(x)
	mul(zz, zz, zz, m, m0inv)
	if !slices.Equal(zx, want) || !slices.Equal(zz, want) {
		t.Fatalf("%s n=%d k=%d: in-place sqr or mul(z, z, z) differs", name, n, k)
	}
}
