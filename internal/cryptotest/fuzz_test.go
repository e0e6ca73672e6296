// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"crypto/aes"
	"crypto/cipher"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
)

func stdCTR(key, iv []byte) cipher.Stream {
	b, err := aes.NewCipher(key)
	if err != nil {
		panic(err)
	}
	return cipher.NewCTR(b, iv)
}

func stdCBC(key, iv []byte, decrypt bool) cipher.BlockMode {
	b, err := aes.NewCipher(key)
	if err != nil {
		panic(err)
	}
	if decrypt {
		return cipher.NewCBCDecrypter(b, iv)
	}
	return cipher.NewCBCEncrypter(b, iv)
}

func stdGCMKey(key []byte) (cipher.AEAD, error) {
	b, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(b)
}

func stdBlock(key []byte) (cipher.Block, error) { return aes.NewCipher(key) }

// The helpers, run on the standard library against itself, must pass. Only
// their seeds are worth running: fuzzing the standard library against
// itself finds nothing, so these skip under -fuzz (saving CI time).

func skipIfFuzzing(f *testing.F) {
	if fl := flag.Lookup("test.fuzz"); fl != nil && fl.Value.String() != "" {
		f.Skip("self-check of the fuzz helpers; nothing to find by fuzzing")
	}
}

func FuzzBlockSelf(f *testing.F) {
	skipIfFuzzing(f)
	FuzzBlock(f, 32, stdBlock, stdBlock)
}

func FuzzStreamSelf(f *testing.F) {
	skipIfFuzzing(f)
	FuzzStream(f, 16, 16, stdCTR, stdCTR)
}

func FuzzBlockModeSelf(f *testing.F) {
	skipIfFuzzing(f)
	FuzzBlockMode(f, 24, 16, stdCBC, stdCBC)
}

func FuzzAEADSelf(f *testing.F) {
	skipIfFuzzing(f)
	FuzzAEAD(f, 16, stdGCMKey, stdGCMKey)
}

func TestChunks(t *testing.T) {
	for _, c := range []struct {
		n    int
		spec []byte
		want []int
	}{
		{10, nil, []int{10}},
		{10, []byte{0, 0}, []int{10}},
		{10, []byte{3}, []int{3, 3, 3, 1}},
		{10, []byte{0, 4}, []int{0, 4, 0, 4, 0, 2}},
		{0, []byte{5}, nil},
	} {
		if got := chunks(c.n, c.spec); !slices.Equal(got, c.want) {
			t.Errorf("chunks(%d, %v) = %v, want %v", c.n, c.spec, got, c.want)
		}
	}
}

// Broken implementations must be caught by the seeds alone.

func FuzzHelperBrokenStream(f *testing.F) {
	if os.Getenv(helperEnv) != "broken" {
		f.Skip("child process only")
	}
	FuzzStream(f, 16, 16, func(key, iv []byte) cipher.Stream {
		b, _ := aes.NewCipher(key)
		return &forgetfulStream{b: b, ctr: [16]byte(iv)}
	}, stdCTR)
}

func FuzzHelperBrokenAEAD(f *testing.F) {
	if os.Getenv(helperEnv) != "broken" {
		f.Skip("child process only")
	}
	FuzzAEAD(f, 16, func(key []byte) (cipher.AEAD, error) {
		a, err := stdGCMKey(key)
		return leakyOpenResult{a}, err
	}, stdGCMKey)
}

// leakyOpenResult returns the (unauthenticated) bytes with its error.
type leakyOpenResult struct{ cipher.AEAD }

func (a leakyOpenResult) Open(dst, nonce, ct, ad []byte) ([]byte, error) {
	out, err := a.AEAD.Open(dst, nonce, ct, ad)
	if err != nil {
		return append(dst, ct...), err
	}
	return out, nil
}

func TestFuzzHelpersCatchBrokenImplementations(t *testing.T) {
	for _, name := range []string{"FuzzHelperBrokenStream", "FuzzHelperBrokenAEAD"} {
		out, ok := runHelper(t, "broken", nil, "-test.run=^"+name+"$")
		if ok || !strings.Contains(out, "--- FAIL: "+name) {
			t.Errorf("%s: child succeeded=%v, output:\n%s", name, ok, out)
		}
	}
}
