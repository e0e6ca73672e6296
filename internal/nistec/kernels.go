// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package nistec

// Tier dispatch of the point operations. Each port's file (fe_amd64.go,
// fe_arm64.go, fe_noasm.go) numbers its tiers, says which is active
// (activeTier, the first registered tier whose impl flag is on, so
// impl.Select takes effect at once), and fills one table per curve, indexed
// by tier, of the point operations that tier runs in assembly. The point
// code reads the active row and calls the kernel directly. Adding a tier is
// its impl.Register call and its row in each curve's table.
//
// Each port file declares every ...Asm name the tables mention, those the
// port lacks as stubs that panic, so the point code needs no build tags;
// the stubs and the assembly declarations are alike from port to port by
// design.
//
// The rows hold booleans, not function values: Go's escape analysis cannot
// see through a call of a function value, so every point passed to one
// would move to the heap (ScalarMult's accumulator included), and the
// allocation tests would fail.

// pointKernels is one tier's row of a curve's table: which operations it
// runs in assembly, through the curve's pNNN...Asm functions.
type pointKernels struct {
	double        bool // pNNNDoubleAsm: Jacobian doubling (dbl-2001-b, see double)
	doubleDelta   bool // pNNNDoubleDeltaAsm: the doubling given Z², for doubleW
	doubleW       bool // pNNNDoubleWAsm: doubleW's boothW doublings in one call
	coZAdd        bool // pNNNCoZAddAsm: the co-Z addition of pNNNCoZTable
	coZAffine     bool // pNNNCoZAffineAsm: pNNNCoZTable's conversion to affine
	addAffine     bool // pNNNAddAffineAsm: the mixed-addition formula
	lookup        bool // pNNNLookupAffineAsm: the masked scan of 16 affine entries
	addUnlessZero bool // pNNNAddAffineUnlessZeroAsm: a window's addition with its masks
	window        bool // pNNNWindowAsm: a window's doublings and addition in one call
	windowLookup  bool // pNNNWindowLookupAsm: a window's Booth digit, table scan, doublings and addition
	condNegY      bool // pNNNCondNegYAsm: a Booth digit's conditional negation of y
}

// gcdKernels is one tier's row of safegcd's table.
type gcdKernels struct {
	divsteps bool // divsteps62Asm
	update   bool // safegcdUpdateAsm: updateFG and updateDE for 5, 7 or 9 limbs
}

// noKernel is the message of the ...Asm functions a port does not have; the
// tables never select them.
const noKernel = "nistec: no assembly kernel for this operation on this port"
