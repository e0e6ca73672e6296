// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

// smallFused is the fused kernel that has one-call kernels for messages of
// at most smallFusedText bytes with at most smallAD bytes of additional data and
// a 96-bit nonce (sealSmallFused, openSmallFused): on the VAES-AVX2 tier the
// fixed costs of the several calls of sealSmall/openSmall dominate them.
const smallFused = fusedVAESAVX2

// sealSmallFused runs all of GCM for a short message in one kernel call;
// tag receives E_K(J0) XOR GHASH, untruncated.
func (g *AEAD) sealSmallFused(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	sealSmallVAESAVX2(g.rk, g.rounds, &g.ghash.Powers, nonce, tag, dst, src, ad)
}

// openSmallFused decrypts a short message and writes the expected tag.
func (g *AEAD) openSmallFused(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	openSmallVAESAVX2(g.rk, g.rounds, &g.ghash.Powers, nonce, tag, dst, src, ad)
}

// sealSmallVAESAVX2 encrypts src (len(src) <= smallFusedText) into dst
// (len(dst) >= len(src)) and writes the full tag for the additional data
// ad (len(ad) <= smallAD) and the ciphertext, VEX encodings only; past
// smallText bytes it takes a sixteen-block form with GHASH in two groups.
// Twins: sealSmall on the generic path, and past smallText the streaming
// path of Seal.
//
//go:noescape
func sealSmallVAESAVX2(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, nonce *[12]byte, tag *[16]byte, dst []byte, src []byte, ad []byte)

// openSmallVAESAVX2 decrypts src into dst and writes the expected full tag
// for ad and the ciphertext src; the caller compares it. Twins: openSmall on
// the generic path, and past smallText the streaming path of Open.
//
//go:noescape
func openSmallVAESAVX2(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, nonce *[12]byte, tag *[16]byte, dst []byte, src []byte, ad []byte)
