// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package ghash

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// Registry booleans of the amd64 tiers (supportsSSSE3 is in
// ghash_ssse3_amd64.go).
var (
	supportsVPCLMULAVX512 = cpu.X86HasAVX512 && cpu.X86HasVPCLMULQDQ
	supportsVPCLMULAVX2   = cpu.X86HasVPCLMULQDQ // implies AVX2 (internal/cpu)
	supportsCLMUL         = cpu.X86HasPCLMULQDQ && cpu.X86HasSSSE3
)

// The amd64 tiers, fastest first. Each port declares its own Tier
// constants and rows, as ghash_386.go does.
const (
	VPCLMULQDQAVX512 Tier = iota + 1
	VPCLMULQDQAVX2
	CLMUL
	SSSE3
)

var tiers = []tierRow{
	{VPCLMULQDQAVX512, "VPCLMULQDQ-AVX512", &supportsVPCLMULAVX512, true, familyCarryless},
	{VPCLMULQDQAVX2, "VPCLMULQDQ-AVX2", &supportsVPCLMULAVX2, true, familyCarryless},
	{CLMUL, "CLMUL", &supportsCLMUL, true, familyCarryless},
	{SSSE3, "SSSE3", &supportsSSSE3, true, familySIMD},
}

func archUpdate(t Tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	// Below one 16-block batch the 128-bit kernel is quicker: the wide one
	// pays for loading all powers and for its lane folding. The length is
	// public.
	if t == VPCLMULQDQAVX512 && len(blocks) >= 16*BlockSize {
		updateAVX512(pow, y, blocks)
		return
	}
	if t == VPCLMULQDQAVX2 && len(blocks) >= 8*BlockSize {
		updateAVX2(pow, y, blocks)
		return
	}
	updateCLMUL(pow, y, blocks)
}

// archMulPowers runs mulPowersCLMUL for the carry-less tiers (all of them
// have PCLMULQDQ), or mulPowersAVX512 on the AVX-512 tier for whole
// registers of entries, and reports whether it did.
func archMulPowers(t Tier, h *[16]byte, dst, src [][16]byte) bool {
	if t != CLMUL && t != VPCLMULQDQAVX512 && t != VPCLMULQDQAVX2 {
		return false
	}
	switch {
	case len(src) == 0:
	case t == VPCLMULQDQAVX512 && len(src)%4 == 0:
		mulPowersAVX512(h, &dst[0], &src[0], len(src))
	default:
		mulPowersCLMUL(h, &dst[0], &src[0], len(src))
	}
	return true
}

// mulPowersAVX512 is mulPowersCLMUL for n a multiple of 4.
//
//go:noescape
func mulPowersAVX512(h *[16]byte, dst *[16]byte, src *[16]byte, n int)

// archInitKey fills the whole main table from H (spec byte order) in one
// call on the carry-less tiers and reports whether it did: H is adjusted
// in a register, and no product waits for a Go store.
func archInitKey(t Tier, pow *[NumPowers][16]byte, h *[16]byte) bool {
	switch t {
	case VPCLMULQDQAVX512:
		initKeyAVX512(pow, h)
	case VPCLMULQDQAVX2, CLMUL:
		initKeyCLMUL(pow, h)
	default:
		return false
	}
	return true
}

// archInitPowers reports false: archInitKey covers the tiers that have a
// table to fill.
func archInitPowers(t Tier, pow *[NumPowers][16]byte) bool { return false }

// initKeyAVX512 and initKeyCLMUL set pow to H^16..H^1 (adjusted) from H in
// the spec's byte order, Key.Init's levels computed in registers (four
// entries per 512-bit product in initKeyAVX512). Twin: Key.Init's generic
// code.
//
//go:noescape
func initKeyAVX512(pow *[NumPowers][16]byte, h *[16]byte)

//go:noescape
func initKeyCLMUL(pow *[NumPowers][16]byte, h *[16]byte)

// mulPowersCLMUL sets the n table entries at dst to the n entries at src
// times the entry h (Key.mulPowers, which checks the bounds).
//
//go:noescape
func mulPowersCLMUL(h *[16]byte, dst *[16]byte, src *[16]byte, n int)

// updateCLMUL absorbs len(blocks)/16 blocks into y with PCLMULQDQ, 8 blocks
// per reduction. Twin: updateTwin.
//
//go:noescape
func updateCLMUL(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)

// updateAVX512 absorbs len(blocks)/16 blocks into y with VPCLMULQDQ on
// 512-bit registers, 16 blocks per reduction. Twin: updateTwin.
//
//go:noescape
func updateAVX512(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)

// updateAVX2 absorbs len(blocks)/16 blocks into y with VPCLMULQDQ on
// 256-bit registers, 8 blocks per reduction. Twin: updateTwin.
//
//go:noescape
func updateAVX2(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)
