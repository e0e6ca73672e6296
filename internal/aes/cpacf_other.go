// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !s390x || purego

package aes

import "crypto/cipher"

// Only s390x has the CPACF tier (familyStd, cpacf_s390x.go): no other
// table names it, so these are never called, and the empty structs add
// nothing to a key or a mode.
type (
	stdBlock  struct{}
	stdStream struct{}
	stdMode   struct{}
)

func (stdBlock) init(key []byte)                          { panic("aes: no CPACF") }
func (stdBlock) encryptBlock(dst, src *[16]byte)          { panic("aes: no CPACF") }
func (stdBlock) decryptBlock(dst, src *[16]byte)          { panic("aes: no CPACF") }
func (stdBlock) encryptBlocks(dst, src []byte)            { panic("aes: no CPACF") }
func (stdBlock) ctr(dst, src []byte, ctr *[16]byte)       { panic("aes: no CPACF") }
func (stdBlock) cbcEncrypt(dst, src []byte, iv *[16]byte) { panic("aes: no CPACF") }
func (stdBlock) cbcDecrypt(dst, src []byte, iv *[16]byte) { panic("aes: no CPACF") }
func (stdBlock) newCTR(iv []byte) stdStream               { panic("aes: no CPACF") }
func (stdBlock) newCBC(iv []byte, decrypt bool) stdMode   { panic("aes: no CPACF") }
func (stdStream) ok() bool                                { return false }
func (stdStream) xorKeyStream(dst, src []byte)            { panic("aes: no CPACF") }
func (stdMode) ok() bool                                  { return false }
func (stdMode) cryptBlocks(dst, src []byte) bool          { return false }
func (stdMode) setIV(iv []byte)                           {}

// Std returns nil: no tier of this build runs on a crypto/aes block.
func (b *EncBlock) Std() cipher.Block { return nil }
