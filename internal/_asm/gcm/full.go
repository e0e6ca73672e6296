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

// The whole-message kernels do all of GCM in one call (SP 800-38D §7.1
// steps 1-6 for a 96-bit IV; §7.2 without the comparison): E_K(J0), GHASH
// of the additional data, CTR with GHASH of the ciphertext, the length
// block and the tag. Partial blocks are handled with byte-masked loads and
// stores, which also supply the zero padding GHASH needs. Fixed call costs
// dominate short messages; this keeps them to one call.

var ctrOne Mem

// pow32Slot is the frame word that holds the pointer to H^32..H^17 for the
// 32-block batches: pow32 as passed, or pow32Room's aligned address when the
// caller passed nil. pow32Room is 16 entries, 64-byte aligned, plus the
// slack to align them.
var pow32Slot, pow32Room Mem

// pow32RoomAddr points r at the 64-byte aligned entries in pow32Room.
func pow32RoomAddr(r GPPhysical) {
	LEAQ(pow32Room.Offset(63), r)
	ANDQ(I8(-64), r)
}

// widePowers stores H^32..H^17 at dst: each of H^16..H^1 (Z8..Z11) times
// H^16, lane by lane, with the products, folds and reduction of
// internal/ghash's mulPowersAVX512, the four registers' chains side by side.
// Clobbers Z1..Z5, Z14, Z16..Z19, Z23..Z30.
func widePowers(dst GPPhysical) {
	x86.Raw("VSHUFI64X2", U8(0x00), Z8, Z8, Z5) // H^16 in every lane
	VBROADCASTI32X4(polyConst, Z14)
	srcs := []VecPhysical{Z8, Z9, Z10, Z11}
	tmp := [][4]VecPhysical{{Z1, Z2, Z3, Z4}, {Z16, Z17, Z18, Z19}, {Z23, Z24, Z25, Z26}, {Z27, Z28, Z29, Z30}}
	Comment("H^32..H^17 = H^16..H^1 × H^16 (SP 800-38D §6.3 products, reflected)")
	for i, s := range srcs {
		lo, hi, mid, t := tmp[i][0], tmp[i][1], tmp[i][2], tmp[i][3]
		x86.Raw("VPCLMULQDQ", U8(0x00), Z5, s, lo)
		x86.Raw("VPCLMULQDQ", U8(0x11), Z5, s, hi)
		x86.Raw("VPCLMULQDQ", U8(0x01), Z5, s, mid)
		x86.Raw("VPCLMULQDQ", U8(0x10), Z5, s, t)
		VPXORQ(t, mid, mid)
	}
	for i := range srcs {
		lo, hi, mid, t := tmp[i][0], tmp[i][1], tmp[i][2], tmp[i][3]
		x86.GHASHSplitMiddle(mid, lo, hi, t, mid)
	}
	for i := range srcs {
		lo, hi, t := tmp[i][0], tmp[i][1], tmp[i][3]
		x86.GHASHReduceComment()
		x86.GHASHReduce(lo, hi, lo, Z14, t)
		VMOVDQU64(lo, Mem{Base: dst, Disp: 64 * i})
	}
}

// byteMasks sets K2 to the low n = min(left, 64) bytes and K3 to those
// bytes rounded up to whole blocks (for the powers). Clobbers CX and scratch.
func byteMasks(left, scratch GPPhysical, label string) {
	MOVQ(left, RCX)
	CMPQ(RCX, U8(64))
	JBE(LabelRef(label))
	MOVQ(U32(64), RCX)
	Label(label)
	MOVQ(I32(-1), scratch)
	BZHIQ(RCX, scratch, scratch)
	KMOVQ(scratch, K2)
	ADDQ(U8(15), RCX)
	ANDQ(I8(-16), RCX)
	MOVQ(I32(-1), scratch)
	BZHIQ(RCX, scratch, scratch)
	KMOVQ(scratch, K3)
}

// tailStart begins a tail at label: nothing left (left zero) goes to
// skip; otherwise R13 points at the powers and the products are cleared.
func tailStart(label, skip string, left GPPhysical) {
	Label(label)
	TESTQ(left, left)
	JZ(LabelRef(skip))
	tailPowers(left)
	clearProducts()
}

// adBatches hashes whole batches of additional data (R11 pointer, R10
// bytes left), len(data) registers of four blocks each, at label loop, and
// continues at next when less than a batch is left. ghash emits any set-up
// and returns the product steps; finish reduces.
func adBatches(loop, next string, data []VecPhysical, ghash func() []func(), finish func()) {
	n := 64 * len(data)
	Label(loop)
	CMPQ(R10, imm(n))
	JB(LabelRef(next))
	for g, z := range data {
		VMOVDQU64(Mem{Base: R11, Disp: 64 * g}, z)
		VPSHUFB(Z31, z, z)
	}
	for _, f := range ghash() {
		f()
	}
	finish()
	ADDQ(imm(n), R11)
	SUBQ(imm(n), R10)
	JMP(LabelRef(loop))
}

// tailPowers points R13 at H^n, n = ceil(left/16): the first of the last n
// table entries.
func tailPowers(left GPPhysical) {
	LEAQ(Mem{Base: left, Disp: 15}, RCX)
	ANDQ(I8(-16), RCX)
	LEAQ(Mem{Base: RAX, Disp: 256}, R13)
	SUBQ(RCX, R13)
}

func fullKernel(name string, seal bool) {
	TEXT(name, NOSPLIT, "func(rk *[240]byte, rounds int, pow *[16][16]byte, pow32 *[16][16]byte, nonce *[12]byte, tag *[16]byte, dst []byte, src []byte, ad []byte)")
	Doc(name+" computes all of AES-GCM for a 96-bit nonce in one call: it writes the", "text to dst and E_K(J0) XOR GHASH into tag (the caller compares or truncates).",
		"pow32 nil: H^32..H^17 are computed on the frame for this message and cleared.")
	pow32Slot = AllocLocal(8)
	pow32Room = AllocLocal(16*16 + 64)
	allocPageSafe()
	p := name
	loadArgs("nonce", "tag")

	VBROADCASTI32X4(bswapMask, Z31)
	VBROADCASTI32X4(ctrSwap, Z22)
	VMOVDQU(polyConst, X15)
	VPXOR(X0, X0, X0)
	loadPowers16()
	lastKey()

	Comment("J0 = nonce || 0^31 || 1 (SP 800-38D §7.1 step 2), assembled in a",
		"register: the nonce is read with 8- and 4-byte loads.")
	VMOVQ(Mem{Base: R10}, X4)
	VPINSRD(U8(2), Mem{Base: R10, Disp: 8}, X4, X4)
	MOVL(U32(0x01000000), ECX)
	VPINSRD(U8(3), ECX, X4, X4)
	Comment("Counter blocks start at inc32(J0).")
	x86.Raw("VSHUFI64X2", U8(0), Z4, Z4, Z20)
	VPSHUFB(Z22, Z20, Z20)
	VPADDD(ctrOne, Z20, Z20)
	Comment("E_K(J0) goes to tag now and is XORed in at the end (every vector",
		"register is busy in between).")
	aesRoundsX(p+"J0Last", X4)
	VMOVDQU(X4, Mem{Base: RBX})

	Comment("GHASH of the additional data: whole batches, then a masked tail.")
	Load(Param("ad").Base(), R11)
	Load(Param("ad").Len(), R10)
	pows := []VecPhysical{Z8, Z9, Z10, Z11}
	Comment("At most 15 blocks of A and C together (plus the length block): one",
		"batch of powers covers the whole message.")
	MOVQ(R10, RCX)
	ADDQ(U8(15), RCX)
	ANDQ(I8(-16), RCX)
	LEAQ(Mem{Base: RDX, Disp: 15}, R13)
	ANDQ(I8(-16), R13)
	ADDQ(R13, RCX)
	Load(Param("pow32"), R13)
	MOVQ(R13, pow32Slot)
	CMPQ(RCX, U32(240))
	JBE(LabelRef(p + "Short"))
	Comment("pow32 nil: H^32..H^17 for this message only, on the frame (out of",
		"line, so that the batch loops keep their place in the code).")
	TESTQ(R13, R13)
	JZ(LabelRef(p + "WidePowers"))
	Label(p + "HavePow32")
	adBatches32(p, p+"AD")
	ad16 := []VecPhysical{Z4, Z5, Z6, Z7}
	adBatches(p+"AD", p+"ADTail", ad16, func() []func() { return mulSteps(ad16, pows) }, x86.GHASHBatchFinish512)
	tailStart(p+"ADTail", p+"Text", R10)
	adGroup(p+"ADTailLoop", p+"ADMask", true, U8(64))
	x86.GHASHFinish512()

	Comment("The text: whole batches as in the streaming kernels, then a tail.")
	Label(p + "Text")
	lastKey()
	textBatches32(p, seal)
	textBatches(p, seal)
	tailStart(p+"Tail", p+"Lengths", RDX)
	Label(p + "TailLoop")
	byteMasks(RDX, R11, p+"TailMask")
	tailGroup(p+"TailLoop", p+"TailLast", seal, true, VMOVDQU8_Z, VMOVDQU8, K2, K3, Z5, U8(64))
	x86.GHASHFinish512()

	Comment("Length block [len(A)]64 || [len(C)]64 in bits, reflected: the low",
		"64 bits hold len(C), the high 64 bits len(A); then multiply by H.")
	Label(p + "Lengths")
	lengthBlock()
	VPXOR(X12, X0, X0)
	VMOVDQU(Mem{Base: RAX, Disp: 240}, X5)
	x86.GHASHMulAccVEX(X0, X5, X13, X13, true)
	x86.GHASHSplitMiddle(X3, X1, X2, X13, X3)
	x86.GHASHReduce(X1, X2, X0, X15, X12)
	Label(p + "Tag")
	VPSHUFB(X31, X0, X0)
	VPXOR(Mem{Base: RBX}, X0, X0)
	VMOVDQU(X0, Mem{Base: RBX})
	Comment("Powers computed on the frame do not stay there.")
	MOVQ(pow32Slot, R13)
	pow32RoomAddr(RCX)
	CMPQ(R13, RCX)
	JNE(LabelRef(p + "Done"))
	VPXORQ(Z1, Z1, Z1)
	for i := 0; i < 4; i++ {
		VMOVDQU64(Z1, Mem{Base: RCX, Disp: 64 * i})
	}
	Label(p + "Done")
	VZEROUPPER()
	RET()

	shortPath(p, seal)

	Label(p + "WidePowers")
	pow32RoomAddr(R13)
	MOVQ(R13, pow32Slot)
	widePowers(R13)
	JMP(LabelRef(p + "HavePow32"))
}

// shortPath handles additional data and text both shorter than one batch:
// all n = ceil(len(A)/16) + ceil(len(C)/16) + 1 blocks are multiplied by
// H^n..H^1 and reduced once, so only one reduction is on the chain.
func shortPath(p string, seal bool) {
	Label(p + "Short")
	LEAQ(Mem{Base: RAX, Disp: 256 - 16}, R13)
	SUBQ(RCX, R13)
	clearProducts()
	TESTQ(R10, R10)
	JZ(LabelRef(p + "ShortText"))
	adGroup(p+"ShortAD", p+"ShortADMask", false, RCX) // RCX: whole blocks of this group
	lastKey()

	Label(p + "ShortText")
	TESTQ(RDX, RDX)
	JZ(LabelRef(p + "ShortLengths"))
	Label(p + "ShortTextLoop")
	byteMasks(RDX, R11, p+"ShortTextMask")
	tailGroup(p+"ShortTextLoop", p+"ShortLast", seal, false, VMOVDQU8_Z, VMOVDQU8, K2, K3, Z5, RCX)

	Comment("The length block times H^1 joins the same sum (the VEX writes leave",
		"the upper lanes of Z12..Z14 zero).")
	Label(p + "ShortLengths")
	lengthBlock()
	VMOVDQU(Mem{Base: RAX, Disp: 240}, X5)
	VPCLMULQDQ(U8(0x00), X5, X12, X13)
	VPCLMULQDQ(U8(0x11), X5, X12, X14)
	VPXORQ(Z13, Z1, Z1)
	VPXORQ(Z14, Z2, Z2)
	VPCLMULQDQ(U8(0x01), X5, X12, X13)
	VPCLMULQDQ(U8(0x10), X5, X12, X14)
	VPTERNLOGQ(U8(0x96), Z14, Z13, Z3)
	x86.GHASHFinish512()
	JMP(LabelRef(p + "Tag"))
}

// adGroup is the loop at label loop over the additional data (R11
// pointer, R10 bytes left), 64 bytes a group loaded through K2 with their
// powers at R13 through K3; withY adds the running hash to the first
// group, and R13 advances by powStep. R12 is clobbered (recomputed by the
// caller).
func adGroup(loop, mask string, withY bool, powStep Op) {
	Label(loop)
	byteMasks(R10, R12, mask)
	pageSafe.Load(VMOVDQU8_Z, R11, R10, K2, Z4)
	VPSHUFB(Z31, Z4, Z4)
	if withY {
		absorbY(Z4)
	}
	VMOVDQU8_Z(Mem{Base: R13}, K3, Z5)
	x86.GHASHMulAcc512(Z4, Z5, false)
	ADDQ(U8(64), R11)
	ADDQ(powStep, R13)
	SUBQ(U8(64), R10)
	JG(LabelRef(loop))
}

// lengthBlock sets X12 to the length block [len(A)]64 || [len(C)]64 in
// bits, reflected (SP 800-38D §7.1 step 5). Clobbers CX and R13.
func lengthBlock() {
	Load(Param("ad").Len(), RCX)
	Load(Param("src").Len(), R13)
	SHLQ(U8(3), RCX)
	SHLQ(U8(3), R13)
	VMOVQ(R13, X12)
	VPINSRQ(U8(1), RCX, X12, X12)
}

// aesRoundsX encrypts one block in an XMM register (round keys from memory).
func aesRoundsX(label string, x VecPhysical) {
	x86.AESRounds(R9, label,
		func() { VPXOR(Mem{Base: R8}, x, x) },
		func(r int) { VAESENC(Mem{Base: R8, Disp: 16 * r}, x, x) },
		func() { VAESENCLAST(Mem{Base: R12}, x, x) })
}
