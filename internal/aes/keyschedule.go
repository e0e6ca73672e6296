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
// Bytes past round key Nr are zero. expandKeyWith has one loop per key
// size over words held in variables: w[i] = w[i-Nk] ⊕ SubWord(RotWord(w[i-1])) ⊕
// Rcon[i/Nk] (Rcon[j] = x^(j-1) in the top byte) at the start of every Nk
// words, w[i] = w[i-Nk] ⊕ SubWord(w[i-1]) halfway for AES-256, and w[i] =
// w[i-Nk] ⊕ w[i-1] otherwise.
func expandKeyEnc(key []byte, rounds int, enc *[240]byte) {
	var y sboxScratch
	expandKeyWith(key, enc, func(w uint32) uint32 { return subWordWith(w, &y) })
	clear(y[:])
}

// expandKeyWith is the FIPS 197 §5.2 key expansion with the given SubWord
// (the Base tier's circuit, or the vpaes tier's S-box kernel).
func expandKeyWith(key []byte, enc *[240]byte, subWord func(uint32) uint32) {
	put := func(i int, x uint32) { binary.BigEndian.PutUint32(enc[4*i:], x) }
	get := func(i int) uint32 { return binary.BigEndian.Uint32(key[4*i:]) }
	rcon := uint32(1)
	next := func(last uint32) uint32 {
		t := subWord(bits.RotateLeft32(last, 8)) ^ rcon<<24
		rcon = uint32(xtime(byte(rcon)))
		return t
	}
	// One case per key length (Nk = 4, 6, 8), each with its window of Nk
	// words in locals so that they stay in registers: the cases differ only
	// in Nk, where the window ends, and AES-256's SubWord at i mod 8 = 4.
	switch len(key) {
	case 16:
		w0, w1, w2, w3 := get(0), get(1), get(2), get(3)
		put(0, w0)
		put(1, w1)
		put(2, w2)
		put(3, w3)
		for i := 4; i < 44; i += 4 {
			w0 ^= next(w3)
			w1 ^= w0
			w2 ^= w1
			w3 ^= w2
			put(i, w0)
			put(i+1, w1)
			put(i+2, w2)
			put(i+3, w3)
		}
		clear(enc[176:])
	case 24: // the same steps on a window of six words
		w0, w1, w2, w3, w4, w5 := get(0), get(1), get(2), get(3), get(4), get(5)
		put(0, w0)
		put(1, w1)
		put(2, w2)
		put(3, w3)
		put(4, w4)
		put(5, w5)
		for i := 6; i < 52; i += 6 {
			w0 ^= next(w5)
			w1 ^= w0
			w2 ^= w1
			w3 ^= w2
			put(i, w0)
			put(i+1, w1)
			put(i+2, w2)
			put(i+3, w3)
			if i+4 == 52 {
				break
			}
			w4 ^= w3
			w5 ^= w4
			put(i+4, w4)
			put(i+5, w5)
		}
		clear(enc[208:])
	default: // and of eight, with the extra SubWord
		w0, w1, w2, w3, w4, w5, w6, w7 := get(0), get(1), get(2), get(3), get(4), get(5), get(6), get(7)
		put(0, w0)
		put(1, w1)
		put(2, w2)
		put(3, w3)
		put(4, w4)
		put(5, w5)
		put(6, w6)
		put(7, w7)
		for i := 8; i < 60; i += 8 {
			w0 ^= next(w7)
			w1 ^= w0
			w2 ^= w1
			w3 ^= w2
			put(i, w0)
			put(i+1, w1)
			put(i+2, w2)
			put(i+3, w3)
			if i+4 == 60 {
				break
			}
			w4 ^= subWord(w3)
			w5 ^= w4
			w6 ^= w5
			w7 ^= w6
			put(i+4, w4)
			put(i+5, w5)
			put(i+6, w6)
			put(i+7, w7)
		}
	}
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
	var y sboxScratch
	return subWordWith(w, &y)
}

// subWordWith is subWord with the circuit's scratch from the caller.
func subWordWith(w uint32, y *sboxScratch) uint32 {
	var q [8]uint64
	for j := range 8 {
		q[j] = uint64(w>>j) & 0x01010101
	}
	sboxWith(&q, y)
	var out uint32
	for j := range 8 {
		out |= uint32(q[j]&0x01010101) << j
	}
	return out
}
