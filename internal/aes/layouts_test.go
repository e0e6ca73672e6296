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
	"time"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// TestBlockPointerFree checks that a Block holds no pointer, so that a key
// is an allocation the garbage collector does not scan (s390x excepted: its
// CPACF tier keeps crypto/aes's block in std).
func TestBlockPointerFree(t *testing.T) {
	var walk func(path string, typ reflect.Type)
	walk = func(path string, typ reflect.Type) {
		switch typ.Kind() {
		case reflect.Pointer, reflect.UnsafePointer, reflect.Interface, reflect.Slice,
			reflect.Map, reflect.Chan, reflect.Func, reflect.String:
			if runtime.GOARCH == "s390x" && strings.HasPrefix(path, "Block.EncBlock.std.") {
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

// copyBlock copies b's bytes as a program copying a Block value would.
func copyBlock(b *Block) *Block {
	c := new(Block)
	*(*[unsafe.Sizeof(Block{})]byte)(unsafe.Pointer(c)) = *(*[unsafe.Sizeof(Block{})]byte)(unsafe.Pointer(b))
	return c
}

// waitDeleted runs the collector until the registry has no entry id.
func waitDeleted(t *testing.T, id uint64) {
	t.Helper()
	for range 200 {
		runtime.GC()
		if _, ok := layoutRegistry.Load(id); !ok {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("layouts %d still registered after their key became unreachable", id)
}

// TestBaseLayoutsLifetime checks the layout registry: an entry goes when its
// key is unreachable or re-keyed, and a copy of a key outlives its
// original's layouts by building its own.
func TestBaseLayoutsLifetime(t *testing.T) {
	impl.Select("aes", impl.Base)
	defer impl.Reset("aes")
	key := []byte("0123456789abcdef")
	want := make([]byte, 256)
	var c0 [16]byte
	ref := mustNew(t, key)
	ref.CTR(want, want, &c0)
	run := func(b *Block) {
		t.Helper()
		got := make([]byte, 256)
		var c [16]byte
		b.CTR(got, got, &c)
		if !bytes.Equal(got, want) {
			t.Fatal("keystream differs")
		}
	}

	// Unreachable: the cleanup deletes the entry.
	b := mustNew(t, key)
	run(b)
	id := b.layoutsID.Load()
	if id == 0 {
		t.Fatal("a multi-block run registered no layouts")
	}
	if _, ok := layoutRegistry.Load(id); !ok {
		t.Fatal("layouts not in the registry")
	}
	c := copyBlock(b)
	runtime.KeepAlive(b)
	b = nil
	waitDeleted(t, id)
	// The copy shared id; it builds and registers its own.
	run(c)
	if cid := c.layoutsID.Load(); cid == 0 || cid == id {
		t.Fatalf("copy's layouts id %d (original's %d)", cid, id)
	}

	// Re-keyed: the old entry goes at once, and the new key is right.
	old := c.layoutsID.Load()
	if err := c.Init(make([]byte, 16)); err != nil {
		t.Fatal(err)
	}
	if _, ok := layoutRegistry.Load(old); ok || c.layoutsID.Load() != 0 {
		t.Fatal("re-keying kept the old key's layouts")
	}
	zero := mustNew(t, make([]byte, 16))
	gotZ, wantZ := make([]byte, 256), make([]byte, 256)
	var z1, z2 [16]byte
	c.CTR(gotZ, gotZ, &z1)
	zero.CTR(wantZ, wantZ, &z2)
	if !bytes.Equal(gotZ, wantZ) {
		t.Fatal("re-keyed key's keystream differs")
	}
	if c.Init(key) != nil {
		t.Fatal("Init failed")
	}
	run(c)

	// A later multi-block run costs a registry lookup and no allocation.
	buf := make([]byte, 256)
	var ctr [16]byte
	if n := testing.AllocsPerRun(20, func() { c.CTR(buf, buf, &ctr) }); n != 0 {
		t.Errorf("Base CTR allocates %v times per call", n)
	}
}
