// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"math/rand/v2"
	"testing"
)

// TestLoadOneLayout checks that loadOne puts bit j of byte 4c+r at bit
// 16r+4c+j%4 of word j/4, and that storeOne undoes it.
func TestLoadOneLayout(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for range 100 {
		var src [16]byte
		copy(src[:], randBytes(r, 16))
		a, b := loadOne(&src)
		w := [2]uint64{a, b}
		for i := range 16 {
			row, col := i%4, i/4
			for j := range 8 {
				want := uint64(src[i]>>j) & 1
				if got := w[j/4] >> (16*row + 4*col + j%4) & 1; got != want {
					t.Fatalf("byte %d bit %d: got %d, want %d", i, j, got, want)
				}
			}
		}
		var out [16]byte
		storeOne(&out, a, b)
		if out != src {
			t.Fatalf("storeOne(loadOne(%x)) = %x", src, out)
		}
	}
}

// TestOneAgainstFour compares the single-block cipher with the four-block
// one (block position 0) on random keys and blocks, every key size.
func TestOneAgainstFour(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for key := range randKeys(r, 50) {
		bs, rounds := testBaseKey(key)
		var src [16]byte
		copy(src[:], randBytes(r, 16))

		for _, decrypt := range []bool{false, true} {
			var q [8]uint64
			loadBlock(&q, 0, src[:])
			transpose8(&q)
			if decrypt {
				decrypt4(bs, rounds, &q)
			} else {
				encrypt4(bs, rounds, &q)
			}
			transpose8(&q)
			var want, got [16]byte
			storeBlock(want[:], &q, 0)
			if decrypt {
				decryptBlockGeneric(bs, rounds, &got, &src)
			} else {
				encryptBlockGeneric(bs, rounds, &got, &src)
			}
			if got != want {
				t.Fatalf("key %x block %x decrypt=%v: single-block %x, four-block %x", key, src, decrypt, got, want)
			}
		}
	}
}

// TestOneSteps checks the single-block linear steps against the four-block
// ones on random states (planes of block 0 against the eight words).
func TestOneSteps(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	pack := func(q *[8]uint64) (uint64, uint64) {
		return packPlanes(q[0], q[1], q[2], q[3]), packPlanes(q[4], q[5], q[6], q[7])
	}
	for range 200 {
		var q [8]uint64
		for i := range q {
			q[i] = r.Uint64()
		}
		a, b := pack(&q)

		m := q
		mixColumns(&m)
		d := q
		for i := range d {
			d[i] ^= bits64RotateRight16(d[i])
		}
		xa, xb := doubleOne(pack(&d))
		ra, rb := bits64RotateRight16(a), bits64RotateRight16(b)
		da, db := a^ra, b^rb
		ga := xa ^ ra ^ (da<<32 | da>>32)
		gb := xb ^ rb ^ (db<<32 | db>>32)
		if wa, wb := pack(&m); ga != wa || gb != wb {
			t.Fatal("doubleOne-based MixColumns differs from mixColumns")
		}

		m = q
		invMixColumns(&m)
		if ga, gb := invMixColumnsOne(a, b); true {
			if wa, wb := pack(&m); ga != wa || gb != wb {
				t.Fatal("invMixColumnsOne differs from invMixColumns")
			}
		}

		m = q
		sbox(&m)
		var y sboxScratch
		if ga, gb := subBytesOne(a, b, &y); true {
			if wa, wb := pack(&m); ga != wa || gb != wb {
				t.Fatal("subBytesOne differs from sbox")
			}
		}
		m = q
		invSbox(&m)
		if ga, gb := invSubBytesOne(a, b, &y, false); true {
			if wa, wb := pack(&m); ga != wa || gb != wb {
				t.Fatal("invSubBytesOne differs from invSbox")
			}
		}
	}
}

func bits64RotateRight16(x uint64) uint64 { return x>>16 | x<<48 }

// TestSboxOne checks the single-block circuits (base_sbox_forms.go, through
// subBytesOne and invSubBytesOne) on all 256 byte values in every byte
// position, against the reference S-box and its inverse.
func TestSboxOne(t *testing.T) {
	ref := refSbox()
	var inv [256]byte
	for x, s := range ref {
		inv[s] = byte(x)
	}
	var y sboxScratch
	for v := range 256 {
		var in, fwd, back [16]byte
		for i := range in {
			in[i] = byte(v + 37*i)
		}
		a, b := loadOne(&in)
		fa, fb := subBytesOne(a, b, &y)
		storeOne(&fwd, fa, fb)
		ia, ib := invSubBytesOne(a, b, &y, false)
		storeOne(&back, ia, ib)
		for i, x := range in {
			if fwd[i] != ref[x] || back[i] != inv[x] {
				t.Fatalf("byte %d = %#x: S %#x, S^-1 %#x; want %#x, %#x", i, x, fwd[i], back[i], ref[x], inv[x])
			}
		}
	}
}
