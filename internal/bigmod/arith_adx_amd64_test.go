// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package bigmod

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// TestMontSqrADX16Random runs the 16-limb register-window squaring against
// its Go twin on many operands, so that the carry words between its blocks
// (each 0, 1 or 2) take all their values; TestKernelsAgainstGeneric checks
// a dozen cases per size.
func TestMontSqrADX16Random(t *testing.T) {
	if !useADX {
		t.Skip("no ADX")
	}
	r := rand.New(rand.NewPCG(16, 17))
	cases := 20000
	if testing.Short() {
		cases = 2000
	}
	const n = 16
	for c := 0; c < cases; c++ {
		m := kModulus(r, n, c)
		m0inv := kNegInv(m[0])
		x := kOperand(r, m, c/5)
		want := make([]uint, n)
		montSqrGeneric(want, x, m, m0inv)
		got := make([]uint, n)
		montSqrADX16N(&got[0], &x[0], &m[0], m0inv, 1)
		if !slices.Equal(got, want) {
			t.Fatalf("case %d:\n m=%x\n x=%x\n got  %x\n want %x", c, m, x, got, want)
		}
	}
}

// TestTableLookupADX checks the ADX family's table scan both ways, AVX2
// (where the CPU has it) and its SSE2 fallback, against the Go twin.
func TestTableLookupADX(t *testing.T) {
	defer func(v bool) { useAVX2Lookup = v }(useAVX2Lookup)
	for _, avx2 := range []bool{false, true} {
		if avx2 && !cpu.X86HasAVX2 {
			continue
		}
		useAVX2Lookup = avx2
		r := rand.New(rand.NewPCG(33, 34))
		for _, n := range []int{1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 18, 19, 20, 23, 32, 33} {
			for _, size := range []int{1, 3, 16, 32} {
				tab := kPattern(r, n*size, 5)
				for idx := 0; idx < size; idx++ {
					got, want := make([]uint, n+1), make([]uint, n+1)
					got[n], want[n] = 7, 7 // the limb past z is not touched
					tableLookupADXWrap(got, tab, n, size, uint(idx))
					tableLookupGeneric(want, tab, n, size, uint(idx))
					if !slices.Equal(got, want) {
						t.Fatalf("avx2=%v n=%d size=%d idx=%d: got %x, want %x", avx2, n, size, idx, got, want)
					}
				}
			}
		}
	}
}

// TestMontSqrNADX16 checks the k-fold squaring against k calls of the Go
// twin, in place too, as Exp calls it.
func TestMontSqrNADX16(t *testing.T) {
	if !useADX {
		t.Skip("no ADX")
	}
	r := rand.New(rand.NewPCG(18, 19))
	const n = 16
	for c := 0; c < 600; c++ {
		m := kModulus(r, n, c)
		m0inv := kNegInv(m[0])
		x := kOperand(r, m, c/5)
		k := 1 + c%6
		want := slices.Clone(x)
		for range k {
			montSqrGeneric(want, want, m, m0inv)
		}
		got := make([]uint, n)
		montSqrNADXWrap(got, x, m, m0inv, k)
		if !slices.Equal(got, want) {
			t.Fatalf("case %d, k=%d:\n m=%x\n x=%x\n got  %x\n want %x", c, k, m, x, got, want)
		}
		montSqrNADXWrap(x, x, m, m0inv, k)
		if !slices.Equal(x, want) {
			t.Fatalf("case %d, k=%d: z == x differs", c, k)
		}
	}
}
