// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestMain fails the run if a tier of nistec this machine supports was
// not exercised.
func TestMain(m *testing.M) { cryptotest.Main(m, "nistec") }

// TestVerifyWithKey checks that a precomputed VerifyKey, reused across
// signatures, gives VerifyVarTime's answers: valid signatures, tampered
// ones, r or s out of range, wrong lengths; that NewVerifyKeyVarTime
// rejects exactly the points CheckPoint rejects; and that a key of another
// curve panics.
func TestVerifyWithKey(t *testing.T) {
	cryptotest.TestAllImplementations(t, "nistec", testVerifyWithKey)
}

func testVerifyWithKey(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	for _, c := range []*Curve{P256(), P384(), P521()} {
		scalar := func() []byte {
			for {
				b := make([]byte, c.Size)
				for i := range b {
					b[i] = byte(r.Uint32())
				}
				b[0] &= byte(0xff >> (8*c.Size - c.BitSize))
				if c.CheckScalar(b) == nil {
					return b
				}
			}
		}
		for range 4 {
			d := scalar()
			q, err := c.PublicKey(d)
			if err != nil {
				t.Fatal(err)
			}
			vk, err := c.NewVerifyKeyVarTime(q)
			if err != nil {
				t.Fatal(err)
			}
			oneShot, err := c.NewOneShotVerifyKeyVarTime(q)
			if err != nil {
				t.Fatal(err)
			}
			if !vk.Wide() || oneShot.Wide() {
				t.Fatalf("%s: Wide() wrong", c.Name)
			}
			for i := range 16 {
				e := scalar()
				rb, sb, err := c.SignWithNonce(d, scalar(), bits2int(e, c.BitSize, c.Size))
				if err != nil {
					t.Fatal(err)
				}
				switch i % 8 {
				case 1:
					e[len(e)-1] ^= 1
				case 2:
					rb[3] ^= 0x40
				case 3:
					sb = c.N
				case 4:
					rb = make([]byte, c.Size)
				case 5:
					sb = sb[1:]
				case 6:
					e = e[1:]
				case 7:
					rb, sb = sb, rb
				}
				want := c.VerifyVarTime(q, e, rb, sb)
				if i%8 == 0 && !want {
					t.Fatalf("%s: valid signature rejected", c.Name)
				}
				if got := c.VerifyWithKeyVarTime(vk, e, rb, sb); got != want {
					t.Fatalf("%s: case %d: VerifyWithKeyVarTime = %v, VerifyVarTime = %v", c.Name, i%8, got, want)
				}
				if got := c.VerifyWithKeyVarTime(oneShot, e, rb, sb); got != want {
					t.Fatalf("%s: case %d: one-shot key says %v, VerifyVarTime %v", c.Name, i%8, got, want)
				}
			}
		}
		g, _ := c.PublicKey(append(make([]byte, c.Size-1), 1))
		bad := [][]byte{nil, {0}, g[:len(g)-1], append([]byte{2}, g[1:]...)}
		offCurve := append([]byte(nil), g...)
		offCurve[len(offCurve)-1] ^= 1
		bad = append(bad, offCurve)
		for _, q := range bad {
			if c.CheckPoint(q) == nil {
				t.Fatalf("%s: CheckPoint accepts %x", c.Name, q)
			}
			if _, err := c.NewVerifyKeyVarTime(q); err == nil {
				t.Fatalf("%s: NewVerifyKeyVarTime accepts %x", c.Name, q)
			}
			if _, err := c.NewOneShotVerifyKeyVarTime(q); err == nil {
				t.Fatalf("%s: NewOneShotVerifyKeyVarTime accepts %x", c.Name, q)
			}
		}
		other := P256()
		if c == other {
			other = P384()
		}
		vk, _ := other.NewVerifyKeyVarTime(func() []byte { q, _ := other.PublicKey(append(make([]byte, other.Size-1), 1)); return q }())
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: a %s key did not panic", c.Name, other.Name)
				}
			}()
			c.VerifyWithKeyVarTime(vk, make([]byte, c.Size), c.N, c.N)
		}()
	}
}

func TestBits2Int(t *testing.T) {
	// P-521 with a 1024-bit DRBG output keeps the leftmost 521 bits.
	b := make([]byte, 128)
	for i := range b {
		b[i] = byte(i*37 + 1)
	}
	got := bits2int(b, 521, 66)
	want := new(big.Int).Rsh(new(big.Int).SetBytes(b), 1024-521)
	if !bytes.Equal(got, want.FillBytes(make([]byte, 66))) {
		t.Fatalf("bits2int = %x, want %x", got, want)
	}
}
