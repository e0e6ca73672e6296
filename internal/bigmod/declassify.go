// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import "unsafe"

// Declassify, when set, is called on the bytes of a secret-derived value
// that the algorithm makes public (the bit length of a secret prime, a
// validation verdict) just before code branches on it. internal/ctgrind's
// tests set it to ctgrind.Public so that valgrind does not report those
// deliberate branches; otherwise it is nil and costs one predictable
// branch. It must be set before any key is made (not concurrently).
var Declassify func([]byte)

// declassifyInt returns v, after passing its bytes to Declassify.
func declassifyInt(v int) int {
	if Declassify == nil {
		return v
	}
	return declassifyHooked(v)
}

// declassifyHooked is apart so that v escapes (to the hook) only here,
// when a hook is set, and the usual path allocates nothing.
//
//go:noinline
func declassifyHooked(v int) int {
	b := unsafe.Slice((*byte)(unsafe.Pointer(&v)), unsafe.Sizeof(v))
	Declassify(b)
	return *(*int)(unsafe.Pointer(&b[0])) // read back from memory after the call
}

// Bool returns c as a bool for a result that is public (a validation
// verdict, a decryption failure), declassifying it.
func (c choice) Bool() bool { return declassifyInt(int(c)) == 1 }

// DeclassifyInt is declassifyInt for callers outside the package.
func DeclassifyInt(v int) int { return declassifyInt(v) }
