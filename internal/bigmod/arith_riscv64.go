// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build riscv64 && !purego

package bigmod

// useRV64 selects the riscv64 assembly kernels (arith_riscv64.s): carry
// chains on SLTU, multiply-accumulate rows on MUL/MULHU, Montgomery
// multiplication and squaring built from those rows, and the masked table
// scan. They use only the RV64IM base every Go riscv64 target has. Off,
// Base runs. Constant-time: loops run on lengths only, the final
// subtraction is applied by mask.
var useRV64 = true

var tiers = []tierRow{{"RV64", &useRV64, familyAsm}}
