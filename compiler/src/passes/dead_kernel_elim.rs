//! `dead-kernel-elim`: delete the kernels the host never launches and, on request, the
//! `__device__`/`__constant__` variables it never names (seed `003_42a755b604c2a47e.txt`,
//! `sub_12F5F30` phases B–D, `dead_kernel_elimination`, `dead_variable_elimination`).
//!
//! **Requires** a verified module (after linking: the whole device program). **Ensures** the
//! module verifies; nothing with a device-side use is deleted. **Scope**: the module.
//! **Does not** delete device functions (GlobalDCE does, after), nor anything without
//! `has-global-host-info` (the host's list may be incomplete), nor anything in `gen-lto` mode.
//!
//! Rules, in the seed's order:
//! 1. The host references: kernels `ek ∪ ik`, constants `ec ∪ ic`, globals `eg ∪ ig` (options
//!    `host-ref-ek=a,b,...` and so on; the CLI's `--host-ref-ek=a;b` lists become these).
//! 2. The preserved set: every symbol listed in `@llvm.used`, every global in section
//!    `llvm.metadata` and what its initializer names (the seed's `llvm.metadata` set), the
//!    host-referenced kernels, and — unless `optimize-unused-variables` — the host-referenced
//!    constants and globals.
//! 3. `mode=gen-lto`: nothing happens (the seed emits bitcode for a later link).
//! 4. Without `has-global-host-info`: nothing happens.
//! 5. Dead kernels: every *defined* kernel with the calling convention `ptx_kernel` (the
//!    seed's `cc != 71: continue`: a function marked a kernel only by `!nvvm.annotations` is
//!    not touched) not preserved is traced (`no reference to kernel NAME`) and queued; in
//!    queue order, one with a use left (a device-side reference: a call, an address taken in
//!    code, an initializer; its own body's references count, as LLVM's `use_empty()` counts
//!    them) is kept, the others are deleted.
//! 6. With `optimize-unused-variables`, dead variables: every defined global not preserved,
//!    in `addrspace(4)` and not a host-referenced constant, or in `addrspace(1)` and not a
//!    host-referenced global, is traced (`no reference to variable NAME`) and queued; those
//!    with a use left are kept, the others deleted. Other address spaces are never touched.
//!
//! Remarks: `trace` (reason `no-reference`, value `message`) per queued symbol when `trace`
//! is on; then `deleted` (reason `no-host-reference`) or `kept` (reason `device-uses`) per
//! queued symbol, with `kind=kernel` or `kind=variable`.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::{PassError, PassOption, Remark, option_bool};
use crate::ir::{AddrSpace, GlobalValue, MdOperand, Module, Value};

const PASS: &str = "dead-kernel-elim";

pub(super) const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "has-global-host-info",
        doc: "the host references are complete (without it nothing is eliminated)",
        default: "false",
    },
    PassOption {
        name: "optimize-unused-variables",
        doc: "also eliminate __device__ and __constant__ variables the host does not name",
        default: "false",
    },
    PassOption {
        name: "host-ref-ek",
        doc: "kernels launched by the host (comma-separated names)",
        default: "",
    },
    PassOption {
        name: "host-ref-ik",
        doc: "kernels whose address the host takes",
        default: "",
    },
    PassOption {
        name: "host-ref-ec",
        doc: "__constant__ variables the host copies to or from",
        default: "",
    },
    PassOption {
        name: "host-ref-ic",
        doc: "__constant__ variables whose address the host takes",
        default: "",
    },
    PassOption {
        name: "host-ref-eg",
        doc: "__device__ variables the host copies to or from",
        default: "",
    },
    PassOption {
        name: "host-ref-ig",
        doc: "__device__ variables whose address the host takes",
        default: "",
    },
    PassOption {
        name: "trace",
        doc: "report 'no reference to kernel/variable NAME' for every symbol queued",
        default: "false",
    },
    PassOption {
        name: "mode",
        doc: "full, link-lto, thin (eliminate) or gen-lto (never eliminate)",
        default: "full",
    },
];

fn list<'o>(options: &'o [(String, String)], name: &str) -> Vec<&'o str> {
    options
        .iter()
        .filter(|(k, _)| k == name)
        .flat_map(|(_, v)| v.split([',', ';']))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

/// The symbols the seed's preserved set takes from `@llvm.used` and `llvm.metadata`.
pub(crate) fn used_and_metadata(m: &Module) -> HashSet<String> {
    let mut out = HashSet::default();
    for g in m.globals.values() {
        let listed = g.name == "llvm.used" || g.section.as_deref() == Some("llvm.metadata");
        if !listed {
            continue;
        }
        if g.section.as_deref() == Some("llvm.metadata") {
            out.insert(g.name.clone());
        }
        if let Some(init) = g.init {
            m.consts.refers_to(init, &mut |gv| {
                if m.global_exists(gv) {
                    out.insert(m.global_name(gv).to_owned());
                }
                false
            });
        }
    }
    out
}

/// Who refers to whom: for each symbol, how many users (function bodies, initializers) name
/// it, and for each user what it names; a symbol's own body or initializer counts, as in
/// LLVM's use lists. Metadata is not a use (LLVM's `use_empty` does not see it either): a
/// deleted symbol's metadata operands become `null`.
pub(crate) struct Uses {
    count: HashMap<GlobalValue, usize>,
    names: HashMap<GlobalValue, Vec<GlobalValue>>,
}

impl Uses {
    pub(crate) fn of(m: &Module) -> Uses {
        let mut u = Uses {
            count: HashMap::default(),
            names: HashMap::default(),
        };
        let mut add = |user: Option<GlobalValue>, refs: HashSet<GlobalValue>| {
            for &r in &refs {
                *u.count.entry(r).or_default() += 1;
            }
            if let Some(user) = user {
                u.names.insert(user, refs.into_iter().collect());
            }
        };
        let collect = |c, set: &mut HashSet<GlobalValue>| {
            m.consts.refers_to(c, &mut |gv| {
                set.insert(gv);
                false
            });
        };
        for (f, func) in m.functions.iter() {
            let mut set = HashSet::default();
            if let Some(body) = &func.body {
                for (_, i) in body.inst_order() {
                    body.insts[i].data.visit_operands(|v| {
                        if let Value::Const(c) = v {
                            collect(c, &mut set);
                        }
                    });
                }
            }
            // A reference from the symbol's own body is a use, as LLVM's `use_empty()` (the
            // seed's test) sees it.
            add(Some(GlobalValue::Func(f)), set);
        }
        for (g, var) in m.globals.iter() {
            let mut set = HashSet::default();
            if let Some(c) = var.init {
                collect(c, &mut set);
            }
            add(Some(GlobalValue::Var(g)), set);
        }
        u
    }

    pub(crate) fn has_uses(&self, gv: GlobalValue) -> bool {
        self.count.get(&gv).copied().unwrap_or(0) > 0
    }

    /// Forgets what a deleted user referred to.
    pub(crate) fn erase(&mut self, gv: GlobalValue) {
        for r in self.names.remove(&gv).unwrap_or_default() {
            if let Some(n) = self.count.get_mut(&r) {
                *n = n.saturating_sub(1);
            }
        }
    }
}

pub(super) fn run(
    m: &mut Module,
    options: &[(String, String)],
    remarks: &mut Vec<Remark>,
) -> Result<bool, PassError> {
    let mode = options
        .iter()
        .rev()
        .find(|(k, _)| k == "mode")
        .map_or("full", |(_, v)| v.as_str());
    if !matches!(mode, "full" | "gen-lto" | "link-lto" | "thin") {
        return Err(PassError(format!(
            "option mode: '{mode}' is not one of full, gen-lto, link-lto, thin"
        )));
    }
    let has_info = option_bool(options, "has-global-host-info", false)?;
    let optimize_vars = option_bool(options, "optimize-unused-variables", false)?;
    let trace = option_bool(options, "trace", false)?;
    let read = |name: &str| {
        let planted = match name {
            "host-ref-ek" => "dead-kernel-ignore-ek",
            "host-ref-ik" => "dead-kernel-ignore-ik",
            "host-ref-ec" => "dead-kernel-ignore-ec",
            "host-ref-ic" => "dead-kernel-ignore-ic",
            "host-ref-eg" => "dead-kernel-ignore-eg",
            _ => "dead-kernel-ignore-ig",
        };
        if crate::planted::on(planted) {
            Vec::new()
        } else {
            list(options, name)
        }
    };
    let kernels: HashSet<&str> = read("host-ref-ek")
        .into_iter()
        .chain(read("host-ref-ik"))
        .collect();
    let constants: HashSet<&str> = read("host-ref-ec")
        .into_iter()
        .chain(read("host-ref-ic"))
        .collect();
    let globals: HashSet<&str> = read("host-ref-eg")
        .into_iter()
        .chain(read("host-ref-ig"))
        .collect();
    let mut preserved: HashSet<String> = used_and_metadata(m);
    preserved.extend(kernels.iter().map(|s| s.to_string()));
    // The seed preserves the host's variables by name only without the option.
    let preserve_vars = if optimize_vars {
        crate::planted::on("dead-kernel-vars-always-preserved")
    } else {
        !crate::planted::on("dead-kernel-vars-never-preserved")
    };
    if preserve_vars {
        preserved.extend(constants.iter().map(|s| s.to_string()));
        preserved.extend(globals.iter().map(|s| s.to_string()));
    }
    if mode == "gen-lto" || !has_info {
        return Ok(false);
    }
    let mut uses = Uses::of(m);
    let mut changed = false;

    let mut queue = Vec::new();
    for (f, func) in m.functions.iter() {
        // The seed's test is the calling convention alone (`if cc != 71: continue`): a
        // function marked a kernel only by `!nvvm.annotations` is not queued.
        let kernel = func.cc == crate::ir::CallConv::PtxKernel
            || (crate::planted::on("dead-kernel-annotation") && m.is_kernel(f));
        if func.body.is_none() || !kernel || preserved.contains(&func.name) {
            continue;
        }
        if trace {
            remarks.push(
                Remark::new(PASS, &func.name, "trace", "no-reference")
                    .with("message", format!("no reference to kernel {}", func.name)),
            );
        }
        queue.push(f);
    }
    for f in queue {
        let gv = GlobalValue::Func(f);
        let name = m.functions[f].name.clone();
        if uses.has_uses(gv) {
            remarks.push(Remark::new(PASS, &name, "kept", "device-uses").with("kind", "kernel"));
            continue;
        }
        uses.erase(gv);
        m.remove_function(f);
        changed = true;
        remarks
            .push(Remark::new(PASS, &name, "deleted", "no-host-reference").with("kind", "kernel"));
    }

    if optimize_vars {
        let mut queue = Vec::new();
        for (g, var) in m.globals.iter() {
            if var.init.is_none() || preserved.contains(&var.name) {
                continue;
            }
            let dead = (var.space == AddrSpace::CONST && !constants.contains(var.name.as_str()))
                || (var.space == AddrSpace::GLOBAL && !globals.contains(var.name.as_str()));
            if !dead {
                continue;
            }
            if trace {
                remarks.push(
                    Remark::new(PASS, &var.name, "trace", "no-reference")
                        .with("message", format!("no reference to variable {}", var.name)),
                );
            }
            queue.push(g);
        }
        for g in queue {
            let gv = GlobalValue::Var(g);
            let name = m.globals[g].name.clone();
            if uses.has_uses(gv) {
                remarks
                    .push(Remark::new(PASS, &name, "kept", "device-uses").with("kind", "variable"));
                continue;
            }
            uses.erase(gv);
            m.remove_global(g);
            changed = true;
            remarks.push(
                Remark::new(PASS, &name, "deleted", "no-host-reference").with("kind", "variable"),
            );
        }
    }
    if changed {
        null_dangling_metadata(m);
    }
    Ok(changed)
}

/// Metadata operands that name a deleted symbol become `null`, as LLVM's metadata tracking
/// does when a value is erased.
pub(crate) fn null_dangling_metadata(m: &mut Module) {
    let ids: Vec<_> = m.md.keys().collect();
    for id in ids {
        let dead: Vec<usize> = m.md[id]
            .ops
            .iter()
            .enumerate()
            .filter_map(|(k, op)| match op {
                MdOperand::Value(c) => m
                    .consts
                    .refers_to(*c, &mut |gv| !m.global_exists(gv))
                    .then_some(k),
                MdOperand::Null | MdOperand::String(_) | MdOperand::Node(_) => None,
            })
            .collect();
        for k in dead {
            m.md[id].ops[k] = MdOperand::Null;
        }
    }
}
