//! `infer-address-spaces` (LLVM's `InferAddressSpaces`, as the pass's contract restates it):
//! which memory accesses through generic pointers move to a specific space. Per function, the
//! model follows each generic address back through the expressions the pass infers over and
//! collects the spaces its sources can be in:
//! - an `addrspacecast` from space S (instruction or constant) is a source of S;
//! - `getelementptr` and pointer `bitcast` (instructions or constants) are their base;
//! - a `phi` is all its incoming values (a value already being followed adds nothing);
//! - a `select` is both arms, except that a constant arm that can be cast to any space
//!   (`null`, `undef`, `poison`, an `inttoptr`) beside an arm that is not a constant adds
//!   nothing (it takes the other arm's space);
//! - anything else (a parameter, a load, a call result, a generic global, `null`) is generic.
//!
//! An access moves when every source is one specific space S: a `load`, `store` (volatile
//! too), non-volatile `atomicrmw`/`cmpxchg`, or operand of a non-volatile
//! `llvm.memcpy`/`memmove`/`memset`; a write (store, atomic, destination of a memory
//! intrinsic) only when S is writable. Lines: `@f accesses=N generic-left=M` for each function
//! where something moves, M the generic memory operands left.
//!
//! Not modelled, so not judged (`? @f`): functions with `llvm.assume` of an `isspacep` (the
//! pass reads those assumptions), with an `inttoptr` of a `ptrtoint` (the no-op pair), or with an
//! access whose address has no source at all (a cycle of expressions only reachable from
//! unreachable code); and the pass's options (`None`).

use std::collections::{BTreeSet, HashSet};

use seam::ir::{
    AddrSpace, CastOp, ConstData, ConstExpr, FuncId, InstData, Intrinsic, Module, Value, intrinsics,
};

/// What `infer-address-spaces` with `options` must decide on `m`; `None` with options.
pub fn infer_address_spaces(m: &Module, options: &[(String, String)]) -> Option<BTreeSet<String>> {
    if !options.is_empty() {
        return None;
    }
    let mut out = BTreeSet::new();
    for (f, func) in m.functions.iter() {
        if func.body.is_none() {
            continue;
        }
        match function(m, f) {
            Some((0, _)) => {}
            Some((moved, left)) => {
                out.insert(format!(
                    "@{} accesses={moved} generic-left={left}",
                    func.name
                ));
            }
            None => {
                out.insert(format!("? @{}", func.name));
            }
        }
    }
    Some(out)
}

/// The pass's decisions as the model's lines: the `rewrote` remarks that moved accesses.
pub(super) fn from_remarks(remarks: &[seam::passes::Remark]) -> BTreeSet<String> {
    remarks
        .iter()
        .filter(|r| r.pass == "infer-address-spaces" && r.decision == "rewrote")
        .filter_map(|r| {
            let get = |k: &str| {
                r.values
                    .iter()
                    .find(|(n, _)| n == k)
                    .map(|(_, v)| v.clone())
            };
            let moved = get("accesses")?;
            (moved != "0").then(|| {
                format!(
                    "@{} accesses={moved} generic-left={}",
                    r.function,
                    get("generic-left").unwrap_or_default()
                )
            })
        })
        .collect()
}

/// (accesses moved, generic memory operands left) in function `f`; `None` when the model
/// does not judge it.
fn function(m: &Module, f: FuncId) -> Option<(u64, u64)> {
    let body = m.functions[f].body.as_ref()?;
    let (mut moved, mut left) = (0, 0);
    for (_, i) in body.inst_order() {
        // (address, is a write, may move at all)
        let mut operands: Vec<(Value, bool, bool)> = Vec::new();
        match &body.insts[i].data {
            InstData::Load { ptr, .. } => operands.push((*ptr, false, true)),
            InstData::Store { ptr, .. } => operands.push((*ptr, true, true)),
            InstData::AtomicRmw(a) => operands.push((a.ptr, true, !a.volatile)),
            InstData::CmpXchg(c) => operands.push((c.ptr, true, !c.volatile)),
            InstData::Cast {
                op: CastOp::IntToPtr,
                arg: Value::Inst(j),
                ..
            } if matches!(
                body.insts[*j].data,
                InstData::Cast {
                    op: CastOp::PtrToInt,
                    ..
                }
            ) =>
            {
                return None;
            }
            InstData::Call(c) => {
                let Some(g) = m.direct_callee(c) else {
                    continue;
                };
                let name = &m.functions[g].name;
                match intrinsics::lookup(name).map(|(i, _)| i) {
                    // An assumption the pass reads: `isspacep` (a type test it does not).
                    Some(Intrinsic::Assume)
                        if c.args.first().is_some_and(|&a| is_isspacep(m, body, a)) =>
                    {
                        return None;
                    }
                    Some(i @ (Intrinsic::Memcpy | Intrinsic::Memmove | Intrinsic::Memset)) => {
                        let volatile = match c.args.get(3) {
                            Some(Value::Const(k)) => m.consts.as_int(*k) != Some(0),
                            _ => true,
                        };
                        let n = if i == Intrinsic::Memset { 1 } else { 2 };
                        for (k, &a) in c.args.iter().take(n).enumerate() {
                            operands.push((a, k == 0, !volatile));
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        for (ptr, write, may) in operands {
            let ty = m.functions[f].value_type(&m.types, &m.consts, ptr);
            if !m.types.is_generic_ptr(ty) {
                continue;
            }
            let mut spaces = BTreeSet::new();
            sources(m, f, ptr, &mut HashSet::new(), &mut spaces);
            let only = match spaces.len() {
                0 => return None,
                1 => spaces.first().copied().filter(|&s| s != 0),
                _ => None,
            };
            let writable = |s: u32| AddrSpace(s).nvptx().is_none_or(|n| n.is_writable());
            match only {
                Some(s) if may && (!write || writable(s)) => moved += 1,
                _ => left += 1,
            }
        }
    }
    Some((moved, left))
}

/// Whether `v` is a call of `llvm.nvvm.isspacep.*`.
fn is_isspacep(m: &Module, body: &seam::ir::Body, v: Value) -> bool {
    let Value::Inst(i) = v else { return false };
    let InstData::Call(c) = &body.insts[i].data else {
        return false;
    };
    m.direct_callee(c).is_some_and(|g| {
        matches!(
            intrinsics::lookup(&m.functions[g].name),
            Some((Intrinsic::IsSpacep(_), _))
        )
    })
}

/// Adds to `out` the spaces the sources of generic pointer `v` (in `f`) can be in (0:
/// generic).
fn sources(m: &Module, f: FuncId, v: Value, seen: &mut HashSet<Value>, out: &mut BTreeSet<u32>) {
    if !seen.insert(v) {
        return;
    }
    let func = &m.functions[f];
    let space_of = |x: Value| {
        m.types
            .ptr_space(func.value_type(&m.types, &m.consts, x))
            .map_or(0, |s| s.0)
    };
    let own = space_of(v);
    if own != 0 {
        out.insert(own);
        return;
    }
    match v {
        Value::Arg(_) => {
            out.insert(0);
        }
        Value::Const(c) => match m.consts.get(c) {
            ConstData::Expr {
                expr: ConstExpr::Cast { op, value },
                ..
            } if *op == CastOp::AddrSpaceCast => {
                out.insert(space_of(Value::Const(*value)));
            }
            ConstData::Expr {
                expr: ConstExpr::Cast { op, value },
                ..
            } if *op == CastOp::BitCast => sources(m, f, Value::Const(*value), seen, out),
            ConstData::Expr {
                expr: ConstExpr::Gep { base, .. },
                ..
            } => sources(m, f, Value::Const(*base), seen, out),
            _ => {
                out.insert(0);
            }
        },
        Value::Inst(i) => {
            let Some(body) = &func.body else { return };
            match &body.insts[i].data {
                InstData::Cast {
                    op: CastOp::AddrSpaceCast,
                    arg,
                    ..
                } => {
                    out.insert(space_of(*arg));
                }
                InstData::Cast {
                    op: CastOp::BitCast,
                    arg,
                    ..
                }
                | InstData::Gep { base: arg, .. } => sources(m, f, *arg, seen, out),
                InstData::Phi { incoming, .. } => {
                    for &(x, _) in incoming {
                        sources(m, f, x, seen, out);
                    }
                }
                InstData::Select {
                    if_true, if_false, ..
                } => {
                    let flexible = |x: Value| match x {
                        Value::Const(c) => matches!(
                            m.consts.get(c),
                            ConstData::Null(_)
                                | ConstData::Undef(_)
                                | ConstData::Poison(_)
                                | ConstData::Expr {
                                    expr: ConstExpr::Cast {
                                        op: CastOp::IntToPtr,
                                        ..
                                    },
                                    ..
                                }
                        ),
                        Value::Inst(_) | Value::Arg(_) => false,
                    };
                    let constant = |x: Value| matches!(x, Value::Const(_));
                    for (arm, other) in [(*if_true, *if_false), (*if_false, *if_true)] {
                        if flexible(arm) && !constant(other) {
                            continue;
                        }
                        sources(m, f, arm, seen, out);
                    }
                }
                _ => {
                    out.insert(0);
                }
            }
        }
    }
}
