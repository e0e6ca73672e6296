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

func testCollisions[T any, P nistPoint[T]](t *testing.T, c elliptic.Curve, gen func() *T) {
	n := c.Params().N
	size := (c.Params().BitSize + 7) / 8
	small := []int64{0, 1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32, 33, 127, 128, 129, 255, 256, 511, 512, 513, 1023}
	var vals []*big.Int
	for _, v := range small {
		vals = append(vals, big.NewInt(v), new(big.Int).Sub(n, big.NewInt(v+1)))
	}
	g := gen()
	for _, a := range vals {
		for _, b := range vals {
			u1, u2 := make([]byte, size), make([]byte, size)
			a.FillBytes(u1)
			b.FillBytes(u2)
			got, err := P(new(T)).ScalarBaseMultAddVarTime(u1, u2, g)
			if err != nil {
				t.Fatal(err)
			}
			k := new(big.Int).Add(a, b)
			k.Mod(k, n)
			kb := make([]byte, size)
			k.FillBytes(kb)
			want, err := P(new(T)).ScalarBaseMult(kb)
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
		}
	}
}
