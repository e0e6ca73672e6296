// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"crypto/sha256"
	"encoding/binary"
	"hash"

	"github.com/ctcrypto/ctcrypto/internal/nistec"
)

// maxSize is the largest Size of a supported curve (P-521), for the
// fixed-size buffers of signing.
const maxSize = 66

// bits2int returns the leftmost qlen bits of b as a big-endian integer of
// size bytes (FIPS 186-5 §6.4.1 step 4, RFC 6979 §2.3.2). b is public
// (a digest) or about to be rejection-tested (a DRBG output); the shifts
// depend only on lengths.
func bits2int(b []byte, qlen, size int) []byte {
	return bits2intTo(make([]byte, size), b, qlen)
}

// bits2intTo is bits2int into out, whose length is the size; it returns
// out.
func bits2intTo(out, b []byte, qlen int) []byte {
	size := len(out)
	clear(out)
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
	return bits2octetsTo(make([]byte, c.Size), c, b)
}

// bits2octetsTo is bits2octets into out (c.Size bytes); it returns out.
func bits2octetsTo(out []byte, c *nistec.Curve, b []byte) []byte {
	var zb [maxSize]byte
	z := bits2intTo(zb[:c.Size], b, c.BitSize)
	// z < 2^qlen < 2n: subtract n once if z ≥ n. z is a public digest.
	n := c.N
	var borrow int
	for i := len(z) - 1; i >= 0; i-- {
		d := int(z[i]) - int(n[i]) - borrow
		borrow = 0
		if d < 0 {
			d += 256
			borrow = 1
		}
		out[i] = byte(d)
	}
	if borrow == 1 {
		copy(out, z)
	}
	return out
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

// hmacDRBG256 is HMAC_DRBG with SHA-256 (SP 800-90A Rev. 1 §10.1.2, which
// RFC 6979 §3.2 steps b–h follow), on fixed-size arrays so that a signature
// allocates nothing for its nonce. Its state is K and V; instantiate is
// §10.1.2.3 with seed material the concatenation of its arguments, next is
// one Generate call (§10.1.2.5) of the bits of one candidate, the final
// Update of the previous call done first, as RFC 6979 step h.3 orders it
// (the state after the last candidate is never used, so it is not
// computed).
type hmacDRBG256 struct {
	k, v [sha256.Size]byte
	// buf holds one HMAC input: the padded key block, then V, the
	// separator byte and the seed material (three scalars at most).
	buf     [sha256.BlockSize + sha256.Size + 1 + 3*maxSize]byte
	started bool
}

// instantiate sets K = 0x00…, V = 0x01… (§10.1.2.3 steps 2–3, RFC 6979
// steps b–c) and mixes in seed (steps d–g: Update with provided_data the
// concatenation of seed).
func (g *hmacDRBG256) instantiate(seed ...[]byte) {
	g.k = [sha256.Size]byte{}
	for i := range g.v {
		g.v[i] = 0x01
	}
	g.started = false
	g.update(seed...)
}

// update is HMAC_DRBG_Update (§10.1.2.2) with provided_data the
// concatenation of data; with no data it stops after step 2.
func (g *hmacDRBG256) update(data ...[]byte) {
	g.k = g.mac(true, 0x00, data...)
	g.v = g.mac(false, 0)
	if len(data) == 0 {
		return
	}
	g.k = g.mac(true, 0x01, data...)
	g.v = g.mac(false, 0)
}

// mac returns HMAC-SHA-256 under K (RFC 2104 §2) of V, then sep if withSep,
// then data.
func (g *hmacDRBG256) mac(withSep bool, sep byte, data ...[]byte) [sha256.Size]byte {
	// K is shorter than a block: padded with zeros, then XORed with
	// ipad (0x36…) for the inner hash and opad (0x5c…) for the outer.
	b := g.pad(0x36)
	b = append(b, g.v[:]...)
	if withSep {
		b = append(b, sep)
	}
	for _, d := range data {
		b = append(b, d...)
	}
	inner := sha256.Sum256(b)
	b = append(g.pad(0x5c), inner[:]...)
	return sha256.Sum256(b)
}

// pad writes K ⊕ (p repeated) over one block at the start of buf and
// returns that block, with buf's capacity after it.
func (g *hmacDRBG256) pad(p byte) []byte {
	b := g.buf[:sha256.BlockSize]
	// Eight bytes at a time: K's four words XOR the pad, then the pad.
	pw := uint64(p) * 0x0101010101010101
	for i := 0; i < sha256.Size; i += 8 {
		binary.LittleEndian.PutUint64(b[i:], binary.LittleEndian.Uint64(g.k[i:])^pw)
	}
	for i := sha256.Size; i < sha256.BlockSize; i += 8 {
		binary.LittleEndian.PutUint64(b[i:], pw)
	}
	return b
}

// next writes the next candidate bits2int(T) into k (Size bytes, qlen its
// bit length) and returns k: T is V after V = HMAC_K(V), repeated until it
// has qlen bits (§10.1.2.5 step 4, RFC 6979 step h.2).
func (g *hmacDRBG256) next(k []byte, qlen int) []byte {
	if g.started {
		g.update() // the previous Generate's step 6, RFC 6979 step h.3
	}
	g.started = true
	var t [3 * sha256.Size]byte // ≥ 521 bits
	n := 0
	for n*8 < qlen {
		g.v = g.mac(false, 0)
		n += copy(t[n:], g.v[:])
	}
	bits2intTo(k, t[:n], qlen)
	clear(t[:])
	return k
}

// clear erases the state, which derives from the private key.
func (g *hmacDRBG256) clear() {
	*g = hmacDRBG256{}
}
