// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// hw_arm64_gen generates hw_arm64.s, the Armv8-AES tier's kernels: single
// blocks, ECB, CTR and CBC with the AESE/AESMC and AESD/AESIMC instructions,
// and key expansion with AESE as the S-box.
//
// Run by `go generate` (see generate.go): go run hw_arm64_gen.go -out hw_arm64.s
//
// Register plan, shared by every kernel:
//
//	V0-V7    blocks being enciphered (up to 8 interleaved)
//	V8-V15   input blocks (CTR plaintext, CBC ciphertext copies)
//	V16      CBC chaining value
//	V17-V31  round keys, right-aligned: the last 11 keys of every key size sit
//	         in V21-V31, AES-192 adds V19-V20 and AES-256 adds V17-V18, so
//	         one instruction sequence serves all sizes and the key size only
//	         picks the entry point (a branch on the public round count).
//
// Every branch depends only on the round count and the length, both public;
// AESE/AESD are constant-time table-free instructions.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/neon"
)

var out = flag.String("out", "hw_arm64.s", "output file")

type gen struct {
	*asmgen.File
}

// Register names used throughout.
const (
	rRounds = "R0"
	rKey    = "R1"
	rDst    = "R2"
	rSrc    = "R3"
	rBlocks = "R4"
	rIV     = "R5" // pointer to the counter or chaining value
	rCtrHi  = "R6" // counter, high 64 bits as a number
	rCtrLo  = "R7" // counter, low 64 bits as a number
	rTmpHi  = "R8"
	rTmpLo  = "R9"
)

func v(i int) string { return fmt.Sprintf("V%d.B16", i) }

// loadKeys loads the round keys from rKey into V17-V31 right-aligned.
func (g *gen) loadKeys() { neon.LoadAESKeys(g.File, rKey, rRounds) }

// rounds applies the full cipher to the given block registers, interleaving
// the blocks within each round so independent AES instructions overlap.
// FIPS 197 §5.1 (and §5.3.5, the equivalent inverse cipher, with decrypt):
// AESE is AddRoundKey+ShiftRows+SubBytes, AESMC is MixColumns; the last
// round has no MixColumns and ends with the final AddRoundKey.
func (g *gen) rounds(blocks []int, decrypt bool) { g.roundsKey(blocks, decrypt, true) }

// roundsKey is rounds, without the final AddRoundKey unless lastKey (CTR
// XORs V31 into its input instead, off the end of the round chain).
func (g *gen) roundsKey(blocks []int, decrypt, lastKey bool) {
	round, mix := "AESE", "AESMC"
	if decrypt {
		round, mix = "AESD", "AESIMC"
	}
	full := func(k int) {
		for _, b := range blocks {
			g.P("%s %s, %s", round, v(k), v(b))
			g.P("%s %s, %s", mix, v(b), v(b))
		}
	}
	l192, l128 := g.NewLabel("rounds192_"), g.NewLabel("rounds128_")
	if decrypt {
		g.Block("AES decryption (FIPS 197 §5.3.5) of %s: AESD = AddRoundKey, InvShiftRows, InvSubBytes; AESIMC = InvMixColumns", asmgen.Regs("V", blocks[0], len(blocks)))
	} else {
		g.Block("AES (FIPS 197 §5.1) of %s: AESE = AddRoundKey, ShiftRows, SubBytes; AESMC = MixColumns", asmgen.Regs("V", blocks[0], len(blocks)))
	}
	g.P("CMP $12, %s", rRounds)
	g.P("BLT %s", l128)
	g.P("BEQ %s", l192)
	g.Comment("AES-256: rounds 1-2 (V17, V18)")
	full(17)
	full(18)
	g.Label(l192)
	g.Comment("AES-192 enters here: its rounds 1-2, AES-256's 3-4 (V19, V20)")
	full(19)
	full(20)
	g.Label(l128)
	g.Comment("AES-128 enters here: the last nine full rounds (V21-V29)")
	for k := 21; k <= 29; k++ {
		full(k)
	}
	g.Comment("the last round: no MixColumns, the final AddRoundKey with V31")
	for _, b := range blocks {
		g.P("%s %s, %s", round, v(30), v(b))
	}
	if !lastKey {
		return
	}
	for _, b := range blocks {
		g.P("VEOR %s, %s, %s", v(31), v(b), v(b))
	}
}

// load16 loads n consecutive blocks from ptr (post-incremented) into
// registers first..first+n-1, at most four per instruction.
func (g *gen) load(ptr string, first, n int) {
	for n > 0 {
		c := min(n, 4)
		g.P("VLD1.P %d(%s), %s", 16*c, ptr, neon.RegList(first, c))
		first, n = first+c, n-c
	}
}

func (g *gen) store(ptr string, first, n int) {
	for n > 0 {
		c := min(n, 4)
		g.P("VST1.P %s, %d(%s)", neon.RegList(first, c), 16*c, ptr)
		first, n = first+c, n-c
	}
}

func seq(first, n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = first + i
	}
	return s
}

// widths are the batch sizes of the multi-block kernels: an 8-way loop,
// then at most one 4-way batch, then single blocks.
var widths = []int{8, 4, 1}

// batches emits the batch structure around body(n), which processes n
// blocks and advances the pointers.
func (g *gen) batches(body func(n int)) {
	fewer := func(n int, skip string) {
		if n == 1 {
			g.P("CBZ %s, %s", rBlocks, skip)
			return
		}
		g.P("CMP $%d, %s", n, rBlocks)
		g.P("BLT %s", skip)
	}
	step := func(n int) {
		body(n)
		g.P("SUB $%d, %s", n, rBlocks)
	}
	g.Batches(widths, "done", fewer, step, func(l string) { g.P("B %s", l) })
}

func (g *gen) singleBlock(name string, decrypt bool) {
	key := "enc"
	if decrypt {
		key = "dec"
	}
	g.Printf("\n// func %s(rounds int, %s *[240]byte, dst, src *[16]byte)\n", name, key)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-32\n", name)
	g.P("MOVD rounds+0(FP), %s", rRounds)
	g.P("MOVD %s+8(FP), %s", key, rKey)
	g.P("MOVD dst+16(FP), %s", rDst)
	g.P("MOVD src+24(FP), %s", rSrc)
	g.loadKeys()
	g.P("VLD1 (%s), [%s]", rSrc, v(0))
	g.rounds([]int{0}, decrypt)
	g.P("VST1 [%s], (%s)", v(0), rDst)
	g.P("RET")
}

func (g *gen) header(name, sig string, key string, frame int) {
	g.Printf("\n// func %s(%s)\n", name, sig)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, frame)
	g.P("MOVD rounds+0(FP), %s", rRounds)
	g.P("MOVD %s+8(FP), %s", key, rKey)
	g.Args("MOVD",
		"dst+16(FP)", rDst,
		"src+24(FP)", rSrc,
		"blocks+32(FP)", rBlocks)
}

func (g *gen) ecb() {
	g.header("ecbEncryptArmv8", "rounds int, enc *[240]byte, dst, src *byte, blocks int", "enc", 40)
	g.loadKeys()
	g.batches(func(n int) {
		g.load(rSrc, 0, n)
		g.rounds(seq(0, n), false)
		g.store(rDst, 0, n)
	})
	g.P("RET")
}

// ctr keeps the 128-bit big-endian counter as two native 64-bit halves so
// that ADDS/ADC carry from the low into the high half and wrap at 2^128, as
// crypto/cipher.NewCTR does.
func (g *gen) ctr() {
	g.header("ctrArmv8", "rounds int, enc *[240]byte, dst, src *byte, blocks int, ctr *[16]byte", "enc", 48)
	g.P("MOVD ctr+40(FP), %s", rIV)
	g.P("LDP (%s), (%s, %s)", rIV, rCtrHi, rCtrLo)
	g.P("REV %s, %s", rCtrHi, rCtrHi)
	g.P("REV %s, %s", rCtrLo, rCtrLo)
	g.loadKeys()
	g.batches(func(n int) {
		g.Comment("CTR (SP 800-38A §6.5): counter blocks into V0-V%d, the 128-bit counter R6:R7 += 1 each", n-1)
		// vpaes_arm64_gen.go's counter steps, with a temporary for
		// each half.
		for i := 0; i < n; i++ {
			g.P("REV %s, %s", rCtrHi, rTmpHi)
			g.P("REV %s, %s", rCtrLo, rTmpLo)
			// FMOV, not VMOV (INS): a plain move to the FP/SIMD file,
			// which leaves the vector pipes to AESE and AESMC.
			g.P("FMOVD %s, F%d", rTmpHi, i)
			g.fmovUpper(i, rTmpLo)
			g.P("ADDS $1, %s", rCtrLo)
			g.P("ADC $0, %s", rCtrHi)
		}
		g.Comment("src ⊕ the last round key V31 while the rounds run: dst = AESE rounds ⊕ that")
		g.load(rSrc, 8, n)
		for i := 0; i < n; i++ {
			g.P("VEOR %s, %s, %s", v(31), v(8+i), v(8+i))
		}
		g.roundsKey(seq(0, n), false, false)
		g.Block("dst = src ⊕ E(counter)")
		for i := 0; i < n; i++ {
			g.P("VEOR %s, %s, %s", v(8+i), v(i), v(i))
		}
		g.store(rDst, 0, n)
	})
	g.Block("store the advanced counter, big-endian")
	g.P("REV %s, %s", rCtrHi, rCtrHi)
	g.P("REV %s, %s", rCtrLo, rCtrLo)
	g.P("STP (%s, %s), (%s)", rCtrHi, rCtrLo, rIV)
	g.P("RET")
}

// fmovUpper emits FMOV Vd.D[1], Xn, which the Go assembler does not
// have, as a WORD (Arm ARM C7.2.131: sf=1, type=10, rmode=01, opcode=111).
func (g *gen) fmovUpper(d int, rn string) {
	var n int
	fmt.Sscanf(rn, "R%d", &n)
	g.P("WORD $0x%08x // FMOV V%d.D[1], %s", 0x9eaf0000|n<<5|d, d, rn)
}

// cbcEntry starts a CBC kernel: the header, the chaining value from iv in
// V16 and the round keys.
func (g *gen) cbcEntry(name, key string) {
	g.header(name, "rounds int, "+key+" *[240]byte, dst, src *byte, blocks int, iv *[16]byte", key, 48)
	g.P("MOVD iv+40(FP), %s", rIV)
	g.P("VLD1 (%s), [%s]", rIV, v(16))
	g.loadKeys()
}

// cbcEncrypt is inherently serial (SP 800-38A §6.2): one block at a time.
func (g *gen) cbcEncrypt() {
	g.cbcEntry("cbcEncryptArmv8", "enc")
	loop, done := g.NewLabel("loop"), g.NewLabel("done")
	g.Block("CBC (SP 800-38A §6.2), one block per iteration: V16 = E(P ⊕ V16)")
	g.Label(loop)
	g.P("CBZ %s, %s", rBlocks, done)
	g.P("VLD1.P 16(%s), [%s]", rSrc, v(0))
	g.P("VEOR %s, %s, %s", v(0), v(16), v(16))
	g.rounds([]int{16}, false)
	g.P("VST1.P [%s], 16(%s)", v(16), rDst)
	g.P("SUB $1, %s", rBlocks)
	g.P("B %s", loop)
	g.Label(done)
	g.P("VST1 [%s], (%s)", v(16), rIV)
	g.P("RET")
}

// cbcDecrypt deciphers up to 8 blocks in parallel: P_i = D(C_i) ^ C_{i-1}
// (SP 800-38A §6.2). The ciphertext is kept in V8-V15 so dst may equal src.
func (g *gen) cbcDecrypt() {
	g.cbcEntry("cbcDecryptArmv8", "dec")
	g.batches(func(n int) {
		g.Comment("C_i into V8-V%d, kept for the chaining (dst may be src)", 8+n-1)
		g.load(rSrc, 8, n)
		for i := 0; i < n; i++ {
			g.P("VMOV %s, %s", v(8+i), v(i))
		}
		g.rounds(seq(0, n), true)
		g.Block("P_i = D(C_i) ⊕ C_{i-1}, the first with V16; V16 = the last C_i")
		g.P("VEOR %s, %s, %s", v(16), v(0), v(0))
		for i := 1; i < n; i++ {
			g.P("VEOR %s, %s, %s", v(8+i-1), v(i), v(i))
		}
		g.P("VMOV %s, %s", v(8+n-1), v(16))
		g.store(rDst, 0, n)
	})
	g.P("VST1 [%s], (%s)", v(16), rIV)
	g.P("RET")
}

// expandKey emits expandKey<bits>Armv8, the FIPS 197 §5.2 key expansion
// and the §5.3.5 equivalent inverse cipher schedule. SubWord is AESE with a
// zero round key on the word duplicated into all four columns: ShiftRows
// then moves nothing, so every column comes out as SubWord of the word.
// The rest of the schedule runs on 32-bit general registers, words in
// memory order (the word's first byte lowest), so RotWord is a rotation
// right by 8 and Rcon goes into the low byte. The decryption schedule is
// AESIMC of the middle round keys, read back from enc. There are no
// branches; AESE and AESIMC take a time independent of their operands.
func (g *gen) expandKey(nk int) {
	nr := nk + 6
	name := fmt.Sprintf("expandKey%dArmv8", 32*nk)
	g.Printf("\n// func %s(key *[%d]byte, enc, dec *[240]byte)\n", name, 4*nk)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-24\n", name)
	g.Args("MOVD",
		"key+0(FP)", "R0",
		"enc+8(FP)", "R1",
		"dec+16(FP)", "R2")
	g.P("VEOR %s, %s, %s", v(0), v(0), v(0))
	g.Block("w[0..%d] = the key, kept in R3-R%d: w[i] and w[i-Nk] share a register", nk-1, 3+nk-1)
	word := func(i int) string { return fmt.Sprintf("R%d", 3+i%nk) } // w[i], w[i-nk] share a register
	for i := 0; i < nk; i++ {
		g.P("MOVWU %d(R0), %s", 4*i, word(i))
		g.P("MOVW %s, %d(R1)", word(i), 4*i)
	}
	subWord := func(w string) {
		g.P("VDUP %s, V1.S4", w)
		g.P("AESE %s, %s", v(0), v(1))
		g.P("VMOV V1.S[0], R11")
	}
	rcon := 1
	for i := nk; i < 4*(nr+1); i++ {
		prev, w := word(i-1), word(i)
		switch {
		case i%nk == 0:
			g.Block(asmgen.KeyStepComment(i, nk, nr))
			subWord(prev)
			g.P("RORW $8, R11, R11") // RotWord, after SubWord: they commute
			g.P("MOVW $%d, R12", rcon)
			g.P("EORW R12, R11, R11")
			g.P("EORW R11, %s, %s", w, w)
			rcon <<= 1
			if rcon == 0x100 {
				rcon = 0x1b
			}
		case nk > 6 && i%nk == 4:
			g.Block(asmgen.KeyStepComment(i, nk, nr))
			subWord(prev)
			g.P("EORW R11, %s, %s", w, w)
		default:
			g.P("EORW %s, %s, %s", prev, w, w)
		}
		g.P("MOVW %s, %d(R1)", w, 4*i)
	}
	g.Block("decryption schedule (FIPS 197 §5.3.5): dec[r] = InvMixColumns(enc[Nr-r]), dec[0] and dec[Nr] without it")
	for r := 0; r <= nr; r++ {
		g.P("ADD $%d, R1, R13", 16*(nr-r))
		g.P("VLD1 (R13), [%s]", v(2))
		if r > 0 && r < nr {
			g.P("AESIMC %s, %s", v(2), v(2))
		}
		g.P("ADD $%d, R2, R14", 16*r)
		g.P("VST1 [%s], (R14)", v(2))
	}
	// Zero past round key Nr, as the Go schedule leaves it.
	if 16*(nr+1) < 240 {
		g.Block("zero both schedules past round key %d", nr)
	}
	for off := 16 * (nr + 1); off < 240; off += 16 {
		g.P("STP (ZR, ZR), %d(R1)", off)
		g.P("STP (ZR, ZR), %d(R2)", off)
	}
	g.P("RET")
}

// main emits one function per kernel hw_arm64.go declares; the mains of
// hw_386_gen.go and hw_ppc64le_gen.go have the same structure, with their own port's instructions.
func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("hw_arm64_gen.go", "arm64 && !purego")}
	g.singleBlock("hwEncryptBlock", false)
	g.singleBlock("hwDecryptBlock", true)
	g.ecb()
	g.ctr()
	g.cbcEncrypt()
	g.cbcDecrypt()
	g.expandKey(4)
	g.expandKey(6)
	g.expandKey(8)
	g.WriteFile(*out)
}
