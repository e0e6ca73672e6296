// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package cpu

import (
	"os"
	"strings"
	"testing"
)

// TestWideAESCLMULAgainstProcCPUInfo checks the CPUID reader against the
// flags Linux reports, which it reads from CPUID independently.
func TestWideAESCLMULAgainstProcCPUInfo(t *testing.T) {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skip("no /proc/cpuinfo:", err)
	}
	var flags map[string]bool
	for _, line := range strings.Split(string(b), "\n") {
		if name, value, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(name) == "flags" {
			flags = map[string]bool{}
			for _, f := range strings.Fields(value) {
				flags[f] = true
			}
			break
		}
	}
	if flags == nil {
		t.Skip("/proc/cpuinfo has no flags line")
	}
	vaes, vpclmulqdq := wideAESCLMUL()
	if vaes != flags["vaes"] {
		t.Errorf("CPUID VAES = %v, /proc/cpuinfo vaes = %v", vaes, flags["vaes"])
	}
	if vpclmulqdq != flags["vpclmulqdq"] {
		t.Errorf("CPUID VPCLMULQDQ = %v, /proc/cpuinfo vpclmulqdq = %v", vpclmulqdq, flags["vpclmulqdq"])
	}
	if os.Getenv("GODEBUG") == "" && flags["avx2"] && flags["aes"] && flags["vaes"] && !X86HasVAES {
		t.Error("the CPU has VAES with AVX2 but X86HasVAES is false")
	}
	if os.Getenv("GODEBUG") == "" && flags["avx2"] && flags["pclmulqdq"] && flags["vpclmulqdq"] && !X86HasVPCLMULQDQ {
		t.Error("the CPU has VPCLMULQDQ with AVX2 but X86HasVPCLMULQDQ is false")
	}
}
