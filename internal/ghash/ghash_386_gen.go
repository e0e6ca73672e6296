// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// ghash_386_gen generates ghash_386.s, the GHASH kernels (SP 800-38D §6.4)
// for GOARCH=386 (avo does not target 386):
//
//	updateCLMUL:    PCLMULQDQ over the shared power table of the package
//	                doc, 8 blocks per reduction, schoolbook products
//	mulPowersCLMUL: table entries times one power of H, for key setup
//	updateSSSE3:    vector-permute GHASH (ghash_simd.go) over simdKey's
//	                transposed tables, 4 blocks per reduction
//
// Run by `go generate` (see generate.go): go run ghash_386_gen.go -out ghash_386.s
//
// Register plan of the CLMUL kernels (386 has eight XMM registers):
//
//	X0     running hash (reflected)
//	X1-X3  partial products lo·lo, hi·hi, and the two middle ones
//	X4     the block being multiplied
//	X5     the power of H, loaded from the table for each block; the
//	       reduction constant during a reduction
//	X6     a temporary
//	X7     the byte-reversal mask
//	AX     the table, BX y, SI data, DX bytes left, CX the tail's powers
//
// Table entries and constants are read with MOVOU: neither need be 16-byte
// aligned, so no legacy-SSE memory operand is used. PCLMULQDQ, PSHUFB and
// the SSE2 moves and XORs take a data-independent time; every branch and
// address depends only on the length, which is public.
package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "ghash_386.s", "output file")

const numPowers = 16

// batch is the number of blocks per reduction of updateCLMUL. The powers
// come from memory, so the register count does not limit it; it is the
// amd64 kernel's batch.
const batch = 8

type gen struct{ *asmgen.File }

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("ghash_386_gen.go", "386 && !purego")}
	g.constants()
	g.update()
	g.mulPowers()
	g.ssse3()
	g.WriteFile(*out)
}

func (g *gen) constants() {
	// PSHUFB mask reversing the 16 bytes of a block: spec byte order to the
	// little-endian reflected integer and back.
	g.Data128("bswapMask", 0x08090a0b0c0d0e0f, 0x0001020304050607)
	// reflect(x^-1) = 0xC2000000_00000000_00000000_00000001; the reduction
	// folds with its high 64 bits.
	g.Data128("polyConst", 1, 0xc200000000000000)
	// The low nibble of every byte.
	g.Data128("nibbleMask", 0x0f0f0f0f0f0f0f0f, 0x0f0f0f0f0f0f0f0f)
}

// mulAcc multiplies the reflected block in X4 by the power at h (a memory
// operand) and adds the four schoolbook partial products to X1 (lo·lo),
// X2 (hi·hi) and X3 (lo·hi and hi·lo). With first, it sets X1..X3 instead,
// which saves zeroing them. Clobbers X4..X6.
func (g *gen) mulAcc(h string, first bool) {
	g.P("MOVOU %s, X5", h)
	if first {
		g.P("MOVO X4, X1")
		g.P("PCLMULQDQ $0x00, X5, X1")
		g.P("MOVO X4, X2")
		g.P("PCLMULQDQ $0x11, X5, X2")
		g.P("MOVO X4, X3")
		g.P("PCLMULQDQ $0x01, X5, X3")
		g.P("PCLMULQDQ $0x10, X5, X4")
		g.P("PXOR X4, X3")
		return
	}
	g.P("MOVO X4, X6")
	g.P("PCLMULQDQ $0x00, X5, X6")
	g.P("PXOR X6, X1")
	g.P("MOVO X4, X6")
	g.P("PCLMULQDQ $0x11, X5, X6")
	g.P("PXOR X6, X2")
	g.P("MOVO X4, X6")
	g.P("PCLMULQDQ $0x01, X5, X6")
	g.P("PXOR X6, X3")
	g.P("PCLMULQDQ $0x10, X5, X4")
	g.P("PXOR X4, X3")
}

// reduceRound folds the low 64 bits of X1 by the constant in X5's high
// half: X1 = swap(X1) XOR X1.lo·0xC2000000_00000000.
func (g *gen) reduceRound() {
	g.P("MOVO X5, X6")
	g.P("PCLMULQDQ $0x01, X1, X6")
	g.P("PSHUFD $0x4e, X1, X1")
	g.P("PXOR X6, X1")
}

// finish turns X1/X2/X3 (the 256-bit product X2:X1 plus X3 at bit 64) into
// the reduced hash in X0.
func (g *gen) finish() {
	g.Comment("Add the middle products at bit 64, then reduce the low half.")
	g.P("MOVO X3, X6")
	g.P("PSLLDQ $8, X6")
	g.P("PXOR X6, X1")
	g.P("PSRLDQ $8, X3")
	g.P("PXOR X3, X2")
	g.P("MOVOU polyConst<>(SB), X5")
	g.reduceRound()
	g.reduceRound()
	g.P("PXOR X2, X1")
	g.P("MOVO X1, X0")
}

// loadBlock loads the block at m into X4 in reflected form.
func (g *gen) loadBlock(m string) {
	g.P("MOVOU %s, X4", m)
	g.P("PSHUFB X7, X4")
}

// updateEntry starts an update kernel, func name(table, y *[16]byte,
// blocks []byte) with locals bytes of frame: the table in AX, y in BX,
// the data in SI and its length in DX.
func (g *gen) updateEntry(name, table string, locals int) {
	g.Printf("\n// func %s(%s, y *[16]byte, blocks []byte)\n", name, table)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $%d-20\n", name, locals)
	g.Args("MOVL",
		strings.Fields(table)[0]+"+0(FP)", "AX",
		"y+4(FP)", "BX",
		"blocks_base+8(FP)", "SI",
		"blocks_len+12(FP)", "DX")
}

func (g *gen) update() {
	g.updateEntry("updateCLMUL", "pow *[16][16]byte", 0)
	g.P("MOVOU bswapMask<>(SB), X7")
	g.P("MOVOU (BX), X0")
	g.P("PSHUFB X7, X0")

	g.Block("GHASH (SP 800-38D §6.4): %d blocks per iteration while %d or more are left, one reduction each", batch, batch)
	g.Label("loop")
	g.P("CMPL DX, $%d", 16*batch)
	g.P("JB tail")
	g.Comment("Block j of %d times H^(%d-j), the hash added to block 0.", batch, batch)
	for j := 0; j < batch; j++ {
		g.Comment("block %d × H^%d", j, batch-j)
		g.loadBlock(fmt.Sprintf("%d(SI)", 16*j))
		if j == 0 {
			g.P("PXOR X0, X4")
		}
		g.mulAcc(fmt.Sprintf("%d(AX)", 16*(numPowers-batch+j)), j == 0)
	}
	g.finish()
	g.P("ADDL $%d, SI", 16*batch)
	g.P("SUBL $%d, DX", 16*batch)
	g.P("JMP loop")

	g.Label("tail")
	g.Comment("The last n < %d blocks are multiplied by H^n..H^1, the last n entries.", batch)
	g.P("TESTL DX, DX")
	g.P("JZ done")
	g.P("LEAL %d(AX), CX", 16*numPowers)
	g.P("SUBL DX, CX")
	g.loadBlock("(SI)")
	g.P("PXOR X0, X4")
	g.mulAcc("(CX)", true)
	g.P("ADDL $16, SI")
	g.P("ADDL $16, CX")
	g.P("SUBL $16, DX")
	g.P("JZ tailDone")
	g.Label("tailLoop")
	g.loadBlock("(SI)")
	g.mulAcc("(CX)", false)
	g.P("ADDL $16, SI")
	g.P("ADDL $16, CX")
	g.P("SUBL $16, DX")
	g.P("JNZ tailLoop")
	g.Label("tailDone")
	g.finish()

	g.Block("y back to spec byte order")
	g.Label("done")
	g.P("PSHUFB X7, X0")
	g.P("MOVOU X0, (BX)")
	g.P("RET")
}

// mulPowers builds powers of H for the table at key setup: the products
// are independent, so the CPU overlaps them. Table entries are reflected
// values as they are: no byte reversal.
func (g *gen) mulPowers() {
	g.Printf("\n// func mulPowersCLMUL(h *[16]byte, dst *[16]byte, src *[16]byte, n int)\n")
	g.Printf("TEXT ·mulPowersCLMUL(SB), NOSPLIT, $0-16\n")
	g.Args("MOVL",
		"h+0(FP)", "AX",
		"dst+4(FP)", "DI",
		"src+8(FP)", "SI",
		"n+12(FP)", "DX")
	g.Block("dst[i] = src[i]·H, one product and reduction per entry")
	g.Label("mulPowersLoop")
	g.P("TESTL DX, DX")
	g.P("JZ mulPowersDone")
	g.P("MOVOU (SI), X4")
	g.mulAcc("(AX)", true)
	g.finish()
	g.P("MOVOU X0, (DI)")
	g.P("ADDL $16, SI")
	g.P("ADDL $16, DI")
	g.P("DECL DX")
	g.P("JMP mulPowersLoop")
	g.Label("mulPowersDone")
	g.P("RET")
}

// --- SSSE3 tier -------------------------------------------------------------

// Register plan of updateSSSE3:
//
//	X0/X1  the low/high half of the 256-bit accumulator (spec byte order);
//	       X0 carries the running hash between batches
//	X2     the sum of a row's lookups
//	X3     one lookup
//	X4/X5  the high/low nibbles of block 0, X6/X7 those of block 1
//	DI     a 16-byte aligned stack area holding the nibbles of blocks 2
//	       and 3, PSHUFB's memory operand (legacy SSE: it must be aligned)
//	AX     the tables, BX y, SI data, DX bytes left
//
// Table rows are loaded from addresses that depend only on the row index;
// the nibbles, the secret part, are only ever shuffle indices.

const simdBatch = 4

// ssse3Nib returns where the high (h = 0) or low (h = 1) nibbles of block j
// are: a register for blocks 0 and 1, the aligned stack area otherwise.
func ssse3Nib(j, h int) string {
	if j < 2 {
		return x(4 + 2*j + h)
	}
	return fmt.Sprintf("%d(DI)", 32*(j-2)+16*h)
}

func x(i int) string { return fmt.Sprintf("X%d", i) }

// ssse3Row returns the address of row i of table half h (0: T, 1: T') of
// the power at index p of simdKey.rows.
func ssse3Row(p, i, h int) string { return fmt.Sprintf("%d(AX)", p*512+i*32+h*16) }

// ssse3Split loads block j into nibble form with the mask in X2: PSRLW
// moves the high nibble of every byte down, the mask drops what crossed
// from the neighbouring byte. Block 0 first takes the running hash.
func (g *gen) ssse3Split(j int) {
	hi, lo := x(4), x(5) // blocks 2 and 3 pass through X4/X5 to the stack
	if j < 2 {
		hi, lo = ssse3Nib(j, 0), ssse3Nib(j, 1)
	}
	g.P("MOVOU %d(SI), %s", 16*j, hi)
	if j == 0 {
		g.P("PXOR X0, %s", hi)
	}
	g.P("MOVO %s, %s", hi, lo)
	g.P("PAND X2, %s", lo)
	g.P("PSRLW $4, %s", hi)
	g.P("PAND X2, %s", hi)
	if j >= 2 {
		g.P("MOVO %s, %s", hi, ssse3Nib(j, 0))
		g.P("MOVO %s, %s", lo, ssse3Nib(j, 1))
	}
}

// ssse3Block multiplies m blocks at SI (the first XORed with X0) by
// H^m..H^1 and leaves the reduced sum in X0.
func (g *gen) ssse3Block(m int) {
	g.Comment("Split the blocks into high and low nibbles, the last ones first (they go to the stack through X4/X5).")
	g.P("MOVOU nibbleMask<>(SB), X2")
	for j := m - 1; j >= 0; j-- {
		g.ssse3Split(j)
	}
	g.Comment("Horner's rule over the table rows: Z = Z·x^8 + row i's lookups, Z 256 bits unreduced.")
	p0 := simdBatch - m // power index of block 0: H^m
	for i := 15; i >= 0; i-- {
		if m == simdBatch {
			g.Comment("row %d of the tables of H^%d..H^1 by each block's nibbles: byte %d of T[hi_b] ⊕ T'[lo_b] in lane b", i, m, i)
		}
		for j := 0; j < m; j++ {
			for h := 0; h < 2; h++ {
				dst := "X3"
				if j == 0 && h == 0 {
					dst = "X2"
				}
				g.P("MOVOU %s, %s", ssse3Row(p0+j, i, h), dst)
				g.P("PSHUFB %s, %s", ssse3Nib(j, h), dst)
				if dst == "X3" {
					g.P("PXOR X3, X2")
				}
			}
		}
		if i == 15 {
			g.P("MOVO X2, X0")
			g.P("PXOR X1, X1")
			continue
		}
		// Z·x^8: every byte moves up one lane; lane 15 of the low half
		// enters lane 0 of the high half.
		g.P("PALIGNR $15, X0, X1")
		g.P("PSLLDQ $1, X0")
		g.P("PXOR X2, X0")
	}

	g.Comment("Reduce: X0 += X1·(1 + x + x^2 + x^7) on the reflected integer r of X1 (a right shift by k multiplies by x^k; X1 has degree < 120, so nothing overflows).")
	g.P("MOVOU bswapMask<>(SB), X7")
	g.P("PSHUFB X7, X1")
	g.Comment("Per-qword parts of r>>1, r>>2, r>>7 ...")
	g.P("MOVO X1, X2")
	g.P("PSRLQ $1, X2")
	g.P("MOVO X1, X3")
	g.P("PSRLQ $2, X3")
	g.P("MOVO X1, X4")
	g.P("PSRLQ $7, X4")
	g.P("PXOR X3, X2")
	g.P("PXOR X4, X2")
	g.Comment("... and the bits each shift carries from the high qword into the low.")
	g.P("MOVO X1, X5")
	g.P("PSLLQ $63, X5")
	g.P("MOVO X1, X6")
	g.P("PSLLQ $62, X6")
	g.P("MOVO X1, X3")
	g.P("PSLLQ $57, X3")
	g.P("PXOR X6, X5")
	g.P("PXOR X3, X5")
	g.P("PSRLDQ $8, X5")
	g.P("PXOR X2, X1")
	g.P("PXOR X5, X1")
	g.P("PSHUFB X7, X1")
	g.P("PXOR X1, X0")
}

func (g *gen) ssse3() {
	// 64 bytes of nibbles and up to 15 bytes to align them.
	g.updateEntry("updateSSSE3", "tab *[4][16][2][16]byte", 80)
	g.P("LEAL 15(SP), DI")
	g.P("ANDL $-16, DI")
	// y stays in spec byte order, unlike update's reflected X0: the
	// transposed tables are in spec order.
	g.P("MOVOU (BX), X0")

	g.Block("vector-permute GHASH (ghash_simd.go): %d blocks per iteration while %d or more are left, then one at a time", simdBatch, simdBatch)
	g.Label("ssse3Loop4")
	g.P("CMPL DX, $%d", 16*simdBatch)
	g.P("JB ssse3Loop1")
	g.ssse3Block(simdBatch)
	g.P("ADDL $%d, SI", 16*simdBatch)
	g.P("SUBL $%d, DX", 16*simdBatch)
	g.P("JMP ssse3Loop4")

	g.Label("ssse3Loop1")
	g.P("CMPL DX, $16")
	g.P("JB ssse3Done")
	g.ssse3Block(1)
	g.P("ADDL $16, SI")
	g.P("SUBL $16, DX")
	g.P("JMP ssse3Loop1")

	g.Label("ssse3Done")
	g.P("MOVOU X0, (BX)")
	g.Comment("The data's nibbles do not stay on the stack.")
	g.P("PXOR X1, X1")
	for off := 0; off < 64; off += 16 {
		g.P("MOVO X1, %d(DI)", off)
	}
	g.P("RET")
}
