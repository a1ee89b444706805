//! Splitting one module into translation units: the inverse of linking, for tests and the
//! generator (`seam gen --split N`).
//!
//! **Contract.** `split(m, n)` returns `n` modules that, linked in order, define what `m`
//! defines and observe what `m` observes. Definitions are dealt out round robin in module
//! order (functions and variables apart), so every unit gets some and neighbours end up in
//! different units. A unit declares every symbol another unit defines and it refers to.
//! A local (`internal`/`private`) symbol referred to from another unit is made external (a
//! compiler splitting a module promotes such locals the same way); one that is not stays
//! local to its unit and is absent from the others. (Units of one module never hold two
//! locals of one name: the linker's renaming is tested by its filetests.)
//! Appending arrays (`llvm.used`, ...) and the `!nvvm.annotations` of declarations stay with
//! unit 0 and with the definitions; other named metadata is copied to every unit.

use rustc_hash::FxHashSet as HashSet;

use crate::ir::{GlobalValue, Linkage, Module, Value};

/// Every symbol a definition refers to (its body or initializer).
fn refs_of(m: &Module, gv: GlobalValue) -> HashSet<GlobalValue> {
    let mut out = HashSet::default();
    let mut add = |c| {
        m.consts.refers_to(c, &mut |g| {
            out.insert(g);
            false
        });
    };
    match gv {
        GlobalValue::Func(f) => {
            if let Some(body) = &m.functions[f].body {
                for (_, i) in body.inst_order() {
                    body.insts[i].data.visit_operands(|v| {
                        if let Value::Const(c) = v {
                            add(c);
                        }
                    });
                }
            }
            for a in &m.functions[f].annotations {
                add(a.value);
            }
        }
        GlobalValue::Var(g) => {
            if let Some(c) = m.globals[g].init {
                add(c);
            }
        }
    }
    out
}

/// Splits `m` into `n` units (see the module documentation); `n == 0` is taken as 1.
pub fn split(m: &Module, n: usize) -> Vec<Module> {
    let n = n.max(1);
    // Owners: definitions round robin; declarations and appending arrays belong to unit 0.
    let mut owner = std::collections::HashMap::new();
    let (mut nf, mut ng) = (0usize, 0usize);
    for (f, func) in m.functions.iter() {
        let u = if func.body.is_some() {
            nf += 1;
            (nf - 1) % n
        } else {
            0
        };
        owner.insert(GlobalValue::Func(f), u);
    }
    for (g, var) in m.globals.iter() {
        let u = if var.init.is_some() && var.linkage != Linkage::Appending {
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
                func.dso_local = false;
            }
            if owner[&gv] == u {
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
                var.dso_local = false;
            }
            if owner[&gv] == u {
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
