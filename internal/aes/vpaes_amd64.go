// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package aes

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// supportsVPAES is the registry boolean of the VPAES-SSSE3 tier (the last
// row of hw_amd64.go's table). The kernels need only SSSE3's PSHUFB.
var supportsVPAES = cpu.X86HasSSSE3

// vpaesUseWide makes key setup choose the AVX2 kernels for runs of four or
// more blocks (ECB, CTR, CBC decryption): the same algorithm on 256-bit
// registers, two blocks per register (VPSHUFB works within 128-bit lanes).
// It is part of the same tier: same tables, same schedules, same
// constant-time argument. Tests flip it to run both kernel sets.
var (
	vpaesWideSupported = cpu.X86HasAVX2
	vpaesUseWide       = vpaesWideSupported
)

// vpaesFIPS writes the standard expansion of key to enc with the tier's
// S-box (vpaesExpandKey*Asm, twin: vpaesFIPSKey) and returns Nr.
func vpaesFIPS(key []byte, enc *[240]byte) int {
	tab := (*[vpRows][16]byte)(vpaesTab)
	switch len(key) {
	case 16:
		vpaesExpandKey128Asm(tab, (*[16]byte)(key), enc)
	case 24:
		vpaesExpandKey192Asm(tab, (*[24]byte)(key), enc)
	default:
		vpaesExpandKey256Asm(tab, (*[32]byte)(key), enc)
	}
	return len(key)/4 + 6
}

// vpaesSchedule derives k's schedules from the standard expanded key w with
// vpaesScheduleAsm (twin: vpaesScheduleGeneric).
func vpaesSchedule(k *vpaesKey, tab *vpaesTables, w *[240]byte) {
	vpaesScheduleAsm((*[vpRows][16]byte)(tab), w, k.rounds, k.enc, k.dec)
	for r := k.rounds + 1; r < 15; r++ {
		k.enc[r], k.dec[r] = [16]byte{}, [16]byte{}
	}
}

// The wide kernels take a multiple of four blocks.

func vpaesEncBlocksWide(tab *[vpRows][16]byte, rk *[15][16]byte, rounds int, dst, src *byte, n int) {
	vpaesEncBlocksAVX2(tab, rk, rounds, dst, src, n)
}

func vpaesCTRWide(tab *[vpRows][16]byte, rk *[15][16]byte, rounds int, dst, src *byte, n int, ctr *[16]byte) {
	vpaesCTRAVX2(tab, rk, rounds, dst, src, n, ctr)
}

func vpaesCBCDecWide(tab *[vpRows][16]byte, rk *[15][16]byte, rounds int, dst, src *byte, n int, iv *[16]byte) {
	vpaesCBCDecAVX2(tab, rk, rounds, dst, src, n, iv)
}
