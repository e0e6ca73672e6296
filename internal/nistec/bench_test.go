// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

import (
	"crypto/rand"
	"testing"

	"github.com/ctcrypto/ctcrypto/internal/impl"
)

// BenchmarkFieldMulTiers times field and scalar multiplication under each
// tier the machine supports (on amd64 Base, MULQ, ADX), selected with
// impl.Select so that the MULQ tier can be measured on a CPU with ADX.
func BenchmarkFieldMulTiers(b *testing.B) {
	for _, tier := range append([]string{impl.Base}, impl.List("nistec")...) {
		b.Run(tier, func(b *testing.B) {
			if !impl.Select("nistec", tier) {
				b.Skipf("tier %s not supported", tier)
			}
			defer impl.Reset("nistec")
			// The loops are written out: a function value would add a call
			// to the multiplication being timed.
			b.Run("P256", func(b *testing.B) {
				x := new(p256Element).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P256Square", func(b *testing.B) {
				x := new(p256Element).One()
				for b.Loop() {
					x.Square(x)
				}
			})
			b.Run("P384", func(b *testing.B) {
				x := new(p384Element).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P384Square", func(b *testing.B) {
				x := new(p384Element).One()
				for b.Loop() {
					x.Square(x)
				}
			})
			b.Run("P521", func(b *testing.B) {
				x := new(p521Element).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P521Square", func(b *testing.B) {
				x := new(p521Element).One()
				for b.Loop() {
					x.Square(x)
				}
			})
			b.Run("P256Scalar", func(b *testing.B) {
				x := new(P256Scalar).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P384Scalar", func(b *testing.B) {
				x := new(P384Scalar).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
			b.Run("P521Scalar", func(b *testing.B) {
				x := new(P521Scalar).One()
				for b.Loop() {
					x.Mul(x, x)
				}
			})
		})
	}
}

func benchScalar(size int) []byte {
	k := make([]byte, size)
	rand.Read(k)
	k[0] = 0
	return k
}

func BenchmarkScalarBaseMult(b *testing.B) {
	b.Run("P256", func(b *testing.B) {
		k := benchScalar(32)
		p := NewP256Point()
		for b.Loop() {
			p.ScalarBaseMult(k)
		}
	})
	b.Run("P384", func(b *testing.B) {
		k := benchScalar(48)
		p := NewP384Point()
		for b.Loop() {
			p.ScalarBaseMult(k)
		}
	})
	b.Run("P521", func(b *testing.B) {
		k := benchScalar(66)
		p := NewP521Point()
		for b.Loop() {
			p.ScalarBaseMult(k)
		}
	})
}

func BenchmarkScalarBaseMultAddVarTime(b *testing.B) {
	b.Run("P256", func(b *testing.B) {
		k := benchScalar(32)
		q := NewP256Generator()
		p := NewP256Point()
		for b.Loop() {
			p.ScalarBaseMultAddVarTime(k, k, q)
		}
	})
	b.Run("P384", func(b *testing.B) {
		k := benchScalar(48)
		q := NewP384Generator()
		p := NewP384Point()
		for b.Loop() {
			p.ScalarBaseMultAddVarTime(k, k, q)
		}
	})
	b.Run("P521", func(b *testing.B) {
		k := benchScalar(66)
		q := NewP521Generator()
		p := NewP521Point()
		for b.Loop() {
			p.ScalarBaseMultAddVarTime(k, k, q)
		}
	})
}

func BenchmarkScalarMult(b *testing.B) {
	b.Run("P256", func(b *testing.B) {
		k := benchScalar(32)
		q := NewP256Generator()
		p := NewP256Point()
		for b.Loop() {
			p.ScalarMult(q, k)
		}
	})
	b.Run("P384", func(b *testing.B) {
		k := benchScalar(48)
		q := NewP384Generator()
		p := NewP384Point()
		for b.Loop() {
			p.ScalarMult(q, k)
		}
	})
}

func BenchmarkFieldSquare(b *testing.B) {
	b.Run("P384", func(b *testing.B) {
		x := new(p384Element).One()
		for b.Loop() {
			x.Square(x)
		}
	})
	b.Run("P256", func(b *testing.B) {
		x := new(p256Element).One()
		for b.Loop() {
			x.Square(x)
		}
	})
	b.Run("P384Mul", func(b *testing.B) {
		x := new(p384Element).One()
		for b.Loop() {
			x.Mul(x, x)
		}
	})
}

// BenchmarkJacobianDouble compares double (the assembly doubling on the
// ADX tier) with doubleGeneric (the Go formula calling the field code).
// The per-curve closures share one shape: the curves' types differ.
func BenchmarkJacobianDouble(b *testing.B) {
	p256 := func(double func(p, q *p256Jacobian)) func(*testing.B) {
		return func(b *testing.B) {
			var p p256Jacobian
			p.fromProjective(NewP256Generator())
			for b.Loop() {
				double(&p, &p)
			}
		}
	}
	p384 := func(double func(p, q *p384Jacobian)) func(*testing.B) {
		return func(b *testing.B) {
			var p p384Jacobian
			p.fromProjective(NewP384Generator())
			for b.Loop() {
				double(&p, &p)
			}
		}
	}
	p521 := func(double func(p, q *p521Jacobian)) func(*testing.B) {
		return func(b *testing.B) {
			var p p521Jacobian
			p.fromProjective(NewP521Generator())
			for b.Loop() {
				double(&p, &p)
			}
		}
	}
	b.Run("P256", p256(func(p, q *p256Jacobian) { p.double(q) }))
	b.Run("P256Generic", p256(func(p, q *p256Jacobian) { p.doubleGeneric(q) }))
	b.Run("P384", p384(func(p, q *p384Jacobian) { p.double(q) }))
	b.Run("P384Generic", p384(func(p, q *p384Jacobian) { p.doubleGeneric(q) }))
	b.Run("P521", p521(func(p, q *p521Jacobian) { p.double(q) }))
	b.Run("P521Generic", p521(func(p, q *p521Jacobian) { p.doubleGeneric(q) }))
}

// BenchmarkJacobianAddAffine compares the mixed addition formula (the
// assembly on the ADX tier) with its Go twin calling the field code.
// The per-curve closures share one shape: the curves' types differ.
func BenchmarkJacobianAddAffine(b *testing.B) {
	p256 := func(add func(x3, y3, z3, h, r *p256Element, q1 *p256Jacobian, q2 *p256Affine)) func(*testing.B) {
		return func(b *testing.B) {
			var q1 p256Jacobian
			q1.fromProjective(NewP256Generator())
			q2 := p256Affine{x: p256Gx, y: p256Gy}
			var x3, y3, z3, h, r p256Element
			for b.Loop() {
				add(&x3, &y3, &z3, &h, &r, &q1, &q2)
				q1.x, q1.y, q1.z = x3, y3, z3
			}
		}
	}
	p384 := func(add func(x3, y3, z3, h, r *p384Element, q1 *p384Jacobian, q2 *p384Affine)) func(*testing.B) {
		return func(b *testing.B) {
			var q1 p384Jacobian
			q1.fromProjective(NewP384Generator())
			q2 := p384Affine{x: p384Gx, y: p384Gy}
			var x3, y3, z3, h, r p384Element
			for b.Loop() {
				add(&x3, &y3, &z3, &h, &r, &q1, &q2)
				q1.x, q1.y, q1.z = x3, y3, z3
			}
		}
	}
	p521 := func(add func(x3, y3, z3, h, r *p521Element, q1 *p521Jacobian, q2 *p521Affine)) func(*testing.B) {
		return func(b *testing.B) {
			var q1 p521Jacobian
			q1.fromProjective(NewP521Generator())
			q2 := p521Affine{x: p521Gx, y: p521Gy}
			var x3, y3, z3, h, r p521Element
			for b.Loop() {
				add(&x3, &y3, &z3, &h, &r, &q1, &q2)
				q1.x, q1.y, q1.z = x3, y3, z3
			}
		}
	}
	b.Run("P256", p256(p256JacobianAddAffineFormula))
	b.Run("P256Generic", p256(p256JacobianAddAffineFormulaGeneric))
	b.Run("P384", p384(p384JacobianAddAffineFormula))
	b.Run("P384Generic", p384(p384JacobianAddAffineFormulaGeneric))
	b.Run("P521", p521(p521JacobianAddAffineFormula))
	b.Run("P521Generic", p521(p521JacobianAddAffineFormulaGeneric))
}

func BenchmarkInvertVarTime(b *testing.B) {
	b.Run("P256", func(b *testing.B) {
		x := p256Gx
		for b.Loop() {
			x.invertVarTime(&x)
		}
	})
}

func BenchmarkJacobianDoubleW(b *testing.B) {
	var p p256Jacobian
	p.fromProjective(NewP256Generator())
	for b.Loop() {
		p.doubleW()
	}
}
