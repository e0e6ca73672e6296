package ctgrind

// Secret marks b as secret: under valgrind's memcheck, any branch, memory
// address or other "use" that depends on these bytes is reported as a use
// of uninitialised memory (VALGRIND_MAKE_MEM_UNDEFINED). Values computed
// from b inherit the mark. Without the valgrind build tag, or when not
// running under valgrind, it does nothing.
//
// The marking is of the bytes' current location only: a copy made before
// the call is not marked.
//
//go:noinline
func Secret(b []byte) {
	if enabled && len(b) > 0 {
		makeMemUndefined(b)
	}
}

// Public marks b as public again (VALGRIND_MAKE_MEM_DEFINED), for example
// a ciphertext or a signature that is about to be compared or printed.
// Without the valgrind build tag, or when not running under valgrind, it
// does nothing.
//
//go:noinline
func Public(b []byte) {
	if enabled && len(b) > 0 {
		makeMemDefined(b)
	}
}

// Enabled reports whether this binary was built with the client requests
// (build tag valgrind, on linux/amd64). It does not say whether it runs
// under valgrind; see RunningOnValgrind.
func Enabled() bool { return enabled }

// RunningOnValgrind reports whether the process runs under valgrind and
// the client requests are compiled in.
func RunningOnValgrind() bool { return enabled && runningOnValgrind() }
