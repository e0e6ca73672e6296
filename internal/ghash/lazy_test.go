// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// eagerTables computes, from Algorithm 1 alone, every table a key of any
// tier may build: the entries of H^1..H^32 in table form (want[i] = H^(i+1)),
// the Base split and the vector-permute tables.
func eagerTables(h [16]byte) (want [2 * NumPowers][16]byte, base baseKey, simd simdKey) {
	p := h
	for i := range want {
		if i > 0 {
			p = refMul(p, h)
		}
		var rev [16]byte
		for j := range rev {
			rev[j] = p[15-j]
		}
		adjust(loadElementLE(&rev)).storeLE(&want[i])
	}
	var pow [NumPowers][16]byte
	for i := 1; i <= NumPowers; i++ {
		pow[NumPowers-i] = want[i-1]
	}
	for i := 1; i <= baseBatch; i++ {
		base.pow[baseBatch-i].split(loadElementLE(&want[i-1]))
	}
	simd.init(&pow)
	return
}

// TestLazyTables checks on every tier that Init builds only the main table,
// that the other tables appear on first need (for the Base and
// vector-permute tables, at coldBlocks blocks) and not before, and that each
// lazily built table equals the eagerly computed one, for random and
// extreme H.
func TestLazyTables(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{21})
		keys := edgeKeys(r, 12)
		for _, h := range keys {
			want, base, simd := eagerTables(h)
			var k Key
			k.Init(&h)
			n := NumPowers
			if !k.carryless() {
				n = baseBatch
			}
			for i := 1; i <= NumPowers; i++ {
				got, w := k.Powers[NumPowers-i], want[i-1]
				if i > n {
					w = [16]byte{}
				}
				if got != w {
					t.Fatalf("H=%x: main table H^%d entry = %x, want %x", h, i, got, w)
				}
			}
			if k.pow32.Load() != nil || k.base.Load() != nil || k.simd.Load() != nil {
				t.Fatalf("H=%x: Init built a table beyond the main one", h)
			}

			// One short message builds no table: H^32..H^17 come with 512
			// bytes, the Base and vector-permute tables with coldBlocks
			// blocks.
			var y [16]byte
			k.Update(&y, randBytes(r, 100))
			if k.pow32.Load() != nil || k.base.Load() != nil || k.simd.Load() != nil {
				t.Fatalf("H=%x: a short message built a table", h)
			}
			k.Update(&y, randBytes(r, coldBlocks*BlockSize))
			switch k.family {
			case familyBase, familySIMD:
				built := func() bool {
					if k.family == familyBase {
						b := k.base.Load()
						return b != nil && *b == base
					}
					s := k.simd.Load()
					return s != nil && *s == simd
				}
				if !built() {
					t.Fatalf("H=%x: lazy %s table differs from the eager one", h, k.tier)
				}
				// Short messages add up to the same threshold.
				k.Init(&h)
				for range coldBlocks/2 - 1 {
					k.Update(&y, randBytes(r, 2*BlockSize))
				}
				if k.base.Load() != nil || k.simd.Load() != nil {
					t.Fatalf("H=%x: %d blocks built the %s table", h, coldBlocks-2, k.tier)
				}
				k.Update(&y, randBytes(r, 2*BlockSize))
				if !built() {
					t.Fatalf("H=%x: short messages did not build the %s table", h, k.tier)
				}
			default:
				if k.base.Load() != nil || k.simd.Load() != nil {
					t.Fatalf("H=%x: a carry-less tier built another tier's table", h)
				}
			}
			if !k.carryless() {
				continue
			}
			// The first Powers32AfterFirst leaves the powers to its caller
			// and keeps nothing; the second builds and keeps the table.
			if q := k.Powers32AfterFirst(); q != nil || k.Powers32Built() != nil {
				t.Fatalf("H=%x: the first Powers32AfterFirst returned or kept a table", h)
			}
			p := k.Powers32AfterFirst()
			if p == nil || k.Powers32Built() != p {
				t.Fatalf("H=%x: the second Powers32AfterFirst did not build and keep the table", h)
			}
			for i := NumPowers + 1; i <= 2*NumPowers; i++ {
				if got := p[2*NumPowers-i]; got != want[i-1] {
					t.Fatalf("H=%x: lazy H^%d entry = %x, want %x", h, i, got, want[i-1])
				}
			}
			if k.Powers32() != p || k.Powers32AfterFirst() != p {
				t.Fatalf("H=%x: a later call rebuilt the table", h)
			}
			k.Init(&h) // a reused key starts again without its wider tables
			if k.Powers32Built() != nil {
				t.Fatalf("H=%x: Init kept the previous H^32..H^17", h)
			}
			if q := k.Powers32(); q == p || *q != *p || k.Powers32Built() != q {
				t.Fatalf("H=%x: Powers32 on a fresh key did not build and keep the table", h)
			}
		}
	})
}

// TestLazyOrder hashes messages of mixed lengths, in several orders, each
// order on a fresh key, so every table is first built by a short or by a
// long message, against Algorithm 1.
func TestLazyOrder(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{22})
		lens := []int{0, 1, 16, 63, 64, 100, 255, 256, 511, 512, 1350, 4096}
		for trial := range 8 {
			h := [16]byte(randBytes(r, 16))
			var k Key
			k.Init(&h)
			order := r.Uint64()
			for i := range lens {
				n := lens[(i+int(order%uint64(len(lens))))%len(lens)]
				if trial%2 == 1 {
					n = lens[len(lens)-1-i]
				}
				data := randBytes(r, n)
				y0 := [16]byte(randBytes(r, 16))
				y := y0
				k.Update(&y, data)
				if want := refGHASH(h, y0, data); y != want {
					t.Fatalf("H=%x, %d bytes: got %x, want %x", h, n, y, want)
				}
			}
		}
	})
}

// TestLazyRace has goroutines build the wider tables of one fresh key at
// once (run with -race): all must see the same, correct tables.
func TestLazyRace(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		h := [16]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}
		want, _, _ := eagerTables(h)
		data := make([]byte, 700)
		for i := range data {
			data[i] = byte(i * 7)
		}
		wantY := refGHASH(h, [16]byte{}, data)
		for range 4 {
			var k Key
			k.Init(&h)
			var wg sync.WaitGroup
			start := make(chan struct{})
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					var y [16]byte
					k.Update(&y, data)
					if y != wantY {
						t.Error("concurrent first Update differs")
					}
					if k.carryless() {
						if p := k.Powers32AfterFirst(); p != nil && p[0] != want[2*NumPowers-1] {
							t.Error("concurrent Powers32AfterFirst differs")
						}
						if p := k.Powers32(); p[0] != want[2*NumPowers-1] {
							t.Error("concurrent Powers32 differs")
						}
					}
				}()
			}
			close(start)
			wg.Wait()
		}
	})
}
