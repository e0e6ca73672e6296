// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"encoding/binary"
	"math/bits"
)

// expandKey computes the FIPS 197 §5.2 key expansion into enc and the
// equivalent inverse cipher schedule of §5.3.5 into dec, in constant time:
// SubWord goes through the bitsliced S-box circuit, and InvMixColumns
// through masked doubling; only the round structure (public) branches.
// It is the Go twin of the hardware tiers' key expansion (hwExpandKey).
func expandKey(key []byte, rounds int, enc, dec *[240]byte) {
	expandKeyEnc(key, rounds, enc)
	invertKey(rounds, enc, dec)
}

// expandKeyEnc is the encryption half of expandKey, all the Base tier
// needs (its decryption runs the inverse cipher on the same round keys).
// Bytes past round key Nr are zero.
func expandKeyEnc(key []byte, rounds int, enc *[240]byte) {
	nk := len(key) / 4
	nw := 4 * (rounds + 1)
	var w [60]uint32
	for i := range nk {
		w[i] = binary.BigEndian.Uint32(key[4*i:])
	}
	// One step per Nk words: w[i] = w[i-Nk] ⊕ SubWord(RotWord(w[i-1])) ⊕
	// Rcon[i/Nk], Rcon[i/Nk] = x^(i/Nk-1) in the top byte, then each next
	// word chains onto the one before (through SubWord at i+4 for AES-256).
	rcon := uint32(1)
	for i := nk; i < nw; i += nk {
		t := subWord(bits.RotateLeft32(w[i-1], 8)) ^ rcon<<24
		rcon = uint32(xtime(byte(rcon)))
		for j := 0; j < nk && i+j < nw; j++ {
			if nk > 6 && j == 4 {
				t = subWord(t)
			}
			t ^= w[i+j-nk]
			w[i+j] = t
		}
	}
	for i := range nw {
		binary.BigEndian.PutUint32(enc[4*i:], w[i])
	}
	clear(enc[4*nw:])
	clear(w[:])
}

// invertKey derives the equivalent inverse cipher schedule (FIPS 197
// §5.3.5) from the expanded key: dec round r is enc round rounds-r, the
// middle ones through InvMixColumns so that decryption can add them after
// InvMixColumns. Bytes past round key Nr are zero.
func invertKey(rounds int, enc, dec *[240]byte) {
	for r := 0; r <= rounds; r++ {
		src := enc[16*(rounds-r) : 16*(rounds-r)+16]
		dst := dec[16*r : 16*r+16]
		copy(dst, src)
		if r > 0 && r < rounds {
			for c := 0; c < 16; c += 4 {
				invMixColumn((*[4]byte)(dst[c:]))
			}
		}
	}
	clear(dec[16*(rounds+1):])
}

// xtime multiplies by x in GF(2^8) (FIPS 197 §4.2.1) without branching:
// -(b>>7) is 0xff exactly when the top bit is set, selecting the reduction.
func xtime(b byte) byte {
	return b<<1 ^ 0x1b&-(b>>7)
}

// invMixColumn applies InvMixColumns (FIPS 197 §5.3.3) to one column:
// s'_r = 14 s_r + 11 s_{r+1} + 13 s_{r+2} + 9 s_{r+3}.
func invMixColumn(c *[4]byte) {
	var x2, x4, x8 [4]byte
	for i := range 4 {
		x2[i] = xtime(c[i])
		x4[i] = xtime(x2[i])
		x8[i] = xtime(x4[i])
	}
	var out [4]byte
	for r := range 4 {
		a, b, d, e := r, (r+1)%4, (r+2)%4, (r+3)%4
		out[r] = x8[a] ^ x4[a] ^ x2[a] ^ // 14
			x8[b] ^ x2[b] ^ c[b] ^ // 11
			x8[d] ^ x4[d] ^ c[d] ^ // 13
			x8[e] ^ c[e] // 9
	}
	*c = out
}

// subWord applies the S-box to each byte of w through the bitsliced circuit.
// The circuit works position by position, so word j may hold bit j of byte
// k at bit 8k: a shift and a mask in, the same out.
func subWord(w uint32) uint32 {
	var q [8]uint64
	for j := range 8 {
		q[j] = uint64(w>>j) & 0x01010101
	}
	sbox(&q)
	var out uint32
	for j := range 8 {
		out |= uint32(q[j]&0x01010101) << j
	}
	return out
}
