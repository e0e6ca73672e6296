// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// The Base tier's single-block encryption on 32-bit ports. The layout of
// base_single.go is two uint64 (four register pairs there) and needs
// packing and unpacking around every S-box circuit; here one block is
// eight uint32 words, word j holding bit j of every state byte, byte
// (row r, column c) at bit 4r+c and again at 16+4r+c. The circuit runs on
// the words as they are, and with each 16-bit plane doubled, a 32-bit
// rotation by 4k is a 16-bit one: it moves every byte k rows up, which is
// what MixColumns needs; the rounds are semi-fixsliced (below), so
// ShiftRows costs one delta swap a word every other round.

// key32 is the view, on 32-bit ports, of the single-block encryption round
// keys (basePlanes, base_single.go's [15][2]uint64) as the round keys of
// this layout, one 16-bit half of each plane (the other is the same):
// 15 x 8 x 2 bytes is exactly their size. There the single-block
// encryption paths (Encrypt, CBC and CTR on one block) run here and never
// read the array as encrypt1's layout; decryption keeps its own array.
func key32(rk *[15][2]uint64) *[15][8]uint16 { return (*[15][8]uint16)(unsafe.Pointer(rk)) }

// The view covers the array exactly.
const _ = -uint(unsafe.Sizeof([15][2]uint64{}) ^ unsafe.Sizeof([15][8]uint16{}))

// oneKey32FromBytes replaces the round keys rk with their key32 view's on
// 32-bit ports; elsewhere it leaves rk alone.
func oneKey32FromBytes(rk *[15][2]uint64, rounds int, std *[240]byte) {
	if narrow {
		key32FromBytes(key32(rk), rounds, std)
	}
}

// key32FromBytes puts the round keys of std (FIPS 197 §5.2) in the layout,
// odd rounds' keys shifted back by one ShiftRows (see oddRound32).
func key32FromBytes(k *[15][8]uint16, rounds int, std *[240]byte) {
	*k = [15][8]uint16{}
	for r := 0; r <= rounds; r++ {
		rk := [16]byte(std[16*r:])
		if r%2 == 1 && r < rounds {
			// InvShiftRows (§5.3.1): byte (row i, column c) goes to
			// column c+i.
			for i := range 16 {
				rk[(4*(i/4+i%4)+i%4)%16] = std[16*r+i]
			}
		}
		var q [8]uint32
		load32(&q, &rk)
		for j := range q {
			k[r][j] = uint16(q[j])
		}
	}
}

// bytesFromKey32 is the inverse of key32FromBytes: the expanded key back
// from the round keys, odd rounds' keys shifted forward again.
func bytesFromKey32(std *[240]byte, k *[15][8]uint16, rounds int) {
	for r := 0; r <= rounds; r++ {
		var q [8]uint32
		for j := range q {
			q[j] = dup16(k[r][j])
		}
		var rk [16]byte
		store32(&rk, &q)
		for i := range 16 {
			if r%2 == 1 && r < rounds {
				// ShiftRows: byte (row i, column c) from column c+i.
				std[16*r+i] = rk[(4*(i/4+i%4)+i%4)%16]
			} else {
				std[16*r+i] = rk[i]
			}
		}
	}
	clear(std[16*(rounds+1):])
}

// swap32 exchanges the bits of a selected by mask<<s with those of b
// selected by mask (a delta swap between two words).
func swap32(a, b *uint32, s uint, mask uint32) {
	t := (*a>>s ^ *b) & mask
	*a ^= t << s
	*b ^= t
}

// swapIn32 exchanges the bits of x selected by mask<<s with those
// selected by mask (a delta swap inside a word).
func swapIn32(x uint32, s uint, mask uint32) uint32 {
	t := (x>>s ^ x) & mask
	return x ^ t ^ t<<s
}

// load32 puts a block in the layout. The four little-endian words w[c]
// (column c) hold bit j of row r at bit 8r+j: in index bits, word (c1 c0),
// bit (r1 r0 j2 j1 j0). Two delta swaps between words exchange c1 with j2
// and c0 with j1, giving word (j2 j1), bit (r1 r0 c1 c0 j0); an unshuffle
// (Hacker's Delight §7-2) makes that (j0 r1 r0 c1 c0), so the halves of
// word k are planes 2k and 2k+1.
func load32(q *[8]uint32, src *[16]byte) {
	w0 := binary.LittleEndian.Uint32(src[0:4])
	w1 := binary.LittleEndian.Uint32(src[4:8])
	w2 := binary.LittleEndian.Uint32(src[8:12])
	w3 := binary.LittleEndian.Uint32(src[12:16])
	swap32(&w0, &w2, 4, 0x0f0f0f0f)
	swap32(&w1, &w3, 4, 0x0f0f0f0f)
	swap32(&w0, &w1, 2, 0x33333333)
	swap32(&w2, &w3, 2, 0x33333333)
	for k, w := range [4]uint32{w0, w1, w2, w3} {
		w = swapIn32(w, 1, 0x22222222)
		w = swapIn32(w, 2, 0x0c0c0c0c)
		w = swapIn32(w, 4, 0x00f000f0)
		w = swapIn32(w, 8, 0x0000ff00)
		q[2*k] = w&0xffff | w<<16
		q[2*k+1] = w>>16 | w&0xffff0000
	}
}

// store32 is the inverse of load32: the same steps in reverse order, each
// its own inverse.
func store32(dst *[16]byte, q *[8]uint32) {
	var w [4]uint32
	for k := range w {
		x := q[2*k]&0xffff | q[2*k+1]<<16
		x = swapIn32(x, 8, 0x0000ff00)
		x = swapIn32(x, 4, 0x00f000f0)
		x = swapIn32(x, 2, 0x0c0c0c0c)
		w[k] = swapIn32(x, 1, 0x22222222)
	}
	swap32(&w[2], &w[3], 2, 0x33333333)
	swap32(&w[0], &w[1], 2, 0x33333333)
	swap32(&w[1], &w[3], 4, 0x0f0f0f0f)
	swap32(&w[0], &w[2], 4, 0x0f0f0f0f)
	binary.LittleEndian.PutUint32(dst[0:4], w[0])
	binary.LittleEndian.PutUint32(dst[4:8], w[1])
	binary.LittleEndian.PutUint32(dst[8:12], w[2])
	binary.LittleEndian.PutUint32(dst[12:16], w[3])
}

// The rounds are semi-fixsliced (Adomnicai and Peyrin, "Fixslicing AES",
// TCHES 2021/1), as encrypt4's are: odd rounds skip ShiftRows and leave the
// state one ShiftRows behind, byte (r, c) stored at column c+r; MixColumns
// there finds a byte's neighbours one row down and one column right. Even
// rounds catch up with ShiftRows twice, which turns rows 1 and 3 by two
// columns: one delta swap. Odd rounds' keys are stored shifted back to
// match (key32FromBytes).

// shiftRows2x32 is ShiftRows applied twice (FIPS 197 §5.1.2) to one plane:
// rows 1 and 3 (bits 4..7, 12..15) exchange their column pairs.
func shiftRows2x32(x uint32) uint32 { return swapIn32(x, 2, 0x30303030) }

// nextRowCol32 is, at every byte's place (r, c) of a plane, the byte at
// (r+1, c+1): bit 4(r+1)+(c+1)%4, a rotation by 5 for c < 3 and by 1 for
// c = 3 (the doubled halves make the rows wrap). The choice between the
// two is v ^ (u ^ v) & mask: one mask constant, not two.
func nextRowCol32(x uint32) uint32 {
	u, v := bits.RotateLeft32(x, -5), bits.RotateLeft32(x, -1)
	return v ^ (u^v)&0x77777777
}

// twoRowsCols32 is, likewise, the byte at (r+2, c+2).
func twoRowsCols32(x uint32) uint32 {
	u, v := bits.RotateLeft32(x, -10), bits.RotateLeft32(x, -6)
	return v ^ (u^v)&0x33333333
}

// oddRound32 is the linear part of an odd round, MixColumns (FIPS 197
// §5.1.3) and AddRoundKey: with n = s_{r+1} at row r's place, t = s + n
// and m = n + t_{r+2}, MixColumns is 2t + m; doubling moves plane i to
// plane i+1 and folds plane 7 into planes 0, 1, 3 and 4 (0x1b). No
// ShiftRows: a byte's neighbours in its column are one row down and one
// column right, two down and two right. Plane by plane, plane 7 first,
// so that few values are live at once.
func oddRound32(q *[8]uint32, rk *[8]uint16) {
	n := nextRowCol32(q[7])
	t7 := q[7] ^ n
	m7 := n ^ twoRowsCols32(t7)
	n = nextRowCol32(q[0])
	t0 := q[0] ^ n
	q[0] = t7 ^ n ^ twoRowsCols32(t0) ^ dup16(rk[0])
	n = nextRowCol32(q[1])
	t1 := q[1] ^ n
	q[1] = t0 ^ t7 ^ n ^ twoRowsCols32(t1) ^ dup16(rk[1])
	n = nextRowCol32(q[2])
	t2 := q[2] ^ n
	q[2] = t1 ^ n ^ twoRowsCols32(t2) ^ dup16(rk[2])
	n = nextRowCol32(q[3])
	t3 := q[3] ^ n
	q[3] = t2 ^ t7 ^ n ^ twoRowsCols32(t3) ^ dup16(rk[3])
	n = nextRowCol32(q[4])
	t4 := q[4] ^ n
	q[4] = t3 ^ t7 ^ n ^ twoRowsCols32(t4) ^ dup16(rk[4])
	n = nextRowCol32(q[5])
	t5 := q[5] ^ n
	q[5] = t4 ^ n ^ twoRowsCols32(t5) ^ dup16(rk[5])
	n = nextRowCol32(q[6])
	t6 := q[6] ^ n
	q[6] = t5 ^ n ^ twoRowsCols32(t6) ^ dup16(rk[6])
	q[7] = t6 ^ m7 ^ dup16(rk[7])
}

// evenRound32 is the linear part of an even round: ShiftRows twice, then
// oddRound32's MixColumns and AddRoundKey with the neighbours straight
// down the column (rotations by 4 and 8: each 16-bit plane is doubled, so
// a 32-bit rotation is a 16-bit one). Its plane steps have oddRound32's
// shape, and each function's eight steps one another's: one step function
// taking the neighbour moves as func values would not be inlined, and a
// loop over the planes keeps them in memory (as encRoundOdd and
// encRoundEven, aes_generic.go).
func evenRound32(q *[8]uint32, rk *[8]uint16) {
	s := shiftRows2x32(q[7])
	n := bits.RotateLeft32(s, -4)
	t7 := s ^ n
	m7 := n ^ bits.RotateLeft32(t7, -8)
	s = shiftRows2x32(q[0])
	n = bits.RotateLeft32(s, -4)
	t0 := s ^ n
	q[0] = t7 ^ n ^ bits.RotateLeft32(t0, -8) ^ dup16(rk[0])
	s = shiftRows2x32(q[1])
	n = bits.RotateLeft32(s, -4)
	t1 := s ^ n
	q[1] = t0 ^ t7 ^ n ^ bits.RotateLeft32(t1, -8) ^ dup16(rk[1])
	s = shiftRows2x32(q[2])
	n = bits.RotateLeft32(s, -4)
	t2 := s ^ n
	q[2] = t1 ^ n ^ bits.RotateLeft32(t2, -8) ^ dup16(rk[2])
	s = shiftRows2x32(q[3])
	n = bits.RotateLeft32(s, -4)
	t3 := s ^ n
	q[3] = t2 ^ t7 ^ n ^ bits.RotateLeft32(t3, -8) ^ dup16(rk[3])
	s = shiftRows2x32(q[4])
	n = bits.RotateLeft32(s, -4)
	t4 := s ^ n
	q[4] = t3 ^ t7 ^ n ^ bits.RotateLeft32(t4, -8) ^ dup16(rk[4])
	s = shiftRows2x32(q[5])
	n = bits.RotateLeft32(s, -4)
	t5 := s ^ n
	q[5] = t4 ^ n ^ bits.RotateLeft32(t5, -8) ^ dup16(rk[5])
	s = shiftRows2x32(q[6])
	n = bits.RotateLeft32(s, -4)
	t6 := s ^ n
	q[6] = t5 ^ n ^ bits.RotateLeft32(t6, -8) ^ dup16(rk[6])
	q[7] = t6 ^ m7 ^ dup16(rk[7])
}

// dup16 is a key half in both halves of a word.
func dup16(h uint16) uint32 { return uint32(h) | uint32(h)<<16 }

// encrypt32 encrypts the block in q with the round keys k (FIPS 197 §5.1).
// The round count is even, so the last odd round leaves the state one
// ShiftRows behind, and the last round applies it twice.
func encrypt32(k *[15][8]uint16, rounds int, q *[8]uint32) {
	y := forwardScratch32()
	addKey32(q, &k[0])
	for r := 1; r < rounds; r += 2 {
		sboxEval(q, y)
		oddRound32(q, &k[r])
		if r+1 < rounds {
			sboxEval(q, y)
			evenRound32(q, &k[r+1])
		}
	}
	sboxEval(q, y)
	q[0], q[1], q[2], q[3] = shiftRows2x32(q[0]), shiftRows2x32(q[1]), shiftRows2x32(q[2]), shiftRows2x32(q[3])
	q[4], q[5], q[6], q[7] = shiftRows2x32(q[4]), shiftRows2x32(q[5]), shiftRows2x32(q[6]), shiftRows2x32(q[7])
	addKey32(q, &k[rounds])
}

// addKey32 is AddRoundKey (FIPS 197 §5.1.4), written out (a loop would
// keep its index and bounds checks).
func addKey32(q *[8]uint32, rk *[8]uint16) {
	q[0], q[1], q[2], q[3] = q[0]^dup16(rk[0]), q[1]^dup16(rk[1]), q[2]^dup16(rk[2]), q[3]^dup16(rk[3])
	q[4], q[5], q[6], q[7] = q[4]^dup16(rk[4]), q[5]^dup16(rk[5]), q[6]^dup16(rk[6]), q[7]^dup16(rk[7])
}

// encryptBlock32 is encryptBlockOne on 32-bit ports.
func encryptBlock32(rk *[15][2]uint64, rounds int, dst, src *[16]byte) {
	var q [8]uint32
	load32(&q, src)
	encrypt32(key32(rk), rounds, &q)
	store32(dst, &q)
}

// cbcEncrypt32 is cbcEncryptOne on 32-bit ports, chaining in the layout
// (load32 is linear, so XOR there is XOR on bytes).
func cbcEncrypt32(rk *[15][2]uint64, rounds int, dst, src []byte, iv *[16]byte) {
	var q, p [8]uint32
	load32(&q, iv)
	for len(src) >= 16 {
		load32(&p, (*[16]byte)(src))
		for j := range q {
			q[j] ^= p[j]
		}
		encrypt32(key32(rk), rounds, &q)
		store32((*[16]byte)(dst), &q)
		src, dst = src[16:], dst[16:]
	}
	store32(iv, &q)
}
