//! `remove-non-entrypoints<entry=NAME>`: delete every function but the entry point (step 5 of
//! seed `004_8e55deb410a33e65.txt`, after `inline-all`).
//!
//! **Requires** a verified module whose entry point no longer calls or refers to any other
//! defined function (run `inline-all` first). **Ensures** the module verifies and the entry
//! point's executions observe what they did before; the other kernels are gone.
//! **Scope**: the module. **Does not** inline anything, or delete global variables other than
//! those that would refer to a deleted function.
//!
//! The entry point is named as in `inline-all`: `entry=NAME`, or else the module's only
//! kernel (several kernels or none: an error listing them).
//!
//! Rules:
//! 1. What the entry point uses — the functions and globals its body refers to and,
//!    transitively, those their initializers refer to — must not include a defined function:
//!    that is an error naming it (a call or an address `inline-all` did not remove). Declared
//!    functions it uses (intrinsics, external functions) stay.
//! 2. Every other function is deleted (`deleted (not-entry)`).
//! 3. A global variable the entry point does not use and whose initializer refers to a
//!    deleted function or global (a function table of another kernel) is deleted too
//!    (`deleted (refers-to-deleted)`), to a fixed point. Other globals stay, so that what a
//!    launch observes does not change.

use std::collections::HashSet;

use super::inlining::entry_point;
use super::{PassError, PassOption, Remark};
use crate::ir::{FuncId, GlobalId, GlobalValue, Module, Value};

const PASS: &str = "remove-non-entrypoints";

pub(super) const OPTIONS: &[PassOption] = &[PassOption {
    name: "entry",
    doc: "the entry point",
    default: "the only kernel",
}];

/// The globals constant `c` refers to.
fn refs(m: &Module, c: crate::ir::ConstId) -> Vec<GlobalValue> {
    let mut out = Vec::new();
    m.consts.refers_to(c, &mut |gv| {
        out.push(gv);
        false
    });
    out
}

/// Rule 1: the global values the entry point uses (through its instructions and the
/// initializers of the globals they name, transitively), or, when it still calls or refers to
/// another defined function, the error that says which.
fn used_by_entry(m: &Module, entry: FuncId) -> Result<HashSet<GlobalValue>, PassError> {
    let mut used: HashSet<GlobalValue> = HashSet::new();
    let mut work: Vec<GlobalValue> = Vec::new();
    let body = m.functions[entry]
        .body
        .as_ref()
        .expect("entry_point has a body");
    for (_, i) in body.inst_order() {
        body.insts[i].data.visit_operands(|v| {
            if let Value::Const(c) = v {
                work.extend(refs(m, c));
            }
        });
    }
    while let Some(gv) = work.pop() {
        if !m.global_exists(gv) || !used.insert(gv) {
            continue;
        }
        if let GlobalValue::Var(g) = gv
            && let Some(init) = m.globals[g].init
        {
            work.extend(refs(m, init));
        }
    }
    let mut still: Vec<String> = used
        .iter()
        .filter_map(|&gv| match gv {
            GlobalValue::Func(f) if f != entry && m.functions[f].body.is_some() => {
                Some(format!("@{}", m.functions[f].name))
            }
            GlobalValue::Func(_) | GlobalValue::Var(_) => None,
        })
        .collect();
    if !still.is_empty() {
        still.sort();
        return Err(PassError(format!(
            "the entry point @{} still calls or refers to {}: run inline-all first",
            m.functions[entry].name,
            still.join(", ")
        )));
    }
    Ok(used)
}

/// What the pass refuses by design: no entry point, or one that still calls or refers to
/// another defined function.
pub(super) fn refuses(m: &Module, options: &[(String, String)]) -> Result<(), String> {
    let entry = entry_point(m, options).map_err(|e| e.0)?;
    used_by_entry(m, entry).map(|_| ()).map_err(|e| e.0)
}

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let entry = entry_point(m, options)?;
    let used = used_by_entry(m, entry)?;
    // Rule 2.
    let doomed: Vec<FuncId> = m
        .functions
        .keys()
        .filter(|&f| f != entry && !used.contains(&GlobalValue::Func(f)))
        .collect();
    let mut deleted: HashSet<GlobalValue> = HashSet::new();
    for f in doomed {
        if let Some(func) = m.remove_function(f) {
            deleted.insert(GlobalValue::Func(f));
            let kind = if func.body.is_some() {
                "function"
            } else {
                "declaration"
            };
            remarks.push(Remark::new(PASS, &func.name, "deleted", "not-entry").with("kind", kind));
        }
    }
    // Rule 3.
    loop {
        let dangling: Vec<GlobalId> = m
            .globals
            .iter()
            .filter(|(g, var)| {
                !used.contains(&GlobalValue::Var(*g))
                    && var
                        .init
                        .is_some_and(|c| refs(m, c).iter().any(|gv| deleted.contains(gv)))
            })
            .map(|(g, _)| g)
            .collect();
        if dangling.is_empty() {
            break;
        }
        for g in dangling {
            if let Some(var) = m.remove_global(g) {
                deleted.insert(GlobalValue::Var(g));
                remarks.push(
                    Remark::new(PASS, &var.name, "deleted", "refers-to-deleted")
                        .with("kind", "global"),
                );
            }
        }
    }
    Ok(!deleted.is_empty())
}
