// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto"
	stdecdh "crypto/ecdh"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"errors"

	"github.com/ctcrypto/ctcrypto/ecdh"
	"github.com/ctcrypto/ctcrypto/ecdsa"
)

// ECDSA and ECDH benchmarks, package "nistec". Like bssl speed, signing and
// verification use the SHA-256 digest of a fixed message; both sides use the
// same key (ours, converted to crypto/ecdsa). Signing is hedged on both
// sides (randomness from crypto/rand). "verify" reuses one parsed public key
// object on each side (ours keeps its precomputed verification key);
// "verify (fresh key)" parses the public key from its uncompressed encoding
// for every verification on both sides. ECDH is one shared-secret
// computation against a fixed peer public key, including its validation.

func init() {
	curves := []struct {
		name string
		c    *ecdsa.Curve
		ell  elliptic.Curve
		x    *ecdh.Curve
		std  stdecdh.Curve
	}{
		{"P-256", ecdsa.P256(), elliptic.P256(), ecdh.P256(), stdecdh.P256()},
		{"P-384", ecdsa.P384(), elliptic.P384(), ecdh.P384(), stdecdh.P384()},
		{"P-521", ecdsa.P521(), elliptic.P521(), ecdh.P521(), stdecdh.P521()},
	}
	for i, cv := range curves {
		c, ell := cv.c, cv.ell
		register(benchmark{
			Order: 400 + 3*i, Prefix: "ECDSA " + cv.name, Suffix: "signing", Package: "nistec",
			Ours: ecdsaSign(c, func(k *ecdsa.PrivateKey) *ecdsa.PrivateKey { return k },
				func(k *ecdsa.PrivateKey, digest []byte) error {
					_, err := k.Sign(rand.Reader, digest, crypto.SHA256)
					return err
				}),
			Stdlib: ecdsaSign(c, (*ecdsa.PrivateKey).Std,
				func(k *stdecdsa.PrivateKey, digest []byte) error {
					_, err := stdecdsa.SignASN1(rand.Reader, k, digest)
					return err
				}),
		})
		for j, fresh := range []bool{false, true} {
			suffix := "verify"
			if fresh {
				suffix = "verify (fresh key)"
			}
			register(benchmark{
				Order: 401 + 3*i + j, Prefix: "ECDSA " + cv.name, Suffix: suffix, Package: "nistec",
				Ours: ecdsaVerify(c, fresh, (*ecdsa.PrivateKey).PublicKey,
					func(q []byte) (*ecdsa.PublicKey, error) { return ecdsa.NewPublicKey(c, q) },
					ecdsa.VerifyASN1),
				Stdlib: ecdsaVerify(c, fresh, func(k *ecdsa.PrivateKey) *stdecdsa.PublicKey { return k.PublicKey().Std() },
					func(q []byte) (*stdecdsa.PublicKey, error) { return stdecdsa.ParseUncompressedPublicKey(ell, q) },
					stdecdsa.VerifyASN1),
			})
		}
		x, std := cv.x, cv.std
		// Ours and Stdlib mirror each other line for line: the two ECDH
		// APIs share no interface a generic helper could take.
		register(benchmark{
			Order: 410 + i, Prefix: "ECDH " + cv.name, Package: "nistec",
			Ours: func(int) (func(), error) {
				a, err := x.GenerateKey(nil)
				if err != nil {
					return nil, err
				}
				b, err := x.GenerateKey(nil)
				if err != nil {
					return nil, err
				}
				peer := b.PublicKey().Bytes()
				return func() {
					pub, err := x.NewPublicKey(peer)
					if err != nil {
						panic(err)
					}
					if _, err := a.ECDH(pub); err != nil {
						panic(err)
					}
				}, nil
			},
			Stdlib: func(int) (func(), error) {
				a, err := std.GenerateKey(rand.Reader)
				if err != nil {
					return nil, err
				}
				b, err := std.GenerateKey(rand.Reader)
				if err != nil {
					return nil, err
				}
				peer := b.PublicKey().Bytes()
				return func() {
					pub, err := std.NewPublicKey(peer)
					if err != nil {
						panic(err)
					}
					if _, err := a.ECDH(pub); err != nil {
						panic(err)
					}
				}, nil
			},
		})
	}
}

// ecdsaSign is both sides' signing benchmark: key converts the shared key
// once, outside the timed loop; sign signs the digest with it.
func ecdsaSign[K any](c *ecdsa.Curve, key func(*ecdsa.PrivateKey) K, sign func(K, []byte) error) func(int) (func(), error) {
	return func(int) (func(), error) {
		sk, digest, err := ecdsaSetup(c)
		if err != nil {
			return nil, err
		}
		k := key(sk)
		return func() {
			if err := sign(k, digest); err != nil {
				panic(err)
			}
		}, nil
	}
}

// ecdsaVerify is both sides' verification benchmark: kept gives the shared
// key's public key object, parse reads an uncompressed point, verify checks
// the signature; with fresh, every operation parses the key first.
func ecdsaVerify[K any](c *ecdsa.Curve, fresh bool, kept func(*ecdsa.PrivateKey) K, parse func([]byte) (K, error), verify func(K, []byte, []byte) bool) func(int) (func(), error) {
	return func(int) (func(), error) {
		k, digest, err := ecdsaSetup(c)
		if err != nil {
			return nil, err
		}
		sig, err := k.Sign(rand.Reader, digest, crypto.SHA256)
		if err != nil {
			return nil, err
		}
		if fresh {
			q := k.PublicKey().Bytes()
			return func() {
				pub, err := parse(q)
				if err != nil {
					panic(err)
				}
				if !verify(pub, digest, sig) {
					panic("ecdsa: verification failed")
				}
			}, nil
		}
		pub := kept(k)
		return func() {
			if !verify(pub, digest, sig) {
				panic("ecdsa: verification failed")
			}
		}, nil
	}
}

// ecdsaSetup returns a fixed key per curve (derived from a constant, so
// runs are comparable) and the SHA-256 digest of a fixed message.
func ecdsaSetup(c *ecdsa.Curve) (*ecdsa.PrivateKey, []byte, error) {
	d := make([]byte, c.ScalarSize())
	for i := range d {
		d[i] = byte(0x5a + i)
	}
	d[0] = 0x01 // below n on every curve
	k, err := ecdsa.NewPrivateKey(c, d)
	if err != nil {
		return nil, nil, errors.New("speed: " + err.Error())
	}
	digest := sha256.Sum256([]byte("ctcrypto speed: a fixed message to sign"))
	return k, digest[:], nil
}
