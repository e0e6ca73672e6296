// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import "encoding/binary"

// The vpaes tier: Hamburg's vector-permute AES ("Accelerating AES with
// vector permute instructions", CHES 2009). Every secret-dependent step is a
// 16-entry table lookup done by a byte shuffle (PSHUFB on amd64 and 386, TBL
// on arm64) whose table sits in a register, so no memory address, branch or loop
// bound depends on the key or the data: the tier is constant-time.
//
// The idea: GF(2^8) is a degree-2 extension of GF(2^4). A byte x is kept in
// a basis where its high nibble i and low nibble k = i+j are the coordinates
// of x = i·β + j·β^16 (β a root of t² + t + ν over GF(16), so {β, β^16} is a
// normal basis with β + β^16 = 1 and β·β^16 = ν). Then
//
//	N(x) = x·x^16 = i·j + ν·k²   and   x⁻¹ = (j·β + i·β^16) / N(x),
//
// and with a = 1/ν the nibble values
//
//	io = j + 1/(1/i + a/k) = N/(ν·k + i)
//	jo = i + 1/(1/j + a/k) = N/(ν·k + j)
//
// give x⁻¹ = (1/io)·C1 + (1/jo)·C2 with C1 = ν·β + (1+ν)·β^16 and
// C2 = (1+ν)·β + ν·β^16. Each of 1/i, a/k, 1/j, 1/iak, 1/jak is one shuffle
// of a 16-byte table, and the output lookups fold 1/io, 1/jo, the S-box's
// linear part, the MixColumns factors and the next basis change into 16-entry
// tables. Division by zero yields the marker 0x80, which a shuffle turns
// back into 0, and that is exactly what the degenerate cases need (x = 0,
// i = 0, j = 0, k = 0; the S-box's constant 0x63 is folded into the round
// keys). vpaesDeriveTables builds every table from this description, and the
// tests check the result against the FIPS 197 S-box for all 256 inputs.
//
// ShiftRows never moves data: the state is kept in a "view" (after round r
// of encryption the true byte p sits at index sr^r(p)), the MixColumns
// rotations are conjugated by the view, the round keys are stored permuted
// into it, and one shuffle at the end restores the order.

// vpaesKey is a view of vpaes' own encryption and decryption key
// schedules. A vpaes-tier Block keeps them in its enc and dec arrays (in
// place of the FIPS 197 bytes), so the key needs no allocation of its own
// and holds no pointer; vpaesKey points into those arrays for the kernels.
type vpaesKey struct {
	// enc[0] is E(rk0); enc[r] for 0<r<Nr is E(rk_r ⊕ 0x63…) permuted into
	// round r's view; enc[Nr] is rk_Nr ⊕ 0x63… in the standard basis.
	enc *[15][16]byte
	// dec[0] is D(rk_Nr) ⊕ E(0x05…); dec[r] for 0<r<Nr is
	// D(InvMixColumns(rk_{Nr-r})) ⊕ E(0x05…) permuted into the view; dec[Nr]
	// is rk0. (FIPS 197 §5.3.5, equivalent inverse cipher.) nil for an
	// encryption-only key (EncBlock), whose schedule setup writes it to
	// scratch.
	dec    *[15][16]byte
	rounds int
	// wide selects, at key setup, the AVX2 kernels for runs of four
	// blocks (amd64 with AVX2; see vpaesUseWide).
	wide bool
}

// withDec returns k with dec pointing at scratch if k has none, for the
// schedule setup, which writes both schedules.
func (k vpaesKey) withDec(scratch *[15][16]byte) vpaesKey {
	if k.dec == nil {
		k.dec = scratch
	}
	return k
}

// Offsets (in 16-byte rows) of the tables in vpaesTables. The assembly
// generators use the same numbers.
const (
	vpMask   = 0  // 0x0F in every byte
	vpInv    = 1  // n ↦ 1/n in GF(16), 0 ↦ 0x80
	vpAInv   = 2  // n ↦ a/n, 0 ↦ 0x80
	vpEncLo  = 3  // E(low nibble), E(high nibble << 4): standard basis → E
	vpEncHi  = 4  //
	vpDecLo  = 5  // D = E∘M⁻¹ (M: the S-box's linear part)
	vpDecHi  = 6  //
	vpS1U    = 7  // E(M·x⁻¹) from io, jo
	vpS1T    = 8  //
	vpS2U    = 9  // E(2·M·x⁻¹)
	vpS2T    = 10 //
	vpSOU    = 11 // M·x⁻¹ in the standard basis (last round)
	vpSOT    = 12 //
	vpD9U    = 13 // D(9·x⁻¹), D(11·x⁻¹), D(13·x⁻¹), D(14·x⁻¹)
	vpD9T    = 14 //
	vpDBU    = 15 //
	vpDBT    = 16 //
	vpDDU    = 17 //
	vpDDT    = 18 //
	vpDEU    = 19 //
	vpDET    = 20 //
	vpDOU    = 21 // x⁻¹ in the standard basis (last decryption round)
	vpDOT    = 22 //
	vpERot1  = 23 // [4] rotate each column by one row, in encryption view r mod 4
	vpERot3  = 27 // [4] rotate by three rows
	vpDRot1  = 31 // [4] rotate by one row, in decryption view r mod 4
	vpEFinal = 35 // [4] shuffle from encryption view Nr mod 4 to byte order
	vpDFinal = 39 // [4] the same for decryption
	vpS63    = 43 // 0x63 in every byte (SubBytes for the key schedule)
	vpRows   = 44
)

// vpaesTables is the constant data of the tier; the kernels receive a
// pointer to vpaesTab and index it only with constant offsets.
type vpaesTables [vpRows][16]byte

// vpaesGFMul multiplies in GF(2^8) modulo x⁸+x⁴+x³+x+1 (FIPS 197 §4.2). It is
// used on public values (table derivation) and, being branch-free, on key
// bytes.
func vpaesGFMul(a, b byte) byte {
	var p byte
	for i := 0; i < 8; i++ {
		p ^= a & -(b & 1)       // add a when the low bit of b is set (mask, no branch)
		a = a<<1 ^ 0x1b&-(a>>7) // a·x, reducing when the top bit falls off
		b >>= 1
	}
	return p
}

// vpaesDeriveTables builds the tables from the field description above. All
// inputs are public constants, so it may branch and index freely.
func vpaesDeriveTables() *vpaesTables {
	// Inverses through powers of the generator 3, so that deriving the
	// tables at start-up takes microseconds.
	var exp [255]byte
	var log [256]int
	g := byte(1)
	for i := range exp {
		exp[i], log[g] = g, i
		g ^= vpaesXtime(g) // g·3 = g·x + g
	}
	inv8 := func(x byte) byte { return exp[(255-log[x])%255] } // x ≠ 0
	// ω: a root of t⁴+t+1, so GF(16) = span{1, ω, ω², ω³} inside GF(2^8).
	var w byte
	for c := 2; c < 256; c++ {
		x := byte(c)
		x2 := vpaesGFMul(x, x)
		if vpaesGFMul(x2, x2)^x^1 == 0 {
			w = x
			break
		}
	}
	var emb [16]byte // nibble ↦ element of GF(16) ⊂ GF(2^8)
	for n := 0; n < 16; n++ {
		p := byte(1)
		for b := 0; b < 4; b++ {
			if n>>b&1 == 1 {
				emb[n] ^= p
			}
			p = vpaesGFMul(p, w)
		}
	}
	unemb := func(x byte) byte {
		for n := 0; n < 16; n++ {
			if emb[n] == x {
				return byte(n)
			}
		}
		panic("aes: vpaes: not in GF(16)")
	}
	// ν ∈ GF(16) with t²+t+ν irreducible over GF(16), and β a root of it.
	var nu, beta byte
	for n := 1; n < 16 && beta == 0; n++ {
		hasRoot := false
		for r := 0; r < 16; r++ {
			if vpaesGFMul(emb[r], emb[r])^emb[r]^emb[n] == 0 {
				hasRoot = true
			}
		}
		if hasRoot {
			continue
		}
		nu = emb[n]
		for c := 2; c < 256; c++ {
			if vpaesGFMul(byte(c), byte(c))^byte(c)^nu == 0 {
				beta = byte(c)
				break
			}
		}
	}
	betaQ := beta ^ 1 // the conjugate β^16, since β + β^16 = 1
	// φ: encoding (i << 4 | k) ↦ element i·β + j·β^16 with j = i ^ k; E = φ⁻¹.
	var enc [256]byte
	for e := 0; e < 256; e++ {
		i, k := e>>4, e&15
		x := vpaesGFMul(emb[i], beta) ^ vpaesGFMul(emb[i^k], betaQ)
		enc[x] = byte(e)
	}
	// M: the S-box's linear part, S(x) = M·x⁻¹ ⊕ 0x63 (FIPS 197 §5.1.1).
	mulM := func(x byte) byte {
		var y byte
		for i := 0; i < 8; i++ {
			bit := (x>>i ^ x>>((i+4)%8) ^ x>>((i+5)%8) ^ x>>((i+6)%8) ^ x>>((i+7)%8)) & 1
			y |= bit << i
		}
		return y
	}
	var mInv [256]byte
	for x := 0; x < 256; x++ {
		mInv[mulM(byte(x))] = byte(x)
	}
	dec := func(x byte) byte { return enc[mInv[x]] }
	a := inv8(nu)
	c1 := vpaesGFMul(nu, beta) ^ vpaesGFMul(nu^1, betaQ)
	c2 := vpaesGFMul(nu^1, beta) ^ vpaesGFMul(nu, betaQ)

	t := new(vpaesTables)
	for n := 0; n < 16; n++ {
		t[vpMask][n] = 0x0f
		t[vpS63][n] = 0x63
		if n == 0 {
			t[vpInv][n], t[vpAInv][n] = 0x80, 0x80
		} else {
			t[vpInv][n] = unemb(inv8(emb[n]))
			t[vpAInv][n] = unemb(vpaesGFMul(a, inv8(emb[n])))
		}
		t[vpEncLo][n], t[vpEncHi][n] = enc[n], enc[n<<4]
		t[vpDecLo][n], t[vpDecHi][n] = dec(byte(n)), dec(byte(n<<4))
		if n == 0 {
			continue // io, jo are never 0 for finite values; keep 0
		}
		// y = (1/io)·C1 + (1/jo)·C2: the u tables take io, the t tables jo.
		u := vpaesGFMul(inv8(emb[n]), c1)
		v := vpaesGFMul(inv8(emb[n]), c2)
		for _, tb := range []struct {
			row int
			f   func(byte) byte
		}{
			{vpS1U, func(y byte) byte { return enc[mulM(y)] }},
			{vpS2U, func(y byte) byte { return enc[vpaesGFMul(2, mulM(y))] }},
			{vpSOU, mulM},
			{vpD9U, func(y byte) byte { return dec(vpaesGFMul(9, y)) }},
			{vpDBU, func(y byte) byte { return dec(vpaesGFMul(11, y)) }},
			{vpDDU, func(y byte) byte { return dec(vpaesGFMul(13, y)) }},
			{vpDEU, func(y byte) byte { return dec(vpaesGFMul(14, y)) }},
			{vpDOU, func(y byte) byte { return y }},
		} {
			t[tb.row][n] = tb.f(u)
			t[tb.row+1][n] = tb.f(v)
		}
	}
	// Byte p = 4c+r is row r of column c. ShiftRows takes T'[p] = T[sr(p)];
	// InvShiftRows T'[p] = T[isr(p)]. The view after round r is π = sr^r
	// (isr^r), meaning true byte p is stored at index π(p).
	sr := func(p int) int { c, r := p/4, p%4; return 4*((c+r)%4) + r }
	isr := func(p int) int { c, r := p/4, p%4; return 4*((c-r+4)%4) + r }
	rot := func(p, n int) int { c, r := p/4, p%4; return 4*c + (r+n)%4 }
	for q := 0; q < 4; q++ {
		var pe, pd, pei, pdi [16]int // π and π⁻¹ for both directions
		for p := 0; p < 16; p++ {
			x, y := p, p
			for s := 0; s < q; s++ {
				x, y = sr(x), isr(y)
			}
			pe[p], pd[p] = x, y
		}
		for p := 0; p < 16; p++ {
			pei[pe[p]], pdi[pd[p]] = p, p
		}
		for s := 0; s < 16; s++ {
			// Rotation in the view: new[s] = old[π(rot(π⁻¹(s)))].
			t[vpERot1+q][s] = byte(pe[rot(pei[s], 1)])
			t[vpERot3+q][s] = byte(pe[rot(pei[s], 3)])
			t[vpDRot1+q][s] = byte(pd[rot(pdi[s], 1)])
			// Leaving the view: out[p] = X[π(p)].
			t[vpEFinal+q][s] = byte(pe[s])
			t[vpDFinal+q][s] = byte(pd[s])
		}
	}
	return t
}

// vpaesCols returns the images of the eight single bits under the
// GF(2)-linear byte map given by the nibble tables lo and hi (as the kernels
// apply it with a shuffle), each repeated in every byte of a word: the
// tables are public constants.
func vpaesCols(lo, hi *[16]byte) (cols [8]uint64) {
	const ones = 0x0101010101010101
	for b := 0; b < 4; b++ {
		cols[b] = uint64(lo[1<<b]) * ones
		cols[b+4] = uint64(hi[1<<b]) * ones
	}
	return cols
}

// vpaesLinear64 applies the map of cols to each byte of x, which may be
// secret: each bit selects its column's image through a mask, never an
// index. -(x>>b&1) per byte would need a borrow across bytes; instead bit b
// of each byte, as 0 or 1, times 0xff gives a byte mask with no carries.
func vpaesLinear64(cols *[8]uint64, x uint64) uint64 {
	const ones = 0x0101010101010101
	var y uint64
	for b := 0; b < 8; b++ {
		y ^= (x >> b & ones) * 0xff & cols[b]
	}
	return y
}

// vpaesLinear applies, to each byte of the 16-byte block, the GF(2)-linear
// map given by the two nibble tables lo and hi (see vpaesLinear64).
func vpaesLinear(dst *[16]byte, lo, hi *[16]byte, src *[16]byte) {
	cols := vpaesCols(lo, hi)
	binary.LittleEndian.PutUint64(dst[0:], vpaesLinear64(&cols, binary.LittleEndian.Uint64(src[0:])))
	binary.LittleEndian.PutUint64(dst[8:], vpaesLinear64(&cols, binary.LittleEndian.Uint64(src[8:])))
}

// vpaesXtime multiplies by x in GF(2^8) without a branch.
func vpaesXtime(b byte) byte { return b<<1 ^ 0x1b&-(b>>7) }

// vpaesXtime64 multiplies each byte of w by x in GF(2^8): the top bit of
// each byte selects the reduction 0x1b through a multiply, not a branch.
func vpaesXtime64(w uint64) uint64 {
	return (w&0x7f7f7f7f7f7f7f7f)<<1 ^ (w>>7&0x0101010101010101)*0x1b
}

// vpaesInvMixColumns64 applies InvMixColumns (FIPS 197 §5.3.3) to the two
// columns in x, bytes in memory order (row r of the low column in byte r):
// row r gets 14·a_r + 11·a_{r+1} + 13·a_{r+2} + 9·a_{r+3}, and rotating
// each 32-bit column right by 8k bits brings a_{r+k} to row r.
func vpaesInvMixColumns64(x uint64) uint64 {
	rot8 := func(v uint64) uint64 { return v>>8&0x00ffffff00ffffff | v<<24&0xff000000ff000000 }
	rot16 := func(v uint64) uint64 { return v>>16&0x0000ffff0000ffff | v<<16&0xffff0000ffff0000 }
	rot24 := func(v uint64) uint64 { return v>>24&0x000000ff000000ff | v<<8&0xffffff00ffffff00 }
	x2 := vpaesXtime64(x)
	x4 := vpaesXtime64(x2)
	x8 := vpaesXtime64(x4)
	return x8 ^ x4 ^ x2 ^ rot8(x8^x2^x) ^ rot16(x8^x4^x) ^ rot24(x8^x)
}

// vpaesInvMixColumns applies InvMixColumns to a round key.
func vpaesInvMixColumns(k *[16]byte) [16]byte {
	var out [16]byte
	binary.LittleEndian.PutUint64(out[0:], vpaesInvMixColumns64(binary.LittleEndian.Uint64(k[0:])))
	binary.LittleEndian.PutUint64(out[8:], vpaesInvMixColumns64(binary.LittleEndian.Uint64(k[8:])))
	return out
}

// vpaesExpandKey builds both vpaes schedules. subBytes applies the AES S-box
// to 16 bytes in constant time (the tier's kernel in production, its Go twin
// in tests). The standard expansion is FIPS 197 §5.2; the vpaes forms are
// described at vpaesKey. If enc is not nil it also receives the standard
// expanded key, as Block.RoundKeys returns it (zero past round key Nr).
func vpaesExpandKey(k *vpaesKey, tab *vpaesTables, key []byte, subBytes func([16]byte) [16]byte, enc *[240]byte) {
	var fips [240]byte
	if enc == nil {
		enc = &fips
	}
	var scratch [15][16]byte
	k.rounds = vpaesFIPSKey(key, subBytes, enc)
	kk := k.withDec(&scratch)
	vpaesScheduleGeneric(&kk, tab, enc)
	clear(fips[:])
	clear(scratch[:]) // an encryption-only key's decryption schedule
}

// vpaesFIPSKey writes the FIPS 197 §5.2 expansion of key into enc (zero past
// round key Nr) with the vpaes S-box and returns Nr.
func vpaesFIPSKey(key []byte, subBytes func([16]byte) [16]byte, enc *[240]byte) int {
	nk := len(key) / 4
	switch len(key) {
	case 16, 24, 32:
	default:
		panic("aes: vpaes: invalid key size")
	}
	nr := nk + 6
	var blk, sub [16]byte // by value, so nothing escapes to the heap
	expandKeyWith(key, enc, func(t uint32) uint32 {
		binary.BigEndian.PutUint32(blk[:], t)
		sub = subBytes(blk)
		return binary.BigEndian.Uint32(sub[:])
	})
	clear(blk[:])
	clear(sub[:])
	return nr
}

// vpaesScheduleGeneric derives the vpaes schedules (see vpaesKey) from the
// standard expanded key w for k.rounds rounds; vpaesScheduleAsm is its
// amd64 twin.
func vpaesScheduleGeneric(k *vpaesKey, tab *vpaesTables, w *[240]byte) {
	nr := k.rounds
	// Round key r as two little-endian words of its bytes (FIPS 197 order).
	rk := func(r int) (lo, hi uint64) {
		return binary.LittleEndian.Uint64(w[16*r:]), binary.LittleEndian.Uint64(w[16*r+8:])
	}
	// Storing a key into a view: true byte p goes to index π(p), and the
	// final shuffle of that view is π itself (public indexes).
	intoView := func(dst *[16]byte, lo, hi uint64, final, r int) {
		var b [16]byte
		binary.LittleEndian.PutUint64(b[0:], lo)
		binary.LittleEndian.PutUint64(b[8:], hi)
		for p, q := range &tab[final+r%4] {
			dst[q&15] = b[p]
		}
	}
	put := func(dst *[16]byte, lo, hi uint64) {
		binary.LittleEndian.PutUint64(dst[0:], lo)
		binary.LittleEndian.PutUint64(dst[8:], hi)
	}
	const x63, x05 = 0x6363636363636363, 0x0505050505050505
	ce := vpaesCols(&tab[vpEncLo], &tab[vpEncHi])
	cd := vpaesCols(&tab[vpDecLo], &tab[vpDecHi])
	e5 := vpaesLinear64(&ce, x05) // E(0x05…), folded into every decryption key

	// Encryption schedule: E is linear, so E(rk ⊕ 0x63…) = E(rk) ⊕ E(0x63…).
	e63 := vpaesLinear64(&ce, x63)
	lo, hi := rk(0)
	put(&k.enc[0], vpaesLinear64(&ce, lo), vpaesLinear64(&ce, hi))
	for r := 1; r < nr; r++ {
		lo, hi := rk(r)
		intoView(&k.enc[r], vpaesLinear64(&ce, lo)^e63, vpaesLinear64(&ce, hi)^e63, vpEFinal, r)
	}
	lo, hi = rk(nr)
	put(&k.enc[nr], lo^x63, hi^x63)

	// Decryption schedule (equivalent inverse cipher).
	put(&k.dec[0], vpaesLinear64(&cd, lo)^e5, vpaesLinear64(&cd, hi)^e5)
	for r := 1; r < nr; r++ {
		lo, hi := rk(nr - r)
		lo, hi = vpaesInvMixColumns64(lo), vpaesInvMixColumns64(hi)
		intoView(&k.dec[r], vpaesLinear64(&cd, lo)^e5, vpaesLinear64(&cd, hi)^e5, vpDFinal, r)
	}
	lo, hi = rk(0)
	put(&k.dec[nr], lo, hi)
	for r := nr + 1; r < 15; r++ {
		k.enc[r], k.dec[r] = [16]byte{}, [16]byte{}
	}
}
