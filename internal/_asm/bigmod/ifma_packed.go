// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// ammPacked20x2 is the paired 20-limb AMM with both products packed into
// five registers (the RSA-2048 CRT kernel until the static-accumulator
// kernel of ifma_static.go replaced it; kept, with its squaring chain, as a
// reference that the tests run against the Go twin): 0-1 hold limbs 0-15 of the first, 3-4 limbs 0-15 of the
// second, and register 2 limbs 16-19 of both (lanes 0-3 and 4-7). Side by
// side in three registers each they would need 24 multiply-adds per step,
// packed 20. Register 2 mixes the two: its multipliers are blends of both
// broadcasts, and its lane shift clears lane 3 so the second product's limb
// 16 does not slide into the first; register 4 takes that limb instead
// (VPERMT2Q). Each product's limb 0 is lane 0 of a register, so the scalar
// part reads it with one move, without a lane extraction.
//
// Measured (min of 200 interleaved runs of 2000 calls, this machine): about
// 193 ns a pair against 197 ns for the previous layout (lanes 0-19 and
// 20-39, one accumulator). Variants that did not help, for the record:
// reading limb 1 before the shift (VPEXTRQ), a[0]·b[i] precomputed by IFMA,
// u broadcast from memory, the carry out of limb 0 computed in scalar code
// so that no vector result feeds the next u, and two 40-limb products
// paired with memory operands. Dropping the shifts (wrong results) saved
// 20%, dropping half of the multiply-adds only 5%: the loop is bound by the
// shift/broadcast port more than by IFMA (two zmm multiply-adds per cycle).
//
// After the loop the registers are rearranged to lanes 0-19 first product,
// 20-39 second, for one carry propagation over all 40 lanes. No carry ever
// crosses from lane 19 to lane 20: each product is below 2^1040, so lane 19
// of the first, with every carry it receives, stays below 2⁵² (a larger lane
// would make the number at least 2^1040).
func ammPacked20x2() {
	TEXT("ammIFMA20x2p", 0, "func(z, a, b, m *uint64, k0 uint64, z2, a2, b2, m2 *uint64, k02 uint64)")
	Doc("ammIFMA20x2p computes z = AMM(a, b) mod m and z2 = AMM(a2, b2) mod m2 for",
		"20-limb operands, packed side by side in 40 lanes.")
	ammPacked20x2Body(false)
}

// ammPacked20x2Sqr is ammPacked20x2 repeated n ≥ 1 times on its own
// output, z = AMM(z, z), for the squarings of an exponentiation window:
// one call instead of n saves the Go calls and the kernel's set-up.
func ammPacked20x2Sqr() {
	TEXT("ammIFMA20x2sqr", 0, "func(z, m *uint64, k0 uint64, z2, m2 *uint64, k02 uint64, n int)")
	Doc("ammIFMA20x2sqr sets z = AMM(z, z) mod m and z2 = AMM(z2, z2) mod m2, n times,",
		"for 20-limb operands (n ≥ 1).")
	ammPacked20x2Body(true)
}

var shiftIdx *Mem

// packedShiftIdx is the VPERMT2Q index for register 4's shift: lanes 1-7
// of the register, then lane 4 of the second table (register 2).
func packedShiftIdx() Mem {
	if shiftIdx == nil {
		m := GLOBL("ifmaPackedShiftIdx", RODATA|NOPTR)
		for i := 0; i < 8; i++ {
			v := i + 1
			if i == 7 {
				v = 8 + 4
			}
			DATA(8*i, U64(v))
		}
		shiftIdx = &m
	}
	return *shiftIdx
}

func ammPacked20x2Body(sqr bool) {
	const K = 5
	acc := []VecPhysical{Z0, Z1, Z2, Z3, Z4}
	A := []VecPhysical{Z5, Z6, Z7, Z8, Z9}
	M := []VecPhysical{Z10, Z11, Z12, Z13, Z14}
	BIa, BIb, BIm, Ua, Ub, Um := Z15, Z16, Z17, Z18, Z19, Z20
	MASK, ZERO, T, IDX := Z21, Z22, Z23, Z24
	// With split, the m·u products accumulate apart from the a·b products
	// (accM), so each register's chain per step is two multiply-adds and a
	// shift instead of four and a shift; they are added after the loop.
	accM := acc
	if packedSplit {
		accM = []VecPhysical{Z25, Z26, Z27, Z28, Z29}
	}

	frame := AllocLocal(8*12 + 8)
	nSlot := frame.Offset(8 * 12) // squarings left (sqr)
	slot := func(w, i int) Mem { return frame.Offset(48*w + 8*i) }
	// slots per way: 0 z, 1 a, 2 m, 3 a[0], 4 m[0], 5 k0
	bp := []GPPhysical{RBX, R13}
	r0 := []GPPhysical{R12, R14}
	cnt, lo, hi, lo2, hi2, u, maskR := R11, R8, R9, R10, RSI, RDI, R15
	for w, sfx := range []string{"", "2"} {
		Load(Param("z"+sfx), RAX)
		MOVQ(RAX, slot(w, 0))
		if !sqr {
			Load(Param("a"+sfx), RAX)
		}
		MOVQ(RAX, slot(w, 1))
		Load(Param("m"+sfx), RCX)
		MOVQ(RCX, slot(w, 2))
		MOVQ(q(RCX, 0), RDX)
		MOVQ(RDX, slot(w, 4))
		Load(Param("k0"+sfx), RDX)
		MOVQ(RDX, slot(w, 5))
		if !sqr {
			Load(Param("b"+sfx), bp[w])
		}
	}
	outer := label("ammpsqr")
	if sqr {
		Load(Param("n"), RAX)
		MOVQ(RAX, nSlot)
		Label(outer)
	}
	for w := 0; w < 2; w++ {
		MOVQ(slot(w, 1), RAX)
		MOVQ(q(RAX, 0), RDX)
		MOVQ(RDX, slot(w, 3))
		if sqr {
			MOVQ(RAX, bp[w]) // b = a = z
		}
		XORQ(r0[w], r0[w])
	}
	// Pack: registers 0-1 hold limbs 0-15 of the first operand, 3-4 limbs
	// 0-15 of the second, register 2 limbs 16-19 of the first (lanes 0-3)
	// and of the second (lanes 4-7). Each product's limb 0 thus sits in
	// lane 0 of a register, where the scalar part reads it fastest.
	pack := func(dst []VecPhysical, first, second Mem) {
		VMOVDQU64(first.Offset(0), dst[0])
		VMOVDQU64(first.Offset(64), dst[1])
		VMOVDQU64(first.Offset(128), dst[2]) // limbs 16-19, then zero padding
		VMOVDQU64(second.Offset(128), T)
		VSHUFI64X2(U8(0x44), T, dst[2], dst[2]) // lanes 4-7 = second[16..19]
		VMOVDQU64(second.Offset(0), dst[3])
		VMOVDQU64(second.Offset(64), dst[4])
	}
	MOVQ(slot(0, 1), RAX)
	MOVQ(slot(1, 1), RCX)
	pack(A, Mem{Base: RAX}, Mem{Base: RCX})
	MOVQ(slot(0, 2), RAX)
	MOVQ(slot(1, 2), RCX)
	pack(M, Mem{Base: RAX}, Mem{Base: RCX})
	for k := 0; k < K; k++ {
		VPXORQ(acc[k], acc[k], acc[k])
		if packedSplit {
			VPXORQ(accM[k], accM[k], accM[k])
		}
	}
	// IDX shifts register 4 down one lane, taking lane 4 of register 2
	// (the second product's limb 16) into its top lane. A constant, not
	// built on the stack: a 64-byte load of eight fresh 8-byte stores
	// cannot be store-forwarded and stalls.
	VMOVDQU64(packedShiftIdx(), IDX)
	VPXORQ(ZERO, ZERO, ZERO)
	MOVQ(U64(1<<52-1), maskR)
	VPBROADCASTQ(maskR, MASK)
	// K4 = lanes 4-7 (the second product's part of register 2), K5 = all
	// lanes but 3 (lane 19 is cleared by the shift).
	MOVL(U32(0xf0), EAX)
	KMOVB(EAX, K4)
	MOVL(U32(0xf7), EAX)
	KMOVB(EAX, K5)
	MOVQ(U32(20), cnt)

	loop := label("ammploop")
	Label(loop)
	BI := []VecPhysical{BIa, BIb}
	U := []VecPhysical{Ua, Ub}
	for w := 0; w < 2; w++ {
		MOVQ(q(bp[w], 0), RDX)
		VPBROADCASTQ(q(bp[w], 0), BI[w])
		MULXQ(slot(w, 3), lo, hi) // a[0]·b[i]
		ADDQ(r0[w], lo)
		ADCQ(U8(0), hi)
		MOVQ(lo, u)
		IMULQ(slot(w, 5), u)
		ANDQ(maskR, u)
		VPBROADCASTQ(u, U[w])
		MOVQ(u, RDX)
		MULXQ(slot(w, 4), lo2, hi2) // m[0]·u
		ADDQ(lo2, lo)
		ADCQ(hi2, hi)
		SHRQ(U8(52), hi, lo) // carry out of lane 0
		MOVQ(lo, r0[w])
	}
	VPBLENDMQ(BIb, BIa, K4, BIm)
	VPBLENDMQ(Ub, Ua, K4, Um)
	bi := []VecPhysical{BIa, BIa, BIm, BIb, BIb}
	us := []VecPhysical{Ua, Ua, Um, Ub, Ub}
	for k := 0; k < K; k++ {
		VPMADD52LUQ(A[k], bi[k], acc[k])
	}
	for k := 0; k < K; k++ {
		VPMADD52LUQ(M[k], us[k], accM[k])
	}
	if !packedSplit {
		// Limb 1 before the shift is limb 0 after it: read it straight
		// away (latency-bound here) rather than after the shift.
		VPEXTRQ(U8(1), acc[0].AsX(), RDX)
		ADDQ(RDX, r0[0])
		VPEXTRQ(U8(1), acc[3].AsX(), RDX)
		ADDQ(RDX, r0[1])
	}
	// Shift each product down one limb. Order matters: each shift reads
	// the next register's lanes before that register is shifted. Lane 3 of
	// register 2 would receive the second product's limb 16 (K5 clears it).
	shift := func(r []VecPhysical) {
		VALIGNQ(U8(1), r[0], r[1], r[0])
		VALIGNQ(U8(1), r[1], r[2], r[1])
		VALIGNQ(U8(1), r[3], r[4], r[3])
		VPERMT2Q(r[2], IDX, r[4])
		VALIGNQ_Z(U8(1), r[2], ZERO, K5, r[2])
	}
	shift(acc)
	if packedSplit {
		shift(accM)
		// Limb 0 after the shift, both halves summed in one lane: two
		// single-port moves instead of four two-uop lane extractions (the
		// split loop is bound by the two vector ports, not by latency).
		for w, r := range []int{0, 3} {
			VPADDQ(acc[r].AsX(), accM[r].AsX(), T.AsX())
			VMOVQ(T.AsX(), RDX)
			ADDQ(RDX, r0[w])
		}
	}
	for k := 0; k < K; k++ {
		VPMADD52HUQ(A[k], bi[k], acc[k])
	}
	for k := 0; k < K; k++ {
		VPMADD52HUQ(M[k], us[k], accM[k])
	}
	ADDQ(U8(8), bp[0])
	ADDQ(U8(8), bp[1])
	DECQ(cnt)
	JNZ(LabelRef(loop))

	if packedSplit {
		for k := 0; k < K; k++ {
			VPADDQ(accM[k], acc[k], acc[k])
		}
	}
	// Back to lanes 0-19 first product, 20-39 second, for the carry
	// propagation: register 2 = its lanes 0-3 and register 3's 0-3, 3 =
	// register 3's lanes 4-7 and 4's 0-3, 4 = register 4's 4-7 and 2's 4-7.
	VALIGNQ(U8(4), acc[3], acc[4], T)
	VSHUFI64X2(U8(0xee), acc[2], acc[4], acc[4])
	VSHUFI64X2(U8(0x44), acc[3], acc[2], acc[2])
	VMOVDQA64(T, acc[3])
	// Lane 0 of each product is its r0.
	MOVL(U32(1), EAX)
	KMOVB(EAX, K1)
	MOVL(U32(0x10), EAX)
	KMOVB(EAX, K6)
	VPBROADCASTQ(r0[0], K1, acc[0])
	VPBROADCASTQ(r0[1], K6, acc[2])
	// Normalise all 40 lanes at once, then unpack.
	normalizeRegs(acc, A, MASK, ZERO)
	MOVQ(slot(0, 0), RDI)
	VMOVDQU64(acc[0], q(RDI, 0))
	VMOVDQU64(acc[1], q(RDI, 64))
	MOVL(U32(0x0f), EAX)
	KMOVB(EAX, K1)
	VMOVDQA64_Z(acc[2], K1, T)
	VMOVDQU64(T, q(RDI, 128))
	MOVQ(slot(1, 0), RDI)
	VALIGNQ(U8(4), acc[2], acc[3], T)
	VMOVDQU64(T, q(RDI, 0))
	VALIGNQ(U8(4), acc[3], acc[4], T)
	VMOVDQU64(T, q(RDI, 64))
	VALIGNQ(U8(4), acc[4], ZERO, T)
	VMOVDQU64(T, q(RDI, 128))
	if sqr {
		DECQ(nSlot)
		JNZ(LabelRef(outer))
	}
	VZEROUPPER()
	RET()
}

// normalizeRegs is the carry propagation of normalize, in registers, for
// up to 64 lanes; the caller stores the result.
// packedSplit: accumulate a·b and m·u in separate registers.
const packedSplit = true

func normalizeRegs(acc, C []VecPhysical, MASK, ZERO VecPhysical) {
	K := len(acc)
	for k := 0; k < K; k++ {
		VPSRLQ(U8(52), acc[k], C[k])
		VPANDQ(MASK, acc[k], acc[k])
	}
	for k := K - 1; k >= 0; k-- {
		lo := ZERO
		if k > 0 {
			lo = C[k-1]
		}
		VALIGNQ(U8(7), lo, C[k], C[k])
	}
	for k := 0; k < K; k++ {
		VPADDQ(C[k], acc[k], acc[k])
	}
	g, p, t := R12, R13, R14
	XORQ(g, g)
	XORQ(p, p)
	for k := 0; k < K; k++ {
		VPCMPUQ(U8(6), MASK, acc[k], K2)
		VPCMPUQ(U8(0), MASK, acc[k], K3)
		KMOVB(K2, t.As32())
		SHLQ(U8(8*k), t)
		ORQ(t, g)
		KMOVB(K3, t.As32())
		SHLQ(U8(8*k), t)
		ORQ(t, p)
	}
	SHLQ(U8(1), g)
	ADDQ(p, g)
	XORQ(p, g)
	for k := 0; k < K; k++ {
		MOVQ(g, t)
		SHRQ(U8(8*k), t)
		KMOVB(t.As32(), K2)
		VPSUBQ(MASK, acc[k], K2, acc[k])
		VPANDQ(MASK, acc[k], acc[k])
	}
}
