// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package bigmod

// No IFMA kernels here: ifmaModulus always runs its Go twins.

func ifmaSupported(n int) bool { return false }

// ifmaHaveAsm: ammAsm and friends are the Go twins in this build.
const ifmaHaveAsm = false

func ammAsm(z, a, b, m *ifmaNum, limbs int, k0 uint64) { ammGeneric(z, a, b, m, limbs, k0) }

func ifmaSelectAsm(z *ifmaNum, table *[ifmaTableSize * ifmaMaxLimbs]uint64, lanes int, idx uint64) {
	ifmaSelectGeneric(z, table[:], lanes, idx)
}

func ifmaSelectPairAsm(z *ifmaNum, table *[ifmaTableSize * ifmaMaxLimbs]uint64, idx uint64, z2 *ifmaNum, table2 *[ifmaTableSize * ifmaMaxLimbs]uint64, idx2 uint64) {
	ifmaSelectGeneric(z, table[:], 24, idx)
	ifmaSelectGeneric(z2, table2[:], 24, idx2)
}

func ammAsm2(z, a, b *ifmaNum, mm *ifmaModulus, z2, a2, b2 *ifmaNum, mm2 *ifmaModulus) {
	ammGeneric(z, a, b, &mm.m, mm.limbs, mm.k0)
	ammGeneric(z2, a2, b2, &mm2.m, mm2.limbs, mm2.k0)
}

func ammSqrAsm2(z *ifmaNum, mm *ifmaModulus, z2 *ifmaNum, mm2 *ifmaModulus, n int) {
	for range n {
		ammAsm2(z, z, z, mm, z2, z2, z2, mm2)
	}
}
