// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

func TestBitLenWord(t *testing.T) {
	check := func(x uint) {
		if got, want := bitLenWord(x), bits.Len(x); got != want {
			t.Fatalf("bitLenWord(%#x) = %d, want %d", x, got, want)
		}
	}
	for i := 0; i < _W; i++ {
		p := uint(1) << i
		check(p)
		check(p - 1)
		check(p + 1)
		check(^uint(0) >> i)
	}
	check(0)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 100000; i++ {
		check(uint(r.Uint64()) >> (r.Uint() % _W))
	}
}
