// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !(386 || arm || mips || mipsle)

package ghash

// narrowWord holds a 32-bit operand of clmul32 (ghash_generic_narrow.go).
type narrowWord = uint64
