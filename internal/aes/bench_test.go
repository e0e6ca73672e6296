// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	stdaes "crypto/aes"
	"crypto/cipher"
	"strconv"
	"testing"
)

func benchSizes() []int { return []int{16, 256, 1350, 8192, 16384} }

func BenchmarkCTR(b *testing.B) {
	for _, size := range benchSizes() {
		for _, which := range []string{"ours", "stdlib"} {
			b.Run(which+"/"+strconv.Itoa(size), func(b *testing.B) {
				key := make([]byte, 16)
				var s cipher.Stream
				if which == "ours" {
					k, _ := New(key)
					s = NewCTR(k, make([]byte, 16))
				} else {
					k, _ := stdaes.NewCipher(key)
					s = cipher.NewCTR(k, make([]byte, 16))
				}
				buf := make([]byte, size)
				b.SetBytes(int64(size))
				for b.Loop() {
					s.XORKeyStream(buf, buf)
				}
			})
		}
	}
}

// BenchmarkCBCDecrypt is CBC decryption of whole blocks (1344 bytes for
// the 1350 row), ours and the standard library's.
func BenchmarkCBCDecrypt(b *testing.B) {
	for _, size := range []int{16, 32, 256, 1344, 8192} {
		for _, which := range []string{"ours", "stdlib"} {
			b.Run(which+"/"+strconv.Itoa(size), func(b *testing.B) {
				key := make([]byte, 16)
				var m cipher.BlockMode
				if which == "ours" {
					k, _ := New(key)
					m = NewCBCDecrypter(k, make([]byte, 16))
				} else {
					k, _ := stdaes.NewCipher(key)
					m = cipher.NewCBCDecrypter(k, make([]byte, 16))
				}
				buf := make([]byte, size)
				b.SetBytes(int64(size))
				for b.Loop() {
					m.CryptBlocks(buf, buf)
				}
			})
		}
	}
}

// BenchmarkEncrypt is one-block Encrypt, ours and the standard library's.
func BenchmarkEncrypt(b *testing.B) { benchmarkBlock(b, false) }

// BenchmarkDecrypt is one-block Decrypt, ours and the standard library's.
func BenchmarkDecrypt(b *testing.B) { benchmarkBlock(b, true) }

func benchmarkBlock(b *testing.B, decrypt bool) {
	for _, which := range []string{"ours", "stdlib"} {
		b.Run(which, func(b *testing.B) {
			key := make([]byte, 16)
			var c cipher.Block
			if which == "ours" {
				c, _ = New(key)
			} else {
				c, _ = stdaes.NewCipher(key)
			}
			buf := make([]byte, 16)
			b.SetBytes(16)
			for b.Loop() {
				if decrypt {
					c.Decrypt(buf, buf)
				} else {
					c.Encrypt(buf, buf)
				}
			}
		})
	}
}

func BenchmarkBase4(b *testing.B) {
	var bs bsKey
	var enc, dec [240]byte
	expandKey(make([]byte, 16), 10, &enc, &dec)
	bitsliceKey(&bs, 10, &enc)
	var q [8]uint64
	b.SetBytes(64)
	for b.Loop() {
		encrypt4(&bs, 10, &q)
	}
}

// BenchmarkBaseWide is the sixteen-block Base cipher alone (no transposition).
func BenchmarkBaseWide(b *testing.B) {
	var bs bsKey
	var enc, dec [240]byte
	expandKey(make([]byte, 16), 10, &enc, &dec)
	bitsliceKey(&bs, 10, &enc)
	var x wideState
	b.SetBytes(256)
	for b.Loop() {
		encryptWide(&bs.wide, 10, &x)
	}
}

// BenchmarkBaseECB is EncryptBlocks on the Base tier.
func BenchmarkBaseECB(b *testing.B) {
	var bs bsKey
	var enc, dec [240]byte
	expandKey(make([]byte, 16), 10, &enc, &dec)
	bitsliceKey(&bs, 10, &enc)
	buf := make([]byte, 8192)
	b.SetBytes(int64(len(buf)))
	for b.Loop() {
		encryptBlocksGeneric(&bs, 10, buf, buf)
	}
}

// BenchmarkBase1 is the single-block Base cipher alone (no layout change).
func BenchmarkBase1(b *testing.B) {
	var bs bsKey
	var enc, dec [240]byte
	expandKey(make([]byte, 16), 10, &enc, &dec)
	bitsliceKey(&bs, 10, &enc)
	var x, y uint64
	b.SetBytes(16)
	for b.Loop() {
		x, y = encrypt1(&bs.one.enc, 10, x, y)
	}
}

// BenchmarkNewCipher is key setup as a program making a key per message
// pays it: the allocation included. Run with -benchmem.
func BenchmarkNewCipher(b *testing.B) {
	for _, size := range []int{16, 24, 32} {
		for _, which := range []string{"ours", "stdlib"} {
			b.Run(which+"/"+strconv.Itoa(8*size), func(b *testing.B) {
				key := make([]byte, size)
				b.ReportAllocs()
				var c cipher.Block
				for b.Loop() {
					if which == "ours" {
						c, _ = New(key)
					} else {
						c, _ = stdaes.NewCipher(key)
					}
				}
				_ = c
			})
		}
	}
}
