//! The floating-point formats of the subset and exact conversions between them.
//!
//! `half` (IEEE binary16), `bfloat` (binary32's exponent, 7 fraction bits), `float` and
//! `double`. Every value of the three narrow formats is a `double`, so `double` is the common
//! carrier: [`FloatKind::to_f64`] is exact, and [`FloatKind::round_f64`] rounds a `double` to
//! the format once, to nearest with ties to even, as LLVM's `fptrunc` and APFloat do. An
//! operation on `half`/`bfloat` computed in `double` and rounded once is correctly rounded for
//! `+ - * / sqrt`: 53 ≥ 2·11 + 2 bits, so the second rounding cannot differ from a direct one.
//! NaNs keep their sign and the top bits of their payload (the quiet bit is the top one).

use super::types::{TypeData, TypeId, Types};

/// A floating-point format.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// IEEE binary16.
    Half,
    /// bfloat16.
    BFloat,
    /// IEEE binary32.
    Single,
    /// IEEE binary64.
    Double,
}

impl FloatKind {
    /// The format of type `ty`, if it is a floating-point type.
    pub fn of(types: &Types, ty: TypeId) -> Option<FloatKind> {
        match types.get(ty) {
            TypeData::Half => Some(FloatKind::Half),
            TypeData::BFloat => Some(FloatKind::BFloat),
            TypeData::Float => Some(FloatKind::Single),
            TypeData::Double => Some(FloatKind::Double),
            _ => None,
        }
    }

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Single => 32,
            FloatKind::Double => 64,
        }
    }

    /// Exponent bits.
    pub fn exp_bits(self) -> u32 {
        match self {
            FloatKind::Half => 5,
            FloatKind::BFloat | FloatKind::Single => 8,
            FloatKind::Double => 11,
        }
    }

    /// Stored fraction bits.
    pub fn frac_bits(self) -> u32 {
        match self {
            FloatKind::Half => 10,
            FloatKind::BFloat => 7,
            FloatKind::Single => 23,
            FloatKind::Double => 52,
        }
    }

    /// The sign bit.
    pub fn sign_bit(self) -> u64 {
        1u64 << (self.bits() - 1)
    }

    /// Mask of the format's bits.
    pub fn mask(self) -> u64 {
        if self.bits() == 64 {
            u64::MAX
        } else {
            (1u64 << self.bits()) - 1
        }
    }

    /// Whether `bits` is a NaN of this format.
    pub fn is_nan(self, bits: u64) -> bool {
        let (e, f) = (self.exp_bits(), self.frac_bits());
        let exp = (bits >> f) & ((1 << e) - 1);
        exp == (1 << e) - 1 && bits & ((1 << f) - 1) != 0
    }

    /// The canonical quiet NaN (positive, only the quiet bit set).
    pub fn quiet_nan(self) -> u64 {
        let (e, f) = (self.exp_bits(), self.frac_bits());
        (((1u64 << e) - 1) << f) | (1 << (f - 1))
    }

    /// The value of `bits` as a `double` (exact; NaN payloads move to the top).
    pub fn to_f64(self, bits: u64) -> f64 {
        match self {
            FloatKind::Double => f64::from_bits(bits),
            FloatKind::Single => f64::from(f32::from_bits(bits as u32)),
            FloatKind::Half | FloatKind::BFloat => {
                let (e, f) = (self.exp_bits(), self.frac_bits());
                let sign = (bits >> (e + f)) & 1;
                let exp = (bits >> f) & ((1 << e) - 1);
                let frac = bits & ((1 << f) - 1);
                let max = (1 << e) - 1;
                if exp == max {
                    // Infinity or NaN: same fraction bits at the top of double's.
                    return f64::from_bits((sign << 63) | (0x7ff << 52) | (frac << (52 - f)));
                }
                let bias = (1i32 << (e - 1)) - 1;
                let mag = if exp == 0 {
                    frac as f64 * 2f64.powi(1 - bias - f as i32)
                } else {
                    (frac | (1 << f)) as f64 * 2f64.powi(exp as i32 - bias - f as i32)
                };
                if sign == 1 { -mag } else { mag }
            }
        }
    }

    /// `v` rounded to this format, to nearest with ties to even (overflow gives infinity).
    pub fn round_f64(self, v: f64) -> u64 {
        match self {
            FloatKind::Double => v.to_bits(),
            FloatKind::Single => {
                if v.is_nan() {
                    return nan_narrow(v.to_bits(), 8, 23);
                }
                u64::from((v as f32).to_bits())
            }
            FloatKind::Half | FloatKind::BFloat => round_to(v, self.exp_bits(), self.frac_bits()),
        }
    }

    /// `v`'s bits in this format if `v` converts exactly (NaNs: if no payload bit is lost).
    pub fn exact_from_f64(self, v: f64) -> Option<u64> {
        let r = self.round_f64(v);
        (self.to_f64(r).to_bits() == v.to_bits()).then_some(r)
    }
}

/// A double NaN's sign and top payload bits in a format of `e`/`f` bits (the quiet bit set if
/// nothing else would be left).
fn nan_narrow(b: u64, e: u32, f: u32) -> u64 {
    let sign = b >> 63;
    let payload = (b & ((1 << 52) - 1)) >> (52 - f);
    let payload = if payload == 0 { 1 << (f - 1) } else { payload };
    (sign << (e + f)) | (((1 << e) - 1) << f) | payload
}

/// `v` rounded to a binary format with `e` exponent and `f` fraction bits (`e` ≤ 8, `f` ≤ 23).
fn round_to(v: f64, e: u32, f: u32) -> u64 {
    let b = v.to_bits();
    let sign = b >> 63;
    let max_exp = (1u64 << e) - 1;
    if v.is_nan() {
        return nan_narrow(b, e, f);
    }
    if v.is_infinite() {
        return (sign << (e + f)) | (max_exp << f);
    }
    if v == 0.0 {
        return sign << (e + f);
    }
    let bias = (1i32 << (e - 1)) - 1;
    let dexp = ((b >> 52) & 0x7ff) as i32;
    let frac = b & ((1 << 52) - 1);
    // |v| = sig · 2^exp2 with sig an integer.
    let (sig, exp2) = if dexp == 0 {
        (frac, -1074)
    } else {
        (frac | (1 << 52), dexp - 1075)
    };
    let k = 63 - sig.leading_zeros() as i32 + exp2; // floor(log2 |v|)
    let fi = f as i32;
    let mut ulp = (k - fi).max(1 - bias - fi);
    let shift = ulp - exp2;
    let mut q = if shift <= 0 {
        sig << (-shift)
    } else if shift >= 64 {
        0
    } else {
        let q = sig >> shift;
        let rem = sig & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    if q >> (f + 1) != 0 {
        q >>= 1;
        ulp += 1;
    }
    if q >> f == 0 {
        // Subnormal (or zero): the exponent field is 0.
        return (sign << (e + f)) | q;
    }
    let biased = (ulp + fi + bias) as u64;
    if biased >= max_exp {
        return (sign << (e + f)) | (max_exp << f);
    }
    (sign << (e + f)) | (biased << f) | (q & ((1 << f) - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_known_values() {
        let h = FloatKind::Half;
        assert_eq!(h.round_f64(1.0), 0x3c00);
        assert_eq!(h.round_f64(1.5), 0x3e00);
        assert_eq!(h.round_f64(-2.0), 0xc000);
        assert_eq!(h.round_f64(65504.0), 0x7bff);
        assert_eq!(h.round_f64(65520.0), 0x7c00, "rounds up to infinity");
        assert_eq!(h.round_f64(65519.99), 0x7bff);
        assert_eq!(h.round_f64(2f64.powi(-24)), 0x0001, "smallest subnormal");
        assert_eq!(
            h.round_f64(2f64.powi(-25)),
            0x0000,
            "a tie rounds to even (zero)"
        );
        assert_eq!(h.round_f64(2f64.powi(-25) * 1.0001), 0x0001);
        assert_eq!(h.round_f64(2f64.powi(-14)), 0x0400, "smallest normal");
        // 1 + 2^-11 is a tie between 1 and 1 + 2^-10: even is 1.
        assert_eq!(h.round_f64(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(h.round_f64(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        assert_eq!(h.to_f64(0x3555), 0.333_251_953_125);
        assert!(h.is_nan(h.round_f64(f64::NAN)));
        assert_eq!(h.to_f64(0x7c00), f64::INFINITY);
        assert_eq!(h.to_f64(0x8001), -(2f64.powi(-24)));
    }

    #[test]
    fn bfloat_known_values() {
        let b = FloatKind::BFloat;
        assert_eq!(b.round_f64(1.0), 0x3f80);
        assert_eq!(b.round_f64(3.0), 0x4040);
        assert_eq!(b.round_f64(-0.5), 0xbf00);
        // bfloat is the top half of float's bits, rounded.
        for v in [1.2345f32, -7.5e-30, 3.0e38, 1.0e-40] {
            let f = v.to_bits();
            let r = f.wrapping_add(0x7fff + ((f >> 16) & 1)) >> 16;
            assert_eq!(b.round_f64(f64::from(v)), u64::from(r), "{v}");
        }
    }

    #[test]
    fn every_half_round_trips() {
        for k in [FloatKind::Half, FloatKind::BFloat] {
            for bits in 0..=0xffffu64 {
                let v = k.to_f64(bits);
                if k.is_nan(bits) {
                    assert!(v.is_nan());
                    continue;
                }
                assert_eq!(k.round_f64(v), bits, "{k:?} {bits:#x}");
                assert_eq!(k.exact_from_f64(v), Some(bits));
            }
        }
    }

    #[test]
    fn rounding_is_to_nearest_between_neighbours() {
        // Every midpoint between consecutive positive halfs rounds to the even one; just above
        // it, up; just below, down.
        let h = FloatKind::Half;
        for bits in 0..0x7bffu64 {
            let (lo, hi) = (h.to_f64(bits), h.to_f64(bits + 1));
            let mid = (lo + hi) / 2.0;
            let even = if bits & 1 == 0 { bits } else { bits + 1 };
            assert_eq!(h.round_f64(mid), even, "{bits:#x}");
            assert_eq!(h.round_f64(mid + (hi - lo) / 1024.0), bits + 1);
            assert_eq!(h.round_f64(mid - (hi - lo) / 1024.0), bits);
        }
        assert_eq!(h.exact_from_f64(0.1), None);
    }
}
