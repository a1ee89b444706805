//! Seed 004's single-entry steps, restated: `inline-all` (Mesa's `nir_inline_functions`:
//! every call the entry point reaches is inlined, top-down, each callee from its original
//! body) and `remove-non-entrypoints` (step 5: every function but the entry point goes).
//!
//! `inline-all` on an entry point that reaches no recursion, no indirect call and no call the
//! inliner refuses (another function type, a variadic callee, `musttail`): every path of
//! direct calls from the entry point to a defined function is one inlining, so callee `g` is
//! inlined as many times as there are such paths to it. Lines: `@E inlined @g N` per callee,
//! `@E summary inlined=T`.
//!
//! `remove-non-entrypoints` on an entry point that names no other defined function (directly,
//! or through the initializers of the globals it uses): every other function it does not use
//! is deleted (`@f deleted function`, or `declaration` without a body); then, to a fixed
//! point, every global it does not use whose initializer names something deleted
//! (`@g deleted global`).

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use seam::ir::{ConstData, FuncId, GlobalValue, InstData, Module, TailKind, Value};
use seam::passes::Remark;

/// The entry point the options name (the last `entry`, with or without its `@`; other
/// options are not about it), or else the module's only defined kernel; why there is none.
fn entry(m: &Module, options: &[(String, String)]) -> Result<FuncId, String> {
    if let Some((_, v)) = options.iter().rev().find(|(k, _)| k == "entry") {
        let name = v.strip_prefix('@').unwrap_or(v);
        return match m.find_function(name) {
            Some(f) if m.functions[f].body.is_some() => Ok(f),
            Some(_) => Err(format!("@{name} is a declaration")),
            None => Err(format!("no function @{name}")),
        };
    }
    let kernels: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(f, func)| func.body.is_some() && m.is_kernel(*f))
        .map(|(f, _)| f)
        .collect();
    match kernels.as_slice() {
        [k] => Ok(*k),
        ks => Err(format!("{} defined kernels and no entry=", ks.len())),
    }
}

/// The defined functions `f` calls directly, one entry per call; `None` when `f` has a call
/// `inline-all` refuses (indirect, another function type, variadic callee, `musttail`).
fn direct_calls(m: &Module, f: FuncId) -> Option<Vec<FuncId>> {
    let mut out = Vec::new();
    let body = m.functions[f].body.as_ref()?;
    for (_, i) in body.inst_order() {
        let InstData::Call(call) = &body.insts[i].data else {
            continue;
        };
        let callee = match call.callee {
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Global {
                    gv: GlobalValue::Func(g),
                    ..
                } => *g,
                // Inline assembly calls no function: it stays a call.
                ConstData::InlineAsm(_) => continue,
                _ => return None,
            },
            _ => return None,
        };
        let g = &m.functions[callee];
        if g.body.is_none() {
            continue; // intrinsics and external functions stay calls
        }
        if call.fn_ty != g.ty || g.is_vararg(&m.types) || call.tail == TailKind::MustTail {
            return None;
        }
        out.push(callee);
    }
    Some(out)
}

/// What `inline-all` decides on `m` for its entry point; `None` where it refuses.
pub fn inline_all(m: &Module, options: &[(String, String)]) -> Option<BTreeSet<String>> {
    inline_all_or_refusal(m, options).ok()
}

/// What `inline-all` decides on `m` for its entry point, or why it refuses.
pub(super) fn inline_all_or_refusal(
    m: &Module,
    options: &[(String, String)],
) -> Result<BTreeSet<String>, String> {
    let e = entry(m, options)?;
    let refused = |f: FuncId| format!("@{} has a call it cannot inline", m.functions[f].name);
    // The reachable functions, with their calls; a cycle is refused.
    let mut calls: HashMap<FuncId, Vec<FuncId>> = HashMap::new();
    let mut order: Vec<FuncId> = Vec::new(); // post order
    let mut state: HashMap<FuncId, bool> = HashMap::new(); // false: on the path, true: done
    let mut stack: Vec<(FuncId, usize)> = vec![(e, 0)];
    state.insert(e, false);
    calls.insert(e, direct_calls(m, e).ok_or_else(|| refused(e))?);
    while let Some(&mut (f, ref mut next)) = stack.last_mut() {
        let cs = &calls[&f];
        if let Some(&g) = cs.get(*next) {
            *next += 1;
            match state.get(&g) {
                Some(false) => {
                    return Err(format!("recursion through @{}", m.functions[g].name));
                }
                Some(true) => {}
                None => {
                    state.insert(g, false);
                    calls.insert(g, direct_calls(m, g).ok_or_else(|| refused(g))?);
                    stack.push((g, 0));
                }
            }
        } else {
            state.insert(f, true);
            order.push(f);
            stack.pop();
        }
    }
    // Paths from the entry point: in reverse post order, each function passes its count to
    // its callees, once per call.
    let mut paths: HashMap<FuncId, u64> = HashMap::new();
    paths.insert(e, 1);
    let mut inlined: BTreeMap<String, u64> = BTreeMap::new();
    for &f in order.iter().rev() {
        let n = paths.get(&f).copied().unwrap_or(0);
        for &g in &calls[&f] {
            *paths.entry(g).or_default() += n;
            *inlined.entry(m.functions[g].name.clone()).or_default() += n;
        }
    }
    let name = &m.functions[e].name;
    let mut out: BTreeSet<String> = inlined
        .iter()
        .map(|(g, n)| format!("@{name} inlined @{g} {n}"))
        .collect();
    out.insert(format!(
        "@{name} summary inlined={}",
        inlined.values().sum::<u64>()
    ));
    Ok(out)
}

/// What `remove-non-entrypoints` decides on `m`; `None` where it refuses.
pub fn remove_non_entrypoints(
    m: &Module,
    options: &[(String, String)],
) -> Option<BTreeSet<String>> {
    remove_non_entrypoints_or_refusal(m, options).ok()
}

/// What `remove-non-entrypoints` decides on `m`, or why it refuses.
pub(super) fn remove_non_entrypoints_or_refusal(
    m: &Module,
    options: &[(String, String)],
) -> Result<BTreeSet<String>, String> {
    let e = entry(m, options)?;
    let mut used: HashSet<GlobalValue> = HashSet::new();
    let mut work: Vec<GlobalValue> = Vec::new();
    let Some(body) = m.functions[e].body.as_ref() else {
        return Err("the entry point has no body".to_owned());
    };
    for (_, i) in body.inst_order() {
        body.insts[i].data.visit_operands(|v| {
            if let Value::Const(c) = v {
                super::named_globals(m, c, &mut work);
            }
        });
    }
    while let Some(gv) = work.pop() {
        if !used.insert(gv) {
            continue;
        }
        match gv {
            GlobalValue::Func(f) => {
                if f != e && m.functions.get(f).is_some_and(|x| x.body.is_some()) {
                    return Err(format!(
                        "the entry point still names @{} (inline-all first)",
                        m.functions[f].name
                    ));
                }
            }
            GlobalValue::Var(g) => {
                if let Some(init) = m.globals.get(g).and_then(|v| v.init) {
                    super::named_globals(m, init, &mut work);
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    let mut deleted: HashSet<GlobalValue> = HashSet::new();
    for (f, func) in m.functions.iter() {
        if f == e || used.contains(&GlobalValue::Func(f)) {
            continue;
        }
        deleted.insert(GlobalValue::Func(f));
        let kind = if func.body.is_some() {
            "function"
        } else {
            "declaration"
        };
        out.insert(format!("@{} deleted {kind}", func.name));
    }
    loop {
        let mut more = Vec::new();
        for (g, var) in m.globals.iter() {
            let gv = GlobalValue::Var(g);
            if used.contains(&gv) || deleted.contains(&gv) {
                continue;
            }
            let mut names = Vec::new();
            if let Some(init) = var.init {
                super::named_globals(m, init, &mut names);
            }
            if names.iter().any(|n| deleted.contains(n)) {
                more.push((gv, var.name.clone()));
            }
        }
        if more.is_empty() {
            break;
        }
        for (gv, name) in more {
            deleted.insert(gv);
            out.insert(format!("@{name} deleted global"));
        }
    }
    Ok(out)
}

/// `inline-all`'s lines from its remarks.
pub(super) fn inline_all_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    let mut counts: BTreeMap<(String, String), u64> = BTreeMap::new();
    let mut out = BTreeSet::new();
    for r in remarks.iter().filter(|r| r.pass == "inline-all") {
        let value = |k: &str| {
            r.values
                .iter()
                .find(|(key, _)| key == k)
                .map_or(String::new(), |(_, v)| v.clone())
        };
        match r.decision.as_str() {
            "inlined" => {
                *counts
                    .entry((r.function.clone(), value("callee")))
                    .or_default() += 1;
            }
            "summary" => {
                out.insert(format!(
                    "@{} summary inlined={}",
                    r.function,
                    value("inlined")
                ));
            }
            _ => {}
        }
    }
    for ((f, g), n) in counts {
        out.insert(format!("@{f} inlined {g} {n}"));
    }
    out
}

/// `remove-non-entrypoints`'s lines from its remarks.
pub(super) fn remove_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == "remove-non-entrypoints" && r.decision == "deleted")
        .map(|r| {
            let kind = r
                .values
                .iter()
                .find(|(k, _)| k == "kind")
                .map_or("?", |(_, v)| v.as_str());
            format!("@{} deleted {kind}", r.function)
        })
        .collect()
}
