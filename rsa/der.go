// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"math/bits"
	"strconv"

	"github.com/ctcrypto/ctcrypto/internal/bigmod"
)

// Two readers for the few structures RSA keys use (ITU-T X.690 §8, §10).
//
// derReader is strict DER, as golang.org/x/crypto/cryptobyte reads it:
// minimal lengths of at most four octets, no indefinite lengths, no high
// tag numbers. crypto/x509 reads the RSAPublicKey inside a PKIX key so.
//
// asn1Seq reads as encoding/asn1's Unmarshal does, which is how crypto/x509
// reads PKCS #1 keys and the PKCS #8 and PKIX envelopes: the same DER
// lengths, but high tag numbers are parsed, an optional field whose tag
// does not match is absent (its length is then not checked), and anything
// after a SEQUENCE's last field is ignored unread. Mirroring both exactly
// is what makes a key parse here exactly when crypto/x509 parses it.

const (
	tagInteger     = 0x02
	tagBitString   = 0x03
	tagOctetString = 0x04
	tagNull        = 0x05
	tagOID         = 0x06
	tagSequence    = 0x30 // constructed, as a DER identifier octet

	asn1TagSequence = 16 // the SEQUENCE tag number, as encoding/asn1 compares it
)

// oidRSAEncryption is 1.2.840.113549.1.1.1 (RFC 8017 Appendix A.1), encoded.
var oidRSAEncryption = []byte{0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01}

type derReader []byte

// read returns the tag and contents of the next element.
func (r *derReader) read() (tag byte, contents []byte, ok bool) {
	b := *r
	if len(b) < 2 {
		return 0, nil, false
	}
	tag = b[0]
	if tag&0x1f == 0x1f { // high tag number form: not used by these structures
		return 0, nil, false
	}
	l := uint64(b[1])
	b = b[2:]
	if l&0x80 != 0 {
		n := int(l & 0x7f)
		if n == 0 || n > 4 || len(b) < n { // indefinite or absurd lengths
			return 0, nil, false
		}
		l = 0
		for i := 0; i < n; i++ {
			l = l<<8 | uint64(b[i])
		}
		if b[0] == 0 || l < 0x80 { // not minimal (X.690 §10.1)
			return 0, nil, false
		}
		b = b[n:]
	}
	if l > uint64(len(b)) { // compared as uint64: no overflow on 32-bit
		return 0, nil, false
	}
	*r = b[l:]
	return tag, b[:l], true
}

// readTag returns the contents of the next element, which must have tag.
func (r *derReader) readTag(want byte) ([]byte, bool) {
	tag, c, ok := r.read()
	if !ok || tag != want {
		return nil, false
	}
	return c, true
}

// peekTag returns the tag of the next element without consuming it.
func (r *derReader) peekTag() (byte, bool) {
	if len(*r) == 0 {
		return 0, false
	}
	return (*r)[0], true
}

// readInteger reads an INTEGER checked as cryptobyte's ReadASN1Integer
// checks it (not empty, minimally encoded; the same rules as encoding/asn1)
// and returns it as asn1Integer does.
func (r *derReader) readInteger() (mag []byte, positive, ok bool) {
	c, ok := r.readTag(tagInteger)
	if !ok {
		return nil, false, false
	}
	return asn1Integer(c)
}

// readInt64 reads an INTEGER into a Go int as cryptobyte does: at most 64
// bits, or 32 on 32-bit platforms.
func (r *derReader) readInt64() (int64, bool) {
	c, ok := r.readTag(tagInteger)
	if !ok {
		return 0, false
	}
	return asn1Int(c)
}

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

// derAppend appends a TLV element.
func derAppend(dst []byte, tag byte, contents []byte) []byte {
	dst = append(dst, tag)
	l := len(contents)
	switch {
	case l < 0x80:
		dst = append(dst, byte(l))
	case l < 0x100:
		dst = append(dst, 0x81, byte(l))
	case l < 0x10000:
		dst = append(dst, 0x82, byte(l>>8), byte(l))
	case l < 0x1000000:
		dst = append(dst, 0x83, byte(l>>16), byte(l>>8), byte(l))
	default:
		dst = append(dst, 0x84, byte(l>>24), byte(l>>16), byte(l>>8), byte(l))
	}
	return append(dst, contents...)
}

// derAppendUint appends a non-negative INTEGER with big-endian magnitude b
// (leading zeros allowed).
func derAppendUint(dst []byte, b []byte) []byte {
	for len(b) > 0 && b[0] == 0 {
		b = b[1:]
	}
	var c []byte
	if len(b) == 0 || b[0]&0x80 != 0 {
		c = append([]byte{0}, b...) // a zero byte keeps it non-negative
	} else {
		c = b
	}
	return derAppend(dst, tagInteger, c)
}

// derAppendSmallUint appends a small non-negative INTEGER.
func derAppendSmallUint(dst []byte, v int) []byte {
	var b []byte
	for x := v; x > 0; x >>= 8 {
		b = append([]byte{byte(x)}, b...)
	}
	return derAppendUint(dst, b)
}

// rsaAlgorithmIdentifier is SEQUENCE { rsaEncryption, NULL }, encoded.
var rsaAlgorithmIdentifier = derAppend(nil, tagSequence,
	append(derAppend(nil, tagOID, oidRSAEncryption), tagNull, 0))

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
	oid, _, ok = ai.field(tagOID, false, false)
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
	long := uint(0) // 1 if there is a second octet (the length is public)
	if len(c) > 1 {
		c1, long = uint(c[1]), 1
	}
	zero0 := ctIsZero(c0)                          // 1 if the first octet is 0x00
	ones0 := ctIsZero(c0 ^ 0xff)                   // 1 if it is 0xff
	neg, top1 := c0>>7, c1>>7&long                 // sign bit, and the second octet's top bit
	redundant := long & (zero0&^top1 | ones0&top1) // nine leading equal bits
	if bigmod.DeclassifyInt(int(redundant)) != 0 { // revealed by the error
		return nil, false, false
	}
	zero := zero0 &^ long                         // minimal, so zero is the single octet 0x00
	if bigmod.DeclassifyInt(int(neg|zero)) != 0 { // revealed by the error
		return c, false, true
	}
	return c, true, true
}

// ctIsZero returns 1 if x == 0 and 0 otherwise, without branching.
func ctIsZero(x uint) uint {
	return 1 ^ (x|-x)>>(bits.UintSize-1) // the top bit of x|−x is set iff x ≠ 0
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
