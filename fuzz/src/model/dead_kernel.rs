//! Seed 003's dead kernel and dead variable elimination, restated from its pseudocode
//! (`dead_kernel_elimination`, `dead_variable_elimination`) and its preserved set:
//! - nothing happens in `gen-lto` mode or without `has-global-host-info`;
//! - the preserved set: what `@llvm.used` lists, every global in section `llvm.metadata` and
//!   what it lists, the kernels the host references (`host-ref-ek`, `host-ref-ik`), and unless
//!   `optimize-unused-variables` the constants and globals it references;
//! - kernels: every defined function with the kernel calling convention (`ptx_kernel`, the
//!   seed's calling convention 71) not preserved is queued, in module order; in queue order one
//!   with a use left is kept, the others are erased (their uses go with them). A use is what
//!   LLVM's `use_empty()` sees: a reference from any function body (the kernel's own included:
//!   a recursive kernel uses itself) or any variable's initializer; metadata is not one;
//! - variables (with `optimize-unused-variables`): every defined global not preserved, in
//!   `addrspace(4)` and not a host-referenced constant, or in `addrspace(1)` and not a
//!   host-referenced global, is queued; kept with a use left, else erased.
//!
//! Decisions as lines: `@name deleted kernel`, `@name kept kernel`, and the same for
//! `variable`.

use std::collections::{BTreeSet, HashMap, HashSet};

use seam::ir::{AddrSpace, CallConv, GlobalValue, Module, Value};
use seam::passes::Remark;

const PASS: &str = "dead-kernel-elim";

fn option<'a>(options: &'a [(String, String)], name: &str) -> Option<&'a str> {
    options
        .iter()
        .rev()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn list<'a>(options: &'a [(String, String)], name: &str) -> HashSet<&'a str> {
    options
        .iter()
        .filter(|(k, _)| k == name)
        .flat_map(|(_, v)| v.split([',', ';']))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

fn name_of(m: &Module, gv: GlobalValue) -> &str {
    match gv {
        GlobalValue::Func(f) => &m.functions[f].name,
        GlobalValue::Var(g) => &m.globals[g].name,
    }
}

/// The model's decisions for `dead-kernel-elim` with `options` on `m`; `None` for options it
/// does not know (the pass then rejects them itself).
pub fn dead_kernel_elim(m: &Module, options: &[(String, String)]) -> Option<BTreeSet<String>> {
    let known = [
        "has-global-host-info",
        "optimize-unused-variables",
        "host-ref-ek",
        "host-ref-ik",
        "host-ref-ec",
        "host-ref-ic",
        "host-ref-eg",
        "host-ref-ig",
        "trace",
        "mode",
    ];
    if options.iter().any(|(k, _)| !known.contains(&k.as_str())) {
        return None;
    }
    let flag = |name: &str| option(options, name).is_some_and(|v| v == "true" || v.is_empty());
    let mut out = BTreeSet::new();
    if option(options, "mode") == Some("gen-lto") || !flag("has-global-host-info") {
        return Some(out);
    }
    let vars = flag("optimize-unused-variables");
    let host_kernels: HashSet<&str> = list(options, "host-ref-ek")
        .union(&list(options, "host-ref-ik"))
        .copied()
        .collect();
    let host_consts: HashSet<&str> = list(options, "host-ref-ec")
        .union(&list(options, "host-ref-ic"))
        .copied()
        .collect();
    let host_globals: HashSet<&str> = list(options, "host-ref-eg")
        .union(&list(options, "host-ref-ig"))
        .copied()
        .collect();
    let mut preserved: HashSet<String> = HashSet::new();
    for g in m.globals.values() {
        let metadata = g.section.as_deref() == Some("llvm.metadata");
        if g.name != "llvm.used" && !metadata {
            continue;
        }
        if metadata {
            preserved.insert(g.name.clone());
        }
        if let Some(init) = g.init {
            let mut found = Vec::new();
            super::named_globals(m, init, &mut found);
            preserved.extend(found.into_iter().map(|gv| name_of(m, gv).to_owned()));
        }
    }
    preserved.extend(host_kernels.iter().map(|s| (*s).to_owned()));
    if !vars {
        preserved.extend(host_consts.iter().map(|s| (*s).to_owned()));
        preserved.extend(host_globals.iter().map(|s| (*s).to_owned()));
    }

    // Who names whom: per user (a function body, a variable's initializer), each symbol once
    // per occurrence counted as one use per user.
    let mut users: HashMap<GlobalValue, HashSet<GlobalValue>> = HashMap::new();
    for (f, func) in m.functions.iter() {
        let mut found = Vec::new();
        if let Some(body) = &func.body {
            for (_, i) in body.inst_order() {
                body.insts[i].data.visit_operands(|v| {
                    if let Value::Const(c) = v {
                        super::named_globals(m, c, &mut found);
                    }
                });
            }
        }
        users.insert(GlobalValue::Func(f), found.into_iter().collect());
    }
    for (g, var) in m.globals.iter() {
        let mut found = Vec::new();
        if let Some(init) = var.init {
            super::named_globals(m, init, &mut found);
        }
        users.insert(GlobalValue::Var(g), found.into_iter().collect());
    }
    // In queue order: a symbol with a use left (from a user not erased) is kept, the others
    // are erased, and their own uses go with them.
    let mut erased: HashSet<GlobalValue> = HashSet::new();
    let mut sweep = |queue: Vec<GlobalValue>, kind: &str, out: &mut BTreeSet<String>| {
        for gv in queue {
            let used = users
                .iter()
                .any(|(u, names)| !erased.contains(u) && names.contains(&gv));
            let what = if used {
                "kept"
            } else {
                erased.insert(gv);
                "deleted"
            };
            out.insert(format!("@{} {what} {kind}", name_of(m, gv)));
        }
    };

    let kernels = m
        .functions
        .iter()
        .filter(|(_, func)| {
            func.body.is_some() && func.cc == CallConv::PtxKernel && !preserved.contains(&func.name)
        })
        .map(|(f, _)| GlobalValue::Func(f))
        .collect();
    sweep(kernels, "kernel", &mut out);
    if vars {
        let variables = m
            .globals
            .iter()
            .filter(|(_, var)| {
                let name = var.name.as_str();
                var.init.is_some()
                    && !preserved.contains(name)
                    && ((var.space == AddrSpace::CONST && !host_consts.contains(name))
                        || (var.space == AddrSpace::GLOBAL && !host_globals.contains(name)))
            })
            .map(|(g, _)| GlobalValue::Var(g))
            .collect();
        sweep(variables, "variable", &mut out);
    }
    Some(out)
}

/// The same lines from the pass's remarks.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == PASS && matches!(r.decision.as_str(), "deleted" | "kept"))
        .map(|r| {
            let kind = r
                .values
                .iter()
                .find(|(k, _)| k == "kind")
                .map_or("?", |(_, v)| v.as_str());
            format!("@{} {} {kind}", r.function, r.decision)
        })
        .collect()
}
