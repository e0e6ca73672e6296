// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"crypto/aes"
	"crypto/cipher"
	"errors"
	"os"
	"strings"
	"testing"
)

// Deliberately broken implementations: each suite must catch its fault.
// They run in a child process (TestHelperBroken), whose failures are the
// expected result, and TestSuitesCatchBrokenImplementations checks that the
// right subtest failed.

var brokenKey = make([]byte, 16)

func stdAES() cipher.Block {
	b, err := aes.NewCipher(brokenKey)
	if err != nil {
		panic(err)
	}
	return b
}

// overwritingBlock writes one byte past the block.
type overwritingBlock struct{ cipher.Block }

func (b overwritingBlock) Encrypt(dst, src []byte) {
	b.Block.Encrypt(dst, src)
	if len(dst) > 16 {
		dst[16] ^= 1
	}
}

// keyKeepingBlock keeps the caller's key slice and reads it per call.
type keyKeepingBlock struct{ key []byte }

func (b keyKeepingBlock) BlockSize() int { return 16 }
func (b keyKeepingBlock) Encrypt(dst, src []byte) {
	c, _ := aes.NewCipher(b.key)
	c.Encrypt(dst, src)
}
func (b keyKeepingBlock) Decrypt(dst, src []byte) {
	c, _ := aes.NewCipher(b.key)
	c.Decrypt(dst, src)
}

// forgetfulStream drops the unused rest of a block between calls.
type forgetfulStream struct {
	b   cipher.Block
	ctr [16]byte
}

func (s *forgetfulStream) XORKeyStream(dst, src []byte) {
	if len(dst) < len(src) {
		panic("short dst")
	}
	var ks [16]byte
	for len(src) > 0 {
		s.b.Encrypt(ks[:], s.ctr[:])
		s.ctr[15]++
		n := min(16, len(src))
		for i := 0; i < n; i++ {
			dst[i] = src[i] ^ ks[i]
		}
		dst, src = dst[n:], src[n:]
	}
}

// allocatingStream allocates a copy of src on every call.
type allocatingStream struct{ cipher.Stream }

var sink []byte

func (s allocatingStream) XORKeyStream(dst, src []byte) {
	sink = append([]byte(nil), src...)
	s.Stream.XORKeyStream(dst, sink)
}

// overlapBlindMode accepts inexactly overlapping buffers, copying src first.
type overlapBlindMode struct{ cipher.BlockMode }

func (m overlapBlindMode) CryptBlocks(dst, src []byte) {
	m.BlockMode.CryptBlocks(dst, append([]byte(nil), src...))
}

// leakyAEAD decrypts into dst before checking the tag and leaves the
// plaintext there when the check fails.
type leakyAEAD struct{ cipher.AEAD }

func (a leakyAEAD) Open(dst, nonce, ct, ad []byte) ([]byte, error) {
	out, err := a.AEAD.Open(dst, nonce, ct, ad)
	if err != nil && len(ct) > a.Overhead() && cap(dst)-len(dst) >= len(ct)-a.Overhead() {
		spare := dst[len(dst) : len(dst)+len(ct)-a.Overhead()]
		for i := range spare {
			spare[i] = ct[i] ^ 0x5a // stands in for unauthenticated plaintext
		}
	}
	return out, err
}

// lenientNonceAEAD pads or cuts any nonce to the right size.
type lenientNonceAEAD struct{ cipher.AEAD }

func (a lenientNonceAEAD) fix(nonce []byte) []byte {
	n := make([]byte, a.NonceSize())
	copy(n, nonce)
	return n
}
func (a lenientNonceAEAD) Seal(dst, nonce, pt, ad []byte) []byte {
	return a.AEAD.Seal(dst, a.fix(nonce), pt, ad)
}
func (a lenientNonceAEAD) Open(dst, nonce, ct, ad []byte) ([]byte, error) {
	return a.AEAD.Open(dst, a.fix(nonce), ct, ad)
}

// panickyAEAD panics on short ciphertexts, which are attacker input.
type panickyAEAD struct{ cipher.AEAD }

func (a panickyAEAD) Open(dst, nonce, ct, ad []byte) ([]byte, error) {
	_ = ct[a.Overhead()-1]
	return a.AEAD.Open(dst, nonce, ct, ad)
}

func stdGCM() cipher.AEAD {
	g, err := cipher.NewGCM(stdAES())
	if err != nil {
		panic(err)
	}
	return g
}

var brokenCases = []struct {
	name string
	run  func(t *testing.T)
	want string // a subtest that must fail
}{
	{"BlockOverwrite", func(t *testing.T) {
		TestBlock(t, 16, func(k []byte) (cipher.Block, error) { b, err := aes.NewCipher(k); return overwritingBlock{b}, err })
	}, "/Encrypt/OutOfBoundsWrite"},
	{"BlockKeyKept", func(t *testing.T) {
		TestBlock(t, 16, func(k []byte) (cipher.Block, error) { return keyKeepingBlock{k}, nil })
	}, "/KeyNotRetained"},
	{"StreamForgetful", func(t *testing.T) {
		TestStream(t, func() cipher.Stream { return &forgetfulStream{b: stdAES()} })
	}, "/KeepState"},
	{"StreamAllocates", func(t *testing.T) {
		TestStream(t, func() cipher.Stream { return allocatingStream{cipher.NewCTR(stdAES(), make([]byte, 16))} })
	}, "/Allocations"},
	{"BlockModeOverlap", func(t *testing.T) {
		TestBlockMode(t, stdAES(),
			func(b cipher.Block, iv []byte) cipher.BlockMode {
				return overlapBlindMode{cipher.NewCBCEncrypter(b, iv)}
			}, cipher.NewCBCDecrypter)
	}, "/Encrypter/BufferOverlap"},
	{"AEADLeaks", func(t *testing.T) {
		TestAEAD(t, func() (cipher.AEAD, error) { return leakyAEAD{stdGCM()}, nil })
	}, "/Tampered"},
	{"AEADLenientNonce", func(t *testing.T) {
		TestAEAD(t, func() (cipher.AEAD, error) { return lenientNonceAEAD{stdGCM()}, nil })
	}, "/WrongNonceSize"},
	{"AEADPanics", func(t *testing.T) {
		TestAEAD(t, func() (cipher.AEAD, error) { return panickyAEAD{stdGCM()}, nil })
	}, "/Tampered"},
	{"AEADFailsToMake", func(t *testing.T) {
		TestAEAD(t, func() (cipher.AEAD, error) { return nil, errors.New("no") })
	}, ""},
}

func TestHelperBroken(t *testing.T) {
	if os.Getenv(helperEnv) != "broken" {
		t.Skip("child process only")
	}
	for _, c := range brokenCases {
		t.Run(c.name, c.run)
	}
}

func TestSuitesCatchBrokenImplementations(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation checks are off under -race")
	}
	for _, c := range brokenCases {
		t.Run(c.name, func(t *testing.T) {
			out, ok := runHelper(t, "broken", nil, "-test.run=^TestHelperBroken$/^"+c.name+"$", "-test.v")
			if ok {
				t.Fatalf("the suite passed a broken implementation:\n%s", out)
			}
			if !strings.Contains(out, "--- FAIL: TestHelperBroken/"+c.name+c.want) {
				t.Errorf("subtest %s%s did not fail; output:\n%s", c.name, c.want, out)
			}
		})
	}
}
