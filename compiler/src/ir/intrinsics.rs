//! The intrinsics of the subset: names, signatures, and the attributes LLVM 19 gives them.
//!
//! An intrinsic is a declared function whose name starts with `llvm.`. The subset knows the
//! ones listed in [`Intrinsic`]; any other `llvm.*` function is outside the subset (the parser
//! says so), because nothing downstream (the interpreters, the passes) could give it a meaning.
//!
//! LLVM replaces whatever attributes a declaration of a known intrinsic was written with by the
//! intrinsic's own (checked on LLVM 19.1.7 with `llvm-as | llvm-dis`); seam does the same, with
//! the sets in [`Intrinsic::attributes`], so that seam's canonical text equals the canonical
//! text of what LLVM prints.
//!
//! Overloaded intrinsics carry their overload types in the name, as LLVM mangles them:
//! `.i32`, `.f32`, `.f64`, `.p3` (a pointer into address space 3).

use super::addrspace::AddrSpace;
use super::attributes::{AttrFlag, Attribute, MemoryEffects, ModRef};
use super::types::{TypeData, TypeId, Types};

/// A special register of `llvm.nvvm.read.ptx.sreg.*`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Sreg {
    /// `tid.{x,y,z}`: thread index in the block.
    Tid(Dim),
    /// `ntid.{x,y,z}`: block dimensions.
    Ntid(Dim),
    /// `ctaid.{x,y,z}`: block index in the grid.
    Ctaid(Dim),
    /// `nctaid.{x,y,z}`: grid dimensions.
    Nctaid(Dim),
    /// `laneid`.
    LaneId,
    /// `warpsize`.
    WarpSize,
    /// `clock` (i32).
    Clock,
    /// `clock64` (i64).
    Clock64,
}

/// A dimension of a launch.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dim {
    /// `x`
    X,
    /// `y`
    Y,
    /// `z`
    Z,
}

/// A known intrinsic (overload types are separate: see [`lookup`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Intrinsic {
    /// `llvm.nvvm.read.ptx.sreg.*`.
    ReadSreg(Sreg),
    /// `llvm.nvvm.barrier0`: `__syncthreads()`.
    Barrier0,
    /// `llvm.nvvm.bar.sync(i32 id)`.
    BarSync,
    /// `llvm.nvvm.barrier.sync(i32 id)`.
    BarrierSync,
    /// `llvm.nvvm.isspacep.{global,shared,const,local,shared.cluster}(ptr)`.
    IsSpacep(AddrSpace),
    /// `llvm.memcpy.pA.pB.iN`.
    Memcpy,
    /// `llvm.memmove.pA.pB.iN`.
    Memmove,
    /// `llvm.memset.pA.iN`.
    Memset,
    /// `llvm.assume`.
    Assume,
    /// `llvm.smin.iN`.
    SMin,
    /// `llvm.smax.iN`.
    SMax,
    /// `llvm.umin.iN`.
    UMin,
    /// `llvm.umax.iN`.
    UMax,
    /// `llvm.uadd.sat.iN`: unsigned add, clamped to the type's range.
    UAddSat,
    /// `llvm.usub.sat.iN`: unsigned subtract, clamped at 0 (clang -O3 makes it of `x > 0 ? x - 1 : 0`).
    USubSat,
    /// `llvm.sadd.sat.iN`: signed add, clamped to the type's range.
    SAddSat,
    /// `llvm.ssub.sat.iN`: signed subtract, clamped to the type's range.
    SSubSat,
    /// `llvm.abs.iN(x, i1 int_min_is_poison)`.
    Abs,
    /// `llvm.type.test(ptr, metadata)`.
    TypeTest,
    /// `llvm.public.type.test(ptr, metadata)`.
    PublicTypeTest,
    /// `llvm.trap`.
    Trap,
    /// `llvm.lifetime.start.pA(i64 size, ptr)`.
    LifetimeStart,
    /// `llvm.lifetime.end.pA(i64 size, ptr)`.
    LifetimeEnd,
    /// `llvm.fabs.fN`.
    Fabs,
    /// `llvm.fma.fN` (one rounding, explicitly asked for).
    Fma,
    /// `llvm.fmuladd.fN`: a multiply-add that may be fused; LLVM's NVPTX back end fuses it
    /// (from code generation level 1 up), and so does the interpreter.
    FMulAdd,
    /// `llvm.sqrt.fN` (correctly rounded).
    Sqrt,
    /// `llvm.minnum.fN`.
    MinNum,
    /// `llvm.maxnum.fN`.
    MaxNum,
    /// `llvm.copysign.fN`.
    Copysign,
    /// `llvm.floor.fN`.
    Floor,
    /// `llvm.ceil.fN`.
    Ceil,
    /// `llvm.trunc.fN`.
    Trunc,
    /// `llvm.rint.fN`.
    Rint,
    /// `llvm.round.fN`.
    Round,
    /// `llvm.ctpop.iN`.
    Ctpop,
    /// `llvm.ctlz.iN(x, i1 zero_is_poison)`.
    Ctlz,
    /// `llvm.cttz.iN(x, i1 zero_is_poison)`.
    Cttz,
    /// `llvm.bswap.iN`.
    Bswap,
    /// `llvm.bitreverse.iN`.
    Bitreverse,
    /// `llvm.fshl.iN`.
    Fshl,
    /// `llvm.fshr.iN`.
    Fshr,
    /// `llvm.expect.iN`.
    Expect,
    /// `llvm.nvvm.membar.cta`.
    MembarCta,
    /// `llvm.nvvm.membar.gl`.
    MembarGl,
    /// `llvm.nvvm.membar.sys`.
    MembarSys,
    /// `llvm.stacksave.pA`.
    StackSave,
    /// `llvm.stackrestore.pA`.
    StackRestore,
}

/// One overload type of an intrinsic name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OverloadTy {
    /// `.iN`
    Int(u32),
    /// `.f32`
    Float,
    /// `.f64`
    Double,
    /// `.pN`
    Ptr(AddrSpace),
}

impl OverloadTy {
    fn parse(s: &str) -> Option<OverloadTy> {
        if let Some(n) = s.strip_prefix('i') {
            let bits: u32 = n.parse().ok()?;
            return (1..=64).contains(&bits).then_some(OverloadTy::Int(bits));
        }
        if let Some(n) = s.strip_prefix('p') {
            if n.starts_with('+') || (n.len() > 1 && n.starts_with('0')) {
                return None;
            }
            return n.parse().ok().map(|a| OverloadTy::Ptr(AddrSpace(a)));
        }
        match s {
            "f32" => Some(OverloadTy::Float),
            "f64" => Some(OverloadTy::Double),
            _ => None,
        }
    }

    /// The suffix spelling (`i32`, `f64`, `p3`).
    pub fn mangle(self) -> String {
        match self {
            OverloadTy::Int(b) => format!("i{b}"),
            OverloadTy::Float => "f32".to_owned(),
            OverloadTy::Double => "f64".to_owned(),
            OverloadTy::Ptr(a) => format!("p{}", a.0),
        }
    }

    /// The type.
    pub fn to_type(self, types: &mut Types) -> TypeId {
        match self {
            OverloadTy::Int(b) => types.int(b),
            OverloadTy::Float => TypeId::FLOAT,
            OverloadTy::Double => TypeId::DOUBLE,
            OverloadTy::Ptr(a) => types.ptr(a),
        }
    }

    /// The overload type of `ty`, if it can be one.
    pub fn of_type(types: &Types, ty: TypeId) -> Option<OverloadTy> {
        match types.get(ty) {
            TypeData::Int(b) => Some(OverloadTy::Int(*b)),
            TypeData::Float => Some(OverloadTy::Float),
            TypeData::Double => Some(OverloadTy::Double),
            TypeData::Ptr(a) => Some(OverloadTy::Ptr(*a)),
            _ => None,
        }
    }
}

/// What an overload slot accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    Int,
    Fp,
    Ptr,
}

/// An intrinsic's name stem and overload slots.
struct Def {
    stem: &'static str,
    id: Intrinsic,
    slots: &'static [Slot],
}

macro_rules! defs {
    ($($stem:literal => $id:expr, [$($slot:ident),*];)*) => {
        &[$(Def { stem: $stem, id: $id, slots: &[$(Slot::$slot),*] },)*]
    };
}

use Dim::{X, Y, Z};
use Intrinsic as I;

const DEFS: &[Def] = defs! {
    "llvm.nvvm.read.ptx.sreg.tid.x" => I::ReadSreg(Sreg::Tid(X)), [];
    "llvm.nvvm.read.ptx.sreg.tid.y" => I::ReadSreg(Sreg::Tid(Y)), [];
    "llvm.nvvm.read.ptx.sreg.tid.z" => I::ReadSreg(Sreg::Tid(Z)), [];
    "llvm.nvvm.read.ptx.sreg.ntid.x" => I::ReadSreg(Sreg::Ntid(X)), [];
    "llvm.nvvm.read.ptx.sreg.ntid.y" => I::ReadSreg(Sreg::Ntid(Y)), [];
    "llvm.nvvm.read.ptx.sreg.ntid.z" => I::ReadSreg(Sreg::Ntid(Z)), [];
    "llvm.nvvm.read.ptx.sreg.ctaid.x" => I::ReadSreg(Sreg::Ctaid(X)), [];
    "llvm.nvvm.read.ptx.sreg.ctaid.y" => I::ReadSreg(Sreg::Ctaid(Y)), [];
    "llvm.nvvm.read.ptx.sreg.ctaid.z" => I::ReadSreg(Sreg::Ctaid(Z)), [];
    "llvm.nvvm.read.ptx.sreg.nctaid.x" => I::ReadSreg(Sreg::Nctaid(X)), [];
    "llvm.nvvm.read.ptx.sreg.nctaid.y" => I::ReadSreg(Sreg::Nctaid(Y)), [];
    "llvm.nvvm.read.ptx.sreg.nctaid.z" => I::ReadSreg(Sreg::Nctaid(Z)), [];
    "llvm.nvvm.read.ptx.sreg.laneid" => I::ReadSreg(Sreg::LaneId), [];
    "llvm.nvvm.read.ptx.sreg.warpsize" => I::ReadSreg(Sreg::WarpSize), [];
    "llvm.nvvm.read.ptx.sreg.clock" => I::ReadSreg(Sreg::Clock), [];
    "llvm.nvvm.read.ptx.sreg.clock64" => I::ReadSreg(Sreg::Clock64), [];
    "llvm.nvvm.barrier0" => I::Barrier0, [];
    "llvm.nvvm.bar.sync" => I::BarSync, [];
    "llvm.nvvm.barrier.sync" => I::BarrierSync, [];
    "llvm.nvvm.isspacep.global" => I::IsSpacep(AddrSpace::GLOBAL), [];
    "llvm.nvvm.isspacep.shared" => I::IsSpacep(AddrSpace::SHARED), [];
    "llvm.nvvm.isspacep.const" => I::IsSpacep(AddrSpace::CONST), [];
    "llvm.nvvm.isspacep.local" => I::IsSpacep(AddrSpace::LOCAL), [];
    "llvm.nvvm.isspacep.shared.cluster" => I::IsSpacep(AddrSpace::SHARED_CLUSTER), [];
    "llvm.memcpy" => I::Memcpy, [Ptr, Ptr, Int];
    "llvm.memmove" => I::Memmove, [Ptr, Ptr, Int];
    "llvm.memset" => I::Memset, [Ptr, Int];
    "llvm.assume" => I::Assume, [];
    "llvm.smin" => I::SMin, [Int];
    "llvm.smax" => I::SMax, [Int];
    "llvm.umin" => I::UMin, [Int];
    "llvm.umax" => I::UMax, [Int];
    "llvm.abs" => I::Abs, [Int];
    "llvm.uadd.sat" => I::UAddSat, [Int];
    "llvm.usub.sat" => I::USubSat, [Int];
    "llvm.sadd.sat" => I::SAddSat, [Int];
    "llvm.ssub.sat" => I::SSubSat, [Int];
    "llvm.type.test" => I::TypeTest, [];
    "llvm.public.type.test" => I::PublicTypeTest, [];
    "llvm.trap" => I::Trap, [];
    "llvm.lifetime.start" => I::LifetimeStart, [Ptr];
    "llvm.lifetime.end" => I::LifetimeEnd, [Ptr];
    "llvm.fabs" => I::Fabs, [Fp];
    "llvm.fma" => I::Fma, [Fp];
    "llvm.fmuladd" => I::FMulAdd, [Fp];
    "llvm.sqrt" => I::Sqrt, [Fp];
    "llvm.minnum" => I::MinNum, [Fp];
    "llvm.maxnum" => I::MaxNum, [Fp];
    "llvm.copysign" => I::Copysign, [Fp];
    "llvm.floor" => I::Floor, [Fp];
    "llvm.ceil" => I::Ceil, [Fp];
    "llvm.trunc" => I::Trunc, [Fp];
    "llvm.rint" => I::Rint, [Fp];
    "llvm.round" => I::Round, [Fp];
    "llvm.ctpop" => I::Ctpop, [Int];
    "llvm.ctlz" => I::Ctlz, [Int];
    "llvm.cttz" => I::Cttz, [Int];
    "llvm.bswap" => I::Bswap, [Int];
    "llvm.bitreverse" => I::Bitreverse, [Int];
    "llvm.fshl" => I::Fshl, [Int];
    "llvm.fshr" => I::Fshr, [Int];
    "llvm.expect" => I::Expect, [Int];
    "llvm.nvvm.membar.cta" => I::MembarCta, [];
    "llvm.nvvm.membar.gl" => I::MembarGl, [];
    "llvm.nvvm.membar.sys" => I::MembarSys, [];
    "llvm.stacksave" => I::StackSave, [Ptr];
    "llvm.stackrestore" => I::StackRestore, [Ptr];
};

/// The intrinsic a function name denotes, with its overload types; `None` if the name is not
/// a known intrinsic (or its suffixes do not fit).
pub fn lookup(name: &str) -> Option<(Intrinsic, Vec<OverloadTy>)> {
    for d in DEFS {
        let Some(rest) = name.strip_prefix(d.stem) else {
            continue;
        };
        if d.slots.is_empty() {
            if rest.is_empty() {
                return Some((d.id, Vec::new()));
            }
            continue;
        }
        let Some(rest) = rest.strip_prefix('.') else {
            continue;
        };
        let parts: Vec<&str> = rest.split('.').collect();
        if parts.len() != d.slots.len() {
            continue;
        }
        let ovs: Option<Vec<OverloadTy>> = parts
            .iter()
            .zip(d.slots)
            .map(|(p, slot)| {
                let o = OverloadTy::parse(p)?;
                let fits = matches!(
                    (slot, o),
                    (Slot::Int, OverloadTy::Int(_))
                        | (Slot::Fp, OverloadTy::Float | OverloadTy::Double)
                        | (Slot::Ptr, OverloadTy::Ptr(_))
                );
                fits.then_some(o)
            })
            .collect();
        if let Some(ovs) = ovs {
            return Some((d.id, ovs));
        }
    }
    None
}

/// The attributes LLVM gives an intrinsic's declaration.
#[derive(Clone, Debug, Default)]
pub struct IntrinsicAttrs {
    /// Function attributes.
    pub func: Vec<Attribute>,
    /// Return value attributes.
    pub ret: Vec<Attribute>,
    /// Attributes per parameter.
    pub params: Vec<Vec<Attribute>>,
}

fn flags(list: &[AttrFlag]) -> Vec<Attribute> {
    list.iter().map(|&f| Attribute::Flag(f)).collect()
}

fn mem(argmem: ModRef, inaccessiblemem: ModRef, other: ModRef) -> Attribute {
    Attribute::Memory(MemoryEffects {
        argmem,
        inaccessiblemem,
        other,
    })
}

impl Intrinsic {
    /// The name for the given overload types (`llvm.memcpy.p1.p3.i64`).
    pub fn name(self, overloads: &[OverloadTy]) -> String {
        let def = DEFS
            .iter()
            .find(|d| d.id == self)
            .expect("every intrinsic has a definition");
        let mut s = def.stem.to_owned();
        for o in overloads {
            s.push('.');
            s.push_str(&o.mangle());
        }
        s
    }

    /// Number of overload types in the name.
    pub fn overload_count(self) -> usize {
        DEFS.iter()
            .find(|d| d.id == self)
            .map_or(0, |d| d.slots.len())
    }

    /// The function type the intrinsic must be declared with.
    pub fn signature(self, types: &mut Types, ov: &[OverloadTy]) -> TypeId {
        let mut o = |i: usize| ov[i].to_type(types);
        let (ret, params): (TypeId, Vec<TypeId>) = match self {
            I::ReadSreg(Sreg::Clock64) => (TypeId::I64, vec![]),
            I::ReadSreg(_) => (TypeId::I32, vec![]),
            I::Barrier0 | I::Trap | I::MembarCta | I::MembarGl | I::MembarSys => {
                (TypeId::VOID, vec![])
            }
            I::BarSync | I::BarrierSync => (TypeId::VOID, vec![TypeId::I32]),
            I::IsSpacep(_) => (TypeId::I1, vec![TypeId::PTR]),
            I::Memcpy | I::Memmove => {
                let (a, b, n) = (o(0), o(1), o(2));
                (TypeId::VOID, vec![a, b, n, TypeId::I1])
            }
            I::Memset => {
                let (a, n) = (o(0), o(1));
                (TypeId::VOID, vec![a, TypeId::I8, n, TypeId::I1])
            }
            I::Assume => (TypeId::VOID, vec![TypeId::I1]),
            I::SMin
            | I::SMax
            | I::UMin
            | I::UMax
            | I::UAddSat
            | I::USubSat
            | I::SAddSat
            | I::SSubSat
            | I::Copysign
            | I::MinNum
            | I::MaxNum => {
                let t = o(0);
                (t, vec![t, t])
            }
            I::Expect => {
                let t = o(0);
                (t, vec![t, t])
            }
            I::Abs | I::Ctlz | I::Cttz => {
                let t = o(0);
                (t, vec![t, TypeId::I1])
            }
            I::TypeTest | I::PublicTypeTest => (TypeId::I1, vec![TypeId::PTR, TypeId::METADATA]),
            I::LifetimeStart | I::LifetimeEnd => {
                let p = o(0);
                (TypeId::VOID, vec![TypeId::I64, p])
            }
            I::Fabs
            | I::Sqrt
            | I::Floor
            | I::Ceil
            | I::Trunc
            | I::Rint
            | I::Round
            | I::Ctpop
            | I::Bswap
            | I::Bitreverse => {
                let t = o(0);
                (t, vec![t])
            }
            I::Fma | I::FMulAdd | I::Fshl | I::Fshr => {
                let t = o(0);
                (t, vec![t, t, t])
            }
            I::StackSave => (o(0), vec![]),
            I::StackRestore => {
                let p = o(0);
                (TypeId::VOID, vec![p])
            }
        };
        types.func(ret, &params, false)
    }

    /// The attributes LLVM 19 gives the declaration.
    pub fn attributes(self) -> IntrinsicAttrs {
        use AttrFlag::*;
        use ModRef::{Mod, ModRef as RW, NoModRef as N};
        let pure_speculatable = || {
            let mut v = flags(&[
                NoCallback,
                NoFree,
                NoSync,
                NoUnwind,
                Speculatable,
                WillReturn,
            ]);
            v.push(mem(N, N, N));
            v
        };
        let p = |l: &[AttrFlag]| flags(l);
        match self {
            I::ReadSreg(Sreg::Clock | Sreg::Clock64) => IntrinsicAttrs {
                func: vec![
                    Attribute::Flag(NoCallback),
                    Attribute::Flag(NoUnwind),
                    mem(N, RW, N),
                ],
                ret: p(&[NoUndef]),
                params: vec![],
            },
            I::ReadSreg(_) => IntrinsicAttrs {
                func: pure_speculatable(),
                ret: p(&[NoUndef]),
                params: vec![],
            },
            I::Barrier0 | I::BarSync | I::BarrierSync => IntrinsicAttrs {
                func: p(&[Convergent, NoCallback, NoUnwind]),
                ..Default::default()
            },
            I::IsSpacep(_) => IntrinsicAttrs {
                func: pure_speculatable(),
                ret: vec![],
                params: vec![p(&[NoCapture])],
            },
            I::Memcpy | I::Memmove => {
                let mut func = p(&[NoCallback, NoFree, NoUnwind, WillReturn]);
                func.push(mem(RW, N, N));
                let (mut dst, mut src) = (p(&[NoCapture, WriteOnly]), p(&[NoCapture, ReadOnly]));
                if self == I::Memcpy {
                    dst.push(Attribute::Flag(NoAlias));
                    src.push(Attribute::Flag(NoAlias));
                }
                IntrinsicAttrs {
                    func,
                    ret: vec![],
                    params: vec![dst, src, vec![], p(&[ImmArg])],
                }
            }
            I::Memset => {
                let mut func = p(&[NoCallback, NoFree, NoUnwind, WillReturn]);
                func.push(mem(Mod, N, N));
                IntrinsicAttrs {
                    func,
                    ret: vec![],
                    params: vec![p(&[NoCapture, WriteOnly]), vec![], vec![], p(&[ImmArg])],
                }
            }
            I::Assume => {
                let mut func = p(&[NoCallback, NoFree, NoSync, NoUnwind, WillReturn]);
                func.push(mem(N, Mod, N));
                IntrinsicAttrs {
                    func,
                    ret: vec![],
                    params: vec![p(&[NoUndef])],
                }
            }
            I::Trap => {
                let mut func = p(&[Cold, NoReturn, NoUnwind]);
                func.push(mem(N, Mod, N));
                IntrinsicAttrs {
                    func,
                    ..Default::default()
                }
            }
            I::LifetimeStart | I::LifetimeEnd => {
                let mut func = p(&[NoCallback, NoFree, NoSync, NoUnwind, WillReturn]);
                func.push(mem(RW, N, N));
                IntrinsicAttrs {
                    func,
                    ret: vec![],
                    params: vec![p(&[ImmArg]), p(&[NoCapture])],
                }
            }
            I::Abs | I::Ctlz | I::Cttz => IntrinsicAttrs {
                func: pure_speculatable(),
                ret: vec![],
                params: vec![vec![], p(&[ImmArg])],
            },
            I::Expect => {
                let mut func = p(&[NoCallback, NoFree, NoSync, NoUnwind, WillReturn]);
                func.push(mem(N, N, N));
                IntrinsicAttrs {
                    func,
                    ..Default::default()
                }
            }
            I::MembarCta | I::MembarGl | I::MembarSys => IntrinsicAttrs {
                func: p(&[NoCallback, NoUnwind]),
                ..Default::default()
            },
            I::StackSave | I::StackRestore => IntrinsicAttrs {
                func: p(&[NoCallback, NoFree, NoSync, NoUnwind, WillReturn]),
                ..Default::default()
            },
            I::SMin
            | I::SMax
            | I::UMin
            | I::UMax
            | I::UAddSat
            | I::USubSat
            | I::SAddSat
            | I::SSubSat
            | I::TypeTest
            | I::PublicTypeTest
            | I::Fabs
            | I::Fma
            | I::FMulAdd
            | I::Sqrt
            | I::MinNum
            | I::MaxNum
            | I::Copysign
            | I::Floor
            | I::Ceil
            | I::Trunc
            | I::Rint
            | I::Round
            | I::Ctpop
            | I::Bswap
            | I::Bitreverse
            | I::Fshl
            | I::Fshr => IntrinsicAttrs {
                func: pure_speculatable(),
                ..Default::default()
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup_parses_overloads() {
        assert_eq!(
            lookup("llvm.memcpy.p1.p3.i32"),
            Some((
                Intrinsic::Memcpy,
                vec![
                    OverloadTy::Ptr(AddrSpace::GLOBAL),
                    OverloadTy::Ptr(AddrSpace::SHARED),
                    OverloadTy::Int(32)
                ]
            ))
        );
        assert_eq!(
            lookup("llvm.nvvm.isspacep.shared.cluster"),
            Some((Intrinsic::IsSpacep(AddrSpace::SHARED_CLUSTER), vec![]))
        );
        assert_eq!(
            lookup("llvm.nvvm.isspacep.shared"),
            Some((Intrinsic::IsSpacep(AddrSpace::SHARED), vec![]))
        );
        assert_eq!(lookup("llvm.smin.f32"), None);
        assert_eq!(lookup("llvm.smin.i32.i32"), None);
        assert_eq!(lookup("llvm.memcpy.p01.p0.i64"), None);
        assert_eq!(lookup("llvm.foo"), None);
    }

    #[test]
    fn names_round_trip() {
        for d in DEFS {
            let ov: Vec<OverloadTy> = d
                .slots
                .iter()
                .map(|s| match s {
                    Slot::Int => OverloadTy::Int(32),
                    Slot::Fp => OverloadTy::Double,
                    Slot::Ptr => OverloadTy::Ptr(AddrSpace::SHARED),
                })
                .collect();
            let name = d.id.name(&ov);
            assert_eq!(lookup(&name), Some((d.id, ov.clone())), "{name}");
            let mut t = Types::new();
            let sig = d.id.signature(&mut t, &ov);
            let attrs = d.id.attributes();
            assert!(
                attrs.params.len() <= t.func_parts(sig).unwrap().1.len(),
                "{name}"
            );
        }
    }
}
