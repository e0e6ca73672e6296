// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build arm64 && !purego

package gcm

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// The arm64 tiers and fused kernel, written out apart from the tables in
// internal/aes, internal/ghash and gcm_arm64.go so that a renamed tier or a
// dropped table row fails TestFusedChoice.
func init() {
	wantAESTiers = []string{"Armv8-AES", "VPAES-NEON"}
	wantGHASHTiers = []string{"PMULL", "NEON"}
	wantFused = map[[2]string]string{
		{"Armv8-AES", "PMULL"}: "Armv8-AES+PMULL",
	}
}

// armv8RefBlocks is the reference for the fused kernels: CTR with inc32 by
// crypto/aes, GHASH by the ghash Base tier.
func armv8RefBlocks(t *testing.T, ref cipher.Block, hk *ghash.Key, seal bool, ctr, y *[16]byte, dst, src []byte) {
	var ks [16]byte
	for i := 0; i < len(src); i += 16 {
		if !seal {
			hk.UpdateBlocks(y, src[i:i+16])
		}
		ref.Encrypt(ks[:], ctr[:])
		binary.BigEndian.PutUint32(ctr[12:], binary.BigEndian.Uint32(ctr[12:])+1)
		for j := range ks {
			dst[i+j] = src[i+j] ^ ks[j]
		}
		if seal {
			hk.UpdateBlocks(y, dst[i:i+16])
		}
	}
}

func TestFusedARMv8AgainstGeneric(t *testing.T) {
	if !cpu.ARM64HasAES || !cpu.ARM64HasPMULL {
		t.Skip("CPU lacks AES or PMULL")
	}
	r := rand.New(rand.NewPCG(11, 12))
	rnd := byteSource(r)
	lengths := blockCounts(63, 64, 65, 127, 200)
	for _, size := range []int{16, 24, 32} {
		key := rnd(size)
		block, err := aes.New(key)
		if err != nil {
			t.Fatal(err)
		}
		if block.Tier().String() != "Armv8-AES" {
			t.Fatalf("aes tier %s, want Armv8-AES", block.Tier())
		}
		ref, _ := stdaes.NewCipher(key)
		var h [16]byte
		ref.Encrypt(h[:], h[:])
		var hk, refKey ghash.Key
		hk.Init(&h)
		if hk.Tier().String() != "PMULL" {
			t.Fatalf("ghash tier %s, want PMULL", hk.Tier())
		}
		impl.Select("ghash", impl.Base)
		refKey.Init(&h)
		impl.Reset("ghash")
		rk, rounds := block.RoundKeys()

		for _, n := range lengths {
			for _, low := range []uint32{r.Uint32(), 0xffffffff - 3, 0xffffffff} {
				src := rnd(16 * n)
				ctr0 := [16]byte(rnd(16))
				binary.BigEndian.PutUint32(ctr0[12:], low) // inc32 wraps within the message
				y0 := [16]byte(rnd(16))
				for _, seal := range []bool{true, false} {
					want := make([]byte, len(src))
					wantCtr, wantY := ctr0, y0
					armv8RefBlocks(t, ref, &refKey, seal, &wantCtr, &wantY, want, src)

					kernel := openARMv8
					if seal {
						kernel = sealARMv8
					}
					checkBlocksKernel(t, kernel, rk, rounds, &hk.Powers, ctr0, y0, src, want, wantCtr, wantY,
						"AES-%d seal=%v %d blocks, counter %08x", size*8, seal, n, low)
				}
			}
		}
	}
}

// wholeTwin is the Go twin of the whole-message kernels: the generic Seal
// and Open path from J0 on over the same two tiers.
func wholeTwin(g *AEAD, seal bool, j0, tag *[16]byte, dst, src, ad []byte) {
	var ctr, y [16]byte
	g.block.Encrypt(tag[:], j0[:])
	ctr = *j0
	inc32(&ctr)
	g.ghash.Update(&y, ad)
	f := g.fused
	g.fused = fusedNone
	if seal {
		g.sealText(dst, src, &ctr, &y)
	} else {
		g.openText(dst, src, &ctr, &y)
	}
	g.fused = f
	g.ghash.UpdateLengths(&y, uint64(len(ad)), uint64(len(src)))
	for i := range tag {
		tag[i] ^= y[i]
	}
}

func TestWholeARMv8AgainstGeneric(t *testing.T) {
	if !cpu.ARM64HasAES || !cpu.ARM64HasPMULL {
		t.Skip("CPU lacks AES or PMULL")
	}
	r := rand.New(rand.NewPCG(15, 16))
	rnd := byteSource(r)
	var lengths []int
	for n := 0; n <= 300; n++ {
		lengths = append(lengths, n)
	}
	for range 20 {
		lengths = append(lengths, 301+r.IntN(5000))
	}
	for _, size := range []int{16, 24, 32} {
		block, err := aes.New(rnd(size))
		if err != nil {
			t.Fatal(err)
		}
		g, err := New(block, 12, 16)
		if err != nil {
			t.Fatal(err)
		}
		if g.Tier() != "Armv8-AES+PMULL" {
			t.Fatalf("GCM tier %s, want Armv8-AES+PMULL", g.Tier())
		}
		for _, n := range lengths {
			// The last two reach the 16-block batches of the additional data
			// and the 8-block one after them (128 to 767 bytes).
			adLens := []int{0, r.IntN(20), 16 * r.IntN(4), r.IntN(300), 128 + r.IntN(640), 16 * (8 + r.IntN(40))}
			if size != 16 && n%7 != 0 {
				adLens = adLens[1:2] // the other key sizes sample fewer cases
			}
			for _, adLen := range adLens {
				src, ad := rnd(n), rnd(adLen)
				j0 := [16]byte(rnd(16))
				if r.IntN(4) == 0 {
					binary.BigEndian.PutUint32(j0[12:], 0xffffffff-uint32(r.IntN(3))) // inc32 wraps
				}
				for _, seal := range []bool{true, false} {
					want := make([]byte, n)
					var wantTag [16]byte
					wholeTwin(g, seal, &j0, &wantTag, want, src, ad)
					kernel := openWholeARMv8
					if seal {
						kernel = sealWholeARMv8
					}
					for _, inPlace := range []bool{false, true} {
						got := make([]byte, n+16)
						in := src
						if inPlace {
							copy(got, src)
							in = got[:n]
						}
						var tag [16]byte
						j := j0
						kernel(g.rk, g.rounds, &g.ghash.Powers, &j, &tag, got, in, ad)
						if !bytes.Equal(got[:n], want) || !bytes.Equal(got[n:], make([]byte, 16)) || tag != wantTag || j != j0 {
							t.Fatalf("AES-%d seal=%v in-place=%v text %d ad %d: mismatch\n got tag %x\nwant tag %x",
								size*8, seal, inPlace, n, adLen, tag, wantTag)
						}
					}
				}
			}
		}
	}
}
