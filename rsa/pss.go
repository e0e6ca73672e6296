// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"bytes"
	"crypto"
	cryptorand "crypto/rand"
	stdrsa "crypto/rsa"
	"errors"
	"hash"
	"io"
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

// mgf1XOR XORs out with MGF1(seed) (RFC 8017 §B.2.1) using h.
func mgf1XOR(out []byte, h hash.Hash, seed []byte) {
	var counter [4]byte
	var digest []byte
	done := 0
	for done < len(out) {
		h.Reset()
		h.Write(seed)
		h.Write(counter[:])
		digest = h.Sum(digest[:0])
		for i := 0; i < len(digest) && done < len(out); i++ {
			out[done] ^= digest[i]
			done++
		}
		for i := 3; i >= 0; i-- { // big-endian increment
			counter[i]++
			if counter[i] != 0 {
				break
			}
		}
	}
}

func newHash(h crypto.Hash) (hash.Hash, error) {
	if !h.Available() {
		return nil, errors.New("rsa: requested hash function unavailable: " + h.String())
	}
	return h.New(), nil
}

// emsaPSSEncode returns EMSA-PSS-ENCODE (RFC 8017 §9.1.1) of mHash with
// the given salt, emBits long, in ⌈emBits/8⌉ bytes.
func emsaPSSEncode(mHash []byte, emBits int, salt []byte, h hash.Hash) ([]byte, error) {
	hLen, sLen := h.Size(), len(salt)
	emLen := (emBits + 7) / 8
	if len(mHash) != hLen {
		return nil, errors.New("rsa: input must be hashed message of the hash's size")
	}
	if emLen < hLen+sLen+2 {
		return nil, ErrMessageTooLong // RFC 8017 §9.1.1 step 3: "encoding error"
	}
	em := make([]byte, emLen)
	db := em[:emLen-hLen-1]
	H := em[emLen-hLen-1 : emLen-1]
	// H = Hash(0x00×8 ‖ mHash ‖ salt).
	var zeros [8]byte
	h.Reset()
	h.Write(zeros[:])
	h.Write(mHash)
	h.Write(salt)
	h.Sum(H[:0])
	// DB = PS ‖ 0x01 ‖ salt, masked with MGF1(H).
	db[emLen-sLen-hLen-2] = 0x01
	copy(db[emLen-sLen-hLen-1:], salt)
	mgf1XOR(db, h, H)
	db[0] &= 0xff >> (8*emLen - emBits) // clear the bits above emBits
	em[emLen-1] = 0xbc
	return em, nil
}

// emsaPSSVerify is EMSA-PSS-VERIFY (RFC 8017 §9.1.2). sLen < 0 means any
// salt length. mgf hashes the mask; h the message. Only public data.
func emsaPSSVerify(mHash, em []byte, emBits, sLen int, h, mgf hash.Hash) error {
	hLen := h.Size()
	emLen := (emBits + 7) / 8
	if emLen != len(em) || len(mHash) != hLen {
		return ErrVerification
	}
	if emLen < hLen+2 || (sLen >= 0 && emLen < hLen+sLen+2) {
		return ErrVerification
	}
	if em[emLen-1] != 0xbc {
		return ErrVerification
	}
	db := append([]byte(nil), em[:emLen-hLen-1]...)
	H := em[emLen-hLen-1 : emLen-1]
	topMask := byte(0xff >> (8*emLen - emBits))
	if db[0]&^topMask != 0 {
		return ErrVerification
	}
	mgf1XOR(db, mgf, H)
	db[0] &= topMask
	// DB = 0x00… 0x01 salt.
	psLen := bytes.IndexByte(db, 0x01)
	if psLen < 0 {
		return ErrVerification
	}
	for _, b := range db[:psLen] {
		if b != 0 {
			return ErrVerification
		}
	}
	if sLen >= 0 && psLen != emLen-hLen-sLen-2 {
		return ErrVerification
	}
	salt := db[psLen+1:]
	var zeros [8]byte
	h.Reset()
	h.Write(zeros[:])
	h.Write(mHash)
	h.Write(salt)
	if !bytes.Equal(h.Sum(nil), H) {
		return ErrVerification
	}
	return nil
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
	emBits := k.pub.BitLen() - 1
	emLen := (emBits + 7) / 8
	saltLength := PSSSaltLengthAuto
	if opts != nil {
		saltLength = opts.SaltLength
	}
	switch {
	case saltLength == PSSSaltLengthAuto:
		saltLength = emLen - 2 - h.Size()
		if saltLength < 0 {
			return nil, ErrMessageTooLong
		}
	case saltLength == PSSSaltLengthEqualsHash:
		saltLength = h.Size()
	case saltLength < 0:
		return nil, errors.New("rsa: invalid PSS salt length")
	}
	salt := make([]byte, saltLength)
	if random == nil {
		random = cryptorand.Reader
	}
	if _, err := io.ReadFull(random, salt); err != nil {
		return nil, err
	}
	em, err := emsaPSSEncode(digest, emBits, salt, h)
	if err != nil {
		return nil, err
	}
	out := make([]byte, k.Size())
	copy(out[len(out)-len(em):], em) // emLen is Size() or Size()−1
	if err := k.decrypt(out, out, true); err != nil {
		return nil, err
	}
	return out, nil
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
	h, err := newHash(hash)
	if err != nil {
		return err
	}
	mgf, err := newHash(mgfHash)
	if err != nil {
		return err
	}
	if len(sig) != pub.Size() {
		return ErrVerification
	}
	em := make([]byte, pub.Size())
	if err := pub.encrypt(em, sig); err != nil {
		return ErrVerification
	}
	emBits := pub.BitLen() - 1
	emLen := (emBits + 7) / 8
	if emLen < len(em) { // modBits ≡ 1 mod 8: the leading byte must be zero
		if em[0] != 0 {
			return ErrVerification
		}
		em = em[1:]
	}
	return emsaPSSVerify(digest, em, emBits, sLen, h, mgf)
}
