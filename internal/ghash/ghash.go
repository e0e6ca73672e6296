// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ghash implements GHASH, the universal hash of GCM (SP 800-38D §6.4),
// in several tiers chosen once per key.
//
// Tiers (impl registry package "ghash"), fastest first:
//
//   - "VPCLMULQDQ-AVX512" (amd64): 4 blocks per 512-bit register, 16 blocks
//     per reduction. Constant-time.
//   - "VPCLMULQDQ-AVX2" (amd64 without AVX-512): 2 blocks per 256-bit
//     register, 8 blocks per reduction. Constant-time.
//   - "CLMUL" (amd64): PCLMULQDQ, 8 blocks per reduction. Constant-time.
//   - "PMULL" (arm64): PMULL/PMULL2. Constant-time.
//   - "SSSE3" (amd64 without PCLMULQDQ) and "NEON" (arm64 without PMULL):
//     vector-permute GHASH (ghash_simd.go), 4-bit tables transposed so that
//     every lookup is a byte shuffle (PSHUFB / TBL) of a table row held in a
//     register; 4 blocks per reduction. Constant-time.
//   - "Base": portable Go, carry-less multiplication emulated by integer
//     multiplication of operands with holes between their bits, so no table
//     is indexed by a secret and no branch depends on one. Constant-time on
//     every CPU whose 64×64→128-bit multiplication (math/bits.Mul64) takes
//     a data-independent time, which is every CPU Go supports except some
//     embedded cores it does not target.
//
// The hash key H, the running hash and the data are secret in every tier.
//
// # Representation shared by all tiers (the assembly contract)
//
// A field element's 16-byte encoding (SP 800-38D §6.3: bit 0 of byte 0 is
// the coefficient of x^0) read as a big-endian 128-bit integer is the
// polynomial with its bits reflected: bit 127 holds x^0, bit 0 holds x^127.
// A carry-less product of two reflected values is the reflected 255-bit
// product shifted right by one place; storing H·x^-1 instead of H absorbs
// that shift. So the key table holds, for i = 1..NumPowers,
//
//	Powers[NumPowers-i] = little-endian 128-bit encoding of reflect(H^i · x^-1 mod P)
//
// which is what one gets from the spec encoding of H^i by reversing its 16
// bytes (so that a 128-bit little-endian vector load yields the reflected
// integer), shifting the 128-bit value left by one, and, if a bit was
// shifted out, XORing 0xC2000000_00000000_00000000_00000001 (reflect(x^-1)).
// Powers are stored highest first so that the last n entries are exactly
// H^n..H^1, the multipliers of a run of n blocks: block j of n (0-based)
// is multiplied by Powers[NumPowers-n+j]. Vector loads of consecutive
// entries therefore line up with consecutive data blocks.
//
// The 256-bit product of two reflected values is reduced modulo
// P = x^128 + x^7 + x^2 + x + 1 by two folds of its low 64-bit half with
// the constant 0xC2000000_00000000 (clmul, then swap the two 64-bit halves
// and XOR), after which the high 128 bits XORed with the folded low 128 bits
// are the reflected result. Kernels may delay this reduction over a batch
// (aggregated reduction) since it is linear.
//
// The running hash y crosses the Go/assembly boundary in the spec's byte
// order (a 16-byte block); kernels byte-reverse it on load and store.
//
// Each architecture provides, in ghash_<arch>.go:
//
//	func archTier() tier          // fastest tier whose registry boolean is on
//	func archUpdate(t tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)
//
// archUpdate absorbs len(blocks)/16 whole blocks (len(blocks) is a multiple
// of 16, possibly 0): for each block b, y = (y XOR b) · H. The Go twin is
// updateTwin in ghash_generic.go. On arm64 archUpdate calls
//
//	//go:noescape
//	func updatePMULL(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)
//
// with the same contract, registered as "PMULL" (boolean supportsPMULL,
// initialised from cpu.ARM64HasPMULL).
package ghash

import (
	"encoding/binary"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// NumPowers is the number of powers of H a Key holds: one batch of the
// widest kernel (four 512-bit registers of four blocks).
const NumPowers = 16

// BlockSize is the GHASH block size in bytes.
const BlockSize = 16

// tier identifies the code that hashes for a Key; it is fixed by Init.
type tier uint8

const (
	tierBase tier = iota
	tierCLMUL
	tierVPCLMULAVX512
	tierPMULL
	tierSSSE3 // vector-permute GHASH, ghash_simd.go
	tierNEON  // vector-permute GHASH, ghash_simd.go
	tierVPCLMULAVX2
)

// tierNames are the impl registry names of the tiers.
var tierNames = [...]string{
	tierBase:          impl.Base,
	tierCLMUL:         "CLMUL",
	tierVPCLMULAVX512: "VPCLMULQDQ-AVX512",
	tierPMULL:         "PMULL",
	tierSSSE3:         "SSSE3",
	tierNEON:          "NEON",
	tierVPCLMULAVX2:   "VPCLMULQDQ-AVX2",
}

// Key is an expanded GHASH key: the powers of H and the tier that uses them.
// The zero Key is not usable; call Init.
type Key struct {
	// Powers must stay the first field: fused assembly kernels in
	// internal/gcm receive a pointer to it.
	Powers [NumPowers][16]byte

	// Powers32 holds H^32..H^17 in the same form (Powers32[i] =
	// H^(2·NumPowers-i)) for the 32-block batches of the fused AVX-512
	// kernels; Init fills it only for the VPCLMULQDQ-AVX512 tier.
	Powers32 [NumPowers][16]byte

	// base is the Base tier's form of H^1..H^baseBatch, split into bit
	// classes for multiplication with holes.
	base baseKey

	// simd is the SSSE3 and NEON tiers' transposed tables of H^4..H^1
	// (ghash_simd.go), filled by Init only for those tiers.
	simd simdKey

	tier tier
}

// Init expands the hash subkey h (SP 800-38D §6.4: H = CIPH_K(0^128)) and
// fixes the tier from the registry booleans.
func (k *Key) Init(h *[16]byte) {
	k.tier = archTier()
	// With a carry-less multiplier each power is one kernel call (y·H with
	// a zero block, y in spec form); otherwise the Base multiplication.
	fast := k.tier == tierCLMUL || k.tier == tierVPCLMULAVX512 || k.tier == tierVPCLMULAVX2
	n := NumPowers
	if k.tier == tierVPCLMULAVX512 {
		n = 2 * NumPowers
	}
	p := adjust(loadElement(h))
	pow := p
	y := *h
	var zero [BlockSize]byte
	for i := 1; i <= n; i++ {
		if i > 1 {
			if fast {
				k.update(&y, zero[:]) // uses only Powers[NumPowers-1], set at i = 1
				pow = adjust(loadElement(&y))
			} else {
				pow = mulAdjusted(pow, p)
			}
		}
		if i <= NumPowers {
			pow.storeLE(&k.Powers[NumPowers-i])
		} else {
			pow.storeLE(&k.Powers32[2*NumPowers-i])
		}
		if i <= baseBatch {
			k.base.pow[baseBatch-i].split(pow)
		}
	}
	clear(y[:])
	if k.tier == tierSSSE3 || k.tier == tierNEON {
		k.simd.init(&k.Powers)
	}
}

// Tier returns the registry name of the tier this key uses.
func (k *Key) Tier() string { return tierNames[k.tier] }

// Update absorbs data into the running hash y (spec byte order), padding a
// final partial block with zeros as GCM does for A and C (SP 800-38D §7.1
// step 5).
func (k *Key) Update(y *[16]byte, data []byte) {
	whole := len(data) &^ (BlockSize - 1)
	if whole > 0 {
		k.update(y, data[:whole])
	}
	if rest := data[whole:]; len(rest) > 0 {
		var last [BlockSize]byte
		copy(last[:], rest)
		k.update(y, last[:])
	}
}

// UpdateBlocks absorbs whole blocks; len(blocks) must be a multiple of 16.
func (k *Key) UpdateBlocks(y *[16]byte, blocks []byte) {
	if len(blocks)%BlockSize != 0 {
		panic("ghash: UpdateBlocks of a partial block")
	}
	if len(blocks) > 0 {
		k.update(y, blocks)
	}
}

// UpdateLengths absorbs the final block [len(A)]64 || [len(C)]64 with the
// lengths given in bytes (SP 800-38D §7.1 step 5).
func (k *Key) UpdateLengths(y *[16]byte, adLen, textLen uint64) {
	var b [BlockSize]byte
	binary.BigEndian.PutUint64(b[0:], adLen*8)
	binary.BigEndian.PutUint64(b[8:], textLen*8)
	k.update(y, b[:])
}

func (k *Key) update(y *[16]byte, blocks []byte) {
	if k.tier == tierBase {
		updateBase(&k.base, y, blocks)
		return
	}
	if k.tier == tierSSSE3 || k.tier == tierNEON {
		archUpdateSIMD(&k.simd.rows, y, blocks)
		return
	}
	archUpdate(k.tier, &k.Powers, y, blocks)
}
