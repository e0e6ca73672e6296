//go:build amd64 && !purego

package nistec

// The fallbacks of the ADX tier's dispatch (fe_amd64.go) on amd64 CPUs
// without ADX/BMI2. Today they are the portable Go code.

func P521ScalarMulNoADX(z, x, y *[9]uint64) { P521ScalarMulGeneric(z, x, y) }

func p256ElementMulNoADX(z, x, y *[4]uint64) { p256ElementMulGeneric(z, x, y) }

func p256ElementSquareNoADX(z, x *[4]uint64) { p256ElementMulGeneric(z, x, x) }

func p384ElementMulNoADX(z, x, y *[6]uint64) { p384ElementMulGeneric(z, x, y) }

func p384ElementSquareNoADX(z, x *[6]uint64) { p384ElementMulGeneric(z, x, x) }

func P256ScalarMulNoADX(z, x, y *[4]uint64) { P256ScalarMulGeneric(z, x, y) }

func P384ScalarMulNoADX(z, x, y *[6]uint64) { P384ScalarMulGeneric(z, x, y) }

func p521MulNoADX(z, x, y *[9]uint64) { p521MulGeneric(z, x, y) }

func p521SquareNoADX(z, x *[9]uint64) { p521SquareGeneric(z, x) }

func p256ElementAddNoADX(z, x, y *[4]uint64) { p256ElementAddGeneric(z, x, y) }

func p256ElementSubNoADX(z, x, y *[4]uint64) { p256ElementSubGeneric(z, x, y) }

func p384ElementAddNoADX(z, x, y *[6]uint64) { p384ElementAddGeneric(z, x, y) }

func p384ElementSubNoADX(z, x, y *[6]uint64) { p384ElementSubGeneric(z, x, y) }

func p521AddNoADX(z, x, y *[9]uint64) { p521AddFold(z, x, y) }

func p521SubNoADX(z, x, y *[9]uint64) { p521SubGeneric(z, x, y) }
