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
	"strings"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

// V names vector register i in the 16-byte arrangement.
func V(i int) string { return fmt.Sprintf("V%d.B16", i) }

// RegList is the register list of n consecutive registers from first, as
// VLD1 and VST1 take it: "[V0.B16, V1.B16]".
func RegList(first, n int) string {
	var s []string
	for i := 0; i < n; i++ {
		s = append(s, V(first+i))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// LoadAESKeys loads the round keys at rKey into V17-V31 right-aligned, so
// the last round key is V31 whatever the round count in rRounds (10, 12 or
// 14, public); rKey is left past the first 13 keys.
func LoadAESKeys(f *asmgen.File, rKey, rRounds string) {
	l192, l128 := f.NewLabel("keys192_"), f.NewLabel("keys128_")
	f.Comment("round keys into V17-V31 right-aligned: AES-256 from V17, AES-192 from V19, AES-128 from V21")
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

// GHASHPowers8 loads H^8..H^1 (Powers[8:16] of the table at rPow) into
// pow..pow+7 with their halves swapped, and builds the Karatsuba middle
// keys: lane 0 of mid+a is P_{2a}.hi^P_{2a}.lo, lane 1 the same for 2a+1.
// rTmp, t0 and t1 are clobbered.
func GHASHPowers8(f *asmgen.File, rPow, rTmp string, pow, mid, t0, t1 int) {
	f.Comment("H^8..H^1 into V%d-V%d, halves swapped; their Karatsuba middle keys (hi⊕lo) into V%d-V%d", pow, pow+7, mid, mid+3)
	f.P("ADD $%d, %s, %s", 16*8, rPow, rTmp) // Powers[8:16] = H^8..H^1
	f.P("VLD1.P 64(%s), [%s, %s, %s, %s]", rTmp, V(pow), V(pow+1), V(pow+2), V(pow+3))
	f.P("VLD1 (%s), [%s, %s, %s, %s]", rTmp, V(pow+4), V(pow+5), V(pow+6), V(pow+7))
	for j := 0; j < 8; j++ {
		f.P("VEXT $8, %s, %s, %s", V(pow+j), V(pow+j), V(pow+j))
	}
	for a := 0; a < 4; a++ {
		// Both lanes of T0 = P_{2a}.hi^P_{2a}.lo, of T1 the same for 2a+1;
		// then lane 0 from T0 and lane 1 from T1.
		f.P("VEXT $8, %s, %s, %s", V(pow+2*a), V(pow+2*a), V(t0))
		f.P("VEOR %s, %s, %s", V(pow+2*a), V(t0), V(t0))
		f.P("VEXT $8, %s, %s, %s", V(pow+2*a+1), V(pow+2*a+1), V(t1))
		f.P("VEOR %s, %s, %s", V(pow+2*a+1), V(t1), V(t1))
		f.P("VEXT $8, %s, %s, %s", V(t1), V(t0), V(mid+a))
	}
}

// GHASHPoly puts 0xC200000000000000, the high 64 bits of reflect(x^-1)
// that the reduction folds multiply by, in lane 0 of poly and, if both, in
// lane 1 too; rTmp is clobbered.
func GHASHPoly(f *asmgen.File, rTmp string, poly int, both bool) {
	f.P("MOVD $0xC200000000000000, %s", rTmp)
	f.P("VMOV %s, V%d.D[0]", rTmp, poly)
	if both {
		f.P("VMOV %s, V%d.D[1]", rTmp, poly)
	}
}
