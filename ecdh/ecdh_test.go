// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdh

import (
	"bytes"
	stdecdh "crypto/ecdh"
	"math/big"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestMain fails the run if a tier of nistec this machine supports was
// not exercised by testAllTiers.
func TestMain(m *testing.M) { cryptotest.Main(m, "nistec") }

func testAllTiers(t *testing.T, f func(t *testing.T)) {
	cryptotest.TestAllImplementations(t, "nistec", f)
}

func TestAgainstStdlib(t *testing.T) {
	pairs := []struct {
		c   *Curve
		std stdecdh.Curve
	}{{P256(), stdecdh.P256()}, {P384(), stdecdh.P384()}, {P521(), stdecdh.P521()}}
	testAllTiers(t, func(t *testing.T) {
		for _, p := range pairs {
			for i := 0; i < 5; i++ {
				a, err := p.c.GenerateKey(nil)
				if err != nil {
					t.Fatal(err)
				}
				b, err := p.std.GenerateKey(nil)
				if err != nil {
					t.Fatal(err)
				}
				sa, err := p.std.NewPrivateKey(a.Bytes())
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(sa.PublicKey().Bytes(), a.PublicKey().Bytes()) {
					t.Fatalf("%s: public keys differ", p.c)
				}
				bpub, err := p.c.NewPublicKey(b.PublicKey().Bytes())
				if err != nil {
					t.Fatal(err)
				}
				got, err := a.ECDH(bpub)
				if err != nil {
					t.Fatal(err)
				}
				want, _ := b.ECDH(sa.PublicKey())
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: shared secrets differ", p.c)
				}
			}
			// The identity, the wrong length and a compressed point are
			// rejected.
			for _, bad := range [][]byte{{0}, {4}, nil, make([]byte, 1+2*p.c.c.Size)} {
				if _, err := p.c.NewPublicKey(bad); err == nil {
					t.Errorf("%s: public key %x accepted", p.c, bad)
				}
			}
		}
	})
}

type wycheproofECDH struct {
	cryptotest.WycheproofHeader
	TestGroups []struct {
		Curve    string `json:"curve"`
		Encoding string `json:"encoding"`
		Tests    []struct {
			cryptotest.WycheproofCase
			Public  cryptotest.HexBytes `json:"public"`
			Private cryptotest.HexBytes `json:"private"`
			Shared  cryptotest.HexBytes `json:"shared"`
		} `json:"tests"`
	} `json:"testGroups"`
}

// Flags of the ECDH files. Acceptable vectors carry CompressedPublic /
// CompressedPoint (this package takes uncompressed points only, so it
// rejects them), UnnamedCurve, UnusedParam and similar parameter encodings
// (the PKIX parser accepts only named curves, so they are rejected), and
// EdgeCase*/AdditionChain, which we handle like valid vectors when the key
// parses.
var ecdhKnownFlags = []string{
	"Normal", "EdgeCaseDoubling", "EdgeCaseSharedSecret", "EdgeCaseEphemeralKey", "InvalidAsn",
	"InvalidCurveAttack", "WrongCurve", "UnnamedCurve", "AdditionChain", "InvalidPublic",
	"UnusedParam", "WrongOrder", "ModifiedGroup", "CompressedPoint", "ModifiedPublicPoint",
	"ModifiedGenerator", "NoCofactor", "CompressedPublic", "InvalidEncoding", "NegativeCofactor",
	"ModifiedCofactor", "LargeCofactor", "ModifiedPrime", "ModifiedCurveParameter", "WeakPublicKey",
	"InvalidCompressedPublic",
	// Arithmetic edge cases named after the bugs they caught (a carry bug in
	// an old P-256 assembly, a P-521 point-doubling bug): valid vectors.
	"CVE-2017-8932", "CVE_2017_10176",
}

func TestWycheproofECDH(t *testing.T) {
	files := []string{
		"ecdh_secp256r1_test.json", "ecdh_secp256r1_ecpoint_test.json",
		"ecdh_secp384r1_test.json", "ecdh_secp384r1_ecpoint_test.json",
		"ecdh_secp521r1_test.json", "ecdh_secp521r1_ecpoint_test.json",
	}
	testAllTiers(t, func(t *testing.T) {
		total := 0
		for _, file := range files {
			var f wycheproofECDH
			cryptotest.LoadWycheproof(t, file, &f)
			for _, g := range f.TestGroups {
				// Wycheproof's curve names, mapped as ../ecdsa/wycheproof_test.go maps them to its own Curve.
				var c *Curve
				switch g.Curve {
				case "secp256r1":
					c = P256()
				case "secp384r1":
					c = P384()
				case "secp521r1":
					c = P521()
				default:
					t.Fatalf("%s: unexpected curve %s", file, g.Curve)
				}
				for _, tc := range g.Tests {
					total++
					cryptotest.CheckFlags(t, tc.TcID, tc.Flags, ecdhKnownFlags...)
					shared, err := agree(c, g.Encoding, tc.Private, tc.Public)
					switch tc.Result {
					case cryptotest.Valid:
						if err != nil {
							t.Errorf("%s #%d (%s): %v", file, tc.TcID, tc.Comment, err)
						} else if !bytes.Equal(shared, tc.Shared) {
							t.Errorf("%s #%d (%s): wrong shared secret", file, tc.TcID, tc.Comment)
						}
					case cryptotest.Invalid:
						if err == nil {
							t.Errorf("%s #%d (%s): invalid vector accepted", file, tc.TcID, tc.Comment)
						}
					case cryptotest.Acceptable:
						// Our policy rejects compressed points and
						// non-named-curve encodings; whatever is accepted
						// must give the right secret.
						if err == nil && !bytes.Equal(shared, tc.Shared) {
							t.Errorf("%s #%d (%s): accepted with a wrong shared secret", file, tc.TcID, tc.Comment)
						}
						if err == nil && (cryptotest.HasFlag(tc.Flags, "CompressedPublic") || cryptotest.HasFlag(tc.Flags, "CompressedPoint")) {
							t.Errorf("%s #%d: compressed point accepted", file, tc.TcID)
						}
					}
				}
			}
		}
		t.Logf("%d vectors", total)
	})
}

func agree(c *Curve, encoding string, private, public []byte) ([]byte, error) {
	// Wycheproof private keys are minimal big-endian integers, sometimes
	// with a leading zero: normalize to the curve's scalar length.
	d := new(big.Int).SetBytes(private)
	db := make([]byte, c.c.Size)
	if d.BitLen() > 8*c.c.Size {
		return nil, errTest
	}
	d.FillBytes(db)
	priv, err := c.NewPrivateKey(db)
	if err != nil {
		return nil, err
	}
	var q []byte
	switch encoding {
	case "asn":
		pk, err := ParsePKIXPublicKey(public)
		if err != nil {
			return nil, err
		}
		if pk.Curve().String() != c.String() {
			return nil, errTest
		}
		q = pk.Bytes()
	case "ecpoint":
		q = public
	default:
		return nil, errTest
	}
	pub, err := c.NewPublicKey(q)
	if err != nil {
		return nil, err
	}
	return priv.ECDH(pub)
}

var errTest = bytes.ErrTooLarge

func BenchmarkECDH(b *testing.B) {
	for _, c := range []*Curve{P256(), P384(), P521()} {
		b.Run(c.String(), func(b *testing.B) {
			a, _ := c.GenerateKey(nil)
			peer, _ := c.GenerateKey(nil)
			enc := peer.PublicKey().Bytes()
			for b.Loop() {
				pub, err := c.NewPublicKey(enc)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := a.ECDH(pub); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
