// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// base_invsbox_search searches for an order of invSboxCircuit's statements
// that the Go compiler turns into few instructions on 386, whose few
// registers make the order decide the spills, and writes it to
// base_invsbox_order.txt, which base_invsbox_gen.go applies.
//
// Run by hand, not by `go generate` (it takes minutes, its result depends on
// the compiler, and it is checked in), then regenerate:
//
//	go run base_invsbox_search.go [-iter N] [-seed S] [-guard amd64/uint64,...]
//	go generate ./internal/aes/
//
// The checked-in order came from go1.26.8, -iter 10000 -seed 2 and the
// default guards, starting from the generator's own schedule (its output
// with an empty -order): 386 uint32 280 -> 259 instructions.
//
// It reads the statements of invSboxCircuit from base_invsbox.go (after the
// optional 0x63 addition) and hill-climbs: move one statement to a random
// place between its last producer and its first consumer, compile the
// circuit alone with `go tool compile -S` for GOARCH=386 and keep the move
// if the uint32 instance has no more instructions than before and every
// guard instance (the 64-bit circuit on amd64 and wasm by default) has no
// more than it had at the start. The valid orders are those
// base_invsbox_gen.go checks: a value is formed before it is read, and the
// accesses to each element of q and y that involve a store keep their
// relative order.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

type stmt struct {
	text string   // the statement, as in base_invsbox.go
	key  string   // its name in the order file: the value formed, or "m=v" for a store
	defs string   // the value formed ("" for a store)
	uses []string // values read
	mem  []string // q and y elements read or written
	st   bool     // a store
}

var (
	gateRE  = regexp.MustCompile(`^(\w+) := (\S+) ([&^]) (\S+)$`)
	storeRE = regexp.MustCompile(`^([qy]\[\d+\]) = (\w+)$`)
)

// parse reads the statements as base_invsbox_gen.go's order check reads
// them (the two are separate `go run` programs, so each has its parser).
func parse(path string) (head string, body []stmt) {
	src, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	text := string(src)
	start := strings.Index(text, "func invSboxCircuit[")
	text = text[start:]
	text = text[:strings.Index(text, "\n}\n")]
	i := strings.Index(text, "\n\t}\n")
	head, text = text[:i+4], text[i+4:]
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		var s stmt
		s.text = line
		if m := gateRE.FindStringSubmatch(line); m != nil {
			s.key, s.defs = m[1], m[1]
			for _, o := range []string{m[2], m[4]} {
				if strings.Contains(o, "[") {
					s.mem = append(s.mem, o)
				} else {
					s.uses = append(s.uses, o)
				}
			}
		} else if m := storeRE.FindStringSubmatch(line); m != nil {
			s.key, s.st = m[1]+"="+m[2], true
			s.uses, s.mem = []string{m[2]}, []string{m[1]}
		} else {
			log.Fatalf("unknown statement %q", line)
		}
		body = append(body, s)
	}
	return head, body
}

// edges returns, for the statements in their original order, each one's
// predecessors: the producers of its values and the earlier accesses to
// its memory elements where either access is a store.
func edges(body []stmt) [][]int {
	pred := make([][]int, len(body))
	def := map[string]int{}
	for i, s := range body {
		for _, u := range s.uses {
			if j, ok := def[u]; ok {
				pred[i] = append(pred[i], j)
			}
		}
		for j := range i {
			for _, m := range s.mem {
				for _, n := range body[j].mem {
					if m == n && (s.st || body[j].st) {
						pred[i] = append(pred[i], j)
					}
				}
			}
		}
		if s.defs != "" {
			def[s.defs] = i
		}
	}
	return pred
}

var dir string

// score compiles the circuit in order for 386 and returns the uint32
// instance's instruction count.
func score(head string, body []stmt, order []int) int {
	return count(head, body, order, "386", "uint32")
}

// count compiles the circuit in order for goarch and returns the
// instruction count of the instance for the word type w.
func count(head string, body []stmt, order []int, goarch, w string) int {
	var b strings.Builder
	b.WriteString("package aes\n\ntype word interface{ ~uint32 | ~uint64 }\n\n")
	b.WriteString(head)
	for _, i := range order {
		b.WriteString("\t" + body[i].text + "\n")
	}
	fmt.Fprintf(&b, "}\n\nfunc F(q *[8]%s, y *[19]%s, a bool) { invSboxCircuit(q, y, a) }\n", w, w)
	src := filepath.Join(dir, "c.go")
	if err := os.WriteFile(src, []byte(b.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	cmd := exec.Command("go", "tool", "compile", "-p", "aes", "-S", "-o", filepath.Join(dir, "c.o"), src)
	goos := "linux"
	if goarch == "wasm" {
		goos = "js"
	}
	cmd.Env = append(os.Environ(), "GOARCH="+goarch, "GOOS="+goos)
	out, err := cmd.Output()
	if err != nil {
		log.Fatalf("compile: %v\n%s", err, b.String())
	}
	n, in := 0, false
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		l := sc.Text()
		if !strings.HasPrefix(l, "\t") {
			in = strings.Contains(l, "invSboxCircuit[go.shape."+w+"] STEXT")
			continue
		}
		if in && strings.HasPrefix(l, "\t0x") && strings.Contains(l, "(") && !strings.Contains(l, "PCDATA") && !strings.Contains(l, "FUNCDATA") {
			n++
		}
	}
	return n
}

func main() {
	iter := flag.Int("iter", 3000, "moves to try")
	seed := flag.Uint64("seed", 1, "random seed")
	out := flag.String("out", "base_invsbox_order.txt", "output file")
	guard := flag.String("guard", "amd64/uint64,wasm/uint64", "instances (goarch/word, comma-separated) that must not grow")
	flag.Parse()
	head, body := parse("base_invsbox.go")
	pred := edges(body)
	succ := make([][]int, len(body))
	for i, p := range pred {
		for _, j := range p {
			succ[j] = append(succ[j], i)
		}
	}
	var err error
	if dir, err = os.MkdirTemp("", "invsbox"); err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	order := make([]int, len(body))
	for i := range order {
		order[i] = i
	}
	best := score(head, body, order)
	log.Printf("start: %d instructions", best)
	type inst struct{ goarch, w string }
	var guards []inst
	limit := map[inst]int{}
	for _, g := range strings.Split(*guard, ",") {
		if a, w, ok := strings.Cut(g, "/"); ok {
			guards = append(guards, inst{a, w})
			limit[inst{a, w}] = count(head, body, order, a, w)
			log.Printf("%s/%s: %d instructions", a, w, limit[inst{a, w}])
		}
	}
	within := func(order []int) bool {
		for _, g := range guards {
			if count(head, body, order, g.goarch, g.w) > limit[g] {
				return false
			}
		}
		return true
	}
	rng := rand.New(rand.NewPCG(*seed, 7))
	pos := make([]int, len(body))
	for it := range *iter {
		for p, i := range order {
			pos[i] = p
		}
		// Move statement i from p to q, within [lo, hi].
		p := rng.IntN(len(order))
		i := order[p]
		lo, hi := 0, len(order)-1
		for _, j := range pred[i] {
			lo = max(lo, pos[j]+1)
		}
		for _, j := range succ[i] {
			hi = min(hi, pos[j]-1)
		}
		if lo >= hi {
			continue
		}
		q := lo + rng.IntN(hi-lo+1)
		if q == p {
			continue
		}
		next := append([]int(nil), order[:p]...)
		next = append(next, order[p+1:]...)
		next = append(next[:q], append([]int{i}, next[q:]...)...)
		if s := score(head, body, next); s <= best && within(next) {
			if s < best {
				log.Printf("move %d: %d instructions", it, s)
			}
			best, order = s, next
		}
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	for _, i := range order {
		fmt.Fprintln(f, body[i].key)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	log.Printf("best: %d instructions", best)
}
