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
// The byte order, the two forms and the pair emitters are
// internal/asmgen/power8's. The powers are little-endian 128-bit numbers,
// so LXVD2X loads them with their 64-bit halves exchanged, (P.lo, P.hi),
// the form the pairs are built from.
//
// Register plan:
//
//	V0, V1    the pair of blocks, then (A.lo, B.lo) and the XOR of the halves
//	V2        (A.hi, B.hi)
//	V3        a product before it is added in
//	V5-V7     sums lo, hi, mid of the batch
//	V8        scratch
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
// Every instruction runs for every block whatever the data; branches
// depend on the length only.
package main

import (
	"flag"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/power8"
)

var out = flag.String("out", "ghash_ppc64le.s", "output file")

type gen struct {
	*power8.Gen
}

// Shorthands for the shared emitters' names; off[i] holds 16i.
var (
	v, vs = power8.V, power8.VS
	off   = power8.Off
)

const (
	rPow    = "R3" // pointer to Powers[8], H^8 (then H^7..H^1 follow)
	rY      = "R4"
	rSrc    = "R5"
	rBlocks = "R6"

	vA, vB, vX, vT = 0, 1, 2, 3
	vLo, vHi, vMid = 5, 6, 7
	vScratch       = 8
	vY             = 11
	vSwap          = 12
	vZero          = 13
	vPoly          = 14
	vScratch2      = 15
	vPow           = 16 // + 4·kind + pair
)

// regs is the GHASH register plan, the powers resident in V16-V27.
var regs = &power8.GHASH{
	A: vA, B: vB, X: vX, T: vT, Lo: vLo, Hi: vHi, Mid: vMid,
	Y: vs(vY), Zero: vs(vZero), Poly: vPoly, Base: rSrc,
	Power: func(kind, p int) int { return vPow + 4*kind + p },
}

// update emits updateVPMSUMD: 8-block batches while at least 8 blocks are
// left, then one batch of the 1..7 left. The power pairs the call needs
// are loaded at entry: all four for 7 blocks or more, fewer for shorter
// calls.
func (g *gen) update() {
	name := "updateVPMSUMD"
	g.Printf("\n// func %s(pow *[16][16]byte, y *[16]byte, blocks []byte)\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-40\n", name)
	g.Args("MOVD",
		"pow+0(FP)", rPow,
		"y+8(FP)", rY,
		"blocks_base+16(FP)", rSrc,
		"blocks_len+24(FP)", rBlocks)
	g.P("SRD $4, %s, %s", rBlocks, rBlocks)
	done := g.NewLabel("done")
	g.P("CMP %s, $0", rBlocks)
	g.P("BEQ %s", done)
	g.P("ADD $128, %s", rPow) // H^8
	g.SetOffsets(8)
	g.SetupGHASH(vs(vZero), vs(vPoly), vScratch2)
	g.PowerPairs(rBlocks, func(p int) {
		g.LoadPowerPair(rPow, p, vScratch2, vScratch, func(kind int) string { return vs(regs.Power(kind, p)) })
	})
	g.Forms("·p9", func() { g.body(done) })
	g.Label(done)
	g.P("RET")
}

func (g *gen) body(done string) {
	g.SetupSwap(vScratch2)
	g.Load(rY, "R0", vY)
	g.GHASHBlocks(regs, rBlocks)
	g.Store(vY, -1, rY, "R0")
	g.P("BR %s", done)
}

func main() {
	flag.Parse()
	g := &gen{&power8.Gen{File: asmgen.New("ghash_ppc64le_gen.go", "ppc64le && !purego"), Swap: vSwap}}
	g.update()
	g.WriteFile(*out)
}
