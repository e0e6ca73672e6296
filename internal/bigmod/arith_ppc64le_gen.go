// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// arith_ppc64le_gen generates arith_ppc64le.s, the ppc64le word kernels of
// package bigmod: carry chains on ADDE/SUBE, the carry in XER[CA] across
// ADD, MULLD/MULHDU, CMP and the CTR loop branch (none of which touch it);
// multiply-accumulate rows on MULLD/MULHDU with ADDC/ADDE four limbs per
// iteration; Montgomery multiplication as two rows per limb of y over a
// 2n-word window in the frame, squaring as half the products, doubled with
// one ADDE chain and the squares added with another, then n reduction
// rows; and the masked table scan. Only POWER8 (ISA 2.07) integer
// instructions, which every Go ppc64le target has.
//
// Run by `go generate` (see generate.go):
//
//	go run arith_ppc64le_gen.go -out arith_ppc64le.s
//
// Every branch and every address depends on lengths only. R0 stays zero
// (Go's ppc64 code relies on it); R1 is SP, R2 the TOC, R13 TLS, R30 g and
// R31 the assembler's temporary.
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
	bigmodgen.Main("arith_ppc64le_gen.go", "ppc64le && !purego", "arith_ppc64le.s", func(f *asmgen.File) bigmodgen.Port { return &gen{File: f} })
}

// ctrLoop emits: if cnt != 0 { CTR = cnt; do body while --CTR != 0 }.
func (g *gen) ctrLoop(cnt, prefix string, body func()) {
	loop, done := g.NewLabel(prefix), g.NewLabel(prefix+"done")
	g.P("CMP %s, $0", cnt)
	g.P("BEQ %s", done)
	g.P("MOVD %s, CTR", cnt)
	g.Label(loop)
	body()
	g.P("BDNZ %s", loop)
	g.Label(done)
}

// AddSub: z = x ± y, n%4 single limbs then four per iteration, as in the
// arm, riscv64 and s390x generators. The borrow is CA clear: a subtraction
// starts with CA set and reports its complement.
func (g *gen) AddSub(name string, sub bool) {
	op := "ADDE"
	if sub {
		op = "SUBE"
	}
	g.Printf("\n// func %s(z, x, y *uint, n int) uint\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-40\n", name)
	g.Args("MOVD", "z+0(FP)", "R3", "x+8(FP)", "R4", "y+16(FP)", "R5", "n+24(FP)", "R6")
	g.P("ANDCC $3, R6, R7 // single limbs")
	g.P("SRD $2, R6 // quads")
	if sub {
		g.P("SUBC R0, R6, R8 // CA = 1: no borrow")
	} else {
		g.P("ADDC R0, R0, R8 // CA = 0")
	}
	g.ctrLoop("R7", "one", func() {
		g.P("MOVD 0(R4), R8")
		g.P("MOVD 0(R5), R9")
		g.P("%s R9, R8", op)
		g.P("MOVD R8, 0(R3)")
		g.P("ADD $8, R4")
		g.P("ADD $8, R5")
		g.P("ADD $8, R3")
	})
	g.ctrLoop("R6", "quad", func() {
		for k := 0; k < 4; k++ {
			g.P("MOVD %d(R4), R%d", 8*k, 8+k)
			g.P("MOVD %d(R5), R%d", 8*k, 14+k)
		}
		for k := 0; k < 4; k++ {
			g.P("%s R%d, R%d", op, 14+k, 8+k)
		}
		for k := 0; k < 4; k++ {
			g.P("MOVD R%d, %d(R3)", 8+k, 8*k)
		}
		g.P("ADD $32, R4")
		g.P("ADD $32, R5")
		g.P("ADD $32, R3")
	})
	if sub {
		g.P("SUBE R8, R8, R8 // -borrow")
		g.P("NEG R8")
	} else {
		g.P("ADDE R0, R0, R8")
	}
	g.P("MOVD R8, ret+32(FP)")
	g.P("RET")
}

// Row registers: T pointer, S pointer, multiplier, carry word, counter and
// single-limb counter (in CTR once its loop starts); R8-R12, R14-R17
// scratch. row emits (c, T[0:n]) = T[0:n] + S[0:n]·y + c for n = cnt ≥ 1,
// advancing rT and rS past the row.
const rT, rS, rY, rC, rCnt, rRem = "R3", "R4", "R5", "R6", "R7", "R8"

// mulStep: T[off] + S[off]·y + c → T[off], c = high word. The sum is below
// 2^128, so the carries into the high word never overflow it.
func (g *gen) mulStep(off int) {
	g.P("MOVD %d(%s), R9", off, rS)
	g.P("MOVD %d(%s), R10", off, rT)
	g.P("MULLD %s, R9, R11", rY)
	g.P("MULHDU %s, R9, R12", rY)
	g.P("ADDC %s, R11", rC)
	g.P("ADDE R0, R12")
	g.P("ADDC R10, R11")
	g.P("ADDE R0, R12, %s", rC)
	g.P("MOVD R11, %d(%s)", off, rT)
}

// mulStep4: four limbs, (c, T[off:off+4]) = T + S·y + c with two carry
// chains one after the other: (hi3, lo3 + hi2, …, lo0 + c), then T added.
// The four-limb sum is below 2^320, so the top word never overflows.
func (g *gen) mulStep4(off int) {
	for k := 0; k < 4; k++ {
		g.P("MOVD %d(%s), R%d", off+8*k, rS, 9+k)
	}
	for k := 0; k < 4; k++ {
		g.P("MULLD %s, R%d, R%d", rY, 9+k, 14+k)
		g.P("MULHDU %s, R%d, R%d", rY, 9+k, 9+k)
	}
	g.P("ADDC %s, R14", rC)
	for k := 0; k < 3; k++ {
		g.P("ADDE R%d, R%d", 9+k, 15+k)
	}
	g.P("ADDE R0, R12")
	for k := 0; k < 4; k++ {
		g.P("MOVD %d(%s), R8", off+8*k, rT)
		if k == 0 {
			g.P("ADDC R8, R14")
		} else {
			g.P("ADDE R8, R%d", 14+k)
		}
	}
	g.P("ADDE R0, R12, %s", rC)
	for k := 0; k < 4; k++ {
		g.P("MOVD R%d, %d(%s)", 14+k, off+8*k, rT)
	}
}

func (g *gen) row() {
	g.P("ANDCC $3, %s, %s", rCnt, rRem)
	g.P("SRD $2, %s", rCnt)
	g.ctrLoop(rRem, "rowone", func() {
		g.mulStep(0)
		g.P("ADD $8, %s", rS)
		g.P("ADD $8, %s", rT)
	})
	g.ctrLoop(rCnt, "rowquad", func() {
		g.mulStep4(0)
		g.P("ADD $32, %s", rS)
		g.P("ADD $32, %s", rT)
	})
}

// AddMulVVW: z += x·y, returning the carry limb: one row with c = 0, the
// same steps in each port's generator.
func (g *gen) AddMulVVW() {
	g.Printf("\n// func addMulVVWAsm(z, x *uint, n int, y uint) uint\n")
	g.Printf("TEXT ·addMulVVWAsm(SB), NOSPLIT, $0-40\n")
	g.Args("MOVD", "z+0(FP)", rT, "x+8(FP)", rS, "n+16(FP)", rCnt, "y+24(FP)", rY)
	g.P("MOVD R0, %s", rC)
	g.row()
	g.P("MOVD %s, ret+32(FP)", rC)
	g.P("RET")
}

// Montgomery registers: argument copies, the scratch base, row index, the
// 0/1 word above the window and the first row's carry. The window T (2n
// words) sits in the frame above the 32-byte fixed area at 0(R1).
const (
	rZ, rX, rYp, rM, rN, rInv = "R18", "R19", "R20", "R21", "R22", "R23"
	rTb, rI, rTop, rC1        = "R24", "R25", "R26", "R27"
	frameSize                 = 8 * (2*maxAsmLimbs + 2)
)

func (g *gen) loadMontArgs(sqr bool) {
	g.Args("MOVD", bigmodgen.MontArgs(8, sqr, rZ, rX, rYp, rM, rN, rInv)...)
	g.P("ADD $32, R1, %s", rTb)
	g.Comment("T = 0 (2n words)")
	g.P("MOVD %s, %s", rTb, rT)
	g.P("SLD $1, %s, %s", rN, rCnt)
	g.ctrLoop(rCnt, "zero", func() {
		g.P("MOVD R0, 0(%s)", rT)
		g.P("ADD $8, %s", rT)
	})
	g.P("MOVD R0, %s", rTop)
	g.P("MOVD R0, %s", rI)
}

// reduceRow: q = T[i]·m0inv; (c, T[i:i+n]) += q·m; leaves rT at &T[i+n].
func (g *gen) reduceRow() {
	g.P("SLD $3, %s, R14", rI)
	g.P("ADD %s, R14, %s", rTb, rT)
	g.P("MOVD 0(%s), %s", rT, rY)
	g.P("MULLD %s, %s // q", rInv, rY)
	g.P("MOVD %s, %s", rM, rS)
	g.P("MOVD %s, %s", rN, rCnt)
	g.P("MOVD R0, %s", rC)
	g.row()
}

// addTop: T[i+n] (at rT) = w + c + top, top = the carry out (0 or 1).
func (g *gen) addTop(w string) {
	g.P("ADDC %s, %s", rC, w)
	g.P("ADDE R0, R0, R15")
	g.P("ADDC %s, %s", rTop, w)
	g.P("ADDE R0, R15, %s", rTop)
	g.P("MOVD %s, 0(%s)", w, rT)
}

// finalSub: z = T[n:2n] − m if (top, T[n:2n]) ≥ m, else T[n:2n], by mask.
func (g *gen) finalSub() {
	g.P("SLD $3, %s, R14", rN)
	g.P("ADD %s, R14, %s // &T[n]", rTb, rT)
	g.P("MOVD %s, R15", rT)
	g.P("MOVD %s, %s", rM, rS)
	g.P("MOVD %s, R16", rZ)
	g.P("MOVD %s, CTR", rN)
	g.P("SUBC R0, %s, R9 // CA = 1: no borrow", rN)
	sub := g.NewLabel("finalsub")
	g.Label(sub)
	g.P("MOVD 0(%s), R9", rT)
	g.P("MOVD 0(%s), R10", rS)
	g.P("SUBE R10, R9")
	g.P("MOVD R9, 0(R16)")
	g.P("ADD $8, %s", rT)
	g.P("ADD $8, %s", rS)
	g.P("ADD $8, R16")
	g.P("BDNZ %s", sub)
	g.Comment("keep T iff the subtraction borrowed and top = 0")
	g.P("SUBE R9, R9, R9 // all ones iff borrow")
	g.P("ADD $-1, %s // all ones iff top = 0", rTop)
	g.P("AND %s, R9", rTop)
	g.P("MOVD %s, CTR", rN)
	g.P("MOVD %s, R16", rZ)
	sel := g.NewLabel("finalsel")
	g.Label(sel)
	g.P("MOVD 0(R15), R10")
	g.P("MOVD 0(R16), R11")
	g.P("XOR R11, R10")
	g.P("AND R9, R10")
	g.P("XOR R10, R11 // z ^= (T ^ z) & keep")
	g.P("MOVD R11, 0(R16)")
	g.P("ADD $8, R15")
	g.P("ADD $8, R16")
	g.P("BDNZ %s", sel)
}

// MontMul: row i adds x·y[i] and q·m at T[i:], q = T[i]·m0inv zeroing
// T[i], and parks the carry word at T[i+n]; the value stays below 2m.
func (g *gen) MontMul() {
	g.Printf("\n// func montMulAsm(z, x, y, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montMulAsm(SB), $%d-48\n", frameSize)
	g.loadMontArgs(false)
	rowLoop := g.NewLabel("mmrow")
	g.Label(rowLoop)
	g.Comment("T[i:i+n] += x·y[i]")
	g.P("SLD $3, %s, R14", rI)
	g.P("ADD %s, R14, %s", rTb, rT)
	g.P("MOVD (%s)(R14), %s", rYp, rY)
	g.P("MOVD %s, %s", rX, rS)
	g.P("MOVD %s, %s", rN, rCnt)
	g.P("MOVD R0, %s", rC)
	g.row()
	g.P("MOVD %s, %s", rC, rC1)
	g.Comment("T[i:i+n] += q·m")
	g.reduceRow()
	g.Comment("T[i+n] = c1 + c2 + top, top = carry out")
	g.addTop(rC1)
	g.P("ADD $1, %s", rI)
	g.P("CMPU %s, %s", rI, rN)
	g.P("BLT %s", rowLoop)
	g.finalSub()
	g.P("RET")
}

// MontSqr: off-diagonal products row by row, doubled with one ADDE chain,
// the squares added with another, then n reduction rows and the final
// subtraction.
func (g *gen) MontSqr() {
	g.Printf("\n// func montSqrAsm(z, x, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montSqrAsm(SB), $%d-40\n", frameSize)
	g.loadMontArgs(true)
	tri, triDone := g.NewLabel("sqtri"), g.NewLabel("sqtridone")
	g.Comment("(T[n+i], T[2i+1:n+i]) = T + x[i+1:n]·x[i] for i < n-1")
	g.Label(tri)
	g.P("SUB %s, %s, %s", rI, rN, rCnt)
	g.P("ADD $-1, %s // n-1-i", rCnt)
	g.P("CMP %s, $0", rCnt)
	g.P("BEQ %s", triDone)
	g.P("SLD $4, %s, R14", rI)
	g.P("ADD %s, R14, %s", rTb, rT)
	g.P("ADD $8, %s // &T[2i+1]", rT)
	g.P("SLD $3, %s, R14", rI)
	g.P("ADD %s, R14, %s", rX, rS)
	g.P("MOVD 0(%s), %s // x[i]", rS, rY)
	g.P("ADD $8, %s // &x[i+1]", rS)
	g.P("MOVD R0, %s", rC)
	g.row()
	g.P("MOVD %s, 0(%s) // T[n+i]", rC, rT)
	g.P("ADD $1, %s", rI)
	g.P("BR %s", tri)
	g.Label(triDone)

	g.Comment("T = 2T (2n words, an even count: pairs)")
	g.P("MOVD %s, %s", rTb, rT)
	g.P("MOVD %s, CTR", rN)
	g.P("ADDC R0, R0, R9 // CA = 0")
	dbl := g.NewLabel("sqdbl")
	g.Label(dbl)
	g.P("MOVD 0(%s), R9", rT)
	g.P("MOVD 8(%s), R10", rT)
	g.P("ADDE R9, R9")
	g.P("ADDE R10, R10")
	g.P("MOVD R9, 0(%s)", rT)
	g.P("MOVD R10, 8(%s)", rT)
	g.P("ADD $16, %s", rT)
	g.P("BDNZ %s", dbl)

	// The squares pass has the load/MULLD/MULHDU/ADDE shape of finalSub's and
	// the rows' loops but adds x[i]² at limb 2i in one carry chain over T.
	g.Comment("T += x[i]² at limb 2i, one ADDE chain")
	g.P("MOVD %s, %s", rTb, rT)
	g.P("MOVD %s, %s", rX, rS)
	g.P("MOVD %s, CTR", rN)
	g.P("ADDC R0, R0, R9 // CA = 0")
	diag := g.NewLabel("sqdiag")
	g.Label(diag)
	g.P("MOVD 0(%s), R9", rS)
	g.P("MULLD R9, R9, R11")
	g.P("MULHDU R9, R9, R12")
	g.P("MOVD 0(%s), R9", rT)
	g.P("MOVD 8(%s), R10", rT)
	g.P("ADDE R11, R9")
	g.P("ADDE R12, R10")
	g.P("MOVD R9, 0(%s)", rT)
	g.P("MOVD R10, 8(%s)", rT)
	g.P("ADD $16, %s", rT)
	g.P("ADD $8, %s", rS)
	g.P("BDNZ %s", diag)

	// n rows of reduceRow and addTop, then finalSub: the same steps in
	// every port's MontSqr (MontMul interleaves them with its products).
	red := g.NewLabel("sqred")
	g.Comment("reduce: (c, T[i:i+n]) += q·m; T[i+n] += c + top")
	g.P("MOVD R0, %s", rI)
	g.Label(red)
	g.reduceRow()
	g.P("MOVD 0(%s), R9", rT)
	g.addTop("R9")
	g.P("ADD $1, %s", rI)
	g.P("CMPU %s, %s", rI, rN)
	g.P("BLT %s", red)
	g.finalSub()
	g.P("RET")
}

// TableLookup: z = entry idx of size entries of n limbs, scanning every
// entry: four limbs at a time in registers (then one), each entry's limbs
// ANDed with a mask all ones iff the entry's index equals idx and ORed in.
func (g *gen) TableLookup() {
	g.Printf("\n// func tableLookupAsm(z, tab *uint, n, size int, idx uint)\n")
	g.Printf("TEXT ·tableLookupAsm(SB), NOSPLIT, $0-40\n")
	const z, tab, n, size, idx, p, e, mask, stride, tmp = "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12"
	acc := []string{"R14", "R15", "R16", "R17"}
	g.Args("MOVD", "z+0(FP)", z, "tab+8(FP)", tab, "n+16(FP)", n, "size+24(FP)", size, "idx+32(FP)", idx)
	g.P("SLD $3, %s, %s // bytes per entry", n, stride)
	pass := func(w int, next string) {
		top, entry := g.NewLabel("sel"), g.NewLabel("selentry")
		g.Label(top)
		g.P("CMPU %s, $%d", n, w)
		g.P("BLT %s", next)
		for k := 0; k < w; k++ {
			g.P("MOVD R0, %s", acc[k])
		}
		g.P("MOVD R0, %s // running entry index", e)
		g.P("MOVD %s, %s", tab, p)
		g.P("MOVD %s, CTR", size)
		g.Label(entry)
		g.P("XOR %s, %s, %s // d = entry ^ idx", idx, e, mask)
		g.P("NEG %s, %s", mask, tmp)
		g.P("OR %s, %s // top bit set iff d != 0", tmp, mask)
		g.P("SRD $63, %s", mask)
		g.P("ADD $-1, %s // all ones iff entry == idx", mask)
		for k := 0; k < w; k++ {
			g.P("MOVD %d(%s), %s", 8*k, p, tmp)
			g.P("AND %s, %s", mask, tmp)
			g.P("OR %s, %s", tmp, acc[k])
		}
		g.P("ADD %s, %s", stride, p)
		g.P("ADD $1, %s", e)
		g.P("BDNZ %s", entry)
		for k := 0; k < w; k++ {
			g.P("MOVD %s, %d(%s)", acc[k], 8*k, z)
		}
		g.P("ADD $%d, %s", 8*w, z)
		g.P("ADD $%d, %s", 8*w, tab)
		g.P("ADD $-%d, %s", w, n)
		g.P("BR %s", top)
	}
	one, done := g.NewLabel("selone"), g.NewLabel("seldone")
	pass(4, one)
	g.Label(one)
	pass(1, done)
	g.Label(done)
	g.P("RET")
}
