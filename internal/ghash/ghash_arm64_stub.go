//go:build arm64 && !purego

// Placeholder until the PMULL tier lands: it makes the arm64 side of the
// contract in the package doc compile. The arm64 file set (ghash_arm64.go,
// ghash_arm64.s) replaces this file and keeps these three declarations.

package ghash

import (
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// supportsPMULL is the impl registry boolean of the PMULL tier; the real
// file initialises it from cpu.ARM64HasPMULL.
var supportsPMULL = false

func init() { impl.Register("ghash", "PMULL", &supportsPMULL, true) }

func archTier() tier {
	if supportsPMULL {
		return tierPMULL
	}
	return tierBase
}

func archUpdate(t tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	updatePMULL(pow, y, blocks)
}

// updatePMULL absorbs len(blocks)/16 whole blocks into y: y = (y XOR b)·H
// for each block b, with the powers table laid out as in the package doc.
func updatePMULL(pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	panic("ghash: PMULL unavailable")
}
