// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (amd64 || arm64 || 386 || arm) && !purego

package aes

import (
	"bytes"
	"crypto/cipher"
	"math/rand/v2"
	"strconv"
	"testing"
)

var vpaesAsmImpl = vpaesImpl{func(k *vpaesKey, key []byte) { vpaesSetKey(k, key, nil) }, vpaesEncryptBlock, vpaesDecryptBlock, vpaesEncryptBlocks, vpaesCTR, vpaesCBCEncrypt, vpaesCBCDecrypt}

func TestVPAESAsm(t *testing.T) {
	if !supportsVPAES {
		t.Skip("vpaes not supported on this CPU")
	}
	vpaesForms(func() { testVPAESAgainstStdlib(t, vpaesAsmImpl, 40) })
}

// TestVPAESAsmAgainstGeneric compares each kernel with the Go twin: key
// schedules byte for byte, then every entry point on random inputs.
func TestVPAESAsmAgainstGeneric(t *testing.T) {
	if !supportsVPAES {
		t.Skip("vpaes not supported on this CPU")
	}
	vpaesForms(func() { testVPAESAsmAgainstTwin(t) })
}

// vpaesForms runs f with the 128-bit kernels and, where the CPU has them,
// the wide ones.
func vpaesForms(f func()) {
	defer func(old bool) { vpaesUseWide = old }(vpaesUseWide)
	for _, wide := range []bool{false, true} {
		if wide && !vpaesWideSupported {
			continue
		}
		vpaesUseWide = wide
		f()
	}
}

// vpKeys sets up key with setKey (a port's assembly) and with the Go twin,
// and fails unless the two schedules are the same.
func vpKeys(t *testing.T, key []byte, setKey func(k *vpaesKey, key []byte)) (ka, kt vpaesKey) {
	t.Helper()
	ka, kt = newVPKey(), newVPKey()
	setKey(&ka, key)
	vpTwinSetKey(&kt, key)
	if *ka.enc != *kt.enc || *ka.dec != *kt.dec || ka.rounds != kt.rounds {
		t.Fatalf("key %x: schedules differ", key)
	}
	return ka, kt
}

// vpKernel is a multi-block kernel and its Go twin, as one signature.
type vpKernel struct {
	name     string
	asm, twn func(dst, src []byte, iv *[16]byte)
}

// vpKernels lists the multi-block kernels of every vpaes port, with ka
// the assembly key and kt the twin's.
func vpKernels(ka, kt *vpaesKey) []vpKernel {
	return []vpKernel{
		{"ECB", func(d, s []byte, _ *[16]byte) { vpaesEncryptBlocks(ka, d, s) }, func(d, s []byte, _ *[16]byte) { vpTwinEncryptBlocks(kt, d, s) }},
		{"CTR", func(d, s []byte, iv *[16]byte) { vpaesCTR(ka, d, s, iv) }, func(d, s []byte, iv *[16]byte) { vpTwinCTR(kt, d, s, iv) }},
		{"CBCEnc", func(d, s []byte, iv *[16]byte) { vpaesCBCEncrypt(ka, d, s, iv) }, func(d, s []byte, iv *[16]byte) { vpTwinCBCEncrypt(kt, d, s, iv) }},
		{"CBCDec", func(d, s []byte, iv *[16]byte) { vpaesCBCDecrypt(ka, d, s, iv) }, func(d, s []byte, iv *[16]byte) { vpTwinCBCDecrypt(kt, d, s, iv) }},
	}
}

func testVPAESAsmAgainstTwin(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	fill := filler(rng)
	for _, ks := range []int{16, 24, 32} {
		for trial := 0; trial < 10; trial++ {
			key := make([]byte, ks)
			fill(key)
			ka, kt := vpKeys(t, key, vpaesAsmImpl.setKey)
			for n := 0; n <= 40; n += 1 + trial {
				src := make([]byte, 16*n)
				fill(src)
				got, want := make([]byte, len(src)), make([]byte, len(src))
				var c0 [16]byte
				fill(c0[:])
				c0[8] = 0xff // make the low-word carry likely within a few blocks
				for _, f := range vpKernels(&ka, &kt) {
					ia, it := c0, c0
					f.asm(got, src, &ia)
					f.twn(want, src, &it)
					if !bytes.Equal(got, want) || ia != it {
						t.Fatalf("key %d bytes, %d blocks: %s differs from the twin", ks, n, f.name)
					}
				}
			}
		}
	}
}

func TestVPAESAsmSubBytes(t *testing.T) {
	vpaesSetKey(newVPKeyPtr(), make([]byte, 16), nil) // builds the tables
	for x := 0; x < 256; x += 16 {
		var src, got, want [16]byte
		for i := range src {
			src[i] = byte(x + i)
		}
		vpaesSubBytes(&got, &src)
		vpTwinSubBytes(&want, &src)
		if got != want {
			t.Fatalf("SubBytes(%x) = %x, want %x", src, got, want)
		}
	}
}

func TestVPAESAllocs(t *testing.T) {
	k := newVPKey()
	vpaesSetKey(&k, make([]byte, 16), nil)
	buf := make([]byte, 256)
	var ctr, blk [16]byte
	if n := testing.AllocsPerRun(10, func() {
		vpaesCTR(&k, buf, buf, &ctr)
		vpaesEncryptBlocks(&k, buf, buf)
		vpaesCBCEncrypt(&k, buf, buf, &ctr)
		vpaesCBCDecrypt(&k, buf, buf, &ctr)
		vpaesEncryptBlock(&k, &blk, &blk)
		vpaesDecryptBlock(&k, &blk, &blk)
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

// Run with GODEBUG=cpu.aes=off so crypto/aes uses its table code:
//
//	GODEBUG=cpu.aes=off go test -run NONE -bench VPAES ./internal/aes/
func BenchmarkVPAES(b *testing.B) {
	for _, size := range []int{16, 256, 1344, 8192} {
		key := make([]byte, 16)
		buf := make([]byte, size)
		k := newVPKey()
		vpaesSetKey(&k, key, nil)
		var ctr [16]byte
		b.Run("CTR-"+itoa(size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for i := 0; i < b.N; i++ {
				vpaesCTR(&k, buf, buf, &ctr)
			}
		})
		b.Run("StdlibCTR-"+itoa(size), func(b *testing.B) {
			s := cipher.NewCTR(vpaesRef(nil, key), ctr[:])
			b.SetBytes(int64(size))
			for i := 0; i < b.N; i++ {
				s.XORKeyStream(buf, buf)
			}
		})
	}
	for _, c := range []struct {
		name string
		f    func(k *vpaesKey, dst, src []byte, iv *[16]byte)
	}{{"CBCDec-8192", vpaesCBCDecrypt}, {"CBCEnc-8192", vpaesCBCEncrypt}} {
		b.Run(c.name, func(b *testing.B) {
			k := newVPKey()
			vpaesSetKey(&k, make([]byte, 16), nil)
			buf := make([]byte, 8192)
			var iv [16]byte
			b.SetBytes(8192)
			for i := 0; i < b.N; i++ {
				c.f(&k, buf, buf, &iv)
			}
		})
	}
	b.Run("Encrypt", func(b *testing.B) {
		k := newVPKey()
		vpaesSetKey(&k, make([]byte, 16), nil)
		var blk [16]byte
		b.SetBytes(16)
		for i := 0; i < b.N; i++ {
			vpaesEncryptBlock(&k, &blk, &blk)
		}
	})
	b.Run("SetKey", func(b *testing.B) {
		k := newVPKey()
		key := make([]byte, 16)
		for i := 0; i < b.N; i++ {
			vpaesSetKey(&k, key, nil)
		}
	})
}

func itoa(n int) string { return strconv.Itoa(n) }

// FuzzVPAES compares every vpaes entry point with crypto/aes and
// crypto/cipher on fuzzer-chosen keys, counters/IVs and lengths, in place
// and not, with the wide kernels on and off.
func FuzzVPAES(f *testing.F) {
	f.Add(make([]byte, 16), make([]byte, 16), make([]byte, 64), false, false)
	f.Add(make([]byte, 32), bytes.Repeat([]byte{0xff}, 16), make([]byte, 112), true, true)
	f.Fuzz(func(t *testing.T, key, iv, src []byte, inPlace, wide bool) {
		if !supportsVPAES {
			t.Skip("vpaes not supported")
		}
		switch len(key) {
		case 16, 24, 32:
		default:
			return
		}
		if len(iv) != 16 {
			return
		}
		src = src[:len(src)&^15]
		defer func(old bool) { vpaesUseWide = old }(vpaesUseWide)
		vpaesUseWide = wide && vpaesWideSupported
		ref := vpaesRef(t, key)
		k := newVPKey()
		vpaesSetKey(&k, key, nil)
		run := func(name string, ours func(dst, src []byte), std func(dst, src []byte)) {
			want := make([]byte, len(src))
			std(want, src)
			got := make([]byte, len(src))
			if inPlace {
				copy(got, src)
				ours(got, got)
			} else {
				ours(got, src)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: got %x, want %x", name, got, want)
			}
		}
		run("ECB", func(d, s []byte) { vpaesEncryptBlocks(&k, d, s) }, func(d, s []byte) {
			for i := 0; i < len(s); i += 16 {
				ref.Encrypt(d[i:], s[i:])
			}
		})
		run("CTR", func(d, s []byte) { vpaesCTR(&k, d, s, (*[16]byte)(bytes.Clone(iv))) },
			func(d, s []byte) { cipher.NewCTR(ref, iv).XORKeyStream(d, s) })
		run("CBC encrypt", func(d, s []byte) { vpaesCBCEncrypt(&k, d, s, (*[16]byte)(bytes.Clone(iv))) },
			func(d, s []byte) { cipher.NewCBCEncrypter(ref, iv).CryptBlocks(d, s) })
		run("CBC decrypt", func(d, s []byte) { vpaesCBCDecrypt(&k, d, s, (*[16]byte)(bytes.Clone(iv))) },
			func(d, s []byte) { cipher.NewCBCDecrypter(ref, iv).CryptBlocks(d, s) })
	})
}

// TestVPAESScheduleAgainstGeneric compares the tier's schedule derivation
// (vpaesSchedule: the assembly on amd64) with vpaesScheduleGeneric on
// random keys of every size, starting from garbage schedules.
func TestVPAESScheduleAgainstGeneric(t *testing.T) {
	if !supportsVPAES {
		t.Skip("vpaes not supported")
	}
	vpaesSetKey(newVPKeyPtr(), make([]byte, 16), nil) // builds the tables
	r := rand.New(rand.NewPCG(17, 18))
	for i := 0; i < 600; i++ {
		key := randBytes(r, []int{16, 24, 32}[i%3])
		var w [240]byte
		nr := vpaesFIPSKey(key, func(x [16]byte) (y [16]byte) { vpTwinSubBytes(&y, &x); return }, &w)
		got, want := newVPKey(), newVPKey()
		for j := range got.enc {
			for b := range got.enc[j] {
				got.enc[j][b], got.dec[j][b] = byte(r.Uint32()), byte(r.Uint32())
			}
		}
		got.rounds, want.rounds = nr, nr
		vpaesSchedule(&got, vpaesTab, &w)
		vpaesScheduleGeneric(&want, vpaesTab, &w)
		if !vpKeyEqual(&got, &want) {
			t.Fatalf("key %x:\n got %x %x\nwant %x %x", key, got.enc, got.dec, want.enc, want.dec)
		}
	}
}

// TestVPAESFIPSAgainstGeneric compares the tier's standard key expansion
// (vpaesFIPS: the assembly on amd64) with vpaesFIPSKey over the Go twin of
// the S-box, on random keys of every size, into garbage-filled schedules.
func TestVPAESFIPSAgainstGeneric(t *testing.T) {
	if !supportsVPAES {
		t.Skip("vpaes not supported")
	}
	vpaesSetKey(newVPKeyPtr(), make([]byte, 16), nil) // builds the tables
	r := rand.New(rand.NewPCG(19, 20))
	for i := 0; i < 1500; i++ {
		key := randBytes(r, []int{16, 24, 32}[i%3])
		var got, want [240]byte
		for j := range got {
			got[j] = byte(r.Uint32())
		}
		if n := vpaesFIPS(key, &got); n != len(key)/4+6 {
			t.Fatalf("%d-byte key: %d rounds", len(key), n)
		}
		vpaesFIPSKey(key, func(x [16]byte) (y [16]byte) { vpTwinSubBytes(&y, &x); return }, &want)
		if got != want {
			t.Fatalf("key %x:\n got %x\nwant %x", key, got, want)
		}
	}
}
