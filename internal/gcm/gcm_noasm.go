// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !ppc64le) || purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

// No fused kernels in this build: every key takes the generic path.
var (
	fusedNames []string
	fusedTable []fusedRow
)

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: no fused kernel in this build")
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: no fused kernel in this build")
}
