// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package aes

// The one tier above Base on 32-bit Arm is vpaes on NEON (vpaes_arm.go);
// an Armv8-AES tier for AArch32 cores with the Cryptographic Extension
// (x/sys/cpu: ARM.HasAES) is not written.

// The arm tiers, fastest first; each port lists its own (see tierRow).
const VPAESNEON Tier = 1

var tiers = []tierRow{
	{VPAESNEON, "VPAES-NEON", &supportsVPAES, true, familyVPAES},
}

// hwDecOptional says whether hwExpandKey accepts a nil dec (no hardware tier).
const hwDecOptional = false

// hwDecFromEnc: this port's decryption kernels take the decryption
// schedule, which its hardware-tier keys keep (see Block.dec).
const hwDecFromEnc = false

// No hardware tier: no table row names familyHW, so these are never called
// (the stubs of hw_noasm.go, which this port's table replaces).
func hwExpandKey(key []byte, enc, dec *[240]byte)                            { panic("aes: no hw") }
func hwEncryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwDecryptBlock(rounds int, dec *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte)            { panic("aes: no hw") }
func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)       { panic("aes: no hw") }
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
func hwCBCDecrypt(rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
