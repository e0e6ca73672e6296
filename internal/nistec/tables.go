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

// wnafVarTime writes the width-5 non-adjacent form of the little-endian
// limbs s into out, least significant digit first (odd digits in [−15, 15]
// separated by zeros), and returns its length. Variable time: s is public.
func wnafVarTime(out []int8, s []uint64) int {
	var k [10]uint64
	copy(k[:], s)
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
		var d int8
		if k[0]&1 == 1 {
			d = int8(k[0] & 31)
			if d >= 16 {
				d -= 32
			}
			if d > 0 {
				subSmall(k[:], uint64(d))
			} else {
				addSmall(k[:], uint64(-d))
			}
		}
		out[n] = d
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
