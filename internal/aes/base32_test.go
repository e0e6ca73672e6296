// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"math/rand/v2"
	"testing"
)

// TestSbox32AgainstGeneric checks the 32-bit instantiations of both S-box
// circuits on all 256 byte values, 32 per word position, against the
// 64-bit circuits.
func TestSbox32AgainstGeneric(t *testing.T) {
	for chunk := range 8 {
		var q, qi [8]uint32
		var w, wi [8]uint64
		for p := range 32 {
			v := uint32(32*chunk + p)
			for j := range 8 {
				q[j] |= (v >> j & 1) << p
			}
		}
		qi = q
		for j := range 8 {
			w[j] = uint64(q[j])
		}
		wi = w
		var y [19]uint32
		sboxWith32(&q, &y)
		invSboxWith32(&qi, &y)
		sbox(&w)
		invSbox(&wi)
		for j := range 8 {
			if uint64(q[j]) != w[j]&0xffffffff || uint64(qi[j]) != wi[j]&0xffffffff {
				t.Fatalf("chunk %d plane %d: 32-bit circuit differs", chunk, j)
			}
		}
	}
}

// TestTransposeWide32 checks that the 32-bit wide layout puts bit j of
// block b's byte 4c+r at bit 8c+b of word 8r+j, and that the transposition
// is its own inverse.
func TestTransposeWide32(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	src := randBytes(r, 128)
	var x wide32State
	loadWide32(&x, src)
	transposeWide32(&x)
	for b := range 8 {
		for i := range 16 {
			c, rw := i/4, i%4
			for j := range 8 {
				if got, want := x[8*rw+j]>>(8*c+b)&1, uint32(src[16*b+i]>>j&1); got != want {
					t.Fatalf("block %d byte %d bit %d: %d, want %d", b, i, j, got, want)
				}
			}
		}
	}
	transposeWide32(&x)
	got := make([]byte, 128)
	xorWide32(got, make([]byte, 128), &x)
	if !bytes.Equal(got, src) {
		t.Fatal("transposeWide32 is not its own inverse")
	}
}

// TestCBCDecryptWide32AgainstGeneric compares the eight-block 32-bit CBC
// decryption with the four-block inverse cipher (decrypt4) and the chain,
// on the FIPS 197 Appendix C vectors and random keys and blocks, every key
// size, in place and not.
func TestCBCDecryptWide32AgainstGeneric(t *testing.T) {
	fips := []struct{ key, ct string }{
		{"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
		{"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
		{"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"},
	}
	for _, v := range fips {
		rounds := len(v.key)/8 + 6
		var wk, mk wide32Key
		wide32KeyFromBytes(&wk, rounds, testExpanded(fromHex(v.key)))
		mixKeyWide32(&mk, &wk, rounds)
		src := bytes.Repeat(fromHex(v.ct), 8)
		var iv [16]byte
		got := make([]byte, 128)
		cbcDecryptWide32(&wk, &mk, rounds, got, src, &iv)
		pt := fromHex("00112233445566778899aabbccddeeff")
		if !bytes.Equal(got[:16], pt) {
			t.Fatalf("key %s: block 0 = %x, want %x", v.key, got[:16], pt)
		}
	}
	r := rand.New(rand.NewPCG(43, 44))
	for key := range randKeys(r, 8) {
		bs, rounds := testBaseKey(key)
		var wk, mk wide32Key
		wide32KeyFromBytes(&wk, rounds, testExpanded(key))
		mixKeyWide32(&mk, &wk, rounds)
		src := randBytes(r, 128)
		iv := [16]byte(randBytes(r, 16))

		want := cbcDecryptFour(bs, rounds, src, iv)

		got := make([]byte, 128)
		v := iv
		cbcDecryptWide32(&wk, &mk, rounds, got, src, &v)
		if !bytes.Equal(got, want) || v != [16]byte(src[112:]) {
			t.Fatalf("key %x: cbcDecryptWide32 differs from decrypt4", key)
		}
		inPlace := bytes.Clone(src)
		v = iv
		cbcDecryptWide32(&wk, &mk, rounds, inPlace, inPlace, &v)
		if !bytes.Equal(inPlace, want) || v != [16]byte(src[112:]) {
			t.Fatalf("key %x: in-place cbcDecryptWide32 differs from decrypt4", key)
		}
	}
}

// testExpanded returns the FIPS 197 §5.2 expansion of key.
func testExpanded(key []byte) *[240]byte {
	var enc, dec [240]byte
	expandKey(key, len(key)/4+6, &enc, &dec)
	return &enc
}

func BenchmarkCBCDecryptWide32(b *testing.B) {
	key := make([]byte, 16)
	_, rounds := testBaseKey(key)
	var wk, mk wide32Key
	wide32KeyFromBytes(&wk, rounds, testExpanded(key))
	mixKeyWide32(&mk, &wk, rounds)
	buf := make([]byte, 128)
	var iv [16]byte
	b.SetBytes(128)
	for b.Loop() {
		cbcDecryptWide32(&wk, &mk, rounds, buf, buf, &iv)
	}
}

// TestSubBytesOne32AgainstGeneric compares the single-block S-box steps on
// 32-bit words with the 64-bit ones on random states and every byte value
// in every position.
func TestSubBytesOne32AgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 46))
	var y sboxScratch
	for i := range 300 {
		var blk [16]byte
		if i < 16 {
			for k := range blk {
				blk[k] = byte(16*i + k)
			}
		} else {
			blk = [16]byte(randBytes(r, 16))
		}
		a, b := loadOne(&blk)
		wa, wb := subBytesOne64(a, b, &y)
		if ga, gb := subBytesOne32(a, b, &y); ga != wa || gb != wb {
			t.Fatalf("%x: subBytesOne32 differs from subBytesOne64", blk)
		}
		wa, wb = invSubBytesOne64(a, b, &y, false)
		if ga, gb := invSubBytesOne32(a, b, &y, false); ga != wa || gb != wb {
			t.Fatalf("%x: invSubBytesOne32 differs from invSubBytesOne64", blk)
		}
	}
}

// TestLoad32 checks that load32 puts bit j of byte 4c+r at bits 4r+c and
// 16+4r+c of word j, and that store32 inverts it.
func TestLoad32(t *testing.T) {
	r := rand.New(rand.NewPCG(47, 48))
	for range 100 {
		src := [16]byte(randBytes(r, 16))
		var q [8]uint32
		load32(&q, &src)
		for j := range 8 {
			var want uint32
			for i, v := range src {
				c, rw := i/4, i%4
				want |= uint32(v>>j&1) * (1<<(4*rw+c) | 1<<(16+4*rw+c))
			}
			if q[j] != want {
				t.Fatalf("%x: plane %d = %#x, want %#x", src, j, q[j], want)
			}
		}
		var got [16]byte
		store32(&got, &q)
		if got != src {
			t.Fatalf("store32(load32(%x)) = %x", src, got)
		}
	}
}

// TestEncrypt32AgainstFour compares the 32-bit single-block cipher with
// the four-block one (encrypt4, block position 0) on the FIPS 197 Appendix
// C vectors and random keys and blocks, every key size.
func TestEncrypt32AgainstFour(t *testing.T) {
	fips := []struct{ key, ct string }{
		{"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
		{"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
		{"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"},
	}
	encrypt := func(key []byte, src [16]byte) (got, want [16]byte) {
		bs, rounds := testBaseKey(key)
		var k [15][8]uint16
		key32FromBytes(&k, rounds, testExpanded(key))
		var q [8]uint32
		load32(&q, &src)
		encrypt32(&k, rounds, &q)
		store32(&got, &q)
		var w [8]uint64
		loadBlock(&w, 0, src[:])
		transpose8(&w)
		encrypt4(bs, rounds, &w)
		transpose8(&w)
		storeBlock(want[:], &w, 0)
		return got, want
	}
	for _, v := range fips {
		got, want := encrypt(fromHex(v.key), [16]byte(fromHex("00112233445566778899aabbccddeeff")))
		if ct := [16]byte(fromHex(v.ct)); got != ct || want != ct {
			t.Fatalf("key %s: encrypt32 %x, encrypt4 %x, want %x", v.key, got, want, ct)
		}
	}
	r := rand.New(rand.NewPCG(49, 50))
	for key := range randKeys(r, 30) {
		src := [16]byte(randBytes(r, 16))
		if got, want := encrypt(key, src); got != want {
			t.Fatalf("key %x block %x: encrypt32 %x, encrypt4 %x", key, src, got, want)
		}
	}
}

// TestBytesFromKey32 checks that bytesFromKey32 recovers the expanded key
// from key32FromBytes' round keys, every key size.
func TestBytesFromKey32(t *testing.T) {
	r := rand.New(rand.NewPCG(51, 52))
	for key := range randKeys(r, 6) {
		rounds := len(key)/4 + 6
		std := testExpanded(key)
		var k [15][8]uint16
		key32FromBytes(&k, rounds, std)
		var got [240]byte
		bytesFromKey32(&got, &k, rounds)
		if got != *std {
			t.Fatalf("key %x: bytesFromKey32 does not invert key32FromBytes", key)
		}
	}
}

// TestWide32EncryptAgainstStdlib checks the eight-block 32-bit cipher (ECB)
// and its CTR on the standard library's, every key size, with counters
// carrying through 8, 32 and 64 bits and wrapping at 2^128.
func TestWide32EncryptAgainstStdlib(t *testing.T) {
	r := rand.New(rand.NewPCG(53, 54))
	ivs := [][16]byte{
		{}, {15: 0xfc}, {12: 0xff, 13: 0xff, 14: 0xff, 15: 0xfb},
		{8: 0xff, 9: 0xff, 10: 0xff, 11: 0xff, 12: 0xff, 13: 0xff, 14: 0xff, 15: 0xfe},
		{0: 0xff, 1: 0xff, 2: 0xff, 3: 0xff, 4: 0xff, 5: 0xff, 6: 0xff, 7: 0xff,
			8: 0xff, 9: 0xff, 10: 0xff, 11: 0xff, 12: 0xff, 13: 0xff, 14: 0xff, 15: 0xfd},
	}
	for key := range randKeys(r, 6) {
		ref, _ := stdaes.NewCipher(key)
		rounds := len(key)/4 + 6
		var wk wide32Key
		wide32KeyFromBytes(&wk, rounds, testExpanded(key))

		src := randBytes(r, 128)
		got, want := make([]byte, 128), make([]byte, 128)
		encryptBlocksWide32(&wk, rounds, got, src)
		for b := 0; b < 128; b += 16 {
			ref.Encrypt(want[b:], src[b:])
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("key %x: encryptBlocksWide32 differs from crypto/aes", key)
		}

		for _, iv := range append(ivs, [16]byte(randBytes(r, 16))) {
			cipher.NewCTR(ref, iv[:]).XORKeyStream(want, src)
			hi, lo := loadCounter(&iv)
			hi, lo = ctrWide32(&wk, rounds, got, src, hi, lo)
			if !bytes.Equal(got, want) {
				t.Fatalf("key %x iv %x: ctrWide32 differs from crypto/cipher", key, iv)
			}
			next := iv
			incrementCounter(&next, 8)
			var c [16]byte
			storeCounter(&c, hi, lo)
			if c != next {
				t.Fatalf("iv %x: ctrWide32 returned counter %x, want %x", iv, c, next)
			}
		}
	}
}

// TestCTRWide32RunAgainstStdlib checks the cached CTR run of the 32-bit
// layout on crypto/cipher's, every key size, from counters whose low byte
// wraps inside a batch or at its end and which carry through 64 bits and
// wrap at 2^128, over runs long enough to refresh the cache.
func TestCTRWide32RunAgainstStdlib(t *testing.T) {
	r := rand.New(rand.NewPCG(55, 56))
	ivs := [][16]byte{
		{}, {15: 0x03}, {15: 0xf8}, {15: 0xf9}, {14: 0x12, 15: 0xff},
		{8: 0xff, 9: 0xff, 10: 0xff, 11: 0xff, 12: 0xff, 13: 0xff, 14: 0xff, 15: 0xf8},
		{0: 0xff, 1: 0xff, 2: 0xff, 3: 0xff, 4: 0xff, 5: 0xff, 6: 0xff, 7: 0xff,
			8: 0xff, 9: 0xff, 10: 0xff, 11: 0xff, 12: 0xff, 13: 0xff, 14: 0xfe, 15: 0xf3},
	}
	for key := range randKeys(r, 4) {
		ref, _ := stdaes.NewCipher(key)
		bs, rounds := testBaseKey(key)
		if bs.wide32 == nil {
			bs.wide32 = new(wide32Key)
			wide32KeyFromBytes(bs.wide32, rounds, testExpanded(key))
		}
		for _, iv := range append(ivs, [16]byte(randBytes(r, 16))) {
			for _, n := range []int{128, 256, 128 * 40} {
				src := randBytes(r, n)
				got, want := make([]byte, n), make([]byte, n)
				cipher.NewCTR(ref, iv[:]).XORKeyStream(want, src)
				hi, lo := loadCounter(&iv)
				hi, lo = ctrWide32Run(bs, rounds, got, src, hi, lo)
				if !bytes.Equal(got, want) {
					t.Fatalf("key %x iv %x, %d bytes: ctrWide32Run differs from crypto/cipher", key, iv, n)
				}
				next := iv
				incrementCounter(&next, uint64(n/16))
				var c [16]byte
				storeCounter(&c, hi, lo)
				if c != next {
					t.Fatalf("iv %x: ctrWide32Run returned counter %x, want %x", iv, c, next)
				}
			}
		}
	}
}
