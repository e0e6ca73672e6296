// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// RequireTiersEnv names the environment variable listing tiers that must be
// registered and supported, as a comma-separated list of pkg/Name, for
// example "aes/AES-NI,aes/VAES-AVX512,ghash/CLMUL". CI sets it per machine
// so that a tier silently missing (a broken CPU check, a build tag typo)
// fails the tests instead of skipping them.
const RequireTiersEnv = "CTCRYPTO_REQUIRE_TIERS"

var exercised struct {
	sync.Mutex
	tiers map[string]map[string]bool // pkg -> tier -> ran
}

func markExercised(pkg, name string) {
	exercised.Lock()
	defer exercised.Unlock()
	if exercised.tiers == nil {
		exercised.tiers = map[string]map[string]bool{}
	}
	if exercised.tiers[pkg] == nil {
		exercised.tiers[pkg] = map[string]bool{}
	}
	exercised.tiers[pkg][name] = true
}

// Exercised returns the tiers of pkg (Base first, then registration order)
// under which TestAllImplementations has run a test in this process.
func Exercised(pkg string) []string {
	exercised.Lock()
	defer exercised.Unlock()
	var names []string
	for _, name := range append([]string{impl.Base}, impl.List(pkg)...) {
		if exercised.tiers[pkg][name] {
			names = append(names, name)
		}
	}
	return names
}

// requiredTiers returns the tiers of pkg named in RequireTiersEnv.
func requiredTiers(pkg string) []string {
	var names []string
	for _, entry := range strings.Split(os.Getenv(RequireTiersEnv), ",") {
		entry = strings.TrimSpace(entry)
		p, name, ok := strings.Cut(entry, "/")
		if ok && p == pkg && name != "" && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names
}

// checkRequired reports, for each tier of pkg that RequireTiersEnv requires,
// why it cannot be run here, if it cannot.
func checkRequired(pkg string) []string {
	var problems []string
	for _, name := range requiredTiers(pkg) {
		switch {
		case name == impl.Base:
		case !slices.Contains(impl.List(pkg), name):
			problems = append(problems, fmt.Sprintf("%s requires tier %s/%s, which is not registered (registered: %v)", RequireTiersEnv, pkg, name, impl.List(pkg)))
		case !impl.Supported(pkg, name):
			problems = append(problems, fmt.Sprintf("%s requires tier %s/%s, which this machine or build does not support", RequireTiersEnv, pkg, name))
		}
	}
	return problems
}

// TestAllImplementations runs f once per tier of pkg: first as subtest
// "Base" with every registered tier of pkg turned off, then as a subtest
// named after each registered tier this machine supports, selected with
// impl.Select. Tiers the machine lacks appear as skipped subtests. The
// registry is restored with impl.Reset when each subtest ends.
//
// Engines read their tier at key setup, so f must create its keys itself.
// Tiers are process-wide switches: neither the calling test nor another
// test using the same pkg may run in parallel with it (f's own subtests may
// call t.Parallel; the tier stays selected until they finish).
//
// The test fails if a tier named in CTCRYPTO_REQUIRE_TIERS is not
// registered or not supported, or if impl.Select refuses a supported tier.
func TestAllImplementations(t *testing.T, pkg string, f func(t *testing.T)) {
	t.Helper()
	for _, p := range checkRequired(pkg) {
		t.Error(p)
	}
	for _, name := range append([]string{impl.Base}, impl.List(pkg)...) {
		t.Run(name, func(t *testing.T) {
			if !impl.Supported(pkg, name) {
				t.Skipf("tier %s/%s is not supported by this machine or build", pkg, name)
			}
			t.Cleanup(func() { impl.Reset(pkg) })
			if !impl.Select(pkg, name) {
				t.Fatalf("impl.Select(%q, %q) failed for a supported tier", pkg, name)
			}
			if got := impl.Active(pkg); got != name {
				t.Fatalf("after impl.Select(%q, %q), impl.Active = %q", pkg, name, got)
			}
			markExercised(pkg, name)
			f(t)
		})
	}
}

// testsFiltered reports whether this test run was restricted with -run or
// -skip, so that not every test ran. Tests may set it to force a check.
var testsFiltered = func() bool {
	for _, name := range []string{"test.run", "test.skip", "test.list"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return true
		}
	}
	return false
}

// missedTiers lists, as pkg/Name, the supported tiers of pkgs under which
// TestAllImplementations never ran, and required tiers that cannot run.
func missedTiers(pkgs []string) []string {
	var missed []string
	for _, pkg := range pkgs {
		missed = append(missed, checkRequired(pkg)...)
		done := Exercised(pkg)
		for _, name := range append([]string{impl.Base}, impl.List(pkg)...) {
			if impl.Supported(pkg, name) && !slices.Contains(done, name) {
				missed = append(missed, fmt.Sprintf("tier %s/%s is supported here but no test ran under it (use cryptotest.TestAllImplementations)", pkg, name))
			}
		}
	}
	return missed
}

// Main is for a package's TestMain:
//
//	func TestMain(m *testing.M) { cryptotest.Main(m, "aes") }
//
// It runs the tests and, when they passed and the run was not filtered with
// -run or -skip, checks that every tier of each pkg that this machine
// supports (Base included) was exercised by TestAllImplementations at least
// once, and that the tiers CTCRYPTO_REQUIRE_TIERS names for pkgs exist
// here. It prints what was missed and exits non-zero if anything was.
func Main(m *testing.M, pkgs ...string) {
	code := m.Run()
	if code == 0 && !testsFiltered() {
		if missed := missedTiers(pkgs); len(missed) > 0 {
			for _, s := range missed {
				fmt.Fprintln(os.Stderr, "cryptotest:", s)
			}
			fmt.Fprintln(os.Stderr, "FAIL: not every implementation tier was tested")
			code = 1
		}
	}
	os.Exit(code)
}

// A CPUTier is a tier a port must register, and whether this CPU has what
// it needs, as a port's test file writes them out apart from its table.
type CPUTier struct {
	Name      string
	Supported bool
}

// TestTiers checks a package's tier table against the registry: pkg's
// registry lists exactly the table's tiers (names, in the table's order),
// each constant-time and none the base tier; each tier's String is its
// registry name and base's is impl.Base; if cpuTiers is not nil, it is the
// registry in order with the support this CPU must have; and keyTier,
// which sets up a key, picks the first supported tier (impl.Base if none).
func TestTiers[T interface {
	comparable
	fmt.Stringer
}](t *testing.T, pkg string, base T, tiers []T, names []string, cpuTiers []CPUTier, keyTier func() T) {
	t.Helper()
	registered := impl.List(pkg)
	if len(registered) != len(tiers) {
		t.Fatalf("registry lists %v, the table has %d tiers", registered, len(tiers))
	}
	for i, tier := range tiers {
		if registered[i] != names[i] || tier.String() != names[i] || tier == base {
			t.Errorf("row %d: registered %q, table name %q, String %q", i, registered[i], names[i], tier)
		}
		if !impl.ConstantTime(pkg, names[i]) {
			t.Errorf("%s is not registered as constant-time", names[i])
		}
	}
	if base.String() != impl.Base {
		t.Errorf("Base.String() = %q", base.String())
	}
	expect := cpuTiers
	if expect == nil {
		t.Logf("no CPU expectations for this port's tiers %v", registered)
		for _, name := range names {
			expect = append(expect, CPUTier{name, impl.Supported(pkg, name)})
		}
	} else {
		if len(cpuTiers) != len(registered) {
			t.Fatalf("registry lists %v, the port's test expects %v", registered, cpuTiers)
		}
		for i, c := range cpuTiers {
			if registered[i] != c.Name || impl.Supported(pkg, c.Name) != c.Supported {
				t.Errorf("tier %d: %s supported=%v, want %s supported=%v", i, registered[i], impl.Supported(pkg, registered[i]), c.Name, c.Supported)
			}
		}
	}
	want := impl.Base
	for _, c := range expect {
		if c.Supported {
			want = c.Name
			break
		}
	}
	if got := keyTier(); got.String() != want {
		t.Errorf("key setup chose %s, want %s", got, want)
	}
}
