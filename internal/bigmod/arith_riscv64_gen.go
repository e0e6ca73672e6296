// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// arith_riscv64_gen generates arith_riscv64.s, the riscv64 word kernels of
// package bigmod. RV64 has no carry flag: every carry is the SLTU of a sum
// against one of its addends, kept in a register. Multiply-accumulate rows
// use MUL/MULHU four limbs per iteration; Montgomery multiplication is two
// rows per limb of y over a 2n-word window, squaring half the products,
// doubled and the diagonal added in one pass, then n reduction rows.
//
// Run by `go generate` (see generate.go):
//
//	go run arith_riscv64_gen.go -out arith_riscv64.s
//
// Every branch and every address depends on lengths only.
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
	bigmodgen.Main("arith_riscv64_gen.go", "riscv64 && !purego", "arith_riscv64.s", func(f *asmgen.File) bigmodgen.Port { return &gen{File: f} })
}

// Scratch registers of the limb steps. X31 is the assembler's temporary.
const (
	rA, rB, rLo, rHi, rK, rK2, rRem = "X10", "X11", "X12", "X13", "X14", "X15", "X16"
)

// adc emits d = d + s + c, c = carry out (c ∈ {0,1}).
func (g *gen) adc(d, s, c string) {
	g.P("ADD %s, %s // %s += %s + %s", s, d, d, s, c)
	g.P("SLTU %s, %s, %s", s, d, rK) // carry of d + s
	g.P("ADD %s, %s", c, d)
	g.P("SLTU %s, %s, %s", c, d, c) // carry of (d + s) + c
	g.P("ADD %s, %s", rK, c)        // at most one of the two carries is set
}

// sbc emits d = d - s - b, b = borrow out.
func (g *gen) sbc(d, s, b string) {
	g.P("SLTU %s, %s, %s // %s -= %s + %s", b, d, rK, d, s, b) // borrow of d - b
	g.P("SUB %s, %s", b, d)
	g.P("SLTU %s, %s, %s", s, d, b) // borrow of (d - b) - s
	g.P("SUB %s, %s", s, d)
	g.P("ADD %s, %s", rK, b)
}

// AddSub: z = x ± y, n%4 single limbs then four per iteration.
func (g *gen) AddSub(name string, sub bool) {
	g.Printf("\n// func %s(z, x, y *uint, n int) uint\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-40\n", name)
	const z, x, y, n, c = "X5", "X6", "X7", "X8", "X9"
	g.Args("MOV", "z+0(FP)", z, "x+8(FP)", x, "y+16(FP)", y, "n+24(FP)", n)
	g.P("MOV X0, %s", c)
	g.P("AND $3, %s, %s", n, rRem)
	g.P("SRL $2, %s", n)
	one, quads, quad, done := g.NewLabel("one"), g.NewLabel("quads"), g.NewLabel("quad"), g.NewLabel("done")
	step := func(off int) {
		g.P("MOV %d(%s), %s", off, x, rA)
		g.P("MOV %d(%s), %s", off, y, rB)
		if sub {
			g.sbc(rA, rB, c)
		} else {
			g.adc(rA, rB, c)
		}
		g.P("MOV %s, %d(%s)", rA, off, z)
	}
	g.P("BEQZ %s, %s", rRem, quads)
	g.Label(one)
	step(0)
	g.P("ADD $8, %s", x)
	g.P("ADD $8, %s", y)
	g.P("ADD $8, %s", z)
	g.P("SUB $1, %s", rRem)
	g.P("BNEZ %s, %s", rRem, one)
	g.Label(quads)
	g.P("BEQZ %s, %s", n, done)
	g.Label(quad)
	for k := 0; k < 4; k++ {
		step(8 * k)
	}
	g.P("ADD $32, %s", x)
	g.P("ADD $32, %s", y)
	g.P("ADD $32, %s", z)
	g.P("SUB $1, %s", n)
	g.P("BNEZ %s, %s", n, quad)
	g.Label(done)
	g.P("MOV %s, ret+32(FP)", c)
	g.P("RET")
}

// Row registers: T pointer, S pointer, multiplier, carry word, counter.
// row emits (c, T[0:n]) = T[0:n] + S[0:n]·y + c for n = cnt ≥ 1, advancing
// rT and rS past the row and destroying cnt.
const rT, rS, rY, rC, rCnt = "X5", "X6", "X7", "X8", "X9"

// mulStep: T[off] + S[off]·y + c → T[off], c = high word. The sum is below
// 2^128, so the carries into the high word never overflow it.
func (g *gen) mulStep(off int) {
	g.P("MOV %d(%s), %s", off, rS, rA)
	g.P("MOV %d(%s), %s", off, rT, rB)
	g.P("MUL %s, %s, %s", rY, rA, rLo)
	g.P("MULHU %s, %s, %s", rY, rA, rHi)
	g.P("ADD %s, %s", rB, rLo)
	g.P("SLTU %s, %s, %s", rB, rLo, rK)
	g.P("ADD %s, %s", rK, rHi)
	g.P("ADD %s, %s", rC, rLo)
	g.P("SLTU %s, %s, %s", rC, rLo, rK)
	g.P("ADD %s, %s, %s", rK, rHi, rC)
	g.P("MOV %s, %d(%s)", rLo, off, rT)
}

func (g *gen) row() {
	one, quads, quad, done := g.NewLabel("rowone"), g.NewLabel("rowquads"), g.NewLabel("rowquad"), g.NewLabel("rowdone")
	g.P("AND $3, %s, %s", rCnt, rRem)
	g.P("SRL $2, %s", rCnt)
	g.P("BEQZ %s, %s", rRem, quads)
	g.Label(one)
	g.mulStep(0)
	g.P("ADD $8, %s", rS)
	g.P("ADD $8, %s", rT)
	g.P("SUB $1, %s", rRem)
	g.P("BNEZ %s, %s", rRem, one)
	g.Label(quads)
	g.P("BEQZ %s, %s", rCnt, done)
	g.Label(quad)
	for k := 0; k < 4; k++ {
		g.mulStep(8 * k)
	}
	g.P("ADD $32, %s", rS)
	g.P("ADD $32, %s", rT)
	g.P("SUB $1, %s", rCnt)
	g.P("BNEZ %s, %s", rCnt, quad)
	g.Label(done)
}

// AddMulVVW: z += x·y, returning the carry limb: one row with c = 0, the
// same steps in each port's generator.
func (g *gen) AddMulVVW() {
	g.Printf("\n// func addMulVVWAsm(z, x *uint, n int, y uint) uint\n")
	g.Printf("TEXT ·addMulVVWAsm(SB), NOSPLIT, $0-40\n")
	g.Args("MOV", "z+0(FP)", rT, "x+8(FP)", rS, "n+16(FP)", rCnt, "y+24(FP)", rY)
	g.P("MOV X0, %s", rC)
	g.row()
	g.P("MOV %s, ret+32(FP)", rC)
	g.P("RET")
}

// Montgomery registers: argument copies, the scratch base, row index, the
// 0/1 word above the window and the first row's carry.
const (
	rZ, rX, rYp, rM, rN, rInv = "X18", "X19", "X20", "X21", "X22", "X23"
	rTb, rI, rTop, rC1        = "X24", "X25", "X28", "X29"
)

const frameSize = 8 * (2*maxAsmLimbs + 2)

func (g *gen) loadMontArgs(sqr bool) {
	g.Args("MOV", bigmodgen.MontArgs(8, sqr, rZ, rX, rYp, rM, rN, rInv)...)
	// The scratch window T: 2n words in the frame, above the saved LR.
	g.P("ADD $8, SP, %s", rTb)
	g.Comment("T = 0 (2n words)")
	zero := g.NewLabel("zero")
	g.P("MOV %s, %s", rTb, rT)
	g.P("SLL $1, %s, %s", rN, rCnt)
	g.Label(zero)
	g.P("MOV X0, 0(%s)", rT)
	g.P("ADD $8, %s", rT)
	g.P("SUB $1, %s", rCnt)
	g.P("BNEZ %s, %s", rCnt, zero)
}

// reduceRow: q = T[i]·m0inv; (c, T[i:i+n]) += q·m; leaves rT at &T[i+n].
func (g *gen) reduceRow() {
	g.P("SLL $3, %s, %s", rI, rT)
	g.P("ADD %s, %s", rTb, rT)
	g.P("MOV 0(%s), %s", rT, rY)
	g.P("MUL %s, %s", rInv, rY)
	g.P("MOV %s, %s", rM, rS)
	g.P("MOV %s, %s", rN, rCnt)
	g.P("MOV X0, %s", rC)
	g.row()
}

// addTop: T[i+n] (at rT) = w + c + top, top = the carry out (0 or 1).
func (g *gen) addTop(w string) {
	g.P("ADD %s, %s", rC, w)
	g.P("SLTU %s, %s, %s", rC, w, rK2)
	g.P("ADD %s, %s", rTop, w)
	g.P("SLTU %s, %s, %s", rTop, w, rTop)
	g.P("ADD %s, %s", rK2, rTop)
	g.P("MOV %s, 0(%s)", w, rT)
}

// finalSub: z = T[n:2n] − m if (top, T[n:2n]) ≥ m, else T[n:2n], by mask.
func (g *gen) finalSub() {
	sub, sel := g.NewLabel("finalsub"), g.NewLabel("finalsel")
	const tp, zp, b = "X17", "X30", "X16"
	g.P("SLL $3, %s, %s", rN, rT)
	g.P("ADD %s, %s // &T[n]", rTb, rT)
	g.P("MOV %s, %s", rT, tp)
	g.P("MOV %s, %s", rM, rS)
	g.P("MOV %s, %s", rZ, zp)
	g.P("MOV %s, %s", rN, rCnt)
	g.P("MOV X0, %s", b)
	g.Label(sub)
	g.P("MOV 0(%s), %s", rT, rA)
	g.P("MOV 0(%s), %s", rS, rB)
	g.sbc(rA, rB, b)
	g.P("MOV %s, 0(%s)", rA, zp)
	g.P("ADD $8, %s", rT)
	g.P("ADD $8, %s", rS)
	g.P("ADD $8, %s", zp)
	g.P("SUB $1, %s", rCnt)
	g.P("BNEZ %s, %s", rCnt, sub)
	g.Comment("keep T iff the subtraction borrowed and top = 0")
	g.P("XOR $1, %s // 1 iff top = 0", rTop)
	g.P("AND %s, %s", rTop, b)
	g.P("NEG %s, %s // all-ones iff we keep T", b, rLo)
	g.P("MOV %s, %s", rN, rCnt)
	g.P("MOV %s, %s", rZ, zp)
	g.Label(sel)
	g.P("MOV 0(%s), %s", tp, rA)
	g.P("MOV 0(%s), %s", zp, rB)
	g.P("XOR %s, %s", rB, rA)
	g.P("AND %s, %s", rLo, rA)
	g.P("XOR %s, %s // z ^= (T ^ z) & keep", rA, rB)
	g.P("MOV %s, 0(%s)", rB, zp)
	g.P("ADD $8, %s", tp)
	g.P("ADD $8, %s", zp)
	g.P("SUB $1, %s", rCnt)
	g.P("BNEZ %s, %s", rCnt, sel)
}

// MontMul: rows over a 2n-word window as in the arm64 kernel: row i adds
// x·y[i] and q·m at T[i:], q = T[i]·m0inv zeroing T[i], and parks the
// carry word at T[i+n]; the value stays below 2m.
func (g *gen) MontMul() {
	g.Printf("\n// func montMulAsm(z, x, y, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montMulAsm(SB), $%d-48\n", frameSize)
	g.loadMontArgs(false)
	g.P("MOV X0, %s", rTop)
	g.P("MOV X0, %s", rI)
	rowLoop := g.NewLabel("mmrow")
	g.Label(rowLoop)
	g.Comment("T[i:i+n] += x·y[i]")
	g.P("SLL $3, %s, %s", rI, rK)
	g.P("ADD %s, %s, %s", rTb, rK, rT)
	g.P("ADD %s, %s", rYp, rK)
	g.P("MOV 0(%s), %s", rK, rY)
	g.P("MOV %s, %s", rX, rS)
	g.P("MOV %s, %s", rN, rCnt)
	g.P("MOV X0, %s", rC)
	g.row()
	g.P("MOV %s, %s", rC, rC1)
	g.Comment("T[i:i+n] += q·m")
	g.reduceRow()
	g.Comment("T[i+n] = c1 + c2 + top, top = carry out")
	g.addTop(rC1)
	g.P("ADD $1, %s", rI)
	g.P("BLTU %s, %s, %s", rI, rN, rowLoop)
	g.finalSub()
	g.P("RET")
}

// MontSqr: off-diagonal products row by row, then one pass doubling them
// and adding the squares x[i]² at limb 2i, then n reduction rows and the
// final subtraction.
func (g *gen) MontSqr() {
	g.Printf("\n// func montSqrAsm(z, x, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montSqrAsm(SB), $%d-40\n", frameSize)
	g.loadMontArgs(true)
	tri, triDone := g.NewLabel("sqtri"), g.NewLabel("sqtridone")
	g.Comment("(T[n+i], T[2i+1:n+i]) = T + x[i+1:n]·x[i] for i < n-1")
	g.P("MOV X0, %s", rI)
	g.Label(tri)
	g.P("ADD $1, %s, %s", rI, rK2) // i+1
	g.P("BGEU %s, %s, %s", rK2, rN, triDone)
	g.P("SUB %s, %s, %s", rK2, rN, rCnt) // n-1-i
	g.P("SLL $4, %s, %s", rI, rT)
	g.P("ADD %s, %s", rTb, rT)
	g.P("ADD $8, %s // &T[2i+1]", rT)
	g.P("SLL $3, %s, %s", rI, rS)
	g.P("ADD %s, %s", rX, rS)
	g.P("MOV 0(%s), %s // x[i]", rS, rY)
	g.P("ADD $8, %s // &x[i+1]", rS)
	g.P("MOV X0, %s", rC)
	g.row()
	g.P("MOV %s, 0(%s) // T[n+i]", rC, rT)
	g.P("ADD $1, %s", rI)
	g.P("JMP %s", tri)
	g.Label(triDone)

	diag := g.NewLabel("sqdiag")
	const shift, c, t0, t1 = "X17", "X30", "X11", "X29"
	g.Comment("T = 2T + Σ x[i]²·2^(128i): shift in the top bit, add the square")
	g.P("MOV %s, %s", rTb, rT)
	g.P("MOV %s, %s", rX, rS)
	g.P("MOV %s, %s", rN, rCnt)
	g.P("MOV X0, %s", shift)
	g.P("MOV X0, %s", c)
	g.Label(diag)
	g.P("MOV 0(%s), %s", rS, rA)
	g.P("MUL %s, %s, %s", rA, rA, rLo)
	g.P("MULHU %s, %s, %s", rA, rA, rHi)
	g.P("MOV 0(%s), %s", rT, t0)
	g.P("MOV 8(%s), %s", rT, t1)
	g.P("SRL $63, %s, %s", t0, rA)
	g.P("SLL $1, %s", t0)
	g.P("OR %s, %s // 2·t0 + the bit shifted out of the limb below", shift, t0)
	g.P("SRL $63, %s, %s", t1, shift)
	g.P("SLL $1, %s", t1)
	g.P("OR %s, %s", rA, t1)
	g.adc(t0, rLo, c)
	g.adc(t1, rHi, c)
	g.P("MOV %s, 0(%s)", t0, rT)
	g.P("MOV %s, 8(%s)", t1, rT)
	g.P("ADD $16, %s", rT)
	g.P("ADD $8, %s", rS)
	g.P("SUB $1, %s", rCnt)
	g.P("BNEZ %s, %s", rCnt, diag)
	g.Comment("shift and c are 0 here: the square is below 2^(128n)")

	// n rows of reduceRow and addTop, then finalSub: the same steps in
	// every port's MontSqr (MontMul interleaves them with its products).
	red := g.NewLabel("sqred")
	g.Comment("reduce: (c, T[i:i+n]) += q·m; T[i+n] += c + top")
	g.P("MOV X0, %s", rTop)
	g.P("MOV X0, %s", rI)
	g.Label(red)
	g.reduceRow()
	g.P("MOV 0(%s), %s", rT, rA)
	g.addTop(rA)
	g.P("ADD $1, %s", rI)
	g.P("BLTU %s, %s, %s", rI, rN, red)
	g.finalSub()
	g.P("RET")
}

// TableLookup: z = entry idx of size entries of n limbs, scanning every
// entry: four limbs at a time in registers (then one), each entry's limbs
// ANDed with a mask all ones iff the entry's index equals idx (SEQZ of the
// difference, negated) and ORed in.
func (g *gen) TableLookup() {
	g.Printf("\n// func tableLookupAsm(z, tab *uint, n, size int, idx uint)\n")
	g.Printf("TEXT ·tableLookupAsm(SB), NOSPLIT, $0-40\n")
	const z, tab, n, size, idx, e, mask, p, stride = "X5", "X6", "X7", "X8", "X9", "X17", "X18", "X19", "X20"
	acc := []string{"X21", "X22", "X23", "X24"}
	g.Args("MOV", "z+0(FP)", z, "tab+8(FP)", tab, "n+16(FP)", n, "size+24(FP)", size, "idx+32(FP)", idx)
	g.P("SLL $3, %s, %s // bytes per entry", n, stride)
	pass := func(w int, next string) {
		top, entry := g.NewLabel("sel"), g.NewLabel("selentry")
		g.Label(top)
		g.P("MOV $%d, %s", w, rA)
		g.P("BLTU %s, %s, %s", n, rA, next)
		for k := 0; k < w; k++ {
			g.P("MOV X0, %s", acc[k])
		}
		g.P("MOV X0, %s // running entry index", e)
		g.P("MOV %s, %s", tab, p)
		g.Label(entry)
		g.P("XOR %s, %s, %s", idx, e, mask)
		g.P("SEQZ %s, %s", mask, mask)
		g.P("NEG %s, %s // all ones iff entry == idx", mask, mask)
		for k := 0; k < w; k++ {
			g.P("MOV %d(%s), %s", 8*k, p, rB)
			g.P("AND %s, %s", mask, rB)
			g.P("OR %s, %s", rB, acc[k])
		}
		g.P("ADD %s, %s", stride, p)
		g.P("ADD $1, %s", e)
		g.P("BLTU %s, %s, %s", e, size, entry)
		for k := 0; k < w; k++ {
			g.P("MOV %s, %d(%s)", acc[k], 8*k, z)
		}
		g.P("ADD $%d, %s", 8*w, z)
		g.P("ADD $%d, %s", 8*w, tab)
		g.P("SUB $%d, %s", w, n)
		g.P("JMP %s", top)
	}
	one, done := g.NewLabel("selone"), g.NewLabel("seldone")
	pass(4, one)
	g.Label(one)
	g.P("BEQZ %s, %s", n, done)
	pass(1, done)
	g.Label(done)
	g.P("RET")
}
