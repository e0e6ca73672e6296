// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"encoding/binary"
	"errors"
	"math/bits"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// p521Element is an element of the P-521 base field, p = 2^521 − 1, as nine
// little-endian 64-bit limbs holding a value in [0, 2^521 − 1]: reduced
// except that p itself may stand for 0 (Bytes, Equal and IsZero
// canonicalize). The zero value is 0.
//
// Because p is a Mersenne prime, a 1042-bit product x = hi·2^521 + lo is
// congruent to hi + lo, so reduction is a shift and an addition instead of
// Montgomery's word-by-word multiplications.
type p521Element struct{ l [9]uint64 }

// p521ElementLen is the length of the big-endian encoding of a p521Element.
const p521ElementLen = 66

const p521TopMask = 1<<9 - 1 // the 9 bits of limb 8 below 2^521

// Zero sets e = 0 and returns e.
func (e *p521Element) Zero() *p521Element { *e = p521Element{}; return e }

// One sets e = 1 and returns e.
func (e *p521Element) One() *p521Element { *e = p521Element{l: [9]uint64{1}}; return e }

// Set sets e = x and returns e.
func (e *p521Element) Set(x *p521Element) *p521Element { *e = *x; return e }

// Mul sets e = x·y and returns e.
func (e *p521Element) Mul(x, y *p521Element) *p521Element { p521Mul(&e.l, &x.l, &y.l); return e }

// Square sets e = x² and returns e.
func (e *p521Element) Square(x *p521Element) *p521Element { p521Square(&e.l, &x.l); return e }

// p521Fold sets z = t mod⁺ p for an 18-limb t < 2^1042: t ≡ (t mod 2^521) +
// (t >> 521), and that sum, below 2^522, is folded once more the same way.
// The result is at most 2^521 − 1 (it cannot reach 2^521 because the sum
// is at most 2^522 − 2).
func p521Fold(z *[9]uint64, t *[18]uint64) {
	var c uint64
	var s [9]uint64
	for i := 0; i < 8; i++ {
		hi := t[8+i]>>9 | t[9+i]<<55
		s[i], c = bits.Add64(t[i], hi, c)
	}
	s[8] = t[8]&p521TopMask + (t[16]>>9 | t[17]<<55) + c
	// s < 2^522: move bit 521 down to bit 0.
	c = s[8] >> 9
	s[8] &= p521TopMask
	for i := 0; i < 9; i++ {
		z[i], c = bits.Add64(s[i], c, 0)
	}
}

// p521MulGeneric sets z = x·y mod⁺ p: a 9×9-limb schoolbook product and a
// Mersenne fold, in constant time.
func p521MulGeneric(z, x, y *[9]uint64) {
	var t [18]uint64
	for i := 0; i < 9; i++ {
		var c uint64
		yi := y[i]
		for j := 0; j < 9; j++ {
			hi, lo := bits.Mul64(x[j], yi)
			var cc uint64
			lo, cc = bits.Add64(lo, t[i+j], 0)
			hi += cc
			lo, cc = bits.Add64(lo, c, 0)
			hi += cc
			t[i+j], c = lo, hi
		}
		t[i+9] = c
	}
	p521Fold(z, &t)
}

// p521SquareGeneric sets z = x² mod⁺ p, computing each cross product once.
func p521SquareGeneric(z, x *[9]uint64) {
	var t [18]uint64
	// Off-diagonal products x[i]·x[j], i < j: p521MulGeneric's row, kept
	// inline in both as the hot loop.
	for i := 0; i < 8; i++ {
		var c uint64
		xi := x[i]
		for j := i + 1; j < 9; j++ {
			hi, lo := bits.Mul64(x[j], xi)
			var cc uint64
			lo, cc = bits.Add64(lo, t[i+j], 0)
			hi += cc
			lo, cc = bits.Add64(lo, c, 0)
			hi += cc
			t[i+j], c = lo, hi
		}
		t[i+9] = c
	}
	// Double them and add the squares x[i]².
	var top uint64
	for i := 0; i < 18; i++ {
		w := t[i]
		t[i] = w<<1 | top
		top = w >> 63
	}
	var c uint64
	for i := 0; i < 9; i++ {
		hi, lo := bits.Mul64(x[i], x[i])
		t[2*i], c = bits.Add64(t[2*i], lo, c)
		t[2*i+1], c = bits.Add64(t[2*i+1], hi, c)
	}
	p521Fold(z, &t)
}

// p521AddFold sets z = x + y mod⁺ p for x, y ≤ 2^521 − 1. Unrolled, so the
// compiler emits one carry chain per pass.
func p521AddFold(z, x, y *[9]uint64) {
	var c uint64
	var s0 uint64
	s0, c = bits.Add64(x[0], y[0], c)
	s1, c := bits.Add64(x[1], y[1], c)
	s2, c := bits.Add64(x[2], y[2], c)
	s3, c := bits.Add64(x[3], y[3], c)
	s4, c := bits.Add64(x[4], y[4], c)
	s5, c := bits.Add64(x[5], y[5], c)
	s6, c := bits.Add64(x[6], y[6], c)
	s7, c := bits.Add64(x[7], y[7], c)
	s8, c := bits.Add64(x[8], y[8], c)
	// s ≤ 2^522 − 2: move bit 521 down to bit 0.
	c = s8 >> 9
	s8 &= p521TopMask
	z[0], c = bits.Add64(s0, c, 0)
	z[1], c = bits.Add64(s1, 0, c)
	z[2], c = bits.Add64(s2, 0, c)
	z[3], c = bits.Add64(s3, 0, c)
	z[4], c = bits.Add64(s4, 0, c)
	z[5], c = bits.Add64(s5, 0, c)
	z[6], c = bits.Add64(s6, 0, c)
	z[7], c = bits.Add64(s7, 0, c)
	z[8], c = bits.Add64(s8, 0, c)
}

// Add sets e = x + y and returns e.
func (e *p521Element) Add(x, y *p521Element) *p521Element {
	p521Add(&e.l, &x.l, &y.l)
	return e
}

// Sub sets e = x − y and returns e, as x + (p − y): since p is all ones,
// p − y is y with its 521 bits complemented, no borrow needed.
func (e *p521Element) Sub(x, y *p521Element) *p521Element {
	p521Sub(&e.l, &x.l, &y.l)
	return e
}

// p521SubGeneric sets z = x − y mod⁺ p as x + (p − y).
func p521SubGeneric(z, x, y *[9]uint64) {
	ny := [9]uint64{^y[0], ^y[1], ^y[2], ^y[3], ^y[4], ^y[5], ^y[6], ^y[7], y[8] ^ p521TopMask}
	p521AddFold(z, x, &ny)
}

// Neg sets e = −x and returns e.
func (e *p521Element) Neg(x *p521Element) *p521Element {
	var zero p521Element
	return e.Sub(&zero, x)
}

// Select sets e = a if cond == 1 and e = b if cond == 0, in constant time.
func (e *p521Element) Select(a, b *p521Element, cond subtle.Choice) *p521Element {
	mask := cond.Mask64()
	for i := range e.l {
		e.l[i] = a.l[i]&mask | b.l[i]&^mask
	}
	return e
}

// canonical returns the limbs of e reduced to [0, p): p becomes 0.
func (e *p521Element) canonical() [9]uint64 {
	keep := e.isP().Not().Mask64() // all ones unless e holds p
	var c [9]uint64
	for i := range c {
		c[i] = e.l[i] & keep
	}
	return c
}

// isP returns 1 if the limbs of e hold p = 2^521 − 1 and 0 otherwise.
func (e *p521Element) isP() subtle.Choice {
	all := ^uint64(0)
	for i := 0; i < 8; i++ {
		all &= e.l[i]
	}
	// 1 exactly when limbs 0..7 are all ones and limb 8 is 0x1ff.
	return subtle.IsZero64(^all).And(subtle.IsZero64(e.l[8] ^ p521TopMask))
}

// Equal returns 1 if e == x and 0 otherwise, in constant time.
func (e *p521Element) Equal(x *p521Element) subtle.Choice {
	a, b := e.canonical(), x.canonical()
	var d uint64
	for i := range a {
		d |= a[i] ^ b[i]
	}
	return subtle.IsZero64(d)
}

// Equal above, IsZero and Bytes are gen_field.go's methods for the other
// fields, taken on the canonical value: a p521Element may hold p for zero.

// IsZero returns 1 if e == 0 and 0 otherwise, in constant time.
func (e *p521Element) IsZero() subtle.Choice {
	a := e.canonical()
	var d uint64
	for i := range a {
		d |= a[i]
	}
	return subtle.IsZero64(d)
}

// Bytes returns the 66-byte big-endian encoding of e.
func (e *p521Element) Bytes() []byte {
	var out [p521ElementLen]byte
	e.fillBytes(&out)
	return out[:]
}

func (e *p521Element) fillBytes(out *[p521ElementLen]byte) {
	c := e.canonical()
	var buf [72]byte
	for i := range c {
		binary.BigEndian.PutUint64(buf[(8-i)*8:], c[i])
	}
	copy(out[:], buf[72-p521ElementLen:])
}

// SetBytes sets e to the big-endian 66-byte encoding x, returning an error
// if x has the wrong length or encodes a value ≥ p.
func (e *p521Element) SetBytes(x []byte) (*p521Element, error) {
	if len(x) != p521ElementLen {
		return nil, errors.New("nistec: invalid P-521 field element encoding length")
	}
	var buf [72]byte
	copy(buf[72-p521ElementLen:], x)
	var l [9]uint64
	for i := range l {
		l[i] = binary.BigEndian.Uint64(buf[(8-i)*8:])
	}
	// Valid exactly when l < 2^521 and l ≠ p.
	t := p521Element{l: l}
	if subtle.DeclassifyChoice(subtle.IsZero64(l[8] >> 9).Not().Or(t.isP())) { // revealed by the error
		return nil, errors.New("nistec: invalid P-521 field element encoding: value not reduced")
	}
	e.l = l
	return e, nil
}
