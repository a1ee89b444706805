//! What LLVM 19's inline cost analysis (`CallAnalyzer` in `llvm/lib/Analysis/InlineCost.cpp`)
//! folds beyond seam's own `fold_inst`, restated for the `llvm` cost model:
//!
//! - **InstSimplify on integer binary operators** (`simplifyBinOp`), as the analysis calls it:
//!   an operand the analysis has simplified to a constant is that constant, and everything
//!   deeper is the IR as written (the analysis records only constants). The rules restated:
//!   the identities of `fold_inst`; `x + (y - x)`, `x + ~x`, `x + -x`, `x - (x - y)`-style
//!   chains (`(x + y) - z`, `x - (y + z)`, `z - (x - y)` when every step simplifies); `x & ~x`,
//!   `x | ~x`, `x ^ ~x`; absorption (`(a | b) & a`, `(a & b) | a`); a mask that keeps every bit
//!   a constant shift leaves; reassociation (`simplifyAssociativeBinOp`: `(a op b) op c` as
//!   `a op (b op c)`, `(c op a) op b` and the mirrored forms, for `add`, `mul`, `and`, `or`,
//!   `xor`) and distribution of `and`/`or`/`mul` over `or`/`and`/`xor`/`add`
//!   (`expandCommutativeBinOp`), each to LLVM's recursion limit of 3; `x / x`, `x % x`,
//!   `0 / x`, `0 % x`, `x % 1`; shifts of 0 and by 0; `i1` arithmetic as logic.
//! - **Constant folding of `half` and `bfloat`**: conversions from and to integers and other
//!   formats, `fneg`, `fadd`, `fsub`, `fmul`, `fdiv`, `fcmp`, `bitcast` to and from `i16`
//!   (computed in `double` and rounded once: exact, see `crate::ir::float`).
//! - **Constant folding of intrinsic calls** whose arguments are all constants (LLVM's
//!   `simplifyCallSite`): `abs`, `smin`, `smax`, `umin`, `umax`, `ctpop`, `ctlz`, `cttz`.
//!
//! - **Known bits and sign bits** (a small `computeKnownBits`: shift amounts, divisors known 0
//!   or 1, recurrences, `add`/`mul`/`udiv`/`urem`, min/max as `KnownBits::smax` and friends,
//!   `abs`), threading over `select` and `phi`.
//! - **`isDivZero`**: a quotient 0 (a remainder its dividend) when the dividend's known bits
//!   stay below a constant divisor, or when `simplifyICmpInst` proves `|x| < |y|`: LLVM's
//!   `computeConstantRange` (`setLimitsForBinOp`, `getRangeForIntrinsic`, `select`) over
//!   wrapped ranges (`llvm_range`), constant regions, a compare with 0 by `isKnownNonZero`
//!   and the known sign bit (`simplifyICmpWithZero`), `add` with a flag against one of its own
//!   operands (`simplifyICmpWithBinOp`'s first rules: `(x + y) > x` is `y > 0`), zero and sign
//!   extensions against a constant, threading over `select` and `phi`.
//! - **`fpext`/`fptrunc` of a NaN** (`float`/`double`): folded as `APFloat::convert` does (the
//!   payload shifted, the NaN made quiet), where seam's own `fold_inst` keeps the conversion.
//!
//! Not restated (the generator makes none of them, or LLVM needs analyses the cost analysis
//! has no access to): the rest of `simplifyICmpWithBinOp` (two `add`s, `urem`, shifts and
//! divisions on both sides), min/max against an operand, a `select`'s min/max pattern
//! narrowing its range, pointer identities, `isDivZero` of a vector division (lane-wise known
//! bits of the dividend: LLVM folds `udiv <2 x i32> (insertelement zeroinitializer, (and %a,
//! 7), 1), <8, 8>` to zeros, seam's model keeps it).

use super::llvm_range::Range;
use crate::ir::{
    BinaryOp, CastOp, ConstData, Constants, FloatKind, FloatPredicate as FCmpPred, InstData,
    IntPredicate, Intrinsic, TypeData, TypeId, Types, Value, mask_bits,
};
use crate::transforms::fold::{FoldContext, float_bits, fold_inst};

/// LLVM's `RecursionLimit` for InstSimplify.
const RECURSION_LIMIT: u32 = 3;

/// LLVM's floating-point classes (`FPClassTest`, both NaNs as one), as [`FpKnown`] holds them.
const FP_NAN: u16 = 1;
const FP_NEG_INF: u16 = 2;
const FP_NEG_NORMAL: u16 = 4;
const FP_NEG_SUBNORMAL: u16 = 8;
const FP_NEG_ZERO: u16 = 16;
const FP_POS_ZERO: u16 = 32;
const FP_POS_SUBNORMAL: u16 = 64;
const FP_POS_NORMAL: u16 = 128;
const FP_POS_INF: u16 = 256;
const FP_ALL: u16 = 511;
const FP_NEGATIVE: u16 = FP_NEG_INF | FP_NEG_NORMAL | FP_NEG_SUBNORMAL | FP_NEG_ZERO;
const FP_POSITIVE: u16 = FP_POS_ZERO | FP_POS_SUBNORMAL | FP_POS_NORMAL | FP_POS_INF;
/// `KnownFPClass::OrderedLessThanZeroMask`.
const FP_BELOW_ZERO: u16 = FP_NEG_INF | FP_NEG_NORMAL | FP_NEG_SUBNORMAL;
const FP_INF: u16 = FP_NEG_INF | FP_POS_INF;
const FP_ZERO: u16 = FP_NEG_ZERO | FP_POS_ZERO;
const FP_SUBNORMAL: u16 = FP_NEG_SUBNORMAL | FP_POS_SUBNORMAL;
const FP_NORMAL: u16 = FP_NEG_NORMAL | FP_POS_NORMAL;

/// LLVM's `KnownFPClass`: the classes a value can be in, and its sign bit where known.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct FpKnown {
    classes: u16,
    sign: Option<bool>,
}

impl FpKnown {
    const ANY: FpKnown = FpKnown {
        classes: FP_ALL,
        sign: None,
    };

    fn never(self, c: u16) -> bool {
        self.classes & c == 0
    }

    /// `knownNot`: rules `c` out; a value that cannot be NaN nor of one sign has the other.
    fn not(&mut self, c: u16) {
        self.classes &= !c;
        if self.never(FP_NAN) && self.sign.is_none() {
            if self.never(FP_NEGATIVE) {
                self.sign = Some(false);
            } else if self.never(FP_POSITIVE) {
                self.sign = Some(true);
            }
        }
    }

    /// `signBitMustBeZero` / `signBitMustBeOne`.
    fn sign_is(&mut self, negative: bool) {
        self.classes &= FP_NAN | if negative { FP_NEGATIVE } else { FP_POSITIVE };
        self.sign = Some(negative);
    }
}

/// A scalar floating-point type's exponent and mantissa widths.
fn fp_layout(t: &TypeData) -> Option<(u32, u32)> {
    match t {
        TypeData::Half => Some((5, 10)),
        TypeData::BFloat => Some((8, 7)),
        TypeData::Float => Some((8, 23)),
        TypeData::Double => Some((11, 52)),
        TypeData::Void
        | TypeData::Label
        | TypeData::Metadata
        | TypeData::Int(_)
        | TypeData::Vector { .. }
        | TypeData::Ptr(_)
        | TypeData::Array { .. }
        | TypeData::Struct { .. }
        | TypeData::Named(_)
        | TypeData::Func { .. } => None,
    }
}

/// The lanes of a `shufflevector`'s two operands that the `demanded` lanes of its result read
/// (`n` lanes each; LLVM's `getShuffleDemandedElts`), or `None` when a demanded lane's mask
/// element is undefined.
fn shuffle_demanded(mask: &[Option<u32>], n: u32, demanded: u64) -> Option<(u64, u64)> {
    let n = u64::from(n);
    let (mut da, mut db) = (0u64, 0u64);
    for i in (0..64u32).filter(|i| demanded >> i & 1 == 1) {
        match mask.get(i as usize).copied().flatten().map(u64::from) {
            Some(k) if k < n => da |= 1 << k,
            Some(k) if k < 2 * n => db |= 1 << (k - n),
            _ => return None,
        }
    }
    Some((da, db))
}

/// A scalar floating-point type's width.
fn fp_width(t: &TypeData) -> Option<u32> {
    fp_layout(t).map(|(e, m)| 1 + e + m)
}

/// The IR as written: nothing is known beyond what an operand is.
struct Raw<'a>(&'a dyn FoldContext);

impl FoldContext for Raw<'_> {
    fn known(&self, v: Value) -> Value {
        v
    }
    fn def(&self, v: Value) -> Option<&InstData> {
        self.0.def(v)
    }
    fn ty(&self, v: Value) -> TypeId {
        self.0.ty(v)
    }
}

struct S<'a> {
    types: &'a Types,
    consts: &'a mut Constants,
    raw: Raw<'a>,
    /// The intrinsics the callee's calls name, by callee constant.
    intrinsics: &'a Intrinsics,
}

/// The intrinsics a body's calls name, by callee constant.
pub(super) type Intrinsics = rustc_hash::FxHashMap<crate::ir::ConstId, Intrinsic>;

/// What LLVM's cost analysis folds an instruction to, `cx` knowing the constants it
/// simplified: an integer binary operator through InstSimplify (without its flags, as the
/// visitor calls it), a cast by constant folding without its flags, a floating point one by constant folding or InstSimplify's identities,
/// `half`/`bfloat` and vector constants where a visitor folds (binary operators, comparisons,
/// casts: `extractelement`, `insertelement` and `shufflevector` have none), anything else
/// through `fold_inst`.
pub(super) fn fold_visited(
    types: &Types,
    consts: &mut Constants,
    cx: &dyn FoldContext,
    intrinsics: &Intrinsics,
    data: &InstData,
    ty: TypeId,
) -> Option<Value> {
    if let InstData::Binary {
        op,
        flags,
        lhs,
        rhs,
    } = data
    {
        let (l, r) = (cx.known(*lhs), cx.known(*rhs));
        if !op.is_float() && types.int_bits(ty).is_some() {
            return simplify_int_binary(types, consts, cx, intrinsics, *op, l, r, ty);
        }
        if op.is_float() {
            let nsz = crate::ir::FastMath::from_bits(*flags).contains(crate::ir::FastMath::NSZ);
            return fold_small_float(types, consts, data, ty, cx)
                .or_else(|| fold_inst(types, consts, data, ty, cx))
                .or_else(|| simplify_float_binary(types, consts, cx, *op, nsz, l, r, ty));
        }
    }
    // A cast is folded without its flags too: the visitor's `ConstantFoldInstOperands` takes
    // the opcode and the operands only, so `trunc nuw`/`nsw` that loses bits, `zext nneg` and
    // `uitofp nneg` of a negative constant fold to the value the plain cast gives, not `poison`.
    let unflagged;
    let data = if let InstData::Cast { op, flags, arg } = data
        && !flags.is_empty()
    {
        unflagged = InstData::Cast {
            op: *op,
            flags: crate::ir::IntFlags::NONE,
            arg: *arg,
        };
        &unflagged
    } else {
        data
    };
    if let Some(v) = fold_small_float(types, consts, data, ty, cx) {
        return Some(v);
    }
    if let InstData::Cast {
        op: op @ (CastOp::FPExt | CastOp::FPTrunc),
        arg,
        ..
    } = data
        && let Some(bits) = float_bits(consts, cx.known(*arg))
        && let Some(r) = convert_nan(*op, bits, ty)
    {
        return Some(Value::Const(consts.float_bits(ty, r)));
    }
    let visited = matches!(
        data,
        InstData::Binary { .. } | InstData::ICmp { .. } | InstData::Cast { .. }
    );
    let vector = visited && {
        let mut any = types.is_vector(ty);
        data.visit_operands(|v| {
            any |= matches!(cx.known(v), Value::Const(k) if types.is_vector(consts.ty(k)));
        });
        any
    };
    if vector {
        let folded = fold_vector(types, consts, data, ty, cx).or_else(|| {
            let InstData::Binary { op, lhs, rhs, .. } = data else {
                return None;
            };
            let (l, r) = (cx.known(*lhs), cx.known(*rhs));
            simplify_vector_binary(types, consts, *op, l, r, ty).or_else(|| {
                // `ashr` of a vector whose every lane is sign bits does nothing (LLVM's
                // `simplifyAShrInst`, every lane demanded).
                let (elem, _) = types.vector_parts(ty)?;
                let w = types.int_bits(elem)?;
                let s = S {
                    types,
                    consts,
                    raw: Raw(cx),
                    intrinsics,
                };
                (*op == BinaryOp::AShr && s.sign_bits(l, elem, 0) >= w).then_some(l)
            })
        });
        if folded.is_some() {
            return folded;
        }
    }
    fold_inst(types, consts, data, ty, cx)
}

/// `fpext float` NaN to `double` or `fptrunc double` NaN to `float` (the bits of `bits`), as
/// `APFloat::convert` makes it: the sign kept, the payload's top bits kept and the NaN quiet.
/// `None` for a number (seam's `fold_inst` converts those) or another pair of types.
fn convert_nan(op: CastOp, bits: u64, ty: TypeId) -> Option<u64> {
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

/// LLVM's `simplifyBinOp` on an integer binary operator, at the top of the recursion: `lhs`
/// and `rhs` are the operands as the analysis knows them (a constant where it simplified one).
#[allow(clippy::too_many_arguments)]
fn simplify_int_binary(
    types: &Types,
    consts: &mut Constants,
    cx: &dyn FoldContext,
    intrinsics: &Intrinsics,
    op: BinaryOp,
    lhs: Value,
    rhs: Value,
    ty: TypeId,
) -> Option<Value> {
    let mut s = S {
        types,
        consts,
        raw: Raw(cx),
        intrinsics,
    };
    s.bin(op, lhs, rhs, ty, RECURSION_LIMIT)
}

impl S<'_> {
    fn int(&self, v: Value) -> Option<u64> {
        match v {
            Value::Const(c) => self.consts.as_int(c),
            Value::Inst(_) | Value::Arg(_) => None,
        }
    }

    /// The type of `v`, a constant's included.
    fn value_ty(&self, v: Value) -> TypeId {
        match v {
            Value::Const(c) => self.consts.ty(c),
            Value::Inst(_) | Value::Arg(_) => self.raw.ty(v),
        }
    }

    fn bits(&self, ty: TypeId) -> u32 {
        self.types.int_bits(ty).unwrap_or(64)
    }

    fn is(&self, v: Value, x: u64, ty: TypeId) -> bool {
        self.int(v) == Some(mask_bits(x, self.bits(ty)))
    }

    fn konst(&mut self, ty: TypeId, x: u64) -> Value {
        Value::Const(self.consts.int(self.types, ty, x))
    }

    /// The operator, flags and operands of `v` if it is that kind of binary operator.
    fn binop(&self, v: Value) -> Option<(BinaryOp, u8, Value, Value)> {
        let InstData::Binary {
            op,
            flags,
            lhs,
            rhs,
        } = self.raw.def(v)?
        else {
            return None;
        };
        Some((*op, *flags, *lhs, *rhs))
    }

    fn binop_of(&self, v: Value, want: BinaryOp) -> Option<(Value, Value)> {
        self.binop(v)
            .filter(|&(op, ..)| op == want)
            .map(|(_, _, a, b)| (a, b))
    }

    /// `simplifyDivRem`'s `X * Y / Y -> X` (and `X * Y % Y -> 0`): `a` is a product of some
    /// `X` and `b` (either order) that cannot wrap, by its flag (`nsw` for a signed
    /// division, `nuw` for an unsigned one, as written in the IR) or because `X` is itself a
    /// division by `b` of the same signedness; then `X`.
    fn product_by(&self, a: Value, b: Value, signed: bool) -> Option<Value> {
        let (BinaryOp::Mul, flags, p, q) = self.binop(a)? else {
            return None;
        };
        let same = |v: Value| v == b || self.int(v).is_some() && self.int(v) == self.int(b);
        let x = if same(q) {
            p
        } else if same(p) {
            q
        } else {
            return None;
        };
        let f = OpFacts::new(flags, false);
        let div = if signed {
            BinaryOp::SDiv
        } else {
            BinaryOp::UDiv
        };
        let quotient = self.binop_of(x, div).is_some_and(|(_, y)| same(y));
        ((signed && f.nsw) || (!signed && f.nuw) || quotient).then_some(x)
    }

    /// `v` is `~x` (`xor x, -1`, either order).
    fn not_of(&self, v: Value, x: Value, ty: TypeId) -> bool {
        self.binop_of(v, BinaryOp::Xor).is_some_and(|(a, b)| {
            (a == x && self.is(b, u64::MAX, ty)) || (b == x && self.is(a, u64::MAX, ty))
        })
    }

    /// `v` is `-x` (`sub 0, x`).
    fn neg_of(&self, v: Value, x: Value, ty: TypeId) -> bool {
        self.binop_of(v, BinaryOp::Sub)
            .is_some_and(|(a, b)| b == x && self.is(a, 0, ty))
    }

    /// `simplifyBinOp(op, lhs, rhs)` with `depth` recursions left (no flags: LLVM's cost
    /// analysis and the recursion pass none).
    fn bin(
        &mut self,
        op: BinaryOp,
        lhs: Value,
        rhs: Value,
        ty: TypeId,
        depth: u32,
    ) -> Option<Value> {
        self.types.int_bits(ty)?;
        let data = InstData::Binary {
            op,
            flags: 0,
            lhs,
            rhs,
        };
        if let Some(v) = fold_inst(self.types, self.consts, &data, ty, &self.raw) {
            return Some(v);
        }
        // Constants to the right where the operator commutes.
        let (a, b) = if commutes(op) && matches!(lhs, Value::Const(_)) {
            (rhs, lhs)
        } else {
            (lhs, rhs)
        };
        let one_bit = self.bits(ty) == 1;
        match op {
            BinaryOp::Add => {
                if self.binop_of(b, BinaryOp::Sub).is_some_and(|(_, x)| x == a) {
                    return self.binop_of(b, BinaryOp::Sub).map(|(y, _)| y);
                }
                if self.binop_of(a, BinaryOp::Sub).is_some_and(|(_, x)| x == b) {
                    return self.binop_of(a, BinaryOp::Sub).map(|(y, _)| y);
                }
                if self.not_of(a, b, ty) || self.not_of(b, a, ty) {
                    return Some(self.konst(ty, u64::MAX));
                }
                if self.neg_of(a, b, ty) || self.neg_of(b, a, ty) {
                    return Some(self.konst(ty, 0));
                }
                if one_bit {
                    return self.bin(BinaryOp::Xor, a, b, ty, depth);
                }
                self.assoc(op, a, b, ty, depth)
            }
            BinaryOp::Sub => {
                // `0 - X` is X when X is 0 or the minimum value: its known zeros are exactly
                // every bit but the sign (LLVM's negation rule, without flags).
                if self.int(a) == Some(0) {
                    let all = mask_bits(u64::MAX, self.bits(ty));
                    if self.known_bits(b, ty, 0).0 == all >> 1 {
                        return Some(b);
                    }
                }
                if depth > 0 {
                    let d = depth - 1;
                    if let Some((x, y)) = self.binop_of(a, BinaryOp::Add) {
                        if let Some(v) = self.bin(BinaryOp::Sub, y, b, ty, d)
                            && let Some(w) = self.bin(BinaryOp::Add, x, v, ty, d)
                        {
                            return Some(w);
                        }
                        if let Some(v) = self.bin(BinaryOp::Sub, x, b, ty, d)
                            && let Some(w) = self.bin(BinaryOp::Add, y, v, ty, d)
                        {
                            return Some(w);
                        }
                    }
                    if let Some((y, z)) = self.binop_of(b, BinaryOp::Add) {
                        if let Some(v) = self.bin(BinaryOp::Sub, a, y, ty, d)
                            && let Some(w) = self.bin(BinaryOp::Sub, v, z, ty, d)
                        {
                            return Some(w);
                        }
                        if let Some(v) = self.bin(BinaryOp::Sub, a, z, ty, d)
                            && let Some(w) = self.bin(BinaryOp::Sub, v, y, ty, d)
                        {
                            return Some(w);
                        }
                    }
                    if let Some((x, y)) = self.binop_of(b, BinaryOp::Sub)
                        && let Some(v) = self.bin(BinaryOp::Sub, a, x, ty, d)
                        && let Some(w) = self.bin(BinaryOp::Add, v, y, ty, d)
                    {
                        return Some(w);
                    }
                }
                if one_bit {
                    return self.bin(BinaryOp::Xor, a, b, ty, depth);
                }
                None
            }
            BinaryOp::Mul => {
                if one_bit {
                    return self.bin(BinaryOp::And, a, b, ty, depth);
                }
                self.assoc(op, a, b, ty, depth)
                    .or_else(|| self.expand(op, a, b, BinaryOp::Add, ty, depth))
                    .or_else(|| self.thread(op, a, b, ty, depth))
            }
            BinaryOp::And => {
                if self.not_of(a, b, ty) || self.not_of(b, a, ty) {
                    return Some(self.konst(ty, 0));
                }
                for (x, y) in [(a, b), (b, a)] {
                    if self
                        .binop_of(x, BinaryOp::Or)
                        .is_some_and(|(p, q)| p == y || q == y)
                    {
                        return Some(y);
                    }
                }
                if let Some(mask) = self.int(b)
                    && let Some((sop, _, _, amt)) = self.binop(a)
                    && let Some(sh) = self.int(amt)
                {
                    let w = self.bits(ty);
                    let inv = mask_bits(!mask, w);
                    if u64::from(w) > sh {
                        let keeps = match sop {
                            BinaryOp::Shl => inv >> sh == 0,
                            BinaryOp::LShr => mask_bits(inv << sh, w) == 0,
                            BinaryOp::Add
                            | BinaryOp::Sub
                            | BinaryOp::Mul
                            | BinaryOp::UDiv
                            | BinaryOp::SDiv
                            | BinaryOp::URem
                            | BinaryOp::SRem
                            | BinaryOp::AShr
                            | BinaryOp::And
                            | BinaryOp::Or
                            | BinaryOp::Xor
                            | BinaryOp::FAdd
                            | BinaryOp::FSub
                            | BinaryOp::FMul
                            | BinaryOp::FDiv
                            | BinaryOp::FRem => false,
                        };
                        if keeps {
                            return Some(a);
                        }
                    }
                }
                self.assoc(op, a, b, ty, depth)
                    .or_else(|| self.expand(op, a, b, BinaryOp::Or, ty, depth))
                    .or_else(|| self.expand(op, a, b, BinaryOp::Xor, ty, depth))
                    .or_else(|| self.thread(op, a, b, ty, depth))
            }
            BinaryOp::Or => {
                if self.not_of(a, b, ty) || self.not_of(b, a, ty) {
                    return Some(self.konst(ty, u64::MAX));
                }
                for (x, y) in [(a, b), (b, a)] {
                    if self
                        .binop_of(x, BinaryOp::And)
                        .is_some_and(|(p, q)| p == y || q == y)
                    {
                        return Some(y);
                    }
                }
                self.assoc(op, a, b, ty, depth)
                    .or_else(|| self.expand(op, a, b, BinaryOp::And, ty, depth))
                    .or_else(|| self.thread(op, a, b, ty, depth))
            }
            BinaryOp::Xor => {
                if self.not_of(a, b, ty) || self.not_of(b, a, ty) {
                    return Some(self.konst(ty, u64::MAX));
                }
                self.assoc(op, a, b, ty, depth)
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
                if self.is(b, 0, ty) =>
            {
                Some(Value::Const(self.consts.poison(ty)))
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
                if !matches!(b, Value::Const(_)) && {
                    let all = mask_bits(u64::MAX, self.bits(ty));
                    self.known_bits(b, ty, 0).0 | 1 == all
                } =>
            {
                // A divisor known to be 0 or 1 is 1 (dividing by 0 is undefined).
                if matches!(op, BinaryOp::UDiv | BinaryOp::SDiv) {
                    Some(a)
                } else {
                    Some(self.konst(ty, 0))
                }
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem => {
                let quotient = matches!(op, BinaryOp::UDiv | BinaryOp::SDiv);
                // `X op X`, `0 op X`, and an `i1` divisor (which must be 1).
                if a == b && !matches!(a, Value::Const(_)) {
                    return Some(self.konst(ty, u64::from(quotient)));
                }
                if self.is(a, 0, ty) || one_bit {
                    return Some(if quotient { a } else { self.konst(ty, 0) });
                }
                let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
                if let Some(x) = self.product_by(a, b, signed) {
                    return Some(if quotient { x } else { self.konst(ty, 0) });
                }
                if let Some(v) = self.thread(op, a, b, ty, depth) {
                    return Some(v);
                }
                // LLVM's `isDivZero` (after threading over `select` and `phi`): the quotient
                // is 0, the remainder the dividend.
                if self.div_is_zero(a, b, ty, signed, depth) {
                    return Some(if quotient { self.konst(ty, 0) } else { a });
                }
                None
            }
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                if self.is(a, 0, ty) {
                    return Some(a);
                }
                // The amount's known bits (LLVM's `simplifyShift`, in its order): an amount
                // known to be at least the width → poison; else all the bits that can hold an
                // amount below the width known zero → the shift does nothing. (Poison first: a
                // shift by 32 of an `i32` is both, and LLVM makes it poison.)
                let w = self.bits(ty);
                let (zero, one) = self.known_bits(b, ty, 0);
                let valid = u64::from(w).next_power_of_two() - 1;
                if one >= u64::from(w) || (one & !valid) != 0 {
                    return Some(Value::Const(self.consts.poison(ty)));
                }
                if zero & valid == valid {
                    return Some(a);
                }
                if let Some(v) = self.thread(op, a, b, ty, depth) {
                    return Some(v);
                }
                // Arithmetic shifting a value made only of sign bits does nothing.
                if op == BinaryOp::AShr && self.sign_bits(a, ty, 0) >= self.bits(ty) {
                    return Some(a);
                }
                None
            }
            BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem => {
                None
            }
        }
    }

    /// The intrinsic a callee constant names.
    fn intrinsic_of(&self, callee: Value) -> Option<Intrinsic> {
        let Value::Const(k) = callee else {
            return None;
        };
        self.intrinsics.get(&k).copied()
    }

    /// LLVM's `isKnownNonZero` for an integer `v` at recursion `depth`, as far as seam
    /// restates it (what a shift amount the generator makes can be): a constant; a `select`
    /// whose arms both are; a `phi` whose incoming values all are (LLVM asks those one level
    /// short of its depth limit); an extension of one; an `or` with one; `shl nuw`/`nsw`,
    /// `lshr`/`ashr exact` of one; `shl` of an odd value, `lshr`/`ashr` of a negative one, and
    /// `isNonZeroShift` for other shifts; else a known one bit. Not restated (so `false` here
    /// where LLVM may prove more): a `select` arm excluded by its condition, conditions on the
    /// edges into a `phi`, recurrences, `add`/`sub`/`xor`/`mul`/divisions and intrinsics.
    fn known_non_zero(&self, v: Value, ty: TypeId, depth: u32) -> bool {
        if let Some(c) = self.int(v) {
            return c != 0;
        }
        if depth >= 6 {
            return false;
        }
        let d = depth + 1;
        let nz = |x: Value, k: u32| self.known_non_zero(x, ty, k);
        let decided = match self.raw.def(v) {
            // An arm is nonzero by itself or where the condition that picks it excludes 0:
            // `select (icmp ne x, 0), x, y` (LLVM's `SelectArmIsNonZero`).
            Some(InstData::Select {
                cond,
                if_true,
                if_false,
                ..
            }) => {
                let arm = |x: Value, picked: bool| {
                    nz(x, d) || self.condition_excludes_zero(*cond, x, picked)
                };
                arm(*if_true, true) && arm(*if_false, false)
            }
            Some(InstData::Phi { incoming, .. }) => {
                return incoming.iter().all(|&(x, _)| x == v || nz(x, d.max(5)));
            }
            Some(InstData::Cast {
                op: CastOp::ZExt | CastOp::SExt,
                arg,
                ..
            }) => {
                let from = self.value_ty(*arg);
                return self.known_non_zero(*arg, from, d);
            }
            Some(InstData::Binary {
                op: BinaryOp::Or,
                lhs,
                rhs,
                ..
            }) => nz(*rhs, d) || nz(*lhs, d),
            Some(InstData::Binary {
                op: op @ (BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr),
                flags,
                lhs,
                rhs,
            }) => {
                let f = OpFacts::new(*flags, false);
                let keeps = if *op == BinaryOp::Shl {
                    f.nuw || f.nsw
                } else {
                    f.exact
                };
                if keeps {
                    return nz(*lhs, d);
                }
                // `shl` of an odd value, `lshr`/`ashr` of a negative one; else
                // `isNonZeroShift`. LLVM returns what these say (no known-bits fallback).
                let w = self.bits(ty);
                let (z, o) = self.known_bits(*lhs, ty, d);
                let sign = 1u64 << (w - 1);
                if *op == BinaryOp::Shl && o & 1 != 0 || *op != BinaryOp::Shl && o & sign != 0 {
                    return true;
                }
                return self.non_zero_shift(*op, *lhs, *rhs, (z, o), ty, d);
            }
            _ => false,
        };
        decided || self.known_bits(v, ty, d).1 != 0
    }

    /// Whether `cond` (a `select`'s condition), when it is `picked` (true for the true arm),
    /// says that arm `x` is not 0: `cond` is `icmp P x, C` or `icmp P C, x` (LLVM's
    /// `m_c_ICmp`, the predicate swapped), inverted for the false arm, and `P` against `C`
    /// excludes 0 (`cmpExcludesZero`: `ugt` always, `ne` only against 0, else a constant whose
    /// exact region of `P` leaves 0 out).
    fn condition_excludes_zero(&self, cond: Value, x: Value, picked: bool) -> bool {
        let Some(InstData::ICmp { pred, lhs, rhs }) = self.raw.def(cond) else {
            return false;
        };
        let (pred, other) = if *lhs == x {
            (*pred, *rhs)
        } else if *rhs == x {
            (swapped(*pred), *lhs)
        } else {
            return false;
        };
        let pred = if picked { pred } else { inverse(pred) };
        // (LLVM special-cases `ne` so that it reads `null` as 0 too; only integers come here,
        // where the region of `ne 0` already leaves 0 out.)
        if matches!(pred, IntPredicate::Ugt) {
            return true;
        }
        self.int(other).is_some_and(|c| {
            let w = self.bits(self.value_ty(other));
            !Range::icmp_region(pred, c, w).contains(Range::single(0, w))
        })
    }

    /// LLVM's `isNonZeroShift`: a shift of `lhs` (known bits `known`) by `rhs` is nonzero when
    /// a known one bit survives the largest amount `rhs`'s known bits allow (below the
    /// width), or when every bit that amount shifts out is known zero and `lhs` is nonzero.
    fn non_zero_shift(
        &self,
        op: BinaryOp,
        lhs: Value,
        rhs: Value,
        (z, o): (u64, u64),
        ty: TypeId,
        depth: u32,
    ) -> bool {
        if z == 0 && o == 0 {
            return false;
        }
        let w = self.bits(ty);
        let all = mask_bits(u64::MAX, w);
        let most = all & !self.known_bits(rhs, ty, depth).0;
        if most >= u64::from(w) {
            return false;
        }
        let kept = if op == BinaryOp::Shl {
            (o << most) & all
        } else {
            o >> most
        };
        if kept != 0 {
            return true;
        }
        // The bits shifted out: the high `most` for `shl`, the low `most` for a right shift.
        let out = if op == BinaryOp::Shl {
            all & !(all >> most)
        } else {
            low_bits(most as u32)
        };
        z & out == out && self.known_non_zero(lhs, ty, depth)
    }

    /// Known zero and one bits of `v` (a small part of LLVM's `computeKnownBits`, to its
    /// depth limit of 6): constants, `and`, `or`, `xor`, `add`, `sub`, shifts, `zext`, `select`, min/max,
    /// `ctpop`/`ctlz`/`cttz`.
    fn known_bits(&self, v: Value, ty: TypeId, depth: u32) -> (u64, u64) {
        let w = self.bits(ty);
        let all = mask_bits(u64::MAX, w);
        if let Some(c) = self.int(v) {
            return (!c & all, c);
        }
        if depth >= 6 {
            return (0, 0);
        }
        let d = depth + 1;
        match self.raw.def(v) {
            Some(InstData::Binary {
                op,
                flags,
                lhs,
                rhs,
            }) => {
                let l = self.known_bits(*lhs, ty, d);
                let r = self.known_bits(*rhs, ty, d);
                // `computeKnownBitsFromShiftOperator`: the amount is nonzero when its known
                // bits say so or, when they keep it below the width, `isKnownNonZero` does.
                let shift = matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr);
                let below_width = all & !r.0 < u64::from(w);
                let non_zero =
                    r.1 != 0 || (shift && below_width && self.known_non_zero(*rhs, ty, d));
                let f = OpFacts {
                    same_operand: lhs == rhs,
                    ..OpFacts::new(*flags, non_zero)
                };
                known_binop(*op, l, r, w, f)
            }
            Some(InstData::ExtractElement { vec, idx }) => {
                let lanes = self.vector_len(*vec);
                if lanes > 64 {
                    return (0, 0);
                }
                let demanded = match self.int(*idx) {
                    Some(i) if i < u64::from(lanes) => 1u64 << i,
                    _ => low_bits(lanes),
                };
                self.lane_known_bits(*vec, demanded, ty, d)
            }
            Some(InstData::Phi { incoming, .. }) => self.phi_known_bits(v, incoming, ty, depth),
            // What both arms of a `select` or both operands of a min/max share.
            Some(InstData::Select {
                if_true, if_false, ..
            }) => {
                let (tz, to) = self.known_bits(*if_true, ty, d);
                let (fz, fo) = self.known_bits(*if_false, ty, d);
                (tz & fz, to & fo)
            }
            Some(InstData::Call(c)) => match self.intrinsic_of(c.callee) {
                Some(
                    x @ (Intrinsic::SMin | Intrinsic::SMax | Intrinsic::UMin | Intrinsic::UMax),
                ) if c.args.len() == 2 => {
                    let l = self.known_bits(c.args[0], ty, d);
                    let r = self.known_bits(c.args[1], ty, d);
                    known_minmax(x, l, r, w)
                }
                // LLVM's `KnownBits::abs`.
                Some(Intrinsic::Abs) if !c.args.is_empty() => {
                    let (xz, xo) = self.known_bits(c.args[0], ty, d);
                    let poison_min = c.args.get(1).and_then(|&p| self.int(p)) == Some(1);
                    known_abs((xz, xo), poison_min, w)
                }
                // At most as many as the operand's bits can be (set, or leading or trailing
                // zeros): every bit above that count's width is zero.
                Some(x @ (Intrinsic::Ctpop | Intrinsic::Ctlz | Intrinsic::Cttz))
                    if !c.args.is_empty() =>
                {
                    let (xz, xo) = self.known_bits(c.args[0], ty, d);
                    let most = if x == Intrinsic::Ctpop {
                        w - xz.count_ones()
                    } else if x == Intrinsic::Ctlz {
                        (xo << (64 - w)).leading_zeros().min(w)
                    } else {
                        xo.trailing_zeros().min(w)
                    };
                    (all & !low_bits(32 - most.leading_zeros()), 0)
                }
                _ => (0, 0),
            },
            // A zero extension knows its high bits zero; a truncation keeps the low bits'
            // knowledge; a sign extension copies the sign bit's, where it is known.
            Some(InstData::Cast {
                op: op @ (CastOp::ZExt | CastOp::Trunc | CastOp::SExt),
                arg,
                ..
            }) => {
                let from = match arg {
                    Value::Const(c) => self.consts.ty(*c),
                    Value::Inst(_) | Value::Arg(_) => self.raw.ty(*arg),
                };
                let Some(fw) = self.types.int_bits(from) else {
                    return (0, 0);
                };
                let (z, o) = self.known_bits(*arg, from, d);
                let high = all & !mask_bits(u64::MAX, fw);
                let sign = 1u64 << (fw - 1);
                if *op == CastOp::Trunc {
                    (z & all, o & all)
                } else if *op == CastOp::ZExt {
                    (z | high, o)
                } else {
                    (
                        z | if z & sign != 0 { high } else { 0 },
                        o | if o & sign != 0 { high } else { 0 },
                    )
                }
            }
            // A scalar floating-point value read as an integer (LLVM: from the value's known
            // classes): all its bits when it can only be a zero or an infinity, and its sign
            // bit where that is known.
            Some(InstData::Cast {
                op: CastOp::BitCast,
                arg,
                ..
            }) => {
                let from = self.value_ty(*arg);
                if self.types.int_bits(from) == Some(w) {
                    return self.known_bits(*arg, ty, d);
                }
                let Some((exp, _)) = fp_layout(self.types.get(from)) else {
                    return (0, 0);
                };
                if fp_width(self.types.get(from)) != Some(w) {
                    return (0, 0);
                }
                let k = self.fp_class(*arg, d);
                if k.classes == 0 {
                    return (0, 0);
                }
                let sign_bit = 1u64 << (w - 1);
                let (mut z, mut o) = (0, 0);
                if k.never(FP_NORMAL | FP_SUBNORMAL | FP_NAN) {
                    (z, o) = (all, all);
                    if !k.never(FP_INF) {
                        // `+inf`: the exponent all ones, the mantissa zero.
                        let inf = mask_bits(u64::MAX, exp) << (w - 1 - exp);
                        (z, o) = (z & !inf & all, o & inf);
                    }
                    if !k.never(FP_ZERO) {
                        o = 0;
                    }
                    (z, o) = (z & !sign_bit, o & !sign_bit);
                }
                match k.sign {
                    Some(true) => (z & !sign_bit, o | sign_bit),
                    Some(false) => (z | sign_bit, o & !sign_bit),
                    None => (z, o),
                }
            }
            _ => (0, 0),
        }
    }

    /// LLVM's `computeKnownFPClass` of a scalar floating-point `v` (IEEE denormals, every
    /// class asked for), to its depth limit, restated for constants, `fpext`, `fptrunc`,
    /// `sitofp`, `uitofp`, `fadd`, `fsub` and `fmul`; anything else can be anything.
    fn fp_class(&self, v: Value, depth: u32) -> FpKnown {
        if let Value::Const(c) = v
            && let ConstData::Float { ty, bits } = self.consts.get(c)
            && let Some((exp, man)) = fp_layout(self.types.get(*ty))
        {
            let e = bits >> man & mask_bits(u64::MAX, exp);
            let m = bits & mask_bits(u64::MAX, man);
            let negative = bits >> (exp + man) & 1 == 1;
            let (neg, pos) = if e == 0 && m == 0 {
                (FP_NEG_ZERO, FP_POS_ZERO)
            } else if e == 0 {
                (FP_NEG_SUBNORMAL, FP_POS_SUBNORMAL)
            } else if e == mask_bits(u64::MAX, exp) && m == 0 {
                (FP_NEG_INF, FP_POS_INF)
            } else if e == mask_bits(u64::MAX, exp) {
                (FP_NAN, FP_NAN)
            } else {
                (FP_NEG_NORMAL, FP_POS_NORMAL)
            };
            return FpKnown {
                classes: if negative { neg } else { pos },
                sign: Some(negative),
            };
        }
        if depth >= 6 {
            return FpKnown::ANY;
        }
        let d = depth + 1;
        let mut k = FpKnown::ANY;
        match self.raw.def(v) {
            Some(InstData::Cast {
                op: CastOp::FPExt,
                arg,
                ..
            }) => {
                k = self.fp_class(*arg, d);
                // Every subnormal `half` or `float` is a normal `float` or `double`.
                if matches!(
                    self.types.get(self.value_ty(*arg)),
                    TypeData::Half | TypeData::Float
                ) {
                    if k.classes & FP_POS_SUBNORMAL != 0 {
                        k.classes |= FP_POS_NORMAL;
                    }
                    if k.classes & FP_NEG_SUBNORMAL != 0 {
                        k.classes |= FP_NEG_NORMAL;
                    }
                    k.not(FP_SUBNORMAL);
                }
                // A NaN's sign is not kept.
                if !k.never(FP_NAN) {
                    k.sign = None;
                }
            }
            Some(InstData::Cast {
                op: CastOp::FPTrunc,
                arg,
                ..
            }) => {
                let src = self.fp_class(*arg, d);
                if src.never(FP_BELOW_ZERO) {
                    k.not(FP_BELOW_ZERO);
                }
                // `propagateNaN` keeping the sign.
                if src.never(FP_NAN) {
                    k.not(FP_NAN);
                    k.sign = src.sign;
                }
            }
            Some(InstData::Cast {
                op: op @ (CastOp::SIToFP | CastOp::UIToFP),
                arg,
                ..
            }) => {
                k.not(FP_NAN);
                k.not(FP_SUBNORMAL);
                k.not(FP_NEG_ZERO);
                if *op == CastOp::UIToFP {
                    k.sign_is(false);
                }
                // Finite when the largest finite value's exponent holds the integer's
                // magnitude.
                let int = self.types.int_bits(self.value_ty(*arg)).unwrap_or(64)
                    - u32::from(*op == CastOp::SIToFP);
                let largest = fp_layout(self.types.get(self.raw.ty(v)))
                    .map_or(0, |(exp, _)| (1u32 << (exp - 1)) - 1);
                if largest >= int {
                    k.not(FP_INF);
                }
            }
            Some(InstData::Binary {
                op: op @ (BinaryOp::FAdd | BinaryOp::FSub),
                lhs,
                rhs,
                ..
            }) => {
                let r = self.fp_class(*rhs, d);
                let l = self.fp_class(*lhs, d);
                if l.never(FP_NAN) && r.never(FP_NAN) && (l.never(FP_INF) || r.never(FP_INF)) {
                    k.not(FP_NAN);
                }
                if *op == BinaryOp::FAdd {
                    if l.never(FP_BELOW_ZERO) && r.never(FP_BELOW_ZERO) {
                        k.not(FP_BELOW_ZERO);
                    }
                    // `x + 0.0` is `+0.0`.
                    if l.never(FP_NEG_ZERO) || r.never(FP_NEG_ZERO) {
                        k.not(FP_NEG_ZERO);
                    }
                } else if l.never(FP_NEG_ZERO) || r.never(FP_POS_ZERO) {
                    // Only `-0 - +0` is `-0`.
                    k.not(FP_NEG_ZERO);
                }
            }
            Some(InstData::Binary {
                op: BinaryOp::FMul,
                lhs,
                rhs,
                ..
            }) => {
                // `x * x` is never negative (or NaN).
                if lhs == rhs {
                    k.not(FP_NEGATIVE);
                }
                let r = self.fp_class(*rhs, d);
                if r.never(FP_NAN) {
                    let l = self.fp_class(*lhs, d);
                    if l.never(FP_NAN) {
                        if let (Some(a), Some(b)) = (l.sign, r.sign) {
                            k.sign_is(a != b);
                        }
                        // `0 * inf` is NaN.
                        if (l.never(FP_INF) && r.never(FP_INF))
                            || ((r.never(FP_INF) || l.never(FP_ZERO))
                                && (l.never(FP_INF) || r.never(FP_ZERO)))
                        {
                            k.not(FP_NAN);
                        }
                    }
                }
            }
            _ => {}
        }
        k
    }

    /// The number of lanes of vector value `v` (0 for anything else).
    fn vector_len(&self, v: Value) -> u32 {
        let t = match v {
            Value::Const(c) => self.consts.ty(c),
            Value::Inst(_) | Value::Arg(_) => self.raw.ty(v),
        };
        self.types.vector_parts(t).map_or(0, |(_, n)| n)
    }

    /// Known bits shared by the lanes of vector `v` that `demanded` (a lane mask) names, of
    /// element type `ty`: LLVM's `computeKnownBits` with demanded elements (constants, lane-wise
    /// binary operators, `insertelement`, `shufflevector`, `select`), to its depth limit.
    fn lane_known_bits(&self, v: Value, demanded: u64, ty: TypeId, depth: u32) -> (u64, u64) {
        let w = self.bits(ty);
        let all = mask_bits(u64::MAX, w);
        let meet = |a: (u64, u64), b: (u64, u64)| (a.0 & b.0, a.1 & b.1);
        let lanes = |m: u64| (0..64u32).filter(move |i| m >> i & 1 == 1);
        if demanded == 0 {
            return (all, all);
        }
        if self.vector_len(v) > 64 {
            return (0, 0);
        }
        if let Value::Const(c) = v {
            let data = self.consts.get(c);
            if let ConstData::Vector { elems, .. } = data {
                return lanes(demanded).fold((all, all), |k, i| {
                    match elems.get(i as usize).and_then(|&e| self.consts.as_int(e)) {
                        Some(x) => meet(k, (!x & all, x & all)),
                        None => (0, 0),
                    }
                });
            }
            let zero = matches!(data, ConstData::Zero(_) | ConstData::Null(_));
            return if zero { (all, 0) } else { (0, 0) };
        }
        if depth >= 6 {
            return (0, 0);
        }
        let d = depth + 1;
        match self.raw.def(v) {
            Some(InstData::Binary {
                op,
                flags,
                lhs,
                rhs,
            }) => {
                let l = self.lane_known_bits(*lhs, demanded, ty, d);
                let r = self.lane_known_bits(*rhs, demanded, ty, d);
                // (A vector shift amount is nonzero here only by its known bits: seam does
                // not restate `isKnownNonZero` over lanes; the generator shifts vectors by
                // constants.)
                let f = OpFacts {
                    same_operand: lhs == rhs,
                    ..OpFacts::new(*flags, r.1 != 0)
                };
                known_binop(*op, l, r, w, f)
            }
            // LLVM splits the demand between the element and the vector only for an index
            // in range; out of range (poison), both are demanded in every lane.
            Some(InstData::InsertElement { vec, elt, idx }) => match self.int(*idx) {
                Some(i) if i < u64::from(self.vector_len(*vec)) => {
                    let mut k = (all, all);
                    if demanded >> i & 1 == 1 {
                        k = meet(k, self.known_bits(*elt, ty, d));
                    }
                    meet(
                        k,
                        self.lane_known_bits(*vec, demanded & !(1u64 << i), ty, d),
                    )
                }
                _ => meet(
                    self.known_bits(*elt, ty, d),
                    self.lane_known_bits(*vec, demanded, ty, d),
                ),
            },
            Some(InstData::ShuffleVector { a, b, mask }) => {
                // A demanded lane LLVM leaves undefined: nothing is known.
                let Some((da, db)) = shuffle_demanded(mask, self.vector_len(*a), demanded) else {
                    return (0, 0);
                };
                meet(
                    self.lane_known_bits(*a, da, ty, d),
                    self.lane_known_bits(*b, db, ty, d),
                )
            }
            Some(InstData::Select {
                if_true, if_false, ..
            }) => meet(
                self.lane_known_bits(*if_true, demanded, ty, d),
                self.lane_known_bits(*if_false, demanded, ty, d),
            ),
            _ => (0, 0),
        }
    }

    /// `ComputeNumSignBits`' special cases of `x + -1` and `0 - x` (`x` with `t` sign bits):
    /// all bits when `x` is known 0 or 1 (the result is 0 or -1), `t` when `x` is known
    /// non-negative (no carry out), else `None` (treated as any `add`/`sub`).
    fn step_sign_bits(
        &self,
        x: Value,
        t: u32,
        ty: TypeId,
        depth: u32,
        lanes: Option<u64>,
    ) -> Option<u32> {
        let w = self.bits(ty);
        let (z, _) = self.bits_of(x, ty, depth, lanes);
        if z | 1 == mask_bits(u64::MAX, w) {
            return Some(w);
        }
        (z & (1u64 << (w - 1)) != 0).then_some(t)
    }

    /// Known bits of `v`: of a scalar, or (`lanes`: a lane mask) shared by those lanes of a
    /// vector.
    fn bits_of(&self, v: Value, ty: TypeId, depth: u32, lanes: Option<u64>) -> (u64, u64) {
        match lanes {
            Some(m) => self.lane_known_bits(v, m, ty, depth),
            None => self.known_bits(v, ty, depth),
        }
    }

    /// The integer every lane of constant `v` holds (LLVM's `m_APInt`: a scalar, or a splat
    /// vector; `zeroinitializer` is 0).
    fn splat(&self, v: Value) -> Option<u64> {
        let Value::Const(c) = v else {
            return None;
        };
        match self.consts.get(c) {
            ConstData::Int { bits, .. } => Some(*bits),
            ConstData::Zero(t) if self.types.int_bits(*t).is_some() || self.vector_len(v) > 0 => {
                Some(0)
            }
            ConstData::Vector { elems, .. } => {
                let first = self.consts.as_int(*elems.first()?)?;
                elems
                    .iter()
                    .all(|&e| self.consts.as_int(e) == Some(first))
                    .then_some(first)
            }
            ConstData::Zero(_)
            | ConstData::Float { .. }
            | ConstData::Null(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_)
            | ConstData::Array { .. }
            | ConstData::Struct { .. }
            | ConstData::Global { .. }
            | ConstData::Expr { .. }
            | ConstData::Metadata(_)
            | ConstData::InlineAsm(_) => None,
        }
    }

    /// [`Self::splat`] is `x` (in `ty`'s width).
    fn splat_is(&self, v: Value, x: u64, ty: TypeId) -> bool {
        self.splat(v) == Some(mask_bits(x, self.bits(ty)))
    }

    /// LLVM's `ComputeNumSignBits` of an integer `v`, to its depth limit of 6 (where it is 1,
    /// constants included): the operators it reasons about by themselves (`sdiv`/`srem` by a
    /// positive constant, `ashr`, `shl` by a constant, `add`, `sub`, `mul`, `select`, `phi`)
    /// return that answer; the logical operators take the smaller of their operands' as a
    /// first answer; then the sign bits the known bits give, if more. An `extractelement`
    /// gives its vector's, over every lane (LLVM does not track the lane).
    fn sign_bits(&self, v: Value, ty: TypeId, depth: u32) -> u32 {
        // A vector: LLVM demands every lane.
        let n = self.vector_len(v);
        let lanes = (1..=64).contains(&n).then(|| low_bits(n));
        self.sign_bits_in(v, ty, depth, lanes)
    }

    /// [`Self::sign_bits`] of a scalar (`lanes` `None`), or the fewest of the lanes of vector
    /// `v` that `lanes` names (`ty` the element type): LLVM's `ComputeNumSignBits` with
    /// demanded elements, where constants are a splat (`m_APInt`), a constant vector gives its
    /// lanes' fewest, and a `shufflevector` the fewest of the lanes it reads (or, when that is
    /// 1, what the known bits give).
    fn sign_bits_in(&self, v: Value, ty: TypeId, depth: u32, lanes: Option<u64>) -> u32 {
        let w = self.bits(ty);
        if depth >= 6 {
            return 1;
        }
        let d = depth + 1;
        let from_bits = |first: u32| {
            if let (Some(m), Value::Const(c)) = (lanes, v)
                && let ConstData::Vector { elems, .. } = self.consts.get(c)
            {
                // `computeNumSignBitsVectorConstant`: every demanded lane an integer.
                let ints: Option<Vec<u64>> = (0..elems.len().min(64))
                    .filter(|i| m >> i & 1 == 1)
                    .map(|i| self.consts.as_int(elems[i]))
                    .collect();
                if let Some(ints) = ints.filter(|x| !x.is_empty()) {
                    return ints
                        .iter()
                        .map(|&x| {
                            leading_known(!x & mask_bits(u64::MAX, w), w).max(leading_known(x, w))
                        })
                        .min()
                        .unwrap_or(1)
                        .max(1);
                }
            }
            let (z, o) = self.bits_of(v, ty, depth, lanes);
            first.max(leading_known(z, w).max(leading_known(o, w)).max(1))
        };
        let positive = |c: Value| {
            self.splat(c)
                .filter(|&c| c != 0 && c & (1u64 << (w - 1)) == 0)
        };
        if let Some(InstData::ExtractElement { vec, .. }) = self.raw.def(v) {
            let n = self.vector_len(*vec);
            if lanes.is_none() && (1..=64).contains(&n) {
                return self.sign_bits_in(*vec, ty, d, Some(low_bits(n)));
            }
            return 1;
        }
        if let (Some(m), Some(InstData::ShuffleVector { a, b, mask })) = (lanes, self.raw.def(v)) {
            let Some((da, db)) = shuffle_demanded(mask, self.vector_len(*a), m) else {
                return 1;
            };
            let mut t = u32::MAX;
            if da != 0 {
                t = self.sign_bits_in(*a, ty, d, Some(da));
            }
            if t != 1 && db != 0 {
                t = t.min(self.sign_bits_in(*b, ty, d, Some(db)));
            }
            if t != 1 {
                return t;
            }
            return from_bits(1);
        }
        // `sext` adds the bits it extends by; `trunc` keeps what is left of its operand's
        // sign bits (of every lane) once the cut bits go, and else knows one — LLVM returns
        // there, without asking the known bits.
        if let Some(InstData::Cast {
            op: op @ (CastOp::SExt | CastOp::Trunc),
            arg,
            ..
        }) = self.raw.def(v)
        {
            let (from, n) = match self.types.vector_parts(self.value_ty(*arg)) {
                Some((e, n)) => (e, Some(n)),
                None => (self.value_ty(*arg), None),
            };
            let fw = self.bits(from);
            if *op == CastOp::SExt && fw < w {
                return self.sign_bits_in(*arg, from, d, lanes) + (w - fw);
            }
            if *op == CastOp::Trunc && fw > w {
                let all = n.filter(|_| lanes.is_some()).map(low_bits);
                let t = self.sign_bits_in(*arg, from, d, all);
                return if t > fw - w { t - (fw - w) } else { 1 };
            }
        }
        let mut first = 1;
        if let Some((op, _, a, b)) = self.binop(v) {
            match op {
                BinaryOp::SDiv => {
                    if let Some(c) = positive(b) {
                        return (self.sign_bits_in(a, ty, d, lanes) + c.ilog2()).min(w);
                    }
                }
                BinaryOp::SRem => {
                    let t = self.sign_bits_in(a, ty, d, lanes);
                    return match positive(b) {
                        Some(c) => t.max(w - (64 - (c - 1).leading_zeros()).min(w)),
                        None => t,
                    };
                }
                BinaryOp::AShr => {
                    let t = self.sign_bits_in(a, ty, d, lanes);
                    match self.splat(b) {
                        Some(c) if c >= u64::from(w) => {}
                        Some(c) => return (t + c as u32).min(w),
                        None => return t,
                    }
                }
                BinaryOp::Shl => {
                    if let Some(c) = self.splat(b) {
                        let t = self.sign_bits_in(a, ty, d, lanes);
                        if c < u64::from(w) && c < u64::from(t) {
                            return t - c as u32;
                        }
                    }
                }
                BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                    let t = self.sign_bits_in(a, ty, d, lanes);
                    if t != 1 {
                        first = t.min(self.sign_bits_in(b, ty, d, lanes));
                    }
                }
                BinaryOp::Add => {
                    let t = self.sign_bits_in(a, ty, d, lanes);
                    if t != 1 {
                        if self.splat_is(b, u64::MAX, ty)
                            && let Some(n) = self.step_sign_bits(a, t, ty, d, lanes)
                        {
                            return n;
                        }
                        let t2 = self.sign_bits_in(b, ty, d, lanes);
                        if t2 != 1 {
                            return t.min(t2) - 1;
                        }
                    }
                }
                BinaryOp::Sub => {
                    let t2 = self.sign_bits_in(b, ty, d, lanes);
                    if t2 != 1 {
                        if self.splat_is(a, 0, ty)
                            && let Some(n) = self.step_sign_bits(b, t2, ty, d, lanes)
                        {
                            return n;
                        }
                        let t = self.sign_bits_in(a, ty, d, lanes);
                        if t != 1 {
                            return t.min(t2) - 1;
                        }
                    }
                }
                BinaryOp::Mul => {
                    let t = self.sign_bits_in(a, ty, d, lanes);
                    if t != 1 {
                        let t2 = self.sign_bits_in(b, ty, d, lanes);
                        if t2 != 1 {
                            let valid = (w - t + 1) + (w - t2 + 1);
                            return if valid > w { 1 } else { w - valid + 1 };
                        }
                    }
                }
                BinaryOp::UDiv
                | BinaryOp::URem
                | BinaryOp::LShr
                | BinaryOp::FAdd
                | BinaryOp::FSub
                | BinaryOp::FMul
                | BinaryOp::FDiv
                | BinaryOp::FRem => {}
            }
            return from_bits(first);
        }
        if let Some(InstData::Select {
            if_true, if_false, ..
        }) = self.raw.def(v)
        {
            let t = self.sign_bits_in(*if_true, ty, d, lanes);
            if t != 1 {
                return t.min(self.sign_bits_in(*if_false, ty, d, lanes));
            }
        }
        if let Some(InstData::Phi { incoming, .. }) = self.raw.def(v)
            && (1..=4).contains(&incoming.len())
        {
            let mut t = self.sign_bits_in(incoming[0].0, ty, d, lanes);
            for &(x, _) in &incoming[1..] {
                if t == 1 {
                    return t;
                }
                t = t.min(self.sign_bits_in(x, ty, d, lanes));
            }
            return t;
        }
        from_bits(first)
    }

    /// LLVM's known bits of a `phi`: of a simple recurrence (`phi [start, op(phi, step)]`)
    /// the trailing zeros start and step share, and with `nsw` the sign of an `add` (or `mul`)
    /// of operands of one sign; of any other `phi`, what every incoming value (looked at one
    /// level less deep) shares.
    fn phi_known_bits(
        &self,
        phi: Value,
        incoming: &[(Value, crate::ir::Block)],
        ty: TypeId,
        depth: u32,
    ) -> (u64, u64) {
        let w = self.bits(ty);
        let all = mask_bits(u64::MAX, w);
        let sign = 1u64 << (w - 1);
        if incoming.len() == 2 {
            for (k, &(v, _)) in incoming.iter().enumerate() {
                let Some((op, flags, a, b)) = self.binop(v) else {
                    continue;
                };
                let step = if a == phi {
                    b
                } else if b == phi && op != BinaryOp::Sub {
                    a
                } else {
                    continue;
                };
                if !matches!(
                    op,
                    BinaryOp::Add | BinaryOp::Sub | BinaryOp::And | BinaryOp::Or | BinaryOp::Mul
                ) {
                    continue;
                }
                let start = incoming[1 - k].0;
                let (sz, so) = self.known_bits(start, ty, depth + 1);
                let (tz, to) = self.known_bits(step, ty, depth + 1);
                let tzs = sz.trailing_ones().min(tz.trailing_ones()).min(w);
                let mut z = low_bits(tzs);
                let mut o = 0;
                let nsw = crate::ir::IntFlags::from_bits(flags).contains(crate::ir::IntFlags::NSW);
                let nonneg = |x: u64| x & sign != 0;
                if nsw {
                    match op {
                        BinaryOp::Add if nonneg(sz) && nonneg(tz) => z |= sign,
                        BinaryOp::Add if nonneg(so) && nonneg(to) => o |= sign,
                        BinaryOp::Sub if nonneg(sz) && nonneg(to) => z |= sign,
                        BinaryOp::Sub if nonneg(so) && nonneg(tz) => o |= sign,
                        BinaryOp::Mul if nonneg(sz) && nonneg(tz) => z |= sign,
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
                        | BinaryOp::FAdd
                        | BinaryOp::FSub
                        | BinaryOp::FMul
                        | BinaryOp::FDiv
                        | BinaryOp::FRem => {}
                    }
                }
                return (z & all, o & all);
            }
        }
        let (mut z, mut o) = (all, all);
        for &(v, _) in incoming {
            if v == phi {
                continue;
            }
            let (vz, vo) = self.known_bits(v, ty, depth.max(5));
            z &= vz;
            o &= vo;
        }
        (z, o)
    }

    /// LLVM's `computeConstantRange(v, signed)` as InstSimplify calls it (the instruction's
    /// flags read, no assumptions, no context): a constant; a binary operator by
    /// `setLimitsForBinOp`; `ctpop`/`ctlz`/`cttz`, `abs` and min/max with a constant by
    /// `getRangeForIntrinsic`; a `select` as the union of its arms (not narrowed by its
    /// min/max pattern); `fptosi`/`fptoui` of `half`; to LLVM's depth limit of 6.
    fn range(&self, v: Value, ty: TypeId, signed: bool, depth: u32) -> Range {
        let w = self.bits(ty);
        let all = mask_bits(u64::MAX, w);
        let smin = 1u64 << (w - 1);
        if depth >= 6 {
            return Range::full(w);
        }
        if let Some(c) = self.int(v) {
            return Range::single(c, w);
        }
        let r = |lo: u64, hi: u64| Range::new(lo, hi, w);
        let negative = |c: u64| c & smin != 0;
        if let Some((op, flags, a, b)) = self.binop(v) {
            let flags = crate::ir::IntFlags::from_bits(flags);
            let has = |f| flags.contains(f);
            let (ca, cb) = (self.int(a), self.int(b));
            let (mut lo, mut hi) = (0u64, 0u64);
            match op {
                BinaryOp::Add => {
                    if let Some(c) = cb.filter(|&c| c != 0) {
                        let nsw = has(crate::ir::IntFlags::NSW);
                        let nuw = has(crate::ir::IntFlags::NUW) && !(signed && nsw);
                        if nuw {
                            lo = c;
                        } else if nsw {
                            if negative(c) {
                                (lo, hi) = (smin, (smin - 1).wrapping_add(c).wrapping_add(1));
                            } else {
                                (lo, hi) = (smin.wrapping_add(c), smin);
                            }
                        }
                    }
                }
                BinaryOp::And => {
                    if let Some(c) = cb {
                        hi = c.wrapping_add(1);
                    }
                    if self.neg_of(a, b, ty) || self.neg_of(b, a, ty) {
                        hi = smin + 1;
                    }
                }
                BinaryOp::Or => {
                    if let Some(c) = cb {
                        lo = c;
                    }
                }
                BinaryOp::AShr | BinaryOp::LShr => {
                    let shift = |x: u64, k: u32| {
                        if op == BinaryOp::AShr {
                            let sh = 64 - w;
                            mask_bits(((((x << sh) as i64) >> sh) >> k) as u64, w)
                        } else {
                            x >> k
                        }
                    };
                    if let Some(k) = cb.filter(|&k| k < u64::from(w)) {
                        // `ashr x, k`: [MIN >> k, MAX >> k]; `lshr x, k`: [0, MAX >> k].
                        if op == BinaryOp::AShr {
                            (lo, hi) = (shift(smin, k as u32), shift(smin - 1, k as u32) + 1);
                        } else {
                            hi = (all >> k) + 1;
                        }
                    } else if let Some(c) = ca {
                        // `shr C, x`: between C and C shifted as far as it can be.
                        let amount = if c != 0 && has(crate::ir::IntFlags::EXACT) {
                            c.trailing_zeros()
                        } else {
                            w - 1
                        };
                        if op == BinaryOp::AShr && negative(c) {
                            (lo, hi) = (c, shift(c, amount).wrapping_add(1));
                        } else {
                            (lo, hi) = (shift(c, amount), c.wrapping_add(1));
                        }
                    }
                }
                BinaryOp::Shl => {
                    if let Some(c) = ca {
                        if has(crate::ir::IntFlags::NUW) {
                            let lz = (c << (64 - w)).leading_zeros().min(w);
                            (lo, hi) = (
                                c,
                                mask_bits(c.checked_shl(lz).unwrap_or(0), w).wrapping_add(1),
                            );
                        } else if has(crate::ir::IntFlags::NSW) {
                            let sh = 64 - w;
                            if negative(c) {
                                let lead = (!(c << sh)).leading_zeros().min(w) - 1;
                                (lo, hi) = (mask_bits(c << lead, w), c.wrapping_add(1));
                            } else {
                                let lead = (c << sh).leading_zeros().min(w) - 1;
                                (lo, hi) = (c, mask_bits(c << lead, w).wrapping_add(1));
                            }
                        } else {
                            if c & 1 == 1 {
                                lo = 1;
                            }
                            hi = high_bits(c.count_ones(), w).wrapping_add(1);
                        }
                    } else if let Some(k) = cb.filter(|&k| k < u64::from(w)) {
                        hi = mask_bits(all << k, w).wrapping_add(1);
                    }
                }
                BinaryOp::SDiv => {
                    let sx = |c: u64| i128::from(((c << (64 - w)) as i64) >> (64 - w));
                    let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
                    if let Some(c) = cb {
                        if c == all {
                            (lo, hi) = (smin + 1, smin);
                        } else if c > 1 {
                            let (x, y) = (min / sx(c), max / sx(c));
                            (lo, hi) = (x.min(y) as u64, (x.max(y) + 1) as u64);
                        }
                    } else if let Some(c) = ca {
                        if c == smin {
                            (lo, hi) = (smin, (smin >> 1) + 1);
                        } else {
                            let abs = sx(c).abs();
                            (lo, hi) = ((1 - (abs + 1)) as u64, (abs + 1) as u64);
                        }
                    }
                }
                BinaryOp::UDiv => {
                    if let Some(c) = cb.filter(|&c| c != 0) {
                        hi = (all / c).wrapping_add(1);
                    } else if let Some(c) = ca {
                        hi = c.wrapping_add(1);
                    }
                }
                BinaryOp::SRem => {
                    let sx = |c: u64| i128::from(((c << (64 - w)) as i64) >> (64 - w));
                    if let Some(c) = cb {
                        let abs = sx(c).unsigned_abs();
                        (lo, hi) = ((1 - abs as i128) as u64, abs as u64);
                    } else if let Some(c) = ca {
                        if negative(c) {
                            (lo, hi) = (c, 1);
                        } else {
                            hi = c.wrapping_add(1);
                        }
                    }
                }
                BinaryOp::URem => {
                    if let Some(c) = cb {
                        hi = c;
                    } else if let Some(c) = ca {
                        hi = c.wrapping_add(1);
                    }
                }
                BinaryOp::Sub
                | BinaryOp::Mul
                | BinaryOp::Xor
                | BinaryOp::FAdd
                | BinaryOp::FSub
                | BinaryOp::FMul
                | BinaryOp::FDiv
                | BinaryOp::FRem => {}
            }
            return r(lo, hi);
        }
        match self.raw.def(v) {
            Some(InstData::Call(c)) => {
                let konst = c.args.iter().take(2).find_map(|&a| self.int(a));
                match self.intrinsic_of(c.callee) {
                    Some(Intrinsic::Ctpop | Intrinsic::Ctlz | Intrinsic::Cttz) => {
                        r(0, u64::from(w) + 1)
                    }
                    Some(Intrinsic::UMin) if let Some(k) = konst => r(0, k.wrapping_add(1)),
                    Some(Intrinsic::UMax) if let Some(k) = konst => r(k, 0),
                    Some(Intrinsic::SMin) if let Some(k) = konst => r(smin, k.wrapping_add(1)),
                    Some(Intrinsic::SMax) if let Some(k) = konst => r(k, smin),
                    Some(Intrinsic::Abs) => {
                        if c.args.get(1).and_then(|&p| self.int(p)) == Some(1) {
                            r(0, smin)
                        } else {
                            r(0, smin + 1)
                        }
                    }
                    _ => Range::full(w),
                }
            }
            Some(InstData::Select {
                if_true, if_false, ..
            }) => self
                .range(*if_true, ty, signed, depth + 1)
                .union(self.range(*if_false, ty, signed, depth + 1)),
            Some(InstData::Cast {
                op: op @ (CastOp::FPToSI | CastOp::FPToUI),
                arg,
                ..
            }) if FloatKind::of(self.types, self.value_ty(*arg)) == Some(FloatKind::Half) => {
                if *op == CastOp::FPToSI && w >= 17 {
                    r(mask_bits((-65504i64) as u64, w), 65505)
                } else if *op == CastOp::FPToUI && w >= 16 {
                    r(0, 65505)
                } else {
                    Range::full(w)
                }
            }
            _ => Range::full(w),
        }
    }

    /// What InstSimplify's `simplifyICmpInst(pred, l, r)` decides, as far as seam restates it
    /// (the questions LLVM's `isDivZero` asks): constants fold (a constant on the left moves
    /// right); a constant region every or no value of the left side's range falls in
    /// (`simplifyICmpWithConstant`); against 0, `isKnownNonZero` and the known sign bit
    /// (`simplifyICmpWithZero`); equality against a constant its known bits contradict
    /// (`isKnownNonEqual`); `icmp (x + y), x` as `icmp y, 0` where the `add`'s flag (or an
    /// equality) rules out the wrap (`simplifyICmpWithBinOp`); a zero or sign extension
    /// against a constant (compared
    /// in the narrower type when the constant survives the round trip, else decided by the
    /// bits the extension fixes); a `select` or `phi` whose every arm decides alike. `depth`
    /// is InstSimplify's recursion budget.
    fn icmp(&self, pred: IntPredicate, l: Side, r: Side, ty: TypeId, depth: u32) -> Option<bool> {
        let w = self.bits(ty);
        let all = mask_bits(u64::MAX, w);
        let sx = |x: u64| ((x << (64 - w)) as i64) >> (64 - w);
        let signed = matches!(
            pred,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let (l, r) = (self.side(l), self.side(r));
        let (lv, c) = match (l, r) {
            (Side::Int(x), Side::Int(y)) => return Some(pred.eval(x, y, w)),
            (Side::Int(_), Side::Val(_)) => return self.icmp(swapped(pred), r, l, ty, depth),
            (Side::Val(x), Side::Val(y)) if x == y => {
                return Some(matches!(
                    pred,
                    IntPredicate::Eq
                        | IntPredicate::Uge
                        | IntPredicate::Ule
                        | IntPredicate::Sge
                        | IntPredicate::Sle
                ));
            }
            (Side::Val(x), Side::Int(c)) => (x, Some(mask_bits(c, w))),
            (Side::Val(x), Side::Val(_)) => (x, None),
        };
        if let Some(c) = c {
            let region = Range::icmp_region(pred, c, w);
            if region.is_empty() {
                return Some(false);
            }
            if region.is_full() {
                return Some(true);
            }
            // `simplifyICmpWithZero`: against 0, what `isKnownNonZero` and the known sign
            // bit decide.
            if c == 0 {
                let non_zero = || self.known_non_zero(lv, ty, 0);
                let (z, o) = self.known_bits(lv, ty, 0);
                let top = 1u64 << (w - 1);
                let (negative, non_negative) = (o & top != 0, z & top != 0);
                let decided = match pred {
                    IntPredicate::Ult => Some(false),
                    IntPredicate::Uge => Some(true),
                    IntPredicate::Eq | IntPredicate::Ule => non_zero().then_some(false),
                    IntPredicate::Ne | IntPredicate::Ugt => non_zero().then_some(true),
                    IntPredicate::Slt | IntPredicate::Sge if negative || non_negative => {
                        Some(negative == (pred == IntPredicate::Slt))
                    }
                    IntPredicate::Sle | IntPredicate::Sgt if negative => {
                        Some(pred == IntPredicate::Sle)
                    }
                    IntPredicate::Sle | IntPredicate::Sgt if non_negative && non_zero() => {
                        Some(pred == IntPredicate::Sgt)
                    }
                    IntPredicate::Slt
                    | IntPredicate::Sge
                    | IntPredicate::Sle
                    | IntPredicate::Sgt => None,
                };
                if decided.is_some() {
                    return decided;
                }
            }
            let lr = self.range(lv, ty, signed, 0);
            if !lr.is_full() {
                if region.contains(lr) {
                    return Some(true);
                }
                if region.inverse().contains(lr) {
                    return Some(false);
                }
            }
            // `isKnownNonEqual`: a known bit of `lv` the constant contradicts.
            if matches!(pred, IntPredicate::Eq | IntPredicate::Ne) {
                let (z, o) = self.known_bits(lv, ty, 0);
                if z & c != 0 || o & !c & all != 0 {
                    return Some(pred == IntPredicate::Ne);
                }
            }
            if let Some(InstData::Cast {
                op: op @ (CastOp::ZExt | CastOp::SExt),
                arg,
                ..
            }) = self.raw.def(lv)
                && let from = self.value_ty(*arg)
                && let Some(fw) = self.types.int_bits(from)
            {
                let t = mask_bits(c, fw);
                let back = if *op == CastOp::SExt && t >> (fw - 1) & 1 == 1 {
                    t | (all & !mask_bits(u64::MAX, fw))
                } else {
                    t
                };
                let nonneg = sx(c) >= 0;
                let src = Side::Val(*arg);
                if back == c {
                    if depth > 0 {
                        let p = if *op == CastOp::ZExt {
                            unsigned(pred)
                        } else {
                            pred
                        };
                        if let Some(v) = self.icmp(p, src, Side::Int(t), from, depth - 1) {
                            return Some(v);
                        }
                    }
                } else {
                    let decided = match (op, pred) {
                        (_, IntPredicate::Eq) => Some(false),
                        (_, IntPredicate::Ne) => Some(true),
                        (_, IntPredicate::Sgt | IntPredicate::Sge) => Some(!nonneg),
                        (_, IntPredicate::Slt | IntPredicate::Sle) => Some(nonneg),
                        (CastOp::ZExt, IntPredicate::Ugt | IntPredicate::Uge) => Some(false),
                        (CastOp::ZExt, IntPredicate::Ult | IntPredicate::Ule) => Some(true),
                        _ => None,
                    };
                    if decided.is_some() {
                        return decided;
                    }
                    if depth > 0 {
                        let p = if matches!(pred, IntPredicate::Ugt | IntPredicate::Uge) {
                            IntPredicate::Slt
                        } else {
                            IntPredicate::Sge
                        };
                        if let Some(v) = self.icmp(p, src, Side::Int(0), from, depth - 1) {
                            return Some(v);
                        }
                    }
                }
            }
        }
        // Operands alike, as LLVM's unique constants are.
        let same = |a: Value, s: Side| match s {
            Side::Val(y) => a == y,
            Side::Int(k) => self.int(a).map(|x| mask_bits(x, w)) == Some(mask_bits(k, w)),
        };
        if let Some(v) = self.icmp_minmax(pred, l, r, ty, depth, &same) {
            return Some(v);
        }
        if depth == 0 {
            return None;
        }
        let d = depth - 1;
        // `simplifyICmpWithBinOp`: `icmp (x + y), x` is `icmp y, 0`, and `icmp x, (x + y)` is
        // `icmp 0, y`, for an equality or where the `add`'s flag rules out the wrap the
        // predicate would see (`x` a constant too: LLVM's constants are unique).
        let add_of = |s: Side, other: Side| {
            let Side::Val(x) = s else {
                return None;
            };
            let (BinaryOp::Add, flags, a, b) = self.binop(x)? else {
                return None;
            };
            let f = OpFacts::new(flags, false);
            let no_wrap = matches!(pred, IntPredicate::Eq | IntPredicate::Ne)
                || if signed { f.nsw } else { f.nuw };
            if !no_wrap {
                return None;
            }
            if same(a, other) {
                Some(b)
            } else if same(b, other) {
                Some(a)
            } else {
                None
            }
        };
        if let Some(y) = add_of(l, r)
            && let Some(v) = self.icmp(pred, Side::Val(y), Side::Int(0), ty, d)
        {
            return Some(v);
        }
        if let Some(y) = add_of(r, l)
            && let Some(v) = self.icmp(pred, Side::Int(0), Side::Val(y), ty, d)
        {
            return Some(v);
        }
        // `threadCmpOverSelect` and `threadCmpOverPHI`: every arm decides alike.
        let (x, other, p) = match (l, r) {
            (Side::Val(x), _)
                if matches!(
                    self.raw.def(x),
                    Some(InstData::Select { .. } | InstData::Phi { .. })
                ) =>
            {
                (x, r, pred)
            }
            (_, Side::Val(y))
                if matches!(
                    self.raw.def(y),
                    Some(InstData::Select { .. } | InstData::Phi { .. })
                ) =>
            {
                (y, l, swapped(pred))
            }
            _ => return None,
        };
        match self.raw.def(x) {
            Some(InstData::Select {
                if_true, if_false, ..
            }) => {
                let t = self.icmp(p, Side::Val(*if_true), other, ty, d)?;
                (self.icmp(p, Side::Val(*if_false), other, ty, d)? == t).then_some(t)
            }
            Some(InstData::Phi { incoming, .. }) => {
                if let Side::Val(o @ Value::Inst(_)) = other
                    && !self.raw.0.dominates_phi(o)
                {
                    return None;
                }
                let mut common = None;
                for &(v, _) in incoming {
                    if v == x {
                        continue;
                    }
                    let k = self.icmp(p, Side::Val(v), other, ty, d)?;
                    if common.is_some_and(|c| c != k) {
                        return None;
                    }
                    common = Some(k);
                }
                common
            }
            _ => None,
        }
    }

    /// The min/max intrinsic call `s` is, with its operands.
    fn minmax_of(&self, s: Side) -> Option<(Intrinsic, Value, Value)> {
        let Side::Val(x) = s else {
            return None;
        };
        let Some(InstData::Call(c)) = self.raw.def(x) else {
            return None;
        };
        let i = self.intrinsic_of(c.callee)?;
        let minmax = matches!(
            i,
            Intrinsic::SMin | Intrinsic::SMax | Intrinsic::UMin | Intrinsic::UMax
        );
        (minmax && c.args.len() == 2).then(|| (i, c.args[0], c.args[1]))
    }

    /// LLVM's `simplifyICmpWithMinMax` on the intrinsics (not the `select` idioms LLVM's
    /// `m_SMax` also matches): a min/max against one of its own operands `a` is decided by
    /// its predicate alone (`max(a, b) >= a`), or is `a` against the other operand `b` (the
    /// signed variants first, then the unsigned, each taking the first of: the min/max on the
    /// left, on the right); a max against a min of a common operand (`max(a, b) >= min(a, c)`).
    /// `depth` is the recursion budget (`a` against `b` needs one).
    fn icmp_minmax(
        &self,
        pred: IntPredicate,
        l: Side,
        r: Side,
        ty: TypeId,
        depth: u32,
        same: &dyn Fn(Value, Side) -> bool,
    ) -> Option<bool> {
        use IntPredicate as P;
        let (ml, mr) = (self.minmax_of(l), self.minmax_of(r));
        for signed in [true, false] {
            let (max, min, ge, le) = if signed {
                (Intrinsic::SMax, Intrinsic::SMin, P::Sge, P::Sle)
            } else {
                (Intrinsic::UMax, Intrinsic::UMin, P::Uge, P::Ule)
            };
            // (the min/max, the side it is compared with, whether its `max(A, B) p A` form
            // swaps the predicate, the predicate "A == m(A, B)" holds under)
            let forms = [
                (ml, r, max, false, ge),
                (mr, l, max, true, ge),
                (ml, r, min, true, le),
                (mr, l, min, false, le),
            ];
            let Some((a, b, p, eq_p)) = forms.iter().find_map(|&(m, other, want, swap, eq_p)| {
                let (i, x, y) = m?;
                if i != want {
                    return None;
                }
                let (a, b) = if same(x, other) {
                    (x, y)
                } else if same(y, other) {
                    (y, x)
                } else {
                    return None;
                };
                Some((a, b, if swap { swapped(pred) } else { pred }, eq_p))
            }) else {
                continue;
            };
            let (gt, lt) = if signed {
                (P::Sgt, P::Slt)
            } else {
                (P::Ugt, P::Ult)
            };
            let then = if p == ge {
                return Some(true);
            } else if p == lt {
                return Some(false);
            } else if p == P::Eq || p == le {
                eq_p
            } else if p == P::Ne || p == gt {
                inverse(eq_p)
            } else {
                continue;
            };
            if depth > 0
                && let Some(v) = self.icmp(then, Side::Val(a), Side::Val(b), ty, depth - 1)
            {
                return Some(v);
            }
        }
        // A max against a min with a common operand, the min on the right.
        let (mut pred, mut ml, mut mr) = (pred, ml, mr);
        if ml.is_some_and(|(i, ..)| matches!(i, Intrinsic::UMin | Intrinsic::SMin)) {
            (pred, ml, mr) = (swapped(pred), mr, ml);
        }
        let ((i, a, b), (j, c, e)) = (ml?, mr?);
        if !(a == c || a == e || b == c || b == e) {
            return None;
        }
        match (i, j, pred) {
            (Intrinsic::SMax, Intrinsic::SMin, P::Sge)
            | (Intrinsic::UMax, Intrinsic::UMin, P::Uge) => Some(true),
            (Intrinsic::SMax, Intrinsic::SMin, P::Slt)
            | (Intrinsic::UMax, Intrinsic::UMin, P::Ult) => Some(false),
            _ => None,
        }
    }

    /// A value as a side of a comparison: an integer constant is its value.
    fn side(&self, s: Side) -> Side {
        match s {
            Side::Val(v) => self.int(v).map_or(s, Side::Int),
            Side::Int(_) => s,
        }
    }

    /// LLVM's `isDivZero`: whether `x / y` is 0 (`x % y` is `x`) for the signed or unsigned
    /// operation, with `depth` recursions left.
    fn div_is_zero(&self, x: Value, y: Value, ty: TypeId, signed: bool, depth: u32) -> bool {
        if depth == 0 {
            return false;
        }
        let d = depth - 1;
        let w = self.bits(ty);
        let all = mask_bits(u64::MAX, w);
        let smin = 1u64 << (w - 1);
        let abs = |c: u64| {
            if c & smin != 0 {
                c.wrapping_neg() & all
            } else {
                c
            }
        };
        let is_true =
            |p, l: Value, r: u64| self.icmp(p, Side::Val(l), Side::Int(r), ty, d) == Some(true);
        if signed {
            if self
                .binop_of(x, BinaryOp::SRem)
                .is_some_and(|(_, q)| q == y)
            {
                return true;
            }
            if let Some(c) = self.int(x).filter(|&c| c != smin)
                && (is_true(IntPredicate::Slt, y, abs(c).wrapping_neg())
                    || is_true(IntPredicate::Sgt, y, abs(c)))
            {
                return true;
            }
            return match self.int(y) {
                Some(c) if c == smin => is_true(IntPredicate::Ne, x, c),
                Some(c) => {
                    is_true(IntPredicate::Sgt, x, abs(c).wrapping_neg())
                        && is_true(IntPredicate::Slt, x, abs(c))
                }
                None => false,
            };
        }
        if let Some(c) = self.int(y)
            && all & !self.known_bits(x, ty, 0).0 < c
        {
            return true;
        }
        self.icmp(IntPredicate::Ult, Side::Val(x), Side::Val(y), ty, d) == Some(true)
    }

    /// LLVM's `threadBinOpOverSelect` and `threadBinOpOverPHI`: the operation on each arm of
    /// a `select` (or each incoming value of a `phi`, when the other operand dominates it: a
    /// constant, an argument, or what the context says, LLVM's `valueDominatesPHI`) gives one
    /// value.
    fn thread(
        &mut self,
        op: BinaryOp,
        l: Value,
        r: Value,
        ty: TypeId,
        depth: u32,
    ) -> Option<Value> {
        if depth == 0 {
            return None;
        }
        let d = depth - 1;
        let select = |v: Value| match self.raw.def(v) {
            Some(InstData::Select {
                if_true, if_false, ..
            }) => Some((*if_true, *if_false)),
            _ => None,
        };
        let (sel, on_left) = match (select(l), select(r)) {
            (Some(s), _) => (Some(s), true),
            (None, Some(s)) => (Some(s), false),
            (None, None) => (None, true),
        };
        if let Some((t, f)) = sel {
            let si = if on_left { l } else { r };
            let apply = |s: &mut Self, arm: Value| {
                if on_left {
                    s.bin(op, arm, r, ty, d)
                } else {
                    s.bin(op, l, arm, ty, d)
                }
            };
            let tv = apply(self, t);
            let fv = apply(self, f);
            if tv == fv {
                return tv;
            }
            if tv == Some(t) && fv == Some(f) {
                return Some(si);
            }
            if tv.is_some() != fv.is_some() {
                let simplified = tv.or(fv)?;
                let unsimplified = if fv.is_some() { t } else { f };
                let (ul, ur) = if on_left {
                    (unsimplified, r)
                } else {
                    (l, unsimplified)
                };
                if let Some((sop, flags, x, y)) = self.binop(simplified)
                    && sop == op
                    && flags == 0
                    && ((x == ul && y == ur) || (commutes(op) && x == ur && y == ul))
                {
                    return Some(simplified);
                }
            }
            return None;
        }
        let phi_of = |v: Value| match self.raw.def(v) {
            Some(InstData::Phi { incoming, .. }) => Some(incoming.clone()),
            _ => None,
        };
        let (incoming, on_left) = match (phi_of(l), phi_of(r)) {
            (Some(i), _) => (i, true),
            (None, Some(i)) => (i, false),
            (None, None) => return None,
        };
        let (phi, other) = if on_left { (l, r) } else { (r, l) };
        if matches!(other, Value::Inst(_)) && !self.raw.0.dominates_phi(other) {
            return None;
        }
        let mut common: Option<Value> = None;
        for (v, _) in incoming.iter() {
            if *v == phi {
                continue;
            }
            let x = if on_left {
                self.bin(op, *v, other, ty, d)
            } else {
                self.bin(op, other, *v, ty, d)
            }?;
            if common.is_some_and(|c| c != x) {
                return None;
            }
            common = Some(x);
        }
        common
    }

    /// LLVM's `simplifyAssociativeBinOp`.
    fn assoc(&mut self, op: BinaryOp, l: Value, r: Value, ty: TypeId, depth: u32) -> Option<Value> {
        if depth == 0 {
            return None;
        }
        let d = depth - 1;
        let l_op = self.binop_of(l, op);
        let r_op = self.binop_of(r, op);
        // (A op B) op C → A op (B op C).
        if let Some((a, b)) = l_op
            && let Some(v) = self.bin(op, b, r, ty, d)
        {
            if v == b {
                return Some(l);
            }
            if let Some(w) = self.bin(op, a, v, ty, d) {
                return Some(w);
            }
        }
        // A op (B op C) → (A op B) op C.
        if let Some((b, c)) = r_op
            && let Some(v) = self.bin(op, l, b, ty, d)
        {
            if v == b {
                return Some(r);
            }
            if let Some(w) = self.bin(op, v, c, ty, d) {
                return Some(w);
            }
        }
        // (A op B) op C → (C op A) op B.
        if let Some((a, b)) = l_op
            && let Some(v) = self.bin(op, r, a, ty, d)
        {
            if v == a {
                return Some(l);
            }
            if let Some(w) = self.bin(op, v, b, ty, d) {
                return Some(w);
            }
        }
        // A op (B op C) → B op (C op A).
        if let Some((b, c)) = r_op
            && let Some(v) = self.bin(op, c, l, ty, d)
        {
            if v == c {
                return Some(r);
            }
            if let Some(w) = self.bin(op, b, v, ty, d) {
                return Some(w);
            }
        }
        None
    }

    /// LLVM's `expandCommutativeBinOp`: `op` distributes over `over`.
    fn expand(
        &mut self,
        op: BinaryOp,
        l: Value,
        r: Value,
        over: BinaryOp,
        ty: TypeId,
        depth: u32,
    ) -> Option<Value> {
        if depth == 0 {
            return None;
        }
        let d = depth - 1;
        // (A over B) op C and C op (A over B).
        for (inner, other) in [(l, r), (r, l)] {
            let Some((a, b)) = self.binop_of(inner, over) else {
                continue;
            };
            let (Some(x), Some(y)) = (self.bin(op, a, other, ty, d), self.bin(op, b, other, ty, d))
            else {
                continue;
            };
            // "A op C" and "B op C" both simplify: does "L over R" simplify?
            if (x == a && y == b) || (x == b && y == a) {
                return Some(inner);
            }
            if let Some(v) = self.bin(over, x, y, ty, d) {
                return Some(v);
            }
        }
        None
    }
}

/// Constant folding of `half`/`bfloat` arithmetic, comparisons and conversions, as LLVM's
/// constant folder does it (the analysis folds an instruction whose operands are all
/// constants). `None` when an operand is not a constant or the instruction does not involve
/// these formats.
fn fold_small_float(
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

/// Constant folding of a call to an intrinsic whose arguments are all constants (LLVM's
/// `ConstantFoldCall` for the intrinsics listed in the module comment).
pub(super) fn fold_intrinsic(
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

fn commutes(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Add | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor
    )
}

/// InstSimplify's identities of floating point binary operators with one constant operand
/// (`simplifyFAddInst` and the others), as the analysis calls them (`lhs` and `rhs` as it
/// knows them): `x + -0`, `x - +0`, `x * 1`, `x / 1` are `x`; `x + +0` and `x - -0` are `x`
/// when `x` cannot be `-0` (the result of `sitofp`/`uitofp`) or the instruction has `nsz`;
/// a NaN operand gives that NaN.
fn simplify_float_binary(
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

/// Constant folding of vector instructions whose operands are all constants, element by
/// element as LLVM's constant folder does it: integer and floating point binary operators,
/// `icmp`, `select`, `bitcast` between integers and integer vectors (little-endian: element 0
/// is the low bits), `extractelement`, `insertelement` (an index out of range gives `poison`)
/// and `shufflevector` (the cost analysis asks only for the first four).
pub(super) fn fold_vector(
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
fn simplify_vector_binary(
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

/// LLVM's `KnownBits::umax`, `umin`, `smax` and `smin` of known (zeros, ones): an operand
/// known to be the larger (smaller) is the result; else each operand is known at least the
/// other's least value (`makeGE`), and the result is what both then share. The others are
/// `umax` with the bits flipped (all of them for `umin`, the sign for `smax`, all but the sign
/// for `smin`).
fn known_minmax(x: Intrinsic, l: (u64, u64), r: (u64, u64), w: u32) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let umax = |l: (u64, u64), r: (u64, u64)| {
        let (min, max) = (|k: (u64, u64)| k.1, |k: (u64, u64)| all & !k.0);
        if min(l) >= max(r) {
            return l;
        }
        if min(r) >= max(l) {
            return r;
        }
        let ge = |k: (u64, u64), v: u64| {
            let n = ((k.0 | v) << (64 - w)).leading_ones().min(w);
            (k.0, k.1 | (v & high_bits(n, w)))
        };
        let (a, b) = (ge(l, min(r)), ge(r, min(l)));
        (a.0 & b.0, a.1 & b.1)
    };
    // Which bits to swap between known zero and known one.
    let (sign_flips, rest_flips) = (
        x == Intrinsic::UMin || x == Intrinsic::SMax,
        x == Intrinsic::UMin || x == Intrinsic::SMin,
    );
    let flip = |k: (u64, u64)| -> (u64, u64) {
        let swap = (if sign_flips { sign } else { 0 }) | (if rest_flips { all & !sign } else { 0 });
        ((k.0 & !swap) | (k.1 & swap), (k.1 & !swap) | (k.0 & swap))
    };
    flip(umax(flip(l), flip(r)))
}

/// LLVM's `KnownBits::abs` of known (zeros, ones), `w` bits wide: a non-negative operand is
/// its own absolute value; a negative one is negated (`0 - x`); otherwise the trailing zeros
/// stay, the lowest set bit too where it is known, and the sign is clear unless the result
/// can be `MIN` (`abs(MIN)` without the poison flag).
fn known_abs(x: (u64, u64), poison_min: bool, w: u32) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let (z, o) = x;
    if z & sign != 0 {
        return x;
    }
    if o & sign != 0 {
        // (LLVM refines this with the poison flag where all but one unknown bit is known;
        // not restated: the generator takes `abs` with the flag only of non-negative values.)
        return known_binop(BinaryOp::Sub, (all, 0), x, w, OpFacts::default());
    }
    let min_tz = z.trailing_ones().min(w);
    let max_tz = o.trailing_zeros().min(w);
    let mut r = (low_bits(min_tz), 0);
    if max_tz == min_tz && max_tz < w {
        r.1 |= 1u64 << max_tz;
    }
    if poison_min || (o != 0 && o != sign) {
        r.0 |= sign;
        r.1 &= !sign;
    }
    r
}

/// The low `n` bits set.
fn low_bits(n: u32) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// The high `n` bits of a `w`-bit value set.
fn high_bits(n: u32, w: u32) -> u64 {
    let all = mask_bits(u64::MAX, w);
    if n >= w { all } else { all & !(all >> n) }
}

/// What `computeKnownBits` tells LLVM's `KnownBits` operations besides the operands' bits:
/// the instruction's flags (`nuw`/`nsw` of `shl`, `exact` of shifts and divisions) and, for
/// a shift, whether the amount is known nonzero.
/// (`same_operand`: a `mul` of one value by itself, for the `nsw` sign rule. LLVM's
/// self-multiply rule, bit 1 of `x * x` zero, also needs `x` proved never `undef`; seam does
/// not restate `isGuaranteedNotToBeUndef`, which the generator's values never satisfy: none
/// is `noundef` or frozen.)
#[derive(Clone, Copy, Default)]
struct OpFacts {
    nuw: bool,
    nsw: bool,
    exact: bool,
    amount_non_zero: bool,
    same_operand: bool,
}

impl OpFacts {
    fn new(flags: u8, amount_non_zero: bool) -> OpFacts {
        let f = crate::ir::IntFlags::from_bits(flags);
        OpFacts {
            nuw: f.contains(crate::ir::IntFlags::NUW),
            nsw: f.contains(crate::ir::IntFlags::NSW),
            exact: f.contains(crate::ir::IntFlags::EXACT),
            amount_non_zero,
            same_operand: false,
        }
    }
}

/// What `nuw` and `nsw` add to the known bits `out` of `l + r` (`add`) or `l - r` (LLVM 19's
/// `KnownBits::computeForAddSub`): without unsigned wrap, the leading ones of the smallest
/// sum (the leading zeros of the largest difference) are fixed; without signed wrap, a sum
/// (difference) whose signed bounds are both non-negative (negative) fixes the sign bit and
/// the leading ones (zeros) below it of the bound; with both, the unsigned rule counts from
/// below the sign bit too. Flags that contradict the operands give all zeros, as LLVM.
fn add_sub_flags(
    add: bool,
    out: (u64, u64),
    l: (u64, u64),
    r: (u64, u64),
    w: u32,
    f: OpFacts,
) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let low = all >> 1;
    let (mut z, mut o) = out;
    let smin = |k: (u64, u64)| known_smin(k, w);
    let smax = |k: (u64, u64)| known_smax(k, w);
    let (umin, umax) = (|(_, ko): (u64, u64)| ko, |(kz, _): (u64, u64)| all & !kz);
    // The `n` bits just below the sign bit.
    let below_sign = |n: u32| high_bits(n, w - 1) & low;
    let ones_below_sign = |v: u64| leading_zeros_in(!v & low, w - 1);
    let zeros_below_sign = |v: u64| leading_zeros_in(v & low, w - 1);
    if f.nuw {
        if add {
            let min = umin(l).saturating_add(umin(r)).min(all);
            if f.nsw {
                o |= below_sign(ones_below_sign(min));
            }
            o |= high_bits(leading_zeros_in(!min & all, w), w);
        } else {
            let max = umax(l).saturating_sub(umin(r));
            if f.nsw {
                z |= below_sign(zeros_below_sign(max));
            }
            z |= high_bits(leading_zeros_in(max, w), w);
        }
    }
    if f.nsw {
        let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
        let (min, max) = if add {
            (smin(l) + smin(r), smax(l) + smax(r))
        } else {
            (smin(l) - smax(r), smax(l) - smin(r))
        };
        let (min, max) = (min.clamp(lo, hi), max.clamp(lo, hi));
        if min >= 0 {
            o |= below_sign(ones_below_sign(min as u64 & all));
            z |= sign;
        }
        if max < 0 {
            z |= below_sign(zeros_below_sign(max as u64 & all));
            o |= sign;
        }
    }
    if z & o != 0 { (all, 0) } else { (z, o) }
}

/// The smallest signed `w`-bit value the known bits `(zero, one)` allow: every unknown bit
/// clear but the sign.
fn known_smin((z, o): (u64, u64), w: u32) -> i128 {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    (((o | (all & !z & sign)) << (64 - w)) as i64 >> (64 - w)) as i128
}

/// The largest signed `w`-bit value the known bits `(zero, one)` allow: every unknown bit set
/// but the sign.
fn known_smax((z, o): (u64, u64), w: u32) -> i128 {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    ((((all & !z) & !(sign & !o)) << (64 - w)) as i64 >> (64 - w)) as i128
}

/// Leading zeros of a `w`-bit value.
fn leading_zeros_in(x: u64, w: u32) -> u32 {
    (x << (64 - w)).leading_zeros().min(w)
}

/// LLVM 19's `KnownBits::shl` (with `nuw`/`nsw`), `lshr` and `ashr` (with `exact`): the bits
/// every possible amount leaves known, the amounts running from the least the amount's known
/// ones allow (at least 1 when the amount is known nonzero) to the most its known zeros
/// allow (an amount of the width or more is poison: for a power-of-two width only its low
/// bits count), lowered by what the flags let the value lose (`nuw`: its possible leading
/// zeros; `nsw`: its possible leading sign bits less one; `exact`: its possible trailing
/// zeros), skipping amounts its known bits rule out. With `nsw`, an amount that shifts out
/// a zero (or any amount > 0 with `nuw` too) leaves the result non-negative, one that shifts
/// out a one negative. An operand known nowhere gives only what the least amount shifts in
/// (`shl nuw nsw` by a nonzero amount: non-negative; `ashr`: nothing unless every amount is
/// poison); `shl` by any amount below the width, the operand's trailing zeros, the sign bit
/// when the operand is all ones and, with `nsw`, the operand's sign. No possible amount at
/// all: everything known zero.
fn known_shift(op: BinaryOp, l: (u64, u64), r: (u64, u64), w: u32, f: OpFacts) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let (lz, lo) = l;
    let (rz, ro) = r;
    let width = u64::from(w);
    let mut min = ro.min(width);
    if min == 0 && f.amount_non_zero {
        min = 1;
    }
    if lz | lo == 0 {
        let m = u32::try_from(min).unwrap_or(w);
        // Only shifts come here: `ashr` of an unknown value by at least the width is poison.
        return if op == BinaryOp::Shl && f.nuw && f.nsw && m != 0 {
            (low_bits(m) | sign, 0)
        } else if op == BinaryOp::Shl {
            (low_bits(m), 0)
        } else if op == BinaryOp::LShr {
            (high_bits(m, w), 0)
        } else if min == width {
            (all, 0)
        } else {
            (0, 0)
        };
    }
    let max_value = all & !rz;
    let mut max = if w.is_power_of_two() {
        max_value & (width - 1)
    } else {
        max_value.min(width - 1)
    };
    // `countMaxLeadingZeros`, `countMaxLeadingOnes` less one, as LLVM's unsigned arithmetic
    // (0 - 1 bounds nothing).
    let less_one = |n: u32| u64::from(n).checked_sub(1).unwrap_or(u64::MAX);
    let (max_lz, max_lo) = (leading_zeros_in(lo, w), leading_zeros_in(lz, w));
    if op == BinaryOp::Shl {
        if f.nuw && f.nsw {
            max = max.min(less_one(max_lz));
        }
        if f.nuw {
            max = max.min(u64::from(max_lz));
        }
        if f.nsw {
            max = max.min(less_one(max_lz.max(max_lo)));
        }
        if min == 0 && max == width - 1 && w.is_power_of_two() {
            let mut k = (low_bits(lz.trailing_ones().min(w)), 0);
            if lo == all {
                k.1 |= sign;
            }
            if f.nsw && lz & sign != 0 {
                k.0 |= sign;
            }
            if f.nsw && lo & sign != 0 {
                k.1 |= sign;
            }
            return k;
        }
    } else if f.exact {
        let first_one = u64::from(lo.trailing_zeros().min(w));
        if first_one < min {
            return (all, 0);
        }
        max = max.min(first_one);
    }
    let by = |amt: u32| -> (u64, u64) {
        if op == BinaryOp::Shl {
            let mut k = (
                mask_bits((lz << amt) | low_bits(amt), w),
                mask_bits(lo << amt, w),
            );
            // `ushl_ov`: a set bit shifted out.
            let mut out_zero = amt > leading_zeros_in(lz, w);
            let out_one = amt > leading_zeros_in(lo, w);
            if f.nsw {
                if f.nuw && amt != 0 {
                    out_zero = true;
                }
                if out_zero {
                    k.0 |= sign;
                } else if out_one {
                    k.1 |= sign;
                }
            }
            k
        } else if op == BinaryOp::LShr {
            ((lz >> amt) | high_bits(amt, w), lo >> amt)
        } else {
            let sh = 64 - w;
            let ashr = |x: u64| (((((x << sh) as i64) >> amt) as u64) >> sh) & all;
            (ashr(lz), ashr(lo))
        }
    };
    let (mut z, mut o) = (all, all);
    let mut amt = min;
    while amt <= max {
        let possible = amt & rz == 0 && ro | amt == amt;
        if possible {
            let (sz, so) = by(u32::try_from(amt).unwrap_or(w));
            z &= sz;
            o &= so;
            if z | o == 0 {
                break;
            }
        }
        amt += 1;
    }
    if z & o != 0 {
        // Every amount is poison.
        return (all, 0);
    }
    (z, o)
}

/// Known bits of a binary operator's result from its operands' (`l`, `r`: known zeros and
/// ones), `w` bits wide: LLVM's `computeKnownBits` rules as the model restates them (shared by
/// scalars and the lanes of vectors).
fn known_binop(op: BinaryOp, l: (u64, u64), r: (u64, u64), w: u32, f: OpFacts) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let (lz, lo) = l;
    let (rz, ro) = r;
    // Both operands known: the result is (where it is defined).
    // (LLVM's known bits of a quotient or remainder are not exact: those are
    // below.)
    let exact = !matches!(
        op,
        BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
    );
    if exact
        && lz | lo == all
        && rz | ro == all
        && let Some(r) = const_binop(op, lo, ro, w)
    {
        return (!r & all, r);
    }
    match op {
        BinaryOp::And => (lz | rz, lo & ro),
        BinaryOp::Or => (lz & rz, lo | ro),
        BinaryOp::Xor => ((lz & rz) | (lo & ro), (lz & ro) | (lo & rz)),
        // LLVM's `KnownBits::computeForAddCarry`; `a - b` is `a + ~b + 1`.
        BinaryOp::Add | BinaryOp::Sub => {
            let (rz, ro, carry) = if op == BinaryOp::Add {
                (rz, ro, 0)
            } else {
                (ro, rz, 1)
            };
            let (lmax, rmax) = (all & !lz, all & !rz);
            let sum_zero = lmax.wrapping_add(rmax).wrapping_add(carry) & all;
            let sum_one = lo.wrapping_add(ro).wrapping_add(carry) & all;
            let carry_zero = all & !(sum_zero ^ lz ^ rz);
            let carry_one = sum_one ^ lo ^ ro;
            let known = (lz | lo) & (rz | ro) & (carry_zero | carry_one);
            let (z, o) = (all & !sum_zero & known, sum_one & known);
            add_sub_flags(op == BinaryOp::Add, (z, o), l, r, w, f)
        }
        BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => known_shift(op, l, r, w, f),
        BinaryOp::Mul => known_mul(l, r, w, f),
        // A quotient or remainder is no larger than the dividend (a remainder no
        // larger than the divisor either).
        BinaryOp::UDiv | BinaryOp::URem if lz == all || rz == all => {
            // Zero, or undefined (LLVM's `KnownBits::udiv`: zero either way).
            (all, 0)
        }
        BinaryOp::URem | BinaryOp::SRem => {
            // LLVM's `KnownBits::urem`/`srem`: the dividend's low bits below the
            // divisor's known trailing zeros (`remGetLowBits`); by a power of two,
            // the bits above it; else the leading zeros of the dividend (and, for
            // `urem`, of the divisor).
            let tz = rz.trailing_ones().min(w);
            let keep = if rz & 1 == 1 && rz != all {
                low_bits(tz)
            } else {
                0
            };
            let (mut z, mut o) = (lz & keep, lo & keep);
            let sign = 1u64 << (w - 1);
            if rz | ro == all && ro.is_power_of_two() {
                let low = ro - 1;
                if op == BinaryOp::URem || lz & sign != 0 || low & !lz == 0 {
                    z |= all & !low;
                }
                if op == BinaryOp::SRem && lo & sign != 0 && low & lo != 0 {
                    o |= all & !low;
                }
                return (z, o);
            }
            let high = if op == BinaryOp::URem {
                leading_known(lz, w).max(leading_known(rz, w))
            } else {
                leading_known(lz, w)
            };
            z |= high_bits(high, w);
            (z, o)
        }
        BinaryOp::UDiv => div_low_bit((quotient_high_zeros(lz, ro, w), 0), l, r, w, f.exact),
        // LLVM's `KnownBits::sdiv`: operands of known signs bound the quotient (an `exact`
        // one of a negative dividend always); `exact` also fixes its low bits.
        BinaryOp::SDiv => {
            let sign = 1u64 << (w - 1);
            let (lneg, lnon) = (lo & sign != 0, lz & sign != 0);
            let (rneg, rnon) = (ro & sign != 0, rz & sign != 0);
            let smin = |z: u64, o: u64| known_smin((z, o), w);
            let smax = |z: u64, o: u64| known_smax((z, o), w);
            if lnon && rnon {
                if lz == all || rz == all {
                    return (all, 0);
                }
                return div_low_bit((quotient_high_zeros(lz, ro, w), 0), l, r, w, f.exact);
            }
            if lz == all || rz == all {
                return (all, 0);
            }
            let res = if lneg && rneg {
                let (num, den) = (smin(lz, lo), smax(rz, ro));
                Some(if num == -(1i128 << (w - 1)) && den == -1 {
                    (1i128 << (w - 1)) - 1
                } else {
                    num / den
                })
            } else if lneg && rnon {
                let (lmaxs, rmaxs) = (smax(lz, lo), smax(rz, ro));
                (f.exact || (-lmaxs) as u64 & all >= rmaxs as u64 & all).then(|| {
                    let (num, den) = (smin(lz, lo), smin(rz, ro));
                    if den == 0 { num } else { num / den }
                })
            } else if lnon && lo != 0 && rneg {
                let (lmins, rmins) = (smin(lz, lo), smin(rz, ro));
                (f.exact || lmins as u64 & all >= (-rmins) as u64 & all)
                    .then(|| smax(lz, lo) / smax(rz, ro))
            } else {
                None
            };
            let k = match res {
                Some(r) if r >= 0 => {
                    let r = r as u64 & all;
                    (high_bits((r << (64 - w)).leading_zeros().min(w), w), 0)
                }
                Some(r) => {
                    let r = r as u64 & all;
                    (0, high_bits((r << (64 - w)).leading_ones().min(w), w))
                }
                None => (0, 0),
            };
            div_low_bit(k, l, r, w, f.exact)
        }
        BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem => {
            (0, 0)
        }
    }
}

/// LLVM's `computeKnownBitsMul` and `KnownBits::mul`: high zeros from the product of the
/// largest unsigned values (when it does not overflow), low bits from the product of the
/// operands' known low bits, as many as the fewer known above an operand's trailing zeros
/// allow plus both trailing-zero counts; with `nsw`, a sign the factors' signs fix (`x * x`,
/// like signs: non-negative; unlike signs with the non-negative factor nonzero: negative)
/// where the product's own bits leave it open. LLVM 19 has no rule for `nuw nsw` with a
/// factor above 1 (later versions do): `tests/inline_cost_vs_llvm.rs` holds seam to that.
fn known_mul(l: (u64, u64), r: (u64, u64), w: u32, f: OpFacts) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let ((lz, lo), (rz, ro)) = (l, r);
    let product = u128::from(all & !lz) * u128::from(all & !rz);
    let lead = if product > u128::from(all) {
        0
    } else {
        leading_zeros_in(product as u64, w)
    };
    let (known0, known1) = (
        (lz | lo).trailing_ones().min(w),
        (rz | ro).trailing_ones().min(w),
    );
    let (tz0, tz1) = (lz.trailing_ones().min(w), rz.trailing_ones().min(w));
    let smallest = (known0 - tz0).min(known1 - tz1);
    let known = low_bits((smallest + tz0 + tz1).min(w));
    let bottom = (lo & low_bits(known0)).wrapping_mul(ro & low_bits(known1)) & all;
    let (mut z, mut o) = (high_bits(lead, w) | (!bottom & known), bottom & known);
    if f.nsw {
        let (ln, lnn, rn, rnn) = (
            lo & sign != 0,
            lz & sign != 0,
            ro & sign != 0,
            rz & sign != 0,
        );
        let nonneg = f.same_operand || (ln && rn) || (lnn && rnn);
        let neg = !f.same_operand && !nonneg && ((rn && lnn && lo != 0) || (ln && rnn && ro != 0));
        if nonneg && o & sign == 0 {
            z |= sign;
        } else if neg && z & sign == 0 {
            o |= sign;
        }
    }
    (z & all, o & all)
}

/// LLVM's `divComputeLowBit`: an `exact` quotient of an odd dividend is odd, and has as
/// many trailing zeros as the dividend's less the divisor's (exactly that many when both
/// counts are known; a dividend with fewer than the divisor can have makes it poison:
/// everything known zero, as is a contradiction).
fn div_low_bit(k: (u64, u64), l: (u64, u64), r: (u64, u64), w: u32, exact: bool) -> (u64, u64) {
    if !exact {
        return k;
    }
    let all = mask_bits(u64::MAX, w);
    let (mut z, mut o) = k;
    if l.1 & 1 == 1 {
        o |= 1;
    }
    let tz_min = |zero: u64| i64::from(zero.trailing_ones().min(w));
    let tz_max = |one: u64| i64::from(one.trailing_zeros().min(w));
    let min_tz = tz_min(l.0) - tz_max(r.1);
    let max_tz = tz_max(l.1) - tz_min(r.0);
    if min_tz >= 0 {
        z |= low_bits(min_tz as u32);
        if min_tz == max_tz && min_tz < i64::from(w) {
            o |= 1 << min_tz;
        }
    } else if max_tz < 0 {
        return (all, 0);
    }
    if z & o != 0 {
        return (all, 0);
    }
    (z & all, o & all)
}

/// The known-zero high bits of an unsigned quotient (LLVM's `KnownBits::udiv`): at most the
/// largest dividend (known zeros `lz`) over the smallest divisor (known ones `ro`).
fn quotient_high_zeros(lz: u64, ro: u64, w: u32) -> u64 {
    let lmax = mask_bits(u64::MAX, w) & !lz;
    let most = lmax.checked_div(ro).unwrap_or(lmax);
    high_bits((most << (64 - w)).leading_zeros().min(w), w)
}

/// How many of the high bits of a `w`-bit value `zero` says are known zero.
fn leading_known(zero: u64, w: u32) -> u32 {
    (zero << (64 - w)).leading_ones().min(w)
}

/// `x op y` on `w`-bit integers, where it is defined (no division by zero or overflowing
/// signed division, no shift by the width or more).
fn const_binop(op: BinaryOp, x: u64, y: u64, w: u32) -> Option<u64> {
    let all = mask_bits(u64::MAX, w);
    let sext = |v: u64| ((v << (64 - w)) as i64) >> (64 - w);
    let r = match op {
        BinaryOp::Add => x.wrapping_add(y),
        BinaryOp::Sub => x.wrapping_sub(y),
        BinaryOp::Mul => x.wrapping_mul(y),
        BinaryOp::And => x & y,
        BinaryOp::Or => x | y,
        BinaryOp::Xor => x ^ y,
        BinaryOp::UDiv if y != 0 => x / y,
        BinaryOp::URem if y != 0 => x % y,
        BinaryOp::SDiv | BinaryOp::SRem => {
            let (a, b) = (sext(x), sext(y));
            if b == 0 || (b == -1 && a == sext(1u64 << (w - 1))) {
                return None;
            }
            (if op == BinaryOp::SDiv { a / b } else { a % b }) as u64
        }
        BinaryOp::Shl if y < u64::from(w) => x << y,
        BinaryOp::LShr if y < u64::from(w) => x >> y,
        BinaryOp::AShr if y < u64::from(w) => (sext(x) >> y) as u64,
        BinaryOp::UDiv
        | BinaryOp::URem
        | BinaryOp::Shl
        | BinaryOp::LShr
        | BinaryOp::AShr
        | BinaryOp::FAdd
        | BinaryOp::FSub
        | BinaryOp::FMul
        | BinaryOp::FDiv
        | BinaryOp::FRem => return None,
    };
    Some(r & all)
}

/// One side of a restated `icmp`: a value of the IR or a constant made on the fly.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Val(Value),
    Int(u64),
}

/// The predicate true exactly where `pred` is false (LLVM's `getInversePredicate`).
fn inverse(pred: IntPredicate) -> IntPredicate {
    match pred {
        IntPredicate::Eq => IntPredicate::Ne,
        IntPredicate::Ne => IntPredicate::Eq,
        IntPredicate::Ugt => IntPredicate::Ule,
        IntPredicate::Uge => IntPredicate::Ult,
        IntPredicate::Ult => IntPredicate::Uge,
        IntPredicate::Ule => IntPredicate::Ugt,
        IntPredicate::Sgt => IntPredicate::Sle,
        IntPredicate::Sge => IntPredicate::Slt,
        IntPredicate::Slt => IntPredicate::Sge,
        IntPredicate::Sle => IntPredicate::Sgt,
    }
}

/// `icmp pred a, b` as `icmp swapped(pred) b, a`.
fn swapped(pred: IntPredicate) -> IntPredicate {
    match pred {
        IntPredicate::Eq | IntPredicate::Ne => pred,
        IntPredicate::Ugt => IntPredicate::Ult,
        IntPredicate::Uge => IntPredicate::Ule,
        IntPredicate::Ult => IntPredicate::Ugt,
        IntPredicate::Ule => IntPredicate::Uge,
        IntPredicate::Sgt => IntPredicate::Slt,
        IntPredicate::Sge => IntPredicate::Sle,
        IntPredicate::Slt => IntPredicate::Sgt,
        IntPredicate::Sle => IntPredicate::Sge,
    }
}

/// The unsigned predicate of a signed one (LLVM's `getUnsignedPredicate`).
fn unsigned(pred: IntPredicate) -> IntPredicate {
    match pred {
        IntPredicate::Sgt => IntPredicate::Ugt,
        IntPredicate::Sge => IntPredicate::Uge,
        IntPredicate::Slt => IntPredicate::Ult,
        IntPredicate::Sle => IntPredicate::Ule,
        IntPredicate::Eq
        | IntPredicate::Ne
        | IntPredicate::Ugt
        | IntPredicate::Uge
        | IntPredicate::Ult
        | IntPredicate::Ule => pred,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every (known zeros, known ones) of 4 bits, and the values each admits.
    fn knowns() -> Vec<((u64, u64), Vec<u64>)> {
        let mut out = Vec::new();
        for z in 0..16u64 {
            for o in (0..16u64).filter(|o| o & z == 0) {
                let vals = (0..16u64).filter(|v| v & z == 0 && v & o == o).collect();
                out.push(((z, o), vals));
            }
        }
        out
    }

    /// Known bits that use an instruction's flags (`shl nuw`/`nsw`, `exact` shifts and
    /// divisions, `mul nuw`/`nsw`, a shift amount known nonzero, `x * x`) hold for every
    /// pair of 4-bit values the operands admit where the result is defined (not poison).
    #[test]
    fn flagged_known_bits_are_sound() {
        let sx = |v: u64| ((v << 60) as i64) >> 60;
        let ops = [
            BinaryOp::Shl,
            BinaryOp::LShr,
            BinaryOp::AShr,
            BinaryOp::Mul,
            BinaryOp::UDiv,
            BinaryOp::SDiv,
        ];
        let defined = |op: BinaryOp, flags: u8, a: u64, b: u64| -> Option<u64> {
            let f = OpFacts::new(flags, false);
            let r = const_binop(op, a, b, 4)?;
            let ok = match op {
                BinaryOp::Shl => (!f.nuw || r >> b == a) && (!f.nsw || sx(r) >> b == sx(a)),
                BinaryOp::LShr | BinaryOp::AShr => !f.exact || a & low_bits(b as u32) == 0,
                BinaryOp::Mul => {
                    (!f.nuw || a * b <= 15) && (!f.nsw || (-8..=7).contains(&(sx(a) * sx(b))))
                }
                BinaryOp::UDiv => !f.exact || a.is_multiple_of(b),
                BinaryOp::SDiv => !f.exact || sx(a) % sx(b) == 0,
                BinaryOp::Add
                | BinaryOp::Sub
                | BinaryOp::URem
                | BinaryOp::SRem
                | BinaryOp::And
                | BinaryOp::Or
                | BinaryOp::Xor
                | BinaryOp::FAdd
                | BinaryOp::FSub
                | BinaryOp::FMul
                | BinaryOp::FDiv
                | BinaryOp::FRem => unreachable!("only shifts, mul and divisions are drawn"),
            };
            ok.then_some(r)
        };
        let all = knowns();
        for op in ops {
            for flags in 0..8u8 {
                for (l, lv) in &all {
                    for (r, rv) in &all {
                        for same in [false, true] {
                            if same && l != r {
                                continue;
                            }
                            let f = OpFacts {
                                same_operand: same,
                                ..OpFacts::new(flags, !rv.contains(&0))
                            };
                            let (z, o) = known_binop(op, *l, *r, 4, f);
                            for &a in lv {
                                for &b in rv.iter().filter(|&&b| !same || b == a) {
                                    if let Some(m) = defined(op, flags, a, b) {
                                        assert!(
                                            m & z == 0 && m & o == o,
                                            "{op:?} flags {flags} {l:?} {r:?} same {same}: {a} {b} -> {m}, known ({z:#x}, {o:#x})"
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The known bits of the operators without flags (`add`, `sub`, the remainders, the
    /// logical ones) hold for every pair of 4-bit values the operands admit (a remainder by
    /// 0 left out: undefined).
    #[test]
    fn unflagged_known_bits_are_sound() {
        let all = knowns();
        for op in [
            BinaryOp::Add,
            BinaryOp::Sub,
            BinaryOp::URem,
            BinaryOp::SRem,
            BinaryOp::And,
            BinaryOp::Or,
            BinaryOp::Xor,
        ] {
            for (l, lv) in &all {
                for (r, rv) in &all {
                    let (z, o) = known_binop(op, *l, *r, 4, OpFacts::new(0, !rv.contains(&0)));
                    for &a in lv {
                        for &b in rv {
                            if let Some(m) = const_binop(op, a, b, 4) {
                                assert!(
                                    m & z == 0 && m & o == o,
                                    "{op:?} {l:?} {r:?}: {a} {b} -> {m}, known ({z:#x}, {o:#x})"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// The min/max known bits hold for every pair of values the operands admit, and say no
    /// less than the bits every such result shares where an operand is known to be the result.
    #[test]
    fn known_minmax_is_sound() {
        let sx = |v: u64| ((v << 60) as i64) >> 60;
        for x in [
            Intrinsic::UMax,
            Intrinsic::UMin,
            Intrinsic::SMax,
            Intrinsic::SMin,
        ] {
            for (l, lv) in knowns() {
                for (r, rv) in knowns() {
                    let (z, o) = known_minmax(x, l, r, 4);
                    for &a in &lv {
                        for &b in &rv {
                            let m = if x == Intrinsic::UMax {
                                a.max(b)
                            } else if x == Intrinsic::UMin {
                                a.min(b)
                            } else if (x == Intrinsic::SMax) == (sx(a) >= sx(b)) {
                                a
                            } else {
                                b
                            };
                            assert!(m & z == 0 && m & o == o, "{x:?} {l:?} {r:?}: {m}");
                        }
                    }
                }
            }
        }
        // `smax(x in [0, 63], y)` is non-negative: the sign is known (LLVM's `makeGE`).
        let (z, _) = known_minmax(Intrinsic::SMax, (!63 & 0xffff_ffff, 0), (0, 0), 32);
        assert_eq!(z & 0x8000_0000, 0x8000_0000);
    }
}
