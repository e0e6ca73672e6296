// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build s390x && !purego

package gcm

import (
	"crypto/cipher"

	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// The CPACF tier (impl registry package "gcm") hands all of GCM to
// crypto/cipher.NewGCM over the crypto/aes block of a key of the aes
// CPACF tier (internal/aes/cpacf_s390x.go says why delegation): the
// standard library then runs KMA when the CPU has KMA-GCM-AES, else
// KIMD-GHASH with KMCTR, both constant-time. It is supported exactly when
// the standard library takes one of those two paths (useGHASH in
// crypto/internal/fips140/aes/gcm/gcm_s390x.go) as well as CPACF for the
// block; its generic GHASH uses tables indexed by secrets, so without
// KIMD-GHASH ctcrypto's own GHASH runs on the CPACF block instead.
var supportsCPACF = cpacfSupported(cpu.S390XHasAES, cpu.S390XHasAESCBC, cpu.S390XHasAESCTR, cpu.S390XHasGHASH) || cpu.TestForceCPACF

// cpacfSupported is the aes CPACF tier's condition and the standard
// library's for its CPACF GCM.
func cpacfSupported(hasAES, hasAESCBC, hasAESCTR, hasGHASH bool) bool {
	return hasAES && hasAESCBC && hasAESCTR && hasGHASH
}

func init() { impl.Register("gcm", "CPACF", &supportsCPACF, true) }

// stdAEAD is crypto/cipher's GCM of a delegated key, behind one pointer
// so that AEAD keeps its size; nil for other keys.
type stdAEAD struct{ p *boxedAEAD }

type boxedAEAD struct{ a cipher.AEAD }

func (s stdAEAD) aead() cipher.AEAD {
	if s.p == nil {
		return nil
	}
	return s.p.a
}

// newStdAEAD returns crypto/cipher's GCM over block's crypto/aes block if
// the tier is on, block is a CPACF key and crypto/cipher has a constructor
// for the sizes (not for a nonce other than 12 bytes with a tag shorter
// than 16, which only aes.Block.NewGCM can ask for); otherwise nothing,
// and the key runs ctcrypto's GHASH over the block.
func newStdAEAD(block *aes.EncBlock, nonceSize, tagSize int) stdAEAD {
	b := block.Std()
	if !supportsCPACF || b == nil {
		return stdAEAD{}
	}
	var a cipher.AEAD
	var err error
	switch {
	case tagSize == 16:
		a, err = cipher.NewGCMWithNonceSize(b, nonceSize)
	case nonceSize == StandardNonceSize:
		a, err = cipher.NewGCMWithTagSize(b, tagSize)
	default:
		return stdAEAD{}
	}
	if err != nil {
		return stdAEAD{} // GODEBUG=fips140=only refuses caller-chosen nonces
	}
	return stdAEAD{&boxedAEAD{a}}
}

// seal is Seal into out, which Seal sized and checked: crypto/cipher
// appends to out[:0] in place, so Seal returns its own slice of dst.
func (s stdAEAD) seal(out, nonce, plaintext, ad []byte) {
	s.p.a.Seal(aes.NoEscapeBytes(out[:0]), aes.NoEscapeBytes(nonce), aes.NoEscapeBytes(plaintext), aes.NoEscapeBytes(ad))
}

// open is openVerdict's contract on crypto/cipher's Open, which compares
// the tags in constant time; text and gotTag are adjacent in the caller's
// ciphertext. The verdict is revealed by the error anyway.
func (s stdAEAD) open(out, nonce, text, gotTag, ad []byte) int {
	ct := text[:len(text)+len(gotTag)]
	if _, err := s.p.a.Open(aes.NoEscapeBytes(out[:0]), aes.NoEscapeBytes(nonce), aes.NoEscapeBytes(ct), aes.NoEscapeBytes(ad)); err != nil {
		return 0
	}
	return 1
}
