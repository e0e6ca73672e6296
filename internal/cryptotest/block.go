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

// TestBlock checks that the cipher.Block made by mk from a random key of
// keySize bytes behaves like one: Decrypt inverts Encrypt, results do not
// depend on the instance, on dst's old contents, on bytes beyond the first
// block of src, or on the caller's key slice after mk returns; dst beyond
// the first block and src are not written; exact overlap works; inexact
// overlap and short buffers panic; Encrypt and Decrypt do not allocate.
//
// It knows nothing of the cipher, so it cannot catch a wrong but
// self-consistent one: pair it with known-answer or differential tests.
func TestBlock(t *testing.T, keySize int, mk func(key []byte) (cipher.Block, error)) {
	r := newRand(t)
	key := randBytes(r, keySize)
	newBlock := func(t *testing.T) cipher.Block {
		t.Helper()
		b, err := mk(bytes.Clone(key))
		if err != nil {
			t.Fatalf("making a cipher with a %d-byte key: %v", keySize, err)
		}
		return b
	}
	b := newBlock(t)
	bs := b.BlockSize()
	if bs <= 0 {
		t.Fatalf("BlockSize() = %d", bs)
	}

	type direction struct {
		name string
		f    func(b cipher.Block) func(dst, src []byte)
	}
	dirs := []direction{
		{"Encrypt", func(b cipher.Block) func(dst, src []byte) { return b.Encrypt }},
		{"Decrypt", func(b cipher.Block) func(dst, src []byte) { return b.Decrypt }},
	}

	t.Run("Roundtrip", func(t *testing.T) {
		b1, b2 := newBlock(t), newBlock(t)
		// Iterating Encrypt feeds each output back in, so a wrong round
		// would spread through all later blocks.
		pt := randBytes(r, bs)
		x := bytes.Clone(pt)
		outs := make([][]byte, 0, 64)
		for i := 0; i < 64; i++ {
			y := make([]byte, bs)
			b1.Encrypt(y, x)
			z := make([]byte, bs)
			b2.Encrypt(z, x)
			if !checkEqual(t, fmt.Sprintf("Encrypt step %d, second instance", i), z, y) {
				return
			}
			if bytes.Equal(y, x) {
				t.Errorf("Encrypt step %d is the identity on %x", i, x)
			}
			outs = append(outs, y)
			x = y
		}
		for i := len(outs) - 1; i >= 0; i-- {
			want := pt
			if i > 0 {
				want = outs[i-1]
			}
			got := make([]byte, bs)
			b2.Decrypt(got, outs[i])
			if !checkEqual(t, fmt.Sprintf("Decrypt step %d", i), got, want) {
				return
			}
		}
	})

	t.Run("KeyNotRetained", func(t *testing.T) {
		k := bytes.Clone(key)
		b1, err := mk(k)
		if err != nil {
			t.Fatal(err)
		}
		for i := range k {
			k[i] ^= 0xff
		}
		src := randBytes(r, bs)
		got, want := make([]byte, bs), make([]byte, bs)
		b1.Encrypt(got, src)
		newBlock(t).Encrypt(want, src)
		checkEqual(t, "Encrypt after the caller changed its key slice", got, want)
	})

	for _, d := range dirs {
		t.Run(d.name, func(t *testing.T) {
			f := d.f(b)
			src := randBytes(r, bs)
			want := make([]byte, bs)
			f(want, src)

			t.Run("InputNotModified", func(t *testing.T) {
				s := bytes.Clone(src)
				f(make([]byte, bs), s)
				checkEqual(t, "src after the call", s, src)
			})

			t.Run("NonZeroDst", func(t *testing.T) {
				dst := randBytes(r, bs)
				f(dst, src)
				checkEqual(t, "output into a dirty dst", dst, want)
			})

			t.Run("OutOfBoundsWrite", func(t *testing.T) {
				// dst longer than a block: only the first block is written.
				g, dst := newGuarded(make([]byte, bs), 2*bs)
				dst = dst[:cap(dst)]
				f(dst, src)
				checkEqual(t, "output", dst[:bs], want)
				g.check(t, "output into a 3-block dst", bs)
				// dst exactly a block, guarded on both sides.
				g, dst = newGuarded(make([]byte, bs), 0)
				f(dst, src)
				checkEqual(t, "output", dst, want)
				g.check(t, "output into a 1-block dst", bs)
			})

			t.Run("OutOfBoundsRead", func(t *testing.T) {
				// Bytes after the first block of src must not matter.
				long := append(bytes.Clone(src), randBytes(r, 2*bs)...)
				dst := make([]byte, bs)
				f(dst, long)
				checkEqual(t, "output with a longer src", dst, want)
			})

			t.Run("Aliasing", func(t *testing.T) {
				buf := bytes.Clone(src)
				f(buf, buf)
				checkEqual(t, "in-place output", buf, want)
			})

			t.Run("BufferOverlap", func(t *testing.T) {
				buf := make([]byte, 2*bs)
				for _, off := range []int{1, bs - 1} {
					if off <= 0 || off >= bs {
						continue
					}
					mustPanic(t, fmt.Sprintf("%s with dst %d bytes after src", d.name, off), func() { f(buf[off:off+bs], buf[:bs]) })
					mustPanic(t, fmt.Sprintf("%s with src %d bytes after dst", d.name, off), func() { f(buf[:bs], buf[off:off+bs]) })
				}
			})

			t.Run("ShortBlock", func(t *testing.T) {
				for _, n := range []int{0, 1, bs - 1} {
					if n < 0 || n >= bs {
						continue
					}
					mustPanic(t, fmt.Sprintf("%s with a %d-byte src", d.name, n), func() { f(make([]byte, bs), make([]byte, n)) })
					mustPanic(t, fmt.Sprintf("%s with a %d-byte dst", d.name, n), func() { f(make([]byte, n), make([]byte, bs)) })
				}
			})

			t.Run("Allocations", func(t *testing.T) {
				dst := make([]byte, bs)
				checkAllocs(t, d.name, func() { f(dst, src) })
			})
		})
	}
}
