// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// TestBlockPointers checks that a Block's one pointer is Base's lazily
// built layouts: every tier's schedule is inline, so key setup is one
// allocation (s390x also keeps crypto/aes's block, in std).
func TestBlockPointers(t *testing.T) {
	var walk func(path string, typ reflect.Type)
	walk = func(path string, typ reflect.Type) {
		switch typ.Kind() {
		case reflect.Pointer, reflect.UnsafePointer, reflect.Interface, reflect.Slice,
			reflect.Map, reflect.Chan, reflect.Func, reflect.String:
			if strings.HasPrefix(path, "Block.EncBlock.layouts.") ||
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
