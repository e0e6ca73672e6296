// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes_test

import (
	"bytes"
	"crypto/cipher"
	"sync"
	"testing"

	"github.com/ctcrypto/ctcrypto/aes"
)

// A Block is shared by goroutines as crypto/aes's is: its methods only read
// the key. Run under -race in CI.
func TestConcurrentUse(t *testing.T) {
	block, err := aes.NewCipher(bytes.Repeat([]byte{7}, 32))
	if err != nil {
		t.Fatal(err)
	}
	msg := bytes.Repeat([]byte("concurrent"), 300)
	want := make([]byte, len(msg))
	cipher.NewCTR(block, make([]byte, 16)).XORKeyStream(want, msg)

	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for i := 0; i < 20; i++ {
				got := make([]byte, len(msg))
				cipher.NewCTR(block, make([]byte, 16)).XORKeyStream(got, msg)
				var one [16]byte
				block.Encrypt(one[:], msg[:16])
				if !bytes.Equal(got, want) {
					t.Error("CTR output differs under concurrent use")
					return
				}
			}
		})
	}
	wg.Wait()
}
