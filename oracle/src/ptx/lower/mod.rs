//! Lowering: a parsed PTX module ([`seam::ptx::Module`]) becomes a [`Program`]: module-level
//! variables with their initial bytes (addresses included: allocation ids are fixed, see
//! [`Program::var_alloc`]), and one flat op array per function ([`super::ops`]).
//!
//! Names are resolved once: registers to frame indices, labels to op indices, memory symbols
//! to frame slots (parameters, `.param`/`.local` declarations, scoped by `{ }` blocks as PTX
//! scopes them), module variables or functions. An instruction the interpreter does not
//! implement becomes [`Op::Unsupported`], an error only if it runs.
//!
//! The lowering, file by file: this file, the [`Program`] with its module variables and their
//! initial bytes; `function.rs`, one function's lowering (registers, scopes, declarations,
//! labels, operands resolved to registers, slots and addresses); `instruction.rs`, each
//! instruction to its op.

mod function;
mod instruction;

use std::collections::HashMap;

use seam::ptx::{
    AddrBase, Function, FunctionKind, Immediate, InitValue, Initializer, Instruction, Item,
    Modifier, Module, Operand, ScalarType, StateSpace, Statement, VarDecl,
};

use super::exec::Rnd;
use super::ops::*;
use crate::error::InterpError;
use crate::memory::{FUNC_BASE, addr};
use crate::program::WarpOp;
use function::FuncLowering;
use seam::ir::intrinsics::{BarrierRed, ReduxOp, ShflMode, VoteMode};

/// A module-level variable.
#[derive(Clone, Debug)]
pub(crate) struct Var {
    pub(crate) name: String,
    pub(crate) space: Space,
    /// Its initial bytes (zeros where there is no initializer).
    pub(crate) init: Vec<u8>,
    /// Const memory (a store is undefined).
    pub(crate) readonly: bool,
    /// The element type, for observation.
    pub(crate) ty: ScalarType,
    /// Whether its initializer holds an address (such a global is not observed).
    pub(crate) holds_address: bool,
    /// A `.shared` array of unknown size without an initializer (`.extern .shared .b8 x[]`,
    /// CUDA's `extern __shared__`): the launch's dynamic shared memory.
    pub(crate) dynamic: bool,
}

/// Where an op came from, for messages.
#[derive(Clone, Debug, Default)]
pub(crate) struct Origin {
    pub(crate) line: u32,
    pub(crate) col: u32,
    /// The last label before it.
    pub(crate) label: String,
    /// The instruction as printed.
    pub(crate) text: String,
}

/// A lowered function.
#[derive(Clone, Debug)]
pub(crate) struct Func {
    pub(crate) name: String,
    pub(crate) kind: FunctionKind,
    /// Declarations have no ops.
    pub(crate) defined: bool,
    pub(crate) n_regs: u32,
    /// Slots: return parameters first, then parameters, then the body's declarations.
    pub(crate) n_slots: u32,
    pub(crate) n_rets: u32,
    pub(crate) n_params: u32,
    /// Parameter sizes in bytes (for entries: the parameter buffer's layout).
    pub(crate) param_sizes: Vec<u64>,
    /// Parameter alignments.
    pub(crate) param_aligns: Vec<u64>,
    /// Whether parameter `i` is a byte array (a `byval` aggregate).
    pub(crate) param_arrays: Vec<bool>,
    pub(crate) ops: Vec<GuardedOp>,
    pub(crate) origin: Vec<Origin>,
}

/// A lowered module.
#[derive(Clone, Debug)]
pub(crate) struct Program {
    pub(crate) vars: Vec<Var>,
    pub(crate) funcs: Vec<Func>,
    pub(crate) func_by_name: HashMap<String, u32>,
    pub(crate) var_by_name: HashMap<String, u32>,
    /// Variables declared in `.shared` inside a function (LLVM puts a kernel's own shared
    /// variables there): (function, name) → variable. They live as long as module-level
    /// shared variables do, and are visible only in their function.
    pub(crate) fn_shared: HashMap<(String, String), u32>,
}

impl Program {
    /// The allocation id of variable `v` in every launch: allocation 0 is null, variables
    /// follow in order.
    pub(crate) fn var_alloc(v: u32) -> u32 {
        v + 1
    }

    /// Lowers `m`.
    pub(crate) fn new(m: &Module) -> Result<Program, InterpError> {
        let mut p = Program {
            vars: Vec::new(),
            funcs: Vec::new(),
            func_by_name: HashMap::new(),
            var_by_name: HashMap::new(),
            fn_shared: HashMap::new(),
        };
        // Names first: variables and functions may refer to each other in any order.
        for item in &m.items {
            match item {
                Item::Var(v) => {
                    let space = match v.space {
                        StateSpace::Global => Space::GLOBAL,
                        StateSpace::Const => Space::CONST,
                        StateSpace::Shared | StateSpace::SharedCta => Space::SHARED,
                        other @ StateSpace::Reg
                        | other @ StateSpace::Sreg
                        | other @ StateSpace::Local
                        | other @ StateSpace::Param
                        | other @ StateSpace::ParamEntry
                        | other @ StateSpace::ParamFunc
                        | other @ StateSpace::SharedCluster
                        | other @ StateSpace::Tex => {
                            return Err(InterpError::Unsupported(format!(
                                "module-level variables in .{}",
                                other.name()
                            )));
                        }
                    };
                    for n in &v.names {
                        if n.count.is_some() {
                            return Err(InterpError::Unsupported(format!(
                                "parameterized variable names ({}<N>)",
                                n.name
                            )));
                        }
                        let id = p.vars.len() as u32;
                        // A redeclaration (`.extern` then definition) names the same variable.
                        if p.var_by_name.contains_key(&n.name) {
                            continue;
                        }
                        p.var_by_name.insert(n.name.clone(), id);
                        p.vars.push(Var {
                            name: n.name.clone(),
                            space,
                            init: Vec::new(),
                            readonly: space == Space::CONST,
                            ty: v.ty,
                            holds_address: false,
                            dynamic: false,
                        });
                    }
                }
                Item::Function(f) => {
                    if let Some(body) = &f.body {
                        p.function_shared(&f.name, body)?;
                    }
                    let id = p.funcs.len() as u32;
                    match p.func_by_name.get(&f.name) {
                        // A declaration then a definition: the definition wins.
                        Some(&old) if f.body.is_some() => {
                            p.funcs[old as usize].defined = true;
                        }
                        Some(_) => continue,
                        None => {
                            p.func_by_name.insert(f.name.clone(), id);
                            p.funcs.push(Func {
                                name: f.name.clone(),
                                kind: f.kind,
                                defined: f.body.is_some(),
                                n_regs: 0,
                                n_slots: 0,
                                n_rets: 0,
                                n_params: 0,
                                param_sizes: Vec::new(),
                                param_aligns: Vec::new(),
                                param_arrays: Vec::new(),
                                ops: Vec::new(),
                                origin: Vec::new(),
                            });
                        }
                    }
                }
            }
        }
        for item in &m.items {
            match item {
                Item::Var(v) => p.init_var(v)?,
                Item::Function(f) => {
                    let id = p.func_by_name[&f.name];
                    if f.body.is_some() || !p.funcs[id as usize].defined {
                        let lowered = FuncLowering::new(&p, f)?.lower(f)?;
                        p.funcs[id as usize] = lowered;
                    }
                }
            }
        }
        Ok(p)
    }

    /// Makes a variable of each `.shared` declaration in the body of `func`.
    fn function_shared(&mut self, func: &str, stmts: &[Statement]) -> Result<(), InterpError> {
        for s in stmts {
            match s {
                Statement::Decl(d)
                    if matches!(d.space, StateSpace::Shared | StateSpace::SharedCta) =>
                {
                    let size = d.size_of_one().unwrap_or(0);
                    if size > crate::MAX_BUFFER_BYTES as u64 {
                        return Err(InterpError::Unsupported(format!(
                            "a .shared variable of {size} bytes"
                        )));
                    }
                    for n in &d.names {
                        let id = self.vars.len() as u32;
                        self.fn_shared.insert((func.to_owned(), n.name.clone()), id);
                        self.vars.push(Var {
                            name: format!("{func}::{}", n.name),
                            space: Space::SHARED,
                            init: vec![0; size as usize],
                            readonly: false,
                            ty: d.ty,
                            holds_address: false,
                            dynamic: false,
                        });
                    }
                }
                Statement::Block(b) => self.function_shared(func, b)?,
                Statement::Decl(_)
                | Statement::Label(_)
                | Statement::Inst(_)
                | Statement::Prototype(_)
                | Statement::Pragma(_) => {}
            }
        }
        Ok(())
    }

    /// The address a symbol has in every launch (variables and functions only).
    fn static_address(&self, name: &str) -> Option<u64> {
        if let Some(&v) = self.var_by_name.get(name) {
            return Some(addr(Program::var_alloc(v), 0));
        }
        self.func_by_name.get(name).map(|&f| addr(FUNC_BASE + f, 0))
    }

    fn init_var(&mut self, v: &VarDecl) -> Result<(), InterpError> {
        let Some(n) = v.names.first() else {
            return Ok(());
        };
        let id = self.var_by_name[&n.name] as usize;
        let elem = u64::from(v.ty.size()) * u64::from(v.vector.unwrap_or(1));
        let mut size = match v.size_of_one() {
            Some(s) => s,
            // `x[]`: the size comes from the initializer (or is 0 for `.extern`).
            None => match &v.init {
                Some(Initializer::List(l)) => elem * count_leaves(l),
                _ => 0,
            },
        };
        if size > crate::MAX_BUFFER_BYTES as u64 {
            return Err(InterpError::Unsupported(format!(
                "variable {} of {size} bytes",
                n.name
            )));
        }
        if self.vars[id].init.len() as u64 > size {
            size = self.vars[id].init.len() as u64;
        }
        let mut bytes = vec![0u8; size as usize];
        let mut holds_address = false;
        if let Some(init) = &v.init {
            let mut leaves = Vec::new();
            flatten(init, &mut leaves);
            let esize = v.ty.size() as usize;
            for (i, leaf) in leaves.iter().enumerate() {
                let at = i * esize;
                if at + esize > bytes.len() {
                    break;
                }
                let value = match leaf {
                    InitValue::Imm(imm) => imm_bits(*imm, v.ty),
                    other @ InitValue::Addr { .. } | other @ InitValue::Masked { .. } => {
                        holds_address = true;
                        self.init_address(other).ok_or_else(|| {
                            InterpError::Unsupported(format!(
                                "the initializer of {} names an unknown symbol",
                                n.name
                            ))
                        })?
                    }
                };
                bytes[at..at + esize].copy_from_slice(&value.to_le_bytes()[..esize]);
            }
        }
        let var = &mut self.vars[id];
        if var.init.is_empty() || v.init.is_some() {
            var.init = bytes;
        }
        if var.space == Space::SHARED && v.size_of_one().is_none() && v.init.is_none() {
            var.dynamic = true;
        }
        var.holds_address |= holds_address;
        Ok(())
    }

    fn init_address(&self, v: &InitValue) -> Option<u64> {
        match v {
            InitValue::Imm(i) => Some(imm_bits(*i, ScalarType::B64)),
            InitValue::Addr { name, offset, .. } => {
                Some(self.static_address(name)?.wrapping_add(*offset as u64))
            }
            InitValue::Masked { mask, inner } => {
                let a = self.init_address(inner)?;
                Some((a & mask) >> mask.trailing_zeros().min(63))
            }
        }
    }
}

fn count_leaves(l: &[Initializer]) -> u64 {
    l.iter()
        .map(|i| match i {
            Initializer::Value(_) => 1,
            Initializer::List(l) => count_leaves(l),
        })
        .sum()
}

fn flatten<'a>(i: &'a Initializer, out: &mut Vec<&'a InitValue>) {
    match i {
        Initializer::Value(v) => out.push(v),
        Initializer::List(l) => l.iter().for_each(|i| flatten(i, out)),
    }
}

/// The bits of literal `i` as an operand of type `t` (an integer literal given to a float
/// instruction is its bit pattern only when written as hex float; decimal floats convert).
fn imm_bits(i: Immediate, t: ScalarType) -> u64 {
    let float = matches!(t, ScalarType::F32 | ScalarType::F64);
    match (i, float) {
        (Immediate::Int(v), false) => v as u64,
        (Immediate::UInt(v), false) => v,
        (Immediate::F32(b), false) => u64::from(b),
        (Immediate::F64(b), false) => b,
        (Immediate::Int(v), true) => {
            if t == ScalarType::F32 {
                u64::from((v as f32).to_bits())
            } else {
                (v as f64).to_bits()
            }
        }
        (Immediate::UInt(v), true) => {
            if t == ScalarType::F32 {
                u64::from((v as f32).to_bits())
            } else {
                (v as f64).to_bits()
            }
        }
        (Immediate::F32(b), true) => {
            if t == ScalarType::F32 {
                u64::from(b)
            } else {
                f64::from(f32::from_bits(b)).to_bits()
            }
        }
        (Immediate::F64(b), true) => {
            if t == ScalarType::F64 {
                b
            } else {
                u64::from((f64::from_bits(b) as f32).to_bits())
            }
        }
    }
}

/// The [`Ty`] of a PTX type.
pub(crate) fn ty_of(t: ScalarType) -> Option<Ty> {
    use ScalarType as S;
    let (kind, bits) = match t {
        S::B8 | S::U8 => (Kind::U, 8),
        S::B16 | S::U16 => (Kind::U, 16),
        S::B32 | S::U32 => (Kind::U, 32),
        S::B64 | S::U64 => (Kind::U, 64),
        S::S8 => (Kind::S, 8),
        S::S16 => (Kind::S, 16),
        S::S32 => (Kind::S, 32),
        S::S64 => (Kind::S, 64),
        S::F32 => (Kind::F, 32),
        S::F64 => (Kind::F, 64),
        S::Pred => (Kind::Pred, 1),
        S::F16 => (Kind::F16, 16),
        S::F16x2 => (Kind::F16, 32),
        S::Bf16 => (Kind::BF16, 16),
        S::Bf16x2 => (Kind::BF16, 32),
        S::B128
        | S::Tf32
        | S::E4m3
        | S::E5m2
        | S::E4m3x2
        | S::E5m2x2
        | S::TexRef
        | S::SamplerRef
        | S::SurfRef => return None,
    };
    Some(Ty { kind, bits })
}

/// The address space of a state space written on a memory instruction.
fn space_of(s: Option<StateSpace>) -> Result<Space, String> {
    Ok(match s {
        None => Space::GENERIC,
        Some(StateSpace::Global) => Space::GLOBAL,
        Some(StateSpace::Shared | StateSpace::SharedCta) => Space::SHARED,
        Some(StateSpace::Const) => Space::CONST,
        Some(StateSpace::Local) => Space::LOCAL,
        Some(StateSpace::Param | StateSpace::ParamEntry | StateSpace::ParamFunc) => Space::PARAM,
        Some(StateSpace::SharedCluster) => Space::SHARED_CLUSTER,
        Some(other) => return Err(format!("the .{} state space", other.name())),
    })
}
