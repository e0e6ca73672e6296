// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command ctcrypto measures and describes the ctcrypto library.
//
//	ctcrypto speed [flags]   BoringSSL-style throughput figures, optionally
//	                         side by side with the Go standard library
//	ctcrypto cpu             detected CPU features and the tier in use per
//	                         algorithm
//
// Run `ctcrypto speed -h` for the flags.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage: ctcrypto <command> [flags]

commands:
  speed   measure operations per second (like bssl speed); -h for flags
  cpu     show CPU features and the implementation tier in use per algorithm
`

// run is main without the process: it returns the exit status, 2 for a
// usage error, so tests can drive it.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "speed":
		return runSpeed(args[1:], stdout, stderr)
	case "cpu":
		if len(args) > 1 {
			fmt.Fprintf(stderr, "ctcrypto: cpu takes no arguments\n")
			return 2
		}
		printCPU(stdout)
		return 0
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "ctcrypto: unknown command %q (want speed or cpu)\n", args[0])
		return 2
	}
}
