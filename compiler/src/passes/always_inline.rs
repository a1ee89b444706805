//! `always-inline`: inline every call to an `alwaysinline` function (what `force-inline` and
//! `specialize-callees` marked), as LLVM's `AlwaysInlinerPass` does.
//!
//! **Requires** a verified module. **Ensures** the module verifies and executions observe
//! what they did before (the inlining utility, `crate::transforms::inline`, is exact).
//! **Scope**: every defined function, callees before callers (bottom-up over the strongly
//! connected components of the call graph, so a callee's own `alwaysinline` calls are already
//! inlined when it is cloned). **Does not** weigh costs (that is `inline`), inline indirect
//! calls, or delete anything but the callees it made dead.
//!
//! Rules:
//! 1. A candidate is a direct call to a defined function with the `alwaysinline` attribute,
//!    whose call site is not `noinline`.
//! 2. **Recursion is reported, not looped on.** Each strongly connected component of the call
//!    graph that is recursive and has an `alwaysinline` member gets one `cycle` remark
//!    listing its members. A call between two functions of one component is not inlined
//!    (`not-inlined (recursive)`). A call from outside into a recursive component is inlined
//!    once; the calls that brings in are candidates too, except a call to a function already
//!    inlined along the same chain (LLVM's inline history), so every chain ends.
//! 3. A call the utility cannot inline (function type mismatch, variadic, `musttail`) is
//!    remarked with the reason and left alone.
//! 4. A local callee (internal or private, not a kernel) left without any reference is deleted
//!    (`deleted (dead)`), as LLVM's always-inliner deletes the functions it inlined away.
//!
//! Remarks, with the caller as the function: `inlined (always-inline) callee=@g growth=N`,
//! `not-inlined (reason) callee=@g`, `cycle (recursive) members=...`, and `deleted (dead)`
//! with the deleted function.

use std::collections::VecDeque;

use super::inlining::{RefCounts, call_site_noinline, calls_in, refusal};
use super::{PassError, Remark};
use crate::analysis::CallGraph;
use crate::ir::{AttrFlag, FuncId, Inst, InstData, Module};
use crate::transforms::InlineSession;

const PASS: &str = "always-inline";

fn is_always_inline(m: &Module, f: FuncId) -> bool {
    m.functions.get(f).is_some_and(|func| func.body.is_some())
        && m.has_fn_attr(f, AttrFlag::AlwaysInline)
}

/// Whether `g` was inlined along the chain ending at history entry `at`.
fn in_history(history: &[(FuncId, Option<usize>)], mut at: Option<usize>, g: FuncId) -> bool {
    while let Some(i) = at {
        if history[i].0 == g {
            return true;
        }
        at = history[i].1;
    }
    false
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let cg = CallGraph::new(m);
    let mut refs = RefCounts::new(m);
    let mut changed = false;
    for (s, members) in cg.sccs.iter().enumerate() {
        if cg.scc_is_recursive(s) && members.iter().any(|&f| is_always_inline(m, f)) {
            let mut names: Vec<&str> = members
                .iter()
                .map(|&f| m.functions[f].name.as_str())
                .collect();
            names.sort_unstable();
            let listed: Vec<String> = names.iter().map(|n| format!("@{n}")).collect();
            remarks.push(
                Remark::new(PASS, names[0], "cycle", "recursive").with("members", listed.join(",")),
            );
        }
    }
    for scc in &cg.sccs {
        for &f in scc {
            let Some(body) = m.functions.get(f).and_then(|func| func.body.as_ref()) else {
                continue;
            };
            let sites: Vec<Inst> = calls_in(body)
                .into_iter()
                .filter(|&i| match &body.insts[i].data {
                    InstData::Call(c) => m.direct_callee(c).is_some_and(|g| is_always_inline(m, g)),
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
                })
                .collect();
            if sites.is_empty() {
                continue;
            }
            let caller = m.functions[f].name.clone();
            let mut session = InlineSession::new(m, f);
            let mut work: VecDeque<(Inst, Option<usize>)> =
                sites.into_iter().map(|i| (i, None)).collect();
            let mut history: Vec<(FuncId, Option<usize>)> = Vec::new();
            let mut skipped = false;
            while let Some((call, hist)) = work.pop_front() {
                let data = session.body().insts[call].data.clone();
                let InstData::Call(c) = &data else {
                    continue;
                };
                let mm = session.module();
                // The caller's own body is held by the session: a self call is a candidate too.
                let Some(g) = mm.direct_callee(c).filter(|&g| {
                    is_always_inline(mm, g) || (g == f && mm.has_fn_attr(g, AttrFlag::AlwaysInline))
                }) else {
                    continue;
                };
                let callee = format!("@{}", mm.functions[g].name);
                let refuse = if cg.same_scc(f, g) || in_history(&history, hist, g) {
                    Some("recursive")
                } else if call_site_noinline(mm, &data) {
                    Some("noinline-call-site")
                } else {
                    None
                };
                if let Some(why) = refuse {
                    remarks.push(
                        Remark::new(PASS, &caller, "not-inlined", why).with("callee", &callee),
                    );
                    continue;
                }
                if crate::planted::on("always-inline-silent-skip") && !skipped && hist.is_none() {
                    skipped = true;
                    continue;
                }
                match session.inline(call) {
                    Err(e) => remarks.push(
                        Remark::new(PASS, &caller, "not-inlined", refusal(&e))
                            .with("callee", &callee),
                    ),
                    Ok(info) => {
                        refs.inlined(session.module(), session.body(), &data, &info);
                        let h = history.len();
                        history.push((g, hist));
                        for &(nc, target) in &info.new_calls {
                            if target.is_some_and(|t| is_always_inline(session.module(), t)) {
                                work.push_back((nc, Some(h)));
                            }
                        }
                        remarks.push(
                            Remark::new(PASS, &caller, "inlined", "always-inline")
                                .with("callee", &callee)
                                .with("growth", info.growth),
                        );
                        changed = true;
                        refs.delete_if_dead(session.module_mut(), g, f, PASS, remarks);
                    }
                }
            }
            session.finish();
        }
    }
    Ok(changed)
}
