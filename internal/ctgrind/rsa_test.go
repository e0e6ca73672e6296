// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

// Constant-time entry points for RSA and the bigmod operations it adds to
// the word kernels (bigmod_asm_test.go covers those): Montgomery
// multiplication, exponentiation and reduction modulo a secret prime, the
// constant-time inverse, long division by a secret even modulus (p−1 in key
// checks), PKCS #1 v1.5 signing and OAEP decryption with a secret key.
//
// Key material is marked Secret before key setup, so setup is checked too:
// the library declassifies through internal/subtle, which calls Public, so
// it makes public exactly what it documents as public (the bit lengths of
// p and q, validation verdicts, whether a decryption succeeded and, once
// it has, the message length). Valgrind has no ADX or AVX-512, so Base and MULQ
// are the tiers checked under it; natively every test is an ordinary test.

import (
	"crypto"
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/bigmod"
	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/impl"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
	"github.com/ctcrypto/ctcrypto/rsa"
)

// rsaTestKeyPEM is a fixed 2048-bit key (generated for these tests only).
const rsaTestKeyPEM = `
-----BEGIN RSA PRIVATE KEY-----
MIIEpAIBAAKCAQEAoRntZ75EEM5s3129aGCtQnQ8tcWmkWBuT7Ufx0zrw2LbyEFr
I2kC1ZcuL6isUzd3p0YJaswqPcLS81WIrp4z80XetRPlFYI9ICxBM3bIog6NLI9s
s9MXN8NKLyy40bs4DeELqW4UF0IkCm2RozC/WAOC/azWMBjdkF1jPwJZKtBPtXuy
TnPfNskTjzkJYH1d2s0eXZiZxnin+YeusjSDeqLfaNcwyUy6ImKLX85wJFv93Z27
QhVs6o/ohWLPuwsirdwSbaPn1yfI2J+wYpaxLeLc22ng87w9wtexJiF00FRmefJ7
TSrlvQ9ydlYCE+3NHKCoaYVM2GQf0VNz/qZ7vwIDAQABAoIBAAzqgucrZlJL9TH0
q7KKSw8l5JbU5uWG7AaF81X2QSdkGKeLNHzH9uCLA2VHdQbNo/vhmJsFuBPwN8Yn
QxMaP04Ezwszh3gG/hbt6rhRO1q1fJ9oTFh1LHUIZOfirQVbqO3WminBApQEIIGZ
hptP1YzH6KD6p3LUZjHPMEglTGLV5M1aPwnM+oWh9eGq4T4yvoC97+C0sM2dajq5
FcenYbPjCc0/4nQgujrKD61r+FQRAHW9pIRIRBelZ5JD+PUATF5PnXkwnJOmVsK/
mGAJI/9Kj6pRTyKfOqB1iob9GLyTBJqkQohuFgKt4XZi8X0Gl46AH1wIUNcUw8Pf
kXu18FkCgYEAySMKTAHgoNmlIgziAEOIhwU6uG34xh2CtQTQyKyRcM27UWPWflHS
+gvcbjaIlLD1iPv7U+XXjPTdCGMkfRY8DunQkpkZCs/5dlDkbfjrR3n0sYVoZ/P3
AU+ldVvjwa49k1BbgW95M5lD1Maqrm6cnzQ9XBu/iBZy7WXphUIdhj0CgYEAzQtJ
YUt0KOFY+exzgnmcBJOUzdglL4zrPOR5jLYuJ+/9m766lbhlg2/RCpdJkn8TzIcr
YV8HiCrlFKv8U5pvWoMyeJBgbANzIUCIIMvqhaoPtUoJpu5HIdz2fDTtZ05Gg8M/
k7pbY2aZHf1ox20e72SxSsUGzVAyP3ZPq6ITJasCgYEAhq67+mFXdN3IQaC2xM5z
4VWTGGQrLR4do/DxjS5gxVQ9liZwPm20BFNk6zgBBO/puixhArDpQS3FxBP/HvOA
i8vtKfzyU9cniB5ql2kSwu3a9/QJEXK/d1VJyegZ/lsaSEaKv4VRd0etsBDHwb23
irOEUuURv6Kommafk+fNtVECgYBnJW5ci2B70CC6WMAiuppJkxQgGMNcED+l+ilL
J7pATPH/Dws9le07GVzHPyO7lkGXecfQy8U2Mp3asEnWpLGvjqAtFjPrIjEgYR4Z
oXrwkoQkZoJEf0k5N7am9NkYRsAiOG4bGnwunMYZ2AiFidcuBjFJs6OgVN9yHUom
xPls0QKBgQC9s/ZT4J1XwKMVcDHs93hf3bm9lwhiQDPiyEpTyMgtXh83N8fsJtJI
pLWJMd/+bklLJCuqk0Z/qVKe06RPLzFbndjfQ80YJrZH53+++uSBZHoUkBQkUCPS
kGaODkWPfILfCD7S93l/DiV2VqYC8ibv8lkErza3SilFZLPPzgHSmw==
-----END RSA PRIVATE KEY-----
`

type rsaSecretKey struct {
	n                     []byte
	e                     int
	d, p, q, dP, dQ, qInv []byte
}

// rsaTestKey returns the fixed key's values, the secret ones as Secret
// copies (Public again when the test ends).
func rsaTestKey(t *testing.T) rsaSecretKey {
	t.Helper()
	k := rsaStdTestKey(t)
	size := k.Primes[0].BitLen() / 8
	b := func(x *big.Int, n int) []byte { return ctgrind.SecretCopy(t, x.FillBytes(make([]byte, n))) }
	return rsaSecretKey{
		n: k.N.Bytes(), e: k.E,
		d: b(k.D, 256), p: b(k.Primes[0], size), q: b(k.Primes[1], size),
		dP: b(k.Precomputed.Dp, size), dQ: b(k.Precomputed.Dq, size), qInv: b(k.Precomputed.Qinv, size),
	}
}

func rsaTiers(t *testing.T, f func(t *testing.T)) {
	for _, tier := range []string{impl.Base, "MULQ", "ADX", "IFMA", "ARM64"} {
		t.Run(tier, func(t *testing.T) {
			if tier != impl.Base && !impl.Supported("bigmod", tier) {
				t.Skipf("tier %s not supported here", tier)
			}
			ctgrind.SelectTier(t, "bigmod", tier)
			f(t)
		})
	}
}

// TestCTRSASign signs with a key whose private values are secret from key
// setup on (parse checks, CRT precomputation, the exponentiations, the
// recombination and the fault check).
func TestCTRSASign(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		k := rsaSecretPrivateKey(t)
		h := sha256.Sum256([]byte("ctgrind"))
		digest := ctgrind.SecretCopy(t, h[:])
		sig, err := rsa.SignPKCS1v15(k, crypto.SHA256, digest)
		if err != nil {
			t.Fatal(err)
		}
		ctgrind.Public(sig)
		ctgrind.Public(digest)
		if err := rsa.VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, digest, sig); err != nil {
			t.Fatal(err)
		}
	})
}

// TestCTRSAOAEPDecrypt decrypts a valid and an invalid OAEP ciphertext
// with a secret key: only the verdict and, on success, the message length
// may be public.
func TestCTRSAOAEPDecrypt(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		k := rsaSecretPrivateKey(t)
		pub := k.PublicKey()
		ct, err := rsa.EncryptOAEP(crypto.SHA256, zeroRand{}, pub, []byte("secret message"), nil)
		if err != nil {
			t.Fatal(err)
		}
		pt, err := rsa.DecryptOAEP(crypto.SHA256, nil, k, ct, nil)
		if err != nil {
			t.Fatal(err)
		}
		ctgrind.Public(pt)
		if string(pt) != "secret message" {
			t.Fatal("wrong plaintext")
		}
		ct[10] ^= 1
		if _, err := rsa.DecryptOAEP(crypto.SHA256, nil, k, ct, nil); err == nil {
			t.Fatal("tampered ciphertext accepted")
		}
	})
}

type zeroRand struct{}

func (zeroRand) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(i)
	}
	return len(b), nil
}

// rsaSecretPrime returns the key's p as a Modulus built from Secret bytes.
func rsaSecretPrime(t *testing.T) (*bigmod.Modulus, rsaSecretKey) {
	s := rsaTestKey(t)
	P, err := bigmod.NewModulus(s.p)
	if err != nil {
		t.Fatal(err)
	}
	return P, s
}

// TestCTRSABigmodMulExp: Montgomery multiplication and fixed-window
// exponentiation with a secret modulus, base and exponent.
func TestCTRSABigmodMulExp(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		P, s := rsaSecretPrime(t)
		x, err := bigmod.NewNat(0).SetBytes(s.qInv, P)
		if err != nil {
			t.Fatal(err)
		}
		y := x.Clone().Mul(x, P)
		y.Exp(y, s.dP, P)
		out := y.Bytes(P)
		ctgrind.Public(out)
	})
}

// TestCTRSABigmodInverse: the binary extended Euclid with a secret input
// and a secret odd modulus.
func TestCTRSABigmodInverse(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		P, s := rsaSecretPrime(t)
		Q, err := bigmod.NewModulus(s.q)
		if err != nil {
			t.Fatal(err)
		}
		qp := bigmod.NewNat(0).Mod(Q.Nat(), P)
		inv := bigmod.NewNat(0)
		ok := inv.Inverse(qp, P)
		if !subtle.DeclassifyChoice(ok) {
			t.Fatal("not invertible")
		}
		out := inv.Bytes(P)
		ctgrind.Public(out)
	})
}

// TestCTRSABigmodModEven: long division of the secret d by the secret even
// modulus p−1 (the key check d mod (p−1) = dP).
func TestCTRSABigmodModEven(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		P, s := rsaSecretPrime(t)
		pm1, err := bigmod.NewModulusFromNat(P.Nat().SubOne())
		if err != nil {
			t.Fatal(err)
		}
		r := bigmod.NewNat(0).Mod(bigmod.NatFromBytes(s.d), pm1)
		out := r.Bytes(pm1)
		ctgrind.Public(out)
	})
}

// TestCTRSABigmodLambda: the key-generation path to λ(n) = lcm(p−1, q−1):
// binary GCD of secret numbers, a shift by a secret amount and a division
// by a secret word.
func TestCTRSABigmodLambda(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		s := rsaTestKey(t)
		pm1 := bigmod.NatFromBytes(s.p).SubOne()
		qm1 := bigmod.NatFromBytes(s.q).SubOne()
		g, sh := bigmod.GCDShift(pm1, qm1)
		phi := bigmod.MulPlain(pm1, qm1)
		phi.ShiftRightSecret(sh, 64)
		lambda := phi.DivWord(phi, g.Limbs()[0]|1)
		out := lambda.FillBytes(make([]byte, 256))
		ctgrind.Public(out)
	})
}
