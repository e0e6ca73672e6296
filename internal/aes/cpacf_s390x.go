// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build s390x && !purego

package aes

import (
	stdaes "crypto/aes"
	"crypto/cipher"
	"crypto/subtle"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/cpu"
)

// The CPACF tier hands the cipher to the standard library: a key is the
// block crypto/aes.NewCipher returns, which runs the CPU's cipher-message
// instructions (KM for blocks and, in crypto/cipher's modes, eight counter
// blocks at a time for CTR, KMC for CBC; internal/gcm's CPACF tier adds
// KMA or KIMD-GHASH for GCM). ctcrypto runs no CPACF code of its own.
//
// Why delegation rather than ctcrypto's own assembly: CPACF instructions
// take a data-independent time and use no tables in memory, so the
// standard library's code on them is constant-time; it is the code every
// s390x Go program runs, tested upstream on real machines. qemu has no
// CPACF, so assembly written here could only have been checked by review.
// With the tier, ctcrypto on a CPACF machine is the standard library's
// speed by construction, plus the cost of one interface call.
//
// The tier is supported exactly when the standard library uses CPACF for
// every key size: crypto/internal/fips140/aes (aes_s390x.go) requires the
// KM and KMC AES-128/192/256 functions, and falls back to its table-based
// Go code, which is not constant-time, without them; ctcrypto then runs
// Base instead. -tags purego turns crypto/aes's assembly off too, and this
// file with it. The build tag ctcrypto_forcecpacf (tests only, see
// internal/cpu) forces the tier on so that qemu runs the wrapper.
var supportsCPACF = cpacfSupported(cpu.S390XHasAES, cpu.S390XHasAESCBC) || cpu.TestForceCPACF

// cpacfSupported is the standard library's condition for its CPACF code
// (supportsAES in crypto/internal/fips140/aes/aes_s390x.go).
func cpacfSupported(hasAES, hasAESCBC bool) bool { return hasAES && hasAESCBC }

// The s390x tiers, fastest first; each port lists its own (see tierRow).
const (
	CPACF Tier = iota + 1
)

var tiers = []tierRow{
	{CPACF, "CPACF", &supportsCPACF, true, familyStd},
}

// stdBlock is a CPACF key: crypto/aes's block. Single blocks, ECB and the
// counter and IV-passing CTR and CBC entry points go block by block
// through it (one KM each; only tests and GCM's non-delegated path use
// them); the CTR and CBC modes hold crypto/cipher's modes over it instead
// (stdStream, stdMode), which process whole runs.
// The interface sits behind one pointer so that EncBlock keeps its size
// (and Block and gcm.Keyed their size classes).
type stdBlock struct{ p *boxedBlock }

type boxedBlock struct{ b cipher.Block }

func (s *stdBlock) init(key []byte) {
	b, err := stdaes.NewCipher(key)
	if err != nil {
		panic("aes: internal error: " + err.Error()) // init checked the length
	}
	s.p = &boxedBlock{b}
}

// NoEscape hides p from escape analysis. The standard library's blocks
// and modes keep nothing they are passed, but a call through an interface
// would make the compiler move every caller's buffers (of every tier: the
// switches in aes.go and modes.go share them) to the heap.
//
// The address passes through a uintptr, which escape analysis does not
// follow; the caller still holds p, so the memory stays live, and nothing
// between the two conversions can move a stack.
//
//go:nosplit
func noEscape(p unsafe.Pointer) unsafe.Pointer {
	x := uintptr(p)
	return *(*unsafe.Pointer)(unsafe.Pointer(&x))
}

// NoEscapeBytes is noEscape for a slice (length and capacity kept), for
// the callers of crypto/aes's and crypto/cipher's methods here and in
// internal/gcm's CPACF tier.
func NoEscapeBytes(b []byte) []byte {
	return unsafe.Slice((*byte)(noEscape(unsafe.Pointer(unsafe.SliceData(b)))), cap(b))[:len(b)]
}

func (s stdBlock) encryptBlock(dst, src *[16]byte) {
	s.p.b.Encrypt(NoEscapeBytes(dst[:]), NoEscapeBytes(src[:]))
}

func (s stdBlock) decryptBlock(dst, src *[16]byte) {
	s.p.b.Decrypt(NoEscapeBytes(dst[:]), NoEscapeBytes(src[:]))
}

// encryptBlocks is ECB on whole blocks; dst and src overlap exactly or not
// at all.
func (s stdBlock) encryptBlocks(dst, src []byte) {
	for i := 0; i < len(src); i += BlockSize {
		s.p.b.Encrypt(NoEscapeBytes(dst[i:i+BlockSize]), NoEscapeBytes(src[i:i+BlockSize]))
	}
}

// ctr is ctrBlocks' contract: whole blocks, the 128-bit counter advanced
// per block and wrapping at 2^128.
func (s stdBlock) ctr(dst, src []byte, ctr *[16]byte) {
	var ks [BlockSize]byte
	for i := 0; i < len(src); i += BlockSize {
		s.p.b.Encrypt(NoEscapeBytes(ks[:]), NoEscapeBytes(ctr[:]))
		incrementCounter(ctr, 1)
		subtle.XORBytes(dst[i:i+BlockSize], src[i:i+BlockSize], ks[:])
	}
	clear(ks[:])
}

// cbcEncrypt and cbcDecrypt are CBCEncrypt's and CBCDecrypt's contract
// (SP 800-38A §6.2): iv ends as the last ciphertext block.
func (s stdBlock) cbcEncrypt(dst, src []byte, iv *[16]byte) {
	for i := 0; i < len(src); i += BlockSize {
		subtle.XORBytes(iv[:], iv[:], src[i:i+BlockSize])
		s.p.b.Encrypt(NoEscapeBytes(iv[:]), NoEscapeBytes(iv[:]))
		copy(dst[i:], iv[:])
	}
}

func (s stdBlock) cbcDecrypt(dst, src []byte, iv *[16]byte) {
	for i := 0; i < len(src); i += BlockSize {
		ct := [16]byte(src[i:]) // src may be dst
		s.p.b.Decrypt(NoEscapeBytes(dst[i:i+BlockSize]), NoEscapeBytes(ct[:]))
		subtle.XORBytes(dst[i:i+BlockSize], dst[i:i+BlockSize], iv[:])
		*iv = ct
	}
}

// stdStream is crypto/cipher.NewCTR over a CPACF key (nil otherwise): the
// standard library's CTR, with the same counter semantics as CTR's.
type stdStream struct{ s cipher.Stream }

func (s stdBlock) newCTR(iv []byte) stdStream { return stdStream{cipher.NewCTR(s.p.b, iv)} }

func (s stdStream) ok() bool { return s.s != nil }

func (s stdStream) xorKeyStream(dst, src []byte) {
	s.s.XORKeyStream(NoEscapeBytes(dst), NoEscapeBytes(src))
}

// stdMode is crypto/cipher's CBC encrypter or decrypter over a CPACF key
// (nil otherwise).
type stdMode struct{ m cipher.BlockMode }

func (s stdBlock) newCBC(iv []byte, decrypt bool) stdMode {
	if decrypt {
		return stdMode{cipher.NewCBCDecrypter(s.p.b, iv)}
	}
	return stdMode{cipher.NewCBCEncrypter(s.p.b, iv)}
}

func (s stdMode) ok() bool { return s.m != nil }

// cryptBlocks runs crypto/cipher's mode, after ctcrypto's checks (the same
// messages), and reports whether there was one.
func (s stdMode) cryptBlocks(dst, src []byte) bool {
	if s.m == nil {
		return false
	}
	checkBlocks(dst, src)
	s.m.CryptBlocks(NoEscapeBytes(dst[:len(src)]), NoEscapeBytes(src))
	return true
}

// setIV passes SetIV on; crypto/cipher's CBC modes all have it.
func (s stdMode) setIV(iv []byte) {
	if s.m != nil {
		s.m.(interface{ SetIV([]byte) }).SetIV(NoEscapeBytes(iv))
	}
}

// Std returns the crypto/aes block of a CPACF key, for internal/gcm's
// CPACF tier, or nil for every other tier.
func (b *EncBlock) Std() cipher.Block {
	if b.std.p == nil {
		return nil
	}
	return b.std.p.b
}
