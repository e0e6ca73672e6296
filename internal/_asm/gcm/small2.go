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

// The short-message kernels of the VAES-AVX2 tier do all of GCM for a
// 96-bit IV in one call (SP 800-38D §7.1 steps 1-6; §7.2 without the
// comparison) for at most 256 bytes of text and 64 of additional data, in
// VEX encodings only (no AVX-512 on the CPUs this tier is for). Their Go
// twin is sealSmall/openSmall (internal/gcm/small.go) on the generic path,
// and past 128 bytes the streaming path; past 128 bytes they branch to the
// sixteen-block form, smallKernel16.
//
// Up to 128 bytes, E_K(J0) and all eight possible keystream blocks are
// encrypted at once in five YMM registers: the rounds are latency-bound, so the blocks a short
// message does not use cost next to nothing, and no branch is needed. GHASH
// then takes the n = ceil(len(A)/16) + ceil(len(C)/16) + 1 blocks one at a
// time, block i times H^(n-i) from the powers table, with one reduction at
// the end. A partial last block is read and written with 8-, 4-, 2- and
// 1-byte accesses, overlapping within the buffer, so no byte outside the
// caller's buffers is touched (page ends included) and no message byte or
// keystream goes to the stack. Branches depend only on the public lengths
// and the round count.
//
// Registers: R8 round keys, then the additional data left; R9 rounds, then
// scratch; R12 last round key, then scratch; AX powers; BX tag; R10 nonce,
// then scratch; DI dst; SI src; DX text bytes left; R11 additional data;
// R13 the power of the next block; R14, CX scratch. Y4..Y8 the AES blocks
// (then X4, X9, X5, X10, X6, X11, X7, X12 the keystream blocks 1..8 and X8
// E_K(J0)); X0 the block hashed; X1/X2/X3 low/high/middle products; X13,
// X14 temporaries; Y13 round key; Y15 byte reversal.

var smallCtr, smallTailMask Mem

func smallConstants() {
	// Lane k of smallCtr (k = 0..15) adds k+1 to byte 15 of J0: J0's counter
	// is 1, so the sums are the counter blocks 2..17 (inc32 without a carry).
	smallCtr = GLOBL("smallCtr", RODATA|NOPTR)
	for k := 0; k < 16; k++ {
		DATA(16*k, U64(0))
		DATA(16*k+8, U64(uint64(k+1)<<56))
	}
	// 16 bytes of ones, then 16 of zeros: the 16 bytes at 16-r keep the low
	// r bytes of a block.
	smallTailMask = GLOBL("smallTailMask", RODATA|NOPTR)
	DATA(0, U64(^uint64(0)))
	DATA(8, U64(^uint64(0)))
	DATA(16, U64(0))
	DATA(24, U64(0))
}

func smallKernel(name string, seal bool) {
	TEXT(name, NOSPLIT, "func(rk *[240]byte, rounds int, pow *[16][16]byte, nonce *[12]byte, tag *[16]byte, dst []byte, src []byte, ad []byte)")
	Doc(name+" computes all of AES-GCM for a 96-bit nonce, len(src) <= 256 and",
		"len(ad) <= 64, in one call: it writes the text to dst and E_K(J0) XOR GHASH",
		"into tag (the caller compares or truncates).")
	p := name
	loadArgs("nonce", "tag")
	Comment("More than 8 blocks of text: the sixteen-block form (one entry point, so",
		"the Go caller stays one inlined call).")
	CMPQ(RDX, U8(128))
	JA(LabelRef(p + "16"))
	lastKey()
	VBROADCASTI128(bswapMask, Y15)

	Comment("J0 = nonce || 0^31 || 1 (SP 800-38D §7.1 step 2) in both lanes, the",
		"nonce read with 8- and 4-byte loads.")
	VMOVQ(Mem{Base: R10}, X14)
	VPINSRD(U8(2), Mem{Base: R10, Disp: 8}, X14, X14)
	MOVL(U32(0x01000000), ECX)
	VPINSRD(U8(3), ECX, X14, X14)
	VINSERTI128(U8(1), X14, Y14, Y14)
	blocks := []VecPhysical{Y4, Y5, Y6, Y7}
	Comment("Counter blocks 2..9 (the keystream) in Y4..Y7, J0 in Y8.")
	for k, y := range blocks {
		VPADDB(smallCtr.Offset(32*k), Y14, y)
	}
	VMOVDQA(Y14, Y8)
	vaesRounds(p+"AESLast", Y13, nil, append(blocks, Y8)...)
	ks := []VecPhysical{X4, X9, X5, X10, X6, X11, X7, X12}
	for k, y := range blocks {
		VEXTRACTI128(U8(1), y, ks[2*k+1])
	}

	Comment("R13 = H^n, n = ceil(len(A)/16) + ceil(len(C)/16) + 1: the first of the",
		"last n table entries (the length block takes H^1).")
	Load(Param("ad").Base(), R11)
	Load(Param("ad").Len(), R8)
	LEAQ(Mem{Base: R8, Disp: 15}, RCX)
	ANDQ(I8(-16), RCX)
	LEAQ(Mem{Base: RAX, Disp: 240}, R13)
	SUBQ(RCX, R13)
	LEAQ(Mem{Base: RDX, Disp: 15}, RCX)
	ANDQ(I8(-16), RCX)
	SUBQ(RCX, R13)
	VPXOR(X1, X1, X1)
	VPXOR(X2, X2, X2)
	VPXOR(X3, X3, X3)
	hash := func(x VecPhysical, h Mem) {
		VPSHUFB(X15, x, x)
		x86.GHASHMulAccVEX(x, h, X13, X14, false)
	}

	Comment("GHASH of the additional data (SP 800-38D §6.4), a partial last block",
		"zero-padded.")
	Label(p + "AD")
	CMPQ(R8, U8(16))
	JB(LabelRef(p + "ADTail"))
	VMOVDQU(Mem{Base: R11}, X0)
	hash(X0, Mem{Base: R13})
	ADDQ(U8(16), R11)
	ADDQ(U8(16), R13)
	SUBQ(U8(16), R8)
	JMP(LabelRef(p + "AD"))
	Label(p + "ADTail")
	TESTQ(R8, R8)
	JZ(LabelRef(p + "Text"))
	readPartial(R11, R8, X0)
	hash(X0, Mem{Base: R13})
	ADDQ(U8(16), R13)

	Comment("The text's whole blocks: C = P ⊕ keystream (SP 800-38D §6.5), GHASH of C.")
	Label(p + "Text")
	tail := func(i int) string { return p + "Tail" + string(rune('0'+i)) }
	for i := 0; i < 8; i++ {
		CMPQ(RDX, U8(16*(i+1)))
		JB(LabelRef(tail(i)))
		VMOVDQU(Mem{Base: RSI, Disp: 16 * i}, X0)
		if seal {
			VPXOR(ks[i], X0, X0)
			VMOVDQU(X0, Mem{Base: RDI, Disp: 16 * i})
		} else {
			VPXOR(ks[i], X0, X13)
			VMOVDQU(X13, Mem{Base: RDI, Disp: 16 * i})
		}
		hash(X0, Mem{Base: R13, Disp: 16 * i})
	}
	JMP(LabelRef(p + "Lengths"))
	Comment("Fewer than 16 bytes left after i whole blocks: keystream block i+1 to",
		"X14, the pointers past the whole blocks.")
	for i := 0; i < 8; i++ {
		Label(tail(i))
		VMOVDQA(ks[i], X14)
		if i > 0 {
			ADDQ(U8(16*i), RSI)
			ADDQ(U8(16*i), RDI)
			ADDQ(U8(16*i), R13)
			SUBQ(U8(16*i), RDX)
		}
		JMP(LabelRef(p + "Partial"))
	}
	Label(p + "Partial")
	TESTQ(RDX, RDX)
	JZ(LabelRef(p + "Lengths"))
	readPartial(RSI, RDX, X0)
	if seal {
		Comment("The keystream past the text is masked off: C's last block hashes",
			"zero-padded.")
		LEAQ(smallTailMask, R9)
		SUBQ(RDX, R9)
		VPAND(Mem{Base: R9, Disp: 16}, X14, X14)
		VPXOR(X14, X0, X0)
		writePartial(RDI, RDX, X0)
	} else {
		VPXOR(X14, X0, X13)
		writePartial(RDI, RDX, X13)
	}
	hash(X0, Mem{Base: R13})

	Comment("Length block [len(A)]64 || [len(C)]64 in bits, reflected (the low",
		"64 bits hold len(C)), times H^1; then one reduction.")
	Label(p + "Lengths")
	Load(Param("ad").Len(), RCX)
	Load(Param("src").Len(), R9)
	SHLQ(U8(3), RCX)
	SHLQ(U8(3), R9)
	VMOVQ(R9, X0)
	VPINSRQ(U8(1), RCX, X0, X0)
	x86.GHASHMulAccVEX(X0, Mem{Base: RAX, Disp: 240}, X13, X14, false)
	x86.GHASHSplitMiddle(X3, X1, X2, X13, X3)
	VMOVDQU(polyConst, X14)
	x86.GHASHReduceComment()
	x86.GHASHReduce(X1, X2, X0, X14, X13)
	Comment("tag = E_K(J0) ⊕ GHASH (SP 800-38D §7.1 step 6), untruncated")
	VPSHUFB(X15, X0, X0)
	VPXOR(X8, X0, X0)
	VMOVDQU(X0, Mem{Base: RBX})
	VZEROUPPER()
	RET()

	Label(p + "16")
	smallKernel16(p+"16", seal)
}

// smallKernel16 emits, labelled p, smallKernel's form for 128 < len(src)
// <= 256 (9..16 blocks of text), the arguments loaded. E_K(J0) and the sixteen keystream blocks are nine
// YMM registers, Y4..Y11 (blocks 1..16, two a register; the odd ones are
// extracted to a temporary when used) and Y12 (J0). With up to 4 + 16 + 1
// blocks to hash and H^16..H^1 in the table, GHASH runs in two groups:
// the additional data and the first 8 text blocks (always whole) times
// H^m..H^1, reduced into X4 (keystream blocks 1 and 2 are spent by then);
// then, by Horner's rule, X4 times H^k plus the k-1 remaining text blocks
// and the length block times H^k..H^1, reduced once more.
func smallKernel16(p string, seal bool) {
	lastKey()
	VBROADCASTI128(bswapMask, Y15)

	Comment("J0 = nonce || 0^31 || 1 (SP 800-38D §7.1 step 2) in both lanes.")
	VMOVQ(Mem{Base: R10}, X14)
	VPINSRD(U8(2), Mem{Base: R10, Disp: 8}, X14, X14)
	MOVL(U32(0x01000000), ECX)
	VPINSRD(U8(3), ECX, X14, X14)
	VINSERTI128(U8(1), X14, Y14, Y14)
	blocks := []VecPhysical{Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11}
	low := []VecPhysical{X4, X5, X6, X7, X8, X9, X10, X11}
	Comment("Counter blocks 2..17 (the keystream) in Y4..Y11, J0 in Y12.")
	for k, y := range blocks {
		VPADDB(smallCtr.Offset(32*k), Y14, y)
	}
	VMOVDQA(Y14, Y12)
	vaesRounds(p+"AESLast", Y13, nil, append(blocks, Y12)...)
	// ks returns the register holding keystream block i (0-based), the
	// high lanes extracted to tmp.
	ks := func(i int, tmp VecPhysical) VecPhysical {
		if i%2 == 0 {
			return low[i/2]
		}
		VEXTRACTI128(U8(1), blocks[i/2], tmp)
		return tmp
	}
	hash := func(x VecPhysical, h Mem) {
		VPSHUFB(X15, x, x)
		x86.GHASHMulAccVEX(x, h, X13, X14, false)
	}
	// block does text block i of the group at RSI/RDI: dst = src ⊕
	// keystream, and GHASH of the ciphertext times the power at R13+16·j.
	block := func(i, j int) {
		VMOVDQU(Mem{Base: RSI, Disp: 16 * j}, X0)
		if seal {
			VPXOR(ks(i, X13), X0, X0)
			VMOVDQU(X0, Mem{Base: RDI, Disp: 16 * j})
		} else {
			VPXOR(ks(i, X14), X0, X13)
			VMOVDQU(X13, Mem{Base: RDI, Disp: 16 * j})
		}
		hash(X0, Mem{Base: R13, Disp: 16 * j})
	}

	Comment("First group: R13 = H^m, m = ceil(len(A)/16) + 8.")
	Load(Param("ad").Base(), R11)
	Load(Param("ad").Len(), R8)
	LEAQ(Mem{Base: R8, Disp: 15}, RCX)
	ANDQ(I8(-16), RCX)
	LEAQ(Mem{Base: RAX, Disp: 128}, R13)
	SUBQ(RCX, R13)
	VPXOR(X1, X1, X1)
	VPXOR(X2, X2, X2)
	VPXOR(X3, X3, X3)

	Comment("GHASH of the additional data (SP 800-38D §6.4), a partial last block",
		"zero-padded.")
	Label(p + "AD")
	CMPQ(R8, U8(16))
	JB(LabelRef(p + "ADTail"))
	VMOVDQU(Mem{Base: R11}, X0)
	hash(X0, Mem{Base: R13})
	ADDQ(U8(16), R11)
	ADDQ(U8(16), R13)
	SUBQ(U8(16), R8)
	JMP(LabelRef(p + "AD"))
	Label(p + "ADTail")
	TESTQ(R8, R8)
	JZ(LabelRef(p + "Text"))
	readPartial(R11, R8, X0)
	hash(X0, Mem{Base: R13})
	ADDQ(U8(16), R13)

	Comment("Text blocks 1..8, whole: C = P ⊕ keystream (SP 800-38D §6.5), GHASH",
		"of C; then the first group is reduced into X4.")
	Label(p + "Text")
	for i := 0; i < 8; i++ {
		block(i, i)
	}
	x86.GHASHSplitMiddle(X3, X1, X2, X13, X3)
	VMOVDQU(polyConst, X14)
	x86.GHASHReduceComment()
	x86.GHASHReduce(X1, X2, X4, X14, X13)

	Comment("Second group: R13 = H^k, k = ceil((len(C)-128)/16) + 1; the partial",
		"hash times H^k starts the sums (Horner's rule).")
	ADDQ(U8(128), RSI)
	ADDQ(U8(128), RDI)
	SUBQ(U8(128), RDX)
	LEAQ(Mem{Base: RDX, Disp: 15}, RCX)
	ANDQ(I8(-16), RCX)
	LEAQ(Mem{Base: RAX, Disp: 240}, R13)
	SUBQ(RCX, R13)
	x86.GHASHMulAccVEX(X4, Mem{Base: R13}, X13, X14, true)
	tail := func(i int) string { return p + "Tail" + string(rune('0'+i)) }
	for i := 0; i < 8; i++ {
		CMPQ(RDX, U8(16*(i+1)))
		JB(LabelRef(tail(i)))
		block(8+i, i)
	}
	JMP(LabelRef(p + "Lengths"))
	Comment("Fewer than 16 bytes left after 8+i whole blocks: keystream block 9+i",
		"to X14, the pointers past the whole blocks.")
	for i := 0; i < 8; i++ {
		Label(tail(i))
		if k := ks(8+i, X14); k != X14 {
			VMOVDQA(k, X14)
		}
		if i > 0 {
			ADDQ(U8(16*i), RSI)
			ADDQ(U8(16*i), RDI)
			ADDQ(U8(16*i), R13)
			SUBQ(U8(16*i), RDX)
		}
		JMP(LabelRef(p + "Partial"))
	}
	Label(p + "Partial")
	TESTQ(RDX, RDX)
	JZ(LabelRef(p + "Lengths"))
	readPartial(RSI, RDX, X0)
	if seal {
		Comment("The keystream past the text is masked off: C's last block hashes",
			"zero-padded.")
		LEAQ(smallTailMask, R9)
		SUBQ(RDX, R9)
		VPAND(Mem{Base: R9, Disp: 16}, X14, X14)
		VPXOR(X14, X0, X0)
		writePartial(RDI, RDX, X0)
	} else {
		VPXOR(X14, X0, X13)
		writePartial(RDI, RDX, X13)
	}
	hash(X0, Mem{Base: R13})

	Comment("Length block [len(A)]64 || [len(C)]64 in bits, reflected, times H^1;",
		"then the second reduction.")
	Label(p + "Lengths")
	Load(Param("ad").Len(), RCX)
	Load(Param("src").Len(), R9)
	SHLQ(U8(3), RCX)
	SHLQ(U8(3), R9)
	VMOVQ(R9, X0)
	VPINSRQ(U8(1), RCX, X0, X0)
	x86.GHASHMulAccVEX(X0, Mem{Base: RAX, Disp: 240}, X13, X14, false)
	x86.GHASHSplitMiddle(X3, X1, X2, X13, X3)
	VMOVDQU(polyConst, X14)
	x86.GHASHReduceComment()
	x86.GHASHReduce(X1, X2, X0, X14, X13)
	Comment("tag = E_K(J0) ⊕ GHASH (SP 800-38D §7.1 step 6), untruncated")
	VPSHUFB(X15, X0, X0)
	VPXOR(X12, X0, X0)
	VMOVDQU(X0, Mem{Base: RBX})
	VZEROUPPER()
	RET()
}

// readPartial sets x to the n = 1..15 bytes at p, zero-padded, reading
// only those bytes. Clobbers R9, R10, R12, R14 and CX.
func readPartial(p, n GPPhysical, x VecPhysical) {
	small, done := x86.NewLabel("readPartialSmall"), x86.NewLabel("readPartialDone")
	MOVQ(p, R10)
	MOVQ(n, R14)
	CMPQ(R14, U8(8))
	JB(LabelRef(small))
	VMOVQ(Mem{Base: R10}, x)
	JE(LabelRef(done))
	ADDQ(U8(8), R10)
	SUBQ(U8(8), R14)
	readSmall(R10, R14, R9)
	VPINSRQ(U8(1), R9, x, x)
	JMP(LabelRef(done))
	Label(small)
	readSmall(R10, R14, R9)
	VMOVQ(R9, x)
	Label(done)
}

// readSmall sets out to the n = 1..7 bytes at p (little-endian, zero
// above) with two overlapping loads of 4 bytes, or of 2 and 1. Clobbers
// R12 and CX.
func readSmall(p, n, out GPPhysical) {
	lt4, done := x86.NewLabel("readSmallLt4"), x86.NewLabel("readSmallDone")
	CMPQ(n, U8(4))
	JB(LabelRef(lt4))
	MOVL(Mem{Base: p}, out.As32())
	MOVL(Mem{Base: p, Index: n, Scale: 1, Disp: -4}, R12L)
	LEAQ(Mem{Base: n, Disp: -4}, RCX)
	SHLQ(U8(3), RCX)
	SHLQ(CL, R12) // bytes n-4..n-1 in place; the overlap ORs equal bytes
	ORQ(R12, out)
	JMP(LabelRef(done))
	Label(lt4)
	MOVBQZX(Mem{Base: p}, out)
	CMPQ(n, U8(2))
	JB(LabelRef(done))
	MOVWQZX(Mem{Base: p}, out)
	MOVBQZX(Mem{Base: p, Index: n, Scale: 1, Disp: -1}, R12)
	LEAQ(Mem{Base: n, Disp: -1}, RCX)
	SHLQ(U8(3), RCX)
	SHLQ(CL, R12)
	ORQ(R12, out)
	Label(done)
}

// writePartial stores the low n = 1..15 bytes of x at p, writing only
// those bytes. Clobbers R9, R10, R14 and CX.
func writePartial(p, n GPPhysical, x VecPhysical) {
	small := x86.NewLabel("writePartialSmall")
	done := x86.NewLabel("writePartialDone")
	MOVQ(p, R10)
	MOVQ(n, R14)
	VMOVQ(x, R9)
	CMPQ(R14, U8(8))
	JB(LabelRef(small))
	MOVQ(R9, Mem{Base: R10})
	JE(LabelRef(done))
	VPEXTRQ(U8(1), x, R9)
	ADDQ(U8(8), R10)
	SUBQ(U8(8), R14)
	Label(small)
	writeSmall(R10, R14, R9)
	Label(done)
}

// writeSmall stores the low n = 1..7 bytes of v at p with two overlapping
// stores of 4 bytes, or of 2 and 1. Clobbers v and CX.
func writeSmall(p, n, v GPPhysical) {
	lt4, done := x86.NewLabel("writeSmallLt4"), x86.NewLabel("writeSmallDone")
	CMPQ(n, U8(4))
	JB(LabelRef(lt4))
	MOVL(v.As32(), Mem{Base: p})
	LEAQ(Mem{Base: n, Disp: -4}, RCX)
	SHLQ(U8(3), RCX)
	SHRQ(CL, v) // bytes n-4..n-1 at the bottom
	MOVL(v.As32(), Mem{Base: p, Index: n, Scale: 1, Disp: -4})
	JMP(LabelRef(done))
	Label(lt4)
	MOVB(v.As8(), Mem{Base: p})
	CMPQ(n, U8(2))
	JB(LabelRef(done))
	MOVW(v.As16(), Mem{Base: p})
	LEAQ(Mem{Base: n, Disp: -1}, RCX)
	SHLQ(U8(3), RCX)
	SHRQ(CL, v) // byte n-1 at the bottom
	MOVB(v.As8(), Mem{Base: p, Index: n, Scale: 1, Disp: -1})
	Label(done)
}
