// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"crypto/subtle"
	"encoding/binary"
)

// genericChunk is how many bytes the generic path encrypts before hashing
// them, small enough to stay in the L1 cache between the two passes.
const genericChunk = 2048

// ctrBlocks encrypts whole blocks in counter mode with inc32 (SP 800-38D
// §6.5). With 96-bit nonces the counter is public (the nonce, then 2, 3,
// ...), and a Base-tier key runs internal/aes's CTR for inc32, whose
// batches share their first two rounds. Otherwise the counter may be
// secret (J0 of a non-96-bit nonce depends on H), so counter blocks are
// built without branches and encrypted with the block's multi-block
// kernel. The nonce size is fixed with the key, so the choice is public.
func (g *AEAD) ctrBlocks(dst, src []byte, ctr *[16]byte) {
	if g.nonceSize == StandardNonceSize && g.block.BaseCTR32(dst, src, ctr) {
		return
	}
	var ks [512]byte
	for len(src) > 0 {
		n := min(len(src), len(ks))
		c := binary.BigEndian.Uint32(ctr[12:])
		for i := 0; i < n; i += blockSize {
			copy(ks[i:i+12], ctr[:12])
			binary.BigEndian.PutUint32(ks[i+12:], c) // wraps mod 2^32 like inc32
			c++
		}
		binary.BigEndian.PutUint32(ctr[12:], c)
		g.block.EncryptBlocks(ks[:n], ks[:n])
		subtle.XORBytes(dst[:n], src[:n], ks[:n])
		dst, src = dst[n:], src[n:]
	}
	clear(ks[:])
}

// sealBlocksGeneric is the Go twin of the fused seal kernels: whole blocks,
// dst = CTR(src), y absorbs dst.
func (g *AEAD) sealBlocksGeneric(dst, src []byte, ctr, y *[16]byte) {
	for len(src) > 0 {
		n := min(len(src), genericChunk)
		g.ctrBlocks(dst[:n], src[:n], ctr)
		g.ghash.UpdateBlocks(y, dst[:n])
		dst, src = dst[n:], src[n:]
	}
}

// openBlocksGeneric is the Go twin of the fused open kernels: whole blocks,
// y absorbs src, dst = CTR(src).
func (g *AEAD) openBlocksGeneric(dst, src []byte, ctr, y *[16]byte) {
	for len(src) > 0 {
		n := min(len(src), genericChunk)
		g.ghash.UpdateBlocks(y, src[:n])
		g.ctrBlocks(dst[:n], src[:n], ctr)
		dst, src = dst[n:], src[n:]
	}
}
