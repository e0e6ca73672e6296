// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command ghash_amd64_asm generates internal/ghash/ghash_amd64.s, the amd64
// GHASH kernels (SP 800-38D §6.4) over the shared power table described in
// internal/ghash's package doc:
//
//	updateCLMUL:  PCLMULQDQ, 8 blocks per reduction.
//	updateAVX512: VPCLMULQDQ on 512-bit registers, 4 blocks per register,
//	              16 blocks per reduction.
//	updateAVX2:   VPCLMULQDQ on 256-bit registers, 16 blocks per reduction.
//	mulPowersCLMUL: table entries times one power of H, for key setup;
//	mulPowersAVX512 the same four entries per 512-bit register.
//	initKeyCLMUL, initKeyAVX512: the whole main table from H, in one call.
//
// Every secret-dependent operation is a fixed sequence of vector
// instructions: no branch or address depends on the hash key or the data;
// loop bounds depend only on the (public) length.
//
// Run with go generate in internal/ghash.
package main

import (
	"flag"
	"strconv"

	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

const numPowers = 16

var bswapMask, polyConst Mem

func constants() {
	// PSHUFB mask reversing the 16 bytes of a block: spec byte order to
	// the little-endian reflected integer and back.
	bswapMask = x86.ByteReverseMask("bswapMask")
	polyConst = x86.GHASHPoly("polyConst")
}

func main() {
	flag.Parse()
	ConstraintExpr("!purego")
	constants()
	clmul()
	mulPowers()
	initKey()
	avx512()
	mulPowersWide()
	avx2()
	Generate()
}

// updateSig is the signature of every update kernel; loadUpdateArgs
// loads its arguments: AX powers, BX y, SI data, DX bytes.
const updateSig = "func(pow *[16][16]byte, y *[16]byte, blocks []byte)"

func loadUpdateArgs() {
	Load(Param("pow"), RAX)
	Load(Param("y"), RBX)
	Load(Param("blocks").Base(), RSI)
	Load(Param("blocks").Len(), RDX)
}

// --- PCLMULQDQ tier -------------------------------------------------------

// Registers: AX powers, BX y, SI data, DX bytes left, CX power pointer of
// the tail. X0 running hash (reflected), X1/X2/X3 low/high/middle partial
// products, X4..X7 temporaries, X14 poly, X15 byte-reversal mask.

// clmulMulAcc multiplies the reflected block in t by the power at h and
// adds the partial products to X1 (lo·lo), X2 (hi·hi) and X3, with three
// PCLMULQDQ instead of four (Karatsuba, as x86.GHASHMulAccKaratsubaVEX):
// X3 receives (t.lo⊕t.hi)·(h.lo⊕h.hi), which clmulFinish turns into the
// middle product. t is clobbered; X5..X7 are temporaries.
func clmulMulAcc(t VecPhysical, h Mem) {
	MOVOU(h, X5)
	MOVOA(t, X6)
	PCLMULQDQ(U8(0x00), X5, X6)
	PXOR(X6, X1)
	MOVOA(t, X6)
	PCLMULQDQ(U8(0x11), X5, X6)
	PXOR(X6, X2)
	PSHUFD(U8(0x4e), t, X6) // the halves swapped: t.lo⊕t.hi in both
	PXOR(X6, t)
	PSHUFD(U8(0x4e), X5, X7) // and h.lo⊕h.hi
	PXOR(X5, X7)
	PCLMULQDQ(U8(0x00), X7, t)
	PXOR(t, X3)
}

// clmulFinish completes the Karatsuba middle sum (X3 ⊕= X1 ⊕ X2) and turns
// X1/X2/X3 into the reduced hash in X0.
func clmulFinish() {
	PXOR(X1, X3)
	PXOR(X2, X3)
	x86.GHASHSplitMiddleSSE(X3, X1, X2, X6)
	x86.GHASHReduceSSE(X1, X2, X14, X6)
	MOVOA(X1, X0)
}

// clmulLoadBlock loads a block into t in reflected form and adds the
// running hash (zero after the first block of a batch).
func clmulLoadBlock(t VecPhysical, m Mem) {
	MOVOU(m, t)
	PSHUFB(X15, t)
	PXOR(X0, t)
	PXOR(X0, X0)
}

func clmul() {
	TEXT("updateCLMUL", NOSPLIT, updateSig)
	Doc("updateCLMUL absorbs len(blocks)/16 blocks into y with PCLMULQDQ, 8 blocks per reduction.")
	loadUpdateArgs()
	MOVOU(bswapMask, X15)
	MOVOU(polyConst, X14)
	MOVOU(Mem{Base: RBX}, X0)
	PSHUFB(X15, X0)

	Label("clmulLoop8")
	CMPQ(RDX, U32(128))
	JB(LabelRef("clmulTail"))
	PXOR(X1, X1)
	PXOR(X2, X2)
	PXOR(X3, X3)
	for j := 0; j < 8; j++ {
		clmulLoadBlock(X4, Mem{Base: RSI, Disp: 16 * j})
		clmulMulAcc(X4, Mem{Base: RAX, Disp: 16 * (numPowers - 8 + j)})
	}
	clmulFinish()
	ADDQ(U32(128), RSI)
	SUBQ(U32(128), RDX)
	JMP(LabelRef("clmulLoop8"))

	Comment("The last n < 8 blocks are multiplied by H^n..H^1, the last n entries.")
	Label("clmulTail")
	TESTQ(RDX, RDX)
	JZ(LabelRef("clmulDone"))
	LEAQ(Mem{Base: RAX, Disp: 16 * numPowers}, RCX)
	SUBQ(RDX, RCX)
	PXOR(X1, X1)
	PXOR(X2, X2)
	PXOR(X3, X3)
	Label("clmulTailLoop")
	clmulLoadBlock(X4, Mem{Base: RSI})
	clmulMulAcc(X4, Mem{Base: RCX})
	ADDQ(U32(16), RSI)
	ADDQ(U32(16), RCX)
	SUBQ(U32(16), RDX)
	JNZ(LabelRef("clmulTailLoop"))
	clmulFinish()

	Label("clmulDone")
	PSHUFB(X15, X0)
	MOVOU(X0, Mem{Base: RBX})
	RET()
}

// adjustSSE sets x to H·x^-1 (the table form of H, see internal/ghash's
// package doc) from H in the spec's byte order at h: byte reversal, a
// 128-bit left shift by one, and reflect(x^-1) XORed in under a mask made
// from the bit shifted out (no branch on H). X14 holds polyConst, X15
// bswapMask; t1 and t2 are clobbered.
func adjustSSE(h Mem, x, t1, t2 VecPhysical) {
	MOVOU(h, x)
	PSHUFB(X15, x)
	PSHUFD(U8(0xff), x, t1) // bit 127 at the top of every dword
	PSRAL(U8(31), t1)       // all ones iff bit 127 is set
	PAND(X14, t1)
	MOVOA(x, t2)
	PSRLQ(U8(63), t2)
	PSLLDQ(U8(8), t2) // bit 63 becomes bit 64; bit 127 leaves
	PSLLQ(U8(1), x)
	POR(t2, x)
	PXOR(t1, x)
}

// adjustVEX is adjustSSE in VEX encoding, with the constants from memory.
func adjustVEX(h Mem, x, t1, t2 VecPhysical) {
	VMOVDQU(h, x)
	VPSHUFB(bswapMask, x, x)
	VPSHUFD(U8(0xff), x, t1) // bit 127 at the top of every dword
	VPSRAD(U8(31), t1, t1)   // all ones iff bit 127 is set
	VPAND(polyConst, t1, t1)
	VPSRLQ(U8(63), x, t2)
	VPSLLDQ(U8(8), t2, t2) // bit 63 becomes bit 64; bit 127 leaves
	VPSLLQ(U8(1), x, x)
	VPOR(t2, x, x)
	VPXOR(t1, x, x)
}

// initKey fills the whole main table from H in one call for the CLMUL and
// VPCLMULQDQ-AVX2 tiers: Key.Init's levels (H^2, then H^4..H^3, H^8..H^5,
// H^16..H^9, each the previous entries times the highest of them) with
// every product of a level independent of the others, and each entry read
// back with the 16-byte load matching the 16-byte store that wrote it.
func initKey() {
	TEXT("initKeyCLMUL", NOSPLIT, "func(pow *[16][16]byte, h *[16]byte)")
	Doc("initKeyCLMUL fills the main table, H^16..H^1 (adjusted), from H in the spec's byte order.")
	Load(Param("pow"), RAX)
	Load(Param("h"), RBX)
	MOVOU(bswapMask, X15)
	MOVOU(polyConst, X14)
	adjustSSE(Mem{Base: RBX}, X0, X1, X2)
	MOVOU(X0, Mem{Base: RAX, Disp: 16 * (numPowers - 1)})
	for have := 1; have < numPowers; have *= 2 {
		if have == 1 {
			Comment("H^2: H^1 times H^1.")
		} else {
			Comment("H^" + itoa(2*have) + "..H^" + itoa(have+1) + ": H^" + itoa(have) + "..H^1 times H^" + itoa(have) + ".")
		}
		for j := 0; j < have; j++ {
			MOVOU(Mem{Base: RAX, Disp: 16 * (numPowers - have + j)}, X4)
			PXOR(X1, X1)
			PXOR(X2, X2)
			PXOR(X3, X3)
			clmulMulAcc(X4, Mem{Base: RAX, Disp: 16 * (numPowers - have)})
			clmulFinish()
			MOVOU(X0, Mem{Base: RAX, Disp: 16 * (numPowers - 2*have + j)})
		}
	}
	RET()
}

func itoa(n int) string { return strconv.Itoa(n) }

// mulPowersSig is the signature of the mulPowers kernels; loadMulPowersArgs
// loads its arguments: AX h, DI dst, SI src, DX n.
const mulPowersSig = "func(h *[16]byte, dst *[16]byte, src *[16]byte, n int)"

func loadMulPowersArgs() {
	Load(Param("h"), RAX)
	Load(Param("dst"), RDI)
	Load(Param("src"), RSI)
	Load(Param("n"), RDX)
}

// mulPowers builds powers of H for the table at key setup: each product
// is independent of the others, so the CPU overlaps them, and a whole
// table costs a few calls instead of one per power.
func mulPowers() {
	TEXT("mulPowersCLMUL", NOSPLIT, mulPowersSig)
	Doc("mulPowersCLMUL sets the n table entries at dst to the n entries at src times the", "entry h: H^i·x^-1 times H^k·x^-1 (adjusted) is H^(i+k)·x^-1.")
	loadMulPowersArgs()
	MOVOU(polyConst, X14)
	Label("mulPowersLoop")
	TESTQ(RDX, RDX)
	JZ(LabelRef("mulPowersDone"))
	// Table entries are reflected values as they are: no byte reversal.
	MOVOU(Mem{Base: RSI}, X4)
	PXOR(X1, X1)
	PXOR(X2, X2)
	PXOR(X3, X3)
	clmulMulAcc(X4, Mem{Base: RAX})
	clmulFinish()
	MOVOU(X0, Mem{Base: RDI})
	ADDQ(U32(16), RSI)
	ADDQ(U32(16), RDI)
	DECQ(RDX)
	JMP(LabelRef("mulPowersLoop"))
	Label("mulPowersDone")
	RET()
}

// --- VPCLMULQDQ-AVX512 tier ----------------------------------------------

// Registers: AX powers, BX y, SI data, DX bytes left, CX tail powers, R8
// mask bits. Z0 running hash (lane 0, upper lanes zero), Z1/Z2/Z3 low/high/
// middle partial products, Z4..Z7 data, Z8..Z11 H^16..H^1, Z16..Z19 products,
// X12/X13 reduction temporaries, X15 poly, Z31 byte-reversal mask in every lane.

// wideLoad loads four blocks, reflects them and adds the running hash to
// the first one.
func wideLoad(t VecPhysical, m Mem) {
	VMOVDQU64(m, t)
	VPSHUFB(Z31, t, t)
	VPXORQ(Z0, t, t)
	VPXOR(X0, X0, X0) // clears all of Z0: the hash is absorbed
}

func avx512() {
	TEXT("updateAVX512", NOSPLIT, updateSig)
	Doc("updateAVX512 absorbs len(blocks)/16 blocks into y with VPCLMULQDQ on ZMM registers, 16 blocks per reduction.")
	// The last blocks' masked load keeps its masked-off lanes on the
	// blocks' own pages (x86.PageSafe).
	pageSafe := x86.PageSafe{Frame: AllocLocal(128), Spill: AllocLocal(16), T2: RCX, T3: R12}
	loadUpdateArgs()
	VBROADCASTI32X4(bswapMask, Z31)
	VMOVDQU(polyConst, X15)
	VMOVDQU(Mem{Base: RBX}, X0)
	VPSHUFB(X31, X0, X0)
	VMOVDQU64(Mem{Base: RAX, Disp: 0}, Z8)
	VMOVDQU64(Mem{Base: RAX, Disp: 64}, Z9)
	VMOVDQU64(Mem{Base: RAX, Disp: 128}, Z10)
	VMOVDQU64(Mem{Base: RAX, Disp: 192}, Z11)

	Label("wideLoop16")
	CMPQ(RDX, U32(256))
	JB(LabelRef("wideTail"))
	VMOVDQU64(Mem{Base: RSI, Disp: 0}, Z4)
	VMOVDQU64(Mem{Base: RSI, Disp: 64}, Z5)
	VMOVDQU64(Mem{Base: RSI, Disp: 128}, Z6)
	VMOVDQU64(Mem{Base: RSI, Disp: 192}, Z7)
	VPSHUFB(Z31, Z4, Z4)
	VPSHUFB(Z31, Z5, Z5)
	VPSHUFB(Z31, Z6, Z6)
	VPSHUFB(Z31, Z7, Z7)
	x86.GHASHMulAcc512(Z4, Z8, true)
	x86.GHASHMulAcc512(Z5, Z9, false)
	x86.GHASHMulAcc512(Z6, Z10, false)
	x86.GHASHMulAcc512(Z7, Z11, false)
	x86.GHASHBatchFinish512()
	ADDQ(U32(256), RSI)
	SUBQ(U32(256), RDX)
	JMP(LabelRef("wideLoop16"))

	Comment("The last n < 16 blocks are multiplied by H^n..H^1: whole registers",
		"first, then a masked register for the last 1..3 blocks.")
	Label("wideTail")
	TESTQ(RDX, RDX)
	JZ(LabelRef("wideDone"))
	LEAQ(Mem{Base: RAX, Disp: 16 * numPowers}, RCX)
	SUBQ(RDX, RCX)
	VPXORQ(Z1, Z1, Z1)
	VPXORQ(Z2, Z2, Z2)
	VPXORQ(Z3, Z3, Z3)
	Label("wideTail4")
	CMPQ(RDX, U32(64))
	JB(LabelRef("wideTailPartial"))
	wideLoad(Z4, Mem{Base: RSI})
	VMOVDQU64(Mem{Base: RCX}, Z8)
	x86.GHASHMulAcc512(Z4, Z8, false)
	ADDQ(U32(64), RSI)
	ADDQ(U32(64), RCX)
	SUBQ(U32(64), RDX)
	JMP(LabelRef("wideTail4"))
	Label("wideTailPartial")
	TESTQ(RDX, RDX)
	JZ(LabelRef("wideTailFinish"))
	Comment("Two 64-bit lanes per block: mask = 2^(bytes/8) - 1.")
	MOVQ(RDX, RCX.As64())
	LEAQ(Mem{Base: RAX, Disp: 16 * numPowers}, R9)
	SUBQ(RDX, R9)
	SHRQ(U8(3), RCX)
	MOVQ(U32(1), R8)
	SHLQ(CL, R8)
	DECQ(R8)
	KMOVB(R8L, K1)
	pageSafe.Load(VMOVDQU64_Z, RSI, RDX, K1, Z4)
	VPSHUFB(Z31, Z4, Z4)
	VPXORQ(Z0, Z4, Z4)
	VMOVDQU64_Z(Mem{Base: R9}, K1, Z8)
	x86.GHASHMulAcc512(Z4, Z8, false)
	Label("wideTailFinish")
	x86.GHASHFinish512()

	Label("wideDone")
	VPSHUFB(X31, X0, X0)
	VMOVDQU(X0, Mem{Base: RBX})
	VZEROUPPER()
	RET()
}

// wideMul sets d to a·b lane by lane (b adjusted, as a table entry) with
// the products, folds and reduction of mulPowersCLMUL. Clobbers Z1..Z3,
// Z12, Z16, Z17; Z15 holds the reduction constant in every lane.
func wideMul(a, b, d VecPhysical) {
	x86.GHASHMulAcc512(a, b, true)
	x86.GHASHSplitMiddle(Z3, Z1, Z2, Z16, Z17)
	x86.GHASHReduce(Z1, Z2, d, Z15, Z12)
}

// mulPowersWide is mulPowers four entries at a time, and initKeyAVX512
// the whole main table from H in registers: a level's products wait only
// for the previous level, never for a store of it.
func mulPowersWide() {
	TEXT("mulPowersAVX512", NOSPLIT, mulPowersSig)
	Doc("mulPowersAVX512 is mulPowersCLMUL for n a multiple of 4, four entries per ZMM register.")
	loadMulPowersArgs()
	VBROADCASTI32X4(Mem{Base: RAX}, Z5)
	VBROADCASTI32X4(polyConst, Z15)
	Label("mulPowersWideLoop")
	CMPQ(RDX, U8(4))
	JB(LabelRef("mulPowersWideDone"))
	VMOVDQU64(Mem{Base: RSI}, Z4)
	wideMul(Z4, Z5, Z0)
	VMOVDQU64(Z0, Mem{Base: RDI})
	ADDQ(U8(64), RSI)
	ADDQ(U8(64), RDI)
	SUBQ(U8(4), RDX)
	JMP(LabelRef("mulPowersWideLoop"))
	Label("mulPowersWideDone")
	VZEROUPPER()
	RET()

	TEXT("initKeyAVX512", NOSPLIT, "func(pow *[16][16]byte, h *[16]byte)")
	Doc("initKeyAVX512 fills the main table, H^16..H^1 (adjusted), from H in the spec's byte order.")
	Load(Param("pow"), RAX)
	Load(Param("h"), RBX)
	VBROADCASTI32X4(polyConst, Z15)
	adjustVEX(Mem{Base: RBX}, X6, X7, X8)
	VMOVDQU(X6, Mem{Base: RAX, Disp: 240})
	x86.Raw("VSHUFI64X2", U8(0x00), Z6, Z6, Z6) // H in every lane
	wideMul(Z6, Z6, Z7)                         // H^2 in every lane
	MOVQ(U32(0xcc), R8)
	KMOVB(R8L, K1)
	VPBLENDMQ(Z6, Z7, K1, Z8)                      // lanes H^2, H^1, H^2, H^1 (K1: odd lanes from Z6)
	wideMul(Z8, Z7, Z9)                            // H^4, H^3, H^4, H^3
	x86.Raw("VSHUFI64X2", U8(0x44), Z8, Z9, Z10)   // H^4, H^3, H^2, H^1
	x86.Raw("VSHUFI64X2", U8(0x00), Z9, Z9, Z11)   // H^4 in every lane
	wideMul(Z10, Z11, Z13)                         // H^8..H^5
	x86.Raw("VSHUFI64X2", U8(0x00), Z13, Z13, Z11) // H^8 in every lane
	wideMul(Z13, Z11, Z14)                         // H^16..H^13
	wideMul(Z10, Z11, Z18)                         // H^12..H^9
	VMOVDQU64(Z14, Mem{Base: RAX, Disp: 0})
	VMOVDQU64(Z18, Mem{Base: RAX, Disp: 64})
	VMOVDQU64(Z13, Mem{Base: RAX, Disp: 128})
	VMOVDQU64(Z10, Mem{Base: RAX, Disp: 192})
	VZEROUPPER()
	RET()
}

// --- VPCLMULQDQ-AVX2 tier --------------------------------------------------

// Registers (VEX only: AVX2 CPUs have 16 vector registers): AX powers, BX y,
// SI data, DX bytes left, CX tail powers. Y0 running hash (low lane), Y1/Y2/
// Y3 low/high/middle products, Y4..Y11 data, Y12/Y13 temporaries, X14 poly,
// Y15 byte-reversal mask. Powers are memory operands.

// ymmMulAcc is x86.GHASHMulAccKaratsubaVEX with this tier's temporary.
func ymmMulAcc(t VecPhysical, h Op, first bool) { x86.GHASHMulAccKaratsubaVEX(t, h, Y12, first) }

// ymmFinish completes the Karatsuba middle products, folds them, sums the
// two lanes and reduces into X0.
func ymmFinish() {
	x86.GHASHKaratsubaMiddle(Y3, Y1, Y2)
	x86.GHASHSplitMiddle(Y3, Y1, Y2, Y12, Y13)
	VEXTRACTI128(U8(1), Y1, X12)
	VEXTRACTI128(U8(1), Y2, X13)
	VPXOR(X12, X1, X1)
	VPXOR(X13, X2, X2)
	x86.GHASHReduce(X1, X2, X0, X14, X12)
}

// ymmLoad loads two blocks, reflects them and adds the running hash (low
// lane only; the upper lane of Y0 is zero) to the first.
func ymmLoad(t VecPhysical, m Mem) {
	VMOVDQU(m, t)
	VPSHUFB(Y15, t, t)
	VPXOR(Y0, t, t)
	VPXOR(X0, X0, X0)
}

func avx2() {
	TEXT("updateAVX2", NOSPLIT, updateSig)
	Doc("updateAVX2 absorbs len(blocks)/16 blocks into y with VPCLMULQDQ on YMM registers, 16 blocks per reduction.")
	loadUpdateArgs()
	VBROADCASTI128(bswapMask, Y15)
	VMOVDQU(polyConst, X14)
	VMOVDQU(Mem{Base: RBX}, X0) // VEX load: the upper lane of Y0 is zero
	VPSHUFB(X15, X0, X0)

	Comment("16 blocks per reduction in eight registers; the powers H^16..H^1 are",
		"memory operands.")
	data := []VecPhysical{Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11}
	Label("ymmLoop16")
	CMPQ(RDX, U32(256))
	JB(LabelRef("ymmTail"))
	ymmLoad(data[0], Mem{Base: RSI})
	for g := 1; g < 8; g++ {
		VMOVDQU(Mem{Base: RSI, Disp: 32 * g}, data[g])
		VPSHUFB(Y15, data[g], data[g])
	}
	for g, z := range data {
		ymmMulAcc(z, Mem{Base: RAX, Disp: 32 * g}, g == 0)
	}
	ymmFinish()
	ADDQ(U32(256), RSI)
	SUBQ(U32(256), RDX)
	JMP(LabelRef("ymmLoop16"))

	// The tail takes the same steps as avx512's (wideTail) on YMM
	// registers: two blocks a register, and an odd last block in an XMM
	// register where AVX-512 uses a masked load.
	Comment("The last n < 16 blocks times H^n..H^1: pairs, then one last block.")
	Label("ymmTail")
	TESTQ(RDX, RDX)
	JZ(LabelRef("ymmDone"))
	LEAQ(Mem{Base: RAX, Disp: 16 * numPowers}, RCX)
	SUBQ(RDX, RCX)
	VPXOR(Y1, Y1, Y1)
	VPXOR(Y2, Y2, Y2)
	VPXOR(Y3, Y3, Y3)
	Label("ymmTail2")
	CMPQ(RDX, U8(32))
	JB(LabelRef("ymmTail1"))
	ymmLoad(Y4, Mem{Base: RSI})
	ymmMulAcc(Y4, Mem{Base: RCX}, false)
	ADDQ(U8(32), RSI)
	ADDQ(U8(32), RCX)
	SUBQ(U8(32), RDX)
	JMP(LabelRef("ymmTail2"))
	Label("ymmTail1")
	TESTQ(RDX, RDX)
	JZ(LabelRef("ymmTailFinish"))
	Comment("One block: 128-bit loads leave the upper lanes zero, so the products",
		"add nothing there.")
	VMOVDQU(Mem{Base: RSI}, X4)
	VPSHUFB(X15, X4, X4)
	VPXOR(X0, X4, X4)
	VPXOR(X0, X0, X0)
	VMOVDQU(Mem{Base: RCX}, X8)
	ymmMulAcc(Y4, Y8, false)
	Label("ymmTailFinish")
	ymmFinish()

	Label("ymmDone")
	VPSHUFB(X15, X0, X0)
	VMOVDQU(X0, Mem{Base: RBX})
	VZEROUPPER()
	RET()
}
