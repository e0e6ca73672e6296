// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package impl

import (
	"slices"
	"testing"
)

func TestSelectAndReset(t *testing.T) {
	fast, slow, missing := true, true, false
	Register("impltest", "Fast", &fast, true)
	Register("impltest", "Slow", &slow, false)
	Register("impltest", "Missing", &missing, true)
	t.Cleanup(func() { all = slices.DeleteFunc(all, func(i implementation) bool { return i.Package == "impltest" }) })

	if got := List("impltest"); !slices.Equal(got, []string{"Fast", "Slow", "Missing"}) {
		t.Fatalf("List = %v", got)
	}
	if Active("impltest") != "Fast" {
		t.Errorf("Active = %q, want Fast", Active("impltest"))
	}
	if !Select("impltest", "Slow") || fast || !slow || Active("impltest") != "Slow" {
		t.Errorf("Select(Slow): fast=%v slow=%v active=%q", fast, slow, Active("impltest"))
	}
	if Select("impltest", "Missing") || Select("impltest", "Nope") {
		t.Error("Select of an unsupported or unknown tier succeeded")
	}
	if !Select("impltest", Base) || fast || slow || Active("impltest") != Base {
		t.Errorf("Select(Base): fast=%v slow=%v", fast, slow)
	}
	Reset("impltest")
	if !fast || !slow || missing {
		t.Errorf("Reset: fast=%v slow=%v missing=%v", fast, slow, missing)
	}
	if !ConstantTime("impltest", "Fast") || ConstantTime("impltest", "Slow") || !ConstantTime("impltest", Base) {
		t.Error("ConstantTime wrong")
	}
	if !slices.Contains(Packages(), "impltest") {
		t.Error("Packages lacks impltest")
	}
}

func TestRegisterRejectsBadNames(t *testing.T) {
	b := true
	for _, name := range []string{Base, "a,b", "a b"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", name)
				}
			}()
			Register("impltest2", name, &b, true)
		}()
	}
}
