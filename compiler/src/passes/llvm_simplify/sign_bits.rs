//! LLVM's `ComputeNumSignBits` (with demanded vector lanes): how many of a value's high bits
//! are known copies of its sign bit, and the splat constants it reads (`m_APInt`).
//!
//! Not here: the known bits it falls back on (`known_bits`).

use super::S;
use super::known_bits::shuffle_demanded;
use super::known_bits_ops::{leading_known, low_bits};
use crate::ir::{BinaryOp, CastOp, ConstData, InstData, TypeId, Value, mask_bits};
use crate::transforms::fold::FoldContext;

impl S<'_> {
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
    pub(super) fn sign_bits(&self, v: Value, ty: TypeId, depth: u32) -> u32 {
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
}
