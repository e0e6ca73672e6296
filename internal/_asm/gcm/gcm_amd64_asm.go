// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command gcm_amd64_asm generates internal/gcm/gcm_amd64.s: fused AES-GCM
// kernels with VAES and VPCLMULQDQ on 512-bit registers (SP 800-38D §6.5
// counter mode and §6.4 GHASH in one pass), 16 blocks (four ZMM registers
// of four blocks) per iteration and one GHASH reduction per iteration, with
// powers H^16..H^1 from the internal/ghash table. The contract is in
// internal/gcm's doc.go. Branches depend only on the public length and the
// number of rounds; no address depends on secret data.
//
// Run with go generate in internal/gcm.
package main

import (
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

var bswapMask, ctrSwap, polyConst Mem
var inc [4]Mem
var inc4, inc16 Mem

func lanes(name string, v [4]uint32) Mem {
	m := GLOBL(name, RODATA|NOPTR)
	for i, x := range v {
		DATA(16*i, U64(0))
		DATA(16*i+8, U64(uint64(x)<<32)) // dword 3 of each lane
	}
	return m
}

func constants() {
	bswapMask = x86.ByteReverseMask("bswapMask")
	// Reverses bytes 12..15 only: the big-endian 32-bit counter of a
	// counter block becomes a little-endian dword that VPADDD can step
	// (mod 2^32, as inc32 does), and back.
	ctrSwap = x86.Const128("ctrSwap", 0x0706050403020100, 0x0c0d0e0f0b0a0908)
	polyConst = x86.GHASHPoly("polyConst")
	for g := 0; g < 4; g++ {
		b := uint32(4 * g)
		inc[g] = lanes(fmt.Sprintf("ctrInc%d", g), [4]uint32{b, b + 1, b + 2, b + 3})
	}
	inc4 = lanes("ctrInc4", [4]uint32{4, 4, 4, 4})
	ctrOne = lanes("ctrOne", [4]uint32{1, 1, 1, 1})
	wideConstants()
	inc16 = lanes("ctrInc16", [4]uint32{16, 16, 16, 16})
}

func main() {
	ConstraintExpr("!purego")
	constants()
	kernel("sealAVX512", true)
	kernel("openAVX512", false)
	niKernel("sealAESNI", true)
	niKernel("openAESNI", false)
	vaes2Kernel("sealVAESAVX2", true)
	vaes2Kernel("openVAESAVX2", false)
	fullKernel("sealFullAVX512", true)
	fullKernel("openFullAVX512", false)
	smallConstants()
	smallKernel("sealSmallVAESAVX2", true)
	smallKernel("openSmallVAESAVX2", false)
	Generate()
}

// Registers. GP: R8 round keys, R9 rounds, R12 last round key, AX powers,
// BX y, R10 ctr, DI dst, SI src, DX bytes left, R13 tail powers, CX/R11
// scratch. Vector: Z0 hash (lane 0), Z1/Z2/Z3 low/high/middle products,
// Z4..Z7 counter blocks / AES state, Z8..Z11 H^16..H^1, Z12/Z13 and
// Z16..Z19 temporaries, X15 poly, Z20 counters (dword 3 little-endian),
// Z21 round key, Z22 counter swap mask, Z23..Z30 data, Z31 byte reversal.

// streamSig is the Go signature of the streaming kernels (doc.go).
const streamSig = "func(rk *[240]byte, rounds int, pow *[16][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)"

// loadArgs loads the arguments every kernel shares into the registers of
// the plan above; r10 and rbx name the parameters for R10 and BX (ctr and
// y, or nonce and tag).
func loadArgs(r10, rbx string) {
	Load(Param("rk"), R8)
	Load(Param("rounds"), R9)
	Load(Param("pow"), RAX)
	Load(Param(r10), R10)
	Load(Param(rbx), RBX)
	Load(Param("dst").Base(), RDI)
	Load(Param("src").Base(), RSI)
	Load(Param("src").Len(), RDX)
}

// lastKey points R12 at the last round key, R8 + 16·R9.
func lastKey() {
	MOVQ(R9, R12)
	SHLQ(U8(4), R12)
	ADDQ(R8, R12)
}

// clearProducts zeroes the GHASH partial-product accumulators Z1/Z2/Z3.
func clearProducts() {
	VPXORQ(Z1, Z1, Z1)
	VPXORQ(Z2, Z2, Z2)
	VPXORQ(Z3, Z3, Z3)
}

// advanceCtr stores the caller's counter (ctr at R10) advanced by the
// number of blocks, DX/16: R11L holds its 32-bit counter, native order;
// the sum is formed in sum (R11L itself, or ECX to keep R11L).
func advanceCtr(sum GPPhysical) {
	MOVQ(RDX, RCX)
	SHRQ(U8(4), RCX)
	if sum == R11L {
		ADDL(ECX, R11L)
	} else {
		ADDL(R11L, ECX)
	}
	BSWAPL(sum)
	MOVL(sum, Mem{Base: R10, Disp: 12})
}

// loadPowers16 loads H^16..H^1 from AX into Z8..Z11.
func loadPowers16() {
	for i, z := range []VecPhysical{Z8, Z9, Z10, Z11} {
		VMOVDQU64(Mem{Base: RAX, Disp: 64 * i}, z)
	}
}

// imm is n as an immediate, 8-bit where it fits.
func imm(n int) Constant {
	if n < 256 {
		return U8(n)
	}
	return U32(n)
}

// advance steps SI and DI by n bytes and DX down by n.
func advance(n int) {
	ADDQ(imm(n), RSI)
	ADDQ(imm(n), RDI)
	SUBQ(imm(n), RDX)
}

// batchLoop is the batch loop of every streaming kernel (SP 800-38D §6.5
// counter mode, §6.4 GHASH of the ciphertext), n bytes a batch, over DX
// bytes from SI to DI; it leaves fewer than n and continues at exit. Seal
// is software-pipelined: batch i+1 is encrypted while the ciphertext of
// batch i is hashed, so GHASH never waits for AES; open hashes each batch
// while decrypting it. Labels start with pre.
type batchLoop struct {
	pre, exit string
	n         int
	counters  func()                                  // this batch's counter blocks
	load      func()                                  // open only, before the rounds; may be nil
	rounds    func(label string, ghashSteps []func()) // AES on the counter blocks, steps interleaved
	ghash     func() []func()                         // emits any set-up, returns the steps
	finish    func()                                  // after the steps: fold and reduce
	store     func()                                  // text ⊕ key stream to DI (and, seal, keep it for hashing)
}

func (b batchLoop) emit(seal bool) {
	loop, drain := b.pre+"Loop", b.pre+"Drain"
	if !seal {
		Label(loop)
		CMPQ(RDX, imm(b.n))
		JB(LabelRef(b.exit))
		b.counters()
		if b.load != nil {
			b.load()
		}
		b.rounds(b.pre+"Last", b.ghash())
		b.finish()
		b.store()
		advance(b.n)
		JMP(LabelRef(loop))
		return
	}
	CMPQ(RDX, imm(b.n))
	JB(LabelRef(b.exit))
	b.counters()
	b.rounds(b.pre+"Last0", nil)
	b.store()
	advance(b.n)
	Label(loop)
	CMPQ(RDX, imm(b.n))
	JB(LabelRef(drain))
	b.counters()
	b.rounds(b.pre+"Last", b.ghash())
	b.finish()
	b.store()
	advance(b.n)
	JMP(LabelRef(loop))
	Label(drain)
	for _, f := range b.ghash() {
		f()
	}
	b.finish()
}

// tailGroup is the body of the AVX-512 tail loops: one group of up to
// four counter blocks from Z20, the text at SI loaded through mask kd and
// its powers at R13 through kp (zeros past the message), encrypted, stored
// through kd and hashed (the ciphertext: the input for open, the output,
// masked, for seal). load and store are the masked moves (qword lanes or
// bytes); withY adds the running hash to the group's first block; R13
// advances by powStep. It jumps back to loop while bytes are left and
// leaves the products in Z1/Z2/Z3.
func tailGroup(loop, last string, seal, withY bool, load func(m, k, z Op), store func(ops ...Op), kd, kp Op, h VecPhysical, powStep Op) {
	hash := func(c VecPhysical) {
		if withY {
			reflect([]VecPhysical{Z27}, []VecPhysical{c})
		} else {
			VPSHUFB(Z31, c, Z27)
		}
		x86.GHASHMulAcc512(Z27, h, false)
	}
	VPADDD(inc[0], Z20, Z4)
	VPADDD(inc4, Z20, Z20)
	VPSHUFB(Z22, Z4, Z4)
	pageSafe.Load(load, RSI, RDX, kd, Z23)
	load(Mem{Base: R13}, kp, h) // the powers table: ctcrypto's own memory
	if !seal {
		hash(Z23)
	}
	aesRounds(last, Z4)
	VPXORQ(Z23, Z4, Z4)
	pageSafe.Store(store, RDI, RDX, kd, Z4)
	if seal {
		load(Z4, kd, Z4) // what is past the message hashes as zeros
		hash(Z4)
	}
	ADDQ(U8(64), RSI)
	ADDQ(U8(64), RDI)
	ADDQ(powStep, R13)
	SUBQ(U8(64), RDX)
	JG(LabelRef(loop))
}

func aesRounds(label string, regs ...VecPhysical) { aesRoundsWith(label, nil, regs...) }

// aesRoundsWith runs the AES rounds on regs, emitting extra[r-1] after
// round r (r = 1..9, the rounds every key length has), so that GHASH work
// is interleaved with the AES work in the instruction stream.
func aesRoundsWith(label string, extra []func(), regs ...VecPhysical) {
	vaesRounds(label, Z21, extra, regs...)
}

// vaesRounds is aesRoundsWith for VAES on ZMM (EVEX) or YMM (VEX)
// registers, each round key broadcast into key first.
func vaesRounds(label string, key VecPhysical, extra []func(), regs ...VecPhysical) {
	zmm := key.Size() == 64
	load := func(m Mem) {
		if zmm {
			VBROADCASTI32X4(m, key)
		} else {
			VBROADCASTI128(m, key)
		}
	}
	x86.AESRounds(R9, label, func() {
		load(Mem{Base: R8})
		for _, z := range regs {
			if zmm {
				VPXORQ(key, z, z)
			} else {
				VPXOR(key, z, z)
			}
		}
	}, func(r int) {
		load(Mem{Base: R8, Disp: 16 * r})
		for _, z := range regs {
			x86.Raw("VAESENC", key, z, z)
		}
	}, func() {
		load(Mem{Base: R12})
		for _, z := range regs {
			x86.Raw("VAESENCLAST", key, z, z)
		}
	}, extra...)
}

// reflect turns ciphertext blocks into GHASH operands, adding the running
// hash to the first.
func reflect(dst []VecPhysical, src []VecPhysical) {
	for i := range src {
		VPSHUFB(Z31, src[i], dst[i])
	}
	VPXORQ(Z0, dst[0], dst[0])
	VPXOR(X0, X0, X0) // the hash is absorbed; clears all of Z0
}

// mulSteps splits the 16-block GHASH products of t (by powers h) into
// eight pieces for aesRoundsWith.
func mulSteps(t, h []VecPhysical) []func() {
	var steps []func()
	for k := range t {
		k := k
		steps = append(steps, func() {
			Commentf("GHASH (SP 800-38D §6.4): blocks %d..%d × their powers, low and high products", 4*k+1, 4*k+4)
			if k == 0 {
				x86.Raw("VPCLMULQDQ", U8(0x00), h[k], t[k], Z1)
				x86.Raw("VPCLMULQDQ", U8(0x11), h[k], t[k], Z2)
				return
			}
			x86.Raw("VPCLMULQDQ", U8(0x00), h[k], t[k], Z16)
			x86.Raw("VPCLMULQDQ", U8(0x11), h[k], t[k], Z17)
			VPXORQ(Z16, Z1, Z1)
			VPXORQ(Z17, Z2, Z2)
		}, func() {
			Commentf("GHASH: blocks %d..%d, middle products", 4*k+1, 4*k+4)
			if k == 0 {
				x86.Raw("VPCLMULQDQ", U8(0x01), h[k], t[k], Z3)
				x86.Raw("VPCLMULQDQ", U8(0x10), h[k], t[k], Z18)
				VPXORQ(Z18, Z3, Z3)
				return
			}
			x86.Raw("VPCLMULQDQ", U8(0x01), h[k], t[k], Z18)
			x86.Raw("VPCLMULQDQ", U8(0x10), h[k], t[k], Z19)
			VPTERNLOGQ(U8(0x96), Z19, Z18, Z3)
		})
	}
	return steps
}

// reflectNoY turns ciphertext blocks into GHASH operands.
func reflectNoY(dst []VecPhysical, src []VecPhysical) {
	for i := range src {
		VPSHUFB(Z31, src[i], dst[i])
	}
}

// pageSafe does the tails' masked loads and stores of the text and the
// additional data (x86.PageSafe); each AVX-512 kernel allocates its frame.
var pageSafe x86.PageSafe

// allocPageSafe gives the kernel being emitted its pageSafe frame.
func allocPageSafe() {
	pageSafe = x86.PageSafe{Frame: AllocLocal(128), Spill: AllocLocal(16), T2: RCX, T3: R12}
}

func kernel(name string, seal bool) {
	TEXT(name, NOSPLIT, streamSig)
	Doc(name + " is the fused VAES/VPCLMULQDQ-AVX512 kernel; see doc.go for the contract.")
	allocPageSafe()
	loadArgs("ctr", "y")

	VBROADCASTI32X4(bswapMask, Z31)
	VBROADCASTI32X4(ctrSwap, Z22)
	VMOVDQU(polyConst, X15)
	VMOVDQU(Mem{Base: RBX}, X0)
	VPSHUFB(X31, X0, X0)
	loadPowers16()
	lastKey()

	Comment("Counter blocks in Z20; the caller's ctr advances by the block count.")
	VBROADCASTI32X4(Mem{Base: R10}, Z20)
	VPSHUFB(Z22, Z20, Z20)
	MOVL(Mem{Base: R10, Disp: 12}, R11L)
	BSWAPL(R11L)
	advanceCtr(R11L)

	p := name
	textBatches(p, seal)

	Comment("Fewer than 16 blocks: groups of four, the last one masked, each block",
		"multiplied by its power from H^n..H^1.")
	Label(p + "Tail")
	TESTQ(RDX, RDX)
	JZ(LabelRef(p + "Done"))
	LEAQ(Mem{Base: RAX, Disp: 256}, R13)
	SUBQ(RDX, R13)
	clearProducts()
	Label(p + "TailLoop")
	Comment("Lane mask: two 64-bit lanes per block left in this group.")
	MOVQ(U32(0xff), R11)
	CMPQ(RDX, U8(64))
	JAE(LabelRef(p + "TailMask"))
	MOVQ(RDX, RCX)
	SHRQ(U8(3), RCX)
	MOVQ(U32(1), R11)
	SHLQ(CL, R11)
	DECQ(R11)
	Label(p + "TailMask")
	KMOVB(R11L, K1)

	tailGroup(p+"TailLoop", p+"TailLast", seal, true, VMOVDQU64_Z, VMOVDQU64, K1, K1, Z8, U8(64))
	x86.GHASHFinish512()

	Label(p + "Done")
	VPSHUFB(X31, X0, X0)
	VMOVDQU(X0, Mem{Base: RBX})
	VZEROUPPER()
	RET()
}

// textBatches emits the 16-block loop over the text (pipelined for seal);
// it leaves fewer than 256 bytes in DX and continues at label p+"Tail".
func textBatches(p string, seal bool) {
	ctrs := []VecPhysical{Z4, Z5, Z6, Z7}
	data := []VecPhysical{Z23, Z24, Z25, Z26}
	refl := []VecPhysical{Z27, Z28, Z29, Z30}
	pows := []VecPhysical{Z8, Z9, Z10, Z11}
	b := batchLoop{
		pre: p, exit: p + "Tail", n: 256,
		counters: func() {
			Comment("16 counter blocks: Z20 + 0..15 (inc32 on the little-endian dword), back to big-endian")
			for g, z := range ctrs {
				VPADDD(inc[g], Z20, z)
			}
			VPADDD(inc16, Z20, Z20)
			for _, z := range ctrs {
				VPSHUFB(Z22, z, z)
			}
		},
		rounds: func(label string, steps []func()) { aesRoundsWith(label, steps, ctrs...) },
		ghash:  func() []func() { return mulSteps(refl, pows) },
		finish: x86.GHASHBatchFinish512,
	}
	if seal {
		Comment("Software pipeline: the ciphertext of batch i is hashed while",
			"batch i+1 is encrypted, so GHASH never waits for AES.")
		b.store = func() {
			for g, z := range ctrs {
				VPXORQ(Mem{Base: RSI, Disp: 64 * g}, z, z)
				VMOVDQU64(z, Mem{Base: RDI, Disp: 64 * g})
			}
			reflectNoY(refl, ctrs)
		}
	} else {
		b.load = func() {
			for g, z := range data {
				VMOVDQU64(Mem{Base: RSI, Disp: 64 * g}, z)
			}
			reflectNoY(refl, data)
		}
		b.store = func() {
			for g, z := range ctrs {
				VPXORQ(data[g], z, z)
				VMOVDQU64(z, Mem{Base: RDI, Disp: 64 * g})
			}
		}
	}
	b.emit(seal)
}
