// Package ctgrind checks constant-time code with valgrind's memcheck, the
// method of Adam Langley's ctgrind: bytes marked Secret are "undefined" to
// memcheck, which then reports every conditional branch and every memory
// address computed from them. Constant-time code never does either, so
// a clean memcheck run over a secret input is evidence (for the code paths
// and the CPU tier that ran) that nothing depends on it.
//
// The client requests that mark memory exist only in builds with the tag
// valgrind on linux/amd64 (ctgrind_amd64.s issues them; Go's runtime, under
// the same tag, describes its allocator and stacks to valgrind). Elsewhere
// Secret and Public do nothing, so the tests below also run as ordinary
// tests on every GOARCH.
//
// # Running
//
//	bash .ci/ctgrind.sh                         # all TestCanary* and TestCT* tests
//	CTGRIND_RUN=AES CTGRIND_LOGDIR=/tmp/ctg bash .ci/ctgrind.sh
//
// The script builds this package's tests with -tags valgrind, runs each
// test alone under memcheck (GODEBUG=asyncpreemptoff=1, GOMAXPROCS=1) and
// counts only reports whose uninitialised value was created by Secret's
// client request; the runtime's own memcheck noise has other origins. It
// prints one line per test:
//
//	ctgrind: TestCTAESBaseEncrypt   clean  0 site(s)  3s  ok
//
// and fails if a TestCT* test is reported, if a TestCanary* test (deliberate
// leaks that prove the harness works) is not, or if a test fails.
//
// # Adding an entry point
//
// Each area adds a file internal/ctgrind/<area>_test.go (package ctgrind)
// with tests named TestCT<Primitive><Tier><Operation>. A test:
//
//  1. selects the tier it checks (impl.Select, with impl.Reset in
//     t.Cleanup), skipping if the tier is not supported here;
//  2. builds its inputs, then marks the secret ones: ctgrind.Secret(key),
//     ctgrind.Secret(plaintext). Mark the bytes the code will actually read:
//     if key setup copies the key, mark before key setup to check key
//     setup too, or mark the expanded key (exposed by a test hook) to check
//     only the operation;
//  3. runs the operation once or a few times (valgrind is 20 to 50 times
//     slower than native; keep each test under about 10 seconds);
//  4. marks the outputs public before looking at them: ctgrind.Public(out).
//     A comparison, t.Logf or fmt of a value derived from a secret is itself
//     a branch on it and would be reported;
//  5. defers ctgrind.Public on the secret buffers, so the marks do not
//     outlive the test.
//
// helpers_test.go has selectTier(t, pkg, name) (select, reset at cleanup,
// skip if unsupported), secretCopy(t, b) (a Secret copy, made Public at
// cleanup) and declassifyBool(v). For example:
//
//	func TestCTAESBaseEncrypt(t *testing.T) {
//		selectTier(t, "aes", impl.Base)
//		key := secretCopy(t, make([]byte, 16))
//		b, err := aes.NewCipher(key) // key expansion is checked too
//		if err != nil {
//			t.Fatal(err)
//		}
//		pt, ct := secretCopy(t, make([]byte, 16)), make([]byte, 16)
//		b.Encrypt(ct, pt)
//		Public(ct)
//	}
//
// Public values may be used freely: lengths, the public key, a signature
// being verified, the nonce of GCM. Data that is secret but legitimately
// revealed by the algorithm (for example the result of a tag check) must be
// passed through Public before it is branched on.
//
// # What is covered
//
// Only the code that runs, on the CPU valgrind emulates. Valgrind 3.19 on
// amd64 reports AES-NI, PCLMULQDQ, SSSE3, SSE4.1, AVX, AVX2 and BMI2, but no
// ADX, no AVX-512 (so no VAES, VPCLMULQDQ or IFMA) even on a host that has
// them, and it cannot run AVX-512 instructions. Tiers that need those
// features cannot be checked here; their tests must skip (the script
// prints the emulated features first). Valgrind also checks the
// instructions, not the CPU: a variable-time instruction (a division whose
// latency depends on its operands, for example) is not reported.
package ctgrind
