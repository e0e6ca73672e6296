// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package ghash

// room32Entries sizes Key's room for H^32..H^17: no arm kernel uses them.
const room32Entries = 0

// The arm tiers, fastest first (supportsNEON and the kernel are in
// ghash_arm.go).
const NEON Tier = 1

var tiers = []tierRow{
	{NEON, "NEON", &supportsNEON, true, familyCarryless},
}

// archMulPowers sets dst[j] = src[j]·h for a NEON key with one kernel call
// per entry (the hash of one zero block from src[j]); Key.Init does not
// need it (archInitPowers), only later tables would. Other tiers' keys
// take the generic code.
func archMulPowers(t Tier, h *[16]byte, dst, src [][16]byte) bool {
	if t != NEON {
		return false
	}
	var zero [BlockSize]byte
	for j := range src {
		var y [16]byte
		loadElementLE(&src[j]).store(&y)
		updateNEON(h, &y, zero[:])
		loadElement(&y).storeLE(&dst[j])
	}
	return true
}

// archInitPowers fills a NEON key's main table from H^1 in one kernel
// call: 15 products on one set of H's byte rotations.
func archInitPowers(t Tier, pow *[NumPowers][16]byte) bool {
	if t != NEON {
		return false
	}
	initPowersNEON(pow)
	return true
}

func archUpdate(t Tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	if t != NEON {
		panic("ghash: internal error: unknown arm tier")
	}
	if len(blocks)%BlockSize != 0 {
		panic("ghash: internal error: partial block")
	}
	updateNEON(&pow[NumPowers-1], y, blocks)
}
