//! The PTX machine's arithmetic on register bits: integer, floating-point (with PTX's NaN
//! and flush rules), comparisons, conversions (`cvt` with its rounding and saturation) and
//! atomic operations' values.

use super::round::{Rnd, RoundOp, rounded};
use super::*;
use seam::ir::FloatKind;

// ---- Integer arithmetic ----

#[inline]
pub(super) fn ibin(op: IBin, ty: Ty, a: u64, b: u64) -> Result<u64, Fault> {
    let w = u32::from(ty.bits);
    let m = mask(w);
    let (ua, ub_) = (a & m, b & m);
    let (sa, sb) = (sext(a, ty.bits), sext(b, ty.bits));
    let signed = ty.signed();
    Ok(match op {
        IBin::Add => ua.wrapping_add(ub_) & m,
        IBin::Sub => ua.wrapping_sub(ub_) & m,
        IBin::MulLo => ua.wrapping_mul(ub_) & m,
        IBin::Mul24Lo => {
            let p = if signed {
                (sext(a, 24) * sext(b, 24)) as u64
            } else {
                (a & 0xff_ffff) * (b & 0xff_ffff)
            };
            p & m
        }
        IBin::MulHi => {
            let p = if signed {
                (i128::from(sa) * i128::from(sb)) as u128
            } else {
                u128::from(ua) * u128::from(ub_)
            };
            ((p >> w) as u64) & m
        }
        IBin::MulWide => {
            let p = if signed {
                (i128::from(sa) * i128::from(sb)) as u128
            } else {
                u128::from(ua) * u128::from(ub_)
            };
            (p as u64) & mask(2 * w)
        }
        IBin::Div | IBin::Rem => {
            if ub_ == 0 {
                return ub(UbKind::DivisionByZero, "division by zero");
            }
            if signed {
                if sb == -1 && ua == 1u64 << (w - 1) {
                    return ub(
                        UbKind::DivisionOverflow,
                        format!("the smallest s{w} divided by -1"),
                    );
                }
                let r = if op == IBin::Div { sa / sb } else { sa % sb };
                r as u64 & m
            } else if op == IBin::Div {
                ua / ub_
            } else {
                ua % ub_
            }
        }
        IBin::And => ua & ub_,
        IBin::Or => ua | ub_,
        IBin::Xor => ua ^ ub_,
        IBin::Shl => {
            let s = b & 0xffff_ffff;
            if s >= u64::from(w) { 0 } else { (ua << s) & m }
        }
        IBin::Shr => {
            let s = (b & 0xffff_ffff).min(u64::from(w) - 1 + u64::from(!signed));
            if signed {
                (sa >> s.min(63)) as u64 & m
            } else if s >= u64::from(w) {
                0
            } else {
                ua >> s
            }
        }
        IBin::Min => {
            if signed {
                if sa <= sb { ua } else { ub_ }
            } else {
                ua.min(ub_)
            }
        }
        IBin::Max => {
            if signed {
                if sa >= sb { ua } else { ub_ }
            } else {
                ua.max(ub_)
            }
        }
        IBin::AddSat => {
            (i64::from(sa as i32).saturating_add(sb) as i32 as i64)
                .clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as u64
                & m
        }
        IBin::SubSat => {
            (sa.saturating_sub(sb)).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as u64 & m
        }
    })
}

pub(super) fn iter(op: ITer, ty: Ty, a: u64, b: u64, c: u64) -> u64 {
    let w = u32::from(ty.bits);
    let m = mask(w);
    let signed = ty.signed();
    let prod = || -> u128 {
        if signed {
            (i128::from(sext(a, ty.bits)) * i128::from(sext(b, ty.bits))) as u128
        } else {
            u128::from(a & m) * u128::from(b & m)
        }
    };
    match op {
        ITer::MadLo => (prod() as u64).wrapping_add(c) & m,
        ITer::MadHi => ((prod() >> w) as u64).wrapping_add(c) & m,
        ITer::MadWide => (prod() as u64).wrapping_add(c) & mask(2 * w),
        ITer::Bfe => {
            let pos = b & 0xff;
            let len = c & 0xff;
            if len == 0 {
                return 0;
            }
            let x = a & m;
            let msb = if pos + len > u64::from(w) {
                u64::from(w) - 1
            } else {
                pos + len - 1
            };
            let sbit = if signed { (x >> msb) & 1 == 1 } else { false };
            let mut v = 0u64;
            for i in 0..u64::from(w) {
                let bit = if i < len && pos + i < u64::from(w) {
                    (x >> (pos + i)) & 1 == 1
                } else {
                    sbit
                };
                if bit {
                    v |= 1 << i;
                }
            }
            v & m
        }
        ITer::Prmt => {
            let bytes = (u64::from(b as u32) << 32 | u64::from(a as u32)).to_le_bytes();
            let sel = c as u32;
            let mut out = 0u32;
            for k in 0..4 {
                let s = (sel >> (4 * k)) & 0xf;
                let byte = bytes[(s & 7) as usize];
                let byte = if s & 8 != 0 {
                    if byte & 0x80 != 0 { 0xff } else { 0 }
                } else {
                    byte
                };
                out |= u32::from(byte) << (8 * k);
            }
            u64::from(out)
        }
        ITer::ShfL { clamp } | ITer::ShfR { clamp } => {
            let left = matches!(op, ITer::ShfL { .. });
            let n = if clamp {
                (c & 0xffff_ffff).min(32)
            } else {
                c & 31
            };
            let both = (u64::from(b as u32) << 32) | u64::from(a as u32);
            if left {
                ((both << n) >> 32) & 0xffff_ffff
            } else {
                (both >> n) & 0xffff_ffff
            }
        }
    }
}

pub(super) fn iun(op: IUn, ty: Ty, a: u64) -> u64 {
    let w = u32::from(ty.bits);
    let m = mask(w);
    let x = a & m;
    match op {
        IUn::Not => !x & m,
        IUn::Cnot => u64::from(x == 0),
        IUn::Neg => x.wrapping_neg() & m,
        IUn::Abs => (sext(x, ty.bits).wrapping_abs() as u64) & m,
        IUn::Popc => u64::from(x.count_ones()),
        IUn::Clz => u64::from(x.leading_zeros() - (64 - w)),
        IUn::Brev => x.reverse_bits() >> (64 - w),
        IUn::Bfind => {
            let v = if ty.signed() && sext(x, ty.bits) < 0 {
                !x & m
            } else {
                x
            };
            if v == 0 {
                0xffff_ffff
            } else {
                u64::from(63 - v.leading_zeros())
            }
        }
    }
}

// ---- Floating point ----

#[inline]
pub(super) fn f32_of(v: u64, ftz: bool) -> f32 {
    let x = f32::from_bits(v as u32);
    if ftz && x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

#[inline]
pub(super) fn f64_of(v: u64, ftz: bool) -> f64 {
    let x = f64::from_bits(v);
    if ftz && x.is_subnormal() {
        0.0f64.copysign(x)
    } else {
        x
    }
}

#[inline]
pub(super) fn out32(x: f32, ftz: bool, sat: bool) -> u64 {
    let x = if sat {
        if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) }
    } else {
        x
    };
    if x.is_nan() {
        F32_NAN
    } else if ftz && x.is_subnormal() {
        u64::from(0.0f32.copysign(x).to_bits())
    } else {
        u64::from(x.to_bits())
    }
}

#[inline]
pub(super) fn out64(x: f64, ftz: bool, sat: bool) -> u64 {
    let x = if sat {
        if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) }
    } else {
        x
    };
    if x.is_nan() {
        F64_NAN
    } else if ftz && x.is_subnormal() {
        0.0f64.copysign(x).to_bits()
    } else {
        x.to_bits()
    }
}

/// minnum/maxnum as the IR interpreter computes them (a NaN operand yields the other; -0
/// orders below +0).
pub(super) fn minmax(max: bool, a: f64, b: f64) -> f64 {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => f64::NAN,
        (true, false) => b,
        (false, true) => a,
        _ if a == b => {
            if max == a.is_sign_negative() {
                b
            } else {
                a
            }
        }
        _ => {
            if (a > b) == max {
                a
            } else {
                b
            }
        }
    }
}

/// `float`, the type 16-bit lanes are computed in.
const F32_TY: Ty = Ty {
    kind: Kind::F,
    bits: 32,
};

/// A 16-bit float lane widened to `float` bits (exact).
fn widen16(k: FloatKind, v: u64) -> u64 {
    u64::from((k.to_f64(v & 0xffff) as f32).to_bits())
}

/// `float` bits rounded to a 16-bit lane (NaN: PTX's canonical `0x7fff`).
fn narrow16(k: FloatKind, v: u64) -> u64 {
    let x = f64::from(f32::from_bits(v as u32));
    if x.is_nan() { 0x7fff } else { k.round_f64(x) }
}

/// Applies `f` (on `float` bits) to each 16-bit lane of a `.f16`/`.bf16`(`x2`) operation:
/// widened exactly, computed in `float`, rounded once back (correctly rounded for
/// `+ - * /`: 24 ≥ 2·11 + 2; `fma` may round twice).
fn per_lane16(k: FloatKind, lanes: u32, f: impl Fn(u32) -> u64) -> u64 {
    let mut out = 0;
    for l in 0..lanes {
        out |= narrow16(k, f(l * 16)) << (l * 16);
    }
    out
}

pub(crate) fn fbin(op: FBin, ty: Ty, ftz: bool, sat: bool, rnd: Rnd, a: u64, b: u64) -> u64 {
    if let Some((k, n)) = ty.half() {
        return per_lane16(k, n, |s| {
            fbin(
                op,
                F32_TY,
                ftz,
                sat,
                rnd,
                widen16(k, a >> s),
                widen16(k, b >> s),
            )
        });
    }
    if rnd != Rnd::Rn {
        let (x, y) = if ty.double() {
            (f64_of(a, ftz), f64_of(b, ftz))
        } else {
            (f64::from(f32_of(a, ftz)), f64::from(f32_of(b, ftz)))
        };
        let rop = match op {
            FBin::Add => RoundOp::Add(x, y),
            FBin::Sub => RoundOp::Add(x, -y),
            FBin::Mul => RoundOp::Mul(x, y),
            FBin::Div => RoundOp::Div(x, y),
            // The lowering allows a mode only on the four above.
            FBin::Min | FBin::Max | FBin::MinNan | FBin::MaxNan | FBin::Copysign => {
                RoundOp::Add(x, y)
            }
        };
        let r = rounded(rop, rnd, !ty.double());
        return if ty.double() {
            out64(r, ftz, sat)
        } else {
            out32(r as f32, ftz, sat)
        };
    }
    let sign = if ty.double() { 1u64 << 63 } else { 1u64 << 31 };
    if op == FBin::Copysign {
        // `copysign d, a, b`: b with a's sign.
        return (b & !sign & mask(u32::from(ty.bits))) | (a & sign);
    }
    if ty.double() {
        let (x, y) = (f64_of(a, ftz), f64_of(b, ftz));
        let r = match op {
            FBin::Add => x + y,
            FBin::Sub => x - y,
            FBin::Mul => x * y,
            FBin::Div => x / y,
            FBin::Min => minmax(false, x, y),
            FBin::Max => minmax(true, x, y),
            FBin::MinNan | FBin::MaxNan if x.is_nan() || y.is_nan() => f64::NAN,
            FBin::MinNan => minmax(false, x, y),
            FBin::MaxNan => minmax(true, x, y),
            FBin::Copysign => unreachable!("handled above"),
        };
        out64(r, ftz, sat)
    } else {
        let (x, y) = (f32_of(a, ftz), f32_of(b, ftz));
        let r = match op {
            FBin::Add => x + y,
            FBin::Sub => x - y,
            FBin::Mul => x * y,
            FBin::Div => x / y,
            FBin::Min => minmax(false, f64::from(x), f64::from(y)) as f32,
            FBin::Max => minmax(true, f64::from(x), f64::from(y)) as f32,
            FBin::MinNan | FBin::MaxNan if x.is_nan() || y.is_nan() => f32::NAN,
            FBin::MinNan => minmax(false, f64::from(x), f64::from(y)) as f32,
            FBin::MaxNan => minmax(true, f64::from(x), f64::from(y)) as f32,
            FBin::Copysign => unreachable!("handled above"),
        };
        out32(r, ftz, sat)
    }
}

pub(crate) fn fma(ty: Ty, ftz: bool, sat: bool, rnd: Rnd, a: u64, b: u64, c: u64) -> u64 {
    if let Some((k, n)) = ty.half() {
        return per_lane16(k, n, |s| {
            let w = |v: u64| widen16(k, v >> s);
            fma(F32_TY, ftz, sat, rnd, w(a), w(b), w(c))
        });
    }
    if rnd != Rnd::Rn {
        let w = |v: u64| {
            if ty.double() {
                f64_of(v, ftz)
            } else {
                f64::from(f32_of(v, ftz))
            }
        };
        let r = rounded(RoundOp::Fma(w(a), w(b), w(c)), rnd, !ty.double());
        return if ty.double() {
            out64(r, ftz, sat)
        } else {
            out32(r as f32, ftz, sat)
        };
    }
    if ty.double() {
        out64(
            f64_of(a, ftz).mul_add(f64_of(b, ftz), f64_of(c, ftz)),
            ftz,
            sat,
        )
    } else {
        out32(
            f32_of(a, ftz).mul_add(f32_of(b, ftz), f32_of(c, ftz)),
            ftz,
            sat,
        )
    }
}

pub(crate) fn fun(op: FUn, ty: Ty, ftz: bool, a: u64) -> u64 {
    if let Some((k, n)) = ty.half() {
        if matches!(op, FUn::Neg | FUn::Abs) {
            // The sign bit of each lane, NaNs included.
            let signs = if n == 2 { 0x8000_8000 } else { 0x8000 };
            let a = a & mask(u32::from(ty.bits));
            return if op == FUn::Neg {
                a ^ signs
            } else {
                a & !signs
            };
        }
        return per_lane16(k, n, |s| fun(op, F32_TY, ftz, widen16(k, a >> s)));
    }
    let sign = if ty.double() { 1u64 << 63 } else { 1u64 << 31 };
    let m = mask(u32::from(ty.bits));
    match op {
        FUn::Neg | FUn::Abs => {
            let a = if ftz {
                if ty.double() {
                    f64_of(a, true).to_bits()
                } else {
                    u64::from(f32_of(a, true).to_bits())
                }
            } else {
                a & m
            };
            if op == FUn::Neg { a ^ sign } else { a & !sign }
        }
        FUn::Approx(f) => out32(crate::approx::approx(f, f32_of(a, ftz)), ftz, false),
        FUn::SqrtDirected(rnd) => {
            if ty.double() {
                out64(
                    rounded(RoundOp::Sqrt(f64_of(a, ftz)), rnd, false),
                    ftz,
                    false,
                )
            } else {
                let x = f64::from(f32_of(a, ftz));
                out32(rounded(RoundOp::Sqrt(x), rnd, true) as f32, ftz, false)
            }
        }
        FUn::Sqrt | FUn::Rcp | FUn::Rsqrt => {
            if ty.double() {
                let x = f64_of(a, ftz);
                let r = match op {
                    FUn::Sqrt => x.sqrt(),
                    FUn::Rcp => 1.0 / x,
                    FUn::Neg | FUn::Abs | FUn::Rsqrt | FUn::Approx(_) | FUn::SqrtDirected(_) => {
                        1.0 / x.sqrt()
                    }
                };
                out64(r, ftz, false)
            } else {
                let x = f32_of(a, ftz);
                let r = match op {
                    FUn::Sqrt => x.sqrt(),
                    FUn::Rcp => 1.0 / x,
                    FUn::Neg | FUn::Abs | FUn::Rsqrt | FUn::Approx(_) | FUn::SqrtDirected(_) => {
                        1.0 / x.sqrt()
                    }
                };
                out32(r, ftz, false)
            }
        }
    }
}

pub(super) fn testp(t: TestP, ty: Ty, a: u64) -> bool {
    let x = if ty.double() {
        f64::from_bits(a)
    } else {
        f64::from(f32::from_bits(a as u32))
    };
    let sub = if ty.double() {
        f64::from_bits(a).is_subnormal()
    } else {
        f32::from_bits(a as u32).is_subnormal()
    };
    match t {
        TestP::Finite => x.is_finite(),
        TestP::Infinite => x.is_infinite(),
        TestP::Number => !x.is_nan(),
        TestP::NotANumber => x.is_nan(),
        TestP::Normal => x.is_finite() && x != 0.0 && !sub,
        TestP::Subnormal => sub,
    }
}

pub(super) fn compare(cmp: Cmp, ty: Ty, ftz: bool, a: u64, b: u64) -> bool {
    if let Some((k, _)) = ty.half() {
        return compare(cmp, F32_TY, ftz, widen16(k, a), widen16(k, b));
    }
    if ty.is_float() {
        let (x, y) = if ty.double() {
            (f64_of(a, ftz), f64_of(b, ftz))
        } else {
            (f64::from(f32_of(a, ftz)), f64::from(f32_of(b, ftz)))
        };
        let uno = x.is_nan() || y.is_nan();
        return match cmp {
            Cmp::Eq => !uno && x == y,
            Cmp::Ne => !uno && x != y,
            Cmp::Lt | Cmp::Lo => !uno && x < y,
            Cmp::Le | Cmp::Ls => !uno && x <= y,
            Cmp::Gt | Cmp::Hi => !uno && x > y,
            Cmp::Ge | Cmp::Hs => !uno && x >= y,
            Cmp::Equ => uno || x == y,
            Cmp::Neu => uno || x != y,
            Cmp::Ltu => uno || x < y,
            Cmp::Leu => uno || x <= y,
            Cmp::Gtu => uno || x > y,
            Cmp::Geu => uno || x >= y,
            Cmp::Num => !uno,
            Cmp::Nan => uno,
        };
    }
    let m = mask(u32::from(ty.bits));
    let (ua, ub_) = (a & m, b & m);
    let (sa, sb) = (sext(a, ty.bits), sext(b, ty.bits));
    let s = ty.signed();
    match cmp {
        Cmp::Eq | Cmp::Equ => ua == ub_,
        Cmp::Ne | Cmp::Neu => ua != ub_,
        Cmp::Lt | Cmp::Ltu => {
            if s {
                sa < sb
            } else {
                ua < ub_
            }
        }
        Cmp::Le | Cmp::Leu => {
            if s {
                sa <= sb
            } else {
                ua <= ub_
            }
        }
        Cmp::Gt | Cmp::Gtu => {
            if s {
                sa > sb
            } else {
                ua > ub_
            }
        }
        Cmp::Ge | Cmp::Geu => {
            if s {
                sa >= sb
            } else {
                ua >= ub_
            }
        }
        Cmp::Lo => ua < ub_,
        Cmp::Ls => ua <= ub_,
        Cmp::Hi => ua > ub_,
        Cmp::Hs => ua >= ub_,
        Cmp::Num => true,
        Cmp::Nan => false,
    }
}

pub(super) fn round_int(x: f64, r: Round) -> f64 {
    match r {
        Round::Nearest => x,
        Round::ZeroInt => x.trunc(),
        Round::NearestInt => x.round_ties_even(),
        Round::DownInt => x.floor(),
        Round::UpInt => x.ceil(),
        Round::Directed(_) => x,
    }
}

/// `r`, the value rounded to nearest in `float` (`f32`) or `double`, moved to the neighbour
/// that `mode` asks for, given where the exact value lies relative to `r` (`cmp`).
fn directed(r: f64, cmp: std::cmp::Ordering, mode: Rnd, f32: bool) -> f64 {
    if cmp == std::cmp::Ordering::Equal {
        return r;
    }
    super::round::toward(r, cmp == std::cmp::Ordering::Greater, mode, f32)
}

/// An integer's exact value as `float` (`f32`) or `double`, rounded as `round` says.
fn int_to_float(x: i128, round: Round, f32: bool) -> f64 {
    let r = if f32 { f64::from(x as f32) } else { x as f64 };
    match round {
        Round::Directed(mode) => directed(r, x.cmp(&(r as i128)), mode, f32),
        Round::Nearest | Round::ZeroInt | Round::NearestInt | Round::DownInt | Round::UpInt => r,
    }
}

pub(crate) fn cvt(dt: Ty, st: Ty, round: Round, ftz: bool, sat: bool, a: u64) -> u64 {
    if let Some((k, _)) = st.half() {
        // From a 16-bit float: widen exactly, then convert as from `float`.
        return cvt(dt, F32_TY, round, ftz, sat, widen16(k, a));
    }
    if let Some((k, _)) = dt.half() {
        // To a 16-bit float: the source's exact value, rounded once.
        let x = if st.is_float() {
            if st.double() {
                f64_of(a, ftz)
            } else {
                f64::from(f32_of(a, ftz))
            }
        } else if st.signed() {
            sext(a, st.bits) as f64
        } else {
            (a & mask(u32::from(st.bits))) as f64
        };
        let x = if sat {
            if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) }
        } else {
            round_int(x, round)
        };
        return if x.is_nan() { 0x7fff } else { k.round_f64(x) };
    }
    let dm = mask(u32::from(dt.bits));
    match (st.is_float(), dt.is_float()) {
        (false, false) => {
            let x: i128 = if st.signed() {
                i128::from(sext(a, st.bits))
            } else {
                i128::from(a & mask(u32::from(st.bits)))
            };
            let x = if sat {
                let (lo, hi) = if dt.signed() {
                    (-(1i128 << (dt.bits - 1)), (1i128 << (dt.bits - 1)) - 1)
                } else {
                    (0, (1i128 << dt.bits) - 1)
                };
                x.clamp(lo, hi)
            } else {
                x
            };
            // A destination register wider than the destination type holds the result
            // extended as that type says (PTX's `cvt`: `cvt.s8.s32 %rs1, %r1` leaves a
            // sign-extended 16-bit value, which LLVM's NVPTX back end relies on for
            // `sext_inreg`); registers keep 64 bits, and readers take their width.
            let v = x as u64 & dm;
            if dt.signed() {
                sext(v, dt.bits) as u64
            } else {
                v
            }
        }
        (false, true) => {
            let x = if st.signed() {
                i128::from(sext(a, st.bits))
            } else {
                i128::from(a & mask(u32::from(st.bits)))
            };
            let v = int_to_float(x, round, !dt.double());
            let r = if dt.double() {
                v.to_bits()
            } else {
                u64::from((v as f32).to_bits())
            };
            if sat {
                if dt.double() {
                    out64(f64::from_bits(r), false, true)
                } else {
                    out32(f32::from_bits(r as u32), false, true)
                }
            } else {
                r
            }
        }
        (true, false) => {
            let x = if st.double() {
                f64_of(a, ftz)
            } else {
                f64::from(f32_of(a, ftz))
            };
            if x.is_nan() {
                return 0;
            }
            let x = round_int(x, round);
            let v: i128 = if dt.signed() {
                let lo = -(2f64.powi(i32::from(dt.bits) - 1));
                let hi = 2f64.powi(i32::from(dt.bits) - 1);
                if x <= lo {
                    -(1i128 << (dt.bits - 1))
                } else if x >= hi {
                    (1i128 << (dt.bits - 1)) - 1
                } else {
                    x as i128
                }
            } else {
                let hi = 2f64.powi(i32::from(dt.bits));
                if x <= 0.0 {
                    0
                } else if x >= hi {
                    (1i128 << dt.bits) - 1
                } else {
                    x as i128
                }
            };
            v as u64 & dm
        }
        (true, true) => {
            if st.double() {
                let x = round_int(f64_of(a, ftz), round);
                if dt.double() {
                    out64(x, ftz, sat)
                } else if let Round::Directed(mode) = round {
                    // Narrowing: nearest, then the neighbour the mode asks for.
                    let r = f64::from(x as f32);
                    let cmp = x.partial_cmp(&r).unwrap_or(std::cmp::Ordering::Equal);
                    out32(directed(r, cmp, mode, true) as f32, ftz, sat)
                } else {
                    out32(x as f32, ftz, sat)
                }
            } else {
                let x = f32_of(a, ftz);
                if dt.double() {
                    out64(round_int(f64::from(x), round), ftz, sat)
                } else {
                    let x = match round {
                        Round::Nearest => x,
                        Round::ZeroInt => x.trunc(),
                        Round::NearestInt => x.round_ties_even(),
                        Round::DownInt => x.floor(),
                        Round::UpInt => x.ceil(),
                        Round::Directed(_) => x,
                    };
                    out32(x, ftz, sat)
                }
            }
        }
    }
}

pub(super) fn atom(op: AtomOp, ty: Ty, old: u64, b: u64, c: u64) -> u64 {
    let m = mask(u32::from(ty.bits));
    let (o, x) = (old & m, b & m);
    let r = match op {
        AtomOp::And => o & x,
        AtomOp::Or => o | x,
        AtomOp::Xor => o ^ x,
        AtomOp::Exch => x,
        AtomOp::Add if ty.is_float() => fbin(FBin::Add, ty, false, false, Rnd::Rn, o, x),
        AtomOp::Add => o.wrapping_add(x),
        AtomOp::Inc => {
            if o >= x {
                0
            } else {
                o + 1
            }
        }
        AtomOp::Dec => {
            if o == 0 || o > x {
                x
            } else {
                o - 1
            }
        }
        AtomOp::Min if ty.is_float() => fbin(FBin::Min, ty, false, false, Rnd::Rn, o, x),
        AtomOp::Max if ty.is_float() => fbin(FBin::Max, ty, false, false, Rnd::Rn, o, x),
        AtomOp::Min | AtomOp::Max => {
            let less = if ty.signed() {
                sext(o, ty.bits) < sext(x, ty.bits)
            } else {
                o < x
            };
            if less == (op == AtomOp::Min) { o } else { x }
        }
        AtomOp::Cas => {
            if o == x {
                c & m
            } else {
                o
            }
        }
    };
    r & m
}
