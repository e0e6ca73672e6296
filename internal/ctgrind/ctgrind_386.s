// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build valgrind && linux && 386

#include "textflag.h"

// func clientRequest(args *[6]uintptr) uintptr
//
// The x86-linux form of the client request (valgrind.h,
// VALGRIND_DO_CLIENT_REQUEST_EXPR): four rotations of DI by 3, 13, 29 and
// 19 bits (64 in all, so DI is unchanged), then XCHGL BX, BX; AX holds the
// address of the request block and DX receives the result. Natively DX
// keeps the default, 0. DI and BX are scratch registers in Go's 386 ABI.
TEXT ·clientRequest(SB), NOSPLIT, $0-8
	MOVL args+0(FP), AX
	XORL DX, DX
	ROLL $3, DI
	ROLL $13, DI
	ROLL $29, DI
	ROLL $19, DI
	XCHGL BX, BX
	MOVL DX, ret+4(FP)
	RET
