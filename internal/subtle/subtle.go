// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package subtle is the constant-time floor every engine builds on: one
// boolean type for secret-dependent conditions, the masks and selections
// made from it, a constant-time comparison, the one way secret-derived
// values are declared public, and the aliasing rules of crypto/cipher.
//
// A Choice is 0 or 1 and is never branched on; code that must branch on
// one calls DeclassifyChoice, which says so at the call site and tells the
// constant-time harness (internal/ctgrind) that the value is public by
// design. There is no other way to turn a Choice into a bool.
package subtle

import (
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
)

// Choice is a constant-time boolean: 0 or 1.
type Choice uint

// Mask returns all ones for 1 and zero for 0: -1 in two's complement.
func (c Choice) Mask() uint { return -uint(c) }

// Mask64 is Mask for 64-bit limbs on every port.
func (c Choice) Mask64() uint64 { return -uint64(c) }

// Not returns 1 - c.
func (c Choice) Not() Choice { return c ^ 1 }

// And returns c ∧ d.
func (c Choice) And(d Choice) Choice { return c & d }

// Or returns c ∨ d.
func (c Choice) Or(d Choice) Choice { return c | d }

// ChoiceFromBit returns Choice(b), for a bit b that is 0 or 1 by
// construction (a carry, a shifted top bit).
func ChoiceFromBit(b uint) Choice { return Choice(b & 1) }

// IsZeroWord returns 1 if x == 0.
func IsZeroWord(x uint) Choice {
	// x | -x has its top bit set exactly when x != 0.
	return Choice(1 ^ (x|-x)>>(wordBits-1))
}

// EqWord returns 1 if x == y.
func EqWord(x, y uint) Choice { return IsZeroWord(x ^ y) }

// IsZero64 returns 1 if x == 0.
func IsZero64(x uint64) Choice { return Choice(1 ^ (x|-x)>>63) }

// Eq64 returns 1 if x == y.
func Eq64(x, y uint64) Choice { return IsZero64(x ^ y) }

// LessWord returns 1 if x < y.
func LessWord(x, y uint) Choice {
	// The borrow out of x - y, computed without a branch: Hacker's
	// Delight §2-13, (¬x ∧ y) ∨ (¬(x ⊕ y) ∧ (x - y)), top bit.
	return Choice(((^x & y) | (^(x ^ y) & (x - y))) >> (wordBits - 1))
}

// SelectWord returns x if c == 1 and y if c == 0.
func SelectWord(c Choice, x, y uint) uint {
	m := c.Mask() // all ones keeps x, zero keeps y
	return y ^ (m & (x ^ y))
}

// Select64 is SelectWord for uint64.
func Select64(c Choice, x, y uint64) uint64 {
	m := c.Mask64() // all ones keeps x, zero keeps y
	return y ^ (m & (x ^ y))
}

// SelectByte is SelectWord for bytes.
func SelectByte(c Choice, x, y byte) byte {
	m := byte(c.Mask()) // 0xff keeps x, zero keeps y
	return y ^ (m & (x ^ y))
}

// CopyIf sets dst = src if c == 1 and leaves dst unchanged if c == 0,
// reading and writing every byte either way. The lengths must be equal.
func CopyIf(c Choice, dst, src []byte) {
	if len(dst) != len(src) {
		panic("subtle: CopyIf slices of different lengths")
	}
	m := byte(c.Mask()) // 0xff takes src, zero keeps dst
	for i := range dst {
		dst[i] ^= m & (dst[i] ^ src[i])
	}
}

// Equal returns 1 if x and y hold the same bytes. Its time depends on the
// lengths, which are public, and not on the contents; slices of different
// lengths are unequal.
func Equal(x, y []byte) Choice {
	if len(x) != len(y) {
		return 0
	}
	var v byte
	for i := range x {
		v |= x[i] ^ y[i]
	}
	return IsZeroWord(uint(v))
}

// EqualInt returns Equal as 1 or 0, the convention of crypto/subtle.
func EqualInt(x, y []byte) int { return int(Equal(x, y)) }

// TrailingZeros returns the number of trailing zero bits of x (the word
// size for 0), without a branch, conditional move or table: math/bits
// compiles TrailingZeros and OnesCount to those on some ports (a zero test
// on 386, a byte table for OnesCount without POPCNT).
func TrailingZeros(x uint) int {
	y := (x & -x) - 1 // ones exactly below x's lowest set bit; all ones for 0
	// Population count by halving sums (Hacker's Delight §5-1).
	y -= (y >> 1) & (^uint(0) / 3)
	y = y&(^uint(0)/5) + (y>>2)&(^uint(0)/5)
	y = (y + y>>4) & (^uint(0) / 17)
	return int(y * (^uint(0) / 255) >> (wordBits - 8))
}

const wordBits = 32 << (^uint(0) >> 63)

// Declassify marks b, bytes computed from secrets that the algorithm
// reveals by design (a verdict, a length once it is returned, a public
// key), as public for the constant-time harness: the role of BoringSSL's
// constant_time_declassify. Natively it does nothing; under the valgrind
// build tag it clears the bytes' secret mark so that the branch that
// follows is not reported.
func Declassify(b []byte) { ctgrind.Public(b) }

// DeclassifyInt returns v after Declassify on its bytes.
func DeclassifyInt(v int) int {
	// Public is opaque under the valgrind tag, so v is reloaded from the
	// marked memory after it; natively both are no-ops.
	Declassify(unsafe.Slice((*byte)(unsafe.Pointer(&v)), unsafe.Sizeof(v)))
	return v
}

// DeclassifyChoice returns c as a bool for a branch, after Declassify: the
// call site states that c is public by design.
func DeclassifyChoice(c Choice) bool { return DeclassifyInt(int(c)) == 1 }
