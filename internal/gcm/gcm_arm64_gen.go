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
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/neon"
)

var out = flag.String("out", "gcm_arm64.s", "output file")

type gen struct {
	*asmgen.File
	keepSums bool // xorStore must leave V9-V11 alone
}

func (g *gen) emit(lines []string) {
	for _, l := range lines {
		g.WriteString("\t" + l + "\n")
	}
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

// loadNonce reads the counter block at rCtr: the 96-bit nonce into rNonce0
// and rNonce1, the 32-bit big-endian counter into rCount as a number.
func (g *gen) loadNonce() {
	g.P("MOVD (%s), %s", rCtr, rNonce0)
	g.P("MOVWU 8(%s), %s", rCtr, rNonce1)
	g.P("MOVWU 12(%s), %s", rCtr, rCount)
	g.P("REVW %s, %s", rCount, rCount)
}

func (g *gen) loadKeys() { neon.LoadAESKeys(g.File, rKey, rRounds) }

// counters builds n counter blocks in V0.. from the nonce words and the
// counter, incrementing it modulo 2^32 (inc32, SP 800-38D §6.2).
func (g *gen) counters(n int) {
	g.Comment("%s: counter blocks nonce || inc32 counter (SP 800-38D §6.2)", asmgen.Regs("V", 0, n))
	for i := 0; i < n; i++ {
		g.P("REVW %s, %s", rCount, rTmp0)
		g.P("ORR %s<<32, %s, %s", rTmp0, rNonce1, rTmp1)
		g.P("VMOV %s, V%d.D[0]", rNonce0, i)
		g.P("VMOV %s, V%d.D[1]", rTmp1, i)
		g.P("ADDW $1, %s", rCount)
	}
}

// aesPrefix emits the extra AES-192/256 rounds (V17-V20) on n blocks; the
// flags must hold CMP $12, rounds. aesCommon returns the last ten rounds as
// units (AESE+AESMC pairs kept adjacent for fusion) to interleave.
func (g *gen) aesPrefix(n int) {
	l192, l128 := g.NewLabel("rounds192_"), g.NewLabel("rounds128_")
	g.Block("AES (FIPS 197 §5.1) of %s: AES-256 from V17, AES-192 from V19, AES-128 from V21; the last round with V30, V31", asmgen.Regs("V", 0, n))
	g.P("CMP $12, %s", rRounds)
	g.P("BLT %s", l128)
	g.P("BEQ %s", l192)
	for k := 17; k <= 18; k++ {
		for b := 0; b < n; b++ {
			g.P("AESE %s, %s", v(k), v(b))
			g.P("AESMC %s, %s", v(b), v(b))
		}
	}
	g.Label(l192)
	for k := 19; k <= 20; k++ {
		for b := 0; b < n; b++ {
			g.P("AESE %s, %s", v(k), v(b))
			g.P("AESMC %s, %s", v(b), v(b))
		}
	}
	g.Label(l128)
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
	l := append(pre, reduceWith(vLo, vHi, vMid, vT, poly, vY)...)
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
//
// The sums are in lo, hi and mid, t is scratch, poly holds the constant,
// and y receives the result; the block kernels and adHashLong (whose sums
// live in other registers) share it.
func reduceWith(lo, hi, mid, t, poly, y int) []string {
	return []string{
		fmt.Sprintf("VPMULL V%d.D1, V%d.D1, V%d.Q1", lo, poly, t), // first fold of Lo.D0
		fmt.Sprintf("VEOR %s, %s, %s", v(lo), v(mid), v(mid)),
		fmt.Sprintf("VEOR %s, %s, %s", v(hi), v(mid), v(mid)), // M'
		fmt.Sprintf("VEXT $8, %s, %s, %s", v(lo), v(lo), v(lo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(t), v(lo), v(lo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(mid), v(lo), v(lo)),
		fmt.Sprintf("VPMULL V%d.D1, V%d.D1, V%d.Q1", lo, poly, t), // second fold
		fmt.Sprintf("VEXT $8, %s, %s, %s", v(lo), v(lo), v(lo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(t), v(lo), v(lo)),
		fmt.Sprintf("VEOR %s, %s, %s", v(lo), v(hi), v(y)),
		fmt.Sprintf("VEXT $8, %s, %s, %s", v(y), v(y), v(y)),
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
			l = append(l, fmt.Sprintf("VLD1.P %d(%s), %s", 16*group, rHash, neon.RegList(17, group)))
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
	g.Block("into the 8-block loop: H^8..H^1 as (hi⊕lo, swapped) pairs in the frame, y spilled, the counter into V16 for VADD.S4")
	g.P("ADD $%d, %s, %s", 16*8, rPow, rPowCur) // Powers[8:16] = H^8..H^1
	g.P("ADD $%d, RSP, %s", tableOff, rTmp0)
	for j := 0; j < 8; j++ {
		g.P("VLD1.P 16(%s), [%s]", rPowCur, v(vP))
		g.P("VEXT $8, %s, %s, %s", v(vP), v(vP), v(vK))
		g.P("VEOR %s, %s, %s", v(vK), v(vP), v(vP))
		g.P("VST1.P [%s, %s], 32(%s)", v(vP), v(vK), rTmp0)
	}
	g.P("VST1 [%s], (%s)", v(vPoly), rTmp0)
	g.P("VST1 [%s], (%s)", v(vY), rSpill)
	g.counters(1) // V0 = the counter block
	g.P("SUBW $1, %s", rCount)
	g.P("VREV32 %s, %s", v(0), v(vPoly))
	g.P("VEOR %s, %s, %s", v(vY), v(vY), v(vY))
	g.P("MOVD $1, %s", rTmp0)
	g.P("VMOV %s, V%d.S[3]", rTmp0, vY)
}

// vecCounters builds n counter blocks in V0.. from V16 and steps it.
func (g *gen) vecCounters(n int) {
	for i := 0; i < n; i++ {
		g.P("VREV32 %s, %s", v(vPoly), v(i))
		g.P("VADD V%d.S4, V%d.S4, V%d.S4", vY, vPoly, vPoly)
	}
}

// loop8 emits the 8-block loop, one copy for each key size, so the loop
// carries no branch on the round count; rBlocks runs 8 low inside.
func (g *gen) loop8(seal bool) {
	g.P("SUB $8, %s", rBlocks)
	if !seal {
		g.P("MOVD %s, %s", rSrc, rHash) // advances with rSrc
	}
	done := g.NewLabel("loopdone")
	l192, l128 := g.NewLabel("loop192_"), g.NewLabel("loop128_")
	g.P("CMP $12, %s", rRounds)
	g.P("BLT %s", l128)
	g.P("BEQ %s", l192)
	for _, r := range []int{14, 12, 10} {
		switch r {
		case 12:
			g.Label(l192)
		case 10:
			g.Label(l128)
		}
		loop := g.NewLabel("loop")
		if seal {
			g.Block("AES-%d seal loop: encipher 8 counter blocks while hashing the previous 8 ciphertext blocks from dst", asmgen.AESBits(r))
		} else {
			g.Block("AES-%d open loop: hash 8 ciphertext blocks from src while enciphering their counter blocks", asmgen.AESBits(r))
		}
		g.Label(loop)
		g.Comment("V0-V7: counter blocks from V16, inc32 by VADD.S4")
		g.vecCounters(8)
		if r > 10 {
			g.Comment("AES-%d's first %d rounds (V%d-V20)", asmgen.AESBits(r), r-10, 17+14-r)
		}
		for k := 17 + 14 - r; k <= 20; k++ {
			for b := 0; b < 8; b++ {
				g.P("AESE %s, %s", v(k), v(b))
				g.P("AESMC %s, %s", v(b), v(b))
			}
		}
		g.Comment("AES rounds with V21-V31, interleaved with GHASH (SP 800-38D §6.4) of 8 blocks × H^8..H^1 and one reduction")
		g.interleave(aesCommon(8), ghash8Table(max(1, 14-r))) // advances rHash by 8 blocks
		g.xorStore(8)
		g.P("SUBS $8, %s", rBlocks)
		g.P("BGE %s", loop)
		if r != 10 {
			g.P("B %s", done)
		}
	}
	g.Label(done)
	g.P("ADD $8, %s", rBlocks)
}

// loop8From runs the 8-block loop if 8 or more blocks are left, else
// branches to tail: the loop's set-up, the loop and the way out.
func (g *gen) loop8From(seal bool, tail string) {
	g.P("CMP $8, %s", rBlocks)
	g.P("BLT %s", tail)
	g.enterLoop()
	g.loop8(seal)
	g.leaveLoop()
}

// leaveLoop restores the registers of the code outside the loop.
func (g *gen) leaveLoop() {
	g.Block("out of the loop: the counter word into R8, y from its spill slot, V16 = the reduction constant again")
	g.P("VMOV V%d.S[3], %s", vPoly, rCount)
	g.P("VLD1 (%s), [%s]", rSpill, v(vY))
	neon.GHASHPoly(g.File, rTmp0, vPoly, true)
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
	g.Comment("dst = src ⊕ keystream, %s", asmgen.Blocks(n))
	for first := 0; first < n; first += 4 {
		c := min(4, n-first)
		g.P("VLD1.P %d(%s), %s", 16*c, rSrc, neon.RegList(base, c))
		for i := 0; i < c; i++ {
			g.P("VEOR %s, %s, %s", v(base+i), v(first+i), v(first+i))
		}
		g.P("VST1.P %s, %d(%s)", neon.RegList(first, c), 16*c, rDst)
	}
}

// ghashFinal hashes rM (0..16) blocks from rHash with H^m..H^1 and one
// reduction: the first block, with y, starts the sums; a loop over the
// rest since m is only known at run time.
func (g *gen) ghashFinal() {
	done, loop, red := g.NewLabel("hashdone"), g.NewLabel("hashloop"), g.NewLabel("hashreduce")
	g.Block("GHASH (SP 800-38D §6.4) of the R15 blocks left × H^m..H^1, y added to the first, one reduction")
	g.P("CBZ %s, %s", rM, done)
	g.P("MOVD $16, %s", rTmp0)
	g.P("SUB %s, %s, %s", rM, rTmp0, rTmp0)
	g.P("ADD %s<<4, %s, %s", rTmp0, rPow, rPowCur) // &Powers[16-m] = H^m
	g.emit(ghashBlock(true))
	g.P("SUBS $1, %s", rM)
	g.P("BEQ %s", red)
	g.Label(loop)
	g.emit(ghashBlock(false))
	g.P("SUBS $1, %s", rM)
	g.P("BNE %s", loop)
	g.Label(red)
	g.Comment("GHASH reduction (SP 800-38D §6.3, reflected): two folds of the low half by V16")
	g.emit(reduce())
	g.Label(done)
}

// singleTail enciphers the remaining blocks: four interleaved while at
// least four remain, then one at a time.
func (g *gen) singleTail() {
	loop, done, lt4 := g.NewLabel("tail"), g.NewLabel("taildone"), g.NewLabel("tail4_")
	top4 := g.NewLabel("tail4top")
	g.Block("CTR on the blocks left: 4 per iteration while 4 or more are left")
	g.Label(top4)
	g.P("CMP $4, %s", rBlocks)
	g.P("BLT %s", lt4)
	g.ctrBlocks(4)
	g.P("SUB $4, %s", rBlocks)
	g.P("B %s", top4)
	g.Label(lt4)
	g.Block("then one block per iteration")
	g.Label(loop)
	g.P("CBZ %s, %s", rBlocks, done)
	g.ctrBlocks(1)
	g.P("SUB $1, %s", rBlocks)
	g.P("B %s", loop)
	g.Label(done)
}

func (g *gen) prologue(name string) {
	g.Printf("\n// func %s(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $%d-88\n", name, frameSize)
	g.Args("MOVD",
		"rk+0(FP)", rKey,
		"rounds+8(FP)", rRounds,
		"pow+16(FP)", rPow,
		"ctr+24(FP)", rCtr,
		"y+32(FP)", rYPtr,
		"dst_base+40(FP)", rDst,
		"src_base+64(FP)", rSrc,
		"src_len+72(FP)", rBlocks)
	g.P("LSR $4, %s, %s", rBlocks, rBlocks)
	g.Block("the nonce and counter; y in swapped form in V8; V16 = the reduction constant")
	g.loadKeys()
	g.P("ADD $%d, RSP, %s", spillOff, rSpill)
	g.loadNonce()
	g.P("VLD1 (%s), [%s]", rYPtr, v(vY))
	g.P("VREV64 %s, %s", v(vY), v(vY))
	neon.GHASHPoly(g.File, rTmp0, vPoly, true)
}

func (g *gen) epilogue() {
	g.Block("y and the counter word back to memory")
	g.P("VREV64 %s, %s", v(vY), v(vY))
	g.P("VST1 [%s], (%s)", v(vY), rYPtr)
	g.P("REVW %s, %s", rCount, rTmp0)
	g.P("MOVW %s, 12(%s)", rTmp0, rCtr)
	g.P("RET")
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
	g.Block("seal: the first 8 blocks are only enciphered; the loop hashes each batch one iteration later")
	g.P("MOVD %s, %s", rDst, rHash)
	g.P("MOVD $0, %s", rM)
	tail := g.NewLabel("tail8_")
	g.P("CMP $8, %s", rBlocks)
	g.P("BLT %s", tail)
	g.ctrBlocks(8)
	g.P("SUB $8, %s", rBlocks)
	g.P("MOVD $8, %s", rM) // one batch awaits hashing at rHash

	g.loop8From(true, tail)

	g.Block("the tail: encipher the blocks left, then hash them with the pending batch")
	g.Label(tail)
	g.P("ADD %s, %s, %s", rBlocks, rM, rM) // pending batch plus tail blocks
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
	tail := g.NewLabel("tail8_")
	g.loop8From(false, tail)

	g.Block("the tail: hash the blocks left, then decipher them")
	g.Label(tail)
	g.P("MOVD %s, %s", rSrc, rHash)
	g.P("MOVD %s, %s", rBlocks, rM)
	g.ghashFinal()
	g.singleTail()
}

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("gcm_arm64_gen.go", "arm64 && !purego")}
	g.seal()
	g.open()
	g.whole(true)
	g.whole(false)
	g.WriteFile(*out)
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
		skip := g.NewLabel("copy")
		g.P("TBZ $%d, %s, %s", s.bit, rPart, skip)
		g.P("%s.P %d(%s), %s", s.load, 1<<s.bit, rCopyS, rCopyX)
		g.P("%s.P %s, %d(%s)", s.stor, rCopyX, 1<<s.bit, rCopyD)
		g.Label(skip)
	}
}

// loadPartial zero-pads the rPart bytes at src into the 16 bytes at
// rScratch+off.
func (g *gen) loadPartial(src string, off int) {
	g.P("ADD $%d, %s, %s", off, rScratch, rCopyD)
	g.P("STP (ZR, ZR), (%s)", rCopyD)
	g.P("MOVD %s, %s", src, rCopyS)
	g.copyPartial()
}

// hashBlocks hashes rM whole blocks from rHash into y: batches of 8 with
// one reduction each, then the rest in one pass.
func (g *gen) hashBlocks() {
	loop, rest := g.NewLabel("adloop"), g.NewLabel("adrest")
	g.Block("GHASH (SP 800-38D §6.4): 8 blocks × H^8..H^1 per iteration, one reduction each")
	g.Label(loop)
	g.P("CMP $8, %s", rM)
	g.P("BLT %s", rest)
	g.emit(ghash8())
	g.P("SUB $8, %s", rM)
	g.P("B %s", loop)
	g.Label(rest)
	g.ghashFinal()
}

// aesCounters enciphers the next n counter blocks into V0...
func (g *gen) aesCounters(n int) {
	g.counters(n)
	g.aesPrefix(n)
	for _, u := range aesCommon(n) {
		g.emit(u)
	}
}

// aesOne enciphers the next counter block into V0.
func (g *gen) aesOne() { g.aesCounters(1) }

// ctrBlocks runs CTR on the next n blocks: src ⊕ the enciphered counter
// blocks to dst.
func (g *gen) ctrBlocks(n int) {
	g.aesCounters(n)
	g.xorStore(n)
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
	g.Printf("\n// func %s(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte)\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $%d-112\n", name, frameSize)
	// The arguments by the signature's frame offsets, as in prologue and in
	// gcm_ppc64le_gen.go's whole (the same Go signature and MOVD syntax).
	g.Args("MOVD",
		"rk+0(FP)", rKey,
		"rounds+8(FP)", rRounds,
		"pow+16(FP)", rPow,
		"j0+24(FP)", rCtr,
		"tag+32(FP)", rTag,
		"dst_base+40(FP)", rDst,
		"src_base+64(FP)", rSrc,
		"src_len+72(FP)", rTextLen,
		"ad_base+88(FP)", rAD,
		"ad_len+96(FP)", rADLen)
	g.P("ADD $%d, RSP, %s", scratchOff, rScratch)
	g.Comment("J0's nonce and counter, V16 = the reduction constant, y = 0")
	g.loadNonce()
	neon.GHASHPoly(g.File, rTmp0, vPoly, true)
	g.P("VEOR %s, %s, %s", v(vY), v(vY), v(vY))

	// The lengths block [len(A)]64 || [len(C)]64 in bits (§7.1 step 5).
	g.Block("the lengths block [len(A)]64 || [len(C)]64 in bits (SP 800-38D §7.1 step 5) into scratch[16:32]")
	g.P("LSL $3, %s, %s", rADLen, rTmp0)
	g.P("REV %s, %s", rTmp0, rTmp0)
	g.P("LSL $3, %s, %s", rTextLen, rTmp1)
	g.P("REV %s, %s", rTmp1, rTmp1)
	g.P("STP (%s, %s), 16(%s)", rTmp0, rTmp1, rScratch)

	g.shortPath(seal)

	// Additional data: whole blocks, then a zero-padded partial one.
	g.Block("the additional data: whole blocks, then a zero-padded partial one")
	g.P("MOVD %s, %s", rAD, rHash)
	g.P("LSR $4, %s, %s", rADLen, rM)
	g.adHashLong()
	g.hashBlocks()
	adDone := g.NewLabel("addone")
	g.P("ANDS $15, %s, %s", rADLen, rPart)
	g.P("BEQ %s", adDone)
	g.loadPartial(rHash, 0)
	g.P("MOVD %s, %s", rScratch, rHash)
	g.P("MOVD $1, %s", rM)
	g.ghashFinal()
	g.Label(adDone)

	// The text starts at inc32(J0); E_K(J0) is enciphered at the end.
	g.Block("the text: round keys, the counter from inc32(J0); E_K(J0) is enciphered at the end")
	g.loadKeys()
	g.P("ADD $%d, RSP, %s", spillOff, rSpill)
	g.P("ADDW $1, %s", rCount)

	// Whole text blocks, as sealARMv8 / openARMv8.
	g.P("LSR $4, %s, %s", rTextLen, rBlocks)
	if seal {
		g.sealBody()
	} else {
		g.openBody()
	}

	// A partial last block: CTR from the next counter; the zero-padded
	// ciphertext goes to scratch[0:16], before the lengths block, and the
	// two are hashed together. Without one, only the lengths block.
	noPart := g.NewLabel("nopart")
	g.Block("a partial last text block: CTR from the next counter, then GHASH of it and the lengths block, and the tag")
	g.P("ANDS $15, %s, %s", rTextLen, rPart)
	g.P("BEQ %s", noPart)
	g.partialText(seal)
	g.P("MOVD %s, %s", rScratch, rHash)
	g.finalTag(2)
	g.Block("no partial block: GHASH of the lengths block, and the tag")
	g.Label(noPart)
	g.P("ADD $16, %s, %s", rScratch, rHash)
	g.finalTag(1)
}

// accumulate adds rM blocks at rHash times the powers from rPowCur on to
// the Karatsuba sums, unreduced.
func (g *gen) accumulate() {
	done, loop := g.NewLabel("accdone"), g.NewLabel("acc")
	g.P("CBZ %s, %s", rM, done)
	g.Label(loop)
	g.emit(ghashBlock(false))
	g.P("SUB $1, %s", rM)
	g.P("CBNZ %s, %s", rM, loop)
	g.Label(done)
}

// shortPath handles messages of at most 16 GHASH blocks in all (padded
// additional data and text, and the lengths block) with one reduction:
// the text is enciphered first, then every block is multiplied by its own
// power H^16-i.. (y is zero, so nothing joins the first block) and the sums
// are reduced once while E_K(J0) is enciphered. Longer messages branch on
// to the general code.
func (g *gen) shortPath(seal bool) {
	long := g.NewLabel("long")
	g.Block("short path: at most 16 GHASH blocks in all (padded A and C, lengths), each × its own power, one reduction")
	g.P("ADD $15, %s, %s", rADLen, rTmp0)
	g.P("LSR $4, %s, %s", rTmp0, rTmp0)
	g.P("ADD $15, %s, %s", rTextLen, rTmp1)
	g.P("ADD %s>>4, %s, %s", rTmp1, rTmp0, rTmp0) // padded blocks, lengths block aside
	g.P("CMP $15, %s", rTmp0)
	g.P("BGT %s", long)

	if seal {
		g.shortCipher(seal)
	}

	// Powers from H^(n+1) for n padded blocks: &Powers[15-n].
	g.Block("powers from H^(n+1) for n padded blocks; zero sums; the additional data, its partial block zero-padded")
	g.P("ADD $15, %s, %s", rADLen, rTmp0)
	g.P("LSR $4, %s, %s", rTmp0, rTmp0)
	g.P("ADD $15, %s, %s", rTextLen, rTmp1)
	g.P("ADD %s>>4, %s, %s", rTmp1, rTmp0, rTmp0)
	g.P("MOVD $15, %s", rTmp1)
	g.P("SUB %s, %s, %s", rTmp0, rTmp1, rTmp1)
	g.P("ADD %s<<4, %s, %s", rTmp1, rPow, rPowCur)
	for _, r := range []int{vLo, vHi, vMid} {
		g.P("VEOR %s, %s, %s", v(r), v(r), v(r))
	}
	g.P("MOVD %s, %s", rAD, rHash)
	g.P("LSR $4, %s, %s", rADLen, rM)
	g.accumulate()
	adDone := g.NewLabel("shortaddone")
	g.P("ANDS $15, %s, %s", rADLen, rPart)
	g.P("BEQ %s", adDone)
	g.loadPartial(rHash, 32)
	g.P("ADD $32, %s, %s", rScratch, rHash)
	g.emit(ghashBlock(false))
	g.Label(adDone)
	// The ciphertext: seal's at dst, both pointers now past the whole
	// blocks; open's at src, not yet deciphered (it may be dst).
	g.Block("the ciphertext's blocks into the sums, its partial block zero-padded")
	if seal {
		g.P("AND $~15, %s, %s", rTextLen, rTmp0)
		g.P("SUB %s, %s, %s", rTmp0, rDst, rHash)
	} else {
		g.P("MOVD %s, %s", rSrc, rHash)
	}
	g.P("LSR $4, %s, %s", rTextLen, rM)
	g.accumulate()
	textDone := g.NewLabel("shorttextdone")
	g.P("ANDS $15, %s, %s", rTextLen, rPart)
	g.P("BEQ %s", textDone)
	if !seal {
		g.loadPartial(rHash, 0)
	}
	g.P("MOVD %s, %s", rScratch, rHash)
	g.emit(ghashBlock(false))
	g.Label(textDone)
	if !seal {
		g.keepSums = true
		g.shortCipher(seal)
		g.keepSums = false
	}
	g.Block("the lengths block × H^1, the reduction and the tag")
	g.P("ADD $16, %s, %s", rScratch, rHash)
	g.tagWith(append(ghashBlock(false), reduce()...))
	g.Label(long)
}

// shortCipher runs CTR over the whole text of the short path, the
// partial block included.
func (g *gen) shortCipher(seal bool) {
	g.loadKeys()
	g.P("ADDW $1, %s", rCount)
	g.P("LSR $4, %s, %s", rTextLen, rBlocks)
	g.singleTail()
	noPart := g.NewLabel("shortnopart")
	g.P("ANDS $15, %s, %s", rTextLen, rPart)
	g.P("BEQ %s", noPart)
	g.partialText(seal)
	g.Label(noPart)
}

// partialText enciphers the rPart bytes at rSrc into rDst from the next
// counter and leaves the zero-padded ciphertext at scratch[0:16].
func (g *gen) partialText(seal bool) {
	g.aesOne()
	g.Block("the rPart bytes: dst = src ⊕ keystream through scratch; the zero-padded ciphertext stays in scratch[0:16]")
	if seal {
		g.loadPartial(rSrc, 0)
		g.P("VLD1 (%s), [%s]", rScratch, v(vX))
		g.P("VEOR %s, %s, %s", v(vX), v(0), v(0))
		g.P("VST1 [%s], (%s)", v(0), rScratch)
		g.P("MOVD %s, %s", rScratch, rCopyS)
		g.P("MOVD %s, %s", rDst, rCopyD)
		g.copyPartial()
		g.loadPartial(rDst, 0) // the ciphertext alone, zero-padded
	} else {
		g.loadPartial(rSrc, 0)
		g.P("VLD1 (%s), [%s]", rScratch, v(vX))
		g.P("VEOR %s, %s, %s", v(vX), v(0), v(0))
		g.P("ADD $32, %s, %s", rScratch, rCopyS)
		g.P("VST1 [%s], (%s)", v(0), rCopyS)
		g.P("MOVD %s, %s", rDst, rCopyD)
		g.copyPartial()
		g.P("ADD $32, %s, %s", rScratch, rCopyS)
		g.P("STP (ZR, ZR), (%s)", rCopyS) // no plaintext left in the frame
	}
}

// finalTag hashes the last m blocks at rHash (1: the lengths block; 2: a
// partial text block and the lengths block) while enciphering J0, in one
// straight-line stream so the two dependency chains overlap, and stores
// tag = E_K(J0) XOR y (§7.1 steps 5-6).
func (g *gen) finalTag(m int) {
	g.P("ADD $%d, %s, %s", 16*(16-m), rPow, rPowCur) // H^m
	var gh []string
	for j := 0; j < m; j++ {
		gh = append(gh, ghashBlock(j == 0)...)
	}
	g.tagWith(append(gh, reduce()...))
}

// tagWith enciphers J0 interleaved with the GHASH instructions gh, which
// leave y in V8, and stores tag = E_K(J0) XOR y.
func (g *gen) tagWith(gh []string) {
	g.Block("tag = E_K(J0) ⊕ y (SP 800-38D §7.1 step 6): J0 enciphered, the last GHASH blocks and the reduction interleaved")
	g.P("VLD1 (%s), [%s]", rCtr, v(0)) // J0
	g.aesPrefix(1)
	g.interleave(aesCommon(1), gh)
	g.P("VREV64 %s, %s", v(vY), v(vY))
	g.P("VEOR %s, %s, %s", v(vY), v(0), v(0))
	g.P("VST1 [%s], (%s)", v(0), rTag)
	g.P("RET")
}

// Long additional data is hashed before the round keys are loaded, with
// H^8..H^1 kept in registers and H^16..H^9 in the frame (where the text
// loop's table goes later): batches of 16 blocks, one reduction each, then
// at most one batch of 8. Blocks go by pairs (neon.GHASHMulAccPair).
const (
	adData   = 0  // V0-V7: blocks of a half batch, swapped
	adPow    = 8  // V8-V15: H^8..H^1, swapped
	adMid    = 16 // V16-V19: P.hi^P.lo of powers 2a (lane 0) and 2a+1 (lane 1)
	adPoly   = 20
	adE      = 21 // a pair's middle operand
	adLo     = 22
	adHi     = 23
	adMidAcc = 24
	adY      = 25 // running hash, swapped
	adT0     = 26 // V26-V28: a pair's powers and middle keys from the frame
	adT1     = 27
	adT2     = 28
	adT3     = 29 // the other middle operand
	adP0     = 30 // products to add
	adP1     = 31
)

// adHalf multiplies the next 8 blocks at rHash, y XORed into the first
// if first, by the powers in registers or, with frame, by those rPowCur
// walks (48 bytes a pair: two swapped powers and their middle keys).
func (g *gen) adHalf(first, frame bool) {
	g.P("VLD1.P 64(%s), %s", rHash, neon.RegList(adData, 4))
	g.P("VLD1.P 64(%s), %s", rHash, neon.RegList(adData+4, 4))
	for j := 0; j < 8; j++ {
		g.P("VREV64 %s, %s", v(adData+j), v(adData+j))
	}
	if first {
		g.P("VEOR %s, %s, %s", v(adY), v(adData), v(adData))
	}
	for p := 0; p < 4; p++ {
		ka, kb, km := adPow+2*p, adPow+2*p+1, adMid+p
		if frame {
			g.P("VLD1.P 48(%s), %s", rPowCur, neon.RegList(adT0, 3))
			ka, kb, km = adT0, adT1, adT2
		}
		neon.GHASHMulAccPair(g.File, adData+2*p, adData+2*p+1, ka, kb, km, first && p == 0,
			[3]int{adLo, adHi, adMidAcc}, [4]int{adP0, adP1, adE, adT3})
	}
}

// adReduce folds the sums into y (V25).
func (g *gen) adReduce() {
	g.Comment("GHASH reduction (SP 800-38D §6.3, reflected): two folds of the low half by V%d", adPoly)
	g.emit(reduceWith(adLo, adHi, adMidAcc, adT0, adPoly, adY))
}

// adHashLong hashes the whole 8-block batches of rM blocks at rHash into
// y (V8, which must be zero: the additional data comes first), leaving
// rM mod 8 blocks, and restores V8 and V16.
func (g *gen) adHashLong() {
	skip, loop, half, out := g.NewLabel("adshort"), g.NewLabel("adlong"), g.NewLabel("adhalf"), g.NewLabel("adout")
	g.Block("long additional data: H^8..H^1 in V8-V15, H^16..H^9 in the frame, 16 blocks per iteration, one reduction each")
	g.P("CMP $8, %s", rM)
	g.P("BLT %s", skip)
	neon.GHASHPowers8(g.File, rPow, rTmp0, adPow, adMid, adT0, adT1)
	neon.GHASHPoly(g.File, rTmp0, adPoly, false)
	g.P("VEOR %s, %s, %s", v(adY), v(adY), v(adY))
	g.P("CMP $16, %s", rM)
	g.P("BLT %s", half)
	g.Comment("H^16..H^9 (Powers[0:8]) by pairs into the frame: both swapped, then their middle keys")
	g.P("MOVD %s, %s", rPow, rTmp1)
	g.P("ADD $%d, RSP, %s", tableOff, rTmp0)
	for p := 0; p < 4; p++ {
		g.P("VLD1.P 32(%s), %s", rTmp1, neon.RegList(adT0, 2))
		neon.GHASHPairKeys(g.File, adT0, adT1, adT2, adP0, adP1)
		g.P("VST1.P %s, 48(%s)", neon.RegList(adT0, 3), rTmp0)
	}

	g.Label(loop)
	g.Comment("y ⊕ X_0, then X_j × H^(16-j) into the Karatsuba sums (SP 800-38D §6.4)")
	g.P("ADD $%d, RSP, %s", tableOff, rPowCur)
	g.adHalf(true, true)
	g.adHalf(false, false)
	g.adReduce()
	g.P("SUB $16, %s", rM)
	g.P("CMP $16, %s", rM)
	g.P("BGE %s", loop)
	g.P("CMP $8, %s", rM)
	g.P("BLT %s", out)

	g.Label(half)
	g.Comment("8 blocks: y ⊕ X_0, then X_j × H^(8-j)")
	g.adHalf(true, false)
	g.adReduce()
	g.P("SUB $8, %s", rM)

	g.Label(out)
	g.P("VMOV %s, %s", v(adY), v(vY))
	neon.GHASHPoly(g.File, rTmp0, vPoly, true)
	g.Label(skip)
}
