// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build s390x && !purego

package bigmod

// useS390X selects the s390x assembly kernels (arith_s390x.s): carry
// chains on ALCGR/SLBGR, multiply-accumulate rows on MLGR, Montgomery
// multiplication and squaring built from those rows, and the masked table
// scan, all in the z/Architecture base every Go s390x target has. Off,
// Base runs. Constant-time: loops run on lengths only, the final
// subtraction is applied by mask.
var useS390X = true

var tiers = []tierRow{{"S390X", &useS390X, familyAsm}}
