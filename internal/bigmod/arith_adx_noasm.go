// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package bigmod

// The ADX family exists only on amd64; no other tier table names it, so
// these are never called.

func addMulVVWADXWrap(z, x []uint, y uint) uint               { panic("bigmod: no ADX") }
func montMulADXWrap(z, x, y, m []uint, m0inv uint)            { panic("bigmod: no ADX") }
func montSqrADXWrap(z, x, m []uint, m0inv uint)               { panic("bigmod: no ADX") }
func tableLookupADXWrap(z, tab []uint, n, size int, idx uint) { panic("bigmod: no ADX") }
func montSqrNADXWrap(z, x, m []uint, m0inv uint, k int)       { panic("bigmod: no ADX") }
