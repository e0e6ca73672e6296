// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package rsa implements RSA signatures (PKCS #1 v1.5 and PSS), OAEP and
// PKCS #1 v1.5 encryption, key generation, and the PKCS #1, PKCS #8 and
// PKIX key encodings. The arithmetic, the paddings and key generation are
// ctcrypto's RSA engine (internal/rsa, on the constant-time bignum engine
// internal/bigmod); this package parses and encodes keys, adapts them to
// crypto.Signer, crypto.Decrypter and crypto/rsa, and returns crypto/rsa's
// error values.
//
// Private-key operations (signing, decryption, key generation) are
// constant-time with respect to the key and the secret data on every tier:
// CRT exponentiation with a fixed window and constant-time table scans,
// constant-time reductions and recombination, and padding checks without
// secret-dependent branches. What is public: the sizes of the modulus and
// of its primes, the public exponent, and whether an operation failed.
// Signatures are checked against the public key before they are released
// (a fault in the CRT computation would otherwise reveal a prime).
//
// Keys are 1024 to 8192 bits; GenerateKey makes keys of at least 2048 bits.
// Every key is checked when it is made (as crypto/rsa.(*PrivateKey).Validate
// checks it: n = p·q, e·d ≡ 1 mod p−1 and q−1, every CRT value, |p − q|
// and the size of d), so a key that exists is a usable one.
//
// # Working with crypto/rsa, crypto/x509 and crypto/tls
//
// FromStdPrivateKey and FromStdPublicKey convert from crypto/rsa's types;
// the Std methods convert back. A *PrivateKey is a crypto.Signer and a
// crypto.Decrypter whose Public method returns a *crypto/rsa.PublicKey, so
// it can sign certificates, CSRs and TLS handshakes directly:
//
//	der, err := x509.CreateCertificate(rand.Reader, tmpl, parent, k.Public(), k)
//	cert := tls.Certificate{Certificate: [][]byte{der}, PrivateKey: k}
//
// crypto/x509's marshalling functions know only the standard library's
// types; hand them the converted key (or use this package's encoders,
// which produce the same bytes):
//
//	der, err := x509.MarshalPKCS8PrivateKey(k.Std())
//	der, err := x509.MarshalPKIXPublicKey(k.Public())
//
// # Parsing keys
//
// ParsePKCS1PrivateKey, ParsePKCS8PrivateKey, ParsePKCS1PublicKey and
// ParsePKIXPublicKey accept exactly the RSA keys crypto/x509's functions of
// the same names accept, with its leniencies (missing CRT values, version
// 1 without other primes, unread data after the last field, any PKCS #8
// version and parameters), and reject the rest with a message that says
// what is wrong. The PEM parsers find the key block after other blocks
// (certificates, EC PARAMETERS), as crypto/tls.X509KeyPair does. The
// differences are deliberate, and the differential fuzz targets allow
// exactly these:
//
//   - moduli below 1024 or above 8192 bits (crypto/rsa refuses to use keys
//     below 1024 bits);
//   - multi-prime private keys (deprecated in crypto/rsa);
//   - public keys crypto/rsa cannot use: an even modulus, e < 3, an even
//     e, or (PKIX, on 64-bit platforms) e ≥ 2^31;
//   - private keys whose p and q are not the two odd prime-sized factors
//     of n (crypto/rsa checks only that n divides p·q);
//   - GODEBUG=x509rsacrt=0 is not honoured: invalid CRT values are an
//     error, never recomputed;
//   - encrypted PEM blocks are refused with an error that says so.
//
// # Randomness
//
// As in crypto/rsa since Go 1.26, GenerateKey and EncryptPKCS1v15 ignore
// their io.Reader and use crypto/rand.Reader unless GODEBUG contains
// cryptocustomrand=1 (read from the environment; a //go:debug directive
// does not reach this package), so testing/cryptotest.SetGlobalRandom
// makes them deterministic in tests. SignPSS and EncryptOAEP read the salt
// and seed from the reader they are given, as crypto/rsa does; there a nil
// reader means crypto/rand.Reader.
package rsa

import (
	stdrsa "crypto/rsa"
	"io"
	"sync/atomic"

	"github.com/ctcrypto/ctcrypto/internal/randutil"
	"github.com/ctcrypto/ctcrypto/internal/rsa"
)

// The errors of failed operations are crypto/rsa's own values, so that
// errors.Is (or ==) against either package's names works.
var (
	// ErrVerification is returned by every failed signature verification.
	ErrVerification = stdrsa.ErrVerification
	// ErrDecryption is returned by every failed decryption, whatever the
	// reason, so that nothing about the plaintext's padding is revealed.
	ErrDecryption = stdrsa.ErrDecryption
	// ErrMessageTooLong is returned when a message is too long to be
	// encrypted under the key with the chosen padding.
	ErrMessageTooLong = stdrsa.ErrMessageTooLong
)

// stdError returns crypto/rsa's value in place of the engine's error of
// the same meaning.
func stdError(err error) error {
	switch err {
	case rsa.ErrVerification:
		return ErrVerification
	case rsa.ErrDecryption:
		return ErrDecryption
	case rsa.ErrMessageTooLong:
		return ErrMessageTooLong
	}
	return err
}

// stdError2 is stdError for a function with a result.
func stdError2[T any](x T, err error) (T, error) { return x, stdError(err) }

// PublicKey is an RSA public key. Its Montgomery constants are computed
// once, when the key is made, and reused by every operation.
type PublicKey struct {
	k *rsa.PublicKey
}

// PrivateKey is an RSA private key with two primes, validated and with the
// CRT constants precomputed.
type PrivateKey struct {
	pub PublicKey // pub.k is k.PublicKey()
	k   *rsa.PrivateKey

	stdPub atomic.Pointer[stdrsa.PublicKey] // Public's result, made once
}

// newPrivateKey wraps an engine key, or returns its constructor's error.
func newPrivateKey(k *rsa.PrivateKey, err error) (*PrivateKey, error) {
	if err != nil {
		return nil, stdError(err)
	}
	return &PrivateKey{pub: PublicKey{k.PublicKey()}, k: k}, nil
}

// NewPublicKey returns the public key (n, e); n is big-endian. The modulus
// must be odd and 1024 to 8192 bits; e must be odd, 3 ≤ e < 2^31.
func NewPublicKey(n []byte, e int) (*PublicKey, error) {
	k, err := rsa.NewPublicKey(n, e)
	if err != nil {
		return nil, stdError(err)
	}
	return &PublicKey{k}, nil
}

// Size returns the modulus size in bytes.
func (pub *PublicKey) Size() int { return pub.k.Size() }

// BitLen returns the modulus size in bits.
func (pub *PublicKey) BitLen() int { return pub.k.BitLen() }

// N returns the modulus, big-endian, Size() bytes.
func (pub *PublicKey) N() []byte { return append([]byte(nil), pub.k.N()...) }

// E returns the public exponent.
func (pub *PublicKey) E() int { return pub.k.E() }

// NewPrivateKey returns the private key with modulus n, public exponent e,
// private exponent d and primes p, q (big-endian), computing the CRT
// values. See NewPrivateKeyWithPrecomputation for the checks.
func NewPrivateKey(n []byte, e int, d, p, q []byte) (*PrivateKey, error) {
	return newPrivateKey(rsa.NewPrivateKey(n, e, d, p, q))
}

// NewPrivateKeyWithPrecomputation returns the private key made of the
// PKCS #1 fields (RFC 8017 §A.1.2), after checking that they are
// consistent: n = p·q with p ≠ q odd; d < n; dP < p−1 and e·dP ≡ 1 mod p−1,
// and likewise for q; d ≡ dP mod p−1 and d ≡ dQ mod q−1; qInv < p and
// q·qInv ≡ 1 mod p.
func NewPrivateKeyWithPrecomputation(n []byte, e int, d, p, q, dP, dQ, qInv []byte) (*PrivateKey, error) {
	return newPrivateKey(rsa.NewPrivateKeyWithPrecomputation(n, e, d, p, q, dP, dQ, qInv))
}

// PublicKey returns the public half of k.
func (k *PrivateKey) PublicKey() *PublicKey { return &k.pub }

// Size returns the modulus size in bytes.
func (k *PrivateKey) Size() int { return k.k.Size() }

// GenerateKey generates a two-prime RSA key of bits bits (2048 to 8192)
// with e = 65537, following FIPS 186-5 §A.1.3 (random probable primes):
// candidates with their two top bits set, |p − q| > 2^(bits/2 − 100),
// trial division then Miller–Rabin with the rounds of FIPS 186-5 Table B.1.
//
// The search is constant-time except for what is inherent to it and public
// knowledge, made public where it becomes so: which candidates and pairs
// were rejected, and at which test; the number t of trailing zero bits of
// p−1 and of q−1, the Miller–Rabin squaring count (as in BoringSSL), which
// gives away each prime's low t+1 bits (t is 2 on average); and how many
// Miller–Rabin bases were redrawn, a count that depends on the candidate's
// top bits (a base must be below it). d is e⁻¹ mod λ(n) = lcm(p−1, q−1);
// dP, dQ are e⁻¹ mod p−1, q−1.
//
// As in crypto/rsa since Go 1.26, random is ignored and crypto/rand.Reader
// is used, unless GODEBUG=cryptocustomrand=1 is set; tests that need a
// reproducible key use testing/cryptotest.SetGlobalRandom.
func GenerateKey(random io.Reader, bits int) (*PrivateKey, error) {
	return newPrivateKey(rsa.GenerateKey(randutil.Reader(random), bits))
}
