// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !ctcrypto_forcecpacf

package cpu

// TestForceCPACF is off: the CPACF tiers follow the CPU (forcecpacf.go).
const TestForceCPACF = false
