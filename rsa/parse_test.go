// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"bytes"
	stdrsa "crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	derenc "github.com/ctcrypto/ctcrypto/internal/der"
	"github.com/ctcrypto/ctcrypto/internal/rsa"
)

// The reference for every parser is crypto/x509 (and, for PEM, the way
// crypto/tls.X509KeyPair finds a key block). Keys crypto/x509 accepts that
// ctcrypto refuses on purpose are described by deliberatePrivate and
// deliberatePublic; the package documentation lists the same cases.

// deliberatePrivate returns why ctcrypto refuses an RSA private key that
// crypto/x509 accepts, or "" if it must accept it.
func deliberatePrivate(k *stdrsa.PrivateKey) string {
	if len(k.Primes) != 2 {
		return "multi-prime key"
	}
	if r := deliberatePublic(&k.PublicKey); r != "" {
		return r
	}
	p, q := k.Primes[0], k.Primes[1]
	if p.Bit(0) == 0 || q.Bit(0) == 0 || p.BitLen() < 64 || q.BitLen() < 64 || new(big.Int).Mul(p, q).Cmp(k.N) != 0 {
		// crypto/rsa checks p·q ≡ 0 mod n, not p·q = n, and not parity.
		return "factors that are not the two primes of n"
	}
	return ""
}

// deliberatePublic returns why ctcrypto refuses an RSA public key that
// crypto/x509 accepts (crypto/rsa refuses to use it), or "".
func deliberatePublic(k *stdrsa.PublicKey) string {
	switch {
	case k.N.BitLen() < rsa.MinKeyBits:
		return "modulus below 1024 bits"
	case k.N.BitLen() > rsa.MaxKeyBits:
		return "modulus above 8192 bits"
	case k.N.Bit(0) == 0:
		return "even modulus"
	case k.E < 3 || k.E&1 == 0:
		return "public exponent below 3 or even"
	case k.E > 1<<31-1:
		return "public exponent of 2^31 or more"
	}
	return ""
}

func refPKCS1PrivateKey(der []byte) (*stdrsa.PrivateKey, error) {
	return x509.ParsePKCS1PrivateKey(der)
}

func refPKCS8PrivateKey(der []byte) (*stdrsa.PrivateKey, error) {
	k, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, err
	}
	if rk, ok := k.(*stdrsa.PrivateKey); ok {
		return rk, nil
	}
	return nil, errors.New("not an RSA key")
}

func refPKCS1PublicKey(der []byte) (*stdrsa.PublicKey, error) { return x509.ParsePKCS1PublicKey(der) }

func refPKIXPublicKey(der []byte) (*stdrsa.PublicKey, error) {
	k, err := x509.ParsePKIXPublicKey(der)
	if err != nil {
		return nil, err
	}
	if rk, ok := k.(*stdrsa.PublicKey); ok {
		return rk, nil
	}
	return nil, errors.New("not an RSA key")
}

// refPrivateKeyPEM finds the key block as crypto/tls.X509KeyPair does and
// parses it as its parsePrivateKey does (PKCS #1, then PKCS #8), keeping
// RSA keys. Encrypted blocks (x509.IsEncryptedPEMBlock) are refused.
func refPrivateKeyPEM(data []byte) (*stdrsa.PrivateKey, error) {
	for {
		block, rest := pem.Decode(data)
		if block == nil {
			return nil, errors.New("no key block")
		}
		data = rest
		if block.Type != "PRIVATE KEY" && !strings.HasSuffix(block.Type, " PRIVATE KEY") {
			continue
		}
		//lint:ignore SA1019 the reference for encrypted PEM detection
		if x509.IsEncryptedPEMBlock(block) || block.Type == "ENCRYPTED PRIVATE KEY" {
			return nil, errors.New("encrypted")
		}
		if k, err := refPKCS1PrivateKey(block.Bytes); err == nil {
			return k, nil
		}
		return refPKCS8PrivateKey(block.Bytes)
	}
}

// refPublicKeyPEM parses the first "PUBLIC KEY" or "RSA PUBLIC KEY" block:
// ParsePublicKeyPEM's walk, written again over crypto/x509's parsers as the
// reference it is checked against.
func refPublicKeyPEM(data []byte) (*stdrsa.PublicKey, error) {
	for {
		block, rest := pem.Decode(data)
		if block == nil {
			return nil, errors.New("no key block")
		}
		data = rest
		switch block.Type {
		case "PUBLIC KEY":
			return refPKIXPublicKey(block.Bytes)
		case "RSA PUBLIC KEY":
			return refPKCS1PublicKey(block.Bytes)
		}
	}
}

// samePrivateKey reports whether ours holds exactly crypto/x509's key,
// CRT values included.
func samePrivateKey(ours *PrivateKey, ref *stdrsa.PrivateKey) bool {
	s := ours.Std()
	return ours.Equal(ref) && s.N.Cmp(ref.N) == 0 && s.E == ref.E && s.D.Cmp(ref.D) == 0 &&
		s.Primes[0].Cmp(ref.Primes[0]) == 0 && s.Primes[1].Cmp(ref.Primes[1]) == 0 &&
		s.Precomputed.Dp.Cmp(ref.Precomputed.Dp) == 0 && s.Precomputed.Dq.Cmp(ref.Precomputed.Dq) == 0 &&
		s.Precomputed.Qinv.Cmp(ref.Precomputed.Qinv) == 0
}

func checkPrivateAgainstRef(t *testing.T, name string, input []byte, ours *PrivateKey, err error, ref *stdrsa.PrivateKey, refErr error) {
	t.Helper()
	switch {
	case err == nil && refErr != nil:
		t.Fatalf("%s: we accept a key crypto/x509 rejects (%v)", name, refErr)
	case err != nil && refErr == nil:
		if deliberatePrivate(ref) == "" {
			t.Fatalf("%s: we reject a key crypto/x509 accepts: %v", name, err)
		}
	case err == nil && !samePrivateKey(ours, ref):
		t.Fatalf("%s: parsed key differs from crypto/x509's", name)
	}
	if err != nil && !strings.HasPrefix(err.Error(), "rsa: ") {
		t.Fatalf("%s: error %q does not say where it comes from", name, err)
	}
}

func checkPublicAgainstRef(t *testing.T, name string, ours *PublicKey, err error, ref *stdrsa.PublicKey, refErr error) {
	t.Helper()
	switch {
	case err == nil && refErr != nil:
		t.Fatalf("%s: we accept a key crypto/x509 rejects (%v)", name, refErr)
	case err != nil && refErr == nil:
		if deliberatePublic(ref) == "" {
			t.Fatalf("%s: we reject a key crypto/x509 accepts: %v", name, err)
		}
	case err == nil && !ours.Equal(ref):
		t.Fatalf("%s: parsed key differs from crypto/x509's", name)
	}
}

func readTestdata(t testing.TB, name string) []byte {
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func pemBytes(t testing.TB, data []byte) []byte {
	block, _ := pem.Decode(data)
	if block == nil {
		t.Fatal("no PEM block")
	}
	return block.Bytes
}

// TestOpenSSLKeys loads each OpenSSL-written key in testdata with every
// parser that applies and checks the outcome against crypto/x509's.
func TestOpenSSLKeys(t *testing.T) {
	priv := map[string]string{ // file → DER format
		"rsa2048-pkcs8.pem":        "pkcs8",
		"rsa2048-pkcs1.pem":        "pkcs1",
		"rsa2048-cert-and-key.pem": "pkcs8",
		"rsa3072-e3-pkcs8.pem":     "pkcs8",
		"rsa2048-3prime-pkcs8.pem": "pkcs8",
		"rsa512-pkcs8.pem":         "pkcs8",
	}
	accepted := 0
	for file, format := range priv {
		data := readTestdata(t, file)
		k, err := ParsePrivateKeyPEM(data)
		ref, refErr := refPrivateKeyPEM(data)
		checkPrivateAgainstRef(t, file+" (PEM)", data, k, err, ref, refErr)
		var block *pem.Block
		for rest := data; ; {
			block, rest = pem.Decode(rest)
			if block.Type != "CERTIFICATE" {
				break
			}
		}
		if format == "pkcs8" {
			k, err = ParsePKCS8PrivateKey(block.Bytes)
			ref, refErr = refPKCS8PrivateKey(block.Bytes)
		} else {
			k, err = ParsePKCS1PrivateKey(block.Bytes)
			ref, refErr = refPKCS1PrivateKey(block.Bytes)
		}
		checkPrivateAgainstRef(t, file, block.Bytes, k, err, ref, refErr)
		if err == nil {
			accepted++
		} else {
			t.Logf("%s: refused (%s): %v", file, deliberatePrivate(ref), err)
		}
	}
	if accepted != 4 {
		t.Errorf("%d private keys accepted, want 4", accepted)
	}
	ref, _ := ParsePrivateKeyPEM(readTestdata(t, "rsa2048-pkcs8.pem"))
	for file, parse := range map[string]func([]byte) (*PublicKey, error){
		"rsa2048-spki.pem":     ParsePKIXPublicKey,
		"rsa2048-pkcs1pub.pem": ParsePKCS1PublicKey,
	} {
		data := readTestdata(t, file)
		pub, err := ParsePublicKeyPEM(data)
		refPub, refErr := refPublicKeyPEM(data)
		checkPublicAgainstRef(t, file+" (PEM)", pub, err, refPub, refErr)
		der := pemBytes(t, data)
		pub, err = parse(der)
		if file == "rsa2048-spki.pem" {
			refPub, refErr = refPKIXPublicKey(der)
		} else {
			refPub, refErr = refPKCS1PublicKey(der)
		}
		checkPublicAgainstRef(t, file, pub, err, refPub, refErr)
		if err != nil || !pub.Equal(ref.PublicKey()) || !pub.Equal(ref.Public()) {
			t.Errorf("%s: not the public half of rsa2048-pkcs8.pem (%v)", file, err)
		}
	}
	// Our encodings of the OpenSSL key are OpenSSL's, byte for byte.
	for file, enc := range map[string][]byte{
		"rsa2048-pkcs8.pem":    MarshalPrivateKeyPEM(ref),
		"rsa2048-pkcs1.pem":    MarshalPKCS1PrivateKeyPEM(ref),
		"rsa2048-spki.pem":     MarshalPublicKeyPEM(ref.PublicKey()),
		"rsa2048-pkcs1pub.pem": MarshalPKCS1PublicKeyPEM(ref.PublicKey()),
	} {
		if !bytes.Equal(enc, readTestdata(t, file)) {
			t.Errorf("our encoding differs from OpenSSL's %s", file)
		}
	}
}

// TestPEMErrors: what the PEM parsers say about input without a usable key.
func TestPEMErrors(t *testing.T) {
	cert := readTestdata(t, "rsa2048-cert-and-key.pem")
	certOnly := cert[:bytes.Index(cert, []byte("-----BEGIN PRIVATE KEY"))]
	key := readTestdata(t, "rsa2048-pkcs8.pem")
	enc := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Headers: map[string]string{"Proc-Type": "4,ENCRYPTED", "DEK-Info": "AES-128-CBC,00"}, Bytes: []byte{1}})
	for _, tc := range []struct {
		name, data, want string
	}{
		{"empty", "", "no PEM private key block found"},
		{"cert only", string(certOnly), "no PEM private key block found (found: CERTIFICATE)"},
		{"encrypted PKCS #8", "-----BEGIN ENCRYPTED PRIVATE KEY-----\nAA==\n-----END ENCRYPTED PRIVATE KEY-----\n", "encrypted PKCS #8"},
		{"encrypted PEM", string(enc), "encrypted PEM"},
		{"EC key", "-----BEGIN EC PRIVATE KEY-----\nMAA=\n-----END EC PRIVATE KEY-----\n", "not an RSA key (EC PRIVATE KEY block)"},
		{"bad PKCS #1", "-----BEGIN RSA PRIVATE KEY-----\nMAA=\n-----END RSA PRIVATE KEY-----\n", "PKCS #1"},
	} {
		_, err := ParsePrivateKeyPEM([]byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
	if _, err := ParsePublicKeyPEM(key); err == nil || !strings.Contains(err.Error(), "found: PRIVATE KEY") {
		t.Errorf("public key from a private key file: %v", err)
	}
	// A key after an EC PARAMETERS block and a certificate, as openssl and
	// bundles write them.
	bundle := append([]byte("-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n"), cert...)
	if _, err := ParsePrivateKeyPEM(bundle); err != nil {
		t.Errorf("key after other blocks: %v", err)
	}
	if _, err := ParsePublicKeyPEM(append(bundle, readTestdata(t, "rsa2048-spki.pem")...)); err != nil {
		t.Errorf("public key after other blocks: %v", err)
	}
}

// lenientSeeds returns encodings that exercise crypto/x509's leniencies
// (all accepted by it), built from a valid key.
func lenientSeeds(t testing.TB) (pkcs1, pkcs8, pub1, pkix [][]byte) {
	k, _ := testKey(t, 2048)
	d, p, q, dP, dQ, qInv := k.k.Export()
	fields := func(withCRT bool) []byte {
		var b []byte
		b = derenc.AppendUnsigned(b, k.pub.k.N())
		b = derenc.AppendSmallUnsigned(b, k.pub.k.E())
		b = derenc.AppendUnsigned(b, d)
		b = derenc.AppendUnsigned(b, p)
		b = derenc.AppendUnsigned(b, q)
		if withCRT {
			b = derenc.AppendUnsigned(b, dP)
			b = derenc.AppendUnsigned(b, dQ)
			b = derenc.AppendUnsigned(b, qInv)
		}
		return b
	}
	seq := func(parts ...[]byte) []byte {
		return derenc.AppendElement(nil, derenc.TagSequence, bytes.Join(parts, nil))
	}
	v0, v1 := derenc.AppendSmallUnsigned(nil, 0), derenc.AppendSmallUnsigned(nil, 1)
	vNeg := []byte{derenc.TagInteger, 1, 0xff}
	pkcs1 = [][]byte{
		seq(v0, fields(true)),
		seq(v1, fields(true)),   // version 1 without other primes
		seq(vNeg, fields(true)), // negative version
		seq(v0, fields(false)),  // no CRT values
		seq(v0, fields(false), derenc.AppendUnsigned(nil, []byte{7})), // only dP (ignored)
		seq(v1, fields(true), []byte{0x30, 0}),                        // empty otherPrimeInfos
		seq(v0, fields(true), []byte{0x04, 0x7f}),                     // an unread element after the fields
		seq(v0, fields(true), []byte{0x02, 1, 5, 0xff}),               // trailing INTEGER and a stray byte
	}
	alg := func(params []byte) []byte {
		return seq(derenc.AppendElement(nil, derenc.TagOID, oidRSAEncryption), params)
	}
	for _, inner := range pkcs1[:4] {
		pkcs8 = append(pkcs8, seq(v0, alg([]byte{5, 0}), derenc.AppendElement(nil, derenc.TagOctetString, inner)))
	}
	inner := pkcs1[0]
	pkcs8 = append(pkcs8,
		seq(v1, alg(nil), derenc.AppendElement(nil, derenc.TagOctetString, inner)),                                               // no parameters
		seq(derenc.AppendSmallUnsigned(nil, 7), alg([]byte{0x04, 0}), derenc.AppendElement(nil, derenc.TagOctetString, inner)),   // any version, any parameters
		append(seq(v0, alg([]byte{5, 0}), derenc.AppendElement(nil, derenc.TagOctetString, inner)), 0xde, 0xad),                  // trailing data
		seq(v0, alg([]byte{5, 0}), derenc.AppendElement(nil, derenc.TagOctetString, inner), []byte{0xa0, 0}, []byte{0x81, 1, 0}), // attributes, publicKey
	)
	rsaPub := MarshalPKCS1PublicKey(k.PublicKey())
	pub1 = [][]byte{
		rsaPub,
		append(rsaPub[:len(rsaPub):len(rsaPub)], 0xff), // (rejected: trailing data)
		seq(derenc.AppendUnsigned(nil, k.pub.k.N()), derenc.AppendSmallUnsigned(nil, k.pub.k.E()), []byte{0x01}),
		seq(derenc.AppendUnsigned(nil, k.pub.k.N()), derenc.AppendSmallUnsigned(nil, 3)),
	}
	bits := func(b []byte) []byte { return derenc.AppendElement(nil, derenc.TagBitString, append([]byte{0}, b...)) }
	pkix = [][]byte{
		MarshalPKIXPublicKey(k.PublicKey()),
		seq(alg([]byte{5, 0}), bits(append(rsaPub[:len(rsaPub):len(rsaPub)], 1, 2, 3))),                     // trailing data in the BIT STRING
		seq(alg([]byte{5, 0}), bits(rsaPub), []byte{0x05, 0}),                                               // trailing field
		seq(seq(derenc.AppendElement(nil, derenc.TagOID, oidRSAEncryption), []byte{5, 0, 1}), bits(rsaPub)), // trailing byte in the AlgorithmIdentifier
		seq(alg(nil), bits(rsaPub)),                                                                         // (rejected: no NULL)
	}
	return
}

// TestLeniencies checks the constructed edge cases against crypto/x509
// (the fuzz targets' seeds, run as a test).
func TestLeniencies(t *testing.T) {
	pkcs1, pkcs8, pub1, pkix := lenientSeeds(t)
	// One loop per format, repeated: each pairs its own parser with its
	// reference, and their result types differ.
	for i, b := range pkcs1 {
		k, err := ParsePKCS1PrivateKey(b)
		ref, refErr := refPKCS1PrivateKey(b)
		checkPrivateAgainstRef(t, "PKCS #1 seed "+string(rune('0'+i)), b, k, err, ref, refErr)
		if err != nil {
			t.Errorf("PKCS #1 seed %d rejected: %v", i, err)
		}
	}
	for i, b := range pkcs8 {
		k, err := ParsePKCS8PrivateKey(b)
		ref, refErr := refPKCS8PrivateKey(b)
		checkPrivateAgainstRef(t, "PKCS #8 seed "+string(rune('0'+i)), b, k, err, ref, refErr)
		if err != nil {
			t.Errorf("PKCS #8 seed %d rejected: %v", i, err)
		}
	}
	for i, b := range pub1 {
		k, err := ParsePKCS1PublicKey(b)
		ref, refErr := refPKCS1PublicKey(b)
		checkPublicAgainstRef(t, "PKCS #1 public seed "+string(rune('0'+i)), k, err, ref, refErr)
	}
	for i, b := range pkix {
		k, err := ParsePKIXPublicKey(b)
		ref, refErr := refPKIXPublicKey(b)
		checkPublicAgainstRef(t, "PKIX seed "+string(rune('0'+i)), k, err, ref, refErr)
	}
}

func fuzzSeedsDER(f *testing.F, files ...string) {
	for _, file := range files {
		data := readTestdata(f, file)
		for {
			var block *pem.Block
			block, data = pem.Decode(data)
			if block == nil {
				break
			}
			f.Add(block.Bytes)
		}
	}
}

// fuzzDER runs one DER parser against its crypto/x509 reference, seeded
// with the keys in files and with seeds; check compares the two results.
func fuzzDER[K, R any](f *testing.F, name string, parse func([]byte) (K, error), ref func([]byte) (R, error),
	check func(t *testing.T, name string, der []byte, k K, err error, r R, refErr error), seeds [][]byte, files ...string) {
	fuzzSeedsDER(f, files...)
	for _, b := range seeds {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, der []byte) {
		k, err := parse(der)
		r, refErr := ref(der)
		check(t, name, der, k, err, r, refErr)
	})
}

// checkPublicDER is checkPublicAgainstRef in fuzzDER's form.
func checkPublicDER(t *testing.T, name string, _ []byte, k *PublicKey, err error, r *stdrsa.PublicKey, refErr error) {
	checkPublicAgainstRef(t, name, k, err, r, refErr)
}

func FuzzParsePKCS1PrivateKey(f *testing.F) {
	pkcs1, _, _, _ := lenientSeeds(f)
	fuzzDER(f, "ParsePKCS1PrivateKey", ParsePKCS1PrivateKey, refPKCS1PrivateKey, checkPrivateAgainstRef, pkcs1, "rsa2048-pkcs1.pem")
}

func FuzzParsePKCS8PrivateKey(f *testing.F) {
	_, pkcs8, _, _ := lenientSeeds(f)
	fuzzDER(f, "ParsePKCS8PrivateKey", ParsePKCS8PrivateKey, refPKCS8PrivateKey, checkPrivateAgainstRef, pkcs8,
		"rsa2048-pkcs8.pem", "rsa3072-e3-pkcs8.pem", "rsa2048-3prime-pkcs8.pem", "rsa512-pkcs8.pem")
}

func FuzzParsePKCS1PublicKey(f *testing.F) {
	_, _, pub1, _ := lenientSeeds(f)
	fuzzDER(f, "ParsePKCS1PublicKey", ParsePKCS1PublicKey, refPKCS1PublicKey, checkPublicDER, pub1, "rsa2048-pkcs1pub.pem")
}

func FuzzParsePKIXPublicKey(f *testing.F) {
	_, _, _, pkix := lenientSeeds(f)
	fuzzDER(f, "ParsePKIXPublicKey", ParsePKIXPublicKey, refPKIXPublicKey, checkPublicDER, pkix, "rsa2048-spki.pem")
}

func FuzzParsePrivateKeyPEM(f *testing.F) {
	for _, file := range []string{"rsa2048-pkcs8.pem", "rsa2048-pkcs1.pem", "rsa2048-cert-and-key.pem", "rsa2048-3prime-pkcs8.pem"} {
		f.Add(readTestdata(f, file))
	}
	f.Add([]byte("-----BEGIN EC PRIVATE KEY-----\nMAA=\n-----END EC PRIVATE KEY-----\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		k, err := ParsePrivateKeyPEM(data)
		ref, refErr := refPrivateKeyPEM(data)
		checkPrivateAgainstRef(t, "ParsePrivateKeyPEM", data, k, err, ref, refErr)
	})
}

func FuzzParsePublicKeyPEM(f *testing.F) {
	for _, file := range []string{"rsa2048-spki.pem", "rsa2048-pkcs1pub.pem", "rsa2048-cert-and-key.pem"} {
		f.Add(readTestdata(f, file))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		k, err := ParsePublicKeyPEM(data)
		ref, refErr := refPublicKeyPEM(data)
		checkPublicAgainstRef(t, "ParsePublicKeyPEM", k, err, ref, refErr)
	})
}

// TestFormatHints: a key given to the wrong parser gets an error naming
// the parser it needs.
func TestFormatHints(t *testing.T) {
	pk8 := pemBytes(t, readTestdata(t, "rsa2048-pkcs8.pem"))
	pk1 := pemBytes(t, readTestdata(t, "rsa2048-pkcs1.pem"))
	spki := pemBytes(t, readTestdata(t, "rsa2048-spki.pem"))
	pub1 := pemBytes(t, readTestdata(t, "rsa2048-pkcs1pub.pem"))
	sec1 := []byte{0x30, 0x08, 0x02, 0x01, 0x01, 0x04, 0x01, 0x07, 0xa0, 0x00}
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"PKCS #8 as PKCS #1", second(ParsePKCS1PrivateKey(pk8)), "use ParsePKCS8PrivateKey"},
		{"PKCS #1 as PKCS #8", second(ParsePKCS8PrivateKey(pk1)), "use ParsePKCS1PrivateKey"},
		{"PKIX as PKCS #1", second(ParsePKCS1PublicKey(spki)), "use ParsePKIXPublicKey"},
		{"PKCS #1 as PKIX", second(ParsePKIXPublicKey(pub1)), "use ParsePKCS1PublicKey"},
		{"SEC 1 as PKCS #1", second(ParsePKCS1PrivateKey(sec1)), "SEC 1 EC private key: not an RSA key"},
		{"private as public", second(ParsePKIXPublicKey(pk8)), "use ParsePKCS8PrivateKey"},
	} {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, tc.err, tc.want)
		}
	}
}
