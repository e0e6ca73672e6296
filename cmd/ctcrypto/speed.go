// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

const speedUsage = `usage: ctcrypto speed [flags]

Prints one line per measurement as it finishes, in BoringSSL's format:
  Did 1342000 AES-128-GCM (8192 bytes) seal operations in 1000043us (1341942.3 ops/sec): 10993.2 MB/s
With -compare stdlib the same operation is measured with the Go standard
library in the same run, alternating short slices of time between the two so
that drift on a shared machine hits both, and the line ends with the
standard library's figure and the ratio ours/stdlib.

The "TLS 1.3 server handshake" lines count full handshakes (no resumption,
no session tickets) between a crypto/tls server and client in this process,
over an in-memory connection whose writes do not block (as on a socket).
Ours and the standard library's figures use one certificate, its key
loaded as a ctcrypto key (tlscert.X509KeyPair) or as the standard library's
(tls.X509KeyPair); the rest is crypto/tls's defaults. Only the server's work is timed: it runs on a
goroutine locked to its OS thread and reads that thread's CPU clock
(CLOCK_THREAD_CPUTIME_ID) around tls.Server and Handshake, so the client's
work and the waits for it are left out, and ops/sec is handshakes per
second of server CPU time. The client skips chain verification but checks
the server's signature. The "TLS 1.3 client handshake" lines time the
client's side of the same handshakes instead. On systems other than Linux
the wall time of the timed side's Handshake is used, which includes the
peer's work.

flags:
`

type speedConfig struct {
	filters []string
	timeout time.Duration
	chunks  []int
	impl    string
	threads int
	json    bool
	compare bool
}

func parseSpeedFlags(args []string, stderr io.Writer) (*speedConfig, error) {
	fs := flag.NewFlagSet("speed", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	filter := fs.String("filter", "", "comma-separated substrings of operation names to run (case-insensitive)")
	timeout := fs.Float64("timeout", 1, "seconds to spend on each measurement")
	chunks := fs.String("chunks", "16,256,1350,8192,16384", "comma-separated message sizes in bytes for bulk operations")
	implName := fs.String("impl", "", "force this implementation tier (e.g. AES-NI, VPAES-SSSE3, Base) in every package that has it")
	threads := fs.Int("threads", 1, "goroutines running each operation in parallel (aggregate throughput)")
	jsonOut := fs.Bool("json", false, "print JSON Lines instead of text")
	compare := fs.String("compare", "", `"stdlib" to measure the Go standard library side by side`)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stderr, speedUsage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
		}
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	c := &speedConfig{impl: *implName, threads: *threads, json: *jsonOut}
	for _, f := range strings.Split(*filter, ",") {
		if f = strings.TrimSpace(f); f != "" {
			c.filters = append(c.filters, strings.ToLower(f))
		}
	}
	if !(*timeout > 0 && *timeout < 3600) {
		return nil, fmt.Errorf("-timeout must be a number of seconds above 0, got %v", *timeout)
	}
	c.timeout = time.Duration(*timeout * float64(time.Second))
	for _, s := range strings.Split(*chunks, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n <= 0 || n > 1<<26 {
			return nil, fmt.Errorf("-chunks wants positive sizes up to 64 MiB, got %q", s)
		}
		c.chunks = append(c.chunks, n)
	}
	if c.threads < 1 || c.threads > 1024 {
		return nil, fmt.Errorf("-threads must be between 1 and 1024, got %d", c.threads)
	}
	switch *compare {
	case "":
	case "stdlib":
		c.compare = true
	default:
		return nil, fmt.Errorf(`-compare takes only "stdlib", got %q`, *compare)
	}
	return c, nil
}

// selectImpl forces tier name in every package that registered it. "Base"
// turns every accelerated tier off everywhere.
func selectImpl(name string) error {
	if name == "" {
		return nil
	}
	var known []string
	found, selected := false, false
	for _, pkg := range impl.Packages() {
		tiers := impl.List(pkg)
		known = append(known, tiers...)
		if name != impl.Base && !contains(tiers, name) {
			continue
		}
		found = true
		if impl.Select(pkg, name) {
			selected = true
		}
	}
	if name == impl.Base {
		return nil
	}
	if !found {
		sort.Strings(known)
		return fmt.Errorf("unknown -impl %q (known: %s)", name, strings.Join(append(known, impl.Base), ", "))
	}
	if !selected {
		return fmt.Errorf("-impl %q is not supported by this CPU or build", name)
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (b *benchmark) name() string {
	return strings.TrimSpace(b.Prefix + " " + b.Suffix)
}

func (b *benchmark) label(chunk int) string {
	if b.Chunked {
		return strings.TrimSpace(fmt.Sprintf("%s (%d bytes) %s", b.Prefix, chunk, b.Suffix))
	}
	return b.name()
}

func (c *speedConfig) matches(b *benchmark) bool {
	if len(c.filters) == 0 {
		return true
	}
	name := strings.ToLower(b.name())
	for _, f := range c.filters {
		if strings.Contains(name, f) {
			return true
		}
	}
	return false
}

// result is one measured line; the JSON keys are part of the interface.
type result struct {
	Op              string   `json:"op"`
	Bytes           int      `json:"bytes"`
	Impl            string   `json:"impl"`
	Ops             int64    `json:"ops"`
	Us              int64    `json:"us"`
	OpsPerSec       float64  `json:"opsPerSec"`
	MBPerSec        float64  `json:"mbPerSec"`
	StdlibOpsPerSec *float64 `json:"stdlibOpsPerSec,omitempty"`
	Ratio           *float64 `json:"ratio,omitempty"`

	label   string
	stdlib  *timing
	perByte bool
}

func runSpeed(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseSpeedFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "ctcrypto speed: %v\n", err)
		return 2
	}
	if err := selectImpl(cfg.impl); err != nil {
		fmt.Fprintf(stderr, "ctcrypto speed: %v\n", err)
		return 2
	}

	list := append([]benchmark(nil), benchmarks...)
	sort.SliceStable(list, func(i, j int) bool { return list[i].Order < list[j].Order })
	status, ran := 0, 0
	for i := range list {
		b := &list[i]
		if !cfg.matches(b) {
			continue
		}
		sizes := []int{0}
		if b.Chunked {
			sizes = cfg.chunks
		}
		for _, chunk := range sizes {
			ran++
			r, err := measure(cfg, b, chunk)
			if err != nil {
				fmt.Fprintf(stderr, "ctcrypto speed: %s: %v\n", b.label(chunk), err)
				status = 1
				continue
			}
			printResult(stdout, cfg, r)
		}
	}
	if ran == 0 {
		fmt.Fprintln(stderr, "ctcrypto speed: no operation matches -filter")
		return 1
	}
	return status
}

func printResult(w io.Writer, cfg *speedConfig, r *result) {
	if cfg.json {
		line, _ := json.Marshal(r)
		fmt.Fprintf(w, "%s\n", line)
		return
	}
	line := fmt.Sprintf("Did %d %s operations in %dus (%.1f ops/sec)", r.Ops, r.label, r.Us, r.OpsPerSec)
	if r.perByte {
		line += fmt.Sprintf(": %.1f MB/s", r.MBPerSec)
	}
	if r.Ratio != nil {
		if r.perByte {
			line += fmt.Sprintf("  vs stdlib %.1f MB/s: %.2fx", r.stdlib.mbPerSec(r.Bytes), *r.Ratio)
		} else {
			line += fmt.Sprintf("  vs stdlib %.1f ops/sec: %.2fx", r.stdlib.opsPerSec(), *r.Ratio)
		}
	}
	fmt.Fprintln(w, line)
}

// timing accumulates operations and the wall time they took.
type timing struct {
	ops     int64
	elapsed time.Duration
}

func (t *timing) opsPerSec() float64 {
	if t.elapsed <= 0 {
		return 0
	}
	return float64(t.ops) / t.elapsed.Seconds()
}

func (t *timing) mbPerSec(bytes int) float64 { return t.opsPerSec() * float64(bytes) / 1e6 }

// A timedSetup is like benchmark.Ours, but its operation returns its own
// cost, which the measurement adds up instead of the wall time; it is for
// operations that must leave out part of what they run (a handshake's
// peer) or the waits between their steps.
type timedSetup func(chunk int) (func() time.Duration, error)

// timedBenchmarks holds the timed set-ups of benchmarks registered with
// registerTimed, by name.
var timedBenchmarks = map[string][2]timedSetup{}

// registerTimed registers b, whose Ours and Stdlib are replaced by ours and
// std (std may be nil). The elapsed time of a slice is then the sum of the
// costs the operations report, divided by the number of goroutines.
func registerTimed(b benchmark, ours, std timedSetup) {
	untimed := func(s timedSetup) func(int) (func(), error) {
		if s == nil {
			return nil
		}
		return func(chunk int) (func(), error) {
			f, err := s(chunk)
			if err != nil {
				return nil, err
			}
			return func() { f() }, nil
		}
	}
	b.Ours, b.Stdlib = untimed(ours), untimed(std)
	timedBenchmarks[b.name()] = [2]timedSetup{ours, std}
	register(b)
}

func measure(cfg *speedConfig, b *benchmark, chunk int) (*result, error) {
	var ours, std *workers
	var err error
	if timed, ok := timedBenchmarks[b.name()]; ok {
		if ours, err = newTimedWorkers(timed[0], chunk, cfg.threads); err != nil {
			return nil, err
		}
		if cfg.compare && timed[1] != nil {
			if std, err = newTimedWorkers(timed[1], chunk, cfg.threads); err != nil {
				return nil, fmt.Errorf("standard library set-up: %v", err)
			}
		}
	} else {
		if ours, err = newWorkers(b.Ours, chunk, cfg.threads); err != nil {
			return nil, err
		}
		if cfg.compare && b.Stdlib != nil {
			if std, err = newWorkers(b.Stdlib, chunk, cfg.threads); err != nil {
				return nil, fmt.Errorf("standard library set-up: %v", err)
			}
		}
	}

	// Alternate slices of about a tenth of the budget between the two so
	// that frequency changes and neighbours on a shared machine affect both
	// sides alike; each side gets at least the full -timeout.
	slice := min(max(cfg.timeout/10, 20*time.Millisecond), cfg.timeout)
	var t, ts timing
	for t.elapsed < cfg.timeout || (std != nil && ts.elapsed < cfg.timeout) {
		if t.elapsed < cfg.timeout {
			t.add(ours.runFor(slice))
		}
		if std != nil && ts.elapsed < cfg.timeout {
			ts.add(std.runFor(slice))
		}
	}

	bytes := b.Bytes
	if b.Chunked {
		bytes = chunk
	}
	r := &result{
		Op:        b.name(),
		Bytes:     bytes,
		Impl:      impl.Active(b.Package),
		Ops:       t.ops,
		Us:        t.elapsed.Microseconds(),
		OpsPerSec: t.opsPerSec(),
		MBPerSec:  t.mbPerSec(bytes),
		label:     b.label(chunk),
		perByte:   bytes > 0,
	}
	if b.Package == "" {
		r.Impl = impl.Base
	}
	if std != nil {
		s, ratio := ts.opsPerSec(), 0.0
		if s > 0 {
			ratio = t.opsPerSec() / s
		}
		r.StdlibOpsPerSec, r.Ratio, r.stdlib = &s, &ratio, &ts
	}
	return r, nil
}

func (t *timing) add(ops int64, d time.Duration) {
	t.ops += ops
	t.elapsed += d
}

// workers holds one operation closure per goroutine, each with its own
// state, and the batch size that keeps clock reads out of the measurement;
// or, for a timed benchmark, one self-timed operation per goroutine.
type workers struct {
	fns   []func()
	batch []int64
	timed []func() time.Duration
}

func newTimedWorkers(setup timedSetup, chunk, threads int) (*workers, error) {
	timed, err := setUp(setup, func(f func() time.Duration) { f() }, chunk, threads)
	if err != nil {
		return nil, err
	}
	return &workers{timed: timed}, nil
}

// setUp makes one operation per goroutine and runs each once, to warm
// caches and any lazy initialisation outside the clock.
func setUp[F any](setup func(int) (F, error), run func(F), chunk, threads int) ([]F, error) {
	var fns []F
	for i := 0; i < threads; i++ {
		f, err := setup(chunk)
		if err != nil {
			return nil, err
		}
		run(f)
		fns = append(fns, f)
	}
	return fns, nil
}

// runTimedFor runs every goroutine's timed operation for about d of wall
// time or of reported cost, whichever comes first, and returns the number of operations and the reported costs summed
// and divided by the number of goroutines (each goroutine's own rate, times
// the number of goroutines, is the aggregate).
func (w *workers) runTimedFor(d time.Duration) (int64, time.Duration) {
	deadline := time.Now().Add(d)
	counts := make([]int64, len(w.timed))
	costs := make([]time.Duration, len(w.timed))
	loop := func(i int) {
		for {
			t0 := time.Now()
			cost := w.timed[i]()
			now := time.Now()
			if cost <= 0 {
				cost = now.Sub(t0) // a clock that did not advance
			}
			costs[i] += cost
			counts[i]++
			if costs[i] >= d || !now.Before(deadline) {
				return
			}
		}
	}
	if len(w.timed) == 1 {
		loop(0)
	} else {
		var wg sync.WaitGroup
		for i := range w.timed {
			wg.Add(1)
			go func() {
				defer wg.Done()
				loop(i)
			}()
		}
		wg.Wait()
	}
	var n int64
	var total time.Duration
	for i := range counts {
		n += counts[i]
		total += costs[i]
	}
	return n, total / time.Duration(len(w.timed))
}

func newWorkers(setup func(int) (func(), error), chunk, threads int) (*workers, error) {
	fns, err := setUp(setup, func(f func()) { f() }, chunk, threads)
	if err != nil {
		return nil, err
	}
	w := &workers{fns: fns, batch: make([]int64, threads)}
	for i := range w.batch {
		w.batch[i] = 1
	}
	return w, nil
}

// runFor runs every goroutine's operation for about d and returns the total
// number of operations and the wall time from start to the last finisher.
func (w *workers) runFor(d time.Duration) (int64, time.Duration) {
	if w.timed != nil {
		return w.runTimedFor(d)
	}
	start := time.Now()
	deadline := start.Add(d)
	if len(w.fns) == 1 {
		n := w.loop(0, deadline)
		return n, time.Since(start)
	}
	var wg sync.WaitGroup
	counts := make([]int64, len(w.fns))
	for i := range w.fns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			counts[i] = w.loop(i, deadline)
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	var total int64
	for _, c := range counts {
		total += c
	}
	return total, elapsed
}

// loop runs batches until the deadline, doubling the batch while one takes
// under 100µs so that reading the clock costs well under 1% even for
// 16-byte operations.
func (w *workers) loop(i int, deadline time.Time) int64 {
	f := w.fns[i]
	var n int64
	for {
		t0 := time.Now()
		for j := int64(0); j < w.batch[i]; j++ {
			f()
		}
		n += w.batch[i]
		now := time.Now()
		if now.Sub(t0) < 100*time.Microsecond {
			w.batch[i] *= 2
		}
		if !now.Before(deadline) {
			return n
		}
	}
}
