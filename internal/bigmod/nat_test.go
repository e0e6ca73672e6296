// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

func natToBig(x *Nat) *big.Int { return limbsToBig(x.limbs) }

func bigToNat(b *big.Int, n int) *Nat { return &Nat{limbs: bigToLimbs(b, n)} }

func modOf(t *testing.T, b *big.Int) *Modulus {
	m, err := NewModulus(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func randModulusBig(r *rand.Rand, n int, odd bool) *big.Int {
	l := randOddModulus(r, n)
	if !odd {
		l[0] &^= 1
	}
	b := limbsToBig(l)
	if b.Cmp(big.NewInt(2)) < 0 {
		b.SetInt64(2)
	}
	return b
}

func TestModVsBig(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", testModVsBig)
}

func testModVsBig(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 1; n <= 40; n++ {
		for iter := 0; iter < 12; iter++ {
			bm := randModulusBig(r, n, iter%2 == 0)
			m := modOf(t, bm)
			if m.rr != nil {
				W := new(big.Int).Lsh(big.NewInt(1), uint(_W*len(m.m)*2))
				if natToBig(&Nat{m.rr}).Cmp(W.Mod(W, bm)) != 0 {
					t.Fatalf("rr n=%d", n)
				}
			}
			for _, xl := range []int{1, n - 1, n, n + 1, 2 * n, 2*n + 1, 3 * n} {
				if xl < 1 {
					continue
				}
				x := &Nat{randLimbs(r, xl)}
				want := new(big.Int).Mod(natToBig(x), bm)
				z := NewNat(1).Mod(x, m)
				if natToBig(z).Cmp(want) != 0 {
					t.Fatalf("Mod n=%d xl=%d m=%x x=%x: got %x want %x", n, xl, bm, natToBig(x), natToBig(z), want)
				}
			}
			// m-1 and all-ones values.
			mm1 := new(big.Int).Sub(bm, big.NewInt(1))
			x := bigToNat(mm1, len(m.m))
			y := bigToNat(new(big.Int).Mod(natToBig(&Nat{randLimbs(r, n)}), bm), len(m.m))
			bx, by := natToBig(x), natToBig(y)
			z := x.Clone().Mul(y, m)
			if natToBig(z).Cmp(new(big.Int).Mod(new(big.Int).Mul(bx, by), bm)) != 0 {
				t.Fatalf("Mul n=%d", n)
			}
			z = x.Clone().Add(y, m)
			if natToBig(z).Cmp(new(big.Int).Mod(new(big.Int).Add(bx, by), bm)) != 0 {
				t.Fatalf("Add n=%d", n)
			}
			z = y.Clone().Sub(x, m)
			if natToBig(z).Cmp(new(big.Int).Mod(new(big.Int).Sub(by, bx), bm)) != 0 {
				t.Fatalf("Sub n=%d", n)
			}
			if !m.odd {
				continue
			}
			e := make([]byte, r.IntN(n*_S+2)) // up to the modulus's size, as in RSA-CRT
			for i := range e {
				e[i] = byte(r.Uint32())
			}
			if iter == 1 {
				for i := range e {
					e[i] = 0xff
				}
			}
			want := new(big.Int).Exp(by, new(big.Int).SetBytes(e), bm)
			if got := NewNat(1).Exp(y, e, m); natToBig(got).Cmp(want) != 0 {
				t.Fatalf("Exp n=%d elen=%d", n, len(e))
			}
			if got := NewNat(1).ExpVarTime(y, e, m); natToBig(got).Cmp(want) != 0 {
				t.Fatalf("ExpVarTime n=%d", n)
			}
			inv := NewNat(1)
			ok := inv.Inverse(y, m)
			wantInv := new(big.Int).ModInverse(by, bm)
			if (wantInv != nil) != (ok == 1) {
				t.Fatalf("Inverse ok n=%d y=%x m=%x: %d", n, by, bm, ok)
			}
			if wantInv != nil && natToBig(inv).Cmp(wantInv) != 0 {
				t.Fatalf("Inverse n=%d", n)
			}
		}
	}
}

func TestDiv2by1(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 100000; i++ {
		d := uint(r.Uint64()) | 1<<(_W-1)
		if i%7 == 0 {
			d = ^uint(0)
		}
		u1 := uint(r.Uint64()) % d
		if i%5 == 0 {
			u1 = d - 1
		}
		u0 := uint(r.Uint64())
		v := reciprocalWord(d)
		q, rem := div2by1(u1, u0, d, v)
		num := new(big.Int).Lsh(new(big.Int).SetUint64(uint64(u1)), _W)
		num.Add(num, new(big.Int).SetUint64(uint64(u0)))
		wq, wr := new(big.Int).QuoRem(num, new(big.Int).SetUint64(uint64(d)), new(big.Int))
		if wq.Uint64() != uint64(q) || wr.Uint64() != uint64(rem) {
			t.Fatalf("div2by1(%x,%x,%x) = %x,%x want %x,%x", u1, u0, d, q, rem, wq, wr)
		}
	}
}

// TestExpVarTimeTopHeavy exercises moduli just below 2^(W·n), where
// intermediate values in [2^(W·n), 2m) must not be truncated, at the RSA
// sizes the IFMA tier covers, with the exponents RSA uses.
func TestExpVarTimeTopHeavy(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", func(t *testing.T) {
		r := rand.New(rand.NewPCG(9, 10))
		for _, n := range []int{1024 / _W, 2048 / _W, 3072 / _W} {
			for iter := 0; iter < 15; iter++ {
				l := randLimbs(r, n)
				for i := n / 2; i < n; i++ {
					l[i] = ^uint(0)
				}
				l[0] |= 1
				bm := limbsToBig(l)
				m := modOf(t, bm)
				by := new(big.Int).Mod(limbsToBig(randLimbs(r, n)), bm)
				y := bigToNat(by, n)
				for _, e := range [][]byte{{1, 0, 1}, {3}, {1}, {2}, {0, 0, 1, 0, 0}, {0x80, 0, 0, 1}} {
					want := new(big.Int).Exp(by, new(big.Int).SetBytes(e), bm)
					if got := NewNat(1).ExpVarTime(y, e, m); natToBig(got).Cmp(want) != 0 {
						t.Fatalf("ExpVarTime n=%d e=%x", n, e)
					}
				}
				e := make([]byte, n*_S/2)
				for i := range e {
					e[i] = byte(r.Uint32())
				}
				want := new(big.Int).Exp(by, new(big.Int).SetBytes(e), bm)
				if got := NewNat(1).Exp(y, e, m); natToBig(got).Cmp(want) != 0 {
					t.Fatalf("Exp n=%d", n)
				}
			}
		}
	})
}

// FuzzEngine compares Mod, Mul, Exp, ExpVarTime and Inverse with math/big
// for moduli and operands built from the fuzzer's bytes.
func FuzzEngine(f *testing.F) {
	f.Add([]byte{0xff, 0xff, 0xff}, []byte{1, 2, 3, 4}, []byte{5})
	f.Add(make([]byte, 40), []byte{0xff}, []byte{0x01, 0x00, 0x01})
	f.Fuzz(func(t *testing.T, mb, xb, eb []byte) {
		if len(mb) > 600 || len(xb) > 1200 || len(eb) > 64 {
			return
		}
		bm := new(big.Int).SetBytes(mb)
		m, err := NewModulus(mb)
		if bm.Cmp(big.NewInt(2)) < 0 {
			if err == nil {
				t.Fatal("modulus below 2 accepted")
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		bx := new(big.Int).SetBytes(xb)
		x := NewNat(1).Mod(NatFromBytes(xb), m)
		want := new(big.Int).Mod(bx, bm)
		if natToBig(x).Cmp(want) != 0 {
			t.Fatalf("Mod: got %x want %x", natToBig(x), want)
		}
		if got := x.Clone().Mul(x, m); natToBig(got).Cmp(new(big.Int).Mod(new(big.Int).Mul(want, want), bm)) != 0 {
			t.Fatal("Mul")
		}
		if !m.IsOdd() {
			return
		}
		wantExp := new(big.Int).Exp(want, new(big.Int).SetBytes(eb), bm)
		if got := NewNat(1).Exp(x, eb, m); natToBig(got).Cmp(wantExp) != 0 {
			t.Fatalf("Exp: got %x want %x", natToBig(got), wantExp)
		}
		if got := NewNat(1).ExpVarTime(x, eb, m); natToBig(got).Cmp(wantExp) != 0 {
			t.Fatalf("ExpVarTime: got %x want %x", natToBig(got), wantExp)
		}
		inv := NewNat(1)
		ok := inv.Inverse(x, m)
		wantInv := new(big.Int).ModInverse(want, bm)
		if (wantInv != nil) != (ok == 1) || (wantInv != nil && natToBig(inv).Cmp(wantInv) != 0) {
			t.Fatalf("Inverse of %x mod %x: ok=%d got %x want %v", want, bm, ok, natToBig(inv), wantInv)
		}
	})
}

func TestGCDDivWord(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for n := 1; n <= 20; n++ {
		for iter := 0; iter < 30; iter++ {
			x, y := randLimbs(r, n), randLimbs(r, n)
			common := uint(r.IntN(64)) | 1
			sh := r.IntN(5)
			bx := new(big.Int).Lsh(new(big.Int).Mul(limbsToBig(x), big.NewInt(int64(common))), uint(sh))
			by := new(big.Int).Lsh(new(big.Int).Mul(limbsToBig(y), big.NewInt(int64(common))), uint(sh))
			if bx.Sign() == 0 && by.Sign() == 0 {
				continue
			}
			m := n + 2
			g, s := GCDShift(bigToNat(bx, m), bigToNat(by, m))
			want := new(big.Int).GCD(nil, nil, bx, by)
			got := new(big.Int).Lsh(natToBig(g), uint(s))
			if got.Cmp(want) != 0 || natToBig(g).Bit(0) != 1 {
				t.Fatalf("GCDShift(%x, %x) = %x·2^%d, want %x", bx, by, natToBig(g), s, want)
			}
			d := uint(r.Uint64()) >> uint(r.IntN(_W))
			if d == 0 {
				d = 1
			}
			q := NewNat(0).DivWord(bigToNat(bx, m), d)
			if natToBig(q).Cmp(new(big.Int).Quo(bx, new(big.Int).SetUint64(uint64(d)))) != 0 {
				t.Fatalf("DivWord(%x, %x)", bx, d)
			}
			z := bigToNat(bx, m).ShiftRightSecret(sh, 8)
			if natToBig(z).Cmp(new(big.Int).Rsh(bx, uint(sh))) != 0 {
				t.Fatal("ShiftRightSecret")
			}
		}
	}
}

// TestReduceCorners drives the quotient estimate of Modulus.reduce through
// its corner cases (top digit equal to the divisor's, estimates two too
// large) with moduli and dividends made of extreme limbs.
func TestReduceCorners(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	extreme := []uint{0, 1, 2, 1 << (_W - 1), 1<<(_W-1) + 1, ^uint(0), ^uint(0) - 1, ^uint(0) >> 1}
	pick := func() uint {
		if r.IntN(3) == 0 {
			return uint(r.Uint64())
		}
		return extreme[r.IntN(len(extreme))]
	}
	for iter := 0; iter < 20000; iter++ {
		n := 2 + r.IntN(3)
		ml := make([]uint, n)
		for i := range ml {
			ml[i] = pick()
		}
		if ml[n-1] == 0 {
			ml[n-1] = 1 << uint(r.IntN(_W))
		}
		xl := make([]uint, n+1+r.IntN(4))
		for i := range xl {
			xl[i] = pick()
		}
		bm := limbsToBig(ml)
		m, err := NewModulusFromNat(&Nat{ml})
		if err != nil {
			t.Fatal(err)
		}
		got := NewNat(1).Mod(&Nat{xl}, m)
		if want := new(big.Int).Mod(limbsToBig(xl), bm); natToBig(got).Cmp(want) != 0 {
			t.Fatalf("%x mod %x = %x, want %x", limbsToBig(xl), bm, natToBig(got), want)
		}
	}
}

// TestModWide: Mod's Montgomery path (odd moduli with the top bit of the
// top limb set, dividends of at most twice their limbs) against math/big,
// including all-ones dividends, the largest moduli, 2^(W·n−1) + 1, and a
// dividend that aliases the result.
func TestModWide(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", func(t *testing.T) {
		r := rand.New(rand.NewPCG(21, 22))
		for n := 2; n <= 40; n++ {
			top := new(big.Int).Lsh(big.NewInt(1), uint(_W*n-1))
			for k := 0; k < 6; k++ {
				var bm *big.Int
				switch k {
				case 0: // 2^(W·n) − 1
					bm = new(big.Int).Sub(new(big.Int).Lsh(top, 1), big.NewInt(1))
				case 1:
					bm = new(big.Int).Add(top, big.NewInt(1))
				default:
					bm = new(big.Int).Or(natToBig(&Nat{randLimbs(r, n)}), top)
					bm.SetBit(bm, 0, 1)
				}
				m := modOf(t, bm)
				for _, xl := range []int{1, n, n + 1, 2 * n} {
					for kind := 0; kind < 3; kind++ {
						x := &Nat{randLimbs(r, xl)}
						switch kind {
						case 1: // all ones
							for i := range x.limbs {
								x.limbs[i] = ^uint(0)
							}
						case 2: // m·2^(W·(xl−n)) − 1 when it fits, else all ones below m
							v := new(big.Int).Lsh(bm, uint(_W*max(xl-n, 0)))
							v.Sub(v, big.NewInt(1))
							x = bigToNat(v, max(xl, n))
						}
						want := new(big.Int).Mod(natToBig(x), bm)
						if z := NewNat(1).Mod(x, m); natToBig(z).Cmp(want) != 0 {
							t.Fatalf("n=%d k=%d xl=%d kind=%d: got %x want %x", n, k, xl, kind, natToBig(z), want)
						}
						if z := x.Mod(x, m); natToBig(z).Cmp(want) != 0 {
							t.Fatalf("n=%d k=%d xl=%d kind=%d: aliased Mod wrong", n, k, xl, kind)
						}
					}
				}
			}
		}
	})
}
