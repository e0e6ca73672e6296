// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"errors"
	"math/bits"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// Modulus is a number m ≥ 2 with the constants that arithmetic modulo m
// needs. Its bit length is public; its value may be secret.
type Modulus struct {
	m      []uint // n limbs, top limb non-zero
	bitLen int
	odd    bool

	// Montgomery constants, odd moduli only.
	m0inv uint   // −m⁻¹ mod 2^W
	rr    []uint // R² mod m, R = 2^(W·n)

	// Long-division constants (Knuth, TAOCP vol. 2, §4.3.1, Algorithm D):
	// norm = m << shift has its top bit set; recip is the Möller–Granlund
	// reciprocal of norm's top limb.
	shift uint
	norm  []uint
	recip uint

	// k is the tier's kernel family and tier its name, chosen once at
	// construction (arith.go); ifma is the radix-2⁵² form of m for the IFMA
	// exponentiation tier, set then when that tier is on and covers m's
	// size (arith_ifma*.go), nil otherwise.
	k    family
	tier string
	ifma *ifmaModulus
}

// NewModulus returns m (big-endian bytes, leading zeros allowed) as a
// Modulus. The bit length of m becomes public (it decides the limb count);
// the rest of the value is processed in constant time.
func NewModulus(b []byte) (*Modulus, error) {
	// Count the leading zero bytes without branching on the bytes, then
	// make the count public: it fixes the modulus's length.
	lead, seenNonZero := 0, 0
	for _, c := range b {
		isZero := int(subtle.IsZeroWord(uint(c)))
		seenNonZero |= isZero ^ 1
		lead += isZero &^ seenNonZero
	}
	b = b[subtle.DeclassifyInt(lead):]
	if len(b) == 0 {
		return nil, errors.New("bigmod: modulus is zero")
	}
	x := NatFromBytes(b)
	return NewModulusFromNat(x)
}

// NewModulusFromNat returns x as a Modulus, dropping zero top limbs (the
// bit length of x becomes public). x is copied.
func NewModulusFromNat(x *Nat) (*Modulus, error) {
	// The limb count and bit length of a modulus are public, and so is its
	// parity; compute them without branches, then declassify.
	l := x.limbs
	sig, seenNonZero := 0, 0
	for i := len(l) - 1; i >= 0; i-- {
		nz := int(subtle.IsZeroWord(l[i]).Not())
		seenNonZero |= nz
		sig += seenNonZero
	}
	l = l[:subtle.DeclassifyInt(sig)]
	if len(l) == 0 {
		return nil, errors.New("bigmod: modulus is zero")
	}
	n := len(l)
	topBits := subtle.DeclassifyInt(bitLenWord(l[n-1]))
	if n == 1 && subtle.DeclassifyChoice(subtle.EqWord(l[0], 1)) {
		return nil, errors.New("bigmod: modulus is one")
	}
	m := &Modulus{
		m:      append([]uint(nil), l...),
		bitLen: (n-1)*_W + topBits,
		odd:    subtle.DeclassifyInt(int(l[0]&1)) == 1,
	}
	m.k, m.tier = chooseFamily()
	m.shift = uint(_W - topBits)
	m.norm = make([]uint, n)
	shiftLeft(m.norm, m.m, m.shift)
	m.recip = reciprocalWord(m.norm[n-1])
	if m.odd {
		m.m0inv = negInvWord(m.m[0])
		// R² mod m: reduce 2^(2·W·n), a one followed by 2n zero limbs.
		t := make([]uint, 2*n+1)
		t[2*n] = 1
		m.rr = make([]uint, n)
		m.reduce(m.rr, t)
		if ifmaSupported(n) {
			m.ifma = newIFMAModulus(m.m, m.rr)
		}
	}
	return m, nil
}

// negInvWord returns −m0⁻¹ mod 2^W for odd m0 by Newton's iteration:
// inv·m0 ≡ 1 mod 2^k implies inv·(2 − m0·inv)·m0 ≡ 1 mod 2^(2k).
func negInvWord(m0 uint) uint {
	inv := m0 // correct to 3 bits: m0·m0 ≡ 1 mod 8 for odd m0
	for i := 0; i < 5; i++ {
		inv *= 2 - m0*inv
	}
	return -inv
}

// shiftLeft sets z = x << s for s < W, dropping bits beyond len(z) limbs;
// len(z) ≥ len(x) (higher limbs of z get x's spill-over, then zeros).
func shiftLeft(z, x []uint, s uint) {
	var carry uint
	for i := range z {
		var v uint
		if i < len(x) {
			v = x[i]
		}
		z[i] = v<<s | carry
		carry = v >> (_W - s) // s == 0: a Go shift by W is 0
	}
}

// BitLen returns the bit length of m.
func (m *Modulus) BitLen() int { return m.bitLen }

// Size returns the length of m in bytes.
func (m *Modulus) Size() int { return (m.bitLen + 7) / 8 }

// Limbs returns the number of limbs of m.
func (m *Modulus) Limbs() int { return len(m.m) }

// Tier returns the name of the tier m's arithmetic runs on (impl's name:
// "ADX", "ARM64", ..., or "Base"), fixed when m was made. On the IFMA
// tier only exponentiation modulo the sizes IFMA covers runs IFMA code;
// the rest runs ADX's kernels.
func (m *Modulus) Tier() string { return m.tier }

// IsOdd reports whether m is odd (public).
func (m *Modulus) IsOdd() bool { return m.odd }

// Nat returns a copy of m as a Nat of m.Limbs() limbs.
func (m *Modulus) Nat() *Nat { return &Nat{limbs: append([]uint(nil), m.m...)} }

// reduce sets z (len(m) limbs) = x mod m for x of any length, in constant
// time: Knuth's Algorithm D one limb at a time, with the quotient digit
// estimated by a reciprocal (div2by1) and the at most two corrections
// applied by mask.
func (m *Modulus) reduce(z, x []uint) {
	n := len(m.m)
	if n == 1 {
		z[0] = m.reduceWord(x)
		return
	}
	L := max(len(x), n) + 2 // room for x << shift and a zero top limb
	var stack [3*maxStackLimbs + 4]uint
	var u []uint
	if L <= len(stack) {
		u = stack[:L]
	} else {
		u = make([]uint, L)
	}
	shiftLeft(u, x, m.shift) // u[L-1] is zero: x << shift has len(x)+1 limbs
	d := m.norm[n-1]
	v0 := m.norm[n-2]
	// Invariant: the n limbs above the window's bottom are < norm.
	for j := L - n - 1; j >= 0; j-- {
		w := u[j : j+n+1]
		u2, u1, u0 := w[n], w[n-1], w[n-2]
		full := subtle.EqWord(u2, d)
		// q̂ = min(⌊(u2·2^W+u1)/d⌋, 2^W−1) and its remainder r̂. When
		// u2 == d the division would overflow: divide 0 instead, force q̂
		// to all-ones, and r̂ = u1 + d (which may carry out of the word).
		q, r := div2by1(u2&^full.Mask(), u1, d, m.recip)
		rFull, rCarry := bits.Add(u1, d, 0)
		q |= full.Mask()
		r = r&^full.Mask() | rFull&full.Mask()
		over := rCarry & uint(full) // r̂ ≥ 2^W: the test below cannot hold
		// Knuth's step D3, twice, by mask: while q̂·v0 > r̂·2^W + u0,
		// q̂ −= 1 and r̂ += d. Afterwards q̂ is the true digit or one more.
		for k := 0; k < 2; k++ {
			ph, pl := bits.Mul(q, v0)
			_, b := bits.Sub(u0, pl, 0)
			_, b = bits.Sub(r, ph, b) // b = 1: (r̂, u0) < q̂·v0
			dec := b &^ over
			q -= dec
			var c uint
			r, c = bits.Add(r, d&-dec, 0)
			over |= c
		}
		top := w[n] - subMulVVW(w[:n], m.norm, q)
		// The window now holds a value in [−norm, norm): a negative one
		// has top = −1, so the top bit says "add norm back".
		neg := -(top >> (_W - 1))
		top += addVVMasked(w[:n], m.norm, neg)
		w[n] = top // zero
	}
	// u[:n] = (x mod m) << shift.
	for i := 0; i < n; i++ {
		var hi uint
		if i+1 < n {
			hi = u[i+1]
		}
		z[i] = u[i]>>m.shift | hi<<(_W-m.shift)
	}
}

// reduceWord returns x mod m for a one-limb m: Horner's rule, one
// div2by1 per limb of x, on m normalised by shift (the running remainder
// r < m, so r·2^shift plus x's top shift bits stays below norm).
func (m *Modulus) reduceWord(x []uint) uint {
	d, s := m.norm[0], m.shift
	var r uint
	for i := len(x) - 1; i >= 0; i-- {
		u1 := r<<s | x[i]>>(_W-s) // a Go shift by W is 0 when s == 0
		_, rr := div2by1(u1, x[i]<<s, d, m.recip)
		r = rr >> s
	}
	return r
}

// Mod sets x = y mod m for y of any length; x gets m.Limbs() limbs.
func (x *Nat) Mod(y *Nat, m *Modulus) *Nat {
	n := len(m.m)
	if m.odd && n > 1 && m.bitLen == n*_W && len(y.limbs) <= 2*n && n <= maxStackLimbs {
		m.reduceWide(x, y.limbs)
		return x
	}
	src := y.limbs // reduce copies src before writing x, so x may be y
	x.resize(n)
	m.reduce(x.limbs, src)
	return x
}

// reduceWide sets x = y mod m for an odd m whose top limb has its top bit
// set (R/2 < m < R, R = 2^(W·n)) and y of at most 2n limbs, with two
// Montgomery multiplications instead of long division (the CRT halves of
// an RSA private-key operation): with y = hi·R + lo and hi, lo < R < 2m,
// each reduced by one masked subtraction, y ≡ (hi + lo·R⁻¹)·R, and
// montMul(lo, 1) = lo·R⁻¹, montMul(s, R²) = s·R. x may be y.
func (m *Modulus) reduceWide(x *Nat, y []uint) {
	n := len(m.m)
	var stack [3 * maxStackLimbs]uint
	lo, hi, t := stack[:n], stack[n:2*n], stack[2*n:3*n]
	copy(lo, y[:min(n, len(y))])
	if len(y) > n {
		copy(hi, y[n:])
	}
	finalSub(lo, lo, 0, m.m) // < m
	finalSub(hi, hi, 0, m.m)
	clear(t)
	t[0] = 1
	m.k.montMul(t, lo, t, m.m, m.m0inv) // lo·R⁻¹ mod m
	c := m.k.addVV(t, t, hi)
	finalSub(t, t, c, m.m) // hi + lo·R⁻¹ mod m
	x.resize(n)
	m.k.montMul(x.limbs, t, m.rr, m.m, m.m0inv)
}

// Add sets x = x + y mod m (x, y < m, sized to m).
func (x *Nat) Add(y *Nat, m *Modulus) *Nat {
	c := m.k.addVV(x.limbs, x.limbs, y.limbs)
	finalSub(x.limbs, x.limbs, c, m.m)
	return x
}

// Sub sets x = x − y mod m (x, y < m, sized to m).
func (x *Nat) Sub(y *Nat, m *Modulus) *Nat {
	b := m.k.subVV(x.limbs, x.limbs, y.limbs)
	addVVMasked(x.limbs, m.m, -b) // add m back when it borrowed
	return x
}

// Mul sets x = x·y mod m (x, y < m, sized to m).
func (x *Nat) Mul(y *Nat, m *Modulus) *Nat {
	if m.odd {
		// x·y·R⁻¹, then ·R²·R⁻¹ = x·y.
		m.k.montMul(x.limbs, x.limbs, y.limbs, m.m, m.m0inv)
		m.k.montMul(x.limbs, x.limbs, m.rr, m.m, m.m0inv)
		return x
	}
	n := len(m.m)
	t := make([]uint, 2*n)
	mulPlain(m.k, t, x.limbs, y.limbs)
	m.reduce(x.limbs, t)
	return x
}

// toMont sets z = x·R mod m; fromMont sets z = x·R⁻¹ mod m.
func (m *Modulus) toMont(z, x []uint) { m.k.montMul(z, x, m.rr, m.m, m.m0inv) }

func (m *Modulus) fromMont(z, x []uint) {
	var stack [maxStackLimbs]uint
	var one []uint
	if len(m.m) <= maxStackLimbs {
		one = stack[:len(m.m)]
	} else {
		one = make([]uint, len(m.m))
	}
	one[0] = 1
	m.k.montMul(z, x, one, m.m, m.m0inv)
}

// windowBits returns bits [pos, pos+w) of the big-endian number e (bit 0
// is the least significant); positions past the top read as zero. The
// position is public; the value is not branched on.
func windowBits(e []byte, pos, w int) uint {
	var v uint
	for k := w - 1; k >= 0; k-- {
		bit := pos + k
		var b uint
		if byteIdx := len(e) - 1 - bit/8; byteIdx >= 0 {
			b = uint(e[byteIdx]>>(uint(bit)%8)) & 1
		}
		v = v<<1 | b
	}
	return v
}

// Exp sets x = y^e mod m for an odd m, y < m (sized to m) and a secret
// exponent e (big-endian; its length is public). Fixed-window
// exponentiation: every window costs the same squarings and one
// multiplication by a table entry fetched with a full constant-time scan.
func (x *Nat) Exp(y *Nat, e []byte, m *Modulus) *Nat {
	if !m.odd {
		panic("bigmod: Exp needs an odd modulus")
	}
	n := len(m.m)
	if m.ifma != nil && len(e) > 0 {
		x.resize(n)
		m.ifma.exp(x.limbs, y.limbs, e)
		return x
	}
	w := 4
	if len(e)*8 > 512 {
		w = 5 // fewer multiplications for long exponents; the table grows to 32
	}
	size := 1 << w
	var tableStack [32 * maxStackLimbs]uint
	var tab []uint
	if n <= maxStackLimbs {
		tab = tableStack[:size*n]
	} else {
		tab = make([]uint, size*n)
	}
	entry := func(i int) []uint { return tab[i*n : (i+1)*n] }
	// table[i] = y^i·R mod m.
	copy(entry(0), m.rr)
	m.fromMont(entry(0), entry(0)) // R² · R⁻¹ = R, "one" in Montgomery form
	m.toMont(entry(1), y.limbs)
	for i := 2; i < size; i++ {
		if i%2 == 0 {
			m.k.montSqr(entry(i), entry(i/2), m.m, m.m0inv)
		} else {
			m.k.montMul(entry(i), entry(i-1), entry(1), m.m, m.m0inv)
		}
	}

	var accStack, tmpStack [maxStackLimbs]uint
	var acc, tmp []uint
	if n <= maxStackLimbs {
		acc, tmp = accStack[:n], tmpStack[:n]
	} else {
		acc, tmp = make([]uint, n), make([]uint, n)
	}
	totalBits := len(e) * 8
	if totalBits == 0 {
		x.resize(n)
		clear(x.limbs)
		x.limbs[0] = 1
		return x
	}
	windows := (totalBits + w - 1) / w
	for i := windows - 1; i >= 0; i-- {
		idx := windowBits(e, i*w, w)
		m.k.tableLookup(tmp, tab, n, size, idx) // reads every entry
		if i == windows-1 {
			copy(acc, tmp) // the first window needs no squarings
			continue
		}
		m.k.montSqrN(acc, acc, m.m, m.m0inv, w)
		m.k.montMul(acc, acc, tmp, m.m, m.m0inv)
	}
	x.resize(n)
	m.fromMont(x.limbs, acc)
	return x
}

// ExpPair sets x1 = y1^e1 mod m1 and x2 = y2^e2 mod m2, the two halves
// of an RSA-CRT private operation, with Exp's contract for each. When both
// moduli run on the IFMA tier with the same size and the exponents have the
// same length, the two exponentiations are interleaved; otherwise they run
// one after the other.
func ExpPair(x1, y1 *Nat, e1 []byte, m1 *Modulus, x2, y2 *Nat, e2 []byte, m2 *Modulus) {
	if m1.ifma != nil && m2.ifma != nil && len(m1.m) == len(m2.m) && len(e1) == len(e2) && len(e1) > 0 {
		x1.resize(len(m1.m))
		x2.resize(len(m2.m))
		ifmaExpPair(x1.limbs, y1.limbs, e1, m1.ifma, x2.limbs, y2.limbs, e2, m2.ifma)
		return
	}
	x1.Exp(y1, e1, m1)
	x2.Exp(y2, e2, m2)
}

// Inverse sets x = y⁻¹ mod m for an odd m and y < m (sized to m), and
// returns 1, or returns 0 (x unspecified) if gcd(y, m) ≠ 1. Constant time:
// binary extended Euclid with modular halving and a fixed 2·BitLen
// iterations. Invariants: a ≡ u·y and b ≡ v·y (mod m), b odd; each
// iteration removes at least one bit from a·b.
func (x *Nat) Inverse(y *Nat, m *Modulus) subtle.Choice {
	if !m.odd {
		panic("bigmod: Inverse needs an odd modulus")
	}
	n := len(m.m)
	buf := make([]uint, 5*n)
	a, b, u, v, t := buf[:n], buf[n:2*n], buf[2*n:3*n], buf[3*n:4*n], buf[4*n:]
	copy(a, y.limbs)
	copy(b, m.m)
	u[0] = 1
	for it := 0; it < 2*m.bitLen; it++ {
		aOdd := a[0] & 1
		// If a is odd and a < b, swap (a, u) with (b, v) so that a ≥ b.
		borrow := m.k.subVV(t, a, b)
		swap := -(aOdd & borrow)
		for i := 0; i < n; i++ {
			da := (a[i] ^ b[i]) & swap
			a[i] ^= da
			b[i] ^= da
			du := (u[i] ^ v[i]) & swap
			u[i] ^= du
			v[i] ^= du
		}
		// If a is odd: a −= b (now even), u −= v mod m.
		oddMask := -aOdd
		var br uint
		for i := 0; i < n; i++ {
			a[i], br = bits.Sub(a[i], b[i]&oddMask, br)
		}
		br = 0
		for i := 0; i < n; i++ {
			u[i], br = bits.Sub(u[i], v[i]&oddMask, br)
		}
		addVVMasked(u, m.m, -br)
		// a /= 2 (a is even); u /= 2 mod m: add m first when u is odd.
		shiftRight1(a, 0)
		c := addVVMasked(u, m.m, -(u[0] & 1))
		shiftRight1(u, c)
	}
	x.resize(n)
	copy(x.limbs, v)
	one := &Nat{limbs: b}
	return one.IsOne()
}

// shiftRight1 sets z = (top·2^(W·n) + z) >> 1.
func shiftRight1(z []uint, top uint) {
	for i := 0; i < len(z)-1; i++ {
		z[i] = z[i]>>1 | z[i+1]<<(_W-1)
	}
	z[len(z)-1] = z[len(z)-1]>>1 | top<<(_W-1)
}
