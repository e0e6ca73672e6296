// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// arith_arm_gen generates arith_arm.s, the 32-bit Arm word kernels of
// package bigmod (ARMv6 and later, GOARM ≥ 6): carry chains on ADC.S/SBC.S
// (loop control with SUB and TEQ $0, which leave C alone), multiply-
// accumulate rows on UMAAL (RdHi:RdLo = Rn·Rm + RdHi + RdLo: one
// instruction per limb, the carry word staying in RdHi), Montgomery
// multiplication as two rows per limb of y over a 2n-word window in the
// frame, squaring as half the products, doubled with one ADC.S chain and
// the squares (UMULL) added with another, then n reduction rows; and the
// masked table scan. Go's assembler has no UMAAL mnemonic, so it is
// emitted as a WORD.
//
// Run by `go generate` (see generate.go):
//
//	go run arith_arm_gen.go -out arith_arm.s
//
// Every branch and every address depends on lengths only. R10 is g and R11
// the assembler's temporary; the kernels use R0-R9 and R12.
//
// The six ports (arith_{386,arm,arm64,ppc64le,riscv64,s390x}_gen.go) are
// written in parallel on purpose, kernel for kernel and phase for phase
// (the same rows, reduction, final subtraction and table scan, in the same
// order under the same comments), so that one port reads against another;
// what they share beyond instruction selection is in
// internal/asmgen/bigmodgen. Within a port, MontSqr's products, reduction
// rows and final subtraction take the shapes of the rows, MontMul and
// finalSub, for the same reason.
package main

import (
	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/bigmodgen"
)

const maxAsmLimbs = bigmodgen.MaxAsmLimbs

type gen struct {
	*asmgen.File
}

func main() {
	bigmodgen.Main("arith_arm_gen.go", "arm && arm.6 && !purego", "arith_arm.s", func(f *asmgen.File) bigmodgen.Port { return &gen{File: f} })
}

// umaal emits UMAAL lo, hi, rn, rm (ARMv6, A8.8.255, encoding A1):
// hi:lo = rn·rm + hi + lo, which cannot overflow 64 bits.
func (g *gen) umaal(lo, hi, rn, rm int) {
	w := 0xE0400090 | hi<<16 | lo<<12 | rm<<8 | rn
	g.P("WORD $0x%08x // UMAAL R%d, R%d, R%d, R%d", w, lo, hi, rn, rm)
}

// loopEnd: cnt--, branch back while nonzero, keeping C.
func (g *gen) loopEnd(cnt, loop string) {
	g.P("SUB $1, %s", cnt)
	g.P("TEQ $0, %s", cnt)
	g.P("BNE %s", loop)
}

// AddSub: z = x ± y, n%4 single limbs then four per iteration, the carry
// in C throughout. Arm's borrow is C clear: a subtraction starts with C
// set and reports NOT C.
func (g *gen) AddSub(name string, sub bool) {
	op := "ADC.S"
	if sub {
		op = "SBC.S"
	}
	g.Printf("\n// func %s(z, x, y *uint, n int) uint\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-20\n", name)
	g.Args("MOVW", "z+0(FP)", "R1", "x+4(FP)", "R2", "y+8(FP)", "R3", "n+12(FP)", "R4")
	g.P("AND $3, R4, R5 // single limbs")
	g.P("MOVW R4>>2, R4 // quads")
	if sub {
		g.P("CMP R0, R0 // C = 1: no borrow")
	} else {
		g.P("CMN $0, R0 // C = 0")
	}
	one, quads, quad, done := g.NewLabel("one"), g.NewLabel("quads"), g.NewLabel("quad"), g.NewLabel("done")
	g.P("TEQ $0, R5")
	g.P("BEQ %s", quads)
	g.Label(one)
	g.P("MOVW.P 4(R2), R6")
	g.P("MOVW.P 4(R3), R7")
	g.P("%s R7, R6", op)
	g.P("MOVW.P R6, 4(R1)")
	g.loopEnd("R5", one)
	g.Label(quads)
	g.P("TEQ $0, R4")
	g.P("BEQ %s", done)
	g.Label(quad)
	for k := 0; k < 2; k++ {
		g.P("MOVW.P 4(R2), R6")
		g.P("MOVW.P 4(R2), R7")
		g.P("MOVW.P 4(R3), R8")
		g.P("MOVW.P 4(R3), R9")
		g.P("%s R8, R6", op)
		g.P("%s R9, R7", op)
		g.P("MOVW.P R6, 4(R1)")
		g.P("MOVW.P R7, 4(R1)")
	}
	g.loopEnd("R4", quad)
	g.Label(done)
	g.P("MOVW $0, R0")
	if sub {
		g.P("MOVW.CC $1, R0 // borrow = NOT C")
	} else {
		g.P("MOVW.CS $1, R0")
	}
	g.P("MOVW R0, ret+16(FP)")
	g.P("RET")
}

// Row registers: T pointer, S pointer, multiplier, carry word, counter and
// single-limb counter; R7, R8 scratch. row emits (c, T[0:n]) = T[0:n] +
// S[0:n]·y + c for n = cnt ≥ 1, advancing rT and rS past the row.
const (
	rT, rS, rY, rC, rCnt, rRem = "R1", "R2", "R3", "R4", "R5", "R6"
	nS, nT, nY, nC             = 7, 8, 3, 4 // UMAAL operands: S limb, T limb, y, c
)

// mulStep: T[off] = lo, c = hi of S[off]·y + c + T[off].
func (g *gen) mulStep(off int) {
	g.P("MOVW %d(%s), R%d", off, rS, nS)
	g.P("MOVW %d(%s), R%d", off, rT, nT)
	g.umaal(nT, nC, nS, nY)
	g.P("MOVW R%d, %d(%s)", nT, off, rT)
}

func (g *gen) row() {
	one, quads, quad, done := g.NewLabel("rowone"), g.NewLabel("rowquads"), g.NewLabel("rowquad"), g.NewLabel("rowdone")
	g.P("AND $3, %s, %s", rCnt, rRem)
	g.P("MOVW %s>>2, %s", rCnt, rCnt)
	g.P("TEQ $0, %s", rRem)
	g.P("BEQ %s", quads)
	g.Label(one)
	g.mulStep(0)
	g.P("ADD $4, %s", rS)
	g.P("ADD $4, %s", rT)
	g.loopEnd(rRem, one)
	g.Label(quads)
	g.P("TEQ $0, %s", rCnt)
	g.P("BEQ %s", done)
	g.Label(quad)
	for k := 0; k < 4; k++ {
		g.mulStep(4 * k)
	}
	g.P("ADD $16, %s", rS)
	g.P("ADD $16, %s", rT)
	g.loopEnd(rCnt, quad)
	g.Label(done)
}

// AddMulVVW: z += x·y, returning the carry limb: one row with c = 0, the
// same steps in each port's generator.
func (g *gen) AddMulVVW() {
	g.Printf("\n// func addMulVVWAsm(z, x *uint, n int, y uint) uint\n")
	g.Printf("TEXT ·addMulVVWAsm(SB), NOSPLIT, $0-20\n")
	g.Args("MOVW", "z+0(FP)", rT, "x+4(FP)", rS, "n+8(FP)", rCnt, "y+12(FP)", rY)
	g.P("MOVW $0, %s", rC)
	g.row()
	g.P("MOVW %s, ret+16(FP)", rC)
	g.P("RET")
}

// Montgomery registers: row index, the 0/1 word above the window, the
// first row's carry. The window T (2n words) sits in the frame above the
// saved link register at 0(R13).
const (
	rI, rTop, rC1 = "R9", "R12", "R0"
	frameSize     = 4 * (2*maxAsmLimbs + 2)
)

type montArgs struct{ z, x, y, m, n, inv string }

var mulArgs = montArgs{"z+0(FP)", "x+4(FP)", "y+8(FP)", "m+12(FP)", "n+16(FP)", "m0inv+20(FP)"}
var sqrArgs = montArgs{"z+0(FP)", "x+4(FP)", "", "m+8(FP)", "n+12(FP)", "m0inv+16(FP)"}

func (g *gen) zeroWindow(a montArgs) {
	g.Comment("T = 0 (2n words)")
	zero := g.NewLabel("zero")
	g.P("ADD $4, R13, R1")
	g.P("MOVW %s, R5", a.n)
	g.P("ADD R5, R5")
	g.P("MOVW $0, R0")
	g.Label(zero)
	g.P("MOVW.P R0, 4(R1)")
	g.P("SUB.S $1, R5")
	g.P("BNE %s", zero)
	g.P("MOVW $0, %s", rTop)
	g.P("MOVW $0, %s", rI)
}

// windowAt sets rT = &T[i<<shift>>2].
func (g *gen) windowAt(shift int) {
	g.P("ADD $4, R13, %s", rT)
	g.P("ADD %s<<%d, %s", rI, shift, rT)
}

// reduceRow: q = T[i]·m0inv; (c, T[i:i+n]) += q·m; leaves rT at &T[i+n].
func (g *gen) reduceRow(a montArgs) {
	g.windowAt(2)
	g.P("MOVW (%s), %s", rT, rY)
	g.P("MOVW %s, R7", a.inv)
	g.P("MUL R7, %s // q", rY)
	g.P("MOVW %s, %s", a.m, rS)
	g.P("MOVW %s, %s", a.n, rCnt)
	g.P("MOVW $0, %s", rC)
	g.row()
}

// addTop: T[i+n] (at rT) = w + c + top, top = the carry out (0 or 1).
func (g *gen) addTop(w string) {
	g.P("ADD.S %s, %s", rC, w)
	g.P("MOVW $0, R7")
	g.P("ADC $0, R7")
	g.P("ADD.S %s, %s", rTop, w)
	g.P("ADC $0, R7, %s", rTop)
	g.P("MOVW %s, (%s)", w, rT)
}

// nextRow: i++, loop while i < n.
func (g *gen) nextRow(a montArgs, loop string) {
	g.P("ADD $1, %s", rI)
	g.P("MOVW %s, R5", a.n)
	g.P("CMP R5, %s", rI)
	g.P("BLO %s", loop)
}

// finalSub: z = T[n:2n] − m if (top, T[n:2n]) ≥ m, else T[n:2n], by mask.
func (g *gen) finalSub(a montArgs) {
	sub, sel := g.NewLabel("finalsub"), g.NewLabel("finalsel")
	g.P("MOVW %s, R5", a.n)
	g.P("ADD $4, R13, R1")
	g.P("ADD R5<<2, R1 // &T[n]")
	g.P("MOVW R1, R6")
	g.P("MOVW %s, R2", a.m)
	g.P("MOVW %s, R3", a.z)
	g.P("CMP R0, R0 // C = 1: no borrow")
	g.Label(sub)
	g.P("MOVW.P 4(R1), R7")
	g.P("MOVW.P 4(R2), R8")
	g.P("SBC.S R8, R7")
	g.P("MOVW.P R7, 4(R3)")
	g.loopEnd("R5", sub)
	g.Comment("keep T iff the subtraction borrowed and top = 0")
	g.P("MOVW $0, R7")
	g.P("SBC R7, R7, R7 // all ones iff borrow")
	g.P("SUB $1, %s // all ones iff top = 0", rTop)
	g.P("AND %s, R7", rTop)
	g.P("MOVW %s, R5", a.n)
	g.P("MOVW %s, R3", a.z)
	g.Label(sel)
	g.P("MOVW.P 4(R6), R8")
	g.P("MOVW (R3), R2")
	g.P("EOR R2, R8")
	g.P("AND R7, R8")
	g.P("EOR R8, R2 // z ^= (T ^ z) & keep")
	g.P("MOVW.P R2, 4(R3)")
	g.P("SUB.S $1, R5")
	g.P("BNE %s", sel)
}

// MontMul: row i adds x·y[i] and q·m at T[i:], q = T[i]·m0inv zeroing
// T[i], and parks the carry word at T[i+n]; the value stays below 2m.
func (g *gen) MontMul() {
	a := mulArgs
	g.Printf("\n// func montMulAsm(z, x, y, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montMulAsm(SB), $%d-24\n", frameSize)
	g.zeroWindow(a)
	rowLoop := g.NewLabel("mmrow")
	g.Label(rowLoop)
	g.Comment("T[i:i+n] += x·y[i]")
	g.windowAt(2)
	g.P("MOVW %s, %s", a.y, rY)
	g.P("MOVW %s<<2(%s), %s", rI, rY, rY)
	g.P("MOVW %s, %s", a.x, rS)
	g.P("MOVW %s, %s", a.n, rCnt)
	g.P("MOVW $0, %s", rC)
	g.row()
	g.P("MOVW %s, %s", rC, rC1)
	g.Comment("T[i:i+n] += q·m")
	g.reduceRow(a)
	g.Comment("T[i+n] = c1 + c2 + top, top = carry out")
	g.addTop(rC1)
	g.nextRow(a, rowLoop)
	g.finalSub(a)
	g.P("RET")
}

// MontSqr: off-diagonal products row by row, doubled with one ADC.S
// chain, the squares (UMULL, flags untouched) added with another, then n
// reduction rows and the final subtraction.
func (g *gen) MontSqr() {
	a := sqrArgs
	g.Printf("\n// func montSqrAsm(z, x, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montSqrAsm(SB), $%d-20\n", frameSize)
	g.zeroWindow(a)
	tri, triDone := g.NewLabel("sqtri"), g.NewLabel("sqtridone")
	g.Comment("(T[n+i], T[2i+1:n+i]) = T + x[i+1:n]·x[i] for i < n-1")
	g.Label(tri)
	g.P("MOVW %s, %s", a.n, rCnt)
	g.P("SUB $1, %s", rCnt)
	g.P("SUB.S %s, %s // n-1-i", rI, rCnt)
	g.P("BEQ %s", triDone)
	g.windowAt(3)
	g.P("ADD $4, %s // &T[2i+1]", rT)
	g.P("MOVW %s, %s", a.x, rS)
	g.P("ADD %s<<2, %s", rI, rS)
	g.P("MOVW.P 4(%s), %s // x[i], then &x[i+1]", rS, rY)
	g.P("MOVW $0, %s", rC)
	g.row()
	g.P("MOVW %s, (%s) // T[n+i]", rC, rT)
	g.P("ADD $1, %s", rI)
	g.P("B %s", tri)
	g.Label(triDone)

	dbl := g.NewLabel("sqdbl")
	g.Comment("T = 2T (2n words, an even count: pairs)")
	g.P("ADD $4, R13, R1")
	g.P("MOVW %s, R5", a.n)
	g.P("CMN $0, R0 // C = 0")
	g.Label(dbl)
	g.P("MOVW (R1), R7")
	g.P("MOVW 4(R1), R8")
	g.P("ADC.S R7, R7")
	g.P("ADC.S R8, R8")
	g.P("MOVW R7, (R1)")
	g.P("MOVW R8, 4(R1)")
	g.P("ADD $8, R1")
	g.loopEnd("R5", dbl)

	diag := g.NewLabel("sqdiag")
	// The squares pass has the load/carry-chain shape of finalSub's loop but
	// adds x[i]² (MULLU) at limb 2i in one ADC.S chain over T.
	g.Comment("T += x[i]² at limb 2i, one ADC.S chain")
	g.P("ADD $4, R13, R1")
	g.P("MOVW %s, R2", a.x)
	g.P("MOVW %s, R5", a.n)
	g.P("CMN $0, R0 // C = 0")
	g.Label(diag)
	g.P("MOVW.P 4(R2), R3")
	g.P("MULLU R3, R3, (R8, R7) // x[i]²")
	g.P("MOVW (R1), R4")
	g.P("ADC.S R7, R4")
	g.P("MOVW R4, (R1)")
	g.P("MOVW 4(R1), R4")
	g.P("ADC.S R8, R4")
	g.P("MOVW R4, 4(R1)")
	g.P("ADD $8, R1")
	g.loopEnd("R5", diag)

	// n rows of reduceRow and addTop, then finalSub: the same steps in
	// every port's MontSqr (MontMul interleaves them with its products).
	red := g.NewLabel("sqred")
	g.Comment("reduce: (c, T[i:i+n]) += q·m; T[i+n] += c + top")
	g.P("MOVW $0, %s", rI)
	g.Label(red)
	g.reduceRow(a)
	g.P("MOVW (%s), R0", rT)
	g.addTop("R0")
	g.nextRow(a, red)
	g.finalSub(a)
	g.P("RET")
}

// TableLookup: z = entry idx of size entries of n limbs, scanning every
// entry: z = 0, then z |= entry & mask for each entry, the mask all ones
// iff the entry's index equals idx.
func (g *gen) TableLookup() {
	g.Printf("\n// func tableLookupAsm(z, tab *uint, n, size int, idx uint)\n")
	g.Printf("TEXT ·tableLookupAsm(SB), NOSPLIT, $0-20\n")
	g.Args("MOVW", "z+0(FP)", "R1", "tab+4(FP)", "R2", "n+8(FP)", "R3", "size+12(FP)", "R4", "idx+16(FP)", "R5")
	zero, entry, limb := g.NewLabel("selzero"), g.NewLabel("selentry"), g.NewLabel("sellimb")
	g.P("MOVW R1, R8")
	g.P("MOVW R3, R9")
	g.P("MOVW $0, R0")
	g.Label(zero)
	g.P("MOVW.P R0, 4(R8)")
	g.P("SUB.S $1, R9")
	g.P("BNE %s", zero)
	g.P("MOVW $0, R6 // running entry index")
	g.Label(entry)
	g.P("EOR R5, R6, R7 // d = entry ^ idx")
	g.P("RSB $0, R7, R0")
	g.P("ORR R0, R7 // top bit set iff d != 0")
	g.P("MOVW R7->31, R7")
	g.P("MVN R7, R7 // all ones iff entry == idx")
	g.P("MOVW R1, R8")
	g.P("MOVW R3, R9")
	g.Label(limb)
	g.P("MOVW.P 4(R2), R0")
	g.P("AND R7, R0")
	g.P("MOVW (R8), R12")
	g.P("ORR R0, R12")
	g.P("MOVW.P R12, 4(R8)")
	g.P("SUB.S $1, R9")
	g.P("BNE %s", limb)
	g.P("ADD $1, R6")
	g.P("CMP R4, R6")
	g.P("BLO %s", entry)
	g.P("RET")
}
