//! InstSimplify's structural folds that LLVM's inline cost analysis reaches (feature `ranges`,
//! with [`super::known`]'s probes): each shape is drawn where the fold applies and, one time in
//! four, where it just does not, so a rule restated wrongly in `seam::passes::llvm_simplify`
//! costs the callee differently from `opt-19`.
//!
//! - `select (c, x, x & z) & z` (and `|`): threading the operator over the `select`, one arm
//!   simplifies to the other arm, an existing `x & z` (`threadBinOpOverSelect`);
//! - `ashr` of a truncation of a value with many sign bits (`ComputeNumSignBits` through
//!   `trunc`: an `ashr` of a value that is all sign bits is that value);
//! - a masked value divided by a `select` of constants (the division threaded over a
//!   `select` on its right, each arm decided by `isDivZero`);
//! - `udiv` of a `sext` of a non-negative `select` by a constant no `i16` sign-extends to,
//!   where only comparing the `select` itself with 0 sees the sign (`simplifyICmpInst`'s
//!   recursion through a cast);
//! - `add`/`sub` whose `nsw`/`nuw` alone bound them (`computeForAddSub`): a small value
//!   taken from one just above the smallest `i32` (all negative), divided by a constant just
//!   above its largest value; bounds ending at exactly 0; an odd negative difference and one in
//!   `[MIN, MIN + 1]` whose low bit shifts; `sub nuw` that may borrow for its bits alone; and
//!   `sub nsw MIN, x & 1`, pinned to `MIN` (dead);
//! - `srem (x | MIN | 1), 8`, negative with a known low one, so every bit above the low three
//!   is known one (or `x | MIN`, where none is), whose bit 1 to 4, flipped, shifts a pool value;
//! - `udiv` of `lshr (x & 65535), r` with `r = select (icmp P a, C), a, K` (or the arms the
//!   other way), `a = y & K`: `r` is nonzero exactly when the condition that picks `a` excludes
//!   0 (`isKnownNonZero`'s `select` arms, `cmpExcludesZero`), which leaves only the shift by `K`;
//!   with `K` 16 the quotient is then known 0, with `K` 32 (the width) the shift is poison and
//!   nonzero must not even be asked (`computeKnownBitsFromShiftOperator` asks only below the
//!   width): dead, as the `undef` shape;
//! - `smin`/`smax`/`umin`/`umax` of `undef` and a constant, which LLVM's constant folder takes
//!   to the intrinsic's saturation point, compared and used to pick an `and`'s operand.
//!
//! Every value handed on is defined. The `undef` shape's values, the shift by the width and
//! the pinned `MIN` are not (the interpreter takes `undef` as `poison`): they are dead, reach
//! no branch, divisor, address or store, and LLVM costs them all the same.

use super::*;

impl Gen<'_, '_> {
    /// One fold probe; its result into the pool.
    pub(super) fn fold_probe(&mut self, b: &mut Body) -> String {
        match self.below(8) {
            0 => self.threaded_select(b),
            1 => self.sign_truncation(b),
            2 => self.compare_select_on_right(b),
            3 => self.sext_sign_by_recursion(b),
            4 => self.shift_by_a_select_arm(b, 16),
            5 => {
                if self.chance(1, 2) {
                    self.shift_by_a_select_arm(b, 32);
                } else {
                    self.pinned_minimum(b);
                }
                self.int(b)
            }
            6 if self.chance(1, 4) => self.negative_remainder(b),
            6 => self.negative_difference(b),
            _ => {
                self.undef_minmax(b);
                self.int(b)
            }
        }
    }

    /// `select (c, x, x OP z) OP z` for `OP` `and` or `or` (arms in either order, the `select`
    /// on either side): `x OP z` whichever arm `c` picks, which InstSimplify finds by threading
    /// `OP` over the `select` (one arm folds to the existing `x OP z`, the other does not fold).
    /// One time in four the arm is `x OP w` for another `w`, and nothing folds.
    fn threaded_select(&mut self, b: &mut Body) -> String {
        let op = if self.chance(1, 2) { "and" } else { "or" };
        let c = self.condition(b);
        let (x, z) = (self.int(b), self.int(b));
        let w = if self.chance(1, 4) {
            self.int(b)
        } else {
            z.clone()
        };
        let [a, s, r] = [(); 3].map(|_| self.fresh(b));
        self.emit(b, format!("{a} = {op} i32 {x}, {w}"));
        if self.chance(1, 2) {
            self.emit(b, format!("{s} = select i1 {c}, i32 {x}, i32 {a}"));
        } else {
            self.emit(b, format!("{s} = select i1 {c}, i32 {a}, i32 {x}"));
        }
        if self.chance(1, 2) {
            self.emit(b, format!("{r} = {op} i32 {s}, {z}"));
        } else {
            self.emit(b, format!("{r} = {op} i32 {z}, {s}"));
        }
        r
    }

    /// `sext` of an `i1` or an `i8` to `i32`, truncated to `i16` or `i8`, shifted right
    /// arithmetically by a constant below the width, extended back: the truncation keeps the
    /// sign bits that exceed what it cuts, so of an `i1` it is all sign bits and the shift
    /// folds; of an `i8` to `i16` it keeps 9 of 16, to `i8` it is the `i8` itself.
    fn sign_truncation(&mut self, b: &mut Body) -> String {
        let x = self.int(b);
        let [t, e, n, a, r] = [(); 5].map(|_| self.fresh(b));
        let from = if self.chance(1, 2) {
            let c = self.condition(b);
            self.emit(b, format!("{e} = sext i1 {c} to i32"));
            1
        } else {
            self.emit(b, format!("{t} = trunc i32 {x} to i8"));
            self.emit(b, format!("{e} = sext i8 {t} to i32"));
            8
        };
        let to = if (from == 8 && self.chance(1, 2)) || self.chance(1, 4) {
            8
        } else {
            16
        };
        let k = self.below(to);
        self.emit(b, format!("{n} = trunc i32 {e} to i{to}"));
        self.emit(b, format!("{a} = ashr i{to} {n}, {k}"));
        self.emit(b, format!("{r} = sext i{to} {a} to i32"));
        r
    }

    /// `udiv` or `urem` of `x & 15` by `select (c, K1, K2)`, the `select` on the right, a
    /// value that is neither a `select` nor a `phi` on the left, both arms above 15: the
    /// division threaded over the `select` (`threadBinOpOverSelect`, tried before `isDivZero`)
    /// is 0 on each arm (the remainder the dividend). One time in four an arm is within the
    /// masked range (never 0), and nothing folds.
    fn compare_select_on_right(&mut self, b: &mut Body) -> String {
        let (x, c) = (self.int(b), self.condition(b));
        let k1 = 16 + self.below(1000);
        let k2 = if self.chance(1, 4) {
            1 + self.below(15)
        } else {
            16 + self.below(1000)
        };
        let op = if self.chance(1, 2) { "udiv" } else { "urem" };
        let [m, s, q] = [(); 3].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, 15"));
        self.emit(b, format!("{s} = select i1 {c}, i32 {k1}, i32 {k2}"));
        self.emit(b, format!("{q} = {op} i32 {m}, {s}"));
        q
    }

    /// `udiv (sext i16 s to i32), D` with `D` in 32768..=65535 (no `i16` sign-extends to it):
    /// 0 exactly when `s` is not negative, which InstSimplify's `isDivZero` finds, where the
    /// known bits of the `sext` reach too deep to see `s`'s sign, by comparing `s` itself with 0
    /// (`simplifyICmpInst` on a cast of its left side, one level of recursion used) and threading
    /// that over the `select` `s` is: `select (c, a, K)` with `K` a small constant and `a` a chain
    /// of 3 to 5 steps over `lshr (trunc x), 4`, each `add nsw ..., 1`, `add nuw nsw ..., 1`,
    /// `sub nsw ..., -1` or `sub nuw nsw ..., 0`, whose flags keep the sign known
    /// (`KnownBits::computeForAddSub`). The direct known bits stop 6 levels down (LLVM's
    /// `MaxAnalysisRecursionDepth`): with 3 steps they still see the `lshr`'s zero top bits;
    /// with 4 or 5 only the recursion does. One time in four `K` is negative and
    /// nothing folds.
    fn sext_sign_by_recursion(&mut self, b: &mut Body) -> String {
        let (x, c) = (self.int(b), self.condition(b));
        let [t, l] = [(); 2].map(|_| self.fresh(b));
        self.emit(b, format!("{t} = trunc i32 {x} to i16"));
        self.emit(b, format!("{l} = lshr i16 {t}, 4"));
        let mut a = l;
        for _ in 0..3 + self.below(3) {
            let n = self.fresh(b);
            let step = match self.below(4) {
                0 => "add nuw nsw i16 {a}, 1",
                1 => "sub nsw i16 {a}, -1",
                2 => "sub nuw nsw i16 {a}, 0",
                _ => "add nsw i16 {a}, 1",
            };
            self.emit(b, format!("{n} = {}", step.replace("{a}", &a)));
            a = n;
        }
        let k = if self.chance(1, 4) {
            -1 - self.below(100) as i32
        } else {
            self.below(100) as i32
        };
        let d = 32768 + self.below(32768);
        let [s, e, q] = [(); 3].map(|_| self.fresh(b));
        if self.chance(1, 2) {
            self.emit(b, format!("{s} = select i1 {c}, i16 {a}, i16 {k}"));
        } else {
            self.emit(b, format!("{s} = select i1 {c}, i16 {k}, i16 {a}"));
        }
        self.emit(b, format!("{e} = sext i16 {s} to i32"));
        self.emit(b, format!("{q} = udiv i32 {e}, {d}"));
        q
    }

    /// One of the flag probes of `KnownBits::computeForAddSub`, on both sides of each edge.
    fn negative_difference(&mut self, b: &mut Body) -> String {
        let x = self.int(b);
        match self.below(6) {
            0 => self.difference_bounded_by_nuw(b, &x),
            1 => self.difference_near_minimum(b, &x),
            _ if self.chance(1, 4) => self.odd_negative_difference(b, &x),
            _ if self.chance(1, 3) => self.sum_ending_at_zero(b, &x),
            _ => self.difference_above_minimum(b, &x),
        }
    }

    /// `and v, bit`, flipped when `flip` (`xor` with `bit`), as the amount of an `lshr` of
    /// `y`: the shift does nothing exactly when the known bits fix that bit (to one when
    /// flipped, to zero when not). The shift's result.
    fn shift_by_bit(&mut self, b: &mut Body, y: &str, v: &str, bit: u32, flip: bool) -> String {
        let t = self.fresh(b);
        self.emit(b, format!("{t} = and i32 {v}, {bit}"));
        let amount = if flip {
            let u = self.fresh(b);
            self.emit(b, format!("{u} = xor i32 {t}, {bit}"));
            u
        } else {
            t
        };
        let r = self.fresh(b);
        self.emit(b, format!("{r} = lshr i32 {y}, {amount}"));
        r
    }

    /// `udiv (sub nuw (x & 15), x & 7), D`: it never wraps, and only `nuw` bounds it by 15
    /// (for the bits alone the subtraction may borrow); `D` 16 or more (the quotient is 0) or,
    /// one time in four, at most 15 (nothing folds).
    fn difference_bounded_by_nuw(&mut self, b: &mut Body, x: &str) -> String {
        let d = if self.chance(1, 4) {
            1 + self.below(15)
        } else {
            16 + self.below(1000)
        };
        let [m, n, s, q] = [(); 4].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, 15"));
        self.emit(b, format!("{n} = and i32 {x}, 7"));
        self.emit(b, format!("{s} = sub nuw i32 {m}, {n}"));
        self.emit(b, format!("{q} = udiv i32 {s}, {d}"));
        q
    }

    /// `sub nsw (MIN | x & 1), x & 1`, always `MIN`: the flag's bounds `[MIN, MIN + 1]` fix
    /// every bit but the lowest, whose (unknown) value shifts a pool value: nothing folds.
    fn difference_near_minimum(&mut self, b: &mut Body, x: &str) -> String {
        let y = self.int(b);
        let [m, l, s] = [(); 3].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, 1"));
        self.emit(b, format!("{l} = or i32 {m}, -2147483648"));
        self.emit(b, format!("{s} = sub nsw i32 {l}, {m}"));
        self.shift_by_bit(b, &y, &s, 1, false)
    }

    /// `sub nsw (MIN | 1 | x & 14), x & 6` (odd, all negative), whose low bit, known one
    /// beside the flag's sign, flipped, shifts a pool value.
    fn odd_negative_difference(&mut self, b: &mut Body, x: &str) -> String {
        let y = self.int(b);
        let [m, l, n, s] = [(); 4].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, 14"));
        self.emit(b, format!("{l} = or i32 {m}, -2147483647"));
        self.emit(b, format!("{n} = and i32 {x}, 6"));
        self.emit(b, format!("{s} = sub nsw i32 {l}, {n}"));
        self.shift_by_bit(b, &y, &s, 1, true)
    }

    /// `sub nsw (x & 7), 7` or `add nsw (x & 7), -7`, whose signed bounds `[-7, 0]` end at
    /// exactly 0: nothing is known of its sign, so the quotient by `MIN + 1` or more does not
    /// fold (the edge of the rule: a largest value below 0).
    fn sum_ending_at_zero(&mut self, b: &mut Body, x: &str) -> String {
        let d = 1 + i64::from(self.below(1 << 20)) - (1i64 << 31);
        let [m, s, q] = [(); 3].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, 7"));
        if self.chance(1, 2) {
            self.emit(b, format!("{s} = sub nsw i32 {m}, 7"));
        } else {
            self.emit(b, format!("{s} = add nsw i32 {m}, -7"));
        }
        self.emit(b, format!("{q} = udiv i32 {s}, {d}"));
        q
    }

    /// `udiv (sub nsw (MIN | m), n), D` with `m = x & 15` and `n = x & 7` (never above `m`, so
    /// the difference never overflows): its signed bounds `[MIN - 7, MIN + 15]` are all
    /// negative under `nsw`, so its sign bit is known one and the bits below it down to 15's
    /// known zero (`KnownBits::computeForAddSub`, which without the flag knows none of them: the
    /// subtraction may borrow through). `D` is just above the largest difference, `MIN + 16`
    /// or more (the quotient is 0), or one time in four at most `MIN + 15` (nothing folds).
    fn difference_above_minimum(&mut self, b: &mut Body, x: &str) -> String {
        let d = if self.chance(1, 4) {
            1 + i64::from(self.below(15))
        } else {
            16 + i64::from(self.below(1 << 20))
        };
        let d = d - (1i64 << 31);
        let [m, l, n, s, q] = [(); 5].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, 15"));
        self.emit(b, format!("{l} = or i32 {m}, -2147483648"));
        self.emit(b, format!("{n} = and i32 {x}, 7"));
        self.emit(b, format!("{s} = sub nsw i32 {l}, {n}"));
        self.emit(b, format!("{q} = udiv i32 {s}, {d}"));
        q
    }

    /// `sub nsw MIN, x & 1`, whose flag pins it to `MIN` (its bounds are `[MIN, MIN]`: bit 0
    /// known too, where the subtraction alone knows none), its low bit shifting a pool value
    /// (by 0: the shift does nothing). Dead: with `x` odd the subtraction is `poison`.
    fn pinned_minimum(&mut self, b: &mut Body) {
        let (x, y) = (self.int(b), self.int(b));
        let [m, s] = [(); 2].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, 1"));
        self.emit(b, format!("{s} = sub nsw i32 -2147483648, {m}"));
        self.shift_by_bit(b, &y, &s, 1, false);
    }

    /// `srem (x | MIN | 1), 8`: a negative dividend with a known one bit below the divisor
    /// leaves a negative remainder, every bit above the low three known one
    /// (`KnownBits::srem` by a power of two); bit 1, 2, 3 or 4 of it, flipped, shifts a pool
    /// value, which does nothing exactly when that bit is known (bits 1 and 2 never are). One
    /// time in four the dividend is `x | MIN` (no known low one: the remainder may be 0,
    /// nothing known).
    fn negative_remainder(&mut self, b: &mut Body) -> String {
        let (x, y) = (self.int(b), self.int(b));
        let k = if self.chance(1, 4) {
            "-2147483648"
        } else {
            "-2147483647"
        };
        let bit = [2, 4, 8, 16][self.below(4) as usize];
        let [v, s] = [(); 2].map(|_| self.fresh(b));
        self.emit(b, format!("{v} = or i32 {x}, {k}"));
        self.emit(b, format!("{s} = srem i32 {v}, 8"));
        self.shift_by_bit(b, &y, &s, bit, true)
    }

    /// `udiv (lshr (x & 65535), r), D` with `r = select (cond, a, K)` or `select (cond, K,
    /// a)`, `a = y & K` (so `r`'s known bits allow only 0 and `K`) and `cond` an `icmp` of `a`
    /// (on either side) against a constant (or, for `ugt`, any value) that, where it picks `a`,
    /// excludes 0 (`ne 0`, `ugt`, `uge 1`, `eq K`, `sgt`, the inverses for the false arm): then
    /// `r` is always `K` and
    /// `isKnownNonZero` proves it (LLVM's `SelectArmIsNonZero`), so the shift's known bits take
    /// the shift by `K` alone. One time in four the condition does not exclude 0 (`ule`, `ne`
    /// of a nonzero constant, `uge 0`, `sge 0`, or an arm that excludes 0 on the wrong side).
    /// With `K` 16 the quotient is 0 by its known bits exactly when nonzero is proved; with
    /// `K` 32, the width, the amount's largest value is the width itself, where LLVM does not
    /// ask `isKnownNonZero` at all: the shift is by the width (poison) where the condition
    /// excludes 0, so the caller leaves the quotient dead.
    fn shift_by_a_select_arm(&mut self, b: &mut Body, k: u32) -> String {
        let (x, y, z) = (self.int(b), self.int(b), self.int(b));
        let c = self.below(k);
        let c1 = c + 1;
        // (condition with `{a}` for the arm, whether it guards the true arm)
        let (cond, true_arm) = if self.chance(1, 4) {
            match self.below(6) {
                0 => (format!("ule i32 {{a}}, {c}"), true),
                1 => (format!("ne i32 {{a}}, {c1}"), true),
                2 => ("uge i32 {a}, 0".to_owned(), true),
                3 => ("sge i32 {a}, 0".to_owned(), true),
                4 => (format!("ugt i32 {{a}}, {c}"), false),
                _ => ("ne i32 {a}, 0".to_owned(), false),
            }
        } else {
            match self.below(19) {
                0 => ("ne i32 {a}, 0".to_owned(), true),
                1 => ("ne i32 0, {a}".to_owned(), true),
                2 => (format!("ugt i32 {{a}}, {c}"), true),
                3 => (format!("ult i32 {c}, {{a}}"), true),
                4 => (format!("uge i32 {{a}}, {c1}"), true),
                5 => (format!("eq i32 {{a}}, {k}"), true),
                6 => (format!("sgt i32 {{a}}, {c}"), true),
                7 => (format!("sge i32 {{a}}, {c1}"), true),
                8 => ("eq i32 {a}, 0".to_owned(), false),
                9 => ("eq i32 0, {a}".to_owned(), false),
                10 => (format!("ult i32 {{a}}, {c1}"), false),
                11 => ("ule i32 {a}, 0".to_owned(), false),
                12 => ("sle i32 {a}, 0".to_owned(), false),
                13 => (format!("slt i32 {{a}}, {c1}"), false),
                14 => (format!("ne i32 {{a}}, {k}"), false),
                15 => ("ugt i32 1, {a}".to_owned(), false),
                // `a > z` excludes 0 whatever `z` is.
                16 => (format!("ugt i32 {{a}}, {z}"), true),
                17 => (format!("ult i32 {z}, {{a}}"), true),
                _ => (format!("ule i32 {{a}}, {z}"), false),
            }
        };
        let d = 1 + self.below(60000);
        let [a, t, r, m, s, q] = [(); 6].map(|_| self.fresh(b));
        self.emit(b, format!("{a} = and i32 {y}, {k}"));
        self.emit(b, format!("{t} = icmp {}", cond.replace("{a}", &a)));
        if true_arm {
            self.emit(b, format!("{r} = select i1 {t}, i32 {a}, i32 {k}"));
        } else {
            self.emit(b, format!("{r} = select i1 {t}, i32 {k}, i32 {a}"));
        }
        self.emit(b, format!("{m} = and i32 {x}, 65535"));
        self.emit(b, format!("{s} = lshr i32 {m}, {r}"));
        self.emit(b, format!("{q} = udiv i32 {s}, {d}"));
        q
    }

    /// `MINMAX(undef, K)` (LLVM folds it to the saturation point: `smin` to the minimum,
    /// `smax` to the maximum, `umin` to 0, `umax` to all ones), compared with 0 (or all ones)
    /// so that the comparison folds exactly when the saturation point is right, choosing
    /// between a value and 0 for an `and`: the `and` folds to 0 where the fold picks 0. All
    /// dead (see the module documentation).
    fn undef_minmax(&mut self, b: &mut Body) {
        let (name, pred, k) = match self.below(4) {
            0 => ("smin", "slt", 0),
            1 => ("smax", "sgt", 0),
            2 => ("umin", "eq", 0),
            _ => ("umax", "eq", -1),
        };
        let width = if self.chance(1, 4) { 64 } else { 32 };
        self.intrinsic(match (name, width) {
            ("smin", 32) => "declare i32 @llvm.smin.i32(i32, i32)",
            ("smax", 32) => "declare i32 @llvm.smax.i32(i32, i32)",
            ("umin", 32) => "declare i32 @llvm.umin.i32(i32, i32)",
            ("umax", 32) => "declare i32 @llvm.umax.i32(i32, i32)",
            ("smin", _) => "declare i64 @llvm.smin.i64(i64, i64)",
            ("smax", _) => "declare i64 @llvm.smax.i64(i64, i64)",
            ("umin", _) => "declare i64 @llvm.umin.i64(i64, i64)",
            _ => "declare i64 @llvm.umax.i64(i64, i64)",
        });
        let ty = format!("i{width}");
        let konst = self.small();
        let (x, y) = (self.int(b), self.int(b));
        let [m, c, s, r, xw, yw] = [(); 6].map(|_| self.fresh(b));
        let undef_first = self.chance(1, 2);
        let args = if undef_first {
            format!("{ty} undef, {ty} {konst}")
        } else {
            format!("{ty} {konst}, {ty} undef")
        };
        self.emit(b, format!("{m} = call {ty} @llvm.{name}.{ty}({args})"));
        self.emit(b, format!("{c} = icmp {pred} {ty} {m}, {k}"));
        let (x, y) = if width == 64 {
            self.emit(b, format!("{xw} = sext i32 {x} to i64"));
            self.emit(b, format!("{yw} = sext i32 {y} to i64"));
            (xw, yw)
        } else {
            (x, y)
        };
        self.emit(b, format!("{s} = select i1 {c}, {ty} {x}, {ty} 0"));
        self.emit(b, format!("{r} = and {ty} {y}, {s}"));
    }
}
