//! Values whose known bits, ranges or float classes one rule of LLVM's ValueTracking proves,
//! then one instruction InstSimplify folds exactly where that rule proves enough (feature
//! `ranges`): a division by a constant about the bound the rule gives (`isDivZero`), or a
//! shift by a bit the rule fixes. Each is drawn on both sides of its rule:
//!
//! - products of masked values (`KnownBits::mul`'s leading zeros) and of values whose low bits
//!   are known (its trailing bits);
//! - a positive value over a negative one (`KnownBits::sdiv`, which bounds the quotient only
//!   when the dividend is at least the divisor's magnitude), and a negative one over a negative
//!   one that its known bits allow to be -1 (`MIN / -1` taken as `MAX`);
//! - chains of `select`s of constants over a masked value (`computeConstantRange` stops at the
//!   analysis depth limit);
//! - a lane of an `insertelement` (the demanded lanes of `computeKnownBits`);
//! - a division by a `select` of two constants (`threadBinOpOverSelect`);
//! - `abs` of a value with a known one bit (`KnownBits::abs`: not `MIN`, so non-negative);
//! - a `zext` of a masked `i8` (compares looked through to the narrow source);
//! - a lane of a constant vector at a run-time index (the sign bits of every lane);
//! - a `float` made from an integer, times a constant or another such `float`, widened and read
//!   as an integer (`computeKnownFPClass`: the sign survives when it cannot be a NaN), or
//!   converted back to an integer (a range only from `half`);
//! - a shift by an amount `isKnownNonZero` proves (a `lshr exact` of a nonzero value);
//! - the low bit of an `exact` quotient (`divComputeLowBit`);
//! - a shift of an `i24` by an amount whose known bits allow more than the width (the
//!   largest amount `KnownBits` tries for a width that is not a power of two; dead).
//!
//! The campaign holds the `llvm` cost model's cost of every call site to `opt-19`, so a rule
//! restated wrongly in `seam::passes::llvm_simplify` costs such a callee differently from LLVM.
//! Every value handed on is defined: divisors are never 0 (nor -1 for a signed one), shift
//! amounts stay below the width, `exact` and `nuw` only where they hold, no NaN is read as
//! bits. The shapes that are `poison` or read a NaN's bits (an `insertelement` past the last
//! lane, a sum that may be `0 * inf + x`) are dead: nothing uses them, and LLVM costs them all
//! the same.

use super::*;

/// `2^k - 1`.
fn ones(k: u32) -> i64 {
    (1i64 << k) - 1
}

impl Gen<'_, '_> {
    /// One probe; its result (when it is defined) into the pool.
    pub(super) fn known_probe(&mut self, b: &mut Body) {
        self.used.insert(Feature::Ranges);
        let r = match self.below(12) {
            10 | 11 => self.fold_probe(b),
            0 => self.masked_product(b),
            1 => self.low_bits_product(b),
            2 if self.chance(1, 3) => self.negative_over_negative(b),
            2 => self.positive_over_negative(b),
            3 => self.select_chain(b),
            4 if self.has(Feature::Vectors) => self.inserted_lane(b),
            5 if self.chance(1, 3) => self.abs_sign(b),
            5 => self.divisor_select(b),
            6 => self.narrow_source(b),
            4 | 7 if self.has(Feature::Vectors) => self.constant_lanes(b),
            8 if self.has(Feature::Floats) && self.chance(1, 3) => self.float_range(b),
            8 if self.has(Feature::Floats) => self.float_sign(b),
            4 | 7 | 8 => self.exact_shift_amount(b),
            _ => {
                if self.chance(1, 4) {
                    self.narrow_width_shift(b);
                }
                if self.chance(1, 2) {
                    self.exact_shift_amount(b)
                } else {
                    self.exact_quotient(b)
                }
            }
        };
        self.push_int(b, r);
    }

    /// A condition from two pool values.
    pub(super) fn condition(&mut self, b: &mut Body) -> String {
        let (x, y, c) = (self.int(b), self.int(b), self.fresh(b));
        let p = ["slt", "ult", "eq", "ne"][self.below(4) as usize];
        self.emit(b, format!("{c} = icmp {p} i32 {x}, {y}"));
        c
    }

    /// `op v, d` for `udiv` or `urem` (when `signed`, `sdiv` or `srem`), `d` drawn about
    /// `bound` (the largest value `v` can have): at it, one past, two past or one short.
    fn divide_about(&mut self, b: &mut Body, v: &str, bound: i64, signed: bool) -> String {
        let d = match self.below(5) {
            0 => bound,
            1 | 2 => bound + 1,
            3 => bound + 2,
            _ => bound - 1,
        };
        let d = if signed {
            d.clamp(2, i64::from(i32::MAX))
        } else {
            d.clamp(1, i64::from(u32::MAX))
        };
        let op = match (signed, self.chance(1, 2)) {
            (true, true) => "sdiv",
            (true, false) => "srem",
            (false, true) => "udiv",
            (false, false) => "urem",
        };
        let r = self.fresh(b);
        self.emit(b, format!("{r} = {op} i32 {v}, {}", d as u32 as i32));
        r
    }

    /// `(x & A) * (y & B)`, divided about the power of two above `A * B` or about `A * B`.
    fn masked_product(&mut self, b: &mut Body) -> String {
        let (ka, kb) = (self.range(1, 12), self.range(1, 12));
        let (ma, mb) = (ones(ka), ones(kb));
        let (x, y) = (self.int(b), self.int(b));
        let (pa, pb, pm) = (self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(b, format!("{pa} = and i32 {x}, {ma}"));
        self.emit(b, format!("{pb} = and i32 {y}, {mb}"));
        // The product stays below 2^24: `nuw` holds.
        let flag = if self.chance(1, 4) { "nuw " } else { "" };
        self.emit(b, format!("{pm} = mul {flag}i32 {pa}, {pb}"));
        let p = ma * mb;
        let bound = if self.chance(1, 2) {
            p
        } else {
            ones(64 - (p as u64).leading_zeros())
        };
        self.divide_about(b, &pm, bound, false)
    }

    /// `((x << s) | a) * ((y << s) | c)`: its low `s` bits are `a * c`'s; masked to `t <= s`
    /// of them (or one more) and divided about what they are.
    fn low_bits_product(&mut self, b: &mut Body) -> String {
        let s = self.range(1, 6);
        let (oa, ob) = (self.below(1 << s), self.below(1 << s));
        let (x, y) = (self.int(b), self.int(b));
        let [ka, kb, kc, kd, km, kn] = [(); 6].map(|_| self.fresh(b));
        self.emit(b, format!("{ka} = shl i32 {x}, {s}"));
        self.emit(b, format!("{kb} = or i32 {ka}, {oa}"));
        self.emit(b, format!("{kc} = shl i32 {y}, {s}"));
        self.emit(b, format!("{kd} = or i32 {kc}, {ob}"));
        self.emit(b, format!("{km} = mul i32 {kb}, {kd}"));
        let t = if self.chance(3, 4) { s } else { s + 1 };
        self.emit(b, format!("{kn} = and i32 {km}, {}", ones(t)));
        let low = i64::from(oa * ob) & ones(s.min(t));
        self.divide_about(b, &kn, low, false)
    }

    /// `(x & M) | L` (at least `L`, positive) over `(y & m) | -2^u` (in `-2^u ..= -2^u + m`,
    /// never -1), its complement divided about the largest it can be: LLVM bounds the quotient
    /// only where the dividend is at least the divisor's magnitude.
    fn positive_over_negative(&mut self, b: &mut Body) -> String {
        let k = self.range(1, 12);
        let lo = if self.chance(1, 2) {
            1i64 << k
        } else {
            1i64 << self.range(k, 14)
        };
        let t = self.range(0, 3);
        let u = self.range(t + 1, 5);
        let (x, y) = (self.int(b), self.int(b));
        let [sa, sb, sc, sd, se, sf] = [(); 6].map(|_| self.fresh(b));
        self.emit(b, format!("{sa} = and i32 {x}, {}", ones(k)));
        self.emit(b, format!("{sb} = or i32 {sa}, {lo}"));
        self.emit(b, format!("{sc} = and i32 {y}, {}", ones(t)));
        self.emit(b, format!("{sd} = or i32 {sc}, {}", -(1i64 << u)));
        self.emit(b, format!("{se} = sdiv i32 {sb}, {sd}"));
        self.emit(b, format!("{sf} = xor i32 {se}, -1"));
        // The quotient is at least -(lo + M) / (2^u - m): its complement at most that less 1.
        let most = (lo + ones(k)) / ((1i64 << u) - ones(t)) - 1;
        self.divide_about(b, &sf, most.max(0), false)
    }

    /// `(x & M) | MIN` over `y | MIN` kept from -1 by a `select` (`n == -1 ? -2 : n`), whose
    /// known bits still allow -1 (or, one time in four, `& -2` of it, which cannot be):
    /// LLVM's `KnownBits::sdiv` takes `MIN / -1` as `MAX`, so the quotient is known
    /// non-negative, and divided by 2^31 it is 0, by `2^31 - 1` not known to be.
    fn negative_over_negative(&mut self, b: &mut Body) -> String {
        let (x, y) = (self.int(b), self.int(b));
        let [a, n, c, d, q, r] = [(); 6].map(|_| self.fresh(b));
        let m = if self.chance(1, 2) {
            i64::from(i32::MAX)
        } else {
            ones(self.range(1, 30))
        };
        let (dividend, divisor) = (self.fresh(b), self.fresh(b));
        self.emit(b, format!("{a} = and i32 {x}, {m}"));
        self.emit(b, format!("{dividend} = or i32 {a}, -2147483648"));
        let clear = if self.chance(1, 4) { -2 } else { -1 };
        self.emit(b, format!("{n} = or i32 {y}, -2147483648"));
        self.emit(b, format!("{divisor} = and i32 {n}, {clear}"));
        self.emit(b, format!("{c} = icmp eq i32 {divisor}, -1"));
        self.emit(b, format!("{d} = select i1 {c}, i32 -2, i32 {divisor}"));
        self.emit(b, format!("{q} = sdiv i32 {dividend}, {d}"));
        let op = if self.chance(1, 2) { "udiv" } else { "urem" };
        let by = if self.chance(2, 3) {
            i32::MIN
        } else {
            i32::MAX
        };
        self.emit(b, format!("{r} = {op} i32 {q}, {by}"));
        r
    }

    /// `x & M`, then `n` `select`s of constants below 50 over it, divided about the largest.
    fn select_chain(&mut self, b: &mut Body) -> String {
        let n = self.range(1, 14);
        let m = ones(self.range(1, 6));
        let c = self.condition(b);
        let x = self.int(b);
        let mut v = self.fresh(b);
        self.emit(b, format!("{v} = and i32 {x}, {m}"));
        let mut most = m;
        for _ in 0..n {
            let k = i64::from(self.below(50));
            most = most.max(k);
            let (s, c) = if self.chance(1, 4) {
                (self.fresh(b), self.condition(b))
            } else {
                (self.fresh(b), c.clone())
            };
            self.emit(b, format!("{s} = select i1 {c}, i32 {k}, i32 {v}"));
            v = s;
        }
        let signed = self.chance(1, 2);
        self.divide_about(b, &v, most, signed)
    }

    /// A lane of `insertelement` of a small value (or a pool value) into `<x, 0>` or zeros,
    /// divided by 8; one time in four also an `insertelement` past the last lane (`poison`,
    /// LLVM demands every lane and the element), unused.
    fn inserted_lane(&mut self, b: &mut Body) -> String {
        self.used.insert(Feature::Vectors);
        let x = self.int(b);
        let base = if self.chance(1, 2) {
            let v = self.fresh(b);
            self.emit(
                b,
                format!("{v} = insertelement <2 x i32> zeroinitializer, i32 {x}, i64 0"),
            );
            v
        } else {
            "zeroinitializer".to_owned()
        };
        let elt = if self.chance(1, 2) {
            let (y, e) = (self.int(b), self.fresh(b));
            self.emit(b, format!("{e} = and i32 {y}, 7"));
            e
        } else {
            self.int(b)
        };
        if self.chance(1, 4) {
            let idx = if self.chance(1, 2) { 2 } else { 64 };
            let [p, q, d] = [(); 3].map(|_| self.fresh(b));
            self.emit(
                b,
                format!("{p} = insertelement <2 x i32> {base}, i32 {elt}, i64 {idx}"),
            );
            self.emit(b, format!("{q} = extractelement <2 x i32> {p}, i64 0"));
            self.emit(b, format!("{d} = udiv i32 {q}, 8"));
        }
        let (idx, lane) = (self.below(2), self.below(2));
        let (v, e, r) = (self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(
            b,
            format!("{v} = insertelement <2 x i32> {base}, i32 {elt}, i64 {idx}"),
        );
        self.emit(b, format!("{e} = extractelement <2 x i32> {v}, i64 {lane}"));
        let op = if self.chance(1, 2) { "udiv" } else { "urem" };
        self.emit(b, format!("{r} = {op} i32 {e}, 8"));
        r
    }

    /// `abs(x | K)` (`K` small and nonzero, or `MIN`), divided by 2^31 or `2^31 - 1`: a value
    /// with a known one bit other than the sign cannot be `MIN`, so its `abs` is known
    /// non-negative (LLVM's `KnownBits::abs`); `x | MIN` may be `MIN`.
    fn abs_sign(&mut self, b: &mut Body) -> String {
        self.intrinsic("declare i32 @llvm.abs.i32(i32, i1 immarg)");
        let k = if self.chance(1, 3) {
            i32::MIN
        } else {
            self.range(1, 64) as i32
        };
        let x = self.int(b);
        let [o, a, r] = [(); 3].map(|_| self.fresh(b));
        self.emit(b, format!("{o} = or i32 {x}, {k}"));
        self.emit(
            b,
            format!("{a} = call i32 @llvm.abs.i32(i32 {o}, i1 false)"),
        );
        let op = if self.chance(1, 2) { "udiv" } else { "urem" };
        let by = if self.chance(2, 3) {
            i32::MIN
        } else {
            i32::MAX
        };
        self.emit(b, format!("{r} = {op} i32 {a}, {by}"));
        r
    }

    /// `(x & M) / select(c, P, Q)`, with P and Q powers of two about M + 1.
    fn divisor_select(&mut self, b: &mut Body) -> String {
        let k = self.range(1, 8);
        let near = |g: &mut Self| 1i64 << (k + g.below(3)).saturating_sub(1);
        let (p, q) = (near(self), near(self));
        let c = self.condition(b);
        let (x, v, s, r) = (self.int(b), self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(b, format!("{v} = and i32 {x}, {}", ones(k)));
        self.emit(b, format!("{s} = select i1 {c}, i32 {p}, i32 {q}"));
        let op = if self.chance(1, 2) { "udiv" } else { "urem" };
        self.emit(b, format!("{r} = {op} i32 {v}, {s}"));
        r
    }

    /// `zext ((trunc x to i8) & M)`, divided about M.
    fn narrow_source(&mut self, b: &mut Body) -> String {
        let m = i64::from(self.range(1, 255));
        let x = self.int(b);
        let (t, a, z) = (self.fresh(b), self.fresh(b), self.fresh(b));
        self.emit(b, format!("{t} = trunc i32 {x} to i8"));
        self.emit(b, format!("{a} = and i8 {t}, {}", m as u8 as i8));
        let ext = if self.chance(1, 4) { "sext" } else { "zext" };
        self.emit(b, format!("{z} = {ext} i8 {a} to i32"));
        let bound = if ext == "sext" && m >= 128 {
            i64::from(u32::MAX)
        } else {
            m
        };
        let signed = self.chance(1, 2);
        self.divide_about(b, &z, bound, signed)
    }

    /// A lane (at a run-time index, masked) of a constant vector whose lanes are 0, -1 or
    /// small, shifted right by a masked amount: all sign bits exactly when every lane is 0
    /// or -1.
    fn constant_lanes(&mut self, b: &mut Body) -> String {
        self.used.insert(Feature::Vectors);
        let lanes: Vec<String> = (0..2)
            .map(|_| {
                let v = match self.below(4) {
                    0 | 1 => 0,
                    2 => -1,
                    _ => self.range(1, 9) as i32,
                };
                format!("i32 {v}")
            })
            .collect();
        let (x, y) = (self.int(b), self.int(b));
        let [i, e, s, r] = [(); 4].map(|_| self.fresh(b));
        self.emit(b, format!("{i} = and i32 {x}, 1"));
        self.emit(
            b,
            format!(
                "{e} = extractelement <2 x i32> <{}>, i32 {i}",
                lanes.join(", ")
            ),
        );
        self.emit(b, format!("{s} = and i32 {y}, 31"));
        self.emit(b, format!("{r} = ashr i32 {e}, {s}"));
        r
    }

    /// `uitofp (x | 1)` times a constant (an infinity, 2, -2, 0.5) or `uitofp y`, widened to
    /// `double` and read as an `i64`, divided by 2^63: 0 exactly when its sign is known
    /// positive. One time in three also a sum of `uitofp x * +inf` (a NaN when `x` is 0) and
    /// another, read as bits: unused.
    fn float_sign(&mut self, b: &mut Body) -> String {
        self.used.insert(Feature::Floats);
        let (x, y) = (self.int(b), self.int(b));
        let [o, f, g, m, w, i, q, r] = [(); 8].map(|_| self.fresh(b));
        self.emit(b, format!("{o} = or i32 {x}, 1"));
        self.emit(b, format!("{f} = uitofp i32 {o} to float"));
        let k = match self.below(6) {
            0 => "0x7FF0000000000000".to_owned(),
            1 => "0xFFF0000000000000".to_owned(),
            2 => "2.0".to_owned(),
            3 => "-2.0".to_owned(),
            4 => "0.5".to_owned(),
            _ => {
                self.emit(b, format!("{g} = uitofp i32 {y} to float"));
                g.clone()
            }
        };
        self.emit(b, format!("{m} = fmul float {f}, {k}"));
        if self.chance(1, 3) {
            let [u, n, s, t, d] = [(); 5].map(|_| self.fresh(b));
            self.emit(b, format!("{u} = uitofp i32 {x} to float"));
            self.emit(b, format!("{n} = fmul float {u}, 0x7FF0000000000000"));
            self.emit(b, format!("{s} = fadd float {n}, {f}"));
            self.emit(b, format!("{t} = bitcast float {s} to i32"));
            self.emit(b, format!("{d} = udiv i32 {t}, -2147483648"));
        }
        self.emit(b, format!("{w} = fpext float {m} to double"));
        self.emit(b, format!("{i} = bitcast double {w} to i64"));
        self.emit(b, format!("{q} = udiv i64 {i}, -9223372036854775808"));
        self.emit(b, format!("{r} = trunc i64 {q} to i32"));
        r
    }

    /// `fptoui`/`fptosi` of `uitofp (x & (2^k - 1))` (exact in a `float`, in range), divided
    /// about 2^k - 1 or about 65504: LLVM bounds a conversion from `half` (at most 65504) and
    /// from nothing wider, so only the division by the source's own bound of a value it cannot
    /// bound stays unfolded either way.
    fn float_range(&mut self, b: &mut Body) -> String {
        self.used.insert(Feature::Floats);
        let k = self.range(8, 17);
        let x = self.int(b);
        let [m, f, i] = [(); 3].map(|_| self.fresh(b));
        self.emit(b, format!("{m} = and i32 {x}, {}", ones(k)));
        self.emit(b, format!("{f} = uitofp i32 {m} to float"));
        let op = if self.chance(1, 2) {
            "fptoui"
        } else {
            "fptosi"
        };
        self.emit(b, format!("{i} = {op} float {f} to i32"));
        let bound = if self.chance(1, 2) { ones(k) } else { 65504 };
        let signed = op == "fptosi" && self.chance(1, 2);
        self.divide_about(b, &i, bound, signed)
    }

    /// `y << ((z & 8 | 4) >> a)`, its low bit, and a shift by that bit: the bit is 0 where
    /// LLVM proves the amount nonzero (`lshr exact` of a nonzero value, `a` in 0..=1, where
    /// `exact` holds), unknown where it cannot (no `exact`, `a` up to 31).
    fn exact_shift_amount(&mut self, b: &mut Body) -> String {
        let (x, y, z) = (self.int(b), self.int(b), self.int(b));
        let [za, zb, am, zc, zd, ze, zf] = [(); 7].map(|_| self.fresh(b));
        self.emit(b, format!("{za} = and i32 {z}, 8"));
        self.emit(b, format!("{zb} = or i32 {za}, 4"));
        let (exact, mask) = match self.below(3) {
            0 => ("exact ", 1),
            1 => ("", 1),
            _ => ("", 31),
        };
        self.emit(b, format!("{am} = and i32 {x}, {mask}"));
        self.emit(b, format!("{zc} = lshr {exact}i32 {zb}, {am}"));
        self.emit(b, format!("{zd} = shl i32 {y}, {zc}"));
        self.emit(b, format!("{ze} = and i32 {zd}, 1"));
        self.emit(b, format!("{zf} = lshr i32 {x}, {ze}"));
        zf
    }

    /// A shift of an `i24` (a width that is not a power of two, where the largest amount
    /// `KnownBits` tries is the width less one, not what the amount's low bits allow):
    /// `lshr (x | 0xFE0000), (y & 8 | 17)`, whose amount is 17 or 25 (25 past the width, not
    /// tried: bit 0 is then known one), or one time in three `(y & 1 | 16)` (16 or 17: not
    /// known); its low bit, flipped, shifts `y`, which does nothing exactly when that bit is
    /// known. Dead: the amount 25 is `poison` (nothing uses any of it; LLVM costs it all
    /// the same).
    fn narrow_width_shift(&mut self, b: &mut Body) {
        let (x, y) = (self.int(b), self.int(b));
        let (m, k) = if self.chance(1, 3) { (1, 16) } else { (8, 17) };
        let [wx, wy, wv, wm, wa, ws, wt, wu, ww] = [(); 9].map(|_| self.fresh(b));
        self.emit(b, format!("{wx} = trunc i32 {x} to i24"));
        self.emit(b, format!("{wy} = trunc i32 {y} to i24"));
        self.emit(b, format!("{wv} = or i24 {wx}, -131072"));
        self.emit(b, format!("{wm} = and i24 {wy}, {m}"));
        self.emit(b, format!("{wa} = or i24 {wm}, {k}"));
        self.emit(b, format!("{ws} = lshr i24 {wv}, {wa}"));
        self.emit(b, format!("{wt} = and i24 {ws}, 1"));
        self.emit(b, format!("{wu} = xor i24 {wt}, 1"));
        self.emit(b, format!("{ww} = lshr i24 {wy}, {wu}"));
    }

    /// `(q * d) / d` with `exact` (it holds: the product of two values below 2^10 does not
    /// wrap, so neither do its flags), `q` and `d` odd, even or either: the quotient's low
    /// bit, flipped, shifts a pool value, which does nothing exactly when LLVM knows the
    /// quotient is odd.
    fn exact_quotient(&mut self, b: &mut Body) -> String {
        let shaped = |g: &mut Self, b: &mut Body| {
            let (v, a, s) = (g.int(b), g.fresh(b), g.fresh(b));
            g.emit(b, format!("{a} = and i32 {v}, 255"));
            match g.below(3) {
                0 => g.emit(b, format!("{s} = or i32 {a}, 1")),
                1 => g.emit(b, format!("{s} = shl i32 {a}, 1")),
                _ => return a,
            }
            s
        };
        let q = shaped(self, b);
        // The divisor is never 0.
        let d0 = shaped(self, b);
        let d = self.fresh(b);
        self.emit(b, format!("{d} = or i32 {d0}, 1"));
        let d = if self.chance(1, 3) {
            let e = self.fresh(b);
            self.emit(b, format!("{e} = shl i32 {d}, 1"));
            e
        } else {
            d
        };
        let y = self.int(b);
        let [p, dq, dr, ds, dt] = [(); 5].map(|_| self.fresh(b));
        // Every flag holds; with `nuw` (`nsw` for `sdiv`) InstSimplify takes `q` back first.
        let flag = ["", "nuw ", "nsw ", "nuw nsw "][self.below(4) as usize];
        self.emit(b, format!("{p} = mul {flag}i32 {q}, {d}"));
        let op = if self.chance(1, 2) { "udiv" } else { "sdiv" };
        self.emit(b, format!("{dq} = {op} exact i32 {p}, {d}"));
        self.emit(b, format!("{dr} = and i32 {dq}, 1"));
        self.emit(b, format!("{ds} = xor i32 {dr}, 1"));
        self.emit(b, format!("{dt} = lshr i32 {y}, {ds}"));
        dt
    }
}
