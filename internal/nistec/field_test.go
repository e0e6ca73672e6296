// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// fieldElement is the method set every field and scalar type shares.
type fieldElement[E any] interface {
	*E
	Zero() *E
	One() *E
	Mul(x, y *E) *E
	Square(x *E) *E
	Add(x, y *E) *E
	Sub(x, y *E) *E
	Neg(x *E) *E
	Invert(x *E) *E
	Select(a, b *E, cond subtle.Choice) *E
	Equal(x *E) subtle.Choice
	IsZero() subtle.Choice
	Bytes() []byte
	SetBytes(x []byte) (*E, error)
}

func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic(s)
	}
	return x
}

var (
	p256P = hexInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff")
	p256N = hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
	p384P = hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff")
	p384N = hexInt("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")
	p521P = hexInt("01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")
	p521N = hexInt("01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409")
)

// testValues returns edge values (0, 1, 2, m−1, m−2, powers of two and
// their neighbours, words of all ones) and random values below m.
func testValues(m *big.Int, r *rand.Rand, random int) []*big.Int {
	var vs []*big.Int
	one := big.NewInt(1)
	vs = append(vs, big.NewInt(0), big.NewInt(1), big.NewInt(2),
		new(big.Int).Sub(m, one), new(big.Int).Sub(m, big.NewInt(2)), new(big.Int).Rsh(m, 1))
	for k := 1; k < m.BitLen(); k += 31 {
		p := new(big.Int).Lsh(one, uint(k))
		vs = append(vs, p, new(big.Int).Sub(p, one))
		vs = append(vs, new(big.Int).Sub(m, p))
	}
	buf := make([]byte, (m.BitLen()+7)/8)
	for i := 0; i < random; i++ {
		for j := range buf {
			buf[j] = byte(r.Uint32())
		}
		// Bias toward dense words so carries ripple through every limb.
		if i%4 == 0 {
			for j := range buf {
				buf[j] |= 0xf0
			}
		}
		vs = append(vs, new(big.Int).Mod(new(big.Int).SetBytes(buf), m))
	}
	return vs
}

func toElem[E any, P fieldElement[E]](t *testing.T, x *big.Int, size int) *E {
	t.Helper()
	b := make([]byte, size)
	x.FillBytes(b)
	e, err := P(new(E)).SetBytes(b)
	if err != nil {
		t.Fatalf("SetBytes(%x): %v", b, err)
	}
	return e
}

func testField[E any, P fieldElement[E]](t *testing.T, m *big.Int, size int, random int) {
	r := rand.New(rand.NewPCG(1, uint64(m.BitLen())))
	vs := testValues(m, r, random)
	check := func(op string, got *E, want *big.Int, a, b *big.Int) {
		t.Helper()
		want = new(big.Int).Mod(want, m)
		wb := make([]byte, size)
		want.FillBytes(wb)
		if gb := P(got).Bytes(); !bytes.Equal(gb, wb) {
			t.Fatalf("%s(%x, %x) = %x, want %x", op, a, b, gb, wb)
		}
	}
	for i, a := range vs {
		ea := toElem[E, P](t, a, size)
		if P(ea).IsZero() != boolChoice(a.Sign() == 0) {
			t.Fatalf("IsZero(%x) wrong", a)
		}
		check("Square", P(new(E)).Square(ea), new(big.Int).Mul(a, a), a, a)
		check("Neg", P(new(E)).Neg(ea), new(big.Int).Neg(a), a, a)
		inv := P(new(E)).Invert(ea)
		if a.Sign() == 0 {
			check("Invert", inv, big.NewInt(0), a, a)
		} else {
			check("Invert", inv, new(big.Int).ModInverse(a, m), a, a)
		}
		for j, b := range vs {
			if (i*len(vs)+j)%7 != 0 && i > 20 && j > 20 {
				continue // all edge pairs, a sample of the random ones
			}
			eb := toElem[E, P](t, b, size)
			check("Mul", P(new(E)).Mul(ea, eb), new(big.Int).Mul(a, b), a, b)
			check("Add", P(new(E)).Add(ea, eb), new(big.Int).Add(a, b), a, b)
			check("Sub", P(new(E)).Sub(ea, eb), new(big.Int).Sub(a, b), a, b)
			if P(ea).Equal(eb) != boolChoice(a.Cmp(b) == 0) {
				t.Fatalf("Equal(%x, %x) wrong", a, b)
			}
			check("Select1", P(new(E)).Select(ea, eb, 1), a, a, b)
			check("Select0", P(new(E)).Select(ea, eb, 0), b, a, b)
			// Aliasing: the destination may be an input.
			c := *ea
			P(&c).Mul(&c, &c)
			check("MulAlias", &c, new(big.Int).Mul(a, a), a, a)
		}
	}
	// Encodings: wrong length and m itself are rejected.
	mb := make([]byte, size)
	m.FillBytes(mb)
	if _, err := P(new(E)).SetBytes(mb); err == nil {
		t.Errorf("SetBytes(m) accepted")
	}
	if _, err := P(new(E)).SetBytes(mb[1:]); err == nil {
		t.Errorf("SetBytes(short) accepted")
	}
	for k := range mb {
		mb[k] = 0xff
	}
	if _, err := P(new(E)).SetBytes(mb); err == nil {
		t.Errorf("SetBytes(all ones) accepted")
	}
}

func boolChoice(b bool) subtle.Choice {
	if b {
		return 1
	}
	return 0
}

func TestFields(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		t.Run("P256/p", func(t *testing.T) { testField[p256Element](t, p256P, 32, 60) })
		t.Run("P256/n", func(t *testing.T) { testField[P256Scalar](t, p256N, 32, 60) })
		t.Run("P384/p", func(t *testing.T) { testField[p384Element](t, p384P, 48, 60) })
		t.Run("P384/n", func(t *testing.T) { testField[P384Scalar](t, p384N, 48, 60) })
		t.Run("P521/p", func(t *testing.T) { testField[p521Element](t, p521P, 66, 60) })
		t.Run("P521/n", func(t *testing.T) { testField[P521Scalar](t, p521N, 66, 60) })
	})
}

// TestP521NonCanonical checks that p itself, the alternative form of zero the
// Mersenne representation allows, behaves as zero everywhere.
func TestP521NonCanonical(t *testing.T) {
	var pl p521Element
	for i := 0; i < 8; i++ {
		pl.l[i] = ^uint64(0)
	}
	pl.l[8] = p521TopMask
	if pl.IsZero() != 1 {
		t.Fatal("p is not zero")
	}
	one := new(p521Element).One()
	if got := new(p521Element).Add(&pl, one); got.Equal(one) != 1 {
		t.Fatal("p + 1 ≠ 1")
	}
	if got := new(p521Element).Mul(&pl, one); got.IsZero() != 1 {
		t.Fatal("p·1 ≠ 0")
	}
	if got := new(p521Element).Sub(one, &pl); got.Equal(one) != 1 {
		t.Fatal("1 − p ≠ 1")
	}
	if !bytes.Equal(pl.Bytes(), make([]byte, 66)) {
		t.Fatal("Bytes(p) ≠ 0")
	}
}

func TestSqrt(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	t.Run("P256", func(t *testing.T) { testSqrt[p256Element](t, p256P, 32, r) })
	t.Run("P384", func(t *testing.T) { testSqrt[p384Element](t, p384P, 48, r) })
	t.Run("P521", func(t *testing.T) { testSqrt[p521Element](t, p521P, 66, r) })
}

type sqrtElement[E any] interface {
	fieldElement[E]
	sqrtCandidate(x *E) *E
}

func testSqrt[E any, P sqrtElement[E]](t *testing.T, m *big.Int, size int, r *rand.Rand) {
	for _, a := range testValues(m, r, 20) {
		ea := toElem[E, P](t, a, size)
		s := P(new(E)).sqrtCandidate(ea)
		isSquare := P(P(new(E)).Square(s)).Equal(ea) == 1
		want := new(big.Int).ModSqrt(a, m) != nil
		if isSquare != want {
			t.Fatalf("sqrt(%x): square %v, want %v", a, isSquare, want)
		}
	}
}
