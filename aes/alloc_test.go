// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes_test

import (
	stdaes "crypto/aes"
	"crypto/cipher"
	"flag"
	"fmt"
	"runtime"
	"testing"

	"github.com/ctcrypto/ctcrypto/aes"
	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
	"github.com/ctcrypto/ctcrypto/internal/impl"
)

var keepBlock cipher.Block

// newCipherCost returns the allocations and heap bytes of one newBlock
// call, the bytes from testing.Benchmark (a fixed count of calls). The
// bytes are the least of three runs: a runtime allocation that happens to
// land inside one run (a stack, a timer) is not the key's.
func newCipherCost(t *testing.T, newBlock func([]byte) (cipher.Block, error), key []byte) (allocs float64, bytes int64) {
	t.Helper()
	allocs = testing.AllocsPerRun(200, func() { keepBlock, _ = newBlock(key) })
	for i := range 3 {
		r := testing.Benchmark(func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				keepBlock, _ = newBlock(key)
			}
		})
		if i == 0 || r.AllocedBytesPerOp() < bytes {
			bytes = r.AllocedBytesPerOp()
		}
	}
	return allocs, bytes
}

// TestNewCipherAllocs holds key setup to the standard library's memory: on
// every tier a key is one allocation of no more bytes than
// crypto/aes.NewCipher's (and at most 768; 288 on amd64's hardware tiers), the tier's schedules in the
// Block's own arrays (Base adds its multi-block layouts at its first
// multi-block run, not here). s390x's CPACF keys are crypto/aes's block
// plus ctcrypto's Block around it (and a 16-byte box).
func TestNewCipherAllocs(t *testing.T) {
	bt := flag.Lookup("test.benchtime")
	prev := bt.Value.String()
	if err := bt.Value.Set("2000x"); err != nil {
		t.Fatal(err)
	}
	defer bt.Value.Set(prev)
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		for _, ks := range []int{16, 24, 32} {
			t.Run(fmt.Sprint(ks*8), func(t *testing.T) {
				key := make([]byte, ks)
				stdAllocs, stdBytes := newCipherCost(t, stdaes.NewCipher, key)
				allocs, bytes := newCipherCost(t, aes.NewCipher, key)
				tier := impl.Active("aes")
				t.Logf("%s AES-%d: %v allocs, %d B (crypto/aes: %v allocs, %d B)", tier, 8*ks, allocs, bytes, stdAllocs, stdBytes)
				switch tier {
				case "CPACF":
					if allocs > stdAllocs+2 || bytes > stdBytes+512+16 {
						t.Errorf("%s: NewCipher makes %v allocations, %d bytes; want crypto/aes's %v, %d plus a Block and its box",
							tier, allocs, bytes, stdAllocs, stdBytes)
					}
				case "VAES-AVX512", "VAES-AVX2", "AES-NI":
					// amd64's hardware kernels derive the inverse
					// cipher's keys from the encryption schedule, so
					// the key is that schedule and a few bytes.
					if runtime.GOARCH == "amd64" && (allocs > 1 || bytes > 288) {
						t.Errorf("%s: NewCipher makes %v allocations, %d bytes; want 1, at most 288", tier, allocs, bytes)
					}
					fallthrough
				default:
					if allocs > stdAllocs || bytes > stdBytes || bytes > 768 {
						t.Errorf("%s: NewCipher makes %v allocations, %d bytes; crypto/aes makes %v, %d (and at most 768 bytes)",
							tier, allocs, bytes, stdAllocs, stdBytes)
					}
				}
			})
		}
	})
}

// BenchmarkNewCipher is key setup as a program making a key per message
// pays it, allocation included (run with -benchmem; -test.run none).
func BenchmarkNewCipher(b *testing.B) {
	for _, ks := range []int{16, 24, 32} {
		for _, side := range []struct {
			name     string
			newBlock func([]byte) (cipher.Block, error)
		}{{"ours", aes.NewCipher}, {"stdlib", stdaes.NewCipher}} {
			b.Run(fmt.Sprintf("%s/%d", side.name, 8*ks), func(b *testing.B) {
				key := make([]byte, ks)
				b.ReportAllocs()
				for b.Loop() {
					keepBlock, _ = side.newBlock(key)
				}
			})
		}
	}
}
