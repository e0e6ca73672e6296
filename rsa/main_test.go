// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestMain fails an unfiltered run in which a bignum tier this machine
// supports was never selected by a test.
func TestMain(m *testing.M) { cryptotest.Main(m, "bigmod") }
