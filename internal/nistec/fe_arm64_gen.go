// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// fe_arm64_gen generates fe_arm64.s, nistec's arm64 field, scalar and
// point assembly (the "ARM64" tier):
//
//   - Montgomery multiplication (CIOS: per word of y one multiply pass
//     and one reduction pass, the accumulator kept in registers and
//     renamed instead of shifted) for the P-384 base field and the P-256,
//     P-384 and P-521 scalar fields, with fully reduced outputs like the
//     Go twins; for the P-256 base field the reduction keeps its own
//     accumulators (p256MulCore);
//   - Montgomery squaring for the P-256 and P-384 base fields: x² with
//     each cross product computed once, then REDC of its low half;
//   - P-256 Jacobian doubling (alone, and boothW of them written out for
//     a window), mixed addition (alone, and with a window's masks around
//     it), a whole window with its Booth digit and table scan, and the
//     co-Z addition of ScalarMult's table and the table's conversion to
//     affine, each one function with its field operations inlined
//     (pointGen);
//   - the P-521 base field product x·y and square x² mod⁺ 2^521 − 1: a
//     9×9-word schoolbook product (or the square's cross products once)
//     and the Mersenne fold of p521MulGeneric;
//   - the constant-time scans of 16-entry affine tables (NEON, every entry
//     read and kept under a mask) for P-256, P-384 and P-521;
//   - safegcd's 62 divsteps unrolled, the matrix rows packed two entries
//     to a register (divsteps62), and its updates of f, g, d, e for 5, 7
//     and 9 limbs (safegcdUpdate), and for P-256 the conditional negation
//     of a looked-up y.
//
// P-256's kernels and safegcd's are then reordered for in-order cores by a
// list scheduler over their dependencies (schedule, at the end of the file).
//
// Run by `go generate` (see generate.go):
//
//	go run fe_arm64_gen.go -out fe_arm64.s
//
// Products come from MUL (low half) and UMULH (high half), which leave the
// flags alone, so each carry chain (ADDS/ADCS) runs straight through them:
// a multiply pass is one chain adding the low halves at words j and one
// adding the high halves at words j+1. The final subtraction of the modulus
// is a SUBS/SBCS chain whose borrow picks, with CSEL, between t and t − p.
// Each product is issued two links ahead of the ADCS that consumes it (see
// chain), for in-order cores; in the scheduled kernels that order is only
// the scheduler's starting point.
// Everything is straight-line code: no branch, no secret-dependent address.
package main

import (
	"flag"
	"fmt"
	"log"
	"math/big"
	"regexp"
	"strings"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "fe_arm64.s", "output file")

type gen struct {
	*asmgen.File
	free []string // registers not in use, handed out from the front
	// early, if set, is called by p256MulCore and p256SqrReduce once the
	// reduction's scratch registers are free, to load the result's pointer
	// while the last carry chains run (an in-order core would otherwise
	// wait for the load before the stores).
	early func()
	// body, while not nil, holds the lines of a function that schedule
	// reorders at its RET (see scheduled).
	body []schedLine
	// pointKernel is set while a P-256 point function is written: extr
	// then splits EXTR.
	pointKernel bool
	// spareReg makes p256MulCore use one register fewer.
	spareReg bool
}

// extr writes d = (hi:lo) >> s, 0 < s < 64, d distinct from hi: EXTR, or
// in a point kernel LSR and ORR of hi shifted left. EXTR takes two µops on
// Cortex-A72 and Neoverse N1, one of them on the multiply pipe, which
// Neoverse N1's MUL and UMULH hold three cycles each; the pair runs on the
// simple integer pipes of Neoverse N1 (a shifted logical operand costs it
// nothing), and its ORR on Cortex-A72's multi-cycle pipe, as EXTR's
// second µop does.
func (g *gen) extr(s int, lo, hi, d string) {
	if !g.pointKernel {
		g.P("EXTR $%d, %s, %s, %s", s, lo, hi, d)
		return
	}
	g.P("LSR $%d, %s, %s", s, lo, d)
	g.P("ORR %s<<%d, %s, %s", hi, 64-s, d, d)
}

// allRegs are the general registers a leaf function may clobber: not R18
// (platform), R27 (the assembler's temporary), R28 (g), R29 (frame
// pointer) or R30 (link register).
var allRegs = []string{
	"R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10",
	"R11", "R12", "R13", "R14", "R15", "R16", "R17", "R19", "R20", "R21",
	"R22", "R23", "R24", "R25", "R26",
}

func (g *gen) resetRegs() { g.free = append([]string(nil), allRegs...); g.pointKernel = false }

func (g *gen) alloc() string {
	if len(g.free) == 0 {
		panic("out of registers")
	}
	r := g.free[0]
	g.free = g.free[1:]
	return r
}

func (g *gen) allocN(n int) []string {
	rs := make([]string, n)
	for i := range rs {
		rs[i] = g.alloc()
	}
	return rs
}

func (g *gen) release(rs ...string) { g.free = append(g.free, rs...) }

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("fe_arm64_gen.go", "arm64 && !purego")}
	p256 := limbsOf("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff")
	p384 := limbsOf("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff")
	n256 := limbsOf("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
	n384 := limbsOf("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")
	n521 := limbsOf("01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409")
	g.montMul("p256ElementMulARM64", p256)
	g.montSqr("p256ElementSqrARM64", p256)
	g.montMul("p384ElementMulARM64", p384)
	g.montSqr("p384ElementSqrARM64", p384)
	g.montMul("p256ScalarMulARM64", n256)
	g.montMul("p384ScalarMulARM64", n384)
	g.montMul("p521ScalarMulARM64", n521)
	g.p521Mul("p521MulARM64")
	g.p521Sqr("p521SqrARM64")
	g.lookupCounters()
	g.lookupAffine("p256LookupAffineNEON", 8)
	g.lookupAffine("p384LookupAffineNEON", 12)
	g.lookupAffine("p521LookupAffineNEON", 18)
	g.p256Double()
	g.p256DoubleW(5)
	g.p256AddAffine()
	g.divsteps62()
	g.p256AddAffineUnlessZero()
	g.p256WindowLookup(5)
	g.p256CoZAdd()
	g.p256CoZAffine()
	g.p256CondNegY()
	for _, l := range []int{5, 7, 9} {
		g.safegcdUpdate(l)
	}
	for _, d := range dispatchers {
		g.dispatch(d)
	}
	g.WriteFile(*out)
}

// limbsOf returns the little-endian 64-bit words of the hex number s.
func limbsOf(s string) []uint64 {
	p, ok := new(big.Int).SetString(s, 16)
	if !ok {
		log.Fatal("bad modulus ", s)
	}
	n := (p.BitLen() + 63) / 64
	l := make([]uint64, n)
	mask := new(big.Int).SetUint64(^uint64(0))
	for i := range l {
		l[i] = new(big.Int).And(p, mask).Uint64()
		p.Rsh(p, 64)
	}
	return l
}

// m0 returns −p⁻¹ mod 2^64 for the odd modulus p (words pl).
func m0(pl []uint64) uint64 {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	inv := new(big.Int).ModInverse(new(big.Int).SetUint64(pl[0]), two64)
	return new(big.Int).Sub(two64, inv).Uint64()
}

func isP256(pl []uint64) bool {
	return len(pl) == 4 && pl[0] == ^uint64(0) && pl[1] == 0xffffffff && pl[2] == 0 && pl[3] == 0xffffffff00000001
}

// header writes the TEXT line of a leaf function without a frame.
func (g *gen) header(name, sig string, argBytes int, doc string) {
	g.Printf("\n// func %s%s\n//\n// %s\nTEXT ·%s(SB), NOSPLIT|NOFRAME, $0-%d\n", name, sig, doc, name, argBytes)
	g.begin(name)
}

// loadWords loads n words at base into regs with LDP pairs.
func (g *gen) loadWords(base string, regs []string) {
	for j := 0; j+1 < len(regs); j += 2 {
		g.P("LDP %d(%s), (%s, %s)", 8*j, base, regs[j], regs[j+1])
	}
	if len(regs)%2 == 1 {
		g.P("MOVD %d(%s), %s", 8*(len(regs)-1), base, regs[len(regs)-1])
	}
}

// storeWords stores regs to n words at base with STP pairs.
func (g *gen) storeWords(base string, regs []string) {
	for j := 0; j+1 < len(regs); j += 2 {
		g.P("STP (%s, %s), %d(%s)", regs[j], regs[j+1], 8*j, base)
	}
	if len(regs)%2 == 1 {
		g.P("MOVD %s, %d(%s)", regs[len(regs)-1], 8*(len(regs)-1), base)
	}
}

// chainOp returns the flag-setting addition that starts (ADDS) or
// continues (ADCS) a carry chain.
func chainOp(first bool) string {
	if first {
		return "ADDS"
	}
	return "ADCS"
}

// step is one link of a carry chain: prod, if set, computes an operand
// into a scratch register (MUL, UMULH and loads leave the flags alone);
// add adds it, or a fixed register, into the chain.
type step struct {
	prod func(dst string)
	add  func(src string)
}

// chain emits steps with each product issued len(tmp)−1 steps ahead of its
// addition, so that an in-order core (Cortex-A53, A55) need not wait for
// the multiplier before each ADCS; out-of-order cores are indifferent. A
// scratch register is reused only after the addition that reads it.
func (g *gen) chain(steps []step, tmp []string) {
	d := len(tmp) - 1
	reg := make([]string, len(steps))
	next := 0
	for i := 0; i < len(steps)+d; i++ {
		if i < len(steps) && steps[i].prod != nil {
			reg[i] = tmp[next%len(tmp)]
			next++
			steps[i].prod(reg[i])
		}
		if k := i - d; k >= 0 {
			steps[k].add(reg[k])
		}
	}
}

// Kinds of modulus words, by how the reduction forms m·p[j].
const (
	wordZero = iota // no product at all
	wordOnes        // m·(2^64 − 1), formed once per round with NEGS and SBC
	wordReg         // the word is kept in a register
	wordMem         // the word is loaded from the function's constant table
)

// mont describes a Montgomery modulus and where its words live.
type mont struct {
	pl      []uint64
	n       int
	k       uint64 // −p⁻¹ mod 2^64
	p256    bool   // the P-256 base field prime, reduced with shifts
	useOnes bool
	kind    []int
	table   string // constant table (modulus words, then k), if used
	// Registers, set by loadMont.
	pr             []string // p[j] for wordReg words
	rp, rk         string   // table pointer, k
	onesLo, onesHi string   // −m and m − [m ≠ 0], for wordOnes words
}

// newMont classifies the words of pl. Words go in registers when inRegs,
// else in a table written here (before the function's TEXT line).
func (g *gen) newMont(name string, pl []uint64, inRegs bool) *mont {
	m := &mont{pl: pl, n: len(pl), k: m0(pl), p256: isP256(pl)}
	ones := 0
	for _, w := range pl {
		if w == ^uint64(0) {
			ones++
		}
	}
	m.useOnes = ones >= 2 && !m.p256
	m.kind = make([]int, m.n)
	for j, w := range pl {
		switch {
		case w == 0:
			m.kind[j] = wordZero
		case w == ^uint64(0) && m.useOnes:
			m.kind[j] = wordOnes
		case inRegs:
			m.kind[j] = wordReg
		default:
			m.kind[j] = wordMem
		}
	}
	if !inRegs {
		m.table = name + "_p<>"
		for j, w := range pl {
			g.Printf("\nDATA ·%s+%d(SB)/8, $0x%016x", m.table, 8*j, w)
		}
		g.Printf("\nDATA ·%s+%d(SB)/8, $0x%016x", m.table, 8*m.n, m.k)
		g.Printf("\nGLOBL ·%s(SB), RODATA|NOPTR, $%d\n", m.table, 8*(m.n+1))
	}
	return m
}

// loadMont puts the modulus words, k and the table pointer in registers.
func (g *gen) loadMont(m *mont) {
	if m.table != "" {
		m.rp = g.alloc()
		g.P("MOVD $·%s(SB), %s", m.table, m.rp)
	}
	m.pr = make([]string, m.n)
	for j, w := range m.pl {
		if m.kind[j] == wordReg && !(m.p256 && j == 0) {
			m.pr[j] = g.alloc()
			g.P("MOVD $0x%016x, %s", w, m.pr[j])
		}
	}
	if m.k != 1 && m.k != 0x100000001 {
		m.rk = g.alloc()
		if m.table != "" {
			g.P("MOVD %d(%s), %s", 8*m.n, m.rp, m.rk)
		} else {
			g.P("MOVD $0x%016x, %s", m.k, m.rk)
		}
	}
	if m.useOnes {
		m.onesLo, m.onesHi = g.alloc(), g.alloc()
	}
}

// redcRound adds m·p to t, with m = t[0]·k mod 2^64 (in mr), so that t[0]
// becomes zero, and returns t renamed: t[1:] with t[0] last. t has n+2
// words (wide: after a multiply pass) or n+1 (a squaring's REDC, whose
// window never carries out of word n). tmp holds two scratch registers and,
// for P-256, a third.
func (g *gen) redcRound(m *mont, t []string, mr string, tmp []string, wide bool) []string {
	n := m.n
	if m.p256 {
		// m = t[0] (−p⁻¹ = 1 mod 2^64). t[0] + m·p[0] = m·2^64 carries m
		// into word 1, and m + m·p[1] = m·2^32 is (m << 32, m >> 32) at
		// words 1 and 2; p[2] = 0; only m·p[3] is multiplied.
		g.Comment("t = (t + m·p) / 2^64, m = t[0]: shifts for p[0] and p[1], MUL/UMULH for p[3]")
		p3 := m.pr[3]
		g.P("LSL $32, %s, %s", t[0], tmp[0])
		g.P("LSR $32, %s, %s", t[0], tmp[1])
		g.P("MUL %s, %s, %s", t[0], p3, mr)
		g.P("UMULH %s, %s, %s", t[0], p3, tmp[2])
		g.P("ADDS %s, %s, %s", tmp[0], t[1], t[1])
		g.P("ADCS %s, %s, %s", tmp[1], t[2], t[2])
		g.P("ADCS %s, %s, %s", mr, t[3], t[3])
		if wide {
			g.P("ADCS %s, %s, %s", tmp[2], t[4], t[4])
			g.P("ADC ZR, %s, %s", t[5], t[5])
		} else {
			g.P("ADC %s, %s, %s", tmp[2], t[4], t[4])
		}
		g.P("MOVD ZR, %s", t[0]) // the next top word
		return append(t[1:], t[0])
	}
	g.Comment("t = (t + m·p) / 2^64 with m = t[0]·(−p⁻¹ mod 2^64)")
	switch m.k {
	case 1:
		g.P("MOVD %s, %s", t[0], mr)
	case 0x100000001:
		g.P("ADD %s<<32, %s, %s", t[0], t[0], mr)
	default:
		g.P("MUL %s, %s, %s", m.rk, t[0], mr)
	}
	if m.useOnes {
		// m·(2^64 − 1) = (m − [m ≠ 0])·2^64 + (−m mod 2^64). NEGS sets C
		// exactly when m = 0 (no borrow), so SBC gives m − 1 + C.
		g.P("NEGS %s, %s", mr, m.onesLo)
		g.P("SBC ZR, %s, %s", mr, m.onesHi)
	}
	pWord := func(j int, into string) string {
		if m.kind[j] == wordMem {
			g.P("MOVD %d(%s), %s", 8*j, m.rp, into)
			return into
		}
		return m.pr[j]
	}
	// halves returns the chain adding the low (hi = false) or high halves
	// of m·p[j] at words j + [hi].
	halves := func(hi bool) []step {
		mulOp, fixed, off := "MUL", m.onesLo, 0
		if hi {
			mulOp, fixed, off = "UMULH", m.onesHi, 1
		}
		steps := make([]step, n)
		for j := 0; j < n; j++ {
			op := chainOp(j == 0)
			if hi && !wide && j == n-1 {
				op = "ADC" // the window never carries out of word n
			}
			w := t[j+off]
			switch m.kind[j] {
			case wordZero:
				steps[j].add = func(string) { g.P("%s ZR, %s, %s", op, w, w) }
			case wordOnes:
				steps[j].add = func(string) { g.P("%s %s, %s, %s", op, fixed, w, w) }
			default:
				steps[j].prod = func(d string) { g.P("%s %s, %s, %s", mulOp, mr, pWord(j, d), d) }
				steps[j].add = func(src string) { g.P("%s %s, %s, %s", op, src, w, w) }
			}
		}
		return steps
	}
	// Low halves at words j; word 0 becomes zero.
	g.chain(halves(false), tmp)
	if wide {
		g.P("ADCS ZR, %s, %s", t[n], t[n])
		g.P("ADC ZR, %s, %s", t[n+1], t[n+1])
	} else {
		g.P("ADC ZR, %s, %s", t[n], t[n])
	}
	// High halves at words j+1.
	g.chain(halves(true), tmp)
	if wide {
		g.P("ADC ZR, %s, %s", t[n+1], t[n+1])
	}
	// t[0] is zero: it becomes the top word.
	return append(t[1:], t[0])
}

// finalSub writes z = t − p if t ≥ p, else t, for t < 2p in n+1 words
// t[0..n]: u = t − p by SUBS/SBCS, and CSEL on the borrow. It allocates n+1
// registers.
func (g *gen) finalSub(m *mont, t []string) {
	u, ld := g.finalSubRegs(m, t)
	g.P("MOVD z+0(FP), %s", ld)
	g.storeWords(ld, u)
	g.P("RET")
}

// finalSubRegs leaves t − p if t ≥ p, else t, in the n registers it
// returns, for t < 2p in n+1 words t[0..n], and a scratch register.
func (g *gen) finalSubRegs(m *mont, t []string) (u []string, ld string) {
	n := m.n
	g.Comment("t < 2p: u = t − p; keep t if that borrows (CSEL on the borrow)")
	u = g.allocN(n)
	ld = g.alloc()
	for j := 0; j < n; j++ {
		w := m.pl[j]
		switch {
		case j == 0 && w == ^uint64(0):
			g.P("ADDS $1, %s, %s", t[0], u[0]) // t − (2^64 − 1) mod 2^64, same carry as SUBS
		case w == 0:
			g.P("SBCS ZR, %s, %s", t[j], u[j])
		case w == ^uint64(0):
			g.P("ADCS ZR, %s, %s", t[j], u[j]) // t + NOT(2^64 − 1) + C: SBCS with all ones
		default:
			r := m.pr[j]
			if r == "" {
				r = ld
				g.P("MOVD %d(%s), %s", 8*j, m.rp, ld)
			}
			if j == 0 {
				g.P("SUBS %s, %s, %s", r, t[j], u[j])
			} else {
				g.P("SBCS %s, %s, %s", r, t[j], u[j])
			}
		}
	}
	g.P("SBCS ZR, %s, ZR", t[n]) // C clear (LO) exactly when t < p
	for j := 0; j < n; j++ {
		g.P("CSEL LO, %s, %s, %s", t[j], u[j], u[j])
	}
	return u, ld
}

// montMul writes a Montgomery multiplication z = x·y·2^(−64n) mod p, CIOS
// with all n+2 accumulator words in registers. The operand x sits in
// registers when they suffice (n ≤ 6); otherwise its words, like the
// modulus', are loaded as needed.
func (g *gen) montMul(name string, pl []uint64) {
	g.resetRegs()
	n := len(pl)
	inRegs := n <= 6
	m := g.newMont(name, pl, inRegs)
	g.header(name, fmt.Sprintf("(z, x, y *[%d]uint64)", n), 24,
		fmt.Sprintf("%s sets z = x·y·2^−%d mod p (Montgomery), fully reduced, with MUL/UMULH and ADDS/ADCS chains. Constant time.", name, 64*n))
	if m.p256 {
		rx, ry := g.alloc(), g.alloc()
		g.P("MOVD x+8(FP), %s", rx)
		g.P("MOVD y+16(FP), %s", ry)
		xr := g.allocN(4)
		g.loadWords(rx, xr)
		g.release(rx)
		g.loadMont(m)
		z := g.earlyResultPointer()
		u := g.p256MulCore(m, xr, nil, func(i int) string { return fmt.Sprintf("%d(%s)", 8*i, ry) })
		g.storeWords(*z, u)
		g.P("RET")
		return
	}
	rx, ry := g.alloc(), g.alloc()
	g.P("MOVD x+8(FP), %s", rx)
	g.P("MOVD y+16(FP), %s", ry)
	var xr []string
	if inRegs {
		xr = g.allocN(n)
		g.loadWords(rx, xr)
	}
	g.loadMont(m)
	t := g.allocN(n + 2)
	yi := g.alloc() // y[i] in the multiply pass, m in the reduction pass
	tmp := g.allocN(3)
	// xWord returns x[j]'s register, loading it into d if x is in memory.
	xWord := func(j int, d string) string {
		if inRegs {
			return xr[j]
		}
		g.P("MOVD %d(%s), %s", 8*j, rx, d)
		return d
	}
	// rowChain returns the chain adding the low (hi = false) or high halves
	// of x·y[i] at words j + [hi]; last, if set, replaces the last addition.
	rowChain := func(hi bool, last func(src string)) []step {
		mulOp, off := "MUL", 0
		if hi {
			mulOp, off = "UMULH", 1
		}
		steps := make([]step, n)
		for j := 0; j < n; j++ {
			w := t[j+off]
			op := chainOp(j == 0)
			steps[j].prod = func(d string) { g.P("%s %s, %s, %s", mulOp, yi, xWord(j, d), d) }
			steps[j].add = func(src string) { g.P("%s %s, %s, %s", op, src, w, w) }
		}
		if last != nil {
			steps[n-1].add = last
		}
		return steps
	}
	for i := 0; i < n; i++ {
		g.Comment("t += x·y[%d]", i)
		g.P("MOVD %d(%s), %s", 8*i, ry, yi)
		if i == 0 {
			// t is zero: the low halves are t's words, the high halves
			// one chain on top.
			for j := 0; j < n; j++ {
				g.P("MUL %s, %s, %s", yi, xWord(j, t[j]), t[j])
			}
			g.chain(rowChain(true, func(src string) {
				g.P("ADC ZR, %s, %s", src, t[n]) // x·y[0] < 2^(64(n+1)): no carry out
			}), tmp)
			g.P("MOVD ZR, %s", t[n+1])
		} else {
			g.chain(rowChain(false, nil), tmp)
			g.P("ADCS ZR, %s, %s", t[n], t[n])
			g.P("ADC ZR, ZR, %s", t[n+1]) // t[n+1] was zero
			g.chain(rowChain(true, nil), tmp)
			g.P("ADC ZR, %s, %s", t[n+1], t[n+1])
		}
		t = g.redcRound(m, t, yi, tmp, true)
	}
	// Only t, the modulus registers and the table pointer stay live.
	g.release(append(append([]string{rx, ry, yi, t[n+1]}, tmp...), xr...)...)
	if m.useOnes {
		g.release(m.onesLo, m.onesHi)
	}
	if m.rk != "" {
		g.release(m.rk)
	}
	g.finalSub(m, t[:n+1])
}

// squareProduct computes x² (2n words) from x in registers xr: the cross
// products x[i]·x[j] (i < j) row by row, each row a chain of low halves at
// words i+j and one of high halves at words i+j+1; then one chain over all
// words that adds the squares x[i]² to the doubled cross products, the
// doubling done by EXTR (2T's word w is T[w] << 1 | T[w−1] >> 63), which
// leaves the flags alone. Words w ≤ memMax are stored to mem (8w bytes in)
// once final, the others returned in registers (nil for stored words); the
// registers of xr are released as they die.
func (g *gen) squareProduct(xr []string, mem string, memMax int, tmp []string) []string {
	n := len(xr)
	T := make([]string, 2*n) // cross product words 1..2n−2
	stored := func(w int) bool { return w <= memMax }
	for i := 0; i < n-1; i++ {
		g.Comment("cross products x[%d]·x[%d..%d] at words %d..%d", i, i+1, n-1, 2*i+1, i+n)
		// half returns the chain adding the low (hi = false) or high
		// halves of x[i]·x[j] at words i+j + [hi].
		half := func(hi bool) []step {
			mulOp, off := "MUL", 0
			if hi {
				mulOp, off = "UMULH", 1
			}
			var steps []step
			for j := i + 1; j < n; j++ {
				op := chainOp(j == i+1)
				into := "" // the word's register if the step starts it, else the word itself
				if hi && j == n-1 {
					switch {
					case j == i+1:
						// The last, one-product row: its high half starts
						// word i+n with the low chain's carry, which it
						// cannot overflow (a high half is below 2^64 − 1).
						op, into = "ADC", "ZR"
					case i == 0:
						op, into = "ADC", "ZR" // word n starts here
					default:
						op = "ADC" // the cross products so far fit in words ≤ i+n
					}
				}
				w := T[i+j+off]
				steps = append(steps, step{
					prod: func(d string) { g.P("%s %s, %s, %s", mulOp, xr[i], xr[j], d) },
					add: func(src string) {
						if into == "" {
							g.P("%s %s, %s, %s", op, src, w, w)
						} else {
							g.P("%s %s, %s, %s", op, src, into, T[i+j+off])
						}
					},
				})
			}
			return steps
		}
		if i == 0 {
			for j := 1; j < n; j++ {
				T[j] = g.alloc()
				g.P("MUL %s, %s, %s", xr[0], xr[j], T[j])
			}
			T[n] = g.alloc()
			g.chain(half(true), tmp) // the last step starts T[n]: no carry out
		} else {
			g.chain(half(false), tmp)
			T[i+n] = g.alloc()
			if i < n-2 {
				g.P("ADC ZR, ZR, %s", T[i+n])
			} // else the high half's ADC takes the carry
			g.chain(half(true), tmp)
		}
		// Words 2i+1 and 2i+2 are final.
		for w := 2*i + 1; w <= 2*i+2; w++ {
			if stored(w) {
				g.P("MOVD %s, %d(%s)", T[w], 8*w, mem)
				g.release(T[w])
				T[w] = ""
			}
		}
	}
	g.Comment("x² = 2·T + Σ x[i]²·2^(128i): EXTR doubles, one ADDS/ADCS chain adds the squares")
	word := func(w int) string { // cross product word w, loaded if stored
		if w == 0 || w == 2*n-1 {
			return "ZR"
		}
		if stored(w) {
			r := g.alloc()
			g.P("MOVD %d(%s), %s", 8*w, mem, r)
			return r
		}
		return T[w]
	}
	S := make([]string, 2*n)
	S[0] = g.alloc()
	g.P("MUL %s, %s, %s", xr[0], xr[0], S[0]) // the cross products have no word 0
	if stored(0) {
		g.P("MOVD %s, 0(%s)", S[0], mem)
		g.release(S[0])
		S[0] = ""
	}
	prev := "ZR" // cross product word w−1
	steps := make([]step, 2*n-1)
	for w := 1; w < 2*n; w++ {
		op := chainOp(w == 1)
		if w == 2*n-1 {
			op = "ADC" // x² < 2^(128n)
		}
		steps[w-1] = step{
			prod: func(d string) {
				// Word w of 2·T, then word w of Σ x[i]².
				cur := word(w)
				S[w] = g.alloc()
				switch { // (T[w]:T[w−1]) >> 63; a shift alone at the ends (EXTR is two µops on Cortex-A72 and Neoverse N1)
				case prev == "ZR":
					g.P("LSL $1, %s, %s", cur, S[w])
				case cur == "ZR":
					g.P("LSR $63, %s, %s", prev, S[w])
				default:
					g.extr(63, prev, cur, S[w])
				}
				if prev != "ZR" {
					g.release(prev)
				}
				prev = cur
				i := w / 2
				if w%2 == 0 {
					g.P("MUL %s, %s, %s", xr[i], xr[i], d)
				} else {
					g.P("UMULH %s, %s, %s", xr[i], xr[i], d)
					g.release(xr[i])
				}
			},
			add: func(src string) {
				g.P("%s %s, %s, %s", op, src, S[w], S[w])
				if stored(w) {
					g.P("MOVD %s, %d(%s)", S[w], 8*w, mem)
					g.release(S[w])
					S[w] = ""
				}
			},
		}
	}
	g.chain(steps, tmp)
	return S
}

// earlyResultPointer sets g.early to load z+0(FP) into a register, named
// by the string it returns once g.early has run.
func (g *gen) earlyResultPointer() *string {
	z := new(string)
	g.early = func() {
		*z = g.alloc()
		g.P("MOVD z+0(FP), %s", *z)
		g.early = nil
	}
	return z
}

// montSqr writes a Montgomery squaring z = x²·2^(−64n) mod p: x² in
// registers, REDC of its low half alone ((T_lo + M·p)/2^(64n) ≤ p, n
// rounds on an n+1-word window), plus its high half (< p), and one
// conditional subtraction.
func (g *gen) montSqr(name string, pl []uint64) {
	g.resetRegs()
	n := len(pl)
	m := g.newMont(name, pl, true)
	g.header(name, fmt.Sprintf("(z, x *[%d]uint64)", n), 16,
		fmt.Sprintf("%s sets z = x²·2^−%d mod p (Montgomery), fully reduced, with MUL/UMULH and ADDS/ADCS chains. Constant time.", name, 64*n))
	rx := g.alloc()
	g.P("MOVD x+8(FP), %s", rx)
	xr := g.allocN(n)
	g.loadWords(rx, xr)
	g.release(rx)
	tmp := g.allocN(3)
	S := g.squareProduct(xr, "", -1, tmp)
	g.loadMont(m)
	if m.p256 {
		g.release(tmp...)
		z := g.earlyResultPointer()
		u := g.p256SqrReduce(m, S)
		g.storeWords(*z, u)
		g.P("RET")
		return
	}
	mr := g.alloc()
	t := append(append([]string(nil), S[:n]...), g.alloc())
	g.P("MOVD ZR, %s", t[n])
	for i := 0; i < n; i++ {
		t = g.redcRound(m, t, mr, tmp, false)
	}
	g.Comment("t ≤ p plus the high half (< p): below 2p")
	for j := 0; j < n; j++ {
		g.P("%s %s, %s, %s", chainOp(j == 0), S[n+j], t[j], t[j])
	}
	g.P("ADC ZR, %s, %s", t[n], t[n])
	g.release(append(append([]string{mr}, tmp...), S[n:]...)...)
	if m.useOnes {
		g.release(m.onesLo, m.onesHi)
	}
	if m.rk != "" {
		g.release(m.rk)
	}
	g.finalSub(m, t)
}

// p521Mul writes z = x·y mod⁺ 2^521 − 1: the 9×9-word product row by row
// in a sliding window of ten registers, each finished low word stored to z
// (x is in registers and y's word i is read before z's word i is written,
// so z may alias either), then the Mersenne fold.
func (g *gen) p521Mul(name string) {
	g.resetRegs()
	g.header(name, "(z, x, y *[9]uint64)", 24, fmt.Sprintf("%s sets z = x·y mod⁺ 2^521 − 1 with MUL/UMULH and ADDS/ADCS chains. Constant time.", name))
	rx, rz, ry := g.alloc(), g.alloc(), g.alloc()
	g.P("MOVD x+8(FP), %s", rx)
	g.P("MOVD z+0(FP), %s", rz)
	g.P("MOVD y+16(FP), %s", ry)
	x := g.allocN(9)
	g.loadWords(rx, x)
	g.release(rx)
	acc := g.allocN(10)
	yi := g.alloc()
	tmp := g.allocN(3)
	// row returns the chain adding the low (hi = false) or high halves of
	// x·y[i] at words j + [hi] of the window; last, if set, replaces the
	// last addition.
	row := func(hi bool, last func(src string)) []step {
		mulOp, off := "MUL", 0
		if hi {
			mulOp, off = "UMULH", 1
		}
		steps := make([]step, 9)
		for j := 0; j < 9; j++ {
			w := acc[j+off]
			op := chainOp(j == 0)
			steps[j].prod = func(d string) { g.P("%s %s, %s, %s", mulOp, yi, x[j], d) }
			steps[j].add = func(src string) { g.P("%s %s, %s, %s", op, src, w, w) }
		}
		if last != nil {
			steps[8].add = last
		}
		return steps
	}
	for i := 0; i < 9; i++ {
		g.Comment("t[%d..%d] += x·y[%d]", i, i+9, i)
		g.P("MOVD %d(%s), %s", 8*i, ry, yi)
		if i == 0 {
			for j := 0; j < 9; j++ {
				g.P("MUL %s, %s, %s", yi, x[j], acc[j])
			}
			g.chain(row(true, func(src string) { g.P("ADC ZR, %s, %s", src, acc[9]) }), tmp)
		} else {
			g.chain(row(false, nil), tmp)
			g.P("ADC ZR, ZR, %s", acc[9]) // word i+9 enters the window as the carry
			// The window's value after the row is below 2^640: the last
			// ADCS cannot carry out.
			g.chain(row(true, nil), tmp)
		}
		g.P("MOVD %s, %d(%s)", acc[0], 8*i, rz) // word i is final
		acc = append(acc[1:], acc[0])
	}
	g.release(append(append([]string{ry, yi}, x...), tmp...)...)
	// acc[9] still holds t[8]; acc[0..8] hold t[9..17].
	g.p521Fold(rz, append([]string{acc[9]}, acc[:9]...))
}

// p521Sqr writes z = x² mod⁺ 2^521 − 1: squareProduct with the words 1..8
// kept in z (x is in registers by then), then the Mersenne fold.
func (g *gen) p521Sqr(name string) {
	g.resetRegs()
	g.header(name, "(z, x *[9]uint64)", 16, fmt.Sprintf("%s sets z = x² mod⁺ 2^521 − 1 with MUL/UMULH and ADDS/ADCS chains. Constant time.", name))
	rx, rz := g.alloc(), g.alloc()
	g.P("MOVD x+8(FP), %s", rx)
	g.P("MOVD z+0(FP), %s", rz)
	x := g.allocN(9)
	g.loadWords(rx, x)
	g.release(rx)
	tmp := g.allocN(3)
	S := g.squareProduct(x, rz, 7, tmp)
	g.release(tmp...)
	g.p521Fold(rz, S[8:])
}

// p521Fold writes z = t mod 2^521 + t >> 521, and bit 521 of that sum once
// more into bit 0 (p521Fold in p521_field.go), for the 18-word t whose
// words 0..7 are in z and words 8..17 in h.
func (g *gen) p521Fold(rz string, h []string) {
	g.Comment("h = t >> 521 = t[8..17] >> 9, in place; low9 = t[8] mod 2^9")
	low9 := g.alloc()
	g.P("AND $0x1ff, %s, %s", h[0], low9)
	for k := 0; k < 9; k++ {
		g.P("EXTR $9, %s, %s, %s", h[k], h[k+1], h[k]) // (t[9+k]:t[8+k]) >> 9
	}
	g.Comment("s = (t mod 2^521) + h < 2^522")
	s := g.allocN(8)
	g.loadWords(rz, s)
	for k := 0; k < 8; k++ {
		g.P("%s %s, %s, %s", chainOp(k == 0), s[k], h[k], h[k])
	}
	g.P("ADC %s, %s, %s", low9, h[8], h[8])
	g.Comment("fold bit 521 into bit 0 once more")
	c := low9
	g.P("LSR $9, %s, %s", h[8], c)
	g.P("AND $0x1ff, %s, %s", h[8], h[8])
	g.P("ADDS %s, %s, %s", c, h[0], h[0])
	for k := 1; k < 9; k++ {
		g.P("ADCS ZR, %s, %s", h[k], h[k])
	}
	g.storeWords(rz, h[:9])
	g.P("RET")
}

// divsteps62 writes divsteps62ARM64(delta int64, f, g uint64) (d, u, v,
// q, r int64), the 62 half-delta divsteps of divsteps62 (safegcd.go)
// unrolled, with the same results for every δ but −2^63 (safegcd's δ is
// odd), which divsteps62 takes as positive (−δ overflows). TST of δ (doubled, so
// never zero) with odd = −(g & 1) leaves GT set exactly when δ > 0 and g
// is odd, the swap; each step then takes 14 instructions: CSEL picks the
// new f and (u, v) (old g and (q, r) on a swap), AND and CNEG form the ±f
// and ±(u, v) added to g and (q, r) when g is odd, and shifted ORRs halve g
// and double (u, v); the next step's odd is bit 1 of g, taken beside the
// halving, so that a step's chain through g is four instructions (TST,
// CNEG, ADD, SBFX). The new f, (u, v) go to fresh registers and the old
// ones are reused, so no MOV is needed.
//
// A row of the transition matrix travels packed in one register, u + v·2^32
// (and q + r·2^32): every step changes the rows by additions, negations,
// masks and doublings, which act on the packed word as on each half, exact
// modulo 2^64. The entries of a k-step matrix lie in [−2^k, 2^k], so the
// halves stay signed 32-bit numbers for k ≤ 30: the steps run in batches
// of 20, 21 and 21, each from the identity matrix (f and g themselves are
// full words, as in divsteps62), each batch's matrix unpacked (SBFX, then
// the rest shifted down) and multiplied into the product of the earlier
// ones (MUL and MADD, exact: the 41- and 62-step entries fit in 64 bits).
// Straight-line, constant time.
func (g *gen) divsteps62() {
	g.Printf("\n// func divsteps62ARM64(delta int64, f0, g0 uint64) (d, u, v, q, r int64)\n//\n// divsteps62ARM64 is divsteps62 (safegcd.go) in assembly. Constant time.\nTEXT ·divsteps62ARM64(SB), NOSPLIT|NOFRAME, $0-64\n")
	g.begin("divsteps62ARM64")
	delta, gg, qr, odd := "R0", "R2", "R5", "R7"
	cur := [2]string{"R1", "R3"} // f, (u, v)
	nxt := [2]string{"R8", "R9"}
	tmp := [2]string{"R11", "R12"}
	// The product of the batches so far, and a batch's unpacked matrix.
	U, V, Q, R := "R13", "R14", "R15", "R16"
	bu, bv, bq, br := "R17", "R19", "R20", "R21"
	nu, nv, nq, nr := "R22", "R23", "R24", "R25"
	g.P("MOVD delta+0(FP), %s", delta)
	g.P("MOVD f0+8(FP), %s", cur[0])
	g.P("MOVD g0+16(FP), %s", gg)
	step := 0
	for b, k := range []int{20, 21, 21} {
		g.Comment("batch %d: divsteps %d..%d, (u, v) and (q, r) packed from the identity", b+1, step, step+k-1)
		g.P("MOVD $1, %s", cur[1])
		g.P("MOVD $0x100000000, %s", qr)
		for i := 0; i < k; i++ {
			if step == 0 {
				g.Comment("odd = −(g & 1); GT after TST: δ > 0 and g odd (the swap).")
				g.P("SBFX $0, %s, $1, %s", gg, odd)
			}
			step++
			g.P("TST %s, %s", odd, delta)
			// (f, g), ((u, v), (q, r)): the new first is the old second on
			// a swap; the second gains ±first (minus on a swap) when g is
			// odd. The mask comes before the negation, off the TST's path.
			for j, second := range []string{gg, qr} {
				g.P("CSEL GT, %s, %s, %s", second, cur[j], nxt[j])
				g.P("AND %s, %s, %s", odd, cur[j], tmp[j])
				g.P("CNEG GT, %s, %s", tmp[j], tmp[j])
				g.P("ADD %s, %s, %s", tmp[j], second, second)
			}
			g.P("CNEG GT, %s, %s", delta, delta) // δ ← 1 − δ on a swap, 1 + δ otherwise
			g.P("ADD $2, %s, %s", delta, delta)
			if step < 62 {
				// The next step's odd from bit 1, beside the halving.
				g.P("SBFX $1, %s, $1, %s", gg, odd)
			}
			// The halving and doubling as ORR of a shifted operand: the
			// multi-cycle pipe of Cortex-A72 runs them, beside the two
			// simple pipes that the rest of the step fills (Cortex-A53 and
			// Neoverse N1 run them as they run LSR and LSL).
			g.P("ORR %s>>1, ZR, %s", gg, gg)
			g.P("ORR %s<<1, ZR, %s", nxt[1], nxt[1])
			cur, nxt = nxt, cur
		}
		// Unpack: the low half sign-extended, the high half what is left.
		g.P("SBFX $0, %s, $32, %s", cur[1], bu)
		g.P("SUB %s, %s, %s", bu, cur[1], bv)
		g.P("ASR $32, %s, %s", bv, bv)
		g.P("SBFX $0, %s, $32, %s", qr, bq)
		g.P("SUB %s, %s, %s", bq, qr, br)
		g.P("ASR $32, %s, %s", br, br)
		if b == 0 {
			U, V, Q, R, bu, bv, bq, br = bu, bv, bq, br, U, V, Q, R
			continue
		}
		g.Comment("(u v; q r) ← batch · (u v; q r)")
		g.P("MUL %s, %s, %s", U, bu, nu)
		g.P("MADD %s, %s, %s, %s", Q, nu, bv, nu)
		g.P("MUL %s, %s, %s", V, bu, nv)
		g.P("MADD %s, %s, %s, %s", R, nv, bv, nv)
		g.P("MUL %s, %s, %s", U, bq, nq)
		g.P("MADD %s, %s, %s, %s", Q, nq, br, nq)
		g.P("MUL %s, %s, %s", V, bq, nr)
		g.P("MADD %s, %s, %s, %s", R, nr, br, nr)
		U, V, Q, R, nu, nv, nq, nr = nu, nv, nq, nr, U, V, Q, R
	}
	g.P("MOVD %s, d+24(FP)", delta)
	g.P("MOVD %s, u+32(FP)", U)
	g.P("MOVD %s, v+40(FP)", V)
	g.P("MOVD %s, q+48(FP)", Q)
	g.P("MOVD %s, r+56(FP)", R)
	g.P("RET")
}

// p256CondNegY writes p256CondNegYARM64(sel *p256Affine, sign uint64):
// y ← −y mod p when sign ≠ 0, as Neg computes it: 0 − y by a NEGS/NGCS
// chain, p added back under the mask of its borrow (y ≠ 0), then CSEL on
// sign. Straight-line, constant time.
func (g *gen) p256CondNegY() {
	g.header("p256CondNegYARM64", "(sel *p256Affine, sign uint64)", 16,
		"p256CondNegYARM64 sets sel.y = −sel.y when sign ≠ 0. Constant time.")
	g.P("MOVD sel+0(FP), R0")
	g.P("MOVD sign+8(FP), R1")
	y := []string{"R2", "R3", "R4", "R5"}
	n := []string{"R6", "R7", "R8", "R9"}
	g.P("LDP 32(R0), (%s, %s)", y[0], y[1])
	g.P("LDP 48(R0), (%s, %s)", y[2], y[3])
	g.P("NEGS %s, %s", y[0], n[0])
	for k := 1; k < 4; k++ {
		g.P("NGCS %s, %s", y[k], n[k])
	}
	g.P("CSETM LO, R10") // all ones on a borrow: y ≠ 0, add p
	// p = 2^256 − 2^224 + 2^192 + 2^96 − 1: words all ones, 2^32 − 1,
	// zero, 2^64 − 2^32 + 1.
	g.P("AND $0xffffffff, R10, R11")
	g.P("AND $0xffffffff00000001, R10, R12")
	g.P("ADDS R10, %s, %s", n[0], n[0])
	g.P("ADCS R11, %s, %s", n[1], n[1])
	g.P("ADCS ZR, %s, %s", n[2], n[2])
	g.P("ADC R12, %s, %s", n[3], n[3])
	g.P("CMP $0, R1") // NE: negate
	for k := 0; k < 4; k++ {
		g.P("CSEL NE, %s, %s, %s", n[k], y[k], y[k])
	}
	g.P("STP (%s, %s), 32(R0)", y[0], y[1])
	g.P("STP (%s, %s), 48(R0)", y[2], y[3])
	g.P("RET")
}

// safegcdUpdate writes safegcdUpdate<L>ARM64(f, g, d, e, m *gcdNum, mInv
// uint64, u, v, q, r int64): updateFG then updateDE (safegcd.go) for L
// limbs, unrolled. Each signed product comes from MUL and SMULH and is
// added to its 128-bit accumulator by ADDS/ADC; the arithmetic shift by 62
// is EXTR and ASR. Straight-line, constant time.
func (g *gen) safegcdUpdate(L int) {
	name := fmt.Sprintf("safegcdUpdate%dARM64", L)
	g.header(name, "(f, gg, d, e, m *gcdNum, mInv uint64, u, v, q, r int64)", 80,
		fmt.Sprintf("%s is updateFG and updateDE for %d limbs. Constant time.", name, L))
	rf, rg, rd, re, rm, rinv := "R0", "R1", "R2", "R3", "R4", "R5"
	ru, rv, rq, rr, mask := "R6", "R7", "R8", "R9", "R10"
	for i, a := range []string{"f", "gg", "d", "e", "m", "mInv", "u", "v", "q", "r"} {
		g.P("MOVD %s+%d(FP), R%d", a, 8*i, i)
	}
	g.P("MOVD $0x3fffffffffffffff, %s", mask)
	xl, xh, yl, yh := "R11", "R12", "R13", "R14" // the two accumulators
	t0, t1, a, b, c := "R15", "R16", "R17", "R19", "R20"
	mac := func(lo, hi, x, y string, first bool) {
		if first {
			g.P("MUL %s, %s, %s", x, y, lo)
			g.P("SMULH %s, %s, %s", x, y, hi)
			return
		}
		g.P("MUL %s, %s, %s", x, y, t0)
		g.P("SMULH %s, %s, %s", x, y, t1)
		g.P("ADDS %s, %s, %s", t0, lo, lo)
		g.P("ADC %s, %s, %s", t1, hi, hi)
	}
	shr := func(lo, hi string) {
		g.P("EXTR $62, %s, %s, %s", lo, hi, lo)
		g.P("ASR $62, %s, %s", hi, hi)
	}
	// macs adds limb i's products u·a + v·b and q·a + r·b to the two
	// accumulators; storeShift stores the 62-bit limb below limb i of each
	// result to x and y and shifts both accumulators down by 62 bits.
	macs := func(i int) {
		mac(xl, xh, ru, a, i == 0)
		mac(xl, xh, rv, b, false)
		mac(yl, yh, rq, a, i == 0)
		mac(yl, yh, rr, b, false)
	}
	storeShift := func(i int, x, y string) {
		if i > 0 {
			g.P("AND %s, %s, %s", mask, xl, t0)
			g.P("AND %s, %s, %s", mask, yl, t1)
			g.P("MOVD %s, %d(%s)", t0, 8*(i-1), x)
			g.P("MOVD %s, %d(%s)", t1, 8*(i-1), y)
		}
		shr(xl, xh)
		shr(yl, yh)
	}
	g.Comment("(f, g) ← (u·f + v·g, q·f + r·g) / 2^62")
	for i := 0; i < L; i++ {
		g.P("MOVD %d(%s), %s", 8*i, rf, a)
		g.P("MOVD %d(%s), %s", 8*i, rg, b)
		macs(i)
		storeShift(i, rf, rg)
	}
	g.P("MOVD %s, %d(%s)", xl, 8*(L-1), rf)
	g.P("MOVD %s, %d(%s)", yl, 8*(L-1), rg)
	g.Comment("(d, e) ← (u·d + v·e, q·d + r·e) / 2^62 mod m, md and me as in updateDE")
	md, me := "R21", "R22"
	g.P("MOVD %d(%s), %s", 8*(L-1), rd, a)
	g.P("MOVD %d(%s), %s", 8*(L-1), re, b)
	g.P("ASR $63, %s, %s", a, a) // all ones when d < 0
	g.P("ASR $63, %s, %s", b, b)
	g.P("AND %s, %s, %s", a, ru, md)
	g.P("AND %s, %s, %s", b, rv, t0)
	g.P("ADD %s, %s, %s", t0, md, md)
	g.P("AND %s, %s, %s", a, rq, me)
	g.P("AND %s, %s, %s", b, rr, t0)
	g.P("ADD %s, %s, %s", t0, me, me)
	for i := 0; i < L; i++ {
		g.P("MOVD %d(%s), %s", 8*i, rd, a)
		g.P("MOVD %d(%s), %s", 8*i, re, b)
		g.P("MOVD %d(%s), %s", 8*i, rm, c)
		macs(i)
		if i == 0 {
			// md −= (mInv·cd.lo + md) mod 2^62, likewise me: the low 62
			// bits of cd + m·md vanish.
			for _, k := range [][2]string{{xl, md}, {yl, me}} {
				g.P("MUL %s, %s, %s", rinv, k[0], t0)
				g.P("ADD %s, %s, %s", k[1], t0, t0)
				g.P("AND %s, %s, %s", mask, t0, t0)
				g.P("SUB %s, %s, %s", t0, k[1], k[1])
			}
		}
		mac(xl, xh, md, c, false)
		mac(yl, yh, me, c, false)
		storeShift(i, rd, re)
	}
	g.P("MOVD %s, %d(%s)", xl, 8*(L-1), rd)
	g.P("MOVD %s, %d(%s)", yl, 8*(L-1), re)
	g.P("RET")
}

// dispatcher is a field operation's entry point: name jumps to the ARM64
// tier's function asm when useARM64 is set and to the Go function generic
// (the Base tier) otherwise.
type dispatcher struct {
	name, asm, generic, sig string
	argBytes                int
}

var dispatchers = []dispatcher{
	{"p256ElementMul", "p256ElementMulARM64", "p256ElementMulGeneric", "(z, x, y *[4]uint64)", 24},
	{"p256ElementSquare", "p256ElementSqrARM64", "p256ElementSquareViaMul", "(z, x *[4]uint64)", 16},
	{"p384ElementMul", "p384ElementMulARM64", "p384ElementMulGeneric", "(z, x, y *[6]uint64)", 24},
	{"p384ElementSquare", "p384ElementSqrARM64", "p384ElementSquareViaMul", "(z, x *[6]uint64)", 16},
	{"p521Mul", "p521MulARM64", "p521MulGeneric", "(z, x, y *[9]uint64)", 24},
	{"p521Square", "p521SqrARM64", "p521SquareGeneric", "(z, x *[9]uint64)", 16},
	{"p256ScalarMul", "p256ScalarMulARM64", "p256ScalarMulGeneric", "(z, x, y *[4]uint64)", 24},
	{"p384ScalarMul", "p384ScalarMulARM64", "p384ScalarMulGeneric", "(z, x, y *[6]uint64)", 24},
	{"p521ScalarMul", "p521ScalarMulARM64", "p521ScalarMulGeneric", "(z, x, y *[9]uint64)", 24},
}

// dispatch writes a tail branch on the public flag useARM64, in assembly
// so that the element methods reach the kernel in one call: a Go function
// holding both calls is past the inliner's budget and would cost a second
// call per field operation. Without a frame, LR still holds the caller's
// return address, so the target returns straight to the caller.
func (g *gen) dispatch(d dispatcher) {
	g.header(d.name, d.sig, d.argBytes, fmt.Sprintf("%s branches to %s on the ARM64 tier and to %s (Base) otherwise.", d.name, d.asm, d.generic))
	g.P("MOVBU ·useARM64(SB), R16")
	g.P("CBZ R16, %s_base", d.name)
	g.P("B ·%s(SB)", d.asm)
	g.Printf("%s_base:\n", d.name)
	g.P("B ·%s(SB)", d.generic)
}

// lookupCounters writes the table lookupAffine compares the index with:
// the entry numbers 1..16, each in both 64-bit lanes of a vector.
func (g *gen) lookupCounters() {
	for j := 0; j < 16; j++ {
		for lane := 0; lane < 2; lane++ {
			g.Printf("\nDATA ·lookupCounters<>+%d(SB)/8, $%d", 16*j+8*lane, j+1)
		}
	}
	g.Printf("\nGLOBL ·lookupCounters<>(SB), RODATA|NOPTR, $256\n")
}

// lookupAffine writes name(out *[words]uint64, table *[16][words]uint64,
// idx uint64): out = table[idx−1] for 1 ≤ idx ≤ 16 and zero for idx = 0,
// with NEON: every entry is loaded, and kept by VBIT under the mask
// CMEQ(idx, entry number), all ones for the one entry that matches and
// zero for the others. The 16 masks are independent of each other; each
// entry is loaded one entry ahead of its VBITs (two buffers), and where
// the registers allow, even and odd entries go to two sets of
// accumulators, ORed at the end, which halves the chains of VBITs for
// in-order cores. Constant time: no branch or address depends on idx.
func (g *gen) lookupAffine(name string, words int) {
	g.header(name, fmt.Sprintf("(out *[%d]uint64, table *[16][%d]uint64, idx uint64)", words, words), 24,
		fmt.Sprintf("%s sets out to entry idx−1 of table (zero for idx = 0) with a full masked scan (NEON). Constant time.", name))
	g.P("MOVD table+8(FP), R1")
	g.P("MOVD idx+16(FP), R2")
	g.lookupAffineScan(words, func() { g.P("MOVD out+0(FP), R0") })
	g.P("RET")
}

// lookupAffineScan writes lookupAffine's scan of the table at R1 for the
// index in R2, then calls out, which leaves in R0 where the entry goes,
// and stores it there. It clobbers R0 to R3 and the vector registers.
func (g *gen) lookupAffineScan(words int, out func()) {
	vecs := words / 2
	sets := 2
	if 2*vecs+2*vecs+5 > 32 {
		sets = 1
	}
	v := func(i int) string { return fmt.Sprintf("V%d.B16", i) }
	d := func(i int) string { return fmt.Sprintf("V%d.D2", i) }
	list := func(first, n int) string {
		s := "["
		for i := 0; i < n; i++ {
			if i > 0 {
				s += ", "
			}
			s += d(first + i)
		}
		return s + "]"
	}
	// V0.. accumulators (sets·vecs), then two entry buffers (2·vecs), the
	// index, four masks.
	buf := [2]int{sets * vecs, sets*vecs + vecs}
	vIdx := buf[1] + vecs
	mask0 := vIdx + 1
	g.P("MOVD $·lookupCounters<>(SB), R3")
	// load emits VLD1.P of the n vectors at R (at most four per instruction).
	load := func(reg string, first, n int) {
		for k := 0; k < n; k += 4 {
			c := min(4, n-k)
			g.P("VLD1.P %d(%s), %s", 16*c, reg, list(first+k, c))
		}
	}
	load("R1", buf[0], vecs)
	g.P("VDUP R2, %s", d(vIdx))
	for k := 0; k < sets*vecs; k++ {
		g.P("VEOR %s, %s, %s", v(k), v(k), v(k))
	}
	for j := 0; j < 16; j++ {
		if j%4 == 0 {
			g.Comment("entries %d..%d: masks CMEQ(idx, j+1), all ones for the entry that matches", j, j+3)
			load("R3", mask0, 4)
		}
		if j+1 < 16 {
			load("R1", buf[(j+1)%2], vecs)
		}
		if j%4 == 0 {
			for k := 0; k < 4; k++ {
				g.P("VCMEQ %s, %s, %s", d(vIdx), d(mask0+k), d(mask0+k))
			}
		}
		mk := mask0 + j%4
		acc := (j % sets) * vecs
		for k := 0; k < vecs; k++ {
			g.P("VBIT %s, %s, %s", v(mk), v(buf[j%2]+k), v(acc+k)) // acc = mask ? entry : acc
		}
	}
	if sets == 2 {
		for k := 0; k < vecs; k++ {
			g.P("VORR %s, %s, %s", v(vecs+k), v(k), v(k))
		}
	}
	out()
	for k := 0; k < vecs; k += 4 {
		c := min(4, vecs-k)
		g.P("VST1.P %s, %d(R0)", list(k, c), 16*c)
	}
}

// A P-256 point function inlines the field operations of one point
// formula: each operation takes its operands from registers or memory (a
// frame slot, a coordinate behind a pointer) and leaves its fully reduced
// result in four fresh registers, which the next operation may take
// directly; the others go through frame slots. The modulus words p[1] and
// p[3] stay in registers for the whole function.
type pointGen struct {
	*gen
	m *mont
}

// opnd is a field element in registers (regs), at off(base), or at off
// bytes into what the pointer parameter param points to (loaded when used).
type opnd struct {
	regs  []string
	base  string
	off   int
	param string
	ro    bool // the function never stores to what param points to
}

// arg is the element off bytes into what the pointer parameter name (at
// fpOff in the frame's arguments) points to.
func arg(name string, fpOff, off int) opnd {
	return opnd{param: fmt.Sprintf("%s+%d(FP)", name, fpOff), off: off}
}

// resolve loads o's pointer parameter, if it has one, into a register,
// released by done.
func (pg *pointGen) resolve(o opnd) (r opnd, done func()) {
	if o.param == "" {
		return o, func() {}
	}
	b := pg.alloc()
	if o.ro {
		pg.P("MOVD %s, %s // read-only", o.param, b)
	} else {
		pg.P("MOVD %s, %s", o.param, b)
	}
	return at(b, o.off), func() { pg.release(b) }
}

func inRegs(r []string) opnd                  { return opnd{regs: r} }
func at(base string, off int) opnd            { return opnd{base: base, off: off} }
func slot(k int) opnd                         { return at("RSP", 8+32*k) }
func (o opnd) word(i int) string              { return fmt.Sprintf("%d(%s)", o.off+8*i, o.base) }
func (o opnd) pair(i int) string              { return fmt.Sprintf("%d(%s)", o.off+8*i, o.base) }
func (pg *pointGen) p1() string               { return pg.m.pr[1] }
func (pg *pointGen) p3() string               { return pg.m.pr[3] }
func (pg *pointGen) store(r []string, o opnd) { pg.storeAt(r, o) }

// load returns o's words in registers: o's own if it has them (owned =
// false), else four fresh ones loaded with LDP (owned = true).
func (pg *pointGen) load(o opnd) (r []string, owned bool) {
	if o.regs != nil {
		return o.regs, false
	}
	o, done := pg.resolve(o)
	defer done()
	r = pg.allocN(4)
	pg.P("LDP %s, (%s, %s)", o.pair(0), r[0], r[1])
	pg.P("LDP %s, (%s, %s)", o.pair(2), r[2], r[3])
	return r, true
}

func (pg *pointGen) storeAt(r []string, o opnd) {
	o, done := pg.resolve(o)
	defer done()
	pg.P("STP (%s, %s), %s", r[0], r[1], o.pair(0))
	pg.P("STP (%s, %s), %s", r[2], r[3], o.pair(2))
}

// mul returns x·y·2^−256 mod p (p256MulCore); x's and y's registers, if
// any, are left alone.
func (pg *pointGen) mul(x, y opnd) []string {
	g := pg.gen
	g.Comment("field multiplication")
	xr, ownX := pg.load(x)
	y, done := pg.resolve(y)
	u := g.p256MulCore(pg.m, xr, y.regs, y.word)
	done()
	if ownX {
		g.release(xr...)
	}
	return u
}

// sqr returns x²·2^−256 mod p (montSqr's body). x's registers, if any, are
// consumed.
func (pg *pointGen) sqr(x opnd) []string {
	g, m := pg.gen, pg.m
	g.Comment("field squaring")
	xr, _ := pg.load(x)
	tmp := g.allocN(3)
	S := g.squareProduct(xr, "", -1, tmp)
	g.release(tmp...)
	return g.p256SqrReduce(m, S)
}

// add returns x + y mod p: the sum in five words, minus p, and CSEL on the
// borrow, like p256ElementAddGeneric. x's and y's registers are left alone.
func (pg *pointGen) add(x, y opnd) []string {
	g := pg.gen
	g.Comment("field addition")
	xr, ownX := pg.load(x)
	yr, ownY := pg.load(y)
	t := g.allocN(5)
	for j := 0; j < 4; j++ {
		g.P("%s %s, %s, %s", chainOp(j == 0), yr[j], xr[j], t[j])
	}
	g.P("ADC ZR, ZR, %s", t[4])
	if ownX {
		g.release(xr...)
	}
	if ownY {
		g.release(yr...)
	}
	u, ld := g.finalSubRegs(pg.m, t)
	g.release(append([]string{ld}, t...)...)
	return u
}

// twice returns 2x mod p: the doubled x in five words by shifts (EXTR,
// which leaves the flags alone, so no carry chain), minus p, and CSEL on
// the borrow; the value add(x, x) returns. x's registers are left alone.
func (pg *pointGen) twice(x opnd) []string {
	g := pg.gen
	g.Comment("field doubling")
	xr, ownX := pg.load(x)
	t := g.allocN(5)
	g.P("LSL $1, %s, %s", xr[0], t[0])
	for j := 1; j < 4; j++ {
		g.extr(63, xr[j-1], xr[j], t[j]) // (x[j]:x[j−1]) >> 63
	}
	g.P("LSR $63, %s, %s", xr[3], t[4])
	if ownX {
		g.release(xr...)
	}
	u, ld := g.finalSubRegs(pg.m, t)
	g.release(append([]string{ld}, t...)...)
	return u
}

// sub returns x − y mod p: the difference, plus p masked by the borrow
// (SBC makes the mask), like p256ElementSubGeneric. x's and y's registers
// are left alone. It mirrors add step for step on purpose, the borrow in
// place of the carry, as the generic pair does.
func (pg *pointGen) sub(x, y opnd) []string {
	g := pg.gen
	g.Comment("field subtraction")
	xr, ownX := pg.load(x)
	yr, ownY := pg.load(y)
	t := g.allocN(4)
	for j := 0; j < 4; j++ {
		op := "SBCS"
		if j == 0 {
			op = "SUBS"
		}
		g.P("%s %s, %s, %s", op, yr[j], xr[j], t[j])
	}
	if ownX {
		g.release(xr...)
	}
	if ownY {
		g.release(yr...)
	}
	pg.addMaskedP(t, t, "SBC ZR, ZR, %s") // all ones when x − y borrowed
	return t
}

// addMaskedP sets t = x + (p & mask), the mask made by maskOp (a format
// taking the mask register); t may be x.
func (pg *pointGen) addMaskedP(t, x []string, maskOp string) {
	g := pg.gen
	mask, a1, a3 := g.alloc(), g.alloc(), g.alloc()
	g.P(maskOp, mask)
	g.P("AND %s, %s, %s", pg.p1(), mask, a1) // p[0] = 2^64 − 1 and p[2] = 0 need no AND
	g.P("AND %s, %s, %s", pg.p3(), mask, a3)
	g.P("ADDS %s, %s, %s", mask, x[0], t[0])
	g.P("ADCS %s, %s, %s", a1, x[1], t[1])
	g.P("ADCS ZR, %s, %s", x[2], t[2])
	g.P("ADC %s, %s, %s", a3, x[3], t[3])
	g.release(mask, a1, a3)
}

// half returns x/2 mod p like the Go half: for odd x, (x + p)/2 =
// ⌊x/2⌋ + (p + 1)/2, so x shifted right one bit (EXTR) plus (p + 1)/2
// under a mask from the low bit. (p + 1)/2 = 2^255 − 2^223 + 2^191 + 2^95
// has words 0, 2^31, 2^63 and 2^63 − 2^31, each a logical immediate, and
// the sum is below p for x < p (below 2^256 for any x < 2^256): a chain of
// three additions without a carry out. x's registers are left alone.
func (pg *pointGen) half(x opnd) []string {
	g := pg.gen
	g.Comment("field halving")
	xr, ownX := pg.load(x)
	t := g.allocN(4)
	mask, a1, a2 := g.alloc(), g.alloc(), g.alloc()
	g.P("SBFX $0, %s, $1, %s", xr[0], mask) // bit 0 copied to all: all ones when x is odd
	for j := 0; j < 3; j++ {
		g.extr(1, xr[j], xr[j+1], t[j]) // (x[j+1]:x[j]) >> 1
	}
	g.P("LSR $1, %s, %s", xr[3], t[3])
	if ownX {
		g.release(xr...)
	}
	g.P("AND $0x80000000, %s, %s", mask, a1)
	g.P("AND $0x8000000000000000, %s, %s", mask, a2)
	g.P("AND $0x7fffffff80000000, %s, %s", mask, mask)
	g.P("ADDS %s, %s, %s", a1, t[1], t[1])
	g.P("ADCS %s, %s, %s", a2, t[2], t[2])
	g.P("ADC %s, %s, %s", mask, t[3], t[3])
	g.release(mask, a1, a2)
	return t
}

// newPointGen starts a P-256 point function with slots frame slots of 32
// bytes and loads the modulus registers.
func (g *gen) newPointGen(name, sig string, slots, argBytes int, doc string) *pointGen {
	g.resetRegs()
	m := g.newMont(name, limbsOf(p256Hex), true)
	g.Printf("\n// func %s%s\n//\n// %s\nTEXT ·%s(SB), NOSPLIT, $%d-%d\n", name, sig, doc, name, 32*slots, argBytes)
	g.begin(name)
	g.loadMont(m)
	g.pointKernel = true
	return &pointGen{gen: g, m: m}
}

const p256Hex = "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"

// p256Double writes p256JacobianDoubleARM64(out, in *p256Jacobian): what
// the Go doubleGeneric computes (dbl-2001-b for a = −3, on the
// representative scaled by 1/2), with every field operation inlined.
// Every read of in comes before the first write to out, so out may alias
// in.
func (g *gen) p256Double() {
	pg := g.newPointGen("p256JacobianDoubleARM64", "(out, in *p256Jacobian)", 4, 16,
		"p256JacobianDoubleARM64 sets out = 2·in with the field operations inlined, computing exactly what the Go double computes. Constant time.")
	pg.doubleBody(arg("in", 8, 0), arg("out", 0, 0))
	g.P("RET")
}

// p256DoubleW writes p256JacobianDoubleWARM64(p *p256Jacobian): boothW
// doublings of p in place, the body of p256Double written out boothW
// times (straight-line, as TestAssemblyStraightLine requires), so that the
// doublings between two windows of ScalarMult cost one call and one load
// of the modulus registers.
func (g *gen) p256DoubleW(boothW int) {
	pg := g.newPointGen("p256JacobianDoubleWARM64", "(p *p256Jacobian)", 4, 8,
		fmt.Sprintf("p256JacobianDoubleWARM64 sets p = 2^%d·p, %d doublings each computing exactly what the Go double computes. Constant time.", boothW, boothW))
	for k := 0; k < boothW; k++ {
		g.Comment("doubling %d of %d", k+1, boothW)
		pg.doubleBody(arg("p", 0, 0), arg("p", 0, 0))
	}
	g.P("RET")
}

// doubleBody writes one doubling of the point at in (three elements from
// offset 0) into out, with frame slots 0..3; every read of in comes before
// the first write to out. It releases every register it allocates.
func (pg *pointGen) doubleBody(in, out opnd) {
	g := pg.gen
	const bS, b2S, g2S, aS = 0, 1, 2, 3
	coord := func(o opnd, i int) opnd { o.off += 32 * i; return o }
	X, Y, Z := coord(in, 0), coord(in, 1), coord(in, 2)
	outX, outY, outZ := coord(out, 0), coord(out, 1), coord(out, 2)
	xr, _ := pg.load(X)
	gamma := pg.sqr(Y)                        // γ = Y²
	beta := pg.mul(inRegs(xr), inRegs(gamma)) // β = X·γ
	pg.store(beta, slot(bS))
	b2 := pg.twice(inRegs(beta)) // 2β
	g.release(beta...)
	pg.store(b2, slot(b2S))
	g.release(b2...)
	g2 := pg.sqr(inRegs(gamma)) // γ², which consumes γ's registers
	pg.store(g2, slot(g2S))
	g.release(g2...)
	delta := pg.sqr(Z) // δ = Z²
	t := pg.sub(inRegs(xr), inRegs(delta))
	alpha := pg.add(inRegs(xr), inRegs(delta))
	g.release(append(xr, delta...)...)
	a := pg.mul(inRegs(alpha), inRegs(t)) // (X − δ)(X + δ), both in registers
	g.release(append(alpha, t...)...)
	h := pg.half(inRegs(a))
	alpha = pg.add(inRegs(a), inRegs(h)) // α' = (3/2)(X − δ)(X + δ)
	g.release(append(a, h...)...)
	pg.store(alpha, slot(aS))
	g.release(alpha...)
	// Z3' = YZ, the last read of in, here where no register is held: the
	// multiplication takes Y into registers and Z's words one at a time.
	z3 := pg.mul(Y, Z)
	pg.store(z3, outZ)
	g.release(z3...)
	x3 := pg.sqr(slot(aS))
	x3b := pg.sub(inRegs(x3), slot(b2S)) // X3' = α'² − 2β
	g.release(x3...)
	pg.store(x3b, outX)
	y3 := pg.sub(slot(bS), inRegs(x3b))
	g.release(x3b...)
	y3a := pg.mul(inRegs(y3), slot(aS))
	g.release(y3...)
	y3 = pg.sub(inRegs(y3a), slot(g2S)) // Y3' = α'(β − X3') − γ²
	g.release(y3a...)
	pg.store(y3, outY)
	g.release(y3...)
}

// p256AddAffine writes p256JacobianAddAffineARM64(x3, y3, z3, h, r
// *p256Element, q1 *p256Jacobian, q2 *p256Affine): what the Go
// p256JacobianAddAffineFormulaGeneric computes (madd-2004-hmv), with every
// field operation inlined. The outputs must not overlap the inputs.
func (g *gen) p256AddAffine() {
	pg := g.newPointGen("p256JacobianAddAffineARM64", "(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine)", 6, 56,
		"p256JacobianAddAffineARM64 computes the mixed Jacobian-affine sum and H, R with the field operations inlined, exactly like the Go formula. Constant time.")
	h, r := arg("h", 24, 0), arg("r", 32, 0)
	pg.addAffineBody(arg("q1", 40, 0), arg("q2", 48, 0), arg("x3", 0, 0), arg("y3", 8, 0), arg("z3", 16, 0), &h, &r)
	g.P("RET")
}

// addAffineBody writes the mixed sum of the point at q1 and the affine
// point at q2 (three and two elements from their offsets) into x3, y3, z3,
// and H, R into h, r unless nil, with frame slots 0..5. It releases every
// register it allocates; the outputs must not overlap the inputs.
func (pg *pointGen) addAffineBody(q1, q2, x3Out, y3Out, z3Out opnd, hOut, rOut *opnd) {
	g := pg.gen
	const zzS, hS, rS, hhhS, vS, s3S = 0, 1, 2, 3, 4, 5
	coord := func(o opnd, i int) opnd { o.off += 32 * i; return o }
	X1, Y1, Z1 := coord(q1, 0), coord(q1, 1), coord(q1, 2)
	x2, y2 := coord(q2, 0), coord(q2, 1)
	zz := pg.sqr(Z1) // Z1²
	pg.store(zz, slot(zzS))
	u2 := pg.mul(x2, inRegs(zz))
	g.release(zz...)
	h := pg.sub(inRegs(u2), X1) // H = x2·Z1² − X1
	g.release(u2...)
	pg.store(h, slot(hS))
	if hOut != nil {
		pg.store(h, *hOut)
	}
	g.release(h...)
	s1 := pg.mul(y2, Z1)
	s2 := pg.mul(inRegs(s1), slot(zzS))
	g.release(s1...)
	r := pg.sub(inRegs(s2), Y1) // R = y2·Z1³ − Y1
	g.release(s2...)
	pg.store(r, slot(rS))
	if rOut != nil {
		pg.store(r, *rOut)
	}
	g.release(r...)
	hh := pg.sqr(slot(hS)) // H², kept in registers until V
	hhh := pg.mul(slot(hS), inRegs(hh))
	pg.store(hhh, slot(hhhS))
	g.release(hhh...)
	v := pg.mul(X1, inRegs(hh)) // V = X1·H²
	g.release(hh...)
	pg.store(v, slot(vS))
	g.release(v...)
	s3 := pg.mul(Y1, slot(hhhS)) // Y1·H³
	pg.store(s3, slot(s3S))
	g.release(s3...)
	z3 := pg.mul(Z1, slot(hS)) // Z3 = Z1·H
	pg.store(z3, z3Out)
	g.release(z3...)
	x3 := pg.sqr(slot(rS))
	x3a := pg.sub(inRegs(x3), slot(hhhS))
	g.release(x3...)
	vr, _ := pg.load(slot(vS)) // V, for three subtractions
	x3b := pg.sub(inRegs(x3a), inRegs(vr))
	g.release(x3a...)
	x3 = pg.sub(inRegs(x3b), inRegs(vr)) // X3 = R² − H³ − 2V
	g.release(x3b...)
	pg.store(x3, x3Out)
	y3 := pg.sub(inRegs(vr), inRegs(x3))
	g.release(append(vr, x3...)...)
	y3r := pg.mul(inRegs(y3), slot(rS))
	g.release(y3...)
	y3 = pg.sub(inRegs(y3r), slot(s3S)) // Y3 = R·(V − X3) − Y1·H³
	g.release(y3r...)
	pg.store(y3, y3Out)
	g.release(y3...)
}

// p256AddAffineUnlessZero writes p256AddAffineUnlessZeroARM64(p
// *p256Jacobian, q2 *p256Affine, abs uint64), a window's addition in one
// call: the mixed sum p + q2 (addAffineBody, into frame slots 6..8), then
// the masks of addAffineMasked and selectFrom: p ← q2 (with Z = 1) when p
// is the point at infinity, else the sum, unless abs = 0, which keeps p.
// The first choice is taken on the flags of Z's OR, the second on CMP of
// abs, each word by CSEL. Straight-line, constant time.
func (g *gen) p256AddAffineUnlessZero() {
	const sumS = 6 // slots 6, 7, 8: the sum's X, Y, Z
	pg := g.newPointGen("p256AddAffineUnlessZeroARM64", "(p *p256Jacobian, q2 *p256Affine, abs uint64)", sumS+3, 24,
		"p256AddAffineUnlessZeroARM64 sets p to abs = 0 ? p : (p at infinity ? (x2 : y2 : 1) : p + q2), the sum computed exactly like the Go formula. Constant time.")
	pg.addUnlessZeroBody(arg("q2", 8, 0), "abs+16(FP)")
	g.P("RET")
}

// p256WindowLookup writes p256WindowLookupARM64(p *p256Jacobian, table
// *[16]p256Affine, s *[5]uint64, i uint64), window i ≥ 1 of ScalarMult in
// one call: the signed Booth digit of window i of s (boothDigit), the
// masked scan of table for its absolute value (scanBody, into frame slots
// 9 and 10) and the conditional negation of the entry's y, then boothW
// doublings of p in place (doubleBody, as p256DoubleW) and the addition of
// the entry with its masks (addUnlessZeroBody, as
// p256AddAffineUnlessZero), with one load of the modulus registers and no
// call between them. The scan is NEON and reads memory nothing here
// writes, so the scheduler spreads it over the doublings, which do not
// read it; its table pointer keeps a register to itself (spareReg frees
// one in the multiplications). Window positions are public: s is read at
// an offset from i only. Straight-line, constant time.
func (g *gen) p256WindowLookup(boothW int) {
	const selS, digitS = 9, 11 // the entry (x, y) in slots 9, 10; |d| and the sign in slot 11
	pg := g.newPointGen("p256WindowLookupARM64", "(p *p256Jacobian, table *[16]p256Affine, s *[5]uint64, i uint64)", digitS+1, 32,
		fmt.Sprintf("p256WindowLookupARM64 sets p = 2^%d·p, then p to p ± table[|d|−1] (p at infinity: the entry; d = 0: p), for the Booth digit d of window i of s, exactly like boothDigit, p256LookupMultiple, doubleW and addAffineUnlessZero. Constant time.", boothW))
	g.spareReg = true
	defer func() { g.spareReg = false }()
	signW := slot(digitS).word(1)
	abs := g.boothDigitBody(boothW, slot(digitS).word(0), signW)
	rt := g.alloc()
	g.P("MOVD table+8(FP), %s // read-only", rt)
	g.scanBody(rt, abs, slot(selS))
	g.release(abs)
	for k := 0; k < boothW; k++ {
		g.Comment("doubling %d of %d", k+1, boothW)
		pg.doubleBody(arg("p", 0, 0), arg("p", 0, 0))
	}
	g.release(rt)
	g.Comment("y of the entry negated when the digit is negative")
	y, _ := pg.load(slot(selS + 1))
	n := g.allocN(4)
	g.P("NEGS %s, %s", y[0], n[0])
	for k := 1; k < 4; k++ {
		g.P("NGCS %s, %s", y[k], n[k])
	}
	pg.addMaskedP(n, n, "CSETM LO, %s") // all ones on a borrow: y ≠ 0, add p
	sign := g.alloc()
	g.P("MOVD %s, %s", signW, sign)
	g.P("CMP $0, %s", sign) // NE: negate
	for k := 0; k < 4; k++ {
		g.P("CSEL NE, %s, %s, %s", n[k], y[k], y[k])
	}
	g.release(append(n, sign)...)
	pg.store(y, slot(selS+1))
	g.release(y...)
	g.Comment("the window's addition")
	pg.addUnlessZeroBody(slot(selS), slot(digitS).word(0))
	g.P("RET")
}

// boothDigitBody computes the signed Booth digit of window i+24(FP) of the
// limbs at s+16(FP) as boothDigitW does, stores |d| to absW and the sign
// to signW, and returns a register holding |d|. The w+1 bits v = s[5i−1
// .. 5i+w−1] come from s[l] and s[l+1], l = ⌊(5i−1)/64⌋, at a public
// offset (l ≤ 3 for the windows i ≥ 1 of a five-limb s).
func (g *gen) boothDigitBody(boothW int, absW, signW string) string {
	r := g.allocN(6)
	g.Comment("the Booth digit")
	g.P("MOVD s+16(FP), %s", r[0])
	g.P("MOVD i+24(FP), %s", r[1])
	g.P("ADD %s<<2, %s, %s", r[1], r[1], r[2])
	g.P("SUB $1, %s, %s", r[2], r[2])  // pos = 5i − 1
	g.P("LSR $6, %s, %s", r[2], r[3])  // l
	g.P("AND $63, %s, %s", r[2], r[2]) // b = pos mod 64
	g.P("ADD %s<<3, %s, %s", r[3], r[0], r[0])
	g.P("LDP (%s), (%s, %s)", r[0], r[4], r[5]) // s[l], s[l+1]
	g.P("LSR %s, %s, %s", r[2], r[4], r[4])
	g.P("LSL $1, %s, %s", r[5], r[5])
	g.P("EOR $63, %s, %s", r[2], r[2])
	g.P("LSL %s, %s, %s", r[2], r[5], r[5]) // s[l+1] << (64 − b) in two steps: zero for b = 0
	g.P("ORR %s, %s, %s", r[5], r[4], r[4])
	g.P("AND $%d, %s, %s", 1<<(boothW+1)-1, r[4], r[4]) // v
	g.P("LSR $%d, %s, %s", boothW, r[4], r[5])          // sign
	g.P("AND $1, %s, %s", r[4], r[3])
	g.P("ADD %s>>1, %s, %s", r[4], r[3], r[3]) // t = ⌊v/2⌋ + (v mod 2); d = t − 2^w·sign
	g.P("MOVD $%d, %s", 1<<boothW, r[1])
	g.P("SUB %s, %s, %s", r[3], r[1], r[1])
	g.P("CMP $0, %s", r[5])
	g.P("CSEL NE, %s, %s, %s", r[1], r[3], r[3]) // |d| = sign ? 2^w − t : t
	g.P("MOVD %s, %s", r[3], absW)
	g.P("MOVD %s, %s", r[5], signW)
	g.release(r[0], r[1], r[2], r[4], r[5])
	return r[3]
}

// scanBody writes lookupAffineScan's scan for a P-256 point function: the
// 16 entries of the table at the register tbl (advanced past it), entry
// |d|−1 kept by VBIT under the mask CMEQ(|d|, j+1) in each byte (|d| in
// the register abs, at most 16), stored to out (zero for |d| = 0). Each
// entry has its own buffer of a rotation of four and its own mask, and
// even and odd entries their own accumulators, so that the scheduler can
// spread the scan.
func (g *gen) scanBody(tbl, abs string, out opnd) {
	v := func(i int) string { return fmt.Sprintf("V%d.B16", i) }
	const vIdx, buf0, mask0 = 8, 12, 28 // accumulators V0..V7
	g.Comment("the table scan")
	g.P("VDUP %s, %s", abs, v(vIdx))
	for j := 0; j < 16; j++ {
		b, mk, acc := buf0+4*(j%4), mask0+j%4, 4*(j%2)
		g.P("VLD1.P 64(%s), [V%d.D2, V%d.D2, V%d.D2, V%d.D2]", tbl, b, b+1, b+2, b+3)
		g.P("VMOVI $%d, %s", j+1, v(mk))
		g.P("VCMEQ %s, %s, %s", v(vIdx), v(mk), v(mk)) // all ones for the entry that matches
		for k := 0; k < 4; k++ {
			if j < 2 {
				g.P("VAND %s, %s, %s", v(mk), v(b+k), v(acc+k))
			} else {
				g.P("VBIT %s, %s, %s", v(mk), v(b+k), v(acc+k)) // acc = mask ? entry : acc
			}
		}
	}
	for k := 0; k < 4; k++ {
		g.P("VORR %s, %s, %s", v(4+k), v(k), v(k))
	}
	g.P("FSTPQ (F0, F1), %s", out.word(0))
	g.P("FSTPQ (F2, F3), %s", out.word(4))
}

// addUnlessZeroBody writes the body of p256AddAffineUnlessZeroARM64 for
// the arguments p+0(FP), the affine point q2 and the digit's absolute
// value at the memory operand abs, with frame slots 0..8.
func (pg *pointGen) addUnlessZeroBody(q2 opnd, abs string) {
	g := pg.gen
	const sumS = 6 // slots 6, 7, 8: the sum's X, Y, Z
	pg.addAffineBody(arg("p", 0, 0), q2, slot(sumS), slot(sumS+1), slot(sumS+2), nil, nil)
	g.Comment("the masks around the sum")
	rp, rq, rone := g.alloc(), g.alloc(), g.alloc()
	g.P("MOVD p+0(FP), %s", rp)
	if q2.param != "" {
		g.P("MOVD %s, %s", q2.param, rq)
		q2 = at(rq, q2.off)
	}
	g.P("MOVD $·p256ElementOne(SB), %s", rone)
	z := g.allocN(4)
	g.P("LDP 64(%s), (%s, %s)", rp, z[0], z[1])
	g.P("LDP 80(%s), (%s, %s)", rp, z[2], z[3])
	g.P("ORR %s, %s, %s", z[0], z[1], z[0])
	g.P("ORR %s, %s, %s", z[2], z[3], z[2])
	g.P("ORR %s, %s, %s", z[0], z[2], z[0])
	g.P("CMP $0, %s", z[0]) // EQ: p at infinity
	g.release(z...)
	res := g.allocN(12)
	t := g.allocN(2)
	for j := 0; j < 12; j += 2 {
		// Words j, j+1 of (x2, y2, 1) and of the sum.
		alt := q2.word(j)
		if j >= 8 {
			alt = at(rone, 0).word(j - 8)
		}
		g.P("LDP %s, (%s, %s)", slot(sumS).word(j), res[j], res[j+1])
		g.P("LDP %s, (%s, %s)", alt, t[0], t[1])
		g.P("CSEL EQ, %s, %s, %s", t[0], res[j], res[j])
		g.P("CSEL EQ, %s, %s, %s", t[1], res[j+1], res[j+1])
	}
	ra := rq
	g.P("MOVD %s, %s", abs, ra)
	g.P("CMP $0, %s", ra) // EQ: a zero digit, keep p
	for j := 0; j < 12; j += 2 {
		g.P("LDP %d(%s), (%s, %s)", 8*j, rp, t[0], t[1])
		g.P("CSEL EQ, %s, %s, %s", t[0], res[j], res[j])
		g.P("CSEL EQ, %s, %s, %s", t[1], res[j+1], res[j+1])
		g.P("STP (%s, %s), %d(%s)", res[j], res[j+1], 8*j, rp)
	}
	g.release(append(append(res, t...), rp, rq, rone)...)
}

// p256CoZAdd writes p256CoZAddARM64(r3, pq, r *p256Jacobian, lam
// *p256Element): what the Go p256CoZAddGeneric computes (ZADDU: r3 =
// pq + r for pq and r of one Z, pq rescaled to r3's Z, lam = X_P − X_R),
// with every field operation inlined. Every read of pq comes before the
// first write to it; r3 and lam must not overlap the inputs.
func (g *gen) p256CoZAdd() {
	const lamS, w1S, w2S, ryS, a1S = 0, 1, 2, 3, 4
	pg := g.newPointGen("p256CoZAddARM64", "(r3, pq, r *p256Jacobian, lam *p256Element)", 5, 32,
		"p256CoZAddARM64 sets r3 = pq + r, pq to pq on r3's Z and lam to X_P − X_R with the field operations inlined, exactly like the Go ZADDU. Constant time.")
	XP, YP, ZP := arg("pq", 8, 0), arg("pq", 8, 32), arg("pq", 8, 64)
	XR, YR, ZR := arg("r", 16, 0), arg("r", 16, 32), arg("r", 16, 64)
	X3, Y3, Z3 := arg("r3", 0, 0), arg("r3", 0, 32), arg("r3", 0, 64)
	lam := pg.sub(XP, XR) // λ = X_P − X_R
	pg.store(lam, slot(lamS))
	pg.store(lam, arg("lam", 24, 0))
	c := pg.sqr(inRegs(lam))
	w1 := pg.mul(XP, inRegs(c))
	pg.store(w1, slot(w1S))
	g.release(w1...)
	w2 := pg.mul(XR, inRegs(c))
	g.release(c...)
	pg.store(w2, slot(w2S))
	g.release(w2...)
	ry := pg.sub(YP, YR)
	pg.store(ry, slot(ryS))
	d := pg.sqr(inRegs(ry))
	x3 := pg.sub(inRegs(d), slot(w1S))
	g.release(d...)
	x3b := pg.sub(inRegs(x3), slot(w2S)) // X3 = (Y_P − Y_R)² − W1 − W2
	g.release(x3...)
	pg.store(x3b, X3)
	y3 := pg.sub(slot(w1S), inRegs(x3b))
	g.release(x3b...)
	y3r := pg.mul(inRegs(y3), slot(ryS))
	g.release(y3...)
	pg.store(y3r, Y3)
	g.release(y3r...)
	w := pg.sub(slot(w1S), slot(w2S))
	a1 := pg.mul(YP, inRegs(w)) // A1 = Y_P·(W1 − W2)
	g.release(w...)
	pg.store(a1, slot(a1S))
	y3 = pg.sub(Y3, inRegs(a1)) // Y3 = (Y_P − Y_R)(W1 − X3) − A1
	g.release(a1...)
	pg.store(y3, Y3)
	g.release(y3...)
	z3 := pg.mul(ZR, slot(lamS))
	pg.store(z3, Z3)
	g.Comment("pq = (W1, A1, Z3), after its last read")
	pg.store(z3, ZP)
	g.release(z3...)
	a1, _ = pg.load(slot(a1S))
	pg.store(a1, YP)
	g.release(a1...)
	w1, _ = pg.load(slot(w1S))
	pg.store(w1, XP)
	g.release(w1...)
	g.P("RET")
}

// p256CoZAffine writes p256CoZAffineARM64(table *[16]p256Affine, jtab
// *[16]p256Jacobian, lam *[16]p256Element, zinv *p256Element): what the Go
// p256CoZAffineGeneric computes, the affine table of p256CoZTable from
// 1/Z(jtab[15]) and the ratios λ_j of the Z coordinates, its 16 squarings
// and 62 multiplications inlined. The next entry's inverse Z, on the
// chain of dependent products, is formed first in each step; the inputs
// are only read (the scheduler may move their loads past the stores to
// table, which must not overlap them). Straight-line, constant time.
func (g *gen) p256CoZAffine() {
	pg := g.newPointGen("p256CoZAffineARM64", "(table *[16]p256Affine, jtab *[16]p256Jacobian, lam *[16]p256Element, zinv *p256Element)", 2, 32,
		"p256CoZAffineARM64 sets table[j] to the affine jtab[j], 0 ≤ j < 16, from zinv = 1/Z(jtab[15]) and lam, exactly like p256CoZAffineGeneric. Constant time.")
	ro := func(name string, fpOff, off int) opnd { o := arg(name, fpOff, off); o.ro = true; return o }
	zi := ro("zinv", 24, 0)
	for j := 15; j >= 0; j-- {
		g.Comment("entry %d", j)
		next := zi
		if j >= 2 { // 1/Z(jtab[j−1]) = λ_j/Z(jtab[j])
			zn := pg.mul(zi, ro("lam", 16, 32*j))
			next = slot(j % 2)
			pg.store(zn, next)
			g.release(zn...)
		}
		z2 := pg.sqr(zi)
		x := pg.mul(inRegs(z2), ro("jtab", 8, 96*j))
		pg.store(x, arg("table", 0, 64*j))
		g.release(x...)
		z3 := pg.mul(inRegs(z2), zi)
		g.release(z2...)
		y := pg.mul(inRegs(z3), ro("jtab", 8, 96*j+32))
		g.release(z3...)
		pg.store(y, arg("table", 0, 64*j+32))
		g.release(y...)
		zi = next
	}
	g.P("RET")
}

// p256MulCore returns x·y·2^−256 mod p, fully reduced, for the P-256 base
// field, x in registers and y in registers (yRegs) or in memory (yMem
// gives word i's address).
// The reduction keeps its own accumulators for the words above the
// current window, as the standard library's p256MulInternal does: round
// i's m = t[i] (−p⁻¹ = 1 mod 2^64) adds m·2^32 at words i+1, i+2 (a
// shifted ADDS, then the LSR) and m·p[3] at words i+3, i+4 into the
// reduction registers, so each round is a chain of four flag operations
// apart from the rows' chains; the two sets are summed once at the end.
// Every ADCS link costs an in-order core (Cortex-A53) its full latency,
// so each product is issued one chain ahead of its addition, beside the
// links of the chain before it: a row's low products during the previous
// row's high chain, its high products during its own low chain, the
// reduction's products during the high chain; y's words are loaded two
// rows ahead.
func (g *gen) p256MulCore(m *mont, xr, yRegs []string, yMem func(i int) string) []string {
	p3 := m.pr[3]
	a := g.allocN(8) // the product window; a[0..3] become the reduction's words 4..7
	T := g.allocN(4)
	// With spareReg the low word of m·p[3] goes to rt's register once rt
	// is added: one register fewer, for a kernel that keeps one aside.
	var rl string
	if !g.spareReg {
		rl = g.alloc()
	}
	rh, rs, rt := g.alloc(), g.alloc(), g.alloc()
	if g.spareReg {
		rl = rt
	}
	var ys [2]string
	if yRegs == nil {
		ys = [2]string{g.alloc(), g.alloc()}
	}
	yWord := func(i int, into string) string {
		if yRegs != nil {
			return yRegs[i]
		}
		g.P("MOVD %s, %s", yMem(i), into)
		return into
	}
	yr := make([]string, 4)
	yr[0] = yWord(0, ys[0])
	yr[1] = yWord(1, ys[1])
	// w is the register of absolute word k of the reduction's sum.
	w := func(k int) string {
		if k >= 4 {
			return a[k-4]
		}
		return a[k]
	}
	reduceProducts := func(i int) {
		g.p256RoundTerms(a[i], p3, rt, rs, rl, rh) // rt apart from the ADDS, as plain operand
	}
	reduceChain := func(i int) {
		g.Comment("reduction round %d: m = t[%d]", i, i)
		g.P("ADDS %s, %s, %s", rt, w(i+1), w(i+1))
		if rl == rt {
			g.P("SUB %s, %s, %s", rt, a[i], rl) // m − (m << 32), once the ADDS has read m << 32; SUB leaves the flags alone
		}
		g.P("ADCS %s, %s, %s", rs, w(i+2), w(i+2))
		g.P("ADCS %s, %s, %s", rl, w(i+3), w(i+3))
		g.P("ADC ZR, %s, %s", rh, a[i]) // t[i] is consumed: its register becomes word i+4
	}
	// hiChain adds row i's high halves (in T) at words i+1..i+4, issuing
	// row i+1's low products into T as each is consumed.
	hiChain := func(i int) {
		for j := 0; j < 4; j++ {
			d := a[i+1+j]
			switch {
			case j == 0:
				g.P("ADDS %s, %s, %s", T[j], d, d)
			case j < 3:
				g.P("ADCS %s, %s, %s", T[j], d, d)
			case i == 0:
				g.P("ADC ZR, %s, %s", T[j], d) // word 4 starts here: x·y[0] < 2^320
			default:
				g.P("ADC %s, %s, %s", T[j], d, d)
			}
			if i < 3 {
				g.P("MUL %s, %s, %s", yr[i+1], xr[j], T[j])
			}
		}
	}
	g.Comment("t = x·y[0]")
	for j := 0; j < 4; j++ {
		g.P("MUL %s, %s, %s", yr[0], xr[j], a[j])
	}
	for j := 0; j < 4; j++ {
		g.P("UMULH %s, %s, %s", yr[0], xr[j], T[j])
	}
	reduceProducts(0)
	hiChain(0)
	yr[2] = yWord(2, ys[0])
	reduceChain(0)
	for i := 1; i < 4; i++ {
		g.Comment("t += x·y[%d]", i)
		for j := 0; j < 4; j++ {
			d := a[i+j]
			g.P("%s %s, %s, %s", chainOp(j == 0), T[j], d, d)
			g.P("UMULH %s, %s, %s", yr[i], xr[j], T[j])
		}
		g.P("ADC ZR, ZR, %s", a[i+4])
		if i+2 < 4 {
			yr[i+2] = yWord(i+2, ys[i%2])
		}
		reduceProducts(i)
		hiChain(i)
		reduceChain(i)
	}
	if rl != rt {
		g.release(rl)
	}
	g.release(append([]string{rh, rs, rt}, T...)...)
	if yRegs == nil {
		g.release(ys[:]...)
	}
	if g.early != nil {
		g.early()
	}
	g.Comment("t = product words 4..7 + reduction words 4..7 < 2p")
	c := g.alloc()
	for j := 0; j < 4; j++ {
		g.P("%s %s, %s, %s", chainOp(j == 0), a[j], a[4+j], a[4+j])
	}
	g.P("ADC ZR, ZR, %s", c)
	g.release(a[:4]...)
	t := append(append([]string(nil), a[4:]...), c)
	u, ld := g.finalSubRegs(m, t)
	g.release(append([]string{ld}, t...)...)
	return u
}

// p256RoundTerms leaves the terms a reduction round with m adds: m·2^32
// as lo32 = m << 32 and hi32 = m >> 32, and m·p[3], p[3] = 2^64 − 2^32 + 1,
// as lo and hi: the high word from UMULH, the low one m − (m << 32) mod
// 2^64 without a multiplication (Neoverse N1 issues a 64-bit MUL or UMULH
// only every third cycle) and with plain operands (a shifted one costs
// Cortex-A72 and Neoverse N1 their multiply pipe).
func (g *gen) p256RoundTerms(m, p3, lo32, hi32, lo, hi string) {
	g.P("LSL $32, %s, %s", m, lo32)
	g.P("UMULH %s, %s, %s", m, p3, hi)
	if lo != lo32 { // else the reduction's chain forms lo after adding lo32
		g.P("SUB %s, %s, %s", lo32, m, lo)
	}
	g.P("LSR $32, %s, %s", m, hi32)
}

// p256SqrReduce returns S·2^−256 mod p, fully reduced, for the 8-word
// product S < 2^256·p in registers (released): four reduction rounds over
// S's low half with the reduction's own accumulators for words 4..7 (as
// in p256MulCore), then the high half and the reduction words summed, and
// the final subtraction.
// Round i adds m_i·(p + 1)/2^64 = m_i·2^32 + m_i·p[3]·2^128 at word i+1
// (m_i = t[i]): L_i = m_i << 32 at word i+1, H_i = m_i >> 32 at word i+2,
// m_i·p[3] = (hi_i, lo_i) at words i+3, i+4. H_i and L_{i+1} have no bit in
// common, so word i+2 takes them as one operand, L_{i+1} | H_i (ORR with
// a shifted operand: Cortex-A72 runs it on its multi-cycle pipe, Neoverse
// N1 on a simple one); m_{i+1} = t[i+1] is final once word i+1 has L_i
// and its carry, so round i forms L_{i+1} | H_i before its own chain goes
// on. Rounds 1 to 3 are then chains of three flag operations, each ending
// in a fresh word (hi_i + carry < 2^64: hi_i < 2^64 − 2^32).
func (g *gen) p256SqrReduce(m *mont, S []string) []string {
	p3 := m.pr[3]
	a := S[:4]
	w := func(k int) string {
		if k >= 4 {
			return a[k-4]
		}
		return a[k]
	}
	// Registers are taken when a term is formed and given back after the
	// chain that adds it.
	var L [4]string
	// lohi forms m_i·p[3] = (hi, lo), lo = m − (m << 32) mod 2^64 without a
	// multiplication (see p256RoundTerms); L_i is then free.
	lohi := func(i int) (lo, hi string) {
		lo, hi = g.alloc(), g.alloc()
		g.P("UMULH %s, %s, %s", a[i], p3, hi)
		g.P("SUB %s, %s, %s", L[i], a[i], lo)
		g.release(L[i])
		return lo, hi
	}
	// merged forms L_{i+1} | H_i once t[i+1] is final. In rounds 1 and 2,
	// H_i first, off the path from t[i+1], which the shifted ORR then
	// takes (Cortex-A72 runs a shifted operand in two cycles); in round 0,
	// L_1 and an ORR shifting t[0], which LLVM's Neoverse N1 model runs
	// the whole operation faster with.
	merged := func(i int) string {
		x := g.alloc()
		L[i+1] = g.alloc()
		if i == 0 {
			g.P("LSL $32, %s, %s", a[i+1], L[i+1])
			g.P("ORR %s>>32, %s, %s", a[i], L[i+1], x)
		} else {
			g.P("LSR $32, %s, %s", a[i], x)
			g.P("ORR %s<<32, %s, %s", a[i+1], x, x)
			g.P("LSL $32, %s, %s", a[i+1], L[i+1])
		}
		return x
	}
	L[0] = g.alloc()
	g.P("LSL $32, %s, %s", a[0], L[0])
	g.Comment("reduction round 0: m = t[0]")
	g.P("ADDS %s, %s, %s", L[0], w(1), w(1))
	lo, hi := lohi(0)
	x := merged(0)
	g.P("ADCS %s, %s, %s", x, w(2), w(2))
	g.P("ADCS %s, %s, %s", lo, w(3), w(3))
	g.P("ADC ZR, %s, %s", hi, a[0]) // t[0] is consumed: its register becomes word 4
	g.release(lo, hi, x)
	for i := 1; i < 4; i++ {
		lo, hi := lohi(i)
		g.Comment("reduction round %d: m = t[%d]", i, i)
		if i < 3 {
			x = merged(i)
		} else {
			x = g.alloc()
			g.P("LSR $32, %s, %s", a[i], x) // H_3 alone
		}
		g.P("ADDS %s, %s, %s", x, w(i+2), w(i+2))
		g.P("ADCS %s, %s, %s", lo, w(i+3), w(i+3))
		g.P("ADC ZR, %s, %s", hi, a[i]) // t[i] is consumed: its register becomes word i+4
		g.release(lo, hi, x)
	}
	if g.early != nil {
		g.early()
	}
	g.Comment("t = high half + reduction words 4..7 < 2p")
	c := g.alloc()
	for j := 0; j < 4; j++ {
		g.P("%s %s, %s, %s", chainOp(j == 0), a[j], S[4+j], S[4+j])
	}
	g.P("ADC ZR, ZR, %s", c)
	g.release(a...)
	t := append(append([]string(nil), S[4:]...), c)
	u, ld := g.finalSubRegs(m, t)
	g.release(append([]string{ld}, t...)...)
	return u
}

// Instruction scheduling for in-order cores.
//
// The generators above emit each field operation's instructions in the
// order its algorithm reads, one operation after the other. Cortex-A53
// (and A55) issue in order, two instructions a cycle, and a flag-setting
// instruction's carry reaches the next ADCS, SBCS, ADC or CSEL only after
// three cycles, so every carry chain leaves slots empty, and an operation's
// first products and last conditional subtraction wait for each other
// across operation boundaries. schedule reorders a function's instructions
// (a list scheduler over their dependencies: registers, the flags and
// memory) so that independent work, often the next or previous field
// operation's products and loads, fills those slots. Out-of-order cores
// reorder by themselves and are indifferent. The reordering only permutes
// instructions whose dependencies allow it, so the function computes the
// same thing, still straight-line: no branch or address depends on data.

// scheduled names the functions schedule reorders: P-256's field and
// point kernels and safegcd's, which run on every P-256 operation.
var scheduled = map[string]bool{
	"p256ElementMulARM64": true, "p256ElementSqrARM64": true, "p256ScalarMulARM64": true,
	"p256JacobianDoubleARM64": true, "p256JacobianDoubleWARM64": true, "p256JacobianAddAffineARM64": true,
	"p256AddAffineUnlessZeroARM64": true, "p256WindowLookupARM64": true, "p256CoZAddARM64": true, "p256CoZAffineARM64": true, "p256CondNegYARM64": true,
	"divsteps62ARM64": true, "safegcdUpdate5ARM64": true, "safegcdUpdate7ARM64": true, "safegcdUpdate9ARM64": true,
}

// schedLine is a buffered instruction, or a comment (comment set), which
// stays with the instruction after it.
type schedLine struct {
	text    string
	comment bool
}

// begin starts buffering the body of the function name if it is scheduled.
func (g *gen) begin(name string) {
	if scheduled[name] {
		g.body = []schedLine{}
	}
}

// P emits an instruction, or buffers it in a scheduled function, whose RET
// ends the buffering: the body is written out in scheduled order.
func (g *gen) P(format string, args ...any) {
	if g.body == nil {
		g.File.P(format, args...)
		return
	}
	line := fmt.Sprintf(format, args...)
	if line != "RET" {
		g.body = append(g.body, schedLine{text: line})
		return
	}
	body := g.body
	g.body = nil
	for _, l := range schedule(body) {
		if l.comment {
			g.File.Comment("%s", l.text)
		} else {
			g.File.P("%s", l.text)
		}
	}
	g.File.P("RET")
}

// Comment emits a comment line, or buffers it with the next instruction.
func (g *gen) Comment(format string, args ...any) {
	if g.body == nil {
		g.File.Comment(format, args...)
		return
	}
	g.body = append(g.body, schedLine{text: fmt.Sprintf(format, args...), comment: true})
}

// insn is one instruction as schedule sees it.
type insn struct {
	lines      []schedLine // its comments, then itself
	op         string
	defs, uses []string // general registers written and read (not ZR)
	setsFlags  bool
	readsFlags bool
	mul        bool   // MUL, UMULH, SMULH: the multiplier, one a cycle
	neon       bool   // a vector operation: the vector pipe, one a cycle
	vec        bool   // a vector load or store
	markedRO   bool   // its text says "read-only": it loads a pointer to memory no store of the function touches
	readOnly   bool   // a load through such a pointer, which no store can alias
	load       bool   // reads memory
	store      bool   // writes memory
	memBase    string // RSP, FP or a register (any pointer)
	memOff     int    // for RSP and FP
	memSize    int
}

var (
	setsFlags  = map[string]bool{"ADDS": true, "ADCS": true, "SUBS": true, "SBCS": true, "CMP": true, "CMN": true, "TST": true, "ANDS": true, "NEGS": true, "NGCS": true}
	readsFlags = map[string]bool{"ADC": true, "ADCS": true, "SBC": true, "SBCS": true, "NGC": true, "NGCS": true, "CSEL": true, "CSET": true, "CSETM": true, "CINC": true, "CNEG": true, "CSINC": true, "CSINV": true, "CSNEG": true}
	// The instructions whose last operand is read, not written.
	noDef = map[string]bool{"CMP": true, "CMN": true, "TST": true}
	// The other instructions schedule knows: they neither read nor set
	// the flags, and write their last operand. Any other instruction (a
	// branch, NEON) stops the generator.
	// The vector loads and stores schedule knows.
	vecMemOps = map[string]bool{"FLDPQ": true, "FSTPQ": true, "VLD1.P": true}
	plainOps  = map[string]bool{"ADD": true, "SUB": true, "AND": true, "ORR": true, "EOR": true, "NEG": true,
		"LSL": true, "LSR": true, "ASR": true, "EXTR": true, "SBFX": true, "MUL": true, "UMULH": true,
		"SMULH": true, "MADD": true, "MOVD": true, "LDP": true, "STP": true}
	// The vector instructions schedule knows; VBIT also reads its last
	// operand.
	neonOps = map[string]bool{"VDUP": true, "VMOVI": true, "VCMEQ": true, "VAND": true, "VORR": true, "VEOR": true, "VBIT": true}
	regRE   = regexp.MustCompile(`\b(?:R[0-9]+|[VF][0-9]+)\b`)
	memRE   = regexp.MustCompile(`^(?:[a-z0-9]+)?([+-]?[0-9]*)\((R[0-9]+|RSP|FP)\)$`)
	argsRE  = regexp.MustCompile(`^[A-Za-z0-9_]+\+([0-9]+)\(FP\)$`)
)

// splitOperands splits "a, (b, c), [d, e]" at the commas outside
// parentheses and brackets.
func splitOperands(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// regsIn lists the registers s names, general ones as Rn and vector ones
// as Vn (Fn is the same register).
func regsIn(s string) []string {
	var out []string
	for _, m := range regRE.FindAllString(s, -1) {
		if m[0] == 'F' {
			m = "V" + m[1:]
		}
		out = append(out, m)
	}
	return out
}

// parseMem returns the memory operand's base and offset, if s is one.
func parseMem(s string) (base string, off int, ok bool) {
	if m := argsRE.FindStringSubmatch(s); m != nil {
		fmt.Sscan(m[1], &off)
		return "FP", off, true
	}
	if m := memRE.FindStringSubmatch(s); m != nil {
		if m[1] != "" {
			fmt.Sscan(m[1], &off)
		}
		return m[2], off, true
	}
	return "", 0, false
}

func parseInsn(text string) *insn {
	f := strings.Fields(text)
	in := &insn{op: f[0]}
	if i := strings.Index(text, "//"); i >= 0 {
		in.markedRO = strings.Contains(text[i:], "read-only")
		text = strings.TrimSpace(text[:i])
	}
	ops := splitOperands(strings.TrimSpace(text[len(f[0]):]))
	in.setsFlags, in.readsFlags = setsFlags[in.op], readsFlags[in.op]
	in.neon, in.vec = neonOps[in.op], vecMemOps[in.op]
	if !in.setsFlags && !in.readsFlags && !plainOps[in.op] && !in.neon && !in.vec {
		panic("schedule: unknown instruction: " + text)
	}
	in.mul = in.op == "MUL" || in.op == "UMULH" || in.op == "SMULH" || in.op == "MADD"
	mem := func(s string, size int) bool {
		b, off, ok := parseMem(s)
		if !ok {
			return false
		}
		in.memBase, in.memOff, in.memSize = b, off, size
		if b != "RSP" && b != "FP" {
			in.uses = append(in.uses, b)
		}
		return true
	}
	switch in.op {
	case "LDP":
		mem(ops[0], 16)
		in.load = true
		in.defs = regsIn(ops[1])
	case "STP":
		mem(ops[1], 16)
		in.store = true
		in.uses = append(in.uses, regsIn(ops[0])...)
	case "FLDPQ":
		mem(ops[0], 32)
		in.load = true
		in.defs = regsIn(ops[1])
	case "FSTPQ":
		mem(ops[1], 32)
		in.store = true
		in.uses = append(in.uses, regsIn(ops[0])...)
	case "VLD1.P": // post-increment: the base register is written too
		mem(ops[0], 64)
		in.load = true
		in.defs = append(regsIn(ops[1]), in.memBase)
	case "VBIT":
		in.uses = regsIn(ops[0] + " " + ops[1] + " " + ops[2])
		in.defs = regsIn(ops[2])
	case "MOVD":
		switch {
		case mem(ops[0], 8):
			in.load = true
			in.defs = regsIn(ops[1])
		case mem(ops[1], 8):
			in.store = true
			in.uses = append(in.uses, regsIn(ops[0])...)
		default:
			in.uses = regsIn(ops[0])
			in.defs = regsIn(ops[1])
		}
	default:
		if strings.Contains(text, "(") {
			panic("schedule: unexpected memory operand: " + text)
		}
		last := len(ops) - 1
		for i, o := range ops {
			if i == last && !noDef[in.op] {
				in.defs = regsIn(o)
			} else {
				in.uses = append(in.uses, regsIn(o)...)
			}
		}
	}
	return in
}

// Latencies schedule assumes, in cycles, for its priorities: deliberately
// shorter than Cortex-A53's (flags 3, products 4, loads 3), which packs
// the carry chains' neighbours tighter in the llvm-mca Cortex-A53 model.
const (
	schedFlagLat = 1
	schedMulLat  = 2
	schedLoadLat = 2
	// Vector results (and loads into vector registers) take Cortex-A53's
	// full latency, and a four-register VLD1 holds its load/store pipe
	// for four cycles.
	schedNeonLat    = 6
	schedVLD1Cycles = 4
)

// schedule reorders the instructions of a function body: each
// instruction depends on the last writer of every register and of the
// flags it reads (true dependencies), and comes after the readers and
// writer of the previous value of what it writes (anti and output
// dependencies); a store stays after every earlier access to memory it
// may touch (frame slots and arguments by offset, anything through a
// pointer register as the same memory), and a load after every earlier
// store it may read. Then a list scheduler issues, cycle by cycle, up to
// two ready instructions (one product, one memory access), the one with
// the longest path to the end first, as an in-order dual-issue core runs
// them.
func schedule(body []schedLine) []schedLine {
	var ins []*insn
	var pending []schedLine
	for _, l := range body {
		if l.comment {
			pending = append(pending, l)
			continue
		}
		in := parseInsn(l.text)
		in.lines = append(pending, l)
		pending = nil
		ins = append(ins, in)
	}
	n := len(ins)
	type edge struct{ to, lat int }
	succ := make([][]edge, n)
	npred := make([]int, n)
	add := func(a, b, lat int) {
		succ[a] = append(succ[a], edge{b, lat})
		npred[b]++
	}
	lastDef := map[string]int{}
	readers := map[string][]int{}
	lastFlags, flagReaders := -1, []int(nil)
	var mems []int
	overlap := func(a, b *insn) bool {
		if a.readOnly || b.readOnly {
			return false
		}
		if (a.memBase == "RSP") != (b.memBase == "RSP") || (a.memBase == "FP") != (b.memBase == "FP") {
			return false
		}
		if a.memBase == "RSP" || a.memBase == "FP" {
			return a.memOff < b.memOff+b.memSize && b.memOff < a.memOff+a.memSize
		}
		return true
	}
	// roBase holds the registers that now point to read-only memory: set
	// by a pointer load marked "read-only", kept by a post-increment.
	roBase := map[string]bool{}
	for i, in := range ins {
		if (in.load || in.store) && roBase[in.memBase] {
			if in.store {
				panic("schedule: store through a read-only pointer: " + in.lines[len(in.lines)-1].text)
			}
			in.readOnly = true
		}
		for _, d := range in.defs {
			roBase[d] = in.markedRO || (in.readOnly && d == in.memBase)
		}
		for _, u := range in.uses {
			if d, ok := lastDef[u]; ok {
				lat := 1
				switch {
				case ins[d].mul:
					lat = schedMulLat
				case ins[d].load && ins[d].vec, ins[d].neon:
					lat = schedNeonLat
				case ins[d].load:
					lat = schedLoadLat
				}
				add(d, i, lat)
			}
		}
		if in.readsFlags && lastFlags >= 0 {
			add(lastFlags, i, schedFlagLat)
		}
		for _, d := range in.defs {
			for _, r := range readers[d] {
				add(r, i, 0)
			}
			if w, ok := lastDef[d]; ok {
				add(w, i, 0)
			}
		}
		if in.setsFlags {
			for _, r := range flagReaders {
				if r != i {
					add(r, i, 0)
				}
			}
			if lastFlags >= 0 {
				add(lastFlags, i, 0)
			}
		}
		if in.load || in.store {
			for _, j := range mems {
				if (in.store || ins[j].store) && overlap(in, ins[j]) {
					add(j, i, 0)
				}
			}
			mems = append(mems, i)
		}
		for _, u := range in.uses {
			readers[u] = append(readers[u], i)
		}
		for _, d := range in.defs {
			lastDef[d] = i
			readers[d] = nil
		}
		if in.readsFlags {
			flagReaders = append(flagReaders, i)
		}
		if in.setsFlags {
			lastFlags, flagReaders = i, nil
		}
	}
	height := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		h := 0
		for _, e := range succ[i] {
			h = max(h, e.lat+height[e.to])
		}
		height[i] = h + 1
	}
	readyAt := make([]int, n)
	var ready, order []int
	for i := range ins {
		if npred[i] == 0 {
			ready = append(ready, i)
		}
	}
	memBusyUntil := 0
	for cycle := 0; len(order) < n; cycle++ {
		mulUsed, memUsed, neonUsed := false, cycle < memBusyUntil, false
		for slot := 0; slot < 2; slot++ {
			best := -1
			for k, i := range ready {
				in := ins[i]
				if readyAt[i] > cycle || (in.mul && mulUsed) || ((in.load || in.store) && memUsed) || (in.neon && neonUsed) {
					continue
				}
				if best < 0 || height[i] > height[ready[best]] || (height[i] == height[ready[best]] && i < ready[best]) {
					best = k
				}
			}
			if best < 0 {
				break
			}
			i := ready[best]
			ready = append(ready[:best], ready[best+1:]...)
			order = append(order, i)
			mulUsed = mulUsed || ins[i].mul
			memUsed = memUsed || ins[i].load || ins[i].store
			neonUsed = neonUsed || ins[i].neon
			if ins[i].op == "VLD1.P" {
				memBusyUntil = cycle + schedVLD1Cycles
			}
			for _, e := range succ[i] {
				readyAt[e.to] = max(readyAt[e.to], cycle+e.lat)
				if npred[e.to]--; npred[e.to] == 0 {
					ready = append(ready, e.to)
				}
			}
		}
	}
	var out []schedLine
	for _, i := range order {
		out = append(out, ins[i].lines...)
	}
	return append(out, pending...)
}
