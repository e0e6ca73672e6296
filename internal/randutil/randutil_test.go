// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package randutil

import (
	"bytes"
	cryptorand "crypto/rand"
	"testing"
)

func TestReader(t *testing.T) {
	custom := bytes.NewReader(nil)
	for _, tc := range []struct {
		godebug string
		custom  bool
	}{
		{"", false},
		{"cryptocustomrand=0", false},
		{"cryptocustomrand=1", true},
		{"x=1,cryptocustomrand=1", true},
		{"cryptocustomrand=1,cryptocustomrand=0", false},
		{"cryptocustomrand=0, cryptocustomrand=1", true},
		{"notcryptocustomrand=1", false},
	} {
		t.Setenv("GODEBUG", tc.godebug)
		got := Reader(custom)
		if (got == custom) != tc.custom {
			t.Errorf("GODEBUG=%q: custom reader used = %v, want %v", tc.godebug, got == custom, tc.custom)
		}
		if !tc.custom && got != cryptorand.Reader {
			t.Errorf("GODEBUG=%q: got %T, want crypto/rand.Reader", tc.godebug, got)
		}
	}
	t.Setenv("GODEBUG", "cryptocustomrand=1")
	if Reader(nil) != cryptorand.Reader {
		t.Error("a nil reader must fall back to crypto/rand.Reader")
	}
}
