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

// AVX-512 IFMA almost-Montgomery multiplication in radix 2⁵².
//
// A number of n limbs (n = 20 for 1024-bit moduli, 40 for 2048-bit) lives in
// K = ⌈n/8⌉ zmm registers, one 52-bit limb per 64-bit lane, padded with zero
// lanes. VPMADD52LUQ/VPMADD52HUQ add the low/high 52 bits of 52×52-bit lane
// products to 64-bit accumulators, so one word-by-word Montgomery step for
// multiplier limb b[i] is:
//
//	u    = (acc[0] + a[0]·b[i])·k0 mod 2⁵²     (scalar: makes lane 0 ≡ 0)
//	acc += lo(a·b[i]) + lo(m·u)                  (lane j gets product j's low half)
//	acc  = acc / 2⁵² by lanes: lane 0's value >> 52 is carried into lane 1,
//	       then every lane moves down one (VALIGNQ across the K registers)
//	acc += hi(a·b[i]) + hi(m·u)                  (product j's high half
//	                                              belongs to lane j+1, now j)
//
// Lanes are not normalised inside the loop: each gains < 4·2⁵² per step, so
// after n ≤ 40 steps they stay below 2⁶⁰. At the end two rounds of carry
// propagation make every lane a 52-bit limb again: a vector shift-and-add,
// then the at-most-one carries resolved all at once with mask arithmetic
// (generate and propagate bits as an integer addition), without a branch.
//
// The result is (a·b + q·m)/2^(52n) for the q the steps chose: below 2m
// whenever a, b < 2m and 4m < 2^(52n), the almost-Montgomery bound, so
// exponentiation needs no subtraction between steps.

func ifma() {
	// Moduli of 1024, 1536, 2048, 3072 and 4096 bits: the CRT halves of
	// RSA-2048/3072/4096 and the public moduli of RSA-2048/3072/4096.
	for _, n := range []int{20, 30, 40, 60, 80} {
		amm(fmt.Sprintf("ammIFMA%d", n), n, 1)
	}
	amm("ammIFMA30x2", 30, 2)
	ammStatic20x2(false)
	ammStatic20x2(true)
	for _, k := range []int{3, 4, 5, 8, 10} {
		ifmaSelect(fmt.Sprintf("ifmaSelect%d", 8*k), k)
	}
	ifmaSelectPair24()
}

func zr(i int) VecPhysical {
	return []VecPhysical{Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7, Z8, Z9, Z10, Z11, Z12, Z13, Z14, Z15,
		Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29, Z30, Z31}[i]
}

// amm emits ways independent almost-Montgomery multiplications of n-limb
// numbers, interleaved instruction by instruction so that one's latency
// chain hides behind the other's (RSA-CRT multiplies mod p and mod q in
// lockstep). That pays where a step is latency-bound (12 multiply-adds
// against a ~20-cycle chain at 20 limbs); at 40 limbs one product already
// keeps the multiplier busy (20 multiply-adds), and a pair, whose operands
// no longer fit in registers, is slower than two singles, so only
// ammIFMA30x2 is generated this way (20 limbs has ammStatic20x2, in
// ifma_static.go). A 256-bit form, four lanes per register, is slower,
// single and paired.
//
// The chain that bounds a step is: lane 0 → u → broadcast → low products →
// lane shift → next lane 0. Lane 0 is therefore tracked in a scalar
// register r0, exactly: with MULX, r0 + a[0]·b[i] + m[0]·u is formed as a
// 128-bit number whose low 52 bits are zero, and its top part (the carry
// out of lane 0, including both high halves that the vector code also adds
// to lane 0) plus the vector's new lane 0, read right after the shift and
// before the high halves are added, is the next r0. The vector's own lane 0
// is never read otherwise; after the loop r0 is written back into it.
func amm(name string, n, ways int) {
	K := (n + 7) / 8
	sig := "func(z, a, b, m *uint64, k0 uint64)"
	if ways == 2 {
		sig = "func(z, a, b, m *uint64, k0 uint64, z2, a2, b2, m2 *uint64, k02 uint64)"
	}
	TEXT(name, 0, sig)
	if ways == 1 {
		Doc(fmt.Sprintf("%s sets z = (a·b + q·m)/2^%d, the almost-Montgomery product of", name, 52*n),
			fmt.Sprintf("%d-limb radix-2⁵² numbers (%d lanes, zero-padded), below 2m when a, b < 2m.", n, 8*K),
			"k0 = -m⁻¹ mod 2⁵². z may alias a and b. Requires AVX-512F/DQ, IFMA and BMI2.")
	} else {
		Doc(fmt.Sprintf("%s computes two independent %d-limb almost-Montgomery products,", name, n),
			"z = AMM(a, b) mod m and z2 = AMM(a2, b2) mod m2, interleaved.")
	}
	// Registers: per way ACC (K), BI, U, and A, M (K each) when they fit;
	// otherwise A and M are memory operands.
	inRegs := ways*(3*K+2)+3 <= 32
	next := 0
	alloc := func() VecPhysical { v := zr(next); next++; return v }
	type way struct {
		acc, a, m                       []VecPhysical
		bi, u                           VecPhysical
		bp, r0                          Register
		zSlot, aSlot, mSlot, a0, m0, k0 Mem
	}
	ws := make([]*way, ways)
	suffix := []string{"", "2"}
	frame := AllocLocal(8 * 6 * ways)
	for w := range ws {
		W := &way{}
		for k := 0; k < K; k++ {
			W.acc = append(W.acc, alloc())
		}
		if inRegs {
			for k := 0; k < K; k++ {
				W.a = append(W.a, alloc())
				W.m = append(W.m, alloc())
			}
		}
		W.bi, W.u = alloc(), alloc()
		W.zSlot = frame.Offset(48*w + 0)
		W.aSlot = frame.Offset(48*w + 8)
		W.mSlot = frame.Offset(48*w + 16)
		W.a0 = frame.Offset(48*w + 24)
		W.m0 = frame.Offset(48*w + 32)
		W.k0 = frame.Offset(48*w + 40)
		ws[w] = W
	}
	MASK, ZERO := alloc(), alloc()
	_ = ZERO
	// GPRs: b pointers and r0 per way; scratch shared.
	ws[0].bp, ws[0].r0 = RBX, R12
	if ways == 2 {
		ws[1].bp, ws[1].r0 = R13, R14
	}
	cnt, lo, hi, lo2, hi2, u, maskR := R11, R8, R9, R10, RSI, RDI, R15
	for w, W := range ws {
		sfx := suffix[w]
		Load(Param("z"+sfx), RAX)
		MOVQ(RAX, W.zSlot)
		Load(Param("a"+sfx), RAX)
		MOVQ(RAX, W.aSlot)
		Load(Param("m"+sfx), RCX)
		MOVQ(RCX, W.mSlot)
		Load(Param("b"+sfx), W.bp)
		Load(Param("k0"+sfx), RDX)
		MOVQ(RDX, W.k0)
		MOVQ(q(RAX, 0), RDX)
		MOVQ(RDX, W.a0)
		MOVQ(q(RCX, 0), RDX)
		MOVQ(RDX, W.m0)
		for k := 0; k < K; k++ {
			if inRegs {
				VMOVDQU64(q(RAX, 64*k), W.a[k])
				VMOVDQU64(q(RCX, 64*k), W.m[k])
			}
			VPXORQ(W.acc[k], W.acc[k], W.acc[k])
		}
		XORQ(W.r0, W.r0)
	}
	VPXORQ(ZERO, ZERO, ZERO)
	MOVQ(U64(1<<52-1), maskR)
	VPBROADCASTQ(maskR, MASK)
	MOVQ(U32(n), cnt)
	// Without room in registers, A and M are copied to the frame and read
	// as SP-relative memory operands (no pointer registers needed).
	var amLocal Mem
	if !inRegs {
		amLocal = AllocLocal(ways * 2 * K * 64)
		for w, W := range ws {
			MOVQ(W.aSlot, RAX)
			MOVQ(W.mSlot, RCX)
			for k := 0; k < K; k++ {
				VMOVDQU64(q(RAX, 64*k), W.bi)
				VMOVDQU64(W.bi, amLocal.Offset((2*w*K+k)*64))
				VMOVDQU64(q(RCX, 64*k), W.u)
				VMOVDQU64(W.u, amLocal.Offset(((2*w+1)*K+k)*64))
			}
		}
	}
	src := func(W *way, w int, isM bool, k int) Op {
		if inRegs {
			if isM {
				return W.m[k]
			}
			return W.a[k]
		}
		if isM {
			return amLocal.Offset(((2*w+1)*K + k) * 64)
		}
		return amLocal.Offset((2*w*K + k) * 64)
	}

	loop := x86.NewLabel("ammloop")
	// halves adds the low (VPMADD52LUQ) or high (VPMADD52HUQ) halves of
	// a·b[i], then of m·u, to every way's accumulators.
	halves := func(madd func(...Op)) {
		for _, isM := range []bool{false, true} {
			for w, W := range ws {
				mul := W.bi
				if isM {
					mul = W.u
				}
				for k := 0; k < K; k++ {
					madd(src(W, w, isM, k), mul, W.acc[k])
				}
			}
		}
	}
	Comment("Step i of n (AMM, radix 2⁵²): acc = (acc + a·b[i] + m·u) / 2⁵²,",
		"u = (acc[0] + a[0]·b[i])·k0 mod 2⁵², low halves, lane shift, high halves.")
	Label(loop)
	for w, W := range ws {
		_ = w
		Commentf("way %d: scalar lane 0", w)
		MOVQ(q(W.bp, 0), RDX)
		VPBROADCASTQ(q(W.bp, 0), W.bi)
		MULXQ(W.a0, lo, hi) // a[0]·b[i]
		ADDQ(W.r0, lo)
		ADCQ(U8(0), hi)
		MOVQ(lo, u)
		IMULQ(W.k0, u)
		ANDQ(maskR, u) // u = (r0 + a[0]·b[i])·k0 mod 2⁵²
		VPBROADCASTQ(u, W.u)
		MOVQ(u, RDX)
		MULXQ(W.m0, lo2, hi2) // m[0]·u
		ADDQ(lo2, lo)
		ADCQ(hi2, hi)
		SHRQ(U8(52), hi, lo) // lo = (hi:lo) >> 52, the carry out of lane 0
		MOVQ(lo, W.r0)
	}
	Comment("low halves of a·b[i] and m·u")
	halves(VPMADD52LUQ)
	Comment("divide by 2⁵²: every lane down by one; lane 1 joins r0")
	for _, W := range ws {
		for k := 0; k < K; k++ {
			hiv := ZERO
			if k+1 < K {
				hiv = W.acc[k+1]
			}
			VALIGNQ(U8(1), W.acc[k], hiv, W.acc[k]) // lanes down by one
		}
		VMOVQ(W.acc[0].AsX(), RDX)
		ADDQ(RDX, W.r0) // next lane 0, before this step's high halves
	}
	Comment("high halves of a·b[i] and m·u, one lane lower")
	halves(VPMADD52HUQ)
	for _, W := range ws {
		ADDQ(U8(8), W.bp)
	}
	DECQ(cnt)
	JNZ(LabelRef(loop))

	Comment("Lane 0 is r0; the vector's lane 0 lacks lane 0's low carry.")
	MOVQ(U32(1), RAX)
	KMOVB(EAX, K1)
	for _, W := range ws {
		VPBROADCASTQ(W.r0, K1, W.acc[0])
	}
	Comment("Normalise each way. C registers: the A registers, or free ones.")
	for w, W := range ws {
		var C []VecPhysical
		if inRegs {
			C = W.a
		} else {
			for k := 0; k < K; k++ {
				C = append(C, alloc())
			}
		}
		normalize(W.acc, C, MASK, ZERO, W.zSlot, w)
	}
	VZEROUPPER()
	RET()
}

// normalize makes every lane of acc a 52-bit limb (carrying upward) and
// stores acc at the pointer in zSlot. Two rounds: lane j keeps its low 52
// bits and receives lane j-1's high bits (≤ 2¹², so lanes end below 2⁵³);
// then a lane ≥ 2⁵² generates a carry of exactly 1 and a lane equal to
// 2⁵²-1 propagates one. As bit masks over all lanes, g and p, the carry
// into each lane is ((g<<1) + p) ^ p: the integer addition runs the
// propagation (g<<1 and a carry arriving there are never both set).
func normalize(acc, C []VecPhysical, MASK, ZERO VecPhysical, zSlot Mem, w int) {
	Comment("normalize: each lane keeps 52 bits and takes the lane below's high bits,",
		"then the carries as bit masks: carry-in = ((g<<1) + p) ^ p")
	normalizeLanes(acc, C, MASK, ZERO, &zSlot)
}

// normalizeLanes is normalize without the comment; it stores acc at the
// pointer in *zSlot unless zSlot is nil.
func normalizeLanes(acc, C []VecPhysical, MASK, ZERO VecPhysical, zSlot *Mem) {
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
		VALIGNQ(U8(7), lo, C[k], C[k]) // lanes up by one
	}
	for k := 0; k < K; k++ {
		VPADDQ(C[k], acc[k], acc[k])
	}
	// Masks of more than 64 lanes (80 for 4096-bit moduli) take two words.
	gw, pw := []GPPhysical{R12, R8}, []GPPhysical{R13, R9}
	t, z := R14, RDI
	words := (8*K + 63) / 64
	for w := 0; w < words; w++ {
		XORQ(gw[w], gw[w])
		XORQ(pw[w], pw[w])
	}
	for k := 0; k < K; k++ {
		w, sh := 8*k/64, 8*k%64
		VPCMPUQ(U8(6), MASK, acc[k], K2) // lane > 2⁵²-1
		VPCMPUQ(U8(0), MASK, acc[k], K3) // lane = 2⁵²-1
		KMOVB(K2, t.As32())
		SHLQ(U8(sh), t)
		ORQ(t, gw[w])
		KMOVB(K3, t.As32())
		SHLQ(U8(sh), t)
		ORQ(t, pw[w])
	}
	if words == 1 {
		SHLQ(U8(1), gw[0])
		ADDQ(pw[0], gw[0])
		XORQ(pw[0], gw[0]) // carries in
	} else {
		SHLQ(U8(1), gw[0], gw[1]) // g1:g0 <<= 1
		SHLQ(U8(1), gw[0])
		ADDQ(pw[0], gw[0])
		ADCQ(pw[1], gw[1])
		XORQ(pw[0], gw[0])
		XORQ(pw[1], gw[1]) // carries in
	}
	if zSlot != nil {
		MOVQ(*zSlot, z)
	}
	for k := 0; k < K; k++ {
		w, sh := 8*k/64, 8*k%64
		MOVQ(gw[w], t)
		SHRQ(U8(sh), t)
		KMOVB(t.As32(), K2)
		VPSUBQ(MASK, acc[k], K2, acc[k]) // +1 modulo 2⁵² ≡ -(2⁵²-1) then mask
		VPANDQ(MASK, acc[k], acc[k])
		if zSlot != nil {
			VMOVDQU64(acc[k], q(z, 64*k))
		}
	}
}

// ifmaSelect copies table entry idx (of count entries of 8K lanes each) to
// z, reading every entry and choosing by a lane-wise compare mask, so the
// memory access pattern does not depend on idx.
func ifmaSelect(name string, K int) {
	TEXT(name, NOSPLIT, "func(z, table *uint64, count int, idx uint64)")
	Doc(fmt.Sprintf("%s sets z = table[idx] for entries of %d lanes, scanning all count entries.", name, 8*K),
		"Constant-time in idx. Requires AVX-512F.")
	z, tbl, cnt := RDI, RSI, RCX
	Load(Param("z"), z)
	Load(Param("table"), tbl)
	Load(Param("count"), cnt)
	Load(Param("idx"), RAX)
	IDX, CUR, ONE := Z20, Z21, Z22
	VPBROADCASTQ(RAX, IDX)
	VPXORQ(CUR, CUR, CUR)
	MOVQ(U64(1), RAX)
	VPBROADCASTQ(RAX, ONE)
	for k := 0; k < K; k++ {
		VPXORQ(zr(k), zr(k), zr(k))
	}
	loop := x86.NewLabel("selloop")
	Label(loop)
	VPCMPEQQ(IDX, CUR, K1) // all lanes equal: K1 = 0xff or 0
	for k := 0; k < K; k++ {
		VMOVDQU64(q(tbl, 64*k), zr(10+k)) // always load the entry
		VMOVDQA64(zr(10+k), K1, zr(k))    // keep it only under the mask
	}
	VPADDQ(ONE, CUR, CUR)
	ADDQ(U32(64*K), tbl)
	DECQ(cnt)
	JNZ(LabelRef(loop))
	for k := 0; k < K; k++ {
		VMOVDQU64(zr(k), q(z, 64*k))
	}
	VZEROUPPER()
	RET()
}

// ifmaSelectPair24 is two ifmaSelect24 scans in one, for the two tables
// of an RSA-CRT exponentiation pair, unrolled: per entry two compares of
// idx and idx2 with the entry's number (a broadcast constant, so no
// counter) and six masked moves. Every entry of both tables is loaded in
// full; only the register moves are masked.
func ifmaSelectPair24() {
	TEXT("ifmaSelectPair24", NOSPLIT, "func(z, table *uint64, idx uint64, z2, table2 *uint64, idx2 uint64)")
	Doc("ifmaSelectPair24 sets z = table[idx] and z2 = table2[idx2] for tables of 32 entries of",
		"24 lanes, scanning all entries of both. Constant-time in idx and idx2. Requires AVX-512F.")
	nums := GLOBL("ifmaSelectNums", RODATA|NOPTR)
	for k := 0; k < 32; k++ {
		DATA(8*k, U64(uint64(k)))
	}
	z, tbl, z2, tbl2, kp := RDI, RSI, RDX, RBX, RCX
	Load(Param("table"), tbl)
	Load(Param("table2"), tbl2)
	LEAQ(nums, kp)
	IDX, IDX2 := Z20, Z21
	Load(Param("idx"), RAX)
	VPBROADCASTQ(RAX, IDX)
	Load(Param("idx2"), RAX)
	VPBROADCASTQ(RAX, IDX2)
	for k := 0; k < 6; k++ {
		VPXORQ(zr(k), zr(k), zr(k))
	}
	for e := 0; e < 32; e++ {
		K, K2x := []Register{K1, K3}[e%2], []Register{K2, K4}[e%2]
		VPCMPEQQ_BCST(q(kp, 8*e), IDX, K) // all lanes equal: 0xff or 0
		VPCMPEQQ_BCST(q(kp, 8*e), IDX2, K2x)
		for r := 0; r < 3; r++ {
			t1, t2 := zr(10+(2*(3*e+r))%10), zr(11+(2*(3*e+r))%10)
			VMOVDQU64(q(tbl, 192*e+64*r), t1) // always load the entries
			VMOVDQU64(q(tbl2, 192*e+64*r), t2)
			VMOVDQA64(t1, K, zr(r)) // keep them only under the masks
			VMOVDQA64(t2, K2x, zr(3+r))
		}
	}
	Load(Param("z"), z)
	Load(Param("z2"), z2)
	for k := 0; k < 3; k++ {
		VMOVDQU64(zr(k), q(z, 64*k))
		VMOVDQU64(zr(3+k), q(z2, 64*k))
	}
	VZEROUPPER()
	RET()
}
