// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 && !purego

package aes

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// The amd64 tiers and the CPU features each needs, written out apart from
// the table in hw_amd64.go.
func init() {
	cpuTiers = []cpuTier{
		{"VAES-AVX512", cpu.X86HasVAES && cpu.X86HasAVX512},
		{"VAES-AVX2", cpu.X86HasVAES && cpu.X86HasAVX2},
		{"AES-NI", cpu.X86HasAESNI && cpu.X86HasSSSE3},
		{"VPAES-SSSE3", cpu.X86HasSSSE3},
	}
}

// Twin tests: every amd64 kernel against the Base tier's Go code, at every
// length from 0 to 64 blocks (in the kernel's granule), all key sizes, out
// of place and in place.

type hwKey struct {
	rounds   int
	enc, dec [240]byte
	bs       bsKey
}

func newHWKey(key []byte) *hwKey {
	k := &hwKey{rounds: len(key)/4 + 6}
	expandKey(key, k.rounds, &k.enc, &k.dec)
	bitsliceKey(&k.bs, k.rounds, &k.enc)
	return k
}

type kernelSet struct {
	name    string
	granule int // bytes
	ok      bool
	ecb     func(rounds int, enc *[240]byte, dst, src []byte)
	ctr     func(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)
	cbcDec  func(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) // derives the inverse cipher's keys
}

func kernelSets() []kernelSet {
	return []kernelSet{
		{"AES-NI", 16, cpu.X86HasAESNI, ecbAESNI, ctrAESNI, cbcDecAESNI},
		{"VAES256", 32, cpu.X86HasVAES && cpu.X86HasAVX2, ecbVAES256, ctrVAES256, cbcDecVAES256},
		{"VAES512", 64, cpu.X86HasVAES && cpu.X86HasAVX512, ecbVAES512, ctrVAES512, cbcDecVAES512},
	}
}

func TestHWKernelsAgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, ks := range kernelSets() {
		if !ks.ok {
			t.Logf("%s: not supported here, skipped", ks.name)
			continue
		}
		for _, keyLen := range []int{16, 24, 32} {
			k := newHWKey(randBytes(r, keyLen))
			for n := 0; n <= 64*16; n += ks.granule {
				src := randBytes(r, n)
				want := make([]byte, n)
				got := make([]byte, n+16) // longer dst: only dst[:n] may change
				tail := bytes.Repeat([]byte{0xa5}, 16)

				check := func(what string) {
					t.Helper()
					if !bytes.Equal(got[:n], want) {
						t.Fatalf("%s %s key %d, %d bytes: mismatch", ks.name, what, keyLen, n)
					}
					if !bytes.Equal(got[n:], tail) {
						t.Fatalf("%s %s: wrote past len(src)", ks.name, what)
					}
				}
				reset := func() { copy(got[n:], tail) }

				reset()
				ks.ecb(k.rounds, &k.enc, got, src)
				encryptBlocksGeneric(&k.bs, k.rounds, want, src)
				check("ECB")

				iv := [16]byte(randBytes(r, 16))
				binary.BigEndian.PutUint64(iv[8:], 1<<32-3) // crosses 32 bits inside
				c1, c2 := iv, iv
				reset()
				ks.ctr(k.rounds, &k.enc, got, src, &c1)
				ctrGeneric(&k.bs, k.rounds, want, src, &c2)
				check("CTR")
				if c1 != iv {
					t.Fatalf("%s CTR kernel changed the counter", ks.name)
				}

				v1, v2 := iv, iv
				reset()
				ks.cbcDec(k.rounds, &k.enc, got, src, &v1)
				cbcDecryptGeneric(&k.bs, k.rounds, want, src, &v2)
				check("CBC decrypt")

				// In place.
				copy(got, src)
				v1 = iv
				ks.cbcDec(k.rounds, &k.enc, got[:n], got[:n], &v1)
				check("in-place CBC decrypt")
				copy(got, src)
				ks.ecb(k.rounds, &k.enc, got[:n], got[:n])
				encryptBlocksGeneric(&k.bs, k.rounds, want, src)
				check("in-place ECB")
			}
		}
	}
}

func TestHWSingleBlockAndCBCEncrypt(t *testing.T) {
	if !cpu.X86HasAESNI {
		t.Skip("no AES-NI")
	}
	r := rand.New(rand.NewPCG(13, 14))
	for _, keyLen := range []int{16, 24, 32} {
		k := newHWKey(randBytes(r, keyLen))
		for i := 0; i < 50; i++ {
			src := [16]byte(randBytes(r, 16))
			var got, want [16]byte
			hwEncryptBlock(k.rounds, &k.enc, &got, &src)
			encryptBlockGeneric(&k.bs, k.rounds, &want, &src)
			if got != want {
				t.Fatalf("hwEncryptBlock key %d mismatch", keyLen)
			}
			hwDecryptBlock(k.rounds, &k.enc, &got, &src)
			decryptBlockGeneric(&k.bs, k.rounds, &want, &src)
			if got != want {
				t.Fatalf("hwDecryptBlock key %d mismatch", keyLen)
			}
			if cpu.X86HasVAES {
				hwEncryptBlock(k.rounds, &k.enc, &want, &src)
				encryptBlockVEX(k.rounds, &k.enc, &got, &src)
				if got != want {
					t.Fatalf("encryptBlockVEX key %d mismatch", keyLen)
				}
				hwDecryptBlock(k.rounds, &k.enc, &want, &src)
				decryptBlockVEX(k.rounds, &k.enc, &got, &src)
				if got != want {
					t.Fatalf("decryptBlockVEX key %d mismatch", keyLen)
				}
			}
			for _, one := range []struct {
				name string
				ok   bool
				f    func(rounds int, enc *[240]byte, dst, src, iv *[16]byte)
			}{{"cbcDecOneAESNI", true, cbcDecOneAESNI}, {"cbcDecOneVEX", cpu.X86HasVAES, cbcDecOneVEX}} {
				if !one.ok {
					continue
				}
				iv := [16]byte(randBytes(r, 16))
				v1, v2 := iv, iv
				one.f(k.rounds, &k.enc, &got, &src, &v1)
				cbcDecryptGeneric(&k.bs, k.rounds, want[:], src[:], &v2)
				if got != want || v1 != v2 {
					t.Fatalf("%s key %d mismatch", one.name, keyLen)
				}
				buf, v1 := src, iv // in place
				one.f(k.rounds, &k.enc, &buf, &buf, &v1)
				if buf != want || v1 != v2 {
					t.Fatalf("%s key %d in place mismatch", one.name, keyLen)
				}
			}
			ctr := [16]byte(randBytes(r, 16))
			c1, c2 := ctr, ctr
			ctrBlock1AESNI(k.rounds, &k.enc, &got, &src, &c1)
			ctrGeneric(&k.bs, k.rounds, want[:], src[:], &c2)
			if got != want || c1 != c2 {
				t.Fatalf("ctrBlock1AESNI key %d mismatch", keyLen)
			}
		}
		for n := 0; n <= 64*16; n += 16 {
			src := randBytes(r, n)
			got, want := make([]byte, n), make([]byte, n)
			iv := [16]byte(randBytes(r, 16))
			v1, v2 := iv, iv
			hwCBCEncrypt(k.rounds, &k.enc, got, src, &v1)
			cbcEncryptGeneric(&k.bs, k.rounds, want, src, &v2)
			if !bytes.Equal(got, want) || v1 != v2 {
				t.Fatalf("hwCBCEncrypt key %d, %d bytes mismatch", keyLen, n)
			}
		}
	}
}

// TestHWCTRWrap checks the Go splitting around the kernels, which do not
// carry out of the low 64 bits, including the 2^128 wrap and the one-block
// kernel's own carry.
func TestHWCTRWrap(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	k := newHWKey(randBytes(r, 16))
	for _, t0 := range []Tier{AESNI, VAESAVX2, VAESAVX512} {
		if (t0 == VAESAVX2 && !supportsVAES256) || (t0 == VAESAVX512 && !supportsVAES512) || !cpu.X86HasAESNI {
			continue
		}
		for _, iv := range counterEdges() {
			for n := 16; n <= 80*16; n += 16 {
				src := randBytes(r, n)
				got, want := make([]byte, n), make([]byte, n)
				c1, c2 := iv, iv
				if t0 == AESNI {
					hwCTR(k.rounds, &k.enc, got, src, &c1)
				} else {
					wideCTR(t0, k.rounds, &k.enc, got, src, &c1)
				}
				ctrGeneric(&k.bs, k.rounds, want, src, &c2)
				if !bytes.Equal(got, want) || c1 != c2 {
					t.Fatalf("tier %s: CTR from %x over %d bytes mismatch", t0, iv, n)
				}
			}
		}
	}
}

// TestExpandKeyAESNIAgainstGeneric runs the AES-NI key expansion against its
// Go twin on random keys of every size, into schedules that start out
// filled with garbage (the kernels must write every byte).
func TestExpandKeyAESNIAgainstGeneric(t *testing.T) {
	if !cpu.X86HasAESNI || !cpu.X86HasSSSE3 {
		t.Skip("no AES-NI")
	}
	r := rand.New(rand.NewPCG(13, 14))
	for i := 0; i < 3000; i++ {
		key := randBytes(r, []int{16, 24, 32}[i%3])
		var enc, dec, wantEnc, wantDec [240]byte
		for j := range enc {
			enc[j], dec[j] = byte(r.Uint32()), byte(r.Uint32())
		}
		switch len(key) {
		case 16:
			expandKey128AESNI((*[16]byte)(key), &enc, &dec)
		case 24:
			expandKey192AESNI((*[24]byte)(key), &enc, &dec)
		case 32:
			expandKey256AESNI((*[32]byte)(key), &enc, &dec)
		}
		expandKey(key, len(key)/4+6, &wantEnc, &wantDec)
		if enc != wantEnc || dec != wantDec {
			t.Fatalf("key %x:\nenc %x\nwant %x\ndec %x\nwant %x", key, enc, wantEnc, dec, wantDec)
		}
	}
}

// TestHWAllocs checks that the decryption entry points, which derive the
// inverse cipher's keys per call, allocate nothing (the one-block CBC path
// included).
func TestHWAllocs(t *testing.T) {
	if !cpu.X86HasAESNI {
		t.Skip("no AES-NI")
	}
	k := newHWKey(make([]byte, 16))
	buf := make([]byte, 16*20)
	var iv, blk [16]byte
	n := testing.AllocsPerRun(10, func() {
		hwDecryptBlock(k.rounds, &k.enc, &blk, &blk)
		hwCBCDecrypt(k.rounds, &k.enc, buf, buf, &iv)
		hwCBCDecrypt(k.rounds, &k.enc, buf[:16], buf[:16], &iv)
		if cpu.X86HasVAES && cpu.X86HasAVX2 {
			decryptBlockVEX(k.rounds, &k.enc, &blk, &blk)
			wideCBCDecrypt(VAESAVX2, k.rounds, &k.enc, buf, buf, &iv)
			wideCBCDecrypt(VAESAVX2, k.rounds, &k.enc, buf[:16], buf[:16], &iv)
		}
	})
	if n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}
