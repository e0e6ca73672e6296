// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package aes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// TestSboxFormsStraightLine keeps the generated circuit forms free of
// secret-dependent control flow and memory indices: the kept forms run
// only on the load-store ports, where the valgrind harness
// (internal/ctgrind) does not run. The one branch allowed is on the
// public flag added; every index into q is a constant.
func TestSboxFormsStraightLine(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "base_sbox_forms.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	funcs := 0
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			funcs++
		case *ast.IfStmt:
			if c, ok := n.Cond.(*ast.UnaryExpr); !ok || c.Op != token.NOT || c.X.(*ast.Ident).Name != "added" {
				t.Errorf("branch on something other than !added")
			}
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.GoStmt, *ast.DeferStmt, *ast.BranchStmt:
			t.Errorf("control statement %T in a circuit", n)
		case *ast.IndexExpr:
			if _, ok := n.Index.(*ast.BasicLit); !ok {
				t.Errorf("non-constant index in a circuit")
			}
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); !ok || id.Name != "packPlanes" {
				t.Errorf("call in a circuit")
			}
		}
		return true
	})
	if funcs != 4 {
		t.Errorf("%d functions in base_sbox_forms.go, want 4", funcs)
	}
}
