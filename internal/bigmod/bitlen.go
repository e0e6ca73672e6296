// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

// bitLenWord is bits.Len(x) without a branch or a table index on x. On
// amd64 and arm64 bits.Len compiles to one instruction, but on 386,
// riscv64 (GORISCV64=rva20u64) and mips64 the compiler falls back to
// math/bits' Go code, which branches on the value and indexes a table with
// its top byte; key set-up calls this on secret words (the top limb of a
// prime, the odd part of gcd(p−1, q−1)). It is a binary search by masks.
func bitLenWord(x uint) int {
	n := uint(0)
	for s := uint(_W / 2); s > 0; s /= 2 { // s is public: W/2, W/4, ..., 1
		t := x >> s
		m := -((t | -t) >> (_W - 1)) // all-ones iff t ≠ 0: t|−t has its top bit set exactly then
		x = t&m | x&^m               // keep the upper part when it is non-zero
		n += s & m                   // and count the bits shifted out
	}
	return int(n + x) // x is 0 or 1 here
}
