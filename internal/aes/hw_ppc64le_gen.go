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
// Byte order: the AES instructions take the state with FIPS 197 byte 0 in
// the register's most significant byte (big-endian element order). On
// little-endian LXVD2X loads each 8-byte half byte-reversed, so the P8 form
// puts every loaded block and round key through VPERM with swap (bytes
// 7..0, 15..8); the P9 form's LXVB16X loads bytes in order.
//
// Register plan, shared by every kernel:
//
//	V0-V7    blocks being enciphered (up to 8 interleaved)
//	V8-V15   input blocks (CBC ciphertext copies), CTR's increment in V15
//	V16      swap, the byte permutation of the P8 form
//	V17      CBC chaining value or CTR counter; zero during key set-up
//	V18-V31  round keys 1..Nr, right-aligned: the last 10 keys of every key
//	         size sit in V22-V31, AES-192 adds V20-V21 and AES-256 V18-V19,
//	         so one instruction sequence serves all sizes and the key size
//	         only picks the entry point (a branch on the public round count)
//	VS0      round key 0, applied by XXLXOR (VSX instructions reach VS0-VS31,
//	         the AES instructions only V0-V31 = VS32-VS63)
//	R9-R16   the offsets 16..112 of the blocks of an 8-block batch
//
// R0 stays zero (Go's ppc64 code relies on it); R1 is SP, R2 the TOC, R13
// TLS, R30 g and R31 the assembler's temporary. Every branch depends only
// on the round count and the length, both public; the AES instructions
// use no tables in memory.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "hw_ppc64le.s", "output file")

type gen struct {
	*asmgen.File
	p9 bool // ISA 3.0 byte-ordered loads and stores
}

const (
	rRounds = "R3"
	rKey    = "R4"
	rDst    = "R5"
	rSrc    = "R6"
	rBlocks = "R7"
	rIV     = "R8" // pointer to the counter or chaining value
)

// off[i] holds 16i, the offset of block i of a batch.
var off = []string{"R0", "R9", "R10", "R11", "R12", "R14", "R15", "R16"}

func v(i int) string  { return fmt.Sprintf("V%d", i) }
func vs(i int) string { return fmt.Sprintf("VS%d", 32+i) } // V_i as a VSX register

const (
	vSwap = 16
	vIV   = 17
	vOne  = 15
)

// setup loads the P8 form's swap permutation: LVSL at address 0 gives bytes
// 0x00..0x0f, and XOR with 7 reverses each 8-byte half.
func (g *gen) setup() {
	if g.p9 {
		return
	}
	g.P("LVSL (R0)(R0), %s", v(vSwap))
	g.P("VSPLTISB $7, %s", v(vIV))
	g.P("VXOR %s, %s, %s", v(vSwap), v(vIV), v(vSwap))
}

// offsets sets R9-R16 for n-block batches.
func (g *gen) offsets(n int) {
	for i := 1; i < n; i++ {
		g.P("MOVD $%d, %s", 16*i, off[i])
	}
}

// load loads the 16 bytes at (base)(idx) into V_r in AES byte order.
func (g *gen) load(base, idx string, r int) {
	if g.p9 {
		g.P("LXVB16X (%s)(%s), %s", base, idx, vs(r))
		return
	}
	g.P("LXVD2X (%s)(%s), %s", base, idx, vs(r))
	g.P("VPERM %s, %s, %s, %s", v(r), v(r), v(vSwap), v(r))
}

// store stores V_r (AES byte order) to (base)(idx); the P8 form permutes
// through V_tmp, or in place if tmp < 0 (V_r is dead afterwards).
func (g *gen) store(r, tmp int, base, idx string) {
	if g.p9 {
		g.P("STXVB16X %s, (%s)(%s)", vs(r), base, idx)
		return
	}
	if tmp < 0 {
		tmp = r
	}
	g.P("VPERM %s, %s, %s, %s", v(r), v(r), v(vSwap), v(tmp))
	g.P("STXVD2X %s, (%s)(%s)", vs(tmp), base, idx)
}

// loadKeys loads round key 0 into VS0 and keys 1..Nr into V18-V31
// right-aligned, advancing rKey. With decrypt the schedule is FIPS 197
// §5.3.5's (InvMixColumns applied to keys 1..Nr-1), but VNCIPHER adds the
// round key before InvMixColumns, as the straightforward inverse cipher of
// §5.3 does, so keys 1..Nr-1 are turned back into plain round keys:
// VNCIPHERLAST with a zero key is InvSubBytes∘InvShiftRows, which VCIPHER
// with a zero key undoes up to its MixColumns, leaving MixColumns(k).
// Needs R9 = 16; uses V17.
func (g *gen) loadKeys(decrypt bool) {
	g.load(rKey, "R0", vIV)
	g.P("XXLOR %s, %s, VS0", vs(vIV), vs(vIV))
	if decrypt {
		g.P("VXOR %s, %s, %s", v(vIV), v(vIV), v(vIV))
	}
	g.P("ADD $16, %s", rKey)
	pair := func(a int, convert [2]bool) {
		g.load(rKey, "R0", a)
		g.load(rKey, "R9", a+1)
		if a < 30 {
			g.P("ADD $32, %s", rKey)
		}
		for i, c := range convert {
			if c && decrypt {
				g.P("VNCIPHERLAST %s, %s, %s", v(a+i), v(vIV), v(a+i))
				g.P("VCIPHER %s, %s, %s", v(a+i), v(vIV), v(a+i))
			}
		}
	}
	l192, l128 := g.NewLabel("keys192_"), g.NewLabel("keys128_")
	g.P("CMP %s, $12", rRounds)
	g.P("BLT %s", l128)
	g.P("BEQ %s", l192)
	pair(18, [2]bool{true, true})
	g.Label(l192)
	pair(20, [2]bool{true, true})
	g.Label(l128)
	for k := 22; k < 32; k += 2 {
		pair(k, [2]bool{true, k+1 < 31})
	}
}

// rounds applies rounds 1..Nr to the given block registers, which already
// hold input XOR round key 0, interleaving the blocks within each round so
// that independent AES instructions overlap. FIPS 197 §5.1: VCIPHER is
// SubBytes, ShiftRows, MixColumns and AddRoundKey; VCIPHERLAST omits
// MixColumns. With decrypt, §5.3: VNCIPHER is InvShiftRows, InvSubBytes,
// AddRoundKey and InvMixColumns; VNCIPHERLAST omits InvMixColumns.
func (g *gen) rounds(blocks []int, decrypt bool) {
	round, last := "VCIPHER", "VCIPHERLAST"
	if decrypt {
		round, last = "VNCIPHER", "VNCIPHERLAST"
	}
	full := func(k int) {
		for _, b := range blocks {
			g.P("%s %s, %s, %s", round, v(b), v(k), v(b))
		}
	}
	l192, l128 := g.NewLabel("rounds192_"), g.NewLabel("rounds128_")
	g.P("CMP %s, $12", rRounds)
	g.P("BLT %s", l128)
	g.P("BEQ %s", l192)
	full(18)
	full(19)
	g.Label(l192)
	full(20)
	full(21)
	g.Label(l128)
	for k := 22; k <= 30; k++ {
		full(k)
	}
	for _, b := range blocks {
		g.P("%s %s, %s, %s", last, v(b), v(31), v(b))
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
// blocks; batches advances the pointers.
func (g *gen) batches(body func(n int)) {
	done := g.NewLabel("done")
	for _, n := range widths {
		next := g.NewLabel(fmt.Sprintf("lt%d_", n))
		loop := g.NewLabel(fmt.Sprintf("loop%d_", n))
		g.Label(loop)
		if n == 1 {
			g.P("CMP %s, $0", rBlocks)
			g.P("BEQ %s", done)
		} else {
			g.P("CMP %s, $%d", rBlocks, n)
			g.P("BLT %s", next)
		}
		body(n)
		g.P("ADD $%d, %s", 16*n, rSrc)
		g.P("ADD $%d, %s", 16*n, rDst)
		g.P("ADD $-%d, %s", n, rBlocks)
		if n != 4 { // at most one 4-way batch follows the 8-way loop
			g.P("BR %s", loop)
		}
		if n != 1 {
			g.Label(next)
		}
	}
	g.Label(done)
}

// xorKey0 sets V_dst = V_src XOR round key 0.
func (g *gen) xorKey0(src, dst int) {
	g.P("XXLXOR %s, VS0, %s", vs(src), vs(dst))
}

func (g *gen) text(name, sig string, frame int) {
	g.Printf("\n// func %s(%s)\n", name, sig)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-%d\n", name, frame)
}

// forms emits a kernel's two forms behind one entry point, which reads
// p9 (a public CPU feature) to pick one: body(false) for ISA 2.07,
// body(true) with the ISA 3.0 loads and stores. Each body ends in RET.
func (g *gen) forms(body func()) {
	l9 := g.NewLabel("p9_")
	g.P("MOVBZ ·p9(SB), R17")
	g.P("CMP R17, $0")
	g.P("BNE %s", l9)
	g.p9 = false
	body()
	g.Label(l9)
	g.p9 = true
	body()
	g.p9 = false
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
	g.forms(func() {
		g.setup()
		g.load(rSrc, "R0", 0)
		g.load(rKey, "R0", 1)
		g.P("VXOR %s, %s, %s", v(0), v(1), v(0))
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
			g.load(rKey, "R9", 1)
			g.load(rKey, "R10", 2)
			if !last {
				g.P("ADD $32, %s", rKey)
			}
			round(1, false)
			round(2, last)
		}
		l192, l128 := g.NewLabel("r192_"), g.NewLabel("r128_")
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
		pair(true)
		g.store(0, -1, rDst, "R0")
		g.P("RET")
	})
}

// header emits a multi-block kernel's entry, argument loads and offsets;
// the kernel's forms follow.
func (g *gen) header(name, sig, key string, frame int) {
	g.text(name, sig, frame)
	g.P("MOVD rounds+0(FP), %s", rRounds)
	g.P("MOVD %s+8(FP), %s", key, rKey)
	g.P("MOVD dst+16(FP), %s", rDst)
	g.P("MOVD src+24(FP), %s", rSrc)
	g.P("MOVD blocks+32(FP), %s", rBlocks)
	g.offsets(8)
}

func (g *gen) ecb() {
	g.header("ecbEncryptPOWER8", "rounds int, enc *[240]byte, dst, src *byte, blocks int", "enc", 40)
	g.forms(func() {
		g.setup()
		g.loadKeys(false)
		g.batches(func(n int) {
			for i := 0; i < n; i++ {
				g.load(rSrc, off[i], i)
				g.xorKey0(i, i)
			}
			g.rounds(seq(0, n), false)
			for i := 0; i < n; i++ {
				g.store(i, -1, rDst, off[i])
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
	g.header("ctrPOWER8", "rounds int, enc *[240]byte, dst, src *byte, blocks int, ctr *[16]byte", "enc", 48)
	g.P("MOVD ctr+40(FP), %s", rIV)
	g.forms(func() {
		g.setup()
		g.loadKeys(false)
		g.load(rIV, "R0", vIV)
		g.Comment("V15 = 1 as a 128-bit number: fifteen zero bytes, then 0x01")
		g.P("VXOR %s, %s, %s", v(vOne), v(vOne), v(vOne))
		g.P("VSPLTISB $1, V14")
		g.P("VSLDOI $1, %s, V14, %s", v(vOne), v(vOne))
		g.batches(func(n int) {
			for i := 0; i < n; i++ {
				g.xorKey0(vIV, i)
				g.P("VADDUQM %s, %s, %s", v(vIV), v(vOne), v(vIV))
			}
			g.rounds(seq(0, n), false)
			for i := 0; i < n; i++ {
				in := 8 + i%7 // V8-V14: V15 holds the increment
				if g.p9 {
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
		g.store(vIV, -1, rIV, "R0")
		g.P("RET")
	})
}

// cbcEncrypt is inherently serial (SP 800-38A §6.2): one block at a time,
// C_i = E(P_i XOR C_{i-1}), the chaining value in V17.
func (g *gen) cbcEncrypt() {
	g.header("cbcEncryptPOWER8", "rounds int, enc *[240]byte, dst, src *byte, blocks int, iv *[16]byte", "enc", 48)
	g.P("MOVD iv+40(FP), %s", rIV)
	g.forms(func() {
		g.setup()
		g.loadKeys(false)
		g.load(rIV, "R0", vIV)
		loop, done := g.NewLabel("loop"), g.NewLabel("done")
		g.P("CMP %s, $0", rBlocks)
		g.P("BEQ %s", done)
		g.P("MOVD %s, CTR", rBlocks)
		g.Label(loop)
		g.load(rSrc, "R0", 0)
		g.xorKey0(0, 0)
		g.P("VXOR %s, %s, %s", v(0), v(vIV), v(vIV))
		g.rounds([]int{vIV}, false)
		g.store(vIV, 1, rDst, "R0")
		g.P("ADD $16, %s", rSrc)
		g.P("ADD $16, %s", rDst)
		g.P("BDNZ %s", loop)
		g.Label(done)
		g.store(vIV, -1, rIV, "R0")
		g.P("RET")
	})
}

// cbcDecrypt deciphers up to 8 blocks in parallel: P_i = D(C_i) XOR C_{i-1}
// (SP 800-38A §6.2). The ciphertext is kept in V8-V15 so dst may equal src.
func (g *gen) cbcDecrypt() {
	g.header("cbcDecryptPOWER8", "rounds int, dec *[240]byte, dst, src *byte, blocks int, iv *[16]byte", "dec", 48)
	g.P("MOVD iv+40(FP), %s", rIV)
	g.forms(func() {
		g.setup()
		g.loadKeys(true)
		g.load(rIV, "R0", vIV)
		g.batches(func(n int) {
			for i := 0; i < n; i++ {
				g.load(rSrc, off[i], 8+i)
				g.xorKey0(8+i, i)
			}
			g.rounds(seq(0, n), true)
			g.P("VXOR %s, %s, %s", v(0), v(vIV), v(0))
			for i := 1; i < n; i++ {
				g.P("VXOR %s, %s, %s", v(i), v(8+i-1), v(i))
			}
			g.P("VOR %s, %s, %s", v(8+n-1), v(8+n-1), v(vIV))
			for i := 0; i < n; i++ {
				g.store(i, -1, rDst, off[i])
			}
		})
		g.store(vIV, -1, rIV, "R0")
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
	g.P("MOVD key+0(FP), R3")
	g.P("MOVD enc+8(FP), R4")
	g.P("MOVD dec+16(FP), R5")
	words := []string{"R6", "R7", "R8", "R9", "R10", "R11", "R12", "R14"}
	word := func(i int) string { return words[i%nk] } // w[i] and w[i-nk] share a register
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
			subWord(prev)
			g.P("ROTLW $24, R15, R15") // RotWord, after SubWord: they commute
			g.P("XOR $%d, R15, R15", rcon)
			g.P("XOR R15, %s, %s", w, w)
			rcon <<= 1
			if rcon == 0x100 {
				rcon = 0x1b
			}
		case nk > 6 && i%nk == 4:
			subWord(prev)
			g.P("XOR R15, %s, %s", w, w)
		default:
			g.P("XOR %s, %s, %s", prev, w, w)
		}
		g.P("MOVW %s, %d(R4)", w, 4*i)
	}
	g.setup()
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
	for o := 16 * (nr + 1); o < 240; o += 8 {
		g.P("MOVD R0, %d(R4)", o)
		g.P("MOVD R0, %d(R5)", o)
	}
	g.P("RET")
}

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("hw_ppc64le_gen.go", "ppc64le && !purego")}
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
