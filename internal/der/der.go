// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package der reads and writes the Distinguished Encoding Rules (ITU-T
// X.690 §8, §10) as golang.org/x/crypto/cryptobyte does: low tag numbers
// only, definite lengths in their minimal form, every length checked
// against the input. A Reader carries an explicit limit on the length of
// any one element, so a parser states how large an input it accepts
// instead of inheriting a reader's private constant.
//
// Malformed input is an error (ok = false), never a panic. The reader
// branches on tags and lengths, which a DER encoding makes public; it
// never inspects contents, so secret INTEGERs (private keys) come back
// as raw contents for the caller's constant-time checks. ReadUnsigned
// inspects contents and is for public integers only.
package der

// Identifier octets of the universal types the key and signature formats
// use (X.690 §8.1.2, with the constructed bit for SEQUENCE).
const (
	TagInteger     = 0x02
	TagBitString   = 0x03
	TagOctetString = 0x04
	TagNull        = 0x05
	TagOID         = 0x06
	TagSequence    = 0x30
)

// maxLengthOctets bounds the long form of a length (X.690 §8.1.3.5): four
// octets cover any element a Limit allows.
const maxLengthOctets = 4

// Reader consumes DER elements from the front of its input.
type Reader struct {
	b     []byte
	limit int
}

// NewReader returns a Reader over b that rejects any element whose
// contents are longer than limit bytes.
func NewReader(b []byte, limit int) Reader { return Reader{b: b, limit: limit} }

// Empty reports whether all input has been consumed.
func (r *Reader) Empty() bool { return len(r.b) == 0 }

// Rest returns the unread input.
func (r *Reader) Rest() []byte { return r.b }

// Read returns the identifier octet and the contents of the next element.
func (r *Reader) Read() (tag byte, contents []byte, ok bool) {
	b := r.b
	if len(b) < 2 {
		return 0, nil, false
	}
	tag = b[0]
	if tag&0x1f == 0x1f { // high tag number form: not used by these formats
		return 0, nil, false
	}
	l := uint64(b[1])
	b = b[2:]
	if l&0x80 != 0 {
		n := int(l & 0x7f)
		if n == 0 || n > maxLengthOctets || len(b) < n { // indefinite or absurd
			return 0, nil, false
		}
		l = 0
		for i := 0; i < n; i++ {
			l = l<<8 | uint64(b[i])
		}
		if b[0] == 0 || l < 0x80 { // not the minimal length form (X.690 §10.1)
			return 0, nil, false
		}
		b = b[n:]
	}
	// Compared as uint64, so that no length overflows an int on 32-bit.
	if l > uint64(len(b)) || l > uint64(r.limit) {
		return 0, nil, false
	}
	r.b = b[l:]
	return tag, b[:l], true
}

// ReadTag returns the contents of the next element, which must have the
// identifier octet tag.
func (r *Reader) ReadTag(tag byte) ([]byte, bool) {
	save := r.b
	t, c, ok := r.Read()
	if !ok || t != tag {
		r.b = save
		return nil, false
	}
	return c, true
}

// ReadOptional reads the next element if its identifier octet is tag:
// present reports whether it was there, ok whether the input is well formed.
func (r *Reader) ReadOptional(tag byte) (contents []byte, present, ok bool) {
	if t, ok := r.PeekTag(); !ok || t != tag {
		return nil, false, true
	}
	c, ok := r.ReadTag(tag)
	return c, ok, ok
}

// PeekTag returns the identifier octet of the next element without
// consuming it.
func (r *Reader) PeekTag() (byte, bool) {
	if len(r.b) == 0 {
		return 0, false
	}
	return r.b[0], true
}

// ReadUnsigned reads a non-negative INTEGER in its minimal encoding
// (X.690 §8.3.2) and returns its big-endian magnitude without leading
// zeros (empty for zero). It branches on the contents: public values only.
func (r *Reader) ReadUnsigned() ([]byte, bool) {
	save := r.b
	v, ok := r.ReadTag(TagInteger)
	if !ok || len(v) == 0 || v[0]&0x80 != 0 { // empty or negative
		r.b = save
		return nil, false
	}
	if len(v) > 1 && v[0] == 0 && v[1]&0x80 == 0 { // superfluous leading zero
		r.b = save
		return nil, false
	}
	if v[0] == 0 {
		v = v[1:]
	}
	return v, true
}

// ReadSmallUnsigned reads a non-negative INTEGER that fits in 31 bits
// (versions, counts), in its minimal encoding.
func (r *Reader) ReadSmallUnsigned() (int, bool) {
	save := r.b
	v, ok := r.ReadUnsigned()
	if !ok || len(v) > 4 || (len(v) == 4 && v[0]&0x80 != 0) {
		r.b = save
		return 0, false
	}
	n := 0
	for _, c := range v {
		n = n<<8 | int(c)
	}
	return n, true
}

// AppendElement appends an element with identifier octet tag and the
// given contents, with the minimal length form.
func AppendElement(dst []byte, tag byte, contents []byte) []byte {
	dst = appendHeader(dst, tag, len(contents))
	return append(dst, contents...)
}

// appendHeader appends the identifier octet and the minimal length form
// of l (X.690 §8.1.3, §10.1).
func appendHeader(dst []byte, tag byte, l int) []byte {
	dst = append(dst, tag)
	switch {
	case l < 0x80:
		return append(dst, byte(l))
	case l < 0x100:
		return append(dst, 0x81, byte(l))
	case l < 0x10000:
		return append(dst, 0x82, byte(l>>8), byte(l))
	case l < 0x1000000:
		return append(dst, 0x83, byte(l>>16), byte(l>>8), byte(l))
	default:
		return append(dst, 0x84, byte(l>>24), byte(l>>16), byte(l>>8), byte(l))
	}
}

// AppendUnsigned appends a non-negative INTEGER with big-endian magnitude
// mag (leading zeros allowed and dropped). It branches on the magnitude's
// leading octets: public values only, or values whose encoded length the
// caller has already made public.
func AppendUnsigned(dst []byte, mag []byte) []byte {
	for len(mag) > 0 && mag[0] == 0 {
		mag = mag[1:]
	}
	if len(mag) == 0 || mag[0]&0x80 != 0 { // a zero octet keeps it non-negative
		dst = appendHeader(dst, TagInteger, len(mag)+1)
		dst = append(dst, 0)
	} else {
		dst = appendHeader(dst, TagInteger, len(mag))
	}
	return append(dst, mag...)
}

// AppendSmallUnsigned appends a small non-negative INTEGER.
func AppendSmallUnsigned(dst []byte, v int) []byte {
	var b [8]byte
	i := len(b)
	for x := uint64(v); x > 0; x >>= 8 {
		i--
		b[i] = byte(x)
	}
	return AppendUnsigned(dst, b[i:])
}
