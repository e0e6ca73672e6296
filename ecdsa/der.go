// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import "errors"

// A minimal DER reader and writer (ITU-T X.690 §10) for signatures (RFC
// 3279 §2.2.3); keys are internal/eckey's. Every element must use the
// minimal definite length form; anything else is an error, never a panic.

const (
	tagInteger  = 0x02
	tagSequence = 0x30
)

var errDER = errors.New("ecdsa: malformed DER")

// derReader consumes DER elements from the front of its input.
type derReader []byte

// read returns the contents of the next element if its tag is tag.
func (d *derReader) read(tag byte) ([]byte, error) {
	b := *d
	if len(b) < 2 || b[0] != tag {
		return nil, errDER
	}
	n := int(b[1])
	hdr := 2
	if n >= 0x80 {
		k := n & 0x7f
		if k == 0 || k > 3 || len(b) < 2+k {
			return nil, errDER // indefinite or absurd lengths
		}
		n = 0
		for _, c := range b[2 : 2+k] {
			n = n<<8 | int(c)
		}
		if b[2] == 0 || n < 0x80 {
			return nil, errDER // not the minimal length encoding
		}
		hdr = 2 + k
	}
	if len(b)-hdr < n {
		return nil, errDER
	}
	*d = b[hdr+n:]
	return b[hdr : hdr+n], nil
}

// readUnsigned returns the big-endian magnitude of a non-negative INTEGER,
// without leading zeros, rejecting negative and non-minimal encodings.
func (d *derReader) readUnsigned() ([]byte, error) {
	v, err := d.read(tagInteger)
	if err != nil {
		return nil, err
	}
	if len(v) == 0 || v[0]&0x80 != 0 {
		return nil, errDER // empty or negative
	}
	if len(v) > 1 && v[0] == 0 && v[1]&0x80 == 0 {
		return nil, errDER // superfluous leading zero
	}
	for len(v) > 0 && v[0] == 0 {
		v = v[1:]
	}
	return v, nil
}

// derElement appends a DER element with the given tag and contents.
func derElement(out []byte, tag byte, contents []byte) []byte {
	out = append(out, tag)
	n := len(contents)
	switch {
	case n < 0x80:
		out = append(out, byte(n))
	case n < 0x100:
		out = append(out, 0x81, byte(n))
	case n < 0x10000:
		out = append(out, 0x82, byte(n>>8), byte(n))
	default:
		out = append(out, 0x83, byte(n>>16), byte(n>>8), byte(n))
	}
	return append(out, contents...)
}

// derUnsigned appends a non-negative INTEGER with big-endian magnitude v.
func derUnsigned(out []byte, v []byte) []byte {
	for len(v) > 0 && v[0] == 0 {
		v = v[1:]
	}
	var c []byte
	if len(v) == 0 || v[0]&0x80 != 0 {
		c = append(c, 0)
	}
	return derElement(out, tagInteger, append(c, v...))
}
