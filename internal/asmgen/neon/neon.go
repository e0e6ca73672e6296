// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package neon holds the emitters more than one arm64 generator uses (the
// AES, GCM and GHASH ones): register names, the round-key load and one
// block's GHASH multiply-accumulate. Every emitter works on the registers
// the caller names, so the kernels keep their own register plans.
package neon

import (
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

// V names vector register i in the 16-byte arrangement.
func V(i int) string { return fmt.Sprintf("V%d.B16", i) }

// LoadAESKeys loads the round keys at rKey into V17-V31 right-aligned, so
// the last round key is V31 whatever the round count in rRounds (10, 12 or
// 14, public); rKey is left past the first 13 keys.
func LoadAESKeys(f *asmgen.File, rKey, rRounds string) {
	l192, l128 := f.NewLabel("keys192_"), f.NewLabel("keys128_")
	f.P("CMP $12, %s", rRounds)
	f.P("BLT %s", l128)
	f.P("BEQ %s", l192)
	f.P("VLD1.P 32(%s), [%s, %s]", rKey, V(17), V(18))
	f.Label(l192)
	f.P("VLD1.P 32(%s), [%s, %s]", rKey, V(19), V(20))
	f.Label(l128)
	f.P("VLD1.P 64(%s), [%s, %s, %s, %s]", rKey, V(21), V(22), V(23), V(24))
	f.P("VLD1.P 64(%s), [%s, %s, %s, %s]", rKey, V(25), V(26), V(27), V(28))
	f.P("VLD1 (%s), [%s, %s, %s]", rKey, V(29), V(30), V(31))
}

// GHASHMulAcc multiplies block register x by power register pow, Karatsuba
// style (SP 800-38D §6.3 in the reflected representation): the two outer
// products into acc[0] and acc[1], the middle one by lane odd of mid (the
// power's hi^lo) into acc[2]. The first block of a batch writes acc; later
// ones go through t[0..2] and are added. t[3] is clobbered and x is left
// holding X.hi^X.lo in both lanes.
func GHASHMulAcc(f *asmgen.File, x, pow, mid int, odd, first bool, acc [3]int, t [4]int) {
	lo, hi, md := acc[0], acc[1], acc[2]
	if !first {
		lo, hi, md = t[0], t[1], t[2]
	}
	f.P("VPMULL2 V%d.D2, V%d.D2, V%d.Q1", x, pow, lo)
	f.P("VPMULL V%d.D1, V%d.D1, V%d.Q1", x, pow, hi)
	// Both lanes of the block register become X.hi^X.lo.
	f.P("VEXT $8, %s, %s, %s", V(x), V(x), V(t[3]))
	f.P("VEOR %s, %s, %s", V(t[3]), V(x), V(x))
	if !odd {
		f.P("VPMULL V%d.D1, V%d.D1, V%d.Q1", x, mid, md)
	} else {
		f.P("VPMULL2 V%d.D2, V%d.D2, V%d.Q1", x, mid, md)
	}
	if !first {
		for i := range 3 {
			f.P("VEOR %s, %s, %s", V(t[i]), V(acc[i]), V(acc[i]))
		}
	}
}
