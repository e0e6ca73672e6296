// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Key expansion (FIPS 197 §5.2) with AES-NI, and the equivalent inverse
// cipher schedule (§5.3.5) with AESIMC, for the hardware tiers.
//
// SubWord comes from AESENCLAST: when the four columns of the state are
// equal, ShiftRows does nothing, so AESENCLAST(s, k) = SubBytes(s) ⊕ k is
// SubWord of that column in every column, plus k. PSHUFB first broadcasts
// the word (rotated by RotWord when the step needs it) to all columns, and
// k is Rcon in every column (or zero). This is the AESENCLAST+PSHUFB form
// of the schedule, which is shorter on current cores than AESKEYGENASSIST.
// Every instruction runs in a time independent of the key; the one
// branch is on whether dec is nil (public).
//
// A 16-byte register holds four words w[i..i+3] in memory order (word j in
// bytes 4j..4j+3, its first byte lowest), which is the byte layout of the
// 240-byte schedules.

var rotWord3, rotWord1, rcon1, rcon1b Mem

func keyConstants() {
	// PSHUFB masks: RotWord of word 3 (bytes 13, 14, 15, 12) or of word 1
	// (bytes 5, 6, 7, 4) into every column.
	rotWord3 = x86.Const128("rotWord3", 0x0c0f0e0d0c0f0e0d, 0x0c0f0e0d0c0f0e0d)
	rotWord1 = x86.Const128("rotWord1", 0x0407060504070605, 0x0407060504070605)
	// Rcon[1] = 0x01 in the first byte of every column; PSLLL doubles it.
	// Rcon[9] = 0x1b is where doubling would leave the byte.
	rcon1 = x86.Const128("rcon1", 0x0000000100000001, 0x0000000100000001)
	rcon1b = x86.Const128("rcon1b", 0x0000001b0000001b, 0x0000001b0000001b)
}

// Registers of the key expansion.
var (
	kKey  = RAX
	kEnc  = RDI
	kDec  = RSI
	kMask = X14 // a PSHUFB mask (rotWord3 or rotWord1)
	kRcon = X13 // Rcon in every column
	kZero = X15
)

// prefixXor replaces x = [a, b, c, d] by [a, a⊕b, a⊕b⊕c, a⊕b⊕c⊕d], the
// chained XOR of w[i] = w[i-Nk] ⊕ w[i-1] across one register, in two
// shift-and-XOR steps (tmp is clobbered).
func prefixXor(x, tmp VecPhysical) {
	MOVO(x, tmp)
	PSLLDQ(Imm(4), tmp)
	PXOR(tmp, x)
	MOVO(x, tmp)
	PSLLDQ(Imm(8), tmp)
	PXOR(tmp, x)
}

// subRot sets t to SubWord(RotWord(word)) ⊕ Rcon in every column, the word
// chosen by kMask from src.
func subRot(src, t VecPhysical) {
	MOVO(src, t)
	PSHUFB(kMask, t)
	AESENCLAST(kRcon, t)
}

// decSchedule writes the decryption schedule from enc, unless dec is nil:
// dec[0] = enc[Nr], dec[r] = InvMixColumns(enc[Nr-r]) for 0 < r < Nr,
// dec[Nr] = enc[0], zero past Nr as the Go schedule leaves it. It reads the
// round keys back after the expansion, off the expansion's chain; the
// 24-byte steps of AES-192 straddle round keys anyway.
func decSchedule(nr int, x VecPhysical) {
	TESTQ(kDec, kDec)
	JZ(LabelRef(fmt.Sprintf("expandKey%dDone", 32*nr-192)))
	MOVOU(Mem{Base: kEnc, Disp: 16 * nr}, x)
	MOVOU(x, Mem{Base: kDec})
	for r := 1; r < nr; r++ {
		// Loaded first: AESIMC's memory form wants 16-byte alignment.
		MOVOU(Mem{Base: kEnc, Disp: 16 * (nr - r)}, x)
		AESIMC(x, x)
		MOVOU(x, Mem{Base: kDec, Disp: 16 * r})
	}
	MOVOU(Mem{Base: kEnc}, x)
	MOVOU(x, Mem{Base: kDec, Disp: 16 * nr})
	zeroTail(kDec, nr)
	Label(fmt.Sprintf("expandKey%dDone", 32*nr-192))
	RET()
}

// zeroTail clears a schedule past round key Nr, as the Go schedule leaves
// it.
func zeroTail(base GPPhysical, nr int) {
	PXOR(kZero, kZero)
	for off := 16 * (nr + 1); off < 240; off += 16 {
		MOVOU(kZero, Mem{Base: base, Disp: off})
	}
}

func keyHeader(bytes int) {
	name := fmt.Sprintf("expandKey%dAESNI", 8*bytes)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(key *[%d]byte, enc, dec *[240]byte)", bytes))
	Pragma("noescape")
	Load(Param("key"), kKey)
	Load(Param("enc"), kEnc)
	Load(Param("dec"), kDec)
	MOVOU(rotWord3, kMask)
	MOVOU(rcon1, kRcon)
}

// expandKey128 runs the ten steps of AES-128: each round key is the
// previous one prefix-XORed, plus SubWord(RotWord(its last word)) ⊕ Rcon.
func expandKey128() {
	keyHeader(16)
	x, t, tmp := X0, X1, X2
	MOVOU(Mem{Base: kKey}, x)
	MOVOU(x, Mem{Base: kEnc, Disp: 0})
	for r := 1; r <= 10; r++ {
		if r == 9 {
			MOVOU(rcon1b, kRcon)
		}
		subRot(x, t)
		prefixXor(x, tmp)
		PXOR(t, x)
		MOVOU(x, Mem{Base: kEnc, Disp: 16 * r})
		PSLLL(Imm(1), kRcon)
	}
	zeroTail(kEnc, 10)
	decSchedule(10, x)
}

// expandKey256 alternates two kinds of step (Nk = 8): the even round keys
// add SubWord(RotWord(last word of the odd key before)) ⊕ Rcon, the odd
// ones SubWord(last word of the even key before), broadcast by PSHUFD and
// put through AESENCLAST with a zero key. Rcon goes up to 0x40.
func expandKey256() {
	keyHeader(32)
	x0, x1, t, tmp := X0, X1, X2, X3
	PXOR(kZero, kZero)
	MOVOU(Mem{Base: kKey}, x0)
	MOVOU(Mem{Base: kKey, Disp: 16}, x1)
	MOVOU(x0, Mem{Base: kEnc, Disp: 0})
	MOVOU(x1, Mem{Base: kEnc, Disp: 16})
	for k := 1; k <= 7; k++ {
		subRot(x1, t)
		prefixXor(x0, tmp)
		PXOR(t, x0)
		MOVOU(x0, Mem{Base: kEnc, Disp: 16 * (2 * k)})
		if k == 7 {
			break
		}
		PSLLL(Imm(1), kRcon)
		PSHUFD(Imm(0xff), x0, t)
		AESENCLAST(kZero, t)
		prefixXor(x1, tmp)
		PXOR(t, x1)
		MOVOU(x1, Mem{Base: kEnc, Disp: 16 * (2*k + 1)})
	}
	zeroTail(kEnc, 14)
	decSchedule(14, x0)
}

// expandKey192 works in steps of Nk = 6 words: x holds w[i-6..i-3] and the
// low half of y holds w[i-2], w[i-1]. A step makes w[i..i+3] = prefix(x) ⊕
// t with t = SubWord(RotWord(w[i-1])) ⊕ Rcon, then w[i+4], w[i+5] = y's
// words chained onto w[i+3]. The upper half of y carries garbage that no
// later step reads. Eight steps give the 52 words; the last stops at w[51].
func expandKey192() {
	keyHeader(24)
	MOVOU(rotWord1, kMask)
	x, y, t, tmp := X0, X1, X2, X3
	MOVOU(Mem{Base: kKey}, x)
	MOVQ(Mem{Base: kKey, Disp: 16}, y)
	MOVOU(x, Mem{Base: kEnc})
	MOVQ(y, Mem{Base: kEnc, Disp: 16})
	for j := 1; j <= 8; j++ {
		subRot(y, t)
		prefixXor(x, tmp)
		PXOR(t, x)
		MOVOU(x, Mem{Base: kEnc, Disp: 24 * j})
		if j == 8 {
			break
		}
		PSLLL(Imm(1), kRcon)
		// y = [y0 ⊕ w[i+3], y0 ⊕ y1 ⊕ w[i+3], ...].
		PSHUFD(Imm(0xff), x, t)
		MOVO(y, tmp)
		PSLLDQ(Imm(4), tmp)
		PXOR(tmp, y)
		PXOR(t, y)
		MOVQ(y, Mem{Base: kEnc, Disp: 24*j + 16})
	}
	zeroTail(kEnc, 12)
	decSchedule(12, x)
}
