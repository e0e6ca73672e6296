package ghash

import (
	"strconv"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

func cryptotestActive() string { return impl.Active("ghash") }

func itoa(n int) string { return strconv.Itoa(n) }
