//! `globaldce`: delete the functions and global variables nothing live refers to (LLVM's
//! GlobalDCE; the seed `003_42a755b604c2a47e.txt` ends its LTO pipeline with it).
//!
//! **Requires** a verified module. **Ensures** the module verifies; nothing that is executed
//! or read is deleted. **Scope**: the module. **Does not** delete kernels, externally visible
//! definitions, or anything they reach; does not look at what code does (an unused store to a
//! global keeps it).
//!
//! Rules:
//! 1. **Roots**: kernels; definitions whose linkage makes them visible outside the module
//!    and not discardable when unused (external, weak, weak_odr, common, appending: LLVM's
//!    `!isDiscardableIfUnused`, so `llvm.used` keeps what it lists); anything named in
//!    metadata (kept conservatively).
//! 2. **Live**: the roots and, transitively, every function and global a live function's body
//!    or a live global's initializer refers to, through constant expressions too.
//! 3. **Deleted**: every other function and global variable: local definitions (internal,
//!    private), discardable ones (linkonce, linkonce_odr, available_externally), and
//!    declarations nothing calls any more (as LLVM deletes unused declarations).
//!
//! Remarks: `deleted (unreferenced)` per deleted symbol, with `kind=function`, `global` or
//! `declaration`.

use super::{PassError, Remark};
use crate::entity::EntityRef;
use crate::ir::{ConstId, FuncId, GlobalId, GlobalValue, Linkage, MdOperand, Module, Value};

const PASS: &str = "globaldce";

/// LLVM's `isDiscardableIfUnused`: local, linkonce, linkonce_odr, available_externally.
fn discardable(l: Linkage) -> bool {
    l.is_local()
        || matches!(
            l,
            Linkage::LinkOnce | Linkage::LinkOnceOdr | Linkage::AvailableExternally
        )
}

struct Marker<'m> {
    m: &'m Module,
    funcs: Vec<bool>,
    globals: Vec<bool>,
    work: Vec<GlobalValue>,
}

impl Marker<'_> {
    fn mark(&mut self, gv: GlobalValue) {
        let slot = match gv {
            GlobalValue::Func(f) => &mut self.funcs[f.index()],
            GlobalValue::Var(g) => &mut self.globals[g.index()],
        };
        if !*slot {
            *slot = true;
            self.work.push(gv);
        }
    }

    fn mark_const(&mut self, c: ConstId) {
        let mut found = Vec::new();
        self.m.consts.refers_to(c, &mut |gv| {
            found.push(gv);
            false
        });
        for gv in found {
            if self.m.global_exists(gv) {
                self.mark(gv);
            }
        }
    }
}

pub(super) fn run(
    m: &mut Module,
    _options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let mut mk = Marker {
        m,
        funcs: vec![false; m.functions.capacity_bound()],
        globals: vec![false; m.globals.capacity_bound()],
        work: Vec::new(),
    };
    for (f, func) in m.functions.iter() {
        if m.is_kernel(f) || (func.body.is_some() && !discardable(func.linkage)) {
            mk.mark(GlobalValue::Func(f));
        }
    }
    for (g, var) in m.globals.iter() {
        if var.init.is_some() && !discardable(var.linkage) {
            mk.mark(GlobalValue::Var(g));
        }
    }
    for node in m.md.values() {
        for op in &node.ops {
            if let MdOperand::Value(c) = op {
                mk.mark_const(*c);
            }
        }
    }
    while let Some(gv) = mk.work.pop() {
        match gv {
            GlobalValue::Func(f) => {
                if let Some(body) = &m.functions[f].body {
                    let mut consts = Vec::new();
                    for (_, i) in body.inst_order() {
                        body.insts[i].data.visit_operands(|v| {
                            if let Value::Const(c) = v {
                                consts.push(c);
                            }
                        });
                    }
                    consts.sort_unstable();
                    consts.dedup();
                    for c in consts {
                        mk.mark_const(c);
                    }
                }
            }
            GlobalValue::Var(g) => {
                if let Some(init) = m.globals[g].init {
                    mk.mark_const(init);
                }
            }
        }
    }
    let (funcs, globals) = (mk.funcs, mk.globals);
    let dead_funcs: Vec<FuncId> = m.functions.keys().filter(|f| !funcs[f.index()]).collect();
    let dead_globals: Vec<GlobalId> = m.globals.keys().filter(|g| !globals[g.index()]).collect();
    let changed = !dead_funcs.is_empty() || !dead_globals.is_empty();
    for f in dead_funcs {
        if let Some(func) = m.remove_function(f) {
            let kind = if func.body.is_some() {
                "function"
            } else {
                "declaration"
            };
            remarks
                .push(Remark::new(PASS, &func.name, "deleted", "unreferenced").with("kind", kind));
        }
    }
    for g in dead_globals {
        if let Some(var) = m.remove_global(g) {
            remarks.push(
                Remark::new(PASS, &var.name, "deleted", "unreferenced").with("kind", "global"),
            );
        }
    }
    Ok(changed)
}
