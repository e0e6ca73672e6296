// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 || purego

package cpu

import "golang.org/x/sys/cpu"

// wideAESCLMUL reports golang.org/x/sys/cpu's flags where ctcrypto has no
// CPUID reader of its own (386 has no VAES or VPCLMULQDQ tier).
func wideAESCLMUL() (vaes, vpclmulqdq bool) {
	return cpu.X86.HasAVX512VAES, cpu.X86.HasAVX512VPCLMULQDQ
}
