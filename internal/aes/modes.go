// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import "github.com/ctcrypto/ctcrypto/internal/subtle"

// CTR is a cipher.Stream in counter mode (SP 800-38A §6.5) with the
// semantics of crypto/cipher.NewCTR: the whole 16-byte IV is a big-endian
// counter that wraps at 2^128, and keystream left over from a partial block
// is used by the next XORKeyStream call.
type CTR struct {
	b *Block
	// std is crypto/cipher's stream over the CPACF tier's block, which
	// then does all the work (empty on other ports).
	std stdStream
	ctr [16]byte // the next counter block to encrypt
	ks  [16]byte // keystream of the previous counter block
	off int      // bytes of ks already used; 16 when none is left
}

// NewCTR returns a CTR stream over b starting at counter iv.
func NewCTR(b *Block, iv []byte) *CTR {
	if len(iv) != BlockSize {
		panic("cipher.NewCTR: IV length must equal block size")
	}
	c := &CTR{b: b, off: BlockSize}
	copy(c.ctr[:], iv)
	if b.family == familyStd {
		c.std = b.std.newCTR(iv)
	}
	return c
}

// XORKeyStream XORs src with the keystream into dst.
func (c *CTR) XORKeyStream(dst, src []byte) {
	if len(dst) < len(src) {
		panic("crypto/cipher: output smaller than input")
	}
	dst = dst[:len(src)]
	if subtle.InexactOverlap(dst, src) {
		panic("crypto/cipher: invalid buffer overlap")
	}
	if c.std.ok() {
		c.std.xorKeyStream(dst, src)
		return
	}
	if c.off < BlockSize && len(src) > 0 {
		n := min(BlockSize-c.off, len(src))
		for i := range n {
			dst[i] = src[i] ^ c.ks[c.off+i]
		}
		c.off += n
		dst, src = dst[n:], src[n:]
	}
	if full := len(src) &^ (BlockSize - 1); full > 0 {
		c.b.ctrBlocks(dst[:full], src[:full], &c.ctr)
		dst, src = dst[full:], src[full:]
	}
	if len(src) > 0 {
		c.b.encryptBlock(&c.ks, &c.ctr)
		incrementCounter(&c.ctr, 1)
		for i := range src {
			dst[i] = src[i] ^ c.ks[i]
		}
		c.off = len(src)
	}
}

// CBCEncrypter is a cipher.BlockMode encrypting in CBC mode (SP 800-38A §6.2).
type CBCEncrypter struct {
	b   *Block
	std stdMode // crypto/cipher's CBC over the CPACF tier's block, as in CTR
	iv  [16]byte
}

// CBCDecrypter is a cipher.BlockMode decrypting in CBC mode.
type CBCDecrypter struct {
	b   *Block
	std stdMode
	iv  [16]byte
}

// NewCBCEncrypter returns a CBC encrypter over b with the given IV.
func NewCBCEncrypter(b *Block, iv []byte) *CBCEncrypter {
	if len(iv) != BlockSize {
		panic("cipher.NewCBCEncrypter: IV length must equal block size")
	}
	x := &CBCEncrypter{b: b, iv: [16]byte(iv)}
	if b.family == familyStd {
		x.std = b.std.newCBC(iv, false)
	}
	return x
}

// NewCBCDecrypter returns a CBC decrypter over b with the given IV.
func NewCBCDecrypter(b *Block, iv []byte) *CBCDecrypter {
	if len(iv) != BlockSize {
		panic("cipher.NewCBCDecrypter: IV length must equal block size")
	}
	x := &CBCDecrypter{b: b, iv: [16]byte(iv)}
	if b.family == familyStd {
		x.std = b.std.newCBC(iv, true)
	}
	return x
}

func (x *CBCEncrypter) BlockSize() int { return BlockSize }
func (x *CBCDecrypter) BlockSize() int { return BlockSize }

// CryptBlocks encrypts whole blocks; the IV chains across calls.
func (x *CBCEncrypter) CryptBlocks(dst, src []byte) {
	if !x.std.cryptBlocks(dst, src) {
		x.b.CBCEncrypt(dst, src, &x.iv)
	}
}

// CryptBlocks decrypts whole blocks; the IV chains across calls.
func (x *CBCDecrypter) CryptBlocks(dst, src []byte) {
	if !x.std.cryptBlocks(dst, src) {
		x.b.CBCDecrypt(dst, src, &x.iv)
	}
}

// SetIV replaces the IV, like the standard library's CBC modes.
func (x *CBCEncrypter) SetIV(iv []byte) {
	if len(iv) != BlockSize {
		panic("cipher: incorrect length IV")
	}
	copy(x.iv[:], iv)
	x.std.setIV(iv)
}

// SetIV replaces the IV, like the standard library's CBC modes.
func (x *CBCDecrypter) SetIV(iv []byte) {
	if len(iv) != BlockSize {
		panic("cipher: incorrect length IV")
	}
	copy(x.iv[:], iv)
	x.std.setIV(iv)
}
