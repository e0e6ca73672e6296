// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

// The package's assembly generators, one line per generated file, for every
// GOARCH. Each generator runs on the host (GOARCH and GOOS unset), so
// `go generate ./...` on any machine regenerates every port's assembly. The
// amd64 generators are avo programs in the one generator module, ../_asm.

//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./nistec -out ../nistec/fe_amd64.s
//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./nistec/mulq -out ../nistec/fe_mulq_amd64.s
//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./safegcd -out ../nistec/safegcd_amd64.s
//go:generate env -u GOARCH -u GOOS go run fe_arm64_gen.go -out fe_arm64.s
//go:generate env -u GOARCH -u GOOS go run fe_ppc64le_gen.go -out fe_ppc64le.s
//go:generate env -u GOARCH -u GOOS go run fe_s390x_gen.go -out fe_s390x.s

// The Go code generators: the fixed-size field arithmetic and the
// exponentiations, the P-256 and P-521 point code from the P-384 template,
// and the precomputed base-point tables.

//go:generate env -u GOARCH -u GOOS go run gen_field.go
//go:generate env -u GOARCH -u GOOS go run gen_points.go
//go:generate env -u GOARCH -u GOOS go run gen_tables.go
