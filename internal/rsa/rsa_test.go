// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"crypto"
	"crypto/rand"
	stdrsa "crypto/rsa"
	"crypto/sha256"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestMain fails an unfiltered run in which a bignum tier this machine
// supports was never selected by a test.
func TestMain(m *testing.M) { cryptotest.Main(m, "bigmod") }

// testStdKeys holds crypto/rsa keys, one per size, generated once.
var testStdKeys = map[int]*stdrsa.PrivateKey{}

// testKey returns a fresh engine key made from a crypto/rsa key of the
// given size (fresh, so that a test may damage it).
func testKey(t *testing.T, bits int) *PrivateKey {
	sk, ok := testStdKeys[bits]
	if !ok {
		var err error
		if sk, err = stdrsa.GenerateKey(rand.Reader, bits); err != nil {
			t.Fatal(err)
		}
		testStdKeys[bits] = sk
	}
	pc := sk.Precomputed
	k, err := NewPrivateKeyWithPrecomputation(sk.N.Bytes(), sk.E, sk.D.Bytes(), sk.Primes[0].Bytes(), sk.Primes[1].Bytes(),
		pc.Dp.Bytes(), pc.Dq.Bytes(), pc.Qinv.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestFaultCheck: a CRT exponent or coefficient damaged after key setup (as
// a fault would damage it), or a glitch in c mod p, makes signing fail with
// errFault instead of releasing a wrong signature, on every tier.
func TestFaultCheck(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", func(t *testing.T) {
		h := sha256.Sum256([]byte("fault"))
		for _, bits := range []int{1024, 2048, 3072} {
			for which := 0; which < 4; which++ {
				k := testKey(t, bits)
				testGlitchReduce = false
				switch which {
				case 0:
					k.dP[len(k.dP)-1] ^= 2
				case 1:
					k.dQ[len(k.dQ)/2] ^= 0x10
				case 2:
					k.qInv.Limbs()[0] ^= 1
				case 3:
					testGlitchReduce = true
				}
				if _, err := SignPKCS1v15(k, crypto.SHA256, h[:]); err != errFault {
					t.Errorf("%d bits, damage %d: got %v, want errFault", bits, which, err)
				}
				testGlitchReduce = false
			}
		}
	})
}
