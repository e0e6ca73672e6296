// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdh

import (
	"bytes"
	"crypto"
	stdecdh "crypto/ecdh"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"testing"
	stdcryptotest "testing/cryptotest"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/eckey/eckeytest"
)

var curves = []*Curve{P256(), P384(), P521()}

// TestSetGlobalRandom: testing/cryptotest.SetGlobalRandom makes key
// generation reproducible whatever reader is passed, as for crypto/ecdh.
func TestSetGlobalRandom(t *testing.T) {
	for _, c := range curves {
		var ds [3][]byte
		for i, seed := range []uint64{1, 1, 2} {
			t.Run(c.String(), func(t *testing.T) {
				stdcryptotest.SetGlobalRandom(t, seed)
				readers := []any{rand.Reader, cryptotest.ConstReader(7), nil}
				r, _ := readers[i].(interface{ Read([]byte) (int, error) })
				k, err := c.GenerateKey(r)
				if err != nil {
					t.Fatal(err)
				}
				ds[i] = k.Bytes()
			})
		}
		if !bytes.Equal(ds[0], ds[1]) || bytes.Equal(ds[0], ds[2]) {
			t.Errorf("%s: keys do not follow the seed", c)
		}
	}
}

// TestCustomRand: the caller's reader is ignored unless
// GODEBUG=cryptocustomrand=1, as in crypto/ecdh since Go 1.26.
func TestCustomRand(t *testing.T) {
	for _, custom := range []bool{false, true} {
		if custom {
			t.Setenv("GODEBUG", "cryptocustomrand=1")
		}
		for _, c := range curves {
			a, _ := c.GenerateKey(cryptotest.ConstReader(0x42))
			b, _ := c.GenerateKey(cryptotest.ConstReader(0x42))
			if a.Equal(b) != custom {
				t.Errorf("%s: custom reader used = %v, want %v", c, a.Equal(b), custom)
			}
		}
	}
}

func TestEqual(t *testing.T) {
	for _, c := range curves {
		k, _ := c.GenerateKey(nil)
		other, _ := c.GenerateKey(nil)
		for name, x := range map[string]crypto.PrivateKey{"self": k, "Std()": k.Std(), "copy": must(FromStdPrivateKey(k.Std()))} {
			if !k.Equal(x) {
				t.Errorf("%s: Equal(%s) is false", c, name)
			}
		}
		for name, x := range map[string]crypto.PrivateKey{"other": other, "other std": other.Std(), "nil": nil, "typed nil": (*stdecdh.PrivateKey)(nil)} {
			if k.Equal(x) {
				t.Errorf("%s: Equal(%s) is true", c, name)
			}
		}
		pub := k.PublicKey()
		for name, x := range map[string]crypto.PublicKey{"self": pub, "Public()": k.Public(), "Std()": pub.Std(), "Std().PublicKey()": k.Std().PublicKey()} {
			if !pub.Equal(x) {
				t.Errorf("%s: PublicKey().Equal(%s) is false", c, name)
			}
		}
		for name, x := range map[string]crypto.PublicKey{"other": other.PublicKey(), "other std": other.PublicKey().Std(), "nil": nil, "typed nil": (*stdecdh.PublicKey)(nil)} {
			if pub.Equal(x) {
				t.Errorf("%s: PublicKey().Equal(%s) is true", c, name)
			}
		}
	}
	a, _ := P256().GenerateKey(nil)
	b, _ := P384().GenerateKey(nil)
	if a.Equal(b) || a.PublicKey().Equal(b.PublicKey()) {
		t.Error("keys on different curves are Equal")
	}
}

// must is ecdsa's semantics_test.go helper too (and TestEqual's last
// check and TestConversions' loop are the ECDSA tests' for ECDH keys).
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestConversions: FromStd* and Std round-trip; X25519 is an error; a
// shared secret computed across the two libraries agrees.
func TestConversions(t *testing.T) {
	for _, c := range curves {
		k, _ := c.GenerateKey(nil)
		std := k.Std()
		if back, err := FromStdPrivateKey(std); err != nil || !back.Equal(k) {
			t.Errorf("%s: FromStdPrivateKey: %v", c, err)
		}
		if back, err := FromStdPublicKey(std.PublicKey()); err != nil || !back.Equal(k.PublicKey()) {
			t.Errorf("%s: FromStdPublicKey: %v", c, err)
		}
		peer, _ := c.std().GenerateKey(nil)
		s1, err := k.ECDH(must(FromStdPublicKey(peer.PublicKey())))
		if err != nil {
			t.Fatal(err)
		}
		s2, _ := peer.ECDH(k.PublicKey().Std())
		if !bytes.Equal(s1, s2) {
			t.Errorf("%s: shared secrets differ", c)
		}
	}
	x, _ := stdecdh.X25519().GenerateKey(nil)
	if _, err := FromStdPrivateKey(x); err == nil {
		t.Error("X25519 private key accepted")
	}
	if _, err := FromStdPublicKey(x.PublicKey()); err == nil {
		t.Error("X25519 public key accepted")
	}
	if _, err := FromStdPrivateKey(nil); err == nil {
		t.Error("nil key accepted")
	}
}

// TestKeyEncodings: our encodings are crypto/x509's for crypto/ecdh keys,
// byte for byte, and parse back.
func TestKeyEncodings(t *testing.T) {
	for _, c := range curves {
		k, _ := c.GenerateKey(nil)
		std := k.Std()
		want, err := x509.MarshalPKCS8PrivateKey(std)
		if err != nil {
			t.Fatal(err)
		}
		if got := MarshalPKCS8PrivateKey(k); !bytes.Equal(got, want) {
			t.Errorf("%s: PKCS #8\n got %x\nwant %x", c, got, want)
		}
		want, _ = x509.MarshalPKIXPublicKey(std.PublicKey())
		if got := MarshalPKIXPublicKey(k.PublicKey()); !bytes.Equal(got, want) {
			t.Errorf("%s: PKIX\n got %x\nwant %x", c, got, want)
		}
		for name, der := range map[string][]byte{
			"PKCS #8": MarshalPKCS8PrivateKey(k), "SEC 1": MarshalSEC1PrivateKey(k),
			"PEM": MarshalPrivateKeyPEM(k), "SEC 1 PEM": MarshalSEC1PrivateKeyPEM(k),
		} {
			var got *PrivateKey
			switch name {
			case "PKCS #8":
				got, err = ParsePKCS8PrivateKey(der)
			case "SEC 1":
				got, err = ParseSEC1PrivateKey(der)
			default:
				got, err = ParsePrivateKeyPEM(der)
			}
			if err != nil || !got.Equal(k) {
				t.Errorf("%s %s: %v", c, name, err)
			}
		}
		if b, _ := pem.Decode(MarshalSEC1PrivateKeyPEM(k)); b == nil || b.Type != "EC PRIVATE KEY" {
			t.Errorf("%s: MarshalSEC1PrivateKeyPEM writes no EC PRIVATE KEY block", c)
		}
		for name, der := range map[string][]byte{"PKIX": MarshalPKIXPublicKey(k.PublicKey()), "PEM": MarshalPublicKeyPEM(k.PublicKey())} {
			parse := ParsePKIXPublicKey
			if name == "PEM" {
				parse = ParsePublicKeyPEM
			}
			if got, err := parse(der); err != nil || !got.Equal(k.PublicKey()) {
				t.Errorf("%s %s: %v", c, name, err)
			}
		}
	}
}

// TestOpenSSLKeys: every OpenSSL file of ../ecdsa/testdata loads as an
// ECDH key exactly when crypto/x509 loads it (but for the documented
// differences), with the same key.
func TestOpenSSLKeys(t *testing.T) {
	for name, data := range eckeytest.PEMFiles(t, "../ecdsa/testdata") {
		k, err := ParsePrivateKeyPEM(data)
		var got *eckeytest.Key
		if err == nil {
			got = &eckeytest.Key{Curve: k.Curve().String(), D: k.Bytes(), Q: k.PublicKey().Bytes()}
		}
		want, werr := eckeytest.TLSPrivatePEM(data)
		eckeytest.Compare(t, "ParsePrivateKeyPEM "+name, nil, got, err, want, werr)
		p, err := ParsePublicKeyPEM(data)
		got = nil
		if err == nil {
			got = &eckeytest.Key{Curve: p.Curve().String(), Q: p.Bytes()}
		}
		want, werr = eckeytest.PublicPEM(data)
		eckeytest.Compare(t, "ParsePublicKeyPEM "+name, nil, got, err, want, werr)
	}
}
