//! LLVM's `computeKnownBits` and `isKnownNonZero` over the IR, as far as seam restates them:
//! the known bits of a scalar value, of the lanes of a vector a demand names, of a `phi`
//! (recurrences included), and whether an integer is known nonzero (`isNonZeroShift`, a
//! `select` arm its condition excludes 0 from).
//!
//! Not here: the rule of each operator on its operands' known bits (`known_bits_ops`, which
//! this walks the IR to feed), sign bits (`sign_bits`), floating-point classes (`fp_class`).

use super::S;
use super::fp_class::{FP_INF, FP_NAN, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, fp_layout, fp_width};
use super::icmp::{inverse, swapped};
use super::known_bits_ops::{OpFacts, known_abs, known_binop, known_minmax, low_bits};
use crate::ir::{
    BinaryOp, CastOp, ConstData, InstData, IntPredicate, Intrinsic, TypeId, Value, mask_bits,
};
use crate::passes::llvm_range::Range;
use crate::transforms::fold::FoldContext;

/// The lanes of a `shufflevector`'s two operands that the `demanded` lanes of its result read
/// (`n` lanes each; LLVM's `getShuffleDemandedElts`), or `None` when a demanded lane's mask
/// element is undefined.
pub(super) fn shuffle_demanded(mask: &[Option<u32>], n: u32, demanded: u64) -> Option<(u64, u64)> {
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

impl S<'_> {
    /// LLVM's `isKnownNonZero` for an integer `v` at recursion `depth`, as far as seam
    /// restates it (what a shift amount the generator makes can be): a constant; a `select`
    /// whose arms both are; a `phi` whose incoming values all are (LLVM asks those one level
    /// short of its depth limit); an extension of one; an `or` with one; `shl nuw`/`nsw`,
    /// `lshr`/`ashr exact` of one; `shl` of an odd value, `lshr`/`ashr` of a negative one, and
    /// `isNonZeroShift` for other shifts; else a known one bit. Not restated (so `false` here
    /// where LLVM may prove more): a `select` arm excluded by its condition, conditions on the
    /// edges into a `phi`, recurrences, `add`/`sub`/`xor`/`mul`/divisions and intrinsics.
    pub(super) fn known_non_zero(&self, v: Value, ty: TypeId, depth: u32) -> bool {
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
    pub(super) fn known_bits(&self, v: Value, ty: TypeId, depth: u32) -> (u64, u64) {
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

    /// Known bits of `v`: of a scalar, or (`lanes`: a lane mask) shared by those lanes of a
    /// vector.
    pub(super) fn bits_of(
        &self,
        v: Value,
        ty: TypeId,
        depth: u32,
        lanes: Option<u64>,
    ) -> (u64, u64) {
        match lanes {
            Some(m) => self.lane_known_bits(v, m, ty, depth),
            None => self.known_bits(v, ty, depth),
        }
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
}
