// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package aes

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// The Armv8-AES tier runs the cipher with the Armv8 Cryptographic Extension
// (AESE/AESMC, AESD/AESIMC). The instructions use no tables in memory, so the
// tier is constant-time; every branch in its kernels depends only on the
// round count and the data length.
//
// It consumes the FIPS 197 §5.2 expanded key as bytes (round key r at
// enc[16r:16r+16], word order as in the standard, which is exactly AESE's
// operand layout) and the §5.3.5 equivalent inverse cipher schedule in
// application order for AESD.

// supportsHW is the registry boolean of the Armv8-AES tier; the AES core
// reads it at key setup.
var supportsHW = cpu.ARM64HasAES

// The arm64 tiers, fastest first; each port lists its own (see tierRow).
const (
	ARMv8AES Tier = iota + 1
	VPAESNEON
)

var tiers = []tierRow{
	{ARMv8AES, "Armv8-AES", &supportsHW, true, familyHW},
	{VPAESNEON, "VPAES-NEON", &supportsVPAES, true, familyVPAES},
}

// Key expansion (FIPS 197 §5.2) with AESE as SubWord, and the equivalent
// inverse cipher schedule (§5.3.5) with AESIMC; expandKey is their Go twin.
// Bytes past round key Nr are zeroed.
//
//go:noescape
func expandKey128Armv8(key *[16]byte, enc, dec *[240]byte)

//go:noescape
func expandKey192Armv8(key *[24]byte, enc, dec *[240]byte)

//go:noescape
func expandKey256Armv8(key *[32]byte, enc, dec *[240]byte)

// hwDecOptional says whether hwExpandKey accepts a nil dec (its kernels always write dec).
const hwDecOptional = false

// hwDecFromEnc: this port's decryption kernels take the decryption
// schedule, which its hardware-tier keys keep (see Block.dec).
const hwDecFromEnc = false

// hwExpandKey expands a 16-, 24- or 32-byte key for the Armv8-AES tier.
func hwExpandKey(key []byte, enc, dec *[240]byte) {
	switch len(key) {
	case 16:
		expandKey128Armv8((*[16]byte)(key), enc, dec)
	case 24:
		expandKey192Armv8((*[24]byte)(key), enc, dec)
	default:
		expandKey256Armv8((*[32]byte)(key), enc, dec)
	}
}

// hwEncryptBlock and hwDecryptBlock encipher and decipher one block; they
// are implemented directly in hw_arm64.s.
//
//go:noescape
func hwEncryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)

//go:noescape
func hwDecryptBlock(rounds int, dec *[240]byte, dst, src *[16]byte)

// The multi-block kernels take pointers and a block count; the Go wrappers
// below, of the same shape on every port (hw_386.go), check the lengths so
// the assembly never reads or writes out of bounds.

//go:noescape
func ecbEncryptArmv8(rounds int, enc *[240]byte, dst, src *byte, blocks int)

//go:noescape
func ctrArmv8(rounds int, enc *[240]byte, dst, src *byte, blocks int, ctr *[16]byte)

//go:noescape
func cbcEncryptArmv8(rounds int, enc *[240]byte, dst, src *byte, blocks int, iv *[16]byte)

//go:noescape
func cbcDecryptArmv8(rounds int, dec *[240]byte, dst, src *byte, blocks int, iv *[16]byte)

// hwEncryptBlocks enciphers len(src)/16 independent blocks (ECB), eight at a
// time.
func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		ecbEncryptArmv8(rounds, enc, &dst[0], &src[0], n)
	}
}

// hwCTR XORs src with the keystream of the 128-bit big-endian counter ctr
// (SP 800-38A §6.5, incremented over the whole block and wrapping at 2^128
// like crypto/cipher.NewCTR) and leaves ctr at the next unused value.
func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		ctrArmv8(rounds, enc, &dst[0], &src[0], n, ctr)
	}
}

// hwCBCEncrypt encrypts in CBC mode (SP 800-38A §6.2) and leaves the last
// ciphertext block in iv.
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		cbcEncryptArmv8(rounds, enc, &dst[0], &src[0], n, iv)
	}
}

// hwCBCDecrypt decrypts in CBC mode, eight blocks in parallel, and leaves
// the last ciphertext block in iv.
func hwCBCDecrypt(rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		cbcDecryptArmv8(rounds, dec, &dst[0], &src[0], n, iv)
	}
}
