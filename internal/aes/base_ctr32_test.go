// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// inc32Ref is GCM's counter mode (SP 800-38D §6.5) by crypto/cipher's CTR,
// restarted where the low 32 bits wrap so that byte 11 never changes.
func inc32Ref(ref cipher.Block, dst, src []byte, ctr *[16]byte) {
	for len(src) > 0 {
		left := 1<<32 - uint64(binary.BigEndian.Uint32(ctr[12:]))
		n := uint64(len(src)) / 16
		n = min(n, left)
		cipher.NewCTR(ref, ctr[:]).XORKeyStream(dst[:16*n], src[:16*n])
		binary.BigEndian.PutUint32(ctr[12:], binary.BigEndian.Uint32(ctr[12:])+uint32(n))
		dst, src = dst[16*n:], src[16*n:]
	}
}

// TestBaseCTR32 checks BaseCTR32 against crypto/cipher with counters whose
// low 32 bits wrap inside a batch, at its end, or not at all, before and
// after a key's multi-block layouts exist, in place and not.
func TestBaseCTR32(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		r := rand.New(rand.NewPCG(84, 12))
		lows := []uint32{1, 2, 0xfe, 0xf5, 0xfffffff0, 0xffffffe0, 0xffffff80, 0xfffffff9,
			0xffffffff, 0xfffffffd, 0xffffff10, 0xfffff7f8}
		counts := []int{1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 48, 64, 100, 129, 257}
		for key := range randKeys(r, 1) {
			ref, _ := stdaes.NewCipher(key)
			for _, low := range lows {
				for _, n := range counts {
					for _, inPlace := range []bool{false, true} {
						b := mustNew(t, key) // fresh: the first short run takes the one-block layout
						var iv [16]byte
						copy(iv[:12], randBytes(r, 12))
						iv[11] = 0xff // a carry out of the low word would show here
						binary.BigEndian.PutUint32(iv[12:], low)
						src := randBytes(r, 16*n)
						want := make([]byte, len(src))
						wantCtr := iv
						inc32Ref(ref, want, src, &wantCtr)
						for pass := range 2 { // the second with the layouts built
							got := make([]byte, len(src))
							if inPlace {
								copy(got, src)
							}
							in := src
							if inPlace {
								in = got
							}
							ctr := iv
							ok := b.BaseCTR32(got, in, &ctr)
							if b.Tier() != Base {
								if ok || ctr != iv {
									t.Fatalf("%s: BaseCTR32 ran off the Base tier", b.Tier())
								}
								return
							}
							if !ok {
								t.Fatal("Base: BaseCTR32 reported false")
							}
							if !bytes.Equal(got, want) || ctr != wantCtr {
								t.Fatalf("key %d, low %08x, %d blocks, in place %v, pass %d: mismatch\ngot  %x\nwant %x\nctr %x, want %x",
									len(key), low, n, inPlace, pass, got, want, ctr, wantCtr)
							}
						}
					}
				}
			}
		}
	})
}
