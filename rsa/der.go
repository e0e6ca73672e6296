// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

// A small strict DER reader and writer for the few structures RSA keys use
// (ITU-T X.690 §8 and §10): SEQUENCE, INTEGER, OCTET STRING, BIT STRING,
// NULL, OBJECT IDENTIFIER and context-specific tags. Lengths must use the
// minimal encoding; indefinite lengths and high tag numbers are rejected.

const (
	tagInteger     = 0x02
	tagBitString   = 0x03
	tagOctetString = 0x04
	tagNull        = 0x05
	tagOID         = 0x06
	tagSequence    = 0x30
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
	l := int(b[1])
	b = b[2:]
	if l&0x80 != 0 {
		n := l & 0x7f
		if n == 0 || n > 4 || len(b) < n { // indefinite or absurd lengths
			return 0, nil, false
		}
		l = 0
		for i := 0; i < n; i++ {
			l = l<<8 | int(b[i])
		}
		if b[0] == 0 || l < 0x80 { // not minimal (X.690 §10.1)
			return 0, nil, false
		}
		b = b[n:]
	}
	if l > len(b) {
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

// readUint returns the magnitude of a non-negative INTEGER, without
// leading zero bytes (empty for zero). Negative or non-minimal encodings
// are rejected.
func (r *derReader) readUint() ([]byte, bool) {
	c, ok := r.readTag(tagInteger)
	if !ok || len(c) == 0 {
		return nil, false
	}
	if c[0]&0x80 != 0 { // negative
		return nil, false
	}
	if len(c) > 1 && c[0] == 0 && c[1]&0x80 == 0 { // non-minimal
		return nil, false
	}
	for len(c) > 0 && c[0] == 0 {
		c = c[1:]
	}
	return c, true
}

// readSmallUint reads a non-negative INTEGER below 2^31.
func (r *derReader) readSmallUint() (int, bool) {
	b, ok := r.readUint()
	if !ok || len(b) > 4 || (len(b) == 4 && b[0]&0x80 != 0) {
		return 0, false
	}
	v := 0
	for _, x := range b {
		v = v<<8 | int(x)
	}
	return v, true
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

// readRSAAlgorithmIdentifier accepts rsaEncryption with NULL or absent
// parameters (RFC 3279 §2.3.1 requires NULL; absent is seen in the wild).
func (r *derReader) readRSAAlgorithmIdentifier() bool {
	c, ok := r.readTag(tagSequence)
	if !ok {
		return false
	}
	ai := derReader(c)
	oid, ok := ai.readTag(tagOID)
	if !ok || string(oid) != string(oidRSAEncryption) {
		return false
	}
	if len(ai) == 0 {
		return true
	}
	p, ok := ai.readTag(tagNull)
	return ok && len(p) == 0 && len(ai) == 0
}
