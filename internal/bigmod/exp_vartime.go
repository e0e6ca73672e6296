// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

// Exponentiation by a public exponent (RSA verification, encryption and
// the fault check after signing). Variable-time in the exponent only; the
// base is handled with the same kernels as everything else.

// ExpVarTime sets x = y^e mod m for an odd m and y < m, leaking e (a
// public exponent such as 65537): left-to-right square and multiply.
//
// For odd e the last multiplication uses y in normal form instead of
// Montgomery form, which lands the result directly in normal form:
// (y^(e−1)·R)·y·R⁻¹ = y^e, saving the conversion out of Montgomery form.
func (x *Nat) ExpVarTime(y *Nat, e []byte, m *Modulus) *Nat {
	if !m.odd {
		panic("bigmod: ExpVarTime needs an odd modulus")
	}
	for len(e) > 0 && e[0] == 0 {
		e = e[1:]
	}
	n := len(m.m)
	if len(e) == 0 {
		x.resize(n)
		clear(x.limbs)
		x.limbs[0] = 1
		return x
	}
	if m.ifma != nil {
		x.resize(n)
		m.ifma.expPublic(x.limbs, y.limbs, e)
		return x
	}
	var stack [2 * maxStackLimbs]uint
	var buf []uint
	if n <= maxStackLimbs {
		buf = stack[:2*n]
	} else {
		buf = make([]uint, 2*n)
	}
	yM, acc := buf[:n], buf[n:]
	m.toMont(yM, y.limbs)
	odd := e[len(e)-1]&1 == 1
	lastBit := len(e)*8 - 1
	started := false
	for i := 0; i <= lastBit; i++ {
		bit := e[i/8] >> (7 - uint(i%8)) & 1
		if started {
			m.k.montSqr(acc, acc, m.m, m.m0inv)
		}
		if bit == 0 || (odd && i == lastBit) {
			continue
		}
		if started {
			m.k.montMul(acc, acc, yM, m.m, m.m0inv)
		} else {
			copy(acc, yM)
			started = true
		}
	}
	x.resize(n)
	switch {
	case odd && !started: // e == 1
		copy(x.limbs, y.limbs)
	case odd:
		m.k.montMul(x.limbs, acc, y.limbs, m.m, m.m0inv) // y^(e−1)·R · y · R⁻¹
	default:
		m.fromMont(x.limbs, acc)
	}
	return x
}

// expPublic is ExpVarTime on the IFMA tier (radix-2⁵² almost-Montgomery
// multiplication, inputs and outputs below 2m). e has no leading zero byte.
func (mm *ifmaModulus) expPublic(out, x []uint, e []byte) {
	var base, plain, acc, one ifmaNum
	one[0] = 1
	to52(&plain, x)
	mm.amm(&base, &plain, &mm.rr) // x·R' mod m
	// ExpVarTime's loop, repeated on the radix-2⁵² numbers.
	odd := e[len(e)-1]&1 == 1
	lastBit := len(e)*8 - 1
	started := false
	for i := 0; i <= lastBit; i++ {
		bit := e[i/8] >> (7 - uint(i%8)) & 1
		if started {
			mm.amm(&acc, &acc, &acc)
		}
		if bit == 0 || (odd && i == lastBit) {
			continue
		}
		if started {
			mm.amm(&acc, &acc, &base)
		} else {
			acc = base
			started = true
		}
	}
	switch {
	case odd && !started: // e == 1
		copy(out, x)
		return
	case odd:
		mm.amm(&acc, &acc, &plain) // x^(e−1)·R' · x · R'⁻¹, below 1.5m
		// Below 1.5m may not fit in len(m) W-bit limbs when m's top bit
		// is set: reduce in radix 2⁵² first.
		ifmaReduceOnce(&acc, &mm.m, mm.limbs)
	default:
		mm.amm(&acc, &acc, &one)
	}
	mm.finish(out, &acc) // subtracts m once if acc ≥ m
}

// ifmaReduceOnce sets a = a − m if a ≥ m, for normalised radix-2⁵² a < 2m,
// by mask.
func ifmaReduceOnce(a, m *ifmaNum, limbs int) {
	var t ifmaNum
	var borrow uint64
	for i := 0; i < limbs; i++ {
		d := a[i] - m[i] - borrow // limbs < 2⁵²: a negative d wraps to its top bit set
		borrow = d >> 63
		t[i] = d & ifmaMask
	}
	keep := -borrow // all-ones when a < m: keep a
	for i := 0; i < limbs; i++ {
		a[i] = a[i]&keep | t[i]&^keep
	}
}
