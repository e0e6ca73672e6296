// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// LoadWycheproof decodes testdata/wycheproof/<file>.gz of this package
// (file is the upstream name, e.g. "aes_gcm_test.json") into v. The file is
// found relative to this source file, so a test in any package can call it.
// It fails t if the file is missing or does not decode.
func LoadWycheproof(t testing.TB, file string, v any) {
	t.Helper()
	path := filepath.Join(testdataDir(t), "wycheproof", file+".gz")
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("cryptotest: Wycheproof file %s is not in testdata (see internal/cryptotest/testdata/SOURCES.md): %v", file, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("cryptotest: %s: %v", path, err)
	}
	dec := json.NewDecoder(zr)
	if err := dec.Decode(v); err != nil {
		t.Fatalf("cryptotest: decoding %s: %v", path, err)
	}
	if err := zr.Close(); err != nil {
		t.Fatalf("cryptotest: %s: %v", path, err)
	}
}

// testdataDir returns this package's testdata directory.
func testdataDir(t testing.TB) string {
	t.Helper()
	// The compiler records this file's absolute path, unless the test binary
	// was built with -trimpath; then fall back to searching up from the
	// working directory (the testing package's directory) for the module root.
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		return filepath.Join(filepath.Dir(file), "testdata")
	}
	dir, err := os.Getwd()
	if err != nil {
		t.Fatalf("cryptotest: %v", err)
	}
	for {
		d := filepath.Join(dir, "internal", "cryptotest", "testdata")
		if _, err := os.Stat(filepath.Join(d, "SOURCES.md")); err == nil {
			return d
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatalf("cryptotest: cannot find internal/cryptotest/testdata")
		}
		dir = parent
	}
}

// WycheproofHeader is the part common to every Wycheproof file. Embed it in
// a file-specific struct:
//
//	var file struct {
//		cryptotest.WycheproofHeader
//		TestGroups []struct{ ... } `json:"testGroups"`
//	}
type WycheproofHeader struct {
	Algorithm     string                    `json:"algorithm"`
	Schema        string                    `json:"schema"`
	NumberOfTests int                       `json:"numberOfTests"`
	Header        []string                  `json:"header"`
	Notes         map[string]WycheproofNote `json:"notes"`
}

// WycheproofCase holds the fields every Wycheproof test case has; a
// file's test struct embeds it beside that file's inputs.
type WycheproofCase struct {
	TcID    int      `json:"tcId"`
	Comment string   `json:"comment"`
	Flags   []string `json:"flags"`
	Result  Result   `json:"result"`
}

// WycheproofNote describes one flag a test vector may carry.
type WycheproofNote struct {
	BugType     string `json:"bugType"`
	Description string `json:"description"`
	Effect      string `json:"effect"`
}

// Result is a vector's expected outcome.
type Result string

const (
	// Valid vectors must be accepted and produce the given output.
	Valid Result = "valid"
	// Invalid vectors must be rejected.
	Invalid Result = "invalid"
	// Acceptable vectors may be accepted or rejected; which one depends on
	// the implementation's policy (weak parameters, legacy encodings), so
	// each test says what it does with the flags of the vector.
	Acceptable Result = "acceptable"
)

// UnmarshalJSON rejects results other than the three known ones, so a new
// upstream value cannot silently be treated as one of them.
func (r *Result) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	switch Result(s) {
	case Valid, Invalid, Acceptable:
		*r = Result(s)
		return nil
	}
	return fmt.Errorf("cryptotest: unknown Wycheproof result %q", s)
}

// HexBytes is a byte string written in hex in JSON, as all Wycheproof byte
// fields are. An odd number of digits or a non-hex character is an error.
type HexBytes []byte

// UnmarshalJSON decodes a JSON string of hex digits.
func (h *HexBytes) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	d, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("cryptotest: bad hex %q: %v", s, err)
	}
	*h = d
	return nil
}

// MarshalJSON encodes h as a JSON string of lower-case hex digits.
func (h HexBytes) MarshalJSON() ([]byte, error) {
	return json.Marshal(hex.EncodeToString(h))
}

// String returns h in hex.
func (h HexBytes) String() string { return hex.EncodeToString(h) }

// Hex decodes s, which may contain spaces and newlines for readability, and
// fails t if it is not hex.
func Hex(t testing.TB, s string) []byte {
	t.Helper()
	s = strings.Join(strings.Fields(s), "")
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatalf("cryptotest: bad hex %q: %v", s, err)
	}
	return b
}

// CheckFlags fails t if a vector carries a flag not in known. Tests list the
// flags they have read and handled, so that a new kind of vector (for
// example a new "acceptable" case) is looked at rather than silently run
// through the default path. It reports whether all flags were known.
func CheckFlags(t testing.TB, tcID int, flags []string, known ...string) bool {
	t.Helper()
	ok := true
	for _, f := range flags {
		if !slices.Contains(known, f) {
			t.Errorf("Wycheproof test %d: unknown flag %q; read its note and add it to the test's known flags", tcID, f)
			ok = false
		}
	}
	return ok
}

// HasFlag reports whether flags contains f.
func HasFlag(flags []string, f string) bool { return slices.Contains(flags, f) }
