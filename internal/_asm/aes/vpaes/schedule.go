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

// schedule emits vpaesScheduleAsm, the twin of vpaesScheduleGeneric: it
// turns the standard expanded key w (FIPS 197 §5.2 bytes) into the vpaes
// encryption and decryption schedules described at vpaesKey. Each round
// key goes through the E or D basis change (two PSHUFB nibble lookups),
// the middle decryption keys first through InvMixColumns (FIPS 197
// §5.3.3: byte rotations within columns by PSHUFB, doubling by PADDB with
// the 0x1b reduction masked in by PCMPGTB), and into its round's view by
// one more PSHUFB. The loops run over the round number, which is public;
// so is the view table each round selects.
func schedule() {
	TEXT("vpaesScheduleAsm", NOSPLIT, "func(tab *[44][16]byte, w *[240]byte, rounds int, enc *[15][16]byte, dec *[15][16]byte)")
	Pragma("noescape")
	Doc("vpaesScheduleAsm derives the vpaes schedules of Nr = rounds from the standard expanded key w; rows past Nr are left alone.")
	rot1 := x86.Const128("vpRotCol1", 0x0407060500030201, 0x0c0f0e0d080b0a09) // row r of each column gets row r+1
	rot2 := x86.Const128("vpRotCol2", 0x0504070601000302, 0x0d0c0f0e09080b0a)
	rot3 := x86.Const128("vpRotCol3", 0x0605040702010003, 0x0e0d0c0f0a09080b)
	c1b := x86.Const128("vpBytes1b", 0x1b1b1b1b1b1b1b1b, 0x1b1b1b1b1b1b1b1b)
	c05 := x86.Const128("vpBytes05", 0x0505050505050505, 0x0505050505050505)

	w, enc, dec, r, last, off, view := RSI, RDI, RDX, R11, R10, R13, R12
	Load(Param("tab"), tabReg)
	Load(Param("w"), w)
	Load(Param("rounds"), last)
	Load(Param("enc"), enc)
	Load(Param("dec"), dec)
	MOVOU(tab(vpMask), mask)
	zero, r1, r2, r3, k1b, e5, s63 := X14, X13, X12, X11, X10, X9, X8
	PXOR(zero, zero)
	for _, c := range []struct {
		m Mem
		x VecPhysical
	}{{rot1, r1}, {rot2, r2}, {rot3, r3}, {c1b, k1b}, {tab(vpS63), s63}} {
		MOVOU(c.m, c.x) // held for the whole schedule
	}
	// E(0x05…): E is linear and 0x05 has no high nibble, so it is the low
	// table's entry 5 in every byte.
	MOVOU(c05, X0)
	MOVOU(tab(vpEncLo), e5)
	PSHUFB(X0, e5)

	// basis replaces x by the map of the nibble tables lo, hi (X6, X7
	// clobbered). It is like input in main.go without the round key: the
	// high-nibble row is loaded straight into x, which saves input's final
	// copy.
	basis := func(x VecPhysical, lo, hi int) {
		MOVO(x, X6)
		PSRLL(U8(4), X6)
		PAND(mask, X6)
		PAND(mask, x)
		MOVOU(tab(lo), X7)
		PSHUFB(x, X7)
		MOVOU(tab(hi), x)
		PSHUFB(X6, x)
		PXOR(X7, x)
	}
	// xtime replaces x by 2·x in every byte (t clobbered): bytes with the
	// top bit set are the negative ones, and get 0x1b.
	xtime := func(x, t VecPhysical) {
		MOVO(zero, t)
		PCMPGTB(x, t)
		PAND(k1b, t)
		PADDB(x, x)
		PXOR(t, x)
	}
	// toView shuffles x into the view of round r (in the register r) with
	// the table row final + r mod 4.
	toView := func(x VecPhysical, final int) {
		MOVQ(r, view)
		ANDQ(U8(3), view)
		SHLQ(U8(4), view)
		MOVOU(Mem{Base: tabReg, Index: view, Scale: 1, Disp: 16 * final}, X7)
		PSHUFB(X7, x)
	}

	// middleRounds runs body for r = 1..Nr−1 (r counts in r, Nr is in last).
	middleRounds := func(loop, done string, body func()) {
		MOVQ(U32(1), r)
		Label(loop)
		CMPQ(r, last)
		JAE(LabelRef(done))
		body()
		INCQ(r)
		JMP(LabelRef(loop))
		Label(done)
	}

	Comment("Encryption: enc[0] = E(w0); enc[r] = E(w_r ⊕ 0x63…) in view r;",
		"enc[Nr] = w_Nr ⊕ 0x63….")
	MOVOU(Mem{Base: w}, X0)
	basis(X0, vpEncLo, vpEncHi)
	MOVOU(X0, Mem{Base: enc})
	middleRounds("sched_enc", "sched_enc_done", func() {
		MOVQ(r, off)
		SHLQ(U8(4), off)
		MOVOU(Mem{Base: w, Index: off, Scale: 1}, X0)
		PXOR(s63, X0)
		basis(X0, vpEncLo, vpEncHi)
		toView(X0, vpDFinal) // the inverse of view r's final shuffle
		MOVOU(X0, Mem{Base: enc, Index: off, Scale: 1})
	})
	MOVQ(last, off)
	SHLQ(U8(4), off)
	MOVOU(Mem{Base: w, Index: off, Scale: 1}, X0)
	PXOR(s63, X0)
	MOVOU(X0, Mem{Base: enc, Index: off, Scale: 1})

	Comment("Decryption: dec[0] = D(w_Nr) ⊕ E(0x05…); dec[r] =",
		"D(InvMixColumns(w_{Nr-r})) ⊕ E(0x05…) in view r; dec[Nr] = w0.")
	MOVOU(Mem{Base: w, Index: off, Scale: 1}, X0)
	basis(X0, vpDecLo, vpDecHi)
	PXOR(e5, X0)
	MOVOU(X0, Mem{Base: dec})
	middleRounds("sched_dec", "sched_dec_done", func() {
		SUBQ(U8(16), off) // 16·(Nr−r)
		MOVOU(Mem{Base: w, Index: off, Scale: 1}, X0)
		Comment("InvMixColumns: 14·a_r + 11·a_{r+1} + 13·a_{r+2} + 9·a_{r+3}, as",
			"(8+4+2)a_r + rot1((8+2+1)a) + rot2((8+4+1)a) + rot3((8+1)a).")
		prev := X0
		for _, x := range []VecPhysical{X1, X2, X3} { // 2a, 4a, 8a
			MOVO(prev, x)
			xtime(x, X6)
			prev = x
		}
		MOVO(X3, X4)
		PXOR(X0, X4) // 9a
		MOVO(X4, X5)
		PXOR(X1, X5) // 11a
		PSHUFB(r1, X5)
		PXOR(X2, X4) // 13a
		PSHUFB(r2, X4)
		PXOR(X4, X5)
		MOVO(X3, X4)
		PXOR(X0, X4) // 9a
		PSHUFB(r3, X4)
		PXOR(X4, X5)
		PXOR(X2, X3)
		PXOR(X1, X3) // 14a
		PXOR(X3, X5)
		basis(X5, vpDecLo, vpDecHi)
		PXOR(e5, X5)
		toView(X5, vpEFinal)
		MOVQ(r, view)
		SHLQ(U8(4), view)
		MOVOU(X5, Mem{Base: dec, Index: view, Scale: 1})
	})
	MOVOU(Mem{Base: w}, X0)
	MOVQ(last, off)
	SHLQ(U8(4), off)
	MOVOU(X0, Mem{Base: dec, Index: off, Scale: 1})
	RET()
}
