// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind_test

// Constant-time entry points for the AES vpaes tier (Hamburg's vector-permute
// AES: VPAES-SSSE3 on amd64, with its AVX2 kernels for runs of four blocks
// when the CPU has AVX2; VPAES-NEON on arm64). See doc.go.
//
// The lengths are 7 blocks so one call runs every kernel of the tier: the
// 4-block AVX2 loop (where present), the 2-block loop and the 1-block tail.

import (
	"crypto/cipher"
	"runtime"
	"testing"

	"github.com/ctcrypto/ctcrypto/aes"
	"github.com/ctcrypto/ctcrypto/internal/ctgrind"
)

func vpaesTier() string {
	if runtime.GOARCH == "arm64" {
		return "VPAES-NEON"
	}
	return "VPAES-SSSE3"
}

// vpaesCipher selects the vpaes tier and sets up a secret key of the given
// size (the key schedule runs on the secret bytes and is checked too).
func vpaesCipher(t *testing.T, keySize int) cipher.Block {
	t.Helper()
	ctgrind.SelectTier(t, "aes", vpaesTier())
	key := make([]byte, keySize)
	for i := range key {
		key[i] = byte(i*7 + 1)
	}
	b, err := aes.NewCipher(ctgrind.SecretCopy(t, key))
	if err != nil {
		t.Fatal(err)
	}
	if got := b.(interface{ Implementation() string }).Implementation(); got != vpaesTier() {
		t.Fatalf("tier %s, want %s", got, vpaesTier())
	}
	return b
}

func TestCTAESVPAESKeySchedule(t *testing.T) {
	for _, size := range []int{16, 24, 32} {
		vpaesCipher(t, size)
	}
}

func TestCTAESVPAESEncrypt(t *testing.T) { ctVPAESSingle(t, false) }
func TestCTAESVPAESDecrypt(t *testing.T) { ctVPAESSingle(t, true) }

func ctVPAESSingle(t *testing.T, decrypt bool) {
	for _, size := range []int{16, 24, 32} {
		ctAESBlock(t, vpaesCipher(t, size), decrypt)
	}
}

func TestCTAESVPAESCTR(t *testing.T) {
	for _, size := range []int{16, 32} {
		b := vpaesCipher(t, size)
		iv := make([]byte, 16) // the counter is public
		iv[15] = 0xfe          // carry into the next byte within the call
		pt, ct := ctgrind.SecretCopy(t, make([]byte, 7*16)), make([]byte, 7*16)
		cipher.NewCTR(b, iv).XORKeyStream(ct, pt)
		ctgrind.Public(ct)
	}
}

func TestCTAESVPAESCBCEncrypt(t *testing.T) {
	b := vpaesCipher(t, 16)
	pt, ct := ctgrind.SecretCopy(t, make([]byte, 7*16)), make([]byte, 7*16)
	cipher.NewCBCEncrypter(b, make([]byte, 16)).CryptBlocks(ct, pt)
	ctgrind.Public(ct)
}

func TestCTAESVPAESCBCDecrypt(t *testing.T) {
	b := vpaesCipher(t, 16)
	// The ciphertext is public in practice, but marking it secret checks
	// that nothing branches on the data flowing through the kernel.
	ct, pt := ctgrind.SecretCopy(t, make([]byte, 7*16)), make([]byte, 7*16)
	cipher.NewCBCDecrypter(b, make([]byte, 16)).CryptBlocks(pt, ct)
	ctgrind.Public(pt)
}
