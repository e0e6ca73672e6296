// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package ghash

import (
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// The arm64 tiers and the CPU features each needs, written out apart from
// the table in ghash_arm64.go.
func init() {
	cpuTiers = []cpuTier{
		{"PMULL", cpu.ARM64HasPMULL},
		{"NEON", cpu.ARM64HasASIMD},
	}
}

// TestPMULLAgainstGeneric calls the kernel directly against updateTwin at 0..40
// blocks (every batch split: 8-loop, then 4, 2, 1) with trialKey's keys
// and states (zero, all-ones, identity and random keys) and trialData's
// data, from a subslice.
func TestPMULLAgainstGeneric(t *testing.T) {
	if !cpu.ARM64HasPMULL {
		t.Skip("CPU lacks PMULL")
	}
	r := rand.NewChaCha8([32]byte{42})
	for trial := range 7 {
		h, y0 := trialKey(r, trial)
		var k Key
		k.Init(&h)
		for n := 0; n <= 40; n++ {
			data := trialData(r, trial, n, 0)
			want, got := y0, y0
			updateTwin(&k.Powers, &want, data)
			updatePMULL(&k.Powers, &got, data)
			if got != want {
				t.Fatalf("trial %d, %d blocks: got %x, want %x", trial, n, got, want)
			}
		}
	}
}
