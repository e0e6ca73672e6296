//go:build !amd64 || purego

package bigmod

// No IFMA kernels here: ifmaModulus always runs its Go twins.

func ifmaSupported(n int) bool { return false }

// ifmaHaveAsm: ammAsm and friends are the Go twins in this build.
const ifmaHaveAsm = false

func ammAsm(z, a, b, m *ifmaNum, limbs int, k0 uint64) { ammGeneric(z, a, b, m, limbs, k0) }

func ifmaSelectAsm(z *ifmaNum, table *[ifmaTableSize * ifmaMaxLimbs]uint64, lanes int, idx uint64) {
	ifmaSelectGeneric(z, table[:], lanes, idx)
}

func ammAsm2(z, a, b, m *ifmaNum, k0 uint64, z2, a2, b2, m2 *ifmaNum, k02 uint64, limbs int) {
	ammGeneric(z, a, b, m, limbs, k0)
	ammGeneric(z2, a2, b2, m2, limbs, k02)
}

func ammPair20SideBySide(z, a, b, m *ifmaNum, k0 uint64, z2, a2, b2, m2 *ifmaNum, k02 uint64) {
	ammAsm2(z, a, b, m, k0, z2, a2, b2, m2, k02, 20)
}

func ammPair20Packed(z, a, b, m *ifmaNum, k0 uint64, z2, a2, b2, m2 *ifmaNum, k02 uint64) {
	ammAsm2(z, a, b, m, k0, z2, a2, b2, m2, k02, 20)
}

func ammSqrAsm2(z, m *ifmaNum, k0 uint64, z2, m2 *ifmaNum, k02 uint64, limbs, n int) {
	for range n {
		ammAsm2(z, z, z, m, k0, z2, z2, z2, m2, k02, limbs)
	}
}
