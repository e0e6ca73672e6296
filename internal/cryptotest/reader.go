// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

// ConstReader is an io.Reader that returns its byte forever: for the key
// generation tests of rsa, ecdh and ecdsa, a reader that GenerateKey must
// ignore under testing/cryptotest.SetGlobalRandom, or that makes the keys
// it draws from it reproducible.
type ConstReader byte

func (r ConstReader) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(r)
	}
	return len(b), nil
}
