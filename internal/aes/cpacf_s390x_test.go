// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build s390x && !purego

package aes

import (
	"bytes"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func init() {
	cpuTiers = []cpuTier{{"CPACF", cpacfSupported(cpu.S390XHasAES, cpu.S390XHasAESCBC) || cpu.TestForceCPACF}}
}

// TestCPACFSupport checks the tier's condition against the standard
// library's (KM and KMC for every key size), and that without the CPU
// flags (and the test tag) the registry refuses it.
func TestCPACFSupport(t *testing.T) {
	for _, c := range []struct{ km, kmc, want bool }{{false, false, false}, {true, false, false}, {false, true, false}, {true, true, true}} {
		if got := cpacfSupported(c.km, c.kmc); got != c.want {
			t.Errorf("cpacfSupported(%v, %v) = %v", c.km, c.kmc, got)
		}
	}
	if !cpu.TestForceCPACF && !cpacfSupported(cpu.S390XHasAES, cpu.S390XHasAESCBC) {
		if impl.Supported("aes", "CPACF") || impl.Select("aes", "CPACF") {
			t.Error("the CPACF tier is selectable on a CPU without KM/KMC AES")
		}
		if b := mustNew(t, make([]byte, 16)); b.Tier() != Base || b.Std() != nil {
			t.Errorf("key on %s with a crypto/aes block %v", b.Tier(), b.Std() != nil)
		}
	}
}

// TestCPACFKey checks what a CPACF key is: crypto/aes's block and no
// schedule of ctcrypto's, re-keyed from and to other tiers cleanly, and
// modes that run crypto/cipher's.
func TestCPACFKey(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		key := fromHex(fips197AppendixA[0].key)
		b := mustNew(t, key)
		if (b.Std() != nil) != (b.Tier() == CPACF) || (b.family == familyStd) != (b.Tier() == CPACF) {
			t.Fatalf("%s: family %d, crypto/aes block %v", b.Tier(), b.family, b.Std() != nil)
		}
		c, d := NewCTR(b, make([]byte, 16)), NewCBCEncrypter(b, make([]byte, 16))
		if c.std.ok() != (b.Tier() == CPACF) || d.std.ok() != (b.Tier() == CPACF) {
			t.Fatalf("%s: modes delegated %v %v", b.Tier(), c.std.ok(), d.std.ok())
		}
		// SetIV reaches crypto/cipher's mode.
		msg := bytes.Repeat([]byte{3}, 32)
		iv := bytes.Repeat([]byte{5}, 16)
		d.SetIV(iv)
		got := make([]byte, 32)
		d.CryptBlocks(got, msg)
		want := make([]byte, 32)
		v := [16]byte(iv)
		b.CBCEncrypt(want, msg, &v)
		if !bytes.Equal(got, want) {
			t.Fatalf("%s: CBC after SetIV differs", b.Tier())
		}
	})
}
