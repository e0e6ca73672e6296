// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

// archFused picks a fused kernel from the key's AES and GHASH tiers (both
// chosen through the registry, so tests reach every pair): the VAES/
// VPCLMULQDQ-AVX512 kernels for the two AVX-512 tiers, the 256-bit VAES/
// VPCLMULQDQ kernels for VAES with a VPCLMULQDQ tier otherwise, the
// AES-NI/PCLMULQDQ kernels for any other hardware AES tier with a
// carry-less GHASH tier (each of them implies AES-NI and PCLMULQDQ), else
// the generic path.
func archFused(aesTier, ghashTier string) fused {
	switch {
	case aesTier == "VAES-AVX512" && ghashTier == "VPCLMULQDQ-AVX512":
		return fusedVAESAVX512
	case (aesTier == "VAES-AVX2" || aesTier == "VAES-AVX512") &&
		(ghashTier == "VPCLMULQDQ-AVX2" || ghashTier == "VPCLMULQDQ-AVX512"):
		return fusedVAESAVX2
	case (aesTier == "AES-NI" || aesTier == "VAES-AVX2" || aesTier == "VAES-AVX512") &&
		(ghashTier == "CLMUL" || ghashTier == "VPCLMULQDQ-AVX2" || ghashTier == "VPCLMULQDQ-AVX512"):
		return fusedAESNICLMUL
	}
	return fusedNone
}

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	switch f {
	case fusedVAESAVX512:
		sealAVX512(rk, rounds, pow, ctr, y, dst, src)
	case fusedVAESAVX2:
		sealVAESAVX2(rk, rounds, pow, ctr, y, dst, src)
	default:
		sealAESNI(rk, rounds, pow, ctr, y, dst, src)
	}
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	switch f {
	case fusedVAESAVX512:
		openAVX512(rk, rounds, pow, ctr, y, dst, src)
	case fusedVAESAVX2:
		openVAESAVX2(rk, rounds, pow, ctr, y, dst, src)
	default:
		openAESNI(rk, rounds, pow, ctr, y, dst, src)
	}
}

// sealVAESAVX2 and openVAESAVX2 are the VAES/VPCLMULQDQ kernels on 256-bit
// registers, 16 blocks per iteration. Twins: sealBlocksGeneric,
// openBlocksGeneric.
//
//go:noescape
func sealVAESAVX2(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)

//go:noescape
func openVAESAVX2(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)

// sealAESNI and openAESNI are the AES-NI/PCLMULQDQ fused kernels, 8 blocks
// per iteration (SSE encodings). Twins: sealBlocksGeneric, openBlocksGeneric.
//
//go:noescape
func sealAESNI(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)

//go:noescape
func openAESNI(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)

// sealAVX512 encrypts whole blocks of src into dst in counter mode from ctr
// and absorbs the ciphertext into y, 16 blocks per iteration. Twin:
// sealBlocksGeneric.
//
//go:noescape
func sealAVX512(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)

// openAVX512 absorbs whole blocks of src into y and decrypts them into dst
// in counter mode from ctr. Twin: openBlocksGeneric.
//
//go:noescape
func openAVX512(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)
