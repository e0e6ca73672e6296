// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

// FIPS 197 Appendix A: the key expansions of A.1 (AES-128), A.2 (AES-192)
// and A.3 (AES-256), as round keys w[4r..4r+3].
var fips197AppendixA = []struct {
	name string
	key  string
	enc  string
}{
	{"A.1", "2b7e151628aed2a6abf7158809cf4f3c", `
		2b7e151628aed2a6abf7158809cf4f3c a0fafe1788542cb123a339392a6c7605
		f2c295f27a96b9435935807a7359f67f 3d80477d4716fe3e1e237e446d7a883b
		ef44a541a8525b7fb671253bdb0bad00 d4d1c6f87c839d87caf2b8bc11f915bc
		6d88a37a110b3efddbf98641ca0093fd 4e54f70e5f5fc9f384a64fb24ea6dc4f
		ead27321b58dbad2312bf5607f8d292f ac7766f319fadc2128d12941575c006e
		d014f9a8c9ee2589e13f0cc8b6630ca6`},
	{"A.2", "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", `
		8e73b0f7da0e6452c810f32b809079e5 62f8ead2522c6b7bfe0c91f72402f5a5
		ec12068e6c827f6b0e7a95b95c56fec2 4db7b4bd69b5411885a74796e92538fd
		e75fad44bb095386485af05721efb14f a448f6d94d6dce24aa326360113b30e6
		a25e7ed583b1cf9a27f939436a94f767 c0a69407d19da4e1ec1786eb6fa64971
		485f703222cb8755e26d135233f0b7b3 40beeb282f18a2596747d26b458c553e
		a7e1466c9411f1df821f750aad07d753 ca4005388fcc5006282d166abc3ce7b5
		e98ba06f448c773c8ecc720401002202`},
	{"A.3", "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", `
		603deb1015ca71be2b73aef0857d7781 1f352c073b6108d72d9810a30914dff4
		9ba354118e6925afa51a8b5f2067fcde a8b09c1a93d194cdbe49846eb75d5b9a
		d59aecb85bf3c917fee94248de8ebe96 b5a9328a2678a647983122292f6c79b3
		812c81addadf48ba24360af2fab8b464 98c5bfc9bebd198e268c3ba709e04214
		68007bacb2df331696e939e46c518d80 c814e20476a9fb8a5025c02d59c58239
		de1369676ccc5a71fa2563959674ee15 5886ca5d2e2f31d77e0af1fa27cf73c3
		749c47ab18501ddae2757e4f7401905a cafaaae3e4d59b349adf6acebd10190d
		fe4890d1e6188d0b046df344706c631e`},
}

// fips197A1Dec is the equivalent inverse cipher schedule (FIPS 197 §5.3.5)
// of A.1's key, in application order: InvMixColumns of A.1's middle round
// keys, computed independently of this package.
const fips197A1Dec = `
	d014f9a8c9ee2589e13f0cc8b6630ca6 0c7b5a631319eafeb0398890664cfbb4
	df7d925a1f62b09da320626ed6757324 12c07647c01f22c7bc42d2f37555114a
	6efcd876d2df54807c5df034c917c3b9 6ea30afcbc238cf6ae82a4b4b54a338d
	90884413d280860a12a128421bc89739 7c1f13f74208c219c021ae480969bf7b
	cc7505eb3e17d1ee82296c51c9481133 2b3708a7f262d405bc3ebdbf4b617d62
	2b7e151628aed2a6abf7158809cf4f3c`

// schedule pads an expansion to the 240-byte layout of Block.enc.
func schedule(hexRounds string) (s [240]byte) {
	copy(s[:], fromHex(hexRounds))
	return s
}

// checkTierSchedule checks every schedule b holds against the FIPS 197
// expansion enc (zero past round key Nr) and its inverse-cipher schedule
// dec: the hardware tiers' byte schedules, the vpaes tier's vector
// schedules, the Base tier's bitsliced ones, each rebuilt from the
// reference by the Go code it must equal.
func checkTierSchedule(t *testing.T, b *Block, key []byte, enc, dec *[240]byte) {
	t.Helper()
	fips, nr := fipsSchedule(&b.EncBlock, key)
	got := &fips
	if nr != len(key)/4+6 || b.Rounds() != nr {
		t.Fatalf("%s: key %x: %d rounds", b.Tier(), key, nr)
	}
	if b.family == familyStd {
		// CPACF: the key is crypto/aes's block alone (cpacf_s390x.go).
		if *got != ([240]byte{}) || b.dec != nil || b.layouts.Load() != nil || b.Std() == nil {
			t.Fatalf("%s: key %x: holds a schedule of its own or no crypto/aes block", b.Tier(), key)
		}
		return
	}
	if *got != *enc {
		t.Fatalf("%s: key %x: encryption schedule\n%x\nwant\n%x", b.Tier(), key, got[:], enc[:])
	}
	switch b.family {
	case familyHW, familyWide:
		if keepsDec(b.family) {
			if *b.dec != *dec {
				t.Fatalf("%s: key %x: decryption schedule\n%x\nwant\n%x", b.Tier(), key, b.dec[:], dec[:])
			}
		} else {
			// The kernels derive the inverse cipher's keys from enc as
			// hwExpandKey's AESIMC does; the key holds none.
			if b.dec != nil {
				t.Fatalf("%s: key holds a decryption schedule", b.Tier())
			}
			var e, d [240]byte
			hwExpandKey(key, &e, &d)
			if e != *enc || d != *dec {
				t.Fatalf("%s: key %x: hwExpandKey's schedules\n%x\n%x\nwant\n%x\n%x", b.Tier(), key, e[:], d[:], enc[:], dec[:])
			}
		}
		if b.layouts.Load() != nil {
			t.Fatalf("%s: key holds a software schedule", b.Tier())
		}
	case familyVPAES:
		want := newVPKey()
		vpTwinSetKey(&want, key)
		got := b.vpKey()
		want.wide = got.wide
		if !vpKeyEqual(&got, &want) {
			t.Fatalf("%s: key %x: vpaes schedule differs from the twin's", b.Tier(), key)
		}
	case familyBase:
		want := new(bsKey)
		bitsliceKey(want, nr, enc)
		if *basePlanes(&b.enc) != want.one.enc || *basePlanes(b.dec) != want.one.dec {
			t.Fatalf("%s: key %x: single-block schedule differs", b.Tier(), key)
		}
		if b.layouts.Load() != nil {
			t.Fatalf("%s: key setup built the multi-block layouts", b.Tier())
		}
		b.EncryptBlocks(make([]byte, 64), make([]byte, 64))
		got := *b.baseLayouts()
		w32 := got.wide32
		got.wide32 = nil
		if got.inv.Load() != nil {
			t.Fatalf("%s: encryption built the inverse cipher's keys", b.Tier())
		}
		if got != *want {
			t.Fatalf("%s: key %x: multi-block schedules differ", b.Tier(), key)
		}
		var iv [16]byte
		b.CBCDecrypt(make([]byte, 256), make([]byte, 256), &iv)
		if !narrow && b.baseLayouts().inv.Load() == nil {
			t.Fatalf("%s: a sixteen-block decryption built no inverse cipher's keys", b.Tier())
		}
		gotInv := b.baseLayouts().invKeys(nr)
		if narrow {
			// The eight-block layout's keys in place of the sixteen-block one's.
			var w, wantMix32 wide32Key
			wide32KeyFromBytes(&w, nr, enc)
			mixKeyWide32(&wantMix32, &w, nr)
			if gotInv.wide32Mix == nil || *gotInv.wide32Mix != wantMix32 || gotInv.wideMix != (wideKey{}) {
				t.Fatalf("%s: key %x: inverse cipher's schedules differ", b.Tier(), key)
			}
		} else if *gotInv != *want.invKeys(nr) {
			t.Fatalf("%s: key %x: inverse cipher's schedules differ", b.Tier(), key)
		}
		var wantMix [15][8]uint64
		mixKeyFour(&wantMix, &want.dec, nr)
		if gotInv.decMix != wantMix {
			t.Fatalf("%s: key %x: decrypt4's keys differ", b.Tier(), key)
		}
		if narrow {
			var want32 wide32Key
			wide32KeyFromBytes(&want32, nr, enc)
			if w32 == nil || *w32 != want32 {
				t.Fatalf("%s: key %x: eight-block schedule differs", b.Tier(), key)
			}
		}
	}
}

// fipsSchedule returns the FIPS 197 expanded key of b, set up with key,
// whatever its tier keeps: a Base-tier key's is recovered from its
// single-block round keys; a vpaes-tier key keeps only its own schedule,
// so if that is the Go twin's for key the result is key's expansion by
// the twin's S-box, and zero otherwise.
func fipsSchedule(b *EncBlock, key []byte) ([240]byte, int) {
	enc, nr := b.RoundKeys()
	switch b.family {
	case familyBase:
		var std [240]byte
		bytesFromOneKey(&std, basePlanes(enc), nr)
		return std, nr
	case familyVPAES:
		var std [240]byte
		want := newVPKey()
		vpaesExpandKey(&want, vpTwinTab, key, func(x [16]byte) (y [16]byte) { vpTwinSubBytes(&y, &x); return }, &std)
		if got := b.vpKey(); *got.enc != *want.enc {
			return [240]byte{}, nr
		}
		return std, nr
	}
	return *enc, nr
}

// TestBasePlanesAligned checks what basePlanes relies on: both schedule
// arrays of a Block, and an EncBlock's inside any struct, aligned for
// uint64 (8 bytes on 64-bit ports, 4 on 32-bit ones), the decryption
// schedule also where New puts it beside the Block.
func TestBasePlanesAligned(t *testing.T) {
	var s blockWithStore
	a := unsafe.Alignof(uint64(0))
	if unsafe.Alignof(s.EncBlock)%a != 0 || unsafe.Offsetof(s.EncBlock.enc) != 0 || unsafe.Offsetof(s.store)%a != 0 {
		t.Fatalf("EncBlock alignment %d, enc at %d, store at %d", unsafe.Alignof(s.EncBlock), unsafe.Offsetof(s.EncBlock.enc), unsafe.Offsetof(s.store))
	}
	for range 100 {
		if b := mustNew(t, make([]byte, 16)); b.dec != nil && uintptr(unsafe.Pointer(b.dec))%a != 0 {
			t.Fatalf("decryption schedule at %p", b.dec)
		}
	}
}

func TestKeyScheduleFIPS197(t *testing.T) {
	sb := refSbox()
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		for _, v := range fips197AppendixA {
			key := fromHex(v.key)
			enc := schedule(v.enc)
			_, dec := refExpand(&sb, key)
			if v.name == "A.1" && dec != schedule(fips197A1Dec) {
				t.Fatalf("A.1: reference decryption schedule is wrong")
			}
			checkTierSchedule(t, mustNew(t, key), key, &enc, &dec)
			// Init over a key of another size must not leave stale bytes.
			b := mustNew(t, make([]byte, 32))
			if err := b.Init(key); err != nil {
				t.Fatal(err)
			}
			checkTierSchedule(t, b, key, &enc, &dec)
		}
	})
}

// TestKeyScheduleAgainstGeneric compares every tier's key setup with the Go
// schedule (expandKey, the Base tier's circuit) on random keys.
func TestKeyScheduleAgainstGeneric(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		r := rand.New(rand.NewPCG(21, 22))
		for i := 0; i < n; i++ {
			key := randBytes(r, []int{16, 24, 32}[i%3])
			var enc, dec [240]byte
			expandKey(key, len(key)/4+6, &enc, &dec)
			checkTierSchedule(t, mustNew(t, key), key, &enc, &dec)
		}
	})
}

// TestExpandKeyGo checks the Go twin itself against the FIPS 197 vectors and
// that it zeroes the bytes past round key Nr.
func TestExpandKeyGo(t *testing.T) {
	for _, v := range fips197AppendixA {
		key := fromHex(v.key)
		var enc, dec [240]byte
		for i := range enc {
			enc[i], dec[i] = 0xaa, 0x55
		}
		expandKey(key, len(key)/4+6, &enc, &dec)
		if want := schedule(v.enc); enc != want {
			t.Errorf("%s: %x", v.name, enc)
		}
		if v.name == "A.1" && dec != schedule(fips197A1Dec) {
			t.Errorf("%s: decryption schedule %x", v.name, dec)
		}
	}
}

// TestBaseLayoutsConcurrent starts many goroutines on one fresh Base key at
// once, so that several build the multi-block layouts together (run it
// with -race).
func TestBaseLayoutsConcurrent(t *testing.T) {
	cryptotest.TestAllImplementations(t, "aes", func(t *testing.T) {
		key := make([]byte, 16)
		ref := mustNew(t, key)
		want := make([]byte, 1024)
		var c0 [16]byte
		ref.CTR(want, want, &c0)
		for range 20 {
			b := mustNew(t, key)
			errs := make(chan error, 8)
			for range 8 {
				go func() {
					got := make([]byte, 1024)
					var c [16]byte
					b.CTR(got, got, &c)
					if string(got) != string(want) {
						errs <- fmt.Errorf("%s: keystream differs", b.Tier())
						return
					}
					errs <- nil
				}()
			}
			for range 8 {
				if err := <-errs; err != nil {
					t.Fatal(err)
				}
			}
		}
	})
}
