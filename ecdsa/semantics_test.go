// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"bytes"
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"math/big"
	"testing"
	stdcryptotest "testing/cryptotest"
	"time"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// keyAndSignature generates a key with rand and makes a hedged signature.
func keyAndSignature(t *testing.T, c *Curve, random func() any) (d, sig []byte) {
	t.Helper()
	r, _ := random().(interface{ Read([]byte) (int, error) })
	k, err := GenerateKey(c, r)
	if err != nil {
		t.Fatal(err)
	}
	digest := sha256.Sum256([]byte("message"))
	sig, err = k.Sign(r, digest[:], crypto.SHA256)
	if err != nil {
		t.Fatal(err)
	}
	return k.Bytes(), sig
}

// TestSetGlobalRandom: testing/cryptotest.SetGlobalRandom makes key
// generation and hedged signing reproducible, as for crypto/ecdsa,
// whatever reader the caller passes (ignored by default).
func TestSetGlobalRandom(t *testing.T) {
	for _, c := range curves {
		var ds, sigs [3][]byte
		for i, seed := range []uint64{1, 1, 2} {
			t.Run(c.String(), func(t *testing.T) {
				stdcryptotest.SetGlobalRandom(t, seed)
				readers := []func() any{func() any { return rand.Reader }, func() any { return cryptotest.ConstReader(7) }, func() any { return nil }}
				ds[i], sigs[i] = keyAndSignature(t, c, readers[i])
			})
		}
		if !bytes.Equal(ds[0], ds[1]) || !bytes.Equal(sigs[0], sigs[1]) {
			t.Errorf("%s: the same seed gave different keys or signatures", c)
		}
		if bytes.Equal(ds[0], ds[2]) {
			t.Errorf("%s: different seeds gave the same key", c)
		}
	}
}

// TestCustomRand: a caller's reader is ignored unless
// GODEBUG=cryptocustomrand=1, as in crypto/ecdsa since Go 1.26.
func TestCustomRand(t *testing.T) {
	constant := func() any { return cryptotest.ConstReader(0x42) }
	for _, c := range curves {
		d1, sig1 := keyAndSignature(t, c, constant)
		d2, sig2 := keyAndSignature(t, c, constant)
		if bytes.Equal(d1, d2) || bytes.Equal(sig1, sig2) {
			t.Errorf("%s: a constant reader was used by default", c)
		}
	}
	t.Setenv("GODEBUG", "cryptocustomrand=1")
	for _, c := range curves {
		d1, sig1 := keyAndSignature(t, c, constant)
		d2, sig2 := keyAndSignature(t, c, constant)
		if !bytes.Equal(d1, d2) || !bytes.Equal(sig1, sig2) {
			t.Errorf("%s: GODEBUG=cryptocustomrand=1 did not use the caller's reader", c)
		}
	}
}

// TestSignChecks: Sign's argument checks are Go 1.27's crypto/ecdsa's, on
// every Go release.
func TestSignChecks(t *testing.T) {
	k, err := GenerateKey(P256(), nil)
	if err != nil {
		t.Fatal(err)
	}
	digest := sha256.Sum256([]byte("message"))
	for _, tc := range []struct {
		name   string
		rand   bool
		digest []byte
		opts   crypto.SignerOpts
	}{
		{"crypto.Hash(0)", true, digest[:], crypto.Hash(0)},
		{"short digest", true, digest[:31], crypto.SHA256},
		{"long digest", false, append(digest[:], 0), crypto.SHA256},
		{"nil rand, nil opts", false, digest[:], nil},
		{"empty digest", true, nil, nil},
		{"empty digest, deterministic", false, nil, crypto.SHA256},
		{"unavailable hash", false, make([]byte, 16), crypto.MD4},
	} {
		var r = rand.Reader
		if !tc.rand {
			r = nil
		}
		if _, err := k.Sign(r, tc.digest, tc.opts); err == nil {
			t.Errorf("%s: Sign succeeded", tc.name)
		}
	}
	for _, h := range []crypto.Hash{0, crypto.SHA256} {
		if _, err := k.SignASN1(nil, nil, h); err == nil {
			t.Errorf("SignASN1 signed an empty digest")
		}
		if _, err := k.SignP1363(rand.Reader, nil, h); err == nil {
			t.Errorf("SignP1363 signed an empty digest")
		}
	}
	// An empty digest verifies under nothing: a signature with e = 0 is
	// what it would take.
	sig, err := k.SignP1363(nil, []byte{0}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !VerifyP1363(k.PublicKey(), []byte{0}, sig) || VerifyP1363(k.PublicKey(), nil, sig) {
		t.Error("VerifyP1363 of an empty digest")
	}
	der, _ := k.SignASN1(nil, []byte{0}, 0)
	if VerifyASN1(k.PublicKey(), nil, der) {
		t.Error("VerifyASN1 accepts a signature of an empty digest")
	}
}

// TestEqual: keys are Equal to themselves in every form, ours and the
// standard library's, and to nothing else.
func TestEqual(t *testing.T) {
	for _, c := range curves {
		k, _ := GenerateKey(c, nil)
		other, _ := GenerateKey(c, nil)
		pub := k.PublicKey()
		for name, x := range map[string]crypto.PublicKey{
			"Public()": k.Public(), "PublicKey()": pub, "Std()": pub.Std(), "Std().Public()": k.Std().Public(),
		} {
			if !pub.Equal(x) {
				t.Errorf("%s: PublicKey().Equal(%s) is false", c, name)
			}
		}
		for name, x := range map[string]crypto.PublicKey{
			"other": other.PublicKey(), "other std": other.PublicKey().Std(), "nil": nil,
			"typed nil": (*stdecdsa.PublicKey)(nil), "ecdh": must(pub.ECDH()), "ecdh std": must(pub.Std().ECDH()),
		} {
			if pub.Equal(x) {
				t.Errorf("%s: PublicKey().Equal(%s) is true", c, name)
			}
		}
		for name, x := range map[string]crypto.PrivateKey{"self": k, "Std()": k.Std(), "copy": must(FromStdPrivateKey(k.Std()))} {
			if !k.Equal(x) {
				t.Errorf("%s: Equal(%s) is false", c, name)
			}
		}
		for name, x := range map[string]crypto.PrivateKey{
			"other": other, "other std": other.Std(), "nil": nil, "typed nil": (*stdecdsa.PrivateKey)(nil), "ecdh": must(k.ECDH()),
		} {
			if k.Equal(x) {
				t.Errorf("%s: Equal(%s) is true", c, name)
			}
		}
	}
	a, _ := GenerateKey(P256(), nil)
	b, _ := GenerateKey(P384(), nil)
	if a.PublicKey().Equal(b.PublicKey()) || a.Equal(b) || a.PublicKey().Equal(b.Public()) {
		t.Error("keys on different curves are Equal")
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestConversions: FromStd* and Std round-trip, invalid or unsupported
// standard-library keys are errors, and ECDH agrees with crypto/ecdsa's.
func TestConversions(t *testing.T) {
	for _, c := range curves {
		k, _ := GenerateKey(c, nil)
		std := k.Std()
		if back, err := FromStdPrivateKey(std); err != nil || !back.Equal(k) {
			t.Errorf("%s: FromStdPrivateKey: %v", c, err)
		}
		if back, err := FromStdPublicKey(&std.PublicKey); err != nil || !back.Equal(k.PublicKey()) {
			t.Errorf("%s: FromStdPublicKey: %v", c, err)
		}
		if !std.PublicKey.Equal(k.PublicKey().Std()) || !std.Equal(k.Std()) {
			t.Errorf("%s: Std differs between calls", c)
		}
		// A standard-library key whose public key is not d·G.
		bad := *std
		bad.PublicKey = *other(t, c).PublicKey().Std()
		if _, err := FromStdPrivateKey(&bad); err == nil {
			t.Errorf("%s: mismatched crypto/ecdsa key accepted", c)
		}
		// ECDH, both ways round.
		x, err := k.ECDH()
		if err != nil {
			t.Fatal(err)
		}
		sx, err := std.ECDH()
		if err != nil {
			t.Fatal(err)
		}
		if !x.Equal(sx) || !bytes.Equal(x.PublicKey().Bytes(), sx.PublicKey().Bytes()) {
			t.Errorf("%s: ECDH differs from crypto/ecdsa's", c)
		}
		xp, err := k.PublicKey().ECDH()
		if err != nil || !xp.Equal(x.PublicKey()) {
			t.Errorf("%s: PublicKey.ECDH: %v", c, err)
		}
		peer, _ := xp.Curve().GenerateKey(nil)
		s1, _ := x.ECDH(peer.PublicKey())
		s2, _ := peer.ECDH(xp)
		if s1 == nil || !bytes.Equal(s1, s2) {
			t.Errorf("%s: converted keys do not agree", c)
		}
	}
	p224, _ := stdecdsa.GenerateKey(elliptic.P224(), nil)
	if _, err := FromStdPrivateKey(p224); err == nil {
		t.Error("P-224 key accepted")
	}
	if _, err := FromStdPublicKey(&p224.PublicKey); err == nil {
		t.Error("P-224 public key accepted")
	}
	if _, err := FromStdPrivateKey(nil); err == nil {
		t.Error("nil key accepted")
	}
	if _, err := FromStdPublicKey(&stdecdsa.PublicKey{}); err == nil {
		t.Error("key without a curve accepted")
	}
}

func other(t *testing.T, c *Curve) *PrivateKey {
	k, err := GenerateKey(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestX509 hands ctcrypto keys to crypto/x509: a certificate signed by a
// ctcrypto key (as crypto.Signer) and Std for the marshalling functions.
func TestX509(t *testing.T) {
	for _, c := range curves {
		k, _ := GenerateKey(c, nil)
		tmpl := &x509.Certificate{
			SerialNumber: big.NewInt(1),
			Subject:      pkix.Name{CommonName: "ctcrypto " + c.String()},
			NotBefore:    time.Now().Add(-time.Hour),
			NotAfter:     time.Now().Add(time.Hour),
			IsCA:         true, BasicConstraintsValid: true,
			KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
		}
		// The certificate round trip, as in rsa's TestX509Interop, for ECDSA keys.
		der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, k.Public(), k)
		if err != nil {
			t.Fatalf("%s: CreateCertificate: %v", c, err)
		}
		cert, err := x509.ParseCertificate(der)
		if err != nil {
			t.Fatal(err)
		}
		if err := cert.CheckSignatureFrom(cert); err != nil {
			t.Errorf("%s: %v", c, err)
		}
		if !k.PublicKey().Equal(cert.PublicKey) {
			t.Errorf("%s: the certificate's key is not ours", c)
		}
		p8, err := x509.MarshalPKCS8PrivateKey(k.Std())
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(p8, MarshalPKCS8PrivateKey(k)) {
			t.Errorf("%s: x509.MarshalPKCS8PrivateKey(k.Std()) differs from MarshalPKCS8PrivateKey", c)
		}
		if back, err := ParsePKCS8PrivateKey(p8); err != nil || !back.Equal(k) {
			t.Errorf("%s: %v", c, err)
		}
		sec1, _ := x509.MarshalECPrivateKey(k.Std())
		if !bytes.Equal(sec1, MarshalSEC1PrivateKey(k)) {
			t.Errorf("%s: x509.MarshalECPrivateKey differs", c)
		}
		if got, err := ParsePrivateKeyPEM(MarshalSEC1PrivateKeyPEM(k)); err != nil || !got.Equal(k) {
			t.Errorf("%s: MarshalSEC1PrivateKeyPEM: %v", c, err)
		}
	}
}
