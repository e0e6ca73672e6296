// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package ghash

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// supportsCLMUL is the registry boolean of the 386 "CLMUL" tier: PCLMULQDQ
// products, PSHUFB byte reversal, 8 blocks per reduction in the eight XMM
// registers. The instructions take a data-independent time and the kernels
// have no data-dependent branch or address, so the tier is constant-time.
var supportsCLMUL = cpu.X86HasPCLMULQDQ && cpu.X86HasSSSE3

// supportsSSSE3 is the registry boolean of the 386 "SSSE3" tier:
// vector-permute GHASH (ghash_simd.go) with PSHUFB table lookups, for CPUs
// without PCLMULQDQ, 4 blocks per reduction. PSHUFB, PALIGNR and the SSE2
// shifts and XORs take a data-independent time and the kernel has no
// data-dependent branch or address, so the tier is constant-time.
var supportsSSSE3 = cpu.X86HasSSSE3

// The 386 tiers, fastest first. Each port declares its own Tier constants
// and rows (ghash_amd64.go, ghash_arm64.go, ghash_ppc64le.go,
// ghash_arm_tiers.go): the values and names differ per GOARCH.
const (
	CLMUL Tier = iota + 1
	SSSE3
)

var tiers = []tierRow{
	{CLMUL, "CLMUL", &supportsCLMUL, true, familyCarryless},
	{SSSE3, "SSSE3", &supportsSSSE3, true, familySIMD},
}

// archUpdate calls this port's one carry-less kernel after checking the
// tier and length, with the same guard as ghash_arm64.go and
// ghash_ppc64le.go around theirs: each calls its own assembly directly.
func archUpdate(t Tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	if t != CLMUL {
		panic("ghash: internal error: unknown 386 tier")
	}
	if len(blocks)%BlockSize != 0 {
		panic("ghash: internal error: partial block")
	}
	updateCLMUL(pow, y, blocks)
}

// archMulPowers runs mulPowersCLMUL on the CLMUL tier and reports whether
// it did.
func archMulPowers(t Tier, h *[16]byte, dst, src [][16]byte) bool {
	if t != CLMUL {
		return false
	}
	if len(src) > 0 {
		mulPowersCLMUL(h, &dst[0], &src[0], len(src))
	}
	return true
}

// archInitPowers reports false: Key.Init builds the table level by level.
func archInitPowers(t Tier, pow *[NumPowers][16]byte) bool { return false }

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

// archUpdateSIMD runs the vector-permute kernel of this architecture.
func archUpdateSIMD(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte) {
	updateSSSE3(tab, y, blocks)
}

// updateSSSE3 absorbs len(blocks)/16 whole blocks into y (spec byte order):
// y = (y XOR b)·H for each block b, 4 blocks per reduction, with the
// transposed tables of simdKey. Twins: updateSIMDModel (step by step) and
// updateTwin.
//
//go:noescape
func updateSSSE3(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte)
