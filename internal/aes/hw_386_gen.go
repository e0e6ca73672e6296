// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// hw_386_gen generates hw_386.s, the AES-NI tier's kernels for GOARCH=386
// (avo does not target 386): single blocks, ECB, CTR and CBC with
// AESENC/AESENCLAST and AESDEC/AESDECLAST, and key expansion with
// AESENCLAST+PSHUFB as SubWord and AESIMC for the decryption schedule (the
// same method as the amd64 tier, see _asm/hw/keyschedule.go).
//
// Run by `go generate` (see generate.go): go run hw_386_gen.go -out hw_386.s
//
// Register plan of the block kernels (386 has eight XMM registers):
//
//	X0-X5  blocks being enciphered (up to six interleaved)
//	X6     the current round key, loaded from memory each round
//	       (MOVOU: the schedules need not be 16-byte aligned, so no
//	       legacy-SSE memory operand is used), or a temporary
//	X7     CTR: the counter byte-reversed, so PSUBQ steps its low 64 bits;
//	       CBC: the chaining value
//	AX     round key 0, DX the last round key, CX the round count
//	SI/DI  source/destination, BX blocks left, BP the counter or IV
//
// Every branch depends only on the round count and the length, both public;
// the AES instructions take a fixed time whatever their operands.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "hw_386.s", "output file")

type gen struct {
	*asmgen.File
}

// width is the interleave of the multi-block kernels.
const width = 6

func x(i int) string { return fmt.Sprintf("X%d", i) }

// main emits one function per kernel hw_386.go declares; the mains of
// hw_arm64_gen.go and hw_ppc64le_gen.go have the same structure, with their own port's instructions.
func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("hw_386_gen.go", "386 && !purego")}
	g.constants()
	g.expandKey128()
	g.expandKey192()
	g.expandKey256()
	g.single("hwEncryptBlock", "enc", false)
	g.single("hwDecryptBlock", "dec", true)
	g.ecb()
	g.ctr()
	g.cbcEncrypt()
	g.cbcDecrypt()
	g.WriteFile(*out)
}

func (g *gen) constants() {
	// PSHUFB mask reversing the 16 bytes: the big-endian counter becomes a
	// little-endian 128-bit number and back.
	g.Data128("bswapMask", 0x08090a0b0c0d0e0f, 0x0001020304050607)
	// PSHUFB masks: RotWord of word 3 (bytes 13, 14, 15, 12) or of word 1
	// (bytes 5, 6, 7, 4) into every column.
	g.Data128("rotWord3", 0x0c0f0e0d0c0f0e0d, 0x0c0f0e0d0c0f0e0d)
	g.Data128("rotWord1", 0x0407060504070605, 0x0407060504070605)
	// Rcon[1] = 0x01 in the first byte of every column; PSLLL doubles it.
	// Rcon[9] = 0x1b is where doubling would leave the byte.
	g.Data128("rcon1", 0x0000000100000001, 0x0000000100000001)
	g.Data128("rcon1b", 0x0000001b0000001b, 0x0000001b0000001b)
}

// Key expansion (FIPS 197 §5.2). SubWord comes from AESENCLAST: when the
// four columns of the state are equal, ShiftRows does nothing, so
// AESENCLAST(s, k) = SubBytes(s) ⊕ k is SubWord of that column in every
// column, plus k. PSHUFB broadcasts the word (rotated when the step needs
// RotWord) and k is Rcon in every column, or zero. No branches.
const (
	kMask = "X6" // a PSHUFB mask (rotWord3 or rotWord1)
	kRcon = "X5" // Rcon in every column
	kZero = "X7"
)

// prefixXor replaces v = [a, b, c, d] by [a, a⊕b, a⊕b⊕c, a⊕b⊕c⊕d], the
// chained XOR of w[i] = w[i-Nk] ⊕ w[i-1] across one register. It is the
// same code as vpaes_386_gen.go's exPrefix (with X1 as tmp): the two
// generators are separate programs.
func (g *gen) prefixXor(v, tmp string) {
	g.P("MOVO %s, %s", v, tmp)
	g.P("PSLLDQ $4, %s", tmp)
	g.P("PXOR %s, %s", tmp, v)
	g.P("MOVO %s, %s", v, tmp)
	g.P("PSLLDQ $8, %s", tmp)
	g.P("PXOR %s, %s", tmp, v)
}

// subRot sets t to SubWord(RotWord(word)) ⊕ Rcon in every column, the word
// chosen by kMask from src.
func (g *gen) subRot(src, t string) {
	g.P("MOVO %s, %s", src, t)
	g.P("PSHUFB %s, %s", kMask, t)
	g.P("AESENCLAST %s, %s", kRcon, t)
}

// storeDec writes round key r (in v) to enc[16r] and to dec[16(Nr-r)],
// through InvMixColumns (§5.3.5) unless it is the first or last key.
func (g *gen) storeDec(v, tmp string, r, nr int) {
	g.P("MOVOU %s, %d(DI)", v, 16*r)
	if r == 0 || r == nr {
		g.P("MOVOU %s, %d(SI)", v, 16*(nr-r))
		return
	}
	g.P("AESIMC %s, %s", v, tmp)
	g.P("MOVOU %s, %d(SI)", tmp, 16*(nr-r))
}

// zeroTails clears both schedules past round key Nr.
func (g *gen) zeroTails(nr int) {
	g.Block("zero both schedules past round key %d", nr)
	g.P("PXOR %s, %s", kZero, kZero)
	for off := 16 * (nr + 1); off < 240; off += 16 {
		g.P("MOVOU %s, %d(DI)", kZero, off)
		g.P("MOVOU %s, %d(SI)", kZero, off)
	}
}

func (g *gen) keyHeader(bytes int) {
	name := fmt.Sprintf("expandKey%dAESNI", 8*bytes)
	g.Printf("\n// func %s(key *[%d]byte, enc, dec *[240]byte)\n", name, bytes)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-12\n", name)
	g.Args("MOVL",
		"key+0(FP)", "AX",
		"enc+4(FP)", "DI",
		"dec+8(FP)", "SI")
	g.P("MOVOU rotWord3<>(SB), %s", kMask)
	g.P("MOVOU rcon1<>(SB), %s", kRcon)
}

// expandKey128: each round key is the previous one prefix-XORed, plus
// SubWord(RotWord(its last word)) ⊕ Rcon.
func (g *gen) expandKey128() {
	g.keyHeader(16)
	v, t, tmp := "X0", "X1", "X2"
	g.Block("round key 0 = the key, into enc[0] and dec[10]")
	g.P("MOVOU (AX), %s", v)
	g.storeDec(v, tmp, 0, 10)
	for r := 1; r <= 10; r++ {
		g.Block("round key %d (FIPS 197 §5.2): prefix XOR of key %d ⊕ SubWord(RotWord(w[%d])) ⊕ Rcon[%d]; enc[%d], dec[%d]", r, r-1, 4*r-1, r, r, 10-r)
		if r == 9 {
			g.P("MOVOU rcon1b<>(SB), %s", kRcon)
		}
		g.subRot(v, t)
		g.prefixXor(v, tmp)
		g.P("PXOR %s, %s", t, v)
		g.storeDec(v, tmp, r, 10)
		g.P("PSLLL $1, %s", kRcon)
	}
	g.zeroTails(10)
	g.P("RET")
}

// expandKey192 works in steps of Nk = 6 words: v holds w[i-6..i-3] and the
// low half of y holds w[i-2], w[i-1]. A step makes w[i..i+3] = prefix(v) ⊕
// t with t = SubWord(RotWord(w[i-1])) ⊕ Rcon, then w[i+4], w[i+5] = y's
// words chained onto w[i+3]. The upper half of y carries garbage that no
// later step reads. The steps straddle round keys, so the decryption
// schedule is read back from enc afterwards.
func (g *gen) expandKey192() {
	g.keyHeader(24)
	g.P("MOVOU rotWord1<>(SB), %s", kMask)
	v, y, t, tmp := "X0", "X1", "X2", "X3"
	g.P("MOVOU (AX), %s", v)
	g.P("MOVQ 16(AX), %s", y)
	g.P("MOVOU %s, (DI)", v)
	g.P("MOVQ %s, 16(DI)", y)
	g.Comment("w[0..5] = the key")
	for j := 1; j <= 8; j++ {
		g.Block("w[%d..%d] (FIPS 197 §5.2): prefix XOR of w[%d..%d] ⊕ SubWord(RotWord(w[%d])) ⊕ Rcon[%d]", 6*j, 6*j+3, 6*j-6, 6*j-3, 6*j-1, j)
		g.subRot(y, t)
		g.prefixXor(v, tmp)
		g.P("PXOR %s, %s", t, v)
		g.P("MOVOU %s, %d(DI)", v, 24*j)
		if j == 8 {
			break
		}
		g.Comment("w[%d..%d]: the chained XOR continues from w[%d]", 6*j+4, 6*j+5, 6*j+3)
		g.P("PSLLL $1, %s", kRcon)
		// y = [y0 ⊕ w[i+3], y0 ⊕ y1 ⊕ w[i+3], ...].
		g.P("PSHUFD $0xff, %s, %s", v, t)
		g.P("MOVO %s, %s", y, tmp)
		g.P("PSLLDQ $4, %s", tmp)
		g.P("PXOR %s, %s", tmp, y)
		g.P("PXOR %s, %s", t, y)
		g.P("MOVQ %s, %d(DI)", y, 24*j+16)
	}
	g.Block("decryption schedule (FIPS 197 §5.3.5): dec[12-r] = InvMixColumns(enc[r]), dec[0] and dec[12] without it")
	for r := 0; r <= 12; r++ {
		g.P("MOVOU %d(DI), %s", 16*r, v)
		if r != 0 && r != 12 {
			g.P("AESIMC %s, %s", v, v)
		}
		g.P("MOVOU %s, %d(SI)", v, 16*(12-r))
	}
	g.zeroTails(12)
	g.P("RET")
}

// expandKey256 alternates two kinds of step (Nk = 8): the even round keys
// add SubWord(RotWord(last word of the odd key before)) ⊕ Rcon, the odd
// ones SubWord(last word of the even key before), broadcast by PSHUFD and
// put through AESENCLAST with a zero key.
func (g *gen) expandKey256() {
	g.keyHeader(32)
	x0, x1, t, tmp := "X0", "X1", "X2", "X3"
	g.P("PXOR %s, %s", kZero, kZero)
	g.P("MOVOU (AX), %s", x0)
	g.P("MOVOU 16(AX), %s", x1)
	g.Block("round keys 0 and 1 = the key, into enc[0..1] and dec[14], dec[13]")
	g.storeDec(x0, tmp, 0, 14)
	g.storeDec(x1, tmp, 1, 14)
	for k := 1; k <= 7; k++ {
		g.Block("round key %d (FIPS 197 §5.2): prefix XOR of key %d ⊕ SubWord(RotWord(w[%d])) ⊕ Rcon[%d]; enc[%d], dec[%d]", 2*k, 2*k-2, 8*k-1, k, 2*k, 14-2*k)
		g.subRot(x1, t)
		g.prefixXor(x0, tmp)
		g.P("PXOR %s, %s", t, x0)
		g.storeDec(x0, tmp, 2*k, 14)
		if k == 7 {
			break
		}
		g.Block("round key %d: prefix XOR of key %d ⊕ SubWord(w[%d]) (Nk = 8: no RotWord, no Rcon); enc[%d], dec[%d]", 2*k+1, 2*k-1, 8*k+3, 2*k+1, 13-2*k)
		g.P("PSLLL $1, %s", kRcon)
		g.P("PSHUFD $0xff, %s, %s", x0, t)
		g.P("AESENCLAST %s, %s", kZero, t)
		g.prefixXor(x1, tmp)
		g.P("PXOR %s, %s", t, x1)
		g.storeDec(x1, tmp, 2*k+1, 14)
	}
	g.P("RET")
}

// rounds applies the cipher (FIPS 197 §5.1) or the equivalent inverse
// cipher (§5.3.5) to blocks X0..X(n-1): AddRoundKey with key 0, Nr-1 full
// rounds and the last round, the blocks interleaved within each round. The
// round count picks where rounds 10-13 are skipped.
func (g *gen) rounds(n int, decrypt bool) {
	op, last := "AESENC", "AESENCLAST"
	if decrypt {
		op, last = "AESDEC", "AESDECLAST"
	}
	each := func(ins string) {
		for i := 0; i < n; i++ {
			g.P("%s X6, %s", ins, x(i))
		}
	}
	blocks := asmgen.Regs("X", 0, n)
	if decrypt {
		g.Block("AES decryption (FIPS 197 §5.3.5) of %s: round key 0, AESDEC rounds 1..13 (AES-128 leaves after 9, AES-192 after 11)", blocks)
	} else {
		g.Block("AES (FIPS 197 §5.1) of %s: round key 0, AESENC rounds 1..13 (AES-128 leaves after 9, AES-192 after 11)", blocks)
	}
	g.P("MOVOU (AX), X6")
	each("PXOR")
	done := g.NewLabel("last")
	for r := 1; r < 14; r++ {
		if r == 10 || r == 12 {
			g.P("CMPL CX, $%d", r)
			g.P("JEQ %s", done)
		}
		g.P("MOVOU %d(AX), X6", 16*r)
		each(op)
	}
	g.Label(done)
	g.Comment("the last round (no MixColumns) with the last round key at DX")
	g.P("MOVOU (DX), X6")
	each(last)
}

// prologue loads the round count, the schedule and the last round key's
// address from the first two arguments.
func (g *gen) prologue(key string) {
	g.P("MOVL rounds+0(FP), CX")
	g.P("MOVL %s+4(FP), AX", key)
	g.P("MOVL CX, DX")
	g.P("SHLL $4, DX")
	g.P("ADDL AX, DX")
}

// modeEntry starts a multi-block kernel: its header, the prologue, dst in
// DI, src in SI, the block count in BX and, when ptr names one, the counter
// or IV argument's address in BP.
func (g *gen) modeEntry(name, key, ptr string) {
	args, frame := "", 20
	if ptr != "" {
		args, frame = ", "+ptr+" *[16]byte", 24
	}
	g.Printf("\n// func %s(rounds int, %s *[240]byte, dst, src *byte, blocks int%s)\n", name, key, args)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, frame)
	g.prologue(key)
	g.Args("MOVL",
		"dst+8(FP)", "DI",
		"src+12(FP)", "SI",
		"blocks+16(FP)", "BX")
	if ptr != "" {
		g.P("MOVL %s+20(FP), BP", ptr)
	}
}

func (g *gen) single(name, key string, decrypt bool) {
	g.Printf("\n// func %s(rounds int, %s *[240]byte, dst, src *[16]byte)\n", name, key)
	g.Printf("TEXT ·%s(SB), NOSPLIT, $0-16\n", name)
	g.prologue(key)
	g.P("MOVL dst+8(FP), DI")
	g.P("MOVL src+12(FP), SI")
	g.P("MOVOU (SI), X0")
	g.rounds(1, decrypt)
	g.P("MOVOU X0, (DI)")
	g.P("RET")
}

// batches emits the loop of width-block batches and then one batch of the
// blocks left (1..width-1, picked by a branch on the public count). body(n)
// processes n blocks at SI/DI; batches advances the pointers.
func (g *gen) batches(body func(n int)) {
	loop, tail, done := g.NewLabel("loop"), g.NewLabel("tail"), g.NewLabel("done")
	g.Block("%d blocks per iteration while %d or more are left", width, width)
	g.Label(loop)
	g.P("CMPL BX, $%d", width)
	g.P("JB %s", tail)
	body(width)
	g.P("ADDL $%d, SI", 16*width)
	g.P("ADDL $%d, DI", 16*width)
	g.P("SUBL $%d, BX", width)
	g.P("JMP %s", loop)
	g.Block("the 0..%d blocks left: one batch of that size", width-1)
	g.Label(tail)
	labels := make([]string, width)
	for n := 1; n < width; n++ {
		labels[n] = g.NewLabel(fmt.Sprintf("tail%d_", n))
		g.P("CMPL BX, $%d", n)
		g.P("JEQ %s", labels[n])
	}
	g.P("JMP %s", done)
	for n := width - 1; n >= 1; n-- {
		g.Block("%s left", asmgen.Blocks(n))
		g.Label(labels[n])
		body(n)
		g.P("JMP %s", done)
	}
	g.Label(done)
}

// func ecbAESNI(rounds int, enc *[240]byte, dst, src *byte, blocks int)
func (g *gen) ecb() {
	g.modeEntry("ecbAESNI", "enc", "")
	g.batches(func(n int) {
		for i := 0; i < n; i++ {
			g.P("MOVOU %d(SI), %s", 16*i, x(i))
		}
		g.rounds(n, false)
		for i := 0; i < n; i++ {
			g.P("MOVOU %s, %d(DI)", x(i), 16*i)
		}
	})
	g.P("RET")
}

// ctr: the counter stays byte-reversed in X7, where it is a little-endian
// 128-bit number; PSUBQ of [-1, 0] adds one to its low 64 bits, which the
// caller guarantees do not wrap within the call. The kernel leaves ctr
// unchanged.
func (g *gen) ctr() {
	g.modeEntry("ctrAESNI", "enc", "ctr")
	g.P("MOVOU (BP), X7")
	g.P("MOVOU bswapMask<>(SB), X6")
	g.P("PSHUFB X6, X7")
	g.batches(func(n int) {
		g.Comment("CTR (SP 800-38A §6.5): counter blocks into %s, the low 64 bits of X7 += 1 each, back to big-endian", asmgen.Regs("X", 0, n))
		g.P("PCMPEQL X6, X6")
		g.P("PSRLDQ $8, X6 // [-1, 0]")
		for i := 0; i < n; i++ {
			g.P("MOVO X7, %s", x(i))
			g.P("PSUBQ X6, X7")
		}
		g.P("MOVOU bswapMask<>(SB), X6")
		for i := 0; i < n; i++ {
			g.P("PSHUFB X6, %s", x(i))
		}
		g.rounds(n, false)
		g.Block("dst = src ⊕ E(counter)")
		for i := 0; i < n; i++ {
			g.P("MOVOU %d(SI), X6", 16*i)
			g.P("PXOR X6, %s", x(i))
			g.P("MOVOU %s, %d(DI)", x(i), 16*i)
		}
	})
	g.P("RET")
}

// cbcEncrypt is serial (SP 800-38A §6.2): X0 carries the chaining value
// from block to block; the last ciphertext block is left in iv.
func (g *gen) cbcEncrypt() {
	g.modeEntry("cbcEncAESNI", "enc", "iv")
	g.P("MOVOU (BP), X0")
	loop, done := g.NewLabel("loop"), g.NewLabel("done")
	g.P("TESTL BX, BX")
	g.P("JZ %s", done)
	g.Block("CBC (SP 800-38A §6.2), one block per iteration: X0 = E(P ⊕ X0)")
	g.Label(loop)
	g.P("MOVOU (SI), X1")
	g.P("PXOR X1, X0")
	g.rounds(1, false)
	g.P("MOVOU X0, (DI)")
	g.P("ADDL $16, SI")
	g.P("ADDL $16, DI")
	g.P("DECL BX")
	g.P("JNZ %s", loop)
	g.Label(done)
	g.P("MOVOU X0, (BP)")
	g.P("RET")
}

// cbcDecrypt deciphers up to six blocks in parallel. The chaining value is
// in X7. dst may be src: a batch reads the ciphertexts it still needs (the
// next chaining value, then each block's predecessor, last block first)
// before it overwrites them. The last ciphertext block is left in iv.
func (g *gen) cbcDecrypt() {
	g.modeEntry("cbcDecAESNI", "dec", "iv")
	g.P("MOVOU (BP), X7")
	g.batches(func(n int) {
		for i := 0; i < n; i++ {
			g.P("MOVOU %d(SI), %s", 16*i, x(i))
		}
		g.rounds(n, true)
		g.Block("P_i = D(C_i) ⊕ C_{i-1}, the first with X7; X7 = the last C_i, read before dst is written")
		g.P("PXOR X7, X0")
		g.P("MOVOU %d(SI), X7", 16*(n-1))
		for j := n - 1; j >= 1; j-- {
			g.P("MOVOU %d(SI), X6", 16*(j-1))
			g.P("PXOR X6, %s", x(j))
			g.P("MOVOU %s, %d(DI)", x(j), 16*j)
		}
		g.P("MOVOU X0, (DI)")
	})
	g.P("MOVOU X7, (BP)")
	g.P("RET")
}
