// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"bytes"
	"crypto"
	"crypto/rand"
	stdrsa "crypto/rsa"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/x509"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

var (
	stdKeysOnce sync.Once
	stdKeys     map[int]*stdrsa.PrivateKey
)

// testStdKey returns a crypto/rsa key of the given size, generated once.
func testStdKey(t testing.TB, bits int) *stdrsa.PrivateKey {
	stdKeysOnce.Do(func() { stdKeys = map[int]*stdrsa.PrivateKey{} })
	if k, ok := stdKeys[bits]; ok {
		return k
	}
	k, err := stdrsa.GenerateKey(rand.Reader, bits)
	if err != nil {
		t.Fatal(err)
	}
	stdKeys[bits] = k
	return k
}

func testKey(t testing.TB, bits int) (*PrivateKey, *stdrsa.PrivateKey) {
	sk := testStdKey(t, bits)
	k, err := FromStdPrivateKey(sk)
	if err != nil {
		t.Fatal(err)
	}
	return k, sk
}

func TestCrossStdlib(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", testCrossStdlib)
}

func testCrossStdlib(t *testing.T) {
	for _, bits := range []int{1024, 2048, 3072, 1536 + 8} {
		k, sk := testKey(t, bits)
		msg := []byte("hello, world")
		h := sha256.Sum256(msg)

		sig, err := SignPKCS1v15(k, crypto.SHA256, h[:])
		if err != nil {
			t.Fatal(err)
		}
		if err := stdrsa.VerifyPKCS1v15(&sk.PublicKey, crypto.SHA256, h[:], sig); err != nil {
			t.Fatalf("%d: stdlib rejects our PKCS#1 v1.5 signature: %v", bits, err)
		}
		ssig, _ := stdrsa.SignPKCS1v15(nil, sk, crypto.SHA256, h[:])
		if !bytes.Equal(sig, ssig) {
			t.Fatalf("%d: PKCS#1 v1.5 signatures differ", bits)
		}
		if err := VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], ssig); err != nil {
			t.Fatal(err)
		}
		ssig[len(ssig)-1] ^= 1
		if err := VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], ssig); err == nil {
			t.Fatal("bad signature accepted")
		}

		for _, sl := range []int{PSSSaltLengthAuto, PSSSaltLengthEqualsHash, 0, 10} {
			opts := &PSSOptions{SaltLength: sl}
			psig, err := SignPSS(rand.Reader, k, crypto.SHA256, h[:], opts)
			if err != nil {
				t.Fatal(err)
			}
			if err := stdrsa.VerifyPSS(&sk.PublicKey, crypto.SHA256, h[:], psig, opts); err != nil && sl != 0 {
				t.Fatalf("%d/%d: stdlib rejects our PSS signature: %v", bits, sl, err)
			}
			if err := VerifyPSS(k.PublicKey(), crypto.SHA256, h[:], psig, opts); err != nil {
				t.Fatalf("%d/%d: our PSS signature: %v", bits, sl, err)
			}
			spsig, _ := stdrsa.SignPSS(rand.Reader, sk, crypto.SHA256, h[:], opts)
			if err := VerifyPSS(k.PublicKey(), crypto.SHA256, h[:], spsig, opts); err != nil {
				t.Fatalf("%d/%d: stdlib PSS signature rejected: %v", bits, sl, err)
			}
		}

		for _, hh := range []crypto.Hash{crypto.SHA1, crypto.SHA256} {
			label := []byte("label")
			ct, err := EncryptOAEP(hh, rand.Reader, k.PublicKey(), msg, label)
			if err != nil {
				t.Fatal(err)
			}
			pt, err := stdrsa.DecryptOAEP(hh.New(), nil, sk, ct, label)
			if err != nil || !bytes.Equal(pt, msg) {
				t.Fatalf("stdlib cannot decrypt our OAEP: %v", err)
			}
			sct, _ := stdrsa.EncryptOAEP(hh.New(), rand.Reader, &sk.PublicKey, msg, label)
			pt, err = DecryptOAEP(hh, nil, k, sct, label)
			if err != nil || !bytes.Equal(pt, msg) {
				t.Fatalf("cannot decrypt stdlib OAEP: %v", err)
			}
			if _, err := DecryptOAEP(hh, nil, k, sct, []byte("other")); err != ErrDecryption {
				t.Fatal("wrong label accepted")
			}
		}
		ct, _ := EncryptPKCS1v15(rand.Reader, k.PublicKey(), msg)
		if pt, err := stdrsa.DecryptPKCS1v15(nil, sk, ct); err != nil || !bytes.Equal(pt, msg) {
			t.Fatal("PKCS#1 v1.5 encryption")
		}
		sct, _ := stdrsa.EncryptPKCS1v15(rand.Reader, &sk.PublicKey, msg)
		if pt, err := DecryptPKCS1v15(k, sct); err != nil || !bytes.Equal(pt, msg) {
			t.Fatal("PKCS#1 v1.5 decryption")
		}
		key := make([]byte, len(msg))
		if err := DecryptPKCS1v15SessionKey(k, sct, key); err != nil || !bytes.Equal(key, msg) {
			t.Fatal("session key")
		}

		// Encodings, both ways.
		der := MarshalPKCS1PrivateKey(k)
		if !bytes.Equal(der, x509.MarshalPKCS1PrivateKey(sk)) {
			t.Fatalf("%d: PKCS#1 encoding differs from crypto/x509", bits)
		}
		k2, err := ParsePKCS1PrivateKey(der)
		if err != nil || !k2.Equal(k) {
			t.Fatal(err)
		}
		p8, _ := x509.MarshalPKCS8PrivateKey(sk)
		if !bytes.Equal(p8, MarshalPKCS8PrivateKey(k)) {
			t.Fatalf("%d: PKCS#8 encoding differs", bits)
		}
		if k3, err := ParsePKCS8PrivateKey(p8); err != nil || !k3.Equal(k) {
			t.Fatal(err)
		}
		pkix, _ := x509.MarshalPKIXPublicKey(&sk.PublicKey)
		if !bytes.Equal(pkix, MarshalPKIXPublicKey(k.PublicKey())) {
			t.Fatal("PKIX encoding differs")
		}
		if pub, err := ParsePKIXPublicKey(pkix); err != nil || !pub.Equal(k.PublicKey()) {
			t.Fatal(err)
		}
		if !bytes.Equal(x509.MarshalPKCS1PublicKey(&sk.PublicKey), MarshalPKCS1PublicKey(k.PublicKey())) {
			t.Fatal("PKCS#1 public encoding differs")
		}
		if pk, err := ParsePrivateKeyPEM(MarshalPKCS8PrivateKeyPEM(k)); err != nil || !pk.Equal(k) {
			t.Fatal(err)
		}
		if pk, err := ParsePrivateKeyPEM(MarshalPKCS1PrivateKeyPEM(k)); err != nil || !pk.Equal(k) {
			t.Fatal(err)
		}
		if pk, err := ParsePublicKeyPEM(MarshalPKIXPublicKeyPEM(k.PublicKey())); err != nil || !pk.Equal(k.PublicKey()) {
			t.Fatal(err)
		}
		back := k.Std()
		if err := back.Validate(); err != nil || !back.Equal(sk) {
			t.Fatalf("Std: %v", err)
		}
		// Without precomputed values.
		k4, err := NewPrivateKey(sk.N.Bytes(), sk.E, sk.D.Bytes(), sk.Primes[0].Bytes(), sk.Primes[1].Bytes())
		if err != nil || !k4.Equal(k) || !bytes.Equal(MarshalPKCS1PrivateKey(k4), der) {
			t.Fatalf("NewPrivateKey: %v", err)
		}
	}
}

func TestSHA1Linked(t *testing.T) { _ = sha1.New() }

func TestBadKeys(t *testing.T) {
	_, sk := testKey(t, 2048)
	n, d, p, q := sk.N.Bytes(), sk.D.Bytes(), sk.Primes[0].Bytes(), sk.Primes[1].Bytes()
	pc := sk.Precomputed
	dp, dq, qi := pc.Dp.Bytes(), pc.Dq.Bytes(), pc.Qinv.Bytes()
	flip := func(b []byte) []byte { c := bytes.Clone(b); c[len(c)/2] ^= 4; return c }
	cases := []struct {
		name string
		f    func() (*PrivateKey, error)
		want string
	}{
		{"n", func() (*PrivateKey, error) {
			return NewPrivateKeyWithPrecomputation(flip(n), sk.E, d, p, q, dp, dq, qi)
		}, "p·q"},
		{"p", func() (*PrivateKey, error) {
			return NewPrivateKeyWithPrecomputation(n, sk.E, d, flip(p), q, dp, dq, qi)
		}, "p·q"},
		{"d", func() (*PrivateKey, error) {
			return NewPrivateKeyWithPrecomputation(n, sk.E, flip(d), p, q, dp, dq, qi)
		}, "d does not match"},
		{"dP", func() (*PrivateKey, error) {
			return NewPrivateKeyWithPrecomputation(n, sk.E, d, p, q, flip(dp), dq, qi)
		}, "dP"},
		{"dQ", func() (*PrivateKey, error) {
			return NewPrivateKeyWithPrecomputation(n, sk.E, d, p, q, dp, flip(dq), qi)
		}, "dQ"},
		{"qInv", func() (*PrivateKey, error) {
			return NewPrivateKeyWithPrecomputation(n, sk.E, d, p, q, dp, dq, flip(qi))
		}, "qInv"},
		{"e", func() (*PrivateKey, error) { return NewPrivateKeyWithPrecomputation(n, 65539, d, p, q, dp, dq, qi) }, "e⁻¹"},
		{"e even", func() (*PrivateKey, error) { return NewPrivateKeyWithPrecomputation(n, 65538, d, p, q, dp, dq, qi) }, "even"},
		{"p=q", func() (*PrivateKey, error) { return NewPrivateKeyWithPrecomputation(n, sk.E, d, p, p, dp, dq, qi) }, ""},
		{"small", func() (*PrivateKey, error) { return NewPrivateKey(n[:100], sk.E, d, p, q) }, "too small"},
	}
	for _, c := range cases {
		_, err := c.f()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want error containing %q", c.name, err, c.want)
		}
	}
	if _, err := GenerateKey(rand.Reader, 1024); err == nil {
		t.Error("1024-bit generation accepted")
	}
}

func TestGenerateKey(t *testing.T) {
	k, err := GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	sk := k.Std()
	if err := sk.Validate(); err != nil {
		t.Fatal(err)
	}
	if sk.N.BitLen() != 2048 {
		t.Fatal("wrong size")
	}
	// d = e⁻¹ mod λ(n) (FIPS 186-5 §A.1.1), checked with math/big.
	one := big.NewInt(1)
	pm1, qm1 := new(big.Int).Sub(sk.Primes[0], one), new(big.Int).Sub(sk.Primes[1], one)
	g := new(big.Int).GCD(nil, nil, pm1, qm1)
	lambda := new(big.Int).Div(new(big.Int).Mul(pm1, qm1), g)
	if want := new(big.Int).ModInverse(big.NewInt(int64(sk.E)), lambda); want.Cmp(sk.D) != 0 {
		t.Fatalf("d is not e⁻¹ mod λ(n)")
	}
	der := MarshalPKCS1PrivateKey(k)
	if _, err := x509.ParsePKCS1PrivateKey(der); err != nil {
		t.Fatal(err)
	}
	if k2, err := ParsePKCS1PrivateKey(der); err != nil || !k2.Equal(k) {
		t.Fatal(err)
	}
}

func TestAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts differ under coverage or the race detector")
	}
	k, _ := testKey(t, 2048)
	h := sha256.Sum256([]byte("allocs"))
	sig, _ := SignPKCS1v15(k, crypto.SHA256, h[:])
	if n := testing.AllocsPerRun(20, func() {
		if err := VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], sig); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("VerifyPKCS1v15: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(20, func() {
		if _, err := SignPKCS1v15(k, crypto.SHA256, h[:]); err != nil {
			t.Fatal(err)
		}
	}); n > 1 {
		t.Errorf("SignPKCS1v15: %v allocations, want 1 (the signature)", n)
	}
}

// TestConcurrent signs, verifies and calls Public from several goroutines
// on one key (run with -race).
func TestConcurrent(t *testing.T) {
	k, _ := testKey(t, 2048)
	h := sha256.Sum256([]byte("concurrent"))
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 3; j++ {
				_ = k.Public()
				sig, err := k.Sign(rand.Reader, h[:], crypto.SHA256)
				if err != nil {
					t.Error(err)
					return
				}
				if err := VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], sig); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
}
