//! Lowering: a parsed PTX module ([`seam::ptx::Module`]) becomes a [`Program`]: module-level
//! variables with their initial bytes (addresses included: allocation ids are fixed, see
//! [`Program::var_alloc`]), and one flat op array per function ([`super::ops`]).
//!
//! Names are resolved once: registers to frame indices, labels to op indices, memory symbols
//! to frame slots (parameters, `.param`/`.local` declarations, scoped by `{ }` blocks as PTX
//! scopes them), module variables or functions. An instruction the interpreter does not
//! implement becomes [`Op::Unsupported`], an error only if it runs.

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

type Lowered = Result<Op, String>;

/// Marks a scope entry that names a function's `.shared` variable rather than a slot.
const SHARED_BIT: u32 = 1 << 31;

struct FuncLowering<'p> {
    prog: &'p Program,
    func: String,
    /// The function's own registers (declared at its top level).
    regs: HashMap<String, u32>,
    /// Registers declared in nested `{ }` blocks, which shadow outer ones of the same name
    /// (innermost last; LLVM declares `.reg .pred %p1` again inside inline blocks).
    reg_scopes: Vec<HashMap<String, u32>>,
    /// Registers allocated so far (all scopes).
    n_regs: u32,
    /// Scopes of memory symbols (innermost last).
    scopes: Vec<HashMap<String, u32>>,
    n_slots: u32,
    labels: HashMap<String, u32>,
    /// Branches to patch: (op index, label names).
    fixups: Vec<(usize, Vec<String>)>,
    ops: Vec<GuardedOp>,
    origin: Vec<Origin>,
    label: String,
}

/// Gives the registers declared directly in `stmts` (not in nested blocks) indices from
/// `regs.len()` up.
fn collect_regs(stmts: &[Statement], regs: &mut HashMap<String, u32>) -> Result<(), InterpError> {
    collect_regs_from(stmts, regs, 0)
}

fn collect_regs_from(
    stmts: &[Statement],
    regs: &mut HashMap<String, u32>,
    first: u32,
) -> Result<(), InterpError> {
    for s in stmts {
        match s {
            Statement::Decl(d) if d.space == StateSpace::Reg => {
                for n in &d.names {
                    match n.count {
                        Some(c) => {
                            for i in 0..c {
                                let next = first + regs.len() as u32;
                                regs.entry(format!("{}{i}", n.name)).or_insert(next);
                            }
                        }
                        None => {
                            let next = first + regs.len() as u32;
                            regs.entry(n.name.clone()).or_insert(next);
                        }
                    }
                    if regs.len() > 1 << 22 {
                        return Err(InterpError::Unsupported(
                            "more than 4 million registers in a function".into(),
                        ));
                    }
                }
            }
            Statement::Decl(_)
            | Statement::Block(_)
            | Statement::Label(_)
            | Statement::Inst(_)
            | Statement::Prototype(_)
            | Statement::Pragma(_) => {}
        }
    }
    Ok(())
}

impl<'p> FuncLowering<'p> {
    fn new(prog: &'p Program, f: &Function) -> Result<FuncLowering<'p>, InterpError> {
        let mut regs = HashMap::new();
        if let Some(b) = &f.body {
            collect_regs(b, &mut regs)?;
        }
        let n_regs = regs.len() as u32;
        Ok(FuncLowering {
            prog,
            func: f.name.clone(),
            regs,
            reg_scopes: Vec::new(),
            n_regs,
            scopes: vec![HashMap::new()],
            n_slots: 0,
            labels: HashMap::new(),
            fixups: Vec::new(),
            ops: Vec::new(),
            origin: Vec::new(),
            // LLVM labels every block but the first.
            label: "(entry)".to_owned(),
        })
    }

    fn lower(mut self, f: &Function) -> Result<Func, InterpError> {
        let mut param_sizes = Vec::new();
        let mut param_aligns = Vec::new();
        let mut param_arrays = Vec::new();
        for p in f.returns.iter().chain(&f.params) {
            if p.space == StateSpace::Reg {
                return Err(InterpError::Unsupported(format!(
                    "{}: register parameters (.reg {})",
                    f.name, p.name
                )));
            }
            let slot = self.n_slots;
            self.n_slots += 1;
            self.scopes[0].insert(p.name.clone(), slot);
        }
        for p in &f.params {
            let size = p.size().unwrap_or(0);
            param_sizes.push(size);
            param_aligns.push(u64::from(p.align.unwrap_or(p.ty.size())).max(1));
            param_arrays.push(!p.dims.is_empty());
        }
        if let Some(body) = &f.body {
            // Labels first (branches go forward and back).
            fn labels(stmts: &[Statement], out: &mut Vec<String>) {
                for s in stmts {
                    match s {
                        Statement::Label(l) => out.push(l.clone()),
                        Statement::Block(b) => labels(b, out),
                        Statement::Decl(_)
                        | Statement::Inst(_)
                        | Statement::Prototype(_)
                        | Statement::Pragma(_) => {}
                    }
                }
            }
            let mut all = Vec::new();
            labels(body, &mut all);
            self.walk(body)?;
            for (at, names) in std::mem::take(&mut self.fixups) {
                let mut targets = Vec::with_capacity(names.len());
                for n in &names {
                    match self.labels.get(n) {
                        Some(&pc) => targets.push(pc),
                        None => {
                            self.ops[at].op =
                                Op::Unsupported(format!("a branch to an unknown label {n}"));
                            targets.clear();
                            break;
                        }
                    }
                }
                if let Op::Bra { target } = &mut self.ops[at].op
                    && targets.len() == 1
                {
                    *target = targets[0];
                }
            }
            // Falling off the end returns.
            self.ops.push(GuardedOp {
                guard: None,
                op: Op::Ret,
            });
            self.origin.push(Origin {
                line: f.loc.0.line,
                col: f.loc.0.col,
                label: self.label.clone(),
                text: "(end of function)".into(),
            });
        }
        Ok(Func {
            name: f.name.clone(),
            kind: f.kind,
            defined: f.body.is_some(),
            n_regs: self.n_regs,
            n_slots: self.n_slots,
            n_rets: f.returns.len() as u32,
            n_params: f.params.len() as u32,
            param_sizes,
            param_aligns,
            param_arrays,
            ops: self.ops,
            origin: self.origin,
        })
    }

    fn walk(&mut self, stmts: &[Statement]) -> Result<(), InterpError> {
        for s in stmts {
            match s {
                Statement::Decl(d) => self.decl(d)?,
                Statement::Label(l) => {
                    self.labels.insert(l.clone(), self.ops.len() as u32);
                    self.label = l.clone();
                }
                Statement::Inst(i) => {
                    let guard = match &i.guard {
                        None => Ok(None),
                        Some(g) => self.reg(&g.reg).map(|r| Some((r, g.negated))),
                    };
                    let (guard, op) = match guard {
                        Ok(g) => (g, self.inst(i).unwrap_or_else(Op::Unsupported)),
                        Err(e) => (None, Op::Unsupported(e)),
                    };
                    let mut text = String::new();
                    let _ = seam::ptx::write_instruction(&mut text, i);
                    let op = match op {
                        Op::Unsupported(why) => {
                            Op::Unsupported(format!("`{}`: {why}", text.trim()))
                        }
                        op @ Op::Mov { .. }
                        | op @ Op::Sreg { .. }
                        | op @ Op::Addr { .. }
                        | op @ Op::Pack { .. }
                        | op @ Op::Unpack { .. }
                        | op @ Op::IBin { .. }
                        | op @ Op::Carry { .. }
                        | op @ Op::MadCarry { .. }
                        | op @ Op::BarrierCount { .. }
                        | op @ Op::Mapa { .. }
                        | op @ Op::ITer { .. }
                        | op @ Op::IUn { .. }
                        | op @ Op::Bfi { .. }
                        | op @ Op::FBin { .. }
                        | op @ Op::Fma { .. }
                        | op @ Op::FUn { .. }
                        | op @ Op::TestP { .. }
                        | op @ Op::Setp { .. }
                        | op @ Op::Selp { .. }
                        | op @ Op::Cvt { .. }
                        | op @ Op::Cvta { .. }
                        | op @ Op::IsSpacep { .. }
                        | op @ Op::Ld { .. }
                        | op @ Op::St { .. }
                        | op @ Op::Atom { .. }
                        | op @ Op::Decl { .. }
                        | op @ Op::Alloca { .. }
                        | op @ Op::Bra { .. }
                        | op @ Op::Call { .. }
                        | op @ Op::Ret
                        | op @ Op::Exit
                        | op @ Op::Trap
                        | op @ Op::Barrier
                        | op @ Op::BarRed { .. }
                        | op @ Op::Warp { .. }
                        | op @ Op::Nop => op,
                    };
                    self.ops.push(GuardedOp { guard, op });
                    self.origin.push(Origin {
                        line: i.loc.0.line,
                        col: i.loc.0.col,
                        label: self.label.clone(),
                        text: text.trim().to_owned(),
                    });
                }
                Statement::Block(b) => {
                    let mut inner = HashMap::new();
                    collect_regs_from(b, &mut inner, self.n_regs)?;
                    self.n_regs += inner.len() as u32;
                    if self.n_regs > 1 << 22 {
                        return Err(InterpError::Unsupported(
                            "more than 4 million registers in a function".into(),
                        ));
                    }
                    self.reg_scopes.push(inner);
                    self.scopes.push(HashMap::new());
                    self.walk(b)?;
                    self.scopes.pop();
                    self.reg_scopes.pop();
                }
                Statement::Prototype(_) | Statement::Pragma(_) => {}
            }
        }
        Ok(())
    }

    fn decl(&mut self, d: &VarDecl) -> Result<(), InterpError> {
        let local = match d.space {
            StateSpace::Reg => return Ok(()),
            StateSpace::Shared | StateSpace::SharedCta => {
                for n in &d.names {
                    let v = self.prog.fn_shared[&(self.func.clone(), n.name.clone())];
                    self.scopes[0].insert(n.name.clone(), SHARED_BIT | v);
                }
                return Ok(());
            }
            StateSpace::Param | StateSpace::ParamFunc => false,
            StateSpace::Local => true,
            other @ StateSpace::Sreg
            | other @ StateSpace::Const
            | other @ StateSpace::Global
            | other @ StateSpace::ParamEntry
            | other @ StateSpace::SharedCluster
            | other @ StateSpace::Tex => {
                return Err(InterpError::Unsupported(format!(
                    "variables in .{} inside a function",
                    other.name()
                )));
            }
        };
        let size = d.size_of_one().unwrap_or(0);
        for n in &d.names {
            let slot = self.n_slots;
            self.n_slots += 1;
            self.scopes
                .last_mut()
                .expect("a scope")
                .insert(n.name.clone(), slot);
            self.ops.push(GuardedOp {
                guard: None,
                op: Op::Decl { slot, size, local },
            });
            self.origin.push(Origin {
                line: 0,
                col: 0,
                label: self.label.clone(),
                text: format!(".{} {}", d.space.name(), n.name),
            });
        }
        Ok(())
    }

    /// The register a name denotes here (the innermost declaration).
    fn reg_lookup(&self, name: &str) -> Option<u32> {
        self.reg_scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name))
            .or_else(|| self.regs.get(name))
            .copied()
    }

    fn reg(&self, name: &str) -> Result<u32, String> {
        self.reg_lookup(name)
            .ok_or_else(|| format!("register {name} is not declared"))
    }

    fn sym(&self, name: &str) -> Result<Sym, String> {
        for s in self.scopes.iter().rev() {
            if let Some(&slot) = s.get(name) {
                if slot & SHARED_BIT != 0 {
                    return Ok(Sym::Var(slot & !SHARED_BIT));
                }
                return Ok(Sym::Slot(slot));
            }
        }
        if let Some(&v) = self.prog.var_by_name.get(name) {
            return Ok(Sym::Var(v));
        }
        if let Some(&f) = self.prog.func_by_name.get(name) {
            return Ok(Sym::Func(f));
        }
        Err(format!("unknown symbol {name}"))
    }

    /// A value operand of type `t`.
    fn src(&self, o: &Operand, t: ScalarType) -> Result<Src, String> {
        match o {
            Operand::Reg(r) => Ok(Src::Reg(self.reg(r)?)),
            // A register declared without `%` in a nested block (LLVM's `.reg .b16 tmp;`).
            Operand::Sym { name, offset: 0 } if self.reg_lookup(name).is_some() => {
                Ok(Src::Reg(self.reg(name)?))
            }
            Operand::Imm(i) => Ok(Src::Imm(imm_bits(*i, t))),
            other @ Operand::Not(_)
            | other @ Operand::Pair(..)
            | other @ Operand::Sym { .. }
            | other @ Operand::Addr(_)
            | other @ Operand::Indexed(_)
            | other @ Operand::Vector(_)
            | other @ Operand::List(_)
            | other @ Operand::Sink => Err(format!("operand {other:?} where a value is expected")),
        }
    }

    /// A predicate operand that may be negated (`!p`): the source and whether it is.
    fn pred_src(&self, o: &Operand) -> Result<(Src, bool), String> {
        match o {
            Operand::Not(r) => Ok((Src::Reg(self.reg(r)?), true)),
            other @ (Operand::Reg(_)
            | Operand::Pair(..)
            | Operand::Imm(_)
            | Operand::Sym { .. }
            | Operand::Addr(_)
            | Operand::Indexed(_)
            | Operand::Vector(_)
            | Operand::List(_)
            | Operand::Sink) => Ok((self.src(other, ScalarType::Pred)?, false)),
        }
    }

    fn dst(&self, o: &Operand) -> Result<u32, String> {
        match o {
            Operand::Reg(r) => self.reg(r),
            Operand::Sym { name, offset: 0 } if self.reg_lookup(name).is_some() => self.reg(name),
            other @ Operand::Not(_)
            | other @ Operand::Pair(..)
            | other @ Operand::Imm(_)
            | other @ Operand::Sym { .. }
            | other @ Operand::Addr(_)
            | other @ Operand::Indexed(_)
            | other @ Operand::Vector(_)
            | other @ Operand::List(_)
            | other @ Operand::Sink => {
                Err(format!("operand {other:?} where a register is expected"))
            }
        }
    }

    fn address(&self, o: &Operand) -> Result<(Base, i64), String> {
        match o {
            Operand::Addr(a) => {
                let base = match &a.base {
                    AddrBase::Reg(r) => Base::Reg(self.reg(r)?),
                    AddrBase::Sym(s) => Base::Sym(self.sym(s)?),
                    AddrBase::Absolute => Base::Abs,
                };
                Ok((base, a.offset))
            }
            other @ Operand::Reg(_)
            | other @ Operand::Not(_)
            | other @ Operand::Pair(..)
            | other @ Operand::Imm(_)
            | other @ Operand::Sym { .. }
            | other @ Operand::Indexed(_)
            | other @ Operand::Vector(_)
            | other @ Operand::List(_)
            | other @ Operand::Sink => {
                Err(format!("operand {other:?} where an address is expected"))
            }
        }
    }

    fn inst(&mut self, i: &Instruction) -> Lowered {
        let others: Vec<&str> = i
            .modifiers
            .iter()
            .filter_map(|m| match m {
                Modifier::Other(s) => Some(s.as_str()),
                Modifier::Space(_) | Modifier::Type(_) | Modifier::Vector(_) => None,
            })
            .collect();
        let types: Vec<ScalarType> = i.types().collect();
        let ty0 = types.first().copied();
        let ops = &i.operands;
        let n = ops.len();
        let need = |k: usize| -> Result<(), String> {
            if n == k {
                Ok(())
            } else {
                Err(format!("{k} operands expected, {n} given"))
            }
        };
        let t = |st: Option<ScalarType>| -> Result<(ScalarType, Ty), String> {
            let st = st.ok_or("no type")?;
            Ok((st, ty_of(st).ok_or_else(|| format!("type .{}", st.name()))?))
        };
        let has = |s: &str| others.contains(&s);
        let ftz = has("ftz");
        let sat = has("sat");
        match i.opcode.as_str() {
            "mov" => {
                let (st, ty) = t(ty0)?;
                need(2)?;
                match (&ops[0], &ops[1]) {
                    (Operand::Vector(parts), src) => {
                        let part = (ty.bits as usize / parts.len().max(1)) as u8;
                        let ds = parts
                            .iter()
                            .map(|p| match p {
                                Operand::Sink => Ok(None),
                                p @ Operand::Reg(_)
                                | p @ Operand::Not(_)
                                | p @ Operand::Pair(..)
                                | p @ Operand::Imm(_)
                                | p @ Operand::Sym { .. }
                                | p @ Operand::Addr(_)
                                | p @ Operand::Indexed(_)
                                | p @ Operand::Vector(_)
                                | p @ Operand::List(_) => self.dst(p).map(Some),
                            })
                            .collect::<Result<_, _>>()?;
                        Ok(Op::Unpack {
                            ds,
                            a: self.src(src, st)?,
                            part,
                        })
                    }
                    (d, Operand::Vector(parts)) => {
                        let part = (ty.bits as usize / parts.len().max(1)) as u8;
                        let parts = parts
                            .iter()
                            .map(|p| self.src(p, ScalarType::B64))
                            .collect::<Result<_, _>>()?;
                        Ok(Op::Pack {
                            d: self.dst(d)?,
                            parts,
                            part,
                        })
                    }
                    // Clusters are of one block, never named by the launch.
                    (d, Operand::Reg(r)) if r == "%is_explicit_cluster" => Ok(Op::Mov {
                        d: self.dst(d)?,
                        a: Src::Imm(0),
                        bits: 1,
                    }),
                    (d, Operand::Reg(r)) if sreg(r).is_some() => Ok(Op::Sreg {
                        d: self.dst(d)?,
                        s: sreg(r).expect("checked"),
                    }),
                    (d, Operand::Reg(r)) if r.starts_with('%') && self.reg_lookup(r).is_none() => {
                        let _ = d;
                        Err(format!("special register {r}"))
                    }
                    (d, Operand::Sym { name, offset }) => Ok(Op::Addr {
                        d: self.dst(d)?,
                        sym: self.sym(name)?,
                        off: *offset,
                    }),
                    (d, a) => Ok(Op::Mov {
                        d: self.dst(d)?,
                        a: self.src(a, st)?,
                        bits: ty.bits,
                    }),
                }
            }
            "add" | "sub" | "mul" | "mul24" | "div" | "rem" | "and" | "or" | "xor" | "shl"
            | "shr" | "min" | "max" | "copysign" | "addc" | "subc" => {
                let (st, ty) = t(ty0)?;
                need(3)?;
                let d = self.dst(&ops[0])?;
                let shift = matches!(i.opcode.as_str(), "shl" | "shr");
                let a = self.src(&ops[1], st)?;
                let b = self.src(&ops[2], if shift { ScalarType::U32 } else { st })?;
                if ty.is_float() {
                    let op = match i.opcode.as_str() {
                        "add" => FBin::Add,
                        "sub" => FBin::Sub,
                        "mul" => FBin::Mul,
                        "div" => FBin::Div,
                        "min" if has("NaN") => FBin::MinNan,
                        "max" if has("NaN") => FBin::MaxNan,
                        "min" => FBin::Min,
                        "max" => FBin::Max,
                        "copysign" => FBin::Copysign,
                        o => return Err(format!("{o} on floats")),
                    };
                    let rnd = rounding(&has);
                    if rnd != Rnd::Rn
                        && (ty.half().is_some()
                            || !matches!(op, FBin::Add | FBin::Sub | FBin::Mul | FBin::Div))
                    {
                        return Err("a rounding mode other than .rn here".into());
                    }
                    return Ok(Op::FBin {
                        op,
                        ty,
                        ftz,
                        sat,
                        rnd,
                        d,
                        a,
                        b,
                    });
                }
                let with_carry = matches!(i.opcode.as_str(), "addc" | "subc");
                if has("cc") || with_carry {
                    let sub = match i.opcode.as_str() {
                        "add" | "addc" => false,
                        "sub" | "subc" => true,
                        o => return Err(format!("carry flags on {o}")),
                    };
                    if ty.bits != 32 && ty.bits != 64 {
                        return Err("carry flags on a type other than 32 or 64 bits".into());
                    }
                    return Ok(Op::Carry {
                        sub,
                        cin: with_carry,
                        cout: has("cc"),
                        bits: ty.bits,
                        d,
                        a,
                        b,
                    });
                }
                let op = match i.opcode.as_str() {
                    "add" if sat => IBin::AddSat,
                    "sub" if sat => IBin::SubSat,
                    "add" => IBin::Add,
                    "sub" => IBin::Sub,
                    "mul" if has("hi") => IBin::MulHi,
                    "mul" if has("wide") => IBin::MulWide,
                    "mul" => IBin::MulLo,
                    "mul24" if has("lo") => IBin::Mul24Lo,
                    "div" => IBin::Div,
                    "rem" => IBin::Rem,
                    "and" => IBin::And,
                    "or" => IBin::Or,
                    "xor" => IBin::Xor,
                    "shl" => IBin::Shl,
                    "shr" => IBin::Shr,
                    "min" => IBin::Min,
                    "max" => IBin::Max,
                    o => return Err(format!("{o} on integers")),
                };
                if matches!(op, IBin::AddSat | IBin::SubSat)
                    && ty
                        != (Ty {
                            kind: Kind::S,
                            bits: 32,
                        })
                {
                    return Err("saturation on a type other than .s32".into());
                }
                if has("relu") {
                    return Err(".relu".into());
                }
                Ok(Op::IBin { op, ty, d, a, b })
            }
            "mad" | "fma" | "madc" => {
                let (st, ty) = t(ty0)?;
                need(4)?;
                let d = self.dst(&ops[0])?;
                if ty.is_float() {
                    let rnd = rounding(&has);
                    if rnd != Rnd::Rn && ty.half().is_some() {
                        return Err("a rounding mode other than .rn on 16-bit floats".into());
                    }
                    return Ok(Op::Fma {
                        ty,
                        ftz,
                        sat,
                        rnd,
                        d,
                        a: self.src(&ops[1], st)?,
                        b: self.src(&ops[2], st)?,
                        c: self.src(&ops[3], st)?,
                    });
                }
                let op = if has("hi") {
                    ITer::MadHi
                } else if has("wide") {
                    ITer::MadWide
                } else {
                    ITer::MadLo
                };
                if i.opcode == "madc" || has("cc") {
                    // mad{c}.{lo,hi}{.cc}: the product's half plus c (plus the carry flag
                    // for madc), the carry out kept with .cc.
                    if op == ITer::MadWide || has("sat") || !(ty.bits == 32 || ty.bits == 64) {
                        return Err("carry flags on mad.wide, mad.sat or a 16-bit mad".into());
                    }
                    return Ok(Op::MadCarry {
                        hi: op == ITer::MadHi,
                        signed: ty.kind == Kind::S,
                        cin: i.opcode == "madc",
                        cout: has("cc"),
                        bits: ty.bits,
                        d,
                        a: self.src(&ops[1], st)?,
                        b: self.src(&ops[2], st)?,
                        c: self.src(&ops[3], st)?,
                    });
                }
                if has("sat") {
                    return Err("mad with .sat".into());
                }
                let ct = if op == ITer::MadWide { wide(st) } else { st };
                Ok(Op::ITer {
                    op,
                    ty,
                    d,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    c: self.src(&ops[3], ct)?,
                })
            }
            "bfe" | "prmt" | "shf" => {
                let (st, ty) = t(ty0)?;
                need(4)?;
                let op = match i.opcode.as_str() {
                    "bfe" => ITer::Bfe,
                    "prmt" if others.is_empty() => ITer::Prmt,
                    "prmt" => return Err("prmt modes".into()),
                    _ if has("l") => ITer::ShfL {
                        clamp: has("clamp"),
                    },
                    _ => ITer::ShfR {
                        clamp: has("clamp"),
                    },
                };
                let bt = if op == ITer::Bfe { ScalarType::U32 } else { st };
                Ok(Op::ITer {
                    op,
                    ty,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], bt)?,
                    c: self.src(&ops[3], ScalarType::U32)?,
                })
            }
            "bfi" => {
                let (st, ty) = t(ty0)?;
                need(5)?;
                Ok(Op::Bfi {
                    ty,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    c: self.src(&ops[3], ScalarType::U32)?,
                    e: self.src(&ops[4], ScalarType::U32)?,
                })
            }
            "not" | "cnot" | "neg" | "abs" | "popc" | "clz" | "brev" | "bfind" | "sqrt" | "rcp"
            | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" => {
                let (st, ty) = t(ty0)?;
                need(2)?;
                let d = self.dst(&ops[0])?;
                let a = self.src(&ops[1], st)?;
                if ty.is_float() {
                    let op = match i.opcode.as_str() {
                        "neg" => FUn::Neg,
                        "abs" => FUn::Abs,
                        "sqrt" => FUn::Sqrt,
                        "rcp" => FUn::Rcp,
                        "rsqrt" => FUn::Rsqrt,
                        "ex2" | "lg2" | "sin" | "cos" if ty.bits == 32 && ty.half().is_none() => {
                            use crate::approx::Approx;
                            FUn::Approx(match i.opcode.as_str() {
                                "ex2" => Approx::Ex2,
                                "lg2" => Approx::Lg2,
                                "sin" => Approx::Sin,
                                _ => Approx::Cos,
                            })
                        }
                        o => return Err(format!("{o} on floats")),
                    };
                    let rnd = rounding(&has);
                    if rnd != Rnd::Rn {
                        if ty.half().is_some() {
                            return Err("a rounding mode other than .rn on 16-bit floats".into());
                        }
                        match op {
                            FUn::Sqrt => {
                                let op = FUn::SqrtDirected(rnd);
                                return Ok(Op::FUn { op, ty, ftz, d, a });
                            }
                            // rcp.MODE x is 1 / x rounded by MODE.
                            FUn::Rcp => {
                                let one = if ty.double() {
                                    1f64.to_bits()
                                } else {
                                    u64::from(1f32.to_bits())
                                };
                                return Ok(Op::FBin {
                                    op: FBin::Div,
                                    ty,
                                    ftz,
                                    sat: false,
                                    rnd,
                                    d,
                                    a: Src::Imm(one),
                                    b: a,
                                });
                            }
                            FUn::Neg
                            | FUn::Abs
                            | FUn::Rsqrt
                            | FUn::Approx(_)
                            | FUn::SqrtDirected(_) => {
                                return Err("a rounding mode other than .rn here".into());
                            }
                        }
                    }
                    return Ok(Op::FUn { op, ty, ftz, d, a });
                }
                let op = match i.opcode.as_str() {
                    "not" => IUn::Not,
                    "cnot" => IUn::Cnot,
                    "neg" => IUn::Neg,
                    "abs" => IUn::Abs,
                    "popc" => IUn::Popc,
                    "clz" => IUn::Clz,
                    "brev" => IUn::Brev,
                    "bfind" if !has("shiftamt") => IUn::Bfind,
                    o => return Err(format!("{o} on integers")),
                };
                Ok(Op::IUn { op, ty, d, a })
            }
            "testp" => {
                let (st, ty) = t(ty0)?;
                need(2)?;
                let which = match others.first().copied() {
                    Some("finite") => TestP::Finite,
                    Some("infinite") => TestP::Infinite,
                    Some("number") => TestP::Number,
                    Some("notanumber") => TestP::NotANumber,
                    Some("normal") => TestP::Normal,
                    Some("subnormal") => TestP::Subnormal,
                    _ => return Err("testp class".into()),
                };
                Ok(Op::TestP {
                    t: which,
                    ty,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                })
            }
            "setp" | "set" => {
                let set = i.opcode == "set";
                let (dst_st, set_ty) = if set {
                    let (d, dt) = t(ty0)?;
                    (Some(d), Some(dt))
                } else {
                    (None, None)
                };
                let src_t = if set { types.get(1).copied() } else { ty0 };
                let (st, ty) = t(src_t)?;
                let _ = dst_st;
                let cmp = others
                    .iter()
                    .find_map(|o| cmp_of(o))
                    .ok_or("no comparison")?;
                let comb = others.iter().find_map(|o| match *o {
                    "and" => Some(BoolOp::And),
                    "or" => Some(BoolOp::Or),
                    "xor" => Some(BoolOp::Xor),
                    _ => None,
                });
                let expect = if comb.is_some() { 4 } else { 3 };
                need(expect)?;
                let (p, q) = match &ops[0] {
                    Operand::Pair(p, q) => (Some(self.reg(p)?), Some(self.reg(q)?)),
                    Operand::Sink => (None, None),
                    o @ Operand::Reg(_)
                    | o @ Operand::Not(_)
                    | o @ Operand::Imm(_)
                    | o @ Operand::Sym { .. }
                    | o @ Operand::Addr(_)
                    | o @ Operand::Indexed(_)
                    | o @ Operand::Vector(_)
                    | o @ Operand::List(_) => (Some(self.dst(o)?), None),
                };
                let comb = match comb {
                    None => None,
                    Some(b) => Some(match &ops[3] {
                        Operand::Not(r) => (b, Src::Reg(self.reg(r)?), true),
                        o @ Operand::Reg(_)
                        | o @ Operand::Pair(..)
                        | o @ Operand::Imm(_)
                        | o @ Operand::Sym { .. }
                        | o @ Operand::Addr(_)
                        | o @ Operand::Indexed(_)
                        | o @ Operand::Vector(_)
                        | o @ Operand::List(_)
                        | o @ Operand::Sink => (b, self.src(o, ScalarType::Pred)?, false),
                    }),
                };
                Ok(Op::Setp {
                    cmp,
                    ty,
                    ftz,
                    p,
                    q,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    comb,
                    set_ty,
                })
            }
            "selp" => {
                let (st, ty) = t(ty0)?;
                need(4)?;
                Ok(Op::Selp {
                    bits: ty.bits,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    b: self.src(&ops[2], st)?,
                    c: self.src(&ops[3], ScalarType::Pred)?,
                })
            }
            "cvt" => {
                need(2)?;
                let (_, dt) = t(types.first().copied())?;
                let (sst, st) = t(types.get(1).copied())?;
                let mut round = Round::Nearest;
                for o in &others {
                    round = match *o {
                        "rn" => Round::Nearest,
                        "rzi" => Round::ZeroInt,
                        "rni" => Round::NearestInt,
                        "rmi" => Round::DownInt,
                        "rpi" => Round::UpInt,
                        "rz" | "rm" | "rp" | "rna" | "rs" => {
                            return Err(format!("rounding mode .{o}"));
                        }
                        "ftz" | "sat" => round,
                        "relu" | "satfinite" => return Err(format!(".{o}")),
                        _ => round,
                    };
                }
                // A narrowing or int-to-float conversion with no modifier is not valid PTX;
                // a float-to-int conversion must round to an integer.
                if st.is_float() && !dt.is_float() && round == Round::Nearest {
                    return Err("a float to integer conversion without .rzi/.rni/...".into());
                }
                Ok(Op::Cvt {
                    dt,
                    st,
                    round,
                    ftz,
                    sat,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], sst)?,
                })
            }
            "cvta" => {
                need(2)?;
                let (st, ty) = t(ty0)?;
                let to = has("to");
                let space = space_of(i.space())?;
                if space.is_generic() {
                    return Err("cvta without a state space".into());
                }
                Ok(Op::Cvta {
                    to,
                    space,
                    bits: ty.bits,
                    d: self.dst(&ops[0])?,
                    a: match &ops[1] {
                        Operand::Sym { .. } => return Err("cvta of a symbol".into()),
                        o @ Operand::Reg(_)
                        | o @ Operand::Not(_)
                        | o @ Operand::Pair(..)
                        | o @ Operand::Imm(_)
                        | o @ Operand::Addr(_)
                        | o @ Operand::Indexed(_)
                        | o @ Operand::Vector(_)
                        | o @ Operand::List(_)
                        | o @ Operand::Sink => self.src(o, st)?,
                    },
                })
            }
            "alloca" => {
                let (st, ty) = t(ty0)?;
                if !matches!(st, ScalarType::U32 | ScalarType::U64) {
                    return Err("alloca of a type other than .u32 or .u64".into());
                }
                if ops.len() == 3 {
                    let pow2 = match &ops[2] {
                        Operand::Imm(Immediate::Int(v)) => u64::try_from(*v).ok(),
                        Operand::Imm(Immediate::UInt(v)) => Some(*v),
                        Operand::Imm(Immediate::F32(_) | Immediate::F64(_))
                        | Operand::Reg(_)
                        | Operand::Not(_)
                        | Operand::Pair(..)
                        | Operand::Sym { .. }
                        | Operand::Addr(_)
                        | Operand::Indexed(_)
                        | Operand::Vector(_)
                        | Operand::List(_)
                        | Operand::Sink => None,
                    }
                    .is_some_and(u64::is_power_of_two);
                    if !pow2 {
                        return Err("an alignment that is not a power of two".into());
                    }
                } else {
                    need(2)?;
                }
                Ok(Op::Alloca {
                    d: self.dst(&ops[0])?,
                    size: self.src(&ops[1], st)?,
                    bits: ty.bits,
                })
            }
            "mapa" => {
                need(3)?;
                let (st, _) = t(ty0)?;
                Ok(Op::Mapa {
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], st)?,
                    rank: self.src(&ops[2], ScalarType::U32)?,
                })
            }
            "isspacep" => {
                need(2)?;
                let space = space_of(i.space())?;
                Ok(Op::IsSpacep {
                    space,
                    d: self.dst(&ops[0])?,
                    a: self.src(&ops[1], ScalarType::U64)?,
                })
            }
            "ld" | "ldu" => {
                need(2)?;
                let (_, ty) = t(ty0)?;
                let space = space_of(i.space())?;
                let ds = match &ops[0] {
                    Operand::Vector(v) => v
                        .iter()
                        .map(|o| match o {
                            Operand::Sink => Ok(None),
                            o @ Operand::Reg(_)
                            | o @ Operand::Not(_)
                            | o @ Operand::Pair(..)
                            | o @ Operand::Imm(_)
                            | o @ Operand::Sym { .. }
                            | o @ Operand::Addr(_)
                            | o @ Operand::Indexed(_)
                            | o @ Operand::Vector(_)
                            | o @ Operand::List(_) => self.dst(o).map(Some),
                        })
                        .collect::<Result<Vec<_>, _>>()?,
                    o @ Operand::Reg(_)
                    | o @ Operand::Not(_)
                    | o @ Operand::Pair(..)
                    | o @ Operand::Imm(_)
                    | o @ Operand::Sym { .. }
                    | o @ Operand::Addr(_)
                    | o @ Operand::Indexed(_)
                    | o @ Operand::List(_)
                    | o @ Operand::Sink => vec![Some(self.dst(o)?)],
                };
                if ds.len() != usize::from(i.vector()) {
                    return Err("vector width and operand count differ".into());
                }
                let (base, off) = self.address(&ops[1])?;
                Ok(Op::Ld {
                    space,
                    ty,
                    ds,
                    base,
                    off,
                    atomic: has("volatile") || has("relaxed") || has("acquire"),
                })
            }
            "st" => {
                need(2)?;
                let (st, ty) = t(ty0)?;
                let space = space_of(i.space())?;
                let srcs = match &ops[1] {
                    Operand::Vector(v) => v
                        .iter()
                        .map(|o| self.src(o, st))
                        .collect::<Result<Vec<_>, _>>()?,
                    o @ Operand::Reg(_)
                    | o @ Operand::Not(_)
                    | o @ Operand::Pair(..)
                    | o @ Operand::Imm(_)
                    | o @ Operand::Sym { .. }
                    | o @ Operand::Addr(_)
                    | o @ Operand::Indexed(_)
                    | o @ Operand::List(_)
                    | o @ Operand::Sink => vec![self.src(o, st)?],
                };
                if srcs.len() != usize::from(i.vector()) {
                    return Err("vector width and operand count differ".into());
                }
                let (base, off) = self.address(&ops[0])?;
                Ok(Op::St {
                    space,
                    ty,
                    srcs,
                    base,
                    off,
                    // LLVM 19 prints a monotonic atomic store as `st.volatile`: volatile and
                    // relaxed accesses are atomic for race detection.
                    atomic: has("volatile") || has("relaxed") || has("release"),
                })
            }
            "atom" | "red" => {
                let red = i.opcode == "red";
                let (st, ty) = t(ty0)?;
                let space = space_of(i.space())?;
                let op = others
                    .iter()
                    .find_map(|o| {
                        Some(match *o {
                            "and" => AtomOp::And,
                            "or" => AtomOp::Or,
                            "xor" => AtomOp::Xor,
                            "exch" => AtomOp::Exch,
                            "add" => AtomOp::Add,
                            "inc" => AtomOp::Inc,
                            "dec" => AtomOp::Dec,
                            "min" => AtomOp::Min,
                            "max" => AtomOp::Max,
                            "cas" => AtomOp::Cas,
                            _ => return None,
                        })
                    })
                    .ok_or("no atomic operation")?;
                if i.vector() != 1 {
                    return Err("vector atomics".into());
                }
                let first = usize::from(!red);
                let want = first + if op == AtomOp::Cas { 3 } else { 2 };
                need(want)?;
                let d = if red { None } else { Some(self.dst(&ops[0])?) };
                let (base, off) = self.address(&ops[first])?;
                let b = self.src(&ops[first + 1], st)?;
                let c = if op == AtomOp::Cas {
                    self.src(&ops[first + 2], st)?
                } else {
                    Src::Imm(0)
                };
                Ok(Op::Atom {
                    op,
                    space,
                    ty,
                    d,
                    base,
                    off,
                    b,
                    c,
                })
            }
            "bra" => {
                need(1)?;
                let Operand::Sym { name, offset: 0 } = &ops[0] else {
                    return Err("a branch target that is not a label".into());
                };
                self.fixups.push((self.ops.len(), vec![name.to_string()]));
                Ok(Op::Bra { target: u32::MAX })
            }
            "call" => self.call(i),
            "ret" => Ok(Op::Ret),
            "exit" => Ok(Op::Exit),
            "trap" => Ok(Op::Trap),
            "bar" | "barrier" => {
                if has("warp") {
                    need(1)?;
                    return Ok(Op::Warp {
                        op: WarpOp::Sync,
                        d: None,
                        p: None,
                        args: [
                            self.src(&ops[0], ScalarType::B32)?,
                            Src::Imm(0),
                            Src::Imm(0),
                            Src::Imm(0),
                        ],
                        neg: false,
                    });
                }
                if has("red") {
                    // bar.red.OP.TYPE d, barrier{, count}, {!}p
                    let kind = if has("popc") {
                        BarrierRed::Popc
                    } else if has("and") {
                        BarrierRed::And
                    } else if has("or") {
                        BarrierRed::Or
                    } else {
                        return Err("a bar.red without popc, and or or".into());
                    };
                    if n < 3 {
                        return Err("bar.red needs a destination, a barrier and a predicate".into());
                    }
                    let (pred, neg) = self.pred_src(&ops[n - 1])?;
                    return Ok(Op::BarRed {
                        kind,
                        d: self.dst(&ops[0])?,
                        pred,
                        neg,
                    });
                }
                if has("arrive") {
                    return Err("bar.arrive".into());
                }
                if n >= 2 {
                    return Ok(Op::BarrierCount {
                        count: self.src(&ops[1], ScalarType::U32)?,
                    });
                }
                Ok(Op::Barrier)
            }
            "shfl" => {
                if !has("sync") {
                    return Err("shfl without .sync".into());
                }
                let mode = if has("up") {
                    ShflMode::Up
                } else if has("down") {
                    ShflMode::Down
                } else if has("bfly") {
                    ShflMode::Bfly
                } else if has("idx") {
                    ShflMode::Idx
                } else {
                    return Err("a shfl mode".into());
                };
                need(5)?;
                let (d, p) = match &ops[0] {
                    Operand::Pair(d, p) => (Some(self.reg(d)?), Some(self.reg(p)?)),
                    o @ (Operand::Reg(_)
                    | Operand::Not(_)
                    | Operand::Imm(_)
                    | Operand::Sym { .. }
                    | Operand::Addr(_)
                    | Operand::Indexed(_)
                    | Operand::Vector(_)
                    | Operand::List(_)
                    | Operand::Sink) => (Some(self.dst(o)?), None),
                };
                let b32 = ScalarType::B32;
                Ok(Op::Warp {
                    op: WarpOp::Shfl(mode),
                    d,
                    p,
                    args: [
                        self.src(&ops[4], b32)?,
                        self.src(&ops[1], b32)?,
                        self.src(&ops[2], b32)?,
                        self.src(&ops[3], b32)?,
                    ],
                    neg: false,
                })
            }
            "vote" => {
                if !has("sync") {
                    return Err("vote without .sync".into());
                }
                let mode = if has("ballot") {
                    VoteMode::Ballot
                } else if has("all") {
                    VoteMode::All
                } else if has("any") {
                    VoteMode::Any
                } else if has("uni") {
                    VoteMode::Uni
                } else {
                    return Err("a vote mode".into());
                };
                need(3)?;
                let (pred, neg) = self.pred_src(&ops[1])?;
                Ok(Op::Warp {
                    op: WarpOp::Vote(mode),
                    d: Some(self.dst(&ops[0])?),
                    p: None,
                    args: [
                        self.src(&ops[2], ScalarType::B32)?,
                        pred,
                        Src::Imm(0),
                        Src::Imm(0),
                    ],
                    neg,
                })
            }
            "match" => {
                let vt = match ty0 {
                    Some(t @ (ScalarType::B32 | ScalarType::B64)) => t,
                    _ => return Err("match on a type other than .b32 or .b64".into()),
                };
                if !has("sync") || !(has("any") || has("all")) {
                    return Err("match other than match.{any,all}.sync".into());
                }
                need(3)?;
                // match.all.sync.b32 d|p, a, mask: the predicate output is optional.
                let (d, p) = if let Operand::Pair(d, p) = &ops[0]
                    && has("all")
                {
                    (Some(self.reg(d)?), Some(self.reg(p)?))
                } else {
                    (Some(self.dst(&ops[0])?), None)
                };
                Ok(Op::Warp {
                    op: if has("all") {
                        WarpOp::MatchAll
                    } else {
                        WarpOp::MatchAny
                    },
                    d,
                    p,
                    args: [
                        self.src(&ops[2], ScalarType::B32)?,
                        self.src(&ops[1], vt)?,
                        Src::Imm(0),
                        Src::Imm(0),
                    ],
                    neg: false,
                })
            }
            "activemask" => {
                need(1)?;
                Ok(Op::Warp {
                    op: WarpOp::ActiveMask,
                    d: Some(self.dst(&ops[0])?),
                    p: None,
                    args: [Src::Imm(0); 4],
                    neg: false,
                })
            }
            "redux" => {
                let signed = ty0 == Some(ScalarType::S32);
                let op = if has("add") {
                    ReduxOp::Add
                } else if has("and") {
                    ReduxOp::And
                } else if has("or") {
                    ReduxOp::Or
                } else if has("xor") {
                    ReduxOp::Xor
                } else if has("min") {
                    if signed { ReduxOp::Min } else { ReduxOp::UMin }
                } else if has("max") {
                    if signed { ReduxOp::Max } else { ReduxOp::UMax }
                } else {
                    return Err("a redux operation".into());
                };
                need(3)?;
                let b32 = ScalarType::B32;
                Ok(Op::Warp {
                    op: WarpOp::Redux(op),
                    d: Some(self.dst(&ops[0])?),
                    p: None,
                    args: [
                        self.src(&ops[1], b32)?,
                        self.src(&ops[2], b32)?,
                        Src::Imm(0),
                        Src::Imm(0),
                    ],
                    neg: false,
                })
            }
            "membar" | "fence" | "prefetch" | "prefetchu" | "discard" | "nanosleep" => Ok(Op::Nop),
            o => Err(format!("the instruction {o}")),
        }
    }

    fn call(&mut self, i: &Instruction) -> Lowered {
        let ops = &i.operands;
        let mut k = 0;
        let mut rets = Vec::new();
        if let Some(Operand::List(l)) = ops.first() {
            rets = l.clone();
            k = 1;
        }
        let callee = match ops.get(k) {
            Some(Operand::Sym { name, offset: 0 }) => match self.sym(name)? {
                Sym::Func(f) => Callee::Direct(f),
                Sym::Var(_) | Sym::Slot(_) => {
                    return Err(format!("a call of {name}, which is not a function"));
                }
            },
            Some(Operand::Reg(r)) => Callee::Indirect(self.reg(r)?),
            _ => return Err("no callee".into()),
        };
        k += 1;
        let mut args = Vec::new();
        if let Some(Operand::List(l)) = ops.get(k) {
            args = l.clone();
        }
        let slot = |o: &Operand| -> Result<u32, String> {
            match o {
                Operand::Sym { name, offset: 0 } => match self.sym(name)? {
                    Sym::Slot(s) => Ok(s),
                    Sym::Var(_) | Sym::Func(_) => {
                        Err(format!("call argument {name} is not a .param"))
                    }
                },
                other @ Operand::Reg(_)
                | other @ Operand::Not(_)
                | other @ Operand::Pair(..)
                | other @ Operand::Imm(_)
                | other @ Operand::Sym { .. }
                | other @ Operand::Addr(_)
                | other @ Operand::Indexed(_)
                | other @ Operand::Vector(_)
                | other @ Operand::List(_)
                | other @ Operand::Sink => Err(format!("call argument {other:?}")),
            }
        };
        Ok(Op::Call {
            callee,
            rets: rets.iter().map(slot).collect::<Result<_, _>>()?,
            args: args.iter().map(slot).collect::<Result<_, _>>()?,
        })
    }
}

fn wide(t: ScalarType) -> ScalarType {
    match t {
        ScalarType::U16 => ScalarType::U32,
        ScalarType::S16 => ScalarType::S32,
        ScalarType::U32 => ScalarType::U64,
        ScalarType::S32 => ScalarType::S64,
        other @ ScalarType::B8
        | other @ ScalarType::B16
        | other @ ScalarType::B32
        | other @ ScalarType::B64
        | other @ ScalarType::B128
        | other @ ScalarType::U8
        | other @ ScalarType::U64
        | other @ ScalarType::S8
        | other @ ScalarType::S64
        | other @ ScalarType::F16
        | other @ ScalarType::F16x2
        | other @ ScalarType::Bf16
        | other @ ScalarType::Bf16x2
        | other @ ScalarType::Tf32
        | other @ ScalarType::F32
        | other @ ScalarType::F64
        | other @ ScalarType::E4m3
        | other @ ScalarType::E5m2
        | other @ ScalarType::E4m3x2
        | other @ ScalarType::E5m2x2
        | other @ ScalarType::Pred
        | other @ ScalarType::TexRef
        | other @ ScalarType::SamplerRef
        | other @ ScalarType::SurfRef => other,
    }
}

fn cmp_of(s: &str) -> Option<Cmp> {
    Some(match s {
        "eq" => Cmp::Eq,
        "ne" => Cmp::Ne,
        "lt" => Cmp::Lt,
        "le" => Cmp::Le,
        "gt" => Cmp::Gt,
        "ge" => Cmp::Ge,
        "lo" => Cmp::Lo,
        "ls" => Cmp::Ls,
        "hi" => Cmp::Hi,
        "hs" => Cmp::Hs,
        "equ" => Cmp::Equ,
        "neu" => Cmp::Neu,
        "ltu" => Cmp::Ltu,
        "leu" => Cmp::Leu,
        "gtu" => Cmp::Gtu,
        "geu" => Cmp::Geu,
        "num" => Cmp::Num,
        "nan" => Cmp::Nan,
        _ => return None,
    })
}

/// The special register `name`, if it is one the interpreters know.
fn sreg(name: &str) -> Option<Sreg> {
    crate::sreg::from_ptx(name)
}

/// The rounding mode an instruction's modifiers name (`.rn` when none).
fn rounding(has: &dyn Fn(&str) -> bool) -> Rnd {
    if has("rz") {
        Rnd::Rz
    } else if has("rm") {
        Rnd::Rm
    } else if has("rp") {
        Rnd::Rp
    } else {
        Rnd::Rn
    }
}
