// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"crypto"
	"io"

	"github.com/ctcrypto/ctcrypto/internal/randutil"
	"github.com/ctcrypto/ctcrypto/internal/rsa"
)

// SignPKCS1v15 signs hashed (the output of hash) with RSASSA-PKCS1-v1_5
// (RFC 8017 §8.2.1). hash 0 signs hashed directly. Signatures are
// deterministic; crypto/rsa's ignored random argument is not taken.
func SignPKCS1v15(k *PrivateKey, hash crypto.Hash, hashed []byte) ([]byte, error) {
	return stdError2(rsa.SignPKCS1v15(k.k, hash, hashed))
}

// VerifyPKCS1v15 checks an RSASSA-PKCS1-v1_5 signature (RFC 8017 §8.2.2).
// As in crypto/rsa, a hash without a DigestInfo prefix fails with
// ErrVerification and a hashed of the wrong length with another error.
func VerifyPKCS1v15(pub *PublicKey, hash crypto.Hash, hashed, sig []byte) error {
	return stdError(rsa.VerifyPKCS1v15(pub.k, hash, hashed, sig))
}

// EncryptPKCS1v15 encrypts msg with RSAES-PKCS1-v1_5 (RFC 8017 §7.2.1).
// New protocols should use OAEP.
//
// As in crypto/rsa since Go 1.26, random is ignored and crypto/rand.Reader
// is used, unless GODEBUG=cryptocustomrand=1 is set; tests that need
// reproducible output use testing/cryptotest.SetGlobalRandom.
func EncryptPKCS1v15(random io.Reader, pub *PublicKey, msg []byte) ([]byte, error) {
	return stdError2(rsa.EncryptPKCS1v15(randutil.Reader(random), pub.k, msg))
}

// DecryptPKCS1v15 decrypts an RSAES-PKCS1-v1_5 ciphertext (RFC 8017
// §7.2.2). The padding is checked in constant time, but whether it was
// valid is visible from the error: use DecryptPKCS1v15SessionKey-style
// handling (implicit rejection) in protocols exposed to Bleichenbacher's
// attack. That verdict and the message's length, which the API returns,
// are all that its timing reveals about the plaintext.
func DecryptPKCS1v15(k *PrivateKey, ciphertext []byte) ([]byte, error) {
	return stdError2(rsa.DecryptPKCS1v15(k.k, ciphertext))
}

// DecryptPKCS1v15SessionKey decrypts a PKCS #1 v1.5 ciphertext into key
// only if the padding is valid and the message is exactly len(key) bytes;
// otherwise key is left as it was, and nothing but a wrong-length
// ciphertext or key size is reported (RFC 5246 §7.4.7.1).
func DecryptPKCS1v15SessionKey(k *PrivateKey, ciphertext, key []byte) error {
	return stdError(rsa.DecryptPKCS1v15SessionKey(k.k, ciphertext, key))
}
