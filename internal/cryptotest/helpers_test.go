// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package cryptotest

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
)

// recordingTB is a testing.TB whose failures are recorded instead of
// failing the test, so that the helpers' own failure paths can be tested.
// Fatal* stop the calling goroutine, as in testing; use runTB for those.
type recordingTB struct {
	testing.TB
	mu     sync.Mutex
	errors []string
	fatal  bool
}

func (r *recordingTB) Helper() {}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

func (r *recordingTB) Error(args ...any) { r.Errorf("%s", fmt.Sprint(args...)) }

func (r *recordingTB) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	r.mu.Lock()
	r.fatal = true
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *recordingTB) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

func (r *recordingTB) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.errors) > 0
}

// runTB runs f with a recordingTB on its own goroutine, so that Fatal can end
// f without ending the test.
func runTB(t testing.TB, f func(tb testing.TB)) *recordingTB {
	r := &recordingTB{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r
}
