// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package bigmod

import (
	"math/rand/v2"
	"slices"
	"testing"
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
		montSqrADX16(&got[0], &x[0], &m[0], m0inv)
		if !slices.Equal(got, want) {
			t.Fatalf("case %d:\n m=%x\n x=%x\n got  %x\n want %x", c, m, x, got, want)
		}
	}
}
