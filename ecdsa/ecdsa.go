// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ecdsa implements the Elliptic Curve Digital Signature Algorithm
// (FIPS 186-5 §6) on P-256, P-384 and P-521 over ctcrypto's own engines:
// internal/ecdsa (nonces, signing and verification) and internal/nistec
// (the curve arithmetic).
//
// Signing is constant time in the private key and the nonce on every tier.
// Nonces are hedged: drawn from an HMAC_DRBG (SP 800-90A Rev. 1 §10.1.2,
// SHA-256) whose entropy input is fresh randomness and whose
// personalization string is the private key and the digest, so a nonce
// stays secret if the randomness fails and differs for every signature if
// it does not, as crypto/ecdsa's hedged nonces (which use HMAC_DRBG with
// SHA-512 and block-aligned inputs) do. With a nil randomness source they
// are RFC 6979's, deterministic, computed with the caller's hash.
// Verification is variable time: all its inputs are public.
//
// As in crypto/ecdsa since Go 1.26, the randomness of GenerateKey and of
// hedged signing comes from crypto/rand.Reader whatever reader the caller
// passes, unless GODEBUG=cryptocustomrand=1 is set in the environment;
// tests make it reproducible with testing/cryptotest.SetGlobalRandom. As in
// Go 1.27, an empty digest cannot be signed and verifies under no key.
//
// Signatures come in two encodings: ASN.1 DER (SEQUENCE of two INTEGERs,
// RFC 3279 §2.2.3), as crypto.Signer, X.509 and TLS use, and the
// fixed-width IEEE P1363 form r‖s. Keys are parsed and marshaled as SEC 1
// (RFC 5915), PKCS #8 and PKIX DER or PEM; the parsers take what
// crypto/x509 takes (including the keys every openssl command writes),
// except P-224 keys, SEC 1 keys whose embedded public key is not d·G, and
// PKCS #8 keys naming two different curves.
//
// A PrivateKey is a crypto.Signer whose Public method returns a
// *crypto/ecdsa.PublicKey, so crypto/x509.CreateCertificate and crypto/tls
// sign with it directly. Functions that need the standard library's type
// take Std's result, as in x509.MarshalPKCS8PrivateKey(k.Std());
// FromStdPrivateKey and FromStdPublicKey convert the other way, and ECDH
// turns a key into one of this module's ecdh keys.
package ecdsa

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	_ "crypto/sha256" // the default DRBG hashes, so crypto.Hash.New finds them
	_ "crypto/sha512"
	"crypto/subtle"
	"errors"
	"io"
	"sync"
	"sync/atomic"

	"github.com/ctcrypto/ctcrypto/ecdh"
	"github.com/ctcrypto/ctcrypto/internal/der"
	"github.com/ctcrypto/ctcrypto/internal/ecdsa"
	"github.com/ctcrypto/ctcrypto/internal/nistec"
	"github.com/ctcrypto/ctcrypto/internal/randutil"
)

// Curve is one of the NIST curves P-256, P-384 and P-521.
type Curve struct {
	c        *nistec.Curve
	e        *ecdsa.Curve // the engine: nonces, signing and verification
	hash     crypto.Hash  // the DRBG hash when the caller names none
	stdCurve func() elliptic.Curve
	ecdh     func() *ecdh.Curve
}

var (
	p256 = &Curve{nistec.P256(), ecdsa.P256(), crypto.SHA256, elliptic.P256, ecdh.P256}
	p384 = &Curve{nistec.P384(), ecdsa.P384(), crypto.SHA384, elliptic.P384, ecdh.P384}
	p521 = &Curve{nistec.P521(), ecdsa.P521(), crypto.SHA512, elliptic.P521, ecdh.P521}
)

// P256 returns the curve P-256 (secp256r1).
func P256() *Curve { return p256 }

// P384 returns the curve P-384 (secp384r1).
func P384() *Curve { return p384 }

// P521 returns the curve P-521 (secp521r1).
func P521() *Curve { return p521 }

// String returns the curve's name, such as "P-384".
func (c *Curve) String() string { return c.c.Name }

// ScalarSize is the length of private keys and of r and s: 32, 48 or 66.
func (c *Curve) ScalarSize() int { return c.c.Size }

// PublicKey is an ECDSA public key: a point on the curve other than the
// point at infinity. It is immutable and safe for concurrent use.
//
// The first verification under a key precomputes the key's part of every
// verification (the decoded point and its affine odd multiples Q, 3Q, …,
// 15Q for FIPS 186-5 §6.4.2 step 5's u2·Q), the second a wider table (up to
// 31Q); later ones reuse it. A verifier
// that checks many signatures under one key should therefore keep the
// *PublicKey rather than parse the key again.
type PublicKey struct {
	curve *Curve
	q     []byte // SEC 1 uncompressed encoding, owned: never exposed or modified

	// vk is q prepared for verification: set by the first verification
	// (one-shot table), replaced by the second (wide table), then fixed.
	// Goroutines racing on a key may each build one; one compare-and-swap
	// wins and every copy gives the same answers, so no lock is needed.
	vk atomic.Pointer[ecdsa.VerifyKey]
}

// PrivateKey is an ECDSA private key. It implements crypto.Signer.
type PrivateKey struct {
	pub PublicKey
	d   []byte // big-endian, ScalarSize bytes, 0 < d < n
	std func() *stdecdsa.PublicKey
}

// NewPublicKey checks and returns the public key with SEC 1 uncompressed
// encoding q (0x04‖x‖y).
func NewPublicKey(c *Curve, q []byte) (*PublicKey, error) {
	if err := c.c.CheckPoint(q); err != nil {
		return nil, errors.New("ecdsa: invalid public key: " + err.Error())
	}
	return &PublicKey{curve: c, q: append([]byte(nil), q...)}, nil
}

// NewPrivateKey returns the private key with big-endian scalar d, which
// must be exactly ScalarSize bytes with 0 < d < n, and computes its public
// key.
func NewPrivateKey(c *Curve, d []byte) (*PrivateKey, error) {
	q, err := c.c.PublicKey(d)
	if err != nil {
		return nil, errors.New("ecdsa: invalid private key: " + err.Error())
	}
	return newPrivateKey(c, append([]byte(nil), d...), q), nil
}

// newPrivateKey returns the key with scalar d and public key q = d·G, both
// already checked; it keeps both slices.
func newPrivateKey(c *Curve, d, q []byte) *PrivateKey {
	k := &PrivateKey{pub: PublicKey{curve: c, q: q}, d: d}
	k.std = sync.OnceValue(k.pub.Std)
	return k
}

// GenerateKey returns a new private key on c, drawing the scalar by
// rejection sampling (FIPS 186-5 §A.2.2): which candidates were rejected
// is visible in its timing, and nothing else about the accepted scalar.
//
// As crypto/ecdsa.GenerateKey does since Go 1.26, it ignores rand and
// reads crypto/rand.Reader, unless GODEBUG=cryptocustomrand=1 is set in the
// environment and rand is not nil. Tests that need reproducible keys should
// use testing/cryptotest.SetGlobalRandom.
func GenerateKey(c *Curve, rand io.Reader) (*PrivateKey, error) {
	d, err := c.c.RandomScalar(randutil.Reader(rand))
	if err != nil {
		return nil, err
	}
	return NewPrivateKey(c, d)
}

// Curve returns the key's curve.
func (k *PublicKey) Curve() *Curve { return k.curve }

// Bytes returns the SEC 1 uncompressed encoding of the public key.
func (k *PublicKey) Bytes() []byte { return append([]byte(nil), k.q...) }

// Equal reports whether k and x are the same key. x may be a *PublicKey or
// a *crypto/ecdsa.PublicKey (such as PrivateKey.Public returns).
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	switch o := x.(type) {
	case *PublicKey:
		return o != nil && o.curve == k.curve && string(o.q) == string(k.q)
	case *stdecdsa.PublicKey:
		if o == nil || o.Curve != k.curve.stdCurve() {
			return false
		}
		q, err := o.Bytes()
		return err == nil && string(q) == string(k.q)
	}
	return false
}

// Curve returns the key's curve.
func (k *PrivateKey) Curve() *Curve { return k.pub.curve }

// Bytes returns the private scalar, big-endian, ScalarSize bytes.
func (k *PrivateKey) Bytes() []byte { return append([]byte(nil), k.d...) }

// PublicKey returns the public key of k.
func (k *PrivateKey) PublicKey() *PublicKey { return &k.pub }

// Equal reports whether k and x are the same key, in constant time in the
// scalars. x may be a *PrivateKey or a *crypto/ecdsa.PrivateKey.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	switch o := x.(type) {
	case *PrivateKey:
		return o != nil && o.pub.Equal(&k.pub) && subtle.ConstantTimeCompare(o.d, k.d) == 1
	case *stdecdsa.PrivateKey:
		if o == nil || !k.pub.Equal(&o.PublicKey) {
			return false
		}
		d, err := o.Bytes()
		return err == nil && subtle.ConstantTimeCompare(d, k.d) == 1
	}
	return false
}

// Public returns the public key as a *crypto/ecdsa.PublicKey, the type
// crypto/tls and crypto/x509 recognise, so a PrivateKey can be a
// certificate key. Use PublicKey for this package's type; the two are
// Equal.
func (k *PrivateKey) Public() crypto.PublicKey {
	return k.std() // converted once, on first use
}

var errEmptyDigest = errors.New("ecdsa: hash cannot be empty")

// Sign signs digest with k and returns an ASN.1 DER signature, for
// crypto.Signer, with the checks of Go 1.27's crypto/ecdsa: if opts is not
// nil, opts.HashFunc() must be a hash (not zero) and digest must have its
// length.
//
// If rand is nil, the signature is deterministic (RFC 6979 with
// opts.HashFunc(); opts must then not be nil). Otherwise the nonce is
// hedged (see the package doc) with fresh randomness, which, as in crypto/ecdsa since Go
// 1.26, comes from crypto/rand.Reader and not from rand unless
// GODEBUG=cryptocustomrand=1 is set.
func (k *PrivateKey) Sign(rand io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	var h crypto.Hash
	if opts != nil {
		h = opts.HashFunc()
		if h == 0 {
			return nil, errors.New("ecdsa: Sign must be called with a hash, not with crypto.Hash(0)")
		}
		if h.Size() != len(digest) {
			return nil, errors.New("ecdsa: hash length does not match hash function")
		}
	}
	if rand == nil {
		if opts == nil {
			return nil, errors.New("ecdsa: Sign called with nil random and nil opts")
		}
		if !h.Available() {
			return nil, errors.New("ecdsa: requested hash function unavailable: " + h.String())
		}
	}
	return k.SignASN1(rand, digest, h)
}

// SignASN1 signs digest, which was computed with h, and returns an ASN.1
// DER signature. If rand is nil the signature is deterministic, RFC 6979
// with h as the DRBG's hash (the curve's usual one if h is zero or not
// linked into the binary); otherwise it is hedged with randomness from
// crypto/rand.Reader, or from rand under GODEBUG=cryptocustomrand=1 (see
// Sign). An empty digest is an error, as in Go 1.27's crypto/ecdsa.
func (k *PrivateKey) SignASN1(rand io.Reader, digest []byte, h crypto.Hash) ([]byte, error) {
	r, s, err := k.sign(rand, digest, h)
	if err != nil {
		return nil, err
	}
	// Two INTEGERs of at most 66 octets, a zero octet and a two-octet
	// header each, built on the stack; the SEQUENCE is the one allocation.
	var buf [2 * (66 + 3)]byte
	body := der.AppendUnsigned(buf[:0], r)
	body = der.AppendUnsigned(body, s)
	return der.AppendElement(make([]byte, 0, len(body)+3), der.TagSequence, body), nil
}

// SignP1363 signs digest, which was computed with h, and returns the
// fixed-width signature r‖s, each ScalarSize bytes. See SignASN1.
func (k *PrivateKey) SignP1363(rand io.Reader, digest []byte, h crypto.Hash) ([]byte, error) {
	r, s, err := k.sign(rand, digest, h)
	if err != nil {
		return nil, err
	}
	return append(r, s...), nil
}

func (k *PrivateKey) sign(rand io.Reader, digest []byte, h crypto.Hash) (r, s []byte, err error) {
	c := k.pub.curve
	if len(digest) == 0 {
		return nil, nil, errEmptyDigest
	}
	if h == 0 || !h.Available() {
		h = c.hash
	}
	var extra []byte
	if rand != nil {
		// The entropy input of the hedged DRBG (see the package doc):
		// Size bytes, at least 3/2 of the curve's security strength.
		extra = make([]byte, c.c.Size)
		if _, err := io.ReadFull(randutil.Reader(rand), extra); err != nil {
			return nil, nil, err
		}
	}
	return c.e.Sign(k.d, h, digest, extra)
}

// VerifyASN1 reports whether sig is a valid ASN.1 DER signature of digest
// under pub. An empty digest has no valid signature, as in Go 1.27's
// crypto/ecdsa.
func VerifyASN1(pub *PublicKey, digest, sig []byte) bool {
	r, s, ok := parseASN1Signature(sig, pub.curve.c.Size)
	if !ok {
		return false
	}
	return verify(pub, digest, r, s)
}

// VerifyP1363 reports whether sig is a valid fixed-width signature r‖s of
// digest under pub. An empty digest has no valid signature.
func VerifyP1363(pub *PublicKey, digest, sig []byte) bool {
	n := pub.curve.c.Size
	if len(sig) != 2*n {
		return false
	}
	return verify(pub, digest, sig[:n], sig[n:])
}

func verify(pub *PublicKey, digest, r, s []byte) bool {
	if len(digest) == 0 {
		return false // as Go 1.27's crypto/ecdsa
	}
	vk := pub.verifyKey()
	if vk == nil {
		return false
	}
	return pub.curve.e.VerifyWithKeyVarTime(vk, digest, r, s)
}

// verifyKey returns k prepared for verification, or nil if q is invalid
// (it cannot be: NewPublicKey and NewPrivateKey checked it, and it never
// changes). The first verification builds the cheaper one-shot table, as
// many keys (a certificate's, say) verify a single signature; the second
// replaces it with the wider table, which every later one reuses.
func (k *PublicKey) verifyKey() *ecdsa.VerifyKey {
	vk := k.vk.Load()
	if vk != nil && vk.Wide() {
		return vk
	}
	if vk == nil {
		first, err := k.curve.e.NewOneShotVerifyKeyVarTime(k.q)
		if err != nil {
			return nil
		}
		if !k.vk.CompareAndSwap(nil, first) {
			return k.vk.Load() // another goroutine's equivalent key won
		}
		return first
	}
	wide, err := k.curve.e.NewVerifyKeyVarTime(k.q)
	if err != nil {
		return vk
	}
	k.vk.CompareAndSwap(vk, wide) // losing to another upgrade is fine
	return wide
}

// maxSignatureDER bounds every element of a DER signature: more than the
// longest valid one, 2·(2 + 67) = 138 bytes on P-521 (RFC 3279 §2.2.3).
const maxSignatureDER = 256

// parseASN1Signature returns r and s left-padded to size bytes.
func parseASN1Signature(sig []byte, size int) (r, s []byte, ok bool) {
	in := der.NewReader(sig, maxSignatureDER)
	seq, ok := in.ReadTag(der.TagSequence)
	if !ok || !in.Empty() {
		return nil, nil, false
	}
	body := der.NewReader(seq, maxSignatureDER)
	rv, ok1 := body.ReadUnsigned()
	sv, ok2 := body.ReadUnsigned()
	if !ok1 || !ok2 || !body.Empty() || len(rv) > size || len(sv) > size {
		return nil, nil, false
	}
	r = make([]byte, size)
	s = make([]byte, size)
	copy(r[size-len(rv):], rv)
	copy(s[size-len(sv):], sv)
	return r, s, true
}
