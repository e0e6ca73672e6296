// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestLeafMul checks 386's 16×16 multiplication with holes of period 3
// for every 16-bit data word against class-aligned, all-ones and random
// key words (all ones fills every column of every class product).
func TestLeafMul(t *testing.T) {
	r := rand.NewChaCha8([32]byte{35})
	keys := []uint32{0, 1, 0x8000, 0xffff, leafHoles0, leafHoles1, leafHoles2, 0xfffe, 0x7fff}
	n := 8
	if testing.Short() {
		n = 2
	}
	for range n {
		keys = append(keys, uint32(r.Uint64()&0xffff))
	}
	for _, y := range keys {
		var s leafOperand
		s.set(y)
		for x := range uint32(1 << 16) {
			if got, want := leafMul(x, &s), clmul32Ref(x, y); uint64(got) != want {
				t.Fatalf("leafMul(%#x, %#x) = %#x, want %#x", x, y, got, want)
			}
		}
	}
}

// TestNarrowAccumulatorSize checks the padding that has the compiler zero
// the accumulator with REP STOSL (see narrowAccumulator).
func TestNarrowAccumulatorSize(t *testing.T) {
	if n := unsafe.Sizeof(narrowAccumulator{}); n <= 512 {
		t.Fatalf("narrowAccumulator is %d bytes, want over 512", n)
	}
}
