// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"bytes"
	"crypto/cipher"
	"testing"
)

// Differential fuzzing against a reference (normally the standard
// library). Each helper adds a few seeds and calls f.Fuzz, so a package's
// fuzz target is one line:
//
//	func FuzzGCM(f *testing.F) { cryptotest.FuzzAEAD(f, 16, newOurGCM, newStdGCM) }
//
// Without -fuzz, `go test` runs the seeds, so the comparison is part of the
// ordinary tests. Keys, IVs and nonces are cut or zero-padded from the
// fuzzer's bytes to the sizes given, so every input exercises the cipher.

// fit returns b cut or zero-padded to n bytes.
func fit(b []byte, n int) []byte {
	out := make([]byte, n)
	copy(out, b)
	return out
}

// chunks splits n into the lengths spec describes: each byte of spec is
// the next length (0 to 255, empty pieces included), cycling; an empty or
// all-zero spec means one piece.
func chunks(n int, spec []byte) []int {
	var out []int
	nonZero := false
	for _, c := range spec {
		nonZero = nonZero || c != 0
	}
	if !nonZero {
		return []int{n}
	}
	for i := 0; n > 0; i++ {
		k := min(int(spec[i%len(spec)]), n)
		out = append(out, k)
		n -= k
	}
	return out
}

// FuzzBlock compares two cipher.Block constructors on keys of keySize
// bytes: both must encrypt and decrypt every block of the input alike.
func FuzzBlock(f *testing.F, keySize int, ours, ref func(key []byte) (cipher.Block, error)) {
	f.Add([]byte{}, make([]byte, 16))
	f.Add(bytes.Repeat([]byte{0xff}, keySize), bytes.Repeat([]byte{0xff}, 64))
	f.Add([]byte("a fuzz key seed, any length"), []byte("0123456789abcdef0123456789abcdef!"))
	f.Fuzz(func(t *testing.T, keySeed, data []byte) {
		key := fit(keySeed, keySize)
		a, errA := ours(key)
		b, errB := ref(key)
		if errA != nil || errB != nil {
			t.Fatalf("constructors failed on a %d-byte key: ours %v, reference %v", keySize, errA, errB)
		}
		bs := b.BlockSize()
		if a.BlockSize() != bs {
			t.Fatalf("BlockSize %d, reference %d", a.BlockSize(), bs)
		}
		got, want := make([]byte, bs), make([]byte, bs)
		for off := 0; off+bs <= len(data); off += bs {
			src := data[off : off+bs]
			a.Encrypt(got, src)
			b.Encrypt(want, src)
			if !bytes.Equal(got, want) {
				t.Fatalf("key %x: Encrypt(%x) = %x, reference %x", key, src, got, want)
			}
			a.Decrypt(got, src)
			b.Decrypt(want, src)
			if !bytes.Equal(got, want) {
				t.Fatalf("key %x: Decrypt(%x) = %x, reference %x", key, src, got, want)
			}
		}
	})
}

// FuzzStream compares two stream constructors (for example CTR) on keys of
// keySize and IVs of ivSize bytes: our stream, fed the input in the pieces
// the fuzzer chooses, must produce what the reference produces in one call.
func FuzzStream(f *testing.F, keySize, ivSize int, ours, ref func(key, iv []byte) cipher.Stream) {
	f.Add([]byte{}, []byte{}, make([]byte, 100), []byte{})
	f.Add([]byte{1}, bytes.Repeat([]byte{0xff}, ivSize), make([]byte, 1000), []byte{1, 15, 16, 17, 0, 255})
	// An IV whose low counter bytes are all ones, to carry across words.
	f.Add([]byte{2}, append(make([]byte, ivSize/2), bytes.Repeat([]byte{0xff}, ivSize-ivSize/2)...), make([]byte, 600), []byte{64})
	f.Fuzz(func(t *testing.T, keySeed, ivSeed, data, split []byte) {
		key, iv := fit(keySeed, keySize), fit(ivSeed, ivSize)
		want := make([]byte, len(data))
		ref(key, iv).XORKeyStream(want, data)
		got := make([]byte, len(data))
		s := ours(key, iv)
		off := 0
		for _, n := range chunks(len(data), split) {
			s.XORKeyStream(got[off:off+n], data[off:off+n])
			off += n
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("key %x, iv %x, %d bytes in pieces %v: output differs from the reference:\n got  %s\n want %s",
				key, iv, len(data), chunks(len(data), split), short(got), short(want))
		}
	})
}

// FuzzBlockMode compares two block-mode constructors (for example CBC) on
// keys of keySize bytes and IVs of one block; mk returns an encrypter, or a
// decrypter when decrypt is set. Our mode, fed whole blocks in the pieces
// the fuzzer chooses, must match the reference in both directions.
func FuzzBlockMode(f *testing.F, keySize, blockSize int, ours, ref func(key, iv []byte, decrypt bool) cipher.BlockMode) {
	f.Add([]byte{}, []byte{}, make([]byte, 64), []byte{})
	f.Add([]byte{1}, bytes.Repeat([]byte{0xff}, blockSize), make([]byte, 1024), []byte{1, 3, 8, 0})
	f.Fuzz(func(t *testing.T, keySeed, ivSeed, data, split []byte) {
		key, iv := fit(keySeed, keySize), fit(ivSeed, blockSize)
		data = data[:len(data)/blockSize*blockSize]
		for _, decrypt := range []bool{false, true} {
			want := make([]byte, len(data))
			ref(key, iv, decrypt).CryptBlocks(want, data)
			got := make([]byte, len(data))
			m := ours(key, iv, decrypt)
			off := 0
			for _, n := range chunks(len(data)/blockSize, split) {
				m.CryptBlocks(got[off:off+n*blockSize], data[off:off+n*blockSize])
				off += n * blockSize
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("decrypt=%v, key %x, iv %x, %d bytes: output differs from the reference:\n got  %s\n want %s",
					decrypt, key, iv, len(data), short(got), short(want))
			}
		}
	})
}

// FuzzAEAD compares two AEAD constructors on keys of keySize bytes: Seal
// must match, both must open the sealed message, and on the fuzzer's bytes
// taken as a ciphertext (almost always a forgery) both must agree on
// success and plaintext, and ours must return nil on failure.
func FuzzAEAD(f *testing.F, keySize int, ours, ref func(key []byte) (cipher.AEAD, error)) {
	f.Add([]byte{}, []byte{}, []byte{}, []byte{}, []byte{})
	f.Add([]byte{1}, []byte{2}, make([]byte, 100), make([]byte, 13), make([]byte, 40))
	f.Add(bytes.Repeat([]byte{0xff}, keySize), bytes.Repeat([]byte{0xff}, 12), make([]byte, 1000), make([]byte, 300), make([]byte, 16))
	f.Fuzz(func(t *testing.T, keySeed, nonceSeed, pt, ad, forged []byte) {
		key := fit(keySeed, keySize)
		a, errA := ours(key)
		b, errB := ref(key)
		if errA != nil || errB != nil {
			t.Fatalf("constructors failed on a %d-byte key: ours %v, reference %v", keySize, errA, errB)
		}
		if a.NonceSize() != b.NonceSize() || a.Overhead() != b.Overhead() {
			t.Fatalf("NonceSize, Overhead = %d, %d; reference %d, %d", a.NonceSize(), a.Overhead(), b.NonceSize(), b.Overhead())
		}
		nonce := fit(nonceSeed, b.NonceSize())
		ct := a.Seal(nil, nonce, pt, ad)
		if want := b.Seal(nil, nonce, pt, ad); !bytes.Equal(ct, want) {
			t.Fatalf("key %x, nonce %x, %d-byte plaintext, %d-byte AD: Seal differs:\n got  %s\n want %s",
				key, nonce, len(pt), len(ad), short(ct), short(want))
		}
		if got, err := a.Open(nil, nonce, ct, ad); err != nil || !bytes.Equal(got, pt) {
			t.Fatalf("Open of our own Seal: %v", err)
		}
		got, err := a.Open(nil, nonce, forged, ad)
		want, errRef := b.Open(nil, nonce, forged, ad)
		if (err == nil) != (errRef == nil) || !bytes.Equal(got, want) {
			t.Fatalf("Open of %x: ours (%s, %v), reference (%s, %v)", forged, short(got), err, short(want), errRef)
		}
		if err != nil && got != nil {
			t.Fatalf("Open failed but returned %d bytes", len(got))
		}
	})
}
