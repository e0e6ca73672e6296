// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package ghash

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// supportsPMULL is the impl registry boolean of the PMULL tier: GHASH with
// the Armv8 PMULL/PMULL2 carry-less multiplications (64×64→128 bits), eight
// blocks per reduction with Karatsuba multiplication. The instructions take
// a data-independent time and the kernel has no data-dependent branch or
// memory access, so the tier is constant-time.
var supportsPMULL = cpu.ARM64HasPMULL

// The arm64 tiers, fastest first (supportsNEON is in ghash_neon_arm64.go).
// Each port declares its own Tier constants and rows, as ghash_386.go does.
const (
	PMULL Tier = iota + 1
	NEON
)

var tiers = []tierRow{
	{PMULL, "PMULL", &supportsPMULL, true, familyCarryless},
	{NEON, "NEON", &supportsNEON, true, familySIMD},
}

// archMulPowers reports false: Key.mulPowers uses its generic code.
func archMulPowers(t Tier, h *[16]byte, dst, src [][16]byte) bool { return false }

// archInitPowers reports false: Key.Init builds the table level by level.
func archInitPowers(t Tier, pow *[NumPowers][16]byte) bool { return false }

// archUpdate calls updatePMULL after checking the tier and length, the same
// guard as ghash_386.go and ghash_ppc64le.go put around their kernels.
func archUpdate(t Tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	if t != PMULL {
		panic("ghash: internal error: unknown arm64 tier")
	}
	if len(blocks)%BlockSize != 0 {
		panic("ghash: internal error: partial block")
	}
	updatePMULL(pow, y, blocks)
}

// updatePMULL absorbs len(blocks)/16 whole blocks into y: y = (y XOR b)·H
// for each block b, with the powers table laid out as in the package doc.
// len(blocks) must be a multiple of 16. Its Go twin is updateTwin.
//
//go:noescape
func updatePMULL(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)
