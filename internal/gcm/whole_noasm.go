// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!arm64 && !ppc64le) || purego

package gcm

// No whole-message kernels from J0 in this build.
const wholeFused = fusedNone

func (g *AEAD) sealWhole(j0, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no whole-message kernel in this build")
}

func (g *AEAD) openWhole(j0, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no whole-message kernel in this build")
}
