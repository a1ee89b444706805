//! `thin-lto`: ThinLTO in one step — the module is dealt out into translation units
//! ([`crate::link::split`]), each imports from the others what the importer decides
//! ([`crate::link::thin_import`], seed `003_42a755b604c2a47e.txt` step 2), each is optimized
//! on its own by the rest of the seed's pipeline that needs no whole program
//! (`inline<model=nvidia>`, `globalopt`, `globaldce`, then `elim-avail-extern`; not
//! `wholeprogramdevirt`, see [`UNIT_PIPELINE`]), and the units are linked
//! back into one module, as the device linker puts the separately optimized units together.
//!
//! **Requires** a verified module. **Ensures** a verified module that observes what the input
//! observes (the imported copies are copies: inlined or dropped, never a second definition).
//! **Scope**: the module. **Options**: `units`, the import table (`table=hashed`, levels and
//! hotness from a hash of each name, so that every priority class and hotness occurs;
//! `table=standard`, every function level 2) and `import-instr-limit`.
//!
//! Remarks: the importer's (`function-import`: `imported`, `not-imported` with the reason),
//! the per-unit passes', the linker's, and one `thin-lto: linked` with the number of units
//! and of functions imported.

use super::{PassError, PassOption, Remark, option_int, parse_pipeline, run_specs};
use crate::ir::Module;
use crate::link::{ImportOptions, ImportTable, link_modules, thin_import};

pub(super) const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "units",
        doc: "how many translation units the module is split into",
        default: "3",
    },
    PassOption {
        name: "table",
        doc: "the import priorities: hashed (every class, from a hash of the name) or \
              standard (every function level 2)",
        default: "hashed",
    },
    PassOption {
        name: "import-instr-limit",
        doc: "the importer's base threshold (instructions)",
        default: "100",
    },
];

/// What each unit runs after its imports.
///
/// `wholeprogramdevirt` is not among them: it needs every module's type tables (a unit sees
/// only its own, and would call the one implementation it sees), which LLVM's ThinLTO gets from
/// type-id summaries in the thin link and seam's summaries do not carry.
pub const UNIT_PIPELINE: &str = "inline<model=nvidia>,globalopt,globaldce,elim-avail-extern";

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let n = option_int(options, "units", 3, 1, 64)? as usize;
    // Units that import nothing and change nothing link back to the module as it was: then
    // the pass says it changed nothing, as every pass must.
    let before = crate::text::print_module(m);
    let limit = option_int(options, "import-instr-limit", 100, 0, 1_000_000)? as u32;
    let table = match options.iter().rev().find(|(k, _)| k == "table") {
        None => ImportTable::hashed(),
        Some((_, v)) if v == "hashed" => ImportTable::hashed(),
        Some((_, v)) if v == "standard" => ImportTable::standard(),
        Some((_, v)) => {
            return Err(PassError(format!(
                "option table: '{v}' is not hashed or standard"
            )));
        }
    };
    let mut units = super::split_link::units(m, n);
    let opts = ImportOptions {
        instr_limit: limit,
        ..ImportOptions::default()
    };
    let decisions =
        thin_import(&mut units, &table, &opts).map_err(|e| PassError(format!("thin-lto: {e}")))?;
    let imported = decisions.iter().filter(|d| d.outcome.is_ok()).count();
    remarks.extend(decisions.iter().map(|d| d.remark()));
    keep_exported_linkonce(&mut units);
    let specs = parse_pipeline(UNIT_PIPELINE).expect("the unit pipeline parses");
    for u in &mut units {
        let r = run_specs(&mut u.module, &specs, &super::RunOptions::default())
            .map_err(|e| PassError(format!("thin-lto: {}: {e}", u.name)))?;
        remarks.extend(r);
    }
    let linked = link_modules(units).map_err(|e| PassError(format!("thin-lto: {e}")))?;
    let mut out = linked.module;
    out.target_triple = m.target_triple.clone();
    remarks.extend(linked.remarks);
    remarks.push(
        Remark::new("thin-lto", "", "linked", "units")
            .with("units", n)
            .with("imported", imported),
    );
    *m = out;
    Ok(crate::text::print_module(m) != before)
}

/// A `linkonce`/`linkonce_odr` function that another unit names (calls, or imported as
/// `available_externally` and dropped again by `elim-avail-extern`) becomes `weak`/`weak_odr`
/// in the unit that defines it, so that this unit's `globaldce` keeps the one definition the
/// others rely on (LLVM's `thinLTOResolvePrevailingInModule` does the same for exported
/// symbols). Found by the CUDA corpus: a functor's `operator()` instantiated in one unit and
/// called from another was deleted everywhere.
fn keep_exported_linkonce(units: &mut [crate::link::LinkInput]) {
    use crate::ir::Linkage;
    use std::collections::HashSet;
    // Names each unit refers to without defining them for good.
    let mut wanted: Vec<HashSet<String>> = Vec::with_capacity(units.len());
    for u in units.iter() {
        let set = u
            .module
            .functions
            .iter()
            .filter(|(_, f)| f.body.is_none() || f.linkage == Linkage::AvailableExternally)
            .map(|(_, f)| f.name.clone())
            .collect();
        wanted.push(set);
    }
    for (k, u) in units.iter_mut().enumerate() {
        for (_, f) in u.module.functions.iter_mut() {
            if f.body.is_none() || !matches!(f.linkage, Linkage::LinkOnce | Linkage::LinkOnceOdr) {
                continue;
            }
            let named_elsewhere = wanted
                .iter()
                .enumerate()
                .any(|(j, w)| j != k && w.contains(&f.name));
            if named_elsewhere {
                f.linkage = if f.linkage == Linkage::LinkOnceOdr {
                    Linkage::WeakOdr
                } else {
                    Linkage::Weak
                };
            }
        }
    }
}
