// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package gcm

import (
	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
)

// The ppc64le fused kernel. It only uses the instructions of the
// POWER8-AES and VPMSUMD tiers, so it serves exactly the keys that got
// both, and is constant-time like them.
const fusedPOWER8 fused = 1

var fusedNames = []string{fusedPOWER8: "POWER8-AES+VPMSUMD"}

var fusedTable = []fusedRow{
	{aes.POWER8AES, ghash.VPMSUMD, fusedPOWER8},
}

// p9 selects the kernels' ISA 3.0 form (LXVB16X/STXVB16X loads and stores).
var p9 = cpu.PPC64IsPOWER9

// checkFused enforces the kernel contract (whole blocks, dst long enough)
// so the assembly stays in bounds. It, archSeal and archOpen are gcm_arm64.go's
// too, around that port's own kernel: one fused kernel a port, called
// directly.
func checkFused(dst, src []byte) {
	if len(src)%16 != 0 || len(dst) < len(src) {
		panic("gcm: internal error: bad fused kernel arguments")
	}
}

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	if f != fusedPOWER8 {
		panic("gcm: internal error: unknown ppc64le fused kernel")
	}
	checkFused(dst, src)
	sealPOWER8(rk, rounds, pow, ctr, y, dst, src)
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	if f != fusedPOWER8 {
		panic("gcm: internal error: unknown ppc64le fused kernel")
	}
	checkFused(dst, src)
	openPOWER8(rk, rounds, pow, ctr, y, dst, src)
}

// sealPOWER8 and openPOWER8 are the fused kernels of the contract in
// doc.go: CTR with inc32 over whole blocks, 8 interleaved VCIPHER streams,
// and GHASH of the ciphertext with VPMSUMD (blocks in pairs, one reduction
// per batch of 8, then 4, then 1). Each holds an ISA 2.07 and an ISA 3.0
// form and reads p9. Their Go twins are sealBlocksGeneric and
// openBlocksGeneric.
//
//go:noescape
func sealPOWER8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)

//go:noescape
func openPOWER8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
