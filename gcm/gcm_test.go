// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm_test

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"testing"

	ctaes "github.com/ctcrypto/ctcrypto/aes"
	"github.com/ctcrypto/ctcrypto/gcm"
	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	igcm "github.com/ctcrypto/ctcrypto/internal/gcm"
)

func TestMain(m *testing.M) { cryptotest.Main(m, "aes", "ghash", "gcm") }

// allTiers is internal/gcm's: every combination of AES, GHASH and GCM
// (s390x CPACF) tiers.
func allTiers(t *testing.T, f func(t *testing.T)) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
			cryptotest.TestAllImplementations(t, "gcm", f)
		})
	})
}

func TestConformance(t *testing.T) {
	key := bytes.Repeat([]byte{7}, 16)
	allTiers(t, func(t *testing.T) {
		t.Run("New", func(t *testing.T) { cryptotest.TestAEAD(t, func() (cipher.AEAD, error) { return gcm.New(key) }) })
		t.Run("Tag12", func(t *testing.T) {
			cryptotest.TestAEAD(t, func() (cipher.AEAD, error) { return gcm.NewWithTagSize(key, 12) })
		})
		t.Run("Nonce16", func(t *testing.T) {
			cryptotest.TestAEAD(t, func() (cipher.AEAD, error) { return gcm.NewWithNonceSize(key, 16) })
		})
		t.Run("RandomNonce", func(t *testing.T) {
			cryptotest.TestAEAD(t, func() (cipher.AEAD, error) { return gcm.NewWithRandomNonce(key) })
		})
		t.Run("cipher.NewGCM", func(t *testing.T) {
			cryptotest.TestAEAD(t, func() (cipher.AEAD, error) {
				b, err := ctaes.NewCipher(key)
				if err != nil {
					return nil, err
				}
				return cipher.NewGCM(b)
			})
		})
	})
}

// crypto/cipher's constructors must hand a ctcrypto block to ctcrypto's GCM.
func TestCipherHook(t *testing.T) {
	b, _ := ctaes.NewCipher(make([]byte, 32))
	for _, mk := range []func() (cipher.AEAD, error){
		func() (cipher.AEAD, error) { return cipher.NewGCM(b) },
		func() (cipher.AEAD, error) { return cipher.NewGCMWithNonceSize(b, 8) },
		func() (cipher.AEAD, error) { return cipher.NewGCMWithTagSize(b, 13) },
	} {
		a, err := mk()
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := a.(*igcm.AEAD); !ok {
			t.Errorf("crypto/cipher returned %T, not ctcrypto's GCM", a)
		}
	}
}

func TestRandomNonceInterop(t *testing.T) {
	key := bytes.Repeat([]byte{9}, 16)
	ours, _ := gcm.NewWithRandomNonce(key)
	sb, _ := stdaes.NewCipher(key)
	ref, _ := cipher.NewGCMWithRandomNonce(sb)
	pt, ad := []byte("attack at dawn, or maybe a little after"), []byte("hdr")
	if got, err := ref.Open(nil, nil, ours.Seal(nil, nil, pt, ad), ad); err != nil || !bytes.Equal(got, pt) {
		t.Errorf("stdlib cannot open ours: %v", err)
	}
	if got, err := ours.Open(nil, nil, ref.Seal(nil, nil, pt, ad), ad); err != nil || !bytes.Equal(got, pt) {
		t.Errorf("we cannot open stdlib's: %v", err)
	}
	// In place, both directions.
	buf := append(make([]byte, 0, len(pt)+28), pt...)
	sealed := ours.Seal(buf[:0], nil, buf, ad)
	opened, err := ours.Open(sealed[:0], nil, sealed, ad)
	if err != nil || !bytes.Equal(opened, pt) {
		t.Errorf("in-place round trip failed: %v", err)
	}
}

func TestGMAC(t *testing.T) {
	key := bytes.Repeat([]byte{3}, 16)
	nonce := bytes.Repeat([]byte{4}, 12)
	sb, _ := stdaes.NewCipher(key)
	ref, _ := cipher.NewGCM(sb)
	allTiers(t, func(t *testing.T) {
		m, err := gcm.NewGMAC(key)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{0, 1, 16, 100, 8192} {
			data := bytes.Repeat([]byte{byte(n)}, n)
			tag := m.Tag(nil, nonce, data)
			if want := ref.Seal(nil, nonce, nil, data); !bytes.Equal(tag, want) {
				t.Fatalf("len %d: tag %x, want %x", n, tag, want)
			}
			if err := m.Verify(tag, nonce, data); err != nil {
				t.Fatalf("len %d: good tag rejected", n)
			}
			tag[n%16] ^= 0x10
			if err := m.Verify(tag, nonce, data); err == nil {
				t.Fatalf("len %d: bad tag accepted", n)
			}
			if err := m.Verify(tag[:15], nonce, data); err == nil {
				t.Fatalf("len %d: short tag accepted", n)
			}
		}
		var buf [16]byte
		data := make([]byte, 1000)
		if a := testing.AllocsPerRun(10, func() { m.Tag(buf[:0], nonce, data) }); a != 0 {
			t.Errorf("Tag allocates %v times", a)
		}
	})
}

func TestBadKeys(t *testing.T) {
	for _, n := range []int{0, 15, 17, 33} {
		if _, err := gcm.New(make([]byte, n)); err == nil {
			t.Errorf("%d-byte key accepted", n)
		}
		if _, err := gcm.NewGMAC(make([]byte, n)); err == nil {
			t.Errorf("GMAC: %d-byte key accepted", n)
		}
	}
	if _, err := gcm.NewWithTagSize(make([]byte, 16), 11); err == nil {
		t.Error("tag size 11 accepted")
	}
}

// GMAC verification takes its nonce from the peer: a wrong length is a
// failed check, never a panic.
func TestGMACVerifyBadNonce(t *testing.T) {
	mac, err := gcm.NewGMAC(make([]byte, 16))
	if err != nil {
		t.Fatal(err)
	}
	data := []byte("data")
	tag := mac.Tag(nil, make([]byte, gcm.NonceSize), data)
	for _, n := range []int{0, 1, 8, 11, 13, 16, 64} {
		if err := mac.Verify(tag, make([]byte, n), data); err == nil {
			t.Errorf("Verify with a %d-byte nonce succeeded", n)
		}
	}
	if err := mac.Verify(tag, make([]byte, gcm.NonceSize), data); err != nil {
		t.Errorf("Verify of a good tag: %v", err)
	}
}
