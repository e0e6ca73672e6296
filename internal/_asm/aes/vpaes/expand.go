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

// The FIPS 197 §5.2 key expansion with the vpaes S-box, the twin of
// vpaesFIPSKey: the same steps as the AES-NI expansion in _asm/hw, with
// SubWord done by the tier's SubBytes sequence on a register whose columns
// all hold the word (PSHUFB broadcasts it, rotated when the step needs
// RotWord). A register holds four words in memory order. There are no
// branches; every secret-dependent lookup is a PSHUFB of a register.

var (
	exRot, exRcon, exS63 = X11, X10, X12 // PSHUFB mask, Rcon in every column, 0x63…
	exState0, exState1   = X9, X8
)

var exRotWord3, exRotWord1, exRcon1, exRcon1b Mem

func expandConstants() {
	// RotWord of word 3 (bytes 13, 14, 15, 12).
	exRotWord3 = x86.Const128("vpRotWord3", 0x0c0f0e0d0c0f0e0d, 0x0c0f0e0d0c0f0e0d)
	// RotWord of word 1 (bytes 5, 6, 7, 4).
	exRotWord1 = x86.Const128("vpRotWord1", 0x0407060504070605, 0x0407060504070605)
	// Rcon[1] = 0x01 in the first byte of every column.
	exRcon1 = x86.Const128("vpRcon1", 0x0000000100000001, 0x0000000100000001)
	// Rcon[9] = 0x1b, where doubling leaves the byte.
	exRcon1b = x86.Const128("vpRcon1b", 0x0000001b0000001b, 0x0000001b0000001b)
}

// exSubBytes applies the S-box to every byte of X0 (X1..X4 clobbered).
func exSubBytes() {
	var s seq
	input(&s, blockA, vpEncLo, vpEncHi, -1)
	invert(&s, blockA)
	lookup(&s, blockA, vpSOU, X0, X1)
	emit(s)
	PXOR(exS63, X0)
}

// exPrefix replaces x = [a, b, c, d] by [a, a⊕b, a⊕b⊕c, a⊕b⊕c⊕d] (X5
// clobbered).
func exPrefix(x VecPhysical) {
	MOVO(x, X5)
	PSLLDQ(U8(4), X5)
	PXOR(X5, x)
	MOVO(x, X5)
	PSLLDQ(U8(8), X5)
	PXOR(X5, x)
}

// exSubRot sets X0 to SubWord(RotWord(word)) ⊕ Rcon in every column, the
// word chosen by exRot from src.
func exSubRot(src VecPhysical) {
	MOVO(src, X0)
	PSHUFB(exRot, X0)
	exSubBytes()
	PXOR(exRcon, X0)
}

func exHeader(bytes int) (key, w GPPhysical) {
	name := fmt.Sprintf("vpaesExpandKey%dAsm", 8*bytes)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(tab *[44][16]byte, key *[%d]byte, w *[240]byte)", bytes))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s writes the FIPS 197 expansion of an AES-%d key to w, zero past round key Nr.", name, 8*bytes))
	key, w = RAX, RDI
	Load(Param("tab"), tabReg)
	Load(Param("key"), key)
	Load(Param("w"), w)
	MOVOU(tab(vpMask), mask)
	MOVOU(tab(vpS63), exS63)
	MOVOU(exRotWord3, exRot)
	MOVOU(exRcon1, exRcon)
	return key, w
}

func exZeroTail(w GPPhysical, nr int) {
	PXOR(X0, X0)
	for off := 16 * (nr + 1); off < 240; off += 16 {
		MOVOU(X0, Mem{Base: w, Disp: off})
	}
}

func expand128() {
	key, w := exHeader(16)
	x := exState0
	MOVOU(Mem{Base: key}, x)
	MOVOU(x, Mem{Base: w})
	for r := 1; r <= 10; r++ {
		if r == 9 {
			MOVOU(exRcon1b, exRcon)
		}
		exSubRot(x)
		exPrefix(x)
		PXOR(X0, x)
		MOVOU(x, Mem{Base: w, Disp: 16 * r})
		PSLLL(U8(1), exRcon)
	}
	exZeroTail(w, 10)
	RET()
}

// expand256 alternates the Rcon steps with the SubWord-only steps of Nk = 8
// (the latter broadcast word 3 with PSHUFD). expand192 below has the same
// loop for Nk = 6, but its second state holds two words, not four, and it
// has no SubWord-only step (FIPS 197 §5.2 applies it only for Nk > 6), so
// its stores, strides and second-half update differ.
func expand256() {
	key, w := exHeader(32)
	x0, x1 := exState0, exState1
	MOVOU(Mem{Base: key}, x0)
	MOVOU(Mem{Base: key, Disp: 16}, x1)
	MOVOU(x0, Mem{Base: w})
	MOVOU(x1, Mem{Base: w, Disp: 16})
	for k := 1; k <= 7; k++ {
		exSubRot(x1)
		exPrefix(x0)
		PXOR(X0, x0)
		MOVOU(x0, Mem{Base: w, Disp: 32 * k})
		if k == 7 {
			break
		}
		PSLLL(U8(1), exRcon)
		PSHUFD(U8(0xff), x0, X0)
		exSubBytes()
		exPrefix(x1)
		PXOR(X0, x1)
		MOVOU(x1, Mem{Base: w, Disp: 32*k + 16})
	}
	RET()
}

// expand192 works in steps of Nk = 6 words, as the AES-NI expand192 in
// ../hw/keyschedule.go does, step for step: x holds w[i-6..i-3], the low
// half of y w[i-2], w[i-1]; y's upper half carries garbage no later step
// reads. The two stay apart because SubWord differs (PSHUFB and
// AESENCLAST there, the vpaes S-box here).
func expand192() {
	key, w := exHeader(24)
	MOVOU(exRotWord1, exRot)
	x, y := exState0, exState1
	MOVOU(Mem{Base: key}, x)
	MOVQ(Mem{Base: key, Disp: 16}, y)
	MOVOU(x, Mem{Base: w})
	MOVQ(y, Mem{Base: w, Disp: 16})
	for j := 1; j <= 8; j++ {
		exSubRot(y)
		exPrefix(x)
		PXOR(X0, x)
		MOVOU(x, Mem{Base: w, Disp: 24 * j})
		if j == 8 {
			break
		}
		PSLLL(U8(1), exRcon)
		PSHUFD(U8(0xff), x, X0)
		MOVO(y, X5)
		PSLLDQ(U8(4), X5)
		PXOR(X5, y)
		PXOR(X0, y)
		MOVQ(y, Mem{Base: w, Disp: 24*j + 16})
	}
	exZeroTail(w, 12)
	RET()
}
