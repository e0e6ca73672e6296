// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

// edgyScalar returns limbs random words and a zero word above them; one
// word in kinds is all ones and one is zero, the rest are random.
func edgyScalar(r *rand.Rand, limbs, kinds int) []uint64 {
	s := make([]uint64, limbs+1)
	for i := 0; i < limbs; i++ {
		switch r.IntN(kinds) {
		case 0:
			s[i] = ^uint64(0)
		case 1:
			s[i] = 0
		default:
			s[i] = r.Uint64()
		}
	}
	return s
}

// TestWNAF checks the width-w NAF of random and edge scalars: it sums back
// to the scalar, its digits are odd and below 2^(w−1) in absolute value,
// and non-zero digits are at least w positions apart.
func TestWNAF(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, limbs := range []int{4, 6, 9} {
		for it := 0; it < 2000; it++ {
			s := edgyScalar(r, limbs, 4)
			if limbs == 9 {
				s[8] &= 0x1ff // P-521 scalars have 521 bits
			}
			want := new(big.Int)
			for i := limbs - 1; i >= 0; i-- {
				want.Lsh(want, 64)
				want.Or(want, new(big.Int).SetUint64(s[i]))
			}
			for _, w := range []uint{5, 8, 10} {
				out := make([]int16, limbs*64+1)
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

// TestBoothDigits checks that the signed Booth digits of every window width
// and curve size sum back to the scalar, lie in [−2^(w−1), 2^(w−1)], and
// leave a non-negative top digit, for scalars below 2^bits (dense, sparse
// and random limbs).
func TestBoothDigits(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, c := range []struct {
		bits, w int
	}{{256, 5}, {256, 6}, {384, 5}, {521, 5}} {
		limbs := (c.bits + 63) / 64
		windows := (c.bits + 1 + c.w - 1) / c.w
		for it := 0; it < 2000; it++ {
			s := edgyScalar(r, limbs, 3)
			if top := c.bits % 64; top != 0 {
				s[limbs-1] &= 1<<top - 1
			}
			want := new(big.Int)
			for i := limbs - 1; i >= 0; i-- {
				want.Lsh(want, 64).Or(want, new(big.Int).SetUint64(s[i]))
			}
			got := new(big.Int)
			for i := windows - 1; i >= 0; i-- {
				sign, abs := boothDigitW(s, i, uint(c.w))
				if abs > 1<<(c.w-1) || sign > 1 || (i == windows-1 && sign == 1 && abs != 0) {
					t.Fatalf("bits %d w %d window %d: digit (%d, %d)", c.bits, c.w, i, sign, abs)
				}
				d := new(big.Int).SetUint64(abs)
				if sign == 1 {
					d.Neg(d)
				}
				got.Lsh(got, uint(c.w)).Add(got, d)
			}
			if got.Cmp(want) != 0 {
				t.Fatalf("bits %d w %d: digits sum to %x, want %x", c.bits, c.w, got, want)
			}
		}
	}
}

// TestLimbsFromBytes checks limbsFromBytes against a byte-by-byte
// reference on the scalar lengths of the three curves and on others.
func TestLimbsFromBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(57, 58))
	for _, n := range []int{0, 1, 7, 8, 9, 31, 32, 33, 48, 65, 66} {
		b := make([]byte, n)
		for k := 0; k < 8; k++ {
			for i := range b {
				b[i] = byte(r.Uint32())
			}
			got := make([]uint64, (n+7)/8+1)
			want := make([]uint64, len(got))
			for i := range got {
				got[i] = ^uint64(0) // overwritten
			}
			limbsFromBytes(got, b)
			for i := 0; i < n; i++ {
				bit := (n - 1 - i) * 8
				want[bit/64] |= uint64(b[i]) << (bit % 64)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%x: got %x, want %x", b, got, want)
			}
		}
	}
}
