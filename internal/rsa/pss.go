// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"bytes"
	"errors"
	"hash"
	"io"
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

// PSSMaxSaltLength returns the longest salt a PSS signature with h fits
// under pub (RFC 8017 §9.1.1 step 3), or ErrMessageTooLong.
func PSSMaxSaltLength(pub *PublicKey, h hash.Hash) (int, error) {
	emLen := (pub.BitLen() - 1 + 7) / 8
	saltLength := emLen - 2 - h.Size()
	if saltLength < 0 {
		return 0, ErrMessageTooLong
	}
	return saltLength, nil
}

// SignPSS signs digest (the output of h) with RSASSA-PSS (RFC 8017
// §8.1.1) and MGF1 with h, with a salt of saltLength ≥ 0 bytes read from
// random.
func SignPSS(random io.Reader, k *PrivateKey, h hash.Hash, digest []byte, saltLength int) ([]byte, error) {
	salt := make([]byte, saltLength)
	if _, err := io.ReadFull(random, salt); err != nil {
		return nil, err
	}
	emBits := k.pub.BitLen() - 1
	em, err := emsaPSSEncode(digest, emBits, salt, h)
	if err != nil {
		return nil, err
	}
	out := make([]byte, k.Size())
	copy(out[len(out)-len(em):], em) // emLen is Size() or Size()−1
	if err := k.decrypt(out, out); err != nil {
		return nil, err
	}
	return out, nil
}

// VerifyPSS checks an RSASSA-PSS signature (RFC 8017 §8.1.2) of digest,
// the output of h, with MGF1 using mgf. saltLength < 0 accepts any salt
// length.
func VerifyPSS(pub *PublicKey, h, mgf hash.Hash, digest, sig []byte, saltLength int) error {
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
	return emsaPSSVerify(digest, em, emBits, saltLength, h, mgf)
}
