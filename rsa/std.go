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
	"io"
	"math/big"

	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// Interoperation with crypto/rsa. Numbers cross over as big-endian bytes
// (big.Int.Bytes / SetBytes); no math/big arithmetic is used.

// FromStdPublicKey converts a *crypto/rsa.PublicKey.
func FromStdPublicKey(pub *stdrsa.PublicKey) (*PublicKey, error) {
	if pub == nil || pub.N == nil || pub.N.Sign() <= 0 {
		return nil, errors.New("rsa: missing or non-positive modulus")
	}
	return NewPublicKey(pub.N.Bytes(), pub.E)
}

// FromStdPrivateKey converts a *crypto/rsa.PrivateKey with two primes,
// checking it fully. Precomputed values are used (and checked) if present.
// math/big's Bytes reveals each value's byte length (through its timing);
// the values themselves are handled in constant time.
func FromStdPrivateKey(k *stdrsa.PrivateKey) (*PrivateKey, error) {
	if k == nil || k.N == nil || k.D == nil {
		return nil, errors.New("rsa: incomplete private key")
	}
	if len(k.Primes) != 2 {
		return nil, errors.New("rsa: only keys with two primes are supported")
	}
	for _, v := range []*big.Int{k.N, k.D, k.Primes[0], k.Primes[1]} {
		if v == nil || v.Sign() < 0 {
			return nil, errors.New("rsa: negative or missing key value")
		}
	}
	// As crypto/rsa's Precompute and Validate: the CRT values are used only
	// if all three are set; otherwise they are computed from d.
	pc := k.Precomputed
	if pc.Dp != nil && pc.Dq != nil && pc.Qinv != nil {
		if pc.Dp.Sign() < 0 || pc.Dq.Sign() < 0 || pc.Qinv.Sign() < 0 {
			return nil, errors.New("rsa: negative CRT value")
		}
		return NewPrivateKeyWithPrecomputation(k.N.Bytes(), k.E, k.D.Bytes(), k.Primes[0].Bytes(), k.Primes[1].Bytes(),
			pc.Dp.Bytes(), pc.Dq.Bytes(), pc.Qinv.Bytes())
	}
	return NewPrivateKey(k.N.Bytes(), k.E, k.D.Bytes(), k.Primes[0].Bytes(), k.Primes[1].Bytes())
}

// Equal reports whether pub and x hold the same public key. x may be a
// *PublicKey or a *crypto/rsa.PublicKey (the type of PrivateKey.Public).
// Public values are compared directly, without math/big arithmetic.
func (pub *PublicKey) Equal(x crypto.PublicKey) bool {
	switch x := x.(type) {
	case *PublicKey:
		return x != nil && pub.k.E() == x.k.E() && bytes.Equal(pub.k.N(), x.k.N())
	case *stdrsa.PublicKey:
		return x != nil && x.N != nil && x.N.Sign() > 0 && pub.k.E() == x.E && bytes.Equal(pub.k.N(), x.N.Bytes())
	}
	return false
}

// Equal reports whether k and x hold the same private key: the same
// public key, d and primes (p, q in order), as crypto/rsa compares them. x
// may be a *PrivateKey or a *crypto/rsa.PrivateKey. The private values are
// compared in constant time, as fixed-size byte strings.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	d, p, q, _, _, _ := k.k.Export()
	switch x := x.(type) {
	case *PrivateKey:
		if x == nil || !k.pub.Equal(&x.pub) {
			return false
		}
		xd, xp, xq, _, _, _ := x.k.Export()
		return subtle.DeclassifyChoice(subtle.Equal(d, xd).And(subtle.Equal(p, xp)).And(subtle.Equal(q, xq))) // the verdict is the result
	case *stdrsa.PrivateKey:
		if x == nil || !k.pub.Equal(&x.PublicKey) || x.D == nil || len(x.Primes) != 2 {
			return false
		}
		eq := subtle.Choice(1)
		for _, v := range []struct {
			ours  []byte
			their *big.Int
		}{{d, x.D}, {p, x.Primes[0]}, {q, x.Primes[1]}} {
			// Widths are public (the key's sizes); a value that does not
			// fit cannot be equal.
			if v.their == nil || v.their.Sign() < 0 || v.their.BitLen() > 8*len(v.ours) {
				return false
			}
			eq = eq.And(subtle.Equal(v.ours, v.their.FillBytes(make([]byte, len(v.ours)))))
		}
		return subtle.DeclassifyChoice(eq) // the verdict is the result
	}
	return false
}

// Std returns pub as a *crypto/rsa.PublicKey (a new value each call).
func (pub *PublicKey) Std() *stdrsa.PublicKey {
	return &stdrsa.PublicKey{N: new(big.Int).SetBytes(pub.k.N()), E: pub.k.E()}
}

// Std returns k as a *crypto/rsa.PrivateKey with its precomputed values.
func (k *PrivateKey) Std() *stdrsa.PrivateKey {
	b := func(x []byte) *big.Int { return new(big.Int).SetBytes(x) }
	d, p, q, dP, dQ, qInv := k.k.Export()
	return &stdrsa.PrivateKey{
		PublicKey: *k.pub.Std(),
		D:         b(d),
		Primes:    []*big.Int{b(p), b(q)},
		Precomputed: stdrsa.PrecomputedValues{
			Dp: b(dP), Dq: b(dQ), Qinv: b(qInv),
		},
	}
}

// Public returns the public key as a *crypto/rsa.PublicKey, the type that
// crypto/tls and crypto/x509 expect from a crypto.Signer.
func (k *PrivateKey) Public() crypto.PublicKey {
	if pk := k.stdPub.Load(); pk != nil {
		return pk
	}
	pk := k.pub.Std()
	if !k.stdPub.CompareAndSwap(nil, pk) {
		return k.stdPub.Load()
	}
	return pk
}

// Sign implements crypto.Signer: RSASSA-PSS if opts is a *PSSOptions,
// RSASSA-PKCS1-v1_5 otherwise. digest is the output of opts.HashFunc().
func (k *PrivateKey) Sign(random io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	if o, ok := opts.(*PSSOptions); ok {
		return SignPSS(random, k, o.Hash, digest, o)
	}
	return SignPKCS1v15(k, opts.HashFunc(), digest)
}

// Decrypt implements crypto.Decrypter: OAEP for *OAEPOptions, PKCS #1
// v1.5 for nil or *PKCS1v15DecryptOptions. SessionKeyLen in the latter
// selects implicit rejection: a random key of that length replaces an
// invalid plaintext, in constant time (RFC 5246 §7.4.7.1). Otherwise, as
// in DecryptOAEP and DecryptPKCS1v15, whether decryption failed and the
// message's length, which the API returns, are all that its timing
// reveals about the plaintext.
func (k *PrivateKey) Decrypt(random io.Reader, ciphertext []byte, opts crypto.DecrypterOpts) ([]byte, error) {
	switch o := opts.(type) {
	case nil:
		return DecryptPKCS1v15(k, ciphertext)
	case *OAEPOptions:
		mgf := o.MGFHash
		if mgf == 0 {
			mgf = o.Hash
		}
		return decryptOAEP(o.Hash, mgf, k, ciphertext, o.Label)
	case *PKCS1v15DecryptOptions:
		if o.SessionKeyLen > 0 {
			key := make([]byte, o.SessionKeyLen)
			if random == nil {
				random = cryptorand.Reader
			}
			if _, err := io.ReadFull(random, key); err != nil {
				return nil, err
			}
			if err := DecryptPKCS1v15SessionKey(k, ciphertext, key); err != nil {
				return nil, err
			}
			return key, nil
		}
		return DecryptPKCS1v15(k, ciphertext)
	}
	return nil, errors.New("rsa: invalid options for Decrypt")
}
