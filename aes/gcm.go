// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"crypto/cipher"

	igcm "github.com/ctcrypto/ctcrypto/internal/gcm"
)

// NewGCM returns AES-GCM over this key with the given nonce and tag sizes.
// crypto/cipher.NewGCM, NewGCMWithNonceSize and NewGCMWithTagSize call it
// (the standard library's gcmAble hook), so they return ctcrypto's GCM
// (see package ctcrypto/gcm for its guarantees). The block must not be
// modified afterwards.
func (c *Block) NewGCM(nonceSize, tagSize int) (cipher.AEAD, error) {
	return igcm.New(&c.b, nonceSize, tagSize)
}
