// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm && !purego

package aes

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// The kernels are driven here through these wrappers (the shape of
// vpaes_asm.go's), so the tests need nothing beyond the kernels.
func armSetKey(k *vpaesKey, key []byte) {
	var w [240]byte
	k.rounds = vpaesFIPS(key, &w)
	vpaesSchedule(k, vpTwinTab, &w)
}

func armEncrypt(k *vpaesKey, dst, src *[16]byte) {
	vpaesEncBlocksAsm(nil, k.enc, k.rounds, &dst[0], &src[0], 1)
}

func armDecrypt(k *vpaesKey, dst, src *[16]byte) {
	vpaesDecBlocksAsm(nil, k.dec, k.rounds, &dst[0], &src[0], 1)
}

// armRun calls kernel on the whole blocks of src (dst at least as long).
func armRun(dst, src []byte, kernel func(dst, src *byte, n int)) {
	if n := kernelBlocks(dst, src); n > 0 {
		kernel(&dst[0], &src[0], n)
	}
}

var vpaesArmImpl = vpaesImpl{
	armSetKey, armEncrypt, armDecrypt,
	func(k *vpaesKey, dst, src []byte) {
		armRun(dst, src, func(d, s *byte, n int) { vpaesEncBlocksAsm(nil, k.enc, k.rounds, d, s, n) })
	},
	func(k *vpaesKey, dst, src []byte, ctr *[16]byte) {
		armRun(dst, src, func(d, s *byte, n int) { vpaesCTRAsm(nil, k.enc, k.rounds, d, s, n, ctr) })
	},
	func(k *vpaesKey, dst, src []byte, iv *[16]byte) {
		armRun(dst, src, func(d, s *byte, n int) { vpaesCBCEncAsm(nil, k.enc, k.rounds, d, s, n, iv) })
	},
	func(k *vpaesKey, dst, src []byte, iv *[16]byte) {
		armRun(dst, src, func(d, s *byte, n int) { vpaesCBCDecAsm(nil, k.dec, k.rounds, d, s, n, iv) })
	},
}

func skipNoNEON(t testing.TB) {
	if !supportsVPAES {
		t.Skip("CPU lacks NEON")
	}
}

// TestVPAESArm runs every kernel against crypto/aes and crypto/cipher for
// every key size, 0..40 blocks, in place and not, counters at the wraps.
func TestVPAESArm(t *testing.T) {
	skipNoNEON(t)
	testVPAESAgainstStdlib(t, vpaesArmImpl, 40)
}

// TestVPAESArmAgainstGeneric compares the kernels with the Go twin on random
// keys, data, counters and IVs, at unaligned offsets.
func TestVPAESArmAgainstGeneric(t *testing.T) {
	skipNoNEON(t)
	r := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 60; i++ {
		key := randBytes(r, []int{16, 24, 32}[i%3])
		ka, kt := vpKeys(t, key, armSetKey)
		n := r.IntN(9)
		off := r.IntN(16)
		src := randBytes(r, 16*n+off)[off:]
		got, want := make([]byte, 16*n+1)[1:], make([]byte, 16*n)
		for _, f := range []vpKernel{
			{"CTR", func(d, s []byte, iv *[16]byte) { vpaesArmImpl.ctr(&ka, d, s, iv) }, func(d, s []byte, iv *[16]byte) { vpTwinCTR(&kt, d, s, iv) }},
			{"CBC decryption", func(d, s []byte, iv *[16]byte) { vpaesArmImpl.cbcDecrypt(&ka, d, s, iv) }, func(d, s []byte, iv *[16]byte) { vpTwinCBCDecrypt(&kt, d, s, iv) }},
			{"CBC encryption", func(d, s []byte, iv *[16]byte) { vpaesArmImpl.cbcEncrypt(&ka, d, s, iv) }, func(d, s []byte, iv *[16]byte) { vpTwinCBCEncrypt(&kt, d, s, iv) }},
		} {
			iv := [16]byte(randBytes(r, 16)) // the counter, for CTR
			iv2 := iv
			f.asm(got, src, &iv)
			f.twn(want, src, &iv2)
			if !bytes.Equal(got, want) || iv != iv2 {
				t.Fatalf("key %x, %d blocks: %s differs", key, n, f.name)
			}
		}
	}
}

// TestVPAESArmSubBytes checks the key schedule's S-box kernel on all 256
// inputs against the twin.
func TestVPAESArmSubBytes(t *testing.T) {
	skipNoNEON(t)
	vpaesArmInit()
	for x := 0; x < 256; x += 16 {
		var src, got, want [16]byte
		for i := range src {
			src[i] = byte(x + i)
		}
		got = vpaesArmSubBytes(src)
		vpTwinSubBytes(&want, &src)
		if got != want {
			t.Fatalf("S(%x) = %x, want %x", src, got, want)
		}
	}
}

// TestVPAESArmFIPS197 checks the FIPS 197 Appendix C vectors on the tier.
func TestVPAESArmFIPS197(t *testing.T) {
	skipNoNEON(t)
	pt := vpaesHex("00112233445566778899aabbccddeeff")
	for _, c := range []struct{ key, ct string }{
		{"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
		{"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
		{"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"},
	} {
		k := newVPKey()
		armSetKey(&k, vpaesHex(c.key))
		var got, back [16]byte
		armEncrypt(&k, &got, (*[16]byte)(pt))
		if !bytes.Equal(got[:], vpaesHex(c.ct)) {
			t.Errorf("key %s: got %x, want %s", c.key, got, c.ct)
		}
		armDecrypt(&k, &back, &got)
		if !bytes.Equal(back[:], pt) {
			t.Errorf("key %s: decryption gave %x", c.key, back)
		}
	}
}

func TestVPAESArmAllocs(t *testing.T) {
	skipNoNEON(t)
	k := newVPKey()
	armSetKey(&k, make([]byte, 16))
	buf := make([]byte, 256)
	var ctr [16]byte
	if n := testing.AllocsPerRun(10, func() { vpaesCTRAsm(nil, k.enc, k.rounds, &buf[0], &buf[0], 16, &ctr) }); n != 0 {
		t.Errorf("CTR allocates %v times", n)
	}
}

// TestVPAESArmScheduleAgainstGeneric compares the schedule kernel with
// vpaesScheduleGeneric on random expansions of every size, starting from
// garbage schedules.
func TestVPAESArmScheduleAgainstGeneric(t *testing.T) {
	skipNoNEON(t)
	r := rand.New(rand.NewPCG(23, 24))
	for i := 0; i < 300; i++ {
		key := randBytes(r, []int{16, 24, 32}[i%3])
		var w [240]byte
		nr := vpaesFIPSKey(key, func(x [16]byte) (y [16]byte) { vpTwinSubBytes(&y, &x); return }, &w)
		got, want := newVPKey(), newVPKey()
		for j := range got.enc {
			copy(got.enc[j][:], randBytes(r, 16))
			copy(got.dec[j][:], randBytes(r, 16))
		}
		got.rounds, want.rounds = nr, nr
		vpaesSchedule(&got, vpTwinTab, &w)
		vpaesScheduleGeneric(&want, vpTwinTab, &w)
		if !vpKeyEqual(&got, &want) {
			t.Fatalf("key %x:\n got %x %x\nwant %x %x", key, got.enc, got.dec, want.enc, want.dec)
		}
	}
}

// TestVPAESArmFIPSAgainstGeneric compares the expansion kernels with
// vpaesFIPSKey over the Go twin of the S-box, for every key size, keys at
// odd offsets, into garbage-filled schedules.
func TestVPAESArmFIPSAgainstGeneric(t *testing.T) {
	skipNoNEON(t)
	r := rand.New(rand.NewPCG(25, 26))
	for i := 0; i < 600; i++ {
		off := i % 4
		key := randBytes(r, off+[]int{16, 24, 32}[i%3])[off:]
		var got, want [240]byte
		copy(got[:], randBytes(r, 240))
		if n := vpaesFIPS(key, &got); n != len(key)/4+6 {
			t.Fatalf("%d-byte key: %d rounds", len(key), n)
		}
		vpaesFIPSKey(key, func(x [16]byte) (y [16]byte) { vpTwinSubBytes(&y, &x); return }, &want)
		if got != want {
			t.Fatalf("key %x:\n got %x\nwant %x", key, got, want)
		}
	}
}
