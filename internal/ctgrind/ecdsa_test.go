// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

// This file is an external test package: nistec imports ctgrind (to
// declassify the bits it reveals on purpose), so package ctgrind's own
// tests cannot import nistec.

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/ecdh"
	. "github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/impl"
	"github.com/ctcrypto/ctcrypto/internal/nistec"
)

// Entry points for nistec (field and scalar multiplication), ecdsa (nonce
// generation and signing) and ecdh, under the Base and ADX tiers. The
// private scalars and field operands are secret; the only revealed bits
// are the ones nistec declassifies on purpose (a scalar out of range, a
// rejected nonce candidate, r or s zero, a result at infinity).

var ctCurves = []string{"P-256", "P-384", "P-521"}

func ctScalar(size int) []byte {
	d := make([]byte, size)
	for i := range d {
		d[i] = byte(i*73 + 41)
	}
	d[0] = 0x01 // below n on every curve
	return d
}

func nistecCurve(name string) *nistec.Curve {
	switch name {
	case "P-256":
		return nistec.P256()
	case "P-384":
		return nistec.P384()
	}
	return nistec.P521()
}

func testCTFieldMul(t *testing.T, tier string) {
	SelectTier(t, "nistec", tier)
	for _, c := range ctCurves {
		size := nistecCurve(c).Size
		x := SecretCopy(t, ctScalar(size))
		y := SecretCopy(t, ctScalar(size))
		y[size-1] ^= 0x55
		z := make([]byte, size)
		nistec.CTFieldMul(c, z, x, y)
		Public(z)
	}
}

// One top-level test per tier, not subtests: .ci/ctgrind.sh lists the
// TestCT* names and, after a report, reruns each alone in its own valgrind
// process, which attributes a leak to one tier.
func TestCTNistecBaseFieldMul(t *testing.T) { testCTFieldMul(t, impl.Base) }
func TestCTNistecADXFieldMul(t *testing.T)  { testCTFieldMul(t, "ADX") }
func TestCTNistecMULQFieldMul(t *testing.T) { testCTFieldMul(t, "MULQ") }

// testCTScalarMult checks both the fixed-base (table scan) and the
// variable-base (Booth windows) multiplications with a secret scalar.
func testCTScalarMult(t *testing.T, tier string) {
	SelectTier(t, "nistec", tier)
	for _, c := range ctCurves {
		cv := nistecCurve(c)
		d := SecretCopy(t, ctScalar(cv.Size))
		pub, err := cv.PublicKey(d) // d·G
		if err != nil {
			t.Fatal(err)
		}
		Public(pub)
		shared, err := cv.ECDH(d, pub) // d·(d·G)
		if err != nil {
			t.Fatal(err)
		}
		Public(shared)
	}
}

func TestCTNistecBaseScalarMult(t *testing.T) { testCTScalarMult(t, impl.Base) }
func TestCTNistecADXScalarMult(t *testing.T)  { testCTScalarMult(t, "ADX") }
func TestCTNistecMULQScalarMult(t *testing.T) { testCTScalarMult(t, "MULQ") }

// testCTSign covers RFC 6979 nonce generation (HMAC_DRBG keyed with the
// secret scalar, rejection sampling) and the signature itself.
func testCTSign(t *testing.T, tier string) {
	SelectTier(t, "nistec", tier)
	for _, c := range ecdsaCurves {
		ecdsaSignOnce(t, ecdsaSecretKey(t, c))
	}
}

func TestCTECDSABaseSign(t *testing.T) { testCTSign(t, impl.Base) }
func TestCTECDSAADXSign(t *testing.T)  { testCTSign(t, "ADX") }
func TestCTECDSAMULQSign(t *testing.T) { testCTSign(t, "MULQ") }

func testCTECDH(t *testing.T, tier string) {
	SelectTier(t, "nistec", tier)
	c := ecdh.P384()
	peer, err := c.NewPrivateKey(ctScalar(48))
	if err != nil {
		t.Fatal(err)
	}
	k, err := c.NewPrivateKey(SecretCopy(t, ctScalar(48)))
	if err != nil {
		t.Fatal(err)
	}
	s, err := k.ECDH(peer.PublicKey())
	if err != nil {
		t.Fatal(err)
	}
	Public(s)
}

func TestCTECDHBaseP384(t *testing.T) { testCTECDH(t, impl.Base) }
func TestCTECDHADXP384(t *testing.T)  { testCTECDH(t, "ADX") }
func TestCTECDHMULQP384(t *testing.T) { testCTECDH(t, "MULQ") }
