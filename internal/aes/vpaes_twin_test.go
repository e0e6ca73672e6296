// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

// The Go twin of the vpaes kernels: the same sequence of shuffles, masks and
// XORs as vpaes_amd64.s and vpaes_arm64.s, on emulated 16-byte registers.
// It is the reference the assembly is tested against, and it is itself
// checked against crypto/aes.

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

type vpReg = [16]byte

// vpShuf is PSHUFB / TBL: out[s] = tbl[idx[s]] when idx[s] < 16 (PSHUFB looks
// at the low nibble when bit 7 is clear; our indexes never have bits 4-6
// set while bit 7 is clear), 0 when bit 7 is set.
func vpShuf(tbl, idx vpReg) vpReg {
	var out vpReg
	for s := range out {
		if idx[s]&0x80 == 0 {
			out[s] = tbl[idx[s]&15]
		}
	}
	return out
}

func vpXor(a, b vpReg) vpReg {
	for s := range a {
		a[s] ^= b[s]
	}
	return a
}

func vpAnd(a, b vpReg) vpReg {
	for s := range a {
		a[s] &= b[s]
	}
	return a
}

func vpShr4(a vpReg) vpReg {
	for s := range a {
		a[s] >>= 4
	}
	return a
}

var vpTwinTab = vpaesDeriveTables()

// vpTwinInvert returns io, jo for a state in the E (or D) basis.
func vpTwinInvert(t *vpaesTables, x vpReg) (io, jo vpReg) {
	i := vpAnd(vpShr4(x), t[vpMask])
	k := vpAnd(x, t[vpMask])
	ak := vpShuf(t[vpAInv], k)
	j := vpXor(k, i)
	iak := vpXor(vpShuf(t[vpInv], i), ak)
	jak := vpXor(vpShuf(t[vpInv], j), ak)
	io = vpXor(vpShuf(t[vpInv], iak), j)
	jo = vpXor(vpShuf(t[vpInv], jak), i)
	return
}

func vpTwinLookup(t *vpaesTables, row int, io, jo vpReg) vpReg {
	return vpXor(vpShuf(t[row], io), vpShuf(t[row+1], jo))
}

func vpTwinInput(t *vpaesTables, lo, hi int, x vpReg) vpReg {
	return vpXor(vpShuf(t[lo], vpAnd(x, t[vpMask])), vpShuf(t[hi], vpAnd(vpShr4(x), t[vpMask])))
}

func vpTwinSubBytes(dst, src *[16]byte) {
	t := vpTwinTab
	io, jo := vpTwinInvert(t, vpTwinInput(t, vpEncLo, vpEncHi, *src))
	*dst = vpXor(vpTwinLookup(t, vpSOU, io, jo), t[vpS63])
}

func vpTwinEncrypt(k *vpaesKey, dst, src *[16]byte) {
	t := vpTwinTab
	x := vpXor(vpTwinInput(t, vpEncLo, vpEncHi, *src), k.enc[0])
	for r := 1; r < k.rounds; r++ {
		io, jo := vpTwinInvert(t, x)
		a := vpTwinLookup(t, vpS1U, io, jo)
		a2 := vpTwinLookup(t, vpS2U, io, jo)
		b := vpShuf(a, t[vpERot1+r%4])
		tt := vpXor(a2, b)               // 2A + B
		d := vpShuf(a, t[vpERot3+r%4])   // D
		t2 := vpShuf(tt, t[vpERot1+r%4]) // 2B + C
		x = vpXor(vpXor(vpXor(tt, d), t2), k.enc[r])
	}
	io, jo := vpTwinInvert(t, x)
	out := vpShuf(vpTwinLookup(t, vpSOU, io, jo), t[vpEFinal+k.rounds%4])
	*dst = vpXor(out, k.enc[k.rounds])
}

func vpTwinDecrypt(k *vpaesKey, dst, src *[16]byte) {
	t := vpTwinTab
	x := vpXor(vpTwinInput(t, vpDecLo, vpDecHi, *src), k.dec[0])
	for r := 1; r < k.rounds; r++ {
		io, jo := vpTwinInvert(t, x)
		rot := t[vpDRot1+r%4]
		// 14a + R(11a + R(13a + R(9a))): InvMixColumns by Horner's rule.
		acc := vpShuf(vpTwinLookup(t, vpD9U, io, jo), rot)
		acc = vpShuf(vpXor(acc, vpTwinLookup(t, vpDDU, io, jo)), rot)
		acc = vpShuf(vpXor(acc, vpTwinLookup(t, vpDBU, io, jo)), rot)
		acc = vpXor(acc, vpTwinLookup(t, vpDEU, io, jo))
		x = vpXor(acc, k.dec[r])
	}
	io, jo := vpTwinInvert(t, x)
	out := vpShuf(vpTwinLookup(t, vpDOU, io, jo), t[vpDFinal+k.rounds%4])
	*dst = vpXor(out, k.dec[k.rounds])
}

// newVPKey returns a vpaesKey with schedule arrays of its own (a Block's
// key points into the Block's arrays).
func newVPKey() vpaesKey { return vpaesKey{enc: new([15][16]byte), dec: new([15][16]byte)} }

func newVPKeyPtr() *vpaesKey { k := newVPKey(); return &k }

// vpKeyEqual reports whether a and b hold the same schedules.
func vpKeyEqual(a, b *vpaesKey) bool {
	return *a.enc == *b.enc && *a.dec == *b.dec && a.rounds == b.rounds && a.wide == b.wide
}

func vpTwinSetKey(k *vpaesKey, key []byte) {
	vpaesExpandKey(k, vpTwinTab, key, func(x [16]byte) (y [16]byte) { vpTwinSubBytes(&y, &x); return }, nil)
}

func vpTwinEncryptBlocks(k *vpaesKey, dst, src []byte) {
	for i := 0; i+16 <= len(src); i += 16 {
		vpTwinEncrypt(k, (*[16]byte)(dst[i:]), (*[16]byte)(src[i:]))
	}
}

func vpTwinCTR(k *vpaesKey, dst, src []byte, ctr *[16]byte) {
	for i := 0; i+16 <= len(src); i += 16 {
		var ks [16]byte
		vpTwinEncrypt(k, &ks, ctr)
		for j := 0; j < 16; j++ {
			dst[i+j] = src[i+j] ^ ks[j]
		}
		hi, lo := binary.BigEndian.Uint64(ctr[:8]), binary.BigEndian.Uint64(ctr[8:])
		lo++
		if lo == 0 {
			hi++
		}
		binary.BigEndian.PutUint64(ctr[:8], hi)
		binary.BigEndian.PutUint64(ctr[8:], lo)
	}
}

func vpTwinCBCEncrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) {
	for i := 0; i+16 <= len(src); i += 16 {
		var x [16]byte
		for j := range x {
			x[j] = src[i+j] ^ iv[j]
		}
		vpTwinEncrypt(k, iv, &x)
		copy(dst[i:], iv[:])
	}
}

func vpTwinCBCDecrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) {
	for i := 0; i+16 <= len(src); i += 16 {
		var c, p [16]byte
		copy(c[:], src[i:])
		vpTwinDecrypt(k, &p, &c)
		for j := range p {
			dst[i+j] = p[j] ^ iv[j]
		}
		*iv = c
	}
}

func TestVPAESTwinSBox(t *testing.T) {
	// Reference S-box from x^254 and the affine map (FIPS 197 §5.1.1).
	for x := 0; x < 256; x++ {
		var src, dst [16]byte
		src[0] = byte(x)
		vpTwinSubBytes(&dst, &src)
		inv := byte(0)
		if x != 0 {
			inv = 1
			for i := 0; i < 254; i++ {
				inv = vpaesGFMul(inv, byte(x))
			}
		}
		want := inv ^ (inv<<1 | inv>>7) ^ (inv<<2 | inv>>6) ^ (inv<<3 | inv>>5) ^ (inv<<4 | inv>>4) ^ 0x63
		if dst[0] != want {
			t.Fatalf("S(%#02x) = %#02x, want %#02x", x, dst[0], want)
		}
	}
}

// vpaesRefs builds crypto/aes references for a key.
func vpaesRef(t testing.TB, key []byte) cipher.Block {
	b, err := stdaes.NewCipher(key)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

type vpaesImpl struct {
	setKey        func(k *vpaesKey, key []byte)
	encrypt       func(k *vpaesKey, dst, src *[16]byte)
	decrypt       func(k *vpaesKey, dst, src *[16]byte)
	encryptBlocks func(k *vpaesKey, dst, src []byte)
	ctr           func(k *vpaesKey, dst, src []byte, ctr *[16]byte)
	cbcEncrypt    func(k *vpaesKey, dst, src []byte, iv *[16]byte)
	cbcDecrypt    func(k *vpaesKey, dst, src []byte, iv *[16]byte)
}

var vpTwinImpl = vpaesImpl{vpTwinSetKey, vpTwinEncrypt, vpTwinDecrypt, vpTwinEncryptBlocks, vpTwinCTR, vpTwinCBCEncrypt, vpTwinCBCDecrypt}

// filler returns a function that fills a buffer with bytes from rng.
func filler(rng *rand.Rand) func([]byte) {
	return func(b []byte) {
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
	}
}

// testVPAESAgainstStdlib checks every entry point of impl against crypto/aes
// and crypto/cipher, for all key sizes, 0..maxBlocks blocks, in place and
// not, with counters around the 2^32, 2^64 and 2^128 wraps.
func testVPAESAgainstStdlib(t *testing.T, impl vpaesImpl, maxBlocks int) {
	rng := rand.New(rand.NewPCG(1, 2))
	fill := filler(rng)
	for _, ks := range []int{16, 24, 32} {
		for trial := 0; trial < 3; trial++ {
			key := make([]byte, ks)
			fill(key)
			ref := vpaesRef(t, key)
			k := newVPKey()
			impl.setKey(&k, key)
			// Single blocks.
			for i := 0; i < 20; i++ {
				var src, got, want [16]byte
				fill(src[:])
				impl.encrypt(&k, &got, &src)
				ref.Encrypt(want[:], src[:])
				if got != want {
					t.Fatalf("key %d: Encrypt(%x) = %x, want %x", ks, src, got, want)
				}
				impl.decrypt(&k, &got, &src)
				ref.Decrypt(want[:], src[:])
				if got != want {
					t.Fatalf("key %d: Decrypt(%x) = %x, want %x", ks, src, got, want)
				}
			}
			for n := 0; n <= maxBlocks; n++ {
				src := make([]byte, 16*n)
				fill(src)
				want := make([]byte, len(src))
				got := make([]byte, len(src))
				check := func(what string) {
					t.Helper()
					if !bytes.Equal(got, want) {
						t.Fatalf("key %d, %d blocks: %s mismatch\n got %x\nwant %x", ks, n, what, got, want)
					}
				}
				inPlace := func(f func(dst, src []byte)) {
					copy(got, src)
					f(got, got)
				}

				for i := 0; i < n; i++ {
					ref.Encrypt(want[16*i:], src[16*i:])
				}
				impl.encryptBlocks(&k, got, src)
				check("EncryptBlocks")
				inPlace(func(d, s []byte) { impl.encryptBlocks(&k, d, s) })
				check("EncryptBlocks in place")

				for _, start := range [][16]byte{
					{},
					{15: 0xfe, 14: 0xff, 13: 0xff, 12: 0xff}, // 2^32 wrap in the low word
					{8: 0xff, 9: 0xff, 10: 0xff, 11: 0xff, 12: 0xff, 13: 0xff, 14: 0xff, 15: 0xfd},                   // 2^64
					{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe}, // 2^128
					{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
				} {
					stream := cipher.NewCTR(ref, start[:])
					stream.XORKeyStream(want, src)
					var endWant [16]byte
					endStream := start // the counter after n blocks
					for i := 0; i < n; i++ {
						for j := 15; j >= 0; j-- {
							endStream[j]++
							if endStream[j] != 0 {
								break
							}
						}
					}
					endWant = endStream
					ctr := start
					impl.ctr(&k, got, src, &ctr)
					check("CTR")
					if ctr != endWant {
						t.Fatalf("key %d, %d blocks: CTR counter %x, want %x", ks, n, ctr, endWant)
					}
					ctr = start
					inPlace(func(d, s []byte) { impl.ctr(&k, d, s, &ctr) })
					check("CTR in place")
				}

				var iv [16]byte
				fill(iv[:])
				for _, c := range []struct {
					name    string
					ref     cipher.BlockMode
					f       func(k *vpaesKey, dst, src []byte, iv *[16]byte)
					decrypt bool
				}{
					{"CBC encrypt", cipher.NewCBCEncrypter(ref, iv[:]), impl.cbcEncrypt, false},
					{"CBC decrypt", cipher.NewCBCDecrypter(ref, iv[:]), impl.cbcDecrypt, true},
				} {
					c.ref.CryptBlocks(want, src)
					ct := want // the ciphertext: its last block is the next iv
					if c.decrypt {
						ct = src
					}
					v := iv
					c.f(&k, got, src, &v)
					check(c.name)
					if n > 0 && !bytes.Equal(v[:], ct[len(ct)-16:]) {
						t.Fatalf("%s: iv not updated", c.name)
					}
					v = iv
					inPlace(func(d, s []byte) { c.f(&k, d, s, &v) })
					check(c.name + " in place")
				}
			}
		}
	}
}

func TestVPAESTwin(t *testing.T) {
	testVPAESAgainstStdlib(t, vpTwinImpl, 6)
}

// TestVPAESTwinFIPS197 checks the FIPS 197 Appendix C example vectors.
func TestVPAESTwinFIPS197(t *testing.T) {
	pt := []byte{0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff}
	for _, tc := range []struct{ key, ct string }{
		{"000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"},
		{"000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"},
		{"000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"},
	} {
		k := newVPKey()
		vpTwinSetKey(&k, vpaesHex(tc.key))
		var got, back [16]byte
		vpTwinEncrypt(&k, &got, (*[16]byte)(pt))
		if !bytes.Equal(got[:], vpaesHex(tc.ct)) {
			t.Errorf("key %s: got %x, want %s", tc.key, got, tc.ct)
		}
		vpTwinDecrypt(&k, &back, &got)
		if !bytes.Equal(back[:], pt) {
			t.Errorf("key %s: decrypt got %x", tc.key, back)
		}
	}
}

func vpaesHex(s string) []byte {
	b := make([]byte, len(s)/2)
	for i := range b {
		var v byte
		for _, c := range s[2*i : 2*i+2] {
			v <<= 4
			switch {
			case c >= '0' && c <= '9':
				v |= byte(c - '0')
			case c >= 'a' && c <= 'f':
				v |= byte(c - 'a' + 10)
			}
		}
		b[i] = v
	}
	return b
}
