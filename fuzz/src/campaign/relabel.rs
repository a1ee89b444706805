//! Labels of a case the reducer changed: each label of the original is kept while it still
//! holds of the smaller module, recomputed from its definition where that is mechanical, and
//! dropped where its subject is gone.
//!
//! - every label about a function, a parameter, a call or a variable the reducer deleted goes;
//! - `kernel @k = launched|unreferenced` is whether a launch names `@k` (its definition), so it
//!   follows the launches the reducer kept;
//! - `variable @v = used|unused` is whether a body that stays names `@v`: a device function, a
//!   kernel a launch names, or a kernel marked only by `!nvvm.annotations` (which dead kernel
//!   elimination keeps), as the generator defines it;
//! - `force-inline @f` keeps the generator's decision while `@f`'s parameter and return
//!   payloads are what the label says; where the reducer dropped a parameter they are not, and
//!   the label becomes what seed 000's rule decides on the new payloads (the independent
//!   model, [`crate::model::force_inline`]);
//! - `arg-space @f N` follows its parameter when the reducer drops an earlier one
//!   ([`shift_params`]), and goes with its own.
//!
//! What the reducer cannot recompute (the spaces a pointer can hold, a devirtualization) it
//! keeps; a candidate whose check shows a finding the case did not already show is refused
//! (`reduce.rs`), so a stale label of that kind never reaches a reduced case.

use std::collections::HashSet;

use seam::ir::{CallConv, GlobalValue, Module, Value};
use seam_oracle::Launch;

use crate::labels::Label;

/// `labels` as they hold of `m` run with `launches`.
pub fn relabel(labels: &[Label], m: &Module, launches: &[Launch]) -> Vec<Label> {
    let defined = |name: &str| {
        m.find_function(name)
            .is_some_and(|f| m.functions[f].body.is_some())
    };
    let mut decided: Option<Vec<String>> = None;
    let mut out = Vec::with_capacity(labels.len());
    for l in labels {
        let kept = match l {
            Label::ForceInline {
                func, params, ret, ..
            } => {
                if !defined(func) {
                    continue;
                }
                let lines = decided
                    .get_or_insert_with(|| crate::model::force_inline(m).into_iter().collect());
                match force_inline_of(lines, func) {
                    Some(now) if payloads(&now) != (*params, *ret) => now,
                    // The same payloads: the generator's decision stands (it is the label the
                    // pass is held to, not the model's).
                    Some(_) => l.clone(),
                    None => continue,
                }
            }
            Label::ArgSpace { func, param, .. } => {
                let Some(f) = m.find_function(func) else {
                    continue;
                };
                if m.functions[f].body.is_none() || *param >= m.functions[f].params.len() {
                    continue;
                }
                l.clone()
            }
            Label::RetSpace { func, .. } => {
                if !defined(func) {
                    continue;
                }
                l.clone()
            }
            Label::Devirt { func, call, .. } => {
                let Some(f) = m.find_function(func) else {
                    continue;
                };
                let Some(body) = &m.functions[f].body else {
                    continue;
                };
                if body.find_inst(call.trim_start_matches('%')).is_none() {
                    continue;
                }
                l.clone()
            }
            Label::Kernel { name, .. } => {
                if !defined(name) {
                    continue;
                }
                Label::Kernel {
                    name: name.clone(),
                    launched: launches.iter().any(|x| x.kernel == *name),
                }
            }
            Label::Variable { name, .. } => {
                let Some(g) = m.find_global(name) else {
                    continue;
                };
                Label::Variable {
                    name: name.clone(),
                    used: used_by_what_stays(m, launches, GlobalValue::Var(g)),
                }
            }
        };
        out.push(kept);
    }
    out
}

/// `labels` after parameter `param` of `func` was removed: its own `arg-space` label goes,
/// later parameters' labels move down one.
pub fn shift_params(labels: &mut Vec<Label>, func: &str, param: usize) {
    labels.retain_mut(|l| match l {
        Label::ArgSpace {
            func: f, param: p, ..
        } if f == func => {
            if *p == param {
                return false;
            }
            if *p > param {
                *p -= 1;
            }
            true
        }
        _ => true,
    });
}

/// The model's `force-inline` label of `func`, from its decision lines
/// (`@f DECISION REASON params=P return=R`).
fn force_inline_of(lines: &[String], func: &str) -> Option<Label> {
    let line = lines.iter().find(|l| {
        l.strip_prefix('@')
            .and_then(|r| r.strip_prefix(func))
            .is_some_and(|r| r.starts_with(' ') && !r.contains(" dropped"))
    })?;
    let mut words = line.split_whitespace().skip(2);
    let reason = words.next()?;
    let value = |key: &str| {
        line.split_whitespace()
            .find_map(|w| w.strip_prefix(key))
            .and_then(|v| v.parse::<u64>().ok())
    };
    let (params, ret) = (value("params=")?, value("return=")?);
    Label::parse(&format!(
        "force-inline @{func} = {reason} (params {params}, return {ret})"
    ))
    .ok()
}

fn payloads(l: &Label) -> (u64, u64) {
    match l {
        Label::ForceInline { params, ret, .. } => (*params, *ret),
        _ => (u64::MAX, u64::MAX),
    }
}

/// Whether a body that stays after dead kernel elimination names `gv`: a device function, a
/// launched kernel, or a kernel marked only by `!nvvm.annotations`.
fn used_by_what_stays(m: &Module, launches: &[Launch], gv: GlobalValue) -> bool {
    let launched: HashSet<&str> = launches.iter().map(|l| l.kernel.as_str()).collect();
    m.functions.iter().any(|(_, func)| {
        let Some(body) = &func.body else { return false };
        let stays = func.cc != CallConv::PtxKernel || launched.contains(func.name.as_str());
        if !stays {
            return false;
        }
        let mut names = false;
        for (_, i) in body.inst_order() {
            body.insts[i].data.visit_operands(|v| {
                if !names
                    && let Value::Const(c) = v
                    && m.consts.refers_to(c, &mut |x| x == gv)
                {
                    names = true;
                }
            });
            if names {
                return true;
            }
        }
        false
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = r#"
@g = internal addrspace(1) global i32 0
@c = internal addrspace(4) constant i32 7

define internal void @f(ptr %p, ptr %q) {
  store i32 1, ptr %q
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(4) @c
  store i32 %v, ptr addrspace(1) %out
  ret void
}
"#;

    fn labels(lines: &[&str]) -> Vec<Label> {
        lines.iter().map(|l| Label::parse(l).unwrap()).collect()
    }

    #[test]
    fn kernels_and_variables_follow_the_launches_and_deleted_subjects_go() {
        let m = seam::text::parse_module(TEXT).unwrap();
        let before = labels(&[
            "kernel @k1 = launched",
            "kernel @k2 = launched",
            "kernel @gone = launched",
            "variable @g = used",
            "variable @c = used",
            "variable @gone = used",
            "ret-space @gone = global",
            "arg-space @f 1 = global",
            "arg-space @f 2 = global",
        ]);
        // Only @k1 is still launched: @k2 goes with dead kernel elimination, and @c with it.
        let launches = vec![seam_oracle::parse_launch("@k1 (out=i32[1] zero)").unwrap()];
        let after = relabel(&before, &m, &launches);
        let text: Vec<String> = after.iter().map(|l| l.to_string()).collect();
        assert_eq!(
            text,
            [
                "kernel @k1 = launched",
                "kernel @k2 = unreferenced",
                "variable @g = used",
                "variable @c = unused",
                "arg-space @f 1 = global",
            ]
        );
    }

    #[test]
    fn a_force_inline_label_is_recomputed_only_when_its_payloads_changed() {
        let m = seam::text::parse_module(TEXT).unwrap();
        // @f has two pointers now (16 bytes): a label written for three parameters (24) is
        // recomputed; one written for these two is kept as the generator wrote it.
        let stale = labels(&["force-inline @f = large-params (params 388, return 0)"]);
        let now = relabel(&stale, &m, &[]);
        assert_eq!(
            now[0].to_string(),
            "force-inline @f = none (params 16, return 0)"
        );
        let same = labels(&["force-inline @f = large-params (params 16, return 0)"]);
        assert_eq!(relabel(&same, &m, &[]), same);
    }

    #[test]
    fn arg_space_labels_follow_a_removed_parameter() {
        let mut l = labels(&[
            "arg-space @f 0 = global",
            "arg-space @f 1 = shared",
            "arg-space @f 2 = const",
            "arg-space @h 1 = local",
        ]);
        shift_params(&mut l, "f", 1);
        let text: Vec<String> = l.iter().map(|l| l.to_string()).collect();
        assert_eq!(
            text,
            [
                "arg-space @f 0 = global",
                "arg-space @f 1 = const",
                "arg-space @h 1 = local"
            ]
        );
    }
}
