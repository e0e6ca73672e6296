// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package subtle

import (
	"bytes"
	"math"
	"math/bits"
	"testing"
)

var words = []uint{0, 1, 2, 0x7f, 0x80, 0xff, math.MaxUint32 - 1, math.MaxUint32, math.MaxUint >> 1, (math.MaxUint >> 1) + 1, math.MaxUint - 1, math.MaxUint}

func TestWordPredicates(t *testing.T) {
	for _, x := range words {
		if got, want := IsZeroWord(x), x == 0; (got == 1) != want || got > 1 {
			t.Errorf("IsZeroWord(%#x) = %d", x, got)
		}
		if got, want := IsZero64(uint64(x)), x == 0; (got == 1) != want || got > 1 {
			t.Errorf("IsZero64(%#x) = %d", x, got)
		}
		for _, y := range words {
			if got := EqWord(x, y); (got == 1) != (x == y) || got > 1 {
				t.Errorf("EqWord(%#x, %#x) = %d", x, y, got)
			}
			if got := Eq64(uint64(x), uint64(y)); (got == 1) != (x == y) || got > 1 {
				t.Errorf("Eq64(%#x, %#x) = %d", x, y, got)
			}
			if got := LessWord(x, y); (got == 1) != (x < y) || got > 1 {
				t.Errorf("LessWord(%#x, %#x) = %d", x, y, got)
			}
			for c := Choice(0); c <= 1; c++ {
				want := y
				if c == 1 {
					want = x
				}
				if got := SelectWord(c, x, y); got != want {
					t.Errorf("SelectWord(%d, %#x, %#x) = %#x", c, x, y, got)
				}
				if got := Select64(c, uint64(x), uint64(y)); got != uint64(want) {
					t.Errorf("Select64(%d, %#x, %#x) = %#x", c, x, y, got)
				}
				if got := SelectByte(c, byte(x), byte(y)); got != byte(want) {
					t.Errorf("SelectByte(%d, %#x, %#x) = %#x", c, x, y, got)
				}
			}
		}
	}
}

func TestTrailingZeros(t *testing.T) {
	for _, x := range words {
		if got, want := TrailingZeros(x), bits.TrailingZeros(x); got != want {
			t.Errorf("TrailingZeros(%#x) = %d, want %d", x, got, want)
		}
	}
	for i := 0; i < bits.UintSize; i++ {
		for _, x := range []uint{1 << i, ^uint(0) << i, 3 << i} {
			if got, want := TrailingZeros(x), bits.TrailingZeros(x); got != want {
				t.Errorf("TrailingZeros(%#x) = %d, want %d", x, got, want)
			}
		}
	}
}

func TestChoiceAlgebra(t *testing.T) {
	for c := Choice(0); c <= 1; c++ {
		if c.Mask() != -uint(c) || c.Mask64() != -uint64(c) {
			t.Errorf("Mask(%d)", c)
		}
		if c.Not() != 1-c {
			t.Errorf("Not(%d)", c)
		}
		if DeclassifyChoice(c) != (c == 1) {
			t.Errorf("DeclassifyChoice(%d)", c)
		}
		for d := Choice(0); d <= 1; d++ {
			if c.And(d) != c*d || c.Or(d) != (c|d) {
				t.Errorf("And/Or(%d, %d)", c, d)
			}
		}
	}
	if ChoiceFromBit(3) != 1 || ChoiceFromBit(2) != 0 {
		t.Error("ChoiceFromBit")
	}
	for _, v := range []int{0, 1, -1, math.MaxInt, math.MinInt, 12345} {
		if DeclassifyInt(v) != v {
			t.Errorf("DeclassifyInt(%d)", v)
		}
	}
}

func TestEqualAndCopyIf(t *testing.T) {
	a := []byte("constant-time floor")
	for i := range a {
		b := bytes.Clone(a)
		if Equal(a, b) != 1 || EqualInt(a, b) != 1 {
			t.Fatal("Equal on equal slices")
		}
		b[i] ^= 0x80
		if Equal(a, b) != 0 {
			t.Fatalf("Equal ignores byte %d", i)
		}
		dst := bytes.Clone(b)
		CopyIf(0, dst, a)
		if !bytes.Equal(dst, b) {
			t.Fatal("CopyIf(0) wrote")
		}
		CopyIf(1, dst, a)
		if !bytes.Equal(dst, a) {
			t.Fatal("CopyIf(1) did not copy")
		}
	}
	if Equal(a, a[1:]) != 0 || Equal(nil, []byte{}) != 1 {
		t.Error("Equal lengths")
	}
	defer func() {
		if recover() == nil {
			t.Error("CopyIf with different lengths did not panic")
		}
	}()
	CopyIf(1, a, a[1:])
}

func TestOverlap(t *testing.T) {
	b := make([]byte, 32)
	for _, tc := range []struct {
		x, y         []byte
		any, inexact bool
	}{
		{b[:16], b[16:], false, false},
		{b[:16], b[:16], true, false},
		{b[:16], b[:8], true, false},
		{b[:16], b[8:24], true, true},
		{b[8:24], b[:16], true, true},
		{b[:0], b, false, false},
		{nil, b, false, false},
	} {
		if got := AnyOverlap(tc.x, tc.y); got != tc.any {
			t.Errorf("AnyOverlap = %v, want %v", got, tc.any)
		}
		if got := InexactOverlap(tc.x, tc.y); got != tc.inexact {
			t.Errorf("InexactOverlap = %v, want %v", got, tc.inexact)
		}
	}
}

func TestSliceForAppend(t *testing.T) {
	in := make([]byte, 3, 10)
	head, tail := SliceForAppend(in, 5)
	if len(head) != 8 || len(tail) != 5 || &head[0] != &in[0] || &tail[0] != &head[3] {
		t.Error("SliceForAppend with capacity")
	}
	head, tail = SliceForAppend(in, 20)
	if len(head) != 23 || len(tail) != 20 || &head[0] == &in[0] {
		t.Error("SliceForAppend without capacity")
	}
	if n := testing.AllocsPerRun(10, func() { SliceForAppend(in, 7) }); n != 0 {
		t.Errorf("SliceForAppend with capacity allocates %v times", n)
	}
}
