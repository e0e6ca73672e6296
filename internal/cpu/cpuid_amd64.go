// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package cpu

// cpuid executes CPUID for leaf and subleaf.
func cpuid(leaf, subleaf uint32) (eax, ebx, ecx, edx uint32)

// wideAESCLMUL reports the VAES and VPCLMULQDQ bits of CPUID leaf 7
// (Intel SDM Vol. 2A, CPUID, Table 3-8: ECX bits 9 and 10), which cover
// the VEX-encoded 256-bit forms as well as the EVEX ones.
// golang.org/x/sys/cpu reports them only on CPUs with AVX-512
// (HasAVX512VAES, HasAVX512VPCLMULQDQ), which leaves out the AVX2 CPUs that
// have them (AMD Zen 3, Intel Alder Lake and later client cores). The
// caller still requires AVX2, whose flag includes the OS's saving of the
// YMM state (XGETBV).
func wideAESCLMUL() (vaes, vpclmulqdq bool) {
	if maxLeaf, _, _, _ := cpuid(0, 0); maxLeaf < 7 {
		return false, false
	}
	_, _, ecx, _ := cpuid(7, 0)
	return ecx&(1<<9) != 0, ecx&(1<<10) != 0
}
