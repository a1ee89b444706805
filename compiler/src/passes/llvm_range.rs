//! LLVM's `ConstantRange` as InstSimplify's `icmp` reasoning uses it, restated for the `llvm`
//! cost model (`llvm_simplify`): a half-open interval `[lo, hi)` of `w`-bit integers that may
//! wrap around, `lo == hi` being the full set (the empty set is `lo == hi == 0`, as LLVM
//! spells it); `makeExactICmpRegion`, `contains`, `inverse` and `unionWith` (with LLVM's
//! preference for the smaller of two covering ranges).

use crate::ir::{IntPredicate, mask_bits};

/// A `w`-bit `ConstantRange`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Range {
    lo: u64,
    hi: u64,
    w: u32,
}

impl Range {
    fn all(w: u32) -> u64 {
        mask_bits(u64::MAX, w)
    }

    /// Every `w`-bit value.
    pub(super) fn full(w: u32) -> Range {
        let m = Self::all(w);
        Range { lo: m, hi: m, w }
    }

    /// No value.
    pub(super) fn empty(w: u32) -> Range {
        Range { lo: 0, hi: 0, w }
    }

    /// LLVM's `getNonEmpty(lo, hi)`: `[lo, hi)`, the full set when they are equal.
    pub(super) fn new(lo: u64, hi: u64, w: u32) -> Range {
        let (lo, hi) = (mask_bits(lo, w), mask_bits(hi, w));
        if lo == hi {
            Self::full(w)
        } else {
            Range { lo, hi, w }
        }
    }

    /// The one value `c`.
    pub(super) fn single(c: u64, w: u32) -> Range {
        Range {
            lo: mask_bits(c, w),
            hi: mask_bits(c.wrapping_add(1), w),
            w,
        }
    }

    pub(super) fn is_full(self) -> bool {
        self.lo == self.hi && self.lo == Self::all(self.w)
    }

    pub(super) fn is_empty(self) -> bool {
        self.lo == self.hi && self.lo == 0
    }

    /// How many values (2^w for the full set).
    fn size(self) -> u128 {
        if self.is_full() {
            1u128 << self.w
        } else {
            u128::from(mask_bits(self.hi.wrapping_sub(self.lo), self.w))
        }
    }

    /// Every value of `r` is in `self`.
    pub(super) fn contains(self, r: Range) -> bool {
        if self.is_full() || r.is_empty() {
            return true;
        }
        if self.is_empty() || r.is_full() {
            return false;
        }
        // Offsets from `self.lo`: `r` lies inside when its first and last values do and it
        // does not run past `self`'s end around the circle.
        let off = |x: u64| u128::from(mask_bits(x.wrapping_sub(self.lo), self.w));
        let (first, last) = (off(r.lo), off(r.hi.wrapping_sub(1)));
        first <= last && last < self.size()
    }

    /// The values not in `self`.
    pub(super) fn inverse(self) -> Range {
        if self.is_full() {
            return Self::empty(self.w);
        }
        if self.is_empty() {
            return Self::full(self.w);
        }
        Range {
            lo: self.hi,
            hi: self.lo,
            w: self.w,
        }
    }

    /// `lo > hi`: LLVM's `isUpperWrapped`.
    fn upper_wrapped(self) -> bool {
        self.lo > self.hi
    }

    /// The smaller of two ranges, the second on a tie (LLVM's `getPreferredRange`, `Smallest`:
    /// the first only when it is strictly smaller, `isSizeStrictlySmallerThan`).
    fn smaller(a: Range, b: Range) -> Range {
        if a.size() < b.size() { a } else { b }
    }

    /// LLVM's `unionWith`: the smallest range holding both (as LLVM chooses it).
    pub(super) fn union(self, cr: Range) -> Range {
        let w = self.w;
        if self.is_full() || cr.is_empty() {
            return self;
        }
        if cr.is_full() || self.is_empty() {
            return cr;
        }
        if !self.upper_wrapped() && cr.upper_wrapped() {
            return cr.union(self);
        }
        let r = |lo, hi| Range::new(lo, hi, w);
        if !self.upper_wrapped() && !cr.upper_wrapped() {
            if cr.hi < self.lo || self.hi < cr.lo {
                return Self::smaller(r(self.lo, cr.hi), r(cr.lo, self.hi));
            }
            let l = cr.lo.min(self.lo);
            let sub1 = |x: u64| mask_bits(x.wrapping_sub(1), w);
            let u = if sub1(cr.hi) > sub1(self.hi) {
                cr.hi
            } else {
                self.hi
            };
            return if l == 0 && u == 0 {
                Self::full(w)
            } else {
                r(l, u)
            };
        }
        if !cr.upper_wrapped() {
            if cr.hi <= self.hi || cr.lo >= self.lo {
                return self;
            }
            if cr.lo <= self.hi && self.lo <= cr.hi {
                return Self::full(w);
            }
            if self.hi < cr.lo && cr.hi < self.lo {
                return Self::smaller(r(self.lo, cr.hi), r(cr.lo, self.hi));
            }
            if self.hi < cr.lo && self.lo <= cr.hi {
                return r(cr.lo, self.hi);
            }
            return r(self.lo, cr.hi);
        }
        if cr.lo <= self.hi || self.lo <= cr.hi {
            return Self::full(w);
        }
        r(cr.lo.min(self.lo), cr.hi.max(self.hi))
    }

    /// LLVM's `makeExactICmpRegion(pred, c)`: the values `x` with `icmp pred x, c` true.
    pub(super) fn icmp_region(pred: IntPredicate, c: u64, w: u32) -> Range {
        let c = mask_bits(c, w);
        let smin = 1u64 << (w - 1);
        let r = |lo, hi| Range::new(lo, hi, w);
        match pred {
            IntPredicate::Eq => Self::single(c, w),
            IntPredicate::Ne => Self::single(c, w).inverse(),
            IntPredicate::Ult if c == 0 => Self::empty(w),
            IntPredicate::Ult => r(0, c),
            IntPredicate::Ule => r(0, c.wrapping_add(1)),
            IntPredicate::Ugt if c == Self::all(w) => Self::empty(w),
            IntPredicate::Ugt => r(c.wrapping_add(1), 0),
            IntPredicate::Uge => r(c, 0),
            IntPredicate::Slt if c == smin => Self::empty(w),
            IntPredicate::Slt => r(smin, c),
            IntPredicate::Sle => r(smin, c.wrapping_add(1)),
            IntPredicate::Sgt if c == smin - 1 => Self::empty(w),
            IntPredicate::Sgt => r(c.wrapping_add(1), smin),
            IntPredicate::Sge => r(c, smin),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value of a small range, by enumeration.
    fn values(r: Range) -> Vec<u64> {
        (0..1u64 << r.w)
            .filter(|&x| r.contains(Range::single(x, r.w)))
            .collect()
    }

    #[test]
    fn regions_hold_exactly_the_values_the_predicate_accepts() {
        let w = 4;
        let sx = |x: u64| ((x << 60) as i64) >> 60;
        for pred in [
            IntPredicate::Eq,
            IntPredicate::Ne,
            IntPredicate::Ult,
            IntPredicate::Ule,
            IntPredicate::Ugt,
            IntPredicate::Uge,
            IntPredicate::Slt,
            IntPredicate::Sle,
            IntPredicate::Sgt,
            IntPredicate::Sge,
        ] {
            for c in 0..16u64 {
                let want: Vec<u64> = (0..16u64)
                    .filter(|&x| match pred {
                        IntPredicate::Eq => x == c,
                        IntPredicate::Ne => x != c,
                        IntPredicate::Ult => x < c,
                        IntPredicate::Ule => x <= c,
                        IntPredicate::Ugt => x > c,
                        IntPredicate::Uge => x >= c,
                        IntPredicate::Slt => sx(x) < sx(c),
                        IntPredicate::Sle => sx(x) <= sx(c),
                        IntPredicate::Sgt => sx(x) > sx(c),
                        IntPredicate::Sge => sx(x) >= sx(c),
                    })
                    .collect();
                assert_eq!(values(Range::icmp_region(pred, c, w)), want, "{pred:?} {c}");
            }
        }
    }

    #[test]
    fn union_holds_both_and_is_as_small_as_llvm_makes_it() {
        let w = 4;
        let mut ranges = vec![Range::full(w), Range::empty(w)];
        for lo in 0..16 {
            for hi in 0..16 {
                if lo != hi {
                    ranges.push(Range::new(lo, hi, w));
                }
            }
        }
        for &a in &ranges {
            for &b in &ranges {
                let u = a.union(b);
                assert!(u.contains(a) && u.contains(b), "{a:?} ∪ {b:?} = {u:?}");
                // The smallest arc that holds both: no smaller range holds both.
                let best = ranges
                    .iter()
                    .filter(|r| r.contains(a) && r.contains(b))
                    .map(|r| r.size())
                    .min()
                    .unwrap();
                assert_eq!(u.size(), best, "{a:?} ∪ {b:?} = {u:?}");
            }
        }
        // Two ranges of a value each, far apart: the shorter way round.
        assert_eq!(
            Range::single(1, w).union(Range::single(14, w)),
            Range::new(14, 2, w)
        );
        // Both ways round the same size: LLVM keeps the second candidate, `[CR.Lower,
        // Upper)`, so the union of the same two ranges depends on their order.
        let (a, b) = (Range::new(0, 3, w), Range::new(8, 11, w));
        assert_eq!(a.union(b), Range::new(8, 3, w));
        assert_eq!(b.union(a), Range::new(0, 11, w));
        // A wrapped range and one in its gap, both ways the same size.
        let (c, d) = (Range::new(12, 2, w), Range::new(6, 8, w));
        assert_eq!(c.union(d), Range::new(6, 2, w));
    }

    #[test]
    fn contains_and_inverse() {
        let w = 8;
        let r = Range::new(250, 3, w); // 250..=255, 0..=2
        assert!(r.contains(Range::new(254, 1, w)));
        assert!(!r.contains(Range::new(2, 4, w)));
        assert_eq!(r.inverse(), Range::new(3, 250, w));
        assert!(Range::full(w).contains(r) && !r.contains(Range::full(w)));
    }
}
