// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

// Radix-2⁵² almost-Montgomery exponentiation, the shape of the AVX-512
// IFMA tier (arith_ifma_amd64.go): this file is its portable half (conversions,
// precomputation, the exponentiation loop) and the Go twin of its two
// assembly kernels, ammGeneric and ifmaSelectGeneric, which compute the
// same numbers bit for bit.
//
// Why radix 2⁵²: VPMADD52LUQ/VPMADD52HUQ multiply eight pairs of 52-bit
// lanes per instruction. A 1024-bit modulus (RSA-2048 with CRT) is 20 limbs
// of 52 bits and R' = 2^1040; 1536, 2048, 3072 and 4096 bits are 30, 40,
// 60 and 80 limbs. Because 4m < R', almost-Montgomery multiplication (AMM, no
// final subtraction; inputs and outputs below 2m) is closed, and the
// exponentiation reduces fully only once, at the end.
//
// Everything here is constant-time in the secret values (base, exponent
// bits, and the modulus's value, which is a secret prime in RSA-CRT): loops
// run on public lengths, the window table is scanned in full, and the last
// subtraction is applied by mask. The exponent's byte length is public.

import (
	"math/bits"
	"unsafe"
)

const (
	ifmaRadix     = 52
	ifmaMask      = 1<<ifmaRadix - 1
	ifmaMaxLimbs  = 80 // 4096-bit moduli
	ifmaWindow    = 5  // fixed window: 2⁵ table entries
	ifmaTableSize = 1 << ifmaWindow
)

// ifmaNum is a radix-2⁵² number, least significant limb first, one limb per
// 64-bit lane; lanes past the modulus's limb count are zero.
type ifmaNum [ifmaMaxLimbs]uint64

// ifmaModulus is an odd 1024-, 1536-, 2048-, 3072- or 4096-bit modulus
// prepared for IFMA exponentiation. Build it once per key with newIFMAModulus; it is
// read-only afterwards and safe for concurrent use.
type ifmaModulus struct {
	m     ifmaNum
	rr    ifmaNum // R'² mod m, R' = 2^(52·limbs): converts into Montgomery form
	k0    uint64  // -m⁻¹ mod 2⁵²
	limbs int     // 20, 30, 40, 60 or 80
	lanes int     // limbs rounded up to whole zmm registers (multiple of 8)
	m64   []uint  // m in the package's limbs, for the final reduction
	asm   bool    // run the assembly kernels (fixed at construction)
}

// ifmaLimbsFor returns the radix-2⁵² limb count for an n-limb modulus, or 0
// if IFMA exponentiation does not cover that size.
func ifmaLimbsFor(n int) int {
	switch n * bits.UintSize {
	case 1024: // RSA-2048 CRT halves
		return 20
	case 1536: // RSA-3072 CRT halves
		return 30
	case 2048: // RSA-4096 CRT halves, RSA-2048 public moduli
		return 40
	case 3072:
		return 60
	case 4096:
		return 80
	}
	return 0
}

// newIFMAModulus prepares m for ifmaModulus.exp. m is odd, exactly 1024,
// 1536, 2048, 3072 or 4096 bits wide in limbs (len(m)·W; leading zero
// bits are fine); rr = 2^(2·W·len(m)) mod m, fully reduced (the R² every Montgomery modulus
// keeps). It returns nil for other sizes. The assembly kernels are used if
// the IFMA tier is selected now (see ifmaSupported); the choice is kept in
// the result. It allocates; call it at key setup.
func newIFMAModulus(m []uint, rr []uint) *ifmaModulus {
	n := len(m)
	limbs := ifmaLimbsFor(n)
	if limbs == 0 || len(rr) != n || m[0]&1 == 0 {
		return nil
	}
	mm := &ifmaModulus{
		limbs: limbs,
		lanes: (limbs + 7) &^ 7,
		m64:   append([]uint(nil), m...),
		asm:   ifmaSupported(n),
	}
	to52(&mm.m, m)
	// k0 = -m⁻¹ mod 2⁵² by Newton's iteration: m·m ≡ 1 mod 8 for odd m, and
	// each step doubles the number of correct low bits (3, 6, ..., 96).
	inv := mm.m[0]
	for range 5 {
		inv *= 2 - mm.m[0]*inv
	}
	mm.k0 = -inv & ifmaMask
	// R'² mod m from rr = 2^(2B) mod m (B = W·n, P = 52·limbs, D = P − B)
	// with two AMMs, AMM(2^x, 2^y) = 2^(x+y−P): first t = AMM(rr, 2^(4D)) =
	// 2^(2B+4D−P), then AMM(rr, t) = 2^(4B+4D−2P) = 2^(2P). 2^(4D) (64 to
	// 256 bits) is far below m, and every AMM output is below 2m, a valid
	// input; finish reduces the last one fully.
	var rr52, c, t ifmaNum
	to52(&rr52, rr)
	cb := 4 * (ifmaRadix*limbs - bits.UintSize*n)
	c[cb/ifmaRadix] = 1 << (cb % ifmaRadix)
	mm.amm(&t, &rr52, &c)
	mm.amm(&t, &rr52, &t)
	v := make([]uint, n)
	mm.finish(v, &t)
	to52(&mm.rr, v)
	return mm
}

// to52 converts x (limbs of W bits) to radix 2⁵²; z's unused lanes are zero.
func to52(z *ifmaNum, x []uint) {
	for i := range z {
		pos := ifmaRadix * i
		var v uint64
		for got := 0; got < ifmaRadix; {
			w, off := (pos+got)/bits.UintSize, (pos+got)%bits.UintSize
			if w >= len(x) {
				break
			}
			v |= uint64(x[w]>>off) << got
			got += bits.UintSize - off
		}
		z[i] = v & ifmaMask
	}
}

// from52 converts x (radix 2⁵², normalised limbs) to z's W-bit limbs,
// dropping what does not fit in len(z) limbs.
func from52(z []uint, x *ifmaNum, limbs int) {
	clear(z)
	for i := 0; i < limbs; i++ {
		pos := ifmaRadix * i
		for got := 0; got < ifmaRadix; {
			w, off := (pos+got)/bits.UintSize, (pos+got)%bits.UintSize
			if w >= len(z) {
				break
			}
			z[w] |= uint(x[i]>>got) << off
			got += bits.UintSize - off
		}
	}
}

// ammGeneric is the Go twin of ammIFMA20/ammIFMA40: z = (a·b + q·m)/R' for
// the q that word-by-word Montgomery reduction in radix 2⁵² picks, which is
// the number the vector code computes. It keeps the running value exactly
// normalised instead of in lazy 64-bit lanes; the final value is the same.
// z may alias a and b.
func ammGeneric(z, a, b, m *ifmaNum, limbs int, k0 uint64) {
	var t [ifmaMaxLimbs + 1]uint64
	for i := 0; i < limbs; i++ {
		bi := b[i]
		u := ((t[0] + a[0]*bi) * k0) & ifmaMask
		var c uint64 // (t + a·bi + u·m) >> 52 so far, below 2⁵⁴
		for j := 0; j < limbs; j++ {
			h1, l1 := bits.Mul64(a[j], bi)
			h2, l2 := bits.Mul64(m[j], u)
			lo, cc := bits.Add64(l1, l2, 0)
			hi := h1 + h2 + cc
			lo, cc = bits.Add64(lo, t[j], 0)
			hi += cc
			lo, cc = bits.Add64(lo, c, 0)
			hi += cc
			if j > 0 {
				t[j-1] = lo & ifmaMask
			} // j = 0: the low 52 bits are zero by the choice of u
			c = lo>>ifmaRadix | hi<<(64-ifmaRadix)
		}
		s := t[limbs] + c
		t[limbs-1] = s & ifmaMask
		t[limbs] = s >> ifmaRadix
	}
	*z = ifmaNum{}
	copy(z[:limbs], t[:limbs])
}

// ifmaSelectGeneric is the Go twin of ifmaSelect24/40: z = table[idx],
// reading all entries (stride lanes) and keeping one by mask.
func ifmaSelectGeneric(z *ifmaNum, table []uint64, lanes int, idx uint64) {
	*z = ifmaNum{}
	for k := 0; k < ifmaTableSize; k++ {
		d := uint64(k) ^ idx
		mask := ((d | -d) >> 63) - 1 // all-ones iff d == 0
		e := table[k*lanes : k*lanes+lanes]
		for i := range e {
			z[i] |= e[i] & mask
		}
	}
}

// ifmaWindowAt returns the width bits (1 to 8) of big-endian e starting at
// bit pos (from the least significant end), for pos+width ≤ 8·len(e).
// Positions are public, so are the byte indices; the bits are not, and are
// only shifted and masked. The window spans at most two bytes.
func ifmaWindowAt(e []byte, pos, width int) uint64 {
	i := len(e) - 1 - pos/8 // the byte holding bit pos
	v := uint64(e[i])
	if i > 0 { // public: a more significant byte exists
		v |= uint64(e[i-1]) << 8
	}
	return v >> (pos % 8) & (1<<width - 1)
}

// exp sets out = x^e mod m. x and out have len(m) limbs (they may alias)
// and x < m; e is a big-endian exponent whose length, not value, may leak
// (a secret exponent is padded to its public size by the caller). The
// result is fully reduced. Nothing is allocated.
//
// Fixed 5-bit windows from the top: per window five AMM squarings and one
// AMM by a table entry chosen with a full scan; window 0 multiplies by R'
// mod m (the Montgomery form of 1), so every window costs the same.
func (mm *ifmaModulus) exp(out, x []uint, e []byte) {
	n := len(mm.m64)
	if len(x) != n || len(out) != n {
		panic("bigmod: ifma exp length mismatch")
	}
	var table [ifmaTableSize * ifmaMaxLimbs]uint64
	var base, acc, tmp, one ifmaNum
	lanes := mm.lanes

	one[0] = 1
	to52(&base, x)
	mm.amm(&base, &base, &mm.rr) // x·R' mod m, < 2m
	mm.amm(&tmp, &mm.rr, &one)   // R' mod m
	copy(table[0:lanes], tmp[:lanes])
	copy(table[lanes:2*lanes], base[:lanes])
	for k := 2; k < ifmaTableSize; k++ {
		copy(tmp[:lanes], table[(k-1)*lanes:k*lanes])
		mm.amm(&tmp, &tmp, &base)
		copy(table[k*lanes:(k+1)*lanes], tmp[:lanes])
	}

	pos, first := ifmaTopWindow(8 * len(e))
	mm.sel(&acc, &table, ifmaWindowAt(e, pos, first))
	for pos > 0 {
		pos -= ifmaWindow
		for range ifmaWindow {
			mm.amm(&acc, &acc, &acc)
		}
		mm.sel(&tmp, &table, ifmaWindowAt(e, pos, ifmaWindow))
		mm.amm(&acc, &acc, &tmp)
	}
	// Leave Montgomery form: AMM(acc, 1) = (acc + q·m)/R' ≤ m for acc < 2m.
	mm.amm(&acc, &acc, &one)
	mm.finish(out, &acc)
}

func (mm *ifmaModulus) sel(z *ifmaNum, table *[ifmaTableSize * ifmaMaxLimbs]uint64, idx uint64) {
	if mm.asm {
		ifmaSelectAsm(z, table, mm.lanes, idx)
		return
	}
	ifmaSelectGeneric(z, table[:], mm.lanes, idx)
}

// sel2 is sel for the two tables of a pair, in one scan of both when the
// assembly kernels run and the entries are 24 lanes (20-limb moduli).
func sel2(z1 *ifmaNum, t1 *[ifmaTableSize * ifmaMaxLimbs]uint64, idx1 uint64, mm1 *ifmaModulus,
	z2 *ifmaNum, t2 *[ifmaTableSize * ifmaMaxLimbs]uint64, idx2 uint64, mm2 *ifmaModulus) {
	if mm1.asm && mm2.asm && mm1.lanes == 24 && mm2.lanes == 24 {
		ifmaSelectPairAsm(z1, t1, idx1, z2, t2, idx2)
		return
	}
	mm1.sel(z1, t1, idx1)
	mm2.sel(z2, t2, idx2)
}

func (mm *ifmaModulus) amm(z, a, b *ifmaNum) {
	if mm.asm {
		ammAsm(z, a, b, &mm.m, mm.limbs, mm.k0)
		return
	}
	ammGeneric(z, a, b, &mm.m, mm.limbs, mm.k0)
}

// amm2 runs two independent AMMs, interleaved in one assembly loop when
// both moduli use the assembly kernels.
func amm2(z, a, b *ifmaNum, mm *ifmaModulus, z2, a2, b2 *ifmaNum, mm2 *ifmaModulus) {
	if mm.asm && mm2.asm {
		ammAsm2(z, a, b, mm, z2, a2, b2, mm2)
		return
	}
	mm.amm(z, a, b)
	mm2.amm(z2, a2, b2)
}

// sqr2 squares a1 and a2 n times (AMM), in one assembly call when both
// moduli use the assembly kernels.
func sqr2(a1 *ifmaNum, mm1 *ifmaModulus, a2 *ifmaNum, mm2 *ifmaModulus, n int) {
	if mm1.asm && mm2.asm {
		ammSqrAsm2(a1, mm1, a2, mm2, n)
		return
	}
	for range n {
		mm1.amm(a1, a1, a1)
		mm2.amm(a2, a2, a2)
	}
}

// ifmaExpPair sets out1 = x1^e1 mod mm1 and out2 = x2^e2 mod mm2, the two
// halves of an RSA-CRT private operation, in lockstep: each step multiplies
// both at once, which hides the latency of one behind the other (about 1.6×
// the throughput of two exp calls). Same contract as exp for each half;
// the moduli must have the same size and len(e1) == len(e2) (pad the
// shorter exponent with leading zero bytes: its length is public anyway).
func ifmaExpPair(out1, x1 []uint, e1 []byte, mm1 *ifmaModulus, out2, x2 []uint, e2 []byte, mm2 *ifmaModulus) {
	n := len(mm1.m64)
	if mm1.limbs != mm2.limbs || len(e1) != len(e2) ||
		len(x1) != n || len(out1) != n || len(x2) != n || len(out2) != n {
		panic("bigmod: ifmaExpPair operands of different sizes")
	}
	// The tables and numbers are 64-byte aligned: the kernels read them
	// in whole cache lines (an unaligned 64-byte load reads two).
	const tab = ifmaTableSize * ifmaMaxLimbs
	var scratch [2*tab + 7*ifmaMaxLimbs + 8]uint64
	w := ifmaAlign(scratch[:])
	t1, t2 := (*[tab]uint64)(w[0:tab]), (*[tab]uint64)(w[tab:2*tab])
	num := func(k int) *ifmaNum { return (*ifmaNum)(w[2*tab+k*ifmaMaxLimbs : 2*tab+(k+1)*ifmaMaxLimbs]) }
	b1, b2, a1, a2, s1, s2, one := num(0), num(1), num(2), num(3), num(4), num(5), num(6)
	lanes := mm1.lanes

	one[0] = 1
	to52(b1, x1)
	to52(b2, x2)
	amm2(b1, b1, &mm1.rr, mm1, b2, b2, &mm2.rr, mm2)
	amm2(s1, &mm1.rr, one, mm1, s2, &mm2.rr, one, mm2)
	copy(t1[0:lanes], s1[:lanes])
	copy(t2[0:lanes], s2[:lanes])
	copy(t1[lanes:2*lanes], b1[:lanes])
	copy(t2[lanes:2*lanes], b2[:lanes])
	*s1, *s2 = *b1, *b2
	for k := 2; k < ifmaTableSize; k++ {
		amm2(s1, s1, b1, mm1, s2, s2, b2, mm2)
		copy(t1[k*lanes:(k+1)*lanes], s1[:lanes])
		copy(t2[k*lanes:(k+1)*lanes], s2[:lanes])
	}

	pos, first := ifmaTopWindow(8 * len(e1))
	sel2(a1, t1, ifmaWindowAt(e1, pos, first), mm1, a2, t2, ifmaWindowAt(e2, pos, first), mm2)
	for pos > 0 {
		pos -= ifmaWindow
		sqr2(a1, mm1, a2, mm2, ifmaWindow)
		sel2(s1, t1, ifmaWindowAt(e1, pos, ifmaWindow), mm1, s2, t2, ifmaWindowAt(e2, pos, ifmaWindow), mm2)
		amm2(a1, a1, s1, mm1, a2, a2, s2, mm2)
	}
	amm2(a1, a1, one, mm1, a2, a2, one, mm2)
	mm1.finish(out1, a1)
	mm2.finish(out2, a2)
}

// finish converts acc = AMM(·, 1) ≤ m back to W-bit limbs, fully reduced:
// m is subtracted once if out = m, by mask.
func (mm *ifmaModulus) finish(out []uint, acc *ifmaNum) {
	from52(out, acc, mm.limbs)
	var stack [4096 / bits.UintSize]uint
	d := stack[:len(out)]
	b := subVVGeneric(d, out, mm.m64)
	keep := -b // all-ones iff out < m
	for i := range out {
		out[i] = out[i]&keep | d[i]&^keep
	}
}

// ifmaAlign returns buf from its first 64-byte aligned word on (buf has
// at least 7 words of slack). Only speed depends on the alignment: a
// goroutine stack that moves keeps the contents, maybe not the alignment.
func ifmaAlign(buf []uint64) []uint64 {
	off := int(-uintptr(unsafe.Pointer(&buf[0])) % 64 / 8)
	return buf[off:]
}

// ifmaTopWindow splits an exponent of ebits bits for the fixed-window
// loops: the top window has first bits (1..ifmaWindow) and starts at bit
// pos; every window below it is ifmaWindow bits.
func ifmaTopWindow(ebits int) (pos, first int) {
	first = ebits % ifmaWindow
	if first == 0 && ebits > 0 {
		first = ifmaWindow
	}
	return ebits - first, first
}
