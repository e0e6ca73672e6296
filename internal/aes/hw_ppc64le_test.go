// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package aes

// Twin tests of the POWER8-AES kernels, both forms (P8: ISA 2.07, P9: ISA
// 3.0 loads and stores), against the Base tier and the Go key schedule.

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// power8Form is one form of the POWER8-AES kernels: ISA 2.07 (P8) or ISA
// 3.0 loads and stores (P9).
type power8Form struct {
	name string
	p9   bool
}

// power8Forms returns the forms this CPU runs, and skips the test if none.
// use selects a form until the test ends.
func power8Forms(t *testing.T) []power8Form {
	t.Helper()
	if !cpu.PPC64IsPOWER8 {
		t.Skip("CPU lacks the ISA 2.07 AES instructions")
	}
	saved := p9
	t.Cleanup(func() { p9 = saved })
	forms := []power8Form{{"P8", false}}
	if cpu.PPC64IsPOWER9 {
		forms = append(forms, power8Form{"P9", true})
	}
	return forms
}

func (f power8Form) use() { p9 = f.p9 }

// The ppc64le tier and the CPU feature it needs, written out apart from
// the table in hw_ppc64le.go; TestTiers checks the registry against it.
func init() {
	cpuTiers = []cpuTier{{"POWER8-AES", cpu.PPC64IsPOWER8}}
}

// TestExpandKeyPOWER8AgainstGeneric runs the assembly key expansion against
// its Go twin (expandKey) on random keys of every size, into schedules that
// start out filled with garbage, and on the FIPS 197 Appendix A keys.
func TestExpandKeyPOWER8AgainstGeneric(t *testing.T) {
	power8Forms(t)
	r := rand.New(rand.NewPCG(21, 22))
	keys := [][]byte{
		fromHex("2b7e151628aed2a6abf7158809cf4f3c"),                                 // A.1
		fromHex("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b"),                 // A.2
		fromHex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"), // A.3
	}
	for i := 0; i < 600; i++ {
		keys = append(keys, randBytes(r, []int{16, 24, 32}[i%3]))
	}
	for _, key := range keys {
		var enc, dec, wantEnc, wantDec [240]byte
		for j := range enc {
			enc[j], dec[j] = byte(r.Uint32()), byte(r.Uint32())
		}
		hwExpandKey(key, &enc, &dec)
		expandKey(key, len(key)/4+6, &wantEnc, &wantDec)
		if enc != wantEnc || dec != wantDec {
			t.Fatalf("key %x:\nenc  %x\nwant %x\ndec  %x\nwant %x", key, enc, wantEnc, dec, wantDec)
		}
	}
}

// TestPOWER8FIPS197 runs the FIPS 197 Appendix C examples through both
// single-block kernels of each form.
func TestPOWER8FIPS197(t *testing.T) {
	forms := power8Forms(t)
	pt := fromHex("00112233445566778899aabbccddeeff")
	for _, tc := range []struct{ key, ct string }{
		{"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},                                 // C.1
		{"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},                 // C.2
		{"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"}, // C.3
	} {
		key := fromHex(tc.key)
		var enc, dec [240]byte
		hwExpandKey(key, &enc, &dec)
		for _, f := range forms {
			f.use()
			var got, back [16]byte
			hwEncryptBlock(len(key)/4+6, &enc, &got, (*[16]byte)(pt))
			if !bytes.Equal(got[:], fromHex(tc.ct)) {
				t.Errorf("%s: AES-%d encrypt = %x, want %s", f.name, len(key)*8, got, tc.ct)
			}
			hwDecryptBlock(len(key)/4+6, &dec, &back, &got)
			if !bytes.Equal(back[:], pt) {
				t.Errorf("%s: AES-%d decrypt = %x, want %x", f.name, len(key)*8, back, pt)
			}
		}
	}
}

// power8CounterStarts are counters that make the kernels' 128-bit
// increments carry across bytes, the 64-bit halves and 2^128.
func power8CounterStarts(r *rand.Rand) [][16]byte {
	starts := [][16]byte{{}, [16]byte(randBytes(r, 16))}
	for _, low := range []int{1, 3, 8, 9} {
		var c [16]byte
		for i := range c {
			c[i] = 0xff
		}
		c[15] = byte(0x100 - low) // low blocks before every byte wraps
		starts = append(starts, c)
		c[0] = 0x12 // the low 64 bits wrap into the high half
		for i := 1; i < 8; i++ {
			c[i] = byte(r.Uint32())
		}
		starts = append(starts, c)
	}
	return starts
}

// TestPOWER8AgainstBase checks every kernel of each form against the Base
// tier's block methods at all key sizes and 0..40 blocks, in place and out
// of place.
func TestPOWER8AgainstBase(t *testing.T) {
	forms := power8Forms(t)
	r := rand.New(rand.NewPCG(23, 24))
	maxBlocks := 40
	if testing.Short() {
		maxBlocks = 20
	}
	for _, size := range []int{16, 24, 32} {
		key := randBytes(r, size)
		rounds := size/4 + 6
		var enc, dec [240]byte
		hwExpandKey(key, &enc, &dec)
		base := newBaseBlock(t, key)
		for _, f := range forms {
			f.use()
			for blocks := 0; blocks <= maxBlocks; blocks++ {
				src := randBytes(r, 16*blocks)
				want := make([]byte, len(src))
				got := make([]byte, len(src)+16) // a canary block past the end
				canary := randBytes(r, 16)
				copy(got[len(src):], canary)
				ptr := func(b []byte) *byte {
					if len(b) == 0 {
						return new(byte)
					}
					return &b[0]
				}
				check := func(what string, ok bool) {
					t.Helper()
					if !ok || !bytes.Equal(got[len(src):], canary) {
						t.Fatalf("%s: AES-%d %s, %d blocks, differs from Base", f.name, size*8, what, blocks)
					}
				}

				base.EncryptBlocks(want, src)
				ecbEncryptPOWER8(rounds, &enc, ptr(got), ptr(src), blocks)
				check("ECB", bytes.Equal(got[:len(src)], want))
				inPlace := slices.Clone(src)
				ecbEncryptPOWER8(rounds, &enc, ptr(inPlace), ptr(inPlace), blocks)
				check("in-place ECB", bytes.Equal(inPlace, want))

				for i := 0; i < blocks; i++ {
					var one [16]byte
					hwEncryptBlock(rounds, &enc, &one, (*[16]byte)(src[16*i:]))
					check("single-block encrypt", bytes.Equal(one[:], want[16*i:16*i+16]))
					base.Decrypt(want[16*i:], src[16*i:])
					hwDecryptBlock(rounds, &dec, &one, (*[16]byte)(src[16*i:]))
					check("single-block decrypt", bytes.Equal(one[:], want[16*i:16*i+16]))
				}

				for _, start := range power8CounterStarts(r) {
					c1, c2 := start, start
					base.CTR(want, src, &c1)
					ctrPOWER8(rounds, &enc, ptr(got), ptr(src), blocks, &c2)
					check("CTR", bytes.Equal(got[:len(src)], want) && c1 == c2)
					c2 = start
					inPlace := slices.Clone(src)
					ctrPOWER8(rounds, &enc, ptr(inPlace), ptr(inPlace), blocks, &c2)
					check("in-place CTR", bytes.Equal(inPlace, want) && c1 == c2)
				}

				iv := [16]byte(randBytes(r, 16))
				i1, i2 := iv, iv
				base.CBCEncrypt(want, src, &i1)
				cbcEncryptPOWER8(rounds, &enc, ptr(got), ptr(src), blocks, &i2)
				check("CBC encrypt", bytes.Equal(got[:len(src)], want) && i1 == i2)

				i1, i2 = iv, iv
				base.CBCDecrypt(want, src, &i1)
				cbcDecryptPOWER8(rounds, &dec, ptr(got), ptr(src), blocks, &i2)
				check("CBC decrypt", bytes.Equal(got[:len(src)], want) && i1 == i2)
				i2 = iv
				inPlace = slices.Clone(src)
				cbcDecryptPOWER8(rounds, &dec, ptr(inPlace), ptr(inPlace), blocks, &i2)
				check("in-place CBC decrypt", bytes.Equal(inPlace, want) && i1 == i2)
			}
		}
	}
}

func TestPOWER8Allocs(t *testing.T) {
	for _, f := range power8Forms(t) {
		f.use()
		testPOWER8Allocs(t)
	}
}

func testPOWER8Allocs(t *testing.T) {
	var enc, dec [240]byte
	hwExpandKey(make([]byte, 16), &enc, &dec)
	testHWAllocs(t, 10, &enc, &dec)
}
