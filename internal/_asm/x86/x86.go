// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package x86 holds the avo emitters that more than one amd64 generator
// uses: raw instructions, the AES round structure and the GHASH
// multiply-and-reduce steps. Every emitter works on physical registers the
// caller names, so the kernels keep their own register plans.
package x86

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/ir"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Raw emits an instruction avo's typed builder has no form for (EVEX forms
// on ZMM, VAES on YMM). Operands are in Go assembler order; the last one is
// the destination.
func Raw(op string, args ...Op) {
	Instruction(&ir.Instruction{
		Opcode:   op,
		Operands: args,
		Inputs:   args[:len(args)-1],
		Outputs:  args[len(args)-1:],
	})
}

// Const128 emits a 16-byte read-only constant, lo in its first eight
// bytes and hi in the last eight, and returns it.
func Const128(name string, lo, hi uint64) Mem {
	m := GLOBL(name, RODATA|NOPTR)
	DATA(0, U64(lo))
	DATA(8, U64(hi))
	return m
}

// ByteReverseMask emits the PSHUFB mask that reverses the 16 bytes of a
// block (GHASH: the spec's byte order to the reflected integer and back).
func ByteReverseMask(name string) Mem {
	return Const128(name, 0x08090a0b0c0d0e0f, 0x0001020304050607)
}

// GHASHPoly emits reflect(x^-1) = 0xC2000000_00000000_00000000_00000001,
// the reduction constant: its high quadword is the fold multiplier.
func GHASHPoly(name string) Mem {
	return Const128(name, 1, 0xc200000000000000)
}

var labels int

// NewLabel returns a label name unique in the generated file: prefix, an
// underscore and a number.
func NewLabel(prefix string) string {
	labels++
	return fmt.Sprintf("%s_%d", prefix, labels)
}

// AESRounds emits the cipher's round structure (FIPS 197 §5.1): first
// (AddRoundKey with round key 0), round(r) for r = 1..9, which every key
// size has, rounds 10..11 and 12..13 only when nr (the round count, 10, 12
// or 14: public) asks for them, then last (the final round, at the label
// done). after[r-1], where given, follows round r = 1..9, so that a kernel
// interleaves other work (GHASH) with the rounds.
func AESRounds(nr Op, done string, first func(), round func(r int), last func(), after ...func()) {
	if len(after) > 0 {
		Comment("AES (FIPS 197 §5.1): AddRoundKey, rounds 1..9 with other work interleaved")
	} else {
		Comment("AES (FIPS 197 §5.1): AddRoundKey, rounds 1..9")
	}
	first()
	for r := 1; r <= 9; r++ {
		if len(after) > 0 {
			Commentf("round %d", r)
		}
		round(r)
		if r-1 < len(after) {
			after[r-1]()
		}
	}
	Comment("rounds 10..11 and 12..13 for AES-192 and AES-256 (the round count is public)")
	CMPQ(nr, U8(10))
	JE(LabelRef(done))
	round(10)
	round(11)
	CMPQ(nr, U8(12))
	JE(LabelRef(done))
	round(12)
	round(13)
	Label(done)
	Comment("final round (no MixColumns)")
	last()
}

// GHASH multiplies in the bit-reflected representation (SP 800-38D §6.3):
// a 256-bit product lo:hi is reduced modulo x^128 + x^7 + x^2 + x + 1 by
// two folds of lo, each lo = swap(lo) ⊕ lo.low·0xC2<<56, with the constant
// 0xC2<<56 in the high quadword of poly; then hi is added.

// GHASHFold is one fold of a (VEX, or EVEX on ZMM), with t a temporary.
func GHASHFold(a, poly, t VecPhysical) {
	if a.Size() == 64 {
		Raw("VPCLMULQDQ", U8(0x01), a, poly, t)
		VPSHUFD(U8(0x4e), a, a)
		VPXORQ(t, a, a)
		return
	}
	VPCLMULQDQ(U8(0x01), a, poly, t)
	VPSHUFD(U8(0x4e), a, a)
	VPXOR(t, a, a)
}

// xor is VPXOR, or VPXORQ on ZMM (VPXOR has no EVEX form).
func xor(a, b, dst VecPhysical) {
	if dst.Size() == 64 {
		VPXORQ(a, b, dst)
		return
	}
	VPXOR(a, b, dst)
}

// GHASHSplitMiddle adds the middle partial product mid to the low and high
// halves, lo ⊕= mid<<64 and hi ⊕= mid>>64 in every 128-bit lane (VEX, or
// EVEX on ZMM), with t1 and t2 temporaries; t2 may be mid itself.
func GHASHSplitMiddle(mid, lo, hi, t1, t2 VecPhysical) {
	VPSLLDQ(U8(8), mid, t1)
	VPSRLDQ(U8(8), mid, t2)
	xor(t1, lo, lo)
	xor(t2, hi, hi)
}

// vexAccumulators returns the GHASH accumulators of t's width: X1/Y1
// (low), X2/Y2 (high), X3/Y3 (middle).
func vexAccumulators(t VecPhysical) (lo, hi, mid VecPhysical) {
	if t.Size() == 16 {
		return X1, X2, X3
	}
	return Y1, Y2, Y3
}

// clmulAcc sets acc to the carry-less product imm selects of a and b when
// first, and otherwise adds it into acc through the temporary tmp.
func clmulAcc(imm uint8, a Op, b, tmp, acc VecPhysical, first bool) {
	if first {
		Raw("VPCLMULQDQ", U8(imm), a, b, acc)
		return
	}
	Raw("VPCLMULQDQ", U8(imm), a, b, tmp)
	VPXOR(tmp, acc, acc)
}

// GHASHMulAccVEX multiplies the blocks in t (one in an XMM, two in a YMM
// register) by the powers h (a register or memory) lane by lane and adds
// the four partial products to the accumulators of t's width, X1/Y1 (low),
// X2/Y2 (high) and X3/Y3 (middle); first says the accumulators start here.
// t1 and t2 are temporaries (they may be the same register).
func GHASHMulAccVEX(t VecPhysical, h Op, t1, t2 VecPhysical, first bool) {
	lo, hi, mid := vexAccumulators(t)
	clmulAcc(0x00, h, t, t1, lo, first)
	clmulAcc(0x11, h, t, t2, hi, first)
	clmulAcc(0x01, h, t, t1, mid, first)
	clmulAcc(0x10, h, t, t2, mid, false) // the second middle product
}

// GHASHMulAccKaratsubaVEX is GHASHMulAccVEX with three carry-less
// multiplications per lane instead of four (Karatsuba): X3/Y3 receives
// (t.lo⊕t.hi)·(h.lo⊕h.hi), which is the middle product plus lo·lo and
// hi·hi, so the caller adds X1/Y1 and X2/Y2 into it once per batch
// (GHASHKaratsubaMiddle) before splitting it. It pays off where the
// multiplier, not the vector ALUs, bounds GHASH (VPCLMULQDQ at two cycles a
// YMM instruction on Zen 3). t is clobbered; t1 is a temporary.
func GHASHMulAccKaratsubaVEX(t VecPhysical, h Op, t1 VecPhysical, first bool) {
	lo, hi, mid := vexAccumulators(t)
	clmulAcc(0x00, h, t, t1, lo, first)
	clmulAcc(0x11, h, t, t1, hi, first)
	VPSHUFD(U8(0x4e), t, t1) // the halves swapped: t.lo⊕t.hi in both
	VPXOR(t1, t, t)
	VPSHUFD(U8(0x4e), h, t1) // and h.lo⊕h.hi
	VPXOR(h, t1, t1)
	clmulAcc(0x00, t1, t, t1, mid, first)
}

// GHASHKaratsubaMiddle turns the Karatsuba sum in X3/Y3 into the middle
// product: mid ⊕= lo ⊕ hi, lane by lane (the products are linear, so once
// per batch suffices).
func GHASHKaratsubaMiddle(mid, lo, hi VecPhysical) {
	VPXOR(lo, mid, mid)
	VPXOR(hi, mid, mid)
}

// GHASHSplitMiddleSSE is GHASHSplitMiddle in SSE forms on one block: mid
// is clobbered, t is a temporary.
func GHASHSplitMiddleSSE(mid, lo, hi, t VecPhysical) {
	MOVOA(mid, t)
	PSLLDQ(U8(8), t)
	PXOR(t, lo)
	PSRLDQ(U8(8), mid)
	PXOR(mid, hi)
}

// GHASHReduceSSE is GHASHReduce in SSE forms, in place: lo = reduce(lo:hi).
func GHASHReduceSSE(lo, hi, poly, t VecPhysical) {
	GHASHFoldSSE(lo, poly, t)
	GHASHFoldSSE(lo, poly, t)
	PXOR(hi, lo)
}

// GHASHFoldSSE is GHASHFold in SSE forms (poly is copied into t).
func GHASHFoldSSE(a, poly, t VecPhysical) {
	MOVOA(poly, t)
	PCLMULQDQ(U8(0x01), a, t)
	PSHUFD(U8(0x4e), a, a)
	PXOR(t, a)
}

// GHASHReduce reduces lo:hi into dst (VEX, or EVEX on ZMM): two folds of
// lo, then dst = lo ⊕ hi. It emits no comment line; callers that want one
// in the generated file write it (GHASHReduceComment).
func GHASHReduce(lo, hi, dst, poly, t VecPhysical) {
	GHASHFold(lo, poly, t)
	GHASHFold(lo, poly, t)
	xor(hi, lo, dst)
}

// GHASHReduceComment emits the comment line that introduces a reduction.
func GHASHReduceComment() {
	Comment("GHASH reduction (SP 800-38D §6.3, reflected): two folds of the low half, then ⊕ the high half")
}

// The 512-bit GHASH register plan shared by internal/ghash's
// VPCLMULQDQ-AVX512 tier and the AVX-512 GCM kernels: Z0 running hash
// (lane 0), Z1/Z2/Z3 low/high/middle partial products, Z16..Z19 product
// temporaries, X12/X13 reduction temporaries, X15 the reduction constant,
// Z8 the powers H^16..H^13 (H^16 in lane 0).

// GHASHMulAcc512 multiplies four blocks (t) by four powers (h) lane by lane
// (schoolbook, four 64×64 products each) and adds the partial products to
// Z1/Z2/Z3; first says the accumulators start here. It is kept apart from
// GHASHMulAccVEX: with EVEX's 32 registers all four products issue before
// the sums, and VPTERNLOGQ adds the two middle ones in one instruction.
func GHASHMulAcc512(t, h VecPhysical, first bool) {
	if first {
		Comment("GHASH (SP 800-38D §6.4): blocks × powers, four lanes a register, low/high/middle products")
		Raw("VPCLMULQDQ", U8(0x00), h, t, Z1)
		Raw("VPCLMULQDQ", U8(0x11), h, t, Z2)
		Raw("VPCLMULQDQ", U8(0x01), h, t, Z3)
		Raw("VPCLMULQDQ", U8(0x10), h, t, Z16)
		VPXORQ(Z16, Z3, Z3)
		return
	}
	Raw("VPCLMULQDQ", U8(0x00), h, t, Z16)
	Raw("VPCLMULQDQ", U8(0x11), h, t, Z17)
	Raw("VPCLMULQDQ", U8(0x01), h, t, Z18)
	Raw("VPCLMULQDQ", U8(0x10), h, t, Z19)
	VPXORQ(Z16, Z1, Z1)
	VPXORQ(Z17, Z2, Z2)
	VPTERNLOGQ(U8(0x96), Z19, Z18, Z3) // Z3 ^= Z18 ^ Z19
}

// ghashSum512 folds the middle products into Z1/Z2 and sums the four
// lanes into X1/X2.
func ghashSum512() {
	Comment("fold the middle products into low and high, sum the four lanes")
	GHASHSplitMiddle(Z3, Z1, Z2, Z16, Z17)
	VEXTRACTI64X4(U8(1), Z1, Y12)
	VEXTRACTI64X4(U8(1), Z2, Y13)
	VPXOR(Y12, Y1, Y1)
	VPXOR(Y13, Y2, Y2)
	VEXTRACTI128(U8(1), Y1, X12)
	VEXTRACTI128(U8(1), Y2, X13)
	VPXOR(X12, X1, X1)
	VPXOR(X13, X2, X2)
}

// GHASHFinish512 folds the middle products, sums the four lanes and
// reduces into X0 (the VEX writes clear the upper lanes of Z0).
func GHASHFinish512() {
	ghashSum512()
	GHASHReduceComment()
	GHASHReduce(X1, X2, X0, X15, X12)
}

// GHASHBatchFinish512 ends a 16-block batch whose data did not include the
// running hash: it folds and sums the lanes without reducing, adds Y·H^16
// (Y in X0, H^16 in lane 0 of Z8) computed on 128-bit registers, and
// reduces once into X0. Keeping Y out of the wide products leaves only this
// short chain between consecutive batches.
func GHASHBatchFinish512() {
	ghashSum512()
	Comment("+ Y·H^16 on 128-bit registers")
	VPCLMULQDQ(U8(0x00), X8, X0, X12)
	VPCLMULQDQ(U8(0x11), X8, X0, X13)
	VPCLMULQDQ(U8(0x01), X8, X0, X14)
	Raw("VPCLMULQDQ", U8(0x10), X8, X0, X16)
	VPXOR(X12, X1, X1)
	VPXOR(X13, X2, X2)
	Raw("VPXORQ", X16, X14, X14)
	GHASHSplitMiddle(X14, X1, X2, X12, X13)
	GHASHReduceComment()
	GHASHReduce(X1, X2, X0, X15, X12)
}
