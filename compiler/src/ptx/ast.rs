//! The PTX syntax tree: what [`parse`](super::parse) builds and [`print`](super::print) writes.
//!
//! The tree is syntactic, one node per construct of the text, so that printing it gives PTX
//! that reads back to an equal tree (`parse(print(m)) == m`). Instructions keep their opcode,
//! their modifiers in order (state spaces and types decoded, the rest as written) and their
//! operands; what an instruction *means* is for the layers built on top (the metrics here, the
//! PTX interpreter and the machine outliner later) to decode, from one place:
//! [`Instruction::space`], [`Instruction::types`] and friends.
//!
//! Source locations ([`Loc`]) are kept on functions and instructions for messages, and never
//! take part in equality.

use std::fmt;

use crate::ir::SrcLoc;

/// A whole PTX module.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Module {
    /// `.version MAJOR.MINOR`.
    pub version: Option<(u32, u32)>,
    /// `.target sm_90, texmode_independent, debug` (each name as written).
    pub target: Vec<String>,
    /// `.address_size 64`.
    pub address_size: Option<u32>,
    /// Variables and functions, in order.
    pub items: Vec<Item>,
}

/// A module-level item.
#[derive(Clone, PartialEq, Debug)]
pub enum Item {
    /// A variable in a state space (`.global`, `.const`, `.shared`, ...).
    Var(VarDecl),
    /// A `.func` or `.entry`, declared or defined.
    Function(Function),
}

/// A source location that equality ignores (see the module documentation).
#[derive(Clone, Copy, Default)]
pub struct Loc(pub SrcLoc);

impl PartialEq for Loc {
    fn eq(&self, _: &Loc) -> bool {
        true
    }
}

impl fmt::Debug for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.0.line, self.0.col)
    }
}

/// `.visible`, `.extern`, `.weak`, `.common`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Linkage {
    /// `.visible`: defined here, visible to other modules.
    Visible,
    /// `.extern`: defined elsewhere.
    Extern,
    /// `.weak`: visible, may be overridden.
    Weak,
    /// `.common`: visible, merged with other definitions (globals only).
    Common,
}

impl Linkage {
    /// The directive, without the dot.
    pub fn name(self) -> &'static str {
        match self {
            Linkage::Visible => "visible",
            Linkage::Extern => "extern",
            Linkage::Weak => "weak",
            Linkage::Common => "common",
        }
    }

    /// From a directive name (without the dot).
    pub fn from_name(s: &str) -> Option<Linkage> {
        Some(match s {
            "visible" => Linkage::Visible,
            "extern" => Linkage::Extern,
            "weak" => Linkage::Weak,
            "common" => Linkage::Common,
            _ => return None,
        })
    }
}

/// A state space.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum StateSpace {
    /// `.reg`: registers.
    Reg,
    /// `.sreg`: special registers.
    Sreg,
    /// `.const`: constant memory.
    Const,
    /// `.global`: global memory.
    Global,
    /// `.local`: per-thread memory.
    Local,
    /// `.param`: kernel and function parameters.
    Param,
    /// `.param::entry`: kernel parameters.
    ParamEntry,
    /// `.param::func`: function parameters.
    ParamFunc,
    /// `.shared`: per-block memory.
    Shared,
    /// `.shared::cta`: the executing block's shared memory.
    SharedCta,
    /// `.shared::cluster`: shared memory of any block of the cluster.
    SharedCluster,
    /// `.tex`: texture references (deprecated).
    Tex,
}

impl StateSpace {
    /// Every state space.
    pub const ALL: [StateSpace; 12] = [
        StateSpace::Reg,
        StateSpace::Sreg,
        StateSpace::Const,
        StateSpace::Global,
        StateSpace::Local,
        StateSpace::Param,
        StateSpace::ParamEntry,
        StateSpace::ParamFunc,
        StateSpace::Shared,
        StateSpace::SharedCta,
        StateSpace::SharedCluster,
        StateSpace::Tex,
    ];

    /// The directive, without the dot (`shared::cta`).
    pub fn name(self) -> &'static str {
        match self {
            StateSpace::Reg => "reg",
            StateSpace::Sreg => "sreg",
            StateSpace::Const => "const",
            StateSpace::Global => "global",
            StateSpace::Local => "local",
            StateSpace::Param => "param",
            StateSpace::ParamEntry => "param::entry",
            StateSpace::ParamFunc => "param::func",
            StateSpace::Shared => "shared",
            StateSpace::SharedCta => "shared::cta",
            StateSpace::SharedCluster => "shared::cluster",
            StateSpace::Tex => "tex",
        }
    }

    /// From a directive name (without the dot).
    pub fn from_name(s: &str) -> Option<StateSpace> {
        StateSpace::ALL.into_iter().find(|sp| sp.name() == s)
    }

    /// The memory this space belongs to, folding the qualified forms (`.shared::cta` is
    /// shared, `.param::func` is param). `None` for registers and textures.
    pub fn memory(self) -> Option<MemSpace> {
        Some(match self {
            StateSpace::Const => MemSpace::Const,
            StateSpace::Global => MemSpace::Global,
            StateSpace::Local => MemSpace::Local,
            StateSpace::Param | StateSpace::ParamEntry | StateSpace::ParamFunc => MemSpace::Param,
            StateSpace::Shared | StateSpace::SharedCta => MemSpace::Shared,
            StateSpace::SharedCluster => MemSpace::SharedCluster,
            StateSpace::Reg | StateSpace::Sreg | StateSpace::Tex => return None,
        })
    }
}

/// Where a memory access goes: generic (no state space written) or a specific space.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum MemSpace {
    /// No state space: the address is generic and the hardware resolves it.
    Generic,
    /// `.global`.
    Global,
    /// `.shared` / `.shared::cta`.
    Shared,
    /// `.shared::cluster`.
    SharedCluster,
    /// `.const`.
    Const,
    /// `.local`.
    Local,
    /// `.param`.
    Param,
}

impl MemSpace {
    /// Every memory space, in report order.
    pub const ALL: [MemSpace; 7] = [
        MemSpace::Generic,
        MemSpace::Global,
        MemSpace::Shared,
        MemSpace::SharedCluster,
        MemSpace::Const,
        MemSpace::Local,
        MemSpace::Param,
    ];

    /// A short name for reports.
    pub fn name(self) -> &'static str {
        match self {
            MemSpace::Generic => "generic",
            MemSpace::Global => "global",
            MemSpace::Shared => "shared",
            MemSpace::SharedCluster => "shared::cluster",
            MemSpace::Const => "const",
            MemSpace::Local => "local",
            MemSpace::Param => "param",
        }
    }
}

/// A fundamental type (`.u32`, `.f32`, `.pred`, ...), or an opaque handle type (`.texref`,
/// `.samplerref`, `.surfref`: image and sampler parameters).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[allow(missing_docs)]
pub enum ScalarType {
    B8,
    B16,
    B32,
    B64,
    B128,
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    F16,
    F16x2,
    Bf16,
    Bf16x2,
    Tf32,
    F32,
    F64,
    E4m3,
    E5m2,
    E4m3x2,
    E5m2x2,
    Pred,
    TexRef,
    SamplerRef,
    SurfRef,
}

impl ScalarType {
    /// Every type.
    pub const ALL: [ScalarType; 28] = [
        ScalarType::B8,
        ScalarType::B16,
        ScalarType::B32,
        ScalarType::B64,
        ScalarType::B128,
        ScalarType::U8,
        ScalarType::U16,
        ScalarType::U32,
        ScalarType::U64,
        ScalarType::S8,
        ScalarType::S16,
        ScalarType::S32,
        ScalarType::S64,
        ScalarType::F16,
        ScalarType::F16x2,
        ScalarType::Bf16,
        ScalarType::Bf16x2,
        ScalarType::Tf32,
        ScalarType::F32,
        ScalarType::F64,
        ScalarType::E4m3,
        ScalarType::E5m2,
        ScalarType::E4m3x2,
        ScalarType::E5m2x2,
        ScalarType::Pred,
        ScalarType::TexRef,
        ScalarType::SamplerRef,
        ScalarType::SurfRef,
    ];

    /// The directive, without the dot.
    pub fn name(self) -> &'static str {
        match self {
            ScalarType::B8 => "b8",
            ScalarType::B16 => "b16",
            ScalarType::B32 => "b32",
            ScalarType::B64 => "b64",
            ScalarType::B128 => "b128",
            ScalarType::U8 => "u8",
            ScalarType::U16 => "u16",
            ScalarType::U32 => "u32",
            ScalarType::U64 => "u64",
            ScalarType::S8 => "s8",
            ScalarType::S16 => "s16",
            ScalarType::S32 => "s32",
            ScalarType::S64 => "s64",
            ScalarType::F16 => "f16",
            ScalarType::F16x2 => "f16x2",
            ScalarType::Bf16 => "bf16",
            ScalarType::Bf16x2 => "bf16x2",
            ScalarType::Tf32 => "tf32",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
            ScalarType::E4m3 => "e4m3",
            ScalarType::E5m2 => "e5m2",
            ScalarType::E4m3x2 => "e4m3x2",
            ScalarType::E5m2x2 => "e5m2x2",
            ScalarType::Pred => "pred",
            ScalarType::TexRef => "texref",
            ScalarType::SamplerRef => "samplerref",
            ScalarType::SurfRef => "surfref",
        }
    }

    /// From a directive name (without the dot).
    pub fn from_name(s: &str) -> Option<ScalarType> {
        ScalarType::ALL.into_iter().find(|t| t.name() == s)
    }

    /// Size in bytes (a predicate counts as one byte, as `.param` and memory store it; a handle
    /// as the 8 bytes of its 64-bit value).
    pub fn size(self) -> u32 {
        match self {
            ScalarType::B8
            | ScalarType::U8
            | ScalarType::S8
            | ScalarType::E4m3
            | ScalarType::E5m2
            | ScalarType::Pred => 1,
            ScalarType::B16
            | ScalarType::U16
            | ScalarType::S16
            | ScalarType::F16
            | ScalarType::Bf16
            | ScalarType::E4m3x2
            | ScalarType::E5m2x2 => 2,
            ScalarType::B32
            | ScalarType::U32
            | ScalarType::S32
            | ScalarType::F16x2
            | ScalarType::Bf16x2
            | ScalarType::Tf32
            | ScalarType::F32 => 4,
            ScalarType::B64
            | ScalarType::U64
            | ScalarType::S64
            | ScalarType::F64
            | ScalarType::TexRef
            | ScalarType::SamplerRef
            | ScalarType::SurfRef => 8,
            ScalarType::B128 => 16,
        }
    }
}

/// A variable declaration: a module-level variable, or a `.reg`/`.local`/`.shared`/`.param`
/// declaration in a body.
///
/// `[linkage] .space [.align N] [.vN] .type name[dims]<count>, ... [= initializer];`
#[derive(Clone, PartialEq, Debug)]
pub struct VarDecl {
    /// `.visible`, `.extern`, ... (module level only).
    pub linkage: Option<Linkage>,
    /// The state space.
    pub space: StateSpace,
    /// `.align N`.
    pub align: Option<u32>,
    /// `.v2`, `.v4`, `.v8`: a vector of that many elements.
    pub vector: Option<u8>,
    /// The element type.
    pub ty: ScalarType,
    /// The names declared (usually one; `.reg` may declare several).
    pub names: Vec<DeclName>,
    /// `= ...` (only with a single name).
    pub init: Option<Initializer>,
}

/// One declared name: `a`, `a[4]`, `a[]`, `%r<12>` (twelve registers `%r0`..`%r11`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DeclName {
    /// The name.
    pub name: String,
    /// Array dimensions (`None`: `[]`, size from the initializer or external).
    pub dims: Vec<Option<u64>>,
    /// `<N>`: a parameterized declaration of `N` names `name0`..`name{N-1}`.
    pub count: Option<u32>,
}

impl VarDecl {
    /// The size in bytes of one declared name's storage (element size times the vector width
    /// times the array dimensions); `None` when a dimension is open (`[]`).
    pub fn size_of_one(&self) -> Option<u64> {
        let name = self.names.first()?;
        let mut n = u64::from(self.ty.size()) * u64::from(self.vector.unwrap_or(1));
        for d in &name.dims {
            n = n.checked_mul((*d)?)?;
        }
        Some(n)
    }
}

/// An initializer of a module-level variable.
#[derive(Clone, PartialEq, Debug)]
pub enum Initializer {
    /// An integer, a float (as bits), a symbol's address, a masked byte of one.
    Value(InitValue),
    /// `{a, b, ...}`: an array (possibly nested).
    List(Vec<Initializer>),
}

/// A scalar initializer.
#[derive(Clone, PartialEq, Debug)]
pub enum InitValue {
    /// A literal.
    Imm(Immediate),
    /// `name`, `name+8`, `generic(name)`, `generic(name)+8`: the address of a variable or
    /// function (generic: converted to a generic address).
    Addr {
        /// The symbol.
        name: String,
        /// `generic(...)`.
        generic: bool,
        /// Byte offset.
        offset: i64,
    },
    /// `0xFF00(generic(name))`: one byte of an address (what LLVM writes for pointers at
    /// unaligned offsets of a `.b8` array); the mask selects the byte.
    Masked {
        /// The mask, e.g. `0xFF00`.
        mask: u64,
        /// The address.
        inner: Box<InitValue>,
    },
}

/// A function: `.entry` (kernel) or `.func` (device function).
#[derive(Clone, PartialEq, Debug)]
pub struct Function {
    /// `.visible`, `.extern`, `.weak`.
    pub linkage: Option<Linkage>,
    /// Kernel or device function.
    pub kind: FunctionKind,
    /// Return parameters (`.func (.param .b32 func_retval0) f(...)`).
    pub returns: Vec<Param>,
    /// The name.
    pub name: String,
    /// The parameters.
    pub params: Vec<Param>,
    /// Performance directives between the signature and the body (`.maxntid 128, 1, 1`,
    /// `.noreturn`, `.pragma "nounroll";`).
    pub directives: Vec<FuncDirective>,
    /// The body; `None` for a declaration (`... ;`).
    pub body: Option<Vec<Statement>>,
    /// Where the function starts.
    pub loc: Loc,
}

/// `.entry` or `.func`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FunctionKind {
    /// `.entry`: a kernel.
    Entry,
    /// `.func`: a device function.
    Func,
}

/// A performance directive: `.maxntid 128, 1, 1`, `.minnctapersm 2`, `.noreturn`; or
/// `.pragma "..." ;`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FuncDirective {
    /// A directive with integer arguments (possibly none).
    Directive {
        /// The name without the dot (`maxntid`).
        name: String,
        /// Its arguments.
        args: Vec<u64>,
    },
    /// `.pragma "a", "b";`.
    Pragma(Vec<String>),
}

/// A parameter of a function (or of a call prototype):
/// `.param [.ptr [.space] .align N] [.align N] .type name[dims]`, or `.reg .type name`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Param {
    /// `.param` (or `.reg` for register parameters).
    pub space: StateSpace,
    /// `.align N`.
    pub align: Option<u32>,
    /// `.v2`/`.v4`.
    pub vector: Option<u8>,
    /// The element type.
    pub ty: ScalarType,
    /// `.ptr [.space] .align N` (kernel parameters that are pointers).
    pub ptr: Option<PtrAttr>,
    /// The name (`_` in call prototypes).
    pub name: String,
    /// Array dimensions (`.b8 p[24]`).
    pub dims: Vec<Option<u64>>,
}

impl Param {
    /// The size in bytes; `None` with an open dimension.
    pub fn size(&self) -> Option<u64> {
        let mut n = u64::from(self.ty.size()) * u64::from(self.vector.unwrap_or(1));
        for d in &self.dims {
            n = n.checked_mul((*d)?)?;
        }
        Some(n)
    }
}

/// The `.ptr` attribute of a kernel parameter: the space it points into (or the image handle it
/// is: `.param .u64 .ptr .texref p`) and its alignment.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PtrAttr {
    /// `.global`, `.shared`, ... (generic when absent).
    pub space: Option<StateSpace>,
    /// `.texref`, `.samplerref`, `.surfref`.
    pub handle: Option<ScalarType>,
    /// `.align N`.
    pub align: Option<u32>,
}

/// A statement of a function body.
#[derive(Clone, PartialEq, Debug)]
pub enum Statement {
    /// `.reg .b32 %r<5>;`, `.local .align 8 .b8 __local_depot0[16];`, `.param .b32 param0;`.
    Decl(VarDecl),
    /// `name:`.
    Label(String),
    /// An instruction.
    Inst(Instruction),
    /// `{ ... }`: a nested scope (LLVM wraps each call sequence in one).
    Block(Vec<Statement>),
    /// `name: .callprototype (.param .b32 _) _ (.param .b32 _);`: the signature of an indirect
    /// call.
    Prototype(Prototype),
    /// `.pragma "nounroll";`.
    Pragma(Vec<String>),
}

impl Statement {
    /// Instructions in it: 1 for an instruction, those of a block's statements, else 0.
    pub fn instruction_count(&self) -> usize {
        match self {
            Statement::Inst(_) => 1,
            Statement::Block(b) => b.iter().map(Statement::instruction_count).sum(),
            Statement::Decl(_)
            | Statement::Label(_)
            | Statement::Prototype(_)
            | Statement::Pragma(_) => 0,
        }
    }
}

/// A call prototype (for indirect calls).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Prototype {
    /// Its label.
    pub name: String,
    /// Return parameters.
    pub returns: Vec<Param>,
    /// Parameters.
    pub params: Vec<Param>,
    /// `.noreturn`.
    pub noreturn: bool,
}

/// The names inside instructions (opcodes, registers, symbols, modifiers): short strings
/// kept inline, without an allocation of their own up to 24 bytes (a module has millions of
/// them; the outliner, the printer and the interpreters read them all).
pub type Name = compact_str::CompactString;

/// An instruction: `[@[!]%p] opcode[.modifier]* operand, ...;`.
#[derive(Clone, PartialEq, Debug)]
pub struct Instruction {
    /// The guard predicate.
    pub guard: Option<Guard>,
    /// The opcode (`ld`, `mov`, `call`, ...).
    pub opcode: Name,
    /// The modifiers after the opcode, in order (`ld.global.nc.v2.u32`: global, nc, v2, u32).
    pub modifiers: Vec<Modifier>,
    /// The operands.
    pub operands: Vec<Operand>,
    /// Where the instruction is.
    pub loc: Loc,
}

/// `@%p` or `@!%p`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Guard {
    /// `!`: the instruction runs when the predicate is false.
    pub negated: bool,
    /// The predicate register.
    pub reg: Name,
}

/// One `.xxx` modifier of an opcode.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Modifier {
    /// A state space (`.global`, `.shared::cta`).
    Space(StateSpace),
    /// A type (`.u32`, `.f64`).
    Type(ScalarType),
    /// `.v2`, `.v4`, `.v8`.
    Vector(u8),
    /// Anything else, without the dot (`rn`, `uni`, `to`, `nc`, `L2::evict_last`).
    Other(Name),
}

impl Modifier {
    /// Decodes `name` (without the dot).
    pub fn from_name(name: &str) -> Modifier {
        if let Some(s) = StateSpace::from_name(name) {
            return Modifier::Space(s);
        }
        if let Some(t) = ScalarType::from_name(name) {
            return Modifier::Type(t);
        }
        match name {
            "v2" => Modifier::Vector(2),
            "v4" => Modifier::Vector(4),
            "v8" => Modifier::Vector(8),
            _ => Modifier::Other(name.into()),
        }
    }
}

impl fmt::Display for Modifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Modifier::Space(s) => f.write_str(s.name()),
            Modifier::Type(t) => f.write_str(t.name()),
            Modifier::Vector(n) => write!(f, "v{n}"),
            Modifier::Other(s) => f.write_str(s),
        }
    }
}

/// An operand.
#[derive(Clone, PartialEq, Debug)]
pub enum Operand {
    /// A register: `%r1`, `%tid.x`, `%SP`.
    Reg(Name),
    /// `!%p`: a negated predicate.
    Not(Name),
    /// `%p|%q`: the two predicate results of `setp`.
    Pair(Name, Name),
    /// A literal.
    Imm(Immediate),
    /// A symbol (a variable, a function, a label, a parameter), possibly with a byte offset:
    /// `foo`, `foo+8`.
    Sym {
        /// The name.
        name: Name,
        /// Byte offset.
        offset: i64,
    },
    /// `[base+offset]`: a memory address.
    Addr(Address),
    /// `[a, b]`: the bracketed operand lists of texture and surface instructions.
    Indexed(Vec<Operand>),
    /// `{a, b, c}`: a vector.
    Vector(Vec<Operand>),
    /// `(a, b)`: the return and argument lists of `call`.
    List(Vec<Operand>),
    /// `_`: a result that is discarded.
    Sink,
}

/// A memory address: `[%rd1+8]`, `[param0]`, `[foo+4]`, `[1024]`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Address {
    /// The base.
    pub base: AddrBase,
    /// Byte offset.
    pub offset: i64,
}

/// The base of an [`Address`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AddrBase {
    /// A register holding an address.
    Reg(Name),
    /// A variable or parameter.
    Sym(Name),
    /// An absolute address (`[1024]`: the offset is the address).
    Absolute,
}

/// A literal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Immediate {
    /// A signed 64-bit integer (hexadecimal, octal and binary literals included).
    Int(i64),
    /// An integer with the `U` suffix.
    UInt(u64),
    /// `0fXXXXXXXX`: the bits of a `float`.
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX` or a decimal literal such as `1.5`: the bits of a `double`.
    F64(u64),
}

impl Instruction {
    /// The state space among the modifiers, if any (the first one).
    pub fn space(&self) -> Option<StateSpace> {
        self.modifiers.iter().find_map(|m| match m {
            Modifier::Space(s) => Some(*s),
            _ => None,
        })
    }

    /// The types among the modifiers, in order (`cvt.rn.f32.s32`: f32, s32).
    pub fn types(&self) -> impl Iterator<Item = ScalarType> + '_ {
        self.modifiers.iter().filter_map(|m| match m {
            Modifier::Type(t) => Some(*t),
            _ => None,
        })
    }

    /// The vector width (`.v2`, `.v4`), or 1.
    pub fn vector(&self) -> u8 {
        self.modifiers
            .iter()
            .find_map(|m| match m {
                Modifier::Vector(n) => Some(*n),
                _ => None,
            })
            .unwrap_or(1)
    }

    /// Whether a modifier other than a space, type or vector width is present (`nc`, `uni`).
    pub fn has(&self, name: &str) -> bool {
        self.modifiers
            .iter()
            .any(|m| matches!(m, Modifier::Other(s) if s == name))
    }

    /// The bytes one execution of a load or store moves (the first type's size times the
    /// vector width); 0 when no type is written.
    pub fn access_bytes(&self) -> u64 {
        let size = self.types().next().map_or(0, ScalarType::size);
        u64::from(size) * u64::from(self.vector())
    }

    /// The memory operand (the first bracketed address), if any.
    pub fn address(&self) -> Option<&Address> {
        self.operands.iter().find_map(|o| match o {
            Operand::Addr(a) => Some(a),
            _ => None,
        })
    }
}

impl Function {
    /// Whether this is a kernel.
    pub fn is_entry(&self) -> bool {
        self.kind == FunctionKind::Entry
    }

    /// How many instructions [`Function::instructions`] gives, without collecting them.
    pub fn instruction_count(&self) -> usize {
        self.body
            .as_deref()
            .map_or(0, |b| b.iter().map(Statement::instruction_count).sum())
    }

    /// Every instruction of the body, nested blocks included, in order.
    pub fn instructions(&self) -> Vec<&Instruction> {
        fn walk<'a>(stmts: &'a [Statement], out: &mut Vec<&'a Instruction>) {
            for s in stmts {
                match s {
                    Statement::Inst(i) => out.push(i),
                    Statement::Block(b) => walk(b, out),
                    Statement::Decl(_)
                    | Statement::Label(_)
                    | Statement::Prototype(_)
                    | Statement::Pragma(_) => {}
                }
            }
        }
        let mut out = Vec::new();
        if let Some(b) = &self.body {
            walk(b, &mut out);
        }
        out
    }
}

impl Module {
    /// The functions, in order.
    pub fn functions(&self) -> impl Iterator<Item = &Function> {
        self.items.iter().filter_map(|i| match i {
            Item::Function(f) => Some(f),
            Item::Var(_) => None,
        })
    }

    /// The module-level variables, in order.
    pub fn variables(&self) -> impl Iterator<Item = &VarDecl> {
        self.items.iter().filter_map(|i| match i {
            Item::Var(v) => Some(v),
            Item::Function(_) => None,
        })
    }

    /// The function definition (with a body) named `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions()
            .find(|f| f.name == name && f.body.is_some())
    }
}
