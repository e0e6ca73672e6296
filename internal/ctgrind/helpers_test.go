package ctgrind

import (
	"testing"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// Helpers for the TestCT* entry points of every area (files in this
// package). See doc.go.

// selectTier makes tier name of pkg the one engines pick at key setup, for
// the rest of the test, and skips the test if this machine (or valgrind's
// emulated CPU) does not support it.
func selectTier(t *testing.T, pkg, name string) {
	t.Helper()
	if !impl.Select(pkg, name) {
		t.Skipf("tier %s/%s is not supported here", pkg, name)
	}
	t.Cleanup(func() { impl.Reset(pkg) })
}

// secretCopy returns a copy of b marked Secret, and marks it Public again
// when the test ends.
func secretCopy(t *testing.T, b []byte) []byte {
	t.Helper()
	c := append([]byte(nil), b...)
	Secret(c)
	t.Cleanup(func() { Public(c) })
	return c
}

// declassifyBool returns v after marking it public, for a secret-dependent
// result the algorithm reveals anyway (a tag check, a padding check).
func declassifyBool(v bool) bool {
	// Copy v's byte without a branch (a bool is stored as 0 or 1), clear
	// the mark on the copy, and read it back from memory after the call.
	b := []byte{*(*byte)(unsafe.Pointer(&v))}
	Public(b)
	return b[0] == 1
}
