//go:build !amd64 || purego

package bigmod

// No IFMA kernels here: ifmaModulus always runs its Go twins.

func ifmaSupported(n int) bool { return false }

func ammAsm(z, a, b, m *ifmaNum, limbs int, k0 uint64) { ammGeneric(z, a, b, m, limbs, k0) }

func ifmaSelectAsm(z *ifmaNum, table *[ifmaTableSize * ifmaMaxLimbs]uint64, lanes int, idx uint64) {
	ifmaSelectGeneric(z, table[:], lanes, idx)
}
