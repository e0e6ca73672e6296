// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package power8 holds the ppc64le emitters that the POWER8 generators of
// internal/aes (hw_ppc64le_gen.go), internal/ghash (ghash_ppc64le_gen.go)
// and internal/gcm (gcm_ppc64le_gen.go) share: byte-ordered block loads
// and stores in both forms, the entry-point switch between them, the AES
// round keys and rounds (FIPS 197 §5.1, §5.3), and the GHASH pair
// multiplication and reduction (SP 800-38D §6.3, the internal/ghash
// package doc's representation).
//
// Byte order: the AES instructions take the state with FIPS 197 byte 0 in
// the register's most significant byte (big-endian element order), and a
// register so loaded, read as a big-endian 128-bit number, is the
// reflected GHASH value of the block. On little-endian LXVD2X loads each
// 8-byte half byte-reversed, so the P8 form (ISA 2.07) puts every block
// through VPERM with a swap permutation (bytes 7..0, 15..8); the P9 form
// (ISA 3.0) loads and stores with LXVB16X/STXVB16X, which need none.
//
// Fixed registers of every kernel: round keys 1..Nr in V18-V31,
// right-aligned (the last 10 keys of every key size in V22-V31, AES-192
// adds V20-V21 and AES-256 V18-V19, so one instruction sequence serves all
// sizes and the key size only picks the entry point), round key 0 in VS0
// (applied by XXLXOR: VSX instructions reach VS0-VS63, the AES instructions
// and VPMSUMD only V0-V31 = VS32-VS63). R0 stays zero (Go's ppc64 code
// relies on it); R1 is SP, R2 the TOC, R13 TLS, R30 g and R31 the
// assembler's temporary.
package power8

import (
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

// Gen is an assembly file being generated, in one of the two forms.
type Gen struct {
	*asmgen.File
	P9   bool // ISA 3.0 byte-ordered loads and stores
	Swap int  // the P8 form's swap permutation register
}

// V names vector register i; VS names it as a VSX register.
func V(i int) string  { return fmt.Sprintf("V%d", i) }
func VS(i int) string { return fmt.Sprintf("VS%d", 32+i) }

// Off[i] holds 16i, the offset of block i of a batch, once SetOffsets ran.
var Off = []string{"R0", "R9", "R10", "R11", "R12", "R14", "R15", "R16"}

// SetOffsets sets Off[1..n-1].
func (g *Gen) SetOffsets(n int) {
	for i := 1; i < n; i++ {
		g.P("MOVD $%d, %s", 16*i, Off[i])
	}
}

// SetupSwap loads the P8 form's swap permutation into g.Swap: LVSL at
// address 0 gives bytes 0x00..0x0f, and XOR with 7 reverses each 8-byte
// half. It uses V_tmp. The P9 form needs nothing.
func (g *Gen) SetupSwap(tmp int) {
	if g.P9 {
		return
	}
	g.P("LVSL (R0)(R0), %s", V(g.Swap))
	g.P("VSPLTISB $7, %s", V(tmp))
	g.P("VXOR %s, %s, %s", V(g.Swap), V(tmp), V(g.Swap))
}

// Load loads the 16 bytes at (base)(idx) into V_r in element order.
func (g *Gen) Load(base, idx string, r int) {
	if g.P9 {
		g.P("LXVB16X (%s)(%s), %s", base, idx, VS(r))
		return
	}
	g.P("LXVD2X (%s)(%s), %s", base, idx, VS(r))
	g.P("VPERM %s, %s, %s, %s", V(r), V(r), V(g.Swap), V(r))
}

// Store stores V_r (element order) to (base)(idx); the P8 form permutes
// through V_tmp, or in place if tmp < 0 (V_r is dead afterwards).
func (g *Gen) Store(r, tmp int, base, idx string) {
	if g.P9 {
		g.P("STXVB16X %s, (%s)(%s)", VS(r), base, idx)
		return
	}
	if tmp < 0 {
		tmp = r
	}
	g.P("VPERM %s, %s, %s, %s", V(r), V(r), V(g.Swap), V(tmp))
	g.P("STXVD2X %s, (%s)(%s)", VS(tmp), base, idx)
}

// Fewer returns the asmgen.Batches test on the block count in rBlocks:
// a branch to skip if fewer than n blocks are left (n = 1: if none are).
func (g *Gen) Fewer(rBlocks string) func(n int, skip string) {
	return func(n int, skip string) {
		if n == 1 {
			g.P("CMP %s, $0", rBlocks)
			g.P("BEQ %s", skip)
			return
		}
		g.P("CMP %s, $%d", rBlocks, n)
		g.P("BLT %s", skip)
	}
}

// Advance steps the source and destination pointers past n blocks and
// takes n from the block count.
func (g *Gen) Advance(n int, rSrc, rDst, rBlocks string) {
	g.P("ADD $%d, %s", 16*n, rSrc)
	g.P("ADD $%d, %s", 16*n, rDst)
	g.P("ADD $-%d, %s", n, rBlocks)
}

// Jump branches to label (asmgen.Batches' jump).
func (g *Gen) Jump(label string) { g.P("BR %s", label) }

// Forms emits a kernel's two forms behind one entry point, which reads the
// byte variable flag (a public CPU feature, set from IsPOWER9) into R17 to
// pick one: body with P9 false, then with P9 true. Each body ends in a
// return or a branch.
func (g *Gen) Forms(flag string, body func()) {
	l9 := g.NewLabel("p9_")
	g.P("MOVBZ %s(SB), R17", flag)
	g.P("CMP R17, $0")
	g.P("BNE %s", l9)
	g.P9 = false
	g.Block("POWER8 form (ISA 2.07): LXVD2X/STXVD2X, each block through the VPERM swap")
	body()
	g.Block("POWER9 form (ISA 3.0): byte-ordered LXVB16X/STXVB16X")
	g.Label(l9)
	g.P9 = true
	body()
	g.P9 = false
}

// LoadKeys loads round key 0 into VS0 and keys 1..Nr into V18-V31
// right-aligned, from rKey (which it advances), by the public round count
// in rRounds; R9 must hold 16, and V_tmp is used. With decrypt the
// schedule is FIPS 197 §5.3.5's (InvMixColumns applied to keys 1..Nr-1),
// but VNCIPHER adds the round key before InvMixColumns, as the
// straightforward inverse cipher of §5.3 does, so keys 1..Nr-1 are turned
// back into plain round keys: VNCIPHERLAST with a zero key is
// InvSubBytes∘InvShiftRows, which VCIPHER with a zero key undoes up to its
// MixColumns, leaving MixColumns(k).
func (g *Gen) LoadKeys(rRounds, rKey string, tmp int, decrypt bool) {
	if decrypt {
		g.Block("round keys: key 0 into VS0, keys 1..Nr into V18-V31 right-aligned, the middle ones back to MixColumns(k) for VNCIPHER")
	} else {
		g.Block("round keys: key 0 into VS0, keys 1..Nr into V18-V31 right-aligned")
	}
	g.Load(rKey, "R0", tmp)
	g.P("XXLOR %s, %s, VS0", VS(tmp), VS(tmp))
	if decrypt {
		g.P("VXOR %s, %s, %s", V(tmp), V(tmp), V(tmp))
	}
	g.P("ADD $16, %s", rKey)
	pair := func(a int) {
		g.Load(rKey, "R0", a)
		g.Load(rKey, "R9", a+1)
		if a < 30 {
			g.P("ADD $32, %s", rKey)
		}
		for k := a; k <= a+1 && decrypt && k < 31; k++ {
			g.P("VNCIPHERLAST %s, %s, %s", V(k), V(tmp), V(k))
			g.P("VCIPHER %s, %s, %s", V(k), V(tmp), V(k))
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

// Rounds applies rounds 1..Nr to the given block registers, which already
// hold input XOR round key 0, interleaving the blocks within each round so
// that independent AES instructions overlap. FIPS 197 §5.1: VCIPHER is
// SubBytes, ShiftRows, MixColumns and AddRoundKey; VCIPHERLAST omits
// MixColumns. With decrypt, §5.3: VNCIPHER is InvShiftRows, InvSubBytes,
// AddRoundKey and InvMixColumns; VNCIPHERLAST omits InvMixColumns.
func (g *Gen) Rounds(rRounds string, blocks []int, decrypt bool) {
	round, last := "VCIPHER", "VCIPHERLAST"
	if decrypt {
		round, last = "VNCIPHER", "VNCIPHERLAST"
	}
	full := func(k int) {
		for _, b := range blocks {
			g.P("%s %s, %s, %s", round, V(b), V(k), V(b))
		}
	}
	l192, l128 := g.NewLabel("rounds192_"), g.NewLabel("rounds128_")
	what := fmt.Sprintf("V%d", blocks[0])
	if len(blocks) > 1 {
		what = fmt.Sprintf("V%d-V%d", blocks[0], blocks[len(blocks)-1])
	}
	if decrypt {
		g.Block("AES decryption (FIPS 197 §5.3) of %s: VNCIPHER rounds, AES-256 from V18, AES-192 from V20, AES-128 from V22; VNCIPHERLAST with V31", what)
	} else {
		g.Block("AES (FIPS 197 §5.1) of %s: VCIPHER rounds, AES-256 from V18, AES-192 from V20, AES-128 from V22; VCIPHERLAST with V31", what)
	}
	// The entry by the round count, as in LoadKeys.
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
		g.P("%s %s, %s, %s", last, V(b), V(31), V(b))
	}
}

// GHASH is the register plan of the GHASH emitters. Blocks go in pairs:
// for blocks A and B multiplied by powers P and Q,
//
//	lo  = (A.lo, B.lo) ⊛ (P.lo, Q.lo) = A.lo·P.lo ^ B.lo·Q.lo
//	hi  = (A.hi, B.hi) ⊛ (P.hi, Q.hi) = A.hi·P.hi ^ B.hi·Q.hi
//	mid = (A.lo^A.hi, B.lo^B.hi) ⊛ (P.lo^P.hi, Q.lo^Q.hi) = Karatsuba middle ^ lo ^ hi
//
// where ⊛ is VPMSUMD (two 64×64-bit carry-less products, XORed), so a pair
// costs three VPMSUMD, and the sums of a batch are reduced once (the
// reduction is linear).
type GHASH struct {
	A, B, X, T  int // the pair; then (A.lo, B.lo) in A, (A.hi, B.hi) in X, their XOR in B; scratch
	Lo, Hi, Mid int // the sums
	// Y and Zero are the running hash and zero as VSX registers (VSX
	// instructions alone touch them, so they may live in VS0-VS31).
	Y, Zero string
	// Poly is the register holding (0, 0xC2000000_00000000), or -1 if it
	// waits in the VSX register PolyVS and is copied into P to reduce.
	Poly   int
	PolyVS string
	P      int
	Base   string // the register pointing at the blocks
	// In, if set, gives the register that already holds block j of the
	// batch in element order: the blocks are not loaded from Base, and A
	// (not B) is scratch for a lone block.
	In func(j int) int
	// Power returns the register holding power pair p's (P.lo, Q.lo)
	// (kind 0), (P.hi, Q.hi) (kind 1) or their XOR (kind 2), emitting what
	// it takes to put it there. Pair p is (H^(2p+2), H^(2p+1)).
	Power func(kind, p int) int
}

// LoadPowerPair loads power pair p of the internal/ghash table, H^(2p+2)
// at (rPow)(Off[6-2p]) and H^(2p+1) after it (rPow pointing at H^8), into
// the registers dst returns for kinds 0, 1, 2. LXVD2X loads a
// little-endian 128-bit power with its halves exchanged, (P.lo, P.hi).
// Uses V_t and V_u.
func (g *Gen) LoadPowerPair(rPow string, p, t, u int, dst func(kind int) string) {
	g.P("LXVD2X (%s)(%s), %s", rPow, Off[6-2*p], VS(t))
	g.P("LXVD2X (%s)(%s), %s", rPow, Off[7-2*p], VS(u))
	g.P("XXPERMDI %s, %s, $0, %s", VS(t), VS(u), dst(0))
	g.P("XXPERMDI %s, %s, $3, %s", VS(t), VS(u), dst(1))
	g.P("XXLXOR %s, %s, %s", dst(0), dst(1), dst(2))
}

// pair hashes blocks j and j+1 (at (Base)(Off[j]) or in In's registers)
// against power pair p (block j by its first power, block j+1 by its
// second), into the sums, or writing them if first. If lone, only block j
// exists and goes second, against a zero first block. addY adds y to the
// first block of the batch.
func (g *Gen) pair(r *GHASH, p, j int, first, lone, addY bool) {
	a, b := r.A, r.B
	if lone {
		if r.In != nil {
			b = r.In(j)
		} else {
			g.Load(r.Base, Off[j], b)
		}
		if addY {
			g.P("XXLXOR %s, %s, %s", VS(b), r.Y, VS(b))
		}
		g.P("XXPERMDI %s, %s, $0, %s", r.Zero, VS(b), VS(r.X))
		g.P("XXPERMDI %s, %s, $1, %s", r.Zero, VS(b), VS(a))
	} else {
		if r.In != nil {
			a, b = r.In(j), r.In(j+1)
		} else {
			g.Load(r.Base, Off[j], a)
			g.Load(r.Base, Off[j+1], b)
		}
		if addY {
			g.P("XXLXOR %s, %s, %s", VS(a), r.Y, VS(a))
		}
		g.P("XXPERMDI %s, %s, $0, %s", VS(a), VS(b), VS(r.X))
		g.P("XXPERMDI %s, %s, $3, %s", VS(a), VS(b), VS(a))
	}
	g.P("VXOR %s, %s, %s", V(r.X), V(a), V(b))
	for kind, d := range []struct{ op, sum int }{{a, r.Lo}, {r.X, r.Hi}, {b, r.Mid}} {
		pw := r.Power(kind, p)
		if first {
			g.P("VPMSUMD %s, %s, %s", V(d.op), V(pw), V(d.sum))
			continue
		}
		g.P("VPMSUMD %s, %s, %s", V(d.op), V(pw), V(r.T))
		g.P("VXOR %s, %s, %s", V(d.sum), V(r.T), V(d.sum))
	}
}

// GHASHBatch hashes n (1..8) blocks into y: block j is multiplied by
// H^(n-j), y added to block 0, then one reduction. With n odd, block 0
// goes alone, as the second block of its pair against a zero first block.
func (g *Gen) GHASHBatch(r *GHASH, n int) {
	if n == 1 {
		g.Block("GHASH (SP 800-38D §6.4) of one block: (y ⊕ X)·H")
	} else {
		g.Block("GHASH (SP 800-38D §6.4) of %d blocks: y ⊕ X_0, then X_j·H^(%d-j) in pairs of three VPMSUMD, one reduction", n, n)
	}
	j, first := 0, true
	if n%2 == 1 {
		g.pair(r, (n-1)/2, 0, true, true, true)
		j, first = 1, false
	}
	for ; j < n; j += 2 {
		g.pair(r, (n-j)/2-1, j, first, false, j == 0)
		first = false
	}
	g.reduce(r)
}

// reduce turns the sums into the reflected product and folds it modulo
// P = x^128+x^7+x^2+x+1 (internal/ghash package doc: two folds of the low
// 64 bits by 0xC2000000_00000000, each a carry-less multiplication, a swap
// of halves and an XOR), leaving the result in y. XXPERMDI moves halves:
// $2 takes the second half of its first operand and the first of its
// second.
func (g *Gen) reduce(r *GHASH) {
	g.Comment("Karatsuba: mid ^= lo ^ hi; then lo ^= mid<<64, hi ^= mid>>64")
	g.P("VXOR %s, %s, %s", V(r.Mid), V(r.Lo), V(r.Mid))
	g.P("VXOR %s, %s, %s", V(r.Mid), V(r.Hi), V(r.Mid))
	g.P("XXPERMDI %s, %s, $2, %s", VS(r.Mid), r.Zero, VS(r.T))
	g.P("XXPERMDI %s, %s, $0, %s", r.Zero, VS(r.Mid), VS(r.Mid))
	g.P("VXOR %s, %s, %s", V(r.Lo), V(r.T), V(r.Lo))
	g.P("VXOR %s, %s, %s", V(r.Hi), V(r.Mid), V(r.Hi))
	g.Comment("Two folds of the low 64 bits by 0xC2000000_00000000")
	poly := r.Poly
	if poly < 0 {
		g.P("XXLOR %s, %s, %s", r.PolyVS, r.PolyVS, VS(r.P))
		poly = r.P
	}
	for i := 0; i < 2; i++ {
		g.P("VPMSUMD %s, %s, %s", V(r.Lo), V(poly), V(r.T))
		g.P("XXPERMDI %s, %s, $2, %s", VS(r.Lo), VS(r.Lo), VS(r.Lo))
		g.P("VXOR %s, %s, %s", V(r.Lo), V(r.T), V(r.Lo))
	}
	g.P("XXLXOR %s, %s, %s", VS(r.Lo), VS(r.Hi), r.Y)
}

// SetupGHASH zeroes the VSX register zero and sets poly to (0,
// 0xC2000000_00000000): VPMSUMD by it multiplies the low half alone. Uses
// R17 and V_t.
func (g *Gen) SetupGHASH(zero, poly string, t int) {
	g.P("XXLXOR %s, %s, %s", zero, zero, zero)
	g.P("MOVD $0xC2, R17")
	g.P("SLD $56, R17, R17")
	g.P("MTVSRD R17, %s", VS(t))
	g.P("XXPERMDI %s, %s, $0, %s", zero, VS(t), poly)
}

// PowerPairs loads the power pairs a call of blocks (in rBlocks, at least
// 1) needs, by falling through: all four for 7 blocks or more, three for 5
// or 6, two for 3 or 4, one for 1 or 2.
func (g *Gen) PowerPairs(rBlocks string, load func(p int)) {
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
		load(p)
	}
}

// GHASHBlocks hashes the rCount (public) whole blocks at r.Base into y:
// 8-block batches while 8 or more are left, then one batch of the 1..7
// left, chosen by a small tree on the count. It advances r.Base and
// consumes rCount; all four power pairs must be loaded if rCount may
// reach 7.
func (g *Gen) GHASHBlocks(r *GHASH, rCount string) {
	loop, tail := g.NewLabel("loop8_"), g.NewLabel("tail")
	g.Block("8 blocks per iteration while 8 or more are left")
	g.Label(loop)
	g.P("CMP %s, $8", rCount)
	g.P("BLT %s", tail)
	g.GHASHBatch(r, 8)
	g.P("ADD $128, %s", r.Base)
	g.P("ADD $-8, %s", rCount)
	g.P("BR %s", loop)
	g.Block("one batch of the 0..7 blocks left, picked by a tree on the count")
	g.Label(tail)
	t := make([]string, 8)
	for n := 1; n < 8; n++ {
		t[n] = g.NewLabel(fmt.Sprintf("tail%d_", n))
	}
	lt4, lt2, end := g.NewLabel("lt4_"), g.NewLabel("lt2_"), g.NewLabel("end")
	g.P("CMP %s, $4", rCount)
	g.P("BLT %s", lt4)
	g.P("BEQ %s", t[4])
	g.P("CMP %s, $6", rCount)
	g.P("BLT %s", t[5])
	g.P("BEQ %s", t[6])
	g.P("BR %s", t[7])
	g.Label(lt4)
	g.P("CMP %s, $2", rCount)
	g.P("BLT %s", lt2)
	g.P("BEQ %s", t[2])
	g.P("BR %s", t[3])
	g.Label(lt2)
	g.P("CMP %s, $1", rCount)
	g.P("BEQ %s", t[1])
	g.P("BR %s", end) // none left
	for n := 1; n < 8; n++ {
		g.Label(t[n])
		g.GHASHBatch(r, n)
		if n < 7 {
			g.P("BR %s", end)
		}
	}
	g.Label(end)
}
