// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

// wholeFused is the fused kernel that has the whole-message kernels
// (sealWhole, openWhole).
const wholeFused = fusedARMv8

// sealWhole and openWhole run a message from J0 on in one kernel call and
// write the full tag, E_K(J0) XOR GHASH (Open compares it in Go).
func (g *AEAD) sealWhole(j0, tag *[16]byte, dst, src, ad []byte) {
	if len(dst) < len(src) {
		panic("gcm: internal error: bad fused kernel arguments")
	}
	sealWholeARMv8(g.rk, g.rounds, &g.ghash.Powers, j0, tag, dst, src, ad)
}

func (g *AEAD) openWhole(j0, tag *[16]byte, dst, src, ad []byte) {
	if len(dst) < len(src) {
		panic("gcm: internal error: bad fused kernel arguments")
	}
	openWholeARMv8(g.rk, g.rounds, &g.ghash.Powers, j0, tag, dst, src, ad)
}

// sealWholeARMv8 and openWholeARMv8 run all of GCM from J0 on (SP 800-38D
// §7.1 steps 3-6, §7.2 steps 4-7 up to the comparison) in one call: E_K(J0),
// GHASH of the additional data, the text as sealARMv8/openARMv8 do it, a
// partial last block, the lengths block, and tag = E_K(J0) XOR GHASH, all
// 16 bytes. Messages of at most 16 GHASH blocks in all (padded additional
// data and text, and the lengths block) are reduced once. len(dst) >=
// len(src); dst and src are the same memory or disjoint. Their Go twin is
// the generic Seal/Open path (wholeTwin in the tests).
//
//go:noescape
func sealWholeARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte)

//go:noescape
func openWholeARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte)
