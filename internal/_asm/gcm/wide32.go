// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"

	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// 32-block batches for the whole-message kernels: eight ZMM registers of
// counter blocks per iteration and one GHASH reduction per 32 blocks, with
// H^32..H^1 read as memory operands (R13: H^32..H^17, AX: H^16..H^1). The
// fold-and-reduce work per byte halves compared with 16-block batches.

var incHi [4]Mem
var inc32c Mem

// incBE steps big-endian counter blocks by adding to byte 15 only (dword 3
// as loaded holds byte 15 in its top 8 bits); valid while byte 15 does not
// overflow within the batch.
var incBE [8]Mem
var incBE32 Mem

func wideConstants() {
	for g := 0; g < 4; g++ {
		b := uint32(16 + 4*g)
		incHi[g] = lanes(fmt.Sprintf("ctrIncHi%d", g), [4]uint32{b, b + 1, b + 2, b + 3})
	}
	inc32c = lanes("ctrInc32", [4]uint32{32, 32, 32, 32})
	for g := 0; g < 8; g++ {
		b := uint32(4 * g)
		incBE[g] = lanes(fmt.Sprintf("ctrIncBE%d", g), [4]uint32{b << 24, (b + 1) << 24, (b + 2) << 24, (b + 3) << 24})
	}
	incBE32 = lanes("ctrIncBE32", [4]uint32{32 << 24, 32 << 24, 32 << 24, 32 << 24})
}

func wideRefs() []Mem {
	return []Mem{
		{Base: R13}, {Base: R13, Disp: 64}, {Base: R13, Disp: 128}, {Base: R13, Disp: 192},
		{Base: RAX}, {Base: RAX, Disp: 64}, {Base: RAX, Disp: 128}, {Base: RAX, Disp: 192},
	}
}

// mulSteps32 splits the products of eight data registers by their powers
// into eight pieces, accumulating pairs with three-way XORs.
func mulSteps32(t []VecPhysical, pm []Mem) []func() {
	var steps []func()
	for q := 0; q < 4; q++ {
		a, b := 2*q, 2*q+1
		first := q == 0
		acc := func(x, y, dst VecPhysical, init bool) {
			if init {
				VPXORQ(y, x, dst)
			} else {
				VPTERNLOGQ(U8(0x96), y, x, dst) // dst ^= x ^ y
			}
		}
		steps = append(steps, func() {
			Commentf("GHASH (SP 800-38D §6.4): blocks %d..%d × their powers, low and high products", 4*a+1, 4*b+4)
			for _, h := range []struct {
				imm       uint8
				dst, x, y VecPhysical
			}{{0x00, Z1, Z16, Z17}, {0x11, Z2, Z18, Z19}} {
				x86.Raw("VPCLMULQDQ", U8(h.imm), pm[a], t[a], h.x)
				x86.Raw("VPCLMULQDQ", U8(h.imm), pm[b], t[b], h.y)
				acc(h.x, h.y, h.dst, first)
			}
		}, func() {
			Commentf("GHASH: blocks %d..%d, middle products", 4*a+1, 4*b+4)
			x86.Raw("VPCLMULQDQ", U8(0x01), pm[a], t[a], Z16)
			x86.Raw("VPCLMULQDQ", U8(0x10), pm[a], t[a], Z17)
			acc(Z16, Z17, Z3, first)
			x86.Raw("VPCLMULQDQ", U8(0x01), pm[b], t[b], Z18)
			x86.Raw("VPCLMULQDQ", U8(0x10), pm[b], t[b], Z19)
			acc(Z18, Z19, Z3, false)
		})
	}
	return steps
}

// adBatches32 hashes 32-block batches of additional data (R11 pointer, R10
// bytes left) and continues at label next with fewer than 512 bytes left.
func adBatches32(p, next string) {
	MOVQ(pow32Slot, R13)
	data := []VecPhysical{Z4, Z5, Z6, Z7, Z23, Z24, Z25, Z26}
	adBatches(p+"ADW", next, data, func() []func() {
		absorbY(data[0])
		return mulSteps32(data, wideRefs())
	}, x86.GHASHFinish512)
}

// textBatches32 runs 32-block batches over the text (pipelined for seal)
// and leaves fewer than 512 bytes, with Z8..Z11 reloaded with H^16..H^1
// for the 16-block code that follows.
func textBatches32(p string, seal bool) {
	MOVQ(pow32Slot, R13)
	ctrs := []VecPhysical{Z4, Z5, Z6, Z7, Z8, Z9, Z10, Z11}
	refl := []VecPhysical{Z23, Z24, Z25, Z26, Z27, Z28, Z29, Z30}
	pm := wideRefs()
	Comment("Z20 holds the next counter block in big-endian form during these",
		"batches and R10 its 32-bit value. The counter of a 96-bit nonce is",
		"public, so the batch may branch on it: when the low byte cannot",
		"overflow within the batch, counter blocks are one VPADDD each;",
		"otherwise they take the byte-swapped route.")
	n := 0
	counters := func() {
		n++
		slow, done := fmt.Sprintf("%sCtrSlow%d", p, n), fmt.Sprintf("%sCtrDone%d", p, n)
		CMPB(R10B, U8(223))
		JA(LabelRef(slow))
		for g, z := range ctrs {
			VPADDD(incBE[g], Z20, z)
		}
		VPADDD(incBE32, Z20, Z20)
		JMP(LabelRef(done))
		Label(slow)
		VPSHUFB(Z22, Z20, Z21)
		for g := 0; g < 4; g++ {
			VPADDD(inc[g], Z21, ctrs[g])
			VPADDD(incHi[g], Z21, ctrs[4+g])
		}
		VPADDD(inc32c, Z21, Z21)
		VPSHUFB(Z22, Z21, Z20)
		for _, z := range ctrs {
			VPSHUFB(Z22, z, z)
		}
		Label(done)
		ADDL(U8(32), R10L)
	}
	x86.Raw("VPEXTRD", U8(3), X20, R10L)
	VPSHUFB(Z22, Z20, Z20)
	xorStore := func() {
		for g, z := range ctrs {
			VPXORQ(Mem{Base: RSI, Disp: 64 * g}, z, z)
			VMOVDQU64(z, Mem{Base: RDI, Disp: 64 * g})
		}
	}
	b := batchLoop{
		pre: p + "W", exit: p + "W16", n: 512,
		counters: counters,
		rounds:   func(label string, steps []func()) { aesRoundsWith(label, steps, ctrs...) },
		ghash: func() []func() {
			absorbY(refl[0])
			return mulSteps32(refl, pm)
		},
		finish: x86.GHASHFinish512,
		store:  xorStore,
	}
	if seal {
		b.store = func() {
			xorStore()
			reflectNoY(refl, ctrs)
		}
	} else {
		b.load = func() {
			for g, z := range refl {
				VMOVDQU64(Mem{Base: RSI, Disp: 64 * g}, z)
				VPSHUFB(Z31, z, z)
			}
		}
	}
	b.emit(seal)
	Label(p + "W16")
	VPSHUFB(Z22, Z20, Z20) // back to the stepping form of the code that follows
	loadPowers16()
}

// absorbY adds the running hash to the first block of a batch. With 32
// blocks per batch the chain through it is short next to the batch's work,
// and this saves separate Y·H^32 products (as batchFinish does for 16).
func absorbY(z VecPhysical) {
	VPXORQ(Z0, z, z)
	VPXOR(X0, X0, X0)
}
