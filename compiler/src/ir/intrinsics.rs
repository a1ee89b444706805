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
use super::nvvm_float::NvvmFloat;
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
    /// `warpid`: the warp's index in its block (the interpreters: linear thread index / 32).
    WarpId,
    /// `nwarpid`: warp identifiers per SM (the interpreters: 64, as on sm_90).
    NWarpId,
    /// `smid`: the SM running the block (the interpreters: 0).
    SmId,
    /// `nsmid`: SM identifiers (the interpreters: 1).
    NSmId,
    /// `gridid` (i32 in LLVM 19; the interpreters: 0).
    GridId,
    /// `lanemask.{eq,lt,le,gt,ge}`: lanes of the warp relative to the calling one.
    Lanemask(LanemaskKind),
    /// `globaltimer` (i64, nanoseconds; the interpreters: the instructions run so far, like
    /// `clock64`).
    GlobalTimer,
    /// `pm0`..`pm3`: performance counters (the interpreters: 0).
    Pm(u8),
    /// `envreg0`..`envreg31`: driver-defined (the interpreters: 0).
    EnvReg(u8),
    /// `cluster.ctarank`: the block's rank in its cluster (the interpreters launch clusters of
    /// one block: 0).
    ClusterCtaRank,
    /// `cluster.nctarank`: blocks in the cluster (1).
    ClusterNCtaRank,
    /// `cluster.ctaid.{x,y,z}`: the block's index in its cluster (0).
    ClusterCtaid(Dim),
    /// `cluster.nctaid.{x,y,z}`: the cluster's dimensions (1).
    ClusterNctaid(Dim),
    /// `clusterid.{x,y,z}`: the cluster's index in the grid (`ctaid`).
    ClusterId(Dim),
    /// `nclusterid.{x,y,z}`: the grid's dimensions in clusters (`nctaid`).
    NClusterId(Dim),
    /// `{tid,ntid,ctaid,nctaid}.w`: the unused fourth element, always 0 (as PTX defines it).
    W(WReg),
}

/// Which register's fourth element `.w` is read.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WReg {
    /// `tid.w`
    Tid,
    /// `ntid.w`
    Ntid,
    /// `ctaid.w`
    Ctaid,
    /// `nctaid.w`
    Nctaid,
}

/// Which lanes `lanemask.*` names, relative to the calling lane.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LanemaskKind {
    /// The lane itself.
    Eq,
    /// The lanes below it.
    Lt,
    /// It and the lanes below.
    Le,
    /// The lanes above it.
    Gt,
    /// It and the lanes above.
    Ge,
}

impl LanemaskKind {
    /// The mask for lane `lane` (0..32).
    pub fn mask(self, lane: u32) -> u32 {
        let below = (1u32 << lane) - 1;
        match self {
            LanemaskKind::Eq => 1 << lane,
            LanemaskKind::Lt => below,
            LanemaskKind::Le => below | 1 << lane,
            LanemaskKind::Gt => !(below | 1 << lane),
            LanemaskKind::Ge => !below,
        }
    }
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

/// How `shfl.sync` picks its source lane.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ShflMode {
    /// `idx`: a lane number.
    Idx,
    /// `up`: `lane - delta`.
    Up,
    /// `down`: `lane + delta`.
    Down,
    /// `bfly`: `lane ^ mask`.
    Bfly,
}

/// What `vote.sync` computes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VoteMode {
    /// Every lane's predicate is true.
    All,
    /// Some lane's predicate is true.
    Any,
    /// Every lane's predicate is the same.
    Uni,
    /// The mask of lanes whose predicate is true.
    Ballot,
}

/// The operation of `redux.sync`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ReduxOp {
    /// Sum (wrapping).
    Add,
    /// Signed minimum.
    Min,
    /// Signed maximum.
    Max,
    /// Unsigned minimum.
    UMin,
    /// Unsigned maximum.
    UMax,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise xor.
    Xor,
}

/// What `barrier0.{popc,and,or}` computes over the block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BarrierRed {
    /// How many threads passed a non-zero value.
    Popc,
    /// Whether all did (1 or 0).
    And,
    /// Whether any did (1 or 0).
    Or,
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
    /// `llvm.nvvm.barrier.n(i32 id)`: `bar.sync id` (all of the block's threads).
    BarrierN,
    /// `llvm.nvvm.barrier(i32 id, i32 count)` (`bar.sync id, count`) and
    /// `llvm.nvvm.barrier.sync.cnt(i32 id, i32 count)` (`barrier.sync id, count`): a named
    /// barrier for `count` threads. The interpreters run it when `count` is every warp of the
    /// block (its threads rounded up to a multiple of 32); a partial count is refused as
    /// unsupported.
    BarrierCount {
        /// `barrier.sync.cnt` rather than `barrier`.
        sync: bool,
    },
    /// `llvm.nvvm.activemask()`: the lanes of the warp that are running (see
    /// `docs/semantics.md`, "Warps").
    ActiveMask,
    /// `llvm.nvvm.mapa(ptr, i32 rank)` / `llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32
    /// rank)`: the same shared variable in block `rank` of the cluster. The interpreters
    /// launch clusters of one block: rank 0 is the pointer itself; another rank is refused.
    Mapa {
        /// `.shared.cluster` (a shared-space pointer) rather than generic.
        shared: bool,
    },
    /// `llvm.nvvm.is_explicit_cluster()`: whether the launch named a cluster (false in the
    /// interpreters).
    IsExplicitCluster,
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
    /// `llvm.nvvm.shfl.sync.{idx,up,down,bfly}.{i32,f32}(mask, value, b, c)`: `b` is the lane,
    /// delta or xor mask, `c` packs the clamp (bits 0-4) and the segment mask (bits 8-12).
    ShflSync(ShflMode),
    /// `llvm.nvvm.vote.{all,any,uni,ballot}.sync(mask, i1)`.
    VoteSync(VoteMode),
    /// `llvm.nvvm.match.any.sync.{i32,i64}(mask, value)`: the lanes of `mask` holding the value.
    MatchAnySync {
        /// `.i64` rather than `.i32`.
        wide: bool,
    },
    /// `llvm.nvvm.match.all.sync.{i32p,i64p}(mask, value)`: `{ mask, true }` when every lane
    /// of `mask` holds the same value, else `{ 0, false }`.
    MatchAllSync {
        /// `.i64p` rather than `.i32p`.
        wide: bool,
    },
    /// `llvm.nvvm.redux.sync.OP(value, mask)`.
    ReduxSync(ReduxOp),
    /// `llvm.nvvm.bar.warp.sync(mask)`: `__syncwarp`.
    BarWarpSync,
    /// `llvm.nvvm.barrier0.{popc,and,or}(i32)`: `__syncthreads_count/and/or`.
    Barrier0Red(BarrierRed),
    /// `llvm.nvvm.sqrt.rn.{f,d}`: correctly rounded square root.
    NvvmSqrt {
        /// `.d` (double) rather than `.f`.
        double: bool,
    },
    /// `llvm.nvvm.fmax.{f,d}` / `llvm.nvvm.fmin.{f,d}`: a NaN operand gives the other.
    NvvmFMinMax {
        /// `fmax` rather than `fmin`.
        max: bool,
        /// `.d` rather than `.f`.
        double: bool,
    },
    /// `llvm.nvvm.mulhi.{i,ui,ll,ull}`: the high half of the full product.
    MulHi {
        /// `i`/`ll` rather than `ui`/`ull`.
        signed: bool,
        /// 64-bit (`ll`/`ull`) rather than 32-bit.
        wide: bool,
    },
    /// `llvm.nvvm.ldg.global.{i,f,p}.T.pA(ptr, i32 align)`: a load through the read-only cache
    /// (the memory must not change during the kernel).
    Ldg,
    /// `llvm.nvvm.ldu.global.{i,f,p}.T.pA(ptr, i32 align)`: a load of a value the same for
    /// every thread (`ldu`); the interpreters load it like [`Intrinsic::Ldg`].
    Ldu,
    /// `llvm.nvvm.atomic.load.{inc,dec}.32.pA(ptr, i32 limit)`: `atomicInc`/`atomicDec`.
    AtomicIncDec {
        /// `inc` rather than `dec`.
        inc: bool,
    },
    /// `llvm.nvvm.atomic.OP.gen.{i,f}.{cta,sys}.T.pA(ptr, T)`: a scoped atomic read-modify-write
    /// (`atomicAdd_block`, ...); the interpreters treat the scope as the whole launch.
    ScopedAtomic(ScopedRmw),
    /// `llvm.nvvm.mul24.{i,ui}`: the low 32 bits of the product of the low 24 bits.
    Mul24 {
        /// `i` rather than `ui`.
        signed: bool,
    },
    /// `llvm.nvvm.saturate.{f,d}`: clamped to [0, 1], NaN to 0.
    NvvmSaturate {
        /// `.d` rather than `.f`.
        double: bool,
    },
    /// `llvm.nvvm.fmax`/`fmin.{f16,bf16}`: `maxnum`/`minnum` of 16-bit floats.
    NvvmFMinMax16 {
        /// `fmax` rather than `fmin`.
        max: bool,
        /// `bf16` rather than `f16`.
        bf: bool,
    },
    /// `llvm.nvvm.fma.rn.{f16,bf16}`: a fused multiply-add of 16-bit floats.
    NvvmFma16 {
        /// `bf16` rather than `f16`.
        bf: bool,
    },
    /// `llvm.nvvm.{ex2,lg2,sin,cos}.approx.f`: approximations (computed in `double` and
    /// rounded by the interpreters; a GPU may differ in the last bits).
    NvvmApprox(ApproxFn),
    /// `llvm.nvvm.div.approx.f`: division (the interpreters divide exactly).
    NvvmDivApprox,
    /// `llvm.nvvm.rcp.rn.f`: `1 / x`, correctly rounded.
    NvvmRcpRn,
    /// `llvm.nvvm.f2i.rn`: to `i32`, rounding to nearest even (saturating; NaN gives 0).
    NvvmF2iRn,
    /// `llvm.nvvm.rsqrt.approx.{f,d}`: an approximate reciprocal square root (the
    /// interpreters compute `1 / sqrt(x)` in the type; a GPU may differ in the last bits).
    RsqrtApprox {
        /// `.d` rather than `.f`.
        double: bool,
    },
    /// NVVM's float intrinsics with a rounding mode, `.approx` or `.ftz` in the name, and
    /// `lohi.i2d`/`d2i.{lo,hi}`: one family, [`super::nvvm_float`].
    NvvmFloat(NvvmFloat),
}

/// The functions of [`Intrinsic::NvvmApprox`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ApproxFn {
    /// `2^x`
    Ex2,
    /// `log2(x)`
    Lg2,
    /// `sin(x)`
    Sin,
    /// `cos(x)`
    Cos,
}

/// The operations of [`Intrinsic::ScopedAtomic`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScopedRmw {
    /// `add.gen.i`
    Add,
    /// `add.gen.f`
    FAdd,
    /// `exch.gen.i`
    Exch,
    /// `and.gen.i`
    And,
    /// `or.gen.i`
    Or,
    /// `xor.gen.i`
    Xor,
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
    /// `.f16`
    Half,
    /// `.bf16`
    BFloat,
    /// `.pN`
    Ptr(AddrSpace),
    /// `.vNT` (`.v4f32`, `.v2i64`): a vector of `N` lanes.
    Vector(u32, VecElem),
}

/// The lane type of a vector overload.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VecElem {
    /// `iN`
    Int(u32),
    /// `f16`
    Half,
    /// `bf16`
    BFloat,
    /// `f32`
    Float,
    /// `f64`
    Double,
}

impl OverloadTy {
    fn parse(s: &str) -> Option<OverloadTy> {
        if let Some(rest) = s.strip_prefix('v') {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let (n, elem) = rest.split_at(digits);
            let len: u32 = n.parse().ok().filter(|&l| l > 0 && !n.starts_with('0'))?;
            let e = match OverloadTy::parse(elem)? {
                OverloadTy::Int(b) => VecElem::Int(b),
                OverloadTy::Half => VecElem::Half,
                OverloadTy::BFloat => VecElem::BFloat,
                OverloadTy::Float => VecElem::Float,
                OverloadTy::Double => VecElem::Double,
                OverloadTy::Ptr(_) | OverloadTy::Vector(..) => return None,
            };
            return Some(OverloadTy::Vector(len, e));
        }
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
            "f16" => Some(OverloadTy::Half),
            "bf16" => Some(OverloadTy::BFloat),
            _ => None,
        }
    }

    /// The suffix spelling (`i32`, `f64`, `p3`).
    pub fn mangle(self) -> String {
        match self {
            OverloadTy::Int(b) => format!("i{b}"),
            OverloadTy::Float => "f32".to_owned(),
            OverloadTy::Double => "f64".to_owned(),
            OverloadTy::Half => "f16".to_owned(),
            OverloadTy::BFloat => "bf16".to_owned(),
            OverloadTy::Ptr(a) => format!("p{}", a.0),
            OverloadTy::Vector(n, e) => format!("v{n}{}", e.scalar().mangle()),
        }
    }

    /// The type.
    pub fn to_type(self, types: &mut Types) -> TypeId {
        match self {
            OverloadTy::Int(b) => types.int(b),
            OverloadTy::Float => TypeId::FLOAT,
            OverloadTy::Double => TypeId::DOUBLE,
            OverloadTy::Half => types.half(),
            OverloadTy::BFloat => types.bfloat(),
            OverloadTy::Ptr(a) => types.ptr(a),
            OverloadTy::Vector(n, e) => {
                let el = e.scalar().to_type(types);
                types.vector(el, n)
            }
        }
    }

    /// The overload type of `ty`, if it can be one.
    pub fn of_type(types: &Types, ty: TypeId) -> Option<OverloadTy> {
        match types.get(ty) {
            TypeData::Int(b) => Some(OverloadTy::Int(*b)),
            TypeData::Float => Some(OverloadTy::Float),
            TypeData::Double => Some(OverloadTy::Double),
            TypeData::Half => Some(OverloadTy::Half),
            TypeData::BFloat => Some(OverloadTy::BFloat),
            TypeData::Ptr(a) => Some(OverloadTy::Ptr(*a)),
            TypeData::Vector { len, elem } => {
                let e = match OverloadTy::of_type(types, *elem)? {
                    OverloadTy::Int(b) => VecElem::Int(b),
                    OverloadTy::Half => VecElem::Half,
                    OverloadTy::BFloat => VecElem::BFloat,
                    OverloadTy::Float => VecElem::Float,
                    OverloadTy::Double => VecElem::Double,
                    OverloadTy::Ptr(_) | OverloadTy::Vector(..) => return None,
                };
                Some(OverloadTy::Vector(*len, e))
            }
            _ => None,
        }
    }
}

impl VecElem {
    /// The lane as a scalar overload.
    pub fn scalar(self) -> OverloadTy {
        match self {
            VecElem::Int(b) => OverloadTy::Int(b),
            VecElem::Half => OverloadTy::Half,
            VecElem::BFloat => OverloadTy::BFloat,
            VecElem::Float => OverloadTy::Float,
            VecElem::Double => OverloadTy::Double,
        }
    }
}

/// What an overload slot accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    Int,
    Fp,
    Ptr,
    /// Exactly `.i32`.
    I32,
    /// Exactly `.f32`.
    F32,
    /// An integer or a vector of integers (`ldg.global.i`).
    IntOrVec,
    /// A float or a vector of floats (`ldg.global.f`).
    FpOrVec,
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
    "llvm.nvvm.read.ptx.sreg.tid.w" => I::ReadSreg(Sreg::W(WReg::Tid)), [];
    "llvm.nvvm.read.ptx.sreg.ntid.w" => I::ReadSreg(Sreg::W(WReg::Ntid)), [];
    "llvm.nvvm.read.ptx.sreg.ctaid.w" => I::ReadSreg(Sreg::W(WReg::Ctaid)), [];
    "llvm.nvvm.read.ptx.sreg.nctaid.w" => I::ReadSreg(Sreg::W(WReg::Nctaid)), [];
    "llvm.nvvm.read.ptx.sreg.warpid" => I::ReadSreg(Sreg::WarpId), [];
    "llvm.nvvm.read.ptx.sreg.nwarpid" => I::ReadSreg(Sreg::NWarpId), [];
    "llvm.nvvm.read.ptx.sreg.smid" => I::ReadSreg(Sreg::SmId), [];
    "llvm.nvvm.read.ptx.sreg.nsmid" => I::ReadSreg(Sreg::NSmId), [];
    "llvm.nvvm.read.ptx.sreg.gridid" => I::ReadSreg(Sreg::GridId), [];
    "llvm.nvvm.read.ptx.sreg.lanemask.eq" => I::ReadSreg(Sreg::Lanemask(LanemaskKind::Eq)), [];
    "llvm.nvvm.read.ptx.sreg.lanemask.lt" => I::ReadSreg(Sreg::Lanemask(LanemaskKind::Lt)), [];
    "llvm.nvvm.read.ptx.sreg.lanemask.le" => I::ReadSreg(Sreg::Lanemask(LanemaskKind::Le)), [];
    "llvm.nvvm.read.ptx.sreg.lanemask.gt" => I::ReadSreg(Sreg::Lanemask(LanemaskKind::Gt)), [];
    "llvm.nvvm.read.ptx.sreg.lanemask.ge" => I::ReadSreg(Sreg::Lanemask(LanemaskKind::Ge)), [];
    "llvm.nvvm.read.ptx.sreg.globaltimer" => I::ReadSreg(Sreg::GlobalTimer), [];
    "llvm.nvvm.read.ptx.sreg.pm0" => I::ReadSreg(Sreg::Pm(0)), [];
    "llvm.nvvm.read.ptx.sreg.pm1" => I::ReadSreg(Sreg::Pm(1)), [];
    "llvm.nvvm.read.ptx.sreg.pm2" => I::ReadSreg(Sreg::Pm(2)), [];
    "llvm.nvvm.read.ptx.sreg.pm3" => I::ReadSreg(Sreg::Pm(3)), [];
    "llvm.nvvm.read.ptx.sreg.envreg0" => I::ReadSreg(Sreg::EnvReg(0)), [];
    "llvm.nvvm.read.ptx.sreg.envreg1" => I::ReadSreg(Sreg::EnvReg(1)), [];
    "llvm.nvvm.read.ptx.sreg.envreg2" => I::ReadSreg(Sreg::EnvReg(2)), [];
    "llvm.nvvm.read.ptx.sreg.envreg3" => I::ReadSreg(Sreg::EnvReg(3)), [];
    "llvm.nvvm.read.ptx.sreg.envreg4" => I::ReadSreg(Sreg::EnvReg(4)), [];
    "llvm.nvvm.read.ptx.sreg.envreg5" => I::ReadSreg(Sreg::EnvReg(5)), [];
    "llvm.nvvm.read.ptx.sreg.envreg6" => I::ReadSreg(Sreg::EnvReg(6)), [];
    "llvm.nvvm.read.ptx.sreg.envreg7" => I::ReadSreg(Sreg::EnvReg(7)), [];
    "llvm.nvvm.read.ptx.sreg.envreg8" => I::ReadSreg(Sreg::EnvReg(8)), [];
    "llvm.nvvm.read.ptx.sreg.envreg9" => I::ReadSreg(Sreg::EnvReg(9)), [];
    "llvm.nvvm.read.ptx.sreg.envreg10" => I::ReadSreg(Sreg::EnvReg(10)), [];
    "llvm.nvvm.read.ptx.sreg.envreg11" => I::ReadSreg(Sreg::EnvReg(11)), [];
    "llvm.nvvm.read.ptx.sreg.envreg12" => I::ReadSreg(Sreg::EnvReg(12)), [];
    "llvm.nvvm.read.ptx.sreg.envreg13" => I::ReadSreg(Sreg::EnvReg(13)), [];
    "llvm.nvvm.read.ptx.sreg.envreg14" => I::ReadSreg(Sreg::EnvReg(14)), [];
    "llvm.nvvm.read.ptx.sreg.envreg15" => I::ReadSreg(Sreg::EnvReg(15)), [];
    "llvm.nvvm.read.ptx.sreg.envreg16" => I::ReadSreg(Sreg::EnvReg(16)), [];
    "llvm.nvvm.read.ptx.sreg.envreg17" => I::ReadSreg(Sreg::EnvReg(17)), [];
    "llvm.nvvm.read.ptx.sreg.envreg18" => I::ReadSreg(Sreg::EnvReg(18)), [];
    "llvm.nvvm.read.ptx.sreg.envreg19" => I::ReadSreg(Sreg::EnvReg(19)), [];
    "llvm.nvvm.read.ptx.sreg.envreg20" => I::ReadSreg(Sreg::EnvReg(20)), [];
    "llvm.nvvm.read.ptx.sreg.envreg21" => I::ReadSreg(Sreg::EnvReg(21)), [];
    "llvm.nvvm.read.ptx.sreg.envreg22" => I::ReadSreg(Sreg::EnvReg(22)), [];
    "llvm.nvvm.read.ptx.sreg.envreg23" => I::ReadSreg(Sreg::EnvReg(23)), [];
    "llvm.nvvm.read.ptx.sreg.envreg24" => I::ReadSreg(Sreg::EnvReg(24)), [];
    "llvm.nvvm.read.ptx.sreg.envreg25" => I::ReadSreg(Sreg::EnvReg(25)), [];
    "llvm.nvvm.read.ptx.sreg.envreg26" => I::ReadSreg(Sreg::EnvReg(26)), [];
    "llvm.nvvm.read.ptx.sreg.envreg27" => I::ReadSreg(Sreg::EnvReg(27)), [];
    "llvm.nvvm.read.ptx.sreg.envreg28" => I::ReadSreg(Sreg::EnvReg(28)), [];
    "llvm.nvvm.read.ptx.sreg.envreg29" => I::ReadSreg(Sreg::EnvReg(29)), [];
    "llvm.nvvm.read.ptx.sreg.envreg30" => I::ReadSreg(Sreg::EnvReg(30)), [];
    "llvm.nvvm.read.ptx.sreg.envreg31" => I::ReadSreg(Sreg::EnvReg(31)), [];
    "llvm.nvvm.read.ptx.sreg.cluster.ctarank" => I::ReadSreg(Sreg::ClusterCtaRank), [];
    "llvm.nvvm.read.ptx.sreg.cluster.nctarank" => I::ReadSreg(Sreg::ClusterNCtaRank), [];
    "llvm.nvvm.read.ptx.sreg.cluster.ctaid.x" => I::ReadSreg(Sreg::ClusterCtaid(X)), [];
    "llvm.nvvm.read.ptx.sreg.cluster.nctaid.x" => I::ReadSreg(Sreg::ClusterNctaid(X)), [];
    "llvm.nvvm.read.ptx.sreg.clusterid.x" => I::ReadSreg(Sreg::ClusterId(X)), [];
    "llvm.nvvm.read.ptx.sreg.nclusterid.x" => I::ReadSreg(Sreg::NClusterId(X)), [];
    "llvm.nvvm.read.ptx.sreg.cluster.ctaid.y" => I::ReadSreg(Sreg::ClusterCtaid(Y)), [];
    "llvm.nvvm.read.ptx.sreg.cluster.nctaid.y" => I::ReadSreg(Sreg::ClusterNctaid(Y)), [];
    "llvm.nvvm.read.ptx.sreg.clusterid.y" => I::ReadSreg(Sreg::ClusterId(Y)), [];
    "llvm.nvvm.read.ptx.sreg.nclusterid.y" => I::ReadSreg(Sreg::NClusterId(Y)), [];
    "llvm.nvvm.read.ptx.sreg.cluster.ctaid.z" => I::ReadSreg(Sreg::ClusterCtaid(Z)), [];
    "llvm.nvvm.read.ptx.sreg.cluster.nctaid.z" => I::ReadSreg(Sreg::ClusterNctaid(Z)), [];
    "llvm.nvvm.read.ptx.sreg.clusterid.z" => I::ReadSreg(Sreg::ClusterId(Z)), [];
    "llvm.nvvm.read.ptx.sreg.nclusterid.z" => I::ReadSreg(Sreg::NClusterId(Z)), [];
    "llvm.nvvm.barrier.n" => I::BarrierN, [];
    "llvm.nvvm.barrier.sync.cnt" => I::BarrierCount { sync: true }, [];
    "llvm.nvvm.barrier" => I::BarrierCount { sync: false }, [];
    "llvm.nvvm.activemask" => I::ActiveMask, [];
    "llvm.nvvm.mapa.shared.cluster" => I::Mapa { shared: true }, [];
    "llvm.nvvm.mapa" => I::Mapa { shared: false }, [];
    "llvm.nvvm.is_explicit_cluster" => I::IsExplicitCluster, [];
    "llvm.nvvm.match.all.sync.i32p" => I::MatchAllSync { wide: false }, [];
    "llvm.nvvm.match.all.sync.i64p" => I::MatchAllSync { wide: true }, [];
    "llvm.nvvm.ldu.global.i" => I::Ldu, [IntOrVec, Ptr];
    "llvm.nvvm.ldu.global.f" => I::Ldu, [FpOrVec, Ptr];
    "llvm.nvvm.ldu.global.p" => I::Ldu, [Ptr, Ptr];
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
    "llvm.nvvm.shfl.sync.idx" => I::ShflSync(ShflMode::Idx), [I32];
    "llvm.nvvm.shfl.sync.idx" => I::ShflSync(ShflMode::Idx), [F32];
    "llvm.nvvm.shfl.sync.up" => I::ShflSync(ShflMode::Up), [I32];
    "llvm.nvvm.shfl.sync.up" => I::ShflSync(ShflMode::Up), [F32];
    "llvm.nvvm.shfl.sync.down" => I::ShflSync(ShflMode::Down), [I32];
    "llvm.nvvm.shfl.sync.down" => I::ShflSync(ShflMode::Down), [F32];
    "llvm.nvvm.shfl.sync.bfly" => I::ShflSync(ShflMode::Bfly), [I32];
    "llvm.nvvm.shfl.sync.bfly" => I::ShflSync(ShflMode::Bfly), [F32];
    "llvm.nvvm.vote.all.sync" => I::VoteSync(VoteMode::All), [];
    "llvm.nvvm.vote.any.sync" => I::VoteSync(VoteMode::Any), [];
    "llvm.nvvm.vote.uni.sync" => I::VoteSync(VoteMode::Uni), [];
    "llvm.nvvm.vote.ballot.sync" => I::VoteSync(VoteMode::Ballot), [];
    "llvm.nvvm.match.any.sync.i32" => I::MatchAnySync { wide: false }, [];
    "llvm.nvvm.match.any.sync.i64" => I::MatchAnySync { wide: true }, [];
    "llvm.nvvm.redux.sync.add" => I::ReduxSync(ReduxOp::Add), [];
    "llvm.nvvm.redux.sync.min" => I::ReduxSync(ReduxOp::Min), [];
    "llvm.nvvm.redux.sync.max" => I::ReduxSync(ReduxOp::Max), [];
    "llvm.nvvm.redux.sync.umin" => I::ReduxSync(ReduxOp::UMin), [];
    "llvm.nvvm.redux.sync.umax" => I::ReduxSync(ReduxOp::UMax), [];
    "llvm.nvvm.redux.sync.and" => I::ReduxSync(ReduxOp::And), [];
    "llvm.nvvm.redux.sync.or" => I::ReduxSync(ReduxOp::Or), [];
    "llvm.nvvm.redux.sync.xor" => I::ReduxSync(ReduxOp::Xor), [];
    "llvm.nvvm.bar.warp.sync" => I::BarWarpSync, [];
    "llvm.nvvm.barrier0.popc" => I::Barrier0Red(BarrierRed::Popc), [];
    "llvm.nvvm.barrier0.and" => I::Barrier0Red(BarrierRed::And), [];
    "llvm.nvvm.barrier0.or" => I::Barrier0Red(BarrierRed::Or), [];
    "llvm.nvvm.sqrt.rn.f" => I::NvvmSqrt { double: false }, [];
    "llvm.nvvm.sqrt.rn.d" => I::NvvmSqrt { double: true }, [];
    "llvm.nvvm.fmax.f" => I::NvvmFMinMax { max: true, double: false }, [];
    "llvm.nvvm.fmax.d" => I::NvvmFMinMax { max: true, double: true }, [];
    "llvm.nvvm.fmin.f" => I::NvvmFMinMax { max: false, double: false }, [];
    "llvm.nvvm.fmin.d" => I::NvvmFMinMax { max: false, double: true }, [];
    "llvm.nvvm.mulhi.i" => I::MulHi { signed: true, wide: false }, [];
    "llvm.nvvm.mulhi.ui" => I::MulHi { signed: false, wide: false }, [];
    "llvm.nvvm.mulhi.ll" => I::MulHi { signed: true, wide: true }, [];
    "llvm.nvvm.mulhi.ull" => I::MulHi { signed: false, wide: true }, [];
    "llvm.nvvm.ldg.global.i" => I::Ldg, [IntOrVec, Ptr];
    "llvm.nvvm.ldg.global.f" => I::Ldg, [FpOrVec, Ptr];
    "llvm.nvvm.ldg.global.p" => I::Ldg, [Ptr, Ptr];
    "llvm.nvvm.atomic.load.inc.32" => I::AtomicIncDec { inc: true }, [Ptr];
    "llvm.nvvm.atomic.load.dec.32" => I::AtomicIncDec { inc: false }, [Ptr];
    "llvm.nvvm.atomic.add.gen.i.cta" => I::ScopedAtomic(ScopedRmw::Add), [Int, Ptr];
    "llvm.nvvm.atomic.add.gen.i.sys" => I::ScopedAtomic(ScopedRmw::Add), [Int, Ptr];
    "llvm.nvvm.atomic.add.gen.f.cta" => I::ScopedAtomic(ScopedRmw::FAdd), [Fp, Ptr];
    "llvm.nvvm.atomic.add.gen.f.sys" => I::ScopedAtomic(ScopedRmw::FAdd), [Fp, Ptr];
    "llvm.nvvm.atomic.exch.gen.i.cta" => I::ScopedAtomic(ScopedRmw::Exch), [Int, Ptr];
    "llvm.nvvm.atomic.exch.gen.i.sys" => I::ScopedAtomic(ScopedRmw::Exch), [Int, Ptr];
    "llvm.nvvm.atomic.and.gen.i.cta" => I::ScopedAtomic(ScopedRmw::And), [Int, Ptr];
    "llvm.nvvm.atomic.and.gen.i.sys" => I::ScopedAtomic(ScopedRmw::And), [Int, Ptr];
    "llvm.nvvm.atomic.or.gen.i.cta" => I::ScopedAtomic(ScopedRmw::Or), [Int, Ptr];
    "llvm.nvvm.atomic.or.gen.i.sys" => I::ScopedAtomic(ScopedRmw::Or), [Int, Ptr];
    "llvm.nvvm.atomic.xor.gen.i.cta" => I::ScopedAtomic(ScopedRmw::Xor), [Int, Ptr];
    "llvm.nvvm.atomic.xor.gen.i.sys" => I::ScopedAtomic(ScopedRmw::Xor), [Int, Ptr];
    "llvm.nvvm.mul24.i" => I::Mul24 { signed: true }, [];
    "llvm.nvvm.mul24.ui" => I::Mul24 { signed: false }, [];
    "llvm.nvvm.saturate.f" => I::NvvmSaturate { double: false }, [];
    "llvm.nvvm.saturate.d" => I::NvvmSaturate { double: true }, [];
    "llvm.nvvm.fmax.f16" => I::NvvmFMinMax16 { max: true, bf: false }, [];
    "llvm.nvvm.fmin.f16" => I::NvvmFMinMax16 { max: false, bf: false }, [];
    "llvm.nvvm.fmax.bf16" => I::NvvmFMinMax16 { max: true, bf: true }, [];
    "llvm.nvvm.fmin.bf16" => I::NvvmFMinMax16 { max: false, bf: true }, [];
    "llvm.nvvm.fma.rn.f16" => I::NvvmFma16 { bf: false }, [];
    "llvm.nvvm.fma.rn.bf16" => I::NvvmFma16 { bf: true }, [];
    "llvm.nvvm.ex2.approx.f" => I::NvvmApprox(ApproxFn::Ex2), [];
    "llvm.nvvm.lg2.approx.f" => I::NvvmApprox(ApproxFn::Lg2), [];
    "llvm.nvvm.sin.approx.f" => I::NvvmApprox(ApproxFn::Sin), [];
    "llvm.nvvm.cos.approx.f" => I::NvvmApprox(ApproxFn::Cos), [];
    "llvm.nvvm.div.approx.f" => I::NvvmDivApprox, [];
    "llvm.nvvm.rcp.rn.f" => I::NvvmRcpRn, [];
    "llvm.nvvm.f2i.rn" => I::NvvmF2iRn, [];
    "llvm.nvvm.rsqrt.approx.f" => I::RsqrtApprox { double: false }, [];
    "llvm.nvvm.rsqrt.approx.d" => I::RsqrtApprox { double: true }, [];
};

/// Whether an overload type fits a slot.
fn slot_fits(slot: Slot, o: OverloadTy) -> bool {
    matches!(
        (slot, o),
        (Slot::Int, OverloadTy::Int(_))
            | (
                Slot::Fp,
                OverloadTy::Float | OverloadTy::Double | OverloadTy::Half | OverloadTy::BFloat
            )
            | (Slot::Ptr, OverloadTy::Ptr(_))
            | (Slot::I32, OverloadTy::Int(32))
            | (Slot::F32, OverloadTy::Float)
            | (
                Slot::IntOrVec,
                OverloadTy::Int(_) | OverloadTy::Vector(_, VecElem::Int(_))
            )
            | (
                Slot::FpOrVec,
                OverloadTy::Float
                    | OverloadTy::Double
                    | OverloadTy::Half
                    | OverloadTy::BFloat
                    | OverloadTy::Vector(
                        _,
                        VecElem::Float | VecElem::Double | VecElem::Half | VecElem::BFloat
                    )
            )
    )
}

/// The intrinsic a function name denotes, with its overload types; `None` if the name is not
/// a known intrinsic (or its suffixes do not fit).
pub fn lookup(name: &str) -> Option<(Intrinsic, Vec<OverloadTy>)> {
    let found = lookup_def(name);
    if found.is_some() {
        return found;
    }
    NvvmFloat::parse(name).map(|f| (Intrinsic::NvvmFloat(f), Vec::new()))
}

/// [`lookup`] in [`DEFS`].
fn lookup_def(name: &str) -> Option<(Intrinsic, Vec<OverloadTy>)> {
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
                slot_fits(*slot, o).then_some(o)
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
        if let I::NvvmFloat(f) = self {
            return f.name();
        }
        // An intrinsic may have several definitions (one stem per overload kind, as
        // `ldg.global.{i,f,p}`): the one whose slots take these overloads.
        let def = DEFS
            .iter()
            .filter(|d| d.id == self)
            .find(|d| {
                d.slots.len() == overloads.len()
                    && d.slots
                        .iter()
                        .zip(overloads)
                        .all(|(s, o)| slot_fits(*s, *o))
            })
            .or_else(|| DEFS.iter().find(|d| d.id == self))
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
            I::ReadSreg(Sreg::Clock64 | Sreg::GlobalTimer) => (TypeId::I64, vec![]),
            I::IsExplicitCluster => (TypeId::I1, vec![]),
            I::ActiveMask => (TypeId::I32, vec![]),
            I::BarrierN => (TypeId::VOID, vec![TypeId::I32]),
            I::BarrierCount { .. } => (TypeId::VOID, vec![TypeId::I32, TypeId::I32]),
            I::Mapa { shared } => {
                let t = if shared {
                    types.ptr(AddrSpace::SHARED)
                } else {
                    TypeId::PTR
                };
                (t, vec![t, TypeId::I32])
            }
            I::MatchAllSync { wide } => {
                let pair = types.struct_(&[TypeId::I32, TypeId::I1], false);
                let v = if wide { TypeId::I64 } else { TypeId::I32 };
                (pair, vec![TypeId::I32, v])
            }
            I::MatchAnySync { wide: true } => (TypeId::I32, vec![TypeId::I32, TypeId::I64]),
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
            I::ShflSync(_) => {
                let t = o(0);
                (t, vec![TypeId::I32, t, TypeId::I32, TypeId::I32])
            }
            I::VoteSync(VoteMode::Ballot) => (TypeId::I32, vec![TypeId::I32, TypeId::I1]),
            I::VoteSync(_) => (TypeId::I1, vec![TypeId::I32, TypeId::I1]),
            I::MatchAnySync { wide: false } | I::ReduxSync(_) => {
                (TypeId::I32, vec![TypeId::I32, TypeId::I32])
            }
            I::BarWarpSync => (TypeId::VOID, vec![TypeId::I32]),
            I::Barrier0Red(_) => (TypeId::I32, vec![TypeId::I32]),
            I::NvvmSqrt { double } => {
                let t = if double {
                    TypeId::DOUBLE
                } else {
                    TypeId::FLOAT
                };
                (t, vec![t])
            }
            I::NvvmFMinMax { double, .. } => {
                let t = if double {
                    TypeId::DOUBLE
                } else {
                    TypeId::FLOAT
                };
                (t, vec![t, t])
            }
            I::MulHi { wide, .. } => {
                let t = if wide { TypeId::I64 } else { TypeId::I32 };
                (t, vec![t, t])
            }
            I::Ldg | I::Ldu => {
                let (t, p) = (o(0), o(1));
                (t, vec![p, TypeId::I32])
            }
            I::AtomicIncDec { .. } => {
                let p = o(0);
                (TypeId::I32, vec![p, TypeId::I32])
            }
            I::ScopedAtomic(_) => {
                let (t, p) = (o(0), o(1));
                (t, vec![p, t])
            }
            I::Mul24 { .. } => (TypeId::I32, vec![TypeId::I32, TypeId::I32]),
            I::NvvmApprox(_) | I::NvvmRcpRn => (TypeId::FLOAT, vec![TypeId::FLOAT]),
            I::NvvmDivApprox => (TypeId::FLOAT, vec![TypeId::FLOAT, TypeId::FLOAT]),
            I::NvvmF2iRn => (TypeId::I32, vec![TypeId::FLOAT]),
            I::NvvmSaturate { double } => {
                let t = if double {
                    TypeId::DOUBLE
                } else {
                    TypeId::FLOAT
                };
                (t, vec![t])
            }
            I::NvvmFMinMax16 { bf, .. } => {
                let t = if bf { types.bfloat() } else { types.half() };
                (t, vec![t, t])
            }
            I::NvvmFma16 { bf } => {
                let t = if bf { types.bfloat() } else { types.half() };
                (t, vec![t, t, t])
            }
            I::RsqrtApprox { double } => {
                let t = if double {
                    TypeId::DOUBLE
                } else {
                    TypeId::FLOAT
                };
                (t, vec![t])
            }
            I::StackRestore => {
                let p = o(0);
                (TypeId::VOID, vec![p])
            }
            I::NvvmFloat(f) => return f.signature(types),
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
            I::NvvmFloat(f) => f.attributes(),
            I::ReadSreg(Sreg::Clock | Sreg::Clock64 | Sreg::GlobalTimer | Sreg::Pm(_)) => {
                IntrinsicAttrs {
                    func: vec![
                        Attribute::Flag(NoCallback),
                        Attribute::Flag(NoUnwind),
                        mem(N, RW, N),
                    ],
                    ret: p(&[NoUndef]),
                    params: vec![],
                }
            }
            I::ReadSreg(_) | I::IsExplicitCluster => IntrinsicAttrs {
                func: pure_speculatable(),
                ret: p(&[NoUndef]),
                params: vec![],
            },
            I::Mapa { .. } => IntrinsicAttrs {
                func: pure_speculatable(),
                ret: vec![],
                params: vec![p(&[NoCapture]), vec![]],
            },
            I::Barrier0
            | I::BarSync
            | I::BarrierSync
            | I::BarrierN
            | I::BarrierCount { .. }
            | I::BarWarpSync
            | I::Barrier0Red(_) => IntrinsicAttrs {
                func: p(&[Convergent, NoCallback, NoUnwind]),
                ..Default::default()
            },
            I::ShflSync(_)
            | I::VoteSync(_)
            | I::MatchAnySync { .. }
            | I::MatchAllSync { .. }
            | I::ActiveMask
            | I::ReduxSync(_) => {
                let mut func = p(&[Convergent, NoCallback, NoUnwind]);
                func.push(mem(N, RW, N));
                IntrinsicAttrs {
                    func,
                    ..Default::default()
                }
            }
            I::NvvmSqrt { .. }
            | I::RsqrtApprox { .. }
            | I::NvvmApprox(_)
            | I::NvvmDivApprox
            | I::NvvmRcpRn => {
                let mut func = p(&[NoCallback, NoFree, NoSync, NoUnwind, WillReturn]);
                func.push(mem(N, N, N));
                IntrinsicAttrs {
                    func,
                    ..Default::default()
                }
            }
            I::Ldg | I::Ldu | I::AtomicIncDec { .. } | I::ScopedAtomic(_) => {
                let mut func = p(&[NoCallback, NoUnwind]);
                let argmem = if matches!(self, I::Ldg | I::Ldu) {
                    ModRef::Ref
                } else {
                    RW
                };
                func.push(mem(argmem, N, N));
                IntrinsicAttrs {
                    func,
                    ret: vec![],
                    params: vec![p(&[NoCapture])],
                }
            }
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
            | I::Fshr
            | I::NvvmFMinMax { .. }
            | I::MulHi { .. }
            | I::Mul24 { .. }
            | I::NvvmSaturate { .. }
            | I::NvvmFMinMax16 { .. }
            | I::NvvmFma16 { .. }
            | I::NvvmF2iRn => IntrinsicAttrs {
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
        assert_eq!(
            lookup("llvm.nvvm.ldg.global.f.v4f32.p1"),
            Some((
                Intrinsic::Ldg,
                vec![
                    OverloadTy::Vector(4, VecElem::Float),
                    OverloadTy::Ptr(AddrSpace::GLOBAL)
                ]
            ))
        );
        assert_eq!(lookup("llvm.nvvm.ldg.global.f.v4i32.p1"), None);
        assert_eq!(lookup("llvm.nvvm.ldg.global.i.v0i32.p1"), None);
        assert_eq!(
            Intrinsic::Ldg.name(&[
                OverloadTy::Vector(2, VecElem::Int(64)),
                OverloadTy::Ptr(AddrSpace::GENERIC)
            ]),
            "llvm.nvvm.ldg.global.i.v2i64.p0"
        );
    }

    #[test]
    fn names_round_trip() {
        for d in DEFS {
            let ov: Vec<OverloadTy> = d
                .slots
                .iter()
                .map(|s| match s {
                    Slot::Int | Slot::I32 | Slot::IntOrVec => OverloadTy::Int(32),
                    Slot::Fp | Slot::FpOrVec => OverloadTy::Double,
                    Slot::F32 => OverloadTy::Float,
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
