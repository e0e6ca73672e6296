// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command _asm generates internal/bigmod/arith_amd64.s, the amd64 word
// kernels of package bigmod, with avo. Run it through `go generate` in
// internal/bigmod (see generate.go).
//
// Every kernel uses physical registers only: avo is a macro assembler here,
// so that the carry-flag discipline of each loop can be read off the source.
// No kernel branches on a limb's value; loop counts depend only on lengths.
package main

import (
	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// maxAsmLimbs bounds the Montgomery kernels' stack scratch (2n words); the
// Go wrappers send longer moduli to the Go twins. 128 limbs = 8192 bits.
const maxAsmLimbs = 128

func main() {
	ConstraintExpr("amd64,!purego")

	addSub("addVVAsm", false)
	addSub("subVVAsm", true)
	addMulVVW("addMulVVWMULQ", false)
	addMulVVW("addMulVVWADX", true)
	montMul("montMulMULQ", false)
	montMul("montMulADX", true)
	montSqr("montSqrMULQ", false)
	montSqr("montSqrADX", true)
	fixed()
	tableLookup()
	tableLookupAVX2()
	ifma()

	Generate()
}

func q(base Register, disp int) Mem { return Mem{Base: base, Disp: disp} }

func qi(base, index Register, disp int) Mem {
	return Mem{Base: base, Index: index, Scale: 8, Disp: disp}
}

// addSub: z = x ± y over n limbs, returning the carry (borrow). Eight limbs
// per iteration; the loop counters move with DECQ and the pointers with
// LEAQ, neither of which touches CF, so one ADC/SBB chain runs through the
// whole number.
func addSub(name string, sub bool) {
	TEXT(name, NOSPLIT, "func(z, x, y *uint, n int) uint")
	if sub {
		Doc(name + " sets z = x - y over n limbs and returns the borrow.")
	} else {
		Doc(name + " sets z = x + y over n limbs and returns the carry.")
	}
	z, x, y, n := RDI, RSI, RBX, RCX
	blocks := RDX
	Load(Param("z"), z)
	Load(Param("x"), x)
	Load(Param("y"), y)
	Load(Param("n"), n)
	op := ADCQ
	if sub {
		op = SBBQ
	}
	MOVQ(n, blocks)
	SHRQ(U8(3), blocks)
	ANDQ(U8(7), n)
	loop, tail, tailLoop, done := x86.NewLabel("blocks"), x86.NewLabel("tail"), x86.NewLabel("tailloop"), x86.NewLabel("done")
	TESTQ(blocks, blocks) // also clears CF: the chain starts here
	JZ(LabelRef(tail))
	Comment("eight limbs an iteration on one carry chain")
	Label(loop)
	t := []Register{R8, R9, R10, R11}
	for k := 0; k < 8; k += 4 {
		for i := 0; i < 4; i++ {
			MOVQ(q(x, 8*(k+i)), t[i])
		}
		for i := 0; i < 4; i++ {
			op(q(y, 8*(k+i)), t[i])
		}
		for i := 0; i < 4; i++ {
			MOVQ(t[i], q(z, 8*(k+i)))
		}
	}
	LEAQ(q(x, 64), x)
	LEAQ(q(y, 64), y)
	LEAQ(q(z, 64), z)
	DECQ(blocks) // DEC leaves CF alone
	JNZ(LabelRef(loop))
	Label(tail)
	Comment("the n mod 8 limbs left, one at a time")
	Label(tailLoop)
	DECQ(n) // n was 0 → -1: sign set, done; CF survives
	JS(LabelRef(done))
	MOVQ(q(x, 0), R8)
	op(q(y, 0), R8)
	MOVQ(R8, q(z, 0))
	LEAQ(q(x, 8), x)
	LEAQ(q(y, 8), y)
	LEAQ(q(z, 8), z)
	JMP(LabelRef(tailLoop))
	Label(done)
	SBBQ(RAX, RAX) // RAX = -CF
	NEGQ(RAX)
	Store(RAX, ReturnIndex(0))
	RET()
}

// rowRegs are the registers a multiply-accumulate row may clobber, besides
// its inputs.
//
// row emits (c, T[0:n]) = T[0:n] + S[0:n]*DX + c for a run-time n ≥ 0:
// tp and sp point at T and S, n is in cnt (destroyed), the multiplier is in
// DX (kept), the carry word in c (in and out). Clobbers j, lo, hiA, hiB, t,
// zero, tail and the flags; with adx=false it also uses AX (and DX is then
// restored from mul).
type rowRegs struct {
	tp, sp, c, cnt, j, lo, hiA, hiB, t, zero, tail, mul Register
}

// rowADX: eight limbs per block with MULX and two carry chains, ADCX for the
// low halves of the products and ADOX for the high halves of the previous
// products. Both chains are folded into the carry word at the end of each
// block (the top high half is at most 2^64-2, so adding CF and OF cannot
// overflow), which leaves the loop branch free to use the flags.
func rowADX(r rowRegs) {
	loop, tail, tailLoop, done := x86.NewLabel("adxrow"), x86.NewLabel("adxtail"), x86.NewLabel("adxtailloop"), x86.NewLabel("adxdone")
	Comment("row: T += S·DX + c, eight limbs a block, MULX with ADCX (low halves) and ADOX (high halves)")
	MOVQ(r.cnt, r.tail)
	ANDQ(U8(7), r.tail)
	XORQ(r.j, r.j)
	SHRQ(U8(3), r.cnt)
	JZ(LabelRef(tail)) // flags from SHRQ: zero blocks
	Label(loop)
	XORQ(r.zero, r.zero) // CF = OF = 0, zero = 0
	prev := r.c
	his := []Register{r.hiA, r.hiB}
	for k := 0; k < 8; k++ {
		hi := his[k%2]
		MULXQ(qi(r.sp, r.j, 8*k), r.lo, hi)
		ADCXQ(qi(r.tp, r.j, 8*k), r.lo)
		ADOXQ(prev, r.lo)
		MOVQ(r.lo, qi(r.tp, r.j, 8*k))
		prev = hi
	}
	Comment("prev = hiB holds the top high half: fold both chains into it.")
	ADCXQ(r.zero, prev)
	ADOXQ(r.zero, prev)
	MOVQ(prev, r.c)
	rowEnd(r, 8, loop, tail, tailLoop, done, func() {
		MULXQ(qi(r.sp, r.j, 0), r.lo, r.hiA)
		ADDQ(r.c, r.lo)
		ADCQ(U8(0), r.hiA)
		ADDQ(r.lo, qi(r.tp, r.j, 0))
		ADCQ(U8(0), r.hiA)
		MOVQ(r.hiA, r.c)
	})
}

// rowMULQ: the same row with MULQ, four limbs per block, one carry word.
// MULQ writes DX, so the multiplier lives in r.mul.
func rowMULQ(r rowRegs) {
	loop, tail, tailLoop, done := x86.NewLabel("mulqrow"), x86.NewLabel("mulqtail"), x86.NewLabel("mulqtailloop"), x86.NewLabel("mulqdone")
	Comment("row: T += S·mul + c, four limbs a block, MULQ with one carry word")
	MOVQ(r.cnt, r.tail)
	ANDQ(U8(3), r.tail)
	SHRQ(U8(2), r.cnt)
	XORQ(r.j, r.j)
	TESTQ(r.cnt, r.cnt)
	JZ(LabelRef(tail))
	Label(loop)
	// limb adds S[j+k]·mul + c to T[j+k], the carry out in c.
	limb := func(k int) {
		MOVQ(qi(r.sp, r.j, 8*k), RAX)
		MULQ(r.mul)
		ADDQ(r.c, RAX)
		ADCQ(U8(0), RDX)
		ADDQ(RAX, qi(r.tp, r.j, 8*k))
		ADCQ(U8(0), RDX)
		MOVQ(RDX, r.c)
	}
	for k := 0; k < 4; k++ {
		limb(k)
	}
	rowEnd(r, 4, loop, tail, tailLoop, done, func() { limb(0) })
}

// rowEnd closes a row's block loop (per limbs a block) and emits the tail
// loop over the n mod per limbs left, one limb at a time.
func rowEnd(r rowRegs, per int, loop, tail, tailLoop, done string, limb func()) {
	ADDQ(U8(per), r.j)
	DECQ(r.cnt)
	JNZ(LabelRef(loop))
	Label(tail)
	Commentf("the n mod %d limbs left, one at a time", per)
	Label(tailLoop)
	DECQ(r.tail)
	JS(LabelRef(done))
	limb()
	INCQ(r.j)
	JMP(LabelRef(tailLoop))
	Label(done)
}

func row(r rowRegs, adx bool) {
	if adx {
		rowADX(r)
	} else {
		rowMULQ(r)
	}
}

// The register assignment shared by the row-based kernels. DX carries the
// multiplier for MULX; the MULQ rows keep it in mul (R13) and use AX/DX.
func regs() rowRegs {
	return rowRegs{tp: RDI, sp: RSI, c: RBX, cnt: RCX, j: R8, lo: R9, hiA: R10, hiB: R11, t: R12, zero: R14, tail: R15, mul: R13}
}

// setMul puts the row multiplier where row expects it.
func setMul(src Op, adx bool) {
	if adx {
		MOVQ(src, RDX)
	} else {
		MOVQ(src, R13)
	}
}

func addMulVVW(name string, adx bool) {
	TEXT(name, NOSPLIT, "func(z, x *uint, n int, y uint) uint")
	Doc(name + " sets (c, z) = z + x*y over n limbs and returns the carry word c.")
	r := regs()
	Load(Param("z"), r.tp)
	Load(Param("x"), r.sp)
	Load(Param("n"), r.cnt)
	if adx {
		Load(Param("y"), RDX)
	} else {
		Load(Param("y"), r.mul)
	}
	XORQ(r.c, r.c)
	row(r, adx)
	Store(r.c, ReturnIndex(0))
	RET()
}

// finalSub emits z = T - m if (top, T) ≥ m else T, over n limbs, by mask:
// the borrow of T - m and the top word decide, never a branch. T is
// at tp, m at mp, z at zp; clobbers j, cnt, t, lo and the flags.
func finalSub(zp, tp, mp, n, top Register) {
	j, cnt, t, keep := R8, RCX, R12, R9
	sub, sel := x86.NewLabel("finalsub"), x86.NewLabel("finalsel")
	Comment("Pass 1: z = T - m with one SBB chain; INCQ/DECQ keep CF.")
	MOVQ(n, cnt)
	XORQ(j, j) // CF = 0
	Label(sub)
	MOVQ(qi(tp, j, 0), t)
	SBBQ(qi(mp, j, 0), t)
	MOVQ(t, qi(zp, j, 0))
	INCQ(j)
	DECQ(cnt)
	JNZ(LabelRef(sub))
	Comment("keep = all-ones iff the subtraction borrowed and top = 0, i.e. the",
		"value was already < m: keep = -(borrow & ^top), top ∈ {0, 1}.")
	SBBQ(keep, keep) // keep = -borrow
	DECQ(top)        // top-1: all-ones iff top = 0
	ANDQ(top, keep)
	Comment("Pass 2: z = (T & keep) | (z &^ keep).")
	MOVQ(n, cnt)
	XORQ(j, j)
	Label(sel)
	MOVQ(qi(tp, j, 0), t)
	XORQ(qi(zp, j, 0), t)
	ANDQ(keep, t)
	XORQ(t, qi(zp, j, 0)) // z ^= (T ^ z) & keep
	INCQ(j)
	DECQ(cnt)
	JNZ(LabelRef(sel))
}

// zeroScratch clears 2n words at tp (n ≥ 1).
func zeroScratch(tp, n Register) {
	loop := x86.NewLabel("zero")
	Comment("T = 0 (2n words)")
	MOVQ(n, RCX)
	SHLQ(U8(1), RCX)
	XORQ(RAX, RAX)
	XORQ(R8, R8)
	Label(loop)
	MOVQ(RAX, qi(tp, R8, 0))
	INCQ(R8)
	DECQ(RCX)
	JNZ(LabelRef(loop))
}

// The loop-based Montgomery kernels (montMul, montSqr) share these steps
// over a 2n+1-word stack window T whose address is kept in Tbase.

// clearWindow stores T's address in Tbase and zeroes its first 2n+1 words.
func clearWindow(T, Tbase Mem) {
	LEAQ(T, RDI)
	MOVQ(RDI, Tbase)
	Load(Param("n"), RSI)
	zeroScratch(RDI, RSI)
}

// rowWindow points tp at T[i], i in iSlot.
func rowWindow(Tbase, iSlot Mem, tp Register) {
	MOVQ(Tbase, RAX)
	MOVQ(iSlot, RDX)
	LEAQ(qi(RAX, RDX, 0), tp)
}

// mulRow runs one row pass, T[i:i+n] += src·(the multiplier set by
// setMul), with the carry out in r.c.
func mulRow(r rowRegs, adx bool, src string) {
	Load(Param(src), r.sp)
	Load(Param("n"), r.cnt)
	XORQ(r.c, r.c)
	row(r, adx)
}

// reduceRow is a reduction row: q = T[i]·m0inv mod 2⁶⁴ makes T[i] zero
// after T[i:i+n] += q·m.
func reduceRow(r rowRegs, adx bool) {
	MOVQ(q(r.tp, 0), RAX)
	Load(Param("m0inv"), RDX)
	IMULQ(RDX, RAX)
	setMul(RAX, adx)
	mulRow(r, adx, "m")
}

// nextRow increments i (iSlot) and loops to label while i < n (RCX).
func nextRow(iSlot Mem, loop string) {
	MOVQ(iSlot, RAX)
	INCQ(RAX)
	MOVQ(RAX, iSlot)
	CMPQ(RAX, RCX)
	JB(LabelRef(loop))
}

// finalSubWindow writes z from the window T[n:2n] and its top word, n in
// RCX, and returns.
func finalSubWindow(Tbase, topSlot Mem) {
	Comment("z = T[n:2n] − m if that does not borrow, else T[n:2n] (by mask)")
	Load(Param("z"), RDI)
	MOVQ(Tbase, RSI)
	LEAQ(qi(RSI, RCX, 0), RSI)
	Load(Param("m"), RDX)
	MOVQ(topSlot, RBX)
	MOVQ(RCX, R10)
	finalSub(RDI, RSI, RDX, R10, RBX)
	RET()
}

// montMul: z = x*y/R mod m, rows in the style of the Go twin but with a
// 2n-word window instead of shifting: row i adds x*y[i] and q*m at T[i:],
// q = T[i]*m0inv making T[i] zero, and parks the carry word at T[i+n]. The
// value stays below 2m, so the result is T[n:2n] plus one top bit.
func montMul(name string, adx bool) {
	TEXT(name, 0, "func(z, x, y, m *uint, n int, m0inv uint)")
	Doc(name+" sets z = x*y*R⁻¹ mod m for n ≤ 128 limbs (x, y < m, m odd, m0inv = -m⁻¹ mod 2⁶⁴).",
		"z may alias x or y.")
	T := AllocLocal(8 * (2*maxAsmLimbs + 1))
	topSlot := AllocLocal(8) // the 0/1 word above the window
	iSlot := AllocLocal(8)
	Tbase := AllocLocal(8)
	c1Slot := AllocLocal(8)
	r := regs()
	clearWindow(T, Tbase)
	MOVQ(U32(0), topSlot)
	MOVQ(U32(0), iSlot)
	rowLoop := x86.NewLabel("mmrow")
	Label(rowLoop)
	Comment("T window for row i.")
	rowWindow(Tbase, iSlot, r.tp)
	Comment("Row part 1: T[i:i+n] += x*y[i].")
	Load(Param("y"), RAX)
	setMul(qi(RAX, RDX, 0), adx)
	mulRow(r, adx, "x")
	MOVQ(r.c, c1Slot)
	Comment("q = T[i]*m0inv mod 2⁶⁴.")
	reduceRow(r, adx)
	Comment("T[i+n] = c1 + c2 + top, top = carry out (≤ 1).")
	Load(Param("n"), RCX)
	MOVQ(topSlot, RAX)
	XORQ(RDX, RDX)
	ADDQ(c1Slot, RAX)
	ADCQ(U8(0), RDX)
	ADDQ(r.c, RAX)
	ADCQ(U8(0), RDX)
	MOVQ(RAX, qi(r.tp, RCX, 0))
	MOVQ(RDX, topSlot)
	// Next row.
	nextRow(iSlot, rowLoop)
	finalSubWindow(Tbase, topSlot)
}

// montSqr: z = x*x/R mod m. The off-diagonal products x[i]*x[j] (i < j) are
// accumulated row by row into a 2n-word T, doubled with one ADC chain, the
// squares x[i]² added with another, and T is then reduced with n rows of
// q*m like montMul.
func montSqr(name string, adx bool) {
	TEXT(name, 0, "func(z, x, m *uint, n int, m0inv uint)")
	Doc(name+" sets z = x*x*R⁻¹ mod m for n ≤ 128 limbs (x < m, m odd, m0inv = -m⁻¹ mod 2⁶⁴).",
		"z may alias x.")
	T := AllocLocal(8 * (2*maxAsmLimbs + 1))
	iSlot := AllocLocal(8)
	Tbase := AllocLocal(8)
	topSlot := AllocLocal(8)
	r := regs()
	clearWindow(T, Tbase)

	Comment("Triangle: for i in 0..n-2, (T[n+i], T[2i+1 : n+i]) += x[i+1:n]*x[i].")
	tri, triDone := x86.NewLabel("sqtri"), x86.NewLabel("sqtridone")
	MOVQ(U32(0), iSlot)
	Label(tri)
	Load(Param("n"), RCX)
	MOVQ(iSlot, RAX)
	LEAQ(Mem{Base: RAX, Disp: 1}, RDX)
	CMPQ(RDX, RCX)
	JAE(LabelRef(triDone))
	// cnt = n-1-i
	SUBQ(RDX, RCX)
	MOVQ(Tbase, r.tp)
	LEAQ(Mem{Base: r.tp, Index: RAX, Scale: 8, Disp: 8}, r.tp) // &T[i+1]
	LEAQ(qi(r.tp, RAX, 0), r.tp)                               // &T[2i+1]
	Load(Param("x"), r.sp)
	setMul(qi(r.sp, RAX, 0), adx)
	LEAQ(Mem{Base: r.sp, Index: RAX, Scale: 8, Disp: 8}, r.sp) // &x[i+1]
	XORQ(r.c, r.c)
	row(r, adx)
	Comment("T[n+i] = c: the row ended at T[n+i-1].")
	MOVQ(iSlot, RAX)
	Load(Param("n"), RCX)
	ADDQ(RAX, RCX)
	MOVQ(Tbase, RDX)
	MOVQ(r.c, qi(RDX, RCX, 0))
	INCQ(RAX)
	MOVQ(RAX, iSlot)
	JMP(LabelRef(tri))
	Label(triDone)

	Comment("Double: T = 2T over 2n words (the triangle is < 2^(128n-1)).")
	dbl := x86.NewLabel("sqdbl")
	MOVQ(Tbase, RDI)
	Load(Param("n"), RCX)
	SHLQ(U8(1), RCX)
	XORQ(R8, R8) // CF = 0
	Label(dbl)
	MOVQ(qi(RDI, R8, 0), RAX)
	ADCQ(RAX, RAX)
	MOVQ(RAX, qi(RDI, R8, 0))
	INCQ(R8)
	DECQ(RCX)
	JNZ(LabelRef(dbl))

	Comment("Diagonal: T += Σ x[i]² 2^(128i), one ADC chain. MULX leaves the flags",
		"alone; MULQ does not, so that form saves CF in R11 around it.")
	diag := x86.NewLabel("sqdiag")
	Load(Param("x"), RSI)
	Load(Param("n"), RCX)
	XORQ(R9, R9)   // 2i
	XORQ(R8, R8)   // i
	XORQ(R11, R11) // saved carry (MULQ form); CF = 0
	Label(diag)
	MOVQ(qi(RSI, R8, 0), RDX)
	if adx {
		MULXQ(RDX, RAX, RDX) // RDX:RAX = x[i]²
	} else {
		MOVQ(RDX, RAX)
		MULQ(RAX)
		BTQ(U8(0), R11) // CF = saved carry
	}
	ADCQ(RAX, qi(RDI, R9, 0))
	ADCQ(RDX, qi(RDI, R9, 8))
	if !adx {
		SBBQ(R11, R11) // R11 = -CF: bit 0 is the carry
	}
	LEAQ(Mem{Base: R9, Disp: 2}, R9)
	INCQ(R8)
	DECQ(RCX)
	JNZ(LabelRef(diag))

	Comment("Reduce: for i, q = T[i]*m0inv; (c, T[i:i+n]) += q*m; T[i+n] += c + top.")
	red := x86.NewLabel("sqred")
	MOVQ(U32(0), topSlot)
	MOVQ(U32(0), iSlot)
	Label(red)
	rowWindow(Tbase, iSlot, r.tp)
	reduceRow(r, adx)
	Load(Param("n"), RCX)
	MOVQ(topSlot, RAX)
	BTQ(U8(0), RAX) // CF = top
	ADCQ(r.c, qi(r.tp, RCX, 0))
	SBBQ(RAX, RAX)
	NEGQ(RAX)
	MOVQ(RAX, topSlot)
	nextRow(iSlot, red)
	finalSubWindow(Tbase, topSlot)
}
