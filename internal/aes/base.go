// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"encoding/binary"
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// The Base tier's keys and entry points, which pick a layout by run length:
// sixteen blocks at a time (base_barrel.go, base_barrel_dec.go; on 32-bit
// ports eight at a time, base32.go), four
// (aes_generic.go), or one (base_single.go). Calls go one way: aes.go calls
// this file, this file the three layouts, and those the S-box circuit and
// row and column moves of aes_generic.go (the inverse S-box circuit of
// base_invsbox.go, which is generated).

// bsKey holds the round keys in the bitsliced layout, replicated in the four
// block positions: dec as they are, for the inverse cipher and the CTR
// cache; enc with the odd rounds' keys in the shifted representation
// encrypt4 uses for them.
// one holds them in the single-block layout of base_single.go (one.dec
// with 0x63 in rounds 1 and up, see decrypt1), wide in the
// sixteen-block layout of base_barrel.go (ctr: what CTR runs share, see
// ctrCache), wide32 (on 32-bit ports, where layouts allocates it with the
// key; nil elsewhere) in the eight-block layout of base32.go. The inverse
// cipher's own keys (bsInvKey) are built at the key's first multi-block
// decryption (invKeys), so a key that only encrypts (GCM, CTR) neither
// builds nor allocates them.
type bsKey struct {
	enc, dec [15][8]uint64
	one      oneKey
	wide     wideKey
	ctr      ctrKey
	wide32   *wide32Key
	inv      atomic.Pointer[bsInvKey]
}

// bsInvKey holds the round keys as the inverse cipher's rounds use them:
// decMix for decrypt4 (mixKeyFour), wideMix (MixColumns of the inner
// ones) for decryptWide, or on 32-bit ports wide32Mix (the same in the
// eight-block layout) for decryptWide32 instead.
type bsInvKey struct {
	decMix    [15][8]uint64
	wideMix   wideKey
	wide32Mix *wide32Key
}

// invKeys returns bs's inverse-cipher keys for rounds rounds, building them
// on first use; concurrent first uses may each build them (all identical),
// and a compare-and-swap publishes one. Whether they exist is public.
func (bs *bsKey) invKeys(rounds int) *bsInvKey {
	if k := bs.inv.Load(); k != nil {
		return k
	}
	k := new(bsInvKey)
	mixKeyFour(&k.decMix, &bs.dec, rounds)
	if bs.wide32 != nil {
		// cbcDecryptGeneric then runs the sixteen-block layout on nothing.
		k.wide32Mix = new(wide32Key)
		mixKeyWide32(k.wide32Mix, bs.wide32, rounds)
	} else {
		mixKeyWide(&k.wideMix, &bs.wide, rounds)
	}
	if bs.inv.CompareAndSwap(nil, k) {
		return k
	}
	return bs.inv.Load()
}

// A Base-tier key keeps its single-block round keys in its Block's own
// arrays (basePlanes) and so needs no allocation of its own; Encrypt,
// Decrypt, CBC encryption and one-block runs use them. The four- and
// sixteen-block layouts (a bsKey, about 6.5 KiB, with the 1.9 KiB
// eight-block layout of base32.go on 32-bit ports) are built the first time
// a longer run needs them, so a key made for one short message pays for
// neither, and the inverse cipher's (a bsInvKey, 4.7 KiB, and 1.9 KiB more
// on 32-bit ports) the first time a longer run decrypts. Concurrent first uses may each build them (all
// identical); a compare-and-swap publishes one, and every later call costs
// one atomic load. Whether they exist is public.

// basePlanes views a Block's 240-byte schedule array as single-block round
// keys ([15][2]uint64, the layout of base_single.go), which a Base-tier key
// keeps there in place of the FIPS 197 bytes. The array is aligned for
// uint64: enc starts EncBlock, whose fields (a pointer, an int) give it
// uint64's alignment, and dec follows EncBlock, whose size is a multiple of
// it (TestBasePlanesAligned).
func basePlanes(p *[240]byte) *[15][2]uint64 {
	return (*[15][2]uint64)(unsafe.Pointer(p))
}

// baseLayouts returns the multi-block layouts of b, a Base-tier key,
// building them on first use.
func (b *EncBlock) baseLayouts() *bsKey {
	if bs := b.layouts.Load(); bs != nil {
		return bs
	}
	var bs *bsKey
	if narrow {
		// One allocation for both.
		p := new(struct {
			bs bsKey
			w  wide32Key
		})
		bs, p.bs.wide32 = &p.bs, &p.w
	} else {
		bs = new(bsKey)
	}
	var std [240]byte
	bytesFromOneKey(&std, basePlanes(&b.enc), b.Rounds())
	bitsliceKey(bs, b.Rounds(), &std)
	clear(std[:]) // round keys do not stay on the stack
	if b.layouts.CompareAndSwap(nil, bs) {
		return bs
	}
	return b.layouts.Load()
}

// dropLayouts forgets b's multi-block layouts, for a re-key.
func (b *EncBlock) dropLayouts() {
	if b.layouts.Load() != nil {
		b.layouts.Store(nil)
	}
	if b.shortRuns.Load() != 0 {
		b.shortRuns.Store(0)
	}
}

// baseShortRun reports whether a Base-tier key should run n bytes (whole
// blocks) in the single-block layout, block by block, rather than build its
// multi-block layouts: for a run of at most three blocks, the first one
// before the layouts exist, so that a key made for one short message (a GCM
// seal of up to 32 bytes encrypts two or three counter blocks) never builds
// them. A later short run builds them, since four blocks in encrypt4 then
// cost less than three in the single-block layout. The run lengths and the
// count are public.
func (b *EncBlock) baseShortRun(n int) bool {
	return n <= 3*BlockSize && b.layouts.Load() == nil && b.shortRuns.Add(1) == 1
}

// oneKeyFromBytes builds the single-block round keys straight from the
// expanded key, as bitsliceKey would: dec (unless nil) as loaded with
// 0x63 added to rounds 1 and up (see decrypt1), enc with the odd rounds'
// keys shifted back (see encrypt1).
func oneKeyFromBytes(enc, dec *[15][2]uint64, rounds int, std *[240]byte) {
	for r := 0; r <= rounds; r++ {
		a, b := loadOne((*[16]byte)(std[16*r:]))
		if dec != nil {
			dec[r] = [2]uint64{a, b}
			if r > 0 {
				oneKey63(&dec[r])
			}
		}
		if r%2 == 1 && r < rounds {
			a, b = invShiftRow(a), invShiftRow(b)
		}
		enc[r] = [2]uint64{a, b}
	}
	for r := rounds + 1; r < 15; r++ {
		enc[r] = [2]uint64{}
		if dec != nil {
			dec[r] = [2]uint64{}
		}
	}
	oneKey32FromBytes(enc, rounds, std)
}

// bytesFromOneKey is the inverse of oneKeyFromBytes' enc: it recovers the
// FIPS 197 expanded key from the single-block encryption round keys. The
// odd rounds' keys are shifted forward again: shiftRows2 after invShiftRow
// is one ShiftRows.
func bytesFromOneKey(std *[240]byte, enc *[15][2]uint64, rounds int) {
	if narrow {
		bytesFromKey32(std, key32(enc), rounds)
		return
	}
	for r := 0; r <= rounds; r++ {
		a, b := enc[r][0], enc[r][1]
		if r%2 == 1 && r < rounds {
			a, b = shiftRows2(invShiftRow(a)), shiftRows2(invShiftRow(b))
		}
		storeOne((*[16]byte)(std[16*r:]), a, b)
	}
	clear(std[16*(rounds+1):])
}

// bitsliceKey converts the expanded key to the bitsliced layout.
// It fills bs.wide32 if bs has one.
func bitsliceKey(bs *bsKey, rounds int, enc *[240]byte) {
	w32 := bs.wide32
	clear(bs.enc[:])
	clear(bs.dec[:])
	bs.one, bs.wide, bs.ctr, bs.wide32 = oneKey{}, wideKey{}, ctrKey{}, w32
	bs.inv.Store(nil)
	for r := 0; r <= rounds; r++ {
		var q [8]uint64
		for i := range 4 {
			loadBlock(&q, i, enc[16*r:16*r+16])
		}
		transpose8(&q)
		bs.dec[r] = q
		if r%2 == 1 && r < rounds {
			// Odd rounds end with the state shifted by one ShiftRows
			// (see encrypt4); their key is shifted back to match.
			invShiftRows(&q)
		}
		bs.enc[r] = q
	}
	oneKeyFrom(&bs.one.enc, &bs.enc, rounds)
	oneKeyFrom(&bs.one.dec, &bs.dec, rounds)
	for r := 1; r <= rounds; r++ {
		oneKey63(&bs.one.dec[r])
	}
	oneKey32FromBytes(&bs.one.enc, rounds, enc)
	wideKeyFromBytes(&bs.wide, rounds, enc)
	ctrKeyFrom(&bs.ctr, &bs.wide)
	if bs.wide32 != nil {
		wide32KeyFromBytes(bs.wide32, rounds, enc)
	}
}

func encryptBlockGeneric(bs *bsKey, rounds int, dst, src *[16]byte) {
	encryptBlockOne(&bs.one.enc, rounds, dst, src)
}

func decryptBlockGeneric(bs *bsKey, rounds int, dst, src *[16]byte) {
	decryptBlockOne(&bs.one.dec, rounds, dst, src)
}

func encryptBlockOne(rk *[15][2]uint64, rounds int, dst, src *[16]byte) {
	if narrow {
		encryptBlock32(rk, rounds, dst, src)
		return
	}
	a, b := loadOne(src)
	a, b = encrypt1(rk, rounds, a, b)
	storeOne(dst, a, b)
}

func decryptBlockOne(rk *[15][2]uint64, rounds int, dst, src *[16]byte) {
	a, b := loadOne(src)
	a, b = decrypt1(rk, rounds, a, b)
	storeOne(dst, a, b)
}

// ctrOne is CTR on one block with the single-block layout.
func ctrOne(rk *[15][2]uint64, rounds int, dst, src *[16]byte, ctr *[16]byte) {
	var ks [16]byte
	encryptBlockOne(rk, rounds, &ks, ctr)
	for i := range ks {
		dst[i] = src[i] ^ ks[i]
	}
	incrementCounter(ctr, 1)
}

// encryptBlocksGeneric is ECB over whole blocks: sixteen at a time (eight
// on 32-bit ports), then four.
func encryptBlocksGeneric(bs *bsKey, rounds int, dst, src []byte) {
	for narrow && bs.wide32 != nil && len(src) >= 128 {
		encryptBlocksWide32(bs.wide32, rounds, dst, src)
		src, dst = src[128:], dst[128:]
	}
	for len(src) >= 256 {
		encryptBlocksWide(&bs.wide, rounds, dst, src)
		src, dst = src[256:], dst[256:]
	}
	for len(src) > 0 {
		if len(src) == 16 {
			// A last single block costs less in the single-block layout.
			encryptBlockGeneric(bs, rounds, (*[16]byte)(dst), (*[16]byte)(src))
			return
		}
		n := min(len(src)/16, 4)
		var q [8]uint64
		for i := range n {
			loadBlock(&q, i, src[16*i:])
		}
		transpose8(&q)
		encrypt4(bs, rounds, &q)
		transpose8(&q)
		for i := range n {
			storeBlock(dst[16*i:], &q, i)
		}
		src, dst = src[16*n:], dst[16*n:]
	}
}

// ctrGeneric is CTR over whole blocks: it encrypts sixteen counter blocks
// at a time (eight on 32-bit ports), then four, and XORs the keystream into
// dst. The counter blocks go straight from the 128-bit integer into the
// bitsliced layout.
func ctrGeneric(bs *bsKey, rounds int, dst, src []byte, ctr *[16]byte) {
	hi, lo := loadCounter(ctr)
	if n := len(src) &^ 127; narrow && bs.wide32 != nil && n > 0 {
		hi, lo = ctrWide32Run(bs, rounds, dst[:n], src[:n], hi, lo)
		src, dst = src[n:], dst[n:]
	}
	if n := len(src) &^ 255; n > 0 {
		hi, lo = ctrWideRun(bs, rounds, dst[:n], src[:n], hi, lo)
		src, dst = src[n:], dst[n:]
	}
	for len(src) > 0 {
		if len(src) == 16 {
			// A last single block costs less in the single-block layout.
			var ks, c [16]byte
			storeCounter(&c, hi, lo)
			encryptBlockGeneric(bs, rounds, &ks, &c)
			for i := range ks {
				dst[i] = src[i] ^ ks[i]
			}
			var carry uint64
			lo, carry = bits.Add64(lo, 1, 0)
			hi += carry
			break
		}
		n := min(len(src)/16, 4)
		var q [8]uint64
		for i := range n {
			// Big-endian counter bytes as little-endian column words, as
			// ctrWide (base_barrel.go) does in its layout.
			loadWords(&q, i, bits.ReverseBytes32(uint32(hi>>32)), bits.ReverseBytes32(uint32(hi)),
				bits.ReverseBytes32(uint32(lo>>32)), bits.ReverseBytes32(uint32(lo)))
			var c uint64
			lo, c = bits.Add64(lo, 1, 0)
			hi += c
		}
		transpose8(&q)
		encrypt4(bs, rounds, &q)
		transpose8(&q)
		for i := range n {
			k0, k1 := blockWords(&q, i)
			d, s := dst[16*i:16*i+16], src[16*i:16*i+16]
			binary.LittleEndian.PutUint64(d[0:8], binary.LittleEndian.Uint64(s[0:8])^k0)
			binary.LittleEndian.PutUint64(d[8:16], binary.LittleEndian.Uint64(s[8:16])^k1)
		}
		src, dst = src[16*n:], dst[16*n:]
	}
	storeCounter(ctr, hi, lo)
}

// cbcEncryptGeneric chains in the single-block layout: the layout change is
// linear, so XORing the previous ciphertext there is the same as on bytes.
func cbcEncryptGeneric(bs *bsKey, rounds int, dst, src []byte, iv *[16]byte) {
	cbcEncryptOne(&bs.one.enc, rounds, dst, src, iv)
}

func cbcEncryptOne(rk *[15][2]uint64, rounds int, dst, src []byte, iv *[16]byte) {
	if narrow {
		cbcEncrypt32(rk, rounds, dst, src, iv)
		return
	}
	a, b := loadOne(iv)
	for len(src) >= 16 {
		pa, pb := loadOne((*[16]byte)(src))
		a, b = encrypt1(rk, rounds, a^pa, b^pb)
		storeOne((*[16]byte)(dst), a, b)
		src, dst = src[16:], dst[16:]
	}
	storeOne(iv, a, b)
}

// cbcDecryptGeneric decrypts sixteen blocks at a time (base_barrel_dec.go;
// eight in base32.go's layout on 32-bit ports), then four; it keeps the
// ciphertext it still needs before writing dst, so dst may equal src.
func cbcDecryptGeneric(bs *bsKey, rounds int, dst, src []byte, iv *[16]byte) {
	if narrow && bs.wide32 != nil && len(src) >= 128 {
		mk := bs.invKeys(rounds).wide32Mix
		for len(src) >= 128 {
			cbcDecryptWide32(bs.wide32, mk, rounds, dst, src, iv)
			src, dst = src[128:], dst[128:]
		}
	}
	for len(src) >= 256 {
		cbcDecryptWide(bs, rounds, dst, src, iv)
		src, dst = src[256:], dst[256:]
	}
	// The previous ciphertext block as two little-endian words.
	p0 := binary.LittleEndian.Uint64(iv[0:8])
	p1 := binary.LittleEndian.Uint64(iv[8:16])
	for len(src) > 0 {
		if len(src) == 16 {
			// A last single block costs less in the single-block layout.
			ct := [16]byte(src)
			d := (*[16]byte)(dst)
			decryptBlockGeneric(bs, rounds, d, &ct)
			binary.LittleEndian.PutUint64(d[0:8], binary.LittleEndian.Uint64(d[0:8])^p0)
			binary.LittleEndian.PutUint64(d[8:16], binary.LittleEndian.Uint64(d[8:16])^p1)
			p0 = binary.LittleEndian.Uint64(ct[0:8])
			p1 = binary.LittleEndian.Uint64(ct[8:16])
			break
		}
		n := min(len(src)/16, 4)
		var q [8]uint64
		var ct [4][2]uint64
		for i := range n {
			s := src[16*i : 16*i+16]
			lo, hi := binary.LittleEndian.Uint64(s[0:8]), binary.LittleEndian.Uint64(s[8:16])
			ct[i] = [2]uint64{lo, hi}
			loadWords(&q, i, uint32(lo), uint32(lo>>32), uint32(hi), uint32(hi>>32))
		}
		transpose8(&q)
		decrypt4(bs, rounds, &q)
		transpose8(&q)
		for i := range n {
			k0, k1 := blockWords(&q, i)
			d := dst[16*i : 16*i+16]
			binary.LittleEndian.PutUint64(d[0:8], k0^p0)
			binary.LittleEndian.PutUint64(d[8:16], k1^p1)
			p0, p1 = ct[i][0], ct[i][1]
		}
		src, dst = src[16*n:], dst[16*n:]
	}
	binary.LittleEndian.PutUint64(iv[0:8], p0)
	binary.LittleEndian.PutUint64(iv[8:16], p1)
}

// BaseCTR32 XORs src, whole blocks, with the keystream of GCM's counter
// (SP 800-38D §6.5) into dst and advances ctr, if b is on the Base tier,
// and reports whether it did. Bytes 12..15 of ctr are a 32-bit big-endian
// counter that wraps modulo 2^32 without carrying into bytes 0..11 (inc32,
// §6.2). It runs the Base tier's CTR (ctrGeneric), whose batches share
// their first two rounds, on each stretch up to a wrap of the low word:
// inside one the 128-bit counter never carries past byte 12, and only the
// step after its last block carries into byte 11, which is undone. The
// counter must be public (the stretches and the CTR cache's updates depend
// on it); dst and src may overlap exactly. The other tiers return false:
// their callers keep their own kernels.
func (b *EncBlock) BaseCTR32(dst, src []byte, ctr *[16]byte) bool {
	if b.family != familyBase {
		return false
	}
	checkBlocks(dst, src)
	for len(src) > 0 {
		n := len(src)
		// Blocks before the low word wraps, 1..2^32 (an int on 32-bit
		// ports only when fewer than n/16).
		if left := 1<<32 - uint64(binary.BigEndian.Uint32(ctr[12:])); uint64(n/BlockSize) > left {
			n = int(left) * BlockSize
		}
		head := [12]byte(ctr[:12])
		b.ctrBlocks(dst[:n], src[:n], ctr)
		copy(ctr[:12], head[:])
		dst, src = dst[n:], src[n:]
	}
	return true
}
