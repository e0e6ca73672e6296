// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ghash

// The package's assembly generators, one line per generated file, for every
// GOARCH. Each generator runs on the host (GOARCH and GOOS unset), so
// `go generate ./...` on any machine regenerates every port's assembly. The
// amd64 generators are avo programs in the one generator module, ../_asm.

//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./ghash -out ../ghash/ghash_amd64.s
//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./ghash/ssse3 -out ../ghash/ghash_ssse3_amd64.s
//go:generate env -u GOARCH -u GOOS go run ghash_386_gen.go -out ghash_386.s
//go:generate env -u GOARCH -u GOOS go run ghash_arm64_gen.go -out ghash_arm64.s
//go:generate env -u GOARCH -u GOOS go run ghash_neon_arm64_gen.go -out ghash_neon_arm64.s
//go:generate env -u GOARCH -u GOOS go run ghash_ppc64le_gen.go -out ghash_ppc64le.s
//go:generate env -u GOARCH -u GOOS go run ghash_arm_gen.go -out ghash_arm.s
