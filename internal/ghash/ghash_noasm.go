// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !386) || purego

package ghash

// room32Entries sizes Key's room for H^32..H^17: no kernel of this build
// uses them.
const room32Entries = 0

func archTier() tier { return tierBase }

// archMulPowers reports false: Key.mulPowers uses its generic code.
func archMulPowers(t tier, h *[16]byte, dst, src [][16]byte) bool { return false }

// archInitPowers reports false: Key.Init builds the table level by level.
func archInitPowers(t tier, pow *[NumPowers][16]byte) bool { return false }

func archUpdate(t tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	panic("ghash: no assembly tier in this build")
}
