// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package gcm implements AES-GCM (NIST SP 800-38D) as a crypto/cipher.AEAD,
// and GMAC, its authentication-only form.
//
// AEADs made here, or by crypto/cipher.NewGCM over a ctcrypto/aes block
// (which calls the block's NewGCM method), run ctcrypto's engine. The code
// is chosen once per key from the AES and GHASH tiers the CPU offers (impl
// registry packages "aes" and "ghash"):
//
//   - amd64 with VAES and VPCLMULQDQ on AVX-512: one kernel call per
//     message, encrypting and hashing 32 blocks per iteration (4 per
//     512-bit register).
//   - amd64 with VAES and VPCLMULQDQ on AVX2: fused kernels of 16 blocks
//     per iteration (2 per 256-bit register).
//   - amd64 with AES-NI and PCLMULQDQ: fused AES-NI/PCLMULQDQ kernels, 8
//     blocks per iteration.
//   - arm64 with the AES and PMULL instructions: fused Armv8 kernels.
//   - ppc64le on POWER8 or later: fused VCIPHER/VPMSUMD kernels.
//   - s390x with CPACF (KM, KMC, KMCTR, KIMD-GHASH): the standard library's
//     crypto/cipher GCM (KMA where present), to which the key is handed
//     whole, so GCM there is the standard library's speed by construction;
//     key setup costs the standard library's plus ctcrypto's allocation.
//   - otherwise: vector-permute AES (SSSE3, NEON) or bitsliced AES, with
//     GHASH by CLMUL/PMULL where present, else vector-permute GHASH (byte
//     shuffles of transposed tables held in registers, SSSE3/NEON), else
//     portable Go multiplying operands with holes between their bits
//     (always with -tags purego).
//
// Constant time: on every tier no branch, memory address or loop bound
// depends on the key, the hash key H, the plaintext or the tag; only the
// lengths of the nonce, additional data and message (and the counter of a
// public 96-bit nonce) influence timing. The instruction tiers rely on AES,
// PCLMULQDQ/PMULL and vector instructions taking data-independent time; the
// portable GHASH relies on 64-bit multiplication (math/bits.Mul64) doing
// so, which holds on the CPUs Go targets. Tags are compared in constant
// time and Open branches only on the verdict it returns. For nonces other
// than 12 bytes the counter depends on H and is handled as a secret.
//
// Open returns a single opaque error for any authentication failure and
// zeroes the part of dst where the plaintext would have been written. Seal
// and Open do not allocate when dst has enough capacity, except that a
// key may build a table that messages of its length use (the Base and
// vector-permute GHASH tables on the first message, the AVX-512 kernels'
// wider powers on the second of 512 bytes or more; concurrent builds may
// each make one).
//
// Key setup is cheap: New computes only the powers of H that messages
// under 512 bytes use, and the tables longer messages need are built when
// such messages arrive, without locks. On the hardware AES tiers New and
// NewGMAC make one allocation, of fewer bytes than crypto/aes.NewCipher
// plus crypto/cipher.NewGCM.
package gcm

import (
	"crypto/cipher"
	"crypto/rand"
	"errors"

	igcm "github.com/ctcrypto/ctcrypto/internal/gcm"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

const (
	// NonceSize is the standard 96-bit GCM nonce size.
	NonceSize = igcm.StandardNonceSize
	// TagSize is the full 128-bit GCM tag size.
	TagSize = 16
)

var errOpen = errors.New("cipher: message authentication failed")

func newEngine(key []byte, nonceSize, tagSize int) (*igcm.AEAD, error) {
	return igcm.NewKey(key, nonceSize, tagSize)
}

// New returns AES-GCM with a 12-byte nonce and a 16-byte tag for a 16-, 24-
// or 32-byte key.
func New(key []byte) (cipher.AEAD, error) { return newEngine(key, NonceSize, TagSize) }

// NewWithNonceSize returns AES-GCM accepting nonces of the given positive
// length. Only use it for compatibility: 12-byte nonces are the standard
// (SP 800-38D §8.2), and other lengths are hashed into the counter.
func NewWithNonceSize(key []byte, size int) (cipher.AEAD, error) {
	return newEngine(key, size, TagSize)
}

// NewWithTagSize returns AES-GCM producing tags of tagSize bytes, 12 to 16.
// Only use it for compatibility with protocols that truncate tags.
func NewWithTagSize(key []byte, tagSize int) (cipher.AEAD, error) {
	return newEngine(key, NonceSize, tagSize)
}

// NewWithRandomNonce returns AES-GCM that draws a random 12-byte nonce
// for every Seal and prepends it to the ciphertext, like
// crypto/cipher.NewGCMWithRandomNonce: NonceSize is 0 and Overhead is 28.
// With random nonces a key should seal at most 2^32 messages.
func NewWithRandomNonce(key []byte) (cipher.AEAD, error) {
	g, err := newEngine(key, NonceSize, TagSize)
	if err != nil {
		return nil, err
	}
	return &randomNonce{g}, nil
}

type randomNonce struct{ g *igcm.AEAD }

func (r *randomNonce) NonceSize() int { return 0 }
func (r *randomNonce) Overhead() int  { return NonceSize + TagSize }

func (r *randomNonce) Seal(dst, nonce, plaintext, additionalData []byte) []byte {
	if len(nonce) != 0 {
		panic("crypto/cipher: non-empty nonce passed to GCMWithRandomNonce")
	}
	ret, out := subtle.SliceForAppend(dst, NonceSize+len(plaintext)+TagSize)
	if subtle.InexactOverlap(out, plaintext) {
		panic("crypto/cipher: invalid buffer overlap of output and input")
	}
	if subtle.AnyOverlap(out, additionalData) {
		panic("crypto/cipher: invalid buffer overlap of output and additional data")
	}
	var n [NonceSize]byte
	if _, err := rand.Read(n[:]); err != nil {
		panic("crypto/cipher: cannot read random nonce: " + err.Error())
	}
	body := out[NonceSize:]
	// Sealing in place (dst = plaintext[:0]) would shift the text by the
	// nonce: move it first so the engine sees exact overlap.
	if subtle.AnyOverlap(out, plaintext) {
		copy(body, plaintext)
		plaintext = body[:len(plaintext)]
	}
	r.g.Seal(body[:0], n[:], plaintext, additionalData)
	copy(out, n[:])
	return ret
}

func (r *randomNonce) Open(dst, nonce, ciphertext, additionalData []byte) ([]byte, error) {
	if len(nonce) != 0 {
		panic("crypto/cipher: non-empty nonce passed to GCMWithRandomNonce")
	}
	if len(ciphertext) < NonceSize+TagSize {
		return nil, errOpen
	}
	ret, out := subtle.SliceForAppend(dst, len(ciphertext)-NonceSize-TagSize)
	if subtle.InexactOverlap(out, ciphertext) {
		panic("crypto/cipher: invalid buffer overlap of output and input")
	}
	if subtle.AnyOverlap(out, additionalData) {
		panic("crypto/cipher: invalid buffer overlap of output and additional data")
	}
	var n [NonceSize]byte
	copy(n[:], ciphertext)
	body := ciphertext[NonceSize:]
	// Opening in place: move the body down over the nonce first (out has
	// room: it is ciphertext's own memory).
	if subtle.AnyOverlap(out, ciphertext) {
		body = out[:copy(out[:len(body)], body)]
	}
	if _, err := r.g.Open(out[:0], n[:], body, additionalData); err != nil {
		clear(out)
		return nil, err
	}
	return ret, nil
}

// GMAC authenticates data with AES-GCM and no plaintext (SP 800-38D §3):
// the tag is GCM's tag over additional data only. Each nonce must be used
// once per key, as for GCM.
type GMAC struct{ g igcm.Keyed }

// NewGMAC returns GMAC for a 16-, 24- or 32-byte key, 12-byte nonces and
// 16-byte tags.
func NewGMAC(key []byte) (*GMAC, error) {
	m := new(GMAC) // the engine and its AES key inside: one allocation
	if err := m.g.Init(key, NonceSize, TagSize); err != nil {
		return nil, err
	}
	return m, nil
}

// Size returns the tag size, 16.
func (m *GMAC) Size() int { return TagSize }

// Tag appends the tag of data under the 12-byte nonce to dst. It panics if
// the nonce has the wrong length.
func (m *GMAC) Tag(dst, nonce, data []byte) []byte {
	return m.g.Seal(dst, nonce, nil, data)
}

// Verify reports, in constant time, whether tag authenticates data under
// nonce; it returns the one opaque authentication error if not. It is
// GCM's Open of an empty ciphertext with data as additional data. Unlike
// Tag it does not panic on a nonce of the wrong length: tag, nonce and data
// usually all arrive from the peer, so a bad nonce is just a failed check.
func (m *GMAC) Verify(tag, nonce, data []byte) error {
	if len(tag) != TagSize || len(nonce) != NonceSize {
		return errOpen
	}
	if _, err := m.g.Open(nil, nonce, tag, data); err != nil {
		return errOpen
	}
	return nil
}
