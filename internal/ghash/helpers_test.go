// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"strconv"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func cryptotestActive() string { return impl.Active("ghash") }

func itoa(n int) string { return strconv.Itoa(n) }
