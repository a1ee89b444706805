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
//!
//! The restatement, file by file (this file: the entry point [`fold_visited`], the walker
//! `S` and its accessors):
//! - `binop`: InstSimplify on integer binary operators (`simplifyBinOp`), with threading over
//!   `select` and `phi`, reassociation and distribution.
//! - `known_bits`: `computeKnownBits` and `isKnownNonZero` of a value of the IR.
//! - `known_bits_ops`: `KnownBits`' rules, operator by operator, on known (zeros, ones).
//! - `sign_bits`: `ComputeNumSignBits`.
//! - `fp_class`: `computeKnownFPClass`.
//! - `constant_range`: `computeConstantRange`.
//! - `icmp`: `simplifyICmpInst` as `isDivZero` asks it, and `isDivZero`.
//! - `float`: `half`/`bfloat` constant folding, NaN conversions, floating point identities.
//! - `intrinsic`: constant folding of intrinsic calls.
//! - `vector`: constant folding and identities of vector instructions.

mod binop;
mod constant_range;
mod float;
mod fp_class;
mod icmp;
mod intrinsic;
mod known_bits;
mod known_bits_ops;
mod sign_bits;
mod vector;

use crate::ir::{
    BinaryOp, CastOp, Constants, InstData, Intrinsic, TypeId, Types, Value, mask_bits,
};
use crate::transforms::fold::{FoldContext, float_bits, fold_inst};
use binop::simplify_int_binary;
use float::{convert_nan, fold_small_float, simplify_float_binary};
pub(super) use intrinsic::fold_intrinsic;
pub(super) use vector::fold_vector;
use vector::simplify_vector_binary;

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

fn commutes(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Add | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor
    )
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

    /// The intrinsic a callee constant names.
    fn intrinsic_of(&self, callee: Value) -> Option<Intrinsic> {
        let Value::Const(k) = callee else {
            return None;
        };
        self.intrinsics.get(&k).copied()
    }

    /// The number of lanes of vector value `v` (0 for anything else).
    fn vector_len(&self, v: Value) -> u32 {
        let t = match v {
            Value::Const(c) => self.consts.ty(c),
            Value::Inst(_) | Value::Arg(_) => self.raw.ty(v),
        };
        self.types.vector_parts(t).map_or(0, |(_, n)| n)
    }
}
