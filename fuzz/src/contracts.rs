//! The checkable postconditions of the passes' contracts (each pass file opens with its
//! **Ensures**): structural facts about the module a pass leaves, checked after that pass on
//! every case the judge sees. Like [`crate::model`], this never calls `seam::passes`: it reads
//! the module and the pass's remarks only.
//!
//! | pass | postcondition |
//! |---|---|
//! | `always-inline` | a call of a defined `alwaysinline` function remains only where a `not-inlined` remark says why (one remark per call left) |
//! | `inline-all` | the entry point calls no defined function, and makes no indirect call |
//! | `remove-non-entrypoints` | the entry point is the only defined function left |
//! | `inline<model=nvidia>` | seed 003's per-caller budget, step by step: each caller starts with `inline-budget`; a call is inlined by the budget exactly when its cost fits what is left (`cost ≤ budget`), refused (`budget`) exactly when it does not, and each inlined cost leaves that much less; a cost is 5 per instruction of the callee (bottom-up, its final body, or the size its deletion remark gives); and the module budget (`inline-total-budget`): it starts at the module's size × 5 (`module`), at `N`, or is absent (`-1`), each inline takes its growth and each deleted callee gives its size back, a `total-budget` refusal is right exactly when the cost exceeds what is left, and an inline by the budget past it must delete its callee |
//! | `inline<model=llvm>` | LLVM 19's rule on the cost and threshold each remark reports: inlined exactly when `cost < max(1, threshold)` (`llvm-threshold`) |
//! | `always-inline`, `inline`, `inline-all` | a callee's static allocas (its entry block's, of constant count) move to its caller's entry block: after the pass, each caller's entry block holds at least as many static allocas as it did plus, for each call inlined into it, as many as that callee's entry block held before the pass (`allocas-hoisted`; compared with the module the pass was given, [`Before`]) |
//! | `always-inline`, `inline`, `inline-all` | a callee with a dynamic alloca (outside its entry block, or of a variable count) is inlined bracketed by `llvm.stacksave` and, before each of its returns, `llvm.stackrestore`: a caller a call of such a callee (as the pass was given it, or one such a callee was inlined into earlier) was inlined into calls `llvm.stacksave`, and `llvm.stackrestore` when that callee returns (`stack-restored`; the same) |
//! | `specialize-callees` | a call it retargets keeps everything but its callee and the types of its arguments: in every function it had before, each block's calls correspond one to one, in order, with those it had, and a call whose callee changed now calls a clone named after its old callee, with the same argument, return and function attributes, calling convention, tail marker, fast-math flags and name, and an argument that was an `addrspacecast` from the space it is narrowed to is passed as that cast's source, not cast back (`retarget-keeps`; compared with the module the pass was given, [`Before`]) |
//! | `specialize-callees` | each clone a `clone` remark names exists, is internal, marked `"seam-specialized"` and `inlinehint`, takes its original's number of parameters and is named after it (`clone-made`) |
//! | `instsimplify` | every instruction whose operands are all literal scalar constants (`iN`, `float`, `double`), in a function that is not `optnone`, is folded: a binary operator (integer; or float without fast-math flags), a comparison, a conversion between integers and floats, `fneg`, a `select` on a literal condition — save what LLVM's folding itself leaves or makes undefined (division by zero or of the minimum by -1, shifts by the width or more, a float operator with a NaN operand or result and `fpext`/`fptrunc` of a NaN, which seam keeps). LLVM's InstSimplify folds all of these (`constants-folded`) |
//! | `simplify-cfg` | it repeats its rules until none applies, so none applies to what it leaves: no branch on a literal integer or to one block only, no block unreachable from the entry, no `phi` with one incoming value (itself aside), no block whose only predecessor branches only to it, no block (not the entry) holding only a branch to a block without `phi`s (`cfg-simplified`) |
//! | `dce` | every instruction left is live: a terminator, an instruction with an effect (a call is one unless `willreturn`, `nounwind` and writing no memory, by its attributes or its callee's), or an operand of a live one (`dead-removed`) |
//! | `dce` | its remark counts what it deleted: a function's `removed` remark says `insts=N` with N the number of instructions it lost, and a function that lost none has no remark (`count-remarked`; compared with the module the pass was given, [`Before`]) |
//! | `simplify-cfg` | its remark counts what it did: a function's `unreachable`, `merged` and `bypassed` counts (each deletes one block) sum to the number of blocks it lost (no remark: it lost none); its `folded` and `phis` counts lie between the conditional terminators (`phi`s) it lost, less those of the blocks it deleted, and all it lost (`count-remarked`; the same) |
//! | every pass | a pass that reports no change leaves the module's text as it was (`unchanged-reported`; checked by the judge around each pass, [`unchanged_but_changed`]) |
//! | every pass | a pass that reports a change changed the module's text (`changed-reported`; the same, [`changed_but_unchanged`]) |
//!
//! "Executions observe what they did before" and "the module verifies", which every contract
//! ensures, are the judge's oracles, not checked here.

use std::fmt;

use seam::ir::{
    AddrSpace, AttrFlag, CastOp, ConstData, ConstExpr, FuncId, InstData, Module, Value,
};
use seam::passes::{PassSpec, Remark};

/// A postcondition a pass broke.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Violation {
    /// The pass.
    pub pass: String,
    /// The postcondition (`always-inline-left`, ...), for the finding's signature.
    pub rule: &'static str,
    /// What is wrong, naming the functions.
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.pass, self.message)
    }
}

/// The violation of a pass that reported no change and changed the module's text: a pass
/// manager trusting it would keep stale analyses.
pub fn unchanged_but_changed(pass: &str) -> Violation {
    Violation {
        pass: pass.to_owned(),
        rule: "unchanged-reported",
        message: "it reported no change, but the module's text changed".to_owned(),
    }
}

/// The violation of a pass that reported a change and left the module's text as it was: a
/// pass manager trusting it throws away analyses for nothing, and a driver that runs passes to
/// a fixed point never stops.
pub fn changed_but_unchanged(pass: &str) -> Violation {
    Violation {
        pass: pass.to_owned(),
        rule: "changed-reported",
        message: "it reported a change, but the module's text is as it was".to_owned(),
    }
}

/// Whether pass `name` has postconditions checked here.
pub fn has_contract(name: &str) -> bool {
    matches!(
        name,
        "always-inline"
            | "inline"
            | "inline-all"
            | "remove-non-entrypoints"
            | "specialize-callees"
            | "instsimplify"
            | "simplify-cfg"
            | "dce"
    )
}

/// The postconditions of `spec` that `m`, the module it left with `remarks` (its own), breaks.
pub fn check(spec: &PassSpec, m: &Module, remarks: &[Remark]) -> Vec<Violation> {
    let violation = |rule, message| Violation {
        pass: spec.name.to_owned(),
        rule,
        message,
    };
    let mut out = Vec::new();
    match spec.name {
        "instsimplify" => {
            let left = unfolded_constants(m);
            if !left.is_empty() {
                let n = left.len();
                let shown: Vec<String> = left.into_iter().take(3).collect();
                out.push(violation(
                    "constants-folded",
                    format!(
                        "{n} instructions on constants left unfolded ({}{})",
                        shown.join("; "),
                        if n > 3 { "; ..." } else { "" }
                    ),
                ));
            }
        }
        "always-inline" => {
            let refused = remarks
                .iter()
                .filter(|r| r.pass == "always-inline" && r.decision == "not-inlined")
                .count();
            let left: Vec<String> = calls(m)
                .filter_map(|(caller, callee)| {
                    let g = callee?;
                    (m.functions[g].body.is_some() && m.has_fn_attr(g, AttrFlag::AlwaysInline))
                        .then(|| {
                            format!("@{} -> @{}", m.functions[caller].name, m.functions[g].name)
                        })
                })
                .collect();
            if left.len() > refused {
                out.push(violation(
                    "always-inline-left",
                    format!(
                        "{} calls of alwaysinline functions are left ({}), {refused} refusals remarked",
                        left.len(),
                        left.join(", ")
                    ),
                ));
            }
        }
        "inline-all" => {
            if let Some(e) = entry_point(spec, m) {
                for (caller, callee) in calls(m).filter(|&(f, _)| f == e) {
                    let what = match callee {
                        None => "makes an indirect call".to_owned(),
                        Some(g) if m.functions[g].body.is_some() => {
                            format!("still calls @{}", m.functions[g].name)
                        }
                        Some(_) => continue,
                    };
                    out.push(violation(
                        "entry-calls",
                        format!("the entry point @{} {what}", m.functions[caller].name),
                    ));
                    break;
                }
            }
        }
        "remove-non-entrypoints" => {
            if let Some(e) = entry_point(spec, m) {
                let others: Vec<String> = m
                    .functions
                    .iter()
                    .filter(|&(f, func)| f != e && func.body.is_some())
                    .map(|(_, func)| format!("@{}", func.name))
                    .collect();
                if !others.is_empty() {
                    out.push(violation(
                        "others-left",
                        format!(
                            "functions other than the entry point @{} remain: {}",
                            m.functions[e].name,
                            others.join(", ")
                        ),
                    ));
                }
            }
        }
        "inline" => {
            nvidia_budget(spec, m, remarks, &mut out);
            llvm_threshold(spec, remarks, &mut out);
        }
        "specialize-callees" => clones(m, remarks, &mut out),
        "simplify-cfg" => cfg_simplified(m, &mut out),
        "dce" => dead_removed(m, &mut out),
        _ => {}
    }
    out
}

/// `inline<model=llvm>` decides by LLVM 19's rule on the cost and threshold it reports: a call
/// is inlined exactly when `cost < max(1, threshold)` (a cost equal to the threshold is not).
fn llvm_threshold(spec: &PassSpec, remarks: &[Remark], out: &mut Vec<Violation>) {
    let model = spec
        .options
        .iter()
        .rev()
        .find(|(k, _)| k == "model")
        .map_or("llvm", |(_, v)| v.as_str());
    if model != "llvm" {
        return;
    }
    for r in remarks
        .iter()
        .filter(|r| r.pass == "inline" && r.reason == "cost")
    {
        let (Some(cost), Some(threshold)) = (
            r.value("cost").and_then(|v| v.parse::<i64>().ok()),
            r.value("threshold").and_then(|v| v.parse::<i64>().ok()),
        ) else {
            continue;
        };
        let inline = cost < threshold.max(1);
        if (r.decision == "inlined") != inline {
            out.push(Violation {
                pass: spec.name.to_owned(),
                rule: "llvm-threshold",
                message: format!(
                    "@{}: {} {} at cost {cost} and threshold {threshold}; LLVM's rule \
                     (cost < max(1, threshold)) says {}",
                    r.function,
                    r.decision,
                    r.value("callee").unwrap_or("?"),
                    if inline { "inline" } else { "do not inline" }
                ),
            });
        }
    }
}

/// What the contracts that compare a pass's result with the module it was given need of that
/// module ([`before`]), per defined function, each only for the passes that need it.
#[derive(Clone, Debug)]
pub struct Before {
    /// For the inliners: the static allocas of its entry block.
    entry_allocas: std::collections::HashMap<String, usize>,
    /// For the inliners: whether it has a dynamic alloca, and whether it returns.
    dynamic: std::collections::HashMap<String, (bool, bool)>,
    /// For `specialize-callees`: per defined function, per block in layout order, its calls.
    calls: std::collections::HashMap<String, Vec<Vec<CallSite>>>,
    /// For `dce` and `simplify-cfg`: per defined function, its instructions and its blocks.
    sizes: std::collections::HashMap<String, (usize, usize)>,
    /// For `simplify-cfg`: per defined function, per block in layout order, its conditional
    /// terminators (0 or 1) and `phi`s (the pass keeps the block ids of what it keeps).
    shapes: std::collections::HashMap<String, Vec<Shape>>,
}

/// A block, whether it ends in a conditional branch or `switch` (0 or 1), and its `phi`s.
type Shape = (seam::ir::Block, usize, usize);

/// The [`Shape`] of each block of `f`, in layout order.
fn block_shapes(f: &seam::ir::Function) -> Option<Vec<Shape>> {
    let body = f.body.as_ref()?;
    Some(
        body.layout
            .iter()
            .map(|&b| {
                let insts = &body.blocks[b].insts;
                let cond = insts.last().is_some_and(|&i| {
                    matches!(
                        body.insts[i].data,
                        InstData::CondBr { .. } | InstData::Switch { .. }
                    )
                });
                let phis = insts
                    .iter()
                    .filter(|&&i| matches!(body.insts[i].data, InstData::Phi { .. }))
                    .count();
                (b, usize::from(cond), phis)
            })
            .collect(),
    )
}

/// A defined function's instructions and blocks, in its layout.
fn size(f: &seam::ir::Function) -> Option<(usize, usize)> {
    let body = f.body.as_ref()?;
    let insts = body
        .layout
        .iter()
        .map(|&b| body.blocks[b].insts.len())
        .sum();
    Some((insts, body.layout.len()))
}

/// What `specialize-callees` must keep of a call it retargets, and its callee.
#[derive(Clone, PartialEq, Eq, Debug)]
struct CallSite {
    callee: Option<String>,
    name: Option<String>,
    attrs: String,
    /// The arguments that are an `addrspacecast` into a specific space of a generic pointer
    /// cast from that same space (a round trip), by index.
    round_trips: Vec<usize>,
}

/// The operand of `v` when `v` is an `addrspacecast` (an instruction of `f` or a constant).
fn cast_operand(m: &Module, f: &seam::ir::Function, v: Value) -> Option<Value> {
    match v {
        Value::Inst(i) => match &f.body.as_ref()?.insts[i].data {
            InstData::Cast {
                op: CastOp::AddrSpaceCast,
                arg,
                ..
            } => Some(*arg),
            _ => None,
        },
        Value::Const(c) => match m.consts.get(c) {
            ConstData::Expr {
                expr:
                    ConstExpr::Cast {
                        op: CastOp::AddrSpaceCast,
                        value,
                    },
                ..
            } => Some(Value::Const(*value)),
            _ => None,
        },
        Value::Arg(_) => None,
    }
}

/// Whether `v` is `addrspacecast (addrspacecast X to ptr) to ptr addrspace(S)` with `X` in
/// `S`: a pointer converted back to the space it came from through a generic one.
fn is_round_trip(m: &Module, f: &seam::ir::Function, v: Value) -> bool {
    let space = |v: Value| m.types.ptr_space(f.value_type(&m.types, &m.consts, v));
    let Some(to) = space(v).filter(|s| *s != AddrSpace::GENERIC) else {
        return false;
    };
    cast_operand(m, f, v)
        .filter(|&g| space(g) == Some(AddrSpace::GENERIC))
        .and_then(|g| cast_operand(m, f, g))
        .is_some_and(|x| space(x) == Some(to))
}

/// Each block's calls of `f`, in layout order.
fn call_sites(m: &Module, f: &seam::ir::Function) -> Option<Vec<Vec<CallSite>>> {
    let body = f.body.as_ref()?;
    Some(
        body.layout
            .iter()
            .map(|&b| {
                body.blocks[b]
                    .insts
                    .iter()
                    .filter_map(|&i| match &body.insts[i].data {
                        InstData::Call(c) => Some(CallSite {
                            callee: m.direct_callee(c).map(|g| m.functions[g].name.to_string()),
                            name: body.insts[i].name.as_deref().map(str::to_owned),
                            attrs: format!(
                                "{:?} {:?} {:?} {:?} {:?} {:?}",
                                c.arg_attrs, c.ret_attrs, c.fn_attrs, c.cc, c.tail, c.fmf
                            ),
                            round_trips: (0..c.args.len())
                                .filter(|&k| is_round_trip(m, f, c.args[k]))
                                .collect(),
                        }),
                        _ => None,
                    })
                    .collect()
            })
            .collect(),
    )
}

/// The static allocas of `f`'s entry block: allocas of one element or of a constant count
/// (what the inliner moves to its caller's entry block); `None` for a declaration.
pub fn entry_static_allocas(f: &seam::ir::Function) -> Option<usize> {
    let body = f.body.as_ref()?;
    let entry = body.entry()?;
    Some(
        body.blocks[entry]
            .insts
            .iter()
            .filter(|&&i| {
                matches!(&body.insts[i].data, InstData::Alloca { count, .. }
                    if count.is_none_or(|c| matches!(c, seam::ir::Value::Const(_))))
            })
            .count(),
    )
}

/// Whether `f` has a dynamic alloca (outside its entry block, or of a count that is not a
/// constant: what the inliner brackets with `llvm.stacksave` and `llvm.stackrestore`), and
/// whether it returns; `None` for a declaration.
fn dynamic_allocas(f: &seam::ir::Function) -> Option<(bool, bool)> {
    let body = f.body.as_ref()?;
    let entry = body.entry();
    let mut dynamic = false;
    let mut returns = false;
    for (blk, i) in body.inst_order() {
        match &body.insts[i].data {
            InstData::Alloca { count, .. } => {
                dynamic |= Some(blk) != entry
                    || count.is_some_and(|c| !matches!(c, seam::ir::Value::Const(_)));
            }
            InstData::Ret { .. } => returns = true,
            _ => {}
        }
    }
    Some((dynamic, returns))
}

/// The calls of `llvm.stacksave` and of `llvm.stackrestore` in `f`.
fn stack_calls(m: &Module, f: &seam::ir::Function) -> (usize, usize) {
    let Some(body) = f.body.as_ref() else {
        return (0, 0);
    };
    let mut n = (0, 0);
    for (_, i) in body.inst_order() {
        if let InstData::Call(c) = &body.insts[i].data
            && let Some(g) = m.direct_callee(c)
        {
            let name = m.functions[g].name.as_str();
            if name.starts_with("llvm.stacksave") {
                n.0 += 1;
            } else if name.starts_with("llvm.stackrestore") {
                n.1 += 1;
            }
        }
    }
    n
}

/// What [`check_against`] needs of the module `spec` is about to run on, for the passes
/// whose contracts compare before and after (the inliners, `specialize-callees`, `dce`,
/// `simplify-cfg`); `None` for the others.
pub fn before(spec: &PassSpec, m: &Module) -> Option<Before> {
    let inliner = matches!(spec.name, "always-inline" | "inline" | "inline-all");
    let specializer = spec.name == "specialize-callees";
    let cleanup = matches!(spec.name, "dce" | "simplify-cfg");
    (inliner || specializer || cleanup).then(|| Before {
        entry_allocas: per_function(m, inliner, entry_static_allocas),
        dynamic: per_function(m, inliner, dynamic_allocas),
        calls: per_function(m, specializer, |f| call_sites(m, f)),
        sizes: per_function(m, cleanup, size),
        shapes: per_function(m, spec.name == "simplify-cfg", block_shapes),
    })
}

/// `of` each defined function of `m` it says something of, by name; nothing unless `wanted`.
fn per_function<T>(
    m: &Module,
    wanted: bool,
    of: impl Fn(&seam::ir::Function) -> Option<T>,
) -> std::collections::HashMap<String, T> {
    if !wanted {
        return Default::default();
    }
    m.functions
        .values()
        .filter_map(|f| Some((f.name.to_string(), of(f)?)))
        .collect()
}

/// `simplify-cfg`'s `folded` and `phis` counts against what the function lost (part of
/// `count-remarked`). Each fold turns one conditional terminator into a branch, each trivial
/// `phi` goes, and nothing makes either; the others a function loses go with the blocks it
/// loses. So with D the conditional terminators (or `phi`s) it lost and A those the blocks
/// it lost held before, the count lies in `D - A ..= D`.
fn folds_and_phis_remarked(
    name: &str,
    before: &[Shape],
    f: &seam::ir::Function,
    remark: &Remark,
    out: &mut Vec<Violation>,
) {
    let Some(now) = block_shapes(f) else { return };
    let kept: std::collections::HashSet<seam::ir::Block> = now.iter().map(|s| s.0).collect();
    type Count = fn(&Shape) -> usize;
    let counts: [(Count, &str, &str); 2] = [
        (|s| s.1, "folded", "conditional terminators"),
        (|s| s.2, "phis", "phis"),
    ];
    for (of, key, what) in counts {
        let total = |v: &[Shape]| -> usize { v.iter().map(of).sum() };
        let lost = total(before).saturating_sub(total(&now));
        let gone: usize = before.iter().filter(|s| !kept.contains(&s.0)).map(of).sum();
        let said = remark.value(key).and_then(|v| v.parse::<usize>().ok());
        let low = lost.saturating_sub(gone);
        let fine = match said {
            Some(n) => (low..=lost).contains(&n),
            None => low == 0,
        };
        if !fine {
            out.push(Violation {
                pass: "simplify-cfg".to_owned(),
                rule: "count-remarked",
                message: format!(
                    "@{name} lost {lost} {what} ({gone} in blocks it deleted), and its remark \
                     counts {key}={}",
                    said.map_or("nothing".to_owned(), |n| n.to_string())
                ),
            });
        }
    }
}

/// `dce`'s and `simplify-cfg`'s `count-remarked` (see the module documentation): each
/// function's remark against what it lost. Neither pass adds or deletes functions.
fn counts_remarked(
    spec: &PassSpec,
    before: &Before,
    m: &Module,
    remarks: &[Remark],
) -> Vec<Violation> {
    let mut names: Vec<&String> = before.sizes.keys().collect();
    names.sort();
    let mut out = Vec::new();
    for name in names {
        let (insts, blocks) = before.sizes[name];
        let Some(f) = m.find_function(name).map(|f| &m.functions[f]) else {
            continue;
        };
        let Some((now_insts, now_blocks)) = size(f) else {
            continue;
        };
        let remark = remarks
            .iter()
            .find(|r| r.pass == spec.name && r.function == *name);
        let count = |key: &str| -> Option<usize> { remark?.value(key)?.parse().ok() };
        let (lost, said, what) = if spec.name == "dce" {
            (
                insts.saturating_sub(now_insts),
                count("insts"),
                "instructions",
            )
        } else {
            let sum = match (count("unreachable"), count("merged"), count("bypassed")) {
                (Some(a), Some(b), Some(c)) => a.checked_add(b).and_then(|x| x.checked_add(c)),
                _ => None,
            };
            (blocks.saturating_sub(now_blocks), sum, "blocks")
        };
        // (Without a remark, what it lost is wrong already when it lost blocks.)
        if let (Some(shapes), Some(r)) = (before.shapes.get(name), remark) {
            folds_and_phis_remarked(name, shapes, f, r, &mut out);
        }
        let wrong = match (remark, said) {
            (None, _) => lost > 0,
            (Some(_), Some(n)) => n != lost,
            (Some(_), None) => true,
        };
        if wrong {
            let says = match (remark, said) {
                (None, _) => "no remark".to_owned(),
                (Some(_), Some(n)) => format!("a remark counting {n}"),
                (Some(_), None) => "a remark without its counts".to_owned(),
            };
            out.push(Violation {
                pass: spec.name.to_owned(),
                rule: "count-remarked",
                message: format!("@{name} lost {lost} {what}, and has {says}"),
            });
        }
    }
    out
}

/// `specialize-callees`' `retarget-keeps` (see the module documentation).
fn retargets_keep(before: &Before, m: &Module, out: &mut Vec<Violation>) {
    let violation = |message: String| Violation {
        pass: "specialize-callees".to_owned(),
        rule: "retarget-keeps",
        message,
    };
    let mut names: Vec<&String> = before.calls.keys().collect();
    names.sort();
    for name in names {
        let was = &before.calls[name];
        let Some(now) = m
            .find_function(name)
            .and_then(|f| call_sites(m, &m.functions[f]))
        else {
            continue;
        };
        let counts = |v: &[Vec<CallSite>]| v.iter().map(Vec::len).collect::<Vec<_>>();
        if counts(was) != counts(&now) {
            out.push(violation(format!(
                "@{name}'s calls per block were {:?} and are {:?}",
                counts(was),
                counts(&now)
            )));
            continue;
        }
        for (b, a) in was.iter().flatten().zip(now.iter().flatten()) {
            if a == b {
                continue;
            }
            let old = b.callee.as_deref().unwrap_or("(indirect)");
            let renamed = match (&b.callee, &a.callee) {
                (Some(o), Some(n)) => n
                    .strip_prefix(o.as_str())
                    .is_some_and(|rest| rest.starts_with('.')),
                _ => false,
            };
            let mut wrong = Vec::new();
            if !renamed {
                wrong.push(format!(
                    "calls @{} instead of a clone of @{old}",
                    a.callee.as_deref().unwrap_or("(indirect)")
                ));
            }
            if a.attrs != b.attrs {
                wrong.push(format!("attributes {} were {}", a.attrs, b.attrs));
            }
            if a.name != b.name {
                wrong.push(format!("is named {:?}, was {:?}", a.name, b.name));
            }
            // A generic argument cast from the space it is narrowed to is passed as that
            // cast's source, not cast back.
            if let Some(k) = a.round_trips.iter().find(|k| !b.round_trips.contains(k)) {
                wrong.push(format!(
                    "argument {k} is cast back to the space it was cast from"
                ));
            }
            if !wrong.is_empty() {
                out.push(violation(format!(
                    "a call of @{old} in @{name} retargeted: {}",
                    wrong.join("; ")
                )));
            }
        }
    }
}

/// The postconditions of `spec` that compare `m`, the module it left with `remarks`, with
/// the module it was given (`before`): the inliners' `allocas-hoisted`, `specialize-callees`'
/// `retarget-keeps`.
pub fn check_against(
    spec: &PassSpec,
    before: &Before,
    m: &Module,
    remarks: &[Remark],
) -> Vec<Violation> {
    if spec.name == "specialize-callees" {
        let mut out = Vec::new();
        retargets_keep(before, m, &mut out);
        return out;
    }
    if matches!(spec.name, "dce" | "simplify-cfg") {
        return counts_remarked(spec, before, m, remarks);
    }
    let mut want: std::collections::BTreeMap<&str, (usize, Vec<&str>)> = Default::default();
    for r in remarks.iter().filter(|r| r.decision == "inlined") {
        let callee = r.value("callee").unwrap_or("").trim_start_matches('@');
        let (Some(&own), Some(&moved)) = (
            before.entry_allocas.get(r.function.as_str()),
            before.entry_allocas.get(callee),
        ) else {
            continue;
        };
        let e = want.entry(r.function.as_str()).or_insert((own, Vec::new()));
        e.0 += moved;
        if moved > 0 {
            e.1.push(callee);
        }
    }
    let mut out = Vec::new();
    for (caller, (least, from)) in want {
        // A caller inlined and deleted in turn has no entry block left to check.
        let Some(have) = m
            .find_function(caller)
            .and_then(|f| entry_static_allocas(&m.functions[f]))
        else {
            continue;
        };
        if have < least {
            out.push(Violation {
                pass: spec.name.to_owned(),
                rule: "allocas-hoisted",
                message: format!(
                    "@{caller}'s entry block holds {have} static allocas, fewer than its own \
                     and its inlined callees' ({least}; from {})",
                    from.iter()
                        .map(|c| format!("@{c}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            });
        }
    }
    stack_restored(spec, before, m, remarks, &mut out);
    out
}

/// The inliners' `stack-restored`: a call inlined of a callee with a dynamic alloca (as the
/// pass was given it, or inlined into it earlier in the pass) leaves its caller calling `llvm.stacksave` and, when the callee returns,
/// `llvm.stackrestore` (seam's inlining utility brackets the clone so that a dynamic alloca
/// inlined into a loop does not grow the caller's stack each time round, as LLVM's does).
fn stack_restored(
    spec: &PassSpec,
    before: &Before,
    m: &Module,
    remarks: &[Remark],
    out: &mut Vec<Violation>,
) {
    // A caller a dynamic alloca was inlined into has one from then on (the remarks come in
    // the order the calls were inlined).
    let mut dynamic: std::collections::HashMap<&str, (bool, bool)> = before
        .dynamic
        .iter()
        .map(|(f, &d)| (f.as_str(), d))
        .collect();
    let mut want: std::collections::BTreeMap<&str, (bool, &str)> = Default::default();
    for r in remarks.iter().filter(|r| r.decision == "inlined") {
        let callee = r.value("callee").unwrap_or("").trim_start_matches('@');
        if let Some(&(true, returns)) = dynamic.get(callee) {
            let caller = r.function.as_str();
            let e = want.entry(caller).or_insert((false, callee));
            e.0 |= returns;
            if let Some(d) = dynamic.get_mut(caller) {
                d.0 = true;
            }
        }
    }
    for (caller, (restore, callee)) in want {
        // A caller inlined and deleted in turn has nothing left to check.
        let Some(f) = m.find_function(caller) else {
            continue;
        };
        let (saves, restores) = stack_calls(m, &m.functions[f]);
        if saves == 0 || (restore && restores == 0) {
            out.push(Violation {
                pass: spec.name.to_owned(),
                rule: "stack-restored",
                message: format!(
                    "@{callee}, which has a dynamic alloca, was inlined into @{caller}, which \
                     calls llvm.stacksave {saves} times and llvm.stackrestore {restores} times"
                ),
            });
        }
    }
}

/// What a clone of `specialize-callees` is (its contract, step 4): for each `clone` remark,
/// the clone it names exists, is internal, is marked specialized (`"seam-specialized"`) and
/// `inlinehint`, takes as many parameters as its original, and is named after it
/// (`original.space[.space...]`, and `.N` when that name was taken).
fn clones(m: &Module, remarks: &[Remark], out: &mut Vec<Violation>) {
    for r in remarks.iter().filter(|r| r.decision == "clone") {
        let name = r.value("clone").unwrap_or("").trim_start_matches('@');
        let violation = |message: String| Violation {
            pass: "specialize-callees".to_owned(),
            rule: "clone-made",
            message,
        };
        let (Some(c), Some(o)) = (m.find_function(name), m.find_function(&r.function)) else {
            out.push(violation(format!(
                "the clone @{name} of @{} is not in the module",
                r.function
            )));
            continue;
        };
        let (clone, orig) = (&m.functions[c], &m.functions[o]);
        let mut wrong = Vec::new();
        if !matches!(clone.linkage, seam::ir::Linkage::Internal) {
            wrong.push("is not internal");
        }
        if !m.attrs.has_string(clone.attrs, "seam-specialized") {
            wrong.push("is not marked \"seam-specialized\"");
        }
        if !m.has_fn_attr(c, AttrFlag::InlineHint) {
            wrong.push("has no inlinehint");
        }
        if clone.params.len() != orig.params.len() {
            wrong.push("takes another number of parameters");
        }
        if !name
            .strip_prefix(r.function.as_str())
            .is_some_and(|rest| rest.starts_with('.'))
        {
            wrong.push("is not named after its original");
        }
        if !wrong.is_empty() {
            out.push(violation(format!(
                "the clone @{name} of @{} {}",
                r.function,
                wrong.join(", ")
            )));
        }
    }
}

/// The cost of one instruction in the `nvidia` model's units (seed 003: the budget of 20,000
/// is 89 times LLVM's 225, about 4,000 instructions).
const INSTR_COST: u64 = 5;

/// `inline<model=nvidia>`'s per-caller budget, checked decision by decision from its remarks.
fn nvidia_budget(spec: &PassSpec, m: &Module, remarks: &[Remark], out: &mut Vec<Violation>) {
    let option = |k: &str| {
        spec.options
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    };
    if option("model") != Some("nvidia") || option("nv-inline-all") == Some("true") {
        return;
    }
    let Some(initial) = option("inline-budget").map_or(Some(20_000), |v| v.parse::<i64>().ok())
    else {
        return;
    };
    let violation = |rule, message| Violation {
        pass: spec.name.to_owned(),
        rule,
        message,
    };
    fn value<'r>(r: &'r Remark, k: &str) -> Option<&'r str> {
        r.values
            .iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    }
    let mut left: std::collections::HashMap<&str, i64> = Default::default();
    let mut deleted: std::collections::HashMap<&str, u64> = Default::default();
    let mut costs: Vec<(&str, String, u64)> = Vec::new();
    for r in remarks.iter().filter(|r| r.pass == "inline") {
        if r.decision == "deleted" {
            if let Some(n) = value(r, "insts").and_then(|v| v.parse().ok()) {
                deleted.insert(&r.function, n);
            }
            continue;
        }
        let (Some(cost), Some(budget)) = (
            value(r, "cost").and_then(|v| v.parse::<i64>().ok()),
            value(r, "budget").and_then(|v| v.parse::<i64>().ok()),
        ) else {
            continue;
        };
        let caller = r.function.as_str();
        let callee = value(r, "callee").unwrap_or("").trim_start_matches('@');
        let want = *left.get(caller).unwrap_or(&initial);
        if budget != want {
            out.push(violation(
                "budget-left",
                format!(
                    "@{caller}'s call of @{callee} is judged against a budget of {budget}; \
                     {want} is left"
                ),
            ));
            return;
        }
        let fits = cost <= budget;
        let rule_broken = match (r.decision.as_str(), r.reason.as_str()) {
            ("inlined", "budget") => {
                left.insert(caller, budget - cost);
                !fits
            }
            ("not-inlined", "budget") => fits,
            // Refused by the module's total: it passed the caller's budget.
            ("not-inlined", "total-budget") => !fits,
            _ => false,
        };
        if rule_broken {
            out.push(violation(
                "budget-fit",
                format!(
                    "@{caller}: {} ({}) of @{callee} with cost {cost} against a budget of \
                     {budget}",
                    r.decision, r.reason
                ),
            ));
            return;
        }
        if let Ok(c) = u64::try_from(cost) {
            costs.push((caller, callee.to_owned(), c));
        }
    }
    nvidia_total(spec, remarks, out);
    // Bottom-up, a callee's body is final when its callers are visited: its size now, or the
    // size its deletion remark gave.
    for (caller, callee, cost) in costs {
        let size = m
            .find_function(&callee)
            .and_then(|g| m.functions[g].body.as_ref())
            .map(|b| b.inst_count() as u64)
            .or_else(|| deleted.get(callee.as_str()).copied());
        if let Some(size) = size
            && cost != INSTR_COST * size
        {
            out.push(violation(
                "cost",
                format!(
                    "@{caller}'s call of @{callee} costs {cost}; the callee has {size} \
                     instructions ({} units)",
                    INSTR_COST * size
                ),
            ));
            return;
        }
    }
}

/// `inline<model=nvidia>`'s module-wide budget (`inline-total-budget`), step by step: it
/// starts at the module's size in cost units (`module`, the default: the summary's
/// `insts-before` × 5), at `N`, or is absent (`-1`: no remark carries `total-left`); every
/// inlined call takes its growth (`growth=` instructions × 5) and every deleted callee gives
/// its size back (`insts=` × 5); each decision is judged against what is left then; a refusal
/// `total-budget` is right exactly when the cost exceeds it, and an inline by the budget whose
/// cost exceeds it must delete its callee (which grows nothing).
fn nvidia_total(spec: &PassSpec, remarks: &[Remark], out: &mut Vec<Violation>) {
    let option = spec
        .options
        .iter()
        .rev()
        .find(|(n, _)| n == "inline-total-budget")
        .map(|(_, v)| v.as_str());
    let ours: Vec<&Remark> = remarks.iter().filter(|r| r.pass == "inline").collect();
    let value = |r: &Remark, k: &str| -> Option<i64> {
        r.values
            .iter()
            .find(|(n, _)| n == k)
            .and_then(|(_, v)| v.parse().ok())
    };
    let initial: Option<i64> = match option {
        None | Some("module") => {
            let Some(before) = ours
                .iter()
                .find(|r| r.decision == "summary")
                .and_then(|r| value(r, "insts-before"))
            else {
                return;
            };
            Some(before * INSTR_COST as i64)
        }
        Some(v) => match v.parse::<i64>() {
            Ok(-1) => None,
            Ok(n) => Some(n),
            Err(_) => return,
        },
    };
    let violation = |rule, message| Violation {
        pass: spec.name.to_owned(),
        rule,
        message,
    };
    let mut left = initial;
    for (k, r) in ours.iter().enumerate() {
        if r.decision == "deleted" {
            if let (Some(t), Some(n)) = (left.as_mut(), value(r, "insts")) {
                *t += n * INSTR_COST as i64;
            }
            continue;
        }
        let said = value(r, "total-left");
        let callee = r
            .values
            .iter()
            .find(|(n, _)| n == "callee")
            .map_or("", |(_, v)| v.as_str());
        match (left, said) {
            (None, Some(t)) => {
                out.push(violation(
                    "total-budget-left",
                    format!(
                        "@{}'s call of {callee} is judged against a module budget of {t}; the module budget is unlimited",
                        r.function
                    ),
                ));
                return;
            }
            (Some(want), Some(t)) if t != want => {
                out.push(violation(
                    "total-budget-left",
                    format!(
                        "@{}'s call of {callee} is judged against a module budget of {t}; {want} is left",
                        r.function
                    ),
                ));
                return;
            }
            (Some(_), None) if value(r, "budget").is_some() => {
                out.push(violation(
                    "total-budget-left",
                    format!(
                        "@{}'s call of {callee} gives no module budget; one is set",
                        r.function
                    ),
                ));
                return;
            }
            _ => {}
        }
        if let (Some(t), Some(cost)) = (left, value(r, "cost")) {
            let deletes_callee = ours[k + 1..]
                .iter()
                .take_while(|x| x.decision == "deleted")
                .any(|x| format!("@{}", x.function) == callee);
            let wrong = match (r.decision.as_str(), r.reason.as_str()) {
                ("not-inlined", "total-budget") => cost <= t,
                ("inlined", "budget") => cost > t && !deletes_callee,
                _ => false,
            };
            if wrong {
                out.push(violation(
                    "total-budget-fit",
                    format!(
                        "@{}: {} ({}) of {callee} with cost {cost} against a module budget of {t}",
                        r.function, r.decision, r.reason
                    ),
                ));
                return;
            }
        }
        if r.decision == "inlined"
            && let (Some(t), Some(g)) = (left.as_mut(), value(r, "growth"))
        {
            *t -= g * INSTR_COST as i64;
        }
    }
}

/// The instructions `instsimplify` must have folded that are still there (`@function: %name`):
/// every operand a literal integer or `float`/`double` constant, in a function that is not
/// `optnone` (LLVM skips those), and not one of the cases LLVM's folding leaves, makes
/// undefined or seam deliberately keeps (see the table above).
/// Whether float operator `op` on literals `a` and `b` (bits and type, `float` or `double`)
/// makes a NaN (`0 * inf`, `inf - inf`, `0 / 0`, `x % 0`, ...).
fn nan_result(
    op: seam::ir::BinaryOp,
    (x, t): (u64, seam::ir::TypeId),
    (y, _): (u64, seam::ir::TypeId),
) -> bool {
    use seam::ir::{BinaryOp, TypeId};
    let (x, y) = if t == TypeId::FLOAT {
        (
            f64::from(f32::from_bits(x as u32)),
            f64::from(f32::from_bits(y as u32)),
        )
    } else {
        (f64::from_bits(x), f64::from_bits(y))
    };
    // Exact in `double` for `float` operands, so the NaN cases are the same.
    let r = match op {
        BinaryOp::FAdd => x + y,
        BinaryOp::FSub => x - y,
        BinaryOp::FMul => x * y,
        BinaryOp::FDiv => x / y,
        BinaryOp::FRem => x % y,
        _ => return false,
    };
    r.is_nan()
}

fn unfolded_constants(m: &Module) -> Vec<String> {
    use seam::ir::{BinaryOp, CastOp, ConstData, FloatKind, TypeId, Value};
    let scalar =
        |t: TypeId| m.types.int_bits(t).is_some() || t == TypeId::FLOAT || t == TypeId::DOUBLE;
    // A literal scalar constant: its bits and type.
    let literal = |v: &Value| -> Option<(u64, TypeId)> {
        let Value::Const(c) = v else { return None };
        let bits = match m.consts.get(*c) {
            ConstData::Float { bits, .. } => *bits,
            ConstData::Int { .. } => m.consts.as_int(*c)?,
            _ => return None,
        };
        let t = m.consts.ty(*c);
        scalar(t).then_some((bits, t))
    };
    let nan = |(bits, t): (u64, TypeId)| FloatKind::of(&m.types, t).is_some_and(|k| k.is_nan(bits));
    let mut out = Vec::new();
    for (f, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        if m.has_fn_attr(f, AttrFlag::OptNone) {
            continue;
        }
        for (_, i) in body.inst_order() {
            let inst = &body.insts[i];
            let must = match &inst.data {
                InstData::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                } => match (literal(lhs), literal(rhs)) {
                    (Some((x, t)), Some((y, _))) if m.types.int_bits(t).is_some() => {
                        let w = m.types.int_bits(t).unwrap_or(64);
                        let min = 1u64 << (w - 1);
                        let all = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
                        match op {
                            BinaryOp::UDiv | BinaryOp::URem => y != 0,
                            BinaryOp::SDiv | BinaryOp::SRem => y != 0 && !(x == min && y == all),
                            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => y < u64::from(w),
                            _ => !op.is_float(),
                        }
                    }
                    // A NaN operand or result: seam leaves it for the run to make.
                    (Some(a), Some(b)) => {
                        op.is_float() && *flags == 0 && !nan(a) && !nan(b) && !nan_result(*op, a, b)
                    }
                    _ => false,
                },
                InstData::ICmp { lhs, rhs, .. } => literal(lhs).is_some() && literal(rhs).is_some(),
                InstData::FCmp { fmf, lhs, rhs, .. } => {
                    fmf.is_empty() && literal(lhs).is_some() && literal(rhs).is_some()
                }
                InstData::FNeg { fmf, arg } => fmf.is_empty() && literal(arg).is_some(),
                InstData::Cast { op, arg, .. } => match (op, literal(arg)) {
                    (CastOp::FPExt | CastOp::FPTrunc, Some(a)) => !nan(a) && scalar(inst.ty),
                    (CastOp::FPToSI | CastOp::FPToUI, Some(a)) => !nan(a) && scalar(inst.ty),
                    (
                        CastOp::Trunc
                        | CastOp::ZExt
                        | CastOp::SExt
                        | CastOp::SIToFP
                        | CastOp::UIToFP
                        | CastOp::BitCast,
                        Some(_),
                    ) => scalar(inst.ty),
                    _ => false,
                },
                InstData::Select { cond, .. } => literal(cond).is_some(),
                _ => false,
            };
            if must {
                let name = inst
                    .name
                    .as_deref()
                    .map_or_else(|| "an unnamed one".to_owned(), |n| format!("%{n}"));
                out.push(format!("@{}: {name}", func.name));
            }
        }
    }
    out
}

/// Every call of every defined function: (caller, the direct callee or `None` for an indirect
/// call). Inline assembly is no call.
fn calls(m: &Module) -> impl Iterator<Item = (FuncId, Option<FuncId>)> + '_ {
    m.functions.iter().flat_map(move |(f, func)| {
        func.body.iter().flat_map(move |body| {
            body.inst_order()
                .filter_map(move |(_, i)| match &body.insts[i].data {
                    // Inline assembly calls no function (nor through a pointer).
                    InstData::Call(c) if !m.calls_inline_asm(c) => Some((f, m.direct_callee(c))),
                    _ => None,
                })
        })
    })
}

/// The entry point as `inline-all` and `remove-non-entrypoints` name it: `entry=NAME`, or the
/// module's only kernel; `None` when neither names a defined function.
fn entry_point(spec: &PassSpec, m: &Module) -> Option<FuncId> {
    let named = spec
        .options
        .iter()
        .rev()
        .find(|(k, _)| k == "entry")
        .map(|(_, v)| v.trim_start_matches('@'));
    let f = match named {
        Some(n) => m.find_function(n)?,
        None => {
            let mut kernels = m
                .functions
                .iter()
                .filter(|&(id, f)| f.body.is_some() && m.is_kernel(id))
                .map(|(id, _)| id);
            let k = kernels.next()?;
            if kernels.next().is_some() {
                return None;
            }
            k
        }
    };
    m.functions[f].body.is_some().then_some(f)
}

/// A block's label for a message: `%name`, or its place in the layout.
fn block_label(body: &seam::ir::Body, b: seam::ir::Block) -> String {
    match &body.blocks[b].name {
        Some(n) => format!("%{n}"),
        None => format!(
            "block #{}",
            body.layout.iter().position(|&x| x == b).unwrap_or(0)
        ),
    }
}

/// `simplify-cfg` repeats its five rules until none applies, so none applies to what it
/// leaves (`cfg-simplified`): in every function, (1) no conditional branch or `switch` on a
/// literal integer, or whose targets are all one block; (2) every block reachable from the
/// entry; (3) no `phi` whose incoming values, itself aside, are all one value; (4) no block
/// (not the entry) whose only predecessor ends with an unconditional branch to it; (5) no
/// block (not the entry) that holds only an unconditional branch to another block that starts
/// without a `phi`. Restated from the pass's rules, not from its code; the first rule broken
/// per function is reported.
fn cfg_simplified(m: &Module, out: &mut Vec<Violation>) {
    for (_, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        if let Some(why) = cfg_rule_left(m, body) {
            out.push(Violation {
                pass: "simplify-cfg".to_owned(),
                rule: "cfg-simplified",
                message: format!("@{}: {why}", func.name),
            });
        }
    }
}

/// The first of `simplify-cfg`'s rules that still applies to `body`, said in words.
fn cfg_rule_left(m: &Module, body: &seam::ir::Body) -> Option<String> {
    use std::collections::{HashMap, HashSet};
    let entry = body.entry()?;
    let succs = |b| {
        let mut s = Vec::new();
        if let Some(t) = body.terminator(b) {
            body.insts[t].data.visit_successors(|x| s.push(x));
        }
        s
    };
    // Predecessor blocks (each once) of every block.
    let mut preds: HashMap<seam::ir::Block, Vec<seam::ir::Block>> = HashMap::new();
    for &b in &body.layout {
        let mut s = succs(b);
        s.sort();
        s.dedup();
        for x in s {
            preds.entry(x).or_default().push(b);
        }
    }
    // Rule 2: reachability from the entry.
    let mut seen = HashSet::from([entry]);
    let mut work = vec![entry];
    while let Some(b) = work.pop() {
        for s in succs(b) {
            if seen.insert(s) {
                work.push(s);
            }
        }
    }
    for &b in &body.layout {
        let label = || block_label(body, b);
        if !seen.contains(&b) {
            return Some(format!("{} is unreachable from the entry", label()));
        }
        let t = body.terminator(b)?;
        // Rule 1.
        let literal = |v: &Value| matches!(v, Value::Const(c) if m.consts.as_int(*c).is_some());
        match &body.insts[t].data {
            InstData::CondBr { cond, .. } | InstData::Switch { cond, .. } if literal(cond) => {
                return Some(format!("{} branches on a constant", label()));
            }
            InstData::CondBr { .. } | InstData::Switch { .. } => {
                let s = succs(b);
                if s.iter().all(|&x| x == s[0]) {
                    return Some(format!(
                        "every target of {}'s branch is {}",
                        label(),
                        block_label(body, s[0])
                    ));
                }
            }
            _ => {}
        }
        // Rule 3.
        for &i in &body.blocks[b].insts {
            let InstData::Phi { incoming, .. } = &body.insts[i].data else {
                break;
            };
            let others: HashSet<Value> = incoming
                .iter()
                .map(|&(v, _)| v)
                .filter(|&v| v != Value::Inst(i))
                .collect();
            if others.len() == 1 {
                return Some(format!(
                    "a phi of {} has one incoming value (itself aside)",
                    label()
                ));
            }
        }
        if b == entry {
            continue;
        }
        // Rule 4.
        if let [p] = preds.get(&b).map_or(&[][..], Vec::as_slice)
            && *p != b
            && body
                .terminator(*p)
                .is_some_and(|pt| matches!(body.insts[pt].data, InstData::Br { dest } if dest == b))
        {
            return Some(format!(
                "{} has one predecessor, {}, which branches only to it",
                label(),
                block_label(body, *p)
            ));
        }
        // Rule 5.
        if let [only] = body.blocks[b].insts[..]
            && let InstData::Br { dest } = body.insts[only].data
            && dest != b
            && body.blocks[dest]
                .insts
                .first()
                .is_none_or(|&i| !matches!(body.insts[i].data, InstData::Phi { .. }))
        {
            return Some(format!(
                "{} holds only a branch to {}, which has no phi",
                label(),
                block_label(body, dest)
            ));
        }
    }
    None
}

/// `dce` deletes every instruction whose result nothing live needs (`dead-removed`): in what
/// it leaves, every instruction is live, where live means a terminator, an instruction with an
/// effect (a store, an atomic, a fence, a volatile or atomic load, a call that is not
/// removable), or an operand of a live one; a call is removable when its attributes or its
/// callee's say it returns (`willreturn`), does not unwind (`nounwind`) and writes no memory
/// (a `memory(...)` without `write`). The rule of the pass's header, restated as a mark and
/// sweep here.
fn dead_removed(m: &Module, out: &mut Vec<Violation>) {
    use std::collections::HashSet;
    for (_, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        let removable_call = |c: &seam::ir::CallData| {
            let mut sets = vec![c.fn_attrs];
            if let Some(g) = m.direct_callee(c).filter(|&g| m.functions.contains(g)) {
                sets.push(m.functions[g].attrs);
            }
            let any = |flag| sets.iter().any(|&s| m.attrs.has(s, flag));
            let reads_only = sets.iter().any(|&s| {
                m.attrs.get(s).iter().any(|a| match a {
                    seam::ir::Attribute::Memory(me) => [me.argmem, me.inaccessiblemem, me.other]
                        .iter()
                        .all(|x| matches!(x, seam::ir::ModRef::NoModRef | seam::ir::ModRef::Ref)),
                    _ => false,
                })
            });
            any(AttrFlag::WillReturn) && any(AttrFlag::NoUnwind) && reads_only
        };
        let mut live = HashSet::new();
        let mut work = Vec::new();
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            let root = match data {
                InstData::Call(c) => !removable_call(c),
                other => other.is_terminator() || other.has_side_effects(),
            };
            if root && live.insert(i) {
                work.push(i);
            }
        }
        while let Some(i) = work.pop() {
            body.insts[i].data.visit_operands(|v| {
                if let Value::Inst(d) = v
                    && live.insert(d)
                {
                    work.push(d);
                }
            });
        }
        let dead: Vec<String> = body
            .inst_order()
            .filter(|(_, i)| !live.contains(i))
            .map(|(_, i)| {
                body.insts[i]
                    .name
                    .as_deref()
                    .map_or_else(|| "an unnamed one".to_owned(), |n| format!("%{n}"))
            })
            .collect();
        if !dead.is_empty() {
            out.push(Violation {
                pass: "dce".to_owned(),
                rule: "dead-removed",
                message: format!(
                    "@{}: {} dead instructions left ({}{})",
                    func.name,
                    dead.len(),
                    dead.iter().take(3).cloned().collect::<Vec<_>>().join(", "),
                    if dead.len() > 3 { ", ..." } else { "" }
                ),
            });
        }
    }
}
