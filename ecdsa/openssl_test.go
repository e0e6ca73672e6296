// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"bytes"
	"crypto/elliptic"
	"crypto/tls"
	"crypto/x509"
	"encoding/asn1"
	"encoding/pem"
	"os"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/eckey/eckeytest"
)

// expectPrivate and expectPublic say what ParsePrivateKeyPEM and
// ParsePublicKeyPEM do with each OpenSSL file in testdata: "" for a key that
// loads, otherwise a fragment of the error.
func expectPrivate(name string) string {
	switch {
	case strings.Contains(name, "spki"):
		return "in the data, only"
	case strings.HasPrefix(name, "p224"):
		return "unsupported curve P-224" // crypto/x509 accepts it
	case strings.HasPrefix(name, "secp256k1"):
		return "unsupported curve secp256k1"
	case strings.HasPrefix(name, "rsa"):
		return "RSA"
	case strings.HasPrefix(name, "ed25519"):
		return "Ed25519"
	case strings.Contains(name, "encrypted"):
		return "encrypted"
	case strings.Contains(name, "explicit"):
		return "explicit curve parameters"
	case strings.HasSuffix(name, "-cert.pem"):
		return "a certificate rather than a key"
	}
	return ""
}

// expectPublic is expectPrivate for ParsePublicKeyPEM: the same cases, some
// with the other answer.
func expectPublic(name string) string {
	switch {
	case !strings.Contains(name, "spki"):
		return "in the data, only"
	case strings.HasPrefix(name, "p224"):
		return "unsupported curve P-224" // crypto/x509 accepts it
	case strings.HasPrefix(name, "rsa"):
		return "RSA"
	case strings.Contains(name, "-compressed"):
		return "compressed point" // as crypto/x509
	case strings.Contains(name, "-hybrid"):
		return "hybrid point"
	case strings.Contains(name, "explicit"):
		return "explicit curve parameters"
	}
	return ""
}

func checkExpectation(t *testing.T, name, what string, err error, want string) {
	t.Helper()
	switch {
	case want == "" && err != nil:
		t.Errorf("%s: %s: %v", name, what, err)
	case want != "" && err == nil:
		t.Errorf("%s: %s accepted, want an error about %q", name, what, want)
	case want != "" && !strings.Contains(err.Error(), want):
		t.Errorf("%s: %s: error %q does not mention %q", name, what, err, want)
	}
}

// TestOpenSSLKeys loads every key OpenSSL wrote into testdata with each
// parser, checks the outcome file by file, and checks that crypto/x509 (and
// crypto/tls's PEM search) agree, but for the documented differences.
func TestOpenSSLKeys(t *testing.T) {
	files := eckeytest.PEMFiles(t, "testdata")
	for name, data := range files {
		k, err := ParsePrivateKeyPEM(data)
		checkExpectation(t, name, "ParsePrivateKeyPEM", err, expectPrivate(name))
		got, err := ours(k, err)
		want, werr := eckeytest.TLSPrivatePEM(data)
		eckeytest.Compare(t, "ParsePrivateKeyPEM "+name, nil, got, err, want, werr)

		p, err := ParsePublicKeyPEM(data)
		checkExpectation(t, name, "ParsePublicKeyPEM", err, expectPublic(name))
		gotp, err := oursPublic(p, err)
		wantp, werr := eckeytest.PublicPEM(data)
		eckeytest.Compare(t, "ParsePublicKeyPEM "+name, nil, gotp, err, wantp, werr)

		for rest := data; ; {
			var b *pem.Block
			b, rest = pem.Decode(rest)
			if b == nil {
				break
			}
			got, err := ours(ParseSEC1PrivateKey(b.Bytes))
			want, werr := eckeytest.X509SEC1(b.Bytes)
			eckeytest.Compare(t, "ParseSEC1PrivateKey "+name, nil, got, err, want, werr)
			got, err = ours(ParsePKCS8PrivateKey(b.Bytes))
			want, werr = eckeytest.X509PKCS8(b.Bytes)
			eckeytest.Compare(t, "ParsePKCS8PrivateKey "+name, nil, got, err, want, werr)
			got, err = oursPublic(ParsePKIXPublicKey(b.Bytes))
			want, werr = eckeytest.X509PKIX(b.Bytes)
			eckeytest.Compare(t, "ParsePKIXPublicKey "+name, nil, got, err, want, werr)
		}
	}
}

// TestOpenSSLBundles loads each certificate+key bundle both with
// crypto/tls.X509KeyPair and with ParsePrivateKeyPEM: the same key, and the
// certificate's public key equals ours.
func TestOpenSSLBundles(t *testing.T) {
	for _, c := range []string{"p256", "p384", "p521"} {
		bundle, err := os.ReadFile("testdata/" + c + "-cert-key-bundle.pem")
		if err != nil {
			t.Fatal(err)
		}
		cert, err := tls.X509KeyPair(bundle, bundle)
		if err != nil {
			t.Fatalf("%s: tls.X509KeyPair: %v", c, err)
		}
		k, err := ParsePrivateKeyPEM(bundle)
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		if !k.Equal(cert.PrivateKey) {
			t.Errorf("%s: the key differs from crypto/tls's", c)
		}
		leaf := cert.Leaf
		if !k.PublicKey().Equal(leaf.PublicKey) {
			t.Errorf("%s: the key does not match the certificate", c)
		}
	}
}

type sec1Key struct {
	Version       int
	PrivateKey    []byte
	NamedCurveOID asn1.ObjectIdentifier `asn1:"optional,explicit,tag:0"`
	PublicKey     asn1.BitString        `asn1:"optional,explicit,tag:1"`
}

// TestSEC1Leniency: the scalar may carry extra leading zeros or miss its
// own, as crypto/x509 allows; the embedded public key may be in any SEC 1
// form but must be d·G (crypto/x509 does not look at it).
func TestSEC1Leniency(t *testing.T) {
	oids := map[*Curve]asn1.ObjectIdentifier{
		P256(): {1, 2, 840, 10045, 3, 1, 7}, P384(): {1, 3, 132, 0, 34}, P521(): {1, 3, 132, 0, 35},
	}
	for _, c := range curves {
		d := make([]byte, c.ScalarSize())
		d[1], d[len(d)-1] = 0x5a, 1 // a leading zero byte of its own
		k, err := NewPrivateKey(c, d)
		if err != nil {
			t.Fatal(err)
		}
		std := k.Std()
		q := k.PublicKey().Bytes()
		compressed := elliptic.MarshalCompressed(std.Curve, std.X, std.Y)
		hybrid := append([]byte{6 | q[len(q)-1]&1}, q[1:]...)
		badParity := append([]byte{hybrid[0] ^ 1}, q[1:]...)
		other := bytes.Clone(q)
		other[len(other)-1] ^= 1
		enc := func(d, pub []byte) []byte {
			der, err := asn1.Marshal(sec1Key{1, d, oids[c], asn1.BitString{Bytes: pub, BitLength: 8 * len(pub)}})
			if err != nil {
				t.Fatal(err)
			}
			return der
		}
		for _, tc := range []struct {
			name    string
			der     []byte
			wantErr string
		}{
			{"one extra zero", enc(append([]byte{0}, d...), q), ""},
			{"two extra zeros", enc(append([]byte{0, 0}, d...), q), ""},
			{"leading zero dropped", enc(d[1:], q), ""},
			{"no public key", enc(d, nil), ""},
			{"compressed", enc(d, compressed), ""},
			{"hybrid", enc(d, hybrid), ""},
			{"too long", enc(append([]byte{1}, d...), q), "longer than"},
			{"hybrid with the wrong parity", enc(d, badParity), "parity"},
			{"another point", enc(d, other), "invalid"},
			{"another key's point", enc(d, must(GenerateKey(c, nil)).PublicKey().Bytes()), "does not match"},
		} {
			got, err := ParseSEC1PrivateKey(tc.der)
			switch {
			case tc.wantErr == "" && (err != nil || !got.Equal(k)):
				t.Errorf("%s %s: %v", c, tc.name, err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Errorf("%s %s: got %v, want an error about %q", c, tc.name, err, tc.wantErr)
			}
			// crypto/x509 rejects only the over-long scalar.
			_, xerr := x509.ParseECPrivateKey(tc.der)
			if (xerr == nil) != (tc.name != "too long") {
				t.Errorf("%s %s: crypto/x509 says %v", c, tc.name, xerr)
			}
		}
	}
}
