//! Splitting one module into translation units: the inverse of linking, for tests and the
//! generator (`seam gen --split N`).
//!
//! **Contract.** `split(m, n)` returns `n` modules that, linked in order, define what `m`
//! defines and observe what `m` observes. Definitions are dealt out round robin in module
//! order (functions and variables apart), so every unit gets some and neighbours end up in
//! different units. A unit declares every symbol another unit defines and it refers to.
//! A local (`internal`/`private`) symbol referred to from another unit is made external and
//! `hidden` (ThinLTO promotes locals the same way), renamed to a PTX identifier if its name is
//! not one (`vt0.1` becomes `vt0_1`: PTX refuses a `.` in a visible symbol); one that is not
//! referred to from elsewhere stays local to its unit and is absent from the others. (Units of one module never hold two
//! locals of one name: the linker's renaming is tested by its filetests.)
//! Definitions the linker links only when referred to (locals, `linkonce*`,
//! `available_externally`) that nothing refers to go to unit 0, the primary, which keeps all
//! it has; a `linkonce` one another unit refers to becomes `weak` (`weak_odr`) in its unit, so
//! that the linker keeps it whichever unit refers to it first (a C++ inline function or
//! virtual table one translation unit holds and another calls). Appending arrays
//! (`llvm.used`, ...) stay with unit 0; `!nvvm.annotations` stay
//! with the definitions; other named metadata is copied to every unit.

use rustc_hash::FxHashSet as HashSet;

use super::refs_of;
use crate::ir::{GlobalValue, Linkage, Module, Visibility};

/// Splits `m` into `n` units (see the module documentation); `n == 0` is taken as 1.
pub fn split(m: &Module, n: usize) -> Vec<Module> {
    let n = n.max(1);
    // Owners: definitions round robin; declarations and appending arrays belong to unit 0,
    // and so do the definitions a linker links only when something refers to them (locals,
    // linkonce, available_externally) that nothing in the module refers to: in a later unit
    // the linker would leave them out (a template kernel the host launches, say).
    let mut referenced: HashSet<GlobalValue> = HashSet::default();
    for gv in m
        .functions
        .keys()
        .map(GlobalValue::Func)
        .chain(m.globals.keys().map(GlobalValue::Var))
    {
        referenced.extend(refs_of(m, gv).into_iter().filter(|&r| r != gv));
    }
    let lazy_unreferenced = |gv: GlobalValue, l: Linkage| {
        (l.is_local()
            || matches!(
                l,
                Linkage::LinkOnce | Linkage::LinkOnceOdr | Linkage::AvailableExternally
            ))
            && !referenced.contains(&gv)
    };
    let mut owner = std::collections::HashMap::new();
    let (mut nf, mut ng) = (0usize, 0usize);
    for (f, func) in m.functions.iter() {
        let u = if lazy_unreferenced(GlobalValue::Func(f), func.linkage) {
            0
        } else if func.body.is_some() {
            nf += 1;
            (nf - 1) % n
        } else {
            0
        };
        owner.insert(GlobalValue::Func(f), u);
    }
    for (g, var) in m.globals.iter() {
        let u = if lazy_unreferenced(GlobalValue::Var(g), var.linkage) {
            0
        } else if var.init.is_some() && var.linkage != Linkage::Appending {
            ng += 1;
            (ng - 1) % n
        } else {
            0
        };
        owner.insert(GlobalValue::Var(g), u);
    }
    // What each unit refers to, and the locals to promote.
    let mut uses: Vec<HashSet<GlobalValue>> = vec![HashSet::default(); n];
    for (&gv, &u) in &owner {
        uses[u].extend(refs_of(m, gv));
    }
    let mut promote: HashSet<GlobalValue> = HashSet::default();
    for (u, set) in uses.iter().enumerate() {
        for gv in set {
            if owner.get(gv).is_some_and(|&o| o != u) {
                promote.insert(*gv);
            }
        }
    }
    // Promoted locals become external `hidden` symbols (as ThinLTO promotes them), under a
    // name PTX accepts for an externally visible symbol (`vt0.1` becomes `vt0_1`).
    let mut taken: HashSet<String> = m
        .functions
        .values()
        .map(|f| f.name.clone())
        .chain(m.globals.values().map(|g| g.name.clone()))
        .collect();
    let mut promoted_name: std::collections::HashMap<GlobalValue, String> =
        std::collections::HashMap::new();
    let mut order: Vec<GlobalValue> = promote.iter().copied().collect();
    order.sort_unstable();
    for gv in order {
        let (name, local) = match gv {
            GlobalValue::Func(f) => (&m.functions[f].name, m.functions[f].linkage.is_local()),
            GlobalValue::Var(g) => (&m.globals[g].name, m.globals[g].linkage.is_local()),
        };
        if !local || is_ptx_identifier(name) {
            continue;
        }
        let base: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let base = if base.starts_with(|c: char| c.is_ascii_digit()) || base.is_empty() {
            format!("_{base}")
        } else {
            base
        };
        let mut cand = base.clone();
        let mut k = 0;
        while taken.contains(&cand) {
            k += 1;
            cand = format!("{base}_{k}");
        }
        taken.insert(cand.clone());
        promoted_name.insert(gv, cand);
    }
    let mut out = Vec::with_capacity(n);
    for (u, used) in uses.iter().enumerate() {
        let mut unit = m.clone();
        let keep = |gv: &GlobalValue| owner.get(gv) == Some(&u) || used.contains(gv);
        let funcs: Vec<_> = unit.functions.keys().collect();
        for f in funcs {
            let gv = GlobalValue::Func(f);
            let func = &mut unit.functions[f];
            if promote.contains(&gv) && func.linkage.is_local() {
                func.linkage = Linkage::External;
                func.visibility = Visibility::Hidden;
                func.dso_local = false;
                if let Some(n) = promoted_name.get(&gv) {
                    func.name = n.clone();
                }
            }
            if owner[&gv] == u {
                if promote.contains(&gv) {
                    func.linkage = prevailing(func.linkage);
                }
                continue;
            }
            if !keep(&gv) {
                unit.remove_function(f);
                continue;
            }
            let func = &mut unit.functions[f];
            func.body = None;
            func.comdat = None;
            func.annotations.clear();
            func.type_md.clear();
            func.section = None;
            for p in &mut func.params {
                p.name = None;
            }
            if func.linkage != Linkage::ExternWeak {
                func.linkage = Linkage::External;
            }
        }
        let globals: Vec<_> = unit.globals.keys().collect();
        for g in globals {
            let gv = GlobalValue::Var(g);
            let var = &mut unit.globals[g];
            if promote.contains(&gv) && var.linkage.is_local() {
                var.linkage = Linkage::External;
                var.visibility = Visibility::Hidden;
                var.dso_local = false;
                if let Some(n) = promoted_name.get(&gv) {
                    var.name = n.clone();
                }
            }
            if owner[&gv] == u {
                if promote.contains(&gv) {
                    var.linkage = prevailing(var.linkage);
                }
                continue;
            }
            if !keep(&gv) {
                unit.remove_global(g);
                continue;
            }
            let var = &mut unit.globals[g];
            var.init = None;
            var.comdat = None;
            var.annotations.clear();
            var.type_md.clear();
            var.externally_initialized = false;
            if var.linkage != Linkage::ExternWeak {
                var.linkage = Linkage::External;
            }
        }
        out.push(unit);
    }
    out
}

/// The linkage of a `linkonce` definition another unit refers to, in the unit that holds it:
/// `weak` (`weak_odr`), which the linker links whether or not something has referred to it yet
/// (a `linkonce` one is linked only when the module linked so far refers to it, so a unit
/// linked before its first user would lose it; LLVM's LTO marks such a prevailing copy
/// `weak_odr` the same way). Other linkages stay.
fn prevailing(l: Linkage) -> Linkage {
    if l == Linkage::LinkOnce {
        Linkage::Weak
    } else if l == Linkage::LinkOnceOdr {
        Linkage::WeakOdr
    } else {
        l
    }
}

/// Whether `name` is a PTX identifier an externally visible symbol may have
/// (`[A-Za-z][A-Za-z0-9_$]*` or `[_$%][A-Za-z0-9_$]+`).
fn is_ptx_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    let ok = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() => chars.all(ok),
        Some('_' | '$' | '%') => {
            let rest: Vec<char> = chars.collect();
            !rest.is_empty() && rest.into_iter().all(ok)
        }
        _ => false,
    }
}
