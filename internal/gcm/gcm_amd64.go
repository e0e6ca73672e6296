//go:build !purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

func archFused(aesTier, ghashTier string) fused { return fusedNone }

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: no fused kernel yet")
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	panic("gcm: no fused kernel yet")
}
