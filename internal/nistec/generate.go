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
//go:generate env -u GOARCH -u GOOS go run fe_arm64_gen.go -out fe_arm64.s
