//go:build !purego

package ghash

// archUpdateSIMD runs the vector-permute kernel of this architecture.
func archUpdateSIMD(tab *[simdBatch][16][2][16]byte, y *[16]byte, blocks []byte) {
	panic("ghash: NEON tier not built yet")
}
