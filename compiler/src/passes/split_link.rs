//! `split-link`: separate compilation in one step — the module is dealt out into translation
//! units ([`crate::link::split`]) and linked back ([`crate::link::link_modules`]), as nvlink
//! hands cicc the units of a `-dc` build (seed `003_42a755b604c2a47e.txt`, module merge).
//!
//! **Requires** a verified module. **Ensures** a verified module that defines what the input
//! defines (less locals nothing refers to, which the linker does not link) and observes the
//! same. **Scope**: the module. **Does not** optimize anything: it is there so that pipelines
//! (the named `lto-split`, the campaign) check the linker on every case. Locals referred to
//! from another unit come back external (the split promotes them), and every symbol an input
//! named is `dso_local` (the seed's linkage restore).
//!
//! Remarks: the linker's (`link`: `renamed`, `replaced`, `kept`, `appended`) and one
//! `split-link: linked` with the number of units.

use super::{PassError, PassOption, Remark, option_int};
use crate::ir::Module;
use crate::link::{LinkInput, link_modules, split};

pub(super) const OPTIONS: &[PassOption] = &[PassOption {
    name: "units",
    doc: "how many translation units the module is split into",
    default: "2",
}];

/// `m` split into `n` units named `unit0`, `unit1`, ... The linker refuses a module without an
/// NVPTX triple (the seed's loader does): the units get one, and the caller's result keeps the
/// input's.
pub(super) fn units(m: &Module, n: usize) -> Vec<LinkInput> {
    let mut m_nvptx = m.clone();
    if m_nvptx
        .target_triple
        .as_deref()
        .is_none_or(|t| !t.starts_with("nvptx64-"))
    {
        m_nvptx.target_triple = Some("nvptx64-nvidia-cuda".to_owned());
    }
    split(&m_nvptx, n)
        .into_iter()
        .enumerate()
        .map(|(i, module)| LinkInput {
            name: format!("unit{i}"),
            module,
        })
        .collect()
}

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let n = option_int(options, "units", 2, 1, 64)? as usize;
    // Split and linked back, a module often prints as it was (one kernel, nothing to
    // promote): then the pass says it changed nothing, as every pass must.
    let before = crate::text::print_module(m);
    let inputs = units(m, n);
    let linked = link_modules(inputs).map_err(|e| PassError(format!("split-link: {e}")))?;
    let mut out = linked.module;
    out.target_triple = m.target_triple.clone();
    remarks.extend(linked.remarks);
    remarks.push(Remark::new("split-link", "", "linked", "units").with("units", n));
    *m = out;
    Ok(crate::text::print_module(m) != before)
}
