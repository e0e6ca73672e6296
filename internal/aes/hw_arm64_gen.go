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
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"
)

var out = flag.String("out", "hw_arm64.s", "output file")

type gen struct {
	b      bytes.Buffer
	labels int
}

func (g *gen) p(format string, args ...any) {
	fmt.Fprintf(&g.b, "\t"+format+"\n", args...)
}

func (g *gen) label(name string) { fmt.Fprintf(&g.b, "%s:\n", name) }

func (g *gen) comment(format string, args ...any) {
	fmt.Fprintf(&g.b, "\t// "+format+"\n", args...)
}

func (g *gen) newLabel(prefix string) string {
	g.labels++
	return fmt.Sprintf("%s%d", prefix, g.labels)
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

// rounds applies the full cipher to the given block registers, interleaving
// the blocks within each round so independent AES instructions overlap.
// FIPS 197 §5.1 (and §5.3.5, the equivalent inverse cipher, with decrypt):
// AESE is AddRoundKey+ShiftRows+SubBytes, AESMC is MixColumns; the last
// round has no MixColumns and ends with the final AddRoundKey.
func (g *gen) rounds(blocks []int, decrypt bool) {
	round, mix := "AESE", "AESMC"
	if decrypt {
		round, mix = "AESD", "AESIMC"
	}
	full := func(k int) {
		for _, b := range blocks {
			g.p("%s %s, %s", round, v(k), v(b))
			g.p("%s %s, %s", mix, v(b), v(b))
		}
	}
	l192, l128 := g.newLabel("rounds192_"), g.newLabel("rounds128_")
	g.p("CMP $12, %s", rRounds)
	g.p("BLT %s", l128)
	g.p("BEQ %s", l192)
	full(17)
	full(18)
	g.label(l192)
	full(19)
	full(20)
	g.label(l128)
	for k := 21; k <= 29; k++ {
		full(k)
	}
	for _, b := range blocks {
		g.p("%s %s, %s", round, v(30), v(b))
	}
	for _, b := range blocks {
		g.p("VEOR %s, %s, %s", v(31), v(b), v(b))
	}
}

func regList(first, n int) string {
	var s []string
	for i := 0; i < n; i++ {
		s = append(s, v(first+i))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// load16 loads n consecutive blocks from ptr (post-incremented) into
// registers first..first+n-1, at most four per instruction.
func (g *gen) load(ptr string, first, n int) {
	for n > 0 {
		c := min(n, 4)
		g.p("VLD1.P %d(%s), %s", 16*c, ptr, regList(first, c))
		first, n = first+c, n-c
	}
}

func (g *gen) store(ptr string, first, n int) {
	for n > 0 {
		c := min(n, 4)
		g.p("VST1.P %s, %d(%s)", regList(first, c), 16*c, ptr)
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
	done := g.newLabel("done")
	for _, n := range widths {
		next := g.newLabel("lt" + fmt.Sprint(n) + "_")
		loop := g.newLabel("loop" + fmt.Sprint(n) + "_")
		g.label(loop)
		if n == 1 {
			g.p("CBZ %s, %s", rBlocks, done)
		} else {
			g.p("CMP $%d, %s", n, rBlocks)
			g.p("BLT %s", next)
		}
		body(n)
		g.p("SUB $%d, %s", n, rBlocks)
		if n != 4 { // at most one 4-way batch follows the 8-way loop
			g.p("B %s", loop)
		}
		if n != 1 {
			g.label(next)
		}
	}
	g.label(done)
}

func (g *gen) singleBlock(name string, decrypt bool) {
	key := "enc"
	if decrypt {
		key = "dec"
	}
	fmt.Fprintf(&g.b, "\n// func %s(rounds int, %s *[240]byte, dst, src *[16]byte)\n", name, key)
	fmt.Fprintf(&g.b, "TEXT ·%s(SB), NOSPLIT, $0-32\n", name)
	g.p("MOVD rounds+0(FP), %s", rRounds)
	g.p("MOVD %s+8(FP), %s", key, rKey)
	g.p("MOVD dst+16(FP), %s", rDst)
	g.p("MOVD src+24(FP), %s", rSrc)
	g.loadKeys()
	g.p("VLD1 (%s), [%s]", rSrc, v(0))
	g.rounds([]int{0}, decrypt)
	g.p("VST1 [%s], (%s)", v(0), rDst)
	g.p("RET")
}

func (g *gen) header(name, sig string, key string, frame int) {
	fmt.Fprintf(&g.b, "\n// func %s(%s)\n", name, sig)
	fmt.Fprintf(&g.b, "TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, frame)
	g.p("MOVD rounds+0(FP), %s", rRounds)
	g.p("MOVD %s+8(FP), %s", key, rKey)
	g.p("MOVD dst+16(FP), %s", rDst)
	g.p("MOVD src+24(FP), %s", rSrc)
	g.p("MOVD blocks+32(FP), %s", rBlocks)
}

func (g *gen) ecb() {
	g.header("ecbEncryptArmv8", "rounds int, enc *[240]byte, dst, src *byte, blocks int", "enc", 40)
	g.loadKeys()
	g.batches(func(n int) {
		g.load(rSrc, 0, n)
		g.rounds(seq(0, n), false)
		g.store(rDst, 0, n)
	})
	g.p("RET")
}

// ctr keeps the 128-bit big-endian counter as two native 64-bit halves so
// that ADDS/ADC carry from the low into the high half and wrap at 2^128, as
// crypto/cipher.NewCTR does.
func (g *gen) ctr() {
	g.header("ctrArmv8", "rounds int, enc *[240]byte, dst, src *byte, blocks int, ctr *[16]byte", "enc", 48)
	g.p("MOVD ctr+40(FP), %s", rIV)
	g.p("LDP (%s), (%s, %s)", rIV, rCtrHi, rCtrLo)
	g.p("REV %s, %s", rCtrHi, rCtrHi)
	g.p("REV %s, %s", rCtrLo, rCtrLo)
	g.loadKeys()
	g.batches(func(n int) {
		for i := 0; i < n; i++ {
			g.p("REV %s, %s", rCtrHi, rTmpHi)
			g.p("REV %s, %s", rCtrLo, rTmpLo)
			g.p("VMOV %s, V%d.D[0]", rTmpHi, i)
			g.p("VMOV %s, V%d.D[1]", rTmpLo, i)
			g.p("ADDS $1, %s", rCtrLo)
			g.p("ADC $0, %s", rCtrHi)
		}
		g.rounds(seq(0, n), false)
		g.load(rSrc, 8, n)
		for i := 0; i < n; i++ {
			g.p("VEOR %s, %s, %s", v(8+i), v(i), v(i))
		}
		g.store(rDst, 0, n)
	})
	g.p("REV %s, %s", rCtrHi, rCtrHi)
	g.p("REV %s, %s", rCtrLo, rCtrLo)
	g.p("STP (%s, %s), (%s)", rCtrHi, rCtrLo, rIV)
	g.p("RET")
}

// cbcEncrypt is inherently serial (SP 800-38A §6.2): one block at a time.
func (g *gen) cbcEncrypt() {
	g.header("cbcEncryptArmv8", "rounds int, enc *[240]byte, dst, src *byte, blocks int, iv *[16]byte", "enc", 48)
	g.p("MOVD iv+40(FP), %s", rIV)
	g.p("VLD1 (%s), [%s]", rIV, v(16))
	g.loadKeys()
	loop, done := g.newLabel("loop"), g.newLabel("done")
	g.label(loop)
	g.p("CBZ %s, %s", rBlocks, done)
	g.p("VLD1.P 16(%s), [%s]", rSrc, v(0))
	g.p("VEOR %s, %s, %s", v(0), v(16), v(16))
	g.rounds([]int{16}, false)
	g.p("VST1.P [%s], 16(%s)", v(16), rDst)
	g.p("SUB $1, %s", rBlocks)
	g.p("B %s", loop)
	g.label(done)
	g.p("VST1 [%s], (%s)", v(16), rIV)
	g.p("RET")
}

// cbcDecrypt deciphers up to 8 blocks in parallel: P_i = D(C_i) ^ C_{i-1}
// (SP 800-38A §6.2). The ciphertext is kept in V8-V15 so dst may equal src.
func (g *gen) cbcDecrypt() {
	g.header("cbcDecryptArmv8", "rounds int, dec *[240]byte, dst, src *byte, blocks int, iv *[16]byte", "dec", 48)
	g.p("MOVD iv+40(FP), %s", rIV)
	g.p("VLD1 (%s), [%s]", rIV, v(16))
	g.loadKeys()
	g.batches(func(n int) {
		g.load(rSrc, 8, n)
		for i := 0; i < n; i++ {
			g.p("VMOV %s, %s", v(8+i), v(i))
		}
		g.rounds(seq(0, n), true)
		g.p("VEOR %s, %s, %s", v(16), v(0), v(0))
		for i := 1; i < n; i++ {
			g.p("VEOR %s, %s, %s", v(8+i-1), v(i), v(i))
		}
		g.p("VMOV %s, %s", v(8+n-1), v(16))
		g.store(rDst, 0, n)
	})
	g.p("VST1 [%s], (%s)", v(16), rIV)
	g.p("RET")
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
	fmt.Fprintf(&g.b, "\n// func %s(key *[%d]byte, enc, dec *[240]byte)\n", name, 4*nk)
	fmt.Fprintf(&g.b, "TEXT ·%s(SB), NOSPLIT, $0-24\n", name)
	g.p("MOVD key+0(FP), R0")
	g.p("MOVD enc+8(FP), R1")
	g.p("MOVD dec+16(FP), R2")
	g.p("VEOR %s, %s, %s", v(0), v(0), v(0))
	word := func(i int) string { return fmt.Sprintf("R%d", 3+i%nk) } // w[i], w[i-nk] share a register
	for i := 0; i < nk; i++ {
		g.p("MOVWU %d(R0), %s", 4*i, word(i))
		g.p("MOVW %s, %d(R1)", word(i), 4*i)
	}
	subWord := func(w string) {
		g.p("VDUP %s, V1.S4", w)
		g.p("AESE %s, %s", v(0), v(1))
		g.p("VMOV V1.S[0], R11")
	}
	rcon := 1
	for i := nk; i < 4*(nr+1); i++ {
		prev, w := word(i-1), word(i)
		switch {
		case i%nk == 0:
			subWord(prev)
			g.p("RORW $8, R11, R11") // RotWord, after SubWord: they commute
			g.p("MOVW $%d, R12", rcon)
			g.p("EORW R12, R11, R11")
			g.p("EORW R11, %s, %s", w, w)
			rcon <<= 1
			if rcon == 0x100 {
				rcon = 0x1b
			}
		case nk > 6 && i%nk == 4:
			subWord(prev)
			g.p("EORW R11, %s, %s", w, w)
		default:
			g.p("EORW %s, %s, %s", prev, w, w)
		}
		g.p("MOVW %s, %d(R1)", w, 4*i)
	}
	for r := 0; r <= nr; r++ {
		g.p("ADD $%d, R1, R13", 16*(nr-r))
		g.p("VLD1 (R13), [%s]", v(2))
		if r > 0 && r < nr {
			g.p("AESIMC %s, %s", v(2), v(2))
		}
		g.p("ADD $%d, R2, R14", 16*r)
		g.p("VST1 [%s], (R14)", v(2))
	}
	// Zero past round key Nr, as the Go schedule leaves it.
	for off := 16 * (nr + 1); off < 240; off += 16 {
		g.p("STP (ZR, ZR), %d(R1)", off)
		g.p("STP (ZR, ZR), %d(R2)", off)
	}
	g.p("RET")
}

func main() {
	flag.Parse()
	g := &gen{}
	g.b.WriteString("// Code generated by hw_arm64_gen.go. DO NOT EDIT.\n\n")
	g.b.WriteString("//go:build arm64 && !purego\n\n")
	g.b.WriteString("#include \"textflag.h\"\n")
	g.singleBlock("hwEncryptBlock", false)
	g.singleBlock("hwDecryptBlock", true)
	g.ecb()
	g.ctr()
	g.cbcEncrypt()
	g.cbcDecrypt()
	g.expandKey(4)
	g.expandKey(6)
	g.expandKey(8)
	if err := os.WriteFile(*out, g.b.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}
