// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm_test

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"os"
	"strconv"
	"syscall"
	"testing"

	"github.com/ctcrypto/ctcrypto/gcm"
)

// guardedPage maps two read-write pages followed by an inaccessible one
// and returns the two pages: a buffer that ends at their end is followed
// by memory that faults. The first page is touched, the second is not.
func guardedPage(t *testing.T) []byte {
	t.Helper()
	page := os.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 3*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	if err := syscall.Mprotect(mem[2*page:], syscall.PROT_NONE); err != nil {
		t.Fatal(err)
	}
	for i := range page {
		mem[i] = byte(i * 7)
	}
	return mem[:2*page]
}

// TestPageEnds seals, opens and MACs messages, additional data and
// outputs that end at a page's end before a page that faults, and that
// start at a page's start, on every tier: the tails' masked accesses must
// not touch the next page (a plain read there would fault) and must agree
// with crypto/cipher. The pages are set up freshly for each placement, so
// the second page is not yet touched when the kernels run.
func TestPageEnds(t *testing.T) {
	key := bytes.Repeat([]byte{3}, 16)
	nonce := make([]byte, 12)
	sb, _ := stdaes.NewCipher(key)
	std, _ := cipher.NewGCM(sb)
	lengths := []int{1, 5, 8, 13, 16, 17, 31, 48, 63, 64, 65, 100, 255, 256, 300, 1350}
	allTiers(t, func(t *testing.T) {
		a, err := gcm.New(key)
		if err != nil {
			t.Fatal(err)
		}
		mac, err := gcm.NewGMAC(key)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range lengths {
			for _, shift := range []int{0, 1, 7, 15, 33, 63, 64, os.Getpagesize() - n} {
				mem := guardedPage(t)
				end := len(mem) - shift // the message ends shift bytes before the guard
				if end-n < 0 {
					continue
				}
				msg := mem[end-n : end : end]
				plain := bytes.Clone(msg)
				want := std.Seal(nil, nonce, plain, plain)
				if got := a.Seal(nil, nonce, msg, nil); !bytes.Equal(got, std.Seal(nil, nonce, plain, nil)) {
					t.Fatalf("Seal of %d bytes ending %d before the guard differs", n, shift)
				}
				if got := a.Seal(nil, nonce, nil, msg); !bytes.Equal(got, std.Seal(nil, nonce, nil, plain)) {
					t.Fatalf("Seal of %d bytes of AD ending %d before the guard differs", n, shift)
				}
				if got := a.Seal(nil, nonce, msg, msg); !bytes.Equal(got, want) {
					t.Fatalf("Seal of %d bytes with AD ending %d before the guard differs", n, shift)
				}
				if got := mac.Tag(nil, nonce, msg); !bytes.Equal(got, std.Seal(nil, nonce, nil, plain)) {
					t.Fatalf("GMAC of %d bytes ending %d before the guard differs", n, shift)
				}
				// The ciphertext and the output at the page's end too.
				mem = guardedPage(t)
				ct := mem[len(mem)-shift-len(want)-n : len(mem)-shift-n : len(mem)-shift-n]
				copy(ct, want)
				out := mem[len(mem)-shift-n : len(mem)-shift : len(mem)-shift]
				got, err := a.Open(out[:0], nonce, ct, plain)
				if err != nil || !bytes.Equal(got, plain) {
					t.Fatalf("Open of %d bytes ending %d before the guard: %v", n, shift, err)
				}
				sealed := mem[len(mem)-shift-n-16 : len(mem)-shift : len(mem)-shift]
				if got := a.Seal(sealed[:0], nonce, plain, plain); !bytes.Equal(got, want) {
					t.Fatalf("Seal into %d bytes ending %d before the guard differs", n+16, shift)
				}
			}
		}
	})
}

// BenchmarkSealPageEnd is Seal of a message that ends at a page's end
// before a page never touched, against the same message inside touched
// memory: a masked access with a lane on the untouched page would cost a
// microcode assist per call.
func BenchmarkSealPageEnd(b *testing.B) {
	a, _ := gcm.New(make([]byte, 16))
	nonce := make([]byte, 12)
	for _, n := range []int{13, 100, 1350} {
		for _, where := range []string{"end", "inside"} {
			b.Run(where+"/"+strconv.Itoa(n), func(b *testing.B) {
				page := os.Getpagesize()
				mem, err := syscall.Mmap(-1, 0, 2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
				if err != nil {
					b.Skip("mmap:", err)
				}
				defer syscall.Munmap(mem)
				for i := range page {
					mem[i] = byte(i)
				}
				msg := mem[page-n : page] // the second page stays untouched
				if where == "inside" {
					msg = mem[page-n-100 : page-100]
				}
				out := make([]byte, 0, n+16)
				b.SetBytes(int64(n))
				for b.Loop() {
					a.Seal(out[:0], nonce, msg, nil)
				}
			})
		}
	}
}
