// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"bytes"
	"crypto/cipher"
	"fmt"
	"testing"
)

// blockCounts are the message lengths, in blocks, TestBlockMode tries:
// around the 4- and 8-block strides of wide kernels, and a long odd count.
var blockCounts = []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 257}

// TestBlockMode checks an encrypter/decrypter pair over b (CBC or similar).
// enc and dec must panic on an IV whose length is not b.BlockSize() and
// must not keep the caller's IV slice.
//
// It checks that decryption inverts encryption for many lengths; that a
// message split across CryptBlocks calls gives the same output as one
// call; that output does not depend on the instance, dst's old contents or
// bytes of src beyond len(src); that only dst[:len(src)] is written and src
// never; that exact overlap works and inexact overlap, a short dst or a
// partial block panics; and that CryptBlocks does not allocate.
func TestBlockMode(t *testing.T, b cipher.Block, enc, dec func(b cipher.Block, iv []byte) cipher.BlockMode) {
	r := newRand(t)
	bs := b.BlockSize()
	iv := randBytes(r, bs)
	maxLen := blockCounts[len(blockCounts)-1] * bs

	// Reference outputs: one CryptBlocks call on a fresh instance.
	oneShot := func(mk func(b cipher.Block, iv []byte) cipher.BlockMode, src []byte) []byte {
		dst := make([]byte, len(src))
		mk(b, bytes.Clone(iv)).CryptBlocks(dst, src)
		return dst
	}

	t.Run("Roundtrip", func(t *testing.T) {
		for _, n := range blockCounts {
			pt := randBytes(r, n*bs)
			ct := oneShot(enc, pt)
			if n > 0 && bytes.Equal(ct, pt) {
				t.Errorf("%d blocks: encryption is the identity", n)
			}
			if !checkEqual(t, fmt.Sprintf("%d blocks: second encryption", n), oneShot(enc, pt), ct) ||
				!checkEqual(t, fmt.Sprintf("%d blocks: decrypt(encrypt(pt))", n), oneShot(dec, ct), pt) {
				return
			}
		}
	})

	t.Run("Chaining", func(t *testing.T) {
		// Changing one plaintext block changes that ciphertext block and,
		// in a chaining mode, possibly later ones, never earlier ones.
		pt := randBytes(r, 8*bs)
		ct := oneShot(enc, pt)
		pt[3*bs] ^= 1
		ct2 := oneShot(enc, pt)
		if !bytes.Equal(ct[:3*bs], ct2[:3*bs]) {
			t.Error("changing block 3 changed an earlier ciphertext block")
		}
		if bytes.Equal(ct[3*bs:4*bs], ct2[3*bs:4*bs]) {
			t.Error("changing block 3 did not change ciphertext block 3")
		}
	})

	for _, m := range []struct {
		name string
		mk   func(b cipher.Block, iv []byte) cipher.BlockMode
	}{{"Encrypter", enc}, {"Decrypter", dec}} {
		t.Run(m.name, func(t *testing.T) {
			testBlockModeOne(t, r, b, iv, m.mk, func(src []byte) []byte { return oneShot(m.mk, src) }, maxLen)
		})
	}
}

func testBlockModeOne(t *testing.T, r randSource, b cipher.Block, iv []byte, mk func(b cipher.Block, iv []byte) cipher.BlockMode, oneShot func([]byte) []byte, maxLen int) {
	bs := b.BlockSize()
	fresh := func() cipher.BlockMode { return mk(b, bytes.Clone(iv)) }

	if got := fresh().BlockSize(); got != bs {
		t.Errorf("BlockSize() = %d, want the cipher's %d", got, bs)
	}

	testWrongIVLen(t, bs, func(iv []byte) { mk(b, iv) })

	t.Run("IVNotRetained", func(t *testing.T) {
		m := withIVChanged(iv, func(iv []byte) cipher.BlockMode { return mk(b, iv) })
		src := randBytes(r, 4*bs)
		got := make([]byte, len(src))
		m.CryptBlocks(got, src)
		checkEqual(t, "output after the caller changed its IV slice", got, oneShot(src))
	})

	t.Run("EmptyInput", func(t *testing.T) {
		m := fresh()
		mustNotPanic(t, "CryptBlocks(nil, nil)", func() { m.CryptBlocks(nil, nil) })
		mustNotPanic(t, "CryptBlocks(dst, empty src)", func() { m.CryptBlocks(make([]byte, bs), []byte{}) })
		src := randBytes(r, 4*bs)
		dst := make([]byte, len(src))
		m.CryptBlocks(dst[:2*bs], src[:2*bs])
		m.CryptBlocks(dst[2*bs:2*bs], src[2*bs:2*bs])
		m.CryptBlocks(dst[2*bs:], src[2*bs:])
		checkEqual(t, "output around an empty call", dst, oneShot(src))
	})

	t.Run("KeepState", func(t *testing.T) {
		src := randBytes(r, maxLen)
		want := oneShot(src)
		for _, chunk := range []int{1, 2, 3, 4, 7, 8, 9, 16, 17} {
			m := fresh()
			dst := make([]byte, len(src))
			for off := 0; off < len(src); off += chunk * bs {
				end := min(off+chunk*bs, len(src))
				m.CryptBlocks(dst[off:end], src[off:end])
			}
			if !checkEqual(t, fmt.Sprintf("output in calls of %d blocks", chunk), dst, want) {
				return
			}
		}
	})

	t.Run("InputNotModified", func(t *testing.T) {
		for _, n := range blockCounts {
			src := randBytes(r, n*bs)
			s := bytes.Clone(src)
			fresh().CryptBlocks(make([]byte, len(s)), s)
			if !checkEqual(t, fmt.Sprintf("%d blocks: src after the call", n), s, src) {
				return
			}
		}
	})

	testDstCases(t, r, blockCounts, bs, "blocks", func(dst, src []byte) { fresh().CryptBlocks(dst, src) }, oneShot)

	t.Run("OutOfBoundsWrite", func(t *testing.T) {
		for _, n := range blockCounts {
			src := randBytes(r, n*bs)
			want := oneShot(src)
			g, dst := newGuarded(make([]byte, len(src)), 2*bs+3)
			dst = dst[:cap(dst)]
			fresh().CryptBlocks(dst, src)
			checkEqual(t, fmt.Sprintf("%d blocks: output", n), dst[:len(src)], want)
			g.check(t, fmt.Sprintf("%d blocks into a longer dst", n), len(src))
			g, dst = newGuarded(make([]byte, len(src)), 0)
			fresh().CryptBlocks(dst, src)
			g.check(t, fmt.Sprintf("%d blocks into an exact dst", n), len(src))
			if t.Failed() {
				return
			}
		}
	})

	t.Run("OutOfBoundsRead", func(t *testing.T) {
		for _, n := range blockCounts {
			src := randBytes(r, n*bs+2*bs)
			dst := make([]byte, n*bs)
			fresh().CryptBlocks(dst, src[:n*bs])
			if !checkEqual(t, fmt.Sprintf("%d blocks from a longer array", n), dst, oneShot(src[:n*bs])) {
				return
			}
		}
	})

	t.Run("BufferOverlap", func(t *testing.T) {
		for _, n := range []int{1, 2, 4, 8, 9, 17} {
			buf := make([]byte, (n+1)*bs)
			for _, off := range []int{1, bs - 1, bs} {
				if off <= 0 || off >= n*bs {
					continue
				}
				mustPanic(t, fmt.Sprintf("%d blocks, dst %d bytes after src", n, off), func() { fresh().CryptBlocks(buf[off:off+n*bs], buf[:n*bs]) })
				mustPanic(t, fmt.Sprintf("%d blocks, src %d bytes after dst", n, off), func() { fresh().CryptBlocks(buf[:n*bs], buf[off:off+n*bs]) })
			}
		}
	})

	t.Run("PartialBlocks", func(t *testing.T) {
		for _, n := range []int{1, bs - 1, bs + 1, 3*bs + 5} {
			if n <= 0 || n%bs == 0 {
				continue
			}
			mustPanic(t, fmt.Sprintf("a %d-byte src", n), func() { fresh().CryptBlocks(make([]byte, n), make([]byte, n)) })
		}
	})

	t.Run("ShortDst", func(t *testing.T) {
		for _, n := range []int{1, 2, 9} {
			mustPanic(t, fmt.Sprintf("%d blocks into a dst one block shorter", n), func() {
				fresh().CryptBlocks(make([]byte, (n-1)*bs), make([]byte, n*bs))
			})
		}
	})

	t.Run("Allocations", func(t *testing.T) {
		m := fresh()
		for _, n := range []int{1, 8, 64} {
			src, dst := randBytes(r, n*bs), make([]byte, n*bs)
			checkAllocs(t, fmt.Sprintf("CryptBlocks of %d blocks", n), func() { m.CryptBlocks(dst, src) })
		}
	})
}
