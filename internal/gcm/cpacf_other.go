// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !s390x || purego

package gcm

import (
	"crypto/cipher"

	"github.com/ctcrypto/ctcrypto/internal/aes"
)

// Only s390x delegates GCM (cpacf_s390x.go): here no key does, and the
// empty struct adds nothing to an AEAD.
type stdAEAD struct{}

func (stdAEAD) aead() cipher.AEAD { return nil }

func newStdAEAD(block *aes.EncBlock, nonceSize, tagSize int) stdAEAD { return stdAEAD{} }

func (stdAEAD) seal(out, nonce, plaintext, ad []byte) { panic("gcm: no CPACF") }

func (stdAEAD) open(out, nonce, text, gotTag, ad []byte) int { panic("gcm: no CPACF") }
