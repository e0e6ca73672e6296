// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	_ "embed"
	"encoding/binary"
)

// Precomputed base-point tables, written by gen_tables.go (go generate) and
// checked by TestBaseTables: for window i and j = 1..2^(w−1), the affine
// point j·2^(wi)·G (w = p256BaseW etc.) as x then y, each as little-endian 64-bit limbs (little-endian
// bytes) of the field's internal representation (Montgomery form for P-256
// and P-384, plain for P-521). Decoded once, on first use.
var (
	//go:embed p256_table.bin
	p256TableBin string
	//go:embed p384_table.bin
	p384TableBin string
	//go:embed p521_table.bin
	p521TableBin string
)

// decodeTable calls set(i, j, x, y) for every entry of a table of windows
// windows of entries points with coordinates of limbs limbs.
func decodeTable(bin string, set func(i, j int, x, y []uint64), windows, entries, limbs int) {
	if len(bin) != windows*entries*2*limbs*8 {
		panic("nistec: precomputed table has the wrong size")
	}
	x := make([]uint64, limbs)
	y := make([]uint64, limbs)
	off := 0
	read := func(dst []uint64) {
		for k := range dst {
			dst[k] = binary.LittleEndian.Uint64([]byte(bin[off : off+8]))
			off += 8
		}
	}
	for i := 0; i < windows; i++ {
		for j := 0; j < entries; j++ {
			read(x)
			read(y)
			set(i, j, x, y)
		}
	}
}

// baseNAFWidth is the wNAF width of u1 in ScalarBaseMultAddVarTime: a
// non-zero digit every 11 bits on average, from a table of 256 odd
// multiples of G (16, 24 and 36 KiB for P-256, P-384 and P-521, computed
// on first use).
const baseNAFWidth = 10

// wnafVarTime writes the width-5 non-adjacent form of the little-endian
// limbs s into out, least significant digit first (odd digits in [−15, 15]
// separated by zeros), and returns its length. Variable time: s is public.
func wnafVarTime(out []int16, s []uint64) int { return wnafWidthVarTime(out, s, 5) }

// wnafWidthVarTime writes the width-w non-adjacent form of s (2 ≤ w ≤ 15):
// odd digits in [−(2^(w−1) − 1), 2^(w−1) − 1], any two non-zero digits at
// least w positions apart, least significant first; it returns the length
// (at most one more than the bit length of s). Variable time: s is public.
func wnafWidthVarTime(out []int16, s []uint64, w uint) int {
	// Scan bit positions, skipping runs equal to the pending carry; at a
	// position that starts a digit, take the next w bits plus the carry
	// and make the digit odd and signed (a borrow from the next window
	// becomes the new carry).
	clear(out)
	n := 0
	var carry uint64
	for bit := 0; bit < len(out); {
		if (s[bit/64]>>(bit%64))&1 == carry {
			bit++
			continue
		}
		word := bitsAt(s, bit, w) + carry
		carry = word >> (w - 1) & 1
		out[bit] = int16(int(word) - int(carry<<w))
		n = bit + 1
		bit += int(w)
	}
	return n
}

// bitsAt returns the w < 64 bits of s starting at bit position bit, reading
// zeros past the end of s.
func bitsAt(s []uint64, bit int, w uint) uint64 {
	i, b := bit/64, uint(bit%64)
	v := s[i] >> b
	if b+w > 64 && i+1 < len(s) {
		v |= s[i+1] << (64 - b)
	}
	return v & (1<<w - 1)
}
