// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !linux

package main

import "time"

var clockStart = time.Now()

// threadClock is the wall clock where no per-thread CPU clock is read, so
// a handshake's cost includes the time the server waits for the client (see
// speedUsage).
func threadClock() time.Duration { return time.Since(clockStart) }
