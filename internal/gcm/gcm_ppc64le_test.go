// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ppc64le && !purego

package gcm

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// The ppc64le tiers and fused kernel, written out apart from the tables in
// internal/aes, internal/ghash and gcm_ppc64le.go so that a renamed tier or
// a dropped table row fails TestFusedChoice.
func init() {
	wantAESTiers = []string{"POWER8-AES"}
	wantGHASHTiers = []string{"VPMSUMD"}
	wantFused = map[[2]string]string{
		{"POWER8-AES", "VPMSUMD"}: "POWER8-AES+VPMSUMD",
	}
}

// power8Forms skips the test without POWER8 and returns the kernel forms
// the CPU runs (ISA 2.07, and ISA 3.0 on POWER9) as values of p9, which it
// restores when the test ends.
func power8Forms(t *testing.T) []bool {
	if !cpu.PPC64IsPOWER8 {
		t.Skip("CPU lacks the ISA 2.07 AES and VPMSUMD instructions")
	}
	saved := p9
	t.Cleanup(func() { p9 = saved })
	forms := []bool{false}
	if cpu.PPC64IsPOWER9 {
		forms = append(forms, true)
	}
	return forms
}

// TestFusedPOWER8AgainstGeneric calls both fused kernels directly, in both
// forms (ISA 2.07 and, on POWER9 and later, ISA 3.0 loads), against the
// generic path of a key on the Base tiers, at every block count 0..40 and
// some larger ones, in place and not, with counters whose low 32 bits wrap
// within the message, checking that nothing past dst is written.
func TestFusedPOWER8AgainstGeneric(t *testing.T) {
	forms := power8Forms(t)
	r := rand.New(rand.NewChaCha8([32]byte{14}))
	rnd := byteSource(r)
	lengths := blockCounts(63, 64, 65, 127)
	for _, size := range []int{16, 24, 32} {
		key := rnd(size)
		g := newAEAD(t, key, 12, 16)
		if g.fused != fusedPOWER8 {
			t.Fatalf("AES-%d: GCM tier %s, want the fused POWER8 kernel", size*8, g.Tier())
		}
		impl.Select("aes", impl.Base)
		impl.Select("ghash", impl.Base)
		base := newAEAD(t, key, 12, 16)
		impl.Reset("aes")
		impl.Reset("ghash")
		if base.fused != fusedNone || base.block.Tier().String() != impl.Base || base.ghash.Tier().String() != impl.Base {
			t.Fatalf("reference key on %s", base.Tier())
		}
		for _, form := range forms {
			p9 = form
			for _, n := range lengths {
				for _, low := range []uint32{r.Uint32(), 0xffffffff - 3, 0xffffffff} {
					src := rnd(16 * n)
					ctr0 := [16]byte(rnd(16))
					binary.BigEndian.PutUint32(ctr0[12:], low)
					y0 := [16]byte(rnd(16))
					for _, seal := range []bool{true, false} {
						want := make([]byte, len(src))
						wantCtr, wantY := ctr0, y0
						kernel := openPOWER8
						if seal {
							kernel = sealPOWER8
							base.sealBlocksGeneric(want, src, &wantCtr, &wantY)
						} else {
							base.openBlocksGeneric(want, src, &wantCtr, &wantY)
						}
						checkBlocksKernel(t, kernel, g.rk, g.rounds, &g.ghash.Powers, ctr0, y0, src, want, wantCtr, wantY,
							"p9=%v AES-%d seal=%v %d blocks, counter %08x", form, size*8, seal, n, low)
					}
				}
			}
		}
	}
}

func TestFusedPOWER8Allocs(t *testing.T) {
	if !cpu.PPC64IsPOWER8 {
		t.Skip("CPU lacks the ISA 2.07 AES and VPMSUMD instructions")
	}
	g := newAEAD(t, make([]byte, 16), 12, 16)
	buf := make([]byte, 16*19)
	var ctr, y [16]byte
	n := testing.AllocsPerRun(10, func() {
		archSeal(g.fused, g.rk, g.rounds, &g.ghash.Powers, &ctr, &y, buf, buf)
		archOpen(g.fused, g.rk, g.rounds, &g.ghash.Powers, &ctr, &y, buf, buf)
	})
	if n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

// TestWholePOWER8AgainstGeneric runs Seal and Open, which take the
// whole-message kernels on these tiers, in both forms, against a key on
// the Base tiers (the composed generic path) for additional data and text
// of every length around the block and batch boundaries, in place and not,
// and checks that a flipped tag bit fails.
func TestWholePOWER8AgainstGeneric(t *testing.T) {
	forms := power8Forms(t)
	r := rand.New(rand.NewChaCha8([32]byte{15}))
	rnd := byteSource(r)
	var textLens []int
	for n := 0; n <= 70; n++ {
		textLens = append(textLens, n)
	}
	textLens = append(textLens, 127, 128, 129, 255, 256, 1000)
	adLens := []int{0, 1, 15, 16, 17, 31, 32, 33, 100, 133, 300}
	for _, size := range []int{16, 24, 32} {
		key := rnd(size)
		for _, nonceSize := range []int{12, 8} {
			g := newAEAD(t, key, nonceSize, 16)
			if g.fused != wholeFused {
				t.Fatalf("GCM tier %s does not take the whole-message kernels", g.Tier())
			}
			impl.Select("aes", impl.Base)
			impl.Select("ghash", impl.Base)
			base := newAEAD(t, key, nonceSize, 16)
			impl.Reset("aes")
			impl.Reset("ghash")
			for _, form := range forms {
				p9 = form
				for _, adLen := range adLens {
					for _, n := range textLens {
						nonce, ad, pt := rnd(nonceSize), rnd(adLen), rnd(n)
						want := base.Seal(nil, nonce, pt, ad)
						got := g.Seal(nil, nonce, pt, ad)
						if !bytes.Equal(got, want) {
							t.Fatalf("p9=%v AES-%d nonce %d, %d bytes of AD, %d of text: Seal\n got %x\nwant %x", form, size*8, nonceSize, adLen, n, got, want)
						}
						buf := append(make([]byte, 0, n+16), pt...)
						inPlace := g.Seal(buf[:0], nonce, buf, ad)
						if !bytes.Equal(inPlace, want) {
							t.Fatalf("p9=%v AES-%d, %d/%d bytes: in-place Seal differs", form, size*8, adLen, n)
						}
						back, err := g.Open(nil, nonce, want, ad)
						if err != nil || !bytes.Equal(back, pt) {
							t.Fatalf("p9=%v AES-%d, %d/%d bytes: Open: %v", form, size*8, adLen, n, err)
						}
						if back, err := g.Open(inPlace[:0], nonce, inPlace, ad); err != nil || !bytes.Equal(back, pt) {
							t.Fatalf("p9=%v AES-%d, %d/%d bytes: in-place Open: %v", form, size*8, adLen, n, err)
						}
						want[len(want)-1-r.IntN(16)] ^= byte(1 << r.IntN(8))
						if _, err := g.Open(nil, nonce, want, ad); err == nil {
							t.Fatalf("p9=%v AES-%d, %d/%d bytes: Open accepted a flipped tag bit", form, size*8, adLen, n)
						}
					}
				}
			}
		}
	}
}
