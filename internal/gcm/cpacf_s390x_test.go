// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build s390x && !purego

package gcm

import (
	"bytes"
	"slices"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func init() { wantAESTiers, wantGHASHTiers = []string{"CPACF"}, nil }

// TestCPACFSupport checks the gcm CPACF tier's condition: the aes tier's
// (KM, KMC) and the standard library's for KMA or KIMD-GHASH GCM (KMCTR,
// KIMD-GHASH), and that the registry has what this CPU offers.
func TestCPACFSupport(t *testing.T) {
	for i := range 16 {
		aesF, cbc, ctr, gh := i&1 != 0, i&2 != 0, i&4 != 0, i&8 != 0
		if got := cpacfSupported(aesF, cbc, ctr, gh); got != (i == 15) {
			t.Errorf("cpacfSupported(%v, %v, %v, %v) = %v", aesF, cbc, ctr, gh, got)
		}
	}
	want := cpacfSupported(cpu.S390XHasAES, cpu.S390XHasAESCBC, cpu.S390XHasAESCTR, cpu.S390XHasGHASH) || cpu.TestForceCPACF
	if !slices.Equal(impl.List("gcm"), []string{"CPACF"}) || impl.Supported("gcm", "CPACF") != want {
		t.Errorf("gcm tiers %v, CPACF supported %v, want [CPACF] supported %v", impl.List("gcm"), impl.Supported("gcm", "CPACF"), want)
	}
	if !cpu.TestForceCPACF && !want && impl.Select("gcm", "CPACF") {
		t.Error("impl.Select chose the CPACF tier on a CPU without it")
	}
}

// TestCPACFChoice checks when a key is delegated to crypto/cipher: both
// CPACF tiers on and sizes crypto/cipher can express; every other key runs
// ctcrypto's GHASH over its block and gives the same bytes.
func TestCPACFChoice(t *testing.T) {
	key := bytes.Repeat([]byte{9}, 16)
	sizes := [][2]int{{12, 16}, {8, 16}, {12, 13}, {8, 13}}
	ref := make(map[[2]int][]byte)
	for _, s := range sizes[:3] {
		ref[s] = stdGCM(t, key, s[0], s[1]).Seal(nil, make([]byte, s[0]), []byte("plaintext"), []byte("ad"))
	}
	ref[sizes[3]] = ref[sizes[1]][:9+13] // crypto/cipher has no such AEAD: the tag truncated (SP 800-38D §7.1 step 6)
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		cryptotest.TestAllImplementations(t, "gcm", func(t *testing.T) {
			on := impl.Active("aes") == "CPACF" && impl.Active("gcm") == "CPACF"
			for _, s := range sizes {
				g := newAEAD(t, key, s[0], s[1])
				want := on && (s[0] == 12 || s[1] == 16)
				if got := g.std.aead() != nil; got != want || (g.Tier() == "CPACF") != want {
					t.Errorf("sizes %v: delegated %v (tier %s), want %v", s, got, g.Tier(), want)
				}
				k, err := NewKey(key, s[0], s[1])
				if err != nil {
					t.Fatal(err)
				}
				if k.Tier() != g.Tier() {
					t.Errorf("sizes %v: NewKey tier %s, New over a Block %s", s, k.Tier(), g.Tier())
				}
				for _, a := range []*AEAD{g, k} {
					ct := a.Seal(nil, make([]byte, s[0]), []byte("plaintext"), []byte("ad"))
					if !bytes.Equal(ct, ref[s]) {
						t.Errorf("sizes %v, tier %s: Seal differs from crypto/cipher", s, a.Tier())
					}
					if pt, err := a.Open(nil, make([]byte, s[0]), ct, []byte("ad")); err != nil || string(pt) != "plaintext" {
						t.Errorf("sizes %v, tier %s: Open = %q, %v", s, a.Tier(), pt, err)
					}
					ct[0] ^= 1
					out := make([]byte, 0, 64)
					if _, err := a.Open(out, make([]byte, s[0]), ct, []byte("ad")); err == nil || !bytes.Equal(out[:9], make([]byte, 9)) {
						t.Errorf("sizes %v, tier %s: forged Open accepted or left plaintext", s, a.Tier())
					}
				}
			}
			// A block of another tier is never delegated, whatever gcm says.
			if b, _ := aes.New(key); b.Std() == nil && newStdAEAD(&b.EncBlock, 12, 16).aead() != nil {
				t.Error("delegated a key without a crypto/aes block")
			}
		})
	})
}
