// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

// The package's assembly generators, one line per generated file, for every
// GOARCH. Each generator runs on the host (GOARCH and GOOS unset), so
// `go generate ./...` on any machine regenerates every port's assembly.

//go:generate env -u GOARCH -u GOOS sh -c "cd _asm/hw && go run . -out ../../hw_amd64.s"
//go:generate env -u GOARCH -u GOOS sh -c "cd _asm/vpaes && go run . -pkg aes -out ../../vpaes_amd64.s -stubs ../../vpaes_stubs_amd64.go"
//go:generate env -u GOARCH -u GOOS go run hw_386_gen.go -out hw_386.s
//go:generate env -u GOARCH -u GOOS go run vpaes_386_gen.go -out vpaes_386.s
//go:generate env -u GOARCH -u GOOS go run hw_arm64_gen.go -out hw_arm64.s
//go:generate env -u GOARCH -u GOOS go run vpaes_arm64_gen.go -out vpaes_arm64.s
