// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build 386 && !purego

package aes

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// Twin tests: every 386 AES-NI kernel against the Base tier's Go code, at
// every length from 0 to 40 blocks and at random lengths, all key sizes,
// out of place and in place.

// The 386 tiers and the CPU features each needs, written out apart from
// the table in hw_386.go.
func init() {
	cpuTiers = []cpuTier{
		{"AES-NI", cpu.X86HasAESNI && cpu.X86HasSSSE3},
		{"VPAES-SSSE3", cpu.X86HasSSSE3},
	}
}

func aesni386Required(t *testing.T) {
	t.Helper()
	if !cpu.X86HasAESNI || !cpu.X86HasSSSE3 {
		t.Skip("CPU lacks AES-NI or SSSE3")
	}
}

type hw386Key struct {
	rounds   int
	enc, dec [240]byte
	bs       bsKey
}

func newHW386Key(key []byte) *hw386Key {
	k := &hw386Key{rounds: len(key)/4 + 6}
	expandKey(key, k.rounds, &k.enc, &k.dec)
	bitsliceKey(&k.bs, k.rounds, &k.enc)
	return k
}

// hw386Lengths returns every block count 0..40 and some random ones up to
// 600 blocks.
func hw386Lengths(r *rand.Rand) []int {
	var ns []int
	for n := 0; n <= 40; n++ {
		ns = append(ns, n)
	}
	for range 10 {
		ns = append(ns, 41+r.IntN(560))
	}
	return ns
}

// TestExpandKeyAESNI386AgainstGeneric is hw_amd64_test.go's
// TestExpandKeyAESNIAgainstGeneric (and hw_arm64_test.go's Armv8 one) for
// this port's kernels, which share amd64's names.
func TestExpandKeyAESNI386AgainstGeneric(t *testing.T) {
	aesni386Required(t)
	r := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 3000; i++ {
		key := randBytes(r, []int{16, 24, 32}[i%3])
		var enc, dec, wantEnc, wantDec [240]byte
		for j := range enc {
			enc[j], dec[j] = byte(r.Uint32()), byte(r.Uint32())
		}
		hwExpandKey(key, &enc, &dec)
		expandKey(key, len(key)/4+6, &wantEnc, &wantDec)
		if enc != wantEnc || dec != wantDec {
			t.Fatalf("key %x:\nenc %x\nwant %x\ndec %x\nwant %x", key, enc, wantEnc, dec, wantDec)
		}
	}
}

func TestAESNI386FIPS197(t *testing.T) {
	aesni386Required(t)
	// FIPS 197 Appendix C: plaintext 00112233..ff under key 000102..
	pt := [16]byte(fromHex("00112233445566778899aabbccddeeff"))
	want := map[int]string{
		16: "69c4e0d86a7b0430d8cdb78070b4c55a",
		24: "dda97ca4864cdfe06eaf70a0ec0d7191",
		32: "8ea2b7ca516745bfeafc49904b496089",
	}
	for _, size := range []int{16, 24, 32} {
		key := make([]byte, size)
		for i := range key {
			key[i] = byte(i)
		}
		var enc, dec [240]byte
		hwExpandKey(key, &enc, &dec)
		var ct, back [16]byte
		hwEncryptBlock(size/4+6, &enc, &ct, &pt)
		if !bytes.Equal(ct[:], fromHex(want[size])) {
			t.Errorf("AES-%d: got %x, want %s", size*8, ct, want[size])
		}
		hwDecryptBlock(size/4+6, &dec, &back, &ct)
		if back != pt {
			t.Errorf("AES-%d decrypt: got %x", size*8, back)
		}
	}
}

func TestAESNI386SingleBlock(t *testing.T) {
	aesni386Required(t)
	r := rand.New(rand.NewPCG(23, 24))
	for _, keyLen := range []int{16, 24, 32} {
		k := newHW386Key(randBytes(r, keyLen))
		for i := 0; i < 200; i++ {
			src := [16]byte(randBytes(r, 16))
			var got, want [16]byte
			hwEncryptBlock(k.rounds, &k.enc, &got, &src)
			encryptBlockGeneric(&k.bs, k.rounds, &want, &src)
			if got != want {
				t.Fatalf("hwEncryptBlock key %d mismatch", keyLen)
			}
			hwDecryptBlock(k.rounds, &k.dec, &got, &src)
			decryptBlockGeneric(&k.bs, k.rounds, &want, &src)
			if got != want {
				t.Fatalf("hwDecryptBlock key %d mismatch", keyLen)
			}
			// In place.
			got = src
			hwEncryptBlock(k.rounds, &k.enc, &got, &got)
			encryptBlockGeneric(&k.bs, k.rounds, &want, &src)
			if got != want {
				t.Fatalf("in-place hwEncryptBlock key %d mismatch", keyLen)
			}
		}
	}
}

func TestAESNI386KernelsAgainstGeneric(t *testing.T) {
	aesni386Required(t)
	r := rand.New(rand.NewPCG(25, 26))
	for _, keyLen := range []int{16, 24, 32} {
		k := newHW386Key(randBytes(r, keyLen))
		for _, blocks := range hw386Lengths(r) {
			n := 16 * blocks
			src := randBytes(r, n)
			want := make([]byte, n)
			got := make([]byte, n+16) // longer dst: only dst[:n] may change
			tail := bytes.Repeat([]byte{0xa5}, 16)
			check := func(what string) {
				t.Helper()
				if !bytes.Equal(got[:n], want) {
					t.Fatalf("%s key %d, %d blocks: mismatch", what, keyLen, blocks)
				}
				if !bytes.Equal(got[n:], tail) {
					t.Fatalf("%s key %d, %d blocks: wrote past len(src)", what, keyLen, blocks)
				}
			}
			reset := func() { copy(got[n:], tail) }

			reset()
			hwEncryptBlocks(k.rounds, &k.enc, got, src)
			encryptBlocksGeneric(&k.bs, k.rounds, want, src)
			check("ECB")
			copy(got, src)
			hwEncryptBlocks(k.rounds, &k.enc, got[:n], got[:n])
			check("in-place ECB")

			iv := [16]byte(randBytes(r, 16))
			binary.BigEndian.PutUint64(iv[8:], 1<<32-3) // crosses 32 bits inside
			c1, c2 := iv, iv
			reset()
			hwCTR(k.rounds, &k.enc, got, src, &c1)
			ctrGeneric(&k.bs, k.rounds, want, src, &c2)
			check("CTR")
			if c1 != c2 {
				t.Fatalf("CTR key %d, %d blocks: counter %x, want %x", keyLen, blocks, c1, c2)
			}
			c1 = iv
			copy(got, src)
			hwCTR(k.rounds, &k.enc, got[:n], got[:n], &c1)
			check("in-place CTR")

			// CBC encryption and decryption, each out of place and in place.
			for _, c := range []struct {
				what    string
				hw, ref func(dst, src []byte, iv *[16]byte)
			}{
				{"CBC encrypt",
					func(d, s []byte, v *[16]byte) { hwCBCEncrypt(k.rounds, &k.enc, d, s, v) },
					func(d, s []byte, v *[16]byte) { cbcEncryptGeneric(&k.bs, k.rounds, d, s, v) }},
				{"CBC decrypt",
					func(d, s []byte, v *[16]byte) { hwCBCDecrypt(k.rounds, &k.dec, d, s, v) },
					func(d, s []byte, v *[16]byte) { cbcDecryptGeneric(&k.bs, k.rounds, d, s, v) }},
			} {
				v1, v2 := iv, iv
				reset()
				c.hw(got, src, &v1)
				c.ref(want, src, &v2)
				check(c.what)
				if v1 != v2 {
					t.Fatalf("%s key %d, %d blocks: iv mismatch", c.what, keyLen, blocks)
				}
				v1 = iv
				copy(got, src)
				c.hw(got[:n], got[:n], &v1)
				check("in-place " + c.what)
				if v1 != v2 {
					t.Fatalf("in-place %s key %d, %d blocks: iv mismatch", c.what, keyLen, blocks)
				}
			}
		}
	}
}

// TestAESNI386CTRWrap checks the Go splitting around the kernel, which
// does not carry out of the low 64 bits, including the 2^128 wrap.
func TestAESNI386CTRWrap(t *testing.T) {
	aesni386Required(t)
	r := rand.New(rand.NewPCG(27, 28))
	for _, keyLen := range []int{16, 32} {
		k := newHW386Key(randBytes(r, keyLen))
		for _, iv := range counterEdges() {
			for blocks := 1; blocks <= 40; blocks++ {
				n := 16 * blocks
				src := randBytes(r, n)
				got, want := make([]byte, n), make([]byte, n)
				c1, c2 := iv, iv
				hwCTR(k.rounds, &k.enc, got, src, &c1)
				ctrGeneric(&k.bs, k.rounds, want, src, &c2)
				if !bytes.Equal(got, want) || c1 != c2 {
					t.Fatalf("CTR from %x over %d blocks mismatch", iv, blocks)
				}
			}
		}
	}
}
