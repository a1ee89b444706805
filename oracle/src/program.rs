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
        }),
        TypeData::Float => out.push(Leaf {
            offset: base,
            kind: LeafKind::F32,
        }),
        TypeData::Double => out.push(Leaf {
            offset: base,
            kind: LeafKind::F64,
        }),
        TypeData::Ptr(_) => out.push(Leaf {
            offset: base,
            kind: LeafKind::Ptr,
        }),
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
        TypeData::Array { elem, .. } => return check_width(types, *elem, what),
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
        TypeData::Array { elem, .. } => holds_pointer(types, *elem),
        TypeData::Struct { .. } | TypeData::Named(_) => types
            .struct_fields(ty)
            .is_some_and(|(fs, _)| fs.iter().any(|&f| holds_pointer(types, f))),
        TypeData::Void
        | TypeData::Label
        | TypeData::Metadata
        | TypeData::Int(_)
        | TypeData::Float
        | TypeData::Double
        | TypeData::Func { .. } => false,
    }
}

/// Number of scalar leaves of `ty`.
pub(crate) fn leaf_count(types: &Types, ty: TypeId) -> u64 {
    match types.get(ty) {
        TypeData::Int(_) | TypeData::Float | TypeData::Double | TypeData::Ptr(_) => 1,
        TypeData::Array { len, elem } => len.saturating_mul(leaf_count(types, *elem)),
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

/// The special registers and the intrinsics the interpreter implements.
#[derive(Clone, Debug)]
pub(crate) enum IntrinsicOp {
    Sreg(intrinsics::Sreg),
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
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FUnary {
    Fabs,
    Sqrt,
    Floor,
    Ceil,
    Trunc,
    Rint,
    Round,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FBinary {
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
    FNeg {
        double: bool,
        dst: u32,
        a: u32,
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
    },
    CmpXchg {
        dst: u32,
        ptr: u32,
        cmp: u32,
        new: u32,
        kind: LeafKind,
        align: u64,
        space: AddrSpace,
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
    /// One scalar.
    Leaf { off: u64, kind: LeafKind, val: Reg },
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
        TypeData::Void
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
    while let Some((e, _)) = types.array_parts(t) {
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
            | ConstData::Metadata(_) => {
                let mut ls = Vec::new();
                leaves(&m.types, self.dl, ty, base, &mut ls);
                for (l, v) in ls.into_iter().zip(self.const_leaves(c)?) {
                    out.push(InitSeg::Leaf {
                        off: l.offset,
                        kind: l.kind,
                        val: v,
                    });
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
            ConstData::Array { elems, .. } => {
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
            ConstData::Expr { expr, .. } => match expr {
                ConstExpr::Cast { op, value } => {
                    let v = self
                        .const_leaves(*value)?
                        .first()
                        .copied()
                        .unwrap_or(Reg::POISON);
                    let from = m.consts.ty(*value);
                    let r = match op {
                        CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast => {
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
                        CastOp::Trunc
                        | CastOp::ZExt
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
        Lower::new(self, fid, f).run()
    }
}

struct Lower<'a, 'm> {
    cx: &'a Cx<'m>,
    f: &'m Function,
    types: &'m Types,
    regs: HashMap<Inst, u32>,
    next: u32,
    params: Vec<ParamInfo>,
    consts: Vec<Reg>,
    const_regs: HashMap<ConstId, u32>,
    out: CFunc,
    block_pc: HashMap<Block, u32>,
    /// Ops whose block targets are still block indices: (op index).
    fixups: Vec<usize>,
    edge_moves: HashMap<(Block, Block), u32>,
    /// Allocas whose address is given to `llvm.lifetime.start`.
    scoped_allocas: std::collections::HashSet<Inst>,
}

/// A placeholder move set id while targets are blocks.
const NO_MOVES: u32 = 0;

impl<'a, 'm> Lower<'a, 'm> {
    fn new(cx: &'a Cx<'m>, fid: FuncId, f: &'m Function) -> Self {
        Lower {
            cx,
            f,
            types: &cx.m.types,
            regs: HashMap::default(),
            next: 0,
            params: Vec::new(),
            consts: Vec::new(),
            const_regs: HashMap::default(),
            out: CFunc {
                id: fid,
                is_kernel: cx.m.is_kernel(fid),
                ops: Vec::new(),
                origin: Vec::new(),
                n_regs: 0,
                consts: Vec::new(),
                const_base: 0,
                params: Vec::new(),
                param_checks: Vec::new(),
                ret_check: ValueCheck::of(cx.m, f.ret_attrs, f.ret_type(&cx.m.types)),
                fn_ty: f.ty,
                moves: vec![Vec::new()],
                switches: Vec::new(),
                layouts: Vec::new(),
                geps: Vec::new(),
                calls: Vec::new(),
            },
            block_pc: HashMap::default(),
            fixups: Vec::new(),
            edge_moves: HashMap::default(),
            scoped_allocas: scoped_allocas(cx.m, f),
        }
    }

    fn width(&self, ty: TypeId) -> u8 {
        match self.types.get(ty) {
            TypeData::Int(b) => *b as u8,
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Float
            | TypeData::Double
            | TypeData::Ptr(_)
            | TypeData::Array { .. }
            | TypeData::Struct { .. }
            | TypeData::Named(_)
            | TypeData::Func { .. } => 64,
        }
    }

    fn leaves_of(&self, ty: TypeId) -> u32 {
        leaf_count(self.types, ty).min(u64::from(u32::MAX)) as u32
    }

    fn alloc_regs(&mut self, n: u32) -> Result<u32, InterpError> {
        let r = self.next;
        self.next = self
            .next
            .checked_add(n)
            .filter(|&x| x <= MAX_FRAME_REGS)
            .ok_or_else(|| {
                InterpError::Unsupported(format!(
                    "function @{} holds more than {MAX_FRAME_REGS} scalars in registers",
                    self.f.name
                ))
            })?;
        Ok(r)
    }

    /// The first register of a value.
    fn operand(&mut self, v: Value) -> Result<u32, InterpError> {
        match v {
            Value::Inst(i) => self.regs.get(&i).copied().ok_or_else(|| {
                InterpError::Internal(format!("@{}: operand {i:?} has no register", self.f.name))
            }),
            Value::Arg(n) => Ok(self.params.get(n as usize).map_or(NONE, |p| p.start)),
            Value::Const(c) => {
                if let Some(&r) = self.const_regs.get(&c) {
                    return Ok(r);
                }
                check_width(self.types, self.cx.m.consts.ty(c), &|| {
                    format!("a constant in @{}", self.f.name)
                })?;
                let n = leaf_count(self.types, self.cx.m.consts.ty(c));
                if n + self.consts.len() as u64 > u64::from(MAX_FRAME_REGS) {
                    return Err(InterpError::Unsupported(format!(
                        "function @{} holds more than {MAX_FRAME_REGS} scalars of constants in registers",
                        self.f.name
                    )));
                }
                let vals = self.cx.const_leaves(c)?;
                let r = self.consts.len() as u32;
                self.consts.extend(vals);
                // Constant registers are numbered from 0 here and shifted by `const_base` at
                // the end; mark them by a high bit until then.
                self.const_regs.insert(c, r | CONST_TAG);
                Ok(r | CONST_TAG)
            }
        }
    }

    fn value_ty(&self, v: Value) -> TypeId {
        self.f.value_type(self.types, &self.cx.m.consts, v)
    }

    fn emit(&mut self, op: Op, inst: Inst, block: Block) {
        self.out.ops.push(op);
        self.out.origin.push((inst, block));
    }

    fn run(mut self) -> Result<CFunc, InterpError> {
        let m = self.cx.m;
        let body = self.f.body.as_ref().expect("lowering definitions only");
        // Parameters.
        for (i, &pty) in self.f.param_types(self.types).iter().enumerate() {
            check_width(self.types, pty, &|| {
                format!("a parameter of @{}", self.f.name)
            })?;
            let n = self.leaves_of(pty);
            let start = self.alloc_regs(n)?;
            let byval = self
                .f
                .params
                .get(i)
                .and_then(|p| m.attrs.byval(p.attrs))
                .map(|t| {
                    let align = m
                        .attrs
                        .align(self.f.params[i].attrs)
                        .unwrap_or_else(|| self.cx.dl.abi_align(self.types, t));
                    (self.cx.dl.alloc_size(self.types, t), align)
                });
            self.params.push(ParamInfo { start, byval });
            let set = self.f.params.get(i).map(|p| p.attrs).unwrap_or_default();
            self.out.param_checks.push(ValueCheck::of(m, set, pty));
        }
        // Results.
        for (_, i) in body.inst_order() {
            let ty = body.insts[i].ty;
            if ty != TypeId::VOID {
                check_width(self.types, ty, &|| {
                    format!("an instruction of @{}", self.f.name)
                })?;
                let n = self.leaves_of(ty);
                let r = self.alloc_regs(n)?;
                self.regs.insert(i, r);
            }
        }
        // Blocks.
        for &b in &body.layout {
            self.block_pc.insert(b, self.out.ops.len() as u32);
            for &i in &body.blocks[b].insts {
                self.inst(b, i)?;
            }
        }
        // Resolve block targets to pcs.
        for k in std::mem::take(&mut self.fixups) {
            let pc_of = |b: u32| {
                self.block_pc
                    .get(&Block::new(b as usize))
                    .copied()
                    .unwrap_or(0)
            };
            match &mut self.out.ops[k] {
                Op::Br { pc, .. } => *pc = pc_of(*pc),
                Op::CondBr { t_pc, f_pc, .. } => {
                    *t_pc = pc_of(*t_pc);
                    *f_pc = pc_of(*f_pc);
                }
                Op::IBin { .. }
                | Op::FBin { .. }
                | Op::FNeg { .. }
                | Op::ICmp { .. }
                | Op::FCmp { .. }
                | Op::Select { .. }
                | Op::Move { .. }
                | Op::Freeze { .. }
                | Op::Insert { .. }
                | Op::Trunc { .. }
                | Op::ZExt { .. }
                | Op::SExt { .. }
                | Op::FpTrunc { .. }
                | Op::FpExt { .. }
                | Op::FpToInt { .. }
                | Op::IntToFp { .. }
                | Op::IntToPtr { .. }
                | Op::PtrToInt { .. }
                | Op::AsCast { .. }
                | Op::Alloca { .. }
                | Op::Load { .. }
                | Op::Store { .. }
                | Op::Gep { .. }
                | Op::Call { .. }
                | Op::Rmw { .. }
                | Op::CmpXchg { .. }
                | Op::Ret { .. }
                | Op::Switch { .. }
                | Op::Unreachable
                | Op::Nop => {}
            }
        }
        for t in &mut self.out.switches {
            for c in &mut t.cases {
                c.1 = self
                    .block_pc
                    .get(&Block::new(c.1 as usize))
                    .copied()
                    .unwrap_or(0);
            }
            t.default.0 = self
                .block_pc
                .get(&Block::new(t.default.0 as usize))
                .copied()
                .unwrap_or(0);
        }
        // Constants go after the other registers.
        let base = self.next;
        let fix = |r: &mut u32| {
            if *r != NONE && *r & CONST_TAG != 0 {
                *r = (*r & !CONST_TAG) + base;
            }
        };
        for op in &mut self.out.ops {
            relocate(op, fix);
        }
        for mv in &mut self.out.moves {
            for (_, s) in mv.iter_mut() {
                fix(s);
            }
        }
        for g in &mut self.out.geps {
            for t in g.iter_mut() {
                fix(&mut t.reg);
            }
        }
        for c in &mut self.out.calls {
            for (r, _) in c.args.iter_mut() {
                fix(r);
            }
            if let Target::Indirect(r) = &mut c.target {
                fix(r);
            }
        }
        for s in &mut self.out.switches {
            let _ = s;
        }
        self.out.const_base = base;
        self.out.n_regs = base + self.consts.len() as u32;
        self.out.consts = self.consts;
        self.out.params = self.params;
        if self.out.param_checks.iter().all(ValueCheck::is_none) {
            self.out.param_checks.clear();
        }
        Ok(self.out)
    }

    /// The move set for the edge `from -> to` (the phis of `to`).
    fn moves(&mut self, from: Block, to: Block) -> Result<u32, InterpError> {
        if let Some(&k) = self.edge_moves.get(&(from, to)) {
            return Ok(k);
        }
        let body = self.f.body.as_ref().expect("a body");
        let mut mv = Vec::new();
        for &i in &body.blocks[to].insts {
            let InstData::Phi { incoming, .. } = &body.insts[i].data else {
                break;
            };
            let Some(&(v, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                continue;
            };
            let dst = self.regs[&i];
            let n = self.leaves_of(body.insts[i].ty);
            let src = self.operand(v)?;
            for k in 0..n {
                mv.push((dst + k, src + k));
            }
        }
        let k = if mv.is_empty() {
            NO_MOVES
        } else {
            self.out.moves.push(mv);
            (self.out.moves.len() - 1) as u32
        };
        self.edge_moves.insert((from, to), k);
        Ok(k)
    }

    fn layout(&mut self, ty: TypeId) -> Result<u32, InterpError> {
        if leaf_count(self.types, ty) > u64::from(MAX_FRAME_REGS) {
            return Err(InterpError::Unsupported(format!(
                "a load or store in @{} of more than {MAX_FRAME_REGS} scalars",
                self.f.name
            )));
        }
        let mut ls = Vec::new();
        leaves(self.types, self.cx.dl, ty, 0, &mut ls);
        self.out.layouts.push(ls);
        Ok((self.out.layouts.len() - 1) as u32)
    }

    fn inst(&mut self, b: Block, i: Inst) -> Result<(), InterpError> {
        let m = self.cx.m;
        let body = self.f.body.as_ref().expect("a body");
        let node = &body.insts[i];
        let ty = node.ty;
        let dst = self.regs.get(&i).copied().unwrap_or(NONE);
        let op = match &node.data {
            InstData::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                let (a, bb) = (self.operand(*lhs)?, self.operand(*rhs)?);
                let double = ty == TypeId::DOUBLE;
                match op {
                    BinaryOp::FAdd => Op::FBin {
                        op: FOp::Add,
                        double,
                        dst,
                        a,
                        b: bb,
                    },
                    BinaryOp::FSub => Op::FBin {
                        op: FOp::Sub,
                        double,
                        dst,
                        a,
                        b: bb,
                    },
                    BinaryOp::FMul => Op::FBin {
                        op: FOp::Mul,
                        double,
                        dst,
                        a,
                        b: bb,
                    },
                    BinaryOp::FDiv => Op::FBin {
                        op: FOp::Div,
                        double,
                        dst,
                        a,
                        b: bb,
                    },
                    BinaryOp::FRem => Op::FBin {
                        op: FOp::Rem,
                        double,
                        dst,
                        a,
                        b: bb,
                    },
                    BinaryOp::Add
                    | BinaryOp::Sub
                    | BinaryOp::Mul
                    | BinaryOp::UDiv
                    | BinaryOp::SDiv
                    | BinaryOp::URem
                    | BinaryOp::SRem
                    | BinaryOp::Shl
                    | BinaryOp::LShr
                    | BinaryOp::AShr
                    | BinaryOp::And
                    | BinaryOp::Or
                    | BinaryOp::Xor => {
                        let iop = match op {
                            BinaryOp::Add => IOp::Add,
                            BinaryOp::Sub => IOp::Sub,
                            BinaryOp::Mul => IOp::Mul,
                            BinaryOp::UDiv => IOp::UDiv,
                            BinaryOp::SDiv => IOp::SDiv,
                            BinaryOp::URem => IOp::URem,
                            BinaryOp::SRem => IOp::SRem,
                            BinaryOp::Shl => IOp::Shl,
                            BinaryOp::LShr => IOp::LShr,
                            BinaryOp::AShr => IOp::AShr,
                            BinaryOp::And => IOp::And,
                            BinaryOp::Or => IOp::Or,
                            BinaryOp::Xor => IOp::Xor,
                            BinaryOp::FAdd
                            | BinaryOp::FSub
                            | BinaryOp::FMul
                            | BinaryOp::FDiv
                            | BinaryOp::FRem => {
                                unreachable!("floating-point operations are matched above")
                            }
                        };
                        Op::IBin {
                            op: iop,
                            flags: *flags,
                            bits: self.width(ty),
                            dst,
                            a,
                            b: bb,
                        }
                    }
                }
            }
            InstData::FNeg { arg, .. } => Op::FNeg {
                double: ty == TypeId::DOUBLE,
                dst,
                a: self.operand(*arg)?,
            },
            InstData::ICmp { pred, lhs, rhs } => {
                let bits = self.width(self.value_ty(*lhs));
                Op::ICmp {
                    pred: *pred,
                    bits,
                    dst,
                    a: self.operand(*lhs)?,
                    b: self.operand(*rhs)?,
                }
            }
            InstData::FCmp { pred, lhs, rhs, .. } => {
                let double = self.value_ty(*lhs) == TypeId::DOUBLE;
                Op::FCmp {
                    pred: *pred,
                    double,
                    dst,
                    a: self.operand(*lhs)?,
                    b: self.operand(*rhs)?,
                }
            }
            InstData::Select {
                cond,
                if_true,
                if_false,
                ..
            } => Op::Select {
                dst,
                cond: self.operand(*cond)?,
                t: self.operand(*if_true)?,
                f: self.operand(*if_false)?,
                len: self.leaves_of(ty),
            },
            InstData::Phi { .. } => return Ok(()),
            InstData::Alloca {
                ty: aty,
                count,
                align,
                space,
            } => {
                let size = self.cx.dl.alloc_size(self.types, *aty);
                let (count, count_bits) = match count {
                    Some(c) => (self.operand(*c)?, self.width(self.value_ty(*c))),
                    None => (NONE, 0),
                };
                Op::Alloca {
                    dst,
                    size,
                    count,
                    count_bits,
                    align: align.bytes(),
                    space: *space,
                    deferred: self.scoped_allocas.contains(&i),
                }
            }
            InstData::Load {
                ptr, align, atomic, ..
            } => {
                let space = self
                    .types
                    .ptr_space(self.value_ty(*ptr))
                    .unwrap_or_default();
                let size = self.cx.dl.store_size(self.types, ty);
                let layout = self.layout(ty)?;
                Op::Load {
                    dst,
                    ptr: self.operand(*ptr)?,
                    layout,
                    size,
                    align: align.bytes(),
                    space,
                    atomic: atomic.is_some(),
                }
            }
            InstData::Store {
                value,
                ptr,
                align,
                atomic,
                ..
            } => {
                let vty = self.value_ty(*value);
                let space = self
                    .types
                    .ptr_space(self.value_ty(*ptr))
                    .unwrap_or_default();
                let size = self.cx.dl.store_size(self.types, vty);
                let layout = self.layout(vty)?;
                Op::Store {
                    src: self.operand(*value)?,
                    ptr: self.operand(*ptr)?,
                    layout,
                    size,
                    align: align.bytes(),
                    space,
                    atomic: atomic.is_some(),
                }
            }
            InstData::Gep {
                source_ty,
                flags,
                base,
                indices,
            } => {
                let mut offset: i64 = 0;
                let mut terms = Vec::new();
                let mut cur = *source_ty;
                for (k, &ix) in indices.iter().enumerate() {
                    let ity = self.value_ty(ix);
                    let bits = self.width(ity);
                    let step_ty = if k == 0 {
                        Some(cur)
                    } else if let Some((elem, _)) = self.types.array_parts(cur) {
                        cur = elem;
                        Some(elem)
                    } else {
                        None
                    };
                    match step_ty {
                        Some(t) => {
                            let scale = self.cx.dl.alloc_size(self.types, t) as i64;
                            match ix {
                                Value::Const(c) if m.consts.as_int(c).is_some() => {
                                    let v = seam::ir::sign_extend(
                                        m.consts.as_int(c).unwrap_or(0),
                                        u32::from(bits),
                                    );
                                    offset = offset.wrapping_add(v.wrapping_mul(scale));
                                }
                                Value::Inst(_) | Value::Arg(_) | Value::Const(_) => {
                                    terms.push(GepTerm {
                                        reg: self.operand(ix)?,
                                        bits,
                                        scale,
                                    })
                                }
                            }
                        }
                        None => {
                            // A struct field: a constant index.
                            let fi = match ix {
                                Value::Const(c) => m.consts.as_int(c).unwrap_or(0),
                                Value::Inst(_) | Value::Arg(_) => 0,
                            };
                            if let Some(layout) = self.cx.dl.struct_layout(self.types, cur) {
                                offset = offset.wrapping_add(
                                    layout.offsets.get(fi as usize).copied().unwrap_or(0) as i64,
                                );
                            }
                            cur = self.types.aggregate_field(cur, fi).unwrap_or(cur);
                        }
                    }
                }
                let terms = if terms.is_empty() {
                    NONE
                } else {
                    self.out.geps.push(terms);
                    (self.out.geps.len() - 1) as u32
                };
                Op::Gep {
                    dst,
                    base: self.operand(*base)?,
                    offset,
                    terms,
                    inbounds: flags.contains(seam::ir::GepFlags::INBOUNDS),
                }
            }
            InstData::Cast { op, flags, arg } => {
                let a = self.operand(*arg)?;
                let from = self.value_ty(*arg);
                match op {
                    CastOp::Trunc => Op::Trunc {
                        dst,
                        a,
                        from: self.width(from),
                        to: self.width(ty),
                        flags: flags.bits(),
                    },
                    CastOp::ZExt => Op::ZExt {
                        dst,
                        a,
                        nneg: flags.contains(IntFlags::NNEG),
                        from: self.width(from),
                    },
                    CastOp::SExt => Op::SExt {
                        dst,
                        a,
                        from: self.width(from),
                        to: self.width(ty),
                    },
                    CastOp::FPTrunc => Op::FpTrunc { dst, a },
                    CastOp::FPExt => Op::FpExt { dst, a },
                    CastOp::FPToUI | CastOp::FPToSI => Op::FpToInt {
                        dst,
                        a,
                        double: from == TypeId::DOUBLE,
                        signed: *op == CastOp::FPToSI,
                        bits: self.width(ty),
                    },
                    CastOp::UIToFP | CastOp::SIToFP => Op::IntToFp {
                        dst,
                        a,
                        double: ty == TypeId::DOUBLE,
                        signed: *op == CastOp::SIToFP,
                        nneg: flags.contains(IntFlags::NNEG),
                        bits: self.width(from),
                    },
                    CastOp::PtrToInt => Op::PtrToInt {
                        dst,
                        a,
                        bits: self.width(ty),
                    },
                    CastOp::IntToPtr => Op::IntToPtr { dst, a },
                    CastOp::BitCast => Op::Move {
                        dst,
                        src: a,
                        len: 1,
                    },
                    CastOp::AddrSpaceCast => Op::AsCast {
                        dst,
                        a,
                        to: self.types.ptr_space(ty).unwrap_or_default(),
                    },
                }
            }
            InstData::ExtractValue { agg, indices } => {
                let aty = self.value_ty(*agg);
                let (at, len) = self.path(aty, indices);
                Op::Move {
                    dst,
                    src: self.operand(*agg)? + at,
                    len,
                }
            }
            InstData::InsertValue { agg, elt, indices } => {
                let (at, elt_len) = self.path(ty, indices);
                Op::Insert {
                    dst,
                    agg: self.operand(*agg)?,
                    len: self.leaves_of(ty),
                    elt: self.operand(*elt)?,
                    at,
                    elt_len,
                }
            }
            InstData::Call(c) => {
                let info = self.call(c, dst, ty)?;
                self.out.calls.push(info);
                Op::Call {
                    call: (self.out.calls.len() - 1) as u32,
                }
            }
            InstData::AtomicRmw(a) => {
                let vty = self.value_ty(a.val);
                let kind = self.leaf_kind(vty);
                let space = self
                    .types
                    .ptr_space(self.value_ty(a.ptr))
                    .unwrap_or_default();
                Op::Rmw {
                    op: a.op,
                    dst,
                    ptr: self.operand(a.ptr)?,
                    val: self.operand(a.val)?,
                    kind,
                    align: a.align.bytes(),
                    space,
                }
            }
            InstData::CmpXchg(c) => {
                let vty = self.value_ty(c.cmp);
                let kind = self.leaf_kind(vty);
                let space = self
                    .types
                    .ptr_space(self.value_ty(c.ptr))
                    .unwrap_or_default();
                Op::CmpXchg {
                    dst,
                    ptr: self.operand(c.ptr)?,
                    cmp: self.operand(c.cmp)?,
                    new: self.operand(c.new)?,
                    kind,
                    align: c.align.bytes(),
                    space,
                }
            }
            InstData::Fence { .. } => Op::Nop,
            InstData::Freeze { arg } => Op::Freeze {
                dst,
                src: self.operand(*arg)?,
                len: self.leaves_of(ty),
            },
            InstData::Ret { value } => match value {
                Some(v) => {
                    let vty = self.value_ty(*v);
                    Op::Ret {
                        src: self.operand(*v)?,
                        len: self.leaves_of(vty),
                    }
                }
                None => Op::Ret { src: NONE, len: 0 },
            },
            InstData::Br { dest } => {
                let moves = self.moves(b, *dest)?;
                self.fixups.push(self.out.ops.len());
                Op::Br {
                    pc: dest.index() as u32,
                    moves,
                }
            }
            InstData::CondBr {
                cond,
                if_true,
                if_false,
            } => {
                let t_moves = self.moves(b, *if_true)?;
                let f_moves = self.moves(b, *if_false)?;
                self.fixups.push(self.out.ops.len());
                Op::CondBr {
                    cond: self.operand(*cond)?,
                    t_pc: if_true.index() as u32,
                    t_moves,
                    f_pc: if_false.index() as u32,
                    f_moves,
                }
            }
            InstData::Switch {
                cond,
                default,
                cases,
            } => {
                let mut table = SwitchTable {
                    cases: Vec::new(),
                    default: (default.index() as u32, self.moves(b, *default)?),
                };
                for (c, t) in cases {
                    let v = m.consts.as_int(*c).unwrap_or(0);
                    let mv = self.moves(b, *t)?;
                    table.cases.push((v, t.index() as u32, mv));
                }
                self.out.switches.push(table);
                Op::Switch {
                    cond: self.operand(*cond)?,
                    table: (self.out.switches.len() - 1) as u32,
                }
            }
            InstData::Unreachable => Op::Unreachable,
        };
        self.emit(op, i, b);
        Ok(())
    }

    fn leaf_kind(&self, ty: TypeId) -> LeafKind {
        match self.types.get(ty) {
            TypeData::Int(b) => LeafKind::Int(*b as u8),
            TypeData::Float => LeafKind::F32,
            TypeData::Double => LeafKind::F64,
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Ptr(_)
            | TypeData::Array { .. }
            | TypeData::Struct { .. }
            | TypeData::Named(_)
            | TypeData::Func { .. } => LeafKind::Ptr,
        }
    }

    /// The leaf range an extractvalue/insertvalue path selects in an aggregate of type `ty`.
    fn path(&self, ty: TypeId, indices: &[u32]) -> (u32, u32) {
        let mut at = 0u64;
        let mut cur = ty;
        for &ix in indices {
            if let Some((elem, _)) = self.types.array_parts(cur) {
                at += u64::from(ix) * leaf_count(self.types, elem);
                cur = elem;
            } else if let Some((fields, _)) = self.types.struct_fields(cur) {
                let fields = fields.to_vec();
                at += fields
                    .iter()
                    .take(ix as usize)
                    .map(|&f| leaf_count(self.types, f))
                    .sum::<u64>();
                cur = fields.get(ix as usize).copied().unwrap_or(cur);
            }
        }
        (at as u32, self.leaves_of(cur))
    }

    fn call(
        &mut self,
        c: &seam::ir::CallData,
        dst: u32,
        ty: TypeId,
    ) -> Result<CallInfo, InterpError> {
        let m = self.cx.m;
        let mut args = Vec::with_capacity(c.args.len());
        let callee = m.direct_callee(c);
        for &a in c.args.iter() {
            let aty = self.value_ty(a);
            args.push((self.operand(a)?, self.leaves_of(aty)));
        }
        let n_ret = if ty == TypeId::VOID {
            0
        } else {
            self.leaves_of(ty)
        };
        let target = match callee {
            Some(f) => match m.functions.get(f) {
                Some(func) if func.body.is_some() => Target::Direct(f.index() as u32),
                Some(func) if func.is_intrinsic() => match intrinsics::lookup(&func.name) {
                    Some((intr, ov)) => Target::Intrinsic(self.intrinsic(intr, &ov, c)?),
                    None => Target::External(func.name.clone()),
                },
                Some(func) => Target::External(func.name.clone()),
                None => Target::External("<removed>".into()),
            },
            None => Target::Indirect(self.operand(c.callee)?),
        };
        let mut arg_checks: Vec<ValueCheck> = c
            .args
            .iter()
            .enumerate()
            .map(|(k, &a)| {
                let set = c.arg_attrs.get(k).copied().unwrap_or_default();
                ValueCheck::of(m, set, self.value_ty(a))
            })
            .collect();
        if arg_checks.iter().all(ValueCheck::is_none) {
            arg_checks.clear();
        }
        Ok(CallInfo {
            target,
            args,
            dst: (dst, n_ret),
            fn_ty: c.fn_ty,
            arg_checks,
            ret_check: ValueCheck::of(m, c.ret_attrs, ty),
        })
    }

    fn intrinsic(
        &mut self,
        intr: Intrinsic,
        ov: &[intrinsics::OverloadTy],
        c: &seam::ir::CallData,
    ) -> Result<IntrinsicOp, InterpError> {
        use intrinsics::OverloadTy as O;
        let bits = match ov.first() {
            Some(O::Int(b)) => *b as u8,
            _ => 64,
        };
        let double = matches!(ov.first(), Some(O::Double));
        Ok(match intr {
            Intrinsic::ReadSreg(s) => IntrinsicOp::Sreg(s),
            Intrinsic::Barrier0 | Intrinsic::BarSync | Intrinsic::BarrierSync => {
                IntrinsicOp::Barrier
            }
            Intrinsic::IsSpacep(s) => IntrinsicOp::IsSpacep(s),
            Intrinsic::Memcpy | Intrinsic::Memmove => IntrinsicOp::Memcpy {
                overlap_ok: intr == Intrinsic::Memmove,
                dst_space: ptr_space(ov.first()),
                src_space: ptr_space(ov.get(1)),
            },
            Intrinsic::Memset => IntrinsicOp::Memset {
                space: ptr_space(ov.first()),
            },
            Intrinsic::Assume => IntrinsicOp::Assume,
            Intrinsic::SMin => IntrinsicOp::MinMax {
                signed: true,
                max: false,
                bits,
            },
            Intrinsic::SMax => IntrinsicOp::MinMax {
                signed: true,
                max: true,
                bits,
            },
            Intrinsic::UMin => IntrinsicOp::MinMax {
                signed: false,
                max: false,
                bits,
            },
            Intrinsic::UMax => IntrinsicOp::MinMax {
                signed: false,
                max: true,
                bits,
            },
            Intrinsic::Abs => IntrinsicOp::Abs { bits },
            Intrinsic::UAddSat | Intrinsic::USubSat | Intrinsic::SAddSat | Intrinsic::SSubSat => {
                IntrinsicOp::Sat {
                    signed: matches!(intr, Intrinsic::SAddSat | Intrinsic::SSubSat),
                    sub: matches!(intr, Intrinsic::USubSat | Intrinsic::SSubSat),
                    bits,
                }
            }
            Intrinsic::TypeTest | Intrinsic::PublicTypeTest => {
                let md = match c.args.get(1) {
                    Some(Value::Const(k)) => match self.cx.m.consts.get(*k) {
                        ConstData::Metadata(r) => Some(r.clone()),
                        ConstData::Int { .. }
                        | ConstData::Float { .. }
                        | ConstData::Null(_)
                        | ConstData::Zero(_)
                        | ConstData::Undef(_)
                        | ConstData::Poison(_)
                        | ConstData::Array { .. }
                        | ConstData::Struct { .. }
                        | ConstData::Global { .. }
                        | ConstData::Expr { .. } => None,
                    },
                    _ => None,
                };
                IntrinsicOp::TypeTest(md.map(|r| self.type_members(&r)).unwrap_or_default())
            }
            Intrinsic::Trap => IntrinsicOp::Trap,
            Intrinsic::LifetimeStart => IntrinsicOp::Lifetime { start: true },
            Intrinsic::LifetimeEnd => IntrinsicOp::Lifetime { start: false },
            Intrinsic::MembarCta
            | Intrinsic::MembarGl
            | Intrinsic::MembarSys
            | Intrinsic::StackRestore => IntrinsicOp::Nop,
            Intrinsic::StackSave => IntrinsicOp::StackSave,
            Intrinsic::Fabs => IntrinsicOp::FUnary {
                op: FUnary::Fabs,
                double,
            },
            Intrinsic::Sqrt => IntrinsicOp::FUnary {
                op: FUnary::Sqrt,
                double,
            },
            Intrinsic::Floor => IntrinsicOp::FUnary {
                op: FUnary::Floor,
                double,
            },
            Intrinsic::Ceil => IntrinsicOp::FUnary {
                op: FUnary::Ceil,
                double,
            },
            Intrinsic::Trunc => IntrinsicOp::FUnary {
                op: FUnary::Trunc,
                double,
            },
            Intrinsic::Rint => IntrinsicOp::FUnary {
                op: FUnary::Rint,
                double,
            },
            Intrinsic::Round => IntrinsicOp::FUnary {
                op: FUnary::Round,
                double,
            },
            Intrinsic::MinNum => IntrinsicOp::FBinary {
                op: FBinary::MinNum,
                double,
            },
            Intrinsic::MaxNum => IntrinsicOp::FBinary {
                op: FBinary::MaxNum,
                double,
            },
            Intrinsic::Copysign => IntrinsicOp::FBinary {
                op: FBinary::Copysign,
                double,
            },
            // LLVM's NVPTX back end fuses `fmuladd` (from code generation level 1 up).
            Intrinsic::Fma | Intrinsic::FMulAdd => IntrinsicOp::Fma { double },
            Intrinsic::Ctpop => IntrinsicOp::Bits {
                op: BitOp::Ctpop,
                bits,
            },
            Intrinsic::Ctlz => IntrinsicOp::Bits {
                op: BitOp::Ctlz,
                bits,
            },
            Intrinsic::Cttz => IntrinsicOp::Bits {
                op: BitOp::Cttz,
                bits,
            },
            Intrinsic::Bswap => IntrinsicOp::Bits {
                op: BitOp::Bswap,
                bits,
            },
            Intrinsic::Bitreverse => IntrinsicOp::Bits {
                op: BitOp::Bitreverse,
                bits,
            },
            Intrinsic::Fshl => IntrinsicOp::Funnel { left: true, bits },
            Intrinsic::Fshr => IntrinsicOp::Funnel { left: false, bits },
            Intrinsic::Expect => IntrinsicOp::Expect,
        })
    }

    /// The addresses `llvm.type.test` accepts for a type id: each `!type` attachment with that
    /// id names a global or function and an offset.
    fn type_members(&self, id: &MdRef) -> Vec<u64> {
        let m = self.cx.m;
        let mut out = Vec::new();
        for (g, gv) in m.globals.iter() {
            for t in &gv.type_md {
                if &t.id == id {
                    out.push(
                        self.cx
                            .global_addr(GlobalValue::Var(g))
                            .wrapping_add(t.offset as u64),
                    );
                }
            }
        }
        for (f, func) in m.functions.iter() {
            for t in &func.type_md {
                if &t.id == id {
                    out.push(
                        self.cx
                            .global_addr(GlobalValue::Func(f))
                            .wrapping_add(t.offset as u64),
                    );
                }
            }
        }
        out
    }
}

fn ptr_space(o: Option<&intrinsics::OverloadTy>) -> AddrSpace {
    match o {
        Some(intrinsics::OverloadTy::Ptr(s)) => *s,
        _ => AddrSpace::GENERIC,
    }
}

/// Marks constant registers until their final position is known.
const CONST_TAG: u32 = 1 << 30;

/// Applies `fix` to every register operand of `op`.
fn relocate(op: &mut Op, fix: impl Fn(&mut u32)) {
    match op {
        Op::IBin { a, b, .. }
        | Op::ICmp { a, b, .. }
        | Op::FBin { a, b, .. }
        | Op::FCmp { a, b, .. } => {
            fix(a);
            fix(b);
        }
        Op::FNeg { a, .. }
        | Op::Trunc { a, .. }
        | Op::ZExt { a, .. }
        | Op::SExt { a, .. }
        | Op::FpTrunc { a, .. }
        | Op::FpExt { a, .. }
        | Op::FpToInt { a, .. }
        | Op::IntToFp { a, .. }
        | Op::IntToPtr { a, .. }
        | Op::PtrToInt { a, .. }
        | Op::AsCast { a, .. } => fix(a),
        Op::Select { cond, t, f, .. } => {
            fix(cond);
            fix(t);
            fix(f);
        }
        Op::Move { src, .. } | Op::Freeze { src, .. } => fix(src),
        Op::Insert { agg, elt, .. } => {
            fix(agg);
            fix(elt);
        }
        Op::Alloca { count, .. } => fix(count),
        Op::Load { ptr, .. } => fix(ptr),
        Op::Store { src, ptr, .. } => {
            fix(src);
            fix(ptr);
        }
        Op::Gep { base, .. } => fix(base),
        Op::Rmw { ptr, val, .. } => {
            fix(ptr);
            fix(val);
        }
        Op::CmpXchg { ptr, cmp, new, .. } => {
            fix(ptr);
            fix(cmp);
            fix(new);
        }
        Op::Ret { src, .. } => fix(src),
        Op::CondBr { cond, .. } | Op::Switch { cond, .. } => fix(cond),
        Op::Call { .. } | Op::Br { .. } | Op::Unreachable | Op::Nop => {}
    }
}

/// The allocas of `f` whose address is the pointer operand of an `llvm.lifetime.start`.
fn scoped_allocas(m: &Module, f: &Function) -> std::collections::HashSet<Inst> {
    let mut out = std::collections::HashSet::new();
    let Some(body) = &f.body else {
        return out;
    };
    for (_, i) in body.inst_order() {
        if let InstData::Call(c) = &body.insts[i].data
            && let Some(g) = m.direct_callee(c)
            && m.functions
                .get(g)
                .is_some_and(|g| g.name.starts_with("llvm.lifetime.start"))
            && let Some(Value::Inst(a)) = c.args.get(1)
            && matches!(body.insts[*a].data, InstData::Alloca { .. })
        {
            out.insert(*a);
        }
    }
    out
}
