// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package ghash

import (
	"math/rand/v2"
	"testing"
)

// TestNEONArmAgainstGeneric calls the kernel directly against updateTwin at 0..40
// blocks with random keys, states and data, and with all-zero and all-ones
// ones (every carry and every wrapped lane of the byte products).
func TestNEONArmAgainstGeneric(t *testing.T) {
	if !supportsNEON {
		t.Skip("CPU lacks NEON")
	}
	r := rand.New(rand.NewPCG(31, 32))
	fill := func(b []byte, mode int) {
		for i := range b {
			switch mode {
			case 0:
				b[i] = byte(r.Uint32())
			case 1:
				b[i] = 0xff
			case 2:
				b[i] = 0
			}
		}
	}
	for trial := 0; trial < 120; trial++ {
		mode := 0
		if trial%10 == 1 {
			mode = 1
		} else if trial%10 == 2 {
			mode = 2
		}
		var h, y0 [16]byte
		fill(h[:], mode)
		fill(y0[:], mode)
		if mode == 2 {
			h[15] = 1 // some key
		}
		pow := armPowers(&h)
		n := trial % 41
		data := make([]byte, 16*n)
		fill(data, mode)
		want, got := y0, y0
		updateTwin(pow, &want, data)
		updateNEON(&pow[NumPowers-1], &got, data)
		if got != want {
			t.Fatalf("trial %d, %d blocks: NEON %x, want %x", trial, n, got, want)
		}
	}
}

// armPowers is the main power table of h built by the generic
// multiplication alone.
func armPowers(h *[16]byte) *[NumPowers][16]byte {
	pow := new([NumPowers][16]byte)
	adjust(loadElement(h)).storeLE(&pow[NumPowers-1])
	h1 := loadElementLE(&pow[NumPowers-1])
	for i := NumPowers - 2; i >= 0; i-- {
		mulAdjusted(loadElementLE(&pow[i+1]), h1).storeLE(&pow[i])
	}
	return pow
}

// TestNEONArmPowersAgainstGeneric checks the table kernel, and the table
// Key.Init builds on a carry-less tier, against the generic multiplication.
func TestNEONArmPowersAgainstGeneric(t *testing.T) {
	if !supportsNEON {
		t.Skip("CPU lacks NEON")
	}
	r := rand.New(rand.NewPCG(35, 36))
	for trial := 0; trial < 50; trial++ {
		var h [16]byte
		for i := range h {
			h[i] = byte(r.Uint32())
		}
		want := armPowers(&h)
		var got [NumPowers][16]byte
		got[NumPowers-1] = want[NumPowers-1]
		initPowersNEON(&got)
		if got != *want {
			t.Fatalf("key %x: powers\n%x, want\n%x", h, got, *want)
		}
		var k Key
		k.Init(&h)
		if k.carryless() && k.Powers != *want {
			t.Fatalf("key %x: Init's powers\n%x, want\n%x", h, k.Powers, *want)
		}
	}
}
