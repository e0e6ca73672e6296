// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64 && !386 && !ppc64le && !arm && !s390x) || purego

package aes

// No tier but Base in this build: key setup always picks it.
var tiers []tierRow
