// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package ghash

import "github.com/ctcrypto/ctcrypto/internal/cpu"

// The arm tiers and the CPU features each needs, written out apart from
// the table in ghash_arm_tiers.go.
func init() {
	cpuTiers = []cpuTier{
		{"NEON", cpu.ARMHasNEON},
	}
}
