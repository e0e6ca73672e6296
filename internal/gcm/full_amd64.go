// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

// fullFused is the fused kernel that has whole-message kernels for 96-bit
// nonces (sealFull, openFull).
const fullFused = fusedVAESAVX512

// sealFull and openFull run all of GCM for a 96-bit nonce in one kernel
// call (J0 is built from the nonce inside, avoiding a store-forwarding
// stall on a Go-assembled J0) when the key uses the fused AVX-512 kernel: fixed call costs
// dominate short messages. tag receives E_K(J0) XOR GHASH, untruncated.
//
// The kernels read H^32..H^17 only from fullPowers32 bytes of text or
// additional data, and get the main table as a placeholder below; for the
// key's first such message they get nil and compute the powers on their
// frame (ghash.Key.Powers32AfterFirst), and the table is kept from the
// second.
func (g *AEAD) sealFull(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	p32 := &g.ghash.Powers
	if len(src)|len(ad) >= fullPowers32 {
		if p32 = g.ghash.Powers32Built(); p32 == nil { // inlined: the kept table
			p32 = g.ghash.Powers32AfterFirst()
		}
	}
	sealFullAVX512(g.rk, g.rounds, &g.ghash.Powers, p32, nonce, tag, dst, src, ad)
}

// openFull is sealFull for the open kernel, written out so that each calls
// its kernel directly.
func (g *AEAD) openFull(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	p32 := &g.ghash.Powers
	if len(src)|len(ad) >= fullPowers32 {
		if p32 = g.ghash.Powers32Built(); p32 == nil { // inlined: the kept table
			p32 = g.ghash.Powers32AfterFirst()
		}
	}
	openFullAVX512(g.rk, g.rounds, &g.ghash.Powers, p32, nonce, tag, dst, src, ad)
}

// sealFullAVX512 encrypts src into dst (len(dst) >= len(src)) and writes the
// full tag for the additional data ad and the ciphertext. pow32 is
// H^32..H^17, the main table as a placeholder, or nil for powers computed
// on the kernel's frame and cleared there. Twin: the generic Seal path.
//
//go:noescape
func sealFullAVX512(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, pow32 *[ghash.NumPowers][16]byte, nonce *[12]byte, tag *[16]byte, dst []byte, src []byte, ad []byte)

// openFullAVX512 decrypts src into dst and writes the expected full tag
// for ad and the ciphertext src; the caller compares it. Twin: the generic
// Open path.
//
//go:noescape
func openFullAVX512(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, pow32 *[ghash.NumPowers][16]byte, nonce *[12]byte, tag *[16]byte, dst []byte, src []byte, ad []byte)
