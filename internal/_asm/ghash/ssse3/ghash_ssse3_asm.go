// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command ghash_ssse3_asm generates internal/ghash/ghash_ssse3_amd64.s,
// the vector-permute GHASH kernel of the "SSSE3" tier (SP 800-38D §6.4) for
// amd64 CPUs without PCLMULQDQ. The algorithm and the table layout are
// described in internal/ghash/ghash_simd.go; updateSIMDModel in
// ghash_simd_test.go follows this kernel step by step.
//
// Table lookups are PSHUFB of a 16-byte table row held in a register, so
// every entry is read whatever the secret nibble; loads come from addresses
// that depend only on the row index. Branches depend only on the (public)
// length.
//
// Run with go generate in internal/ghash.
package main

import (
	"flag"

	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

const batch = 4 // simdBatch in internal/ghash

var nibbleMask, bswapMask Mem

func main() {
	flag.Parse()
	ConstraintExpr("!purego")

	nibbleMask = x86.Const128("ssse3NibbleMask", 0x0f0f0f0f0f0f0f0f, 0x0f0f0f0f0f0f0f0f)
	bswapMask = x86.ByteReverseMask("ssse3BswapMask")

	update()
	Generate()
}

// Registers: AX tables, BX y, SI data, DX bytes left. X0/X1 the low/high
// half of the 256-bit accumulator (spec byte order; X0 also carries the
// running hash between batches), X2+2j/X3+2j the high/low nibbles of block
// j, X10..X15 temporaries.
var (
	hiNib = [batch]VecPhysical{X2, X4, X6, X8}
	loNib = [batch]VecPhysical{X3, X5, X7, X9}
)

// row returns the address of row i of table half h (0: T, 1: T') of the
// power at index p of simdKey.rows.
func row(p, i, h int) Mem {
	return Mem{Base: RAX, Disp: p*512 + i*32 + h*16}
}

// lookup loads row i of half h of power p into r and shuffles it by the
// nibbles in idx: lane b becomes byte i of T[idx_b] (or T'[idx_b]).
func lookup(r VecPhysical, p, i, h int, idx VecPhysical) {
	MOVOU(row(p, i, h), r)
	PSHUFB(idx, r)
}

// block multiplies m blocks at SI (the first XORed with X0) by
// H^m..H^1 and leaves the reduced sum in X0.
func block(m int) {
	Comment("Split each block into high and low nibbles (PSRLW moves the high nibble of every byte down; the mask drops what crossed from the neighbouring byte).")
	MOVOU(nibbleMask, X15)
	for j := range m {
		MOVOU(Mem{Base: RSI, Disp: 16 * j}, hiNib[j])
		if j == 0 {
			PXOR(X0, hiNib[j])
		}
		MOVOA(hiNib[j], loNib[j])
		PAND(X15, loNib[j])
		PSRLW(U8(4), hiNib[j])
		PAND(X15, hiNib[j])
	}

	Comment("Horner's rule over the table rows: Z = Z·x^8 + row i's lookups, Z 256 bits unreduced.")
	p0 := batch - m // power index of block 0: H^m
	for i := 15; i >= 0; i-- {
		// Sum the 2m lookups of row i as a tree into X10, off the
		// accumulator's dependency chain.
		if m == 1 {
			lookup(X10, p0, i, 0, hiNib[0])
			lookup(X11, p0, i, 1, loNib[0])
			PXOR(X11, X10)
		} else {
			lookup(X10, p0, i, 0, hiNib[0])
			lookup(X11, p0, i, 1, loNib[0])
			lookup(X12, p0+1, i, 0, hiNib[1])
			lookup(X13, p0+1, i, 1, loNib[1])
			PXOR(X11, X10)
			PXOR(X13, X12)
			PXOR(X12, X10)
			lookup(X11, p0+2, i, 0, hiNib[2])
			lookup(X12, p0+2, i, 1, loNib[2])
			lookup(X13, p0+3, i, 0, hiNib[3])
			lookup(X14, p0+3, i, 1, loNib[3])
			PXOR(X12, X11)
			PXOR(X14, X13)
			PXOR(X13, X11)
			PXOR(X11, X10)
		}
		if i == 15 {
			MOVOA(X10, X0)
			PXOR(X1, X1)
			continue
		}
		// Z·x^8: every byte moves up one lane; lane 15 of the low half
		// enters lane 0 of the high half.
		PALIGNR(U8(15), X0, X1)
		PSLLDQ(U8(1), X0)
		PXOR(X10, X0)
	}

	Comment("Reduce: X0 += X1·(1 + x + x^2 + x^7) on the reflected integer r of X1 (a right shift by k multiplies by x^k; X1 has degree < 120, so nothing overflows).")
	PSHUFB(bswapMask, X1)
	// A right shift by k in each qword, and the 64−k bits it carries out,
	// for k = 1, 2, 7.
	shifts := []struct {
		r, c VecPhysical
		k    uint8
	}{{X10, X13, 1}, {X11, X14, 2}, {X12, X15, 7}}
	Comment("Per-qword parts of r>>1, r>>2, r>>7 ...")
	for _, sh := range shifts {
		MOVOA(X1, sh.r)
		PSRLQ(U8(sh.k), sh.r)
	}
	Comment("... and the bits each shift carries from the high qword into the low.")
	for _, sh := range shifts {
		MOVOA(X1, sh.c)
		PSLLQ(U8(64-sh.k), sh.c)
	}
	PXOR(X11, X10)
	PXOR(X12, X10)
	PXOR(X14, X13)
	PXOR(X15, X13)
	PSRLDQ(U8(8), X13)
	PXOR(X10, X1)
	PXOR(X13, X1)
	PSHUFB(bswapMask, X1)
	PXOR(X1, X0)
}

func update() {
	TEXT("updateSSSE3", NOSPLIT, "func(tab *[4][16][2][16]byte, y *[16]byte, blocks []byte)")
	Doc("updateSSSE3 absorbs len(blocks)/16 blocks into y: batches of 4 blocks, then single blocks.")
	Load(Param("tab"), RAX)
	Load(Param("y"), RBX)
	Load(Param("blocks").Base(), RSI)
	Load(Param("blocks").Len(), RDX)
	MOVOU(Mem{Base: RBX}, X0)

	Label("ssse3Loop4")
	CMPQ(RDX, U32(batch*16))
	JB(LabelRef("ssse3Loop1"))
	block(batch)
	ADDQ(U32(batch*16), RSI)
	SUBQ(U32(batch*16), RDX)
	JMP(LabelRef("ssse3Loop4"))

	Label("ssse3Loop1")
	CMPQ(RDX, U32(16))
	JB(LabelRef("ssse3Done"))
	block(1)
	ADDQ(U32(16), RSI)
	SUBQ(U32(16), RDX)
	JMP(LabelRef("ssse3Loop1"))

	Label("ssse3Done")
	MOVOU(X0, Mem{Base: RBX})
	RET()
}
