// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ghash implements GHASH, the universal hash of GCM (SP 800-38D §6.4),
// in several tiers chosen once per key.
//
// Tiers (impl registry package "ghash"), fastest first:
//
//   - "VPCLMULQDQ-AVX512" (amd64): 4 blocks per 512-bit register, 16 blocks
//     per reduction. Constant-time.
//   - "VPCLMULQDQ-AVX2" (amd64 without AVX-512): 2 blocks per 256-bit
//     register, 16 blocks per reduction, Karatsuba products (three
//     carry-less multiplications a block: the multiplier bounds GHASH on
//     these CPUs). Constant-time.
//   - "CLMUL" (amd64, 386): PCLMULQDQ, 8 blocks per reduction (Karatsuba
//     products on amd64). Constant-time.
//   - "PMULL" (arm64): PMULL/PMULL2. Constant-time.
//   - "VPMSUMD" (ppc64le): VPMSUMD on pairs of blocks, 8 blocks per
//     reduction. Constant-time.
//   - "SSSE3" (amd64 and 386 without PCLMULQDQ) and "NEON" (arm64 without PMULL):
//     vector-permute GHASH (ghash_simd.go), 4-bit tables transposed so that
//     every lookup is a byte shuffle (PSHUFB / TBL) of a table row held in a
//     register; 4 blocks per reduction. Constant-time.
//   - "Base": portable Go, carry-less multiplication emulated by integer
//     multiplication of operands with holes between their bits, so no table
//     is indexed by a secret and no branch depends on one. On 386, arm,
//     mips and wasm it multiplies 32-bit words (32×32→64 products, two
//     Karatsuba levels; on 386 a third level of 16×16 products, which fit
//     the low half of a 32-bit multiply; ghash_generic_narrow.go),
//     elsewhere 64-bit words (math/bits.Mul64). Constant-time on every CPU
//     whose multiplication of that width takes a data-independent time,
//     which is every CPU Go supports except some embedded cores it does
//     not target.
//
// The hash key H, the running hash and the data are secret in every tier.
//
// # Representation shared by all tiers (the assembly contract)
//
// A field element's 16-byte encoding (SP 800-38D §6.3: bit 0 of byte 0 is
// the coefficient of x^0) read as a big-endian 128-bit integer is the
// polynomial with its bits reflected: bit 127 holds x^0, bit 0 holds x^127.
// A carry-less product of two reflected values is the reflected 255-bit
// product shifted right by one place; storing H·x^-1 instead of H absorbs
// that shift. So the key table holds, for i = 1..NumPowers,
//
//	Powers[NumPowers-i] = little-endian 128-bit encoding of reflect(H^i · x^-1 mod P)
//
// which is what one gets from the spec encoding of H^i by reversing its 16
// bytes (so that a 128-bit little-endian vector load yields the reflected
// integer), shifting the 128-bit value left by one, and, if a bit was
// shifted out, XORing 0xC2000000_00000000_00000000_00000001 (reflect(x^-1)).
// Powers are stored highest first so that the last n entries are exactly
// H^n..H^1, the multipliers of a run of n blocks: block j of n (0-based)
// is multiplied by Powers[NumPowers-n+j]. Vector loads of consecutive
// entries therefore line up with consecutive data blocks.
//
// The 256-bit product of two reflected values is reduced modulo
// P = x^128 + x^7 + x^2 + x + 1 by two folds of its low 64-bit half with
// the constant 0xC2000000_00000000 (clmul, then swap the two 64-bit halves
// and XOR), after which the high 128 bits XORed with the folded low 128 bits
// are the reflected result. Kernels may delay this reduction over a batch
// (aggregated reduction) since it is linear.
//
// The running hash y crosses the Go/assembly boundary in the spec's byte
// order (a 16-byte block); kernels byte-reverse it on load and store.
//
// Each architecture provides, in ghash_<arch>.go:
//
//	var tiers []tierRow           // its Tier constants, fastest first
//	func archUpdate(t Tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)
//	func archMulPowers(t Tier, h *[16]byte, dst, src [][16]byte) bool
//	func archInitPowers(t Tier, pow *[NumPowers][16]byte) bool
//	func archUpdateSIMD(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte)
//
// and, in ghash_amd64.go or initkey_noasm.go for every other build,
//
//	func archInitKey(t Tier, pow *[NumPowers][16]byte, h *[16]byte) bool
//
// archMulPowers sets dst[j] = src[j]·h for table entries at key setup if
// the architecture has a kernel for tier t (amd64: mulPowersCLMUL,
// mulPowersAVX512) and reports whether it did; Key.mulPowers has the
// generic code. archInitKey likewise fills the whole main table from H in
// the spec's byte order in one call (amd64: initKeyCLMUL, initKeyAVX512),
// and archInitPowers from its last entry, H^1, already stored.
//
// archUpdate absorbs len(blocks)/16 whole blocks (len(blocks) is a multiple
// of 16, possibly 0): for each block b, y = (y XOR b) · H. The Go twin is
// updateTwin in ghash_generic.go. On arm64 archUpdate calls
//
//	//go:noescape
//	func updatePMULL(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte)
//
// with the same contract (tier PMULL, boolean supportsPMULL, initialised
// from cpu.ARM64HasPMULL).
package ghash

import (
	"encoding/binary"
	"strconv"
	"sync/atomic"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// NumPowers is the number of powers of H in a Key's main table: one batch
// of the widest streaming kernel (four 512-bit registers of four blocks).
const NumPowers = 16

// BlockSize is the GHASH block size in bytes.
const BlockSize = 16

// Tier is an implementation of GHASH, fixed in a Key by Init. Base, the
// zero value, is the portable tier every port has; a port's other tiers are
// the constants of its table (tiers, in ghash_<arch>.go), which is all that
// Init, the impl registry and String read.
type Tier uint8

// Base is the portable multiplication-with-holes tier.
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

// family is the code and table layout of a tier; Key.update and the table
// builders dispatch on it.
type family uint8

const (
	familyBase      family = iota // updateBase on baseTable's split powers
	familyCarryless               // archUpdate on the full main table
	familySIMD                    // archUpdateSIMD on simdTable's transposed tables
)

// tierRow is one row of a port's tier table, in preference order (fastest
// first; internal/aes has the same mechanism over its own types): impl.Register gets name, available and constantTime, and Init
// takes the first row whose available is true.
type tierRow struct {
	tier         Tier
	name         string
	available    *bool
	constantTime bool
	family       family
}

func init() {
	for _, r := range tiers {
		impl.Register("ghash", r.name, r.available, r.constantTime)
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

// Key is an expanded GHASH key: the powers of H and the tier that uses them.
// The zero Key is not usable; call Init.
//
// Key setup scales with use. Init computes only the main table (H^16..H^1
// on the carry-less tiers, H^4..H^1 elsewhere); the tables that only some
// messages need are built, from the main table, the first time a message
// needs them: H^32..H^17 for the fused AVX-512 kernels' 32-block batches
// (Powers32AfterFirst, messages of 512 bytes or more; the key's first such
// message computes them itself and only a later one keeps them), the Base tier's split multipliers and the SSSE3/NEON tiers'
// transposed tables (once the key has hashed coldBlocks blocks; before,
// the multipliers a message needs are split on the stack). Each is a fixed sequence of
// operations on H, written before an atomic pointer publishes it, so
// readers take no lock; goroutines racing to build one all build the same
// table, and all copies but the published one are dropped. Whether a table
// exists depends only on the lengths of earlier messages, which are public.
//
// A Key holds the main table and these pointers only (304 bytes on 64-bit
// ports), so that an AEAD and its AES key fit one allocation no larger
// than the standard library's pair.
type Key struct {
	// Powers is the main table, laid out as in the package doc. Fused
	// assembly kernels in internal/gcm receive a pointer to it. On the
	// Base, SSSE3 and NEON tiers only the last four entries are filled.
	Powers [NumPowers][16]byte

	// pow32 holds H^32..H^17 in the same form (pow32[i] = H^(2·NumPowers-i))
	// once built; see Powers32AfterFirst. uses32 counts the calls that found
	// it unbuilt: the first leaves the table to its caller.
	pow32  atomic.Pointer[[NumPowers][16]byte]
	uses32 atomic.Uint32

	// base is the Base tier's form of H^1..H^baseBatch, split into bit
	// classes for multiplication with holes; see baseTable.
	base atomic.Pointer[baseKey]

	// simd is the SSSE3 and NEON tiers' transposed tables of H^4..H^1
	// (ghash_simd.go); see simdTable. cold counts the blocks the Base and
	// those tiers hashed before their tables existed (updateCold).
	simd atomic.Pointer[simdKey]
	cold atomic.Uint64

	tier   Tier
	family family
}

// carryless reports whether k's tier multiplies with a carry-less
// multiplication instruction, so that its main table holds all NumPowers
// powers.
func (k *Key) carryless() bool { return k.family == familyCarryless }

// Init expands the hash subkey h (SP 800-38D §6.4: H = CIPH_K(0^128)) and
// fixes the tier from the registry booleans. It must not run while the
// key is in use.
func (k *Key) Init(h *[16]byte) {
	// No wider table yet (plain stores: the key is not in use).
	k.tier, k.family = chooseTier()
	k.pow32 = atomic.Pointer[[NumPowers][16]byte]{}
	k.uses32 = atomic.Uint32{}
	k.base = atomic.Pointer[baseKey]{}
	k.simd = atomic.Pointer[simdKey]{}
	k.cold = atomic.Uint64{}
	if archInitKey(k.tier, &k.Powers, h) {
		return
	}
	adjust(loadElement(h)).storeLE(&k.Powers[NumPowers-1])
	// Each step multiplies the powers built so far by the highest of
	// them: H^2, then H^4..H^3, H^8..H^5 and H^16..H^9.
	n := NumPowers
	if !k.carryless() {
		n = baseBatch // = simdBatch: all the Base and vector-permute kernels use
		// The entries these tiers leave unfilled hold no earlier key's
		// powers (the carry-less tiers overwrite all of them).
		clear(k.Powers[:NumPowers-baseBatch])
	}
	if archInitPowers(k.tier, &k.Powers) {
		return
	}
	for have := 1; have < n; have *= 2 {
		k.mulPowers(k.Powers[NumPowers-2*have:NumPowers-have], k.Powers[NumPowers-have:], have)
	}
}

// mulPowers sets dst[j] = src[j]·H^e for table entries (adjusted form:
// H^i·x^-1 times H^e is H^(i+e)·x^-1), with H^e read from the main table.
// A fixed sequence of multiplications; e and the lengths are public.
func (k *Key) mulPowers(dst, src [][16]byte, e int) {
	if len(dst) != len(src) {
		panic("ghash: internal error: mulPowers lengths")
	}
	he := &k.Powers[NumPowers-e]
	if archMulPowers(k.tier, he, dst, src) {
		return
	}
	if k.carryless() {
		// y·H^e is the hash of e zero blocks from y, one kernel call,
		// which reads at most H^e..H^1 (all built before H^e is used here).
		var zero [NumPowers * BlockSize]byte
		for j := range src {
			var y [16]byte
			loadElementLE(&src[j]).store(&y)
			k.update(&y, zero[:e*BlockSize])
			loadElement(&y).storeLE(&dst[j])
		}
		return
	}
	h := loadElementLE(he)
	for j := range src {
		mulAdjusted(loadElementLE(&src[j]), h).storeLE(&dst[j])
	}
}

// Powers32 returns H^32..H^17 for the 32-block batches of the fused
// AVX-512 kernels, building and keeping the table on first use. Carry-less
// tiers only.
func (k *Key) Powers32() *[NumPowers][16]byte {
	if p := k.pow32.Load(); p != nil {
		return p
	}
	return k.buildPowers32()
}

// Powers32Built returns the kept H^32..H^17, or nil before Powers32 or a
// second Powers32AfterFirst built them.
func (k *Key) Powers32Built() *[NumPowers][16]byte { return k.pow32.Load() }

// Powers32AfterFirst returns H^32..H^17 as Powers32 does, except that the
// key's first call returns nil and keeps nothing: the caller computes the
// powers for that one message itself (the whole-message kernels of
// internal/gcm do, on their frame), so a key made for one message
// allocates no table. Later calls build and keep the table. Carry-less
// tiers only.
func (k *Key) Powers32AfterFirst() *[NumPowers][16]byte {
	if p := k.pow32.Load(); p != nil {
		return p
	}
	if !k.carryless() {
		panic("ghash: Powers32AfterFirst on a tier without the full main table")
	}
	if k.uses32.Add(1) == 1 {
		return nil
	}
	return k.buildPowers32()
}

func (k *Key) buildPowers32() *[NumPowers][16]byte {
	if !k.carryless() {
		panic("ghash: Powers32 on a tier without the full main table")
	}
	p := new([NumPowers][16]byte)
	k.mulPowers(p[:], k.Powers[:], NumPowers)
	if !k.pow32.CompareAndSwap(nil, p) {
		return k.pow32.Load() // another goroutine's copy, the same table
	}
	return p
}

// baseTable returns the Base tier's split multipliers, building them on
// first use.
func (k *Key) baseTable() *baseKey {
	if b := k.base.Load(); b != nil {
		return b
	}
	b := new(baseKey)
	for i := 1; i <= baseBatch; i++ {
		b.pow[baseBatch-i].split(loadElementLE(&k.Powers[NumPowers-i]))
	}
	if !k.base.CompareAndSwap(nil, b) {
		return k.base.Load()
	}
	return b
}

// coldBlocks is how many blocks the Base and vector-permute tiers hash
// with multipliers split on the stack before they build their tables:
// building the vector-permute tables costs about what Base spends on 30
// blocks more than the vector kernels, and the Base table an allocation.
const coldBlocks = 32

// updateCold is the Base and vector-permute tiers' update before their
// tables exist: a message of coldBlocks blocks or more, or the one that
// brings the key's count of cold blocks there, builds them (so they cost
// at most what Base would have spent over the vector kernels); shorter
// ones take the Base multiplication from the main table, split on the
// stack, so that a key made for a short message builds no table. The
// count and the choice depend only on lengths, which are public.
func (k *Key) updateCold(y *[16]byte, blocks []byte) {
	n := uint64(len(blocks) / BlockSize)
	if n >= coldBlocks || k.cold.Add(n) >= coldBlocks {
		if k.family == familySIMD {
			archUpdateSIMD(&k.simdTable().rows, y, blocks)
		} else {
			updateBase(k.baseTable(), y, blocks)
		}
		return
	}
	var b baseKey
	m := baseBatch // the multipliers updateBase uses: all four for a batch,
	if n < baseBatch {
		m = 1 // H^1 alone for single blocks
	}
	for i := 1; i <= m; i++ {
		b.pow[baseBatch-i].split(loadElementLE(&k.Powers[NumPowers-i]))
	}
	updateBase(&b, y, blocks)
	clear(b.pow[:]) // H's powers do not stay on the stack
}

// simdTable returns the vector-permute tiers' transposed tables, building
// them on first use.
func (k *Key) simdTable() *simdKey {
	if s := k.simd.Load(); s != nil {
		return s
	}
	s := new(simdKey)
	s.init(&k.Powers)
	if !k.simd.CompareAndSwap(nil, s) {
		return k.simd.Load()
	}
	return s
}

// Tier returns the tier this key uses.
func (k *Key) Tier() Tier { return k.tier }

// Update absorbs data into the running hash y (spec byte order), padding a
// final partial block with zeros as GCM does for A and C (SP 800-38D §7.1
// step 5).
func (k *Key) Update(y *[16]byte, data []byte) {
	whole := len(data) &^ (BlockSize - 1)
	if whole > 0 {
		k.update(y, data[:whole])
	}
	if rest := data[whole:]; len(rest) > 0 {
		var last [BlockSize]byte
		copy(last[:], rest)
		k.update(y, last[:])
	}
}

// UpdateBlocks absorbs whole blocks; len(blocks) must be a multiple of 16.
func (k *Key) UpdateBlocks(y *[16]byte, blocks []byte) {
	if len(blocks)%BlockSize != 0 {
		panic("ghash: UpdateBlocks of a partial block")
	}
	if len(blocks) > 0 {
		k.update(y, blocks)
	}
}

// UpdateLengths absorbs the final block [len(A)]64 || [len(C)]64 with the
// lengths given in bytes (SP 800-38D §7.1 step 5).
func (k *Key) UpdateLengths(y *[16]byte, adLen, textLen uint64) {
	var b [BlockSize]byte
	binary.BigEndian.PutUint64(b[0:], adLen*8)
	binary.BigEndian.PutUint64(b[8:], textLen*8)
	k.update(y, b[:])
}

func (k *Key) update(y *[16]byte, blocks []byte) {
	switch k.family {
	case familyBase:
		if b := k.base.Load(); b != nil {
			updateBase(b, y, blocks)
			return
		}
		k.updateCold(y, blocks)
	case familySIMD:
		if s := k.simd.Load(); s != nil {
			archUpdateSIMD(&s.rows, y, blocks)
			return
		}
		k.updateCold(y, blocks)
	default:
		archUpdate(k.tier, &k.Powers, y, blocks)
	}
}
