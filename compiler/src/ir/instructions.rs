//! Instructions: opcodes, flags and operands.
//!
//! [`InstData`] is the one enum of instructions. Every function that must consider each kind
//! of instruction (the verifier, the printer, the interpreters, operand visitors) matches it
//! exhaustively, so adding an instruction is a list of compiler errors to work through.
//!
//! The result type of an instruction is not stored here but in its
//! [`InstNode`](super::function::InstNode), so that instructions whose result type is written
//! in the text (`load`, casts, `phi`) and those whose result type is derived (`add`, `icmp`)
//! are looked up the same way.

use super::addrspace::AddrSpace;
use super::attributes::AttrSetId;
use super::constant::ConstId;
use super::function::{Block, Value};
use super::types::TypeId;

macro_rules! keyword_enum {
    ($(#[$m:meta])* $vis:vis enum $name:ident { $($variant:ident => $kw:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        $vis enum $name {
            $(
                #[doc = concat!("`", $kw, "`")]
                $variant,
            )*
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The keyword.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $kw,)*
                }
            }

            /// The value spelled `kw`.
            pub fn from_name(kw: &str) -> Option<$name> {
                match kw {
                    $($kw => Some($name::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

keyword_enum! {
    /// Two-operand arithmetic and logic.
    pub enum BinaryOp {
        Add => "add",
        Sub => "sub",
        Mul => "mul",
        UDiv => "udiv",
        SDiv => "sdiv",
        URem => "urem",
        SRem => "srem",
        Shl => "shl",
        LShr => "lshr",
        AShr => "ashr",
        And => "and",
        Or => "or",
        Xor => "xor",
        FAdd => "fadd",
        FSub => "fsub",
        FMul => "fmul",
        FDiv => "fdiv",
        FRem => "frem",
    }
}

impl BinaryOp {
    /// Whether the operands are floating point.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem
        )
    }

    /// Whether LLVM 19 still has this operation as a constant expression (`add`, `sub`,
    /// `mul`, `xor`).
    pub fn allowed_in_constant(self) -> bool {
        matches!(
            self,
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Xor
        )
    }

    /// The integer flags this operation may carry.
    pub fn allowed_int_flags(self) -> IntFlags {
        match self {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl => {
                IntFlags::NUW.union(IntFlags::NSW)
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::LShr | BinaryOp::AShr => IntFlags::EXACT,
            BinaryOp::Or => IntFlags::DISJOINT,
            _ => IntFlags::NONE,
        }
    }
}

keyword_enum! {
    /// Conversions.
    pub enum CastOp {
        Trunc => "trunc",
        ZExt => "zext",
        SExt => "sext",
        FPTrunc => "fptrunc",
        FPExt => "fpext",
        FPToUI => "fptoui",
        FPToSI => "fptosi",
        UIToFP => "uitofp",
        SIToFP => "sitofp",
        PtrToInt => "ptrtoint",
        IntToPtr => "inttoptr",
        BitCast => "bitcast",
        AddrSpaceCast => "addrspacecast",
    }
}

impl CastOp {
    /// The flags this conversion may carry.
    pub fn allowed_flags(self) -> IntFlags {
        match self {
            CastOp::Trunc => IntFlags::NUW.union(IntFlags::NSW),
            CastOp::ZExt | CastOp::UIToFP => IntFlags::NNEG,
            _ => IntFlags::NONE,
        }
    }

    /// Whether converting a `from` value to `to` is a valid use of this operation.
    pub fn is_valid(self, types: &super::types::Types, from: TypeId, to: TypeId) -> bool {
        use super::types::TypeData as T;
        if self == CastOp::BitCast {
            // Same width, pointers only to pointers of the same space (element-wise for
            // vectors of pointers); a vector may become a scalar of its width and back.
            let (fs, ts) = (types.scalar_of(from), types.scalar_of(to));
            if types.is_ptr(fs) || types.is_ptr(ts) {
                let lens = (types.vector_parts(from), types.vector_parts(to));
                let same_len = match lens {
                    (Some((_, a)), Some((_, b))) => a == b,
                    (None, None) => true,
                    _ => false,
                };
                return same_len
                    && types.ptr_space(fs).is_some()
                    && types.ptr_space(fs) == types.ptr_space(ts);
            }
            let bits = |ty: TypeId| -> Option<u64> {
                let (e, n) = types.vector_parts(ty).unwrap_or((ty, 1));
                let eb = types.int_bits(e).or_else(|| types.float_bits(e))?;
                Some(u64::from(eb) * u64::from(n))
            };
            // Only the width matters: `half` and `bfloat` cast to each other.
            return matches!((bits(from), bits(to)), (Some(a), Some(b)) if a == b);
        }
        let (from, to) = match (types.vector_parts(from), types.vector_parts(to)) {
            (Some((fe, a)), Some((te, b))) if a == b => (fe, te),
            (None, None) => (from, to),
            _ => return false,
        };
        let (f, t) = (types.get(from), types.get(to));
        let fbits = types.float_bits(from);
        let tbits = types.float_bits(to);
        match self {
            CastOp::Trunc => matches!((f, t), (T::Int(a), T::Int(b)) if a > b),
            CastOp::ZExt | CastOp::SExt => matches!((f, t), (T::Int(a), T::Int(b)) if a < b),
            CastOp::FPTrunc => matches!((fbits, tbits), (Some(a), Some(b)) if a > b),
            CastOp::FPExt => matches!((fbits, tbits), (Some(a), Some(b)) if a < b),
            CastOp::FPToUI | CastOp::FPToSI => fbits.is_some() && matches!(t, T::Int(_)),
            CastOp::UIToFP | CastOp::SIToFP => matches!(f, T::Int(_)) && tbits.is_some(),
            CastOp::PtrToInt => matches!((f, t), (T::Ptr(_), T::Int(_))),
            CastOp::IntToPtr => matches!((f, t), (T::Int(_), T::Ptr(_))),
            CastOp::AddrSpaceCast => matches!((f, t), (T::Ptr(a), T::Ptr(b)) if a != b),
            CastOp::BitCast => false,
        }
    }

    /// Whether the subset allows this conversion in a constant expression.
    pub fn allowed_in_constant(self) -> bool {
        matches!(
            self,
            CastOp::Trunc
                | CastOp::PtrToInt
                | CastOp::IntToPtr
                | CastOp::BitCast
                | CastOp::AddrSpaceCast
        )
    }
}

keyword_enum! {
    /// `icmp` predicates.
    pub enum IntPredicate {
        Eq => "eq",
        Ne => "ne",
        Ugt => "ugt",
        Uge => "uge",
        Ult => "ult",
        Ule => "ule",
        Sgt => "sgt",
        Sge => "sge",
        Slt => "slt",
        Sle => "sle",
    }
}

impl IntPredicate {
    /// The predicate on two `bits`-wide integers (their low `bits` bits; signed predicates
    /// read them sign-extended from that width).
    pub fn eval(self, x: u64, y: u64, bits: u32) -> bool {
        let keep = |v: u64| {
            if bits >= 64 {
                v
            } else {
                v & ((1u64 << bits) - 1)
            }
        };
        let (x, y) = (keep(x), keep(y));
        let (sx, sy) = (
            super::attributes::sign_extend(x, bits),
            super::attributes::sign_extend(y, bits),
        );
        match self {
            IntPredicate::Eq => x == y,
            IntPredicate::Ne => x != y,
            IntPredicate::Ugt => x > y,
            IntPredicate::Uge => x >= y,
            IntPredicate::Ult => x < y,
            IntPredicate::Ule => x <= y,
            IntPredicate::Sgt => sx > sy,
            IntPredicate::Sge => sx >= sy,
            IntPredicate::Slt => sx < sy,
            IntPredicate::Sle => sx <= sy,
        }
    }
}

keyword_enum! {
    /// `fcmp` predicates.
    pub enum FloatPredicate {
        False => "false",
        Oeq => "oeq",
        Ogt => "ogt",
        Oge => "oge",
        Olt => "olt",
        Ole => "ole",
        One => "one",
        Ord => "ord",
        Ueq => "ueq",
        Ugt => "ugt",
        Uge => "uge",
        Ult => "ult",
        Ule => "ule",
        Une => "une",
        Uno => "uno",
        True => "true",
    }
}

keyword_enum! {
    /// Memory orderings of atomic operations.
    pub enum AtomicOrdering {
        Unordered => "unordered",
        Monotonic => "monotonic",
        Acquire => "acquire",
        Release => "release",
        AcqRel => "acq_rel",
        SeqCst => "seq_cst",
    }
}

keyword_enum! {
    /// `atomicrmw` operations.
    pub enum RmwOp {
        Xchg => "xchg",
        Add => "add",
        Sub => "sub",
        And => "and",
        Nand => "nand",
        Or => "or",
        Xor => "xor",
        Max => "max",
        Min => "min",
        UMax => "umax",
        UMin => "umin",
        FAdd => "fadd",
        FSub => "fsub",
        FMax => "fmax",
        FMin => "fmin",
        UIncWrap => "uinc_wrap",
        UDecWrap => "udec_wrap",
    }
}

impl RmwOp {
    /// Whether the operation works on floating point values.
    pub fn is_float(self) -> bool {
        matches!(self, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin)
    }
}

macro_rules! flag_set {
    ($(#[$m:meta])* $name:ident { $($flag:ident = $bit:expr => $kw:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
        pub struct $name(u8);

        impl $name {
            /// No flag.
            pub const NONE: $name = $name(0);
            $(
                #[doc = concat!("`", $kw, "`")]
                pub const $flag: $name = $name($bit);
            )*
            /// Every flag with its keyword, in printing order.
            pub const NAMES: &'static [($name, &'static str)] = &[$(($name::$flag, $kw)),*];

            /// Both sets of flags.
            pub const fn union(self, other: $name) -> $name {
                $name(self.0 | other.0)
            }

            /// Whether every flag of `other` is set.
            pub fn contains(self, other: $name) -> bool {
                self.0 & other.0 == other.0
            }

            /// Whether no flag is set.
            pub fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// The flags of `self` that are also in `other`.
            pub fn intersect(self, other: $name) -> $name {
                $name(self.0 & other.0)
            }

            /// The raw bits.
            pub fn bits(self) -> u8 {
                self.0
            }

            /// The flags of `bits` (unknown bits are dropped).
            pub fn from_bits(bits: u8) -> $name {
                let all = 0 $(| $bit)*;
                $name(bits & all)
            }

            /// The flag spelled `kw`.
            pub fn from_name(kw: &str) -> Option<$name> {
                Self::NAMES.iter().find(|(_, n)| *n == kw).map(|(f, _)| *f)
            }
        }
    };
}

flag_set! {
    /// Flags of integer operations and casts: `nuw`, `nsw`, `exact`, `disjoint`, `nneg`.
    IntFlags {
        NUW = 1 => "nuw",
        NSW = 2 => "nsw",
        EXACT = 4 => "exact",
        DISJOINT = 8 => "disjoint",
        NNEG = 16 => "nneg",
    }
}

flag_set! {
    /// Fast-math flags. `fast` is all of them; the printer writes `fast` when all are set.
    FastMath {
        REASSOC = 1 => "reassoc",
        NNAN = 2 => "nnan",
        NINF = 4 => "ninf",
        NSZ = 8 => "nsz",
        ARCP = 16 => "arcp",
        CONTRACT = 32 => "contract",
        AFN = 64 => "afn",
    }
}

impl FastMath {
    /// `fast`: every flag.
    pub const FAST: FastMath = FastMath(127);
}

flag_set! {
    /// Flags of `getelementptr`. `inbounds` implies `nusw`; both are stored.
    GepFlags {
        INBOUNDS = 1 => "inbounds",
        NUSW = 2 => "nusw",
        NUW = 4 => "nuw",
    }
}

impl GepFlags {
    /// `flags` with the implications LLVM applies (`inbounds` implies `nusw`).
    pub fn normalized(self) -> GepFlags {
        if self.contains(GepFlags::INBOUNDS) {
            self.union(GepFlags::NUSW)
        } else {
            self
        }
    }
}

/// An alignment in bytes, a power of two from 1 to 2^32, stored as its logarithm.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Align(u8);

impl Align {
    /// The largest alignment LLVM allows.
    pub const MAX_LOG2: u8 = 32;
    /// One byte.
    pub const ONE: Align = Align(0);

    /// The alignment of `bytes`, if it is a power of two in range.
    pub fn new(bytes: u64) -> Option<Align> {
        (bytes.is_power_of_two() && bytes.trailing_zeros() <= u32::from(Self::MAX_LOG2))
            .then(|| Align(bytes.trailing_zeros() as u8))
    }

    /// The alignment in bytes.
    pub fn bytes(self) -> u64 {
        1 << self.0
    }

    /// The base-2 logarithm.
    pub fn log2(self) -> u8 {
        self.0
    }
}

/// `tail`, `musttail`, `notail` on a call.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum TailKind {
    /// No marker.
    #[default]
    None,
    /// `tail`
    Tail,
    /// `musttail`
    MustTail,
    /// `notail`
    NoTail,
}

/// A calling convention.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum CallConv {
    /// The default C convention (`ccc`, printed as nothing).
    #[default]
    C,
    /// `fastcc` (8).
    Fast,
    /// `coldcc` (9).
    Cold,
    /// `ptx_kernel` (71): a kernel entry point.
    PtxKernel,
    /// `ptx_device` (72).
    PtxDevice,
    /// `cc N` for any other number.
    Numbered(u32),
}

/// LLVM 19's calling-convention keywords and their numbers (read off `llvm-dis-19`). Seam reads
/// them all; conventions other than C, `fastcc`, `coldcc`, `ptx_kernel` and `ptx_device` are kept
/// as their numbers and printed `ccN`, which is how LLVM prints numbers without a name (LLVM
/// prints 95, the NVPTX outlined-function convention, as `amdgpu_ls`).
pub const CALLING_CONVENTION_KEYWORDS: &[(&str, u32)] = &[
    ("ccc", 0),
    ("fastcc", 8),
    ("coldcc", 9),
    ("ghccc", 10),
    ("anyregcc", 13),
    ("preserve_mostcc", 14),
    ("preserve_allcc", 15),
    ("swiftcc", 16),
    ("cxx_fast_tlscc", 17),
    ("tailcc", 18),
    ("cfguard_checkcc", 19),
    ("swifttailcc", 20),
    ("preserve_nonecc", 21),
    ("x86_stdcallcc", 64),
    ("x86_fastcallcc", 65),
    ("arm_apcscc", 66),
    ("arm_aapcscc", 67),
    ("arm_aapcs_vfpcc", 68),
    ("msp430_intrcc", 69),
    ("x86_thiscallcc", 70),
    ("ptx_kernel", 71),
    ("ptx_device", 72),
    ("spir_func", 75),
    ("spir_kernel", 76),
    ("intel_ocl_bicc", 77),
    ("x86_64_sysvcc", 78),
    ("win64cc", 79),
    ("x86_vectorcallcc", 80),
    ("hhvmcc", 81),
    ("hhvm_ccc", 82),
    ("x86_intrcc", 83),
    ("avr_intrcc", 84),
    ("avr_signalcc", 85),
    ("amdgpu_vs", 87),
    ("amdgpu_gs", 88),
    ("amdgpu_ps", 89),
    ("amdgpu_cs", 90),
    ("amdgpu_kernel", 91),
    ("x86_regcallcc", 92),
    ("amdgpu_hs", 93),
    ("amdgpu_ls", 95),
    ("amdgpu_es", 96),
    ("aarch64_vector_pcs", 97),
    ("aarch64_sve_vector_pcs", 98),
    ("amdgpu_gfx", 100),
    ("aarch64_sme_preservemost_from_x0", 102),
    ("aarch64_sme_preservemost_from_x2", 103),
    ("amdgpu_cs_chain", 104),
    ("amdgpu_cs_chain_preserve", 105),
    ("m68k_rtdcc", 106),
    ("graalcc", 107),
    ("riscv_vector_cc", 110),
    ("aarch64_sme_preservemost_from_x1", 111),
];

/// Conventions outside the subset: the SPIR and AMDGPU entry-point conventions and
/// `x86_intrcc`, whose signature rules (checked on LLVM 19) mean nothing for NVPTX.
pub const UNSUPPORTED_CALLING_CONVENTIONS: &[u32] = &[76, 83, 87, 88, 89, 90, 91, 93, 104, 105];

impl CallConv {
    /// Whether LLVM forbids variadic functions with this convention.
    pub fn forbids_varargs(self) -> bool {
        matches!(
            self,
            CallConv::Fast | CallConv::Cold | CallConv::PtxKernel | CallConv::PtxDevice
        ) || self == CallConv::Numbered(77)
    }

    /// The LLVM keyword for this convention's number, if it has one.
    pub fn keyword(self) -> Option<&'static str> {
        let n = self.number();
        CALLING_CONVENTION_KEYWORDS
            .iter()
            .find(|&&(_, k)| k == n)
            .map(|&(w, _)| w)
    }

    /// The convention spelled by keyword `w` (`ptx_kernel`, `amdgpu_ls`, `cc95`).
    pub fn from_keyword(w: &str) -> Option<CallConv> {
        if let Some(digits) = w.strip_prefix("cc")
            && !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
        {
            return digits.parse().ok().map(CallConv::from_number);
        }
        CALLING_CONVENTION_KEYWORDS
            .iter()
            .find(|(k, _)| *k == w)
            .map(|&(_, n)| CallConv::from_number(n))
    }

    /// The convention with number `n`, by its name where it has one.
    pub fn from_number(n: u32) -> CallConv {
        match n {
            0 => CallConv::C,
            8 => CallConv::Fast,
            9 => CallConv::Cold,
            71 => CallConv::PtxKernel,
            72 => CallConv::PtxDevice,
            n => CallConv::Numbered(n),
        }
    }

    /// The number of the convention.
    pub fn number(self) -> u32 {
        match self {
            CallConv::C => 0,
            CallConv::Fast => 8,
            CallConv::Cold => 9,
            CallConv::PtxKernel => 71,
            CallConv::PtxDevice => 72,
            CallConv::Numbered(n) => n,
        }
    }
}

/// The synchronization scope of an atomic operation (`syncscope("block")`); `None` is the
/// default system scope.
pub type SyncScope = Option<Box<str>>;

/// Atomicity of a `load` or `store`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AtomicInfo {
    /// The ordering.
    pub ordering: AtomicOrdering,
    /// The scope.
    pub scope: SyncScope,
}

/// The operands of a call.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallData {
    /// What is called: a function constant for a direct call, any pointer for an indirect one.
    pub callee: Value,
    /// The function type the call uses.
    pub fn_ty: TypeId,
    /// Arguments.
    pub args: Vec<Value>,
    /// Attributes of each argument (same length as `args`).
    pub arg_attrs: Vec<AttrSetId>,
    /// Attributes of the return value.
    pub ret_attrs: AttrSetId,
    /// Function attributes of the call site.
    pub fn_attrs: AttrSetId,
    /// Calling convention.
    pub cc: CallConv,
    /// Tail-call marker.
    pub tail: TailKind,
    /// Fast-math flags (for calls returning floating point).
    pub fmf: FastMath,
}

/// The operands of `atomicrmw`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AtomicRmwData {
    /// The operation.
    pub op: RmwOp,
    /// Address.
    pub ptr: Value,
    /// Operand.
    pub val: Value,
    /// Ordering.
    pub ordering: AtomicOrdering,
    /// Scope.
    pub scope: SyncScope,
    /// Alignment.
    pub align: Align,
    /// `volatile`.
    pub volatile: bool,
}

/// The operands of `cmpxchg`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CmpXchgData {
    /// Address.
    pub ptr: Value,
    /// Expected value.
    pub cmp: Value,
    /// Replacement value.
    pub new: Value,
    /// Ordering when the exchange happens.
    pub success: AtomicOrdering,
    /// Ordering when it does not.
    pub failure: AtomicOrdering,
    /// Scope.
    pub scope: SyncScope,
    /// Alignment.
    pub align: Align,
    /// `volatile`.
    pub volatile: bool,
    /// `weak`: may fail spuriously.
    pub weak: bool,
}

/// An instruction.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum InstData {
    /// `add`, `fmul`, ...: `flags` are [`IntFlags`] bits for integer operations and
    /// [`FastMath`] bits for floating point ones.
    Binary {
        /// Operation.
        op: BinaryOp,
        /// Flags (see above).
        flags: u8,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fneg`.
    FNeg {
        /// Fast-math flags.
        fmf: FastMath,
        /// Operand.
        arg: Value,
    },
    /// `icmp`: integers or pointers, result `i1`.
    ICmp {
        /// Predicate.
        pred: IntPredicate,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `fcmp`, result `i1`.
    FCmp {
        /// Predicate.
        pred: FloatPredicate,
        /// Fast-math flags.
        fmf: FastMath,
        /// Left operand.
        lhs: Value,
        /// Right operand.
        rhs: Value,
    },
    /// `select`.
    Select {
        /// Fast-math flags.
        fmf: FastMath,
        /// `i1` condition.
        cond: Value,
        /// Value when true.
        if_true: Value,
        /// Value when false.
        if_false: Value,
    },
    /// `phi`: one incoming value per predecessor edge.
    Phi {
        /// Fast-math flags.
        fmf: FastMath,
        /// (value, predecessor) pairs.
        incoming: Vec<(Value, Block)>,
    },
    /// `alloca`: result `ptr addrspace(space)`.
    Alloca {
        /// Allocated type.
        ty: TypeId,
        /// Number of elements (`None` for one).
        count: Option<Value>,
        /// Alignment.
        align: Align,
        /// Address space of the result.
        space: AddrSpace,
    },
    /// `load`: the loaded type is the instruction's result type.
    Load {
        /// Address.
        ptr: Value,
        /// Alignment.
        align: Align,
        /// `volatile`.
        volatile: bool,
        /// `atomic` ordering and scope.
        atomic: Option<Box<AtomicInfo>>,
    },
    /// `store`.
    Store {
        /// Stored value.
        value: Value,
        /// Address.
        ptr: Value,
        /// Alignment.
        align: Align,
        /// `volatile`.
        volatile: bool,
        /// `atomic` ordering and scope.
        atomic: Option<Box<AtomicInfo>>,
    },
    /// `getelementptr`: result has the base's type.
    Gep {
        /// The type the first index steps over.
        source_ty: TypeId,
        /// `inbounds`, `nusw`, `nuw`.
        flags: GepFlags,
        /// Base pointer.
        base: Value,
        /// Indices.
        indices: Vec<Value>,
    },
    /// A conversion to the instruction's result type.
    Cast {
        /// Conversion.
        op: CastOp,
        /// `nuw`/`nsw` on `trunc`, `nneg` on `zext`/`uitofp`.
        flags: IntFlags,
        /// Operand.
        arg: Value,
    },
    /// `extractvalue`.
    ExtractValue {
        /// Aggregate.
        agg: Value,
        /// Constant path into it.
        indices: Box<[u32]>,
    },
    /// `insertvalue`.
    InsertValue {
        /// Aggregate.
        agg: Value,
        /// Inserted element.
        elt: Value,
        /// Constant path into the aggregate.
        indices: Box<[u32]>,
    },
    /// `extractelement`: lane `idx` of vector `vec` (poison when `idx` is out of range).
    ExtractElement {
        /// Vector.
        vec: Value,
        /// Lane index (any integer type).
        idx: Value,
    },
    /// `insertelement`: `vec` with lane `idx` replaced by `elt` (poison when out of range).
    InsertElement {
        /// Vector.
        vec: Value,
        /// New lane value.
        elt: Value,
        /// Lane index (any integer type).
        idx: Value,
    },
    /// `shufflevector`: lane `i` of the result is lane `mask[i]` of `a ++ b`; a `None` mask
    /// lane is poison.
    ShuffleVector {
        /// First vector.
        a: Value,
        /// Second vector (same type).
        b: Value,
        /// The constant mask (its length is the result's).
        mask: Box<[Option<u32>]>,
    },
    /// `call`.
    Call(Box<CallData>),
    /// `atomicrmw`.
    AtomicRmw(Box<AtomicRmwData>),
    /// `cmpxchg`: result `{ ty, i1 }`.
    CmpXchg(Box<CmpXchgData>),
    /// `fence`.
    Fence {
        /// Ordering.
        ordering: AtomicOrdering,
        /// Scope.
        scope: SyncScope,
    },
    /// `freeze`.
    Freeze {
        /// Operand.
        arg: Value,
    },
    /// `ret`.
    Ret {
        /// Returned value (`None` for `ret void`).
        value: Option<Value>,
    },
    /// Unconditional `br`.
    Br {
        /// Target.
        dest: Block,
    },
    /// Conditional `br`.
    CondBr {
        /// `i1` condition.
        cond: Value,
        /// Target when true.
        if_true: Block,
        /// Target when false.
        if_false: Block,
    },
    /// `switch`.
    Switch {
        /// Integer condition.
        cond: Value,
        /// Target when no case matches.
        default: Block,
        /// (integer constant, target) pairs.
        cases: Vec<(ConstId, Block)>,
    },
    /// `unreachable`.
    Unreachable,
}

impl InstData {
    /// Whether this is an `alloca` that LLVM gives a fixed stack slot (`isStaticAlloca`) when
    /// it stands in the entry block: one element, or a constant count.
    pub fn is_fixed_count_alloca(&self) -> bool {
        matches!(self, InstData::Alloca { count, .. }
            if count.is_none_or(|c| matches!(c, Value::Const(_))))
    }

    /// The instruction's keyword.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            InstData::Binary { op, .. } => op.name(),
            InstData::FNeg { .. } => "fneg",
            InstData::ICmp { .. } => "icmp",
            InstData::FCmp { .. } => "fcmp",
            InstData::Select { .. } => "select",
            InstData::Phi { .. } => "phi",
            InstData::Alloca { .. } => "alloca",
            InstData::Load { .. } => "load",
            InstData::Store { .. } => "store",
            InstData::Gep { .. } => "getelementptr",
            InstData::Cast { op, .. } => op.name(),
            InstData::ExtractValue { .. } => "extractvalue",
            InstData::InsertValue { .. } => "insertvalue",
            InstData::ExtractElement { .. } => "extractelement",
            InstData::InsertElement { .. } => "insertelement",
            InstData::ShuffleVector { .. } => "shufflevector",
            InstData::Call(_) => "call",
            InstData::AtomicRmw(_) => "atomicrmw",
            InstData::CmpXchg(_) => "cmpxchg",
            InstData::Fence { .. } => "fence",
            InstData::Freeze { .. } => "freeze",
            InstData::Ret { .. } => "ret",
            InstData::Br { .. } | InstData::CondBr { .. } => "br",
            InstData::Switch { .. } => "switch",
            InstData::Unreachable => "unreachable",
        }
    }

    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        match self {
            InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => true,
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. } => false,
        }
    }

    /// Whether this is a `phi`.
    pub fn is_phi(&self) -> bool {
        matches!(self, InstData::Phi { .. })
    }

    /// Calls `f` on every value operand, in textual order (phi incoming values included; block
    /// operands are not values, see [`visit_successors`](Self::visit_successors)).
    pub fn visit_operands(&self, mut f: impl FnMut(Value)) {
        match self {
            InstData::Binary { lhs, rhs, .. }
            | InstData::ICmp { lhs, rhs, .. }
            | InstData::FCmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs);
            }
            InstData::FNeg { arg, .. } | InstData::Cast { arg, .. } | InstData::Freeze { arg } => {
                f(*arg)
            }
            InstData::Select {
                cond,
                if_true,
                if_false,
                ..
            } => {
                f(*cond);
                f(*if_true);
                f(*if_false);
            }
            InstData::Phi { incoming, .. } => incoming.iter().for_each(|(v, _)| f(*v)),
            InstData::Alloca { count, .. } => {
                if let Some(c) = count {
                    f(*c)
                }
            }
            InstData::Load { ptr, .. } => f(*ptr),
            InstData::Store { value, ptr, .. } => {
                f(*value);
                f(*ptr);
            }
            InstData::Gep { base, indices, .. } => {
                f(*base);
                indices.iter().for_each(|v| f(*v));
            }
            InstData::ExtractValue { agg, .. } => f(*agg),
            InstData::InsertValue { agg, elt, .. } => {
                f(*agg);
                f(*elt);
            }
            InstData::ExtractElement { vec, idx } => {
                f(*vec);
                f(*idx);
            }
            InstData::InsertElement { vec, elt, idx } => {
                f(*vec);
                f(*elt);
                f(*idx);
            }
            InstData::ShuffleVector { a, b, .. } => {
                f(*a);
                f(*b);
            }
            InstData::Call(c) => {
                f(c.callee);
                c.args.iter().for_each(|v| f(*v));
            }
            InstData::AtomicRmw(a) => {
                f(a.ptr);
                f(a.val);
            }
            InstData::CmpXchg(c) => {
                f(c.ptr);
                f(c.cmp);
                f(c.new);
            }
            InstData::Ret { value } => {
                if let Some(v) = value {
                    f(*v)
                }
            }
            InstData::CondBr { cond, .. } | InstData::Switch { cond, .. } => f(*cond),
            InstData::Fence { .. } | InstData::Br { .. } | InstData::Unreachable => {}
        }
    }

    /// Calls `f` on every value operand, mutably, in the same order as
    /// [`visit_operands`](Self::visit_operands).
    pub fn visit_operands_mut(&mut self, mut f: impl FnMut(&mut Value)) {
        match self {
            InstData::Binary { lhs, rhs, .. }
            | InstData::ICmp { lhs, rhs, .. }
            | InstData::FCmp { lhs, rhs, .. } => {
                f(lhs);
                f(rhs);
            }
            InstData::FNeg { arg, .. } | InstData::Cast { arg, .. } | InstData::Freeze { arg } => {
                f(arg)
            }
            InstData::Select {
                cond,
                if_true,
                if_false,
                ..
            } => {
                f(cond);
                f(if_true);
                f(if_false);
            }
            InstData::Phi { incoming, .. } => incoming.iter_mut().for_each(|(v, _)| f(v)),
            InstData::Alloca { count, .. } => {
                if let Some(c) = count {
                    f(c)
                }
            }
            InstData::Load { ptr, .. } => f(ptr),
            InstData::Store { value, ptr, .. } => {
                f(value);
                f(ptr);
            }
            InstData::Gep { base, indices, .. } => {
                f(base);
                indices.iter_mut().for_each(&mut f);
            }
            InstData::ExtractValue { agg, .. } => f(agg),
            InstData::InsertValue { agg, elt, .. } => {
                f(agg);
                f(elt);
            }
            InstData::ExtractElement { vec, idx } => {
                f(vec);
                f(idx);
            }
            InstData::InsertElement { vec, elt, idx } => {
                f(vec);
                f(elt);
                f(idx);
            }
            InstData::ShuffleVector { a, b, .. } => {
                f(a);
                f(b);
            }
            InstData::Call(c) => {
                f(&mut c.callee);
                c.args.iter_mut().for_each(&mut f);
            }
            InstData::AtomicRmw(a) => {
                f(&mut a.ptr);
                f(&mut a.val);
            }
            InstData::CmpXchg(c) => {
                f(&mut c.ptr);
                f(&mut c.cmp);
                f(&mut c.new);
            }
            InstData::Ret { value } => {
                if let Some(v) = value {
                    f(v)
                }
            }
            InstData::CondBr { cond, .. } | InstData::Switch { cond, .. } => f(cond),
            InstData::Fence { .. } | InstData::Br { .. } | InstData::Unreachable => {}
        }
    }

    /// Calls `f` on every successor block of a terminator, in textual order, once per edge (a
    /// `switch` with two cases to one block gives it twice). Non-terminators have none.
    pub fn visit_successors(&self, mut f: impl FnMut(Block)) {
        match self {
            InstData::Br { dest } => f(*dest),
            InstData::CondBr {
                if_true, if_false, ..
            } => {
                f(*if_true);
                f(*if_false);
            }
            InstData::Switch { default, cases, .. } => {
                f(*default);
                cases.iter().for_each(|(_, b)| f(*b));
            }
            InstData::Ret { .. }
            | InstData::Unreachable
            | InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. } => {}
        }
    }

    /// Calls `f` on every block this instruction names: successors of a terminator, and the
    /// predecessor blocks of a `phi`.
    pub fn visit_blocks(&self, mut f: impl FnMut(Block)) {
        match self {
            InstData::Phi { incoming, .. } => incoming.iter().for_each(|(_, b)| f(*b)),
            _ => self.visit_successors(f),
        }
    }

    /// Calls `f` on every block this instruction names: successors of a terminator, and the
    /// predecessor blocks of a `phi`.
    pub fn visit_blocks_mut(&mut self, mut f: impl FnMut(&mut Block)) {
        match self {
            InstData::Br { dest } => f(dest),
            InstData::CondBr {
                if_true, if_false, ..
            } => {
                f(if_true);
                f(if_false);
            }
            InstData::Switch { default, cases, .. } => {
                f(default);
                cases.iter_mut().for_each(|(_, b)| f(b));
            }
            InstData::Phi { incoming, .. } => incoming.iter_mut().for_each(|(_, b)| f(b)),
            InstData::Ret { .. }
            | InstData::Unreachable
            | InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Alloca { .. }
            | InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. }
            | InstData::Freeze { .. } => {}
        }
    }

    /// Whether the instruction may write memory, synchronize, or have another effect beyond
    /// its result (so it cannot be deleted when its result is unused).
    pub fn has_side_effects(&self) -> bool {
        match self {
            InstData::Store { .. }
            | InstData::Call(_)
            | InstData::AtomicRmw(_)
            | InstData::CmpXchg(_)
            | InstData::Fence { .. } => true,
            InstData::Load {
                volatile, atomic, ..
            } => *volatile || atomic.is_some(),
            InstData::Ret { .. }
            | InstData::Br { .. }
            | InstData::CondBr { .. }
            | InstData::Switch { .. }
            | InstData::Unreachable => true,
            InstData::Binary { .. }
            | InstData::FNeg { .. }
            | InstData::ICmp { .. }
            | InstData::FCmp { .. }
            | InstData::Select { .. }
            | InstData::Phi { .. }
            | InstData::Alloca { .. }
            | InstData::Gep { .. }
            | InstData::Cast { .. }
            | InstData::ExtractValue { .. }
            | InstData::InsertValue { .. }
            | InstData::ExtractElement { .. }
            | InstData::InsertElement { .. }
            | InstData::ShuffleVector { .. }
            | InstData::Freeze { .. } => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyword_tables_round_trip() {
        for &op in BinaryOp::ALL {
            assert_eq!(BinaryOp::from_name(op.name()), Some(op));
        }
        for &op in CastOp::ALL {
            assert_eq!(CastOp::from_name(op.name()), Some(op));
        }
        for &p in FloatPredicate::ALL {
            assert_eq!(FloatPredicate::from_name(p.name()), Some(p));
        }
        assert_eq!(RmwOp::from_name("uinc_wrap"), Some(RmwOp::UIncWrap));
        assert_eq!(IntFlags::from_name("disjoint"), Some(IntFlags::DISJOINT));
    }

    #[test]
    fn align_is_a_power_of_two() {
        assert_eq!(Align::new(16).map(Align::bytes), Some(16));
        assert_eq!(Align::new(12), None);
        assert_eq!(Align::new(0), None);
        assert_eq!(Align::new(1 << 33), None);
    }

    #[test]
    fn instruction_data_stays_small() {
        // Instructions are stored by the hundred thousand; keep the enum compact.
        assert!(
            std::mem::size_of::<InstData>() <= 40,
            "{}",
            std::mem::size_of::<InstData>()
        );
        assert_eq!(std::mem::size_of::<Value>(), 8);
        assert_eq!(std::mem::size_of::<Option<Value>>(), 8);
    }

    #[test]
    fn calling_convention_numbers() {
        for n in [0, 8, 9, 71, 72, 95] {
            assert_eq!(CallConv::from_number(n).number(), n);
        }
        assert_eq!(CallConv::from_number(71), CallConv::PtxKernel);
    }
}
