// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build valgrind && linux && (amd64 || 386)

package ctgrind

import "unsafe"

const enabled = true

// Secret marks b as secret: under valgrind's memcheck, any branch, memory
// address or other "use" that depends on these bytes is reported as a use
// of uninitialised memory (VALGRIND_MAKE_MEM_UNDEFINED). Values computed
// from b inherit the mark. Without the valgrind build tag it does nothing
// and inlines away; not under valgrind, it does nothing.
//
// The mark is on the bytes' current location only: a copy made before the
// call is not marked.
//
// It is never inlined, so that memcheck's origin stacks name it, which is
// how .ci/ctgrind.sh tells secrets from the runtime's own reports.
//
//go:noinline
func Secret(b []byte) {
	if len(b) > 0 {
		makeMemUndefined(b)
	}
}

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
//
// It is never inlined, so that the caller reads b back from memory after
// the call rather than reusing a copy still held in a register.
//
//go:noinline
func Public(b []byte) {
	if len(b) > 0 {
		makeMemDefined(b)
	}
}

// Client request codes, from valgrind's valgrind.h and memcheck.h. They are
// part of valgrind's stable interface.
const (
	requestRunningOnValgrind = 0x1001
	// Memcheck's requests start at ('M'<<24 | 'C'<<16).
	requestMakeMemUndefined = 0x4d430001
	requestMakeMemDefined   = 0x4d430002
)

// clientRequest issues the valgrind client request described by args
// (request code and up to five arguments) and returns its result, or 0
// when not running under valgrind. It is written in assembly because the
// request is a magic instruction sequence, not a call.
//
//go:noescape
func clientRequest(args *[6]uintptr) uintptr

func makeMemUndefined(b []byte) {
	args := [6]uintptr{requestMakeMemUndefined, uintptr(unsafe.Pointer(unsafe.SliceData(b))), uintptr(len(b))}
	clientRequest(&args)
}

func makeMemDefined(b []byte) {
	args := [6]uintptr{requestMakeMemDefined, uintptr(unsafe.Pointer(unsafe.SliceData(b))), uintptr(len(b))}
	clientRequest(&args)
}

func runningOnValgrind() bool {
	args := [6]uintptr{requestRunningOnValgrind}
	return clientRequest(&args) != 0
}
