// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

// The package's generators, one line per generated file: every GOARCH's
// assembly, Base's inverse S-box circuit (base_invsbox.go) and both
// circuits' kept and single-block forms (base_sbox_forms.go). Each
// generator runs on the host (GOARCH and GOOS unset), so `go generate
// ./...` on any machine regenerates every port's files. The amd64
// generators are avo programs in the one generator module, ../_asm.

//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./aes/hw -out ../aes/hw_amd64.s
//go:generate env -u GOARCH -u GOOS go -C ../_asm run ./aes/vpaes -pkg aes -out ../aes/vpaes_amd64.s -stubs ../aes/vpaes_stubs_amd64.go
//go:generate env -u GOARCH -u GOOS go run hw_386_gen.go -out hw_386.s
//go:generate env -u GOARCH -u GOOS go run vpaes_386_gen.go -out vpaes_386.s
//go:generate env -u GOARCH -u GOOS go run hw_arm64_gen.go -out hw_arm64.s
//go:generate env -u GOARCH -u GOOS go run vpaes_arm64_gen.go -out vpaes_arm64.s
//go:generate env -u GOARCH -u GOOS go run vpaes_arm_gen.go -out vpaes_arm.s
//go:generate env -u GOARCH -u GOOS go run hw_ppc64le_gen.go -out hw_ppc64le.s
//go:generate env -u GOARCH -u GOOS go run base_invsbox_gen.go -out base_invsbox.go
//go:generate env -u GOARCH -u GOOS go run base_sbox_forms_gen.go -out base_sbox_forms.go
