// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"bytes"
	"crypto/elliptic"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

type nistPoint[P any] interface {
	*P
	Set(*P) *P
	SetIdentity() *P
	IsIdentity() subtle.Choice
	SetBytes([]byte) (*P, error)
	Bytes() []byte
	BytesCompressed() []byte
	BytesX() ([]byte, error)
	Add(p1, p2 *P) *P
	Double(q *P) *P
	Negate(q *P) *P
	Equal(q *P) subtle.Choice
	ScalarMult(q *P, s []byte) (*P, error)
	ScalarBaseMult(s []byte) (*P, error)
	ScalarBaseMultAddVarTime(u1, u2 []byte, q *P) (*P, error)
	XMatchesVarTime(r []byte) bool
}

func TestP256Points(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		testPoints[P256Point](t, elliptic.P256(), NewP256Generator, NewP256Point)
	})
}

func TestP384Points(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		testPoints[P384Point](t, elliptic.P384(), NewP384Generator, NewP384Point)
	})
}

func TestP521Points(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		testPoints[P521Point](t, elliptic.P521(), NewP521Generator, NewP521Point)
	})
}

// scalarValues returns edge scalars (0, 1, 2, n−1, n−2, powers of two,
// dense bit patterns) and random ones, as byte strings of the scalar length.
func scalarValues(n *big.Int, size int, r *rand.Rand, random int) [][]byte {
	var out [][]byte
	for _, v := range testValues(n, r, random) {
		b := make([]byte, size)
		v.FillBytes(b)
		out = append(out, b)
	}
	return out
}

func testPoints[T any, P nistPoint[T]](t *testing.T, c elliptic.Curve, gen, id func() *T) {
	params := c.Params()
	size := (params.BitSize + 7) / 8
	r := rand.New(rand.NewPCG(3, uint64(params.BitSize)))
	encode := func(x, y *big.Int) []byte {
		if x.Sign() == 0 && y.Sign() == 0 {
			return []byte{0}
		}
		return elliptic.Marshal(c, x, y)
	}
	g := gen()
	o := id()
	// Group laws with the identity and negation.
	if P(o).IsIdentity() != 1 || P(g).IsIdentity() != 0 {
		t.Fatal("IsIdentity wrong")
	}
	sum := P(new(T)).Add(g, o)
	if P(sum).Equal(g) != 1 || P(P(new(T)).Add(o, g)).Equal(g) != 1 {
		t.Fatal("G + O ≠ G")
	}
	if P(P(new(T)).Add(o, o)).IsIdentity() != 1 || P(P(new(T)).Double(o)).IsIdentity() != 1 {
		t.Fatal("O + O ≠ O")
	}
	neg := P(new(T)).Negate(g)
	if P(P(new(T)).Add(g, neg)).IsIdentity() != 1 {
		t.Fatal("G + (−G) ≠ O")
	}
	if P(P(new(T)).Add(g, g)).Equal(P(new(T)).Double(g)) != 1 {
		t.Fatal("G + G ≠ 2G")
	}
	for _, k := range scalarValues(params.N, size, r, 24) {
		wx, wy := c.ScalarBaseMult(k)
		want := encode(wx, wy)
		pb, err := P(new(T)).ScalarBaseMult(k)
		if err != nil {
			t.Fatal(err)
		}
		if got := P(pb).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("ScalarBaseMult(%x) = %x, want %x", k, got, want)
		}
		pm, err := P(new(T)).ScalarMult(g, k)
		if err != nil {
			t.Fatal(err)
		}
		if got := P(pm).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("ScalarMult(G, %x) = %x, want %x", k, got, want)
		}
		// A second, random base point: Q = a·G, k·Q and the double
		// multiplication u1·G + k·Q.
		a := make([]byte, size)
		randBelow(r, params.N).FillBytes(a)
		qx, qy := c.ScalarBaseMult(a)
		q, err := P(new(T)).SetBytes(elliptic.Marshal(c, qx, qy))
		if err != nil {
			t.Fatal(err)
		}
		kqx, kqy := c.ScalarMult(qx, qy, k)
		pq, _ := P(new(T)).ScalarMult(q, k)
		if got, want := P(pq).Bytes(), encode(kqx, kqy); !bytes.Equal(got, want) {
			t.Fatalf("ScalarMult(Q, %x) = %x, want %x", k, got, want)
		}
		// Q + G has Z ≠ 1: the table is built from projective coordinates.
		q1x, q1y := c.Add(qx, qy, params.Gx, params.Gy)
		k1x, k1y := c.ScalarMult(q1x, q1y, k)
		p1, _ := P(new(T)).ScalarMult(P(new(T)).Add(q, g), k)
		if got, want := P(p1).Bytes(), encode(k1x, k1y); !bytes.Equal(got, want) {
			t.Fatalf("ScalarMult(Q + G, %x) = %x, want %x", k, got, want)
		}
		u1 := make([]byte, size)
		randBelow(r, params.N).FillBytes(u1)
		ux, uy := c.ScalarBaseMult(u1)
		sx, sy := c.Add(ux, uy, kqx, kqy)
		dm, err := P(new(T)).ScalarBaseMultAddVarTime(u1, k, q)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := P(dm).Bytes(), encode(sx, sy); !bytes.Equal(got, want) {
			t.Fatalf("ScalarBaseMultAddVarTime = %x, want %x", got, want)
		}
		// x mod n comparison, as in ECDSA verification.
		if sx.Sign() != 0 || sy.Sign() != 0 {
			rr := make([]byte, size)
			new(big.Int).Mod(sx, params.N).FillBytes(rr)
			if !P(dm).XMatchesVarTime(rr) {
				t.Fatalf("XMatchesVarTime false")
			}
			rr[len(rr)-1] ^= 1
			if P(dm).XMatchesVarTime(rr) {
				t.Fatalf("XMatchesVarTime true for a wrong r")
			}
		}
		// Encodings round-trip.
		if P(pb).IsIdentity() == 0 {
			back, err := P(new(T)).SetBytes(want)
			if err != nil || P(back).Equal(pb) != 1 {
				t.Fatalf("SetBytes(Bytes()) failed: %v", err)
			}
			cb := P(pb).BytesCompressed()
			if want := elliptic.MarshalCompressed(c, wx, wy); !bytes.Equal(cb, want) {
				t.Fatalf("BytesCompressed = %x, want %x", cb, want)
			}
			back, err = P(new(T)).SetBytes(cb)
			if err != nil || P(back).Equal(pb) != 1 {
				t.Fatalf("SetBytes(compressed) failed: %v", err)
			}
			xb, err := P(pb).BytesX()
			if err != nil || !bytes.Equal(xb, want[1:1+size]) {
				t.Fatalf("BytesX = %x, %v", xb, err)
			}
			// Off the curve: flip a bit of y.
			bad := bytes.Clone(want)
			bad[len(bad)-1] ^= 1
			if _, err := P(new(T)).SetBytes(bad); err == nil {
				t.Fatalf("SetBytes accepted a point off the curve")
			}
		} else if _, err := P(pb).BytesX(); err == nil {
			t.Fatalf("BytesX of the identity succeeded")
		}
	}
	// k·O = O, including the top window's and the last window's paths.
	for _, k := range scalarValues(params.N, size, rand.New(rand.NewPCG(5, 5)), 4) {
		if r, err := P(new(T)).ScalarMult(o, k); err != nil || P(r).IsIdentity() != 1 {
			t.Fatalf("ScalarMult(O, %x) is not the point at infinity", k)
		}
	}
	// Scalars ≥ n and of the wrong length are rejected.
	nb := make([]byte, size)
	params.N.FillBytes(nb)
	if _, err := P(new(T)).ScalarBaseMult(nb); err == nil {
		t.Error("ScalarBaseMult(n) accepted")
	}
	if _, err := P(new(T)).ScalarMult(g, nb[1:]); err == nil {
		t.Error("ScalarMult(short) accepted")
	}
	for _, bad := range [][]byte{nil, {4}, {2}, {5, 1}, make([]byte, 1+2*size)} {
		if _, err := P(new(T)).SetBytes(bad); err == nil {
			t.Errorf("SetBytes(%x) accepted", bad)
		}
	}
}

func randBelow(r *rand.Rand, n *big.Int) *big.Int {
	b := make([]byte, (n.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), n)
}

// TestBaseTables recomputes every entry of the checked-in tables with the
// package's own group law and compares.
func TestBaseTables(t *testing.T) {
	// One block per curve: the tables' and points' types differ.
	t.Run("P256", func(t *testing.T) {
		tab := p256BaseTable()
		base := NewP256Generator()
		for i := range tab {
			e := new(P256Point).Set(base)
			for j := 0; j < p256BaseEntries; j++ {
				x, y := e.affine()
				if x.Equal(&tab[i][j].x) != 1 || y.Equal(&tab[i][j].y) != 1 {
					t.Fatalf("entry %d,%d differs", i, j)
				}
				e.Add(e, base)
			}
			for k := 0; k < p256BaseW; k++ {
				base.Double(base)
			}
		}
	})
	t.Run("P384", func(t *testing.T) {
		tab := p384BaseTable()
		base := NewP384Generator()
		for i := range tab {
			e := new(P384Point).Set(base)
			for j := 0; j < p384BaseEntries; j++ {
				x, y := e.affine()
				if x.Equal(&tab[i][j].x) != 1 || y.Equal(&tab[i][j].y) != 1 {
					t.Fatalf("entry %d,%d differs", i, j)
				}
				e.Add(e, base)
			}
			for k := 0; k < p384BaseW; k++ {
				base.Double(base)
			}
		}
	})
	t.Run("P521", func(t *testing.T) {
		tab := p521BaseTable()
		base := NewP521Generator()
		for i := range tab {
			e := new(P521Point).Set(base)
			for j := 0; j < p521BaseEntries; j++ {
				x, y := e.affine()
				if x.Equal(&tab[i][j].x) != 1 || y.Equal(&tab[i][j].y) != 1 {
					t.Fatalf("entry %d,%d differs", i, j)
				}
				e.Add(e, base)
			}
			for k := 0; k < p521BaseW; k++ {
				base.Double(base)
			}
		}
	})
}

type halfElement[E any] interface {
	fieldElement[E]
	half(x *E) *E
}

// TestHalf checks the doubling's halving against math/big: half(x) =
// x·2⁻¹ mod p, fully reduced (Bytes is canonical), for edge and random x.
func TestHalf(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 11))
	t.Run("P256", func(t *testing.T) { testHalf[p256Element](t, p256P, 32, r) })
	t.Run("P384", func(t *testing.T) { testHalf[p384Element](t, p384P, 48, r) })
	t.Run("P521", func(t *testing.T) { testHalf[p521Element](t, p521P, 66, r) })
	// p itself, the Mersenne representation's other zero, halves to zero.
	var pl p521Element
	for i := 0; i < 8; i++ {
		pl.l[i] = ^uint64(0)
	}
	pl.l[8] = p521TopMask
	if new(p521Element).half(&pl).IsZero() != 1 {
		t.Error("P521: half(p) ≠ 0")
	}
}

func testHalf[E any, P halfElement[E]](t *testing.T, m *big.Int, size int, r *rand.Rand) {
	inv2 := new(big.Int).ModInverse(big.NewInt(2), m)
	for _, v := range testValues(m, r, 200) {
		b := make([]byte, size)
		v.FillBytes(b)
		var x, h E
		if _, err := P(&x).SetBytes(b); err != nil {
			t.Fatal(err)
		}
		P(&h).half(&x)
		want := new(big.Int).Mul(v, inv2)
		want.Mod(want, m)
		wb := make([]byte, size)
		want.FillBytes(wb)
		if got := P(&h).Bytes(); !bytes.Equal(got, wb) {
			t.Fatalf("half(%x) = %x, want %x", b, got, wb)
		}
		// Reduced: adding it to itself gives x back exactly.
		var twice E
		if P(&twice).Add(&h, &h); P(&twice).Equal(&x) != 1 {
			t.Fatalf("half(%x)·2 ≠ x", b)
		}
	}
}
