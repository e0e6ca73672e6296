// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"crypto"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

type wycheproofECDSA struct {
	cryptotest.WycheproofHeader
	TestGroups []struct {
		Type      string `json:"type"`
		PublicKey struct {
			Curve        string              `json:"curve"`
			Uncompressed cryptotest.HexBytes `json:"uncompressed"`
		} `json:"publicKey"`
		PublicKeyDer cryptotest.HexBytes `json:"publicKeyDer"`
		SHA          string              `json:"sha"`
		Tests        []struct {
			cryptotest.WycheproofCase
			Msg cryptotest.HexBytes `json:"msg"`
			Sig cryptotest.HexBytes `json:"sig"`
		} `json:"tests"`
	} `json:"testGroups"`
}

// Every flag these files use; all their vectors are valid or invalid (none
// is acceptable), so the flags only describe why.
var ecdsaKnownFlags = []string{
	"ArithmeticError", "BerEncodedSignature", "EdgeCasePublicKey", "EdgeCaseShamirMultiplication",
	"IntegerOverflow", "InvalidEncoding", "InvalidSignature", "InvalidTypesInSignature",
	"MissingZero", "ModifiedInteger", "ModifiedSignature", "ModularInverse", "PointDuplication",
	"RangeCheck", "SignatureSize", "SmallRandS", "SpecialCaseHash", "Untruncatedhash",
	"ValidSignature", "InvalidAsn1", "SignatureMalleability", "EdgeCaseKeys",
}

func TestWycheproofECDSA(t *testing.T) {
	files := []string{
		"ecdsa_secp256r1_sha256_test.json", "ecdsa_secp256r1_sha256_p1363_test.json",
		"ecdsa_secp256r1_sha512_test.json", "ecdsa_secp256r1_sha512_p1363_test.json",
		"ecdsa_secp384r1_sha256_test.json",
		"ecdsa_secp384r1_sha384_test.json", "ecdsa_secp384r1_sha384_p1363_test.json",
		"ecdsa_secp384r1_sha512_test.json", "ecdsa_secp384r1_sha512_p1363_test.json",
		"ecdsa_secp521r1_sha512_test.json", "ecdsa_secp521r1_sha512_p1363_test.json",
	}
	testAllTiers(t, func(t *testing.T) {
		total := 0
		for _, file := range files {
			var f wycheproofECDSA
			cryptotest.LoadWycheproof(t, file, &f)
			for _, g := range f.TestGroups {
				// Wycheproof's curve names, mapped as ../ecdh/ecdh_test.go maps them to its own Curve.
				var c *Curve
				switch g.PublicKey.Curve {
				case "secp256r1":
					c = P256()
				case "secp384r1":
					c = P384()
				case "secp521r1":
					c = P521()
				default:
					t.Fatalf("%s: unexpected curve %s", file, g.PublicKey.Curve)
				}
				var h crypto.Hash
				switch g.SHA {
				case "SHA-256":
					h = crypto.SHA256
				case "SHA-384":
					h = crypto.SHA384
				case "SHA-512":
					h = crypto.SHA512
				default:
					t.Fatalf("%s: unexpected hash %s", file, g.SHA)
				}
				pub, err := NewPublicKey(c, g.PublicKey.Uncompressed)
				if err != nil {
					t.Fatalf("%s: public key rejected: %v", file, err)
				}
				// The DER form of the same key must parse to the same key.
				if pk, err := ParsePKIXPublicKey(g.PublicKeyDer); err != nil || !pk.Equal(pub) {
					t.Fatalf("%s: PKIX public key: %v", file, err)
				}
				p1363 := strings.Contains(file, "p1363")
				for _, tc := range g.Tests {
					cryptotest.CheckFlags(t, tc.TcID, tc.Flags, ecdsaKnownFlags...)
					digest := hashOf(h, tc.Msg)
					var ok bool
					if p1363 {
						ok = VerifyP1363(pub, digest, tc.Sig)
					} else {
						ok = VerifyASN1(pub, digest, tc.Sig)
					}
					switch tc.Result {
					case cryptotest.Valid:
						if !ok {
							t.Errorf("%s #%d (%s): valid signature rejected", file, tc.TcID, tc.Comment)
						}
					case cryptotest.Invalid:
						if ok {
							t.Errorf("%s #%d (%s): invalid signature accepted", file, tc.TcID, tc.Comment)
						}
					default:
						t.Errorf("%s #%d: unexpected acceptable vector %v", file, tc.TcID, tc.Flags)
					}
					total++
				}
			}
		}
		t.Logf("%d vectors", total)
	})
}
