// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (386 || arm64 || ppc64le) && !purego

package aes

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// Tests shared by the ports whose hw wrappers check their arguments with
// kernelBlocks before calling a kernel that takes a block count.

// TestHWPreconditions checks that every multi-block wrapper panics on a
// partial block and on a short dst, before any kernel runs (so it needs no
// AES instructions).
func TestHWPreconditions(t *testing.T) {
	var enc, dec [240]byte
	var iv [16]byte
	for _, c := range []struct {
		name     string
		dst, src int
	}{{"partial block", 20, 20}, {"short dst", 16, 32}} {
		for _, k := range []struct {
			name string
			f    func(dst, src []byte)
		}{
			{"hwEncryptBlocks", func(d, s []byte) { hwEncryptBlocks(10, &enc, d, s) }},
			{"hwCTR", func(d, s []byte) { hwCTR(10, &enc, d, s, &iv) }},
			{"hwCBCEncrypt", func(d, s []byte) { hwCBCEncrypt(10, &enc, d, s, &iv) }},
			{"hwCBCDecrypt", func(d, s []byte) { hwCBCDecrypt(10, &dec, d, s, &iv) }},
		} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%s, %s: no panic", k.name, c.name)
					}
				}()
				k.f(make([]byte, c.dst), make([]byte, c.src))
			}()
		}
	}
}

// testHWAllocs checks that no hw entry point allocates, with enc and dec
// the schedules of a key of the given rounds (dec: the one the port's
// decryption kernels take, enc where hwDecFromEnc).
func testHWAllocs(t *testing.T, rounds int, enc, dec *[240]byte) {
	t.Helper()
	buf := make([]byte, 16*20)
	var iv, blk [16]byte
	n := testing.AllocsPerRun(10, func() {
		hwEncryptBlock(rounds, enc, &blk, &blk)
		hwDecryptBlock(rounds, dec, &blk, &blk)
		hwEncryptBlocks(rounds, enc, buf, buf)
		hwCTR(rounds, enc, buf, buf, &iv)
		hwCBCEncrypt(rounds, enc, buf, buf, &iv)
		hwCBCDecrypt(rounds, dec, buf, buf, &iv)
		hwCBCDecrypt(rounds, dec, buf[:16], buf[:16], &iv)
	})
	if n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

// newBaseBlock returns a Block for key on the Base tier, the reference the
// hardware kernels are checked against.
func newBaseBlock(t *testing.T, key []byte) *Block {
	t.Helper()
	if !impl.Select("aes", impl.Base) {
		t.Fatal("cannot select Base")
	}
	base, err := New(key)
	impl.Reset("aes")
	if err != nil {
		t.Fatal(err)
	}
	if base.Tier() != Base {
		t.Fatalf("got tier %s, want Base", base.Tier())
	}
	return base
}
