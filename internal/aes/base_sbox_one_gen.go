// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// base_sbox_one_gen generates base_sbox_one.go: the forward and inverse
// S-box circuits (sboxCircuit in aes_generic.go, invSboxCircuit in
// base_invsbox.go) rewritten for the single-block layout of base_single.go
// on 64-bit words.
//
// Run by `go generate` (see generate.go), after base_invsbox_gen.go:
//
//	go run base_sbox_one_gen.go -out base_sbox_one.go
//
// The circuits take their eight planes from a *[8]W and keep the
// operands of the final products in a *[19]W, both in memory: on the
// multi-block layouts that is what keeps 386's few registers from
// spilling. One block on 64-bit words is two values, and there the
// stores and loads are the cost: the rewrite reads plane j as a>>j (b>>(j-4))
// where the circuit first reads q[j], keeps the product operands in
// variables, and packs the eight output planes into the two words. The
// statements keep the circuits' order. A circuit line is one statement,
// as gofmt writes these two functions, and the rewrite works line by line.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"regexp"
	"strings"
)

var (
	qRef = regexp.MustCompile(`\bq\[([0-7])\]`)
	yRef = regexp.MustCompile(`\by\[([0-9]+)\]`)
	// assign is a one-name assignment, after the rewrite of q[j] and y[k].
	assign = regexp.MustCompile(`^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(:?=)\s*(.*)$`)
	ident  = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
)

// body returns the statement lines of the function named name in file, the
// lines between its signature and its closing brace.
func body(file, name string) []string {
	src, err := os.ReadFile(file)
	if err != nil {
		log.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "func "+name+"[") {
			for j := i + 1; j < len(lines); j++ {
				if lines[j] == "}" {
					return lines[i+1 : j]
				}
			}
		}
	}
	log.Fatalf("%s: no func %s", file, name)
	return nil
}

// stmt is one rewritten statement: lhs (empty for none) = rhs, with the
// line's trailing comment.
type stmt struct {
	lhs, rhs, comment string
}

// rewrite turns a circuit body into single-block statements: full-line
// comments (about the memory forms) and the `if !added` block (the
// caller adds 0x63 to a and b instead) go, q[j] and y[k] become the
// variables qj and keptk, plane j is defined as a shifted input word
// before its first read, and assignments whose value is never read (the
// stores that steer the compiler's loads in the memory forms) go.
func rewrite(lines []string) []stmt {
	var out []stmt
	defined := map[string]bool{}
	skip := 0
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case skip > 0:
			skip += strings.Count(t, "{") - strings.Count(t, "}")
			continue
		case t == "" || strings.HasPrefix(t, "//"):
			continue
		case t == "if !added {":
			skip = 1
			continue
		}
		code, comment, _ := strings.Cut(t, "//")
		code = strings.TrimSpace(code)
		code = yRef.ReplaceAllString(code, "kept$1")
		m := assign.FindStringSubmatch(qRef.ReplaceAllString(code, "q$1"))
		if m == nil {
			log.Fatalf("not an assignment: %q", l)
		}
		lhs, rhs := m[1], m[3]
		// Planes read here for the first time come from the input words.
		for _, r := range qRef.FindAllStringSubmatch(code[strings.Index(code, "=")+1:], -1) {
			q := "q" + r[1]
			if !defined[q] {
				j := r[1][0] - '0'
				src := "a"
				if j >= 4 {
					src, j = "b", j-4
				}
				if j > 0 {
					src = fmt.Sprintf("%s >> %d", src, j)
				}
				out = append(out, stmt{q, src, ""})
				defined[q] = true
			}
		}
		out = append(out, stmt{lhs, rhs, strings.TrimSpace(comment)})
		defined[lhs] = true
	}
	// Drop assignments not read before the name is assigned again, or
	// at all; the outputs q0..q7 are read by the packing at the end.
	for {
		dropped := false
		for i := range out {
			if out[i].lhs == "" || used(out[i+1:], out[i].lhs) {
				continue
			}
			out = append(out[:i], out[i+1:]...)
			dropped = true
			break
		}
		if !dropped {
			return out
		}
	}
}

// used reports whether name is read by rest before being assigned again,
// or is an output plane never assigned again.
func used(rest []stmt, name string) bool {
	for _, s := range rest {
		for _, id := range ident.FindAllString(s.rhs, -1) {
			if id == name {
				return true
			}
		}
		if s.lhs == name {
			return false
		}
	}
	return len(name) == 2 && name[0] == 'q'
}

func emit(b *bytes.Buffer, stmts []stmt) {
	defined := map[string]bool{}
	for _, s := range stmts {
		op := ":="
		if defined[s.lhs] {
			op = "="
		}
		defined[s.lhs] = true
		fmt.Fprintf(b, "\t%s %s %s", s.lhs, op, s.rhs)
		if s.comment != "" {
			fmt.Fprintf(b, " // %s", s.comment)
		}
		b.WriteString("\n")
	}
	b.WriteString("\treturn packPlanes(q0, q1, q2, q3), packPlanes(q4, q5, q6, q7)\n}\n")
}

func main() {
	out := flag.String("out", "base_sbox_one.go", "output file")
	flag.Parse()
	var b bytes.Buffer
	b.WriteString(`// Code generated by base_sbox_one_gen.go. DO NOT EDIT.

package aes

// sboxOne64 is sboxCircuit on the single-block layout (base_single.go) on
// 64-bit words: plane j of the circuit's input is a>>j (b>>(j-4)), its
// output planes are packed back, and the operands of its final products
// stay in variables (see base_sbox_one_gen.go).
func sboxOne64(a, b uint64) (uint64, uint64) {
`)
	emit(&b, rewrite(body("aes_generic.go", "sboxCircuit")))
	b.WriteString(`
// invSboxOne64 is invSboxCircuit likewise, with added: a and b hold the
// input with 0x63 already added to every byte.
func invSboxOne64(a, b uint64) (uint64, uint64) {
`)
	emit(&b, rewrite(body("base_invsbox.go", "invSboxCircuit")))
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatalf("%v\n%s", err, b.Bytes())
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
