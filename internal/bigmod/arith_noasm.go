// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build purego || !(386 || amd64 || arm64 || ppc64le || riscv64 || s390x || (arm && arm.6))

package bigmod

// No assembly tiers: every modulus runs Base, and the Asm family's
// wrappers are never called.
var tiers []tierRow

func addVVWrap(z, x, y []uint) uint                        { panic("bigmod: no assembly") }
func subVVWrap(z, x, y []uint) uint                        { panic("bigmod: no assembly") }
func addMulVVWWrap(z, x []uint, y uint) uint               { panic("bigmod: no assembly") }
func montMulWrap(z, x, y, m []uint, m0inv uint)            { panic("bigmod: no assembly") }
func montSqrWrap(z, x, m []uint, m0inv uint)               { panic("bigmod: no assembly") }
func tableLookupWrap(z, tab []uint, n, size int, idx uint) { panic("bigmod: no assembly") }
