// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package ghash

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// The 386 tiers and the CPU features each needs, written out apart from
// the table in ghash_386.go.
func init() {
	cpuTiers = []cpuTier{
		{"CLMUL", cpu.X86HasPCLMULQDQ && cpu.X86HasSSSE3},
		{"SSSE3", cpu.X86HasSSSE3},
	}
}

// TestCLMUL386AgainstGeneric calls updateCLMUL directly against updateTwin at every
// length 0..40 blocks (8-block batches, then the tail) and at random
// lengths, with random, zero and all-ones keys, states and data, and at
// offsets that leave the data and the table unaligned.
func TestCLMUL386AgainstGeneric(t *testing.T) {
	if !supportsCLMUL {
		t.Skip("CPU lacks PCLMULQDQ or SSSE3")
	}
	r := rand.NewChaCha8([32]byte{12})
	ones := bytes.Repeat([]byte{0xff}, 16)
	keys := [][16]byte{{}, {0x80}, {15: 1}, [16]byte(ones)}
	for range 4 {
		keys = append(keys, [16]byte(randBytes(r, 16)))
	}
	lengths := make([]int, 0, 60)
	for n := 0; n <= 40; n++ {
		lengths = append(lengths, n)
	}
	for range 20 {
		lengths = append(lengths, int(r.Uint64()%300))
	}
	for ki, h := range keys {
		// The table inside a byte buffer at an odd offset.
		buf := make([]byte, NumPowers*16+1)
		pow := (*[NumPowers][16]byte)(unsafe.Pointer(&buf[1]))
		var k Key
		k.Init(&h)
		*pow = k.Powers
		for _, n := range lengths {
			for _, fill := range []int{0, 1, 2} { // random, zero, all-ones data
				raw := randBytes(r, 16*n+3)
				data := raw[3:]
				switch fill {
				case 1:
					clear(data)
				case 2:
					copy(data, bytes.Repeat(ones, n))
				}
				y0 := [16]byte(randBytes(r, 16))
				if ki%2 == 1 {
					y0 = [16]byte(ones)
				}
				want, got := y0, y0
				updateTwin(&k.Powers, &want, data)
				updateCLMUL(pow, &got, data)
				if got != want {
					t.Fatalf("H=%x %d blocks fill %d: updateCLMUL %x, want %x", h, n, fill, got, want)
				}
			}
		}
	}
}

// TestMulPowersCLMUL386 checks mulPowersCLMUL against mulAdjusted for
// 0..NumPowers entries times each power in the table.
func TestMulPowersCLMUL386(t *testing.T) {
	if !supportsCLMUL {
		t.Skip("CPU lacks PCLMULQDQ or SSSE3")
	}
	r := rand.NewChaCha8([32]byte{13})
	for range 4 {
		h := [16]byte(randBytes(r, 16))
		var k Key
		k.Init(&h)
		for e := 0; e < NumPowers; e++ {
			for n := 0; n <= NumPowers; n++ {
				src := make([][16]byte, NumPowers)
				for j := range src {
					src[j] = [16]byte(randBytes(r, 16))
				}
				got := make([][16]byte, NumPowers)
				if n > 0 {
					mulPowersCLMUL(&k.Powers[e], &got[0], &src[0], n)
				}
				he := loadElementLE(&k.Powers[e])
				for j := range got {
					var want [16]byte
					if j < n {
						mulAdjusted(loadElementLE(&src[j]), he).storeLE(&want)
					}
					if got[j] != want {
						t.Fatalf("entry %d of %d times Powers[%d]: got %x, want %x", j, n, e, got[j], want)
					}
				}
			}
		}
	}
}

// BenchmarkCLMUL386 is BenchmarkUpdate on the kernel alone.
func BenchmarkCLMUL386(b *testing.B) {
	if !supportsCLMUL {
		b.Skip("CPU lacks PCLMULQDQ or SSSE3")
	}
	for _, size := range []int{16, 128, 1024, 8192} {
		b.Run(itoa(size), func(b *testing.B) {
			var k Key
			k.Init(&[16]byte{1, 2, 3})
			data := make([]byte, size)
			var y [16]byte
			b.SetBytes(int64(size))
			for b.Loop() {
				updateCLMUL(&k.Powers, &y, data)
			}
		})
	}
}
