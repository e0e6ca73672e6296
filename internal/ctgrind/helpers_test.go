// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind

import (
	"math/rand/v2"
	"os"
	"testing"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// Helpers for the TestCT* entry points. They are exported from this test
// file so that entry points can live in the external test package
// ctgrind_test, which they must when the code they check imports ctgrind
// itself (to declassify a verdict with Public): a file of package ctgrind
// importing such a package would be an import cycle. See doc.go.

// SelectTier makes tier name of pkg the one engines pick at key setup, for
// the rest of the test, and skips the test if this machine (or valgrind's
// emulated CPU) does not support it.
func SelectTier(t *testing.T, pkg, name string) {
	t.Helper()
	if !impl.Select(pkg, name) {
		t.Skipf("tier %s/%s is not supported here", pkg, name)
	}
	t.Cleanup(func() { impl.Reset(pkg) })
}

// SecretCopy returns a copy of b marked Secret, and marks it Public again
// when the test ends.
func SecretCopy(t *testing.T, b []byte) []byte {
	t.Helper()
	c := append([]byte(nil), b...)
	Secret(c)
	t.Cleanup(func() { Public(c) })
	return c
}

// DeclassifyBool returns v after marking it public, for a secret-dependent
// result the algorithm reveals anyway (a tag check, a padding check).
func DeclassifyBool(v bool) bool {
	// Copy v's byte without a branch (a bool is stored as 0 or 1), clear
	// the mark on the copy, and read it back from memory after the call.
	b := []byte{*(*byte)(unsafe.Pointer(&v))}
	Public(b)
	return b[0] == 1
}

// DeclassifyInt is DeclassifyBool for an int.
func DeclassifyInt(v int) int {
	b := (*[unsafe.Sizeof(v)]byte)(unsafe.Pointer(&v))[:]
	c := append([]byte(nil), b...)
	Public(c)
	return *(*int)(unsafe.Pointer(&c[0]))
}

// SecretRand is a deterministic random source whose output is marked
// Secret, for key generation, nonces, salts and session keys: everything
// computed from it is checked. The seed fixes the stream, so a run's cost
// (rejected candidates, redrawn bases) is the same each time.
type SecretRand struct{ r *rand.ChaCha8 }

// NewSecretRand returns a SecretRand with the given seed.
func NewSecretRand(seed byte) SecretRand {
	return SecretRand{rand.NewChaCha8([32]byte{seed})}
}

func (s SecretRand) Read(b []byte) (int, error) {
	s.r.Read(b)
	Secret(b)
	return len(b), nil
}

// CustomRand sets GODEBUG=cryptocustomrand=1 for the rest of the test, so
// that ctcrypto reads the random source it is given (a SecretRand) and not
// crypto/rand.Reader. The settings already in GODEBUG (asyncpreemptoff=1
// under the harness) are kept: the runtime re-reads the whole variable.
func CustomRand(t *testing.T) {
	t.Helper()
	t.Setenv("GODEBUG", os.Getenv("GODEBUG")+",cryptocustomrand=1")
}

// KnownLeak skips the test unless CTGRIND_KNOWN_LEAKS=1 is set: the entry
// point has a reported secret-dependent branch or index, described by why,
// that is waiting for a fix in the library. With the variable set the
// harness runs it and reports the leak.
func KnownLeak(t *testing.T, why string) {
	t.Helper()
	if !KnownLeaks() {
		t.Skip("known leak (CTGRIND_KNOWN_LEAKS=1 runs it): " + why)
	}
}

// KnownLeaks reports whether CTGRIND_KNOWN_LEAKS=1 is set, for entry points
// that check the leak-free part of an API by default and the whole of it,
// known leak included, with the variable set.
func KnownLeaks() bool { return os.Getenv("CTGRIND_KNOWN_LEAKS") == "1" }
