// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"fmt"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/pass"
	"github.com/mmcloughlin/avo/reg"
)

// linearScan names the functions whose registers linearScanAllocate
// assigns instead of avo's allocator.
var linearScan = map[string]bool{}

// useLinearScan replaces avo's register allocation pass in pass.Compile
// (which the build package's Generate reads) with one that sends the
// functions in linearScan to linearScanAllocate. avo colours the
// interference graph greedily, which fails on the long point formulas even
// where fewer values than registers are live at once; in straight-line
// code assigning registers in instruction order (interval colouring) needs
// no more registers than values live at once.
func useLinearScan() {
	// A copy of avo v0.6.0's pass.Compile, pass for pass and in its order,
	// with AllocateRegisters wrapped; compare it with pass.Compile when the
	// avo version changes.
	pass.Compile = pass.Concat(
		pass.Verify,
		pass.FunctionPass(pass.PruneJumpToFollowingLabel),
		pass.FunctionPass(pass.PruneDanglingLabels),
		pass.FunctionPass(pass.LabelTarget),
		pass.FunctionPass(pass.CFG),
		pass.InstructionPass(pass.ZeroExtend32BitOutputs),
		pass.FunctionPass(pass.Liveness),
		pass.FunctionPass(func(fn *ir.Function) error {
			if linearScan[fn.Name] {
				return linearScanAllocate(fn)
			}
			return pass.AllocateRegisters(fn)
		}),
		pass.FunctionPass(pass.BindRegisters),
		pass.FunctionPass(pass.VerifyAllocation),
		pass.FunctionPass(pass.EnsureBasePointerCalleeSaved),
		pass.Func(pass.IncludeTextFlagHeader),
		pass.FunctionPass(pass.PruneSelfMoves),
		pass.FunctionPass(pass.RequiredISAExtensions),
	)
}

// linearScanAllocate assigns general-purpose registers to the virtual
// registers of a straight-line function in instruction order: each value
// gets the first register no other value holds between its first and its
// last appearance. Registers the function names explicitly (RDX
// for MULX) are left out, and BP is used last.
func linearScanAllocate(fn *ir.Function) error {
	explicit := map[reg.ID]bool{}
	for _, i := range fn.Instructions() {
		if i.IsBranch || i.IsConditional {
			return errors.New(fn.Name + ": linear scan needs straight-line code")
		}
		for _, r := range i.Registers() {
			if p := reg.ToPhysical(r); p != nil {
				explicit[p.ID()] = true
			}
		}
	}
	var pool []reg.ID
	var bp reg.ID
	for _, p := range reg.GeneralPurpose.Registers() {
		if p.Info()&reg.Restricted != 0 || explicit[p.ID()] {
			continue
		}
		if p.Info()&reg.BasePointer != 0 {
			bp = p.ID()
			continue
		}
		pool = append(pool, p.ID())
	}
	pool = append(pool, bp)
	// A virtual register may be dead between two definitions (zeroed
	// early, written again later) and gets one physical register for all
	// of them, so it holds that register from its first appearance to its
	// last.
	last := map[reg.ID]int{}
	for k, i := range fn.Instructions() {
		for _, r := range i.Registers() {
			if id := r.ID(); id.IsVirtual() {
				last[id] = k
			}
		}
	}
	alloc := reg.NewEmptyAllocation()
	holder := map[reg.ID]reg.ID{} // physical → virtual holding it
	for k, i := range fn.Instructions() {
		for _, r := range i.Registers() {
			id := r.ID()
			if !id.IsVirtual() {
				continue
			}
			if _, ok := alloc[id]; ok {
				continue
			}
			found := false
			for _, p := range pool {
				if v, ok := holder[p]; ok && last[v] >= k {
					continue
				}
				alloc[id] = p
				holder[p] = id
				found = true
				break
			}
			if !found {
				return errors.New(fn.Name + ": linear scan: too many live registers")
			}
		}
	}
	fn.Allocation = alloc
	// Check the allocation: every input is read from the register its
	// value was last written to.
	holder = map[reg.ID]reg.ID{}
	for k, i := range fn.Instructions() {
		for _, r := range i.InputRegisters() {
			id := r.ID()
			if id.IsVirtual() && holder[alloc[id]] != id {
				return fmt.Errorf("%s: instruction %d (%s): linear scan clobbered an input", fn.Name, k, i.Opcode)
			}
		}
		for _, r := range i.OutputRegisters() {
			if id := r.ID(); id.IsVirtual() {
				holder[alloc[id]] = id
			}
		}
	}
	return nil
}
