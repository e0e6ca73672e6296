// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build 386 && !purego

package aes

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// The 386 vpaes kernels' own cases, beyond vpaes_asm_test.go's tests of
// every port: data at odd offsets, ECB decryption, the aligned table.

// TestVPAES386AgainstGeneric compares each kernel with the Go twin: key
// schedules byte for byte, then every entry point at 0..40 blocks and
// random longer runs, in place and not, with counters near every wrap.
func TestVPAES386AgainstGeneric(t *testing.T) {
	if !supportsVPAES {
		t.Skip("SSSE3 not supported on this CPU")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	fill := filler(rng)
	counters := [][16]byte{
		{12: 0xff, 13: 0xff, 14: 0xff, 15: 0xfe},                                                                           // 2^32
		{8: 0xff, 9: 0xff, 10: 0xff, 11: 0xff, 12: 0xff, 13: 0xff, 14: 0xff, 15: 0xfd},                                     // 2^64
		{4: 0xff, 5: 0xff, 6: 0xff, 7: 0xff, 8: 0xff, 9: 0xff, 10: 0xff, 11: 0xff, 12: 0xff, 13: 0xff, 14: 0xff, 15: 0xf0}, // 2^96
		{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe},                   // 2^128
	}
	for _, ks := range []int{16, 24, 32} {
		for trial := 0; trial < 6; trial++ {
			key := make([]byte, ks)
			fill(key)
			ka, kt := vpKeys(t, key, vpaesAsmImpl.setKey)
			var blk, got1, want1 [16]byte
			fill(blk[:])
			vpaesEncryptBlock(&ka, &got1, &blk)
			vpTwinEncrypt(&kt, &want1, &blk)
			if got1 != want1 {
				t.Fatalf("key %x: Encrypt(%x) = %x, want %x", key, blk, got1, want1)
			}
			vpaesDecryptBlock(&ka, &got1, &blk)
			vpTwinDecrypt(&kt, &want1, &blk)
			if got1 != want1 {
				t.Fatalf("key %x: Decrypt(%x) = %x, want %x", key, blk, got1, want1)
			}
			lengths := []int{}
			for n := 0; n <= 40; n++ {
				lengths = append(lengths, n)
			}
			lengths = append(lengths, 41+rng.IntN(200), 41+rng.IntN(600))
			for _, n := range lengths {
				// Odd offsets: the kernels load and store data unaligned.
				src := make([]byte, 16*n+3)[n%4:][:16*n]
				fill(src)
				got, want := make([]byte, len(src)+1)[1:], make([]byte, len(src))
				var c0 [16]byte
				fill(c0[:])
				if n%2 == 1 {
					c0 = counters[n/2%len(counters)]
				}
				// Every port's kernels, and 386's ECB decryption.
				kernels := append(vpKernels(&ka, &kt), vpKernel{"DecECB",
					func(d, s []byte, _ *[16]byte) { vpaesDecBlocks386(&ka, d, s) },
					func(d, s []byte, _ *[16]byte) { vpTwinDecryptBlocks386(&kt, d, s) }})
				for _, f := range kernels {
					ia, it := c0, c0
					f.asm(got, src, &ia)
					f.twn(want, src, &it)
					if !bytes.Equal(got, want) || ia != it {
						t.Fatalf("key %d bytes, %d blocks: %s differs from the twin", ks, n, f.name)
					}
					// In place.
					ia = c0
					copy(got, src)
					f.asm(got, got, &ia)
					if !bytes.Equal(got, want) || ia != it {
						t.Fatalf("key %d bytes, %d blocks: %s in place differs from the twin", ks, n, f.name)
					}
				}
			}
		}
	}
}

// vpaesDecBlocks386 runs the ECB decryption kernel, which only the single
// block entry point reaches otherwise.
func vpaesDecBlocks386(k *vpaesKey, dst, src []byte) {
	if n := kernelBlocks(dst, src); n > 0 {
		vpaesDecBlocksAsm((*[vpRows][16]byte)(vpaesTab), k.dec, k.rounds, &dst[0], &src[0], n)
	}
}

func vpTwinDecryptBlocks386(k *vpaesKey, dst, src []byte) {
	for i := 0; i+16 <= len(src); i += 16 {
		vpTwinDecrypt(k, (*[16]byte)(dst[i:]), (*[16]byte)(src[i:]))
	}
}

// TestVPAES386AlignedTab checks the aligned copy the two-block kernels
// get when the tables are not 16-byte aligned.
func TestVPAES386AlignedTab(t *testing.T) {
	vpaesSetKey(newVPKeyPtr(), make([]byte, 16), nil) // builds the tables
	buf := make([]byte, vpRows*16+16)
	off := 17 - uintptr(unsafe.Pointer(&buf[0]))&15 // address ≡ 1 mod 16
	mis := (*[vpRows][16]byte)(unsafe.Pointer(&buf[off&15]))
	*mis = *vpaesTab
	if uintptr(unsafe.Pointer(mis))&15 == 0 {
		t.Fatal("copy is aligned")
	}
	got := vpaesAlignedTab(mis)
	if uintptr(unsafe.Pointer(got))&15 != 0 || *got != *vpaesTab {
		t.Fatalf("vpaesAlignedTab: %p, equal %v", got, *got == *vpaesTab)
	}
	if tab := (*[vpRows][16]byte)(vpaesTab); uintptr(unsafe.Pointer(tab))&15 == 0 && vpaesAlignedTab(tab) != tab {
		t.Fatal("aligned tables copied")
	}
	// The kernels with the copy.
	k := newVPKey()
	vpaesSetKey(&k, make([]byte, 16), nil)
	src := make([]byte, 16*5)
	a, b := make([]byte, len(src)), make([]byte, len(src))
	vpaesEncBlocks2Asm(got, k.enc, k.rounds, &a[0], &src[0], 5)
	vpTwinEncryptBlocks(&k, b, src)
	if !bytes.Equal(a, b) {
		t.Fatal("ECB with the aligned copy differs")
	}
}
