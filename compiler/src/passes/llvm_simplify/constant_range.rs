//! LLVM's `computeConstantRange` as InstSimplify calls it: the wrapped range
//! ([`Range`]) of an integer value, from its operator (`setLimitsForBinOp`), its intrinsic
//! (`getRangeForIntrinsic`), a `select`'s arms, a conversion from `half`.
//!
//! Not here: the range arithmetic itself (`super::super::llvm_range`), the comparisons that
//! read these ranges (`icmp`).

use super::S;
use super::known_bits_ops::high_bits;
use crate::ir::{BinaryOp, CastOp, FloatKind, InstData, Intrinsic, TypeId, Value, mask_bits};
use crate::passes::llvm_range::Range;
use crate::transforms::fold::FoldContext;

impl S<'_> {
    /// LLVM's `computeConstantRange(v, signed)` as InstSimplify calls it (the instruction's
    /// flags read, no assumptions, no context): a constant; a binary operator by
    /// `setLimitsForBinOp`; `ctpop`/`ctlz`/`cttz`, `abs` and min/max with a constant by
    /// `getRangeForIntrinsic`; a `select` as the union of its arms (not narrowed by its
    /// min/max pattern); `fptosi`/`fptoui` of `half`; to LLVM's depth limit of 6.
    pub(super) fn range(&self, v: Value, ty: TypeId, signed: bool, depth: u32) -> Range {
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
}
