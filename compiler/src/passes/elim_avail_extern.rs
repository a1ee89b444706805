//! `elim-avail-extern`: an `available_externally` definition becomes a declaration (LLVM's
//! `EliminateAvailableExternally`), once the passes that could use its body (the inliner) have
//! run: its body exists only for them, and the program's own definition is in another module.
//!
//! **Requires** a verified module. **Ensures** a verified module with no
//! `available_externally` definition: each such function is an external declaration (no
//! comdat, no `!thinlto_src_module`), each such variable an external declaration. Calls and
//! references are untouched, so what the module observes, once linked with the module that
//! defines the symbol, is the same. **Scope**: the module.
//!
//! Remarks: `declared` per symbol.

use super::{PassError, Remark};
use crate::ir::{Linkage, Module};

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let mut changed = false;
    for (_, f) in m.functions.iter_mut() {
        if f.linkage == Linkage::AvailableExternally && f.body.is_some() {
            f.body = None;
            f.linkage = Linkage::External;
            f.comdat = None;
            f.thinlto_src_module = None;
            remarks.push(Remark::new(
                "elim-avail-extern",
                &f.name,
                "declared",
                "available-externally",
            ));
            changed = true;
        }
    }
    for (_, g) in m.globals.iter_mut() {
        if g.linkage == Linkage::AvailableExternally && g.init.is_some() {
            g.init = None;
            g.linkage = Linkage::External;
            g.comdat = None;
            remarks.push(Remark::new(
                "elim-avail-extern",
                &g.name,
                "declared",
                "available-externally",
            ));
            changed = true;
        }
    }
    Ok(changed)
}
