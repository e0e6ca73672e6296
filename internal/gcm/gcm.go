// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"crypto/subtle"
	"encoding/binary"
	"errors"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
	isubtle "github.com/ctcrypto/ctcrypto/internal/subtle"
)

const (
	// StandardNonceSize is the 96-bit IV recommended by SP 800-38D §8.2.1.
	StandardNonceSize = 12
	// MinTagSize and MaxTagSize bound the tag lengths accepted (SP 800-38D
	// §5.2.1.2 allows 12..16 bytes for general use).
	MinTagSize = 12
	MaxTagSize = 16

	blockSize = 16
	// fullPowers32 is the length from which the whole-message kernels
	// (full_amd64.go) run 32-block batches, which read H^32..H^17: they are
	// computed when the text or the additional data has that many bytes (a
	// power of two, so the OR of the two lengths tells), by the kernel on
	// its frame for the key's first such message and kept from its second, and the
	// kernels get the main table as a placeholder otherwise, so a key used
	// for one message never allocates them. The lengths are public.
	fullPowers32 = 32 * 16
	// maxBlocks bounds a plaintext to 2^32 - 2 blocks (SP 800-38D §5.2.1.1),
	// so the 32-bit counter of a 96-bit nonce never wraps.
	maxBlocks = 1<<32 - 2
)

var errOpen = errors.New("cipher: message authentication failed")

// AEAD is AES-GCM with a fixed nonce and tag size over one expanded key.
// It implements cipher.AEAD. Its tiers are fixed when it is created.
type AEAD struct {
	aeadHead
	// The padding puts ghash at 56 modulo 64: see Keyed.
	_     [(64 + tableOffset - unsafe.Sizeof(aeadHead{})%64) % 64]byte
	ghash ghash.Key
}

// aeadHead is AEAD's fields before the GHASH key.
type aeadHead struct {
	block *aes.EncBlock
	// rk and rounds are block's round keys, for the fused kernels.
	rk     *[240]byte
	rounds int
	fused  fused
	// std is crypto/cipher's GCM when the s390x CPACF tier delegates the
	// key (cpacf_s390x.go); it fills fused's padding, and is empty on
	// other ports.
	std       stdAEAD
	nonceSize int
	tagSize   int
}

// tableOffset is where, modulo 64, Keyed puts the GHASH table (and,
// modulo 16, the AES round keys): the Go runtime starts an allocation of
// more than 512 bytes that holds pointers 8 bytes into a block of its size
// class (after its type header), and the size classes from 576 bytes up
// are multiples of 64, so the table lands on a 64-byte boundary, as the
// fused kernels' 512-bit loads want. TestKeyedLayout checks the addresses.
const tableOffset = 64 - 8

// New returns AES-GCM over block with the given nonce and tag sizes.
func New(block *aes.Block, nonceSize, tagSize int) (*AEAD, error) {
	if err := checkSizes(nonceSize, tagSize); err != nil {
		return nil, err
	}
	g := new(AEAD)
	g.init(&block.EncBlock, nonceSize, tagSize)
	return g, nil
}

// Init sets up g, a zero AEAD (one embedded in a caller's struct, saving an
// allocation), as New does.
func (g *AEAD) Init(block *aes.Block, nonceSize, tagSize int) error {
	if err := checkSizes(nonceSize, tagSize); err != nil {
		return err
	}
	g.init(&block.EncBlock, nonceSize, tagSize)
	return nil
}

// NewKey returns AES-GCM for a 16-, 24- or 32-byte key with the given
// nonce and tag sizes, the AEAD and its expanded AES key in one allocation
// (a Keyed).
func NewKey(key []byte, nonceSize, tagSize int) (*AEAD, error) {
	k := new(Keyed)
	if err := k.Init(key, nonceSize, tagSize); err != nil {
		return nil, err
	}
	return &k.AEAD, nil
}

// Keyed is an AEAD together with the AES key it runs on, so that a fresh
// key is one allocation. The zero Keyed is not usable; call Init.
type Keyed struct {
	AEAD
	// The padding puts block, whose round keys come first, at tableOffset
	// modulo 16: the kernels load round keys 16 bytes at a time. block is
	// an EncBlock: GCM never decrypts a block, so it has no decryption
	// schedule, and Keyed fits the 640-byte size class.
	_     [(16 + tableOffset%16 - unsafe.Sizeof(AEAD{})%16) % 16]byte
	block aes.EncBlock
}

// Init expands key (16, 24 or 32 bytes) and sets up k.AEAD over it with
// the given nonce and tag sizes.
func (k *Keyed) Init(key []byte, nonceSize, tagSize int) error {
	if err := checkSizes(nonceSize, tagSize); err != nil {
		return err
	}
	if err := k.block.Init(key); err != nil {
		return err
	}
	k.AEAD.init(&k.block, nonceSize, tagSize)
	return nil
}

func checkSizes(nonceSize, tagSize int) error {
	if tagSize < MinTagSize || tagSize > MaxTagSize {
		return errors.New("cipher: incorrect tag size given to GCM")
	}
	if nonceSize <= 0 {
		return errors.New("cipher: the nonce can't have zero length")
	}
	return nil
}

// init sets up g, a zero AEAD, over block.
func (g *AEAD) init(block *aes.EncBlock, nonceSize, tagSize int) {
	g.block, g.nonceSize, g.tagSize = block, nonceSize, tagSize
	g.rk, g.rounds = block.RoundKeys()
	g.fused = fusedNone
	if g.std = newStdAEAD(block, nonceSize, tagSize); g.std.aead() != nil {
		return // crypto/cipher does all of GCM: no H here
	}
	var h [16]byte
	block.Encrypt(h[:], h[:]) // H = CIPH_K(0^128), SP 800-38D §6.4
	g.ghash.Init(&h)
	clear(h[:])
	g.fused = chooseFused(block.Tier(), g.ghash.Tier())
}

// fusedRow is one row of a port's fused-kernel table: keys whose AES and
// GHASH tiers are exactly aes and ghash run kernel.
type fusedRow struct {
	aes    aes.Tier
	ghash  ghash.Tier
	kernel fused
}

// chooseFused returns the kernel fusedTable gives the pair, or fusedNone.
func chooseFused(a aes.Tier, h ghash.Tier) fused {
	for _, r := range fusedTable {
		if r.aes == a && r.ghash == h {
			return r.kernel
		}
	}
	return fusedNone
}

// NonceSize returns the nonce size in bytes.
func (g *AEAD) NonceSize() int { return g.nonceSize }

// Overhead returns the tag size in bytes.
func (g *AEAD) Overhead() int { return g.tagSize }

// Tier describes the code that runs: the fused kernel, or the AES and GHASH
// tiers of the generic path.
func (g *AEAD) Tier() string {
	if g.std.aead() != nil {
		return "CPACF"
	}
	if g.fused != fusedNone {
		return fusedNames[g.fused]
	}
	return g.block.Tier().String() + "/" + g.ghash.Tier().String()
}

// deriveCounter computes J0 (SP 800-38D §7.1 step 2) into ctr. For other
// than 96-bit nonces J0 depends on H and is therefore treated as secret.
func (g *AEAD) deriveCounter(ctr *[16]byte, nonce []byte) {
	if len(nonce) == StandardNonceSize {
		copy(ctr[:], nonce)
		ctr[12], ctr[13], ctr[14], ctr[15] = 0, 0, 0, 1
		return
	}
	clear(ctr[:])
	g.ghash.Update(ctr, nonce)
	g.ghash.UpdateLengths(ctr, 0, uint64(len(nonce)))
}

func inc32(ctr *[16]byte) {
	binary.BigEndian.PutUint32(ctr[12:], binary.BigEndian.Uint32(ctr[12:])+1)
}

// Seal encrypts and authenticates plaintext, authenticates additionalData
// and appends the result to dst (SP 800-38D §7.1).
func (g *AEAD) Seal(dst, nonce, plaintext, additionalData []byte) []byte {
	if len(nonce) != g.nonceSize {
		panic("crypto/cipher: incorrect nonce length given to GCM")
	}
	if uint64(len(plaintext)) > maxBlocks*blockSize {
		panic("crypto/cipher: message too large for GCM")
	}
	ret, out := isubtle.SliceForAppend(dst, len(plaintext)+g.tagSize)
	if isubtle.InexactOverlap(out, plaintext) {
		panic("crypto/cipher: invalid buffer overlap")
	}
	if isubtle.AnyOverlap(out, additionalData) {
		panic("crypto/cipher: invalid buffer overlap of output and additional data")
	}

	if g.std.aead() != nil {
		g.std.seal(out, nonce, plaintext, additionalData)
		return ret
	}
	var j0, ctr, y, tag [16]byte
	if fullFused != fusedNone && g.fused == fullFused && len(nonce) == StandardNonceSize {
		g.sealFull((*[12]byte)(nonce), &tag, out, plaintext, additionalData)
		copy(out[len(plaintext):], tag[:g.tagSize])
		return ret
	}
	if smallFused != fusedNone && g.fused == smallFused && len(nonce) == StandardNonceSize &&
		len(plaintext) <= smallFusedText && len(additionalData) <= smallAD {
		g.sealSmallFused((*[12]byte)(nonce), &tag, out, plaintext, additionalData)
		copy(out[len(plaintext):], tag[:g.tagSize])
		return ret
	}
	g.deriveCounter(&j0, nonce)
	if wholeFused != fusedNone && g.fused == wholeFused {
		g.sealWhole(&j0, &tag, out, plaintext, additionalData)
		copy(out[len(plaintext):], tag[:g.tagSize])
		return ret
	}
	if len(plaintext) <= smallText && len(additionalData) <= smallAD {
		g.sealSmall(out, &j0, plaintext, additionalData)
		return ret
	}
	g.block.Encrypt(tag[:], j0[:]) // E_K(J0) masks the tag, §7.1 step 6
	ctr = j0
	inc32(&ctr)

	g.ghash.Update(&y, additionalData)
	g.sealText(out[:len(plaintext)], plaintext, &ctr, &y)
	g.ghash.UpdateLengths(&y, uint64(len(additionalData)), uint64(len(plaintext)))

	subtle.XORBytes(out[len(plaintext):], tag[:g.tagSize], y[:g.tagSize])
	return ret
}

// Open authenticates ciphertext and additionalData and, if the tag is
// right, decrypts ciphertext and appends the plaintext to dst (SP 800-38D
// §7.2). On failure it returns one opaque error and leaves zeros where the
// plaintext would have gone.
func (g *AEAD) Open(dst, nonce, ciphertext, additionalData []byte) ([]byte, error) {
	if len(nonce) != g.nonceSize {
		panic("crypto/cipher: incorrect nonce length given to GCM")
	}
	if len(ciphertext) < g.tagSize {
		return nil, errOpen
	}
	if uint64(len(ciphertext)) > maxBlocks*blockSize+uint64(g.tagSize) {
		return nil, errOpen
	}
	text, gotTag := ciphertext[:len(ciphertext)-g.tagSize], ciphertext[len(ciphertext)-g.tagSize:]
	ret, out := isubtle.SliceForAppend(dst, len(text))
	if isubtle.InexactOverlap(out, ciphertext) {
		panic("crypto/cipher: invalid buffer overlap")
	}
	if isubtle.AnyOverlap(out, additionalData) {
		panic("crypto/cipher: invalid buffer overlap of output and additional data")
	}

	// The verdict is revealed by the error anyway (declassified for the
	// constant-time harness); everything before this branch, the tag
	// comparison included, is constant-time.
	if isubtle.DeclassifyInt(g.openVerdict(out, nonce, text, gotTag, additionalData)) != 1 {
		clear(out)
		return nil, errOpen
	}
	return ret, nil
}

// openVerdict decrypts text into out and returns 1 if gotTag authenticates
// the message and 0 if not, without branching on anything secret, the
// verdict included (the caller clears out and fails on 0).
func (g *AEAD) openVerdict(out, nonce, text, gotTag, additionalData []byte) int {
	if g.std.aead() != nil {
		return g.std.open(out, nonce, text, gotTag, additionalData)
	}
	var j0, ctr, y, tag [16]byte
	if fullFused != fusedNone && g.fused == fullFused && len(nonce) == StandardNonceSize {
		g.openFull((*[12]byte)(nonce), &tag, out, text, additionalData)
		return isubtle.EqualInt(tag[:g.tagSize], gotTag)
	}
	if smallFused != fusedNone && g.fused == smallFused && len(nonce) == StandardNonceSize &&
		len(text) <= smallFusedText && len(additionalData) <= smallAD {
		g.openSmallFused((*[12]byte)(nonce), &tag, out, text, additionalData)
		return isubtle.EqualInt(tag[:g.tagSize], gotTag)
	}
	g.deriveCounter(&j0, nonce)
	if wholeFused != fusedNone && g.fused == wholeFused {
		g.openWhole(&j0, &tag, out, text, additionalData)
		// The comparison takes the same time wherever the tags differ.
		return isubtle.EqualInt(tag[:g.tagSize], gotTag)
	}
	if len(text) <= smallText && len(additionalData) <= smallAD {
		return g.openSmall(out, &j0, text, gotTag, additionalData)
	}
	g.block.Encrypt(tag[:], j0[:])
	ctr = j0
	inc32(&ctr)

	g.ghash.Update(&y, additionalData)
	g.openText(out, text, &ctr, &y)
	g.ghash.UpdateLengths(&y, uint64(len(additionalData)), uint64(len(text)))
	subtle.XORBytes(tag[:], tag[:], y[:])
	// The comparison takes the same time wherever the tags differ.
	return isubtle.EqualInt(tag[:g.tagSize], gotTag)
}

// sealText is CTR encryption from ctr with GHASH of the result into y.
func (g *AEAD) sealText(dst, src []byte, ctr, y *[16]byte) {
	whole := len(src) &^ (blockSize - 1)
	if whole > 0 {
		if g.fused != fusedNone {
			archSeal(g.fused, g.rk, g.rounds, &g.ghash.Powers, ctr, y, dst[:whole], src[:whole])
		} else {
			g.sealBlocksGeneric(dst[:whole], src[:whole], ctr, y)
		}
	}
	if rest := len(src) - whole; rest > 0 {
		var last [16]byte
		g.block.Encrypt(last[:], ctr[:])
		inc32(ctr)
		subtle.XORBytes(last[:rest], last[:rest], src[whole:])
		copy(dst[whole:], last[:rest])
		clear(last[rest:]) // GHASH pads the last block with zeros
		g.ghash.UpdateBlocks(y, last[:])
	}
}

// openText hashes src into y and CTR-decrypts it from ctr: sealText's
// steps with GHASH over src instead of dst.
func (g *AEAD) openText(dst, src []byte, ctr, y *[16]byte) {
	whole := len(src) &^ (blockSize - 1)
	if whole > 0 {
		if g.fused != fusedNone {
			archOpen(g.fused, g.rk, g.rounds, &g.ghash.Powers, ctr, y, dst[:whole], src[:whole])
		} else {
			g.openBlocksGeneric(dst[:whole], src[:whole], ctr, y)
		}
	}
	if rest := len(src) - whole; rest > 0 {
		var last [16]byte
		copy(last[:], src[whole:])
		g.ghash.UpdateBlocks(y, last[:])
		g.block.Encrypt(last[:], ctr[:])
		inc32(ctr)
		subtle.XORBytes(dst[whole:], src[whole:], last[:rest])
	}
}
