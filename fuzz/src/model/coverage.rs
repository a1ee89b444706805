//! Which sides of the modelled rules a module exercises: each reason a rule can give, and
//! both sides of each numeric boundary (seed 000's 384-byte parameter payload and 144-byte
//! return payload, where those rules are reached; seed 003's per-caller inline budget, met
//! exactly and exceeded, and its module budget; an interposable callee; GlobalOpt's promotion
//! with and without a volatile load left, a struct above the promotion limit and its split;
//! the terms inside a rule that alone flip it: force-inline's 4-byte slot minimum, ThinLTO's
//! `count <= threshold` at equality).
//! `seam gen --stats` counts the cases per
//! side; `tests/model.rs` requires every side in a run of generated seeds.

use std::collections::BTreeSet;

use seam::ir::Module;

/// Every rule side, in table order.
pub const RULE_SIDES: &[&str] = &[
    "force-inline: kernel",
    "force-inline: image-handle",
    "force-inline: noinline",
    "force-inline: noinline over a payload past a threshold",
    "force-inline: large-params",
    "force-inline: large-return",
    "force-inline: none",
    "force-inline: params = 384 (not large)",
    "force-inline: params 385..=388 (large)",
    "force-inline: params past 384 only through the 4-byte slot minimum (large)",
    "force-inline: return = 144 (not large)",
    "force-inline: return 145..=148 (large)",
    "force-inline: image annotation past the parameters (no image-handle)",
    "force-inline: other annotation of a parameter (no image-handle)",
    "propagate-arg-spaces: narrowed",
    "propagate-arg-spaces: kept external-linkage",
    "propagate-arg-spaces: kept address-taken",
    "propagate-arg-spaces: kept no-calls",
    "propagate-arg-spaces: not-a-cast",
    "propagate-arg-spaces: disagree",
    "specialize-callees: in-place",
    "specialize-callees: clone (external-linkage)",
    "specialize-callees: clone (address-taken)",
    "specialize-callees: clone (unmatched-calls)",
    "specialize-callees: clone reused",
    "specialize-callees: clone suppressed (budget 0)",
    "specialize-callees: clone suppressed (budget N reached)",
    "specialize-callees: clone granted (budget N not reached)",
    "specialize-callees: return space resolved",
    "specialize-callees: unresolved (no-calls)",
    "specialize-callees: unresolved (poison)",
    "specialize-callees: unresolved (undetermined)",
    "specialize-callees: unresolved (no-matching-call)",
    "globaldce: deleted function",
    "globaldce: deleted declaration",
    "globaldce: deleted global",
    "inline<model=nvidia>: inlined within the budget",
    "inline<model=nvidia>: cost = budget left (inlined)",
    "inline<model=nvidia>: cost > budget left (refused)",
    "inline<model=nvidia>: growth > total left (refused)",
    "inline<model=nvidia>: callee deleted",
    "inline<model=nvidia>: interposable callee (refused)",
    "thin-lto: import-instr-limit set to a callee's exact size",
    "globalopt: promoted (every load)",
    "globalopt: promoted (a volatile load left)",
    "globalopt: struct not promoted (too-large)",
    "globalopt: struct split (sra)",
    "wholeprogramdevirt: single-implementation",
    "wholeprogramdevirt: multiple-implementations",
];

fn payload(line: &str, key: &str) -> Option<u64> {
    line.split_whitespace()
        .find_map(|w| w.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
}

/// The rule sides module `m` exercises (each once).
pub fn covered(m: &Module) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    let side = |s: &str| RULE_SIDES.iter().copied().find(|x| *x == s);
    for line in super::force_inline(m) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(&reason) = words.get(2) else {
            continue;
        };
        if words.get(1) == Some(&"dropped") {
            continue;
        }
        if let Some(s) = side(&format!("force-inline: {reason}")) {
            out.insert(s);
        }
        let (p, r) = (payload(&line, "params"), payload(&line, "return"));
        let over = p.is_some_and(|p| p > 384) || r.is_some_and(|r| r > 144);
        if reason == "noinline" && over {
            out.insert("force-inline: noinline over a payload past a threshold");
        }
        // The slot minimum alone makes the payload large: the raw sizes stay within 384.
        if reason == "large-params"
            && let Some(f) = words
                .first()
                .and_then(|w| w.strip_prefix('@'))
                .and_then(|n| m.find_function(n))
        {
            let dl = m.data_layout();
            let raw: u64 = m.functions[f]
                .param_types(&m.types)
                .iter()
                .map(|&t| {
                    let bytes = dl.alloc_size(&m.types, t);
                    match m.types.get(t) {
                        seam::ir::TypeData::Ptr(_) => {
                            bytes.next_multiple_of(dl.abi_align(&m.types, t).max(1))
                        }
                        _ => bytes,
                    }
                })
                .sum();
            if raw <= 384 {
                out.insert(
                    "force-inline: params past 384 only through the 4-byte slot minimum (large)",
                );
            }
        }
        // The payload rules are reached only past the earlier reasons.
        if matches!(reason, "large-params" | "large-return" | "none") {
            match p {
                Some(384) => {
                    out.insert("force-inline: params = 384 (not large)");
                }
                Some(385..=388) => {
                    out.insert("force-inline: params 385..=388 (large)");
                }
                _ => {}
            }
            if reason != "large-params" {
                match r {
                    Some(144) => {
                        out.insert("force-inline: return = 144 (not large)");
                    }
                    Some(145..=148) => {
                        out.insert("force-inline: return 145..=148 (large)");
                    }
                    _ => {}
                }
            }
        }
    }
    // The image rule's other sides: annotations of a device function that do not make an
    // image or sampler parameter, on a function the rule is reached for.
    for (f, func) in m.functions.iter() {
        if func.body.is_none()
            || m.is_kernel(f)
            || m.has_fn_attr(f, seam::ir::AttrFlag::AlwaysInline)
        {
            continue;
        }
        let n = func.params.len() as u64;
        let index = |a: &seam::ir::Annotation| m.consts.as_int(a.value);
        let handle = |a: &seam::ir::Annotation| super::force_inline::HANDLES.contains(&&*a.key);
        if func
            .annotations
            .iter()
            .any(|a| handle(a) && index(a).is_some_and(|i| i < n))
        {
            continue;
        }
        if func
            .annotations
            .iter()
            .any(|a| handle(a) && index(a).is_some_and(|i| i >= n))
        {
            out.insert("force-inline: image annotation past the parameters (no image-handle)");
        }
        if func
            .annotations
            .iter()
            .any(|a| !handle(a) && index(a).is_some_and(|i| i < n))
        {
            out.insert("force-inline: other annotation of a parameter (no image-handle)");
        }
    }
    for line in super::propagate_arg_spaces(m) {
        let s = if line.contains(" narrowed ") {
            "propagate-arg-spaces: narrowed".to_owned()
        } else if let Some(i) = line.find(" kept ") {
            format!("propagate-arg-spaces: kept {}", &line[i + 6..])
        } else {
            format!(
                "propagate-arg-spaces: {}",
                line.split_whitespace().last().unwrap_or("")
            )
        };
        if let Some(s) = side(&s) {
            out.insert(s);
        }
    }
    // Under the clone budget the judge gives this case (`crate::judge::with_clone_budget`).
    let budget = crate::judge::CLONE_BUDGETS
        [(m.inst_count() + m.functions.len()) % crate::judge::CLONE_BUDGETS.len()];
    let options = [("clone-budget".to_owned(), budget.to_string())];
    for line in super::specialize_callees(m, &options).unwrap_or_default() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let s = match (words.get(1).copied(), words.get(2).copied()) {
            (Some("in-place"), _) => "specialize-callees: in-place".to_owned(),
            (Some("clone"), Some(why)) => {
                if budget > 0 {
                    out.insert("specialize-callees: clone granted (budget N not reached)");
                }
                format!("specialize-callees: clone ({why})")
            }
            (Some("clone-reused"), _) => "specialize-callees: clone reused".to_owned(),
            (Some("clone-suppressed"), _) if budget == 0 => {
                "specialize-callees: clone suppressed (budget 0)".to_owned()
            }
            (Some("clone-suppressed"), _) => {
                "specialize-callees: clone suppressed (budget N reached)".to_owned()
            }
            (Some("return-space"), _) => "specialize-callees: return space resolved".to_owned(),
            (Some("unresolved"), Some(why)) => format!("specialize-callees: unresolved ({why})"),
            _ => continue,
        };
        if let Some(s) = side(&s) {
            out.insert(s);
        }
    }
    // Under the budgets the judge gives this case (`crate::judge::with_inline_budget`).
    let nvidia = crate::judge::Pipeline::parse("inline<model=nvidia>").expect("parses");
    let nvidia = crate::judge::with_inline_budget(&nvidia, m);
    for line in super::inline(m, &nvidia.specs[0].options).unwrap_or_default() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let s = match words.as_slice() {
            [_, "deleted", ..] => "inline<model=nvidia>: callee deleted",
            [_, _, "not-inlined", "budget", ..] => {
                "inline<model=nvidia>: cost > budget left (refused)"
            }
            [_, _, "not-inlined", "total-budget", ..] => {
                "inline<model=nvidia>: growth > total left (refused)"
            }
            [_, _, "not-inlined", "interposable", ..] => {
                "inline<model=nvidia>: interposable callee (refused)"
            }
            [_, _, "inlined", "budget", ..] => {
                if payload(&line, "cost").is_some()
                    && payload(&line, "cost") == payload(&line, "budget")
                {
                    out.insert("inline<model=nvidia>: cost = budget left (inlined)");
                }
                "inline<model=nvidia>: inlined within the budget"
            }
            _ => continue,
        };
        out.insert(s);
    }
    for line in super::wholeprogramdevirt(m) {
        if let Some(s) = line
            .split_whitespace()
            .nth(3)
            .and_then(|r| side(&format!("wholeprogramdevirt: {r}")))
        {
            out.insert(s);
        }
    }
    for line in super::globalopt(m) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let s = match words.as_slice() {
            [_, "promoted", .., "deleted=true"] => "globalopt: promoted (every load)",
            [_, "promoted", .., left] if left.starts_with("left=") => {
                "globalopt: promoted (a volatile load left)"
            }
            [_, "not-promoted", "too-large", ..] => "globalopt: struct not promoted (too-large)",
            [_, "split", ..] => "globalopt: struct split (sra)",
            _ => continue,
        };
        out.insert(s);
    }
    for line in super::globaldce(m) {
        let kind = line.split_whitespace().last().unwrap_or("");
        if let Some(s) = side(&format!("globaldce: deleted {kind}")) {
            out.insert(s);
        }
    }
    if super::thin::exact_import_limit(m).is_some() {
        out.insert("thin-lto: import-instr-limit set to a callee's exact size");
    }
    out
}
