// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// ghash_arm_gen generates ghash_arm.s, the "NEON" tier's update kernel for
// 32-bit Arm (SP 800-38D §6.4): y = (y XOR b)·H per block, the 64×64-bit
// carry-less products built from VMULL.P8 (eight 8×8-bit polynomial
// products per instruction).
//
// Run by `go generate` (see generate.go): go run ghash_arm_gen.go -out ghash_arm.s
//
// Go's arm assembler has no NEON mnemonics, so every NEON instruction is a
// WORD with the instruction in Arm syntax as its comment.
//
// Representation (package doc): an element is the spec encoding read as a
// big-endian 128-bit integer; in a Q register it is little-endian, D[2i]
// the low 64 bits, so a power table entry loads as is and a block takes one
// VREV64.8 (after which D[2i] holds the high half and D[2i+1] the low one).
//
// A 64×64 product a·b (Câmara, Gouvêa, López and Dahab, "Fast software
// polynomial multiplication on ARM processors using the NEON engine", 2013):
// with a_i, b_j the bytes, VMULL.P8 of a with b rotated by s bytes (VEXT)
// gives in 16-bit lane k the product a_k·b_{k+s mod 8}, and of a rotated by
// s with b the products a_{k+s}·b_k; their sum for s = 1..3, a·b rotated by
// 4 and a·b itself cover every pair (i, j) once. Lane k of the s-th sum
// belongs s bytes above lane k, except the s lanes whose index wrapped,
// which belong 64 bits lower: folding the high D into the low one and
// masking it (0x0000ffffffffffff, 0x00000000ffffffff, 0x000000000000ffff
// keep the lanes that did not wrap) moves exactly those, and a 128-bit
// rotation by s bytes (VEXT) puts every lane in place. H's rotations are
// computed once per call, so a product costs 33 instructions, 8 of them
// VMULL.P8.
//
// The block product is Karatsuba over the 64-bit halves; the 256-bit result
// is reduced modulo P = x^128+x^7+x^2+x+1 by the package doc's two folds by
// 0xC2000000_00000000, each fold's product being shifts: x·0xC2<<56 is
// x<<63 ^ x<<62 ^ x<<57 (low 64 bits) and x>>1 ^ x>>2 ^ x>>7 (high). The
// low parts of both folds depend only on the low 128 bits (the second
// fold's extra term shifts out), so they are computed at once on both
// 64-bit lanes, then the high parts.
//
// Every instruction runs for every block regardless of the data; branches
// depend on the length only.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "ghash_arm.s", "output file")

type gen struct{ *asmgen.File }

func (g *gen) word(w uint32, asm string, args ...any) {
	g.P("WORD $0x%08x // %s", w, fmt.Sprintf(asm, args...))
}

// field places a D register number's low four bits at lo and its fifth at hi.
func field(r int, lo, hi uint) uint32 { return uint32(r&15)<<lo | uint32(r>>4)<<hi }

// Register operands: d(n) is D register n; q(n) is Q register n = D 2n, 2n+1.
func enc3(base uint32, d, n, m int) uint32 {
	return base | field(d, 12, 22) | field(n, 16, 7) | field(m, 0, 5)
}

// veorD / veorQ / vandD: VEOR, VAND (A1: 1111 001x 0Dxx nnnn dddd 0001 NQM1 mmmm).
func (g *gen) veorD(d, n, m int) { g.word(enc3(0xF3000110, d, n, m), "veor d%d, d%d, d%d", d, n, m) }
func (g *gen) veorQ(d, n, m int) {
	g.word(enc3(0xF3000150, 2*d, 2*n, 2*m), "veor q%d, q%d, q%d", d, n, m)
}
func (g *gen) vandD(d, n, m int) { g.word(enc3(0xF2000110, d, n, m), "vand d%d, d%d, d%d", d, n, m) }
func (g *gen) vmovD(d, m int)    { g.word(enc3(0xF2200110, d, m, m), "vorr d%d, d%d, d%d", d, m, m) }

// vmull: VMULL.P8 Qd, Dn, Dm (A1: 1111 0010 1D00 nnnn dddd 1110 N0M0 mmmm).
func (g *gen) vmull(q, n, m int) {
	g.word(enc3(0xF2800E00, 2*q, n, m), "vmull.p8 q%d, d%d, d%d", q, n, m)
}

// vextD / vextQ: VEXT.8 (A1: 1111 0010 1D11 nnnn dddd imm4 NQM0 mmmm).
func (g *gen) vextD(d, n, m, imm int) {
	g.word(enc3(0xF2B00000, d, n, m)|uint32(imm)<<8, "vext.8 d%d, d%d, d%d, #%d", d, n, m, imm)
}
func (g *gen) vextQ(d, n, m, imm int) {
	g.word(enc3(0xF2B00040, 2*d, 2*n, 2*m)|uint32(imm)<<8, "vext.8 q%d, q%d, q%d, #%d", d, n, m, imm)
}

// vrev64: VREV64.8 Qd, Qm (A1: 1111 0011 1D11 0000 dddd 0000 0QM0 mmmm).
func (g *gen) vrev64(d, m int) {
	g.word(enc3(0xF3B00040, 2*d, 0, 2*m), "vrev64.8 q%d, q%d", d, m)
}

// vshlQ / vshrQ: VSHL.I64 / VSHR.U64 Qd, Qm, #imm (L = 1; imm6 = imm, 64 - imm).
func (g *gen) vshlQ(d, m, imm int) {
	w := enc3(0xF28005D0, 2*d, 0, 2*m) | uint32(imm)<<16
	g.word(w, "vshl.i64 q%d, q%d, #%d", d, m, imm)
}
func (g *gen) vshrQ(d, m, imm int) {
	w := enc3(0xF38000D0, 2*d, 0, 2*m) | uint32(64-imm)<<16
	g.word(w, "vshr.u64 q%d, q%d, #%d", d, m, imm)
}

// vmovI64: VMOV.I64 Dd, #imm, imm's bytes each 0x00 or 0xff (cmode 1110, op 1).
func (g *gen) vmovI64(d int, imm uint64) {
	var abc uint32
	for i := 0; i < 8; i++ {
		if imm>>(8*i)&0xff != 0 {
			abc |= 1 << i
		}
	}
	w := 0xF2800E30 | abc>>7<<24 | abc>>4&7<<16 | abc&15 | field(d, 12, 22)
	g.word(w, "vmov.i64 d%d, #0x%016x", d, imm)
}

// vld1 / vst1 of two D registers at [Rn], post-incremented when wb.
func (g *gen) vldst(load bool, d, rn int, wb bool) {
	rm, suffix := uint32(15), ""
	if wb {
		rm, suffix = 13, "!"
	}
	w := 0xF4000A00 | field(d, 12, 22) | uint32(rn)<<16 | rm
	name := "vst1.8"
	if load {
		w |= 1 << 21
		name = "vld1.8"
	}
	g.word(w, "%s {d%d, d%d}, [r%d]%s", name, d, d+1, rn, suffix)
}

// Register plan (D registers unless noted).
const (
	qY    = 0  // Q0: running hash, natural (D0 low, D1 high)
	qLo   = 1  // Q1: Y.lo·H.lo (first the loaded block)
	qHi   = 2  // Q2: Y.hi·H.hi
	qMid  = 3  // Q3: (Y.lo^Y.hi)·(H.lo^H.hi)
	qT    = 4  // Q4, Q5: temporaries
	qU    = 5  //
	dM    = 12 // Y.lo ^ Y.hi
	dK48  = 13
	dK32  = 14
	dK16  = 15
	dHLo  = 16 // H.lo and its rotations by 1..4 bytes
	dHHi  = 21 // H.hi, rotations
	dHMid = 26 // H.lo ^ H.hi, rotations
)

// clmul sets Q register r to the 128-bit carry-less product of D register a
// (not half of r) and the 64-bit value at D register b, whose rotations by
// s bytes are in b+s.
func (g *gen) clmul(r, a, b int) {
	t, u := qT, qU
	tl, th := 2*t, 2*t+1
	g.vmull(r, a, b) // a_k·b_k: the pairs i = j, in place
	masks := []int{0, dK48, dK32, dK16}
	for s := 1; s <= 4; s++ {
		if s < 4 {
			g.vextD(tl, a, a, s)      // a rotated by s bytes
			g.vmull(t, tl, b)         // lane k: a_{k+s}·b_k
			g.vmull(u, a, b+s)        // lane k: a_k·b_{k+s}
			g.veorQ(t, t, u)          // their sum, lane k at bit 16k
			g.veorD(tl, tl, th)       // every high lane folded 64 bits down,
			g.vandD(th, th, masks[s]) // the lanes that did not wrap kept high
			g.veorD(tl, tl, th)       // and taken out of the fold again
		} else {
			g.vmull(t, a, b+4)  // lane k: a_k·b_{k+4 mod 8}, every pair with |i-j| = 4
			g.veorD(tl, tl, th) // the wrapped lanes are the whole high half
			g.vmovI64(th, 0)
		}
		g.vextQ(t, t, t, 16-s) // up s bytes: the wrapped lanes land 64-8s bits lower
		g.veorQ(r, r, t)
	}
}

// block hashes the block at R2 into Y and advances R2.
func (g *gen) block() {
	g.Block("GHASH (SP 800-38D §6.4): Y ⊕= the next block, then Y = Y·H")
	g.vldst(true, 2*qLo, 2, true)
	g.vrev64(qLo, qLo) // D2 = block.hi, D3 = block.lo
	g.veorD(2*qY, 2*qY, 2*qLo+1)
	g.veorD(2*qY+1, 2*qY+1, 2*qLo)
	g.mulH()
}

// mulH sets Y = Y·H.
func (g *gen) mulH() {
	g.veorD(dM, 2*qY, 2*qY+1)
	g.Comment("Q1 = Y.lo·H.lo: eight VMULL.P8 over the byte rotations (Câmara et al.)")
	g.clmul(qLo, 2*qY, dHLo)
	g.Comment("Q2 = Y.hi·H.hi")
	g.clmul(qHi, 2*qY+1, dHHi)
	g.Comment("Q3 = (Y.lo ⊕ Y.hi)·(H.lo ⊕ H.hi)")
	g.clmul(qMid, dM, dHMid)
	// Karatsuba: Mid ^= Lo ^ Hi is the middle 128 bits' share.
	g.Comment("Karatsuba: Q3 ⊕ Q1 ⊕ Q2 into the middle 128 bits of Q2:Q1")
	g.veorQ(qMid, qMid, qLo)
	g.veorQ(qMid, qMid, qHi)
	g.veorD(2*qLo+1, 2*qLo+1, 2*qMid)
	g.veorD(2*qHi, 2*qHi, 2*qMid+1)
	g.reduce()
}

// reduce sets Y to the 256-bit product Hi:Lo modulo P.
func (g *gen) reduce() {
	// Both folds' low parts: t = L<<57 ^ L<<62 ^ L<<63 on each 64-bit lane
	// of L = Lo (lane 1 of the second fold's input differs from Lo's by
	// terms that shift out).
	t, u := qT, qU
	g.Comment("GHASH reduction (SP 800-38D §6.3, reflected) by shifts: the folds' low parts L<<57 ⊕ L<<62 ⊕ L<<63, then Y = Hi ⊕ L ⊕ L>>1 ⊕ L>>2 ⊕ L>>7")
	g.vshlQ(t, qLo, 57)
	g.vshlQ(u, qLo, 62)
	g.veorQ(t, t, u)
	g.vshlQ(u, qLo, 63)
	g.veorQ(t, t, u)
	g.veorD(2*qLo+1, 2*qLo+1, 2*t) // the first fold's low part into lane 1
	g.veorD(2*qHi, 2*qHi, 2*t+1)   // the second fold's into the high half
	// The high parts: Y = Hi ^ L ^ L>>1 ^ L>>2 ^ L>>7.
	g.vshrQ(t, qLo, 1)
	g.veorQ(qHi, qHi, qLo)
	g.veorQ(qLo, qLo, t)
	g.vshrQ(t, t, 6)
	g.vshrQ(qLo, qLo, 1)
	g.veorQ(qLo, qLo, qHi)
	g.veorQ(qY, qLo, t)
}

func (g *gen) update() {
	g.WriteString("\n// func updateNEON(h *[16]byte, y *[16]byte, blocks []byte)\n")
	g.WriteString("TEXT ·updateNEON(SB), NOSPLIT, $0-20\n")
	g.Args("MOVW",
		"h+0(FP)", "R0",
		"y+4(FP)", "R1",
		"blocks_base+8(FP)", "R2",
		"blocks_len+12(FP)", "R3")
	g.P("CMP $0, R3")
	g.P("BEQ done")
	g.setupH()
	g.vldst(true, 2*qY, 1, false)
	g.vrev64(qY, qY)
	g.vextQ(qY, qY, qY, 8) // natural order
	g.WriteString("\nloop:\n")
	g.block()
	g.P("SUB.S $16, R3")
	g.P("BNE loop")
	g.Block("y back to spec byte order")
	g.vextQ(qY, qY, qY, 8)
	g.vrev64(qY, qY)
	g.vldst(false, 2*qY, 1, false)
	g.WriteString("\ndone:\n")
	g.P("RET")
}

// initPowers fills pow[14..0] with H^2..H^16 from pow[15] = H: the table's
// entries are already in the natural order, and a product of two adjusted
// powers is the adjusted power of the sum (package doc). An even power is
// the square of a half power: squaring is linear in characteristic 2, so
// the 128-bit square is VMULL.P8 of each half with itself (lane k holds
// a_k², every cross term cancels), then the reduction. An odd power is the
// one before it times H.
func (g *gen) initPowers() {
	g.WriteString("\n// func initPowersNEON(pow *[16][16]byte)\n")
	g.WriteString("TEXT ·initPowersNEON(SB), NOSPLIT, $0-4\n")
	g.P("MOVW pow+0(FP), R1")
	g.P("ADD $%d, R1, R0", 16*15)
	g.setupH()
	g.vldst(true, 2*qY, 0, false)
	for e := 2; e <= 16; e++ {
		if e%2 == 0 {
			g.Block("H^%d = (H^%d)²: VMULL.P8 of each half with itself, then the reduction; into pow[%d]", e, e/2, 16-e)
		} else {
			g.Block("H^%d = H^%d·H; into pow[%d]", e, e-1, 16-e)
		}
		if e%2 == 0 {
			g.P("ADD $%d, R1, R2", 16*(16-e/2))
			g.vldst(true, 2*qY, 2, false)
			g.vmull(qLo, 2*qY, 2*qY)
			g.vmull(qHi, 2*qY+1, 2*qY+1)
			g.reduce()
		} else {
			g.mulH() // Y holds H^(e-1)
		}
		g.P("ADD $%d, R1, R2", 16*(16-e))
		g.vldst(false, 2*qY, 2, false)
	}
	g.P("RET")
}

// setupH loads H from R0 and builds its byte rotations and the masks.
func (g *gen) setupH() {
	g.Block("H.lo, H.hi, H.lo ⊕ H.hi and their rotations by 1..4 bytes into D16-D30; the lane masks into D13-D15")
	g.vldst(true, 2*qT, 0, false)
	for i, src := range []int{2 * qT, 2*qT + 1} {
		base := []int{dHLo, dHHi}[i]
		g.vmovD(base, src)
		for s := 1; s <= 4; s++ {
			g.vextD(base+s, src, src, s)
		}
	}
	g.veorD(dHMid, dHLo, dHHi)
	for s := 1; s <= 4; s++ {
		g.vextD(dHMid+s, dHMid, dHMid, s)
	}
	g.vmovI64(dK48, 0x0000ffffffffffff)
	g.vmovI64(dK32, 0x00000000ffffffff)
	g.vmovI64(dK16, 0x000000000000ffff)
}

func main() {
	flag.Parse()
	g := &gen{asmgen.New("ghash_arm_gen.go", "arm && !purego")}
	g.update()
	g.initPowers()
	g.WriteFile(*out)
}
