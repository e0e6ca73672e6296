// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// Tests of the dispatched word kernels (assembly on amd64/arm64, the Go
// twins under Base and purego) against the Go twins and math/big, at every
// length from 1 to kMaxTestLimbs, under every tier.

const kMaxTestLimbs = 70

// kPattern returns one of several n-limb test patterns: the adversarial
// ones (all-ones, zero, one, a carry rippling through every limb) and
// random ones.
func kPattern(r *rand.Rand, n, which int) []uint {
	x := make([]uint, n)
	switch which % 8 {
	case 0: // all ones
		for i := range x {
			x[i] = ^uint(0)
		}
	case 1: // zero
	case 2: // one: with all-ones in the other operand, a carry through every limb
		x[0] = 1
	case 3: // all ones but the top limb
		for i := range x[:n-1] {
			x[i] = ^uint(0)
		}
	case 4: // mostly all-ones limbs
		for i := range x {
			if r.IntN(4) == 0 {
				x[i] = uint(r.Uint64())
			} else {
				x[i] = ^uint(0)
			}
		}
	default:
		for i := range x {
			x[i] = uint(r.Uint64())
		}
	}
	return x
}

// kToBig is limbsToBig under the kernel tests' name.
func kToBig(x []uint) *big.Int { return limbsToBig(x) }

func kFromBig(b *big.Int, n int) []uint {
	out := make([]uint, n)
	for i, w := range b.Bits() {
		out[i] = uint(w)
	}
	return out
}

// kModulus returns an odd n-limb modulus of one of several shapes.
func kModulus(r *rand.Rand, n, which int) []uint {
	m := kPattern(r, n, 5)
	switch which % 5 {
	case 0: // 2^(Wn) - 1
		for i := range m {
			m[i] = ^uint(0)
		}
	case 1: // short top limb
		m[n-1] >>= r.IntN(bits.UintSize)
	case 2: // 2^(W(n-1)) + 1: the smallest n-limb shape
		clear(m)
		m[0] = 1
	case 3: // top bit set, like an RSA prime
		m[n-1] |= 1 << (bits.UintSize - 1)
	}
	m[0] |= 1
	if m[n-1] == 0 {
		m[n-1] = 1
	}
	return m
}

func kNegInv(m0 uint) uint {
	inv := m0 // m0·m0 ≡ 1 mod 8: correct to 3 bits; each step doubles them
	for range 6 {
		inv *= 2 - m0*inv
	}
	return -inv
}

// kOperands returns operands below m: m-1, 0, 1, m-2 and random ones.
func kOperand(r *rand.Rand, m []uint, which int) []uint {
	n := len(m)
	bm := kToBig(m)
	var v *big.Int
	switch which % 6 {
	case 0:
		v = new(big.Int).Sub(bm, big.NewInt(1))
	case 1:
		v = new(big.Int)
	case 2:
		v = big.NewInt(1)
	case 3:
		v = new(big.Int).Sub(bm, big.NewInt(2))
		if v.Sign() < 0 {
			v.SetInt64(0)
		}
	default:
		v = new(big.Int).Mod(kToBig(kPattern(r, n, which)), bm)
	}
	return kFromBig(v, n)
}

func TestKernelsAgainstGeneric(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", func(t *testing.T) {
		r := rand.New(rand.NewPCG(11, 12))
		for n := 1; n <= kMaxTestLimbs; n++ {
			for k := 0; k < 16; k++ {
				testAddSubAt(t, r, n, k)
				testAddMulAt(t, r, n, k, "addMulVVW", addMulVVW)
			}
			for k := 0; k < 12; k++ {
				testMontAt(t, r, n, k, "montMul", montMul, montSqr)
			}
		}
		// The boundary of the stack-scratch assembly: 128 limbs and beyond.
		for _, n := range []int{127, 128, 129, 130} {
			testMontAt(t, r, n, 0, "montMul", montMul, montSqr)
			testMontAt(t, r, n, 5, "montMul", montMul, montSqr)
		}
	})
}

func testAddSubAt(t *testing.T, r *rand.Rand, n, k int) {
	t.Helper()
	x, y := kPattern(r, n, k), kPattern(r, n, k/2+3*k)
	for _, op := range []struct {
		name      string
		got, want func(z, x, y []uint) uint
	}{{"addVV", addVV, addVVGeneric}, {"subVV", subVV, subVVGeneric}} {
		want := make([]uint, n)
		wc := op.want(want, x, y)
		got := make([]uint, n)
		gc := op.got(got, x, y)
		if gc != wc || !slices.Equal(got, want) {
			t.Fatalf("%s n=%d k=%d: got %x c=%d, want %x c=%d", op.name, n, k, got, gc, want, wc)
		}
		// z aliases x, then y.
		zx := slices.Clone(x)
		if c := op.got(zx, zx, y); c != wc || !slices.Equal(zx, want) {
			t.Fatalf("%s n=%d k=%d: aliasing z == x differs", op.name, n, k)
		}
		zy := slices.Clone(y)
		if c := op.got(zy, x, zy); c != wc || !slices.Equal(zy, want) {
			t.Fatalf("%s n=%d k=%d: aliasing z == y differs", op.name, n, k)
		}
	}
}

// testAddMulAt checks addMul (addMulVVW, or a Base kernel) against
// addMulVVWGeneric on one pattern, in place too.
func testAddMulAt(t *testing.T, r *rand.Rand, n, k int, name string, addMul func(z, x []uint, y uint) uint) {
	t.Helper()
	z, x := kPattern(r, n, k), kPattern(r, n, k+1)
	ys := []uint{0, 1, ^uint(0), ^uint(0) - 1, uint(r.Uint64())}
	y := ys[k%len(ys)]
	want := slices.Clone(z)
	wc := addMulVVWGeneric(want, x, y)
	got := slices.Clone(z)
	if gc := addMul(got, x, y); gc != wc || !slices.Equal(got, want) {
		t.Fatalf("%s n=%d k=%d y=%x: got %x c=%x, want %x c=%x", name, n, k, y, got, gc, want, wc)
	}
	// z == x: z = z + z*y.
	want = slices.Clone(x)
	wc = addMulVVWGeneric(want, want, y)
	got = slices.Clone(x)
	if gc := addMul(got, got, y); gc != wc || !slices.Equal(got, want) {
		t.Fatalf("%s n=%d k=%d: aliasing z == x differs", name, n, k)
	}
}

// testMontAt checks mul and sqr (montMul and montSqr, or Base kernels)
// against the generic twins, and those against math/big, on one modulus
// shape, in place too (z = x, z = y, z = x = y), as Exp calls them.
func testMontAt(t *testing.T, r *rand.Rand, n, k int, name string, mul func(z, x, y, m []uint, m0inv uint), sqr func(z, x, m []uint, m0inv uint)) {
	t.Helper()
	m := kModulus(r, n, k)
	m0inv := kNegInv(m[0])
	x, y := kOperand(r, m, k), kOperand(r, m, k/3+2*k+1)

	want := make([]uint, n)
	montMulGeneric(want, x, y, m, m0inv)
	// Check the twin against math/big once per case: x*y*R⁻¹ mod m.
	bm := kToBig(m)
	rInv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), uint(n*bits.UintSize)), bm)
	ref := new(big.Int).Mul(kToBig(x), kToBig(y))
	ref.Mul(ref, rInv).Mod(ref, bm)
	if kToBig(want).Cmp(ref) != 0 {
		t.Fatalf("montMulGeneric n=%d k=%d disagrees with math/big", n, k)
	}

	got := make([]uint, n)
	mul(got, x, y, m, m0inv)
	if !slices.Equal(got, want) {
		t.Fatalf("%s n=%d k=%d:\n m=%x\n x=%x\n y=%x\n got  %x\n want %x", name, n, k, m, x, y, got, want)
	}
	zx := slices.Clone(x)
	mul(zx, zx, y, m, m0inv)
	zy := slices.Clone(y)
	mul(zy, x, zy, m, m0inv)
	if !slices.Equal(zx, want) || !slices.Equal(zy, want) {
		t.Fatalf("%s n=%d k=%d: aliasing z == x or z == y differs", name, n, k)
	}

	want2 := make([]uint, n)
	montSqrGeneric(want2, x, m, m0inv)
	want3 := make([]uint, n)
	montMulGeneric(want3, x, x, m, m0inv)
	if !slices.Equal(want2, want3) {
		t.Fatalf("montSqrGeneric n=%d k=%d differs from montMulGeneric(x, x)", n, k)
	}
	got2 := make([]uint, n)
	sqr(got2, x, m, m0inv)
	if !slices.Equal(got2, want2) {
		t.Fatalf("%s sqr n=%d k=%d:\n m=%x\n x=%x\n got  %x\n want %x", name, n, k, m, x, got2, want2)
	}
	zz := slices.Clone(x)
	sqr(zz, zz, m, m0inv)
	if !slices.Equal(zz, want2) {
		t.Fatalf("%s sqr n=%d k=%d: aliasing z == x differs", name, n, k)
	}
	zz = slices.Clone(x)
	mul(zz, zz, zz, m, m0inv)
	if !slices.Equal(zz, want2) {
		t.Fatalf("%s n=%d k=%d: z == x == y differs", name, n, k)
	}
}

func TestKernelsAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{16, 32, 64} {
		m := kModulus(r, n, 3)
		x, y, z := kOperand(r, m, 5), kOperand(r, m, 6), make([]uint, n)
		m0inv := kNegInv(m[0])
		if a := testing.AllocsPerRun(10, func() {
			montMul(z, x, y, m, m0inv)
			montSqr(z, z, m, m0inv)
			addMulVVW(z, x, 7)
			addVV(z, x, y)
			subVV(z, x, y)
			tableLookup(z, m, n, 1, 0)
		}); a != 0 {
			t.Errorf("n=%d: %v allocations per run", n, a)
		}
	}
}

func FuzzMontMul(f *testing.F) {
	f.Add([]byte{1, 2, 3}, []byte{4, 5, 6}, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, uint8(0))
	f.Fuzz(func(t *testing.T, xb, yb, mb []byte, sel uint8) {
		if len(mb) == 0 || len(mb) > 8*40 {
			return
		}
		n := (len(mb) + bits.UintSize/8 - 1) / (bits.UintSize / 8)
		bm := new(big.Int).SetBytes(mb)
		bm.SetBit(bm, 0, 1)
		m := kFromBig(bm, n)
		if m[n-1] == 0 {
			return
		}
		x := kFromBig(new(big.Int).Mod(new(big.Int).SetBytes(xb), bm), n)
		y := kFromBig(new(big.Int).Mod(new(big.Int).SetBytes(yb), bm), n)
		m0inv := kNegInv(m[0])
		want, got := make([]uint, n), make([]uint, n)
		montMulGeneric(want, x, y, m, m0inv)
		montMul(got, x, y, m, m0inv)
		if !slices.Equal(got, want) {
			t.Fatalf("montMul differs: m=%x x=%x y=%x", m, x, y)
		}
		montSqrGeneric(want, x, m, m0inv)
		montSqr(got, x, m, m0inv)
		if !slices.Equal(got, want) {
			t.Fatalf("montSqr differs: m=%x x=%x", m, x)
		}
		w := uint(sel) * 0x9e3779b9
		z1, z2 := slices.Clone(y), slices.Clone(y)
		if c1, c2 := addMulVVWGeneric(z1, x, w), addMulVVW(z2, x, w); c1 != c2 || !slices.Equal(z1, z2) {
			t.Fatalf("addMulVVW differs")
		}
		if c1, c2 := addVVGeneric(z1, x, y), addVV(z2, x, y); c1 != c2 || !slices.Equal(z1, z2) {
			t.Fatalf("addVV differs")
		}
		if c1, c2 := subVVGeneric(z1, x, y), subVV(z2, x, y); c1 != c2 || !slices.Equal(z1, z2) {
			t.Fatalf("subVV differs")
		}
	})
}

func TestTableLookupAgainstGeneric(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", func(t *testing.T) {
		r := rand.New(rand.NewPCG(31, 32))
		for _, n := range []int{1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 24, 32, 33, 64} {
			for _, size := range []int{1, 2, 16, 32, 64} {
				tab := kPattern(r, n*size, 5)
				for idx := 0; idx < size; idx++ {
					got, want := make([]uint, n+1), make([]uint, n+1)
					got[n], want[n] = 7, 7 // the limb past z is not touched
					tableLookup(got, tab, n, size, uint(idx))
					tableLookupGeneric(want, tab, n, size, uint(idx))
					if !slices.Equal(got, want) || !slices.Equal(got[:n], tab[idx*n:idx*n+n]) {
						t.Fatalf("n=%d size=%d idx=%d: tableLookup wrong", n, size, idx)
					}
				}
			}
		}
	})
}
