// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (386 || arm64 || ppc64le || riscv64 || s390x || (arm && arm.6)) && !purego

package bigmod

import (
	"fmt"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// The assembly entry points of the ports that share one set of kernel
// names (arith_<arch>.go: addVVAsm, subVVAsm, addMulVVWAsm, montMulAsm,
// montSqrAsm, tableLookupAsm) called directly (not through the tier
// dispatch), against their Go twins and math/big, at every length from 1
// to kMaxTestLimbs and at the stack-scratch boundary, with the kPattern
// and kModulus shapes: all-ones, zero, one (a carry rippling through every
// limb), all-ones but the top limb, mostly all-ones, random.

func testAsmLengths() []int {
	var ns []int
	for n := 1; n <= kMaxTestLimbs; n++ {
		ns = append(ns, n)
	}
	return append(ns, 96, 127, maxAsmLimbs)
}

func TestAddSubAsmAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(0x5eed, 1))
	for _, n := range testAsmLengths() {
		for k := 0; k < 24; k++ {
			x, y := kPattern(r, n, k), kPattern(r, n, k/3+k+1)
			bx, by := kToBig(x), kToBig(y)
			mod := new(big.Int).Lsh(big.NewInt(1), uint(n*bits.UintSize))

			want := make([]uint, n)
			wc := addVVGeneric(want, x, y)
			got := make([]uint, n)
			gc := addVVAsm(&got[0], &x[0], &y[0], n)
			sum := new(big.Int).Add(bx, by)
			if gc != wc || !slices.Equal(got, want) || kToBig(got).Cmp(new(big.Int).Mod(sum, mod)) != 0 || uint(sum.Rsh(sum, uint(n*bits.UintSize)).Uint64()) != gc {
				t.Fatalf("addVVAsm n=%d k=%d: got %x c=%d, want %x c=%d", n, k, got, gc, want, wc)
			}

			wb := subVVGeneric(want, x, y)
			gb := subVVAsm(&got[0], &x[0], &y[0], n)
			diff := new(big.Int).Sub(bx, by)
			var borrow uint
			if diff.Sign() < 0 {
				borrow = 1
			}
			if gb != wb || gb != borrow || !slices.Equal(got, want) || kToBig(got).Cmp(new(big.Int).Mod(diff, mod)) != 0 {
				t.Fatalf("subVVAsm n=%d k=%d: got %x b=%d, want %x b=%d", n, k, got, gb, want, wb)
			}
		}
	}
}

// TestAddMulVVWAsmAgainstGeneric is testAddMulAt's check on the raw kernel
// (pointers and n), against math/big too.
func TestAddMulVVWAsmAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(0x5eed, 2))
	for _, n := range testAsmLengths() {
		for k := 0; k < 24; k++ {
			z, x := kPattern(r, n, k), kPattern(r, n, k+3)
			ys := []uint{0, 1, ^uint(0), ^uint(0) - 1, uint(r.Uint32())}
			y := ys[k%len(ys)]
			want := slices.Clone(z)
			wc := addMulVVWGeneric(want, x, y)
			got := slices.Clone(z)
			gc := addMulVVWAsm(&got[0], &x[0], n, y)
			ref := new(big.Int).Mul(kToBig(x), new(big.Int).SetUint64(uint64(y)))
			ref.Add(ref, kToBig(z))
			full := append(slices.Clone(got), gc)
			if gc != wc || !slices.Equal(got, want) || kToBig(full).Cmp(ref) != 0 {
				t.Fatalf("addMulVVWAsm n=%d k=%d y=%x: got %x c=%x, want %x c=%x", n, k, y, got, gc, want, wc)
			}
		}
	}
}

func TestMontAsmAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(0x5eed, 3))
	for _, n := range testAsmLengths() {
		bR := new(big.Int).Lsh(big.NewInt(1), uint(n*bits.UintSize))
		for k := 0; k < 15; k++ {
			m := kModulus(r, n, k)
			m0inv := kNegInv(m[0])
			bm := kToBig(m)
			rInv := new(big.Int).ModInverse(bR, bm)
			x, y := kOperand(r, m, k), kOperand(r, m, k/2+k+1)

			checkMontMulAsm(t, fmt.Sprintf("n=%d k=%d", n, k), m, x, y, m0inv, rInv)

			want, got := make([]uint, n), make([]uint, n)
			montSqrGeneric(want, x, m, m0inv)
			montSqrAsm(&got[0], &x[0], &m[0], n, m0inv)
			ref := new(big.Int).Mul(kToBig(x), kToBig(x))
			ref.Mul(ref, rInv).Mod(ref, bm)
			if !slices.Equal(got, want) || kToBig(got).Cmp(ref) != 0 {
				t.Fatalf("montSqrAsm n=%d k=%d:\n m=%x\n x=%x\n got  %x\n want %x", n, k, m, x, got, want)
			}
			// In place, as Exp calls them: z = x, and z = x = y.
			zx := slices.Clone(x)
			montSqrAsm(&zx[0], &zx[0], &m[0], n, m0inv)
			zz := slices.Clone(x)
			montMulAsm(&zz[0], &zz[0], &zz[0], &m[0], n, m0inv)
			if !slices.Equal(zx, want) || !slices.Equal(zz, want) {
				t.Fatalf("n=%d k=%d: in-place montSqrAsm or montMulAsm differs", n, k)
			}
		}
	}
}

// checkMontMulAsm compares montMulAsm with montMulGeneric and math/big
// (rInv = R⁻¹ mod m) on one input.
func checkMontMulAsm(t *testing.T, what string, m, x, y []uint, m0inv uint, rInv *big.Int) {
	t.Helper()
	n := len(m)
	want := make([]uint, n)
	montMulGeneric(want, x, y, m, m0inv)
	got := make([]uint, n)
	montMulAsm(&got[0], &x[0], &y[0], &m[0], n, m0inv)
	ref := new(big.Int).Mul(kToBig(x), kToBig(y))
	ref.Mul(ref, rInv).Mod(ref, kToBig(m))
	if !slices.Equal(got, want) || kToBig(got).Cmp(ref) != 0 {
		t.Fatalf("montMulAsm %s:\n m=%x\n x=%x\n y=%x\n got  %x\n want %x", what, m, x, y, got, want)
	}
}

func TestTableLookupAsmAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(0x5eed, 4))
	for n := 1; n <= kMaxTestLimbs; n++ {
		for _, size := range []int{1, 2, 3, 16, 32} {
			tab := kPattern(r, n*size, 5)
			for idx := 0; idx < size; idx++ {
				got, want := make([]uint, n+1), make([]uint, n+1)
				got[n], want[n] = 7, 7 // the limb past z is not touched
				tableLookupAsm(&got[0], &tab[0], n, size, uint(idx))
				tableLookupGeneric(want, tab, n, size, uint(idx))
				if !slices.Equal(got, want) || !slices.Equal(got[:n], tab[idx*n:idx*n+n]) {
					t.Fatalf("n=%d size=%d idx=%d: tableLookupAsm wrong", n, size, idx)
				}
			}
			// An index past the table selects nothing.
			got := make([]uint, n)
			tableLookupAsm(&got[0], &tab[0], n, size, uint(size))
			if slices.ContainsFunc(got, func(v uint) bool { return v != 0 }) {
				t.Fatalf("n=%d size=%d: idx = size selected %x", n, size, got)
			}
		}
	}
}
