// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package aes

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// The amd64 hardware tiers. All three run single blocks and CBC encryption
// (inherently serial) with AES-NI; they differ in the multi-block kernels
// (ECB, CTR, CBC decryption): VAES on ZMM registers, 32 blocks per batch;
// VAES on YMM registers, 16 blocks per batch; AES-NI, 8 blocks per batch.
// The AES instructions take the same time whatever their operands, and the
// kernels branch only on the round count and the length, so every tier is
// constant-time.

// Registry booleans of the table below. supportsHW is the AES-NI tier's
// (familyHW, the hw* functions); its kernels also use PSHUFB (SSSE3).
var (
	supportsVAES512 = cpu.X86HasVAES && cpu.X86HasAVX512
	supportsVAES256 = cpu.X86HasVAES && cpu.X86HasAVX2
	supportsHW      = cpu.X86HasAESNI && cpu.X86HasSSSE3
)

// The amd64 tiers, fastest first; each port lists its own (see tierRow).
const (
	VAESAVX512 Tier = iota + 1
	VAESAVX2
	AESNI
	VPAESSSSE3
)

var tiers = []tierRow{
	{VAESAVX512, "VAES-AVX512", &supportsVAES512, true, familyWide},
	{VAESAVX2, "VAES-AVX2", &supportsVAES256, true, familyWide},
	{AESNI, "AES-NI", &supportsHW, true, familyHW},
	{VPAESSSSE3, "VPAES-SSSE3", &supportsVPAES, true, familyVPAES},
}

// Kernels in hw_amd64.s. The multi-block ones take len(src) a multiple of
// 16 (AES-NI), 32 (VAES256) or 64 (VAES512) bytes and len(dst) >= len(src);
// the CTR ones need the low 64 bits of the counter not to wrap within the
// call and leave ctr unchanged; the CBC decryption ones leave iv unchanged.

// Key expansion (FIPS 197 §5.2) with AESENCLAST as SubWord, and the
// equivalent inverse cipher schedule (§5.3.5) with AESIMC unless dec is
// nil; expandKey is their Go twin. Bytes past round key Nr are zeroed.
//
//go:noescape
func expandKey128AESNI(key *[16]byte, enc, dec *[240]byte)

//go:noescape
func expandKey192AESNI(key *[24]byte, enc, dec *[240]byte)

//go:noescape
func expandKey256AESNI(key *[32]byte, enc, dec *[240]byte)

// hwDecOptional: hwExpandKey takes a nil dec, for which the expandKey
// kernels skip the decryption schedule.
const hwDecOptional = true

// hwDecFromEnc: the decryption kernels take the encryption schedule and
// derive the inverse cipher's keys themselves (AESIMC inline for one
// block, into a cleared stack frame or registers once per CBC call), so a
// hardware-tier key holds only enc.
const hwDecFromEnc = true

// hwExpandKey expands a 16-, 24- or 32-byte key for the hardware tiers.
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

// hwDecryptBlock and decryptBlockVEX decrypt with the encryption schedule:
// they compute each middle round's InvMixColumns key with AESIMC as they
// go, so a key needs no decryption schedule (hwDecFromEnc).
//
//go:noescape
func hwDecryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)

// encryptBlockVEX and decryptBlockVEX are the single-block kernels of the
// VAES tiers (VEX encoding, round keys as memory operands).
//
//go:noescape
func encryptBlockVEX(rounds int, enc *[240]byte, dst, src *[16]byte)

//go:noescape
func decryptBlockVEX(rounds int, enc *[240]byte, dst, src *[16]byte)

// cbcDecOneAESNI and cbcDecOneVEX are one-block CBC decryption (dst =
// D(src) ^ iv, iv = src; src may be dst) with the inverse cipher's keys
// computed inline, for AES-NI and the VAES tiers.
//
//go:noescape
func cbcDecOneAESNI(rounds int, enc *[240]byte, dst, src, iv *[16]byte)

//go:noescape
func cbcDecOneVEX(rounds int, enc *[240]byte, dst, src, iv *[16]byte)

//go:noescape
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte)

//go:noescape
func ctrBlock1AESNI(rounds int, enc *[240]byte, dst, src *[16]byte, ctr *[16]byte)

//go:noescape
func ecbAESNI(rounds int, enc *[240]byte, dst, src []byte)

//go:noescape
func ctrAESNI(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)

//go:noescape
func cbcDecAESNI(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte)

//go:noescape
func ecbVAES256(rounds int, enc *[240]byte, dst, src []byte)

//go:noescape
func ctrVAES256(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)

//go:noescape
func cbcDecVAES256(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte)

//go:noescape
func ecbVAES512(rounds int, enc *[240]byte, dst, src []byte)

//go:noescape
func ctrVAES512(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)

//go:noescape
func cbcDecVAES512(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte)

func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte) {
	ecbAESNI(rounds, enc, dst[:len(src)], src)
}

// ctrRunLength returns how many of the n bytes (whole blocks) can be
// processed before the low 64 bits of ctr wrap, which the kernels do not
// propagate. The counter is public.
func ctrRunLength(ctr *[16]byte, n int) int {
	_, lo := loadCounter(ctr)
	left := -lo // blocks until lo wraps to 0; 0 means 2^64
	if left != 0 && left < uint64(n/16) {
		return int(left) * 16
	}
	return n
}

func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte) {
	if len(src) == 16 {
		ctrBlock1AESNI(rounds, enc, (*[16]byte)(dst), (*[16]byte)(src), ctr)
		return
	}
	for len(src) > 0 {
		n := ctrRunLength(ctr, len(src))
		ctrAESNI(rounds, enc, dst[:n], src[:n], ctr)
		incrementCounter(ctr, uint64(n/16))
		dst, src = dst[n:], src[n:]
	}
}

func hwCBCDecrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) {
	if len(src) == 0 {
		return
	}
	if len(src) == BlockSize {
		cbcDecOneAESNI(rounds, enc, (*[16]byte)(dst), (*[16]byte)(src), iv)
		return
	}
	last := [16]byte(src[len(src)-16:]) // dst may overwrite it
	cbcDecAESNI(rounds, enc, dst[:len(src)], src, iv)
	*iv = last
}

// granule is the batch unit of a wide tier's kernels; the remainder goes to
// the AES-NI kernels.
func granule(t Tier) int {
	if t == VAESAVX512 {
		return 64
	}
	return 32
}

func wideEncryptBlocks(t Tier, rounds int, enc *[240]byte, dst, src []byte) {
	w := len(src) &^ (granule(t) - 1)
	if w > 0 {
		if t == VAESAVX512 {
			ecbVAES512(rounds, enc, dst[:w], src[:w])
		} else {
			ecbVAES256(rounds, enc, dst[:w], src[:w])
		}
	}
	if len(src) > w {
		ecbAESNI(rounds, enc, dst[w:len(src)], src[w:])
	}
}

func wideCTR(t Tier, rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte) {
	if len(src) == 16 {
		ctrBlock1AESNI(rounds, enc, (*[16]byte)(dst), (*[16]byte)(src), ctr)
		return
	}
	for len(src) > 0 {
		n := ctrRunLength(ctr, len(src))
		w := n &^ (granule(t) - 1)
		if w > 0 {
			if t == VAESAVX512 {
				ctrVAES512(rounds, enc, dst[:w], src[:w], ctr)
			} else {
				ctrVAES256(rounds, enc, dst[:w], src[:w], ctr)
			}
			incrementCounter(ctr, uint64(w/16))
		}
		if n > w {
			ctrAESNI(rounds, enc, dst[w:n], src[w:n], ctr)
			incrementCounter(ctr, uint64((n-w)/16))
		}
		dst, src = dst[n:], src[n:]
	}
}

func wideCBCDecrypt(t Tier, rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) {
	if len(src) == BlockSize {
		cbcDecOneVEX(rounds, enc, (*[16]byte)(dst), (*[16]byte)(src), iv)
		return
	}
	w := len(src) &^ (granule(t) - 1)
	last := [16]byte(src[len(src)-16:])
	if w > 0 {
		mid := [16]byte(src[w-16 : w])
		if t == VAESAVX512 {
			cbcDecVAES512(rounds, enc, dst[:w], src[:w], iv)
		} else {
			cbcDecVAES256(rounds, enc, dst[:w], src[:w], iv)
		}
		*iv = mid
	}
	if len(src) > w {
		cbcDecAESNI(rounds, enc, dst[w:len(src)], src[w:], iv)
	}
	*iv = last
}
