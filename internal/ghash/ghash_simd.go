// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

// Vector-permute GHASH (the "SSSE3" and "NEON" tiers), for CPUs without a
// carry-less multiplication instruction.
//
// The 4-bit table method writes X·H (SP 800-38D §6.3) as
//
//	X·H = Σ_b x^(8b) · (T[hi_b] + T'[lo_b]),   b = 0..15 the bytes of X,
//
// where hi_b and lo_b are the high and low nibble of byte b (in the spec's
// bit order the high nibble holds the coefficients of x^(8b)..x^(8b+3)),
// T[n] = n·H and T'[n] = n·H·x^4 for the 16 nibble polynomials n. Looking
// T up by a secret nibble in memory would leak through the cache, so the
// tables are kept transposed: row i of T holds byte i of T[0..15], 16
// bytes that fit one vector register. One byte shuffle (PSHUFB / TBL) of
// row i by the 16 high nibbles of X yields byte i of T[hi_b] in lane b for
// every b at once, reading every table entry in-register whatever the
// nibbles are. With U_b = T[hi_b] + T'[lo_b], lane b of the shuffled rows
// is byte i of U_b, which lands in byte b+i of the unreduced 256-bit
// product. Horner's rule over the rows (i = 15 down to 0: shift the 32-byte
// accumulator up by one byte, XOR row i's lookups into its low half) places
// every byte, and one reduction per batch folds the high half: its degree
// is at most 247, so the high half times x^128 mod P = x^7+x^2+x+1 needs
// no second fold.
//
// A batch of simdBatch blocks multiplies block j by H^(simdBatch-j) and
// sums the lookups of all blocks before the shared shift and reduction, so
// the shifts and the reduction are paid once per batch.
//
// Every instruction of the kernels runs for every block whatever the key
// or the data; table rows are loaded from addresses that depend only on the
// row index and the (public) length.
//
// Only keys of the tiers "SSSE3" and "NEON" build these tables, on their
// first Update (Key.simdTable, from the main table's H^4..H^1), and
// Key.update sends them to
//
//	func archUpdateSIMD(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte)
//
// (ghash_ssse3_amd64.go: updateSSSE3, ghash_neon_arm64.go: updateNEON;
// ghash_simd_noasm.go panics, as archTier never picks these tiers there),
// which absorbs len(blocks)/16 whole blocks like archUpdate. The kernels'
// Go model is updateSIMDModel in ghash_simd_test.go.

// simdBatch is the number of blocks the vector-permute kernels hash per
// reduction, and the number of powers of H they keep tables for.
const simdBatch = 4

// simdKey holds, for j = 0..simdBatch-1, the transposed tables of
// H^(simdBatch-j): rows[j][i][0] is row i of T (lane n = byte i of n·H^k in
// spec order) and rows[j][i][1] row i of T' (lane n = byte i of n·H^k·x^4).
// The last entry, rows[simdBatch-1], is H^1.
type simdKey struct {
	rows [simdBatch][16][2][16]byte
}

// init builds the tables from the shared power table.
func (s *simdKey) init(pow *[NumPowers][16]byte) {
	for j := range s.rows {
		k := simdBatch - j
		// Powers hold H^k·x^-1 reflected; one multiplication by x gives H^k.
		h := mulX(loadElementLE(&pow[NumPowers-k]))
		// hx[t] = H^k·x^t for t = 0..7.
		var hx [8]element
		hx[0] = h
		for t := 1; t < 8; t++ {
			hx[t] = mulX(hx[t-1])
		}
		for n := range 16 { // n is a public table index
			var tn, tn4 element
			for t := range 4 {
				// Bit 3-t of the nibble is the coefficient of x^t.
				if n>>(3-t)&1 == 1 {
					tn.hi ^= hx[t].hi
					tn.lo ^= hx[t].lo
					tn4.hi ^= hx[t+4].hi
					tn4.lo ^= hx[t+4].lo
				}
			}
			var b, b4 [16]byte
			tn.store(&b)
			tn4.store(&b4)
			for i := range 16 {
				s.rows[j][i][0][n] = b[i]
				s.rows[j][i][1][n] = b4[i]
			}
		}
	}
}

// mulX returns e·x mod P in reflected form: a right shift by one, folding
// the x^127 coefficient (bit 0) back as x^128 = x^7 + x^2 + x + 1.
func mulX(e element) element {
	carry := -(e.lo & 1) // all ones iff bit 0 is set; no branch on key bits
	return element{e.hi>>1 ^ carry&0xE100000000000000, e.lo>>1 | e.hi<<63}
}
