// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"errors"
	"os"
	"strconv"
	"sync"

	ctrsa "github.com/ctcrypto/ctcrypto/rsa"
)

// RSA benchmarks, as bssl speed: PKCS #1 v1.5 SHA-256 signing, verifying
// with a parsed key ("same key") or parsing the PKCS #1 public key first
// ("fresh key"), parsing a PKCS #1 private key (with all checks and the
// precomputation signing needs), and key generation. Both sides use the
// same key. Key generation runs for 2048 bits by default; set
// CTCRYPTO_SPEED_RSA_KEYGEN=all for 3072 and 4096 too (slow).

func init() {
	for i, bits := range []int{2048, 3072, 4096} {
		prefix := "RSA " + strconv.Itoa(bits)
		order := 300 + 10*i
		register(benchmark{Order: order, Prefix: prefix, Suffix: "signing", Package: "bigmod",
			Ours: rsaSignOurs(bits), Stdlib: rsaSignStd(bits)})
		register(benchmark{Order: order + 1, Prefix: prefix, Suffix: "verify (same key)", Package: "bigmod",
			Ours: rsaVerifyOurs(bits, false), Stdlib: rsaVerifyStd(bits, false)})
		register(benchmark{Order: order + 2, Prefix: prefix, Suffix: "verify (fresh key)", Package: "bigmod",
			Ours: rsaVerifyOurs(bits, true), Stdlib: rsaVerifyStd(bits, true)})
		register(benchmark{Order: order + 3, Prefix: prefix, Suffix: "private key parse", Package: "bigmod",
			Ours: rsaParseOurs(bits), Stdlib: rsaParseStd(bits)})
		if bits == 2048 || os.Getenv("CTCRYPTO_SPEED_RSA_KEYGEN") == "all" {
			register(benchmark{Order: order + 4, Prefix: prefix, Suffix: "key generation", Package: "bigmod",
				Ours: rsaKeygenOurs(bits), Stdlib: rsaKeygenStd(bits)})
		}
	}
}

var (
	rsaSpeedKeysMu sync.Mutex
	rsaSpeedKeys   = map[int]*rsa.PrivateKey{}
)

// rsaSpeedKey returns one key per size, shared by both sides.
func rsaSpeedKey(bits int) (*rsa.PrivateKey, error) {
	rsaSpeedKeysMu.Lock()
	defer rsaSpeedKeysMu.Unlock()
	if k, ok := rsaSpeedKeys[bits]; ok {
		return k, nil
	}
	k, err := rsa.GenerateKey(rand.Reader, bits)
	if err != nil {
		return nil, err
	}
	rsaSpeedKeys[bits] = k
	return k, nil
}

var rsaSpeedDigest = sha256.Sum256([]byte("ctcrypto speed"))

func rsaSignOurs(bits int) func(int) (func(), error) {
	return func(int) (func(), error) {
		sk, err := rsaSpeedKey(bits)
		if err != nil {
			return nil, err
		}
		k, err := ctrsa.FromStdPrivateKey(sk)
		if err != nil {
			return nil, err
		}
		return func() {
			if _, err := ctrsa.SignPKCS1v15(k, crypto.SHA256, rsaSpeedDigest[:]); err != nil {
				panic(err)
			}
		}, nil
	}
}

func rsaSignStd(bits int) func(int) (func(), error) {
	return func(int) (func(), error) {
		sk, err := rsaSpeedKey(bits)
		if err != nil {
			return nil, err
		}
		return func() {
			if _, err := rsa.SignPKCS1v15(nil, sk, crypto.SHA256, rsaSpeedDigest[:]); err != nil {
				panic(err)
			}
		}, nil
	}
}

func rsaVerifyOurs(bits int, fresh bool) func(int) (func(), error) {
	return rsaVerify(bits, fresh, ctrsa.ParsePKCS1PublicKey, func(pub *ctrsa.PublicKey, sig []byte) error {
		return ctrsa.VerifyPKCS1v15(pub, crypto.SHA256, rsaSpeedDigest[:], sig)
	})
}

func rsaVerifyStd(bits int, fresh bool) func(int) (func(), error) {
	return rsaVerify(bits, fresh, x509.ParsePKCS1PublicKey, func(pub *rsa.PublicKey, sig []byte) error {
		return rsa.VerifyPKCS1v15(pub, crypto.SHA256, rsaSpeedDigest[:], sig)
	})
}

// rsaVerify is both sides' verification benchmark: parse reads the PKCS #1
// public key, verify checks the shared key's signature; with fresh, every
// operation parses the key first.
func rsaVerify[K any](bits int, fresh bool, parse func([]byte) (K, error), verify func(K, []byte) error) func(int) (func(), error) {
	return func(int) (func(), error) {
		sk, err := rsaSpeedKey(bits)
		if err != nil {
			return nil, err
		}
		sig, err := rsa.SignPKCS1v15(nil, sk, crypto.SHA256, rsaSpeedDigest[:])
		if err != nil {
			return nil, err
		}
		der := x509.MarshalPKCS1PublicKey(&sk.PublicKey)
		pub, err := parse(der)
		if err != nil {
			return nil, err
		}
		if fresh {
			return func() {
				pub, err := parse(der)
				if err != nil {
					panic(err)
				}
				if err := verify(pub, sig); err != nil {
					panic(err)
				}
			}, nil
		}
		return func() {
			if err := verify(pub, sig); err != nil {
				panic(err)
			}
		}, nil
	}
}

func rsaParseOurs(bits int) func(int) (func(), error) {
	return rsaParse(bits, ctrsa.ParsePKCS1PrivateKey)
}

func rsaParseStd(bits int) func(int) (func(), error) {
	return rsaParse(bits, x509.ParsePKCS1PrivateKey)
}

// rsaParse is both sides' private key parsing benchmark over the shared
// key's PKCS #1 encoding.
func rsaParse[K any](bits int, parse func([]byte) (K, error)) func(int) (func(), error) {
	return func(int) (func(), error) {
		sk, err := rsaSpeedKey(bits)
		if err != nil {
			return nil, err
		}
		der := x509.MarshalPKCS1PrivateKey(sk)
		if _, err := parse(der); err != nil {
			return nil, err
		}
		return func() {
			if _, err := parse(der); err != nil {
				panic(err)
			}
		}, nil
	}
}

func rsaKeygenOurs(bits int) func(int) (func(), error) {
	return func(int) (func(), error) {
		return func() {
			if _, err := ctrsa.GenerateKey(rand.Reader, bits); err != nil {
				panic(err)
			}
		}, nil
	}
}

func rsaKeygenStd(bits int) func(int) (func(), error) {
	return func(int) (func(), error) {
		if bits < 2048 {
			return nil, errors.New("too small")
		}
		return func() {
			if _, err := rsa.GenerateKey(rand.Reader, bits); err != nil {
				panic(err)
			}
		}, nil
	}
}
