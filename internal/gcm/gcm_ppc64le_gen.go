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
// enciphered, then hashed from memory: from dst after sealing, from src
// before opening, so dst may equal src.
//
// Run by `go generate` (see gcm_ppc64le.go): go run gcm_ppc64le_gen.go -out gcm_ppc64le.s
//
// Byte order as in those generators: blocks, the counter and y are held
// with their bytes in element order (LXVB16X on ISA 3.0, the P9 form;
// LXVD2X and VPERM with swap on ISA 2.07, the P8 form), so the counter's
// last word is its 32-bit big-endian count and VADDUWM steps it modulo
// 2^32 (inc32, SP 800-38D §6.2).
//
// Register plan:
//
//	V0-V7    AES: the blocks being enciphered; GHASH: the pair (V0, V1),
//	         (A.hi, B.hi) in V2, V3 scratch, sums lo, hi, mid in V4-V6,
//	         the power being multiplied by in V7
//	V8       the block of text being XORed
//	V9       y, the running hash
//	V10      zero
//	V11      (0, 0xC2000000_00000000), the fold constant
//	V15      (0, 0, 0, 1) as words, the inc32 step
//	V16      swap (P8 form)
//	V17      the counter
//	V18-V31  round keys 1..Nr, right-aligned as in hw_ppc64le_gen.go
//	VS0      round key 0
//	VS1-VS12 the power pairs (H^2,H^1) .. (H^8,H^7): (P.lo, Q.lo) in
//	         VS1-VS4, (P.hi, Q.hi) in VS5-VS8, their XOR in VS9-VS12,
//	         copied into V7 just before each VPMSUMD (the AES instructions
//	         and VPMSUMD reach only V0-V31, and the round keys keep 14)
//	R9-R16   the offsets 16..112
//
// R0 stays zero; R1 is SP, R2 the TOC, R13 TLS, R30 g and R31 the
// assembler's temporary. Every branch depends only on the round count and
// the length, both public; the instructions take a data-independent time.
package main

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

var out = flag.String("out", "gcm_ppc64le.s", "output file")

type gen struct {
	*asmgen.File
	p9 bool
}

func v(i int) string  { return fmt.Sprintf("V%d", i) }
func vs(i int) string { return fmt.Sprintf("VS%d", 32+i) }

const (
	rRounds = "R3"
	rKey    = "R4"
	rDst    = "R5"
	rSrc    = "R6"
	rBlocks = "R7"
	rCtr    = "R8"
	rY      = "R18"
	rPow    = "R19" // &pow[8], H^8

	vA, vB, vX, vT     = 0, 1, 2, 3
	vLo, vHi, vMid, vP = 4, 5, 6, 7
	vText              = 8
	vY                 = 9
	vZero              = 10
	vPoly              = 11
	vInc               = 15
	vSwap              = 16
	vCtr               = 17
)

var off = []string{"R0", "R9", "R10", "R11", "R12", "R14", "R15", "R16"}

// Power pair p's registers: (P.lo, Q.lo), (P.hi, Q.hi) and their XOR.
func powLo(p int) string { return fmt.Sprintf("VS%d", 1+p) }
func powHi(p int) string { return fmt.Sprintf("VS%d", 5+p) }
func powK(p int) string  { return fmt.Sprintf("VS%d", 9+p) }

func (g *gen) load(base, idx string, r int) {
	if g.p9 {
		g.P("LXVB16X (%s)(%s), %s", base, idx, vs(r))
		return
	}
	g.P("LXVD2X (%s)(%s), %s", base, idx, vs(r))
	g.P("VPERM %s, %s, %s, %s", v(r), v(r), v(vSwap), v(r))
}

func (g *gen) store(r int, base, idx string) {
	if g.p9 {
		g.P("STXVB16X %s, (%s)(%s)", vs(r), base, idx)
		return
	}
	g.P("VPERM %s, %s, %s, %s", v(r), v(r), v(vSwap), v(r))
	g.P("STXVD2X %s, (%s)(%s)", vs(r), base, idx)
}

// loadKeys loads round key 0 into VS0 and keys 1..Nr into V18-V31
// right-aligned (FIPS 197 §5.2 schedule as bytes). Needs R9 = 16.
func (g *gen) loadKeys() {
	g.load(rKey, "R0", vCtr)
	g.P("XXLOR %s, %s, VS0", vs(vCtr), vs(vCtr))
	g.P("ADD $16, %s", rKey)
	pair := func(a int) {
		g.load(rKey, "R0", a)
		g.load(rKey, "R9", a+1)
		if a < 30 {
			g.P("ADD $32, %s", rKey)
		}
	}
	l192, l128 := g.NewLabel("keys192_"), g.NewLabel("keys128_")
	g.P("CMP %s, $12", rRounds)
	g.P("BLT %s", l128)
	g.P("BEQ %s", l192)
	pair(18)
	g.Label(l192)
	pair(20)
	g.Label(l128)
	for k := 22; k < 32; k += 2 {
		pair(k)
	}
}

// rounds applies rounds 1..Nr (FIPS 197 §5.1) to the blocks, interleaved.
func (g *gen) rounds(blocks []int) {
	full := func(k int) {
		for _, b := range blocks {
			g.P("VCIPHER %s, %s, %s", v(b), v(k), v(b))
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
		g.P("VCIPHERLAST %s, %s, %s", v(b), v(31), v(b))
	}
}

// ctr enciphers n counter blocks and XORs them into the text, dst_i =
// src_i XOR AES_K(ctr); ctr = inc32(ctr) (SP 800-38D §6.5).
func (g *gen) ctr(n int) {
	g.Block("CTR: %d blocks", n)
	for i := 0; i < n; i++ {
		g.P("XXLXOR %s, VS0, %s", vs(vCtr), vs(i))
		g.P("VADDUWM %s, %s, %s", v(vCtr), v(vInc), v(vCtr))
	}
	g.rounds(seqn(n))
	for i := 0; i < n; i++ {
		if g.p9 {
			g.P("LXVB16X (%s)(%s), %s", rSrc, off[i], vs(vText))
			g.P("VXOR %s, %s, %s", v(i), v(vText), v(i))
			g.P("STXVB16X %s, (%s)(%s)", vs(i), rDst, off[i])
			continue
		}
		// The keystream goes into LXVD2X's byte order instead.
		g.P("VPERM %s, %s, %s, %s", v(i), v(i), v(vSwap), v(i))
		g.P("LXVD2X (%s)(%s), %s", rSrc, off[i], vs(vText))
		g.P("VXOR %s, %s, %s", v(i), v(vText), v(i))
		g.P("STXVD2X %s, (%s)(%s)", vs(i), rDst, off[i])
	}
}

func seqn(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// mul multiplies the pair's operand register d by power register pw and
// adds the product into sum, or writes it there if first.
func (g *gen) mul(d int, pw string, sum int, first bool) {
	g.P("XXLOR %s, %s, %s", pw, pw, vs(vP))
	if first {
		g.P("VPMSUMD %s, %s, %s", v(d), v(vP), v(sum))
		return
	}
	g.P("VPMSUMD %s, %s, %s", v(d), v(vP), v(vT))
	g.P("VXOR %s, %s, %s", v(sum), v(vT), v(sum))
}

// pair hashes blocks A and B at (base)(idxA), (base)(idxB) against power
// pair p (A by its first power, B by its second); lone means only B is a
// block, against a zero A. addY adds y to the first block of the batch.
//
//	lo  = (A.lo, B.lo) ⊛ (P.lo, Q.lo)
//	hi  = (A.hi, B.hi) ⊛ (P.hi, Q.hi)
//	mid = (A.lo^A.hi, B.lo^B.hi) ⊛ (P.lo^P.hi, Q.lo^Q.hi)  (Karatsuba, plus lo and hi)
func (g *gen) pair(base string, p int, first, lone, addY bool, idxA, idxB string) {
	if lone {
		g.load(base, idxB, vB)
		if addY {
			g.P("VXOR %s, %s, %s", v(vB), v(vY), v(vB))
		}
		g.P("XXPERMDI %s, %s, $0, %s", vs(vZero), vs(vB), vs(vX))
		g.P("XXPERMDI %s, %s, $1, %s", vs(vZero), vs(vB), vs(vA))
	} else {
		g.load(base, idxA, vA)
		g.load(base, idxB, vB)
		if addY {
			g.P("VXOR %s, %s, %s", v(vA), v(vY), v(vA))
		}
		g.P("XXPERMDI %s, %s, $0, %s", vs(vA), vs(vB), vs(vX))
		g.P("XXPERMDI %s, %s, $3, %s", vs(vA), vs(vB), vs(vA))
	}
	// V0 = (A.lo, B.lo), V2 = (A.hi, B.hi), V1 = their XOR.
	g.P("VXOR %s, %s, %s", v(vX), v(vA), v(vB))
	g.mul(vA, powLo(p), vLo, first)
	g.mul(vX, powHi(p), vHi, first)
	g.mul(vB, powK(p), vMid, first)
}

// ghash hashes n blocks at base into y: block j by H^(n-j), y added to
// block 0, one reduction. With n odd block 0 goes alone.
func (g *gen) ghash(base string, n int) {
	g.Block("GHASH: %d blocks", n)
	j, first := 0, true
	if n%2 == 1 {
		g.pair(base, (n-1)/2, true, true, true, "", off[0])
		j, first = 1, false
	}
	for ; j < n; j += 2 {
		g.pair(base, (n-j)/2-1, first, false, j == 0, off[j], off[j+1])
		first = false
	}
	g.Comment("Karatsuba: mid ^= lo ^ hi; then lo ^= mid<<64, hi ^= mid>>64")
	g.P("VXOR %s, %s, %s", v(vMid), v(vLo), v(vMid))
	g.P("VXOR %s, %s, %s", v(vMid), v(vHi), v(vMid))
	g.P("VSLDOI $8, %s, %s, %s", v(vMid), v(vZero), v(vT))
	g.P("VSLDOI $8, %s, %s, %s", v(vZero), v(vMid), v(vMid))
	g.P("VXOR %s, %s, %s", v(vLo), v(vT), v(vLo))
	g.P("VXOR %s, %s, %s", v(vHi), v(vMid), v(vHi))
	g.Comment("Two folds of the low 64 bits by 0xC2000000_00000000 (ghash package doc)")
	for i := 0; i < 2; i++ {
		g.P("VPMSUMD %s, %s, %s", v(vLo), v(vPoly), v(vT))
		g.P("VSLDOI $8, %s, %s, %s", v(vLo), v(vLo), v(vLo))
		g.P("VXOR %s, %s, %s", v(vLo), v(vT), v(vLo))
	}
	g.P("VXOR %s, %s, %s", v(vLo), v(vHi), v(vY))
}

// loadPowers loads power pair p from the table (H^(2p+2) at 16·(6-2p) from
// rPow, H^(2p+1) after it); LXVD2X loads a little-endian 128-bit power with
// its halves exchanged, (P.lo, P.hi).
func (g *gen) loadPowers(p int) {
	g.P("LXVD2X (%s)(%s), %s", rPow, off[6-2*p], vs(vT))
	g.P("LXVD2X (%s)(%s), %s", rPow, off[7-2*p], vs(vP))
	g.P("XXPERMDI %s, %s, $0, %s", vs(vT), vs(vP), powLo(p))
	g.P("XXPERMDI %s, %s, $3, %s", vs(vT), vs(vP), powHi(p))
	g.P("XXLXOR %s, %s, %s", powLo(p), powHi(p), powK(p))
}

func (g *gen) kernel(seal bool) {
	name := "openPOWER8"
	if seal {
		name = "sealPOWER8"
	}
	g.Printf("\n// func %s(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)\n", name)
	g.Printf("TEXT ·%s(SB), NOSPLIT|NOFRAME, $0-88\n", name)
	g.P("MOVD rk+0(FP), %s", rKey)
	g.P("MOVD rounds+8(FP), %s", rRounds)
	g.P("MOVD pow+16(FP), %s", rPow)
	g.P("MOVD ctr+24(FP), %s", rCtr)
	g.P("MOVD y+32(FP), %s", rY)
	g.P("MOVD dst_base+40(FP), %s", rDst)
	g.P("MOVD src_base+64(FP), %s", rSrc)
	g.P("MOVD src_len+72(FP), %s", rBlocks)
	g.P("SRD $4, %s, %s", rBlocks, rBlocks)
	done := g.NewLabel("done")
	g.P("CMP %s, $0", rBlocks)
	g.P("BEQ %s", done)
	for i := 1; i < 8; i++ {
		g.P("MOVD $%d, %s", 16*i, off[i])
	}
	g.P("ADD $128, %s", rPow)
	g.Block("Power pairs: all four for 7 blocks or more, else those the blocks need")
	l := []string{g.NewLabel("pairs1_"), g.NewLabel("pairs2_"), g.NewLabel("pairs3_"), g.NewLabel("pairs4_")}
	g.P("CMP %s, $7", rBlocks)
	g.P("BGE %s", l[3])
	g.P("CMP %s, $5", rBlocks)
	g.P("BGE %s", l[2])
	g.P("CMP %s, $3", rBlocks)
	g.P("BGE %s", l[1])
	g.P("BR %s", l[0])
	for p := 3; p >= 0; p-- {
		g.Label(l[p])
		g.loadPowers(p)
	}
	g.Comment("zero, the fold constant (0, 0xC2000000_00000000) and the inc32 step (0, 0, 0, 1)")
	g.P("VXOR %s, %s, %s", v(vZero), v(vZero), v(vZero))
	g.P("MOVD $0xC2, R17")
	g.P("SLD $56, R17, R17")
	g.P("MTVSRD R17, %s", vs(vT))
	g.P("XXPERMDI %s, %s, $0, %s", vs(vZero), vs(vT), vs(vPoly))
	g.P("VSPLTISW $1, %s", v(vT))
	g.P("VSLDOI $4, %s, %s, %s", v(vZero), v(vT), v(vInc))
	l9 := g.NewLabel("p9_")
	g.P("MOVBZ ·p9(SB), R17")
	g.P("CMP R17, $0")
	g.P("BNE %s", l9)
	g.p9 = false
	g.body(seal, done)
	g.Label(l9)
	g.p9 = true
	g.body(seal, done)
	g.Label(done)
	g.P("RET")
}

func (g *gen) body(seal bool, done string) {
	if !g.p9 {
		g.P("LVSL (R0)(R0), %s", v(vSwap))
		g.P("VSPLTISB $7, %s", v(vT))
		g.P("VXOR %s, %s, %s", v(vSwap), v(vT), v(vSwap))
	}
	g.loadKeys()
	g.load(rCtr, "R0", vCtr)
	g.load(rY, "R0", vY)
	end := g.NewLabel("end")
	for _, n := range []int{8, 4, 1} {
		next := g.NewLabel(fmt.Sprintf("lt%d_", n))
		loop := g.NewLabel(fmt.Sprintf("loop%d_", n))
		g.Label(loop)
		if n == 1 {
			g.P("CMP %s, $0", rBlocks)
			g.P("BEQ %s", end)
		} else {
			g.P("CMP %s, $%d", rBlocks, n)
			g.P("BLT %s", next)
		}
		if seal {
			g.ctr(n)
			g.ghash(rDst, n)
		} else {
			g.ghash(rSrc, n)
			g.ctr(n)
		}
		g.P("ADD $%d, %s", 16*n, rSrc)
		g.P("ADD $%d, %s", 16*n, rDst)
		g.P("ADD $-%d, %s", n, rBlocks)
		if n != 4 { // at most one 4-block batch follows the 8-block loop
			g.P("BR %s", loop)
		}
		if n != 1 {
			g.Label(next)
		}
	}
	g.Label(end)
	g.store(vCtr, rCtr, "R0")
	g.store(vY, rY, "R0")
	g.P("BR %s", done)
}

func main() {
	flag.Parse()
	g := &gen{File: asmgen.New("gcm_ppc64le_gen.go", "ppc64le && !purego")}
	g.kernel(true)
	g.kernel(false)
	g.WriteFile(*out)
}
