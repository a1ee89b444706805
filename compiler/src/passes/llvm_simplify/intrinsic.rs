//! Constant folding of calls to the intrinsics LLVM's `simplifyCallSite` folds on constant
//! arguments (`abs`, `smin`, `smax`, `umin`, `umax`, `ctpop`, `ctlz`, `cttz`), `undef` and
//! `poison` arguments included.
//!
//! Not here: the known bits and ranges of such calls on non-constant arguments
//! (`known_bits`, `constant_range`).

use crate::ir::{ConstData, Constants, Intrinsic, TypeId, Types, Value};
use crate::transforms::fold::FoldContext;

/// Constant folding of a call to an intrinsic whose arguments are all constants (LLVM's
/// `ConstantFoldCall` for the intrinsics listed in the module comment).
pub(in crate::passes) fn fold_intrinsic(
    types: &Types,
    consts: &mut Constants,
    intr: Intrinsic,
    args: &[Value],
    ty: TypeId,
    cx: &dyn FoldContext,
) -> Option<Value> {
    let bits = types.int_bits(ty)?;
    let mut vals = Vec::new();
    for &a in args {
        match cx.known(a) {
            Value::Const(c) => vals.push(c),
            Value::Inst(_) | Value::Arg(_) => return None,
        }
    }
    // `undef` and `poison` arguments, as LLVM's constant folder treats them.
    let unknown =
        |consts: &Constants, k: usize| vals.get(k).is_some_and(|&c| consts.is_undef_or_poison(c));
    let is_poison = |consts: &Constants, k: usize| {
        vals.get(k)
            .is_some_and(|&c| matches!(consts.get(c), ConstData::Poison(_)))
    };
    if (0..vals.len()).any(|k| unknown(consts, k)) {
        let flag = vals.get(1).and_then(|&c| consts.as_int(c));
        let min = 1u64 << (bits - 1);
        let r = match Some(intr) {
            // abs(undef): 0 without the poison flag, undef with it.
            Some(Intrinsic::Abs) if unknown(consts, 0) && flag == Some(0) => {
                consts.int(types, ty, 0)
            }
            Some(Intrinsic::Abs) if unknown(consts, 0) => consts.undef(ty),
            Some(Intrinsic::SMin | Intrinsic::SMax | Intrinsic::UMin | Intrinsic::UMax) => {
                if is_poison(consts, 0) || is_poison(consts, 1) {
                    consts.poison(ty)
                } else if unknown(consts, 0) && unknown(consts, 1) {
                    consts.undef(ty)
                } else {
                    // The saturation point: what the known operand cannot beat.
                    let sat = match Some(intr) {
                        Some(Intrinsic::SMin) => min,
                        Some(Intrinsic::SMax) => min - 1,
                        Some(Intrinsic::UMin) => 0,
                        _ => u64::MAX,
                    };
                    consts.int(types, ty, sat)
                }
            }
            Some(Intrinsic::Ctpop) => consts.int(types, ty, 0),
            Some(Intrinsic::Ctlz | Intrinsic::Cttz) if unknown(consts, 0) && flag == Some(1) => {
                consts.poison(ty)
            }
            Some(Intrinsic::Ctlz | Intrinsic::Cttz) if unknown(consts, 0) => {
                consts.int(types, ty, 0)
            }
            _ => return None,
        };
        return Some(Value::Const(r));
    }
    let ints: Vec<u64> = vals
        .iter()
        .map(|&c| consts.as_int(c))
        .collect::<Option<_>>()?;
    let sext = |x: u64| {
        let sh = 64 - bits;
        ((x << sh) as i64) >> sh
    };
    let r = match (intr, ints.as_slice()) {
        (Intrinsic::Abs, &[x, poison_min]) => {
            let min = 1u64 << (bits - 1);
            if x == min && poison_min & 1 == 1 {
                return Some(Value::Const(consts.poison(ty)));
            }
            sext(x).unsigned_abs()
        }
        (Intrinsic::SMin, &[x, y]) => sext(x).min(sext(y)) as u64,
        (Intrinsic::SMax, &[x, y]) => sext(x).max(sext(y)) as u64,
        (Intrinsic::UMin, &[x, y]) => x.min(y),
        (Intrinsic::UMax, &[x, y]) => x.max(y),
        (Intrinsic::Ctpop, &[x]) => u64::from(x.count_ones()),
        (Intrinsic::Ctlz, &[x, zero_poison]) | (Intrinsic::Cttz, &[x, zero_poison]) => {
            if x == 0 {
                if zero_poison & 1 == 1 {
                    return Some(Value::Const(consts.poison(ty)));
                }
                u64::from(bits)
            } else if intr == Intrinsic::Ctlz {
                u64::from(x.leading_zeros() - (64 - bits))
            } else {
                u64::from(x.trailing_zeros())
            }
        }
        _ => return None,
    };
    Some(Value::Const(consts.int(types, ty, r)))
}
