// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"crypto"
	"errors"
	"io"
	"strings"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// digestInfoPrefix is the DER DigestInfo (RFC 8017 §9.2, note 1) up to the
// hash value, for each hash PKCS #1 v1.5 signatures support. crypto.Hash(0)
// and MD5SHA1 sign the input directly (TLS 1.0/1.1).
var digestInfoPrefix = map[crypto.Hash][]byte{
	crypto.MD5:        {0x30, 0x20, 0x30, 0x0c, 0x06, 0x08, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x05, 0x05, 0x00, 0x04, 0x10},
	crypto.SHA1:       {0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14},
	crypto.SHA224:     nistHashPrefix(0x04, 28),
	crypto.SHA256:     nistHashPrefix(0x01, 32),
	crypto.SHA384:     nistHashPrefix(0x02, 48),
	crypto.SHA512:     nistHashPrefix(0x03, 64),
	crypto.SHA512_224: nistHashPrefix(0x05, 28),
	crypto.SHA512_256: nistHashPrefix(0x06, 32),
	crypto.SHA3_224:   nistHashPrefix(0x07, 28),
	crypto.SHA3_256:   nistHashPrefix(0x08, 32),
	crypto.SHA3_384:   nistHashPrefix(0x09, 48),
	crypto.SHA3_512:   nistHashPrefix(0x0a, 64),
	crypto.RIPEMD160:  {0x30, 0x20, 0x30, 0x08, 0x06, 0x06, 0x28, 0xcf, 0x06, 0x03, 0x00, 0x31, 0x04, 0x14},
	crypto.MD5SHA1:    {},
	crypto.Hash(0):    {},
}

// nistHashPrefix encodes SEQUENCE { SEQUENCE { OID 2.16.840.1.101.3.4.2.arc,
// NULL }, OCTET STRING (hLen bytes follow) }.
func nistHashPrefix(arc byte, hLen int) []byte {
	return []byte{0x30, byte(17 + hLen), 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, arc, 0x05, 0x00, 0x04, byte(hLen)}
}

// errUnsupportedHash: hash has no DigestInfo prefix here (nor in crypto/rsa).
var errUnsupportedHash = errors.New("rsa: unsupported hash function")

// pkcs1v15EncodeSignature writes EMSA-PKCS1-v1_5 (RFC 8017 §9.2) of
// hashed into all of em: 0x00 0x01 0xff… 0x00 DigestInfo. The checks and
// their order are crypto/rsa's, except that a hash value crypto does not
// know is an error where crypto/rsa panics.
func pkcs1v15EncodeSignature(em []byte, hash crypto.Hash, hashed []byte) ([]byte, error) {
	k := len(em)
	if hash != 0 {
		if strings.HasPrefix(hash.String(), "unknown hash value") {
			return nil, errors.New("rsa: " + hash.String())
		}
		if len(hashed) != hash.Size() {
			return nil, errors.New("rsa: input must be hashed message")
		}
	}
	prefix, ok := digestInfoPrefix[hash]
	if !ok {
		return nil, errUnsupportedHash
	}
	tLen := len(prefix) + len(hashed)
	if k < tLen+11 {
		return nil, ErrMessageTooLong // RFC 8017 §9.2 step 3: "intended encoded message length too short"
	}
	clear(em)
	em[1] = 1
	for i := 2; i < k-tLen-1; i++ {
		em[i] = 0xff
	}
	copy(em[k-tLen:], prefix)
	copy(em[k-len(hashed):], hashed)
	return em, nil
}

// SignPKCS1v15 signs hashed (the output of hash) with RSASSA-PKCS1-v1_5
// (RFC 8017 §8.2.1). hash 0 signs hashed directly.
func SignPKCS1v15(k *PrivateKey, hash crypto.Hash, hashed []byte) ([]byte, error) {
	em, err := pkcs1v15EncodeSignature(make([]byte, k.Size()), hash, hashed)
	if err != nil {
		return nil, err
	}
	if err := k.decrypt(em, em); err != nil {
		return nil, err
	}
	return em, nil
}

// VerifyPKCS1v15 checks an RSASSA-PKCS1-v1_5 signature (RFC 8017 §8.2.2).
// As in crypto/rsa, a hash without a DigestInfo prefix fails with
// ErrVerification and a hashed of the wrong length with another error.
func VerifyPKCS1v15(pub *PublicKey, hash crypto.Hash, hashed, sig []byte) error {
	k := pub.Size()
	var wantBuf, emBuf [MaxKeyBits / 8]byte
	want, err := pkcs1v15EncodeSignature(wantBuf[:k], hash, hashed)
	if err == errUnsupportedHash || err == ErrMessageTooLong {
		return ErrVerification
	}
	if err != nil {
		return err
	}
	if len(sig) != k {
		return ErrVerification
	}
	em := emBuf[:k]
	if err := pub.encrypt(em, sig); err != nil {
		return ErrVerification
	}
	if !subtle.DeclassifyChoice(subtle.Equal(em, want)) { // the verdict is public
		return ErrVerification
	}
	return nil
}

// EncryptPKCS1v15 encrypts msg with RSAES-PKCS1-v1_5 (RFC 8017 §7.2.1),
// drawing the padding from random.
func EncryptPKCS1v15(random io.Reader, pub *PublicKey, msg []byte) ([]byte, error) {
	k := pub.Size()
	if len(msg) > k-11 {
		return nil, ErrMessageTooLong
	}
	em := make([]byte, k)
	em[1] = 2
	ps := em[2 : k-len(msg)-1]
	if _, err := io.ReadFull(random, ps); err != nil {
		return nil, err
	}
	// PS must hold no zero byte: redraw zero bytes one at a time.
	var b [1]byte
	for i := range ps {
		for ps[i] == 0 {
			if _, err := io.ReadFull(random, b[:]); err != nil {
				return nil, err
			}
			ps[i] = b[0]
		}
	}
	copy(em[k-len(msg):], msg)
	if err := pub.encrypt(em, em); err != nil {
		return nil, err
	}
	return em, nil
}

// DecryptPKCS1v15 decrypts an RSAES-PKCS1-v1_5 ciphertext (RFC 8017
// §7.2.2). The padding is checked in constant time; the verdict, which the
// error reveals, and the message's length, which the result reveals, are
// all that its timing reveals about the plaintext.
func DecryptPKCS1v15(k *PrivateKey, ciphertext []byte) ([]byte, error) {
	valid, em, index, err := decryptPKCS1v15(k, ciphertext)
	if err != nil {
		return nil, err
	}
	if !subtle.DeclassifyChoice(valid) { // the verdict is public
		return nil, ErrDecryption
	}
	return em[subtle.DeclassifyInt(int(index)):], nil // the message length is public once it is returned
}

// DecryptPKCS1v15SessionKey decrypts a PKCS #1 v1.5 ciphertext into key
// only if the padding is valid and the message is exactly len(key) bytes;
// otherwise key is left as it was, and nothing but a wrong-length
// ciphertext or key size is reported (RFC 5246 §7.4.7.1).
func DecryptPKCS1v15SessionKey(k *PrivateKey, ciphertext, key []byte) error {
	if k.Size()-len(key) < 11 {
		return ErrDecryption // as crypto/rsa: the key cannot fit the padding
	}
	valid, em, index, err := decryptPKCS1v15(k, ciphertext)
	if err != nil {
		return err
	}
	// The message must be exactly len(key) bytes: index == Size()−len(key).
	lenOK := subtle.EqWord(uint(len(em))-index, uint(len(key)))
	subtle.CopyIf(valid.And(lenOK), key, em[len(em)-len(key):])
	return nil
}

// decryptPKCS1v15 returns valid = 1 and the message start index when the
// padding is 0x00 0x02 PS(≥ 8 non-zero bytes) 0x00; computed without
// branches on em.
func decryptPKCS1v15(k *PrivateKey, ciphertext []byte) (valid subtle.Choice, em []byte, index uint, err error) {
	n := k.Size()
	if n < 11 || len(ciphertext) != n {
		return 0, nil, 0, ErrDecryption
	}
	em = make([]byte, n)
	if err := k.decrypt(em, ciphertext); err != nil {
		if err == errFault {
			return 0, nil, 0, err
		}
		return 0, nil, 0, ErrDecryption
	}
	firstOK := subtle.IsZeroWord(uint(em[0]))
	secondOK := subtle.EqWord(uint(em[1]), 2)
	// lookingForZero stays 1 until the first zero byte after the header;
	// zeroIndex records it, all without branching on the bytes.
	lookingForZero := subtle.Choice(1)
	zeroIndex := uint(0)
	for i := 2; i < n; i++ {
		isZero := subtle.IsZeroWord(uint(em[i]))
		zeroIndex = subtle.SelectWord(lookingForZero.And(isZero), uint(i), zeroIndex)
		lookingForZero = lookingForZero.And(isZero.Not())
	}
	// PS must be at least 8 bytes: the zero at index ≥ 10, that is 9 < index.
	validPS := subtle.LessWord(9, zeroIndex)
	valid = firstOK.And(secondOK).And(lookingForZero.Not()).And(validPS)
	index = subtle.SelectWord(valid, zeroIndex+1, 0)
	return valid, em, index, nil
}
