//! InstSimplify on integer binary operators (LLVM's `simplifyBinOp`), as the inline cost
//! analysis calls it: the identities and rules operator by operator ([`S::bin`]), threading
//! over `select` and `phi` (`threadBinOpOverSelect`, `threadBinOpOverPHI`), reassociation
//! (`simplifyAssociativeBinOp`) and distribution (`expandCommutativeBinOp`), each to LLVM's
//! recursion limit.
//!
//! What the rules ask of the operands lives elsewhere: known bits (`known_bits`), sign bits
//! (`sign_bits`), `isDivZero` and the `icmp` reasoning behind it (`icmp`). Floating point and
//! vector operators are not here (`float`, `vector`).

use super::known_bits_ops::OpFacts;
use super::{Intrinsics, Raw, S, commutes};
use crate::ir::{BinaryOp, Constants, InstData, TypeId, Types, Value, mask_bits};
use crate::transforms::fold::{FoldContext, fold_inst};

/// LLVM's `RecursionLimit` for InstSimplify.
const RECURSION_LIMIT: u32 = 3;

/// LLVM's `simplifyBinOp` on an integer binary operator, at the top of the recursion: `lhs`
/// and `rhs` are the operands as the analysis knows them (a constant where it simplified one).
#[allow(clippy::too_many_arguments)]
pub(super) fn simplify_int_binary(
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
    pub(super) fn neg_of(&self, v: Value, x: Value, ty: TypeId) -> bool {
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
