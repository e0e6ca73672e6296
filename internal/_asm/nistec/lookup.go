// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// lookupAffine writes name(out *[words]uint64, table *[16][words]uint64,
// idx uint64): out = table[idx−1] for 1 ≤ idx ≤ 16 and zero for idx = 0,
// reading all 16 entries and keeping one under a mask made by comparing
// idx with each entry's number (SSE2, baseline on amd64). Constant time:
// no branch or address depends on idx.
func lookupAffine(name string, words int) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(out *[%d]uint64, table *[16][%d]uint64, idx uint64)", words, words))
	Doc(name + " sets out to entry idx−1 of table (zero for idx = 0) with a full masked scan (SSE2). Constant time.")
	if words%2 != 0 {
		panic("lookupAffine: odd word count")
	}
	vecs := words / 2
	table := Load(Param("table"), GP64())
	idx := Load(Param("idx"), GP64())
	// idx and the running entry number in all four 32-bit lanes, so one
	// PCMPEQL gives a uniform all-ones or all-zeros mask (both are ≤ 16).
	xIdx, xCnt, xOne := XMM(), XMM(), XMM()
	MOVQ(idx, xIdx)
	PSHUFD(U8(0), xIdx, xIdx)
	one := GP64()
	MOVQ(U32(1), one)
	MOVQ(one, xOne)
	PSHUFD(U8(0), xOne, xOne)
	PXOR(xCnt, xCnt)
	acc := make([]VecVirtual, vecs)
	for k := range acc {
		acc[k] = XMM()
		PXOR(acc[k], acc[k])
	}
	mask, tmp := XMM(), XMM()
	for j := 0; j < 16; j++ {
		PADDL(xOne, xCnt) // entry number j+1
		MOVOU(xCnt, mask)
		PCMPEQL(xIdx, mask)
		for k := 0; k < vecs; k++ {
			MOVOU(Mem{Base: table, Disp: 8 * (words*j + 2*k)}, tmp)
			PAND(mask, tmp)
			POR(tmp, acc[k])
		}
	}
	out := Load(Param("out"), GP64())
	for k := 0; k < vecs; k++ {
		MOVOU(acc[k], Mem{Base: out, Disp: 16 * k})
	}
	RET()
}

// lookupAffineAVX2 writes name with lookupAffine's contract and scan, in
// 256-bit registers (a 128-bit one for a trailing pair of words): one
// VPAND with the entry in memory and one VPOR per 32 bytes, a third of
// the SSE2 scan's instructions. Constant time: every entry is read, and
// idx only shapes the mask.
func lookupAffineAVX2(name string, words int) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(out *[%d]uint64, table *[16][%d]uint64, idx uint64)", words, words))
	Doc(name + " sets out to entry idx−1 of table (zero for idx = 0) with a full masked scan (AVX2). Constant time.")
	if words%2 != 0 {
		panic("lookupAffineAVX2: odd word count")
	}
	wide, half := words/4, words%4 != 0
	table := Load(Param("table"), GP64())
	idx := Load(Param("idx"), GP64())
	// As in lookupAffine: idx and the entry number in every 32-bit lane
	// (both fit), so VPCMPEQD gives a uniform all-ones or all-zeros mask.
	xIdx, one := XMM(), XMM()
	VMOVQ(idx, xIdx)
	yIdx, yCnt, yOne := YMM(), YMM(), YMM()
	VPBROADCASTD(xIdx, yIdx)
	k := GP64()
	MOVQ(U32(1), k)
	VMOVQ(k, one)
	VPBROADCASTD(one, yOne)
	VPXOR(yCnt, yCnt, yCnt)
	acc := make([]VecVirtual, wide)
	for i := range acc {
		acc[i] = YMM()
		VPXOR(acc[i], acc[i], acc[i])
	}
	var accHalf VecVirtual
	if half {
		accHalf = XMM()
		VPXOR(accHalf, accHalf, accHalf)
	}
	mask, tmp := YMM(), YMM()
	for j := 0; j < 16; j++ {
		VPADDD(yOne, yCnt, yCnt) // entry number j+1
		VPCMPEQD(yIdx, yCnt, mask)
		for i := 0; i < wide; i++ {
			VPAND(Mem{Base: table, Disp: 8 * (words*j + 4*i)}, mask, tmp)
			VPOR(tmp, acc[i], acc[i])
		}
		if half {
			// The low half of the mask, as an XMM register of the same number.
			xm, xt := mask.AsX(), tmp.AsX()
			VPAND(Mem{Base: table, Disp: 8 * (words*j + 4*wide)}, xm, xt)
			VPOR(xt, accHalf, accHalf)
		}
	}
	out := Load(Param("out"), GP64())
	for i := 0; i < wide; i++ {
		VMOVDQU(acc[i], Mem{Base: out, Disp: 32 * i})
	}
	if half {
		VMOVDQU(accHalf, Mem{Base: out, Disp: 32 * wide})
	}
	VZEROUPPER()
	RET()
}
