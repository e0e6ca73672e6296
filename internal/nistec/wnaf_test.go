package nistec

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestWNAF checks the width-w NAF of random and edge scalars: it sums back
// to the scalar, its digits are odd and below 2^(w−1) in absolute value,
// and non-zero digits are at least w positions apart.
func TestWNAF(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, limbs := range []int{4, 6, 9} {
		for it := 0; it < 2000; it++ {
			s := make([]uint64, limbs+1)
			for i := 0; i < limbs; i++ {
				switch r.IntN(4) {
				case 0:
					s[i] = ^uint64(0)
				case 1:
					s[i] = 0
				default:
					s[i] = r.Uint64()
				}
			}
			if limbs == 9 {
				s[8] &= 0x1ff // P-521 scalars have 521 bits
			}
			want := new(big.Int)
			for i := limbs - 1; i >= 0; i-- {
				want.Lsh(want, 64)
				want.Or(want, new(big.Int).SetUint64(s[i]))
			}
			for _, w := range []uint{5, 8} {
				out := make([]int8, limbs*64+1)
				n := wnafWidthVarTime(out, s, w)
				got := new(big.Int)
				last := -int(w)
				for i := n - 1; i >= 0; i-- {
					got.Lsh(got, 1)
					got.Add(got, big.NewInt(int64(out[i])))
				}
				for i := 0; i < n; i++ {
					if d := int(out[i]); d != 0 {
						if d%2 == 0 || d >= 1<<(w-1) || d <= -(1<<(w-1)) {
							t.Fatalf("w=%d: bad digit %d at %d", w, d, i)
						}
						if i-last < int(w) {
							t.Fatalf("w=%d: digits at %d and %d too close", w, last, i)
						}
						last = i
					}
				}
				if n > 0 && out[n-1] == 0 {
					t.Fatalf("w=%d: length %d ends in a zero digit", w, n)
				}
				if got.Cmp(want) != 0 {
					t.Fatalf("w=%d: NAF of %x sums to %x", w, want, got)
				}
			}
		}
	}
}
