// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"strconv"

	derenc "github.com/ctcrypto/ctcrypto/internal/der"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// The structures RSA keys use (ITU-T X.690 §8, §10) are read two ways,
// each as crypto/x509 reads it, which is what makes a key parse here
// exactly when crypto/x509 parses it.
//
// The RSAPublicKey inside a PKIX key is strict DER as
// golang.org/x/crypto/cryptobyte reads it: internal/der's Reader.
//
// PKCS #1 keys and the PKCS #8 and PKIX envelopes are read as
// encoding/asn1's Unmarshal reads them (asn1Seq below), which internal/der
// deliberately does not mirror: the same DER lengths, but high tag numbers
// are parsed, an optional field whose tag does not match is absent (its
// length is then not checked), and anything after a SEQUENCE's last field
// is ignored unread.

// asn1TagSequence is the SEQUENCE tag number, as encoding/asn1 compares it
// (derenc.TagSequence is the identifier octet, with the constructed bit).
const asn1TagSequence = 16

// oidRSAEncryption is 1.2.840.113549.1.1.1 (RFC 8017 Appendix A.1), encoded.
var oidRSAEncryption = []byte{0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01}

// validBitString checks a BIT STRING's contents as encoding/asn1 does.
func validBitString(c []byte) bool {
	if len(c) == 0 {
		return false
	}
	pad := c[0]
	return pad <= 7 && (len(c) > 1 || pad == 0) && c[len(c)-1]&(1<<pad-1) == 0
}

// rightAlign returns a valid BIT STRING's bits as asn1.BitString.RightAlign
// does: shifted right by the number of padding bits.
func rightAlign(c []byte) []byte {
	shift, b := uint(c[0]), c[1:]
	if shift == 0 || len(b) == 0 {
		return b
	}
	a := make([]byte, len(b))
	a[0] = b[0] >> shift
	for i := 1; i < len(b); i++ {
		a[i] = b[i-1]<<(8-shift) | b[i]>>shift
	}
	return a
}

// oidString formats encoded OBJECT IDENTIFIER contents in dotted form for
// error messages (a malformed one as hex).
func oidString(c []byte) string {
	var out []byte
	v := uint64(0)
	for i, b := range c {
		v = v<<7 | uint64(b&0x7f)
		if v > 1<<56 || (b&0x80 != 0 && i == len(c)-1) {
			return "malformed"
		}
		if b&0x80 != 0 {
			continue
		}
		if len(out) == 0 {
			first := min(v/40, 2)
			out = strconv.AppendUint(out, first, 10)
			v -= 40 * first
		}
		out = append(out, '.')
		out = strconv.AppendUint(out, v, 10)
		v = 0
	}
	if len(out) == 0 {
		return "missing"
	}
	return string(out)
}

// rsaAlgorithmIdentifier is SEQUENCE { rsaEncryption, NULL }, encoded.
var rsaAlgorithmIdentifier = derenc.AppendElement(nil, derenc.TagSequence,
	append(derenc.AppendElement(nil, derenc.TagOID, oidRSAEncryption), derenc.TagNull, 0))

// algorithmIdentifier reads an AlgorithmIdentifier (RFC 5280 §4.1.1.2)
// as crypto/x509 does (pkix.AlgorithmIdentifier): the OBJECT IDENTIFIER's
// contents, and the whole encoding of the optional parameters of any type.
// Anything after the parameters is ignored.
func (s *asn1Seq) algorithmIdentifier() (oid, params []byte, ok bool) {
	c, _, ok := s.field(asn1TagSequence, true, false)
	if !ok {
		return nil, nil, false
	}
	ai := &asn1Seq{b: c}
	oid, _, ok = ai.field(derenc.TagOID, false, false)
	if !ok || len(oid) == 0 {
		return nil, nil, false
	}
	params, ok = ai.optionalAny()
	return oid, params, ok
}

// asn1Element is the identifier and length of one element, as
// encoding/asn1's parseTagAndLength returns them.
type asn1Element struct {
	class, tag int
	compound   bool
	length     int
}

// asn1Header parses the element header at b[off:] and returns it with the
// offset of its contents.
func asn1Header(b []byte, off int) (e asn1Element, contents int, ok bool) {
	if off >= len(b) {
		return e, 0, false
	}
	id := b[off]
	off++
	e.class = int(id >> 6)
	e.compound = id&0x20 != 0
	e.tag = int(id & 0x1f)
	if e.tag == 0x1f { // high tag number form, base 128 (X.690 §8.1.2.4)
		var v int64
		for shifted := 0; ; shifted++ {
			if off >= len(b) || shifted == 5 || (shifted == 0 && b[off] == 0x80) {
				return e, 0, false // truncated, too large or not minimal
			}
			c := b[off]
			off++
			v = v<<7 | int64(c&0x7f)
			if c&0x80 == 0 {
				break
			}
		}
		if v > 1<<31-1 || v < 0x1f {
			return e, 0, false
		}
		e.tag = int(v)
	}
	if off >= len(b) {
		return e, 0, false
	}
	l := b[off]
	off++
	if l&0x80 == 0 {
		e.length = int(l)
		return e, off, true
	}
	n := int(l & 0x7f)
	if n == 0 { // indefinite length
		return e, 0, false
	}
	for i := 0; i < n; i++ {
		if off >= len(b) || e.length >= 1<<23 {
			return e, 0, false
		}
		e.length = e.length<<8 | int(b[off])
		off++
		if e.length == 0 { // a leading zero octet
			return e, 0, false
		}
	}
	if e.length < 0x80 { // long form for a short length
		return e, 0, false
	}
	return e, off, true
}

// asn1Seq reads the fields of a SEQUENCE's contents as encoding/asn1 does.
type asn1Seq struct {
	b   []byte
	off int
}

// asn1Unmarshal reads the SEQUENCE at the start of der, returning a reader
// over its contents and what follows it.
func asn1Unmarshal(der []byte) (s *asn1Seq, rest []byte, ok bool) {
	top := &asn1Seq{b: der}
	body, present, ok := top.field(asn1TagSequence, true, false)
	if !ok || !present {
		return nil, nil, false
	}
	return &asn1Seq{b: body}, der[top.off:], true
}

// field reads the next field, a universal tag with the given constructed
// bit. At the end of the contents, or when the tag differs, an optional
// field is absent (present false, ok true); a required one is an error.
func (s *asn1Seq) field(tag int, compound, optional bool) (contents []byte, present, ok bool) {
	if s.off == len(s.b) {
		return nil, false, optional
	}
	e, c, ok := asn1Header(s.b, s.off)
	if !ok {
		return nil, false, false
	}
	if e.class != 0 || e.tag != tag || e.compound != compound {
		return nil, false, optional
	}
	if e.length > len(s.b)-c {
		return nil, false, false
	}
	s.off = c + e.length
	return s.b[c:s.off], true, true
}

// optionalAny reads an optional field of any tag (asn1.RawValue), returning
// its whole encoding.
func (s *asn1Seq) optionalAny() (full []byte, ok bool) {
	if s.off == len(s.b) {
		return nil, true
	}
	e, c, ok := asn1Header(s.b, s.off)
	if !ok || e.length > len(s.b)-c {
		return nil, false
	}
	full = s.b[s.off : c+e.length]
	s.off = c + e.length
	return full, true
}

// asn1Integer checks an INTEGER's contents as encoding/asn1 does (not
// empty, minimally encoded); positive is false for zero and negative
// values. mag is c itself: the magnitude of a positive value, with its
// 0x00 sign octet if it has one (the key constructors accept leading
// zeros). The contents of private INTEGERs are secret and the checks
// read them without branching: only each verdict, which an error reveals,
// is made public, and not whether the magnitude's top bit is set, which
// stripping the sign octet would reveal.
func asn1Integer(c []byte) (mag []byte, positive, ok bool) {
	if len(c) == 0 {
		return nil, false, false
	}
	c0, c1 := uint(c[0]), uint(0)
	long := subtle.Choice(0) // 1 if there is a second octet (the length is public)
	if len(c) > 1 {
		c1, long = uint(c[1]), 1
	}
	zero0 := subtle.IsZeroWord(c0)                                   // the first octet is 0x00
	ones0 := subtle.EqWord(c0, 0xff)                                 // it is 0xff
	neg := subtle.ChoiceFromBit(c0 >> 7)                             // the sign bit
	top1 := subtle.ChoiceFromBit(c1 >> 7).And(long)                  // the second octet's top bit
	redundant := long.And(zero0.And(top1.Not()).Or(ones0.And(top1))) // nine leading equal bits
	if subtle.DeclassifyChoice(redundant) {                          // revealed by the error
		return nil, false, false
	}
	zero := zero0.And(long.Not())              // minimal, so zero is the single octet 0x00
	if subtle.DeclassifyChoice(neg.Or(zero)) { // revealed by the error
		return c, false, true
	}
	return c, true, true
}

// asn1Int reads an INTEGER's contents into a Go int as encoding/asn1 does:
// at most 64 bits, or 32 on 32-bit platforms.
func asn1Int(c []byte) (int64, bool) {
	if _, _, ok := asn1Integer(c); !ok || len(c) > 8 {
		return 0, false
	}
	var v int64
	for _, b := range c {
		v = v<<8 | int64(b)
	}
	shift := 64 - 8*uint(len(c))
	v = v << shift >> shift // sign extension
	if strconv.IntSize == 32 && v != int64(int32(v)) {
		return 0, false
	}
	return v, true
}
