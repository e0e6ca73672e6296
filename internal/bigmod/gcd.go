// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import "math/bits"

// GCDShift returns g and s with gcd(x, y) = g·2^s, for x, y of equal
// length, not both zero, in constant time: binary GCD with a fixed
// len·W·2 iterations, each subtracting the smaller from the larger when
// both are odd and halving whatever is even (every iteration halves at
// least one of them, so one reaches zero in time). g is odd; s is returned
// as a secret int (do not branch on it).
func GCDShift(x, y *Nat) (g *Nat, s int) {
	n := len(x.limbs)
	u := append([]uint(nil), x.limbs...)
	v := append([]uint(nil), y.limbs[:n]...)
	t := make([]uint, n)
	k := current()
	for it := 0; it < 2*n*_W; it++ {
		bothOdd := -(u[0] & v[0] & 1)
		// If both are odd, replace the larger by the difference.
		uLess := -k.subVV(t, u, v) // all-ones when u < v
		maskedCopy(u, t, bothOdd&^uLess)
		k.subVV(t, v, u)
		maskedCopy(v, t, bothOdd&uLess)
		// Now at least one is even; a factor two common to both goes to s.
		uEven, vEven := (u[0]&1)^1, (v[0]&1)^1
		s += int(uEven & vEven)
		shiftRight1Masked(u, -uEven)
		shiftRight1Masked(v, -vEven)
	}
	for i := range u {
		u[i] |= v[i] // one of them is zero
	}
	return &Nat{limbs: u}, s
}

// maskedCopy sets z = x where mask is all-ones, leaving it otherwise.
func maskedCopy(z, x []uint, mask uint) {
	for i := range z {
		z[i] ^= mask & (z[i] ^ x[i])
	}
}

// shiftRight1Masked halves z when mask is all-ones.
func shiftRight1Masked(z []uint, mask uint) {
	for i := 0; i < len(z); i++ {
		var hi uint
		if i+1 < len(z) {
			hi = z[i+1]
		}
		h := z[i]>>1 | hi<<(_W-1)
		z[i] ^= mask & (z[i] ^ h)
	}
}

// ShiftRightSecret sets x = x >> s for a secret s < bound (bound public),
// in constant time: bound masked single-bit shifts.
func (x *Nat) ShiftRightSecret(s, bound int) *Nat {
	for i := 0; i < bound; i++ {
		// mask is all-ones while i < s: (i − s) is negative.
		mask := uint((i - s) >> (bits.UintSize - 1))
		shiftRight1Masked(x.limbs, mask)
	}
	return x
}

// DivWord sets x = y / d (the quotient, y's length) for a secret odd word
// d ≠ 0, in constant time: long division one limb at a time with the
// normalised divisor's reciprocal (div2by1).
func (x *Nat) DivWord(y *Nat, d uint) *Nat {
	s := uint(_W - bitLenWord(d)) // leading zeros, without math/bits' branches on 32-bit targets
	dn := d << s
	v := reciprocalWord(dn)
	src := append([]uint(nil), y.limbs...) // x may be y
	x.resize(len(src))
	// y << s has one more limb, y's top bits: the first partial remainder
	// (below dn). A Go shift by W is 0, so s == 0 needs no branch.
	r := src[len(src)-1] >> (_W - s)
	for i := len(src) - 1; i >= 0; i-- {
		var lo uint
		if i > 0 {
			lo = src[i-1]
		}
		u0 := src[i]<<s | lo>>(_W-s) // limb i of y << s
		q, rr := div2by1(r, u0, dn, v)
		x.limbs[i] = q
		r = rr
	}
	return x
}
