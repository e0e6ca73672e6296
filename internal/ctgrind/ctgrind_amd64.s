// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build valgrind && linux && amd64

#include "textflag.h"

// func clientRequest(args *[6]uintptr) uintptr
//
// Valgrind recognises a client request by a "special instruction preamble"
// that is a no-op on real hardware: four rotations of DI by 3, 13, 61 and
// 51 bits (128 in all, so DI is unchanged), followed by XCHGQ BX, BX. It
// then reads the address of the request block from AX and writes the
// result to DX (valgrind.h, VALGRIND_DO_CLIENT_REQUEST_EXPR for
// amd64-linux). Natively nothing happens and DX keeps the default we put
// in it, 0.
TEXT ·clientRequest(SB), NOSPLIT, $0-16
	MOVQ args+0(FP), AX
	XORL DX, DX
	ROLQ $3, DI
	ROLQ $13, DI
	ROLQ $61, DI
	ROLQ $51, DI
	XCHGQ BX, BX
	MOVQ DX, ret+8(FP)
	RET
