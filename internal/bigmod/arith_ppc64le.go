// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package bigmod

// usePPC64LE selects the ppc64le assembly kernels (arith_ppc64le.s): carry
// chains on ADDE/SUBE, multiply-accumulate rows on MULLD/MULHDU with
// ADDC/ADDE, Montgomery multiplication and squaring built from those rows,
// and the masked table scan, all POWER8 integer instructions every Go
// ppc64le target has. Off, Base runs. Constant-time: loops run on lengths
// only, the final subtraction is applied by mask.
var usePPC64LE = true

var tiers = []tierRow{{"PPC64LE", &usePPC64LE, familyAsm}}
