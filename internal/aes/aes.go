// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package aes is ctcrypto's AES engine: the block cipher (FIPS 197) in three
// tiers and the CTR and CBC modes (SP 800-38A) over them.
//
// Tiers, chosen once at key setup and recorded in the Block:
//
//   - Hardware: on amd64 VAES on 512-bit registers ("VAES-AVX512"), VAES on
//     256-bit registers ("VAES-AVX2") or AES-NI ("AES-NI"); on 386 AES-NI
//     ("AES-NI", six blocks at a time in the eight XMM registers); on arm64
//     the Armv8 AES instructions ("Armv8-AES"); on ppc64le the ISA 2.07
//     vector AES instructions ("POWER8-AES"). The instructions take a fixed
//     number of cycles whatever the data, so these are constant-time.
//   - CPACF (s390x): the standard library's crypto/aes and crypto/cipher
//     modes, which run the CPU's KM/KMC instructions, behind ctcrypto's
//     types; chosen only when they do (cpacf_s390x.go says why).
//   - vpaes: Hamburg's vector-permute AES (PSHUFB / TBL); constant-time.
//   - Base: bitsliced AES in portable Go on 64-bit words, with the S-box
//     computed as a Boolean circuit: sixteen blocks at a time for long CTR,
//     ECB and CBC-decryption runs, four for shorter runs, one block in two
//     words for single blocks and CBC encryption. No table is indexed by a
//     secret and no branch depends on one: constant-time on every CPU.
//
// Key setup runs each tier's own constant-time schedule (FIPS 197 §5.2, and
// the equivalent inverse cipher schedule of §5.3.5 where the tier needs it):
//
//   - Hardware: in assembly, SubWord by AESENCLAST on the word broadcast by
//     PSHUFB (amd64, 386) or by AESE with a zero round key on the word duplicated
//     into every column (arm64), the decryption schedule by AESIMC. On
//     amd64 a key holds the encryption schedule alone: the decryption
//     kernels run AESIMC on its middle round keys themselves, inline for
//     short runs and once per call into a cleared stack frame (or
//     registers) for long ones. The other ports' keys hold both schedules.
//   - vpaes: SubWord by the tier's own vector-permute S-box on the word
//     broadcast to every column, then the standard schedule turned into the
//     vpaes forms (basis changes, InvMixColumns and the round views) by
//     PSHUFB: both steps in assembly on amd64 and 386; on arm64 the
//     expansion is Go around the NEON S-box kernel and the conversion is Go.
//   - Base: SubWord by the bitsliced S-box circuit. Key setup builds the
//     single-block layout only; the four- and sixteen-block layouts are
//     built at the key's first run of more than one block.
//
// Counters and IVs are treated as public: the CTR code may branch on them
// (e.g. to split a call where the low 64 bits of the counter wrap).
package aes

import (
	"strconv"
	"sync/atomic"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/impl"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// BlockSize is the AES block size in bytes.
const BlockSize = 16

// KeySizeError is returned for keys that are not 16, 24 or 32 bytes long.
type KeySizeError int

func (k KeySizeError) Error() string {
	return "crypto/aes: invalid key size " + strconv.Itoa(int(k))
}

// Tier is an implementation of the engine, fixed in a Block at key setup.
// Base, the zero value, is the portable tier every port has; a port's other
// tiers are the constants of its table (tiers, in hw_<arch>.go), which is
// all that key setup, the impl registry and String read.
type Tier uint8

// Base is the bitsliced portable tier.
const Base Tier = 0

// String returns the tier's impl registry name.
func (t Tier) String() string {
	for _, r := range tiers {
		if r.tier == t {
			return r.name
		}
	}
	if t == Base {
		return impl.Base
	}
	return "Tier(" + strconv.Itoa(int(t)) + ")"
}

// family is the code and key layout of a tier: the switches of the block
// and mode entry points dispatch on it, so a port adds a tier of an
// existing family with a table row and its kernels alone.
type family uint8

const (
	familyBase  family = iota // bitsliced Go: one-block keys in enc and dec (basePlanes), the rest behind layouts
	familyHW                  // the port's AES instructions on enc and dec (hw* functions)
	familyWide                // amd64 VAES: the hw schedules, single blocks by the VEX kernels, runs by wide*
	familyVPAES               // vector-permute AES: its own schedules in enc and dec (vpKey)
	familyStd                 // s390x CPACF via crypto/aes: the standard library's block in std (cpacf_s390x.go)
)

// tierRow is one row of a port's tier table (tiers in hw_<arch>.go), in
// preference order, fastest first: impl.Register gets name, available and
// constantTime, and key setup takes the first row whose available is true.
// Each port declares its own constants and rows because the tiers differ
// by port; internal/ghash has the same mechanism over its own types, so
// that each port's rows are literals of a type of its package.
type tierRow struct {
	tier         Tier
	name         string
	available    *bool
	constantTime bool
	family       family
}

func init() {
	for _, r := range tiers {
		impl.Register("aes", r.name, r.available, r.constantTime)
	}
}

// chooseTier returns the first tier of the table whose registry boolean is
// on, or Base.
func chooseTier() (Tier, family) {
	for i := range tiers {
		if *tiers[i].available {
			return tiers[i].tier, tiers[i].family
		}
	}
	return Base, familyBase
}

// Block is an expanded AES key bound to one tier. The zero value is not
// usable; create one with New or Init. It holds only its tier's schedules:
// the hardware tiers' byte schedules, vpaes' own (vpKey) or Base's
// single-block round keys (basePlanes). Base's multi-block layouts, built
// at a key's first multi-block run, hang off layouts.
type Block struct {
	EncBlock
	// dec is the decryption schedule of the tiers that keep one (see
	// keepsDec), nil on the others: on amd64 the hardware kernels derive
	// the inverse cipher's keys from enc (hwDecFromEnc), so a hardware-tier
	// key is the EncBlock and this pointer. The hardware tiers of the other
	// ports keep the equivalent inverse cipher schedule (FIPS 197 §5.3.5)
	// in application order: the last encryption round key first, the middle
	// ones through InvMixColumns, the first encryption round key last.
	// Base-tier keys hold their single-block decryption round keys there
	// (see basePlanes), vpaes-tier keys their vpaes decryption schedule (see
	// vpKey). New and NewWithStore put it in the Block's own allocation.
	dec *[240]byte
}

// keepsDec reports whether keys of family f keep a decryption schedule in
// Block.dec.
func keepsDec(f family) bool {
	switch f {
	case familyVPAES, familyBase:
		return true
	case familyHW:
		return !hwDecFromEnc
	}
	return false // familyWide derives it from enc; familyStd's is crypto/aes's
}

// KeepsDecSchedule reports whether a key set up now would keep a
// decryption schedule (see Block.dec), for callers that embed a Block and
// want the schedule in the same allocation (InitStore).
func KeepsDecSchedule() bool {
	_, f := chooseTier()
	return keepsDec(f)
}

// EncBlock is a Block without a decryption schedule, for modes that only
// encrypt blocks (GCM, CTR): its key setup skips the inverse cipher
// schedule. Init sets it up; a Block's encryption methods are its
// EncBlock's.
type EncBlock struct {
	// enc is the FIPS 197 §5.2 expanded key as bytes: bytes 4i..4i+3 are
	// w[i] big-endian, so the 16 bytes at 16r are round key r in the order
	// AES-NI and Armv8 load it. Bytes past round key Nr are zero.
	// Base-tier keys (familyBase) hold their single-block round keys here
	// instead (see basePlanes), vpaes-tier keys their vpaes encryption
	// schedule (see vpKey): neither needs an allocation of its own.
	enc [240]byte
	// layouts holds a Base-tier key's multi-block layouts once a run of
	// several blocks has needed them (see baseLayouts); nil until then.
	// It is the EncBlock's one pointer.
	layouts atomic.Pointer[bsKey]
	// std holds the crypto/aes block of the CPACF tier (familyStd only;
	// an empty struct on every other port).
	std    stdBlock
	rounds uint8
	tier   Tier
	family family
	// vpWide is vpaesKey.wide of a vpaes-tier key.
	vpWide bool
	// shortRuns counts a Base-tier key's short multi-block runs before its
	// layouts exist (see baseShortRun).
	shortRuns atomic.Uint32
}

// vpKey returns the view of a vpaes-tier key's encryption schedule, which
// it keeps in enc; Block.vpKey adds the decryption schedule.
func (b *EncBlock) vpKey() vpaesKey {
	return vpaesKey{enc: (*[15][16]byte)(unsafe.Pointer(&b.enc)), rounds: b.Rounds(), wide: b.vpWide}
}

// vpKey returns the view of a vpaes-tier key's two schedules (enc, dec).
func (b *Block) vpKey() vpaesKey {
	k := b.EncBlock.vpKey()
	k.dec = (*[15][16]byte)(unsafe.Pointer(b.dec))
	return k
}

// blockWithStore is a Block and the decryption schedule it keeps, in one
// allocation.
type blockWithStore struct {
	Block
	store [240]byte
}

// New expands key (16, 24 or 32 bytes) for the tier the machine offers now,
// in one allocation: the Block alone on the tiers without a decryption
// schedule, the Block and its schedule on the others.
func New(key []byte) (*Block, error) {
	if err := checkKeySize(key); err != nil {
		return nil, err
	}
	t, f := chooseTier()
	if !keepsDec(f) {
		b := new(Block)
		b.initTier(key, t, f, nil)
		return b, nil
	}
	s := new(blockWithStore)
	s.initTier(key, t, f, &s.store)
	return &s.Block, nil
}

// Init expands key into b, choosing the fastest available tier. Each tier
// runs its own key schedule: the hardware tiers the AES instructions
// (hwExpandKey), vpaes its vector-permute S-box (vpaesSetKey), Base the
// bitsliced S-box circuit (expandKeyEnc). A tier that keeps a decryption
// schedule reuses b's or allocates one.
func (b *Block) Init(key []byte) error { return b.InitStore(key, nil) }

// InitStore is Init with store, unless nil, as the decryption schedule's
// memory if b has none and its tier keeps one (KeepsDecSchedule): callers
// that embed a Block give it the array beside it, so that key and schedule
// are one allocation. b owns store from then on.
func (b *Block) InitStore(key []byte, store *[240]byte) error {
	if err := checkKeySize(key); err != nil {
		return err
	}
	t, f := chooseTier()
	b.initTier(key, t, f, store)
	return nil
}

// initTier is InitStore for a valid key and the tier t of family f.
func (b *Block) initTier(key []byte, t Tier, f family, store *[240]byte) {
	if !keepsDec(f) {
		if b.dec != nil {
			clear(b.dec[:]) // re-keyed for a tier without one
			b.dec = nil
		}
		b.EncBlock.initTier(key, t, f, nil)
		return
	}
	if b.dec == nil {
		b.dec = store
		if b.dec == nil {
			b.dec = new([240]byte)
		}
	}
	b.EncBlock.initTier(key, t, f, b.dec)
}

// Init expands key into b for encryption only, as Block.Init does.
func (b *EncBlock) Init(key []byte) error {
	if err := checkKeySize(key); err != nil {
		return err
	}
	t, f := chooseTier()
	b.initTier(key, t, f, nil)
	return nil
}

func checkKeySize(key []byte) error {
	switch len(key) {
	case 16, 24, 32:
		return nil
	}
	return KeySizeError(len(key))
}

// initTier expands a valid key for tier t of family f, with the decryption
// schedule of the hardware and vpaes tiers (Base: its single-block
// decryption keys) written to dec unless dec is nil.
func (b *EncBlock) initTier(key []byte, t Tier, f family, dec *[240]byte) {
	b.rounds = uint8(len(key)/4 + 6)
	b.dropLayouts() // re-keyed: the old key's layouts (New's blocks have none)
	b.std = stdBlock{}
	b.tier, b.family = t, f
	switch b.family {
	case familyStd:
		b.std.init(key)
		clear(b.enc[:]) // the key lives in crypto/aes's block only
		if dec != nil {
			clear(dec[:])
		}
	case familyHW, familyWide:
		hwExpandKeyMaybeDec(key, &b.enc, dec)
	case familyVPAES:
		k := vpaesKey{enc: (*[15][16]byte)(unsafe.Pointer(&b.enc))}
		if dec != nil {
			k.dec = (*[15][16]byte)(unsafe.Pointer(dec))
		}
		vpaesSetKey(&k, key, nil)
		b.vpWide = k.wide
	default:
		var std [240]byte
		expandKeyEnc(key, b.Rounds(), &std)
		var decPlanes *[15][2]uint64
		if dec != nil {
			decPlanes = basePlanes(dec)
		}
		oneKeyFromBytes(basePlanes(&b.enc), decPlanes, b.Rounds(), &std)
		clear(std[:]) // round keys do not stay on the stack
	}
}

// hwExpandKeyMaybeDec is hwExpandKey with dec possibly nil: the amd64
// kernels then skip the decryption schedule (hwDecOptional); the other
// ports write it to the stack and clear it.
func hwExpandKeyMaybeDec(key []byte, enc, dec *[240]byte) {
	if dec != nil || hwDecOptional {
		hwExpandKey(key, enc, dec)
		return
	}
	var scratch [240]byte
	hwExpandKey(key, enc, &scratch)
	clear(scratch[:]) // round keys do not stay on the stack
}

// Tier returns the tier b was set up for.
func (b *EncBlock) Tier() Tier { return b.tier }

// RoundKeys returns the FIPS 197 expanded encryption key (zero past round
// key Nr) and the number of rounds, for kernels (GCM) that run AES
// themselves. The hardware tiers hold it; Base- and vpaes-tier keys keep
// their own schedules in that array instead, a CPACF key leaves it zero
// (its key is crypto/aes's), and only the hardware tiers run on it.
func (b *EncBlock) RoundKeys() (enc *[240]byte, rounds int) { return &b.enc, b.Rounds() }

// Rounds returns Nr: 10, 12 or 14.
func (b *EncBlock) Rounds() int { return int(b.rounds) }

// BlockSize returns 16.
func (b *EncBlock) BlockSize() int { return BlockSize }

// Encrypt encrypts the first block of src into dst, like cipher.Block.
func (b *EncBlock) Encrypt(dst, src []byte) {
	if len(src) < BlockSize {
		panic("crypto/aes: input not full block")
	}
	if len(dst) < BlockSize {
		panic("crypto/aes: output not full block")
	}
	if subtle.InexactOverlap(dst[:BlockSize], src[:BlockSize]) {
		panic("crypto/aes: invalid buffer overlap")
	}
	b.encryptBlock((*[16]byte)(dst), (*[16]byte)(src))
}

// Decrypt decrypts the first block of src into dst, like cipher.Block. Its
// checks are Encrypt's, kept inline in both on the one-block path.
func (b *Block) Decrypt(dst, src []byte) {
	if len(src) < BlockSize {
		panic("crypto/aes: input not full block")
	}
	if len(dst) < BlockSize {
		panic("crypto/aes: output not full block")
	}
	if subtle.InexactOverlap(dst[:BlockSize], src[:BlockSize]) {
		panic("crypto/aes: invalid buffer overlap")
	}
	b.decryptBlock((*[16]byte)(dst), (*[16]byte)(src))
}

func (b *EncBlock) encryptBlock(dst, src *[16]byte) {
	switch b.family {
	case familyWide:
		encryptBlockVEX(b.Rounds(), &b.enc, dst, src)
	case familyHW:
		hwEncryptBlock(b.Rounds(), &b.enc, dst, src)
	case familyVPAES:
		k := b.vpKey()
		vpaesEncryptBlock(&k, dst, src)
	case familyStd:
		b.std.encryptBlock(dst, src)
	default:
		encryptBlockOne(basePlanes(&b.enc), b.Rounds(), dst, src)
	}
}

// hwDec returns the schedule the port's familyHW decryption kernels take:
// enc where they derive the inverse cipher's keys (hwDecFromEnc), else dec.
func (b *Block) hwDec() *[240]byte {
	if hwDecFromEnc {
		return &b.enc
	}
	return b.dec
}

func (b *Block) decryptBlock(dst, src *[16]byte) {
	switch b.family {
	case familyWide:
		decryptBlockVEX(b.Rounds(), &b.enc, dst, src)
	case familyHW:
		hwDecryptBlock(b.Rounds(), b.hwDec(), dst, src)
	case familyVPAES:
		k := b.vpKey()
		vpaesDecryptBlock(&k, dst, src)
	case familyStd:
		b.std.decryptBlock(dst, src)
	default:
		decryptBlockOne(basePlanes(b.dec), b.Rounds(), dst, src)
	}
}

// kernelBlocks checks the preconditions of the multi-block assembly kernels,
// which take a pointer and a block count (whole blocks, dst at least as
// long as src), so that they never read or write out of bounds, and
// returns the number of blocks.
func kernelBlocks(dst, src []byte) int {
	if len(src)%BlockSize != 0 {
		panic("aes: internal error: input not full blocks")
	}
	if len(dst) < len(src) {
		panic("aes: internal error: output smaller than input")
	}
	return len(src) / BlockSize
}

// checkBlocks panics, with crypto/cipher's messages, unless src is whole
// blocks, dst is at least as long and the two overlap exactly or not at all.
func checkBlocks(dst, src []byte) {
	if len(src)%BlockSize != 0 {
		panic("crypto/cipher: input not full blocks")
	}
	if len(dst) < len(src) {
		panic("crypto/cipher: output smaller than input")
	}
	if subtle.InexactOverlap(dst[:len(src)], src) {
		panic("crypto/cipher: invalid buffer overlap")
	}
}

// EncryptBlocks encrypts every block of src into dst (ECB) with the widest
// kernel of b's tier. len(src) must be a multiple of 16 and dst at least as
// long; dst and src may overlap exactly.
func (b *EncBlock) EncryptBlocks(dst, src []byte) {
	checkBlocks(dst, src)
	if len(src) == 0 {
		return
	}
	dst = dst[:len(src)]
	switch b.family {
	case familyWide:
		wideEncryptBlocks(b.tier, b.Rounds(), &b.enc, dst, src)
	case familyHW:
		hwEncryptBlocks(b.Rounds(), &b.enc, dst, src)
	case familyVPAES:
		k := b.vpKey()
		vpaesEncryptBlocks(&k, dst, src)
	case familyStd:
		b.std.encryptBlocks(dst, src)
	default:
		if len(src) == BlockSize || b.baseShortRun(len(src)) {
			for i := 0; i < len(src); i += BlockSize {
				encryptBlockOne(basePlanes(&b.enc), b.Rounds(), (*[16]byte)(dst[i:]), (*[16]byte)(src[i:]))
			}
			return
		}
		encryptBlocksGeneric(b.baseLayouts(), b.Rounds(), dst, src)
	}
}

// CTR XORs src with the CTR keystream (SP 800-38A §6.5) starting at the
// 128-bit big-endian counter ctr, into dst, and advances ctr by the number of
// blocks used (a final partial block counts as one). The counter wraps at
// 2^128. dst must be at least as long as src; they may overlap exactly.
func (b *EncBlock) CTR(dst, src []byte, ctr *[16]byte) {
	if len(dst) < len(src) {
		panic("crypto/cipher: output smaller than input")
	}
	if subtle.InexactOverlap(dst[:len(src)], src) {
		panic("crypto/cipher: invalid buffer overlap")
	}
	full := len(src) &^ (BlockSize - 1)
	if full > 0 {
		b.ctrBlocks(dst[:full], src[:full], ctr)
	}
	if tail := len(src) - full; tail > 0 {
		var ks [16]byte
		b.encryptBlock(&ks, ctr)
		incrementCounter(ctr, 1)
		for i := range tail {
			dst[full+i] = src[full+i] ^ ks[i]
		}
	}
}

// ctrBlocks is CTR on whole blocks, len(src) > 0 and len(dst) == len(src).
func (b *EncBlock) ctrBlocks(dst, src []byte, ctr *[16]byte) {
	switch b.family {
	case familyWide:
		wideCTR(b.tier, b.Rounds(), &b.enc, dst, src, ctr)
	case familyHW:
		hwCTR(b.Rounds(), &b.enc, dst, src, ctr)
	case familyVPAES:
		k := b.vpKey()
		vpaesCTR(&k, dst, src, ctr)
	case familyStd:
		b.std.ctr(dst, src, ctr)
	default:
		if len(src) == BlockSize || b.baseShortRun(len(src)) {
			for i := 0; i < len(src); i += BlockSize {
				ctrOne(basePlanes(&b.enc), b.Rounds(), (*[16]byte)(dst[i:]), (*[16]byte)(src[i:]), ctr)
			}
			return
		}
		ctrGeneric(b.baseLayouts(), b.Rounds(), dst, src, ctr)
	}
}

// CBCEncrypt encrypts whole blocks in CBC mode (SP 800-38A §6.2) and leaves
// the last ciphertext block in iv.
func (b *EncBlock) CBCEncrypt(dst, src []byte, iv *[16]byte) {
	checkBlocks(dst, src)
	if len(src) == 0 {
		return
	}
	dst = dst[:len(src)]
	switch b.family {
	case familyHW, familyWide:
		hwCBCEncrypt(b.Rounds(), &b.enc, dst, src, iv)
	case familyVPAES:
		k := b.vpKey()
		vpaesCBCEncrypt(&k, dst, src, iv)
	case familyStd:
		b.std.cbcEncrypt(dst, src, iv)
	default:
		cbcEncryptOne(basePlanes(&b.enc), b.Rounds(), dst, src, iv)
	}
}

// CBCDecrypt decrypts whole blocks in CBC mode and leaves the last
// ciphertext block in iv.
func (b *Block) CBCDecrypt(dst, src []byte, iv *[16]byte) {
	checkBlocks(dst, src)
	if len(src) == 0 {
		return
	}
	dst = dst[:len(src)]
	switch b.family {
	case familyWide:
		wideCBCDecrypt(b.tier, b.Rounds(), &b.enc, dst, src, iv)
	case familyHW:
		hwCBCDecrypt(b.Rounds(), b.hwDec(), dst, src, iv)
	case familyVPAES:
		k := b.vpKey()
		vpaesCBCDecrypt(&k, dst, src, iv)
	case familyStd:
		b.std.cbcDecrypt(dst, src, iv)
	default:
		if len(src) == BlockSize {
			// One block: the single-block layout; src may be dst.
			ct := [16]byte(src)
			decryptBlockOne(basePlanes(b.dec), b.Rounds(), (*[16]byte)(dst), &ct)
			for i := range ct {
				dst[i] ^= iv[i]
			}
			*iv = ct
			return
		}
		cbcDecryptGeneric(b.baseLayouts(), b.Rounds(), dst, src, iv)
	}
}
