//go:build (!amd64 && !arm64) || purego

package ghash

func archTier() tier { return tierBase }

func archUpdate(t tier, pow *[NumPowers][16]byte, y *[16]byte, blocks []byte) {
	panic("ghash: no assembly tier in this build")
}
