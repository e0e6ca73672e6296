// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// shuffle is PSHUFB / TBL of a 16-byte row by 16 indices below 16. Indexing
// by a secret is fine here: this is a test model, not library code.
func shuffle(row, idx *[16]byte) (out [16]byte) {
	for k := range out {
		out[k] = row[idx[k]&15]
	}
	return out
}

// updateSIMDModel is the vector-permute kernels step by step on byte
// arrays: batches of simdBatch blocks, then single blocks with H^1.
func updateSIMDModel(s *simdKey, y *[16]byte, blocks []byte) {
	for len(blocks) >= BlockSize {
		m := 1
		if len(blocks) >= simdBatch*BlockSize {
			m = simdBatch
		}
		var hi, lo [simdBatch][16]byte
		for j := range m {
			x := [16]byte(blocks[16*j:])
			if j == 0 {
				for b := range x {
					x[b] ^= y[b]
				}
			}
			for b := range x {
				hi[j][b], lo[j][b] = x[b]>>4, x[b]&15
			}
		}
		var zlo, zhi [16]byte // the 256-bit accumulator, spec byte order
		for i := 15; i >= 0; i-- {
			// Shift the accumulator up by one byte.
			copy(zhi[1:], zhi[:15])
			zhi[0] = zlo[15]
			copy(zlo[1:], zlo[:15])
			zlo[0] = 0
			for j := range m {
				p := simdBatch - m + j // table of H^(m-j)
				a := shuffle(&s.rows[p][i][0], &hi[j])
				c := shuffle(&s.rows[p][i][1], &lo[j])
				for b := range zlo {
					zlo[b] ^= a[b] ^ c[b]
				}
			}
		}
		// Fold: zlo + zhi·(1 + x + x^2 + x^7), no overflow (zhi[15] = 0).
		r := loadElement(&zhi)
		f := element{r.hi ^ r.hi>>1 ^ r.hi>>2 ^ r.hi>>7,
			r.lo ^ (r.lo>>1 | r.hi<<63) ^ (r.lo>>2 | r.hi<<62) ^ (r.lo>>7 | r.hi<<57)}
		l := loadElement(&zlo)
		element{l.hi ^ f.hi, l.lo ^ f.lo}.store(y)
		blocks = blocks[m*BlockSize:]
	}
}

// TestSIMDModel checks the vector-permute algorithm itself (tables and
// kernel model) against updateTwin, on every GOARCH.
func TestSIMDModel(t *testing.T) {
	forSIMDCases(t, func(t *testing.T, k *Key, s *simdKey, y0 [16]byte, data []byte) {
		want, got := y0, y0
		updateTwin(&k.Powers, &want, data)
		updateSIMDModel(s, &got, data)
		if got != want {
			t.Fatalf("%d blocks: model %x, want %x", len(data)/16, got, want)
		}
	})
}

// forSIMDCases calls f at every block count 0..64 with trialKey's keys and
// states (zero, all-ones, identity and random keys) and trialData's data.
func forSIMDCases(t *testing.T, f func(t *testing.T, k *Key, s *simdKey, y0 [16]byte, data []byte)) {
	r := rand.NewChaCha8([32]byte{7})
	for trial := range 6 {
		h, y0 := trialKey(r, trial)
		var k Key
		k.Init(&h)
		var s simdKey
		s.init(&k.Powers)
		for n := 0; n <= 64; n++ {
			f(t, &k, &s, y0, trialData(r, trial, n, 0))
		}
	}
}

// benchmarkSIMD compares a vector-permute kernel with the Base tier on the
// same key and data.
func benchmarkSIMD(b *testing.B, kernel func(s *simdKey, y *[16]byte, data []byte)) {
	for _, size := range []int{16, 1024, 8192} {
		var k Key
		k.Init(&[16]byte{1, 2, 3})
		var s simdKey
		s.init(&k.Powers)
		data := make([]byte, size)
		var y [16]byte
		b.Run("SIMD/"+itoa(size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				kernel(&s, &y, data)
			}
		})
		b.Run("Base/"+itoa(size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				updateBase(k.baseTable(), &y, data)
			}
		})
	}
}

// simdTiers returns the vector-permute rows of this build's tier table
// (SSSE3 on amd64 and 386, NEON on arm64), whose kernel archUpdateSIMD runs.
func simdTiers() []tierRow {
	var rows []tierRow
	for _, r := range tiers {
		if r.family == familySIMD {
			rows = append(rows, r)
		}
	}
	return rows
}

// TestSIMDAgainstGeneric calls each vector-permute kernel of this build
// directly against updateTwin and the step by step model at 0..64 blocks
// (4-block batches, then 1..3 single blocks) with random, zero and all-ones
// keys, states and data, and at random lengths with the tables at an odd
// address.
func TestSIMDAgainstGeneric(t *testing.T) {
	for _, row := range simdTiers() {
		t.Run(row.name, func(t *testing.T) {
			if !impl.Supported("ghash", row.name) {
				t.Skipf("CPU lacks %s", row.name)
			}
			forSIMDCases(t, func(t *testing.T, k *Key, s *simdKey, y0 [16]byte, data []byte) {
				want, model, got := y0, y0, y0
				updateTwin(&k.Powers, &want, data)
				updateSIMDModel(s, &model, data)
				archUpdateSIMD(&s.rows, &got, data)
				if got != want || model != want {
					t.Fatalf("%d blocks: %s %x, model %x, want %x", len(data)/16, row.name, got, model, want)
				}
			})
			r := rand.NewChaCha8([32]byte{14})
			buf := make([]byte, unsafe.Sizeof(simdKey{})+1)
			s := (*simdKey)(unsafe.Pointer(&buf[1]))
			for range 40 {
				h := [16]byte(randBytes(r, 16))
				var k Key
				k.Init(&h)
				s.init(&k.Powers)
				n := int(r.Uint64() % 300)
				data := randBytes(r, 16*n+5)[5:]
				y0 := [16]byte(randBytes(r, 16))
				want, got := y0, y0
				updateTwin(&k.Powers, &want, data)
				archUpdateSIMD(&s.rows, &got, data)
				if got != want {
					t.Fatalf("H=%x %d blocks: %s %x, want %x", h, n, row.name, got, want)
				}
			}
		})
	}
}

func BenchmarkSIMD(b *testing.B) {
	for _, row := range simdTiers() {
		b.Run(row.name, func(b *testing.B) {
			if !impl.Supported("ghash", row.name) {
				b.Skipf("CPU lacks %s", row.name)
			}
			benchmarkSIMD(b, func(s *simdKey, y *[16]byte, data []byte) { archUpdateSIMD(&s.rows, y, data) })
		})
	}
}
