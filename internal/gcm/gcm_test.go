// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/ghash"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func TestMain(m *testing.M) { cryptotest.Main(m, "aes", "ghash", "gcm") }

// allTiers runs f under every combination of AES, GHASH and GCM tiers,
// which covers every fused kernel, the generic path over each pair and
// s390x's delegation to crypto/cipher (the only "gcm" tier).
func allTiers(t *testing.T, f func(t *testing.T)) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		cryptotest.TestAllImplementations(t, "ghash", func(t *testing.T) {
			cryptotest.TestAllImplementations(t, "gcm", f)
		})
	})
}

func newAEAD(t testing.TB, key []byte, nonceSize, tagSize int) *AEAD {
	t.Helper()
	b, err := aes.New(key)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(b, nonceSize, tagSize)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func stdGCM(t testing.TB, key []byte, nonceSize, tagSize int) cipher.AEAD {
	t.Helper()
	b, err := stdaes.NewCipher(key)
	if err != nil {
		t.Fatal(err)
	}
	var g cipher.AEAD
	switch {
	case nonceSize != 12:
		g, err = cipher.NewGCMWithNonceSize(b, nonceSize)
	default:
		g, err = cipher.NewGCMWithTagSize(b, tagSize)
	}
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func randBytes(r *rand.ChaCha8, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

// byteSource returns a function that draws n bytes from r, one Uint32 a
// byte: the input source of the per-port kernel tests (gcm_arm64_test.go,
// gcm_arm64_aead_test.go, gcm_ppc64le_test.go).
func byteSource(r *rand.Rand) func(n int) []byte {
	return func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	}
}

// blockCounts is the block counts of the per-port blocks-kernel tests:
// every count 0..40, then extra.
func blockCounts(extra ...int) []int {
	var counts []int
	for n := 0; n <= 40; n++ {
		counts = append(counts, n)
	}
	return append(counts, extra...)
}

// checkBlocksKernel runs a fused blocks kernel (sealARMv8, openPOWER8, ...)
// on src from ctr0 and y0, out of place and in place, and fails t unless
// the output, counter and hash are want, wantCtr and wantY and the 16 bytes
// after the output stay zero; format and args name the case. It is the
// check of the per-port kernel tests in gcm_arm64_test.go and
// gcm_ppc64le_test.go.
func checkBlocksKernel(t *testing.T,
	kernel func(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte),
	rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte,
	ctr0, y0 [16]byte, src, want []byte, wantCtr, wantY [16]byte, format string, args ...any) {
	t.Helper()
	for _, inPlace := range []bool{false, true} {
		got := make([]byte, len(src)+16)
		in := src
		if inPlace {
			copy(got, src)
			in = got[:len(src)]
		}
		ctr, y := ctr0, y0
		kernel(rk, rounds, pow, &ctr, &y, got, in)
		if !bytes.Equal(got[:len(src)], want) || !bytes.Equal(got[len(src):], make([]byte, 16)) ||
			ctr != wantCtr || y != wantY {
			t.Fatalf("%s in-place=%v: mismatch\n got y %x ctr %x\nwant y %x ctr %x",
				fmt.Sprintf(format, args...), inPlace, y, ctr, wantY, wantCtr)
		}
	}
}

// Test cases from McGrew and Viega, "The Galois/Counter Mode of Operation
// (GCM)", revised 2005, appendix B (also used by SP 800-38D validation).
var specVectors = []struct{ key, iv, pt, ad, ct, tag string }{
	{ // test case 1
		"00000000000000000000000000000000", "000000000000000000000000", "", "", "",
		"58e2fccefa7e3061367f1d57a4e7455a",
	},
	{ // test case 2
		"00000000000000000000000000000000", "000000000000000000000000",
		"00000000000000000000000000000000", "",
		"0388dace60b6a392f328c2b971b2fe78", "ab6e47d42cec13bdf53a67b21257bddf",
	},
	{ // test case 4
		"feffe9928665731c6d6a8f9467308308", "cafebabefacedbaddecaf888",
		"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
		"feedfacedeadbeeffeedfacedeadbeefabaddad2",
		"42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
		"5bc94fbc3221a5db94fae95ae7121a47",
	},
	{ // test case 5: 64-bit IV
		"feffe9928665731c6d6a8f9467308308", "cafebabefacedbad",
		"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
		"feedfacedeadbeeffeedfacedeadbeefabaddad2",
		"61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c742373806900e49f24b22b097544d4896b424989b5e1ebac0f07c23f4598",
		"3612d2e79e3b0785561be14aaca2fccb",
	},
	{ // test case 6: 60-byte IV
		"feffe9928665731c6d6a8f9467308308",
		"9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b",
		"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
		"feedfacedeadbeeffeedfacedeadbeefabaddad2",
		"8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca701e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
		"619cc5aefffe0bfa462af43c1699d050",
	},
	{ // test case 10: AES-192
		"feffe9928665731c6d6a8f9467308308feffe9928665731c", "cafebabefacedbaddecaf888",
		"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
		"feedfacedeadbeeffeedfacedeadbeefabaddad2",
		"3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710",
		"2519498e80f1478f37ba55bd6d27618c",
	},
	{ // test case 16: AES-256
		"feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308", "cafebabefacedbaddecaf888",
		"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
		"feedfacedeadbeeffeedfacedeadbeefabaddad2",
		"522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
		"76fc6ece0f4e1768cddf8853bb2d551b",
	},
	{ // test case 18: AES-256, 60-byte IV
		"feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
		"9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b",
		"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
		"feedfacedeadbeeffeedfacedeadbeefabaddad2",
		"5a8def2f0c9e53f1f75d7853659e2a20eeb2b22aafde6419a058ab4f6f746bf40fc0c3b780f244452da3ebf1c5d82cdea2418997200ef82e44ae7e3f",
		"a44a8266ee1c8eb0c8b5d4cf5ae9f19a",
	},
}

func TestSpecVectors(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		for i, v := range specVectors {
			key, iv := cryptotest.Hex(t, v.key), cryptotest.Hex(t, v.iv)
			pt, ad := cryptotest.Hex(t, v.pt), cryptotest.Hex(t, v.ad)
			want := append(cryptotest.Hex(t, v.ct), cryptotest.Hex(t, v.tag)...)
			g := newAEAD(t, key, len(iv), 16)
			if got := g.Seal(nil, iv, pt, ad); !bytes.Equal(got, want) {
				t.Errorf("vector %d: Seal = %x, want %x", i, got, want)
			}
			got, err := g.Open(nil, iv, want, ad)
			if err != nil || !bytes.Equal(got, pt) {
				t.Errorf("vector %d: Open = %x, %v", i, got, err)
			}
		}
	})
}

// The assembly ports' tests set these: the port's AES and GHASH tiers and,
// for each pair of them by registry name, the fused kernel (AEAD.Tier) a key
// of that pair must get; pairs not listed take the generic path.
var (
	wantAESTiers, wantGHASHTiers []string
	wantFused                    map[[2]string]string
)

// TestFusedChoice checks, for every pair of AES and GHASH tiers this
// machine supports, that a key gets exactly the fused kernel wantFused
// names (or the generic path), and that the registries list exactly the
// port's tiers, so that renaming a tier or dropping a row of fusedTable
// fails.
func TestFusedChoice(t *testing.T) {
	if wantAESTiers != nil {
		if got := impl.List("aes"); !slices.Equal(got, wantAESTiers) {
			t.Fatalf("aes tiers %v, want %v", got, wantAESTiers)
		}
		if got := impl.List("ghash"); !slices.Equal(got, wantGHASHTiers) {
			t.Fatalf("ghash tiers %v, want %v", got, wantGHASHTiers)
		}
	}
	pairs := 0
	allTiers(t, func(t *testing.T) {
		a, h := impl.Active("aes"), impl.Active("ghash")
		g := newAEAD(t, make([]byte, 16), 12, 16)
		if g.block.Tier().String() != a || g.ghash.Tier().String() != h {
			t.Fatalf("selected %s/%s, key got %s/%s", a, h, g.block.Tier(), g.ghash.Tier())
		}
		want := a + "/" + h
		if f, ok := wantFused[[2]string{a, h}]; ok {
			want = f
		}
		if g.std.aead() != nil {
			want = "CPACF" // TestCPACFChoice checks when
		}
		if g.Tier() != want {
			t.Errorf("tiers %s/%s: GCM tier %s, want %s", a, h, g.Tier(), want)
		}
		pairs++
	})
	// Every fused row of the table was reached on a machine that has all its tiers.
	for _, r := range fusedTable {
		if impl.Supported("aes", r.aes.String()) && impl.Supported("ghash", r.ghash.String()) {
			if _, ok := wantFused[[2]string{r.aes.String(), r.ghash.String()}]; !ok {
				t.Errorf("fusedTable row %s/%s is not in wantFused", r.aes, r.ghash)
			}
		}
	}
	t.Logf("%d tier pairs checked", pairs)
}

// TestFusedAgainstGeneric compares the fused kernel the tiers select (if any) with
// the generic path at every block count 0..64 and some larger ones, with
// counters about to wrap in their low 32 bits.
func TestFusedAgainstGeneric(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{7})
		for _, keySize := range []int{16, 24, 32} {
			g := newAEAD(t, randBytes(r, keySize), 12, 16)
			if g.fused == fusedNone {
				if f, ok := wantFused[[2]string{impl.Active("aes"), impl.Active("ghash")}]; ok {
					t.Fatalf("tiers %s: no fused kernel, want %s", g.Tier(), f)
				}
				t.Skipf("no fused kernel for %s", g.Tier())
			}
			counts := []int{}
			for n := 0; n <= 64; n++ {
				counts = append(counts, n)
			}
			counts = append(counts, 100, 127, 128, 129, 255, 256, 257, 300)
			for _, n := range counts {
				for _, low := range []uint32{1, 0xfffffff0} {
					src := randBytes(r, 16*n)
					var ctr0, y0 [16]byte
					r.Read(ctr0[:])
					r.Read(y0[:])
					binary.BigEndian.PutUint32(ctr0[12:], low)
					for _, seal := range []bool{true, false} {
						want, got := make([]byte, len(src)), make([]byte, len(src))
						ctrW, yW, ctrG, yG := ctr0, y0, ctr0, y0
						if seal {
							g.sealBlocksGeneric(want, src, &ctrW, &yW)
							archSeal(g.fused, g.rk, g.rounds, &g.ghash.Powers, &ctrG, &yG, got, src)
						} else {
							g.openBlocksGeneric(want, src, &ctrW, &yW)
							archOpen(g.fused, g.rk, g.rounds, &g.ghash.Powers, &ctrG, &yG, got, src)
						}
						if !bytes.Equal(got, want) || ctrG != ctrW || yG != yW {
							t.Fatalf("key %d, %d blocks, seal=%v, ctr %08x: kernel and twin differ\nout %x\nwant %x\nctr %x / %x\ny %x / %x",
								keySize, n, seal, low, got, want, ctrG, ctrW, yG, yW)
						}
						// In place.
						inPlace := bytes.Clone(src)
						ctrG, yG = ctr0, y0
						if seal {
							archSeal(g.fused, g.rk, g.rounds, &g.ghash.Powers, &ctrG, &yG, inPlace, inPlace)
						} else {
							archOpen(g.fused, g.rk, g.rounds, &g.ghash.Powers, &ctrG, &yG, inPlace, inPlace)
						}
						if !bytes.Equal(inPlace, want) || yG != yW {
							t.Fatalf("key %d, %d blocks, seal=%v: in-place result differs", keySize, n, seal)
						}
					}
				}
			}
		}
	})
}

// TestAgainstStdlib seals and opens random messages of every size class
// with random keys, nonces (standard and not) and tag sizes, comparing with
// crypto/cipher's GCM over crypto/aes.
func TestAgainstStdlib(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{8})
		rnd := rand.New(r)
		lengths := []int{0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 512, 1023, 1024, 1350, 2047, 4096}
		for i := 0; i < 40; i++ {
			lengths = append(lengths, rnd.IntN(4097))
		}
		for i, n := range lengths {
			keySize := []int{16, 24, 32}[i%3]
			nonceSize := []int{12, 12, 1, 8, 16, 60}[i%6]
			tagSize := 16
			if nonceSize == 12 {
				tagSize = 12 + i%5
			}
			key := randBytes(r, keySize)
			ours, ref := newAEAD(t, key, nonceSize, tagSize), stdGCM(t, key, nonceSize, tagSize)
			nonce, pt, ad := randBytes(r, nonceSize), randBytes(r, n), randBytes(r, rnd.IntN(70))
			want := ref.Seal(nil, nonce, pt, ad)
			got := ours.Seal(nil, nonce, pt, ad)
			if !bytes.Equal(got, want) {
				t.Fatalf("len %d key %d nonce %d tag %d: Seal differs from stdlib", n, keySize, nonceSize, tagSize)
			}
			back, err := ours.Open(nil, nonce, want, ad)
			if err != nil || !bytes.Equal(back, pt) {
				t.Fatalf("len %d: Open failed: %v", n, err)
			}
		}
	})
}

// TestBitFlips checks that flipping any single bit of the ciphertext, the
// tag or the additional data makes Open fail and leave no plaintext.
func TestBitFlips(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{9})
		for _, n := range []int{0, 1, 16, 33, 130} {
			g := newAEAD(t, randBytes(r, 16), 12, 16)
			nonce, pt, ad := randBytes(r, 12), randBytes(r, n), randBytes(r, 13)
			sealed := g.Seal(nil, nonce, pt, ad)
			dst := make([]byte, n)
			for bit := 0; bit < 8*len(sealed); bit++ {
				sealed[bit/8] ^= 1 << (bit % 8)
				for i := range dst {
					dst[i] = 0xaa
				}
				if out, err := g.Open(dst[:0], nonce, sealed, ad); err == nil || out != nil {
					t.Fatalf("len %d: flipped sealed bit %d accepted", n, bit)
				}
				if !bytes.Equal(dst, make([]byte, n)) {
					t.Fatalf("len %d: failed Open left data in dst", n)
				}
				sealed[bit/8] ^= 1 << (bit % 8)
			}
			for bit := 0; bit < 8*len(ad); bit++ {
				ad[bit/8] ^= 1 << (bit % 8)
				if _, err := g.Open(nil, nonce, sealed, ad); err == nil {
					t.Fatalf("len %d: flipped AD bit %d accepted", n, bit)
				}
				ad[bit/8] ^= 1 << (bit % 8)
			}
			if _, err := g.Open(nil, nonce, sealed, ad); err != nil {
				t.Fatalf("len %d: restored message rejected", n)
			}
		}
	})
}

func TestAEADConformance(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		for _, keySize := range []int{16, 32} {
			t.Run(fmt.Sprint(keySize*8), func(t *testing.T) {
				cryptotest.TestAEAD(t, func() (cipher.AEAD, error) {
					b, err := aes.New(make([]byte, keySize))
					if err != nil {
						return nil, err
					}
					return New(b, 12, 16)
				})
			})
		}
	})
}

func TestAllocs(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		g := newAEAD(t, make([]byte, 16), 12, 16)
		nonce, ad := make([]byte, 12), make([]byte, 13)
		pt := make([]byte, 1350)
		buf := make([]byte, 0, 2000)
		sealed := g.Seal(nil, nonce, pt, ad)
		if n := testing.AllocsPerRun(10, func() { g.Seal(buf[:0], nonce, pt, ad) }); n != 0 {
			t.Errorf("Seal allocates %v times", n)
		}
		if n := testing.AllocsPerRun(10, func() { g.Open(buf[:0], nonce, sealed, ad) }); n != 0 {
			t.Errorf("Open allocates %v times", n)
		}
		sealed[0] ^= 1
		if n := testing.AllocsPerRun(10, func() { g.Open(buf[:0], nonce, sealed, ad) }); n != 0 {
			t.Errorf("failing Open allocates %v times", n)
		}
	})
}

func TestBadSizes(t *testing.T) {
	b, _ := aes.New(make([]byte, 16))
	for _, ts := range []int{0, 11, 17} {
		if _, err := New(b, 12, ts); err == nil {
			t.Errorf("tag size %d accepted", ts)
		}
	}
	if _, err := New(b, 0, 16); err == nil {
		t.Error("nonce size 0 accepted")
	}
	g := newAEAD(t, make([]byte, 16), 12, 16)
	if _, err := g.Open(nil, make([]byte, 12), make([]byte, 15), nil); err == nil {
		t.Error("short ciphertext accepted")
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("wrong nonce length did not panic")
			}
		}()
		g.Seal(nil, make([]byte, 11), nil, nil)
	}()
}

func FuzzSeal(f *testing.F) {
	f.Add([]byte("0123456789abcdef"), []byte("nonce-nonce!"), []byte("plaintext"), []byte("ad"))
	f.Fuzz(func(t *testing.T, key, nonce, pt, ad []byte) {
		switch len(key) {
		case 16, 24, 32:
		default:
			return
		}
		if len(nonce) == 0 || len(pt) > 4096 {
			return
		}
		ours := newAEAD(t, key, len(nonce), 16)
		ref := stdGCM(t, key, len(nonce), 16)
		want := ref.Seal(nil, nonce, pt, ad)
		if got := ours.Seal(nil, nonce, pt, ad); !bytes.Equal(got, want) {
			t.Fatalf("Seal differs from stdlib")
		}
	})
}

// FuzzOpen checks Open as FuzzSeal checks Seal; go test -fuzz wants one
// function per target.
func FuzzOpen(f *testing.F) {
	f.Add([]byte("0123456789abcdef"), []byte("nonce-nonce!"), []byte("ciphertext-and-tag-bytes"), []byte("ad"))
	f.Fuzz(func(t *testing.T, key, nonce, ct, ad []byte) {
		switch len(key) {
		case 16, 24, 32:
		default:
			return
		}
		if len(nonce) == 0 || len(ct) > 4096+16 {
			return
		}
		ours := newAEAD(t, key, len(nonce), 16)
		ref := stdGCM(t, key, len(nonce), 16)
		// A random ciphertext almost never authenticates; seal a related
		// one too so both outcomes are compared.
		for _, c := range [][]byte{ct, ref.Seal(nil, nonce, ct, ad)} {
			want, errW := ref.Open(nil, nonce, c, ad)
			got, errG := ours.Open(nil, nonce, c, ad)
			if (errW == nil) != (errG == nil) || !bytes.Equal(got, want) {
				t.Fatalf("Open differs from stdlib: %v / %v", errG, errW)
			}
		}
	})
}

// TestADLengths crosses many additional-data and text lengths (all partial
// block positions, whole batches of both) against the standard library.
func TestADLengths(t *testing.T) {
	allTiers(t, func(t *testing.T) {
		r := rand.NewChaCha8([32]byte{10})
		for _, keySize := range []int{16, 24, 32} {
			key := randBytes(r, keySize)
			ours, ref := newAEAD(t, key, 12, 16), stdGCM(t, key, 12, 16)
			for _, adLen := range []int{0, 1, 13, 16, 17, 63, 64, 65, 255, 256, 257, 300, 513, 1100, 2047} {
				for _, n := range []int{0, 1, 15, 16, 17, 48, 63, 64, 65, 129, 255, 256, 257, 300, 511, 512, 700, 1024, 1535, 2100, 4097} {
					nonce, pt, ad := randBytes(r, 12), randBytes(r, n), randBytes(r, adLen)
					want := ref.Seal(nil, nonce, pt, ad)
					if got := ours.Seal(nil, nonce, pt, ad); !bytes.Equal(got, want) {
						t.Fatalf("key %d ad %d text %d: Seal differs", keySize, adLen, n)
					}
					if got, err := ours.Open(nil, nonce, want, ad); err != nil || !bytes.Equal(got, pt) {
						t.Fatalf("key %d ad %d text %d: Open failed: %v", keySize, adLen, n, err)
					}
				}
			}
		}
	})
}
