package nistec

import (
	_ "embed"
	"encoding/binary"
)

// Precomputed base-point tables, written by gen_tables.go (go generate) and
// checked by TestBaseTables: for window i and j = 1..16, the affine point
// j·2^(5i)·G as x then y, each as little-endian 64-bit limbs (little-endian
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
// windows of 16 points with coordinates of limbs limbs.
func decodeTable(bin string, set func(i, j int, x, y []uint64), windows, limbs int) {
	if len(bin) != windows*16*2*limbs*8 {
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
		for j := 0; j < 16; j++ {
			read(x)
			read(y)
			set(i, j, x, y)
		}
	}
}

// baseNAFWidth is the wNAF width of u1 in ScalarBaseMultAddVarTime: a
// non-zero digit every 9 bits on average, from a table of 64 odd multiples
// of G.
const baseNAFWidth = 8

// wnafVarTime writes the width-5 non-adjacent form of the little-endian
// limbs s into out, least significant digit first (odd digits in [−15, 15]
// separated by zeros), and returns its length. Variable time: s is public.
func wnafVarTime(out []int8, s []uint64) int { return wnafWidthVarTime(out, s, 5) }

// wnafWidthVarTime writes the width-w non-adjacent form of s (2 ≤ w ≤ 8):
// odd digits in [−(2^(w−1) − 1), 2^(w−1) − 1], any two non-zero digits at
// least w positions apart, least significant first; it returns the length
// (at most one more than the bit length of s). Variable time: s is public.
func wnafWidthVarTime(out []int8, s []uint64, w uint) int {
	var k [10]uint64
	copy(k[:], s)
	mask := uint64(1)<<w - 1
	half := int(1) << (w - 1)
	n := 0
	for {
		nonzero := false
		for _, w := range k {
			if w != 0 {
				nonzero = true
				break
			}
		}
		if !nonzero {
			return n
		}
		var d int
		if k[0]&1 == 1 {
			d = int(k[0] & mask)
			if d >= half {
				d -= 2 * half
			}
			if d > 0 {
				subSmall(k[:], uint64(d))
			} else {
				addSmall(k[:], uint64(-d))
			}
		}
		out[n] = int8(d)
		n++
		for i := 0; i < len(k)-1; i++ {
			k[i] = k[i]>>1 | k[i+1]<<63
		}
		k[len(k)-1] >>= 1
	}
}

func subSmall(k []uint64, d uint64) {
	for i := range k {
		old := k[i]
		k[i] -= d
		if old >= d {
			return
		}
		d = 1
	}
}

func addSmall(k []uint64, d uint64) {
	for i := range k {
		k[i] += d
		if k[i] >= d {
			return
		}
		d = 1
	}
}
