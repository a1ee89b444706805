//! GlobalDCE as seed 003's LTO pipeline ends (LLVM's GlobalDCE), restated from its rules:
//! - **roots**: kernels; definitions LLVM may not discard when unused (not internal, private,
//!   linkonce, linkonce_odr or available_externally: so external, weak, weak_odr, common,
//!   appending, which keeps `@llvm.used` and what it lists); whatever metadata names (kept
//!   conservatively: seam's documented choice);
//! - **live**: the roots and everything a live function's body or a live variable's
//!   initializer names, through constant expressions and aggregates (function-pointer tables
//!   included);
//! - **deleted**: every other function (`function`; `declaration` when it has no body) and
//!   global variable (`global`).
//!
//! Decisions as lines: `@name deleted KIND`.

use std::collections::{BTreeSet, HashSet};

use seam::ir::{GlobalValue, Linkage, MdOperand, Module, Value};
use seam::passes::Remark;

const PASS: &str = "globaldce";

fn may_discard(l: Linkage) -> bool {
    l.is_local()
        || matches!(
            l,
            Linkage::LinkOnce | Linkage::LinkOnceOdr | Linkage::AvailableExternally
        )
}

/// What GlobalDCE deletes from `m`.
pub fn globaldce(m: &Module) -> BTreeSet<String> {
    let mut live: HashSet<GlobalValue> = HashSet::new();
    let mut work: Vec<GlobalValue> = Vec::new();
    let reach = |gv: GlobalValue, live: &mut HashSet<GlobalValue>, work: &mut Vec<_>| {
        let exists = match gv {
            GlobalValue::Func(f) => m.functions.get(f).is_some(),
            GlobalValue::Var(g) => m.globals.get(g).is_some(),
        };
        if exists && live.insert(gv) {
            work.push(gv);
        }
    };
    for (f, func) in m.functions.iter() {
        if m.is_kernel(f) || (func.body.is_some() && !may_discard(func.linkage)) {
            reach(GlobalValue::Func(f), &mut live, &mut work);
        }
    }
    for (g, var) in m.globals.iter() {
        if var.init.is_some() && !may_discard(var.linkage) {
            reach(GlobalValue::Var(g), &mut live, &mut work);
        }
    }
    let mut found = Vec::new();
    for node in m.md.values() {
        for op in &node.ops {
            if let MdOperand::Value(c) = op {
                super::named_globals(m, *c, &mut found);
            }
        }
    }
    for gv in found.drain(..) {
        reach(gv, &mut live, &mut work);
    }
    while let Some(gv) = work.pop() {
        match gv {
            GlobalValue::Func(f) => {
                if let Some(body) = &m.functions[f].body {
                    for (_, i) in body.inst_order() {
                        body.insts[i].data.visit_operands(|v| {
                            if let Value::Const(c) = v {
                                super::named_globals(m, c, &mut found);
                            }
                        });
                    }
                }
            }
            GlobalValue::Var(g) => {
                if let Some(init) = m.globals[g].init {
                    super::named_globals(m, init, &mut found);
                }
            }
        }
        for x in found.drain(..) {
            reach(x, &mut live, &mut work);
        }
    }
    let mut out = BTreeSet::new();
    for (f, func) in m.functions.iter() {
        if !live.contains(&GlobalValue::Func(f)) {
            let kind = if func.body.is_some() {
                "function"
            } else {
                "declaration"
            };
            out.insert(format!("@{} deleted {kind}", func.name));
        }
    }
    for (g, var) in m.globals.iter() {
        if !live.contains(&GlobalValue::Var(g)) {
            out.insert(format!("@{} deleted global", var.name));
        }
    }
    out
}

/// The same lines from the pass's remarks.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == PASS && r.decision == "deleted")
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
