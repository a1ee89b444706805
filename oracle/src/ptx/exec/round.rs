//! Directed rounding (`.rz`, `.rm`, `.rp`) of `float` and `double` arithmetic, which Rust's
//! operations (round to nearest even) do not offer.
//!
//! Each operation first computes the result rounded to nearest, `r`, then finds on which side
//! of `r` the exact result lies, exactly, and steps `r` one unit in the last place when the
//! mode says the other neighbour: `float` operands are exact in `double`, and the error terms
//! (the rounding error of a sum, of a product by `fma`, the residual of a quotient or square
//! root) are exact too, so the side is known without arbitrary precision. (The error terms
//! stop being exact when they underflow; results within a factor 2^-1022 of `double`'s
//! smallest normal are outside this module's promise.)

use std::cmp::Ordering;

/// A rounding mode of PTX's floating-point instructions.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum Rnd {
    /// `.rn`: to nearest even (the default).
    #[default]
    Rn,
    /// `.rz`: toward zero.
    Rz,
    /// `.rm`: toward negative infinity.
    Rm,
    /// `.rp`: toward positive infinity.
    Rp,
}

/// An operation with its operands (already widened, flushed as the instruction says).
#[derive(Clone, Copy, Debug)]
pub(crate) enum RoundOp {
    Add(f64, f64),
    Mul(f64, f64),
    Div(f64, f64),
    Fma(f64, f64, f64),
    Sqrt(f64),
}

/// `a + b` exactly, as the rounded sum and its (exact) error.
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    (s, e)
}

/// The sign of the exact sum of `terms` (each a `double`): the terms are distilled by exact
/// two-sums until no two overlap, then the largest nonzero one has the sum's sign.
fn sign_of_sum(mut terms: Vec<f64>) -> Ordering {
    for _ in 0..64 {
        let mut changed = false;
        for i in 1..terms.len() {
            let (s, e) = two_sum(terms[i - 1], terms[i]);
            if s != terms[i] || e != terms[i - 1] {
                changed = true;
            }
            terms[i] = s;
            terms[i - 1] = e;
        }
        if !changed {
            break;
        }
    }
    terms
        .iter()
        .rev()
        .find(|t| **t != 0.0)
        .map_or(Ordering::Equal, |t| {
            if *t > 0.0 {
                Ordering::Greater
            } else {
                Ordering::Less
            }
        })
}

/// How the exact result of `op` compares with `r` (which is finite and near it).
fn exact_vs(op: RoundOp, r: f64) -> Ordering {
    match op {
        RoundOp::Add(a, b) => {
            let (s, e) = two_sum(a, b);
            sign_of_sum(vec![s, e, -r])
        }
        RoundOp::Mul(a, b) => {
            let p = a * b;
            let e = a.mul_add(b, -p);
            sign_of_sum(vec![p, e, -r])
        }
        RoundOp::Fma(a, b, c) => {
            let p = a * b;
            let e = a.mul_add(b, -p);
            sign_of_sum(vec![p, e, c, -r])
        }
        RoundOp::Div(a, b) => {
            // a/b - r has the sign of (a - r*b) * sign(b); r*b = p + e exactly.
            let p = r * b;
            let e = r.mul_add(b, -p);
            let s = sign_of_sum(vec![a, -p, -e]);
            if b < 0.0 { s.reverse() } else { s }
        }
        RoundOp::Sqrt(a) => {
            // sqrt(a) - r has the sign of a - r*r (both non-negative).
            let p = r * r;
            let e = r.mul_add(r, -p);
            sign_of_sum(vec![a, -p, -e])
        }
    }
}

/// The operation rounded to nearest in `double` (`f32`: false) or `float`.
fn nearest(op: RoundOp, f32: bool) -> f64 {
    if f32 {
        let c = |x: f64| x as f32;
        f64::from(match op {
            RoundOp::Add(a, b) => c(a) + c(b),
            RoundOp::Mul(a, b) => c(a) * c(b),
            RoundOp::Div(a, b) => c(a) / c(b),
            RoundOp::Fma(a, b, x) => c(a).mul_add(c(b), c(x)),
            RoundOp::Sqrt(a) => c(a).sqrt(),
        })
    } else {
        match op {
            RoundOp::Add(a, b) => a + b,
            RoundOp::Mul(a, b) => a * b,
            RoundOp::Div(a, b) => a / b,
            RoundOp::Fma(a, b, c) => a.mul_add(b, c),
            RoundOp::Sqrt(a) => a.sqrt(),
        }
    }
}

/// One step from `r` up (`up`) or down, in `float` or `double`.
fn step(r: f64, up: bool, f32: bool) -> f64 {
    if f32 {
        let x = r as f32;
        f64::from(if up { x.next_up() } else { x.next_down() })
    } else if up {
        r.next_up()
    } else {
        r.next_down()
    }
}

/// `op` rounded by `mode` in `float` (`f32`) or `double`; the result as a `double` (exact for
/// `float`).
pub(crate) fn rounded(op: RoundOp, mode: Rnd, f32: bool) -> f64 {
    let r = nearest(op, f32);
    if mode == Rnd::Rn || r.is_nan() {
        return r;
    }
    let operands_finite = match op {
        RoundOp::Add(a, b) | RoundOp::Mul(a, b) | RoundOp::Div(a, b) => {
            a.is_finite() && b.is_finite()
        }
        RoundOp::Fma(a, b, c) => a.is_finite() && b.is_finite() && c.is_finite(),
        RoundOp::Sqrt(a) => a.is_finite(),
    };
    let div_by_zero = matches!(op, RoundOp::Div(_, b) if b == 0.0);
    let cmp = if r.is_infinite() {
        if !operands_finite || div_by_zero {
            return r;
        }
        // Overflow: the exact value is finite, nearer zero.
        if r > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        }
    } else {
        exact_vs(op, r)
    };
    if cmp == Ordering::Equal {
        // An exact zero sum is -0 when rounding down (IEEE 754), unless both addends are +0.
        if r == 0.0 && mode == Rnd::Rm {
            let plus_zeros = match op {
                RoundOp::Add(a, b) => {
                    a == 0.0 && b == 0.0 && a.is_sign_positive() && b.is_sign_positive()
                }
                RoundOp::Fma(a, b, c) => {
                    let p = a * b;
                    p == 0.0 && c == 0.0 && p.is_sign_positive() && c.is_sign_positive()
                }
                RoundOp::Mul(..) | RoundOp::Div(..) | RoundOp::Sqrt(_) => return r,
            };
            return if plus_zeros { r } else { -0.0 };
        }
        return r;
    }
    toward(r, cmp == Ordering::Greater, mode, f32)
}

/// `r`, the nearest `float` (`f32`) or `double` to an inexact exact value, moved to the
/// neighbour `mode` asks for, given whether the exact value lies above `r`.
pub(crate) fn toward(r: f64, exact_above: bool, mode: Rnd, f32: bool) -> f64 {
    match mode {
        Rnd::Rn => r,
        Rnd::Rm if !exact_above => step(r, false, f32),
        Rnd::Rp if exact_above => step(r, true, f32),
        // Toward zero: step back when r is further from zero than the exact value.
        Rnd::Rz if r > 0.0 && !exact_above => step(r, false, f32),
        Rnd::Rz if r < 0.0 && exact_above => step(r, true, f32),
        // r == 0 with an inexact result: the exact value is tiny; toward zero keeps 0 but
        // with the exact value's sign.
        Rnd::Rz if r == 0.0 => {
            if exact_above {
                0.0
            } else {
                -0.0
            }
        }
        Rnd::Rm | Rnd::Rp | Rnd::Rz => r,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> f64 {
        f64::from(x)
    }

    #[test]
    fn float_sums_round_each_way() {
        // 1 + 2^-30 lies strictly between 1 and its successor.
        let tiny = f(2f32.powi(-30));
        let up = f(1f32.next_up());
        assert_eq!(rounded(RoundOp::Add(1.0, tiny), Rnd::Rn, true), 1.0);
        assert_eq!(rounded(RoundOp::Add(1.0, tiny), Rnd::Rz, true), 1.0);
        assert_eq!(rounded(RoundOp::Add(1.0, tiny), Rnd::Rm, true), 1.0);
        assert_eq!(rounded(RoundOp::Add(1.0, tiny), Rnd::Rp, true), up);
        assert_eq!(rounded(RoundOp::Add(-1.0, -tiny), Rnd::Rm, true), -up);
        assert_eq!(rounded(RoundOp::Add(-1.0, -tiny), Rnd::Rz, true), -1.0);
        // Exact results are not moved.
        assert_eq!(rounded(RoundOp::Add(1.0, 2.0), Rnd::Rp, true), 3.0);
        // x + (-x) is -0 rounding down, +0 otherwise.
        assert!(rounded(RoundOp::Add(1.0, -1.0), Rnd::Rm, true).is_sign_negative());
        assert!(rounded(RoundOp::Add(1.0, -1.0), Rnd::Rz, true).is_sign_positive());
    }

    #[test]
    fn products_quotients_roots_and_fma() {
        let third = rounded(RoundOp::Div(1.0, 3.0), Rnd::Rn, true);
        let lo = rounded(RoundOp::Div(1.0, 3.0), Rnd::Rm, true);
        let hi = rounded(RoundOp::Div(1.0, 3.0), Rnd::Rp, true);
        assert!(lo < 1.0 / 3.0 && hi > 1.0 / 3.0, "{lo} {hi}");
        assert_eq!(step(lo, true, true), hi);
        assert!(lo == third || hi == third);
        assert_eq!(rounded(RoundOp::Div(-1.0, 3.0), Rnd::Rz, true), -lo);
        // sqrt(2) in double, each way.
        let s = 2f64.sqrt();
        let (d, u) = (
            rounded(RoundOp::Sqrt(2.0), Rnd::Rm, false),
            rounded(RoundOp::Sqrt(2.0), Rnd::Rp, false),
        );
        assert!(d == s || u == s);
        assert_eq!(d.next_up(), u);
        // A double product whose error is below half an ulp.
        let a = 1.0 + f64::EPSILON;
        let p = rounded(RoundOp::Mul(a, a), Rnd::Rn, false);
        assert_eq!(p, 1.0 + 2.0 * f64::EPSILON);
        assert_eq!(rounded(RoundOp::Mul(a, a), Rnd::Rp, false), p.next_up());
        assert_eq!(rounded(RoundOp::Mul(a, a), Rnd::Rz, false), p);
        // fma: a*a - 1 - 2eps = eps^2 exactly, positive and far below one ulp of the sum.
        let r = rounded(
            RoundOp::Fma(a, a, -(1.0 + 2.0 * f64::EPSILON)),
            Rnd::Rm,
            false,
        );
        assert_eq!(r, f64::EPSILON * f64::EPSILON);
        let big = rounded(RoundOp::Fma(a, a, 1e300), Rnd::Rp, false);
        assert_eq!(big, 1e300f64.next_up());
        assert_eq!(rounded(RoundOp::Fma(a, a, 1e300), Rnd::Rm, false), 1e300);
    }

    #[test]
    fn overflow_rounds_to_the_largest_finite_toward_zero() {
        let m = f64::from(f32::MAX);
        assert_eq!(rounded(RoundOp::Mul(m, 2.0), Rnd::Rz, true), m);
        assert_eq!(rounded(RoundOp::Mul(m, 2.0), Rnd::Rp, true), f64::INFINITY);
        assert_eq!(rounded(RoundOp::Mul(-m, 2.0), Rnd::Rp, true), -m);
        assert_eq!(
            rounded(RoundOp::Mul(f64::MAX, 2.0), Rnd::Rm, false),
            f64::MAX
        );
        assert_eq!(
            rounded(RoundOp::Div(1.0, 0.0), Rnd::Rz, true),
            f64::INFINITY
        );
    }

    #[test]
    fn against_wide_sums_on_many_operands() {
        // float results checked against the double sum (exact for these operands).
        let vals = [
            1.0f32,
            3.0,
            0.1,
            -7.25,
            1e-3,
            12345.678,
            -0.3333,
            2f32.powi(-20),
        ];
        for &a in &vals {
            for &b in &vals {
                let exact = f64::from(a) + f64::from(b);
                let down = rounded(RoundOp::Add(f(a), f(b)), Rnd::Rm, true);
                let upv = rounded(RoundOp::Add(f(a), f(b)), Rnd::Rp, true);
                assert!(down <= exact && exact <= upv, "{a} + {b}");
                if down != upv {
                    assert_eq!(step(down, true, true), upv, "{a} + {b}");
                }
                let exact = f64::from(a) * f64::from(b);
                let down = rounded(RoundOp::Mul(f(a), f(b)), Rnd::Rm, true);
                let upv = rounded(RoundOp::Mul(f(a), f(b)), Rnd::Rp, true);
                assert!(down <= exact && exact <= upv, "{a} * {b}");
            }
        }
    }
}
