// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ctcrypto_forcecpacf

package cpu

// TestForceCPACF, set by the test-only build tag ctcrypto_forcecpacf,
// makes the s390x CPACF tiers (internal/aes, internal/gcm) count as
// supported whatever the CPU says, so that qemu, which has no CPACF, runs
// every test through their delegation to crypto/aes and crypto/cipher.
// There crypto/aes runs its table-based generic code, which is not
// constant-time: never build anything but tests with this tag.
const TestForceCPACF = true
