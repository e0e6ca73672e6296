// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// A fake package with two supported tiers and one the "machine" lacks.
var fakeFast, fakeSlow, fakeMissing = true, true, false

// A package no test ever runs under, for the Main check.
var lonely = true

func init() {
	impl.Register("cryptotest-fake", "Fast", &fakeFast, true)
	impl.Register("cryptotest-fake", "Slow", &fakeSlow, true)
	impl.Register("cryptotest-fake", "Missing", &fakeMissing, true)
	impl.Register("cryptotest-missed", "Lonely", &lonely, true)
}

// helperEnv selects what the test binary does when run as a child process.
const helperEnv = "CRYPTOTEST_HELPER"

func TestMain(m *testing.M) {
	switch os.Getenv(helperEnv) {
	case "main-missed":
		testsFiltered = func() bool { return false }
		Main(m, "cryptotest-fake", "cryptotest-missed")
	default:
		Main(m, "cryptotest-fake")
	}
}

func TestAllImplementationsRuns(t *testing.T) {
	var ran []string
	TestAllImplementations(t, "cryptotest-fake", func(t *testing.T) {
		active := impl.Active("cryptotest-fake")
		ran = append(ran, active)
		// Exactly the selected tier is on.
		want := map[string][2]bool{impl.Base: {false, false}, "Fast": {true, false}, "Slow": {false, true}}[active]
		if got := [2]bool{fakeFast, fakeSlow}; got != want || fakeMissing {
			t.Errorf("under %s: fast, slow = %v, missing = %v", active, got, fakeMissing)
		}
		if !strings.HasSuffix(t.Name(), "/"+active) {
			t.Errorf("subtest %s runs tier %s", t.Name(), active)
		}
	})
	if want := []string{impl.Base, "Fast", "Slow"}; !slices.Equal(ran, want) {
		t.Errorf("ran %v, want %v", ran, want)
	}
	if !fakeFast || !fakeSlow || fakeMissing {
		t.Errorf("registry not restored: %v %v %v", fakeFast, fakeSlow, fakeMissing)
	}
	if got, want := Exercised("cryptotest-fake"), []string{impl.Base, "Fast", "Slow"}; !slices.Equal(got, want) {
		t.Errorf("Exercised = %v, want %v", got, want)
	}
	if got := Exercised("cryptotest-missed"); len(got) != 0 {
		t.Errorf("Exercised(cryptotest-missed) = %v", got)
	}
}

func TestRequiredTiers(t *testing.T) {
	t.Setenv(RequireTiersEnv, " cryptotest-fake/Fast,aes/AES-NI,cryptotest-fake/Missing,cryptotest-fake/Nope,cryptotest-fake/Fast,junk")
	if got, want := requiredTiers("cryptotest-fake"), []string{"Fast", "Missing", "Nope"}; !slices.Equal(got, want) {
		t.Errorf("requiredTiers = %v, want %v", got, want)
	}
	problems := checkRequired("cryptotest-fake")
	if len(problems) != 2 || !strings.Contains(problems[0], "cryptotest-fake/Missing") || !strings.Contains(problems[1], "cryptotest-fake/Nope") {
		t.Errorf("checkRequired = %q", problems)
	}
	t.Setenv(RequireTiersEnv, "cryptotest-fake/Fast,cryptotest-fake/Base")
	if problems := checkRequired("cryptotest-fake"); len(problems) != 0 {
		t.Errorf("checkRequired = %q", problems)
	}
}

// runHelper runs this test binary as a child with helperEnv=mode and the
// given arguments, returning its combined output and whether it succeeded.
func runHelper(t *testing.T, mode string, env []string, args ...string) (string, bool) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs a child process")
	}
	if os.Getenv(helperEnv) != "" {
		t.Skip("already a child")
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), helperEnv+"="+mode), env...)
	out, err := cmd.CombinedOutput()
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		// For example a foreign-architecture binary run with
		// go test -exec qemu-...-static, which cannot exec itself.
		t.Skipf("cannot run the test binary again: %v", err)
	}
	return string(out), err == nil
}

// TestHelperRequireTiers is run in a child by TestRequiredTiersFail.
func TestHelperRequireTiers(t *testing.T) {
	if os.Getenv(helperEnv) != "require" {
		t.Skip("child process only")
	}
	TestAllImplementations(t, "cryptotest-fake", func(t *testing.T) {})
}

func TestRequiredTiersFail(t *testing.T) {
	out, ok := runHelper(t, "require", []string{RequireTiersEnv + "=cryptotest-fake/Missing,cryptotest-fake/Nope"},
		"-test.run=^TestHelperRequireTiers$", "-test.v")
	if ok || !strings.Contains(out, "cryptotest-fake/Missing, which this machine or build does not support") ||
		!strings.Contains(out, "cryptotest-fake/Nope, which is not registered") {
		t.Errorf("child succeeded=%v, output:\n%s", ok, out)
	}
	out, ok = runHelper(t, "require", []string{RequireTiersEnv + "=cryptotest-fake/Fast,cryptotest-fake/Slow"},
		"-test.run=^TestHelperRequireTiers$")
	if !ok {
		t.Errorf("child failed with satisfiable requirements:\n%s", out)
	}
}

func TestMainReportsMissedTiers(t *testing.T) {
	// The child runs only TestAllImplementationsRuns, which exercises
	// cryptotest-fake but never cryptotest-missed, and is told to treat the
	// run as unfiltered.
	out, ok := runHelper(t, "main-missed", nil, "-test.run=^TestAllImplementationsRuns$")
	if ok || !strings.Contains(out, "tier cryptotest-missed/Base is supported here but no test ran") ||
		!strings.Contains(out, "tier cryptotest-missed/Lonely is supported") ||
		strings.Contains(out, "cryptotest-fake/") {
		t.Errorf("child succeeded=%v, output:\n%s", ok, out)
	}
}
