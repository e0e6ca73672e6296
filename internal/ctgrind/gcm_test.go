// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

import (
	"crypto/cipher"
	"testing"

	pubgcm "github.com/ctcrypto/ctcrypto/gcm"
	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/gcm"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// GHASH and AES-GCM (internal/ghash, internal/gcm). Secret: the GHASH key
// H, the running hash and the data; for GCM the AES key (key setup, and
// so H, is checked too), the plaintext, the additional data, and for Open
// the ciphertext and the received tag. Lengths and the 96-bit nonce are
// public. Open's only branch on a secret is on its verdict, which it
// reveals and declassifies first, so Open is checked whole, the tag
// comparison included. The public package's constructors and GMAC are
// checked below through their own entry points.
//
// Tiers valgrind's emulated CPU lacks (AVX-512 today) skip.

func TestCTGHASHBaseUpdate(t *testing.T)   { ctGHASHKernel(t, impl.Base) }
func TestCTGHASHCLMULUpdate(t *testing.T)  { ctGHASHKernel(t, "CLMUL") }
func TestCTGHASHAVX512Update(t *testing.T) { ctGHASHKernel(t, "VPCLMULQDQ-AVX512") }
func TestCTGHASHAVX2Update(t *testing.T)   { ctGHASHKernel(t, "VPCLMULQDQ-AVX2") }

// ctGHASHKey selects tier and returns a key set up from the secret H = h.
func ctGHASHKey(t *testing.T, tier, h string) *ghash.Key {
	t.Helper()
	ctgrind.SelectTier(t, "ghash", tier)
	hk := ctgrind.SecretCopy(t, []byte(h))
	var k ghash.Key
	k.Init((*[16]byte)(hk))
	if k.Tier().String() != tier {
		t.Fatalf("key tier %s, want %s", k.Tier(), tier)
	}
	return &k
}

func ctGHASHKernel(t *testing.T, tier string) {
	k := ctGHASHKey(t, tier, "fedcba9876543210")
	data := make([]byte, 37*16+9) // batches, single blocks and a partial block
	for i := range data {
		data[i] = byte(i*31 + 7)
	}
	data = ctgrind.SecretCopy(t, data)
	y := ctgrind.SecretCopy(t, make([]byte, 16))
	k.Update((*[16]byte)(y), data)
	k.UpdateLengths((*[16]byte)(y), 13, uint64(len(data)))
	ctgrind.Public(y)
}

// Key setup alone: Init from a secret H, then the tables a key builds on
// first need (ghash.Key.Powers32 on the carry-less tiers, the Base split
// and the SSSE3 tables at 32 blocks), each a fixed sequence of operations
// on H.
func TestCTGHASHBaseKeySetup(t *testing.T)   { ctGHASHKeySetup(t, impl.Base) }
func TestCTGHASHCLMULKeySetup(t *testing.T)  { ctGHASHKeySetup(t, "CLMUL") }
func TestCTGHASHAVX512KeySetup(t *testing.T) { ctGHASHKeySetup(t, "VPCLMULQDQ-AVX512") }

func ctGHASHKeySetup(t *testing.T, tier string) {
	k := ctGHASHKey(t, tier, "0f1e2d3c4b5a6978")
	if tier != impl.Base && tier != "SSSE3" && tier != "NEON" {
		k.Powers32()
	}
	y := ctgrind.SecretCopy(t, make([]byte, 16))
	// One block takes the Base multiplication from the main table on the
	// vector-permute tiers; 32 build their tables.
	k.UpdateBlocks((*[16]byte)(y), ctgrind.SecretCopy(t, make([]byte, 16)))
	k.UpdateBlocks((*[16]byte)(y), ctgrind.SecretCopy(t, make([]byte, 32*16)))
	ctgrind.Public(y)
}

// gcm.NewKey from a secret key (AES key schedule, H, the GHASH main table
// in the same allocation), then a short and a long message, which build
// the tables the key lacked: the pairs valgrind runs (the generic path over
// Base or vpaes with Base or SSSE3 GHASH, the AES-NI/CLMUL kernels) and
// the AVX-512 one, which skips here.
func TestCTGCMBaseNewKey(t *testing.T)       { ctGCMNewKey(t, impl.Base, impl.Base) }
func TestCTGCMVPAESSSSE3NewKey(t *testing.T) { ctGCMNewKey(t, "VPAES-SSSE3", "SSSE3") }
func TestCTGCMAESNICLMULNewKey(t *testing.T) { ctGCMNewKey(t, "AES-NI", "CLMUL") }
func TestCTGCMAVX512NewKey(t *testing.T)     { ctGCMNewKey(t, "VAES-AVX512", "VPCLMULQDQ-AVX512") }

func ctGCMNewKey(t *testing.T, aesTier, ghashTier string) {
	ctgrind.SelectTier(t, "aes", aesTier)
	ctgrind.SelectTier(t, "ghash", ghashTier)
	key := ctgrind.SecretCopy(t, []byte("fedcba9876543210"))
	g, err := gcm.NewKey(key, 12, 16)
	if err != nil {
		t.Fatal(err)
	}
	nonce := make([]byte, 12)
	for _, n := range []int{16, 600} { // the 600 bytes build H^32..H^17 on AVX-512
		pt := ctgrind.SecretCopy(t, make([]byte, n))
		out := g.Seal(nil, nonce, pt, ctgrind.SecretCopy(t, make([]byte, 13)))
		ctgrind.Public(out)
	}
}

// Each (AES tier, GHASH tier) pair below is one code path of internal/gcm:
// Base/Base the portable floor (generic path), AES-NI/CLMUL the fused
// AES-NI kernels, VAES-AVX2/VPCLMULQDQ-AVX2 the 256-bit fused kernels,
// VAES-AVX512/VPCLMULQDQ-AVX512 the AVX-512 whole-message kernels.

func TestCTGCMBaseSeal(t *testing.T)   { ctGCM(t, impl.Base, impl.Base, 12, false, false) }
func TestCTGCMBaseOpen(t *testing.T)   { ctGCM(t, impl.Base, impl.Base, 12, true, false) }
func TestCTGCMBaseForged(t *testing.T) { ctGCM(t, impl.Base, impl.Base, 12, true, true) }

// A 16-byte nonce makes the counter depend on H (SP 800-38D §7.1 step 2).
func TestCTGCMBaseSealLongNonce(t *testing.T) { ctGCM(t, impl.Base, impl.Base, 16, false, false) }

func TestCTGCMAESNICLMULSeal(t *testing.T)   { ctGCM(t, "AES-NI", "CLMUL", 12, false, false) }
func TestCTGCMAESNICLMULOpen(t *testing.T)   { ctGCM(t, "AES-NI", "CLMUL", 12, true, false) }
func TestCTGCMAESNICLMULForged(t *testing.T) { ctGCM(t, "AES-NI", "CLMUL", 12, true, true) }

func TestCTGCMVAESAVX2Seal(t *testing.T) { ctGCM(t, "VAES-AVX2", "VPCLMULQDQ-AVX2", 12, false, false) }
func TestCTGCMVAESAVX2Open(t *testing.T) { ctGCM(t, "VAES-AVX2", "VPCLMULQDQ-AVX2", 12, true, false) }

func TestCTGCMAVX512Seal(t *testing.T) {
	ctGCM(t, "VAES-AVX512", "VPCLMULQDQ-AVX512", 12, false, false)
}
func TestCTGCMAVX512Open(t *testing.T) { ctGCM(t, "VAES-AVX512", "VPCLMULQDQ-AVX512", 12, true, false) }
func TestCTGCMAVX512Forged(t *testing.T) {
	ctGCM(t, "VAES-AVX512", "VPCLMULQDQ-AVX512", 12, true, true)
}

func ctGCM(t *testing.T, aesTier, ghashTier string, nonceSize int, open, forge bool) {
	t.Helper()
	ctgrind.SelectTier(t, "aes", aesTier)
	ctgrind.SelectTier(t, "ghash", ghashTier)
	key := ctgrind.SecretCopy(t, []byte("0123456789abcdef"))
	b, err := aes.New(key)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gcm.New(b, nonceSize, 16)
	if err != nil {
		t.Fatal(err)
	}
	nonce := make([]byte, nonceSize)
	for _, n := range []int{5, 100, 700} { // short path, one batch, several batches
		pt := make([]byte, n)
		ad := make([]byte, 13+n/7)
		for i := range pt {
			pt[i] = byte(i * 13)
		}
		if !open {
			pt, ad = ctgrind.SecretCopy(t, pt), ctgrind.SecretCopy(t, ad)
			out := g.Seal(nil, nonce, pt, ad)
			ctgrind.Public(out)
			continue
		}
		sealed := g.Seal(nil, nonce, pt, ad)
		ctgrind.Public(sealed)
		if forge {
			sealed[len(sealed)-1] ^= 1
		}
		sealed, ad = ctgrind.SecretCopy(t, sealed), ctgrind.SecretCopy(t, ad)
		out, err := g.Open(nil, nonce, sealed, ad)
		ctgrind.Public(out)
		if (err != nil) != forge {
			t.Fatalf("Open: %v, forged = %v", err, forge)
		}
	}
}

// The public package (gcm): New and Open as a user calls them, a non-96-bit
// nonce on the fused tiers (its counter depends on H), a truncated tag,
// NewWithRandomNonce (the nonce comes from crypto/rand and is output), and
// GMAC's Tag and Verify.

func TestCTGCMPublicAESNICLMUL(t *testing.T) { ctGCMPublic(t, "AES-NI", "CLMUL") }
func TestCTGCMPublicVAESAVX2(t *testing.T)   { ctGCMPublic(t, "VAES-AVX2", "VPCLMULQDQ-AVX2") }
func TestCTGCMPublicVPAESSSSE3(t *testing.T) { ctGCMPublic(t, "VPAES-SSSE3", "SSSE3") }
func TestCTGCMPublicBase(t *testing.T)       { ctGCMPublic(t, impl.Base, impl.Base) }

func ctGCMPublic(t *testing.T, aesTier, ghashTier string) {
	ctgrind.SelectTier(t, "aes", aesTier)
	ctgrind.SelectTier(t, "ghash", ghashTier)
	key := ctgrind.SecretCopy(t, []byte("0123456789abcdef"))
	check := func(name string, a cipher.AEAD, nonce []byte) {
		t.Helper()
		for _, n := range []int{7, 300} {
			pt := ctgrind.SecretCopy(t, make([]byte, n))
			ad := ctgrind.SecretCopy(t, make([]byte, 20))
			sealed := a.Seal(nil, nonce, pt, ad)
			ctgrind.Public(sealed)
			sealed = ctgrind.SecretCopy(t, sealed)
			if nonce == nil {
				// NewWithRandomNonce's nonce leads the sealed message and
				// is sent in the clear like any GCM IV (SP 800-38D §8): the
				// ciphertext and tag stay secret, the counter derived from
				// the nonce is public.
				ctgrind.Public(sealed[:pubgcm.NonceSize])
			}
			out, err := a.Open(nil, nonce, sealed, ad)
			ctgrind.Public(out)
			if err != nil {
				t.Fatalf("%s: Open: %v", name, err)
			}
			sealed[len(sealed)-1] ^= 1
			if _, err := a.Open(nil, nonce, sealed, ad); err == nil {
				t.Fatalf("%s: Open accepted a forged tag", name)
			}
		}
	}
	a, err := pubgcm.New(key)
	if err != nil {
		t.Fatal(err)
	}
	check("New", a, make([]byte, pubgcm.NonceSize))
	if a, err = pubgcm.NewWithNonceSize(key, 16); err != nil {
		t.Fatal(err)
	}
	check("NewWithNonceSize(16)", a, make([]byte, 16))
	if a, err = pubgcm.NewWithTagSize(key, 12); err != nil {
		t.Fatal(err)
	}
	check("NewWithTagSize(12)", a, make([]byte, pubgcm.NonceSize))
	if a, err = pubgcm.NewWithRandomNonce(key); err != nil {
		t.Fatal(err)
	}
	check("NewWithRandomNonce", a, nil)

	m, err := pubgcm.NewGMAC(key)
	if err != nil {
		t.Fatal(err)
	}
	nonce := make([]byte, pubgcm.NonceSize)
	data := ctgrind.SecretCopy(t, make([]byte, 200))
	tag := m.Tag(nil, nonce, data)
	ctgrind.Public(tag)
	tag = ctgrind.SecretCopy(t, tag)
	if err := m.Verify(tag, nonce, data); err != nil {
		t.Fatalf("GMAC Verify: %v", err)
	}
	tag[0] ^= 1
	if err := m.Verify(tag, nonce, data); err == nil {
		t.Fatal("GMAC Verify accepted a forged tag")
	}
}
