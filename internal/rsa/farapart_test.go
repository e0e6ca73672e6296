// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"math/big"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/bigmod"
)

// farApart must decide |p − q| > 2^bound exactly at the boundary, either
// way round, without looking at which prime is larger.
func TestFarApart(t *testing.T) {
	base := new(big.Int).Lsh(big.NewInt(1), 1023)
	base.Add(base, big.NewInt(12345)) // odd, 1024 bits: a stand-in modulus
	mod := func(x *big.Int) *bigmod.Modulus {
		m, err := bigmod.NewModulus(x.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	const bound = 412
	pow := new(big.Int).Lsh(big.NewInt(1), bound)
	for _, tc := range []struct {
		delta *big.Int
		want  bool
	}{
		{big.NewInt(0), false},
		{big.NewInt(2), false},
		{new(big.Int).Sub(pow, big.NewInt(2)), false},
		{pow, false}, // |p − q| = 2^bound is not greater
		{new(big.Int).Add(pow, big.NewInt(2)), true},
		{new(big.Int).Lsh(pow, 1), true},
	} {
		p := base
		q := new(big.Int).Add(base, tc.delta)
		if got := farApart(mod(p), mod(q), bound); got != tc.want {
			t.Errorf("delta %v: farApart(p, q) = %v, want %v", tc.delta, got, tc.want)
		}
		if got := farApart(mod(q), mod(p), bound); got != tc.want {
			t.Errorf("delta %v: farApart(q, p) = %v, want %v", tc.delta, got, tc.want)
		}
	}
}
