// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package bigmod

import (
	"math/bits"
	"runtime"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// family is the code a tier runs: a Modulus records the family of the
// tier chosen when it was made (NewModulusFromNat) and every operation
// modulo it dispatches on that value, so a modulus keeps its tier for life,
// as an AES key does. The kernels' contract is stated at the top of
// arith_generic.go. (A value and switches rather than a table of function
// values: arguments of an indirect call escape, and the callers' stack
// scratch would move to the heap.)
type family uint8

const (
	familyBase family = iota // portable Go: the ...Base functions below
	familyAsm                // the port's assembly under the names every port shares (arith_asm.go)
	familyADX                // amd64's MULX/ADCX/ADOX kernels (arith_amd64.go)
)

// tierRow is one row of a port's tier table (tiers, in arith_<GOARCH>.go),
// fastest first: impl.Register gets name and available, and NewModulus
// takes the family of the first row whose available is on. A tier of an
// existing family is one row; a new family is one constant here, a case
// in each switch below and its kernels.
type tierRow struct {
	name      string
	available *bool // the registry boolean: what the CPU supports, then what impl.Select sets
	family    family
}

func init() {
	for _, r := range tiers {
		impl.Register("bigmod", r.name, r.available, true) // every tier is constant-time
	}
}

// chooseFamily returns the family of the first tier in the table whose
// registry boolean is on, and its name; Base when none is.
func chooseFamily() (family, string) {
	for _, r := range tiers {
		if *r.available {
			return r.family, r.name
		}
	}
	return familyBase, impl.Base
}

// current returns the family chosen now, for the operations that have no
// Modulus (MulPlain, AddPlain, SubPlain, GCDShift) and for tests of the
// package-level kernels below.
func current() family {
	f, _ := chooseFamily()
	return f
}

func addVV(z, x, y []uint) uint          { return current().addVV(z, x, y) }
func subVV(z, x, y []uint) uint          { return current().subVV(z, x, y) }
func addMulVVW(z, x []uint, y uint) uint { return current().addMulVVW(z, x, y) }

func montMul(z, x, y, m []uint, m0inv uint) { current().montMul(z, x, y, m, m0inv) }
func montSqr(z, x, m []uint, m0inv uint)    { current().montSqr(z, x, m, m0inv) }

func tableLookup(z, tab []uint, n, size int, idx uint) {
	current().tableLookup(z, tab, n, size, idx)
}

// The ADX family shares the Asm family's addVV, subVV and table scan (no
// multiplication in them).

func (f family) addVV(z, x, y []uint) uint {
	if f == familyBase {
		return addVVGeneric(z, x, y)
	}
	return addVVWrap(z, x, y)
}

func (f family) subVV(z, x, y []uint) uint {
	if f == familyBase {
		return subVVGeneric(z, x, y)
	}
	return subVVWrap(z, x, y)
}

func (f family) addMulVVW(z, x []uint, y uint) uint {
	switch f {
	case familyADX:
		return addMulVVWADXWrap(z, x, y)
	case familyAsm:
		return addMulVVWWrap(z, x, y)
	}
	return addMulVVWBase(z, x, y)
}

func (f family) montMul(z, x, y, m []uint, m0inv uint) {
	switch f {
	case familyADX:
		montMulADXWrap(z, x, y, m, m0inv)
	case familyAsm:
		montMulWrap(z, x, y, m, m0inv)
	default:
		montMulBase(z, x, y, m, m0inv)
	}
}

// montSqr dispatches as montMul does.
func (f family) montSqr(z, x, m []uint, m0inv uint) {
	switch f {
	case familyADX:
		montSqrADXWrap(z, x, m, m0inv)
	case familyAsm:
		montSqrWrap(z, x, m, m0inv)
	default:
		montSqrBase(z, x, m, m0inv)
	}
}

// montSqrN sets z = x squared k times (Montgomery form), z may alias x;
// the ADX family does it in one call at 16 limbs.
func (f family) montSqrN(z, x, m []uint, m0inv uint, k int) {
	if f == familyADX {
		montSqrNADXWrap(z, x, m, m0inv, k)
		return
	}
	montSqrNBase(f, z, x, m, m0inv, k)
}

// montSqrNBase is montSqrN as k calls of f.montSqr (k = 0: z = x).
func montSqrNBase(f family, z, x, m []uint, m0inv uint, k int) {
	if k < 1 {
		copy(z, x)
		return
	}
	f.montSqr(z, x, m, m0inv)
	for range k - 1 {
		f.montSqr(z, z, m, m0inv)
	}
}

func (f family) tableLookup(z, tab []uint, n, size int, idx uint) {
	switch f {
	case familyBase:
		tableLookupGeneric(z, tab, n, size, idx)
	case familyADX:
		tableLookupADXWrap(z, tab, n, size, idx)
	default:
		tableLookupWrap(z, tab, n, size, idx)
	}
}

// Base is portable Go, constant-time: the generic twins, except on targets
// whose multiply is narrower than a limb product needs, which run the
// kernels of arith_narrow.go.

// narrowMul64 is true where 64-bit limbs meet no 64×64→128-bit multiply
// instruction (wasm: math/bits.Mul64 is four 32-bit products in software);
// narrowMul32 on the 32-bit ports, where Go code sees only 32-bit
// registers. Both are constants, so the switches below fold at compile
// time.
const (
	narrowMul64 = runtime.GOARCH == "wasm"
	narrowMul32 = bits.UintSize == 32
)

func addMulVVWBase(z, x []uint, y uint) uint {
	if narrowMul64 {
		return addMulVVWHalves(z, x, y)
	}
	return addMulVVWGeneric(z, x, y)
}

// montMulBase switches among the Go kernels as family.montMul does among
// families; it stays apart because it is also the Asm and ADX wrappers'
// fallback for lengths their kernels do not take.
func montMulBase(z, x, y, m []uint, m0inv uint) {
	switch {
	case narrowMul64:
		montMulHalves(z, x, y, m, m0inv)
	case narrowMul32:
		montMulNarrow(z, x, y, m, m0inv)
	default:
		montMulGeneric(z, x, y, m, m0inv)
	}
}

// montSqrBase picks as montMulBase does; on 32-bit ports squaring is a
// multiplication (a dedicated squaring measured slower there).
func montSqrBase(z, x, m []uint, m0inv uint) {
	switch {
	case narrowMul64:
		montSqrHalves(z, x, m, m0inv)
	case narrowMul32:
		montMulNarrow(z, x, x, m, m0inv)
	default:
		montSqrGeneric(z, x, m, m0inv)
	}
}
