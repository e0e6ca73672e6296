// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestAssemblyStraightLine keeps the field and point assembly free of
// branches: every function of every tier runs on secrets, and valgrind
// (internal/ctgrind) cannot run the ADX tier to catch a branch on one. The
// only conditional jumps allowed are the tier dispatches of the entry
// points, which test a public flag loaded by the instruction just before.
func TestAssemblyStraightLine(t *testing.T) {
	files, err := filepath.Glob("*.s")
	if err != nil || len(files) == 0 {
		t.Fatalf("no assembly files found: %v", err)
	}
	amd64Cond := regexp.MustCompile(`^J[A-Z]+$`)                       // JMP is handled apart
	arm64Cond := regexp.MustCompile(`^(B\.[A-Z]+|CBZ|CBNZ|TBZ|TBNZ)$`) // conditional branches
	flagLoad := regexp.MustCompile(`^(CMPB ·use[A-Z0-9]+\+0\(SB\), \$0x00|MOVBU ·use[A-Z0-9]+\(SB\), R[0-9]+)$`)
	// ppc64le and s390x load the flag byte with MOVBZ; ppc64le then compares
	// it (CMP) and branches.
	ppc64Cond := regexp.MustCompile(`^(BEQ|BNE|BLT|BLE|BGT|BGE|BC|BDNZ|BDZ)$`)
	byteFlagLoad := regexp.MustCompile(`^MOVBZ ·use[A-Z0-9]+\(SB\), (R[0-9]+)$`)
	// s390x compares and branches in one instruction, after the flag load.
	s390xCond := regexp.MustCompile(`^(CMPBEQ|CMPBNE|CMPUBEQ|CMPUBNE|BRC)$`)
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		var fn, prev, prev2 string
		checked := 0
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if strings.HasPrefix(line, "TEXT ") {
				fn = strings.Fields(line)[1]
				prev, prev2 = "", ""
				continue
			}
			if line == "" || strings.HasPrefix(line, "//") || strings.HasSuffix(line, ":") {
				continue
			}
			op := strings.Fields(line)[0]
			cond := (amd64Cond.MatchString(op) && op != "JMP") || arm64Cond.MatchString(op)
			if cond {
				checked++
				if !flagLoad.MatchString(prev) {
					t.Errorf("%s: %s: conditional branch %q not preceded by a tier-flag load (previous: %q)", name, fn, line, prev)
				}
			}
			if ppc64Cond.MatchString(op) {
				checked++
				m := byteFlagLoad.FindStringSubmatch(prev2)
				if m == nil || prev != "CMP "+m[1]+", $0" {
					t.Errorf("%s: %s: conditional branch %q not preceded by a tier-flag load and its comparison (previous: %q, %q)", name, fn, line, prev2, prev)
				}
			}
			if s390xCond.MatchString(op) {
				checked++
				m := byteFlagLoad.FindStringSubmatch(prev)
				if m == nil || !strings.HasPrefix(line, op+" "+m[1]+", $0, ") {
					t.Errorf("%s: %s: conditional branch %q not a test of the tier flag loaded just before (previous: %q)", name, fn, line, prev)
				}
			}
			if op == "JMP" || op == "B" || op == "BR" {
				// An unconditional jump must leave the function (a tail
				// call to a symbol), never loop back.
				if !strings.HasSuffix(line, "(SB)") {
					t.Errorf("%s: %s: jump %q inside the function", name, fn, line)
				}
			}
			prev2, prev = prev, line
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d tier dispatches", name, checked)
	}
}
