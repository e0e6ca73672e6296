// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"testing"
)

// lengths are the message lengths the suites try: empty, around one and two
// 16-byte blocks, around the 4- and 8-block and 256-byte strides wide
// kernels use, and a long odd length.
var lengths = []int{0, 1, 2, 7, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 95, 96, 111, 112, 127, 128, 129,
	191, 192, 255, 256, 257, 511, 512, 513, 1023, 1024, 1025, 4103}

// newRand returns a generator seeded from the test's name, so failures
// reproduce and different tests see different inputs.
func newRand(t testing.TB) *rand.ChaCha8 {
	h := fnv.New64a()
	h.Write([]byte(t.Name()))
	var seed [32]byte
	copy(seed[:], h.Sum(nil))
	return rand.NewChaCha8(seed)
}

// randSource is the generator the suites use.
type randSource = *rand.ChaCha8

// randBytes returns n bytes from r.
func randBytes(r *rand.ChaCha8, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

// testWrongIVLen checks that mk panics on an IV that is not bs bytes long.
func testWrongIVLen(t *testing.T, bs int, mk func(iv []byte)) {
	t.Run("WrongIVLen", func(t *testing.T) {
		for _, n := range []int{0, bs - 1, bs + 1, 2 * bs} {
			if n < 0 {
				continue
			}
			mustPanic(t, fmt.Sprintf("a %d-byte IV", n), func() { mk(make([]byte, n)) })
		}
	})
}

// withIVChanged returns mk over a copy of iv that it then inverts, as a
// caller that reuses its IV slice does: the result must not see the change.
func withIVChanged[M any](iv []byte, mk func(iv []byte) M) M {
	v := bytes.Clone(iv)
	m := mk(v)
	for i := range v {
		v[i] ^= 0xff
	}
	return m
}

// A dstCase is a destination a mode must write its usual output into: a
// dirty buffer ("NonZeroDst") or the source itself ("Aliasing"). args draws
// dst after src, and returns the input to pass, a copy of src in place.
type dstCase struct {
	name, what string
	args       func(src []byte) (dst, in []byte)
}

func dstCases(r randSource) []dstCase {
	return []dstCase{
		{"NonZeroDst", "output into a dirty dst", func(src []byte) ([]byte, []byte) { return randBytes(r, len(src)), src }},
		{"Aliasing", "in-place output", func(src []byte) ([]byte, []byte) { buf := bytes.Clone(src); return buf, buf }},
	}
}

// testDstCases runs one subtest per dstCase: for each n in counts, src of
// n·unit random bytes goes through op into that case's dst, which must
// then equal want(src). TestStream passes lengths in bytes,
// testBlockModeOne block counts.
func testDstCases(t *testing.T, r randSource, counts []int, unit int, units string, op func(dst, src []byte), want func(src []byte) []byte) {
	for _, c := range dstCases(r) {
		t.Run(c.name, func(t *testing.T) {
			for _, n := range counts {
				src := randBytes(r, n*unit)
				dst, in := c.args(src)
				op(dst, in)
				if !checkEqual(t, fmt.Sprintf("%d %s: %s", n, units, c.what), dst, want(src)) {
					return
				}
			}
		})
	}
}

// mustPanic fails t if f returns normally.
func mustPanic(t testing.TB, what string, f func()) {
	t.Helper()
	panicked := func() (p bool) {
		defer func() {
			if recover() != nil {
				p = true
			}
		}()
		f()
		return false
	}()
	if !panicked {
		t.Errorf("%s: did not panic", what)
	}
}

// mustNotPanic runs f and fails t, instead of crashing the test binary, if
// it panics.
func mustNotPanic(t testing.TB, what string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panicked: %v", what, r)
		}
	}()
	f()
}

// guardLen is the number of bytes watched on each side of a buffer.
const guardLen = 64

// guarded is a buffer with watched bytes on both sides: out-of-bounds
// writes change them. The usable slice has its capacity cut at its end,
// unless spare is asked for, so append cannot grow into the guard.
type guarded struct {
	buf  []byte // guard | usable | guard
	n    int    // usable length, spare capacity included
	used int    // length of the slice handed out
}

func guardByte(i int) byte { return byte(0xa5 ^ i*7) }

// newGuarded returns a slice holding contents, with spare bytes of extra
// capacity after it, all surrounded by guards. The spare capacity is
// filled with a pattern too, so writes into it can be seen.
func newGuarded(contents []byte, spare int) (*guarded, []byte) {
	n := len(contents) + spare
	g := &guarded{buf: make([]byte, guardLen+n+guardLen), n: n, used: len(contents)}
	for i := range g.buf {
		g.buf[i] = guardByte(i)
	}
	copy(g.buf[guardLen:], contents)
	return g, g.buf[guardLen : guardLen+len(contents) : guardLen+n]
}

// check fails t if a guard byte, or a spare byte from index from of the
// usable area on, has changed.
func (g *guarded) check(t testing.TB, what string, from int) {
	t.Helper()
	for i := range g.buf {
		inUsable := i >= guardLen && i < guardLen+g.n
		if inUsable && i < guardLen+from {
			continue
		}
		if g.buf[i] != guardByte(i) {
			where := "beyond the end"
			switch {
			case i < guardLen:
				where = "before the start"
			case inUsable:
				where = fmt.Sprintf("in spare capacity at offset %d", i-guardLen)
			}
			t.Errorf("%s: wrote %s of the buffer (byte %d)", what, where, i-guardLen)
			return
		}
	}
}

// spare returns the bytes of the usable area from index from on.
func (g *guarded) spare(from int) []byte { return g.buf[guardLen+from : guardLen+g.n] }

// untouchedSpare reports whether the spare bytes from index from on still
// hold their fill pattern.
func (g *guarded) untouchedSpare(from int) bool {
	for i := guardLen + from; i < guardLen+g.n; i++ {
		if g.buf[i] != guardByte(i) {
			return false
		}
	}
	return true
}

// allocsWaived turns checkAllocs off, for a test of the harness against a
// standard library implementation that allocates.
var allocsWaived bool

// checkAllocs fails t if f allocates, except in -race builds, whose
// instrumentation allocates on its own.
func checkAllocs(t *testing.T, what string, f func()) {
	t.Helper()
	if raceEnabled || allocsWaived {
		return
	}
	if n := testing.AllocsPerRun(10, f); n > 0 {
		t.Errorf("%s: %v allocations per call, want 0", what, n)
	}
}

// short abbreviates b for failure messages.
func short(b []byte) string {
	if len(b) <= 48 {
		return hex.EncodeToString(b)
	}
	return fmt.Sprintf("%s...%s (%d bytes)", hex.EncodeToString(b[:24]), hex.EncodeToString(b[len(b)-8:]), len(b))
}

// checkEqual fails t with a short diff if got != want.
func checkEqual(t testing.TB, what string, got, want []byte) bool {
	t.Helper()
	if bytes.Equal(got, want) {
		return true
	}
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	t.Errorf("%s: differs from byte %d:\n got  %s\n want %s", what, i, short(got), short(want))
	return false
}
