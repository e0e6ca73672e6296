// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"hash"
	"io"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// EncryptOAEP encrypts msg with RSAES-OAEP (RFC 8017 §7.1.1), hashing the
// label with h and masking with MGF1 over mgf; the seed is read from
// random.
func EncryptOAEP(h, mgf hash.Hash, random io.Reader, pub *PublicKey, msg, label []byte) ([]byte, error) {
	k, hLen := pub.Size(), h.Size()
	if len(msg) > k-2*hLen-2 {
		return nil, ErrMessageTooLong
	}
	em := make([]byte, k)
	seed := em[1 : 1+hLen]
	db := em[1+hLen:]
	h.Reset()
	h.Write(label)
	h.Sum(db[:0]) // lHash
	db[len(db)-len(msg)-1] = 0x01
	copy(db[len(db)-len(msg):], msg)
	if _, err := io.ReadFull(random, seed); err != nil {
		return nil, err
	}
	mgf1XOR(db, mgf, seed)
	mgf1XOR(seed, mgf, db)
	if err := pub.encrypt(em, em); err != nil {
		return nil, err
	}
	return em, nil
}

// DecryptOAEP decrypts an RSAES-OAEP ciphertext (RFC 8017 §7.1.2), with
// h for the label and MGF1 over mgf. Every failure returns ErrDecryption
// (or the fault check's error), and the padding is checked in constant
// time, so a caller cannot learn why decryption failed (Manger's attack).
// Whether it failed and the message's length are all that its timing
// reveals about the plaintext.
func DecryptOAEP(h, mgf hash.Hash, k *PrivateKey, ciphertext, label []byte) ([]byte, error) {
	n, hLen := k.Size(), h.Size()
	if len(ciphertext) != n || n < 2*hLen+2 {
		return nil, ErrDecryption
	}
	h.Reset()
	h.Write(label)
	lHash := h.Sum(nil)

	em := make([]byte, n)
	if err := k.decrypt(em, ciphertext); err != nil {
		if err == errFault {
			return nil, err
		}
		return nil, ErrDecryption
	}
	firstOK := subtle.IsZeroWord(uint(em[0]))
	seed, db := em[1:1+hLen], em[1+hLen:]
	mgf1XOR(seed, mgf, db)
	mgf1XOR(db, mgf, seed)
	lHashOK := subtle.Equal(db[:hLen], lHash)

	// DB = lHash ‖ 0x00… ‖ 0x01 ‖ M. Scan the rest in constant time:
	// lookingForOne stays 1 through the zero bytes, index records the 0x01,
	// and invalid becomes 1 if a byte other than 0x00 precedes it.
	lookingForOne, invalid := subtle.Choice(1), subtle.Choice(0)
	index := uint(0)
	rest := db[hLen:]
	for i := range rest {
		isZero := subtle.IsZeroWord(uint(rest[i]))
		isOne := subtle.EqWord(uint(rest[i]), 1)
		index = subtle.SelectWord(lookingForOne.And(isOne), uint(i), index)
		lookingForOne = lookingForOne.And(isOne.Not())
		invalid = invalid.Or(lookingForOne.And(isZero.Not()))
	}
	valid := firstOK.And(lHashOK).And(invalid.Not()).And(lookingForOne.Not())
	if !subtle.DeclassifyChoice(valid) { // the verdict is public
		return nil, ErrDecryption
	}
	return rest[subtle.DeclassifyInt(int(index))+1:], nil // the message length is public once it is returned
}
