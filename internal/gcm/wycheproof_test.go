// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package gcm

import (
	"bytes"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/aes"
	"github.com/ctcrypto/ctcrypto/internal/cryptotest"
)

type aeadVector struct {
	TcID   int                 `json:"tcId"`
	Key    cryptotest.HexBytes `json:"key"`
	IV     cryptotest.HexBytes `json:"iv"`
	AAD    cryptotest.HexBytes `json:"aad"`
	Msg    cryptotest.HexBytes `json:"msg"`
	CT     cryptotest.HexBytes `json:"ct"`
	Tag    cryptotest.HexBytes `json:"tag"`
	Result cryptotest.Result   `json:"result"`
	Flags  []string            `json:"flags"`
}

// runWycheproof checks one AES-GCM vector; GMAC vectors are GCM with the
// message as additional data and an empty plaintext (SP 800-38D §3).
func runWycheproof(t *testing.T, v aeadVector, tagSize int, gmac bool, known ...string) {
	if !cryptotest.CheckFlags(t, v.TcID, v.Flags, known...) {
		return
	}
	b, err := aes.New(v.Key)
	if err != nil {
		if v.Result == cryptotest.Valid {
			t.Errorf("tc %d: key rejected: %v", v.TcID, err)
		}
		return
	}
	g, err := New(b, len(v.IV), tagSize)
	if err != nil {
		if v.Result == cryptotest.Valid {
			t.Errorf("tc %d: parameters rejected: %v", v.TcID, err)
		}
		return
	}
	pt, ad, ct := v.Msg, v.AAD, v.CT
	if gmac {
		pt, ad, ct = nil, v.Msg, nil
	}
	sealed := append(bytes.Clone(ct), v.Tag...)
	got, err := g.Open(nil, v.IV, sealed, ad)
	switch v.Result {
	case cryptotest.Valid:
		if err != nil || !bytes.Equal(got, pt) {
			t.Errorf("tc %d: valid vector not opened: %v", v.TcID, err)
		}
		if s := g.Seal(nil, v.IV, pt, ad); !bytes.Equal(s, sealed) {
			t.Errorf("tc %d: Seal = %x, want %x", v.TcID, s, sealed)
		}
	case cryptotest.Invalid:
		if err == nil {
			t.Errorf("tc %d: invalid vector accepted", v.TcID)
		}
	default:
		t.Errorf("tc %d: unexpected result %q", v.TcID, v.Result)
	}
}

func TestWycheproofGCM(t *testing.T) {
	testWycheproof(t, "aes_gcm_test.json", false, "Ktv", "Pseudorandom", "SpecialCase", "LongIv", "SmallIv", "ZeroLengthIv", "CounterWrap", "ModifiedTag")
}

func TestWycheproofGMAC(t *testing.T) {
	testWycheproof(t, "aes_gmac_test.json", true, "Pseudorandom", "SpecialCaseTag", "ModifiedTag")
}

// testWycheproof runs every vector of a Wycheproof AEAD file under every
// tier pair; flags lists the flags the file may carry.
func testWycheproof(t *testing.T, name string, gmac bool, flags ...string) {
	var file struct {
		cryptotest.WycheproofHeader
		TestGroups []struct {
			IVSize  int          `json:"ivSize"`
			TagSize int          `json:"tagSize"`
			Tests   []aeadVector `json:"tests"`
		} `json:"testGroups"`
	}
	cryptotest.LoadWycheproof(t, name, &file)
	allTiers(t, func(t *testing.T) {
		n := 0
		for _, g := range file.TestGroups {
			for _, v := range g.Tests {
				runWycheproof(t, v, g.TagSize/8, gmac, flags...)
				n++
			}
		}
		if n != file.NumberOfTests {
			t.Errorf("ran %d vectors, file has %d", n, file.NumberOfTests)
		}
	})
}
