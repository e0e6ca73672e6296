// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package ghash

import (
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// The ppc64le tier and the CPU feature it needs, written out apart from
// the table in ghash_ppc64le.go; TestTiers checks them.
func init() {
	cpuTiers = []cpuTier{
		{"VPMSUMD", cpu.PPC64IsPOWER8},
	}
}

// vpmsumdPowers builds the whole power table in Go (mulAdjusted), so that
// the twin test does not depend on the kernel building its own table.
func vpmsumdPowers(h *[16]byte) *[NumPowers][16]byte {
	var pow [NumPowers][16]byte
	h1 := adjust(loadElement(h))
	acc := h1
	acc.storeLE(&pow[NumPowers-1])
	for i := 2; i <= NumPowers; i++ {
		acc = mulAdjusted(acc, h1)
		acc.storeLE(&pow[NumPowers-i])
	}
	return &pow
}

// TestVPMSUMDTwin calls the kernel directly, in both forms (ISA 2.07 and,
// on POWER9 and later, ISA 3.0 loads), against updateTwin at 0..40 blocks
// (the 8-block loop and every tail of 1..7) with random, all-zero and
// all-ones keys, states and data, from a subslice, checking that nothing
// past the data is read into the hash and that Init's table (built by the
// kernel) equals the Go one.
func TestVPMSUMDTwin(t *testing.T) {
	if !cpu.PPC64IsPOWER8 {
		t.Skip("CPU lacks VPMSUMD")
	}
	saved := p9
	defer func() { p9 = saved }()
	forms := []bool{false}
	if cpu.PPC64IsPOWER9 {
		forms = append(forms, true)
	}
	r := rand.NewChaCha8([32]byte{8})
	for _, form := range forms {
		p9 = form
		for trial := range 8 {
			h, y0 := trialKey(r, trial)
			pow := vpmsumdPowers(&h)
			if impl.Supported("ghash", "VPMSUMD") {
				var k Key
				k.Init(&h)
				if k.Tier() == VPMSUMD && k.Powers != *pow {
					t.Fatalf("p9=%v trial %d: Init's powers differ from mulAdjusted's", form, trial)
				}
			}
			for n := 0; n <= 40; n++ {
				data := trialData(r, trial, n, 16) // garbage after it
				want, got := y0, y0
				updateTwin(pow, &want, data)
				updateVPMSUMD(pow, &got, data)
				if got != want {
					t.Fatalf("p9=%v trial %d, %d blocks: got %x, want %x", form, trial, n, got, want)
				}
			}
		}
	}
}

func TestVPMSUMDAllocs(t *testing.T) {
	if !cpu.PPC64IsPOWER8 {
		t.Skip("CPU lacks VPMSUMD")
	}
	var h, y [16]byte
	h[3] = 7
	pow := vpmsumdPowers(&h)
	data := make([]byte, 16*19)
	if n := testing.AllocsPerRun(10, func() { updateVPMSUMD(pow, &y, data) }); n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}
