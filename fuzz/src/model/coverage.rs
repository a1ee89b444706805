//! Which sides of the modelled rules a module exercises: each reason a rule can give, and
//! both sides of each numeric boundary (seed 000's 384-byte parameter payload and 144-byte
//! return payload, where those rules are reached; seed 003's per-caller inline budget, met
//! exactly and exceeded, and its module budget; an interposable callee; GlobalOpt's promotion
//! with and without a volatile load left, a struct above the promotion limit and its split;
//! the terms inside a rule that alone flip it: force-inline's 4-byte slot minimum, ThinLTO's
//! `count <= threshold` at equality, GlobalOpt's 2,047 bits at the whole-byte boundary and
//! SRA's 16 fields, each of seed 003's six host-reference lists with and without
//! `optimize-unused-variables`, and the option's own term, the host's variable lists in the
//! preserved set). The outliner's term sides need LLVM's PTX, not the module: they are
//! [`super::outline::TERM_SIDES`], counted by `seam gen --stats --ptx` and the campaign.
//! `seam gen --stats` counts the cases per
//! side; `tests/model.rs` requires every side in a run of generated seeds.

use std::collections::BTreeSet;

use seam::ir::Module;
use seam_oracle::Launch;

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
    "globalopt: 255 bytes (2,040 bits) promoted",
    "globalopt: 256 bytes (2,048 bits) not promoted",
    "globalopt: 16 fields split (sra)",
    "globalopt: 17 fields not split (too-many-fields)",
    "dead-kernel-elim: host-ref-ek alone decides (optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ik alone decides (optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ec alone decides (optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ic alone decides (optimize-unused-variables)",
    "dead-kernel-elim: host-ref-eg alone decides (optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ig alone decides (optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ek alone decides (no optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ik alone decides (no optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ec alone decides (no optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ic alone decides (no optimize-unused-variables)",
    "dead-kernel-elim: host-ref-eg alone decides (no optimize-unused-variables)",
    "dead-kernel-elim: host-ref-ig alone decides (no optimize-unused-variables)",
    "dead-kernel-elim: variable lists out of the preserved set decide (optimize-unused-variables)",
    "dead-kernel-elim: variable lists in the preserved set decide (no optimize-unused-variables)",
    "wholeprogramdevirt: single-implementation",
    "wholeprogramdevirt: multiple-implementations",
    "wholeprogramdevirt: type-mismatch",
    "wholeprogramdevirt: no-implementation",
    super::devirt::TERM_NOT_CONSTANT,
    super::devirt::TERM_PAST_END,
    super::devirt::TERM_INSIDE_SLOT,
    super::devirt::TERM_TYPE_OFFSET,
];

fn payload(line: &str, key: &str) -> Option<u64> {
    line.split_whitespace()
        .find_map(|w| w.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
}

/// The rule sides module `m` exercises (each once), launched by `launches` (which kernels
/// they name decides the host's references, `crate::judge::host_refs`).
pub fn covered(m: &Module, launches: &[Launch]) -> BTreeSet<&'static str> {
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
    for t in super::devirt::wholeprogramdevirt_terms(m) {
        if let Some(s) = side(t) {
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
            _ => "",
        };
        if !s.is_empty() {
            out.insert(s);
        }
        let term = match (
            words.get(1).copied(),
            payload(&line, "bits"),
            payload(&line, "fields"),
        ) {
            (Some("promoted"), Some(2040), _) => "globalopt: 255 bytes (2,040 bits) promoted",
            (Some("not-promoted"), Some(2048), _) => {
                "globalopt: 256 bytes (2,048 bits) not promoted"
            }
            (Some("split"), _, Some(16)) => "globalopt: 16 fields split (sra)",
            (Some("not-split"), _, Some(17)) => "globalopt: 17 fields not split (too-many-fields)",
            _ => continue,
        };
        out.insert(term);
    }
    out.extend(host_ref_terms(m, launches));
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

/// The terms of seed 003's preserved set that alone decide something for `m` under the host's
/// references the campaign gives it (`crate::judge::host_refs`): each list whose removal
/// changes the model's decisions, and the option's own term (the variable lists joining the
/// preserved set only without `optimize-unused-variables`), whose reversal changes them.
fn host_ref_terms(m: &Module, launches: &[Launch]) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    let options = crate::judge::host_refs(launches, m);
    let decide = |o: &[(String, String)]| super::dead_kernel_elim(m, o).unwrap_or_default();
    let base = decide(&options);
    let on = options
        .iter()
        .any(|(k, v)| k == "optimize-unused-variables" && v == "true");
    let without = |drop: &[&str]| -> Vec<(String, String)> {
        options
            .iter()
            .filter(|(k, _)| !drop.contains(&k.as_str()))
            .cloned()
            .collect()
    };
    for list in crate::judge::HOST_REF_LISTS {
        if decide(&without(&[list])) != base {
            let mode = if on { "" } else { "no " };
            let side =
                format!("dead-kernel-elim: {list} alone decides ({mode}optimize-unused-variables)");
            if let Some(s) = RULE_SIDES.iter().copied().find(|x| *x == side) {
                out.insert(s);
            }
        }
    }
    let vars = ["host-ref-ec", "host-ref-ic", "host-ref-eg", "host-ref-ig"];
    if on {
        // The variable lists in the preserved set after all: as if the host named them as
        // kernels too (the preserved set is one set of names).
        let names: Vec<&str> = options
            .iter()
            .filter(|(k, _)| vars.contains(&k.as_str()))
            .map(|(_, v)| v.as_str())
            .collect();
        let mut o = options.clone();
        o.push(("host-ref-ek".to_owned(), names.join(",")));
        if !names.is_empty() && decide(&o) != base {
            out.insert(
                "dead-kernel-elim: variable lists out of the preserved set decide (optimize-unused-variables)",
            );
        }
    } else if decide(&without(&vars)) != base {
        out.insert(
            "dead-kernel-elim: variable lists in the preserved set decide (no optimize-unused-variables)",
        );
    }
    out
}
