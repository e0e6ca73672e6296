// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"crypto"
	cryptorand "crypto/rand"
	stdrsa "crypto/rsa"
	"io"

	"github.com/ctcrypto/ctcrypto/internal/rsa"
)

// OAEPOptions is crypto/rsa's type, accepted by PrivateKey.Decrypt.
type OAEPOptions = stdrsa.OAEPOptions

// PKCS1v15DecryptOptions is crypto/rsa's type, accepted by PrivateKey.Decrypt.
type PKCS1v15DecryptOptions = stdrsa.PKCS1v15DecryptOptions

// EncryptOAEP encrypts msg with RSAES-OAEP (RFC 8017 §7.1.1), using hash
// for the label and for MGF1.
//
// As in crypto/rsa (Go 1.26 and later), the seed is read from random as
// given, so a fixed reader gives reproducible ciphertexts for known-answer
// tests; a nil random means crypto/rand.Reader.
func EncryptOAEP(hash crypto.Hash, random io.Reader, pub *PublicKey, msg, label []byte) ([]byte, error) {
	return encryptOAEP(hash, hash, random, pub, msg, label)
}

func encryptOAEP(hash, mgfHash crypto.Hash, random io.Reader, pub *PublicKey, msg, label []byte) ([]byte, error) {
	h, mgf, err := newHashes(hash, mgfHash)
	if err != nil {
		return nil, err
	}
	if random == nil {
		random = cryptorand.Reader
	}
	return stdError2(rsa.EncryptOAEP(h, mgf, random, pub.k, msg, label))
}

// DecryptOAEP decrypts an RSAES-OAEP ciphertext (RFC 8017 §7.1.2). Every
// failure returns the same error, and the padding is checked in constant
// time, so a caller cannot learn why decryption failed (Manger's attack).
// Whether it failed and the message's length, which the API returns, are
// all that its timing reveals about the plaintext.
func DecryptOAEP(hash crypto.Hash, random io.Reader, k *PrivateKey, ciphertext, label []byte) ([]byte, error) {
	return decryptOAEP(hash, hash, k, ciphertext, label)
}

func decryptOAEP(hash, mgfHash crypto.Hash, k *PrivateKey, ciphertext, label []byte) ([]byte, error) {
	h, mgf, err := newHashes(hash, mgfHash)
	if err != nil {
		return nil, err
	}
	return stdError2(rsa.DecryptOAEP(h, mgf, k.k, ciphertext, label))
}
