//! LLVM's `KnownBits` operations (`llvm/lib/Support/KnownBits.cpp` and the operator cases of
//! `computeKnownBits`): the known (zeros, ones) of an operator's result from its operands',
//! with the facts the instruction adds ([`OpFacts`]: flags, a shift amount known nonzero);
//! min/max, `abs`, shifts, `add`/`sub` with flags, `mul`, divisions; bit-mask helpers; and
//! their exhaustive 4-bit soundness tests.
//!
//! Pure functions on bit patterns: walking the IR to find the operands' bits is
//! `known_bits`'s part.

use crate::ir::{BinaryOp, Intrinsic, mask_bits};

/// LLVM's `KnownBits::umax`, `umin`, `smax` and `smin` of known (zeros, ones): an operand
/// known to be the larger (smaller) is the result; else each operand is known at least the
/// other's least value (`makeGE`), and the result is what both then share. The others are
/// `umax` with the bits flipped (all of them for `umin`, the sign for `smax`, all but the sign
/// for `smin`).
pub(super) fn known_minmax(x: Intrinsic, l: (u64, u64), r: (u64, u64), w: u32) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let umax = |l: (u64, u64), r: (u64, u64)| {
        let (min, max) = (|k: (u64, u64)| k.1, |k: (u64, u64)| all & !k.0);
        if min(l) >= max(r) {
            return l;
        }
        if min(r) >= max(l) {
            return r;
        }
        let ge = |k: (u64, u64), v: u64| {
            let n = ((k.0 | v) << (64 - w)).leading_ones().min(w);
            (k.0, k.1 | (v & high_bits(n, w)))
        };
        let (a, b) = (ge(l, min(r)), ge(r, min(l)));
        (a.0 & b.0, a.1 & b.1)
    };
    // Which bits to swap between known zero and known one.
    let (sign_flips, rest_flips) = (
        x == Intrinsic::UMin || x == Intrinsic::SMax,
        x == Intrinsic::UMin || x == Intrinsic::SMin,
    );
    let flip = |k: (u64, u64)| -> (u64, u64) {
        let swap = (if sign_flips { sign } else { 0 }) | (if rest_flips { all & !sign } else { 0 });
        ((k.0 & !swap) | (k.1 & swap), (k.1 & !swap) | (k.0 & swap))
    };
    flip(umax(flip(l), flip(r)))
}

/// LLVM's `KnownBits::abs` of known (zeros, ones), `w` bits wide: a non-negative operand is
/// its own absolute value; a negative one is negated (`0 - x`); otherwise the trailing zeros
/// stay, the lowest set bit too where it is known, and the sign is clear unless the result
/// can be `MIN` (`abs(MIN)` without the poison flag).
pub(super) fn known_abs(x: (u64, u64), poison_min: bool, w: u32) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let (z, o) = x;
    if z & sign != 0 {
        return x;
    }
    if o & sign != 0 {
        // (LLVM refines this with the poison flag where all but one unknown bit is known;
        // not restated: the generator takes `abs` with the flag only of non-negative values.)
        return known_binop(BinaryOp::Sub, (all, 0), x, w, OpFacts::default());
    }
    let min_tz = z.trailing_ones().min(w);
    let max_tz = o.trailing_zeros().min(w);
    let mut r = (low_bits(min_tz), 0);
    if max_tz == min_tz && max_tz < w {
        r.1 |= 1u64 << max_tz;
    }
    if poison_min || (o != 0 && o != sign) {
        r.0 |= sign;
        r.1 &= !sign;
    }
    r
}

/// The low `n` bits set.
pub(super) fn low_bits(n: u32) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// The high `n` bits of a `w`-bit value set.
pub(super) fn high_bits(n: u32, w: u32) -> u64 {
    let all = mask_bits(u64::MAX, w);
    if n >= w { all } else { all & !(all >> n) }
}

/// What `computeKnownBits` tells LLVM's `KnownBits` operations besides the operands' bits:
/// the instruction's flags (`nuw`/`nsw` of `shl`, `exact` of shifts and divisions) and, for
/// a shift, whether the amount is known nonzero.
/// (`same_operand`: a `mul` of one value by itself, for the `nsw` sign rule. LLVM's
/// self-multiply rule, bit 1 of `x * x` zero, also needs `x` proved never `undef`; seam does
/// not restate `isGuaranteedNotToBeUndef`, which the generator's values never satisfy: none
/// is `noundef` or frozen.)
#[derive(Clone, Copy, Default)]
pub(super) struct OpFacts {
    pub(super) nuw: bool,
    pub(super) nsw: bool,
    pub(super) exact: bool,
    pub(super) amount_non_zero: bool,
    pub(super) same_operand: bool,
}

impl OpFacts {
    pub(super) fn new(flags: u8, amount_non_zero: bool) -> OpFacts {
        let f = crate::ir::IntFlags::from_bits(flags);
        OpFacts {
            nuw: f.contains(crate::ir::IntFlags::NUW),
            nsw: f.contains(crate::ir::IntFlags::NSW),
            exact: f.contains(crate::ir::IntFlags::EXACT),
            amount_non_zero,
            same_operand: false,
        }
    }
}

/// What `nuw` and `nsw` add to the known bits `out` of `l + r` (`add`) or `l - r` (LLVM 19's
/// `KnownBits::computeForAddSub`): without unsigned wrap, the leading ones of the smallest
/// sum (the leading zeros of the largest difference) are fixed; without signed wrap, a sum
/// (difference) whose signed bounds are both non-negative (negative) fixes the sign bit and
/// the leading ones (zeros) below it of the bound; with both, the unsigned rule counts from
/// below the sign bit too. Flags that contradict the operands give all zeros, as LLVM.
fn add_sub_flags(
    add: bool,
    out: (u64, u64),
    l: (u64, u64),
    r: (u64, u64),
    w: u32,
    f: OpFacts,
) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let low = all >> 1;
    let (mut z, mut o) = out;
    let smin = |k: (u64, u64)| known_smin(k, w);
    let smax = |k: (u64, u64)| known_smax(k, w);
    let (umin, umax) = (|(_, ko): (u64, u64)| ko, |(kz, _): (u64, u64)| all & !kz);
    // The `n` bits just below the sign bit.
    let below_sign = |n: u32| high_bits(n, w - 1) & low;
    let ones_below_sign = |v: u64| leading_zeros_in(!v & low, w - 1);
    let zeros_below_sign = |v: u64| leading_zeros_in(v & low, w - 1);
    if f.nuw {
        if add {
            let min = umin(l).saturating_add(umin(r)).min(all);
            if f.nsw {
                o |= below_sign(ones_below_sign(min));
            }
            o |= high_bits(leading_zeros_in(!min & all, w), w);
        } else {
            let max = umax(l).saturating_sub(umin(r));
            if f.nsw {
                z |= below_sign(zeros_below_sign(max));
            }
            z |= high_bits(leading_zeros_in(max, w), w);
        }
    }
    if f.nsw {
        let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
        let (min, max) = if add {
            (smin(l) + smin(r), smax(l) + smax(r))
        } else {
            (smin(l) - smax(r), smax(l) - smin(r))
        };
        let (min, max) = (min.clamp(lo, hi), max.clamp(lo, hi));
        if min >= 0 {
            o |= below_sign(ones_below_sign(min as u64 & all));
            z |= sign;
        }
        if max < 0 {
            z |= below_sign(zeros_below_sign(max as u64 & all));
            o |= sign;
        }
    }
    if z & o != 0 { (all, 0) } else { (z, o) }
}

/// The smallest signed `w`-bit value the known bits `(zero, one)` allow: every unknown bit
/// clear but the sign.
fn known_smin((z, o): (u64, u64), w: u32) -> i128 {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    (((o | (all & !z & sign)) << (64 - w)) as i64 >> (64 - w)) as i128
}

/// The largest signed `w`-bit value the known bits `(zero, one)` allow: every unknown bit set
/// but the sign.
fn known_smax((z, o): (u64, u64), w: u32) -> i128 {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    ((((all & !z) & !(sign & !o)) << (64 - w)) as i64 >> (64 - w)) as i128
}

/// Leading zeros of a `w`-bit value.
fn leading_zeros_in(x: u64, w: u32) -> u32 {
    (x << (64 - w)).leading_zeros().min(w)
}

/// LLVM 19's `KnownBits::shl` (with `nuw`/`nsw`), `lshr` and `ashr` (with `exact`): the bits
/// every possible amount leaves known, the amounts running from the least the amount's known
/// ones allow (at least 1 when the amount is known nonzero) to the most its known zeros
/// allow (an amount of the width or more is poison: for a power-of-two width only its low
/// bits count), lowered by what the flags let the value lose (`nuw`: its possible leading
/// zeros; `nsw`: its possible leading sign bits less one; `exact`: its possible trailing
/// zeros), skipping amounts its known bits rule out. With `nsw`, an amount that shifts out
/// a zero (or any amount > 0 with `nuw` too) leaves the result non-negative, one that shifts
/// out a one negative. An operand known nowhere gives only what the least amount shifts in
/// (`shl nuw nsw` by a nonzero amount: non-negative; `ashr`: nothing unless every amount is
/// poison); `shl` by any amount below the width, the operand's trailing zeros, the sign bit
/// when the operand is all ones and, with `nsw`, the operand's sign. No possible amount at
/// all: everything known zero.
fn known_shift(op: BinaryOp, l: (u64, u64), r: (u64, u64), w: u32, f: OpFacts) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let (lz, lo) = l;
    let (rz, ro) = r;
    let width = u64::from(w);
    let mut min = ro.min(width);
    if min == 0 && f.amount_non_zero {
        min = 1;
    }
    if lz | lo == 0 {
        let m = u32::try_from(min).unwrap_or(w);
        // Only shifts come here: `ashr` of an unknown value by at least the width is poison.
        return if op == BinaryOp::Shl && f.nuw && f.nsw && m != 0 {
            (low_bits(m) | sign, 0)
        } else if op == BinaryOp::Shl {
            (low_bits(m), 0)
        } else if op == BinaryOp::LShr {
            (high_bits(m, w), 0)
        } else if min == width {
            (all, 0)
        } else {
            (0, 0)
        };
    }
    let max_value = all & !rz;
    let mut max = if w.is_power_of_two() {
        max_value & (width - 1)
    } else {
        max_value.min(width - 1)
    };
    // `countMaxLeadingZeros`, `countMaxLeadingOnes` less one, as LLVM's unsigned arithmetic
    // (0 - 1 bounds nothing).
    let less_one = |n: u32| u64::from(n).checked_sub(1).unwrap_or(u64::MAX);
    let (max_lz, max_lo) = (leading_zeros_in(lo, w), leading_zeros_in(lz, w));
    if op == BinaryOp::Shl {
        if f.nuw && f.nsw {
            max = max.min(less_one(max_lz));
        }
        if f.nuw {
            max = max.min(u64::from(max_lz));
        }
        if f.nsw {
            max = max.min(less_one(max_lz.max(max_lo)));
        }
        if min == 0 && max == width - 1 && w.is_power_of_two() {
            let mut k = (low_bits(lz.trailing_ones().min(w)), 0);
            if lo == all {
                k.1 |= sign;
            }
            if f.nsw && lz & sign != 0 {
                k.0 |= sign;
            }
            if f.nsw && lo & sign != 0 {
                k.1 |= sign;
            }
            return k;
        }
    } else if f.exact {
        let first_one = u64::from(lo.trailing_zeros().min(w));
        if first_one < min {
            return (all, 0);
        }
        max = max.min(first_one);
    }
    let by = |amt: u32| -> (u64, u64) {
        if op == BinaryOp::Shl {
            let mut k = (
                mask_bits((lz << amt) | low_bits(amt), w),
                mask_bits(lo << amt, w),
            );
            // `ushl_ov`: a set bit shifted out.
            let mut out_zero = amt > leading_zeros_in(lz, w);
            let out_one = amt > leading_zeros_in(lo, w);
            if f.nsw {
                if f.nuw && amt != 0 {
                    out_zero = true;
                }
                if out_zero {
                    k.0 |= sign;
                } else if out_one {
                    k.1 |= sign;
                }
            }
            k
        } else if op == BinaryOp::LShr {
            ((lz >> amt) | high_bits(amt, w), lo >> amt)
        } else {
            let sh = 64 - w;
            let ashr = |x: u64| (((((x << sh) as i64) >> amt) as u64) >> sh) & all;
            (ashr(lz), ashr(lo))
        }
    };
    let (mut z, mut o) = (all, all);
    let mut amt = min;
    while amt <= max {
        let possible = amt & rz == 0 && ro | amt == amt;
        if possible {
            let (sz, so) = by(u32::try_from(amt).unwrap_or(w));
            z &= sz;
            o &= so;
            if z | o == 0 {
                break;
            }
        }
        amt += 1;
    }
    if z & o != 0 {
        // Every amount is poison.
        return (all, 0);
    }
    (z, o)
}

/// Known bits of a binary operator's result from its operands' (`l`, `r`: known zeros and
/// ones), `w` bits wide: LLVM's `computeKnownBits` rules as the model restates them (shared by
/// scalars and the lanes of vectors).
pub(super) fn known_binop(
    op: BinaryOp,
    l: (u64, u64),
    r: (u64, u64),
    w: u32,
    f: OpFacts,
) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let (lz, lo) = l;
    let (rz, ro) = r;
    // Both operands known: the result is (where it is defined).
    // (LLVM's known bits of a quotient or remainder are not exact: those are
    // below.)
    let exact = !matches!(
        op,
        BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
    );
    if exact
        && lz | lo == all
        && rz | ro == all
        && let Some(r) = const_binop(op, lo, ro, w)
    {
        return (!r & all, r);
    }
    match op {
        BinaryOp::And => (lz | rz, lo & ro),
        BinaryOp::Or => (lz & rz, lo | ro),
        BinaryOp::Xor => ((lz & rz) | (lo & ro), (lz & ro) | (lo & rz)),
        // LLVM's `KnownBits::computeForAddCarry`; `a - b` is `a + ~b + 1`.
        BinaryOp::Add | BinaryOp::Sub => {
            let (rz, ro, carry) = if op == BinaryOp::Add {
                (rz, ro, 0)
            } else {
                (ro, rz, 1)
            };
            let (lmax, rmax) = (all & !lz, all & !rz);
            let sum_zero = lmax.wrapping_add(rmax).wrapping_add(carry) & all;
            let sum_one = lo.wrapping_add(ro).wrapping_add(carry) & all;
            let carry_zero = all & !(sum_zero ^ lz ^ rz);
            let carry_one = sum_one ^ lo ^ ro;
            let known = (lz | lo) & (rz | ro) & (carry_zero | carry_one);
            let (z, o) = (all & !sum_zero & known, sum_one & known);
            add_sub_flags(op == BinaryOp::Add, (z, o), l, r, w, f)
        }
        BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => known_shift(op, l, r, w, f),
        BinaryOp::Mul => known_mul(l, r, w, f),
        // A quotient or remainder is no larger than the dividend (a remainder no
        // larger than the divisor either).
        BinaryOp::UDiv | BinaryOp::URem if lz == all || rz == all => {
            // Zero, or undefined (LLVM's `KnownBits::udiv`: zero either way).
            (all, 0)
        }
        BinaryOp::URem | BinaryOp::SRem => {
            // LLVM's `KnownBits::urem`/`srem`: the dividend's low bits below the
            // divisor's known trailing zeros (`remGetLowBits`); by a power of two,
            // the bits above it; else the leading zeros of the dividend (and, for
            // `urem`, of the divisor).
            let tz = rz.trailing_ones().min(w);
            let keep = if rz & 1 == 1 && rz != all {
                low_bits(tz)
            } else {
                0
            };
            let (mut z, mut o) = (lz & keep, lo & keep);
            let sign = 1u64 << (w - 1);
            if rz | ro == all && ro.is_power_of_two() {
                let low = ro - 1;
                if op == BinaryOp::URem || lz & sign != 0 || low & !lz == 0 {
                    z |= all & !low;
                }
                if op == BinaryOp::SRem && lo & sign != 0 && low & lo != 0 {
                    o |= all & !low;
                }
                return (z, o);
            }
            let high = if op == BinaryOp::URem {
                leading_known(lz, w).max(leading_known(rz, w))
            } else {
                leading_known(lz, w)
            };
            z |= high_bits(high, w);
            (z, o)
        }
        BinaryOp::UDiv => div_low_bit((quotient_high_zeros(lz, ro, w), 0), l, r, w, f.exact),
        // LLVM's `KnownBits::sdiv`: operands of known signs bound the quotient (an `exact`
        // one of a negative dividend always); `exact` also fixes its low bits.
        BinaryOp::SDiv => {
            let sign = 1u64 << (w - 1);
            let (lneg, lnon) = (lo & sign != 0, lz & sign != 0);
            let (rneg, rnon) = (ro & sign != 0, rz & sign != 0);
            let smin = |z: u64, o: u64| known_smin((z, o), w);
            let smax = |z: u64, o: u64| known_smax((z, o), w);
            if lnon && rnon {
                if lz == all || rz == all {
                    return (all, 0);
                }
                return div_low_bit((quotient_high_zeros(lz, ro, w), 0), l, r, w, f.exact);
            }
            if lz == all || rz == all {
                return (all, 0);
            }
            let res = if lneg && rneg {
                let (num, den) = (smin(lz, lo), smax(rz, ro));
                Some(if num == -(1i128 << (w - 1)) && den == -1 {
                    (1i128 << (w - 1)) - 1
                } else {
                    num / den
                })
            } else if lneg && rnon {
                let (lmaxs, rmaxs) = (smax(lz, lo), smax(rz, ro));
                (f.exact || (-lmaxs) as u64 & all >= rmaxs as u64 & all).then(|| {
                    let (num, den) = (smin(lz, lo), smin(rz, ro));
                    if den == 0 { num } else { num / den }
                })
            } else if lnon && lo != 0 && rneg {
                let (lmins, rmins) = (smin(lz, lo), smin(rz, ro));
                (f.exact || lmins as u64 & all >= (-rmins) as u64 & all)
                    .then(|| smax(lz, lo) / smax(rz, ro))
            } else {
                None
            };
            let k = match res {
                Some(r) if r >= 0 => {
                    let r = r as u64 & all;
                    (high_bits((r << (64 - w)).leading_zeros().min(w), w), 0)
                }
                Some(r) => {
                    let r = r as u64 & all;
                    (0, high_bits((r << (64 - w)).leading_ones().min(w), w))
                }
                None => (0, 0),
            };
            div_low_bit(k, l, r, w, f.exact)
        }
        BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem => {
            (0, 0)
        }
    }
}

/// LLVM's `computeKnownBitsMul` and `KnownBits::mul`: high zeros from the product of the
/// largest unsigned values (when it does not overflow), low bits from the product of the
/// operands' known low bits, as many as the fewer known above an operand's trailing zeros
/// allow plus both trailing-zero counts; with `nsw`, a sign the factors' signs fix (`x * x`,
/// like signs: non-negative; unlike signs with the non-negative factor nonzero: negative)
/// where the product's own bits leave it open. LLVM 19 has no rule for `nuw nsw` with a
/// factor above 1 (later versions do): `tests/inline_cost_vs_llvm.rs` holds seam to that.
fn known_mul(l: (u64, u64), r: (u64, u64), w: u32, f: OpFacts) -> (u64, u64) {
    let all = mask_bits(u64::MAX, w);
    let sign = 1u64 << (w - 1);
    let ((lz, lo), (rz, ro)) = (l, r);
    let product = u128::from(all & !lz) * u128::from(all & !rz);
    let lead = if product > u128::from(all) {
        0
    } else {
        leading_zeros_in(product as u64, w)
    };
    let (known0, known1) = (
        (lz | lo).trailing_ones().min(w),
        (rz | ro).trailing_ones().min(w),
    );
    let (tz0, tz1) = (lz.trailing_ones().min(w), rz.trailing_ones().min(w));
    let smallest = (known0 - tz0).min(known1 - tz1);
    let known = low_bits((smallest + tz0 + tz1).min(w));
    let bottom = (lo & low_bits(known0)).wrapping_mul(ro & low_bits(known1)) & all;
    let (mut z, mut o) = (high_bits(lead, w) | (!bottom & known), bottom & known);
    if f.nsw {
        let (ln, lnn, rn, rnn) = (
            lo & sign != 0,
            lz & sign != 0,
            ro & sign != 0,
            rz & sign != 0,
        );
        let nonneg = f.same_operand || (ln && rn) || (lnn && rnn);
        let neg = !f.same_operand && !nonneg && ((rn && lnn && lo != 0) || (ln && rnn && ro != 0));
        if nonneg && o & sign == 0 {
            z |= sign;
        } else if neg && z & sign == 0 {
            o |= sign;
        }
    }
    (z & all, o & all)
}

/// LLVM's `divComputeLowBit`: an `exact` quotient of an odd dividend is odd, and has as
/// many trailing zeros as the dividend's less the divisor's (exactly that many when both
/// counts are known; a dividend with fewer than the divisor can have makes it poison:
/// everything known zero, as is a contradiction).
fn div_low_bit(k: (u64, u64), l: (u64, u64), r: (u64, u64), w: u32, exact: bool) -> (u64, u64) {
    if !exact {
        return k;
    }
    let all = mask_bits(u64::MAX, w);
    let (mut z, mut o) = k;
    if l.1 & 1 == 1 {
        o |= 1;
    }
    let tz_min = |zero: u64| i64::from(zero.trailing_ones().min(w));
    let tz_max = |one: u64| i64::from(one.trailing_zeros().min(w));
    let min_tz = tz_min(l.0) - tz_max(r.1);
    let max_tz = tz_max(l.1) - tz_min(r.0);
    if min_tz >= 0 {
        z |= low_bits(min_tz as u32);
        if min_tz == max_tz && min_tz < i64::from(w) {
            o |= 1 << min_tz;
        }
    } else if max_tz < 0 {
        return (all, 0);
    }
    if z & o != 0 {
        return (all, 0);
    }
    (z & all, o & all)
}

/// The known-zero high bits of an unsigned quotient (LLVM's `KnownBits::udiv`): at most the
/// largest dividend (known zeros `lz`) over the smallest divisor (known ones `ro`).
fn quotient_high_zeros(lz: u64, ro: u64, w: u32) -> u64 {
    let lmax = mask_bits(u64::MAX, w) & !lz;
    let most = lmax.checked_div(ro).unwrap_or(lmax);
    high_bits((most << (64 - w)).leading_zeros().min(w), w)
}

/// How many of the high bits of a `w`-bit value `zero` says are known zero.
pub(super) fn leading_known(zero: u64, w: u32) -> u32 {
    (zero << (64 - w)).leading_ones().min(w)
}

/// `x op y` on `w`-bit integers, where it is defined (no division by zero or overflowing
/// signed division, no shift by the width or more).
fn const_binop(op: BinaryOp, x: u64, y: u64, w: u32) -> Option<u64> {
    let all = mask_bits(u64::MAX, w);
    let sext = |v: u64| ((v << (64 - w)) as i64) >> (64 - w);
    let r = match op {
        BinaryOp::Add => x.wrapping_add(y),
        BinaryOp::Sub => x.wrapping_sub(y),
        BinaryOp::Mul => x.wrapping_mul(y),
        BinaryOp::And => x & y,
        BinaryOp::Or => x | y,
        BinaryOp::Xor => x ^ y,
        BinaryOp::UDiv if y != 0 => x / y,
        BinaryOp::URem if y != 0 => x % y,
        BinaryOp::SDiv | BinaryOp::SRem => {
            let (a, b) = (sext(x), sext(y));
            if b == 0 || (b == -1 && a == sext(1u64 << (w - 1))) {
                return None;
            }
            (if op == BinaryOp::SDiv { a / b } else { a % b }) as u64
        }
        BinaryOp::Shl if y < u64::from(w) => x << y,
        BinaryOp::LShr if y < u64::from(w) => x >> y,
        BinaryOp::AShr if y < u64::from(w) => (sext(x) >> y) as u64,
        BinaryOp::UDiv
        | BinaryOp::URem
        | BinaryOp::Shl
        | BinaryOp::LShr
        | BinaryOp::AShr
        | BinaryOp::FAdd
        | BinaryOp::FSub
        | BinaryOp::FMul
        | BinaryOp::FDiv
        | BinaryOp::FRem => return None,
    };
    Some(r & all)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every (known zeros, known ones) of 4 bits, and the values each admits.
    fn knowns() -> Vec<((u64, u64), Vec<u64>)> {
        let mut out = Vec::new();
        for z in 0..16u64 {
            for o in (0..16u64).filter(|o| o & z == 0) {
                let vals = (0..16u64).filter(|v| v & z == 0 && v & o == o).collect();
                out.push(((z, o), vals));
            }
        }
        out
    }

    /// Known bits that use an instruction's flags (`shl nuw`/`nsw`, `exact` shifts and
    /// divisions, `mul nuw`/`nsw`, a shift amount known nonzero, `x * x`) hold for every
    /// pair of 4-bit values the operands admit where the result is defined (not poison).
    #[test]
    fn flagged_known_bits_are_sound() {
        let sx = |v: u64| ((v << 60) as i64) >> 60;
        let ops = [
            BinaryOp::Shl,
            BinaryOp::LShr,
            BinaryOp::AShr,
            BinaryOp::Mul,
            BinaryOp::UDiv,
            BinaryOp::SDiv,
        ];
        let defined = |op: BinaryOp, flags: u8, a: u64, b: u64| -> Option<u64> {
            let f = OpFacts::new(flags, false);
            let r = const_binop(op, a, b, 4)?;
            let ok = match op {
                BinaryOp::Shl => (!f.nuw || r >> b == a) && (!f.nsw || sx(r) >> b == sx(a)),
                BinaryOp::LShr | BinaryOp::AShr => !f.exact || a & low_bits(b as u32) == 0,
                BinaryOp::Mul => {
                    (!f.nuw || a * b <= 15) && (!f.nsw || (-8..=7).contains(&(sx(a) * sx(b))))
                }
                BinaryOp::UDiv => !f.exact || a.is_multiple_of(b),
                BinaryOp::SDiv => !f.exact || sx(a) % sx(b) == 0,
                BinaryOp::Add
                | BinaryOp::Sub
                | BinaryOp::URem
                | BinaryOp::SRem
                | BinaryOp::And
                | BinaryOp::Or
                | BinaryOp::Xor
                | BinaryOp::FAdd
                | BinaryOp::FSub
                | BinaryOp::FMul
                | BinaryOp::FDiv
                | BinaryOp::FRem => unreachable!("only shifts, mul and divisions are drawn"),
            };
            ok.then_some(r)
        };
        let all = knowns();
        for op in ops {
            for flags in 0..8u8 {
                for (l, lv) in &all {
                    for (r, rv) in &all {
                        for same in [false, true] {
                            if same && l != r {
                                continue;
                            }
                            let f = OpFacts {
                                same_operand: same,
                                ..OpFacts::new(flags, !rv.contains(&0))
                            };
                            let (z, o) = known_binop(op, *l, *r, 4, f);
                            for &a in lv {
                                for &b in rv.iter().filter(|&&b| !same || b == a) {
                                    if let Some(m) = defined(op, flags, a, b) {
                                        assert!(
                                            m & z == 0 && m & o == o,
                                            "{op:?} flags {flags} {l:?} {r:?} same {same}: {a} {b} -> {m}, known ({z:#x}, {o:#x})"
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The known bits of the operators without flags (`add`, `sub`, the remainders, the
    /// logical ones) hold for every pair of 4-bit values the operands admit (a remainder by
    /// 0 left out: undefined).
    #[test]
    fn unflagged_known_bits_are_sound() {
        let all = knowns();
        for op in [
            BinaryOp::Add,
            BinaryOp::Sub,
            BinaryOp::URem,
            BinaryOp::SRem,
            BinaryOp::And,
            BinaryOp::Or,
            BinaryOp::Xor,
        ] {
            for (l, lv) in &all {
                for (r, rv) in &all {
                    let (z, o) = known_binop(op, *l, *r, 4, OpFacts::new(0, !rv.contains(&0)));
                    for &a in lv {
                        for &b in rv {
                            if let Some(m) = const_binop(op, a, b, 4) {
                                assert!(
                                    m & z == 0 && m & o == o,
                                    "{op:?} {l:?} {r:?}: {a} {b} -> {m}, known ({z:#x}, {o:#x})"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// The min/max known bits hold for every pair of values the operands admit, and say no
    /// less than the bits every such result shares where an operand is known to be the result.
    #[test]
    fn known_minmax_is_sound() {
        let sx = |v: u64| ((v << 60) as i64) >> 60;
        for x in [
            Intrinsic::UMax,
            Intrinsic::UMin,
            Intrinsic::SMax,
            Intrinsic::SMin,
        ] {
            for (l, lv) in knowns() {
                for (r, rv) in knowns() {
                    let (z, o) = known_minmax(x, l, r, 4);
                    for &a in &lv {
                        for &b in &rv {
                            let m = if x == Intrinsic::UMax {
                                a.max(b)
                            } else if x == Intrinsic::UMin {
                                a.min(b)
                            } else if (x == Intrinsic::SMax) == (sx(a) >= sx(b)) {
                                a
                            } else {
                                b
                            };
                            assert!(m & z == 0 && m & o == o, "{x:?} {l:?} {r:?}: {m}");
                        }
                    }
                }
            }
        }
        // `smax(x in [0, 63], y)` is non-negative: the sign is known (LLVM's `makeGE`).
        let (z, _) = known_minmax(Intrinsic::SMax, (!63 & 0xffff_ffff, 0), (0, 0), 32);
        assert_eq!(z & 0x8000_0000, 0x8000_0000);
    }
}
