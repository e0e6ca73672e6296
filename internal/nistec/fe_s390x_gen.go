// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// fe_s390x_gen generates fe_s390x.s, nistec's s390x assembly (the "S390X"
// tier): Montgomery multiplication and squaring in the P-256 base field,
// with fully reduced outputs like p256ElementMulGeneric (the squaring is
// the multiplication reading x for y), and its addition and subtraction.
//
// Run by `go generate` (see generate.go):
//
//	go run fe_s390x_gen.go -out fe_s390x.s
//
// s390x has eleven general registers for a kernel (R0-R9 and R12; R10
// and R11 are the assembler's temporaries, R13 is g, R14 LR, R15 SP), too
// few for fe_ppc64le_gen.go's 512-bit product, so this kernel interleaves
// (CIOS): per word of y one row adds x·y[i] to a six-word window and one
// Montgomery round, by the special form of p as on ppc64le (reduceRound),
// drops its low word. MLGR gives both halves of a product in an even/odd
// pair and, like loads and LGHI (MOVD $0), leaves the condition code alone,
// so each row's two carry chains (ADDC/ADDE, ALGR/ALCGR) run straight
// through the multiplies. Limbs are uint64 words in memory, so the
// machine's byte order plays no part. Straight-line code: no branch or
// address depends on the operands.
package main

import (
	"flag"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "fe_s390x.s", "output file")

type gen struct{ *asmgen.File }

func main() {
	flag.Parse()
	g := &gen{asmgen.New("fe_s390x_gen.go", "s390x && !purego")}
	g.p256Mul("p256ElementMulS390X", false)
	g.p256Mul("p256ElementSqrS390X", true)
	g.p256Add("p256ElementAddS390X")
	g.p256Sub("p256ElementSubS390X")
	for _, d := range dispatchers {
		g.dispatch(d)
	}
	g.WriteFile(*out)
}

// Registers: R0:R1 the product pair (high, low), Y the current word of y,
// XP and YP the operand pointers; the window takes the rest.
const (
	hiR, loR   = "R0", "R1"
	yR, xp, yp = "R8", "R9", "R12"
)

// p256Mul writes name(z, x, y *[4]uint64), z = x·y·2^−256 mod p, or for
// sqr name(z, x *[4]uint64), z = x²·2^−256 mod p. Inputs are below p; z
// may alias x or y (z is written last).
func (g *gen) p256Mul(name string, sqr bool) {
	if sqr {
		g.Printf("\n// func %s(z, x *[4]uint64)\n//\n// %s sets z = x²·2^−256 mod p (P-256, Montgomery). Constant time.\n", name, name)
		g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-16\n", name)
		g.P("MOVD x+8(FP), %s", xp)
		g.P("MOVD %s, %s // y = x", xp, yp)
	} else {
		g.Printf("\n// func %s(z, x, y *[4]uint64)\n//\n// %s sets z = x·y·2^−256 mod p (P-256, Montgomery). Constant time.\n", name, name)
		g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-24\n", name)
		g.P("MOVD x+8(FP), %s", xp)
		g.P("MOVD y+16(FP), %s", yp)
	}

	// Row 0 multiplies into the window directly: x0·y0 into R2:R3 and
	// x2·y0 into R4:R5 are words 0-3; x1·y0 and x3·y0 are added.
	g.Block("w = x·y[0]")
	g.P("MOVD 0(%s), %s", yp, yR)
	g.P("MOVD 0(%s), R3", xp)
	g.P("MLGR %s, R2 // R2:R3 = x0·y0, words 0, 1", yR)
	g.P("MOVD 16(%s), R5", xp)
	g.P("MLGR %s, R4 // R4:R5 = x2·y0, words 2, 3", yR)
	w := []string{"R3", "R2", "R5", "R4", "R6", "R7"}
	g.P("MOVD $0, %s", w[4])
	g.P("MOVD $0, %s", w[5])
	g.oddProducts(w)
	g.reduceRound(w)
	w = append(w[1:], w[0])

	for i := 1; i < 4; i++ {
		g.Block("w += x·y[%d]", i)
		g.P("MOVD %d(%s), %s", 8*i, yp, yR)
		g.mulStep(0, w[0], w[1], "ADDC")
		g.mulStep(2, w[2], w[3], "ADDE")
		g.P("MOVD $0, %s // w5", w[5])
		g.P("ADDE %s, %s", w[5], w[4])
		g.oddProducts(w)
		g.P("ADDE %s, %s // w5 = the carry", w[5], w[5])
		g.reduceRound(w)
		w = append(w[1:], w[0])
	}
	g.finalSub(w[:5])
	g.P("RET")
}

// mulStep adds x[j]·Y at the window words lo, hi with op (ADDC starts a
// carry chain, ADDE continues it).
func (g *gen) mulStep(j int, lo, hi, op string) {
	g.P("MOVD %d(%s), %s", 8*j, xp, loR)
	g.P("MLGR %s, %s // x%d·y", yR, hiR, j)
	g.P("%s %s, %s", op, loR, lo)
	g.P("ADDE %s, %s", hiR, hi)
}

// oddProducts adds x1·Y at words 1, 2 and x3·Y at words 3, 4, one chain;
// its carry out is the caller's.
func (g *gen) oddProducts(w []string) {
	g.mulStep(1, w[1], w[2], "ADDC")
	g.mulStep(3, w[3], w[4], "ADDE")
}

// reduceRound adds q·p to the window (w0..w5) with q = w0, which zeroes
// w0 (−p⁻¹ mod 2^64 = 1); the caller drops it. As in fe_ppc64le_gen.go's
// reduce: q·p − (−q) = q·2^96 + q·p3·2^192 with p3 = 2^64 − 2^32 + 1,
// q·2^96 being (q<<32) at word 1 and (q>>32) at word 2, and q·p3 =
// (q − (q>>32) − borrow)·2^64 + (q − (q<<32)). CIOS keeps the window
// below 2p at each row's end, so a row's sum is below 2p + 2^320 and the
// round's below 2^321: w5's carry out is zero.
func (g *gen) reduceRound(w []string) {
	q := w[0]
	g.Comment("round: w += q·p with q = w0, then w0 (now 0) is dropped")
	g.P("SLD $32, %s, %s", q, loR)
	g.P("SRD $32, %s, %s", q, hiR)
	g.P("SUBC %s, %s, %s // q·p3 low: q − (q<<32)", loR, q, yR)
	g.P("SUBE %s, %s // q·p3 high: q − (q>>32) − borrow", hiR, q)
	g.P("ADDC %s, %s", loR, w[1])
	g.P("ADDE %s, %s", hiR, w[2])
	g.P("ADDE %s, %s", yR, w[3])
	g.P("ADDE %s, %s", q, w[4])
	g.P("MOVD $0, %s", loR)
	g.P("ADDE %s, %s", loR, w[5])
}

// finalSub: z = r − p when r = (w4..w0) ≥ p, else r, for r < 2p: u = r − p,
// then p added back under the mask w4 − borrow (all ones exactly when r
// < p: w4 = 1 means r ≥ 2^256, whose low words always borrow).
func (g *gen) finalSub(w []string) {
	g.finalSubRegs(w, loR, hiR, yR, yp)
	g.P("MOVD z+0(FP), %s", loR)
	for j := 0; j < 4; j++ {
		g.P("MOVD %s, %d(%s)", w[j], 8*j, loR)
	}
}

// finalSubRegs reduces (w4..w0) < 2p to w0..w3 in place, with four scratch
// registers for p's words.
func (g *gen) finalSubRegs(w []string, p0, p1, p3, zero string) {
	g.Block("u = r − p; keep = all ones when it borrows (r < p)")
	g.P("MOVD $-1, %s // p0", p0)
	g.P("MOVD $0xffffffff, %s // p1", p1)
	g.P("NEG %s, %s // p3 = 2^64 − 2^32 + 1", p1, p3)
	g.P("MOVD $0, %s // p2", zero)
	g.P("SUBC %s, %s", p0, w[0])
	g.P("SUBE %s, %s", p1, w[1])
	g.P("SUBE %s, %s", zero, w[2])
	g.P("SUBE %s, %s", p3, w[3])
	g.P("SUBE %s, %s // keep: w4 − borrow, 0 or all ones", zero, w[4])
	g.Block("z = u + (p & keep)")
	g.P("AND %s, %s", w[4], p1)
	g.P("AND %s, %s", w[4], p3)
	g.P("ADDC %s, %s", w[4], w[0])
	g.P("ADDE %s, %s", p1, w[1])
	g.P("ADDE %s, %s", zero, w[2])
	g.P("ADDE %s, %s", p3, w[3])
}

// addSubHeader loads x into R3-R6 (LMG) and y's address into R2.
func (g *gen) addSubHeader(name, doc string) {
	g.Printf("\n// func %s(z, x, y *[4]uint64)\n//\n// %s sets %s (P-256). Constant time.\n", name, name, doc)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-24\n", name)
	g.P("MOVD x+8(FP), R1")
	g.P("MOVD y+16(FP), R2")
	g.P("LMG 0(R1), R3, R6")
}

// storeZ stores R3-R6 to z (STMG).
func (g *gen) storeZ() {
	g.P("MOVD z+0(FP), R1")
	g.P("STMG R3, R6, 0(R1)")
	g.P("RET")
}

// p256Add writes name(z, x, y *[4]uint64), z = x + y mod p for x, y < p:
// the sum (c, t) with y read from memory (ALG/ALCG), then finalSub's
// subtraction of p and masked addition.
func (g *gen) p256Add(name string) {
	g.addSubHeader(name, "z = x + y mod p")
	g.P("ADDC 0(R2), R3")
	g.P("ADDE 8(R2), R4")
	g.P("ADDE 16(R2), R5")
	g.P("ADDE 24(R2), R6")
	g.P("MOVD $0, R7")
	g.P("ADDE R7, R7 // the carry word")
	g.finalSubRegs([]string{"R3", "R4", "R5", "R6", "R7"}, "R1", "R0", "R8", "R9")
	g.storeZ()
}

// p256Sub writes name(z, x, y *[4]uint64), z = x − y mod p for x, y < p:
// the difference, then p added under the borrow's mask, whose words are
// the mask, mask>>32, 0 and −(mask>>32) (p3 = −p1 mod 2^64).
func (g *gen) p256Sub(name string) {
	g.addSubHeader(name, "z = x − y mod p")
	g.P("SUBC 0(R2), R3")
	g.P("SUBE 8(R2), R4")
	g.P("SUBE 16(R2), R5")
	g.P("SUBE 24(R2), R6")
	g.P("MOVD $0, R7")
	g.P("SUBE R7, R7 // mask: all ones iff x < y")
	g.P("SRD $32, R7, R8 // p1 & mask")
	g.P("NEG R8, R9 // p3 & mask")
	g.P("ADDC R7, R3")
	g.P("ADDE R8, R4")
	g.P("MOVD $0, R8")
	g.P("ADDE R8, R5")
	g.P("ADDE R9, R6")
	g.storeZ()
}

// dispatcher is a field operation's entry point: name branches to the
// S390X kernel asm when useS390X is set and to the Go twin otherwise. The
// type and the table repeat fe_arm64_gen.go's and fe_ppc64le_gen.go's:
// each generator is a standalone program (go run of one file).
type dispatcher struct {
	name, asm, generic, sig string
	argBytes                int
}

var dispatchers = []dispatcher{
	{"p256ElementMul", "p256ElementMulS390X", "p256ElementMulGeneric", "(z, x, y *[4]uint64)", 24},
	{"p256ElementSquare", "p256ElementSqrS390X", "p256ElementSquareViaMul", "(z, x *[4]uint64)", 16},
	{"p256ElementAdd", "p256ElementAddS390X", "p256ElementAddGeneric", "(z, x, y *[4]uint64)", 24},
	{"p256ElementSub", "p256ElementSubS390X", "p256ElementSubGeneric", "(z, x, y *[4]uint64)", 24},
}

// dispatch writes a tail branch on the public flag useS390X, in assembly
// so that the element methods reach the kernel in one call (as
// fe_arm64_gen.go's and fe_ppc64le_gen.go's dispatch do).
func (g *gen) dispatch(d dispatcher) {
	g.Printf("\n// func %s%s\n//\n// %s branches to %s on the S390X tier and to %s (Base) otherwise.\n", d.name, d.sig, d.name, d.asm, d.generic)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-%d\n", d.name, d.argBytes)
	g.P("MOVBZ ·useS390X(SB), R1")
	g.P("CMPBEQ R1, $0, %s_base", d.name)
	g.P("BR ·%s(SB)", d.asm)
	g.Printf("%s_base:\n", d.name)
	g.P("BR ·%s(SB)", d.generic)
}
