// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !386 && !arm) || purego

package aes

// Without assembly the vpaes tier does not exist: no tier table row names it,
// so key setup never picks it, and these functions are never called.

func vpaesSetKey(k *vpaesKey, key []byte, enc *[240]byte)        { panic("aes: vpaes unavailable") }
func vpaesEncryptBlock(k *vpaesKey, dst, src *[16]byte)          { panic("aes: vpaes unavailable") }
func vpaesDecryptBlock(k *vpaesKey, dst, src *[16]byte)          { panic("aes: vpaes unavailable") }
func vpaesEncryptBlocks(k *vpaesKey, dst, src []byte)            { panic("aes: vpaes unavailable") }
func vpaesCTR(k *vpaesKey, dst, src []byte, ctr *[16]byte)       { panic("aes: vpaes unavailable") }
func vpaesCBCEncrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) { panic("aes: vpaes unavailable") }
func vpaesCBCDecrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) { panic("aes: vpaes unavailable") }
