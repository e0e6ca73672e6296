//go:build amd64 && !purego

package nistec

import (
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// mulqTestIterations is the number of random inputs per function; edge
// inputs are added to the random ones below.
const mulqTestIterations = 20000

// mulqRandomLimbs fills l with a mix of random words and edge words (0,
// 1, all ones, and the modulus' own words) so carries ripple through every
// limb.
func mulqRandomLimbs(r *rand.Rand, l, mod []uint64) {
	for i := range l {
		switch r.IntN(6) {
		case 0:
			l[i] = 0
		case 1:
			l[i] = ^uint64(0)
		case 2:
			l[i] = mod[i]
		case 3:
			l[i] = 1
		default:
			l[i] = r.Uint64()
		}
	}
}

// mulqEdgeValues returns 0, 1, 2, m − 1, m − 2 and the largest value
// below m with all-ones low limbs, for the n-word modulus m.
func mulqEdgeValues(mod []uint64) [][]uint64 {
	n := len(mod)
	word := func(w ...uint64) []uint64 { v := make([]uint64, n); copy(v, w); return v }
	sub := func(d uint64) []uint64 {
		v := make([]uint64, n)
		var b uint64
		for i := range v {
			s := mod[i] - b
			nb := uint64(0)
			if mod[i] < b {
				nb = 1
			}
			sub := uint64(0)
			if i == 0 {
				sub = d
			}
			if s < sub {
				nb = 1
			}
			v[i] = s - sub
			b = nb
		}
		return v
	}
	// All limbs but the top all ones, the top one below the modulus'.
	ones := make([]uint64, n)
	for i := range ones {
		ones[i] = ^uint64(0)
	}
	ones[n-1] = mod[n-1] - 1
	return [][]uint64{word(), word(1), word(2), sub(1), sub(2), ones}
}

// mulqMontCase is one Montgomery multiplication and its Go twin.
type mulqMontCase struct {
	name      string
	mod       []uint64
	reduce    func(x []uint64) // makes a random x < mod
	asm, twin func(z, x, y []uint64)
}

func mulqMontCases() []mulqMontCase {
	a4 := func(s []uint64) *[4]uint64 { return (*[4]uint64)(s) }
	a6 := func(s []uint64) *[6]uint64 { return (*[6]uint64)(s) }
	a9 := func(s []uint64) *[9]uint64 { return (*[9]uint64)(s) }
	return []mulqMontCase{
		{"p256ElementMul", p256ElementModulus[:],
			func(x []uint64) { p256ElementReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) },
			func(z, x, y []uint64) { p256ElementMulMULQ(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { p256ElementMulGeneric(a4(z), a4(x), a4(y)) }},
		{"p256ElementSqr", p256ElementModulus[:],
			func(x []uint64) { p256ElementReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) },
			func(z, x, _ []uint64) { p256ElementSqrMULQ(a4(z), a4(x)) },
			func(z, x, _ []uint64) { p256ElementMulGeneric(a4(z), a4(x), a4(x)) }},
		{"p384ElementMul", p384ElementModulus[:],
			func(x []uint64) { p384ElementReduceOnce(a6(x), 0, x[0], x[1], x[2], x[3], x[4], x[5]) },
			func(z, x, y []uint64) { p384ElementMulMULQ(a6(z), a6(x), a6(y)) },
			func(z, x, y []uint64) { p384ElementMulGeneric(a6(z), a6(x), a6(y)) }},
		{"p384ElementSqr", p384ElementModulus[:],
			func(x []uint64) { p384ElementReduceOnce(a6(x), 0, x[0], x[1], x[2], x[3], x[4], x[5]) },
			func(z, x, _ []uint64) { p384ElementSqrMULQ(a6(z), a6(x)) },
			func(z, x, _ []uint64) { p384ElementMulGeneric(a6(z), a6(x), a6(x)) }},
		{"P256ScalarMul", P256ScalarModulus[:],
			func(x []uint64) { P256ScalarReduceOnce(a4(x), 0, x[0], x[1], x[2], x[3]) },
			func(z, x, y []uint64) { p256ScalarMulMULQ(a4(z), a4(x), a4(y)) },
			func(z, x, y []uint64) { P256ScalarMulGeneric(a4(z), a4(x), a4(y)) }},
		{"P384ScalarMul", P384ScalarModulus[:],
			func(x []uint64) { P384ScalarReduceOnce(a6(x), 0, x[0], x[1], x[2], x[3], x[4], x[5]) },
			func(z, x, y []uint64) { p384ScalarMulMULQ(a6(z), a6(x), a6(y)) },
			func(z, x, y []uint64) { P384ScalarMulGeneric(a6(z), a6(x), a6(y)) }},
		{"P521ScalarMul", P521ScalarModulus[:],
			func(x []uint64) {
				x[8] &= p521TopMask
				P521ScalarReduceOnce(a9(x), 0, x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8])
			},
			func(z, x, y []uint64) { p521ScalarMulMULQ(a9(z), a9(x), a9(y)) },
			func(z, x, y []uint64) { P521ScalarMulGeneric(a9(z), a9(x), a9(y)) }},
	}
}

func mulqEqualLimbs(a, b []uint64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestMULQMontAgainstGeneric compares each Montgomery assembly function
// with its Go twin on random reduced inputs, on every pair of edge values,
// and with the output aliasing an input.
func TestMULQMontAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for _, c := range mulqMontCases() {
		t.Run(c.name, func(t *testing.T) {
			n := len(c.mod)
			check := func(x, y []uint64) {
				t.Helper()
				z1, z2 := make([]uint64, n), make([]uint64, n)
				c.asm(z1, x, y)
				c.twin(z2, x, y)
				if !mulqEqualLimbs(z1, z2) {
					t.Fatalf("x=%x y=%x: asm %x, Go %x", x, y, z1, z2)
				}
				// z aliasing x, then y.
				a := append([]uint64(nil), x...)
				c.asm(a, a, y)
				if !mulqEqualLimbs(a, z2) {
					t.Fatalf("x=%x y=%x: asm with z = x %x, Go %x", x, y, a, z2)
				}
				b := append([]uint64(nil), y...)
				c.asm(b, x, b)
				c.twin(z2, x, y)
				if !mulqEqualLimbs(b, z2) {
					t.Fatalf("x=%x y=%x: asm with z = y %x, Go %x", x, y, b, z2)
				}
			}
			edges := mulqEdgeValues(c.mod)
			for _, x := range edges {
				for _, y := range edges {
					check(x, y)
				}
			}
			for i := 0; i < mulqTestIterations; i++ {
				x, y := make([]uint64, n), make([]uint64, n)
				mulqRandomLimbs(r, x, c.mod)
				mulqRandomLimbs(r, y, c.mod)
				c.reduce(x)
				c.reduce(y)
				check(x, y)
			}
		})
	}
}

// TestMULQP521AgainstGeneric compares the P-521 product and square with
// p521MulGeneric and p521SquareGeneric on inputs up to 2^521 − 1 (p itself
// stands for 0), edge values included.
func TestMULQP521AgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(33, 34))
	var all [9]uint64
	for i := range all {
		all[i] = ^uint64(0)
	}
	all[8] = p521TopMask
	check := func(x, y *[9]uint64) {
		t.Helper()
		var z1, z2 [9]uint64
		p521MulMULQ(&z1, x, y)
		p521MulGeneric(&z2, x, y)
		if z1 != z2 {
			t.Fatalf("x=%x y=%x: asm %x, Go %x", *x, *y, z1, z2)
		}
		a := *x
		p521MulMULQ(&a, &a, y)
		if a != z2 {
			t.Fatalf("x=%x y=%x: asm with z = x %x, Go %x", *x, *y, a, z2)
		}
		b := *y
		p521MulMULQ(&b, x, &b)
		if b != z2 {
			t.Fatalf("x=%x y=%x: asm with z = y %x, Go %x", *x, *y, b, z2)
		}
		p521SqrMULQ(&z1, x)
		p521SquareGeneric(&z2, x)
		if z1 != z2 {
			t.Fatalf("x=%x: asm square %x, Go %x", *x, z1, z2)
		}
		a = *x
		p521SqrMULQ(&a, &a)
		if a != z2 {
			t.Fatalf("x=%x: asm square with z = x %x, Go %x", *x, a, z2)
		}
	}
	var edges [][9]uint64
	for _, e := range mulqEdgeValues(all[:]) {
		edges = append(edges, [9]uint64(e))
	}
	edges = append(edges, all) // p, an alias of 0
	for i := range edges {
		for j := range edges {
			check(&edges[i], &edges[j])
		}
	}
	for i := 0; i < mulqTestIterations; i++ {
		var x, y [9]uint64
		mulqRandomLimbs(r, x[:], all[:])
		mulqRandomLimbs(r, y[:], all[:])
		x[8] &= p521TopMask
		y[8] &= p521TopMask
		check(&x, &y)
	}
}

// BenchmarkFieldMulTiers times field and scalar multiplication under each
// amd64 tier the machine supports (Base, MULQ, ADX), selected with
// impl.Select so that the MULQ tier can be measured on a CPU with ADX.
func BenchmarkFieldMulTiers(b *testing.B) {
	for _, tier := range append([]string{impl.Base}, impl.List("nistec")...) {
		b.Run(tier, func(b *testing.B) {
			if !impl.Select("nistec", tier) {
				b.Skipf("tier %s not supported", tier)
			}
			defer impl.Reset("nistec")
			b.Run("P256", func(b *testing.B) {
				x := new(p256Element).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P256Square", func(b *testing.B) {
				x := new(p256Element).One()
				for b.Loop() {
					x.Square(x)
				}
			})
			b.Run("P384", func(b *testing.B) {
				x := new(p384Element).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P384Square", func(b *testing.B) {
				x := new(p384Element).One()
				for b.Loop() {
					x.Square(x)
				}
			})
			b.Run("P521", func(b *testing.B) {
				x := new(p521Element).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P521Square", func(b *testing.B) {
				x := new(p521Element).One()
				for b.Loop() {
					x.Square(x)
				}
			})
			b.Run("P256Scalar", func(b *testing.B) {
				x := new(P256Scalar).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P384Scalar", func(b *testing.B) {
				x := new(P384Scalar).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P521Scalar", func(b *testing.B) {
				x := new(P521Scalar).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
		})
	}
}

// TestMULQTierSelection checks that selecting "MULQ" turns the ADX tier
// off, so that the registry's test runner really exercises the MULQ code,
// and that Base turns both off.
func TestMULQTierSelection(t *testing.T) {
	defer impl.Reset("nistec")
	if !impl.Select("nistec", "MULQ") {
		t.Fatal("MULQ cannot be selected")
	}
	if useADX || !useMULQ {
		t.Errorf("under MULQ: useADX = %v, useMULQ = %v", useADX, useMULQ)
	}
	impl.Select("nistec", impl.Base)
	if useADX || useMULQ {
		t.Errorf("under Base: useADX = %v, useMULQ = %v", useADX, useMULQ)
	}
}

// TestMULQDispatch calls the assembly fallback entry points of the ADX
// tier (fe_noadx_amd64.go) with useMULQ on and off and compares them with
// the Go twins.
func TestMULQDispatch(t *testing.T) {
	defer func(v bool) { useMULQ = v }(useMULQ)
	r := rand.New(rand.NewPCG(35, 36))
	for _, on := range []bool{true, false} {
		useMULQ = on
		for i := 0; i < 1000; i++ {
			var x4, y4, z4, w4 [4]uint64
			mulqRandomLimbs(r, x4[:], p256ElementModulus[:])
			mulqRandomLimbs(r, y4[:], p256ElementModulus[:])
			p256ElementReduceOnce(&x4, 0, x4[0], x4[1], x4[2], x4[3])
			p256ElementReduceOnce(&y4, 0, y4[0], y4[1], y4[2], y4[3])
			p256ElementMulNoADX(&z4, &x4, &y4)
			p256ElementMulGeneric(&w4, &x4, &y4)
			if z4 != w4 {
				t.Fatalf("useMULQ=%v: p256ElementMulNoADX %x, Go %x", on, z4, w4)
			}
			p256ElementSquareNoADX(&z4, &x4)
			p256ElementMulGeneric(&w4, &x4, &x4)
			if z4 != w4 {
				t.Fatalf("useMULQ=%v: p256ElementSquareNoADX %x, Go %x", on, z4, w4)
			}
			P256ScalarReduceOnce(&x4, 0, x4[0], x4[1], x4[2], x4[3])
			P256ScalarReduceOnce(&y4, 0, y4[0], y4[1], y4[2], y4[3])
			P256ScalarMulNoADX(&z4, &x4, &y4)
			P256ScalarMulGeneric(&w4, &x4, &y4)
			if z4 != w4 {
				t.Fatalf("useMULQ=%v: P256ScalarMulNoADX %x, Go %x", on, z4, w4)
			}

			var x6, y6, z6, w6 [6]uint64
			mulqRandomLimbs(r, x6[:], p384ElementModulus[:])
			mulqRandomLimbs(r, y6[:], p384ElementModulus[:])
			p384ElementReduceOnce(&x6, 0, x6[0], x6[1], x6[2], x6[3], x6[4], x6[5])
			p384ElementReduceOnce(&y6, 0, y6[0], y6[1], y6[2], y6[3], y6[4], y6[5])
			p384ElementMulNoADX(&z6, &x6, &y6)
			p384ElementMulGeneric(&w6, &x6, &y6)
			if z6 != w6 {
				t.Fatalf("useMULQ=%v: p384ElementMulNoADX %x, Go %x", on, z6, w6)
			}
			p384ElementSquareNoADX(&z6, &x6)
			p384ElementMulGeneric(&w6, &x6, &x6)
			if z6 != w6 {
				t.Fatalf("useMULQ=%v: p384ElementSquareNoADX %x, Go %x", on, z6, w6)
			}
			P384ScalarReduceOnce(&x6, 0, x6[0], x6[1], x6[2], x6[3], x6[4], x6[5])
			P384ScalarReduceOnce(&y6, 0, y6[0], y6[1], y6[2], y6[3], y6[4], y6[5])
			P384ScalarMulNoADX(&z6, &x6, &y6)
			P384ScalarMulGeneric(&w6, &x6, &y6)
			if z6 != w6 {
				t.Fatalf("useMULQ=%v: P384ScalarMulNoADX %x, Go %x", on, z6, w6)
			}

			var x9, y9, z9, w9 [9]uint64
			mulqRandomLimbs(r, x9[:], P521ScalarModulus[:])
			mulqRandomLimbs(r, y9[:], P521ScalarModulus[:])
			x9[8] &= p521TopMask
			y9[8] &= p521TopMask
			p521MulNoADX(&z9, &x9, &y9)
			p521MulGeneric(&w9, &x9, &y9)
			if z9 != w9 {
				t.Fatalf("useMULQ=%v: p521MulNoADX %x, Go %x", on, z9, w9)
			}
			p521SquareNoADX(&z9, &x9)
			p521SquareGeneric(&w9, &x9)
			if z9 != w9 {
				t.Fatalf("useMULQ=%v: p521SquareNoADX %x, Go %x", on, z9, w9)
			}
			P521ScalarReduceOnce(&x9, 0, x9[0], x9[1], x9[2], x9[3], x9[4], x9[5], x9[6], x9[7], x9[8])
			P521ScalarReduceOnce(&y9, 0, y9[0], y9[1], y9[2], y9[3], y9[4], y9[5], y9[6], y9[7], y9[8])
			P521ScalarMulNoADX(&z9, &x9, &y9)
			P521ScalarMulGeneric(&w9, &x9, &y9)
			if z9 != w9 {
				t.Fatalf("useMULQ=%v: P521ScalarMulNoADX %x, Go %x", on, z9, w9)
			}
		}
	}
}
