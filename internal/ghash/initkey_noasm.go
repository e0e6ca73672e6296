// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package ghash

// archInitKey reports false: only amd64 fills the table from H in one
// call; other builds adjust H in Go and use archInitPowers or the levels.
func archInitKey(t Tier, pow *[NumPowers][16]byte, h *[16]byte) bool { return false }
