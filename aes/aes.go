// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package aes implements AES (FIPS 197) as a crypto/cipher.Block whose CTR
// and CBC modes take ctcrypto's fast paths when used through
// crypto/cipher.NewCTR, NewCBCEncrypter and NewCBCDecrypter.
//
// Constant time: every tier is. On amd64 with AES-NI the hardware tier uses
// VAES (AVX-512 or AVX2) or AES-NI; on arm64 with the AES extension the
// Armv8 AES instructions; on ppc64le from POWER8 on its vector AES
// instructions; on s390x with CPACF the standard library's crypto/aes
// and crypto/cipher modes, which run CPACF there (never their table-based
// fallback: without CPACF ctcrypto keeps its own tiers; such a key is
// crypto/aes's block plus ctcrypto's, and its Implementation is "CPACF");
// on CPUs with SSSE3 or NEON but no AES
// instructions, vector-permute AES (vpaes); everywhere else, and with
// -tags purego, a bitsliced AES in portable Go. None of them indexes a table
// with key or data bytes or branches on them, so unlike the standard
// library's fallback (table-based AES) no tier leaks the key through cache
// timing. The key schedule is computed in constant time on every tier,
// with the tier's own instructions: AES-NI (AESENCLAST, AESIMC), the Armv8
// AES instructions or POWER8's (VSBOX) on the hardware tiers, the vector-permute S-box
// and PSHUFB on vpaes, the bitsliced S-box circuit on the portable tier. On
// every tier a key is one allocation of at most the standard library's 512
// bytes: 288 on amd64's hardware tiers, whose decryption derives the
// inverse cipher's round keys from the encryption schedule as it goes, 512
// elsewhere; the portable tier builds its multi-block round keys (about
// 6.5 KiB) the first time a key encrypts four blocks or more at once (or a
// second run of two or three), and its inverse cipher's (4.7 KiB) the first
// time it decrypts more than one. IVs and counters are public and may
// influence timing.
//
// The tier is chosen once, when NewCipher expands the key.
package aes

import (
	"crypto/cipher"
	"strconv"

	iaes "github.com/ctcrypto/ctcrypto/internal/aes"
)

// BlockSize is the AES block size in bytes.
const BlockSize = 16

// KeySizeError is the error for keys that are not 16, 24 or 32 bytes.
type KeySizeError int

func (k KeySizeError) Error() string {
	return "crypto/aes: invalid key size " + strconv.Itoa(int(k))
}

// Block is an AES key ready for use. It implements cipher.Block and the
// optional crypto/cipher interfaces for CTR and CBC.
type Block struct {
	b iaes.Block
}

// NewCipher returns an AES cipher.Block for a 16-, 24- or 32-byte key
// (AES-128, AES-192, AES-256). The dynamic type is *Block.
func NewCipher(key []byte) (cipher.Block, error) {
	switch len(key) {
	case 16, 24, 32:
	default:
		return nil, KeySizeError(len(key))
	}
	// One allocation as crypto/aes makes: the key alone where its tier
	// keeps no decryption schedule, the key and its schedule otherwise.
	if !iaes.KeepsDecSchedule() {
		c := new(Block)
		if err := c.b.Init(key); err != nil {
			return nil, err
		}
		return c, nil
	}
	s := new(blockWithStore)
	if err := s.b.InitStore(key, &s.store); err != nil {
		return nil, err
	}
	return &s.Block, nil
}

// blockWithStore is a Block and the decryption schedule its key keeps on
// the tiers that keep one (iaes.Block.InitStore).
type blockWithStore struct {
	Block
	store [240]byte
}

// BlockSize returns 16.
func (c *Block) BlockSize() int { return BlockSize }

// Encrypt encrypts the first block of src into dst. dst and src must
// overlap entirely or not at all.
func (c *Block) Encrypt(dst, src []byte) { c.b.Encrypt(dst, src) }

// Decrypt decrypts the first block of src into dst.
func (c *Block) Decrypt(dst, src []byte) { c.b.Decrypt(dst, src) }

// NewCTR returns a counter-mode stream with crypto/cipher.NewCTR's
// semantics (the 16-byte IV is a big-endian counter wrapping at 2^128).
// crypto/cipher.NewCTR calls it.
func (c *Block) NewCTR(iv []byte) cipher.Stream { return iaes.NewCTR(&c.b, iv) }

// NewCBCEncrypter returns a CBC encrypter; crypto/cipher.NewCBCEncrypter
// calls it.
func (c *Block) NewCBCEncrypter(iv []byte) cipher.BlockMode {
	return iaes.NewCBCEncrypter(&c.b, iv)
}

// NewCBCDecrypter returns a CBC decrypter; crypto/cipher.NewCBCDecrypter
// calls it.
func (c *Block) NewCBCDecrypter(iv []byte) cipher.BlockMode {
	return iaes.NewCBCDecrypter(&c.b, iv)
}

// Implementation returns the name of the tier this key uses, e.g.
// "VAES-AVX512", "AES-NI", "VPAES-SSSE3" or "Base".
func (c *Block) Implementation() string { return c.b.Tier().String() }
