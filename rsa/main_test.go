package rsa

import (
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestMain fails an unfiltered run in which a bignum tier this machine
// supports was never selected by a test.
func TestMain(m *testing.M) { cryptotest.Main(m, "bigmod") }
