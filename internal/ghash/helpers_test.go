// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"math/rand/v2"
	"strconv"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func cryptotestActive() string { return impl.Active("ghash") }

func itoa(n int) string { return strconv.Itoa(n) }

// allOnes is the all-ones block: every bit of a key, state or data set.
var allOnes = [16]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}

// edgeKeys returns the hash keys 0, x^0, x^127 and all ones, then n random
// keys from r.
func edgeKeys(r *rand.ChaCha8, n int) [][16]byte {
	keys := [][16]byte{{}, {0x80}, {15: 1}, allOnes}
	for range n {
		keys = append(keys, [16]byte(randBytes(r, 16)))
	}
	return keys
}

// trialKey returns the hash key and starting state of trial number trial
// of a kernel-twin test: H = 0 (every product vanishes), all ones (every
// bit set, y0 too), H = 1 (x^0 is bit 7 of byte 0: the identity), then
// random; y0 is random but in trial 1.
func trialKey(r *rand.ChaCha8, trial int) (h, y0 [16]byte) {
	switch trial {
	case 0:
		r.Read(y0[:])
	case 1:
		h, y0 = allOnes, allOnes
	case 2:
		h[0] = 0x80
		r.Read(y0[:])
	default:
		r.Read(h[:])
		r.Read(y0[:])
	}
	return h, y0
}

// trialData returns n blocks for trial number trial of a kernel-twin test
// (ghash_simd_test.go, ghash_arm64_test.go, ghash_ppc64le_test.go): all
// ones in trial 1, else random from r, starting 16 bytes into their
// allocation and followed by pad bytes of the same fill.
func trialData(r *rand.ChaCha8, trial, n, pad int) []byte {
	buf := make([]byte, 16+16*n+pad)
	if trial == 1 {
		for i := range buf {
			buf[i] = 0xff
		}
	} else {
		r.Read(buf)
	}
	return buf[16 : 16+16*n]
}
