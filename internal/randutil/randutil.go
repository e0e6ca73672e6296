// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package randutil chooses the randomness source for key generation,
// signing and encryption the way the standard library does since Go 1.26:
// the caller's io.Reader is ignored and crypto/rand.Reader is used, unless
// GODEBUG contains cryptocustomrand=1.
//
// crypto/rand.Reader is read at each call, not captured, so
// testing/cryptotest.SetGlobalRandom (which replaces it for the duration of
// a test) makes ctcrypto deterministic exactly as it does the standard
// library.
//
// The setting is read from the GODEBUG environment variable at each call.
// A //go:debug directive or a godebug line in go.mod sets the standard
// library's default but is not visible outside it, so with ctcrypto the
// environment variable is the only switch.
package randutil

import (
	cryptorand "crypto/rand"
	"io"
	"os"
	"strings"
)

// Reader returns the reader to draw secret randomness from: random when
// GODEBUG=cryptocustomrand=1 is set (and random is not nil), otherwise
// crypto/rand.Reader.
func Reader(random io.Reader) io.Reader {
	if random != nil && CustomRandEnabled() {
		return random
	}
	return cryptorand.Reader
}

// CustomRandEnabled reports whether GODEBUG sets cryptocustomrand=1. As in
// the runtime's parser, the last setting of a key wins.
func CustomRandEnabled() bool {
	env := os.Getenv("GODEBUG")
	if !strings.Contains(env, "cryptocustomrand") {
		return false
	}
	on := false
	for _, kv := range strings.Split(env, ",") {
		if k, v, ok := strings.Cut(strings.TrimSpace(kv), "="); ok && k == "cryptocustomrand" {
			on = v == "1"
		}
	}
	return on
}
