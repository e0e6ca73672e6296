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

func init() {
	impl.Register("aes", "VPAES-SSSE3", &supportsVPAES, true)
}
