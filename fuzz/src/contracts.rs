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
//!
//! "Executions observe what they did before" and "the module verifies", which every contract
//! ensures, are the judge's oracles, not checked here.

use std::fmt;

use seam::ir::{AttrFlag, FuncId, InstData, Module};
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

/// Whether pass `name` has postconditions checked here.
pub fn has_contract(name: &str) -> bool {
    matches!(
        name,
        "always-inline" | "inline-all" | "remove-non-entrypoints"
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
        _ => {}
    }
    out
}

/// Every call of every defined function: (caller, the direct callee or `None` for an indirect
/// call).
fn calls(m: &Module) -> impl Iterator<Item = (FuncId, Option<FuncId>)> + '_ {
    m.functions.iter().flat_map(move |(f, func)| {
        func.body.iter().flat_map(move |body| {
            body.inst_order()
                .filter_map(move |(_, i)| match &body.insts[i].data {
                    InstData::Call(c) => Some((f, m.direct_callee(c))),
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
