// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWycheproofFiles decodes every pinned file and checks the bookkeeping
// the per-primitive tests rely on: the test count, known results, flags
// explained by the file's notes, and SOURCES.md naming exactly these files.
func TestWycheproofFiles(t *testing.T) {
	dir := filepath.Join(testdataDir(t), "wycheproof")
	paths, err := filepath.Glob(filepath.Join(dir, "*.json.gz"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no Wycheproof files in %s: %v", dir, err)
	}
	sources, err := os.ReadFile(filepath.Join(testdataDir(t), "SOURCES.md"))
	if err != nil {
		t.Fatal(err)
	}
	listed := 0
	for _, line := range strings.Split(string(sources), "\n") {
		if strings.HasPrefix(line, "- `") && strings.HasSuffix(line, "_test.json`") {
			listed++
		}
	}
	if listed != len(paths) {
		t.Errorf("SOURCES.md lists %d files, testdata has %d", listed, len(paths))
	}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".gz")
		if !bytes.Contains(sources, []byte("- `"+name+"`")) {
			t.Errorf("%s is not listed in SOURCES.md", name)
		}
		var file struct {
			WycheproofHeader
			TestGroups []struct {
				Tests []struct {
					TcID   int      `json:"tcId"`
					Result Result   `json:"result"`
					Flags  []string `json:"flags"`
				} `json:"tests"`
			} `json:"testGroups"`
		}
		LoadWycheproof(t, name, &file)
		n := 0
		for _, g := range file.TestGroups {
			for _, tc := range g.Tests {
				n++
				for _, f := range tc.Flags {
					if _, ok := file.Notes[f]; !ok {
						t.Errorf("%s: test %d: flag %q has no note", name, tc.TcID, f)
					}
				}
			}
		}
		if file.Algorithm == "" || n == 0 || n != file.NumberOfTests {
			t.Errorf("%s: algorithm %q, %d tests, header says %d", name, file.Algorithm, n, file.NumberOfTests)
		}
	}
}

func TestHexBytes(t *testing.T) {
	var v struct {
		A HexBytes `json:"a"`
		B HexBytes `json:"b"`
	}
	if err := json.Unmarshal([]byte(`{"a":"00ff10","b":""}`), &v); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(v.A, []byte{0, 0xff, 0x10}) || len(v.B) != 0 {
		t.Errorf("got %x %x", v.A, v.B)
	}
	for _, bad := range []string{`{"a":"0"}`, `{"a":"zz"}`, `{"a":1}`} {
		if err := json.Unmarshal([]byte(bad), &v); err == nil {
			t.Errorf("%s decoded without error", bad)
		}
	}
	out, err := json.Marshal(v.A)
	if err != nil || string(out) != `"00ff10"` {
		t.Errorf("Marshal = %s, %v", out, err)
	}
	if got := Hex(t, "00 01\n 0a"); !bytes.Equal(got, []byte{0, 1, 10}) {
		t.Errorf("Hex = %x", got)
	}
}

func TestResult(t *testing.T) {
	var r Result
	for _, s := range []string{"valid", "invalid", "acceptable"} {
		if err := json.Unmarshal([]byte(`"`+s+`"`), &r); err != nil || string(r) != s {
			t.Errorf("%s: %v %v", s, r, err)
		}
	}
	if err := json.Unmarshal([]byte(`"maybe"`), &r); err == nil {
		t.Error("unknown result accepted")
	}
}

func TestCheckFlags(t *testing.T) {
	if !CheckFlags(t, 1, []string{"A", "B"}, "B", "A", "C") {
		t.Error("known flags rejected")
	}
	ft := &recordingTB{TB: t}
	if CheckFlags(ft, 2, []string{"A", "D"}, "A") || len(ft.errors) != 1 {
		t.Errorf("unknown flag not reported: %q", ft.errors)
	}
	if !HasFlag([]string{"x", "y"}, "y") || HasFlag(nil, "y") {
		t.Error("HasFlag")
	}
}

func TestLoadWycheproofMissing(t *testing.T) {
	r := runTB(t, func(tb testing.TB) {
		var v any
		LoadWycheproof(tb, "no_such_test.json", &v)
	})
	if !r.fatal {
		t.Errorf("missing file did not fail: %q", r.errors)
	}
}
