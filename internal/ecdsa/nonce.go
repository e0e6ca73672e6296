// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"hash"

	"github.com/ctcrypto/ctcrypto/internal/nistec"
)

// bits2int returns the leftmost qlen bits of b as a big-endian integer of
// size bytes (FIPS 186-5 §6.4.1 step 4, RFC 6979 §2.3.2). b is public
// (a digest) or about to be rejection-tested (a DRBG output); the shifts
// depend only on lengths.
func bits2int(b []byte, qlen, size int) []byte {
	out := make([]byte, size)
	if len(b)*8 <= qlen {
		copy(out[size-len(b):], b)
		return out
	}
	copy(out, b[:size])
	if shift := uint(size*8 - qlen); shift > 0 {
		for i := size - 1; i > 0; i-- {
			out[i] = out[i]>>shift | out[i-1]<<(8-shift)
		}
		out[0] >>= shift
	}
	return out
}

// bits2octets is RFC 6979 §2.3.4: bits2int(b) mod n, as size bytes.
func bits2octets(c *nistec.Curve, b []byte) []byte {
	z := bits2int(b, c.BitSize, c.Size)
	// z < 2^qlen < 2n: subtract n once if z ≥ n. z is a public digest.
	n := c.N
	var t = make([]byte, len(z))
	var borrow int
	for i := len(z) - 1; i >= 0; i-- {
		d := int(z[i]) - int(n[i]) - borrow
		borrow = 0
		if d < 0 {
			d += 256
			borrow = 1
		}
		t[i] = byte(d)
	}
	if borrow == 0 {
		return t
	}
	return z
}

// nonceGenerator is the HMAC_DRBG of RFC 6979 §3.2 steps b–h, with HMAC
// (RFC 2104 §2) computed on two reused hash states and pads rebuilt when K
// changes, so a signature allocates its DRBG once instead of per key.
type nonceGenerator struct {
	inner, outer hash.Hash
	ipad, opad   []byte // K ⊕ 0x36…, K ⊕ 0x5c… over one block (K is shorter)
	k, v, tmp    []byte
	sep          [1]byte
	started      bool
}

func newNonceGenerator(newHash func() hash.Hash, x, h1, extra []byte) *nonceGenerator {
	g := &nonceGenerator{inner: newHash(), outer: newHash()}
	size, block := g.inner.Size(), g.inner.BlockSize()
	buf := make([]byte, 3*size+2*block)
	g.k = buf[0:size:size] // step c: K = 0x00…
	g.v = buf[size : 2*size : 2*size]
	g.tmp = buf[2*size : 3*size : 3*size]
	g.ipad = buf[3*size : 3*size+block : 3*size+block]
	g.opad = buf[3*size+block:]
	for i := range g.v {
		g.v[i] = 0x01 // step b
	}
	g.setKey()
	for _, sep := range [2]byte{0x00, 0x01} { // steps d–g
		g.sep[0] = sep
		g.rekey(g.v, g.sep[:], x, h1, extra)
		g.sum()
	}
	return g
}

// setKey derives the HMAC pads from K (RFC 2104 §2: K padded with zeros to
// the block size, XORed with ipad and opad).
func (g *nonceGenerator) setKey() {
	for i := range g.ipad {
		var b byte
		if i < len(g.k) {
			b = g.k[i]
		}
		g.ipad[i] = b ^ 0x36
		g.opad[i] = b ^ 0x5c
	}
}

// mac returns HMAC_K(data…) in dst's storage; dst may be one of data.
func (g *nonceGenerator) mac(dst []byte, data ...[]byte) []byte {
	g.inner.Reset()
	g.inner.Write(g.ipad)
	for _, d := range data {
		g.inner.Write(d)
	}
	in := g.inner.Sum(g.tmp[:0])
	g.outer.Reset()
	g.outer.Write(g.opad)
	g.outer.Write(in)
	return g.outer.Sum(dst[:0])
}

// rekey sets K = HMAC_K(data…).
func (g *nonceGenerator) rekey(data ...[]byte) {
	g.k = g.mac(g.k, data...)
	g.setKey()
}

// sum sets V = HMAC_K(V).
func (g *nonceGenerator) sum() {
	g.v = g.mac(g.v, g.v)
}

// next returns the next candidate k = bits2int(T) (step h); from the
// second call on it first updates K and V as step h.3 requires.
func (g *nonceGenerator) next(qlen, size int) []byte {
	if g.started {
		g.sep[0] = 0x00
		g.rekey(g.v, g.sep[:])
		g.sum()
	}
	g.started = true
	var t []byte
	for len(t)*8 < qlen {
		g.sum()
		t = append(t, g.v...)
	}
	return bits2int(t, qlen, size)
}
