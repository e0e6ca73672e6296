// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"iter"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

func TestMain(m *testing.M) { cryptotest.Main(m, "aes") }

// cpuTier is a tier this port must register, and whether this CPU has
// what it needs; the assembly ports' tests set cpuTiers.
type cpuTier struct {
	name      string
	supported bool
}

var cpuTiers []cpuTier

// TestTiers checks this port's table against the registry and the CPU
// (cryptotest.TestTiers). ghash_test.go's TestTiers is the same wrapper
// over that package's own row, cpuTier and Tier types, which differ.
func TestTiers(t *testing.T) {
	var ts []Tier
	var names []string
	for _, r := range tiers {
		ts = append(ts, r.tier)
		names = append(names, r.name)
	}
	var cpu []cryptotest.CPUTier // nil if the port sets no cpuTiers
	for _, c := range cpuTiers {
		cpu = append(cpu, cryptotest.CPUTier{Name: c.name, Supported: c.supported})
	}
	cryptotest.TestTiers(t, "aes", Base, ts, names, cpu, func() Tier {
		b, err := New(make([]byte, 16))
		if err != nil {
			t.Fatal(err)
		}
		return b.Tier()
	})
}

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// randKeys yields n random keys of each size, 16 bytes first.
func randKeys(r *rand.Rand, n int) iter.Seq[[]byte] {
	return func(yield func([]byte) bool) {
		for _, ks := range []int{16, 24, 32} {
			for range n {
				if !yield(randBytes(r, ks)) {
					return
				}
			}
		}
	}
}

func fromHex(s string) []byte {
	b, err := hex.DecodeString(strings.Join(strings.Fields(s), ""))
	if err != nil {
		panic(err)
	}
	return b
}

func mustNew(t *testing.T, key []byte) *Block {
	t.Helper()
	b, err := New(key)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// testBaseKey returns the Base tier's multi-block layouts of key and its
// round count, from the Go key schedule.
func testBaseKey(key []byte) (*bsKey, int) {
	rounds := len(key)/4 + 6
	var enc, dec [240]byte
	expandKey(key, rounds, &enc, &dec)
	bs := new(bsKey)
	bitsliceKey(bs, rounds, &enc)
	return bs, rounds
}

// ---- reference key schedule (variable time; tests only) ----

func gfMul(a, b byte) byte {
	var p byte
	for b != 0 {
		if b&1 != 0 {
			p ^= a
		}
		hi := a & 0x80
		a <<= 1
		if hi != 0 {
			a ^= 0x1b
		}
		b >>= 1
	}
	return p
}

// refSbox builds the S-box from its definition (FIPS 197 §5.1.1):
// inversion in GF(2^8) followed by the affine map.
func refSbox() [256]byte {
	var s [256]byte
	for x := 0; x < 256; x++ {
		var inv byte
		for y := 1; y < 256 && x != 0; y++ {
			if gfMul(byte(x), byte(y)) == 1 {
				inv = byte(y)
			}
		}
		b := inv
		s[x] = b ^ (b<<1 | b>>7) ^ (b<<2 | b>>6) ^ (b<<3 | b>>5) ^ (b<<4 | b>>4) ^ 0x63
	}
	return s
}

func refExpand(sbox *[256]byte, key []byte) (enc, dec [240]byte) {
	nk := len(key) / 4
	nr := nk + 6
	w := make([]byte, 16*(nr+1))
	copy(w, key)
	rcon := byte(1)
	for i := nk; i < 4*(nr+1); i++ {
		t := [4]byte(w[4*(i-1):])
		if i%nk == 0 {
			t = [4]byte{sbox[t[1]] ^ rcon, sbox[t[2]], sbox[t[3]], sbox[t[0]]}
			rcon = gfMul(rcon, 2)
		} else if nk > 6 && i%nk == 4 {
			t = [4]byte{sbox[t[0]], sbox[t[1]], sbox[t[2]], sbox[t[3]]}
		}
		for j := range 4 {
			w[4*i+j] = w[4*(i-nk)+j] ^ t[j]
		}
	}
	copy(enc[:], w)
	for r := 0; r <= nr; r++ {
		rk := w[16*(nr-r) : 16*(nr-r)+16]
		for c := 0; c < 4; c++ {
			col := rk[4*c : 4*c+4]
			for i := range 4 {
				v := col[i]
				if r > 0 && r < nr {
					v = gfMul(col[i], 14) ^ gfMul(col[(i+1)%4], 11) ^ gfMul(col[(i+2)%4], 13) ^ gfMul(col[(i+3)%4], 9)
				}
				dec[16*r+4*c+i] = v
			}
		}
	}
	return
}

func TestSbox(t *testing.T) {
	want := refSbox()
	for x := 0; x < 256; x++ {
		var q, qi [8]uint64
		for j := range 8 {
			q[j] = uint64(x>>j&1) * 0xffffffffffffffff
		}
		qi = q
		sbox(&q)
		var got byte
		for j := range 8 {
			if q[j] != 0 && q[j] != ^uint64(0) {
				t.Fatalf("sbox(%#x): bit %d not uniform across positions", x, j)
			}
			got |= byte(q[j]&1) << j
		}
		if got != want[x] {
			t.Fatalf("sbox(%#x) = %#x, want %#x", x, got, want[x])
		}
		// invSbox(S(x)) = x.
		for j := range 8 {
			qi[j] = uint64(want[x]>>j&1) * 0xffffffffffffffff
		}
		invSbox(&qi)
		var back byte
		for j := range 8 {
			back |= byte(qi[j]&1) << j
		}
		if back != byte(x) {
			t.Fatalf("invSbox(%#x) = %#x, want %#x", want[x], back, x)
		}
	}
}

// TestKeyExpansion checks the FIPS 197 Appendix A schedules (last words)
// and, for random keys, the whole enc and dec schedules against the
// textbook algorithm.
func TestKeyExpansion(t *testing.T) {
	for _, tc := range []struct{ key, last string }{
		{"2b7e151628aed2a6abf7158809cf4f3c", "d014f9a8c9ee2589e13f0cc8b6630ca6"},                                 // A.1
		{"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", "e98ba06f448c773c8ecc720401002202"},                 // A.2
		{"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", "fe4890d1e6188d0b046df344706c631e"}, // A.3
	} {
		b := mustNew(t, fromHex(tc.key))
		if b.family == familyStd {
			continue // CPACF keys hold no schedule; TestKeyScheduleFIPS197 checks every other tier's
		}
		enc, nr := fipsSchedule(&b.EncBlock, fromHex(tc.key))
		if got := hex.EncodeToString(enc[16*nr : 16*nr+16]); got != tc.last {
			t.Errorf("key %s: last round key %s, want %s", tc.key, got, tc.last)
		}
	}
	sb := refSbox()
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 100; i++ {
		key := randBytes(r, []int{16, 24, 32}[i%3])
		var enc, dec [240]byte
		expandKey(key, len(key)/4+6, &enc, &dec)
		wantEnc, wantDec := refExpand(&sb, key)
		if enc != wantEnc || dec != wantDec {
			t.Fatalf("key %x: schedule differs from the reference", key)
		}
	}
}

// TestFIPS197 runs the example vectors of FIPS 197 Appendices B and C.
func TestFIPS197(t *testing.T) {
	vectors := []struct{ key, pt, ct string }{
		{"2b7e151628aed2a6abf7158809cf4f3c", "3243f6a8885a308d313198a2e0370734", "3925841d02dc09fbdc118597196a0b32"},
		{"000102030405060708090a0b0c0d0e0f", "00112233445566778899aabbccddeeff", "69c4e0d86a7b0430d8cdb78070b4c55a"},
		{"000102030405060708090a0b0c0d0e0f1011121314151617", "00112233445566778899aabbccddeeff", "dda97ca4864cdfe06eaf70a0ec0d7191"},
		{"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089"},
	}
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		for _, v := range vectors {
			b := mustNew(t, fromHex(v.key))
			pt, ct := fromHex(v.pt), fromHex(v.ct)
			got := make([]byte, 16)
			b.Encrypt(got, pt)
			if !bytes.Equal(got, ct) {
				t.Errorf("%s: Encrypt key %s = %x, want %x", b.Tier(), v.key, got, ct)
			}
			b.Decrypt(got, ct)
			if !bytes.Equal(got, pt) {
				t.Errorf("%s: Decrypt key %s = %x, want %x", b.Tier(), v.key, got, pt)
			}
			b.EncryptBlocks(got, pt)
			if !bytes.Equal(got, ct) {
				t.Errorf("%s: EncryptBlocks key %s = %x, want %x", b.Tier(), v.key, got, ct)
			}
		}
	})
}

// SP 800-38A Appendix F.2 (CBC) and F.5 (CTR).
var sp80038aPlaintext = fromHex(`6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51
	30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710`)

var sp80038a = []struct{ key, cbc, ctr string }{
	{"2b7e151628aed2a6abf7158809cf4f3c",
		"7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2 73bed6b8e3c1743b7116e69e22229516 3ff1caa1681fac09120eca307586e1a7",
		"874d6191b620e3261bef6864990db6ce 9806f66b7970fdff8617187bb9fffdff 5ae4df3edbd5d35e5b4f09020db03eab 1e031dda2fbe03d1792170a0f3009cee"},
	{"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
		"4f021db243bc633d7178183a9fa071e8 b4d9ada9ad7dedf4e5e738763f69145a 571b242012fb7ae07fa9baac3df102e0 08b0e27988598881d920a9e64f5615cd",
		"1abc932417521ca24f2b0459fe7e6e0b 090339ec0aa6faefd5ccc2c6f4ce8e94 1e36b26bd1ebc670d1bd1d665620abf7 4f78a7f6d29809585a97daec58c6b050"},
	{"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
		"f58c4c04d6e5f1ba779eabfb5f7bfbd6 9cfc4e967edb808d679f777bc6702c7d 39f23369a9d9bacfa530e26304231461 b2eb05e2c39be9fcda6c19078c6a9d1b",
		"601ec313775789a5b7a7f504bbf3d228 f443e3ca4d62b59aca84e990cacaf5c5 2b0930daa23de94ce87017ba2d84988d dfc9c58db67aada613c2dd08457941a6"},
}

func TestSP80038A(t *testing.T) {
	cbcIV := fromHex("000102030405060708090a0b0c0d0e0f")
	ctrIV := fromHex("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		for _, v := range sp80038a {
			b := mustNew(t, fromHex(v.key))
			cbc, ctr := fromHex(v.cbc), fromHex(v.ctr)
			got := make([]byte, 64)

			NewCBCEncrypter(b, cbcIV).CryptBlocks(got, sp80038aPlaintext)
			if !bytes.Equal(got, cbc) {
				t.Errorf("%s: CBC encrypt key %s = %x", b.Tier(), v.key, got)
			}
			NewCBCDecrypter(b, cbcIV).CryptBlocks(got, cbc)
			if !bytes.Equal(got, sp80038aPlaintext) {
				t.Errorf("%s: CBC decrypt key %s = %x", b.Tier(), v.key, got)
			}
			NewCTR(b, ctrIV).XORKeyStream(got, sp80038aPlaintext)
			if !bytes.Equal(got, ctr) {
				t.Errorf("%s: CTR key %s = %x", b.Tier(), v.key, got)
			}
			// CTR decryption is the same operation, here byte by byte.
			s := NewCTR(b, ctrIV)
			for i := range ctr {
				s.XORKeyStream(got[i:i+1], ctr[i:i+1])
			}
			if !bytes.Equal(got, sp80038aPlaintext) {
				t.Errorf("%s: CTR decrypt key %s = %x", b.Tier(), v.key, got)
			}
		}
	})
}

func pkcs7Pad(b []byte) []byte {
	n := 16 - len(b)%16
	return append(bytes.Clone(b), bytes.Repeat([]byte{byte(n)}, n)...)
}

// pkcs7Unpad is a test helper (variable time is fine here).
func pkcs7Unpad(b []byte) ([]byte, bool) {
	if len(b) == 0 || len(b)%16 != 0 {
		return nil, false
	}
	n := int(b[len(b)-1])
	if n == 0 || n > 16 {
		return nil, false
	}
	for _, c := range b[len(b)-n:] {
		if int(c) != n {
			return nil, false
		}
	}
	return b[:len(b)-n], true
}

func TestWycheproofCBC(t *testing.T) {
	var file struct {
		cryptotest.WycheproofHeader
		TestGroups []struct {
			KeySize int `json:"keySize"`
			Tests   []struct {
				TcID   int                 `json:"tcId"`
				Flags  []string            `json:"flags"`
				Key    cryptotest.HexBytes `json:"key"`
				IV     cryptotest.HexBytes `json:"iv"`
				Msg    cryptotest.HexBytes `json:"msg"`
				CT     cryptotest.HexBytes `json:"ct"`
				Result cryptotest.Result   `json:"result"`
			} `json:"tests"`
		} `json:"testGroups"`
	}
	cryptotest.LoadWycheproof(t, "aes_cbc_pkcs5_test.json", &file)
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		n := 0
		for _, g := range file.TestGroups {
			for _, tc := range g.Tests {
				if !cryptotest.CheckFlags(t, tc.TcID, tc.Flags, "Pseudorandom", "BadPadding", "NoPadding") {
					continue
				}
				n++
				b := mustNew(t, tc.Key)
				if len(tc.CT)%16 != 0 {
					if tc.Result == cryptotest.Valid {
						t.Errorf("test %d: valid vector with a partial block", tc.TcID)
					}
					continue
				}
				pt := make([]byte, len(tc.CT))
				NewCBCDecrypter(b, tc.IV).CryptBlocks(pt, tc.CT)
				msg, ok := pkcs7Unpad(pt)
				switch tc.Result {
				case cryptotest.Valid:
					if !ok || !bytes.Equal(msg, tc.Msg) {
						t.Errorf("test %d: decryption = %x, %v; want %x", tc.TcID, msg, ok, tc.Msg)
					}
					ct := pkcs7Pad(tc.Msg)
					NewCBCEncrypter(b, tc.IV).CryptBlocks(ct, ct)
					if !bytes.Equal(ct, tc.CT) {
						t.Errorf("test %d: encryption = %x, want %x", tc.TcID, ct, tc.CT)
					}
				case cryptotest.Invalid:
					if ok {
						t.Errorf("test %d: invalid ciphertext accepted", tc.TcID)
					}
				default:
					t.Errorf("test %d: unexpected result %q", tc.TcID, tc.Result)
				}
			}
		}
		if n != file.NumberOfTests {
			t.Errorf("ran %d vectors, file has %d", n, file.NumberOfTests)
		}
	})
}

// TestAgainstStdlib compares every operation of every tier with crypto/aes
// and crypto/cipher, for all key sizes and lengths 0..64 blocks.
func TestAgainstStdlib(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for _, ks := range []int{16, 24, 32} {
			key := randBytes(r, ks)
			b := mustNew(t, key)
			ref, _ := stdaes.NewCipher(key)
			for n := 0; n <= 64; n++ {
				src := randBytes(r, 16*n)
				iv := randBytes(r, 16)
				got, want := make([]byte, len(src)), make([]byte, len(src))

				b.EncryptBlocks(got, src)
				for i := 0; i < len(src); i += 16 {
					ref.Encrypt(want[i:], src[i:])
				}
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: EncryptBlocks key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				ctr := [16]byte(iv)
				b.CTR(got, src, &ctr)
				cipher.NewCTR(ref, iv).XORKeyStream(want, src)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: CTR key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				v := [16]byte(iv)
				b.CBCEncrypt(got, src, &v)
				cipher.NewCBCEncrypter(ref, iv).CryptBlocks(want, src)
				if !bytes.Equal(got, want) || (n > 0 && !bytes.Equal(v[:], want[len(want)-16:])) {
					t.Fatalf("%s: CBCEncrypt key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				v = [16]byte(iv)
				b.CBCDecrypt(got, src, &v)
				cipher.NewCBCDecrypter(ref, iv).CryptBlocks(want, src)
				if !bytes.Equal(got, want) || (n > 0 && !bytes.Equal(v[:], src[len(src)-16:])) {
					t.Fatalf("%s: CBCDecrypt key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				// In place.
				copy(got, src)
				v = [16]byte(iv)
				b.CBCDecrypt(got, got, &v)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: in-place CBCDecrypt key %d, %d blocks mismatch", b.Tier(), ks, n)
				}

				if n > 0 {
					b.Encrypt(got, src)
					ref.Encrypt(want, src)
					if !bytes.Equal(got[:16], want[:16]) {
						t.Fatalf("%s: Encrypt key %d mismatch", b.Tier(), ks)
					}
					b.Decrypt(got, src)
					ref.Decrypt(want, src)
					if !bytes.Equal(got[:16], want[:16]) {
						t.Fatalf("%s: Decrypt key %d mismatch", b.Tier(), ks)
					}
				}
			}
		}
	})
}

// counterEdges are IVs whose counters carry out of 32, 64 and 128 bits
// within a few blocks.
func counterEdges() [][16]byte {
	var out [][16]byte
	for _, lo := range []uint64{1<<32 - 3, 1<<64 - 1, 1<<64 - 5, 1<<64 - 40} {
		for _, hi := range []uint64{0, 7, 1<<64 - 1} {
			var c [16]byte
			binary.BigEndian.PutUint64(c[:8], hi)
			binary.BigEndian.PutUint64(c[8:], lo)
			out = append(out, c)
		}
	}
	return out
}

func TestCTRCounterWrap(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		key := randBytes(r, 16)
		b := mustNew(t, key)
		ref, _ := stdaes.NewCipher(key)
		for _, iv := range counterEdges() {
			for _, n := range []int{1, 3, 4, 5, 7, 8, 9, 16, 17, 33, 64, 65, 100} {
				src := randBytes(r, 16*n+n%7)
				got, want := make([]byte, len(src)), make([]byte, len(src))
				ctr := iv
				b.CTR(got, src, &ctr)
				cipher.NewCTR(ref, iv[:]).XORKeyStream(want, src)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s: CTR from %x over %d bytes mismatch", b.Tier(), iv, len(src))
				}
				// The counter advanced by the number of blocks used.
				exp := iv
				incrementCounter(&exp, uint64((len(src)+15)/16))
				if ctr != exp {
					t.Fatalf("%s: counter after %d bytes from %x is %x, want %x", b.Tier(), len(src), iv, ctr, exp)
				}
			}
		}
	})
}

// TestCTRStreaming checks that keystream carries across XORKeyStream calls
// of every split, like crypto/cipher's CTR.
func TestCTRStreaming(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		r := rand.New(rand.NewPCG(7, 8))
		key, iv := randBytes(r, 32), randBytes(r, 16)
		b := mustNew(t, key)
		ref, _ := stdaes.NewCipher(key)
		src := randBytes(r, 1100)
		want := make([]byte, len(src))
		cipher.NewCTR(ref, iv).XORKeyStream(want, src)
		for trial := 0; trial < 50; trial++ {
			s := NewCTR(b, iv)
			got := make([]byte, len(src))
			for off := 0; off < len(src); {
				n := min(r.IntN(140), len(src)-off)
				s.XORKeyStream(got[off:off+n], src[off:off+n])
				off += n
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: split CTR mismatch", b.Tier())
			}
		}
	})
}

func TestConformance(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		for _, ks := range []int{16, 24, 32} {
			t.Run(fmt.Sprint(ks*8), func(t *testing.T) {
				mk := func(key []byte) (cipher.Block, error) { return New(key) }
				cryptotest.TestBlock(t, ks, mk)
				b, _ := New(make([]byte, ks))
				cryptotest.TestStreamFromBlock(t, b, func(c cipher.Block, iv []byte) cipher.Stream {
					return NewCTR(c.(*Block), iv)
				})
				cryptotest.TestBlockMode(t, b,
					func(c cipher.Block, iv []byte) cipher.BlockMode { return NewCBCEncrypter(c.(*Block), iv) },
					func(c cipher.Block, iv []byte) cipher.BlockMode { return NewCBCDecrypter(c.(*Block), iv) })
			})
		}
	})
}

func TestAllocs(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		b := mustNew(t, make([]byte, 16))
		buf := make([]byte, 1024+5)
		s := NewCTR(b, make([]byte, 16))
		enc := NewCBCEncrypter(b, make([]byte, 16))
		dec := NewCBCDecrypter(b, make([]byte, 16))
		var ctr [16]byte
		for name, f := range map[string]func(){
			"Encrypt":       func() { b.Encrypt(buf, buf) },
			"Decrypt":       func() { b.Decrypt(buf, buf) },
			"EncryptBlocks": func() { b.EncryptBlocks(buf[:1024], buf[:1024]) },
			"CTR":           func() { b.CTR(buf, buf, &ctr) },
			"XORKeyStream":  func() { s.XORKeyStream(buf, buf) },
			"CBC encrypt":   func() { enc.CryptBlocks(buf[:1024], buf[:1024]) },
			"CBC decrypt":   func() { dec.CryptBlocks(buf[:1024], buf[:1024]) },
		} {
			if n := testing.AllocsPerRun(10, f); n != 0 {
				t.Errorf("%s: %s allocates %v times", b.Tier(), name, n)
			}
		}
	})
}

func mustPanic(t *testing.T, msg string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Errorf("no panic, want %q", msg)
		} else if fmt.Sprint(r) != msg {
			t.Errorf("panic %q, want %q", r, msg)
		}
	}()
	f()
}

// TestPanics checks the standard library's messages for programmer errors.
func TestPanics(t *testing.T) {
	b := mustNew(t, make([]byte, 16))
	buf := make([]byte, 64)
	mustPanic(t, "crypto/aes: input not full block", func() { b.Encrypt(buf, buf[:15]) })
	mustPanic(t, "crypto/aes: output not full block", func() { b.Decrypt(buf[:15], buf) })
	mustPanic(t, "crypto/aes: invalid buffer overlap", func() { b.Encrypt(buf[1:], buf) })
	mustPanic(t, "cipher.NewCTR: IV length must equal block size", func() { NewCTR(b, buf[:15]) })
	mustPanic(t, "cipher.NewCBCEncrypter: IV length must equal block size", func() { NewCBCEncrypter(b, buf[:17]) })
	mustPanic(t, "cipher.NewCBCDecrypter: IV length must equal block size", func() { NewCBCDecrypter(b, buf[:0]) })
	s := NewCTR(b, buf[:16])
	mustPanic(t, "crypto/cipher: output smaller than input", func() { s.XORKeyStream(buf[:3], buf[:4]) })
	mustPanic(t, "crypto/cipher: invalid buffer overlap", func() { s.XORKeyStream(buf[1:33], buf[:32]) })
	m := NewCBCDecrypter(b, buf[:16])
	mustPanic(t, "crypto/cipher: input not full blocks", func() { m.CryptBlocks(buf, buf[:17]) })
	mustPanic(t, "crypto/cipher: output smaller than input", func() { m.CryptBlocks(buf[:16], buf[:32]) })
	mustPanic(t, "crypto/cipher: invalid buffer overlap", func() { m.CryptBlocks(buf[16:48], buf[:32]) })
	mustPanic(t, "cipher: incorrect length IV", func() { m.SetIV(buf[:8]) })
	if _, err := New(make([]byte, 17)); err == nil || err.Error() != "crypto/aes: invalid key size 17" {
		t.Errorf("New(17-byte key) error = %v", err)
	}
}

// TestSboxForms checks the circuits' kept forms (base_sbox_forms.go)
// against the memory forms on random words of both widths, whichever form
// this port runs (scratchOperands, invScratchOperands): every port tests
// both.
func TestSboxForms(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for i := range 200 {
		var q64 [8]uint64
		var q32 [8]uint32
		for j := range q64 {
			q64[j], q32[j] = r.Uint64(), r.Uint32()
		}
		added := i%2 == 1
		checkSboxForms(t, q64, added)
		checkSboxForms(t, q32, added)
	}
}

func checkSboxForms[W word](t *testing.T, q [8]W, added bool) {
	t.Helper()
	var y [19]W
	mem, kept := q, q
	sboxCircuit(&mem, &y)
	sboxCircuitKept(&kept)
	if mem != kept {
		t.Fatalf("sboxCircuitKept(%x) = %x, sboxCircuit %x", q, kept, mem)
	}
	mem, kept = q, q
	invSboxCircuit(&mem, &y, added)
	invSboxCircuitKept(&kept, added)
	if mem != kept {
		t.Fatalf("invSboxCircuitKept(%x, %v) = %x, invSboxCircuit %x", q, added, kept, mem)
	}
}
