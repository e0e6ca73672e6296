// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !arm64 || purego

package nistec

// The hooks only the arm64 assembly fills (fe_arm64.go).

func divsteps62Fast(delta int64, f, g uint64) (d, u, v, q, r int64, ok bool) {
	return 0, 0, 0, 0, 0, false
}

func p256AddAffineUnlessZeroFast(p *p256Jacobian, q2 *p256Affine, abs uint64) bool { return false }

func p384AddAffineUnlessZeroFast(p *p384Jacobian, q2 *p384Affine, abs uint64) bool { return false }

func p521AddAffineUnlessZeroFast(p *p521Jacobian, q2 *p521Affine, abs uint64) bool { return false }

func p256CondNegYFast(sel *p256Affine, sign uint64) bool { return false }

func p384CondNegYFast(sel *p384Affine, sign uint64) bool { return false }

func p521CondNegYFast(sel *p521Affine, sign uint64) bool { return false }

func safegcdUpdateFast(s *safegcd, f, g, d, e *gcdNum, u, v, q, r int64) bool { return false }
