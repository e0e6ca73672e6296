package main

import (
	"fmt"

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
	amm("ammIFMA20", 20)
	amm("ammIFMA40", 40)
	ifmaSelect("ifmaSelect24", 3)
	ifmaSelect("ifmaSelect40", 5)
}

func zr(i int) VecPhysical {
	return []VecPhysical{Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7, Z8, Z9, Z10, Z11, Z12, Z13, Z14, Z15, Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29, Z30, Z31}[i]
}

func amm(name string, n int) {
	K := (n + 7) / 8
	TEXT(name, NOSPLIT, "func(z, a, b, m *uint64, k0 uint64)")
	Doc(fmt.Sprintf("%s sets z = a·b·2^(-%d) + q·m·2^(-%d), the almost-Montgomery product", name, 52*n, 52*n),
		fmt.Sprintf("of %d-limb radix-2⁵² numbers (%d lanes, zero-padded), below 2m when a, b < 2m.", n, 8*K),
		"k0 = -m⁻¹ mod 2⁵². z may alias a and b. Requires AVX-512F/DQ and IFMA.")
	z, a, b, m, k0 := RDI, RSI, RBX, RCX, R9
	Load(Param("z"), z)
	Load(Param("a"), a)
	Load(Param("b"), b)
	Load(Param("m"), m)
	Load(Param("k0"), k0)
	A := func(k int) VecPhysical { return zr(k) }
	M := func(k int) VecPhysical { return zr(5 + k) }
	ACC := func(k int) VecPhysical { return zr(10 + k) }
	BI, U, T, MASK, ZERO, ONE := Z15, Z16, Z17, Z18, Z19, Z20
	C := func(k int) VecPhysical { return zr(21 + k) }
	for k := 0; k < K; k++ {
		VMOVDQU64(q(a, 64*k), A(k))
		VMOVDQU64(q(m, 64*k), M(k))
		VPXORQ(ACC(k), ACC(k), ACC(k))
	}
	VPXORQ(ZERO, ZERO, ZERO)
	MOVQ(U64(1<<52-1), R10)
	VPBROADCASTQ(R10, MASK)
	MOVQ(U64(1), RAX)
	VPBROADCASTQ(RAX, ONE)
	KMOVB(EAX, K1) // K1 = lane 0 only
	MOVQ(q(a, 0), R8)
	MOVQ(U32(n), R11)

	loop := label("ammloop")
	Label(loop)
	MOVQ(q(b, 0), RDX)
	VPBROADCASTQ(q(b, 0), BI)
	IMULQ(R8, RDX) // a[0]·b[i] mod 2⁶⁴: u only needs it mod 2⁵²
	VMOVQ(ACC(0).AsX(), RAX)
	ADDQ(RDX, RAX)
	IMULQ(k0, RAX)
	ANDQ(R10, RAX) // u
	VPBROADCASTQ(RAX, U)
	for k := 0; k < K; k++ {
		VPMADD52LUQ(BI, A(k), ACC(k))
	}
	for k := 0; k < K; k++ {
		VPMADD52LUQ(U, M(k), ACC(k))
	}
	VPSRLQ(U8(52), ACC(0), T) // lane 0: its carry; lane 0's low 52 bits are 0
	for k := 0; k < K; k++ {
		hi := ZERO
		if k+1 < K {
			hi = ACC(k + 1)
		}
		VALIGNQ(U8(1), ACC(k), hi, ACC(k))
	}
	VPADDQ(T, ACC(0), K1, ACC(0))
	for k := 0; k < K; k++ {
		VPMADD52HUQ(BI, A(k), ACC(k))
	}
	for k := 0; k < K; k++ {
		VPMADD52HUQ(U, M(k), ACC(k))
	}
	ADDQ(U8(8), b)
	DECQ(R11)
	JNZ(LabelRef(loop))

	// Normalise, round 1: lane j keeps its low 52 bits and receives lane
	// j-1's high bits (≤ 2¹²), so every lane is now below 2⁵³.
	for k := 0; k < K; k++ {
		VPSRLQ(U8(52), ACC(k), C(k))
		VPANDQ(MASK, ACC(k), ACC(k))
	}
	for k := K - 1; k >= 0; k-- {
		lo := ZERO
		if k > 0 {
			lo = C(k - 1)
		}
		VALIGNQ(U8(7), lo, C(k), C(k)) // lanes up by one
	}
	for k := 0; k < K; k++ {
		VPADDQ(C(k), ACC(k), ACC(k))
	}
	// Round 2: a lane ≥ 2⁵² generates a carry of exactly 1, a lane equal to
	// 2⁵²-1 propagates one. As bit masks over all lanes, g and p, the carry
	// into each lane is ((g<<1) + p) ^ p: the integer addition runs the
	// propagation (g<<1 and the carries it causes are never both set).
	g, p, t := R12, R13, R14
	XORQ(g, g)
	XORQ(p, p)
	for k := 0; k < K; k++ {
		VPCMPUQ(U8(6), MASK, ACC(k), K2) // lane > 2⁵²-1
		VPCMPUQ(U8(0), MASK, ACC(k), K3) // lane = 2⁵²-1
		KMOVB(K2, t.As32())
		SHLQ(U8(8*k), t)
		ORQ(t, g)
		KMOVB(K3, t.As32())
		SHLQ(U8(8*k), t)
		ORQ(t, p)
	}
	SHLQ(U8(1), g)
	ADDQ(p, g)
	XORQ(p, g) // carries in
	for k := 0; k < K; k++ {
		MOVQ(g, t)
		SHRQ(U8(8*k), t)
		KMOVB(t.As32(), K2)
		VPADDQ(ONE, ACC(k), K2, ACC(k))
		VPANDQ(MASK, ACC(k), ACC(k))
		VMOVDQU64(ACC(k), q(z, 64*k))
	}
	VZEROUPPER()
	RET()
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
	loop := label("selloop")
	Label(loop)
	VPCMPEQQ(IDX, CUR, K1) // all lanes equal: K1 = 0xff or 0
	for k := 0; k < K; k++ {
		VMOVDQU64(q(tbl, 64*k), zr(8+k)) // always load the entry
		VMOVDQA64(zr(8+k), K1, zr(k))    // keep it only under the mask
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
