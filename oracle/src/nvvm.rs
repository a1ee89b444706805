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
use seam::ir::nvvm_float::{NvvmFloat, NvvmFloatOp, NvvmMode};

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
