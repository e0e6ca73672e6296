// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build ignore

// base_invsbox_gen generates base_invsbox.go, the Base tier's inverse
// S-box circuit (FIPS 197 §5.3.2), invSboxCircuit.
//
// Run by `go generate` (see generate.go): go run base_invsbox_gen.go -out base_invsbox.go
//
// The circuit is the forward circuit's tower-field inversion (sboxCircuit's
// nonlinear middle, read gate for gate from aes_generic.go) between two
// linear layers: the top one maps the eight input planes, with 0x63 already
// added, to the 22 linear forms the inversion reads (sboxCircuit's top layer
// composed with the inverse affine map A^-1), the bottom one maps the
// inversion's 18 products to the eight output planes (A^-1 composed with
// sboxCircuit's bottom layer; the constants cancel). Both are given below as
// matrices over GF(2); this program finds short XOR sequences for them with
// Boyar and Peralta's heuristic (J. Boyar, R. Peralta, "A new combinational
// logic minimization technique with applications to cryptology", SEA 2010:
// at each step add the sum of two known values that most reduces the total
// distance to the targets) and then orders the gates of each layer, and of
// the inversion, by a register model (see schedule). Last it puts the
// statements in the order listed in base_invsbox_order.txt (see reorder),
// which base_invsbox_search.go found by compiling candidate orders for 386,
// whose few registers make the order decide the spills. The searches here
// are deterministic (fixed seeds for their tie-breaks) and the order is
// checked in, so the output is reproducible.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
)

// topRows are the top layer's 22 outputs as masks over the input planes
// (bit j for q[j]): y[0..17], which the products at the bottom read again,
// then y18..y21, which only the inversion reads.
var topRows = []uint32{
	0x74, 0xd0, 0xa4, 0x6a, 0x19, 0x73, 0xd7, 0x1e, 0xc9,
	0xc3, 0x90, 0x53, 0x1b, 0x50, 0x4b, 0x18, 0xd8, 0xc0,
	0x38, 0x09, 0xcf, 0x71,
}

// botRows are the bottom layer's outputs q[0..7] as masks over the
// products z0..z17 (bit k for zk).
var botRows = []uint32{
	0x28a00, 0x1b0d8, 0x1b173, 0x2bcf5, 0x1b145, 0x1dd5e, 0x2e75e, 0x1b168,
}

// products: zk = t[prodT[k]] & y[k], with the inversion's outputs
// t29, t33, t37, t40 as 0..3 and the sums the products need as 4..8:
// t41 = t40^t37, t42 = t29^t33, t43 = t29^t40, t44 = t33^t37, t45 = t42^t41.
var prodT = [18]int{7, 2, 1, 6, 3, 0, 5, 8, 4, 7, 2, 1, 6, 3, 0, 5, 8, 4}

var tNames = []string{"t29", "t33", "t37", "t40", "t41", "t42", "t43", "t44", "t45"}

// bp returns a short sequence of XORs computing every target from the n
// unit vectors: op i forms value n+i as the sum of values op[0] and op[1].
func bp(n int, targets []uint32, rng *rand.Rand) [][2]int {
	base := make([]uint32, n)
	for i := range base {
		base[i] = 1 << i
	}
	var ops [][2]int
	dist := make([]uint8, 1<<n)
	queue := make([]uint32, 0, 1<<n)
	for {
		// dist[v] is the fewest known values summing to v, by a breadth-
		// first search from zero.
		for i := range dist {
			dist[i] = 255
		}
		dist[0] = 0
		queue = append(queue[:0], 0)
		for h := 0; h < len(queue); h++ {
			v := queue[h]
			for _, s := range base {
				if w := v ^ s; dist[w] == 255 {
					dist[w] = dist[v] + 1
					queue = append(queue, w)
				}
			}
		}
		done := true
		for _, f := range targets {
			done = done && dist[f] <= 1
		}
		if done {
			return ops
		}
		// Adding s leaves a target's distance (XORs still needed) d or
		// makes it dist[f^s]; pick the s with the least total, then the
		// largest sum of squares (Boyar–Peralta's tie-break, which favours
		// finishing some targets), then at random.
		var best [2]int
		bestSum, bestNorm, ties := 1<<30, -1, 0
		for a := range base {
			for b := a + 1; b < len(base); b++ {
				s := base[a] ^ base[b]
				if slices.Contains(base, s) {
					continue
				}
				sum, norm := 0, 0
				for _, f := range targets {
					d := int(dist[f]) - 1
					d = min(d, int(dist[f^s]))
					sum += d
					norm += d * d
				}
				switch {
				case sum < bestSum || sum == bestSum && norm > bestNorm:
					best, bestSum, bestNorm, ties = [2]int{a, b}, sum, norm, 1
				case sum == bestSum && norm == bestNorm:
					ties++
					if rng.IntN(ties) == 0 {
						best = [2]int{a, b}
					}
				}
			}
		}
		ops = append(ops, best)
		base = append(base, base[best[0]]^base[best[1]])
	}
}

// check panics unless ops computes every target.
func check(n int, ops [][2]int, targets []uint32) []uint32 {
	v := make([]uint32, n)
	for i := range v {
		v[i] = 1 << i
	}
	for _, op := range ops {
		v = append(v, v[op[0]]^v[op[1]])
	}
	for _, f := range targets {
		if !slices.Contains(v, f) {
			log.Fatalf("target %#x not computed", f)
		}
	}
	return v
}

func main() {
	out := flag.String("out", "base_invsbox.go", "output file")
	orderFile := flag.String("order", "base_invsbox_order.txt", "statement order to apply (none if empty)")
	flag.Parse()

	topOps := bp(8, topRows, rand.New(rand.NewPCG(0, 1)))
	botOps := bp(18, botRows, rand.New(rand.NewPCG(0, 1)))
	topVals := check(8, topOps, topRows)
	botVals := check(18, botOps, botRows)

	var b bytes.Buffer
	fmt.Fprintf(&b, header, len(topOps), len(botOps))
	fmt.Fprintf(&b, "// Top linear layer: %d XORs.\n", len(topOps))
	emitTop(&b, topOps, topVals)
	b.WriteString("\n\t// Nonlinear middle: inversion in the tower field, sboxCircuit's gate\n" +
		"\t// for gate, reordered (a shared call would split the circuit and spill\n" +
		"\t// the values the bottom layer reads back).\n")
	emitMiddle(&b)
	b.WriteString(middleEnd)
	fmt.Fprintf(&b, "\n// The inversion's last five sums, the products and the bottom linear\n// layer: 18 ANDs, 5 + %d XORs.\n", len(botOps))
	emitBottom(&b, botOps, botVals)
	b.WriteString("}\n")
	if *orderFile != "" {
		order, err := os.ReadFile(*orderFile)
		if err != nil {
			log.Fatal(err)
		}
		b = *bytes.NewBuffer(reorder(b.Bytes(), strings.Fields(string(order))))
	}
	src, err := format.Source(b.Bytes())
	if err != nil {
		os.WriteFile(*out, b.Bytes(), 0o644)
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// A node of a layer's gate graph: an input (op 0), or an XOR or AND of
// nodes a and b.
type node struct {
	op    byte
	a, b  int
	expr  string // input: how it is read
	mem   bool   // input: read from memory (q, y), so never held in a register
	store string // where the value is written as soon as it is formed, if anywhere
	live  bool   // the value is read after the graph
	name  string
}

// schedule orders the non-input nodes of g so that few values wait in
// registers, and returns the order: the best, by cost, of a greedy list
// schedule and of many randomised ones (a fixed seed, so the output is
// reproducible). The greedy step takes, among the nodes whose operands are
// ready, one that frees the most registers (operands read for the last
// time, less one if its own value is needed later); the randomised ones
// break ties at random and now and then take any ready node.
func schedule(g []node) []int {
	rng := rand.New(rand.NewPCG(1, 2))
	best := listSchedule(g, nil)
	bestCost := cost(g, best)
	for range 4000 {
		order := listSchedule(g, rng)
		if c := cost(g, order); c < bestCost {
			best, bestCost = order, c
		}
	}
	return best
}

// listSchedule is one greedy list schedule of g, randomised if rng is not nil.
func listSchedule(g []node, rng *rand.Rand) []int {
	uses := make([]int, len(g))
	for i, n := range g {
		if n.op != 0 {
			uses[n.a]++
			uses[n.b]++
		}
		if n.live {
			uses[i]++
		}
	}
	done := make([]bool, len(g))
	for i, n := range g {
		done[i] = n.op == 0
	}
	var order, ready []int
	for {
		best, bestScore, ties := -1, -1<<30, 0
		ready = ready[:0]
		for i, n := range g {
			if done[i] || !done[n.a] || !done[n.b] {
				continue
			}
			ready = append(ready, i)
			score := 0
			if uses[i] > 0 {
				score--
			}
			if held(g[n.a]) && uses[n.a] == 1 {
				score++
			}
			if n.b != n.a && held(g[n.b]) && uses[n.b] == 1 {
				score++
			}
			switch {
			case score > bestScore:
				best, bestScore, ties = i, score, 1
			case score == bestScore && rng != nil:
				if ties++; rng.IntN(ties) == 0 {
					best = i
				}
			}
		}
		if best < 0 {
			return order
		}
		if rng != nil && rng.IntN(8) == 0 {
			best = ready[rng.IntN(len(ready))]
		}
		n := g[best]
		done[best] = true
		uses[n.a]--
		uses[n.b]--
		order = append(order, best)
	}
}

// held reports whether n's value waits in a register: everything but the
// inputs read from memory.
func held(n node) bool { return n.op != 0 || !n.mem }

// registers is how many registers cost assumes for values: amd64's
// fourteen, less the two pointers q and y, less three the compiler's
// allocation needs besides (9 measured best: 218 instructions for the
// 64-bit circuit, against 223 with 12).
const registers = 9

// cost models the instructions amd64 needs for g in order beyond one per
// gate: a copy when neither operand of a gate is read for the last time
// from a register (its result must go to a fresh register), and a store
// and a reload for each value evicted (the one next used furthest away)
// when more than registers values wait.
func cost(g []node, order []int) int {
	// readers[i] are the positions that read i, in order (one past the
	// end if the value is read after the graph); nextUse finds the next
	// one after t.
	readers := make([][]int, len(g))
	for t, i := range order {
		n := g[i]
		readers[n.a] = append(readers[n.a], t)
		if n.b != n.a {
			readers[n.b] = append(readers[n.b], t)
		}
	}
	for i, n := range g {
		if n.live {
			readers[i] = append(readers[i], len(order))
		}
	}
	nextUse := func(v, t int) int {
		for _, r := range readers[v] {
			if r > t {
				return r
			}
		}
		return 1 << 30
	}
	inReg := map[int]bool{}
	for i, n := range g {
		if n.op == 0 && held(n) {
			inReg[i] = true
		}
	}
	c := 0
	for t, i := range order {
		n := g[i]
		ops := []int{n.a}
		if n.b != n.a {
			ops = append(ops, n.b)
		}
		reused := false
		for _, o := range ops {
			if !held(g[o]) {
				continue
			}
			if !inReg[o] {
				c++ // reload
				inReg[o] = true
			}
			if nextUse(o, t) == 1<<30 {
				reused = true
			}
		}
		if !reused {
			c++ // copy
		}
		for _, o := range ops {
			if nextUse(o, t) == 1<<30 {
				delete(inReg, o)
			}
		}
		if nextUse(i, t) < 1<<30 {
			inReg[i] = true
		}
		for len(inReg) > registers {
			far, at := -1, -1
			for v := range inReg {
				if u := nextUse(v, t); u > at || u == at && v < far {
					far, at = v, u
				}
			}
			delete(inReg, far)
			c++ // store; the reload is counted at the next use
		}
	}
	return c
}

// operand is how a later node reads n.
func operand(n node) string {
	if n.op == 0 {
		return n.expr
	}
	return n.name
}

// emit writes g's nodes in the order of schedule, each stored as soon as
// it is formed if it is stored at all.
func emit(b *bytes.Buffer, g []node) {
	for _, i := range schedule(g) {
		n := g[i]
		switch n.op {
		case '^':
			fmt.Fprintf(b, "\t%s := %s ^ %s\n", n.name, operand(g[n.a]), operand(g[n.b]))
		case '&':
			fmt.Fprintf(b, "\t%s := %s & %s\n", n.name, operand(g[n.a]), operand(g[n.b]))
		}
		if n.store != "" {
			fmt.Fprintf(b, "\t%s = %s\n", n.store, n.name)
		}
	}
}

// emitTop writes the top layer: inputs q[0..7], targets y[0..17] stored,
// y18..y21 named for the inversion.
func emitTop(b *bytes.Buffer, ops [][2]int, vals []uint32) {
	var g []node
	for j := range 8 {
		g = append(g, node{expr: fmt.Sprintf("q[%d]", j), mem: true})
	}
	for i, op := range ops {
		n := node{op: '^', a: op[0], b: op[1], name: fmt.Sprintf("u%d", i)}
		if k := slices.Index(topRows, vals[8+i]); k >= 0 {
			if k < 18 {
				n.store = fmt.Sprintf("y[%d]", k)
			} else {
				n.name = fmt.Sprintf("y%d", k)
			}
		}
		g = append(g, n)
	}
	emit(b, g)
}

// middleGates returns sboxCircuit's inversion up to its four outputs, gate
// for gate: the lines of aes_generic.go's sboxCircuit that form t2 to t40,
// in the order of their numbers (sboxCircuit interleaves them with its
// other layers), so that both circuits share one text of it.
func middleGates() string {
	src, err := os.ReadFile("aes_generic.go")
	if err != nil {
		log.Fatal(err)
	}
	text := string(src)
	start := strings.Index(text, "\nfunc sboxCircuit[")
	if start < 0 {
		log.Fatal("aes_generic.go: no sboxCircuit")
	}
	text = text[start:]
	text = text[:strings.Index(text, "\n}\n")]
	var gates [41]string
	for _, line := range strings.Split(text, "\n") {
		var n int
		if _, err := fmt.Sscanf(strings.TrimSpace(line), "t%d :=", &n); err != nil || n < 2 || n > 40 {
			continue
		}
		if gates[n] != "" {
			log.Fatalf("aes_generic.go: t%d formed twice", n)
		}
		gates[n] = line + "\n"
	}
	var b strings.Builder
	for n := 2; n <= 40; n++ {
		if gates[n] == "" {
			log.Fatalf("aes_generic.go: sboxCircuit forms no t%d", n)
		}
		b.WriteString(gates[n])
	}
	return b.String()
}

// emitMiddle writes the gates of middleGates in the order of schedule: y[0..17]
// are read from memory, y18..y21 from the top layer, and t29, t33, t37 and
// t40 are read after it.
func emitMiddle(b *bytes.Buffer) {
	var g []node
	index := map[string]int{}
	for k := range 18 {
		index[fmt.Sprintf("y[%d]", k)] = len(g)
		g = append(g, node{expr: fmt.Sprintf("y[%d]", k), mem: true})
	}
	for k := 18; k < 22; k++ {
		index[fmt.Sprintf("y%d", k)] = len(g)
		g = append(g, node{expr: fmt.Sprintf("y%d", k)})
	}
	for _, line := range strings.Split(middleGates(), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 5 || f[1] != ":=" || f[3] != "^" && f[3] != "&" {
			log.Fatalf("middle: %q", line)
		}
		a, ok1 := index[f[2]]
		c, ok2 := index[f[4]]
		if !ok1 || !ok2 {
			log.Fatalf("middle: %q reads an unknown value", line)
		}
		index[f[0]] = len(g)
		g = append(g, node{op: f[3][0], a: a, b: c, name: f[0], live: slices.Contains(tNames[:4], f[0])})
	}
	emit(b, g)
}

// emitBottom writes t41..t45, the products and the bottom layer, whose
// targets are stored to q.
func emitBottom(b *bytes.Buffer, ops [][2]int, vals []uint32) {
	var g []node
	for i := range 4 {
		g = append(g, node{expr: tNames[i]})
	}
	for _, s := range [][2]int{{3, 2}, {0, 1}, {0, 3}, {1, 2}, {5, 4}} {
		g = append(g, node{op: '^', a: s[0], b: s[1], name: tNames[len(g)]})
	}
	for k := range 18 {
		g = append(g, node{expr: fmt.Sprintf("y[%d]", k), mem: true})
	}
	for k := range 18 {
		g = append(g, node{op: '&', a: prodT[k], b: 9 + k, name: fmt.Sprintf("z%d", k)})
	}
	for i, op := range ops {
		n := node{op: '^', a: 27 + op[0], b: 27 + op[1], name: fmt.Sprintf("v%d", i)}
		if k := slices.Index(botRows, vals[18+i]); k >= 0 {
			n.store = fmt.Sprintf("q[%d]", k)
		}
		g = append(g, n)
	}
	emit(b, g)
}

// A statement of the function body, for reorder: a gate, which forms def
// from uses and the q and y elements mem, or a store of uses[0] to mem[0].
type stmt struct {
	text, key, def string // key: def, or "m=v" for a store
	uses, mem      []string
	store          bool
}

// reorder returns src, the generated file, with invSboxCircuit's statements
// (after the 0x63 addition) in order, a list of keys: the order
// base_invsbox_search.go found for 386. It checks that order is a
// permutation of the statements that keeps every dependence of the
// scheduled order: a value is formed before it is read, and the accesses
// to each element of q and y of which one is a store keep their order. The
// per-part comments go; the store to q[0] between the loads of y keeps its
// own.
func reorder(src []byte, order []string) []byte {
	text := string(src)
	i := strings.Index(text, "\n\t}\n\n") + len("\n\t}\n\n")
	head, body := text[:i], strings.TrimSuffix(text[i:], "}\n")
	var stmts []stmt
	at := map[string]int{}
	for _, line := range strings.Split(body, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "//") {
			continue
		}
		s := stmt{text: strings.TrimSpace(line)}
		switch {
		case len(f) == 5 && f[1] == ":=":
			s.key, s.def = f[0], f[0]
			for _, o := range []string{f[2], f[4]} {
				if strings.Contains(o, "[") {
					s.mem = append(s.mem, o)
				} else {
					s.uses = append(s.uses, o)
				}
			}
		case len(f) == 3 && f[1] == "=":
			s.key, s.store = f[0]+"="+f[2], true
			s.uses, s.mem = []string{f[2]}, []string{f[0]}
		default:
			log.Fatalf("reorder: %q", line)
		}
		if _, dup := at[s.key]; dup {
			log.Fatalf("reorder: %s twice", s.key)
		}
		at[s.key] = len(stmts)
		stmts = append(stmts, s)
	}
	if len(order) != len(stmts) {
		log.Fatalf("reorder: %d statements, order has %d", len(stmts), len(order))
	}
	pos := make([]int, len(stmts))
	seen := map[string]bool{}
	for p, k := range order {
		i, ok := at[k]
		if !ok || seen[k] {
			log.Fatalf("reorder: %s not a statement or listed twice", k)
		}
		seen[k] = true
		pos[i] = p
	}
	def := map[string]int{}
	for i, s := range stmts {
		for _, u := range s.uses {
			if j, ok := def[u]; ok && pos[j] > pos[i] {
				log.Fatalf("reorder: %s before %s", s.key, stmts[j].key)
			}
		}
		for j := range i {
			for _, m := range s.mem {
				if slices.Contains(stmts[j].mem, m) && (s.store || stmts[j].store) && pos[j] > pos[i] {
					log.Fatalf("reorder: %s before %s", s.key, stmts[j].key)
				}
			}
		}
		if s.def != "" {
			def[s.def] = i
		}
	}
	var b bytes.Buffer
	b.WriteString(head)
	b.WriteString(reorderComment)
	for _, k := range order {
		if k == "q[0]=t40" {
			b.WriteString(middleEnd[:strings.LastIndex(middleEnd, "\tq[0]")])
		}
		b.WriteString("\t" + stmts[at[k]].text + "\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}

const header = `// Code generated by base_invsbox_gen.go. DO NOT EDIT.

package aes

// invSboxCircuit is the circuit of invSboxWith on words of either width:
// the inverse S-box (FIPS 197 §5.3.2) as S^-1(x) = Inv(A^-1(x ^ 0x63)),
// A^-1 folded into the linear layers around sboxCircuit's tower-field
// inversion (see base_invsbox_gen.go). added (public) says the caller has
// already added 0x63 to q, folded into its round keys (decryptWide).
//
// The linear layers are %d and %d XORs (Boyar–Peralta's heuristic; Paar's
// greedy pairing gave 29 and 35), and the statements are in an order that
// keeps few values waiting in registers: the compiler follows source
// order. The inversion and the products read each y[i] back from memory.
func invSboxCircuit[W word](q *[8]W, y *[19]W, added bool) {
	if !added {
		// Add 0x63 to the input: A^-1(x ^ 0x63) = A^-1(x) ^ 0x05.
		q[0], q[1], q[5], q[6] = ^q[0], ^q[1], ^q[5], ^q[6]
	}

`

// reorderComment opens the reordered body.
const reorderComment = `	// The top linear layer, sboxCircuit's tower-field inversion gate for
	// gate (a shared call would split the circuit and spill the values the
	// bottom layer reads back), the inversion's last five sums, the 18
	// products and the bottom linear layer, interleaved in the order of
	// base_invsbox_order.txt: the order base_invsbox_search.go found for
	// 386's few registers (the compiler follows source order).
`

// middleEnd follows the inversion.
const middleEnd = `	// A store to q (whose inputs are all read) between the inversion's
	// and the products' reads of y: without it the compiler forwards the top layer's last
	// stores to the products' loads, or merges the two loads, and keeps
	// the values in registers (spilled). A store to y would do only for
	// loads more than four stores back.
	q[0] = t40
`
