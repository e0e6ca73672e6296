// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// A benchmark is one family of `ctcrypto speed` lines. Each primitive adds
// its benchmarks from a file of its own (speed_aes.go, speed_gcm.go, ...)
// by calling register from an init function.
type benchmark struct {
	// Order sorts families the way bssl prints them: 100s for AES, 200s
	// for AES-GCM and GMAC, 300s for RSA, 400s for ECDSA and ECDH.
	Order int

	// Prefix and Suffix make the printed name: "Did N <Prefix> (<chunk>
	// bytes) <Suffix> operations in ..." for chunked benchmarks, "Did N
	// <Prefix> <Suffix> operations in ..." otherwise. Suffix may be empty.
	// -filter matches against Prefix+" "+Suffix, e.g. "AES-128-GCM seal".
	Prefix, Suffix string

	// Chunked benchmarks run once per chunk size (-chunks). Others run
	// once; if Bytes is non-zero their throughput is printed as MB/s too.
	Chunked bool
	Bytes   int

	// Package is the impl registry package whose tier does the work; it is
	// printed in -json output and -impl forces a tier of it.
	Package string

	// Ours and Stdlib set up one goroutine's worth of state for a chunk
	// size (0 for unchunked benchmarks) and return a function that performs
	// exactly one operation. Set-up work is not timed. Stdlib is nil where
	// the standard library has no counterpart.
	Ours   func(chunk int) (func(), error)
	Stdlib func(chunk int) (func(), error)
}

var benchmarks []benchmark

func register(b benchmark) { benchmarks = append(benchmarks, b) }
