//go:build arm64 && !purego

// Placeholder until the fused Armv8-AES + PMULL kernels land: it makes the
// arm64 side of the contract in doc.go compile. The arm64 file set
// (gcm_arm64.go, gcm_arm64.s) replaces this file.

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

// supportsFusedARMv8 turns the fused kernels on once they exist.
var supportsFusedARMv8 = false

func archFused(aesTier, ghashTier string) fused {
	if supportsFusedARMv8 && aesTier == "Armv8-AES" && ghashTier == "PMULL" {
		return fusedARMv8
	}
	return fusedNone
}

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	sealARMv8(rk, rounds, pow, ctr, y, dst, src)
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	openARMv8(rk, rounds, pow, ctr, y, dst, src)
}

func sealARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: fused arm64 kernel unavailable")
}

func openARMv8(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: fused arm64 kernel unavailable")
}
