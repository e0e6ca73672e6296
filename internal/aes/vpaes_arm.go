// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package aes

import (
	"sync"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// supportsVPAES is the registry boolean of the VPAES-NEON tier on 32-bit
// Arm: the kernels need NEON's VTBL. GODEBUG=cpu.neon=off turns it off.
var supportsVPAES = cpu.ARMHasNEON

// vpaesArmTab holds the rows of vpaesTables in the order the 32-bit
// kernels load them (vpaes_arm_gen.go: the resident tables in register
// order, the per-round rotations as one sequence per direction, so that a
// post-incremented pointer walks them). The kernels read it, not their tab
// argument; vpaesFIPS builds it at the first key setup, before any kernel
// runs.
var (
	vpaesArmTab     [vpaRows][16]byte
	vpaesArmTabOnce sync.Once
)

// Rows of vpaesArmTab, as in vpaes_arm_gen.go.
const (
	vpaAInv   = 0  // a/n, 1/n, 0x0F
	vpaS2T    = 3  // S2T S2U S1T S1U
	vpaEncIn  = 7  // E input lo, hi, then (rot1, rot3) of rounds 1..13
	vpaEncOut = 35 // [2] SOU, SOT, final shuffle: view 2, then view 0
	vpaDecIn  = 41 // D input lo, hi, then rot1 of rounds 1..13
	vpaDecOut = 56 // [2] DOU, DOT, final shuffle: view 2, then view 0
	vpaDecMix = 62 // D9U D9T DDU DDT DBU DBT DEU DET
	vpaS63    = 70
	vpaSubIn  = 71  // E input lo, hi, SOU, SOT
	vpaSched  = 75  // rot3 rot2 rot1 (InvMixColumns) 0x1B E(0x05) 0x63 DecHi DecLo EncHi EncLo 0x0F
	vpaEncTo  = 86  // gathers into encryption view r mod 4, r = 1..13
	vpaDecTo  = 99  // gathers into decryption view r mod 4, r = 1..13
	vpaExpand = 112 // 0x63 SOT SOU EncHi EncLo a/n 1/n 0x0F
	vpaRows   = 120
)

func vpaesArmTables(t *[vpaRows][16]byte, tab *vpaesTables) {
	copy(t[vpaAInv:], [][16]byte{tab[vpAInv], tab[vpInv], tab[vpMask], tab[vpS2T], tab[vpS2U], tab[vpS1T], tab[vpS1U]})
	t[vpaEncIn], t[vpaEncIn+1] = tab[vpEncLo], tab[vpEncHi]
	t[vpaDecIn], t[vpaDecIn+1] = tab[vpDecLo], tab[vpDecHi]
	for r := 1; r <= 13; r++ {
		t[vpaEncIn+2*r] = tab[vpERot1+r%4]
		t[vpaEncIn+2*r+1] = tab[vpERot3+r%4]
		t[vpaDecIn+1+r] = tab[vpDRot1+r%4]
	}
	for i, view := range []int{2, 0} {
		t[vpaEncOut+3*i], t[vpaEncOut+3*i+1], t[vpaEncOut+3*i+2] = tab[vpSOU], tab[vpSOU+1], tab[vpEFinal+view]
		t[vpaDecOut+3*i], t[vpaDecOut+3*i+1], t[vpaDecOut+3*i+2] = tab[vpDOU], tab[vpDOU+1], tab[vpDFinal+view]
	}
	copy(t[vpaDecMix:], [][16]byte{tab[vpD9U], tab[vpD9U+1], tab[vpDDU], tab[vpDDU+1], tab[vpDBU], tab[vpDBU+1], tab[vpDEU], tab[vpDEU+1]})
	t[vpaS63] = tab[vpS63]
	copy(t[vpaSubIn:], [][16]byte{tab[vpEncLo], tab[vpEncHi], tab[vpSOU], tab[vpSOU+1]})
	// The schedule kernel's rows. Row r of a column rotated by k holds
	// row r+k's byte (InvMixColumns' terms); a view's gather is the inverse
	// of its final shuffle, which is the other direction's final shuffle.
	var rot [3][16]byte
	var x05, x1b, e5 [16]byte
	for i := range 16 {
		c, r := i/4, i%4
		for k := 1; k <= 3; k++ {
			rot[k-1][i] = byte(4*c + (r+k)%4)
		}
		x05[i], x1b[i] = 0x05, 0x1b
	}
	vpaesLinear(&e5, &tab[vpEncLo], &tab[vpEncHi], &x05)
	copy(t[vpaSched:], [][16]byte{rot[2], rot[1], rot[0], x1b, e5, tab[vpS63], tab[vpDecHi], tab[vpDecLo], tab[vpEncHi], tab[vpEncLo], tab[vpMask]})
	for r := 1; r <= 13; r++ {
		t[vpaEncTo+r-1] = tab[vpDFinal+r%4]
		t[vpaDecTo+r-1] = tab[vpEFinal+r%4]
	}
	copy(t[vpaExpand:], [][16]byte{tab[vpS63], tab[vpSOU+1], tab[vpSOU], tab[vpEncHi], tab[vpEncLo], tab[vpAInv], tab[vpInv], tab[vpMask]})
}

// vpaesArmInit builds vpaesArmTab from the tables' definition, once.
func vpaesArmInit() {
	vpaesArmTabOnce.Do(func() { vpaesArmTables(&vpaesArmTab, vpaesDeriveTables()) })
}

// vpaesArmSubBytes is the S-box kernel on a value, for the key schedule.
func vpaesArmSubBytes(x [16]byte) (y [16]byte) {
	vpaesSubBytesAsm(nil, &y, &x)
	return y
}

// vpaesFIPS writes the standard expansion of key to enc with the tier's
// S-box (vpaesExpandKey*Asm; twin: vpaesFIPSKey with vpaesArmSubBytes)
// and returns Nr.
func vpaesFIPS(key []byte, enc *[240]byte) int {
	vpaesArmInit()
	switch len(key) {
	case 16:
		vpaesExpandKey128Asm(enc, &key[0])
	case 24:
		vpaesExpandKey192Asm(enc, &key[0])
	case 32:
		vpaesExpandKey256Asm(enc, &key[0])
	default:
		panic("aes: vpaes: invalid key size")
	}
	return len(key)/4 + 6
}

// vpaesSchedule derives k's schedules from the standard expanded key w for
// k.rounds rounds (vpaesScheduleAsm; twin: vpaesScheduleGeneric).
func vpaesSchedule(k *vpaesKey, tab *vpaesTables, w *[240]byte) {
	vpaesArmInit()
	vpaesScheduleAsm(k.enc, k.dec, w, k.rounds)
}

// One block per kernel iteration: sixteen Q registers hold one block's
// state and temporaries beside the tables, and VTBL's width is 8 bytes
// whatever the block count, so there are no wider kernels (stubs as on
// arm64 and 386, never called: vpaesUseWide is false).
var (
	vpaesWideSupported = false
	vpaesUseWide       = false
)

func vpaesEncBlocksWide(tab *[vpRows][16]byte, rk *[15][16]byte, rounds int, dst, src *byte, n int) {
	panic("aes: vpaes: no wide kernels on arm")
}

func vpaesCTRWide(tab *[vpRows][16]byte, rk *[15][16]byte, rounds int, dst, src *byte, n int, ctr *[16]byte) {
	panic("aes: vpaes: no wide kernels on arm")
}

func vpaesCBCDecWide(tab *[vpRows][16]byte, rk *[15][16]byte, rounds int, dst, src *byte, n int, iv *[16]byte) {
	panic("aes: vpaes: no wide kernels on arm")
}

// The kernels, in vpaes_arm.s (generated by vpaes_arm_gen.go). They read
// vpaesArmTab; tab is the shared wrappers' argument, unused (it may be nil).
// The six block and S-box kernels are declared as on arm64 (vpaes_arm64.go):
// vpaes_asm.go calls every port's kernels by these names.

// vpaesScheduleAsm writes enc and dec as vpaesScheduleGeneric does, from
// the FIPS 197 expansion w (entries past rounds zero).
//
//go:noescape
func vpaesScheduleAsm(enc *[15][16]byte, dec *[15][16]byte, w *[240]byte, rounds int)

// vpaesExpandKey{128,192,256}Asm write the FIPS 197 §5.2 expansion of the
// 16-, 24- or 32-byte key at key into enc, zero past round key Nr.
//
//go:noescape
func vpaesExpandKey128Asm(enc *[240]byte, key *byte)

//go:noescape
func vpaesExpandKey192Asm(enc *[240]byte, key *byte)

//go:noescape
func vpaesExpandKey256Asm(enc *[240]byte, key *byte)

//go:noescape
func vpaesSubBytesAsm(tab *[44][16]byte, dst *[16]byte, src *[16]byte)

//go:noescape
func vpaesEncBlocksAsm(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int)

//go:noescape
func vpaesDecBlocksAsm(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int)

//go:noescape
func vpaesCTRAsm(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int, ctr *[16]byte)

//go:noescape
func vpaesCBCEncAsm(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int, iv *[16]byte)

//go:noescape
func vpaesCBCDecAsm(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int, iv *[16]byte)
