// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// fe_ppc64le_gen generates fe_ppc64le.s, nistec's ppc64le assembly (the
// "PPC64LE" tier): Montgomery multiplication and squaring in the P-256
// and P-384 base fields, with fully reduced outputs like
// p256ElementMulGeneric, and P-521's multiplication and squaring with the
// Mersenne fold (p384Mont, p521).
//
// Run by `go generate` (see generate.go):
//
//	go run fe_ppc64le_gen.go -out fe_ppc64le.s
//
// Each kernel forms the 512-bit product in eight registers (MULLD low
// halves, MULHDU high halves, ADDC/ADDE/ADDZE carry chains in XER[CA],
// which the multiplies and shifts leave alone), reduces its low half in
// four Montgomery rounds that use the special form of p (no multiplies,
// see reduce), adds the high half and subtracts p once under a mask. Only
// POWER8 (ISA 2.07) integer instructions, which every Go ppc64le target
// has; straight-line code, no branch or address depends on the operands.
//
// R0 stays zero (Go's ppc64 code relies on it); R1 is SP, R2 the TOC, R13
// TLS, R30 g and R31 the assembler's temporary, so the kernels use R3-R12
// and R14-R29 only.
package main

import (
	"flag"
	"fmt"
	"maps"
	"slices"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "fe_ppc64le.s", "output file")

type gen struct{ *asmgen.File }

func main() {
	flag.Parse()
	g := &gen{asmgen.New("fe_ppc64le_gen.go", "ppc64le && !purego")}
	g.p256Mont("p256ElementMulPPC64LE", false)
	g.p256Mont("p256ElementSqrPPC64LE", true)
	g.p384Mont("p384ElementMulPPC64LE", false)
	g.p384Mont("p384ElementSqrPPC64LE", true)
	g.p521("p521MulPPC64LE", false)
	g.p521("p521SqrPPC64LE", true)
	for _, d := range dispatchers {
		g.dispatch(d)
	}
	g.WriteFile(*out)
}

// r names general registers: R3 z, R4 x, R5 y; x in R6-R9; y's current
// word in R10; the product t0..t7 in R11, R12, R14-R19; products and
// scratch in R20-R27.
func r(n int) string { return fmt.Sprintf("R%d", n) }

var (
	xr = []string{"R6", "R7", "R8", "R9"}
	tr = []string{"R11", "R12", "R14", "R15", "R16", "R17", "R18", "R19"}
	lo = []string{"R20", "R21", "R22", "R23"}
	hi = []string{"R24", "R25", "R26", "R27"}
)

// p256Mont writes name(z, x, y *[4]uint64), z = x·y·2^−256 mod p, or for
// sqr name(z, x *[4]uint64), z = x²·2^−256 mod p. Inputs are below p; z
// may alias x or y (every input word is loaded before z is written).
func (g *gen) p256Mont(name string, sqr bool) {
	g.header(name, "%s·2^−256 mod p (P-256, Montgomery)", 4, sqr)
	for j, x := range xr {
		g.P("MOVD %d(R4), %s", 8*j, x)
	}
	if sqr {
		g.square()
	} else {
		g.product()
	}
	g.reduce()
	g.P("RET")
}

// product: (t7..t0) = x·y, one row per word of y. Row 0 writes its low
// halves straight into t0..t3 and its top high half into t4; row i adds
// the low halves at words i..i+3 (the top high half plus the carry starts
// word i+4; it cannot overflow, a high half being at most 2^64 − 2), then
// the high halves at words i+1..i+4, whose carry out is zero because the
// partial product fits in i+5 words.
func (g *gen) product() {
	g.Block("t = x·y[0]")
	g.P("MOVD 0(R5), R10")
	for j := 0; j < 4; j++ {
		g.P("MULLD R10, %s, %s", xr[j], tr[j])
	}
	for j := 0; j < 3; j++ {
		g.P("MULHDU R10, %s, %s", xr[j], hi[j])
	}
	g.P("MULHDU R10, %s, %s", xr[3], tr[4])
	g.P("ADDC %s, %s", hi[0], tr[1])
	g.P("ADDE %s, %s", hi[1], tr[2])
	g.P("ADDE %s, %s", hi[2], tr[3])
	g.P("ADDZE %s", tr[4])
	for i := 1; i < 4; i++ {
		g.Block("t += x·y[%d]·2^%d", i, 64*i)
		g.P("MOVD %d(R5), R10", 8*i)
		for j := 0; j < 4; j++ {
			g.P("MULLD R10, %s, %s", xr[j], lo[j])
			g.P("MULHDU R10, %s, %s", xr[j], hi[j])
		}
		g.P("ADDC %s, %s", lo[0], tr[i])
		for j := 1; j < 4; j++ {
			g.P("ADDE %s, %s", lo[j], tr[i+j])
		}
		g.P("ADDZE %s, %s", hi[3], tr[i+4])
		g.P("ADDC %s, %s", hi[0], tr[i+1])
		g.P("ADDE %s, %s", hi[1], tr[i+2])
		g.P("ADDE %s, %s", hi[2], tr[i+3])
		g.P("ADDZE %s", tr[i+4])
	}
}

// square: (t7..t0) = x², the six cross products xi·xj (i < j) once, doubled
// with one ADDE chain, then the four squares xi² added at words 2i, 2i+1
// with another.
func (g *gen) square() {
	x, t := xr, tr
	g.Block("t[1:7] = x0·x[1:4] + x1·x[2:4]·2^128 + x2·x3·2^320")
	// Each cross product xi·xj (i < j) and the registers of its halves:
	// x0's row lands in place, the others wait for the chains below.
	for _, c := range []struct {
		i, j   int
		lo, hi string
	}{
		{0, 1, t[1], hi[0]}, {0, 2, t[2], hi[1]}, {0, 3, t[3], t[4]},
		{1, 2, lo[0], lo[1]}, {1, 3, lo[2], t[5]}, {2, 3, lo[3], t[6]},
	} {
		g.P("MULLD %s, %s, %s", x[c.j], x[c.i], c.lo)
		g.P("MULHDU %s, %s, %s", x[c.j], x[c.i], c.hi)
	}
	g.Comment("x0·x[1:4]: the high halves at words 2..4")
	g.P("ADDC %s, %s", hi[0], t[2])
	g.P("ADDE %s, %s", hi[1], t[3])
	g.P("ADDZE %s", t[4])
	g.Comment("x1·x2 at words 3, 4, x1·x3 at words 4, 5")
	g.P("ADDC %s, %s", lo[0], t[3])
	g.P("ADDE %s, %s", lo[2], t[4])
	g.P("ADDZE %s", t[5])
	g.P("ADDC %s, %s", lo[1], t[4])
	g.P("ADDZE %s", t[5])
	g.Comment("x2·x3 at words 5, 6")
	g.P("ADDC %s, %s", lo[3], t[5])
	g.P("ADDZE %s", t[6])

	g.Block("t = 2t + x0² + x1²·2^128 + x2²·2^256 + x3²·2^384")
	for i := 0; i < 4; i++ {
		g.P("MULLD %s, %s, %s", x[i], x[i], lo[i])
		g.P("MULHDU %s, %s, %s", x[i], x[i], hi[i])
	}
	g.P("ADDC %s, %s", t[1], t[1])
	for k := 2; k < 7; k++ {
		g.P("ADDE %s, %s", t[k], t[k])
	}
	g.P("ADDE R0, R0, %s", t[7])
	g.P("MOVD %s, %s", lo[0], t[0])
	g.P("ADDC %s, %s", hi[0], t[1])
	for i := 1; i < 4; i++ {
		g.P("ADDE %s, %s", lo[i], t[2*i])
		g.P("ADDE %s, %s", hi[i], t[2*i+1])
	}
}

// reduce: z = t·2^−256 mod p for t < p·2^256, written to 0(R3).
//
// Montgomery reduction by words with −p⁻¹ mod 2^64 = 1: each round takes
// q = the window's low word and adds q·p, which zeroes that word, then
// drops it. p = 2^256 − 2^224 + 2^192 + 2^96 − 1, so q·p − (−q) is
// q·2^96 + q·p3·2^192 with p3 = 2^64 − 2^32 + 1; both come from the two
// shifts of q: q·2^96 is (q<<32) at word 1 and (q>>32) at word 2, and
// q·p3 = (q − (q>>32) − borrow)·2^64 + (q − (q<<32)). The window of four
// words stays below 2^256 (it is below 2^192 + p after each round), so the
// carry out of its top word is the new top word with nothing above it.
// After four rounds the window is (t mod 2^256 + Q·p)/2^256; adding t's
// high half gives a value below 2p, of which p is subtracted when it is
// not below p (the borrow's mask adds p back).
func (g *gen) reduce() {
	w := []string{tr[0], tr[1], tr[2], tr[3]}
	s1, s2, s3, s4 := lo[0], lo[1], lo[2], lo[3]
	for round := 0; round < 4; round++ {
		g.Block("round %d: window += q·p with q = its low word, shifted down a word", round)
		q := w[0]
		g.P("SLD $32, %s, %s", q, s1)
		g.P("SRD $32, %s, %s", q, s2)
		g.P("SUBC %s, %s, %s // q·p3 low: q − (q<<32)", s1, q, s3)
		g.P("SUBE %s, %s, %s // q·p3 high: q − (q>>32) − borrow", s2, q, s4)
		g.P("ADDC %s, %s", s1, w[1])
		g.P("ADDE %s, %s", s2, w[2])
		g.P("ADDE %s, %s", s3, w[3])
		g.P("ADDZE %s, %s // the new top word", s4, q)
		w = append(w[1:], q)
	}

	g.Block("(top, r) = window + t's high half, below 2p")
	top := hi[0]
	for j := 0; j < 4; j++ {
		op := "ADDE"
		if j == 0 {
			op = "ADDC"
		}
		g.P("%s %s, %s", op, tr[4+j], w[j])
	}
	g.P("ADDE R0, R0, %s", top)

	g.Block("u = (top, r) − p; r stays when it borrows (keep = all ones)")
	m1, p1, p3, keep := hi[1], hi[2], hi[3], "R10"
	g.P("MOVD $-1, %s // p0", m1)
	g.P("SRD $32, %s, %s // p1 = 2^32 − 1", m1, p1)
	g.P("NEG %s, %s // p3 = 2^64 − 2^32 + 1", p1, p3)
	g.P("SUBC %s, %s", m1, w[0])
	g.P("SUBE %s, %s", p1, w[1])
	g.P("ADDME %s // p2 = 0: minus the borrow", w[2])
	g.P("SUBE %s, %s", p3, w[3])
	g.P("ADDME %s, %s // top − borrow: 0 or all ones (top = 1 always borrows)", top, keep)

	// The addition below walks p's words like the subtraction above, each
	// word now masked: the same chain run backwards when r < p.
	g.Block("z = u + (p & keep)")
	g.P("SRD $32, %s, %s // p1 & keep", keep, p1)
	g.P("AND %s, %s // p3 & keep", keep, p3)
	g.P("ADDC %s, %s", keep, w[0])
	g.P("ADDE %s, %s", p1, w[1])
	g.P("ADDZE %s", w[2])
	g.P("ADDE %s, %s", p3, w[3])
	for j := 0; j < 4; j++ {
		g.P("MOVD %s, %d(R3)", w[j], 8*j)
	}
}

// words names an operand's word j in a register, first loading it when
// the operand stays in memory.
type words func(j int) string

// inRegs is an operand held in registers.
func inRegs(regs ...string) words { return func(j int) string { return regs[j] } }

// inMemory is an operand read from off(base) word by word into tmp,
// except the words that cached holds in registers (loaded here).
func (g *gen) inMemory(base string, off int, tmp string, cached map[int]string) words {
	for _, j := range slices.Sorted(maps.Keys(cached)) {
		g.P("MOVD %d(%s), %s", off+8*j, base, cached[j])
	}
	return func(j int) string {
		if r, ok := cached[j]; ok {
			return r
		}
		g.P("MOVD %d(%s), %s", off+8*j, base, tmp)
		return tmp
	}
}

// row adds y·x[0:n] to t[0:n+1] (t[0:n+1] = y·x[0:n] when first), the
// word t[n] being new: as product's rows, the low halves in one chain
// with x[n−1]'s high half h plus the carry starting t[n], then the high
// halves one word up. The caller guarantees that the sum fits in t[0:n+1],
// so the last carry out is zero. s and h are scratch; t[n] may be t[0]'s
// register (t[0] is final after the first addition). known holds the
// halves of the products y·x(j) the caller has formed already (not in a
// first row).
func (g *gen) row(y string, x words, n int, t []string, first bool, s, h string, known map[int]halves) {
	op := func(j int) string {
		if j == 0 {
			return "ADDC"
		}
		return "ADDE"
	}
	if first {
		for j := 0; j < n; j++ {
			g.P("MULLD %s, %s, %s", y, x(j), t[j])
		}
		g.P("MULHDU %s, %s, %s", y, x(n-1), t[n])
	} else {
		if k, ok := known[n-1]; ok {
			h = k.hi
		} else {
			g.P("MULHDU %s, %s, %s", y, x(n-1), h)
		}
		for j := 0; j < n; j++ {
			v := s
			if k, ok := known[j]; ok {
				v = k.lo
			} else {
				g.P("MULLD %s, %s, %s", y, x(j), s)
			}
			g.P("%s %s, %s", op(j), v, t[j])
		}
		g.P("ADDZE %s, %s", h, t[n])
	}
	if n == 1 {
		return
	}
	for j := 0; j < n-1; j++ {
		v := s
		if k, ok := known[j]; ok {
			v = k.hi
		} else {
			g.P("MULHDU %s, %s, %s", y, x(j), s)
		}
		g.P("%s %s, %s", op(j), v, t[j+1])
	}
	g.P("ADDZE %s", t[n])
}

// halves names the registers holding a product's low and high words.
type halves struct{ lo, hi string }

// mulRows sets t[0:2n] = x·y, one row per word of y, read from 0(R5)
// into yw.
func (g *gen) mulRows(x words, n int, t []string, yw, s, h string) {
	for i := 0; i < n; i++ {
		g.Block("t += x·y[%d]·2^%d", i, 64*i)
		g.P("MOVD %d(R5), %s", 8*i, yw)
		g.row(yw, x, n, t[i:], i == 0, s, h, nil)
	}
}

// sqrRows sets t[0:2n] = x², as square does for P-256: the cross
// products xi·xj (i < j) as rows (row i at word 2i+1), doubled in one
// chain, then the squares xi² at words 2i, 2i+1 in another. xi(i) gives
// x's word i as row i's multiplier, in a register other than x(j)'s load
// register when x is in memory.
func (g *gen) sqrRows(x words, n int, t []string, xi func(i int) string, s, h string) {
	for i := 0; i < n-1; i++ {
		g.Block("t[%d:%d] += x%d·x[%d:%d]·2^%d", 2*i+1, n+i+1, i, i+1, n, 64*(2*i+1))
		y := xi(i)
		g.row(y, func(j int) string { return x(i + 1 + j) }, n-1-i, t[2*i+1:], i == 0, s, h, nil)
	}
	g.Block("t = 2t + Σ xi²·2^(128i)")
	g.P("ADDC %s, %s", t[1], t[1])
	for k := 2; k < 2*n-1; k++ {
		g.P("ADDE %s, %s", t[k], t[k])
	}
	g.P("ADDE R0, R0, %s", t[2*n-1])
	for i := 0; i < n; i++ {
		v := x(i)
		if i == 0 {
			g.P("MULLD %s, %s, %s", v, v, t[0])
			g.P("MULHDU %s, %s, %s", v, v, s)
			g.P("ADDC %s, %s", s, t[1])
			continue
		}
		g.P("MULLD %s, %s, %s", v, v, s)
		g.P("ADDE %s, %s", s, t[2*i])
		g.P("MULHDU %s, %s, %s", v, v, s)
		g.P("ADDE %s, %s", s, t[2*i+1])
	}
}

// header writes an n-word kernel's doc comment and TEXT line, what being
// the result with %s for the product (x·y, or x² for sqr), and loads the
// pointers: R3 z, R4 x, R5 y.
func (g *gen) header(name, what string, n int, sqr bool) {
	args, prod, argBytes := "z, x, y", "x·y", 24
	if sqr {
		args, prod, argBytes = "z, x", "x²", 16
	}
	g.Printf("\n// func %s(%s *[%d]uint64)\n//\n// %s sets z = %s. Constant time.\n", name, args, n, name, fmt.Sprintf(what, prod))
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-%d\n", name, argBytes)
	g.P("MOVD z+0(FP), R3")
	g.P("MOVD x+8(FP), R4")
	if !sqr {
		g.P("MOVD y+16(FP), R5")
	}
}

// p384Mont writes name(z, x, y *[6]uint64), z = x·y·2^−384 mod p, or for
// sqr name(z, x *[6]uint64), z = x²·2^−384 mod p (P-384, inputs below p,
// the output fully reduced like p384ElementMulGeneric's). x is in R6-R9,
// R11, R12, the product t0..t11 in R14-R25; z may alias x or y (z is
// written last).
//
// Montgomery reduction by words (HAC 14.32) with −p⁻¹ mod 2^64 =
// 2^32 + 1: each of six rounds adds m·p to the window t[0:6], with m =
// its low word·(2^32 + 1), which zeroes that word, and drops it. The
// window stays below 2^384 (it is below p + 2^65 after a round), so the
// top word of m·p plus the carries is the new top word. The window plus
// t's high half is below 2p; p is subtracted and added back under the
// borrow's mask, as in reduce.
func (g *gen) p384Mont(name string, sqr bool) {
	g.header(name, "%s·2^−384 mod p (P-384, Montgomery)", 6, sqr)
	x := []string{"R6", "R7", "R8", "R9", "R11", "R12"}
	t := []string{"R14", "R15", "R16", "R17", "R18", "R19", "R20", "R21", "R22", "R23", "R24", "R25"}
	s, h := "R26", "R27"
	for j, v := range x {
		g.P("MOVD %d(R4), %s", 8*j, v)
	}
	if sqr {
		g.sqrRows(inRegs(x...), 6, t, func(i int) string { return x[i] }, s, h)
	} else {
		g.mulRows(inRegs(x...), 6, t, "R10", s, h)
	}

	g.Block("p's words (p3 = p4 = p5 = all ones) and −p⁻¹ mod 2^64")
	p0, p1, p2, ones, n0, m := "R6", "R7", "R8", "R9", "R28", "R10"
	g.P("MOVD $-1, %s", ones)
	g.P("SRD $32, %s, %s // p0 = 2^32 − 1", ones, p0)
	g.P("SLD $32, %s, %s // p1 = 2^64 − 2^32", ones, p1)
	g.P("MOVD $-2, %s // p2 = 2^64 − 2", p2)
	g.P("ADD $2, %s, %s // 2^32 + 1", p0, n0)
	p := inRegs(p0, p1, p2, ones, ones, ones)
	ml, mh := "R11", "R12" // x's last words, free until top and keep
	w := append([]string(nil), t[:6]...)
	for round := 0; round < 6; round++ {
		g.Block("round %d: window += m·p with m = its low word·(2^32 + 1), shifted down a word", round)
		g.P("MULLD %s, %s, %s", n0, w[0], m)
		g.P("MULLD %s, %s, %s // m·p3 = m·p4 = m·p5", m, ones, ml)
		g.P("MULHDU %s, %s, %s", m, ones, mh)
		mo := halves{ml, mh}
		g.row(m, p, 6, append(append([]string(nil), w...), w[0]), false, s, h, map[int]halves{3: mo, 4: mo, 5: mo})
		w = append(append([]string(nil), w[1:]...), w[0])
	}

	g.Block("(top, r) = window + t's high half, below 2p")
	top, keep := "R11", "R12"
	g.P("ADDC %s, %s", t[6], w[0])
	for j := 1; j < 6; j++ {
		g.P("ADDE %s, %s", t[6+j], w[j])
	}
	g.P("ADDE R0, R0, %s", top)

	g.Block("u = (top, r) − p; r stays when it borrows (keep = all ones)")
	g.P("SUBC %s, %s", p0, w[0])
	g.P("SUBE %s, %s", p1, w[1])
	g.P("SUBE %s, %s", p2, w[2])
	for j := 3; j < 6; j++ {
		g.P("SUBE %s, %s", ones, w[j])
	}
	g.P("ADDME %s, %s // top − borrow: 0 or all ones (top = 1 always borrows)", top, keep)

	g.Block("z = u + (p & keep)")
	g.P("AND %s, %s", keep, p0)
	g.P("AND %s, %s", keep, p1)
	g.P("AND %s, %s", keep, p2)
	g.P("ADDC %s, %s", p0, w[0])
	g.P("ADDE %s, %s", p1, w[1])
	g.P("ADDE %s, %s", p2, w[2])
	for j := 3; j < 6; j++ {
		g.P("ADDE %s, %s // p%d & keep", keep, w[j], j)
	}
	for j := 0; j < 6; j++ {
		g.P("MOVD %s, %d(R3)", w[j], 8*j)
	}
	g.P("RET")
}

// p521 writes name(z, x, y *[9]uint64), z = x·y mod⁺ p, or for sqr
// name(z, x *[9]uint64), z = x² mod⁺ p (P-521, p = 2^521 − 1; inputs and
// output at most 2^521 − 1, like p521MulGeneric and p521SquareGeneric).
// The 18-word product t0..t17 takes R9, R11, R12, R14-R28, so x's words
// are loaded from 0(R4) as each product needs them (into R6; y's word,
// or the row's x word, in R10), but for x7 and x8, kept in R29 and R3 (z
// is reloaded for the stores). z may alias x or y (z is written last).
//
// The fold is p521Fold's: t ≡ (t mod 2^521) + (t >> 521), a sum below
// 2^522 whose bit 521 moves down to bit 0 once more.
func (g *gen) p521(name string, sqr bool) {
	g.header(name, "%s mod⁺ p (P-521)", 9, sqr)
	t := []string{"R9", "R11", "R12", "R14", "R15", "R16", "R17", "R18", "R19",
		"R20", "R21", "R22", "R23", "R24", "R25", "R26", "R27", "R28"}
	xt, s, h, yw := "R6", "R7", "R8", "R10"
	cached := map[int]string{7: "R29", 8: "R3"}
	x := g.inMemory("R4", 0, xt, cached)
	if sqr {
		g.sqrRows(x, 9, t, func(i int) string {
			if r, ok := cached[i]; ok {
				return r
			}
			g.P("MOVD %d(R4), %s", 8*i, yw)
			return yw
		}, s, h)
	} else {
		g.mulRows(x, 9, t, yw, s, h)
	}

	g.Block("s = t mod 2^521 + t >> 521, below 2^522")
	a, b, mask, c := s, h, xt, yw
	for i := 0; i < 8; i++ {
		g.P("SRD $9, %s, %s", t[8+i], a)
		g.P("SLD $55, %s, %s", t[9+i], b)
		g.P("OR %s, %s", b, a)
		if i == 0 {
			g.P("ADDC %s, %s", a, t[0])
		} else {
			g.P("ADDE %s, %s", a, t[i])
		}
	}
	g.P("SRD $9, %s, %s", t[16], a)
	g.P("SLD $55, %s, %s", t[17], b)
	g.P("OR %s, %s", b, a)
	g.P("MOVD $0x1ff, %s", mask)
	g.P("AND %s, %s", mask, t[8])
	g.P("ADDE %s, %s", a, t[8])

	g.Block("z = s mod 2^521 + bit 521 of s")
	g.P("SRD $9, %s, %s", t[8], c)
	g.P("AND %s, %s", mask, t[8])
	g.P("ADDC %s, %s", c, t[0])
	for i := 1; i < 9; i++ {
		g.P("ADDZE %s", t[i])
	}
	g.P("MOVD z+0(FP), R3")
	for i := 0; i < 9; i++ {
		g.P("MOVD %s, %d(R3)", t[i], 8*i)
	}
	g.P("RET")
}

// dispatcher is a field operation's entry point: name branches to the
// PPC64LE kernel asm when usePPC64LE is set and to the Go twin otherwise.
// The type and the table repeat fe_arm64_gen.go's and fe_s390x_gen.go's:
// each generator is a standalone program (go run of one file).
type dispatcher struct {
	name, asm, generic, sig string
	argBytes                int
}

var dispatchers = []dispatcher{
	{"p256ElementMul", "p256ElementMulPPC64LE", "p256ElementMulGeneric", "(z, x, y *[4]uint64)", 24},
	{"p256ElementSquare", "p256ElementSqrPPC64LE", "p256ElementSquareViaMul", "(z, x *[4]uint64)", 16},
	{"p384ElementMul", "p384ElementMulPPC64LE", "p384ElementMulGeneric", "(z, x, y *[6]uint64)", 24},
	{"p384ElementSquare", "p384ElementSqrPPC64LE", "p384ElementSquareViaMul", "(z, x *[6]uint64)", 16},
	{"p521Mul", "p521MulPPC64LE", "p521MulGeneric", "(z, x, y *[9]uint64)", 24},
	{"p521Square", "p521SqrPPC64LE", "p521SquareGeneric", "(z, x *[9]uint64)", 16},
}

// dispatch writes a tail branch on the public flag usePPC64LE, in assembly
// so that the element methods reach the kernel in one call (as
// fe_arm64_gen.go's dispatch does, for the same reason: a Go function
// holding both calls is past the inliner's budget). Without a frame, LR
// still holds the caller's return address and the arguments stay where the
// target reads them.
func (g *gen) dispatch(d dispatcher) {
	g.Printf("\n// func %s%s\n//\n// %s branches to %s on the PPC64LE tier and to %s (Base) otherwise.\n", d.name, d.sig, d.name, d.asm, d.generic)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-%d\n", d.name, d.argBytes)
	g.P("MOVBZ ·usePPC64LE(SB), R3")
	g.P("CMP R3, $0")
	g.P("BEQ %s_base", d.name)
	g.P("BR ·%s(SB)", d.asm)
	g.Printf("%s_base:\n", d.name)
	g.P("BR ·%s(SB)", d.generic)
}
