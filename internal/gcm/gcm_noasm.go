// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64) || purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

func archFused(aesTier, ghashTier string) fused { return fusedNone }

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: no fused kernel in this build")
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: no fused kernel in this build")
}
