// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind

import (
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

// The unexported names are for the entry points written before the
// helpers were exported (files of package ctgrind).

func selectTier(t *testing.T, pkg, name string) { t.Helper(); SelectTier(t, pkg, name) }

func secretCopy(t *testing.T, b []byte) []byte { t.Helper(); return SecretCopy(t, b) }

func declassifyBool(v bool) bool { return DeclassifyBool(v) }
