// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// testAllTiers runs f under the Base tier and every supported tier of nistec.
// TestMain fails the run if a tier of nistec this machine supports was
// not exercised by testAllTiers.
func TestMain(m *testing.M) { cryptotest.Main(m, "nistec") }

func testAllTiers(t *testing.T, f func(t *testing.T)) {
	cryptotest.TestAllImplementations(t, "nistec", f)
}
