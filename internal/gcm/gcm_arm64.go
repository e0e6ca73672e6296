// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package gcm

import (
	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
)

// The arm64 fused kernel. It only uses the instructions of the Armv8-AES
// and PMULL tiers, so it serves exactly the keys that got both, and is
// constant-time like them.
const fusedARMv8 fused = 1

var fusedNames = []string{fusedARMv8: "Armv8-AES+PMULL"}

var fusedTable = []fusedRow{
	{aes.ARMv8AES, ghash.PMULL, fusedARMv8},
}

// checkFused enforces the kernel contract (whole blocks, dst long enough)
// so the assembly stays in bounds. It, archSeal and archOpen are gcm_ppc64le.go's
// too, around that port's own kernel: one fused kernel a port, called
// directly.
func checkFused(dst, src []byte) {
	if len(src)%16 != 0 || len(dst) < len(src) {
		panic("gcm: internal error: bad fused kernel arguments")
	}
}

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	if f != fusedARMv8 {
		panic("gcm: internal error: unknown arm64 fused kernel")
	}
	checkFused(dst, src)
	sealARMv8(rk, rounds, pow, ctr, y, dst, src)
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	if f != fusedARMv8 {
		panic("gcm: internal error: unknown arm64 fused kernel")
	}
	checkFused(dst, src)
	openARMv8(rk, rounds, pow, ctr, y, dst, src)
}

// sealARMv8 and openARMv8 are the fused kernels of the contract in doc.go:
// CTR with inc32 over whole blocks, 8 interleaved AESE streams, and GHASH of
// the ciphertext with PMULL/PMULL2 (Karatsuba, one reduction per 8 blocks).
// Their Go twins are sealBlocksGeneric and openBlocksGeneric.
//
//go:noescape
func sealARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)

//go:noescape
func openARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
