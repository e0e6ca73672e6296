// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm_test

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"testing"

	ctaes "github.com/ctcrypto/ctcrypto/aes"
	"github.com/ctcrypto/ctcrypto/gcm"
)

// Fresh keys: a key made for one message (envelope encryption, JWE, a key
// per file or connection) must cost no more than the standard library's.

func stdNew(key []byte) (cipher.AEAD, error) {
	b, err := stdaes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(b)
}

var (
	sinkAEAD  cipher.AEAD
	sinkBlock cipher.Block
)

// allocsOf returns the allocations and bytes per call of f, as
// testing.Benchmark's AllocsPerOp and AllocedBytesPerOp compute them.
func allocsOf(f func()) (allocs, bytes int64) {
	const n = 2000
	f()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range n {
		f()
	}
	runtime.ReadMemStats(&after)
	return int64(after.Mallocs-before.Mallocs) / n, int64(after.TotalAlloc-before.TotalAlloc) / n
}

// TestNewAllocs checks that gcm.New allocates no more, in count and bytes,
// than crypto/aes.NewCipher plus crypto/cipher.NewGCM, on every tier. The
// AES key is part of that; where ctcrypto's aes.NewCipher alone exceeds
// the standard library's, the test reports the figures and skips.
func TestNewAllocs(t *testing.T) {
	key := bytes.Repeat([]byte{5}, 16)
	stdN, stdB := allocsOf(func() { sinkAEAD, _ = stdNew(key) })
	stdAESN, stdAESB := allocsOf(func() { sinkBlock, _ = stdaes.NewCipher(key) })
	allTiers(t, func(t *testing.T) {
		n, b := allocsOf(func() { sinkAEAD, _ = gcm.New(key) })
		aesN, aesB := allocsOf(func() { sinkBlock, _ = ctaes.NewCipher(key) })
		msg := fmt.Sprintf("gcm.New: %d allocs, %d bytes (aes.NewCipher alone %d, %d); standard library %d, %d (aes.NewCipher %d, %d)",
			n, b, aesN, aesB, stdN, stdB, stdAESN, stdAESB)
		t.Log(msg)
		if n <= stdN && b <= stdB {
			return
		}
		if aesN > stdAESN || aesB > stdAESB {
			t.Skip("over the bound with an AES key larger than the standard library's: " + msg)
		}
		t.Error("over the bound: " + msg)
	})
}

// TestNewKeyRace starts many goroutines on one fresh key at once, with
// messages of mixed lengths, so that the first long messages race to
// build the wide tables while short ones run. Run it with -race.
func TestNewKeyRace(t *testing.T) {
	sizes := []int{0, 1, 16, 100, 255, 256, 511, 512, 1350, 4096, 8192}
	key := bytes.Repeat([]byte{3}, 16)
	ref, err := stdNew(key)
	if err != nil {
		t.Fatal(err)
	}
	nonce := make([]byte, 12)
	msgs := make([][]byte, len(sizes))
	want := make([][]byte, len(sizes))
	for i, n := range sizes {
		msgs[i] = bytes.Repeat([]byte{byte(i + 1)}, n)
		want[i] = ref.Seal(nil, nonce, msgs[i], msgs[i][:min(n, 40)])
	}
	allTiers(t, func(t *testing.T) {
		for trial := range 4 {
			aead, err := gcm.New(key)
			if err != nil {
				t.Fatal(err)
			}
			mac, err := gcm.NewGMAC(key)
			if err != nil {
				t.Fatal(err)
			}
			start := make(chan struct{})
			var wg sync.WaitGroup
			for g := range 16 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					for k := range len(sizes) {
						i := (g*7 + trial + k) % len(sizes)
						ad := msgs[i][:min(len(msgs[i]), 40)]
						got := aead.Seal(nil, nonce, msgs[i], ad)
						if !bytes.Equal(got, want[i]) {
							t.Errorf("Seal of %d bytes differs", len(msgs[i]))
							return
						}
						pt, err := aead.Open(nil, nonce, want[i], ad)
						if err != nil || !bytes.Equal(pt, msgs[i]) {
							t.Errorf("Open of %d bytes failed", len(msgs[i]))
							return
						}
						if tag := mac.Tag(nil, nonce, msgs[i]); mac.Verify(tag, nonce, msgs[i]) != nil ||
							!bytes.Equal(tag, ref.Seal(nil, nonce, nil, msgs[i])) {
							t.Errorf("GMAC of %d bytes differs", len(msgs[i]))
							return
						}
					}
				}()
			}
			close(start)
			wg.Wait()
		}
	})
}

var newKeySizes = []int{16, 1350, 8192}

// BenchmarkKeySetup is gcm.New against aes.NewCipher plus cipher.NewGCM
// (ctcrypto speed: "AES-128-GCM key setup").
func BenchmarkKeySetup(b *testing.B) {
	key := bytes.Repeat([]byte{1}, 16)
	for _, side := range []struct {
		name string
		mk   func([]byte) (cipher.AEAD, error)
	}{{"ctcrypto", gcm.New}, {"stdlib", stdNew}} {
		b.Run(side.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkAEAD, _ = side.mk(key)
			}
		})
	}
}

// BenchmarkSealNewKey, BenchmarkOpenNewKey and BenchmarkGMACNewKey make a
// key for every message (ctcrypto speed: "..., new key each time").
func BenchmarkSealNewKey(b *testing.B) { benchmarkNewKey(b, false) }
func BenchmarkOpenNewKey(b *testing.B) { benchmarkNewKey(b, true) }

func benchmarkNewKey(b *testing.B, open bool) {
	key := bytes.Repeat([]byte{1}, 16)
	for _, side := range []struct {
		name string
		mk   func([]byte) (cipher.AEAD, error)
	}{{"ctcrypto", gcm.New}, {"stdlib", stdNew}} {
		for _, size := range newKeySizes {
			b.Run(side.name+"/"+strconv.Itoa(size), func(b *testing.B) {
				nonce, ad, pt := make([]byte, 12), make([]byte, 13), make([]byte, size)
				buf := make([]byte, 0, size+16)
				a, _ := side.mk(key)
				sealed := a.Seal(nil, nonce, pt, ad)
				b.SetBytes(int64(size))
				b.ReportAllocs()
				for b.Loop() {
					a, _ := side.mk(key)
					if !open {
						a.Seal(buf[:0], nonce, pt, ad)
					} else if _, err := a.Open(buf[:0], nonce, sealed, ad); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkGMACNewKey(b *testing.B) {
	key := bytes.Repeat([]byte{1}, 16)
	for _, size := range newKeySizes {
		nonce, data := make([]byte, 12), make([]byte, size)
		var tag [16]byte
		b.Run("ctcrypto/"+strconv.Itoa(size), func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				m, _ := gcm.NewGMAC(key)
				m.Tag(tag[:0], nonce, data)
			}
		})
		b.Run("stdlib/"+strconv.Itoa(size), func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for b.Loop() {
				a, _ := stdNew(key)
				a.Seal(tag[:0], nonce, nil, data)
			}
		})
	}
}
