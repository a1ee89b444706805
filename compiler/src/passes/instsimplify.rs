//! `instsimplify`: constant folding and copy propagation, the clean-up inlining leaves work
//! for (LLVM's InstSimplify: an instruction is replaced by a constant or by one of its
//! operands, never by a new instruction).
//!
//! **Requires** a verified module. **Ensures** the module verifies and executions observe
//! what they did before (folds follow LLVM's poison rules; undefined behaviour is never
//! folded away: see `crate::transforms::fold`). **Scope**: every function body. **Does not**
//! create instructions (no InstCombine), fold loads, calls or `undef`, or touch control flow
//! (`simplify-cfg` folds branches on the constants this pass makes).
//!
//! Rules:
//! 1. Every instruction is folded with `crate::transforms::fold_inst` (its module docs list
//!    the folds): constants through arithmetic, comparisons, casts and `select`s; identities
//!    such as `x + 0`, `x * 1`, `x ^ x`; `addrspacecast` pairs that cancel; `extractvalue` of
//!    an `insertvalue`; a `phi` of one value (an instruction only where it dominates the
//!    `phi`). This is the copy propagation of Mesa's step 4 in an SSA IR: after inlining,
//!    what remains of a parameter is at most such a chain, and it folds to the argument.
//! 2. A folded instruction leaves the layout and its uses take the value; the function is
//!    swept again until nothing folds (a `phi` folded in a loop can enable folds above it).
//!
//! Remarks: `folded insts=N` per function that changed.

use super::{PassError, Remark};
use crate::ir::{FuncId, Module};
use crate::transforms::simplify::simplify_function;

const PASS: &str = "instsimplify";

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let ids: Vec<FuncId> = m.functions.keys().collect();
    let mut changed = false;
    for f in ids {
        let n = simplify_function(m, f);
        if n > 0 {
            changed = true;
            remarks.push(Remark::new(PASS, &m.functions[f].name, "folded", "").with("insts", n));
        }
    }
    Ok(changed)
}
