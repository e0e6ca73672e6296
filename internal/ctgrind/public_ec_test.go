// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

// Entry points for the rest of the ecdsa and ecdh packages' secret-handling
// API: hedged signing, key generation, SEC 1 and PKCS #8 private-key
// parsing, the ecdsa-to-ecdh conversion, and ECDH on every curve through
// the public ecdh package. Private scalars, hedging randomness and the
// scalar octets inside a DER key are Secret; each test runs under every
// nistec tier valgrind's CPU has (Base and MULQ here; ADX is not
// emulated).

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"encoding/pem"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/ecdh"
	"github.com/ctcrypto/ctcrypto/ecdsa"
	. "github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// ecTiers runs f under Base and every nistec tier registered here, each as
// a subtest that is skipped if the CPU (or valgrind's) lacks it.
func ecTiers(t *testing.T, f func(t *testing.T)) {
	for _, tier := range append([]string{impl.Base}, impl.List("nistec")...) {
		t.Run(tier, func(t *testing.T) {
			SelectTier(t, "nistec", tier)
			f(t)
		})
	}
}

var ecdsaCurves = []*ecdsa.Curve{ecdsa.P256(), ecdsa.P384(), ecdsa.P521()}

var ecdhCurves = []*ecdh.Curve{ecdh.P256(), ecdh.P384(), ecdh.P521()}

// TestCTECDSASignHedged signs with randomness (RFC 6979 §3.6 additional
// input), the randomness secret as well as the key, with SignP1363.
func TestCTECDSASignHedged(t *testing.T) {
	ecdsaHedgedCases(t, func(t *testing.T, i int, k *ecdsa.PrivateKey, h []byte) {
		sig, err := k.SignP1363(NewSecretRand(byte(i)), h, crypto.SHA256)
		if err != nil {
			t.Fatal(err)
		}
		Public(sig)
		if !ecdsa.VerifyP1363(ecdsaPublic(t, k), h, sig) {
			t.Fatal("signature does not verify")
		}
	})
}

// TestCTECDSASignASN1 signs, hedged, through Sign (crypto.Signer) and
// SignASN1, which encode r and s as DER INTEGERs.
func TestCTECDSASignASN1(t *testing.T) {
	ecdsaHedgedCases(t, func(t *testing.T, i int, k *ecdsa.PrivateKey, h []byte) {
		s1, err := k.Sign(NewSecretRand(byte(2*i)), h, crypto.SHA256)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := k.SignASN1(NewSecretRand(byte(2*i+1)), h, crypto.SHA256)
		if err != nil {
			t.Fatal(err)
		}
		Public(s1)
		Public(s2)
		if pub := ecdsaPublic(t, k); !ecdsa.VerifyASN1(pub, h, s1) || !ecdsa.VerifyASN1(pub, h, s2) {
			t.Fatal("signature does not verify")
		}
	})
}

// ecdsaHedgedCases calls sign on every tier, with CustomRand's secret
// random streams, for each curve i with a secret key and a SHA-256 digest.
func ecdsaHedgedCases(t *testing.T, sign func(t *testing.T, i int, k *ecdsa.PrivateKey, h []byte)) {
	ecTiers(t, func(t *testing.T) {
		CustomRand(t)
		for i, c := range ecdsaCurves {
			h := sha256.Sum256([]byte("ctgrind"))
			sign(t, i, ecdsaSecretKey(t, c), h[:])
		}
	})
}

// ecdsaSecretKey returns a key on c whose scalar is Secret.
func ecdsaSecretKey(t *testing.T, c *ecdsa.Curve) *ecdsa.PrivateKey {
	t.Helper()
	k, err := ecdsa.NewPrivateKey(c, SecretCopy(t, ctScalar(c.ScalarSize())))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// ecdsaSignOnce signs a zero SHA-256 digest with k, deterministically
// (RFC 6979), and marks the signature public.
func ecdsaSignOnce(t *testing.T, k *ecdsa.PrivateKey) {
	t.Helper()
	sig, err := k.SignP1363(nil, make([]byte, 32), crypto.SHA256)
	if err != nil {
		t.Fatal(err)
	}
	Public(sig)
}

// ecdsaPublic returns k's public key (nistec declassifies d·G).
func ecdsaPublic(t *testing.T, k *ecdsa.PrivateKey) *ecdsa.PublicKey {
	t.Helper()
	pub, err := ecdsa.NewPublicKey(k.Curve(), k.PublicKey().Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return pub
}

// TestCTECDSAGenerateKey draws scalars from a secret random stream
// (rejection sampling, FIPS 186-5 §A.2.2), derives the public key and
// signs once with the new key.
func TestCTECDSAGenerateKey(t *testing.T) {
	ecTiers(t, func(t *testing.T) {
		CustomRand(t)
		for i, c := range ecdsaCurves {
			k, err := ecdsa.GenerateKey(c, NewSecretRand(byte(i)))
			if err != nil {
				t.Fatal(err)
			}
			ecdsaSignOnce(t, k)
		}
	})
}

// TestCTECDHGenerateKey draws ECDH scalars from a secret random stream and
// agrees on a secret with each new key.
func TestCTECDHGenerateKey(t *testing.T) {
	ecTiers(t, func(t *testing.T) {
		CustomRand(t)
		for i, c := range ecdhCurves {
			k, err := c.GenerateKey(NewSecretRand(byte(i)))
			if err != nil {
				t.Fatal(err)
			}
			peer := ecdhPeer(t, c)
			s, err := k.ECDH(peer)
			if err != nil {
				t.Fatal(err)
			}
			Public(s)
		}
	})
}

// ecdhPeer returns a public key on c made from a public scalar.
func ecdhPeer(t *testing.T, c *ecdh.Curve) *ecdh.PublicKey {
	t.Helper()
	size := map[*ecdh.Curve]int{ecdh.P256(): 32, ecdh.P384(): 48, ecdh.P521(): 66}[c]
	peer, err := c.NewPrivateKey(ctScalar(size))
	if err != nil {
		t.Fatal(err)
	}
	return peer.PublicKey()
}

// TestCTECDHCurves: key setup and agreement with a secret scalar on every
// curve through the public ecdh package (TestCTECDH*P384 covers P-384
// under each tier by name).
func TestCTECDHCurves(t *testing.T) {
	ecTiers(t, func(t *testing.T) {
		for _, c := range []*ecdh.Curve{ecdh.P256(), ecdh.P521()} {
			peer := ecdhPeer(t, c)
			size := len(peer.Bytes()) / 2
			d := ctScalar(size)
			d[size-1] ^= 0x5a // not the peer's scalar
			k, err := c.NewPrivateKey(SecretCopy(t, d))
			if err != nil {
				t.Fatal(err)
			}
			s, err := k.ECDH(peer)
			if err != nil {
				t.Fatal(err)
			}
			Public(s)
		}
	})
}

// TestCTECDSAToECDH converts a secret ecdsa key with PrivateKey.ECDH and
// agrees on a secret with it.
func TestCTECDSAToECDH(t *testing.T) {
	ecTiers(t, func(t *testing.T) {
		for _, c := range ecdsaCurves {
			e, err := ecdsaSecretKey(t, c).ECDH()
			if err != nil {
				t.Fatal(err)
			}
			s, err := e.ECDH(ecdhPeer(t, e.Curve()))
			if err != nil {
				t.Fatal(err)
			}
			Public(s)
		}
	})
}

// ecDERKeys returns, for each curve, a SEC 1 and a PKCS #8 encoding of a
// key with scalar ctScalar, and that scalar (ecdsa's encoders, which embed
// the public key as crypto/x509's do; crypto/ecdsa would run its FIPS
// self-tests, seconds under valgrind). eckey compares the embedded public
// key with d·G, which nistec declassifies: the public key is public.
func ecDERKeys(t *testing.T) (sec1, pkcs8, scalars [][]byte) {
	t.Helper()
	for _, c := range ecdsaCurves {
		d := ctScalar(c.ScalarSize())
		k, err := ecdsa.NewPrivateKey(c, d) // not Secret: only the DER will be
		if err != nil {
			t.Fatal(err)
		}
		s, p := ecdsa.MarshalSEC1PrivateKey(k), ecdsa.MarshalPKCS8PrivateKey(k)
		sec1, pkcs8, scalars = append(sec1, s), append(pkcs8, p), append(scalars, d)
	}
	return sec1, pkcs8, scalars
}

// markScalar marks Secret, in place, the private scalar's octets inside
// der (the contents of ECPrivateKey's privateKey OCTET STRING), and marks
// der Public again when the test ends. The DER's frame, the curve and the
// embedded public key stay public.
func markScalar(t *testing.T, der, d []byte) {
	t.Helper()
	i := bytes.Index(der, d)
	if i < 0 || bytes.Index(der[i+1:], d) >= 0 {
		t.Fatal("the scalar is not found once in the DER key")
	}
	Secret(der[i : i+len(d)])
	t.Cleanup(func() { Public(der) })
}

// TestCTECDSAParsePrivateKey parses SEC 1 and PKCS #8 keys whose scalar is
// secret: the DER reading, the range check and d·G (signing with the
// result is TestCTECDSA*Sign's).
func TestCTECDSAParsePrivateKey(t *testing.T) {
	ctParseECKeys(t, ecdsa.ParseSEC1PrivateKey, ecdsa.ParsePKCS8PrivateKey)
}

// TestCTECDHParsePrivateKey: the same keys through the ecdh parsers.
func TestCTECDHParsePrivateKey(t *testing.T) {
	ctParseECKeys(t, ecdh.ParseSEC1PrivateKey, ecdh.ParsePKCS8PrivateKey)
}

// ctParseECKeys parses ecDERKeys' SEC 1 and PKCS #8 keys, scalars secret,
// with one package's two parsers on every tier.
func ctParseECKeys[K any](t *testing.T, parseSEC1, parsePKCS8 func(der []byte) (K, error)) {
	ecTiers(t, func(t *testing.T) {
		sec1, pkcs8, scalars := ecDERKeys(t)
		for i := range scalars {
			for _, der := range [][]byte{sec1[i], pkcs8[i]} {
				markScalar(t, der, scalars[i])
			}
			if _, err := parseSEC1(sec1[i]); err != nil {
				t.Fatal(err)
			}
			if _, err := parsePKCS8(pkcs8[i]); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestCTECDSAParsePrivateKeyPEM parses a PEM SEC 1 key with its base64 body
// secret.
func TestCTECDSAParsePrivateKeyPEM(t *testing.T) {
	KnownLeak(t, "encoding/pem and encoding/base64 branch on and index a table with each secret character")
	SelectTier(t, "nistec", impl.Base)
	sec1, _, _ := ecDERKeys(t)
	text := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: sec1[0]})
	start := strings.Index(string(text), "\n") + 1
	end := strings.Index(string(text), "-----END")
	Secret(text[start:end])
	t.Cleanup(func() { Public(text) })
	k, err := ecdsa.ParsePrivateKeyPEM(text)
	if err != nil {
		t.Fatal(err)
	}
	ecdsaSignOnce(t, k)
}
