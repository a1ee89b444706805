//! The approximate `float` functions of NVVM and PTX (`ex2.approx`, `lg2.approx`,
//! `sin.approx`, `cos.approx`), computed the same way by both interpreters: in `double` with the
//! host's library, rounded once to `float`. A GPU's hardware approximations differ in the last
//! bits (NVIDIA documents their maximum error), so a GPU comparison on them can differ; the two
//! interpreters never do.

/// Which approximation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Approx {
    Ex2,
    Lg2,
    Sin,
    Cos,
}

/// The approximation of `x`.
pub(crate) fn approx(op: Approx, x: f32) -> f32 {
    let x = f64::from(x);
    (match op {
        Approx::Ex2 => x.exp2(),
        Approx::Lg2 => x.log2(),
        Approx::Sin => x.sin(),
        Approx::Cos => x.cos(),
    }) as f32
}
