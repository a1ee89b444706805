//! The lowered form of a PTX function: a flat array of [`Op`]s over a frame of 64-bit
//! registers and a frame of memory symbols ("slots": parameters, `.param` and `.local`
//! declarations), with branch targets resolved to op indices.
//!
//! Every operand is read at the width and signedness of the instruction's type, whatever the
//! register's declared width: that is PTX's rule for instructions whose type matches the
//! register, and it makes the declared width irrelevant once lowered.

/// A value operand: a register of the frame or a literal (already in the instruction type's
/// bit pattern).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Src {
    Reg(u32),
    Imm(u64),
}

/// How an instruction's type reads its operands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// `.uN`, `.bN`: unsigned (bit) integers.
    U,
    /// `.sN`: signed integers.
    S,
    /// `.f32`, `.f64`.
    F,
    /// `.f16` (16 bits) and `.f16x2` (32 bits: two lanes, the first in the low half).
    F16,
    /// `.bf16` and `.bf16x2`, likewise.
    BF16,
    /// `.pred`.
    Pred,
}

/// An instruction type: kind and width in bits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Ty {
    pub(crate) kind: Kind,
    pub(crate) bits: u8,
}

impl Ty {
    pub(crate) fn is_float(self) -> bool {
        matches!(self.kind, Kind::F | Kind::F16 | Kind::BF16)
    }

    /// For `.f16`/`.bf16` (and their `x2` forms): the format and the number of lanes.
    pub(crate) fn half(self) -> Option<(seam::ir::FloatKind, u32)> {
        let k = match self.kind {
            Kind::F16 => seam::ir::FloatKind::Half,
            Kind::BF16 => seam::ir::FloatKind::BFloat,
            Kind::U | Kind::S | Kind::F | Kind::Pred => return None,
        };
        Some((k, u32::from(self.bits) / 16))
    }

    pub(crate) fn signed(self) -> bool {
        self.kind == Kind::S
    }

    pub(crate) fn double(self) -> bool {
        self.bits == 64
    }
}

/// Integer (and bitwise, and predicate) binary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IBin {
    Add,
    Sub,
    /// `mul.lo`.
    MulLo,
    /// `mul.hi`.
    MulHi,
    /// `mul24.lo`: the low bits of the product of the (sign- or zero-) extended low 24 bits.
    Mul24Lo,
    /// `mul.wide`: the result has twice the type's width.
    MulWide,
    Div,
    Rem,
    And,
    Or,
    Xor,
    Shl,
    /// `shr`: arithmetic for signed types.
    Shr,
    Min,
    Max,
    /// `add.sat.s32`.
    AddSat,
    /// `sub.sat.s32`.
    SubSat,
}

/// Integer ternary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ITer {
    MadLo,
    MadHi,
    /// `mad.wide`: `a * b` at twice the width, plus `c` (twice the width).
    MadWide,
    /// `bfe`: extract `c` bits at `b`.
    Bfe,
    /// `prmt` (default mode): byte permute.
    Prmt,
    /// `shf.l.wrap`/`.clamp`.
    ShfL {
        clamp: bool,
    },
    /// `shf.r.wrap`/`.clamp`.
    ShfR {
        clamp: bool,
    },
}

/// Unary integer operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IUn {
    Not,
    Cnot,
    Neg,
    Abs,
    Popc,
    Clz,
    Brev,
    /// `bfind` (position of the most significant non-sign bit, or all ones).
    Bfind,
}

/// Float binary operations (round to nearest even).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FBin {
    Add,
    Sub,
    Mul,
    Div,
    Min,
    Max,
    /// `min.NaN`/`max.NaN`: a NaN operand gives NaN.
    MinNan,
    MaxNan,
    /// `copysign d, a, b`: `b` with the sign of `a`.
    Copysign,
}

/// Float unary operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FUn {
    Neg,
    Abs,
    Sqrt,
    Rcp,
    Rsqrt,
    /// `ex2`, `lg2`, `sin`, `cos` (`.approx`, `.f32`): see `crate::approx`.
    Approx(crate::approx::Approx),
    /// `sqrt.rz`, `.rm`, `.rp`: the square root rounded by a directed mode.
    SqrtDirected(super::exec::Rnd),
}

/// `testp` classes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TestP {
    Finite,
    Infinite,
    Number,
    NotANumber,
    Normal,
    Subnormal,
}

/// Comparison operators of `setp`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Lo,
    Ls,
    Hi,
    Hs,
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

/// Boolean combination of `setp`/`set` with a third predicate.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BoolOp {
    And,
    Or,
    Xor,
}

/// Rounding of a `cvt`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Round {
    /// No modifier (exact conversions), or `.rn`.
    Nearest,
    /// `.rzi`.
    ZeroInt,
    /// `.rni`.
    NearestInt,
    /// `.rmi`.
    DownInt,
    /// `.rpi`.
    UpInt,
    /// `.rz`, `.rm`, `.rp` to a `float` or `double` (from an integer or a wider float): the
    /// exact value rounded toward zero, down or up.
    Directed(crate::ptx::exec::Rnd),
}

/// A special register (the IR's: one table of values, `crate::sreg`).
pub(crate) use seam::ir::intrinsics::Sreg;

/// Where a named piece of memory lives.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Sym {
    /// A module-level variable (index into the program's variables).
    Var(u32),
    /// A slot of the frame: a parameter, or a `.param`/`.local` declaration of the body.
    Slot(u32),
    /// A function (its address, for indirect calls).
    Func(u32),
}

/// A memory address operand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Base {
    Reg(u32),
    Sym(Sym),
    Abs,
}

/// The memory space an access names (`None` in [`Op::Ld`] etc. is generic).
pub(crate) use seam::ir::AddrSpace as Space;

/// Atomic operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum AtomOp {
    And,
    Or,
    Xor,
    Exch,
    Add,
    Inc,
    Dec,
    Min,
    Max,
    Cas,
}

/// A call's target.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Callee {
    Direct(u32),
    Indirect(u32),
}

/// One lowered instruction. Registers are frame indices; `ty` is the instruction's type.
#[derive(Clone, PartialEq, Debug)]
pub(crate) enum Op {
    /// `mov` of a register or literal.
    Mov {
        d: u32,
        a: Src,
        bits: u8,
    },
    /// `mov` of a special register.
    Sreg {
        d: u32,
        s: Sreg,
    },
    /// `mov` of a symbol's address (`mov.u64 %rd1, g;`), with a byte offset.
    Addr {
        d: u32,
        sym: Sym,
        off: i64,
    },
    /// `mov.b64 d, {a, b}`: packs parts of `part` bits, lowest first.
    Pack {
        d: u32,
        parts: Vec<Src>,
        part: u8,
    },
    /// `mov.b64 {a, b}, s`: unpacks (a `None` part is discarded).
    Unpack {
        ds: Vec<Option<u32>>,
        a: Src,
        part: u8,
    },
    IBin {
        op: IBin,
        ty: Ty,
        d: u32,
        a: Src,
        b: Src,
    },
    /// `add`/`sub`/`min`/`max` (and `.sat` adds) on `.s16x2`/`.u16x2`: `op` on each 16-bit
    /// half of 32-bit registers (`ty` is the half's type).
    IBinX2 {
        op: IBin,
        ty: Ty,
        d: u32,
        a: Src,
        b: Src,
    },
    ITer {
        op: ITer,
        ty: Ty,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
    },
    IUn {
        op: IUn,
        ty: Ty,
        d: u32,
        a: Src,
    },
    /// `bfi.bN d, a, b, c, e`: insert `e` bits of `a` into `b` at `c`.
    Bfi {
        ty: Ty,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
        e: Src,
    },
    FBin {
        op: FBin,
        ty: Ty,
        ftz: bool,
        sat: bool,
        /// The rounding mode (`add`, `sub`, `mul`, `div` on `f32`/`f64`).
        rnd: super::exec::Rnd,
        d: u32,
        a: Src,
        b: Src,
    },
    /// `fma.rn`/`.rz`/`.rm`/`.rp`: fused multiply-add.
    Fma {
        ty: Ty,
        ftz: bool,
        sat: bool,
        rnd: super::exec::Rnd,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
    },
    FUn {
        op: FUn,
        ty: Ty,
        ftz: bool,
        d: u32,
        a: Src,
    },
    TestP {
        t: TestP,
        ty: Ty,
        d: u32,
        a: Src,
    },
    /// `setp` (and `set` when `set_ty` gives the result type: all ones / 1.0 or 0).
    Setp {
        cmp: Cmp,
        ty: Ty,
        ftz: bool,
        p: Option<u32>,
        q: Option<u32>,
        a: Src,
        b: Src,
        comb: Option<(BoolOp, Src, bool)>,
        set_ty: Option<Ty>,
    },
    /// `selp`: `d = c ? a : b`.
    Selp {
        bits: u8,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
    },
    Cvt {
        dt: Ty,
        st: Ty,
        round: Round,
        ftz: bool,
        sat: bool,
        d: u32,
        a: Src,
    },
    /// `cvt.rn.{f16x2,bf16x2}.f32 d, a, b`: `a` and `b` converted to the half type `dt`
    /// (16 bits), `a`'s in the upper half of `d`, `b`'s in the lower.
    CvtPack {
        dt: Ty,
        st: Ty,
        round: Round,
        ftz: bool,
        sat: bool,
        d: u32,
        hi: Src,
        lo: Src,
    },
    /// `cvta.SPACE` (to generic) or `cvta.to.SPACE` (from generic): the identity on this
    /// machine's addresses (see `exec/`).
    Cvta {
        to: bool,
        space: Space,
        bits: u8,
        d: u32,
        a: Src,
    },
    IsSpacep {
        space: Space,
        d: u32,
        a: Src,
    },
    /// `ld`: `ds.len()` elements of `ty` (a `None` element is discarded).
    Ld {
        space: Space,
        ty: Ty,
        ds: Vec<Option<u32>>,
        base: Base,
        off: i64,
        /// `.volatile`, `.relaxed`, `.acquire`: atomic for race detection.
        atomic: bool,
    },
    /// `st`: one element per source.
    St {
        space: Space,
        ty: Ty,
        srcs: Vec<Src>,
        base: Base,
        off: i64,
        /// `.volatile`, `.relaxed`, `.release`: atomic for race detection.
        atomic: bool,
        /// `.release` at a scope wider than the block: releases to other blocks.
        release: bool,
    },
    /// `atom` (`d` is the old value) and `red` (`d` is `None`).
    Atom {
        op: AtomOp,
        space: Space,
        ty: Ty,
        d: Option<u32>,
        base: Base,
        off: i64,
        b: Src,
        c: Src,
        /// `.release` or `.acq_rel` at a scope wider than the block.
        release: bool,
    },
    /// A `.param` or `.local` declaration of the body: its slot gets a fresh allocation the
    /// first time it is reached in a frame.
    Decl {
        slot: u32,
        size: u64,
        local: bool,
    },
    /// `alloca.u32`/`alloca.u64 d, size{, align}`: a fresh `.local` allocation of `size`
    /// bytes, released when the frame returns, counted against the thread's local limit;
    /// `d` is its address in the `.local` window.
    Alloca {
        d: u32,
        size: Src,
        bits: u8,
    },
    /// `bra` (a guarded `bra` is a conditional branch).
    Bra {
        target: u32,
    },
    Call {
        callee: Callee,
        rets: Vec<u32>,
        args: Vec<u32>,
    },
    Ret,
    Exit,
    Trap,
    /// `bar.sync`, `barrier.sync`, `bar.cta.sync`: the whole block.
    Barrier,
    /// `bar.sync a, count` / `barrier.sync a, count`: a barrier for `count` threads, run as
    /// [`Op::Barrier`] when that is the whole block (else unsupported, as in the IR
    /// interpreter).
    BarrierCount {
        count: Src,
    },
    /// `mapa[.shared::cluster].u{32,64} d, a, rank`: `a` in block `rank` of the cluster
    /// (clusters of one block: rank 0 only).
    Mapa {
        d: u32,
        a: Src,
        rank: Src,
    },
    /// `bar.red.{popc,and,or}`: a block barrier that reduces a predicate (`neg`: `!p`).
    BarRed {
        kind: seam::ir::intrinsics::BarrierRed,
        d: u32,
        pred: Src,
        neg: bool,
    },
    /// A warp-synchronous operation (`shfl.sync`, `vote.sync`, `match.any.sync`,
    /// `redux.sync`, `bar.warp.sync`): arguments in the IR intrinsic's order (mask first;
    /// `redux.sync`: value first), `p` the `shfl` predicate output, `neg` a negated `vote`
    /// predicate.
    Warp {
        op: crate::program::WarpOp,
        d: Option<u32>,
        p: Option<u32>,
        args: [Src; 4],
        neg: bool,
    },
    /// `add.cc`, `addc{.cc}`, `sub.cc`, `subc{.cc}`: an add (or subtract) of `bits`-wide
    /// integers with the thread's carry flag (`CC.CF`): `cin` adds it (subtracts it as a
    /// borrow), `cout` sets it to the carry (borrow) out.
    Carry {
        sub: bool,
        cin: bool,
        cout: bool,
        bits: u8,
        d: u32,
        a: Src,
        b: Src,
    },
    /// `mad.lo.cc`, `madc.{lo,hi}{.cc}`: the low or high half of `a * b` (signed for `.s`)
    /// plus `c`, plus the carry flag with `cin`, the carry out kept with `cout`.
    MadCarry {
        hi: bool,
        signed: bool,
        cin: bool,
        cout: bool,
        bits: u8,
        d: u32,
        a: Src,
        b: Src,
        c: Src,
    },
    /// `membar.{gl,sys}`, `fence.{sc,acq_rel}` at `.gpu`, `.cluster` or `.sys`: the thread's
    /// next atomic write releases to other blocks ([`crate::causality`]).
    Fence,
    /// `membar.cta`, other fences, prefetches: nothing to do in this model.
    Nop,
    /// An instruction the interpreter does not implement: an error when executed (so a
    /// module whose unsupported code never runs still runs).
    Unsupported(String),
}

/// A lowered instruction with its guard.
#[derive(Clone, PartialEq, Debug)]
pub(crate) struct GuardedOp {
    /// `@%p` / `@!%p`: the register and whether negated.
    pub(crate) guard: Option<(u32, bool)>,
    pub(crate) op: Op,
}
