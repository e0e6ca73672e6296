// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"testing"
	"unsafe"
)

// TestKeyedLayout checks what Keyed's field order is for: in NewKey's one
// allocation the AES round keys and the GHASH main table start on 64-byte
// boundaries (the fused kernels' 512-bit loads) and the AES round keys on
// 16-byte ones (their 128-bit loads), and the allocation stays in the
// 640-byte size class on 64-bit ports.
func TestKeyedLayout(t *testing.T) {
	var k Keyed
	if off := unsafe.Offsetof(k.AEAD) + unsafe.Offsetof(k.AEAD.ghash); off%64 != tableOffset {
		t.Errorf("GHASH table at offset %d in Keyed, want %d modulo 64", off, tableOffset)
	}
	if off := unsafe.Offsetof(k.block); off%16 != tableOffset%16 {
		t.Errorf("AES key at offset %d in Keyed, want %d modulo 16", off, tableOffset%16)
	}
	if unsafe.Sizeof(uintptr(0)) != 8 {
		return // the sizes and the size class below are the 64-bit ports'
	}
	if size := unsafe.Sizeof(k); size+64-tableOffset > 640 {
		t.Errorf("Keyed is %d bytes, over the 640-byte size class with its header", size)
	}
	keep := make([]*AEAD, 64)
	for i := range keep {
		g, err := NewKey(make([]byte, 16), StandardNonceSize, 16)
		if err != nil {
			t.Fatal(err)
		}
		rk, _ := g.block.RoundKeys()
		if g.block != &(*Keyed)(unsafe.Pointer(g)).block {
			t.Fatal("NewKey's AEAD is not the start of a Keyed")
		}
		if a, b := uintptr(unsafe.Pointer(rk)), uintptr(unsafe.Pointer(&g.ghash.Powers)); a%16 != 0 || b%64 != 0 {
			t.Fatalf("round keys at %#x, GHASH table at %#x: not 16- and 64-byte aligned", a, b)
		}
		keep[i] = g
	}
}
