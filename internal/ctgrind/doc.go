// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ctgrind checks constant-time code with valgrind's memcheck, the
// method of Adam Langley's ctgrind: bytes marked Secret are "undefined" to
// memcheck, which then reports every conditional branch and every memory
// address computed from them. Constant-time code never does either, so
// a clean memcheck run over a secret input is evidence (for the code paths
// and the CPU tier that ran) that nothing depends on it.
//
// The client requests that mark memory exist only in builds with the tag
// valgrind on linux/amd64 and linux/386 (ctgrind_amd64.s and
// ctgrind_386.s issue them; Go's runtime, under
// the same tag, describes its allocator and stacks to valgrind). Elsewhere
// Secret and Public are empty and inline away, so library code may call
// Public at no cost, and the entry points also run as ordinary tests on
// every GOARCH.
//
// # Running
//
//	bash .ci/ctgrind.sh                         # all TestCanary* and TestCT* tests
//	CTGRIND_RUN=AES CTGRIND_LOGDIR=/tmp/ctg bash .ci/ctgrind.sh
//	CTGRIND_MODE=each bash .ci/ctgrind.sh       # one valgrind process per test
//
// The script builds this package's tests with -tags valgrind and runs them
// under memcheck, first all in one process (fast: a Go binary needs about
// two CPU-seconds just to start under valgrind), then, if anything is
// wrong, each test alone for an exact verdict. It counts only reports whose
// uninitialised value was created by Secret's client request, and prints
// one line per test:
//
//	ctgrind: TestCTAESBaseEncrypt   clean  0 site(s)  0.05s  ok
//
// It fails if a TestCT* test is reported, if a TestCanary* test (deliberate
// leaks that prove the harness works) is not, or if a test fails.
//
// Go runs quietly under memcheck with -tags valgrind (the runtime then
// describes its heap and goroutine stacks to valgrind),
// GODEBUG=asyncpreemptoff=1, GOMAXPROCS=1 and --max-stackframe=65536; with
// memcheck's default of 2 MB, the runtime's switches between goroutine and
// system stacks look like huge frames and draw some two thousand reports
// per run (see the script for the measurements).
//
// # Adding an entry point
//
// Each area adds a file internal/ctgrind/<area>_test.go in the external
// test package ctgrind_test, with tests named TestCT<Primitive><Tier><Operation>.
// (It must be the external package: library code may import ctgrind to
// declassify with Public, and a file of package ctgrind importing that
// library would be an import cycle.) A test:
//
//  1. selects the tier it checks with ctgrind.SelectTier(t, pkg, name)
//     (impl.Select, impl.Reset at cleanup, a skip if the tier is not
//     supported here);
//  2. builds its inputs and marks the secret ones: ctgrind.SecretCopy(t, b)
//     returns a marked copy and unmarks it at cleanup (or call
//     ctgrind.Secret and defer ctgrind.Public). Mark the bytes the code
//     will actually read: mark the key before key setup to check key setup
//     too;
//  3. runs the operation once or a few times (valgrind is 20 to 50 times
//     slower than native);
//  4. marks the outputs public before looking at them: ctgrind.Public(out).
//     A comparison, t.Logf or fmt of a value derived from a secret is itself
//     a branch on it and would be reported. ctgrind.DeclassifyBool and
//     ctgrind.DeclassifyInt return a value after clearing its mark.
//
// For example:
//
//	package ctgrind_test
//
//	func TestCTAESBaseEncrypt(t *testing.T) {
//		ctgrind.SelectTier(t, "aes", impl.Base)
//		key := ctgrind.SecretCopy(t, make([]byte, 16))
//		b, err := aes.NewCipher(key) // key expansion is checked too
//		if err != nil {
//			t.Fatal(err)
//		}
//		pt, ct := ctgrind.SecretCopy(t, make([]byte, 16)), make([]byte, 16)
//		b.Encrypt(ct, pt)
//		ctgrind.Public(ct)
//	}
//
// Public values may be used freely: lengths, the public key, a signature
// being verified, the nonce of GCM. A secret-dependent result that the
// algorithm reveals anyway (whether a tag matched) is declassified in the
// library with Public right where it becomes public, as in BoringSSL's
// constant_time_declassify; everything computed before it stays checked.
//
// # What is covered
//
// Only the code that runs, on the CPU valgrind emulates. Valgrind 3.19 on
// amd64 reports AES-NI, PCLMULQDQ, SSSE3, SSE4.1, AVX, AVX2 and BMI2, but no
// ADX, no AVX-512 (so no VAES, VPCLMULQDQ or IFMA) even on a host that has
// them, and it cannot run AVX-512 instructions. Tiers that need those
// features cannot be checked here; their tests must skip (the script
// prints the emulated features first). On 386 (`GOARCH=386 bash
// .ci/ctgrind.sh`) valgrind's x86 guest has SSE2 and SSSE3 but no AES-NI
// or PCLMULQDQ, and its 32-bit code generator aborts on memcheck's
// instrumentation of PSHUFB, so the 386 run checks the Base code as 386
// compiles it and bigmod/SSE2, and leaves the vector-permute tiers to the
// amd64 run. Valgrind also checks the
// instructions, not the CPU: a variable-time instruction (a division whose
// latency depends on its operands, for example) is not reported.
package ctgrind
