// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// hw_ppc64le_gen generates hw_ppc64le.s, the POWER8-AES tier's kernels:
// single blocks, ECB, CTR and CBC with the ISA 2.07 VCIPHER/VCIPHERLAST and
// VNCIPHER/VNCIPHERLAST instructions, and key expansion with VSBOX as the
// S-box. Every kernel has two forms behind one entry point, which picks one
// by the package variable p9: the P8 form for ISA 2.07, and the P9 form,
// which loads and stores with the ISA 3.0 LXVB16X/STXVB16X that need no
// byte permutation on little-endian.
//
// Run by `go generate` (see hw_ppc64le.go): go run hw_ppc64le_gen.go -out hw_ppc64le.s
//
// The byte order, the two forms, the round-key registers (V18-V31 and VS0)
// and the AES emitters are internal/asmgen/power8's.
//
// Register plan, shared by every kernel:
//
//	V0-V7    blocks being enciphered (up to 8 interleaved)
//	V8-V15   input blocks (CBC ciphertext copies), CTR's increment in V15
//	V16      swap, the byte permutation of the P8 form
//	V17      CBC chaining value or CTR counter; zero during key set-up
//	V18-V31  round keys 1..Nr; VS0 round key 0 (power8.LoadKeys)
//	R9-R16   the offsets 16..112 of the blocks of an 8-block batch
//
// Every branch depends only on the round count and the length, both
// public; the AES instructions use no tables in memory.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/power8"
)

var out = flag.String("out", "hw_ppc64le.s", "output file")

type gen struct {
	*power8.Gen
}

const (
	rRounds = "R3"
	rKey    = "R4"
	rDst    = "R5"
	rSrc    = "R6"
	rBlocks = "R7"
	rIV     = "R8" // pointer to the counter or chaining value
)

// Shorthands for the shared emitters' names; off[i] holds 16i, the offset
// of block i of a batch.
var (
	v, vs = power8.V, power8.VS
	off   = power8.Off
)

const (
	vSwap = 16
	vIV   = 17
	vOne  = 15
)

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
// blocks; batches advances the pointers.
func (g *gen) batches(body func(n int)) {
	g.Batches(widths, "done", g.Fewer(rBlocks), func(n int) {
		body(n)
		g.Advance(n, rSrc, rDst, rBlocks)
	}, g.Jump)
}

// xorKey0 sets V_dst = V_src XOR round key 0.
func (g *gen) xorKey0(src, dst int) {
	g.P("XXLXOR %s, VS0, %s", vs(src), vs(dst))
}

func (g *gen) text(name, sig string, frame int) {
	g.Printf("\n// func %s(%s)\n", name, sig)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-%d\n", name, frame)
}

// singleBlock loads each round key just before its round, two at a time
// (R9 = 16, R10 = 32 from rKey, which advances by 32). Decryption runs the
// §5.3.5 schedule as it is: VNCIPHER with a zero key, then the round key
// added after InvMixColumns, as the equivalent inverse cipher does.
func (g *gen) singleBlock(decrypt bool) {
	name, key := "hwEncryptBlock", "enc"
	if decrypt {
		name, key = "hwDecryptBlock", "dec"
	}
	g.text(name, fmt.Sprintf("rounds int, %s *[240]byte, dst, src *[16]byte", key), 32)
	g.P("MOVD rounds+0(FP), %s", rRounds)
	g.P("MOVD %s+8(FP), %s", key, rKey)
	g.P("MOVD dst+16(FP), %s", rDst)
	g.P("MOVD src+24(FP), %s", rSrc)
	g.P("MOVD $16, R9")
	g.P("MOVD $32, R10")
	g.Forms("·p9", func() {
		g.SetupSwap(vIV)
		if g.P9 {
			g.Block("the block ⊕ round key 0 (POWER9: byte-ordered loads)")
			g.Load(rSrc, "R0", 0)
			g.Load(rKey, "R0", 1)
			g.P("VXOR %s, %s, %s", v(0), v(1), v(0))
		} else {
			g.Block("the block ⊕ round key 0 (POWER8: in LXVD2X's order, then one swap)")
			// The block and round key 0 are XORed in LXVD2X's byte order
			// and permuted once: XOR commutes with the byte permutation.
			g.P("LXVD2X (%s)(R0), %s", rSrc, vs(0))
			g.P("LXVD2X (%s)(R0), %s", rKey, vs(1))
			g.P("VXOR %s, %s, %s", v(0), v(1), v(0))
			g.P("VPERM %s, %s, %s, %s", v(0), v(0), v(vSwap), v(0))
		}
		if decrypt {
			g.P("VXOR V3, V3, V3")
		}
		round := func(k int, last bool) {
			switch {
			case last && decrypt:
				g.P("VNCIPHERLAST V0, %s, V0", v(k))
			case last:
				g.P("VCIPHERLAST V0, %s, V0", v(k))
			case decrypt:
				g.P("VNCIPHER V0, V3, V0")
				g.P("VXOR V0, %s, V0", v(k))
			default:
				g.P("VCIPHER V0, %s, V0", v(k))
			}
		}
		pair := func(last bool) {
			g.Load(rKey, "R9", 1)
			g.Load(rKey, "R10", 2)
			if !last {
				g.P("ADD $32, %s", rKey)
			}
			round(1, false)
			round(2, last)
		}
		l192, l128 := g.NewLabel("r192_"), g.NewLabel("r128_")
		g.Comment("two rounds per round-key pair: AES-256 runs 7 pairs, AES-192 enters at the second, AES-128 at the third")
		g.P("CMP %s, $12", rRounds)
		g.P("BLT %s", l128)
		g.P("BEQ %s", l192)
		pair(false)
		g.Label(l192)
		pair(false)
		g.Label(l128)
		for i := 0; i < 4; i++ {
			pair(false)
		}
		g.Comment("the last pair: a full round, then the last round without MixColumns")
		pair(true)
		g.Store(0, -1, rDst, "R0")
		g.P("RET")
	})
}

// header emits a multi-block kernel's entry, argument loads and offsets;
// the kernel's forms follow.
func (g *gen) header(name, sig, key string, frame int) {
	g.text(name, sig, frame)
	g.P("MOVD rounds+0(FP), %s", rRounds)
	g.P("MOVD %s+8(FP), %s", key, rKey)
	g.Args("MOVD",
		"dst+16(FP)", rDst,
		"src+24(FP)", rSrc,
		"blocks+32(FP)", rBlocks)
	g.SetOffsets(8)
}

// ivKernel emits a mode kernel whose last argument, ptr, points at the
// counter or the chaining value: its entry, then in both forms the swap,
// the round keys (key names the schedule) and *ptr in V17, and body.
func (g *gen) ivKernel(name, key, ptr string, decrypt bool, body func()) {
	g.header(name, fmt.Sprintf("rounds int, %s *[240]byte, dst, src *byte, blocks int, %s *[16]byte", key, ptr), key, 48)
	g.P("MOVD %s+40(FP), %s", ptr, rIV)
	g.Forms("·p9", func() {
		g.SetupSwap(vIV)
		g.LoadKeys(rRounds, rKey, vIV, decrypt)
		g.Load(rIV, "R0", vIV)
		body()
	})
}

func (g *gen) ecb() {
	g.header("ecbEncryptPOWER8", "rounds int, enc *[240]byte, dst, src *byte, blocks int", "enc", 40)
	g.Forms("·p9", func() {
		g.SetupSwap(vIV)
		g.LoadKeys(rRounds, rKey, vIV, false)
		g.batches(func(n int) {
			g.Comment("%s ⊕ round key 0", asmgen.Regs("V", 0, n))
			for i := 0; i < n; i++ {
				g.Load(rSrc, off[i], i)
				g.xorKey0(i, i)
			}
			g.Rounds(rRounds, seq(0, n), false)
			for i := 0; i < n; i++ {
				g.Store(i, -1, rDst, off[i])
			}
		})
		g.P("RET")
	})
}

// ctr keeps the counter in V17 in AES byte order, which makes it the
// 128-bit big-endian number itself: VADDUQM adds 1 modulo 2^128, wrapping
// as crypto/cipher.NewCTR does. The P8 form permutes the keystream into
// LXVD2X's order instead of permuting both the input and the output.
func (g *gen) ctr() {
	g.ivKernel("ctrPOWER8", "enc", "ctr", false, func() {
		g.Comment("V15 = 1 as a 128-bit number: fifteen zero bytes, then 0x01")
		g.P("VXOR %s, %s, %s", v(vOne), v(vOne), v(vOne))
		g.P("VSPLTISB $1, V14")
		g.P("VSLDOI $1, %s, V14, %s", v(vOne), v(vOne))
		g.batches(func(n int) {
			g.Comment("CTR (SP 800-38A §6.5): counter blocks ⊕ round key 0 into %s, V17 += 1 each", asmgen.Regs("V", 0, n))
			for i := 0; i < n; i++ {
				g.xorKey0(vIV, i)
				g.P("VADDUQM %s, %s, %s", v(vIV), v(vOne), v(vIV))
			}
			g.Rounds(rRounds, seq(0, n), false)
			g.Block("dst = src ⊕ E(counter)")
			for i := 0; i < n; i++ {
				in := 8 + i%7 // V8-V14: V15 holds the increment
				if g.P9 {
					g.P("LXVB16X (%s)(%s), %s", rSrc, off[i], vs(in))
					g.P("VXOR %s, %s, %s", v(i), v(in), v(i))
					g.P("STXVB16X %s, (%s)(%s)", vs(i), rDst, off[i])
					continue
				}
				g.P("VPERM %s, %s, %s, %s", v(i), v(i), v(vSwap), v(i))
				g.P("LXVD2X (%s)(%s), %s", rSrc, off[i], vs(in))
				g.P("VXOR %s, %s, %s", v(i), v(in), v(i))
				g.P("STXVD2X %s, (%s)(%s)", vs(i), rDst, off[i])
			}
		})
		g.Store(vIV, -1, rIV, "R0")
		g.P("RET")
	})
}

// cbcEncrypt is inherently serial (SP 800-38A §6.2): one block at a time,
// C_i = E(P_i XOR C_{i-1}), the chaining value in V17.
func (g *gen) cbcEncrypt() {
	g.ivKernel("cbcEncryptPOWER8", "enc", "iv", false, func() {
		loop, done := g.NewLabel("loop"), g.NewLabel("done")
		g.P("CMP %s, $0", rBlocks)
		g.P("BEQ %s", done)
		g.P("MOVD %s, CTR", rBlocks)
		g.Block("CBC (SP 800-38A §6.2), one block per iteration: V17 = E(P ⊕ V17)")
		g.Label(loop)
		g.Load(rSrc, "R0", 0)
		g.xorKey0(0, 0)
		g.P("VXOR %s, %s, %s", v(0), v(vIV), v(vIV))
		g.Rounds(rRounds, []int{vIV}, false)
		g.Store(vIV, 1, rDst, "R0")
		g.P("ADD $16, %s", rSrc)
		g.P("ADD $16, %s", rDst)
		g.P("BDNZ %s", loop)
		g.Label(done)
		g.Store(vIV, -1, rIV, "R0")
		g.P("RET")
	})
}

// cbcDecrypt deciphers up to 8 blocks in parallel: P_i = D(C_i) XOR C_{i-1}
// (SP 800-38A §6.2). The ciphertext is kept in V8-V15 so dst may equal src.
func (g *gen) cbcDecrypt() {
	g.ivKernel("cbcDecryptPOWER8", "dec", "iv", true, func() {
		g.batches(func(n int) {
			g.Comment("C_i into %s, kept for the chaining (dst may be src); %s = C_i ⊕ round key 0", asmgen.Regs("V", 8, n), asmgen.Regs("V", 0, n))
			for i := 0; i < n; i++ {
				g.Load(rSrc, off[i], 8+i)
				g.xorKey0(8+i, i)
			}
			g.Rounds(rRounds, seq(0, n), true)
			g.Block("P_i = D(C_i) ⊕ C_{i-1}, the first with V17; V17 = the last C_i")
			g.P("VXOR %s, %s, %s", v(0), v(vIV), v(0))
			for i := 1; i < n; i++ {
				g.P("VXOR %s, %s, %s", v(i), v(8+i-1), v(i))
			}
			g.P("VOR %s, %s, %s", v(8+n-1), v(8+n-1), v(vIV))
			for i := 0; i < n; i++ {
				g.Store(i, -1, rDst, off[i])
			}
		})
		g.Store(vIV, -1, rIV, "R0")
		g.P("RET")
	})
}

// expandKey emits expandKey<bits>, the FIPS 197 §5.2 key expansion and the
// §5.3.5 equivalent inverse cipher schedule. The schedule runs on 32-bit
// general registers, words in memory order (the word's first byte lowest,
// as MOVWZ loads it on little-endian), so RotWord is a rotation right by 8
// and Rcon goes into the low byte. SubWord is VSBOX (SubBytes) on the word
// moved into a vector register. The decryption schedule applies
// InvMixColumns to the middle round keys: VCIPHERLAST with a zero key is
// ShiftRows∘SubBytes, which VNCIPHER with a zero key undoes up to its
// InvMixColumns. There are no branches; VSBOX, VCIPHERLAST and VNCIPHER
// take a time independent of their operands. Only the P8 form exists:
// key setup runs once per key.
func (g *gen) expandKey(nk int) {
	nr := nk + 6
	name := fmt.Sprintf("expandKey%d", 32*nk)
	g.text(name, fmt.Sprintf("key *[%d]byte, enc, dec *[240]byte", 4*nk), 24)
	g.Args("MOVD",
		"key+0(FP)", "R3",
		"enc+8(FP)", "R4",
		"dec+16(FP)", "R5")
	words := []string{"R6", "R7", "R8", "R9", "R10", "R11", "R12", "R14"}
	word := func(i int) string { return words[i%nk] } // w[i] and w[i-nk] share a register
	g.Block("w[0..%d] = the key, kept in %s-%s: w[i] and w[i-Nk] share a register", nk-1, words[0], words[nk-1])
	for i := 0; i < nk; i++ {
		g.P("MOVWZ %d(R3), %s", 4*i, word(i))
		g.P("MOVW %s, %d(R4)", word(i), 4*i)
	}
	subWord := func(w string) {
		g.P("MTVSRWZ %s, %s", w, vs(0))
		g.P("VSBOX %s, %s", v(0), v(0))
		g.P("MFVSRWZ %s, R15", vs(0))
	}
	rcon := 1
	for i := nk; i < 4*(nr+1); i++ {
		prev, w := word(i-1), word(i)
		switch {
		case i%nk == 0:
			g.Block(asmgen.KeyStepComment(i, nk, nr))
			subWord(prev)
			g.P("ROTLW $24, R15, R15") // RotWord, after SubWord: they commute
			g.P("XOR $%d, R15, R15", rcon)
			g.P("XOR R15, %s, %s", w, w)
			rcon <<= 1
			if rcon == 0x100 {
				rcon = 0x1b
			}
		case nk > 6 && i%nk == 4:
			g.Block(asmgen.KeyStepComment(i, nk, nr))
			subWord(prev)
			g.P("XOR R15, %s, %s", w, w)
		default:
			g.P("XOR %s, %s, %s", prev, w, w)
		}
		g.P("MOVW %s, %d(R4)", w, 4*i)
	}
	g.Block("decryption schedule (FIPS 197 §5.3.5): dec[r] = InvMixColumns(enc[Nr-r]), dec[0] and dec[Nr] without it")
	g.SetupSwap(vIV)
	g.P("VXOR %s, %s, %s", v(2), v(2), v(2))
	for r := 0; r <= nr; r++ {
		g.P("MOVD $%d, R15", 16*(nr-r))
		g.P("MOVD $%d, R16", 16*r)
		g.P("LXVD2X (R4)(R15), %s", vs(1))
		if r > 0 && r < nr {
			g.P("VPERM %s, %s, %s, %s", v(1), v(1), v(vSwap), v(1))
			g.P("VCIPHERLAST %s, %s, %s", v(1), v(2), v(1))
			g.P("VNCIPHER %s, %s, %s", v(1), v(2), v(1))
			g.P("VPERM %s, %s, %s, %s", v(1), v(1), v(vSwap), v(1))
		}
		g.P("STXVD2X %s, (R5)(R16)", vs(1))
	}
	// Zero past round key Nr, as the Go schedule leaves it.
	if 16*(nr+1) < 240 {
		g.Block("zero both schedules past round key %d", nr)
	}
	for o := 16 * (nr + 1); o < 240; o += 8 {
		g.P("MOVD R0, %d(R4)", o)
		g.P("MOVD R0, %d(R5)", o)
	}
	g.P("RET")
}

// main emits one function per kernel hw_ppc64le.go declares; the mains of
// hw_386_gen.go and hw_arm64_gen.go have the same structure, with their own port's instructions.
func main() {
	flag.Parse()
	g := &gen{&power8.Gen{File: asmgen.New("hw_ppc64le_gen.go", "ppc64le && !purego"), Swap: vSwap}}
	g.singleBlock(false)
	g.singleBlock(true)
	g.ecb()
	g.ctr()
	g.cbcEncrypt()
	g.cbcDecrypt()
	g.expandKey(4)
	g.expandKey(6)
	g.expandKey(8)
	g.WriteFile(*out)
}
