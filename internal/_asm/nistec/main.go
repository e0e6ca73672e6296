// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command _asm generates nistec's amd64 field multiplication (the "ADX"
// tier: MULX with the two independent carry chains of ADCX and ADOX).
//
//	cd _asm && go run . -out ../fe_amd64.s
//
// The Go declarations are in fe_amd64.go.
//
// Montgomery multiplication (CIOS: one multiply pass and one reduction pass
// per word of y, the accumulator kept in registers and renamed instead of
// shifted) for the P-256 and P-384 base fields and the P-256/P-384 scalar
// fields, and the P-521 schoolbook product with its Mersenne fold.
package main

import (
	"fmt"
	"slices"

	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/ir"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

type montField struct {
	name string // function name
	mod  string // modulus, hex
}

var montFields = []montField{
	{"p256ElementMulADX", "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"},
	{"p384ElementMulADX", "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"},
	{"p256ScalarMulADX", "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"},
	{"p384ScalarMulADX", "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"},
	{"p521ScalarMulADX", "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"},
}

func main() {
	useLinearScan()
	ConstraintExpr("amd64,!purego")
	for _, f := range montFields {
		if f.name == "p384ElementMulADX" || f.name == "p256ElementMulADX" {
			// The whole product first, then REDC: the rows of x·y
			// overlap, where CIOS makes each row wait for the previous
			// reduction.
			montProductMul(f)
			continue
		}
		montMul(f)
	}
	for _, f := range montFields[:2] {
		addSub(f, false)
		addSub(f, true)
	}
	montSqr(montField{"p256ElementSqrADX", montFields[0].mod})
	montSqr(montField{"p384ElementSqrADX", montFields[1].mod})
	p521Mul()
	p521Sqr()
	p521AddSub(false)
	p521AddSub(true)
	for _, f := range []struct{ name, sig string }{
		{"p256ElementMul", "func(z, x, y *[4]uint64)"},
		{"p256ElementSquare", "func(z, x *[4]uint64)"},
		{"p256ElementAdd", "func(z, x, y *[4]uint64)"},
		{"p256ElementSub", "func(z, x, y *[4]uint64)"},
		{"p384ElementMul", "func(z, x, y *[6]uint64)"},
		{"p384ElementSquare", "func(z, x *[6]uint64)"},
		{"p384ElementAdd", "func(z, x, y *[6]uint64)"},
		{"p384ElementSub", "func(z, x, y *[6]uint64)"},
		{"p521Mul", "func(z, x, y *[9]uint64)"},
		{"p521Square", "func(z, x *[9]uint64)"},
		{"p521Add", "func(z, x, y *[9]uint64)"},
		{"p521Sub", "func(z, x, y *[9]uint64)"},
	} {
		dispatch(f.name, f.sig)
	}
	lookupAffine("p256LookupAffineSSE2", 8)
	lookupAffine("p384LookupAffineSSE2", 12)
	lookupAffine("p521LookupAffineSSE2", 18)
	lookupAffineAVX2("p256LookupAffineAVX2", 8)
	lookupAffineAVX2("p384LookupAffineAVX2", 12)
	lookupAffineAVX2("p521LookupAffineAVX2", 18)
	jacobianDouble("p256JacobianDoubleADX", montFields[0].mod, false)
	jacobianDouble("p384JacobianDoubleADX", montFields[1].mod, false)
	jacobianAddAffine("p256JacobianAddAffineADX", montFields[0].mod)
	jacobianAddAffine("p384JacobianAddAffineADX", montFields[1].mod)
	jacobianDouble("p521JacobianDoubleADX", p521Mod, false)
	jacobianDouble("p256JacobianDoubleDeltaADX", montFields[0].mod, true)
	jacobianDouble("p384JacobianDoubleDeltaADX", montFields[1].mod, true)
	addAffineBlend("p256AddAffineBlendAMD64", []uint64{1, 0xffffffff00000000, 0xffffffffffffffff, 0x00000000fffffffe})
	jacobianAddAffineBlend("p256AddAffineUnlessZeroADX", montFields[0].mod, []uint64{1, 0xffffffff00000000, 0xffffffffffffffff, 0x00000000fffffffe})
	condNegY("p256CondNegYAMD64", montFields[0].mod)
	coZAdd("p256CoZAddADX", montFields[0].mod)
	jacobianDoubleW("p256JacobianDoubleWADX", montFields[0].mod, 5)
	jacobianWindow("p256WindowADX", montFields[0].mod, []uint64{1, 0xffffffff00000000, 0xffffffffffffffff, 0x00000000fffffffe}, 5)
	Generate()
}

// p521Mod is the P-521 base field prime 2^521 − 1.
const p521Mod = "1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"

func limbsOf(hex string) []uint64 { return x86.LimbsOf(hex) }

// m0 returns −p⁻¹ mod 2^64.
func m0(hex string) uint64 { return x86.M0(limbsOf(hex)) }

func montMul(f montField) {
	pl := limbsOf(f.mod)
	n := len(pl)
	k := m0(f.mod)
	modData := GLOBL(f.name+"_p", RODATA|NOPTR)
	for j, w := range pl {
		DATA(8*j, U64(w))
	}
	DATA(8*n, U64(k))

	TEXT(f.name, NOSPLIT, fmt.Sprintf("func(z, x, y *[%d]uint64)", n))
	Doc(fmt.Sprintf("%s sets z = x·y·2^−%d mod p (Montgomery multiplication) with MULX, ADCX and ADOX. Constant time.", f.name, 64*n))
	// Operands are addressed through registers, or, when the n+2-word
	// accumulator leaves too few registers (n = 9), through copies on the
	// stack, which the hardware stack pointer addresses for free.
	var xWord, yWord func(i int) Mem
	if n <= 6 {
		x := Load(Param("x"), GP64())
		xWord = func(i int) Mem { return Mem{Base: x, Disp: 8 * i} }
		// y's pointer is reloaded for each word so it holds no register
		// across the rounds (the reduction of a prime with all-ones words
		// needs two more).
		yWord = func(i int) Mem {
			y := Load(Param("y"), GP64())
			return Mem{Base: y, Disp: 8 * i}
		}
	} else {
		xs, ys := AllocLocal(8*n), AllocLocal(8*n)
		x := Load(Param("x"), GP64())
		y := Load(Param("y"), GP64())
		tmp := GP64()
		for i := 0; i < n; i++ {
			MOVQ(Mem{Base: x, Disp: 8 * i}, tmp)
			MOVQ(tmp, xs.Offset(8*i))
			MOVQ(Mem{Base: y, Disp: 8 * i}, tmp)
			MOVQ(tmp, ys.Offset(8*i))
		}
		xWord = func(i int) Mem { return xs.Offset(8 * i) }
		yWord = func(i int) Mem { return ys.Offset(8 * i) }
	}
	// Accumulator t[0..n+1], renamed each round instead of shifted.
	t := make([]GPVirtual, n+2)
	for j := range t {
		t[j] = GP64()
		XORQ(t[j], t[j])
	}
	lo, hi := GP64(), GP64()
	for i := 0; i < n; i++ {
		Comment(fmt.Sprintf("t += x·y[%d]", i))
		MOVQ(yWord(i), RDX)
		XORQ(lo, lo) // clear CF and OF
		for j := 0; j < n; j++ {
			MULXQ(xWord(j), lo, hi)
			ADOXQ(lo, t[j])
			ADCXQ(hi, t[j+1])
		}
		MOVQ(U32(0), lo) // a zero that leaves the flags alone
		ADOXQ(lo, t[n])
		ADCXQ(lo, t[n+1])
		ADOXQ(lo, t[n+1])

		if isP256(pl, k) {
			p256ReduceStep(modData, t, lo, hi, true)
			t = append(t[1:], t[0])
			continue
		}
		Comment("t = (t + m·p) / 2^64 with m = t[0]·(−p⁻¹) mod 2^64")
		redcStep(pl, modData, k, t, lo, hi)
		MOVQ(U32(0), lo)
		ADOXQ(lo, t[n])
		ADCXQ(lo, t[n+1])
		ADOXQ(lo, t[n+1])
		// t[0] is now zero: rotate it to the top as the next round's t[n+1].
		t = append(t[1:], t[0])
	}
	if n > 6 {
		Comment("t < 2p: z = t − p tentatively, then keep t where that borrowed")
		x86.SubModulusVia(t[:n+1], modData, Load(Param("z"), GP64()))
		RET()
		return
	}
	Comment("t < 2p: subtract p once if t ≥ p, chosen with CMOV on the borrow")
	u := x86.SubModulus(t[:n+1], modData)
	z := Load(Param("z"), GP64())
	for j := 0; j < n; j++ {
		// Carry clear: no borrow, t ≥ p, take t − p.
		CMOVQCC(u[j], t[j])
		MOVQ(t[j], Mem{Base: z, Disp: 8 * j})
	}
	RET()
}

// redcStep is one REDC round: m = t[0]·(−p⁻¹) mod 2^64 in RDX (k = −p⁻¹
// mod 2^64; k = 1 needs nothing, k = 2^32 + 1 is a shift and an add), then
// redcRound.
func redcStep(pl []uint64, modData Mem, k uint64, t []GPVirtual, lo, hi GPVirtual) {
	n := len(pl)
	MOVQ(t[0], RDX)
	switch k {
	case 1:
	case 0x100000001:
		SHLQ(U8(32), RDX)
		ADDQ(t[0], RDX)
	default:
		IMULQ(modData.Offset(8*n), RDX)
	}
	redcRound(pl, modData, t, lo, hi)
}

// redcRound adds m·p (m in RDX) to t[0..n] on the OF (low halves) and CF
// (high halves) chains, leaving both carries pending into t[n]. When p has
// at least two all-ones words, their common product m·(2^64 − 1) =
// (m − [m ≠ 0])·2^64 + (−m mod 2^64) is formed once with NEG and SBB
// instead of one MULX each (for P-384, three of six; up to six words).
func redcRound(pl []uint64, modData Mem, t []GPVirtual, lo, hi GPVirtual) {
	n := len(pl)
	ones := 0
	for _, w := range pl {
		if w == ^uint64(0) {
			ones++
		}
	}
	if n > 6 {
		ones = 0 // no registers to spare with nine-word operands
	}
	var onesLo, onesHi GPVirtual
	if ones >= 2 {
		onesLo, onesHi = GP64(), GP64()
		MOVQ(RDX, onesLo)
		NEGQ(onesLo) // −m; CF = [m ≠ 0]
		MOVQ(RDX, onesHi)
		SBBQ(U32(0), onesHi) // m − [m ≠ 0]
	}
	XORQ(lo, lo) // clear CF and OF
	for j := 0; j < n; j++ {
		if ones >= 2 && pl[j] == ^uint64(0) {
			ADOXQ(onesLo, t[j])
			ADCXQ(onesHi, t[j+1])
			continue
		}
		MULXQ(modData.Offset(8*j), lo, hi)
		ADOXQ(lo, t[j])
		ADCXQ(hi, t[j+1])
	}
}

// isP256 reports whether the limbs pl (with −p⁻¹ mod 2^64 = k) are the
// P-256 base field prime 2^256 − 2^224 + 2^192 + 2^96 − 1.
func isP256(pl []uint64, k uint64) bool {
	return len(pl) == 4 && k == 1 && pl[0] == ^uint64(0) && pl[1] == 0xffffffff && pl[2] == 0 && pl[3] == 0xffffffff00000001
}

// p256ReduceStep adds m·p to t with m = t[0] (−p⁻¹ = 1 mod 2^64) using
// the shape of the P-256 prime, leaving t[0] zero: t[0] + m·p[0] = m·2^64
// carries m into word 1, and m + m·p[1] = m·(2^32 − 1) + m = m·2^32 is the
// pair (m << 32, m >> 32) at words 1 and 2; p[2] = 0; only m·p[3] needs a
// multiplication, which reads p[3] from modData (a load instead of a
// 64-bit immediate's ALU instruction). top says whether t has the extra
// word t[5] to carry into (Montgomery multiplication) or ends at t[4]
// (REDC of a squaring's low half, which cannot carry out).
func p256ReduceStep(modData Mem, t []GPVirtual, lo, hi GPVirtual, top bool) {
	p256ReduceLow(modData, t, lo, hi)
	ADCQ(hi, t[4])
	if top {
		ADCQ(U32(0), t[5])
	}
	XORQ(t[0], t[0])
}

// p256ReduceLow is the part of a p256ReduceStep round both forms share:
// m = t[0], m·p[3] into hi:lo, and the sum up to t[3], leaving the carry
// into word 4 in CF.
func p256ReduceLow(modData Mem, t []GPVirtual, lo, hi GPVirtual) {
	Comment("t = (t + m·p) / 2^64, m = t[0]: shifts for p[0] and p[1], one MULX for p[3]")
	MOVQ(t[0], RDX)
	MULXQ(modData.Offset(24), lo, hi)
	SHLQ(U8(32), t[0]) // m << 32
	SHRQ(U8(32), RDX)  // m >> 32
	ADDQ(t[0], t[1])
	ADCQ(RDX, t[2])
	ADCQ(lo, t[3])
}

// p256Redc writes z = T·2^−256 mod p for the eight-word product T < p·2^256
// in registers, returning z's registers (zBase as in cmovStore): four
// p256ReduceStep rounds on a window of four registers, each round's top
// word the MULX high half itself (the window's word 4 is zero before every
// round: hi + CF needs no register of its own, and the register that held
// t[0] becomes the next round's high half), then the high half of T and one
// conditional subtraction of p.
func p256Redc(modData Mem, T []GPVirtual, zBase func() Mem) []GPVirtual {
	t := slices.Clone(T[:4])
	lo, hi := GP64(), GP64()
	for i := 0; i < 4; i++ {
		p256ReduceLow(modData, t, lo, hi)
		ADCQ(U32(0), hi) // word 4, zero before the round: hi ≤ 2^64 − 2, so hi + CF fits
		t, hi = []GPVirtual{t[1], t[2], t[3], hi}, t[0]
	}
	// V = t ≤ p and V + high < 2p, as in montProductBody.
	Comment("add the high half: the sum is below 2p")
	c := hi
	MOVQ(U32(0), c)
	for j := 0; j < 4; j++ {
		if j == 0 {
			ADDQ(T[4], t[0])
		} else {
			ADCQ(T[4+j], t[j])
		}
	}
	ADCQ(U32(0), c)
	u := x86.SubModulus(append(slices.Clone(t), c), modData)
	// no borrow: t ≥ p, take t − p
	return cmovStore(u, t, zBase)
}

// isP384 reports whether the limbs pl are the P-384 base field prime
// 2^384 − 2^128 − 2^96 + 2^32 − 1.
func isP384(pl []uint64) bool {
	return slices.Equal(pl, []uint64{0x00000000ffffffff, 0xffffffff00000000, 0xfffffffffffffffe, ^uint64(0), ^uint64(0), ^uint64(0)})
}

// p384ReduceStep sets t = (t + m·p) / 2^64 on the seven-word window t
// whose top word t[6] is zero, with m = t[0]·(2^32 + 1) mod 2^64 (that is
// −p⁻¹ mod 2^64). Since p = 2^384 − c with c = 2^128 + 2^96 − 2^32 + 1,
// t + m·p = t + m·2^384 − m·c: t[6] = m, then one SUB/SBB chain subtracts
// the four words of m·c, which are formed with shifts (m·2^32 and m·2^96
// are m's halves moved by 32 bits). The true value is below 2^448, so the
// chain computing it modulo 2^448 is exact, and its word 0 is zero.
// The generic round (MULX for p's words, ADCX/ADOX) needs fourteen carry
// instructions and three MULX; this one ten ADC/SBB, three shifts and no
// MULX, and the next round's m is not behind a multiplication. Ports 0
// and 6, which every carry instruction needs, bound the P-384 field code,
// so fewer carry instructions and no MULX shorten it.
//
// The borrow out of word 3 is not propagated through words 4..6 (three
// SBBs per round, on ports 0 and 6 with every carry instruction): it is
// returned and owed at word 4, which is the next round's word 3, where it
// joins the top word of m·c (borrowIn, nil in the first round; the sum
// m·c + borrowIn·2^192 still fits four words). The last round's borrow is
// settled by the caller (p384SettleBorrow). 2% fewer carry instructions
// in a P-384 multiplication.
func p384ReduceStep(t []GPVirtual, lo, hi GPVirtual, borrowIn GPVirtual) GPVirtual {
	Comment("t = (t + m·p) / 2^64 = (t + m·2^384 − m·c) / 2^64, m = t[0]·(2^32 + 1)")
	// m·c = m + m·2^32·(2^64 − 1) + m·2^128
	//     = (m − u) + (u − v)·2^64 + (m + v)·2^128, u = m·2^32 mod 2^64, v = m >> 32.
	// u = t[0]·2^32·(2^32 + 1) mod 2^64 = t[0]·2^32 mod 2^64, formed on
	// the way to m, saves a shift.
	w1, w2, w3 := hi, GP64(), GP64()
	u, v := GP64(), GP64()
	MOVQ(t[0], RDX)
	SHLQ(U8(32), RDX)
	MOVQ(RDX, u)
	ADDQ(t[0], RDX)
	MOVQ(RDX, t[6]) // m·2^384: t[6] was zero
	MOVQ(RDX, v)
	SHRQ(U8(32), v)
	if borrowIn != nil {
		w3 = borrowIn
	}
	borrowOut := GP64()
	MOVQ(U32(0), borrowOut)
	MOVQ(RDX, w2)
	ADDQ(v, w2) // m + v, its carry into word 3
	if borrowIn == nil {
		MOVQ(U32(0), w3)
	}
	ADCQ(U32(0), w3) // plus the borrow owed at word 3
	// Word 0 of m·c, m − u, equals t[0] (m was chosen so), so only its
	// borrow is needed (CMP) and t[0] − (m − u) = 0 borrows nothing: the
	// subtraction from t starts at word 1 with SUB, which unlike SBB is
	// not bound to ports 0 and 6.
	MOVQ(u, w1)
	CMPQ(RDX, u) // CF = m < u, the borrow of m − u
	SBBQ(v, w1)
	SBBQ(U32(0), w2)
	SBBQ(U32(0), w3)
	XORQ(t[0], t[0])
	SUBQ(w1, t[1])
	SBBQ(w2, t[2])
	SBBQ(w3, t[3])
	ADCQ(U32(0), borrowOut) // owed at word 4
	return borrowOut
}

// p384SettleBorrow subtracts the borrow the last REDC round owes at its
// word 4, word 3 of the rotated window t; the result V ≤ p fits words
// 0..5, so nothing reaches word 6.
func p384SettleBorrow(t []GPVirtual, borrow GPVirtual) {
	SUBQ(borrow, t[3])
	SBBQ(U32(0), t[4])
	SBBQ(U32(0), t[5])
}

// p521Mul writes p521MulADX: the 9×9-limb product row by row (a sliding
// window of ten accumulator registers, finished low words stored on the
// stack), then the fold t mod 2^521 + t >> 521 and one more fold of bit 521.
func p521Mul() {
	TEXT("p521MulADX", NOSPLIT, "func(z, x, y *[9]uint64)")
	Doc("p521MulADX sets z = x·y mod⁺ 2^521 − 1 with MULX, ADCX and ADOX. Constant time.")
	prod := AllocLocal(9 * 8)
	p521MulBody(prod, paramWords("x"), paramWords("y"), paramMem("z"))
	RET()
}

// p521MulBody writes z = x·y mod⁺ 2^521 − 1 for the operands xBase and
// yBase give (yBase called once per row) into zBase() (nil: nowhere; z is
// returned in registers), with 9 words of scratch prod.
func p521MulBody(prod Mem, xBase, yBase func() words, zBase func() Mem) []GPVirtual {
	x := xBase()
	acc := make([]GPVirtual, 10)
	for j := range acc {
		acc[j] = GP64()
		XORQ(acc[j], acc[j])
	}
	lo, hi := GP64(), GP64()
	for i := 0; i < 9; i++ {
		Comment(fmt.Sprintf("row %d: t[%d..%d] += x·y[%d]", i, i, i+9, i))
		MOVQ(yBase()(i), RDX)
		XORQ(lo, lo) // clear CF and OF
		for j := 0; j < 9; j++ {
			MULXQ(x(j), lo, hi)
			ADOXQ(lo, acc[j])
			ADCXQ(hi, acc[j+1])
		}
		MOVQ(U32(0), lo)
		ADOXQ(lo, acc[9])
		// acc[0] = t[i] is final.
		MOVQ(acc[0], prod.Offset(8*i))
		if i < 8 {
			XORQ(acc[0], acc[0])
		}
		acc = append(acc[1:], acc[0])
	}
	// acc[0..8] = t[9..17]; t[0..8] are on the stack.
	t8 := acc[9] // the spare register
	MOVQ(prod.Offset(64), t8)
	return p521Fold(prod, append([]GPVirtual{t8}, acc[:9]...), zBase)
}

// p521Fold writes z = t mod 2^521 + t >> 521, folded once more, for the
// 18-word t whose words 0..7 are in prod and words 8..17 in t8[0..9].
func p521Fold(prod Mem, h []GPVirtual, zBase func() Mem) []GPVirtual {
	Comment("h = t >> 521 = (t[8..17]) >> 9, in place")
	x86.P521Fold(prod, h, true)
	return storeWords(h[:9], zBase)
}

// p521Sqr writes p521SqrADX: the 36 cross products x[i]·x[j] (i < j) row
// by row on the stack, then one pass that doubles them (the ADCX chain)
// and adds the squares x[i]² (the ADOX chain), keeping words 8..17 in
// registers for the Mersenne fold (a store-to-load round trip less on its
// path), then the fold.
func p521Sqr() {
	TEXT("p521SqrADX", NOSPLIT, "func(z, x *[9]uint64)")
	Doc("p521SqrADX sets z = x² mod⁺ 2^521 − 1 with MULX, ADCX and ADOX. Constant time.")
	T := AllocLocal(18 * 8)
	p521SqrBody(T, paramWords("x"), paramMem("z"))
	RET()
}

// p521SqrBody writes z = x² mod⁺ 2^521 − 1 like p521MulBody, with 18 words
// of scratch T.
func p521SqrBody(T Mem, xBase func() words, zBase func() Mem) []GPVirtual {
	x := xBase()
	// Cross products in a sliding window of registers: row i touches words
	// 2i+1 .. i+9, so words 2i+1 and 2i+2 are final after it and are
	// stored once, and word i+9 enters the window as zero. Words 0 and 17
	// get no cross product.
	zero := GP64()
	XORQ(zero, zero)
	MOVQ(zero, T.Offset(0))
	MOVQ(zero, T.Offset(8*17))
	lo, hi := GP64(), GP64()
	W := make(map[int]GPVirtual)
	for i := 0; i < 8; i++ {
		Comment(fmt.Sprintf("cross products x[%d]·x[%d..8] at words %d..%d", i, i+1, 2*i+1, i+9))
		for p := 2*i + 1; p <= i+9; p++ {
			if _, ok := W[p]; !ok {
				W[p] = GP64()
				XORQ(W[p], W[p])
			}
		}
		XORQ(lo, lo) // clear CF and OF
		MOVQ(x(i), RDX)
		for j := i + 1; j < 9; j++ {
			MULXQ(x(j), lo, hi)
			ADOXQ(lo, W[i+j])
			ADCXQ(hi, W[i+j+1]) // word i+9 was zero: no carry out
		}
		MOVQ(U32(0), lo)
		ADOXQ(lo, W[i+9])
		last := 2*i + 2
		if i == 7 {
			last = 16
		}
		for p := 2*i + 1; p <= last; p++ {
			MOVQ(W[p], T.Offset(8*p))
			delete(W, p)
		}
	}
	a, b := GP64(), GP64()
	h := make([]GPVirtual, 10)
	Comment("t = 2·t + Σ x[i]²·2^(128i): doubling on the CF chain, squares on the OF chain; words 8..17 stay in registers for the fold")
	XORQ(lo, lo)
	for i := 0; i < 9; i++ {
		MOVQ(x(i), RDX)
		MULXQ(RDX, lo, hi)
		if 2*i >= 8 {
			h[2*i-8], h[2*i-7] = GP64(), GP64()
			MOVQ(T.Offset(16*i), h[2*i-8])
			MOVQ(T.Offset(16*i+8), h[2*i-7])
			ADCXQ(h[2*i-8], h[2*i-8])
			ADCXQ(h[2*i-7], h[2*i-7])
			ADOXQ(lo, h[2*i-8])
			ADOXQ(hi, h[2*i-7])
			continue
		}
		MOVQ(T.Offset(16*i), a)
		MOVQ(T.Offset(16*i+8), b)
		ADCXQ(a, a)
		ADCXQ(b, b)
		ADOXQ(lo, a)
		ADOXQ(hi, b)
		MOVQ(a, T.Offset(16*i))
		MOVQ(b, T.Offset(16*i+8))
	}
	return p521Fold(T, h, zBase)
}

// squareProductRegs returns x² (2n words) in registers, for n = 4 (eight
// words, the pointer and two temporaries fit): the six cross products
// x[i]·x[j] (i < j) in three rows, each row's MULX results written straight
// into the words they start (no accumulator to clear, no zero to carry in:
// 19 instructions where accumulating every product on the ADCX/ADOX chains
// took 38), doubled with SHLD, then the squares x[i]² added on one carry
// chain. (Doubling on the ADCX chain beside the squares on the ADOX chain
// measured no faster on Zen 3.)
func squareProductRegs(x words, n int) []GPVirtual {
	if n != 4 {
		panic("squareProductRegs: n = 4 only")
	}
	T := make([]GPVirtual, 2*n)
	for k := range T {
		T[k] = GP64()
	}
	lo, hi := GP64(), GP64()
	Comment("cross products x[0]·x[1..3] at words 1..4")
	MOVQ(x(0), RDX)
	MULXQ(x(1), T[1], T[2])
	MULXQ(x(2), lo, T[3])
	ADDQ(lo, T[2])
	MULXQ(x(3), lo, T[4])
	ADCQ(lo, T[3])
	ADCQ(U32(0), T[4]) // x[0]·(x[1..3]) < 2^256: no carry out of word 4
	Comment("cross products x[1]·x[2..3] at words 3..5")
	MOVQ(x(1), RDX)
	MULXQ(x(2), lo, hi)
	MULXQ(x(3), RDX, T[5]) // x[1] is no longer needed in RDX
	ADDQ(lo, T[3])
	ADCQ(hi, T[4])
	ADCQ(U32(0), T[5])
	ADDQ(RDX, T[4])
	ADCQ(U32(0), T[5]) // the cross products so far are below 2^384
	Comment("cross product x[2]·x[3] at words 5..6")
	MOVQ(x(2), RDX)
	MULXQ(x(3), lo, T[6])
	ADDQ(lo, T[5])
	ADCQ(U32(0), T[6]) // all six are below 2^448
	// 2·t < 2^449: its word 7 is word 6's top bit, its word 0 zero; x² <
	// 2^512, so adding the squares carries nothing out of word 7.
	Comment("t = 2·t with SHLD (word 7 is word 6's top bit, word 0 is zero), then t += Σ x[i]²·2^(128i) on one carry chain")
	MOVQ(T[6], T[7])
	SHRQ(U8(63), T[7])
	for k := 2*n - 2; k >= 2; k-- {
		SHLQ(U8(1), T[k-1], T[k])
	}
	ADDQ(T[1], T[1])
	for i := 0; i < n; i++ {
		MOVQ(x(i), RDX)
		if i == 0 {
			MULXQ(RDX, T[0], hi)
			ADDQ(hi, T[1])
			continue
		}
		MULXQ(RDX, lo, hi)
		ADCQ(lo, T[2*i])
		ADCQ(hi, T[2*i+1])
	}
	return T
}

// squareProductSpill writes x² (2n words) to T like squareProductRegs, with
// the cross products in registers (words 1..2n−2: ten registers for n = 6,
// with the pointer and three temporaries that is all fourteen) and the
// doubling pass storing each word to T once it is final, so no word makes a
// store-to-load round trip.
func squareProductSpill(T Mem, x words, n int) {
	W := make([]GPVirtual, 2*n)
	for k := 1; k <= 2*n-2; k++ {
		W[k] = GP64()
		XORQ(W[k], W[k])
	}
	lo, hi := GP64(), GP64()
	for i := 0; i < n-1; i++ {
		Comment(fmt.Sprintf("cross products x[%d]·x[%d..%d] at words %d..%d", i, i+1, n-1, 2*i+1, i+n))
		XORQ(lo, lo) // clear CF and OF
		MOVQ(x(i), RDX)
		for j := i + 1; j < n; j++ {
			MULXQ(x(j), lo, hi)
			ADOXQ(lo, W[i+j])
			ADCXQ(hi, W[i+j+1]) // word i+n is still zero here: no carry out
		}
		MOVQ(U32(0), lo)
		ADOXQ(lo, W[i+n])
	}
	Comment("t = 2·t with SHLD, then t += Σ x[i]²·2^(128i) on one carry chain; words stored as they are final")
	top := GP64()
	XORQ(top, top)
	SHLQ(U8(1), W[2*n-2], top)
	for k := 2*n - 2; k >= 2; k-- {
		SHLQ(U8(1), W[k-1], W[k])
	}
	ADDQ(W[1], W[1])
	for i := 0; i < n; i++ {
		MOVQ(x(i), RDX)
		MULXQ(RDX, lo, hi)
		if i == 0 { // word 0 of 2·t is zero: it is x[0]² mod 2^64
			MOVQ(lo, T.Offset(0))
			ADDQ(hi, W[1])
			MOVQ(W[1], T.Offset(8))
			continue
		}
		hiWord := top
		if i < n-1 {
			hiWord = W[2*i+1]
		}
		ADCQ(lo, W[2*i])
		ADCQ(hi, hiWord)
		MOVQ(W[2*i], T.Offset(16*i))
		MOVQ(hiWord, T.Offset(16*i+8))
	}
}

// montSqr writes a Montgomery squaring: x² on the stack, then REDC of its
// low half alone ((T_lo + M·p)/2^(64n), rounds as in montMul without the
// multiply pass), plus its high half, and one conditional subtraction.
func montSqr(f montField) { montProduct(f, true) }

// montProductMul writes a Montgomery multiplication the way montSqr
// writes a squaring: the whole product x·y first (its rows overlap, as no
// reduction waits between them), then the REDC rounds of its low half.
func montProductMul(f montField) { montProduct(f, false) }

func montProduct(f montField, square bool) {
	pl := limbsOf(f.mod)
	n := len(pl)
	k := m0(f.mod)
	if square {
		TEXT(f.name, NOSPLIT, fmt.Sprintf("func(z, x *[%d]uint64)", n))
		Doc(fmt.Sprintf("%s sets z = x²·2^−%d mod p (Montgomery squaring) with MULX, ADCX and ADOX. Constant time.", f.name, 64*n))
	} else {
		TEXT(f.name, NOSPLIT, fmt.Sprintf("func(z, x, y *[%d]uint64)", n))
		Doc(fmt.Sprintf("%s sets z = x·y·2^−%d mod p (Montgomery multiplication, product first) with MULX, ADCX and ADOX. Constant time.", f.name, 64*n))
	}
	modData := GLOBL(f.name+"_p", RODATA|NOPTR)
	for j, w := range pl {
		DATA(8*j, U64(w))
	}
	DATA(8*n, U64(k))
	var scratch Mem
	if n != 4 {
		scratch = AllocLocal(16 * n)
	}
	montProductBody(pl, modData, scratch, square, paramWords("x"), paramWords("y"), paramMem("z"))
	RET()
}

// words gives the words of a field element operand, in memory or in
// registers.
type words func(j int) Op

// memWords returns the words of the element at m.
func memWords(m Mem) words { return func(j int) Op { return m.Offset(8 * j) } }

// regWords returns the words of the element in r.
func regWords(r []GPVirtual) words { return func(j int) Op { return r[j] } }

// paramMem returns a function giving word 0 of the array that the pointer
// parameter name points to, loading the pointer into a register at each call.
func paramMem(name string) func() Mem {
	return func() Mem { return Mem{Base: Load(Param(name), GP64())} }
}

// paramWords is paramMem giving the array's words.
func paramWords(name string) func() words {
	return func() words { return memWords(paramMem(name)()) }
}

// montProductBody writes z = x·y·2^−64n (x² when square) mod p for the
// operands whose word 0 xBase, yBase and zBase give (each called when its
// operand is first needed; yBase once per row for n ≠ 4; zBase once, after
// every read of x and y, so z may alias them). scratch holds 2n words for
// n ≠ 4. modData is p's words followed by −p⁻¹ mod 2^64.
//
// It returns the registers holding z; with zBase nil, z is only there.
func montProductBody(pl []uint64, modData, scratch Mem, square bool, xBase, yBase func() words, zBase func() Mem) []GPVirtual {
	n := len(pl)
	k := m0hex(pl)
	x := xBase()
	// The high half of the product, added after the REDC rounds: in
	// registers for n = 4 (the whole product fits), on the stack otherwise.
	var high func(j int) Op
	t := make([]GPVirtual, n+1)
	if n == 4 {
		var T []GPVirtual
		if square {
			T = squareProductRegs(x, n)
		} else {
			T = mulProductRegs(x, yBase(), n)
		}
		if isP256(pl, k) {
			return p256Redc(modData, T, zBase)
		}
		copy(t, T[:n])
		high = func(j int) Op { return T[n+j] }
	} else {
		T := scratch
		if square {
			squareProductSpill(T, x, n)
		} else {
			mulProductSpill(T, x, yBase, n)
		}
		for j := 0; j < n; j++ {
			t[j] = GP64()
			MOVQ(T.Offset(8*j), t[j])
		}
		high = func(j int) Op { return T.Offset(8 * (n + j)) }
	}
	t[n] = GP64()
	XORQ(t[n], t[n])
	lo, hi := GP64(), GP64()
	var borrow GPVirtual
	for i := 0; i < n; i++ {
		if isP256(pl, k) {
			p256ReduceStep(modData, t, lo, hi, false)
			t = append(t[1:], t[0])
			continue
		}
		if isP384(pl) {
			borrow = p384ReduceStep(t, lo, hi, borrow)
			t = append(t[1:], t[0])
			if i == n-1 {
				p384SettleBorrow(t, borrow)
			}
			continue
		}
		Comment(fmt.Sprintf("REDC round %d", i))
		redcStep(pl, modData, k, t, lo, hi)
		MOVQ(U32(0), lo)
		ADOXQ(lo, t[n])
		// t[0] is zero: it becomes the next round's top word.
		t = append(t[1:], t[0])
	}
	// V = t[0..n−1] ≤ p (t[n] is zero) and V + high < 2p. Adding high
	// and then subtracting p are two serial carry chains; forming
	// high − p during REDC to make them independent chains shortens the
	// dependent latency but costs seven more carry instructions, and in
	// the point formulas, whose independent multiplications overlap, that
	// is slower.
	Comment("add the high half: the sum is below 2p")
	for j := 0; j < n; j++ {
		if j == 0 {
			ADDQ(high(0), t[0])
		} else {
			ADCQ(high(j), t[j])
		}
	}
	ADCQ(U32(0), t[n])
	u := x86.SubModulus(t[:n+1], modData)
	// no borrow: t ≥ p, take t − p
	return cmovStore(u, t[:n], zBase)
}

// cmovStore sets t[j] = u[j] where the carry flag is clear, stores t to
// zBase() unless zBase is nil, and returns t.
func cmovStore(u, t []GPVirtual, zBase func() Mem) []GPVirtual {
	if zBase == nil {
		for j := range t {
			CMOVQCC(u[j], t[j])
		}
		return t
	}
	z := zBase()
	for j := range t {
		CMOVQCC(u[j], t[j])
		MOVQ(t[j], z.Offset(8*j))
	}
	return t
}

// storeWords stores t to zBase() unless zBase is nil, and returns t.
func storeWords(t []GPVirtual, zBase func() Mem) []GPVirtual {
	if zBase != nil {
		z := zBase()
		for j := range t {
			MOVQ(t[j], z.Offset(8*j))
		}
	}
	return t
}

// addSub writes modular addition (z = x + y mod p: add, then subtract p
// unless that borrows) or subtraction (z = x − y mod p: subtract, then add
// p masked by the borrow) for a base field. It uses plain ADD/ADC and
// SUB/SBB with CMOV; it is in the ADX tier only because it shares its
// file. Constant time.
func addSub(f montField, sub bool) {
	pl := limbsOf(f.mod)
	n := len(pl)
	base := f.name[:len(f.name)-len("MulADX")]
	name := base + "AddAsm"
	if sub {
		name = base + "SubAsm"
	}
	TEXT(name, NOSPLIT, fmt.Sprintf("func(z, x, y *[%d]uint64)", n))
	if sub {
		Doc(name + " sets z = x − y mod p. Constant time.")
	} else {
		Doc(name + " sets z = x + y mod p. Constant time.")
	}
	addSubBody(pl, sub, paramWords("x"), paramWords("y"), paramMem("z"))
	RET()
}

// addSubBody writes z = x ± y mod p for the operands whose word 0 xBase,
// yBase and zBase give; zBase is called after every read of x and y. It
// returns the registers holding z; with zBase nil, z is only there.
func addSubBody(pl []uint64, sub bool, xBase, yBase func() words, zBase func() Mem) []GPVirtual {
	n := len(pl)
	x := xBase()
	y := yBase()
	t := make([]GPVirtual, n)
	for j := range t {
		t[j] = GP64()
		MOVQ(x(j), t[j])
	}
	u := make([]GPVirtual, n)
	if !sub {
		for j := 0; j < n; j++ {
			if j == 0 {
				ADDQ(y(0), t[j])
			} else {
				ADCQ(y(j), t[j])
			}
		}
		c := GP64()
		MOVQ(U32(0), c)
		ADCQ(U32(0), c)
		for j := 0; j < n; j++ {
			u[j] = GP64()
			MOVQ(t[j], u[j])
		}
		for j := 0; j < n; j++ {
			var pj Op = imm32(pl[j])
			if pj == nil {
				r := GP64()
				MOVQ(U64(pl[j]), r)
				pj = r
			}
			if j == 0 {
				SUBQ(pj, u[j])
			} else {
				SBBQ(pj, u[j])
			}
		}
		SBBQ(U32(0), c) // CF = 1 exactly when x + y < p
		return cmovStore(u, t, zBase)
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			SUBQ(y(0), t[j])
		} else {
			SBBQ(y(j), t[j])
		}
	}
	mask := GP64()
	SBBQ(mask, mask) // all ones exactly when x < y
	// p's words masked by the borrow: an all-ones word is the mask itself
	// and a zero word an immediate zero, so only the others need an AND.
	pm := make([]Op, n)
	for j := 0; j < n; j++ {
		switch pl[j] {
		case ^uint64(0):
			pm[j] = mask
		case 0:
			pm[j] = U32(0)
		default:
			r := GP64()
			MOVQ(U64(pl[j]), r)
			ANDQ(mask, r)
			pm[j] = r
		}
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			ADDQ(pm[j], t[j])
		} else {
			ADCQ(pm[j], t[j])
		}
	}
	return storeWords(t, zBase)
}

// imm32 returns w as a sign-extended 32-bit immediate operand, or nil when
// w is not one (ADD, SUB, ADC and SBB sign-extend their imm32 to 64 bits).
func imm32(w uint64) Op {
	if int64(w) != int64(int32(w)) {
		return nil
	}
	return I32(int32(w))
}

// p521AddSub writes z = x + y or z = x − y = x + (p − y) mod⁺ 2^521 − 1
// (p − y is y with its 521 bits complemented), with one fold of bit 521.
// Constant time.
func p521AddSub(sub bool) {
	name := "p521AddAsm"
	if sub {
		name = "p521SubAsm"
	}
	TEXT(name, NOSPLIT, "func(z, x, y *[9]uint64)")
	if sub {
		Doc(name + " sets z = x − y mod⁺ 2^521 − 1 for x, y ≤ 2^521 − 1. Constant time.")
	} else {
		Doc(name + " sets z = x + y mod⁺ 2^521 − 1 for x, y ≤ 2^521 − 1. Constant time.")
	}
	p521AddSubBody(sub, paramWords("x"), paramWords("y"), paramMem("z"))
	RET()
}

// p521AddSubBody writes z = x ± y mod⁺ 2^521 − 1 like addSubBody.
func p521AddSubBody(sub bool, xBase, yBase func() words, zBase func() Mem) []GPVirtual {
	x := xBase()
	y := yBase()
	t := make([]GPVirtual, 9)
	for j := range t {
		t[j] = GP64()
		MOVQ(y(j), t[j])
		if sub {
			if j < 8 {
				NOTQ(t[j])
			} else {
				XORQ(U32(0x1ff), t[j])
			}
		}
	}
	for j := 0; j < 9; j++ {
		if j == 0 {
			ADDQ(x(0), t[j])
		} else {
			ADCQ(x(j), t[j])
		}
	}
	x86.P521FoldTop(t, GP64())
	return storeWords(t, zBase)
}

// mulProductRegs returns x·y (2n words) in registers, for n = 4 (eight
// words, the two pointers and two temporaries fit), row by row: row 0
// writes its products straight into the accumulator on one ADD/ADC chain,
// later rows add theirs with the low halves on the OF chain (ADOX) and the
// high halves on the CF chain (ADCX).
func mulProductRegs(x, y words, n int) []GPVirtual {
	T := make([]GPVirtual, 2*n)
	for k := range T {
		T[k] = GP64()
	}
	lo, hi := GP64(), GP64()
	Comment("row 0: t = x·y[0]")
	MOVQ(y(0), RDX)
	MULXQ(x(0), T[0], T[1])
	for j := 1; j < n; j++ {
		MULXQ(x(j), lo, T[j+1])
		if j == 1 {
			ADDQ(lo, T[j])
		} else {
			ADCQ(lo, T[j])
		}
	}
	ADCQ(U32(0), T[n])
	// The row's top word is its last MULX high half, which then takes the
	// two pending carries from a zero register: one instruction a row less
	// than clearing the top word and adding a zero made after the row.
	zero := GP64()
	for i := 1; i < n; i++ {
		Comment(fmt.Sprintf("row %d: t[%d..%d] += x·y[%d]", i, i, i+n, i))
		XORQ(zero, zero) // clears CF and OF
		MOVQ(y(i), RDX)
		for j := 0; j < n; j++ {
			if j == n-1 {
				MULXQ(x(j), lo, T[i+n])
				ADOXQ(lo, T[i+j])
				break
			}
			MULXQ(x(j), lo, hi)
			ADOXQ(lo, T[i+j])
			ADCXQ(hi, T[i+j+1])
		}
		// The high half is at most 2^64 − 2 and the row's sum has no
		// carry out of word i+n: the two carries fit.
		ADCXQ(zero, T[i+n])
		ADOXQ(zero, T[i+n])
	}
	return T
}

// mulProductSpill writes x·y (2n words) to T, row by row in a sliding
// window of n+1 registers; word i is final after row i and is stored then,
// the top n words after the last row.
func mulProductSpill(T Mem, x words, yBase func() words, n int) {
	acc := make([]GPVirtual, n+1)
	for j := range acc {
		acc[j] = GP64()
	}
	lo, hi := GP64(), GP64()
	for i := 0; i < n; i++ {
		Comment(fmt.Sprintf("row %d: t[%d..%d] += x·y[%d]", i, i, i+n, i))
		MOVQ(yBase()(i), RDX)
		if i == 0 {
			MULXQ(x(0), acc[0], acc[1])
			for j := 1; j < n; j++ {
				MULXQ(x(j), lo, acc[j+1])
				if j == 1 {
					ADDQ(lo, acc[j])
				} else {
					ADCQ(lo, acc[j])
				}
			}
			ADCQ(U32(0), acc[n])
		} else {
			XORQ(acc[n], acc[n]) // the row's new top word; clears CF and OF
			for j := 0; j < n; j++ {
				MULXQ(x(j), lo, hi)
				ADOXQ(lo, acc[j])
				ADCXQ(hi, acc[j+1])
			}
			MOVQ(U32(0), lo)
			ADOXQ(lo, acc[n])
		}
		MOVQ(acc[0], T.Offset(8*i))
		acc = append(acc[1:], acc[0])
	}
	for j := 0; j < n; j++ {
		MOVQ(acc[j], T.Offset(8*(n+j)))
	}
}

// tierAsm names each field operation's ADX-tier assembly.
var tierAsm = map[string]string{
	"p256ElementMul":    "p256ElementMulADX",
	"p256ElementSquare": "p256ElementSqrADX",
	"p256ElementAdd":    "p256ElementAddAsm",
	"p256ElementSub":    "p256ElementSubAsm",
	"p384ElementMul":    "p384ElementMulADX",
	"p384ElementSquare": "p384ElementSqrADX",
	"p384ElementAdd":    "p384ElementAddAsm",
	"p384ElementSub":    "p384ElementSubAsm",
	"p521Mul":           "p521MulADX",
	"p521Square":        "p521SqrADX",
	"p521Add":           "p521AddAsm",
	"p521Sub":           "p521SubAsm",
}

// dispatch writes the entry point name of a field operation: a tail jump
// to its ADX-tier assembly when useADX is set and to its Go fallback
// nameNoADX (fe_noadx_amd64.go) otherwise. Done in assembly so that the
// element methods call it directly: a Go function holding both calls is
// past the inliner's budget and cost an extra call per field operation.
// useADX is a public CPU flag (impl.Select may flip it at any time).
func dispatch(name, sig string) {
	TEXT(name, NOSPLIT, sig)
	Doc(name + " jumps to " + tierAsm[name] + " on the ADX tier and to " + name + "NoADX otherwise.")
	CMPB(Mem{Symbol: Symbol{Name: "·useADX"}, Base: StaticBase}, U8(0))
	JEQ(LabelRef(name + "_noadx"))
	tailJump(tierAsm[name])
	Label(name + "_noadx")
	tailJump(name + "NoADX")
}

// tailJump writes JMP ·fn(SB), a tail call that leaves the caller's
// arguments and return address to fn (avo's JMP takes only labels).
func tailJump(fn string) {
	Instruction(&ir.Instruction{
		Opcode:     "JMP",
		Operands:   []Op{Mem{Symbol: Symbol{Name: "·" + fn}, Base: StaticBase}},
		IsTerminal: true,
	})
}

// m0hex returns −p⁻¹ mod 2^64 for the odd p with little-endian words pl.
func m0hex(pl []uint64) uint64 {
	inv := pl[0] // Newton's iteration inv·(2 − p·inv) doubles the correct low bits (p·p ≡ 1 mod 8)
	for i := 0; i < 6; i++ {
		inv *= 2 - pl[0]*inv
	}
	return -inv
}
