// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"encoding/json"
	"io"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func init() {
	// Cheap fake families, reachable only through -filter selftest.
	nop := func(int) (func(), error) { return func() {}, nil }
	register(benchmark{Order: 9000, Prefix: "SELFTEST-bulk", Suffix: "seal", Chunked: true, Ours: nop, Stdlib: nop})
	register(benchmark{Order: 9001, Prefix: "SELFTEST pk", Suffix: "signing", Ours: nop, Stdlib: nop})
	// Operations that report a cost unrelated to the time they take: 250µs
	// for ours and 1ms for the standard library's, so 4000 and 1000 ops/s.
	reports := func(d time.Duration) timedSetup {
		return func(int) (func() time.Duration, error) {
			return func() time.Duration { return d }, nil
		}
	}
	// Reachable through -filter timedtest.
	registerTimed(benchmark{Order: 9002, Prefix: "TIMEDTEST", Suffix: "handshake"},
		reports(250*time.Microsecond), reports(time.Millisecond))
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

// TestSpeedTimed checks that a timed benchmark's figures come from the
// costs its operations report, not from the wall clock.
func TestSpeedTimed(t *testing.T) {
	for _, threads := range []string{"1", "2"} {
		code, out, errOut := runCmd("speed", "-filter", "timedtest", "-timeout", "0.02", "-compare", "stdlib", "-json", "-threads", threads)
		if code != 0 {
			t.Fatalf("exit %d, stderr %q", code, errOut)
		}
		var r result
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &r); err != nil {
			t.Fatalf("not one JSON line: %q: %v", out, err)
		}
		if r.Op != "TIMEDTEST handshake" || r.StdlibOpsPerSec == nil || r.Ratio == nil {
			t.Fatalf("unexpected line %q", out)
		}
		// Each side runs until it has accumulated -timeout of reported
		// cost, in slices of 20ms of cost (or of wall time).
		n, _ := strconv.Atoi(threads)
		if r.Ops < int64(n)*80 || r.Us < 20000 || r.Us > 40000 {
			t.Errorf("threads %s: %d ops in %dus, want at least %d in 20000-40000us", threads, r.Ops, r.Us, n*80)
		}
		if r.OpsPerSec != 4000*float64(n) || *r.StdlibOpsPerSec != 1000*float64(n) || *r.Ratio != 4 {
			t.Errorf("threads %s: %v ops/s vs %v: ratio %v, want %d vs %d: 4", threads, r.OpsPerSec, *r.StdlibOpsPerSec, *r.Ratio, 4000*n, 1000*n)
		}
	}
}

func TestSpeedTLS(t *testing.T) {
	filter := "TLS 1.3"
	if testing.Short() {
		filter = "handshake (ECDSA P-256)" // no RSA key generation
	}
	code, out, errOut := runCmd("speed", "-filter", filter, "-timeout", "0.02", "-compare", "stdlib", "-json")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var want []string
	tier := map[string]string{}
	for _, side := range []string{"server", "client"} {
		for _, key := range []string{"RSA 2048", "ECDSA P-256", "ECDSA P-384"} {
			op := "TLS 1.3 " + side + " handshake (" + key + ")"
			if strings.Contains(strings.ToLower(op), strings.ToLower(filter)) {
				want = append(want, op)
			}
			tier[op] = impl.Active("nistec")
			if key == "RSA 2048" {
				tier[op] = impl.Active("bigmod")
			}
		}
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(want) {
		t.Fatalf("want %d lines, got %q", len(want), out)
	}
	for i, line := range lines {
		var r result
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("not JSON: %q: %v", line, err)
		}
		if r.Op != want[i] || r.Impl != tier[r.Op] || r.Ops < 1 || r.Ratio == nil || *r.Ratio <= 0 {
			t.Errorf("unexpected line %q (want op %q, impl %q)", line, want[i], tier[want[i]])
		}
	}
}

// TestServerClock checks that the thread CPU clock stands still while the
// goroutine sleeps, which is what leaves the client's turn out of a
// handshake's cost.
func TestServerClock(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the wall clock stands in on " + runtime.GOOS)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := threadClock()
	time.Sleep(50 * time.Millisecond)
	slept := threadClock() - start
	var x uint64
	for busy := time.Now(); time.Since(busy) < 20*time.Millisecond; x++ {
	}
	busy := threadClock() - start - slept
	if slept > 10*time.Millisecond || busy <= 0 {
		t.Errorf("thread clock advanced %v during a 50ms sleep, %v during 20ms of work (%d)", slept, busy, x)
	}
}

func TestMemPipe(t *testing.T) {
	a, b := memPipe()
	// Writes complete without a reader, in order, split as the reader likes.
	for _, s := range []string{"hello, ", "world"} {
		if n, err := a.Write([]byte(s)); n != len(s) || err != nil {
			t.Fatalf("Write: %d, %v", n, err)
		}
	}
	got := make([]byte, 3)
	if n, err := b.Read(got); n != 3 || err != nil || string(got) != "hel" {
		t.Fatalf("Read: %q, %v", got[:n], err)
	}
	done := make(chan string)
	go func() {
		rest, _ := io.ReadAll(b)
		done <- string(rest)
	}()
	time.Sleep(time.Millisecond) // let the reader block
	a.Write([]byte("!"))
	a.Close()
	if rest := <-done; rest != "lo, world!" {
		t.Errorf("read %q after close", rest)
	}
	if _, err := b.Write([]byte("x")); err == nil {
		t.Error("Write after the peer's Close succeeded")
	}
}
