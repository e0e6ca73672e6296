// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package bigmodgen is what the six non-amd64 generators of
// internal/bigmod (arith_{386,arm,arm64,ppc64le,riscv64,s390x}_gen.go)
// share: the kernel set every port emits, as internal/bigmod's
// arith_ports.go declares it, and the generator's command line. Each port
// keeps its own instruction selection.
package bigmodgen

import (
	"flag"
	"fmt"

	"github.com/ctcrypto/ctcrypto/internal/asmgen"
)

// MaxAsmLimbs bounds the Montgomery kernels' stack scratch; must match
// maxAsmLimbs in internal/bigmod/arith_asm.go.
const MaxAsmLimbs = 128

// MontArgs returns the frame slots of montMulAsm(z, x, y, m *uint, n int,
// m0inv uint), or for sqr of montSqrAsm (the same without y), on a port of
// word-byte words, each followed by the register it is loaded into: the
// pairs asmgen.File.Args takes.
func MontArgs(word int, sqr bool, z, x, y, m, n, m0inv string) []string {
	names, regs := []string{"z", "x", "y", "m", "n", "m0inv"}, []string{z, x, y, m, n, m0inv}
	var args []string
	for i, name := range names {
		if sqr && name == "y" {
			continue
		}
		args = append(args, fmt.Sprintf("%s+%d(FP)", name, len(args)/2*word), regs[i])
	}
	return args
}

// Port emits one GOARCH's kernels into the file it was made over.
type Port interface {
	AddSub(name string, sub bool) // z = x ± y, returning the carry or borrow
	AddMulVVW()                   // z += x·y, returning the carry word
	MontMul()                     // z = x·y·R⁻¹ mod m
	MontSqr()                     // z = x·x·R⁻¹ mod m
	TableLookup()                 // z = tab[idx], every entry read
}

// Main parses -out (out by default), emits every kernel through the port
// newPort makes over a file started with generator and constraint, and
// writes the file.
func Main(generator, constraint, out string, newPort func(*asmgen.File) Port) {
	path := flag.String("out", out, "output file")
	flag.Parse()
	f := asmgen.New(generator, constraint)
	p := newPort(f)
	p.AddSub("addVVAsm", false)
	p.AddSub("subVVAsm", true)
	p.AddMulVVW()
	p.MontMul()
	p.MontSqr()
	p.TableLookup()
	f.WriteFile(*path)
}
