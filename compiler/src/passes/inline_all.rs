//! `inline-all<entry=NAME>`: inline every call into one entry point, so that it calls no
//! function the module defines (seed `004_8e55deb410a33e65.txt`: Mesa's
//! `nir_inline_functions` and the five steps around it).
//!
//! **Requires** a verified module. **Ensures** the module verifies, executions observe what
//! they did before, and the entry point calls no defined function (only declarations:
//! intrinsics and external functions). **Scope**: the entry point; other functions are left
//! as they are (`remove-non-entrypoints` deletes them). **Does not** weigh costs, respect
//! `noinline` (a single-entry shader has no function calls to keep), or delete anything.
//!
//! # The entry point
//! `entry=NAME` names it; without the option it is the module's only kernel, and a module
//! with no kernel or several is an error that lists them (`remove-non-entrypoints` uses the
//! same rule).
//!
//! # Rules
//! 1. Everything the entry point reaches through direct calls is checked first; the pass fails
//!    without changing anything when it reaches recursion (the functions of each recursive
//!    component are named), an indirect call (it could call anything, and after
//!    `remove-non-entrypoints` nothing would be left to call), or a call the inlining utility
//!    refuses (function type mismatch, variadic callee, `musttail`).
//! 2. The entry point's calls of defined functions are inlined in order, then the calls the
//!    inlined bodies bring in, until none is left (top-down: every callee is cloned from its
//!    original body, and no other function changes). An entry point that would exceed
//!    `max-insts` instructions (a call graph that shares callees doubles at every level) is an
//!    error.
//!
//! # Mesa's six steps in an SSA IR
//! 1. *`nir_lower_constant_initializers(local)`*: NIR locals with initializers become stores
//!    before inlining moves them. LLVM allocas have no initializer; the inlined allocas are
//!    hoisted to the entry block, where a callee called in a loop keeps one slot across
//!    iterations, which can only replace a read of uninitialized memory (undefined) by an
//!    earlier value. Nothing to do.
//! 2. *`nir_lower_returns`*: structured NIR cannot jump out of an inlined body. An SSA CFG can:
//!    the inlining utility turns each `ret` into a branch to the continuation and merges the
//!    returned values with a `phi`. Done by step 3.
//! 3. *`nir_inline_functions`*: this pass.
//! 4. *`nir_copy_prop`*: NIR passes pointer parameters through `load_param` and casts that
//!    copy propagation removes. Here the arguments replace the parameters directly, so no copy
//!    exists; what can remain (an `addrspacecast` pair around a narrowed parameter) is folded
//!    by `instsimplify` and `infer-address-spaces`.
//! 5. *Delete every function but the entry point*: `remove-non-entrypoints`.
//! 6. *`nir_lower_constant_initializers(~local)`*: initializers of globals need a single
//!    entry point in NIR to know where to emit them. LLVM globals are initialized when the
//!    module is loaded, before any kernel runs. Nothing to do.
//!
//! The named pipeline `nir` is `inline-all,remove-non-entrypoints,dce,simplify-cfg`.
//!
//! Remarks, with the entry point as the function: `inlined (inline-all) callee=@g growth=N` per
//! call, then `summary` with `inlined` and `insts`.

use std::collections::{HashSet, VecDeque};

use super::inlining::{calls_in, entry_point, refusal};
use super::{PassError, PassOption, Remark, option_int};
use crate::analysis::CallGraph;
use crate::ir::{FuncId, Inst, InstData, Module};
use crate::transforms::{InlineSession, inlinable_callee};

const PASS: &str = "inline-all";

pub(super) const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "entry",
        doc: "the entry point",
        default: "the only kernel",
    },
    PassOption {
        name: "max-insts",
        doc: "fail rather than grow the entry point past this many instructions",
        default: "10000000",
    },
];

/// Whether a call calls a function with a body (directly), or nothing known (indirectly).
fn is_candidate(m: &Module, data: &InstData) -> bool {
    match data {
        InstData::Call(c) => match m.direct_callee(c) {
            Some(g) => m.functions.get(g).is_some_and(|g| g.body.is_some()),
            None => !m.calls_inline_asm(c),
        },
        InstData::Binary { .. }
        | InstData::FNeg { .. }
        | InstData::ICmp { .. }
        | InstData::FCmp { .. }
        | InstData::Select { .. }
        | InstData::Phi { .. }
        | InstData::Alloca { .. }
        | InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::Gep { .. }
        | InstData::Cast { .. }
        | InstData::ExtractValue { .. }
        | InstData::InsertValue { .. }
        | InstData::ExtractElement { .. }
        | InstData::InsertElement { .. }
        | InstData::ShuffleVector { .. }
        | InstData::AtomicRmw(_)
        | InstData::CmpXchg(_)
        | InstData::Fence { .. }
        | InstData::Freeze { .. }
        | InstData::Ret { .. }
        | InstData::Br { .. }
        | InstData::CondBr { .. }
        | InstData::Switch { .. }
        | InstData::Unreachable => false,
    }
}

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let entry = entry_point(m, options)?;
    let max = option_int(options, "max-insts", 10_000_000, 1, i64::MAX)? as usize;
    let name = m.functions[entry].name.clone();
    check(m, entry)?;
    let calls: Vec<Inst> = {
        let body = m.functions[entry]
            .body
            .as_ref()
            .expect("entry_point has a body");
        calls_in(body)
            .into_iter()
            .filter(|&i| is_candidate(m, &body.insts[i].data))
            .collect()
    };
    let mut session = InlineSession::new(m, entry);
    let mut work: VecDeque<Inst> = calls.into();
    let mut inlined = 0usize;
    while let Some(call) = work.pop_front() {
        let callee = match &session.body().insts[call].data {
            InstData::Call(c) => session
                .module()
                .direct_callee(c)
                .map(|g| format!("@{}", session.module().functions[g].name)),
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => None,
        };
        let info = session.inline(call).map_err(|e| {
            PassError(format!(
                "@{name}: a call to {} cannot be inlined ({})",
                callee
                    .clone()
                    .unwrap_or_else(|| "an unknown function".into()),
                refusal(&e)
            ))
        })?;
        inlined += 1;
        for &(nc, _) in &info.new_calls {
            if is_candidate(session.module(), &session.body().insts[nc].data) {
                work.push_back(nc);
            }
        }
        remarks.push(
            Remark::new(PASS, &name, "inlined", "inline-all")
                .with("callee", callee.unwrap_or_default())
                .with("growth", info.growth),
        );
        if session.size() > max {
            return Err(PassError(format!(
                "@{name} would grow past {max} instructions (max-insts)"
            )));
        }
    }
    let size = session.size();
    session.finish();
    remarks.push(
        Remark::new(PASS, &name, "summary", "")
            .with("inlined", inlined)
            .with("insts", size),
    );
    Ok(inlined > 0)
}

/// What the pass refuses by design: no entry point (see `entry_point`), or recursion, an
/// indirect call or a call that cannot be inlined reachable from it (rule 1).
pub(super) fn refuses(m: &Module, options: &[(String, String)]) -> Result<(), String> {
    let entry = entry_point(m, options).map_err(|e| e.0)?;
    check(m, entry).map_err(|e| e.0)
}

/// Rule 1: what the entry point reaches can all be inlined.
fn check(m: &Module, entry: FuncId) -> Result<(), PassError> {
    let cg = CallGraph::new(m);
    let mut seen: HashSet<FuncId> = HashSet::from([entry]);
    let mut order = vec![entry];
    let mut problems: Vec<String> = Vec::new();
    let mut cycles_reported: HashSet<usize> = HashSet::new();
    let mut idx = 0;
    while idx < order.len() {
        let f = order[idx];
        idx += 1;
        let func = &m.functions[f];
        let Some(body) = &func.body else {
            continue;
        };
        if cg.is_recursive(f)
            && let Some(s) = cg.scc(f)
            && cycles_reported.insert(s)
        {
            let mut names: Vec<String> = cg.sccs[s]
                .iter()
                .map(|&g| format!("@{}", m.functions[g].name))
                .collect();
            names.sort();
            problems.push(format!("recursion among {}", names.join(", ")));
        }
        for i in calls_in(body) {
            let InstData::Call(c) = &body.insts[i].data else {
                continue;
            };
            // Inline assembly calls no function: it stays where it is.
            if m.calls_inline_asm(c) {
                continue;
            }
            match m.direct_callee(c).filter(|&g| m.functions.contains(g)) {
                None => problems.push(format!("an indirect call in @{}", func.name)),
                Some(g) if m.functions[g].body.is_some() => {
                    if let Err(e) = inlinable_callee(m, f, body, i) {
                        problems.push(format!(
                            "@{} calls @{}: {}",
                            func.name,
                            m.functions[g].name,
                            refusal(&e)
                        ));
                    } else if seen.insert(g) {
                        order.push(g);
                    }
                }
                Some(_) => {}
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        problems.dedup();
        Err(PassError(format!(
            "cannot inline everything into @{}: {}",
            m.functions[entry].name,
            problems.join("; ")
        )))
    }
}
