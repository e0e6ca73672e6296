// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// arith_s390x_gen generates arith_s390x.s, the s390x word kernels of
// package bigmod: carry chains on ADDE/SUBE (ALCGR/SLBGR), whose carry
// lives in the condition code across LAY and compare-and-branch (neither
// touches it); multiply-accumulate rows on MLGR four limbs per iteration;
// Montgomery multiplication as two rows per limb of y over a 2n-word
// window in the frame, squaring as half the products, doubled with one
// ADDE chain and the squares added with another, then n reduction rows;
// and the masked table scan. Limbs are uint words in memory, so the
// machine's byte order plays no part.
//
// Run by `go generate` (see generate.go):
//
//	go run arith_s390x_gen.go -out arith_s390x.s
//
// Every branch and every address depends on lengths only. R10 and R11 are
// the assembler's temporaries and stay unused; the Montgomery kernels keep
// their loop state in frame slots, the rows use R0-R9.
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
	bigmodgen.Main("arith_s390x_gen.go", "s390x && !purego", "arith_s390x.s", func(f *asmgen.File) bigmodgen.Port { return &gen{File: f} })
}

// AddSub: z = x ± y, n%4 single limbs then four per iteration, the carry
// in the condition code throughout. s390x's borrow is the carry clear, as
// on Arm: a subtraction starts with it set and reports its complement.
func (g *gen) AddSub(name string, sub bool) {
	op := "ADDE"
	if sub {
		op = "SUBE"
	}
	g.Printf("\n// func %s(z, x, y *uint, n int) uint\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-40\n", name)
	g.P("MOVD $0, R0")
	g.Args("MOVD", "z+0(FP)", "R1", "x+8(FP)", "R2", "y+16(FP)", "R3", "n+24(FP)", "R4")
	g.P("MOVD R4, R5")
	g.P("AND $3, R5 // single limbs")
	g.P("SRD $2, R4 // quads")
	if sub {
		g.P("SUBC R0, R0 // carry set: no borrow")
	} else {
		g.P("ADDC R0, R0 // carry clear")
	}
	one, quads, quad, done := g.NewLabel("one"), g.NewLabel("quads"), g.NewLabel("quad"), g.NewLabel("done")
	g.P("CMPBEQ R5, $0, %s", quads)
	g.Label(one)
	g.P("MOVD 0(R2), R6")
	g.P("MOVD 0(R3), R7")
	g.P("%s R7, R6", op)
	g.P("MOVD R6, 0(R1)")
	g.P("LAY 8(R1), R1")
	g.P("LAY 8(R2), R2")
	g.P("LAY 8(R3), R3")
	g.P("LAY -1(R5), R5")
	g.P("CMPBNE R5, $0, %s", one)
	g.Label(quads)
	g.P("CMPBEQ R4, $0, %s", done)
	g.Label(quad)
	for k := 0; k < 4; k++ {
		g.P("MOVD %d(R2), R%d", 8*k, 6+k)
	}
	for k := 0; k < 4; k++ {
		g.P("MOVD %d(R3), R5", 8*k) // R5, the single-limb counter, is 0 here
		g.P("%s R5, R%d", op, 6+k)
	}
	for k := 0; k < 4; k++ {
		g.P("MOVD R%d, %d(R1)", 6+k, 8*k)
	}
	g.P("LAY 32(R1), R1")
	g.P("LAY 32(R2), R2")
	g.P("LAY 32(R3), R3")
	g.P("LAY -1(R4), R4")
	g.P("CMPBNE R4, $0, %s", quad)
	g.Label(done)
	if sub {
		g.P("SUBE R6, R6 // -borrow")
		g.P("NEG R6")
	} else {
		g.P("ADDE R0, R0, R6")
	}
	g.P("MOVD R6, ret+32(FP)")
	g.P("RET")
}

// Row registers: T pointer, S pointer, multiplier, carry word, counter;
// R6:R7 and R8:R9 are MLGR's even/odd product pairs, R12 scratch, R0
// zero. row emits (c, T[0:n]) = T[0:n] + S[0:n]·y + c for n = cnt ≥ 1,
// advancing rT and rS past the row.
const rT, rS, rY, rC, rCnt = "R1", "R2", "R3", "R4", "R5"

// mulStep: T[off] + S[off]·y + c → T[off], c = high word. The sum is below
// 2^128, so the carries into the high word never overflow it.
func (g *gen) mulStep(off int) {
	g.P("MOVD %d(%s), R7", off, rS)
	g.P("MLGR %s, R6 // R6:R7 = S·y", rY)
	g.P("ADDC %s, R7", rC)
	g.P("ADDE R0, R6")
	g.P("MOVD %d(%s), R8", off, rT)
	g.P("ADDC R8, R7")
	g.P("ADDE R0, R6, %s", rC)
	g.P("MOVD R7, %d(%s)", off, rT)
}

// mulStep2: two limbs, (c, T[off:off+2]) = T + S·y + c with two carry
// chains one after the other: (hi1, lo1 + hi0, lo0 + c), then T added.
// The two-limb sum is below 2^192, so the top word never overflows.
func (g *gen) mulStep2(off int) {
	g.P("MOVD %d(%s), R7", off, rS)
	g.P("MOVD %d(%s), R9", off+8, rS)
	g.P("MLGR %s, R6 // R6:R7 = S[0]·y", rY)
	g.P("MLGR %s, R8 // R8:R9 = S[1]·y", rY)
	g.P("ADDC %s, R7", rC)
	g.P("ADDE R6, R9")
	g.P("ADDE R0, R8")
	g.P("MOVD %d(%s), R12", off, rT)
	g.P("ADDC R12, R7")
	g.P("MOVD %d(%s), R12", off+8, rT)
	g.P("ADDE R12, R9")
	g.P("ADDE R0, R8, %s", rC)
	g.P("MOVD R7, %d(%s)", off, rT)
	g.P("MOVD R9, %d(%s)", off+8, rT)
}

// row: one limb if n is odd, two if n&2, then four per iteration.
func (g *gen) row() {
	two, quads, quad, done := g.NewLabel("rowtwo"), g.NewLabel("rowquads"), g.NewLabel("rowquad"), g.NewLabel("rowdone")
	g.P("MOVD %s, R12", rCnt)
	g.P("AND $1, R12")
	g.P("CMPBEQ R12, $0, %s", two)
	g.mulStep(0)
	g.P("LAY 8(%s), %s", rS, rS)
	g.P("LAY 8(%s), %s", rT, rT)
	g.Label(two)
	g.P("MOVD %s, R12", rCnt)
	g.P("AND $2, R12")
	g.P("CMPBEQ R12, $0, %s", quads)
	g.mulStep2(0)
	g.P("LAY 16(%s), %s", rS, rS)
	g.P("LAY 16(%s), %s", rT, rT)
	g.Label(quads)
	g.P("SRD $2, %s", rCnt)
	g.P("CMPBEQ %s, $0, %s", rCnt, done)
	g.Label(quad)
	g.mulStep2(0)
	g.mulStep2(16)
	g.P("LAY 32(%s), %s", rS, rS)
	g.P("LAY 32(%s), %s", rT, rT)
	g.P("LAY -1(%s), %s", rCnt, rCnt)
	g.P("CMPBNE %s, $0, %s", rCnt, quad)
	g.Label(done)
}

// rowKeepI: row, with the Montgomery row index R12 saved across it.
func (g *gen) rowKeepI() {
	g.P("MOVD %s, %s", rI, iSlot)
	g.row()
	g.P("MOVD %s, %s", iSlot, rI)
}

// AddMulVVW: z += x·y, returning the carry limb: one row with c = 0, the
// same steps in each port's generator.
func (g *gen) AddMulVVW() {
	g.Printf("\n// func addMulVVWAsm(z, x *uint, n int, y uint) uint\n")
	g.Printf("TEXT ·addMulVVWAsm(SB), NOSPLIT, $0-40\n")
	g.P("MOVD $0, R0")
	g.Args("MOVD", "z+0(FP)", rT, "x+8(FP)", rS, "n+16(FP)", rCnt, "y+24(FP)", rY)
	g.P("MOVD $0, %s", rC)
	g.row()
	g.P("MOVD %s, ret+32(FP)", rC)
	g.P("RET")
}

// The Montgomery frame, above the saved link register at 0(R15): the 0/1
// word above the window, the first row's carry, the row index (R12 outside
// the rows), then the 2n-word window T.
const (
	topSlot, c1Slot, iSlot, tOff = "8(R15)", "16(R15)", "24(R15)", 32
	rI                           = "R12"
	frameSize                    = 8 * (2*maxAsmLimbs + 4)
)

type montArgs struct{ z, x, y, m, n, inv string }

var mulArgs = montArgs{"z+0(FP)", "x+8(FP)", "y+16(FP)", "m+24(FP)", "n+32(FP)", "m0inv+40(FP)"}
var sqrArgs = montArgs{"z+0(FP)", "x+8(FP)", "", "m+16(FP)", "n+24(FP)", "m0inv+32(FP)"}

func (g *gen) zeroWindow(a montArgs) {
	g.P("MOVD $0, R0")
	g.Comment("T = 0 (2n words)")
	zero := g.NewLabel("zero")
	g.P("LAY %d(R15), R1", tOff)
	g.P("MOVD %s, R5", a.n)
	g.P("SLD $1, R5")
	g.Label(zero)
	g.P("MOVD R0, 0(R1)")
	g.P("LAY 8(R1), R1")
	g.P("LAY -1(R5), R5")
	g.P("CMPBNE R5, $0, %s", zero)
	g.P("MOVD R0, %s // top = 0", topSlot)
	g.P("MOVD $0, %s", rI)
}

// windowAt sets rT = &T[i]·(1<<shift) words in: shift 3 for T[i], 4 for T[2i].
func (g *gen) windowAt(shift int) {
	g.P("SLD $%d, %s, R8", shift, rI)
	g.P("LAY %d(R15), %s", tOff, rT)
	g.P("ADD R8, %s", rT)
}

// reduceRow: q = T[i]·m0inv; (c, T[i:i+n]) += q·m; leaves rT at &T[i+n].
func (g *gen) reduceRow(a montArgs) {
	g.windowAt(3)
	g.P("MOVD 0(%s), %s", rT, rY)
	g.P("MOVD %s, R8", a.inv)
	g.P("MULLD R8, %s // q", rY)
	g.P("MOVD %s, %s", a.m, rS)
	g.P("MOVD %s, %s", a.n, rCnt)
	g.P("MOVD $0, %s", rC)
	g.rowKeepI()
}

// addTop: T[i+n] (at rT) = w + c + top, top = the carry out (0 or 1).
func (g *gen) addTop(w string) {
	g.P("MOVD %s, R7", topSlot)
	g.P("ADDC %s, %s", rC, w)
	g.P("ADDE R0, R0, R8")
	g.P("ADDC R7, %s", w)
	g.P("ADDE R0, R8")
	g.P("MOVD %s, 0(%s)", w, rT)
	g.P("MOVD R8, %s", topSlot)
}

// nextRow: i++, loop while i < n.
func (g *gen) nextRow(a montArgs, loop string) {
	g.P("LAY 1(%s), %s", rI, rI)
	g.P("MOVD %s, R5", a.n)
	g.P("CMPUBLT %s, R5, %s", rI, loop)
}

// finalSub: z = T[n:2n] − m if (top, T[n:2n]) ≥ m, else T[n:2n], by mask.
func (g *gen) finalSub(a montArgs) {
	sub, sel := g.NewLabel("finalsub"), g.NewLabel("finalsel")
	g.P("MOVD %s, R5", a.n)
	g.P("SLD $3, R5, R8")
	g.P("LAY %d(R15), R1", tOff)
	g.P("ADD R8, R1 // &T[n]")
	g.P("MOVD R1, R9")
	g.P("MOVD %s, R2", a.m)
	g.P("MOVD %s, R3", a.z)
	g.P("SUBC R0, R0 // carry set: no borrow")
	g.Label(sub)
	g.P("MOVD 0(R1), R6")
	g.P("MOVD 0(R2), R7")
	g.P("SUBE R7, R6")
	g.P("MOVD R6, 0(R3)")
	g.P("LAY 8(R1), R1")
	g.P("LAY 8(R2), R2")
	g.P("LAY 8(R3), R3")
	g.P("LAY -1(R5), R5")
	g.P("CMPBNE R5, $0, %s", sub)
	g.Comment("keep T iff the subtraction borrowed and top = 0")
	g.P("SUBE R6, R6 // all ones iff borrow")
	g.P("MOVD %s, R7", topSlot)
	g.P("ADD $-1, R7 // all ones iff top = 0")
	g.P("AND R7, R6")
	g.P("MOVD %s, R5", a.n)
	g.P("MOVD %s, R3", a.z)
	g.Label(sel)
	g.P("MOVD 0(R9), R7")
	g.P("MOVD 0(R3), R8")
	g.P("XOR R8, R7")
	g.P("AND R6, R7")
	g.P("XOR R7, R8 // z ^= (T ^ z) & keep")
	g.P("MOVD R8, 0(R3)")
	g.P("LAY 8(R9), R9")
	g.P("LAY 8(R3), R3")
	g.P("LAY -1(R5), R5")
	g.P("CMPBNE R5, $0, %s", sel)
}

// MontMul: row i adds x·y[i] and q·m at T[i:], q = T[i]·m0inv zeroing
// T[i], and parks the carry word at T[i+n]; the value stays below 2m.
func (g *gen) MontMul() {
	a := mulArgs
	g.Printf("\n// func montMulAsm(z, x, y, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montMulAsm(SB), $%d-48\n", frameSize)
	g.zeroWindow(a)
	rowLoop := g.NewLabel("mmrow")
	g.Label(rowLoop)
	g.Comment("T[i:i+n] += x·y[i]")
	g.windowAt(3)
	g.P("MOVD %s, %s", a.y, rY)
	g.P("ADD R8, %s", rY)
	g.P("MOVD 0(%s), %s", rY, rY)
	g.P("MOVD %s, %s", a.x, rS)
	g.P("MOVD %s, %s", a.n, rCnt)
	g.P("MOVD $0, %s", rC)
	g.rowKeepI()
	g.P("MOVD %s, %s", rC, c1Slot)
	g.Comment("T[i:i+n] += q·m")
	g.reduceRow(a)
	g.Comment("T[i+n] = c1 + c2 + top, top = carry out")
	g.P("MOVD %s, R6", c1Slot)
	g.addTop("R6")
	g.nextRow(a, rowLoop)
	g.finalSub(a)
	g.P("RET")
}

// MontSqr: off-diagonal products row by row, doubled with one ADDE chain,
// the squares added with another (MLGR leaves the condition code alone),
// then n reduction rows and the final subtraction.
func (g *gen) MontSqr() {
	a := sqrArgs
	g.Printf("\n// func montSqrAsm(z, x, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montSqrAsm(SB), $%d-40\n", frameSize)
	g.zeroWindow(a)
	tri, triDone := g.NewLabel("sqtri"), g.NewLabel("sqtridone")
	g.Comment("(T[n+i], T[2i+1:n+i]) = T + x[i+1:n]·x[i] for i < n-1")
	g.Label(tri)
	g.P("MOVD %s, %s", a.n, rCnt)
	g.P("LAY -1(%s), %s", rCnt, rCnt)
	g.P("SUB %s, %s // n-1-i", rI, rCnt)
	g.P("CMPBEQ %s, $0, %s", rCnt, triDone)
	g.windowAt(4)
	g.P("LAY 8(%s), %s // &T[2i+1]", rT, rT)
	g.P("SLD $3, %s, R8", rI)
	g.P("MOVD %s, %s", a.x, rS)
	g.P("ADD R8, %s", rS)
	g.P("MOVD 0(%s), %s // x[i]", rS, rY)
	g.P("LAY 8(%s), %s // &x[i+1]", rS, rS)
	g.P("MOVD $0, %s", rC)
	g.rowKeepI()
	g.P("MOVD %s, 0(%s) // T[n+i]", rC, rT)
	g.P("LAY 1(%s), %s", rI, rI)
	g.P("BR %s", tri)
	g.Label(triDone)

	dbl := g.NewLabel("sqdbl")
	g.Comment("T = 2T (2n words, an even count: pairs)")
	g.P("LAY %d(R15), R1", tOff)
	g.P("MOVD %s, R5", a.n)
	g.P("ADDC R0, R0 // carry clear")
	g.Label(dbl)
	g.P("MOVD 0(R1), R6")
	g.P("MOVD 8(R1), R7")
	g.P("ADDE R6, R6")
	g.P("ADDE R7, R7")
	g.P("MOVD R6, 0(R1)")
	g.P("MOVD R7, 8(R1)")
	g.P("LAY 16(R1), R1")
	g.P("LAY -1(R5), R5")
	g.P("CMPBNE R5, $0, %s", dbl)

	diag := g.NewLabel("sqdiag")
	g.Comment("T += x[i]² at limb 2i, one ADDE chain")
	g.P("LAY %d(R15), R1", tOff)
	g.P("MOVD %s, R2", a.x)
	g.P("MOVD %s, R5", a.n)
	g.P("ADDC R0, R0 // carry clear")
	g.Label(diag)
	g.P("MOVD 0(R2), R7")
	g.P("MOVD R7, R3")
	g.P("MLGR R3, R6 // R6:R7 = x[i]²")
	g.P("MOVD 0(R1), R8")
	g.P("ADDE R7, R8")
	g.P("MOVD R8, 0(R1)")
	g.P("MOVD 8(R1), R8")
	g.P("ADDE R6, R8")
	g.P("MOVD R8, 8(R1)")
	g.P("LAY 16(R1), R1")
	g.P("LAY 8(R2), R2")
	g.P("LAY -1(R5), R5")
	g.P("CMPBNE R5, $0, %s", diag)

	// n rows of reduceRow and addTop, then finalSub: the same steps in
	// every port's MontSqr (MontMul interleaves them with its products).
	red := g.NewLabel("sqred")
	g.Comment("reduce: (c, T[i:i+n]) += q·m; T[i+n] += c + top")
	g.P("MOVD $0, %s", rI)
	g.Label(red)
	g.reduceRow(a)
	g.P("MOVD 0(%s), R6", rT)
	g.addTop("R6")
	g.nextRow(a, red)
	g.finalSub(a)
	g.P("RET")
}

// TableLookup: z = entry idx of size entries of n limbs, scanning every
// entry: two limbs at a time in registers (then one), each entry's limbs
// ANDed with a mask all ones iff d = idx − (entry index) is 0 and ORed in.
func (g *gen) TableLookup() {
	g.Printf("\n// func tableLookupAsm(z, tab *uint, n, size int, idx uint)\n")
	g.Printf("TEXT ·tableLookupAsm(SB), NOSPLIT, $0-40\n")
	const z, tab, n, d, cnt, mask, p, stride, tmp = "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9"
	acc := []string{"R0", "R12"}
	g.Args("MOVD", "z+0(FP)", z, "tab+8(FP)", tab, "n+16(FP)", n)
	g.P("SLD $3, %s, %s // bytes per entry", n, stride)
	pass := func(w int, next string) {
		top, entry := g.NewLabel("sel"), g.NewLabel("selentry")
		g.Label(top)
		g.P("CMPUBLT %s, $%d, %s", n, w, next)
		for k := 0; k < w; k++ {
			g.P("MOVD $0, %s", acc[k])
		}
		g.P("MOVD idx+32(FP), %s", d)
		g.P("MOVD size+24(FP), %s", cnt)
		g.P("MOVD %s, %s", tab, p)
		g.Label(entry)
		g.P("MOVD %s, %s", d, tmp)
		g.P("NEG %s", tmp)
		g.P("OR %s, %s // top bit set iff d != 0", d, tmp)
		g.P("SRD $63, %s", tmp)
		g.P("ADD $-1, %s, %s // all ones iff this is entry idx", tmp, mask)
		for k := 0; k < w; k++ {
			g.P("MOVD %d(%s), %s", 8*k, p, tmp)
			g.P("AND %s, %s", mask, tmp)
			g.P("OR %s, %s", tmp, acc[k])
		}
		g.P("ADD %s, %s", stride, p)
		g.P("ADD $-1, %s", d)
		g.P("ADD $-1, %s", cnt)
		g.P("CMPBNE %s, $0, %s", cnt, entry)
		for k := 0; k < w; k++ {
			g.P("MOVD %s, %d(%s)", acc[k], 8*k, z)
		}
		g.P("LAY %d(%s), %s", 8*w, z, z)
		g.P("LAY %d(%s), %s", 8*w, tab, tab)
		g.P("ADD $-%d, %s", w, n)
		g.P("BR %s", top)
	}
	one, done := g.NewLabel("selone"), g.NewLabel("seldone")
	pass(2, one)
	g.Label(one)
	pass(1, done)
	g.Label(done)
	g.P("RET")
}
