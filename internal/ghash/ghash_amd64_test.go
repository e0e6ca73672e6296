// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package ghash

import (
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// The amd64 tiers and the CPU features each needs, written out apart from
// the table in ghash_amd64.go.
func init() {
	cpuTiers = []cpuTier{
		{"VPCLMULQDQ-AVX512", cpu.X86HasAVX512 && cpu.X86HasVPCLMULQDQ},
		{"VPCLMULQDQ-AVX2", cpu.X86HasVPCLMULQDQ},
		{"CLMUL", cpu.X86HasPCLMULQDQ && cpu.X86HasSSSE3},
		{"SSSE3", cpu.X86HasSSSE3},
	}
}

// TestAVX512AgainstGeneric calls the wide kernels directly at every length 0..64
// blocks, since archUpdate sends short inputs to the CLMUL kernel. (This
// machine test needs AVX-512; the AVX2 kernel also runs under its own tier
// in the tier-looped tests.)
func TestAVX512AgainstGeneric(t *testing.T) {
	if !supportsVPCLMULAVX512 {
		t.Skip("no VPCLMULQDQ-AVX512")
	}
	r := rand.NewChaCha8([32]byte{5})
	var h [16]byte
	r.Read(h[:])
	var k Key
	k.Init(&h)
	for n := 0; n <= 64; n++ {
		data := randBytes(r, 16*n)
		y0 := [16]byte(randBytes(r, 16))
		want, got, clm, ymm := y0, y0, y0, y0
		updateTwin(&k.Powers, &want, data)
		updateAVX512(&k.Powers, &got, data)
		updateCLMUL(&k.Powers, &clm, data)
		updateAVX2(&k.Powers, &ymm, data)
		if got != want || clm != want || ymm != want {
			t.Fatalf("%d blocks: AVX512 %x, CLMUL %x, AVX2 %x, want %x", n, got, clm, ymm, want)
		}
	}
}

// TestInitKeyAgainstGeneric checks initKeyCLMUL and initKeyAVX512 against
// the powers computed from Algorithm 1 (eagerTables), for H with and
// without the bit adjust shifts out and for random H.
func TestInitKeyAgainstGeneric(t *testing.T) {
	if !supportsCLMUL {
		t.Skip("no PCLMULQDQ")
	}
	r := rand.NewChaCha8([32]byte{6})
	keys := [][16]byte{{}, {0x80}, {15: 1}, {15: 0x80}, {7: 1}, {8: 0x80}}
	for range 200 {
		keys = append(keys, [16]byte(randBytes(r, 16)))
	}
	for _, h := range keys {
		eager, _, _ := eagerTables(h)
		var want [NumPowers][16]byte
		for i := 1; i <= NumPowers; i++ {
			want[NumPowers-i] = eager[i-1]
		}
		var got [NumPowers][16]byte
		initKeyCLMUL(&got, &h)
		if got != want {
			t.Fatalf("H=%x: initKeyCLMUL\n%x, want\n%x", h, got, want)
		}
		if supportsVPCLMULAVX512 {
			got = [NumPowers][16]byte{}
			initKeyAVX512(&got, &h)
			if got != want {
				t.Fatalf("H=%x: initKeyAVX512\n%x, want\n%x", h, got, want)
			}
		}
	}
}
