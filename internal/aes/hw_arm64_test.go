// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package aes

// Tests of the Armv8-AES kernels against the standard library (the
// reference; test code only). Key schedules come from a small reference
// expansion below so these tests do not depend on the rest of the package.

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// The arm64 tiers and the CPU features each needs, written out apart from
// the table in hw_arm64.go.
func init() {
	cpuTiers = []cpuTier{
		{"Armv8-AES", cpu.ARM64HasAES},
		{"VPAES-NEON", cpu.ARM64HasASIMD},
	}
}

func armv8Required(t *testing.T) {
	t.Helper()
	if !cpu.ARM64HasAES {
		t.Skip("CPU lacks the Armv8 AES instructions")
	}
}

// armv8RefSbox is the FIPS 197 §5.1.1 S-box, computed (multiplicative
// inverse in GF(2^8) followed by the affine map) to keep the test free of
// a transcribed table.
var armv8RefSbox = func() (s [256]byte) {
	for x := 0; x < 256; x++ {
		inv := byte(0)
		for y := 1; y < 256 && x != 0; y++ {
			if gfMul(byte(x), byte(y)) == 1 {
				inv = byte(y)
				break
			}
		}
		b := inv
		r := b ^ (b<<1 | b>>7) ^ (b<<2 | b>>6) ^ (b<<3 | b>>5) ^ (b<<4 | b>>4) ^ 0x63
		s[x] = r
	}
	return
}()

// armv8RefExpand returns the FIPS 197 §5.2 encryption schedule and the
// §5.3.5 equivalent inverse cipher schedule, in the byte layout of the hw
// tier contract.
func armv8RefExpand(key []byte) (rounds int, enc, dec *[240]byte) {
	nk := len(key) / 4
	rounds = nk + 6
	n := 4 * (rounds + 1)
	w := make([]uint32, n)
	for i := 0; i < nk; i++ {
		w[i] = binary.BigEndian.Uint32(key[4*i:])
	}
	sub := func(x uint32) uint32 {
		return uint32(armv8RefSbox[x>>24])<<24 | uint32(armv8RefSbox[x>>16&0xff])<<16 |
			uint32(armv8RefSbox[x>>8&0xff])<<8 | uint32(armv8RefSbox[x&0xff])
	}
	rcon := uint32(1)
	for i := nk; i < n; i++ {
		t := w[i-1]
		if i%nk == 0 {
			t = sub(t<<8|t>>24) ^ rcon<<24
			rcon = uint32(gfMul(byte(rcon), 2))
		} else if nk > 6 && i%nk == 4 {
			t = sub(t)
		}
		w[i] = w[i-nk] ^ t
	}
	enc, dec = new([240]byte), new([240]byte)
	for i := 0; i < n; i++ {
		binary.BigEndian.PutUint32(enc[4*i:], w[i])
	}
	for r := 0; r <= rounds; r++ {
		k := enc[16*(rounds-r) : 16*(rounds-r)+16]
		d := dec[16*r : 16*r+16]
		if r == 0 || r == rounds {
			copy(d, k)
			continue
		}
		for c := 0; c < 4; c++ { // InvMixColumns, FIPS 197 §5.3.3
			a := k[4*c : 4*c+4]
			for i := 0; i < 4; i++ {
				d[4*c+i] = gfMul(a[i], 14) ^ gfMul(a[(i+1)%4], 11) ^
					gfMul(a[(i+2)%4], 13) ^ gfMul(a[(i+3)%4], 9)
			}
		}
	}
	return
}

var armv8KeySizes = []int{16, 24, 32}

func armv8RandKey(t *testing.T, r *rand.Rand, size int) ([]byte, int, *[240]byte, *[240]byte, cipher.Block) {
	key := make([]byte, size)
	for i := range key {
		key[i] = byte(r.Uint32())
	}
	rounds, enc, dec := armv8RefExpand(key)
	ref, err := stdaes.NewCipher(key)
	if err != nil {
		t.Fatal(err)
	}
	return key, rounds, enc, dec, ref
}

func armv8Rand(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func TestArmv8FIPS197(t *testing.T) {
	armv8Required(t)
	// FIPS 197 Appendix C: plaintext 00112233..ff under key 000102..
	pt := []byte{0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff}
	want := map[int]string{
		16: "69c4e0d86a7b0430d8cdb78070b4c55a",
		24: "dda97ca4864cdfe06eaf70a0ec0d7191",
		32: "8ea2b7ca516745bfeafc49904b496089",
	}
	for _, size := range armv8KeySizes {
		key := make([]byte, size)
		for i := range key {
			key[i] = byte(i)
		}
		rounds, enc, dec := armv8RefExpand(key)
		var ct, back [16]byte
		hwEncryptBlock(rounds, enc, &ct, (*[16]byte)(pt))
		if got := hexString(ct[:]); got != want[size] {
			t.Errorf("AES-%d: got %s, want %s", size*8, got, want[size])
		}
		hwDecryptBlock(rounds, dec, &back, &ct)
		if !bytes.Equal(back[:], pt) {
			t.Errorf("AES-%d decrypt: got %x", size*8, back)
		}
	}
}

func hexString(b []byte) string {
	const digits = "0123456789abcdef"
	s := make([]byte, 0, 2*len(b))
	for _, c := range b {
		s = append(s, digits[c>>4], digits[c&15])
	}
	return string(s)
}

func TestArmv8Block(t *testing.T) {
	armv8Required(t)
	r := rand.New(rand.NewPCG(1, 2))
	for _, size := range armv8KeySizes {
		for trial := 0; trial < 50; trial++ {
			_, rounds, enc, dec, ref := armv8RandKey(t, r, size)
			src := [16]byte(armv8Rand(r, 16))
			var got, want [16]byte
			ref.Encrypt(want[:], src[:])
			hwEncryptBlock(rounds, enc, &got, &src)
			if got != want {
				t.Fatalf("AES-%d encrypt: got %x, want %x", size*8, got, want)
			}
			ref.Decrypt(want[:], src[:])
			hwDecryptBlock(rounds, dec, &got, &src)
			if got != want {
				t.Fatalf("AES-%d decrypt: got %x, want %x", size*8, got, want)
			}
			// In place.
			buf := src
			hwEncryptBlock(rounds, enc, &buf, &buf)
			hwDecryptBlock(rounds, dec, &buf, &buf)
			if buf != src {
				t.Fatalf("AES-%d in-place round trip: got %x, want %x", size*8, buf, src)
			}
		}
	}
}

// armv8ForLengths runs f for every key size and every length of 0..40
// blocks, with fresh random keys and data.
func armv8ForLengths(t *testing.T, f func(t *testing.T, r *rand.Rand, rounds int, enc, dec *[240]byte, ref cipher.Block, src []byte)) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, size := range armv8KeySizes {
		for blocks := 0; blocks <= 40; blocks++ {
			_, rounds, enc, dec, ref := armv8RandKey(t, r, size)
			f(t, r, rounds, enc, dec, ref, armv8Rand(r, 16*blocks))
			if t.Failed() {
				t.Fatalf("AES-%d, %d blocks", size*8, blocks)
			}
		}
	}
}

func TestArmv8ECB(t *testing.T) {
	armv8Required(t)
	armv8ForLengths(t, func(t *testing.T, r *rand.Rand, rounds int, enc, dec *[240]byte, ref cipher.Block, src []byte) {
		want := make([]byte, len(src))
		for i := 0; i < len(src); i += 16 {
			ref.Encrypt(want[i:], src[i:])
		}
		got := make([]byte, len(src)+16) // longer dst: the tail must stay untouched
		hwEncryptBlocks(rounds, enc, got, src)
		if !bytes.Equal(got[:len(src)], want) || !bytes.Equal(got[len(src):], make([]byte, 16)) {
			t.Errorf("ECB mismatch")
		}
		inPlace := bytes.Clone(src)
		hwEncryptBlocks(rounds, enc, inPlace, inPlace)
		if !bytes.Equal(inPlace, want) {
			t.Errorf("ECB in place mismatch")
		}
	})
}

// armv8CounterStarts are counters around the 2^32, 2^64 and 2^128 wraps,
// plus a random one.
func armv8CounterStarts(r *rand.Rand) [][16]byte {
	var starts [][16]byte
	for _, wrap := range []int{32, 64, 128} {
		for _, back := range []uint64{1, 3, 8, 17} {
			var c [16]byte
			copy(c[:], armv8Rand(r, 16))
			// Set the low `wrap` bits to 2^wrap - back: all ones but the lowest
			// bits, so the increments cross the boundary within the message.
			lo := binary.BigEndian.Uint64(c[8:])
			hi := binary.BigEndian.Uint64(c[:8])
			switch wrap {
			case 32:
				lo = lo&^0xffffffff | (0xffffffff - back + 1)
			case 64:
				lo = -back
			case 128:
				hi, lo = ^uint64(0), -back
			}
			binary.BigEndian.PutUint64(c[:8], hi)
			binary.BigEndian.PutUint64(c[8:], lo)
			starts = append(starts, c)
		}
	}
	return append(starts, [16]byte(armv8Rand(r, 16)))
}

// armv8AddCounter returns c + n mod 2^128.
func armv8AddCounter(c [16]byte, n uint64) [16]byte {
	hi := binary.BigEndian.Uint64(c[:8])
	lo := binary.BigEndian.Uint64(c[8:])
	lo2 := lo + n
	if lo2 < lo {
		hi++
	}
	binary.BigEndian.PutUint64(c[:8], hi)
	binary.BigEndian.PutUint64(c[8:], lo2)
	return c
}

func TestArmv8CTR(t *testing.T) {
	armv8Required(t)
	armv8ForLengths(t, func(t *testing.T, r *rand.Rand, rounds int, enc, dec *[240]byte, ref cipher.Block, src []byte) {
		for _, start := range armv8CounterStarts(r) {
			want := make([]byte, len(src))
			cipher.NewCTR(ref, start[:]).XORKeyStream(want, src)
			got := make([]byte, len(src))
			ctr := start
			hwCTR(rounds, enc, got, src, &ctr)
			if !bytes.Equal(got, want) {
				t.Errorf("CTR mismatch from counter %x", start)
			}
			if next := armv8AddCounter(start, uint64(len(src)/16)); ctr != next {
				t.Errorf("counter after %d blocks: got %x, want %x", len(src)/16, ctr, next)
			}
			inPlace := bytes.Clone(src)
			ctr = start
			hwCTR(rounds, enc, inPlace, inPlace, &ctr)
			if !bytes.Equal(inPlace, want) {
				t.Errorf("CTR in place mismatch from counter %x", start)
			}
		}
	})
}

// TestArmv8CTRSplit checks that the counter carries across calls: one long
// call equals the same stream cut into pieces of every size.
func TestArmv8CTRSplit(t *testing.T) {
	armv8Required(t)
	r := rand.New(rand.NewPCG(5, 6))
	_, rounds, enc, _, _ := armv8RandKey(t, r, 16)
	src := armv8Rand(r, 16*37)
	for _, start := range armv8CounterStarts(r) {
		whole := make([]byte, len(src))
		ctr := start
		hwCTR(rounds, enc, whole, src, &ctr)
		for piece := 1; piece <= 13; piece++ {
			got := make([]byte, len(src))
			ctr := start
			armv8Pieces(got, src, piece, func(d, s []byte) { hwCTR(rounds, enc, d, s, &ctr) })
			if !bytes.Equal(got, whole) {
				t.Fatalf("CTR in %d-block pieces differs from one call", piece)
			}
		}
	}
}

func TestArmv8CBC(t *testing.T) {
	armv8Required(t)
	armv8ForLengths(t, func(t *testing.T, r *rand.Rand, rounds int, enc, dec *[240]byte, ref cipher.Block, src []byte) {
		iv0 := [16]byte(armv8Rand(r, 16))
		want := make([]byte, len(src))
		cipher.NewCBCEncrypter(ref, iv0[:]).CryptBlocks(want, src)
		wantIV := iv0
		if len(src) > 0 {
			wantIV = [16]byte(want[len(want)-16:])
		}

		got := make([]byte, len(src))
		iv := iv0
		hwCBCEncrypt(rounds, enc, got, src, &iv)
		if !bytes.Equal(got, want) || iv != wantIV {
			t.Errorf("CBC encrypt mismatch")
		}
		inPlace := bytes.Clone(src)
		iv = iv0
		hwCBCEncrypt(rounds, enc, inPlace, inPlace, &iv)
		if !bytes.Equal(inPlace, want) || iv != wantIV {
			t.Errorf("CBC encrypt in place mismatch")
		}

		// Decrypt the reference ciphertext back.
		got = make([]byte, len(src))
		iv = iv0
		hwCBCDecrypt(rounds, dec, got, want, &iv)
		if !bytes.Equal(got, src) || iv != wantIV {
			t.Errorf("CBC decrypt mismatch")
		}
		inPlace = bytes.Clone(want)
		iv = iv0
		hwCBCDecrypt(rounds, dec, inPlace, inPlace, &iv)
		if !bytes.Equal(inPlace, src) || iv != wantIV {
			t.Errorf("CBC decrypt in place mismatch")
		}
		// Random ciphertext decrypts like the reference too.
		rnd := armv8Rand(r, len(src))
		wantPlain := make([]byte, len(src))
		cipher.NewCBCDecrypter(ref, iv0[:]).CryptBlocks(wantPlain, rnd)
		iv = iv0
		hwCBCDecrypt(rounds, dec, got, rnd, &iv)
		if !bytes.Equal(got, wantPlain) {
			t.Errorf("CBC decrypt of random data mismatch")
		}
	})
}

// TestArmv8CBCSplit checks that the chaining value carries across calls:
// TestArmv8CTRSplit's piece-by-piece comparison, with the IV in place of the
// counter and both directions (one test per mode keeps a failure's name exact).
func TestArmv8CBCSplit(t *testing.T) {
	armv8Required(t)
	r := rand.New(rand.NewPCG(7, 8))
	_, rounds, enc, dec, _ := armv8RandKey(t, r, 32)
	src := armv8Rand(r, 16*29)
	iv0 := [16]byte(armv8Rand(r, 16))
	whole := make([]byte, len(src))
	iv := iv0
	hwCBCEncrypt(rounds, enc, whole, src, &iv)
	for piece := 1; piece <= 11; piece++ {
		got := make([]byte, len(src))
		iv := iv0
		armv8Pieces(got, src, piece, func(d, s []byte) { hwCBCEncrypt(rounds, enc, d, s, &iv) })
		if !bytes.Equal(got, whole) {
			t.Fatalf("CBC encrypt in %d-block pieces differs", piece)
		}
		iv = iv0
		armv8Pieces(got, got, piece, func(d, s []byte) { hwCBCDecrypt(rounds, dec, d, s, &iv) })
		if !bytes.Equal(got, src) {
			t.Fatalf("CBC decrypt in %d-block pieces differs", piece)
		}
	}
}

// armv8Pieces calls f on src and dst cut into pieces of the given number
// of blocks, in order.
func armv8Pieces(dst, src []byte, piece int, f func(dst, src []byte)) {
	for i := 0; i < len(src); i += 16 * piece {
		end := min(i+16*piece, len(src))
		f(dst[i:end], src[i:end])
	}
}

func TestArmv8Allocs(t *testing.T) {
	armv8Required(t)
	r := rand.New(rand.NewPCG(9, 10))
	_, rounds, enc, dec, _ := armv8RandKey(t, r, 16)
	testHWAllocs(t, rounds, enc, dec)
}

// TestArmv8AgainstGeneric checks the core's key schedule against the reference
// expansion above (the contract's byte layout) and every kernel against
// the Base tier's block methods, at all key sizes and 0..40 blocks.
func TestArmv8AgainstGeneric(t *testing.T) {
	armv8Required(t)
	r := rand.New(rand.NewPCG(15, 16))
	for _, size := range armv8KeySizes {
		key := armv8Rand(r, size)
		rounds, enc, dec := armv8RefExpand(key)
		var coreEnc, coreDec [240]byte
		expandKey(key, rounds, &coreEnc, &coreDec)
		if coreEnc != *enc || coreDec != *dec {
			t.Fatalf("AES-%d: core key schedule differs from the reference layout", size*8)
		}
		base := newBaseBlock(t, key)
		for blocks := 0; blocks <= 40; blocks++ {
			src := armv8Rand(r, 16*blocks)
			want, got := make([]byte, len(src)), make([]byte, len(src))

			base.EncryptBlocks(want, src)
			hwEncryptBlocks(rounds, enc, got, src)
			if !bytes.Equal(got, want) {
				t.Fatalf("AES-%d ECB %d blocks differs from Base", size*8, blocks)
			}
			if blocks == 1 {
				var one [16]byte
				hwDecryptBlock(rounds, dec, &one, (*[16]byte)(src))
				base.Decrypt(want, src)
				if !bytes.Equal(one[:], want) {
					t.Fatalf("AES-%d decrypt differs from Base", size*8)
				}
			}

			for _, start := range armv8CounterStarts(r) {
				c1, c2 := start, start
				base.CTR(want, src, &c1)
				hwCTR(rounds, enc, got, src, &c2)
				if !bytes.Equal(got, want) || c1 != c2 {
					t.Fatalf("AES-%d CTR %d blocks from %x differs from Base", size*8, blocks, start)
				}
			}

			iv := [16]byte(armv8Rand(r, 16))
			i1, i2 := iv, iv
			base.CBCEncrypt(want, src, &i1)
			hwCBCEncrypt(rounds, enc, got, src, &i2)
			if !bytes.Equal(got, want) || i1 != i2 {
				t.Fatalf("AES-%d CBC encrypt %d blocks differs from Base", size*8, blocks)
			}
			i1, i2 = iv, iv
			base.CBCDecrypt(want, src, &i1)
			hwCBCDecrypt(rounds, dec, got, src, &i2)
			if !bytes.Equal(got, want) || i1 != i2 {
				t.Fatalf("AES-%d CBC decrypt %d blocks differs from Base", size*8, blocks)
			}
		}
	}
}

// TestExpandKeyArmv8AgainstGeneric runs the Armv8 key expansion against its
// Go twin (expandKey) and the reference expansion above on random keys of
// every size, into schedules that start out filled with garbage.
func TestExpandKeyArmv8AgainstGeneric(t *testing.T) {
	armv8Required(t)
	r := rand.New(rand.NewPCG(15, 16))
	for i := 0; i < 600; i++ {
		key := armv8Rand(r, []int{16, 24, 32}[i%3])
		var enc, dec, wantEnc, wantDec [240]byte
		for j := range enc {
			enc[j], dec[j] = byte(r.Uint32()), byte(r.Uint32())
		}
		switch len(key) {
		case 16:
			expandKey128Armv8((*[16]byte)(key), &enc, &dec)
		case 24:
			expandKey192Armv8((*[24]byte)(key), &enc, &dec)
		case 32:
			expandKey256Armv8((*[32]byte)(key), &enc, &dec)
		}
		expandKey(key, len(key)/4+6, &wantEnc, &wantDec)
		_, refEnc, refDec := armv8RefExpand(key)
		if enc != wantEnc || dec != wantDec || enc != *refEnc || dec != *refDec {
			t.Fatalf("key %x:\nenc %x\nwant %x\ndec %x\nwant %x", key, enc, wantEnc, dec, wantDec)
		}
	}
}
