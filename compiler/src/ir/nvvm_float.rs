//! NVVM's float intrinsics with a rounding mode, an approximation or a flush to zero in their
//! names, and its bit moves between `double` and two `i32` halves: [`Intrinsic::NvvmFloat`].
//! libdevice's IR of its float functions calls them (`__nv_expf` calls `llvm.nvvm.fma.rn.f`,
//! `__nv_log` `llvm.nvvm.d2i.hi` and `llvm.nvvm.lohi.i2d`, `__nv_dadd_rd`
//! `llvm.nvvm.add.rm.d`).
//!
//! One family, parsed from LLVM 19's naming scheme, `llvm.nvvm.OP[.MODE][.ftz].{f,d}`:
//!
//! | `OP` | `MODE` | types | attributes |
//! |---|---|---|---|
//! | `add`, `mul`, `fma` | `rn`, `rz`, `rm`, `rp` | `f`, `ftz.f`, `d` | speculatable |
//! | `div`, `rcp`, `sqrt` | `rn`, `rz`, `rm`, `rp` | `f`, `ftz.f`, `d` | |
//! | `sqrt`, `sin`, `cos`, `div` | `approx` | `f`, `ftz.f` | |
//! | `rcp` | `approx` | `ftz.f`, `ftz.d` | |
//! | `rsqrt` | `approx` | `f`, `ftz.f`, `d`, `ftz.d` | |
//! | `ex2`, `lg2` | `approx` | `f`, `ftz.f`, `d` | |
//! | `fabs`, `floor`, `ceil`, `trunc`, `round`, `saturate` | none | `f`, `ftz.f`, `d` | speculatable |
//! | `sqrt` | none | `f` | |
//!
//! plus `llvm.nvvm.lohi.i2d(i32 lo, i32 hi)`, `llvm.nvvm.d2i.lo(double)` and
//! `llvm.nvvm.d2i.hi(double)` (speculatable). Every function has `nocallback nofree nosync
//! nounwind willreturn memory(none)`; "speculatable" adds `speculatable`. The table is LLVM
//! 19.1.7's (each name checked with `llvm-as | llvm-dis`: a name outside it is no intrinsic
//! there). The names that an older, single-purpose [`Intrinsic`] variant already denotes
//! (`llvm.nvvm.sqrt.rn.f`, `rcp.rn.f`, `rsqrt.approx.{f,d}`, `{ex2,lg2,sin,cos,div}.approx.f`,
//! `saturate.{f,d}`) are that variant: [`super::intrinsics::lookup`] tries those first.
//!
//! The meaning is the PTX instruction LLVM's NVPTX back end selects for each: `add.rm.f64`,
//! `fma.rn.ftz.f32`, `rcp.approx.ftz.f64`, `abs.f32`, `cvt.rmi.f32.f32` (`floor`),
//! `cvt.rzi` (`trunc`), `cvt.rni` (`round`: ties to even, unlike `llvm.round`), `cvt.rpi`
//! (`ceil`), `cvt.sat` (`saturate`), `mov.b64` (`lohi.i2d`, `d2i.{lo,hi}`).

use super::intrinsics::{Intrinsic, IntrinsicAttrs};
use super::types::{TypeId, Types};

/// A rounding mode or form named in the intrinsic.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NvvmMode {
    /// `.rn`: to nearest even.
    Rn,
    /// `.rz`: toward zero.
    Rz,
    /// `.rm`: toward negative infinity.
    Rm,
    /// `.rp`: toward positive infinity.
    Rp,
    /// `.approx`.
    Approx,
    /// No mode in the name.
    Plain,
}

/// The operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NvvmFloatOp {
    Add,
    Mul,
    Fma,
    Div,
    Rcp,
    Sqrt,
    Rsqrt,
    Ex2,
    Lg2,
    Sin,
    Cos,
    Fabs,
    Floor,
    Ceil,
    Trunc,
    /// `cvt.rni`: to the nearest integer, ties to even.
    Round,
    Saturate,
    /// `lohi.i2d(lo, hi)`: the `double` whose bits are `hi:lo`.
    LoHiI2d,
    /// `d2i.lo` / `d2i.hi`: the low or high 32 bits of a `double`.
    D2i {
        /// `hi` rather than `lo`.
        hi: bool,
    },
}

/// One intrinsic of the family.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NvvmFloat {
    pub op: NvvmFloatOp,
    pub mode: NvvmMode,
    /// `.ftz`: subnormal operands and results flushed to zero.
    pub ftz: bool,
    /// `.d` (double) rather than `.f`.
    pub double: bool,
}

use NvvmFloatOp as Op;

const OPS: &[(&str, NvvmFloatOp)] = &[
    ("add", Op::Add),
    ("mul", Op::Mul),
    ("fma", Op::Fma),
    ("div", Op::Div),
    ("rcp", Op::Rcp),
    ("sqrt", Op::Sqrt),
    ("rsqrt", Op::Rsqrt),
    ("ex2", Op::Ex2),
    ("lg2", Op::Lg2),
    ("sin", Op::Sin),
    ("cos", Op::Cos),
    ("fabs", Op::Fabs),
    ("floor", Op::Floor),
    ("ceil", Op::Ceil),
    ("trunc", Op::Trunc),
    ("round", Op::Round),
    ("saturate", Op::Saturate),
];

const MODES: &[(&str, NvvmMode)] = &[
    ("rn", NvvmMode::Rn),
    ("rz", NvvmMode::Rz),
    ("rm", NvvmMode::Rm),
    ("rp", NvvmMode::Rp),
    ("approx", NvvmMode::Approx),
];

impl NvvmFloat {
    /// Whether LLVM 19 has this combination (the table in the module doc).
    pub fn exists(self) -> bool {
        let Self {
            op,
            mode,
            ftz,
            double,
        } = self;
        let rounded = matches!(
            mode,
            NvvmMode::Rn | NvvmMode::Rz | NvvmMode::Rm | NvvmMode::Rp
        );
        // `f`, `ftz.f`, `d`: the common set.
        let fd = !(ftz && double);
        match op {
            Op::Add | Op::Mul | Op::Fma | Op::Div | Op::Rcp => {
                (rounded && fd)
                    || (op == Op::Div && mode == NvvmMode::Approx && !double)
                    || (op == Op::Rcp && mode == NvvmMode::Approx && ftz)
            }
            Op::Sqrt => {
                (rounded && fd)
                    || (mode == NvvmMode::Approx && !double)
                    || (mode == NvvmMode::Plain && !ftz && !double)
            }
            Op::Rsqrt => mode == NvvmMode::Approx,
            Op::Ex2 | Op::Lg2 => mode == NvvmMode::Approx && fd,
            Op::Sin | Op::Cos => mode == NvvmMode::Approx && !double,
            Op::Fabs | Op::Floor | Op::Ceil | Op::Trunc | Op::Round | Op::Saturate => {
                mode == NvvmMode::Plain && fd
            }
            Op::LoHiI2d | Op::D2i { .. } => mode == NvvmMode::Plain && !ftz && double,
        }
    }

    /// The intrinsic a name denotes, if it is one of the family.
    pub fn parse(name: &str) -> Option<NvvmFloat> {
        let rest = name.strip_prefix("llvm.nvvm.")?;
        let special = |op| NvvmFloat {
            op,
            mode: NvvmMode::Plain,
            ftz: false,
            double: true,
        };
        match rest {
            "lohi.i2d" => return Some(special(Op::LoHiI2d)),
            "d2i.lo" => return Some(special(Op::D2i { hi: false })),
            "d2i.hi" => return Some(special(Op::D2i { hi: true })),
            _ => {}
        }
        let mut parts = rest.split('.').peekable();
        let op = parts.next()?;
        let op = OPS.iter().find(|(n, _)| *n == op)?.1;
        let mode = match parts
            .peek()
            .and_then(|p| MODES.iter().find(|(n, _)| n == p))
        {
            Some(&(_, m)) => {
                parts.next();
                m
            }
            None => NvvmMode::Plain,
        };
        let ftz = parts.next_if_eq(&"ftz").is_some();
        let double = match parts.next()? {
            "f" => false,
            "d" => true,
            _ => return None,
        };
        if parts.next().is_some() {
            return None;
        }
        let f = NvvmFloat {
            op,
            mode,
            ftz,
            double,
        };
        f.exists().then_some(f)
    }

    /// The name (`llvm.nvvm.add.rm.d`).
    pub fn name(self) -> String {
        match self.op {
            Op::LoHiI2d => return "llvm.nvvm.lohi.i2d".into(),
            Op::D2i { hi } => return format!("llvm.nvvm.d2i.{}", if hi { "hi" } else { "lo" }),
            _ => {}
        }
        let op = OPS.iter().find(|(_, o)| *o == self.op).map_or("?", |p| p.0);
        let mut s = format!("llvm.nvvm.{op}");
        if let Some((m, _)) = MODES.iter().find(|(_, m)| *m == self.mode) {
            s.push('.');
            s.push_str(m);
        }
        if self.ftz {
            s.push_str(".ftz");
        }
        s.push_str(if self.double { ".d" } else { ".f" });
        s
    }

    /// The number of float operands.
    pub fn arity(self) -> usize {
        match self.op {
            Op::Fma => 3,
            Op::Add | Op::Mul | Op::Div | Op::LoHiI2d => 2,
            Op::Rcp
            | Op::Sqrt
            | Op::Rsqrt
            | Op::Ex2
            | Op::Lg2
            | Op::Sin
            | Op::Cos
            | Op::Fabs
            | Op::Floor
            | Op::Ceil
            | Op::Trunc
            | Op::Round
            | Op::Saturate
            | Op::D2i { .. } => 1,
        }
    }

    /// The function type.
    pub fn signature(self, types: &mut Types) -> TypeId {
        let t = if self.double {
            TypeId::DOUBLE
        } else {
            TypeId::FLOAT
        };
        match self.op {
            Op::LoHiI2d => types.func(TypeId::DOUBLE, &[TypeId::I32, TypeId::I32], false),
            Op::D2i { .. } => types.func(TypeId::I32, &[TypeId::DOUBLE], false),
            _ => types.func(t, &vec![t; self.arity()], false),
        }
    }

    /// Whether LLVM 19 marks it `speculatable`.
    pub fn speculatable(self) -> bool {
        match self.op {
            Op::Add
            | Op::Mul
            | Op::Fma
            | Op::Fabs
            | Op::Floor
            | Op::Ceil
            | Op::Trunc
            | Op::Round
            | Op::Saturate
            | Op::LoHiI2d
            | Op::D2i { .. } => true,
            Op::Div | Op::Rcp | Op::Sqrt | Op::Rsqrt | Op::Ex2 | Op::Lg2 | Op::Sin | Op::Cos => {
                false
            }
        }
    }

    /// The attributes LLVM 19 gives the declaration.
    pub fn attributes(self) -> IntrinsicAttrs {
        use super::attributes::{AttrFlag::*, Attribute, MemoryEffects, ModRef::NoModRef};
        let mut flags = vec![NoCallback, NoFree, NoSync, NoUnwind];
        if self.speculatable() {
            flags.push(Speculatable);
        }
        flags.push(WillReturn);
        let mut func: Vec<Attribute> = flags.into_iter().map(Attribute::Flag).collect();
        func.push(Attribute::Memory(MemoryEffects {
            argmem: NoModRef,
            inaccessiblemem: NoModRef,
            other: NoModRef,
        }));
        IntrinsicAttrs {
            func,
            ..Default::default()
        }
    }

    /// Every member of the family (for tests and tables).
    pub fn all() -> Vec<NvvmFloat> {
        let mut v = vec![
            Self::parse("llvm.nvvm.lohi.i2d"),
            Self::parse("llvm.nvvm.d2i.lo"),
            Self::parse("llvm.nvvm.d2i.hi"),
        ];
        for &(_, op) in OPS {
            for mode in [
                NvvmMode::Rn,
                NvvmMode::Rz,
                NvvmMode::Rm,
                NvvmMode::Rp,
                NvvmMode::Approx,
                NvvmMode::Plain,
            ] {
                for (ftz, double) in [(false, false), (true, false), (false, true), (true, true)] {
                    let f = NvvmFloat {
                        op,
                        mode,
                        ftz,
                        double,
                    };
                    v.push(f.exists().then_some(f));
                }
            }
        }
        v.into_iter().flatten().collect()
    }
}

impl From<NvvmFloat> for Intrinsic {
    fn from(f: NvvmFloat) -> Intrinsic {
        Intrinsic::NvvmFloat(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_family_is_llvm_19s() {
        let all = NvvmFloat::all();
        // 3 x 4 x 3 rounded arithmetic (add, mul, fma), the same for div, rcp, sqrt; the
        // approximations; the plain functions; the bit moves.
        assert_eq!(
            all.len(),
            36 + 36 + 2 + 2 + 2 + 4 + 3 + 3 + 2 + 2 + 18 + 1 + 3
        );
        for f in &all {
            assert_eq!(NvvmFloat::parse(&f.name()), Some(*f), "{}", f.name());
        }
        for bad in [
            "llvm.nvvm.add.rn.ftz.d",
            "llvm.nvvm.sqrt.approx.d",
            "llvm.nvvm.rcp.approx.f",
            "llvm.nvvm.sin.approx.d",
            "llvm.nvvm.fabs.ftz.d",
            "llvm.nvvm.sqrt.ftz.f",
            "llvm.nvvm.add.f",
            "llvm.nvvm.add.rn.f.f",
            "llvm.nvvm.add.rn",
        ] {
            assert_eq!(NvvmFloat::parse(bad), None, "{bad}");
        }
        let f = NvvmFloat::parse("llvm.nvvm.round.f").unwrap();
        assert_eq!(
            (f.op, f.mode, f.ftz, f.double),
            (Op::Round, NvvmMode::Plain, false, false)
        );
    }
}
