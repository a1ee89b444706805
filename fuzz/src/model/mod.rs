//! An independent model of the seeds' decision rules: a deliberately simple restatement of
//! each rule, written from the seed text and the pass's documented contract, that reads a
//! module and says what the pass must decide. It never calls `seam::passes`; it reads the
//! module through `seam::ir` only.
//!
//! The campaign and the property tests run every pass that has a model on the module as that
//! pass saw it and compare the pass's remarks with the model's decisions
//! ([`check`]): a difference is a `decision` finding naming the rule (detail `model-RULE`).
//! A wrong decision that keeps the program's meaning is invisible to every other oracle.
//!
//! Decisions are compared as canonical lines (`@f arg0 narrowed global`, `@f kept
//! external-linkage`, ...), so that an order the seed leaves free (which sweep narrowed what)
//! is not compared.
//!
//! Modelled so far: `force-inline` (seed 000's force-inline decision),
//! `propagate-arg-spaces` (seed 001), `dead-kernel-elim` (seed 003's dead kernel and
//! variable elimination), `globaldce` (what seed 003's pipeline deletes last), `inline-all`
//! and `remove-non-entrypoints` (seed 004), `specialize-callees` (seed 000's worklist, votes,
//! in-place or clone under the clone budget, retargeting and return spaces),
//! `infer-address-spaces`, `thin-lto`'s imports (seed 003's `function-import`),
//! `globalopt` (seed 003's GlobalOpt: which variables are deleted, marked constant, promoted
//! or split), and `inline<model=nvidia>` (seed 003's NVIDIA inliner: every site's refusal or
//! budget decision step by step, the per-caller and total budgets, the callees deleted), and
//! `wholeprogramdevirt` (seed 003's single-implementation devirtualization: which calls a type
//! test covers, their candidates, the verdict). `inline-cost` (the `llvm` inline cost model)
//! is held to LLVM 19's own analysis instead ([`llvm_cost`]): no restatement could be
//! independent and exact.

pub mod coverage;
mod dead_kernel;
mod devirt;
mod force_inline;
mod globaldce;
mod globalopt;
mod infer;
mod inline;
pub mod llvm_cost;
mod nir;
pub mod outline;
mod outline_ptx;
mod propagate;
mod specialize;
mod thin;

use std::collections::BTreeSet;

use std::collections::HashSet;

use seam::ir::{ConstId, FuncId, GlobalValue, Module};
use seam::passes::Remark;

/// A remark as a model's line, for the models whose decisions read as the remarks themselves:
/// `@FUNCTION [TAG] DECISION REASON k=v ...`, the values in order but those named in `skip`.
pub(crate) fn remark_line(function: &str, tag: Option<&str>, r: &Remark, skip: &[&str]) -> String {
    let mut s = format!("@{function}");
    if let Some(t) = tag {
        s += &format!(" {t}");
    }
    s += &format!(" {} {}", r.decision, r.reason);
    for (k, v) in r.values.iter().filter(|(k, _)| !skip.contains(&k.as_str())) {
        s += &format!(" {k}={v}");
    }
    s
}

/// Adds to `out` every function and variable constant `c` names, inside aggregates and
/// constant expressions too (`seam::ir`'s walk of constants).
pub(crate) fn named_globals(m: &Module, c: ConstId, out: &mut Vec<GlobalValue>) {
    if m.consts.is_valid(c) {
        m.consts.refers_to(c, &mut |gv| {
            out.push(gv);
            false
        });
    }
}

/// Adds to `out` every function constant `c` names ([`named_globals`]).
pub(crate) fn named_functions(m: &Module, c: ConstId, out: &mut HashSet<FuncId>) {
    let mut found = Vec::new();
    named_globals(m, c, &mut found);
    out.extend(found.into_iter().filter_map(|gv| match gv {
        GlobalValue::Func(f) => Some(f),
        GlobalValue::Var(_) => None,
    }));
}

pub use dead_kernel::dead_kernel_elim;
pub use devirt::wholeprogramdevirt;
pub use force_inline::force_inline;
pub use globaldce::globaldce;
pub use globalopt::globalopt;
pub use infer::infer_address_spaces;
pub use inline::inline;
pub use nir::{inline_all, remove_non_entrypoints};
pub use propagate::propagate_arg_spaces;
pub use specialize::specialize_callees;
pub use thin::{exact_import_limit, import_decisions, thin_lto};

/// One difference between a pass's decisions and the model's.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ModelMismatch {
    /// The pass.
    pub pass: String,
    /// The rule it concerns (`narrowed`, `kept`, ...), for the finding's signature.
    pub rule: String,
    /// The decision the model expects and the pass did not make, or the reverse.
    pub message: String,
}

impl std::fmt::Display for ModelMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.pass, self.message)
    }
}

/// The decisions of pass `pass` as canonical lines from its remarks; `None` when the pass has
/// no model.
fn from_remarks(pass: &str, remarks: &[Remark]) -> Option<BTreeSet<String>> {
    match pass {
        "force-inline" => Some(force_inline::from_remarks(remarks)),
        "dead-kernel-elim" => Some(dead_kernel::from_remarks(remarks)),
        "globaldce" => Some(globaldce::from_remarks(remarks)),
        "globalopt" => Some(globalopt::from_remarks(remarks)),
        "inline-all" => Some(nir::inline_all_remarks(remarks)),
        "remove-non-entrypoints" => Some(nir::remove_remarks(remarks)),
        "propagate-arg-spaces" => Some(propagate::from_remarks(remarks)),
        "specialize-callees" => Some(specialize::from_remarks(remarks)),
        "infer-address-spaces" => Some(infer::from_remarks(remarks)),
        "inline" => Some(inline::from_remarks(remarks)),
        "inline-cost" => Some(llvm_cost::from_remarks(remarks)),
        "wholeprogramdevirt" => Some(devirt::from_remarks(remarks)),
        "thin-lto" => Some(thin::from_remarks(remarks)),
        _ => None,
    }
}

/// The model's decisions for pass `pass` (with `options`) on module `m`; `None` when it has no
/// model (or none for these options).
pub fn decisions(pass: &str, options: &[(String, String)], m: &Module) -> Option<BTreeSet<String>> {
    match pass {
        "force-inline" if options.is_empty() => Some(force_inline(m)),
        "dead-kernel-elim" => dead_kernel_elim(m, options),
        "globaldce" if options.is_empty() => Some(globaldce(m)),
        "globalopt" if options.is_empty() => Some(globalopt(m)),
        "inline-all" => inline_all(m, options),
        "remove-non-entrypoints" => remove_non_entrypoints(m, options),
        "propagate-arg-spaces" if options.is_empty() => Some(propagate_arg_spaces(m)),
        "specialize-callees" => specialize_callees(m, options),
        "infer-address-spaces" => infer_address_spaces(m, options),
        "inline" => inline(m, options),
        "inline-cost" => llvm_cost::inline_cost(m, options),
        "wholeprogramdevirt" if options.is_empty() => Some(wholeprogramdevirt(m)),
        "thin-lto" => thin_lto(m, options),
        _ => None,
    }
}

/// Whether pass `pass` must refuse `m` by the seed's rules (a module outside its domain:
/// `Err` with why) or decide on it (`Ok`); `None` for a pass that refuses nothing by design.
/// The judge holds every refusal a pass declares ([`seam::passes::PassInfo::refuses`]) to
/// this, both ways: a refusal where the rules decide hides every decision of that run.
pub fn refusal(pass: &str, options: &[(String, String)], m: &Module) -> Option<Result<(), String>> {
    match pass {
        "inline-all" => Some(nir::inline_all_or_refusal(m, options).map(|_| ())),
        "remove-non-entrypoints" => {
            Some(nir::remove_non_entrypoints_or_refusal(m, options).map(|_| ()))
        }
        _ => None,
    }
}

/// The finding for a pass whose refusal (`got`: `Err` with why) differs from the model's
/// (`want`); `None` when they agree.
pub fn compare_refusal(
    pass: &str,
    want: &Result<(), String>,
    got: &Result<(), String>,
) -> Option<ModelMismatch> {
    let message = match (want, got) {
        (Ok(()), Err(why)) => format!("the pass refused ({why}); the seed's rules decide on it"),
        (Err(why), Ok(())) => format!("the seed's rules refuse ({why}); the pass decided"),
        (Ok(()), Ok(())) | (Err(_), Err(_)) => return None,
    };
    Some(ModelMismatch {
        pass: pass.to_owned(),
        rule: if got.is_err() {
            "refused"
        } else {
            "not-refused"
        }
        .to_owned(),
        message,
    })
}

/// Compares what pass `pass` decided on `before` (its `remarks`) with the model; empty when
/// they agree or the pass has no model.
pub fn check(
    pass: &str,
    options: &[(String, String)],
    before: &Module,
    remarks: &[Remark],
) -> Vec<ModelMismatch> {
    match decisions(pass, options, before) {
        Some(want) => compare(pass, &want, remarks),
        None => Vec::new(),
    }
}

/// Compares the model's decisions `want` for pass `pass` with what its `remarks` say.
pub fn compare(pass: &str, want: &BTreeSet<String>, remarks: &[Remark]) -> Vec<ModelMismatch> {
    let Some(got) = from_remarks(pass, remarks) else {
        return Vec::new();
    };
    // The rule a line is about: a force-inline line's reason (`@f force-inline kernel ...`)
    // or `dropped`; a propagation line's verdict (`narrowed`, `kept`, `not-a-cast`, ...).
    let rule = |line: &str| {
        let words: Vec<&str> = line.split_whitespace().collect();
        match (pass, words.as_slice()) {
            ("force-inline", [_, "dropped", ..]) => "dropped".to_owned(),
            ("force-inline", [_, _, reason, ..]) => (*reason).to_owned(),
            ("globaldce", [_, _, kind, ..]) => format!("deleted-{kind}"),
            ("globalopt", [_, decision, ..]) => (*decision).to_owned(),
            ("dead-kernel-elim", [_, what, kind, ..]) => format!("{what}-{kind}"),
            ("inline-all", [_, what, ..]) => (*what).to_owned(),
            ("remove-non-entrypoints", [_, _, kind, ..]) => format!("deleted-{kind}"),
            ("specialize-callees", [what @ ("worklist" | "summary"), ..]) => (*what).to_owned(),
            ("specialize-callees", [_, decision, ..]) => (*decision).to_owned(),
            ("infer-address-spaces", _) => "accesses".to_owned(),
            ("inline", [_, rank, decision, reason, ..]) if rank.starts_with('#') => {
                format!("{decision}-{reason}")
            }
            ("inline", [_, decision, ..]) => (*decision).to_owned(),
            ("wholeprogramdevirt", [_, _, _, reason, ..]) => (*reason).to_owned(),
            ("inline-cost", _) => "llvm-cost".to_owned(),
            ("thin-lto", [_, what, ..]) => (*what).to_owned(),
            _ => words
                .iter()
                .find(|w| ["narrowed", "kept", "not-a-cast", "disagree"].contains(w))
                .map_or("decision", |w| *w)
                .to_owned(),
        }
    };
    // `? @f`: the model does not judge `@f` (what it leaves out of the rule); the pass's
    // lines about `@f` are not compared either. `? @f #0 @g` leaves out the lines that begin
    // with those words (one call site).
    let unjudged: Vec<&str> = want.iter().filter_map(|l| l.strip_prefix("? ")).collect();
    let judged = |line: &&String| {
        !line.starts_with("? ")
            && !unjudged.iter().any(|u| {
                line.strip_prefix(u)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
            })
    };
    let want: BTreeSet<String> = want.iter().filter(judged).cloned().collect();
    let got: BTreeSet<String> = got.iter().filter(judged).cloned().collect();
    let mut out = Vec::new();
    for line in want.difference(&got) {
        out.push(ModelMismatch {
            pass: pass.to_owned(),
            rule: rule(line),
            message: format!("the seed's rule says `{line}`; the pass did not decide it"),
        });
    }
    for line in got.difference(&want) {
        out.push(ModelMismatch {
            pass: pass.to_owned(),
            rule: rule(line),
            message: format!("the pass decided `{line}`; the seed's rule does not"),
        });
    }
    out
}
