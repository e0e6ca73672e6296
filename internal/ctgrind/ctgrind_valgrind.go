//go:build valgrind && linux && amd64

package ctgrind

import "unsafe"

const enabled = true

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
