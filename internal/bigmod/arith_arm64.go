// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package bigmod

// useARM64 selects the arm64 assembly kernels (ADDS/ADCS, SUBS/SBCS and
// MUL/UMULH chains, arith_arm64.s); off, Base runs. Every arm64 CPU has
// the instructions; the flag exists so tests can reach Base.
// Constant-time: loops run on lengths only, the final subtraction is
// applied by mask.
var useARM64 = true

var tiers = []tierRow{{"ARM64", &useARM64, familyAsm}}
