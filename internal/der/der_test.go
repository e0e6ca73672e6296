// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package der

import (
	"bytes"
	"encoding/asn1"
	"math/big"
	"testing"
)

func TestReadElements(t *testing.T) {
	long := bytes.Repeat([]byte{7}, 300)
	in := AppendElement(nil, TagOctetString, []byte("abc"))
	in = AppendElement(in, TagOctetString, long)
	r := NewReader(in, 1000)
	if tag, ok := r.PeekTag(); !ok || tag != TagOctetString {
		t.Fatal("PeekTag")
	}
	if c, ok := r.ReadTag(TagOctetString); !ok || string(c) != "abc" {
		t.Fatal("short element")
	}
	if _, ok := r.ReadTag(TagInteger); ok {
		t.Fatal("wrong tag accepted")
	}
	if c, ok := r.ReadTag(TagOctetString); !ok || !bytes.Equal(c, long) {
		t.Fatal("long element (the failed ReadTag must not consume)")
	}
	if !r.Empty() {
		t.Fatal("not empty")
	}
	small := NewReader(AppendElement(nil, TagOctetString, long), 299)
	if _, _, ok := small.Read(); ok {
		t.Fatal("element over the limit accepted")
	}
}

func TestReadRejects(t *testing.T) {
	for _, in := range [][]byte{
		{},
		{0x04},
		{0x04, 0x02, 0x00},                // short contents
		{0x1f, 0x01, 0x00},                // high tag number form
		{0x04, 0x80, 0x00, 0x00},          // indefinite length
		{0x04, 0x81, 0x05, 1, 2, 3, 4, 5}, // long form for a short length
		{0x04, 0x82, 0x00, 0x81},          // leading zero length octet
		{0x04, 0x85, 1, 0, 0, 0, 0},       // five length octets
		{0x04, 0x84, 0xff, 0xff, 0xff, 0xff},
	} {
		r := NewReader(in, 1<<30)
		if _, _, ok := r.Read(); ok {
			t.Errorf("accepted % x", in)
		}
	}
}

// encoding/asn1 reads DER lengths and INTEGERs with the same rules; it
// differs only where this package is stricter on purpose (high tag
// numbers), which the tests leave out.

func TestUnsignedAgainstASN1(t *testing.T) {
	for _, c := range [][]byte{
		{}, {0}, {1}, {0x7f}, {0x80}, {0, 0x80}, {0, 0x7f}, {0xff, 0x01}, {0, 0, 1}, {1, 0, 0, 0, 0},
	} {
		in := AppendElement(nil, TagInteger, c)
		r := NewReader(in, 100)
		got, ok := r.ReadUnsigned()
		want := new(big.Int)
		rest, err := asn1.Unmarshal(in, &want)
		wantOK := err == nil && len(rest) == 0 && want.Sign() >= 0
		if ok != wantOK {
			t.Errorf("% x: ok = %v, encoding/asn1 %v", c, ok, wantOK)
			continue
		}
		if ok && !bytes.Equal(got, want.Bytes()) {
			t.Errorf("% x: got % x, want % x", c, got, want.Bytes())
		}
		if ok && !bytes.Equal(AppendUnsigned(nil, got), in) {
			t.Errorf("% x: AppendUnsigned does not round-trip", c)
		}
	}
	for _, v := range []int{0, 1, 127, 128, 255, 256, 1<<31 - 1} {
		enc := AppendSmallUnsigned(nil, v)
		if want, _ := asn1.Marshal(v); !bytes.Equal(enc, want) {
			t.Errorf("AppendSmallUnsigned(%d) = % x", v, enc)
		}
		r := NewReader(enc, 8)
		if got, ok := r.ReadSmallUnsigned(); !ok || got != v {
			t.Errorf("ReadSmallUnsigned(%d) = %d, %v", v, got, ok)
		}
	}
	r := NewReader(AppendUnsigned(nil, []byte{0x80, 0, 0, 0}), 8)
	if _, ok := r.ReadSmallUnsigned(); ok {
		t.Error("ReadSmallUnsigned accepted 2³¹")
	}
}

func TestAppendElementAgainstASN1(t *testing.T) {
	for _, n := range []int{0, 1, 0x7f, 0x80, 0xff, 0x100, 0xffff, 0x10000} {
		c := bytes.Repeat([]byte{1}, n)
		got := AppendElement(nil, TagOctetString, c)
		want, err := asn1.Marshal(c)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("length %d: % x...", n, got[:min(len(got), 6)])
		}
	}
}

func FuzzReadAgainstASN1(f *testing.F) {
	f.Add([]byte{0x30, 0x03, 0x02, 0x01, 0x05})
	f.Add([]byte{0x04, 0x81, 0x80})
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 0 && in[0]&0x1f == 0x1f {
			return // high tag numbers: rejected here on purpose
		}
		r := NewReader(in, 1<<24)
		tag, c, ok := r.Read()
		var raw asn1.RawValue
		rest, err := asn1.Unmarshal(in, &raw)
		wantOK := err == nil && len(raw.Bytes) <= 1<<24
		if ok != wantOK {
			t.Fatalf("% x: ok = %v, encoding/asn1 %v (%v)", in, ok, wantOK, err)
		}
		if ok && (tag != raw.FullBytes[0] || !bytes.Equal(c, raw.Bytes) || !bytes.Equal(r.Rest(), rest)) {
			t.Fatalf("% x: element differs from encoding/asn1", in)
		}
	})
}
