// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package gcm

// No whole-message kernels for 96-bit nonces in this build.
const fullFused = fusedNone

func (g *AEAD) sealFull(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no whole-message kernel in this build")
}

func (g *AEAD) openFull(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no whole-message kernel in this build")
}

// No one-call kernels for short messages in this build.
const smallFused = fusedNone

func (g *AEAD) sealSmallFused(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no short-message kernel in this build")
}

func (g *AEAD) openSmallFused(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no short-message kernel in this build")
}
