// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command mulq generates nistec's "MULQ" tier (fe_mulq_amd64.s): field and
// scalar multiplication for amd64 CPUs without BMI2/ADX, using only
// baseline instructions (MULQ, ADD/ADC, SUB/SBB, CMOV).
//
//	cd _asm/mulq && go run . -out ../../fe_mulq_amd64.s
//
// The Go declarations are in fe_noadx_amd64.go.
//
// MULQ writes the flags, so a carry chain cannot run through it as ADCX and
// ADOX chains run through MULX. The code therefore scans products column by
// column (Comba): every product of a column is added to a three-word
// accumulator with ADD, ADC, ADC, and the accumulator shifts by one word
// per column, so no carry word is moved between products. Montgomery
// multiplication interleaves the reduction the same way (finely integrated
// product scanning): column k < n adds the products m_j·p[k−j] of the
// Montgomery factors already chosen and then picks m_k so that the column's
// low word vanishes; columns n..2n−1 are the result, below 2p, and one
// subtraction of p is kept or not with CMOV. Squaring sums each column's
// cross products x[i]·x[j] (i < j) once, doubles them, and adds the
// square x[k/2]². Modulus words 0 and 2^64 − 1 cost no multiplication, and
// P-256's p[0] and p[1] are shifts; a modulus 2^384 − c (P-384) adds m at
// word n and multiplies only c's words. P-521 uses the same columns and the
// Mersenne fold of p521MulGeneric.
//
// Everything is straight-line code: no branch or address depends on the
// operands.
package main

import (
	"fmt"
	"math/big"

	"github.com/ctcrypto/ctcrypto/internal/_asm/x86"
	. "github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/ir"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

const (
	p256Hex = "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"
	p384Hex = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"
	n256Hex = "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"
	n384Hex = "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"
	n521Hex = "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"
)

func main() {
	ConstraintExpr("amd64,!purego")
	montMul("p256ElementMulMULQ", p256Hex, false)
	montMul("p256ElementSqrMULQ", p256Hex, true)
	montMul("p384ElementMulMULQ", p384Hex, false)
	montMul("p384ElementSqrMULQ", p384Hex, true)
	montMul("p256ScalarMulMULQ", n256Hex, false)
	montMul("p384ScalarMulMULQ", n384Hex, false)
	montMul("p521ScalarMulMULQ", n521Hex, false)
	p521Mul("p521MulMULQ", false)
	p521Mul("p521SqrMULQ", true)
	for _, d := range dispatchers {
		dispatch(d)
	}
	Generate()
}

func limbsOf(hex string) []uint64 { return x86.LimbsOf(hex) }

// m0 returns −p⁻¹ mod 2^64.
func m0(pl []uint64) uint64 { return x86.M0(pl) }

func isP256(pl []uint64) bool {
	return len(pl) == 4 && pl[0] == ^uint64(0) && pl[1] == 0xffffffff && pl[2] == 0 && pl[3] == 0xffffffff00000001
}

// acc is the three-word column accumulator r = r[2]·2^128 + r[1]·2^64 +
// r[0]. Its arithmetic is mod 2^192; every column sum is below 2^134 in
// absolute value (signed, two's complement, for the P-384 moduli).
type acc [3]GPVirtual

// columnStart loads the operand pointers (y = x for a square) and a zero
// accumulator for the column scan.
func columnStart(square bool) (x, y Register, r acc) {
	x = Load(Param("x"), GP64())
	y = x
	if !square {
		y = Load(Param("y"), GP64())
	}
	for i := range r {
		r[i] = GP64()
		XORQ(r[i], r[i])
	}
	return x, y, r
}

// mulAdd adds a·b to r (a is moved to RAX; MULQ takes b from memory or a
// register).
func (r *acc) mulAdd(a, b Op) {
	MOVQ(a, RAX)
	MULQ(b)
	r.addDXAX()
}

// addDXAX adds RDX:RAX to r.
func (r *acc) addDXAX() {
	ADDQ(RAX, r[0])
	ADCQ(RDX, r[1])
	ADCQ(U32(0), r[2])
}

// subMul subtracts cw·m from r (cw a constant, m in memory or a register
// other than RAX and RDX).
func (r *acc) subMul(cw uint64, m Op) {
	switch cw {
	case 0:
		return
	case 1:
		SUBQ(m, r[0])
		SBBQ(U32(0), r[1])
		SBBQ(U32(0), r[2])
		return
	}
	MOVQ(U64(cw), RAX)
	MULQ(m)
	SUBQ(RAX, r[0])
	SBBQ(RDX, r[1])
	SBBQ(U32(0), r[2])
}

// signWord returns a new register holding r[2]'s sign, all ones or zero:
// the top word of a signed r shifted right by 64.
func (r *acc) signWord() GPVirtual {
	s := GP64()
	MOVQ(r[2], s)
	SARQ(U8(63), s)
	return s
}

// shift drops r[0] (zero, or taken by the caller as a result word): r
// becomes r >> 64, with fresh (zero, or the sign word of a signed r) as its
// top word.
func (r *acc) shift(fresh GPVirtual) {
	r[0], r[1], r[2] = r[1], r[2], fresh
}

// squareColumn adds column k of x² for the n-word x: the cross products
// x[i]·x[k−i] (i < k−i) once, doubled, and x[k/2]² when k is even.
func squareColumn(r *acc, x Register, n, k int) {
	lo := max(0, k-n+1)
	var cross [][2]int
	for i := lo; i < k-i; i++ {
		cross = append(cross, [2]int{i, k - i})
	}
	xw := func(i int) Mem { return Mem{Base: x, Disp: 8 * i} }
	switch len(cross) {
	case 0:
	case 1:
		// One product: double it in RDX:RAX, the bit shifted out of RDX
		// going straight to r[2].
		MOVQ(xw(cross[0][0]), RAX)
		MULQ(xw(cross[0][1]))
		ADDQ(RAX, RAX)
		ADCQ(RDX, RDX)
		ADCQ(U32(0), r[2])
		r.addDXAX()
	default:
		s := acc{GP64(), GP64(), GP64()}
		for _, w := range s {
			XORQ(w, w)
		}
		for _, c := range cross {
			s.mulAdd(xw(c[0]), xw(c[1]))
		}
		// r += 2·s
		ADDQ(s[0], s[0])
		ADCQ(s[1], s[1])
		ADCQ(s[2], s[2])
		ADDQ(s[0], r[0])
		ADCQ(s[1], r[1])
		ADCQ(s[2], r[2])
	}
	if k%2 == 0 {
		r.mulAdd(xw(k/2), xw(k/2))
	}
}

// montMul writes z = x·y·2^(−64n) mod p (or x²), fully reduced, by finely
// integrated product scanning.
func montMul(name, hex string, square bool) {
	pl := limbsOf(hex)
	n := len(pl)
	k0 := m0(pl)
	p256 := isP256(pl)
	ones := 0
	for _, w := range pl {
		if w == ^uint64(0) {
			ones++
		}
	}
	// When p's top words are all ones (both P-384 moduli), p = 2^(64n) − c
	// with a short c, and m·p = m·2^(64n) − m·c: m itself at word n, and
	// only c's words multiplied. The accumulator then holds signed column
	// sums (two's complement, far from overflow), so it shifts with sign
	// extension.
	topOnes := 0
	for j := n - 1; j >= 0 && pl[j] == ^uint64(0); j-- {
		topOnes++
	}
	var c []uint64
	if topOnes >= 2 && n <= 6 {
		p, _ := new(big.Int).SetString(hex, 16)
		c = limbsOf(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(64*n)), p).Text(16))
	}
	modData := GLOBL(name+"_p", RODATA|NOPTR)
	for j, w := range pl {
		DATA(8*j, U64(w))
	}
	DATA(8*n, U64(k0)) // −p⁻¹ mod 2^64, read by IMULQ
	sig, what := fmt.Sprintf("func(z, x, y *[%d]uint64)", n), "x·y"
	if square {
		sig, what = fmt.Sprintf("func(z, x *[%d]uint64)", n), "x²"
	}
	TEXT(name, NOSPLIT, sig)
	Doc(fmt.Sprintf("%s sets z = %s·2^−%d mod p (Montgomery), fully reduced, with MULQ (no BMI2/ADX). Constant time.", name, what, 64*n))
	ms := AllocLocal(8 * n) // the Montgomery factors m_0..m_{n−1}
	mWord := func(j int) Mem { return ms.Offset(8 * j) }
	// m_j is also kept in a register for the next two columns: loading it
	// back from the stack right after storing it would put a store-to-load
	// forwarding on the critical path from one column's m to the next's.
	mReg := make([]GPVirtual, n)
	mOp := func(j, k int) Op {
		if k-j <= 2 {
			return mReg[j]
		}
		return mWord(j)
	}
	// Result words in registers while they fit, else on the stack.
	inRegs := n <= 6
	var tMem Mem
	if !inRegs {
		tMem = AllocLocal(8 * n)
	}
	t := make([]Op, n+1)

	x, y, r := columnStart(square)
	// pickM sets m_k = r[0]·(−p⁻¹) mod 2^64 in RAX, a fresh register and
	// its stack word (k0 = 2^32 + 1 is a shift and an add).
	pickM := func(k int) {
		MOVQ(r[0], RAX)
		if k0 == 0x100000001 {
			SHLQ(U8(32), RAX)
			ADDQ(r[0], RAX)
		} else {
			IMULQ(modData.Offset(8*n), RAX)
		}
		mReg[k] = GP64()
		MOVQ(RAX, mReg[k])
		MOVQ(RAX, mWord(k))
	}
	for k := 0; k <= 2*n-2; k++ {
		Comment(fmt.Sprintf("column %d", k))
		lo, hi := max(0, k-n+1), min(k, n-1)
		if square {
			squareColumn(&r, x, n, k)
		} else {
			for i := lo; i <= hi; i++ {
				r.mulAdd(Mem{Base: x, Disp: 8 * i}, Mem{Base: y, Disp: 8 * (k - i)})
			}
		}
		// m_j·p[k−j] for the factors chosen in earlier columns.
		for j := lo; j <= min(k-1, n-1); j++ {
			w := k - j
			if c != nil {
				if w < len(c) {
					r.subMul(c[w], mOp(j, k))
				}
				continue
			}
			switch {
			case pl[w] == 0:
			case p256 && w == 1: // folded into column j, see below
			case pl[w] == ^uint64(0) && ones >= 2:
				// m·(2^64 − 1) = m·2^64 − m: no multiplication.
				ADDQ(mOp(j, k), r[1])
				ADCQ(U32(0), r[2])
				SUBQ(mOp(j, k), r[0])
				SBBQ(U32(0), r[1])
				SBBQ(U32(0), r[2])
			default:
				MOVQ(U64(pl[w]), RAX)
				MULQ(mOp(j, k))
				r.addDXAX()
			}
		}
		if c != nil && k >= n {
			// m_{k−n}·2^(64n): m at word n.
			ADDQ(mWord(k-n), r[0])
			ADCQ(U32(0), r[1])
			ADCQ(U32(0), r[2])
		}
		if k < n {
			// m_k = r[0]·(−p⁻¹) mod 2^64 makes r[0] + m_k·p[0] ≡ 0.
			switch {
			case c != nil:
				// p[0] ≡ −c[0]: r −= m·c[0] clears r[0].
				pickM(k)
				r.subMul(c[0], mReg[k])
				r.shift(r.signWord())
				continue
			case p256:
				// m = r[0] (−p⁻¹ = 1). m·p[0] + m·p[1]·2^64 = m·2^96 − m:
				// r[0] − m = 0, and m·2^96 is (m << 32, m >> 32) at
				// words 1 and 2.
				mReg[k] = GP64()
				MOVQ(r[0], mReg[k])
				MOVQ(r[0], mWord(k))
				MOVQ(r[0], RAX)
				SHLQ(U8(32), RAX)
				SHRQ(U8(32), r[0])
				ADDQ(RAX, r[1])
				ADCQ(r[0], r[2])
				XORQ(r[0], r[0])
			default:
				pickM(k)
				MULQ(modData.Offset(0))
				r.addDXAX() // r[0] becomes zero
			}
			r.shift(r[0])
			continue
		}
		// Columns n..2n−2 give the result words 0..n−2.
		if inRegs {
			t[k-n] = r[0]
			if c != nil {
				r.shift(r.signWord())
				continue
			}
			fresh := GP64()
			XORQ(fresh, fresh)
			r.shift(fresh)
		} else {
			t[k-n] = tMem.Offset(8 * (k - n))
			MOVQ(r[0], tMem.Offset(8*(k-n)))
			XORQ(r[0], r[0])
			r.shift(r[0])
		}
	}
	if c != nil {
		// m_{n−1}·2^(64n), at word 2n−1.
		ADDQ(mWord(n-1), r[0])
		ADCQ(U32(0), r[1])
	}
	if !inRegs {
		MOVQ(r[0], tMem.Offset(8*(n-1)))
		t[n-1] = tMem.Offset(8 * (n - 1))
	} else {
		t[n-1] = r[0]
	}
	t[n] = r[1] // 0 or 1: the result is below 2p

	Comment("t < 2p: subtract p once if t ≥ p, chosen with CMOV on the borrow")
	if inRegs {
		u := x86.SubModulus(t, modData) // CF = 1 exactly when t < p
		z := Load(Param("z"), GP64())
		for j := 0; j < n; j++ {
			CMOVQCS(t[j], u[j]) // borrow: keep t
			MOVQ(u[j], Mem{Base: z, Disp: 8 * j})
		}
		RET()
		return
	}
	x86.SubModulusVia(t, modData, Load(Param("z"), GP64()))
	RET()
}

// p521Mul writes z = x·y mod⁺ 2^521 − 1 (or x²): the 18-word product in
// columns on the stack, then t mod 2^521 + t >> 521, and bit 521 of that
// sum once more into bit 0, as p521Fold does.
func p521Mul(name string, square bool) {
	sig, what := "func(z, x, y *[9]uint64)", "x·y"
	if square {
		sig, what = "func(z, x *[9]uint64)", "x²"
	}
	TEXT(name, NOSPLIT, sig)
	Doc(fmt.Sprintf("%s sets z = %s mod⁺ 2^521 − 1 with MULQ (no BMI2/ADX). Constant time.", name, what))
	T := AllocLocal(17 * 8)
	x, y, r := columnStart(square)
	for k := 0; k <= 16; k++ {
		Comment(fmt.Sprintf("column %d", k))
		if square {
			squareColumn(&r, x, 9, k)
		} else {
			for i := max(0, k-8); i <= min(k, 8); i++ {
				r.mulAdd(Mem{Base: x, Disp: 8 * i}, Mem{Base: y, Disp: 8 * (k - i)})
			}
		}
		MOVQ(r[0], T.Offset(8*k))
		XORQ(r[0], r[0])
		r.shift(r[0])
	}
	// t[17] = r[0] (zero: x·y < 2^1042), t[0..16] in T.
	Comment("h = t >> 521 = t[8..17] >> 9; low9 = t[8] mod 2^9")
	h := make([]GPVirtual, 10)
	for k := 0; k < 9; k++ {
		h[k] = GP64()
		MOVQ(T.Offset(8*(8+k)), h[k])
	}
	h[9] = r[0]
	x86.P521Fold(T, h, false)
	z := Load(Param("z"), GP64())
	for k := 0; k < 9; k++ {
		MOVQ(h[k], Mem{Base: z, Disp: 8 * k})
	}
	RET()
}

// dispatcher is the fallback entry point name of the ADX tier's dispatch
// (fe_amd64.s jumps to it without ADX): a tail jump to the MULQ kernel asm
// when useMULQ is set and to the Go function generic (Base) otherwise.
type dispatcher struct {
	name, asm, generic, sig string
}

var dispatchers = []dispatcher{
	{"p256ElementMulNoADX", "p256ElementMulMULQ", "p256ElementMulGeneric", "func(z, x, y *[4]uint64)"},
	{"p256ElementSquareNoADX", "p256ElementSqrMULQ", "p256ElementSquareViaMul", "func(z, x *[4]uint64)"},
	{"p384ElementMulNoADX", "p384ElementMulMULQ", "p384ElementMulGeneric", "func(z, x, y *[6]uint64)"},
	{"p384ElementSquareNoADX", "p384ElementSqrMULQ", "p384ElementSquareViaMul", "func(z, x *[6]uint64)"},
	{"p521MulNoADX", "p521MulMULQ", "p521MulGeneric", "func(z, x, y *[9]uint64)"},
	{"p521SquareNoADX", "p521SqrMULQ", "p521SquareGeneric", "func(z, x *[9]uint64)"},
	{"p256ScalarMulNoADX", "p256ScalarMulMULQ", "p256ScalarMulGeneric", "func(z, x, y *[4]uint64)"},
	{"p384ScalarMulNoADX", "p384ScalarMulMULQ", "p384ScalarMulGeneric", "func(z, x, y *[6]uint64)"},
	{"p521ScalarMulNoADX", "p521ScalarMulMULQ", "p521ScalarMulGeneric", "func(z, x, y *[9]uint64)"},
}

// dispatch writes d's entry point in assembly, so that a field operation
// reaches the MULQ kernel through tail jumps only (a Go function holding
// both calls is past the inliner's budget and costs a call). useMULQ is a
// public flag.
func dispatch(d dispatcher) {
	TEXT(d.name, NOSPLIT, d.sig)
	Doc(d.name + " jumps to " + d.asm + " on the MULQ tier and to " + d.generic + " (Base) otherwise.")
	CMPB(Mem{Symbol: Symbol{Name: "·useMULQ"}, Base: StaticBase}, U8(0))
	JEQ(LabelRef(d.name + "_base"))
	tailJump(d.asm)
	Label(d.name + "_base")
	tailJump(d.generic)
}

// tailJump writes JMP ·fn(SB), which leaves the caller's arguments and
// return address to fn (avo's JMP takes only labels).
func tailJump(fn string) {
	Instruction(&ir.Instruction{
		Opcode:     "JMP",
		Operands:   []Op{Mem{Symbol: Symbol{Name: "·" + fn}, Base: StaticBase}},
		IsTerminal: true,
	})
}
