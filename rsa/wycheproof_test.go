// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"bytes"
	"crypto"
	_ "crypto/sha1"
	_ "crypto/sha256"
	_ "crypto/sha3"
	_ "crypto/sha512"
	"path/filepath"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

var wycheproofHashes = map[string]crypto.Hash{
	"SHA-1": crypto.SHA1, "SHA-224": crypto.SHA224, "SHA-256": crypto.SHA256,
	"SHA-384": crypto.SHA384, "SHA-512": crypto.SHA512,
	"SHA-512/224": crypto.SHA512_224, "SHA-512/256": crypto.SHA512_256,
	"SHA3-224": crypto.SHA3_224, "SHA3-256": crypto.SHA3_256, "SHA3-384": crypto.SHA3_384, "SHA3-512": crypto.SHA3_512,
}

func wpHash(t *testing.T, name string) crypto.Hash {
	h, ok := wycheproofHashes[name]
	if !ok {
		t.Fatalf("unknown Wycheproof hash %q", name)
	}
	return h
}

func digest(h crypto.Hash, msg []byte) []byte {
	hh := h.New()
	hh.Write(msg)
	return hh.Sum(nil)
}

// wpTest is a vector of the RSA files: every one has a message.
type wpTest struct {
	cryptotest.WycheproofCase
	Msg cryptotest.HexBytes `json:"msg"`
}

type wpSigTest struct {
	wpTest
	Sig cryptotest.HexBytes `json:"sig"`
}

type wpDecTest struct {
	wpTest
	Ct    cryptotest.HexBytes `json:"ct"`
	Label cryptotest.HexBytes `json:"label"`
}

func wycheproofFiles(t *testing.T, pattern string) []string {
	files, _ := filepath.Glob(filepath.Join("..", "internal", "cryptotest", "testdata", "wycheproof", pattern+".gz"))
	if len(files) == 0 {
		t.Fatalf("no Wycheproof files match %s", pattern)
	}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f[:len(f)-3]))
	}
	return names
}

// fullTier reports whether the active bigmod tier runs every vector: Base
// and the machine's default (fastest) tier do; the tiers in between run the
// groups up to 3072 bits, to keep the test time reasonable on shared
// machines (the larger sizes run the same kernels as the default tier).
func fullTier() bool {
	active := impl.Active("bigmod")
	if active == impl.Base {
		return true
	}
	for _, name := range impl.List("bigmod") {
		if impl.Supported("bigmod", name) {
			return name == active
		}
	}
	return true
}

func TestWycheproof(t *testing.T) {
	cryptotest.TestAllImplementations(t, "bigmod", func(t *testing.T) {
		t.Run("PKCS1v15Sig", testWycheproofPKCS1Sig)
		t.Run("PSS", testWycheproofPSS)
		t.Run("OAEP", testWycheproofOAEP)
		t.Run("PKCS1v15Enc", testWycheproofPKCS1Enc)
	})
}

// wpSigGroup is a test group of the signature files; the PKCS #1 v1.5
// files have no MGF or salt length.
type wpSigGroup struct {
	PublicKeyDer cryptotest.HexBytes `json:"publicKeyDer"`
	wpHashes
	SLen  int         `json:"sLen"`
	Tests []wpSigTest `json:"tests"`
}

// wpHashes are a PSS or OAEP group's message and MGF1 hashes.
type wpHashes struct {
	SHA    string `json:"sha"`
	MGF    string `json:"mgf"`
	MGFSha string `json:"mgfSha"`
}

// forEachSigVector calls check on every vector of the signature files
// matching pattern, with its group's parsed key and hash.
func forEachSigVector(t *testing.T, pattern string, check func(file string, g *wpSigGroup, pub *PublicKey, h crypto.Hash, tc *wpSigTest)) {
	for _, file := range wycheproofFiles(t, pattern) {
		var f struct {
			cryptotest.WycheproofHeader
			TestGroups []wpSigGroup `json:"testGroups"`
		}
		cryptotest.LoadWycheproof(t, file, &f)
		n := 0
		for i := range f.TestGroups {
			g := &f.TestGroups[i]
			pub, err := ParsePKIXPublicKey(g.PublicKeyDer)
			if err != nil {
				t.Fatalf("%s: key: %v", file, err)
			}
			h := wpHash(t, g.SHA)
			for j := range g.Tests {
				check(file, g, pub, h, &g.Tests[j])
				n++
			}
		}
		t.Logf("%s: %d vectors", file, n)
	}
}

func testWycheproofPKCS1Sig(t *testing.T) {
	forEachSigVector(t, "rsa_signature_*_test.json", func(file string, g *wpSigGroup, pub *PublicKey, h crypto.Hash, tc *wpSigTest) {
		cryptotest.CheckFlags(t, tc.TcID, tc.Flags, "BerEncodedPadding", "EdgeCaseSignature", "InvalidAsnInPadding", "InvalidPadding", "InvalidSignature", "MissingNull", "ModifiedPadding", "NoHash", "ShortPadding", "SignatureMalleability", "SmallPublicKey", "SmallSignature", "WrongHash", "WrongPrimitive")
		err := VerifyPKCS1v15(pub, h, digest(h, tc.Msg), tc.Sig)
		switch {
		case tc.Result == cryptotest.Valid && err != nil:
			t.Errorf("%s #%d (%s): valid signature rejected: %v", file, tc.TcID, tc.Comment, err)
		case tc.Result == cryptotest.Invalid && err == nil:
			t.Errorf("%s #%d (%s): invalid signature accepted", file, tc.TcID, tc.Comment)
		case tc.Result == cryptotest.Acceptable && err == nil:
			// MissingNull: we accept only the DER DigestInfo with NULL.
			t.Errorf("%s #%d (%s): acceptable (%v) signature accepted; policy is to reject", file, tc.TcID, tc.Comment, tc.Flags)
		}
	})
}

func testWycheproofPSS(t *testing.T) {
	forEachSigVector(t, "rsa_pss_*_test.json", func(file string, g *wpSigGroup, pub *PublicKey, h crypto.Hash, tc *wpSigTest) {
		if g.MGF != "MGF1" {
			t.Fatalf("%s: unknown MGF %q", file, g.MGF)
		}
		mgf := wpHash(t, g.MGFSha)
		cryptotest.CheckFlags(t, tc.TcID, tc.Flags, "DistinctHash", "Mgf1Sha1", "ModifiedSignature", "Normal", "ParameterTest", "SpecialCaseHash", "WeakHash", "WrongPrimitive")
		err := verifyPSS(pub, h, mgf, digest(h, tc.Msg), tc.Sig, g.SLen)
		switch {
		case tc.Result == cryptotest.Valid && err != nil:
			t.Errorf("%s #%d (%s): valid signature rejected: %v", file, tc.TcID, tc.Comment, err)
		case tc.Result != cryptotest.Valid && err == nil:
			t.Errorf("%s #%d (%s): %s signature accepted", file, tc.TcID, tc.Comment, tc.Result)
		}
		if tc.Result == cryptotest.Valid && h == mgf {
			opts := &PSSOptions{SaltLength: g.SLen}
			if g.SLen == 0 {
				opts.SaltLength = PSSSaltLengthAuto
			}
			if err := VerifyPSS(pub, h, digest(h, tc.Msg), tc.Sig, opts); err != nil {
				t.Errorf("%s #%d: VerifyPSS: %v", file, tc.TcID, err)
			}
		}
	})
}

func testWycheproofOAEP(t *testing.T) {
	for _, file := range wycheproofFiles(t, "rsa_oaep_*_test.json") {
		var f struct {
			cryptotest.WycheproofHeader
			TestGroups []struct {
				PrivateKeyPkcs8 cryptotest.HexBytes `json:"privateKeyPkcs8"`
				KeySize         int                 `json:"keySize"`
				wpHashes
				Tests []wpDecTest `json:"tests"`
			} `json:"testGroups"`
		}
		cryptotest.LoadWycheproof(t, file, &f)
		n := 0
		for _, g := range f.TestGroups {
			if (g.KeySize > 3072 && !fullTier()) || (g.KeySize > 4096 && testing.Short()) {
				continue
			}
			k, err := ParsePKCS8PrivateKey(g.PrivateKeyPkcs8)
			if err != nil {
				t.Fatalf("%s: key: %v", file, err)
			}
			h, mgf := wpHash(t, g.SHA), wpHash(t, g.MGFSha)
			for _, tc := range g.Tests {
				cryptotest.CheckFlags(t, tc.TcID, tc.Flags, "Constructed", "EncryptionWithLabel", "InvalidCiphertext", "InvalidOaepPadding", "Normal", "SmallIntegerCiphertext", "SmallModulus")
				pt, err := decryptOAEP(h, mgf, k, tc.Ct, tc.Label)
				switch {
				case tc.Result == cryptotest.Valid && (err != nil || !bytes.Equal(pt, tc.Msg)):
					t.Errorf("%s #%d (%s): valid ciphertext: %v", file, tc.TcID, tc.Comment, err)
				case tc.Result == cryptotest.Invalid && err == nil:
					t.Errorf("%s #%d (%s): invalid ciphertext accepted", file, tc.TcID, tc.Comment)
				case err != nil && err != ErrDecryption:
					t.Errorf("%s #%d: error %v is not the opaque decryption error", file, tc.TcID, err)
				}
				if err == nil && !bytes.Equal(pt, tc.Msg) {
					t.Errorf("%s #%d: wrong plaintext", file, tc.TcID)
				}
				n++
			}
			// Round trip through our encryption.
			if h == mgf {
				msg := []byte("wycheproof")
				ct, err := encryptOAEP(h, mgf, zeroReader{}, k.PublicKey(), msg, nil)
				if err == nil {
					if pt, err := decryptOAEP(h, mgf, k, ct, nil); err != nil || !bytes.Equal(pt, msg) {
						t.Errorf("%s: round trip failed: %v", file, err)
					}
				}
			}
		}
		t.Logf("%s: %d vectors", file, n)
	}
}

type zeroReader struct{}

func (zeroReader) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = 0x5a
	}
	return len(b), nil
}

// testWycheproofPKCS1Enc walks the files as testWycheproofOAEP does; the two
// stay apart because OAEP's groups also filter key sizes and round-trip.
func testWycheproofPKCS1Enc(t *testing.T) {
	for _, file := range wycheproofFiles(t, "rsa_pkcs1_*_test.json") {
		var f struct {
			cryptotest.WycheproofHeader
			TestGroups []struct {
				PrivateKeyPkcs8 cryptotest.HexBytes `json:"privateKeyPkcs8"`
				Tests           []wpDecTest         `json:"tests"`
			} `json:"testGroups"`
		}
		cryptotest.LoadWycheproof(t, file, &f)
		n := 0
		for _, g := range f.TestGroups {
			k, err := ParsePKCS8PrivateKey(g.PrivateKeyPkcs8)
			if err != nil {
				t.Fatalf("%s: key: %v", file, err)
			}
			for _, tc := range g.Tests {
				cryptotest.CheckFlags(t, tc.TcID, tc.Flags, "CVE-2020-14967", "CVE-2021-3580", "InvalidCiphertextFormat", "InvalidPkcs1Padding", "Normal", "SpecialCase", "SpecialCasePadding", "Sslv23Padding")
				pt, err := DecryptPKCS1v15(k, tc.Ct)
				switch {
				case tc.Result == cryptotest.Valid && (err != nil || !bytes.Equal(pt, tc.Msg)):
					t.Errorf("%s #%d (%s): valid ciphertext: %v", file, tc.TcID, tc.Comment, err)
				case tc.Result != cryptotest.Valid && err == nil:
					t.Errorf("%s #%d (%s): invalid ciphertext accepted", file, tc.TcID, tc.Comment)
				}
				n++
			}
		}
		t.Logf("%s: %d vectors", file, n)
	}
}
