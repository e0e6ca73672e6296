// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package aes

// The VAES tiers (familyWide) exist only on amd64; no other table names
// them, so these are never called.

func wideEncryptBlocks(t Tier, rounds int, enc *[240]byte, dst, src []byte) {
	panic("aes: no VAES")
}
func wideCTR(t Tier, rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte) {
	panic("aes: no VAES")
}
func wideCBCDecrypt(t Tier, rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) {
	panic("aes: no VAES")
}

func encryptBlockVEX(rounds int, enc *[240]byte, dst, src *[16]byte) { panic("aes: no VAES") }
func decryptBlockVEX(rounds int, enc *[240]byte, dst, src *[16]byte) { panic("aes: no VAES") }
