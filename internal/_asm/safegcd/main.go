// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command safegcd generates nistec's amd64 safegcd kernels
// (safegcd_amd64.s): the 62 divsteps of divsteps62, straight-line in
// packed batches, and the updates of f, g, d, e by a round's transition matrix (updateFG and
// updateDE) for 5, 7 and 9 limbs (P-256, P-384, P-521), the counterparts of
// fe_arm64_gen.go's divsteps62 and safegcdUpdate. The Go declarations are in
// safegcd_amd64.go, the Go twins in safegcd.go.
//
//	go generate ./internal/nistec
//
// Only baseline amd64 instructions are used (CMOV for the divsteps'
// choices; the one-operand signed IMULQ for the updates' 128-bit products,
// where MULX would need sign corrections and ADCX/ADOX would not help, as
// each product is added to its own two-word accumulator), so the MULQ tier
// runs these kernels too.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("amd64,!purego")
	divsteps62()
	for _, l := range []int{5, 7, 9} {
		update(l)
	}
	Generate()
}

// param returns the stack slot of the named argument or result.
func param(name string) Mem {
	b, err := Param(name).Resolve()
	if err != nil {
		b, err = Return(name).Resolve()
	}
	if err != nil {
		panic(err)
	}
	return b.Addr
}

// Packing of divsteps62: a batch of k ≤ 19 divsteps runs on two words,
// F = f_k + 2^A·u + 2^B·v and G = g_k + 2^A·q + 2^B·r (Bernstein and Yang,
// §12: the low k bits of f and g and a transition matrix in one register
// each), so one addition or selection moves f, u, v (or g, q, r) at once. The
// matrix is kept in the halving form: it starts at 2^k·I and the step
// halves G as a whole, g and q, r alike, instead of doubling u, v, so that
// after k steps (u v; q r) is the batch's matrix as divsteps62 scales it.
// Every halving is exact: after i steps q and r are multiples of 2^(k−i),
// and g_i is even when halved. Bounds: after i steps |u| + |v| ≤ 2^k and
// |f_i| < 2^k (f_k, g_k start below 2^k), so the fields, with rounding on
// extraction, need A ≥ k+1, B − A ≥ k+2 and 64 − B ≥ k+2, which A = 20,
// B = 42 give for k ≤ 19; and the low field of G keeps g_i's bit 0 right
// for i < k, as it agrees with the true g_i mod 2^(k−i). 62 = 19+19+19+5.
const (
	packA = 20
	packB = 42
)

var batches = []int{19, 19, 19, 5}

// divsteps62 writes divsteps62AMD64(delta int64, f, g uint64) (d, u, v,
// q, r int64): the 62 divsteps of divsteps62 (safegcd.go) in four packed
// batches (see packA), each batch's matrix extracted, applied to the low
// words of f and g (which need 62 − k more correct bits, and keep 64 − k
// of them) and multiplied into the result. The results are divsteps62's for
// every odd f (safegcd's f is always odd; see the test) and every δ: it
// keeps z = delta − 1 (delta holds 2δ, as in divsteps62), for which
// divsteps62's updates of delta, delta + 2 and 2 − delta, are z + 2 and −z,
// and its sign test of −delta is z ≥ 0, mod 2^64 (delta = −2^63, positive
// to divsteps62, is z = 2^63 − 1).
//
// Each step is straight-line with CMOV: the sign test of z (pos: δ > 0)
// picks g − f over g + f, f's replacement g over f and z's update −z over
// z + 2; the test of g's bit 0 then commits each choice only when g is
// odd (a swap is pos and odd). No branch or address depends on f, g or δ.
func divsteps62() {
	TEXT("divsteps62AMD64", NOSPLIT, "func(delta int64, f, gg uint64) (d, u, v, q, r int64)")
	Doc("divsteps62AMD64 is divsteps62 (safegcd.go) in assembly. Constant time.")
	f0, g0 := RSI, RDI     // the low words of f and g
	bigF, bigG := RAX, RBX // the packed words
	t1, t2, fc := RCX, RDX, R8
	z, c1, c2 := R9, R10, R11 // z = delta − 1 and the two candidates for the next z
	MOVQ(param("delta"), z)
	DECQ(z)
	MOVQ(param("f"), f0)
	MOVQ(param("gg"), g0)
	slots := []string{"u", "v", "q", "r"}
	for bi, k := range batches {
		last := bi == len(batches)-1
		Commentf("Batch %d: %d divsteps on F = (f mod 2^%d) + 2^%d·2^%d, G = (g mod 2^%d) + 2^%d·2^%d (u = r = 2^%d).",
			bi+1, k, k, packA, k, k, packB, k, k)
		MOVQ(f0, bigF)
		ANDQ(U32(1<<k-1), bigF)
		BTSQ(U8(packA+k), bigF)
		MOVQ(g0, bigG)
		ANDQ(U32(1<<k-1), bigG)
		BTSQ(U8(packB+k), bigG)
		for i := 0; i < k; i++ {
			if bi == 0 && i == 0 {
				Comment("The candidates: g + f, g − f, z + 2 (δ ← 1 + δ) and −z (δ ← 1 − δ), kept by CMOV.")
			}
			LEAQ(Mem{Base: bigG, Index: bigF, Scale: 1}, t1)
			MOVQ(bigG, t2)
			SUBQ(bigF, t2)
			LEAQ(Mem{Base: z, Disp: 2}, c1)
			MOVQ(z, c2)
			NEGQ(c2)
			MOVQ(bigF, fc)
			if bi == 0 && i == 0 {
				Comment("PL: z ≥ 0, δ > 0: g − f, f's replacement g, and 1 − δ, if g is odd.")
			}
			TESTQ(z, z)
			CMOVQPL(t2, t1)
			CMOVQPL(bigG, fc)
			CMOVQMI(c1, c2)
			if bi == 0 && i == 0 {
				Comment("NE: g odd: commit g ± f, and on a swap (δ > 0) f ← g and δ ← 1 − δ.")
			}
			TESTQ(U32(1), bigG)
			CMOVQNE(t1, bigG)
			CMOVQNE(fc, bigF)
			CMOVQNE(c2, c1)
			if bi == 0 && i == 0 {
				Comment("g ← g/2 with q, r (exact), arithmetically: the fields are signed.")
			}
			SARQ(U8(1), bigG)
			z, c1, c2 = c1, c2, z // the next z is in c1; z and c2 are dead
		}
		Comment("Extract (u, v) from F and (q, r) from G, rounding: the fields below are",
			"signed, so each is read with half its unit added.")
		u, v, q, r := t2, t1, fc, bigF
		extract := func(p, lo, hi GPPhysical) {
			LEAQ(Mem{Base: p, Disp: 1 << (packA - 1)}, hi)
			MOVQ(hi, lo)
			SHLQ(U8(64-packB), lo)
			SARQ(U8(64-packB+packA), lo)
			SARQ(U8(packA), hi)
			ADDQ(U32(1<<(packB-packA-1)), hi)
			SARQ(U8(packB-packA), hi)
		}
		extract(bigF, u, v)
		extract(bigG, q, r)
		a, b, c := bigG, c1, c2
		if !last {
			Commentf("(f, g) ← (u·f + v·g, q·f + r·g) / 2^%d on the low words.", k)
			MOVQ(f0, a)
			IMULQ(u, a)
			MOVQ(g0, b)
			IMULQ(v, b)
			ADDQ(b, a)
			SARQ(U8(k), a)
			IMULQ(q, f0)
			IMULQ(r, g0)
			ADDQ(f0, g0)
			SARQ(U8(k), g0)
			MOVQ(a, f0)
		}
		if bi == 0 {
			Comment("The result's matrix starts as this batch's.")
			for j, m := range []GPPhysical{u, v, q, r} {
				MOVQ(m, param(slots[j]))
			}
			continue
		}
		Comment("The result's matrix (U V; Q R) ← (u v; q r)·(U V; Q R), kept in the result slots.")
		for _, col := range [][2]string{{"u", "q"}, {"v", "r"}} {
			top, bot := param(col[0]), param(col[1])
			MOVQ(u, a)
			IMULQ(top, a)
			MOVQ(v, b)
			IMULQ(bot, b)
			ADDQ(b, a) // u·U + v·Q
			MOVQ(q, b)
			IMULQ(top, b)
			MOVQ(r, c)
			IMULQ(bot, c)
			ADDQ(c, b) // q·U + r·Q
			MOVQ(a, top)
			MOVQ(b, bot)
		}
	}
	INCQ(z)
	MOVQ(z, param("d"))
	RET()
}

// update writes safegcdUpdate<L>AMD64(f, g, d, e, m *gcdNum, mInv uint64,
// u, v, q, r int64): updateFG then updateDE (safegcd.go) for L limbs,
// unrolled. Each signed product comes from the one-operand IMULQ (RDX:RAX)
// and is added to its two-word accumulator by ADDQ/ADCQ; the arithmetic
// shift by 62 is SHRQ (the double-width SHRD) and SARQ. The matrix entries
// are read from the argument slots. Straight-line: no branch, and the
// addresses depend only on L.
func update(L int) {
	name := fmt.Sprintf("safegcdUpdate%dAMD64", L)
	TEXT(name, NOSPLIT, "func(f, gg, d, e, m *[10]int64, mInv uint64, u, v, q, r int64)")
	Doc(fmt.Sprintf("%s is updateFG and updateDE (safegcd.go) for %d limbs. Constant time.", name, L))
	mask := R15
	xl, xh, yl, yh := R8, R9, R10, R11
	a, b := R12, R13
	MOVQ(U64(1<<62-1), mask)
	// mac adds x·y (x in RAX first, y a register or memory) to lo:hi.
	mac := func(lo, hi GPPhysical, x Op, y Op, first bool) {
		MOVQ(x, RAX)
		IMULQ(y)
		if first {
			MOVQ(RAX, lo)
			MOVQ(RDX, hi)
			return
		}
		ADDQ(RAX, lo)
		ADCQ(RDX, hi)
	}
	// macs adds limb i's products u·a + v·b and q·a + r·b to the two
	// accumulators.
	macs := func(first bool) {
		mac(xl, xh, a, param("u"), first)
		mac(xl, xh, b, param("v"), false)
		mac(yl, yh, a, param("q"), first)
		mac(yl, yh, b, param("r"), false)
	}
	// storeShift stores the low 62 bits of each accumulator to limb i−1
	// of x and y (when i > 0) and shifts both down by 62 bits.
	storeShift := func(i int, x, y GPPhysical) {
		if i > 0 {
			MOVQ(xl, RAX)
			ANDQ(mask, RAX)
			MOVQ(RAX, Mem{Base: x, Disp: 8 * (i - 1)})
			MOVQ(yl, RAX)
			ANDQ(mask, RAX)
			MOVQ(RAX, Mem{Base: y, Disp: 8 * (i - 1)})
		}
		SHRQ(U8(62), xh, xl)
		SARQ(U8(62), xh)
		SHRQ(U8(62), yh, yl)
		SARQ(U8(62), yh)
	}

	Comment("(f, g) ← (u·f + v·g, q·f + r·g) / 2^62, exact")
	pf, pg := RBX, RCX
	MOVQ(param("f"), pf)
	MOVQ(param("gg"), pg)
	for i := 0; i < L; i++ {
		MOVQ(Mem{Base: pf, Disp: 8 * i}, a)
		MOVQ(Mem{Base: pg, Disp: 8 * i}, b)
		macs(i == 0)
		storeShift(i, pf, pg)
	}
	MOVQ(xl, Mem{Base: pf, Disp: 8 * (L - 1)})
	MOVQ(yl, Mem{Base: pg, Disp: 8 * (L - 1)})

	Comment("(d, e) ← (u·d + v·e + m·md, q·d + r·e + m·me) / 2^62, md and me as in updateDE")
	pd, pe, pm := RBX, RCX, RSI
	md, me := RDI, R14
	MOVQ(param("d"), pd)
	MOVQ(param("e"), pe)
	MOVQ(param("m"), pm)
	Comment("md = (u & dSign) + (v & eSign), me likewise, each sign all ones when its value is negative.")
	MOVQ(Mem{Base: pd, Disp: 8 * (L - 1)}, a)
	MOVQ(Mem{Base: pe, Disp: 8 * (L - 1)}, b)
	SARQ(U8(63), a)
	SARQ(U8(63), b)
	MOVQ(param("u"), md)
	ANDQ(a, md)
	MOVQ(param("v"), RAX)
	ANDQ(b, RAX)
	ADDQ(RAX, md)
	MOVQ(param("q"), me)
	ANDQ(a, me)
	MOVQ(param("r"), RAX)
	ANDQ(b, RAX)
	ADDQ(RAX, me)
	for i := 0; i < L; i++ {
		MOVQ(Mem{Base: pd, Disp: 8 * i}, a)
		MOVQ(Mem{Base: pe, Disp: 8 * i}, b)
		macs(i == 0)
		if i == 0 {
			Comment("md −= (mInv·cd.lo + md) mod 2^62, likewise me: the low 62 bits of cd + m·md vanish.")
			for _, k := range [][2]GPPhysical{{xl, md}, {yl, me}} {
				MOVQ(param("mInv"), RAX)
				IMULQ(k[0], RAX)
				ADDQ(k[1], RAX)
				ANDQ(mask, RAX)
				SUBQ(RAX, k[1])
			}
		}
		mac(xl, xh, md, Mem{Base: pm, Disp: 8 * i}, false)
		mac(yl, yh, me, Mem{Base: pm, Disp: 8 * i}, false)
		storeShift(i, pd, pe)
	}
	MOVQ(xl, Mem{Base: pd, Disp: 8 * (L - 1)})
	MOVQ(yl, Mem{Base: pe, Disp: 8 * (L - 1)})
	RET()
}
