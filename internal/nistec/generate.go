// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

// The package's assembly generators, one line per generated file, for every
// GOARCH. Each generator runs on the host (GOARCH and GOOS unset), so
// `go generate ./...` on any machine regenerates every port's assembly.

//go:generate env -u GOARCH -u GOOS sh -c "cd _asm && go run . -out ../fe_amd64.s"
//go:generate env -u GOARCH -u GOOS sh -c "cd _asm/mulq && go run . -out ../../fe_mulq_amd64.s"
//go:generate env -u GOARCH -u GOOS go run fe_arm64_gen.go -out fe_arm64.s
