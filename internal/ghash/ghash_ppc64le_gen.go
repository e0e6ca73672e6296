// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// ghash_ppc64le_gen generates ghash_ppc64le.s, the VPMSUMD tier: GHASH with
// the ISA 2.07 VPMSUMD instruction, which multiplies the two 64-bit halves
// of one register carry-lessly by those of another and XORs the two
// 128-bit products. Blocks go in pairs: for blocks A and B multiplied by
// powers P and Q,
//
//	lo  = (A.lo, B.lo) ⊛ (P.lo, Q.lo) = A.lo·P.lo ^ B.lo·Q.lo
//	hi  = (A.hi, B.hi) ⊛ (P.hi, Q.hi) = A.hi·P.hi ^ B.hi·Q.hi
//	mid = (A.lo^A.hi, B.lo^B.hi) ⊛ (P.lo^P.hi, Q.lo^Q.hi) = Karatsuba middle ^ lo ^ hi
//
// so a pair costs three VPMSUMD, and the sums of a batch of up to 8 blocks
// are reduced once (SP 800-38D §6.3 multiplication, aggregated since the
// reduction is linear), by the two folds of the package doc.
//
// Run by `go generate` (see ghash_ppc64le.go): go run ghash_ppc64le_gen.go -out ghash_ppc64le.s
//
// Byte order: a register read as a big-endian 128-bit number (element
// order) holds the reflected value when it holds the block's bytes in
// order, which LXVB16X loads on ISA 3.0 (the P9 form) and LXVD2X followed
// by VPERM with swap (bytes 7..0, 15..8) loads on ISA 2.07 (the P8 form).
// The powers are little-endian 128-bit numbers, so LXVD2X loads them with
// their 64-bit halves exchanged, (P.lo, P.hi), the form the pairs are built
// from. Both forms sit behind one entry point that reads p9.
//
// Register plan:
//
//	V0, V1    the pair of blocks
//	V2-V4     (A.hi, B.hi), (A.lo, B.lo), their XOR
//	V5-V7     sums lo, hi, mid of the batch
//	V8-V10    products of the pair, before they are added in
//	V11       y, the running hash
//	V12       swap (P8 form)
//	V13       zero
//	V14       (0, 0xC2000000_00000000), the fold constant
//	V15       scratch
//	V16-V19   (P.lo, Q.lo) of the power pairs (H^2,H^1), (H^4,H^3), (H^6,H^5), (H^8,H^7)
//	V20-V23   (P.hi, Q.hi) of the same pairs
//	V24-V27   their XOR
//	R9-R16    the offsets 16..112, of blocks in a batch and of powers
//
// R0 stays zero; R1 is SP, R2 the TOC, R13 TLS, R30 g and R31 the
// assembler's temporary. Every instruction runs for every block whatever
// the data; branches depend on the length only.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "ghash_ppc64le.s", "output file")

type gen struct {
	*asmgen.File
	p9 bool
}

func v(i int) string  { return fmt.Sprintf("V%d", i) }
func vs(i int) string { return fmt.Sprintf("VS%d", 32+i) }

const (
	rPow    = "R3" // pointer to Powers[8], H^8 (then H^7..H^1 follow)
	rY      = "R4"
	rSrc    = "R5"
	rBlocks = "R6"

	vA, vB           = 0, 1
	vDHi, vDLo, vDK  = 2, 3, 4
	vLo, vHi, vMid   = 5, 6, 7
	vPLo, vPHi, vPMd = 8, 9, 10
	vY               = 11
	vSwap            = 12
	vZero            = 13
	vPoly            = 14
	vT               = 15
	vPowLo           = 16 // + pair index
	vPowHi           = 20
	vPowK            = 24
)

var off = []string{"R0", "R9", "R10", "R11", "R12", "R14", "R15", "R16"}

// load loads the 16 bytes at (base)(idx) into V_r with the block's bytes in
// element order.
func (g *gen) load(base, idx string, r int) {
	if g.p9 {
		g.P("LXVB16X (%s)(%s), %s", base, idx, vs(r))
		return
	}
	g.P("LXVD2X (%s)(%s), %s", base, idx, vs(r))
	g.P("VPERM %s, %s, %s, %s", v(r), v(r), v(vSwap), v(r))
}

func (g *gen) store(r int, base, idx string) {
	if g.p9 {
		g.P("STXVB16X %s, (%s)(%s)", vs(r), base, idx)
		return
	}
	g.P("VPERM %s, %s, %s, %s", v(r), v(r), v(vSwap), v(r))
	g.P("STXVD2X %s, (%s)(%s)", vs(r), base, idx)
}

// loadPair builds the registers of power pair p, (H^(2p+2), H^(2p+1)), at
// offsets 16·(6-2p) and 16·(7-2p) from rPow.
func (g *gen) loadPair(p int) {
	g.P("LXVD2X (%s)(%s), %s", rPow, off[6-2*p], vs(vT))
	g.P("LXVD2X (%s)(%s), %s", rPow, off[7-2*p], vs(vPLo))
	g.P("XXPERMDI %s, %s, $0, %s", vs(vT), vs(vPLo), vs(vPowLo+p))
	g.P("XXPERMDI %s, %s, $3, %s", vs(vT), vs(vPLo), vs(vPowHi+p))
	g.P("VXOR %s, %s, %s", v(vPowLo+p), v(vPowHi+p), v(vPowK+p))
}

// pair multiplies blocks A (power pair p's first power) and B (its second)
// into the sums, or into the products first if !first. If lone, only B is
// a block and A is zero. y is added to the first block of a batch.
func (g *gen) pair(p int, first, lone, addY bool, idxA, idxB string) {
	if lone {
		g.load(rSrc, idxB, vB)
		if addY {
			g.P("VXOR %s, %s, %s", v(vB), v(vY), v(vB))
		}
		g.P("XXPERMDI %s, %s, $0, %s", vs(vZero), vs(vB), vs(vDHi))
		g.P("XXPERMDI %s, %s, $1, %s", vs(vZero), vs(vB), vs(vDLo))
	} else {
		g.load(rSrc, idxA, vA)
		g.load(rSrc, idxB, vB)
		if addY {
			g.P("VXOR %s, %s, %s", v(vA), v(vY), v(vA))
		}
		g.P("XXPERMDI %s, %s, $0, %s", vs(vA), vs(vB), vs(vDHi))
		g.P("XXPERMDI %s, %s, $3, %s", vs(vA), vs(vB), vs(vDLo))
	}
	g.P("VXOR %s, %s, %s", v(vDHi), v(vDLo), v(vDK))
	lo, hi, md := vLo, vHi, vMid
	if !first {
		lo, hi, md = vPLo, vPHi, vPMd
	}
	g.P("VPMSUMD %s, %s, %s", v(vDLo), v(vPowLo+p), v(lo))
	g.P("VPMSUMD %s, %s, %s", v(vDHi), v(vPowHi+p), v(hi))
	g.P("VPMSUMD %s, %s, %s", v(vDK), v(vPowK+p), v(md))
	if !first {
		g.P("VXOR %s, %s, %s", v(vLo), v(vPLo), v(vLo))
		g.P("VXOR %s, %s, %s", v(vHi), v(vPHi), v(vHi))
		g.P("VXOR %s, %s, %s", v(vMid), v(vPMd), v(vMid))
	}
}

// batch hashes n blocks at rSrc into y: block j is multiplied by H^(n-j),
// y added to block 0, then one reduction. With n odd, block 0 goes alone
// (as the second block of its pair, against a zero first block).
func (g *gen) batch(n int, idx func(j int) string) {
	j, first := 0, true
	if n%2 == 1 {
		g.pair((n-1)/2, true, true, true, "", idx(0))
		j, first = 1, false
	}
	for ; j < n; j += 2 {
		g.pair((n-j)/2-1, first, false, j == 0, idx(j), idx(j+1))
		first = false
	}
	g.reduce()
}

// reduce turns the sums into the reflected product and folds it modulo
// P = x^128+x^7+x^2+x+1 (package doc: two folds of the low 64 bits by
// 0xC2000000_00000000, each a carry-less multiplication, a swap of halves
// and an XOR), leaving the result in y.
func (g *gen) reduce() {
	g.Comment("Karatsuba: mid ^= lo ^ hi; then lo ^= mid<<64, hi ^= mid>>64")
	g.P("VXOR %s, %s, %s", v(vMid), v(vLo), v(vMid))
	g.P("VXOR %s, %s, %s", v(vMid), v(vHi), v(vMid))
	g.P("VSLDOI $8, %s, %s, %s", v(vMid), v(vZero), v(vT))
	g.P("VSLDOI $8, %s, %s, %s", v(vZero), v(vMid), v(vMid))
	g.P("VXOR %s, %s, %s", v(vLo), v(vT), v(vLo))
	g.P("VXOR %s, %s, %s", v(vHi), v(vMid), v(vHi))
	for i := 0; i < 2; i++ {
		g.P("VPMSUMD %s, %s, %s", v(vLo), v(vPoly), v(vT))
		g.P("VSLDOI $8, %s, %s, %s", v(vLo), v(vLo), v(vLo))
		g.P("VXOR %s, %s, %s", v(vLo), v(vT), v(vLo))
	}
	g.P("VXOR %s, %s, %s", v(vLo), v(vHi), v(vY))
}

// update emits updateVPMSUMD: 8-block batches while at least 8 blocks are
// left, then one batch of the 1..7 left. The power pairs the call needs
// are loaded at entry: all four for 7 blocks or more, fewer for shorter
// calls.
func (g *gen) update() {
	name := "updateVPMSUMD"
	g.Printf("\n// func %s(pow *[16][16]byte, y *[16]byte, blocks []byte)\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-40\n", name)
	g.P("MOVD pow+0(FP), %s", rPow)
	g.P("MOVD y+8(FP), %s", rY)
	g.P("MOVD blocks_base+16(FP), %s", rSrc)
	g.P("MOVD blocks_len+24(FP), %s", rBlocks)
	g.P("SRD $4, %s, %s", rBlocks, rBlocks)
	done := g.NewLabel("done")
	g.P("CMP %s, $0", rBlocks)
	g.P("BEQ %s", done)
	g.P("ADD $128, %s", rPow) // H^8
	for i := 1; i < 8; i++ {
		g.P("MOVD $%d, %s", 16*i, off[i])
	}
	g.Comment("(0, 0xC2000000_00000000): VPMSUMD by it multiplies the low half alone")
	g.P("VXOR %s, %s, %s", v(vZero), v(vZero), v(vZero))
	g.P("MOVD $0xC2, R17")
	g.P("SLD $56, R17, R17")
	g.P("MTVSRD R17, %s", vs(vT))
	g.P("XXPERMDI %s, %s, $0, %s", vs(vZero), vs(vT), vs(vPoly))
	g.Block("Power pairs: all four for 7 blocks or more, else those the blocks need")
	l := []string{g.NewLabel("pairs1_"), g.NewLabel("pairs2_"), g.NewLabel("pairs3_"), g.NewLabel("pairs4_")}
	g.P("CMP %s, $7", rBlocks)
	g.P("BGE %s", l[3])
	g.P("CMP %s, $5", rBlocks)
	g.P("BGE %s", l[2])
	g.P("CMP %s, $3", rBlocks)
	g.P("BGE %s", l[1])
	g.P("BR %s", l[0])
	for p := 3; p >= 0; p-- {
		g.Label(l[p])
		g.loadPair(p)
	}
	l9 := g.NewLabel("p9_")
	g.P("MOVBZ ·p9(SB), R17")
	g.P("CMP R17, $0")
	g.P("BNE %s", l9)
	g.p9 = false
	g.body(done)
	g.Label(l9)
	g.p9 = true
	g.body(done)
	g.Label(done)
	g.P("RET")
}

func (g *gen) body(done string) {
	if !g.p9 {
		g.P("LVSL (R0)(R0), %s", v(vSwap))
		g.P("VSPLTISB $7, %s", v(vT))
		g.P("VXOR %s, %s, %s", v(vSwap), v(vT), v(vSwap))
	}
	g.load(rY, "R0", vY)
	loop, tail := g.NewLabel("loop8_"), g.NewLabel("tail")
	g.Label(loop)
	g.P("CMP %s, $8", rBlocks)
	g.P("BLT %s", tail)
	g.batch(8, func(j int) string { return off[j] })
	g.P("ADD $128, %s", rSrc)
	g.P("ADD $-8, %s", rBlocks)
	g.P("BR %s", loop)
	g.Label(tail)
	// 0..7 blocks left: a small tree on the count.
	t := make([]string, 8)
	for n := 1; n < 8; n++ {
		t[n] = g.NewLabel(fmt.Sprintf("tail%d_", n))
	}
	lt4, end := g.NewLabel("lt4_"), g.NewLabel("end")
	g.P("CMP %s, $4", rBlocks)
	g.P("BLT %s", lt4)
	g.P("BEQ %s", t[4])
	g.P("CMP %s, $6", rBlocks)
	g.P("BLT %s", t[5])
	g.P("BEQ %s", t[6])
	g.P("BR %s", t[7])
	g.Label(lt4)
	lt2 := g.NewLabel("lt2_")
	g.P("CMP %s, $2", rBlocks)
	g.P("BLT %s", lt2)
	g.P("BEQ %s", t[2])
	g.P("BR %s", t[3])
	g.Label(lt2)
	g.P("CMP %s, $1", rBlocks)
	g.P("BEQ %s", t[1])
	g.P("BR %s", end) // none left
	for n := 1; n < 8; n++ {
		g.Label(t[n])
		g.batch(n, func(j int) string { return off[j] })
		if n < 7 {
			g.P("BR %s", end)
		}
	}
	g.Label(end)
	g.store(vY, rY, "R0")
	g.P("BR %s", done)
}

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("ghash_ppc64le_gen.go", "ppc64le && !purego")}
	g.update()
	g.WriteFile(*out)
}
