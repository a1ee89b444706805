//! LLVM's `computeKnownFPClass`: the floating-point classes a value can be in and its sign
//! where known ([`FpKnown`], with LLVM's `FPClassTest` bits), for constants, `fpext`,
//! `fptrunc`, `sitofp`, `uitofp`, `fadd`, `fsub` and `fmul`; and the layout of the scalar
//! floating-point types.
//!
//! Not here: constant folding of floating point instructions (`float`); what the classes say
//! of a `bitcast`'s integer bits (`known_bits`).

use super::S;
use crate::ir::{BinaryOp, CastOp, ConstData, InstData, TypeData, Value, mask_bits};
use crate::transforms::fold::FoldContext;

/// LLVM's floating-point classes (`FPClassTest`, both NaNs as one), as [`FpKnown`] holds them.
pub(super) const FP_NAN: u16 = 1;
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
pub(super) const FP_INF: u16 = FP_NEG_INF | FP_POS_INF;
pub(super) const FP_ZERO: u16 = FP_NEG_ZERO | FP_POS_ZERO;
pub(super) const FP_SUBNORMAL: u16 = FP_NEG_SUBNORMAL | FP_POS_SUBNORMAL;
pub(super) const FP_NORMAL: u16 = FP_NEG_NORMAL | FP_POS_NORMAL;

/// LLVM's `KnownFPClass`: the classes a value can be in, and its sign bit where known.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct FpKnown {
    pub(super) classes: u16,
    pub(super) sign: Option<bool>,
}

impl FpKnown {
    const ANY: FpKnown = FpKnown {
        classes: FP_ALL,
        sign: None,
    };

    pub(super) fn never(self, c: u16) -> bool {
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
pub(super) fn fp_layout(t: &TypeData) -> Option<(u32, u32)> {
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

/// A scalar floating-point type's width.
pub(super) fn fp_width(t: &TypeData) -> Option<u32> {
    fp_layout(t).map(|(e, m)| 1 + e + m)
}

impl S<'_> {
    /// LLVM's `computeKnownFPClass` of a scalar floating-point `v` (IEEE denormals, every
    /// class asked for), to its depth limit, restated for constants, `fpext`, `fptrunc`,
    /// `sitofp`, `uitofp`, `fadd`, `fsub` and `fmul`; anything else can be anything.
    pub(super) fn fp_class(&self, v: Value, depth: u32) -> FpKnown {
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
}
