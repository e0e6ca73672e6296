// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package ghash

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// supportsNEON is the registry boolean of the "NEON" tier: vector-permute
// GHASH (ghash_simd.go) with TBL table lookups, for CPUs without PMULL.
// TBL, EXT, the shifts and EOR take a data-independent time and the kernel
// has no data-dependent branch or address, so the tier is constant-time.
var supportsNEON = cpu.ARM64HasASIMD

// archUpdateSIMD runs the vector-permute kernel of this architecture.
func archUpdateSIMD(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte) {
	updateNEON(tab, y, blocks)
}

// updateNEON absorbs len(blocks)/16 whole blocks into y (spec byte order):
// y = (y XOR b)·H for each block b, 4 blocks per reduction, with the
// transposed tables of simdKey. Twins: updateSIMDModel (step by step) and
// updateTwin.
//
//go:noescape
func updateNEON(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte)
