// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"bytes"
	"crypto"
	"crypto/rand"
	stdrsa "crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"math/big"
	mrand "math/rand/v2"
	"testing"
	stdcryptotest "testing/cryptotest"
	"time"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestValidateAgainstStdlib corrupts each value of a key in turn and checks
// that FromStdPrivateKey accepts exactly what crypto/rsa's Validate
// accepts, with and without the precomputed CRT values.
func TestValidateAgainstStdlib(t *testing.T) {
	sk := testStdKey(t, 2048)
	one := big.NewInt(1)
	lambda := func() *big.Int {
		pm1, qm1 := new(big.Int).Sub(sk.Primes[0], one), new(big.Int).Sub(sk.Primes[1], one)
		g := new(big.Int).GCD(nil, nil, pm1, qm1)
		return new(big.Int).Div(new(big.Int).Mul(pm1, qm1), g)
	}()
	type key struct{ n, e, d, p, q, dp, dq, qi *big.Int }
	base := key{sk.N, big.NewInt(int64(sk.E)), sk.D, sk.Primes[0], sk.Primes[1], sk.Precomputed.Dp, sk.Precomputed.Dq, sk.Precomputed.Qinv}
	field := func(k *key, i int) **big.Int {
		return [...]**big.Int{&k.n, &k.e, &k.d, &k.p, &k.q, &k.dp, &k.dq, &k.qi}[i]
	}
	names := [...]string{"n", "e", "d", "p", "q", "dP", "dQ", "qInv"}
	perturb := map[string]func(x *big.Int) *big.Int{
		"+2":      func(x *big.Int) *big.Int { return new(big.Int).Add(x, big.NewInt(2)) },
		"-2":      func(x *big.Int) *big.Int { return new(big.Int).Sub(x, big.NewInt(2)) },
		"=0":      func(*big.Int) *big.Int { return new(big.Int) },
		"=1":      func(*big.Int) *big.Int { return big.NewInt(1) },
		"=3":      func(*big.Int) *big.Int { return big.NewInt(3) },
		"bit 100": func(x *big.Int) *big.Int { return new(big.Int).Xor(x, new(big.Int).Lsh(one, 100)) },
		"top bit": func(x *big.Int) *big.Int { return new(big.Int).Xor(x, new(big.Int).Lsh(one, uint(x.BitLen()-1))) },
		"+λ":      func(x *big.Int) *big.Int { return new(big.Int).Add(x, lambda) }, // d + λ is still e⁻¹ mod λ
		"=65539":  func(*big.Int) *big.Int { return big.NewInt(65539) },
	}
	tried, rejected := 0, 0
	for i, name := range names {
		for pname, f := range perturb {
			for _, withCRT := range []bool{true, false} {
				if i >= 5 && !withCRT {
					continue
				}
				k := base
				*field(&k, i) = f(*field(&k, i))
				if k.e.BitLen() > 31 || k.e.Sign() < 0 {
					continue
				}
				std := &stdrsa.PrivateKey{PublicKey: stdrsa.PublicKey{N: k.n, E: int(k.e.Int64())}, D: k.d, Primes: []*big.Int{k.p, k.q}}
				if withCRT {
					std.Precomputed = stdrsa.PrecomputedValues{Dp: k.dp, Dq: k.dq, Qinv: k.qi}
				}
				if k.n.Sign() <= 0 || k.d.Sign() < 0 || k.p.Sign() < 0 || k.q.Sign() < 0 {
					continue // crypto/rsa takes big.Int magnitudes; we refuse negatives
				}
				want := std.Validate()
				ours, err := FromStdPrivateKey(std)
				tried++
				if err != nil {
					rejected++
				}
				desc := fmt.Sprintf("%s %s (CRT values %v)", name, pname, withCRT)
				switch {
				case err == nil && want != nil:
					t.Errorf("%s: accepted, crypto/rsa says %v", desc, want)
				case err != nil && want == nil && deliberatePrivate(std) == "":
					t.Errorf("%s: rejected (%v), crypto/rsa accepts it", desc, err)
				case err == nil && !ours.Equal(std):
					t.Errorf("%s: accepted as a different key", desc)
				}
			}
		}
	}
	// The cases of issue #10: d+2, 0 and 1 without precomputed values.
	for _, d := range []*big.Int{new(big.Int).Add(sk.D, big.NewInt(2)), big.NewInt(0), big.NewInt(1)} {
		if _, err := NewPrivateKey(sk.N.Bytes(), sk.E, d.Bytes(), sk.Primes[0].Bytes(), sk.Primes[1].Bytes()); err == nil {
			t.Errorf("NewPrivateKey accepts d = %v…", d.Text(16)[:4])
		} else if !bytes.Contains([]byte(err.Error()), []byte("does not match e")) && !bytes.Contains([]byte(err.Error()), []byte("too small")) {
			t.Errorf("NewPrivateKey(d = %v…): unclear error %v", d.Text(16)[:4], err)
		}
	}
	t.Logf("%d corrupted keys, %d rejected", tried, rejected)
}

// seededReader is a deterministic stream (ChaCha8) for readers that must
// not repeat themselves.
func seededReader(seed byte) *mrand.ChaCha8 {
	var s [32]byte
	s[0] = seed
	return mrand.NewChaCha8(s)
}

// TestGlobalRandom: under testing/stdcryptotest.SetGlobalRandom, GenerateKey
// and EncryptPKCS1v15 are deterministic, as crypto/rsa's are.
func TestGlobalRandom(t *testing.T) {
	gen := func(seed uint64) (*PrivateKey, []byte) {
		stdcryptotest.SetGlobalRandom(t, seed)
		k, err := GenerateKey(rand.Reader, 2048)
		if err != nil {
			t.Fatal(err)
		}
		ct, err := EncryptPKCS1v15(nil, k.PublicKey(), []byte("msg"))
		if err != nil {
			t.Fatal(err)
		}
		return k, ct
	}
	k1, ct1 := gen(1)
	k2, ct2 := gen(1)
	if !k1.Equal(k2) || !bytes.Equal(ct1, ct2) {
		t.Error("GenerateKey or EncryptPKCS1v15 differ under the same global seed")
	}
	if k3, _ := gen(2); k3.Equal(k1) {
		t.Error("GenerateKey gives the same key under different global seeds")
	}
}

// TestCustomRandom: GenerateKey and EncryptPKCS1v15 ignore their reader
// unless GODEBUG=cryptocustomrand=1, and SignPSS and EncryptOAEP use it,
// each exactly as crypto/rsa does.
func TestCustomRandom(t *testing.T) {
	k, sk := testKey(t, 2048)
	h := sha256.Sum256([]byte("random"))
	msg := []byte("msg")
	type outputs struct{ pss, oaep, pkcs1 [2][]byte }
	run := func(ours bool) (o outputs) {
		for i := range 2 {
			r := cryptotest.ConstReader(0x5a)
			if ours {
				o.pss[i], _ = SignPSS(r, k, crypto.SHA256, h[:], nil)
				o.oaep[i], _ = EncryptOAEP(crypto.SHA256, r, k.PublicKey(), msg, nil)
				o.pkcs1[i], _ = EncryptPKCS1v15(r, k.PublicKey(), msg)
			} else {
				o.pss[i], _ = stdrsa.SignPSS(r, sk, crypto.SHA256, h[:], nil)
				o.oaep[i], _ = stdrsa.EncryptOAEP(sha256.New(), r, &sk.PublicKey, msg, nil)
				o.pkcs1[i], _ = stdrsa.EncryptPKCS1v15(r, &sk.PublicKey, msg)
			}
		}
		return o
	}
	for _, godebug := range []string{"", "cryptocustomrand=1"} {
		t.Setenv("GODEBUG", godebug)
		ours, std := run(true), run(false)
		for _, c := range []struct {
			name      string
			ours, std [2][]byte
		}{{"SignPSS", ours.pss, std.pss}, {"EncryptOAEP", ours.oaep, std.oaep}, {"EncryptPKCS1v15", ours.pkcs1, std.pkcs1}} {
			if o, s := bytes.Equal(c.ours[0], c.ours[1]), bytes.Equal(c.std[0], c.std[1]); o != s || c.ours[0] == nil {
				t.Errorf("GODEBUG=%q: %s with a constant reader: repeatable %v, crypto/rsa's %v", godebug, c.name, o, s)
			}
		}
		if godebug == "" {
			if !bytes.Equal(ours.pss[0], std.pss[0]) {
				t.Error("SignPSS with a fixed reader differs from crypto/rsa's signature")
			}
			if !bytes.Equal(ours.oaep[0], std.oaep[0]) {
				t.Error("EncryptOAEP with a fixed reader differs from crypto/rsa's ciphertext")
			}
		}
		// GenerateKey: a seeded stream is ignored by default and used with
		// the setting. (A constant stream would never yield a prime.)
		k1, err1 := GenerateKey(seededReader(7), 2048)
		k2, err2 := GenerateKey(seededReader(7), 2048)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if k1.Equal(k2) != (godebug != "") {
			t.Errorf("GODEBUG=%q: GenerateKey with the same reader twice: same key %v", godebug, k1.Equal(k2))
		}
	}
	t.Setenv("GODEBUG", "")
	if _, err := GenerateKey(cryptotest.ConstReader(0), 2048); err != nil {
		t.Errorf("GenerateKey with an ignored constant reader: %v", err)
	}
}

// TestErrorsAgainstStdlib: every failure that crypto/rsa reports with one
// of its sentinel errors gets the same sentinel here.
func TestErrorsAgainstStdlib(t *testing.T) {
	k, sk := testKey(t, 2048)
	h := sha256.Sum256([]byte("errors"))
	sig, _ := SignPKCS1v15(k, crypto.SHA256, h[:])
	bad := bytes.Clone(sig)
	bad[10] ^= 1
	big := bytes.Repeat([]byte{0xff}, 256)
	long := make([]byte, 300)
	pair := func(ours, std error) [2]error { return [2]error{ours, std} }
	cases := map[string][2]error{
		"VerifyPKCS1v15 bad": pair(VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], bad), stdrsa.VerifyPKCS1v15(&sk.PublicKey, crypto.SHA256, h[:], bad)),
		"VerifyPKCS1v15 ≥n":  pair(VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], big), stdrsa.VerifyPKCS1v15(&sk.PublicKey, crypto.SHA256, h[:], big)),
		"VerifyPKCS1v15 len": pair(VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], sig[1:]), stdrsa.VerifyPKCS1v15(&sk.PublicKey, crypto.SHA256, h[:], sig[1:])),
		"VerifyPKCS1v15 MD4": pair(VerifyPKCS1v15(k.PublicKey(), crypto.MD4, h[:16], sig), stdrsa.VerifyPKCS1v15(&sk.PublicKey, crypto.MD4, h[:16], sig)),
		"VerifyPSS bad":      pair(VerifyPSS(k.PublicKey(), crypto.SHA256, h[:], bad, nil), stdrsa.VerifyPSS(&sk.PublicKey, crypto.SHA256, h[:], bad, nil)),
		"VerifyPSS ≥n":       pair(VerifyPSS(k.PublicKey(), crypto.SHA256, h[:], big, nil), stdrsa.VerifyPSS(&sk.PublicKey, crypto.SHA256, h[:], big, nil)),
		"DecryptPKCS1v15":    pair(second(DecryptPKCS1v15(k, bad)), second(stdrsa.DecryptPKCS1v15(nil, sk, bad))),
		"DecryptPKCS1v15 ≥n": pair(second(DecryptPKCS1v15(k, big)), second(stdrsa.DecryptPKCS1v15(nil, sk, big))),
		"DecryptOAEP":        pair(second(DecryptOAEP(crypto.SHA256, nil, k, bad, nil)), second(stdrsa.DecryptOAEP(sha256.New(), nil, sk, bad, nil))),
		"DecryptOAEP len":    pair(second(DecryptOAEP(crypto.SHA256, nil, k, sig[1:], nil)), second(stdrsa.DecryptOAEP(sha256.New(), nil, sk, sig[1:], nil))),
		"SessionKey long": pair(DecryptPKCS1v15SessionKey(k, sig, make([]byte, 250)),
			stdrsa.DecryptPKCS1v15SessionKey(nil, sk, sig, make([]byte, 250))),
		"EncryptOAEP long":     pair(second(EncryptOAEP(crypto.SHA256, rand.Reader, k.PublicKey(), long, nil)), second(stdrsa.EncryptOAEP(sha256.New(), rand.Reader, &sk.PublicKey, long, nil))),
		"EncryptPKCS1v15 long": pair(second(EncryptPKCS1v15(rand.Reader, k.PublicKey(), long)), second(stdrsa.EncryptPKCS1v15(rand.Reader, &sk.PublicKey, long))),
		"SignPSS salt": pair(second(SignPSS(rand.Reader, k, crypto.SHA256, h[:], &PSSOptions{SaltLength: 240})),
			second(stdrsa.SignPSS(rand.Reader, sk, crypto.SHA256, h[:], &PSSOptions{SaltLength: 240}))),
	}
	for name, c := range cases {
		ours, std := c[0], c[1]
		if std == nil || ours == nil {
			t.Errorf("%s: ours %v, crypto/rsa %v: both must fail", name, ours, std)
			continue
		}
		for _, sentinel := range []error{ErrVerification, ErrDecryption, ErrMessageTooLong} {
			if errors.Is(ours, sentinel) != errors.Is(std, sentinel) {
				t.Errorf("%s: ours %v, crypto/rsa %v", name, ours, std)
			}
		}
	}
	if ErrVerification != stdrsa.ErrVerification || ErrDecryption != stdrsa.ErrDecryption || ErrMessageTooLong != stdrsa.ErrMessageTooLong {
		t.Error("sentinels are not crypto/rsa's")
	}
}

func second[T any](_ T, err error) error { return err }

// TestHashesAgainstStdlib: for known, unlinked and invalid hashes, wrong
// digest lengths and every kind of PSS options, signing and verification
// succeed or fail as in crypto/rsa. Where crypto/rsa panics (an invalid
// hash value in PKCS #1 v1.5; in Go 1.26 VerifyPSS with an unlinked hash)
// we return an error.
func TestHashesAgainstStdlib(t *testing.T) {
	k, sk := testKey(t, 2048)
	h := sha256.Sum256([]byte("hashes"))
	pssSig, _ := stdrsa.SignPSS(rand.Reader, sk, crypto.SHA256, h[:], nil)
	pkcsSig, _ := stdrsa.SignPKCS1v15(nil, sk, crypto.SHA256, h[:])
	try := func(f func() error) (err error, panicked bool) {
		defer func() {
			if recover() != nil {
				panicked = true
			}
		}()
		return f(), false
	}
	for _, hash := range []crypto.Hash{0, crypto.SHA256, crypto.SHA1, crypto.MD4, crypto.RIPEMD160, crypto.MD5SHA1, crypto.Hash(99)} {
		for _, dlen := range []int{32, 20, 16, 36, 0} {
			digest := make([]byte, dlen)
			copy(digest, h[:])
			name := fmt.Sprintf("%v/%d", hash, dlen)
			check := func(what string, ours func() error, std func() error) {
				oErr, oPanic := try(ours)
				sErr, sPanic := try(std)
				switch {
				case oPanic:
					t.Errorf("%s %s: panic", name, what)
				case sPanic:
					if oErr == nil {
						t.Errorf("%s %s: crypto/rsa panics, we succeed", name, what)
					}
				case (oErr == nil) != (sErr == nil) || errors.Is(oErr, ErrVerification) != errors.Is(sErr, ErrVerification) ||
					errors.Is(oErr, ErrMessageTooLong) != errors.Is(sErr, ErrMessageTooLong):
					t.Errorf("%s %s: ours %v, crypto/rsa %v", name, what, oErr, sErr)
				}
			}
			check("SignPKCS1v15", func() error { return second(SignPKCS1v15(k, hash, digest)) },
				func() error { return second(stdrsa.SignPKCS1v15(nil, sk, hash, digest)) })
			check("VerifyPKCS1v15", func() error { return VerifyPKCS1v15(k.PublicKey(), hash, digest, pkcsSig) },
				func() error { return stdrsa.VerifyPKCS1v15(&sk.PublicKey, hash, digest, pkcsSig) })
			for _, opts := range []*PSSOptions{nil, {SaltLength: PSSSaltLengthAuto}, {SaltLength: PSSSaltLengthEqualsHash}, {SaltLength: 20}, {SaltLength: -5}} {
				what := fmt.Sprintf("PSS %+v", opts)
				check("Sign"+what, func() error { return second(SignPSS(rand.Reader, k, hash, digest, opts)) },
					func() error { return second(stdrsa.SignPSS(rand.Reader, sk, hash, digest, opts)) })
				check("Verify"+what, func() error { return VerifyPSS(k.PublicKey(), hash, digest, pssSig, opts) },
					func() error { return stdrsa.VerifyPSS(&sk.PublicKey, hash, digest, pssSig, opts) })
			}
		}
	}
	// SignPSS with nil options: the longest salt, as crypto/rsa.
	sig, err := SignPSS(rand.Reader, k, crypto.SHA256, h[:], nil)
	if err != nil || stdrsa.VerifyPSS(&sk.PublicKey, crypto.SHA256, h[:], sig, &PSSOptions{SaltLength: 256 - 2 - 32}) != nil {
		t.Errorf("SignPSS(nil options) does not use the longest salt: %v", err)
	}
}

// TestEqual compares keys of both packages, both ways round where the
// standard library's method takes ours.
func TestEqual(t *testing.T) {
	k, sk := testKey(t, 2048)
	other, osk := testKey(t, 3072)
	if !k.PublicKey().Equal(k.Public()) || !k.PublicKey().Equal(&sk.PublicKey) || !k.PublicKey().Equal(k.PublicKey()) {
		t.Error("PublicKey.Equal: the same key compares unequal")
	}
	if !k.Equal(sk) || !k.Equal(k) || !k.Equal(k.Std()) {
		t.Error("PrivateKey.Equal: the same key compares unequal")
	}
	if k.Equal(other) || k.Equal(osk) || k.PublicKey().Equal(other.Public()) || k.PublicKey().Equal(&osk.PublicKey) {
		t.Error("different keys compare equal")
	}
	if k.Equal(nil) || k.Equal((*PrivateKey)(nil)) || k.Equal((*stdrsa.PrivateKey)(nil)) || k.Equal(&stdrsa.PrivateKey{}) ||
		k.PublicKey().Equal(nil) || k.PublicKey().Equal(&stdrsa.PublicKey{}) || k.PublicKey().Equal((*PublicKey)(nil)) || k.Equal(k.PublicKey()) {
		t.Error("Equal with nil, empty or mistyped keys")
	}
	swapped := k.Std()
	swapped.Primes[0], swapped.Primes[1] = swapped.Primes[1], swapped.Primes[0]
	if k.Equal(swapped) != sk.Equal(swapped) {
		t.Error("prime order compared unlike crypto/rsa")
	}
	e := k.Std()
	e.E = 3
	if k.Equal(e) || k.PublicKey().Equal(&e.PublicKey) {
		t.Error("a different exponent compares equal")
	}
	if !sk.PublicKey.Equal(k.Public()) {
		t.Error("crypto/rsa's Equal does not match Public()")
	}
}

// TestX509Interop hands a ctcrypto key to crypto/x509 as the package
// documentation says: Std() for the marshalling functions, the key itself
// as the signer and Public() as the certificate's public key.
func TestX509Interop(t *testing.T) {
	k, _ := testKey(t, 2048)
	der, err := x509.MarshalPKCS8PrivateKey(k.Std())
	if err != nil || !bytes.Equal(der, MarshalPKCS8PrivateKey(k)) {
		t.Fatalf("x509.MarshalPKCS8PrivateKey(k.Std()): %v", err)
	}
	if _, err := x509.MarshalPKCS8PrivateKey(k); err == nil {
		t.Log("crypto/x509 now marshals ctcrypto keys directly")
	}
	pub, err := x509.MarshalPKIXPublicKey(k.Public())
	if err != nil || !bytes.Equal(pub, MarshalPKIXPublicKey(k.PublicKey())) {
		t.Fatalf("x509.MarshalPKIXPublicKey(k.Public()): %v", err)
	}
	for _, alg := range []x509.SignatureAlgorithm{x509.SHA256WithRSA, x509.SHA384WithRSAPSS} {
		tmpl := &x509.Certificate{
			SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "ctcrypto"},
			NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
			IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
			SignatureAlgorithm: alg,
		}
		cder, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, k.Public(), k)
		if err != nil {
			t.Fatalf("%v: CreateCertificate: %v", alg, err)
		}
		cert, err := x509.ParseCertificate(cder)
		if err != nil {
			t.Fatal(err)
		}
		if err := cert.CheckSignatureFrom(cert); err != nil {
			t.Fatalf("%v: %v", alg, err)
		}
		if !k.PublicKey().Equal(cert.PublicKey) {
			t.Fatalf("%v: certificate key differs", alg)
		}
		csr, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: tmpl.Subject, SignatureAlgorithm: alg}, k)
		if err != nil {
			t.Fatalf("%v: CreateCertificateRequest: %v", alg, err)
		}
		if req, err := x509.ParseCertificateRequest(csr); err != nil || req.CheckSignature() != nil {
			t.Fatalf("%v: CSR: %v", alg, err)
		}
	}
}
