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

func TestSSSE3Registered(t *testing.T) {
	if impl.Supported("ghash", "SSSE3") != cpu.X86HasSSSE3 {
		t.Errorf("SSSE3 supported = %v, CPU has SSSE3 = %v", impl.Supported("ghash", "SSSE3"), cpu.X86HasSSSE3)
	}
	if !impl.ConstantTime("ghash", "SSSE3") {
		t.Errorf("SSSE3 not registered as constant-time")
	}
}

// TestSSSE3Twin calls the kernel directly against updateTwin and the step
// by step model at 0..64 blocks (4-block batches, then 1..3 single blocks)
// with random, zero and all-ones keys, states and data.
func TestSSSE3Twin(t *testing.T) {
	if !cpu.X86HasSSSE3 {
		t.Skip("CPU lacks SSSE3")
	}
	forSIMDCases(t, func(t *testing.T, k *Key, s *simdKey, y0 [16]byte, data []byte) {
		want, model, got := y0, y0, y0
		updateTwin(&k.Powers, &want, data)
		updateSIMDModel(s, &model, data)
		updateSSSE3(&s.rows, &got, data)
		if got != want || model != want {
			t.Fatalf("%d blocks: SSSE3 %x, model %x, want %x", len(data)/16, got, model, want)
		}
	})
}

func BenchmarkSSSE3(b *testing.B) {
	if !cpu.X86HasSSSE3 {
		b.Skip("CPU lacks SSSE3")
	}
	benchmarkSIMD(b, func(s *simdKey, y *[16]byte, data []byte) { updateSSSE3(&s.rows, y, data) })
}
