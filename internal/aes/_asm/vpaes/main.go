// Copyright 2026 The ctcrypto Authors.

// Command vpaes generates internal/aes/vpaes_amd64.s: the vpaes tier's
// kernels (Hamburg's vector-permute AES) with SSSE3 PSHUFB.
//
// Run by `go generate` in internal/aes (see vpaes_amd64.go):
//
//	cd _asm/vpaes && go run . -pkg aes -out ../../vpaes_amd64.s -stubs ../../vpaes_amd64_stubs.go
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

// Table rows, as in internal/aes/vpaes.go.
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
	s.add(func() { MOVO(r0, r1) })
	s.add(func() { PSRLL(U8(4), r1) })
	s.add(func() { PAND(mask, r1) }) // i: high nibble
	s.add(func() { PAND(mask, r0) }) // k: low nibble
	s.add(func() { MOVO(ainv, r2) })
	s.add(func() { PSHUFB(r0, r2) }) // a/k
	s.add(func() { PXOR(r1, r0) })   // j = i + k
	s.add(func() { MOVO(inv, r3) })
	s.add(func() { PSHUFB(r1, r3) }) // 1/i
	s.add(func() { PXOR(r2, r3) })   // iak = 1/i + a/k
	s.add(func() { MOVO(inv, r4) })
	s.add(func() { PSHUFB(r0, r4) }) // 1/j
	s.add(func() { PXOR(r2, r4) })   // jak = 1/j + a/k
	s.add(func() { MOVO(inv, r2) })
	s.add(func() { PSHUFB(r3, r2) }) // 1/iak
	s.add(func() { PXOR(r0, r2) })   // io = 1/iak + j
	s.add(func() { MOVO(inv, r3) })
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
	s.add(func() { MOVO(a2, t) })
	s.add(func() { PSHUFB(rot1, t) }) // 2B + C
	s.add(func() { PXOR(a2, a) })
	s.add(func() { PXOR(t, a) }) // 2A + 3B + C + D (FIPS 197 §5.1.3)
	s.add(func() { MOVOU(ro.key, t) })
	s.add(func() { PXOR(t, a) })
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
	s.add(func() { PSHUFB(rot, acc) })
	for _, row := range []int{vpDDU, vpDBU, vpDEU} {
		s.add(func() { MOVOU(tab(row), t) })
		s.add(func() { PSHUFB(b[2], t) })
		s.add(func() { PXOR(t, acc) })
		s.add(func() { MOVOU(tab(row+1), t) })
		s.add(func() { PSHUFB(b[3], t) })
		s.add(func() { PXOR(t, acc) })
		if row != vpDEU {
			s.add(func() { PSHUFB(rot, acc) })
		}
	}
	s.add(func() { MOVOU(ro.key, t) })
	s.add(func() { PXOR(t, acc) })
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
func cipherBlocks(decrypt bool, blocks ...blk) {
	labelCount++
	loop := fmt.Sprintf("rounds%d", labelCount)
	lo, hi, out, rot1, rot3, final := vpEncLo, vpEncHi, vpSOU, vpERot1, vpERot3, vpEFinal
	if decrypt {
		lo, hi, out, rot1, final = vpDecLo, vpDecHi, vpDOU, vpDRot1, vpDFinal
	}
	var streams []seq
	for _, b := range blocks {
		var s seq
		input(&s, b, lo, hi, 0)
		streams = append(streams, s)
	}
	emit(streams...)
	MOVQ(U32(16), rowReg)
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
	func() {
		l := name
		Label(l + "_loop2")
		CMPQ(nReg, Imm(2))
		JLT(LabelRef(l + "_tail"))
		MOVOU(Mem{Base: srcReg}, blockA[0])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[0])
		cipherBlocks(decrypt, blockA, blockB)
		MOVOU(blockA[0], Mem{Base: dstReg})
		MOVOU(blockB[0], Mem{Base: dstReg, Disp: 16})
		ADDQ(Imm(32), srcReg)
		ADDQ(Imm(32), dstReg)
		SUBQ(Imm(2), nReg)
		JMP(LabelRef(l + "_loop2"))
		Label(l + "_tail")
		TESTQ(nReg, nReg)
		JEQ(LabelRef(name + "_done"))
		MOVOU(Mem{Base: srcReg}, blockA[0])
		cipherBlocks(decrypt, blockA)
		MOVOU(blockA[0], Mem{Base: dstReg})
	}()
	Label(name + "_done")
	RET()
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
	MOVQ(Mem{Base: ptrReg}, ctrHi)
	BSWAPQ(ctrHi)
	MOVQ(Mem{Base: ptrReg, Disp: 8}, ctrLo)
	BSWAPQ(ctrLo)
	func() {
		l := name
		Label(l + "_loop2")
		CMPQ(nReg, Imm(2))
		JLT(LabelRef(l + "_tail"))
		counterBlock(blockA[0], blockA[1])
		counterBlock(blockB[0], blockB[1])
		cipherBlocks(false, blockA, blockB)
		MOVOU(Mem{Base: srcReg}, blockA[1])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[1])
		PXOR(blockA[1], blockA[0])
		PXOR(blockB[1], blockB[0])
		MOVOU(blockA[0], Mem{Base: dstReg})
		MOVOU(blockB[0], Mem{Base: dstReg, Disp: 16})
		ADDQ(Imm(32), srcReg)
		ADDQ(Imm(32), dstReg)
		SUBQ(Imm(2), nReg)
		JMP(LabelRef(l + "_loop2"))
		Label(l + "_tail")
		TESTQ(nReg, nReg)
		JEQ(LabelRef(name + "_done"))
		counterBlock(blockA[0], blockA[1])
		cipherBlocks(false, blockA)
		MOVOU(Mem{Base: srcReg}, blockA[1])
		PXOR(blockA[1], blockA[0])
		MOVOU(blockA[0], Mem{Base: dstReg})
	}()
	Label(name + "_done")
	BSWAPQ(ctrHi)
	MOVQ(ctrHi, Mem{Base: ptrReg})
	BSWAPQ(ctrLo)
	MOVQ(ctrLo, Mem{Base: ptrReg, Disp: 8})
	RET()
}

func cbcEncrypt() {
	name := "vpaesCBCEncAsm"
	TEXT(name, NOSPLIT, sig+", iv *[16]byte)")
	Pragma("noescape")
	Load(Param("iv"), ptrReg)
	loadArgs()
	MOVOU(Mem{Base: ptrReg}, chain)
	func() {
		l := name
		Label(l + "_loop")
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
		JMP(LabelRef(l + "_loop"))
	}()
	Label(name + "_done")
	MOVOU(chain, Mem{Base: ptrReg})
	RET()
}

func cbcDecrypt() {
	name := "vpaesCBCDecAsm"
	TEXT(name, NOSPLIT, sig+", iv *[16]byte)")
	Pragma("noescape")
	Load(Param("iv"), ptrReg)
	loadArgs()
	MOVOU(Mem{Base: ptrReg}, chain)
	func() {
		l := name
		Label(l + "_loop2")
		CMPQ(nReg, Imm(2))
		JLT(LabelRef(l + "_tail"))
		MOVOU(Mem{Base: srcReg}, blockA[0])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[0])
		cipherBlocks(true, blockA, blockB)
		// Reload both ciphertext blocks before storing: dst may be src.
		MOVOU(Mem{Base: srcReg}, blockA[1])
		MOVOU(Mem{Base: srcReg, Disp: 16}, blockB[1])
		PXOR(chain, blockA[0])
		PXOR(blockA[1], blockB[0])
		MOVO(blockB[1], chain)
		MOVOU(blockA[0], Mem{Base: dstReg})
		MOVOU(blockB[0], Mem{Base: dstReg, Disp: 16})
		ADDQ(Imm(32), srcReg)
		ADDQ(Imm(32), dstReg)
		SUBQ(Imm(2), nReg)
		JMP(LabelRef(l + "_loop2"))
		Label(l + "_tail")
		TESTQ(nReg, nReg)
		JEQ(LabelRef(name + "_done"))
		MOVOU(Mem{Base: srcReg}, blockA[0])
		cipherBlocks(true, blockA)
		MOVOU(Mem{Base: srcReg}, blockA[1])
		PXOR(chain, blockA[0])
		MOVO(blockA[1], chain)
		MOVOU(blockA[0], Mem{Base: dstReg})
	}()
	Label(name + "_done")
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

func main() {
	ConstraintExpr("!purego")
	subBytes()
	ecb("vpaesEncBlocksAsm", false)
	ecb("vpaesDecBlocksAsm", true)
	ctr()
	cbcEncrypt()
	cbcDecrypt()
	Generate()
}
