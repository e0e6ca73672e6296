package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

func TestMain(m *testing.M) { cryptotest.Main(m, "aes") }

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// TestAgainstStdlib compares every operation of every tier with crypto/aes
// and crypto/cipher, for all key sizes and lengths 0..64 blocks.
func TestAgainstStdlib(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for _, ks := range []int{16, 24, 32} {
			key := randBytes(r, ks)
			b, err := New(key)
			if err != nil {
				t.Fatal(err)
			}
			ref, _ := stdaes.NewCipher(key)
			for n := 0; n <= 64; n++ {
				src := randBytes(r, 16*n)
				iv := randBytes(r, 16)
				got, want := make([]byte, len(src)), make([]byte, len(src))

				b.EncryptBlocks(got, src)
				for i := 0; i < len(src); i += 16 {
					ref.Encrypt(want[i:], src[i:])
				}
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: EncryptBlocks key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				ctr := [16]byte(iv)
				b.CTR(got, src, &ctr)
				cipher.NewCTR(ref, iv).XORKeyStream(want, src)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: CTR key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				v := [16]byte(iv)
				b.CBCEncrypt(got, src, &v)
				cipher.NewCBCEncrypter(ref, iv).CryptBlocks(want, src)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: CBCEncrypt key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				v = [16]byte(iv)
				b.CBCDecrypt(got, src, &v)
				cipher.NewCBCDecrypter(ref, iv).CryptBlocks(want, src)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: CBCDecrypt key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				if n > 0 {
					b.Encrypt(got, src)
					ref.Encrypt(want, src)
					if !bytes.Equal(got[:16], want[:16]) {
						t.Fatalf("%s: Encrypt key %d mismatch", b.Tier(), ks)
					}
					b.Decrypt(got, src)
					ref.Decrypt(want, src)
					if !bytes.Equal(got[:16], want[:16]) {
						t.Fatalf("%s: Decrypt key %d mismatch", b.Tier(), ks)
					}
				}
			}
		}
	})
}
