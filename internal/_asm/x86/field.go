// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package x86

import (
	"math/big"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Modulus helpers and the final conditional subtraction shared by the two
// nistec field generators (nistec: MULX/ADX, nistec/mulq: MULQ).
// internal/nistec/fe_arm64_gen.go keeps its own LimbsOf and M0: it is a
// program of the main module and cannot import this one.

// LimbsOf returns the little-endian 64-bit words of the hex number.
func LimbsOf(hex string) []uint64 {
	p, ok := new(big.Int).SetString(hex, 16)
	if !ok {
		panic(hex)
	}
	n := (p.BitLen() + 63) / 64
	out := make([]uint64, n)
	mask := new(big.Int).SetUint64(^uint64(0))
	for i := range out {
		out[i] = new(big.Int).And(p, mask).Uint64()
		p.Rsh(p, 64)
	}
	return out
}

// M0 returns −p⁻¹ mod 2^64 for the odd modulus p with words pl.
func M0(pl []uint64) uint64 {
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	inv := new(big.Int).ModInverse(new(big.Int).SetUint64(pl[0]), two64)
	return new(big.Int).Sub(two64, inv).Uint64()
}

// SubModulus returns u = t[0..n−1] − p in fresh registers, n = len(t)−1,
// with p's words at pm, and takes the borrow out of t[n]: afterwards CF is
// set exactly when t < p (t[n] is 0 or 1, t < 2p).
func SubModulus[T Op](t []T, pm Mem) []GPVirtual {
	n := len(t) - 1
	u := make([]GPVirtual, n)
	for j := 0; j < n; j++ {
		u[j] = GP64()
		MOVQ(t[j], u[j])
	}
	for j := 0; j < n; j++ {
		if j == 0 {
			SUBQ(pm.Offset(0), u[j])
		} else {
			SBBQ(pm.Offset(8*j), u[j])
		}
	}
	SBBQ(U32(0), t[n])
	return u
}

// SubModulusVia is SubModulus for register-starved kernels: t − p is
// formed one word at a time through one register and stored to z (a
// pointer to n words), then each word of t is restored where the
// subtraction borrowed.
func SubModulusVia[T Op](t []T, pm Mem, z Register) {
	n := len(t) - 1
	a := GP64()
	for j := 0; j < n; j++ {
		MOVQ(t[j], a)
		if j == 0 {
			SUBQ(pm.Offset(0), a)
		} else {
			SBBQ(pm.Offset(8*j), a)
		}
		MOVQ(a, Mem{Base: z, Disp: 8 * j})
	}
	SBBQ(U32(0), t[n]) // CF = 1 exactly when t < p
	for j := 0; j < n; j++ {
		MOVQ(Mem{Base: z, Disp: 8 * j}, a)
		CMOVQCS(t[j], a) // borrow: keep t
		MOVQ(a, Mem{Base: z, Disp: 8 * j})
	}
}

// P521Fold reduces the 18-word t modulo 2^521 − 1 (Mersenne: t mod 2^521
// + t >> 521, folded once more), with t's words 0..7 at lo and words 8..17
// in h[0..9]; the result is h[0..8]. The second fold's temporary is a new
// register if freshC is set, else the one that held t[8] mod 2^9.
func P521Fold(lo Mem, h []GPVirtual, freshC bool) {
	low9 := GP64()
	MOVQ(h[0], low9)
	ANDQ(U32(0x1ff), low9)
	for k := 0; k < 9; k++ {
		SHRQ(U8(9), h[k+1], h[k])
	}
	Comment("s = (t mod 2^521) + h < 2^522")
	for k := 0; k < 8; k++ {
		if k == 0 {
			ADDQ(lo.Offset(0), h[0])
		} else {
			ADCQ(lo.Offset(8*k), h[k])
		}
	}
	ADCQ(low9, h[8])
	Comment("fold bit 521 into bit 0 once more")
	c := low9
	if freshC {
		c = GP64()
	}
	P521FoldTop(h, c)
}

// P521FoldTop adds the bits of h[0..8] above bit 521 into bit 0 (2^521 ≡ 1)
// and clears them, with c a temporary. For h < 2^522 the result is below
// 2^521 + 1.
func P521FoldTop(h []GPVirtual, c GPVirtual) {
	MOVQ(h[8], c)
	SHRQ(U8(9), c)
	ANDQ(U32(0x1ff), h[8])
	ADDQ(c, h[0])
	for k := 1; k < 9; k++ {
		ADCQ(U32(0), h[k])
	}
}
