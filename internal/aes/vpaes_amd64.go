// Copyright 2026 The ctcrypto Authors.

//go:build !purego

package aes

import (
	"github.com/ctcrypto/ctcrypto/internal/cpu"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

//go:generate sh -c "cd _asm/vpaes && go run . -pkg aes -out ../../vpaes_amd64.s -stubs ../../vpaes_amd64_stubs.go"

// supportsVPAES is the registry boolean of the vpaes tier; the AES core
// reads it at key setup. The kernels need only SSSE3's PSHUFB.
var supportsVPAES = cpu.X86HasSSSE3

// vpaesUseAVX2 makes key setup choose the AVX2 kernels for runs of four or
// more blocks (ECB, CTR, CBC decryption): the same algorithm on 256-bit
// registers, two blocks per register. It is part of the same tier (same
// tables, same schedules, same constant-time argument); tests flip it to
// run both kernel sets.
var vpaesUseAVX2 = cpu.X86HasAVX2

func init() {
	impl.Register("aes", "VPAES-SSSE3", &supportsVPAES, true)
}
