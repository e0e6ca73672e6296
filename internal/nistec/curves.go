// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"encoding/binary"
	"encoding/hex"
	"math/bits"
)

// Curve constants (FIPS 186-5 / SP 800-186 §3.2.1). Every curve has a = −3.

// Booth windows of 5 bits: ⌈(bits(n) + 1)/5⌉ signed digits in [−16, 16]
// cover every scalar below n with a non-negative top digit.
const (
	boothW      = 5
	p256Windows = (256 + 1 + boothW - 1) / boothW
	p384Windows = (384 + 1 + boothW - 1) / boothW
	p521Windows = (521 + 1 + boothW - 1) / boothW
)

// Booth windows of ScalarBaseMult's precomputed tables: each window costs
// one mixed addition and a scan of 2^(w−1) entries. For P-256 6-bit windows
// (43 windows of 32 points, 88 KiB) beat 5-bit (52 of 16) and 7-bit ones,
// where the longer scans cost what the additions save. P-384's additions
// are dearer: 6-bit windows (65 of 32 points, 195 KiB) beat 5 bits whether
// the table is in cache or not; 7 bits (330 KiB) is faster only while the
// whole table stays cached, and a server handshake's other work evicts
// it. P-521 keeps 5 bits, which bounds its table's size.
const (
	p256BaseW       = 6
	p384BaseW       = 6
	p521BaseW       = 5
	p256BaseWindows = (256 + 1 + p256BaseW - 1) / p256BaseW
	p384BaseWindows = (384 + 1 + p384BaseW - 1) / p384BaseW
	p521BaseWindows = (521 + 1 + p521BaseW - 1) / p521BaseW
	p256BaseEntries = 1 << (p256BaseW - 1)
	p384BaseEntries = 1 << (p384BaseW - 1)
	p521BaseEntries = 1 << (p521BaseW - 1)
)

var (
	p256B, p256Gx, p256Gy p256Element
	p384B, p384Gx, p384Gy p384Element
	p521B, p521Gx, p521Gy p521Element

	// Field moduli and group orders, big-endian, for variable-time
	// comparisons of public values (ECDSA verification).
	p256PBytes, p256NBytes []byte
	p384PBytes, p384NBytes []byte
	p521PBytes, p521NBytes []byte
)

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

type setBytesElement[E any] interface {
	*E
	SetBytes([]byte) (*E, error)
}

func mustElement[E any, P setBytesElement[E]](e P, s string) {
	if _, err := e.SetBytes(mustHex(s)); err != nil {
		panic("nistec: bad curve constant: " + err.Error())
	}
}

func init() {
	mustElement(&p256B, "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b")
	mustElement(&p256Gx, "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296")
	mustElement(&p256Gy, "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5")
	p256PBytes = mustHex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff")
	p256NBytes = mustHex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")

	mustElement(&p384B, "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef")
	mustElement(&p384Gx, "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7")
	mustElement(&p384Gy, "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f")
	p384PBytes = mustHex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff")
	p384NBytes = mustHex("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")

	mustElement(&p521B, "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00")
	mustElement(&p521Gx, "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66")
	mustElement(&p521Gy, "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650")
	p521PBytes = mustHex("01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")
	p521NBytes = mustHex("01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409")

	p256Curve.N = p256NBytes
	p384Curve.N = p384NBytes
	p521Curve.N = p521NBytes
}

// boothDigit returns the signed Booth digit of 5-bit window i of s; see
// boothDigitW.
func boothDigit(s []uint64, i int) (sign, abs uint64) { return boothDigitW(s, i, boothW) }

// boothDigitW returns the signed Booth digit of w-bit window i of the
// little-endian limbs s as (sign, magnitude): the w+1 bits s[wi−1 .. wi+w−1]
// = v give d = ⌊v/2⌋ + (v mod 2) − 2^w·v_w in [−2^(w−1), 2^(w−1)]. Window
// positions and w are public; the digit is computed without branches since
// s is secret.
func boothDigitW(s []uint64, i int, w uint) (sign, abs uint64) {
	mask := uint64(1)<<(w+1) - 1
	var v uint64
	if i == 0 {
		v = s[0] << 1 & mask // bit −1 is 0
	} else {
		pos := int(w)*i - 1
		l, b := pos/64, uint(pos%64)
		v = s[l] >> b
		if b > 64-(w+1) && l+1 < len(s) {
			v |= s[l+1] << (64 - b)
		}
		v &= mask
	}
	sign = v >> w
	d := (v >> 1) + (v & 1) - sign<<w // two's complement, in [−2^(w−1), 2^(w−1)]
	abs = (d ^ -sign) + sign          // negate when sign is 1
	return sign, abs
}

// limbsFromBytes returns the little-endian limbs of the big-endian b, with
// one spare zero limb so Booth windows may read past the top bit.
func limbsFromBytes(out []uint64, b []byte) {
	clear(out)
	n := len(b)
	w := 0
	for ; n >= 8; w, n = w+1, n-8 { // whole words from the end
		out[w] = binary.BigEndian.Uint64(b[n-8 : n])
	}
	for i := 0; i < n; i++ { // the n < 8 leading bytes
		out[w] |= uint64(b[i]) << (8 * (n - 1 - i))
	}
}

// addBytesVarTime returns a + b for equal-length big-endian public values,
// one byte longer.
func addBytesVarTime(a, b []byte) []byte {
	out := make([]byte, len(a)+1)
	var c uint
	for i := len(a) - 1; i >= 0; i-- {
		s := uint(a[i]) + uint(b[i]) + c
		out[i+1] = byte(s)
		c = s >> 8
	}
	out[0] = byte(c)
	return out
}

// lessBytesVarTime reports a < b for big-endian public values, a possibly
// one byte longer than b.
func lessBytesVarTime(a, b []byte) bool {
	for len(a) > len(b) {
		if a[0] != 0 {
			return false
		}
		a = a[1:]
	}
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// half sets e = x/2 mod p and returns e, in constant time: x is made even
// by adding p when it is odd, then shifted right one bit with the carry.
// Halving commutes with the Montgomery factor, so it applies to the
// internal representation directly.
func (e *p256Element) half(x *p256Element) *p256Element {
	m := &p256ElementModulus
	odd := -(x.l[0] & 1) // all ones when x is odd: add p to make x + p even
	t0, c := bits.Add64(x.l[0], m[0]&odd, 0)
	t1, c := bits.Add64(x.l[1], m[1]&odd, c)
	t2, c := bits.Add64(x.l[2], m[2]&odd, c)
	t3, c := bits.Add64(x.l[3], m[3]&odd, c)
	e.l[0] = t0>>1 | t1<<63
	e.l[1] = t1>>1 | t2<<63
	e.l[2] = t2>>1 | t3<<63
	e.l[3] = t3>>1 | c<<63
	return e
}

// half sets e = x/2 mod p and returns e, in constant time: the P-256
// version unrolled for six limbs.
func (e *p384Element) half(x *p384Element) *p384Element {
	m := &p384ElementModulus
	odd := -(x.l[0] & 1) // all ones when x is odd: add p to make x + p even
	t0, c := bits.Add64(x.l[0], m[0]&odd, 0)
	t1, c := bits.Add64(x.l[1], m[1]&odd, c)
	t2, c := bits.Add64(x.l[2], m[2]&odd, c)
	t3, c := bits.Add64(x.l[3], m[3]&odd, c)
	t4, c := bits.Add64(x.l[4], m[4]&odd, c)
	t5, c := bits.Add64(x.l[5], m[5]&odd, c)
	e.l[0] = t0>>1 | t1<<63
	e.l[1] = t1>>1 | t2<<63
	e.l[2] = t2>>1 | t3<<63
	e.l[3] = t3>>1 | t4<<63
	e.l[4] = t4>>1 | t5<<63
	e.l[5] = t5>>1 | c<<63
	return e
}

// half sets e = x/2 mod p and returns e, in constant time: modulo
// 2^521 − 1, halving is a rotation of the 521 bits right by one (the low
// bit b stands for b·2^521 ≡ b, so it moves to bit 520). It maps the
// representation [0, p] into itself.
func (e *p521Element) half(x *p521Element) *p521Element {
	low := x.l[0] & 1
	for i := 0; i < 8; i++ {
		e.l[i] = x.l[i]>>1 | x.l[i+1]<<63
	}
	e.l[8] = x.l[8]>>1 | low<<8 // bit 520 is bit 8 of limb 8
	return e
}
