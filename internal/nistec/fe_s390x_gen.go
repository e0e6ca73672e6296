// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// fe_s390x_gen generates fe_s390x.s, nistec's s390x assembly (the "S390X"
// tier): Montgomery multiplication and squaring in the P-256 base field,
// with fully reduced outputs like p256ElementMulGeneric, its addition and
// subtraction, and the P-256 point kernels built from them: doubling,
// mixed addition (alone and with a window's masks), each one function with
// the field operations inlined (formula), and the vector table scan.
//
// Run by `go generate` (see generate.go):
//
//	go run fe_s390x_gen.go -out fe_s390x.s
//
// s390x has eleven general registers for a kernel (R0-R9 and R12; R10
// and R11 are the assembler's temporaries, R13 is g, R14 LR, R15 SP), too
// few for fe_ppc64le_gen.go's 512-bit product, so the multiplication interleaves
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
	"fmt"

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
	g.lookup("p256LookupAffineS390X")
	g.double("p256JacobianDoubleS390X")
	g.addAffine("p256JacobianAddAffineS390X")
	g.addAffineUnlessZero("p256AddAffineUnlessZeroS390X")
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

// opnd is a field element in memory: at off from the pointer in the
// argument slot ptr ("in+8(FP)"), or with ptr empty at off in the frame
// (from R15), where the point kernels keep their temporaries.
type opnd struct {
	ptr string
	off int
}

// base returns the base register of o's words, first loading o's pointer
// into reg when o is not in the frame.
func (g *gen) base(o opnd, reg string) string {
	if o.ptr == "" {
		return "R15"
	}
	g.P("MOVD %s, %s", o.ptr, reg)
	return reg
}

// word returns the address of word j of o with base register b.
func word(o opnd, b string, j int) string { return fmt.Sprintf("%d(%s)", o.off+8*j, b) }

// p256Mul writes name(z, x, y *[4]uint64), z = x·y·2^−256 mod p, or for
// sqr name(z, x *[4]uint64), z = x²·2^−256 mod p. Inputs are below p; z
// may alias x or y (z is written last).
func (g *gen) p256Mul(name string, sqr bool) {
	x, y := opnd{"x+8(FP)", 0}, opnd{"y+16(FP)", 0}
	if sqr {
		g.Printf("\n// func %s(z, x *[4]uint64)\n//\n// %s sets z = x²·2^−256 mod p (P-256, Montgomery). Constant time.\n", name, name)
		g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-16\n", name)
		g.sqr(opnd{"z+0(FP)", 0}, x)
		g.P("RET")
		return
	} else {
		g.Printf("\n// func %s(z, x, y *[4]uint64)\n//\n// %s sets z = x·y·2^−256 mod p (P-256, Montgomery). Constant time.\n", name, name)
		g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-24\n", name)
	}
	g.mul(opnd{"z+0(FP)", 0}, x, y)
	g.P("RET")
}

// mul emits z = x·y·2^−256 mod p (x = y for a squaring: its words are
// read through one pointer).
func (g *gen) mul(z, x, y opnd) {
	xb := g.base(x, xp)
	yb := xb
	if y != x {
		yb = g.base(y, yp)
	}

	// Row 0 multiplies into the window directly: x0·y0 into R2:R3 and
	// x2·y0 into R4:R5 are words 0-3; x1·y0 and x3·y0 are added.
	g.Block("w = x·y[0]")
	g.P("MOVD %s, %s", word(y, yb, 0), yR)
	g.P("MOVD %s, R3", word(x, xb, 0))
	g.P("MLGR %s, R2 // R2:R3 = x0·y0, words 0, 1", yR)
	g.P("MOVD %s, R5", word(x, xb, 2))
	g.P("MLGR %s, R4 // R4:R5 = x2·y0, words 2, 3", yR)
	w := []string{"R3", "R2", "R5", "R4", "R6", "R7"}
	g.P("MOVD $0, %s", w[4])
	g.P("MOVD $0, %s", w[5])
	g.oddProducts(x, xb, w)
	g.reduceRound(w)
	w = append(w[1:], w[0])

	for i := 1; i < 4; i++ {
		g.Block("w += x·y[%d]", i)
		g.P("MOVD %s, %s", word(y, yb, i), yR)
		g.mulStep(x, xb, 0, w[0], w[1], "ADDC")
		g.mulStep(x, xb, 2, w[2], w[3], "ADDE")
		g.P("MOVD $0, %s // w5", w[5])
		g.P("ADDE %s, %s", w[5], w[4])
		g.oddProducts(x, xb, w)
		g.P("ADDE %s, %s // w5 = the carry", w[5], w[5])
		g.reduceRound(w)
		w = append(w[1:], w[0])
	}
	g.finalSub(z, w[:5])
}

// sqr emits z = x²·2^−256 mod p with the 512-bit square in registers
// (t0..t7), not mul's rows: the six cross products x_i·x_j (i < j) summed
// and doubled, the four squares x_i² added in one carry chain (MLGR and
// loads leave the condition code alone), then the low half reduced by
// four Montgomery rounds and added to the high half. The rounds keep the
// reduced low half below 2^256 (each is (acc + q·p)/2^64 < 2^192 + p) and
// end at most p; the high half is below p, so the sum, below 2p, takes
// finalSubRegs. R12 holds x's address (unless x is in the frame), R7 the
// multiplier, R6 zero while the cross products are summed.
func (g *gen) sqr(z, x opnd) {
	b := g.base(x, yp)
	xw := func(j int) string { return word(x, b, j) }
	g.Block("t1..t4 = x0·(x1, x2, x3)")
	g.P("MOVD %s, R7", xw(0))
	g.P("MOVD %s, R3", xw(1))
	g.P("MLGR R7, R2 // R2:R3 = x0·x1, t2:t1")
	g.P("MOVD %s, R5", xw(3))
	g.P("MLGR R7, R4 // R4:R5 = x0·x3, t4:t3")
	g.P("MOVD %s, R1", xw(2))
	g.P("MLGR R7, R0 // x0·x2 at t3:t2")
	g.P("MOVD $0, R6")
	g.P("ADDC R1, R2")
	g.P("ADDE R0, R5")
	g.P("ADDE R6, R4")
	// The x1 row has the x0 row's shape but adds into words that row
	// set and starts t5: its carry chains are its own.
	g.Block("t3..t5 += x1·(x2, x3)")
	g.P("MOVD %s, R7", xw(1))
	g.P("MOVD %s, R1", xw(2))
	g.P("MLGR R7, R0 // x1·x2 at t4:t3")
	g.P("MOVD %s, R9", xw(3))
	g.P("MLGR R7, R8 // x1·x3 at t5:t4")
	g.P("ADDC R1, R5")
	g.P("ADDE R0, R4")
	g.P("ADDE R6, R8 // t5")
	g.P("ADDC R9, R4")
	g.P("ADDE R6, R8")
	g.Block("t5, t6 += x2·x3")
	g.P("MOVD %s, R7", xw(2))
	g.P("MOVD %s, R1", xw(3))
	g.P("MLGR R7, R0 // x2·x3 at t6:t5")
	g.P("ADDC R1, R8")
	g.P("ADDE R6, R0 // t6")
	g.Block("t1..t7 = 2·(t1..t6)")
	g.P("MOVD $0, R9 // t7")
	t := []string{"R3", "R2", "R5", "R4", "R8", "R0", "R9"}
	g.P("ADDC %s, %s", t[0], t[0])
	for _, r := range t[1:] {
		g.P("ADDE %s, %s", r, r)
	}
	g.Block("t += x_i²·2^(128i), one carry chain; t0 in R1")
	for i := 0; i < 4; i++ {
		g.P("MOVD %s, R7", xw(i))
		g.P("MLGR R7, R6 // R6:R7 = x%d²", i)
		if i == 0 {
			g.P("MOVD R7, R1 // t0")
			g.P("ADDC R6, %s", t[0])
			continue
		}
		g.P("ADDE R7, %s", t[2*i-1])
		g.P("ADDE R6, %s", t[2*i])
	}
	w := []string{"R1", "R3", "R2", "R5"}
	for i := 0; i < 4; i++ {
		q := w[0]
		g.Block("low half: w = (w + q·p)/2^64 with q = w0 (reduceRound, w4 = 0)")
		g.P("SLD $32, %s, R6", q)
		g.P("SRD $32, %s, R7", q)
		g.P("SUBC R6, %s, R12 // q·p3 low: q − (q<<32)", q)
		g.P("SUBE R7, %s // q·p3 high: q − (q>>32) − borrow", q)
		g.P("ADDC R6, %s", w[1])
		g.P("ADDE R7, %s", w[2])
		g.P("ADDE R12, %s", w[3])
		g.P("MOVD $0, R6")
		g.P("ADDE R6, %s // the new top word; no carry out", q)
		w = append(w[1:], q)
	}
	g.Block("r = high half + reduced low half, below 2p")
	h := []string{"R4", "R8", "R0", "R9", "R6"}
	g.P("MOVD $0, R6")
	g.P("ADDC %s, %s", w[0], h[0])
	for j := 1; j < 4; j++ {
		g.P("ADDE %s, %s", w[j], h[j])
	}
	g.P("ADDE R6, R6 // the carry word")
	g.finalSubRegs(h, "R1", "R3", "R2", "R5")
	zb := g.base(z, "R1")
	for j := 0; j < 4; j++ {
		g.P("MOVD %s, %s", h[j], word(z, zb, j))
	}
}

// mulStep adds x[j]·Y at the window words lo, hi with op (ADDC starts a
// carry chain, ADDE continues it); xb is x's base register.
func (g *gen) mulStep(x opnd, xb string, j int, lo, hi, op string) {
	g.P("MOVD %s, %s", word(x, xb, j), loR)
	g.P("MLGR %s, %s // x%d·y", yR, hiR, j)
	g.P("%s %s, %s", op, loR, lo)
	g.P("ADDE %s, %s", hiR, hi)
}

// oddProducts adds x1·Y at words 1, 2 and x3·Y at words 3, 4, one chain;
// its carry out is the caller's.
func (g *gen) oddProducts(x opnd, xb string, w []string) {
	g.mulStep(x, xb, 1, w[1], w[2], "ADDC")
	g.mulStep(x, xb, 3, w[3], w[4], "ADDE")
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
func (g *gen) finalSub(z opnd, w []string) {
	g.finalSubRegs(w, loR, hiR, yR, yp)
	zb := g.base(z, loR)
	for j := 0; j < 4; j++ {
		g.P("MOVD %s, %s", w[j], word(z, zb, j))
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

// addSubHeader writes the header of name(z, x, y *[4]uint64).
func (g *gen) addSubHeader(name, doc string) {
	g.Printf("\n// func %s(z, x, y *[4]uint64)\n//\n// %s sets %s (P-256). Constant time.\n", name, name, doc)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-24\n", name)
}

// kernelArgs are the element kernels' operands.
var kernelArgs = [3]opnd{{"z+0(FP)", 0}, {"x+8(FP)", 0}, {"y+16(FP)", 0}}

// load loads x into R3-R6 (LMG) and returns y's base register (R2).
func (g *gen) load(x, y opnd) string {
	xb := g.base(x, "R1")
	g.P("LMG %s, R3, R6", word(x, xb, 0))
	if y == x {
		return xb
	}
	return g.base(y, "R2")
}

// store stores R3-R6 to z (STMG).
func (g *gen) store(z opnd) {
	zb := g.base(z, "R1")
	g.P("STMG R3, R6, %s", word(z, zb, 0))
}

// p256Add writes name(z, x, y *[4]uint64), z = x + y mod p for x, y < p.
func (g *gen) p256Add(name string) {
	g.addSubHeader(name, "z = x + y mod p")
	g.add(kernelArgs[0], kernelArgs[1], kernelArgs[2])
	g.P("RET")
}

// add emits z = x + y mod p: the sum (c, t) with y read from memory
// (ALG/ALCG), then finalSub's subtraction of p and masked addition.
func (g *gen) add(z, x, y opnd) {
	yb := g.load(x, y)
	g.P("ADDC %s, R3", word(y, yb, 0))
	g.P("ADDE %s, R4", word(y, yb, 1))
	g.P("ADDE %s, R5", word(y, yb, 2))
	g.P("ADDE %s, R6", word(y, yb, 3))
	g.P("MOVD $0, R7")
	g.P("ADDE R7, R7 // the carry word")
	g.finalSubRegs([]string{"R3", "R4", "R5", "R6", "R7"}, "R1", "R0", "R8", "R9")
	g.store(z)
}

// p256Sub writes name(z, x, y *[4]uint64), z = x − y mod p for x, y < p.
func (g *gen) p256Sub(name string) {
	g.addSubHeader(name, "z = x − y mod p")
	g.sub(kernelArgs[0], kernelArgs[1], kernelArgs[2])
	g.P("RET")
}

// sub emits z = x − y mod p: the difference, then p added under the
// borrow's mask, whose words are the mask, mask>>32, 0 and −(mask>>32)
// (p3 = −p1 mod 2^64).
func (g *gen) sub(z, x, y opnd) {
	yb := g.load(x, y)
	g.P("SUBC %s, R3", word(y, yb, 0))
	g.P("SUBE %s, R4", word(y, yb, 1))
	g.P("SUBE %s, R5", word(y, yb, 2))
	g.P("SUBE %s, R6", word(y, yb, 3))
	g.P("MOVD $0, R7")
	g.P("SUBE R7, R7 // mask: all ones iff x < y")
	g.maskedAddP("R7")
	g.store(z)
}

// maskedAddP adds p & mask to R3-R6 (carry out dropped), with R8, R9 as
// scratch: p's words under the mask are mask, mask>>32, 0, −(mask>>32).
func (g *gen) maskedAddP(mask string) {
	g.P("SRD $32, %s, R8 // p1 & mask", mask)
	g.P("NEG R8, R9 // p3 & mask")
	g.P("ADDC %s, R3", mask)
	g.P("ADDE R8, R4")
	g.P("MOVD $0, R8")
	g.P("ADDE R8, R5")
	g.P("ADDE R9, R6")
}

// halfAdd emits z = x + x/2 mod p: x/2 as curves.go's p256Element.half
// (p added when x is odd, the 257-bit sum in R0, R3-R6, shifted right by
// one, each word taking its upper neighbour's low bit), then x added as
// add adds y.
func (g *gen) halfAdd(z, x opnd) {
	xb := g.base(x, "R2")
	g.P("LMG %s, R3, R6", word(x, xb, 0))
	g.P("MOVD R3, R7")
	g.P("AND $1, R7")
	g.P("NEG R7 // all ones when x is odd")
	g.P("SRD $32, R7, R8 // p1 & odd")
	g.P("NEG R8, R9 // p3 & odd")
	g.P("MOVD $0, R0")
	g.P("ADDC R7, R3")
	g.P("ADDE R8, R4")
	g.P("ADDE R0, R5")
	g.P("ADDE R9, R6")
	g.P("ADDE R0, R0 // the carry, bit 256")
	t := []string{"R3", "R4", "R5", "R6", "R0"}
	for j := 0; j < 4; j++ {
		g.P("SLD $63, %s, R1", t[j+1])
		g.P("SRD $1, %s", t[j])
		g.P("OR R1, %s", t[j])
	}
	g.Comment("x/2 < p: add x")
	g.P("ADDC %s, R3", word(x, xb, 0))
	for j := 1; j < 4; j++ {
		g.P("ADDE %s, R%d", word(x, xb, j), 3+j)
	}
	g.P("MOVD $0, R7")
	g.P("ADDE R7, R7 // the carry word")
	g.finalSubRegs([]string{"R3", "R4", "R5", "R6", "R7"}, "R1", "R0", "R8", "R9")
	g.store(z)
}

// lookup writes name(out *p256Affine, table *[16]p256Affine, idx uint64),
// out = table[idx−1], zero for idx = 0, as p256LookupAffineGeneric: every
// entry is loaded (four 16-byte VL) and kept under VCEQG's all-ones mask
// (VSEL) when its number, counted in V17, equals idx (both doublewords of
// V16). Bytes are moved as they are, so the byte order plays no part.
func (g *gen) lookup(name string) {
	g.Printf("\n// func %s(out *p256Affine, table *[16]p256Affine, idx uint64)\n//\n// %s sets out = table[idx−1], zero for idx = 0, reading every entry. Constant time.\n", name, name)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-24\n", name)
	g.P("MOVD table+8(FP), R2")
	g.P("VLREPG idx+16(FP), V16")
	g.P("VREPIG $1, V18 // one in each doubleword")
	g.P("VZERO V17 // the entry's number, counted from 1")
	for k := 0; k < 4; k++ {
		g.P("VZERO V%d", k)
	}
	for j := 0; j < 16; j++ {
		g.Block("entry %d", j+1)
		g.P("VAG V18, V17, V17")
		g.P("VCEQG V16, V17, V19 // all ones when idx = %d", j+1)
		for k := 0; k < 4; k++ {
			g.P("VL %d(R2), V%d", 64*j+16*k, 4+k)
		}
		for k := 0; k < 4; k++ {
			g.P("VSEL V%d, V%d, V19, V%d", 4+k, k, k)
		}
	}
	g.P("MOVD out+0(FP), R1")
	for k := 0; k < 4; k++ {
		g.P("VST V%d, %d(R1)", k, 16*k)
	}
	g.P("RET")
}

// fop is one field operation of a point formula, as the Go twin writes
// it: op is "mul", "sqr", "add", "sub" or "halfAdd" (z = x + x/2, the Go
// twin's half and addition).
type fop struct {
	op      string
	z, x, y opnd
}

// formula emits the operations in order, each one straight-line code
// reading its operands from memory and writing z, so that outputs may
// alias inputs exactly as in the Go twin.
func (g *gen) formula(ops []fop) {
	for _, o := range ops {
		g.Block("%s", o.op)
		switch o.op {
		case "mul":
			g.mul(o.z, o.x, o.y)
		case "sqr":
			g.sqr(o.z, o.x)
		case "add":
			g.add(o.z, o.x, o.y)
		case "sub":
			g.sub(o.z, o.x, o.y)
		case "halfAdd":
			g.halfAdd(o.z, o.x)
		default:
			panic(o.op)
		}
	}
}

// tmp is the frame slot of temporary k (0(R15) holds the return address).
func tmp(k int) opnd { return opnd{"", 8 + 32*k} }

// coord is coordinate k (x, y, z) of the point whose pointer is in slot.
func coord(slot string, k int) opnd { return opnd{slot, 32 * k} }

// double writes name(out, in *p256Jacobian), doubleGeneric's formula
// (p256_point.go) with the field operations inlined: its temporaries live
// in the frame, and out is written only once in is no longer read.
func (g *gen) double(name string) {
	g.Printf("\n// func %s(out, in *p256Jacobian)\n//\n// %s sets out = 2·in (doubleGeneric). Constant time.\n", name, name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $%d-16\n", name, 32*5)
	inX, inY, inZ := coord("in+8(FP)", 0), coord("in+8(FP)", 1), coord("in+8(FP)", 2)
	outX, outY, outZ := coord("out+0(FP)", 0), coord("out+0(FP)", 1), coord("out+0(FP)", 2)
	delta, gamma, beta, alpha, t := tmp(0), tmp(1), tmp(2), tmp(3), tmp(4)
	g.formula([]fop{
		{"sqr", delta, inZ, inZ},
		{"sqr", gamma, inY, inY},
		{"mul", beta, inX, gamma},
		{"sub", t, inX, delta},
		{"add", alpha, inX, delta},
		{"mul", alpha, alpha, t},
		{"halfAdd", alpha, alpha, alpha},
		{"mul", outZ, inY, inZ}, // the last read of in
		{"sqr", t, alpha, alpha},
		{"add", delta, beta, beta},
		{"sub", outX, t, delta},
		{"sub", t, beta, outX},
		{"mul", t, t, alpha},
		{"sqr", gamma, gamma, gamma},
		{"sub", outY, t, gamma},
	})
	g.P("RET")
}

// addAffine writes name(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian,
// q2 *p256Affine), p256JacobianAddAffineFormulaGeneric's operations in
// its order with the field operations inlined.
func (g *gen) addAffine(name string) {
	g.Printf("\n// func %s(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine)\n//\n// %s is p256JacobianAddAffineFormulaGeneric. Constant time.\n", name, name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $%d-56\n", name, 32*5)
	g.formula(addAffineOps([5]opnd{{"x3+0(FP)", 0}, {"y3+8(FP)", 0}, {"z3+16(FP)", 0}, {"h+24(FP)", 0}, {"r+32(FP)", 0}}, "q1+40(FP)", "q2+48(FP)"))
	g.P("RET")
}

// addAffineOps is the mixed addition into out (x3, y3, z3, h, r) of the
// points whose pointers are in slots q1 and q2, with temporaries 0-4.
func addAffineOps(out [5]opnd, q1, q2 string) []fop {
	x3, y3, z3, h, r := out[0], out[1], out[2], out[3], out[4]
	q1x, q1y, q1z := coord(q1, 0), coord(q1, 1), coord(q1, 2)
	q2x, q2y := coord(q2, 0), coord(q2, 1)
	z1z1, u2, s2, hh, hhh, v := tmp(0), tmp(1), tmp(2), tmp(3), tmp(4), tmp(1)
	return []fop{
		{"sqr", z1z1, q1z, q1z},
		{"mul", u2, q2x, z1z1},
		{"mul", s2, q2y, q1z},
		{"mul", s2, s2, z1z1},
		{"sub", h, u2, q1x},
		{"sub", r, s2, q1y},
		{"sqr", hh, h, h},
		{"mul", hhh, h, hh},
		{"mul", v, q1x, hh}, // u2 is dead: v takes its slot
		{"sqr", x3, r, r},
		{"sub", x3, x3, hhh},
		{"sub", x3, x3, v},
		{"sub", x3, x3, v},
		{"sub", y3, v, x3},
		{"mul", y3, y3, r},
		{"mul", s2, q1y, hhh},
		{"sub", y3, y3, s2},
		{"mul", z3, q1z, h},
	}
}

// addAffineUnlessZero writes name(p *p256Jacobian, q2 *p256Affine, abs
// uint64), a window's addition as the Base tier runs it: addAffineMasked
// (the mixed addition into the frame, its output replaced by (x2, y2, 1)
// when p is at infinity), then selectFrom (p kept when abs = 0). The two
// choices are VSELs under masks made from p's Z and abs, each all ones or
// zero without a branch: for a word v, (v | −v) has its top bit set exactly
// when v ≠ 0, and an arithmetic shift by 63 spreads that bit.
func (g *gen) addAffineUnlessZero(name string) {
	g.Printf("\n// func %s(p *p256Jacobian, q2 *p256Affine, abs uint64)\n//\n// %s sets p = p + q2 unless abs = 0 (addAffineMasked, selectFrom). Constant time.\n", name, name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $%d-24\n", name, 32*10+16)
	sum := [5]opnd{tmp(5), tmp(6), tmp(7), tmp(8), tmp(9)}
	g.formula(addAffineOps(sum, "p+0(FP)", "q2+8(FP)"))
	masks := 8 + 32*10
	g.Block("V20: all ones when p's Z ≠ 0; V21: all ones when abs ≠ 0")
	g.P("MOVD p+0(FP), R1")
	g.P("LMG 64(R1), R2, R5")
	g.P("OR R3, R2")
	g.P("OR R4, R2")
	g.P("OR R5, R2")
	g.P("MOVD abs+16(FP), R3")
	for _, r := range []string{"R2", "R3"} {
		g.P("NEG %s, R4", r)
		g.P("OR R4, %s // top bit: %s ≠ 0", r, r)
		g.P("SRAD $63, %s", r)
	}
	g.P("STMG R2, R3, %d(R15)", masks)
	g.P("VLREPG %d(R15), V20", masks)
	g.P("VLREPG %d(R15), V21", masks+8)
	g.Block("the Montgomery form of 1, 2^256 − p, as p's Z at infinity")
	g.P("MOVD $1, R2")
	g.P("MOVD $0xffffffff, R3")
	g.P("SLD $32, R3")
	g.P("MOVD $-1, R4")
	g.P("MOVD $0xfffffffe, R5")
	g.P("STMG R2, R5, %d(R15)", sum[3].off) // h's slot: h is not needed now
	g.P("MOVD q2+8(FP), R2")
	for c := 0; c < 3; c++ {
		g.Block("%s = Z ≠ 0 ? sum : q2 (1 for z), then abs ≠ 0 ? that : p", "xyz"[c:c+1])
		for k := 0; k < 2; k++ {
			q := fmt.Sprintf("%d(R2)", 32*c+16*k)
			if c == 2 {
				q = fmt.Sprintf("%d(R15)", sum[3].off+16*k)
			}
			g.P("VL %d(R15), V0", sum[c].off+16*k)
			g.P("VL %s, V1", q)
			g.P("VL %d(R1), V2", 32*c+16*k)
			g.P("VSEL V0, V1, V20, V0")
			g.P("VSEL V0, V2, V21, V0")
			g.P("VST V0, %d(R1)", 32*c+16*k)
		}
	}
	g.P("RET")
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
