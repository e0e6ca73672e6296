//go:build !purego

package gcm

import "github.com/ctcrypto/ctcrypto/internal/ghash"

//go:generate sh -c "cd _asm && go run . -out ../gcm_amd64.s"

// archFused picks the fused VAES/VPCLMULQDQ-AVX512 kernel when the key's AES
// tier is VAES-AVX512 and its GHASH tier VPCLMULQDQ-AVX512 (both chosen
// through the registry, so tests reach every other pair's generic path).
func archFused(aesTier, ghashTier string) fused {
	if aesTier == "VAES-AVX512" && ghashTier == "VPCLMULQDQ-AVX512" {
		return fusedVAESAVX512
	}
	return fusedNone
}

func archSeal(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	sealAVX512(rk, rounds, pow, ctr, y, dst, src)
}

func archOpen(f fused, rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr, y *[16]byte, dst, src []byte) {
	openAVX512(rk, rounds, pow, ctr, y, dst, src)
}

// sealAVX512 encrypts whole blocks of src into dst in counter mode from ctr
// and absorbs the ciphertext into y, 16 blocks per iteration. Twin:
// sealBlocksGeneric.
//
//go:noescape
func sealAVX512(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)

// openAVX512 absorbs whole blocks of src into y and decrypts them into dst
// in counter mode from ctr. Twin: openBlocksGeneric.
//
//go:noescape
func openAVX512(rk *[240]byte, rounds int, pow *[ghash.NumPowers][16]byte, ctr *[16]byte, y *[16]byte, dst []byte, src []byte)
