//! The interpreter's arithmetic on register bits: integer and floating-point operations with
//! LLVM's semantics (widths, wrap flags and poison, NaN canonicalization), comparisons,
//! conversions, atomic read-modify-write values, bit intrinsics and funnel shifts.

use super::*;

#[inline]
pub(super) fn canon32(v: f32) -> u64 {
    if v.is_nan() {
        F32_NAN
    } else {
        u64::from(v.to_bits())
    }
}

#[inline]
pub(super) fn canon64(v: f64) -> u64 {
    if v.is_nan() { F64_NAN } else { v.to_bits() }
}

/// An integer binary operation on non-poison operands (poison handled here too).
#[inline]
pub(super) fn ibin(op: IOp, flags: u8, bits: u8, x: Reg, y: Reg) -> Result<Reg, Fault> {
    let w = u32::from(bits);
    let m = mask(w);
    if matches!(op, IOp::UDiv | IOp::SDiv | IOp::URem | IOp::SRem) {
        if y.poison {
            return ub(UbKind::PoisonOperand, "the divisor is poison");
        }
        if y.bits == 0 {
            return ub(UbKind::DivisionByZero, "division by zero");
        }
        let signed = matches!(op, IOp::SDiv | IOp::SRem);
        if signed && !x.poison && sext(y.bits, bits) == -1 && x.bits == 1u64 << (w - 1) {
            return ub(
                UbKind::DivisionOverflow,
                format!("the smallest i{w} divided by -1"),
            );
        }
    }
    if x.poison || y.poison {
        return Ok(Reg::POISON);
    }
    let (a, b) = (x.bits, y.bits);
    let f = IntFlags::from_bits(flags);
    let (sa, sb) = (i128::from(sext(a, bits)), i128::from(sext(b, bits)));
    let smin = -(1i128 << (w - 1));
    let smax = (1i128 << (w - 1)) - 1;
    let s_overflow = |r: i128| r < smin || r > smax;
    let (v, poison) = match op {
        IOp::Add => {
            let v = a.wrapping_add(b) & m;
            let p = (f.contains(IntFlags::NUW) && (u128::from(a) + u128::from(b)) > u128::from(m))
                || (f.contains(IntFlags::NSW) && s_overflow(sa + sb));
            (v, p)
        }
        IOp::Sub => {
            let v = a.wrapping_sub(b) & m;
            let p = (f.contains(IntFlags::NUW) && a < b)
                || (f.contains(IntFlags::NSW) && s_overflow(sa - sb));
            (v, p)
        }
        IOp::Mul => {
            let v = a.wrapping_mul(b) & m;
            let p = (f.contains(IntFlags::NUW) && u128::from(a) * u128::from(b) > u128::from(m))
                || (f.contains(IntFlags::NSW) && s_overflow(sa * sb));
            (v, p)
        }
        IOp::UDiv => (a / b, f.contains(IntFlags::EXACT) && a % b != 0),
        IOp::URem => (a % b, false),
        IOp::SDiv => {
            let (q, r) = (sa / sb, sa % sb);
            (q as u64 & m, f.contains(IntFlags::EXACT) && r != 0)
        }
        IOp::SRem => ((sa % sb) as u64 & m, false),
        IOp::Shl | IOp::LShr | IOp::AShr if b >= u64::from(w) => (0, true),
        IOp::Shl => {
            let v = (a << b) & m;
            let p = (f.contains(IntFlags::NUW) && v >> b != a)
                || (f.contains(IntFlags::NSW) && sext(v, bits) >> b != sext(a, bits));
            (v, p)
        }
        IOp::LShr => (
            a >> b,
            f.contains(IntFlags::EXACT) && a & mask(b as u32) != 0,
        ),
        IOp::AShr => (
            (sext(a, bits) >> b) as u64 & m,
            f.contains(IntFlags::EXACT) && a & mask(b as u32) != 0,
        ),
        IOp::And => (a & b, false),
        IOp::Or => (a | b, f.contains(IntFlags::DISJOINT) && a & b != 0),
        IOp::Xor => (a ^ b, false),
    };
    Ok(Reg { bits: v, poison })
}

#[inline]
pub(super) fn icmp(p: IntPredicate, bits: u8, a: u64, b: u64) -> bool {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match p {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => a > b,
        IntPredicate::Uge => a >= b,
        IntPredicate::Ult => a < b,
        IntPredicate::Ule => a <= b,
        IntPredicate::Sgt => sa > sb,
        IntPredicate::Sge => sa >= sb,
        IntPredicate::Slt => sa < sb,
        IntPredicate::Sle => sa <= sb,
    }
}

pub(super) fn fcmp(p: FloatPredicate, double: bool, a: u64, b: u64) -> bool {
    let (x, y) = if double {
        (f64::from_bits(a), f64::from_bits(b))
    } else {
        (
            f64::from(f32::from_bits(a as u32)),
            f64::from(f32::from_bits(b as u32)),
        )
    };
    let uno = x.is_nan() || y.is_nan();
    match p {
        FloatPredicate::False => false,
        FloatPredicate::Oeq => !uno && x == y,
        FloatPredicate::Ogt => !uno && x > y,
        FloatPredicate::Oge => !uno && x >= y,
        FloatPredicate::Olt => !uno && x < y,
        FloatPredicate::Ole => !uno && x <= y,
        FloatPredicate::One => !uno && x != y,
        FloatPredicate::Ord => !uno,
        FloatPredicate::Ueq => uno || x == y,
        FloatPredicate::Ugt => uno || x > y,
        FloatPredicate::Uge => uno || x >= y,
        FloatPredicate::Ult => uno || x < y,
        FloatPredicate::Ule => uno || x <= y,
        FloatPredicate::Une => uno || x != y,
        FloatPredicate::Uno => uno,
        FloatPredicate::True => true,
    }
}

#[inline]
pub(super) fn fbin(op: FOp, double: bool, a: u64, b: u64) -> u64 {
    if double {
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        canon64(match op {
            FOp::Add => x + y,
            FOp::Sub => x - y,
            FOp::Mul => x * y,
            FOp::Div => x / y,
            FOp::Rem => x % y,
        })
    } else {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        canon32(match op {
            FOp::Add => x + y,
            FOp::Sub => x - y,
            FOp::Mul => x * y,
            FOp::Div => x / y,
            FOp::Rem => x % y,
        })
    }
}

pub(super) fn funary(op: FUnary, double: bool, a: u64) -> u64 {
    if op == FUnary::Fabs {
        return if double {
            a & !(1 << 63)
        } else {
            a & 0x7fff_ffff
        };
    }
    if double {
        let x = f64::from_bits(a);
        canon64(match op {
            FUnary::Fabs => x.abs(),
            FUnary::Sqrt => x.sqrt(),
            FUnary::Floor => x.floor(),
            FUnary::Ceil => x.ceil(),
            FUnary::Trunc => x.trunc(),
            FUnary::Rint => x.round_ties_even(),
            FUnary::Round => x.round(),
            FUnary::Rsqrt => 1.0 / x.sqrt(),
            FUnary::Rcp => 1.0 / x,
            FUnary::Approx(op) => f64::from(crate::approx::approx(op, x as f32)),
            FUnary::Saturate => {
                if x.is_nan() {
                    0.0
                } else {
                    x.clamp(0.0, 1.0)
                }
            }
        })
    } else {
        let x = f32::from_bits(a as u32);
        canon32(match op {
            FUnary::Fabs => x.abs(),
            FUnary::Sqrt => x.sqrt(),
            FUnary::Floor => x.floor(),
            FUnary::Ceil => x.ceil(),
            FUnary::Trunc => x.trunc(),
            FUnary::Rint => x.round_ties_even(),
            FUnary::Round => x.round(),
            FUnary::Rsqrt => 1.0 / x.sqrt(),
            FUnary::Rcp => 1.0 / x,
            FUnary::Approx(op) => crate::approx::approx(op, x),
            FUnary::Saturate => {
                if x.is_nan() {
                    0.0
                } else {
                    x.clamp(0.0, 1.0)
                }
            }
        })
    }
}

pub(super) fn fbinary(op: FBinary, double: bool, a: u64, b: u64) -> u64 {
    let sign = if double { 1u64 << 63 } else { 1u64 << 31 };
    if op == FBinary::Copysign {
        return (a & !sign) | (b & sign);
    }
    if op == FBinary::Div {
        return fbin(FOp::Div, double, a, b);
    }
    let max = op == FBinary::MaxNum;
    // minnum/maxnum: a NaN operand yields the other; -0 orders below +0.
    let pick = |x: f64, y: f64, xb: u64, yb: u64| -> Option<bool> {
        match (x.is_nan(), y.is_nan()) {
            (true, true) => None,
            (true, false) => Some(false),
            (false, true) => Some(true),
            _ if x == y => {
                let x_neg = xb & sign != 0;
                let y_neg = yb & sign != 0;
                Some(if max {
                    !x_neg || y_neg
                } else {
                    x_neg || !y_neg
                })
            }
            _ => Some((x > y) == max),
        }
    };
    let (x, y) = if double {
        (f64::from_bits(a), f64::from_bits(b))
    } else {
        (
            f64::from(f32::from_bits(a as u32)),
            f64::from(f32::from_bits(b as u32)),
        )
    };
    match pick(x, y, a, b) {
        Some(true) => a,
        Some(false) => b,
        None if double => F64_NAN,
        None => F32_NAN,
    }
}

pub(super) fn fp_to_int(a: u64, double: bool, signed: bool, bits: u8) -> Reg {
    let x = if double {
        f64::from_bits(a)
    } else {
        f64::from(f32::from_bits(a as u32))
    };
    if x.is_nan() {
        return Reg::POISON;
    }
    let t = x.trunc();
    let w = i32::from(bits);
    let ok = if signed {
        t >= -(2f64.powi(w - 1)) && t < 2f64.powi(w - 1)
    } else {
        t >= 0.0 && t < 2f64.powi(w)
    };
    if !ok {
        return Reg::POISON;
    }
    let v = if signed { t as i64 as u64 } else { t as u64 };
    Reg::val(v & mask(u32::from(bits)))
}

pub(super) fn int_to_fp(a: u64, double: bool, signed: bool, bits: u8) -> u64 {
    if signed {
        let v = sext(a, bits);
        if double {
            (v as f64).to_bits()
        } else {
            u64::from((v as f32).to_bits())
        }
    } else if double {
        (a as f64).to_bits()
    } else {
        u64::from((a as f32).to_bits())
    }
}

pub(super) fn rmw(op: RmwOp, kind: LeafKind, old: u64, v: u64) -> u64 {
    let (bits, m) = match kind {
        LeafKind::Int(b) => (b, mask(u32::from(b))),
        LeafKind::F32 => (32, 0xffff_ffff),
        LeafKind::F64 | LeafKind::Ptr => (64, u64::MAX),
    };
    let double = kind == LeafKind::F64;
    let r = match op {
        RmwOp::Xchg => v,
        RmwOp::Add => old.wrapping_add(v),
        RmwOp::Sub => old.wrapping_sub(v),
        RmwOp::And => old & v,
        RmwOp::Nand => !(old & v),
        RmwOp::Or => old | v,
        RmwOp::Xor => old ^ v,
        RmwOp::Max => {
            if sext(old, bits) >= sext(v, bits) {
                old
            } else {
                v
            }
        }
        RmwOp::Min => {
            if sext(old, bits) <= sext(v, bits) {
                old
            } else {
                v
            }
        }
        RmwOp::UMax => old.max(v),
        RmwOp::UMin => old.min(v),
        RmwOp::FAdd => fbin(FOp::Add, double, old, v),
        RmwOp::FSub => fbin(FOp::Sub, double, old, v),
        RmwOp::FMax => fbinary(FBinary::MaxNum, double, old, v),
        RmwOp::FMin => fbinary(FBinary::MinNum, double, old, v),
        RmwOp::UIncWrap => {
            if old >= v {
                0
            } else {
                old + 1
            }
        }
        RmwOp::UDecWrap => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
    };
    r & m
}

pub(super) fn bit_op(op: BitOp, bits: u8, x: Reg, flag: Reg) -> Reg {
    if x.poison {
        return Reg::POISON;
    }
    let w = u32::from(bits);
    let a = x.bits;
    let zero_poison =
        matches!(op, BitOp::Ctlz | BitOp::Cttz) && (flag.poison || flag.bits & 1 == 1);
    if zero_poison && a == 0 {
        return Reg::POISON;
    }
    let v = match op {
        BitOp::Ctpop => u64::from(a.count_ones()),
        BitOp::Ctlz => u64::from(a.leading_zeros() - (64 - w)),
        BitOp::Cttz => u64::from(a.trailing_zeros().min(w)),
        BitOp::Bswap => a.swap_bytes() >> (64 - w),
        BitOp::Bitreverse => a.reverse_bits() >> (64 - w),
    };
    Reg::val(v)
}

pub(super) fn funnel(left: bool, bits: u8, a: u64, b: u64, c: u64) -> u64 {
    let w = u32::from(bits);
    let s = (c % u64::from(w)) as u32;
    let m = mask(w);
    if s == 0 {
        return if left { a } else { b };
    }
    let v = if left {
        (a << s) | (b >> (w - s))
    } else {
        (b >> s) | (a << (w - s))
    };
    v & m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_flags_make_poison() {
        let r = |v| Reg::val(v);
        let nsw = IntFlags::NSW.bits();
        let nuw = IntFlags::NUW.bits();
        assert!(ibin(IOp::Add, nsw, 8, r(127), r(1)).ok().unwrap().poison);
        assert!(!ibin(IOp::Add, nuw, 8, r(127), r(1)).ok().unwrap().poison);
        assert!(ibin(IOp::Add, nuw, 8, r(255), r(1)).ok().unwrap().poison);
        assert_eq!(ibin(IOp::Add, 0, 8, r(255), r(1)).ok().unwrap(), r(0));
        assert!(ibin(IOp::Shl, 0, 32, r(1), r(32)).ok().unwrap().poison);
        assert!(ibin(IOp::Shl, nsw, 8, r(0x40), r(1)).ok().unwrap().poison);
        assert_eq!(ibin(IOp::AShr, 0, 8, r(0x80), r(7)).ok().unwrap(), r(0xff));
        assert!(matches!(
            ibin(IOp::SDiv, 0, 32, r(0x8000_0000), r(0xffff_ffff)),
            Err(Fault::Ub(UbKind::DivisionOverflow, _))
        ));
        assert!(matches!(
            ibin(IOp::URem, 0, 32, r(5), r(0)),
            Err(Fault::Ub(UbKind::DivisionByZero, _))
        ));
        assert!(matches!(
            ibin(IOp::UDiv, 0, 32, r(5), Reg::POISON),
            Err(Fault::Ub(UbKind::PoisonOperand, _))
        ));
        assert_eq!(
            ibin(IOp::SDiv, 0, 32, r(0xffff_fff9), r(2)).ok().unwrap(),
            r(0xffff_fffd)
        );
        assert!(
            ibin(IOp::Or, IntFlags::DISJOINT.bits(), 8, r(3), r(1))
                .ok()
                .unwrap()
                .poison
        );
        assert!(
            ibin(IOp::LShr, IntFlags::EXACT.bits(), 8, r(3), r(1))
                .ok()
                .unwrap()
                .poison
        );
    }

    #[test]
    fn floats_are_canonical_and_exact() {
        assert_eq!(fbin(FOp::Div, false, 0, 0), F32_NAN);
        assert_eq!(
            fbin(
                FOp::Sub,
                true,
                f64::INFINITY.to_bits(),
                f64::INFINITY.to_bits()
            ),
            F64_NAN
        );
        assert_eq!(
            fbin(
                FOp::Add,
                false,
                u64::from(1.5f32.to_bits()),
                u64::from(2.25f32.to_bits())
            ),
            u64::from(3.75f32.to_bits())
        );
        let (neg0, pos0) = (u64::from((-0.0f32).to_bits()), u64::from(0.0f32.to_bits()));
        assert_eq!(fbinary(FBinary::MinNum, false, pos0, neg0), neg0);
        assert_eq!(fbinary(FBinary::MaxNum, false, neg0, pos0), pos0);
        assert_eq!(fbinary(FBinary::MaxNum, false, F32_NAN, pos0), pos0);
        assert!(fp_to_int(u64::from(300.0f32.to_bits()), false, true, 8).poison);
        assert_eq!(
            fp_to_int(u64::from((-1.9f32).to_bits()), false, true, 8),
            Reg::val(0xff)
        );
        assert!(fp_to_int(u64::from((-1.0f32).to_bits()), false, false, 8).poison);
        assert_eq!(
            fp_to_int((2f64.powi(63)).to_bits(), true, false, 64),
            Reg::val(1 << 63)
        );
        assert!(fp_to_int((2f64.powi(63)).to_bits(), true, true, 64).poison);
    }

    #[test]
    fn bits_and_funnels() {
        assert_eq!(
            bit_op(BitOp::Ctlz, 32, Reg::val(1), Reg::val(0)),
            Reg::val(31)
        );
        assert!(bit_op(BitOp::Cttz, 32, Reg::val(0), Reg::val(1)).poison);
        assert_eq!(
            bit_op(BitOp::Cttz, 16, Reg::val(0), Reg::val(0)),
            Reg::val(16)
        );
        assert_eq!(
            bit_op(BitOp::Bswap, 32, Reg::val(0x1122_3344), Reg::val(0)),
            Reg::val(0x4433_2211)
        );
        assert_eq!(funnel(true, 8, 0x12, 0x34, 4), 0x23);
        assert_eq!(funnel(false, 8, 0x12, 0x34, 4), 0x23);
        assert_eq!(rmw(RmwOp::UDecWrap, LeafKind::Int(32), 0, 7), 7);
        assert_eq!(rmw(RmwOp::UIncWrap, LeafKind::Int(32), 7, 7), 0);
        assert_eq!(rmw(RmwOp::Min, LeafKind::Int(8), 0xff, 1), 0xff);
    }
}
