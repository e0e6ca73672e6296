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

// TestStream checks a cipher.Stream. mk must return a fresh stream in the
// same starting state (same key and IV) on every call.
//
// It checks that XORKeyStream XORs src with a key stream that does not
// depend on how the input is split across calls, on the instance, on dst's
// old contents, or on bytes beyond len(src); that it writes only
// dst[:len(src)] and never src; that exact overlap works and inexact
// overlap or a short dst panics; that empty calls are harmless; and that
// XORKeyStream does not allocate.
func TestStream(t *testing.T, mk func() cipher.Stream) {
	r := newRand(t)
	maxLen := lengths[len(lengths)-1]
	// The reference key stream: one call over zeros on a fresh stream.
	keyStream := make([]byte, maxLen)
	mk().XORKeyStream(keyStream, make([]byte, maxLen))
	if bytes.Equal(keyStream[:64], make([]byte, 64)) {
		t.Fatal("the key stream starts with 64 zero bytes")
	}
	xorKS := func(src []byte) []byte {
		out := make([]byte, len(src))
		for i := range src {
			out[i] = src[i] ^ keyStream[i]
		}
		return out
	}

	t.Run("XORSemantics", func(t *testing.T) {
		for _, n := range lengths {
			src := randBytes(r, n)
			dst := make([]byte, n)
			mk().XORKeyStream(dst, src)
			if !checkEqual(t, fmt.Sprintf("%d bytes: XORKeyStream(src) vs src XOR key stream", n), dst, xorKS(src)) {
				return
			}
			// Applying the same stream again decrypts.
			back := make([]byte, n)
			mk().XORKeyStream(back, dst)
			if !checkEqual(t, fmt.Sprintf("%d bytes: round trip", n), back, src) {
				return
			}
		}
	})

	t.Run("KeepState", func(t *testing.T) {
		// Splitting the input over several calls gives the same bytes as
		// one call: partial blocks must be carried between calls.
		src := randBytes(r, maxLen)
		want := xorKS(src)
		chunkings := [][]int{{1}, {15}, {16}, {17}, {31}, {64, 1}, {128, 3}, {255}, {256}, {257}, {1, 2, 3, 500}}
		for i := 0; i < 8; i++ {
			chunks := make([]int, 7)
			for j := range chunks {
				chunks[j] = int(r.Uint64() % 512) // empty calls included
			}
			chunks[0]++ // at least one non-empty call, so the loop ends
			chunkings = append(chunkings, chunks)
		}
		for _, chunks := range chunkings {
			s := mk()
			dst := make([]byte, maxLen)
			for off, k := 0, 0; off < maxLen; k++ {
				n := min(chunks[k%len(chunks)], maxLen-off)
				s.XORKeyStream(dst[off:off+n], src[off:off+n])
				off += n
			}
			if !checkEqual(t, fmt.Sprintf("output in chunks of %v", chunks), dst, want) {
				return
			}
		}
	})

	t.Run("EmptyInput", func(t *testing.T) {
		s := mk()
		mustNotPanic(t, "XORKeyStream(nil, nil)", func() { s.XORKeyStream(nil, nil) })
		mustNotPanic(t, "XORKeyStream(dst, empty src)", func() { s.XORKeyStream(make([]byte, 16), []byte{}) })
		// Empty calls do not advance the stream.
		src := randBytes(r, 100)
		dst := make([]byte, 100)
		s.XORKeyStream(dst[:50], src[:50])
		s.XORKeyStream(dst[50:50], src[50:50])
		s.XORKeyStream(dst[50:], src[50:])
		checkEqual(t, "output around an empty call", dst, xorKS(src))
	})

	t.Run("InputNotModified", func(t *testing.T) {
		for _, n := range lengths {
			src := randBytes(r, n)
			s := bytes.Clone(src)
			mk().XORKeyStream(make([]byte, n), s)
			if !checkEqual(t, fmt.Sprintf("%d bytes: src after the call", n), s, src) {
				return
			}
		}
	})

	testDstCases(t, r, lengths, 1, "bytes", func(dst, src []byte) { mk().XORKeyStream(dst, src) }, xorKS)

	t.Run("OutOfBoundsWrite", func(t *testing.T) {
		for _, n := range lengths {
			src := randBytes(r, n)
			// A dst with room to spare: only dst[:len(src)] is written.
			g, dst := newGuarded(make([]byte, n), 48)
			dst = dst[:cap(dst)]
			mk().XORKeyStream(dst, src)
			checkEqual(t, fmt.Sprintf("%d bytes: output", n), dst[:n], xorKS(src))
			g.check(t, fmt.Sprintf("%d bytes into a longer dst", n), n)
			// An exact dst.
			g, dst = newGuarded(make([]byte, n), 0)
			mk().XORKeyStream(dst, src)
			g.check(t, fmt.Sprintf("%d bytes into an exact dst", n), n)
			if t.Failed() {
				return
			}
		}
	})

	t.Run("OutOfBoundsRead", func(t *testing.T) {
		for _, n := range lengths {
			src := randBytes(r, n+64)
			dst := make([]byte, n)
			mk().XORKeyStream(dst, src[:n])
			if !checkEqual(t, fmt.Sprintf("%d bytes from a longer array", n), dst, xorKS(src[:n])) {
				return
			}
		}
	})

	t.Run("BufferOverlap", func(t *testing.T) {
		for _, n := range lengths {
			if n < 2 {
				continue
			}
			buf := make([]byte, n+16)
			for _, off := range []int{1, 15, 16} {
				if off >= n {
					continue
				}
				mustPanic(t, fmt.Sprintf("%d bytes, dst %d bytes after src", n, off), func() { mk().XORKeyStream(buf[off:off+n], buf[:n]) })
				mustPanic(t, fmt.Sprintf("%d bytes, src %d bytes after dst", n, off), func() { mk().XORKeyStream(buf[:n], buf[off:off+n]) })
			}
			if t.Failed() {
				return
			}
		}
	})

	t.Run("ShortDst", func(t *testing.T) {
		for _, n := range []int{1, 16, 17, 256} {
			mustPanic(t, fmt.Sprintf("%d-byte src, %d-byte dst", n, n-1), func() { mk().XORKeyStream(make([]byte, n-1), make([]byte, n)) })
		}
	})

	t.Run("Allocations", func(t *testing.T) {
		s := mk()
		for _, n := range []int{1, 16, 100, 1024} {
			src, dst := randBytes(r, n), make([]byte, n)
			checkAllocs(t, fmt.Sprintf("XORKeyStream of %d bytes", n), func() { s.XORKeyStream(dst, src) })
		}
	})
}

// TestStreamFromBlock checks a stream mode built over b: mk must panic on
// an IV whose length is not b.BlockSize(), must not keep the caller's IV
// slice, and must make streams that pass TestStream.
func TestStreamFromBlock(t *testing.T, b cipher.Block, mk func(b cipher.Block, iv []byte) cipher.Stream) {
	r := newRand(t)
	bs := b.BlockSize()
	iv := randBytes(r, bs)

	testWrongIVLen(t, bs, func(iv []byte) { mk(b, iv) })

	t.Run("IVNotRetained", func(t *testing.T) {
		s := withIVChanged(iv, func(iv []byte) cipher.Stream { return mk(b, iv) })
		src := randBytes(r, 100)
		got, want := make([]byte, 100), make([]byte, 100)
		s.XORKeyStream(got, src)
		mk(b, iv).XORKeyStream(want, src)
		checkEqual(t, "output after the caller changed its IV slice", got, want)
	})

	t.Run("IVMatters", func(t *testing.T) {
		other := bytes.Clone(iv)
		other[len(other)-1] ^= 1
		a, c := make([]byte, 64), make([]byte, 64)
		mk(b, iv).XORKeyStream(a, a)
		mk(b, other).XORKeyStream(c, c)
		if bytes.Equal(a, c) {
			t.Error("two IVs give the same key stream")
		}
	})

	t.Run("Stream", func(t *testing.T) {
		TestStream(t, func() cipher.Stream { return mk(b, bytes.Clone(iv)) })
	})
}
