// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/ctcrypto/ctcrypto/gcm"
)

// An AEAD is shared by goroutines as crypto/cipher's GCM is: Seal and Open
// only read the expanded key and the powers of H. Run under -race in CI.
// The goroutine harness is aes/concurrent_test.go's, on Seal and Open.
func TestConcurrentUse(t *testing.T) {
	aead, err := gcm.New(bytes.Repeat([]byte{9}, 16))
	if err != nil {
		t.Fatal(err)
	}
	nonce := make([]byte, aead.NonceSize())
	msg := bytes.Repeat([]byte("concurrent"), 300)
	want := aead.Seal(nil, nonce, msg, []byte("ad"))

	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for i := 0; i < 20; i++ {
				got := aead.Seal(nil, nonce, msg, []byte("ad"))
				pt, err := aead.Open(nil, nonce, got, []byte("ad"))
				if !bytes.Equal(got, want) || err != nil || !bytes.Equal(pt, msg) {
					t.Error("Seal/Open differ under concurrent use")
					return
				}
			}
		})
	}
	wg.Wait()
}
