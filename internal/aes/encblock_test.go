// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// TestEncBlockAgainstBlock sets up an EncBlock (the encryption-only key
// GCM embeds, whose hardware key setup skips the decryption schedule) on
// every tier for the FIPS 197 Appendix A keys and random keys, re-keyed
// over a key of another size, and checks its schedule against FIPS 197 and
// its single blocks, ECB, CTR and CBC encryption against a Block's.
func TestEncBlockAgainstBlock(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		r := rand.New(rand.NewPCG(41, 42))
		var keys [][]byte
		for _, v := range fips197AppendixA {
			keys = append(keys, fromHex(v.key))
		}
		for i := range 30 {
			keys = append(keys, randBytes(r, []int{16, 24, 32}[i%3]))
		}
		for i, key := range keys {
			var enc, dec [240]byte
			expandKey(key, len(key)/4+6, &enc, &dec)
			if i < len(fips197AppendixA) && enc != schedule(fips197AppendixA[i].enc) {
				t.Fatalf("key %x: Go schedule differs from FIPS 197", key)
			}
			var e EncBlock
			if err := e.Init(make([]byte, 48-len(key))); err != nil {
				t.Fatal(err)
			}
			if err := e.Init(key); err != nil {
				t.Fatal(err)
			}
			b := mustNew(t, key)
			if e.family == familyStd {
				enc = [240]byte{} // CPACF keys hold no schedule (cpacf_s390x.go)
			}
			if got, nr := fipsSchedule(&e, key); got != enc || nr != len(key)/4+6 || e.Tier() != b.Tier() {
				t.Fatalf("%s: key %x: EncBlock schedule\n%x\nwant\n%x", e.Tier(), key, got[:], enc[:])
			}
			// The comparisons are TestAgainstStdlib's (aes_test.go) for the
			// encryption entry points, with a Block as the reference.
			msg := randBytes(r, 16*37)
			got, want := make([]byte, len(msg)), make([]byte, len(msg))
			e.Encrypt(got, msg)
			b.Encrypt(want, msg)
			if !bytes.Equal(got[:16], want[:16]) {
				t.Fatalf("%s: key %x: Encrypt differs", e.Tier(), key)
			}
			e.EncryptBlocks(got, msg)
			b.EncryptBlocks(want, msg)
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: key %x: EncryptBlocks differs", e.Tier(), key)
			}
			ctr := [16]byte(randBytes(r, 16))
			c1, c2 := ctr, ctr
			e.CTR(got[:len(msg)-5], msg[:len(msg)-5], &c1)
			b.CTR(want[:len(msg)-5], msg[:len(msg)-5], &c2)
			if !bytes.Equal(got, want) || c1 != c2 {
				t.Fatalf("%s: key %x: CTR differs", e.Tier(), key)
			}
			iv1, iv2 := ctr, ctr
			e.CBCEncrypt(got, msg, &iv1)
			b.CBCEncrypt(want, msg, &iv2)
			if !bytes.Equal(got, want) || iv1 != iv2 {
				t.Fatalf("%s: key %x: CBCEncrypt differs", e.Tier(), key)
			}
		}
	})
}

// TestEncBlockInitKeepsDec checks that EncBlock.Init leaves a Block's
// decryption schedule alone when the block's EncBlock is re-keyed alone
// (hwExpandKey's nil dec writes nothing), and Block.Init rewrites it.
func TestEncBlockInitKeepsDec(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		key := fromHex(fips197AppendixA[0].key)
		b := mustNew(t, key)
		if b.dec == nil {
			return // the tier keeps no decryption schedule
		}
		for i := range b.dec {
			b.dec[i] = 0xa5
		}
		if err := b.EncBlock.Init(make([]byte, 32)); err != nil {
			t.Fatal(err)
		}
		for _, c := range b.dec {
			if c != 0xa5 {
				t.Fatalf("%s: EncBlock.Init wrote the decryption schedule", b.Tier())
			}
		}
	})
}
