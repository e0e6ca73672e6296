// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"encoding/hex"
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

// TestHMACDRBG256AgainstGeneric checks the fixed-size SHA-256 DRBG of
// signing against the generic RFC 6979 generator over sha256.New: the same
// candidates, first and later ones (RFC 6979 step h.3), for seed material of
// two parts (deterministic: x ‖ h1) and three (hedged: entropy ‖ x ‖ h1)
// at every curve's sizes.
func TestHMACDRBG256AgainstGeneric(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 10))
	random := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	}
	for _, c := range []*Curve{P256(), P384(), P521()} {
		for trial := range 8 {
			parts := [][]byte{random(c.Size), random(c.Size)}
			if trial%2 == 1 {
				parts = append([][]byte{random(c.Size)}, parts...)
			}
			var extra []byte
			if len(parts) == 3 {
				extra = parts[2]
			}
			generic := newNonceGenerator(sha256.New, parts[0], parts[1], extra)
			var fast hmacDRBG256
			fast.instantiate(parts...)
			for i := range 4 {
				want := generic.next(c.BitSize, c.Size)
				got := fast.next(make([]byte, c.Size), c.BitSize)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s, %d parts, candidate %d: got %x, want %x", c.Name, len(parts), i, got, want)
				}
			}
		}
	}
}

// TestRFC6979Nonce checks the nonces k of RFC 6979 appendix A.2.5 (P-256,
// SHA-256), which the signatures the public package tests derive from.
func TestRFC6979Nonce(t *testing.T) {
	c := P256()
	x := mustHex(t, "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721")
	for _, v := range []struct{ msg, k string }{
		{"sample", "A6E3C57DD01ABE90086538398355DD4C3B17AA873382B0F24D6129493D8AAD60"},
		{"test", "D16B6AE827F17175E040871A1C7EC3500192C4C92677336EC2537ACAEE0008E0"},
	} {
		h := sha256.Sum256([]byte(v.msg))
		var g hmacDRBG256
		g.instantiate(x, bits2octets(c.Curve, h[:]))
		if got := g.next(make([]byte, c.Size), c.BitSize); !bytes.Equal(got, mustHex(t, v.k)) {
			t.Errorf("%q: k = %x, want %s", v.msg, got, v.k)
		}
	}
}

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestHedgedConstruction pins the hedged nonce: the first candidate in
// [1, n − 1] of HMAC_DRBG-SHA-256 seeded with entropy ‖ d ‖ bits2octets(h),
// whatever hash the caller names, computed here with the generic generator.
func TestHedgedConstruction(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 11))
	for _, c := range []*Curve{P256(), P384(), P521()} {
		for _, h := range []crypto.Hash{crypto.SHA256, crypto.SHA384, crypto.SHA512} {
			d := make([]byte, c.Size)
			entropy := make([]byte, c.Size)
			digest := make([]byte, h.Size())
			for _, b := range [][]byte{d, entropy, digest} {
				for i := range b {
					b[i] = byte(r.Uint32())
				}
			}
			d[0] &= byte(0xff >> (8*c.Size - c.BitSize))
			if c.CheckScalar(d) != nil {
				t.Fatal("random private key out of range")
			}
			g := newNonceGenerator(sha256.New, entropy, d, bits2octets(c.Curve, digest))
			var wantR, wantS []byte
			for {
				var err error
				wantR, wantS, err = c.SignWithNonce(d, g.next(c.BitSize, c.Size), bits2int(digest, c.BitSize, c.Size))
				if err == nil {
					break
				}
			}
			gotR, gotS, err := c.Sign(d, h, digest, entropy)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(gotR, wantR) || !bytes.Equal(gotS, wantS) {
				t.Errorf("%s %v: hedged signature (%x, %x), want (%x, %x)", c.Name, h, gotR, gotS, wantR, wantS)
			}
		}
	}
}

// TestSignAllocations: the buffers, the equation's values and the encodings
// of R's x, r and s; the DRBG allocates nothing (hedged, or deterministic
// with SHA-256).
func TestSignAllocations(t *testing.T) {
	for _, c := range []*Curve{P256(), P384(), P521()} {
		d := make([]byte, c.Size)
		d[c.Size-1] = 7
		digest := make([]byte, 48)
		entropy := make([]byte, c.Size)
		for _, ent := range [][]byte{entropy, nil} {
			n := testing.AllocsPerRun(10, func() {
				if _, _, err := c.Sign(d, crypto.SHA256, digest, ent); err != nil {
					t.Fatal(err)
				}
			})
			if n > 5 {
				t.Errorf("%s (hedged %v): Sign allocates %v times, want at most 5", c.Name, ent != nil, n)
			}
		}
	}
}
