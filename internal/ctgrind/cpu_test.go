// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

import (
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
)

// TestValgrindCPU logs the CPU features ctcrypto sees, so that
// .ci/ctgrind.sh can say which tiers its run covered: valgrind emulates a
// narrower CPU than the host (no AVX-512, VAES, VPCLMULQDQ, IFMA; see doc.go).
func TestValgrindCPU(t *testing.T) {
	var on, off []string
	for _, f := range cpu.Features() {
		if !strings.HasPrefix(f.Name, "X86") {
			continue
		}
		if f.Value {
			on = append(on, strings.TrimPrefix(f.Name, "X86Has"))
		} else {
			off = append(off, strings.TrimPrefix(f.Name, "X86Has"))
		}
	}
	where := "natively"
	if ctgrind.RunningOnValgrind() {
		where = "under valgrind"
	}
	t.Logf("CPU %s: has %s; lacks %s", where, strings.Join(on, " "), strings.Join(off, " "))
}
