// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package ghash

import (
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// room32Entries sizes Key's room for H^32..H^17: no 386 kernel uses them.
const room32Entries = 0

// The generator runs on the host, whatever GOARCH the generate step targets.
//go:generate env -u GOARCH -u GOOS go run ghash_386_gen.go -out ghash_386.s

// supportsCLMUL is the registry boolean of the 386 "CLMUL" tier: PCLMULQDQ
// products, PSHUFB byte reversal, 8 blocks per reduction in the eight XMM
// registers. The instructions take a data-independent time and the kernels
// have no data-dependent branch or address, so the tier is constant-time.
var supportsCLMUL = cpu.X86HasPCLMULQDQ && cpu.X86HasSSSE3

func init() { impl.Register("ghash", "CLMUL", &supportsCLMUL, true) }

func archTier() tier {
	if supportsCLMUL {
		return tierCLMUL
	}
	return tierBase
}

func archUpdate(t tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	if t != tierCLMUL {
		panic("ghash: internal error: unknown 386 tier")
	}
	if len(blocks)%BlockSize != 0 {
		panic("ghash: internal error: partial block")
	}
	updateCLMUL(pow, y, blocks)
}

// archMulPowers runs mulPowersCLMUL on the CLMUL tier and reports whether
// it did.
func archMulPowers(t tier, h *[16]byte, dst, src [][16]byte) bool {
	if t != tierCLMUL {
		return false
	}
	if len(src) > 0 {
		mulPowersCLMUL(h, &dst[0], &src[0], len(src))
	}
	return true
}

// archInitPowers reports false: Key.Init builds the table level by level.
func archInitPowers(t tier, pow *[NumPowers][16]byte) bool { return false }

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
