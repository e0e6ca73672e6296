// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// vaes2Kernel has the structure of niKernel (aesni.go): a counter frame a
// batch ahead, per-block GHASH steps interleaved with the rounds through
// batchLoop, then one block at a time. The bodies are kept separate
// because the SSE forms there are two-operand (each product needs a copy
// first) and the register plans differ.
//
// Fused VAES + VPCLMULQDQ kernels on 256-bit registers, for CPUs with
// those instructions but without AVX-512 (16 vector registers, VEX only):
// 16 blocks per iteration in eight YMM registers, GHASH of 16 blocks (two
// per register, H^16..H^1 as memory operands) interleaved with the AES
// rounds and reduced once. Seal hashes the previous iteration's ciphertext
// (from dst) while encrypting the next; open hashes what it decrypts. Same
// contract as the other streaming kernels (doc.go).
//
// Registers: R8 round keys, R9 rounds, R12 last round key, AX powers, BX y,
// R10 ctr, DI dst, SI src, DX bytes left, R11 32-bit counter, CX scratch.
// Y0 hash (low lane), Y1/Y2/Y3 low/high/middle products, Y4..Y11 AES
// blocks, Y12 data, Y13 products, Y14 round key, Y15 byte-reversal mask.
// The 16 counter blocks are built in a 256-bit stack frame, a batch ahead.

func vaes2Kernel(name string, seal bool) {
	TEXT(name, NOSPLIT, streamSig)
	Doc(name + " is the fused VAES/VPCLMULQDQ-AVX2 kernel; see doc.go for the contract.")
	p := name
	frame := AllocLocal(256)
	loadArgs("ctr", "y")
	lastKey()

	VBROADCASTI128(bswapMask, Y15)
	VMOVDQU(Mem{Base: RBX}, X0)
	VPSHUFB(X15, X0, X0)
	VMOVDQU(Mem{Base: R10}, X12)
	for i := 0; i < 16; i++ {
		VMOVDQU(X12, frame.Offset(16*i))
	}
	MOVL(Mem{Base: R10, Disp: 12}, R11L)
	BSWAPL(R11L)
	advanceCtr(ECX)

	// Counter dwords are written a batch before they are loaded (no
	// store-to-load forwarding from a 4-byte store into a 32-byte load).
	writeCounters := func() {
		Comment("counter dwords of the next batch, big-endian (inc32, SP 800-38D §6.2)")
		for i := 0; i < 16; i++ {
			LEAL(Mem{Base: R11, Disp: i}, ECX)
			BSWAPL(ECX)
			MOVL(ECX, frame.Offset(16*i+12))
		}
	}
	writeCounters()
	blocks := []VecPhysical{Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11}
	counters := func() {
		Comment("load this batch's 16 counter blocks")
		for i, y := range blocks {
			VMOVDQU(frame.Offset(32*i), y)
		}
		ADDL(U8(16), R11L)
		writeCounters()
	}
	rounds := func(label string, regs []VecPhysical, extra []func()) {
		vaesRounds(label, Y14, extra, regs...)
	}
	// ghashSteps multiplies the 16 blocks at base by H^16..H^1, two blocks
	// per step; the running hash joins the first block.
	ghashSteps := func(base Mem) []func() {
		var steps []func()
		for j := 0; j < 8; j++ {
			j := j
			steps = append(steps, func() {
				Commentf("GHASH (SP 800-38D §6.4): ciphertext blocks %d, %d × H^%d, H^%d", 2*j+1, 2*j+2, 16-2*j, 15-2*j)
				VMOVDQU(base.Offset(32*j), Y12)
				VPSHUFB(Y15, Y12, Y12)
				if j == 0 {
					VPXOR(Y0, Y12, Y12)
				}
				x86.GHASHMulAccKaratsubaVEX(Y12, Mem{Base: RAX, Disp: 32 * j}, Y13, j == 0)
			})
		}
		return steps
	}
	// finish folds the middle products, sums the lanes and reduces into X0.
	finish := func() {
		x86.GHASHKaratsubaMiddle(Y3, Y1, Y2)
		x86.GHASHSplitMiddle(Y3, Y1, Y2, Y13, Y3)
		VEXTRACTI128(U8(1), Y1, X13)
		VPXOR(X13, X1, X1)
		VEXTRACTI128(U8(1), Y2, X13)
		VPXOR(X13, X2, X2)
		VMOVDQU(polyConst, X12)
		x86.GHASHReduce(X1, X2, X0, X12, X13)
	}
	xorStore := func() {
		Comment("C = P ⊕ E_K(counter blocks) (SP 800-38D §6.5), stored")
		for i, y := range blocks {
			VPXOR(Mem{Base: RSI, Disp: 32 * i}, y, y)
			VMOVDQU(y, Mem{Base: RDI, Disp: 32 * i})
		}
	}
	ghash := func() []func() { return ghashSteps(Mem{Base: RSI}) }
	if seal {
		ghash = func() []func() { return ghashSteps(Mem{Base: RDI, Disp: -256}) }
	}
	batchLoop{
		pre: p, exit: p + "Tail", n: 256,
		counters: counters,
		rounds:   func(label string, steps []func()) { rounds(label, blocks, steps) },
		ghash:    ghash,
		finish:   finish,
		store:    xorStore,
	}.emit(seal)

	Comment("Fewer than 16 blocks: one at a time on 128-bit registers, each",
		"multiplied by H and reduced.")
	Label(p + "Tail")
	TESTQ(RDX, RDX)
	JZ(LabelRef(p + "Done"))
	MOVL(R11L, ECX)
	BSWAPL(ECX)
	VMOVDQU(frame, X4) // the 12-byte prefix; the counter goes in by register
	VPINSRD(U8(3), ECX, X4, X4)
	INCL(R11L)
	rounds(p+"TailLast", []VecPhysical{Y4}, nil) // only the low lane matters
	VMOVDQU(Mem{Base: RSI}, X12)
	VPXOR(X12, X4, X4)
	Comment("The block to hash is the ciphertext: the output for seal, the input",
		"for open (read before the store, which may overwrite it in place).")
	if seal {
		VMOVDQA(X4, X12)
	}
	VMOVDQU(X4, Mem{Base: RDI})
	VPSHUFB(X15, X12, X12)
	VPXOR(X0, X12, X12)
	VMOVDQU(Mem{Base: RAX, Disp: 16 * 15}, X13)
	x86.GHASHMulAccKaratsubaVEX(X12, X13, X14, true)
	finish()
	advance(16)
	JMP(LabelRef(p + "Tail"))

	Label(p + "Done")
	VPSHUFB(X15, X0, X0)
	VMOVDQU(X0, Mem{Base: RBX})
	VZEROUPPER()
	RET()
}
