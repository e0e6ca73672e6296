// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// base_sbox_forms_gen generates base_sbox_forms.go: the forward and inverse
// S-box circuits (sboxCircuit in aes_generic.go, invSboxCircuit in
// base_invsbox.go) rewritten into two other forms.
//
// Run by `go generate` (see generate.go), after base_invsbox_gen.go:
//
//	go run base_sbox_forms_gen.go -out base_sbox_forms.go
//
// The circuits as written take their eight planes from a *[8]W and keep
// the operands of the final products in a *[19]W, both in memory: on 386,
// amd64 and s390x, whose logic instructions take a memory operand, the
// products read them back without a load of their own. The rewrites:
//
//   - kept (sboxCircuitKept, invSboxCircuitKept): the product operands in
//     variables, left to the register allocator; on load-store ports each
//     read back from memory is a load of its own, and on amd64 and 386
//     the kept forms, though longer, ran faster where timed
//     (scratchOperands and invScratchOperands, aes_generic.go, choose);
//   - one (sboxOne64, invSboxOne64): the single-block layout of
//     base_single.go on 64-bit words, whose two state words leave the
//     registers free: plane j read as a>>j (b>>(j-4)) where the circuit
//     first reads q[j], the product operands in variables, the outputs
//     packed; 0x63 already added for the inverse.
//
// Both keep the statements in the circuits' order and drop the stores that
// steer the compiler's loads in the memory forms (values, and elements of
// q, written again before they are read). A circuit line is one
// statement, as gofmt writes these two functions, and the rewrite works
// line by line.
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
	// assign is a one-target assignment: a name or an element of q.
	assign = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*|q\[[0-7]\])\s*(:?=)\s*(.*)$`)
	// operand is a name or an element of q, as the right-hand sides use them.
	operand = regexp.MustCompile(`q\[[0-7]\]|[A-Za-z_][A-Za-z0-9_]*`)
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

// stmt is one rewritten statement, lhs = rhs with the line's trailing
// comment, or, with lhs empty, a line copied as it is (the inverse's
// 0x63 addition in the kept form).
type stmt struct {
	lhs, rhs, comment string
}

// rewrite turns a circuit body into the statements of the kept form, or
// with one of the single-block form: full-line comments (about the memory
// forms) go, y[k] becomes the variable keptk, and assignments whose value
// is never read go. In the single-block form q[j] becomes the variable qj,
// defined from the input words before its first read, and the `if !added`
// block goes (the caller adds 0x63 to a and b instead); the kept form
// copies that block.
func rewrite(lines []string, one bool) []stmt {
	var out []stmt
	defined := map[string]bool{}
	block := 0
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case block > 0 || t == "if !added {":
			block += strings.Count(t, "{") - strings.Count(t, "}")
			if !one {
				out = append(out, stmt{"", l, ""})
			}
			continue
		case t == "" || strings.HasPrefix(t, "//"):
			continue
		}
		code, comment, _ := strings.Cut(t, "//")
		code = yRef.ReplaceAllString(strings.TrimSpace(code), "kept$1")
		if one {
			// Planes read here for the first time come from the input words.
			_, rhs, _ := strings.Cut(code, "=")
			for _, r := range qRef.FindAllStringSubmatch(rhs, -1) {
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
			code = qRef.ReplaceAllString(code, "q$1")
		}
		m := assign.FindStringSubmatch(code)
		if m == nil {
			log.Fatalf("not an assignment: %q", l)
		}
		out = append(out, stmt{m[1], m[3], strings.TrimSpace(comment)})
		defined[m[1]] = true
	}
	// Drop assignments not read before their target is assigned again, or
	// at all; the output planes (q0..q7, or q's elements) are read after
	// the circuit.
	for i := 0; i < len(out); {
		if out[i].lhs == "" || read(out[i+1:], out[i].lhs) {
			i++
			continue
		}
		out = append(out[:i], out[i+1:]...)
		i = 0
	}
	return out
}

// read reports whether target is read by rest before being assigned
// again, or is an output plane never assigned again.
func read(rest []stmt, target string) bool {
	for _, s := range rest {
		if s.lhs == "" && strings.Contains(s.rhs, target) {
			return true
		}
		for _, id := range operand.FindAllString(s.rhs, -1) {
			if id == target {
				return true
			}
		}
		if s.lhs == target {
			return false
		}
	}
	return target[0] == 'q'
}

// emit writes the statements, declaring each variable where first
// assigned, then the closing lines.
func emit(b *bytes.Buffer, stmts []stmt, end string) {
	defined := map[string]bool{}
	for _, s := range stmts {
		if s.lhs == "" {
			b.WriteString(s.rhs + "\n")
			continue
		}
		op := ":="
		if defined[s.lhs] || strings.HasPrefix(s.lhs, "q[") {
			op = "="
		}
		defined[s.lhs] = true
		fmt.Fprintf(b, "\t%s %s %s", s.lhs, op, s.rhs)
		if s.comment != "" {
			fmt.Fprintf(b, " // %s", s.comment)
		}
		b.WriteString("\n")
	}
	b.WriteString(end)
}

func main() {
	out := flag.String("out", "base_sbox_forms.go", "output file")
	flag.Parse()
	fwd, inv := body("aes_generic.go", "sboxCircuit"), body("base_invsbox.go", "invSboxCircuit")
	var b bytes.Buffer
	b.WriteString(`// Code generated by base_sbox_forms_gen.go. DO NOT EDIT.

package aes

// sboxCircuitKept is sboxCircuit with the operands of its final products
// kept in variables, not in memory (see base_sbox_forms_gen.go).
func sboxCircuitKept[W word](q *[8]W) {
`)
	emit(&b, rewrite(fwd, false), "}\n")
	b.WriteString(`
// invSboxCircuitKept is invSboxCircuit likewise.
func invSboxCircuitKept[W word](q *[8]W, added bool) {
`)
	emit(&b, rewrite(inv, false), "}\n")
	const pack = "\treturn packPlanes(q0, q1, q2, q3), packPlanes(q4, q5, q6, q7)\n}\n"
	b.WriteString(`
// sboxOne64 is sboxCircuit on the single-block layout (base_single.go) on
// 64-bit words: plane j of the circuit's input is a>>j (b>>(j-4)), its
// output planes are packed back, and every value stays in a variable (see
// base_sbox_forms_gen.go).
func sboxOne64(a, b uint64) (uint64, uint64) {
`)
	emit(&b, rewrite(fwd, true), pack)
	b.WriteString(`
// invSboxOne64 is invSboxCircuit likewise, with added: a and b hold the
// input with 0x63 already added to every byte.
func invSboxOne64(a, b uint64) (uint64, uint64) {
`)
	emit(&b, rewrite(inv, true), pack)
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatalf("%v\n%s", err, b.Bytes())
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
