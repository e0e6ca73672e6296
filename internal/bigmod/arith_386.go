// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build 386 && !purego

package bigmod

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// useSSE2 selects the 386 assembly kernels (arith_386.s): Montgomery
// multiplication (CIOS, the reduction interleaved) and the reduction of
// squaring on PMULUDQ with 64-bit carries in XMM registers, the rows of
// squaring and addMulVVW on MULL, addVV/subVV on ADCL/SBBL, and the SSE2
// masked table scan. Go's default GO386=sse2 already requires SSE2; the
// check keeps a GO386=softfloat build correct on CPUs without it. Off,
// Base runs. Constant-time: loops run on lengths only, the final
// subtraction is applied by mask.
var useSSE2 = cpu.X86HasSSE2

var tiers = []tierRow{{"SSE2", &useSSE2, familyAsm}}
