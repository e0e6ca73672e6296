// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package x86

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// PageSafe emits the masked 64-byte loads and stores of a message's last
// bytes so that no masked-off lane lies on a page the message does not
// touch. A masked-off lane on a page that is not present (never touched,
// or unmapped) costs a fault-suppression microcode assist on every such
// access; a message that ends within 64 bytes of a page's end, before such
// a page, would pay it on every call. When the 64-byte window at base
// crosses a page and the n valid bytes end on base's page, the access
// instead uses the window that ends at that page's end, moving the bytes
// through a 128-byte frame buffer (cleared afterwards). Addresses and
// lengths are public, so branching on them leaks nothing.
//
// R14 is clobbered on every access; T2 and T3 are saved in Spill and
// restored on the rare path, so they may be live.
type PageSafe struct {
	Frame  Mem // 128 bytes on the stack
	Spill  Mem // 16 bytes on the stack
	T2, T3 GPPhysical
}

const pageSize = 4096

// Load is load(Mem{Base: base}, k, z) for the n = min(left, 64) valid
// bytes at base, k masking lanes within those bytes.
func (p PageSafe) Load(load func(m, k, z Op), base, left GPPhysical, k Op, z VecPhysical) {
	slow, plain, done := NewLabel("pageSafeLoad"), NewLabel("pageSafePlain"), NewLabel("pageSafeDone")
	p.crosses(base, slow)
	Label(plain)
	load(Mem{Base: base}, k, z)
	JMP(LabelRef(done))

	Label(slow)
	p.shiftedMask(left, plain)
	Comment("The window ending at the page's end, then the bytes moved down by d.")
	MOVQ(base, p.T3)
	SUBQ(R14, p.T3)
	VMOVDQU8_Z(Mem{Base: p.T3}, K7, z)
	VMOVDQU64(z, p.Frame)
	LEAQ(p.Frame, p.T3)
	ADDQ(R14, p.T3)
	load(Mem{Base: p.T3}, k, z)
	p.clearFrame()
	p.restore()
	Label(done)
}

// Store is store(z, k, Mem{Base: base}) for the n = min(left, 64) valid
// bytes at base, k masking lanes within those bytes; z is unchanged.
func (p PageSafe) Store(store func(ops ...Op), base, left GPPhysical, k Op, z VecPhysical) {
	slow, plain, done := NewLabel("pageSafeStore"), NewLabel("pageSafePlain"), NewLabel("pageSafeDone")
	p.crosses(base, slow)
	Label(plain)
	store(z, k, Mem{Base: base})
	JMP(LabelRef(done))

	Label(slow)
	p.shiftedMask(left, plain)
	Comment("z moved up by d through the frame, stored in the window ending at the page's end.")
	LEAQ(p.Frame, p.T3)
	ADDQ(R14, p.T3)
	VMOVDQU64(z, Mem{Base: p.T3})
	VMOVDQU64(p.Frame, z)
	MOVQ(base, p.T2)
	SUBQ(R14, p.T2)
	VMOVDQU8(z, K7, Mem{Base: p.T2})
	VMOVDQU64(Mem{Base: p.T3}, z)
	p.clearFrame()
	p.restore()
	Label(done)
}

// crosses jumps to slow when the 64-byte window at base crosses a page,
// with R14 = base mod 4096.
func (p PageSafe) crosses(base GPPhysical, slow string) {
	MOVQ(base, R14)
	ANDQ(U32(pageSize-1), R14)
	CMPQ(R14, U32(pageSize-64))
	JA(LabelRef(slow))
}

// shiftedMask saves T2 and T3, sets R14 to d = base mod 4096 − 4032 (the
// window's overhang, 1..63) and K7 to n = min(left, 64) ones from bit d;
// when d + n > 64 the valid bytes reach the next page themselves, so the
// plain access is safe: it restores T2 and T3 and jumps to plain.
func (p PageSafe) shiftedMask(left GPPhysical, plain string) {
	fits, short := NewLabel("pageSafeFits"), NewLabel("pageSafeShort")
	MOVQ(p.T2, p.Spill)
	MOVQ(p.T3, p.Spill.Offset(8))
	SUBQ(U32(pageSize-64), R14)
	MOVQ(left, p.T2)
	CMPQ(p.T2, U8(64))
	JBE(LabelRef(short))
	MOVQ(U32(64), p.T2)
	Label(short)
	LEAQ(Mem{Base: R14, Index: p.T2, Scale: 1}, p.T3)
	CMPQ(p.T3, U8(64))
	JBE(LabelRef(fits))
	p.restore()
	JMP(LabelRef(plain))
	Label(fits)
	MOVQ(I32(-1), p.T3)
	BZHIQ(p.T2, p.T3, p.T3)
	SHLXQ(R14, p.T3, p.T3)
	KMOVQ(p.T3, K7)
}

// clearFrame zeroes the frame buffer: message bytes do not stay on the
// stack.
func (p PageSafe) clearFrame() {
	for off := 0; off < 128; off += 8 {
		MOVQ(U32(0), p.Frame.Offset(off))
	}
}

func (p PageSafe) restore() {
	MOVQ(p.Spill, p.T2)
	MOVQ(p.Spill.Offset(8), p.T3)
}
