// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// ghash_arm64_gen generates ghash_arm64.s, the PMULL tier's update kernel.
//
// Run by `go generate` (see generate.go): go run ghash_arm64_gen.go -out ghash_arm64.s
//
// Representation (see the package doc): an element is the spec encoding
// read as a big-endian 128-bit integer hi:lo. In registers it lives in one
// of two forms:
//
//	normal  D[0] = lo, D[1] = hi   (the power table's little-endian form;
//	                                what the reduction produces)
//	swapped D[0] = hi, D[1] = lo   (what VREV64 makes of a spec-order block)
//
// Data and the running hash are kept swapped, so a block costs one VREV64;
// the powers are swapped once per call. A swapped X times a swapped P:
// PMULL (lanes 0) is X.hi·P.hi, PMULL2 (lanes 1) is X.lo·P.lo, and the
// Karatsuba middle term (X.hi^X.lo)·(P.hi^P.lo) uses the precomputed
// P.hi^P.lo. Products of a batch of 8 blocks are summed unreduced and
// reduced once (SP 800-38D §6.3 multiplication, aggregated since the
// reduction is linear).
//
// Every instruction runs for every block regardless of the data; branches
// depend on the length only.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/neon"
)

var out = flag.String("out", "ghash_arm64.s", "output file")

type gen struct {
	*asmgen.File
}

func v(i int) string { return fmt.Sprintf("V%d.B16", i) }

// Register plan.
const (
	vData   = 0  // V0-V7: blocks of a batch, swapped
	vPow    = 8  // V8-V15: H^8..H^1 (adjusted), swapped; block j of 8 uses vPow+j
	vMid    = 16 // V16-V19: P.hi^P.lo of powers 2a (lane 0) and 2a+1 (lane 1)
	vPoly   = 20 // V20: 0xC2000000_00000000 in both lanes
	vZero   = 21
	vLo     = 22 // Σ X.lo·P.lo
	vHi     = 23 // Σ X.hi·P.hi
	vMidAcc = 24 // Σ middle products
	vY      = 25 // running hash, swapped
	vT0     = 26
	vT1     = 27
	vT2     = 28
	vT3     = 29

	rPow    = "R0"
	rY      = "R1"
	rSrc    = "R2"
	rBlocks = "R3"
	rTmp    = "R4"
)

// prepare loads the powers H^8..H^1, swaps them and builds the middle keys.
func (g *gen) prepare() {
	neon.GHASHPowers8(g.File, rPow, rTmp, vPow, vMid, vT0, vT1)
	neon.GHASHPoly(g.File, rTmp, vPoly, true)
	g.P("VEOR %s, %s, %s", v(vZero), v(vZero), v(vZero))
}

// mulBatch multiplies the n swapped blocks in vData.. (block 0 already
// XORed with y) by H^n..H^1 and leaves the reduced sum, swapped, in vY.
func (g *gen) mulBatch(n int) {
	for j := 0; j < n; j++ {
		k := 8 - n + j // power register index: H^(n-j)
		neon.GHASHMulAcc(g.File, vData+j, vPow+k, vMid+k/2, k%2 == 1, j == 0,
			[3]int{vLo, vHi, vMidAcc}, [4]int{vT0, vT1, vT2, vT3})
	}
	g.reduce()
}

// reduce turns the Karatsuba sums into the reflected product and folds it
// modulo P = x^128+x^7+x^2+x+1 (package doc: two folds of the low 64 bits
// by 0xC2000000_00000000, each a clmul, a swap of halves and an XOR).
func (g *gen) reduce() {
	// Middle term: M ^= Hi ^ Lo, then Lo ^= M<<64, Hi ^= M>>64.
	g.Comment("GHASH reduction (SP 800-38D §6.3, reflected): the middle term into lo and hi, two folds of the low half, y = lo ⊕ hi")
	g.P("VEOR %s, %s, %s", v(vLo), v(vMidAcc), v(vMidAcc))
	g.P("VEOR %s, %s, %s", v(vHi), v(vMidAcc), v(vMidAcc))
	g.P("VEXT $8, %s, %s, %s", v(vMidAcc), v(vZero), v(vT0)) // M<<64
	g.P("VEXT $8, %s, %s, %s", v(vZero), v(vMidAcc), v(vT1)) // M>>64
	g.P("VEOR %s, %s, %s", v(vT0), v(vLo), v(vLo))
	g.P("VEOR %s, %s, %s", v(vT1), v(vHi), v(vHi))
	for i := 0; i < 2; i++ {
		g.P("VPMULL V%d.D1, V%d.D1, V%d.Q1", vLo, vPoly, vT0)
		g.P("VEXT $8, %s, %s, %s", v(vLo), v(vLo), v(vLo))
		g.P("VEOR %s, %s, %s", v(vT0), v(vLo), v(vLo))
	}
	g.P("VEOR %s, %s, %s", v(vLo), v(vHi), v(vY)) // normal form
	g.P("VEXT $8, %s, %s, %s", v(vY), v(vY), v(vY))
}

func (g *gen) loadBlocks(n int) {
	g.Block("GHASH (SP 800-38D §6.4) of %s: load, swap halves, y ⊕ X_0; X_j × H^(%d-j) into the Karatsuba sums V22-V24", asmgen.Blocks(n), n)
	for first, left := 0, n; left > 0; {
		c := min(left, 4)
		g.P("VLD1.P %d(%s), %s", 16*c, rSrc, neon.RegList(vData+first, c))
		first, left = first+c, left-c
	}
	for j := 0; j < n; j++ {
		g.P("VREV64 %s, %s", v(vData+j), v(vData+j))
	}
	g.P("VEOR %s, %s, %s", v(vY), v(vData), v(vData))
}

func (g *gen) update() {
	g.Printf("\n// func updatePMULL(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)\n")
	g.Printf("TEXT ·updatePMULL(SB), NOSPLIT, $0-40\n")
	g.Args("MOVD",
		"pow+0(FP)", rPow,
		"y+8(FP)", rY,
		"blocks_base+16(FP)", rSrc,
		"blocks_len+24(FP)", rBlocks)
	g.P("LSR $4, %s, %s", rBlocks, rBlocks)
	g.Block("the powers, the reduction constant in V20, zero in V21, y swapped in V25")
	g.prepare()
	g.P("VLD1 (%s), [%s]", rY, v(vY))
	g.P("VREV64 %s, %s", v(vY), v(vY))

	loop, lt8 := g.NewLabel("loop8_"), g.NewLabel("lt8_")
	g.Block("8 blocks per iteration while 8 or more are left")
	g.Label(loop)
	g.P("CMP $8, %s", rBlocks)
	g.P("BLT %s", lt8)
	g.loadBlocks(8)
	g.mulBatch(8)
	g.P("SUB $8, %s", rBlocks)
	g.P("B %s", loop)
	g.Label(lt8)
	// At most 7 blocks remain: one batch each of 4, 2 and 1 as needed.
	for _, n := range []int{4, 2, 1} {
		skip := g.NewLabel(fmt.Sprintf("lt%d_", n))
		g.Block("%s if bit %d of the count is set", asmgen.Blocks(n), map[int]int{4: 2, 2: 1, 1: 0}[n])
		g.P("TBZ $%d, %s, %s", map[int]int{4: 2, 2: 1, 1: 0}[n], rBlocks, skip)
		g.loadBlocks(n)
		g.mulBatch(n)
		g.Label(skip)
	}
	g.P("VREV64 %s, %s", v(vY), v(vY))
	g.P("VST1 [%s], (%s)", v(vY), rY)
	g.P("RET")
}

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("ghash_arm64_gen.go", "arm64 && !purego")}
	g.update()
	g.WriteFile(*out)
}
