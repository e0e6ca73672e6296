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

// GHASHMulAccPair is GHASHMulAcc for two blocks a and b at once, the
// powers in ka and kb and their middle keys in lanes 0 and 1 of km: the
// middle operands come from one EXT, [a.lo, b.hi], XORed with a (lane 0 is
// a.hi^a.lo) and with b (lane 1 is b.hi^b.lo), three instructions for two
// blocks where GHASHMulAcc spends two per block. With first, a's products
// initialise acc. t[0] and t[1] take the products to add, t[2] and t[3]
// the middle operands; a and b are left intact.
func GHASHMulAccPair(f *asmgen.File, a, b, ka, kb, km int, first bool, acc [3]int, t [4]int) {
	lo, hi, md := acc[0], acc[1], acc[2]
	mul := func(op, arr string, x, k, dst, tmp int, init bool) {
		if init {
			f.P("%s V%d.%s, V%d.%s, V%d.Q1", op, x, arr, k, arr, dst)
			return
		}
		f.P("%s V%d.%s, V%d.%s, V%d.Q1", op, x, arr, k, arr, tmp)
		f.P("VEOR %s, %s, %s", V(tmp), V(dst), V(dst))
	}
	f.P("VEXT $8, %s, %s, %s", V(b), V(a), V(t[2])) // [a.lo, b.hi]
	mul("VPMULL2", "D2", a, ka, lo, t[0], first)
	mul("VPMULL", "D1", a, ka, hi, t[1], first)
	mul("VPMULL2", "D2", b, kb, lo, t[0], false)
	mul("VPMULL", "D1", b, kb, hi, t[1], false)
	f.P("VEOR %s, %s, %s", V(a), V(t[2]), V(t[3])) // lane 0: a.hi^a.lo
	f.P("VEOR %s, %s, %s", V(b), V(t[2]), V(t[2])) // lane 1: b.hi^b.lo
	mul("VPMULL", "D1", t[3], km, md, t[1], first)
	mul("VPMULL2", "D2", t[2], km, md, t[0], false)
}

// GHASHPairKeys turns two powers in normal form in ka and kb into the
// swapped form and puts their middle keys (hi^lo) into lanes 0 and 1 of
// km, the layout GHASHMulAccPair takes; t0 and t1 are clobbered.
func GHASHPairKeys(f *asmgen.File, ka, kb, km, t0, t1 int) {
	f.P("VEXT $8, %s, %s, %s", V(ka), V(ka), V(ka))
	f.P("VEXT $8, %s, %s, %s", V(kb), V(kb), V(kb))
	f.P("VEXT $8, %s, %s, %s", V(ka), V(ka), V(t0))
	f.P("VEOR %s, %s, %s", V(ka), V(t0), V(t0))
	f.P("VEXT $8, %s, %s, %s", V(kb), V(kb), V(t1))
	f.P("VEOR %s, %s, %s", V(kb), V(t1), V(t1))
	f.P("VEXT $8, %s, %s, %s", V(t1), V(t0), V(km))
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
	for a := 0; a < 4; a++ {
		GHASHPairKeys(f, pow+2*a, pow+2*a+1, mid+a, t0, t1)
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
