module github.com/ctcrypto/ctcrypto/internal/ghash/_asm/ssse3

go 1.26.0

require (
	github.com/ctcrypto/ctcrypto v0.0.0
	github.com/mmcloughlin/avo v0.5.0
)

require (
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
)

replace github.com/ctcrypto/ctcrypto => ../../../..
