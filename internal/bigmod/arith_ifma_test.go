// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// ifmaAsmRunnable reports whether ammAsm, ammAsm2 and ifmaSelectAsm may be
// called directly: they are assembly on amd64 (needing the IFMA tier's CPU
// features, whatever tier is selected now) and the Go twins elsewhere.
func ifmaAsmRunnable() bool { return !ifmaHaveAsm || impl.Supported("bigmod", "IFMA") }

var ifmaTestSizes = []int{1024, 1536, 2048, 3072, 4096}

// ifmaModuliFor keeps the exponentiation tests short where the Go twin runs
// them (purego, other GOARCHes): every modulus shape at the CRT sizes, two
// at the public-modulus sizes.
func ifmaModuliFor(nbits int) int {
	if nbits > 2048 {
		return 2
	}
	return 5
}

// ifmaTestModulus returns an odd modulus of the given bit size in limbs,
// with rr = 2^(2·bits) mod m.
func ifmaTestModulus(r *rand.Rand, nbits, which int) (m []uint, rr []uint) {
	n := nbits / bits.UintSize
	m = kModulus(r, n, which)
	bm := kToBig(m)
	rrb := new(big.Int).Lsh(big.NewInt(1), uint(2*nbits))
	rrb.Mod(rrb, bm)
	return m, kFromBig(rrb, n)
}

func ifmaFromBig(v *big.Int) *ifmaNum {
	var z ifmaNum
	n := (v.BitLen() + bits.UintSize - 1) / bits.UintSize
	to52(&z, kFromBig(v, max(n, 1)))
	return &z
}

func ifmaToBig(z *ifmaNum) *big.Int {
	v := new(big.Int)
	for i := len(z) - 1; i >= 0; i-- {
		v.Lsh(v, ifmaRadix)
		v.Or(v, new(big.Int).SetUint64(z[i]))
	}
	return v
}

func TestIFMAConversions(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, nbits := range ifmaTestSizes {
		n := nbits / bits.UintSize
		for k := 0; k < 20; k++ {
			x := kPattern(r, n, k)
			var z ifmaNum
			to52(&z, x)
			if ifmaToBig(&z).Cmp(kToBig(x)) != 0 {
				t.Fatalf("to52 %d bits pattern %d wrong", nbits, k)
			}
			back := make([]uint, n)
			from52(back, &z, ifmaLimbsFor(n))
			if !slices.Equal(back, x) {
				t.Fatalf("from52(to52(x)) != x")
			}
		}
	}
}

// TestIFMAMultiply checks the AMM kernels (assembly where supported) against
// the Go twin and math/big: z ≡ a·b/R' (mod m), z < 2m, for a, b < 2m.
func TestIFMAMultiply(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, nbits := range ifmaTestSizes {
		n := nbits / bits.UintSize
		for which := 0; which < 5; which++ {
			m, rr := ifmaTestModulus(r, nbits, which)
			mm := newIFMAModulus(m, rr)
			if mm == nil {
				t.Fatal("newIFMAModulus returned nil")
			}
			bm := kToBig(m)
			rp := new(big.Int).Lsh(big.NewInt(1), uint(ifmaRadix*mm.limbs))
			if ifmaToBig(&mm.rr).Cmp(new(big.Int).Mod(new(big.Int).Mul(rp, rp), bm)) != 0 {
				t.Fatalf("%d bits: rr' wrong", nbits)
			}
			rpInv := new(big.Int).ModInverse(rp, bm)
			twoM := new(big.Int).Lsh(bm, 1)
			operand := func(k int) *big.Int {
				switch k % 7 {
				case 0:
					return new(big.Int).Sub(twoM, big.NewInt(1))
				case 1:
					return new(big.Int).Sub(bm, big.NewInt(1))
				case 2:
					return new(big.Int)
				case 3:
					return big.NewInt(1)
				}
				return new(big.Int).Mod(kToBig(kPattern(r, n+1, k)), twoM)
			}
			for k := 0; k < 40; k++ {
				a, b := operand(k), operand(k/7+3*k)
				za, zb := ifmaFromBig(a), ifmaFromBig(b)
				var gen, asm ifmaNum
				ammGeneric(&gen, za, zb, &mm.m, mm.limbs, mm.k0)
				asm = gen
				if ifmaAsmRunnable() {
					ammAsm(&asm, za, zb, &mm.m, mm.limbs, mm.k0)
				}
				if gen != asm {
					t.Fatalf("%d bits m#%d k=%d: assembly AMM differs from the Go twin\n got  %x\n want %x", nbits, which, k, asm[:mm.limbs], gen[:mm.limbs])
				}
				g := ifmaToBig(&gen)
				want := new(big.Int).Mul(a, b)
				want.Mul(want, rpInv).Mod(want, bm)
				if new(big.Int).Mod(g, bm).Cmp(want) != 0 || g.Cmp(twoM) >= 0 {
					t.Fatalf("%d bits m#%d k=%d: AMM wrong or not below 2m", nbits, which, k)
				}
				for i := range gen {
					if gen[i] > ifmaMask {
						t.Fatalf("limb %d not normalised", i)
					}
				}
				// Aliasing: z = a = b.
				sq1, sq2 := *za, *za
				ammGeneric(&sq1, &sq1, &sq1, &mm.m, mm.limbs, mm.k0)
				if ifmaAsmRunnable() {
					ammAsm(&sq2, &sq2, &sq2, &mm.m, mm.limbs, mm.k0)
				} else {
					sq2 = sq1
				}
				if sq1 != sq2 {
					t.Fatalf("%d bits: aliased squaring differs", nbits)
				}
			}
		}
	}
}

func TestIFMASelect(t *testing.T) {
	if !ifmaAsmRunnable() {
		t.Skip("no IFMA on this CPU")
	}
	r := rand.New(rand.NewPCG(1, 1))
	// The paired scan: every pair of indices.
	var t1, t2 [ifmaTableSize * ifmaMaxLimbs]uint64
	for i := range t1 {
		t1[i], t2[i] = r.Uint64(), r.Uint64()
	}
	for i1 := uint64(0); i1 < ifmaTableSize; i1++ {
		for i2 := uint64(0); i2 < ifmaTableSize; i2++ {
			var a1, a2, b1, b2 ifmaNum
			ifmaSelectGeneric(&a1, t1[:], 24, i1)
			ifmaSelectGeneric(&a2, t2[:], 24, i2)
			ifmaSelectPairAsm(&b1, &t1, i1, &b2, &t2, i2)
			if a1 != b1 || a2 != b2 {
				t.Fatalf("idx %d, %d: paired select wrong", i1, i2)
			}
		}
	}
	for _, lanes := range []int{24, 32, 40, 64, 80} {
		var table [ifmaTableSize * ifmaMaxLimbs]uint64
		for i := range table {
			table[i] = r.Uint64()
		}
		for idx := uint64(0); idx < ifmaTableSize; idx++ {
			var a, b ifmaNum
			ifmaSelectGeneric(&a, table[:], lanes, idx)
			ifmaSelectAsm(&b, &table, lanes, idx)
			if a != b || !slices.Equal(a[:lanes], table[int(idx)*lanes:int(idx+1)*lanes]) {
				t.Fatalf("lanes=%d idx=%d: select wrong", lanes, idx)
			}
		}
	}
}

// TestIFMAExp checks exponentiation (assembly and Go twin) against
// math/big's Exp for several exponent lengths and adversarial bases.
func TestIFMAExp(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 3))
	for _, nbits := range ifmaTestSizes {
		n := nbits / bits.UintSize
		for which := 0; which < ifmaModuliFor(nbits); which++ {
			m, rr := ifmaTestModulus(r, nbits, which)
			bm := kToBig(m)
			for k, elen := range []int{1, 3, 5, 64, nbits / 8, nbits/8 + 1} {
				e := make([]byte, elen)
				for i := range e {
					e[i] = byte(r.Uint32())
				}
				if k == 0 {
					e[0] = 0 // zero exponent
				}
				x := kOperand(r, m, k+which)
				want := kFromBig(new(big.Int).Exp(kToBig(x), new(big.Int).SetBytes(e), bm), n)
				for _, asm := range []bool{false, true} {
					mm := newIFMAModulus(m, rr)
					if asm && !mm.asm {
						continue // no IFMA here
					}
					mm.asm = asm
					got := make([]uint, n)
					mm.exp(got, x, e)
					if !slices.Equal(got, want) {
						t.Fatalf("%d bits m#%d elen=%d asm=%v: exp wrong", nbits, which, elen, asm)
					}
					// out aliases x
					xx := slices.Clone(x)
					mm.exp(xx, xx, e)
					if !slices.Equal(xx, want) {
						t.Fatalf("aliased exp wrong")
					}
				}
			}
		}
	}
}

func TestIFMAExpAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	m, rr := ifmaTestModulus(r, 1024, 3)
	mm := newIFMAModulus(m, rr)
	x, out, e := kOperand(r, m, 5), make([]uint, len(m)), make([]byte, 128)
	if a := testing.AllocsPerRun(3, func() { mm.exp(out, x, e) }); a != 0 {
		t.Errorf("exp allocates %v times", a)
	}
}

func BenchmarkIFMA(b *testing.B) {
	r := rand.New(rand.NewPCG(4, 5))
	for _, nbits := range []int{1024, 2048} {
		m, rr := ifmaTestModulus(r, nbits, 3)
		mm := newIFMAModulus(m, rr)
		if mm == nil || !mm.asm {
			b.Skip("no IFMA")
		}
		x, y := ifmaFromBig(big.NewInt(12345)), &mm.rr
		b.Run(bitsName(nbits)+"/amm", func(b *testing.B) {
			for b.Loop() {
				ammAsm(x, x, y, &mm.m, mm.limbs, mm.k0)
			}
		})
		e := make([]byte, nbits/8)
		for i := range e {
			e[i] = byte(r.Uint32())
		}
		xs, out := kOperand(r, m, 5), make([]uint, len(m))
		b.Run(bitsName(nbits)+"/exp", func(b *testing.B) {
			for b.Loop() {
				mm.exp(out, xs, e)
			}
		})
		m2, rr2 := ifmaTestModulus(r, nbits, 0)
		mm2 := newIFMAModulus(m2, rr2)
		xs2, out2 := kOperand(r, m2, 5), make([]uint, len(m))
		b.Run(bitsName(nbits)+"/exp-pair", func(b *testing.B) {
			for b.Loop() {
				ifmaExpPair(out, xs, e, mm, out2, xs2, e, mm2)
			}
		})
		b.Run(bitsName(nbits)+"/amm-pair", func(b *testing.B) {
			for b.Loop() {
				ammAsm2(x, x, y, mm, x, x, y, mm)
			}
		})
		b.Run(bitsName(nbits)+"/sqr-pair", func(b *testing.B) {
			x2 := *x
			for b.Loop() {
				ammSqrAsm2(x, mm, &x2, mm, 1)
			}
		})
		b.Run(bitsName(nbits)+"/sqr-pair-chain5", func(b *testing.B) {
			x2 := *x
			for b.Loop() {
				ammSqrAsm2(x, mm, &x2, mm, ifmaWindow)
			}
		})
		b.Run(bitsName(nbits)+"/mathbig-exp", func(b *testing.B) {
			bx, be, bm := kToBig(xs), new(big.Int).SetBytes(e), kToBig(m)
			z := new(big.Int)
			for b.Loop() {
				z.Exp(bx, be, bm)
			}
		})
	}
}

func bitsName(n int) string { return strconv.Itoa(n) }

// TestIFMAPair checks the paired code: ammAsm2 against two ammGeneric
// calls, and ifmaExpPair (Go and assembly) against math/big's Exp, on the
// sizes and moduli TestIFMAExp walks, with the same loops over them.
func TestIFMAPair(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 13))
	for _, nbits := range ifmaTestSizes {
		n := nbits / bits.UintSize
		for which := 0; which < ifmaModuliFor(nbits); which++ {
			m1, rr1 := ifmaTestModulus(r, nbits, which)
			m2, rr2 := ifmaTestModulus(r, nbits, which+1)
			// The pair kernel against two single Go twins.
			mm1, mm2 := newIFMAModulus(m1, rr1), newIFMAModulus(m2, rr2)
			for k := 0; k < 10; k++ {
				a1, b1 := ifmaFromBig(kToBig(kOperand(r, m1, k))), &mm1.rr
				a2, b2 := ifmaFromBig(kToBig(kOperand(r, m2, k+1))), ifmaFromBig(kToBig(kOperand(r, m2, k+2)))
				var w1, w2, g1, g2 ifmaNum
				ammGeneric(&w1, a1, b1, &mm1.m, mm1.limbs, mm1.k0)
				ammGeneric(&w2, a2, b2, &mm2.m, mm2.limbs, mm2.k0)
				if !ifmaAsmRunnable() {
					continue
				}
				ammAsm2(&g1, a1, b1, mm1, &g2, a2, b2, mm2)
				if g1 != w1 || g2 != w2 {
					t.Fatalf("%d bits: paired AMM differs from the Go twin", nbits)
				}
			}
			elen := nbits / 8
			e1, e2 := make([]byte, elen), make([]byte, elen)
			for i := range e1 {
				e1[i], e2[i] = byte(r.Uint32()), byte(r.Uint32())
			}
			e2[0] = 0
			x1, x2 := kOperand(r, m1, which), kOperand(r, m2, which+4)
			want1 := kFromBig(new(big.Int).Exp(kToBig(x1), new(big.Int).SetBytes(e1), kToBig(m1)), n)
			want2 := kFromBig(new(big.Int).Exp(kToBig(x2), new(big.Int).SetBytes(e2), kToBig(m2)), n)
			for _, asm := range []bool{false, true} {
				if asm && !mm1.asm {
					continue
				}
				mm1.asm, mm2.asm = asm, asm
				o1, o2 := make([]uint, n), make([]uint, n)
				ifmaExpPair(o1, x1, e1, mm1, o2, x2, e2, mm2)
				if !slices.Equal(o1, want1) || !slices.Equal(o2, want2) {
					t.Fatalf("%d bits m#%d asm=%v: ifmaExpPair wrong", nbits, which, asm)
				}
			}
		}
	}
}

// FuzzIFMAMultiply compares the AMM kernels with the Go twin and math/big
// on arbitrary operands below 2m for 1024- and 2048-bit odd moduli.
func FuzzIFMAMultiply(f *testing.F) {
	f.Add([]byte{1}, []byte{2}, []byte{0xff}, uint8(0))
	f.Fuzz(func(t *testing.T, ab, bb, mb []byte, sizeSel uint8) {
		nbits := ifmaTestSizes[int(sizeSel)%len(ifmaTestSizes)]
		n := nbits / bits.UintSize
		if len(mb) > nbits/8 {
			mb = mb[:nbits/8]
		}
		bm := new(big.Int).SetBytes(mb)
		bm.SetBit(bm, 0, 1)
		bm.SetBit(bm, nbits-1, 1) // a full-width odd modulus
		m := kFromBig(bm, n)
		rr := kFromBig(new(big.Int).Mod(new(big.Int).Lsh(big.NewInt(1), uint(2*nbits)), bm), n)
		mm := newIFMAModulus(m, rr)
		twoM := new(big.Int).Lsh(bm, 1)
		a := new(big.Int).Mod(new(big.Int).SetBytes(ab), twoM)
		b := new(big.Int).Mod(new(big.Int).SetBytes(bb), twoM)
		var gen, asm, gen2, asm2 ifmaNum
		if !ifmaAsmRunnable() {
			t.Skip("no IFMA on this CPU")
		}
		ammGeneric(&gen, ifmaFromBig(a), ifmaFromBig(b), &mm.m, mm.limbs, mm.k0)
		ammAsm(&asm, ifmaFromBig(a), ifmaFromBig(b), &mm.m, mm.limbs, mm.k0)
		ammAsm2(&asm2, ifmaFromBig(b), ifmaFromBig(a), mm, &gen2, ifmaFromBig(a), ifmaFromBig(a), mm)
		if gen != asm || gen != asm2 {
			t.Fatalf("AMM kernels differ from the Go twin")
		}
		ammGeneric(&asm, ifmaFromBig(a), ifmaFromBig(a), &mm.m, mm.limbs, mm.k0)
		if asm != gen2 {
			t.Fatalf("paired AMM (second way) differs from the Go twin")
		}
		rp := new(big.Int).Lsh(big.NewInt(1), uint(ifmaRadix*mm.limbs))
		want := new(big.Int).Mul(a, b)
		want.Mul(want, new(big.Int).ModInverse(rp, bm)).Mod(want, bm)
		g := ifmaToBig(&gen)
		if g.Cmp(twoM) >= 0 || new(big.Int).Mod(g, bm).Cmp(want) != 0 {
			t.Fatalf("AMM wrong")
		}
	})
}

func TestIFMAExpPairAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 6))
	for _, nbits := range []int{1024, 1536} {
		m1, rr1 := ifmaTestModulus(r, nbits, 3)
		m2, rr2 := ifmaTestModulus(r, nbits, 1)
		mm1, mm2 := newIFMAModulus(m1, rr1), newIFMAModulus(m2, rr2)
		n := len(m1)
		x1, x2 := kOperand(r, m1, 5), kOperand(r, m2, 6)
		o1, o2, e := make([]uint, n), make([]uint, n), make([]byte, nbits/8)
		if a := testing.AllocsPerRun(3, func() { ifmaExpPair(o1, x1, e, mm1, o2, x2, e, mm2) }); a != 0 {
			t.Errorf("%d bits: ifmaExpPair allocates %v times", nbits, a)
		}
	}
}

// TestIFMASqrChain: ammSqrAsm2 (the static kernel's squaring chain for 20
// limbs, repeated pairs otherwise) against n squarings by the Go twin, for
// every size, n = 1..6, operands of every kind kOperand makes.
func TestIFMASqrChain(t *testing.T) {
	if !ifmaAsmRunnable() {
		t.Skip("IFMA tier not available")
	}
	r := rand.New(rand.NewPCG(16, 17))
	for _, nbits := range ifmaTestSizes {
		for which := 0; which < ifmaModuliFor(nbits); which++ {
			m1, rr1 := ifmaTestModulus(r, nbits, which)
			m2, rr2 := ifmaTestModulus(r, nbits, which+1)
			mm1, mm2 := newIFMAModulus(m1, rr1), newIFMAModulus(m2, rr2)
			for k := 0; k < 12; k++ {
				n := 1 + k%6
				a1 := ifmaFromBig(kToBig(kOperand(r, m1, k)))
				a2 := ifmaFromBig(kToBig(kOperand(r, m2, k+2)))
				w1, w2 := *a1, *a2
				for range n {
					ammGeneric(&w1, &w1, &w1, &mm1.m, mm1.limbs, mm1.k0)
					ammGeneric(&w2, &w2, &w2, &mm2.m, mm2.limbs, mm2.k0)
				}
				g1, g2 := *a1, *a2
				ammSqrAsm2(&g1, mm1, &g2, mm2, n)
				if g1 != w1 || g2 != w2 {
					t.Fatalf("%d bits, which=%d, k=%d, n=%d: squaring chain differs from the Go twin", nbits, which, k, n)
				}
			}
		}
	}
}

// TestIFMAWindowAt: the two-byte window read against bit-by-bit extraction
// at every position and width that fits.
func TestIFMAWindowAt(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 19))
	for _, n := range []int{1, 2, 3, 128} {
		e := make([]byte, n)
		for i := range e {
			e[i] = byte(r.Uint32())
		}
		for width := 1; width <= 8; width++ {
			for pos := 0; pos+width <= 8*n; pos++ {
				var want uint64
				for k := 0; k < width; k++ {
					p := pos + k
					want |= uint64(e[n-1-p/8]>>(p%8)&1) << k
				}
				if got := ifmaWindowAt(e, pos, width); got != want {
					t.Fatalf("len %d, pos %d, width %d: got %#x, want %#x", n, pos, width, got, want)
				}
			}
		}
	}
}

// TestIFMAStatic20: the static-accumulator pair kernel and its squaring
// chain (ifma_static.go) against the Go twin, for operands of every kind
// below 2m: the edge values 0, 1, m−1, m, m+1, 2m−2, 2m−1, numbers whose
// radix-2⁵² limbs are all 2⁵²−1 up to some length (carries rippling through
// every lane), and random ones, with different moduli in the two ways.
func TestIFMAStatic20(t *testing.T) {
	if !ifmaSupported(1024 / bits.UintSize) {
		t.Skip("IFMA tier not available")
	}
	r := rand.New(rand.NewPCG(20, 21))
	operand := func(m *big.Int, k int) *ifmaNum {
		twoM := new(big.Int).Lsh(m, 1)
		one := big.NewInt(1)
		var v *big.Int
		switch k % 9 {
		case 0:
			v = new(big.Int)
		case 1:
			v = big.NewInt(1)
		case 2:
			v = new(big.Int).Sub(m, one)
		case 3:
			v = new(big.Int).Set(m)
		case 4:
			v = new(big.Int).Add(m, one)
		case 5:
			v = new(big.Int).Sub(twoM, big.NewInt(2))
		case 6:
			v = new(big.Int).Sub(twoM, one)
		case 7: // 2^k − 1: lanes of all ones, below 2m
			v = new(big.Int).Sub(new(big.Int).Lsh(one, uint(1+r.IntN(twoM.BitLen()-1))), one)
		default:
			buf := make([]byte, (twoM.BitLen()+7)/8)
			for i := range buf {
				buf[i] = byte(r.Uint32())
			}
			v = new(big.Int).Mod(new(big.Int).SetBytes(buf), twoM)
		}
		return ifmaFromBig(v)
	}
	for which := 0; which < 8; which++ {
		m1, rr1 := ifmaTestModulus(r, 1024, which)
		m2, rr2 := ifmaTestModulus(r, 1024, which+3)
		mm1, mm2 := newIFMAModulus(m1, rr1), newIFMAModulus(m2, rr2)
		b1, b2 := kToBig(m1), kToBig(m2)
		for k := 0; k < 200; k++ {
			a1, c1 := operand(b1, k), operand(b1, k/9+r.IntN(9))
			a2, c2 := operand(b2, k+4), operand(b2, k/9+r.IntN(9))
			var w1, w2, g1, g2 ifmaNum
			ammGeneric(&w1, a1, c1, &mm1.m, 20, mm1.k0)
			ammGeneric(&w2, a2, c2, &mm2.m, 20, mm2.k0)
			ammAsm2(&g1, a1, c1, mm1, &g2, a2, c2, mm2)
			if g1 != w1 || g2 != w2 {
				t.Fatalf("which=%d k=%d: static pair kernel differs from the Go twin", which, k)
			}
			n := 1 + k%4
			s1, s2 := *a1, *a2
			for range n {
				ammGeneric(&s1, &s1, &s1, &mm1.m, 20, mm1.k0)
				ammGeneric(&s2, &s2, &s2, &mm2.m, 20, mm2.k0)
			}
			q1, q2 := *a1, *a2
			ammSqrAsm2(&q1, mm1, &q2, mm2, n)
			if q1 != s1 || q2 != s2 {
				t.Fatalf("which=%d k=%d n=%d: static squaring chain differs from the Go twin", which, k, n)
			}
		}
	}
}
