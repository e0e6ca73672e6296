// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// vpaes_arm64_gen generates vpaes_arm64.s, the vpaes tier's kernels
// (Hamburg's vector-permute AES, see vpaes.go) with NEON TBL.
//
// Run by `go generate` (see generate.go): go run vpaes_arm64_gen.go -out vpaes_arm64.s
//
// Register plan. NEON has 32 registers, so every table a kernel needs stays
// in a register for the whole call:
//
//	V31 0x0F mask, V30 1/n, V29 a/n
//	encryption: V28-V25 S1U S1T S2U S2T, V24-V23 SOU SOT, V22-V21 input
//	            (E) low/high, V13-V16 rotate-by-one for views 0-3,
//	            V17-V20 rotate-by-three
//	decryption: V28-V21 D9U D9T DDU DDT DBU DBT DEU DET, V20-V19 DOU DOT,
//	            V18-V17 input (D) low/high, V13-V16 rotate-by-one
//	V0-V4 block A, V5-V9 block B (two interleaved instruction streams),
//	V10 round key, V11 CBC chaining value, V12 scratch.
//
// TBL returns 0 for an index ≥ 16, which plays the role of PSHUFB's bit-7
// rule for the 0x80 marker. The rounds are unrolled: AES-128 enters the
// AES-256 code four rounds in (the views repeat every four rounds, and
// 10 ≡ 14 mod 4), AES-192 has its own copy. Every branch depends only on the
// round count and the block count, both public.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "vpaes_arm64.s", "output file")

// Table rows, as in vpaes.go. The 386, arm64 and amd64 generators each
// carry this copy on purpose: each is a program of its own (the amd64 one
// in the generator module, which does not import this one), and the
// kernels are tested against vpaes.go's table.
const (
	vpMask   = 0
	vpInv    = 1
	vpAInv   = 2
	vpEncLo  = 3
	vpEncHi  = 4
	vpDecLo  = 5
	vpDecHi  = 6
	vpS1U    = 7
	vpS2U    = 9
	vpSOU    = 11
	vpD9U    = 13
	vpDBU    = 15
	vpDDU    = 17
	vpDEU    = 19
	vpDOU    = 21
	vpERot1  = 23
	vpERot3  = 27
	vpDRot1  = 31
	vpEFinal = 35
	vpDFinal = 39
	vpS63    = 43
)

const (
	rTab    = "R0"
	rKey    = "R1"
	rRounds = "R2"
	rDst    = "R3"
	rSrc    = "R4"
	rN      = "R5"
	rPtr    = "R6" // counter or IV pointer
	rCtrHi  = "R7"
	rCtrLo  = "R8"
	rAddr   = "R9"
	rK      = "R10" // round key walker
	rTmp    = "R11"
)

func v(i int) string { return fmt.Sprintf("V%d.B16", i) }

const (
	vMask, vInv, vAInv = 31, 30, 29
	vKey, vChain, vTmp = 10, 11, 12
)

type blk [5]int

var (
	blockA = blk{0, 1, 2, 3, 4}
	blockB = blk{5, 6, 7, 8, 9}
)

// layout says which table sits in which register for a direction.
type layout struct {
	decrypt    bool
	lo, hi     int    // input transform registers
	out        int    // last-round table pair (u register; t is out-1)
	mix        [8]int // encryption: S1U S1T S2U S2T; decryption: D9U D9T DDU DDT DBU DBT DEU DET
	rot1, rot3 int    // first register of the four rotations
	finalRow   int    // table row of the final shuffles
	rows       map[int]int
}

var encLayout = layout{
	lo: 22, hi: 21, out: 24, mix: [8]int{28, 27, 26, 25}, rot1: 13, rot3: 17, finalRow: vpEFinal,
	rows: map[int]int{vpS1U: 28, vpS1U + 1: 27, vpS2U: 26, vpS2U + 1: 25, vpSOU: 24, vpSOU + 1: 23,
		vpEncLo: 22, vpEncHi: 21, vpERot1: 13, vpERot1 + 1: 14, vpERot1 + 2: 15, vpERot1 + 3: 16,
		vpERot3: 17, vpERot3 + 1: 18, vpERot3 + 2: 19, vpERot3 + 3: 20},
}

var decLayout = layout{
	decrypt: true, lo: 18, hi: 17, out: 20, mix: [8]int{28, 27, 26, 25, 24, 23, 22, 21}, rot1: 13, finalRow: vpDFinal,
	rows: map[int]int{vpD9U: 28, vpD9U + 1: 27, vpDDU: 26, vpDDU + 1: 25, vpDBU: 24, vpDBU + 1: 23,
		vpDEU: 22, vpDEU + 1: 21, vpDOU: 20, vpDOU + 1: 19, vpDecLo: 18, vpDecHi: 17,
		vpDRot1: 13, vpDRot1 + 1: 14, vpDRot1 + 2: 15, vpDRot1 + 3: 16},
}

type gen struct {
	*asmgen.File
}

// loadRow loads table row into register reg.
func (g *gen) loadRow(row, reg int) {
	g.P("ADD $%d, %s, %s", 16*row, rTab, rAddr)
	g.P("VLD1 (%s), [%s]", rAddr, v(reg))
}

// loadTablesOrdered loads the constants and the layout's tables, in row
// order so the output is reproducible.
func (g *gen) loadTablesOrdered(l layout) {
	dir := "encryption"
	if l.decrypt {
		dir = "decryption"
	}
	g.Block("the masks, the inversion tables and the %s tables into V13-V31 for the whole call", dir)
	g.loadRow(vpMask, vMask)
	g.loadRow(vpInv, vInv)
	g.loadRow(vpAInv, vAInv)
	for row := 0; row < 64; row++ {
		if reg, ok := l.rows[row]; ok {
			g.loadRow(row, reg)
		}
	}
}

// A stream is one block's instructions; streams are interleaved.
type stream []string

func (s *stream) add(format string, args ...any) { *s = append(*s, fmt.Sprintf(format, args...)) }

func (g *gen) emit(ss ...stream) {
	for i := 0; ; i++ {
		done := true
		for _, s := range ss {
			if i < len(s) {
				g.P("%s", s[i])
				done = false
			}
		}
		if done {
			return
		}
	}
}

// input: x = T_lo[x & 15] + T_hi[x >> 4] + key (key already in vKey).
func input(s *stream, b blk, l layout) {
	s.add("VUSHR $4, %s, %s", v(b[0]), v(b[1]))          // high nibbles
	s.add("VAND %s, %s, %s", v(vMask), v(b[0]), v(b[0])) // low nibbles
	s.add("VTBL %s, [%s], %s", v(b[0]), v(l.lo), v(b[2]))
	s.add("VTBL %s, [%s], %s", v(b[1]), v(l.hi), v(b[3]))
	s.add("VEOR %s, %s, %s", v(b[2]), v(b[3]), v(b[0]))
	s.add("VEOR %s, %s, %s", v(vKey), v(b[0]), v(b[0]))
}

// invert leaves io in b[2] and jo in b[3] (Hamburg's GF(16)² inversion).
func invert(s *stream, b blk) {
	r0, r1, r2, r3, r4 := b[0], b[1], b[2], b[3], b[4]
	s.add("VUSHR $4, %s, %s", v(r0), v(r1))            // i
	s.add("VAND %s, %s, %s", v(vMask), v(r0), v(r0))   // k
	s.add("VTBL %s, [%s], %s", v(r0), v(vAInv), v(r2)) // a/k
	s.add("VEOR %s, %s, %s", v(r1), v(r0), v(r0))      // j = i + k
	s.add("VTBL %s, [%s], %s", v(r1), v(vInv), v(r3))  // 1/i
	s.add("VEOR %s, %s, %s", v(r2), v(r3), v(r3))      // iak
	s.add("VTBL %s, [%s], %s", v(r0), v(vInv), v(r4))  // 1/j
	s.add("VEOR %s, %s, %s", v(r2), v(r4), v(r4))      // jak
	s.add("VTBL %s, [%s], %s", v(r3), v(vInv), v(r2))  // 1/iak
	s.add("VEOR %s, %s, %s", v(r0), v(r2), v(r2))      // io
	s.add("VTBL %s, [%s], %s", v(r4), v(vInv), v(r3))  // 1/jak
	s.add("VEOR %s, %s, %s", v(r1), v(r3), v(r3))      // jo
}

// lookup: dst = T_u[io] + T_t[jo] with the pair in registers u, t.
func lookup(s *stream, b blk, u, t, dst, tmp int) {
	s.add("VTBL %s, [%s], %s", v(b[2]), v(u), v(dst))
	s.add("VTBL %s, [%s], %s", v(b[3]), v(t), v(tmp))
	s.add("VEOR %s, %s, %s", v(tmp), v(dst), v(dst))
}

func encRound(s *stream, b blk, l layout, r int) {
	invert(s, b)
	a, t, a2 := b[0], b[1], b[4]
	rot1, rot3 := l.rot1+r%4, l.rot3+r%4
	lookup(s, b, l.mix[0], l.mix[1], a, t)              // A
	lookup(s, b, l.mix[2], l.mix[3], a2, t)             // 2A
	s.add("VTBL %s, [%s], %s", v(rot1), v(a), v(t))     // B
	s.add("VEOR %s, %s, %s", v(t), v(a2), v(a2))        // 2A + B
	s.add("VTBL %s, [%s], %s", v(rot3), v(a), v(b[2]))  // D
	s.add("VTBL %s, [%s], %s", v(rot1), v(a2), v(b[3])) // 2B + C
	// The key and 2A + B join D while 2B + C is computed, so one XOR
	// follows the last TBL on the critical path.
	s.add("VEOR %s, %s, %s", v(vKey), v(b[2]), v(b[2]))
	s.add("VEOR %s, %s, %s", v(a2), v(b[2]), v(a))
	s.add("VEOR %s, %s, %s", v(b[3]), v(a), v(a)) // 2A + 3B + C + D + key
}

func decRound(s *stream, b blk, l layout, r int) {
	invert(s, b)
	acc, t := b[0], b[1]
	rot := l.rot1 + r%4
	// 14a + R(11a + R(13a + R(9a))): InvMixColumns by Horner's rule.
	// Each product pair is summed off the critical path, so the chain is
	// one TBL and one XOR per step; the key joins the last pair.
	lookup(s, b, l.mix[0], l.mix[1], acc, t)
	for i := 2; i < 8; i += 2 {
		s.add("VTBL %s, [%s], %s", v(rot), v(acc), v(b[4]))
		lookup(s, b, l.mix[i], l.mix[i+1], acc, t)
		if i == 6 {
			s.add("VEOR %s, %s, %s", v(vKey), v(acc), v(acc))
		}
		s.add("VEOR %s, %s, %s", v(b[4]), v(acc), v(acc))
	}
}

func lastRound(s *stream, b blk, l layout) {
	invert(s, b)
	a, t := b[0], b[1]
	lookup(s, b, l.out, l.out-1, a, t)
	s.add("VTBL %s, [%s], %s", v(vTmp), v(a), v(t)) // leave the view
	s.add("VEOR %s, %s, %s", v(vKey), v(t), v(a))
}

func (g *gen) nextKey() { g.P("VLD1.P 16(%s), [%s]", rK, v(vKey)) }

// cipher runs the full cipher on the blocks (inputs and outputs in b[0]).
func (g *gen) cipher(l layout, blocks ...blk) {
	g.Block("vpaes (Hamburg, CHES 2009) on %s: the input basis change and round key 0", blockCount(blocks))
	g.P("MOVD %s, %s", rKey, rK)
	g.nextKey()
	var ss []stream
	for _, b := range blocks {
		var s stream
		input(&s, b, l)
		ss = append(ss, s)
	}
	g.emit(ss...)
	dispatch := func(l12, l10 string) {
		g.P("CMP $12, %s", rRounds)
		g.P("BEQ %s", l12)
		g.P("BLT %s", l10)
	}
	round := func(r, nr int) {
		if l.decrypt {
			g.Block("%s (FIPS 197 §5.3), view %d: inverse S-box by inversion in GF(2⁴)², InvMixColumns by Horner's rule", asmgen.Round(r, nr), r%4)
		} else {
			g.Block("%s (FIPS 197 §5.1), view %d: S-box by inversion in GF(2⁴)², MixColumns as 2A + 3B + C + D by rotations", asmgen.Round(r, nr), r%4)
		}
		g.nextKey()
		ss = ss[:0]
		for _, b := range blocks {
			var s stream
			if l.decrypt {
				decRound(&s, b, l, r)
			} else {
				encRound(&s, b, l, r)
			}
			ss = append(ss, s)
		}
		g.emit(ss...)
	}
	last := func(nr int) {
		g.Block("%s, the last: the S-box output table, no MixColumns, leave view %d by V12, add the last round key", asmgen.Round(nr, nr), nr%4)
		g.nextKey()
		g.loadRow(l.finalRow+nr%4, vTmp)
		ss = ss[:0]
		for _, b := range blocks {
			var s stream
			lastRound(&s, b, l)
			ss = append(ss, s)
		}
		g.emit(ss...)
	}
	g.VPAESRounds(dispatch, round, last, func(l string) { g.P("B %s", l) })
}

// blockCount names the blocks of an interleaved cipher in a comment.
func blockCount(blocks []blk) string {
	if len(blocks) == 1 {
		return "one block"
	}
	return fmt.Sprintf("%d blocks, interleaved", len(blocks))
}

func (g *gen) prologue(name, sig string, frame int, l layout) {
	g.P("")
	g.Printf("// func %s%s\nTEXT ·%s(SB), NOSPLIT, $0-%d\n", name, sig, name, frame)
	g.Args("MOVD",
		"tab+0(FP)", rTab,
		"rk+8(FP)", rKey,
		"rounds+16(FP)", rRounds,
		"dst+24(FP)", rDst,
		"src+32(FP)", rSrc,
		"n+40(FP)", rN)
	g.loadTablesOrdered(l)
}

func (g *gen) ecb(name string, l layout) {
	g.prologue(name, "(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int)", 48, l)
	g.loop2(func() {
		g.P("VLD1.P 16(%s), [%s]", rSrc, v(blockA[0]))
		g.P("VLD1.P 16(%s), [%s]", rSrc, v(blockB[0]))
		g.cipher(l, blockA, blockB)
		g.P("VST1.P [%s], 16(%s)", v(blockA[0]), rDst)
		g.P("VST1.P [%s], 16(%s)", v(blockB[0]), rDst)
	}, func() {
		g.P("VLD1 (%s), [%s]", rSrc, v(blockA[0]))
		g.cipher(l, blockA)
		g.P("VST1 [%s], (%s)", v(blockA[0]), rDst)
	})
	g.P("RET")
}

// loop2 emits the loop the multi-block kernels share: two blocks per
// iteration, then one if n is odd.
func (g *gen) loop2(two, one func()) {
	loop, tail, done := g.NewLabel("loop"), g.NewLabel("tail"), g.NewLabel("done")
	g.Block("two blocks per iteration while n ≥ 2, V0-V4 and V5-V9")
	g.Label(loop)
	g.P("CMP $2, %s", rN)
	g.P("BLT %s", tail)
	two()
	g.P("SUB $2, %s", rN)
	g.P("B %s", loop)
	g.Label(tail)
	g.Comment("the last block if n is odd")
	g.P("CBZ %s, %s", rN, done)
	one()
	g.Label(done)
}

// counter puts the big-endian counter in block register reg and advances
// it (128-bit add with carry): the same steps as hw_arm64_gen.go's ctr,
// in this kernel's registers (one temporary, the halves one after the
// other).
func (g *gen) counter(reg int) {
	g.Comment("counter block into V%d; the 128-bit counter in R7:R8 += 1", reg)
	g.P("REV %s, %s", rCtrHi, rTmp)
	g.P("VMOV %s, V%d.D[0]", rTmp, reg)
	g.P("REV %s, %s", rCtrLo, rTmp)
	g.P("VMOV %s, V%d.D[1]", rTmp, reg)
	g.P("ADDS $1, %s, %s", rCtrLo, rCtrLo)
	g.P("ADC ZR, %s, %s", rCtrHi, rCtrHi)
}

func (g *gen) ctr() {
	name := "vpaesCTRAsm"
	g.prologue(name, "(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int, ctr *[16]byte)", 56, encLayout)
	g.Comment("the counter as a 128-bit number in R7 (high) and R8 (low)")
	g.P("MOVD ctr+48(FP), %s", rPtr)
	g.P("MOVD (%s), %s", rPtr, rCtrHi)
	g.P("MOVD 8(%s), %s", rPtr, rCtrLo)
	g.P("REV %s, %s", rCtrHi, rCtrHi)
	g.P("REV %s, %s", rCtrLo, rCtrLo)
	g.loop2(func() {
		g.counter(blockA[0])
		g.counter(blockB[0])
		g.cipher(encLayout, blockA, blockB)
		g.Block("CTR (SP 800-38A §6.5): dst = src ⊕ E(counter), two blocks")
		g.P("VLD1.P 16(%s), [%s]", rSrc, v(blockA[1]))
		g.P("VLD1.P 16(%s), [%s]", rSrc, v(blockB[1]))
		g.P("VEOR %s, %s, %s", v(blockA[1]), v(blockA[0]), v(blockA[0]))
		g.P("VEOR %s, %s, %s", v(blockB[1]), v(blockB[0]), v(blockB[0]))
		g.P("VST1.P [%s], 16(%s)", v(blockA[0]), rDst)
		g.P("VST1.P [%s], 16(%s)", v(blockB[0]), rDst)
	}, func() {
		g.counter(blockA[0])
		g.cipher(encLayout, blockA)
		g.Block("CTR: dst = src ⊕ E(counter)")
		g.P("VLD1 (%s), [%s]", rSrc, v(blockA[1]))
		g.P("VEOR %s, %s, %s", v(blockA[1]), v(blockA[0]), v(blockA[0]))
		g.P("VST1 [%s], (%s)", v(blockA[0]), rDst)
	})
	g.Block("store the advanced counter, big-endian")
	g.P("REV %s, %s", rCtrHi, rCtrHi)
	g.P("REV %s, %s", rCtrLo, rCtrLo)
	g.P("MOVD %s, (%s)", rCtrHi, rPtr)
	g.P("MOVD %s, 8(%s)", rCtrLo, rPtr)
	g.P("RET")
}

// cbcEntry starts a CBC kernel: the prologue and the chaining value from
// iv.
func (g *gen) cbcEntry(name string, l layout) {
	g.prologue(name, "(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int, iv *[16]byte)", 56, l)
	g.P("MOVD iv+48(FP), %s", rPtr)
	g.P("VLD1 (%s), [%s]", rPtr, v(vChain))
}

func (g *gen) cbcEncrypt() {
	g.cbcEntry("vpaesCBCEncAsm", encLayout)
	loop, done := g.NewLabel("loop"), g.NewLabel("done")
	g.Block("CBC (SP 800-38A §6.2), one block per iteration: C = E(P ⊕ IV), IV = C")
	g.Label(loop)
	g.P("CBZ %s, %s", rN, done)
	g.P("VLD1.P 16(%s), [%s]", rSrc, v(blockA[0]))
	g.P("VEOR %s, %s, %s", v(vChain), v(blockA[0]), v(blockA[0]))
	g.cipher(encLayout, blockA)
	g.P("VORR %s, %s, %s", v(blockA[0]), v(blockA[0]), v(vChain))
	g.P("VST1.P [%s], 16(%s)", v(blockA[0]), rDst)
	g.P("SUB $1, %s", rN)
	g.P("B %s", loop)
	g.Label(done)
	g.P("VST1 [%s], (%s)", v(vChain), rPtr)
	g.P("RET")
}

func (g *gen) cbcDecrypt() {
	g.cbcEntry("vpaesCBCDecAsm", decLayout)
	g.loop2(func() {
		g.P("VLD1 (%s), [%s, %s]", rSrc, v(blockA[0]), v(blockA[1]))
		g.P("VORR %s, %s, %s", v(blockA[1]), v(blockA[1]), v(blockB[0]))
		g.cipher(decLayout, blockA, blockB)
		// Read both ciphertext blocks again before storing: dst may be src.
		g.Block("CBC (SP 800-38A §6.2): P1 = D(C1) ⊕ IV, P2 = D(C2) ⊕ C1, IV = C2 (src read again: dst may be src)")
		g.P("VLD1.P 32(%s), [%s, %s]", rSrc, v(blockA[1]), v(blockA[2]))
		g.P("VEOR %s, %s, %s", v(vChain), v(blockA[0]), v(blockA[0]))
		g.P("VEOR %s, %s, %s", v(blockA[1]), v(blockB[0]), v(blockB[0]))
		g.P("VORR %s, %s, %s", v(blockA[2]), v(blockA[2]), v(vChain))
		g.P("VST1.P [%s], 16(%s)", v(blockA[0]), rDst)
		g.P("VST1.P [%s], 16(%s)", v(blockB[0]), rDst)
	}, func() {
		g.P("VLD1 (%s), [%s]", rSrc, v(blockA[0]))
		g.cipher(decLayout, blockA)
		g.Block("CBC: P = D(C) ⊕ IV, IV = C")
		g.P("VLD1 (%s), [%s]", rSrc, v(blockA[1]))
		g.P("VEOR %s, %s, %s", v(vChain), v(blockA[0]), v(blockA[0]))
		g.P("VORR %s, %s, %s", v(blockA[1]), v(blockA[1]), v(vChain))
		g.P("VST1 [%s], (%s)", v(blockA[0]), rDst)
	})
	g.P("VST1 [%s], (%s)", v(vChain), rPtr)
	g.P("RET")
}

// subBytes is the S-box on 16 bytes, for the key schedule.
func (g *gen) subBytes() {
	name := "vpaesSubBytesAsm"
	g.P("")
	g.Printf("// func %s(tab *[44][16]byte, dst *[16]byte, src *[16]byte)\nTEXT ·%s(SB), NOSPLIT, $0-24\n", name, name)
	g.Args("MOVD",
		"tab+0(FP)", rTab,
		"dst+8(FP)", rDst,
		"src+16(FP)", rSrc)
	g.loadRow(vpMask, vMask)
	g.loadRow(vpInv, vInv)
	g.loadRow(vpAInv, vAInv)
	g.loadRow(vpEncLo, 22)
	g.loadRow(vpEncHi, 21)
	g.loadRow(vpSOU, 24)
	g.loadRow(vpSOU+1, 23)
	g.loadRow(vpS63, vKey)
	g.Block("SubBytes (FIPS 197 §5.1.1): basis change, inversion in GF(2⁴)², the S-box output table, + 0x63")
	g.P("VLD1 (%s), [%s]", rSrc, v(0))
	b := blockA
	var s stream
	s.add("VUSHR $4, %s, %s", v(b[0]), v(b[1]))
	s.add("VAND %s, %s, %s", v(vMask), v(b[0]), v(b[0]))
	s.add("VTBL %s, [%s], %s", v(b[0]), v(22), v(b[2]))
	s.add("VTBL %s, [%s], %s", v(b[1]), v(21), v(b[3]))
	s.add("VEOR %s, %s, %s", v(b[2]), v(b[3]), v(b[0]))
	invert(&s, b)
	lookup(&s, b, 24, 23, b[0], b[1])
	s.add("VEOR %s, %s, %s", v(vKey), v(b[0]), v(b[0])) // + 0x63
	g.emit(s)
	g.P("VST1 [%s], (%s)", v(b[0]), rDst)
	g.P("RET")
}

// main emits one function per kernel vpaes_arm64.go declares; the mains of
// vpaes_386_gen.go and vpaes_arm_gen.go have the same structure, with their own port's instructions.
func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("vpaes_arm64_gen.go", "!purego")}
	g.subBytes()
	g.ecb("vpaesEncBlocksAsm", encLayout)
	g.ecb("vpaesDecBlocksAsm", decLayout)
	g.ctr()
	g.cbcEncrypt()
	g.cbcDecrypt()
	g.WriteFile(*out)
}
