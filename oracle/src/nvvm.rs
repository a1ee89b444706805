//! NVVM's float intrinsics ([`seam::ir::nvvm_float`]) and the inline assembly of libdevice's
//! IR, in the IR interpreter: each is the PTX instruction LLVM's NVPTX back end makes of it,
//! computed by the PTX interpreter's own functions (`ptx/exec/arith.rs`: `fbin`, `fma`, `fun`,
//! `cvt`, and through them `ptx/exec/round.rs` and `crate::approx`), so the two interpreters
//! give the same bits by construction.
//!
//! Inline assembly is recognized by its exact text and constraints, from a table of what
//! libdevice 10 (CUDA 12.x) contains: `rcp.approx.ftz.f32` (`__nv_tanhf`, `__nv_powf`, ...),
//! `rsqrt.approx.ftz.f64`, `sub.{rn,rz,rm,rp}[.ftz].{f32,f64}`, and the
//! `mad.lo.cc.u32`/`madc.hi.u32` pair (`__nv_sinf`'s and `__nv_cosf`'s reduction of huge
//! arguments: the 64-bit `a * b + c` in two halves). Other assembly is refused when it runs
//! (`InterpError::Unsupported`), not when the program is built.

use crate::approx::Approx;
use crate::ptx::exec::Rnd;
use crate::ptx::exec::arith;
use crate::ptx::ops::{FBin, FUn, Kind, Round, Ty};
use seam::ir::nvvm_float::{NvvmFloat, NvvmFloatOp, NvvmMode, NvvmNum};

/// A PTX instruction, as the IR interpreter runs it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum PtxEquiv {
    FBin {
        op: FBin,
        ty: Ty,
        ftz: bool,
        rnd: Rnd,
    },
    Fma {
        ty: Ty,
        ftz: bool,
        rnd: Rnd,
    },
    FUn {
        op: FUn,
        ty: Ty,
        ftz: bool,
    },
    /// `rcp.{rz,rm,rp}`: `1 / x` rounded by the mode (the PTX interpreter's lowering).
    RcpDirected {
        ty: Ty,
        ftz: bool,
        rnd: Rnd,
    },
    /// `cvt.{rni,rzi,rmi,rpi}[.sat].fN.fN`.
    Cvt {
        ty: Ty,
        round: Round,
        ftz: bool,
        sat: bool,
    },
    /// `cvt[.MODE][.ftz].DT.ST` between number types.
    Convert {
        dt: Ty,
        st: Ty,
        round: Round,
        ftz: bool,
    },
    /// `mov.b64 d, {lo, hi}`.
    LoHi,
    /// `mov.b64 {lo, hi}, d`: one half.
    D2i {
        hi: bool,
    },
    /// `mad.lo.cc.u32 $0, a, b, c; madc.hi.u32 $1, a, b, 0`: `a * b + c` in 64 bits, halves.
    MadWide,
}

fn float_ty(double: bool) -> Ty {
    Ty {
        kind: Kind::F,
        bits: if double { 64 } else { 32 },
    }
}

/// The PTX instruction an NVVM float intrinsic is; `Err`: none the PTX interpreter runs.
pub(crate) fn of_intrinsic(f: NvvmFloat) -> Result<PtxEquiv, String> {
    let ty = float_ty(f.double);
    let ftz = f.ftz;
    let rnd = match f.mode {
        NvvmMode::Rn | NvvmMode::Approx | NvvmMode::Plain => Rnd::Rn,
        NvvmMode::Rz => Rnd::Rz,
        NvvmMode::Rm => Rnd::Rm,
        NvvmMode::Rp => Rnd::Rp,
    };
    let fbin = |op| PtxEquiv::FBin { op, ty, ftz, rnd };
    let fun = |op| PtxEquiv::FUn { op, ty, ftz };
    let cvt = |round, sat| PtxEquiv::Cvt {
        ty,
        round,
        ftz,
        sat,
    };
    let approx = |a| {
        if f.double {
            Err(format!("{}: no PTX interpreter instruction", f.name()))
        } else {
            Ok(fun(FUn::Approx(a)))
        }
    };
    Ok(match f.op {
        NvvmFloatOp::Add => fbin(FBin::Add),
        NvvmFloatOp::Mul => fbin(FBin::Mul),
        NvvmFloatOp::Div => fbin(FBin::Div),
        NvvmFloatOp::Fma => PtxEquiv::Fma { ty, ftz, rnd },
        NvvmFloatOp::Rcp if rnd == Rnd::Rn => fun(FUn::Rcp),
        NvvmFloatOp::Rcp => PtxEquiv::RcpDirected { ty, ftz, rnd },
        NvvmFloatOp::Sqrt if rnd == Rnd::Rn => fun(FUn::Sqrt),
        NvvmFloatOp::Sqrt => fun(FUn::SqrtDirected(rnd)),
        NvvmFloatOp::Rsqrt => fun(FUn::Rsqrt),
        NvvmFloatOp::Ex2 => approx(Approx::Ex2)?,
        NvvmFloatOp::Lg2 => approx(Approx::Lg2)?,
        NvvmFloatOp::Sin => approx(Approx::Sin)?,
        NvvmFloatOp::Cos => approx(Approx::Cos)?,
        NvvmFloatOp::Fabs => fun(FUn::Abs),
        NvvmFloatOp::Floor => cvt(Round::DownInt, false),
        NvvmFloatOp::Ceil => cvt(Round::UpInt, false),
        NvvmFloatOp::Trunc => cvt(Round::ZeroInt, false),
        NvvmFloatOp::Round => cvt(Round::NearestInt, false),
        NvvmFloatOp::Saturate => cvt(Round::Nearest, true),
        NvvmFloatOp::LoHiI2d => PtxEquiv::LoHi,
        NvvmFloatOp::D2i { hi } => PtxEquiv::D2i { hi },
        NvvmFloatOp::Convert { from, to } => convert(f, from, to)?,
    })
}

/// The `cvt` a conversion intrinsic is: to an integer it rounds to one (`cvt.rzi.s32.f32`);
/// to a float from an integer or a wider float, the exact value rounded by the mode
/// (`cvt.rz.f32.s32`).
fn convert(f: NvvmFloat, from: NvvmNum, to: NvvmNum) -> Result<PtxEquiv, String> {
    let ty = |n: NvvmNum| Ty {
        kind: match n {
            NvvmNum::F32 | NvvmNum::F64 => Kind::F,
            NvvmNum::F16 => Kind::F16,
            NvvmNum::S32 | NvvmNum::S64 => Kind::S,
            NvvmNum::U32 | NvvmNum::U64 => Kind::U,
        },
        bits: n.bits(),
    };
    let round = match (to.is_float(), f.mode) {
        (false, NvvmMode::Rn) => Round::NearestInt,
        (false, NvvmMode::Rz) => Round::ZeroInt,
        (false, NvvmMode::Rm) => Round::DownInt,
        (false, NvvmMode::Rp) => Round::UpInt,
        (true, NvvmMode::Rn) => Round::Nearest,
        (true, NvvmMode::Rz) => Round::Directed(Rnd::Rz),
        (true, NvvmMode::Rm) => Round::Directed(Rnd::Rm),
        (true, NvvmMode::Rp) => Round::Directed(Rnd::Rp),
        (_, NvvmMode::Approx | NvvmMode::Plain) => {
            return Err(format!(
                "{}: a conversion without a rounding mode",
                f.name()
            ));
        }
    };
    Ok(PtxEquiv::Convert {
        dt: ty(to),
        st: ty(from),
        round,
        ftz: f.ftz,
    })
}

/// The PTX instruction a piece of inline assembly is, if it is one of libdevice's.
pub(crate) fn of_asm(asm: &str, constraints: &str) -> Option<PtxEquiv> {
    const MAD_WIDE: &str =
        "{\n\tmad.lo.cc.u32   $0, $2, $3, $4;\n\tmadc.hi.u32     $1, $2, $3,  0;\n\t}";
    match (asm, constraints) {
        ("rcp.approx.ftz.f32 $0,$1;", "=f,f") => {
            return Some(PtxEquiv::FUn {
                op: FUn::Rcp,
                ty: float_ty(false),
                ftz: true,
            });
        }
        ("rsqrt.approx.ftz.f64 $0, $1;", "=d,d") => {
            return Some(PtxEquiv::FUn {
                op: FUn::Rsqrt,
                ty: float_ty(true),
                ftz: true,
            });
        }
        (MAD_WIDE, "=r,=r,r,r,r") => return Some(PtxEquiv::MadWide),
        _ => {}
    }
    // `sub.MODE[.ftz].fN $0, $1, $2;`
    let body = asm.strip_prefix("sub.")?.strip_suffix(" $0, $1, $2;")?;
    let mut parts = body.split('.').peekable();
    let rnd = match parts.next()? {
        "rn" => Rnd::Rn,
        "rz" => Rnd::Rz,
        "rm" => Rnd::Rm,
        "rp" => Rnd::Rp,
        _ => return None,
    };
    let ftz = parts.next_if_eq(&"ftz").is_some();
    let (double, want) = match parts.next()? {
        "f32" => (false, "=f,f,f"),
        "f64" if !ftz => (true, "=d,d,d"),
        _ => return None,
    };
    (parts.next().is_none() && constraints == want).then_some(PtxEquiv::FBin {
        op: FBin::Sub,
        ty: float_ty(double),
        ftz,
        rnd,
    })
}

/// The result(s) of `op` on the arguments' bits (`MadWide` gives two; the rest one, and 0).
pub(crate) fn eval(op: PtxEquiv, a: &[u64]) -> [u64; 2] {
    let arg = |k: usize| a.get(k).copied().unwrap_or(0);
    let lo32 = |v: u64| v & 0xffff_ffff;
    let one = |v| [v, 0];
    match op {
        PtxEquiv::FBin { op, ty, ftz, rnd } => {
            one(arith::fbin(op, ty, ftz, false, rnd, arg(0), arg(1)))
        }
        PtxEquiv::Fma { ty, ftz, rnd } => {
            one(arith::fma(ty, ftz, false, rnd, arg(0), arg(1), arg(2)))
        }
        PtxEquiv::FUn { op, ty, ftz } => one(arith::fun(op, ty, ftz, arg(0))),
        PtxEquiv::RcpDirected { ty, ftz, rnd } => {
            let unit = if ty.double() {
                1f64.to_bits()
            } else {
                u64::from(1f32.to_bits())
            };
            one(arith::fbin(FBin::Div, ty, ftz, false, rnd, unit, arg(0)))
        }
        PtxEquiv::Cvt {
            ty,
            round,
            ftz,
            sat,
        } => one(arith::cvt(ty, ty, round, ftz, sat, arg(0))),
        // The IR's register holds the result's own width (the PTX register may hold it
        // sign-extended).
        PtxEquiv::Convert { dt, st, round, ftz } => {
            one(arith::cvt(dt, st, round, ftz, false, arg(0))
                & crate::program::mask(u32::from(dt.bits)))
        }
        PtxEquiv::LoHi => one(lo32(arg(1)) << 32 | lo32(arg(0))),
        PtxEquiv::D2i { hi } => one(if hi { arg(0) >> 32 } else { lo32(arg(0)) }),
        PtxEquiv::MadWide => {
            let p = lo32(arg(0)) * lo32(arg(1)) + lo32(arg(2));
            [lo32(p), p >> 32]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(v: f32) -> u64 {
        u64::from(v.to_bits())
    }

    fn run(name: &str, a: &[u64]) -> u64 {
        let f = NvvmFloat::parse(name).unwrap_or_else(|| panic!("{name}"));
        eval(of_intrinsic(f).expect(name), a)[0]
    }

    #[test]
    fn rounding_modes_and_conversions() {
        let third = 1.0f64 / 3.0;
        let (dn, up) = (
            run("llvm.nvvm.add.rm.d", &[third.to_bits(), 0.1f64.to_bits()]),
            run("llvm.nvvm.add.rp.d", &[third.to_bits(), 0.1f64.to_bits()]),
        );
        assert_eq!(up - dn, 1, "rm and rp bracket the sum by one unit");
        assert_eq!(
            run("llvm.nvvm.round.f", &[f32s(2.5)]),
            f32s(2.0),
            "cvt.rni: ties to even"
        );
        assert_eq!(run("llvm.nvvm.floor.f", &[f32s(-0.5)]), f32s(-1.0));
        assert_eq!(run("llvm.nvvm.trunc.f", &[f32s(-1.5)]), f32s(-1.0));
        assert_eq!(run("llvm.nvvm.fabs.f", &[f32s(-3.0)]), f32s(3.0));
        let sub = f32s(f32::MIN_POSITIVE / 2.0);
        assert_eq!(run("llvm.nvvm.fma.rn.ftz.f", &[sub, f32s(1.0), 0]), 0);
        assert_eq!(run("llvm.nvvm.fma.rn.f", &[sub, f32s(1.0), 0]), sub);
        let d = 1.5f64.to_bits();
        let (lo, hi) = (run("llvm.nvvm.d2i.lo", &[d]), run("llvm.nvvm.d2i.hi", &[d]));
        assert_eq!(run("llvm.nvvm.lohi.i2d", &[lo, hi]), d);
        assert_eq!(hi, 0x3ff8_0000);
        assert_eq!(
            run("llvm.nvvm.rcp.rz.f", &[f32s(3.0)]),
            f32s(1.0 / 3.0) - 1,
            "1/3 rounded to nearest is above"
        );
        assert!(of_intrinsic(NvvmFloat::parse("llvm.nvvm.ex2.approx.d").unwrap()).is_err());
    }

    #[test]
    fn conversions_round_as_their_mode_says() {
        let x = f32s(-2.5);
        assert_eq!(
            run("llvm.nvvm.f2i.rn", &[x]),
            (-2i32) as u32 as u64,
            "ties to even"
        );
        assert_eq!(run("llvm.nvvm.f2i.rz", &[x]), (-2i32) as u32 as u64);
        assert_eq!(run("llvm.nvvm.f2i.rm", &[x]), (-3i32) as u32 as u64);
        assert_eq!(run("llvm.nvvm.f2i.rp", &[x]), (-2i32) as u32 as u64);
        assert_eq!(run("llvm.nvvm.f2ll.rm", &[x]), (-3i64) as u64, "64 bits");
        // Out of range saturates; NaN is 0; unsigned clamps negatives to 0.
        assert_eq!(run("llvm.nvvm.f2i.rz", &[f32s(3e9)]), i32::MAX as u64);
        assert_eq!(run("llvm.nvvm.f2ui.rz", &[f32s(-1.0)]), 0);
        assert_eq!(run("llvm.nvvm.f2ui.rz", &[f32s(f32::NAN)]), 0);
        assert_eq!(run("llvm.nvvm.d2ull.rp", &[0.25f64.to_bits()]), 1);
        // .ftz flushes a subnormal operand: it rounds up to 1 only without it.
        let sub = f32s(f32::MIN_POSITIVE / 2.0);
        assert_eq!(run("llvm.nvvm.f2i.rp", &[sub]), 1);
        assert_eq!(run("llvm.nvvm.f2i.rp.ftz", &[sub]), 0);
        // To floats, to nearest: 2^24 + 1 is not a float.
        assert_eq!(
            run("llvm.nvvm.i2f.rn", &[(1u64 << 24) + 1]),
            f32s(16777216.0)
        );
        assert_eq!(
            run("llvm.nvvm.ui2d.rn", &[0xffff_ffff]),
            4294967295f64.to_bits()
        );
        assert_eq!(
            run("llvm.nvvm.ll2d.rn", &[(-5i64) as u64]),
            (-5f64).to_bits()
        );
        assert_eq!(run("llvm.nvvm.d2f.rn", &[third_d()]), f32s(1.0 / 3.0));
        assert_eq!(run("llvm.nvvm.f2h.rn", &[f32s(1.0)]), 0x3c00);
        // Directed rounding to a float: 2^24 + 1 lies between 2^24 and 2^24 + 2.
        let odd = (1u64 << 24) + 1;
        assert_eq!(run("llvm.nvvm.i2f.rz", &[odd]), f32s(16777216.0));
        assert_eq!(run("llvm.nvvm.i2f.rm", &[odd]), f32s(16777216.0));
        assert_eq!(run("llvm.nvvm.i2f.rp", &[odd]), f32s(16777218.0));
        let neg = (-(odd as i64)) as u64 & 0xffff_ffff;
        assert_eq!(run("llvm.nvvm.i2f.rz", &[neg]), f32s(-16777216.0));
        assert_eq!(run("llvm.nvvm.i2f.rm", &[neg]), f32s(-16777218.0));
        assert_eq!(run("llvm.nvvm.i2f.rp", &[neg]), f32s(-16777216.0));
        // Exact values stay; u64::MAX is below 2^64, which only rounding up reaches.
        assert_eq!(run("llvm.nvvm.i2f.rm", &[3]), f32s(3.0));
        assert_eq!(
            run("llvm.nvvm.ull2d.rp", &[u64::MAX]),
            2f64.powi(64).to_bits()
        );
        assert_eq!(
            run("llvm.nvvm.ull2d.rz", &[u64::MAX]),
            2f64.powi(64).next_down().to_bits()
        );
        // double to float: 1/3 is between two floats; overflow toward zero is the largest.
        let (dn, up) = (
            run("llvm.nvvm.d2f.rm", &[third_d()]),
            run("llvm.nvvm.d2f.rp", &[third_d()]),
        );
        assert_eq!(up - dn, 1);
        assert_eq!(run("llvm.nvvm.d2f.rz", &[third_d()]), dn);
        assert_eq!(
            run("llvm.nvvm.d2f.rz", &[1e300f64.to_bits()]),
            f32s(f32::MAX)
        );
        assert_eq!(
            run("llvm.nvvm.d2f.rp", &[1e300f64.to_bits()]),
            f32s(f32::INFINITY)
        );
    }

    fn third_d() -> u64 {
        (1.0f64 / 3.0).to_bits()
    }

    #[test]
    fn libdevices_assembly() {
        let mad = of_asm(
            "{\n\tmad.lo.cc.u32   $0, $2, $3, $4;\n\tmadc.hi.u32     $1, $2, $3,  0;\n\t}",
            "=r,=r,r,r,r",
        )
        .expect("the pair");
        let p = 0xffff_ffffu64 * 0xffff_fffe + 0xffff_ffff;
        assert_eq!(
            eval(mad, &[0xffff_ffff, 0xffff_fffe, 0xffff_ffff]),
            [p & 0xffff_ffff, p >> 32]
        );
        let rcp = of_asm("rcp.approx.ftz.f32 $0,$1;", "=f,f").expect("rcp");
        assert_eq!(eval(rcp, &[f32s(4.0)])[0], f32s(0.25));
        let sub = of_asm("sub.rm.f64 $0, $1, $2;", "=d,d,d").expect("sub");
        assert_eq!(
            eval(sub, &[0.0f64.to_bits(), 0.1f64.to_bits()])[0],
            (-0.1f64).to_bits()
        );
        assert_eq!(of_asm("sub.rm.ftz.f64 $0, $1, $2;", "=d,d,d"), None);
        assert_eq!(of_asm("sub.rm.f32 $0, $1, $2;", "=d,d,d"), None);
        assert_eq!(of_asm("mov.u32 $0, %clock;", "=r"), None);
    }
}
