// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import "testing"

// TestAllocations checks that the hot paths allocate nothing.
func TestAllocations(t *testing.T) {
	k := make([]byte, 48)
	k[0], k[47] = 0x12, 0x34
	g := NewP384Generator()
	p := NewP384Point()
	p384BaseTable() // decoded once, outside the measurement
	var x, y p384Element
	x.One()
	y.One()
	for name, f := range map[string]func(){
		"FieldMul":       func() { x.Mul(&x, &y) },
		"FieldInvert":    func() { x.Invert(&y) },
		"ScalarBaseMult": func() { p.ScalarBaseMult(k) },
		"ScalarMult":     func() { p.ScalarMult(g, k) },
		"Add":            func() { p.Add(p, g) },
		"Double":         func() { p.Double(p) },
		"DoubleMultVarTime": func() {
			p.ScalarBaseMultAddVarTime(k, k, g)
		},
	} {
		if n := testing.AllocsPerRun(10, f); n != 0 {
			t.Errorf("%s: %v allocations", name, n)
		}
	}
}

// FuzzSetBytes feeds arbitrary encodings to the point decoders: errors,
// never panics, and accepted points re-encode to a decodable form.
func FuzzSetBytes(f *testing.F) {
	f.Add(NewP384Generator().Bytes())
	f.Add(NewP384Generator().BytesCompressed())
	f.Add(NewP521Generator().Bytes())
	f.Add(NewP256Generator().BytesCompressed())
	f.Add([]byte{0})
	f.Fuzz(func(t *testing.T, b []byte) {
		if p, err := NewP256Point().SetBytes(b); err == nil {
			if _, err := NewP256Point().SetBytes(p.Bytes()); err != nil {
				t.Fatal(err)
			}
		}
		if p, err := NewP384Point().SetBytes(b); err == nil {
			if _, err := NewP384Point().SetBytes(p.Bytes()); err != nil {
				t.Fatal(err)
			}
		}
		if p, err := NewP521Point().SetBytes(b); err == nil {
			if _, err := NewP521Point().SetBytes(p.Bytes()); err != nil {
				t.Fatal(err)
			}
		}
	})
}
