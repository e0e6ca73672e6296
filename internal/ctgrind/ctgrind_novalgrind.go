// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !valgrind || !linux || !(amd64 || 386)

package ctgrind

const enabled = false

// Secret marks b as secret: under valgrind's memcheck, any branch, memory
// address or other "use" that depends on these bytes is reported as a use
// of uninitialised memory (VALGRIND_MAKE_MEM_UNDEFINED). Values computed
// from b inherit the mark. Without the valgrind build tag it does nothing
// and inlines away; not under valgrind, it does nothing.
//
// The mark is on the bytes' current location only: a copy made before the
// call is not marked.
func Secret(b []byte) {}

// Public marks b as public again (VALGRIND_MAKE_MEM_DEFINED), for example
// a ciphertext or signature about to be compared or printed, or a result
// the algorithm reveals anyway (a tag check's verdict), which library code
// may declassify like this:
//
//	v := [1]byte{byte(ok)}
//	ctgrind.Public(v[:])
//	ok = int(v[0]) // read back from memory, after the call
//
// Without the valgrind build tag it does nothing and inlines away; not
// under valgrind, it does nothing.
func Public(b []byte) {}

func runningOnValgrind() bool { return false }
