// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"math/rand/v2"
	"testing"
)

// clmul32Ref is the carry-less product bit by bit.
func clmul32Ref(x, y uint32) uint64 {
	var z uint64
	for i := range 32 {
		if y>>i&1 != 0 {
			z ^= uint64(x) << i
		}
	}
	return z
}

// TestClmul32 checks the 32-bit multiplication with holes on random and
// extreme words (all ones fills every column of every class product).
func TestClmul32(t *testing.T) {
	r := rand.NewChaCha8([32]byte{32})
	words := []uint32{0, 1, 0x80000000, 0xffffffff, 0x11111111, 0x88888888, 0xfffffffe, 0x7fffffff,
		0xffff0000, 0x0000ffff, 0x49249249, 0x92492492, 0x24924924} // the last five fill 386's 16-bit halves
	for range 200 {
		words = append(words, uint32(r.Uint64()))
	}
	for _, x := range words {
		for _, y := range words {
			s := splitNarrow(y)
			if got, want := clmul32(narrowWord(x), &s), clmul32Ref(x, y); got != want {
				t.Fatalf("clmul32(%#x, %#x) = %#x, want %#x", x, y, got, want)
			}
		}
	}
}

// TestBaseNarrowAgainstGeneric checks the 32-bit Base kernel against the
// 64-bit one (the reference on every port) for random and extreme H,
// running hashes and data, at every length through two batches and a tail.
func TestBaseNarrowAgainstGeneric(t *testing.T) {
	r := rand.NewChaCha8([32]byte{33})
	var ones [16]byte
	for i := range ones {
		ones[i] = 0xff
	}
	keys := [][16]byte{{}, {0x80}, {15: 1}, {0: 1}, {15: 0x80}, ones}
	for range 20 {
		keys = append(keys, [16]byte(randBytes(r, 16)))
	}
	rounds := 8
	if testing.Short() {
		rounds = 3
	}
	for _, h := range keys {
		wide, narrow := baseKeys(&h)
		for n := 0; n <= 2*baseBatch+3; n++ {
			for round := range rounds {
				var y [16]byte
				data := randBytes(r, n*BlockSize)
				switch round {
				case 0: // zero hash and data
					clear(data)
				case 1: // all ones
					y = ones
					for i := range data {
						data[i] = 0xff
					}
				default:
					y = [16]byte(randBytes(r, 16))
				}
				want, got := y, y
				updateBaseWide(&wide, &want, data)
				updateBaseNarrow(&narrow, &got, data)
				if got != want {
					t.Fatalf("H=%x y=%x %d blocks: narrow %x, wide %x", h, y, n, got, want)
				}
			}
		}
	}
}

// TestMulAdjustedNarrow checks key setup's 32-bit multiplication against
// the 64-bit one on random and extreme operands.
func TestMulAdjustedNarrow(t *testing.T) {
	r := rand.NewChaCha8([32]byte{34})
	ops := []element{{}, {0, 1}, {1 << 63, 0}, {^uint64(0), ^uint64(0)}, {1, 1 << 63}}
	for range 40 {
		ops = append(ops, element{r.Uint64(), r.Uint64()})
	}
	for _, a := range ops {
		for _, b := range ops {
			if got, want := mulAdjustedNarrow(a, b), mulAdjustedWide(a, b); got != want {
				t.Fatalf("mulAdjustedNarrow(%x, %x) = %x, want %x", a, b, got, want)
			}
		}
	}
}

// baseKeys returns both forms of the Base tier's key for H = h: the
// powers H^baseBatch..H^1 of Key.Init, split for each kernel.
func baseKeys(h *[16]byte) (wide baseKeyWide, narrow baseKeyNarrow) {
	var k Key
	k.Init(h)
	for i := 1; i <= baseBatch; i++ {
		e := loadElementLE(&k.Powers[NumPowers-i])
		wide.pow[baseBatch-i].split(e)
		narrow.pow[baseBatch-i].split(e)
	}
	return wide, narrow
}

// benchmarkBase measures update on 8 KiB a call.
func benchmarkBase(b *testing.B, update func(y *[16]byte, data []byte)) {
	data := make([]byte, 8192)
	var y [16]byte
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		update(&y, data)
	}
}

func BenchmarkBaseNarrow(b *testing.B) {
	_, narrow := baseKeys(&[16]byte{1, 2, 3})
	benchmarkBase(b, func(y *[16]byte, data []byte) { updateBaseNarrow(&narrow, y, data) })
}

func BenchmarkBaseWide(b *testing.B) {
	wide, _ := baseKeys(&[16]byte{1, 2, 3})
	benchmarkBase(b, func(y *[16]byte, data []byte) { updateBaseWide(&wide, y, data) })
}
