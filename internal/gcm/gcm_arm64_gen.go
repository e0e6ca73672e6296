// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// gcm_arm64_gen generates gcm_arm64.s: fused AES-GCM seal and open kernels
// for Armv8 with the AES and PMULL instructions (SP 800-38D §7.1, §7.2 for
// whole blocks; the contract is in doc.go).
//
// Run by `go generate` (see generate.go): go run gcm_arm64_gen.go -out gcm_arm64.s
//
// Each loop iteration enciphers 8 counter blocks (AESE/AESMC, interleaved)
// and, in the same instruction stream, hashes 8 ciphertext blocks with
// PMULL/PMULL2 Karatsuba products summed over the batch and reduced once.
// Seal hashes the previous batch's ciphertext (already stored in dst), open
// the current batch's (read from src before dst is written). The last up to
// 15 blocks are hashed in one aggregated pass with H^m..H^1.
//
// Register plan:
//
//	V0-V7    counter blocks / keystream
//	V8       running hash y, in swapped form (D[0] = hi, D[1] = lo of the
//	         reflected integer; see internal/ghash/ghash_arm64_gen.go)
//	V9-V11   Karatsuba sums lo·lo, hi·hi, middle; later plaintext
//	V12-V15  GHASH temporaries: block, power, swapped power, product
//	V16      the reduction constant 0xC2000000_00000000 in both lanes
//	V17-V31  AES round keys right-aligned as in internal/aes/hw_arm64_gen.go
//
// Branches depend only on the length and the round count (public); the
// counter (possibly secret for non-96-bit nonces) is only added to.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"
)

var out = flag.String("out", "gcm_arm64.s", "output file")

type gen struct {
	b        bytes.Buffer
	labels   int
	keepSums bool // xorStore must leave V9-V11 alone
}

func (g *gen) p(format string, args ...any) { fmt.Fprintf(&g.b, "\t"+format+"\n", args...) }
func (g *gen) emit(lines []string) {
	for _, l := range lines {
		g.b.WriteString("\t" + l + "\n")
	}
}
func (g *gen) label(name string) { fmt.Fprintf(&g.b, "%s:\n", name) }
func (g *gen) newLabel(prefix string) string {
	g.labels++
	return fmt.Sprintf("%s%d", prefix, g.labels)
}

func v(i int) string { return fmt.Sprintf("V%d.B16", i) }

const (
	vY    = 8
	vLo   = 9
	vHi   = 10
	vMid  = 11
	vX    = 12
	vP    = 13
	vK    = 14
	vT    = 15
	vPoly = 16

	rKey    = "R0" // round key cursor
	rRounds = "R1"
	rPow    = "R2"
	rCtr    = "R3"
	rYPtr   = "R4"
	rDst    = "R5"
	rSrc    = "R6"
	rBlocks = "R7"
	rCount  = "R8"  // the 32-bit counter word as a number
	rNonce0 = "R9"  // counter block bytes 0..7 as loaded (little-endian)
	rNonce1 = "R10" // counter block bytes 8..11, zero-extended
	rTmp0   = "R11"
	rTmp1   = "R12"
	rHash   = "R13" // GHASH input cursor
	rPowCur = "R14" // power table cursor
	rM      = "R15" // blocks in the final GHASH pass
)

func (g *gen) loadKeys() {
	l192, l128 := g.newLabel("keys192_"), g.newLabel("keys128_")
	g.p("CMP $12, %s", rRounds)
	g.p("BLT %s", l128)
	g.p("BEQ %s", l192)
	g.p("VLD1.P 32(%s), [%s, %s]", rKey, v(17), v(18))
	g.label(l192)
	g.p("VLD1.P 32(%s), [%s, %s]", rKey, v(19), v(20))
	g.label(l128)
	g.p("VLD1.P 64(%s), [%s, %s, %s, %s]", rKey, v(21), v(22), v(23), v(24))
	g.p("VLD1.P 64(%s), [%s, %s, %s, %s]", rKey, v(25), v(26), v(27), v(28))
	g.p("VLD1 (%s), [%s, %s, %s]", rKey, v(29), v(30), v(31))
}

// counters builds n counter blocks in V0.. from the nonce words and the
// counter, incrementing it modulo 2^32 (inc32, SP 800-38D §6.2).
func (g *gen) counters(n int) {
	for i := 0; i < n; i++ {
		g.p("REVW %s, %s", rCount, rTmp0)
		g.p("ORR %s<<32, %s, %s", rTmp0, rNonce1, rTmp1)
		g.p("VMOV %s, V%d.D[0]", rNonce0, i)
		g.p("VMOV %s, V%d.D[1]", rTmp1, i)
		g.p("ADDW $1, %s", rCount)
	}
}

// aesPrefix emits the extra AES-192/256 rounds (V17-V20) on n blocks; the
// flags must hold CMP $12, rounds. aesCommon returns the last ten rounds as
// units (AESE+AESMC pairs kept adjacent for fusion) to interleave.
func (g *gen) aesPrefix(n int) {
	l192, l128 := g.newLabel("rounds192_"), g.newLabel("rounds128_")
	g.p("CMP $12, %s", rRounds)
	g.p("BLT %s", l128)
	g.p("BEQ %s", l192)
	for k := 17; k <= 18; k++ {
		for b := 0; b < n; b++ {
			g.p("AESE %s, %s", v(k), v(b))
			g.p("AESMC %s, %s", v(b), v(b))
		}
	}
	g.label(l192)
	for k := 19; k <= 20; k++ {
		for b := 0; b < n; b++ {
			g.p("AESE %s, %s", v(k), v(b))
			g.p("AESMC %s, %s", v(b), v(b))
		}
	}
	g.label(l128)
}

func aesCommon(n int) [][]string {
	var units [][]string
	for k := 21; k <= 29; k++ {
		for b := 0; b < n; b++ {
			units = append(units, []string{
				fmt.Sprintf("AESE %s, %s", v(k), v(b)),
				fmt.Sprintf("AESMC %s, %s", v(b), v(b)),
			})
		}
	}
	for b := 0; b < n; b++ {
		units = append(units, []string{fmt.Sprintf("AESE %s, %s", v(30), v(b))})
	}
	for b := 0; b < n; b++ {
		units = append(units, []string{fmt.Sprintf("VEOR %s, %s, %s", v(31), v(b), v(b))})
	}
	return units
}

// ghashBlock returns the instructions that multiply the next block at
// rHash by the next power at rPowCur and add the three Karatsuba products
// to the sums. With first, the products initialise the sums and y is
// XORed into the block (y = (y XOR b_0)·H^m + ... aggregated).
func ghashBlock(first bool) []string { return ghashBlockMode(first, false, vX, true) }

// ghashBlockMode with table reads the powers from the frame table (K and P
// already prepared, see enterLoop) and y from its spill slot (rSpill). The
// block is in register xr, loaded from rHash first if load.
func ghashBlockMode(first, table bool, xr int, load bool) []string {
	var l []string
	if load {
		l = append(l, fmt.Sprintf("VLD1.P 16(%s), [%s]", rHash, v(xr)))
	}
	l = append(l, fmt.Sprintf("VREV64 %s, %s", v(xr), v(xr))) // spec bytes -> swapped form
	vX := xr
	if first && table {
		l = append(l,
			fmt.Sprintf("VLD1 (%s), [%s]", rSpill, v(vT)),
			fmt.Sprintf("VEOR %s, %s, %s", v(vT), v(vX), v(vX)))
	} else if first {
		l = append(l, fmt.Sprintf("VEOR %s, %s, %s", v(vY), v(vX), v(vX)))
	}
	if table {
		l = append(l, fmt.Sprintf("VLD1.P 32(%s), [%s, %s]", rPowCur, v(vP), v(vK)))
	} else {
		l = append(l,
			fmt.Sprintf("VLD1.P 16(%s), [%s]", rPowCur, v(vP)),      // normal form
			fmt.Sprintf("VEXT $8, %s, %s, %s", v(vP), v(vP), v(vK)), // K = power, swapped
			fmt.Sprintf("VEOR %s, %s, %s", v(vK), v(vP), v(vP)),     // P = hi^lo in both lanes
		)
	}
	mul := func(op, arr, a, b string, acc int) {
		if first {
			l = append(l, fmt.Sprintf("%s %s.%s, %s.%s, V%d.Q1", op, a, arr, b, arr, acc))
		} else {
			l = append(l,
				fmt.Sprintf("%s %s.%s, %s.%s, V%d.Q1", op, a, arr, b, arr, vT),
				fmt.Sprintf("VEOR %s, %s, %s", v(vT), v(acc), v(acc)))
		}
	}
	x, k, p := fmt.Sprintf("V%d", vX), fmt.Sprintf("V%d", vK), fmt.Sprintf("V%d", vP)
	mul("VPMULL2", "D2", x, k, vLo) // x.lo·h.lo
	mul("VPMULL", "D1", x, k, vHi)  // x.hi·h.hi
	l = append(l,
		fmt.Sprintf("VEXT $8, %s, %s, %s", v(vX), v(vX), v(vT)),
		fmt.Sprintf("VEOR %s, %s, %s", v(vT), v(vX), v(vX))) // x.hi^x.lo
	mul("VPMULL", "D1", x, p, vMid)
	return l
}

// reduce combines the Karatsuba sums and folds the 256-bit product modulo
// P = x^128+x^7+x^2+x+1 (internal/ghash package doc), leaving y swapped.
func reduce() []string { return reduceMode(false) }

// reduceMode with table takes the reduction constant from the frame,
// after the table (V16 holds the counter then), and leaves y in its spill
// slot.
func reduceMode(table bool) []string {
	poly := vPoly
	var pre, post []string
	if table {
		poly = vX                                                      // free once the batch's blocks are multiplied
		pre = []string{fmt.Sprintf("VLD1 (%s), [%s]", rPowCur, v(vX))} // after the table
	}
	l := append(pre, reduceWith(poly)...)
	if table {
		// y goes to the spill slot through vT instead of V8.
		n := len(l)
		l[n-2] = fmt.Sprintf("VEOR %s, %s, %s", v(vLo), v(vHi), v(vT))
		l[n-1] = fmt.Sprintf("VEXT $8, %s, %s, %s", v(vT), v(vT), v(vT))
		post = append(post, fmt.Sprintf("VST1 [%s], (%s)", v(vT), rSpill))
	}
	return append(l, post...)
}

// The middle sum M' = M^Lo^Hi belongs to bits 64..191: Lo.D1 ^= M'.D0 and
// Hi.D0 ^= M'.D1. The first fold reads only Lo.D0, so it starts at once,
// and M' is XORed whole into the swapped Lo: M'.D0 lands where Lo.D1 went
// and M'.D1 in the half the second fold swaps into y.D0, where Hi.D0 is
// added, so neither half needs shifting out against zero.
func reduceWith(vPoly int) []string {
	return []string{
		fmt.Sprintf("VPMULL V%d.D1, V%d.D1, V%d.Q1", vLo, vPoly, vT), // first fold of Lo.D0
		fmt.Sprintf("VEOR %s, %s, %s", v(vLo), v(vMid), v(vMid)),
		fmt.Sprintf("VEOR %s, %s, %s", v(vHi), v(vMid), v(vMid)), // M'
		fmt.Sprintf("VEXT $8, %s, %s, %s", v(vLo), v(vLo), v(vLo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(vT), v(vLo), v(vLo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(vMid), v(vLo), v(vLo)),
		fmt.Sprintf("VPMULL V%d.D1, V%d.D1, V%d.Q1", vLo, vPoly, vT), // second fold
		fmt.Sprintf("VEXT $8, %s, %s, %s", v(vLo), v(vLo), v(vLo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(vT), v(vLo), v(vLo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(vLo), v(vHi), v(vY)),
		fmt.Sprintf("VEXT $8, %s, %s, %s", v(vY), v(vY), v(vY)),
	}
}

// ghash8 hashes 8 blocks from rHash with H^8..H^1 and one reduction.
func ghash8() []string {
	l := []string{fmt.Sprintf("ADD $%d, %s, %s", 16*8, rPow, rPowCur)}
	for j := 0; j < 8; j++ {
		l = append(l, ghashBlock(j == 0)...)
	}
	return append(l, reduce()...)
}

// ghash8Table is ghash8 over the frame table, y spilled. The blocks are
// loaded group at a time into V17.. (the round-key registers AES-128 and
// AES-192 leave free: group 4 and 2), or one at a time into vX (group 1).
func ghash8Table(group int) []string {
	l := []string{fmt.Sprintf("ADD $%d, %s, %s", tableOff-spillOff, rSpill, rPowCur)}
	for j := 0; j < 8; j++ {
		if group == 1 {
			l = append(l, ghashBlockMode(j == 0, true, vX, true)...)
			continue
		}
		if j%group == 0 {
			l = append(l, fmt.Sprintf("VLD1.P %d(%s), %s", 16*group, rHash, regList(17, group)))
		}
		l = append(l, ghashBlockMode(j == 0, true, 17+j%group, false)...)
	}
	return append(l, reduceMode(true)...)
}

// Frame of every kernel: y's spill slot, the loop's power table (8 entries
// of P = hi^lo of H^i in both lanes then K = H^i swapped, H^8 first), and the
// reduction constant, and the whole-message kernels' scratch blocks.
const (
	frameSize  = 352
	spillOff   = 16
	tableOff   = 32
	scratchOff = tableOff + 8*32 + 16
	rSpill     = "R0" // after loadKeys; the spill slot, RSP+spillOff
)

// enterLoop prepares the 8-block loop: it builds the power table, spills
// y, and moves the counter into V16 as inc32 on a vector: V16 holds the
// counter block with each 32-bit word byte-reversed, so lane 3 is the
// counter as a number, and V8 = {0, 0, 0, 1} steps it mod 2^32 (VADD.S4).
func (g *gen) enterLoop() {
	g.p("ADD $%d, %s, %s", 16*8, rPow, rPowCur) // Powers[8:16] = H^8..H^1
	g.p("ADD $%d, RSP, %s", tableOff, rTmp0)
	for j := 0; j < 8; j++ {
		g.p("VLD1.P 16(%s), [%s]", rPowCur, v(vP))
		g.p("VEXT $8, %s, %s, %s", v(vP), v(vP), v(vK))
		g.p("VEOR %s, %s, %s", v(vK), v(vP), v(vP))
		g.p("VST1.P [%s, %s], 32(%s)", v(vP), v(vK), rTmp0)
	}
	g.p("VST1 [%s], (%s)", v(vPoly), rTmp0)
	g.p("VST1 [%s], (%s)", v(vY), rSpill)
	g.counters(1) // V0 = the counter block
	g.p("SUBW $1, %s", rCount)
	g.p("VREV32 %s, %s", v(0), v(vPoly))
	g.p("VEOR %s, %s, %s", v(vY), v(vY), v(vY))
	g.p("MOVD $1, %s", rTmp0)
	g.p("VMOV %s, V%d.S[3]", rTmp0, vY)
}

// vecCounters builds n counter blocks in V0.. from V16 and steps it.
func (g *gen) vecCounters(n int) {
	for i := 0; i < n; i++ {
		g.p("VREV32 %s, %s", v(vPoly), v(i))
		g.p("VADD V%d.S4, V%d.S4, V%d.S4", vY, vPoly, vPoly)
	}
}

// loop8 emits the 8-block loop, one copy per key size so the loop
// carries no branch on the round count; rBlocks runs 8 low inside.
func (g *gen) loop8(seal bool) {
	g.p("SUB $8, %s", rBlocks)
	if !seal {
		g.p("MOVD %s, %s", rSrc, rHash) // advances with rSrc
	}
	done := g.newLabel("loopdone")
	l192, l128 := g.newLabel("loop192_"), g.newLabel("loop128_")
	g.p("CMP $12, %s", rRounds)
	g.p("BLT %s", l128)
	g.p("BEQ %s", l192)
	for _, r := range []int{14, 12, 10} {
		switch r {
		case 12:
			g.label(l192)
		case 10:
			g.label(l128)
		}
		loop := g.newLabel("loop")
		g.label(loop)
		g.vecCounters(8)
		for k := 17 + 14 - r; k <= 20; k++ {
			for b := 0; b < 8; b++ {
				g.p("AESE %s, %s", v(k), v(b))
				g.p("AESMC %s, %s", v(b), v(b))
			}
		}
		g.interleave(aesCommon(8), ghash8Table(max(1, 14-r))) // advances rHash by 8 blocks
		g.xorStore(8)
		g.p("SUBS $8, %s", rBlocks)
		g.p("BGE %s", loop)
		if r != 10 {
			g.p("B %s", done)
		}
	}
	g.label(done)
	g.p("ADD $8, %s", rBlocks)
}

// leaveLoop restores the registers of the code outside the loop.
func (g *gen) leaveLoop() {
	g.p("VMOV V%d.S[3], %s", vPoly, rCount)
	g.p("VLD1 (%s), [%s]", rSpill, v(vY))
	g.p("MOVD $0xC200000000000000, %s", rTmp0)
	g.p("VMOV %s, V%d.D[0]", rTmp0, vPoly)
	g.p("VMOV %s, V%d.D[1]", rTmp0, vPoly)
}

// interleave spreads the GHASH instructions evenly among the AES units.
func (g *gen) interleave(aes [][]string, gh []string) {
	gi := 0
	for i, u := range aes {
		g.emit(u)
		for want := (i + 1) * len(gh) / len(aes); gi < want; gi++ {
			g.emit(gh[gi : gi+1])
		}
	}
	g.emit(gh[gi:])
}

// xorStore XORs n source blocks at rSrc into the keystream V0.. (4 at a
// time through V9-V12) and stores them at rDst.
func (g *gen) xorStore(n int) {
	base := vLo
	if g.keepSums {
		base = vX // V12-V15: the Karatsuba sums stay in V9-V11
	}
	for first := 0; first < n; first += 4 {
		c := min(4, n-first)
		g.p("VLD1.P %d(%s), %s", 16*c, rSrc, regList(base, c))
		for i := 0; i < c; i++ {
			g.p("VEOR %s, %s, %s", v(base+i), v(first+i), v(first+i))
		}
		g.p("VST1.P %s, %d(%s)", regList(first, c), 16*c, rDst)
	}
}

func regList(first, n int) string {
	var s []string
	for i := 0; i < n; i++ {
		s = append(s, v(first+i))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// ghashFinal hashes rM (0..16) blocks from rHash with H^m..H^1 and one
// reduction, a loop over the blocks since m is only known at run time.
func (g *gen) ghashFinal() {
	done, loop := g.newLabel("hashdone"), g.newLabel("hashloop")
	g.p("CBZ %s, %s", rM, done)
	g.p("MOVD $16, %s", rTmp0)
	g.p("SUB %s, %s, %s", rM, rTmp0, rTmp0)
	g.p("ADD %s<<4, %s, %s", rTmp0, rPow, rPowCur) // &Powers[16-m] = H^m
	g.p("VEOR %s, %s, %s", v(vLo), v(vLo), v(vLo))
	g.p("VEOR %s, %s, %s", v(vHi), v(vHi), v(vHi))
	g.p("VEOR %s, %s, %s", v(vMid), v(vMid), v(vMid))
	g.label(loop)
	blk := ghashBlock(false)
	// y joins the first block only: XOR it in, then clear it.
	g.emit(blk[:2])
	g.p("VEOR %s, %s, %s", v(vY), v(vX), v(vX))
	g.p("VEOR %s, %s, %s", v(vY), v(vY), v(vY))
	g.emit(blk[2:])
	g.p("SUB $1, %s", rM)
	g.p("CBNZ %s, %s", rM, loop)
	g.emit(reduce())
	g.label(done)
}

// singleTail enciphers the remaining blocks: four interleaved while at
// least four remain, then one at a time.
func (g *gen) singleTail() {
	loop, done, lt4 := g.newLabel("tail"), g.newLabel("taildone"), g.newLabel("tail4_")
	top4 := g.newLabel("tail4top")
	g.label(top4)
	g.p("CMP $4, %s", rBlocks)
	g.p("BLT %s", lt4)
	g.counters(4)
	g.aesPrefix(4)
	for _, u := range aesCommon(4) {
		g.emit(u)
	}
	g.xorStore(4)
	g.p("SUB $4, %s", rBlocks)
	g.p("B %s", top4)
	g.label(lt4)
	g.label(loop)
	g.p("CBZ %s, %s", rBlocks, done)
	g.counters(1)
	g.aesPrefix(1)
	for _, u := range aesCommon(1) {
		g.emit(u)
	}
	g.xorStore(1)
	g.p("SUB $1, %s", rBlocks)
	g.p("B %s", loop)
	g.label(done)
}

func (g *gen) prologue(name string) {
	fmt.Fprintf(&g.b, "\n// func %s(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)\n", name)
	fmt.Fprintf(&g.b, "TEXT ·%s(SB), NOSPLIT, $%d-88\n", name, frameSize)
	g.p("MOVD rk+0(FP), %s", rKey)
	g.p("MOVD rounds+8(FP), %s", rRounds)
	g.p("MOVD pow+16(FP), %s", rPow)
	g.p("MOVD ctr+24(FP), %s", rCtr)
	g.p("MOVD y+32(FP), %s", rYPtr)
	g.p("MOVD dst_base+40(FP), %s", rDst)
	g.p("MOVD src_base+64(FP), %s", rSrc)
	g.p("MOVD src_len+72(FP), %s", rBlocks)
	g.p("LSR $4, %s, %s", rBlocks, rBlocks)
	g.loadKeys()
	g.p("ADD $%d, RSP, %s", spillOff, rSpill)
	g.p("MOVD (%s), %s", rCtr, rNonce0)
	g.p("MOVWU 8(%s), %s", rCtr, rNonce1)
	g.p("MOVWU 12(%s), %s", rCtr, rCount)
	g.p("REVW %s, %s", rCount, rCount)
	g.p("VLD1 (%s), [%s]", rYPtr, v(vY))
	g.p("VREV64 %s, %s", v(vY), v(vY))
	g.p("MOVD $0xC200000000000000, %s", rTmp0)
	g.p("VMOV %s, V%d.D[0]", rTmp0, vPoly)
	g.p("VMOV %s, V%d.D[1]", rTmp0, vPoly)
}

func (g *gen) epilogue() {
	g.p("VREV64 %s, %s", v(vY), v(vY))
	g.p("VST1 [%s], (%s)", v(vY), rYPtr)
	g.p("REVW %s, %s", rCount, rTmp0)
	g.p("MOVW %s, 12(%s)", rTmp0, rCtr)
	g.p("RET")
}

// seal: the first batch is only enciphered; each later iteration enciphers
// batch i while hashing batch i-1 from dst; the last full batch and the
// tail are hashed together at the end.
func (g *gen) seal() {
	g.prologue("sealARMv8")
	g.sealBody()
	g.epilogue()
}

func (g *gen) sealBody() {
	g.p("MOVD %s, %s", rDst, rHash)
	g.p("MOVD $0, %s", rM)
	tail := g.newLabel("tail8_")
	g.p("CMP $8, %s", rBlocks)
	g.p("BLT %s", tail)
	g.counters(8)
	g.aesPrefix(8)
	for _, u := range aesCommon(8) {
		g.emit(u)
	}
	g.xorStore(8)
	g.p("SUB $8, %s", rBlocks)
	g.p("MOVD $8, %s", rM) // one batch awaits hashing at rHash

	g.p("CMP $8, %s", rBlocks)
	g.p("BLT %s", tail)
	g.enterLoop()
	g.loop8(true)
	g.leaveLoop()

	g.label(tail)
	g.p("ADD %s, %s, %s", rBlocks, rM, rM) // pending batch plus tail blocks
	g.singleTail()
	g.ghashFinal()
}

// open: each iteration hashes batch i from src while deciphering it; the
// tail is hashed first, then deciphered.
func (g *gen) open() {
	g.prologue("openARMv8")
	g.openBody()
	g.epilogue()
}

func (g *gen) openBody() {
	tail := g.newLabel("tail8_")
	g.p("CMP $8, %s", rBlocks)
	g.p("BLT %s", tail)
	g.enterLoop()
	g.loop8(false)
	g.leaveLoop()

	g.label(tail)
	g.p("MOVD %s, %s", rSrc, rHash)
	g.p("MOVD %s, %s", rBlocks, rM)
	g.ghashFinal()
	g.singleTail()
}

func main() {
	flag.Parse()
	g := &gen{}
	g.b.WriteString("// Code generated by gcm_arm64_gen.go. DO NOT EDIT.\n\n")
	g.b.WriteString("//go:build arm64 && !purego\n\n")
	g.b.WriteString("#include \"textflag.h\"\n")
	g.seal()
	g.open()
	g.whole(true)
	g.whole(false)
	if err := os.WriteFile(*out, g.b.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}

// Registers of the whole-message kernels, beyond those of the block kernels.
const (
	rTag     = "R19"
	rTextLen = "R20"
	rAD      = "R21"
	rADLen   = "R22"
	rScratch = "R23" // 48 bytes of frame: [last text block | lengths | plaintext]
	rPart    = "R24" // bytes in a partial block
	rCopyS   = "R16"
	rCopyD   = "R17"
	rCopyX   = "R25"
)

// copyPartial copies rPart (0..15) bytes from rCopyS to rCopyD, 8, 4, 2
// and 1 at a time by the bits of the (public) length.
func (g *gen) copyPartial() {
	type step struct {
		bit        int
		load, stor string
	}
	for _, s := range []step{{3, "MOVD", "MOVD"}, {2, "MOVWU", "MOVW"}, {1, "MOVHU", "MOVH"}, {0, "MOVBU", "MOVB"}} {
		skip := g.newLabel("copy")
		g.p("TBZ $%d, %s, %s", s.bit, rPart, skip)
		g.p("%s.P %d(%s), %s", s.load, 1<<s.bit, rCopyS, rCopyX)
		g.p("%s.P %s, %d(%s)", s.stor, rCopyX, 1<<s.bit, rCopyD)
		g.label(skip)
	}
}

// loadPartial zero-pads the rPart bytes at src into the 16 bytes at
// rScratch+off.
func (g *gen) loadPartial(src string, off int) {
	g.p("ADD $%d, %s, %s", off, rScratch, rCopyD)
	g.p("STP (ZR, ZR), (%s)", rCopyD)
	g.p("MOVD %s, %s", src, rCopyS)
	g.copyPartial()
}

// hashBlocks hashes rM whole blocks from rHash into y: batches of 8 with
// one reduction each, then the rest in one pass.
func (g *gen) hashBlocks() {
	loop, rest := g.newLabel("adloop"), g.newLabel("adrest")
	g.label(loop)
	g.p("CMP $8, %s", rM)
	g.p("BLT %s", rest)
	g.emit(ghash8())
	g.p("SUB $8, %s", rM)
	g.p("B %s", loop)
	g.label(rest)
	g.ghashFinal()
}

// aesOne enciphers the next counter block into V0.
func (g *gen) aesOne() {
	g.counters(1)
	g.aesPrefix(1)
	for _, u := range aesCommon(1) {
		g.emit(u)
	}
}

// whole emits sealWholeARMv8 / openWholeARMv8: all of SP 800-38D §7.1 /
// §7.2 from J0 on in one call. The additional data is hashed first (a
// partial last block zero-padded through the frame), before the round
// keys take their registers; the text goes through the block kernels'
// code; a partial last text block is enciphered from the next counter and
// hashed, zero-padded, together with the lengths block, while E_K(J0) is
// enciphered; *tag = E_K(J0) XOR y, the full 16 bytes (Go truncates, and
// Open compares in constant time).
func (g *gen) whole(seal bool) {
	name := "openWholeARMv8"
	if seal {
		name = "sealWholeARMv8"
	}
	fmt.Fprintf(&g.b, "\n// func %s(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte)\n", name)
	fmt.Fprintf(&g.b, "TEXT ·%s(SB), NOSPLIT, $%d-112\n", name, frameSize)
	g.p("MOVD rk+0(FP), %s", rKey)
	g.p("MOVD rounds+8(FP), %s", rRounds)
	g.p("MOVD pow+16(FP), %s", rPow)
	g.p("MOVD j0+24(FP), %s", rCtr)
	g.p("MOVD tag+32(FP), %s", rTag)
	g.p("MOVD dst_base+40(FP), %s", rDst)
	g.p("MOVD src_base+64(FP), %s", rSrc)
	g.p("MOVD src_len+72(FP), %s", rTextLen)
	g.p("MOVD ad_base+88(FP), %s", rAD)
	g.p("MOVD ad_len+96(FP), %s", rADLen)
	g.p("ADD $%d, RSP, %s", scratchOff, rScratch)
	g.p("MOVD (%s), %s", rCtr, rNonce0)
	g.p("MOVWU 8(%s), %s", rCtr, rNonce1)
	g.p("MOVWU 12(%s), %s", rCtr, rCount)
	g.p("REVW %s, %s", rCount, rCount)
	g.p("MOVD $0xC200000000000000, %s", rTmp0)
	g.p("VMOV %s, V%d.D[0]", rTmp0, vPoly)
	g.p("VMOV %s, V%d.D[1]", rTmp0, vPoly)
	g.p("VEOR %s, %s, %s", v(vY), v(vY), v(vY))

	// The lengths block [len(A)]64 || [len(C)]64 in bits (§7.1 step 5).
	g.p("LSL $3, %s, %s", rADLen, rTmp0)
	g.p("REV %s, %s", rTmp0, rTmp0)
	g.p("LSL $3, %s, %s", rTextLen, rTmp1)
	g.p("REV %s, %s", rTmp1, rTmp1)
	g.p("STP (%s, %s), 16(%s)", rTmp0, rTmp1, rScratch)

	g.shortPath(seal)

	// Additional data: whole blocks, then a zero-padded partial one.
	g.p("MOVD %s, %s", rAD, rHash)
	g.p("LSR $4, %s, %s", rADLen, rM)
	g.adHashLong()
	g.hashBlocks()
	adDone := g.newLabel("addone")
	g.p("ANDS $15, %s, %s", rADLen, rPart)
	g.p("BEQ %s", adDone)
	g.loadPartial(rHash, 0)
	g.p("MOVD %s, %s", rScratch, rHash)
	g.p("MOVD $1, %s", rM)
	g.ghashFinal()
	g.label(adDone)

	// The text starts at inc32(J0); E_K(J0) is enciphered at the end.
	g.loadKeys()
	g.p("ADD $%d, RSP, %s", spillOff, rSpill)
	g.p("ADDW $1, %s", rCount)

	// Whole text blocks, as sealARMv8 / openARMv8.
	g.p("LSR $4, %s, %s", rTextLen, rBlocks)
	if seal {
		g.sealBody()
	} else {
		g.openBody()
	}

	// A partial last block: CTR from the next counter; the zero-padded
	// ciphertext goes to scratch[0:16], before the lengths block, and the
	// two are hashed together. Without one, only the lengths block.
	noPart := g.newLabel("nopart")
	g.p("ANDS $15, %s, %s", rTextLen, rPart)
	g.p("BEQ %s", noPart)
	g.partialText(seal)
	g.p("MOVD %s, %s", rScratch, rHash)
	g.finalTag(2)
	g.label(noPart)
	g.p("ADD $16, %s, %s", rScratch, rHash)
	g.finalTag(1)
}

// accumulate adds rM blocks at rHash times the powers from rPowCur on to
// the Karatsuba sums, unreduced.
func (g *gen) accumulate() {
	done, loop := g.newLabel("accdone"), g.newLabel("acc")
	g.p("CBZ %s, %s", rM, done)
	g.label(loop)
	g.emit(ghashBlock(false))
	g.p("SUB $1, %s", rM)
	g.p("CBNZ %s, %s", rM, loop)
	g.label(done)
}

// shortPath handles messages of at most 16 GHASH blocks in all (padded
// additional data and text, and the lengths block) with one reduction:
// the text is enciphered first, then every block is multiplied by its own
// power H^16-i.. (y is zero, so nothing joins the first block) and the sums
// are reduced once while E_K(J0) is enciphered. Longer messages branch on
// to the general code.
func (g *gen) shortPath(seal bool) {
	long := g.newLabel("long")
	g.p("ADD $15, %s, %s", rADLen, rTmp0)
	g.p("LSR $4, %s, %s", rTmp0, rTmp0)
	g.p("ADD $15, %s, %s", rTextLen, rTmp1)
	g.p("ADD %s>>4, %s, %s", rTmp1, rTmp0, rTmp0) // padded blocks, lengths block aside
	g.p("CMP $15, %s", rTmp0)
	g.p("BGT %s", long)

	if seal {
		g.shortCipher(seal)
	}

	// Powers from H^(n+1) for n padded blocks: &Powers[15-n].
	g.p("ADD $15, %s, %s", rADLen, rTmp0)
	g.p("LSR $4, %s, %s", rTmp0, rTmp0)
	g.p("ADD $15, %s, %s", rTextLen, rTmp1)
	g.p("ADD %s>>4, %s, %s", rTmp1, rTmp0, rTmp0)
	g.p("MOVD $15, %s", rTmp1)
	g.p("SUB %s, %s, %s", rTmp0, rTmp1, rTmp1)
	g.p("ADD %s<<4, %s, %s", rTmp1, rPow, rPowCur)
	for _, r := range []int{vLo, vHi, vMid} {
		g.p("VEOR %s, %s, %s", v(r), v(r), v(r))
	}
	g.p("MOVD %s, %s", rAD, rHash)
	g.p("LSR $4, %s, %s", rADLen, rM)
	g.accumulate()
	adDone := g.newLabel("shortaddone")
	g.p("ANDS $15, %s, %s", rADLen, rPart)
	g.p("BEQ %s", adDone)
	g.loadPartial(rHash, 32)
	g.p("ADD $32, %s, %s", rScratch, rHash)
	g.emit(ghashBlock(false))
	g.label(adDone)
	// The ciphertext: seal's at dst, both pointers now past the whole
	// blocks; open's at src, not yet deciphered (it may be dst).
	if seal {
		g.p("AND $~15, %s, %s", rTextLen, rTmp0)
		g.p("SUB %s, %s, %s", rTmp0, rDst, rHash)
	} else {
		g.p("MOVD %s, %s", rSrc, rHash)
	}
	g.p("LSR $4, %s, %s", rTextLen, rM)
	g.accumulate()
	textDone := g.newLabel("shorttextdone")
	g.p("ANDS $15, %s, %s", rTextLen, rPart)
	g.p("BEQ %s", textDone)
	if !seal {
		g.loadPartial(rHash, 0)
	}
	g.p("MOVD %s, %s", rScratch, rHash)
	g.emit(ghashBlock(false))
	g.label(textDone)
	if !seal {
		g.keepSums = true
		g.shortCipher(seal)
		g.keepSums = false
	}
	g.p("ADD $16, %s, %s", rScratch, rHash)
	g.tagWith(append(ghashBlock(false), reduce()...))
	g.label(long)
}

// shortCipher runs CTR over the whole text of the short path, the
// partial block included.
func (g *gen) shortCipher(seal bool) {
	g.loadKeys()
	g.p("ADDW $1, %s", rCount)
	g.p("LSR $4, %s, %s", rTextLen, rBlocks)
	g.singleTail()
	noPart := g.newLabel("shortnopart")
	g.p("ANDS $15, %s, %s", rTextLen, rPart)
	g.p("BEQ %s", noPart)
	g.partialText(seal)
	g.label(noPart)
}

// partialText enciphers the rPart bytes at rSrc into rDst from the next
// counter and leaves the zero-padded ciphertext at scratch[0:16].
func (g *gen) partialText(seal bool) {
	g.aesOne()
	if seal {
		g.loadPartial(rSrc, 0)
		g.p("VLD1 (%s), [%s]", rScratch, v(vX))
		g.p("VEOR %s, %s, %s", v(vX), v(0), v(0))
		g.p("VST1 [%s], (%s)", v(0), rScratch)
		g.p("MOVD %s, %s", rScratch, rCopyS)
		g.p("MOVD %s, %s", rDst, rCopyD)
		g.copyPartial()
		g.loadPartial(rDst, 0) // the ciphertext alone, zero-padded
	} else {
		g.loadPartial(rSrc, 0)
		g.p("VLD1 (%s), [%s]", rScratch, v(vX))
		g.p("VEOR %s, %s, %s", v(vX), v(0), v(0))
		g.p("ADD $32, %s, %s", rScratch, rCopyS)
		g.p("VST1 [%s], (%s)", v(0), rCopyS)
		g.p("MOVD %s, %s", rDst, rCopyD)
		g.copyPartial()
		g.p("ADD $32, %s, %s", rScratch, rCopyS)
		g.p("STP (ZR, ZR), (%s)", rCopyS) // no plaintext left in the frame
	}
}

// finalTag hashes the last m blocks at rHash (1: the lengths block; 2: a
// partial text block and the lengths block) while enciphering J0, in one
// straight-line stream so the two dependency chains overlap, and stores
// tag = E_K(J0) XOR y (§7.1 steps 5-6).
func (g *gen) finalTag(m int) {
	g.p("ADD $%d, %s, %s", 16*(16-m), rPow, rPowCur) // H^m
	var gh []string
	for j := 0; j < m; j++ {
		gh = append(gh, ghashBlock(j == 0)...)
	}
	g.tagWith(append(gh, reduce()...))
}

// tagWith enciphers J0 interleaved with the GHASH instructions gh, which
// leave y in V8, and stores tag = E_K(J0) XOR y.
func (g *gen) tagWith(gh []string) {
	g.p("VLD1 (%s), [%s]", rCtr, v(0)) // J0
	g.aesPrefix(1)
	g.interleave(aesCommon(1), gh)
	g.p("VREV64 %s, %s", v(vY), v(vY))
	g.p("VEOR %s, %s, %s", v(vY), v(0), v(0))
	g.p("VST1 [%s], (%s)", v(0), rTag)
	g.p("RET")
}

// Long additional data is hashed before the round keys are loaded, with
// the powers kept in registers as internal/ghash's PMULL kernel does
// (ghash_arm64_gen.go): batches of 8 blocks, one reduction each.
const (
	adData   = 0  // V0-V7: blocks of a batch, swapped
	adPow    = 8  // V8-V15: H^8..H^1, swapped
	adMid    = 16 // V16-V19: P.hi^P.lo of powers 2a (lane 0) and 2a+1 (lane 1)
	adPoly   = 20
	adLo     = 22
	adHi     = 23
	adMidAcc = 24
	adY      = 25 // running hash, swapped
	adT0     = 26
	adT1     = 27
	adT2     = 28
	adT3     = 29
)

// adHashLong hashes the whole 8-block batches of rM blocks at rHash into
// y (V8, which must be zero: the additional data comes first), leaving
// rM mod 8 blocks, and restores V8 and V16.
func (g *gen) adHashLong() {
	skip, loop := g.newLabel("adshort"), g.newLabel("adlong")
	g.p("CMP $8, %s", rM)
	g.p("BLT %s", skip)
	g.p("ADD $%d, %s, %s", 16*8, rPow, rTmp0) // Powers[8:16] = H^8..H^1
	g.p("VLD1.P 64(%s), [%s, %s, %s, %s]", rTmp0, v(adPow), v(adPow+1), v(adPow+2), v(adPow+3))
	g.p("VLD1 (%s), [%s, %s, %s, %s]", rTmp0, v(adPow+4), v(adPow+5), v(adPow+6), v(adPow+7))
	for j := 0; j < 8; j++ {
		g.p("VEXT $8, %s, %s, %s", v(adPow+j), v(adPow+j), v(adPow+j))
	}
	for a := 0; a < 4; a++ {
		// Both lanes of T0 = P_{2a}.hi^P_{2a}.lo, of T1 the same for 2a+1;
		// then lane 0 from T0 and lane 1 from T1.
		g.p("VEXT $8, %s, %s, %s", v(adPow+2*a), v(adPow+2*a), v(adT0))
		g.p("VEOR %s, %s, %s", v(adPow+2*a), v(adT0), v(adT0))
		g.p("VEXT $8, %s, %s, %s", v(adPow+2*a+1), v(adPow+2*a+1), v(adT1))
		g.p("VEOR %s, %s, %s", v(adPow+2*a+1), v(adT1), v(adT1))
		g.p("VEXT $8, %s, %s, %s", v(adT1), v(adT0), v(adMid+a))
	}
	g.p("MOVD $0xC200000000000000, %s", rTmp0)
	g.p("VMOV %s, V%d.D[0]", rTmp0, adPoly)
	g.p("VEOR %s, %s, %s", v(adY), v(adY), v(adY))

	g.label(loop)
	g.p("VLD1.P 64(%s), %s", rHash, regList(adData, 4))
	g.p("VLD1.P 64(%s), %s", rHash, regList(adData+4, 4))
	for j := 0; j < 8; j++ {
		g.p("VREV64 %s, %s", v(adData+j), v(adData+j))
	}
	g.p("VEOR %s, %s, %s", v(adY), v(adData), v(adData))
	for j := 0; j < 8; j++ {
		x := v(adData + j)
		lo, hi, md := adLo, adHi, adMidAcc
		if j > 0 {
			lo, hi, md = adT0, adT1, adT2
		}
		g.p("VPMULL2 V%d.D2, V%d.D2, V%d.Q1", adData+j, adPow+j, lo)
		g.p("VPMULL V%d.D1, V%d.D1, V%d.Q1", adData+j, adPow+j, hi)
		// Both lanes of the block register become X.hi^X.lo.
		g.p("VEXT $8, %s, %s, %s", x, x, v(adT3))
		g.p("VEOR %s, %s, %s", v(adT3), x, x)
		if j%2 == 0 {
			g.p("VPMULL V%d.D1, V%d.D1, V%d.Q1", adData+j, adMid+j/2, md)
		} else {
			g.p("VPMULL2 V%d.D2, V%d.D2, V%d.Q1", adData+j, adMid+j/2, md)
		}
		if j > 0 {
			g.p("VEOR %s, %s, %s", v(adT0), v(adLo), v(adLo))
			g.p("VEOR %s, %s, %s", v(adT1), v(adHi), v(adHi))
			g.p("VEOR %s, %s, %s", v(adT2), v(adMidAcc), v(adMidAcc))
		}
	}
	// The reduction of reduceWith.
	g.p("VPMULL V%d.D1, V%d.D1, V%d.Q1", adLo, adPoly, adT0)
	g.p("VEOR %s, %s, %s", v(adLo), v(adMidAcc), v(adMidAcc))
	g.p("VEOR %s, %s, %s", v(adHi), v(adMidAcc), v(adMidAcc))
	g.p("VEXT $8, %s, %s, %s", v(adLo), v(adLo), v(adLo))
	g.p("VEOR %s, %s, %s", v(adT0), v(adLo), v(adLo))
	g.p("VEOR %s, %s, %s", v(adMidAcc), v(adLo), v(adLo))
	g.p("VPMULL V%d.D1, V%d.D1, V%d.Q1", adLo, adPoly, adT0)
	g.p("VEXT $8, %s, %s, %s", v(adLo), v(adLo), v(adLo))
	g.p("VEOR %s, %s, %s", v(adT0), v(adLo), v(adLo))
	g.p("VEOR %s, %s, %s", v(adLo), v(adHi), v(adY))
	g.p("VEXT $8, %s, %s, %s", v(adY), v(adY), v(adY))
	g.p("SUB $8, %s", rM)
	g.p("CMP $8, %s", rM)
	g.p("BGE %s", loop)

	g.p("VMOV %s, %s", v(adY), v(vY))
	g.p("MOVD $0xC200000000000000, %s", rTmp0)
	g.p("VMOV %s, V%d.D[0]", rTmp0, vPoly)
	g.p("VMOV %s, V%d.D[1]", rTmp0, vPoly)
	g.label(skip)
}
