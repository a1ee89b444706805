//! `inline<model=llvm|nvidia>`: the cost-model inliner, bottom-up over the strongly connected
//! components of the call graph (LLVM's CGSCC inliner), with LLVM 19's cost model or the
//! per-caller budget of NVIDIA's inliner (seed `003_42a755b604c2a47e.txt`, "Inliner Knobs").
//!
//! **Requires** a verified module. **Ensures** the module verifies and executions observe
//! what they did before (`crate::transforms::inline` is exact). **Scope**: every defined
//! function, callees before callers, so a callee is final when its cost is measured. **Does
//! not** inline indirect calls, calls to declarations or calls inside one recursive component,
//! or delete anything but callees it made dead (`globaldce` does the rest).
//!
//! # The driver (both models)
//! 1. Every call of a function is a call site, in layout order; the calls the inlined bodies
//!    bring in are appended and considered in turn (LLVM's worklist), except that a call to a
//!    function already inlined along the same chain is refused (LLVM's inline history), so
//!    every chain ends. Calls to intrinsics are not call sites.
//! 2. In order, a call site is not inlined when: it is indirect (`indirect`; `inline-asm` for
//!    inline assembly, which calls no function); caller and
//!    callee are in one recursive component, or the callee calls itself (LLVM never inlines a
//!    function that calls itself), or the callee was already inlined along this chain
//!    (`recursive`); the callee has no body (`declaration`); the callee is `alwaysinline` — then it *is* inlined (`always-inline`),
//!    unless the call site is `noinline`; the call site or the callee is `noinline`
//!    (`noinline-call-site`, `noinline`); the caller is `optnone` (`optnone-caller`); the
//!    callee may be replaced at link time (`interposable`: weak, linkonce, common); the
//!    inlining utility refuses it (`type-mismatch`, `vararg`, `musttail`). Otherwise the model
//!    decides.
//! 3. After inlining, a local callee (internal or private, not a kernel) left without any
//!    reference is deleted (`deleted (dead)`), as LLVM's inliner deletes it.
//! 4. Only the functions LLVM's call graph reaches are callers: those visible outside the
//!    module, kernels, those a global's initializer names, and whatever they refer to. An
//!    internal function nothing refers to is dead code left for `globaldce`.
//!
//! # `model=llvm` (default)
//! `crate::passes::inline_cost` (its module docs list what is and is not modelled): the
//! threshold 225 (`inline-threshold`, alias `threshold`) adjusted for `minsize`/`optsize`
//! callers, `inlinehint` (325) and `cold` (45) callees, times NVPTX's multiplier 11
//! (`threshold-multiplier`), plus the single-block bonus; the cost in units of 5 per
//! instruction with LLVM's free instructions, constant propagation of the call's arguments,
//! the call penalty 25 and the 15000 bonus for the last call to a local function. **Inline
//! when `cost < threshold`** (LLVM 19: `Cost < max(1, Threshold)`).
//!
//! # `model=nvidia`
//! - The cost of a call is the callee's size in the same units: 5 per instruction (so the
//!   budget of 20,000 is 89 × LLVM's 225, as the seed puts it, about 4,000 instructions).
//! - `inline-budget` (20000): what one caller may absorb. **Inline when `cost ≤` the caller's
//!   remaining budget** (a budget can be spent to the last unit), which then shrinks by the
//!   cost; refused: `not-inlined (budget)`.
//! - `inline-total-budget` (`module`): the growth of the whole module the pass may cause, in
//!   the same units: `module` is the module's own size when the pass starts (the module at
//!   most about doubles), `-1` unlimited, `N` that many. An inline that deletes its callee
//!   (the last call of a local function) grows nothing and always fits; any other is charged
//!   its actual growth. Refused: `not-inlined (total-budget)`. The seed names this knob
//!   without a default; the default is seam's, so that fan-in call graphs (thousands of
//!   callers of one callee) cannot blow up.
//! - `nv-inline-all` (false): every call site that passes step 2 is inlined, whatever the
//!   budgets (`inlined (nv-inline-all)`).
//! - Not modelled: the seed's floating-point threshold multipliers (hotness, linkage,
//!   priority), the type-size arithmetic of `.param` argument coercion, `inline-adj-budget1`,
//!   `inline-switchctrl`.
//!
//! # Remarks
//! One per call site, with the caller as the function: `inlined (reason)` or
//! `not-inlined (reason)`, with `callee=@g`, and for the models' decisions `cost=` and
//! `threshold=` (llvm, plus `static-bonus=` when it applied) or `cost=` and `budget=` (nvidia:
//! the caller's remaining budget before the call) and `total-left=` when the total budget is
//! limited; `growth=` (instructions) for every inlined call. Then `deleted (dead)` for each
//! deleted callee, and one `summary (model)` with `call-sites`, `inlined`, `deleted`,
//! `insts-before`, `insts-after`.

use std::collections::VecDeque;

use super::inline_cost::{INSTR_COST, LlvmParams, Site, analyze};
use super::inlining::{
    RefCounts, call_site_noinline, calls_in, calls_intrinsic, is_interposable, refusal,
};
use super::{PassError, PassOption, Remark, option_bool, option_int};
use crate::analysis::CallGraph;
use crate::ir::{AttrFlag, FuncId, Inst, InstData, Module};
use crate::transforms::{InlineSession, inlinable_callee};

const PASS: &str = "inline";

pub(super) const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "model",
        doc: "llvm (LLVM 19's cost model with NVPTX's multiplier) or nvidia (per-caller budget)",
        default: "llvm",
    },
    PassOption {
        name: "inline-threshold",
        doc: "llvm: the base threshold (LLVM's -inline-threshold); given explicitly, the \
              optsize/minsize/cold caps no longer apply",
        default: "225",
    },
    PassOption {
        name: "threshold",
        doc: "llvm: the same as inline-threshold",
        default: "225",
    },
    PassOption {
        name: "threshold-multiplier",
        doc: "llvm: the target's threshold multiplier (NVPTX: 11)",
        default: "11",
    },
    PassOption {
        name: "inline-budget",
        doc: "nvidia: the cost one caller may absorb (5 per inlined instruction)",
        default: "20000",
    },
    PassOption {
        name: "inline-total-budget",
        doc: "nvidia: the growth the module may take, in the same units: module (its own size), \
              -1 (unlimited) or N",
        default: "module",
    },
    PassOption {
        name: "nv-inline-all",
        doc: "nvidia: inline every call site that can be, whatever the budgets",
        default: "false",
    },
];

#[derive(Clone, Copy, Debug)]
enum Model {
    Llvm(LlvmParams),
    Nvidia {
        budget: i64,
        /// `None`: unlimited; `Some(None)`: the module's size.
        total: Option<Option<i64>>,
        all: bool,
    },
}

fn parse_model(options: &[(String, String)]) -> Result<Model, PassError> {
    let given = |k: &str| options.iter().any(|(n, _)| n == k);
    let model = options
        .iter()
        .rev()
        .find(|(k, _)| k == "model")
        .map_or("llvm", |(_, v)| v.as_str());
    let llvm_only = ["inline-threshold", "threshold", "threshold-multiplier"];
    let nvidia_only = ["inline-budget", "inline-total-budget", "nv-inline-all"];
    match model {
        "llvm" => {
            if let Some(k) = nvidia_only.iter().find(|k| given(k)) {
                return Err(PassError(format!("option {k} applies to model=nvidia")));
            }
            let explicit = given("inline-threshold") || given("threshold");
            let t = if given("inline-threshold") {
                option_int(options, "inline-threshold", 225, -1_000_000, 1_000_000)?
            } else {
                option_int(options, "threshold", 225, -1_000_000, 1_000_000)?
            };
            let multiplier = option_int(options, "threshold-multiplier", 11, 0, 1000)?;
            Ok(Model::Llvm(LlvmParams {
                threshold: t,
                explicit_threshold: explicit,
                multiplier,
                trace: false,
            }))
        }
        "nvidia" => {
            if let Some(k) = llvm_only.iter().find(|k| given(k)) {
                return Err(PassError(format!("option {k} applies to model=llvm")));
            }
            let budget = option_int(options, "inline-budget", 20_000, 0, i64::from(i32::MAX))?;
            let total = match options
                .iter()
                .rev()
                .find(|(k, _)| k == "inline-total-budget")
                .map(|(_, v)| v.as_str())
            {
                None | Some("module") => Some(None),
                Some(_) => match option_int(
                    options,
                    "inline-total-budget",
                    -1,
                    -1,
                    i64::from(i32::MAX) * 1000,
                )? {
                    -1 => None,
                    n => Some(Some(n)),
                },
            };
            let all = option_bool(options, "nv-inline-all", false)?;
            Ok(Model::Nvidia { budget, total, all })
        }
        other => Err(PassError(format!(
            "option model: '{other}' is not a model (llvm, nvidia)"
        ))),
    }
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

/// Counts for the summary.
#[derive(Default)]
struct Stats {
    sites: usize,
    inlined: usize,
    deleted: usize,
}

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let model = parse_model(options)?;
    let before = m.inst_count();
    let mut total_left: Option<i64> = match model {
        Model::Nvidia { total, .. } => total.map(|t| t.unwrap_or(before as i64 * INSTR_COST)),
        Model::Llvm(_) => None,
    };
    let cg = CallGraph::new(m);
    let mut refs = RefCounts::new(m);
    let mut stats = Stats::default();
    let visited = reachable_functions(m);
    for scc in &cg.sccs {
        for &f in scc {
            if !visited.contains(&f) {
                continue;
            }
            let Some(body) = m.functions.get(f).and_then(|func| func.body.as_ref()) else {
                continue;
            };
            let sites: Vec<Inst> = calls_in(body)
                .into_iter()
                .filter(|&i| !calls_intrinsic(m, &body.insts[i].data))
                .collect();
            if sites.is_empty() {
                continue;
            }
            let caller_recursive = cg.calls[f].iter().any(|&(_, g)| g == f);
            let mut cx = Caller {
                f,
                name: m.functions[f].name.clone(),
                optnone: m.has_fn_attr(f, AttrFlag::OptNone),
                recursive: caller_recursive,
                budget_left: match model {
                    Model::Nvidia { budget, .. } => budget,
                    Model::Llvm(_) => 0,
                },
            };
            let mut session = InlineSession::new(m, f);
            let mut work: VecDeque<(Inst, Option<usize>)> =
                sites.into_iter().map(|i| (i, None)).collect();
            let mut history: Vec<(FuncId, Option<usize>)> = Vec::new();
            while let Some((call, hist)) = work.pop_front() {
                let data = session.body().insts[call].data.clone();
                if !matches!(data, InstData::Call(_)) || calls_intrinsic(session.module(), &data) {
                    continue;
                }
                stats.sites += 1;
                let Some(decision) = decide(
                    &mut session,
                    &cg,
                    &refs,
                    &model,
                    &mut cx,
                    call,
                    &data,
                    (&history, hist),
                    total_left,
                    remarks,
                ) else {
                    continue;
                };
                let g = decision.callee;
                match session.inline(call) {
                    Err(e) => remarks.push(
                        Remark::new(PASS, &cx.name, "not-inlined", refusal(&e))
                            .with("callee", format!("@{}", session.module().functions[g].name)),
                    ),
                    Ok(info) => {
                        stats.inlined += 1;
                        refs.inlined(session.module(), session.body(), &data, &info);
                        let h = history.len();
                        history.push((g, hist));
                        for &(nc, _) in &info.new_calls {
                            work.push_back((nc, Some(h)));
                        }
                        cx.budget_left -= decision.charge;
                        remarks.push(decision.remark.with("growth", info.growth));
                        if let Some(t) = total_left.as_mut() {
                            *t -= info.growth * INSTR_COST;
                        }
                        let n = remarks.len();
                        let deleted =
                            refs.delete_if_dead(session.module_mut(), g, f, PASS, remarks);
                        stats.deleted += remarks.len() - n;
                        if let Some(t) = total_left.as_mut() {
                            *t += deleted as i64 * INSTR_COST;
                        }
                    }
                }
            }
            session.finish();
        }
    }
    let after = m.inst_count();
    let name = match model {
        Model::Llvm(_) => "llvm",
        Model::Nvidia { .. } => "nvidia",
    };
    remarks.push(
        Remark::new(PASS, "", "summary", name)
            .with("call-sites", stats.sites)
            .with("inlined", stats.inlined)
            .with("deleted", stats.deleted)
            .with("insts-before", before)
            .with("insts-after", after),
    );
    Ok(stats.inlined > 0)
}

/// The functions LLVM's call graph visits: those visible outside the module, kernels, those a
/// global's initializer refers to, and whatever they refer to (LLVM's `LazyCallGraph` entry
/// and reference edges). An internal function nothing reaches is dead code: it is left for
/// `globaldce`, and its calls are not considered.
fn reachable_functions(m: &Module) -> rustc_hash::FxHashSet<FuncId> {
    use crate::ir::{GlobalValue, Value};
    let mut seen = rustc_hash::FxHashSet::default();
    let mut work: Vec<FuncId> = Vec::new();
    let add_const = |c, work: &mut Vec<FuncId>| {
        m.consts.refers_to(c, &mut |gv| {
            if let GlobalValue::Func(f) = gv {
                work.push(f);
            }
            false
        });
    };
    for (f, func) in m.functions.iter() {
        if !func.linkage.is_local() || m.is_kernel(f) {
            work.push(f);
        }
    }
    for g in m.globals.values() {
        if let Some(init) = g.init {
            add_const(init, &mut work);
        }
    }
    while let Some(f) = work.pop() {
        if !m.functions.contains(f) || !seen.insert(f) {
            continue;
        }
        let Some(body) = &m.functions[f].body else {
            continue;
        };
        for (_, i) in body.inst_order() {
            let mut consts = Vec::new();
            body.insts[i].data.visit_operands(|v| {
                if let Value::Const(c) = v {
                    consts.push(c);
                }
            });
            for c in consts {
                add_const(c, &mut work);
            }
        }
    }
    seen
}

/// The caller value a pointer argument `v` is once inbounds `getelementptr`s with constant
/// indices are stripped, and the byte offset they add (LLVM's
/// `stripAndComputeInBoundsConstantOffsets`); `None` for a value that is not a pointer, and
/// for one reached through a GEP that is not `inbounds` or has a variable index.
fn arg_base(
    m: &Module,
    f: FuncId,
    body: &crate::ir::Body,
    mut v: crate::ir::Value,
) -> Option<(crate::ir::Value, i64)> {
    use crate::ir::{GepFlags, Value};
    let ty = match v {
        Value::Inst(i) => body.insts[i].ty,
        Value::Arg(n) => *m.functions[f].param_types(&m.types).get(n as usize)?,
        Value::Const(c) => m.consts.ty(c),
    };
    m.types.ptr_space(ty)?;
    let mut off: i64 = 0;
    for _ in 0..64 {
        let Value::Inst(i) = v else {
            break;
        };
        match &body.insts[i].data {
            InstData::Gep {
                source_ty,
                flags,
                base,
                indices,
            } => {
                // A GEP that is not `inbounds` or has a variable index: LLVM knows no base
                // and offset for the argument at all (not the GEP itself as a base).
                let d = super::wholeprogramdevirt::gep_offset(m, *source_ty, indices)
                    .filter(|_| flags.contains(GepFlags::INBOUNDS))?;
                off = off.wrapping_add(d);
                v = *base;
            }
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => break,
        }
    }
    Some((v, off))
}

/// The alloca of `body` that `v` points into through inbounds `getelementptr`s with constant
/// indices (LLVM's `stripAndComputeInBoundsConstantOffsets`), if any.
fn caller_alloca(body: &crate::ir::Body, mut v: crate::ir::Value) -> Option<Inst> {
    use crate::ir::{GepFlags, Value};
    for _ in 0..64 {
        let Value::Inst(i) = v else {
            return None;
        };
        match &body.insts[i].data {
            InstData::Alloca { .. } => return Some(i),
            InstData::Gep {
                flags,
                base,
                indices,
                ..
            } if flags.contains(GepFlags::INBOUNDS)
                && indices.iter().all(|x| matches!(x, Value::Const(_))) =>
            {
                v = *base;
            }
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. }
            | InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => return None,
        }
    }
    None
}

/// The caller being inlined into.
struct Caller {
    f: FuncId,
    name: String,
    optnone: bool,
    recursive: bool,
    budget_left: i64,
}

/// A decision to inline: the callee, the remark to complete, what the caller's budget pays.
struct Decision {
    callee: FuncId,
    remark: Remark,
    charge: i64,
}

/// Decides one call site; remarks and returns `None` when it is not inlined.
#[allow(clippy::too_many_arguments)]
fn decide(
    session: &mut InlineSession<'_>,
    cg: &CallGraph,
    refs: &RefCounts,
    model: &Model,
    cx: &mut Caller,
    call: Inst,
    data: &InstData,
    (history, hist): (&[(FuncId, Option<usize>)], Option<usize>),
    total_left: Option<i64>,
    remarks: &mut Vec<Remark>,
) -> Option<Decision> {
    let InstData::Call(c) = data else {
        return None;
    };
    let m = session.module();
    let not = |reason: &str, callee: Option<&str>| {
        let r = Remark::new(PASS, &cx.name, "not-inlined", reason);
        match callee {
            Some(n) => r.with("callee", format!("@{n}")),
            None => r,
        }
    };
    let Some(g) = m.direct_callee(c).filter(|&g| m.functions.contains(g)) else {
        let why = if m.calls_inline_asm(c) {
            "inline-asm"
        } else {
            "indirect"
        };
        remarks.push(not(why, None));
        return None;
    };
    let gname = m.functions[g].name.clone();
    // (The caller's own body is held by the session: recursion is tested first.)
    let self_recursive = cg.calls[g].iter().any(|&(_, h)| h == g);
    let refuse = if cg.same_scc(cx.f, g) || in_history(history, hist, g) || self_recursive {
        Some("recursive")
    } else if m.functions[g].body.is_none() {
        Some("declaration")
    } else if call_site_noinline(m, data) {
        Some("noinline-call-site")
    } else if m.has_fn_attr(g, AttrFlag::AlwaysInline) {
        None
    } else if m.has_fn_attr(g, AttrFlag::NoInline) {
        Some("noinline")
    } else if cx.optnone {
        Some("optnone-caller")
    } else if is_interposable(m.functions[g].linkage) {
        Some("interposable")
    } else {
        None
    };
    if let Some(why) = refuse {
        remarks.push(not(why, Some(&gname)));
        return None;
    }
    if let Err(e) = inlinable_callee(m, cx.f, session.body(), call) {
        remarks.push(not(refusal(&e), Some(&gname)));
        return None;
    }
    let inlined = |reason: &str| {
        Remark::new(PASS, &cx.name, "inlined", reason).with("callee", format!("@{gname}"))
    };
    if m.has_fn_attr(g, AttrFlag::AlwaysInline) {
        return Some(Decision {
            callee: g,
            remark: inlined("always-inline"),
            charge: 0,
        });
    }
    let sole_call = m.functions[g].linkage.is_local() && !refs.is_pinned(g) && refs.count(g) == 1;
    match model {
        Model::Llvm(params) => {
            let args: Vec<_> = c.args.iter().map(|&a| session.resolve(a)).collect();
            let block_ends_unreachable = session
                .block_of(call)
                .and_then(|b| session.body().terminator(b))
                .is_some_and(|t| matches!(session.body().insts[t].data, InstData::Unreachable));
            let sroa_args: Vec<_> = args
                .iter()
                .map(|&a| caller_alloca(session.body(), a))
                .collect();
            let arg_bases: Vec<_> = args
                .iter()
                .map(|&a| arg_base(session.module(), cx.f, session.body(), a))
                .collect();
            let site = Site {
                caller: cx.f,
                caller_recursive: cx.recursive,
                callee: g,
                args: &args,
                arg_attrs: &c.arg_attrs,
                block_ends_unreachable,
                sole_call,
                sroa_args: &sroa_args,
                arg_bases: &arg_bases,
            };
            let v = analyze(session.module_mut(), &site, params);
            let with_costs = |r: Remark| {
                let r = r.with("cost", v.cost).with("threshold", v.threshold);
                if v.static_bonus != 0 {
                    r.with("static-bonus", v.static_bonus)
                } else {
                    r
                }
            };
            if let Some(why) = v.never {
                // The analysis stopped at an uninlinable pattern: its cost is partial (LLVM
                // reports `cost=never`).
                remarks.push(not(why, Some(&gname)));
                return None;
            }
            if v.inline() {
                Some(Decision {
                    callee: g,
                    remark: with_costs(inlined("cost")),
                    charge: 0,
                })
            } else {
                remarks.push(with_costs(not("cost", Some(&gname))));
                None
            }
        }
        Model::Nvidia { all, .. } => {
            if *all {
                return Some(Decision {
                    callee: g,
                    remark: inlined("nv-inline-all"),
                    charge: 0,
                });
            }
            let size = m.functions[g].body.as_ref().map_or(0, |b| b.inst_count());
            let cost = size as i64 * INSTR_COST;
            let deletes = sole_call && refs.deletable_with(m, g, 1);
            let growth = if deletes { 0 } else { cost };
            let with_costs = |r: Remark| {
                let r = r.with("cost", cost).with("budget", cx.budget_left);
                match total_left {
                    Some(t) => r.with("total-left", t),
                    None => r,
                }
            };
            let over = if crate::planted::on("nvidia-budget-strict") {
                cost >= cx.budget_left
            } else {
                cost > cx.budget_left
            };
            if over {
                remarks.push(with_costs(not("budget", Some(&gname))));
                None
            } else if growth > 0 && total_left.is_some_and(|t| growth > t) {
                remarks.push(with_costs(not("total-budget", Some(&gname))));
                None
            } else {
                Some(Decision {
                    callee: g,
                    remark: with_costs(inlined("budget")),
                    charge: cost,
                })
            }
        }
    }
}

/// The options of `inline-cost`: the `llvm` model's.
pub(super) const COST_OPTIONS: &[PassOption] = &[
    PassOption {
        name: "inline-threshold",
        doc: "the base threshold (LLVM's -inline-threshold)",
        default: "225",
    },
    PassOption {
        name: "threshold",
        doc: "the same as inline-threshold",
        default: "225",
    },
    PassOption {
        name: "threshold-multiplier",
        doc: "the target's threshold multiplier (NVPTX: 11)",
        default: "11",
    },
    PassOption {
        name: "trace",
        doc: "also one remark per callee instruction analyzed, with its cost (LLVM's \
              print<inline-cost> annotations)",
        default: "false",
    },
];

/// `inline-cost`: the `llvm` model's analysis of every direct call to a defined function, as
/// the module stands (LLVM's `print<inline-cost>`): one remark per call site, in function
/// and instruction order, with the callee, the cost, the threshold and, where the analysis
/// stopped at an uninlinable pattern, why (the cost is then the cost so far, as LLVM prints
/// it). Nothing is inlined or changed; no inlinability rule (recursion through the call graph,
/// `noinline`, linkage) is applied, as LLVM's printer applies none. With `trace=true`, one more
/// remark per callee instruction analyzed (`trace`: the instruction, its cost, the running
/// cost), the annotations of LLVM's printer.
pub(super) fn run_costs(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let trace = option_bool(options, "trace", false)?;
    let model_options: Vec<(String, String)> = options
        .iter()
        .filter(|(k, _)| k != "trace")
        .cloned()
        .collect();
    let Model::Llvm(mut params) = parse_model(&model_options)? else {
        return Err(PassError("inline-cost models llvm only".into()));
    };
    params.trace = trace;
    let refs = RefCounts::new(m);
    struct Pending {
        caller: FuncId,
        recursive: bool,
        callee: FuncId,
        args: Vec<crate::ir::Value>,
        arg_attrs: Vec<crate::ir::AttrSetId>,
        unreachable: bool,
        sroa: Vec<Option<Inst>>,
        bases: Vec<Option<(crate::ir::Value, i64)>>,
    }
    let mut pending = Vec::new();
    for (f, func) in m.functions.iter() {
        let Some(body) = &func.body else {
            continue;
        };
        let mut sites = Vec::new();
        let mut recursive = false;
        for (b, i) in body.inst_order() {
            let InstData::Call(c) = &body.insts[i].data else {
                continue;
            };
            let Some(g) = m.direct_callee(c).filter(|&g| m.functions.contains(g)) else {
                continue;
            };
            recursive |= g == f;
            if m.functions[g].body.is_none() {
                continue;
            }
            let unreachable = body
                .terminator(b)
                .is_some_and(|t| matches!(body.insts[t].data, InstData::Unreachable));
            sites.push(Pending {
                caller: f,
                recursive: false,
                callee: g,
                sroa: c.args.iter().map(|&a| caller_alloca(body, a)).collect(),
                bases: c.args.iter().map(|&a| arg_base(m, f, body, a)).collect(),
                args: c.args.clone(),
                arg_attrs: c.arg_attrs.clone(),
                unreachable,
            });
        }
        for s in &mut sites {
            s.recursive = recursive;
        }
        pending.extend(sites);
    }
    for p in pending {
        let g = p.callee;
        let sole_call =
            m.functions[g].linkage.is_local() && !refs.is_pinned(g) && refs.count(g) == 1;
        let site = Site {
            caller: p.caller,
            caller_recursive: p.recursive,
            callee: g,
            args: &p.args,
            arg_attrs: &p.arg_attrs,
            block_ends_unreachable: p.unreachable,
            sole_call,
            sroa_args: &p.sroa,
            arg_bases: &p.bases,
        };
        let v = analyze(m, &site, &params);
        let mut r = Remark::new("inline-cost", &m.functions[p.caller].name, "cost", "llvm")
            .with("callee", format!("@{}", m.functions[g].name))
            .with("cost", v.cost)
            .with("threshold", v.threshold);
        if let Some(why) = v.never {
            r = r.with("never", why);
        }
        remarks.push(r);
        let caller = m.functions[p.caller].name.clone();
        for &(i, before, after) in &v.trace {
            let text = crate::text::print_instruction(m, &m.functions[g], i);
            remarks.push(
                Remark::new("inline-cost", &caller, "trace", "llvm")
                    .with("callee", format!("@{}", m.functions[g].name))
                    .with("inst", text.trim())
                    .with("delta", after - before)
                    .with("cost", after),
            );
        }
    }
    Ok(false)
}
