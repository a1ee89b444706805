//! Floating point, as LLVM's cost analysis folds it beyond seam's `fold_inst`: constant
//! folding of `half` and `bfloat` (arithmetic, comparisons, conversions), `fpext`/`fptrunc`
//! of a NaN as `APFloat::convert` makes it, and InstSimplify's identities of floating point
//! binary operators with one constant operand.
//!
//! Not here: floating-point classes (`fp_class`); vector lanes of these formats
//! (`vector`, which folds each lane through [`fold_small_float`]).

use crate::ir::{
    BinaryOp, CastOp, Constants, FloatKind, FloatPredicate as FCmpPred, InstData, TypeData, TypeId,
    Types, Value,
};
use crate::transforms::fold::{FoldContext, float_bits};

/// `fpext float` NaN to `double` or `fptrunc double` NaN to `float` (the bits of `bits`), as
/// `APFloat::convert` makes it: the sign kept, the payload's top bits kept and the NaN quiet.
/// `None` for a number (seam's `fold_inst` converts those) or another pair of types.
pub(super) fn convert_nan(op: CastOp, bits: u64, ty: TypeId) -> Option<u64> {
    if op == CastOp::FPExt && ty == TypeId::DOUBLE && FloatKind::Single.is_nan(bits) {
        let b = bits as u32;
        let payload = u64::from(b & 0x007f_ffff | 0x0040_0000) << 29;
        return Some(u64::from(b >> 31) << 63 | 0x7ff0_0000_0000_0000 | payload);
    }
    if op == CastOp::FPTrunc && ty == TypeId::FLOAT && FloatKind::Double.is_nan(bits) {
        let payload = ((bits & 0x000f_ffff_ffff_ffff) >> 29) as u32 | 0x0040_0000;
        return Some((bits >> 63) << 31 | 0x7f80_0000 | u64::from(payload));
    }
    None
}

/// Constant folding of `half`/`bfloat` arithmetic, comparisons and conversions, as LLVM's
/// constant folder does it (the analysis folds an instruction whose operands are all
/// constants). `None` when an operand is not a constant or the instruction does not involve
/// these formats.
pub(super) fn fold_small_float(
    types: &Types,
    consts: &mut Constants,
    data: &InstData,
    ty: TypeId,
    cx: &dyn FoldContext,
) -> Option<Value> {
    let small = |t: TypeId| matches!(types.get(t), TypeData::Half | TypeData::BFloat);
    let ival = |consts: &Constants, v: Value| -> Option<u64> {
        match cx.known(v) {
            Value::Const(c) => consts.as_int(c),
            Value::Inst(_) | Value::Arg(_) => None,
        }
    };
    let operand_ty = |consts: &Constants, v: Value| match v {
        Value::Const(c) => consts.ty(c),
        Value::Inst(_) | Value::Arg(_) => cx.ty(v),
    };
    let fval = |consts: &Constants, v: Value| -> Option<(FloatKind, f64)> {
        let v = cx.known(v);
        let k = FloatKind::of(types, operand_ty(consts, v))?;
        Some((k, k.to_f64(float_bits(consts, v)?)))
    };
    let out = FloatKind::of(types, ty);
    let float = |consts: &mut Constants, x: f64| -> Option<Value> {
        let k = out?;
        if x.is_nan() {
            return None;
        }
        Some(Value::Const(consts.float_bits(ty, k.round_f64(x))))
    };
    match data {
        InstData::Binary { op, lhs, rhs, .. } if op.is_float() && out.is_some() => {
            let k = out?;
            let cbits = |v: Value| float_bits(consts, cx.known(v));
            let (xb, yb) = (cbits(*lhs)?, cbits(*rhs)?);
            // A NaN operand gives that NaN, quieted (LLVM's APFloat); an invalid operation
            // gives the default NaN.
            let quiet = |b: u64| b | (1 << (k.frac_bits() - 1));
            if k.is_nan(xb) {
                return Some(Value::Const(consts.float_bits(ty, quiet(xb))));
            }
            if k.is_nan(yb) {
                return Some(Value::Const(consts.float_bits(ty, quiet(yb))));
            }
            let r = if k == FloatKind::Single {
                let (x, y) = (f32::from_bits(xb as u32), f32::from_bits(yb as u32));
                let r = match op {
                    BinaryOp::FAdd => x + y,
                    BinaryOp::FSub => x - y,
                    BinaryOp::FMul => x * y,
                    BinaryOp::FDiv => x / y,
                    BinaryOp::FRem => x % y,
                    BinaryOp::Add
                    | BinaryOp::Sub
                    | BinaryOp::Mul
                    | BinaryOp::UDiv
                    | BinaryOp::SDiv
                    | BinaryOp::URem
                    | BinaryOp::SRem
                    | BinaryOp::Shl
                    | BinaryOp::LShr
                    | BinaryOp::AShr
                    | BinaryOp::And
                    | BinaryOp::Or
                    | BinaryOp::Xor => return None,
                };
                if r.is_nan() {
                    k.quiet_nan()
                } else {
                    u64::from(r.to_bits())
                }
            } else {
                let (x, y) = (k.to_f64(xb), k.to_f64(yb));
                let r = match op {
                    BinaryOp::FAdd => x + y,
                    BinaryOp::FSub => x - y,
                    BinaryOp::FMul => x * y,
                    BinaryOp::FDiv => x / y,
                    // fmod is exact, so computing it in double is exact for every format.
                    BinaryOp::FRem => x % y,
                    BinaryOp::Add
                    | BinaryOp::Sub
                    | BinaryOp::Mul
                    | BinaryOp::UDiv
                    | BinaryOp::SDiv
                    | BinaryOp::URem
                    | BinaryOp::SRem
                    | BinaryOp::Shl
                    | BinaryOp::LShr
                    | BinaryOp::AShr
                    | BinaryOp::And
                    | BinaryOp::Or
                    | BinaryOp::Xor => return None,
                };
                if r.is_nan() {
                    k.quiet_nan()
                } else {
                    k.round_f64(r)
                }
            };
            Some(Value::Const(consts.float_bits(ty, r)))
        }
        InstData::FNeg { arg, .. } if out.is_some() => {
            let bits = float_bits(consts, cx.known(*arg))?;
            Some(Value::Const(consts.float_bits(ty, bits ^ out?.sign_bit())))
        }
        InstData::FCmp { pred, lhs, rhs, .. } if small(operand_ty(consts, *lhs)) => {
            let (_, x) = fval(consts, *lhs)?;
            let (_, y) = fval(consts, *rhs)?;
            let uno = x.is_nan() || y.is_nan();
            let r = match pred {
                FCmpPred::False => false,
                FCmpPred::True => true,
                FCmpPred::Oeq => !uno && x == y,
                FCmpPred::Ogt => !uno && x > y,
                FCmpPred::Oge => !uno && x >= y,
                FCmpPred::Olt => !uno && x < y,
                FCmpPred::Ole => !uno && x <= y,
                FCmpPred::One => !uno && x != y,
                FCmpPred::Ord => !uno,
                FCmpPred::Ueq => uno || x == y,
                FCmpPred::Ugt => uno || x > y,
                FCmpPred::Uge => uno || x >= y,
                FCmpPred::Ult => uno || x < y,
                FCmpPred::Ule => uno || x <= y,
                FCmpPred::Une => uno || x != y,
                FCmpPred::Uno => uno,
            };
            Some(Value::Const(consts.bool(r)))
        }
        InstData::Cast { op, arg, .. } => {
            let from = operand_ty(consts, *arg);
            if !small(from) && !small(ty) {
                return None;
            }
            match op {
                CastOp::SIToFP | CastOp::UIToFP => {
                    let x = ival(consts, *arg)?;
                    let bits = types.int_bits(from)?;
                    if bits > 53 {
                        return None;
                    }
                    let v = if *op == CastOp::SIToFP {
                        let sh = 64 - bits;
                        (((x << sh) as i64) >> sh) as f64
                    } else {
                        x as f64
                    };
                    float(consts, v)
                }
                CastOp::FPExt | CastOp::FPTrunc => {
                    let (_, x) = fval(consts, *arg)?;
                    float(consts, x)
                }
                CastOp::FPToSI | CastOp::FPToUI => {
                    let (_, x) = fval(consts, *arg)?;
                    let bits = types.int_bits(ty)?;
                    let t = x.trunc();
                    let ok = if *op == CastOp::FPToSI {
                        let lim = 2f64.powi(bits as i32 - 1);
                        t >= -lim && t < lim
                    } else {
                        t >= 0.0 && t < 2f64.powi(bits as i32)
                    };
                    if x.is_nan() || !ok {
                        return Some(Value::Const(consts.poison(ty)));
                    }
                    Some(Value::Const(consts.int(types, ty, t as i64 as u64)))
                }
                CastOp::BitCast => {
                    let v = cx.known(*arg);
                    if types.int_bits(ty).is_some() {
                        let bits = float_bits(consts, v)?;
                        return Some(Value::Const(consts.int(types, ty, bits)));
                    }
                    let Value::Const(c) = v else {
                        return None;
                    };
                    let bits = consts.as_int(c)?;
                    out.map(|_| Value::Const(consts.float_bits(ty, bits)))
                }
                CastOp::Trunc
                | CastOp::ZExt
                | CastOp::SExt
                | CastOp::PtrToInt
                | CastOp::IntToPtr
                | CastOp::AddrSpaceCast => None,
            }
        }
        InstData::Binary { .. }
        | InstData::FNeg { .. }
        | InstData::ICmp { .. }
        | InstData::FCmp { .. }
        | InstData::Select { .. }
        | InstData::Phi { .. }
        | InstData::Alloca { .. }
        | InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::Gep { .. }
        | InstData::ExtractValue { .. }
        | InstData::InsertValue { .. }
        | InstData::ExtractElement { .. }
        | InstData::InsertElement { .. }
        | InstData::ShuffleVector { .. }
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

/// InstSimplify's identities of floating point binary operators with one constant operand
/// (`simplifyFAddInst` and the others), as the analysis calls them (`lhs` and `rhs` as it
/// knows them): `x + -0`, `x - +0`, `x * 1`, `x / 1` are `x`; `x + +0` and `x - -0` are `x`
/// when `x` cannot be `-0` (the result of `sitofp`/`uitofp`) or the instruction has `nsz`;
/// a NaN operand gives that NaN.
pub(super) fn simplify_float_binary(
    types: &Types,
    consts: &mut Constants,
    cx: &dyn FoldContext,
    op: BinaryOp,
    nsz: bool,
    lhs: Value,
    rhs: Value,
    ty: TypeId,
) -> Option<Value> {
    let k = FloatKind::of(types, ty)?;
    for v in [lhs, rhs] {
        if let Some(b) = float_bits(consts, v)
            && k.is_nan(b)
        {
            let q = b | (1 << (k.frac_bits() - 1));
            return Some(Value::Const(consts.float_bits(ty, q)));
        }
    }
    let (x, c) = match (op, float_bits(consts, lhs), float_bits(consts, rhs)) {
        (_, _, Some(c)) => (lhs, c),
        (BinaryOp::FAdd | BinaryOp::FMul, Some(c), None) => (rhs, c),
        _ => return None,
    };
    let not_neg_zero = nsz
        || matches!(
            cx.def(x),
            Some(InstData::Cast {
                op: CastOp::SIToFP | CastOp::UIToFP,
                ..
            })
        );
    let one = k.round_f64(1.0);
    let (pos0, neg0) = (0, k.sign_bit());
    // `x * ±0` is `±0` when `x` is known finite, not NaN and not negative (LLVM's
    // `computeKnownFPClass`: a `uitofp` whose integer fits the format's exponent range).
    if op == BinaryOp::FMul
        && (c == pos0 || c == neg0)
        && let Some(InstData::Cast {
            op: CastOp::UIToFP,
            arg,
            ..
        }) = cx.def(x)
    {
        let from = match arg {
            Value::Const(k) => consts.ty(*k),
            Value::Inst(_) | Value::Arg(_) => cx.ty(*arg),
        };
        let largest_exp = (1i64 << (k.exp_bits() - 1)) - 1;
        if types
            .int_bits(from)
            .is_some_and(|b| largest_exp >= i64::from(b))
        {
            return Some(if x == lhs { rhs } else { lhs });
        }
    }
    let id = match op {
        BinaryOp::FAdd => c == neg0 || (c == pos0 && not_neg_zero),
        BinaryOp::FSub => c == pos0 || (c == neg0 && not_neg_zero),
        BinaryOp::FMul | BinaryOp::FDiv => c == one,
        BinaryOp::Add
        | BinaryOp::Sub
        | BinaryOp::Mul
        | BinaryOp::UDiv
        | BinaryOp::SDiv
        | BinaryOp::URem
        | BinaryOp::SRem
        | BinaryOp::Shl
        | BinaryOp::LShr
        | BinaryOp::AShr
        | BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::Xor
        | BinaryOp::FRem => false,
    };
    id.then_some(x)
}
