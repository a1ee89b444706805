//! Vector instructions: constant folding lane by lane as LLVM's constant folder does it
//! (binary operators, `icmp`, `select`, `bitcast` to and from integers, `extractelement`,
//! `insertelement`, `shufflevector`) and InstSimplify's identities of integer vector binary
//! operators with a splat or with themselves.
//!
//! Not here: the known bits and sign bits of vector lanes (`known_bits`, `sign_bits`).

use super::float::fold_small_float;
use super::{Raw, commutes};
use crate::ir::{BinaryOp, CastOp, Constants, InstData, TypeId, Types, Value, mask_bits};
use crate::transforms::fold::{FoldContext, fold_inst};

/// Constant folding of vector instructions whose operands are all constants, element by
/// element as LLVM's constant folder does it: integer and floating point binary operators,
/// `icmp`, `select`, `bitcast` between integers and integer vectors (little-endian: element 0
/// is the low bits), `extractelement`, `insertelement` (an index out of range gives `poison`)
/// and `shufflevector` (the cost analysis asks only for the first four).
pub(in crate::passes) fn fold_vector(
    types: &Types,
    consts: &mut Constants,
    data: &InstData,
    ty: TypeId,
    cx: &dyn FoldContext,
) -> Option<Value> {
    let raw = Raw(cx);
    let konst = |v: Value| match cx.known(v) {
        Value::Const(c) => Some(c),
        Value::Inst(_) | Value::Arg(_) => None,
    };
    let elems = |consts: &mut Constants, v: Value| {
        let c = konst(v)?;
        consts.vector_elems(types, c)
    };
    let vector = |consts: &mut Constants, es: Vec<crate::ir::ConstId>| {
        Some(Value::Const(consts.vector(ty, es)))
    };
    let scalar = |consts: &mut Constants, d: InstData, ety: TypeId| -> Option<crate::ir::ConstId> {
        match fold_small_float(types, consts, &d, ety, &raw)
            .or_else(|| fold_inst(types, consts, &d, ety, &raw))?
        {
            Value::Const(c) => Some(c),
            Value::Inst(_) | Value::Arg(_) => None,
        }
    };
    match data {
        InstData::Binary { op, lhs, rhs, .. } => {
            let (ety, _) = types.vector_parts(ty)?;
            let (xs, ys) = (elems(consts, *lhs)?, elems(consts, *rhs)?);
            let mut out = Vec::with_capacity(xs.len());
            for (x, y) in xs.into_iter().zip(ys) {
                let d = InstData::Binary {
                    op: *op,
                    flags: 0,
                    lhs: Value::Const(x),
                    rhs: Value::Const(y),
                };
                out.push(scalar(consts, d, ety)?);
            }
            vector(consts, out)
        }
        InstData::ICmp { pred, lhs, rhs } => {
            let (ety, _) = types.vector_parts(ty)?;
            let (xs, ys) = (elems(consts, *lhs)?, elems(consts, *rhs)?);
            let mut out = Vec::with_capacity(xs.len());
            for (x, y) in xs.into_iter().zip(ys) {
                let d = InstData::ICmp {
                    pred: *pred,
                    lhs: Value::Const(x),
                    rhs: Value::Const(y),
                };
                out.push(scalar(consts, d, ety)?);
            }
            vector(consts, out)
        }
        InstData::Select {
            cond,
            if_true,
            if_false,
            ..
        } => {
            let cs = elems(consts, *cond)?;
            let (ts, fs) = (elems(consts, *if_true)?, elems(consts, *if_false)?);
            let mut out = Vec::with_capacity(cs.len());
            for ((c, t), f) in cs.into_iter().zip(ts).zip(fs) {
                if consts.is_undef_or_poison(c) {
                    return None;
                }
                out.push(if consts.as_int(c)? & 1 == 1 { t } else { f });
            }
            vector(consts, out)
        }
        InstData::Cast {
            op: CastOp::BitCast,
            arg,
            ..
        } => {
            let c = konst(*arg)?;
            let from = consts.ty(c);
            if let Some((ety, n)) = types.vector_parts(ty)
                && let Some(w) = types.int_bits(from)
            {
                // An integer into integer lanes.
                let x = consts.as_int(c)?;
                let ew = types.int_bits(ety)?;
                if ew * n != w || w > 64 {
                    return None;
                }
                let out = (0..n)
                    .map(|k| consts.int(types, ety, x >> (k * ew)))
                    .collect();
                return vector(consts, out);
            }
            if let Some((ety, n)) = types.vector_parts(from)
                && let Some(w) = types.int_bits(ty)
            {
                let ew = types.int_bits(ety)?;
                if ew * n != w || w > 64 {
                    return None;
                }
                let es = consts.vector_elems(types, c)?;
                let mut x: u64 = 0;
                for (k, e) in es.into_iter().enumerate() {
                    x |= consts.as_int(e)? << (k as u32 * ew);
                }
                return Some(Value::Const(consts.int(types, ty, x)));
            }
            None
        }
        InstData::ExtractElement { vec, idx } => {
            let es = elems(consts, *vec)?;
            let k = consts.as_int(konst(*idx)?)?;
            Some(Value::Const(match es.get(usize::try_from(k).ok()?) {
                Some(&e) => e,
                None => consts.poison(ty),
            }))
        }
        InstData::InsertElement { vec, elt, idx } => {
            let mut es = elems(consts, *vec)?;
            let e = konst(*elt)?;
            let k = consts.as_int(konst(*idx)?)?;
            match usize::try_from(k).ok().filter(|&k| k < es.len()) {
                Some(k) => {
                    es[k] = e;
                    vector(consts, es)
                }
                None => Some(Value::Const(consts.poison(ty))),
            }
        }
        InstData::ShuffleVector { a, b, mask } => {
            let (xs, ys) = (elems(consts, *a)?, elems(consts, *b)?);
            let (ety, _) = types.vector_parts(ty)?;
            let n = xs.len();
            let out = mask
                .iter()
                .map(|m| match m {
                    Some(k) if (*k as usize) < n => xs[*k as usize],
                    Some(k) if (*k as usize) < 2 * n => ys[*k as usize - n],
                    _ => consts.poison(ety),
                })
                .collect();
            vector(consts, out)
        }
        InstData::FNeg { .. }
        | InstData::FCmp { .. }
        | InstData::Phi { .. }
        | InstData::Alloca { .. }
        | InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::Gep { .. }
        | InstData::Cast { .. }
        | InstData::ExtractValue { .. }
        | InstData::InsertValue { .. }
        | InstData::Call(_)
        | InstData::AtomicRmw(_)
        | InstData::CmpXchg(_)
        | InstData::Fence { .. }
        | InstData::Freeze { .. }
        | InstData::Ret { .. }
        | InstData::Br { .. }
        | InstData::CondBr { .. }
        | InstData::Switch { .. }
        | InstData::Unreachable => None,
    }
}

/// InstSimplify's identities of integer vector binary operators with a `zeroinitializer` or
/// all-ones operand, and of an operand with itself (`x - x`, `x ^ x` are zero; `x & x`,
/// `x | x` are `x`).
pub(super) fn simplify_vector_binary(
    types: &Types,
    consts: &mut Constants,
    op: BinaryOp,
    lhs: Value,
    rhs: Value,
    ty: TypeId,
) -> Option<Value> {
    let (ety, _) = types.vector_parts(ty)?;
    let w = types.int_bits(ety)?;
    let splat = |consts: &mut Constants, v: Value| -> Option<u64> {
        let Value::Const(c) = v else {
            return None;
        };
        let es = consts.vector_elems(types, c)?;
        let first = consts.as_int(*es.first()?)?;
        es.iter()
            .all(|&e| consts.as_int(e) == Some(first))
            .then_some(first)
    };
    let all = mask_bits(u64::MAX, w);
    let zero = |consts: &mut Constants| Value::Const(consts.zero(types, ty));
    if lhs == rhs && !matches!(lhs, Value::Const(_)) {
        return match op {
            BinaryOp::Sub | BinaryOp::Xor => Some(zero(consts)),
            BinaryOp::And | BinaryOp::Or => Some(lhs),
            BinaryOp::Add
            | BinaryOp::Mul
            | BinaryOp::UDiv
            | BinaryOp::SDiv
            | BinaryOp::URem
            | BinaryOp::SRem
            | BinaryOp::Shl
            | BinaryOp::LShr
            | BinaryOp::AShr
            | BinaryOp::FAdd
            | BinaryOp::FSub
            | BinaryOp::FMul
            | BinaryOp::FDiv
            | BinaryOp::FRem => None,
        };
    }
    let commutes = commutes(op);
    for (x, c, c_on_right) in [(lhs, rhs, true), (rhs, lhs, false)] {
        if !c_on_right && !commutes {
            break;
        }
        let Some(k) = splat(consts, c) else {
            continue;
        };
        let r = match (op, k) {
            (BinaryOp::Add | BinaryOp::Or | BinaryOp::Xor, 0) => Some(x),
            (BinaryOp::Sub | BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr, 0) if c_on_right => {
                Some(x)
            }
            (BinaryOp::And | BinaryOp::Mul, 0) => Some(c),
            (BinaryOp::Mul | BinaryOp::UDiv | BinaryOp::SDiv, 1)
                if c_on_right || op == BinaryOp::Mul =>
            {
                Some(x)
            }
            (BinaryOp::And, k) if k == all => Some(x),
            (BinaryOp::Or, k) if k == all => Some(c),
            _ => None,
        };
        if r.is_some() {
            return r;
        }
    }
    None
}
