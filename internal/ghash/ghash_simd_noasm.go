// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !386) || purego

package ghash

// archUpdateSIMD is never called here: archTier picks no vector-permute
// tier in this build.
func archUpdateSIMD(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte) {
	panic("ghash: no vector-permute tier in this build")
}
