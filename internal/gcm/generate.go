// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

// The package's assembly generators, one line per generated file, for every
// GOARCH. Each generator runs on the host (GOARCH and GOOS unset), so
// `go generate ./...` on any machine regenerates every port's assembly. The
// amd64 generators are avo programs in the one generator module, ../_asm.

//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./gcm -out ../gcm/gcm_amd64.s
//go:generate env -u GOARCH -u GOOS go run gcm_arm64_gen.go -out gcm_arm64.s
//go:generate env -u GOARCH -u GOOS go run gcm_ppc64le_gen.go -out gcm_ppc64le.s
