// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && arm.6 && !purego

package bigmod

// useARM selects the 32-bit Arm assembly kernels (arith_arm.s, GOARM ≥ 6;
// GOARM=5 builds run Base): carry chains on ADC.S/SBC.S,
// multiply-accumulate rows on UMAAL, Montgomery multiplication and
// squaring built from those rows, and the masked table scan. Off, Base
// runs. Constant-time: loops run on lengths only, the final subtraction
// is applied by mask.
var useARM = true

var tiers = []tierRow{{"ARM", &useARM, familyAsm}}
