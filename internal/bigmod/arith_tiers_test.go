// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"slices"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// TestTierTable checks the tier table against the registry and against
// what a Modulus records: the registered names are the table's, in its
// order; every tier, forced, is what a new Modulus reports and runs.
func TestTierTable(t *testing.T) {
	var names []string
	for _, r := range tiers {
		names = append(names, r.name)
	}
	if got := impl.List("bigmod"); !slices.Equal(got, names) {
		t.Fatalf("registered %v, table %v", got, names)
	}
	m0, err := NewModulus([]byte{0xc5, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x3b})
	if err != nil {
		t.Fatal(err)
	}
	if want := impl.Active("bigmod"); m0.Tier() != want {
		t.Errorf("default modulus runs %s, the registry says %s", m0.Tier(), want)
	}
	cryptotest.TestAllImplementations(t, "bigmod", func(t *testing.T) {
		want := impl.Active("bigmod")
		m, err := NewModulus([]byte{0xc5, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x3b})
		if err != nil {
			t.Fatal(err)
		}
		if m.Tier() != want {
			t.Fatalf("modulus made under %s reports %s", want, m.Tier())
		}
		f := familyBase
		for _, r := range tiers {
			if r.name == want {
				f = r.family
			}
		}
		if m.k != f {
			t.Fatalf("modulus made under %s runs family %d, the table says %d", want, m.k, f)
		}
	})
}
