//! Seed 000's force-inline decision, restated ("Force-Inline Decision": `should_force_inline`,
//! `param_slot_size`, `has_large_param_payload`, `has_large_return_payload`). For every
//! function with a body, in the seed's order (earlier reasons win):
//! 1. already `alwaysinline`: skipped (`skip already-alwaysinline`; the pass is idempotent);
//! 2. a kernel entry (`ptx_kernel`, or an `!nvvm.annotations` `kernel` of 1): forced
//!    (`kernel`), even if `noinline`;
//! 3. an argument that is an image or sampler handle (an `rdoimage`, `wroimage`,
//!    `rdwrimage` or `sampler` annotation naming one of its parameters): forced
//!    (`image-handle`), even if `noinline`;
//! 4. `noinline`: not forced (`noinline`);
//! 5. the parameter payload over 384 bytes: forced (`large-params`); each parameter counts its
//!    ABI allocation size, a pointer's rounded up to its ABI alignment, and at least 4 bytes;
//! 6. the return payload (allocation size; 0 for `void`) over 144 bytes: forced
//!    (`large-return`);
//! 7. otherwise not forced (`none`).
//!
//! A forced function loses `noinline` and `optnone` (LLVM allows neither beside
//! `alwaysinline`). Decisions as lines: `@f DECISION REASON params=P return=R`, and
//! `@f dropped FLAGS` where flags go.

use std::collections::BTreeSet;

use seam::ir::{AttrFlag, FuncId, Module, TypeData, TypeId};
use seam::passes::Remark;

const PASS: &str = "force-inline";

/// Handles the seed names: image and sampler typedefs.
pub(crate) const HANDLES: [&str; 4] = ["rdoimage", "wroimage", "rdwrimage", "sampler"];

/// Bytes parameter type `ty` takes in the payload.
fn slot(m: &Module, ty: TypeId) -> u64 {
    let dl = m.data_layout();
    let mut bytes = dl.alloc_size(&m.types, ty);
    if matches!(m.types.get(ty), TypeData::Ptr(_)) {
        let align = dl.abi_align(&m.types, ty).max(1);
        bytes = bytes.div_ceil(align) * align;
    }
    bytes.max(4)
}

fn has_attr(m: &Module, f: FuncId, a: AttrFlag) -> bool {
    m.attrs.has(m.functions[f].attrs, a)
}

/// What seed 000's force-inline rule decides on `m`.
pub fn force_inline(m: &Module) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (f, func) in m.functions.iter() {
        if func.body.is_none() {
            continue;
        }
        let params: u64 = func.param_types(&m.types).iter().map(|&t| slot(m, t)).sum();
        let rt = func.ret_type(&m.types);
        let ret = if matches!(m.types.get(rt), TypeData::Void) {
            0
        } else {
            m.data_layout().alloc_size(&m.types, rt)
        };
        let n = func.params.len() as u64;
        let handle = func
            .annotations
            .iter()
            .any(|a| HANDLES.contains(&&*a.key) && m.consts.as_int(a.value).is_some_and(|i| i < n));
        let (decision, reason) = if has_attr(m, f, AttrFlag::AlwaysInline) {
            ("skip", "already-alwaysinline")
        } else if m.is_kernel(f) {
            ("force-inline", "kernel")
        } else if handle {
            ("force-inline", "image-handle")
        } else if has_attr(m, f, AttrFlag::NoInline) {
            ("not-forced", "noinline")
        } else if params > 384 {
            ("force-inline", "large-params")
        } else if ret > 144 {
            ("force-inline", "large-return")
        } else {
            ("not-forced", "none")
        };
        out.insert(format!(
            "@{} {decision} {reason} params={params} return={ret}",
            func.name
        ));
        if decision == "force-inline" {
            let dropped: Vec<&str> = [
                (AttrFlag::NoInline, "noinline"),
                (AttrFlag::OptNone, "optnone"),
            ]
            .into_iter()
            .filter(|&(a, _)| has_attr(m, f, a))
            .map(|(_, n)| n)
            .collect();
            if !dropped.is_empty() {
                out.insert(format!("@{} dropped {}", func.name, dropped.join(",")));
            }
        }
    }
    out
}

/// The same lines from the pass's remarks.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for r in remarks.iter().filter(|r| r.pass == PASS) {
        let value = |k: &str| {
            r.values
                .iter()
                .find(|(key, _)| key == k)
                .map_or("?", |(_, v)| v.as_str())
        };
        out.insert(format!(
            "@{} {} {} params={} return={}",
            r.function,
            r.decision,
            r.reason,
            value("params"),
            value("return")
        ));
        if let Some((_, d)) = r.values.iter().find(|(k, _)| k == "dropped") {
            out.insert(format!("@{} dropped {d}", r.function));
        }
    }
    out
}
