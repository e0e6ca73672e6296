// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package gcm is ctcrypto's AES-GCM engine (SP 800-38D): counter mode from
// internal/aes, GHASH from internal/ghash, and fused kernels that do both in
// one pass where the CPU has AES and carry-less multiplication instructions.
//
// The code is picked once per key from the AES tier and the GHASH tier the
// key got (each chosen through the impl registry, packages "aes" and
// "ghash"), by the port's table of fused kernels (fusedTable):
//
//   - VAES-AVX512 with VPCLMULQDQ-AVX512 (amd64): whole-message kernels
//     (full_amd64.go: E(J0), additional data, text, length block and tag
//     in one call; 32 blocks per iteration in eight ZMM registers, one
//     reduction per 32 blocks; messages of at most 15 blocks of data
//     reduced once) for 96-bit nonces, and streaming kernels of 16 blocks
//     per iteration for other nonce sizes.
//   - VAES with VPCLMULQDQ on 256-bit registers (amd64, the AVX2 tiers or
//     the AVX-512 tiers paired with an AVX2 one): 16 blocks per iteration
//     in eight YMM registers, one reduction per 16 blocks, Karatsuba
//     products (three carry-less multiplications a lane); messages up to
//     256 bytes with up to 64 bytes of additional data and a 96-bit nonce
//     are one call (small_amd64.go: J0, E(J0), keystream, GHASH and tag).
//   - any other hardware AES tier with a carry-less GHASH tier (amd64):
//     AES-NI + PCLMULQDQ kernels, 8 blocks per iteration (SSE only).
//   - Armv8-AES with PMULL (arm64): the arm64 fused kernels.
//   - POWER8-AES with VPMSUMD (ppc64le): the ppc64le fused kernels.
//   - every other pair (vpaes or bitsliced AES, SSSE3/NEON or Base GHASH):
//     the generic path, internal/aes EncryptBlocks over inc32 counter
//     blocks (BaseCTR32 on the Base tier with 96-bit nonces) then
//     internal/ghash Update, in 2 KiB chunks; messages up to 128
//     bytes with up to 64 bytes of additional data make one AES call and one
//     GHASH call.
//
// Key setup (NewKey, New) computes H and the GHASH main table (H^16..H^1
// on the carry-less tiers, H^4..H^1 on the others);
// the whole-message kernels' H^32..H^17 are computed for messages of 512
// bytes or more of text or additional data (fullPowers32,
// ghash.Key.Powers32AfterFirst): by the kernel on its frame for the key's
// first such message, into a table the key keeps from its second. NewKey allocates the AEAD
// and its AES key together (Keyed), once.
//
// Constant-time properties are those of the two tiers combined: no kernel
// branches on or indexes memory with the key, H, the data or the tag; the
// tag comparison is internal/subtle.EqualInt, and Open branches only on
// its verdict (openVerdict), which it declassifies first, so the
// constant-time harness checks Open itself. Lengths are public; so is the
// counter of a 96-bit nonce (the AVX-512 kernels step it on a fast path
// when its low byte cannot overflow), while the counter of any other nonce
// length depends on H and is handled without branches.
//
// # Fused kernel contract (amd64, arm64, ppc64le)
//
// Each architecture provides, in gcm_<arch>.go, its fused kernels as
// constants of type fused, their names, the table of tier pairs they serve
// (a pair not in the table takes the generic path), and the entry points:
//
//	var fusedNames []string    // AEAD.Tier's name of each fused kernel
//	var fusedTable []fusedRow  // {aes.Tier, ghash.Tier, fused}, one row per pair
//	func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
//	func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
//
// archSeal and archOpen process len(src) bytes, a multiple of 16 (possibly
// 0); len(dst) >= len(src); dst and src are either the same memory or do
// not overlap. For each 16-byte block i in order:
//
//	dst_i = src_i XOR AES_K(ctr); ctr = inc32(ctr)   // SP 800-38D §6.2, §6.5
//	seal: y = (y XOR dst_i)·H;  open: y = (y XOR src_i)·H  // §6.4, y in spec byte order
//
// so on return ctr holds the next unused counter block and y the running
// GHASH. rk holds the FIPS-197 encryption round keys as bytes, round r at
// rk[16r:] (internal/aes Block.RoundKeys), rounds is 10, 12 or 14, and pow
// is the internal/ghash Key power table (layout in the ghash package doc).
// The Go twins are sealBlocksGeneric and openBlocksGeneric.
//
// On arm64 the table maps (aes.ARMv8AES, ghash.PMULL) to fusedARMv8, and
// archSeal/archOpen call
//
//	//go:noescape
//	func sealARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
//	//go:noescape
//	func openARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
//
// with the contract above (8 blocks interleaved, one reduction per batch).
// A whole Seal or Open on that tier is one call after Go's argument checks:
//
//	func sealWholeARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte)
//	func openWholeARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte)
//
// hash the additional data, encrypt or decrypt the text (8-block loop, tail
// and partial block), hash the lengths block and return the full tag
// E_K(J0) XOR GHASH (SP 800-38D §7.1 steps 5–6); Open compares it in Go in
// constant time. Their Go twin is the composed generic path.
//
// On ppc64le the table maps (aes.POWER8AES, ghash.VPMSUMD) to fusedPOWER8
// (8, then 4, then 1 blocks per reduction), and a whole Seal or Open is
// likewise one call after J0:
//
//	func sealWholePOWER8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte, adLast, last *[16]byte, adLen, textLen int)
//	func openWholePOWER8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, j0, tag *[16]byte, dst, src, ad []byte, adLast, last *[16]byte, adLen, textLen int)
//
// where ad and src are the whole 16-byte blocks, and Go passes the partial
// last blocks of the additional data and the text zero-padded in adLast and
// last, with the two lengths; the kernel hashes, en- or decrypts and
// returns the full tag as on arm64.
package gcm

// fused names a fused AES-GCM kernel. fusedNone, the generic path, is the
// one value every port has; the others are constants of gcm_<arch>.go.
type fused uint8

const fusedNone fused = 0
