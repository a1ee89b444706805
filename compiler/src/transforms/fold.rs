//! What one instruction computes when some of its operands are known: constant folding with
//! LLVM's poison rules, and the identities that need no new instruction (LLVM's InstSimplify,
//! restricted to what is listed here).
//!
//! [`fold_inst`] returns the value an instruction is equal to — a constant, or one of its
//! operands — or `None`. It never creates an instruction, and it never folds away undefined
//! behaviour it cannot see through: a division by zero or `INT_MIN / -1` stays an instruction
//! (it is undefined at run time, and the interpreter must see it), and an operand that is
//! `undef` stops every fold (`undef` is any value at each use; seam does not reason about it).
//!
//! # Folds
//! - **Integer arithmetic** on constants, wrapping at the type's width; `nuw`/`nsw` overflow,
//!   an `exact` division or shift that loses bits, and `or disjoint` with common bits give
//!   `poison`, as does a shift by the width or more. `poison` operands give `poison`.
//! - **Identities**: `x+0`, `x-0`, `x*1`, `x/1`, `x&-1`, `x|0`, `x^0`, `x<<0`, `x>>0` → `x`;
//!   `x*0`, `x&0`, `x%1`, `x-x`, `x^x` → `0`; `x|-1` → `-1`; `x&x`, `x|x` → `x` (both operand
//!   orders where the operation commutes).
//! - **Comparisons** of integer and floating point constants; `icmp` of a value with itself.
//! - **Casts** of integer constants (`trunc` flags give `poison` when bits are lost), integer
//!   to floating point, floating point to integer in range (out of range or NaN: `poison`),
//!   `fpext`, `fptrunc` of non-NaN values; `bitcast`, `addrspacecast`, `ptrtoint`, `inttoptr`
//!   of constants as [`Constants::cast`](crate::ir::Constants::cast) folds them; a `bitcast` to
//!   the operand's own type; an `addrspacecast` of an `addrspacecast` back to the original
//!   type.
//! - **Floating point** `fadd`, `fsub`, `fmul`, `fdiv`, `fneg` of constants without fast-math
//!   flags, when no operand and no result is NaN (NaN payloads differ between the host and the
//!   GPU, so a NaN is left for the run to make).
//! - `select` on a constant condition or with equal arms; `phi` whose incoming values are all
//!   one constant or argument (or one instruction, where the caller says it dominates the
//!   `phi`); `getelementptr` with all-zero indices, or of constants; `extractvalue` of a
//!   constant aggregate or of an `insertvalue` at the same position; `insertvalue` of a
//!   constant into a constant aggregate (of at most 4096 elements per level); `freeze` of a
//!   constant that is neither `undef` nor `poison`.
//! - **Vectors and `half`/`bfloat`**: an arithmetic, comparison or cast instruction on them
//!   folds only to `poison` when an operand is `poison`; nothing else is computed.

use crate::ir::{
    BinaryOp, CastOp, ConstData, ConstId, Constants, FloatPredicate, InstData, IntFlags,
    IntPredicate, TypeData, TypeId, Types, Value, mask_bits, sign_extend,
};

/// What folding needs to know about the function the instruction is in.
pub trait FoldContext {
    /// The value `v` is known to be (a constant it was simplified to), or `v` itself.
    fn known(&self, v: Value) -> Value;
    /// The instruction defining `v`, if `v` is an instruction whose definition can be looked
    /// through.
    fn def(&self, v: Value) -> Option<&InstData>;
    /// The type of `v`, an instruction or an argument (constants know their own type).
    fn ty(&self, v: Value) -> TypeId;
    /// Whether the instruction `v` dominates the `phi` being folded (default: not known).
    fn dominates_phi(&self, _v: Value) -> bool {
        false
    }
}

/// The result of [`fold_inst`]: the value the instruction equals.
pub type FoldResult = Option<Value>;

/// The value the instruction `data` (result type `ty`) is equal to, if it folds.
pub fn fold_inst(
    types: &Types,
    consts: &mut Constants,
    data: &InstData,
    ty: TypeId,
    cx: &dyn FoldContext,
) -> FoldResult {
    let k = |v: Value| cx.known(v);
    // Vectors and the 16-bit float formats: only `poison` propagation and the folds below that
    // do not compute (select, phi, freeze); arithmetic on them is left to the run.
    let opaque =
        |t: TypeId| types.is_vector(t) || matches!(types.get(t), TypeData::Half | TypeData::BFloat);
    let operand_ty = |v: Value| match v {
        Value::Const(c) => consts.ty(c),
        Value::Inst(_) | Value::Arg(_) => cx.ty(v),
    };
    let computes = matches!(
        data,
        InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Cast { .. }
    );
    if computes {
        let mut any = opaque(ty);
        data.visit_operands(|v| any |= opaque(operand_ty(v)));
        if any {
            let mut ops = Vec::new();
            data.visit_operands(|v| ops.push(k(v)));
            if any_undef(consts, &ops) {
                return None;
            }
            return poison_of(consts, &ops, ty);
        }
    }
    match data {
        InstData::Binary {
            op,
            flags,
            lhs,
            rhs,
        } => {
            let (a, b) = (k(*lhs), k(*rhs));
            if any_undef(consts, &[a, b]) {
                return None;
            }
            if let Some(p) = poison_of(consts, &[a, b], ty) {
                return Some(p);
            }
            if op.is_float() {
                return fold_float_binary(consts, *op, *flags, a, b, ty);
            }
            fold_int_binary(types, consts, *op, IntFlags::from_bits(*flags), a, b, ty)
        }
        InstData::FNeg { fmf, arg } => {
            let a = k(*arg);
            if any_undef(consts, &[a]) || !fmf.is_empty() {
                return None;
            }
            if let Some(p) = poison_of(consts, &[a], ty) {
                return Some(p);
            }
            let bits = float_bits(consts, a)?;
            let sign = if ty == TypeId::FLOAT {
                1u64 << 31
            } else {
                1u64 << 63
            };
            Some(Value::Const(consts.float_bits(ty, bits ^ sign)))
        }
        InstData::ICmp { pred, lhs, rhs } => {
            let (a, b) = (k(*lhs), k(*rhs));
            if any_undef(consts, &[a, b]) {
                return None;
            }
            if let Some(p) = poison_of(consts, &[a, b], ty) {
                return Some(p);
            }
            if a == b {
                let r = matches!(
                    pred,
                    IntPredicate::Eq
                        | IntPredicate::Uge
                        | IntPredicate::Ule
                        | IntPredicate::Sge
                        | IntPredicate::Sle
                );
                return Some(Value::Const(consts.bool(r)));
            }
            let (x, y) = (int_const(consts, a)?, int_const(consts, b)?);
            let bits = types.int_bits(consts.ty(const_id(a)?))?;
            Some(Value::Const(consts.bool(pred.eval(x, y, bits))))
        }
        InstData::FCmp {
            pred,
            fmf,
            lhs,
            rhs,
        } => {
            let (a, b) = (k(*lhs), k(*rhs));
            if any_undef(consts, &[a, b]) || !fmf.is_empty() {
                return None;
            }
            if let Some(p) = poison_of(consts, &[a, b], ty) {
                return Some(p);
            }
            let (x, y) = (float_value(consts, a)?, float_value(consts, b)?);
            let uno = x.is_nan() || y.is_nan();
            use FloatPredicate as P;
            let r = match pred {
                P::False => false,
                P::True => true,
                P::Ord => !uno,
                P::Uno => uno,
                P::Oeq => !uno && x == y,
                P::Ogt => !uno && x > y,
                P::Oge => !uno && x >= y,
                P::Olt => !uno && x < y,
                P::Ole => !uno && x <= y,
                P::One => !uno && x != y,
                P::Ueq => uno || x == y,
                P::Ugt => uno || x > y,
                P::Uge => uno || x >= y,
                P::Ult => uno || x < y,
                P::Ule => uno || x <= y,
                P::Une => uno || x != y,
            };
            Some(Value::Const(consts.bool(r)))
        }
        InstData::Select {
            cond,
            if_true,
            if_false,
            ..
        } => {
            let (c, t, f) = (k(*cond), k(*if_true), k(*if_false));
            if any_undef(consts, &[c]) {
                return None;
            }
            if let Some(p) = poison_of(consts, &[c], ty) {
                return Some(p);
            }
            if let Some(cv) = int_const(consts, c) {
                return Some(if cv & 1 == 1 { t } else { f });
            }
            (t == f).then_some(t)
        }
        InstData::Phi { incoming, .. } => {
            let mut only: Option<Value> = None;
            for (v, _) in incoming {
                let v = k(*v);
                if only.is_some_and(|o| o != v) {
                    return None;
                }
                only = Some(v);
            }
            let v = only?;
            if any_undef(consts, &[v]) {
                return None;
            }
            match v {
                Value::Const(_) | Value::Arg(_) => Some(v),
                Value::Inst(_) => cx.dominates_phi(v).then_some(v),
            }
        }
        InstData::Cast { op, flags, arg } => {
            let a = k(*arg);
            if any_undef(consts, &[a]) {
                return None;
            }
            if let Some(p) = poison_of(consts, &[a], ty) {
                return Some(p);
            }
            fold_cast(types, consts, *op, *flags, a, ty, cx)
        }
        InstData::Gep {
            source_ty,
            flags,
            base,
            indices,
        } => {
            let b = k(*base);
            let idx: Vec<Value> = indices.iter().map(|&i| k(i)).collect();
            if any_undef(consts, &[b]) || any_undef(consts, &idx) {
                return None;
            }
            if let Some(p) = poison_of(consts, &idx, ty) {
                return Some(p);
            }
            if idx
                .iter()
                .all(|&i| const_id(i).is_some_and(|c| consts.is_null_value(c)))
            {
                return Some(b);
            }
            let bc = const_id(b)?;
            if !matches!(
                consts.get(bc),
                ConstData::Global { .. } | ConstData::Null(_)
            ) {
                return None;
            }
            let ic: Option<Vec<ConstId>> = idx
                .iter()
                .map(|&i| const_id(i).filter(|&c| consts.as_int(c).is_some()))
                .collect();
            let ic = ic?;
            Some(Value::Const(consts.gep(*source_ty, *flags, bc, ic)))
        }
        InstData::ExtractValue { agg, indices } => {
            let a = k(*agg);
            if let Some(InstData::InsertValue {
                agg: _,
                elt,
                indices: ins,
            }) = cx.def(a)
                && ins == indices
            {
                return Some(*elt);
            }
            let mut c = const_id(a)?;
            for &i in indices.iter() {
                c = const_element(types, consts, c, i)?;
            }
            Some(Value::Const(c))
        }
        InstData::Freeze { arg } => {
            let a = k(*arg);
            let c = const_id(a)?;
            matches!(
                consts.get(c),
                ConstData::Int { .. }
                    | ConstData::Float { .. }
                    | ConstData::Null(_)
                    | ConstData::Zero(_)
                    | ConstData::Global { .. }
            )
            .then_some(a)
        }
        InstData::InsertValue { agg, elt, indices } => {
            let (a, e) = (k(*agg), k(*elt));
            let (ca, ce) = (const_id(a)?, const_id(e)?);
            if any_undef(consts, &[e]) {
                return None;
            }
            const_insert(types, consts, ca, ce, indices).map(Value::Const)
        }
        InstData::ExtractElement { .. }
        | InstData::InsertElement { .. }
        | InstData::ShuffleVector { .. }
        | InstData::Alloca { .. }
        | InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::Call(_)
        | InstData::AtomicRmw(_)
        | InstData::CmpXchg(_)
        | InstData::Fence { .. }
        | InstData::Ret { .. }
        | InstData::Br { .. }
        | InstData::CondBr { .. }
        | InstData::Switch { .. }
        | InstData::Unreachable => None,
    }
}

fn type_of(consts: &Constants, cx: &dyn FoldContext, v: Value) -> TypeId {
    match v {
        Value::Const(c) => consts.ty(c),
        Value::Inst(_) | Value::Arg(_) => cx.ty(v),
    }
}

fn const_id(v: Value) -> Option<ConstId> {
    match v {
        Value::Const(c) => Some(c),
        Value::Inst(_) | Value::Arg(_) => None,
    }
}

fn int_const(consts: &Constants, v: Value) -> Option<u64> {
    consts.as_int(const_id(v)?)
}

/// The bits of a floating point constant `v` (`None` for anything else).
pub(crate) fn float_bits(consts: &Constants, v: Value) -> Option<u64> {
    match consts.get(const_id(v)?) {
        ConstData::Float { bits, .. } => Some(*bits),
        _ => None,
    }
}

/// The value of a floating point constant, as `f64` (exact for `float`).
fn float_value(consts: &Constants, v: Value) -> Option<f64> {
    let c = const_id(v)?;
    match consts.get(c) {
        ConstData::Float { ty, bits } => Some(if *ty == TypeId::FLOAT {
            f64::from(f32::from_bits(*bits as u32))
        } else {
            f64::from_bits(*bits)
        }),
        _ => None,
    }
}

fn any_undef(consts: &Constants, vs: &[Value]) -> bool {
    vs.iter()
        .any(|&v| const_id(v).is_some_and(|c| matches!(consts.get(c), ConstData::Undef(_))))
}

/// `poison` of type `ty` if any of `vs` is `poison`.
fn poison_of(consts: &mut Constants, vs: &[Value], ty: TypeId) -> Option<Value> {
    vs.iter()
        .any(|&v| const_id(v).is_some_and(|c| matches!(consts.get(c), ConstData::Poison(_))))
        .then(|| Value::Const(consts.poison(ty)))
}

fn fold_int_binary(
    types: &Types,
    consts: &mut Constants,
    op: BinaryOp,
    flags: IntFlags,
    a: Value,
    b: Value,
    ty: TypeId,
) -> FoldResult {
    let w = types.int_bits(ty)?;
    let all = mask_bits(u64::MAX, w);
    let (ca, cb) = (int_const(consts, a), int_const(consts, b));
    let int = |consts: &mut Constants, v: u64| Value::Const(consts.int(types, ty, v));
    // Identities with one unknown operand.
    use BinaryOp as B;
    let is = |c: Option<u64>, v: u64| c == Some(v);
    match op {
        B::Add | B::Or | B::Xor if is(cb, 0) => return Some(a),
        B::Add | B::Or | B::Xor if is(ca, 0) => return Some(b),
        B::Sub | B::Shl | B::LShr | B::AShr if is(cb, 0) => return Some(a),
        B::Mul if is(cb, 1) => return Some(a),
        B::Mul if is(ca, 1) => return Some(b),
        B::UDiv | B::SDiv if is(cb, 1) => return Some(a),
        B::Mul | B::And if is(cb, 0) || is(ca, 0) => return Some(int(consts, 0)),
        B::URem | B::SRem if is(cb, 1) => return Some(int(consts, 0)),
        B::And if is(cb, all) => return Some(a),
        B::And if is(ca, all) => return Some(b),
        B::Or if is(cb, all) || is(ca, all) => return Some(int(consts, all)),
        B::Sub | B::Xor if a == b => return Some(int(consts, 0)),
        B::And | B::Or if a == b => return Some(a),
        _ => {}
    }
    let (x, y) = (ca?, cb?);
    let (sx, sy) = (i128::from(sign_extend(x, w)), i128::from(sign_extend(y, w)));
    let smin = -(1i128 << (w - 1));
    let smax = (1i128 << (w - 1)) - 1;
    let poison = |consts: &mut Constants| Some(Value::Const(consts.poison(ty)));
    let nuw = flags.contains(IntFlags::NUW);
    let nsw = flags.contains(IntFlags::NSW);
    let exact = flags.contains(IntFlags::EXACT);
    let r: u64 = match op {
        B::Add => {
            let (ux, uy) = (u128::from(x), u128::from(y));
            if nuw && ux + uy > u128::from(all) {
                return poison(consts);
            }
            if nsw && !(smin..=smax).contains(&(sx + sy)) {
                return poison(consts);
            }
            x.wrapping_add(y)
        }
        B::Sub => {
            if nuw && y > x {
                return poison(consts);
            }
            if nsw && !(smin..=smax).contains(&(sx - sy)) {
                return poison(consts);
            }
            x.wrapping_sub(y)
        }
        B::Mul => {
            let (ux, uy) = (u128::from(x), u128::from(y));
            if nuw && ux * uy > u128::from(all) {
                return poison(consts);
            }
            if nsw && !(smin..=smax).contains(&(sx * sy)) {
                return poison(consts);
            }
            x.wrapping_mul(y)
        }
        B::UDiv | B::URem => {
            if y == 0 {
                return None; // undefined behaviour at run time
            }
            if op == B::UDiv {
                if exact && x % y != 0 {
                    return poison(consts);
                }
                x / y
            } else {
                x % y
            }
        }
        B::SDiv | B::SRem => {
            if sy == 0 || (sx == smin && sy == -1) {
                return None; // undefined behaviour at run time
            }
            if op == B::SDiv {
                if exact && sx % sy != 0 {
                    return poison(consts);
                }
                (sx / sy) as u64
            } else {
                (sx % sy) as u64
            }
        }
        B::Shl | B::LShr | B::AShr => {
            if y >= u64::from(w) {
                return poison(consts);
            }
            match op {
                B::Shl => {
                    let r = mask_bits(x << y, w);
                    if nuw && (r >> y) != x {
                        return poison(consts);
                    }
                    if nsw && i128::from(sign_extend(r, w)) >> y != sx {
                        return poison(consts);
                    }
                    r
                }
                B::LShr => {
                    if exact && x & ((1u64 << y) - 1) != 0 {
                        return poison(consts);
                    }
                    x >> y
                }
                _ => {
                    if exact && x & ((1u64 << y) - 1) != 0 {
                        return poison(consts);
                    }
                    (sx >> y) as u64
                }
            }
        }
        B::And => x & y,
        B::Or => {
            if flags.contains(IntFlags::DISJOINT) && x & y != 0 {
                return poison(consts);
            }
            x | y
        }
        B::Xor => x ^ y,
        B::FAdd | B::FSub | B::FMul | B::FDiv | B::FRem => return None,
    };
    Some(int(consts, mask_bits(r, w)))
}

fn fold_float_binary(
    consts: &mut Constants,
    op: BinaryOp,
    flags: u8,
    a: Value,
    b: Value,
    ty: TypeId,
) -> FoldResult {
    if flags != 0 {
        return None;
    }
    let (x, y) = (float_bits(consts, a)?, float_bits(consts, b)?);
    let bits = if ty == TypeId::FLOAT {
        let (x, y) = (f32::from_bits(x as u32), f32::from_bits(y as u32));
        let r = match op {
            BinaryOp::FAdd => x + y,
            BinaryOp::FSub => x - y,
            BinaryOp::FMul => x * y,
            BinaryOp::FDiv => x / y,
            _ => return None,
        };
        if x.is_nan() || y.is_nan() || r.is_nan() {
            return None;
        }
        u64::from(r.to_bits())
    } else {
        let (x, y) = (f64::from_bits(x), f64::from_bits(y));
        let r = match op {
            BinaryOp::FAdd => x + y,
            BinaryOp::FSub => x - y,
            BinaryOp::FMul => x * y,
            BinaryOp::FDiv => x / y,
            _ => return None,
        };
        if x.is_nan() || y.is_nan() || r.is_nan() {
            return None;
        }
        r.to_bits()
    };
    Some(Value::Const(consts.float_bits(ty, bits)))
}

fn fold_cast(
    types: &Types,
    consts: &mut Constants,
    op: CastOp,
    flags: IntFlags,
    a: Value,
    ty: TypeId,
    cx: &dyn FoldContext,
) -> FoldResult {
    // Casts that undo or repeat nothing.
    if op == CastOp::BitCast && type_of(consts, cx, a) == ty {
        return Some(a);
    }
    if op == CastOp::AddrSpaceCast
        && let Some(InstData::Cast {
            op: CastOp::AddrSpaceCast,
            arg: inner,
            ..
        }) = cx.def(a)
        && type_of(consts, cx, *inner) == ty
    {
        return Some(*inner);
    }
    let c = const_id(a)?;
    match op {
        CastOp::BitCast | CastOp::AddrSpaceCast | CastOp::PtrToInt | CastOp::IntToPtr => {
            match consts.get(c) {
                ConstData::Int { .. }
                | ConstData::Float { .. }
                | ConstData::Null(_)
                | ConstData::Global { .. }
                | ConstData::Expr { .. } => Some(Value::Const(consts.cast(types, op, c, ty))),
                _ => None,
            }
        }
        CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
            let x = consts.as_int(c)?;
            let from = types.int_bits(consts.ty(c))?;
            let to = types.int_bits(ty)?;
            let r = match op {
                CastOp::Trunc => {
                    let r = mask_bits(x, to);
                    if flags.contains(IntFlags::NUW) && r != x {
                        return Some(Value::Const(consts.poison(ty)));
                    }
                    if flags.contains(IntFlags::NSW) && sign_extend(r, to) != sign_extend(x, from) {
                        return Some(Value::Const(consts.poison(ty)));
                    }
                    r
                }
                CastOp::ZExt => {
                    if flags.contains(IntFlags::NNEG) && sign_extend(x, from) < 0 {
                        return Some(Value::Const(consts.poison(ty)));
                    }
                    x
                }
                _ => mask_bits(sign_extend(x, from) as u64, to),
            };
            Some(Value::Const(consts.int(types, ty, r)))
        }
        CastOp::SIToFP | CastOp::UIToFP => {
            let x = consts.as_int(c)?;
            let from = types.int_bits(consts.ty(c))?;
            if op == CastOp::UIToFP && flags.contains(IntFlags::NNEG) && sign_extend(x, from) < 0 {
                return Some(Value::Const(consts.poison(ty)));
            }
            let bits = match (op, types.get(ty)) {
                (CastOp::SIToFP, TypeData::Float) => {
                    u64::from((sign_extend(x, from) as f32).to_bits())
                }
                (CastOp::SIToFP, TypeData::Double) => (sign_extend(x, from) as f64).to_bits(),
                (_, TypeData::Float) => u64::from((x as f32).to_bits()),
                (_, TypeData::Double) => (x as f64).to_bits(),
                _ => return None,
            };
            Some(Value::Const(consts.float_bits(ty, bits)))
        }
        CastOp::FPToSI | CastOp::FPToUI => {
            let v = float_value(consts, a)?;
            let to = types.int_bits(ty)?;
            if v.is_nan() {
                return Some(Value::Const(consts.poison(ty)));
            }
            let t = v.trunc();
            let in_range = if op == CastOp::FPToSI {
                let lo = -(2f64.powi(to as i32 - 1));
                t >= lo && t < -lo
            } else {
                t >= 0.0 && t < 2f64.powi(to as i32)
            };
            if !in_range {
                return Some(Value::Const(consts.poison(ty)));
            }
            let r = if op == CastOp::FPToSI {
                t as i64 as u64
            } else {
                t as u64
            };
            Some(Value::Const(consts.int(types, ty, mask_bits(r, to))))
        }
        CastOp::FPExt => {
            let v = float_value(consts, a)?;
            if v.is_nan() || ty != TypeId::DOUBLE {
                return None;
            }
            Some(Value::Const(consts.float_bits(ty, v.to_bits())))
        }
        CastOp::FPTrunc => {
            let v = float_value(consts, a)?;
            if v.is_nan() || ty != TypeId::FLOAT {
                return None;
            }
            Some(Value::Const(
                consts.float_bits(ty, u64::from((v as f32).to_bits())),
            ))
        }
    }
}

/// The constant aggregate `c` with the element at `path` replaced by `e`.
fn const_insert(
    types: &Types,
    consts: &mut Constants,
    c: ConstId,
    e: ConstId,
    path: &[u32],
) -> Option<ConstId> {
    let Some((&first, rest)) = path.split_first() else {
        return Some(e);
    };
    let ty = consts.ty(c);
    let n = if let Some((_, len)) = types.array_parts(ty) {
        len
    } else {
        types.struct_fields(ty)?.0.len() as u64
    };
    if u64::from(first) >= n || n > 4096 {
        return None;
    }
    let mut elems = Vec::with_capacity(n as usize);
    for i in 0..n as u32 {
        elems.push(const_element(types, consts, c, i)?);
    }
    let inner = const_insert(types, consts, elems[first as usize], e, rest)?;
    elems[first as usize] = inner;
    Some(if types.array_parts(ty).is_some() {
        consts.array(ty, elems)
    } else {
        consts.struct_(ty, elems)
    })
}

/// Element `i` of the constant aggregate `c`.
fn const_element(types: &Types, consts: &mut Constants, c: ConstId, i: u32) -> Option<ConstId> {
    let ty = consts.ty(c);
    let elem_ty = types.aggregate_field(ty, u64::from(i))?;
    match consts.get(c).clone() {
        ConstData::Array { elems, .. } => elems.get(i as usize).copied(),
        ConstData::Struct { fields, .. } => fields.get(i as usize).copied(),
        ConstData::Zero(_) => Some(consts.zero(types, elem_ty)),
        ConstData::Poison(_) => Some(consts.poison(elem_ty)),
        ConstData::Undef(_) => Some(consts.undef(elem_ty)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `op x, y` with `flags` folded at `w` bits: the value, or `None` for poison.
    fn fold_flagged(w: u32, op: BinaryOp, flags: IntFlags, x: u64, y: u64) -> Option<u64> {
        let mut types = Types::new();
        let ty = types.int(w);
        let mut consts = Constants::default();
        let (a, b) = (
            Value::Const(consts.int(&types, ty, x)),
            Value::Const(consts.int(&types, ty, y)),
        );
        let Some(Value::Const(k)) = fold_int_binary(&types, &mut consts, op, flags, a, b, ty)
        else {
            panic!("{op:?} {x:#x}, {y:#x} at {w} bits does not fold to a constant");
        };
        if consts.is_undef_or_poison(k) {
            None
        } else {
            consts.as_int(k)
        }
    }

    /// The overflow rules of `nsw` and `nuw` at their boundaries, in every width: the end of
    /// the range is a value, one or two past it is poison (the generator puts only flags that
    /// hold, so the campaign never reaches this side).
    #[test]
    fn flagged_arithmetic_is_poison_exactly_past_its_range() {
        use BinaryOp::{Add, Mul, Sub};
        let (nsw, nuw) = (IntFlags::NSW, IntFlags::NUW);
        for w in [8u32, 16, 32, 64] {
            let all = mask_bits(u64::MAX, w);
            let smax = all >> 1;
            let smin = smax + 1;
            let quarter = 1u64 << (w - 2);
            let f = |op, flags, x, y| fold_flagged(w, op, flags, x, y);
            assert_eq!(f(Add, nsw, smax, 0), Some(smax), "{w}");
            assert_eq!(f(Add, nsw, smax - 1, 1), Some(smax), "{w}");
            assert_eq!(f(Add, nsw, smax, 1), None, "{w}");
            assert_eq!(f(Add, nsw, smax, 2), None, "{w}");
            assert_eq!(f(Add, nsw, smin, all), None, "{w}");
            assert_eq!(f(Add, nsw, smin, 0), Some(smin), "{w}");
            assert_eq!(f(Add, IntFlags::NONE, smax, 1), Some(smin), "{w}");
            assert_eq!(f(Sub, nsw, smin, 1), None, "{w}");
            assert_eq!(f(Sub, nsw, smin + 1, 1), Some(smin), "{w}");
            assert_eq!(f(Sub, nsw, smax, all), None, "{w}");
            assert_eq!(f(Sub, nsw, smax - 1, all), Some(smax), "{w}");
            assert_eq!(f(Mul, nsw, quarter, 2), None, "{w}");
            assert_eq!(f(Mul, nsw, quarter, all - 1), Some(smin), "{w}");
            assert_eq!(f(Mul, nsw, smax, 1), Some(smax), "{w}");
            assert_eq!(f(Add, nuw, all, 0), Some(all), "{w}");
            assert_eq!(f(Add, nuw, all, 1), None, "{w}");
            assert_eq!(f(Sub, nuw, 0, 1), None, "{w}");
            assert_eq!(f(Sub, nuw, 1, 1), Some(0), "{w}");
            assert_eq!(f(Mul, nuw, smin, 2), None, "{w}");
            assert_eq!(f(Mul, nuw, smax, 2), Some(all - 1), "{w}");
            // Exactly at the end of the unsigned range: a value, not poison.
            assert_eq!(f(Mul, nuw, 1, all), Some(all), "{w}");
            assert_eq!(f(Mul, nuw, all, 1), Some(all), "{w}");
            assert_eq!(f(Add, nuw, all - 1, 1), Some(all), "{w}");
            assert_eq!(f(Sub, nuw, all, all), Some(0), "{w}");
        }
    }
}
