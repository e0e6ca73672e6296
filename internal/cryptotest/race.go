// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build race

package cryptotest

// raceEnabled reports a -race build, where the detector's instrumentation
// allocates and AllocsPerRun figures mean nothing.
const raceEnabled = true
