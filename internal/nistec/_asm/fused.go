package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// fusedField emits field operations inline, on operands in memory, so a
// whole point formula becomes one assembly function: no call per field
// operation, and the values stay in the stack frame (L1) in between.
type fusedField struct {
	pl  []uint64
	k   uint64
	n   int
	mod Mem // p's limbs
}

func newFusedField(name, hex string) fusedField {
	pl := limbsOf(hex)
	n := len(pl)
	mod := GLOBL(name, RODATA|NOPTR)
	for j, w := range pl {
		DATA(8*j, U64(w))
	}
	return fusedField{pl: pl, k: m0(hex), n: n, mod: mod}
}

// mul emits dst = a·b·2^(−64n) mod p (as montMul). dst may alias a or b:
// it is written only after the last read.
func (f fusedField) mul(dst, a, b Mem) {
	n := f.n
	t := make([]GPVirtual, n+2)
	for j := range t {
		t[j] = GP64()
		XORQ(t[j], t[j])
	}
	lo, hi := GP64(), GP64()
	for i := 0; i < n; i++ {
		MOVQ(b.Offset(8*i), RDX)
		XORQ(lo, lo) // clear CF and OF
		for j := 0; j < n; j++ {
			MULXQ(a.Offset(8*j), lo, hi)
			ADOXQ(lo, t[j])
			ADCXQ(hi, t[j+1])
		}
		MOVQ(U32(0), lo)
		ADOXQ(lo, t[n])
		ADCXQ(lo, t[n+1])
		ADOXQ(lo, t[n+1])
		if isP256(f.pl, f.k) {
			p256ReduceStep(t, lo, hi, true)
		} else {
			MOVQ(t[0], RDX)
			switch f.k {
			case 1:
			case 0x100000001:
				SHLQ(U8(32), RDX)
				ADDQ(t[0], RDX)
			default:
				panic("fused: unsupported −p⁻¹")
			}
			XORQ(lo, lo)
			for j := 0; j < n; j++ {
				MULXQ(f.mod.Offset(8*j), lo, hi)
				ADOXQ(lo, t[j])
				ADCXQ(hi, t[j+1])
			}
			MOVQ(U32(0), lo)
			ADOXQ(lo, t[n])
			ADCXQ(lo, t[n+1])
			ADOXQ(lo, t[n+1])
		}
		t = append(t[1:], t[0])
	}
	f.reduceStore(dst, t)
}

// reduceStore stores t[0..n−1] − p if t (n+1 words, t < 2p) is at least p,
// and t otherwise, chosen with CMOV on the borrow.
func (f fusedField) reduceStore(dst Mem, t []GPVirtual) {
	n := f.n
	u := make([]GPVirtual, n)
	for j := 0; j < n; j++ {
		u[j] = GP64()
		MOVQ(t[j], u[j])
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			SUBQ(f.mod.Offset(0), u[j])
		} else {
			SBBQ(f.mod.Offset(8*j), u[j])
		}
	}
	SBBQ(U32(0), t[n])
	for j := 0; j < n; j++ {
		CMOVQCC(u[j], t[j]) // no borrow: t ≥ p, take t − p
		MOVQ(t[j], dst.Offset(8*j))
	}
}

// add emits dst = a + b mod p.
func (f fusedField) add(dst, a, b Mem) {
	n := f.n
	t := make([]GPVirtual, n+1)
	for j := 0; j < n; j++ {
		t[j] = GP64()
		MOVQ(a.Offset(8*j), t[j])
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			ADDQ(b.Offset(0), t[j])
		} else {
			ADCQ(b.Offset(8*j), t[j])
		}
	}
	t[n] = GP64()
	MOVQ(U32(0), t[n])
	ADCQ(U32(0), t[n])
	f.reduceStore(dst, t)
}

// sub emits dst = a − b mod p: subtract, then add p masked by the borrow.
func (f fusedField) sub(dst, a, b Mem) {
	n := f.n
	t := make([]GPVirtual, n)
	for j := 0; j < n; j++ {
		t[j] = GP64()
		MOVQ(a.Offset(8*j), t[j])
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			SUBQ(b.Offset(0), t[j])
		} else {
			SBBQ(b.Offset(8*j), t[j])
		}
	}
	mask := GP64()
	SBBQ(mask, mask) // all ones exactly when a < b
	u := make([]GPVirtual, n)
	for j := 0; j < n; j++ {
		u[j] = GP64()
		MOVQ(f.mod.Offset(8*j), u[j])
		ANDQ(mask, u[j])
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			ADDQ(u[j], t[j])
		} else {
			ADCQ(u[j], t[j])
		}
	}
	for j := 0; j < n; j++ {
		MOVQ(t[j], dst.Offset(8*j))
	}
}

// jacobianDouble writes name(p, q *[3n]uint64): p = 2q in Jacobian
// coordinates (X, Y, Z consecutive), dbl-2001-b for a = −3 (3M + 5S), the
// same steps as the Go p*Jacobian.double, in one function. Straight-line,
// so constant time.
func jacobianDouble(name, hex string) {
	f := newFusedField(name+"_p", hex)
	n := f.n
	TEXT(name, NOSPLIT, fmt.Sprintf("func(p, q *[%d]uint64)", 3*n))
	Doc(name + " sets p = 2q in Jacobian coordinates (dbl-2001-b, a = −3) with MULX, ADCX and ADOX. Constant time.")
	local := func() Mem { return AllocLocal(8 * n) }
	X, Y, Z := local(), local(), local()
	delta, gamma, beta, t, alpha, x3, y3, z3 := local(), local(), local(), local(), local(), local(), local(), local()
	// Copy q to the frame so no pointer stays live across the formula.
	qp := Load(Param("q"), GP64())
	w := GP64()
	for j := 0; j < 3*n; j++ {
		MOVQ(Mem{Base: qp, Disp: 8 * j}, w)
		dst := []Mem{X, Y, Z}[j/n]
		MOVQ(w, dst.Offset(8*(j%n)))
	}
	f.mul(delta, Z, Z)      // δ = Z²
	f.mul(gamma, Y, Y)      // γ = Y²
	f.mul(beta, X, gamma)   // β = X·γ
	f.sub(t, X, delta)      // X − δ
	f.add(alpha, X, delta)  // X + δ
	f.mul(alpha, alpha, t)  // (X − δ)(X + δ)
	f.add(t, alpha, alpha)  //
	f.add(alpha, alpha, t)  // α = 3(X − δ)(X + δ)
	f.mul(x3, alpha, alpha) // α²
	f.add(t, beta, beta)    //
	f.add(t, t, t)          // 4β
	f.add(beta, t, t)       // 8β
	f.sub(x3, x3, beta)     // X3 = α² − 8β
	f.add(z3, Y, Z)         //
	f.mul(z3, z3, z3)       // (Y + Z)²
	f.sub(z3, z3, gamma)    //
	f.sub(z3, z3, delta)    // Z3 = (Y + Z)² − γ − δ
	f.sub(y3, t, x3)        // 4β − X3
	f.mul(y3, y3, alpha)    // α(4β − X3)
	f.mul(gamma, gamma, gamma)
	f.add(gamma, gamma, gamma)
	f.add(gamma, gamma, gamma)
	f.add(gamma, gamma, gamma) // 8γ²
	f.sub(y3, y3, gamma)       // Y3 = α(4β − X3) − 8γ²
	pp := Load(Param("p"), GP64())
	for j := 0; j < 3*n; j++ {
		src := []Mem{x3, y3, z3}[j/n]
		MOVQ(src.Offset(8*(j%n)), w)
		MOVQ(w, Mem{Base: pp, Disp: 8 * j})
	}
	RET()
}
