// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package impl is the registry of ctcrypto's implementation tiers.
//
// Each engine registers, at init time, every accelerated tier it has, under
// the name of its package and a name a user would recognise ("AES-NI",
// "VPAES-SSSE3", "ADX", ...), together with a pointer to the boolean that
// the engine consults when it picks a tier at key setup. The portable,
// constant-time Go code is always present and is called "Base"; it is not
// registered, and selecting it turns every registered tier of the package
// off.
//
// Tests use Select to run the same vectors under every tier; the speed
// command uses it to force one. Nothing here is safe for concurrent use
// with key setup: Select is for tests and for start-up code.
package impl

import (
	"sort"
	"strings"
)

// Base is the name of the portable tier every package has.
const Base = "Base"

type implementation struct {
	Package   string
	Name      string
	Supported bool  // what the CPU (and build) offered at registration
	Available *bool // what the engine consults; Select writes it
	ConstTime bool
}

var all []implementation

// Register records a tier of pkg. available must point at the boolean the
// engine reads when it chooses a tier; its value at registration is taken
// as "this machine supports it". Names must be unique within a package and
// must not be "Base". constantTime says whether the tier's secret-dependent
// work is constant-time, for `ctcrypto cpu` and the docs.
func Register(pkg, name string, available *bool, constantTime bool) {
	if name == Base || strings.ContainsAny(name, ", ") {
		panic("impl: invalid implementation name " + name)
	}
	for _, i := range all {
		if i.Package == pkg && i.Name == name {
			panic("impl: " + pkg + "/" + name + " registered twice")
		}
	}
	all = append(all, implementation{
		Package:   pkg,
		Name:      name,
		Supported: *available,
		Available: available,
		ConstTime: constantTime,
	})
}

// Packages returns the names of the packages that registered tiers, sorted.
func Packages() []string {
	var pkgs []string
	seen := map[string]bool{}
	for _, i := range all {
		if !seen[i.Package] {
			seen[i.Package] = true
			pkgs = append(pkgs, i.Package)
		}
	}
	sort.Strings(pkgs)
	return pkgs
}

// List returns the registered tiers of pkg in registration order (fastest
// first, by convention), whether or not this machine supports them. It does
// not include Base.
func List(pkg string) []string {
	var names []string
	for _, i := range all {
		if i.Package == pkg {
			names = append(names, i.Name)
		}
	}
	return names
}

// Supported reports whether the machine supports tier name of pkg. Base is
// always supported.
func Supported(pkg, name string) bool {
	i, ok := find(pkg, name)
	return name == Base || ok && i.Supported
}

// ConstantTime reports whether tier name of pkg is constant-time. Base is,
// by the project's rule.
func ConstantTime(pkg, name string) bool {
	i, ok := find(pkg, name)
	return name == Base || ok && i.ConstTime
}

// find returns the registration of tier name of pkg.
func find(pkg, name string) (implementation, bool) {
	for _, i := range all {
		if i.Package == pkg && i.Name == name {
			return i, true
		}
	}
	return implementation{}, false
}

// Select turns on tier name of pkg and turns every other registered tier of
// pkg off, so that the engine's usual fastest-first choice lands on name.
// Select(pkg, Base) turns them all off. It returns false, changing nothing,
// if the tier is unknown or the machine does not support it.
func Select(pkg, name string) bool {
	if !Supported(pkg, name) {
		return false
	}
	for _, i := range all {
		if i.Package == pkg {
			*i.Available = i.Name == name
		}
	}
	return true
}

// Reset restores every tier of pkg to what the machine supports.
func Reset(pkg string) {
	for _, i := range all {
		if i.Package == pkg {
			*i.Available = i.Supported
		}
	}
}

// Active returns the tier an engine of pkg would pick now: the first
// registered tier whose boolean is on, or Base. Engines whose choice is not
// simply "first available" (one tier depending on another package's) still
// register in preference order so this stays true.
func Active(pkg string) string {
	for _, i := range all {
		if i.Package == pkg && *i.Available {
			return i.Name
		}
	}
	return Base
}
