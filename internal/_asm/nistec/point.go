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

// pointField emits base field operations inlined into a point formula: the
// same instruction sequences as the TEXT-level field functions, reading and
// writing field elements in the frame or through the point pointers.
type pointField struct {
	pl      []uint64
	modData Mem // p's words, then −p⁻¹ mod 2^64
	scratch Mem // 2n words for the products of n ≠ 4
	// mersenne selects the P-521 field (2^521 − 1, nine words, results
	// mod⁺ p in [0, p]) instead of Montgomery arithmetic.
	mersenne bool
}

// A field operation reads its operands through functions giving their
// words (called when the operand is first needed; they may load a pointer
// parameter), writes its result to the memory a dst function gives (nil:
// nowhere) and returns the registers holding the result, which later
// operations may read while they are live.
type src = func() words
type dst = func() Mem

func (f *pointField) mul(z dst, x, y src) []GPVirtual {
	Comment("field multiplication")
	if f.mersenne {
		return p521MulBody(f.scratch, x, y, z)
	}
	return montProductBody(f.pl, f.modData, f.scratch, false, x, y, z)
}

func (f *pointField) sqr(z dst, x src) []GPVirtual {
	Comment("field squaring")
	if f.mersenne {
		return p521SqrBody(f.scratch, x, z)
	}
	return montProductBody(f.pl, f.modData, f.scratch, true, x, nil, z)
}

func (f *pointField) add(z dst, x, y src) []GPVirtual {
	Comment("field addition")
	if f.mersenne {
		return p521AddSubBody(false, x, y, z)
	}
	return addSubBody(f.pl, false, x, y, z)
}

func (f *pointField) sub(z dst, x, y src) []GPVirtual {
	Comment("field subtraction")
	if f.mersenne {
		return p521AddSubBody(true, x, y, z)
	}
	return addSubBody(f.pl, true, x, y, z)
}

// regs returns the source reading r.
func regs(r []GPVirtual) src { return func() words { return regWords(r) } }

// slot is a field element in the frame.
type slot struct{ m Mem }

func (s slot) src() src { return func() words { return memWords(s.m) } }
func (s slot) dst() dst { return func() Mem { return s.m } }

// loadWords copies the n words of x into new registers.
func loadWords(x src, n int) []GPVirtual {
	xw := x()
	t := make([]GPVirtual, n)
	for j := range t {
		t[j] = GP64()
		MOVQ(xw(j), t[j])
	}
	return t
}

// half writes z = x/2 mod p like the Go half: x plus p when x is odd (a
// mask made from the low bit, no branch), shifted right one bit with the
// carry.
func (f *pointField) half(z dst, x src) []GPVirtual {
	Comment("field halving")
	if f.mersenne {
		return p521Half(z, x)
	}
	n := len(f.pl)
	t := loadWords(x, n)
	odd := GP64()
	MOVQ(t[0], odd)
	ANDQ(U32(1), odd)
	NEGQ(odd) // all ones when x is odd: add p to make x + p even
	// The masked words of p first: AND would clobber the carry chain.
	u := make([]Op, n)
	for j := 0; j < n; j++ {
		switch f.pl[j] {
		case 0:
			u[j] = U32(0)
		case ^uint64(0):
			u[j] = odd
		default:
			r := GP64()
			MOVQ(U64(f.pl[j]), r)
			ANDQ(odd, r)
			u[j] = r
		}
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			ADDQ(u[j], t[j])
		} else {
			ADCQ(u[j], t[j])
		}
	}
	c := GP64()
	MOVQ(U32(0), c)
	ADCQ(U32(0), c)
	for j := 0; j < n-1; j++ {
		SHRQ(U8(1), t[j+1], t[j]) // t[j] = t[j]>>1 | t[j+1]<<63
	}
	SHRQ(U8(1), c, t[n-1])
	return storeWords(t, z)
}

// jacobianDouble writes name(out, in *[3n]uint64): out = 2·in for Jacobian
// (X:Y:Z) with X, Y, Z of n words each, computing exactly what the Go
// p256Jacobian.double / p384Jacobian.double compute (dbl-2001-b for a = −3
// on the representative scaled by 1/2), with every field operation inlined.
// Straight-line code: constant time. out may alias in: every read of in
// comes before the first write to out.
//
// With withDelta it writes name(out, in *[3n]uint64, delta *[n]uint64)
// instead, the twin of doubleDeltaGeneric: δ = Z² is read from delta, not
// computed, and the next doubling's δ, Z3'² = (YZ)² = γ·δ, is written back.
// A run of doublings then never squares the Z it has just computed, which
// waited for Y3 at the end of the previous doubling: the chain from one
// doubling's Y to the next's X − δ no longer passes through two products.
func jacobianDouble(name, mod string, withDelta bool) {
	n := len(limbsOf(mod))
	sig := fmt.Sprintf("func(out, in *[%d]uint64)", 3*n)
	if withDelta {
		sig = fmt.Sprintf("func(out, in *[%d]uint64, delta *[%d]uint64)", 3*n, n)
	}
	f, _, local, keep := pointFunc(name, sig, mod)
	coord := func(param string, c int) Mem {
		return Mem{Base: Load(Param(param), GP64()), Disp: 8 * n * c}
	}
	inX := func() words { return memWords(coord("in", 0)) }
	inY := func() words { return memWords(coord("in", 1)) }
	inZ := func() words { return memWords(coord("in", 2)) }
	outX := func() Mem { return coord("out", 0) }
	outY := func() Mem { return coord("out", 1) }
	outZ := func() Mem { return coord("out", 2) }
	tS, aS, gS, bS, b2S, g2S, dS, hS := local(), local(), local(), local(), local(), local(), local(), local()
	xS := dS // δ's slot, free once α is formed (the frame of a NOSPLIT function is bounded)
	pass := passFor(n)

	if withDelta {
		Doc(name + " sets out = 2·in for Jacobian points given δ = Z² in delta, and sets delta to the result's Z², with the field operations inlined, computing exactly what the Go doubleDeltaGeneric computes. Constant time.")
		deltaSrc, deltaDst := paramElem("delta", n, 0)
		ds := doubleSlots{tS, aS, gS, bS, b2S, g2S, hS, xS}
		doubleDeltaBody(f, keep, pass, ds, inX, inY, inZ, outX, outY, outZ, deltaSrc, deltaDst)
		RET()
		return
	}
	Doc(name + " sets out = 2·in for Jacobian points with the field operations inlined, computing exactly what the Go double computes. Constant time.")
	// The chain δ → α·t → α' → α'² → X3 → Y3 first; the independent
	// γ, β, 2β, γ² and Z3 between α' and α'².
	delta := keep(f.sqr(nil, inZ), dS) // δ = Z²
	f.sub(tS.dst(), inX, delta)
	alpha := keep(f.add(nil, inX, delta), hS)
	alpha = keep(f.mul(nil, tS.src(), alpha), hS) // (X − δ)(X + δ)
	h := pass(f.half(nil, alpha), g2S)
	f.add(aS.dst(), alpha, h)            // α' = (3/2)(X − δ)(X + δ)
	f.sqr(gS.dst(), inY)                 // γ = Y²
	f.mul(bS.dst(), inX, gS.src())       // β = X·γ
	f.mul(outZ, inY, inZ)                // Z3' = YZ, the last read of in
	f.add(b2S.dst(), bS.src(), bS.src()) // 2β
	f.sqr(g2S.dst(), gS.src())           // γ²
	x3 := f.sqr(nil, aS.src())
	x3 = f.sub(outX, pass(x3, xS), b2S.src()) // X3' = α'² − 2β
	y3 := keep(f.sub(nil, bS.src(), pass(x3, xS)), hS)
	y3α := f.mul(nil, aS.src(), y3)
	f.sub(outY, pass(y3α, xS), g2S.src()) // Y3' = α'(β − X3') − γ²
	RET()
}

// passFor returns a doubling's pass for n-word elements: it leaves a
// result for an addition or subtraction in registers, or, where with nine
// words there is no room for it beside the operation's own, spills it to
// slot s.
func passFor(n int) func(r []GPVirtual, s slot) src {
	return func(r []GPVirtual, s slot) src {
		if n <= 6 {
			return regs(r)
		}
		storeWords(r, s.dst())
		return s.src()
	}
}

// doubleSlots are the frame slots of a doubling given δ: t, α', γ, β, 2β,
// γ², the slot keep spills to and the one pass spills to.
type doubleSlots struct{ t, a, g, b, b2, g2, h, x slot }

// doubleDeltaBody emits the doubling given δ of jacobianDouble (withDelta)
// from in to out, reading δ from deltaSrc and writing the next δ, the
// result's Z² = γ·δ, to deltaDst, or not computing it for deltaDst nil. out
// may alias in.
func doubleDeltaBody(f *pointField, keep func(r []GPVirtual, s slot) src, pass func(r []GPVirtual, s slot) src, s doubleSlots, inX, inY, inZ src, outX, outY, outZ dst, deltaSrc src, deltaDst dst) {
	tS, aS, gS, bS, b2S, g2S, hS, xS := s.t, s.a, s.g, s.b, s.b2, s.g2, s.h, s.x
	// The two chains between doublings first, X − δ → α' → X3 and
	// Y → γ → β; Z3' and the next δ, which nothing here waits for,
	// after them.
	f.sqr(gS.dst(), inY) // γ = Y²
	f.sub(tS.dst(), inX, deltaSrc)
	alpha := keep(f.add(nil, inX, deltaSrc), hS)
	alpha = keep(f.mul(nil, tS.src(), alpha), hS) // (X − δ)(X + δ)
	h := pass(f.half(nil, alpha), g2S)
	f.add(aS.dst(), alpha, h)            // α' = (3/2)(X − δ)(X + δ)
	f.mul(bS.dst(), inX, gS.src())       // β = X·γ, the last read of X
	f.add(b2S.dst(), bS.src(), bS.src()) // 2β
	x3 := f.sqr(nil, aS.src())
	f.sub(outX, pass(x3, xS), b2S.src()) // X3' = α'² − 2β
	if deltaDst != nil {
		f.mul(deltaDst, gS.src(), deltaSrc) // next δ = γ·δ
	}
	f.mul(outZ, inY, inZ)      // Z3' = YZ, the last read of in
	f.sqr(g2S.dst(), gS.src()) // γ²
	y3 := keep(f.sub(nil, bS.src(), func() words { return memWords(outX()) }), hS)
	y3α := f.mul(nil, aS.src(), y3)
	f.sub(outY, pass(y3α, xS), g2S.src()) // Y3' = α'(β − X3') − γ²
}

// jacobianDoubleW writes name(p *[3n]uint64): p = 2^w·p, ScalarMult's w
// doublings between two windows in one kernel, each computing exactly what
// the Go double computes (the point of doubleDeltaGeneric). δ = Z² is
// squared once and then carried in the frame from one doubling to the next
// as jacobianDouble's withDelta form carries it through its caller; the
// last doubling's next δ, which nothing reads, is not computed.
// Straight-line code: constant time.
func jacobianDoubleW(name, mod string, w int) {
	n := len(limbsOf(mod))
	f, _, local, keep := pointFunc(name, fmt.Sprintf("func(p *[%d]uint64)", 3*n), mod)
	Doc(fmt.Sprintf("%s sets p = 2^%d·p for a Jacobian point, %d doublings with the field operations inlined, each computing exactly what the Go double computes. Constant time.", name, w, w))
	pX, outX := paramElem("p", n, 0)
	pY, outY := paramElem("p", n, 1)
	pZ, outZ := paramElem("p", n, 2)
	dS := local()
	ds := doubleSlots{local(), local(), local(), local(), local(), local(), local(), local()}
	pass := passFor(n)
	f.sqr(dS.dst(), pZ) // δ = Z²
	for k := 0; k < w; k++ {
		Comment(fmt.Sprintf("doubling %d", k+1))
		next := dS.dst()
		if k == w-1 {
			next = nil
		}
		doubleDeltaBody(f, keep, pass, ds, pX, pY, pZ, outX, outY, outZ, dS.src(), next)
	}
	RET()
}

// pointFunc starts the point function name over the prime mod: its
// field emitter (modulus constants, product scratch for n ≠ 4), a
// frame-slot allocator and keep, which leaves a result in registers where
// the next operations can take it from there (n = 4: with six words the
// registers left beside an operation's own are too few) and otherwise
// stores it to the given slot.
func pointFunc(name, sig, mod string) (f *pointField, n int, local func() slot, keep func(r []GPVirtual, s slot) src) {
	pl := limbsOf(mod)
	n = len(pl)
	TEXT(name, NOSPLIT, sig)
	linearScan[name] = true
	f = &pointField{pl: pl, mersenne: n == 9}
	if !f.mersenne {
		f.modData = GLOBL(name+"_p", RODATA|NOPTR)
		for j, w := range pl {
			DATA(8*j, U64(w))
		}
		DATA(8*n, U64(m0hex(pl)))
	}
	if n != 4 {
		f.scratch = AllocLocal(16 * n)
	}
	local = func() slot { return slot{AllocLocal(8 * n)} }
	keep = func(r []GPVirtual, s slot) src {
		if n == 4 {
			return regs(r)
		}
		storeWords(r, s.dst())
		return s.src()
	}
	return f, n, local, keep
}

// paramElem returns element k (of n words) of the array the pointer
// parameter param points to, as a source and as a destination.
func paramElem(param string, n, k int) (src, dst) {
	m := func() Mem { return Mem{Base: Load(Param(param), GP64()), Disp: 8 * n * k} }
	return func() words { return memWords(m()) }, m
}

// jacobianAddAffine writes name(x3, y3, z3, h, r *[n]uint64, q1 *[3n]uint64,
// q2 *[2n]uint64), computing exactly what the Go
// p256JacobianAddAffineFormula / p384JacobianAddAffineFormula compute
// (madd-2004-hmv, 8M + 3S) with every field operation inlined: the sum
// q1 + q2 for Jacobian q1 and affine q2 (not for q1 = ±q2 or q1 at
// infinity) and H and R, whose zeros mark those cases. Straight-line code:
// constant time. The outputs must not overlap the inputs.
func jacobianAddAffine(name, mod string) {
	n := len(limbsOf(mod))
	f, _, local, keep := pointFunc(name, fmt.Sprintf("func(x3, y3, z3, h, r *[%d]uint64, q1 *[%d]uint64, q2 *[%d]uint64)", n, 3*n, 2*n), mod)
	Doc(name + " computes the mixed Jacobian-affine sum and H, R with the field operations inlined, exactly like the Go formula. Constant time.")
	hSrc, hDst := paramElem("h", n, 0)
	rSrc, rDst := paramElem("r", n, 0)
	_, x3Dst := paramElem("x3", n, 0)
	_, y3Dst := paramElem("y3", n, 0)
	_, z3Dst := paramElem("z3", n, 0)
	addAffineBody(f, n, local, keep, "q1", hSrc, hDst, rSrc, rDst, x3Dst, y3Dst, z3Dst)
	RET()
}

// addAffineBody emits jacobianAddAffine's formula for q1 the point param
// q1 points to and the affine param "q2", H and R to the given slots and
// the sum to x3, y3, z3.
func addAffineBody(f *pointField, n int, local func() slot, keep func(r []GPVirtual, s slot) src, q1 string, hSrc src, hDst dst, rSrc src, rDst dst, x3Dst, y3Dst, z3Dst dst) {
	addAffineBodyZZ(f, n, local, keep, q1, nil, hSrc, hDst, rSrc, rDst, x3Dst, y3Dst, z3Dst)
}

// addAffineBodyZZ is addAffineBody given Z1² in zz, or squaring Z1 itself
// for zz nil.
func addAffineBodyZZ(f *pointField, n int, local func() slot, keep func(r []GPVirtual, s slot) src, q1 string, zz src, hSrc src, hDst dst, rSrc src, rDst dst, x3Dst, y3Dst, z3Dst dst) {
	x1, _ := paramElem(q1, n, 0)
	y1, _ := paramElem(q1, n, 1)
	z1, _ := paramElem(q1, n, 2)
	x2, _ := paramElem("q2", n, 0)
	y2, _ := paramElem("q2", n, 1)
	zzS, s2S, hhS, hhhS, vS, s3S, tS := local(), local(), local(), local(), local(), local(), local()
	var pS slot
	if n > 6 {
		pS = local()
	}
	// pass leaves a result for an addition or subtraction in registers,
	// where with nine words there is no room for it beside the operation's
	// own.
	pass := func(r []GPVirtual) src {
		if n <= 6 {
			return regs(r)
		}
		storeWords(r, pS.dst())
		return pS.src()
	}

	if zz == nil {
		f.sqr(zzS.dst(), z1) // Z1²
		zz = zzS.src()
	}
	u2 := f.mul(nil, x2, zz)
	f.sub(hDst, pass(u2), x1) // H = x2·Z1² − X1
	f.mul(s2S.dst(), y2, z1)
	s2 := f.mul(nil, s2S.src(), zz)
	f.sub(rDst, pass(s2), y1) // R = y2·Z1³ − Y1
	f.sqr(hhS.dst(), hSrc)    // H²
	f.mul(hhhS.dst(), hSrc, hhS.src())
	f.mul(vS.dst(), x1, hhS.src())   // V = X1·H²
	f.mul(s3S.dst(), y1, hhhS.src()) // Y1·H³
	f.mul(z3Dst, z1, hSrc)           // Z3 = Z1·H
	x3 := f.sqr(nil, rSrc)
	x3 = f.sub(nil, pass(x3), hhhS.src())
	x3 = f.sub(nil, pass(x3), vS.src())
	x3 = f.sub(x3Dst, pass(x3), vS.src()) // X3 = R² − H³ − 2V
	y3 := keep(f.sub(nil, vS.src(), pass(x3)), tS)
	y3r := f.mul(nil, rSrc, y3)
	f.sub(y3Dst, pass(y3r), s3S.src()) // Y3 = R·(V − X3) − Y1·H³
}

// jacobianAddAffineBlend writes name(p *[12]uint64, q2 *[8]uint64, abs
// uint64), a P-256 window's whole addition in one kernel: the mixed sum of
// jacobianAddAffine into the frame, then addAffineBlend's masks from there
// (p kept when abs = 0, q2 with Z = 1 when p is at infinity, else the
// sum): the twin of addAffineUnlessZero, without the sum, H and R making a
// round trip through Go's frame and a second call. Straight-line code:
// constant time.
func jacobianAddAffineBlend(name, mod string, oneMont []uint64) {
	n := len(limbsOf(mod))
	f, _, local, keep := pointFunc(name, fmt.Sprintf("func(p *[%d]uint64, q2 *[%d]uint64, abs uint64)", 3*n, 2*n), mod)
	Doc(name + " sets p = p if abs = 0, else q2 (Z = 1) if p is at infinity, else p + q2 (the mixed sum of the Go formula), reading every word. Constant time.")
	addAffineBlendBody(name, f, n, local, keep, nil, oneMont)
	RET()
}

// addAffineBlendBody emits jacobianAddAffineBlend's window addition to the
// param p, with Z1² read from zz or, for zz nil, squared.
func addAffineBlendBody(name string, f *pointField, n int, local func() slot, keep func(r []GPVirtual, s slot) src, zz src, oneMont []uint64) {
	sum := AllocLocal(8 * 3 * n)
	hS, rS := local(), local()
	elem := func(c int) dst { return func() Mem { return sum.Offset(8 * n * c) } }
	addAffineBodyZZ(f, n, local, keep, "p", zz, hS.src(), hS.dst(), rS.src(), rS.dst(), elem(0), elem(1), elem(2))
	Comment("the window's masks: p, q2 (Z = 1) or the sum")
	one := globlOne(name, oneMont)
	p := Load(Param("p"), GP64())
	q2 := Load(Param("q2"), GP64())
	abs := Load(Param("abs"), GP64())
	blendWindow(n, one, p, q2, abs, func(k int) Mem { return sum.Offset(8 * k) })
}

// jacobianWindow writes name(p *[3n]uint64, q2 *[2n]uint64, abs uint64),
// one window of ScalarMult after the first in one kernel: jacobianDoubleW's
// w doublings, then jacobianAddAffineBlend's window addition, whose Z1² is
// the δ the last doubling leaves (the result's Z², which the addition
// would otherwise square again), the twin of doubleW followed by
// addAffineUnlessZero. The addition's frame slots reuse the doublings'.
// Straight-line code: constant time.
func jacobianWindow(name, mod string, oneMont []uint64, w int) {
	n := len(limbsOf(mod))
	f, _, local, keep := pointFunc(name, fmt.Sprintf("func(p *[%d]uint64, q2 *[%d]uint64, abs uint64)", 3*n, 2*n), mod)
	Doc(fmt.Sprintf("%s sets p = 2^%d·p, then adds q2 as the window addition p256AddAffineUnlessZeroADX does (p kept if abs = 0, q2 if p is at infinity), with the field operations inlined. Constant time.", name, w))
	pX, outX := paramElem("p", n, 0)
	pY, outY := paramElem("p", n, 1)
	pZ, outZ := paramElem("p", n, 2)
	dS := local()
	free := []slot{local(), local(), local(), local(), local(), local(), local(), local()}
	ds := doubleSlots{free[0], free[1], free[2], free[3], free[4], free[5], free[6], free[7]}
	pass := passFor(n)
	f.sqr(dS.dst(), pZ) // δ = Z²
	for k := 0; k < w; k++ {
		Comment(fmt.Sprintf("doubling %d", k+1))
		doubleDeltaBody(f, keep, pass, ds, pX, pY, pZ, outX, outY, outZ, dS.src(), dS.dst())
	}
	Comment("the window addition, Z1² = δ")
	reuse := func() slot {
		if len(free) > 0 {
			s := free[0]
			free = free[1:]
			return s
		}
		return local()
	}
	addAffineBlendBody(name, f, n, reuse, keep, dS.src(), oneMont)
	RET()
}

// globlOne emits name_one, the Montgomery form of 1, for blendWindow's Z.
func globlOne(name string, oneMont []uint64) Mem {
	one := GLOBL(name+"_one", RODATA|NOPTR)
	for j, w := range oneMont {
		DATA(8*j, U64(w))
	}
	return one
}

// blendWindow writes p = p when abs = 0, else q2 with Z = 1 (one) when p is
// the point at infinity (Z = 0), else the sum whose k-th word sumWord
// gives, for points of n-word coordinates. CMOV with a memory operand
// loads whatever the condition, so every word of p, the sum and q2 is read
// and p written: constant time.
func blendWindow(n int, one Mem, p, q2, abs Register, sumWord func(k int) Mem) {
	zero := GP64() // Z1's words ORed: zero exactly at infinity
	MOVQ(Mem{Base: p, Disp: 8 * 2 * n}, zero)
	for j := 1; j < n; j++ {
		ORQ(Mem{Base: p, Disp: 8 * (2*n + j)}, zero)
	}
	for c := 0; c < 3; c++ {
		w := make([]GPVirtual, n)
		for j := range w {
			w[j] = GP64()
			MOVQ(sumWord(n*c+j), w[j])
		}
		TESTQ(zero, zero) // ZF: p at infinity, take q2 (x2, y2, 1)
		for j := range w {
			if c < 2 {
				CMOVQEQ(Mem{Base: q2, Disp: 8 * (n*c + j)}, w[j])
			} else {
				CMOVQEQ(one.Offset(8*j), w[j])
			}
		}
		TESTQ(abs, abs) // ZF: a zero digit, keep p
		for j := range w {
			CMOVQEQ(Mem{Base: p, Disp: 8 * (n*c + j)}, w[j])
		}
		for j := range w {
			MOVQ(w[j], Mem{Base: p, Disp: 8 * (n*c + j)})
		}
	}
}

// p521Half writes z = x/2 mod⁺ 2^521 − 1 like the Go half: the 521 bits
// rotated right by one (bit 0 stands for 2^521 ≡ 1 and moves to bit 520).
func p521Half(z dst, x src) []GPVirtual {
	t := loadWords(x, 9)
	low := GP64()
	MOVQ(t[0], low)
	ANDQ(U32(1), low)
	SHLQ(U8(8), low) // bit 520 is bit 8 of word 8
	for j := 0; j < 8; j++ {
		SHRQ(U8(1), t[j+1], t[j]) // t[j] = t[j]>>1 | t[j+1]<<63
	}
	SHRQ(U8(1), t[8])
	ORQ(low, t[8])
	return storeWords(t, z)
}

// addAffineBlend writes name(p *[12]uint64, sum *[12]uint64, q2 *[8]uint64,
// abs uint64), the masks of a P-256 window's addition after the mixed sum
// is formed (addAffineMasked, then selectFrom, in Go): blendWindow over
// the sum at sum.
func addAffineBlend(name string, oneMont []uint64) {
	const n = 4
	TEXT(name, NOSPLIT, "func(p, sum *[12]uint64, q2 *[8]uint64, abs uint64)")
	linearScan[name] = true
	Doc(name + " sets p = p if abs = 0, else q2 (Z = 1) if p is at infinity, else sum, reading every word. Constant time.")
	one := globlOne(name, oneMont)
	p := Load(Param("p"), GP64())
	sum := Load(Param("sum"), GP64())
	q2 := Load(Param("q2"), GP64())
	abs := Load(Param("abs"), GP64())
	blendWindow(n, one, p, q2, abs, func(k int) Mem { return Mem{Base: sum, Disp: 8 * k} })
	RET()
}

// condNegY writes name(sel *[8]uint64, sign uint64): sel.y = −sel.y mod p
// when sign = 1, a Booth digit's sign (p384LookupMultiple's Neg and Select
// in Go). −y is 0 − y mod p, zero for y = 0; CMOV from memory keeps y when
// sign = 0. Constant time.
func condNegY(name, mod string) {
	pl := limbsOf(mod)
	n := len(pl)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(sel *[%d]uint64, sign uint64)", 2*n))
	linearScan[name] = true
	Doc(name + " sets sel.y = −sel.y mod p when sign = 1. Constant time.")
	y := func() words { return memWords(Mem{Base: Load(Param("sel"), GP64()), Disp: 8 * n}) }
	zeroW := func() words { return func(int) Op { return U32(0) } }
	neg := addSubBody(pl, true, zeroW, y, nil)
	sign := Load(Param("sign"), GP64())
	sel := Load(Param("sel"), GP64())
	TESTQ(sign, sign) // ZF: sign 0, keep y
	for j := range neg {
		CMOVQEQ(Mem{Base: sel, Disp: 8 * (n + j)}, neg[j])
		MOVQ(neg[j], Mem{Base: sel, Disp: 8 * (n + j)})
	}
	RET()
}

// coZAdd writes name(r3, pq, r *[3n]uint64, lam *[n]uint64), the co-Z
// addition (ZADDU, Meloni 2007) of p384CoZTable for n = 4, computing exactly
// what the Go p256CoZAddGeneric computes with every field operation
// inlined: λ = X_P − X_R, r3 = pq + r, and pq rescaled to r3's Z, for pq
// and r of one Z. Straight-line code: constant time. r3 must not overlap
// pq or r.
func coZAdd(name, mod string) {
	n := len(limbsOf(mod))
	f, _, local, _ := pointFunc(name, fmt.Sprintf("func(r3, pq, r *[%d]uint64, lam *[%d]uint64)", 3*n, n), mod)
	Doc(name + " sets r3 = pq + r and pq to pq on r3's Z for co-Z pq and r, and lam to their Z ratio, with the field operations inlined, exactly like the Go co-Z addition. Constant time.")
	// The coordinates bound one by one, as jacobianAddAffine binds its own:
	// the kernels' parameters differ, so there is no common list to share.
	xP, xPd := paramElem("pq", n, 0)
	yP, yPd := paramElem("pq", n, 1)
	_, zPd := paramElem("pq", n, 2)
	xR, _ := paramElem("r", n, 0)
	yR, _ := paramElem("r", n, 1)
	zR, _ := paramElem("r", n, 2)
	x3, x3d := paramElem("r3", n, 0)
	_, y3d := paramElem("r3", n, 1)
	z3, z3d := paramElem("r3", n, 2)
	lam, lamd := paramElem("lam", n, 0)
	cS, w1S, w2S, ryS, tS := local(), local(), local(), local(), local()
	f.sub(lamd, xP, xR)            // λ = X_P − X_R
	f.sqr(cS.dst(), lam)           // C = λ²
	f.mul(w1S.dst(), xP, cS.src()) // W1 = X_P·C
	f.mul(w2S.dst(), xR, cS.src()) // W2 = X_R·C
	f.sub(ryS.dst(), yP, yR)       // Y_P − Y_R
	d := f.sqr(nil, ryS.src())
	t := f.sub(nil, regs(d), w1S.src())
	f.sub(x3d, regs(t), w2S.src())        // X3 = (Y_P − Y_R)² − W1 − W2
	f.sub(tS.dst(), w1S.src(), w2S.src()) // W1 − W2
	f.mul(yPd, yP, tS.src())              // A1 = Y_P·(W1 − W2), pq's new Y
	y := f.sub(nil, w1S.src(), x3)
	y = f.mul(nil, ryS.src(), regs(y))
	f.sub(y3d, regs(y), yP) // Y3 = (Y_P − Y_R)(W1 − X3) − A1
	f.mul(z3d, zR, lam)     // Z3 = Z·λ
	storeWords(loadWords(z3, n), zPd)
	storeWords(loadWords(w1S.src(), n), xPd) // pq = (W1, A1, Z3)
	RET()
}
