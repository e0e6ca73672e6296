// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"crypto"
	cryptorand "crypto/rand"
	stdrsa "crypto/rsa"
	"errors"
	"hash"
	"io"

	"github.com/ctcrypto/ctcrypto/internal/rsa"
)

// PSSOptions is crypto/rsa's type, so that callers such as crypto/tls,
// which pass *crypto/rsa.PSSOptions to crypto.Signer, work unchanged.
type PSSOptions = stdrsa.PSSOptions

const (
	// PSSSaltLengthAuto: signing uses the largest salt that fits; verifying
	// accepts any salt length.
	PSSSaltLengthAuto = stdrsa.PSSSaltLengthAuto
	// PSSSaltLengthEqualsHash: the salt is as long as the hash.
	PSSSaltLengthEqualsHash = stdrsa.PSSSaltLengthEqualsHash
)

func newHash(h crypto.Hash) (hash.Hash, error) {
	if !h.Available() {
		return nil, errors.New("rsa: requested hash function unavailable: " + h.String())
	}
	return h.New(), nil
}

// newHashes returns new states of the message hash and of MGF1's hash.
func newHashes(hash, mgfHash crypto.Hash) (h, mgf hash.Hash, err error) {
	if h, err = newHash(hash); err != nil {
		return nil, nil, err
	}
	if mgf, err = newHash(mgfHash); err != nil {
		return nil, nil, err
	}
	return h, mgf, nil
}

// SignPSS signs digest (the output of hash) with RSASSA-PSS (RFC 8017
// §8.1.1) and MGF1 with the same hash. opts.Hash, if set, overrides hash.
// opts may be nil: as in crypto/rsa, the salt is then as long as the key
// allows (PSSSaltLengthAuto).
//
// As in crypto/rsa (Go 1.26 and later), the salt is read from random as
// given, so a fixed reader gives reproducible signatures for known-answer
// tests; a nil random means crypto/rand.Reader.
func SignPSS(random io.Reader, k *PrivateKey, hash crypto.Hash, digest []byte, opts *PSSOptions) ([]byte, error) {
	if opts != nil && opts.Hash != 0 {
		hash = opts.Hash
	}
	h, err := newHash(hash)
	if err != nil {
		return nil, err
	}
	saltLength := PSSSaltLengthAuto
	if opts != nil {
		saltLength = opts.SaltLength
	}
	switch {
	case saltLength == PSSSaltLengthAuto:
		if saltLength, err = rsa.PSSMaxSaltLength(k.k.PublicKey(), h); err != nil {
			return nil, stdError(err)
		}
	case saltLength == PSSSaltLengthEqualsHash:
		saltLength = h.Size()
	case saltLength < 0:
		return nil, errors.New("rsa: invalid PSS salt length")
	}
	if random == nil {
		random = cryptorand.Reader
	}
	return stdError2(rsa.SignPSS(random, k.k, h, digest, saltLength))
}

// VerifyPSS checks an RSASSA-PSS signature (RFC 8017 §8.1.2) with MGF1
// using the same hash; opts.Hash is ignored. opts == nil or SaltLength ==
// PSSSaltLengthAuto accepts any salt length. As in crypto/rsa (Go 1.27),
// a hash that is not linked into the binary or not a crypto.Hash value is
// an error, not a panic.
func VerifyPSS(pub *PublicKey, hash crypto.Hash, digest, sig []byte, opts *PSSOptions) error {
	if !hash.Available() {
		return errors.New("rsa: requested hash function unavailable: " + hash.String())
	}
	sLen := -1
	if opts != nil {
		switch opts.SaltLength {
		case PSSSaltLengthAuto:
		case PSSSaltLengthEqualsHash:
			sLen = hash.Size()
		default:
			if opts.SaltLength < 0 {
				return errors.New("rsa: PSS salt length cannot be negative")
			}
			sLen = opts.SaltLength
		}
	}
	return verifyPSS(pub, hash, hash, digest, sig, sLen)
}

// verifyPSS verifies with an explicit MGF1 hash and salt length (−1: any).
func verifyPSS(pub *PublicKey, hash, mgfHash crypto.Hash, digest, sig []byte, sLen int) error {
	h, mgf, err := newHashes(hash, mgfHash)
	if err != nil {
		return err
	}
	return stdError(rsa.VerifyPSS(pub.k, h, mgf, digest, sig, sLen))
}
