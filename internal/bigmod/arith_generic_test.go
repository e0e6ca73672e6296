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
