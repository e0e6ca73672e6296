// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// gen_tables writes the precomputed base-point tables p256_table.bin,
// p384_table.bin and p521_table.bin with math/big affine arithmetic,
// independent of the package's own group code (TestBaseTables checks the
// two agree). Entry (i, j), j = 1..2^(w−1), is j·2^(wi)·G for the curve's
// window width w; see tables.go for the layout. Run by `go generate`.
package main

import (
	"encoding/binary"
	"log"
	"math/big"
	"os"
)

type curve struct {
	name      string
	p, b      string
	gx, gy    string
	bits      int  // bit length of n
	w         int  // Booth window width (p256BaseW etc. in curves.go)
	limbs     int  // 64-bit limbs of a field element
	montgomer bool // store x·2^(64·limbs) mod p
}

var curves = []curve{
	{"p256", "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
		"5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b",
		"6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296",
		"4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5", 256, 6, 4, true},
	{"p384", "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
		"b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef",
		"aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7",
		"3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f", 384, 6, 6, true},
	{"p521", "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
		"00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66",
		"011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650", 521, 5, 9, false},
}

func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		log.Fatal(s)
	}
	return x
}

type point struct{ x, y *big.Int } // affine, never infinity here

func add(p *big.Int, a, b point) point {
	var l *big.Int
	if a.x.Cmp(b.x) == 0 {
		if a.y.Cmp(b.y) != 0 {
			log.Fatal("unexpected infinity")
		}
		// λ = (3x² − 3) / 2y
		num := new(big.Int).Mul(a.x, a.x)
		num.Mul(num, big.NewInt(3))
		num.Sub(num, big.NewInt(3))
		den := new(big.Int).Lsh(a.y, 1)
		l = num.Mul(num, den.ModInverse(den, p))
	} else {
		num := new(big.Int).Sub(b.y, a.y)
		den := new(big.Int).Sub(b.x, a.x)
		den.Mod(den, p)
		l = num.Mul(num, den.ModInverse(den, p))
	}
	l.Mod(l, p)
	x := new(big.Int).Mul(l, l)
	x.Sub(x, a.x)
	x.Sub(x, b.x)
	x.Mod(x, p)
	y := new(big.Int).Sub(a.x, x)
	y.Mul(y, l)
	y.Sub(y, a.y)
	y.Mod(y, p)
	return point{x, y}
}

func main() {
	for _, c := range curves {
		p := hexInt(c.p)
		g := point{hexInt(c.gx), hexInt(c.gy)}
		windows := (c.bits + 1 + c.w - 1) / c.w
		entries := 1 << (c.w - 1)
		var out []byte
		put := func(v *big.Int) {
			if c.montgomer {
				v = new(big.Int).Lsh(v, uint(64*c.limbs))
				v.Mod(v, p)
			}
			t := new(big.Int).Set(v)
			for k := 0; k < c.limbs; k++ {
				out = binary.LittleEndian.AppendUint64(out, new(big.Int).And(t, new(big.Int).SetUint64(^uint64(0))).Uint64())
				t.Rsh(t, 64)
			}
		}
		base := g
		for i := 0; i < windows; i++ {
			e := base
			for j := 1; j <= entries; j++ {
				put(e.x)
				put(e.y)
				if j < entries {
					e = add(p, e, base)
				}
			}
			// Next window base: 2^w · base = 2·(2^(w−1)·base).
			base = add(p, e, e)
		}
		if err := os.WriteFile(c.name+"_table.bin", out, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
