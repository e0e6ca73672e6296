// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind

import (
	"crypto/subtle"
	"testing"
)

// The canaries check the checker. Each TestCanary* test does something a
// constant-time implementation must not do with a secret, and
// .ci/ctgrind.sh fails unless valgrind reports it; the TestCT* controls do
// the same jobs in constant time and must not be reported. Natively they
// only run the code.

// sink keeps results alive so the compiler cannot drop the work.
var sink int

// table is indexed by a secret in TestCanaryTableIndex.
var table [256]byte

func init() {
	for i := range table {
		table[i] = byte(i*167 + 13)
	}
}

//go:noinline
func rareWork(x int) int { return x*31 + 7 }

// branchOnSecret takes a real conditional jump on b: a call cannot be
// turned into a conditional move.
//
//go:noinline
func branchOnSecret(b byte) int {
	if b&1 == 1 {
		return rareWork(int(b))
	}
	return 0
}

//go:noinline
func lookupSecret(b byte) byte { return table[b] }

// equalEarlyExit returns at the first difference, so its running time
// says where a and b first differ.
//
//go:noinline
func equalEarlyExit(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// lookupMasked reads every entry of table and keeps the one at index b
// with a mask, so the memory addresses do not depend on b.
//
//go:noinline
func lookupMasked(b byte) byte {
	var out byte
	for i := range table {
		// x is 0 exactly when i == b; (x-1)>>8 is then all ones.
		x := uint32(i) ^ uint32(b)
		mask := byte((x - 1) >> 8)
		out |= table[i] & mask
	}
	return out
}

// equalMasked ORs together all differences and turns "zero" into 1
// without a branch.
//
//go:noinline
func equalMasked(a, b []byte) int {
	var v byte
	for i := range a {
		v |= a[i] ^ b[i]
	}
	// (v-1)>>31 on a 32-bit value is 1 exactly when v was 0.
	return int((uint32(v) - 1) >> 31)
}

func secretBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*29 + 3)
	}
	return b
}

func TestCanaryBranch(t *testing.T) {
	s := secretBytes(1)
	Secret(s)
	defer Public(s)
	sink += branchOnSecret(s[0])
}

func TestCanaryTableIndex(t *testing.T) {
	s := secretBytes(1)
	Secret(s)
	defer Public(s)
	sink += int(lookupSecret(s[0]))
}

func TestCanaryEarlyExitCompare(t *testing.T) {
	a, b := secretBytes(32), secretBytes(32)
	b[20] ^= 1
	Secret(a)
	defer Public(a)
	if equalEarlyExit(a, b) {
		sink++
	}
}

func TestCTConstantTimeCompare(t *testing.T) {
	a, b := secretBytes(32), secretBytes(32)
	b[20] ^= 1
	Secret(a)
	Secret(b)
	defer Public(a)
	defer Public(b)
	std := subtle.ConstantTimeCompare(a, b)
	ours := equalMasked(a, b)
	if DeclassifyInt(std) != 0 || DeclassifyInt(ours) != 0 {
		t.Error("different inputs compare equal")
	}
}

func TestCTMaskedTableLookup(t *testing.T) {
	s := secretBytes(1)
	Secret(s)
	defer Public(s)
	got := lookupMasked(s[0])
	if DeclassifyInt(int(got)) != int(table[secretBytes(1)[0]]) {
		t.Error("masked lookup returned the wrong entry")
	}
}

func TestSecretPublicNative(t *testing.T) {
	// Without valgrind the calls change nothing.
	b := secretBytes(8)
	Secret(b)
	Public(b)
	Secret(nil)
	Public(nil)
	if !equalEarlyExit(b, secretBytes(8)) {
		t.Error("Secret or Public changed the bytes")
	}
	if RunningOnValgrind() && !Enabled() {
		t.Error("running on valgrind without the client requests")
	}
	t.Logf("Enabled() = %v, RunningOnValgrind() = %v", Enabled(), RunningOnValgrind())
}

func TestCTHelpers(t *testing.T) {
	SelectTier(t, "ctgrind-none", "Base") // Base is always supported
	a := SecretCopy(t, secretBytes(32))
	b := SecretCopy(t, secretBytes(32))
	if !DeclassifyBool(equalMasked(a, b) == 1) || DeclassifyInt(equalMasked(a, b)) != 1 {
		t.Error("equal inputs compare different")
	}
}
