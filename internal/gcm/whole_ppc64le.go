// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

// wholeFused is the fused kernel that has the whole-message kernels
// (sealWhole, openWhole).
const wholeFused = fusedPOWER8

// sealWhole and openWhole run a message from J0 on in one kernel call and
// write the full tag, E_K(J0) XOR GHASH (Open compares it in Go). The
// partial last blocks of the text and the additional data go through
// zero-padded copies on the stack.
func (g *AEAD) sealWhole(j0, tag *[16]byte, dst, src, ad []byte) {
	if len(dst) < len(src) {
		panic("gcm: internal error: bad fused kernel arguments")
	}
	text, adWhole := len(src)&^(blockSize-1), len(ad)&^(blockSize-1)
	var last, adLast [16]byte
	copy(last[:], src[text:])
	copy(adLast[:], ad[adWhole:])
	sealWholePOWER8(g.rk, g.rounds, &g.ghash.Powers, j0, tag, dst[:text], src[:text], ad[:adWhole], &adLast, &last, len(ad), len(src))
	copy(dst[text:len(src)], last[:])
}

func (g *AEAD) openWhole(j0, tag *[16]byte, dst, src, ad []byte) {
	if len(dst) < len(src) {
		panic("gcm: internal error: bad fused kernel arguments")
	}
	text, adWhole := len(src)&^(blockSize-1), len(ad)&^(blockSize-1)
	var last, adLast [16]byte
	copy(last[:], src[text:])
	copy(adLast[:], ad[adWhole:])
	openWholePOWER8(g.rk, g.rounds, &g.ghash.Powers, j0, tag, dst[:text], src[:text], ad[:adWhole], &adLast, &last, len(ad), len(src))
	copy(dst[text:len(src)], last[:])
	clear(last[:]) // the plaintext's last bytes do not stay on the stack
}

// sealWholePOWER8 and openWholePOWER8 run all of GCM from J0 on (SP 800-38D
// §7.1 steps 3-6, §7.2 steps 4-7 up to the comparison) in one call: E_K(J0),
// GHASH of the additional data (its whole blocks from ad, its last partial
// block from adLast, zero-padded, when adLen is not a multiple of 16), the
// whole text blocks as sealPOWER8/openPOWER8 do them, the last partial
// block in last (zero-padded in, the result zero-padded out, when textLen
// is not a multiple of 16), the lengths block, and tag = E_K(J0) XOR GHASH,
// all 16 bytes. dst and src hold the whole blocks only; adLast is
// overwritten. Their Go twin is the composed generic path.
//
//go:noescape
func sealWholePOWER8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte, adLast, last *[16]byte, adLen, textLen int)

//go:noescape
func openWholePOWER8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte, adLast, last *[16]byte, adLen, textLen int)
