//! `inline<model=nvidia>`, seed 003's NVIDIA inliner ("Inliner Knobs": `inline-budget` 20,000
//! per caller, `inline-total-budget`, `nv-inline-all`), restated step by step as seam's pass
//! documents it (`seam::passes`, `inline`):
//!
//! - **Callers**: the functions LLVM's call graph reaches (visible outside the module,
//!   kernels, named in a global's initializer, and whatever their bodies name), callees
//!   before callers (the order of `seam::analysis::CallGraph`'s components, which the seed
//!   leaves to LLVM; every bottom-up order gives the same per-caller decisions, and only the
//!   module-wide total budget can tell two apart).
//! - **Sites**: a caller's calls in layout order, then the calls each inlined body brings,
//!   appended; calls to intrinsics are no sites.
//! - **Refusals, in order**: indirect (`inline-asm` for inline assembly); recursive (caller
//!   and callee in one component of the original call graph, a callee that calls itself, or
//!   one already inlined along the chain that brought the call); declaration; `noinline` at
//!   the call site; then an `alwaysinline` callee is inlined whatever follows; `noinline`
//!   callee; `optnone` caller; interposable callee (weak, linkonce, common, extern_weak); the
//!   inlining utility's own refusals (another type, variadic, `musttail`).
//! - **Budgets**: `nv-inline-all` inlines every site left. Otherwise the cost is 5 × the
//!   callee's instructions as it is now (its own inlining done); a cost above what the caller
//!   has left is refused (`budget`: the budget can be spent to the last unit); an inline that
//!   grows the module (it does not delete its callee: the only reference to a local,
//!   non-kernel function that no initializer or metadata names) by more than the total left is
//!   refused (`total-budget`). An inline charges its cost to the caller, its actual growth ×
//!   5 to the total; a local callee left without any reference is deleted (and then whatever
//!   only it named), giving its instructions × 5 back to the total.
//!
//! The bodies are copied by `seam::transforms::InlineSession`, the inlining utility (its
//! exactness is the other oracles' business); every decision above is this model's own.
//!
//! Lines: each site's remark as text with its rank among the caller's sites
//! (`@f #3 inlined budget callee=@g cost=40 budget=20000 total-left=900 growth=7`), each
//! deletion (`@g deleted dead insts=8`), and the summary.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};

use seam::analysis::CallGraph;
use seam::ir::{
    AttrFlag, Body, FuncId, GlobalValue, Inst, InstData, Linkage, MdOperand, Module, TailKind,
    Value,
};
use seam::passes::Remark;
use seam::transforms::{InlineError, InlineSession};

const PASS: &str = "inline";
const COST_PER_INST: i64 = 5;

struct Params {
    budget: i64,
    /// `None`: unlimited; `Some(None)`: the module's own size.
    total: Option<Option<i64>>,
    all: bool,
}

/// The options, when they ask for the `nvidia` model.
fn params(options: &[(String, String)]) -> Option<Params> {
    let mut p = Params {
        budget: 20_000,
        total: Some(None),
        all: false,
    };
    let mut nvidia = false;
    for (k, v) in options {
        match k.as_str() {
            "model" => nvidia = v == "nvidia",
            "inline-budget" => p.budget = v.parse().ok()?,
            "inline-total-budget" => {
                p.total = match v.as_str() {
                    "module" => Some(None),
                    "-1" => None,
                    n => Some(Some(n.parse().ok()?)),
                }
            }
            "nv-inline-all" => {
                p.all = match v.as_str() {
                    "true" | "1" => true,
                    "false" | "0" => false,
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
    nvidia.then_some(p)
}

/// Every function the constants among `data`'s operands name, once per naming.
fn named_in(m: &Module, data: &InstData, out: &mut Vec<FuncId>) {
    data.visit_operands(|v| {
        if let Value::Const(c) = v
            && m.consts.is_valid(c)
        {
            m.consts.refers_to(c, &mut |gv| {
                if let GlobalValue::Func(f) = gv {
                    out.push(f);
                }
                false
            });
        }
    });
}

fn named_in_body(m: &Module, body: &Body, out: &mut Vec<FuncId>) {
    for (_, i) in body.inst_order() {
        named_in(m, &body.insts[i].data, out);
    }
}

/// The references to functions from outside the caller being inlined into, counted once
/// per caller: the instructions of every other body name them (`uses`, once per naming), or
/// an initializer or metadata does (`elsewhere`). While one caller is inlined into, no other
/// body changes but by going whole ([`Outside::forget`]), and no initializer or metadata
/// changes, so the counts stay exact without scanning the module at every site.
struct Outside {
    uses: HashMap<FuncId, usize>,
    elsewhere: HashSet<FuncId>,
}

impl Outside {
    /// Counted on `m` while the session holds the caller's body (not in `m`).
    fn new(m: &Module) -> Outside {
        let mut named = Vec::new();
        for func in m.functions.values() {
            if let Some(body) = &func.body {
                named_in_body(m, body, &mut named);
            }
        }
        let mut uses = HashMap::new();
        for f in named {
            *uses.entry(f).or_default() += 1;
        }
        let mut elsewhere = HashSet::new();
        for var in m.globals.values() {
            if let Some(init) = var.init {
                super::named_functions(m, init, &mut elsewhere);
            }
        }
        for node in m.md.values() {
            for op in &node.ops {
                if let MdOperand::Value(c) = op {
                    super::named_functions(m, *c, &mut elsewhere);
                }
            }
        }
        Outside { uses, elsewhere }
    }

    /// A function went: the namings of its body (`named`, [`named_in_body`]) no longer count.
    fn forget(&mut self, named: &[FuncId]) {
        for f in named {
            if let Some(n) = self.uses.get_mut(f) {
                *n -= 1;
            }
        }
    }
}

/// Whether `g` may go once it has `uses` instruction references: a local definition, not a
/// kernel, that no initializer or metadata names, named by instructions (of every body, `held`
/// too: the caller being inlined into) exactly `uses` times.
fn goes_with(m: &Module, outside: &Outside, held: &Body, g: FuncId, uses: usize) -> bool {
    let func = &m.functions[g];
    if func.body.is_none() || !func.linkage.is_local() || m.is_kernel(g) {
        return false;
    }
    let out = outside.uses.get(&g).copied().unwrap_or(0);
    if out > uses || outside.elsewhere.contains(&g) {
        return false;
    }
    let mut named = Vec::new();
    named_in_body(m, held, &mut named);
    out + named.iter().filter(|&&f| f == g).count() == uses
}

/// The functions LLVM's call graph visits as callers.
fn callers(m: &Module) -> HashSet<FuncId> {
    let mut work: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|&(f, func)| !func.linkage.is_local() || m.is_kernel(f))
        .map(|(f, _)| f)
        .collect();
    let mut found = Vec::new();
    for var in m.globals.values() {
        if let Some(init) = var.init {
            super::named_globals(m, init, &mut found);
        }
    }
    work.extend(found.into_iter().filter_map(|gv| match gv {
        GlobalValue::Func(f) => Some(f),
        GlobalValue::Var(_) => None,
    }));
    let mut seen = HashSet::new();
    while let Some(f) = work.pop() {
        if !m.functions.contains(f) || !seen.insert(f) {
            continue;
        }
        if let Some(body) = &m.functions[f].body {
            named_in_body(m, body, &mut work);
        }
    }
    seen
}

/// Per defined function, the functions its calls name directly (the original call graph).
fn call_edges(m: &Module) -> HashMap<FuncId, Vec<FuncId>> {
    let mut edges = HashMap::new();
    for (f, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        let mut out = Vec::new();
        for (_, i) in body.inst_order() {
            if let InstData::Call(c) = &body.insts[i].data
                && let Some(g) = m.direct_callee(c)
            {
                out.push(g);
            }
        }
        edges.insert(f, out);
    }
    edges
}

/// Whether `to` is reached from `from` by one call or more.
fn reaches(edges: &HashMap<FuncId, Vec<FuncId>>, from: FuncId, to: FuncId) -> bool {
    let mut seen = HashSet::new();
    let mut work: Vec<FuncId> = edges.get(&from).cloned().unwrap_or_default();
    while let Some(f) = work.pop() {
        if f == to {
            return true;
        }
        if seen.insert(f) {
            work.extend(edges.get(&f).into_iter().flatten().copied());
        }
    }
    false
}

fn is_intrinsic_call(m: &Module, data: &InstData) -> bool {
    matches!(data, InstData::Call(c)
        if m.direct_callee(c).is_some_and(|g| m.functions[g].is_intrinsic()))
}

/// Why the transform refused an inlining the model's rules allowed.
fn error_text(e: &InlineError) -> &'static str {
    match e {
        InlineError::NotInLayout { .. } => "not-in-layout",
        InlineError::NotACall { .. } => "not-a-call",
        InlineError::Indirect => "indirect",
        InlineError::Declaration { .. } => "declaration",
        InlineError::TypeMismatch { .. } => "type-mismatch",
        InlineError::Vararg { .. } => "vararg",
        InlineError::MustTail => "musttail",
    }
}

/// Why a call cannot be inlined at all, restated from the IR as `inline_call`'s contract says
/// (not through `seam::transforms::inlinable_callee`, which the passes use: a mistake there
/// would be the model's too): a call in the body's layout, of a function named directly,
/// with a body (a session holds the caller's own), through the callee's own type and calling
/// convention, not variadic, not `musttail`.
fn refusal(m: &Module, caller: FuncId, body: &Body, call: Inst) -> Option<&'static str> {
    if !body.insts.is_valid(call) {
        return Some("not-in-layout");
    }
    let InstData::Call(c) = &body.insts[call].data else {
        return Some("not-a-call");
    };
    let Some(g) = m.called_function(c).filter(|&g| m.functions.contains(g)) else {
        return Some("indirect");
    };
    let callee = &m.functions[g];
    let has_body = match &callee.body {
        Some(b) => !b.layout.is_empty(),
        None => g == caller,
    };
    if !has_body {
        Some("declaration")
    } else if c.fn_ty != callee.ty || c.cc != callee.cc {
        Some("type-mismatch")
    } else if callee.is_vararg(&m.types) {
        Some("vararg")
    } else if c.tail == TailKind::MustTail {
        Some("musttail")
    } else {
        None
    }
}

/// A remark as a line, with the site's rank among its caller's sites.
fn line(function: &str, rank: Option<usize>, r: &Remark) -> String {
    let rank = rank.map(|k| format!("#{k}"));
    super::remark_line(function, rank.as_deref(), r, &[])
}

/// What `inline` with `options` decides on `m`; `None` unless the options ask for the
/// `nvidia` model.
pub fn inline(m: &Module, options: &[(String, String)]) -> Option<BTreeSet<String>> {
    let p = params(options)?;
    let mut w = m.clone();
    let before = w.inst_count();
    let mut total_left = p.total.map(|t| t.unwrap_or(before as i64 * COST_PER_INST));
    let edges = call_edges(m);
    let calls_itself = |g: FuncId| edges.get(&g).is_some_and(|e| e.contains(&g));
    let one_component =
        |f: FuncId, g: FuncId| f == g || (reaches(&edges, f, g) && reaches(&edges, g, f));
    let visited = callers(m);
    let order: Vec<FuncId> = CallGraph::new(m).sccs.concat();
    let mut out = BTreeSet::new();
    let (mut sites, mut inlined, mut deleted) = (0usize, 0usize, 0usize);
    for f in order {
        if !visited.contains(&f) || w.functions.get(f).is_none_or(|func| func.body.is_none()) {
            continue;
        }
        let name = w.functions[f].name.clone();
        let first: Vec<_> = {
            let body = w.functions[f].body.as_ref().expect("checked");
            body.inst_order()
                .map(|(_, i)| i)
                .filter(|&i| {
                    matches!(body.insts[i].data, InstData::Call(_))
                        && !is_intrinsic_call(&w, &body.insts[i].data)
                })
                .collect()
        };
        if first.is_empty() {
            continue;
        }
        let optnone = w.has_fn_attr(f, AttrFlag::OptNone);
        let mut left = p.budget;
        let mut rank = 0;
        let mut session = InlineSession::new(&mut w, f);
        let mut outside = Outside::new(session.module());
        let mut work: VecDeque<(_, Vec<FuncId>)> = first.into_iter().map(|i| (i, vec![])).collect();
        while let Some((call, chain)) = work.pop_front() {
            let data = session.body().insts[call].data.clone();
            let InstData::Call(c) = &data else { continue };
            let m = session.module();
            if is_intrinsic_call(m, &data) {
                continue;
            }
            sites += 1;
            rank += 1;
            let not = |why: &str| Remark::new(PASS, &name, "not-inlined", why);
            let Some(g) = m.direct_callee(c) else {
                let why = if m.calls_inline_asm(c) {
                    "inline-asm"
                } else {
                    "indirect"
                };
                out.insert(line(&name, Some(rank), &not(why)));
                continue;
            };
            let gname = format!("@{}", m.functions[g].name);
            let callee = &m.functions[g];
            let always = m.has_fn_attr(g, AttrFlag::AlwaysInline);
            let refused = if one_component(f, g) || calls_itself(g) || chain.contains(&g) {
                Some("recursive")
            } else if callee.body.is_none() {
                Some("declaration")
            } else if m.attrs.has(c.fn_attrs, AttrFlag::NoInline) {
                Some("noinline-call-site")
            } else if always {
                None
            } else if m.has_fn_attr(g, AttrFlag::NoInline) {
                Some("noinline")
            } else if optnone {
                Some("optnone-caller")
            } else if matches!(
                callee.linkage,
                Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
            ) {
                Some("interposable")
            } else {
                refusal(m, f, session.body(), call)
            };
            if let Some(why) = refused {
                out.insert(line(&name, Some(rank), &not(why).with("callee", &gname)));
                continue;
            }
            let yes = |why: &str| Remark::new(PASS, &name, "inlined", why).with("callee", &gname);
            let (remark, charge) = if always {
                (yes("always-inline"), 0)
            } else if p.all {
                (yes("nv-inline-all"), 0)
            } else {
                let cost =
                    callee.body.as_ref().map_or(0, |b| b.inst_count()) as i64 * COST_PER_INST;
                let deletes = goes_with(m, &outside, session.body(), g, 1);
                let growth = if deletes { 0 } else { cost };
                let costs = |r: Remark| {
                    let r = r.with("cost", cost).with("budget", left);
                    match total_left {
                        Some(t) => r.with("total-left", t),
                        None => r,
                    }
                };
                if cost > left {
                    out.insert(line(
                        &name,
                        Some(rank),
                        &costs(not("budget").with("callee", &gname)),
                    ));
                    continue;
                }
                if growth > 0 && total_left.is_some_and(|t| growth > t) {
                    out.insert(line(
                        &name,
                        Some(rank),
                        &costs(not("total-budget").with("callee", &gname)),
                    ));
                    continue;
                }
                (costs(yes("budget")), cost)
            };
            // The growth the total budget is charged: the caller's instructions after the
            // inline minus before (its blocks' and the allocas waiting to be hoisted), counted
            // here rather than taken from the utility's report.
            let size = |s: &InlineSession<'_>| (s.body().inst_count() + s.hoisted()) as i64;
            let before = size(&session);
            match session.inline(call) {
                Err(e) => {
                    // The rules say inline; the transform refused: the model's line says
                    // what the rules decided (which the pass, refused the same way, cannot
                    // have said) and why the transform would not.
                    out.insert(line(
                        &name,
                        Some(rank),
                        &remark.with("transform-refused", error_text(&e)),
                    ));
                }
                Ok(info) => {
                    inlined += 1;
                    left -= charge;
                    let growth = size(&session) - before;
                    if let Some(t) = total_left.as_mut() {
                        *t -= growth * COST_PER_INST;
                    }
                    out.insert(line(&name, Some(rank), &remark.with("growth", growth)));
                    let mut chain = chain.clone();
                    chain.push(g);
                    for &(nc, _) in &info.new_calls {
                        work.push_back((nc, chain.clone()));
                    }
                    // A callee left without references goes, then whatever only it named.
                    let mut dead = vec![g];
                    while let Some(h) = dead.pop() {
                        let m = session.module();
                        if h == f
                            || m.functions.get(h).is_none()
                            || !goes_with(m, &outside, session.body(), h, 0)
                        {
                            continue;
                        }
                        let func = session
                            .module_mut()
                            .remove_function(h)
                            .expect("checked above");
                        let body = func.body.as_ref().expect("goes_with: a body");
                        let insts = body.inst_count();
                        let mut named = Vec::new();
                        named_in_body(session.module(), body, &mut named);
                        outside.forget(&named);
                        dead.extend(named);
                        deleted += 1;
                        if let Some(t) = total_left.as_mut() {
                            *t += insts as i64 * COST_PER_INST;
                        }
                        let r =
                            Remark::new(PASS, &func.name, "deleted", "dead").with("insts", insts);
                        out.insert(line(&func.name, None, &r));
                    }
                }
            }
        }
        session.finish();
    }
    let summary = Remark::new(PASS, "", "summary", "nvidia")
        .with("call-sites", sites)
        .with("inlined", inlined)
        .with("deleted", deleted)
        .with("insts-before", before)
        .with("insts-after", w.inst_count());
    out.insert(line("", None, &summary));
    Some(out)
}

/// The decisions of `inline`'s remarks as lines.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    let mut rank: HashMap<&str, usize> = HashMap::new();
    let mut out = BTreeSet::new();
    for r in remarks.iter().filter(|r| r.pass == PASS) {
        match r.decision.as_str() {
            "inlined" | "not-inlined" => {
                let k = rank.entry(r.function.as_str()).or_default();
                *k += 1;
                out.insert(line(&r.function, Some(*k), r));
            }
            _ => {
                out.insert(line(&r.function, None, r));
            }
        }
    }
    out
}
