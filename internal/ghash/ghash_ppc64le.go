// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package ghash

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// room32Entries sizes Key's room for H^32..H^17: no ppc64le kernel uses them.
const room32Entries = 0

// supportsVPMSUMD is the impl registry boolean of the VPMSUMD tier: GHASH
// with the ISA 2.07 (POWER8) VPMSUMD carry-less multiplication, blocks in
// pairs so that one VPMSUMD serves two of them, eight blocks per reduction.
// The instruction takes a data-independent time and the kernel has no
// data-dependent branch or memory access, so the tier is constant-time.
var supportsVPMSUMD = cpu.PPC64IsPOWER8

// p9 selects the kernel's ISA 3.0 form (LXVB16X/STXVB16X loads and stores).
var p9 = cpu.PPC64IsPOWER9

// The ppc64le tiers, fastest first. Each port declares its own Tier
// constants and rows, as ghash_386.go does.
const (
	VPMSUMD Tier = iota + 1
)

var tiers = []tierRow{
	{VPMSUMD, "VPMSUMD", &supportsVPMSUMD, true, familyCarryless},
}

// archMulPowers reports false: Key.mulPowers uses its generic code.
func archMulPowers(t Tier, h *[16]byte, dst, src [][16]byte) bool { return false }

// archInitPowers reports false: Key.Init builds the table level by level.
func archInitPowers(t Tier, pow *[NumPowers][16]byte) bool { return false }

// archUpdate calls updateVPMSUMD after checking the tier and length, the
// same guard as ghash_386.go and ghash_arm64.go put around their kernels.
func archUpdate(t Tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	if t != VPMSUMD {
		panic("ghash: internal error: unknown ppc64le tier")
	}
	if len(blocks)%BlockSize != 0 {
		panic("ghash: internal error: partial block")
	}
	updateVPMSUMD(pow, y, blocks)
}

// updateVPMSUMD absorbs len(blocks)/16 whole blocks into y: y = (y XOR b)·H
// for each block b, with the powers table laid out as in the package doc.
// len(blocks) must be a multiple of 16. Its Go twin is updateTwin.
//
//go:noescape
func updateVPMSUMD(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)
