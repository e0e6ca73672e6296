// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (amd64 || arm64 || 386 || arm) && !purego

package aes

import "sync"

// Go entry points of the vpaes tier over the assembly kernels. The
// wrappers check every length so the kernels never read or write out of
// bounds; the kernels' branches depend only on the round count and the
// number of blocks.

// vpaesTab is the tier's constant tables, built from their definition at
// the first vpaes key setup, so programs that never use the tier do not pay
// for them at start-up. Every other entry point takes a key,
// so it runs after that first key setup.
var (
	vpaesTab     *vpaesTables
	vpaesTabOnce sync.Once
)

func vpaesSubBytes(dst, src *[16]byte) {
	vpaesSubBytesAsm((*[vpRows][16]byte)(vpaesTab), dst, src)
}

func vpaesSubBytesValue(x [16]byte) (y [16]byte) {
	vpaesSubBytes(&y, &x)
	return y
}

// vpaesSetKey expands key into k (k.enc and, unless nil, k.dec) and, if
// enc is not nil, the standard expanded key into enc.
func vpaesSetKey(k *vpaesKey, key []byte, enc *[240]byte) {
	vpaesTabOnce.Do(func() { vpaesTab = vpaesDeriveTables() })
	k.wide = vpaesUseWide
	var fips [240]byte
	var scratch [15][16]byte
	if enc == nil {
		enc = &fips
	}
	k.rounds = vpaesFIPS(key, enc)
	kk := k.withDec(&scratch)
	vpaesSchedule(&kk, vpaesTab, enc)
	clear(fips[:])    // round keys do not stay on the stack
	clear(scratch[:]) // an encryption-only key's decryption schedule
}

func vpaesEncryptBlock(k *vpaesKey, dst, src *[16]byte) {
	vpaesEncBlocksAsm((*[vpRows][16]byte)(vpaesTab), k.enc, k.rounds, &dst[0], &src[0], 1)
}

func vpaesDecryptBlock(k *vpaesKey, dst, src *[16]byte) {
	vpaesDecBlocksAsm((*[vpRows][16]byte)(vpaesTab), k.dec, k.rounds, &dst[0], &src[0], 1)
}

func vpaesEncryptBlocks(k *vpaesKey, dst, src []byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		tab := (*[vpRows][16]byte)(vpaesTab)
		if w := n &^ 3; k.wide && w > 0 {
			vpaesEncBlocksWide(tab, k.enc, k.rounds, &dst[0], &src[0], w)
			dst, src, n = dst[16*w:], src[16*w:], n-w
			if n == 0 {
				return
			}
		}
		vpaesEncBlocksAsm(tab, k.enc, k.rounds, &dst[0], &src[0], n)
	}
}

// vpaesCTR and vpaesCBCDecrypt split a run as vpaesEncryptBlocks does:
// whole groups of four blocks to the wide kernels, the rest to the others.
func vpaesCTR(k *vpaesKey, dst, src []byte, ctr *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		tab := (*[vpRows][16]byte)(vpaesTab)
		if w := n &^ 3; k.wide && w > 0 {
			vpaesCTRWide(tab, k.enc, k.rounds, &dst[0], &src[0], w, ctr)
			dst, src, n = dst[16*w:], src[16*w:], n-w
			if n == 0 {
				return
			}
		}
		vpaesCTRAsm(tab, k.enc, k.rounds, &dst[0], &src[0], n, ctr)
	}
}

func vpaesCBCEncrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		vpaesCBCEncAsm((*[vpRows][16]byte)(vpaesTab), k.enc, k.rounds, &dst[0], &src[0], n, iv)
	}
}

func vpaesCBCDecrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		tab := (*[vpRows][16]byte)(vpaesTab)
		if w := n &^ 3; k.wide && w > 0 {
			vpaesCBCDecWide(tab, k.dec, k.rounds, &dst[0], &src[0], w, iv)
			dst, src, n = dst[16*w:], src[16*w:], n-w
			if n == 0 {
				return
			}
		}
		vpaesCBCDecAsm(tab, k.dec, k.rounds, &dst[0], &src[0], n, iv)
	}
}
