// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
)

// Entry points live in this external test package when the code they check
// imports ctgrind (see doc.go). These two check that the harness sees
// through it: a leak is reported and attributed, masked code is not.

var sink byte

//go:noinline
func firstNonZero(b []byte) int {
	for i, x := range b {
		if x != 0 { // early exit on a secret byte
			return i
		}
	}
	return len(b)
}

//go:noinline
func orAll(b []byte) byte {
	var v byte
	for _, x := range b {
		v |= x
	}
	return v
}

func TestCanaryExternalPackage(t *testing.T) {
	s := ctgrind.SecretCopy(t, []byte{0, 0, 3, 0})
	sink += byte(firstNonZero(s))
}

func TestCTExternalPackage(t *testing.T) {
	s := ctgrind.SecretCopy(t, []byte{0, 0, 3, 0})
	if ctgrind.DeclassifyInt(int(orAll(s))) != 3 {
		t.Error("wrong OR")
	}
}
