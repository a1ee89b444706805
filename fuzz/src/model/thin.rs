//! Seed 003's ThinLTO import (`function-import`, run by the pass `thin-lto`), restated from
//! the rules of `docs/lto.md`: per destination module in order, the module's own functions'
//! calls first (at `import-instr-limit`), then what was imported, last first (at the
//! importer's threshold times 0.7, or 1.0 along a hot edge); a callee defined elsewhere (its
//! first bindable definition: not local, not `available_externally`, not a kernel) is refused
//! at level 0, when interposable, `noinline`, referring to a local symbol, larger than the
//! edge's threshold (hot ×10, cold ×0 below level 2; level 3 has no size limit: `cold` when
//! the cold factor made it too large), or when the global budget is spent; a callee refused
//! for its size is tried again only at a larger threshold, any other refusal is final.
//!
//! The module, instruction counts, call lists and local references are read here from the
//! IR (not from `seam::link`'s summary); the split into units and the import table's levels
//! (input data) are `seam::link`'s.
//!
//! Decisions as lines: `@f imported into=unit0`, `@f too-large into=unit2`, ...

use std::collections::{BTreeMap, BTreeSet};

use seam::ir::{AttrFlag, GlobalValue, InstData, Linkage, Module, Value};
use seam::link::{Hotness, ImportOptions, ImportTable};
use seam::passes::Remark;

/// The import rules of `docs/lto.md`, restated over plain data: per module, what it defines
/// and the functions with their size, linkage, flags and callees.
struct ModelFn {
    name: String,
    linkage: Linkage,
    defined: bool,
    kernel: bool,
    instructions: usize,
    noinline: bool,
    local_refs: bool,
    calls: Vec<String>,
}

/// The `import-instr-limit` at which seed 003's `count <= threshold` is judged at equality on
/// `m`, for one module in four (by its size): the instruction count of the first function a
/// direct call names that ThinLTO could import (defined, not local, not a kernel). `None`
/// for the other modules and where no call names such a function. The campaign runs
/// `thin-lto` with it (`seam_fuzz::judge::with_import_limit`).
pub fn exact_import_limit(m: &Module) -> Option<usize> {
    if (m.inst_count() / 5 + 3 * m.functions.len()) % 4 != 1 {
        return None;
    }
    m.functions
        .keys()
        .flat_map(|f| seam::analysis::direct_calls(m, f))
        .find_map(|(_, g)| {
            let f = &m.functions[g];
            let importable = !f.linkage.is_local() && !m.is_kernel(g);
            f.body
                .as_ref()
                .filter(|_| importable)
                .map(|b| b.inst_order().count())
        })
}

/// `(into, function) -> (imported?, reason)` for every remark the rules give, in order.
fn model(
    modules: &[(String, Vec<ModelFn>)],
    table: &ImportTable,
    o: &ImportOptions,
) -> Vec<(String, String, String)> {
    let mut home: BTreeMap<&str, (usize, &ModelFn)> = BTreeMap::new();
    for (i, (_, fs)) in modules.iter().enumerate() {
        for f in fs {
            let bindable = !f.linkage.is_local() && f.linkage != Linkage::AvailableExternally;
            if f.defined && !f.kernel && bindable && !home.contains_key(f.name.as_str()) {
                home.insert(&f.name, (i, f));
            }
        }
    }
    let mut out = Vec::new();
    let mut spent = 0i64;
    for (d, (dname, fs)) in modules.iter().enumerate() {
        let own: BTreeSet<&str> = fs
            .iter()
            .filter(|f| f.defined)
            .map(|f| f.name.as_str())
            .collect();
        let mut done: BTreeSet<&str> = BTreeSet::new();
        let mut worst: BTreeMap<&str, f64> = BTreeMap::new();
        // Stack of (function, threshold): the module's own functions are visited first, in
        // order, then what was imported, last first.
        let mut pending: Vec<(&ModelFn, f64)> = Vec::new();
        let own_fns: Vec<&ModelFn> = fs.iter().filter(|f| f.defined).collect();
        let mut next_own = 0;
        loop {
            let (f, limit) = if next_own < own_fns.len() {
                next_own += 1;
                (own_fns[next_own - 1], f64::from(o.instr_limit))
            } else if let Some(p) = pending.pop() {
                p
            } else {
                break;
            };
            for c in &f.calls {
                let c = c.as_str();
                if own.contains(c) || done.contains(c) {
                    continue;
                }
                let Some(&(src, callee)) = home.get(c) else {
                    continue;
                };
                if src == d {
                    continue;
                }
                let level = table.priority(c);
                let hot = table.hotness(c);
                let factor = if hot == Hotness::Hot {
                    o.hot_multiplier
                } else if hot == Hotness::Cold && level <= 1 {
                    o.cold_multiplier
                } else {
                    1.0
                };
                let threshold = limit * factor;
                if let Some(&w) = worst.get(c)
                    && threshold <= w
                {
                    continue;
                }
                let interposable = matches!(
                    callee.linkage,
                    Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
                );
                let big = level != 3 && (callee.instructions as f64) > threshold;
                let reason = match () {
                    _ if level == 0 => "priority-0",
                    _ if interposable => "interposable",
                    _ if callee.noinline => "noinline",
                    _ if callee.local_refs => "local-refs",
                    _ if big && hot == Hotness::Cold && level <= 1 => "cold",
                    _ if big => "too-large",
                    _ if o.budget >= 0 && spent >= o.budget => "budget",
                    _ => "",
                };
                match reason {
                    "" => {
                        spent += 1;
                        done.insert(c);
                        let evo = if hot == Hotness::Hot {
                            o.hot_evolution_factor
                        } else {
                            o.evolution_factor
                        };
                        pending.push((callee, threshold * evo));
                        out.push((dname.clone(), c.to_owned(), "imported".to_owned()));
                    }
                    r => {
                        let w = if r == "too-large" || r == "cold" {
                            threshold
                        } else {
                            f64::INFINITY
                        };
                        worst.insert(c, w);
                        out.push((dname.clone(), c.to_owned(), r.to_owned()));
                    }
                }
            }
        }
    }
    out
}

/// The model's view of a module, read from the IR.
fn model_module(name: &str, m: &Module) -> (String, Vec<ModelFn>) {
    let fns = m
        .functions
        .iter()
        .map(|(id, f)| {
            let mut calls: Vec<String> = Vec::new();
            let mut local_refs = false;
            if let Some(b) = &f.body {
                for (_, i) in b.inst_order() {
                    let data = &b.insts[i].data;
                    if let InstData::Call(c) = data
                        && let Value::Const(k) = c.callee
                        && let Some(GlobalValue::Func(g)) = m.consts.as_global(k)
                        && !calls.contains(&m.functions[g].name)
                    {
                        calls.push(m.functions[g].name.clone());
                    }
                    data.visit_operands(|v| {
                        if let Value::Const(k) = v {
                            m.consts.refers_to(k, &mut |gv| {
                                local_refs |= match gv {
                                    GlobalValue::Func(g) => m.functions[g].linkage.is_local(),
                                    GlobalValue::Var(g) => m.globals[g].linkage.is_local(),
                                };
                                false
                            });
                        }
                    });
                }
            }
            ModelFn {
                name: f.name.clone(),
                linkage: f.linkage,
                defined: f.body.is_some(),
                kernel: m.is_kernel(id),
                instructions: f.body.as_ref().map_or(0, |b| b.inst_order().count()),
                noinline: m.has_fn_attr(id, AttrFlag::NoInline),
                local_refs,
                calls,
            }
        })
        .collect();
    (name.to_owned(), fns)
}

/// The model's import decisions for `units` (name, module) in order: `(into, function,
/// outcome)`, the outcome `imported` or the reason.
pub fn import_decisions(
    units: &[(String, &Module)],
    table: &ImportTable,
    opts: &ImportOptions,
) -> Vec<(String, String, String)> {
    let view: Vec<(String, Vec<ModelFn>)> = units.iter().map(|(n, m)| model_module(n, m)).collect();
    model(&view, table, opts)
}

/// The model's decisions for `thin-lto` with `options` on `m` (as lines); `None` for options
/// it does not know.
pub fn thin_lto(m: &Module, options: &[(String, String)]) -> Option<BTreeSet<String>> {
    let mut units = 3usize;
    let mut table = ImportTable::hashed();
    let mut opts = ImportOptions::default();
    for (k, v) in options {
        match (k.as_str(), v.as_str()) {
            ("units", n) => units = n.parse().ok().filter(|n| (1..=64).contains(n))?,
            ("table", "hashed") => table = ImportTable::hashed(),
            ("table", "standard") => table = ImportTable::standard(),
            ("import-instr-limit", n) => opts.instr_limit = n.parse().ok()?,
            _ => return None,
        }
    }
    let mut m = m.clone();
    if m.target_triple
        .as_deref()
        .is_none_or(|t| !t.starts_with("nvptx64-"))
    {
        m.target_triple = Some("nvptx64-nvidia-cuda".to_owned());
    }
    let parts = seam::link::split(&m, units);
    let named: Vec<(String, &Module)> = parts
        .iter()
        .enumerate()
        .map(|(i, u)| (format!("unit{i}"), u))
        .collect();
    Some(
        import_decisions(&named, &table, &opts)
            .into_iter()
            .map(|(into, f, what)| format!("@{f} {what} into={into}"))
            .collect(),
    )
}

/// The importer's decisions as lines, from its remarks (pass `function-import`).
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == "function-import")
        .map(|r| {
            let what = if r.decision == "imported" {
                "imported"
            } else {
                r.reason.as_str()
            };
            format!(
                "@{} {what} into={}",
                r.function,
                r.value("into").unwrap_or("?")
            )
        })
        .collect()
}
