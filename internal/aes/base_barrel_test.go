// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestTransposeWide checks that transposeWide is an involution and puts bit
// j of byte 4c+r of block b at bit 16c+b of word 8r+j.
func TestTransposeWide(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	src := randBytes(r, 256)
	var x wideState
	loadWide(&x, src)
	orig := x
	transposeWide(&x)
	for b := range 16 {
		for i := range 16 {
			row, col := i%4, i/4
			for j := range 8 {
				want := uint64(src[16*b+i]>>j) & 1
				if got := x[8*row+j] >> (16*col + b) & 1; got != want {
					t.Fatalf("block %d byte %d bit %d: got %d, want %d", b, i, j, got, want)
				}
			}
		}
	}
	transposeWide(&x)
	if x != orig {
		t.Fatal("transposeWide is not its own inverse")
	}
	out := make([]byte, 256)
	storeWide(out, &x)
	if !bytes.Equal(out, src) {
		t.Fatal("storeWide(loadWide(src)) != src")
	}
}

// TestWideAgainstStdlib checks the sixteen-block path directly (ECB and
// CTR) for every key size, with counters carrying through 32 and 64 bits.
func TestWideAgainstStdlib(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, ks := range []int{16, 24, 32} {
		for trial := 0; trial < 8; trial++ {
			key := randBytes(r, ks)
			ref, _ := stdaes.NewCipher(key)
			bs, rounds := testBaseKey(key)

			src := randBytes(r, 256)
			got, want := make([]byte, 256), make([]byte, 256)
			encryptBlocksWide(&bs.wide, rounds, got, src)
			for i := 0; i < 256; i += 16 {
				ref.Encrypt(want[i:], src[i:])
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("key %d: encryptBlocksWide mismatch", ks)
			}

			hi, lo := r.Uint64(), []uint64{r.Uint64(), 1<<32 - 5, 1<<64 - 7}[trial%3]
			nhi, nlo := ctrWide(&bs.wide, rounds, got, src, hi, lo)
			for i := range 16 {
				var c, ksb [16]byte
				l := lo + uint64(i)
				h := hi
				if l < lo {
					h++
				}
				binary.BigEndian.PutUint64(c[:8], h)
				binary.BigEndian.PutUint64(c[8:], l)
				ref.Encrypt(ksb[:], c[:])
				for k := range 16 {
					want[16*i+k] = src[16*i+k] ^ ksb[k]
				}
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("key %d: ctrWide from %x:%x mismatch", ks, hi, lo)
			}
			elo := lo + 16
			ehi := hi
			if elo < lo {
				ehi++
			}
			if nhi != ehi || nlo != elo {
				t.Fatalf("ctrWide returned counter %x:%x, want %x:%x", nhi, nlo, ehi, elo)
			}
		}
	}
}

// TestCTRWideRun checks the CTR batch loop, with its cached first round,
// from every low counter byte and across the points where bytes 14 and
// above change (a new cache) and where byte 15 wraps inside a batch (the
// uncached batch).
func TestCTRWideRun(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	src := randBytes(r, 256*20)
	got, want := make([]byte, len(src)), make([]byte, len(src))
	for _, ks := range []int{16, 24, 32} {
		key := randBytes(r, ks)
		ref, _ := stdaes.NewCipher(key)
		bs, rounds := testBaseKey(key)
		for v := 0; v < 256; v++ {
			hi := r.Uint64()
			lo := []uint64{r.Uint64(), 1<<64 - 256, 1<<32 - 256}[v%3]&^0xff | uint64(v)
			n := 256 * (1 + (v+ks)%20)
			nhi, nlo := ctrWideRun(bs, rounds, got[:n], src[:n], hi, lo)
			var ctr [16]byte
			binary.BigEndian.PutUint64(ctr[:8], hi)
			binary.BigEndian.PutUint64(ctr[8:], lo)
			cipher.NewCTR(ref, ctr[:]).XORKeyStream(want[:n], src[:n])
			if !bytes.Equal(got[:n], want[:n]) {
				t.Fatalf("key %d: ctrWideRun from %x:%x over %d bytes mismatch", ks, hi, lo, n)
			}
			incrementCounter(&ctr, uint64(n/16))
			if ehi, elo := loadCounter(&ctr); nhi != ehi || nlo != elo {
				t.Fatalf("ctrWideRun from %x:%x returned %x:%x, want %x:%x", hi, lo, nhi, nlo, ehi, elo)
			}
		}
	}
}

// ctrWide, the reference for ctrWideRun, encrypts sixteen counter blocks starting at (hi, lo) and XORs them
// with src into dst (256 bytes each); it returns the next counter.
func ctrWide(wk *wideKey, rounds int, dst, src []byte, hi, lo uint64) (uint64, uint64) {
	var x wideState
	for b := range 16 {
		// Big-endian counter bytes as little-endian column words:
		// columns 0 and 2 in x[b], 1 and 3 in x[16+b].
		x[b] = uint64(bits.ReverseBytes32(uint32(hi>>32))) | uint64(bits.ReverseBytes32(uint32(lo>>32)))<<32
		x[16+b] = uint64(bits.ReverseBytes32(uint32(hi))) | uint64(bits.ReverseBytes32(uint32(lo)))<<32
		var c uint64
		lo, c = bits.Add64(lo, 1, 0)
		hi += c
	}
	transposeWide(&x)
	encryptWide(wk, rounds, &x)
	transposeWide(&x)
	xorWide(dst, src, &x)
	return hi, lo
}
