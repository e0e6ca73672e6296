// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64) || purego

package gcm

// No fused kernels in this build; the tier lists are not checked here
// (internal/aes and internal/ghash check their own).
var (
	wantAESTiers, wantGHASHTiers []string
	wantFused                    map[[2]string]string
)
