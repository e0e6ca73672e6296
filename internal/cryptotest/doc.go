// Package cryptotest is ctcrypto's shared test infrastructure: the tier
// runner (TestAllImplementations, Main), conformance suites for the
// crypto/cipher interfaces (TestBlock, TestStream, TestStreamFromBlock,
// TestBlockMode, TestAEAD) and the pinned Wycheproof vectors
// (LoadWycheproof and the small types in wycheproof.go).
//
// It is imported only by tests. Nothing in it is constant-time and nothing
// in it needs to be.
package cryptotest
