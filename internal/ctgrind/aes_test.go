// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

import (
	"crypto/cipher"
	"testing"

	"github.com/ctcrypto/ctcrypto/aes"
	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// Constant-time entry points of the AES engine (aes, internal/aes) for the
// Base and AES-NI tiers. The VAES tiers need AVX-512 or VAES, which
// valgrind does not emulate, so they are not checked here; the vpaes
// entry points live in vpaes_test.go.
//
// Each test marks the key secret before key setup, so the constant-time
// key schedule is checked as well as the operation, and marks the data
// secret too. Counters and IVs are public. The KeySchedule tests cover each
// tier's key setup for all key sizes: the AES-NI expansion (AESENCLAST,
// AESIMC), the Base circuit schedule and single-block layout, and (in
// vpaes_test.go) the vpaes S-box expansion and PSHUFB schedule; Layouts the
// Base tier's multi-block round keys, built at a key's first long run.

func ctAESKey(t *testing.T, tier string, keySize int) *aes.Block {
	t.Helper()
	ctgrind.SelectTier(t, "aes", tier)
	key := ctgrind.SecretCopy(t, make([]byte, keySize))
	for i := range key {
		key[i] = byte(i*29 + 3)
	}
	ctgrind.Secret(key)
	c, err := aes.NewCipher(key)
	if err != nil {
		t.Fatal(err)
	}
	b := c.(*aes.Block)
	if b.Implementation() != tier {
		t.Fatalf("key uses %s, want %s", b.Implementation(), tier)
	}
	return b
}

func ctAESKeySchedule(t *testing.T, tier string) {
	for _, ks := range []int{16, 24, 32} {
		ctAESKey(t, tier, ks)
	}
}

// ctAESBlock encrypts, or decrypts, one secret block with b (here and in
// vpaes_test.go) and marks the result public.
func ctAESBlock(t *testing.T, b cipher.Block, decrypt bool) {
	in, out := ctgrind.SecretCopy(t, make([]byte, 16)), make([]byte, 16)
	if decrypt {
		b.Decrypt(out, in)
	} else {
		b.Encrypt(out, in)
	}
	ctgrind.Public(out)
}

func ctAESSingle(t *testing.T, tier string, decrypt bool) {
	for _, ks := range []int{16, 32} {
		ctAESBlock(t, ctAESKey(t, tier, ks), decrypt)
	}
}

// ctAESCTR covers whole blocks of every kernel width and a partial tail
// carried into the next call.
func ctAESCTR(t *testing.T, tier string) {
	b := ctAESKey(t, tier, 16)
	// Long enough (over 1 KiB in one call) to reach the Base tier's
	// 16-block path with its per-call counter cache, and split unevenly so
	// the carried keystream is covered too.
	pt := ctgrind.SecretCopy(t, make([]byte, 16*100+5))
	ct := make([]byte, len(pt))
	s := cipher.NewCTR(b, make([]byte, 16))
	s.XORKeyStream(ct[:16*70+5], pt[:16*70+5])
	s.XORKeyStream(ct[16*70+5:], pt[16*70+5:])
	ctgrind.Public(ct)
}

func ctAESCBC(t *testing.T, tier string, decrypt bool) {
	b := ctAESKey(t, tier, 32)
	src := ctgrind.SecretCopy(t, make([]byte, 16*37))
	dst := make([]byte, len(src))
	iv := make([]byte, 16)
	if decrypt {
		// 37 blocks, then 3 and 1: the hardware kernels derive the
		// inverse cipher's keys once per call for long runs and per
		// batch for short ones.
		m := cipher.NewCBCDecrypter(b, iv)
		m.CryptBlocks(dst, src)
		m.CryptBlocks(dst[:48], src[:48])
		m.CryptBlocks(dst[:16], src[:16])
	} else {
		cipher.NewCBCEncrypter(b, iv).CryptBlocks(dst, src)
	}
	ctgrind.Public(dst)
}

// ctAESBaseLayouts covers the Base tier's multi-block round keys, which a
// key builds from its (secret) expanded key at its first run of more than
// one block: a fresh key per size, then two blocks of CTR and of CBC
// decryption on public data.
func ctAESBaseLayouts(t *testing.T) {
	for _, ks := range []int{16, 24, 32} {
		b := ctAESKey(t, impl.Base, ks)
		buf := make([]byte, 32)
		cipher.NewCTR(b, make([]byte, 16)).XORKeyStream(buf, buf)
		ctgrind.Public(buf)
		b = ctAESKey(t, impl.Base, ks)
		cipher.NewCBCDecrypter(b, make([]byte, 16)).CryptBlocks(buf, buf)
		ctgrind.Public(buf)
	}
}

func TestCTAESBaseKeySchedule(t *testing.T) { ctAESKeySchedule(t, impl.Base) }
func TestCTAESBaseLayouts(t *testing.T)     { ctAESBaseLayouts(t) }
func TestCTAESBaseEncrypt(t *testing.T)     { ctAESSingle(t, impl.Base, false) }
func TestCTAESBaseDecrypt(t *testing.T)     { ctAESSingle(t, impl.Base, true) }
func TestCTAESBaseCTR(t *testing.T)         { ctAESCTR(t, impl.Base) }
func TestCTAESBaseCBCEncrypt(t *testing.T)  { ctAESCBC(t, impl.Base, false) }
func TestCTAESBaseCBCDecrypt(t *testing.T)  { ctAESCBC(t, impl.Base, true) }

func TestCTAESAESNIKeySchedule(t *testing.T) { ctAESKeySchedule(t, "AES-NI") }
func TestCTAESAESNIEncrypt(t *testing.T)     { ctAESSingle(t, "AES-NI", false) }
func TestCTAESAESNIDecrypt(t *testing.T)     { ctAESSingle(t, "AES-NI", true) }
func TestCTAESAESNICTR(t *testing.T)         { ctAESCTR(t, "AES-NI") }
func TestCTAESAESNICBCEncrypt(t *testing.T)  { ctAESCBC(t, "AES-NI", false) }
func TestCTAESAESNICBCDecrypt(t *testing.T)  { ctAESCBC(t, "AES-NI", true) }

// The VAES tiers run natively (valgrind skips them: no AVX-512/VAES).
func TestCTAESVAESAVX2CTR(t *testing.T)   { ctAESCTR(t, "VAES-AVX2") }
func TestCTAESVAESAVX512CTR(t *testing.T) { ctAESCTR(t, "VAES-AVX512") }
