//! Lowering a module to the interpreter's bytecode.
//!
//! Each defined function becomes a flat array of [`Op`]s over a frame of registers. A register
//! holds one scalar (an integer masked to its width, a float's bits, an address) and a poison
//! bit; an aggregate value occupies one register per scalar leaf, in order. The frame is laid
//! out as parameters, then instruction results, then constants (copied in from the function's
//! template when the frame is made). Phis are not ops: each control-flow edge carries the
//! register moves of the phis of its target block, done in parallel.
//!
//! Addresses of globals and functions are fixed per module (globals are allocations 1..=G,
//! functions [`FUNC_BASE`](crate::memory::FUNC_BASE) + index), so constant expressions are
//! evaluated here, once.

mod lanes;
mod lower;

use rustc_hash::FxHashMap as HashMap;

use crate::error::InterpError;
use crate::memory::{FUNC_BASE, addr};
use crate::outcome::Elem;
use seam::entity::EntityRef;
use seam::ir::{
    AddrSpace, BinaryOp, Block, CastOp, ConstData, ConstExpr, ConstId, DataLayout, FloatPredicate,
    FuncId, Function, GlobalValue, Inst, InstData, IntFlags, IntPredicate, Intrinsic, MdRef,
    Module, RmwOp, TypeData, TypeId, Types, Value, intrinsics,
};

/// A register: a scalar's bits and whether it is poison.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Reg {
    pub(crate) bits: u64,
    pub(crate) poison: bool,
}

impl Reg {
    pub(crate) const POISON: Reg = Reg {
        bits: 0,
        poison: true,
    };

    #[inline]
    pub(crate) fn val(bits: u64) -> Reg {
        Reg {
            bits,
            poison: false,
        }
    }
}

/// The kind of a scalar leaf.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LeafKind {
    Int(u8),
    F32,
    F64,
    Ptr,
}

impl LeafKind {
    /// A leaf of this kind that starts a byte, at offset 0.
    pub(crate) fn leaf(self) -> Leaf {
        Leaf {
            offset: 0,
            kind: self,
            bit: None,
        }
    }

    /// Bytes a load or store of this leaf touches.
    pub(crate) fn bytes(self) -> u64 {
        match self {
            LeafKind::Int(b) => u64::from(b).div_ceil(8),
            LeafKind::F32 => 4,
            LeafKind::F64 | LeafKind::Ptr => 8,
        }
    }

    /// Mask of the meaningful bits.
    pub(crate) fn mask(self) -> u64 {
        match self {
            LeafKind::Int(b) => mask(u32::from(b)),
            LeafKind::F32 => 0xffff_ffff,
            LeafKind::F64 | LeafKind::Ptr => u64::MAX,
        }
    }
}

/// A scalar leaf of a type: where it is in memory and what it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Leaf {
    pub(crate) offset: u64,
    pub(crate) kind: LeafKind,
    /// For a lane of a vector whose lanes are not whole bytes (`<4 x i1>`): the bit at which
    /// the lane starts, counted from bit 0 of the byte at `offset`. Such lanes are bit-packed
    /// in memory, lane `i` at bit `i × width` of the vector (LLVM's layout, as if the vector
    /// were bit-cast to an integer). `None` for every other leaf, which starts a byte.
    pub(crate) bit: Option<u8>,
}

impl Leaf {
    /// Bytes of memory this leaf's bits touch, from `offset`.
    pub(crate) fn span(self) -> usize {
        match (self.bit, self.kind) {
            (Some(b), LeafKind::Int(w)) => (usize::from(b) + usize::from(w)).div_ceil(8),
            _ => self.kind.bytes() as usize,
        }
    }
}

pub(crate) fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// The leaves of `ty` at `base`, in order.
pub(crate) fn leaves(types: &Types, dl: &DataLayout, ty: TypeId, base: u64, out: &mut Vec<Leaf>) {
    match types.get(ty) {
        TypeData::Int(b) => out.push(Leaf {
            offset: base,
            kind: LeafKind::Int(*b as u8),
            bit: None,
        }),
        TypeData::Float => out.push(Leaf {
            offset: base,
            kind: LeafKind::F32,
            bit: None,
        }),
        TypeData::Double => out.push(Leaf {
            offset: base,
            kind: LeafKind::F64,
            bit: None,
        }),
        TypeData::Ptr(_) => out.push(Leaf {
            offset: base,
            kind: LeafKind::Ptr,
            bit: None,
        }),
        // A 16-bit float is its bits in a register, and two bytes in memory.
        TypeData::Half | TypeData::BFloat => out.push(Leaf {
            offset: base,
            kind: LeafKind::Int(16),
            bit: None,
        }),
        TypeData::Vector { len, elem } => {
            // Lanes are packed: lanes of whole bytes one after another, narrower integer
            // lanes bit after bit (`<4 x i1>` is one byte, lane i at bit i).
            if let TypeData::Int(w) = types.get(*elem)
                && !w.is_multiple_of(8)
            {
                let w = u64::from(*w);
                for i in 0..u64::from(*len) {
                    let at = i * w;
                    out.push(Leaf {
                        offset: base + at / 8,
                        kind: LeafKind::Int(w as u8),
                        bit: Some((at % 8) as u8),
                    });
                }
                return;
            }
            let step = dl.store_size(types, *elem);
            for i in 0..u64::from(*len) {
                leaves(types, dl, *elem, base + i * step, out);
            }
        }
        TypeData::Array { len, elem } => {
            let step = dl.alloc_size(types, *elem);
            for i in 0..*len {
                leaves(types, dl, *elem, base + i * step, out);
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            if let (Some((fields, _)), Some(layout)) =
                (types.struct_fields(ty), dl.struct_layout(types, ty))
            {
                for (f, off) in fields.iter().zip(&layout.offsets) {
                    leaves(types, dl, *f, base + off, out);
                }
            }
        }
        TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } => {}
    }
}

/// Rejects integers wider than 64 bits anywhere in `ty` (a register holds 64 bits).
pub(crate) fn check_width(
    types: &Types,
    ty: TypeId,
    what: &dyn Fn() -> String,
) -> Result<(), InterpError> {
    let ok = match types.get(ty) {
        TypeData::Int(b) => *b <= 64,
        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
            return check_width(types, *elem, what);
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            if let Some((fields, _)) = types.struct_fields(ty) {
                for &f in fields {
                    check_width(types, f, what)?;
                }
            }
            true
        }
        TypeData::Void
        | TypeData::Label
        | TypeData::Metadata
        | TypeData::Float
        | TypeData::Double
        | TypeData::Half
        | TypeData::BFloat
        | TypeData::Ptr(_)
        | TypeData::Func { .. } => true,
    };
    if ok {
        Ok(())
    } else {
        Err(InterpError::Unsupported(format!(
            "integers wider than 64 bits ({})",
            what()
        )))
    }
}

/// Whether `ty` has a pointer among its leaves.
pub(crate) fn holds_pointer(types: &Types, ty: TypeId) -> bool {
    match types.get(ty) {
        TypeData::Ptr(_) => true,
        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => holds_pointer(types, *elem),
        TypeData::Struct { .. } | TypeData::Named(_) => types
            .struct_fields(ty)
            .is_some_and(|(fs, _)| fs.iter().any(|&f| holds_pointer(types, f))),
        TypeData::Void
        | TypeData::Label
        | TypeData::Metadata
        | TypeData::Int(_)
        | TypeData::Float
        | TypeData::Double
        | TypeData::Half
        | TypeData::BFloat
        | TypeData::Func { .. } => false,
    }
}

/// Number of scalar leaves of `ty`.
pub(crate) fn leaf_count(types: &Types, ty: TypeId) -> u64 {
    match types.get(ty) {
        TypeData::Int(_)
        | TypeData::Float
        | TypeData::Double
        | TypeData::Half
        | TypeData::BFloat
        | TypeData::Ptr(_) => 1,
        TypeData::Array { len, elem } => len.saturating_mul(leaf_count(types, *elem)),
        TypeData::Vector { len, elem } => u64::from(*len).saturating_mul(leaf_count(types, *elem)),
        TypeData::Struct { .. } | TypeData::Named(_) => {
            types.struct_fields(ty).map_or(0, |(fs, _)| {
                fs.iter()
                    .fold(0u64, |a, f| a.saturating_add(leaf_count(types, *f)))
            })
        }
        TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } => 0,
    }
}

/// Integer binary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

/// Float binary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// A warp-synchronous operation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum WarpOp {
    Shfl(intrinsics::ShflMode),
    Vote(intrinsics::VoteMode),
    MatchAny,
    /// `match.all.sync`: the mask if every lane of it holds the same value (else 0), and
    /// whether they do (the second result).
    MatchAll,
    Redux(intrinsics::ReduxOp),
    Sync,
    /// `activemask`: the lanes of the warp still running (no mask argument; see
    /// `crate::warp`).
    ActiveMask,
}

/// The special registers and the intrinsics the interpreter implements.
#[derive(Clone, Debug)]
pub(crate) enum IntrinsicOp {
    Sreg(intrinsics::Sreg),
    /// A named barrier for the thread count in argument 1: a block barrier when that is the
    /// whole block, else unsupported.
    BarrierCount,
    /// `mapa` of argument 0 to the block of rank argument 1 (clusters of one block).
    Mapa,
    /// A constant result (`is_explicit_cluster`: 0).
    Const(u64),
    /// `llvm.lifetime.start` / `llvm.lifetime.end` (the pointer is argument 1).
    Lifetime {
        start: bool,
    },
    Barrier,
    IsSpacep(AddrSpace),
    Memcpy {
        overlap_ok: bool,
        dst_space: AddrSpace,
        src_space: AddrSpace,
    },
    Memset {
        space: AddrSpace,
    },
    Assume,
    MinMax {
        signed: bool,
        max: bool,
        bits: u8,
    },
    Abs {
        bits: u8,
    },
    /// `llvm.{u,s}{add,sub}.sat`.
    Sat {
        signed: bool,
        sub: bool,
        bits: u8,
    },
    /// Addresses (allocation id, offset) compatible with the tested type id.
    TypeTest(Vec<u64>),
    Trap,
    Nop,
    FUnary {
        op: FUnary,
        double: bool,
    },
    FBinary {
        op: FBinary,
        double: bool,
    },
    Fma {
        double: bool,
    },
    Bits {
        op: BitOp,
        bits: u8,
    },
    Funnel {
        left: bool,
        bits: u8,
    },
    Expect,
    StackSave,
    /// A floating-point intrinsic on `half`/`bfloat` (`bf`): arguments widened to `float`,
    /// `inner` computed (in `double` for `fma`), the result rounded once.
    Narrow {
        inner: Box<IntrinsicOp>,
        bf: bool,
    },
    /// `llvm.nvvm.f2i.rn`.
    F2iRn,
    /// `llvm.nvvm.mul24.*`.
    Mul24 {
        signed: bool,
    },
    /// `llvm.nvvm.mulhi.*`.
    MulHi {
        signed: bool,
        wide: bool,
    },
    /// A warp-synchronous operation: the thread waits until every lane of its mask is there.
    Warp(WarpOp),
    /// `llvm.nvvm.barrier0.{popc,and,or}`: a barrier that reduces a value over the block.
    BarrierRed(intrinsics::BarrierRed),
    /// An NVVM float intrinsic or libdevice's inline assembly: the PTX instruction it is,
    /// computed by the PTX interpreter's functions (`crate::nvvm`). Poison in, poison out.
    Ptx(crate::nvvm::PtxEquiv),
    /// Something the interpreter does not run (unknown inline assembly, an NVVM intrinsic
    /// with no PTX interpreter instruction): `InterpError::Unsupported` if it runs.
    Unsupported(String),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FUnary {
    Fabs,
    Sqrt,
    /// `1 / sqrt(x)` in the type (`rsqrt.approx`).
    Rsqrt,
    /// Clamped to [0, 1], NaN to 0 (`nvvm.saturate`).
    Saturate,
    /// `1 / x`.
    Rcp,
    /// An approximation (`crate::approx`), `float` only.
    Approx(crate::approx::Approx),
    Floor,
    Ceil,
    Trunc,
    Rint,
    Round,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FBinary {
    /// `x / y`.
    Div,
    MinNum,
    MaxNum,
    Copysign,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BitOp {
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    Bitreverse,
}

/// What a call calls.
#[derive(Clone, Debug)]
pub(crate) enum Target {
    Direct(u32),
    Indirect(u32),
    Intrinsic(IntrinsicOp),
    /// A declaration the interpreter cannot run: an error if executed.
    External(String),
}

/// A call site.
#[derive(Clone, Debug)]
pub(crate) struct CallInfo {
    pub(crate) target: Target,
    /// (first register, leaf count) per argument.
    pub(crate) args: Vec<(u32, u32)>,
    /// Where the result goes (first register, leaf count).
    pub(crate) dst: (u32, u32),
    /// The function type, to check indirect callees against.
    pub(crate) fn_ty: TypeId,
    /// The calling convention, likewise.
    pub(crate) cc: seam::ir::CallConv,
    /// What the call site's attributes require of each argument (empty: nothing).
    pub(crate) arg_checks: Vec<ValueCheck>,
    /// What the call site's return attributes require of the result.
    pub(crate) ret_check: ValueCheck,
}

/// What parameter and return attributes require of a value: `range`, `nonnull` and `align`
/// make a value that breaks them poison; `noundef` makes poison undefined behaviour.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct ValueCheck {
    pub(crate) noundef: bool,
    pub(crate) nonnull: bool,
    /// Required alignment of a pointer (0: none).
    pub(crate) align: u64,
    /// `[lo, hi)` wrapping, of `bits` bits.
    pub(crate) range: Option<(u64, u64, u8)>,
}

impl ValueCheck {
    pub(crate) fn is_none(&self) -> bool {
        *self == ValueCheck::default()
    }

    /// The requirements of both.
    pub(crate) fn and(self, o: ValueCheck) -> ValueCheck {
        ValueCheck {
            noundef: self.noundef || o.noundef,
            nonnull: self.nonnull || o.nonnull,
            align: self.align.max(o.align),
            range: self.range.or(o.range),
        }
    }

    /// The requirements an attribute set places on a value of type `ty`.
    pub(crate) fn of(m: &Module, set: seam::ir::AttrSetId, ty: TypeId) -> ValueCheck {
        use seam::ir::{AttrFlag, Attribute};
        let mut c = ValueCheck {
            noundef: m.attrs.has(set, AttrFlag::NoUndef),
            ..ValueCheck::default()
        };
        if matches!(m.types.get(ty), TypeData::Ptr(_)) {
            c.nonnull = m.attrs.has(set, AttrFlag::NonNull);
            c.align = m.attrs.align(set).unwrap_or(0);
        }
        for a in m.attrs.get(set).iter() {
            if let Attribute::Range { ty: rty, lo, hi } = a {
                let bits = m.types.int_bits(*rty).unwrap_or(64) as u8;
                c.range = Some((*lo, *hi, bits));
            }
        }
        c
    }
}

/// A switch: (case value, target pc, moves) and the default.
#[derive(Clone, Debug)]
pub(crate) struct SwitchTable {
    pub(crate) cases: Vec<(u64, u32, u32)>,
    pub(crate) default: (u32, u32),
}

/// A term of a GEP offset: `register (sign-extended from bits) * scale`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GepTerm {
    pub(crate) reg: u32,
    pub(crate) bits: u8,
    pub(crate) scale: i64,
}

/// No register (an optional operand that is absent).
pub(crate) const NONE: u32 = u32::MAX;

/// One bytecode operation. Register operands are frame-relative.
#[derive(Clone, Debug)]
pub(crate) enum Op {
    IBin {
        op: IOp,
        flags: u8,
        bits: u8,
        dst: u32,
        a: u32,
        b: u32,
    },
    FBin {
        op: FOp,
        double: bool,
        dst: u32,
        a: u32,
        b: u32,
    },
    /// Flips bit `sign` (63, 31 or 15).
    FNeg {
        sign: u8,
        dst: u32,
        a: u32,
    },
    /// A `half` (`bf` false) or `bfloat` value widened to `float` bits (exact).
    FExt16 {
        dst: u32,
        a: u32,
        bf: bool,
    },
    /// A `float` (or `double` when `from_double`) value rounded to `half`/`bfloat` bits.
    FTrunc16 {
        dst: u32,
        a: u32,
        bf: bool,
        from_double: bool,
    },
    /// `len` registers made poison.
    Poison {
        dst: u32,
        len: u32,
    },
    /// A value's bytes read back as another type's leaves (`bitcast` between vectors and
    /// scalars of one width): layouts `from` and `to`, little-endian.
    Repack {
        dst: u32,
        src: u32,
        from: u32,
        to: u32,
    },
    /// `extractelement` at a run-time index (poison out of range).
    ExtractDyn {
        dst: u32,
        vec: u32,
        len: u32,
        idx: u32,
        idx_bits: u8,
    },
    /// `insertelement` at a run-time index (all poison out of range).
    InsertDyn {
        dst: u32,
        vec: u32,
        len: u32,
        elt: u32,
        idx: u32,
        idx_bits: u8,
    },
    ICmp {
        pred: IntPredicate,
        bits: u8,
        dst: u32,
        a: u32,
        b: u32,
    },
    FCmp {
        pred: FloatPredicate,
        double: bool,
        dst: u32,
        a: u32,
        b: u32,
    },
    Select {
        dst: u32,
        cond: u32,
        t: u32,
        f: u32,
        len: u32,
    },
    Move {
        dst: u32,
        src: u32,
        len: u32,
    },
    Freeze {
        dst: u32,
        src: u32,
        len: u32,
    },
    Insert {
        dst: u32,
        agg: u32,
        len: u32,
        elt: u32,
        at: u32,
        elt_len: u32,
    },
    Trunc {
        dst: u32,
        a: u32,
        from: u8,
        to: u8,
        flags: u8,
    },
    ZExt {
        dst: u32,
        a: u32,
        nneg: bool,
        from: u8,
    },
    SExt {
        dst: u32,
        a: u32,
        from: u8,
        to: u8,
    },
    FpTrunc {
        dst: u32,
        a: u32,
    },
    FpExt {
        dst: u32,
        a: u32,
    },
    FpToInt {
        dst: u32,
        a: u32,
        double: bool,
        signed: bool,
        bits: u8,
    },
    IntToFp {
        dst: u32,
        a: u32,
        double: bool,
        signed: bool,
        nneg: bool,
        bits: u8,
    },
    IntToPtr {
        dst: u32,
        a: u32,
    },
    PtrToInt {
        dst: u32,
        a: u32,
        bits: u8,
    },
    AsCast {
        dst: u32,
        a: u32,
        to: AddrSpace,
    },
    Alloca {
        dst: u32,
        size: u64,
        count: u32,
        count_bits: u8,
        align: u64,
        space: AddrSpace,
        /// Its address is given to `llvm.lifetime.start`: it takes the thread's local budget
        /// only between `lifetime.start` and `lifetime.end`.
        deferred: bool,
    },
    Load {
        dst: u32,
        ptr: u32,
        layout: u32,
        size: u64,
        align: u64,
        space: AddrSpace,
        atomic: bool,
    },
    Store {
        src: u32,
        ptr: u32,
        layout: u32,
        size: u64,
        align: u64,
        space: AddrSpace,
        atomic: bool,
        /// An atomic store ordered release or stronger, wider than the block.
        release: bool,
    },
    Gep {
        dst: u32,
        base: u32,
        offset: i64,
        terms: u32,
        inbounds: bool,
    },
    Call {
        call: u32,
    },
    Rmw {
        op: RmwOp,
        dst: u32,
        ptr: u32,
        val: u32,
        kind: LeafKind,
        align: u64,
        space: AddrSpace,
        /// Ordered release or stronger, wider than the block.
        release: bool,
    },
    CmpXchg {
        dst: u32,
        ptr: u32,
        cmp: u32,
        new: u32,
        kind: LeafKind,
        align: u64,
        space: AddrSpace,
        /// Ordered release or stronger, wider than the block.
        release: bool,
    },
    Ret {
        src: u32,
        len: u32,
    },
    Br {
        pc: u32,
        moves: u32,
    },
    CondBr {
        cond: u32,
        t_pc: u32,
        t_moves: u32,
        f_pc: u32,
        f_moves: u32,
    },
    Switch {
        cond: u32,
        table: u32,
    },
    Unreachable,
    /// A fence (or membar) at device scope or wider that orders earlier accesses before later
    /// ones: the thread's next atomic write releases ([`crate::causality`]).
    Fence,
    Nop,
}

/// A parameter: its registers and, for `byval`, the size and alignment of the copy.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ParamInfo {
    pub(crate) start: u32,
    pub(crate) byval: Option<(u64, u64)>,
}

/// A lowered function.
#[derive(Clone, Debug)]
pub(crate) struct CFunc {
    pub(crate) id: FuncId,
    /// A kernel (which only a launch may start).
    pub(crate) is_kernel: bool,
    pub(crate) ops: Vec<Op>,
    /// Per op: the instruction and block it came from.
    pub(crate) origin: Vec<(Inst, Block)>,
    /// Registers in a frame.
    pub(crate) n_regs: u32,
    /// Values of the constant registers, which start at `const_base`.
    pub(crate) consts: Vec<Reg>,
    pub(crate) const_base: u32,
    pub(crate) params: Vec<ParamInfo>,
    /// What the parameters' attributes require (empty: nothing).
    pub(crate) param_checks: Vec<ValueCheck>,
    /// What the return attributes require.
    pub(crate) ret_check: ValueCheck,
    pub(crate) fn_ty: TypeId,
    /// Its calling convention (an indirect call through another one is `bad-call`).
    pub(crate) cc: seam::ir::CallConv,
    pub(crate) moves: Vec<Vec<(u32, u32)>>,
    pub(crate) switches: Vec<SwitchTable>,
    pub(crate) layouts: Vec<Vec<Leaf>>,
    pub(crate) geps: Vec<Vec<GepTerm>>,
    pub(crate) calls: Vec<CallInfo>,
}

/// A piece of a global's initializer.
#[derive(Clone, Copy, Debug)]
pub(crate) enum InitSeg {
    /// `len` zero bytes at `off` (a `zeroinitializer`, padding included).
    Zero { off: u64, len: u64 },
    /// One scalar, at `leaf.offset`.
    Leaf { leaf: Leaf, val: Reg },
}

/// The most registers a frame may have (aggregates in registers beyond are not supported).
pub(crate) const MAX_FRAME_REGS: u32 = 1 << 20;

/// A global variable as the interpreter allocates it.
#[derive(Clone, Debug)]
pub(crate) struct GlobalInfo {
    pub(crate) name: String,
    pub(crate) space: AddrSpace,
    pub(crate) size: u64,
    pub(crate) readonly: bool,
    /// The initializer, as pieces written in order.
    pub(crate) init: Vec<InitSeg>,
    /// Observed at the end of a launch (writable, in global or generic space).
    pub(crate) observed: bool,
    /// Local linkage: see [`crate::Observed::local`].
    pub(crate) local: bool,
    pub(crate) elem: Elem,
    /// An external shared declaration (`extern __shared__`): its size is the launch's
    /// dynamic shared memory.
    pub(crate) dynamic: bool,
}

/// A module lowered for the interpreter.
#[derive(Clone, Debug)]
pub(crate) struct Program {
    /// Per function id index: the lowered function (`None` for declarations).
    pub(crate) funcs: Vec<Option<CFunc>>,
    /// Per function id index: its name (declarations too), or `None` for removed ones.
    pub(crate) func_names: Vec<Option<String>>,
    /// Globals in allocation order: global `i` is allocation `i + 1`.
    pub(crate) globals: Vec<GlobalInfo>,
}

/// Whether a completed launch observes global `g`: writable, in global memory (or generic,
/// which is global on NVPTX), with an initializer. Addresses are each oracle's own encoding,
/// not comparable between runs or oracles: globals that hold pointers are not observed, nor
/// LLVM's own arrays (`llvm.*`).
pub(crate) fn is_observed(m: &Module, g: &seam::ir::GlobalVar) -> bool {
    !g.is_constant
        && matches!(g.space, AddrSpace::GENERIC | AddrSpace::GLOBAL)
        && g.init.is_some()
        && !g.name.starts_with("llvm.")
        && !holds_pointer(&m.types, g.value_ty)
}

/// The element type observations of a global are shown as.
pub(crate) fn elem_of(types: &Types, ty: TypeId) -> Elem {
    let scalar = |t: TypeId| match types.get(t) {
        TypeData::Int(8) => Some(Elem::I8),
        TypeData::Int(16) => Some(Elem::I16),
        TypeData::Int(32) => Some(Elem::I32),
        TypeData::Int(64) | TypeData::Ptr(_) => Some(Elem::I64),
        TypeData::Float => Some(Elem::F32),
        TypeData::Double => Some(Elem::F64),
        TypeData::Half | TypeData::BFloat => Some(Elem::I16),
        TypeData::Void
        | TypeData::Vector { .. }
        | TypeData::Label
        | TypeData::Metadata
        | TypeData::Int(_)
        | TypeData::Array { .. }
        | TypeData::Struct { .. }
        | TypeData::Named(_)
        | TypeData::Func { .. } => None,
    };
    if let Some(e) = scalar(ty) {
        return e;
    }
    let mut t = ty;
    while let Some((e, _)) = types
        .array_parts(t)
        .or_else(|| types.vector_parts(t).map(|(e, n)| (e, u64::from(n))))
    {
        if let Some(s) = scalar(e) {
            return s;
        }
        t = e;
    }
    Elem::I8
}

impl Program {
    /// Lowers `m` (which must verify).
    pub(crate) fn new(m: &Module) -> Result<Program, InterpError> {
        let dl = m.data_layout();
        for space in [0, 1, 3, 4, 5, 101] {
            if dl.pointer_bits(AddrSpace(space)) != 64 {
                return Err(InterpError::Unsupported(format!(
                    "pointers narrower than 64 bits (addrspace({space}) in the data layout)"
                )));
            }
        }
        let mut global_index: HashMap<seam::ir::GlobalId, u32> = HashMap::default();
        for (i, (g, _)) in m.globals.iter().enumerate() {
            global_index.insert(g, i as u32 + 1);
        }
        if global_index.len() as u64 >= u64::from(FUNC_BASE) / 2 {
            return Err(InterpError::Unsupported(
                "more global variables than the interpreter allocates".into(),
            ));
        }
        let cx = Cx {
            m,
            dl,
            global_index,
        };
        let mut globals = Vec::new();
        for (_, g) in m.globals.iter() {
            let size = dl.alloc_size(&m.types, g.value_ty);
            if size >= crate::memory::MAX_ALLOC {
                return Err(InterpError::Unsupported(format!(
                    "global @{} of {size} bytes",
                    g.name
                )));
            }
            let mut init = Vec::new();
            if let Some(c) = g.init {
                cx.init_segments(c, g.value_ty, 0, &mut init)?;
            }
            check_width(&m.types, g.value_ty, &|| format!("global @{}", g.name))?;
            // On NVPTX a global in the generic space lives in global memory.
            let space = match g.space {
                AddrSpace::GENERIC | AddrSpace::GLOBAL => AddrSpace::GLOBAL,
                AddrSpace::SHARED | AddrSpace::CONST => g.space,
                other => {
                    return Err(InterpError::Unsupported(format!(
                        "global @{} in {other:?}",
                        g.name
                    )));
                }
            };
            let readonly = g.is_constant || space == AddrSpace::CONST;
            let observed = is_observed(m, g);
            globals.push(GlobalInfo {
                name: format!("@{}", g.name),
                space,
                size,
                readonly,
                init,
                observed,
                local: g.linkage.is_local() || g.visibility == seam::ir::Visibility::Hidden,
                elem: elem_of(&m.types, g.value_ty),
                dynamic: space == AddrSpace::SHARED && g.init.is_none(),
            });
        }
        let n = m.functions.capacity_bound();
        let mut funcs = vec![None; n];
        let mut func_names = vec![None; n];
        for (fid, f) in m.functions.iter() {
            func_names[fid.index()] = Some(f.name.clone());
            if f.body.is_some() {
                funcs[fid.index()] = Some(cx.lower(fid, f)?);
            }
        }
        Ok(Program {
            funcs,
            func_names,
            globals,
        })
    }
}

struct Cx<'m> {
    m: &'m Module,
    dl: &'m DataLayout,
    global_index: HashMap<seam::ir::GlobalId, u32>,
}

impl Cx<'_> {
    fn global_addr(&self, gv: GlobalValue) -> u64 {
        match gv {
            GlobalValue::Var(g) => addr(self.global_index.get(&g).copied().unwrap_or(0), 0),
            GlobalValue::Func(f) => addr(FUNC_BASE + f.index() as u32, 0),
        }
    }

    /// The pieces of the initializer `c` of type `ty` placed at `base`.
    fn init_segments(
        &self,
        c: ConstId,
        ty: TypeId,
        base: u64,
        out: &mut Vec<InitSeg>,
    ) -> Result<(), InterpError> {
        let m = self.m;
        match m.consts.get(c) {
            ConstData::Zero(_) => out.push(InitSeg::Zero {
                off: base,
                len: self.dl.alloc_size(&m.types, ty),
            }),
            ConstData::Undef(_) | ConstData::Poison(_) => {}
            ConstData::Vector { elems, .. } => {
                let Some((elem, _)) = m.types.vector_parts(ty) else {
                    return Ok(());
                };
                let step = self.dl.store_size(&m.types, elem);
                for (i, &e) in elems.iter().enumerate() {
                    self.init_segments(e, elem, base + i as u64 * step, out)?;
                }
            }
            ConstData::Array { elems, .. } => {
                let Some((elem, _)) = m.types.array_parts(ty) else {
                    return Ok(());
                };
                let step = self.dl.alloc_size(&m.types, elem);
                for (i, &e) in elems.iter().enumerate() {
                    self.init_segments(e, elem, base + i as u64 * step, out)?;
                }
            }
            ConstData::Struct { fields, .. } => {
                let (Some((ftys, _)), Some(layout)) = (
                    m.types.struct_fields(ty),
                    self.dl.struct_layout(&m.types, ty),
                ) else {
                    return Ok(());
                };
                for ((&e, &fty), &off) in fields.iter().zip(ftys).zip(&layout.offsets) {
                    self.init_segments(e, fty, base + off, out)?;
                }
            }
            ConstData::Int { .. }
            | ConstData::Float { .. }
            | ConstData::Null(_)
            | ConstData::Global { .. }
            | ConstData::Expr { .. }
            | ConstData::Metadata(_)
            | ConstData::InlineAsm(_) => {
                let mut ls = Vec::new();
                leaves(&m.types, self.dl, ty, base, &mut ls);
                for (l, v) in ls.into_iter().zip(self.const_leaves(c)?) {
                    out.push(InitSeg::Leaf { leaf: l, val: v });
                }
            }
        }
        Ok(())
    }

    /// The leaves of a constant.
    fn const_leaves(&self, c: ConstId) -> Result<Vec<Reg>, InterpError> {
        let m = self.m;
        let ty = m.consts.ty(c);
        Ok(match m.consts.get(c) {
            ConstData::Int { bits, .. } => vec![Reg::val(*bits)],
            ConstData::Float { bits, .. } => vec![Reg::val(*bits)],
            ConstData::Null(_) => vec![Reg::val(0)],
            ConstData::Zero(_) => vec![Reg::val(0); leaf_count(&m.types, ty) as usize],
            ConstData::Undef(_) | ConstData::Poison(_) => {
                vec![Reg::POISON; leaf_count(&m.types, ty) as usize]
            }
            ConstData::Array { elems, .. } | ConstData::Vector { elems, .. } => {
                let mut v = Vec::new();
                for &e in elems.iter() {
                    v.extend(self.const_leaves(e)?);
                }
                v
            }
            ConstData::Struct { fields, .. } => {
                let mut v = Vec::new();
                for &e in fields.iter() {
                    v.extend(self.const_leaves(e)?);
                }
                v
            }
            ConstData::Global { gv, .. } => vec![Reg::val(self.global_addr(*gv))],
            ConstData::Metadata(_) => vec![Reg::val(0)],
            ConstData::InlineAsm(_) => {
                return Err(InterpError::Unsupported(
                    "inline assembly as a value (only a call's callee)".into(),
                ));
            }
            ConstData::Expr { expr, .. } => match expr {
                ConstExpr::Cast { op, value } => {
                    let v = self
                        .const_leaves(*value)?
                        .first()
                        .copied()
                        .unwrap_or(Reg::POISON);
                    let from = m.consts.ty(*value);
                    let r = match op {
                        CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast | CastOp::Trunc => {
                            let bits = m.types.int_bits(ty).unwrap_or(64);
                            Reg {
                                bits: v.bits & mask(bits),
                                poison: v.poison,
                            }
                        }
                        CastOp::AddrSpaceCast => {
                            // A wrong-space cast of a constant address is poison.
                            let to = m.types.ptr_space(ty).unwrap_or_default();
                            let wrong = !to.is_generic()
                                && v.bits != 0
                                && self.space_of_const_addr(v.bits) != Some(to);
                            let _ = from;
                            Reg {
                                bits: v.bits,
                                poison: v.poison || wrong,
                            }
                        }
                        CastOp::ZExt
                        | CastOp::SExt
                        | CastOp::FPTrunc
                        | CastOp::FPExt
                        | CastOp::FPToUI
                        | CastOp::FPToSI
                        | CastOp::UIToFP
                        | CastOp::SIToFP => {
                            return Err(InterpError::Unsupported(format!(
                                "constant expression '{}'",
                                op.name()
                            )));
                        }
                    };
                    vec![r]
                }
                ConstExpr::Gep {
                    source_ty,
                    base,
                    indices,
                    ..
                } => {
                    let b = self
                        .const_leaves(*base)?
                        .first()
                        .copied()
                        .unwrap_or(Reg::POISON);
                    let mut off: i64 = 0;
                    let mut cur = *source_ty;
                    let mut poison = b.poison;
                    for (k, &i) in indices.iter().enumerate() {
                        let iv = self
                            .const_leaves(i)?
                            .first()
                            .copied()
                            .unwrap_or(Reg::POISON);
                        poison |= iv.poison;
                        let bits = m.types.int_bits(m.consts.ty(i)).unwrap_or(64);
                        let idx = seam::ir::sign_extend(iv.bits, bits);
                        if k == 0 {
                            off = off.wrapping_add(
                                idx.wrapping_mul(self.dl.alloc_size(&m.types, cur) as i64),
                            );
                            continue;
                        }
                        if let Some((elem, _)) = m.types.array_parts(cur) {
                            off = off.wrapping_add(
                                idx.wrapping_mul(self.dl.alloc_size(&m.types, elem) as i64),
                            );
                            cur = elem;
                        } else if let Some(layout) = self.dl.struct_layout(&m.types, cur) {
                            let fi = idx as usize;
                            off = off
                                .wrapping_add(layout.offsets.get(fi).copied().unwrap_or(0) as i64);
                            cur = m.types.aggregate_field(cur, fi as u64).unwrap_or(cur);
                        }
                    }
                    vec![Reg {
                        bits: b.bits.wrapping_add(off as u64),
                        poison,
                    }]
                }
                ConstExpr::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                } => {
                    // Element by element (one leaf for a scalar); an overflow the flags rule
                    // out is poison, as for the instruction.
                    let elem = m.types.vector_parts(ty).map_or(ty, |(e, _)| e);
                    let bits = m.types.int_bits(elem).unwrap_or(64);
                    let (ls, rs) = (self.const_leaves(*lhs)?, self.const_leaves(*rhs)?);
                    ls.iter()
                        .zip(&rs)
                        .map(|(a, b)| {
                            let (v, overflow) = const_int_op(*op, *flags, a.bits, b.bits, bits);
                            Reg {
                                bits: v,
                                poison: a.poison || b.poison || overflow,
                            }
                        })
                        .collect()
                }
            },
        })
    }

    /// The space of the global a constant address points into.
    fn space_of_const_addr(&self, a: u64) -> Option<AddrSpace> {
        let (id, _) = crate::memory::split(a);
        if id >= FUNC_BASE {
            return Some(AddrSpace::GENERIC);
        }
        let (_, g) = self.m.globals.iter().nth(id.checked_sub(1)? as usize)?;
        Some(g.space)
    }

    fn lower(&self, fid: FuncId, f: &Function) -> Result<CFunc, InterpError> {
        lower::Lower::new(self, fid, f).run()
    }
}

/// `op` (`add`, `sub`, `mul`, `xor`) of two `bits`-wide integers: the masked result and
/// whether `flags` (`nuw`, `nsw`) say it overflowed.
fn const_int_op(op: BinaryOp, flags: IntFlags, a: u64, b: u64, bits: u32) -> (u64, bool) {
    let m = mask(bits);
    let (a, b) = (a & m, b & m);
    let (sa, sb) = (
        i128::from(seam::ir::sign_extend(a, bits)),
        i128::from(seam::ir::sign_extend(b, bits)),
    );
    let (ua, ub) = (i128::from(a), i128::from(b));
    let (wide_u, wide_s) = match op {
        BinaryOp::Add => (ua + ub, sa + sb),
        BinaryOp::Sub => (ua - ub, sa - sb),
        // Two 64-bit unsigned factors can pass i128's range: saturate (any value > umax
        // overflows alike).
        BinaryOp::Mul => (ua.saturating_mul(ub), sa * sb),
        BinaryOp::Xor => (ua ^ ub, sa ^ sb),
        BinaryOp::UDiv
        | BinaryOp::SDiv
        | BinaryOp::URem
        | BinaryOp::SRem
        | BinaryOp::Shl
        | BinaryOp::LShr
        | BinaryOp::AShr
        | BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::FAdd
        | BinaryOp::FSub
        | BinaryOp::FMul
        | BinaryOp::FDiv
        | BinaryOp::FRem => (0, 0),
    };
    let v = if op == BinaryOp::Mul {
        a.wrapping_mul(b) & m
    } else {
        (wide_u as u64) & m
    };
    let umax = i128::from(m);
    let (smin, smax) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    let overflow = (flags.contains(IntFlags::NUW) && !(0..=umax).contains(&wide_u))
        || (flags.contains(IntFlags::NSW) && !(smin..=smax).contains(&wide_s));
    (v, overflow)
}
