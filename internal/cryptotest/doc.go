// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package cryptotest is ctcrypto's shared test infrastructure:
//
//   - the tier runner: TestAllImplementations runs a test under Base and
//     every supported tier of a package; CTCRYPTO_REQUIRE_TIERS makes
//     missing tiers fail; Main (for TestMain) fails an unfiltered run in
//     which a supported tier was never exercised;
//   - conformance suites for the crypto/cipher interfaces: TestBlock,
//     TestStream, TestStreamFromBlock, TestBlockMode, TestAEAD (aliasing,
//     bounds, append semantics, panics on misuse, forgeries, allocations);
//   - differential fuzz helpers against a reference: FuzzBlock,
//     FuzzStream, FuzzBlockMode, FuzzAEAD;
//   - the pinned Wycheproof vectors (testdata/SOURCES.md): LoadWycheproof,
//     WycheproofHeader, Result, HexBytes, CheckFlags, Hex.
//
// It is imported only by tests. Nothing in it is constant-time and nothing
// in it needs to be.
package cryptotest
