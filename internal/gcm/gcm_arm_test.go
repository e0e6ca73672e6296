// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package gcm

// The arm tiers, written out apart from the tables in internal/aes and
// internal/ghash; 32-bit Arm has no fused kernel, so every pair composes.
func init() {
	wantAESTiers = []string{"VPAES-NEON"}
	wantGHASHTiers = []string{"NEON"}
}
