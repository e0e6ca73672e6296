// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build 386 || arm || mips || mipsle || wasm

package ghash

// The Base tier multiplies with holes on 32-bit words: these ports have a
// 32×32→64-bit multiply but emulate math/bits.Mul64 (32-bit registers, or
// wasm's 64-bit integers without a wide multiply).
type baseKey = baseKeyNarrow

func updateBase(k *baseKey, y *[16]byte, blocks []byte) { updateBaseNarrow(k, y, blocks) }

// mulAdjusted returns a·b where b is in adjusted form (b = B·x^-1): the
// result is reflect(A·B) in ordinary reflected form. Used at key setup.
func mulAdjusted(a, b element) element { return mulAdjustedNarrow(a, b) }
