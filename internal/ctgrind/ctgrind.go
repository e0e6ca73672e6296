// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ctgrind

// Enabled reports whether this binary was built with the client requests
// (build tag valgrind, on linux/amd64). It does not say whether it runs
// under valgrind; see RunningOnValgrind.
func Enabled() bool { return enabled }

// RunningOnValgrind reports whether the process runs under valgrind and
// the client requests are compiled in.
func RunningOnValgrind() bool { return enabled && runningOnValgrind() }
