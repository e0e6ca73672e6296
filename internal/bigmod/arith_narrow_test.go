// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// The kernels of arith_narrow.go against the generic twins (and math/big)
// with arith_kernels_test.go's checks, at every length from 1 to
// kMaxTestLimbs, at the stack-scratch boundary (maxStackLimbs) and past
// it. The halves kernels run on every 64-bit target, not only where Base
// picks them (wasm); montMulNarrow needs 32-bit limbs.

func testNarrowKernels(t *testing.T, seed uint64, f func(r *rand.Rand, n, k int)) {
	r := rand.New(rand.NewPCG(0x4a1f, seed))
	for n := 1; n <= kMaxTestLimbs; n++ {
		for k := 0; k < 12; k++ {
			f(r, n, k)
		}
	}
	for _, n := range []int{maxStackLimbs, maxStackLimbs + 1} {
		f(r, n, 0)
		f(r, n, 5)
	}
}

func TestHalvesAgainstGeneric(t *testing.T) {
	if bits.UintSize != 64 {
		t.Skip("the halves kernels take 64-bit limbs")
	}
	testNarrowKernels(t, 1, func(r *rand.Rand, n, k int) {
		testAddMulAt(t, r, n, k, "addMulVVWHalves", addMulVVWHalves)
		testMontAt(t, r, n, k, "montMulHalves", montMulHalves, montSqrHalves)
	})
}

func TestNarrowAgainstGeneric(t *testing.T) {
	if bits.UintSize != 32 {
		t.Skip("montMulNarrow takes 32-bit limbs")
	}
	testNarrowKernels(t, 2, func(r *rand.Rand, n, k int) {
		testMontAt(t, r, n, k, "montMulNarrow", montMulNarrow, func(z, x, m []uint, m0inv uint) {
			montMulNarrow(z, x, x, m, m0inv)
		})
	})
}
