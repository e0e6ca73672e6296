package nistec

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// testAllTiers runs f under the Base tier and every supported tier of nistec.
func testAllTiers(t *testing.T, f func(t *testing.T)) {
	cryptotest.TestAllImplementations(t, "nistec", f)
}
