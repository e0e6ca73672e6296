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

// Register-window Montgomery squaring for 16 limbs (the 1024-bit CRT
// halves of RSA-2048), in the manner of OpenSSL's bn_sqrx8x_internal
// (crypto/bn/asm/x86_64-mont5.pl): the square and its reduction are
// computed in blocks of up to eight rows by eight limbs with the eight
// accumulator words of the block in registers, so a limb product costs
// MULX, ADCX and ADOX and no load or store of the accumulator. Memory is
// touched at block boundaries: stores of finished words, and one ADCX chain
// adding the words of T a block's window comes to overlap.
//
// A row adds RDX·s[0:L] to the L window words at positions p..p+L-1 and
// a fresh word at p+L: the low halves go into the ADCX (CF) chain, the high
// halves into the ADOX (OF) chain. Position p is then finished and leaves
// the window; the register that held it becomes the next row's fresh word.
// Registers are renamed by the generator instead of moved, so a row is
// 3L+2 instructions. A row leaves CF = OF = 0: the L+1 words hold
// W + RDX·s < 2^(64(L+1)), so the top word absorbs both chains' last
// carries without overflow. It also starts by clearing them (XOR), so that
// its chains do not wait for the previous row's: rows then overlap.

// window tracks which register holds which position of the accumulator.
type window struct {
	w    []Register // the window, lowest position first
	free []Register
	zero Op // a zero word
}

func newWindow(zero Op) *window {
	return &window{free: []Register{RBX, R8, R9, R10, R11, R12, R13, R14, R15}, zero: zero}
}

func (s *window) take() Register {
	r := s.free[0]
	s.free = s.free[1:]
	return r
}

func (s *window) give(r Register) { s.free = append(s.free, r) }

// pop removes the lowest window position and returns its register.
func (s *window) pop() Register {
	r := s.w[0]
	s.w = s.w[1:]
	return r
}

// zeros fills the window with k zero words (XOR also clears CF and OF).
func (s *window) zeros(k int) {
	for range k {
		r := s.take()
		XORQ(r, r)
		s.w = append(s.w, r)
	}
}

// load fills the window with the k words at mem(0..k-1).
func (s *window) load(k int, mem func(int) Mem) {
	for i := range k {
		r := s.take()
		MOVQ(mem(i), r)
		s.w = append(s.w, r)
	}
}

// store writes the window to mem(0..) and empties it.
func (s *window) store(mem func(int) Mem) {
	for i, r := range s.w {
		MOVQ(r, mem(i))
		s.give(r)
	}
	s.w = nil
}

// row adds RDX·src(0..L-1) to the window (exactly L words) and a fresh top
// word, and returns the register of the finished lowest position, which
// has left the window (the caller stores or discards it, then gives it
// back).
func (s *window) row(src func(int) Mem, L int) Register {
	if len(s.w) != L {
		panic(fmt.Sprintf("row of %d limbs over a window of %d", L, len(s.w)))
	}
	f := s.take()
	w := s.w
	prev := w[0]
	XORQ(RAX, RAX) // a fresh CF = OF = 0
	for j := 0; j < L; j++ {
		hi := f
		if j > 0 {
			hi = w[j] // consumed by the previous ADOX
		}
		MULXQ(src(j), RAX, hi)
		ADCXQ(RAX, prev) // position p+j is complete
		if j+1 < L {
			ADOXQ(w[j+1], hi)
		} else {
			ADOXQ(s.zero, hi)
			ADCXQ(s.zero, hi)
		}
		prev = hi
	}
	out := w[0]
	s.w = append([]Register{f}, w[1:L]...)
	return out
}

// phase runs eight rows over src(0..7) = 8j(RSI): row i takes its
// multiplier from 8i(RDI) and stores its finished word at 8i(RCX).
func (s *window) phase() {
	for i := 0; i < 8; i++ {
		MOVQ(q(RDI, 8*i), RDX)
		out := s.row(func(j int) Mem { return q(RSI, 8*j) }, 8)
		MOVQ(out, q(RCX, 8*i))
		s.give(out)
	}
}

// chain adds the words at mem(0..) (if mem is not nil) through the CF chain
// and the carry word cw (if not nil) at the lowest position through the OF
// chain. The carry out is CF + OF; collect gathers it.
func (s *window) chain(mem func(int) Mem, cw Op) {
	for k, r := range s.w {
		if mem != nil {
			ADCXQ(mem(k), r)
		}
		if cw != nil {
			if k == 0 {
				ADOXQ(cw, r)
			} else {
				ADOXQ(s.zero, r)
			}
		}
	}
}

// collect sets dst = CF + OF and leaves both flags clear.
func (s *window) collect(dst Register) {
	MOVQ(s.zero, dst) // MOV leaves the flags alone
	ADCXQ(s.zero, dst)
	ADOXQ(s.zero, dst)
}

// windowFrame is the stack layout of the window kernels.
type windowFrame struct {
	T       Mem // 2n words: the product, then the reduction
	q       Mem // the eight q of the current reduction block
	carry   Mem // the carry word between a block's chains
	bcarry  Mem // the carry word between reduction blocks
	zero    Mem // 0
	inv     Mem // m0inv
	tBlock  Mem // &T[8·block]
	counter Mem // blocks left
	rounds  Mem // squarings left (montSqrADX16N)
}

func allocWindowFrame(n int) windowFrame {
	return windowFrame{T: AllocLocal(8 * 2 * n), q: AllocLocal(8 * 8), carry: AllocLocal(8), bcarry: AllocLocal(8),
		zero: AllocLocal(8), inv: AllocLocal(8), tBlock: AllocLocal(8), counter: AllocLocal(8), rounds: AllocLocal(8)}
}

func (f windowFrame) t(i int) Mem { return f.T.Offset(8 * i) }

// windowSetup fills the frame's constants.
func windowSetup(f windowFrame) {
	Load(Param("m0inv"), RAX)
	MOVQ(RAX, f.inv)
	MOVQ(U32(0), f.zero)
}

// chainCollect adds 8k(RCX) and the carry word cw to the window, and
// stores the carry out at dst.
func (s *window) chainCollect(mem func(int) Mem, cw Op, dst Mem) {
	s.chain(mem, cw)
	s.collect(RAX)
	MOVQ(RAX, dst)
}

// windowReduce reduces T[0:2n] (< m·2^(64n)) to T[n:2n] and a top word
// t ∈ {0, 1} in bcarry. Block K zeroes T[8K:8K+8]: phase 0 computes
// q = T[i]·m0inv row by row and keeps the q in the frame, discarding the
// rows' finished words (zeros by the choice of q); phases J ≥ 1 run the same q
// over m[8J:8J+8]. The last chain of a block carries out at the position
// of the next block's last chain, which adds it.
func windowReduce(f windowFrame, nb int) {
	Load(Param("m"), RSI)
	LEAQ(f.T, RCX)
	MOVQ(RCX, f.tBlock)
	MOVQ(U32(0), f.bcarry)
	MOVQ(U32(nb), f.counter)
	block := x86.NewLabel("wred")
	Label(block)
	s := newWindow(f.zero)
	Comment("Reduction block: the window starts as T[8K:8K+8].")
	MOVQ(f.tBlock, RCX)
	s.load(8, func(k int) Mem { return q(RCX, 8*k) })
	LEAQ(f.q, RDI)
	MOVQ(s.w[0], RDX)
	IMULQ(f.inv, RDX) // IMUL sets CF and OF: the row clears them
	for i := 0; i < 8; i++ {
		MOVQ(RDX, q(RDI, 8*i))
		out := s.row(func(j int) Mem { return q(RSI, 8*j) }, 8)
		s.give(out) // 0 by the choice of q
		if i < 7 {
			MOVQ(s.w[0], RDX)
			IMULQ(f.inv, RDX)
		}
	}
	s.chainCollect(func(k int) Mem { return q(RCX, 64+8*k) }, nil, f.carry)
	for J := 1; J < nb; J++ {
		LEAQ(q(RSI, 64), RSI)
		LEAQ(q(RCX, 64), RCX)
		s.phase()
		mem := func(k int) Mem { return q(RCX, 64+8*k) }
		if J < nb-1 {
			s.chainCollect(mem, f.carry, f.carry)
			continue
		}
		Comment("Both carry words are ≤ 2: their sum sets no flag.")
		MOVQ(f.carry, RAX)
		ADDQ(f.bcarry, RAX)
		s.chainCollect(mem, RAX, f.bcarry)
	}
	s.store(func(k int) Mem { return q(RCX, 64+8*k) })
	Load(Param("m"), RSI)
	ADDQ(U8(64), f.tBlock)
	DECQ(f.counter)
	JNZ(LabelRef(block))
}

// windowFinal writes z = v − m if that does not borrow, else v, for
// v = T[n:2n] + t·2^(64n), t in bcarry, and leaves z's address in RDI.
// Both are computed and CMOV picks one: no branch.
func windowFinal(f windowFrame, n int) {
	Comment("z = v − m unless that borrows (and the top word is 0), else v.")
	Load(Param("z"), RDI)
	Load(Param("m"), RSI)
	for k := 0; k < n; k++ {
		MOVQ(f.t(n+k), RAX)
		if k == 0 {
			SUBQ(q(RSI, 0), RAX)
		} else {
			SBBQ(q(RSI, 8*k), RAX)
		}
		MOVQ(RAX, q(RDI, 8*k))
	}
	Comment("CF = t − borrow < 0: v < m, keep v.")
	MOVQ(f.bcarry, RDX)
	SBBQ(U8(0), RDX)
	for k := 0; k < n; k++ {
		MOVQ(q(RDI, 8*k), RAX)
		CMOVQCS(f.t(n+k), RAX)
		MOVQ(RAX, q(RDI, 8*k))
	}
}

// montSqrWindow16 is montSqrADX for 16 limbs, k times over (Exp's
// squarings between two multiplications, in one call): the off-diagonal
// products x[i]·x[j], i < j, as the triangle of x[0:8], the square block
// x[0:8]·x[8:16] and the triangle of x[8:16], each in the window; then
// T = 2T + Σ x[i]²·2^(128i) in one pass, then windowReduce; then again
// from z, k times. k is public (the window width).
func montSqrWindow16(name string) {
	const n = 16
	TEXT(name, 0, "func(z, x, m *uint, m0inv uint, k int)")
	Doc(fmt.Sprintf("%s sets z = x^(2^k) in Montgomery form (k ≥ 1 squarings) for exactly %d limbs,", name, n),
		"with the accumulator in registers. z may alias x.")
	f := allocWindowFrame(n)
	windowSetup(f)
	Load(Param("k"), RAX)
	MOVQ(RAX, f.rounds)
	Load(Param("x"), RDI)
	round := x86.NewLabel("wsqround")
	Label(round)
	x := func(i int) Mem { return q(RDI, 8*i) }
	s := newWindow(f.zero)
	var keep []Register // finished words from position 8 on, the next window
	emit := func(pos int, r Register) {
		if pos < 8 {
			MOVQ(r, f.t(pos))
			s.give(r)
		} else {
			keep = append(keep, r)
		}
	}
	// triangle adds x[o+i]·x[o+i+1:o+8] for i = 0..6: row i starts at
	// position 2(o+i)+1 with 7-i limbs and finishes two positions.
	triangle := func(o int, emit func(int, Register)) {
		for i := 0; i < 7; i++ {
			base := 2*(o+i) + 1
			MOVQ(x(o+i), RDX)
			out := s.row(func(j int) Mem { return x(o + i + 1 + j) }, 7-i)
			emit(base, out)
			emit(base+1, s.pop())
		}
	}
	Comment("Triangle of x[0:8] at T[1:15].")
	s.zeros(7)
	triangle(0, emit)
	Comment("Block x[0:8]·x[8:16] at T[8:24]; its window starts as T[8:15] and 0.")
	s.w = keep
	s.zeros(1)
	LEAQ(x(8), RSI)
	LEAQ(f.t(8), RCX)
	s.phase()
	Comment("Triangle of x[8:16] at T[17:31]: T[16] is finished.")
	r := s.pop()
	MOVQ(r, f.t(16))
	s.give(r)
	triangle(8, func(pos int, r Register) {
		MOVQ(r, f.t(pos))
		s.give(r)
	})
	MOVQ(U32(0), f.t(0))
	MOVQ(U32(0), f.t(31))

	Comment("T = 2T + Σ x[i]²·2^(128i): CF carries the doubling, OF the squares.")
	XORQ(RAX, RAX)
	for i := 0; i < n; i++ {
		MOVQ(x(i), RDX)
		MULXQ(RDX, RAX, RBX) // RBX:RAX = x[i]²
		MOVQ(f.t(2*i), R10)
		MOVQ(f.t(2*i+1), R11)
		ADCXQ(R10, R10)
		ADCXQ(R11, R11)
		ADOXQ(RAX, R10)
		ADOXQ(RBX, R11)
		MOVQ(R10, f.t(2*i))
		MOVQ(R11, f.t(2*i+1))
	}
	windowReduce(f, 2)
	windowFinal(f, n)
	Comment("The next squaring reads z (RDI).")
	DECQ(f.rounds)
	JNZ(LabelRef(round))
	RET()
}
