// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

func init() {
	// Two cheap fake families, reachable only through -filter selftest.
	nop := func(int) (func(), error) { return func() {}, nil }
	register(benchmark{Order: 9000, Prefix: "SELFTEST-bulk", Suffix: "seal", Chunked: true, Ours: nop, Stdlib: nop})
	register(benchmark{Order: 9001, Prefix: "SELFTEST pk", Suffix: "signing", Ours: nop, Stdlib: nop})
}

func runCmd(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestSpeedLineFormat(t *testing.T) {
	code, out, errOut := runCmd("speed", "-filter", "selftest", "-timeout", "0.02", "-chunks", "16,8192")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	// BoringSSL's `bssl speed` line shapes, with and without MB/s.
	bulk := regexp.MustCompile(`^Did \d+ SELFTEST-bulk \((16|8192) bytes\) seal operations in \d+us \(\d+\.\d ops/sec\): \d+\.\d MB/s$`)
	pk := regexp.MustCompile(`^Did \d+ SELFTEST pk signing operations in \d+us \(\d+\.\d ops/sec\)$`)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 3 lines, got %q", out)
	}
	for i, want := range []*regexp.Regexp{bulk, bulk, pk} {
		if !want.MatchString(lines[i]) {
			t.Errorf("line %d = %q, does not match %v", i, lines[i], want)
		}
	}
}

func TestSpeedCompareJSON(t *testing.T) {
	code, out, errOut := runCmd("speed", "-filter", "SELFTEST pk", "-timeout", "0.02", "-compare", "stdlib", "-json", "-threads", "2")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var r map[string]any
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &r); err != nil {
		t.Fatalf("not one JSON line: %q: %v", out, err)
	}
	for _, k := range []string{"op", "bytes", "impl", "ops", "us", "opsPerSec", "mbPerSec", "stdlibOpsPerSec", "ratio"} {
		if _, ok := r[k]; !ok {
			t.Errorf("JSON line lacks %q: %q", k, out)
		}
	}
	if r["op"] != "SELFTEST pk signing" || r["impl"] != "Base" {
		t.Errorf("unexpected op/impl in %q", out)
	}
}

func TestSpeedCompareText(t *testing.T) {
	code, out, _ := runCmd("speed", "-filter", "selftest-bulk", "-timeout", "0.02", "-chunks", "256", "-compare", "stdlib")
	if code != 0 || !regexp.MustCompile(`MB/s  vs stdlib \d+\.\d MB/s: \d+\.\d\dx\n$`).MatchString(out) {
		t.Errorf("exit %d, output %q", code, out)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"bogus"},
		{"speed", "-nope"},
		{"speed", "-impl", "NO-SUCH-TIER"},
		{"speed", "-compare", "openssl"},
		{"speed", "-chunks", "0"},
		{"speed", "-timeout", "-1"},
		{"speed", "-threads", "0"},
		{"speed", "extra"},
		{"cpu", "extra"},
	} {
		code, _, errOut := runCmd(args...)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if n := strings.Count(strings.TrimSpace(errOut), "\n"); len(args) > 0 && n != 0 {
			t.Errorf("%q: want a one-line error, got %q", args, errOut)
		}
	}
}

func TestCPU(t *testing.T) {
	code, out, _ := runCmd("cpu")
	if code != 0 || !strings.Contains(out, "Implementation tiers") {
		t.Errorf("exit %d, output %q", code, out)
	}
}
