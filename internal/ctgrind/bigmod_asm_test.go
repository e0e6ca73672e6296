// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

// Constant-time entry points for the bigmod word kernels (montMul, montSqr,
// addVV, subVV, addMulVVW) on each tier, driven through bigmod's Nat API:
// Mul (two Montgomery multiplications), Add/Sub (carry chains) and Exp with
// a secret exponent (squarings, multiplications, table scans). See doc.go.
//
// Valgrind emulates no ADX and no AVX-512, so under it the ADX and IFMA
// tests skip and MULQ and Base (the Go twins) are what is checked; run
// natively, every test is an ordinary test of the tier. The modulus is
// public here (its bit length must be, and Modulus setup branches on its
// leading zero bytes); base, multiplier and exponent are secret.

import (
	"runtime"
	"testing"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/bigmod"
	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// secretLimbs marks the memory of a Nat's limbs Secret until the test ends.
func secretLimbs(t *testing.T, x *bigmod.Nat) {
	t.Helper()
	l := x.Limbs()
	b := unsafe.Slice((*byte)(unsafe.Pointer(&l[0])), len(l)*int(unsafe.Sizeof(l[0])))
	ctgrind.Secret(b)
	t.Cleanup(func() { ctgrind.Public(b) })
}

func publicLimbs(x *bigmod.Nat) {
	l := x.Limbs()
	ctgrind.Public(unsafe.Slice((*byte)(unsafe.Pointer(&l[0])), len(l)*int(unsafe.Sizeof(l[0]))))
}

// bigmodOperands returns an odd modulus of the given byte size with its top
// bit set, and two residues below it, made from fixed patterns.
func bigmodOperands(t *testing.T, size int) (*bigmod.Modulus, *bigmod.Nat, *bigmod.Nat) {
	t.Helper()
	mb, xb, yb := make([]byte, size), make([]byte, size), make([]byte, size)
	for i := range mb {
		mb[i] = byte(0xc5 ^ i*29)
		xb[i] = byte(i*13 + 7)
		yb[i] = byte(0xff - i*3)
	}
	mb[0] |= 0x80
	mb[size-1] |= 1
	xb[0] &= 0x7f
	yb[0] &= 0x7f
	m, err := bigmod.NewModulus(mb)
	if err != nil {
		t.Fatal(err)
	}
	x, err := bigmod.NewNat(0).SetBytes(xb, m)
	if err != nil {
		t.Fatal(err)
	}
	y, err := bigmod.NewNat(0).SetBytes(yb, m)
	if err != nil {
		t.Fatal(err)
	}
	return m, x, y
}

// bigmodTiers are the kernel tiers of this GOARCH, fastest first, and Base.
func bigmodTiers() []string { return append(impl.List("bigmod"), impl.Base) }

// testCTBigmodMul runs Mul, Add and Sub on secret operands of several sizes
// (odd limb counts exercise the kernels' tails; 16 and 32 limbs are the
// RSA-CRT sizes) under one tier.
func testCTBigmodMul(t *testing.T, tier string) {
	ctgrind.SelectTier(t, "bigmod", tier)
	for _, size := range []int{8, 56, 128, 256} {
		m, x, y := bigmodOperands(t, size)
		secretLimbs(t, x)
		secretLimbs(t, y)
		x.Mul(y, m)
		x.Add(y, m)
		x.Sub(y, m)
		publicLimbs(x)
	}
}

// testCTBigmodExp runs a secret-exponent exponentiation with a secret base
// on a 1024-bit modulus (an RSA-2048 CRT half) under one tier.
func testCTBigmodExp(t *testing.T, tier string) {
	ctgrind.SelectTier(t, "bigmod", tier)
	m, x, _ := bigmodOperands(t, 128) // Modulus built after the tier is chosen
	secretLimbs(t, x)
	e := make([]byte, 128)
	for i := range e {
		e[i] = byte(i*37 + 11)
	}
	e = ctgrind.SecretCopy(t, e)
	z := bigmod.NewNat(0).Exp(x, e, m)
	publicLimbs(z)
}

func tierOrSkip(t *testing.T, tier string) {
	t.Helper()
	for _, name := range bigmodTiers() {
		if name == tier {
			return
		}
	}
	t.Skipf("no tier %s on %s", tier, runtime.GOARCH)
}

func TestCTBigmodBaseMul(t *testing.T) { testCTBigmodMul(t, impl.Base) }
func TestCTBigmodBaseExp(t *testing.T) { testCTBigmodExp(t, impl.Base) }

func TestCTBigmodMULQMul(t *testing.T) { tierOrSkip(t, "MULQ"); testCTBigmodMul(t, "MULQ") }
func TestCTBigmodMULQExp(t *testing.T) { tierOrSkip(t, "MULQ"); testCTBigmodExp(t, "MULQ") }

func TestCTBigmodADXMul(t *testing.T) { tierOrSkip(t, "ADX"); testCTBigmodMul(t, "ADX") }
func TestCTBigmodADXExp(t *testing.T) { tierOrSkip(t, "ADX"); testCTBigmodExp(t, "ADX") }

func TestCTBigmodIFMAExp(t *testing.T) { tierOrSkip(t, "IFMA"); testCTBigmodExp(t, "IFMA") }

func TestCTBigmodSSE2Mul(t *testing.T) { tierOrSkip(t, "SSE2"); testCTBigmodMul(t, "SSE2") }
func TestCTBigmodSSE2Exp(t *testing.T) { tierOrSkip(t, "SSE2"); testCTBigmodExp(t, "SSE2") }

func TestCTBigmodARM64Mul(t *testing.T) { tierOrSkip(t, "ARM64"); testCTBigmodMul(t, "ARM64") }
func TestCTBigmodARM64Exp(t *testing.T) { tierOrSkip(t, "ARM64"); testCTBigmodExp(t, "ARM64") }
