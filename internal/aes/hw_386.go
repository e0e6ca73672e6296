// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build 386 && !purego

package aes

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// The 386 AES-NI tier: the amd64 tier's method within eight XMM registers,
// six blocks per batch in the multi-block kernels, round keys loaded from
// memory each round. The AES instructions take the same time whatever
// their operands, and the kernels branch only on the round count and the
// length, so the tier is constant-time.

// supportsHW is the registry boolean of the AES-NI tier; the kernels also
// use PSHUFB (SSSE3).
var supportsHW = cpu.X86HasAESNI && cpu.X86HasSSSE3

// The 386 tiers, fastest first; each port lists its own (see tierRow).
const (
	AESNI Tier = iota + 1
	VPAESSSSE3
)

var tiers = []tierRow{
	{AESNI, "AES-NI", &supportsHW, true, familyHW},
	{VPAESSSSE3, "VPAES-SSSE3", &supportsVPAES, true, familyVPAES},
}

// The key expansion kernels and hwExpandKey are those of hw_amd64.go: the
// two x86 generators emit the same AES-NI routines under the same names.
// The wrappers below have the shape of every port's (hw_arm64.go): check
// the lengths, call this port's kernels.
//
// Key expansion (FIPS 197 §5.2) with AESENCLAST as SubWord, and the
// equivalent inverse cipher schedule (§5.3.5) with AESIMC; expandKey is
// their Go twin. Bytes past round key Nr are zeroed.
//
//go:noescape
func expandKey128AESNI(key *[16]byte, enc, dec *[240]byte)

//go:noescape
func expandKey192AESNI(key *[24]byte, enc, dec *[240]byte)

//go:noescape
func expandKey256AESNI(key *[32]byte, enc, dec *[240]byte)

// hwDecOptional says whether hwExpandKey accepts a nil dec (its kernels always write dec).
const hwDecOptional = false

// hwDecFromEnc: this port's decryption kernels take the decryption
// schedule, which its hardware-tier keys keep (see Block.dec).
const hwDecFromEnc = false

// hwExpandKey expands a 16-, 24- or 32-byte key for the AES-NI tier.
func hwExpandKey(key []byte, enc, dec *[240]byte) {
	switch len(key) {
	case 16:
		expandKey128AESNI((*[16]byte)(key), enc, dec)
	case 24:
		expandKey192AESNI((*[24]byte)(key), enc, dec)
	default:
		expandKey256AESNI((*[32]byte)(key), enc, dec)
	}
}

//go:noescape
func hwEncryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)

//go:noescape
func hwDecryptBlock(rounds int, dec *[240]byte, dst, src *[16]byte)

// The multi-block kernels take pointers and a block count; the Go wrappers
// below check the lengths so the assembly never reads or writes out of
// bounds. ctrAESNI needs the low 64 bits of the counter not to wrap within
// the call and leaves ctr unchanged; the CBC kernels leave the last
// ciphertext block in iv.

//go:noescape
func ecbAESNI(rounds int, enc *[240]byte, dst, src *byte, blocks int)

//go:noescape
func ctrAESNI(rounds int, enc *[240]byte, dst, src *byte, blocks int, ctr *[16]byte)

//go:noescape
func cbcEncAESNI(rounds int, enc *[240]byte, dst, src *byte, blocks int, iv *[16]byte)

//go:noescape
func cbcDecAESNI(rounds int, dec *[240]byte, dst, src *byte, blocks int, iv *[16]byte)

// hwEncryptBlocks enciphers len(src)/16 independent blocks (ECB).
func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		ecbAESNI(rounds, enc, &dst[0], &src[0], n)
	}
}

// hwCTR XORs src with the keystream of the 128-bit big-endian counter ctr
// (SP 800-38A §6.5, wrapping at 2^128) and leaves ctr at the next unused
// value. The kernel does not carry out of the low 64 bits, so the call is
// split where they wrap; the counter is public.
func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte) {
	n := kernelBlocks(dst, src)
	for n > 0 {
		_, lo := loadCounter(ctr)
		run := n
		if left := -lo; left != 0 && left < uint64(n) { // left == 0 means 2^64
			run = int(left)
		}
		ctrAESNI(rounds, enc, &dst[0], &src[0], run, ctr)
		incrementCounter(ctr, uint64(run))
		dst, src, n = dst[16*run:], src[16*run:], n-run
	}
}

// hwCBCEncrypt encrypts in CBC mode (SP 800-38A §6.2) and leaves the last
// ciphertext block in iv.
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		cbcEncAESNI(rounds, enc, &dst[0], &src[0], n, iv)
	}
}

// hwCBCDecrypt decrypts in CBC mode, six blocks in parallel, and leaves the
// last ciphertext block in iv.
func hwCBCDecrypt(rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		cbcDecAESNI(rounds, dec, &dst[0], &src[0], n, iv)
	}
}
