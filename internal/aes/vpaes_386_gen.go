// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// vpaes_386_gen generates vpaes_386.s, the vpaes tier's kernels (Hamburg's
// vector-permute AES, see vpaes.go) for GOARCH=386 with SSSE3 PSHUFB.
//
// Run by `go generate` (see generate.go): go run vpaes_386_gen.go -out vpaes_386.s
//
// Register plan. 386 has eight XMM registers, so the tables stay in
// memory: each lookup loads its table and shuffles it with PSHUFB. The
// one-block kernels load every table with MOVOU (Go gives no 16-byte
// alignment on 386); ECB, CTR and CBC decryption run two blocks at a time
// with an aligned copy of the tables (see cipher2), the one-block code for
// an odd last block.
//
// One block:
//
//	X0-X4  the block and its intermediate values
//	X5     the view's rotation (or final) shuffle
//	X6     CBC chaining value
//	X7     0x0F mask
//
// Two blocks: X0-X3 and X4-X7, one block each. Both:
//
//	AX     tables, DX round key walker, SI/DI source/destination,
//	BP     blocks left, BX counter or IV pointer, CX scratch (CTR) or
//	       the aligned stack area (CBC decryption)
//
// The rounds are unrolled as on arm64: AES-128 enters the AES-256 code four
// rounds in (the views repeat every four rounds, and 10 ≡ 14 mod 4), AES-192
// has its own copy. Every branch depends only on the round count and the
// block count, both public; PSHUFB's bit-7 rule turns the 0x80 marker of
// the inversion tables into 0.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "vpaes_386.s", "output file")

// Table rows, as in vpaes.go. The 386, arm64 and amd64 generators each
// carry this copy on purpose: each is a program of its own (the amd64 one
// in the generator module, which does not import this one), and the
// kernels are tested against vpaes.go's table.
const (
	vpMask   = 0
	vpInv    = 1
	vpAInv   = 2
	vpEncLo  = 3
	vpEncHi  = 4
	vpDecLo  = 5
	vpDecHi  = 6
	vpS1U    = 7
	vpS2U    = 9
	vpSOU    = 11
	vpD9U    = 13
	vpDBU    = 15
	vpDDU    = 17
	vpDEU    = 19
	vpDOU    = 21
	vpERot1  = 23
	vpERot3  = 27
	vpDRot1  = 31
	vpEFinal = 35
	vpDFinal = 39
	vpS63    = 43
)

type gen struct {
	*asmgen.File
}

// row is the memory operand of table row r.
func row(r int) string {
	if r == 0 {
		return "(AX)"
	}
	return fmt.Sprintf("%d(AX)", 16*r)
}

// shuf sets dst to table row r indexed by idx (dst[i] = T[idx[i]]).
func (g *gen) shuf(r int, idx, dst string) {
	g.P("MOVOU %s, %s", row(r), dst)
	g.P("PSHUFB %s, %s", idx, dst)
}

// lookup sets X0 to T_u[io] ⊕ T_t[jo] (io in X2, jo in X3); X1 is scratch.
func (g *gen) lookup(u int, dst string) {
	g.shuf(u, "X2", dst)
	g.shuf(u+1, "X3", "X1")
	g.P("PXOR X1, %s", dst)
}

// input: X0 = T_lo[x & 15] ⊕ T_hi[x >> 4] (x in X0); X1-X3 scratch.
func (g *gen) input(lo int) {
	g.P("MOVO X0, X1")
	g.P("PSRLL $4, X1") // the high nibbles, with bits from the byte above
	g.P("PAND X7, X1")  // cleared by the mask
	g.P("PAND X7, X0")
	g.shuf(lo, "X0", "X2")
	g.shuf(lo+1, "X1", "X3")
	g.P("PXOR X3, X2")
	g.P("MOVO X2, X0")
}

// invert leaves io in X2 and jo in X3 (Hamburg's GF(16)² inversion of X0);
// X0 ends as j, X1 as i, X4 is scratch.
func (g *gen) invert() {
	g.P("MOVO X0, X1")
	g.P("PSRLL $4, X1")
	g.P("PAND X7, X1")         // i
	g.P("PAND X7, X0")         // k
	g.shuf(vpAInv, "X0", "X2") // a/k
	g.P("PXOR X1, X0")         // j = i + k
	g.shuf(vpInv, "X1", "X3")  // 1/i
	g.P("PXOR X2, X3")         // iak
	g.shuf(vpInv, "X0", "X4")  // 1/j
	g.P("PXOR X2, X4")         // jak
	g.shuf(vpInv, "X3", "X2")  // 1/iak
	g.P("PXOR X0, X2")         // io
	g.shuf(vpInv, "X4", "X3")  // 1/jak
	g.P("PXOR X1, X3")         // jo
}

// key XORs the round key at the walker into X0 (X1 scratch).
func (g *gen) key() {
	g.P("MOVOU (DX), X1")
	g.P("PXOR X1, X0")
}

func (g *gen) encRound(r, nr int) {
	g.Block("%s (FIPS 197 §5.1), view %d: S-box by inversion in GF(2⁴)², MixColumns as 2A + 3B + C + D by rotations", asmgen.Round(r, nr), r%4)
	g.P("ADDL $16, DX")
	g.invert()
	g.lookup(vpS1U, "X0") // A
	g.lookup(vpS2U, "X4") // 2A
	g.P("MOVOU %s, X5", row(vpERot1+r%4))
	g.P("MOVO X0, X1")
	g.P("PSHUFB X5, X1") // B
	g.P("PXOR X1, X4")   // 2A + B
	g.P("MOVOU %s, X2", row(vpERot3+r%4))
	g.P("PSHUFB X2, X0") // D
	g.key()
	g.P("PXOR X4, X0")
	g.P("PSHUFB X5, X4") // 2B + C
	g.P("PXOR X4, X0")   // 2A + 3B + C + D + key
}

func (g *gen) decRound(r, nr int) {
	g.Block("%s (FIPS 197 §5.3), view %d: inverse S-box by inversion in GF(2⁴)², InvMixColumns by Horner's rule", asmgen.Round(r, nr), r%4)
	g.P("ADDL $16, DX")
	g.invert()
	// 14a + R(11a + R(13a + R(9a))): InvMixColumns by Horner's rule.
	g.lookup(vpD9U, "X0")
	g.P("MOVOU %s, X5", row(vpDRot1+r%4))
	for i, u := range []int{vpDDU, vpDBU, vpDEU} {
		g.P("PSHUFB X5, X0")
		g.lookup(u, "X4")
		if i == 2 {
			g.P("MOVOU (DX), X1")
			g.P("PXOR X1, X4")
		}
		g.P("PXOR X4, X0")
	}
}

func (g *gen) lastRound(out, final, nr int) {
	g.Block("%s, the last: the S-box output table, no MixColumns, leave view %d, add the last round key", asmgen.Round(nr, nr), nr%4)
	g.P("ADDL $16, DX")
	g.invert()
	g.lookup(out, "X0")
	g.P("MOVOU %s, X5", row(final+nr%4))
	g.P("PSHUFB X5, X0") // leave the view
	g.key()
}

// cipher runs the full cipher on the block in X0.
func (g *gen) cipher(decrypt bool) {
	lo, out, final := vpEncLo, vpSOU, vpEFinal
	if decrypt {
		lo, out, final = vpDecLo, vpDOU, vpDFinal
	}
	g.Block("vpaes (Hamburg, CHES 2009) on one block: the input basis change and round key 0")
	g.P("MOVL rk+4(FP), DX")
	g.input(lo)
	g.key()
	g.VPAESRounds(g.dispatch, func(r, nr int) {
		if decrypt {
			g.decRound(r, nr)
		} else {
			g.encRound(r, nr)
		}
	}, func(nr int) { g.lastRound(out, final, nr) }, g.jump)
}

// dispatch branches on the round count for asmgen.VPAESRounds.
func (g *gen) dispatch(l12, l10 string) {
	g.P("CMPL rounds+8(FP), $12")
	g.P("JEQ %s", l12)
	g.P("JLT %s", l10)
}

func (g *gen) jump(label string) { g.P("JMP %s", label) }

const sig = "(tab *[44][16]byte, rk *[15][16]byte, rounds int, dst *byte, src *byte, n int"

func (g *gen) prologue(name, extra string, frame int) {
	g.Printf("\n// func %s%s%s)\nTEXT ·%s(SB), NOSPLIT, $0-%d\n", name, sig, extra, name, frame)
	g.Args("MOVL",
		"tab+0(FP)", "AX",
		"dst+12(FP)", "DI",
		"src+16(FP)", "SI",
		"n+20(FP)", "BP")
	g.P("MOVOU (AX), X7")
}

// loop emits the per-block loop around body.
func (g *gen) loop(body func()) {
	top, done := g.NewLabel("loop"), g.NewLabel("done")
	g.Block("one block per iteration while BP > 0")
	g.Label(top)
	g.P("TESTL BP, BP")
	g.P("JEQ %s", done)
	body()
	g.P("ADDL $16, SI")
	g.P("ADDL $16, DI")
	g.P("DECL BP")
	g.P("JMP %s", top)
	g.Label(done)
}

func (g *gen) ecb(name string, decrypt bool) {
	g.prologue(name, "", 24)
	g.loop(func() {
		g.P("MOVOU (SI), X0")
		g.cipher(decrypt)
		g.P("MOVOU X0, (DI)")
	})
	g.P("RET")
}

// cbcEncrypt is serial (SP 800-38A §6.2: each block needs the previous
// ciphertext), so unlike ECB, CTR and CBC decryption it has no two-block
// twin.
func (g *gen) cbcEncrypt() {
	g.prologue("vpaesCBCEncAsm", ", iv *[16]byte", 28)
	g.P("MOVL iv+24(FP), BX")
	g.P("MOVOU (BX), X6")
	g.loop(func() {
		g.Comment("CBC (SP 800-38A §6.2): C = E(P ⊕ IV), IV = C")
		g.P("MOVOU (SI), X0")
		g.P("PXOR X6, X0")
		g.cipher(false)
		g.P("MOVO X0, X6")
		g.P("MOVOU X0, (DI)")
	})
	g.P("MOVOU X6, (BX)")
	g.P("RET")
}

// schedule emits vpaesScheduleAsm, the twin of vpaesScheduleGeneric: it
// turns the standard expanded key w (FIPS 197 §5.2 bytes) into the vpaes
// encryption and decryption schedules described at vpaesKey, as the amd64
// kernel does (_asm/vpaes/schedule.go), unrolled for each round count. Each
// round key goes through the E or D basis change (two PSHUFB nibble
// lookups), the middle decryption keys first through InvMixColumns (FIPS
// 197 §5.3.3: byte rotations within columns by PSHUFB, doubling by PADDB
// with the 0x1b reduction masked in by PCMPGTB), and into its round's view
// by one more PSHUFB. Only the round count, which is public, selects code.
func (g *gen) schedule() {
	g.Data128("vpRotCol1", 0x0407060500030201, 0x0c0f0e0d080b0a09) // row r of each column gets row r+1
	g.Data128("vpRotCol2", 0x0504070601000302, 0x0d0c0f0e09080b0a)
	g.Data128("vpRotCol3", 0x0605040702010003, 0x0e0d0c0f0a09080b)
	g.Data128("vpBytes1b", 0x1b1b1b1b1b1b1b1b, 0x1b1b1b1b1b1b1b1b)
	g.Data128("vpBytes05", 0x0505050505050505, 0x0505050505050505)
	name := "vpaesScheduleAsm"
	g.Printf("\n// func %s(tab *[44][16]byte, w *[240]byte, rounds int, enc *[15][16]byte, dec *[15][16]byte)\nTEXT ·%s(SB), NOSPLIT, $0-20\n", name, name)
	g.Args("MOVL",
		"tab+0(FP)", "AX",
		"w+4(FP)", "SI",
		"enc+12(FP)", "DI",
		"dec+16(FP)", "DX")
	g.P("MOVOU (AX), X7")
	// basis replaces x by the map of the nibble tables lo, lo+1 (s1 and
	// s2 clobbered).
	basis := func(x, s1, s2 string, lo int) {
		g.P("MOVO %s, %s", x, s1)
		g.P("PSRLL $4, %s", s1)
		g.P("PAND X7, %s", s1)
		g.P("PAND X7, %s", x)
		g.shuf(lo, x, s2)
		g.shuf(lo+1, s1, x)
		g.P("PXOR %s, %s", s2, x)
	}
	// xtime replaces x by 2·x in every byte (t clobbered, k holds 0x1b…):
	// bytes with the top bit set are the negative ones, and get 0x1b.
	xtime := func(x, t, k string) {
		g.P("PXOR %s, %s", t, t)
		g.P("PCMPGTB %s, %s", x, t)
		g.P("PAND %s, %s", k, t)
		g.P("PADDB %s, %s", x, x)
		g.P("PXOR %s, %s", t, x)
	}
	mem := func(off int, base string) string {
		if off == 0 {
			return "(" + base + ")"
		}
		return fmt.Sprintf("%d(%s)", off, base)
	}
	// The schedule is unrolled, one copy for each key size, picked by the
	// public round count.
	l12, l14 := g.NewLabel("sched12_"), g.NewLabel("sched14_")
	g.P("CMPL rounds+8(FP), $12")
	g.P("JEQ %s", l12)
	g.P("JGT %s", l14)
	for _, nr := range []int{10, 12, 14} {
		switch nr {
		case 12:
			g.Label(l12)
		case 14:
			g.Label(l14)
		}
		// Encryption: enc[0] = E(w0); enc[r] = E(w_r ⊕ 0x63…) in view r;
		// enc[Nr] = w_Nr ⊕ 0x63….
		g.Block("AES-%d encryption schedule: enc[0] = E(w_0)", asmgen.AESBits(nr))
		g.P("MOVOU (SI), X0")
		basis("X0", "X1", "X2", vpEncLo)
		g.P("MOVOU X0, (DI)")
		for r := 1; r < nr; r++ {
			g.Block("enc[%d] = E(w_%d ⊕ 0x63…) in view %d", r, r, r%4)
			g.P("MOVOU %s, X0", mem(16*r, "SI"))
			g.P("MOVOU %s, X1", row(vpS63))
			g.P("PXOR X1, X0")
			basis("X0", "X1", "X2", vpEncLo)
			g.P("MOVOU %s, X1", row(vpDFinal+r%4)) // the inverse of view r's final shuffle
			g.P("PSHUFB X1, X0")
			g.P("MOVOU X0, %s", mem(16*r, "DI"))
		}
		g.Block("enc[%d] = w_%d ⊕ 0x63…", nr, nr)
		g.P("MOVOU %s, X0", mem(16*nr, "SI"))
		g.P("MOVOU %s, X1", row(vpS63))
		g.P("PXOR X1, X0")
		g.P("MOVOU X0, %s", mem(16*nr, "DI"))
		// Decryption: dec[0] = D(w_Nr) ⊕ E(0x05…); dec[r] =
		// D(InvMixColumns(w_{Nr-r})) ⊕ E(0x05…) in view r; dec[Nr] = w0.
		// E(0x05…), kept in X6, is E's low table at 5 in every byte (E is
		// linear and 0x05 has no high nibble).
		g.Block("AES-%d decryption schedule: X6 = E(0x05…), dec[0] = D(w_%d) ⊕ X6", asmgen.AESBits(nr), nr)
		g.P("MOVOU vpBytes05<>(SB), X1")
		g.shuf(vpEncLo, "X1", "X6")
		g.P("MOVOU %s, X0", mem(16*nr, "SI"))
		basis("X0", "X1", "X2", vpDecLo)
		g.P("PXOR X6, X0")
		g.P("MOVOU X0, (DX)")
		for r := 1; r < nr; r++ {
			// InvMixColumns: 14·a_r + 11·a_{r+1} + 13·a_{r+2} + 9·a_{r+3},
			// as (8+4+2)a_r + rot1((8+2+1)a) + rot2((8+4+1)a) + rot3((8+1)a).
			g.Block("dec[%d] = D(InvMixColumns(w_%d)) ⊕ X6 in view %d", r, nr-r, r%4)
			g.P("MOVOU %s, X0", mem(16*(nr-r), "SI"))
			g.P("MOVOU vpBytes1b<>(SB), X5")
			g.P("MOVO X0, X1")
			xtime("X1", "X4", "X5") // 2a
			g.P("MOVO X1, X2")
			xtime("X2", "X4", "X5") // 4a
			g.P("MOVO X2, X3")
			xtime("X3", "X4", "X5") // 8a
			g.P("MOVO X3, X4")
			g.P("PXOR X0, X4") // 9a
			g.P("MOVO X4, X5")
			g.P("PXOR X1, X5") // 11a
			g.P("MOVO X4, X0")
			g.P("PXOR X2, X0") // 13a
			g.P("PXOR X2, X3")
			g.P("PXOR X1, X3") // 14a
			g.Comment("InvMixColumns: 14a + rot1(11a) + rot2(13a) + rot3(9a)")
			g.P("MOVOU vpRotCol1<>(SB), X1")
			g.P("PSHUFB X1, X5")
			g.P("MOVOU vpRotCol2<>(SB), X1")
			g.P("PSHUFB X1, X0")
			g.P("PXOR X0, X5")
			g.P("MOVOU vpRotCol3<>(SB), X1")
			g.P("PSHUFB X1, X4")
			g.P("PXOR X4, X5")
			g.P("PXOR X3, X5")
			basis("X5", "X0", "X1", vpDecLo)
			g.P("PXOR X6, X5")
			g.P("MOVOU %s, X0", row(vpEFinal+r%4)) // the inverse of view r's final shuffle
			g.P("PSHUFB X0, X5")
			g.P("MOVOU X5, %s", mem(16*r, "DX"))
		}
		g.Block("dec[%d] = w_0", nr)
		g.P("MOVOU (SI), X0")
		g.P("MOVOU X0, %s", mem(16*nr, "DX"))
		g.P("RET")
	}
}

// The FIPS 197 §5.2 key expansion with the vpaes S-box, the twin of
// vpaesFIPSKey, as the amd64 kernels do it (_asm/vpaes/expand.go): SubWord
// is the tier's SubBytes sequence on a register whose columns all hold the
// word (PSHUFB broadcasts it, rotated when the step needs RotWord). A
// register holds four words in memory order. Rcon comes from a table of
// constants, one row per step. There are no branches; every
// secret-dependent lookup is a PSHUFB of a register. X5 and X6 hold the
// state, X0-X4 are SubBytes' scratch.

func (g *gen) expandConstants() {
	g.Data128("vpRotWord3", 0x0c0f0e0d0c0f0e0d, 0x0c0f0e0d0c0f0e0d) // RotWord of word 3 (bytes 13, 14, 15, 12)
	g.Data128("vpRotWord1", 0x0407060504070605, 0x0407060504070605) // RotWord of word 1 (bytes 5, 6, 7, 4)
	// Rcon[1..10] in the first byte of every column, one row each.
	g.Printf("\n")
	rc := uint64(1)
	for i := 0; i < 10; i++ {
		w := rc | rc<<32
		g.Printf("DATA vpRcon<>+%d(SB)/8, $0x%016x\n", 16*i, w)
		g.Printf("DATA vpRcon<>+%d(SB)/8, $0x%016x\n", 16*i+8, w)
		rc <<= 1
		if rc > 0xff {
			rc ^= 0x11b
		}
	}
	g.Printf("GLOBL vpRcon<>(SB), RODATA|NOPTR, $160\n")
}

// exSubRot sets X0 to SubWord(RotWord(word)) ⊕ Rcon[step] in every column,
// the word chosen by the PSHUFB mask rot from src.
func (g *gen) exSubRot(src, rot string, step int) {
	g.P("MOVO %s, X0", src)
	g.P("MOVOU %s<>(SB), X1", rot)
	g.P("PSHUFB X1, X0")
	g.exSubBytes()
	g.P("MOVOU vpRcon<>+%d(SB), X1", 16*(step-1))
	g.P("PXOR X1, X0")
}

// exSubBytes applies the S-box to every byte of X0 (X1-X4 clobbered).
func (g *gen) exSubBytes() {
	g.input(vpEncLo)
	g.invert()
	g.lookup(vpSOU, "X0")
	g.P("MOVOU %s, X1", row(vpS63))
	g.P("PXOR X1, X0")
}

// exPrefix replaces x = [a, b, c, d] by [a, a⊕b, a⊕b⊕c, a⊕b⊕c⊕d] (X1
// clobbered): the chained XOR of w[i] = w[i-Nk] ⊕ w[i-1].
func (g *gen) exPrefix(x string) {
	g.P("MOVO %s, X1", x)
	g.P("PSLLDQ $4, X1")
	g.P("PXOR X1, %s", x)
	g.P("MOVO %s, X1", x)
	g.P("PSLLDQ $8, X1")
	g.P("PXOR X1, %s", x)
}

func (g *gen) exHeader(bytes int) {
	name := fmt.Sprintf("vpaesExpandKey%dAsm", 8*bytes)
	g.Printf("\n// func %s(tab *[44][16]byte, key *[%d]byte, w *[240]byte)\nTEXT ·%s(SB), NOSPLIT, $0-12\n", name, bytes, name)
	g.Args("MOVL",
		"tab+0(FP)", "AX",
		"key+4(FP)", "SI",
		"w+8(FP)", "DI")
	g.P("MOVOU (AX), X7")
}

func (g *gen) exZeroTail(nr int) {
	g.Block("zero w past the last round key")
	g.P("PXOR X0, X0")
	for off := 16 * (nr + 1); off < 240; off += 16 {
		g.P("MOVOU X0, %d(DI)", off)
	}
}

func (g *gen) expand128() {
	g.exHeader(16)
	g.P("MOVOU (SI), X6")
	g.P("MOVOU X6, (DI)")
	for r := 1; r <= 10; r++ {
		g.Block("w[%d..%d] (FIPS 197 §5.2): SubWord(RotWord(w[%d])) ⊕ Rcon[%d], chained XOR", 4*r, 4*r+3, 4*r-1, r)
		g.exSubRot("X6", "vpRotWord3", r)
		g.exPrefix("X6")
		g.P("PXOR X0, X6")
		g.P("MOVOU X6, %d(DI)", 16*r)
	}
	g.exZeroTail(10)
	g.P("RET")
}

// expand256 alternates the Rcon steps with the SubWord-only steps of Nk = 8
// (the latter broadcast word 3 with PSHUFD).
func (g *gen) expand256() {
	g.exHeader(32)
	g.P("MOVOU (SI), X5")
	g.P("MOVOU 16(SI), X6")
	g.P("MOVOU X5, (DI)")
	g.P("MOVOU X6, 16(DI)")
	for k := 1; k <= 7; k++ {
		g.Block("w[%d..%d] (FIPS 197 §5.2): SubWord(RotWord(w[%d])) ⊕ Rcon[%d], chained XOR", 8*k, 8*k+3, 8*k-1, k)
		g.exSubRot("X6", "vpRotWord3", k)
		g.exPrefix("X5")
		g.P("PXOR X0, X5")
		g.P("MOVOU X5, %d(DI)", 32*k)
		if k == 7 {
			break
		}
		g.Block("w[%d..%d]: SubWord(w[%d]) without RotWord or Rcon (Nk = 8), chained XOR", 8*k+4, 8*k+7, 8*k+3)
		g.P("PSHUFD $0xff, X5, X0")
		g.exSubBytes()
		g.exPrefix("X6")
		g.P("PXOR X0, X6")
		g.P("MOVOU X6, %d(DI)", 32*k+16)
	}
	g.P("RET")
}

// expand192 works in steps of Nk = 6 words: X5 holds w[i-6..i-3], the low
// half of X6 w[i-2], w[i-1]; X6's upper half carries garbage no later step
// reads. It follows expand256's shape on purpose, as the amd64 generator's
// expand192 and expand256 do: the steps differ only in Nk's word moves.
func (g *gen) expand192() {
	g.exHeader(24)
	g.P("MOVOU (SI), X5")
	g.P("MOVQ 16(SI), X6")
	g.P("MOVOU X5, (DI)")
	g.P("MOVQ X6, 16(DI)")
	for j := 1; j <= 8; j++ {
		g.Block("w[%d..%d] (FIPS 197 §5.2): SubWord(RotWord(w[%d])) ⊕ Rcon[%d], chained XOR", 6*j, 6*j+3, 6*j-1, j)
		g.exSubRot("X6", "vpRotWord1", j)
		g.exPrefix("X5")
		g.P("PXOR X0, X5")
		g.P("MOVOU X5, %d(DI)", 24*j)
		if j == 8 {
			break
		}
		g.Block("w[%d..%d]: the chained XOR continues from w[%d]", 6*j+4, 6*j+5, 6*j+3)
		g.P("PSHUFD $0xff, X5, X0")
		g.P("MOVO X6, X1")
		g.P("PSLLDQ $4, X1")
		g.P("PXOR X1, X6")
		g.P("PXOR X0, X6")
		g.P("MOVQ X6, %d(DI)", 24*j+16)
	}
	g.exZeroTail(12)
	g.P("RET")
}

// The two-block kernels. One block's rounds are a chain of dependent
// shuffles, so the kernels for ECB and CTR encryption and CBC decryption run
// two blocks as interleaved instruction streams, four XMM registers each:
// the mask, the rotations and the final shuffles are aligned memory
// operands (the Go wrappers pass a 16-byte-aligned copy of the tables,
// vpaesAlignedTab), i, which the inversion needs again at its end, waits in
// a stack slot, and decryption reads jo as an aligned stack operand.

// stream is one block's instructions; streams are interleaved.
type stream []string

func (s *stream) add(format string, args ...any) { *s = append(*s, fmt.Sprintf(format, args...)) }

func (g *gen) emit(ss ...stream) {
	for i := 0; ; i++ {
		done := true
		for _, s := range ss {
			if i < len(s) {
				g.P("%s", s[i])
				done = false
			}
		}
		if done {
			return
		}
	}
}

// lane is one block's registers and stack slot.
type lane struct {
	r    [4]string
	slot string
	jo   string // decryption: jo as an aligned PSHUFB operand (CX: aligned stack area)
}

var lanes = [2]lane{{[4]string{"X0", "X1", "X2", "X3"}, "ia-16(SP)", "(CX)"}, {[4]string{"X4", "X5", "X6", "X7"}, "ib-32(SP)", "16(CX)"}}

// shuf2 sets dst to table row r indexed by idx.
func shuf2(s *stream, r int, idx, dst string) {
	s.add("MOVO %s, %s", row(r), dst)
	s.add("PSHUFB %s, %s", idx, dst)
}

// input2: r0 = T_lo[x & 15] ⊕ T_hi[x >> 4] ⊕ key (x in r0).
func input2(s *stream, l lane, lo int) {
	r := l.r
	s.add("MOVO %s, %s", r[0], r[1])
	s.add("PSRLL $4, %s", r[1])
	s.add("PAND (AX), %s", r[1])
	s.add("PAND (AX), %s", r[0])
	shuf2(s, lo, r[0], r[2])
	shuf2(s, lo+1, r[1], r[3])
	s.add("PXOR %s, %s", r[3], r[2])
	s.add("MOVOU (DX), %s", r[0])
	s.add("PXOR %s, %s", r[2], r[0])
}

// invert2 leaves io in r2 and jo in r3 (x in r0).
func invert2(s *stream, l lane) {
	r := l.r
	s.add("MOVO %s, %s", r[0], r[1])
	s.add("PSRLL $4, %s", r[1])
	s.add("PAND (AX), %s", r[1])     // i
	s.add("PAND (AX), %s", r[0])     // k
	shuf2(s, vpAInv, r[0], r[2])     // a/k
	s.add("PXOR %s, %s", r[1], r[0]) // j = i + k
	shuf2(s, vpInv, r[1], r[3])      // 1/i
	s.add("PXOR %s, %s", r[2], r[3]) // iak
	s.add("MOVOU %s, %s", r[1], l.slot)
	shuf2(s, vpInv, r[0], r[1])      // 1/j
	s.add("PXOR %s, %s", r[2], r[1]) // jak
	shuf2(s, vpInv, r[3], r[2])      // 1/iak
	s.add("PXOR %s, %s", r[0], r[2]) // io
	shuf2(s, vpInv, r[1], r[3])      // 1/jak
	s.add("MOVOU %s, %s", l.slot, r[0])
	s.add("PXOR %s, %s", r[0], r[3]) // jo
}

func encRound2(s *stream, l lane, q int) {
	r := l.r
	invert2(s, l)
	shuf2(s, vpS1U, r[2], r[0])
	shuf2(s, vpS1U+1, r[3], r[1])
	s.add("PXOR %s, %s", r[1], r[0]) // A
	shuf2(s, vpS2U, r[2], r[1])
	shuf2(s, vpS2U+1, r[3], r[2])
	s.add("PXOR %s, %s", r[2], r[1]) // 2A
	s.add("MOVO %s, %s", r[0], r[2])
	s.add("PSHUFB %s, %s", row(vpERot1+q), r[2]) // B
	s.add("PXOR %s, %s", r[2], r[1])             // 2A + B
	s.add("PSHUFB %s, %s", row(vpERot3+q), r[0]) // D
	s.add("MOVOU (DX), %s", r[2])
	s.add("PXOR %s, %s", r[2], r[0])
	s.add("PXOR %s, %s", r[1], r[0])
	s.add("PSHUFB %s, %s", row(vpERot1+q), r[1]) // 2B + C
	s.add("PXOR %s, %s", r[1], r[0])             // 2A + 3B + C + D + key
}

func lastRound2(s *stream, l lane, out, final int) {
	r := l.r
	invert2(s, l)
	shuf2(s, out, r[2], r[0])
	shuf2(s, out+1, r[3], r[1])
	s.add("PXOR %s, %s", r[1], r[0])
	s.add("PSHUFB %s, %s", row(final), r[0]) // leave the view
	s.add("MOVOU (DX), %s", r[1])
	s.add("PXOR %s, %s", r[1], r[0])
}

// decRound2 is InvMixColumns by Horner's rule as in decRound, with jo
// read from its aligned slot so that four registers suffice.
func decRound2(s *stream, l lane, q int) {
	r := l.r
	invert2(s, l)
	shuf2(s, vpD9U, r[2], r[0])
	shuf2(s, vpD9U+1, r[3], r[1])
	s.add("PXOR %s, %s", r[1], r[0])
	s.add("MOVO %s, %s", r[3], l.jo)
	for i, u := range []int{vpDDU, vpDBU, vpDEU} {
		s.add("PSHUFB %s, %s", row(vpDRot1+q), r[0])
		shuf2(s, u, r[2], r[1])
		s.add("MOVO %s, %s", row(u+1), r[3])
		s.add("PSHUFB %s, %s", l.jo, r[3])
		s.add("PXOR %s, %s", r[3], r[1])
		if i == 2 {
			s.add("MOVOU (DX), %s", r[3])
			s.add("PXOR %s, %s", r[3], r[1])
		}
		s.add("PXOR %s, %s", r[1], r[0])
	}
}

// cipher2 runs the cipher on the blocks in X0 and X4.
func (g *gen) cipher2(decrypt bool) {
	lo, out, final := vpEncLo, vpSOU, vpEFinal
	round := encRound2
	if decrypt {
		lo, out, final = vpDecLo, vpDOU, vpDFinal
		round = decRound2
	}
	g.Block("vpaes on two blocks, X0-X3 and X4-X7 interleaved: the input basis change and round key 0")
	g.P("MOVL rk+4(FP), DX")
	var a, b stream
	input2(&a, lanes[0], lo)
	input2(&b, lanes[1], lo)
	g.emit(a, b)
	g.VPAESRounds(g.dispatch, func(r, nr int) {
		if decrypt {
			g.Block("%s (FIPS 197 §5.3), view %d, both blocks: inverse S-box by inversion in GF(2⁴)², InvMixColumns by Horner's rule", asmgen.Round(r, nr), r%4)
		} else {
			g.Block("%s (FIPS 197 §5.1), view %d, both blocks: S-box by inversion in GF(2⁴)², MixColumns as 2A + 3B + C + D", asmgen.Round(r, nr), r%4)
		}
		g.P("ADDL $16, DX")
		var a, b stream
		round(&a, lanes[0], r%4)
		round(&b, lanes[1], r%4)
		g.emit(a, b)
	}, func(nr int) {
		g.Block("%s, the last, both blocks: the S-box output table, no MixColumns, leave view %d, add the last round key", asmgen.Round(nr, nr), nr%4)
		g.P("ADDL $16, DX")
		var a, b stream
		lastRound2(&a, lanes[0], out, final+nr%4)
		lastRound2(&b, lanes[1], out, final+nr%4)
		g.emit(a, b)
	}, g.jump)
}

// pairs emits the two-block loop: body2 while two or more blocks are
// left, then the one-block loop for the last.
func (g *gen) pairs(body2, body1 func()) {
	top, tail := g.NewLabel("pairs"), g.NewLabel("tail")
	g.Block("two blocks per iteration while BP ≥ 2; the last odd block goes to the one-block loop")
	g.Label(top)
	g.P("CMPL BP, $2")
	g.P("JLT %s", tail)
	body2()
	g.P("ADDL $32, SI")
	g.P("ADDL $32, DI")
	g.P("SUBL $2, BP")
	g.P("JMP %s", top)
	g.Label(tail)
	g.Comment("the one-block code keeps the 0x0F mask in X7")
	g.P("MOVOU (AX), X7")
	g.loop(body1)
}

func (g *gen) prologue2(name, extra string, locals, frame int) {
	g.Printf("\n// func %s%s%s)\nTEXT ·%s(SB), NOSPLIT, $%d-%d\n", name, sig, extra, name, locals, frame)
	g.Args("MOVL",
		"tab+0(FP)", "AX",
		"dst+12(FP)", "DI",
		"src+16(FP)", "SI",
		"n+20(FP)", "BP")
}

func (g *gen) ecb2() {
	g.prologue2("vpaesEncBlocks2Asm", "", 32, 24)
	g.pairs(func() {
		g.P("MOVOU (SI), X0")
		g.P("MOVOU 16(SI), X4")
		g.cipher2(false)
		g.P("MOVOU X0, (DI)")
		g.P("MOVOU X4, 16(DI)")
	}, func() {
		g.P("MOVOU (SI), X0")
		g.cipher(false)
		g.P("MOVOU X0, (DI)")
	})
	g.P("RET")
}

// ctrStep loads the counter into x and advances it in *ctr (BX).
func (g *gen) ctrStep(x string) {
	g.Comment("counter block into %s; *ctr += 1 as a 128-bit big-endian number, one word at a time with carry", x)
	g.P("MOVOU (BX), %s", x)
	for i, off := range []int{12, 8, 4, 0} {
		g.P("MOVL %d(BX), CX", off)
		g.P("BSWAPL CX")
		if i == 0 {
			g.P("ADDL $1, CX")
		} else {
			g.P("ADCL $0, CX")
		}
		g.P("BSWAPL CX")
		g.P("MOVL CX, %d(BX)", off)
	}
}

func (g *gen) ctr2() {
	g.prologue2("vpaesCTR2Asm", ", ctr *[16]byte", 32, 28)
	g.P("MOVL ctr+24(FP), BX")
	g.pairs(func() {
		g.ctrStep("X0")
		g.ctrStep("X4")
		g.cipher2(false)
		g.Block("CTR (SP 800-38A §6.5): dst = src ⊕ E(counter), two blocks")
		g.P("MOVOU (SI), X1")
		g.P("PXOR X1, X0")
		g.P("MOVOU 16(SI), X5")
		g.P("PXOR X5, X4")
		g.P("MOVOU X0, (DI)")
		g.P("MOVOU X4, 16(DI)")
	}, func() {
		g.ctrStep("X0")
		g.cipher(false)
		g.P("MOVOU (SI), X1")
		g.P("PXOR X1, X0")
		g.P("MOVOU X0, (DI)")
	})
	g.P("RET")
}

func (g *gen) cbcDecrypt2() {
	g.prologue2("vpaesCBCDec2Asm", ", iv *[16]byte", 80, 28)
	g.P("MOVL iv+24(FP), BX")
	// Two aligned rows for the lanes' jo inside locals [-80, -32).
	g.Comment("CX: two 16-byte-aligned rows for the lanes' jo inside locals [-80, -32)")
	g.P("LEAL jo-80(SP), CX")
	g.P("ADDL $15, CX")
	g.P("ANDL $-16, CX")
	g.pairs(func() {
		g.P("MOVOU (SI), X0")
		g.P("MOVOU 16(SI), X4")
		g.cipher2(true)
		// Read both ciphertext blocks again before storing: dst may be
		// src. The chaining value stays in *iv.
		g.Block("CBC (SP 800-38A §6.2): P1 = D(C1) ⊕ IV, P2 = D(C2) ⊕ C1, IV = C2 (src read again: dst may be src)")
		g.P("MOVOU (BX), X1")
		g.P("PXOR X1, X0")
		g.P("MOVOU (SI), X1")
		g.P("PXOR X1, X4")
		g.P("MOVOU 16(SI), X1")
		g.P("MOVOU X1, (BX)")
		g.P("MOVOU X0, (DI)")
		g.P("MOVOU X4, 16(DI)")
	}, func() {
		g.P("MOVOU (BX), X6")
		g.P("MOVOU (SI), X0")
		g.cipher(true)
		g.P("MOVOU (SI), X1")
		g.P("PXOR X6, X0")
		g.P("MOVOU X1, (BX)")
		g.P("MOVOU X0, (DI)")
	})
	g.P("RET")
}

// subBytes is the S-box on 16 bytes, for the key schedule.
func (g *gen) subBytes() {
	name := "vpaesSubBytesAsm"
	g.Printf("\n// func %s(tab *[44][16]byte, dst *[16]byte, src *[16]byte)\nTEXT ·%s(SB), NOSPLIT, $0-12\n", name, name)
	g.Args("MOVL",
		"tab+0(FP)", "AX",
		"dst+4(FP)", "DI",
		"src+8(FP)", "SI")
	g.P("MOVOU (AX), X7")
	g.Block("SubBytes (FIPS 197 §5.1.1): basis change, inversion in GF(2⁴)², the S-box output table, + 0x63")
	g.P("MOVOU (SI), X0")
	g.input(vpEncLo)
	g.invert()
	g.lookup(vpSOU, "X0")
	g.P("MOVOU %s, X1", row(vpS63))
	g.P("PXOR X1, X0") // + 0x63
	g.P("MOVOU X0, (DI)")
	g.P("RET")
}

// main emits one function per kernel vpaes_386.go declares; the mains of
// vpaes_arm64_gen.go and vpaes_arm_gen.go have the same structure, with their own port's instructions.
func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("vpaes_386_gen.go", "386 && !purego")}
	g.subBytes()
	g.schedule()
	g.expandConstants()
	g.expand128()
	g.expand192()
	g.expand256()
	g.ecb("vpaesDecBlocksAsm", true)
	g.ecb2()
	g.ctr2()
	g.cbcEncrypt()
	g.cbcDecrypt2()
	g.WriteFile(*out)
}
