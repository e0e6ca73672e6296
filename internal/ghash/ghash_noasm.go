// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !386 && !ppc64le && !arm) || purego

package ghash

// No assembly in this build: the tier table is empty, so Init always picks
// Base and archUpdate is never called.
var tiers []tierRow

// archMulPowers reports false: Key.mulPowers uses its generic code.
func archMulPowers(t Tier, h *[16]byte, dst, src [][16]byte) bool { return false }

// archInitPowers reports false: Key.Init builds the table level by level.
func archInitPowers(t Tier, pow *[NumPowers][16]byte) bool { return false }

func archUpdate(t Tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	panic("ghash: no assembly tier in this build")
}
