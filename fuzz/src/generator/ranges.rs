//! Values with a range or sign bits LLVM's InstSimplify can prove, divided or shifted at the
//! edge of what it proves (feature `ranges`): the shapes behind `isDivZero` (a quotient 0, a
//! remainder its dividend, when the dividend's range lies inside the divisor's magnitude)
//! and behind `ashr` of a value made only of sign bits. The `llvm` cost model must restate
//! that reasoning exactly (the campaign holds it to `opt-19` site by site), so each divisor
//! is drawn at, just past or just short of the bound the generator computes itself: both
//! sides of every boundary. Every value here is defined: no division by 0, no `MIN / -1`,
//! no shift by the width or more, flags only where they hold.

use super::*;

const MIN: i64 = i32::MIN as i64;
const MAX: i64 = i32::MAX as i64;
const UMAX: i64 = u32::MAX as i64;

/// Bounds that hold for an `i32` value: `lo..=hi` signed, `umin..=umax` unsigned.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Bounds {
    lo: i64,
    hi: i64,
    umin: i64,
    umax: i64,
}

impl Bounds {
    /// Signed bounds `lo..=hi`, and the unsigned ones they imply.
    fn signed(lo: i64, hi: i64) -> Bounds {
        let (umin, umax) = if lo >= 0 {
            (lo, hi)
        } else if hi < 0 {
            (lo + (1 << 32), hi + (1 << 32))
        } else {
            (0, UMAX)
        };
        Bounds { lo, hi, umin, umax }
    }

    /// Unsigned bounds `umin..=umax`, and the signed ones they imply.
    fn unsigned(umin: i64, umax: i64) -> Bounds {
        if umax <= MAX {
            return Bounds::signed(umin, umax);
        }
        if umin > MAX {
            return Bounds {
                lo: umin - (1 << 32),
                hi: umax - (1 << 32),
                umin,
                umax,
            };
        }
        Bounds {
            umin,
            umax,
            ..Bounds::signed(MIN, MAX)
        }
    }

    /// What both bounds say. Both hold for the value, so the meet does, and it is not empty.
    fn meet(self, o: Bounds) -> Bounds {
        let s = Bounds::signed(self.lo.max(o.lo), self.hi.min(o.hi));
        let u = Bounds::unsigned(self.umin.max(o.umin), self.umax.min(o.umax));
        Bounds {
            lo: s.lo.max(u.lo),
            hi: s.hi.min(u.hi),
            umin: s.umin.max(u.umin),
            umax: s.umax.min(u.umax),
        }
    }

    /// Bounds that hold for either value (a `select` of the two).
    fn join(self, o: Bounds) -> Bounds {
        Bounds {
            lo: self.lo.min(o.lo),
            hi: self.hi.max(o.hi),
            umin: self.umin.min(o.umin),
            umax: self.umax.max(o.umax),
        }
    }
}

/// An `i32` value with two sets of bounds: `outer`, what its last operation alone gives
/// whatever its operand (the bounds LLVM's `setLimitsForBinOp` and `getRangeForIntrinsic`
/// compute), and `whole`, what the whole chain of ranged values under it gives (the meet
/// with the bounds carried through from the operand: `umax(16, smax(x, 48))` is at least 48,
/// though its outer bound is 16). Divisions are drawn about either, so both the boundary one
/// operation decides and the one only the chain decides are reached from both sides.
#[derive(Clone)]
struct Ranged {
    v: String,
    outer: Bounds,
    whole: Bounds,
}

impl Ranged {
    fn new(v: String, lo: i64, hi: i64) -> Ranged {
        let b = Bounds::signed(lo, hi);
        Ranged {
            v,
            outer: b,
            whole: b,
        }
    }

    /// Only unsigned bounds: `umin..=umax`.
    fn unsigned(v: String, umin: i64, umax: i64) -> Ranged {
        let b = Bounds::unsigned(umin, umax);
        Ranged {
            v,
            outer: b,
            whole: b,
        }
    }

    fn unknown(v: String) -> Ranged {
        Ranged::new(v, MIN, MAX)
    }

    /// The chain's bounds made tighter by `through` (bounds carried from the operand).
    fn through(mut self, through: Option<Bounds>) -> Ranged {
        if let Some(t) = through {
            self.whole = self.whole.meet(t);
        }
        self
    }
}

impl Gen<'_, '_> {
    /// One ranged division (or sign-bit shift), its result into the pool.
    pub(super) fn ranged_division(&mut self, b: &mut Body) {
        self.used.insert(Feature::Ranges);
        let r = self.fresh(b);
        match self.below(10) {
            8 => {
                // A product whose sign only its `nsw` flag tells, divided at the edge of
                // that sign: unsigned by MAX (never 0) or by 2^31 or just past (0 when the
                // sign is known), signed by `MIN` (0 when it is known not to be `MIN`).
                let (x, m) = (self.int(b), self.fresh(b));
                let v = self.signed_product(b, &x, m).v;
                let (e, signed) = match self.below(5) {
                    0 => (MAX, false),
                    1 => (MIN, false),
                    2 => (MIN + 1, false),
                    _ => (MIN, true),
                };
                let op = match (signed, self.chance(1, 2)) {
                    (true, true) => "sdiv",
                    (true, false) => "srem",
                    (false, true) => "udiv",
                    (false, false) => "urem",
                };
                self.emit(b, format!("{r} = {op} i32 {v}, {e}"));
            }
            7 => {
                // A constant over a ranged divisor that is never 0, the constant about the
                // divisor's smallest magnitude (the lower bounds of the range rules).
                let (v, p) = self.ranged_pick(b);
                let near = |g: &mut Self, m: i64| (m + i64::from(g.below(4)) - 2).clamp(0, UMAX);
                if p.umin >= 1 && (p.lo < 1 && p.hi > -1 || self.chance(1, 2)) {
                    let c = near(self, p.umin);
                    let op = if self.chance(1, 2) { "udiv" } else { "urem" };
                    self.emit(b, format!("{r} = {op} i32 {}, {v}", c as u32 as i32));
                } else if p.lo >= 1 || p.hi <= -1 {
                    let m = if p.lo >= 1 { p.lo } else { -p.hi };
                    let c = near(self, m).min(MAX);
                    let c = if self.chance(1, 2) { -c } else { c };
                    let op = if self.chance(1, 2) { "sdiv" } else { "srem" };
                    self.emit(b, format!("{r} = {op} i32 {c}, {v}"));
                } else {
                    // Not bounded away from 0: divided by a constant about its largest value.
                    let e = (p.umax + i64::from(self.below(3))).clamp(1, UMAX);
                    self.emit(b, format!("{r} = urem i32 {v}, {}", e as u32 as i32));
                }
            }
            0..=2 => {
                // Unsigned: `udiv`/`urem` by a constant about the dividend's largest value.
                let (v, p) = self.ranged_pick(b);
                let e = match self.below(4) {
                    0 => p.umax,
                    1 | 2 => p.umax + 1,
                    _ => p.umax + 2,
                };
                let e = if e > UMAX { UMAX } else { e.max(1) };
                let op = if self.chance(1, 2) { "udiv" } else { "urem" };
                self.emit(b, format!("{r} = {op} i32 {v}, {}", e as u32 as i32));
            }
            3..=5 => {
                // Signed: `sdiv`/`srem` by a constant about the dividend's largest magnitude.
                let (v, p) = self.ranged_pick(b);
                let m = (-p.lo).max(p.hi);
                let mag = m + i64::from(self.below(3)) - i64::from(self.chance(1, 4));
                let e = if mag >= 1 << 31 {
                    MIN
                } else if self.chance(1, 2) {
                    -mag
                } else {
                    mag
                };
                let e = if e == 0 || e == -1 { 2 } else { e };
                let op = if self.chance(1, 2) { "sdiv" } else { "srem" };
                self.emit(b, format!("{r} = {op} i32 {v}, {e}"));
            }
            6 => {
                // A constant dividend against a divisor bounded away from it.
                let x = self.int(b);
                let (d, k) = (self.fresh(b), self.range(1, 1 << 12) as i64);
                let near = k + i64::from(self.below(3)) - 1;
                if self.chance(1, 2) {
                    // `or x, K` is at least K (unsigned): `C /u (x | K)` is 0 when C < K.
                    self.emit(b, format!("{d} = or i32 {x}, {k}"));
                    let op = if self.chance(1, 2) { "udiv" } else { "urem" };
                    self.emit(b, format!("{r} = {op} i32 {near}, {d}"));
                } else {
                    // `smax(x, K)` is at least K > 0: `C / smax(x, K)` is 0 when |C| < K.
                    self.intrinsic("declare i32 @llvm.smax.i32(i32, i32)");
                    self.emit(
                        b,
                        format!("{d} = call i32 @llvm.smax.i32(i32 {x}, i32 {k})"),
                    );
                    let c = if self.chance(1, 2) { -near } else { near };
                    let op = if self.chance(1, 2) { "sdiv" } else { "srem" };
                    self.emit(b, format!("{r} = {op} i32 {c}, {d}"));
                }
            }
            _ => {
                // `ashr` of a value made only of sign bits does nothing.
                let p = if self.chance(1, 3) {
                    self.sign_lanes(b)
                } else {
                    self.sign_pack(b)
                };
                let k = self.range(1, 31);
                self.emit(b, format!("{r} = ashr i32 {p}, {k}"));
            }
        }
        self.push_int(b, r);
    }

    /// A ranged value, one time in four a `select` of two, and the bounds to divide about:
    /// its outer bounds, or (one time in two, where the chain under it says more) the whole
    /// chain's.
    fn ranged_pick(&mut self, b: &mut Body) -> (String, Bounds) {
        let p = if self.chance(1, 4) {
            let (t, f) = (self.ranged(b, 1), self.ranged(b, 1));
            let (x, y) = (self.int(b), self.int(b));
            let (c, s) = (self.fresh(b), self.fresh(b));
            self.emit(b, format!("{c} = icmp slt i32 {x}, {y}"));
            self.emit(b, format!("{s} = select i1 {c}, i32 {}, i32 {}", t.v, f.v));
            Ranged {
                v: s,
                outer: t.outer.join(f.outer),
                whole: t.whole.join(f.whole),
            }
        } else {
            let depth = if self.chance(1, 3) { 2 } else { 1 };
            self.ranged(b, depth)
        };
        let bounds = if p.whole != p.outer && self.chance(1, 2) {
            p.whole
        } else {
            p.outer
        };
        (p.v, bounds)
    }

    /// A value of known bounds: one of LLVM's `setLimitsForBinOp`, `getRangeForIntrinsic`
    /// or extension shapes on a pool value (or, `depth` > 1, on another ranged value).
    fn ranged(&mut self, b: &mut Body, depth: u32) -> Ranged {
        // The operand: a pool value, or a ranged one whose chain's bounds are carried
        // through this operation into `whole` where it is monotone enough to say.
        let (x, inner) = if depth > 1 {
            let i = self.ranged(b, depth - 1);
            (i.v, Some(i.whole))
        } else {
            (self.int(b), None)
        };
        let carry = |f: &dyn Fn(Bounds) -> Bounds| inner.map(f);
        let r = self.fresh(b);
        let any = |c: i64| c as i32;
        // A constant: small, a power of two or one less, or any word.
        let pick = |g: &mut Self| -> i64 {
            match g.below(4) {
                0 => i64::from(g.small()),
                1 => 1i64 << g.range(1, 30),
                2 => (1i64 << g.range(1, 30)) - 1,
                _ => i64::from(g.word()),
            }
        };
        match self.below(20) {
            0 => {
                let m = pick(self);
                self.emit(b, format!("{r} = and i32 {x}, {}", any(m)));
                let outer = if m >= 0 {
                    Ranged::new(r, 0, m)
                } else {
                    Ranged::unknown(r)
                };
                // No more than either operand, unsigned.
                let mu = i64::from(any(m) as u32);
                outer.through(carry(&|i| Bounds::unsigned(0, i.umax.min(mu))))
            }
            1 => {
                let c = -i64::from(self.range(1, 1 << 16));
                self.emit(b, format!("{r} = or i32 {x}, {c}"));
                // No less than either operand, unsigned.
                let cu = c + (1 << 32);
                Ranged::new(r, c, -1).through(carry(&|i| Bounds::unsigned(i.umin.max(cu), UMAX)))
            }
            2 | 3 => {
                let k = self.range(1, 31);
                if self.chance(1, 2) {
                    self.emit(b, format!("{r} = lshr i32 {x}, {k}"));
                    Ranged::new(r, 0, UMAX >> k)
                        .through(carry(&|i| Bounds::unsigned(i.umin >> k, i.umax >> k)))
                } else {
                    self.emit(b, format!("{r} = ashr i32 {x}, {k}"));
                    Ranged::new(r, MIN >> k, MAX >> k)
                        .through(carry(&|i| Bounds::signed(i.lo >> k, i.hi >> k)))
                }
            }
            4 => {
                // `shr C, x`: between C and C shifted all the way; with `exact` (the amount
                // kept within C's trailing zeros), shifted as far as those zeros go.
                let c = i64::from(any(pick(self)));
                let tz = (c as u32).trailing_zeros().min(31);
                let exact = tz > 0 && self.chance(1, 3);
                let (m, limit) = (self.fresh(b), if exact { tz } else { 31 });
                let mask = (1u32 << (31 - (limit + 1).leading_zeros())) - 1;
                self.emit(b, format!("{m} = and i32 {x}, {mask}"));
                let far = if exact { tz } else { 31 };
                let flag = if exact { "exact " } else { "" };
                if self.chance(1, 2) {
                    self.emit(b, format!("{r} = ashr {flag}i32 {c}, {m}"));
                    let end = c >> far;
                    Ranged::new(r, c.min(end), c.max(end))
                } else {
                    self.emit(b, format!("{r} = lshr {flag}i32 {c}, {m}"));
                    let cu = i64::from(c as u32);
                    Ranged::unsigned(r, cu >> far, cu)
                }
            }
            5 => {
                let c = i64::from(self.range(2, 1 << 20));
                self.emit(b, format!("{r} = udiv i32 {x}, {c}"));
                Ranged::new(r, 0, UMAX / c)
                    .through(carry(&|i| Bounds::unsigned(i.umin / c, i.umax / c)))
            }
            6 => {
                let c = i64::from(self.range(1, 1 << 20));
                self.emit(b, format!("{r} = urem i32 {x}, {c}"));
                // The dividend itself when it is below the divisor.
                Ranged::new(r, 0, c - 1).through(carry(&|i| {
                    if i.umax < c {
                        i
                    } else {
                        Bounds::unsigned(0, c - 1)
                    }
                }))
            }
            7 | 8 => {
                // `op C, (x | 1)`: the divisor is never 0 (nor -1 with C = MIN: C is not).
                let c = i64::from(self.range(0, 1 << 16)) - (1 << 15);
                let (d, op) = (
                    self.fresh(b),
                    ["udiv", "urem", "sdiv", "srem"][self.below(4) as usize],
                );
                self.emit(b, format!("{d} = or i32 {x}, 1"));
                self.emit(b, format!("{r} = {op} i32 {c}, {d}"));
                match op {
                    "udiv" | "urem" if c >= 0 => Ranged::new(r, 0, c),
                    "sdiv" => Ranged::new(r, -c.abs(), c.abs()),
                    "srem" => Ranged::new(r, c.min(0), c.max(0)),
                    _ => Ranged::unknown(r),
                }
            }
            9 | 10 if self.chance(1, 6) => {
                // `sdiv` by -1 of a value that is never MIN (LLVM's range for it is
                // `[-MAX, MAX]` whatever the dividend).
                let h = self.fresh(b);
                self.emit(b, format!("{h} = lshr i32 {x}, 1"));
                self.emit(b, format!("{r} = sdiv i32 {h}, -1"));
                Ranged::new(r, -MAX, 0)
            }
            9 | 10 => {
                // `sdiv`/`srem` by a constant other than 0 and -1.
                let mut c = pick(self);
                if c == 0 || c == -1 {
                    c = 3;
                }
                if self.chance(1, 2) {
                    self.emit(b, format!("{r} = sdiv i32 {x}, {}", any(c)));
                    let c = i64::from(any(c));
                    let (p, q) = (MIN / c, MAX / c);
                    // Truncating division by a constant is monotone in the dividend.
                    Ranged::new(r, p.min(q), p.max(q)).through(carry(&|i| {
                        let (p, q) = (i.lo / c, i.hi / c);
                        Bounds::signed(p.min(q), p.max(q))
                    }))
                } else {
                    self.emit(b, format!("{r} = srem i32 {x}, {}", any(c)));
                    let m = i64::from(any(c)).abs() - 1;
                    // The remainder has the dividend's sign and is no larger than it.
                    Ranged::new(r, -m, m).through(carry(&|i| {
                        if i.lo >= 0 {
                            Bounds::signed(0, i.hi.min(m))
                        } else if i.hi <= 0 {
                            Bounds::signed(i.lo.max(-m), 0)
                        } else {
                            Bounds::signed(i.lo.max(-m), i.hi.min(m))
                        }
                    }))
                }
            }
            11 | 12 => {
                let which = ["smax", "smin", "umax", "umin"][self.below(4) as usize];
                let c = pick(self);
                self.intrinsic(match which {
                    "smax" => "declare i32 @llvm.smax.i32(i32, i32)",
                    "smin" => "declare i32 @llvm.smin.i32(i32, i32)",
                    "umax" => "declare i32 @llvm.umax.i32(i32, i32)",
                    _ => "declare i32 @llvm.umin.i32(i32, i32)",
                });
                let (a, bb) = if self.chance(3, 4) {
                    (x, any(c).to_string())
                } else {
                    (any(c).to_string(), x)
                };
                self.emit(
                    b,
                    format!("{r} = call i32 @llvm.{which}.i32(i32 {a}, i32 {bb})"),
                );
                let c = i64::from(any(c));
                let cu = i64::from(c as i32 as u32);
                // Monotone in each operand: the operand's bounds taken through the constant.
                match which {
                    "smax" => Ranged::new(r, c, MAX)
                        .through(carry(&|i| Bounds::signed(i.lo.max(c), i.hi.max(c)))),
                    "smin" => Ranged::new(r, MIN, c)
                        .through(carry(&|i| Bounds::signed(i.lo.min(c), i.hi.min(c)))),
                    "umin" => Ranged::unsigned(r, 0, cu)
                        .through(carry(&|i| Bounds::unsigned(i.umin.min(cu), i.umax.min(cu)))),
                    _ => Ranged::unsigned(r, cu, UMAX)
                        .through(carry(&|i| Bounds::unsigned(i.umin.max(cu), i.umax.max(cu)))),
                }
            }
            13 => {
                let f = ["ctpop", "ctlz", "cttz"][self.below(3) as usize];
                if f == "ctpop" {
                    self.intrinsic("declare i32 @llvm.ctpop.i32(i32)");
                    self.emit(b, format!("{r} = call i32 @llvm.ctpop.i32(i32 {x})"));
                } else {
                    self.intrinsic(if f == "ctlz" {
                        "declare i32 @llvm.ctlz.i32(i32, i1 immarg)"
                    } else {
                        "declare i32 @llvm.cttz.i32(i32, i1 immarg)"
                    });
                    self.emit(
                        b,
                        format!("{r} = call i32 @llvm.{f}.i32(i32 {x}, i1 false)"),
                    );
                }
                Ranged::new(r, 0, 32)
            }
            14 => {
                self.intrinsic("declare i32 @llvm.abs.i32(i32, i1 immarg)");
                if self.chance(1, 2) {
                    // abs(MIN) is MIN: unsigned at most 2^31.
                    self.emit(
                        b,
                        format!("{r} = call i32 @llvm.abs.i32(i32 {x}, i1 false)"),
                    );
                    Ranged::unsigned(r, 0, 1 << 31)
                } else {
                    // Of a value that is never MIN: the poison flag holds.
                    let h = self.fresh(b);
                    self.emit(b, format!("{h} = lshr i32 {x}, 1"));
                    self.emit(b, format!("{r} = call i32 @llvm.abs.i32(i32 {h}, i1 true)"));
                    Ranged::new(r, 0, MAX)
                }
            }
            15 | 16 => {
                let (n, t) = if self.chance(1, 2) {
                    (8, self.fresh(b))
                } else {
                    (16, self.fresh(b))
                };
                self.emit(b, format!("{t} = trunc i32 {x} to i{n}"));
                // The operand itself when it fits in the narrow type.
                if self.chance(1, 2) {
                    self.emit(b, format!("{r} = zext i{n} {t} to i32"));
                    let top = (1 << n) - 1;
                    Ranged::new(r, 0, top).through(
                        inner
                            .filter(|i| i.umax <= top)
                            .map(|i| Bounds::unsigned(i.umin, i.umax)),
                    )
                } else {
                    self.emit(b, format!("{r} = sext i{n} {t} to i32"));
                    let (lo, hi) = (-(1 << (n - 1)), (1 << (n - 1)) - 1);
                    Ranged::new(r, lo, hi).through(
                        inner
                            .filter(|i| i.lo >= lo && i.hi <= hi)
                            .map(|i| Bounds::signed(i.lo, i.hi)),
                    )
                }
            }
            17 => self.shl_of_constant(b, &x, r, pick),
            18 => self.signed_product(b, &x, r),
            _ => {
                // `add nsw`/`nuw` of a small value: the flag holds.
                let (m, c) = (self.fresh(b), i64::from(self.small()));
                self.emit(b, format!("{m} = and i32 {x}, 65535"));
                if c >= 0 && self.chance(1, 2) {
                    self.emit(b, format!("{r} = add nuw i32 {m}, {c}"));
                } else {
                    self.emit(b, format!("{r} = add nsw i32 {m}, {c}"));
                }
                // The mask is the operand itself when it fits in 16 bits.
                Ranged::new(r, c, 65535 + c).through(carry(&|i| {
                    let (mlo, mhi) = if i.umax <= 65535 {
                        (i.umin, i.umax)
                    } else {
                        (0, 65535)
                    };
                    Bounds::signed(mlo + c, mhi + c)
                }))
            }
        }
    }

    /// `mul nsw` of two negative values, or the square of a value of unknown sign, bounded
    /// so that the flag holds (`or x, -2^k` factors with their exponents summing to at most
    /// 30; `ashr x, k` with k ≥ 16 or `srem x, K` with K ≤ 46341 squared). Their high bits
    /// unknown, LLVM 19 knows the product is not negative only from the flag (like signs,
    /// `x * x`), and without it (one time in four) knows nothing. The bound kept is the one
    /// the sign gives, `[0, MAX]`, so that divisions about it (`udiv` by 2^31 ± 1, `sdiv` by
    /// `MIN`) reach `isDivZero` on both sides of what the sign proves.
    fn signed_product(&mut self, b: &mut Body, x: &str, r: String) -> Ranged {
        let flag = if self.chance(3, 4) { "nsw " } else { "" };
        let p = self.fresh(b);
        if self.chance(1, 3) {
            if self.chance(1, 2) {
                let k = self.range(16, 30);
                self.emit(b, format!("{p} = ashr i32 {x}, {k}"));
            } else {
                let k = 46341 - self.below(1 << 15);
                self.emit(b, format!("{p} = srem i32 {x}, {k}"));
            }
            self.emit(b, format!("{r} = mul {flag}i32 {p}, {p}"));
        } else {
            let k1 = self.range(1, 29);
            let k2 = self.range(1, 30 - k1);
            let (y, q) = (self.int(b), self.fresh(b));
            self.emit(b, format!("{p} = or i32 {x}, {}", -(1i64 << k1)));
            self.emit(b, format!("{q} = or i32 {y}, {}", -(1i64 << k2)));
            self.emit(b, format!("{r} = mul {flag}i32 {p}, {q}"));
        }
        Ranged::new(r, 0, MAX)
    }

    /// `shl C, s` with the flags that hold for it: the amount `s` is kept within what
    /// `nuw` (C's leading zeros), `nsw` (its leading sign bits less one) or `nuw nsw` allow,
    /// as a mask of `x` or a `select` of two constants (whose known bits say less than the
    /// flag does). The bounds are LLVM's `setLimitsForBinOp`: `nuw` (first, also with `nsw`)
    /// `[C, C << clz(C)]`, `nsw` `[C << (clo(C) - 1), C]` for C negative and
    /// `[C, C << (clz(C) - 1)]` otherwise, and without a flag `[C & 1, highbits(popcount C)]`.
    fn shl_of_constant(
        &mut self,
        b: &mut Body,
        x: &str,
        r: String,
        pick: impl Fn(&mut Self) -> i64,
    ) -> Ranged {
        let c = pick(self) as i32;
        let cu = c as u32;
        let (clz, clo) = (cu.leading_zeros(), (!cu).leading_zeros());
        let sign = if c < 0 { clo - 1 } else { clz.max(1) - 1 };
        let (flag, limit) = match self.below(4) {
            0 => ("nuw ", clz),
            1 => ("nsw ", sign),
            2 => ("nuw nsw ", clz.min(sign)),
            _ => ("", 31),
        };
        let limit = limit.min(31);
        let s = self.fresh(b);
        if self.chance(1, 2) {
            let mask = (1u32 << (31 - (limit + 1).leading_zeros())) - 1;
            self.emit(b, format!("{s} = and i32 {x}, {mask}"));
        } else {
            let (k1, k2) = (self.range(0, limit), self.range(0, limit));
            let (y, t) = (self.int(b), self.fresh(b));
            self.emit(b, format!("{t} = icmp slt i32 {x}, {y}"));
            self.emit(b, format!("{s} = select i1 {t}, i32 {k1}, i32 {k2}"));
        }
        self.emit(b, format!("{r} = shl {flag}i32 {c}, {s}"));
        let wide = |k: u32| i64::from(cu.checked_shl(k).unwrap_or(0));
        let signed = |k: u32| i64::from((cu.checked_shl(k).unwrap_or(0)) as i32);
        match flag {
            "nuw " | "nuw nsw " => Ranged::unsigned(r, i64::from(cu), wide(clz)),
            "nsw " if c < 0 => Ranged::new(r, signed(clo - 1), i64::from(c)),
            "nsw " => Ranged::new(r, i64::from(c), signed(clz.max(1) - 1)),
            _ => Ranged::unsigned(
                r,
                i64::from(cu & 1),
                i64::from(u32::MAX.checked_shl(32 - cu.count_ones()).unwrap_or(0)),
            ),
        }
    }

    /// A lane of a shuffle of two vectors of pool values shifted right by splat amounts:
    /// LLVM counts an `extractelement`'s sign bits over every lane of its vector, through the
    /// lanes of each operand the shuffle's mask reads, so the lane read is all sign bits for
    /// LLVM exactly when every lane the mask reads comes from a shift by 31. One time in six
    /// a lane other than the one read is `poison` in the mask (LLVM then knows nothing).
    fn sign_lanes(&mut self, b: &mut Body) -> String {
        self.used.insert(Feature::Vectors);
        let mut v = "poison".to_string();
        for lane in 0..4 {
            let (x, n) = (self.int(b), self.fresh(b));
            self.emit(
                b,
                format!("{n} = insertelement <4 x i32> {v}, i32 {x}, i64 {lane}"),
            );
            v = n;
        }
        let splat = |k: u32| format!("<i32 {k}, i32 {k}, i32 {k}, i32 {k}>");
        let (sa, sb) = (
            if self.chance(2, 3) {
                31
            } else {
                self.range(20, 31)
            },
            self.range(20, 31),
        );
        let (va, vb) = (self.fresh(b), self.fresh(b));
        self.emit(b, format!("{va} = ashr <4 x i32> {v}, {}", splat(sa)));
        let vb = if self.chance(1, 4) {
            v
        } else {
            self.emit(b, format!("{vb} = ashr <4 x i32> {v}, {}", splat(sb)));
            vb
        };
        let lane = self.below(4);
        let hole = if self.chance(1, 6) {
            Some((lane + 1 + self.below(3)) % 4)
        } else {
            None
        };
        let mask: Vec<String> = (0..4)
            .map(|i| {
                if Some(i) == hole {
                    "i32 poison".to_string()
                } else if self.chance(2, 3) {
                    format!("i32 {}", self.below(4))
                } else {
                    format!("i32 {}", 4 + self.below(4))
                }
            })
            .collect();
        let (sh, e) = (self.fresh(b), self.fresh(b));
        self.emit(
            b,
            format!(
                "{sh} = shufflevector <4 x i32> {va}, <4 x i32> {vb}, <4 x i32> <{}>",
                mask.join(", ")
            ),
        );
        self.emit(
            b,
            format!("{e} = extractelement <4 x i32> {sh}, i32 {lane}"),
        );
        e
    }

    /// A value with many sign bits (LLVM's `ComputeNumSignBits`): `ashr x, s` taken through
    /// a signed division or remainder by a constant about the power of two that makes it all
    /// sign bits, a shift left, a logical operator, `add`/`sub`/`mul` or a `select` with
    /// another such value.
    fn sign_pack(&mut self, b: &mut Body) -> String {
        let base = |g: &mut Self, b: &mut Body| {
            let (x, a) = (g.int(b), g.fresh(b));
            let s = g.range(20, 31);
            g.emit(b, format!("{a} = ashr i32 {x}, {s}"));
            (a, s)
        };
        let (a, s) = base(self, b);
        let r = self.fresh(b);
        match self.below(7) {
            0 | 1 => {
                // All 32 sign bits exactly when 1 + s + log2(C) >= 32.
                let p = 1i64 << (31 - s).min(30);
                let c = (p + i64::from(self.below(3)) - 1).max(1);
                let op = if self.chance(2, 3) { "sdiv" } else { "srem" };
                self.emit(b, format!("{r} = {op} i32 {a}, {c}"));
            }
            2 => {
                let k = self.range(0, 33 - s);
                self.emit(b, format!("{r} = shl i32 {a}, {}", k.min(31)));
            }
            3 => {
                let (a2, _) = base(self, b);
                let op = ["and", "or", "xor"][self.below(3) as usize];
                self.emit(b, format!("{r} = {op} i32 {a}, {a2}"));
            }
            4 => {
                if self.chance(1, 2) {
                    self.emit(b, format!("{r} = add i32 {a}, -1"));
                } else {
                    self.emit(b, format!("{r} = sub i32 0, {a}"));
                }
            }
            5 => {
                let (a2, _) = base(self, b);
                let op = ["add", "sub", "mul"][self.below(3) as usize];
                self.emit(b, format!("{r} = {op} i32 {a}, {a2}"));
            }
            _ => {
                let (a2, _) = base(self, b);
                let (x, c) = (self.int(b), self.fresh(b));
                self.emit(b, format!("{c} = icmp ult i32 {x}, 7"));
                self.emit(b, format!("{r} = select i1 {c}, i32 {a}, i32 {a2}"));
            }
        }
        r
    }
}
