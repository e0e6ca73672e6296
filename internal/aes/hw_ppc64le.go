// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package aes

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// The POWER8-AES tier runs the cipher with the ISA 2.07 vector AES
// instructions (VCIPHER/VCIPHERLAST, VNCIPHER/VNCIPHERLAST, VSBOX for key
// expansion). They use no tables in memory, so the tier is constant-time;
// every branch in its kernels depends only on the round count and the data
// length. On ISA 3.0 (POWER9 and later) the same kernels load and store
// with LXVB16X/STXVB16X instead of LXVD2X/STXVD2X and a byte permutation.
//
// It consumes the FIPS 197 §5.2 expanded key as bytes (round key r at
// enc[16r:16r+16]) and the §5.3.5 equivalent inverse cipher schedule in
// application order; the decryption kernels turn the latter back into the
// plain round keys VNCIPHER wants when they load it.

// supportsHW is the registry boolean of the POWER8-AES tier; the AES core
// reads it at key setup.
var supportsHW = cpu.PPC64IsPOWER8

// p9 selects the ISA 3.0 forms of the kernels.
var p9 = cpu.PPC64IsPOWER9

// The ppc64le tiers, fastest first; each port lists its own (see tierRow).
const (
	POWER8AES Tier = iota + 1
)

var tiers = []tierRow{
	{POWER8AES, "POWER8-AES", &supportsHW, true, familyHW},
}

// Key expansion (FIPS 197 §5.2) with VSBOX as SubWord, and the equivalent
// inverse cipher schedule (§5.3.5); expandKey is their Go twin. Bytes past
// round key Nr are zeroed.
//
//go:noescape
func expandKey128(key *[16]byte, enc, dec *[240]byte)

//go:noescape
func expandKey192(key *[24]byte, enc, dec *[240]byte)

//go:noescape
func expandKey256(key *[32]byte, enc, dec *[240]byte)

// hwDecOptional says whether hwExpandKey accepts a nil dec (its kernels always write dec).
const hwDecOptional = false

// hwDecFromEnc: this port's decryption kernels take the decryption
// schedule, which its hardware-tier keys keep (see Block.dec).
const hwDecFromEnc = false

// hwExpandKey expands a 16-, 24- or 32-byte key for the POWER8-AES tier.
func hwExpandKey(key []byte, enc, dec *[240]byte) {
	switch len(key) {
	case 16:
		expandKey128((*[16]byte)(key), enc, dec)
	case 24:
		expandKey192((*[24]byte)(key), enc, dec)
	default:
		expandKey256((*[32]byte)(key), enc, dec)
	}
}

// The kernels. Each holds an ISA 2.07 form and an ISA 3.0 form and reads
// p9 to pick one. hwEncryptBlock and hwDecryptBlock are called directly;
// the multi-block ones take pointers and a block count, and the Go wrappers
// below check the lengths so the assembly never reads or writes out of
// bounds.

//go:noescape
func hwEncryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)

//go:noescape
func hwDecryptBlock(rounds int, dec *[240]byte, dst, src *[16]byte)

//go:noescape
func ecbEncryptPOWER8(rounds int, enc *[240]byte, dst, src *byte, blocks int)

//go:noescape
func ctrPOWER8(rounds int, enc *[240]byte, dst, src *byte, blocks int, ctr *[16]byte)

//go:noescape
func cbcEncryptPOWER8(rounds int, enc *[240]byte, dst, src *byte, blocks int, iv *[16]byte)

//go:noescape
func cbcDecryptPOWER8(rounds int, dec *[240]byte, dst, src *byte, blocks int, iv *[16]byte)

// hwEncryptBlocks enciphers len(src)/16 independent blocks (ECB), eight at a
// time.
func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		ecbEncryptPOWER8(rounds, enc, &dst[0], &src[0], n)
	}
}

// hwCTR XORs src with the keystream of the 128-bit big-endian counter ctr
// (SP 800-38A §6.5, incremented over the whole block and wrapping at 2^128
// like crypto/cipher.NewCTR) and leaves ctr at the next unused value.
func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		ctrPOWER8(rounds, enc, &dst[0], &src[0], n, ctr)
	}
}

// hwCBCEncrypt encrypts in CBC mode (SP 800-38A §6.2) and leaves the last
// ciphertext block in iv.
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		cbcEncryptPOWER8(rounds, enc, &dst[0], &src[0], n, iv)
	}
}

// hwCBCDecrypt decrypts in CBC mode, eight blocks in parallel, and leaves
// the last ciphertext block in iv.
func hwCBCDecrypt(rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		cbcDecryptPOWER8(rounds, dec, &dst[0], &src[0], n, iv)
	}
}
