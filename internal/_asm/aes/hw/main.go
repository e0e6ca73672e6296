// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command hw generates hw_amd64.s, the AES-NI and VAES kernels of
// ctcrypto's internal/aes hardware tiers. Run it through go generate in
// internal/aes.
//
// Every kernel uses physical registers only. The VEX.256 and EVEX.512 forms
// of VAESENC/VAESDEC are emitted as raw instructions because avo does not
// know them; the Go assembler does.
package main

import (
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// imm is an immediate of the narrowest form the 64-bit ALU instructions
// take: avo rejects 16-bit constants there.
func imm(n int) Constant {
	if n < 128 {
		return U8(uint8(n))
	}
	return U32(uint32(n))
}

// Register conventions shared by all kernels.
var (
	rounds  = RCX // Nr: 10, 12 or 14
	keys    = RAX // the 240-byte schedule
	lastKey = R8  // keys + 16*Nr
	dst     = RDI
	src     = RSI
	length  = RBX // bytes left, a multiple of the kernel's granule
	ptr     = RDX // the counter or IV
)

var bswapMask, one, laneOffsets512, inc4, laneOffsets256, inc2 Mem

func constants() {
	// PSHUFB mask reversing the 16 bytes of each lane: a big-endian
	// counter becomes a little-endian one whose low quadword is the
	// counter's low 64 bits, so VPADDQ increments it (Go splits calls so
	// that the low 64 bits never wrap inside a kernel).
	bswapMask = x86.Const128("bswapMask", 0x08090a0b0c0d0e0f, 0x0001020304050607)
	one = x86.Const128("counterOne", 1, 0)
	inc4 = x86.Const128("counterInc4", 4, 0)
	inc2 = x86.Const128("counterInc2", 2, 0)
	laneOffsets512 = GLOBL("laneOffsets512", RODATA|NOPTR)
	for i := 0; i < 4; i++ {
		DATA(16*i, U64(uint64(i)))
		DATA(16*i+8, U64(0))
	}
	laneOffsets256 = GLOBL("laneOffsets256", RODATA|NOPTR)
	for i := 0; i < 2; i++ {
		DATA(16*i, U64(uint64(i)))
		DATA(16*i+8, U64(0))
	}
}

// A width describes how one kernel family holds blocks and round keys.
type width struct {
	lanes int // blocks per register
	state func(i int) VecPhysical
	// xorKey0, round and lastRound apply round 0, round r (1..13) and the
	// final round to state registers; they load round keys as needed.
	xorKey0   func(regs []VecPhysical)
	round     func(dec bool, r int, regs []VecPhysical)
	lastRound func(dec bool, regs []VecPhysical)
}

// cipherRounds emits the whole cipher on regs: round 0, rounds 1..9, then
// rounds 10..11 and 12..13 only when Nr says so (Nr is public), then the
// last round with the key at lastKey.
func cipherRounds(w width, dec bool, regs []VecPhysical) {
	x86.AESRounds(rounds, x86.NewLabel("last"),
		func() { w.xorKey0(regs) },
		func(r int) { w.round(dec, r, regs) },
		func() { w.lastRound(dec, regs) })
}

// ---- AES-NI (SSE, one block per XMM register) ----

var sse = width{
	lanes: 1,
	state: func(i int) VecPhysical { return []VecPhysical{X0, X1, X2, X3, X4, X5, X6, X7}[i] },
	xorKey0: func(regs []VecPhysical) {
		MOVOU(Mem{Base: keys}, X8)
		for _, x := range regs {
			PXOR(X8, x)
		}
	},
	round: func(dec bool, r int, regs []VecPhysical) {
		MOVOU(Mem{Base: keys, Disp: 16 * r}, X8)
		for _, x := range regs {
			if dec {
				AESDEC(X8, x)
			} else {
				AESENC(X8, x)
			}
		}
	},
	lastRound: func(dec bool, regs []VecPhysical) {
		MOVOU(Mem{Base: lastKey}, X8)
		for _, x := range regs {
			if dec {
				AESDECLAST(X8, x)
			} else {
				AESENCLAST(X8, x)
			}
		}
	},
}

// ---- VAES on YMM (VEX.256, two blocks per register, AVX2) ----
// Y8 holds the round key of the current round, Y14 the last one, Y15 the
// first one.

var ymm = width{
	lanes: 2,
	state: func(i int) VecPhysical { return []VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7}[i] },
	xorKey0: func(regs []VecPhysical) {
		for _, y := range regs {
			VPXOR(Y15, y, y)
		}
	},
	round: func(dec bool, r int, regs []VecPhysical) {
		VBROADCASTI128(Mem{Base: keys, Disp: 16 * r}, Y8)
		vaesRound(dec, false, Y8, regs)
	},
	lastRound: func(dec bool, regs []VecPhysical) { vaesRound(dec, true, Y14, regs) },
}

func ymmLoadKeys() {
	VBROADCASTI128(Mem{Base: keys}, Y15)
	VBROADCASTI128(Mem{Base: lastKey}, Y14)
}

// ---- VAES on ZMM (EVEX.512, four blocks per register, AVX-512) ----
// The same width as ymm but for where the round keys live (all in
// registers here, one broadcast per round there).
// Round keys 0..13 live in Z16..Z29 and the last one in Z30 for the whole
// call (a 128-bit schedule also loads the unused slots 11..13, which are
// inside the 240-byte array).

var zmm = width{
	lanes: 4,
	state: func(i int) VecPhysical { return []VecPhysical{Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7}[i] },
	xorKey0: func(regs []VecPhysical) {
		for _, z := range regs {
			VPXORQ(Z16, z, z)
		}
	},
	round: func(dec bool, r int, regs []VecPhysical) {
		vaesRound(dec, false, []VecPhysical{Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29}[r], regs)
	},
	lastRound: func(dec bool, regs []VecPhysical) { vaesRound(dec, true, Z30, regs) },
}

// vaesRound emits one VAES round (the last with last) of every register in
// regs with round key k, on either width.
func vaesRound(dec, last bool, k VecPhysical, regs []VecPhysical) {
	op := "VAESENC"
	if dec {
		op = "VAESDEC"
	}
	if last {
		op += "LAST"
	}
	for _, r := range regs {
		x86.Raw(op, k, r, r)
	}
}

func zmmLoadKeys() {
	ks := []VecPhysical{Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29}
	for r, k := range ks {
		VBROADCASTI32X4(Mem{Base: keys, Disp: 16 * r}, k)
	}
	VBROADCASTI32X4(Mem{Base: lastKey}, Z30)
}

// loadKeyPtrs loads rounds, the key pointer and the last-key pointer.
func loadKeyPtrs(keyParam string) {
	Load(Param("rounds"), rounds)
	Load(Param(keyParam), keys)
	MOVQ(rounds, lastKey)
	SHLQ(Imm(4), lastKey)
	ADDQ(keys, lastKey)
}

// loadCommon loads rounds, the key pointer, the last-key pointer and the
// slices of a multi-block kernel.
func loadCommon(keyParam string) {
	loadKeyPtrs(keyParam)
	Load(Param("dst").Base(), dst)
	Load(Param("src").Base(), src)
	Load(Param("src").Len(), length)
}

// batchLoop emits the skeleton every multi-block kernel shares: a loop over
// batches of 8 registers, then one straight-line body for each possible
// remainder of 1..7 registers (length is public).
func batchLoop(w width, body func(n int)) {
	regBytes := 16 * w.lanes
	loop, tail := x86.NewLabel("loop"), x86.NewLabel("tail")
	Commentf("batches of 8 registers (%d blocks)", 8*w.lanes)
	Label(loop)
	CMPQ(length, imm(8*regBytes))
	JB(LabelRef(tail))
	body(8)
	ADDQ(imm(8*regBytes), src)
	ADDQ(imm(8*regBytes), dst)
	SUBQ(imm(8*regBytes), length)
	JMP(LabelRef(loop))
	Label(tail)
	tails(w, body)
}

// tails emits batchLoop's straight-line bodies for 1..7 registers left,
// each jumping past the last; length < 8 registers on entry.
func tails(w width, body func(n int)) {
	regBytes := 16 * w.lanes
	done := x86.NewLabel("tailsDone")
	var labels []string
	for n := 1; n <= 7; n++ {
		l := x86.NewLabel(fmt.Sprintf("tail%d", n))
		labels = append(labels, l)
		CMPQ(length, imm(n*regBytes))
		JEQ(LabelRef(l))
	}
	JMP(LabelRef(done))
	for n := 1; n <= 7; n++ {
		Label(labels[n-1])
		Commentf("%d register(s) left", n)
		body(n)
		JMP(LabelRef(done))
	}
	Label(done)
}

func regsOf(w width, n int) []VecPhysical {
	var r []VecPhysical
	for i := 0; i < n; i++ {
		r = append(r, w.state(i))
	}
	return r
}

// ---- single block and CBC encryption (AES-NI) ----

func singleBlock(name string, dec bool) {
	TEXT(name, NOSPLIT, "func(rounds int, enc *[240]byte, dst, src *[16]byte)")
	Pragma("noescape")
	loadKeyPtrs("enc")
	Load(Param("dst"), dst)
	Load(Param("src"), src)
	MOVOU(Mem{Base: src}, X0)
	kw := sse
	if dec {
		kw = sseInv // on the encryption schedule, as every kernel here
	}
	cipherRounds(kw, dec, []VecPhysical{X0})
	MOVOU(X0, Mem{Base: dst})
	RET()
}

// singleBlockVEX is singleBlock for the VAES tiers (AVX is there): VEX
// forms take the round keys straight from memory, unaligned, so each round
// is one instruction.
func singleBlockVEX(name string, dec bool) {
	TEXT(name, NOSPLIT, "func(rounds int, enc *[240]byte, dst, src *[16]byte)")
	Pragma("noescape")
	if dec {
		// As singleBlock: InvMixColumns of each middle round key inline,
		// VAESIMC reading it unaligned straight from enc.
		loadKeyPtrs("enc")
		Load(Param("dst"), dst)
		Load(Param("src"), src)
		VMOVDQU(Mem{Base: src}, X0)
		vexInvRounds()
		VMOVDQU(X0, Mem{Base: dst})
		RET()
		return
	}
	op, last := "VAESENC", "VAESENCLAST"
	Load(Param("rounds"), rounds)
	Load(Param("enc"), keys)
	Load(Param("dst"), dst)
	Load(Param("src"), src)
	VMOVDQU(Mem{Base: src}, X0)
	x86.AESRounds(rounds, x86.NewLabel("last"),
		func() { VPXOR(Mem{Base: keys}, X0, X0) },
		func(r int) { x86.Raw(op, Mem{Base: keys, Disp: 16 * r}, X0, X0) },
		func() {
			SHLQ(Imm(4), rounds)
			x86.Raw(last, Mem{Base: keys, Index: rounds, Scale: 1}, X0, X0)
		})
	VMOVDQU(X0, Mem{Base: dst})
	RET()
}

// cbcDecryptOne decrypts one CBC block: dst = D(src) ^ iv, then iv = src
// (src may be dst), the inverse cipher's keys inline as in singleBlock.
// One call does the whole one-block message, the most common CBC
// decryption of all (a record's first block, a 16-byte token).
func cbcDecryptOne(name string, vex bool) {
	TEXT(name, NOSPLIT, "func(rounds int, enc *[240]byte, dst, src, iv *[16]byte)")
	Pragma("noescape")
	loadKeyPtrs("enc")
	Load(Param("dst"), dst)
	Load(Param("src"), src)
	Load(Param("iv"), ptr)
	if !vex {
		MOVOU(Mem{Base: src}, X0)
		MOVOU(X0, X2)
		cipherRounds(sseInv, true, []VecPhysical{X0})
		MOVOU(Mem{Base: ptr}, X1)
		PXOR(X1, X0)
		MOVOU(X0, Mem{Base: dst})
		MOVOU(X2, Mem{Base: ptr})
		RET()
		return
	}
	VMOVDQU(Mem{Base: src}, X0)
	VMOVDQA(X0, X2)
	vexInvRounds()
	VPXOR(Mem{Base: ptr}, X0, X0)
	VMOVDQU(X0, Mem{Base: dst})
	VMOVDQU(X2, Mem{Base: ptr})
	RET()
}

// vexInvRounds is the inverse cipher on X0 with the encryption schedule
// at keys (lastKey = keys + 16·Nr): each middle round's InvMixColumns key
// by VAESIMC straight from enc, unaligned, into X1.
func vexInvRounds() {
	x86.AESRounds(rounds, x86.NewLabel("last"),
		func() { VPXOR(Mem{Base: lastKey}, X0, X0) },
		func(r int) {
			VAESIMC(Mem{Base: lastKey, Disp: -16 * r}, X1)
			x86.Raw("VAESDEC", X1, X0, X0)
		},
		func() { x86.Raw("VAESDECLAST", Mem{Base: keys}, X0, X0) })
}

func cbcEncrypt() {
	TEXT("hwCBCEncrypt", NOSPLIT, "func(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte)")
	Pragma("noescape")
	Doc("hwCBCEncrypt encrypts len(src) (a multiple of 16) bytes in CBC mode with AES-NI and leaves the last ciphertext block in iv.")
	loadCommon("enc")
	Load(Param("iv"), ptr)
	MOVOU(Mem{Base: ptr}, X0)
	loop, done := x86.NewLabel("loop"), x86.NewLabel("done")
	Label(loop)
	CMPQ(length, Imm(16))
	JB(LabelRef(done))
	MOVOU(Mem{Base: src}, X9)
	PXOR(X9, X0)
	cipherRounds(sse, false, []VecPhysical{X0})
	MOVOU(X0, Mem{Base: dst})
	ADDQ(Imm(16), src)
	ADDQ(Imm(16), dst)
	SUBQ(Imm(16), length)
	JMP(LabelRef(loop))
	Label(done)
	MOVOU(X0, Mem{Base: ptr})
	RET()
}

// ctrBlock1 is CTR on exactly one block: short messages pay for no batch
// set-up. It advances the 128-bit big-endian counter itself.
func ctrBlock1() {
	TEXT("ctrBlock1AESNI", NOSPLIT, "func(rounds int, enc *[240]byte, dst, src *[16]byte, ctr *[16]byte)")
	Pragma("noescape")
	loadKeyPtrs("enc")
	Load(Param("dst"), dst)
	Load(Param("src"), src)
	Load(Param("ctr"), ptr)
	Comment("The counter is read as two quadwords, which forward from the two",
		"8-byte stores that last wrote it (a 16-byte load would stall).")
	MOVQ(Mem{Base: ptr}, R10)
	MOVQ(Mem{Base: ptr, Disp: 8}, R9)
	MOVQ(R10, X0)
	MOVQ(R9, X1)
	PUNPCKLQDQ(X1, X0)
	Comment("ctr += 1 as a 128-bit big-endian integer (a carry out of the low",
		"half goes into the high half; 2^128 wraps to 0).")
	BSWAPQ(R10)
	BSWAPQ(R9)
	ADDQ(U8(1), R9)
	ADCQ(U8(0), R10)
	BSWAPQ(R10)
	BSWAPQ(R9)
	MOVQ(R10, Mem{Base: ptr})
	MOVQ(R9, Mem{Base: ptr, Disp: 8})
	cipherRounds(sse, false, []VecPhysical{X0})
	MOVOU(Mem{Base: src}, X1)
	PXOR(X1, X0)
	MOVOU(X0, Mem{Base: dst})
	RET()
}

// ---- ECB ----

func ecb(name string, w width, loadKeys func(), zeroUpper bool) {
	TEXT(name, NOSPLIT, "func(rounds int, enc *[240]byte, dst, src []byte)")
	Pragma("noescape")
	loadCommon("enc")
	if loadKeys != nil {
		loadKeys()
	}
	regBytes := 16 * w.lanes
	batchLoop(w, func(n int) {
		regs := regsOf(w, n)
		for i, x := range regs {
			vload(w, Mem{Base: src, Disp: i * regBytes}, x)
		}
		cipherRounds(w, false, regs)
		for i, x := range regs {
			vstore(w, x, Mem{Base: dst, Disp: i * regBytes})
		}
	})
	if zeroUpper {
		VZEROUPPER()
	}
	RET()
}

func vload(w width, m Mem, x VecPhysical) {
	switch w.lanes {
	case 1:
		MOVOU(m, x)
	case 2:
		VMOVDQU(m, x)
	default:
		VMOVDQU64(m, x)
	}
}

func vstore(w width, x VecPhysical, m Mem) {
	switch w.lanes {
	case 1:
		MOVOU(x, m)
	case 2:
		VMOVDQU(x, m)
	default:
		VMOVDQU64(x, m)
	}
}

// vxorMem XORs the bytes at m into x.
func vxorMem(w width, m Mem, x VecPhysical) {
	switch w.lanes {
	case 1:
		MOVOU(m, X13) // legacy SSE memory operands must be aligned
		PXOR(X13, x)
	case 2:
		VPXOR(m, x, x)
	default:
		VPXORQ(m, x, x)
	}
}

// ---- CTR ----
// The counter registers hold little-endian counters (see bswapMask); Go
// guarantees the low 64 bits do not wrap within a call and advances the
// caller's counter itself.

func ctr(name string, w width, loadKeys func(), zeroUpper bool) {
	TEXT(name, NOSPLIT, "func(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)")
	Pragma("noescape")
	loadCommon("enc")
	Load(Param("ctr"), ptr)
	if loadKeys != nil {
		loadKeys()
	}
	Comment("Counter base in X12/Y12/Z10, per-register increment in X11/Y11/Z9,",
		"byte-swap mask in X10/Y10/Z8.")
	var base, inc, mask VecPhysical
	Comment("The counter is read as two quadwords, which forward from the 8-byte",
		"stores Go last wrote it with; a 16-byte load would stall. In",
		"little-endian form the low quadword is the byte-swapped second half.")
	MOVQ(Mem{Base: ptr}, R10)
	MOVQ(Mem{Base: ptr, Disp: 8}, R9)
	BSWAPQ(R10)
	BSWAPQ(R9)
	switch w.lanes {
	case 1:
		base, inc, mask = X12, X11, X10
		MOVOU(bswapMask, mask)
		MOVOU(one, inc)
		MOVQ(R9, base)
		MOVQ(R10, X13)
		PUNPCKLQDQ(X13, base)
	case 2:
		base, inc, mask = Y12, Y11, Y10
		VBROADCASTI128(bswapMask, mask)
		VBROADCASTI128(inc2, inc)
		VMOVQ(R9, X12)
		VMOVQ(R10, X13)
		VPUNPCKLQDQ(X13, X12, X12)
		VINSERTI128(Imm(1), X12, Y12, Y12)
		VPADDQ(laneOffsets256, base, base)
	default:
		base, inc, mask = Z10, Z9, Z8
		VBROADCASTI32X4(bswapMask, mask)
		VBROADCASTI32X4(inc4, inc)
		VMOVQ(R9, X10)
		VMOVQ(R10, X12)
		VPUNPCKLQDQ(X12, X10, X10)
		VSHUFI64X2(Imm(0), Z10, Z10, Z10)
		VPADDQ(laneOffsets512, base, base)
	}
	regBytes := 16 * w.lanes
	batchLoop(w, func(n int) {
		regs := regsOf(w, n)
		for _, x := range regs {
			switch w.lanes {
			case 1:
				MOVO(base, x)
				PSHUFB(mask, x)
				PADDQ(inc, base)
			case 2:
				VPSHUFB(mask, base, x)
				VPADDQ(inc, base, base)
			default:
				VPSHUFB(mask, base, x)
				VPADDQ(inc, base, base)
			}
		}
		cipherRounds(w, false, regs)
		for i, x := range regs {
			vxorMem(w, Mem{Base: src, Disp: i * regBytes}, x)
			vstore(w, x, Mem{Base: dst, Disp: i * regBytes})
		}
	})
	if zeroUpper {
		VZEROUPPER()
	}
	RET()
}

// ---- CBC decryption ----
// Each plaintext block is the decryption of its ciphertext block XOR the
// previous ciphertext block (the IV for the first). All ciphertext a batch
// needs is read before its plaintext is stored, so dst may equal src.

func cbcDecrypt(name string, w width, loadKeys func(), zeroUpper bool) {
	TEXT(name, NOSPLIT, "func(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte)")
	Pragma("noescape")
	loadCommon("enc")
	Load(Param("iv"), ptr)
	if w.lanes == 4 {
		zmmLoadDecKeys()
		cbcDecryptBatches(w, w)
		VZEROUPPER()
		RET()
		return
	}
	// Short runs take each round's InvMixColumns key inline, once per
	// batch; from four batches on, deriving the schedule once into the
	// frame (and clearing it) costs less, and the body reads it as it
	// would a stored one.
	short := x86.NewLabel("short")
	CMPQ(length, imm(4*8*16*w.lanes))
	JB(LabelRef(short))
	frame := AllocLocal(240)
	deriveDecKeys(frame, w.lanes == 2)
	if loadKeys != nil {
		loadKeys()
	}
	cbcDecryptBatches(w, w)
	clearFrame(frame, w.lanes == 2)
	if zeroUpper {
		VZEROUPPER()
	}
	RET()
	Label(short)
	inv := sseInv
	if w.lanes == 2 {
		inv = ymmInv
		VBROADCASTI128(Mem{Base: lastKey}, Y15)
		VBROADCASTI128(Mem{Base: keys}, Y14)
	}
	cbcDecryptBatches(w, inv)
	if zeroUpper {
		VZEROUPPER()
	}
	RET()
}

// cbcDecryptBatches emits the CBC decryption loop over w's registers with
// the rounds of keysWidth (w itself, or its inline-InvMixColumns form).
func cbcDecryptBatches(w, keysWidth width) {
	Comment("The IV: X9 (SSE), low lane of Y9 (YMM), every lane of Z11 (ZMM).")
	switch w.lanes {
	case 1:
		MOVOU(Mem{Base: ptr}, X9)
	case 2:
		VMOVDQU(Mem{Base: ptr}, X9)
	default:
		VBROADCASTI32X4(Mem{Base: ptr}, Z11)
	}
	regBytes := 16 * w.lanes
	batchLoop(w, func(n int) {
		regs := regsOf(w, n)
		for i, x := range regs {
			vload(w, Mem{Base: src, Disp: i * regBytes}, x)
		}
		cipherRounds(keysWidth, true, regs)
		// Register 0's previous blocks start with the IV.
		switch w.lanes {
		case 1:
			PXOR(X9, X0)
		case 2:
			// [IV, c0]: the first ciphertext block into the high lane.
			VINSERTI128(Imm(1), Mem{Base: src}, Y9, Y13)
			VPXOR(Y13, Y0, Y0)
		default:
			// [IV, c0, c1, c2]: c0..c3 shifted up a lane under the IV
			// (Z11's top lane). A masked load from src-16 would do it in
			// one instruction, but a masked-off lane on a page not yet
			// touched costs a fault-suppression microcode assist on every
			// call for a buffer at the start of a page.
			VMOVDQU64(Mem{Base: src}, Z12)
			VALIGNQ(Imm(6), Z11, Z12, Z12)
			VPXORQ(Z12, Z0, Z0)
		}
		for i := 1; i < n; i++ {
			vxorMem(w, Mem{Base: src, Disp: i*regBytes - 16}, regs[i])
		}
		Comment("The next IV is this batch's last ciphertext block.")
		last := Mem{Base: src, Disp: n*regBytes - 16}
		switch w.lanes {
		case 1:
			MOVOU(last, X9)
		case 2:
			VMOVDQU(last, X9)
		default:
			VBROADCASTI32X4(last, Z11)
		}
		for i, x := range regs {
			vstore(w, x, Mem{Base: dst, Disp: i * regBytes})
		}
	})
}

// sseInv is sse for the equivalent inverse cipher (FIPS 197 §5.3.5) on the
// encryption schedule at keys: round r's key is InvMixColumns(enc[Nr-r]),
// computed as the round starts; the AESIMCs depend on the key only, so
// they run ahead of the data's AESDEC chain.
var sseInv = width{
	lanes: 1,
	state: sse.state,
	xorKey0: func(regs []VecPhysical) {
		MOVOU(Mem{Base: lastKey}, X8)
		for _, x := range regs {
			PXOR(X8, x)
		}
	},
	round: func(_ bool, r int, regs []VecPhysical) {
		MOVOU(Mem{Base: lastKey, Disp: -16 * r}, X8) // AESIMC's memory form wants alignment
		AESIMC(X8, X8)
		for _, x := range regs {
			AESDEC(X8, x)
		}
	},
	lastRound: func(_ bool, regs []VecPhysical) {
		MOVOU(Mem{Base: keys}, X8)
		for _, x := range regs {
			AESDECLAST(X8, x)
		}
	},
}

// ymmInv is ymm for the inverse cipher on the encryption schedule, as
// sseInv; Y15 holds enc[Nr] and Y14 enc[0] in both lanes.
var ymmInv = width{
	lanes:   2,
	state:   ymm.state,
	xorKey0: ymm.xorKey0,
	round: func(_ bool, r int, regs []VecPhysical) {
		VAESIMC(Mem{Base: lastKey, Disp: -16 * r}, X8)
		VINSERTI128(Imm(1), X8, Y8, Y8)
		vaesRound(true, false, Y8, regs)
	},
	lastRound: ymm.lastRound,
}

// deriveDecKeys writes the equivalent inverse cipher schedule (FIPS 197
// §5.3.5) of the encryption schedule at keys into frame, in the order
// Block.dec had it: frame[0] = enc[Nr], frame[r] = InvMixColumns(enc[Nr-r]),
// frame[Nr] = enc[0]. It then points keys and lastKey at frame, so the
// kernel body reads it as it reads any schedule. Once per call: a key holds
// only its encryption schedule (see internal/aes's Block).
func deriveDecKeys(frame Mem, vex bool) {
	Comment("The decryption schedule, derived from enc into the frame")
	LEAQ(frame, R10)
	mov16(vex, Mem{Base: lastKey}, Mem{Base: R10})
	middleKeys(x86.NewLabel("derived"), func(r int) {
		if vex {
			VAESIMC(Mem{Base: lastKey, Disp: -16 * r}, X8)
			VMOVDQU(X8, Mem{Base: R10, Disp: 16 * r})
			return
		}
		MOVOU(Mem{Base: lastKey, Disp: -16 * r}, X8) // AESIMC's memory form wants alignment
		AESIMC(X8, X8)
		MOVOU(X8, Mem{Base: R10, Disp: 16 * r})
	})
	MOVQ(rounds, R11)
	SHLQ(Imm(4), R11)
	ADDQ(R10, R11)
	mov16(vex, Mem{Base: keys}, Mem{Base: R11})
	MOVQ(R10, keys)
	MOVQ(R11, lastKey)
}

// mov16 copies 16 bytes through X8, in the VEX form in kernels that use
// VEX registers (no SSE/AVX transition there).
func mov16(vex bool, from, to Mem) {
	if vex {
		VMOVDQU(from, X8)
		VMOVDQU(X8, to)
		return
	}
	MOVOU(from, X8)
	MOVOU(X8, to)
}

// clearFrame zeroes the derived schedule before returning: round keys do
// not stay on the stack.
func clearFrame(frame Mem, vex bool) {
	Comment("Round keys do not stay on the stack")
	if vex {
		VPXOR(Y8, Y8, Y8)
		for off := 0; off+32 <= 240; off += 32 {
			VMOVDQU(Y8, frame.Offset(off))
		}
		VMOVDQU(X8, frame.Offset(224))
		return
	}
	PXOR(X8, X8)
	for off := 0; off < 240; off += 16 {
		MOVOU(X8, frame.Offset(off))
	}
}

// zmmLoadDecKeys is zmmLoadKeys for the equivalent inverse cipher on the
// encryption schedule at keys: Z16 = enc[Nr], Z16+r = InvMixColumns(enc[Nr-r])
// for the rounds Nr has, Z30 = enc[0], each broadcast to the four lanes.
// The AESIMCs go straight into registers, so no schedule is written.
func zmmLoadDecKeys() {
	ks := []VecPhysical{Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29}
	VBROADCASTI32X4(Mem{Base: lastKey}, Z16)
	middleKeys(x86.NewLabel("keys"), func(r int) {
		VAESIMC(Mem{Base: lastKey, Disp: -16 * r}, X8)
		VSHUFI64X2(Imm(0), Z8, Z8, ks[r]) // lane 0 to all four
	})
	VBROADCASTI32X4(Mem{Base: keys}, Z30)
}

// middleKeys emits body(r) for the middle rounds r = 1..Nr-1 of the key
// (Nr, in rounds, is public), as x86.AESRounds lays out the rounds.
func middleKeys(done string, body func(r int)) {
	for r := 1; r <= 9; r++ {
		body(r)
	}
	CMPQ(rounds, U8(10))
	JE(LabelRef(done))
	body(10)
	body(11)
	CMPQ(rounds, U8(12))
	JE(LabelRef(done))
	body(12)
	body(13)
	Label(done)
}

func main() {
	ConstraintExpr("amd64,!purego")
	constants()
	keyConstants()

	expandKey128()
	expandKey192()
	expandKey256()

	singleBlock("hwEncryptBlock", false)
	singleBlock("hwDecryptBlock", true)
	singleBlockVEX("encryptBlockVEX", false)
	singleBlockVEX("decryptBlockVEX", true)
	cbcDecryptOne("cbcDecOneAESNI", false)
	cbcDecryptOne("cbcDecOneVEX", true)
	cbcEncrypt()
	ctrBlock1()

	ecb("ecbAESNI", sse, nil, false)
	ctr("ctrAESNI", sse, nil, false)
	cbcDecrypt("cbcDecAESNI", sse, nil, false)

	ecb("ecbVAES256", ymm, ymmLoadKeys, true)
	ctr("ctrVAES256", ymm, ymmLoadKeys, true)
	cbcDecrypt("cbcDecVAES256", ymm, ymmLoadKeys, true)

	ecb("ecbVAES512", zmm, zmmLoadKeys, true)
	ctr("ctrVAES512", zmm, zmmLoadKeys, true)
	cbcDecrypt("cbcDecVAES512", zmm, zmmLoadKeys, true)

	Generate()
}
