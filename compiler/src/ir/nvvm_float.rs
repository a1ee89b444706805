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
//! | `f2i`, `f2ui`, `f2ll`, `f2ull` | `rn`, `rz`, `rm`, `rp` | none, `ftz` | speculatable |
//! | `d2i`, `d2ui`, `d2ll`, `d2ull`, `i2f`, `ui2f`, `ll2f`, `ull2f`, `i2d`, ... `ull2d` | `rn`, `rz`, `rm`, `rp` | none | speculatable |
//! | `d2f` | `rn`, `rz`, `rm`, `rp` | none, `ftz` | speculatable |
//! | `f2h` (to a `half`'s bits in `i16`) | `rn` | none, `ftz` | speculatable |
//!
//! plus `llvm.nvvm.lohi.i2d(i32 lo, i32 hi)`, `llvm.nvvm.d2i.lo(double)` and
//! `llvm.nvvm.d2i.hi(double)` (speculatable). Every function has `nocallback nofree nosync
//! nounwind willreturn memory(none)`; "speculatable" adds `speculatable`. The table is LLVM
//! 19.1.7's (each name checked with `llvm-as | llvm-dis`: a name outside it is no intrinsic
//! there). The names that an older, single-purpose [`Intrinsic`] variant already denotes
//! (`llvm.nvvm.sqrt.rn.f`, `rcp.rn.f`, `f2i.rn`, `rsqrt.approx.{f,d}`, `{ex2,lg2,sin,cos,div}.approx.f`,
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

/// A number type a conversion names: `f`, `d`, `i`, `ui`, `ll`, `ull`, `h` (a `half`'s
/// bits in an `i16`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NvvmNum {
    F32,
    F64,
    S32,
    U32,
    S64,
    U64,
    F16,
}

const NUMS: &[(&str, NvvmNum)] = &[
    ("f", NvvmNum::F32),
    ("d", NvvmNum::F64),
    ("i", NvvmNum::S32),
    ("ui", NvvmNum::U32),
    ("ll", NvvmNum::S64),
    ("ull", NvvmNum::U64),
    ("h", NvvmNum::F16),
];

impl NvvmNum {
    /// Whether it is a float type.
    pub fn is_float(self) -> bool {
        matches!(self, NvvmNum::F32 | NvvmNum::F64 | NvvmNum::F16)
    }

    /// Whether it is a signed integer.
    pub fn signed(self) -> bool {
        matches!(self, NvvmNum::S32 | NvvmNum::S64)
    }

    /// Its width in bits.
    pub fn bits(self) -> u8 {
        match self {
            NvvmNum::F16 => 16,
            NvvmNum::F32 | NvvmNum::S32 | NvvmNum::U32 => 32,
            NvvmNum::F64 | NvvmNum::S64 | NvvmNum::U64 => 64,
        }
    }

    /// The IR type of its values.
    pub fn ty(self) -> TypeId {
        match self {
            NvvmNum::F32 => TypeId::FLOAT,
            NvvmNum::F64 => TypeId::DOUBLE,
            NvvmNum::S32 | NvvmNum::U32 => TypeId::I32,
            NvvmNum::S64 | NvvmNum::U64 => TypeId::I64,
            NvvmNum::F16 => TypeId::I16,
        }
    }

    fn name(self) -> &'static str {
        NUMS.iter().find(|(_, n)| *n == self).map_or("?", |p| p.0)
    }
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
    /// `FROM2TO.MODE[.ftz]` (`f2i.rz`, `ull2d.rm`, `d2f.rn.ftz`, `f2h.rn`): `cvt` between
    /// number types, rounding as the mode says (to an integer: `cvt.rzi`, ...).
    Convert {
        from: NvvmNum,
        to: NvvmNum,
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
            // LLVM 19's set (each name checked with `llvm-as | llvm-dis`): from `float` to
            // any integer in any mode, `.ftz` or not, and to `half` in `.rn` only; from
            // `double` to `float` in any mode, `.ftz` or not, and to any integer in any mode;
            // from any integer to `float` or `double` in any mode. The type is in the name.
            Op::Convert { from, to } => {
                let int = |n: NvvmNum| !n.is_float();
                let known = match (from, to) {
                    (NvvmNum::F32, t) if int(t) => true,
                    (NvvmNum::F32, NvvmNum::F16) => mode == NvvmMode::Rn,
                    (NvvmNum::F64, NvvmNum::F32) => true,
                    (NvvmNum::F64, t) if int(t) => !ftz,
                    (f, NvvmNum::F32 | NvvmNum::F64) if int(f) => !ftz,
                    _ => false,
                };
                known && rounded && !double
            }
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
        let num = |n: &str| NUMS.iter().find(|(k, _)| *k == n).map(|p| p.1);
        if let Some((Some(from), Some(to))) = op.split_once('2').map(|(a, b)| (num(a), num(b))) {
            let mode = parts.next()?;
            let mode = MODES.iter().find(|(n, _)| *n == mode)?.1;
            let ftz = parts.next_if_eq(&"ftz").is_some();
            if parts.next().is_some() {
                return None;
            }
            let f = NvvmFloat {
                op: Op::Convert { from, to },
                mode,
                ftz,
                double: false,
            };
            return f.exists().then_some(f);
        }
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
            Op::Convert { from, to } => {
                let mode = MODES
                    .iter()
                    .find(|(_, m)| *m == self.mode)
                    .map_or("?", |p| p.0);
                let ftz = if self.ftz { ".ftz" } else { "" };
                return format!("llvm.nvvm.{}2{}.{mode}{ftz}", from.name(), to.name());
            }
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
            | Op::D2i { .. }
            | Op::Convert { .. } => 1,
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
            Op::Convert { from, to } => types.func(to.ty(), &[from.ty()], false),
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
            | Op::D2i { .. }
            | Op::Convert { .. } => true,
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
        for &(_, from) in NUMS {
            for &(_, to) in NUMS {
                for &(_, mode) in MODES {
                    for ftz in [false, true] {
                        let f = NvvmFloat {
                            op: Op::Convert { from, to },
                            mode,
                            ftz,
                            double: false,
                        };
                        v.push(f.exists().then_some(f));
                    }
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

    /// LLVM 19's 90 conversions: float to the four integers in 4 modes with and without
    /// `.ftz` (32), to `half` (2); double to float (8) and to the integers (16); the four
    /// integers to float and to double (32).
    const CONVERSIONS: usize = 32 + 2 + 8 + 16 + 32;

    #[test]
    fn the_family_is_llvm_19s() {
        let all = NvvmFloat::all();
        // 3 x 4 x 3 rounded arithmetic (add, mul, fma), the same for div, rcp, sqrt; the
        // approximations; the plain functions; the bit moves.
        assert_eq!(
            all.len(),
            36 + 36 + 2 + 2 + 2 + 4 + 3 + 3 + 2 + 2 + 18 + 1 + 3 + CONVERSIONS
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
