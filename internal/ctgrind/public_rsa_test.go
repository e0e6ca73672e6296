// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

// Entry points for the rest of the rsa package's secret-handling API:
// PKCS #1 v1.5 decryption (plain, session key, through crypto.Decrypter),
// OAEP through crypto.Decrypter, PSS signing, key construction from d, p
// and q, DER, PEM and crypto/rsa key parsing, and key generation. The
// private key is Secret from its bytes on, and so is every decrypted
// message: only what the API returns may become public (the padding
// verdict and, once it is valid, the message length, both declassified in
// rsa through internal/subtle, which calls Public).

import (
	"crypto"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/asn1"
	"encoding/base64"
	"encoding/pem"
	"math/big"
	"strings"
	"testing"
	"unsafe"

	stdrsa "crypto/rsa"
	stdx509 "crypto/x509"

	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/impl"
	"github.com/ctcrypto/ctcrypto/rsa"
)

// rsaSecretPrivateKey returns the fixed key, built from Secret values.
func rsaSecretPrivateKey(t *testing.T) *rsa.PrivateKey {
	t.Helper()
	s := rsaTestKey(t)
	k, err := rsa.NewPrivateKeyWithPrecomputation(s.n, s.e, s.d, s.p, s.q, s.dP, s.dQ, s.qInv)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// rsaRawEncrypt returns em^e mod n: a ciphertext whose plaintext is any
// em, valid padding or not (public values; math/big is fine in a test).
func rsaRawEncrypt(pub *rsa.PublicKey, em []byte) []byte {
	m := new(big.Int).SetBytes(em)
	n := new(big.Int).SetBytes(pub.N())
	c := m.Exp(m, big.NewInt(int64(pub.E())), n)
	return c.FillBytes(make([]byte, pub.Size()))
}

// rsaPKCS1v15Block returns 0x00 0x02 PS 0x00 msg, size bytes, with the
// given header bytes and PS of non-zero bytes.
func rsaPKCS1v15Block(size int, b0, b1 byte, msg []byte) []byte {
	em := make([]byte, size)
	em[0], em[1] = b0, b1
	for i := 2; i < size-len(msg)-1; i++ {
		em[i] = byte(i%255 + 1)
	}
	copy(em[size-len(msg):], msg)
	return em
}

// rsaPKCS1v15Cases are ciphertexts of a valid 16-byte message, a valid
// 15-byte one, and three invalid blocks (wrong first byte, wrong block
// type, no zero separator).
func rsaPKCS1v15Cases(pub *rsa.PublicKey) (valid16, valid15 []byte, invalid [][]byte) {
	n := pub.Size()
	msg := []byte("sixteen byte key")
	valid16 = rsaRawEncrypt(pub, rsaPKCS1v15Block(n, 0, 2, msg))
	valid15 = rsaRawEncrypt(pub, rsaPKCS1v15Block(n, 0, 2, msg[:15]))
	noZero := rsaPKCS1v15Block(n, 0, 2, nil)
	noZero[n-1] = 7
	invalid = [][]byte{
		rsaRawEncrypt(pub, rsaPKCS1v15Block(n, 1, 2, msg)),
		rsaRawEncrypt(pub, rsaPKCS1v15Block(n, 0, 1, msg)),
		rsaRawEncrypt(pub, noZero),
	}
	return valid16, valid15, invalid
}

// TestCTRSADecryptPKCS1v15: the decrypted block is secret; the verdict and
// a valid message's length are what the API returns.
func TestCTRSADecryptPKCS1v15(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		k := rsaSecretPrivateKey(t)
		valid, _, invalid := rsaPKCS1v15Cases(k.PublicKey())
		pt, err := rsa.DecryptPKCS1v15(k, valid)
		if err != nil {
			t.Fatal(err)
		}
		ctgrind.Public(pt)
		if string(pt) != "sixteen byte key" {
			t.Fatal("wrong plaintext")
		}
		for _, c := range invalid {
			if _, err := rsa.DecryptPKCS1v15(k, c); err == nil {
				t.Fatal("invalid padding accepted")
			}
		}
	})
}

// TestCTRSADecryptPKCS1v15SessionKey: implicit rejection (RFC 5246
// §7.4.7.1) reveals nothing, not even the verdict: the session key buffer
// holds a secret random key and gets the message, or keeps its value,
// without a branch.
func TestCTRSADecryptPKCS1v15SessionKey(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		k := rsaSecretPrivateKey(t)
		valid16, valid15, invalid := rsaPKCS1v15Cases(k.PublicKey())
		for i, c := range append([][]byte{valid16, valid15}, invalid...) {
			key := ctgrind.SecretCopy(t, []byte("random 16B value"))
			if err := rsa.DecryptPKCS1v15SessionKey(k, c, key); err != nil {
				t.Fatal(err)
			}
			ctgrind.Public(key)
			want := "random 16B value"
			if i == 0 {
				want = "sixteen byte key"
			}
			if string(key) != want {
				t.Fatalf("case %d: got %q, want %q", i, key, want)
			}
		}
	})
}

// TestCTRSADecrypter: PrivateKey.Decrypt with each option type: nil and
// PKCS1v15DecryptOptions (plain and with a session key drawn from a secret
// random source) and OAEPOptions with a distinct MGF1 hash and a label.
func TestCTRSADecrypter(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		k := rsaSecretPrivateKey(t)
		pub := k.PublicKey()
		valid16, _, invalid := rsaPKCS1v15Cases(pub)
		for _, opts := range []crypto.DecrypterOpts{nil, &rsa.PKCS1v15DecryptOptions{}} {
			rsaDecryptCheck(t, k, opts, valid16, invalid[0], "sixteen byte key")
		}
		sk := &rsa.PKCS1v15DecryptOptions{SessionKeyLen: 16}
		for _, c := range [][]byte{valid16, invalid[1]} {
			key, err := k.Decrypt(ctgrind.NewSecretRand(1), c, sk)
			if err != nil {
				t.Fatal(err)
			}
			ctgrind.Public(key)
		}

		label := []byte("ctgrind label")
		oaep := &rsa.OAEPOptions{Hash: crypto.SHA256, MGFHash: crypto.SHA1, Label: label}
		std := &stdrsa.PublicKey{N: new(big.Int).SetBytes(pub.N()), E: pub.E()}
		ct, err := stdrsa.EncryptOAEPWithOptions(zeroRand{}, std, []byte("oaep message"), oaep)
		if err != nil {
			t.Fatal(err)
		}
		tampered := append([]byte(nil), ct...)
		tampered[len(tampered)-1] ^= 1
		rsaDecryptCheck(t, k, oaep, ct, tampered, "oaep message")
	})
}

// rsaDecryptCheck decrypts valid through crypto.Decrypter with opts, marks
// the plaintext public and wants msg, then wants bad rejected.
func rsaDecryptCheck(t *testing.T, k *rsa.PrivateKey, opts crypto.DecrypterOpts, valid, bad []byte, msg string) {
	t.Helper()
	pt, err := k.Decrypt(nil, valid, opts)
	if err != nil {
		t.Fatal(err)
	}
	ctgrind.Public(pt)
	if string(pt) != msg {
		t.Fatal("wrong plaintext")
	}
	if _, err := k.Decrypt(nil, bad, opts); err == nil {
		t.Fatal("bad ciphertext accepted")
	}
}

var _ = sha1.New // MGF1-SHA-1 above

// TestCTRSASignPSS: SignPSS (nil options: the longest salt) and the
// crypto.Signer path with PSSOptions, with a secret salt and digest.
func TestCTRSASignPSS(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		k := rsaSecretPrivateKey(t)
		h := sha256.Sum256([]byte("ctgrind"))
		digest := ctgrind.SecretCopy(t, h[:])
		sig, err := rsa.SignPSS(ctgrind.NewSecretRand(2), k, crypto.SHA256, digest, nil)
		if err != nil {
			t.Fatal(err)
		}
		ctgrind.Public(sig)
		opts := &rsa.PSSOptions{SaltLength: rsa.PSSSaltLengthEqualsHash, Hash: crypto.SHA256}
		sig2, err := k.Sign(ctgrind.NewSecretRand(3), digest, opts)
		if err != nil {
			t.Fatal(err)
		}
		ctgrind.Public(sig2)
		ctgrind.Public(digest)
		for _, s := range [][]byte{sig, sig2} {
			if err := rsa.VerifyPSS(k.PublicKey(), crypto.SHA256, digest, s, nil); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// TestCTRSANewPrivateKey: the key from n, e, d, p, q alone: d mod p−1 and
// d mod q−1 (long division by secret even moduli), the checks of e·d, the
// bounds on |p − q| and d, and qInv by the constant-time inverse.
func TestCTRSANewPrivateKey(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		s := rsaTestKey(t)
		rsaSignOnce(t)(rsa.NewPrivateKey(s.n, s.e, s.d, s.p, s.q))
	})
}

// rsaTestKeyDER returns the fixed key as PKCS #1 DER.
func rsaTestKeyDER(t *testing.T) []byte {
	t.Helper()
	block, _ := pem.Decode([]byte(rsaTestKeyPEM))
	return block.Bytes
}

// rsaStdTestKey returns the fixed key parsed by crypto/x509 (all public:
// nothing is marked).
func rsaStdTestKey(t *testing.T) *stdrsa.PrivateKey {
	t.Helper()
	k, err := stdx509.ParsePKCS1PrivateKey(rsaTestKeyDER(t))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// markPKCS1Secrets marks Secret, in place, the contents octets of the
// private INTEGERs (d, p, q, dP, dQ, qInv) of the RSAPrivateKey in der,
// and marks der Public again when the test ends. The tags, the lengths and
// the public n and e stay public: they are the encoding's frame. The whole
// contents are marked, the 0x00 sign octet too: whether it is there tells
// whether the magnitude's top bit is set, which the length alone does not.
func markPKCS1Secrets(t *testing.T, der []byte) {
	t.Helper()
	var k struct {
		Version, N, E, D, P, Q, DP, DQ, QInv asn1.RawValue
	}
	if _, err := asn1.Unmarshal(der, &k); err != nil {
		t.Fatal(err)
	}
	for _, v := range []asn1.RawValue{k.D, k.P, k.Q, k.DP, k.DQ, k.QInv} {
		ctgrind.Secret(v.Bytes) // aliases der
	}
	t.Cleanup(func() { ctgrind.Public(der) })
}

// TestCTRSAParsePKCS1PrivateKey parses a DER RSAPrivateKey whose private
// INTEGERs are secret, then signs with the result.
func TestCTRSAParsePKCS1PrivateKey(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		der := append([]byte(nil), rsaTestKeyDER(t)...)
		markPKCS1Secrets(t, der)
		rsaSignOnce(t)(rsa.ParsePKCS1PrivateKey(der))
	})
}

// TestCTRSAParsePKCS8PrivateKey: the same key inside a PrivateKeyInfo.
func TestCTRSAParsePKCS8PrivateKey(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		der, err := stdx509.MarshalPKCS8PrivateKey(rsaStdTestKey(t))
		if err != nil {
			t.Fatal(err)
		}
		var info struct {
			Version    int
			Algo       asn1.RawValue
			PrivateKey []byte
		}
		if _, err := asn1.Unmarshal(der, &info); err != nil {
			t.Fatal(err)
		}
		// The inner RSAPrivateKey is at the end of der (no attributes).
		inner := der[len(der)-len(info.PrivateKey):]
		markPKCS1Secrets(t, inner)
		rsaSignOnce(t)(rsa.ParsePKCS8PrivateKey(der))
	})
}

// TestCTRSAParsePrivateKeyPEM parses the PEM key with its base64 body
// secret (its characters mix the DER's frame with the private INTEGERs).
func TestCTRSAParsePrivateKeyPEM(t *testing.T) {
	ctgrind.KnownLeak(t, "encoding/pem and encoding/base64 branch on and index a table with each secret character")
	ctgrind.SelectTier(t, "bigmod", impl.Base)
	body := base64.StdEncoding.EncodeToString(rsaTestKeyDER(t))
	pemText := []byte("-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----\n")
	start := strings.Index(string(pemText), "\n") + 1
	ctgrind.Secret(pemText[start : start+len(body)])
	t.Cleanup(func() { ctgrind.Public(pemText) })
	rsaSignOnce(t)(rsa.ParsePrivateKeyPEM(pemText))
}

// rsaSignOnce returns a function that takes a key constructor's results,
// as in rsaSignOnce(t)(rsa.ParsePKCS1PrivateKey(der)): it fails t on the
// error, else signs with the key and verifies the signature.
func rsaSignOnce(t *testing.T) func(k *rsa.PrivateKey, err error) {
	return func(k *rsa.PrivateKey, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.Sum256([]byte("ctgrind"))
		sig, err := rsa.SignPKCS1v15(k, crypto.SHA256, h[:])
		if err != nil {
			t.Fatal(err)
		}
		ctgrind.Public(sig)
		if err := rsa.VerifyPKCS1v15(k.PublicKey(), crypto.SHA256, h[:], sig); err != nil {
			t.Fatal(err)
		}
	}
}

// markBigSecret marks the words of x Secret in place (and Public at the end
// of the test), all but x's top non-zero byte: math/big's Bytes, which
// FromStdPrivateKey calls, finds x's byte length by a loop over the top
// bytes, and documents it as leaking x's bit size. The length in words
// of x is public in any case, as in any math/big value.
func markBigSecret(t *testing.T, x *big.Int) {
	w := x.Bits()
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), len(w)*int(unsafe.Sizeof(big.Word(0))))
	t.Cleanup(func() { ctgrind.Public(b) })
	ctgrind.Secret(b[:(x.BitLen()+7)/8-1]) // little-endian words: the low bytes first
}

// TestCTRSAFromStdPrivateKey converts crypto/rsa keys whose private
// big.Ints are secret, with and without precomputed CRT values.
func TestCTRSAFromStdPrivateKey(t *testing.T) {
	rsaTiers(t, func(t *testing.T) {
		for _, precomputed := range []bool{true, false} {
			std := rsaStdTestKey(t)
			if !precomputed {
				std.Precomputed = stdrsa.PrecomputedValues{}
			}
			for _, x := range []*big.Int{std.D, std.Primes[0], std.Primes[1], std.Precomputed.Dp, std.Precomputed.Dq, std.Precomputed.Qinv} {
				if x != nil {
					markBigSecret(t, x)
				}
			}
			rsaSignOnce(t)(rsa.FromStdPrivateKey(std))
		}
	})
}

// TestCTRSAGenerateKey generates one 2048-bit key (the smallest GenerateKey
// makes) from a secret random stream, on one tier (the others' kernels are
// checked above): the prime search, the CRT values, d and the pairwise
// test. What GenerateKey documents as leaked must be declassified in rsa
// where it becomes public: which candidates were rejected, the trailing
// zeros of p−1 and q−1, redrawn Miller–Rabin bases, and n and the
// pairwise test's signature, which are public values. The seed is one
// whose primes come early (about 22 KB of randomness, 9 ms natively).
func TestCTRSAGenerateKey(t *testing.T) {
	tier := "MULQ"
	if !impl.Supported("bigmod", tier) {
		tier = impl.Base
	}
	ctgrind.SelectTier(t, "bigmod", tier)
	ctgrind.CustomRand(t)
	rsaSignOnce(t)(rsa.GenerateKey(ctgrind.NewSecretRand(0), 2048))
}
