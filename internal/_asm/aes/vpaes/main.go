// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command vpaes generates internal/aes/vpaes_amd64.s: the vpaes tier's
// kernels (Hamburg's vector-permute AES) with SSSE3 PSHUFB.
//
// Run by `go generate` in internal/aes (see generate.go):
//
//	cd _asm/vpaes && go run . -pkg aes -out ../../vpaes_amd64.s -stubs ../../vpaes_stubs_amd64.go
//
// The algorithm and the table layout are described in internal/aes/vpaes.go;
// the row numbers below must match its vp* constants (the package tests
// compare every kernel with the Go twin, so a mismatch cannot go unnoticed).
//
// Register plan:
//
//	R8 tables, R9 round keys, R10 rounds, SI src, DI dst, CX blocks left,
//	DX counter / IV pointer, R11:R12 the counter (high:low, native order),
//	R13 scratch.
//	X15 0x0F mask, X14 1/n table, X13 a/n table.
//	X0-X5 block A, X6-X11 block B (the 2-block kernels interleave the two
//	instruction streams), X12 the CBC chaining value.
//
// Every branch depends only on the round count and the block count, both
// public; every secret-dependent lookup is a PSHUFB of a register.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Table rows, as in internal/aes/vpaes.go. The 386, arm64 and amd64 generators each
// carry this copy on purpose: each is a program of its own (the amd64 one
// in the generator module, which does not import this one), and the
// kernels are tested against vpaes.go's table.
const (
	vpMask   = 0
	vpInv    = 1
	vpAInv   = 2
	vpEncLo  = 3
	vpEncHi  = 4
	vpDecLo  = 5
	vpDecHi  = 6
	vpS1U    = 7
	vpS2U    = 9
	vpSOU    = 11
	vpD9U    = 13
	vpDBU    = 15
	vpDDU    = 17
	vpDEU    = 19
	vpDOU    = 21
	vpERot1  = 23
	vpERot3  = 27
	vpDRot1  = 31
	vpEFinal = 35
	vpDFinal = 39
	vpS63    = 43
)

var (
	tabReg   = R8
	keyReg   = R9
	roundReg = R10
	srcReg   = RSI
	dstReg   = RDI
	nReg     = RCX
	ptrReg   = RDX
	ctrHi    = R11
	ctrLo    = R12
	scratch  = R13
	mask     = X15
	inv      = X14
	ainv     = X13
	chain    = X12
)

// blk is the register set of one block; x[0] holds the state between
// rounds.
type blk [6]VecPhysical

var (
	blockA = blk{X0, X1, X2, X3, X4, X5}
	blockB = blk{X6, X7, X8, X9, X10, X11}
)

func tab(row int) Mem { return Mem{Base: tabReg, Disp: 16 * row} }
func key(row int) Mem { return Mem{Base: keyReg, Disp: 16 * row} }

// seq is a block's instruction stream, kept as closures so two streams can
// be interleaved.
type seq []func()

func (s *seq) add(f func()) { *s = append(*s, f) }

// emit interleaves the streams instruction by instruction.
func emit(streams ...seq) {
	for i := 0; ; i++ {
		done := true
		for _, s := range streams {
			if i < len(s) {
				s[i]()
				done = false
			}
		}
		if done {
			return
		}
	}
}

// input maps the block in b[0] (standard basis) through the nibble tables
// lo/hi and, if keyRow >= 0, adds that round key.
func input(s *seq, b blk, lo, hi, keyRow int) {
	x, h, t1, t2 := b[0], b[1], b[2], b[3]
	s.add(func() { MOVO(x, h) })
	s.add(func() { PSRLL(U8(4), h) })
	s.add(func() { PAND(mask, h) })
	s.add(func() { PAND(mask, x) })
	s.add(func() { MOVOU(tab(lo), t1) })
	s.add(func() { PSHUFB(x, t1) })
	s.add(func() { MOVOU(tab(hi), t2) })
	s.add(func() { PSHUFB(h, t2) })
	s.add(func() { PXOR(t2, t1) })
	if keyRow >= 0 {
		s.add(func() { MOVOU(key(keyRow), x) })
		s.add(func() { PXOR(t1, x) })
	} else {
		s.add(func() { MOVO(t1, x) })
	}
}

// invert computes io into b[2] and jo into b[3] from the state in b[0]
// (Hamburg's GF(16)² inversion, see vpaes.go).
func invert(s *seq, b blk) {
	r0, r1, r2, r3, r4 := b[0], b[1], b[2], b[3], b[4]
	// The 1/n and a/n tables are loaded rather than copied from X14/X13: a
	// load uses a load port, a register copy may take a vector ALU slot,
	// and the ALU ports are what bounds this code.
	s.add(func() { MOVOU(tab(vpMask), r1) })
	s.add(func() { PANDN(r0, r1) })    // high nibbles, in place
	s.add(func() { PSRLL(U8(4), r1) }) // i
	s.add(func() { PAND(mask, r0) })   // k: low nibble
	s.add(func() { MOVOU(tab(vpAInv), r2) })
	s.add(func() { PSHUFB(r0, r2) }) // a/k
	s.add(func() { PXOR(r1, r0) })   // j = i + k
	s.add(func() { MOVOU(tab(vpInv), r3) })
	s.add(func() { PSHUFB(r1, r3) }) // 1/i
	s.add(func() { PXOR(r2, r3) })   // iak = 1/i + a/k
	s.add(func() { MOVOU(tab(vpInv), r4) })
	s.add(func() { PSHUFB(r0, r4) }) // 1/j
	s.add(func() { PXOR(r2, r4) })   // jak = 1/j + a/k
	s.add(func() { MOVOU(tab(vpInv), r2) })
	s.add(func() { PSHUFB(r3, r2) }) // 1/iak
	s.add(func() { PXOR(r0, r2) })   // io = 1/iak + j
	s.add(func() { MOVOU(tab(vpInv), r3) })
	s.add(func() { PSHUFB(r4, r3) }) // 1/jak
	s.add(func() { PXOR(r1, r3) })   // jo = 1/jak + i
}

// lookup sets dst = T_u[io] + T_t[jo] for the table pair at row; tmp is
// clobbered.
func lookup(s *seq, b blk, row int, dst, tmp VecPhysical) {
	io, jo := b[2], b[3]
	s.add(func() { MOVOU(tab(row), dst) })
	s.add(func() { PSHUFB(io, dst) })
	s.add(func() { MOVOU(tab(row+1), tmp) })
	s.add(func() { PSHUFB(jo, tmp) })
	s.add(func() { PXOR(tmp, dst) })
}

// encRound is a middle encryption round r: SubBytes, (ShiftRows by view),
// MixColumns and AddRoundKey.
func encRound(s *seq, b blk, ro roundOps) {
	invert(s, b)
	a, t, a2, rot1, rot3 := b[0], b[1], b[4], b[5], b[2]
	lookup(s, b, vpS1U, a, t)  // A = S-box output (E basis)
	lookup(s, b, vpS2U, a2, t) // 2A
	s.add(func() { MOVOU(ro.rot1, rot1) })
	s.add(func() { MOVO(a, t) })
	s.add(func() { PSHUFB(rot1, t) }) // B: next row of the column
	s.add(func() { PXOR(t, a2) })     // 2A + B
	s.add(func() { MOVOU(ro.rot3, rot3) })
	s.add(func() { PSHUFB(rot3, a) }) // D: previous row
	// The key and 2A + B join D while 2B + C is computed, so only one XOR
	// follows the last shuffle on the critical path.
	s.add(func() { MOVOU(ro.key, b[3]) })
	s.add(func() { PXOR(b[3], a) })
	s.add(func() { PXOR(a2, a) })
	s.add(func() { MOVO(a2, t) })
	s.add(func() { PSHUFB(rot1, t) }) // 2B + C
	s.add(func() { PXOR(t, a) })      // 2A + 3B + C + D + key (FIPS 197 §5.1.3)
}

// lastRound is the final round: S-box output in the standard basis, the
// shuffle out of the view, and the last round key.
func lastRound(s *seq, b blk, out int, ro roundOps) {
	invert(s, b)
	a, t := b[0], b[1]
	lookup(s, b, out, a, t)
	s.add(func() { MOVOU(ro.rot1, t) })
	s.add(func() { PSHUFB(t, a) })
	s.add(func() { MOVOU(ro.key, t) })
	s.add(func() { PXOR(t, a) })
}

// decRound is a middle round of the equivalent inverse cipher: InvSubBytes,
// (InvShiftRows by view), InvMixColumns by Horner's rule
// 14a + R(11a + R(13a + R(9a))), AddRoundKey.
func decRound(s *seq, b blk, ro roundOps) {
	invert(s, b)
	acc, t, rot := b[0], b[1], b[5]
	s.add(func() { MOVOU(ro.rot1, rot) })
	lookup(s, b, vpD9U, acc, t)
	// Each product pair is summed off the critical path (in b[4]), so the
	// chain is one shuffle and one XOR per step; the key joins the last pair.
	for _, row := range []int{vpDDU, vpDBU, vpDEU} {
		lookup(s, b, row, b[4], t)
		if row == vpDEU {
			s.add(func() { MOVOU(ro.key, t) })
			s.add(func() { PXOR(t, b[4]) })
		}
		s.add(func() { PSHUFB(rot, acc) })
		s.add(func() { PXOR(b[4], acc) })
	}
}

// roundOps are the memory operands a round reads besides the big tables:
// the view's rotation (or, in the last round, the final shuffle) and the
// round key.
type roundOps struct{ rot1, rot3, key Mem }

// The round loop keeps 16·r in BX and 16·(r mod 4) in AX: the round key is
// at rk + BX and the view-dependent rotations at tab + AX + offset. R10
// holds 16·Nr.
var (
	rowReg = RBX
	rotReg = RAX
)

func loopOps(rot1, rot3 int) roundOps {
	return roundOps{
		rot1: Mem{Base: tabReg, Index: rotReg, Scale: 1, Disp: 16 * rot1},
		rot3: Mem{Base: tabReg, Index: rotReg, Scale: 1, Disp: 16 * rot3},
		key:  Mem{Base: keyReg, Index: rowReg, Scale: 1},
	}
}

var labelCount int

// cipherBlocks emits the whole cipher for the blocks whose inputs are in
// b[0] of each register set; the outputs end in b[0]. The middle rounds
// are a loop over the public round count; the blocks' instruction streams
// are interleaved within each round.
// roundsComment heads the middle rounds' loop in the output.
func roundsComment(decrypt bool) {
	if decrypt {
		Comment("middle rounds (FIPS 197 §5.3), one per iteration: inverse S-box by inversion in GF(2⁴)², InvMixColumns by table products")
	} else {
		Comment("middle rounds (FIPS 197 §5.1), one per iteration: S-box by inversion in GF(2⁴)², MixColumns by rotations")
	}
}

func cipherBlocks(decrypt bool, blocks ...blk) {
	labelCount++
	loop := fmt.Sprintf("rounds%d", labelCount)
	lo, hi, out, rot1, rot3, final := vpEncLo, vpEncHi, vpSOU, vpERot1, vpERot3, vpEFinal
	if decrypt {
		lo, hi, out, rot1, final = vpDecLo, vpDecHi, vpDOU, vpDRot1, vpDFinal
	}
	Commentf("vpaes (Hamburg, CHES 2009) on %d block(s): the input transform and round key 0", len(blocks))
	var streams []seq
	for _, b := range blocks {
		var s seq
		input(&s, b, lo, hi, 0)
		streams = append(streams, s)
	}
	emit(streams...)
	MOVQ(U32(16), rowReg)
	roundsComment(decrypt)
	Label(loop)
	MOVQ(rowReg, rotReg)
	ANDQ(U8(0x30), rotReg)
	streams = streams[:0]
	for _, b := range blocks {
		var s seq
		if decrypt {
			decRound(&s, b, loopOps(rot1, rot3))
		} else {
			encRound(&s, b, loopOps(rot1, rot3))
		}
		streams = append(streams, s)
	}
	emit(streams...)
	ADDQ(U8(16), rowReg)
	CMPQ(rowReg, roundReg)
	JNE(LabelRef(loop))
	MOVQ(rowReg, rotReg)
	ANDQ(U8(0x30), rotReg)
	Comment("last round: the S-box output table, no MixColumns, the final row's byte order")
	streams = streams[:0]
	for _, b := range blocks {
		var s seq
		lastRound(&s, b, out, loopOps(final, final))
		streams = append(streams, s)
	}
	emit(streams...)
}

func loadConstants() {
	MOVOU(tab(vpMask), mask)
	MOVOU(tab(vpInv), inv)
	MOVOU(tab(vpAInv), ainv)
}

// loadArgs loads the common arguments of the multi-block kernels.
func loadArgs() {
	Load(Param("tab"), tabReg)
	Load(Param("rk"), keyReg)
	Load(Param("rounds"), roundReg)
	SHLQ(U8(4), roundReg) // 16·Nr: the offset of the last round key
	Load(Param("dst"), dstReg)
	Load(Param("src"), srcReg)
	Load(Param("n"), nReg)
	loadConstants()
}

const sig = "func(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int"

// ecb emits vpaesEncBlocksAsm / vpaesDecBlocksAsm: two blocks at a time,
// then one.
func ecb(name string, decrypt bool) {
	TEXT(name, NOSPLIT, sig+")")
	Pragma("noescape")
	loadArgs()
	loop2(name, func() {
		MOVOU(Mem{Base: srcReg}, blockA[0])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[0])
		cipherBlocks(decrypt, blockA, blockB)
		MOVOU(blockA[0], Mem{Base: dstReg})
		MOVOU(blockB[0], Mem{Base: dstReg, Disp: 16})
	}, func() {
		MOVOU(Mem{Base: srcReg}, blockA[0])
		cipherBlocks(decrypt, blockA)
		MOVOU(blockA[0], Mem{Base: dstReg})
	})
	RET()
}

// loop2 emits the loop the SSSE3 kernels share: two blocks per iteration,
// then one if n is odd, ending at name_done.
func loop2(name string, two, one func()) {
	Label(name + "_loop2")
	CMPQ(nReg, Imm(2))
	JLT(LabelRef(name + "_tail"))
	two()
	ADDQ(Imm(32), srcReg)
	ADDQ(Imm(32), dstReg)
	SUBQ(Imm(2), nReg)
	JMP(LabelRef(name + "_loop2"))
	Label(name + "_tail")
	TESTQ(nReg, nReg)
	JEQ(LabelRef(name + "_done"))
	one()
	Label(name + "_done")
}

// loadCounter reads the big-endian counter at ptrReg into ctrHi:ctrLo.
func loadCounter() {
	MOVQ(Mem{Base: ptrReg}, ctrHi)
	BSWAPQ(ctrHi)
	MOVQ(Mem{Base: ptrReg, Disp: 8}, ctrLo)
	BSWAPQ(ctrLo)
}

// storeCounter writes ctrHi:ctrLo back to ptrReg, big-endian.
func storeCounter() {
	BSWAPQ(ctrHi)
	MOVQ(ctrHi, Mem{Base: ptrReg})
	BSWAPQ(ctrLo)
	MOVQ(ctrLo, Mem{Base: ptrReg, Disp: 8})
}

// cbcEntry starts a CBC kernel: its signature, the arguments and the
// chaining value from iv.
func cbcEntry(name string) {
	TEXT(name, NOSPLIT, sig+", iv *[16]byte)")
	Pragma("noescape")
	Load(Param("iv"), ptrReg)
	loadArgs()
	MOVOU(Mem{Base: ptrReg}, chain)
}

// counterBlock writes the big-endian counter into x (using tmp) and
// increments it: 128-bit add with carry from the low to the high word.
func counterBlock(x, tmp VecPhysical) {
	MOVQ(ctrHi, scratch)
	BSWAPQ(scratch)
	MOVQ(scratch, x)
	MOVQ(ctrLo, scratch)
	BSWAPQ(scratch)
	MOVQ(scratch, tmp)
	PUNPCKLQDQ(tmp, x)
	ADDQ(Imm(1), ctrLo)
	ADCQ(Imm(0), ctrHi)
}

func ctr() {
	name := "vpaesCTRAsm"
	TEXT(name, NOSPLIT, sig+", ctr *[16]byte)")
	Pragma("noescape")
	Load(Param("ctr"), ptrReg)
	loadArgs()
	loadCounter()
	loop2(name, func() {
		counterBlock(blockA[0], blockA[1])
		counterBlock(blockB[0], blockB[1])
		cipherBlocks(false, blockA, blockB)
		MOVOU(Mem{Base: srcReg}, blockA[1])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[1])
		PXOR(blockA[1], blockA[0])
		PXOR(blockB[1], blockB[0])
		MOVOU(blockA[0], Mem{Base: dstReg})
		MOVOU(blockB[0], Mem{Base: dstReg, Disp: 16})
	}, func() {
		counterBlock(blockA[0], blockA[1])
		cipherBlocks(false, blockA)
		MOVOU(Mem{Base: srcReg}, blockA[1])
		PXOR(blockA[1], blockA[0])
		MOVOU(blockA[0], Mem{Base: dstReg})
	})
	storeCounter()
	RET()
}

func cbcEncrypt() {
	name := "vpaesCBCEncAsm"
	cbcEntry(name)
	Label(name + "_loop")
	TESTQ(nReg, nReg)
	JEQ(LabelRef(name + "_done"))
	MOVOU(Mem{Base: srcReg}, blockA[0])
	PXOR(chain, blockA[0])
	cipherBlocks(false, blockA)
	MOVO(blockA[0], chain)
	MOVOU(blockA[0], Mem{Base: dstReg})
	ADDQ(Imm(16), srcReg)
	ADDQ(Imm(16), dstReg)
	DECQ(nReg)
	JMP(LabelRef(name + "_loop"))
	Label(name + "_done")
	MOVOU(chain, Mem{Base: ptrReg})
	RET()
}

func cbcDecrypt() {
	name := "vpaesCBCDecAsm"
	cbcEntry(name)
	loop2(name, func() {
		MOVOU(Mem{Base: srcReg}, blockA[0])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[0])
		cipherBlocks(true, blockA, blockB)
		Comment("Reload both ciphertext blocks before storing: dst may be src.")
		MOVOU(Mem{Base: srcReg}, blockA[1])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[1])
		PXOR(chain, blockA[0])
		PXOR(blockA[1], blockB[0])
		MOVO(blockB[1], chain)
		MOVOU(blockA[0], Mem{Base: dstReg})
		MOVOU(blockB[0], Mem{Base: dstReg, Disp: 16})
	}, func() {
		MOVOU(Mem{Base: srcReg}, blockA[0])
		cipherBlocks(true, blockA)
		MOVOU(Mem{Base: srcReg}, blockA[1])
		PXOR(chain, blockA[0])
		MOVO(blockA[1], chain)
		MOVOU(blockA[0], Mem{Base: dstReg})
	})
	MOVOU(chain, Mem{Base: ptrReg})
	RET()
}

// subBytes is the S-box on 16 bytes, for the key schedule.
func subBytes() {
	TEXT("vpaesSubBytesAsm", NOSPLIT, "func(tab *[44][16]byte, dst *[16]byte, src *[16]byte)")
	Pragma("noescape")
	Load(Param("tab"), tabReg)
	Load(Param("dst"), dstReg)
	Load(Param("src"), srcReg)
	loadConstants()
	MOVOU(Mem{Base: srcReg}, X0)
	var s seq
	input(&s, blockA, vpEncLo, vpEncHi, -1)
	invert(&s, blockA)
	lookup(&s, blockA, vpSOU, X0, X1)
	emit(s)
	MOVOU(tab(vpS63), X1)
	PXOR(X1, X0)
	MOVOU(X0, Mem{Base: dstReg})
	RET()
}

// The AVX2 kernels run four blocks per iteration: two 256-bit streams, each
// holding two blocks (VPSHUFB shuffles within each 128-bit lane, so a lane
// is one block). They use VEX encodings only (no SSE/AVX transition
// penalty) and end with VZEROUPPER. Tables and round keys are 16 bytes in
// memory, broadcast to both lanes as they are loaded. The w... emitters
// repeat the SSSE3 ones step for step on purpose: the SSE forms need the
// copies (MOVO) the three-operand VEX forms fold away, so each stream, and
// with it the interleaving, differs; one emitter over both would hide that.

var (
	wideA  = blk{Y0, Y1, Y2, Y3, Y4, Y5}
	wideB  = blk{Y6, Y7, Y8, Y9, Y10, Y11}
	wMask  = Y15
	wInv   = Y14
	wAInv  = Y13
	wChain = Y12
)

// wInput is input in VEX forms, the round key 0 always added.
func wInput(s *seq, b blk, lo, hi int) {
	s.add(func() { VPSRLD(U8(4), b[0], b[1]) })
	s.add(func() { VPAND(wMask, b[1], b[1]) }) // high nibbles
	s.add(func() { VPAND(wMask, b[0], b[0]) }) // low nibbles
	s.add(func() { VBROADCASTI128(tab(lo), b[2]) })
	s.add(func() { VPSHUFB(b[0], b[2], b[2]) })
	s.add(func() { VBROADCASTI128(tab(hi), b[3]) })
	s.add(func() { VPSHUFB(b[1], b[3], b[3]) })
	s.add(func() { VPXOR(b[3], b[2], b[0]) })
	s.add(func() { VBROADCASTI128(key(0), b[1]) })
	s.add(func() { VPXOR(b[1], b[0], b[0]) })
}

// wInvert is invert in VEX forms; the 1/n and a/n tables stay in
// registers (three-operand VPSHUFB does not overwrite them).
func wInvert(s *seq, b blk) {
	r0, r1, r2, r3, r4 := b[0], b[1], b[2], b[3], b[4]
	s.add(func() { VPSRLD(U8(4), r0, r1) })
	s.add(func() { VPAND(wMask, r1, r1) })   // i
	s.add(func() { VPAND(wMask, r0, r0) })   // k
	s.add(func() { VPSHUFB(r0, wAInv, r2) }) // a/k
	s.add(func() { VPXOR(r1, r0, r0) })      // j = i + k
	s.add(func() { VPSHUFB(r1, wInv, r3) })  // 1/i
	s.add(func() { VPXOR(r2, r3, r3) })      // iak
	s.add(func() { VPSHUFB(r0, wInv, r4) })  // 1/j
	s.add(func() { VPXOR(r2, r4, r4) })      // jak
	s.add(func() { VPSHUFB(r3, wInv, r2) })  // 1/iak
	s.add(func() { VPXOR(r0, r2, r2) })      // io
	s.add(func() { VPSHUFB(r4, wInv, r3) })  // 1/jak
	s.add(func() { VPXOR(r1, r3, r3) })      // jo
}

// wLookup is lookup in VEX forms, the table rows broadcast to both lanes.
func wLookup(s *seq, b blk, row int, dst, tmp VecPhysical) {
	s.add(func() { VBROADCASTI128(tab(row), dst) })
	s.add(func() { VPSHUFB(b[2], dst, dst) })
	s.add(func() { VBROADCASTI128(tab(row+1), tmp) })
	s.add(func() { VPSHUFB(b[3], tmp, tmp) })
	s.add(func() { VPXOR(tmp, dst, dst) })
}

// wEncRound is encRound in VEX forms (no MOVO copies).
func wEncRound(s *seq, b blk, ro roundOps) {
	wInvert(s, b)
	a, t, a2, rot1, rot3 := b[0], b[1], b[4], b[5], b[2]
	wLookup(s, b, vpS1U, a, t)
	wLookup(s, b, vpS2U, a2, t)
	s.add(func() { VBROADCASTI128(ro.rot1, rot1) })
	s.add(func() { VPSHUFB(rot1, a, t) }) // B
	s.add(func() { VPXOR(t, a2, a2) })    // 2A + B
	s.add(func() { VBROADCASTI128(ro.rot3, rot3) })
	s.add(func() { VPSHUFB(rot3, a, a) }) // D
	s.add(func() { VBROADCASTI128(ro.key, b[3]) })
	s.add(func() { VPXOR(b[3], a, a) })
	s.add(func() { VPXOR(a2, a, a) })
	s.add(func() { VPSHUFB(rot1, a2, t) }) // 2B + C
	s.add(func() { VPXOR(t, a, a) })       // 2A + 3B + C + D + key
}

// wDecRound is decRound in VEX forms, step for step.
func wDecRound(s *seq, b blk, ro roundOps) {
	wInvert(s, b)
	acc, t, rot := b[0], b[1], b[5]
	s.add(func() { VBROADCASTI128(ro.rot1, rot) })
	wLookup(s, b, vpD9U, acc, t)
	for _, row := range []int{vpDDU, vpDBU, vpDEU} {
		wLookup(s, b, row, b[4], t)
		if row == vpDEU {
			s.add(func() { VBROADCASTI128(ro.key, t) })
			s.add(func() { VPXOR(t, b[4], b[4]) })
		}
		s.add(func() { VPSHUFB(rot, acc, acc) })
		s.add(func() { VPXOR(b[4], acc, acc) })
	}
}

// wLastRound is lastRound in VEX forms.
func wLastRound(s *seq, b blk, out int, ro roundOps) {
	wInvert(s, b)
	a, t := b[0], b[1]
	wLookup(s, b, out, a, t)
	s.add(func() { VBROADCASTI128(ro.rot1, t) })
	s.add(func() { VPSHUFB(t, a, a) })
	s.add(func() { VBROADCASTI128(ro.key, t) })
	s.add(func() { VPXOR(t, a, a) })
}

// wCipher is cipherBlocks for the two 256-bit streams.
func wCipher(decrypt bool) {
	labelCount++
	loop := fmt.Sprintf("rounds%d", labelCount)
	lo, hi, out, rot1, rot3, final := vpEncLo, vpEncHi, vpSOU, vpERot1, vpERot3, vpEFinal
	if decrypt {
		lo, hi, out, rot1, final = vpDecLo, vpDecHi, vpDOU, vpDRot1, vpDFinal
	}
	Comment("vpaes (Hamburg, CHES 2009) on four blocks in two YMM registers: the input transform and round key 0")
	var sa, sb seq
	wInput(&sa, wideA, lo, hi)
	wInput(&sb, wideB, lo, hi)
	emit(sa, sb)
	MOVQ(U32(16), rowReg)
	roundsComment(decrypt)
	Label(loop)
	MOVQ(rowReg, rotReg)
	ANDQ(U8(0x30), rotReg)
	sa, sb = nil, nil
	if decrypt {
		wDecRound(&sa, wideA, loopOps(rot1, rot3))
		wDecRound(&sb, wideB, loopOps(rot1, rot3))
	} else {
		wEncRound(&sa, wideA, loopOps(rot1, rot3))
		wEncRound(&sb, wideB, loopOps(rot1, rot3))
	}
	emit(sa, sb)
	ADDQ(U8(16), rowReg)
	CMPQ(rowReg, roundReg)
	JNE(LabelRef(loop))
	MOVQ(rowReg, rotReg)
	ANDQ(U8(0x30), rotReg)
	Comment("last round: the S-box output table, no MixColumns, the final row's byte order")
	sa, sb = nil, nil
	wLastRound(&sa, wideA, out, loopOps(final, final))
	wLastRound(&sb, wideB, out, loopOps(final, final))
	emit(sa, sb)
}

func wLoadArgs() {
	Load(Param("tab"), tabReg)
	Load(Param("rk"), keyReg)
	Load(Param("rounds"), roundReg)
	SHLQ(U8(4), roundReg)
	Load(Param("dst"), dstReg)
	Load(Param("src"), srcReg)
	Load(Param("n"), nReg)
	VBROADCASTI128(tab(vpMask), wMask)
	VBROADCASTI128(tab(vpInv), wInv)
	VBROADCASTI128(tab(vpAInv), wAInv)
}

// wLoop emits the 4-blocks-per-iteration loop around body; n counts
// blocks and must be a multiple of 4.
func wLoop(name string, body func()) {
	Label(name + "_loop")
	TESTQ(nReg, nReg)
	JEQ(LabelRef(name + "_done"))
	body()
	ADDQ(U8(64), srcReg)
	ADDQ(U8(64), dstReg)
	SUBQ(U8(4), nReg)
	JMP(LabelRef(name + "_loop"))
	Label(name + "_done")
}

func wECB(name string, decrypt bool) {
	TEXT(name, NOSPLIT, sig+")")
	Pragma("noescape")
	Doc(name + " processes n blocks (a multiple of 4) with AVX2, four at a time.")
	wLoadArgs()
	wLoop(name, func() {
		VMOVDQU(Mem{Base: srcReg}, wideA[0])
		VMOVDQU(Mem{Base: srcReg, Disp: 32}, wideB[0])
		wCipher(decrypt)
		VMOVDQU(wideA[0], Mem{Base: dstReg})
		VMOVDQU(wideB[0], Mem{Base: dstReg, Disp: 32})
	})
	VZEROUPPER()
	RET()
}

// wCounter puts the next two counter values in the lanes of y (x is its
// low half; t and u are scratch) and advances the counter by two.
func wCounter(y, x, t, u VecPhysical) {
	for _, dst := range []VecPhysical{x, u} {
		MOVQ(ctrHi, scratch)
		BSWAPQ(scratch)
		VMOVQ(scratch, dst)
		MOVQ(ctrLo, scratch)
		BSWAPQ(scratch)
		VMOVQ(scratch, t)
		VPUNPCKLQDQ(t, dst, dst)
		ADDQ(Imm(1), ctrLo)
		ADCQ(Imm(0), ctrHi)
	}
	VINSERTI128(U8(1), u, y, y)
}

func wCTR() {
	name := "vpaesCTRAVX2"
	TEXT(name, NOSPLIT, sig+", ctr *[16]byte)")
	Pragma("noescape")
	Doc(name + " is CTR mode over n blocks (a multiple of 4) with AVX2.")
	Load(Param("ctr"), ptrReg)
	wLoadArgs()
	loadCounter()
	wLoop(name, func() {
		wCounter(Y0, X0, X1, X2)
		wCounter(Y6, X6, X7, X8)
		wCipher(false)
		VPXOR(Mem{Base: srcReg}, wideA[0], wideA[0])
		VPXOR(Mem{Base: srcReg, Disp: 32}, wideB[0], wideB[0])
		VMOVDQU(wideA[0], Mem{Base: dstReg})
		VMOVDQU(wideB[0], Mem{Base: dstReg, Disp: 32})
	})
	storeCounter()
	VZEROUPPER()
	RET()
}

func wCBCDecrypt() {
	name := "vpaesCBCDecAVX2"
	TEXT(name, NOSPLIT, sig+", iv *[16]byte)")
	Pragma("noescape")
	Doc(name + " is CBC decryption of n blocks (a multiple of 4) with AVX2.")
	Load(Param("iv"), ptrReg)
	wLoadArgs()
	VMOVDQU(Mem{Base: ptrReg}, X12)
	wLoop(name, func() {
		VMOVDQU(Mem{Base: srcReg}, wideA[0])
		VMOVDQU(Mem{Base: srcReg, Disp: 32}, wideB[0])
		wCipher(true)
		Comment("Every chaining value is read before anything is stored: dst may",
			"be src. Lanes: A = (c0, c1) needs (prev, c0); B = (c2, c3) needs",
			"(c1, c2).")
		VINSERTI128(U8(1), Mem{Base: srcReg}, wChain, wChain)
		VMOVDQU(Mem{Base: srcReg, Disp: 16}, wideB[1])
		VPXOR(wChain, wideA[0], wideA[0])
		VPXOR(wideB[1], wideB[0], wideB[0])
		VMOVDQU(Mem{Base: srcReg, Disp: 48}, X12)
		VMOVDQU(wideA[0], Mem{Base: dstReg})
		VMOVDQU(wideB[0], Mem{Base: dstReg, Disp: 32})
	})
	VMOVDQU(X12, Mem{Base: ptrReg})
	VZEROUPPER()
	RET()
}

func main() {
	ConstraintExpr("!purego")
	subBytes()
	expandConstants()
	expand128()
	expand192()
	expand256()
	schedule()
	ecb("vpaesEncBlocksAsm", false)
	ecb("vpaesDecBlocksAsm", true)
	ctr()
	cbcEncrypt()
	cbcDecrypt()
	wECB("vpaesEncBlocksAVX2", false)
	wECB("vpaesDecBlocksAVX2", true)
	wCTR()
	wCBCDecrypt()
	Generate()
}
