//! InstSimplify's `simplifyICmpInst` as LLVM's `isDivZero` asks it (constants, constant
//! regions of ranges, comparisons with zero, `add` against its own operand, extensions,
//! min/max, threading over `select` and `phi`), `isDivZero` itself, and the predicate
//! algebra (inverse, swapped, unsigned).
//!
//! Not here: the ranges and known bits these decisions read (`constant_range`,
//! `known_bits`); the folding of a compare whose operands are all constant (`fold_inst`).

use super::S;
use super::known_bits_ops::OpFacts;
use crate::ir::{BinaryOp, CastOp, InstData, IntPredicate, Intrinsic, TypeId, Value, mask_bits};
use crate::passes::llvm_range::Range;
use crate::transforms::fold::FoldContext;

/// One side of a restated `icmp`: a value of the IR or a constant made on the fly.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Val(Value),
    Int(u64),
}

/// The predicate true exactly where `pred` is false (LLVM's `getInversePredicate`).
pub(super) fn inverse(pred: IntPredicate) -> IntPredicate {
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
pub(super) fn swapped(pred: IntPredicate) -> IntPredicate {
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

impl S<'_> {
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
    pub(super) fn div_is_zero(
        &self,
        x: Value,
        y: Value,
        ty: TypeId,
        signed: bool,
        depth: u32,
    ) -> bool {
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
}
