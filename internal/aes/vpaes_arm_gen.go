// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// vpaes_arm_gen generates vpaes_arm.s, the vpaes tier's kernels (Hamburg's
// vector-permute AES, see vpaes.go) for 32-bit Arm with NEON (VTBL).
//
// Run by `go generate` (see generate.go): go run vpaes_arm_gen.go -out vpaes_arm.s
//
// Go's arm assembler has no NEON mnemonics, so every NEON instruction is a
// WORD with the instruction in Arm syntax as its comment (encodings from the
// Arm ARM, A32 Advanced SIMD; the test vpaes_arm_test.go runs them).
//
// NEON on 32-bit Arm has sixteen 128-bit Q registers, and VTBL looks up
// eight indices (a D register) in a table of up to four D registers, so a
// 16-byte shuffle is two VTBLs of a two-D table. The kernels keep what every
// round needs in registers and stream the rest from vpaesArmTab
// (vpaes_arm.go), whose rows are vpaesTab's laid out in the order the
// kernels load them; every load address depends only on the round number.
//
//	encryption: Q15 0x0F mask, Q14 1/n, Q13 a/n, Q12-Q9 S1U S1T S2U S2T,
//	            Q8-Q7 the round's rotations (input and output tables around
//	            the rounds), Q6 round key, Q5 CTR counter, Q0-Q4 the block
//	decryption: Q15-Q13 as above, Q12-Q9 two pairs of D tables streamed per
//	            round (Q11-Q12 the input and output tables around the
//	            rounds), Q8 the round's rotation, Q7 CBC chaining value, Q6
//	            round key, Q5 the ciphertext block, Q0-Q4 the block
//
// R0 table, R1 round keys, R2 rounds, R3 dst, R4 src, R5 blocks left, R6
// counter or IV pointer, R7 round-key walker, R8 table walker, R9 and R12
// scratch (R10 is g, R11 the assembler's temporary). VTBL returns 0 for an
// index ≥ 16, which plays PSHUFB's bit-7 rule for the 0x80 marker. Rounds
// are unrolled: AES-128 enters the AES-256 code four rounds in (the views
// repeat every four rounds and the walkers carry the view), AES-192 has its
// own copy. Every branch depends only on the round count, the block count
// or (CTR) the public counter's low word.
package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "vpaes_arm.s", "output file")

// Rows of vpaesArmTab; vpaes_arm.go builds the table with the same numbers.
const (
	aAInv    = 0   // a/n, then 1/n: one load into Q13, Q14
	aInv     = 1   //
	aMask    = 2   // 0x0F
	aS2T     = 3   // S2T S2U S1T S1U: Q9..Q12
	aEncIn   = 7   // E input (lo, hi), then the rotations (rot1, rot3) of rounds 1..13
	aEncOut  = 35  // [2] SOU, SOT, final shuffle of view v: view 2 (AES-128/256), view 0 (AES-192)
	aDecIn   = 41  // D input (lo, hi), then rot1 of rounds 1..13
	aDecOut  = 56  // [2] DOU, DOT, final shuffle: view 2, view 0
	aDecMix  = 62  // D9U D9T DDU DDT DBU DBT DEU DET
	aS63     = 70  // 0x63
	_        = 71  // E input (lo, hi), SOU, SOT for SubBytes, after 0x63
	aSched   = 75  // rot3 rot2 rot1 (InvMixColumns) 0x1B E(0x05) 0x63 DecHi DecLo EncHi EncLo 0x0F: Q5..Q15
	aEncInto = 86  // gathers into encryption view r mod 4, r = 1..13
	aDecInto = 99  // gathers into decryption view r mod 4, r = 1..13
	aExpand  = 112 // 0x63 SOT SOU EncHi EncLo a/n 1/n 0x0F: Q8..Q15 for the expansion's S-box
	vpaRows  = 120
	outViewA = 0 // index into the [2] groups for nr mod 4 = 2
	outViewB = 1 // nr mod 4 = 0
)

type gen struct {
	*asmgen.File
}

// word emits one encoded NEON instruction.
func (g *gen) word(w uint32, asm string, args ...any) {
	g.P("WORD $0x%08x // %s", w, fmt.Sprintf(asm, args...))
}

// dreg splits a D register number into the 4-bit field and the extra bit.
func dreg(d int) (lo, hi uint32) { return uint32(d & 15), uint32(d >> 4) }

// vtbl: VTBL.8 Dd, {Dn, Dn+1}, Dm (A1: 1111 0011 1D11 nnnn dddd 10 len N 0 M 0 mmmm).
func (g *gen) vtbl(d, n, m int) {
	dl, dh := dreg(d)
	nl, nh := dreg(n)
	ml, mh := dreg(m)
	w := 0xF3B00900 | dh<<22 | nl<<16 | dl<<12 | nh<<7 | mh<<5 | ml
	g.word(w, "vtbl.8 d%d, {d%d, d%d}, d%d", d, n, n+1, m)
}

// q3 emits a three-register Q operation (A1: 1111 001x 0Dxx nnnn dddd 0001 NQM1 mmmm).
func (g *gen) q3(base uint32, name string, d, n, m int) {
	dl, dh := dreg(2 * d)
	nl, nh := dreg(2 * n)
	ml, mh := dreg(2 * m)
	w := base | dh<<22 | nl<<16 | dl<<12 | nh<<7 | 1<<6 | mh<<5 | ml
	g.word(w, "%s q%d, q%d, q%d", name, d, n, m)
}

func (g *gen) veor(d, n, m int) { g.q3(0xF3000110, "veor", d, n, m) }
func (g *gen) vand(d, n, m int) { g.q3(0xF2000110, "vand", d, n, m) }
func (g *gen) vmov(d, m int)    { g.q3(0xF2200110, "vorr", d, m, m) }

// vshr4: VSHR.U8 Qd, Qm, #4 (imm6 = 16 - 4).
func (g *gen) vshr4(d, m int) {
	dl, dh := dreg(2 * d)
	ml, mh := dreg(2 * m)
	w := 0xF3800050 | dh<<22 | 12<<16 | dl<<12 | mh<<5 | ml
	g.word(w, "vshr.u8 q%d, q%d, #4", d, m)
}

// vshrS7: VSHR.S8 Qd, Qm, #7 (imm6 = 16 - 7): 0xFF in the bytes whose top bit is set.
func (g *gen) vshrS7(d, m int) {
	dl, dh := dreg(2 * d)
	ml, mh := dreg(2 * m)
	w := 0xF2800050 | dh<<22 | 9<<16 | dl<<12 | mh<<5 | ml
	g.word(w, "vshr.s8 q%d, q%d, #7", d, m)
}

// vaddI8: VADD.I8 Qd, Qn, Qm (A1: 1111 0010 0D00 nnnn dddd 1000 NQM0 mmmm).
func (g *gen) vaddI8(d, n, m int) {
	dl, dh := dreg(2 * d)
	nl, nh := dreg(2 * n)
	ml, mh := dreg(2 * m)
	w := 0xF2000840 | dh<<22 | nl<<16 | dl<<12 | nh<<7 | mh<<5 | ml
	g.word(w, "vadd.i8 q%d, q%d, q%d", d, n, m)
}

// d3: a three-register D operation (Q = 0).
func (g *gen) d3(base uint32, name string, d, n, m int) {
	dl, dh := dreg(d)
	nl, nh := dreg(n)
	ml, mh := dreg(m)
	w := base | dh<<22 | nl<<16 | dl<<12 | nh<<7 | mh<<5 | ml
	g.word(w, "%s d%d, d%d, d%d", name, d, n, m)
}

// vshr4D: VSHR.U8 Dd, Dm, #4.
func (g *gen) vshr4D(d, m int) {
	dl, dh := dreg(d)
	ml, mh := dreg(m)
	w := 0xF3800010 | dh<<22 | 12<<16 | dl<<12 | mh<<5 | ml
	g.word(w, "vshr.u8 d%d, d%d, #4", d, m)
}

// vmovToCore: VMOV.32 Rt, Dn[0] (A1: cccc 1110 0001 Vn Rt 1011 N001 0000).
func (g *gen) vmovToCore(rt, n int) {
	nl, nh := dreg(n)
	w := 0xEE100B10 | nl<<16 | uint32(rt)<<12 | nh<<7
	g.word(w, "vmov.32 r%d, d%d[0]", rt, n)
}

// ldStep loads one Q register from [Rn] and adds Rm to Rn.
func (g *gen) ldStep(q, rn, rm int) {
	dl, dh := dreg(2 * q)
	w := 0xF4200A00 | dh<<22 | uint32(rn)<<16 | dl<<12 | uint32(rm)
	g.word(w, "vld1.8 {d%d, d%d}, [r%d], r%d", 2*q, 2*q+1, rn, rm)
}

// vld1/vst1 of n consecutive D registers from D register d at [Rn],
// post-incremented by the size when wb (A1: 1111 0100 0D10 nnnn dddd type 00 00 mmmm).
func (g *gen) vldst(load bool, d, n, rn int, wb bool) {
	types := map[int]uint32{1: 7, 2: 10, 3: 6, 4: 2}
	dl, dh := dreg(d)
	rm := uint32(15)
	suffix := ""
	if wb {
		rm, suffix = 13, "!"
	}
	w := 0xF4000000 | dh<<22 | uint32(rn)<<16 | dl<<12 | types[n]<<8 | rm
	name := "vst1.8"
	if load {
		w |= 1 << 21
		name = "vld1.8"
	}
	var regs []string
	for i := 0; i < n; i++ {
		regs = append(regs, fmt.Sprintf("d%d", d+i))
	}
	g.word(w, "%s {%s}, [r%d]%s", name, strings.Join(regs, ", "), rn, suffix)
}

// ld loads nq Q registers from Q register q on.
func (g *gen) ld(q, nq, rn int, wb bool) { g.vldst(true, 2*q, 2*nq, rn, wb) }
func (g *gen) st(q, nq, rn int, wb bool) { g.vldst(false, 2*q, 2*nq, rn, wb) }

// vmovScalar: VMOV.32 Dd[x], Rt (A1: cccc 1110 0 00 0 Vd Rt 1011 D 0 0 1 0000, opc1:opc2 = x).
func (g *gen) vmovScalar(d, x, rt int) {
	dl, dh := dreg(d)
	w := 0xEE000B10 | uint32(x)<<21 | dl<<16 | uint32(rt)<<12 | dh<<7
	g.word(w, "vmov.32 d%d[%d], r%d", d, x, rt)
}

// tbl: Qd = table Qt looked up by the bytes of Qi (two VTBLs). d must not
// be t; d may be i (the second half reads the index's other D register).
func (g *gen) tbl(d, t, i int) {
	if d == t {
		panic("tbl into its table")
	}
	g.vtbl(2*d, 2*t, 2*i)
	g.vtbl(2*d+1, 2*t, 2*i+1)
}

const (
	qMask, qInv, qAInv = 15, 14, 13
	qKey               = 6
	qCtr               = 5
	qChain             = 7 // decryption
	qCT                = 5 // decryption: the ciphertext block
)

const (
	rTab, rKey, rRounds, rDst, rSrc, rN, rPtr, rK, rW, rT9, rT12 = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12
)

// r names core register i.
func r(i int) string { return fmt.Sprintf("R%d", i) }

func (g *gen) tabAddr(row, reg int) { g.P("ADD $%d, R%d, R%d", 16*row, rTab, reg) }

// blk names the block's five registers: the state and four temporaries.
type blk [5]int

var bA = blk{0, 1, 2, 3, 4}

// invert leaves io in b[2] and jo in b[3] (Hamburg's GF(16)² inversion).
func (g *gen) invert(b blk) {
	r0, r1, r2, r3, r4 := b[0], b[1], b[2], b[3], b[4]
	g.vshr4(r1, r0)       // i
	g.vand(r0, r0, qMask) // k
	g.tbl(r2, qAInv, r0)  // a/k
	g.veor(r0, r1, r0)    // j = i + k
	g.tbl(r3, qInv, r1)   // 1/i
	g.veor(r3, r2, r3)    // iak
	g.tbl(r4, qInv, r0)   // 1/j
	g.veor(r4, r2, r4)    // jak
	g.tbl(r2, qInv, r3)   // 1/iak
	g.veor(r2, r0, r2)    // io
	g.tbl(r3, qInv, r4)   // 1/jak
	g.veor(r3, r1, r3)    // jo
}

// lookup: dst = T_u[io] + T_t[jo].
func (g *gen) lookup(b blk, u, t, dst, tmp int) {
	g.tbl(dst, u, b[2])
	g.tbl(tmp, t, b[3])
	g.veor(dst, tmp, dst)
}

// input: x = T_lo[x & 15] + T_hi[x >> 4] (+ key if key).
func (g *gen) input(b blk, lo, hi int, key bool) {
	g.vshr4(b[1], b[0])
	g.vand(b[0], b[0], qMask)
	g.tbl(b[2], lo, b[0])
	g.tbl(b[3], hi, b[1])
	g.veor(b[0], b[2], b[3])
	if key {
		g.veor(b[0], b[0], qKey)
	}
}

// Encryption round tables.
const (
	qS1U, qS1T, qS2U, qS2T = 12, 11, 10, 9
	qRot1, qRot3           = 7, 8
	qInLo, qInHi           = 7, 8 // also SOU, SOT in the last round
)

func (g *gen) encRound(b blk, r, nr int) {
	g.Block("%s (FIPS 197 §5.1): round key and view rotations from the walkers, S-box by inversion in GF(2⁴)², MixColumns as 2A + 3B + C + D", asmgen.Round(r, nr))
	g.ld(qKey, 1, rK, true)
	g.ld(qRot1, 2, rW, true)
	g.invert(b)
	a, t, a2 := b[0], b[1], b[4]
	g.lookup(b, qS1U, qS1T, a, t)  // A
	g.lookup(b, qS2U, qS2T, a2, t) // 2A
	g.tbl(t, a, qRot1)             // B
	g.veor(a2, t, a2)              // 2A + B
	g.tbl(b[2], a, qRot3)          // D
	g.tbl(b[3], a2, qRot1)         // 2B + C
	// The key and 2A + B join D while 2B + C is computed.
	g.veor(b[2], qKey, b[2])
	g.veor(a, a2, b[2])
	g.veor(a, b[3], a) // 2A + 3B + C + D + key
}

// Decryption tables: two pairs of D tables (U row, then T row) streamed
// per round, and the input and output tables around the rounds.
const (
	qPairA = 11 // Q11 U, Q12 T
	qPairB = 9  // Q9 U, Q10 T
	qDRot  = 8
)

func (g *gen) decRound(b blk, r, nr int) {
	g.Block("%s (FIPS 197 §5.3): round key, view rotation and D9, DD tables, inverse S-box by inversion in GF(2⁴)², InvMixColumns by Horner's rule", asmgen.Round(r, nr))
	g.ld(qKey, 1, rK, true)
	g.ld(qDRot, 1, rW, true)
	g.tabAddr(aDecMix, rT9)
	g.ld(qPairA, 2, rT9, true) // D9
	g.ld(qPairB, 2, rT9, true) // DD
	g.invert(b)
	acc, t := b[0], b[1]
	// 14a + R(11a + R(13a + R(9a))): InvMixColumns by Horner's rule.
	g.lookup(b, qPairA, qPairA+1, acc, t)
	for i, pr := range []int{qPairB, qPairA, qPairB} {
		g.tbl(b[4], acc, qDRot)
		g.lookup(b, pr, pr+1, acc, t)
		if i == 0 {
			g.ld(qPairA, 2, rT9, true) // DB, once D9 is used
		}
		if i == 1 {
			g.ld(qPairB, 2, rT9, true) // DE, once DD is used
		}
		if i == 2 {
			g.veor(acc, qKey, acc)
		}
		g.veor(acc, b[4], acc)
	}
}

// lastRound: the output tables (U, T) into outU, outU+1 from R12, then the
// final shuffle after them.
func (g *gen) lastRound(b blk, outU, nr int) {
	g.Block("%s, the last: the S-box output table, no MixColumns, leave the view, add the last round key", asmgen.Round(nr, nr))
	g.ld(qKey, 1, rK, false)
	g.ld(outU, 2, rT12, true)
	g.invert(b)
	a, t := b[0], b[1]
	g.lookup(b, outU, outU+1, a, t)
	g.ld(b[2], 1, rT12, false)
	g.tbl(t, a, b[2]) // leave the view
	g.veor(a, qKey, t)
}

// cipher runs the full cipher on block b (input and output in b[0]).
func (g *gen) cipher(dec bool, b blk) {
	in, out, qIn := aEncIn, aEncOut, qInLo
	if dec {
		in, out, qIn = aDecIn, aDecOut, qPairA
	}
	g.Block("vpaes (Hamburg, CHES 2009): the input basis change and round key 0; R7, R8 walk the round keys and the round tables")
	g.P("MOVW R%d, R%d", rKey, rK)
	g.tabAddr(in, rW)
	g.ld(qKey, 1, rK, true)
	g.ld(qIn, 2, rW, true)
	g.input(b, qIn, qIn+1, true)
	dispatch := func(l12, l10 string) {
		g.P("CMP $12, R%d", rRounds)
		g.P("BEQ %s", l12)
		g.P("BLT %s", l10)
	}
	round := func(r, nr int) {
		if dec {
			g.decRound(b, r, nr)
		} else {
			g.encRound(b, r, nr)
		}
	}
	last := func(nr int) {
		view := outViewA
		if nr%4 == 0 {
			view = outViewB
		}
		g.tabAddr(out+3*view, rT12)
		g.lastRound(b, qIn, nr)
	}
	g.VPAESRounds(dispatch, round, last, func(l string) { g.P("B %s", l) })
}

func (g *gen) header(name, sig string, frame int) {
	g.Printf("\n// func %s%s\nTEXT ·%s(SB), NOSPLIT, $0-%d\n", name, sig, name, frame)
}

// prologue loads the arguments and the resident tables.
func (g *gen) prologue(name, sig string, frame int, dec bool) {
	g.header(name, sig, frame)
	g.P("MOVW $·vpaesArmTab(SB), R%d", rTab)
	g.Args("MOVW",
		"rk+4(FP)", r(rKey),
		"rounds+8(FP)", r(rRounds),
		"dst+12(FP)", r(rDst),
		"src+16(FP)", r(rSrc),
		"n+20(FP)", r(rN))
	g.Comment("resident tables: Q13 a/n, Q14 1/n, Q15 0x0F, and for encryption Q9-Q12 S2T S2U S1T S1U")
	g.P("MOVW R%d, R%d", rTab, rW)
	g.ld(qAInv, 2, rW, true) // Q13 a/n, Q14 1/n
	g.ld(qMask, 1, rW, true)
	if !dec {
		g.ld(qS2T, 2, rW, true) // Q9 S2T, Q10 S2U
		g.ld(qS1T, 2, rW, true) // Q11 S1T, Q12 S1U
	}
}

// blockLoop emits the one-block loop of the mode kernels: body once per
// block while R5 counts down to zero (no iteration for n = 0), under the
// block comment. The mode kernels differ only in body.
func (g *gen) blockLoop(comment string, body func()) {
	loop, done := g.NewLabel("loop"), g.NewLabel("done")
	g.P("CMP $0, R%d", rN)
	g.P("BEQ %s", done)
	g.Block("%s", comment)
	g.Label(loop)
	body()
	g.P("SUB.S $1, R%d", rN)
	g.P("BNE %s", loop)
	g.Label(done)
}

const sigBlocks = "(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int)"
const sigIV = "(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int, iv *[16]byte)"

func (g *gen) ecb(name string, dec bool) {
	g.prologue(name, sigBlocks, 24, dec)
	g.blockLoop("one block per iteration", func() {
		g.ld(bA[0], 1, rSrc, true)
		g.cipher(dec, bA)
		g.st(bA[0], 1, rDst, true)
	})
	g.P("RET")
}

func (g *gen) ctr() {
	g.prologue("vpaesCTRAsm", strings.Replace(sigIV, "iv", "ctr", 1), 28, false)
	g.P("MOVW ctr+24(FP), R%d", rPtr)
	g.ld(qCtr, 1, rPtr, false)
	// R9 is the counter's low word as a number; bytes 0-11 change only
	// when it wraps, in the out-of-line carry path.
	g.P("MOVW 12(R%d), R%d", rPtr, rT9)
	g.P("REV R%d, R%d", rT9, rT9)
	var carry, back string
	g.blockLoop("CTR (SP 800-38A §6.5), one block per iteration: the counter block, then its low word + 1", func() {
		carry, back = g.NewLabel("carry"), g.NewLabel("back")
		g.vmov(bA[0], qCtr)
		g.P("ADD.S $1, R%d", rT9)
		g.P("BCS %s", carry)
		g.P("REV R%d, R%d", rT9, rT12)
		g.vmovScalar(2*qCtr+1, 1, rT12)
		g.Label(back)
		g.cipher(false, bA)
		g.Block("dst = src ⊕ E(counter)")
		g.ld(bA[1], 1, rSrc, true)
		g.veor(bA[0], bA[0], bA[1])
		g.st(bA[0], 1, rDst, true)
	})
	g.st(qCtr, 1, rPtr, false)
	g.P("RET")
	// The low word wrapped (R9 = 0): add the carry into bytes 0-11 in
	// memory, big-endian, and reload the counter.
	g.Block("the low word wrapped: carry into bytes 0-11 of *ctr, big-endian, and reload the counter")
	g.Label(carry)
	g.st(qCtr, 1, rPtr, false)
	g.P("MOVW R%d, 12(R%d)", rT9, rPtr)
	for i, off := range []int{8, 4, 0} {
		g.P("MOVW %d(R%d), R%d", off, rPtr, rT12)
		g.P("REV R%d, R%d", rT12, rT12)
		if i == 0 {
			g.P("ADD.S $1, R%d", rT12)
		} else {
			g.P("ADC.S $0, R%d", rT12)
		}
		g.P("REV R%d, R%d", rT12, rT12)
		g.P("MOVW R%d, %d(R%d)", rT12, off, rPtr)
	}
	g.ld(qCtr, 1, rPtr, false)
	g.P("B %s", back)
}

func (g *gen) cbcEncrypt() {
	g.prologue("vpaesCBCEncAsm", sigIV, 28, false)
	g.P("MOVW iv+24(FP), R%d", rPtr)
	g.ld(bA[0], 1, rPtr, false)
	g.blockLoop("CBC (SP 800-38A §6.2), one block per iteration: C = E(P ⊕ IV), IV = C", func() {
		g.ld(bA[1], 1, rSrc, true)
		g.veor(bA[0], bA[0], bA[1])
		g.cipher(false, bA)
		g.st(bA[0], 1, rDst, true)
	})
	g.st(bA[0], 1, rPtr, false)
	g.P("RET")
}

func (g *gen) cbcDecrypt() {
	g.prologue("vpaesCBCDecAsm", sigIV, 28, true)
	g.P("MOVW iv+24(FP), R%d", rPtr)
	g.ld(qChain, 1, rPtr, false)
	g.blockLoop("CBC (SP 800-38A §6.2), one block per iteration: P = D(C) ⊕ IV, IV = C (C kept in Q5: dst may be src)", func() {
		g.ld(bA[0], 1, rSrc, true)
		g.vmov(qCT, bA[0]) // kept: dst may be src
		g.cipher(true, bA)
		g.veor(bA[0], bA[0], qChain)
		g.vmov(qChain, qCT)
		g.st(bA[0], 1, rDst, true)
	})
	g.st(qChain, 1, rPtr, false)
	g.P("RET")
}

// subBytes is the S-box on 16 bytes, for the key schedule.
func (g *gen) subBytes() {
	g.header("vpaesSubBytesAsm", "(tab *[44][16]byte, dst *[16]byte, src *[16]byte)", 12)
	g.P("MOVW $·vpaesArmTab(SB), R%d", rTab)
	g.P("MOVW dst+4(FP), R%d", rDst)
	g.P("MOVW src+8(FP), R%d", rSrc)
	g.P("MOVW R%d, R%d", rTab, rW)
	g.ld(qAInv, 2, rW, true)
	g.ld(qMask, 1, rW, true)
	g.tabAddr(aS63, rW)
	g.ld(qKey, 1, rW, true)  // 0x63
	g.ld(qInLo, 2, rW, true) // input (E)
	g.ld(qS1T, 2, rW, true)  // Q11 SOU, Q12 SOT
	g.Block("SubBytes (FIPS 197 §5.1.1): basis change, inversion in GF(2⁴)², the S-box output table, + 0x63")
	g.ld(bA[0], 1, rSrc, false)
	g.input(bA, qInLo, qInHi, false)
	g.invert(bA)
	g.lookup(bA, qS1T, qS1U, bA[0], bA[1])
	g.veor(bA[0], bA[0], qKey) // + 0x63
	g.st(bA[0], 1, rDst, false)
	g.P("RET")
}

// schedule derives the vpaes schedules from the FIPS 197 expansion w, as
// vpaesScheduleGeneric (vpaes.go) does: the basis changes E and D are the
// kernels' input transform, InvMixColumns (FIPS 197 §5.3.3) is xtime by a
// sign mask and column rotations by VTBL, and storing a key into a view is
// a VTBL by the inverse of the view's final shuffle (which is the other
// direction's final shuffle of the same view). Entries past Nr are zeroed.
func (g *gen) schedule() {
	const (
		qRot3, qRot2, qRot1, q1B, qE5, q63, qDHi, qDLo, qEHi, qELo, qM = 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
		qView                                                          = 4
		rEnc, rDec, rW, rN, rV, rM16                                   = 1, 6, 3, 5, 7, 8
	)
	g.header("vpaesScheduleAsm", "(enc *[15][16]byte, dec *[15][16]byte, w *[240]byte, rounds int)", 16)
	g.P("MOVW $·vpaesArmTab(SB), R%d", rTab)
	g.Args("MOVW",
		"enc+0(FP)", r(rEnc),
		"dec+4(FP)", r(rDec),
		"w+8(FP)", r(rW),
		"rounds+12(FP)", r(rRounds))
	g.Comment("Q5-Q15: the column rotations, 0x1B, E(0x05…), 0x63, the D and E basis tables, 0x0F")
	g.tabAddr(aSched, rV)
	for q := qRot3; q <= qM; q += 2 {
		g.ld(q, min(2, qM-q+1), rV, true)
	}
	// basis: dst = lo[x & 15] ^ hi[x >> 4] (x in Q0, clobbered; Q2, Q3 scratch).
	basis := func(dst, lo, hi int) {
		g.vshr4(2, 0)
		g.vand(0, 0, qM)
		g.tbl(dst, lo, 0)
		g.tbl(3, hi, 2)
		g.veor(dst, dst, 3)
	}
	g.Block("encryption schedule: enc[0] = E(rk_0)")
	g.ld(0, 1, rW, true)
	basis(1, qELo, qEHi)
	g.st(1, 1, rEnc, true) // enc[0] = E(rk0)
	g.tabAddr(aEncInto, rV)
	g.P("SUB $1, R%d, R%d", rRounds, rN)
	loop := g.NewLabel("enc")
	g.Block("enc[r] = E(rk_r ⊕ 0x63…) in view r, r = 1..Nr-1 (R7 walks the views' gathers)")
	g.Label(loop)
	g.ld(0, 1, rW, true)
	g.veor(0, 0, q63)
	basis(1, qELo, qEHi)
	g.ld(qView, 1, rV, true)
	g.tbl(0, 1, qView)
	g.st(0, 1, rEnc, true) // enc[r] = E(rk_r ^ 0x63) in view r
	g.P("SUB.S $1, R%d", rN)
	g.P("BNE %s", loop)
	g.Block("enc[Nr] = rk_Nr ⊕ 0x63…, then zeros")
	g.ld(0, 1, rW, false)
	g.veor(0, 0, q63)
	g.st(0, 1, rEnc, true) // enc[Nr] = rk_Nr ^ 0x63
	zeroRest := func(r int) {
		skip, loop := g.NewLabel("zdone"), g.NewLabel("zero")
		g.veor(qView, qView, qView)
		g.P("RSB.S $14, R%d, R%d", rRounds, rN)
		g.P("BEQ %s", skip)
		g.Label(loop)
		g.st(qView, 1, r, true)
		g.P("SUB.S $1, R%d", rN)
		g.P("BNE %s", loop)
		g.Label(skip)
	}
	zeroRest(rEnc) // entries past Nr

	// Decryption: the equivalent inverse cipher's keys (FIPS 197 §5.3.5),
	// round keys read from rk_Nr down.
	g.Block("decryption schedule (FIPS 197 §5.3.5): dec[0] = D(rk_Nr) ⊕ E(0x05…)")
	g.P("MOVW $-16, R%d", rM16)
	g.ldStep(0, rW, rM16)
	basis(1, qDLo, qDHi)
	g.veor(1, 1, qE5)
	g.st(1, 1, rDec, true) // dec[0] = D(rk_Nr) ^ E(0x05)
	g.tabAddr(aDecInto, rV)
	g.P("SUB $1, R%d, R%d", rRounds, rN)
	loop = g.NewLabel("dec")
	g.Block("dec[r] = D(InvMixColumns(rk_{Nr-r})) ⊕ E(0x05…) in view r, r = 1..Nr-1")
	g.Label(loop)
	g.ldStep(0, rW, rM16)
	// InvMixColumns: x2, x4, x8 by xtime (the sign mask selects 0x1B).
	xt := func(dst, src, tmp int) {
		g.vshrS7(tmp, src)
		g.vand(tmp, tmp, q1B)
		g.vaddI8(dst, src, src)
		g.veor(dst, dst, tmp)
	}
	xt(1, 0, 3)
	xt(2, 1, 3)
	xt(3, 2, qView)
	// 14a_r + 11a_{r+1} + 13a_{r+2} + 9a_{r+3} =
	// (8+4+2)a_r + (8+2+1)a_{r+1} + (8+4+1)a_{r+2} + (8+1)a_{r+3}.
	g.veor(qView, 3, 0) // 8+1
	g.veor(0, 3, 1)
	g.veor(0, 0, 2)     // 8+4+2
	g.veor(1, 1, qView) // 8+2+1
	g.veor(2, 2, qView) // 8+4+1
	g.tbl(3, 1, qRot1)
	g.veor(0, 0, 3)
	g.tbl(3, 2, qRot2)
	g.veor(0, 0, 3)
	g.tbl(3, qView, qRot3)
	g.veor(0, 0, 3)
	basis(1, qDLo, qDHi)
	g.veor(1, 1, qE5)
	g.ld(qView, 1, rV, true)
	g.tbl(0, 1, qView)
	g.st(0, 1, rDec, true) // dec[r] = D(InvMixColumns(rk_{Nr-r})) ^ E(0x05) in view r
	g.P("SUB.S $1, R%d", rN)
	g.P("BNE %s", loop)
	g.Block("dec[Nr] = rk_0, then zeros")
	g.ld(0, 1, rW, false)
	g.st(0, 1, rDec, true) // dec[Nr] = rk0
	zeroRest(rDec)
	g.P("RET")
}

// expand writes the FIPS 197 §5.2 expansion of an nk-word key into enc
// (zero past round key Nr), straight-line: the last nk words stay in
// R0..R(nk-1), each new word is one EOR into its slot and a post-indexed
// store, and SubWord is the S-box on the low word of D0 (D registers: half
// the instructions of a Q register S-box). Core registers hold the words as
// little-endian loads of the big-endian words, so RotWord is a rotation
// right by 8 and Rcon lands in the low byte. Loads and stores may be
// unaligned (Armv7 LDR/STR and VST1.8 allow it).
func (g *gen) expand(nk int) {
	name := fmt.Sprintf("vpaesExpandKey%dAsm", 32*nk)
	const rTmp, rEnc, rKey = 8, 9, 12
	g.header(name, "(enc *[240]byte, key *byte)", 8)
	g.Comment("Q8-Q15: the S-box tables; w[0..%d] = the key, kept in R0-R%d", nk-1, nk-1)
	g.P("MOVW $·vpaesArmTab(SB), R%d", rTmp)
	g.P("ADD $%d, R%d", 16*aExpand, rTmp)
	for q := 8; q < 16; q += 2 {
		g.ld(q, 2, rTmp, true)
	}
	g.P("MOVW enc+0(FP), R%d", rEnc)
	g.P("MOVW key+4(FP), R%d", rKey)
	for i := 0; i < nk; i++ {
		g.P("MOVW %d(R%d), R%d", 4*i, rKey, i)
		g.P("MOVW.P R%d, 4(R%d)", i, rEnc)
	}
	// sbox: R8 = SubWord(r) through D0 (D1-D4 scratch): the input
	// transform, the inversion and the last round's output tables, + 0x63.
	const dMask, dInv, dAInv, dELo, dEHi, dSOU, dSOT, d63 = 30, 28, 26, 24, 22, 20, 18, 16
	sbox := func(r int) {
		g.vmovScalar(0, 0, r)
		g.vshr4D(1, 0)
		g.d3(0xF2000110, "vand", 0, 0, dMask)
		g.vtbl(2, dELo, 0)
		g.vtbl(3, dEHi, 1)
		veor := func(d, n, m int) { g.d3(0xF3000110, "veor", d, n, m) }
		veor(0, 2, 3)
		g.vshr4D(1, 0)                        // i
		g.d3(0xF2000110, "vand", 0, 0, dMask) // k
		g.vtbl(2, dAInv, 0)                   // a/k
		veor(0, 1, 0)                         // j
		g.vtbl(3, dInv, 1)                    // 1/i
		veor(3, 2, 3)                         // iak
		g.vtbl(4, dInv, 0)                    // 1/j
		veor(4, 2, 4)                         // jak
		g.vtbl(2, dInv, 3)                    // 1/iak
		veor(2, 0, 2)                         // io
		g.vtbl(3, dInv, 4)                    // 1/jak
		veor(3, 1, 3)                         // jo
		g.vtbl(0, dSOU, 2)
		g.vtbl(1, dSOT, 3)
		veor(0, 0, 1)
		veor(0, 0, d63)
		g.vmovToCore(rTmp, 0)
	}
	words := 4 * (nk + 7)
	rcon := 1
	for i := nk; i < words; i++ {
		last, slot := (i-1)%nk, i%nk
		switch {
		case i%nk == 0:
			g.Block(asmgen.KeyStepComment(i, nk, nk+6))
			sbox(last)
			g.P("MOVW R%d@>8, R%d", rTmp, rTmp) // RotWord
			g.P("EOR $0x%02x, R%d", rcon, rTmp)
			g.P("EOR R%d, R%d", rTmp, slot)
			rcon <<= 1
			if rcon > 0xff {
				rcon ^= 0x11b
			}
		case nk == 8 && i%nk == 4:
			g.Block(asmgen.KeyStepComment(i, nk, nk+6))
			sbox(last)
			g.P("EOR R%d, R%d", rTmp, slot)
		default:
			g.P("EOR R%d, R%d", last, slot)
		}
		g.P("MOVW.P R%d, 4(R%d)", slot, rEnc)
	}
	if rest := 240 - 4*words; rest > 0 {
		g.Block("zero enc past the last round key")
		g.veor(0, 0, 0)
		for ; rest > 0; rest -= 16 {
			g.st(0, 1, rEnc, true)
		}
	}
	g.P("RET")
}

// main emits one function per kernel vpaes_arm.go declares; the mains of
// vpaes_386_gen.go and vpaes_arm64_gen.go have the same structure, with their own port's instructions.
func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("vpaes_arm_gen.go", "arm && !purego")}
	g.subBytes()
	g.ecb("vpaesEncBlocksAsm", false)
	g.ecb("vpaesDecBlocksAsm", true)
	g.ctr()
	g.cbcEncrypt()
	g.cbcDecrypt()
	g.schedule()
	for _, nk := range []int{4, 6, 8} {
		g.expand(nk)
	}
	g.WriteFile(*out)
}
