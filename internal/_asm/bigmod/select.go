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

// tableLookupSSE2: z = entry idx of a table of size entries of n limbs,
// reading every entry. Eight limbs (four XMM accumulators) at a time, the
// entries in the inner loop, each entry's mask from a 32-bit lane compare
// of the running index with idx (all four lanes equal, so the mask is all
// ones or all zeros); leftover limbs two and then one at a time. SSE2 only,
// so it serves every amd64 tier.
func tableLookup() {
	TEXT("tableLookupSSE2", NOSPLIT, "func(z, tab *uint, n, size int, idx uint)")
	Doc("tableLookupSSE2 sets z[0:n] = tab[idx*n : idx*n+n], scanning all size entries (constant-time in idx).")
	z, tab, n, size, stride := RDI, RSI, RCX, R8, R9
	Load(Param("z"), z)
	Load(Param("tab"), tab)
	Load(Param("n"), n)
	Load(Param("size"), size)
	Load(Param("idx"), RAX)
	MOVQ(RAX, X15)
	PSHUFD(U8(0), X15, X15) // idx in four 32-bit lanes
	MOVL(U32(1), EAX)
	MOVQ(RAX, X14)
	PSHUFD(U8(0), X14, X14) // 1 in four lanes
	MOVQ(n, stride)
	SHLQ(U8(3), stride) // bytes per entry

	// width limbs per pass: 8 (four XMMs), 2 (one XMM), 1 (a GPR).
	pass := func(width int) {
		top, inner, done := x86.NewLabel("selpass"), x86.NewLabel("selinner"), x86.NewLabel("seldone")
		Commentf("%d limbs a pass: every entry is read and masked (all ones where entry = idx)", width)
		Label(top)
		CMPQ(n, U8(width))
		JB(LabelRef(done))
		regs := []VecPhysical{X0, X1, X2, X3}[:max(width/2, 1)]
		for _, r := range regs {
			PXOR(r, r)
		}
		XORQ(R10, R10) // accumulator for width 1
		PXOR(X13, X13) // running entry index
		MOVQ(tab, R11)
		MOVQ(size, R12)
		Label(inner)
		MOVO(X13, X12)
		PCMPEQL(X15, X12) // mask: all ones iff entry == idx
		if width == 1 {
			MOVQ(X12, RDX)
			ANDQ(q(R11, 0), RDX)
			ORQ(RDX, R10)
		} else {
			for k, r := range regs {
				MOVOU(q(R11, 16*k), X8)
				PAND(X12, X8)
				POR(X8, r)
			}
		}
		PADDL(X14, X13)
		ADDQ(stride, R11)
		DECQ(R12)
		JNZ(LabelRef(inner))
		if width == 1 {
			MOVQ(R10, q(z, 0))
		} else {
			for k, r := range regs {
				MOVOU(r, q(z, 16*k))
			}
		}
		ADDQ(U8(8*width), z)
		ADDQ(U8(8*width), tab)
		SUBQ(U8(width), n)
		JMP(LabelRef(top))
		Label(done)
	}
	pass(8)
	pass(2)
	pass(1)
	RET()
}

// tableLookupAVX2 is tableLookupSSE2 with 256-bit registers, for the ADX
// family on CPUs with AVX2: sixteen limbs (four YMM accumulators) at a
// time, then four (one YMM), then two (an XMM) and one (a GPR). The mask
// is a 64-bit lane compare of the running index with idx. VEX encodings
// throughout, and VZEROUPPER before returning.
func tableLookupAVX2() {
	TEXT("tableLookupAVX2", NOSPLIT, "func(z, tab *uint, n, size int, idx uint)")
	Doc("tableLookupAVX2 sets z[0:n] = tab[idx*n : idx*n+n], scanning all size entries (constant-time in idx).")
	z, tab, n, size, stride := RDI, RSI, RCX, R8, R9
	Load(Param("z"), z)
	Load(Param("tab"), tab)
	Load(Param("n"), n)
	Load(Param("size"), size)
	Load(Param("idx"), RAX)
	MOVQ(RAX, X15)
	VPBROADCASTQ(X15, Y15) // idx in four 64-bit lanes
	MOVL(U32(1), EAX)
	MOVQ(RAX, X14)
	VPBROADCASTQ(X14, Y14) // 1 in four lanes
	MOVQ(n, stride)
	SHLQ(U8(3), stride) // bytes per entry

	pass := func(width int) {
		top, inner, done := x86.NewLabel("vselpass"), x86.NewLabel("vselinner"), x86.NewLabel("vseldone")
		Commentf("%d limbs a pass: every entry is read and masked (all ones where entry = idx)", width)
		Label(top)
		CMPQ(n, U8(width))
		JB(LabelRef(done))
		var regs []VecPhysical
		switch {
		case width >= 4:
			regs = []VecPhysical{Y0, Y1, Y2, Y3}[:width/4]
		case width == 2:
			regs = []VecPhysical{X0}
		}
		for _, r := range regs {
			VPXOR(r, r, r)
		}
		XORQ(R10, R10)       // accumulator for width 1
		VPXOR(Y13, Y13, Y13) // running entry index
		MOVQ(tab, R11)
		MOVQ(size, R12)
		Label(inner)
		VPCMPEQQ(Y15, Y13, Y12) // mask: all ones iff entry == idx
		switch width {
		case 1:
			MOVQ(X12, RDX)
			ANDQ(q(R11, 0), RDX)
			ORQ(RDX, R10)
		case 2:
			VPAND(q(R11, 0), X12, X8)
			VPOR(X8, X0, X0)
		default:
			for k, r := range regs {
				VPAND(q(R11, 32*k), Y12, Y8)
				VPOR(Y8, r, r)
			}
		}
		VPADDQ(Y14, Y13, Y13)
		ADDQ(stride, R11)
		DECQ(R12)
		JNZ(LabelRef(inner))
		switch width {
		case 1:
			MOVQ(R10, q(z, 0))
		case 2:
			VMOVDQU(X0, q(z, 0))
		default:
			for k, r := range regs {
				VMOVDQU(r, q(z, 32*k))
			}
		}
		ADDQ(U8(8*width), z)
		ADDQ(U8(8*width), tab)
		SUBQ(U8(width), n)
		JMP(LabelRef(top))
		Label(done)
	}
	pass(16)
	pass(4)
	pass(2)
	pass(1)
	VZEROUPPER()
	RET()
}
