//go:build !purego

package ghash

func archTier() tier { return tierBase }

func archUpdate(t tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	panic("ghash: no assembly tier yet")
}
