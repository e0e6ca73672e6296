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

// adLengths are the additional-data lengths TestAEAD pairs with lengths.
var adLengths = []int{0, 1, 13, 16, 17, 31, 32, 255, 256, 257}

// TestAEAD checks a cipher.AEAD. mk must return a fresh instance with the
// same key on every call.
//
// It checks that Open inverts Seal for many plaintext and additional-data
// lengths, across instances; that Seal and Open append to dst (keeping its
// prefix, using or not using spare capacity, never writing beyond the
// result or into the caller's inputs); that exact overlap (in place) works
// and inexact overlap panics, as does a nonce of the wrong length; that
// any change to the ciphertext, tag, nonce or additional data, and any
// truncation or extension, makes Open return an error and nil, without
// panicking, leaving the bytes it would have written zero or unchanged;
// and that Seal and Open do not allocate when dst has room.
func TestAEAD(t *testing.T, mk func() (cipher.AEAD, error)) {
	r := newRand(t)
	newAEAD := func(t *testing.T) cipher.AEAD {
		t.Helper()
		a, err := mk()
		if err != nil {
			t.Fatalf("making the AEAD: %v", err)
		}
		return a
	}
	a := newAEAD(t)
	ns, ov := a.NonceSize(), a.Overhead()
	if ns < 0 || ov < 0 {
		t.Fatalf("NonceSize() = %d, Overhead() = %d", ns, ov)
	}
	if b := newAEAD(t); b.NonceSize() != ns || b.Overhead() != ov {
		t.Fatalf("instances disagree on NonceSize or Overhead")
	}
	nonce := randBytes(r, ns)

	// A randomised AEAD (one that seals the same message differently each
	// time) cannot be compared byte for byte; the checks then go through
	// Open instead.
	deterministic := func() bool {
		pt, ad := randBytes(r, 37), randBytes(r, 5)
		return bytes.Equal(a.Seal(nil, nonce, pt, ad), newAEAD(t).Seal(nil, nonce, pt, ad))
	}()
	// checkSealed fails t unless ct is a sealing of pt under nonce and ad.
	checkSealed := func(t *testing.T, what string, ct, pt, ad []byte) bool {
		t.Helper()
		if len(ct) != len(pt)+ov {
			t.Errorf("%s: %d bytes, want %d + Overhead %d", what, len(ct), len(pt), ov)
			return false
		}
		if deterministic {
			return checkEqual(t, what, ct, newAEAD(t).Seal(nil, nonce, pt, ad))
		}
		got, err := newAEAD(t).Open(nil, nonce, ct, ad)
		if err != nil {
			t.Errorf("%s: does not open: %v", what, err)
			return false
		}
		return checkEqual(t, what+", opened", got, pt)
	}

	t.Run("Roundtrip", func(t *testing.T) {
		sealer, opener := newAEAD(t), newAEAD(t)
		for _, n := range lengths {
			for _, m := range adLengths {
				pt, ad := randBytes(r, n), randBytes(r, m)
				ct := sealer.Seal(nil, nonce, pt, ad)
				if len(ct) != n+ov {
					t.Fatalf("Seal of %d bytes gave %d bytes, want %d + Overhead %d", n, len(ct), n, ov)
				}
				if deterministic {
					if !checkEqual(t, fmt.Sprintf("pt %d, ad %d: Seal on a second instance", n, m), opener.Seal(nil, nonce, pt, ad), ct) {
						return
					}
				}
				got, err := opener.Open(nil, nonce, ct, ad)
				if err != nil {
					t.Fatalf("pt %d, ad %d: Open: %v", n, m, err)
				}
				if !checkEqual(t, fmt.Sprintf("pt %d, ad %d: Open(Seal(pt))", n, m), got, pt) {
					return
				}
			}
		}
	})

	t.Run("NonceMatters", func(t *testing.T) {
		if ns == 0 || !deterministic {
			t.Skip("no nonce or not deterministic")
		}
		other := bytes.Clone(nonce)
		other[0] ^= 1
		pt := randBytes(r, 32)
		if bytes.Equal(a.Seal(nil, nonce, pt, nil), a.Seal(nil, other, pt, nil)) {
			t.Error("two nonces give the same ciphertext")
		}
	})

	t.Run("InputNotModified", func(t *testing.T) {
		for _, n := range lengths {
			pt, ad := randBytes(r, n), randBytes(r, 17)
			p, d, nc := bytes.Clone(pt), bytes.Clone(ad), bytes.Clone(nonce)
			ct := a.Seal(nil, nc, p, d)
			checkEqual(t, fmt.Sprintf("%d bytes: plaintext after Seal", n), p, pt)
			checkEqual(t, fmt.Sprintf("%d bytes: additional data after Seal", n), d, ad)
			checkEqual(t, fmt.Sprintf("%d bytes: nonce after Seal", n), nc, nonce)
			c := bytes.Clone(ct)
			if _, err := a.Open(nil, nc, c, d); err != nil {
				t.Fatalf("%d bytes: Open: %v", n, err)
			}
			checkEqual(t, fmt.Sprintf("%d bytes: ciphertext after Open", n), c, ct)
			checkEqual(t, fmt.Sprintf("%d bytes: additional data after Open", n), d, ad)
			checkEqual(t, fmt.Sprintf("%d bytes: nonce after Open", n), nc, nonce)
			// Open must not read beyond the end of the ciphertext.
			long := append(bytes.Clone(ct), randBytes(r, 32)...)
			if got, err := a.Open(nil, nonce, long[:len(ct)], ad); err != nil || !bytes.Equal(got, pt) {
				t.Errorf("%d bytes: Open of a ciphertext followed by other bytes: %v", n, err)
			}
			if t.Failed() {
				return
			}
		}
	})

	t.Run("AppendDst", func(t *testing.T) {
		for _, n := range []int{0, 1, 15, 16, 17, 64, 255, 1023} {
			pt, ad := randBytes(r, n), randBytes(r, 13)
			ct := a.Seal(nil, nonce, pt, ad)
			for _, prefixLen := range []int{0, 1, 5, 16, 33} {
				prefix := randBytes(r, prefixLen)
				// No room (append must reallocate), exactly enough
				// room, and more room than needed.
				for _, spare := range []int{0, n + ov, n + ov + 40} {
					what := fmt.Sprintf("pt %d, %d-byte dst with %d spare: ", n, prefixLen, spare)
					g, dst := newGuarded(prefix, spare)
					out := a.Seal(dst, nonce, pt, ad)
					checkEqual(t, what+"Seal's prefix", out[:min(prefixLen, len(out))], prefix)
					checkSealed(t, what+"Seal's appended part", out[min(prefixLen, len(out)):], pt, ad)
					checkEqual(t, what+"dst's prefix after Seal", g.buf[guardLen:guardLen+prefixLen], prefix)
					// With room, the result may be written after the
					// prefix; nothing else in the buffer may change.
					sealed := 0
					if spare >= len(ct) {
						sealed = len(ct)
					}
					g.check(t, what+"Seal", prefixLen+sealed)

					g, dst = newGuarded(prefix, spare)
					out, err := a.Open(dst, nonce, ct, ad)
					if err != nil {
						t.Fatalf("%sOpen: %v", what, err)
					}
					checkEqual(t, what+"Open's result", out, append(bytes.Clone(prefix), pt...))
					checkEqual(t, what+"dst's prefix after Open", g.buf[guardLen:guardLen+prefixLen], prefix)
					opened := 0
					if spare >= n {
						opened = n
					}
					g.check(t, what+"Open", prefixLen+opened)
					if t.Failed() {
						return
					}
				}
			}
		}
	})

	t.Run("InPlace", func(t *testing.T) {
		for _, n := range lengths {
			pt, ad := randBytes(r, n), randBytes(r, 9)
			// Seal over the plaintext, in a buffer with room for the tag.
			buf := make([]byte, n, n+ov)
			copy(buf, pt)
			ct := a.Seal(buf[:0], nonce, buf, ad)
			if !checkSealed(t, fmt.Sprintf("%d bytes: Seal in place", n), ct, pt, ad) {
				return
			}
			if len(ct) > 0 && &ct[0] != &buf[:1][0] {
				t.Errorf("%d bytes: Seal in place did not use dst's capacity", n)
			}
			out, err := a.Open(ct[:0], nonce, ct, ad)
			if err != nil {
				t.Fatalf("%d bytes: Open in place: %v", n, err)
			}
			if !checkEqual(t, fmt.Sprintf("%d bytes: Open in place", n), out, pt) {
				return
			}
		}
	})

	t.Run("BufferOverlap", func(t *testing.T) {
		for _, n := range []int{2, 16, 17, 64, 255} {
			pt, ad := randBytes(r, n), randBytes(r, 9)
			ct := a.Seal(nil, nonce, pt, ad)
			for _, off := range []int{1, 15, 16} {
				if off >= n {
					continue
				}
				buf := make([]byte, off+n+ov)
				copy(buf, pt)
				mustPanic(t, fmt.Sprintf("Seal of %d bytes to %d bytes after the plaintext", n, off),
					func() { a.Seal(buf[off:off], nonce, buf[:n], ad) })
				copy(buf[off:], pt)
				mustPanic(t, fmt.Sprintf("Seal of %d bytes to %d bytes before the plaintext", n, off),
					func() { a.Seal(buf[:0], nonce, buf[off:off+n], ad) })
				copy(buf, ct)
				mustPanic(t, fmt.Sprintf("Open of %d bytes to %d bytes after the ciphertext", n, off),
					func() { a.Open(buf[off:off], nonce, buf[:len(ct)], ad) })
				copy(buf[off:], ct)
				mustPanic(t, fmt.Sprintf("Open of %d bytes to %d bytes before the ciphertext", n, off),
					func() { a.Open(buf[:0], nonce, buf[off:off+len(ct)], ad) })
			}
		}
	})

	t.Run("WrongNonceSize", func(t *testing.T) {
		ct := a.Seal(nil, nonce, []byte("message"), nil)
		for _, k := range []int{0, ns - 1, ns + 1, 2*ns + 1} {
			if k < 0 || k == ns {
				continue
			}
			bad := randBytes(r, k)
			mustPanic(t, fmt.Sprintf("Seal with a %d-byte nonce", k), func() { a.Seal(nil, bad, []byte("message"), nil) })
			mustPanic(t, fmt.Sprintf("Open with a %d-byte nonce", k), func() { a.Open(nil, bad, ct, nil) })
		}
	})

	t.Run("Tampered", func(t *testing.T) {
		for _, n := range []int{0, 1, 15, 16, 17, 64, 255} {
			for _, m := range []int{0, 13} {
				pt, ad := randBytes(r, n), randBytes(r, m)
				ct := a.Seal(nil, nonce, pt, ad)
				type forgery struct {
					what          string
					nonce, ct, ad []byte
				}
				var forgeries []forgery
				for i := range ct {
					c := bytes.Clone(ct)
					c[i] ^= byte(1 << (i % 8))
					part := "ciphertext"
					if i >= n {
						part = "tag"
					}
					forgeries = append(forgeries, forgery{fmt.Sprintf("%s byte %d changed", part, i), nonce, c, ad})
				}
				for i := range ad {
					d := bytes.Clone(ad)
					d[i] ^= 0x80
					forgeries = append(forgeries, forgery{fmt.Sprintf("additional data byte %d changed", i), nonce, ct, d})
				}
				for i := range nonce {
					nc := bytes.Clone(nonce)
					nc[i] ^= 0x01
					forgeries = append(forgeries, forgery{fmt.Sprintf("nonce byte %d changed", i), nc, ct, ad})
				}
				for k := 0; k < len(ct); k++ {
					forgeries = append(forgeries, forgery{fmt.Sprintf("truncated to %d bytes", k), nonce, ct[:k], ad})
				}
				forgeries = append(forgeries,
					forgery{"one byte appended", nonce, append(bytes.Clone(ct), 0), ad},
					forgery{"one byte prepended", nonce, append([]byte{0}, ct...), ad},
					forgery{"additional data extended", nonce, ct, append(bytes.Clone(ad), 0)})
				if m > 0 {
					forgeries = append(forgeries, forgery{"additional data dropped", nonce, ct, nil})
				}

				for _, f := range forgeries {
					what := fmt.Sprintf("pt %d, ad %d, %s", n, m, f.what)
					written := max(0, len(f.ct)-ov) // what a successful Open would write
					prefix := randBytes(r, 3)
					g, dst := newGuarded(prefix, written+8)
					var out []byte
					var err error
					mustNotPanic(t, what, func() { out, err = a.Open(dst, f.nonce, f.ct, f.ad) })
					if err == nil {
						t.Errorf("%s: Open succeeded", what)
					}
					if out != nil {
						t.Errorf("%s: Open returned %d bytes with its error", what, len(out))
					}
					checkEqual(t, what+": dst's prefix", g.buf[guardLen:guardLen+len(prefix)], prefix)
					region := g.spare(len(prefix))[:written]
					if !g.untouchedSpare(len(prefix)) && !bytes.Equal(region, make([]byte, written)) {
						t.Errorf("%s: Open left %s in dst's spare capacity, want it zero or unchanged", what, short(region))
					}
					g.check(t, what, len(prefix)+written)

					// In place: the ciphertext bytes Open would have
					// overwritten are zero or unchanged.
					c := bytes.Clone(f.ct)
					mustNotPanic(t, what+" (in place)", func() { out, err = a.Open(c[:0], f.nonce, c, f.ad) })
					if err == nil || out != nil {
						t.Errorf("%s (in place): Open returned %d bytes, error %v", what, len(out), err)
					}
					if !bytes.Equal(c[:written], f.ct[:written]) && !bytes.Equal(c[:written], make([]byte, written)) {
						t.Errorf("%s (in place): Open left %s, want zero or the ciphertext", what, short(c[:written]))
					}
					if t.Failed() {
						return
					}
				}
			}
		}
	})

	t.Run("Allocations", func(t *testing.T) {
		for _, n := range []int{0, 16, 100, 1024} {
			pt, ad := randBytes(r, n), randBytes(r, 13)
			ct := a.Seal(nil, nonce, pt, ad)
			dst := make([]byte, 0, n+ov)
			checkAllocs(t, fmt.Sprintf("Seal of %d bytes", n), func() { a.Seal(dst, nonce, pt, ad) })
			checkAllocs(t, fmt.Sprintf("Open of %d bytes", n), func() {
				if _, err := a.Open(dst, nonce, ct, ad); err != nil {
					panic(err)
				}
			})
			forged := bytes.Clone(ct)
			forged[len(forged)-1] ^= 1
			checkAllocs(t, fmt.Sprintf("Open of a forged %d-byte message", n), func() { a.Open(dst, nonce, forged, ad) })
		}
	})
}
