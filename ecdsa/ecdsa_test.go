// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"bytes"
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/rand"
	"crypto/x509"
	"math/big"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

var curves = []*Curve{P256(), P384(), P521()}

// TestMain fails the run if a tier of nistec this machine supports was
// not exercised by testAllTiers.
func TestMain(m *testing.M) { cryptotest.Main(m, "nistec") }

func testAllTiers(t *testing.T, f func(t *testing.T)) {
	cryptotest.TestAllImplementations(t, "nistec", f)
}

func hashOf(h crypto.Hash, msg []byte) []byte {
	m := h.New()
	m.Write(msg)
	return m.Sum(nil)
}

func fromHex(t *testing.T, s string, size int) []byte {
	t.Helper()
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		t.Fatalf("bad hex %q", s)
	}
	b := make([]byte, size)
	v.FillBytes(b)
	return b
}

// The private keys of RFC 6979 appendix A.2.5 (P-256), A.2.6 (P-384) and
// A.2.7 (P-521).
const (
	rfc6979P256 = "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721"
	rfc6979P384 = "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D896D5724E4C70A825F872C9EA60D2EDF5"
	rfc6979P521 = "0FAD06DAA62BA3B25D2FB40133DA757205DE67F5BB0018FEE8C86E1B68C7E75CAA896EB32F1F47C70855836A6D16FCC1466F6D8FBEC67DB89EC0C08B0E996B83538"
)

// TestRFC6979 checks the deterministic signatures of RFC 6979 appendix
// A.2.5–A.2.7 (SHA-256 cases) and one vector where the generation of k
// loops (found by the Go project and cross-checked with other libraries).
func TestRFC6979(t *testing.T) {
	// Two or three rows per curve: its RFC 6979 key with the messages
	// "sample" and "test", and P-256's looping vector.
	vectors := []struct {
		c          *Curve
		d, msg     string
		r, s       string
		hashOfTest crypto.Hash
	}{
		{P256(), rfc6979P256, "sample",
			"EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716", "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8", crypto.SHA256},
		{P256(), rfc6979P256, "test",
			"F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367", "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083", crypto.SHA256},
		{P256(), rfc6979P256, "wv[vnX",
			"EFD9073B652E76DA1B5A019C0E4A2E3FA529B035A6ABB91EF67F0ED7A1F21234", "3DB4706C9D9F4A4FE13BB5E08EF0FAB53A57DBAB2061C83A35FA411C68D2BA33", crypto.SHA256},
		{P384(), rfc6979P384, "sample",
			"21B13D1E013C7FA1392D03C5F99AF8B30C570C6F98D4EA8E354B63A21D3DAA33BDE1E888E63355D92FA2B3C36D8FB2CD", "F3AA443FB107745BF4BD77CB3891674632068A10CA67E3D45DB2266FA7D1FEEBEFDC63ECCD1AC42EC0CB8668A4FA0AB0", crypto.SHA256},
		{P384(), rfc6979P384, "test",
			"6D6DEFAC9AB64DABAFE36C6BF510352A4CC27001263638E5B16D9BB51D451559F918EEDAF2293BE5B475CC8F0188636B", "2D46F3BECBCC523D5F1A1256BF0C9B024D879BA9E838144C8BA6BAEB4B53B47D51AB373F9845C0514EEFB14024787265", crypto.SHA256},
		{P521(), rfc6979P521, "sample",
			"1511BB4D675114FE266FC4372B87682BAECC01D3CC62CF2303C92B3526012659D16876E25C7C1E57648F23B73564D67F61C6F14D527D54972810421E7D87589E1A7", "04A171143A83163D6DF460AAF61522695F207A58B95C0644D87E52AA1A347916E4F7A72930B1BC06DBE22CE3F58264AFD23704CBB63B29B931F7DE6C9D949A7ECFC", crypto.SHA256},
		{P521(), rfc6979P521, "test",
			"00E871C4A14F993C6C7369501900C4BC1E9C7B0B4BA44E04868B30B41D8071042EB28C4C250411D0CE08CD197E4188EA4876F279F90B3D8D74A3C76E6F1E4656AA8", "0CD52DBAA33B063C3A6CD8058A1FB0A46A4754B034FCC644766CA14DA8CA5CA9FDE00E88C1AD60CCBA759025299079D7A427EC3CC5B619BFBC828E7769BCD694E86", crypto.SHA256},
	}
	testAllTiers(t, func(t *testing.T) {
		for _, v := range vectors {
			size := v.c.ScalarSize()
			k, err := NewPrivateKey(v.c, fromHex(t, v.d, size))
			if err != nil {
				t.Fatal(err)
			}
			digest := hashOf(v.hashOfTest, []byte(v.msg))
			sig, err := k.SignP1363(nil, digest, v.hashOfTest)
			if err != nil {
				t.Fatal(err)
			}
			want := append(fromHex(t, v.r, size), fromHex(t, v.s, size)...)
			if !bytes.Equal(sig, want) {
				t.Errorf("%s %q: got %x, want %x", v.c, v.msg, sig, want)
			}
			if !VerifyP1363(k.PublicKey(), digest, sig) {
				t.Errorf("%s %q: own signature does not verify", v.c, v.msg)
			}
		}
	})
}

// TestDeterministicAgainstStdlib compares pure RFC 6979 signatures with
// crypto/ecdsa's (which signs deterministically when rand is nil) for
// SHA-256, SHA-384 and SHA-512 on every curve, covering the other cases of
// RFC 6979 appendix A.2.5–A.2.7.
func TestDeterministicAgainstStdlib(t *testing.T) {
	for _, c := range curves {
		for _, h := range []crypto.Hash{crypto.SHA256, crypto.SHA384, crypto.SHA512} {
			for _, msg := range []string{"sample", "test", "a longer message for good measure"} {
				k, err := GenerateKey(c, nil)
				if err != nil {
					t.Fatal(err)
				}
				std, err := k.ToECDSA()
				if err != nil {
					t.Fatal(err)
				}
				digest := hashOf(h, []byte(msg))
				want, err := std.Sign(nil, digest, h)
				if err != nil {
					t.Fatal(err)
				}
				got, err := k.Sign(nil, digest, h)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s %v %q: got %x, want %x", c, h, msg, got, want)
				}
			}
		}
	}
}

func TestSignVerifyAgainstStdlib(t *testing.T) {
	testAllTiers(t, func(t *testing.T) {
		for _, c := range curves {
			for i := 0; i < 8; i++ {
				k, err := GenerateKey(c, rand.Reader)
				if err != nil {
					t.Fatal(err)
				}
				std, err := k.ToECDSA()
				if err != nil {
					t.Fatal(err)
				}
				digest := make([]byte, 32+16*i%64)
				rand.Read(digest)
				// Ours → stdlib.
				sig, err := k.Sign(rand.Reader, digest, nil)
				if err != nil {
					t.Fatal(err)
				}
				if !stdecdsa.VerifyASN1(&std.PublicKey, digest, sig) {
					t.Fatalf("%s: crypto/ecdsa rejects our signature", c)
				}
				// Hedged signatures differ from one another.
				sig2, _ := k.Sign(rand.Reader, digest, nil)
				if bytes.Equal(sig, sig2) {
					t.Fatalf("%s: hedged signatures repeat", c)
				}
				p1363, err := k.SignP1363(rand.Reader, digest, 0)
				if err != nil {
					t.Fatal(err)
				}
				n := c.ScalarSize()
				if !stdecdsa.Verify(&std.PublicKey, digest, new(big.Int).SetBytes(p1363[:n]), new(big.Int).SetBytes(p1363[n:])) {
					t.Fatalf("%s: crypto/ecdsa rejects our P1363 signature", c)
				}
				// Stdlib → ours.
				ssig, err := stdecdsa.SignASN1(rand.Reader, std, digest)
				if err != nil {
					t.Fatal(err)
				}
				if !VerifyASN1(k.PublicKey(), digest, ssig) {
					t.Fatalf("%s: we reject a crypto/ecdsa signature", c)
				}
				// Tampering is detected.
				digest[0] ^= 1
				if VerifyASN1(k.PublicKey(), digest, ssig) || VerifyASN1(k.PublicKey(), digest, sig) || VerifyP1363(k.PublicKey(), digest, p1363) {
					t.Fatalf("%s: signature of another digest verifies", c)
				}
			}
		}
	})
}

func TestKeyEncodings(t *testing.T) {
	for _, c := range curves {
		k, err := GenerateKey(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		std, err := k.ToECDSA()
		if err != nil {
			t.Fatal(err)
		}
		// Round trips through crypto/ecdsa.
		back, err := PrivateKeyFromECDSA(std)
		if err != nil || !back.Equal(k) {
			t.Fatalf("%s: PrivateKeyFromECDSA: %v", c, err)
		}
		pub, err := PublicKeyFromECDSA(&std.PublicKey)
		if err != nil || !pub.Equal(k.PublicKey()) {
			t.Fatalf("%s: PublicKeyFromECDSA: %v", c, err)
		}
		// Byte-for-byte agreement with crypto/x509.
		want, _ := x509.MarshalPKCS8PrivateKey(std)
		if got := MarshalPKCS8PrivateKey(k); !bytes.Equal(got, want) {
			t.Errorf("%s: PKCS #8\n got %x\nwant %x", c, got, want)
		}
		want, _ = x509.MarshalECPrivateKey(std)
		if got := MarshalSEC1PrivateKey(k); !bytes.Equal(got, want) {
			t.Errorf("%s: SEC 1\n got %x\nwant %x", c, got, want)
		}
		want, _ = x509.MarshalPKIXPublicKey(&std.PublicKey)
		if got := MarshalPKIXPublicKey(k.PublicKey()); !bytes.Equal(got, want) {
			t.Errorf("%s: PKIX\n got %x\nwant %x", c, got, want)
		}
		for name, parse := range map[string]func([]byte) (*PrivateKey, error){
			"PKCS8": ParsePKCS8PrivateKey, "SEC1": ParseSEC1PrivateKey, "PEM": ParsePrivateKeyPEM,
		} {
			var der []byte
			switch name {
			case "PKCS8":
				der = MarshalPKCS8PrivateKey(k)
			case "SEC1":
				der = MarshalSEC1PrivateKey(k)
			case "PEM":
				der = MarshalPrivateKeyPEM(k)
			}
			got, err := parse(der)
			if err != nil || !got.Equal(k) {
				t.Fatalf("%s %s: %v", c, name, err)
			}
			// Truncations and appended bytes are errors, never panics.
			for i := 0; i < len(der); i += 7 {
				if name != "PEM" {
					if _, err := parse(der[:i]); err == nil {
						t.Fatalf("%s %s: truncated key accepted", c, name)
					}
				}
			}
			// crypto/x509 ignores data after a private key; so do we.
			if name != "PEM" {
				if _, err := parse(append(bytes.Clone(der), 0)); err != nil {
					t.Fatalf("%s %s: trailing byte rejected: %v", c, name, err)
				}
			}
		}
		p, err := ParsePublicKeyPEM(MarshalPublicKeyPEM(k.PublicKey()))
		if err != nil || !p.Equal(k.PublicKey()) {
			t.Fatalf("%s: public PEM: %v", c, err)
		}
	}
	// A scalar of zero or ≥ n is rejected.
	for _, c := range curves {
		if _, err := NewPrivateKey(c, make([]byte, c.ScalarSize())); err == nil {
			t.Errorf("%s: zero private key accepted", c)
		}
		if _, err := NewPrivateKey(c, c.c.N); err == nil {
			t.Errorf("%s: private key n accepted", c)
		}
	}
}

// TestSignAllocations: a hedged signature, as crypto/tls makes them,
// allocates its randomness and the engine's five (see internal/ecdsa) and
// its DER encoding.
func TestSignAllocations(t *testing.T) {
	for _, c := range curves {
		k, _ := GenerateKey(c, nil)
		digest := make([]byte, c.hash.Size())
		n := testing.AllocsPerRun(10, func() {
			if _, err := k.Sign(rand.Reader, digest, c.hash); err != nil {
				t.Fatal(err)
			}
		})
		if n > 7 {
			t.Errorf("%s: hedged Sign allocates %v times, want at most 7", c, n)
		}
		n = testing.AllocsPerRun(10, func() { k.Sign(nil, digest, c.hash) })
		t.Logf("%s: deterministic Sign with %v allocates %v times", c, c.hash, n)
	}
}

func FuzzParseSignature(f *testing.F) {
	k, _ := GenerateKey(P256(), nil)
	digest := make([]byte, 32)
	sig, _ := k.Sign(nil, digest, crypto.SHA256)
	f.Add(sig)
	f.Add([]byte{0x30, 0x81, 0x00})
	f.Fuzz(func(t *testing.T, sig []byte) {
		VerifyASN1(k.PublicKey(), digest, sig)
		VerifyP1363(k.PublicKey(), digest, sig)
	})
}
