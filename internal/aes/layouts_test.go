// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	stdaes "crypto/aes"
	"crypto/cipher"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// TestBlockPointers checks that a Block's pointers are Base's lazily built
// layouts and the decryption schedule, which New allocates beside the
// Block: key setup is one allocation (s390x also keeps crypto/aes's block,
// in std).
func TestBlockPointers(t *testing.T) {
	var walk func(path string, typ reflect.Type)
	walk = func(path string, typ reflect.Type) {
		switch typ.Kind() {
		case reflect.Pointer, reflect.UnsafePointer, reflect.Interface, reflect.Slice,
			reflect.Map, reflect.Chan, reflect.Func, reflect.String:
			if strings.HasPrefix(path, "Block.EncBlock.layouts.") || path == "Block.dec" ||
				runtime.GOARCH == "s390x" && strings.HasPrefix(path, "Block.EncBlock.std.") {
				return
			}
			t.Errorf("%s is a %s", path, typ.Kind())
		case reflect.Array:
			walk(path+"[]", typ.Elem())
		case reflect.Struct:
			for i := range typ.NumField() {
				f := typ.Field(i)
				walk(path+"."+f.Name, f.Type)
			}
		}
	}
	walk("Block", reflect.TypeFor[Block]())
}

// TestBaseLayoutsRekey checks that re-keying a Base key drops its layouts
// and that later multi-block runs reuse them without allocating.
func TestBaseLayoutsRekey(t *testing.T) {
	impl.Select("aes", impl.Base)
	defer impl.Reset("aes")
	key := []byte("0123456789abcdef")
	stream := func(b *Block) []byte {
		got := make([]byte, 256)
		var c [16]byte
		b.CTR(got, got, &c)
		return got
	}
	b := mustNew(t, make([]byte, 16))
	stream(b)
	if b.layouts.Load() == nil {
		t.Fatal("a multi-block run built no layouts")
	}
	if err := b.Init(key); err != nil {
		t.Fatal(err)
	}
	if b.layouts.Load() != nil {
		t.Fatal("re-keying kept the old key's layouts")
	}
	if !bytes.Equal(stream(b), stream(mustNew(t, key))) {
		t.Fatal("re-keyed key's keystream differs")
	}
	buf := make([]byte, 256)
	var ctr [16]byte
	if n := testing.AllocsPerRun(20, func() { b.CTR(buf, buf, &ctr) }); n != 0 {
		t.Errorf("Base CTR allocates %v times per call", n)
	}
}

// TestBaseShortRuns checks the single-block path of a fresh Base key's
// first short run (baseShortRun) against the standard library, and that
// the next short run builds the layouts and agrees too.
func TestBaseShortRuns(t *testing.T) {
	impl.Select("aes", impl.Base)
	defer impl.Reset("aes")
	key := []byte("0123456789abcdef")
	ref, _ := stdaes.NewCipher(key)
	for n := 2; n <= 4; n++ {
		src := make([]byte, 16*n)
		for i := range src {
			src[i] = byte(i * 7)
		}
		want := make([]byte, len(src))
		for i := 0; i < len(src); i += 16 {
			ref.Encrypt(want[i:], src[i:])
		}
		wantCTR := make([]byte, len(src))
		var iv [16]byte
		cipher.NewCTR(ref, iv[:]).XORKeyStream(wantCTR, src)
		for _, mode := range []string{"ECB", "CTR"} {
			b := mustNew(t, key)
			for run := 0; run < 2; run++ {
				got := make([]byte, len(src))
				if mode == "ECB" {
					b.EncryptBlocks(got, src)
				} else {
					var c [16]byte
					b.CTR(got, src, &c)
					if c != [16]byte{15: byte(n)} {
						t.Fatalf("%s %d blocks, run %d: counter %x", mode, n, run, c)
					}
				}
				w := want
				if mode == "CTR" {
					w = wantCTR
				}
				if !bytes.Equal(got, w) {
					t.Fatalf("%s %d blocks, run %d: differs from the standard library", mode, n, run)
				}
				if built := b.layouts.Load() != nil; built != (n > 3 || run > 0) {
					t.Fatalf("%s %d blocks, run %d: layouts built = %v", mode, n, run, built)
				}
			}
		}
	}
}
