// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// gcm_ppc64le_gen generates gcm_ppc64le.s, the fused POWER8 AES-GCM kernels
// sealPOWER8 and openPOWER8 (contract in doc.go): CTR with inc32 over
// whole blocks with VCIPHER/VCIPHERLAST, 8 blocks interleaved, and GHASH
// of the ciphertext with VPMSUMD, blocks in pairs and one reduction per
// batch, as in internal/aes's hw_ppc64le_gen.go and internal/ghash's
// ghash_ppc64le_gen.go. Each batch of 8 (then 4, then 1) blocks is
// enciphered and hashed: sealing hashes the ciphertext in the registers it
// was computed in, opening hashes src before deciphering the batch, so dst
// may equal src.
//
// Run by `go generate` (see gcm_ppc64le.go): go run gcm_ppc64le_gen.go -out gcm_ppc64le.s
//
// The byte order, the two forms, the round-key registers and the AES and
// GHASH emitters are internal/asmgen/power8's. Blocks, the counter and y
// are held with their bytes in element order, so the counter's last word
// is its 32-bit big-endian count and VADDUWM steps it modulo 2^32 (inc32,
// SP 800-38D §6.2).
//
// Register plan:
//
//	V0-V7    AES: the blocks being enciphered; sealing keeps the
//	         ciphertext there for GHASH; GHASH from memory: the pair (V0, V1)
//	V8       the block of text being XORed; scratch of a lone GHASH block
//	V9-V11   GHASH sums hi, mid, lo
//	V12, V13 (A.hi, B.hi) of a pair; a product before it is added in
//	V14      the power (or the fold constant) being multiplied by
//	V15      (0, 0, 0, 1) as words, the inc32 step
//	V16      swap (P8 form)
//	V17      the counter
//	V18-V31  round keys 1..Nr; VS0 round key 0 (power8.LoadKeys)
//	VS1-VS12 the power pairs (H^2,H^1) .. (H^8,H^7): (P.lo, Q.lo) in
//	         VS1-VS4, (P.hi, Q.hi) in VS5-VS8, their XOR in VS9-VS12,
//	         copied into V14 just before each VPMSUMD (the AES instructions
//	         and VPMSUMD reach only V0-V31, and the round keys keep 14)
//	VS13     E_K(J0) (whole-message kernels)
//	VS14     y, the running hash; VS15 zero; VS16 (0, 0xC2000000_00000000)
//	R9-R16   the offsets 16..112
//
// Every branch depends only on the round count and the length, both
// public; the instructions take a data-independent time.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
	"github.com/ctcrypto/ctcrypto/internal/asmgen/power8"
)

var out = flag.String("out", "gcm_ppc64le.s", "output file")

type gen struct {
	*power8.Gen
}

// Shorthands for the shared emitters' names, as in ghash_ppc64le_gen.go
// and hw_ppc64le_gen.go; off[i] holds 16i.
var (
	v, vs = power8.V, power8.VS
	off   = power8.Off
)

// rRounds..rBlocks are hw_ppc64le_gen.go's registers for the same roles.
const (
	rRounds = "R3"
	rKey    = "R4"
	rDst    = "R5"
	rSrc    = "R6"
	rBlocks = "R7"
	rCtr    = "R8"
	rY      = "R18"
	rPow    = "R19" // &pow[8], H^8

	vA, vB = 0, 1 // the pair of blocks when GHASH loads them
	vText  = 8    // CTR: the text block; GHASH: scratch for a lone block in registers
	vHi    = 9
	vMid   = 10
	vLo    = 11
	vX     = 12
	vT     = 13
	vP     = 14 // the power or the fold constant being multiplied by
	vInc   = 15
	vsY    = "VS14"
	vsZero = "VS15"
	vsPoly = "VS16"
	vSwap  = 16
	vCtr   = 17
)

// powerVS names power pair p's VSX register of the given kind: (P.lo, Q.lo),
// (P.hi, Q.hi) or their XOR.
func powerVS(kind, p int) string { return fmt.Sprintf("VS%d", 1+4*kind+p) }

func seqn(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// ctr enciphers n counter blocks and XORs them into the text, dst_i =
// src_i XOR AES_K(ctr); ctr = inc32(ctr) (SP 800-38D §6.5). With keep the
// results stay in V0.. in element order, for GHASH to take from there.
func (g *gen) ctr(n int, keep bool) {
	g.Block("CTR (SP 800-38D §6.5) on %s: counter blocks ⊕ round key 0, inc32 each", asmgen.Blocks(n))
	for i := 0; i < n; i++ {
		g.P("XXLXOR %s, VS0, %s", vs(vCtr), vs(i))
		g.P("VADDUWM %s, %s, %s", v(vCtr), v(vInc), v(vCtr))
	}
	g.Rounds(rRounds, seqn(n), false)
	for i := 0; i < n; i++ {
		if g.P9 {
			g.P("LXVB16X (%s)(%s), %s", rSrc, off[i], vs(vText))
			g.P("VXOR %s, %s, %s", v(i), v(vText), v(i))
			g.P("STXVB16X %s, (%s)(%s)", vs(i), rDst, off[i])
			continue
		}
		if keep {
			g.Load(rSrc, off[i], vText)
			g.P("VXOR %s, %s, %s", v(i), v(vText), v(i))
			g.Store(i, vText, rDst, off[i])
			continue
		}
		// The keystream goes into LXVD2X's byte order instead.
		g.P("VPERM %s, %s, %s, %s", v(i), v(i), v(vSwap), v(i))
		g.P("LXVD2X (%s)(%s), %s", rSrc, off[i], vs(vText))
		g.P("VXOR %s, %s, %s", v(i), v(vText), v(i))
		g.P("STXVD2X %s, (%s)(%s)", vs(i), rDst, off[i])
	}
}

// ghash hashes n blocks at base into y.
func (g *gen) ghash(base string, n int) {
	g.GHASHBatch(g.regs(base), n)
}

func (g *gen) kernel(seal bool) {
	name := "openPOWER8"
	if seal {
		name = "sealPOWER8"
	}
	g.Printf("\n// func %s(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-88\n", name)
	g.Args("MOVD",
		"rk+0(FP)", rKey,
		"rounds+8(FP)", rRounds,
		"pow+16(FP)", rPow,
		"ctr+24(FP)", rCtr,
		"y+32(FP)", rY,
		"dst_base+40(FP)", rDst,
		"src_base+64(FP)", rSrc,
		"src_len+72(FP)", rBlocks)
	g.P("SRD $4, %s, %s", rBlocks, rBlocks)
	done := g.NewLabel("done")
	g.P("CMP %s, $0", rBlocks)
	g.P("BEQ %s", done)
	g.SetOffsets(8)
	g.P("ADD $128, %s", rPow)
	g.PowerPairs(rBlocks, func(p int) {
		g.LoadPowerPair(rPow, p, vT, vP, func(kind int) string { return powerVS(kind, p) })
	})
	g.Comment("zero, the fold constant and the inc32 step (0, 0, 0, 1)")
	g.SetupGHASH(vsZero, vsPoly, vT)
	g.P("VXOR %s, %s, %s", v(vInc), v(vInc), v(vInc))
	g.P("VSPLTISW $1, %s", v(vT))
	g.P("VSLDOI $4, %s, %s, %s", v(vInc), v(vT), v(vInc))
	g.Forms("·p9", func() { g.body(seal, done) })
	g.Label(done)
	g.P("RET")
}

// regs is the GHASH register plan over blocks at base. The powers wait in
// VS1-VS12 and are copied into V14 just before each VPMSUMD.
func (g *gen) regs(base string) *power8.GHASH {
	return &power8.GHASH{
		A: vA, B: vB, X: vX, T: vT, Lo: vLo, Hi: vHi, Mid: vMid,
		Y: vsY, Zero: vsZero, Poly: -1, PolyVS: vsPoly, P: vP, Base: base,
		Power: func(kind, p int) int {
			pw := powerVS(kind, p)
			g.P("XXLOR %s, %s, %s", pw, pw, vs(vP))
			return vP
		},
	}
}

func (g *gen) body(seal bool, done string) {
	g.SetupSwap(vT)
	g.LoadKeys(rRounds, rKey, vCtr, false)
	g.Load(rCtr, "R0", vCtr)
	g.Load(rY, "R0", vT)
	g.P("XXLOR %s, %s, %s", vs(vT), vs(vT), vsY)
	g.text(seal)
	g.Store(vCtr, -1, rCtr, "R0")
	g.P("XXLOR %s, %s, %s", vsY, vsY, vs(vT))
	g.Store(vT, -1, rY, "R0")
	g.P("BR %s", done)
}

// text runs the rBlocks whole blocks: batches of 8 while 8 or more are
// left, at most one of 4, then single blocks.
func (g *gen) text(seal bool) {
	g.Batches([]int{8, 4, 1}, "end", g.Fewer(rBlocks), func(n int) {
		if seal {
			g.ctr(n, true)
			g.Comment("GHASH takes the ciphertext from %s, where ctr left it", asmgen.Regs("V", 0, n))
			r := g.regs("")
			r.A, r.In = vText, func(j int) int { return j }
			g.GHASHBatch(r, n)
		} else {
			g.ghash(rSrc, n)
			g.ctr(n, false)
		}
		g.Advance(n, rSrc, rDst, rBlocks)
	}, g.Jump)
}

// Registers of the whole-message kernels, beside the ones above.
const (
	rAD      = "R20"
	rADLast  = "R21" // the padded last block of the additional data, then the lengths block
	rLast    = "R22" // the padded last block of the text
	rADLen   = "R23"
	rTextLen = "R24"
	rTag     = "R25"
	vsEKJ0   = "VS13" // E_K(J0)
)

// whole emits sealWholePOWER8 / openWholePOWER8 (whole_ppc64le.go): GHASH of
// the additional data's whole blocks and of its padded last block, E_K(J0),
// the whole text blocks as sealPOWER8/openPOWER8 run them, the padded
// last text block (its keystream cut to the text's length, so the padding
// stays zero), the lengths block, and tag = E_K(J0) XOR GHASH (SP 800-38D
// §7.1 steps 2-6). The Go side copies the partial blocks in and out.
func (g *gen) whole(seal bool) {
	name := "openWholePOWER8"
	if seal {
		name = "sealWholePOWER8"
	}
	g.Printf("\n// func %s(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte, adLast, last *[16]byte, adLen, textLen int)\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-144\n", name)
	g.Args("MOVD",
		"rk+0(FP)", rKey,
		"rounds+8(FP)", rRounds,
		"pow+16(FP)", rPow,
		"j0+24(FP)", rCtr,
		"tag+32(FP)", rTag,
		"dst_base+40(FP)", rDst,
		"src_base+64(FP)", rSrc,
		"ad_base+88(FP)", rAD,
		"adLast+112(FP)", rADLast,
		"last+120(FP)", rLast,
		"adLen+128(FP)", rADLen,
		"textLen+136(FP)", rTextLen)
	g.SetOffsets(8)
	g.P("ADD $128, %s", rPow)
	for p := 3; p >= 0; p-- {
		g.LoadPowerPair(rPow, p, vT, vP, func(kind int) string { return powerVS(kind, p) })
	}
	g.Comment("zero, the fold constant and the inc32 step (0, 0, 0, 1)")
	g.SetupGHASH(vsZero, vsPoly, vT)
	g.P("VXOR %s, %s, %s", v(vInc), v(vInc), v(vInc))
	g.P("VSPLTISW $1, %s", v(vT))
	g.P("VSLDOI $4, %s, %s, %s", v(vInc), v(vT), v(vInc))
	done := g.NewLabel("done")
	g.Forms("·p9", func() { g.wholeBody(seal, done) })
	g.Label(done)
	g.P("RET")
}

func (g *gen) wholeBody(seal bool, done string) {
	g.SetupSwap(vT)
	g.P("XXLXOR %s, %s, %s", vsY, vsY, vsY)

	g.Block("Additional data: whole blocks, then the padded last one if any. Before the")
	g.Comment("round keys are loaded, 8 blocks or more are hashed with the powers in V18-V29")
	g.Comment("and the fold constant in V30.")
	short, adDone := g.NewLabel("adshort"), g.NewLabel("addone")
	g.P("SRD $4, %s, %s", rADLen, rBlocks)
	g.P("CMP %s, $8", rBlocks)
	g.P("BLT %s", short)
	for kind := 0; kind < 3; kind++ {
		for p := 0; p < 4; p++ {
			g.P("XXLOR %s, %s, %s", powerVS(kind, p), powerVS(kind, p), vs(18+4*kind+p))
		}
	}
	g.P("XXLOR %s, %s, %s", vsPoly, vsPoly, vs(30))
	resident := g.regs(rAD)
	resident.Power = func(kind, p int) int { return 18 + 4*kind + p }
	resident.Poly = 30
	g.GHASHBlocks(resident, rBlocks)
	g.P("BR %s", adDone)
	g.Label(short)
	g.GHASHBlocks(g.regs(rAD), rBlocks)
	g.Label(adDone)
	noADLast := g.NewLabel("noadlast")
	g.P("ANDCC $15, %s, R17", rADLen)
	g.P("BEQ %s", noADLast)
	g.GHASHBatch(g.regs(rADLast), 1)
	g.Label(noADLast)

	g.LoadKeys(rRounds, rKey, vCtr, false)
	g.Load(rCtr, "R0", vCtr)
	g.Block("E_K(J0), then the first counter block inc32(J0)")
	g.P("XXLXOR %s, VS0, %s", vs(vCtr), vs(0))
	g.Rounds(rRounds, []int{0}, false)
	g.P("XXLOR %s, %s, %s", vs(0), vs(0), vsEKJ0)
	g.P("VADDUWM %s, %s, %s", v(vCtr), v(vInc), v(vCtr))

	g.P("SRD $4, %s, %s", rTextLen, rBlocks)
	g.text(seal)

	g.Block("The padded last text block: keystream cut to the text's length")
	noLast := g.NewLabel("nolast")
	g.P("ANDCC $15, %s, R17", rTextLen)
	g.P("BEQ %s", noLast)
	if !seal {
		g.GHASHBatch(g.regs(rLast), 1) // the ciphertext, padded by the Go side
	}
	g.P("XXLXOR %s, VS0, %s", vs(vCtr), vs(0))
	g.Rounds(rRounds, []int{0}, false)
	g.Comment("Shift right, then left, by 16-rest octets: bytes rest..15 become zero")
	g.P("NEG R17, R26")
	g.P("ADD $16, R26")
	g.P("SLD $3, R26, R26")
	g.P("MTVSRD R26, %s", vs(vT))
	g.P("VSPLTB $7, %s, %s", v(vT), v(vT))
	g.P("VSRO %s, %s, %s", v(0), v(vT), v(0))
	g.P("VSLO %s, %s, %s", v(0), v(vT), v(0))
	g.Load(rLast, "R0", vText)
	g.P("VXOR %s, %s, %s", v(0), v(vText), v(0))
	g.Store(0, -1, rLast, "R0")
	if seal {
		g.GHASHBatch(g.regs(rLast), 1) // the ciphertext, zero past its end
	}
	g.Label(noLast)

	g.Block("The lengths block [len(A)]64 || [len(C)]64, in bits, and the tag")
	g.P("SLD $3, %s, R17", rADLen)
	g.P("SLD $3, %s, R26", rTextLen)
	g.P("MTVSRD R17, %s", vs(vA))
	g.P("MTVSRD R26, %s", vs(vB))
	g.P("XXPERMDI %s, %s, $0, %s", vs(vA), vs(vB), vs(vA))
	g.Store(vA, -1, rADLast, "R0")
	g.GHASHBatch(g.regs(rADLast), 1)
	g.P("XXLXOR %s, %s, %s", vsY, vsEKJ0, vs(0))
	g.Store(0, -1, rTag, "R0")
	g.P("BR %s", done)
}

func main() {
	flag.Parse()
	g := &gen{&power8.Gen{File: asmgen.New("gcm_ppc64le_gen.go", "ppc64le && !purego"), Swap: vSwap}}
	g.kernel(true)
	g.kernel(false)
	g.whole(true)
	g.whole(false)
	g.WriteFile(*out)
}
