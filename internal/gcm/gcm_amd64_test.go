// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package gcm

// The amd64 tiers and fused kernels, written out apart from the tables in
// internal/aes, internal/ghash and gcm_amd64.go so that a renamed tier or a
// dropped table row fails TestFusedChoice.
func init() {
	wantAESTiers = []string{"VAES-AVX512", "VAES-AVX2", "AES-NI", "VPAES-SSSE3"}
	wantGHASHTiers = []string{"VPCLMULQDQ-AVX512", "VPCLMULQDQ-AVX2", "CLMUL", "SSSE3"}
	wantFused = map[[2]string]string{
		{"VAES-AVX512", "VPCLMULQDQ-AVX512"}: "VAES-AVX512+VPCLMULQDQ-AVX512",
		{"VAES-AVX512", "VPCLMULQDQ-AVX2"}:   "VAES-AVX2+VPCLMULQDQ-AVX2",
		{"VAES-AVX2", "VPCLMULQDQ-AVX512"}:   "VAES-AVX2+VPCLMULQDQ-AVX2",
		{"VAES-AVX2", "VPCLMULQDQ-AVX2"}:     "VAES-AVX2+VPCLMULQDQ-AVX2",
		{"VAES-AVX512", "CLMUL"}:             "AES-NI+CLMUL",
		{"VAES-AVX2", "CLMUL"}:               "AES-NI+CLMUL",
		{"AES-NI", "VPCLMULQDQ-AVX512"}:      "AES-NI+CLMUL",
		{"AES-NI", "VPCLMULQDQ-AVX2"}:        "AES-NI+CLMUL",
		{"AES-NI", "CLMUL"}:                  "AES-NI+CLMUL",
	}
}
