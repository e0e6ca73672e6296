// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"crypto/elliptic"
	"math/big"
	"testing"
)

// TestScalarBaseMultAddCollisions runs u1·G + u2·G, where the accumulator
// meets the added point (doubling) or its negation (infinity) inside the
// variable-time double multiplication, against (u1 + u2)·G.
func TestScalarBaseMultAddCollisions(t *testing.T) {
	testCollisions[P256Point](t, elliptic.P256(), NewP256Generator)
	testCollisions[P384Point](t, elliptic.P384(), NewP384Generator)
	testCollisions[P521Point](t, elliptic.P521(), NewP521Generator)
}

// TestScalarBaseMultAddCollisionsWide repeats the collisions with the
// width-6 tables of SetWideVarTime that VerifyKey keeps.
func TestScalarBaseMultAddCollisionsWide(t *testing.T) {
	testCollisionsWide[P256Point, *P256Point, P256OddMultiples](t, elliptic.P256(), NewP256Generator)
	testCollisionsWide[P384Point, *P384Point, P384OddMultiples](t, elliptic.P384(), NewP384Generator)
	testCollisionsWide[P521Point, *P521Point, P521OddMultiples](t, elliptic.P521(), NewP521Generator)
}

type precomputedPoint[T, M any] interface {
	nistPoint[T]
	ScalarBaseMultAddPrecomputedVarTime(u1, u2 []byte, t *M) (*T, error)
}

type wideTable[M, T any] interface {
	*M
	SetWideVarTime(q *T) *M
}

// forCollisions calls f for every pair (a, b) drawn from the small values
// and their negations modulo n, with u1 and u2 encoding them and want =
// (a + b)·G.
func forCollisions[T any, P nistPoint[T]](t *testing.T, c elliptic.Curve, small []int64, f func(a, b *big.Int, u1, u2 []byte, want *T)) {
	n := c.Params().N
	size := (c.Params().BitSize + 7) / 8
	var vals []*big.Int
	for _, v := range small {
		vals = append(vals, big.NewInt(v), new(big.Int).Sub(n, big.NewInt(v+1)))
	}
	for _, a := range vals {
		for _, b := range vals {
			u1, u2 := make([]byte, size), make([]byte, size)
			a.FillBytes(u1)
			b.FillBytes(u2)
			k := new(big.Int).Add(a, b)
			k.Mod(k, n)
			kb := make([]byte, size)
			k.FillBytes(kb)
			want, err := P(new(T)).ScalarBaseMult(kb)
			if err != nil {
				t.Fatal(err)
			}
			f(a, b, u1, u2, want)
		}
	}
}

func testCollisionsWide[T any, P precomputedPoint[T, M], M any, PM wideTable[M, T]](t *testing.T, c elliptic.Curve, gen func() *T) {
	tab := PM(new(M)).SetWideVarTime(gen())
	small := []int64{0, 1, 2, 3, 5, 7, 15, 16, 17, 29, 31, 32, 33, 63, 64, 65, 511, 512, 513, 1023}
	forCollisions[T, P](t, c, small, func(a, b *big.Int, u1, u2 []byte, want *T) {
		got, err := P(new(T)).ScalarBaseMultAddPrecomputedVarTime(u1, u2, tab)
		if err != nil {
			t.Fatal(err)
		}
		if P(got).Equal(want) != 1 {
			t.Fatalf("%s: %v·G + %v·G (wide table) wrong", c.Params().Name, a, b)
		}
	})
}

func testCollisions[T any, P nistPoint[T]](t *testing.T, c elliptic.Curve, gen func() *T) {
	g := gen()
	small := []int64{0, 1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32, 33, 127, 128, 129, 255, 256, 511, 512, 513, 1023}
	forCollisions[T, P](t, c, small, func(a, b *big.Int, u1, u2 []byte, want *T) {
		got, err := P(new(T)).ScalarBaseMultAddVarTime(u1, u2, g)
		if err != nil {
			t.Fatal(err)
		}
		if P(got).Equal(want) != 1 {
			t.Fatalf("%s: %v·G + %v·G wrong", c.Params().Name, a, b)
		}
		// With q at infinity only u1·G remains.
		got, err = P(new(T)).ScalarBaseMultAddVarTime(u1, u2, P(new(T)).SetIdentity())
		if err != nil {
			t.Fatal(err)
		}
		want, _ = P(new(T)).ScalarBaseMult(u1)
		if P(got).Equal(want) != 1 {
			t.Fatalf("%s: %v·G + %v·O wrong", c.Params().Name, a, b)
		}
	})
}

// TestOddMultiplesZeroValue checks that the zero P384OddMultiples (and its
// twins) stands for q at infinity, as SetVarTime of the identity does.
func TestOddMultiplesZeroValue(t *testing.T) {
	u1 := []byte{7}
	u2 := []byte{9}
	check := func(name string, got, want interface{ Bytes() []byte }) {
		if string(got.Bytes()) != string(want.Bytes()) {
			t.Errorf("%s: zero table is not q at infinity", name)
		}
	}
	pad := func(b []byte, n int) []byte { return append(make([]byte, n-len(b)), b...) }
	// One block per curve: the points' and tables' types differ.
	{
		var z P256OddMultiples
		got, err := NewP256Point().ScalarBaseMultAddPrecomputedVarTime(pad(u1, 32), pad(u2, 32), &z)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := NewP256Point().ScalarBaseMult(pad(u1, 32))
		check("P-256", got, want)
	}
	{
		var z P384OddMultiples
		got, err := NewP384Point().ScalarBaseMultAddPrecomputedVarTime(pad(u1, 48), pad(u2, 48), &z)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := NewP384Point().ScalarBaseMult(pad(u1, 48))
		check("P-384", got, want)
	}
	{
		var z P521OddMultiples
		got, err := NewP521Point().ScalarBaseMultAddPrecomputedVarTime(pad(u1, 66), pad(u2, 66), &z)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := NewP521Point().ScalarBaseMult(pad(u1, 66))
		check("P-521", got, want)
	}
}

// TestPrecomputedAllocations checks that verification under a precomputed
// table allocates nothing.
func TestPrecomputedAllocations(t *testing.T) {
	k := make([]byte, 48)
	k[0], k[47] = 0x12, 0x34
	var tab P384OddMultiples
	tab.SetVarTime(NewP384Generator())
	p := NewP384Point()
	p384BaseOddTable()
	if n := testing.AllocsPerRun(10, func() { p.ScalarBaseMultAddPrecomputedVarTime(k, k, &tab) }); n != 0 {
		t.Errorf("ScalarBaseMultAddPrecomputedVarTime: %v allocations", n)
	}
	if n := testing.AllocsPerRun(10, func() { tab.SetVarTime(p) }); n != 0 {
		t.Errorf("SetVarTime: %v allocations", n)
	}
	if n := testing.AllocsPerRun(10, func() { tab.SetWideVarTime(p) }); n != 0 {
		t.Errorf("SetWideVarTime: %v allocations", n)
	}
}
