// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes_test

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"fmt"
	"testing"

	"github.com/ctcrypto/ctcrypto/aes"
	iaes "github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func TestMain(m *testing.M) { cryptotest.Main(m, "aes") }

func TestKeySizes(t *testing.T) {
	for n := 0; n <= 64; n++ {
		_, err := aes.NewCipher(make([]byte, n))
		_, stdErr := stdaes.NewCipher(make([]byte, n))
		if (err == nil) != (stdErr == nil) {
			t.Fatalf("%d-byte key: error %v, stdlib %v", n, err, stdErr)
		}
		if err != nil {
			if _, ok := err.(aes.KeySizeError); !ok || err.Error() != stdErr.Error() {
				t.Errorf("%d-byte key: error %q (%T), stdlib %q", n, err, err, stdErr)
			}
		}
	}
}

// TestCipherFastPaths checks that crypto/cipher's constructors find our
// NewCTR / NewCBCEncrypter / NewCBCDecrypter methods.
func TestCipherFastPaths(t *testing.T) {
	b, err := aes.NewCipher(make([]byte, 16))
	if err != nil {
		t.Fatal(err)
	}
	iv := make([]byte, 16)
	if s := cipher.NewCTR(b, iv); fmt.Sprintf("%T", s) != fmt.Sprintf("%T", &iaes.CTR{}) {
		t.Errorf("cipher.NewCTR returned %T", s)
	}
	if m := cipher.NewCBCEncrypter(b, iv); fmt.Sprintf("%T", m) != fmt.Sprintf("%T", &iaes.CBCEncrypter{}) {
		t.Errorf("cipher.NewCBCEncrypter returned %T", m)
	}
	if m := cipher.NewCBCDecrypter(b, iv); fmt.Sprintf("%T", m) != fmt.Sprintf("%T", &iaes.CBCDecrypter{}) {
		t.Errorf("cipher.NewCBCDecrypter returned %T", m)
	}
	defer func() {
		if r := recover(); fmt.Sprint(r) != "cipher.NewCTR: IV length must equal block size" {
			t.Errorf("cipher.NewCTR with a short IV: panic %v", r)
		}
	}()
	cipher.NewCTR(b, iv[:8])
}

func TestConformance(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		for _, ks := range []int{16, 24, 32} {
			t.Run(fmt.Sprint(ks*8), func(t *testing.T) {
				cryptotest.TestBlock(t, ks, aes.NewCipher)
				b, err := aes.NewCipher(make([]byte, ks))
				if err != nil {
					t.Fatal(err)
				}
				if got := b.(*aes.Block).Implementation(); got != impl.Active("aes") {
					t.Errorf("key uses %s, active tier %s", got, impl.Active("aes"))
				}
				cryptotest.TestStreamFromBlock(t, b, cipher.NewCTR)
				cryptotest.TestBlockMode(t, b, cipher.NewCBCEncrypter, cipher.NewCBCDecrypter)
			})
		}
	})
}

// Differential fuzzing against crypto/aes + crypto/cipher, on every tier
// this machine has. The key size comes from the key seed's length.

func fit(b []byte, n int) []byte {
	out := make([]byte, n)
	copy(out, b)
	return out
}

func tiers() []string {
	var out []string
	for _, name := range append([]string{impl.Base}, impl.List("aes")...) {
		if impl.Supported("aes", name) {
			out = append(out, name)
		}
	}
	return out
}

// forEachTier runs f with each supported tier selected.
func forEachTier(t *testing.T, f func(tier string)) {
	defer impl.Reset("aes")
	for _, name := range tiers() {
		if !impl.Select("aes", name) {
			t.Fatalf("cannot select %s", name)
		}
		f(name)
	}
}

func keyFromSeed(seed []byte) []byte { return fit(seed, []int{16, 24, 32}[len(seed)%3]) }

// ivNear returns an IV whose counter is 'before' blocks short of carrying
// out of the low 'bits' bits.
func ivNear(hi uint64, bits uint, before uint64) []byte {
	iv := make([]byte, 16)
	lo := -before
	if bits < 64 {
		lo = 1<<bits - before
	}
	if bits == 128 {
		hi = ^uint64(0)
	}
	binary.BigEndian.PutUint64(iv[:8], hi)
	binary.BigEndian.PutUint64(iv[8:], lo)
	return iv
}

func addCTRSeeds(f *testing.F) {
	f.Add([]byte{}, []byte{}, make([]byte, 100), []byte{})
	f.Add([]byte("sixteen byte key"), ivNear(5, 32, 2), make([]byte, 1024), []byte{1, 15, 16, 17, 0, 255})
	f.Add([]byte("twenty-four byte key!!!!"), ivNear(9, 64, 3), make([]byte, 777), []byte{64, 3})
	f.Add([]byte("a thirty-two byte key for AES!!!"), ivNear(0, 128, 5), make([]byte, 513), []byte{200})
	f.Add([]byte{1}, ivNear(0, 128, 1), make([]byte, 48), []byte{})
}

// chunks splits n into the lengths spec gives, cycling; none: one piece.
func chunks(n int, spec []byte) []int {
	nonZero := false
	for _, c := range spec {
		nonZero = nonZero || c != 0
	}
	if !nonZero {
		return []int{n}
	}
	var out []int
	for i := 0; n > 0; i++ {
		k := min(int(spec[i%len(spec)]), n)
		out = append(out, k)
		n -= k
	}
	return out
}

func FuzzCTR(f *testing.F) {
	addCTRSeeds(f)
	f.Fuzz(func(t *testing.T, keySeed, ivSeed, data, split []byte) {
		key, iv := keyFromSeed(keySeed), fit(ivSeed, 16)
		data = data[:min(len(data), 1024+15)]
		ref, _ := stdaes.NewCipher(key)
		want := make([]byte, len(data))
		cipher.NewCTR(ref, iv).XORKeyStream(want, data)
		forEachTier(t, func(tier string) {
			b, err := aes.NewCipher(key)
			if err != nil {
				t.Fatal(err)
			}
			s := cipher.NewCTR(b, iv)
			got := make([]byte, len(data))
			off := 0
			for _, n := range chunks(len(data), split) {
				s.XORKeyStream(got[off:off+n], data[off:off+n])
				off += n
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: key %x iv %x, %d bytes in %v: mismatch", tier, key, iv, len(data), chunks(len(data), split))
			}
		})
	})
}

func FuzzCBC(f *testing.F) {
	addCTRSeeds(f)
	f.Fuzz(func(t *testing.T, keySeed, ivSeed, data, split []byte) {
		key, iv := keyFromSeed(keySeed), fit(ivSeed, 16)
		data = data[:min(len(data), 1024)&^15]
		ref, _ := stdaes.NewCipher(key)
		wantEnc, wantDec := make([]byte, len(data)), make([]byte, len(data))
		cipher.NewCBCEncrypter(ref, iv).CryptBlocks(wantEnc, data)
		cipher.NewCBCDecrypter(ref, iv).CryptBlocks(wantDec, data)
		forEachTier(t, func(tier string) {
			b, err := aes.NewCipher(key)
			if err != nil {
				t.Fatal(err)
			}
			enc, dec := cipher.NewCBCEncrypter(b, iv), cipher.NewCBCDecrypter(b, iv)
			gotEnc, gotDec := make([]byte, len(data)), make([]byte, len(data))
			off := 0
			for _, n := range chunks(len(data)/16, split) {
				enc.CryptBlocks(gotEnc[off:off+16*n], data[off:off+16*n])
				dec.CryptBlocks(gotDec[off:off+16*n], data[off:off+16*n])
				off += 16 * n
			}
			if !bytes.Equal(gotEnc, wantEnc) || !bytes.Equal(gotDec, wantDec) {
				t.Fatalf("%s: key %x iv %x, %d bytes: mismatch", tier, key, iv, len(data))
			}
		})
	})
}

func FuzzBlock(f *testing.F) {
	f.Add([]byte{}, make([]byte, 16))
	f.Add(bytes.Repeat([]byte{0xff}, 24), bytes.Repeat([]byte{0xff}, 64))
	f.Add([]byte("a thirty-two byte key for AES!!!"), []byte("0123456789abcdef0123456789abcdef!"))
	f.Fuzz(func(t *testing.T, keySeed, data []byte) {
		key := keyFromSeed(keySeed)
		ref, _ := stdaes.NewCipher(key)
		forEachTier(t, func(tier string) {
			b, err := aes.NewCipher(key)
			if err != nil {
				t.Fatal(err)
			}
			got, want := make([]byte, 16), make([]byte, 16)
			for off := 0; off+16 <= len(data); off += 16 {
				src := data[off : off+16]
				b.Encrypt(got, src)
				ref.Encrypt(want, src)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: key %x Encrypt(%x) mismatch", tier, key, src)
				}
				b.Decrypt(got, src)
				ref.Decrypt(want, src)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: key %x Decrypt(%x) mismatch", tier, key, src)
				}
			}
		})
	})
}
