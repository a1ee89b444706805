//! Constant pointers into one global, as LLVM's analysis simplifies them (a global, a cast
//! of one, an `inbounds` GEP of constant indices, one the walk recorded), and how LLVM 19's
//! constant folder folds an `icmp` of two of them.
//!
//! Not here: pointers as a caller value plus an offset (`ConstantOffsetPtrs`, the walk's
//! `bases` in `walk.rs`).

use super::*;

/// `v` as a global plus a byte offset, when LLVM's analysis simplifies it to such a constant:
/// the global (or an `addrspacecast` of it), an `inbounds` constant GEP expression of one, or a
/// GEP instruction the walk recorded ([`Walk::global_ptrs`]).
pub(super) fn global_ptr(
    w: &Walk,
    types: &Types,
    consts: &crate::ir::Constants,
    dl: &crate::ir::DataLayout,
    v: Value,
) -> Option<(ConstId, i64)> {
    let Value::Const(k) = v else {
        return w.global_ptrs.get(&v).copied();
    };
    let mut k = k;
    let mut off = 0i64;
    for _ in 0..16 {
        let data = consts.get(k);
        // A global, or a cast of one (both operands of a compare strip to the same).
        let is_base = matches!(data, ConstData::Global { .. })
            || matches!(
                data,
                ConstData::Expr {
                    expr: crate::ir::ConstExpr::Cast {
                        op: CastOp::AddrSpaceCast | CastOp::BitCast,
                        ..
                    },
                    ..
                }
            );
        if is_base {
            return Some((k, off));
        }
        let ConstData::Expr {
            expr:
                crate::ir::ConstExpr::Gep {
                    source_ty,
                    flags,
                    base,
                    indices,
                },
            ..
        } = data
        else {
            return None;
        };
        if !flags.contains(crate::ir::GepFlags::INBOUNDS) {
            return None;
        }
        let idx: Vec<Value> = indices.iter().map(|&c| Value::Const(c)).collect();
        off = off.wrapping_add(crate::passes::wholeprogramdevirt::gep_offset_in(
            types, consts, dl, *source_ty, &idx,
        )?);
        k = *base;
    }
    None
}

/// What `icmp pred lhs, rhs` folds to when both are constant pointers into one global
/// ([`Walk::global_ptrs`]), as LLVM 19 folds it (measured with `print<inline-cost>`).
pub(super) fn global_ptr_cmp(
    w: &Walk,
    types: &Types,
    consts: &crate::ir::Constants,
    dl: &crate::ir::DataLayout,
    a: &Analysis<'_>,
    pred: crate::ir::IntPredicate,
    lhs: Value,
    rhs: Value,
) -> Option<bool> {
    use crate::ir::IntPredicate as P;
    let (lg, l) = global_ptr(w, types, consts, dl, a.known(lhs))?;
    let (rg, r) = global_ptr(w, types, consts, dl, a.known(rhs))?;
    if lg != rg {
        return None;
    }
    Some(match pred {
        P::Eq => l == r,
        P::Ne => l != r,
        P::Ugt => l > r,
        P::Uge => l >= r,
        P::Ult => l < r,
        P::Ule => l <= r,
        P::Sgt | P::Slt if l == r => false,
        P::Sge | P::Sle if l == r => true,
        P::Sgt | P::Sge | P::Slt | P::Sle => return None,
    })
}
