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

// Fused AES-NI + PCLMULQDQ kernels for CPUs without VAES (SSE encodings
// only, so AVX is not required): 8 blocks per iteration, the GHASH of 8
// blocks interleaved with the AES rounds of 8 others and reduced once. Seal
// hashes the previous iteration's ciphertext (from dst) while encrypting
// the next; open hashes the ciphertext it is decrypting. Same contract as
// the AVX-512 streaming kernels (doc.go).
//
// Registers: R8 round keys, R9 rounds, R12 last round key, AX powers, BX y,
// R10 ctr, DI dst, SI src, DX bytes left, R11 32-bit counter, CX scratch.
// X0 hash, X1/X2/X3 low/high/middle products, X4..X11 AES blocks, X12
// round key or data, X13..X15 temporaries. The 8 counter blocks are built
// in a 128-byte stack frame.

func niKernel(name string, seal bool) {
	TEXT(name, NOSPLIT, streamSig)
	Doc(name + " is the fused AES-NI/PCLMULQDQ kernel; see doc.go for the contract.")
	p := name
	frame := AllocLocal(128)
	loadArgs("ctr", "y")
	lastKey()

	MOVOU(Mem{Base: RBX}, X0)
	MOVOU(bswapMask, X15)
	PSHUFB(X15, X0)
	Comment("Counter blocks: the first 12 bytes of ctr in every slot, the 32-bit",
		"counter (R11) stored big-endian per block.")
	MOVOU(Mem{Base: R10}, X12)
	for i := 0; i < 8; i++ {
		MOVOU(X12, frame.Offset(16*i))
	}
	MOVL(Mem{Base: R10, Disp: 12}, R11L)
	BSWAPL(R11L)
	Comment("The caller's ctr advances by the number of blocks.")
	advanceCtr(ECX)

	// The counter dwords of the next batch are written right after the
	// current batch is loaded, long before they are read back: a 16-byte
	// load of a slot whose dword was just stored would wait for the store
	// (no store-to-load forwarding across sizes).
	writeCounters := func() {
		Comment("counter dwords of the next batch, big-endian (inc32, SP 800-38D §6.2)")
		for i := 0; i < 8; i++ {
			LEAL(Mem{Base: R11, Disp: i}, ECX)
			BSWAPL(ECX)
			MOVL(ECX, frame.Offset(16*i+12))
		}
	}
	writeCounters()
	counters := func() {
		Comment("load this batch's 8 counter blocks")
		for i, x := range []VecPhysical{X4, X5, X6, X7, X8, X9, X10, X11} {
			MOVOU(frame.Offset(16*i), x)
		}
		ADDL(U8(8), R11L)
		writeCounters()
	}
	blocks := []VecPhysical{X4, X5, X6, X7, X8, X9, X10, X11}
	aesNI := func(label string, regs []VecPhysical, extra []func()) {
		x86.AESRounds(R9, label, func() {
			MOVOU(Mem{Base: R8}, X12)
			for _, x := range regs {
				PXOR(X12, x)
			}
		}, func(r int) {
			MOVOU(Mem{Base: R8, Disp: 16 * r}, X12)
			for _, x := range regs {
				AESENC(X12, x)
			}
		}, func() {
			MOVOU(Mem{Base: R12}, X12)
			for _, x := range regs {
				AESENCLAST(X12, x)
			}
		}, extra...)
	}
	// ghashSteps multiplies the 8 blocks at base (ciphertext) by H^8..H^1,
	// one block per step; the running hash joins the first block.
	ghashSteps := func(base Mem) []func() {
		var steps []func()
		for j := 0; j < 8; j++ {
			j := j
			steps = append(steps, func() {
				Commentf("GHASH (SP 800-38D §6.4): ciphertext block %d × H^%d", j+1, 8-j)
				MOVOU(base.Offset(16*j), X13)
				MOVOU(bswapMask, X15)
				PSHUFB(X15, X13)
				if j == 0 {
					PXOR(X0, X13)
				}
				// The first block sets the accumulators, the others add.
				acc := func(x, dst VecPhysical) {
					if j == 0 {
						MOVOA(x, dst)
					} else {
						PXOR(x, dst)
					}
				}
				MOVOU(Mem{Base: RAX, Disp: 16 * (8 + j)}, X15)
				for _, q := range []struct {
					imm uint8
					dst VecPhysical
				}{{0x00, X1}, {0x11, X2}} {
					MOVOA(X13, X14)
					PCLMULQDQ(U8(q.imm), X15, X14)
					acc(X14, q.dst)
				}
				MOVOA(X13, X14)
				PCLMULQDQ(U8(0x01), X15, X14)
				PCLMULQDQ(U8(0x10), X15, X13)
				acc(X14, X3)
				PXOR(X13, X3)
			})
		}
		return steps
	}
	// finish folds the middle products and reduces into X0.
	finish := func() {
		x86.GHASHSplitMiddleSSE(X3, X1, X2, X14)
		MOVOU(polyConst, X15)
		x86.GHASHReduceSSE(X1, X2, X15, X14)
		MOVOA(X1, X0)
	}
	xorStore := func() {
		Comment("C = P ⊕ E_K(counter blocks) (SP 800-38D §6.5), stored")
		for i, x := range blocks {
			MOVOU(Mem{Base: RSI, Disp: 16 * i}, X12)
			PXOR(X12, x)
			MOVOU(x, Mem{Base: RDI, Disp: 16 * i})
		}
	}
	ghash := func() []func() { return ghashSteps(Mem{Base: RSI}) }
	if seal {
		ghash = func() []func() { return ghashSteps(Mem{Base: RDI, Disp: -128}) }
	}
	batchLoop{
		pre: p, exit: p + "Tail", n: 128,
		counters: counters,
		rounds:   func(label string, steps []func()) { aesNI(label, blocks, steps) },
		ghash:    ghash,
		finish:   finish,
		store:    xorStore,
	}.emit(seal)

	Comment("Fewer than 8 blocks: one at a time, each multiplied by H and reduced.")
	Label(p + "Tail")
	TESTQ(RDX, RDX)
	JZ(LabelRef(p + "Done"))
	MOVL(R11L, ECX)
	BSWAPL(ECX)
	MOVOU(frame, X4) // the 12-byte prefix; the counter goes in by register
	PINSRD(U8(3), ECX, X4)
	INCL(R11L)
	aesNI(p+"TailLast", []VecPhysical{X4}, nil)
	Comment("The block to hash is the ciphertext: the output for seal, the input",
		"for open (read before the store, which may overwrite it in place).")
	MOVOU(Mem{Base: RSI}, X12)
	PXOR(X12, X4)
	if seal {
		MOVOA(X4, X13)
	} else {
		MOVOA(X12, X13)
	}
	MOVOU(X4, Mem{Base: RDI})
	MOVOU(bswapMask, X15)
	PSHUFB(X15, X13)
	PXOR(X0, X13)
	MOVOU(Mem{Base: RAX, Disp: 16 * 15}, X15)
	MOVOA(X13, X1)
	PCLMULQDQ(U8(0x00), X15, X1)
	MOVOA(X13, X2)
	PCLMULQDQ(U8(0x11), X15, X2)
	MOVOA(X13, X3)
	PCLMULQDQ(U8(0x01), X15, X3)
	PCLMULQDQ(U8(0x10), X15, X13)
	PXOR(X13, X3)
	finish()
	advance(16)
	JMP(LabelRef(p + "Tail"))

	Label(p + "Done")
	MOVOU(bswapMask, X15)
	PSHUFB(X15, X0)
	MOVOU(X0, Mem{Base: RBX})
	RET()
}
