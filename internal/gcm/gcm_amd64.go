// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package gcm

import (
	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
)

// The amd64 fused kernels.
const (
	fusedAESNICLMUL fused = iota + 1
	fusedVAESAVX2
	fusedVAESAVX512
)

var fusedNames = []string{
	fusedAESNICLMUL: "AES-NI+CLMUL",
	fusedVAESAVX2:   "VAES-AVX2+VPCLMULQDQ-AVX2",
	fusedVAESAVX512: "VAES-AVX512+VPCLMULQDQ-AVX512",
}

// fusedTable (tiers are chosen through the registry, so tests reach every
// pair): the VAES/VPCLMULQDQ-AVX512 kernels for the two AVX-512 tiers, the
// 256-bit VAES/VPCLMULQDQ kernels for VAES with a VPCLMULQDQ tier
// otherwise, the AES-NI/PCLMULQDQ kernels for any other hardware AES tier
// with a carry-less GHASH tier (each of them implies AES-NI and
// PCLMULQDQ). vpaes and SSSE3 or Base GHASH take the generic path.
var fusedTable = []fusedRow{
	{aes.VAESAVX512, ghash.VPCLMULQDQAVX512, fusedVAESAVX512},
	{aes.VAESAVX512, ghash.VPCLMULQDQAVX2, fusedVAESAVX2},
	{aes.VAESAVX2, ghash.VPCLMULQDQAVX512, fusedVAESAVX2},
	{aes.VAESAVX2, ghash.VPCLMULQDQAVX2, fusedVAESAVX2},
	{aes.VAESAVX512, ghash.CLMUL, fusedAESNICLMUL},
	{aes.VAESAVX2, ghash.CLMUL, fusedAESNICLMUL},
	{aes.AESNI, ghash.VPCLMULQDQAVX512, fusedAESNICLMUL},
	{aes.AESNI, ghash.VPCLMULQDQAVX2, fusedAESNICLMUL},
	{aes.AESNI, ghash.CLMUL, fusedAESNICLMUL},
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

// archOpen mirrors archSeal with the open kernels; one shared switch would
// add a test of the direction, which each caller knows.
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
