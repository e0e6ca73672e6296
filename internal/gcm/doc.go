// Package gcm is ctcrypto's AES-GCM engine (SP 800-38D): counter mode from
// internal/aes, GHASH from internal/ghash, and fused kernels that do both in
// one pass where the CPU has AES and carry-less multiplication instructions.
//
// The kernel is picked once per key from the AES tier and the GHASH tier
// the key got (each chosen through the impl registry, packages "aes" and
// "ghash"); every combination falls back to the generic path, which is
// internal/aes EncryptBlocks over counter blocks followed by
// internal/ghash Update. Constant-time properties are those of the two
// tiers combined; the tag comparison is constant-time in every case.
//
// # Fused kernel contract (amd64 and arm64)
//
// Each architecture provides, in gcm_<arch>.go:
//
//	// archFused returns the fused kernel serving an AES tier and a GHASH
//	// tier (registry names), or fusedNone.
//	func archFused(aesTier, ghashTier string) fused
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
// On arm64 archFused returns fusedARMv8 for ("Armv8-AES", "PMULL"), and
// archSeal/archOpen call
//
//	//go:noescape
//	func sealARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
//	//go:noescape
//	func openARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte)
//
// with the contract above (8 blocks interleaved, one reduction per batch).
package gcm

// fused names a fused AES-GCM kernel; fusedNone means the generic path.
type fused uint8

const (
	fusedNone fused = iota
	fusedAESNICLMUL
	fusedVAESAVX512
	fusedARMv8
)
