// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

func TestSafegcd(t *testing.T) {
	testSafegcdInverse(t, rand.New(rand.NewPCG(5, 6)), (*safegcd).inverse)
}

func bigToWords(x *big.Int, n int) []uint64 {
	out := make([]uint64, n)
	t := new(big.Int).Set(x)
	for i := range out {
		out[i] = new(big.Int).And(t, new(big.Int).SetUint64(^uint64(0))).Uint64()
		t.Rsh(t, 64)
	}
	return out
}

func wordsToBig(w []uint64) *big.Int {
	x := new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		x.Lsh(x, 64)
		x.Or(x, new(big.Int).SetUint64(w[i]))
	}
	return x
}

func BenchmarkInvert(b *testing.B) {
	for _, m := range []*big.Int{p256N, p384N, p521N} {
		n := (m.BitLen() + 63) / 64
		s := newSafegcd(bigToWords(m, n), m.BitLen())
		x := bigToWords(new(big.Int).Sub(m, big.NewInt(12345)), n)
		out := make([]uint64, n)
		b.Run("safegcd"+m.String()[:4], func(b *testing.B) {
			for b.Loop() {
				s.inverse(out, x)
			}
		})
	}
	b.Run("fermatP384Scalar", func(b *testing.B) {
		var x P384Scalar
		x.l[0] = 12345
		for b.Loop() {
			x.Invert(&x)
		}
	})
	b.Run("fermatP521Scalar", func(b *testing.B) {
		var x P521Scalar
		x.l[0] = 12345
		for b.Loop() {
			x.Invert(&x)
		}
	})
}

type invertibles[E any] interface {
	fieldElement[E]
	invertFermat(x *E) *E
}

func testInvertAgree[E any, P invertibles[E]](t *testing.T, m *big.Int, size int) {
	r := rand.New(rand.NewPCG(9, uint64(size)))
	for _, v := range testValues(m, r, 100) {
		x := toElem[E, P](t, v, size)
		a := P(new(E)).Invert(x)
		b := P(new(E)).invertFermat(x)
		if P(a).Equal(b) != 1 {
			t.Fatalf("%x: safegcd and Fermat disagree", v)
		}
	}
}

// TestInvertAgree cross-checks the safegcd inversion with Fermat's.
func TestInvertAgree(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		testInvertAgree[p256Element](t, p256P, 32)
		testInvertAgree[P256Scalar](t, p256N, 32)
		testInvertAgree[p384Element](t, p384P, 48)
		testInvertAgree[P384Scalar](t, p384N, 48)
		testInvertAgree[p521Element](t, p521P, 66)
		testInvertAgree[P521Scalar](t, p521N, 66)
	})
}

// TestSafegcdRounds pins the round counts the proven half-delta bounds give.
func TestSafegcdRounds(t *testing.T) {
	for _, c := range []struct {
		s      *safegcd
		rounds int
	}{
		{p256ElementGCD, 10}, {p256ScalarGCD, 10},
		{p384ElementGCD, 17}, {p384ScalarGCD, 17},
		{p521ElementGCD, 20}, {p521ScalarGCD, 20},
	} {
		if c.s.rounds != c.rounds {
			t.Errorf("rounds = %d, want %d", c.s.rounds, c.rounds)
		}
	}
}

// testSafegcdInverse checks inverse (the constant-time or the variable-time
// inversion) against math/big modulo every curve's p and n, 0 giving 0.
func testSafegcdInverse(t *testing.T, r *rand.Rand, inverse func(s *safegcd, out, x []uint64)) {
	t.Helper()
	for _, m := range []*big.Int{p256P, p256N, p384P, p384N, p521P, p521N} {
		n := (m.BitLen() + 63) / 64
		s := newSafegcd(bigToWords(m, n), m.BitLen())
		for _, x := range testValues(m, r, 300) {
			out := make([]uint64, n)
			inverse(s, out, bigToWords(x, n))
			got := wordsToBig(out)
			want := new(big.Int).ModInverse(x, m)
			if x.Sign() == 0 {
				want = new(big.Int)
			}
			if got.Cmp(want) != 0 {
				t.Fatalf("m=%x x=%x: got %x, want %x", m, x, got, want)
			}
		}
	}
}

// TestSafegcdVarTime checks the variable-time inversion against math/big and
// its divsteps against the constant-time ones (same δ and matrix).
func TestSafegcdVarTime(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 9))
	testSafegcdInverse(t, r, (*safegcd).inverseVarTime)
	for i := 0; i < 20000; i++ {
		delta := int64(2*r.IntN(41)-20) | 1 // odd, as 2δ always is
		f := r.Uint64() | 1
		g := r.Uint64()
		if i%4 == 0 {
			g &^= 1<<r.IntN(64) - 1 // long runs of zeros
		}
		d1, u1, v1, q1, r1 := divsteps62(delta, f, g)
		d2, u2, v2, q2, r2 := divsteps62VarTime(delta, f, g)
		if d1 != d2 || u1 != u2 || v1 != v2 || q1 != q2 || r1 != r2 {
			t.Fatalf("divsteps62VarTime(%d, %x, %x) disagrees", delta, f, g)
		}
	}
}

func TestInvertVarTimeAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	check := func(name string, ok bool) {
		if !ok {
			t.Fatalf("%s: InvertVarTime and Invert disagree", name)
		}
	}
	// One loop per type, repeated: the six types share no interface (the
	// scalars' InvertVarTime is exported, the elements' invertVarTime not).
	for _, v := range testValues(p256N, r, 50) {
		x := toElem[P256Scalar](t, v, 32)
		check("P256Scalar", new(P256Scalar).InvertVarTime(x).Equal(new(P256Scalar).Invert(x)) == 1)
	}
	for _, v := range testValues(p384N, r, 50) {
		x := toElem[P384Scalar](t, v, 48)
		check("P384Scalar", new(P384Scalar).InvertVarTime(x).Equal(new(P384Scalar).Invert(x)) == 1)
	}
	for _, v := range testValues(p521N, r, 50) {
		x := toElem[P521Scalar](t, v, 66)
		check("P521Scalar", new(P521Scalar).InvertVarTime(x).Equal(new(P521Scalar).Invert(x)) == 1)
	}
	for _, v := range testValues(p256P, r, 50) {
		x := toElem[p256Element](t, v, 32)
		check("p256Element", new(p256Element).invertVarTime(x).Equal(new(p256Element).Invert(x)) == 1)
	}
	for _, v := range testValues(p384P, r, 50) {
		x := toElem[p384Element](t, v, 48)
		check("p384Element", new(p384Element).invertVarTime(x).Equal(new(p384Element).Invert(x)) == 1)
	}
	for _, v := range testValues(p521P, r, 50) {
		x := toElem[p521Element](t, v, 66)
		check("p521Element", new(p521Element).invertVarTime(x).Equal(new(p521Element).Invert(x)) == 1)
	}
}
