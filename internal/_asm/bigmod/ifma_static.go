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

// The paired 20-limb AMM with static, interleaved accumulators (the RSA-2048
// CRT kernel).
//
// A kernel that moves its accumulators down one lane per step (as amm in
// ifma.go does) needs ten lane shifts per step for the pair, which compete
// with the twenty multiply-adds for the two ports that execute both (p0 and
// p5; MULX and VPBROADCASTQ from a GPR also take a p5 slot). Here the
// accumulators never move. Both products share them, interleaved: position p (of the
// 40-limb product) of product w is lane 2·(p mod 4) + w of register ⌊p/4⌋,
// ten registers for a·b and ten for q·m. Step i adds a·b[i] at positions
// i..i+19 (low halves) and i+1..i+20 (high halves) with the multiplicand
// interleaved the same way and shifted up by i mod 4 positions (i+1 mod 4),
// into the registers from ⌊i/4⌋ (⌊(i+1)/4⌋) on. The four shifted copies of
// a and of m are built once per call (per squaring for a) in an aligned
// stack table and read as memory operands. A window of 21 positions spans
// 5.75 registers on average: 23 multiply-adds a step and no shifts.
//
// Lane 0 is tracked in a scalar r0 per product (see ifma.go). With t =
// r0 + lo(a[0]·b[i]), u = t·k0 mod 2⁵², and since the low 52 bits of t +
// m[0]·u are zero, the next r0 is ⌈t/2⁵²⌉ + hi(a[0]·b[i]) + lo(a[1]·b[i]) +
// hi(m[0]·u) + lo(m[1]·u) plus what the registers hold for position i+1:
// a·b before this step's low halves and q·m after the last step, summed at
// the end of the last step, so that the next u waits neither for a
// multiply-add by this u nor for this step's a·b. One lane extraction reads
// it for both products. The a[0] and a[1] terms for every j come from 24
// multiply-adds per call instead of a MULX per step (MULX and VPBROADCASTQ
// from a GPR also take a p5 slot: 8 MULX + 8 VALIGNQ take 16 cycles, either
// alone 8). m[0], m[1] and k0 are kept multiplied by 2¹² so that one MULX or
// IMUL leaves a 52-bit field in place: (x·2¹²)·y has hi(x·y) in its top
// word and lo(x·y)·2¹² in its low word.
//
// Squaring (ammIFMA20x2ssqr) computes each cross product once: step i
// adds a[i]·a[j] for j > i only (registers holding only j ≤ i are skipped,
// the first one is merge-masked), the accumulators are doubled where they
// are read (position i+2 after each step, positions 20..39 at the end),
// and the diagonal a[k]² is put into the q·m accumulators, which are never
// doubled, before step 0. No cross product reaches position i at step i,
// so t = r0 and no a[0], a[1] table is built; row 0's lo(a[0]·a[1]) at
// position 1 is added to r0 as a scalar.
//
// After the loop, positions 20..39 are de-interleaved into the 40-lane
// layout of normalizeRegs (first product, then second), with r0 in
// position 20.

// staticRegs: registers that copy s spans: positions s..s+19.
func staticRegs(s int) int {
	if s == 0 {
		return 5
	}
	return 6
}

// staticCopy: byte offset of copy s, register r, of a (kind 0) or m (kind
// 1) in the aligned area.
func staticCopy(kind, s, r int) int {
	off := 0
	for c := 0; c < s; c++ {
		off += staticRegs(c)
	}
	return 64 * (23*kind + off + r)
}

// staticA0: lo(a[0]·b[j]) (hi = false) or hi(a[0]·b[j]) for product w,
// j = 0..23, as words.
func staticA0(w int, hi bool, j int) int {
	k := 2 * w
	if hi {
		k++
	}
	return 64*46 + 192*k + 8*j
}

var staticIdx = map[string]*Mem{}

// staticConst returns a RODATA vector of eight lane indices.
func staticConst(name string, v [8]int) Mem {
	if m, ok := staticIdx[name]; ok {
		return *m
	}
	m := GLOBL(name, RODATA|NOPTR)
	for i, x := range v {
		DATA(8*i, U64(uint64(x)))
	}
	staticIdx[name] = &m
	return m
}

func ammStatic20x2(sqr bool) {
	if sqr {
		TEXT("ammIFMA20x2ssqr", 0, "func(z, m *uint64, k0 uint64, z2, m2 *uint64, k02 uint64, n int)")
		Doc("ammIFMA20x2ssqr sets z = AMM(z, z) mod m and z2 = AMM(z2, z2) mod m2, n times,",
			"for 20-limb operands (n ≥ 1), with static interleaved accumulators.")
	} else {
		TEXT("ammIFMA20x2s", 0, "func(z, a, b, m *uint64, k0 uint64, z2, a2, b2, m2 *uint64, k02 uint64)")
		Doc("ammIFMA20x2s computes z = AMM(a, b) mod m and z2 = AMM(a2, b2) mod m2 for",
			"20-limb operands, with static interleaved accumulators.")
	}
	// Frame: scalar slots (192 bytes), 64 bytes of alignment slack, then
	// the aligned area: copies of a and m (23 registers each), read slots.
	frame := AllocLocal(192 + 64 + 64*63)
	slot := func(w, i int) Mem { return frame.Offset(64*w + 8*i) }
	// per product: 0 z, 1 a, 3 m[0]·2¹², 4 m[1]·2¹², 5 k0·2¹²; shared: n,
	// mask
	nSlot := frame.Offset(128)
	maskSlot := frame.Offset(136)
	sfx := []string{"", "2"}

	var AB, QM []VecPhysical
	for j := 0; j < 10; j++ {
		AB = append(AB, zr(j))
		QM = append(QM, zr(10+j))
	}
	BI, U, T1 := Z20, Z21, Z22
	ZERO, MASK, T := Z24, Z25, Z26
	tmp := []VecPhysical{Z29, Z30, Z31}

	r0 := []GPPhysical{R12, R14}
	bp := []GPPhysical{RBX, R13}
	u := []GPPhysical{RDI, RSI}
	base := R15

	LEAQ(frame.Offset(192+63), base)
	ANDQ(I32(-64), base)
	MOVQ(U64(1<<52-1), RAX)
	MOVQ(RAX, maskSlot)
	VPBROADCASTQ(RAX, MASK)
	VPXORQ(ZERO, ZERO, ZERO)
	for w := 0; w < 2; w++ {
		Load(Param("z"+sfx[w]), RAX)
		MOVQ(RAX, slot(w, 0))
		if !sqr {
			Load(Param("a"+sfx[w]), RAX)
		}
		MOVQ(RAX, slot(w, 1))
		Load(Param("m"+sfx[w]), RCX)
		MOVQ(q(RCX, 0), RAX)
		SHLQ(U8(12), RAX)
		MOVQ(RAX, slot(w, 3))
		MOVQ(q(RCX, 8), RAX)
		SHLQ(U8(12), RAX)
		MOVQ(RAX, slot(w, 4))
		Load(Param("k0"+sfx[w]), RAX)
		SHLQ(U8(12), RAX)
		MOVQ(RAX, slot(w, 5))
		if !sqr {
			Load(Param("b"+sfx[w]), bp[w])
		}
	}
	// K1: lane 0, K6: lane 4 (where each product's position 20 lands in
	// the 40-lane layout), K7: lanes 0-3, K5: odd lanes (the second
	// product).
	setMasks(maskVal{K1, 1}, maskVal{K6, 0x10}, maskVal{K7, 0x0f}, maskVal{K5, 0xaa})

	// copies builds the four shifted copies of the interleaved operands at
	// p1 and p2 (20 limbs each, zero lanes after) into kind's table.
	il := []Mem{
		staticConst("ifmaStaticIL0", [8]int{0, 8, 1, 9, 2, 10, 3, 11}),
		staticConst("ifmaStaticIL1", [8]int{4, 12, 5, 13, 6, 14, 7, 15}),
	}
	// interleave sets X[r] lane 2j+w = product w's limb 4r+j (A1, A2: the
	// products' three registers) and stores X at off; Z27, Z28 hold il.
	interleave := func(A1, A2, X []VecPhysical, off int) {
		for r := 0; r < 5; r++ {
			idx := Z27
			if r%2 == 1 {
				idx = Z28
			}
			VMOVDQA64(A1[r/2], X[r])
			VPERMT2Q(A2[r/2], idx, X[r])
			VMOVDQA64(X[r], q(base, off+64*r))
		}
	}
	copies := func(kind int, p1, p2 GPPhysical) {
		A1 := []VecPhysical{AB[0], AB[1], AB[2]}
		A2 := []VecPhysical{AB[3], AB[4], AB[5]}
		X := QM[0:5]
		for r := 0; r < 3; r++ {
			VMOVDQU64(q(p1, 64*r), A1[r]) // lanes past limb 19 are zero
			VMOVDQU64(q(p2, 64*r), A2[r])
		}
		VMOVDQU64(il[0], Z27)
		VMOVDQU64(il[1], Z28)
		interleave(A1, A2, X, staticCopy(kind, 0, 0))
		k := 0
		for s := 1; s < 4; s++ {
			for r := 0; r < staticRegs(s); r++ {
				low, high := ZERO, ZERO
				if r > 0 {
					low = X[r-1]
				}
				if r < 5 {
					high = X[r]
				}
				d := tmp[k%3]
				k++
				VALIGNQ(U8(8-2*s), low, high, d)
				VMOVDQA64(d, q(base, staticCopy(kind, s, r)))
			}
		}
	}
	Load(Param("m"), RAX)
	Load(Param("m2"), RCX)
	copies(1, RAX, RCX)

	outer := x86.NewLabel("ammssqr")
	if sqr {
		Load(Param("n"), RAX)
		MOVQ(RAX, nSlot)
		Label(outer)
	}
	if sqr {
		// K2, K3: the diagonal's low (even positions) and high (odd
		// positions) lanes; K4, then K2, K3: the lanes of a row's first
		// register whose a[j] has j > i (normalizeRegs clobbers K2, K3).
		setMasks(maskVal{K2, 0x33}, maskVal{K3, 0xcc}, maskVal{K4, 0xfc})
		for w := 0; w < 2; w++ {
			// r0 = lo(a[0]²) (position 0); slot 2 = 2·lo(a[0]·a[1]), the
			// cross product row 0 adds to position 1 after it is read.
			MOVQ(slot(w, 1), RDX)
			MOVQ(q(RDX, 0), RAX)
			MOVQ(RAX, r0[w])
			SHLQ(U8(12), RAX)
			IMULQ(RAX, r0[w]) // lo(a[0]²)·2¹² mod 2⁶⁴
			SHRQ(U8(12), r0[w])
			IMULQ(q(RDX, 8), RAX) // lo(a[0]·a[1])·2¹²
			SHRQ(U8(11), RAX)
			MOVQ(RAX, slot(w, 2))
		}
	} else {
		for w := 0; w < 2; w++ {
			XORQ(r0[w], r0[w])
		}
	}
	MOVQ(slot(0, 1), RAX)
	MOVQ(slot(1, 1), RCX)
	copies(0, RAX, RCX)
	if sqr {
		// a² = 2·Σ_{i<j} a[i]·a[j] + Σ a[i]²: the diagonal goes into the q·m
		// accumulators (never doubled), register r getting lo(a[2r]²),
		// hi(a[2r]²), lo(a[2r+1]²), hi(a[2r+1]²) at its four positions from
		// copy 0 (QM[0:5]) with its 128-bit limb pairs spread by a shuffle.
		// Descending r: register r/2 of copy 0 is read before QM[r/2] is
		// written.
		X := QM[0:5]
		for r := 9; r >= 0; r-- {
			d := tmp[r%3]
			imm := 0x50 // limb pairs 0, 0, 1, 1
			if r%2 == 1 {
				imm = 0xfa // 2, 2, 3, 3
			}
			VSHUFI64X2(U8(imm), X[r/2], X[r/2], d)
			VPXORQ(QM[r], QM[r], QM[r])
			VPMADD52LUQ(d, d, K2, QM[r])
			VPMADD52HUQ(d, d, K3, QM[r])
		}
		setMasks(maskVal{K2, 0xc0}, maskVal{K3, 0xf0})
	}
	// lo(a[0]·b[j]) and hi(a[0]·b[j]) for every j, eight per multiply-add,
	// instead of a MULX per step (MULX takes a slot of the vector shuffle
	// port).
	for w := 0; w < 2 && !sqr; w++ {
		B := AB[3*w : 3*w+3]
		for r := 0; r < 3; r++ {
			VMOVDQU64(q(bp[w], 64*r), B[r])
		}
		MOVQ(slot(w, 1), RAX)
		VPBROADCASTQ(q(RAX, 0), T)  // a[0]
		VPBROADCASTQ(q(RAX, 8), T1) // a[1]
		for r := 0; r < 3; r++ {
			lo, hi := QM[6], QM[7]
			VPXORQ(lo, lo, lo)
			VPXORQ(hi, hi, hi)
			VPMADD52LUQ(B[r], T, lo)
			VPMADD52HUQ(B[r], T, hi)
			VPMADD52LUQ(B[r], T1, hi) // + lo(a[1]·b[j]): also position j+1
			VMOVDQA64(lo, q(base, staticA0(w, false, 8*r)))
			VMOVDQA64(hi, q(base, staticA0(w, true, 8*r)))
		}
	}
	Comment("b interleaved: b1[j], b2[j] side by side, one 16-byte broadcast per",
		"step. When squaring that is copy 0 of a.")
	bil := staticCopy(0, 0, 0)
	if !sqr {
		bil = 64 * 58
		interleave(AB[0:3], AB[3:6], QM[0:5], bil)
	}
	for j := 0; j < 10; j++ {
		VPXORQ(AB[j], AB[j], AB[j])
		if !sqr {
			VPXORQ(QM[j], QM[j], QM[j])
		}
	}

	QS := []VecPhysical{Z27, Z28} // a·b + q·m registers saved for the next step
	for i := 0; i < 20; i++ {
		s, g := i%4, i/4
		s1, g1 := (i+1)%4, (i+1)/4
		g2 := (i + 2) / 4
		Commentf("step %d: r0 and u = (r0 + a[0]·b[%d])·k0 mod 2⁵² per product, then a·b[%d] and m·u into the accumulators", i, i, i)
		VBROADCASTI64X2(q(base, bil+16*i), BI)
		// Position i+1: a·b before this step's low halves plus q·m after
		// the last step (nothing at step 0), lanes 2·s1 and 2·s1 + 1.
		sum := AB[g1] // nothing in q·m yet at step 0
		if sqr {
			sum = QM[g1] // the diagonal; no cross product yet
		}
		if i > 0 {
			sum = QS[(i-1)%2]
		}
		x := sum.AsX()
		if s1 != 0 {
			VEXTRACTI64X2(U8(s1), sum, T.AsX())
			x = T.AsX()
		}
		for w := 0; w < 2 && sqr; w++ {
			// No cross product reaches position i at step i: t = r0.
			MOVQ(r0[w], u[w])
			IMULQ(slot(w, 5), u[w]) // ·k0·2¹² mod 2⁶⁴: u in the top 52 bits
			SHRQ(U8(12), u[w])      // u
			// ⌈t/2⁵²⌉ as below; row 0's lo(a[0]·a[1]), doubled, at step 0.
			ADDQ(maskSlot, r0[w])
			SHRQ(U8(52), r0[w])
			if i == 0 {
				ADDQ(slot(w, 2), r0[w])
			}
			if w == 0 {
				VMOVQ(x, RCX)
			} else {
				VPEXTRQ(U8(1), x, RCX)
			}
			ADDQ(RCX, r0[w])
		}
		for w := 0; w < 2 && !sqr; w++ {
			MOVQ(q(base, staticA0(w, false, i)), R8)         // lo(a[0]·b[i])
			MOVQ(q(base, staticA0(w, true, i)), R9)          // hi(a[0]·b[i]) + lo(a[1]·b[i])
			LEAQ(Mem{Base: r0[w], Index: R8, Scale: 1}, RAX) // t = r0 + lo(a[0]·b[i])
			MOVQ(RAX, u[w])
			IMULQ(slot(w, 5), u[w]) // ·k0·2¹² mod 2⁶⁴: u in the top 52 bits
			SHRQ(U8(12), u[w])      // u
			// Position i + 1 gets ⌈(t + hi(a[0]·b[i])·2⁵²)/2⁵²⌉ + hi(m[0]·u):
			// the low 52 bits of t + m[0]·u are zero, so lo(m[0]·u) carries
			// exactly when those of t are not all zero. t < 2⁶¹, so
			// ⌈t/2⁵²⌉ = (t + 2⁵² − 1) >> 52 does not overflow.
			ADDQ(maskSlot, RAX)
			SHRQ(U8(52), RAX)
			LEAQ(Mem{Base: RAX, Index: R9, Scale: 1}, r0[w])
			// The rest of position i+1 that does not depend on this u: the
			// a·b register (before lo(a[1]·b[i]), added here) and the q·m
			// register after the last step.
			if w == 0 {
				VMOVQ(x, RCX)
			} else {
				VPEXTRQ(U8(1), x, RCX)
			}
			ADDQ(RCX, r0[w])
		}
		VPBROADCASTQ(u[0], U)
		VPBROADCASTQ(u[1], K5, U)
		for w := 0; w < 2; w++ {
			MOVQ(u[w], RDX)
			MULXQ(slot(w, 3), RAX, RCX) // RCX = hi(m[0]·u)
			IMULQ(slot(w, 4), u[w])     // lo(m[1]·u)·2¹²
			SHRQ(U8(12), u[w])
			ADDQ(RCX, u[w])
			ADDQ(u[w], r0[w])
		}
		// dead: accumulator register R holds only positions ≤ i+1, which
		// are never read after this step (r0 carries them), so products
		// into it are skipped.
		dead := func(R int) bool { return 4*R+3 <= i+1 }
		// row: the products of a·b[i] (of a[i]·a[j], j > i, when squaring)
		// into AB, from copy c of a, accumulator registers from g on.
		row := func(op func(...Op), c, g int) {
			for r := 0; r < staticRegs(c); r++ {
				src := q(base, staticCopy(0, c, r))
				if dead(g + r) {
					continue
				}
				if !sqr {
					op(src, BI, AB[g+r])
					continue
				}
				// Register r of copy c holds a[4r−c .. 4r+3−c].
				kmin := i + 1 + c - 4*r
				switch {
				case kmin >= 4:
					continue
				case kmin <= 0:
					op(src, BI, AB[g+r])
				default:
					op(src, BI, map[int]Op{1: K4, 2: K3, 3: K2}[kmin], AB[g+r])
				}
			}
		}
		row(VPMADD52LUQ, s, g)
		for r := 0; r < staticRegs(s); r++ {
			if !dead(g + r) {
				VPMADD52LUQ(q(base, staticCopy(1, s, r)), U, QM[g+r])
			}
		}
		row(VPMADD52HUQ, s1, g1)
		for r := 0; r < staticRegs(s1); r++ {
			if !dead(g1 + r) {
				VPMADD52HUQ(q(base, staticCopy(1, s1, r)), U, QM[g1+r])
			}
		}
		// Position i+2 after this step, for the next: a·b has nothing more
		// to add there before the next step's low halves.
		if g2 < 10 && sqr {
			VPADDQ(AB[g2], AB[g2], QS[i%2]) // the cross products, doubled
			VPADDQ(QM[g2], QS[i%2], QS[i%2])
		} else if g2 < 10 {
			VPADDQ(QM[g2], AB[g2], QS[i%2])
		}
	}

	Comment("Positions 20..39 are registers 5..9; de-interleave them into the",
		"40-lane layout: N0, N1 = first product 20..35, N2 = first 36..39 and",
		"second 20..23, N3, N4 = second 24..39.")
	for j := 5; j < 10; j++ {
		if sqr {
			VPADDQ(AB[j], AB[j], AB[j])
		}
		VPADDQ(QM[j], AB[j], AB[j])
	}
	even := staticConst("ifmaStaticEven", [8]int{0, 2, 4, 6, 8, 10, 12, 14})
	odd := staticConst("ifmaStaticOdd", [8]int{1, 3, 5, 7, 9, 11, 13, 15})
	mix := staticConst("ifmaStaticMix", [8]int{0, 2, 4, 6, 9, 11, 13, 15})
	N := QM[0:5]
	VMOVDQU64(even, Z27)
	VMOVDQU64(odd, Z28)
	VMOVDQU64(mix, T)
	for k, e := range []struct {
		t1, t2 VecPhysical
		idx    VecPhysical
	}{{AB[5], AB[6], Z27}, {AB[7], AB[8], Z27}, {AB[9], AB[5], T}, {AB[6], AB[7], Z28}, {AB[8], AB[9], Z28}} {
		VMOVDQA64(e.t1, N[k])
		VPERMT2Q(e.t2, e.idx, N[k])
	}
	VPBROADCASTQ(r0[0], K1, N[0])
	VPBROADCASTQ(r0[1], K6, N[2])
	normalizeRegs(N, QM[5:10], MASK, ZERO)
	MOVQ(slot(0, 0), RDI)
	VMOVDQU64(N[0], q(RDI, 0))
	VMOVDQU64(N[1], q(RDI, 64))
	VMOVDQA64_Z(N[2], K7, T)
	VMOVDQU64(T, q(RDI, 128))
	MOVQ(slot(1, 0), RDI)
	VALIGNQ(U8(4), N[2], N[3], T)
	VMOVDQU64(T, q(RDI, 0))
	VALIGNQ(U8(4), N[3], N[4], T)
	VMOVDQU64(T, q(RDI, 64))
	VALIGNQ(U8(4), N[4], ZERO, T)
	VMOVDQU64(T, q(RDI, 128))
	if sqr {
		DECQ(nSlot)
		JNZ(LabelRef(outer))
	}
	VZEROUPPER()
	RET()
}

// normalizeRegs is the carry propagation of normalize (ifma.go) in
// registers; the caller stores the result.
func normalizeRegs(acc, C []VecPhysical, MASK, ZERO VecPhysical) {
	normalizeLanes(acc, C, MASK, ZERO, nil)
}

// maskVal is an opmask register and the lane bits to load into it.
type maskVal struct {
	k Op
	v uint32
}

// setMasks loads each opmask through EAX (KMOVB has no immediate form).
func setMasks(ms ...maskVal) {
	for _, m := range ms {
		MOVL(U32(m.v), EAX)
		KMOVB(EAX, m.k)
	}
}
