// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !386 && !ppc64le && !arm) || purego

package aes

// No AES instructions of ctcrypto's own in this build: the kernels below
// are never called. The tier table is empty (tiers_none.go) but on s390x,
// whose CPACF tier delegates to crypto/aes (cpacf_s390x.go).

// hwDecOptional says whether hwExpandKey accepts a nil dec (no hardware tier).
const hwDecOptional = false

// hwDecFromEnc: this port's decryption kernels take the decryption
// schedule, which its hardware-tier keys keep (see Block.dec).
const hwDecFromEnc = false

func hwExpandKey(key []byte, enc, dec *[240]byte)                            { panic("aes: no hw") }
func hwEncryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwDecryptBlock(rounds int, dec *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte)            { panic("aes: no hw") }
func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)       { panic("aes: no hw") }
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
func hwCBCDecrypt(rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
