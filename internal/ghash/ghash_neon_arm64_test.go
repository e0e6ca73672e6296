// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package ghash

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func TestNEONRegistered(t *testing.T) {
	if impl.Supported("ghash", "NEON") != cpu.ARM64HasASIMD {
		t.Errorf("NEON supported = %v, CPU has ASIMD = %v", impl.Supported("ghash", "NEON"), cpu.ARM64HasASIMD)
	}
	if !impl.ConstantTime("ghash", "NEON") {
		t.Errorf("NEON not registered as constant-time")
	}
}

// TestNEONTwin calls the kernel directly against updateTwin and the step
// by step model at 0..64 blocks (4-block batches, then 1..3 single blocks)
// with random, zero and all-ones keys, states and data.
func TestNEONTwin(t *testing.T) {
	if !cpu.ARM64HasASIMD {
		t.Skip("CPU lacks ASIMD")
	}
	forSIMDCases(t, func(t *testing.T, k *Key, s *simdKey, y0 [16]byte, data []byte) {
		want, model, got := y0, y0, y0
		updateTwin(&k.Powers, &want, data)
		updateSIMDModel(s, &model, data)
		updateNEON(&s.rows, &got, data)
		if got != want || model != want {
			t.Fatalf("%d blocks: NEON %x, model %x, want %x", len(data)/16, got, model, want)
		}
	})
}

func BenchmarkNEON(b *testing.B) {
	if !cpu.ARM64HasASIMD {
		b.Skip("CPU lacks ASIMD")
	}
	benchmarkSIMD(b, func(s *simdKey, y *[16]byte, data []byte) { updateNEON(&s.rows, y, data) })
}
