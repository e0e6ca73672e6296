// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package cpu is the one place in ctcrypto that reads CPU features.
//
// It reads them through golang.org/x/sys/cpu, which honours GODEBUG
// settings such as GODEBUG=cpu.aes=off,cpu.pclmulqdq=off, so a feature can be
// turned off for a whole process to exercise the tiers below it. Every
// engine chooses its tier from these flat booleans, and nothing else in the
// module imports golang.org/x/sys/cpu.
package cpu

import "golang.org/x/sys/cpu"

// amd64 / 386 features.
var (
	X86HasSSE2       = cpu.X86.HasSSE2
	X86HasAESNI      = cpu.X86.HasAES
	X86HasPCLMULQDQ  = cpu.X86.HasPCLMULQDQ
	X86HasSSSE3      = cpu.X86.HasSSSE3
	X86HasSSE41      = cpu.X86.HasSSE41
	X86HasAVX        = cpu.X86.HasAVX
	X86HasAVX2       = cpu.X86.HasAVX2
	X86HasBMI2       = cpu.X86.HasBMI2
	X86HasADX        = cpu.X86.HasADX
	X86HasAVX512     = cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512DQ
	X86HasAVX512IFMA = X86HasAVX512 && cpu.X86.HasAVX512IFMA
	// VAES and VPCLMULQDQ are wide forms of AES-NI and PCLMULQDQ: turning
	// the narrow feature off (GODEBUG=cpu.aes=off) turns the wide one off
	// too, so a single switch moves every AES path to the next tier. They
	// are only useful with AVX2 (256-bit forms) or AVX-512 (512-bit forms).
	X86HasVAES       = cpuidVAES && X86HasAESNI && X86HasAVX2
	X86HasVPCLMULQDQ = cpuidVPCLMULQDQ && X86HasPCLMULQDQ && X86HasAVX2

	cpuidVAES, cpuidVPCLMULQDQ = wideAESCLMUL()
)

// arm64 features.
var (
	ARM64HasAES   = cpu.ARM64.HasAES
	ARM64HasPMULL = cpu.ARM64.HasPMULL
	ARM64HasASIMD = cpu.ARM64.HasASIMD
)

// ppc64le features: ISA 2.07 (POWER8) has the vector AES and carry-less
// multiply instructions (VCIPHER, VPMSUMD); ISA 3.0 (POWER9) adds the
// byte-reversing vector loads and stores (LXVB16X, STXVB16X).
var (
	PPC64IsPOWER8 = cpu.PPC64.IsPOWER8
	PPC64IsPOWER9 = cpu.PPC64.IsPOWER9
)

// 32-bit Arm features.
var ARMHasNEON = cpu.ARM.HasNEON

// s390x CPACF functions: KM, KMC and KMCTR for AES-128/192/256, KMA-GCM,
// KIMD-GHASH. ctcrypto does not run them itself; they say whether the
// standard library's crypto/aes and crypto/cipher do (see internal/aes's
// CPACF tier). One flat boolean per flag, like the x86 block above: the
// engines read them by name.
var (
	S390XHasAES    = cpu.S390X.HasAES
	S390XHasAESCBC = cpu.S390X.HasAESCBC
	S390XHasAESCTR = cpu.S390X.HasAESCTR
	S390XHasAESGCM = cpu.S390X.HasAESGCM
	S390XHasGHASH  = cpu.S390X.HasGHASH
)

// Feature is one named CPU feature flag, for `ctcrypto cpu`.
type Feature struct {
	Name  string
	Value bool
}

// Features lists the flags of this package relevant to the running
// architecture family, in a stable order.
func Features() []Feature {
	return []Feature{
		{"X86HasSSE2", X86HasSSE2},
		{"X86HasAESNI", X86HasAESNI},
		{"X86HasPCLMULQDQ", X86HasPCLMULQDQ},
		{"X86HasSSSE3", X86HasSSSE3},
		{"X86HasSSE41", X86HasSSE41},
		{"X86HasAVX", X86HasAVX},
		{"X86HasAVX2", X86HasAVX2},
		{"X86HasBMI2", X86HasBMI2},
		{"X86HasADX", X86HasADX},
		{"X86HasAVX512", X86HasAVX512},
		{"X86HasAVX512IFMA", X86HasAVX512IFMA},
		{"X86HasVAES", X86HasVAES},
		{"X86HasVPCLMULQDQ", X86HasVPCLMULQDQ},
		{"ARM64HasAES", ARM64HasAES},
		{"ARM64HasPMULL", ARM64HasPMULL},
		{"ARM64HasASIMD", ARM64HasASIMD},
		{"PPC64IsPOWER8", PPC64IsPOWER8},
		{"PPC64IsPOWER9", PPC64IsPOWER9},
		{"ARMHasNEON", ARMHasNEON},
		{"S390XHasAES", S390XHasAES},
		{"S390XHasAESCBC", S390XHasAESCBC},
		{"S390XHasAESCTR", S390XHasAESCTR},
		{"S390XHasAESGCM", S390XHasAESGCM},
		{"S390XHasGHASH", S390XHasGHASH},
	}
}
