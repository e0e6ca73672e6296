// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package bigmod implements constant-time arithmetic on natural numbers of
// a public size and on residues modulo a public-sized modulus, for RSA.
//
// A Nat is a little-endian slice of uint limbs whose length is public; its
// value is secret. A Modulus is an odd or even number m ≥ 2 whose length
// in bits (BitLen) is public and whose value may be secret (a prime factor).
// Every operation that does not end in VarTime runs in time that depends
// only on those lengths: no branch, memory index or loop bound depends on a
// secret value. Functions ending in VarTime may leak the values they are
// given (public exponents, public moduli, lengths). Verdicts are
// subtle.Choice values; what the package makes public by design (a
// modulus's length and parity, whether SetBytes's value is in range) goes
// through internal/subtle's declassification.
//
// Odd moduli use Montgomery multiplication (R = 2^(W·n) for n limbs of W
// bits) through the word kernels of a tier (arith.go): the assembly
// tiers of arith_<GOARCH>.go, or Base, portable Go. NewModulus records the
// tier in the Modulus, so every operation modulo m runs the kernels chosen
// when m was made; the few operations without a modulus (MulPlain,
// AddPlain, SubPlain, GCDShift) take the tier chosen at the call. Every
// tier is constant-time. Even moduli (p−1 in RSA key checks) use plain
// multiplication and a constant-time long division (Modulus.reduce).
package bigmod

import (
	"errors"
	"math/bits"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

const (
	_W = bits.UintSize // bits per limb
	_S = _W / 8        // bytes per limb
)

// Nat is a natural number with a public number of limbs.
type Nat struct {
	limbs []uint
}

// NewNat returns a zero Nat of n limbs.
func NewNat(n int) *Nat { return &Nat{limbs: make([]uint, n)} }

// NewNatBuf returns a zero-length Nat that grows into buf's capacity before
// allocating, so that callers can keep scratch numbers on their stack.
func NewNatBuf(buf []uint) *Nat { return &Nat{limbs: buf[:0]} }

// MaxLimbs is the number of limbs of the largest modulus that needs no
// heap scratch space (8192 bits), for sizing NewNatBuf buffers.
const MaxLimbs = maxStackLimbs

// Limbs returns the limbs of x, least significant first (shared, not a copy).
func (x *Nat) Limbs() []uint { return x.limbs }

// Len returns the number of limbs of x.
func (x *Nat) Len() int { return len(x.limbs) }

// Clone returns a copy of x.
func (x *Nat) Clone() *Nat { return &Nat{limbs: append([]uint(nil), x.limbs...)} }

// Set sets x = y, resizing x to y's length.
func (x *Nat) Set(y *Nat) *Nat {
	x.resize(len(y.limbs))
	copy(x.limbs, y.limbs)
	return x
}

// resize sets len(x.limbs) = n, keeping the low limbs, zeroing new ones.
func (x *Nat) resize(n int) {
	if cap(x.limbs) < n {
		l := make([]uint, n)
		copy(l, x.limbs)
		x.limbs = l
		return
	}
	old := len(x.limbs)
	x.limbs = x.limbs[:n]
	for i := old; i < n; i++ {
		x.limbs[i] = 0
	}
}

// limbsForBytes is the number of limbs holding n bytes (at least one).
func limbsForBytes(n int) int {
	l := (n + _S - 1) / _S
	if l == 0 {
		l = 1
	}
	return l
}

// loadBytes sets z from big-endian b, which must fit: len(b) ≤ len(z)·_S.
// Whole limbs are read _S bytes at a time from the end of b.
func loadBytes(z []uint, b []byte) {
	clear(z)
	i := 0
	for ; len(b) >= _S; i++ {
		var v uint
		for _, c := range b[len(b)-_S:] {
			v = v<<8 | uint(c)
		}
		z[i] = v
		b = b[:len(b)-_S]
	}
	var v uint
	for _, c := range b { // the partial top limb
		v = v<<8 | uint(c)
	}
	if len(b) > 0 {
		z[i] = v
	}
}

// NatFromBytes returns b (big-endian) as a Nat of ⌈len(b)/_S⌉ limbs (at
// least one). The length of b is public; its value is not inspected.
func NatFromBytes(b []byte) *Nat {
	x := NewNat(limbsForBytes(len(b)))
	loadBytes(x.limbs, b)
	return x
}

// SetBytes sets x = b (big-endian) as a residue modulo m. It fails if the
// value is not below m; b may carry leading zero bytes. Whether it fails is
// public; the value is handled in constant time.
func (x *Nat) SetBytes(b []byte, m *Modulus) (*Nat, error) {
	n := len(m.m)
	// Leading bytes beyond the limbs must be zero (checked without branching
	// on each byte).
	var extra byte
	for len(b) > n*_S {
		extra |= b[0]
		b = b[1:]
	}
	x.resize(n)
	loadBytes(x.limbs, b)
	// Whether the value is in range is public (it decides an error).
	ok := subtle.IsZeroWord(uint(extra)) & lessThan(x.limbs, m.m)
	if !subtle.DeclassifyChoice(ok) {
		return nil, errors.New("bigmod: value out of range")
	}
	return x, nil
}

// FillBytes writes x big-endian into all of b and returns b. Limbs beyond
// len(b) bytes must be zero (they are ignored).
func (x *Nat) FillBytes(b []byte) []byte {
	for i := range b {
		byteIdx := len(b) - 1 - i
		limb := i / _S
		var v uint
		if limb < len(x.limbs) {
			v = x.limbs[limb] >> (8 * uint(i%_S))
		}
		b[byteIdx] = byte(v)
	}
	return b
}

// Bytes returns x as m.Size() big-endian bytes.
func (x *Nat) Bytes(m *Modulus) []byte {
	return x.FillBytes(make([]byte, m.Size()))
}

// lessThan returns 1 if x < y; len(x) == len(y).
func lessThan(x, y []uint) subtle.Choice {
	var b uint
	y = y[:len(x)]
	for i := range x {
		_, b = bits.Sub(x[i], y[i], b)
	}
	return subtle.ChoiceFromBit(b)
}

// IsZero returns 1 if x == 0.
func (x *Nat) IsZero() subtle.Choice {
	var acc uint
	for _, l := range x.limbs {
		acc |= l
	}
	return subtle.IsZeroWord(acc)
}

// IsOne returns 1 if x == 1.
func (x *Nat) IsOne() subtle.Choice {
	acc := x.limbs[0] ^ 1
	for _, l := range x.limbs[1:] {
		acc |= l
	}
	return subtle.IsZeroWord(acc)
}

// Equal returns 1 if x == y, for equal lengths.
func (x *Nat) Equal(y *Nat) subtle.Choice {
	var acc uint
	yl := y.limbs[:len(x.limbs)]
	for i, l := range x.limbs {
		acc |= l ^ yl[i]
	}
	return subtle.IsZeroWord(acc)
}

// Less returns 1 if x < y, for equal lengths.
func (x *Nat) Less(y *Nat) subtle.Choice { return lessThan(x.limbs, y.limbs) }

// IsOdd returns 1 if x is odd.
func (x *Nat) IsOdd() subtle.Choice { return subtle.ChoiceFromBit(x.limbs[0]) }

// BitLenVarTime returns the bit length of x, leaking it.
func (x *Nat) BitLenVarTime() int {
	for i := len(x.limbs) - 1; i >= 0; i-- {
		if x.limbs[i] != 0 {
			return i*_W + bits.Len(x.limbs[i])
		}
	}
	return 0
}

// TrailingZerosVarTime returns the number of trailing zero bits of x ≠ 0,
// leaking it.
func (x *Nat) TrailingZerosVarTime() int {
	for i, l := range x.limbs {
		if l != 0 {
			return i*_W + bits.TrailingZeros(l)
		}
	}
	return 0
}

// ShiftRightVarTime sets x = x >> s; s is leaked.
func (x *Nat) ShiftRightVarTime(s int) *Nat {
	limbShift, bitShift := s/_W, uint(s%_W)
	l := x.limbs
	for i := range l {
		var lo, hi uint
		if i+limbShift < len(l) {
			lo = l[i+limbShift]
		}
		if i+limbShift+1 < len(l) {
			hi = l[i+limbShift+1]
		}
		l[i] = lo>>bitShift | hi<<(_W-bitShift) // Go shifts by ≥ W give 0, so bitShift == 0 adds nothing
	}
	return x
}

// BitVarTime returns bit i of x (public position, public result).
func (x *Nat) BitVarTime(i int) uint {
	if i/_W >= len(x.limbs) {
		return 0
	}
	return x.limbs[i/_W] >> uint(i%_W) & 1
}

// SubOne sets x = x - 1 (x ≥ 1) and returns x.
func (x *Nat) SubOne() *Nat {
	b := uint(1)
	for i := range x.limbs {
		x.limbs[i], b = bits.Sub(x.limbs[i], 0, b)
	}
	return x
}

// AddWord sets x = x + w (mod 2^(W·len)) and returns the carry.
func (x *Nat) AddWord(w uint) uint {
	c := w
	for i := range x.limbs {
		x.limbs[i], c = bits.Add(x.limbs[i], c, 0)
	}
	return c
}

// Select sets x = y if c == 1 and leaves it otherwise; equal lengths.
func (x *Nat) Select(c subtle.Choice, y *Nat) *Nat {
	mask := c.Mask()
	yl := y.limbs[:len(x.limbs)]
	for i := range x.limbs {
		x.limbs[i] ^= mask & (x.limbs[i] ^ yl[i])
	}
	return x
}

// MulPlain returns x*y as a Nat of len(x)+len(y) limbs (not reduced).
func MulPlain(x, y *Nat) *Nat {
	z := NewNat(len(x.limbs) + len(y.limbs))
	mulPlain(current(), z.limbs, x.limbs, y.limbs)
	return z
}

// SetMulPlain sets z = x*y with len(x)+len(y) limbs (not reduced); z must
// not be x or y.
func (z *Nat) SetMulPlain(x, y *Nat) *Nat {
	z.resize(len(x.limbs) + len(y.limbs))
	mulPlain(current(), z.limbs, x.limbs, y.limbs)
	return z
}

// Shrink drops x's limbs beyond n; they must be zero (the caller knows it
// from the value's range).
func (x *Nat) Shrink(n int) *Nat {
	x.limbs = x.limbs[:n]
	return x
}

// mulPlain sets z = x*y with family k's kernels; len(z) == len(x)+len(y), z
// overlaps neither.
func mulPlain(k family, z, x, y []uint) {
	clear(z)
	for i, yi := range y {
		z[len(x)+i] = k.addMulVVW(z[i:i+len(x)], x, yi)
	}
}

// AddPlain sets x = x + y with y zero-extended (len(y) ≤ len(x)) and
// returns the carry.
func (x *Nat) AddPlain(y *Nat) uint {
	n := len(y.limbs)
	c := addVV(x.limbs[:n], x.limbs[:n], y.limbs)
	for i := n; i < len(x.limbs); i++ {
		x.limbs[i], c = bits.Add(x.limbs[i], 0, c)
	}
	return c
}

// SubPlain sets x = x - y for equal lengths and returns the borrow.
func (x *Nat) SubPlain(y *Nat) uint { return subVV(x.limbs, x.limbs, y.limbs) }

// Truncate returns the low n limbs of x as a new Nat; the dropped limbs
// must be zero (the caller knows it from the value's range).
func (x *Nat) Truncate(n int) *Nat {
	z := NewNat(n)
	copy(z.limbs, x.limbs)
	return z
}

// addVVMasked sets z = z + (x & mask) and returns the carry.
func addVVMasked(z, x []uint, mask uint) uint {
	var c uint
	x = x[:len(z)]
	for i := range z {
		z[i], c = bits.Add(z[i], x[i]&mask, c)
	}
	return c
}

// DivExactWord sets x = y / w for an odd word w that divides y exactly,
// in constant time: Hensel (2-adic) division, each quotient limb being the
// current low limb times w⁻¹ mod 2^W (Jebelean, "An algorithm for exact
// division", 1993). x gets y's length; x may be y.
func (x *Nat) DivExactWord(y *Nat, w uint) *Nat {
	winv := -negInvWord(w) // w⁻¹ mod 2^W
	src := y.limbs
	x.resize(len(src))
	var borrow uint
	for i := range src {
		s, b := bits.Sub(src[i], borrow, 0)
		q := s * winv
		hi, _ := bits.Mul(q, w) // the low word equals s by the choice of q
		borrow = hi + b
		x.limbs[i] = q
	}
	return x
}
