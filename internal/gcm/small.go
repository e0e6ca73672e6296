// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"crypto/subtle"
	"encoding/binary"

	isubtle "github.com/ctcrypto/ctcrypto/internal/subtle"
)

// Short messages are dominated by fixed costs, so up to these sizes Seal
// and Open make exactly one multi-block AES call (the tag mask E_K(J0)
// and the keystream together) and one GHASH call (the padded additional
// data, ciphertext and length block laid out in one stack buffer), or, on
// amd64's VAES-AVX2 fused tier with a 96-bit nonce, one kernel call for
// all of it (small_amd64.go), which these functions are the Go twin of.
//
// The fused tier's kernels go on to smallFusedText bytes of text (a
// sixteen-block form, small_amd64.go); the twin of the longer one is the
// streaming path, so the generic path's stack buffers stay sized by
// smallText.
const (
	smallText      = 128
	smallAD        = 64
	smallFusedText = 256
)

func roundUp16(n int) int { return (n + 15) &^ 15 }

// smallKeystream fills ks with E_K(J0), E_K(inc32(J0)), ... for the tag
// mask and nb keystream blocks.
func (g *AEAD) smallKeystream(ks *[16 + smallText]byte, j0 *[16]byte, nb int) {
	c := binary.BigEndian.Uint32(j0[12:])
	for i := 0; i <= nb; i++ {
		copy(ks[16*i:16*i+12], j0[:12])
		binary.BigEndian.PutUint32(ks[16*i+12:], c+uint32(i)) // inc32: wraps mod 2^32
	}
	g.block.EncryptBlocks(ks[:16*(nb+1)], ks[:16*(nb+1)])
}

// smallHash returns GHASH(A || pad || C || pad || [len(A)]64 || [len(C)]64).
func (g *AEAD) smallHash(y *[16]byte, ad, ct []byte) {
	var hb [smallAD + smallText + 16]byte
	copy(hb[:], ad)
	p := roundUp16(len(ad))
	copy(hb[p:], ct)
	p += roundUp16(len(ct))
	binary.BigEndian.PutUint64(hb[p:], uint64(len(ad))*8)
	binary.BigEndian.PutUint64(hb[p+8:], uint64(len(ct))*8)
	g.ghash.UpdateBlocks(y, hb[:p+16])
}

func (g *AEAD) sealSmall(out []byte, j0 *[16]byte, plaintext, additionalData []byte) {
	var ks [16 + smallText]byte
	g.smallKeystream(&ks, j0, (len(plaintext)+15)/16)
	ct := out[:len(plaintext)]
	subtle.XORBytes(ct, plaintext, ks[16:])
	var y [16]byte
	g.smallHash(&y, additionalData, ct)
	subtle.XORBytes(out[len(plaintext):], ks[:g.tagSize], y[:g.tagSize])
	clear(ks[:])
}

// openSmall decrypts text into out and returns the tag verdict (1 or 0)
// without branching on it.
func (g *AEAD) openSmall(out []byte, j0 *[16]byte, text, gotTag, additionalData []byte) int {
	var y [16]byte
	g.smallHash(&y, additionalData, text)
	var ks [16 + smallText]byte
	g.smallKeystream(&ks, j0, (len(text)+15)/16)
	subtle.XORBytes(y[:], y[:], ks[:16])
	subtle.XORBytes(out, text, ks[16:])
	clear(ks[:])
	// The comparison takes the same time wherever the tags differ.
	return isubtle.EqualInt(y[:g.tagSize], gotTag)
}
