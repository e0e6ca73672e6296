// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package ghash

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// supportsNEON is the registry boolean of the "NEON" tier on 32-bit Arm:
// GHASH with 64×64-bit carry-less products built from VMULL.P8, one
// reduction per block. VMULL.P8, VEXT, the shifts and the logic take a
// data-independent time and the kernel has no data-dependent branch or
// address, so the tier is constant-time. GODEBUG=cpu.neon=off turns it off.
var supportsNEON = cpu.ARMHasNEON

// updateNEON absorbs len(blocks)/16 whole blocks into y (spec byte order):
// y = (y XOR b)·H for each block b, with h the adjusted H as a power table
// entry holds it. len(blocks) must be a multiple of 16. Its Go twin is
// updateTwin.
//
//go:noescape
func updateNEON(h *[16]byte, y *[16]byte, blocks []byte)

// initPowersNEON fills pow[NumPowers-2..0] with H^2..H^NumPowers from
// pow[NumPowers-1] = H (adjusted, as the package doc lays the table out),
// squaring the even ones. Its Go twin is Key.mulPowers.
//
//go:noescape
func initPowersNEON(pow *[NumPowers][16]byte)
