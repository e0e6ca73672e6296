// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// arith_arm64_gen generates arith_arm64.s, the arm64 word kernels of package
// bigmod: carry chains with ADDS/ADCS and SUBS/SBCS two words per iteration
// (LDP/STP pairs, loop control with SUB and CBNZ, which leave the flags
// alone), multiply-accumulate rows with MUL/UMULH four limbs per block, and
// Montgomery multiplication and squaring built from those rows.
//
// Run by `go generate` (see generate.go):
//
//	go run arith_arm64_gen.go -out arith_arm64.s
//
// Every branch depends on lengths only. MUL and UMULH do not touch the
// flags, so a carry chain may run straight through them.
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
	bigmodgen.Main("arith_arm64_gen.go", "arm64 && !purego", "arith_arm64.s", func(f *asmgen.File) bigmodgen.Port { return &gen{File: f} })
}

// AddSub: z = x ± y, two limbs per iteration as in BoringSSL's
// bn_add_words for aarch64: n = 2·pairs + odd, the carry lives in C from
// the first instruction to the last. Arm's borrow is C clear, so a
// subtraction starts with C set (CMP ZR, ZR) and reports NOT C.
func (g *gen) AddSub(name string, sub bool) {
	op := "ADCS"
	if sub {
		op = "SBCS"
	}
	g.Printf("\n// func %s(z, x, y *uint, n int) uint\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-40\n", name)
	g.Args("MOVD", "z+0(FP)", "R0", "x+8(FP)", "R1", "y+16(FP)", "R2", "n+24(FP)", "R3")
	g.P("LSR $1, R3, R8 // pairs")
	g.P("AND $1, R3, R3 // odd limb")
	if sub {
		g.P("CMP ZR, ZR // C = 1: no borrow")
	} else {
		g.P("ADDS ZR, ZR, ZR // C = 0")
	}
	loop, tail, done := g.NewLabel("loop"), g.NewLabel("tail"), g.NewLabel("done")
	g.P("CBZ R8, %s", tail)
	g.Label(loop)
	g.P("LDP.P 16(R1), (R4, R5)")
	g.P("LDP.P 16(R2), (R6, R7)")
	g.P("SUB $1, R8, R8")
	g.P("%s R6, R4, R4", op)
	g.P("%s R7, R5, R5", op)
	g.P("STP.P (R4, R5), 16(R0)")
	g.P("CBNZ R8, %s", loop)
	g.Label(tail)
	g.P("CBZ R3, %s", done)
	g.P("MOVD (R1), R4")
	g.P("MOVD (R2), R6")
	g.P("%s R6, R4, R4", op)
	g.P("MOVD R4, (R0)")
	g.Label(done)
	if sub {
		g.P("CSET LO, R0 // borrow = NOT C")
	} else {
		g.P("CSET HS, R0")
	}
	g.P("MOVD R0, ret+32(FP)")
	g.P("RET")
}

// Row registers: T pointer, S pointer, multiplier, carry word, counter and
// scratch. row emits (c, T[0:n]) = T[0:n] + S[0:n]·y + c for n = cnt ≥ 1,
// advancing tp and sp past the row and destroying cnt.
const (
	rT, rS, rY, rC, rCnt                   = "R5", "R6", "R7", "R8", "R9"
	rA0, rA1, rT0, rT1, rL0, rH0, rL1, rH1 = "R10", "R11", "R12", "R13", "R14", "R19", "R24", "R25"
)

// The four-limb blocks' register sets: the limbs of S (overwritten in place
// by their high products) and of T alternate between setP and setQ from
// block to block, so the next block's S loads while this one adds; setL
// holds the low products.
var (
	setP = [4]string{"R10", "R11", "R12", "R13"}
	setQ = [4]string{"R14", "R19", "R24", "R25"}
	setL = [4]string{"R16", "R17", "R26", "R23"}
)

func (g *gen) row() {
	pair, blocks := g.NewLabel("rowpair"), g.NewLabel("rowblocks")
	loop, lastP, lastQ := g.NewLabel("rowloop"), g.NewLabel("rowlastp"), g.NewLabel("rowlastq")
	done := g.NewLabel("rowdone")
	// n mod 4 = 1 or 3: one limb first.
	g.P("TBZ $0, %s, %s", rCnt, pair)
	g.P("MOVD.P 8(%s), %s", rS, rA0)
	g.P("MOVD (%s), %s", rT, rT0)
	g.P("MUL %s, %s, %s", rA0, rY, rL0)
	g.P("UMULH %s, %s, %s", rA0, rY, rH0)
	g.P("ADDS %s, %s, %s", rC, rL0, rL0)
	g.P("ADC ZR, %s, %s", rH0, rH0)
	g.P("ADDS %s, %s, %s", rT0, rL0, rL0)
	g.P("ADC ZR, %s, %s", rH0, rC)
	g.P("MOVD.P %s, 8(%s)", rL0, rT)
	// n mod 4 = 2 or 3: two limbs.
	g.Label(pair)
	g.P("TBZ $1, %s, %s", rCnt, blocks)
	g.P("LDP.P 16(%s), (%s, %s)", rS, rA0, rA1)
	g.P("LDP (%s), (%s, %s)", rT, rT0, rT1)
	g.P("MUL %s, %s, %s", rA0, rY, rL0)
	g.P("MUL %s, %s, %s", rA1, rY, rL1)
	g.P("UMULH %s, %s, %s", rA0, rY, rH0)
	g.P("UMULH %s, %s, %s", rA1, rY, rH1)
	// lo0 + t0 + c → z0, lo1 + t1 + hi0 → z1: two chains, each closed into
	// hi1 (x·y + t + c < 2^128: no overflow).
	g.P("ADDS %s, %s, %s", rT0, rL0, rL0)
	g.P("ADCS %s, %s, %s", rT1, rL1, rL1)
	g.P("ADC ZR, %s, %s", rH1, rH1)
	g.P("ADDS %s, %s, %s", rC, rL0, rL0)
	g.P("ADCS %s, %s, %s", rH0, rL1, rL1)
	g.P("ADC ZR, %s, %s", rH1, rC)
	g.P("STP.P (%s, %s), 16(%s)", rL0, rL1, rT)
	// Four-limb blocks, two per loop pass (setP then setQ as S).
	g.Label(blocks)
	g.P("LSR $2, %s, %s", rCnt, rCnt)
	g.P("CBZ %s, %s", rCnt, done)
	g.P("LDP (%s), (%s, %s)", rS, setP[0], setP[1])
	g.P("LDP 16(%s), (%s, %s)", rS, setP[2], setP[3])
	g.P("ADD $32, %s, %s", rS, rS)
	g.Label(loop)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBZ %s, %s", rCnt, lastP)
	g.block(setP, setQ, true)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBZ %s, %s", rCnt, lastQ)
	g.block(setQ, setP, true)
	g.P("B %s", loop)
	g.Label(lastP)
	g.block(setP, setQ, false)
	g.P("B %s", done)
	g.Label(lastQ)
	g.block(setQ, setP, false)
	g.Label(done)
}

// block adds S[0:4]·y + c to T[0:4], S's limbs already in a. The low
// products go first, then the high ones, interleaved with chain 1 so that
// an in-order core adds while the multiplier works. Chain 1: l += t (carry into h3); chain 2:
// (l0, l1, l2, l3) += (c, h0, h1, h2), c = h3 + carry. With next, the
// following block's S limbs load into t once chain 1 is done with it.
// Offset addressing and one pointer ADD per block: a post-indexed LDP or
// STP costs an extra micro-op on the out-of-order cores.
func (g *gen) block(a, t [4]string, next bool) {
	l := setL
	g.P("MUL %s, %s, %s", a[0], rY, l[0])
	g.P("LDP (%s), (%s, %s)", rT, t[0], t[1])
	g.P("MUL %s, %s, %s", a[1], rY, l[1])
	g.P("LDP 16(%s), (%s, %s)", rT, t[2], t[3])
	g.P("MUL %s, %s, %s", a[2], rY, l[2])
	g.P("ADDS %s, %s, %s", t[0], l[0], l[0])
	g.P("MUL %s, %s, %s", a[3], rY, l[3])
	g.P("ADCS %s, %s, %s", t[1], l[1], l[1])
	g.P("UMULH %s, %s, %s", a[3], rY, a[3])
	g.P("UMULH %s, %s, %s", a[0], rY, a[0])
	g.P("ADCS %s, %s, %s", t[2], l[2], l[2])
	g.P("UMULH %s, %s, %s", a[1], rY, a[1])
	g.P("UMULH %s, %s, %s", a[2], rY, a[2])
	g.P("ADCS %s, %s, %s", t[3], l[3], l[3])
	if next {
		g.P("LDP (%s), (%s, %s)", rS, t[0], t[1])
	}
	g.P("ADC ZR, %s, %s", a[3], a[3])
	if next {
		g.P("LDP 16(%s), (%s, %s)", rS, t[2], t[3])
		g.P("ADD $32, %s, %s", rS, rS)
	}
	g.P("ADDS %s, %s, %s", rC, l[0], l[0])
	g.P("ADCS %s, %s, %s", a[0], l[1], l[1])
	g.P("STP (%s, %s), (%s)", l[0], l[1], rT)
	g.P("ADCS %s, %s, %s", a[1], l[2], l[2])
	g.P("ADCS %s, %s, %s", a[2], l[3], l[3])
	g.P("ADC ZR, %s, %s", a[3], rC)
	g.P("STP (%s, %s), 16(%s)", l[2], l[3], rT)
	g.P("ADD $32, %s, %s", rT, rT)
}

// AddMulVVW: z += x·y, returning the carry limb: one row with c = 0, the
// same steps in each port's generator.
func (g *gen) AddMulVVW() {
	g.Printf("\n// func addMulVVWAsm(z, x *uint, n int, y uint) uint\n")
	g.Printf("TEXT ·addMulVVWAsm(SB), NOSPLIT, $0-40\n")
	g.Args("MOVD", "z+0(FP)", rT, "x+8(FP)", rS, "n+16(FP)", rCnt, "y+24(FP)", rY)
	g.P("MOVD ZR, %s", rC)
	g.row()
	g.P("MOVD %s, ret+32(FP)", rC)
	g.P("RET")
}

// Montgomery registers: argument copies, the scratch base, row index, the
// 0/1 word above the window and the first row part's carry.
const (
	rZ, rX, rYp, rM, rN, rInv = "R0", "R1", "R2", "R3", "R15", "R4"
	rTb, rI, rTop             = "R20", "R21", "R22"
)

// Frames: T (2n words) and, for montMul's Karatsuba split, U (3n+1).
const (
	frameSize    = 8 * (2*maxAsmLimbs + 2)
	frameSizeMul = 8 * (5*maxAsmLimbs + 2)
)

// karatsubaMin is the shortest even n whose montMul splits x·y
// (Karatsuba); shorter or odd n run the interleaved rows.
const karatsubaMin = 8

func (g *gen) loadMontArgs(sqr bool) {
	g.Args("MOVD", bigmodgen.MontArgs(8, sqr, rZ, rX, rYp, rM, rN, rInv)...)
	// The scratch window T: 2n words in the frame, above the saved LR.
	g.P("ADD $8, RSP, %s", rTb)
	g.Comment("T = 0 (2n words)")
	zero := g.NewLabel("zero")
	g.P("MOVD %s, %s", rTb, rT)
	g.P("LSL $1, %s, %s", rN, rCnt)
	g.Label(zero)
	g.P("MOVD.P ZR, 8(%s)", rT)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBNZ %s, %s", rCnt, zero)
}

// reduceRow: q = T[i]·m0inv; (c, T[i:i+n]) += q·m; leaves rT at &T[i+n].
func (g *gen) reduceRow() {
	g.P("ADD %s<<3, %s, %s", rI, rTb, rT)
	g.P("MOVD (%s), %s", rT, rY)
	g.P("MUL %s, %s, %s", rInv, rY, rY)
	g.P("MOVD %s, %s", rM, rS)
	g.P("MOVD %s, %s", rN, rCnt)
	g.P("MOVD ZR, %s", rC)
	g.row()
}

// carryUp: T[i+n] += c + top, top = the carry out (0 or 1).
func (g *gen) carryUp() {
	g.P("MOVD (%s), %s", rT, rA0)
	g.P("ADDS %s, %s, %s", rC, rA0, rA0)
	g.P("ADC ZR, ZR, %s", rA1)
	g.P("ADDS %s, %s, %s", rTop, rA0, rA0)
	g.P("ADC ZR, %s, %s", rA1, rTop)
	g.P("MOVD %s, (%s)", rA0, rT)
}

// finalSub: z = T[n:2n] − m if (top, T[n:2n]) ≥ m, else T[n:2n], by mask.
func (g *gen) finalSub() {
	sub, sel := g.NewLabel("finalsub"), g.NewLabel("finalsel")
	g.P("ADD %s<<3, %s, %s", rN, rTb, rT) // &T[n]
	g.P("MOVD %s, %s", rT, rT1)
	g.P("MOVD %s, %s", rM, rS)
	g.P("MOVD %s, %s", rZ, rA1)
	g.P("MOVD %s, %s", rN, rCnt)
	g.P("CMP ZR, ZR // C = 1: no borrow")
	g.Label(sub)
	g.P("MOVD.P 8(%s), %s", rT, rA0)
	g.P("MOVD.P 8(%s), %s", rS, rT0)
	g.P("SBCS %s, %s, %s", rT0, rA0, rA0)
	g.P("MOVD.P %s, 8(%s)", rA0, rA1)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBNZ %s, %s", rCnt, sub)
	g.Comment("keep T iff the subtraction borrowed and top = 0")
	g.P("CSETM LO, %s // all-ones iff borrow", rL0)
	g.P("SUB $1, %s, %s // all-ones iff top = 0", rTop, rTop)
	g.P("AND %s, %s, %s", rTop, rL0, rL0)
	g.P("MOVD %s, %s", rN, rCnt)
	g.Label(sel)
	g.P("MOVD.P 8(%s), %s", rT1, rA0)
	g.P("MOVD (%s), %s", rZ, rT0)
	g.P("EOR %s, %s, %s", rT0, rA0, rA0)
	g.P("AND %s, %s, %s", rL0, rA0, rA0)
	g.P("EOR %s, %s, %s // z ^= (T ^ z) & keep", rA0, rT0, rT0)
	g.P("MOVD.P %s, 8(%s)", rT0, rZ)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBNZ %s, %s", rCnt, sel)
}

// MontMul: for even n ≥ karatsubaMin, T = x·y (karatsuba) then the n
// reduction rows of montSqr: each q = T[i]·m0inv depends only on the
// products at limbs ≤ i, so the result equals the interleaved one. Else
// rows over a 2n-word window as in the amd64 kernel: row i adds x·y[i] and
// q·m at T[i:], q = T[i]·m0inv zeroing T[i], and parks the carry word at
// T[i+n]; the value stays below 2m. The branch is on n only.
func (g *gen) MontMul() {
	g.Printf("\n// func montMulAsm(z, x, y, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montMulAsm(SB), $%d-48\n", frameSizeMul)
	g.loadMontArgs(false)
	school := g.NewLabel("mmschool")
	g.P("TBNZ $0, %s, %s // odd n", rN, school)
	g.P("CMP $%d, %s", karatsubaMin, rN)
	g.P("BLO %s", school)
	g.karatsuba()
	g.reduceAll()
	g.finalSub()
	g.P("RET")
	g.Label(school)
	g.P("MOVD ZR, %s", rTop)
	g.P("MOVD ZR, %s", rI)
	rowLoop := g.NewLabel("mmrow")
	g.Label(rowLoop)
	g.Comment("T[i:i+n] += x·y[i]")
	g.P("ADD %s<<3, %s, %s", rI, rTb, rT)
	g.P("MOVD (%s)(%s<<3), %s", rYp, rI, rY)
	g.P("MOVD %s, %s", rX, rS)
	g.P("MOVD %s, %s", rN, rCnt)
	g.P("MOVD ZR, %s", rC)
	g.row()
	g.P("MOVD %s, (%s) // T[i+n] = c1 (was 0)", rC, rT)
	g.Comment("T[i:i+n] += q·m")
	g.reduceRow()
	g.carryUp()
	g.P("ADD $1, %s, %s", rI, rI)
	g.P("CMP %s, %s", rN, rI)
	g.P("BLO %s", rowLoop)
	g.finalSub()
	g.P("RET")
}

// product: (dst[0:2k]) = a[0:k]·b[0:k] by k rows, dst[0:k] zero on entry
// (row i writes dst[i+k] fresh). dst, a, b and k are registers it keeps;
// rI is the row index.
func (g *gen) product(dst, a, b, k string) {
	loop := g.NewLabel("prow")
	g.P("MOVD ZR, %s", rI)
	g.Label(loop)
	g.P("ADD %s<<3, %s, %s", rI, dst, rT)
	g.P("MOVD (%s)(%s<<3), %s", b, rI, rY)
	g.P("MOVD %s, %s", a, rS)
	g.P("MOVD %s, %s", k, rCnt)
	g.P("MOVD ZR, %s", rC)
	g.row()
	g.P("MOVD %s, (%s)", rC, rT)
	g.P("ADD $1, %s, %s", rI, rI)
	g.P("CMP %s, %s", k, rI)
	g.P("BLO %s", loop)
}

// chain: dst[0:k] = a[0:k] op (b[0:k] ^ mask), op ADCS or SBCS, the carry
// taken from C and left in C; a or b "" stands for zeros, mask "" for
// none. k ≥ 1 (a register); two limbs per iteration after an odd one.
// Leaves rT at &dst[k].
func (g *gen) chain(op, dst, a, b, k, mask string) {
	const rB, x0, x1, y0, y1 = "R10", "R11", "R12", "R13", "R14"
	pairs, loop, done := g.NewLabel("chpairs"), g.NewLabel("chloop"), g.NewLabel("chdone")
	g.P("MOVD %s, %s", dst, rT)
	if a != "" {
		g.P("MOVD %s, %s", a, rS)
	}
	if b != "" {
		g.P("MOVD %s, %s", b, rB)
	}
	g.P("MOVD %s, %s", k, rCnt)
	step := func(xs, ys []string) {
		for j := range xs {
			src, out := "ZR", xs[j]
			if a != "" {
				src = xs[j]
			}
			if b == "" {
				g.P("%s ZR, %s, %s", op, src, out)
				continue
			}
			if mask != "" {
				g.P("EOR %s, %s, %s", mask, ys[j], ys[j])
			}
			g.P("%s %s, %s, %s", op, ys[j], src, out)
		}
	}
	g.P("TBZ $0, %s, %s", rCnt, pairs)
	if a != "" {
		g.P("MOVD.P 8(%s), %s", rS, x0)
	}
	if b != "" {
		g.P("MOVD.P 8(%s), %s", rB, y0)
	}
	step([]string{x0}, []string{y0})
	g.P("MOVD.P %s, 8(%s)", x0, rT)
	g.Label(pairs)
	g.P("LSR $1, %s, %s", rCnt, rCnt)
	g.P("CBZ %s, %s", rCnt, done)
	g.Label(loop)
	if a != "" {
		g.P("LDP.P 16(%s), (%s, %s)", rS, x0, x1)
	}
	if b != "" {
		g.P("LDP.P 16(%s), (%s, %s)", rB, y0, y1)
	}
	step([]string{x0, x1}, []string{y0, y1})
	g.P("STP.P (%s, %s), 16(%s)", x0, x1, rT)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBNZ %s, %s", rCnt, loop)
	g.Label(done)
}

// karatsuba: T[0:2n] = x·y for even n, h = n/2, x = x1·B^h + x0 and so
// on: z0 = x0·y0 and z2 = x1·y1 go to T[0:n] and T[n:2n]; with D = |x0−x1|,
// E = |y1−y0| and s their signs' XOR, x0·y1 + x1·y0 = z0 + z2 ± D·E
// (Karatsuba), which is added at T[h:]. Three h×h products instead of four.
// Scratch U after T: D = U[0:h], E = U[h:n], P = D·E = U[n:2n], W = U[2n:3n+1].
// The signs are masks: no branch on x or y. m, m0inv and z are reloaded
// from the arguments afterwards (their registers serve here).
func (g *gen) karatsuba() {
	const dst, a, b, h, u, s = "R0", "R3", "R4", "R22", "R2", "R1"
	g.P("LSR $1, %s, %s // h", rN, h)
	g.Comment("T[0:n] = x0·y0")
	g.P("MOVD %s, %s", rTb, dst)
	g.P("MOVD %s, %s", rX, a)
	g.P("MOVD %s, %s", rYp, b)
	g.product(dst, a, b, h)
	g.Comment("T[n:2n] = x1·y1")
	g.P("ADD %s<<3, %s, %s", rN, rTb, dst)
	g.P("ADD %s<<3, %s, %s", h, rX, a)
	g.P("ADD %s<<3, %s, %s", h, rYp, b)
	g.product(dst, a, b, h)
	g.Comment("D = x0 − x1, then |D| by mask: (D ^ mx) + (mx & 1)")
	g.P("ADD %s<<4, %s, %s // D", rN, rTb, dst)
	g.P("ADD %s<<3, %s, %s // x1", h, rX, a)
	g.P("CMP ZR, ZR // C = 1: no borrow")
	g.chain("SBCS", dst, rX, a, h, "")
	g.P("CSETM LO, %s // mx: all ones iff x0 < x1", rX)
	g.P("AND $1, %s, %s", rX, a)
	g.P("CMP $1, %s // C = mx & 1", a)
	g.chain("ADCS", dst, "", dst, h, rX)
	g.Comment("E = y1 − y0, then |E|")
	g.P("ADD %s<<3, %s, %s // E", h, dst, a)
	g.P("ADD %s<<3, %s, %s // y1", h, rYp, b)
	g.P("CMP ZR, ZR")
	g.chain("SBCS", a, b, rYp, h, "")
	g.P("CSETM LO, %s // my: all ones iff y1 < y0", rYp)
	g.P("AND $1, %s, %s", rYp, b)
	g.P("CMP $1, %s", b)
	g.chain("ADCS", a, "", a, h, rYp)
	g.P("EOR %s, %s, %s // s: all ones iff (x0−x1)(y1−y0) < 0", rYp, rX, s)
	g.Comment("P = D·E at U[n:2n], U[n:n+h] zeroed first")
	g.P("ADD %s<<3, %s, %s // P", rN, dst, u)
	zero := g.NewLabel("pzero")
	g.P("MOVD %s, %s", u, rT)
	g.P("MOVD %s, %s", h, rCnt)
	g.Label(zero)
	g.P("MOVD.P ZR, 8(%s)", rT)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBNZ %s, %s", rCnt, zero)
	g.product(u, dst, a, h)
	g.Comment("W = z0 + z2 (n+1 words)")
	g.P("ADD %s<<4, %s, %s // W", rN, dst, b)
	g.P("ADD %s<<3, %s, %s // z2", rN, rTb, a)
	g.P("ADDS ZR, ZR, ZR // C = 0")
	g.chain("ADCS", b, rTb, a, rN, "")
	g.P("CSET HS, R11")
	g.P("MOVD R11, (%s) // W[n]", rT)
	g.Comment("W += (P ^ s) + (s & 1), P's top word extended by s: W = z1")
	g.P("AND $1, %s, R11", s)
	g.P("CMP $1, R11")
	g.chain("ADCS", b, b, u, rN, s)
	g.P("MOVD (%s), R11", rT)
	g.P("ADC %s, R11, R11", s)
	g.P("MOVD R11, (%s)", rT)
	g.Comment("T[h:h+n+1] += W, then the carry through T[h+n+1:2n] (x·y < B^2n: none out)")
	g.P("ADD %s<<3, %s, %s", h, rTb, a)
	g.P("ADD $1, %s, %s", rN, dst)
	g.P("ADDS ZR, ZR, ZR")
	g.chain("ADCS", a, a, b, dst, "")
	g.P("SUB $1, %s, %s", h, dst)
	g.P("MOVD %s, %s", rT, a)
	g.chain("ADCS", a, a, "", dst, "")
	g.P("MOVD z+0(FP), %s", rZ)
	g.P("MOVD m+24(FP), %s", rM)
	g.P("MOVD m0inv+40(FP), %s", rInv)
}

// MontSqr: off-diagonal products row by row, doubled with one ADCS chain,
// squares added with another (MUL/UMULH keep the flags), then n reduction
// rows and the final subtraction.
func (g *gen) MontSqr() {
	g.Printf("\n// func montSqrAsm(z, x, m *uint, n int, m0inv uint)\n")
	g.Printf("TEXT ·montSqrAsm(SB), $%d-40\n", frameSize)
	g.loadMontArgs(true)
	tri, triDone := g.NewLabel("sqtri"), g.NewLabel("sqtridone")
	g.Comment("(T[n+i], T[2i+1:n+i]) = T + x[i+1:n]·x[i] for i < n-1")
	g.P("MOVD ZR, %s", rI)
	g.Label(tri)
	g.P("ADD $1, %s, %s", rI, rA1)
	g.P("CMP %s, %s", rN, rA1)
	g.P("BHS %s", triDone)
	g.P("SUB %s, %s, %s", rA1, rN, rCnt) // n-1-i
	g.P("ADD %s<<4, %s, %s", rI, rTb, rT)
	g.P("ADD $8, %s, %s", rT, rT) // &T[2i+1]
	g.P("MOVD (%s)(%s<<3), %s", rX, rI, rY)
	g.P("ADD %s<<3, %s, %s", rA1, rX, rS) // &x[i+1]
	g.P("MOVD ZR, %s", rC)
	g.row()
	g.P("MOVD %s, (%s) // T[n+i]", rC, rT)
	g.P("ADD $1, %s, %s", rI, rI)
	g.P("B %s", tri)
	g.Label(triDone)

	dbl := g.NewLabel("sqdbl")
	g.Comment("T = 2T (2n words, an even count: pairs)")
	g.P("MOVD %s, %s", rTb, rT)
	g.P("MOVD %s, %s", rN, rCnt)
	g.P("ADDS ZR, ZR, ZR // C = 0")
	g.Label(dbl)
	g.P("LDP (%s), (%s, %s)", rT, rT0, rT1)
	g.P("ADCS %s, %s, %s", rT0, rT0, rT0)
	g.P("ADCS %s, %s, %s", rT1, rT1, rT1)
	g.P("STP.P (%s, %s), 16(%s)", rT0, rT1, rT)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBNZ %s, %s", rCnt, dbl)

	diag := g.NewLabel("sqdiag")
	// The squares pass has the load/MUL/UMULH/ADCS shape of row's steps but
	// adds x[i]² at limb 2i in one carry chain over T: not row's x·y[i] + T.
	g.Comment("T += x[i]² at limb 2i, one ADCS chain")
	g.P("MOVD %s, %s", rTb, rT)
	g.P("MOVD %s, %s", rX, rS)
	g.P("MOVD %s, %s", rN, rCnt)
	g.P("ADDS ZR, ZR, ZR // C = 0")
	g.Label(diag)
	g.P("MOVD.P 8(%s), %s", rS, rA0)
	g.P("MUL %s, %s, %s", rA0, rA0, rL0)
	g.P("UMULH %s, %s, %s", rA0, rA0, rH0)
	g.P("LDP (%s), (%s, %s)", rT, rT0, rT1)
	g.P("ADCS %s, %s, %s", rL0, rT0, rT0)
	g.P("ADCS %s, %s, %s", rH0, rT1, rT1)
	g.P("STP.P (%s, %s), 16(%s)", rT0, rT1, rT)
	g.P("SUB $1, %s, %s", rCnt, rCnt)
	g.P("CBNZ %s, %s", rCnt, diag)

	g.reduceAll()
	g.finalSub()
	g.P("RET")
}

// reduceAll: n reduction rows over the 2n-word product in T.
func (g *gen) reduceAll() {
	red := g.NewLabel("red")
	g.Comment("reduce: (c, T[i:i+n]) += q·m; T[i+n] += c + top")
	g.P("MOVD ZR, %s", rTop)
	g.P("MOVD ZR, %s", rI)
	g.Label(red)
	g.reduceRow()
	g.carryUp()
	g.P("ADD $1, %s, %s", rI, rI)
	g.P("CMP %s, %s", rN, rI)
	g.P("BLO %s", red)
}

// TableLookup: z = entry idx of size entries of n limbs, scanning every
// entry. Eight limbs (four NEON registers) per pass with the entries in the
// inner loop; each entry's mask is a lane compare (VCMEQ) of a running index
// with idx, all ones or all zeros; then two limbs, then one (CSETM).
func (g *gen) TableLookup() {
	g.Printf("\n// func tableLookupAsm(z, tab *uint, n, size int, idx uint)\n")
	g.Printf("TEXT ·tableLookupAsm(SB), NOSPLIT, $0-40\n")
	g.Args("MOVD", "z+0(FP)", "R0", "tab+8(FP)", "R1", "n+16(FP)", "R2", "size+24(FP)", "R3", "idx+32(FP)", "R4")
	g.P("VDUP R4, V31.D2 // idx in both lanes")
	g.P("MOVD $1, R5")
	g.P("VDUP R5, V30.D2")
	g.P("LSL $3, R2, R6 // bytes per entry")
	pass8, pass2, pass1, done := g.NewLabel("sel8_"), g.NewLabel("sel2_"), g.NewLabel("sel1_"), g.NewLabel("seldone")
	inner8, inner2, inner1 := g.NewLabel("sel8in"), g.NewLabel("sel2in"), g.NewLabel("sel1in")
	g.Label(pass8)
	g.P("CMP $8, R2")
	g.P("BLT %s", pass2)
	for k := 0; k < 4; k++ {
		g.P("VEOR V%d.B16, V%d.B16, V%d.B16", k, k, k)
	}
	g.P("VEOR V29.B16, V29.B16, V29.B16 // running entry index")
	g.P("MOVD R1, R7")
	g.P("MOVD R3, R8")
	g.Label(inner8)
	g.P("VCMEQ V29.D2, V31.D2, V28.D2 // all ones iff entry == idx")
	g.P("VLD1 (R7), [V4.D2, V5.D2, V6.D2, V7.D2]")
	for k := 0; k < 4; k++ {
		g.P("VAND V28.B16, V%d.B16, V%d.B16", 4+k, 4+k)
		g.P("VORR V%d.B16, V%d.B16, V%d.B16", 4+k, k, k)
	}
	g.P("VADD V30.D2, V29.D2, V29.D2")
	g.P("ADD R6, R7, R7")
	g.P("SUB $1, R8, R8")
	g.P("CBNZ R8, %s", inner8)
	g.P("VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R0)")
	g.P("ADD $64, R1, R1")
	g.P("SUB $8, R2, R2")
	g.P("B %s", pass8)
	g.Label(pass2)
	g.P("CMP $2, R2")
	g.P("BLT %s", pass1)
	g.P("VEOR V0.B16, V0.B16, V0.B16")
	g.P("VEOR V29.B16, V29.B16, V29.B16")
	g.P("MOVD R1, R7")
	g.P("MOVD R3, R8")
	g.Label(inner2)
	g.P("VCMEQ V29.D2, V31.D2, V28.D2")
	g.P("VLD1 (R7), [V4.D2]")
	g.P("VAND V28.B16, V4.B16, V4.B16")
	g.P("VORR V4.B16, V0.B16, V0.B16")
	g.P("VADD V30.D2, V29.D2, V29.D2")
	g.P("ADD R6, R7, R7")
	g.P("SUB $1, R8, R8")
	g.P("CBNZ R8, %s", inner2)
	g.P("VST1.P [V0.D2], 16(R0)")
	g.P("ADD $16, R1, R1")
	g.P("SUB $2, R2, R2")
	g.P("B %s", pass2)
	g.Label(pass1)
	g.P("CBZ R2, %s", done)
	g.P("MOVD ZR, R10 // accumulator")
	g.P("MOVD ZR, R9  // running entry index")
	g.P("MOVD R1, R7")
	g.P("MOVD R3, R8")
	g.Label(inner1)
	g.P("CMP R4, R9")
	g.P("CSETM EQ, R11 // all ones iff entry == idx")
	g.P("MOVD (R7), R12")
	g.P("AND R11, R12, R12")
	g.P("ORR R12, R10, R10")
	g.P("ADD $1, R9, R9")
	g.P("ADD R6, R7, R7")
	g.P("SUB $1, R8, R8")
	g.P("CBNZ R8, %s", inner1)
	g.P("MOVD R10, (R0)")
	g.Label(done)
	g.P("RET")
}
