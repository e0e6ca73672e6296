// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// ghash_neon_arm64_gen generates ghash_neon_arm64.s, the vector-permute
// GHASH kernel of the "NEON" tier (SP 800-38D §6.4) for arm64 CPUs without
// PMULL. The algorithm and the table layout are described in
// ghash_simd.go; updateSIMDModel in ghash_simd_test.go follows this kernel
// step by step, and ghash_ssse3_amd64.s is the same kernel for SSSE3.
//
// Table lookups are TBL of a 16-byte table row held in a register, so every
// entry is read whatever the secret nibble; rows are loaded from addresses
// that depend only on the row index. Branches depend only on the (public)
// length.
//
// Run by `go generate` (see generate.go):
// go run ghash_neon_arm64_gen.go -out ghash_neon_arm64.s
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "ghash_neon_arm64.s", "output file")

const batch = 4 // simdBatch in ghash_simd.go

type gen struct{ *asmgen.File }

func v(i int) string { return fmt.Sprintf("V%d.B16", i) }
func d(i int) string { return fmt.Sprintf("V%d.D2", i) }

// Register plan. R0 tables, R1 y, R2 data, R3 bytes left, R4 row address.
const (
	vLo   = 0  // low half of the 256-bit accumulator; the running hash between batches
	vHi   = 1  // high half
	vNib  = 2  // V2+2j: high nibbles of block j, V3+2j: low nibbles
	vMask = 10 // 0x0f in every byte
	vZero = 11
	vTmp  = 12 // V12-V15: blocks, then reduction temporaries
	vRowA = 16 // V16-V23: rows of odd i, looked up in place
	vRowB = 24 // V24-V31: rows of even i
)

// block multiplies m blocks at R2 (the first XORed with the running hash)
// by H^m..H^1, leaves the reduced sum in V0 and advances R2.
func (g *gen) block(m int) {
	g.Block("Split each block into its high and low nibbles, TBL indices.")
	if m == 1 {
		g.P("VLD1.P 16(R2), [%s]", v(vTmp))
	} else {
		g.P("VLD1.P 64(R2), [%s, %s, %s, %s]", v(vTmp), v(vTmp+1), v(vTmp+2), v(vTmp+3))
	}
	g.P("VEOR %s, %s, %s", v(vLo), v(vTmp), v(vTmp))
	for j := range m {
		g.P("VUSHR $4, %s, %s", v(vTmp+j), v(vNib+2*j))
		g.P("VAND %s, %s, %s", v(vMask), v(vTmp+j), v(vNib+2*j+1))
	}

	g.Block("Horner's rule over the table rows: Z = Z·x^8 + row i's lookups, Z 256 bits unreduced.")
	p0 := batch - m // power index of block 0: H^m
	for i := 15; i >= 0; i-- {
		if m == batch {
			g.Comment("row %d of the tables of H^%d..H^1 by each block's nibbles: byte %d of T[hi_b] ⊕ T'[lo_b] in lane b", i, m, i)
		}
		bank := vRowA
		if i%2 == 0 {
			bank = vRowB
		}
		for j := range m {
			g.P("ADD $%d, R0, R4", (p0+j)*512+i*32)
			g.P("VLD1 (R4), [%s, %s]", v(bank+2*j), v(bank+2*j+1))
		}
		for j := range m {
			g.P("VTBL %s, [%s], %s", v(vNib+2*j), v(bank+2*j), v(bank+2*j))
			g.P("VTBL %s, [%s], %s", v(vNib+2*j+1), v(bank+2*j+1), v(bank+2*j+1))
		}
		// Sum the 2m lookups as a tree into the bank's first register.
		for step := 1; step < 2*m; step *= 2 {
			for k := 0; k+step < 2*m; k += 2 * step {
				g.P("VEOR %s, %s, %s", v(bank+k+step), v(bank+k), v(bank+k))
			}
		}
		if i == 15 {
			g.P("VEOR %s, %s, %s", v(vHi), v(vHi), v(vHi))
			g.P("VEOR %s, %s, %s", v(bank), v(vZero), v(vLo))
			continue
		}
		// Z·x^8: every byte moves up one lane; byte 15 of the low half
		// enters byte 0 of the high half.
		g.P("VEXT $15, %s, %s, %s", v(vHi), v(vLo), v(vHi))
		g.P("VEXT $15, %s, %s, %s", v(vLo), v(vZero), v(vLo))
		g.P("VEOR %s, %s, %s", v(bank), v(vLo), v(vLo))
	}

	g.Block("Reduce: V0 += V1·(1 + x + x^2 + x^7) on the reflected integer r of V1 (a right shift by k multiplies by x^k; V1 has degree < 120, so nothing overflows). VREV64 puts r.hi in lane 0, r.lo in lane 1.")
	g.P("VREV64 %s, %s", v(vHi), v(vHi))
	// Per-lane parts of r>>1, r>>2, r>>7 ...
	g.P("VUSHR $1, %s, %s", d(vHi), d(vTmp))
	g.P("VUSHR $2, %s, %s", d(vHi), d(vTmp+1))
	g.P("VUSHR $7, %s, %s", d(vHi), d(vTmp+2))
	// ... and the bits each shift carries from r.hi (lane 0) into r.lo.
	g.P("VSHL $63, %s, %s", d(vHi), d(vTmp+3))
	g.P("VSHL $62, %s, %s", d(vHi), d(vRowA))
	g.P("VSHL $57, %s, %s", d(vHi), d(vRowA+1))
	g.P("VEOR %s, %s, %s", v(vTmp+1), v(vTmp), v(vTmp))
	g.P("VEOR %s, %s, %s", v(vTmp+2), v(vTmp), v(vTmp))
	g.P("VEOR %s, %s, %s", v(vRowA), v(vTmp+3), v(vTmp+3))
	g.P("VEOR %s, %s, %s", v(vRowA+1), v(vTmp+3), v(vTmp+3))
	g.P("VEXT $8, %s, %s, %s", v(vTmp+3), v(vZero), v(vTmp+3)) // lane 0 to lane 1, lane 0 cleared
	g.P("VEOR %s, %s, %s", v(vTmp), v(vHi), v(vHi))
	g.P("VEOR %s, %s, %s", v(vTmp+3), v(vHi), v(vHi))
	g.P("VREV64 %s, %s", v(vHi), v(vHi))
	g.P("VEOR %s, %s, %s", v(vHi), v(vLo), v(vLo))
}

func (g *gen) update() {
	g.WriteString("\n// func updateNEON(tab *[4][16][2][16]byte, y *[16]byte, blocks []byte)\n")
	g.WriteString("TEXT ·updateNEON(SB), NOSPLIT, $0-40\n")
	g.Args("MOVD",
		"tab+0(FP)", "R0",
		"y+8(FP)", "R1",
		"blocks_base+16(FP)", "R2",
		"blocks_len+24(FP)", "R3")
	g.P("VMOVI $15, %s", v(vMask))
	g.P("VEOR %s, %s, %s", v(vZero), v(vZero), v(vZero))
	g.P("VLD1 (R1), [%s]", v(vLo))
	g.Block("%d blocks per iteration while %d or more are left, then one at a time", batch, batch)
	g.WriteString("\nneonLoop4:\n")
	g.P("CMP $%d, R3", batch*16)
	g.P("BLT neonLoop1")
	g.block(batch)
	g.P("SUB $%d, R3", batch*16)
	g.P("B neonLoop4")
	g.WriteString("\nneonLoop1:\n")
	g.P("CMP $16, R3")
	g.P("BLT neonDone")
	g.block(1)
	g.P("SUB $16, R3")
	g.P("B neonLoop1")
	g.WriteString("\nneonDone:\n")
	g.P("VST1 [%s], (R1)", v(vLo))
	g.P("RET")
}

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("ghash_neon_arm64_gen.go", "arm64 && !purego")}
	g.update()
	g.WriteFile(*out)
}
