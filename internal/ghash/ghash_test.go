// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

import (
	"bytes"
	"encoding/hex"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

func TestMain(m *testing.M) { cryptotest.Main(m, "ghash") }

// refMul is SP 800-38D §6.3 Algorithm 1, bit by bit, on spec encodings.
func refMul(x, y [16]byte) [16]byte {
	var z, v [16]byte
	v = y
	for i := 0; i < 128; i++ {
		if x[i/8]>>(7-i%8)&1 == 1 {
			for j := range z {
				z[j] ^= v[j]
			}
		}
		lsb := v[15] & 1
		for j := 15; j > 0; j-- {
			v[j] = v[j]>>1 | v[j-1]<<7
		}
		v[0] >>= 1
		if lsb == 1 {
			v[0] ^= 0xe1
		}
	}
	return z
}

// refGHASH is SP 800-38D §6.4 over data zero-padded to whole blocks.
func refGHASH(h, y [16]byte, data []byte) [16]byte {
	for len(data) > 0 {
		var b [16]byte
		n := copy(b[:], data)
		data = data[n:]
		for j := range y {
			y[j] ^= b[j]
		}
		y = refMul(y, h)
	}
	return y
}

// cpuTier is a tier this port must register, and whether this CPU has
// what it needs; the assembly ports' tests set cpuTiers.
type cpuTier struct {
	name      string
	supported bool
}

var cpuTiers []cpuTier

// TestTiers checks this port's table against the registry and the CPU
// (cryptotest.TestTiers). internal/aes/aes_test.go's TestTiers is the same
// wrapper over that package's own row, cpuTier and Tier types, which differ.
func TestTiers(t *testing.T) {
	var ts []Tier
	var names []string
	for _, r := range tiers {
		ts = append(ts, r.tier)
		names = append(names, r.name)
	}
	var cpu []cryptotest.CPUTier // nil if the port sets no cpuTiers
	for _, c := range cpuTiers {
		cpu = append(cpu, cryptotest.CPUTier{Name: c.name, Supported: c.supported})
	}
	cryptotest.TestTiers(t, "ghash", Base, ts, names, cpu, func() Tier {
		var k Key
		k.Init(&[16]byte{1})
		return k.Tier()
	})
}

// tableEntry is the key table's form of the field element p (spec
// encoding): its bytes reversed, shifted left by one, the carry folded
// with reflect(x^-1).
func tableEntry(p [16]byte) [16]byte {
	var e [16]byte
	for j := range e {
		e[j] = p[15-j]
	}
	adjust(loadElementLE(&e)).storeLE(&e)
	return e
}

func randBytes(r *rand.ChaCha8, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

func TestPowers(t *testing.T) {
	r := rand.NewChaCha8([32]byte{1})
	for range 20 {
		var h [16]byte
		r.Read(h[:])
		var k Key
		k.Init(&h)
		n := NumPowers
		if !k.carryless() {
			n = baseBatch // the main table's filled entries on these tiers
		}
		p := h
		for i := 1; i <= n; i++ {
			if i > 1 {
				p = refMul(p, h)
			}
			want := tableEntry(p)
			if k.Powers[NumPowers-i] != want {
				t.Fatalf("H^%d entry = %x, want %x", i, k.Powers[NumPowers-i], want)
			}
		}
	}
}

// The GCM specification's test case 2 (McGrew and Viega): H and the GHASH
// of a single ciphertext block plus the lengths block.
func TestKnownAnswer(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		h := [16]byte(cryptotest.Hex(t, "66e94bd4ef8a2c3b884cfa59ca342b2e"))
		c := cryptotest.Hex(t, "0388dace60b6a392f328c2b971b2fe78")
		var k Key
		k.Init(&h)
		var y [16]byte
		k.Update(&y, c)
		k.UpdateLengths(&y, 0, 16)
		if got, want := hex.EncodeToString(y[:]), "f38cbb1ad69223dcc3457ae5b6b0f885"; got != want {
			t.Errorf("GHASH = %s, want %s", got, want)
		}
	})
}

// TestAgainstReference compares the active tier with Algorithm 1 at every
// length up to 64 blocks plus partial blocks, from random and extreme
// hash keys and states.
func TestAgainstReference(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{2})
		keys := edgeKeys(r, 4)
		for _, h := range keys {
			var k Key
			k.Init(&h)
			if k.Tier().String() != cryptotestActive() {
				t.Fatalf("key tier %s, registry active %s", k.Tier(), cryptotestActive())
			}
			for n := 0; n <= 64*16+15; n += 1 + n/64*7 {
				data := randBytes(r, n)
				y0 := [16]byte(randBytes(r, 16))
				want := refGHASH(h, y0, data)
				y := y0
				k.Update(&y, data)
				if y != want {
					t.Fatalf("H=%x len %d: got %x, want %x", h, n, y, want)
				}
			}
		}
	})
}

// TestKernelsAgainstGeneric runs each kernel at every whole-block count 0..64 against
// updateTwin, with all-ones data to stress the reductions.
func TestKernelsAgainstGeneric(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{3})
		for trial := range 3 {
			h := [16]byte(randBytes(r, 16))
			var k Key
			k.Init(&h)
			for n := 0; n <= 64; n++ {
				data := randBytes(r, 16*n)
				if trial == 2 {
					data = bytes.Repeat([]byte{0xff}, 16*n)
				}
				y0 := [16]byte(randBytes(r, 16))
				want, got := y0, y0
				updateTwin(&k.Powers, &want, data)
				k.UpdateBlocks(&got, data)
				if got != want {
					t.Fatalf("%d blocks: got %x, want %x", n, got, want)
				}
			}
		}
	})
}

func TestUpdateAllocs(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		var k Key
		k.Init(&[16]byte{1, 2, 3})
		data := make([]byte, 1000)
		var y [16]byte
		if n := testing.AllocsPerRun(10, func() { k.Update(&y, data) }); n != 0 {
			t.Errorf("Update allocates %v times", n)
		}
	})
}

func BenchmarkUpdate(b *testing.B) {
	for _, size := range []int{16, 1024, 8192} {
		b.Run(itoa(size), func(b *testing.B) {
			var k Key
			k.Init(&[16]byte{1, 2, 3})
			data := make([]byte, size)
			var y [16]byte
			b.SetBytes(int64(size))
			for b.Loop() {
				k.Update(&y, data)
			}
		})
	}
}

func TestPowers32(t *testing.T) {
	cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{11})
		h := [16]byte(randBytes(r, 16))
		var k Key
		k.Init(&h)
		if k.tier.String() != "VPCLMULQDQ-AVX512" {
			t.Skip("Powers32 is only for the AVX-512 tier")
		}
		p := h
		for i := 1; i <= 2*NumPowers; i++ {
			if i > 1 {
				p = refMul(p, h)
			}
			want := tableEntry(p)
			got := k.Powers[(NumPowers-i)&(NumPowers-1)]
			if i > NumPowers {
				got = k.Powers32()[2*NumPowers-i]
			}
			if got != want {
				t.Fatalf("H^%d entry = %x, want %x", i, got, want)
			}
		}
	})
}
