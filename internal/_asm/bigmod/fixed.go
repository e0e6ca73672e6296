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

// Montgomery kernels unrolled for one limb count: the RSA sizes (16, 24 and
// 32 limbs for CRT halves of RSA-2048/3072/4096; 32, 48 and 64 for their
// public moduli). Each row pass is one straight MULX/ADCX/ADOX chain over
// all n limbs, with T[j] as ADCX's memory operand: four instructions per
// limb, no loop or carry folding inside a row.

// Squaring is unrolled only up to 32 limbs: its triangle grows as n², and
// at 48 and 64 limbs the code would outgrow the instruction cache. The
// 16-limb squaring is window.go's, with the accumulator in registers; the
// same reduction at 32 limbs, and the same multiplication at 16, measured
// slower than these kernels.
var fixedMulSizes, fixedSqrSizes = []int{16, 24, 32, 48, 64}, []int{16, 24, 32}

func fixed() {
	for _, n := range fixedMulSizes {
		montMulFixed(fmt.Sprintf("montMulADX%d", n), n)
	}
	for _, n := range fixedSqrSizes {
		if n == 16 {
			montSqrWindow16("montSqrADX16N") // window.go
			continue
		}
		montSqrFixed(fmt.Sprintf("montSqrADX%d", n), n)
	}
}

// fixedRow emits (c, T[0:n]) = T[0:n] + S[0:n]·RDX for the T at tp and S
// at sp, returning c in out. lo0 receives T[0]'s new value (before it is
// stored) when keep0 is set.
func fixedRow(n int, tp, sp Register, out Register, lo0 Register) {
	lo, hiA, hiB, zero := R10, R8, RAX, R12
	XORQ(zero, zero) // CF = OF = 0
	var prev Register
	for j := 0; j < n; j++ {
		hi := hiA
		if j%2 == 1 {
			hi = hiB
		}
		var dst Register = lo
		if j == 0 && lo0 != nil {
			dst = lo0
		}
		MULXQ(q(sp, 8*j), dst, hi)
		ADCXQ(q(tp, 8*j), dst) // + T[j], low-half chain
		if j > 0 {
			ADOXQ(prev, dst) // + previous high half, high-half chain
		}
		MOVQ(dst, q(tp, 8*j))
		prev = hi
	}
	// The top high half is ≤ 2⁶⁴-2: absorbing CF and OF cannot overflow.
	ADCXQ(zero, prev)
	ADOXQ(zero, prev)
	if prev != out {
		MOVQ(prev, out)
	}
}

// finalSubFixed writes z from the window T[n:2n] and top (montMul's
// finalSubWindow with n and T's address known at generation time, so
// unrolled: one SUB/SBB chain, then CMOV on its borrow) and returns.
func finalSubFixed(T Mem, n int, top Register) {
	Comment("z = T[n:2n] − m unless that borrows (and top is 0), else T[n:2n].")
	Load(Param("z"), RDI)
	Load(Param("m"), RDX)
	for k := 0; k < n; k++ {
		MOVQ(T.Offset(8*(n+k)), RAX)
		if k == 0 {
			SUBQ(q(RDX, 0), RAX)
		} else {
			SBBQ(q(RDX, 8*k), RAX)
		}
		MOVQ(RAX, q(RDI, 8*k))
	}
	Comment("CF = top − borrow < 0: the value was below m, keep it.")
	SBBQ(U8(0), top)
	for k := 0; k < n; k++ {
		MOVQ(q(RDI, 8*k), RAX)
		CMOVQCS(T.Offset(8*(n+k)), RAX)
		MOVQ(RAX, q(RDI, 8*k))
	}
	RET()
}

func montMulFixed(name string, n int) {
	TEXT(name, 0, "func(z, x, y, m *uint, m0inv uint)")
	Doc(fmt.Sprintf("%s is montMulADX for exactly %d limbs, unrolled.", name, n))
	T := AllocLocal(8 * (2*n + 1))
	tp, x, y, m, inv, i, top, c1 := RDI, RSI, RBX, RCX, R9, R15, R14, R13
	Load(Param("x"), x)
	Load(Param("y"), y)
	Load(Param("m"), m)
	Load(Param("m0inv"), inv)
	LEAQ(T, tp)
	Comment("T = 0 (2n words).")
	PXOR(X0, X0)
	for k := 0; k+2 <= 2*n; k += 2 {
		MOVOU(X0, q(tp, 8*k))
	}
	XORQ(top, top)
	MOVQ(U32(n), i)
	row := x86.NewLabel("fixrow")
	Label(row)
	MOVQ(q(y, 0), RDX)
	fixedRow(n, tp, x, c1, R11)
	Comment("q = T[i]·m0inv mod 2⁶⁴ (R11 holds the new T[i]).")
	MOVQ(R11, RDX)
	IMULQ(inv, RDX)
	fixedRow(n, tp, m, RAX, nil)
	Comment("T[i+n] = c1 + c2 + top; top = carry out.")
	XORQ(R11, R11)
	ADDQ(c1, RAX)
	ADCQ(U8(0), R11)
	ADDQ(top, RAX)
	ADCQ(U8(0), R11)
	MOVQ(RAX, q(tp, 8*n))
	MOVQ(R11, top)
	ADDQ(U8(8), tp)
	ADDQ(U8(8), y)
	DECQ(i)
	JNZ(LabelRef(row))
	Comment("tp = &T[n]: the result window.")
	finalSubFixed(T, n, top)
}

// montSqrFixed is montSqrADX for exactly n limbs, unrolled: the triangle
// rows x[i+1:]·x[i] as straight chains, then doubling (ADCX) and the
// squares (ADOX) in one pass with two carry chains, then n reduction rows.
func montSqrFixed(name string, n int) {
	TEXT(name, 0, "func(z, x, m *uint, m0inv uint)")
	Doc(fmt.Sprintf("%s is montSqrADX for exactly %d limbs, unrolled.", name, n))
	T := AllocLocal(8 * (2*n + 1))
	tp, x, m, inv, i, top, c := RDI, RSI, RCX, R9, R15, R14, R13
	Load(Param("x"), x)
	Load(Param("m"), m)
	Load(Param("m0inv"), inv)
	LEAQ(T, tp)
	PXOR(X0, X0)
	for k := 0; k+2 <= 2*n; k += 2 {
		MOVOU(X0, q(tp, 8*k))
	}
	Comment("Triangle: row i adds x[i+1:n]·x[i] at T[2i+1:], its carry is T[n+i].")
	for r := 0; r < n-1; r++ {
		MOVQ(q(x, 8*r), RDX)
		LEAQ(q(x, 8*(r+1)), RBX)
		LEAQ(q(tp, 8*(2*r+1)), R11)
		fixedRow(n-1-r, R11, RBX, c, nil)
		MOVQ(c, q(tp, 8*(n+r)))
	}
	Comment("T = 2T + Σ x[i]²·2^(128i): CF carries the doubling, OF the squares.")
	XORQ(R12, R12)
	for r := 0; r < n; r++ {
		MOVQ(q(x, 8*r), RDX)
		MULXQ(RDX, RAX, RBX) // RBX:RAX = x[r]²
		MOVQ(q(tp, 16*r), R10)
		MOVQ(q(tp, 16*r+8), R11)
		ADCXQ(R10, R10)
		ADCXQ(R11, R11)
		ADOXQ(RAX, R10)
		ADOXQ(RBX, R11)
		MOVQ(R10, q(tp, 16*r))
		MOVQ(R11, q(tp, 16*r+8))
	}
	Comment("Reduce: (c, T[i:i+n]) += q·m, q = T[i]·m0inv; T[i+n] += c + top.")
	XORQ(top, top)
	MOVQ(U32(n), i)
	red := x86.NewLabel("fixsqred")
	Label(red)
	MOVQ(q(tp, 0), RDX)
	IMULQ(inv, RDX)
	fixedRow(n, tp, m, c, nil)
	BTQ(U8(0), top) // CF = top
	ADCQ(c, q(tp, 8*n))
	SBBQ(top, top)
	NEGQ(top)
	ADDQ(U8(8), tp)
	DECQ(i)
	JNZ(LabelRef(red))
	finalSubFixed(T, n, top)
}
