//! Seed 001 (`propagate_argument_address_spaces!`), restated: a generic pointer parameter
//! (not `byval`) of a function narrows to a space when
//! - the function has a body and internal or private linkage ("restrict the IPO address-space
//!   pass to internal/private linkage"),
//! - every use of the function is a direct call with the function's own type and not
//!   `musttail` (an address-taken callee bails out; a reference from metadata is not a use, as
//!   in LLVM's use lists), and there is at least one call,
//! - every call passes an `addrspacecast` from one and the same specific space for it
//!   ("When every caller passes the same addrspacecast(specific -> generic)");
//!
//! and narrowing repeats until nothing changes ("Iterate until no change so narrowing is
//! order-independent and transitive"): a caller's narrowed parameter is cast back to generic on
//! entry, so what it forwards is a cast from its space.
//!
//! The decisions, as lines: `@f argN narrowed SPACE` for each narrowed parameter; for a
//! function that keeps a generic parameter at the fixed point, `@f kept external-linkage`,
//! `@f kept address-taken`, `@f kept no-calls`, or per kept parameter `@f argN not-a-cast` /
//! `@f argN disagree` (the first reason met over the calls in module order: a call that does
//! not pass a cast, or one from another space than the calls before).

use std::collections::{BTreeMap, BTreeSet, HashSet};

use seam::ir::{
    AddrSpace, CastOp, ConstData, ConstExpr, ConstId, FuncId, GlobalValue, Inst, InstData, Module,
    TailKind, Value,
};
use seam::passes::Remark;

const PASS: &str = "propagate-arg-spaces";

fn space_name(s: AddrSpace) -> String {
    match s.nvptx() {
        Some(n) => n.name().to_owned(),
        None => format!("addrspace({})", s.0),
    }
}

/// The function a constant names, looking through nothing.
fn named_function(m: &Module, c: ConstId) -> Option<FuncId> {
    match m.consts.get(c) {
        ConstData::Global {
            gv: GlobalValue::Func(f),
            ..
        } => Some(*f),
        _ => None,
    }
}

/// Direct calls per callee (caller, call), in module order.
type Calls = BTreeMap<FuncId, Vec<(FuncId, Inst)>>;

/// Direct calls per callee, in module order, and the functions used any other way.
fn uses(m: &Module) -> (Calls, HashSet<FuncId>) {
    let mut calls: Calls = BTreeMap::new();
    let mut taken = HashSet::new();
    for g in m.globals.values() {
        if let Some(init) = g.init {
            super::named_functions(m, init, &mut taken);
        }
    }
    for (f, func) in m.functions.iter() {
        let Some(body) = &func.body else { continue };
        for (_, i) in body.inst_order() {
            let data = &body.insts[i].data;
            let mut callee_operand = None;
            if let InstData::Call(call) = data
                && let Value::Const(c) = call.callee
                && let Some(g) = named_function(m, c)
            {
                if call.fn_ty == m.functions[g].ty && call.tail != TailKind::MustTail {
                    calls.entry(g).or_default().push((f, i));
                    callee_operand = Some(c);
                } else {
                    taken.insert(g);
                }
            }
            let mut seen_callee = false;
            data.visit_operands(|v| {
                if let Value::Const(c) = v {
                    if Some(c) == callee_operand && !seen_callee {
                        seen_callee = true;
                        return;
                    }
                    super::named_functions(m, c, &mut taken);
                }
            });
        }
    }
    // A callee also passed as an argument of its own call is address-taken: the operand scan
    // above counted the argument (the callee operand is skipped once).
    (calls, taken)
}

/// The generic pointer parameters (not `byval`) of `f`, given those already narrowed.
fn generic_params(
    m: &Module,
    f: FuncId,
    narrowed: &BTreeMap<(FuncId, usize), AddrSpace>,
) -> Vec<usize> {
    let func = &m.functions[f];
    func.param_types(&m.types)
        .iter()
        .enumerate()
        .filter(|&(i, &t)| {
            m.types.is_generic_ptr(t)
                && !narrowed.contains_key(&(f, i))
                && func
                    .params
                    .get(i)
                    .is_none_or(|p| m.attrs.byval(p.attrs).is_none())
        })
        .map(|(i, _)| i)
        .collect()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Why {
    NotACast,
    Disagree,
}

/// The space a call argument is an `addrspacecast` from, in the module as it stands after the
/// narrowings so far; `None` when it is no such cast (or a cast from generic).
fn cast_from(
    m: &Module,
    caller: FuncId,
    arg: Value,
    narrowed: &BTreeMap<(FuncId, usize), AddrSpace>,
) -> Option<AddrSpace> {
    let func = &m.functions[caller];
    let s = match arg {
        Value::Inst(i) => match &func.body.as_ref()?.insts[i].data {
            InstData::Cast {
                op: CastOp::AddrSpaceCast,
                arg: src,
                ..
            } => m
                .types
                .ptr_space(func.value_type(&m.types, &m.consts, *src))?,
            _ => return None,
        },
        Value::Const(c) => match m.consts.get(c) {
            ConstData::Expr {
                expr:
                    ConstExpr::Cast {
                        op: CastOp::AddrSpaceCast,
                        value,
                    },
                ..
            } => m.types.ptr_space(m.consts.ty(*value))?,
            _ => return None,
        },
        // A narrowed parameter is cast back to generic on entry: what the body passes on is
        // that cast.
        Value::Arg(q) => *narrowed.get(&(caller, q as usize))?,
    };
    (!s.is_generic()).then_some(s)
}

/// The agreed space of parameter `p` over `calls`, or the first reason there is none.
fn verdict(
    m: &Module,
    calls: &[(FuncId, Inst)],
    p: usize,
    narrowed: &BTreeMap<(FuncId, usize), AddrSpace>,
) -> Result<AddrSpace, Why> {
    let mut agreed: Option<AddrSpace> = None;
    for &(caller, inst) in calls {
        let Some(body) = &m.functions[caller].body else {
            continue;
        };
        let InstData::Call(call) = &body.insts[inst].data else {
            continue;
        };
        let Some(s) = call
            .args
            .get(p)
            .and_then(|&a| cast_from(m, caller, a, narrowed))
        else {
            return Err(Why::NotACast);
        };
        match agreed {
            None => agreed = Some(s),
            Some(a) if a == s => {}
            Some(_) => return Err(Why::Disagree),
        }
    }
    agreed.ok_or(Why::NotACast)
}

/// What seed 001 decides on `m` (see the module documentation).
pub fn propagate_arg_spaces(m: &Module) -> BTreeSet<String> {
    let (calls, taken) = uses(m);
    let no_calls: Vec<(FuncId, Inst)> = Vec::new();
    let gate = |f: FuncId| -> Option<&'static str> {
        if !m.functions[f].linkage.is_local() {
            Some("external-linkage")
        } else if taken.contains(&f) {
            Some("address-taken")
        } else if calls.get(&f).is_none_or(Vec::is_empty) {
            Some("no-calls")
        } else {
            None
        }
    };
    let mut narrowed: BTreeMap<(FuncId, usize), AddrSpace> = BTreeMap::new();
    loop {
        let mut changed = false;
        for (f, func) in m.functions.iter() {
            if func.body.is_none() || gate(f).is_some() {
                continue;
            }
            let sites = calls.get(&f).unwrap_or(&no_calls);
            for p in generic_params(m, f, &narrowed) {
                if let Ok(s) = verdict(m, sites, p, &narrowed) {
                    narrowed.insert((f, p), s);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut out = BTreeSet::new();
    for (&(f, p), &s) in &narrowed {
        out.insert(format!(
            "@{} arg{p} narrowed {}",
            m.functions[f].name,
            space_name(s)
        ));
    }
    for (f, func) in m.functions.iter() {
        if func.body.is_none() {
            continue;
        }
        let left = generic_params(m, f, &narrowed);
        if left.is_empty() {
            continue;
        }
        if let Some(why) = gate(f) {
            out.insert(format!("@{} kept {why}", func.name));
            continue;
        }
        let sites = calls.get(&f).unwrap_or(&no_calls);
        for p in left {
            if let Err(why) = verdict(m, sites, p, &narrowed) {
                let why = match why {
                    Why::NotACast => "not-a-cast",
                    Why::Disagree => "disagree",
                };
                out.insert(format!("@{} arg{p} {why}", func.name));
            }
        }
    }
    out
}

/// The same lines from the pass's remarks.
pub(super) fn from_remarks(remarks: &[Remark]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for r in remarks.iter().filter(|r| r.pass == PASS) {
        let args = r
            .values
            .iter()
            .filter(|(k, _)| k.starts_with("arg") && k[3..].chars().all(|c| c.is_ascii_digit()));
        match (r.decision.as_str(), r.reason.as_str()) {
            ("narrowed", _) => {
                for (k, v) in args {
                    out.insert(format!("@{} {k} narrowed {v}", r.function));
                }
            }
            ("kept", "callers") => {
                for (k, v) in args {
                    out.insert(format!("@{} {k} {v}", r.function));
                }
            }
            ("kept", why) => {
                out.insert(format!("@{} kept {why}", r.function));
            }
            _ => {}
        }
    }
    out
}
