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
}

// operand gives word 0 of a field element; it is called when the element
// is needed and may load a pointer parameter into a register to do so.
type operand func() Mem

func (f *pointField) mul(z, x, y operand) {
	Comment("field multiplication")
	montProductBody(f.pl, f.modData, f.scratch, false, x, y, z)
}

func (f *pointField) sqr(z, x operand) {
	Comment("field squaring")
	montProductBody(f.pl, f.modData, f.scratch, true, x, nil, z)
}

func (f *pointField) add(z, x, y operand) {
	Comment("field addition")
	addSubBody(f.pl, false, x, y, z)
}

func (f *pointField) sub(z, x, y operand) {
	Comment("field subtraction")
	addSubBody(f.pl, true, x, y, z)
}

// half writes z = x/2 mod p like the Go half: x plus p when x is odd (a
// mask made from the low bit, no branch), shifted right one bit with the
// carry.
func (f *pointField) half(z, x operand) {
	Comment("field halving")
	n := len(f.pl)
	xm := x()
	t := make([]GPVirtual, n)
	for j := range t {
		t[j] = GP64()
		MOVQ(xm.Offset(8*j), t[j])
	}
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
	zm := z()
	for j := 0; j < n; j++ {
		MOVQ(t[j], zm.Offset(8*j))
	}
}

// jacobianDouble writes name(out, in *[3n]uint64): out = 2·in for Jacobian
// (X:Y:Z) with X, Y, Z of n words each, computing exactly what the Go
// p256Jacobian.double / p384Jacobian.double compute (dbl-2001-b for a = −3
// on the representative scaled by 1/2), with every field operation inlined.
// Straight-line code: constant time. out may alias in: every read of in
// comes before the first write to out.
func jacobianDouble(name, mod string) {
	pl := limbsOf(mod)
	n := len(pl)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(out, in *[%d]uint64)", 3*n))
	Doc(name + " sets out = 2·in for Jacobian points with the field operations inlined, computing exactly what the Go double computes. Constant time.")
	f := &pointField{pl: pl}
	f.modData = GLOBL(name+"_p", RODATA|NOPTR)
	for j, w := range pl {
		DATA(8*j, U64(w))
	}
	DATA(8*n, U64(m0hex(pl)))
	if n != 4 {
		f.scratch = AllocLocal(16 * n)
	}
	local := func() operand {
		m := AllocLocal(8 * n)
		return func() Mem { return m }
	}
	coord := func(param string, c int) operand {
		return func() Mem {
			return Mem{Base: Load(Param(param), GP64()), Disp: 8 * n * c}
		}
	}
	inX, inY, inZ := coord("in", 0), coord("in", 1), coord("in", 2)
	outX, outY, outZ := coord("out", 0), coord("out", 1), coord("out", 2)
	delta, gamma, beta, alpha, t, x3, y3 := local(), local(), local(), local(), local(), local(), local()

	f.sqr(delta, inZ)       // δ = Z²
	f.sqr(gamma, inY)       // γ = Y²
	f.mul(beta, inX, gamma) // β = X·γ
	f.sub(t, inX, delta)
	f.add(alpha, inX, delta)
	f.mul(outZ, inY, inZ)  // Z3' = YZ, the last read of in
	f.mul(alpha, alpha, t) // (X − δ)(X + δ)
	f.half(t, alpha)
	f.add(alpha, alpha, t) // α' = (3/2)(X − δ)(X + δ)
	f.sqr(x3, alpha)
	f.add(t, beta, beta)
	f.sub(outX, x3, t) // X3' = α'² − 2β
	f.sub(y3, beta, outX)
	f.mul(y3, y3, alpha)
	f.sqr(gamma, gamma)
	f.sub(outY, y3, gamma) // Y3' = α'(β − X3') − γ²
	RET()
}
