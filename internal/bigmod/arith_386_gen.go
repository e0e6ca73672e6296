// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// arith_386_gen generates arith_386.s, the 386 word kernels of package
// bigmod (avo does not target 386): ADCL/SBBL carry chains, MULL
// multiply-accumulate rows, Montgomery multiplication with the reduction
// interleaved (the CIOS method, one pass per limb of y carrying two
// chains, as BoringSSL's bn_mul_mont does; on SSE2 PMULUDQ with 64-bit
// carries, as its x86 SSE2 path does), Montgomery squaring (half the
// products on MULL, doubled, then a reduction two rows per pass on
// PMULUDQ), and the SSE2 masked scan of the exponentiation window table.
//
// Run by `go generate` (see generate.go):
//
//	go run arith_386_gen.go -out arith_386.s
//
// Every branch and every address depends on lengths only. 386 has seven
// usable general registers, so the scratch T lives in the stack frame.
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
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/bigmodgen"
)

const maxAsmLimbs = bigmodgen.MaxAsmLimbs

type gen struct {
	*asmgen.File
}

func main() {
	bigmodgen.Main("arith_386_gen.go", "386 && !purego", "arith_386.s", func(f *asmgen.File) bigmodgen.Port { return &gen{File: f} })
}

// AddSub: z = x ± y, four limbs per iteration, then the n mod 4 left. The
// carry lives in CF from the first ADCL/SBBL to the last: LEAL, DECL and
// MOVL leave it alone, and JCXZL tests CX without touching the flags.
func (g *gen) AddSub(name string, sub bool) {
	op := "ADCL"
	if sub {
		op = "SBBL"
	}
	g.Printf("\n// func %s(z, x, y *uint, n int) uint\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-20\n", name)
	g.P("MOVL z+0(FP), DI")
	g.P("MOVL x+4(FP), SI")
	g.P("MOVL y+8(FP), DX")
	g.P("MOVL n+12(FP), CX")
	g.P("MOVL CX, BP")
	g.P("ANDL $3, BP // n mod 4")
	g.P("SHRL $2, CX // blocks of four")
	g.P("XORL BX, BX // index; CF = 0")
	quad, tail, single, done := g.NewLabel("quad"), g.NewLabel("tail"), g.NewLabel("single"), g.NewLabel("done")
	g.P("JCXZL %s", tail)
	g.Label(quad)
	for k := 0; k < 4; k++ {
		g.P("MOVL %d(SI)(BX*4), AX", 4*k)
		g.P("%s %d(DX)(BX*4), AX", op, 4*k)
		g.P("MOVL AX, %d(DI)(BX*4)", 4*k)
	}
	g.P("LEAL 4(BX), BX")
	g.P("DECL CX")
	g.P("JNZ %s", quad)
	g.Label(tail)
	g.P("MOVL BP, CX")
	g.P("JCXZL %s", done)
	g.Label(single)
	g.P("MOVL (SI)(BX*4), AX")
	g.P("%s (DX)(BX*4), AX", op)
	g.P("MOVL AX, (DI)(BX*4)")
	g.P("LEAL 1(BX), BX")
	g.P("DECL CX")
	g.P("JNZ %s", single)
	g.Label(done)
	g.P("MOVL $0, AX")
	g.P("ADCL $0, AX // the carry (or borrow) out")
	g.P("MOVL AX, ret+16(FP)")
	g.P("RET")
}

// mulAdd emits one limb of a row at byte offset off: (CX, (DI)) =
// (SI)·BP + (DI) + CX. The incoming carry is added last, so the chain from
// one limb to the next is two instructions (ADDL, ADCL); the products and
// the additions of T overlap across limbs. x·y + t + c < 2^64: no overflow.
func (g *gen) mulAdd(off int) {
	g.P("MOVL %d(SI), AX", off)
	g.P("MULL BP")
	g.P("ADDL %d(DI), AX", off)
	g.P("ADCL $0, DX")
	g.P("ADDL CX, AX")
	g.P("ADCL $0, DX")
	g.P("MOVL AX, %d(DI)", off)
	g.P("MOVL DX, CX")
}

// row emits (CX, T[0:cnt]) = T[0:cnt] + S[0:cnt]·BP + CX for T = DI, S = SI
// and cnt = BX ≥ 1: the limbs below a multiple of four singly, then four
// per iteration. It leaves DI and SI past the row and destroys BX.
func (g *gen) row() {
	single, quads, quad, done := g.NewLabel("rowsingle"), g.NewLabel("rowquads"), g.NewLabel("rowquad"), g.NewLabel("rowdone")
	g.Label(single)
	g.P("TESTL $3, BX")
	g.P("JZ %s", quads)
	g.mulAdd(0)
	g.P("ADDL $4, SI")
	g.P("ADDL $4, DI")
	g.P("DECL BX")
	g.P("JMP %s", single)
	g.Label(quads)
	g.P("SHRL $2, BX")
	g.P("JZ %s", done)
	g.Label(quad)
	for k := 0; k < 4; k++ {
		g.mulAdd(4 * k)
	}
	g.P("ADDL $16, SI")
	g.P("ADDL $16, DI")
	g.P("DECL BX")
	g.P("JNZ %s", quad)
	g.Label(done)
}

// limbLoop emits the limb loop the Montgomery rows share: from BP = from,
// step(0) singly while BP < the count at end(SP) (what is left is a
// multiple of four), then step(0..3) four at a time while BP < the length
// at n, falling through at label exit. step(k) handles limb BP+k.
func (g *gen) limbLoop(from, end int, n, single, quads, quad, exit string, step func(k int)) {
	g.P("MOVL $%d, BP", from)
	g.Label(single)
	g.P("CMPL BP, %d(SP)", end)
	g.P("JAE %s", quads)
	step(0)
	g.P("INCL BP")
	g.P("JMP %s", single)
	g.Label(quads)
	g.P("CMPL BP, %s", n)
	g.P("JAE %s", exit)
	g.Label(quad)
	for k := 0; k < 4; k++ {
		step(k)
	}
	g.P("ADDL $4, BP")
	g.P("CMPL BP, %s", n)
	g.P("JB %s", quad)
	g.Label(exit)
}

func (g *gen) AddMulVVW() {
	g.Printf("\n// func addMulVVWAsm(z, x *uint, n int, y uint) uint\n")
	g.Printf("TEXT ·addMulVVWAsm(SB), NOSPLIT, $0-20\n")
	g.P("MOVL z+0(FP), DI")
	g.P("MOVL x+4(FP), SI")
	g.P("MOVL n+8(FP), BX")
	g.P("MOVL y+12(FP), BP")
	g.P("XORL CX, CX")
	g.row()
	g.P("MOVL CX, ret+16(FP)")
	g.P("RET")
}

// Frame of the Montgomery kernels: five words of locals, then T.
const (
	offMask = 0  // 8 bytes: 2^32 − 1 as a 64-bit word, for fused
	offI    = 8  // row counter
	offAux  = 12 // montMul: end of the single-limb steps; montSqr: carry above the window
	offEnd  = 16 // montSqr: end of the single-limb steps of a two-row pass
	offT    = 20 // T[0], T[1], ...
	frameMu = offT + 4*(maxAsmLimbs+1)
	frameSq = offT + 4*(2*maxAsmLimbs+1)
)

// zeroT clears T[0:words] for words in CX ≥ 1; destroys AX and CX.
func (g *gen) zeroT() {
	loop := g.NewLabel("zero")
	g.P("XORL AX, AX")
	g.Label(loop)
	g.P("DECL CX")
	g.P("MOVL AX, %d(SP)(CX*4)", offT)
	g.P("JNZ %s", loop)
}

// finalSub emits z = (hi, T) ≥ m ? T − m : T for T at SI (n words), hi in
// DX (0 or 1), z and m pointers in DI and BX, n in CX and in nArg;
// (hi, T) < 2m. The first pass writes T − m to z (z may be x or y, whose
// limbs are no longer needed; T is the frame, so z never overlaps it), the
// second puts T back by mask where the subtraction is not wanted.
func (g *gen) finalSub(nArg string) {
	sub, sel := g.NewLabel("fsub"), g.NewLabel("fsel")
	g.P("MOVL DX, BP // hi")
	g.P("XORL DX, DX // index; CF = 0")
	g.Label(sub)
	g.P("MOVL (SI)(DX*4), AX")
	g.P("SBBL (BX)(DX*4), AX")
	g.P("MOVL AX, (DI)(DX*4)")
	g.P("LEAL 1(DX), DX")
	g.P("DECL CX")
	g.P("JNZ %s", sub)
	g.P("SBBL AX, AX // all-ones iff T < m")
	g.P("DECL BP // all-ones iff hi = 0")
	g.P("ANDL BP, AX // keep T (mask all-ones) iff T < m and hi = 0: then (hi, T) < m")
	g.P("MOVL %s, CX", nArg)
	g.P("XORL DX, DX")
	g.Label(sel)
	g.P("MOVL (SI)(DX*4), BP")
	g.P("XORL (DI)(DX*4), BP")
	g.P("ANDL AX, BP // (T ⊕ (T − m)) or 0")
	g.P("XORL BP, (DI)(DX*4) // T where kept, T − m elsewhere")
	g.P("INCL DX")
	g.P("DECL CX")
	g.P("JNZ %s", sel)
}

// fused emits one limb of two interleaved multiply-accumulate chains on
// the operands at addresses a, b, t and dst, with the multipliers in X4
// and X5 and the carries as 64-bit sums in X2 and X3 (PMULUDQ gives the
// whole 32×32-bit product; a product plus two words fits 64 bits):
//
//	X2 = a·X4 + t + X2;  X3 = b·X5 + (X2 mod 2^32) + X3
//	dst = X3 mod 2^32;   X2, X3 >>= 32
//
// Each chain is two instructions long per limb (PADDQ, PSRLQ) and the
// two overlap; offMask(SP) holds the 64-bit mask 2^32 − 1.
func (g *gen) fused(a, b, t, dst string) {
	g.P("MOVL %s, X0", a)
	g.P("PMULULQ X4, X0")
	g.P("MOVL %s, X1", t)
	g.P("PADDQ X1, X0")
	g.P("MOVL %s, X6", b)
	g.P("PMULULQ X5, X6")
	g.P("PADDQ X0, X2")
	g.P("MOVQ %d(SP), X1", offMask)
	g.P("PAND X2, X1")
	g.P("PADDQ X1, X6")
	g.P("PADDQ X6, X3")
	g.P("MOVL X3, %s", dst)
	g.P("PSRLQ $32, X2")
	g.P("PSRLQ $32, X3")
}

// cios emits limb j = BP + k of a CIOS pass, x and m at SI and DI, y[i]
// and q in X4 and X5: X2 = x[j]·y[i] + T[j] + X2, T[j−1] = the low word of
// m[j]·q + (X2 mod 2^32) + X3.
func (g *gen) cios(k int) {
	g.fused(fmt.Sprintf("%d(SI)(BP*4)", 4*k), fmt.Sprintf("%d(DI)(BP*4)", 4*k),
		fmt.Sprintf("%d(SP)(BP*4)", offT+4*k), fmt.Sprintf("%d(SP)(BP*4)", offT+4*k-4))
}

// redPair emits limb j = BP + k of a two-row pass, the source (m, or x for
// the square's products) at SI and T[i] at DI, the two multipliers in X4
// and X5: T[i+j] += s[j]·X4 + s[j−1]·X5.
func (g *gen) redPair(k int) {
	g.fused(fmt.Sprintf("%d(SI)(BP*4)", 4*k), fmt.Sprintf("%d(SI)(BP*4)", 4*k-4),
		fmt.Sprintf("%d(DI)(BP*4)", 4*k), fmt.Sprintf("%d(DI)(BP*4)", 4*k))
}

// setMask stores the 64-bit mask 2^32 − 1 at offMask(SP) for fused.
func (g *gen) setMask() {
	g.P("MOVL $0xffffffff, %d(SP)", offMask)
	g.P("MOVL $0, %d(SP)", offMask+4)
}

// MontMul: z = x·y·R⁻¹ mod m, the CIOS method (Koç, Acar and Kaliski,
// 1996) exactly as montMulGeneric: for each limb y[i], one pass adds
// x·y[i] and q·m, q = (T[0] + x[0]·y[i])·m0inv mod 2^32, and shifts T down
// one limb. T stays below 2m, with T[n] ≤ 1. The products are PMULUDQ
// (Go's PMULULQ) and the carries 64-bit sums in XMM registers: no ADC
// chain, and a third fewer instructions than MULL's.
func (g *gen) MontMul() {
	g.Printf("\n// func montMulAsm(z, x, y, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montMulAsm(SB), 0, $%d-24\n", frameMu)
	g.P("MOVL n+16(FP), CX")
	g.P("INCL CX")
	g.zeroT()
	g.setMask()
	g.P("MOVL n+16(FP), AX")
	g.P("DECL AX")
	g.P("ANDL $3, AX")
	g.P("INCL AX")
	g.P("MOVL AX, %d(SP)", offAux)
	g.P("MOVL $0, %d(SP)", offI)
	outer, single, quads, quad, top := g.NewLabel("msouter"), g.NewLabel("mssingle"), g.NewLabel("msquads"), g.NewLabel("msquad"), g.NewLabel("mstop")
	g.Label(outer)
	g.P("MOVL %d(SP), BP", offI)
	g.P("MOVL y+8(FP), AX")
	g.P("MOVL (AX)(BP*4), X4 // y[i]")
	g.P("MOVL x+4(FP), SI")
	g.P("MOVL m+12(FP), DI")
	g.P("MOVL (SI), X2")
	g.P("PMULULQ X4, X2")
	g.P("MOVL %d(SP), X1", offT)
	g.P("PADDQ X1, X2 // u = T[0] + x[0]·y[i]")
	g.P("MOVL X2, AX")
	g.P("IMULL m0inv+20(FP), AX")
	g.P("MOVL AX, X5 // q")
	g.P("MOVL (DI), X3")
	g.P("PMULULQ X5, X3")
	g.P("MOVQ %d(SP), X1", offMask)
	g.P("PAND X2, X1")
	g.P("PADDQ X1, X3 // the low word is 0 by the choice of q")
	g.P("PSRLQ $32, X2")
	g.P("PSRLQ $32, X3")
	g.limbLoop(1, offAux, "n+16(FP)", single, quads, quad, top, g.cios)
	g.Comment("(T[n], T[n−1]) = X2 + X3 + T[n] < 2^34")
	g.P("PADDQ X3, X2")
	g.P("MOVL %d(SP)(BP*4), X1", offT)
	g.P("PADDQ X1, X2")
	g.P("MOVL X2, %d(SP)(BP*4)", offT-4)
	g.P("PSRLQ $32, X2")
	g.P("MOVL X2, %d(SP)(BP*4)", offT)
	g.P("MOVL %d(SP), AX", offI)
	g.P("INCL AX")
	g.P("MOVL AX, %d(SP)", offI)
	g.P("CMPL AX, n+16(FP)")
	g.P("JB %s", outer)

	g.P("MOVL n+16(FP), CX")
	g.P("MOVL %d(SP)(CX*4), DX // T[n]", offT)
	g.P("LEAL %d(SP), SI", offT)
	g.P("MOVL z+0(FP), DI")
	g.P("MOVL m+12(FP), BX")
	g.finalSub("n+16(FP)")
	g.P("RET")
}

// MontSqr: z = x·x·R⁻¹ mod m as montSqrGeneric: the off-diagonal products
// x[i]·x[j], i < j, two rows per pass on PMULUDQ (the last row on MULL
// when n is even); all of T doubled; the squares x[i]² added; then the
// Montgomery reduction of the 2n-limb square, two rows of q·m per pass
// (one single row on MULL first when n is odd), and the final subtraction.
func (g *gen) MontSqr() {
	g.Printf("\n// func montSqrAsm(z, x, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montSqrAsm(SB), 0, $%d-20\n", frameSq)
	g.P("MOVL n+12(FP), CX")
	g.P("SHLL $1, CX")
	g.P("INCL CX")
	g.zeroT()
	g.setMask()

	rows, double := g.NewLabel("sqrows"), g.NewLabel("sqdouble")
	g.Comment("T[2i+1 : n+i+1] += x[i+1:]·x[i] for i < n−1: two rows per pass (row i+1 one limb")
	g.Comment("behind on the second chain) while i ≤ n−3, then one last row on MULL when n is even")
	pair, psingle, pquads, pquad, ptail, last := g.NewLabel("sqrpair"), g.NewLabel("sqrsingle"), g.NewLabel("sqrquads"), g.NewLabel("sqrquad"), g.NewLabel("sqrtail"), g.NewLabel("sqrlast")
	g.P("MOVL $0, %d(SP)", offI)
	g.P("CMPL n+12(FP), $3")
	g.P("JB %s", last)
	g.Label(pair)
	g.P("MOVL %d(SP), DX", offI)
	g.P("MOVL x+4(FP), SI")
	g.P("LEAL %d(SP)(DX*4), DI // &T[i]: T[i+j] += x[j]·x[i] + x[j−1]·x[i+1]", offT)
	g.P("MOVL (SI)(DX*4), X4")
	g.P("MOVL 4(SI)(DX*4), X5")
	g.Comment("j = i+1 and i+2: row i alone")
	g.P("LEAL 1(DX), BP")
	g.P("MOVL (SI)(BP*4), X2")
	g.P("PMULULQ X4, X2")
	g.P("MOVL (DI)(BP*4), X1")
	g.P("PADDQ X1, X2")
	g.P("MOVL X2, (DI)(BP*4)")
	g.P("PSRLQ $32, X2")
	g.P("INCL BP")
	g.P("MOVL (SI)(BP*4), X0")
	g.P("PMULULQ X4, X0")
	g.P("MOVL (DI)(BP*4), X1")
	g.P("PADDQ X1, X0")
	g.P("PADDQ X0, X2")
	g.P("MOVL X2, (DI)(BP*4)")
	g.P("PSRLQ $32, X2")
	g.P("PXOR X3, X3")
	g.P("INCL BP")
	g.Comment("i+3 ≤ j < n: both rows; the first (n − j) mod 4 singly")
	g.P("MOVL n+12(FP), AX")
	g.P("SUBL BP, AX")
	g.P("ANDL $3, AX")
	g.P("ADDL BP, AX")
	g.P("MOVL AX, %d(SP)", offEnd)
	g.Label(psingle)
	g.P("CMPL BP, %d(SP)", offEnd)
	g.P("JAE %s", pquads)
	g.redPair(0)
	g.P("INCL BP")
	g.P("JMP %s", psingle)
	g.Label(pquads)
	g.P("CMPL BP, n+12(FP)")
	g.P("JAE %s", ptail)
	g.Label(pquad)
	for k := 0; k < 4; k++ {
		g.redPair(k)
	}
	g.P("ADDL $4, BP")
	g.P("CMPL BP, n+12(FP)")
	g.P("JB %s", pquad)
	g.Label(ptail)
	g.Comment("j = n: (T[i+n+1], T[i+n]) = x[n−1]·x[i+1] + X2 + X3, both words still 0 before")
	g.P("MOVL -4(SI)(BP*4), X6")
	g.P("PMULULQ X5, X6")
	g.P("PADDQ X2, X6")
	g.P("PADDQ X3, X6")
	g.P("MOVL X6, (DI)(BP*4)")
	g.P("PSRLQ $32, X6")
	g.P("MOVL X6, 4(DI)(BP*4)")
	g.P("MOVL %d(SP), AX", offI)
	g.P("ADDL $2, AX")
	g.P("MOVL AX, %d(SP)", offI)
	g.P("ADDL $3, AX")
	g.P("CMPL AX, n+12(FP)")
	g.P("JBE %s", pair)
	g.Label(last)
	g.P("MOVL %d(SP), AX", offI)
	g.P("INCL AX")
	g.P("CMPL AX, n+12(FP)")
	g.P("JAE %s", double)
	g.Label(rows)
	g.P("MOVL %d(SP), DX", offI)
	g.P("MOVL x+4(FP), SI")
	g.P("MOVL (SI)(DX*4), BP")
	g.P("LEAL 4(SI)(DX*4), SI")
	g.P("LEAL %d(SP)(DX*8), DI", offT+4)
	g.P("MOVL n+12(FP), BX")
	g.P("SUBL DX, BX")
	g.P("DECL BX")
	g.P("XORL CX, CX")
	g.row()
	g.P("MOVL CX, (DI) // T[n+i]")
	g.P("MOVL %d(SP), AX", offI)
	g.P("INCL AX")
	g.P("MOVL AX, %d(SP)", offI)
	g.P("INCL AX")
	g.P("CMPL AX, n+12(FP)")
	g.P("JB %s", rows)

	g.Label(double)
	dbl, diag := g.NewLabel("sqdbl"), g.NewLabel("sqdiag")
	g.Comment("T = 2T over 2n limbs (two per iteration; the square fits, nothing shifts out)")
	g.P("MOVL n+12(FP), CX")
	g.P("LEAL %d(SP), DI", offT)
	g.P("XORL AX, AX // CF = 0")
	g.Label(dbl)
	g.P("MOVL (DI), AX")
	g.P("ADCL AX, AX")
	g.P("MOVL AX, (DI)")
	g.P("MOVL 4(DI), AX")
	g.P("ADCL AX, AX")
	g.P("MOVL AX, 4(DI)")
	g.P("LEAL 8(DI), DI")
	g.P("DECL CX")
	g.P("JNZ %s", dbl)
	g.Comment("T += Σ x[i]²·2^(64i); the carry waits in CX (0 or all-ones) across MULL")
	g.P("MOVL n+12(FP), BX")
	g.P("MOVL x+4(FP), SI")
	g.P("LEAL %d(SP), DI", offT)
	g.P("XORL CX, CX")
	g.Label(diag)
	g.P("MOVL (SI), AX")
	g.P("MULL AX")
	g.P("BTL $0, CX // CF = the carry")
	g.P("ADCL AX, (DI)")
	g.P("ADCL DX, 4(DI)")
	g.P("SBBL CX, CX")
	g.P("ADDL $4, SI")
	g.P("ADDL $8, DI")
	g.P("DECL BX")
	g.P("JNZ %s", diag)

	g.Comment("reduction, two rows per pass (q0 = T[i]·m0inv, q1 = T[i+1]·m0inv once row i")
	g.Comment("has reached T[i+1]): T[i : i+n+2] += (q0 + q1·2^32)·m; one single row first when n is odd")
	g.P("MOVL $0, %d(SP)", offI)
	g.P("MOVL $0, %d(SP)", offAux)
	g.P("MOVL n+12(FP), AX")
	g.P("SUBL $2, AX")
	g.P("ANDL $3, AX")
	g.P("ADDL $2, AX")
	g.P("MOVL AX, %d(SP) // end of the single-limb steps: 2 + (n−2) mod 4", offEnd)
	pairs, final := g.NewLabel("sqpairs"), g.NewLabel("sqfinal")
	g.P("TESTL $1, n+12(FP)")
	g.P("JZ %s", pairs)
	g.P("LEAL %d(SP), DI", offT)
	g.P("MOVL (DI), BP")
	g.P("IMULL m0inv+16(FP), BP")
	g.P("MOVL m+8(FP), SI")
	g.P("MOVL n+12(FP), BX")
	g.P("XORL CX, CX")
	g.row()
	g.P("XORL DX, DX")
	g.P("ADDL CX, (DI) // T[n] + c < 2^33")
	g.P("ADCL $0, DX")
	g.P("MOVL DX, %d(SP) // the carry into T[n+1]", offAux)
	g.P("MOVL $1, %d(SP)", offI)
	g.P("CMPL n+12(FP), $1")
	g.P("JE %s", final)
	g.Label(pairs)
	pair, single, quads, quad, tail := g.NewLabel("sqpair"), g.NewLabel("sqsingle"), g.NewLabel("sqquads"), g.NewLabel("sqquad"), g.NewLabel("sqtail")
	g.Label(pair)
	g.P("MOVL %d(SP), DX", offI)
	g.P("LEAL %d(SP)(DX*4), DI // &T[i]", offT)
	g.P("MOVL m+8(FP), SI")
	g.Comment("limb 0 of row i: the low word becomes 0")
	g.P("MOVL (DI), AX")
	g.P("IMULL m0inv+16(FP), AX")
	g.P("MOVL AX, X4 // q0")
	g.P("MOVL (SI), X2")
	g.P("PMULULQ X4, X2")
	g.P("MOVL (DI), X1")
	g.P("PADDQ X1, X2")
	g.P("PSRLQ $32, X2")
	g.Comment("limb 1 of row i gives the final T[i+1], hence q1; limb 0 of row i+1")
	g.P("MOVL 4(SI), X0")
	g.P("PMULULQ X4, X0")
	g.P("MOVL 4(DI), X1")
	g.P("PADDQ X1, X0")
	g.P("PADDQ X0, X2")
	g.P("MOVL X2, AX")
	g.P("IMULL m0inv+16(FP), AX")
	g.P("MOVL AX, X5 // q1")
	g.P("MOVL (SI), X3")
	g.P("PMULULQ X5, X3")
	g.P("MOVQ %d(SP), X1", offMask)
	g.P("PAND X2, X1")
	g.P("PADDQ X1, X3")
	g.P("PSRLQ $32, X2")
	g.P("PSRLQ $32, X3")
	g.Comment("limbs 2 ≤ j < n: T[i+j] += m[j]·q0 + m[j−1]·q1")
	g.limbLoop(2, offEnd, "n+12(FP)", single, quads, quad, tail, g.redPair)
	g.Comment("X2 = X2 + the carry above + T[i+n] < 2^34; then the last limb of row i+1,")
	g.Comment("X6 = m[n−1]·q1 + (X2 mod 2^32) + X3 < 2^64; T[i+n+1] += both high words")
	g.P("MOVL %d(SP), X1", offAux)
	g.P("PADDQ X1, X2")
	g.P("MOVL (DI)(BP*4), X1")
	g.P("PADDQ X1, X2")
	g.P("MOVL -4(SI)(BP*4), X6")
	g.P("PMULULQ X5, X6")
	g.P("MOVQ %d(SP), X1", offMask)
	g.P("PAND X2, X1")
	g.P("PADDQ X1, X6")
	g.P("PADDQ X3, X6")
	g.P("MOVL X6, (DI)(BP*4)")
	g.P("PSRLQ $32, X6")
	g.P("PSRLQ $32, X2")
	g.P("PADDQ X2, X6")
	g.P("MOVL 4(DI)(BP*4), X1")
	g.P("PADDQ X1, X6")
	g.P("MOVL X6, 4(DI)(BP*4)")
	g.P("PSRLQ $32, X6")
	g.P("MOVL X6, %d(SP) // the carry into T[i+n+2], 0 or 1", offAux)
	g.P("MOVL %d(SP), AX", offI)
	g.P("ADDL $2, AX")
	g.P("MOVL AX, %d(SP)", offI)
	g.P("CMPL AX, n+12(FP)")
	g.P("JB %s", pair)

	// The final subtraction, as in MontMul's last lines, from T[n:2n].
	g.Label(final)
	g.Comment("(carry, T[n:2n]) < 2m")
	g.P("MOVL n+12(FP), CX")
	g.P("LEAL %d(SP)(CX*4), SI", offT)
	g.P("MOVL %d(SP), DX", offAux)
	g.P("MOVL z+0(FP), DI")
	g.P("MOVL m+8(FP), BX")
	g.finalSub("n+12(FP)")
	g.P("RET")
}

// TableLookup: z = entry idx of tab (size entries of n limbs), reading
// every entry: for each group of 16, 8 or 4 limbs (up to four XMM
// accumulators), every entry is ANDed with a mask that is all-ones only
// for entry idx (PCMPEQL of the entry counter with idx) and ORed in; the
// limbs past a multiple of four go one at a time (MOVL to and from X registers is MOVD). The table
// need not be 16-byte aligned: loads are MOVOU.
func (g *gen) TableLookup() {
	g.Printf("\n// func tableLookupAsm(z, tab *uint, n, size int, idx uint)\n")
	g.Printf("TEXT ·tableLookupAsm(SB), NOSPLIT, $0-20\n")
	g.P("MOVL z+0(FP), DI")
	g.P("MOVL tab+4(FP), SI")
	g.P("MOVL n+8(FP), CX")
	g.P("MOVL idx+16(FP), AX")
	g.P("MOVL AX, X7")
	g.P("PSHUFD $0, X7, X7 // idx in every lane")
	g.P("MOVL CX, DX")
	g.P("SHLL $2, DX // bytes per entry")
	for _, w := range []int{16, 8, 4, 1} {
		regs := w / 4
		if w == 1 {
			regs = 1
		}
		pass, inner, done := g.NewLabel("selpass"), g.NewLabel("selinner"), g.NewLabel("seldone")
		g.Label(pass)
		g.P("CMPL CX, $%d", w)
		g.P("JB %s", done)
		for r := 0; r < regs; r++ {
			g.P("PXOR X%d, X%d", r, r)
		}
		g.P("PXOR X6, X6 // entry counter in every lane")
		g.P("MOVL SI, BX")
		g.P("MOVL size+12(FP), BP")
		g.Label(inner)
		g.P("MOVO X6, X4")
		g.P("PCMPEQL X7, X4 // all-ones iff entry = idx")
		for r := 0; r < regs; r++ {
			if w == 1 {
				g.P("MOVL (BX), X5")
			} else {
				g.P("MOVOU %d(BX), X5", 16*r)
			}
			g.P("PAND X4, X5")
			g.P("POR X5, X%d", r)
		}
		g.P("PCMPEQL X5, X5")
		g.P("PSUBL X5, X6 // entry counter + 1")
		g.P("ADDL DX, BX")
		g.P("DECL BP")
		g.P("JNZ %s", inner)
		for r := 0; r < regs; r++ {
			if w == 1 {
				g.P("MOVL X%d, (DI)", r)
			} else {
				g.P("MOVOU X%d, %d(DI)", r, 16*r)
			}
		}
		g.P("ADDL $%d, DI", 4*w)
		g.P("ADDL $%d, SI", 4*w)
		g.P("SUBL $%d, CX", w)
		if w == 16 || w == 1 { // the others run at most once
			g.P("JMP %s", pass)
		}
		g.Label(done)
	}
	g.P("RET")
}
