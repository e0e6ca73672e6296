// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// printCPU describes what ctcrypto sees: the CPU features it reads (after
// GODEBUG) and, for every engine, the tier it would choose now and whether
// that tier is constant-time.
func printCPU(w io.Writer) {
	fmt.Fprintf(w, "GOOS/GOARCH: %s/%s, %s\n", runtime.GOOS, runtime.GOARCH, runtime.Version())
	fmt.Fprintln(w, "CPU features (golang.org/x/sys/cpu, after GODEBUG):")
	prefix := map[string]string{"amd64": "X86", "386": "X86", "arm64": "ARM64", "s390x": "S390X"}[runtime.GOARCH]
	shown := 0
	for _, f := range cpu.Features() {
		if prefix == "" || !strings.HasPrefix(f.Name, prefix) {
			continue
		}
		fmt.Fprintf(w, "  %-18s %v\n", f.Name, f.Value)
		shown++
	}
	if shown == 0 {
		fmt.Fprintln(w, "  (none read on this architecture: portable code only)")
	}
	fmt.Fprintln(w, "Implementation tiers (in use first; every tier listed is registered):")
	pkgs := impl.Packages()
	if len(pkgs) == 0 {
		fmt.Fprintln(w, "  (no accelerated tiers registered: every engine runs Base)")
	}
	for _, pkg := range pkgs {
		active := impl.Active(pkg)
		fmt.Fprintf(w, "  %-8s in use: %s (%s)\n", pkg, active, ctWord(pkg, active))
		for _, name := range append(impl.List(pkg), impl.Base) {
			state := "not supported by this CPU/build"
			if impl.Supported(pkg, name) {
				state = "supported"
			}
			fmt.Fprintf(w, "           %-18s %s, %s\n", name, state, ctWord(pkg, name))
		}
	}
}

func ctWord(pkg, name string) string {
	if impl.ConstantTime(pkg, name) {
		return "constant-time"
	}
	return "NOT constant-time"
}
