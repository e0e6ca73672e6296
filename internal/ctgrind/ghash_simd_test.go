// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
)

// Vector-permute GHASH tiers (internal/ghash/ghash_simd.go): the hash key,
// the running hash and the data are secret; key setup (the transposed
// tables) is checked too. 67 blocks run both the 4-block batch loop and the
// single-block loop.

func TestCTGHASHSSSE3Update(t *testing.T) { ctGHASHUpdate(t, "SSSE3") }

// NEON runs only where valgrind runs arm64 code; on amd64 it skips.
func TestCTGHASHNEONUpdate(t *testing.T) { ctGHASHUpdate(t, "NEON") }

// Key setup alone (Init, then the transposed tables built by the first
// Update) for the SSSE3 tier; ctGHASHKeySetup is in gcm_test.go.
func TestCTGHASHSSSE3KeySetup(t *testing.T) { ctGHASHKeySetup(t, "SSSE3") }

func ctGHASHUpdate(t *testing.T, tier string) {
	ctgrind.SelectTier(t, "ghash", tier)
	h := ctgrind.SecretCopy(t, []byte("0123456789abcdef"))
	var k ghash.Key
	k.Init((*[16]byte)(h))
	if k.Tier().String() != tier {
		t.Fatalf("key tier %s, want %s", k.Tier(), tier)
	}
	data := make([]byte, 67*16+5) // and a partial block
	for i := range data {
		data[i] = byte(i * 29)
	}
	data = ctgrind.SecretCopy(t, data)
	y := ctgrind.SecretCopy(t, make([]byte, 16))
	k.Update((*[16]byte)(y), data)
	k.UpdateLengths((*[16]byte)(y), 0, uint64(len(data)))
	ctgrind.Public(y)
}
